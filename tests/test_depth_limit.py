"""Depth limits: search/options.py, search/minimax.py's estimates, explain/words/estimates.py.

Depth-limited search: the option, the estimates at the limit, and how every view shows them.

The reference (``tictactoe.limited`` in tests/reference/) is a depth-limited minimax
written from scratch with its own open-lines count, so the package's numbers are
checked against code that shares nothing with it.

From the empty board, a depth limit of 2 makes 1 + 9 + 72 = 82 calls: the 72
calls at depth 2 are estimates (no game ends in two moves).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import Cli
from reference import tictactoe

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.errors import InvalidOptionError, TraceFormatError, quote
from minimax_viz.explain import Steps, shown_source, step_lines
from minimax_viz.games import TICTACTOE, Nim
from minimax_viz.record.tracefile import trace_from_dict, trace_to_dict
from minimax_viz.search import SearchOptions, search

EMPTY = "." * 9


# -- the ground truth --------------------------------------------------------------------------
def test_depth_limit_two_from_the_empty_board_makes_82_calls() -> None:
    tree = mv.trace(EMPTY, depth_limit=2)
    assert len(tree) == 82 and tree.calls_per_depth() == [1, 9, 72]
    assert [c.id for c in tree if c.estimate] == [c.id for c in tree if c.depth == 2]
    assert {tree.kind(c.id) for c in tree if c.depth == 2} == {"estimate"}
    assert sum(tree.outcome_counts().values()) == 0  # no game ends in two moves
    assert (tree.best_move, tree.score) == (4, 1)  # the centre: X's 8 open lines against O's 7
    assert tree.score == tictactoe.limited(EMPTY, 2)[0]
    assert len(tree) == tictactoe.limited(EMPTY, 2)[1]


def test_every_estimate_is_the_open_lines_count_from_the_maximizers_side() -> None:
    tree = mv.trace("X...O....", depth_limit=3)  # X to move
    estimates = [c for c in tree if c.estimate]
    assert estimates and all(c.depth == 3 and c.outcome is None for c in estimates)
    for call in estimates:
        assert call.score == tictactoe.open_lines(call.position, "X") - tictactoe.open_lines(call.position, "O")


def test_a_game_that_ends_at_the_limit_is_a_true_end_not_an_estimate() -> None:
    tree = mv.trace("XX.OO....", depth_limit=1)  # X wins at once by 2, at the limit
    won = next(c for c in tree if c.move == 2 and c.depth == 1)
    assert won.outcome == "X" and not won.estimate and tree.kind(won.id) == "terminal"
    assert won.score == 10 and tree.best_move == 2


@pytest.mark.exhaustive
@pytest.mark.parametrize("limit", [1, 2, 3])
def test_plain_and_alphabeta_agree_with_the_reference_on_every_position(limit: int) -> None:
    options = {p: SearchOptions.make(pruning=p, depth_limit=limit) for p in ("none", "alphabeta")}
    for cells in tictactoe.reachable_positions():
        if tictactoe.is_over(cells):
            continue
        plain = search(TICTACTOE, cells, options["none"])
        pruned = search(TICTACTOE, cells, options["alphabeta"])
        assert plain == pruned, cells
        assert plain[0] == tictactoe.limited(cells, limit)[0], cells


def test_a_limit_past_the_end_is_the_full_search() -> None:
    full = mv.trace("O.XX.X.OO")
    limited = mv.trace("O.XX.X.OO", depth_limit=9)
    assert limited.data.columns() == full.data.columns()
    assert limited.options.depth_limit == 9 and full.options.depth_limit is None


def test_solve_scores_every_root_move_with_the_same_horizon() -> None:
    solution = mv.solve(EMPTY, depth_limit=2, pruning="alphabeta")
    tree = mv.trace(EMPTY, depth_limit=2)
    assert solution.scores == {tree[c].move: tree[c].score for c in tree.children(1)}
    assert (solution.move, solution.score) == (tree.best_move, tree.score)


def test_estimates_stay_strictly_between_a_loss_and_a_win() -> None:
    unit = mv.trace(EMPTY, depth_limit=1, scoring="unit")
    assert {unit[c].score for c in unit.children(1)} == {0}  # no room between -1 and +1
    deep = mv.trace("X...O....", depth_limit=3, scoring="depth")
    assert all(abs(c.score) <= 10 - c.depth - 1 for c in deep if c.estimate)


def test_a_game_without_an_evaluation_scores_the_horizon_as_even() -> None:
    tree = mv.trace(7, game=Nim(knows_rule=False), depth_limit=1)
    assert [tree[c].score for c in tree.children(1)] == [0, 0, 0]
    assert Steps(tree).lines()[2] == (
        "call 2, depth 1: an estimate, not a finished game (this evaluation knows no"
        " rule for these takes: 0 means it looks even), returns 0 to call 1")


# -- the option --------------------------------------------------------------------------------
def repr_id(value: object) -> str:
    """A test id that a 5,000-digit number cannot break."""
    return quote(value, 20)


@pytest.mark.parametrize("bad", [0, -1, True, 2.5, "x", "0", [2], 1001, 10**5000], ids=repr_id)
def test_bad_depth_limits_are_refused(bad: object) -> None:
    with pytest.raises(InvalidOptionError,
                       match=r"depth limit .* must be a whole number 1\.\.1000") as caught:
        SearchOptions.make(depth_limit=bad)
    assert len(str(caught.value)) < 200  # a 5,000-digit limit is quoted short


def test_the_largest_depth_limit_is_accepted() -> None:
    assert SearchOptions.make(depth_limit=1000).depth_limit == 1000


def test_depth_limit_options_and_their_json() -> None:
    assert SearchOptions.make(depth_limit="3").depth_limit == 3
    assert SearchOptions.make(depth_limit=None).depth_limit is None
    assert "depth_limit" not in SearchOptions.make().as_dict()  # traces stay as they were
    assert SearchOptions.make(depth_limit=2).as_dict()["depth_limit"] == 2
    with pytest.raises(InvalidOptionError, match="memo cannot go with a depth limit"):
        SearchOptions.make(memo=True, depth_limit=2)


def test_the_default_search_has_no_depth_limit_code_in_its_panel() -> None:
    plain = shown_source(SearchOptions())
    assert not any("look_ahead" in line or "estimate" in line for line in plain.lines)
    limited = shown_source(SearchOptions.make(depth_limit=2))
    text = "\n".join(limited.lines)
    assert "if depth == limit and game.outcome(position) is None:" in text
    assert "minimax = look_ahead" in text and "tracer." not in text and "[depth-limit]" not in text
    assert limited.lines[limited.anchors["estimate"]].strip() == "return score, None"


def test_an_estimate_step_points_at_the_estimate_line() -> None:
    tree = mv.trace("X...O....", depth_limit=1)
    steps = Steps(tree)
    code = shown_source(tree.options)
    call = tree.children(1)[0]
    line, caller = step_lines(steps, steps.return_step[call])
    assert line == code.anchors["estimate"] and caller == code.anchors["keep"]


# -- words and pictures ------------------------------------------------------------------------
def test_narration_says_estimate_not_game_over() -> None:
    tree = mv.trace("X...O....", depth_limit=1)
    lines = Steps(tree).lines()
    assert lines[1] == ("call 2, depth 1: X plays 1 (called by call 1); depth limit 1"
                        " reached: no looking further, the evaluation function guesses")
    assert lines[2] == ("call 2, depth 1: an estimate, not a finished game (X has 4"
                        " open lines, O has 4: 4 - 4 = 0), returns 0 to call 1")
    assert not any("wins" in line or "draw" in line for line in lines)


def test_cards_and_classes_mark_estimates() -> None:
    tree = mv.trace("X...O....", depth_limit=1)
    source = dot_source(tree)
    assert source.count("≈&#160;estimate&#160;at&#160;depth&#160;limit&#160;1") == 7
    assert source.count('style="filled,dotted"') == 7
    assert source.count(" estimate") >= 7 and "depth&#160;limit&#160;1;" in source
    assert "≈&#160;estimate&#160;(dotted)" in source  # the legend says what dotted means
    assert "estimate" not in dot_source(mv.trace("O.XX.X.OO"))


@pytest.mark.dot
def test_the_stepper_layout_walks_estimates() -> None:
    from minimax_viz.draw import Layout

    tree = mv.trace("X...O....", depth_limit=1, pruning="alphabeta")
    layout = Layout(tree)
    assert len(layout) == 2 * len(tree)
    assert any("estimate" in c for c in layout.classes_at(len(layout) - 1))


# -- trace files -------------------------------------------------------------------------------
def test_trace_files_keep_estimates(tmp_path: Path) -> None:
    tree = mv.trace("X...O....", depth_limit=2, pruning="alphabeta")
    path = tmp_path / "limited.json"
    mv.save_json(tree, path)
    data = json.loads(path.read_text())
    assert data["options"]["depth_limit"] == 2
    assert sum(call["estimate"] for call in data["calls"]) == len(tree.data.estimates) > 0
    loaded = mv.load_json(path)
    assert loaded == tree and loaded.data.estimates == tree.data.estimates
    assert "estimate" not in trace_to_dict(mv.trace("O.XX.X.OO"))["calls"][0]


def test_a_forged_estimate_is_refused() -> None:
    data = trace_to_dict(mv.trace("XX.OO....", depth_limit=1))
    won = next(call for call in data["calls"] if call["outcome"] == "X")
    won["estimate"] = True
    with pytest.raises(TraceFormatError, match="estimate True is not true or false"):
        trace_from_dict(data)
    data["calls"][1]["estimate"] = "yes"
    with pytest.raises(TraceFormatError, match="estimate 'yes'"):
        trace_from_dict(data)


# -- the command line --------------------------------------------------------------------------
def test_cli_depth_limit(cli: Cli) -> None:
    traced = cli("trace", EMPTY, "--depth-limit", "2", "--json")
    assert traced.status == 0, traced.err
    assert len(json.loads(traced.out)["calls"]) == 82
    solved = cli("solve", EMPTY, "--depth-limit", "2", "--json")
    assert json.loads(solved.out)["move"] == 4 and json.loads(solved.out)["score"] == 1
    text = cli("trace", "X...O....", "--depth-limit", "1")
    assert "depth limit 1 reached" in text.out and text.out.rstrip().endswith(".")


@pytest.mark.parametrize("bad", ["0", "-2", "two", "1.5"])
def test_cli_bad_depth_limit_is_one_line(cli: Cli, bad: str) -> None:
    result = cli("solve", EMPTY, "--depth-limit", bad)
    assert result.status == 2 and result.err.count("\n") == 1
    assert "--depth-limit" in result.err and "whole number 1..1000" in result.err


def test_cli_memo_with_depth_limit_is_refused(cli: Cli) -> None:
    result = cli("trace", EMPTY, "--depth-limit", "2", "--memo")
    assert result.status == 2
    assert result.err == ("minimax-viz: error: memo cannot go with a depth limit: a remembered"
                          " value was searched to another horizon; choose one of them\n")


def test_without_the_option_the_ground_truth_is_untouched() -> None:
    assert len(mv.trace("O.XX.X.OO")) == 9
    assert len(mv.trace(EMPTY, pruning="alphabeta")) == 18_297
    assert len(mv.trace(EMPTY, memo=True)) == 16_168


def test_folded_subtrees_count_their_estimates() -> None:
    tree = mv.trace(EMPTY, depth_limit=3, pruning="alphabeta")
    for child in tree.children(1):
        inside = range(child, tree.subtree_end(child))
        assert tree.summary(child).estimates == sum(1 for c in inside if c in tree.data.estimates)
    assert tree.summary(1).estimates == len(tree.data.estimates) > 0
    source = dot_source(tree, max_nodes=12)
    assert "≈&#160;estimates&#160;" in source
