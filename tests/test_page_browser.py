"""lessons/page.py in a real browser: headless Debian Chromium, opened from file://, offline.

Steps of the article's trace, O.XX.X.OO with X to move (shown 1-based, as the page does)::

    1 enter 1   2 enter 2   3 enter 3   4 call 3 returns -10   5 enter 4
    6 call 4 returns -10    7 call 2 returns -10   ...   18 call 1 returns +10

Every check compares the page with the Python objects it was built from:
:meth:`Layout.classes_at` for every drawn element, :meth:`Steps.narrate`,
:meth:`Steps.stack`. Any request that is not the page itself is aborted and
makes the test fail.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import ARTIFACTS, FIT_PROBLEMS, PLACES, TREES_DRAWN, chromium_page

import minimax_viz as mv
from minimax_viz.draw.dot import inline_svg
from minimax_viz.draw.layout import Layout
from minimax_viz.draw.style import ROLE
from minimax_viz.explain import words
from minimax_viz.explain.words import (
    PRUNED_WORDS,
    board_caption,
    bound,
    call_heading_parts,
    cut_lines,
    folded_lines,
    outcome_text,
    returns_text,
    signed,
    value_text,
    window_text,
)
from minimax_viz.games.tictactoe import rows as board_rows
from minimax_viz.lessons.exercise import make_exercise
from minimax_viz.lessons.page import write_html
from minimax_viz.lessons.stepper_data import data_json, frame_cells, stepper_data, stepper_script

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
def big(tmp_path_factory: pytest.TempPathFactory) -> tuple[Layout, Path]:
    """XO......., 8,232 calls drawn folded to 300 nodes: following the current call, the far
    cards wait until the first paint (near_first.js)."""
    layout = Layout(mv.trace("XO......."), max_nodes=300)
    path = tmp_path_factory.mktemp("html") / "big.html"
    write_html(layout.tree, path, layout=layout)
    return layout, path


#: In the page: how many of the tree's cards and edges are parsed, and whether some still wait.
PIECES_DRAWN = "() => [document.querySelectorAll('.mv-tree-panel g[id]').length," \
    " !!document.querySelector('.mv-tree-panel[aria-busy]')]"


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
    page.wait_for_selector(".mv-narration:not(:empty)")
    page.wait_for_function(TREES_DRAWN)  # a big tree's far parts too


def shown_step(page: Any) -> int:
    """The 0-based step the page says it shows ("step k of N")."""
    text = page.inner_text(".mv-counter")
    return int(text.split()[1]) - 1


def dom_classes(page: Any, layout: Layout) -> list[str]:
    """Each element's classes in the page (a page built for predict names element i "ei")."""
    return page.evaluate("ids => ids.map((id, i) => (document.getElementById(id)"
                         " || document.getElementById('e' + i)).getAttribute('class'))",
                         layout.elements)


def named(layout: Layout, element_id: str) -> str:
    """The layout's name of a page element's id (a page built for predict names it "ei")."""
    return layout.elements[int(element_id[1:])] if re.fullmatch(r"e\d+", element_id) \
        else element_id


def dom_id(page: Any, layout: Layout, element: str) -> str:
    """The id the page gives the layout's ``element``."""
    found = page.evaluate("id => !!document.getElementById(id)", element)
    return element if found else f"e{layout.elements.index(element)}"


def dom_elements(page: Any, layout: Layout, selector: str) -> list[str]:
    """The layout's names of the elements ``selector`` finds."""
    return [named(layout, i) for i in
            page.eval_on_selector_all(selector, "els => els.map(e => e.id)")]


def seen_texts(root: Any, layout: Layout) -> list[tuple[str, str]]:
    """What a reader sees in the stepper: (the layout's element holding it or "", text)."""
    return [(named(layout, e) if e else "", text) for e, text in root.evaluate(SEEN_TEXTS)]


def check_step(page: Any, layout: Layout, step: int, hide: bool = False) -> None:
    """The page shows ``step``: counter, hash, narration, every class, the stack, the board.

    ``hide``: a return step in predict mode, its score not guessed yet: the returning call
    is highlighted with its score hidden, the stack is as before the return (and "?" for the
    returning call's best so far), the sentence asks.
    """
    steps = layout.steps
    counter = f"step {step + 1}"  # predict mode: how many steps there are is not said
    if not page.is_checked(".mv-predict input"):
        counter += f" of {len(steps)}"
    assert page.inner_text(".mv-counter") == counter
    assert page.evaluate("location.hash").startswith(f"#step={step + 1}")
    predict = page.is_checked(".mv-predict input")
    classes = dom_classes(page, layout)
    assert classes == layout.classes_at(step, hide_return=hide, predict=predict)
    element = layout.view.element_of(steps.event(step).call)
    assert dom_elements(page, layout, "g.node.current") == [element]
    if hide:
        assert "pending" in classes[layout.elements.index(element)].split()
        call = layout.tree[steps.event(step).call]
        assert page.inner_text(".mv-narration") == words.predict_question(call)
    else:
        assert page.inner_text(".mv-narration") == steps.narrate(step)
    rows = page.eval_on_selector_all(
        ".mv-stack-card tr:has(td)",
        "trs => trs.map(r => Array.from(r.cells).slice(3).map(c => c.textContent))")
    frames = steps.stack(step, hide_return=hide)
    window = layout.tree.options.pruning != "none"
    expected = [frame_cells(f, window) for f in frames]
    if hide:  # the returning call: its score hidden, its window as it was given
        call = layout.tree[steps.event(step).call]
        expected[-1][0] = "?"
        if window:
            expected[-1][2:] = [bound(call.alpha), bound(call.beta)]
    assert [[words.STEPPER_WORDS["frame"].format(id=f.call)] for f in frames] == \
        page.eval_on_selector_all(
        ".mv-stack-card tr:has(td)", "trs => trs.map(r => [r.cells[0].textContent])")
    assert rows == expected
    call = layout.tree[steps.event(step).call]
    assert page.eval_on_selector(".mv-board svg title", "t => t.textContent").startswith(
        board_rows(call.position) + ": ")
    first, second, third = board_caption(layout.tree, call)
    assert page.inner_text(".mv-caption").split("\n") == [first, second, third]


def test_keys_buttons_and_slider(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path)
    check_step(page, layout, 0)
    assert page.is_disabled(".mv-prev") and page.is_disabled(".mv-first")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    check_step(page, layout, 2)  # call 3: O wins with 0-4-8
    assert "O wins with 0-4-8" in page.inner_text(".mv-narration")
    page.keyboard.press("End")
    check_step(page, layout, 17)
    assert page.is_disabled(".mv-next") and "best move 4" in page.inner_text(".mv-narration")
    page.keyboard.press("ArrowRight")  # past the end: stays
    check_step(page, layout, 17)
    page.keyboard.press("Home")
    check_step(page, layout, 0)
    page.keyboard.press("ArrowLeft")  # before the start: stays
    check_step(page, layout, 0)
    page.click(".mv-next")
    check_step(page, layout, 1)
    page.click(".mv-last")
    check_step(page, layout, 17)
    page.click(".mv-prev")
    check_step(page, layout, 16)
    page.click(".mv-first")
    check_step(page, layout, 0)
    page.fill(".mv-slider", "9")
    check_step(page, layout, 8)
    page.focus(".mv-slider")  # keys on the focused slider still move one step, not two
    page.keyboard.press("ArrowRight")
    check_step(page, layout, 9)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.screenshot(path=str(ARTIFACTS / "html-stepper.png"))
    check_step(page, layout, 11)


@pytest.mark.parametrize("fragment, step", [("#step=12", 11), ("#step=1", 0), ("#step=18", 17),
                                            ("#step=999", 17), ("#step=banana", 0),
                                            ("#step=3abc", 0), ("", 0)])
def test_opens_at_the_step_in_the_address(page: Any, article: tuple[Layout, Path],
                                          fragment: str, step: int) -> None:
    layout, path = article
    open_page(page, path, fragment)
    check_step(page, layout, step)
    assert not page.is_checked(".mv-predict input")


def test_editing_the_hash_jumps(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=5")
    page.evaluate("location.hash = '#step=7'")
    page.wait_for_selector(".mv-counter:text-is('step 7 of 18')")
    check_step(page, layout, 6)
    page.evaluate("""new Promise((done) => {
        addEventListener("hashchange", () => done(), { once: true });  // after the page's
        location.hash = "#step=3abc"; })""")
    assert shown_step(page) == 6  # not a step number: the step stays (parseInt read 3)


def test_the_stacks_rows_name_their_calls_in_the_words_sent(
        page: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A stack row's first cell is the words' ``frame`` filled with its call (sent with the
    data, as every word the page shows): other words sent, other rows shown."""
    monkeypatch.setitem(words.STEPPER_WORDS, "frame", "frame #{id}")
    path = tmp_path / "article.html"
    write_html(mv.trace("O.XX.X.OO"), path)
    open_page(page, path, "#step=3")
    assert page.eval_on_selector_all(".mv-stack-card tr:has(td)",
                                     "trs => trs.map(r => r.cells[0].textContent)") \
        == ["frame #1", "frame #2", "frame #3"]  # step 3: calls 1, 2, 3 entered


def test_every_control_says_the_words_the_stepper_words_give(page: Any,
                                                            article: tuple[Layout, Path]) -> None:
    """The buttons' labels and tooltips, the speeds' names and the unlabelled controls'
    screen-reader names are the words' (explain/words/stepper.py), sent once to the page."""
    said = words.STEPPER_WORDS
    open_page(page, article[1])
    buttons = page.eval_on_selector_all(
        ".mv-stepper button", "bs => bs.map(b => [b.className.slice(3), b.textContent, b.title])")
    for name, label, tip in buttons:
        assert tip == said["tips"][name] and label, name
        if name not in ("play", "actual"):  # these two change their label as they act
            assert label == said["labels"][name], name
    assert {name for name, _, _ in buttons} == set(said["tips"])
    assert page.eval_on_selector_all(".mv-speed option", "os => os.map(o => o.textContent)") \
        == said["speeds"]
    assert page.get_attribute(".mv-slider", "aria-label") == said["aria"]["step"]
    assert page.get_attribute(".mv-tree-box", "aria-label") == said["aria"]["call_tree"]
    assert page.get_attribute(".mv-jump-text", "placeholder") == said["aria"]["call_hint"]


def test_predict_then_reveal(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    steps = layout.steps
    open_page(page, path, "#step=3&predict")
    assert page.is_checked(".mv-predict input") and page.is_visible(".mv-quiz")
    assert page.is_hidden(".mv-answer") and "best move" not in page.inner_text(".mv-head")
    check_step(page, layout, 2)
    assert page.is_disabled(".mv-guess")  # an enter step: nothing to predict
    page.keyboard.press("ArrowRight")  # step 4: call 3 returns -10, hidden
    check_step(page, layout, 3, hide=True)
    assert page.inner_text(".mv-narration") == (
        "call 3, depth 2, X to move: what does it return to call 2? Enter your prediction.")
    assert page.eval_on_selector(".mv-stack-card tr.mv-current", "r => r.cells[3].textContent") == "?"
    assert page.is_enabled(".mv-guess") and "#step=4&predict" in page.url
    page.fill(".mv-guess", "ten")
    page.click(".mv-check")
    assert "is not a number" in page.inner_text(".mv-verdict")
    page.fill(".mv-guess", "+10")
    page.click(".mv-check")
    assert page.inner_text(".mv-verdict") == "Not quite: it returns -10."
    assert page.inner_text(".mv-tally") == "right 0, wrong 1, skipped 0"
    check_step(page, layout, 3)  # revealed: the real step
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # step 6: call 4 returns -10
    assert page.inner_text(".mv-narration").startswith(words.HEAD_TO_MOVE.format(id=4, depth=2, player="X"))
    page.fill(".mv-guess", "-10")
    page.press(".mv-guess", "Enter")
    assert page.inner_text(".mv-verdict") == "Right!"
    assert page.inner_text(".mv-tally") == "right 1, wrong 1, skipped 0"
    assert page.inner_text(".mv-narration") == steps.narrate(5)
    page.screenshot(path=str(ARTIFACTS / "html-stepper-predict.png"))
    page.keyboard.press("ArrowRight")  # the keys still step after a guess: call 2 returns
    check_step(page, layout, 6, hide=True)  # call 2 highlighted (not call 4, the step before)
    assert page.inner_text(".mv-narration").startswith(words.HEAD_TO_MOVE.format(id=2, depth=1, player="O"))
    assert page.eval_on_selector_all(  # call 1 has no best so far yet: -10 is not shown
        ".mv-stack-card td:nth-child(4)", "tds => tds.map(t => t.textContent)") == ["\u2013", "?"]
    assert "-10" not in page.inner_text(".mv-stack-card") and "+10" not in page.inner_text(".mv-head")
    page.uncheck(".mv-predict input")  # off: the hidden score shows at once
    check_step(page, layout, 6)
    assert page.is_hidden(".mv-quiz") and "predict" not in page.url
    assert page.is_visible(".mv-answer") and "best move 4, score +10" in page.inner_text(".mv-head")
    page.check(".mv-predict input")  # on again at run time: the answer goes again
    assert page.is_hidden(".mv-answer") and "best move" not in page.inner_text(".mv-head")
    check_step(page, layout, 6, hide=True)


def test_built_for_predict_hides_the_header_answer(page: Any, tmp_path: Path) -> None:
    layout = Layout(mv.trace("O.XX.X.OO"), alike=True)
    path = tmp_path / "quiz.html"
    write_html(layout.tree, path, layout=layout, predict=True)
    open_page(page, path)
    assert page.is_checked(".mv-predict input") and page.is_hidden(".mv-answer")
    head = page.inner_text(".mv-head")
    assert "best move" not in head and "+10" not in head and head.count("score") == 1
    assert words.STEPPER_WORDS["pov"].format(max="X", min="O") in head
    page.keyboard.press("End")  # the root returns: nothing tells +10 or move 4
    check_step(page, layout, 17, hide=True)
    assert page.eval_on_selector_all(  # the root's returned-score texts are not drawn
        f"#{dom_id(page, layout, 'call-1')} .ret", "ts => ts.map(t => getComputedStyle(t).visibility)") == ["hidden"]
    assert "+10" not in page.inner_text(".mv-narration") + page.inner_text(".mv-stack-card")


def test_predict_mode_takes_a_chance_nodes_exact_mean(page: Any, tmp_path: Path) -> None:
    #          A (MAX)
    #   B (⅓ each)     C (½ each)
    #   1   2   2      1   2          B = 5/3, C = 1.5, A = 5/3
    layout = Layout(mv.trace('{"max": [{"chance": [1, 2, 2]}, {"chance": [[0.5, 1], [0.5, 2]]}]}',
                             game="tree"), alike=True)
    path = tmp_path / "dice.html"
    write_html(layout.tree, path, layout=layout, predict=True)
    open_page(page, path, "#step=9&predict")  # B returns its mean, hidden
    page.fill(".mv-guess", "1.5")
    page.click(".mv-check")
    assert page.inner_text(".mv-verdict") == "Not quite: it returns +5/3."
    assert "⅓ × 1 + ⅓ × 2 + ⅓ × 2 = 5/3" in page.inner_text(".mv-narration")
    open_page(page, path, "#step=15&predict")  # C: 1.5, typed as a decimal
    page.fill(".mv-guess", "1.5")
    page.press(".mv-guess", "Enter")
    assert page.inner_text(".mv-verdict") == "Right!"
    page.keyboard.press("ArrowRight")  # A: 5/3, typed as a fraction
    page.fill(".mv-guess", "5/3")
    page.press(".mv-guess", "Enter")
    assert page.inner_text(".mv-verdict") == "Right!"


def test_play_stops_at_each_prediction(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#predict")
    page.select_option(".mv-speed", "350")
    page.click(".mv-play")
    page.wait_for_selector(".mv-counter:text-is('step 4')")
    page.wait_for_selector(".mv-play:has-text('Play')")  # paused by itself, not "Pause"
    assert shown_step(page) == 3 and page.is_enabled(".mv-guess")
    score = layout.tree[layout.steps.event(3).call].score
    page.fill(".mv-guess", signed(score))
    page.click(".mv-check")
    assert page.inner_text(".mv-tally") == "right 1, wrong 0, skipped 0"


def test_folded_tree_with_cuts(page: Any, folded: tuple[Layout, Path]) -> None:
    """Summaries and cut stubs restyle as in the notebook; the current node is scrolled into view."""
    layout, path = folded
    assert layout.view.summaries and layout.view.cuts
    count = len(layout)
    for step in (0, count // 3, count // 2, count - 2):
        open_page(page, path, f"#step={step + 1}")
        check_step(page, layout, step)
        inside = page.evaluate("""() => {
            const p = document.querySelector('.mv-tree-panel').getBoundingClientRect();
            const c = document.querySelector('g.node.current').getBoundingClientRect();
            return c.left >= p.left && c.right <= p.right && c.top >= p.top && c.bottom <= p.bottom;
        }""")
        assert inside, f"current node off screen at step {step + 1}"
    page.keyboard.press("End")
    check_step(page, layout, count - 1)
    page.screenshot(path=str(ARTIFACTS / "html-stepper-folded.png"))


# -- issue 13: fits any screen, classroom features, alpha-beta and predict in the page --------
@pytest.mark.parametrize("zoom", [1.0, 1.5])
@pytest.mark.parametrize("name", ["article", "folded"])
def test_fits_1280_by_800_and_at_150_percent(page: Any, request: pytest.FixtureRequest,
                                             name: str, zoom: float) -> None:
    """At 150% a 1280x800 screen is 853x533 CSS pixels (the pixels' density is not the point)."""
    layout, path = request.getfixturevalue(name)
    page.set_viewport_size({"width": round(1280 / zoom), "height": round(800 / zoom)})
    try:
        open_page(page, path, f"#step={len(layout) // 2}")
        root = page.locator(".mv-stepper")
        assert root.evaluate(FIT_PROBLEMS) == []
        page.locator(".mv-present input").check()  # presentation: bigger text, still fits
        assert root.evaluate(FIT_PROBLEMS) == []
        sizes = root.evaluate("""r => Array.from(r.querySelectorAll('*')).filter(e =>
            e.getClientRects().length && !e.closest('svg') && Array.from(e.childNodes).some(
            n => n.nodeType === 3 && n.textContent.trim())).map(e =>
            parseFloat(getComputedStyle(e).fontSize))""")
        sizes += root.evaluate("r => Array.from(r.querySelectorAll('select, input[type=text]'))"
                               ".map(e => parseFloat(getComputedStyle(e).fontSize))")
        assert min(sizes) >= 16
        page.screenshot(path=str(ARTIFACTS / f"html-fit-{name}-{int(zoom * 100)}.png"))
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def current_in_view(page: Any) -> bool:
    return bool(page.evaluate("""() => {
        const p = document.querySelector('.mv-tree-panel').getBoundingClientRect();
        const c = document.querySelector('g.node.current').getBoundingClientRect();
        return c.left >= p.left && c.right <= p.right && c.top >= p.top && c.bottom <= p.bottom;
    }"""))


def svg_width(page: Any) -> float:
    return float(page.evaluate(
        "() => document.querySelector('.mv-tree-panel svg').getBoundingClientRect().width"))


def test_fit_actual_size_zoom_and_the_current_call_in_view(page: Any,
                                                           folded: tuple[Layout, Path]) -> None:
    layout, path = folded
    open_page(page, path)
    panel = page.evaluate("() => document.querySelector('.mv-tree-panel').clientWidth")
    assert page.inner_text(".mv-actual") == "Fit"  # too big to fit readably: follow mode
    page.keyboard.press("f")
    fitted = svg_width(page)
    assert fitted <= panel and page.inner_text(".mv-actual") == "Actual size"
    page.click(".mv-actual")  # actual size: 1 pt = 4/3 px, scrolled to the current call
    natural = float(layout.svg.split('width="', 1)[1].split("pt", 1)[0]) * 4 / 3
    assert svg_width(page) == pytest.approx(natural, abs=1) and svg_width(page) > panel
    assert page.inner_text(".mv-actual") == "Fit"
    for _ in range(40):
        page.keyboard.press("ArrowRight")
        assert current_in_view(page)
    page.keyboard.press("End")
    assert current_in_view(page)
    page.click(".mv-zoom_in")
    assert svg_width(page) == pytest.approx(natural * 1.25, abs=2) and current_in_view(page)
    page.keyboard.press("-")
    assert svg_width(page) == pytest.approx(natural, abs=2)
    page.keyboard.press("f")  # back to fit
    assert svg_width(page) == pytest.approx(fitted, abs=1)


def test_code_panel_follows_the_marked_line_and_the_cut(page: Any, tmp_path: Path) -> None:
    """Under alpha-beta the marker lands on the cut line at a cut; the stack shows α and β."""
    layout = Layout(mv.trace("O.XX.X.OO", pruning="alphabeta"))
    path = tmp_path / "ab.html"
    write_html(layout.tree, path, layout=layout)
    steps = layout.steps
    cut = next(s for s in range(len(steps)) if steps.event(s).kind == "return"
               and layout.tree.kind(steps.event(s).call) == "cut")
    open_page(page, path, f"#step={cut + 1}")
    check_step(page, layout, cut)
    marked = page.inner_text(".mv-line-now")
    assert marked.startswith("\u25b6") and "break" in marked and "[at cut]" not in marked
    assert page.eval_on_selector_all(".mv-stack-card th", "t => t.map(e => e.textContent)")[-2:] \
        == ["α", "β"]
    visible = page.evaluate("""() => {
        const b = document.querySelector('.mv-source').getBoundingClientRect();
        const l = document.querySelector('.mv-line-now').getBoundingClientRect();
        return l.top >= b.top && l.bottom <= b.bottom; }""")
    assert visible
    for step in range(len(steps)):  # every step: the stack's α and β as Steps says
        page.keyboard.press("Home" if step == 0 else "ArrowRight")
        check_step(page, layout, step)


def test_step_over_out_jump_and_keys(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    steps = layout.steps
    open_page(page, path, "#step=2")  # call 2 entered
    page.click(".mv-over")
    check_step(page, layout, steps.over(1))
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # call 3, inside call 2
    page.keyboard.press("u")
    check_step(page, layout, steps.out(2))
    page.keyboard.press("o")  # at a return: one step on
    check_step(page, layout, steps.over(steps.out(2)))
    page.keyboard.press("g")
    page.keyboard.type("8")
    page.keyboard.press("Enter")
    check_step(page, layout, steps.enter_step[8])
    # the keys are the stepper's again: the next arrow steps, it does not type into the box
    assert page.evaluate("document.activeElement.classList.contains('mv-stepper')")
    page.keyboard.press("ArrowRight")
    check_step(page, layout, steps.enter_step[8] + 1)
    assert page.input_value(".mv-jump-text") == ""
    page.fill(".mv-jump-text", "99")
    page.click(".mv-jump")
    # the error beside the box, never in the quiz bar (predict mode is off)
    assert page.inner_text(".mv-jump-note") == "no call \"99\": calls are numbered 1 to 9"
    assert page.is_hidden(".mv-quiz") and page.inner_text(".mv-verdict") == ""
    check_step(page, layout, steps.enter_step[8] + 1)
    page.fill(".mv-jump-text", "9")  # typing again clears the error
    assert page.is_hidden(".mv-jump-note")
    page.locator(".mv-stepper").focus()
    page.keyboard.press(" ")  # space plays, space pauses
    assert page.inner_text(".mv-play") == "❚❚ Pause"
    page.keyboard.press(" ")
    assert page.inner_text(".mv-play") == "▶ Play"


def test_best_line_only_and_export(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=8")
    page.keyboard.press("b")
    shown = page.eval_on_selector_all(
        "g.node, g.edge", "gs => gs.filter(g => getComputedStyle(g).display !== 'none')"
        ".map(g => g.id)")
    pv = {i for i, c in zip(layout.elements, layout.classes_at(7)) if
          "pv" in c.split() or {"current", "stack"} & set(c.split())}
    assert set(shown) == pv and "call-3" not in shown
    with page.expect_download() as got:
        page.click(".mv-svg")
    text = Path(got.value.path()).read_text()
    assert got.value.suggested_filename == "step-8.svg" and text.startswith("<svg")
    assert 'id="call-5" class="node call max current' not in text and "current" in text
    assert 'class="' + layout.classes_at(7)[layout.elements.index("call-1")] + '"' in text
    # the drawing's stylesheet, shared once in the head while shown, is back in its place
    own = re.search(r"<style>(.*?)</style>", inline_svg(layout.svg), re.DOTALL)
    saved = re.match(r"<svg[^>]*>\s*<style>(.*?)</style>\s*<g id=\"graph0\"", text, re.DOTALL)
    assert own and saved and html.unescape(saved.group(1)) == own.group(1)
    assert page.evaluate("""() => [document.querySelectorAll(".mv-tree-panel svg style").length,
        Array.from(document.querySelectorAll("style[data-mmv-shared]"), (s) => s.textContent),
        getComputedStyle(document.querySelector(".mv-tree-panel g.future")).opacity]""") == \
        [0, [own.group(1)], "0.18"]
    with page.expect_download() as got:
        page.click(".mv-png")
    assert Path(got.value.path()).read_bytes().startswith(b"\x89PNG")


def test_predict_counts_skips_and_can_require_an_answer(page: Any,
                                                        article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=3&predict")
    page.keyboard.press("ArrowRight")  # step 4: call 3's return, a question
    check_step(page, layout, 3, hide=True)
    page.click(".mv-next")  # skipped: counted, and the answer is not shown
    assert page.inner_text(".mv-tally") == "right 0, wrong 0, skipped 1"
    page.keyboard.press("ArrowRight")  # step 6: call 4's return
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # back at the skipped question: still a question
    check_step(page, layout, 3, hide=True)
    page.keyboard.press("End")  # skipping again counts once per question
    assert page.inner_text(".mv-tally") == "right 0, wrong 0, skipped 1"
    page.keyboard.press("Home")
    page.check(".mv-require input")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # at the question
    page.keyboard.press("ArrowRight")  # refused: an answer is required
    check_step(page, layout, 3, hide=True)
    assert page.inner_text(".mv-verdict") == words.STEPPER_WORDS["must_answer"]
    page.fill(".mv-guess", "-10")
    page.press(".mv-guess", "Enter")
    assert page.inner_text(".mv-tally") == "right 1, wrong 0, skipped 0"
    page.keyboard.press("ArrowRight")
    check_step(page, layout, 4)


def test_folded_box_says_the_call_is_inside(page: Any, folded: tuple[Layout, Path]) -> None:
    layout, path = folded
    steps, view = layout.steps, layout.view
    step = next(s for s in range(len(steps)) if steps.event(s).kind == "enter"
                and view.element_of(steps.event(s).call).startswith("summary-")
                and view.element_of(steps.event(s).call) != f"summary-{steps.event(s).call}")
    call = layout.tree[steps.event(step).call]
    top = layout.tree[int(view.element_of(call.id).split("-")[1])]
    open_page(page, path, f"#step={step + 1}")
    levels = call.depth - top.depth
    assert page.inner_text(".mv-inside") == (
        f"the highlighted folded box holds call {call.id}, {levels} level"
        f"{'' if levels == 1 else 's'} below its top")
    page.keyboard.press("Home")
    assert page.is_hidden(".mv-inside")


# -- issue 20: nothing moves, and the small faults a class finds ------------------------------
#: In the page: the control rows that take more than one line.
WRAPPED_ROWS = """r => Array.from(r.querySelectorAll('.mv-controls')).filter(row => {
  const kids = Array.from(row.children).filter(k => k.getClientRects().length);
  const top = Math.min(...kids.map(k => k.getBoundingClientRect().bottom));
  return kids.some(k => k.getBoundingClientRect().top >= top); }).map(row => row.className)"""


@pytest.mark.parametrize("width", [800, 849, 1280])  # 849: a 813-px stepper, as in JupyterLab
@pytest.mark.parametrize("name, fragment", [("folded", ""), ("article", "#predict")])
def test_nothing_moves_while_stepping(page: Any, request: pytest.FixtureRequest, name: str,
                                      fragment: str, width: int) -> None:
    """Every step, forward to the end: no control and no panel moves or resizes by a pixel,
    and no row of controls wraps (the narration keeps three lines' height, the counter its
    widest text's width, the stack its deepest stack's height)."""
    layout, path = request.getfixturevalue(name)
    page.set_viewport_size({"width": width, "height": 800})
    try:
        open_page(page, path, fragment)
        root = page.locator(".mv-stepper")
        assert root.evaluate(WRAPPED_ROWS) == []
        first = root.evaluate(PLACES)
        if width < 1000:  # from 800 px on, the tree and the panels side by side
            tree, side = (first[k] for k in first if k.endswith((" mv-tree-panel", " mv-side")))
            assert side[0] >= tree[0] + tree[2] and side[1] == tree[1]
        for step in range(1, len(layout)):
            page.keyboard.press("ArrowRight")
            assert shown_step(page) == step
            moved = {k: (v, first[k]) for k, v in root.evaluate(PLACES).items() if v != first[k]}
            assert moved == {}, f"moved at step {step + 1}"
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_a_unicode_minus_is_a_prediction(page: Any, article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=4&predict")  # call 3 returns -10
    check_step(page, layout, 3, hide=True)
    page.fill(".mv-guess", "\u221210")
    page.press(".mv-guess", "Enter")
    assert page.inner_text(".mv-verdict") == "Right!"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # call 4 returns -10
    page.fill(".mv-guess", "1_0")  # what Python's int() would take: not a number here either
    page.press(".mv-guess", "Enter")
    assert "is not a number" in page.inner_text(".mv-verdict")


def test_a_refused_step_leaves_the_slider_on_the_step_shown(page: Any,
                                                          article: tuple[Layout, Path]) -> None:
    layout, path = article
    open_page(page, path, "#step=4&predict")
    page.check(".mv-require input")
    page.evaluate("""() => { const s = document.querySelector('.mv-slider');
        s.value = 18; s.dispatchEvent(new Event('input')); }""")
    check_step(page, layout, 3, hide=True)  # refused: an answer is required
    assert page.input_value(".mv-slider") == "4"


def test_presentation_keeps_the_code_line_in_view(page: Any, folded: tuple[Layout, Path]) -> None:
    layout, path = folded
    deep = max(range(len(layout)), key=lambda s: layout.steps.event(s).kind == "return")
    open_page(page, path, f"#step={deep + 1}")
    for on in (True, False, True):
        page.locator("label.mv-present input").set_checked(on)
        for _ in range(3):
            assert page.evaluate("""() => {
                const b = document.querySelector('.mv-source').getBoundingClientRect();
                const l = document.querySelector('.mv-line-now').getBoundingClientRect();
                return l.height > 0 && l.top >= b.top && l.bottom <= b.bottom; }""")
            page.keyboard.press("ArrowLeft")


# -- issue 20: nothing spoils in predict mode -------------------------------------------------
#: In the page: every text a reader can see in ``root``, as [element id or "", text]: the id
#: of the tree's element (call-N, cut-N, edge-N, ...) holding it, "" outside the tree.
SEEN_TEXTS = """root => {
  const out = [], walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const e = t.parentElement, text = t.textContent.replace(/\\u00a0/g, ' ').trim();
    if (!text || !e.getClientRects().length || getComputedStyle(e).visibility === 'hidden'
        || e.closest('option, title, style')) continue;
    const g = e.closest('g[id]');
    out.push([g && /^(call|summary|cut|edge|pruned|e[0-9])/.test(g.id) ? g.id : '', text]);
  }
  return out;
}"""


def spoilers(layout: Layout, step: int, seen: list[list[str]]) -> list[str]:
    """What of the calls not reached by ``step`` the page shows: their numbers, windows,
    scores, outcomes, cut notes and folded boxes' contents; and how many calls there are."""
    tree, nbsp = layout.tree, lambda text: text.replace("\u00a0", " ")
    future = {e for e, c in zip(layout.elements, layout.classes_at(step, hide_return=True))
              if "future" in c.split()}
    found = []
    for element, text in seen:
        if f"{len(tree)} calls" in text or f" of {len(layout)}" in text:
            found.append(f"the count: {text}")
        if element not in future:
            continue
        if "pruned" in element:  # a position a cut will skip: that it is pruned is a secret
            found += [f"{element}: {text}" for s in PRUNED_WORDS.values() if text == s]
            continue
        call = tree[int(element.rsplit("-", 1)[1])]
        secret = [call_heading_parts(call)[0], window_text(call), returns_text(tree, call),
                  "↑ " + value_text(tree, call), outcome_text(tree, call), *cut_lines(call, tree)]
        if element.startswith("summary-"):
            secret += folded_lines(tree, tree.summary(call.id))
        found += [f"{element}: {text}" for s in secret if s and
                  (text == nbsp(s) or nbsp(s) in text and len(s) > 6)]
    return found


@pytest.fixture(scope="module")
def worksheet(tmp_path_factory: pytest.TempPathFactory) -> tuple[Layout, Path]:
    """An exercise's predict-mode page, as `minimax-viz exercise` writes worksheet.html."""
    exercise = make_exercise(seed=3)
    layout = Layout(exercise.search, alike=True)
    path = tmp_path_factory.mktemp("html") / "worksheet.html"
    write_html(exercise.search, path, layout=layout, predict=True, title=exercise.title())
    return layout, path


@pytest.mark.parametrize("name", ["worksheet", "folded", "article"])
def test_predict_mode_shows_nothing_of_a_call_not_reached(page: Any,
                                                          request: pytest.FixtureRequest,
                                                          name: str) -> None:
    """At step 1 and a few steps on, in predict mode: a call not reached shows its place
    (its side, depth, position and move) and nothing the search found; the header, counter
    and legend do not say how many calls there are. Without predict mode they do."""
    layout, path = request.getfixturevalue(name)
    root = page.locator(".mv-stepper")
    for step in (0, 1, 2, 5, len(layout) // 3):
        open_page(page, path, "" if step == 0 and name == "worksheet" else
                  f"#step={step + 1}&predict")  # the worksheet opens in predict mode
        assert page.is_checked(".mv-predict input")
        shown = shown_step(page)
        assert shown == step
        seen = seen_texts(root, layout)
        assert spoilers(layout, shown, seen) == []
        future = [e for e, c in zip(layout.elements, layout.classes_at(shown, True))
                  if "future" in c.split() and e.startswith("call-")]
        if layout.view.summaries:  # a folded tree: shown only as far as it is reached
            assert future and not {e for e, _ in seen} & set(future)
        else:
            assert future and all(any(e == element for e, _ in seen) for element in future[:3])
    page.keyboard.press("b")  # "best line only" shows no line not yet found
    shown = [named(layout, i) for i in page.eval_on_selector_all(
        "g.node, g.edge", "gs => gs.filter(g => getComputedStyle(g).display !== 'none')"
        ".map(g => g.id)")]
    reached = {e for e, c in zip(layout.elements, layout.classes_at(shown_step(page), True))
               if {"current", "stack"} & set(c.split())}
    assert shown and set(shown) <= reached
    page.keyboard.press("b")
    page.uncheck(".mv-predict input")  # the same page without predict mode: all is there
    assert spoilers(layout, shown_step(page), seen_texts(root, layout)) != []


def walk_predicting(page: Any, layout: Layout, path: Path) -> list[Any]:
    """Step through every step in predict mode, answering each question with the right
    score: what a reader sees at each step, before and after the answer; then with predict
    mode turned off."""
    open_page(page, path, "#step=1&predict")
    page.focus(".mv-stepper")
    root, seen = page.locator(".mv-stepper"), []
    for step in range(len(layout)):
        assert shown_step(page) == step
        seen.append(seen_texts(root, layout))
        if page.is_enabled(".mv-guess"):
            page.fill(".mv-guess", signed(layout.tree[layout.steps.event(step).call].score))
            page.press(".mv-guess", "Enter")
            assert "Right" in page.inner_text(".mv-verdict")
            seen.append(seen_texts(root, layout))
        page.keyboard.press("ArrowRight")
    page.uncheck(".mv-predict input")
    seen.append(seen_texts(root, layout))
    return seen


@pytest.mark.parametrize("board, options", [
    ("O.XX.X.OO", {}), ("[[3,12,8],[2,4,6],[14,5,2]]", {"game": "tree", "pruning": "alphabeta"})])
def test_a_page_built_for_predict_reveals_what_each_step_reveals(
        page: Any, tmp_path: Path, board: str, options: dict[str, Any]) -> None:
    """The page built for predict mode ships its drawing's texts emptied and its data veiled
    (test_veil.py); stepped through, answering every question, it shows at every step exactly
    what a page built without predict mode shows in predict mode, and all of it once predict
    mode is off."""
    layout = Layout(mv.trace(board, **options), alike=True)
    plain, veiled = tmp_path / "plain.html", tmp_path / "veiled.html"
    write_html(layout.tree, plain, layout=layout)
    write_html(layout.tree, veiled, layout=layout, predict=True)
    expected = walk_predicting(page, layout, plain)
    assert walk_predicting(page, layout, veiled) == expected
    root = layout.tree[1]
    finished = [text for _, text in expected[-2]]  # the root has returned, answered
    assert returns_text(layout.tree, root) in finished and f"{len(layout.tree)} calls" not in \
        " ".join(finished)
    assert any(f"{len(layout.tree)} calls" in text for _, text in expected[-1])  # the legend


#: In the page: how the element with id ``id`` is drawn (its outline and the text in it).
DRAWN = """id => { const g = document.getElementById(id), b = g.querySelector('.border');
  const s = e => { const c = getComputedStyle(e); return [c.stroke, c.strokeWidth,
    c.strokeDasharray, c.fill]; };
  return [getComputedStyle(g).opacity, ...s(b), g.querySelectorAll('text').length]; }"""


#: In the page: each edge's pen (the stroke of its line), by the layout's element name.
EDGE_PENS = """() => Object.fromEntries([...document.querySelectorAll('.mv-tree-panel g.edge')]
  .map(g => [g.id, getComputedStyle(g.querySelector('path')).stroke]))"""


def test_predict_mode_draws_the_answers_line_once_the_root_returns(
        page: Any, tmp_path: Path) -> None:
    """A drawing for predict mode draws every edge with one pen (test_veil.py); the page's
    stylesheet draws the answer's line and each choice once earned, as the plain page does."""
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    plain, alike = Layout(tree), Layout(tree, alike=True)
    write_html(tree, tmp_path / "plain.html", layout=plain)
    write_html(tree, tmp_path / "quiz.html", layout=alike, predict=True)

    def pens(name: str, fragment: str) -> dict[str, str]:
        open_page(page, tmp_path / name, fragment)
        return {named(alike, dom): pen for dom, pen in page.evaluate(EDGE_PENS).items()}

    assert len(set(pens("quiz.html", "#predict").values())) == 1
    end = f"#step={len(plain)}"  # the root has returned (predict mode off)
    drawn = pens("plain.html", end)
    orange = "rgb({}, {}, {})".format(*bytes.fromhex(ROLE["pv"][1:]))
    assert orange in drawn.values() and len(set(drawn.values())) > 2  # line, choices, others
    assert pens("quiz.html", end) == drawn


def test_a_worksheet_draws_the_whole_tree_and_shows_what_is_pruned_at_the_cut(
        page: Any, worksheet: tuple[Layout, Path]) -> None:
    """Every position of the exercise is drawn, the ones alpha-beta will skip too; until the
    cut they are drawn as any call not reached yet, from the cut on as pruned."""
    layout, path = worksheet
    view, steps = layout.view, layout.steps
    pruned = [p for group in view.pruned.values() for p in group]
    key = make_exercise(seed=3).key()
    names = {view.tree.game.pictures.node_name(p.position) for p in pruned}
    assert set(key.pruned_leaves) | set(key.pruned_subtrees) <= names  # the key's, all drawn
    assert not view.cuts and not any(e.startswith("cut-") for e in layout.elements)
    cut, first = next(iter(view.pruned.items()))
    element = first[0].element
    leaf = next(p for p in pruned if view.tree.game.outcome(p.position))
    at_cut = steps.return_step[view.drawn_children(cut)[-1]]
    called_leaf = next(f"call-{c.id}" for c in view.tree if c.outcome and c.depth == leaf.depth
                       and c.player == leaf.player and steps.enter_step[c.id] >= at_cut)
    open_page(page, path, f"#step={at_cut}&predict")  # the step before the cut
    def drawn_as(name: str) -> Any:
        return page.evaluate(DRAWN, dom_id(page, layout, name))

    assert drawn_as(leaf.element) == drawn_as(called_leaf)
    assert drawn_as(element)[:5] == drawn_as(f"call-{len(view.tree)}")[:5]
    assert "pruned" not in page.inner_text(".mv-tree-panel")
    open_page(page, path, f"#step={at_cut + 1}")  # the cut: now drawn as pruned
    drawn = drawn_as(element)
    assert float(drawn[0]) < 1 and drawn[3] != "none"  # faded, dashed outline
    assert words.PRUNED_WORDS["number"] in page.eval_on_selector(f"#{dom_id(page, layout, element)}",
                                                                 "g => g.textContent")


def test_keys_jump_between_iterations(page: Any, tmp_path: Path) -> None:
    # iterative deepening on the article's board: call 1 the loop; iterations 1, 2, 3 start
    # at steps 2, 10 and 26; i goes to the next iteration, I back to this one's start or the
    # one before
    layout = Layout(mv.trace("O.XX.X.OO", iterative=True))
    starts = [layout.steps.events.index(mv.Event("enter", it.call))
              for it in layout.tree.iterations()]
    assert starts == [1, 9, 25]
    path = tmp_path / "iterative.html"
    write_html(layout.tree, path, layout=layout)
    open_page(page, path)
    assert words.STEPPER_WORDS["labels"]["iteration_keys"].strip(" ·") in \
        page.inner_text(".mv-keys")
    page.keyboard.press("i")
    check_step(page, layout, 1)
    assert "iteration 1 (depth limit 1)" in page.inner_text(".mv-narration")
    page.keyboard.press("i")
    page.keyboard.press("i")
    check_step(page, layout, 25)
    page.keyboard.press("i")  # no iteration after the last: stays
    check_step(page, layout, 25)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("I")  # back to the start of this iteration, then the one before
    check_step(page, layout, 25)
    page.keyboard.press("I")
    check_step(page, layout, 9)


# -- issue 20: one screen at 1280x800; at 150% it may scroll but nothing overlaps ---------------
#: In the page: the stepper's rows (and the footer) in order, each below the one before, and
#: the tree and side panels inside the row that holds them.
OVERLAPS = """() => {
  const bad = [], root = document.querySelector('.mv-stepper');
  const rows = Array.from(root.children).concat([document.querySelector('footer')])
    .filter(e => e.getClientRects().length);
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1].getBoundingClientRect(), b = rows[i].getBoundingClientRect();
    if (b.top < a.bottom - 0.5) bad.push(rows[i - 1].className + ' overlaps ' + rows[i].className);
  }
  const main = root.querySelector('.mv-main').getBoundingClientRect();
  ['.mv-tree-panel', '.mv-side'].forEach(s => {
    const r = root.querySelector(s).getBoundingClientRect();
    if (r.top < main.top - 0.5 || r.bottom > main.bottom + 0.5) bad.push(s + ' leaves its row');
  });
  return bad;
}"""


@pytest.mark.parametrize("name", ["article", "folded"])
def test_one_screen_at_1280_by_800_and_no_overlap_at_150_percent(
        page: Any, request: pytest.FixtureRequest, name: str) -> None:
    layout, path = request.getfixturevalue(name)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        open_page(page, path, f"#step={len(layout) // 2}")
        assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight")
        assert page.evaluate("document.querySelector('.mv-tree-panel').clientHeight") >= 300
        assert page.evaluate(OVERLAPS) == []
        page.set_viewport_size({"width": 853, "height": 533})
        for present in (False, True):
            page.locator("label.mv-present input").set_checked(present)
            assert page.evaluate(OVERLAPS) == []
            assert page.locator(".mv-stepper").evaluate(FIT_PROBLEMS) == []
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


#: In the page: the smallest card text of the current call on screen (px), whether the whole
#: card is inside the tree panel, and whether the whole tree is.
TREE_VIEW = """() => {
  const panel = document.querySelector('.mv-tree-panel'), p = panel.getBoundingClientRect();
  const inside = r => r.left >= p.left - 0.5 && r.right <= p.right + 0.5
    && r.top >= p.top - 0.5 && r.bottom <= p.bottom + 0.5;
  const svg = panel.querySelector('svg'), card = svg.querySelector('g.node.current');
  const k = svg.getScreenCTM().a;
  const text = Math.min(...Array.from(card.querySelectorAll('text[font-size]'),
    t => parseFloat(t.getAttribute('font-size')) * k));
  return {text: text, current: inside(card.getBoundingClientRect()),
          all: inside(svg.getBoundingClientRect()),
          button: document.querySelector('.mv-actual').textContent};
}"""


def test_a_big_tree_opens_following_the_current_call(page: Any, tmp_path: Path) -> None:
    """270 calls at 1280x800: fitted, the cards' text would be about 1 px; the page opens at a
    readable size with the current call in view, keeps it in view on every step; f fits all."""
    layout = Layout(mv.trace("XO.O.X..."))
    path = tmp_path / "big.html"
    write_html(layout.tree, path, layout=layout)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        open_page(page, path)
        view = page.evaluate(TREE_VIEW)
        assert view["text"] >= 12 - 1e-6 and view["current"] and not view["all"]
        assert view["button"] == "Fit"
        for step in range(1, 60):
            page.keyboard.press("ArrowRight")
            view = page.evaluate(TREE_VIEW)
            assert shown_step(page) == step and view["current"] and view["text"] >= 12 - 1e-6
        page.keyboard.press("End")
        assert page.evaluate(TREE_VIEW)["current"]
        page.keyboard.press("f")  # fit: the whole tree
        view = page.evaluate(TREE_VIEW)
        assert view["all"] and view["text"] < 12 and view["button"] == "Actual size"
        assert page.evaluate("document.scrollingElement.scrollHeight <= innerHeight")
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_a_stepper_rendered_before_it_is_in_the_page_opens_as_one_shown_at_once(
        page: Any, big: tuple[Layout, Path], tmp_path: Path) -> None:
    """A notebook may render the widget before its output is in the page (JupyterLab does
    once the front-end is loaded): the tree is placed when the stepper is first laid out, at
    the size shown, as if it had been in the page all along: following the current call, only
    the cards near it parsed before the first paint, the rest after, the same view at last."""
    layout, path = big
    later = tmp_path / "later.html"
    mount = 'mountPage(document.getElementById("mmv"),'
    text = path.read_text(encoding="utf-8")
    assert text.count(mount) == 1
    later.write_text(text.replace(mount, 'const host = document.getElementById("mmv");'
                                  ' host.remove(); setTimeout(() => document.body.prepend(host),'
                                  ' 200);\nmountPage(host,'), encoding="utf-8")
    total = inline_svg(layout.svg).count("<g id=")
    held = page.context.browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        held.add_init_script(HOLD_FRAMES)
        held.goto(path.as_uri())
        held.wait_for_selector(".mv-tree-panel svg")
        near_at_once, _ = held.evaluate(PIECES_DRAWN)
        view_at_once = held.evaluate(TREE_VIEW)
        held.goto(later.as_uri())
        held.wait_for_selector(".mv-tree-panel svg")
        near, busy = held.evaluate(PIECES_DRAWN)
        assert near == near_at_once and 0 < near < total / 4 and busy
        assert held.evaluate(TREE_VIEW) == view_at_once
        assert not view_at_once["all"] and view_at_once["current"]
        held.evaluate("window.releaseFrames()")
        held.wait_for_function(TREES_DRAWN, polling=100)
        assert held.evaluate(PIECES_DRAWN) == [total, False]
        assert held.evaluate(TREE_VIEW) == view_at_once
    finally:
        held.close()
    page.set_viewport_size({"width": 1280, "height": 800})
    try:  # frames not held, no script error (the page fixture's check)
        open_page(page, later)
        assert page.evaluate(PIECES_DRAWN) == [total, False]
        assert page.evaluate(TREE_VIEW) == view_at_once
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_a_small_tree_opens_fitted_when_its_text_stays_readable(page: Any,
                                                               tmp_path: Path) -> None:
    """A 2-call tree fitted at 1400x1000 keeps its text over 12 px: it opens fitted (at
    1280x800 its 571-px drawing needs 514 px of panel at 12-px text, and gets 471: it follows)."""
    layout = Layout(mv.trace("XOXOXOOX."))
    path = tmp_path / "small.html"
    write_html(layout.tree, path, layout=layout)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        open_page(page, path)
        assert page.evaluate(TREE_VIEW)["button"] == "Fit"
        page.set_viewport_size({"width": 1400, "height": 1000})
        open_page(page, path)
        view = page.evaluate(TREE_VIEW)
        assert view == {"text": view["text"], "current": True, "all": True, "button": "Actual size"}
        assert view["text"] >= 12
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_presentation_makes_the_tree_larger(page: Any, tmp_path: Path) -> None:
    """Presentation draws the tree 1.4 times larger (cards' text 17 px, not 12), the current
    call still in view; actual size and zooming by hand grow too; unchecked, all as before."""
    layout = Layout(mv.trace("XO.O.X..."))
    path = tmp_path / "big.html"
    write_html(layout.tree, path, layout=layout)
    try:
        page.set_viewport_size({"width": 1280, "height": 800})
        open_page(page, path, "#step=40")
        before = page.evaluate(TREE_VIEW)
        page.locator("label.mv-present input").check()
        view = page.evaluate(TREE_VIEW)
        assert view["text"] >= 16.8 - 1e-6 and view["current"]
        assert view["text"] == pytest.approx(before["text"] * 1.4, rel=0.02)
        for _ in range(20):
            page.keyboard.press("ArrowRight")
            assert page.evaluate(TREE_VIEW)["current"]
        page.keyboard.press("f")  # fit, then actual size: 1.4 times the drawing's own size
        page.keyboard.press("f")
        natural = float(layout.svg.split('width="', 1)[1].split("pt", 1)[0]) * 4 / 3
        assert svg_width(page) == pytest.approx(natural * 1.4, abs=2)
        page.locator("label.mv-present input").uncheck()
        assert svg_width(page) == pytest.approx(natural, abs=2)
        assert page.evaluate(TREE_VIEW)["current"]
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


#: In the page: the ids of the tree's nodes a student can see (not hidden by predict mode).
VISIBLE_NODES = """() => Array.from(document.querySelectorAll('.mv-tree-panel g.node'))
  .filter(g => g.getClientRects().length && getComputedStyle(g).visibility !== 'hidden')
  .map(g => g.id)"""


def drawn_children(layout: Layout) -> dict[str, list[str]]:
    """Each drawn node's children, as the DOT text links them."""
    out: dict[str, list[str]] = {}
    for parent, child in re.findall(r'^\t"([^"]+)" -> "([^"]+)"', layout.dot, re.MULTILINE):
        out.setdefault(parent, []).append(child)
    return out


def test_predict_mode_never_tells_a_cut_by_a_missing_branch(page: Any, tmp_path: Path) -> None:
    """A student counts a position's legal moves on its board: under every drawn call and
    pruned position not at the end of the game, the drawing shows that many children, at every
    step, in predict mode, before and after the cuts (Tic-Tac-Toe alpha-beta, drawn whole)."""
    layout = Layout(mv.trace("XO.O.X...", pruning="alphabeta"), alike=True)
    view, game = layout.view, layout.tree.game
    assert view.pruned and not view.cuts and not view.summaries
    positions = {f"call-{c}": layout.tree[c].position for c in view.calls}
    positions.update({p.element: p.position for group in view.pruned.values() for p in group})
    children = drawn_children(layout)
    path = tmp_path / "pruned.html"
    write_html(layout.tree, path, layout=layout, predict=True)
    first_cut = min(layout.steps.return_step[view.drawn_children(c)[-1]] for c in view.pruned)
    for step in (0, 1, first_cut - 1, first_cut, len(layout) // 2, len(layout) - 1):
        open_page(page, path, f"#step={step + 1}&predict")
        visible = {named(layout, i) for i in page.evaluate(VISIBLE_NODES)}
        assert visible == set(positions)  # the whole tree, from the first step to the last
        for element in visible:
            moves = [] if game.outcome(positions[element]) else game.moves(positions[element])
            assert len([c for c in children.get(element, []) if c in visible]) == len(moves), \
                (step, element)


def test_predict_mode_shows_a_folded_tree_only_as_far_as_it_is_reached(
        page: Any, folded: tuple[Layout, Path]) -> None:
    """A tree too big to draw whole (folded boxes, one stub per cut): in predict mode a box
    that is not reached would show that a subtree is folded there, and a missing branch that
    a cut is coming, so nothing not reached is drawn; without predict mode all of it is."""
    layout, path = folded
    assert layout.view.summaries and layout.view.cuts
    for step in (0, 3, len(layout) // 3, len(layout) // 2, len(layout) - 2):
        open_page(page, path, f"#step={step + 1}&predict")
        shown = shown_step(page)
        classes = dict(zip(layout.elements, layout.classes_at(shown, hide_return=True)))
        reached = {e for e, c in classes.items() if "future" not in c.split()}
        visible = {named(layout, i) for i in page.evaluate(VISIBLE_NODES)}
        assert visible and visible <= reached, step
        assert visible == {e for e in reached if e.startswith(("call-", "summary-", "cut-"))}
    page.uncheck(".mv-predict input")
    assert len(page.evaluate(VISIBLE_NODES)) == len(
        [e for e in layout.elements if e.startswith(("call-", "summary-", "cut-"))])


def test_the_page_takes_its_drawing_from_its_script(page: Any,
                                                   article: tuple[Layout, Path]) -> None:
    """The SVG travels as text in its own script (the HTML parser only skims it) and the
    stepper parses it: every element of the drawing is in the panel, once."""
    layout, path = article
    open_page(page, path)
    assert page.evaluate("""() => [
        document.getElementById("mmv-tree").textContent.trim(),
        document.querySelectorAll("svg").length,
        document.querySelectorAll(".mv-tree-panel svg.mmv-tree g[id]").length]""") == \
        [inline_svg(layout.svg).strip(), 2, inline_svg(layout.svg).count("<g id=")]


#: Before a page's scripts: its frames wait (requestAnimationFrame callbacks are held) until
#: window.releaseFrames() lets them run.
HOLD_FRAMES = """(() => {
  const held = [], raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (f) => { held.push(f); return 0; };
  window.releaseFrames = () => { window.requestAnimationFrame = raf; held.splice(0).forEach(raf); };
})()"""


def test_a_big_trees_far_cards_are_parsed_after_the_first_paint(
        page: Any, big: tuple[Layout, Path]) -> None:
    """Following the current call, the stepper first parses only the cards and edges near it;
    until a frame has been painted the others wait as text (the panel aria-busy), then they
    join with the classes of the step shown, without a step; a step draws them all at once."""
    layout, path = big
    total = inline_svg(layout.svg).count("<g id=")
    held = page.context.browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        held.add_init_script(HOLD_FRAMES)
        for release in ("frames", "a step"):
            held.goto(path.as_uri())
            held.wait_for_selector(".mv-narration:not(:empty)")
            near, busy = held.evaluate(PIECES_DRAWN)
            assert 0 < near < total / 4 and busy
            current = held.locator(".mv-tree-panel g.current")
            assert current.count() == 1 and current.get_attribute("id") == layout.elements[
                layout.classes_at(0).index(current.get_attribute("class"))]
            if release == "frames":
                held.evaluate("window.releaseFrames()")
                held.wait_for_function(TREES_DRAWN, polling=100)
                assert held.evaluate(PIECES_DRAWN) == [total, False]
                assert dom_classes(held, layout) == layout.classes_at(0)
            else:
                held.keyboard.press("ArrowRight")
                assert held.evaluate(PIECES_DRAWN) == [total, False]
                assert dom_classes(held, layout) == layout.classes_at(1)
    finally:
        held.close()
    open_page(page, path)  # frames not held: the whole tree, at step 1's classes
    assert page.evaluate(PIECES_DRAWN) == [total, False]
    assert dom_classes(page, layout) == layout.classes_at(0)

#: In a page with no stepper: the stepper's module loaded as anywidget loads it (a blob URL);
#: initialize given one model, the data and the drawing arriving in one update, render given
#: another model over the same values (anywidget gives each its own); JSON.parse counted.
EARLY = """async ({bundle, data, svg}) => {
  const mod = await import(URL.createObjectURL(new Blob([bundle], {type: "text/javascript"})));
  const empty = new DataView(new ArrayBuffer(0)), bytes = (text) => new DataView(
    new TextEncoder().encode(text).buffer);
  const values = {data: empty, svg: empty, step: 0, predict: false, revealed: [], right: 0,
                  wrong: 0, skipped: 0, css: ""};
  const parse = JSON.parse;
  let parsed = 0;
  JSON.parse = (text, ...rest) => { if (text.length > 1000) parsed++; return parse(text, ...rest); };
  try {
    const kernel = mod.pageModel(values);
    mod.default.initialize({model: kernel});
    kernel.set("data", bytes(data));
    kernel.set("svg", bytes(svg));
    const onArrival = parsed, el = document.createElement("div");
    document.body.appendChild(el);
    mod.default.render({model: mod.pageModel(values), el});
    return {onArrival, parsed, counter: el.querySelector(".mv-counter").textContent,
            drawn: el.querySelectorAll(".mv-tree-panel g[id]").length};
  } finally { JSON.parse = parse; }
}"""


def test_a_notebook_steppers_data_is_read_as_it_arrives_and_once(
        browser_page: tuple[Any, list[str], list[str]]) -> None:
    """A notebook's data and drawing arrive while the cell's output still waits for the kernel
    to finish: the module reads them then (anywidget's initialize), and the view takes that
    reading though anywidget gives it another model object: the data is parsed once."""
    layout = Layout(mv.trace("O.XX.X.OO"))
    page = browser_page[0].context.browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        page.goto("about:blank")
        seen = page.evaluate(EARLY, {"bundle": stepper_script(),
                                     "data": data_json(stepper_data(layout)),
                                     "svg": inline_svg(layout.svg)})
    finally:
        page.close()
    assert seen == {"onArrival": 1, "parsed": 1, "counter": "step 1 of 18",
                    "drawn": inline_svg(layout.svg).count("<g id=")}


def opened_in_two_parts(page: Any, tmp_path: Path) -> Layout:
    """The article's stepper mounted as a widget first is: with the data that opens step 0
    (``window.whole`` holds every step's; ``window.saves`` counts what the page sends)."""
    from minimax_viz.explain import Steps
    from minimax_viz.lessons.stepper_data import embed_json, laid_out, stepper_css

    tree = mv.trace("O.XX.X.OO")
    layout, opening = laid_out(tree, Steps(tree), opening=True)
    model = {"data": opening, "svg": inline_svg(layout.svg), "step": 0, "predict": False,
             "revealed": [], "right": 0, "wrong": 0, "skipped": 0, "error": ""}
    path = tmp_path / "two_parts.html"
    path.write_text(
        f'<!doctype html><meta charset="utf-8"><style>{stepper_css(page=True)}</style>'
        f'<div id="mmv"></div><script type="module">\n{stepper_script()}\n'
        f"window.model = pageModel({embed_json(model)}); window.saves = 0;\n"
        "window.model.save_changes = () => { window.saves += 1; };\n"
        f'mount(document.getElementById("mmv"), window.model);\n'
        f"window.whole = {embed_json(stepper_data(layout))};\n</script>", encoding="utf-8")
    page.goto(path.as_uri())
    page.wait_for_selector(".mv-narration:not(:empty)")
    return layout


def test_a_move_asked_for_before_every_steps_data_waits_for_it(page: Any,
                                                              tmp_path: Path) -> None:
    """A widget's data comes in two parts (widgets.Stepper): what opens step 0, then every
    step's. Meanwhile the stepper is aria-busy, a move waits in the model and nothing is sent
    to the kernel; when every step's data is here it shows the step asked for, said and
    stacked as Python says it, and sends what it kept."""
    layout = opened_in_two_parts(page, tmp_path)
    root = page.locator(".mv-stepper")
    assert root.get_attribute("aria-busy") == "true"
    assert page.inner_text(".mv-narration") == layout.steps.narrate(0)
    page.click(".mv-next")
    root.press("ArrowRight")
    page.click(".mv-predict input")
    page.click(".mv-predict input")
    assert page.inner_text(".mv-counter") == "step 1 of 18"
    assert page.evaluate("[window.model.get('step'), window.saves]") == [1, 0]
    page.evaluate("window.model.set('data', window.whole)")
    assert root.get_attribute("aria-busy") is None
    assert page.evaluate("window.saves") == 1
    assert page.inner_text(".mv-counter") == "step 2 of 18"
    assert page.inner_text(".mv-narration") == layout.steps.narrate(1)
    assert dom_classes(page, layout) == layout.classes_at(1)
    rows = page.eval_on_selector_all(
        ".mv-stack-card tr:has(td)",
        "trs => trs.map(r => Array.from(r.cells).slice(3).map(c => c.textContent))")
    assert rows == [frame_cells(f, False) for f in layout.steps.stack(1)]
    root.press("ArrowRight")
    assert page.inner_text(".mv-narration") == layout.steps.narrate(2)


def test_every_steps_data_failing_in_the_kernel_is_said_in_the_page(page: Any,
                                                                    tmp_path: Path) -> None:
    layout = opened_in_two_parts(page, tmp_path)
    failed = words.STEPPER_WORDS["data_failed"].format(error="RuntimeError: no sentence")
    page.evaluate("text => window.model.set('error', text)", failed)
    assert page.locator(".mv-stepper").get_attribute("aria-busy") is None
    assert page.inner_text(".mv-narration") == failed
    assert page.inner_text(".mv-counter") == "step 1 of 18" and len(layout) == 18
