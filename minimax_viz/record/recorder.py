"""The recorder: a tracer that keeps every call in compact typed columns.

About fifteen bytes a call (two more pairs of four with an alpha-beta window),
so the whole 549,946-call Tic-Tac-Toe tree fits easily. A value that is not
whole (a textbook tree's -4.01, a chance node's 5/3) turns its column (scores,
alpha or beta) into a list of exact values the first time one comes; positions are not
stored but replayed from the root when asked for. :meth:`Recorder.append` is
the one way a finished call is added from outside a search (loading a trace
file goes through it).
"""

from __future__ import annotations

import gc
import math
from array import array
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..games import Game, Outcome
from ..games.exact import Number, Value


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection meanwhile (as it was before, after). While a big trace,
    graph or stepper's data is built every new object is kept, so the collector's passes over
    the growing heap find nothing: at 549,946 calls they cost about a third of a graph's time,
    and the 8,232-call stepper's data about a sixth in a kernel holding other work."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


#: How +-inf is stored in the int32 alpha/beta columns.
STORED_INF = 2**31 - 1


def store_bound(value: Number) -> Value:
    """An alpha or beta bound as stored: +-inf become +-:data:`STORED_INF`; a game's value
    stays as it is (a float that is whole becomes its int, as trace files hold them)."""
    if value == math.inf:
        return STORED_INF
    if value == -math.inf:
        return -STORED_INF
    return int(value) if isinstance(value, float) else value


def read_bound(stored: Value) -> Number:
    return math.inf if stored >= STORED_INF else -math.inf if stored <= -STORED_INF else stored


def _put(column: Any, index: int, value: Value) -> Any:
    """``column[index] = value``; the column, a list from now on if ``value`` is not whole."""
    try:
        column[index] = value
    except TypeError:  # a Fraction in an int array: keep every value exactly from now on
        column = list(column)
        column[index] = value
    return column


def _add(column: Any, value: Value) -> Any:
    """``column.append(value)``, as :func:`_put` does it."""
    try:
        column.append(value)
    except TypeError:
        column = [*column, value]
    return column


#: The outcome column's codes: the game goes on, the first or the second player won, a draw.
GOES_ON, FIRST_WON, SECOND_WON, DRAW = 0, 1, 2, 3


def outcome_names(players: Sequence[str]) -> tuple[str | None, ...]:
    """The outcome column's names by code (:data:`GOES_ON`, :data:`FIRST_WON`,
    :data:`SECOND_WON`, :data:`DRAW`)."""
    return (None, *players, "draw")


def outcome_code(players: Sequence[str], outcome: Outcome | None) -> int:
    """An outcome's code in the outcome column (see :func:`outcome_names`)."""
    if outcome is None:
        return GOES_ON
    return outcome_names(players).index("draw" if outcome.winner is None else outcome.winner)


class Recorder:
    """Records every call of a search of ``game`` (``with_window``: each call's alpha and
    beta too); :class:`~minimax_viz.record.CallTree` reads it."""

    def __init__(self, game: Game, with_window: bool = False) -> None:
        self.game = game
        self.outcome_names = outcome_names(game.players)
        #: Each winner's code (None: a draw), read once per finished game on the hot path.
        self._codes = {winner: outcome_code(game.players, Outcome(winner, ""))
                       for winner in (*game.players, None)}
        self.parent = array("i")      # 0 for the root
        self.move = array("h")        # -1 at the root
        self.depth = array("B")
        self.score: Any = array("i")  # a list of exact values once one is not whole
        self.best_move = array("h")   # -1 where there is none
        self.outcome = array("b")     # index into outcome_names
        self.memo = bytearray()       # 1 where the call was a memo hit
        self._report_at = -1          # the call count at which _reached is told next (-1: never)
        self.alpha: Any = array("i") if with_window else None
        self.beta: Any = array("i") if with_window else None
        self.cuts: dict[int, tuple[tuple[int, ...], str]] = {}
        #: The ids of the calls a depth limit scored with the game's evaluation (estimates).
        self.estimates: set[int] = set()
        self._stack: list[int] = []
        #: Each call's own position and player, kept where the moves cannot replay them
        #: (a student's recorded function: its boards are shown as it built them).
        self.positions: list[Any] | None = None
        self.players: list[str] | None = None
        #: The ids of a student's calls that never returned (the run stopped inside them).
        self.raised: set[int] = set()

    def __len__(self) -> int:
        return len(self.parent)

    # -- the tracer protocol ---------------------------------------------------------------
    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None:
        stack = self._stack
        self.parent.append(stack[-1] if stack else 0)
        self.move.append(-1 if move is None else move)
        self.depth.append(depth)
        self.score.append(0)
        self.best_move.append(-1)
        self.outcome.append(GOES_ON)
        self.memo.append(0)
        if self.alpha is not None and self.beta is not None:
            low, high = store_bound(alpha), store_bound(beta)
            try:
                self.alpha.append(low)
            except TypeError:
                self.alpha = _add(self.alpha, low)
            try:
                self.beta.append(high)
            except TypeError:
                self.beta = _add(self.beta, high)
        calls = len(self.parent)
        stack.append(calls)
        if calls == self._report_at:  # one comparison a call, in this frame
            self._reached(calls)

    def _reached(self, calls: int) -> None:
        """Told when ``calls`` calls are recorded, at the count set in ``_report_at``."""

    def leave(self, score: Value, best_move: int | None, outcome: Outcome | None) -> None:
        index = self._stack.pop() - 1
        try:
            self.score[index] = score
        except TypeError:
            self.score = _put(self.score, index, score)
        if best_move is not None:
            self.best_move[index] = best_move
        if outcome is not None:
            self.outcome[index] = self._codes[outcome.winner]

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        self.cuts[self._stack[-1]] = (skipped, cut)

    def memo_hit(self) -> None:
        self.memo[self._stack[-1] - 1] = 1

    def estimate(self) -> None:
        self.estimates.add(self._stack[-1])

    # -- a whole call at once ------------------------------------------------------------------
    def append(self, parent: int, move: int | None, depth: int, score: Value,
               best_move: int | None, outcome: str | None, memo_hit: bool = False,
               alpha: Number | None = None, beta: Number | None = None,
               skipped: tuple[int, ...] = (), cut: str | None = None,
               estimate: bool = False) -> int:
        """Add one finished call (parent 0: the root); return its id."""
        self.parent.append(parent)
        self.move.append(-1 if move is None else move)
        self.depth.append(depth)
        self.score = _add(self.score, score)
        self.best_move.append(-1 if best_move is None else best_move)
        self.outcome.append(self.outcome_names.index(outcome))
        self.memo.append(memo_hit)
        if self.alpha is not None and self.beta is not None:
            self.alpha = _add(self.alpha, store_bound(-math.inf if alpha is None else alpha))
            self.beta = _add(self.beta, store_bound(math.inf if beta is None else beta))
        call_id = len(self.parent)
        if skipped and cut is not None:
            self.cuts[call_id] = (tuple(skipped), cut)
        if estimate:
            self.estimates.add(call_id)
        return call_id

    def append_many(self, parent: Sequence[int], move: Sequence[int], depth: Sequence[int],
                    score: Sequence[int], best_move: Sequence[int],
                    outcome: Sequence[int]) -> None:
        """Add many finished calls at once, column by column: the same as :meth:`append`
        per call, with -1 for "no move" and outcome codes (:data:`GOES_ON`, :data:`FIRST_WON`,
        :data:`SECOND_WON`, :data:`DRAW`). For recordings made outside a search (a student's own function), where
        one Python call per recorded call would cost as much as the student's function."""
        n = len(parent)
        if any(len(column) != n for column in (move, depth, score, best_move, outcome)):
            raise ValueError("append_many needs columns of one length")
        if self.alpha is not None:
            raise ValueError("append_many records no alpha-beta window; use append")
        self.parent.extend(parent)
        self.move.extend(move)
        self.depth.extend(depth)
        self.score.extend(score)
        self.best_move.extend(best_move)
        self.outcome.extend(outcome)
        self.memo.extend(bytes(n))

    def columns(self) -> tuple[object, ...]:
        """Everything recorded, for comparing two recordings (a column of values as a
        list, whether it still is an int array or became a list of exact values)."""
        return (self.parent, self.move, self.depth, list(self.score), self.best_move,
                self.outcome, self.memo, None if self.alpha is None else list(self.alpha),
                None if self.beta is None else list(self.beta), self.cuts, self.estimates)


class ProgressRecorder(Recorder):
    """A :class:`Recorder` of ``game`` (``with_window`` as there) that calls
    ``report(calls_so_far)`` every ``every`` calls (for a progress bar while a big tree is
    traced)."""

    def __init__(self, game: Game, report: Callable[[int], object], every: int = 10_000,
                 with_window: bool = False) -> None:
        super().__init__(game, with_window)
        self.report, self.every = report, every
        self._report_at = every

    def _reached(self, calls: int) -> None:
        self._report_at = calls + self.every
        self.report(calls)
