"""A match of a person against the minimax AI, in any game, with no input or output in it.

:class:`Match` holds the game, the position, the person's side and the search
options. The terminal game (:mod:`minimax_viz.lessons.terminal`) and the
Jupyter play widget are thin front ends over it: they ask it whose turn it is,
pass the person's move to :meth:`Match.human_move`, and show what
:meth:`Match.ai_move` returns (the move, the score of every root move and, on
request, the call tree). It knows a game only through the :class:`Game` protocol.

The AI scores by depth by default (a faster win scores more, so it wins as fast
as it can and loses as slowly as it can); ``scoring="article"`` is the
tutorial's +10 / -10 / 0, under which any win will do.

>>> match = Match(human="O", board="O.XX.X.OO")
>>> reply = match.ai_move()
>>> reply.move, reply.scores
(4, {1: -8, 4: 9, 6: -8})
>>> match.result, match.reason
('ai', 'X wins with 3-4-5')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ..api import Solution, solve, trace
from ..errors import IllegalMoveError, InvalidOptionError, quote
from ..explain.words import signed, slow_win_note, stakes_verdict
from ..games import Game, Outcome, get_game
from ..games.exact import Value
from ..record import CallTree
from ..search import SCORINGS, SearchOptions

#: The scoring ``play`` and the play widget use unless told otherwise: depth, so the AI wins
#: as fast as it can (a search's own default, :data:`~minimax_viz.search.DEFAULT_SCORING`, is
#: the tutorial's).
PLAY_SCORING = "depth"


@dataclass(frozen=True)
class AIMove:
    """What the AI played and why: its move, every root move's score, maybe its calls.

    ``note`` explains, the first time in a match it happens, that the AI took a
    slower win than it had (only under scorings that value every win the same).
    """

    move: int
    player: str                   # the AI's side
    solution: Solution            # the search's answer: every root move's score
    tree: CallTree | None = None  # the recorded search, when asked for (with_tree)
    note: str | None = None

    @property
    def scores(self) -> dict[int, Value]:
        """The score of each root move, from the AI's side (it is the maximizer)."""
        return self.solution.scores


@lru_cache(maxsize=16384)
def _solution(game: Game, position: Any, options: SearchOptions) -> Solution:
    """The AI's answer for a position (deterministic, so cached across games)."""
    return solve(position, game=game, options=options)


def best_reply(game: Game, position: Any, options: SearchOptions) -> Solution:
    """The AI's :class:`Solution` for ``position`` (a fresh copy of a cached one)."""
    cached = _solution(game, position, options)
    return replace(cached, scores=dict(cached.scores))


class Match:
    """A person against the AI: the game, the position, the person's side, whose turn it is.

    ``human`` is one of the game's players (default: the first, who moves first).
    The AI memoises whenever the options allow it (``memo=None``): it picks the
    same move as the plain search (first best in move order), only faster; ``scoring``,
    ``pruning``, ``order``, ``depth_limit`` and ``iterative`` are its search options, as
    :func:`~minimax_viz.trace` takes them. ``board`` sets a
    starting position other than the game's start; :meth:`new_game` returns to it. Where
    the dice move (Pig's rolls), a front end calls :meth:`roll` while
    :attr:`is_chance_turn`; ``seed`` makes the dice repeatable.
    """

    def __init__(self, human: str | None = None, *, game: Game | str | None = None,
                 scoring: str = PLAY_SCORING, pruning: str | None = None,
                 order: object = None, memo: bool | None = None, board: object = None,
                 depth_limit: int | None = None, seed: int | None = None,
                 iterative: bool = False) -> None:
        self.game = get_game(game)
        self.human = self._side(self.game.players[0] if human is None else human)

        def options(memo: bool) -> SearchOptions:
            return SearchOptions.make(scoring, pruning, order, memo, game=self.game,
                                      depth_limit=depth_limit, iterative=iterative)

        try:
            self.options = options(True if memo is None else memo)
        except InvalidOptionError:
            if memo is not None:
                raise
            self.options = options(False)  # memo does not go with these options
        self.start = self.game.start() if board is None else self.game.parse(board)
        finished = self.game.outcome(self.start)
        if finished is not None:
            raise InvalidOptionError(
                f"position {quote(self.game.format(self.start))} is a finished game"
                f" ({finished.reason}); start from a position still in play")
        if self.game.own_stakes and self.game.reaches_chance(self.start):
            raise InvalidOptionError(
                f"position {quote(self.game.format(self.start))} has chance nodes, and playing"
                " a textbook tree against the AI rolls no dice (its ends are judged against"
                " best play, which the dice would make luck); trace, solve or draw it instead")
        #: The dice of chance nodes (:meth:`roll`); a ``seed`` makes a match repeatable.
        self.dice = random.Random(seed)
        self.position = self.start
        self.history: list[int] = []
        self.last_ai_move: AIMove | None = None
        self.slow_win_explained = False

    def __repr__(self) -> str:
        return (f"<Match {self.game.name} human={self.human}"
                f" position={self.game.format(self.position)!r}"
                f" scoring={self.options.scoring!r} pruning={self.options.pruning!r}>")

    # -- the state -------------------------------------------------------------------
    @property
    def ai(self) -> str:
        """The AI's side: the one the person does not play."""
        return self.game.other(self.human)

    @property
    def to_move(self) -> str:
        return self.game.to_move(self.position)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (winner and reason), or None while it goes on."""
        return self.game.outcome(self.position)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def is_human_turn(self) -> bool:
        return not self.is_over and self.to_move == self.human

    @property
    def is_ai_turn(self) -> bool:
        return not self.is_over and self.to_move == self.ai

    @property
    def is_chance_turn(self) -> bool:
        """True when the dice, not a player, move next (:meth:`roll`)."""
        return not self.is_over and self.game.has_chance and self.game.is_chance(self.position)

    @property
    def legal_moves(self) -> tuple[int, ...]:
        """The moves the side to move may play, in the game's order."""
        return self.game.moves(self.position)

    @property
    def winner(self) -> str | None:
        found = self.outcome
        return found.winner if found else None

    @property
    def reason(self) -> str | None:
        """Why the game ended, in the game's words (``"X wins with 3-4-5"``), else None.
        Where every end carries its own worth, it also says how that compares with
        best play (``"leaf c1 is worth 2; best play on both sides gives 3, so MIN wins by 1"``).
        """
        found = self.outcome
        if found is None:
            return None
        stakes = self.stakes
        return found.reason if stakes is None else stakes_verdict(self.game, found.reason, *stakes)

    @property
    def stakes(self) -> tuple[Value, Value] | None:
        """Once a game whose ends carry their own worth (a textbook tree) is over: what
        the end is worth to the first player, and what best play from the start gives
        that player. None for other games, and while the game goes on."""
        found = self.outcome
        if not self.game.own_stakes or found is None or found.points is None:
            return None
        first = self.game.players[0]
        worth = 0 if found.winner is None else \
            found.points if found.winner == first else -found.points
        best = best_reply(self.game, self.start, replace(self.options, depth_limit=None)).score
        return worth, best if self.game.maximizer(self.start) == first else -best

    @property
    def result(self) -> str | None:
        """``'human'``, ``'ai'`` or ``'draw'`` once the game is over, else None. Where
        every end carries its own worth, the side that did better than best play wins."""
        found = self.outcome
        if found is None:
            return None
        stakes = self.stakes
        if stakes is not None:
            worth, par = stakes
            winner = None if worth == par else self.game.players[0 if worth > par else 1]
        else:
            winner = found.winner
        if winner is None:
            return "draw"
        return "human" if winner == self.human else "ai"

    @property
    def highlight(self) -> frozenset[int]:
        """The moves the game emphasises now (Tic-Tac-Toe: the cells of a winning line)."""
        return self.game.controls.highlight(self.position)

    # -- moves -------------------------------------------------------------------------
    def human_move(self, move: int) -> Any:
        """Play the person's ``move``; IllegalMoveError says why a move is refused."""
        self._check_turn(self.human, "your")
        return self._play(self.game.controls.check_move(self.position, move))

    def ai_move(self, with_tree: bool = False) -> AIMove:
        """Let the AI play its best move; ``with_tree`` also records its CallTree."""
        self._check_turn(self.ai, "the AI's")
        solution = best_reply(self.game, self.position, self.options)
        assert solution.move is not None  # the game is not over, so there is a move
        tree = None
        if with_tree:
            tree = trace(self.position, game=self.game, options=self.options)
        move = AIMove(solution.move, self.ai, solution, tree, self._slow_win_note(solution))
        self._play(solution.move)
        self.last_ai_move = move
        return move

    def roll(self) -> int:
        """Let the dice pick the move at a chance node, each with its probability."""
        if not self.is_chance_turn:
            raise IllegalMoveError(f"no dice to roll: {self.to_move} is to move on"
                                   f" {quote(self.game.format(self.position))}")
        moves = self.legal_moves
        weights = [float(self.game.probability(self.position, move)) for move in moves]
        move = self.dice.choices(moves, weights)[0]
        self._play(move)
        return move

    def new_game(self, human: str | None = None) -> None:
        """Start again from the starting position, optionally with the person on ``human``."""
        if human is not None:
            self.human = self._side(human)
        self.position = self.start
        self.history = []
        self.last_ai_move = None

    # -- helpers ---------------------------------------------------------------------------
    def _slow_win_note(self, solution: Solution) -> str | None:
        """Why the AI took a win slower than one it had: said once a match.

        The depth scores tell how far each win is: a win found at depth d scores
        10 - d, and the AI's move is depth 1.
        """
        move = solution.move
        if self.slow_win_explained or self.options.scoring == "depth" or move is None \
                or self.game.own_stakes \
                or self.options.depth_limit is not None or self.options.iterative \
                or solution.score <= 0:
            return None
        depth = best_reply(self.game, self.position, replace(self.options, scoring="depth"))
        fastest = max(depth.scores, key=depth.scores.__getitem__)
        played = depth.scores[move]
        if played <= 0 or played >= depth.scores[fastest]:
            return None
        self.slow_win_explained = True
        win = signed(SCORINGS[self.options.scoring].win(1))
        return slow_win_note(move, 10 - int(played), fastest, 10 - int(depth.scores[fastest]),
                             self.options.scoring, win)

    def _check_turn(self, side: str, whose: str) -> None:
        shown = self.game.format(self.position)
        if self.is_over:
            raise IllegalMoveError(f"the game is over ({shown}): start a new game")
        if self.to_move != side:
            raise IllegalMoveError(f"it is not {whose} turn: {self.to_move} is to move on {shown}")

    def _play(self, move: int) -> Any:
        self.position = self.game.play(self.position, move)
        self.history.append(move)
        return self.position

    def _side(self, side: object) -> str:
        """One of the game's players, matched without regard to case."""
        for player in self.game.players:
            if isinstance(side, str) and side.upper() == player.upper():
                return player
        raise InvalidOptionError(
            f"side {quote(side)} is not {' or '.join(self.game.players)}")
