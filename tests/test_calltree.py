"""The recorded call tree: the article's walkthrough call by call, and its views."""

from __future__ import annotations

import gc
import math
from collections import Counter

import networkx as nx
import pytest
from reference import tictactoe

import minimax_viz as mv
from minimax_viz import Board, Call, CallTree, Event

INF = math.inf

# The article's board, X (the AI) to move, and its 9 function calls (figure 3):
#
#     O |   | X        1 (X) ─┬─ 1: 2 (O) ─┬─ 4: 3  O wins 0-4-8      -10
#     X |   | X               │            └─ 6: 4  O wins 6-7-8      -10
#       | O | O               ├─ 4: 5  X wins 3-4-5                   +10
#                             └─ 6: 6 (O) ─┬─ 1: 7 (X) ── 4: 8  X wins +10
#                                          └─ 4: 9  O wins 0-4-8      -10
#
#   id, parent, depth, player, board, move, score, best_move, outcome
WALKTHROUGH = [
    (1, None, 0, "X", "O.XX.X.OO", None, 10, 4, None),
    (2, 1, 1, "O", "OXXX.X.OO", 1, -10, 4, None),
    (3, 2, 2, "X", "OXXXOX.OO", 4, -10, None, "O"),
    (4, 2, 2, "X", "OXXX.XOOO", 6, -10, None, "O"),
    (5, 1, 1, "O", "O.XXXX.OO", 4, 10, None, "X"),
    (6, 1, 1, "O", "O.XX.XXOO", 6, -10, 4, None),
    (7, 6, 2, "X", "OOXX.XXOO", 1, 10, 4, None),
    (8, 7, 3, "O", "OOXXXXXOO", 4, 10, None, "X"),
    (9, 6, 2, "X", "O.XXOXXOO", 4, -10, None, "O"),
]

# Under alpha-beta, call 6 (a MIN node) gets the window (10, +inf) from the root, whose
# move 4 already won. Its first reply (call 7) returns +10, so its beta falls to 10 = alpha:
# O's second reply (cell 4, the article's call 9) cannot change the root's choice.
#   id, alpha, beta on entry, score
ALPHABETA = [
    (1, -INF, INF, 10), (2, -INF, INF, -10), (3, -INF, INF, -10), (4, -INF, -10, -10),
    (5, -10, INF, 10), (6, 10, INF, 10), (7, 10, INF, 10), (8, 10, INF, 10),
]


def fields(call: Call) -> tuple[object, ...]:
    return (call.id, call.parent, call.depth, call.player, call.position, call.move,
            call.score, call.best_move, call.outcome)


# -- the walkthrough ---------------------------------------------------------------------------
def test_article_walkthrough_call_by_call(article_tree: CallTree) -> None:
    assert len(article_tree) == 9
    assert [fields(call) for call in article_tree] == WALKTHROUGH
    assert [fields(article_tree[i]) for i in range(1, 10)] == WALKTHROUGH


def test_article_answer(article_tree: CallTree) -> None:
    assert (article_tree.root, article_tree.best_move, article_tree.score) == (1, 4, 10)
    assert article_tree.player == "X"
    root_scores = {article_tree[c].move: article_tree[c].score for c in article_tree.children(1)}
    assert root_scores == {1: -10, 4: 10, 6: -10}


def test_plain_search_records_no_window_memo_or_cut(article_tree: CallTree) -> None:
    for call in article_tree:
        assert (call.alpha, call.beta, call.memo_hit, call.skipped, call.cut) == (
            None, None, False, (), None)


def test_article_under_alphabeta(article_board: Board) -> None:
    tree = mv.trace(article_board, pruning="alphabeta")
    assert len(tree) == 8
    assert (tree.best_move, tree.score) == (4, 10)
    assert [fields(call)[:6] for call in tree] == [row[:6] for row in WALKTHROUGH[:8]]
    assert [(c.id, c.alpha, c.beta, c.score) for c in tree] == ALPHABETA
    cut = tree[6]
    assert cut.player == "O" and cut.player != tree.player  # a MIN node ...
    assert (cut.skipped, cut.cut) == ((4,), "alpha")         # ... cut off by alpha
    assert [c.id for c in tree if c.skipped or c.cut] == [6]


def test_unknown_call_ids(article_tree: CallTree) -> None:
    for bad in (0, 10, -1, True, "1"):
        with pytest.raises(KeyError):
            article_tree[bad]  # type: ignore[index]


# -- the timeline a stepper walks ----------------------------------------------------------------
def test_article_timeline(article_tree: CallTree) -> None:
    events = [(e.kind, e.call) for e in article_tree.timeline()]
    assert events == [
        ("enter", 1), ("enter", 2), ("enter", 3), ("return", 3), ("enter", 4), ("return", 4),
        ("return", 2), ("enter", 5), ("return", 5), ("enter", 6), ("enter", 7), ("enter", 8),
        ("return", 8), ("return", 7), ("enter", 9), ("return", 9), ("return", 6), ("return", 1),
    ]


def assert_properly_nested(tree: CallTree, events: list[Event]) -> None:
    assert len(events) == 2 * len(tree)
    assert events[0] == ("enter", 1) and events[-1] == ("return", 1)
    stack: list[int] = []
    for kind, call in events:
        if kind == "enter":
            assert tree[call].parent == (stack[-1] if stack else None)
            stack.append(call)
        else:
            assert kind == "return" and stack.pop() == call
        assert stack or (kind, call) == events[-1]  # only the root's return empties it
    assert not stack
    entered = [call for kind, call in events if kind == "enter"]
    assert entered == list(range(1, len(tree) + 1))  # ids are call order


@pytest.mark.exhaustive
@pytest.mark.parametrize("options", [{}, {"pruning": "alphabeta"}, {"memo": True}])
def test_timeline_is_properly_nested(options: dict[str, object]) -> None:
    tree = mv.trace("X...O....", **options)  # type: ignore[arg-type]
    assert_properly_nested(tree, tree.timeline())


# -- views ----------------------------------------------------------------------------------
def test_principal_variation(article_tree: CallTree) -> None:
    assert article_tree.principal_variation() == [1, 5]
    # . | . | .
    # . | X | .      O to move: perfect play fills the board, one call per depth
    # . | . | .
    tree = mv.trace("....X....")
    line = tree.principal_variation()
    assert [tree[c].depth for c in line] == list(range(9))
    assert [tree[c].move for c in line[1:]] == [tree[c].best_move for c in line[:-1]]
    assert Board(tree[line[-1]].position).outcome == "draw" and tree[line[-1]].score == 0


def test_principal_variation_stops_at_a_memo_hit() -> None:
    tree = mv.trace(".........", memo=True)
    last = tree[tree.principal_variation()[-1]]
    assert last.memo_hit and last.best_move is not None and tree.children(last.id) == []


def test_graph(article_tree: CallTree) -> None:
    graph = article_tree.graph
    assert isinstance(graph, nx.DiGraph)
    assert graph.number_of_nodes() == len(article_tree) == 9
    assert graph.number_of_edges() == len(article_tree) - 1
    assert nx.is_arborescence(graph)
    assert {(u, v): m for u, v, m in graph.edges(data="move")} == {
        (1, 2): 1, (2, 3): 4, (2, 4): 6, (1, 5): 4, (1, 6): 6, (6, 7): 1, (7, 8): 4, (6, 9): 4}
    assert graph.nodes[5]["position"] == "O.XXXX.OO"
    assert (graph.nodes[5]["score"], graph.nodes[5]["outcome"]) == (10, "X")
    assert graph.graph["board"] == "O.XX.X.OO" and graph.graph["player"] == "X"


def test_building_the_graph_leaves_the_garbage_collector_as_it_was() -> None:
    """The collector pauses while the graph is filled; afterwards it is as before."""
    from minimax_viz.record.graph import build_graph

    tree = mv.trace("O.XX.X.OO")
    assert gc.isenabled()
    build_graph(tree)
    assert gc.isenabled()
    gc.disable()
    try:
        build_graph(tree)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_graph_of_a_pruned_tree() -> None:
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    graph = tree.graph
    assert (graph.number_of_nodes(), graph.number_of_edges()) == (8, 7)
    assert (graph.nodes[6]["skipped"], graph.nodes[6]["cut"]) == ((4,), "alpha")
    assert graph.nodes[6]["alpha"] == 10 and graph.nodes[6]["beta"] == INF


def test_counts(article_tree: CallTree) -> None:
    assert article_tree.calls_per_depth() == [1, 3, 4, 1]
    assert article_tree.outcome_counts() == {"X": 2, "O": 3, "draw": 0}
    assert article_tree.distinct_positions() == {row[4] for row in WALKTHROUGH}


def test_equal_trees(article_tree: CallTree) -> None:
    assert article_tree == mv.trace("O1XX4X6OO")
    assert article_tree != mv.trace("O.XX.X.OO", pruning="alphabeta")
    assert article_tree != mv.trace("O.XX.X.OO", memo=True)  # same calls, other options
    assert article_tree != mv.trace("O.XX.X.OO", scoring="unit")


def test_progress_reports() -> None:
    seen: list[int] = []
    tree = mv.trace(".........", memo=True, progress=seen.append)
    assert seen == [10_000, 16_168] and len(tree) == 16_168


# -- memo hits -------------------------------------------------------------------------------
def test_memo_hit_small() -> None:
    # . | . | O
    # . | X | O      O to move. O 0, X 1, O 3 (call 10) and O 3, X 0, O 1 (call 19)
    # X | X | .      reach the same board: call 19 reuses call 10's value.
    tree = mv.trace("..O.XOXX.", memo=True)
    assert [c.id for c in tree if c.memo_hit] == [19]
    hit, original = tree[19], tree[10]
    assert hit.position == original.position == "XOOOXOXX."
    assert (hit.score, hit.best_move, hit.outcome) == (original.score, original.best_move, None)
    assert tree.children(19) == [] and tree.children(10) == [11]
    assert len(mv.trace("..O.XOXX.")) == len(tree) + 1


def test_memo_hits_from_the_empty_board() -> None:
    tree = mv.trace(".........", memo=True)
    assert len(tree) == 16_168
    first_seen: dict[str, Call] = {}
    hits = 0
    for call in tree:
        if call.memo_hit:
            hits += 1
            original = first_seen[call.position]
            assert original.id < call.id and not original.memo_hit
            assert (call.score, call.best_move) == (original.score, original.best_move)
            assert call.outcome is None and tree.children(call.id) == []
        elif call.outcome is None:
            assert call.position not in first_seen  # each position is searched only once
            first_seen[call.position] = call
    assert len(first_seen) == 4_520
    assert hits == len(tree) - 4_520 - sum(1 for c in tree if c.outcome)


# -- recorded boards ----------------------------------------------------------------------------
def replay(tree: CallTree, calls: list[Call], call_id: int) -> Board:
    """Play the moves from the root down to ``call_id`` with the board model."""
    board = Board(tree.root_position)
    for step in tree.path(call_id)[1:]:
        board = board.play(calls[step - 1].move)  # type: ignore[arg-type]
    return board


@pytest.mark.exhaustive
@pytest.mark.parametrize("options", [{}, {"pruning": "alphabeta", "order": "centre"}])
def test_recorded_boards_equal_the_replayed_moves(options: dict[str, object]) -> None:
    tree = mv.trace("XO.......", **options)  # type: ignore[arg-type]
    calls = list(tree)
    assert all(call.position == replay(tree, calls, call.id).cells for call in calls)
    assert all(call.player == Board(call.position).to_move for call in calls)
    assert all(call.depth == len(tree.path(call.id)) - 1 for call in calls[::97])


def test_recorded_calls_never_change(article_tree: CallTree) -> None:
    before = list(article_tree)
    with pytest.raises(AttributeError):
        before[0].position = "........."  # type: ignore[misc]
    with pytest.raises(TypeError):
        before[0].position[0] = "X"  # type: ignore[index]
    with pytest.raises(AttributeError):
        before[0].score = 0  # type: ignore[misc]
    mv.trace("O.XX.X.OO", pruning="alphabeta")  # another search in between
    _ = article_tree.graph, article_tree.timeline()
    assert list(article_tree) == before
    assert [fields(c) for c in before] == WALKTHROUGH


# -- the whole game ----------------------------------------------------------------------------
@pytest.mark.exhaustive
def test_full_game_tree(full_tree: CallTree) -> None:
    assert len(full_tree) == 549_946
    assert (full_tree.score, full_tree.best_move) == (0, 0)
    per_depth: Counter[int] = Counter()
    outcomes: Counter[str | None] = Counter()
    for call in full_tree:
        per_depth[call.depth] += 1
        outcomes[call.outcome] += 1
    assert [per_depth[d] for d in range(10)] == [
        1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    assert outcomes == {None: 549_946 - 255_168, "X": 131_184, "O": 77_904, "draw": 46_080}
    assert full_tree.calls_per_depth() == [per_depth[d] for d in range(10)]
    assert full_tree.outcome_counts() == {"X": 131_184, "O": 77_904, "draw": 46_080}
    assert full_tree.distinct_positions() == set(tictactoe.reachable_positions())  # 5,478
