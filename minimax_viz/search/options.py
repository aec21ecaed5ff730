"""The options of one search, checked once: scoring, pruning, move order, memo.

* ``scoring``: ``article`` (+10 / -10 / 0), ``depth`` (10 - depth / depth - 10 / 0)
  or ``unit`` (+1 / -1 / 0), always from the maximizer's point of view. Depth
  counts from 0 at the root call; 10 - depth stays positive at every depth a
  Tic-Tac-Toe search reaches, and in longer games (Nim, Connect Four) a win
  deeper than 9 still scores +1, a loss -1;
* ``pruning``: ``None`` / ``"none"``, ``"alphabeta"`` (window -inf..+inf, cut when alpha >= beta:
  the textbook's, AIMA's and OpenSpiel's rule) or ``"alphabeta-strict"`` (cut only when
  alpha > beta, never on a tie: CS188's autograder);
* ``order``: a permutation of the game's moves, or one of its named orders
  (Tic-Tac-Toe: ``"centre"``); None keeps the game's natural order;
* ``memo``: remember the value of each position already searched (a memo hit is still a call).
* ``depth_limit``: None searches to the end of the game (or to the game's own
  :attr:`~minimax_viz.games.Game.default_depth_limit`, where its positions repeat: Pig);
  N >= 1 looks only N moves ahead and scores an unfinished position N moves down with the
  game's evaluation (an estimate). The moves counted are the players': a roll of the dice
  (a chance node's move) does not count, as in OpenSpiel's expectiminimax.
* ``iterative``: iterative deepening: search to depth 1, 2, ... up to ``depth_limit`` (or, with
  none, until a search reaches the end of the game everywhere), each iteration trying first
  the moves the previous one found best (:mod:`minimax_viz.search.deepening`).

>>> SearchOptions.make(order="centre").order
(4, 0, 2, 6, 8, 1, 3, 5, 7)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from inspect import signature
from typing import Any, Literal, cast, get_args

from ..errors import InvalidOptionError, one_of, quote, true_or_false, whole_number
from ..games import Game, Outcome, get_game
from ..games.exact import Value


@dataclass(frozen=True)
class Scoring:
    """How a finished game is scored for the maximizer, given the depth of the call: its
    ``name``, the scores of a ``win`` and a ``loss`` at a depth, and a one-line ``summary``."""

    name: str
    win: Callable[[int], int]
    loss: Callable[[int], int]
    summary: str


SCORINGS: dict[str, Scoring] = {
    "article": Scoring("article", lambda d: 10, lambda d: -10, "+10 win, -10 loss, 0 draw"),
    # never below 1 (above -1), so a win past depth 9 (Nim, Connect Four) still beats a draw
    "depth": Scoring("depth", lambda d: max(1, 10 - d), lambda d: min(-1, d - 10),
                     "10 - depth win, depth - 10 loss, 0 draw (prefer fast wins, slow losses)"),
    "unit": Scoring("unit", lambda d: 1, lambda d: -1, "+1 win, -1 loss, 0 draw"),
}
#: The scoring a search uses unless told otherwise (the tutorial's).
DEFAULT_SCORING = "article"
#: The pruning rules: none, alpha-beta cutting on alpha >= beta, or only on alpha > beta.
Pruning = Literal["none", "alphabeta", "alphabeta-strict"]
PRUNINGS: tuple[Pruning, ...] = get_args(Pruning)
#: The pruning a search uses unless told otherwise (``pruning=None`` says the same).
DEFAULT_PRUNING: Pruning = "none"
#: The largest depth limit: deeper than any game here lasts (more would be "no limit").
MAX_DEPTH_LIMIT = 1000


@dataclass(frozen=True)
class SearchOptions:
    """The validated options of one search (see the module's docstring): the ``scoring``
    of finished games, ``pruning`` ("none" or "alphabeta"), the move ``order``, ``memo``
    (a transposition table), a ``depth_limit`` and ``iterative`` deepening."""

    scoring: str = DEFAULT_SCORING
    pruning: Pruning = DEFAULT_PRUNING
    order: tuple[int, ...] | None = None
    memo: bool = False
    depth_limit: int | None = None
    iterative: bool = False

    @classmethod
    def make(cls, scoring: str = DEFAULT_SCORING, pruning: str | None = None,
             order: object = None, memo: bool = False,
             game: Game | str | None = None, depth_limit: object = None,
             iterative: object = False) -> SearchOptions:
        """The options checked against ``game`` and put in canonical form, so equal searches
        have equal options (the game's own move order is None; with no depth limit given, a
        game that never ends by itself gets its own). The module's docstring says what each
        option does.

        Args:
            scoring: ``"article"``, ``"depth"`` or ``"unit"`` (the keys of :data:`SCORINGS`).
            pruning: None or ``"none"``, ``"alphabeta"`` or ``"alphabeta-strict"``.
            order: None (the game's own order), a name the game knows (``"centre"``) or a
                permutation of its moves: a list or tuple of whole numbers, or their text
                split by commas or spaces.
            memo: True remembers positions already searched; only True or False.
            game: the game the options are for, an instance or its name; None: Tic-Tac-Toe.
            depth_limit: a whole number 1..1000 (or its ASCII digits as text); None, ``""``
                or ``"none"`` for no limit.
            iterative: True for iterative deepening up to ``depth_limit``; only True or False.

        Raises:
            InvalidOptionError: an option the game does not take, or two that cannot go
                together (``memo`` with ``iterative``, with a depth limit, or with depth
                scoring in a game whose positions come at several depths).
        """
        scoring = one_of("scoring", scoring, SCORINGS)
        rule = cast(Pruning, one_of("pruning", DEFAULT_PRUNING if pruning is None else pruning,
                                    PRUNINGS))
        memo, iterative = true_or_false("memo", memo), true_or_false("iterative", iterative)
        rules = get_game(game)
        limit = parse_depth_limit(depth_limit)
        if limit is None:  # a game that never ends by itself (Pig) has its own horizon
            limit = rules.default_depth_limit
        if memo and scoring == "depth" and not rules.depth_follows_position:
            raise InvalidOptionError(
                f"memo cannot go with depth scoring in {rules.title}: a position can be reached"
                " at different depths, so a remembered score would be wrong; use article or"
                " unit scoring, or no memo")
        if limit is not None and memo:
            own = "" if depth_limit is not None else \
                f" ({rules.title} is always searched with one, {limit} unless told otherwise)"
            raise InvalidOptionError("memo cannot go with a depth limit: a remembered value was"
                                     f" searched to another horizon{own}; choose one of them")
        if iterative and memo:
            raise InvalidOptionError("memo cannot go with iterative deepening: each iteration"
                                     " looks to another depth, so a remembered value would be"
                                     " searched to another horizon; choose one of them")
        return cls(scoring, rule, parse_order(order, rules), memo, limit, iterative)

    @property
    def alphabeta(self) -> bool:
        """True under either alpha-beta rule: the search keeps an (alpha, beta) window."""
        return self.pruning != "none"

    def scorer(self, maximizer: str) -> Callable[[Outcome, int], Value]:
        """``score(outcome, depth)``: a finished game's points for ``maximizer``."""
        scoring = SCORINGS[self.scoring]
        win, loss = scoring.win, scoring.loss

        def score(outcome: Outcome, depth: int) -> Value:
            if outcome.winner is None:
                return 0
            if outcome.points is not None:  # the game's own stakes (a textbook tree's leaf)
                return outcome.points if outcome.winner == maximizer else -outcome.points
            return win(depth) if outcome.winner == maximizer else loss(depth)

        return score

    def estimator(self, game: Game, maximizer: str) -> Callable[[Any, int], int]:
        """``estimate(position, depth)``: the game's evaluation for ``maximizer`` at the
        depth limit, kept strictly between a loss and a win at that depth (unit scoring
        leaves no room between them, so there every estimate is 0)."""
        scoring = SCORINGS[self.scoring]
        win, loss, evaluate = scoring.win, scoring.loss, game.evaluation.score

        def estimate(position: Any, depth: int) -> int:
            return max(loss(depth) + 1, min(win(depth) - 1, int(evaluate(position, maximizer))))

        return estimate

    def move_order(self, game: Game, first: Mapping[Any, int] | None = None
                   ) -> Callable[[Any], tuple[int, ...]]:
        """``moves(position)``: the legal moves in this search's order; with ``first`` (a
        position's move to try before the others: iterative deepening's best moves of the
        previous iteration), that move first and the rest in this order."""
        if first:
            return _tried_first(self.move_order(game), first)
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
        found: dict[str, object] = {"scoring": self.scoring, "pruning": self.pruning,
                                    "order": list(order), "memo": self.memo}
        if self.depth_limit is not None:  # absent when off: older trace files stay the same
            found["depth_limit"] = self.depth_limit
        if self.iterative:  # the same
            found["iterative"] = True
        return found


#: The search keywords (SearchOptions.make's, but ``game``) with their defaults: the one list
#: that :func:`~minimax_viz.trace`, :func:`~minimax_viz.solve` and the command line read.
SEARCH_DEFAULTS: dict[str, object] = {
    name: parameter.default for name, parameter in signature(SearchOptions.make).parameters.items()
    if name != "game"}


def _tried_first(moves: Callable[[Any], tuple[int, ...]],
                 first: Mapping[Any, int]) -> Callable[[Any], tuple[int, ...]]:
    """``moves`` with each position's move in ``first`` (if legal there) moved to the front."""
    def reordered(position: Any) -> tuple[int, ...]:
        found = moves(position)
        best = first.get(position)
        if best is None or best == found[0] or best not in found:
            return found
        return (best, *(move for move in found if move != best))

    return reordered


def parse_order(order: object, game: Game) -> tuple[int, ...] | None:
    """A move order: None (the game's own), a named order or a permutation of its moves.

    The game's natural order comes back as None, so equal searches have equal options.

    >>> from minimax_viz.games import TICTACTOE
    >>> parse_order("4,0,2,6,8,1,3,5,7", TICTACTOE), parse_order("0 1 2 3 4 5 6 7 8", TICTACTOE)
    ((4, 0, 2, 6, 8, 1, 3, 5, 7), None)
    """
    everything = game.all_moves()
    if order is None:
        return None
    if isinstance(order, str) and order in game.named_orders:
        named = game.named_orders[order]
        return None if named == everything else named
    items = order.replace(",", " ").split() if isinstance(order, str) else order
    try:
        if not isinstance(items, (list, tuple)):
            raise TypeError(items)
        moves = tuple(whole_number("move", item, 0, text=True) for item in items)
        if not isinstance(order, str) and any(isinstance(item, str) for item in items):
            raise TypeError(items)  # a list holds numbers; only the text form spells them
    except (TypeError, InvalidOptionError):
        names = f" or one of {', '.join(map(repr, game.named_orders))}" \
            if game.named_orders else ""
        raise InvalidOptionError(f"order {quote(order)} is not a list of moves{names}") from None
    try:
        moves = game.full_order(moves)  # a tree names only the branches it puts first
    except ValueError as error:
        raise InvalidOptionError(f"order {quote(order)} {error}") from None
    if sorted(moves) != sorted(everything):
        names = f"{everything[0]}..{everything[-1]}" if everything else "the game's moves"
        raise InvalidOptionError(f"order {quote(order)} must name each move {names} exactly once")
    return None if moves == everything else moves


def parse_depth_limit(value: object) -> int | None:
    """A depth limit: None / "" / "none" for no limit, else a whole number 1..1000.

    >>> parse_depth_limit("2"), parse_depth_limit(None)
    (2, None)
    """
    if value is None or value == "" or (isinstance(value, str) and value.lower() == "none"):
        return None
    try:
        return whole_number("depth limit", value.strip() if isinstance(value, str) else value,
                            1, MAX_DEPTH_LIMIT, text=True)
    except InvalidOptionError:  # the message also says how to ask for no limit
        raise InvalidOptionError(f"depth limit {quote(value)} must be a whole number"
                                 f" 1..{MAX_DEPTH_LIMIT} (or None for no limit)") from None
