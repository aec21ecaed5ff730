"""The search against an independent solver, on every reachable position.

``reference`` knows nothing of ``minimax_viz``; it gives each position's
game-theoretic value and the plies to the end under perfect play. From those we
derive what the project's search must return for each scoring and move order.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from reference import tictactoe

from minimax_viz import solve
from minimax_viz.games import TICTACTOE, Outcome
from minimax_viz.games.tictactoe import CENTRE_FIRST, INDEX_ORDER
from minimax_viz.search import SCORINGS, SearchOptions, Tracer
from minimax_viz.search import search as run_search
from minimax_viz.search.tracer import NULL_TRACER, NullTracer

POSITIONS = tictactoe.reachable_positions()
NON_TERMINAL = [p for p in POSITIONS if not tictactoe.is_over(p)]
ORDERS = {"index": INDEX_ORDER, "centre": CENTRE_FIRST}
Result = tuple[int, "int | None"]


def search(board: str, tracer: Tracer = NULL_TRACER, **options: object) -> Result:
    """The project's search on a Tic-Tac-Toe board text: ``(score, best move)``."""
    return run_search(TICTACTOE, TICTACTOE.parse(board), SearchOptions.make(**options), tracer)


# -- what the search must return, from the reference ---------------------------------------
def move_key(verdict: tictactoe.Verdict, scoring: str) -> tuple[int, int]:
    """How good a move is under ``scoring``: only depth scoring cares about speed."""
    return verdict.rank() if scoring == "depth" else (verdict.value, 0)


def expected_move(position: str, scoring: str, order: tuple[int, ...]) -> int:
    """The first move in ``order`` among the best under ``scoring`` (ties keep the first)."""
    verdicts = tictactoe.move_verdicts(position)
    best = max(move_key(v, scoring) for v in verdicts.values())
    return next(m for m in order if m in verdicts and move_key(verdicts[m], scoring) == best)


def problem(position: str, scoring: str, order: tuple[int, ...], result: Result) -> str | None:
    """What is wrong with ``result`` for ``position``, or None."""
    score, move = result
    if move not in tictactoe.optimal_moves(position):
        return f"{position}: move {move} is not optimal: {sorted(tictactoe.optimal_moves(position))}"
    if scoring == "depth" and move not in tictactoe.fastest_moves(position):
        return f"{position}: move {move} is not the fastest win / slowest loss"
    want = tictactoe.project_score(tictactoe.solve(position), scoring)
    if score != want:
        return f"{position}: score {score}, expected {want}"
    first = expected_move(position, scoring, order)
    if move != first:
        return f"{position}: move {move}, but the first best in order is {first}"
    return None


def assert_all_correct(scoring: str, order: tuple[int, ...], results: dict[str, Result]) -> None:
    problems = [p for pos in NON_TERMINAL if (p := problem(pos, scoring, order, results[pos]))]
    assert not problems, f"{len(problems)} wrong, e.g. {problems[:5]}"


@cache
def results(scoring: str, order: str, **options: object) -> dict[str, Result]:
    """The search's answer on every non-terminal position (cached across tests)."""
    return {pos: search(pos, scoring=scoring, order=ORDERS[order], **options)
            for pos in NON_TERMINAL}


# -- the reference itself ---------------------------------------------------------------------
def test_reference_knows_the_game() -> None:
    assert len(POSITIONS) == 5478
    assert len(NON_TERMINAL) == 4520
    assert tictactoe.symmetry_classes(POSITIONS) == 765
    assert tictactoe.solve("." * 9) == (0, 9)  # perfect play draws, filling the board


# -- exhaustive correctness ---------------------------------------------------------------------
@pytest.mark.exhaustive
@pytest.mark.parametrize("order", ORDERS)
@pytest.mark.parametrize("scoring", SCORINGS)
def test_memo_search_is_optimal_everywhere(scoring: str, order: str) -> None:
    assert_all_correct(scoring, ORDERS[order], results(scoring, order, memo=True))


@pytest.mark.exhaustive
def test_plain_search_is_optimal_everywhere() -> None:
    """No memo, no pruning: the article's algorithm itself, on all 4,520 positions."""
    plain = results("article", "index")
    assert_all_correct("article", INDEX_ORDER, plain)
    assert plain == results("article", "index", memo=True)


@pytest.mark.exhaustive
@pytest.mark.parametrize("order", ORDERS)
@pytest.mark.parametrize("scoring", SCORINGS)
def test_alphabeta_agrees_with_plain_everywhere(scoring: str, order: str) -> None:
    pruned = results(scoring, order, pruning="alphabeta")
    plain = results(scoring, order, memo=True)
    disagree = [pos for pos in NON_TERMINAL if pruned[pos] != plain[pos]]
    examples = [(p, pruned[p], plain[p]) for p in disagree[:5]]
    assert not disagree, f"{len(disagree)} differ, e.g. {examples}"


@pytest.mark.exhaustive
def test_alphabeta_with_memo_is_exact() -> None:
    """A cut leaves a bound, not a value: memoising one would change later answers."""
    assert_all_correct("depth", INDEX_ORDER, results("depth", "index", pruning="alphabeta", memo=True))


# -- known positions ----------------------------------------------------------------------------
def test_article_board() -> None:
    # O | . | X
    # X | . | X      X to move: 4 wins at once, 1 and 6 let O win
    # . | O | O
    assert search("O.XX.X.OO") == (10, 4)
    assert search("O.XX.X.OO", scoring="depth") == (9, 4)
    assert search("O.XX.X.OO", scoring="unit") == (1, 4)


def test_fastest_win() -> None:
    # X | O | O
    # X | . | .      X to move: 6 wins at once; 4, 5, 7 and 8 win too, but later.
    # . | . | .      Article scoring keeps the first win in index order, depth the fastest.
    assert tictactoe.solve("XOOX.....") == (1, 1)
    assert search("XOOX.....") == (10, 4)
    assert search("XOOX.....", scoring="depth") == (9, 6)


def test_slowest_loss() -> None:
    # . | . | O
    # X | . | O      O to move loses: 0, 1 and 4 let X finish 6-7-8 next move;
    # . | X | X      6 blocks it and loses only after X's double threat (4 plies).
    assert tictactoe.solve("..OX.O.XX") == (-1, 4)
    assert search("..OX.O.XX") == (-10, 0)
    assert search("..OX.O.XX", scoring="depth") == (-6, 6)


SEED_003 = "X...O...X"  # X . . / . O . / . . X, O to move: corners lose, edges draw


def test_seed_003_reference() -> None:
    verdicts = tictactoe.move_verdicts(SEED_003)
    assert {m for m, v in verdicts.items() if v.value == 0} == {1, 3, 5, 7}
    assert {m for m, v in verdicts.items() if v.value < 0} == {2, 6}


@pytest.mark.parametrize("pruning", [None, "alphabeta"])
@pytest.mark.parametrize("scoring", SCORINGS)
def test_seed_003_gets_an_edge_reply(scoring: str, pruning: str | None) -> None:
    for order in ORDERS.values():
        score, move = search(SEED_003, scoring=scoring, pruning=pruning, order=order)
        assert (score, move in (1, 3, 5, 7)) == (0, True)
    corner = solve(SEED_003, scoring=scoring, pruning=pruning).scores
    assert corner[2] == corner[6] == tictactoe.project_score(tictactoe.Verdict(-1, 4), scoring)
    assert corner[1] == corner[3] == corner[5] == corner[7] == 0


# -- counting calls from the empty board ------------------------------------------------------------
class Census(NullTracer):
    """A tracer that only counts: calls per depth, outcomes, distinct boards, memo hits."""

    def __init__(self) -> None:
        self.per_depth: Counter[int] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.boards: set[str] = set()
        self.memo_hits = 0
        self.cuts = 0

    @property
    def calls(self) -> int:
        return sum(self.per_depth.values())

    def enter(self, cells: str, move: int | None, depth: int, alpha: float, beta: float) -> None:
        self.per_depth[depth] += 1
        self.boards.add(cells)

    def leave(self, score: int, best_move: int | None, outcome: Outcome | None) -> None:
        if outcome is not None:
            name = outcome.winner or "draw"
            assert outcome.reason.startswith(
                f"{name} wins with " if outcome.winner else "draw: the board is full")
            self.outcomes[name] += 1

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        self.cuts += 1

    def memo_hit(self) -> None:
        self.memo_hits += 1


def census(board: str = "." * 9, **options: object) -> tuple[Census, tuple[int, int | None]]:
    tracer = Census()
    result = search(board, tracer=tracer, **options)  # type: ignore[arg-type]
    return tracer, result


@pytest.mark.exhaustive
def test_plain_search_from_the_empty_board() -> None:
    tracer, result = census()
    assert result == (0, 0)
    assert tracer.calls == 549_946
    assert [tracer.per_depth[d] for d in range(10)] == [
        1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    assert sum(tracer.outcomes.values()) == 255_168
    assert tracer.outcomes == {"X": 131_184, "O": 77_904, "draw": 46_080}
    assert tracer.boards == set(POSITIONS)  # 5,478: every reachable board, nothing else
    assert (tracer.memo_hits, tracer.cuts) == (0, 0)


@pytest.mark.parametrize(("options", "calls", "move"), [
    ({"memo": True}, 16_168, 0),
    ({"pruning": "alphabeta"}, 18_297, 0),
    ({"pruning": "alphabeta", "scoring": "depth"}, 20_866, 0),
    ({"pruning": "alphabeta", "order": "4,0,2,6,8,1,3,5,7"}, 7_275, 4),
])
def test_calls_from_the_empty_board(options: dict[str, object], calls: int, move: int) -> None:
    tracer, result = census(**options)
    assert tracer.calls == calls
    assert result == (0, move)


def test_memo_reaches_every_board_once() -> None:
    tracer, _ = census(memo=True)
    assert tracer.boards == set(POSITIONS)
    # every non-terminal board is searched once; each later visit is a memo hit
    assert tracer.calls - sum(tracer.outcomes.values()) - tracer.memo_hits == len(NON_TERMINAL)


def test_alphabeta_reports_its_cuts() -> None:
    plain, _ = census("X...O....")
    pruned, _ = census("X...O....", pruning="alphabeta")
    assert plain.cuts == 0 < pruned.cuts
    assert pruned.calls < plain.calls
