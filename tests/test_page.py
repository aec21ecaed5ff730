"""The standalone HTML page: self-contained, escaped, and its data rebuilds every step.

The article's board, X to move (9 calls, 18 steps)::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O

The page carries the front-end module and the data it steps through, computed in
Python: the step rules :meth:`Layout.classes_at` itself evaluates, every step's
sentence, question, innermost stack frames and code lines. What the browser makes of
them is checked in ``test_page_browser.py`` against the same Python objects.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from unittest.mock import patch

import pytest
from conftest import Cli
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.draw.layout import Layout
from minimax_viz.errors import InvalidOptionError, MinimaxVizError
from minimax_viz.explain import check_step_limit, shown_source, step_lines, words
from minimax_viz.games.tictactoe import TICTACTOE
from minimax_viz.lessons import stepper_data as stepper_data_module
from minimax_viz.lessons.page import build_html, write_html
from minimax_viz.lessons.stepper_data import (
    BOARD_SIZE,
    data_json,
    embed_json,
    frame_cells,
    sentence_at,
    split_tags,
    stepper_css,
    stepper_data,
    stepper_script,
)
from minimax_viz.lessons.veil import unveil

pytestmark = pytest.mark.dot

HOSTILE = '</script><script>alert("x")</script><!-- & \u2028 </SCRIPT '
SVG_NAMESPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}


def embedded(page: str) -> dict[str, Any]:
    """The JSON the page carries, read the way the browser reads it (veiled in predict mode)."""
    match = re.search(r'<script type="application/json" id="mmv-data">(.*?)</script>', page,
                      re.DOTALL)
    assert match, "no embedded JSON"
    text = match.group(1)
    return json.loads(text if text.startswith("{") else unveil(text))


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


# -- the data: computed in Python, by the owners of each fact ----------------------------------
def test_data_carries_the_one_statement_of_the_step_rules(
        case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    table = layout.step_rules()
    assert (data["ids"], data["static"], data["plain"], data["rules"]) == \
        (table["ids"], table["static"], table["plain"], table["rules"])


def test_per_step_facts_come_from_steps(case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    steps = layout.steps
    for step in range(len(layout)):
        stack = steps.stack(step)
        assert [data["cells"][i] for i in data["frames"][step]] == [
            frame_cells(f, data["alphabeta"]) for f in stack[-1:-3:-1]]
        template, phrases = steps.sentence(step)  # the sentence, as the page fills it
        assert data["templates"][data["said"][step][0]] == template
        assert [data["phrases"][p] for p in data["said"][step][1:]] == list(phrases)
        assert (data["over"][step], data["out"][step]) == (steps.over(step), steps.out(step))


def test_predict_page_header_hides_the_answer() -> None:
    tree = mv.trace("O.XX.X.OO")
    shown, asked = embedded(build_html(tree)), embedded(build_html(tree, predict=True))
    assert (shown["answer"], shown["predict"]) == ("best move 4, score +10: good for X", False)
    assert asked["predict"] and shown["facts"] == asked["facts"] == "article scoring"
    # the size apart: the page hides it in predict mode (it tells how much is pruned)
    assert shown["counts"] == asked["counts"] == "9 calls · 18 steps"


def test_the_page_says_its_own_lines_in_the_words() -> None:
    """Without JavaScript the page says its counter and why nothing steps; its footer says
    how the address keeps the step: both from the words, the counter filled in."""
    tree = mv.trace("O.XX.X.OO")
    counter = words.STEPPER_WORDS["counter"].format(step=1, steps=tree.step_count)
    page = build_html(tree)
    assert f"<noscript>{words.PAGE_WORDS['noscript'].format(counter=counter)}</noscript>" in page
    assert f"<footer>{words.PAGE_WORDS['footer']}</footer>" in page


def test_one_call_is_said_in_the_singular() -> None:
    tree = mv.trace("XXXOO....")  # X has won: the search is one call
    data = embedded(build_html(tree))
    assert len(tree) == 1 and data["counts"] == "1 call · 2 steps"
    dot = re.sub(r"<[^>]*>", "", Layout(tree).dot.replace("&#160;", " "))  # "...; 1 call"
    assert "; 1 call" in dot and "1 calls" not in dot


def test_events_narration_and_boards(case: tuple[Layout, dict[str, Any]]) -> None:
    layout, data = case
    steps, tree = layout.steps, layout.tree
    assert data["events"] == [e.call if e.kind == "enter" else -e.call for e in steps.events]
    assert [sentence_at(data, s) for s in range(len(steps))] == steps.lines()
    assert data["source"] == shown_source(tree.options).lines
    marked = [[line, -1 if caller is None else caller]
              for line, caller in (step_lines(steps, s) for s in range(len(steps)))]
    assert [data["marks"][i] for i in data["lines"]] == marked
    assert {i for pair in data["marks"] for i in pair} - {-1} <= set(range(len(data["source"])))
    assert len(data["marks"]) == len({tuple(mark) for mark in data["marks"]})  # each once
    assert data["words"] == json.loads(json.dumps(words.STEPPER_WORDS))
    for call in tree:
        i, columns = call.id - 1, data["calls"]
        depth, player, parent, score = (columns[fact][i] for fact in
                                        ("depth", "player", "parent", "score"))
        board, element = columns["board"][i], columns["element"][i]
        assert (depth, data["players"][player], parent or None, score) == (
            call.depth, call.player, call.parent, words.signed(call.score))
        assert "".join(data["tags"][t] for t in data["boards"][board]) == TICTACTOE.pictures.svg(
            call.position, call.move, BOARD_SIZE)
        assert data["ids"][element] == layout.view.element_of(call.id)
        assert data["phrases"][columns["caption"][i]] == words.board_caption(tree, call)[1]


def test_boards_are_stored_once() -> None:
    layout = Layout(mv.trace("X.O.O.X..", memo=False))
    data = stepper_data(layout, "t")
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
    assert page.count('<svg class="mmv-tree"') == 1 and page.count("<script") == 3
    assert '<script type="image/svg+xml" id="mmv-tree">\n<svg class="mmv-tree"' in page
    data = embedded(page)
    assert len(data["events"]) == 18 and sentence_at(data, 2).startswith(words.HEAD.format(id=3, depth=2))
    assert 'data-steps="18"' in page and "mountPage(" in page


def test_hostile_title_is_escaped_everywhere() -> None:
    page = build_html(mv.trace("O.XX.X.OO"), title=HOSTILE)
    assert "<script>alert" not in page and "</SCRIPT" not in page
    assert page.count("<script") == 3 and page.lower().count("</script>") == 3
    assert "<!-- &" not in page and "&lt;!-- &amp;" in page
    assert "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)" in page  # <title> and <h1>
    assert embedded(page)["title"] == HOSTILE


@pytest.mark.parametrize("value", [HOSTILE, "a\u2029b", {"k</": ["&amp;", "-->"]}, "plain"])
def test_embed_json_round_trips_without_markup(value: object) -> None:
    text = embed_json(value)
    assert not set("<>&\u2028\u2029") & set(text)
    assert json.loads(text) == value


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**63, 2**63 - 1) | st.text(),
    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=20)


@pytest.mark.fuzz
@fuzz(100)
@given(json_values)
@example({"t": HOSTILE, "n": [0, -1, 2**40], "\u2028": "\x00\x1f\x7f\ud7ff\U0001f600"})
def test_data_json_is_the_standard_librarys_text(value: object) -> None:
    """orjson, where installed, writes what json writes (compact, characters as they are)."""
    standard = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    assert data_json(value) == standard
    with patch.object(stepper_data_module, "orjson", None):  # the browser's Python: json itself
        assert data_json(value) == standard


def test_a_steppers_data_is_written_by_orjson_as_json_writes_it(
        case: tuple[Layout, dict[str, Any]]) -> None:
    assert stepper_data_module.orjson is not None  # installed with the notebook extra
    layout, _ = case
    for predict in (False, True):
        data = stepper_data(layout, predict=predict)
        assert data_json(data) == json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def test_split_tags_is_lossless() -> None:
    svg = TICTACTOE.pictures.svg("XO.XO.X..", 6)
    assert "".join(split_tags(svg)) == svg and all(t.startswith("<") for t in split_tags(svg))
    assert split_tags('text <a x="1">b</a>') == ['<a x="1">b', "</a>"]  # text before: dropped


# -- size and limits --------------------------------------------------------------------------
def test_page_sizes_stay_sane(article_page: str) -> None:
    assert len(article_page.encode()) < 120_000
    layout = Layout(mv.trace("XO.O.X..."))  # 270 calls, 540 steps, tree drawn in full
    page = build_html(layout.tree, layout=layout)
    fixed = len(stepper_script().encode()) + len(stepper_css(page=True).encode())
    per_step = (len(page.encode()) - len(layout.svg.encode()) - fixed) / len(layout)
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
    (["O.XX.X.OO", "--max-nodes", "0"], "--max-nodes: '0' is not a whole number >= 1"),
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
