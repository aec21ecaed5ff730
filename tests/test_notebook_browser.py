"""lessons/widgets.py in real notebooks: JupyterLab (and Voila), a live kernel, Chromium.

JupyterLab serves a small notebook made here (the steppers and a static diagram) at
1280x800 with its file browser open; Playwright clicks, types and presses keys in the
stepper and compares what it shows with the Python objects it was built from
(:meth:`Layout.classes_at`, :meth:`Steps.narrate`). Voila runs ``01_walkthrough``
top to bottom. Screenshots are kept in ``tests/artifacts``.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from browser import (
    ARTIFACTS,
    FIT_PROBLEMS,
    PLACES,
    SMALLEST_CARD_TEXT,
    STEPS_ARRIVED,
    TREES_DRAWN,
    chromium_page,
    jupyterlab_server,
    run_all_in_lab,
    voila_server,
)

import minimax_viz as mv
from minimax_viz.draw.layout import Layout

pytestmark = [pytest.mark.browser, pytest.mark.dot]
NOTEBOOK = Path(__file__).parents[1] / "notebooks" / "01_walkthrough.ipynb"
CURRENT = "g.node.current"
TEXTBOOK = "[[[3,12],[8,2]],[[4,6],[14,5]],[[2,1],[7,9]]]"  # 22 calls; Nim's 5: 28
CELLS = [
    "from minimax_viz.lessons import Stepper\nimport minimax_viz as mv",
    "small = Stepper('O.XX.X.OO')\nsmall",
    "quiz = Stepper('O.XX.X.OO', predict=True)\nquiz",
    "pruned = Stepper('O.XX.X.OO', pruning='alphabeta')\npruned",
    "deep = Stepper('XO.O.X...', pruning='alphabeta')\ndeep",
    f"textbook = Stepper('{TEXTBOOK}', game='tree')\ntextbook",
    "nim = Stepper(5, game='nim')\nnim",
    "from minimax_viz.draw import Diagram\nDiagram(mv.trace('O.XX.X.OO'), max_depth=1)",
    "mv.trace('XO.O.X...')",
]


def make_notebook(path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    notebook.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                       "display_name": "Python 3 (ipykernel)"}
    nbformat.write(notebook, path)


# Voila first: a module's Playwright must be closed before the next one starts.
def test_stepper_in_voila_moves_the_highlight(tmp_path: Path) -> None:
    served = tmp_path / NOTEBOOK.name
    shutil.copy(NOTEBOOK, served)
    with voila_server(served, tmp_path) as url, chromium_page() as page:
        page.goto(url, timeout=120_000)
        root = page.locator(".mv-stepper").first
        root.wait_for(timeout=150_000)
        highlighted = []
        for step in (1, 2, 3):
            if step > 1:
                root.locator(".mv-next").click()
            root.locator(".mv-counter", has_text=f"step {step} of 18").wait_for()
            highlighted.append(root.locator(CURRENT).first.get_attribute("id"))
        assert highlighted == ["call-1", "call-2", "call-3"]
        assert root.locator(CURRENT).count() == 1
        assert "O plays 4" in root.locator(".mv-narration").inner_text()
        ARTIFACTS.mkdir(exist_ok=True)
        root.screenshot(path=str(ARTIFACTS / "notebook-stepper-widget.png"))


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """JupyterLab at 1280x800, side bar open, the notebook run: yields the page."""
    tmp = tmp_path_factory.mktemp("lab")
    folder = tmp / "work"
    folder.mkdir()
    make_notebook(folder / "steppers.ipynb")
    with jupyterlab_server(folder, tmp) as url, chromium_page(1280, 800) as page:
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        run_all_in_lab(page, url.format(name="steppers.ipynb"))
        page.locator(".mv-static.mv-live").nth(1).wait_for(timeout=120_000)  # the last cell's
        assert page.locator(".mv-stepper").count() == 6
        page.wait_for_function(TREES_DRAWN)  # a big tree's far parts too
        page.wait_for_function(STEPS_ARRIVED)
        yield page
        assert [e for e in errors if "mv-" in e or "stepper" in e] == []


def step_shown(root: Any, number: int) -> Any:
    """The stepper's counter once it says step ``number`` (with or without "of N")."""
    return root.locator(".mv-counter", has_text=re.compile(rf"^step {number}( of|$)"))


def stepper(page: Any, index: int) -> Any:
    return page.locator(".mv-stepper").nth(index)


def classes(root: Any, layout: Layout) -> list[str]:
    return list(root.evaluate("(r, ids) => ids.map(id => r.querySelector('#' + id)"
                              ".getAttribute('class'))", layout.elements))


def test_next_restyles_the_one_diagram(lab: Any) -> None:
    layout = Layout(mv.trace("O.XX.X.OO"), max_nodes=300)
    root = stepper(lab, 0)
    root.scroll_into_view_if_needed()
    for step in range(4):
        if step:
            root.locator(".mv-next").click()
        root.locator(".mv-counter", has_text=f"step {step + 1} of 18").wait_for()
        assert root.locator(CURRENT).evaluate_all("gs => gs.map(g => g.id)") == \
            [layout.view.element_of(layout.steps.event(step).call)]
        assert classes(root, layout) == layout.classes_at(step)
        assert root.locator(".mv-narration").inner_text() == layout.steps.narrate(step)
    assert root.locator("svg.mmv-tree").count() == 1
    lab.screenshot(path=str(ARTIFACTS / "lab-stepper.png"))


def test_keys_belong_to_the_stepper_not_the_notebook(lab: Any) -> None:
    root = stepper(lab, 0)
    cells = lab.locator(".jp-Cell").count()
    root.locator(".mv-first").click()
    for key in ("ArrowRight", "ArrowRight", "b", "o", "End", "Home", "ArrowRight"):
        lab.keyboard.press(key)
    assert lab.locator(".jp-Cell").count() == cells  # "b" made no cell, "o" hid no output
    assert root.locator(".mv-counter").inner_text() == "step 2 of 18"
    assert root.locator(".mv-pv input").is_checked()
    lab.keyboard.press("b")
    lab.keyboard.press("u")  # step out of call 2: to its caller's (the root's) return
    assert root.locator(".mv-counter").inner_text() == "step 18 of 18"


@pytest.mark.parametrize("zoom", [1.0, 1.5])
def test_fits_the_notebook_at_1280_by_800(lab: Any, zoom: float) -> None:
    lab.set_viewport_size({"width": round(1280 / zoom), "height": round(800 / zoom)})
    try:
        lab.wait_for_timeout(500)
        for index in range(6):
            root = stepper(lab, index)
            root.scroll_into_view_if_needed()
            assert root.evaluate(FIT_PROBLEMS) == [], index
        lab.screenshot(path=str(ARTIFACTS / f"lab-fit-{int(zoom * 100)}.png"))
    finally:
        lab.set_viewport_size({"width": 1280, "height": 800})


def test_predict_in_jupyter_as_in_the_page(lab: Any) -> None:
    root = stepper(lab, 1)
    root.scroll_into_view_if_needed()
    assert root.locator(".mv-answer").is_hidden()
    root.locator(".mv-speed").select_option("100")
    root.locator(".mv-play").click()  # Play stops at the first question: call 3 returns
    # predict mode: the counter does not tell how many steps (and so calls) there are
    root.locator(".mv-counter", has_text=re.compile(r"^step 4$")).wait_for()
    root.locator(".mv-play", has_text="Play").wait_for()
    assert "what does it return to call 2" in root.locator(".mv-narration").inner_text()
    guess = root.locator(".mv-guess")
    guess.fill("-10")
    guess.press("Enter")  # Enter submits
    assert root.locator(".mv-verdict").inner_text() == "Right!"
    assert root.locator(".mv-narration").inner_text().endswith("returns -10 to call 2")
    root.locator(".mv-next").click()
    root.locator(".mv-next").click()  # step 6: call 4 returns; skip it
    assert "what does it return" in root.locator(".mv-narration").inner_text()
    root.locator(".mv-next").click()
    assert root.locator(".mv-tally").inner_text() == "right 1, wrong 0, skipped 1"
    assert "what does it return to call 1" in root.locator(".mv-narration").inner_text()


def test_alpha_beta_cut_and_window_in_jupyter(lab: Any) -> None:
    layout = Layout(mv.trace("O.XX.X.OO", pruning="alphabeta"), max_nodes=300)
    steps = layout.steps
    cut = next(s for s in range(len(steps)) if steps.event(s).kind == "return"
               and layout.tree.kind(steps.event(s).call) == "cut")
    root = stepper(lab, 2)
    root.scroll_into_view_if_needed()
    root.locator(".mv-jump-text").fill(str(steps.event(cut).call))
    root.locator(".mv-jump").click()
    root.locator(".mv-over").click()  # from the call's entry over its subtree: its return
    root.locator(".mv-counter", has_text=f"step {cut + 1} of {len(steps)}").wait_for()
    assert "break" in root.locator(".mv-line-now").inner_text()
    assert root.locator(".mv-stack-card th").all_inner_texts()[-2:] == ["α", "β"]


#: In the page: a static diagram ``box``'s view and drawing, and where its root is.
STATIC_VIEW = """box => {
  const view = box.querySelector('.mv-static-view'), v = view.getBoundingClientRect();
  const svg = view.querySelector('svg'), s = svg.getBoundingClientRect();
  const root = svg.querySelector('g.node').getBoundingClientRect();
  return {view: [v.width, v.height], svg: [s.width, s.height], scroll: view.scrollLeft,
          root: root.left >= v.left && root.right <= v.right && root.top >= v.top
                && root.bottom <= v.bottom,
          note: box.querySelector('.mv-static-note').textContent}; }"""


def test_static_diagrams_open_scaled_to_the_cell_with_a_readable_root(lab: Any) -> None:
    """A small diagram opens fitted to the cell; a 270-call one (18,841 px wide at actual
    size) at the smallest scale whose card text is 12 px, its root in view; fit all, zoom and
    drag work as in the stepper."""
    small, big = lab.locator(".mv-static").nth(0), lab.locator(".mv-static").nth(1)
    text = lambda box: box.locator("svg").evaluate(SMALLEST_CARD_TEXT)
    small.scroll_into_view_if_needed()
    seen = small.evaluate(STATIC_VIEW)
    assert seen["svg"][0] <= seen["view"][0] and seen["root"] and text(small) >= 12
    big.scroll_into_view_if_needed()
    seen = big.evaluate(STATIC_VIEW)
    assert seen["svg"][0] > 10 * seen["view"][0] and seen["root"]
    assert 12 <= text(big) < 12.3 and seen["note"] == "12 px text"
    lab.screenshot(path=str(ARTIFACTS / "lab-static-diagram.png"))
    big.locator(".mv-static-all").click()
    seen = big.evaluate(STATIC_VIEW)
    assert seen["svg"][0] <= seen["view"][0] and seen["svg"][1] <= seen["view"][1]
    before = seen["svg"][0]
    big.locator(".mv-static-in").click()
    assert big.evaluate(STATIC_VIEW)["svg"][0] == pytest.approx(before * 1.25, rel=0.01)
    big.locator(".mv-static-readable").click()
    start = big.evaluate(STATIC_VIEW)["scroll"]
    box = big.locator(".mv-static-view").bounding_box()
    lab.mouse.move(box["x"] + 300, box["y"] + 100)
    lab.mouse.down()
    lab.mouse.move(box["x"] + 100, box["y"] + 100, steps=4)
    lab.mouse.up()
    assert big.evaluate(STATIC_VIEW)["scroll"] == pytest.approx(start + 200, abs=2)


def test_the_kernel_reads_the_step_the_browser_shows(lab: Any) -> None:
    """Stepper.step is the synced step number: clicks in the browser reach Python."""
    root = stepper(lab, 0)
    root.scroll_into_view_if_needed()
    root.locator(".mv-jump-text").fill("6")
    root.locator(".mv-jump").click()
    root.locator(".mv-counter", has_text="step 10 of 18").wait_for()
    lab.locator(".jp-Cell").last.locator(".jp-InputArea-editor").click()
    lab.keyboard.press("Escape")
    lab.keyboard.press("b")  # a new cell below, in command mode
    lab.keyboard.press("Enter")
    lab.keyboard.type("print('kernel sees step', small.step, small.steps.event(small.step))")
    lab.keyboard.press("Shift+Enter")
    lab.locator(".jp-OutputArea-output", has_text="kernel sees step 9").wait_for(timeout=30_000)
    assert "Event(kind='enter', call=6)" in lab.locator(
        ".jp-OutputArea-output", has_text="kernel sees step").inner_text()


#: In the page: the stepper ``root`` in JupyterLab's notebook, scrolled to the top of it: its
#: tree and side column side by side, each card of the side column inside it, the whole
#: stepper inside the notebook's visible area.
LAB_VIEW = """root => {
  root.scrollIntoView({block: 'start'});
  const box = e => e.getBoundingClientRect(), side = root.querySelector('.mv-side');
  const tree = box(root.querySelector('.mv-tree-panel')), s = box(side), r = box(root);
  const pane = box(root.closest('.jp-WindowedPanel-outer') || root.closest('.jp-Notebook'));
  return {side_by_side: s.left >= tree.right && Math.abs(s.top - tree.top) < 1,
          cards_inside: Array.from(side.children).map(c => { const b = box(c);
            return b.top >= s.top - 0.5 && b.bottom <= s.bottom + 0.5; }),
          in_view: r.top >= pane.top - 0.5 && r.bottom <= pane.bottom + 0.5,
          sizes: [r.width, r.height, pane.height, tree.height, s.height]}; }"""


#: The lab's steppers a teacher steps through: (index, steps taken, calls, readable at once)
#: (the 187-call tree is too big for a readable default view: follow mode shows it at 12 px).
TAUGHT = ((3, 60, 187), (2, 0, 8), (1, 0, 9), (4, 12, 22), (5, 12, 28), (0, 18, 9))


@pytest.mark.parametrize("zoom", [1.0, 1.5])
def test_as_a_teacher_sees_it_at_1280_by_800_with_the_side_bar_open(lab: Any,
                                                                    zoom: float) -> None:
    """JupyterLab at 1280x800 (and at 150%) with its file browser open: the tree beside the
    board, stack and code, each card whole in the side column, the whole stepper inside the
    notebook's visible area (at 100%: at 150% the notebook leaves it 421 x 412 px, so it
    stacks and scrolls); the cards' text at 12 px or more in the default view of every tree up
    to 40 calls (9, 8, 22 and 28 calls here: a textbook tree and Nim); stepping through the
    article's 18 steps (and some of each bigger tree's), no control and no panel moves by a
    pixel. The screenshots are the README's (`make screenshots`)."""
    lab.set_viewport_size({"width": round(1280 / zoom), "height": round(800 / zoom)})
    try:
        lab.wait_for_timeout(500)
        assert lab.locator(".jp-SideBar .lm-TabBar-tab.lm-mod-current").count() >= 1
        for index, steps, calls in TAUGHT:
            root = stepper(lab, index)
            root.focus()
            lab.keyboard.press("Home")
            at = partial(step_shown, root)
            at(1).wait_for()
            seen = root.evaluate(LAB_VIEW)
            assert seen["cards_inside"] == [True] * 3, (index, seen)
            # side by side from 800 px of width (at 150% the notebook leaves the stepper 421)
            assert seen["side_by_side"] == (seen["sizes"][0] >= 800), (index, seen)
            assert seen["in_view"] == (zoom == 1), (index, seen)  # its bottom edge too
            tree = root.locator("svg.mmv-tree")
            if calls <= 40:
                assert tree.evaluate(SMALLEST_CARD_TEXT) >= 12, index
            first = root.evaluate(PLACES)
            for step in range(1, steps):
                lab.keyboard.press("ArrowRight")
                at(step + 1).wait_for()
                moved = {k: (v, first[k]) for k, v in root.evaluate(PLACES).items()
                         if v != first[k]}
                assert moved == {}, f"stepper {index} moved at step {step + 1}"
                if calls <= 40:
                    assert tree.evaluate(SMALLEST_CARD_TEXT) >= 12, (index, step)
                assert root.evaluate(LAB_VIEW)["cards_inside"] == [True] * 3, (index, step)
            if index == 5:  # Nim's 28 calls, after 12 steps: the README's second screenshot
                suffix = "" if zoom == 1 else f"-{int(zoom * 100)}"
                lab.screenshot(path=str(ARTIFACTS / f"lab-stepper-nim{suffix}.png"))
        root = stepper(lab, 0)
        root.locator(".mv-jump-text").fill("3")
        root.locator(".mv-jump").click()
        root.locator(".mv-counter", has_text="step 3 of 18").wait_for()
        lab.keyboard.press("ArrowRight")  # call 3 returns -10 to call 2
        root.evaluate(LAB_VIEW)
        suffix = "" if zoom == 1 else f"-{int(zoom * 100)}"
        lab.screenshot(path=str(ARTIFACTS / f"lab-stepper{suffix}.png"))
    finally:
        lab.set_viewport_size({"width": 1280, "height": 800})
