"""Iterative deepening (search/deepening.py, lessons/deepening.py): each iteration checked
against the reference's depth-limited search (tests/reference/deepening.py).

The reference is a plain depth-limited minimax / alpha-beta over the game's rules (moves,
play, outcome, evaluation), re-run for depth 1, 2, ... with each position's best move of
the previous run tried first; it counts its own calls. The package's iterative trace must
give, iteration by iteration, the same calls, value and best move, and its root the last
iteration's answer.

On AIMA's figure 5.2, ``[[3,12,8],[2,4,6],[14,5,2]]``: iteration 1 stops at B, C, D
(a textbook tree has no evaluation: 0 each), so A's best is a1 worth 0; iteration 2
reaches the leaves: a1 worth 3.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from conftest import Cli
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from reference.deepening import deepened

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.errors import InvalidOptionError, TraceFormatError
from minimax_viz.explain import Steps
from minimax_viz.games import get_game
from minimax_viz.lessons.deepening import deepening, deepening_chart
from minimax_viz.lessons.page import build_html
from minimax_viz.record.tracefile import trace_from_dict, trace_to_dict

AIMA = "[[3,12,8],[2,4,6],[14,5,2]]"


def check(position: str, game: str, pruning: str, depth_limit: int | None = None) -> mv.CallTree:
    rules = get_game(game)
    tree = mv.trace(position, game=game, pruning=pruning, depth_limit=depth_limit,
                    iterative=True)
    expected = deepened(rules, rules.parse(position), pruning != "none", depth_limit)
    assert [(it.depth_limit, it.calls, it.score, it.best_move)
            for it in tree.iterations()] == expected
    assert len(tree) == 1 + sum(row[1] for row in expected)  # the loop's call and the iterations
    assert (tree.score, tree.best_move) == expected[-1][2:]
    solution = mv.solve(position, game=game, pruning=pruning, depth_limit=depth_limit,
                        iterative=True)
    assert (solution.move, solution.score) == (tree.best_move, tree.score)
    return tree


# -- against the reference ---------------------------------------------------------------------
@pytest.mark.exhaustive
@pytest.mark.parametrize("pruning", ["none", "alphabeta"])
@pytest.mark.parametrize("position", ["O.XX.X.OO", "X...O....", "XO..X..O.", "X........"])
def test_tictactoe_iterations_match_the_reference(position: str, pruning: str) -> None:
    check(position, "tictactoe", pruning)
    check(position, "tictactoe", pruning, depth_limit=3)


@pytest.mark.parametrize("pruning", ["none", "alphabeta"])
@pytest.mark.parametrize("position", ["...../...../..O../.XXO.", "...../..O../.XXO./.OXX."])
def test_connect4_iterations_match_the_reference(position: str, pruning: str) -> None:
    check(position, "connect4", pruning, depth_limit=4)


def test_aima_tree_iterations() -> None:
    #       A (MAX)
    #   B      C      D   (MIN): iteration 1 stops here (0 each), iteration 2 reads the leaves
    # 3 12 8  2 4 6  14 5 2
    tree = check(AIMA, "tree", "alphabeta")
    assert [(it.depth_limit, it.calls, it.score, it.best_move) for it in tree.iterations()] == \
        [(1, 4, 0, 1), (2, 11, 3, 1)]


@pytest.mark.parametrize("pruning", ["none", "alphabeta"])
@pytest.mark.parametrize("tree", ['{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}',
                                  '[{"chance": [[1, 5], [7, 2]]}, {"chance": [[0, 9], [4, 4]]}]',
                                  '{"min": [{"chance": [[[2, 8], [1]], 5]}, [[6, 3], [9]]]}'])
def test_chance_trees_iterations_match_the_reference(tree: str, pruning: str) -> None:
    check(tree, "tree", pruning)


def test_later_iterations_try_the_previous_best_move_first() -> None:
    # iteration 1 finds a2 best (its estimate 0 beats MIN's leaf -5 under a1)
    tree = check("[-5,[[9,1],[2,3]],[0,[1,1]]]", "tree", "none")
    first, second = (tree.children(it.call) for it in tree.iterations()[:2])
    assert tree.iterations()[0].best_move == 2
    assert [tree[c].move for c in first] == [1, 2, 3]
    assert tree[second[0]].move == 2


nested = st.recursive(st.integers(-20, 20),
                      lambda inner: st.lists(inner, min_size=1, max_size=3), max_leaves=25)


@fuzz(150)
@given(nested.filter(lambda t: isinstance(t, list)), st.sampled_from(["none", "alphabeta"]),
       st.sampled_from([None, 1, 2, 3]))
@pytest.mark.fuzz
@example([[3, 12, 8], [2, 4, 6], [14, 5, 2]], "alphabeta", None)
def test_random_trees_match_the_reference(tree: list[Any], pruning: str,
                                          depth_limit: int | None) -> None:
    check(json.dumps(tree), "tree", pruning, depth_limit)


# -- every view shows it -----------------------------------------------------------------------
def test_the_tree_is_the_loop_and_its_iterations() -> None:
    tree = mv.trace(AIMA, game="tree", iterative=True, pruning="alphabeta")
    loop, iterations = tree[tree.root], tree.iterations()
    assert tree.children(tree.root) == [it.call for it in iterations]
    for it in iterations:
        call = tree[it.call]
        assert (call.move, call.depth, call.position) == (None, 1, loop.position)
        assert tree.depth_limit_at(it.call + 1) == it.depth_limit
    assert tree.depth_limit_at(tree.root) is None
    assert mv.trace(AIMA, game="tree").iterations() == []


def test_words_say_what_each_call_is() -> None:
    tree = mv.trace(AIMA, game="tree", iterative=True)
    steps = Steps(tree)
    lines = [steps.narrate(step) for step in range(len(steps))]
    assert "starts iterative deepening" in lines[0]
    assert lines[1].startswith("call 2, depth 1: iteration 1 (depth limit 1)")
    assert lines[2].endswith("depth limit 1 (1 move ahead) reached: no looking further, the"
                             " evaluation function guesses")  # at depth 2 from the loop
    assert "iteration 1's best first" in next(line for line in lines
                                              if line.startswith("call 6, depth 1: iteration 2"))
    assert lines[-1] == ("call 1, depth 0, MAX to move: iteration 2 was the last (iteration 1:"
                         " 4 calls, a1 0; iteration 2: 13 calls, a1 +3): returns its score +3,"
                         " best move a1")
    assert "iteration 2 (depth limit 2)" in dot_source(tree).replace("&#160;", " ")
    assert "iterative deepening" in build_html(tree)


@pytest.mark.parametrize("kwargs", [{"pruning": "alphabeta"}, {"depth_limit": 2},
                                    {"pruning": "alphabeta-strict", "depth_limit": 3}])
def test_trace_files_round_trip(kwargs: dict[str, Any]) -> None:
    tree = mv.trace("X...O....", iterative=True, **kwargs)
    again = trace_from_dict(json.loads(json.dumps(trace_to_dict(tree))))
    assert again == tree and again.iterations() == tree.iterations()


def test_a_trace_file_must_replay_the_reordering() -> None:
    data = trace_to_dict(mv.trace(AIMA, game="tree", iterative=True))
    data["calls"][1]["move"] = 1  # an iteration's root is reached by no move
    with pytest.raises(TraceFormatError, match="call 2: move 1 .*null"):
        trace_from_dict(data)
    data = trace_to_dict(mv.trace("[-5,[[9,1],[2,3]],[0,[1,1]]]", game="tree", iterative=True))
    assert (data["calls"][1]["best_move"], data["calls"][1]["score"]) == (2, 0)
    data["calls"][1]["best_move"] = 1  # then iteration 2 would have tried a1 first, not a2
    with pytest.raises(TraceFormatError, match=r"children's moves \[2, 1, 3\] .* search order"):
        trace_from_dict(data)


# -- options -----------------------------------------------------------------------------------
def test_bad_options_are_one_line_errors(cli: Cli) -> None:
    with pytest.raises(InvalidOptionError, match="iterative 'yes' is not True or False"):
        mv.trace(AIMA, game="tree", iterative="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match="memo cannot go with iterative deepening"):
        mv.solve("X........", memo=True, iterative=True)
    code, out, err = cli("solve", "--iterative", "--memo", "X........")
    assert code == 2 and not out and err.count("\n") == 1 and "iterative deepening" in err


def test_cli_iterative(cli: Cli) -> None:
    code, out, _ = cli("trace", "--game", "tree", "--iterative", AIMA)
    assert code == 0 and "iteration 2 was the last" in out
    code, out, _ = cli("solve", "--json", "--iterative", "--depth-limit", "2", "X...O....")
    assert code == 0 and json.loads(out)["move"] == mv.trace(
        "X...O....", iterative=True, depth_limit=2).best_move


def _calls(run: Callable[[], mv.CallTree]) -> int:
    return len(run())


def test_deepening_with_alphabeta_costs_less_than_index_order_at_the_last_depth() -> None:
    # The point of the reordering: the last iteration of an alpha-beta search from the empty
    # board makes fewer calls than the same full search in index order (18,297).
    tree = mv.trace("." * 9, iterative=True, pruning="alphabeta")
    assert tree.iterations()[-1].calls < _calls(lambda: mv.trace("." * 9, pruning="alphabeta"))


# -- the notebook's table and chart ------------------------------------------------------------
def test_the_table_sets_each_iteration_against_fixed_orders() -> None:
    found = deepening("X...O....", limit=4)
    tree = mv.trace("X...O....", pruning="alphabeta", depth_limit=4, iterative=True)
    assert [(r.limit, r.move, r.score, r.calls) for r in found.rows] == \
        [(it.depth_limit, it.best_move, it.score, it.calls) for it in tree.iterations()]
    assert [r.total for r in found.rows] == [8, 32, 119, 221]  # 8, +24, +87, +102
    for row in found.rows:  # each fixed order: one depth-limited search to the same depth
        assert row.fixed == {name: len(mv.trace("X...O....", pruning="alphabeta", order=order,
                                                 depth_limit=row.limit))
                             for name, order in (("index", None), ("centre", "centre"))}
    assert found.table().splitlines()[1] == \
        "depth 1: plays 2 (+1); 8 calls (8 so far); index order 8, centre order 8"


def test_the_chart_draws_iterations_and_fixed_orders() -> None:
    pytest.importorskip("matplotlib")
    found = deepening("X...O....", limit=3)
    axes = deepening_chart(found).axes[0]
    lines = {line.get_label(): [int(y) for y in line.get_ydata()] for line in axes.get_lines()}
    assert lines == {
        "iterative deepening: this iteration (previous best first)": [8, 24, 87],
        "iterative deepening: all iterations so far": [8, 32, 119],
        "index order: one search to this depth": [8, 29, 93],
        "centre order: one search to this depth": [8, 20, 91]}
    assert [text.get_text() for text in axes.texts] == ["plays 2"] * 3
