"""The options of one search, checked once: scoring, pruning, move order, memo.

* ``scoring``: ``article`` (+10 / -10 / 0), ``depth`` (10 - depth / depth - 10 / 0)
  or ``unit`` (+1 / -1 / 0), always from the maximizer's point of view. Depth
  counts from 0 at the root call; 10 - depth stays positive at every depth a
  Tic-Tac-Toe search reaches;
* ``pruning``: ``None`` / ``"none"`` or ``"alphabeta"`` (window -inf..+inf, cut when alpha >= beta);
* ``order``: a permutation of the game's moves, or one of its named orders
  (Tic-Tac-Toe: ``"centre"``); None keeps the game's natural order;
* ``memo``: remember the value of each position already searched (a memo hit is still a call).

>>> SearchOptions.make(order="centre").order
(4, 0, 2, 6, 8, 1, 3, 5, 7)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidOptionError
from ..games import Game, Outcome, get_game


@dataclass(frozen=True)
class Scoring:
    """How a finished game is scored for the maximizer, given the depth of the call."""

    name: str
    win: Callable[[int], int]
    loss: Callable[[int], int]
    summary: str


SCORINGS: dict[str, Scoring] = {
    "article": Scoring("article", lambda d: 10, lambda d: -10, "+10 win, -10 loss, 0 draw"),
    "depth": Scoring("depth", lambda d: 10 - d, lambda d: d - 10,
                     "10 - depth win, depth - 10 loss, 0 draw (prefer fast wins, slow losses)"),
    "unit": Scoring("unit", lambda d: 1, lambda d: -1, "+1 win, -1 loss, 0 draw"),
}
PRUNINGS = ("none", "alphabeta")


@dataclass(frozen=True)
class SearchOptions:
    """The validated options of one search (see the module's docstring)."""

    scoring: str = "article"
    pruning: str = "none"
    order: tuple[int, ...] | None = None
    memo: bool = False

    @classmethod
    def make(cls, scoring: str = "article", pruning: str | None = None,
             order: object = None, memo: bool = False,
             game: Game | str | None = None) -> SearchOptions:
        """Check every option against ``game`` (default Tic-Tac-Toe); canonical form."""
        if not isinstance(scoring, str) or scoring not in SCORINGS:
            raise InvalidOptionError(
                f"unknown scoring {_short(scoring)}; choose one of {', '.join(SCORINGS)}")
        pruning = "none" if pruning in (None, False, "") else pruning
        if not isinstance(pruning, str) or pruning not in PRUNINGS:
            raise InvalidOptionError(
                f"unknown pruning {_short(pruning)}; choose one of {', '.join(PRUNINGS)}")
        return cls(scoring, pruning, parse_order(order, get_game(game)), bool(memo))

    def scorer(self, maximizer: str) -> Callable[[Outcome, int], int]:
        """``score(outcome, depth)``: a finished game's points for ``maximizer``."""
        scoring = SCORINGS[self.scoring]
        win, loss = scoring.win, scoring.loss

        def score(outcome: Outcome, depth: int) -> int:
            if outcome.winner is None:
                return 0
            return win(depth) if outcome.winner == maximizer else loss(depth)

        return score

    def move_order(self, game: Game) -> Callable[[Any], tuple[int, ...]]:
        """``moves(position)``: the legal moves in this search's order."""
        if self.order is None:
            return game.moves
        rank = {move: i for i, move in enumerate(self.order)}
        ordered: dict[Any, tuple[int, ...]] = {}

        def moves(position: Any) -> tuple[int, ...]:
            found = ordered.get(position)
            if found is None:
                found = ordered[position] = tuple(sorted(game.moves(position), key=rank.__getitem__))
            return found

        return moves

    def as_dict(self, game: Game | None = None) -> dict[str, object]:
        """The options as JSON-ready values (the order spelled out in full)."""
        order = self.order or get_game(game).all_moves()
        return {"scoring": self.scoring, "pruning": self.pruning,
                "order": list(order), "memo": self.memo}


def parse_order(order: object, game: Game) -> tuple[int, ...] | None:
    """A move order: None (the game's own), a named order or a permutation of its moves.

    The game's natural order comes back as None, so equal searches have equal options.

    >>> from minimax_viz.games import TICTACTOE
    >>> parse_order("4,0,2,6,8,1,3,5,7", TICTACTOE), parse_order("0 1 2 3 4 5 6 7 8", TICTACTOE)
    ((4, 0, 2, 6, 8, 1, 3, 5, 7), None)
    """
    everything = game.all_moves()
    if order is None or order == "":
        return None
    if isinstance(order, str) and order in game.named_orders:
        named = game.named_orders[order]
        return None if named == everything else named
    items = order.replace(",", " ").split() if isinstance(order, str) else order
    try:
        moves = tuple(_move_number(item) for item in items)  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        raise InvalidOptionError(f"order {_short(order)} is not a list of moves") from None
    if sorted(moves) != sorted(everything):
        names = f"{everything[0]}..{everything[-1]}" if everything else "the game's moves"
        raise InvalidOptionError(f"order {_short(order)} must name each move {names} exactly once")
    return None if moves == everything else moves


def _move_number(item: object) -> int:
    """A whole move number from an int or a digit string (no bools, no fractions)."""
    if isinstance(item, bool) or not isinstance(item, (int, str)):
        raise TypeError(item)
    return int(item)


def _short(value: object) -> str:
    """``repr(value)``, cut to about 80 characters with its length when longer."""
    text = repr(value)
    return text if len(text) <= 80 else f"{text[:77]}... ({len(text):,} characters)"
