"""One minimax, written to be read: plain or alpha-beta, traced or not.

The side to move at the root is the maximizer ("the AI"). Every call first
checks whether the game is over (as the freeCodeCamp article does), then tries
the empty cells in ``order`` and keeps the first best move. Variants are
options of the same function, never copies:

* ``scoring``: ``article`` (+10 / -10 / 0), ``depth`` (10 - depth / depth - 10 / 0)
  or ``unit`` (+1 / -1 / 0), always from the maximizer's point of view;
* ``pruning``: ``None`` or ``"alphabeta"`` (window -inf..+inf, cut when alpha >= beta);
* ``order``: a permutation of the cells 0..8 (index order by default);
* ``memo``: remember the value of each board already searched (a memo hit is still a call).

>>> search("O.XX.X.OO")
(10, 4)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from .board import EMPTY, LINES, LINES_THROUGH, Board, other
from .errors import InvalidOptionError
from .trace import NULL_TRACER, Tracer

Score = int


@dataclass(frozen=True)
class Scoring:
    """How a finished game is scored for the maximizer, given its depth."""

    name: str
    win: Callable[[int], Score]
    loss: Callable[[int], Score]
    summary: str


SCORINGS: dict[str, Scoring] = {
    "article": Scoring("article", lambda d: 10, lambda d: -10, "+10 win, -10 loss, 0 draw"),
    "depth": Scoring("depth", lambda d: 10 - d, lambda d: d - 10,
                     "10 - depth win, depth - 10 loss, 0 draw (prefer fast wins, slow losses)"),
    "unit": Scoring("unit", lambda d: 1, lambda d: -1, "+1 win, -1 loss, 0 draw"),
}
PRUNINGS = ("none", "alphabeta")
INDEX_ORDER = tuple(range(9))
CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)


@dataclass(frozen=True)
class SearchOptions:
    """The validated options of one search."""

    scoring: str = "article"
    pruning: str = "none"
    order: tuple[int, ...] = field(default=INDEX_ORDER)
    memo: bool = False

    @classmethod
    def make(cls, scoring: str = "article", pruning: str | None = None,
             order: object = None, memo: bool = False) -> SearchOptions:
        """Check every option and return them in canonical form."""
        if not isinstance(scoring, str) or scoring not in SCORINGS:
            raise InvalidOptionError(
                f"unknown scoring {scoring!r}; choose one of {', '.join(SCORINGS)}")
        pruning = "none" if pruning in (None, False, "") else pruning
        if not isinstance(pruning, str) or pruning not in PRUNINGS:
            raise InvalidOptionError(
                f"unknown pruning {pruning!r}; choose one of {', '.join(PRUNINGS)}")
        return cls(scoring, pruning, parse_order(order), bool(memo))

    def as_dict(self) -> dict[str, object]:
        return {"scoring": self.scoring, "pruning": self.pruning,
                "order": list(self.order), "memo": self.memo}


def parse_order(order: object) -> tuple[int, ...]:
    """A move order: None (index order), "centre" or a permutation of 0..8.

    >>> parse_order("4,0,2,6,8,1,3,5,7")
    (4, 0, 2, 6, 8, 1, 3, 5, 7)
    """
    if order is None or order in ("", "index"):
        return INDEX_ORDER
    if order in ("centre", "center", "centre-first"):
        return CENTRE_FIRST
    items = order.replace(",", " ").split() if isinstance(order, str) else order
    try:
        cells = tuple(_cell_number(item) for item in items)  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        raise InvalidOptionError(
            f"order {order!r} is not a list of cells 0..8") from None
    if sorted(cells) != list(INDEX_ORDER):
        raise InvalidOptionError(
            f"order {order!r} must name each cell 0..8 exactly once")
    return cells


def _cell_number(item: object) -> int:
    """A whole cell number from an int or a digit string (no bools, no fractions)."""
    if isinstance(item, bool) or not isinstance(item, (int, str)):
        raise TypeError(item)
    return int(item)


def _terminal(cells: str, last_move: int | None) -> str | None:
    """'X', 'O' or 'draw' if the game on ``cells`` is over, else None.

    Only the player who just moved can have completed a line, and only through
    the cell just played, so we check those lines (all eight at the root).
    """
    lines = LINES if last_move is None else LINES_THROUGH[last_move]
    for a, b, c in lines:
        if cells[a] != EMPTY and cells[a] == cells[b] == cells[c]:
            return cells[a]
    return None if EMPTY in cells else "draw"


def search(board: Board | str, scoring: str = "article", pruning: str | None = None,
           order: object = None, memo: bool = False,
           tracer: Tracer = NULL_TRACER) -> tuple[Score, int | None]:
    """Search ``board`` and return ``(score, best_move)`` for the side to move.

    ``tracer`` is told about every call (see :mod:`minimax_viz.trace`); the
    default tracer does nothing.
    """
    board = Board.parse(board)
    options = SearchOptions.make(scoring, pruning, order, memo)
    return run_search(board, options, tracer)


def run_search(board: Board, options: SearchOptions, tracer: Tracer = NULL_TRACER,
               depth_offset: int = 0, maximizer: str | None = None) -> tuple[Score, int | None]:
    """The search itself, on an already validated board and options.

    ``maximizer`` and ``depth_offset`` let a caller score a position as part of a
    bigger search (as :func:`~minimax_viz.api.solve` does for each root move).
    """
    maximizer = maximizer or board.to_move
    win, loss = SCORINGS[options.scoring].win, SCORINGS[options.scoring].loss
    alphabeta = options.pruning == "alphabeta"
    order = options.order
    memo: dict[str, tuple[Score, int | None]] | None = {} if options.memo else None
    enter, leave, prune, memo_hit = tracer.enter, tracer.leave, tracer.prune, tracer.memo_hit

    def minimax(cells: str, player: str, depth: int, move: int | None,
                alpha: float, beta: float) -> tuple[Score, int | None]:
        enter(cells, move, depth, alpha, beta)

        # 1. Is the game over? Score it for the maximizer.
        outcome = _terminal(cells, move)
        if outcome is not None:
            score = 0 if outcome == "draw" else win(depth) if outcome == maximizer else loss(depth)
            leave(score, None, outcome)
            return score, None

        # 2. Seen this board before? Reuse its value (the call still counts).
        if memo is not None and cells in memo:
            score, best_move = memo[cells]
            memo_hit()
            leave(score, best_move, None)
            return score, best_move

        # 3. Try every empty cell, let the opponent reply, keep the first best.
        maximizing, opponent = player == maximizer, other(player)
        best_score, best_move = (-math.inf if maximizing else math.inf), None
        window = (alpha, beta)
        for i, cell in enumerate(order):
            if cells[cell] != EMPTY:
                continue
            child = cells[:cell] + player + cells[cell + 1:]
            score, _ = minimax(child, opponent, depth + 1, cell, alpha, beta)
            if (score > best_score) if maximizing else (score < best_score):
                best_score, best_move = score, cell
            if alphabeta:
                if maximizing:
                    alpha = max(alpha, score)
                else:
                    beta = min(beta, score)
                if alpha >= beta:  # the moves not tried yet cannot change the result
                    skipped = tuple(c for c in order[i + 1:] if cells[c] == EMPTY)
                    if skipped:
                        prune(skipped, "beta" if maximizing else "alpha")
                    break

        # 4. Remember exact values only (a cut leaves a bound, not a value).
        best_score = int(best_score)
        if memo is not None and (not alphabeta or window[0] < best_score < window[1]):
            memo[cells] = (best_score, best_move)
        leave(best_score, best_move, None)
        return best_score, best_move

    return minimax(board.cells, board.to_move, depth_offset, None, -math.inf, math.inf)
