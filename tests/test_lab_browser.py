"""The first lesson notebook run in JupyterLite, as a student opens it: the site built with
``--notebooks``, served on 127.0.0.1, every request elsewhere refused, Debian's Chromium.

Python (Pyodide), the kernel's wheels and Graphviz all come from the folder; the notebook
runs top to bottom without an error and its stepper steps through the tutorial's 9 calls.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import _serving, chromium_page, free_port
from test_site import web_installed

from minimax_viz.lessons.static_site import build_site

pytestmark = [pytest.mark.browser, pytest.mark.dot]
#: Starting the kernel and running a notebook, on a busy 2-core machine.
PATIENCE = 300_000


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    web_installed()
    folder = tmp_path_factory.mktemp("lab") / "site"
    build_site(folder, notebooks=True)
    port = free_port()
    with _serving([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                   "--directory", str(folder)], port, folder.parent / "server.log", {},
                  folder, 30):
        yield f"http://127.0.0.1:{port}/"


def test_the_walkthrough_notebook_runs_in_the_browser_with_nothing_fetched_elsewhere(
        site: str, tmp_path: Path) -> None:
    refused: list[str] = []

    def only_the_site(route: Any) -> None:
        if route.request.url.startswith(site):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    with chromium_page(1280, 800) as page:
        page.context.route("**/*", only_the_site)
        page.goto(site + "lab/lab/index.html?path=01_walkthrough.ipynb", timeout=PATIENCE)
        page.locator(".jp-NotebookPanel-toolbar .jp-Toolbar-kernelName",
                     has_text="Pyodide").first.wait_for(timeout=PATIENCE)
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(
            timeout=PATIENCE)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        last = page.locator(".jp-Cell").last
        last.locator(".jp-OutputArea-output").first.wait_for(timeout=PATIENCE)
        page.screenshot(path=str(tmp_path / "lab.png"))
        errors = page.locator(".jp-OutputArea-output[data-mime-type="
                              "'application/vnd.jupyter.stderr']").all_inner_texts()
        assert errors == []
        assert "move=4, score=10" in last.inner_text()  # the notebook's own last check
        stepper = page.locator(".jp-OutputArea-output .mv-stepper").first
        stepper.scroll_into_view_if_needed()
        assert stepper.locator("svg g.node.call").count() == 9  # laid out by Graphviz in wasm
        counter = stepper.locator(".mv-counter")
        assert (counter.text_content() or "").startswith("step 1 of 18")
        stepper.locator(".mv-next").click()
        page.wait_for_function("c => c.textContent.startsWith('step 2 of 18')",
                               arg=counter.element_handle())
    assert refused == []
