"""lessons/lab_site.py in a browser: the lesson notebooks in JupyterLite, as a student opens them.

The site built with ``--notebooks``, served on 127.0.0.1, every request elsewhere refused,
Debian's Chromium.

Python (Pyodide), the kernel's wheels and Graphviz all come from the folder; each notebook
runs top to bottom without an error, and the walkthrough's stepper steps through the
tutorial's 9 calls.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import EVERY_CELL_RAN, chromium_page, run_all_in_lab, static_server
from test_static_site import web_installed

from minimax_viz.lessons.lab_site import BROWSER_NOTEBOOKS
from minimax_viz.lessons.static_site import build_site

pytestmark = [pytest.mark.browser, pytest.mark.dot]
#: Starting the kernel and running a notebook, on a busy 2-core machine.
PATIENCE = 300_000


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    web_installed()
    folder = tmp_path_factory.mktemp("lab") / "site"
    build_site(folder, notebooks=True)
    with static_server(folder, folder.parent / "server.log") as address:
        yield address


@pytest.mark.parametrize("notebook", BROWSER_NOTEBOOKS)
def test_each_lab_notebook_runs_in_the_browser_with_nothing_fetched_elsewhere(
        site: str, tmp_path: Path, notebook: str) -> None:
    refused: list[str] = []

    def only_the_site(route: Any) -> None:
        if route.request.url.startswith(site):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    with chromium_page(1280, 800) as page:
        page.context.route("**/*", only_the_site)
        run_all_in_lab(page, f"{site}lab/lab/index.html?path={notebook}.ipynb", PATIENCE,
                       kernel="Pyodide")
        page.wait_for_function(EVERY_CELL_RAN, timeout=PATIENCE)
        last = page.locator(".jp-CodeCell").last
        page.screenshot(path=str(tmp_path / "lab.png"))
        errors = page.locator(".jp-OutputArea-output[data-mime-type="
                              "'application/vnd.jupyter.stderr']").all_inner_texts()
        assert errors == []
        if notebook == "01_walkthrough":
            steps_through_the_tutorials_nine_calls(page, last)
        if notebook == "03_alpha_beta":
            cut_notes_read_at_12_px(page)
    assert refused == []


def steps_through_the_tutorials_nine_calls(page: Any, last: Any) -> None:
    """The walkthrough's last cell and its first stepper, drawn by Graphviz in WebAssembly."""
    assert "move=4, score=10" in last.inner_text()  # the notebook's own last check
    stepper = page.locator(".jp-OutputArea-output .mv-stepper").first
    stepper.scroll_into_view_if_needed()
    assert stepper.locator("svg g.node.call").count() == 9  # laid out by Graphviz in wasm
    counter = stepper.locator(".mv-counter")
    assert (counter.text_content() or "").startswith("step 1 of 18")
    stepper.locator(".mv-next").click()
    page.wait_for_function("c => c.textContent.startsWith('step 2 of 18')",
                           arg=counter.element_handle())


#: In the page: a static diagram ``box``'s card texts on screen (px): the smallest, and the
#: cut notes' ("never tried: ...").
STATIC_TEXT = """box => {
  const svg = box.querySelector('svg'), k = svg.getScreenCTM().a;
  const texts = Array.from(svg.querySelectorAll('g.node text[font-size]'));
  const px = t => parseFloat(t.getAttribute('font-size')) * k;
  return {smallest: Math.min(...texts.map(px)),
          cut: texts.filter(t => /never\\s+tried/.test(t.textContent)).map(px)}; }"""


def cut_notes_read_at_12_px(page: Any) -> None:
    """Notebook 03's trees without and with pruning, one under the other, each scaled to the
    cell: at 1280x800 their cards and the alpha-beta tree's cut note read at 12 px and up."""
    boxes = page.locator(".jp-OutputArea-output .mv-static.mv-live")
    plain, pruned = (boxes.nth(i).evaluate(STATIC_TEXT) for i in range(2))
    assert plain["smallest"] >= 12 and pruned["smallest"] >= 12
    assert plain["cut"] == [] and pruned["cut"] and min(pruned["cut"]) >= 12
