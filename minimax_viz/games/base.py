"""The one seam between a game and the rest of minimax-viz.

The search, the recorder, the explanations and the diagrams know a game only
through :class:`Game`: its rules (the start position, whose turn it is, the legal
moves in order, what a move does, whether the game is over and why, and where
chance picks the move) and four optional parts with defaults built from the
rules (:mod:`~minimax_viz.games.parts`: pictures, evaluation, student boards, play
controls). Nothing outside ``games/`` knows what a board looks like.

A position is any immutable, hashable value the game chooses, its type ``P``
(Tic-Tac-Toe uses the 9-character text of its board, ``Game[str]``); a move is a
small whole number (a cell, a column, how many to take). Two players alternate;
the one to move at the root of a search is the maximizer.

>>> from minimax_viz.games import TICTACTOE
>>> TICTACTOE.moves(TICTACTOE.parse("O.XX.X.OO"))
(1, 4, 6)
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from fractions import Fraction
from functools import cached_property
from typing import Final, Generic, NamedTuple

from .exact import Value
from .parts import Evaluation, P, Pictures, PlayControls, StudentBoards

#: Who moves where the dice choose: what :meth:`Game.to_move` says at a chance node, and
#: the kind of a textbook tree's chance node (:data:`~.tree_parse.NodeKind`), one word.
CHANCE: Final = "CHANCE"

class Outcome(NamedTuple):
    """How a finished game ended: the winner (None for a draw) and why, in words."""

    winner: str | None
    reason: str
    #: What the end is worth to the winner when the game sets its own stakes (a textbook
    #: tree's leaf utility); None: the ``scoring`` option decides (+10, 1, 10 - depth).
    points: Value | None = None


class Game(ABC, Generic[P]):
    """What every game gives minimax-viz. Subclass it and fill in the abstract methods.

    The parts (:attr:`pictures`, :attr:`evaluation`, :attr:`student`, :attr:`controls`)
    have plain defaults built from the rules, so a new game is usable at once; a game
    overrides one (a ``cached_property`` returning its own subclass of the part) to look,
    judge or play like itself.
    """

    #: A short name for files and the command line, e.g. ``"tictactoe"``.
    name: str = "game"
    #: The name people read, e.g. ``"Tic-Tac-Toe"``.
    title: str = "a game"
    #: The two players, the first one moving first.
    players: tuple[str, str] = ("first", "second")
    #: Named move orders for the ``order`` option, e.g. ``{"centre": (4, 0, 2, ...)}``.
    named_orders: Mapping[str, tuple[int, ...]] = {}
    #: True when every end carries its own worth (:attr:`Outcome.points`, a textbook
    #: tree's leaf values), so the ``scoring`` option changes nothing.
    own_stakes: bool = False
    #: True when every value a search returns is a whole number (scores from the
    #: ``scoring`` option); False where leaves or chance make fractions (a textbook tree).
    whole_values: bool = True

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    # -- the rules ----------------------------------------------------------------------
    @abstractmethod
    def start(self) -> P:
        """The position a new game starts from."""

    def example(self) -> P:
        """A position whose search is short enough to walk through call by call (the
        ``walkthrough`` command's default; default: the start)."""
        return self.start()

    @abstractmethod
    def parse(self, value: object) -> P:
        """A position from text (or a position itself); InvalidBoardError says what is wrong."""

    @abstractmethod
    def format(self, position: P) -> str:
        """The position as text that :meth:`parse` reads back."""

    @abstractmethod
    def to_move(self, position: P) -> str:
        """The player whose turn it is."""

    @abstractmethod
    def moves(self, position: P) -> tuple[int, ...]:
        """The legal moves in the game's natural order; () once the game is over."""

    @abstractmethod
    def play(self, position: P, move: int) -> P:
        """The position after the side to move plays ``move`` (one of :meth:`moves`)."""

    @abstractmethod
    def outcome(self, position: P) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def all_moves(self) -> tuple[int, ...]:
        """Every move the game can name, in natural order: what a move ``order`` permutes."""

    def full_order(self, moves: tuple[int, ...]) -> tuple[int, ...]:
        """The ``order`` option's moves as an order of all of :meth:`all_moves` (default:
        as given, so it must name every move once). ValueError says what an order must be."""
        return moves

    def other(self, player: str) -> str:
        """The opponent of ``player``."""
        return self.players[1] if player == self.players[0] else self.players[0]

    def maximizer(self, root: P) -> str:
        """The player whose values a search from ``root`` reports (default: the side to
        move there; a textbook tree's values are always MAX's, whoever moves first)."""
        return self.to_move(root)

    # -- chance (issue 19): positions where the dice, not a player, choose ----------------
    #: True when some positions are chance nodes (:meth:`is_chance`); False lets the
    #: search skip the question at every call.
    has_chance: bool = False
    #: What :meth:`to_move` says at a chance node (the module's :data:`CHANCE`).
    CHANCE: Final = CHANCE

    def reaches_chance(self, position: P) -> bool:
        """True when a game from ``position`` may come to a chance node (default:
        :attr:`has_chance`; a textbook tree knows whether it has one)."""
        return self.has_chance

    def is_chance(self, position: P) -> bool:
        """True when chance picks the move at ``position`` (:meth:`probability` says how
        likely each is); the search then takes the probability-weighted mean."""
        return False

    def probability(self, position: P, move: int) -> Fraction:
        """How likely ``move`` is at the chance node ``position`` (the moves' add up to 1)."""
        raise NotImplementedError(f"{self.title} has no chance nodes")

    #: The depth limit a search uses when given none: a game whose positions repeat (Pig: a
    #: 1, or a hold with nothing at risk, hands the same scores to the other player) has no
    #: end every line of play reaches. None: search to the end.
    default_depth_limit: int | None = None

    #: True when every way to a position takes the same number of moves (Tic-Tac-Toe and
    #: Connect Four: count the marks), so a memo may keep depth-dependent scores. Nim's
    #: piles can be reached in different numbers of moves: False there.
    depth_follows_position: bool = True

    # -- the optional parts, each with a default built from the rules above ----------------
    @cached_property
    def pictures(self) -> Pictures[P]:
        """Positions and moves as people see them (text, SVG, Graphviz card, move words)."""
        return Pictures(self)

    @cached_property
    def evaluation(self) -> Evaluation[P]:
        """How good an unfinished position looks, for a depth-limited search."""
        return Evaluation(self)

    @cached_property
    def student(self) -> StudentBoards[P]:
        """What a student's own minimax is given, and its values read back."""
        return StudentBoards(self)

    @cached_property
    def controls(self) -> PlayControls[P]:
        """A person choosing moves: the terminal game, the play and editor widgets."""
        return PlayControls(self)
