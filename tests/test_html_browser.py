"""The HTML page in a real browser: headless Debian Chromium, opened from file://, offline.

Steps of the article's trace, O.XX.X.OO with X to move (shown 1-based, as the page does)::

    1 enter 1   2 enter 2   3 enter 3   4 call 3 returns -10   5 enter 4
    6 call 4 returns -10    7 call 2 returns -10   ...   18 call 1 returns +10

Every check compares the page with the Python objects it was built from:
:meth:`Layout.classes_at` for every drawn element, :meth:`Steps.narrate`,
:meth:`Steps.stack`. Any request that is not the page itself is aborted and
makes the test fail.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import ARTIFACTS, chromium_page

import minimax_viz as mv
from minimax_viz.draw.layout import Layout
from minimax_viz.explain.words import board_caption, signed
from minimax_viz.games.tictactoe import rows as board_rows
from minimax_viz.lessons.page import write_html

pytestmark = [pytest.mark.browser, pytest.mark.dot]


@pytest.fixture(scope="module")
def article(tmp_path_factory: pytest.TempPathFactory) -> tuple[Layout, Path]:
    layout = Layout(mv.trace("O.XX.X.OO"))
    path = tmp_path_factory.mktemp("html") / "article.html"
    write_html(layout.tree, path, layout=layout)
    return layout, path


@pytest.fixture(scope="module")
def folded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Layout, Path]:
    """270 calls under alpha-beta, drawn to 40 nodes: cut stubs and folded summaries."""
    layout = Layout(mv.trace("XO.O.X...", pruning="alphabeta"), max_nodes=40)
    path = tmp_path_factory.mktemp("html") / "folded.html"
    write_html(layout.tree, path, layout=layout)
    return layout, path


@pytest.fixture(scope="module")
def browser_page() -> Iterator[tuple[Any, list[str], list[str]]]:
    """One Chromium page for the module: every request and error logged; anything but a
    file:// URL is aborted."""
    with chromium_page(width=1400, height=1000) as page:
        requests: list[str] = []
        errors: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.route("**/*", lambda route: route.continue_()
                   if route.request.url.startswith("file://") else route.abort())
        yield page, requests, errors


@pytest.fixture
def page(browser_page: tuple[Any, list[str], list[str]]) -> Iterator[Any]:
    """The shared page; after the test, no request left file:// and no script error happened."""
    page, requests, errors = browser_page
    requests.clear()
    errors.clear()
    page.goto("about:blank")
    yield page
    assert requests and [url for url in requests if not url.startswith("file://")] == []
    assert errors == []


def open_page(page: Any, path: Path, fragment: str = "") -> None:
    page.goto(path.as_uri() + fragment)
    page.wait_for_selector("#narration:not(:empty)")


def shown_step(page: Any) -> int:
    """The 0-based step the page says it shows ("step k of N")."""
    text = page.inner_text("#counter")
    return int(text.split()[1]) - 1


def dom_classes(page: Any, layout: Layout) -> list[str]:
    return page.evaluate("ids => ids.map(id => document.getElementById(id).getAttribute('class'))",
                         layout.elements)


def check_step(page: Any, layout: Layout, step: int, hide: bool = False) -> None:
    """The page shows ``step``: counter, hash, narration, every class, the stack, the board.

    ``hide``: a return step in predict mode, its score not guessed yet: the returning call
    is highlighted with its score hidden, the stack is as before the return (and "?" for the
    returning call's best so far), the sentence asks.
    """
    steps = layout.steps
    assert page.inner_text("#counter") == f"step {step + 1} of {len(steps)}"
    assert page.evaluate("location.hash").startswith(f"#step={step + 1}")
    assert dom_classes(page, layout) == layout.classes_at(step, hide_return=hide)
    current = page.eval_on_selector_all("g.node.current", "els => els.map(e => e.id)")
    element = layout.view.element_of(steps.event(step).call)
    assert current == [element]
    if hide:
        assert "pending" in page.get_attribute(f"#{element}", "class").split()
        assert "what does it return" in page.inner_text("#narration")
    else:
        assert page.inner_text("#narration") == steps.narrate(step)
    rows = page.eval_on_selector_all(
        "#stack tr:not(:first-child)",
        "trs => trs.map(r => [r.cells[0].textContent, r.cells[3].textContent,"
        " r.cells[4].textContent])")
    frames = steps.stack(step, hide_return=hide)
    expected = [[f"call {f.call}", "\u2013" if f.best_so_far is None else signed(f.best_so_far),
                 ", ".join(map(str, f.moves_left)) or "\u2013"] for f in frames]
    if hide:
        expected[-1][1] = "?"
    assert rows == expected
    call = layout.tree[steps.event(step).call]
    assert page.eval_on_selector("#board svg title", "t => t.textContent").startswith(
        board_rows(call.position) + ": ")
    first, second, third = board_caption(layout.tree, call)
    assert page.inner_text("#board-caption").split("\n") == [first, second, third]


def test_keys_buttons_and_slider(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path)
    check_step(page, layout, 0)
    assert page.is_disabled("#prev") and page.is_disabled("#first")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    check_step(page, layout, 2)  # call 3: O wins with 0-4-8
    assert "O wins with 0-4-8" in page.inner_text("#narration")
    page.keyboard.press("End")
    check_step(page, layout, 17)
    assert page.is_disabled("#next") and "best move 4" in page.inner_text("#narration")
    page.keyboard.press("ArrowRight")  # past the end: stays
    check_step(page, layout, 17)
    page.keyboard.press("Home")
    check_step(page, layout, 0)
    page.keyboard.press("ArrowLeft")  # before the start: stays
    check_step(page, layout, 0)
    page.click("#next")
    check_step(page, layout, 1)
    page.click("#last")
    check_step(page, layout, 17)
    page.click("#prev")
    check_step(page, layout, 16)
    page.click("#first")
    check_step(page, layout, 0)
    page.fill("#slider", "9")
    check_step(page, layout, 8)
    page.focus("#slider")  # keys on the focused slider still move one step, not two
    page.keyboard.press("ArrowRight")
    check_step(page, layout, 9)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.screenshot(path=str(ARTIFACTS / "html-stepper.png"))
    check_step(page, layout, 11)


@pytest.mark.parametrize("fragment, step", [("#step=12", 11), ("#step=1", 0), ("#step=18", 17),
                                            ("#step=999", 17), ("#step=banana", 0), ("", 0)])
def test_opens_at_the_step_in_the_address(page: Any, article: tuple[Layout, Path],
                                          fragment: str, step: int) -> None:
    layout, path = article
    open_page(page, path, fragment)
    check_step(page, layout, step)
    assert not page.is_checked("#predict")


def test_editing_the_hash_jumps(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=5")
    page.evaluate("location.hash = '#step=7'")
    page.wait_for_selector("#counter:text-is('step 7 of 18')")
    check_step(page, layout, 6)


def test_predict_then_reveal(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    steps = layout.steps
    open_page(page, path, "#step=3&predict")
    assert page.is_checked("#predict") and page.is_visible("#quiz")
    assert page.is_hidden("#answer") and "best move" not in page.inner_text("header")
    check_step(page, layout, 2)
    assert page.is_disabled("#guess")  # an enter step: nothing to predict
    page.keyboard.press("ArrowRight")  # step 4: call 3 returns -10, hidden
    check_step(page, layout, 3, hide=True)
    assert page.inner_text("#narration") == (
        "call 3, depth 2, X to move: what does it return to call 2? Enter your prediction.")
    assert page.eval_on_selector("#stack tr.mv-current", "r => r.cells[3].textContent") == "?"
    assert page.is_enabled("#guess") and "#step=4&predict" in page.url
    page.fill("#guess", "ten")
    page.click("#check")
    assert "is not a number" in page.inner_text("#verdict")
    page.fill("#guess", "+10")
    page.click("#check")
    assert page.inner_text("#verdict") == "Not quite: it returns -10."
    assert page.inner_text("#tally") == "right 0, wrong 1"
    check_step(page, layout, 3)  # revealed: the real step
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # step 6: call 4 returns -10
    assert page.inner_text("#narration").startswith("call 4, depth 2, X to move: what does")
    page.fill("#guess", "-10")
    page.press("#guess", "Enter")
    assert page.inner_text("#verdict") == "Right!"
    assert page.inner_text("#tally") == "right 1, wrong 1"
    assert page.inner_text("#narration") == steps.narrate(5)
    page.screenshot(path=str(ARTIFACTS / "html-stepper-predict.png"))
    page.keyboard.press("ArrowRight")  # the keys still step after a guess: call 2 returns
    check_step(page, layout, 6, hide=True)  # call 2 highlighted (not call 4, the step before)
    assert page.inner_text("#narration").startswith("call 2, depth 1, O to move: what does")
    assert page.eval_on_selector_all(  # call 1 has no best so far yet: -10 is not shown
        "#stack td:nth-child(4)", "tds => tds.map(t => t.textContent)") == ["\u2013", "?"]
    assert "-10" not in page.inner_text("#stack") and "+10" not in page.inner_text("header")
    page.uncheck("#predict")  # off: the hidden score shows at once
    check_step(page, layout, 6)
    assert page.is_hidden("#quiz") and "predict" not in page.url
    assert page.is_visible("#answer") and "best move 4, score +10" in page.inner_text("header")
    page.check("#predict")  # on again at run time: the answer goes again
    assert page.is_hidden("#answer") and "best move" not in page.inner_text("header")
    check_step(page, layout, 6, hide=True)


def test_built_for_predict_hides_the_header_answer(page: Any, tmp_path: Path) -> None:
    layout = Layout(mv.trace("O.XX.X.OO"))
    path = tmp_path / "quiz.html"
    write_html(layout.tree, path, layout=layout, predict=True)
    open_page(page, path)
    assert page.is_checked("#predict") and page.is_hidden("#answer")
    assert "score" not in page.inner_text("header")
    page.keyboard.press("End")  # the root returns: nothing tells +10 or move 4
    check_step(page, layout, 17, hide=True)
    assert page.eval_on_selector_all(  # the root's returned-score texts are not drawn
        "#call-1 .ret", "ts => ts.map(t => getComputedStyle(t).visibility)") == ["hidden"]
    assert "+10" not in page.inner_text("#narration") + page.inner_text("#stack")


def test_play_stops_at_each_prediction(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#predict")
    page.select_option("#speed", "350")
    page.click("#play")
    page.wait_for_selector("#counter:text-is('step 4 of 18')")
    page.wait_for_selector("#play:has-text('Play')")  # paused by itself, not "Pause"
    assert shown_step(page) == 3 and page.is_enabled("#guess")
    score = layout.tree[layout.steps.event(3).call].score
    page.fill("#guess", signed(score))
    page.click("#check")
    assert page.inner_text("#tally") == "right 1, wrong 0"


def test_folded_tree_with_cuts(page: Any, folded: tuple[Layout, Path]) -> None:
    """Summaries and cut stubs restyle as in the notebook; the current node is scrolled into view."""
    layout, path = folded
    assert layout.view.summaries and layout.view.cuts
    count = len(layout)
    for step in (0, count // 3, count // 2, count - 2):
        open_page(page, path, f"#step={step + 1}")
        check_step(page, layout, step)
        inside = page.evaluate("""() => {
            const p = document.getElementById('tree-panel').getBoundingClientRect();
            const c = document.querySelector('g.node.current').getBoundingClientRect();
            return c.left >= p.left && c.right <= p.right && c.top >= p.top && c.bottom <= p.bottom;
        }""")
        assert inside, f"current node off screen at step {step + 1}"
    page.keyboard.press("End")
    check_step(page, layout, count - 1)
    page.screenshot(path=str(ARTIFACTS / "html-stepper-folded.png"))
