"""The two front doors: :func:`trace` records a search, :func:`solve` answers it.

Both take a position of any game (Tic-Tac-Toe unless ``game`` says otherwise),
as text or as the game's own value, and the search options of
:class:`~minimax_viz.search.SearchOptions`.

>>> tree = trace("O.XX.X.OO")
>>> len(tree), tree.best_move, tree.score
(9, 4, 10)
>>> solve("O.XX.X.OO").scores
{1: -10, 4: 10, 6: -10}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import InvalidOptionError, quote
from .games import Game, Outcome, get_game
from .games.exact import Number, Value, json_value
from .record import CallTree, ProgressRecorder
from .search import DEFAULT_SCORING, SEARCH_DEFAULTS, CallCounter, SearchOptions, search
from .search.budget import DEFAULT_MAX_CALLS, REPORT_EVERY, Budget, Progress
from .search.deepening import deepen, last_iteration


def trace(position: object, scoring: str = DEFAULT_SCORING, pruning: str | None = None,
          order: object = None, memo: bool = False, progress: Progress = None,
          game: Game | str | None = None, depth_limit: int | None = None,
          max_calls: int | None = DEFAULT_MAX_CALLS, iterative: bool = False,
          options: SearchOptions | None = None) -> CallTree:
    """Search ``position`` and record every call it makes as a :class:`CallTree`.

    Args:
        position: the position in any notation its game reads (Tic-Tac-Toe: ``"O.XX.X.OO"``,
            ``"O.X/X.X/.OO"``, a list of cells; a tree: nested lists; Nim: a pile).
        scoring: how a finished game scores: ``"article"`` (+10 / -10 / 0), ``"depth"``
            (10 - depth for a win, depth - 10 for a loss) or ``"unit"`` (+1 / -1 / 0).
        pruning: None or ``"none"``, ``"alphabeta"`` (cut when alpha >= beta) or
            ``"alphabeta-strict"`` (cut only when alpha > beta).
        order: the move order: a permutation of the moves (a list, or their text), a name
            the game knows (``"centre"``, ``"index"``), or None for the game's own.
        memo: True remembers positions already searched (a memo hit is still a call).
        progress: None shows a progress bar once the search is long, False never; a
            function is called with the number of calls so far every 10,000 calls and
            once at the end.
        game: the game, an instance or its name (``"tictactoe"``, ``"nim"``, ``"connect4"``,
            ``"tree"``, ``"pig"``); None: Tic-Tac-Toe.
        depth_limit: look only that many moves ahead and score the calls there with the
            game's evaluation (marked as estimates: :meth:`CallTree.kind` says
            ``"estimate"``); None searches to the end.
        max_calls: stop a search past that many calls with advice
            (:class:`~minimax_viz.SearchBudgetError`); None: no limit.
        iterative: search to depth 1, 2, ... up to ``depth_limit`` (or to the end), each
            iteration trying first the moves the previous one found best: the tree's root
            is then the deepening loop's call, and its children the iterations' root calls
            (:meth:`CallTree.iterations`).
        options: a :class:`~minimax_viz.search.SearchOptions` made once, in place of the
            keywords ``scoring`` ... ``iterative`` (which must then stay unsaid).

    Raises:
        InvalidBoardError: the position cannot be read, or cannot happen in its game.
        InvalidOptionError: an option is not one the game takes (its message names it).
    """
    rules, root, options = _prepared(position, game, options, locals())
    with Budget(max_calls, progress, rules.format(root)) as budget:
        recorder = ProgressRecorder(rules, budget.check, REPORT_EVERY, options.alphabeta)
        (deepen if options.iterative else search)(rules, root, options, recorder)
    if callable(budget.progress):
        budget.progress(len(recorder))
    return CallTree(rules, root, options, recorder)


@dataclass(frozen=True)
class Solution:
    """The best move for the side to move, its score, and every root move's score: the
    ``position`` searched, by ``game``'s rules with ``options``, for ``player`` (the side
    to move); ``estimates`` are the root moves scored by the evaluation at a depth limit.

    Scores are the maximizer's (a textbook tree's: MAX's), so a MIN root's best move has
    the lowest; at a chance root no one moves (``move`` is None) and ``score`` is the
    probability-weighted mean of ``scores``."""

    position: Any
    player: str
    move: int | None
    score: Value
    scores: dict[int, Value]
    options: SearchOptions
    game: Game
    #: The root moves whose score a depth limit's evaluation guessed somewhere below
    #: (an estimate, not a proven result); empty without a depth limit.
    estimates: frozenset[int] = frozenset()

    @property
    def is_estimate(self) -> bool:
        """True when the best move's score is an estimate."""
        return self.move in self.estimates

    def as_dict(self) -> dict[str, object]:
        found: dict[str, object] = {
            "board": self.game.format(self.position), "player": self.player,
            "move": self.move, "score": json_value(self.score),
            "scores": {str(m): json_value(s) for m, s in self.scores.items()}}
        if self.options.depth_limit is not None or self.options.iterative:
            found["estimates"] = sorted(self.estimates)
        return found


class _RootMoves(CallCounter):
    """A counting tracer that also keeps the score of each root move, and the moves whose
    score a depth limit's evaluation guessed somewhere below (a chance root's outcomes,
    exact: no window passes through a chance node)."""

    def __init__(self, budget: Budget) -> None:
        super().__init__(budget.check, REPORT_EVERY)
        self.path: list[int | None] = []  # the move of each call from the root down
        self.scores: dict[int, Value] = {}
        self.estimated: set[int] = set()

    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None:
        super().enter(position, move, depth, alpha, beta)
        self.path.append(move)

    def leave(self, score: Value, best_move: int | None, outcome: Outcome | None) -> None:
        move = self.path.pop()
        if len(self.path) == 1 and move is not None:
            self.scores[move] = score

    def estimate(self) -> None:
        super().estimate()
        if len(self.path) > 1 and self.path[1] is not None:
            self.estimated.add(self.path[1])


def solve(position: object, scoring: str = DEFAULT_SCORING, pruning: str | None = None,
          order: object = None, memo: bool = False, game: Game | str | None = None,
          depth_limit: int | None = None, max_calls: int | None = DEFAULT_MAX_CALLS,
          progress: Progress = None, iterative: bool = False,
          options: SearchOptions | None = None) -> Solution:
    """The best move of ``position`` and the exact score of every root move.

    Every parameter is :func:`trace`'s (``position``, ``scoring``, ``pruning``, ``order``,
    ``memo``, ``game``, ``depth_limit``, ``max_calls``, ``progress``, ``iterative``,
    ``options``); ``max_calls`` and ``progress`` count all the searches together.

    Each root move gets its own full-window search, so its score is exact even
    under alpha-beta; the best move is the first best in search order, exactly
    the one :func:`trace` reports. With a ``depth_limit`` the scores are the limited
    search's (estimates at the limit), again exactly those :func:`trace` finds. With
    ``iterative`` they are the last iteration's, its moves tried in its order (the previous
    iteration's best first), so the best move is again the one :func:`trace` reports.
    """
    rules, root, options = _prepared(position, game, options, locals())
    player, maximizer = rules.to_move(root), rules.maximizer(root)
    if rules.outcome(root) is not None:
        return Solution(root, player, None, search(rules, root, options)[0], {}, options, rules)
    scores: dict[int, Value] = {}
    estimates: set[int] = set()
    with Budget(max_calls, progress, rules.format(root)) as budget:
        if rules.has_chance and rules.is_chance(root):  # the dice choose: the mean, no move
            outcomes = _RootMoves(budget)  # one search of the root: a roll is no player's move
            mean = search(rules, root, options, outcomes, maximizer)[0]
            return Solution(root, player, None, mean, outcomes.scores, options, rules,
                            frozenset(outcomes.estimated))
        counter = CallCounter(budget.check, REPORT_EVERY)
        searched, first = last_iteration(rules, root, options, counter) \
            if options.iterative else (options, {})
        for move in searched.move_order(rules, first)(root):
            before = counter.estimates
            scores[move] = search(rules, rules.play(root, move), searched, counter, maximizer,
                                  1, first)[0]
            if counter.estimates > before:
                estimates.add(move)
    pick = max if player == maximizer else min  # the first best in search order, as minimax
    best = pick(scores, key=scores.__getitem__)
    return Solution(root, player, best, scores[best], scores, options, rules,
                    frozenset(estimates))


def _prepared(position: object, game: Game | str | None, options: SearchOptions | None,
              arguments: dict[str, Any]) -> tuple[Game, Any, SearchOptions]:
    """The game, the parsed root position and the checked options: what both doors need.
    ``arguments`` are the caller's (its ``locals()``, taken first): the search keywords
    are read from them by :data:`SEARCH_DEFAULTS`' names, so the list is written once.
    ``options`` given, its fields are checked against the game like the keywords'."""
    keywords = {name: arguments[name] for name in SEARCH_DEFAULTS}
    rules = get_game(game)
    root = rules.parse(position)
    if options is not None:
        if not isinstance(options, SearchOptions):
            raise InvalidOptionError(f"options {quote(options)} is not a SearchOptions")
        said = [k for k, v in keywords.items() if v != SEARCH_DEFAULTS[k]]
        if said:
            raise InvalidOptionError(f"give options or the search keywords, not both (also"
                                     f" given: {', '.join(said)})")
        keywords = {k: getattr(options, k) for k in SEARCH_DEFAULTS}
    return rules, root, SearchOptions.make(**keywords, game=rules)
