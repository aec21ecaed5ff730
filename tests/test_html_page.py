"""The standalone HTML page: self-contained, escaped, and its data rebuilds every step.

The article's board, X to move (9 calls, 18 steps)::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O

The page's script computes each step's classes and call stack from compact
data; :func:`classes_from` and :func:`stack_from` below do the same in Python
(line for line), and must agree with :meth:`Layout.classes_at` and
:meth:`Steps.stack` at EVERY step.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from conftest import Cli

import minimax_viz as mv
from minimax_viz.draw.layout import Layout
from minimax_viz.errors import InvalidOptionError, MinimaxVizError
from minimax_viz.explain import check_step_limit, shown_source, step_lines, words
from minimax_viz.games.tictactoe import TICTACTOE
from minimax_viz.lessons.page import (
    BOARD_SIZE,
    build_html,
    embed_json,
    page_data,
    split_tags,
    write_html,
)

pytestmark = pytest.mark.dot

HOSTILE = '</script><script>alert("x")</script><!-- & \u2028 </SCRIPT '
SVG_NAMESPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}


def embedded(page: str) -> dict[str, Any]:
    """The JSON the page carries, read the way the browser reads it."""
    match = re.search(r'<script type="application/json" id="mmv-data">(.*?)</script>', page,
                      re.DOTALL)
    assert match, "no embedded JSON"
    return json.loads(match.group(1))


def classes_from(data: dict[str, Any], step: int, hide: bool = False) -> list[str]:
    """The page script's classesAt(step, hide), in Python."""
    current = data["calls"][abs(data["events"][step]) - 1][5]
    t = step - 1 if hide and data["events"][step] < 0 else step
    out = []
    for static, node, enter, ret, settle in data["rules"]:
        if t < enter:
            state = "future pending"
        elif node == current:
            state = "current pending" if t < ret else "current"
        elif t < ret:
            state = "stack pending"
        else:
            state = "done"
        if t < settle:
            state += " unsettled"
        out.append(f"{data['static'][static]} {state}")
    return out


def stack_from(data: dict[str, Any], step: int, entered: dict[int, int],
               hide: bool = False) -> list[tuple[int, int | None, str]]:
    """The page script's stackAt(step, hide), in Python: (call, best so far, moves left)."""
    call = abs(data["events"][step])
    frames = data["frames"][step]
    out = [(call, frames[0], frames[1])]
    if hide and data["events"][step] < 0:  # the caller as when this call was entered
        frames = data["frames"][entered[call]]
    parent = data["calls"][call - 1][2]
    while parent:
        out.insert(0, (parent, frames[2], frames[3]))
        call, parent = parent, data["calls"][parent - 1][2]
        frames = data["frames"][entered[call]]
    return out


TREES = {  # name: (board, search options, node budget)
    "article": ("O.XX.X.OO", {}, 300),
    "alphabeta with cut stubs": ("XO.O.X...", {"pruning": "alphabeta"}, 300),
    "folded into summaries": ("XO.O.X...", {}, 25),
    "memo hits, centre first": ("X.O.O.X..", {"memo": True, "order": "centre"}, 300),
    "depth scoring, a deeper start": ("XO..X....", {"scoring": "depth"}, 40),
}


@pytest.fixture(scope="module", params=list(TREES))
def case(request: pytest.FixtureRequest) -> tuple[Layout, dict[str, Any]]:
    board, options, budget = TREES[request.param]
    layout = Layout(mv.trace(board, **options), max_nodes=budget)
    return layout, embedded(build_html(layout.tree, layout=layout))


@pytest.fixture(scope="module")
def article_page() -> str:
    return build_html(mv.trace("O.XX.X.OO"))


# -- the data rebuilds every step -------------------------------------------------------------
def test_classes_match_the_layout_at_every_step(case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    assert data["ids"] == layout.elements
    for step in range(len(layout)):
        assert classes_from(data, step) == layout.classes_at(step), f"step {step}"


def test_stack_matches_steps_at_every_step(case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    entered = {e: s for s, e in enumerate(data["events"]) if e > 0}
    for step in range(len(layout)):
        expected = [(f.call, f.best_so_far, ",".join(map(str, f.moves_left)))
                    for f in layout.steps.stack(step)]
        assert stack_from(data, step, entered) == expected, f"step {step}"


def test_predict_mode_data_hides_every_return(case: tuple[Layout, dict[str, Any]]) -> None:
    """At a hidden return the page computes Layout.classes_at(step, hide_return=True) (the
    returning call current, its score pending) and Steps.stack(step, hide_return=True)."""
    layout, data = case
    entered = {e: s for s, e in enumerate(data["events"]) if e > 0}
    differ = 0
    for step in range(len(layout)):
        classes = classes_from(data, step, hide=True)
        assert classes == layout.classes_at(step, hide_return=True), f"step {step}"
        expected = [(f.call, f.best_so_far, ",".join(map(str, f.moves_left)))
                    for f in layout.steps.stack(step, hide_return=True)]
        assert stack_from(data, step, entered, hide=True) == expected, f"step {step}"
        differ += expected != stack_from(data, step, entered)
        if data["events"][step] > 0:
            assert classes == layout.classes_at(step)
            continue
        element = data["calls"][-data["events"][step] - 1][5]
        current = [i for i, c in enumerate(classes) if {"node", "current"} <= set(c.split())]
        assert current == [element], f"step {step}: highlights the returning call"
        assert "pending" in classes[element].split(), f"step {step}: its score hidden"
        before = classes_from(data, step - 1)
        assert [("pending" in c.split(), "unsettled" in c.split()) for c in classes] == \
            [("pending" in c.split(), "unsettled" in c.split()) for c in before], f"step {step}"
    assert differ  # a caller's best so far would have given a hidden score away


def header(page: str) -> str:
    return re.search(r"<header>.*?</header>", page, re.DOTALL).group()  # type: ignore[union-attr]


def test_predict_page_header_hides_the_answer() -> None:
    tree = mv.trace("O.XX.X.OO")
    shown, asked = header(build_html(tree)), header(build_html(tree, predict=True))
    assert '<span id="answer"> · best move 4, score +10</span>' in shown
    assert '<span id="answer" hidden> · best move 4, score +10</span>' in asked
    assert "9 calls · 18 steps · article scoring<span" in asked
    assert "+10" not in re.sub(r'<span id="answer" hidden>.*?</span>', "", asked)


def test_events_narration_and_boards(case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    steps, tree = layout.steps, layout.tree
    assert data["events"] == [e.call if e.kind == "enter" else -e.call for e in steps.events]
    assert data["narration"] == steps.lines()
    assert data["source"] == shown_source(tree.options).lines
    assert data["lines"] == [[line, -1 if caller is None else caller]
                             for line, caller in (step_lines(steps, s) for s in range(len(steps)))]
    assert {i for pair in data["lines"] for i in pair} - {-1} <= set(range(len(data["source"])))
    assert data["words"] == json.loads(json.dumps(words.STEPPER_WORDS))
    for call in tree:
        depth, player, parent, score, board, element, move = data["calls"][call.id - 1]
        assert (depth, player, parent or None, score) == (call.depth, call.player, call.parent,
                                                          call.score)
        assert "".join(data["tags"][t] for t in data["boards"][board]) == TICTACTOE.svg(
            call.position, call.move, BOARD_SIZE)
        assert data["ids"][element] == layout.view.element_of(call.id)
        assert move == (-1 if call.move is None else call.move)
        assert data["moves"][call.id - 1] == words.move_text(tree, call)
        assert bool(data["moves"][call.id - 1]) == (call.parent is not None)


def test_boards_are_stored_once() -> None:
    layout = Layout(mv.trace("X.O.O.X..", memo=False))
    data = page_data(layout, "t")
    distinct = {(c.position, c.move) for c in layout.tree}
    assert len(data["boards"]) == len(distinct) < len(layout.tree)


# -- self-contained and escaped ---------------------------------------------------------------
def test_page_is_self_contained(article_page: str) -> None:
    page = article_page
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    assert set(re.findall(r"https?://[^\s\"'<>)\\]+", page)) <= SVG_NAMESPACES
    for namespace in SVG_NAMESPACES:  # only ever as an xmlns declaration, never fetched
        declared = re.findall(rf'xmlns(?::\w+)?=\\?"{namespace}', page)
        assert page.count(namespace) == len(declared) > 0
    for fetcher in ("<link", "<img", "<iframe", "@import", "url(", "fetch(", "XMLHttpRequest",
                    " src=", "<?xml", "<!DOCTYPE svg"):
        assert fetcher not in page, fetcher
    assert page.count('<svg class="mmv-tree"') == 1 and page.count("<script") == 2
    data = embedded(page)
    assert len(data["events"]) == 18 and data["narration"][2].startswith("call 3, depth 2")
    assert "step 1 of 18" in page


def test_hostile_title_is_escaped_everywhere() -> None:
    page = build_html(mv.trace("O.XX.X.OO"), title=HOSTILE)
    assert "<script>alert" not in page and "</SCRIPT" not in page
    assert page.count("<script") == 2 and page.lower().count("</script>") == 2
    assert "<!-- &" not in page and "&lt;!-- &amp;" in page
    assert "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)" in page  # <title> and <h1>
    assert embedded(page)["title"] == HOSTILE


@pytest.mark.parametrize("value", [HOSTILE, "a\u2029b", {"k</": ["&amp;", "-->"]}, "plain"])
def test_embed_json_round_trips_without_markup(value: object) -> None:
    text = embed_json(value)
    assert not set("<>&\u2028\u2029") & set(text)
    assert json.loads(text) == value


def test_split_tags_is_lossless() -> None:
    svg = TICTACTOE.svg("XO.XO.X..", 6)
    assert "".join(split_tags(svg)) == svg and all(t.startswith("<") for t in split_tags(svg))


# -- size and limits --------------------------------------------------------------------------
def test_page_sizes_stay_sane(article_page: str) -> None:
    assert len(article_page.encode()) < 120_000
    layout = Layout(mv.trace("XO.O.X..."))  # 270 calls, 540 steps, tree drawn in full
    page = build_html(layout.tree, layout=layout)
    per_step = (len(page.encode()) - len(layout.svg.encode())) / len(layout)
    assert per_step < 300, per_step


def test_too_many_steps_is_refused_naming_the_option() -> None:
    tree = mv.trace("O.XX.X.OO")
    with pytest.raises(InvalidOptionError,
                       match=r"^the page of O\.XX\.X\.OO would hold 18 steps .*--max-steps"):
        check_step_limit(tree, "page", 10)
    with pytest.raises(InvalidOptionError, match=r"18 steps .*--max-steps"):
        build_html(tree, max_steps=10)
    check_step_limit(tree, "page", 18)
    check_step_limit(tree, "page", None)
    check_step_limit(tree, "page")
    with pytest.raises(InvalidOptionError, match="max_steps 0"):
        check_step_limit(tree, "page", 0)


def test_write_html_is_atomic(tmp_path: Path) -> None:
    target = write_html(mv.trace("O.XX.X.OO"), tmp_path / "lesson.html", predict=True)
    assert target == tmp_path / "lesson.html" and embedded(target.read_text())["predict"]
    assert [p.name for p in tmp_path.iterdir()] == ["lesson.html"]
    with pytest.raises(MinimaxVizError, match="no folder"):
        write_html(mv.trace("O.XX.X.OO"), tmp_path / "missing" / "x.html")


# -- the command ------------------------------------------------------------------------------


def test_cli_writes_the_page(tmp_path: Path, cli: Cli) -> None:
    target = tmp_path / "a.html"
    code, out, err = cli("html", "O1XX4X6OO", "-o", str(target), "--pruning",
                         "alphabeta", "--title", "Lesson 3")
    assert (code, err) == (0, "")
    assert out.startswith(f"Wrote {target} (") and "16 steps of 8 calls" in out
    data = embedded(target.read_text())
    assert data["title"] == "Lesson 3" and len(data["events"]) == 16


@pytest.mark.parametrize("argv, message", [
    (["OOOO"], "board 'OOOO'"),
    (["X........", "--max-steps", "1000"], "--max-steps"),
    (["O.XX.X.OO", "--max-nodes", "0"], "max_nodes 0"),
    (["O.XX.X.OO", "--max-nodes", "lots"], "'lots' is not a whole number"),
    (["O.XX.X.OO", "--scoring", "fancy"], "invalid choice"),
])
def test_cli_bad_input_is_one_line_and_exit_2(tmp_path: Path, cli: Cli,
                                              argv: list[str], message: str) -> None:
    code, out, err = cli("html", *argv, "-o", str(tmp_path / "a.html"))
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err
    assert not (tmp_path / "a.html").exists()


def test_cli_refuses_a_missing_folder(tmp_path: Path, cli: Cli) -> None:
    code, _, err = cli("html", "O.XX.X.OO", "-o", str(tmp_path / "no" / "a.html"))
    assert code == 2 and err.startswith("minimax-viz: error: cannot write") and \
        err.count("\n") == 1
