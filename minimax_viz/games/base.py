"""The one seam between a game and the rest of minimax-viz.

The search, the recorder, the explanations and the diagrams know a game only
through :class:`Game`: its start position, whose turn it is, the legal moves
in order, what a move does, whether the game is over and why, and how a
position looks (text, SVG, a Graphviz card). Nothing outside ``games/`` knows
what a board looks like.

A position is any immutable, hashable value the game chooses (Tic-Tac-Toe uses
the 9-character text of its board); a move is a small whole number (a cell, a
column, how many to take). Two players alternate; the one to move at the root
of a search is the maximizer.

>>> from minimax_viz.games import TICTACTOE
>>> TICTACTOE.moves(TICTACTOE.parse("O.XX.X.OO"))
(1, 4, 6)
"""

from __future__ import annotations

import html
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from fractions import Fraction
from typing import Any, NamedTuple

from ..errors import IllegalMoveError, quote
from ..palette import PICTURE
from .exact import Value

Position = Hashable


class Outcome(NamedTuple):
    """How a finished game ended: the winner (None for a draw) and why, in words."""

    winner: str | None
    reason: str
    #: What the end is worth to the winner when the game sets its own stakes (a textbook
    #: tree's leaf utility); None: the ``scoring`` option decides (+10, 1, 10 - depth).
    points: Value | None = None


class Game(ABC):
    """What every game gives minimax-viz. Subclass it and fill in the abstract methods.

    The pictures have plain defaults built from :meth:`text`, so a new game is
    usable at once; a game overrides them to look like itself.
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
    #: True when a won game shows its winning line (the diagram's legend says so).
    winning_lines: bool = False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    # -- the rules ----------------------------------------------------------------------
    @abstractmethod
    def start(self) -> Any:
        """The position a new game starts from."""

    def example(self) -> Any:
        """A position whose search is short enough to walk through call by call (the
        ``walkthrough`` command's default; default: the start)."""
        return self.start()

    @abstractmethod
    def parse(self, value: object) -> Any:
        """A position from text (or a position itself); InvalidBoardError says what is wrong."""

    @abstractmethod
    def format(self, position: Any) -> str:
        """The position as text that :meth:`parse` reads back."""

    @abstractmethod
    def to_move(self, position: Any) -> str:
        """The player whose turn it is."""

    @abstractmethod
    def moves(self, position: Any) -> tuple[int, ...]:
        """The legal moves in the game's natural order; () once the game is over."""

    @abstractmethod
    def play(self, position: Any, move: int) -> Any:
        """The position after the side to move plays ``move`` (one of :meth:`moves`)."""

    @abstractmethod
    def outcome(self, position: Any) -> Outcome | None:
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

    def maximizer(self, root: Any) -> str:
        """The player whose values a search from ``root`` reports (default: the side to
        move there; a textbook tree's values are always MAX's, whoever moves first)."""
        return self.to_move(root)

    # -- chance (issue 19): positions where the dice, not a player, choose ----------------
    #: True when some positions are chance nodes (:meth:`is_chance`); False lets the
    #: search skip the question at every call.
    has_chance: bool = False
    #: What :meth:`to_move` says at a chance node.
    CHANCE = "CHANCE"

    def reaches_chance(self, position: Any) -> bool:
        """True when a game from ``position`` may come to a chance node (default:
        :attr:`has_chance`; a textbook tree knows whether it has one)."""
        return self.has_chance

    def is_chance(self, position: Any) -> bool:
        """True when chance picks the move at ``position`` (:meth:`probability` says how
        likely each is); the search then takes the probability-weighted mean."""
        return False

    def probability(self, position: Any, move: int) -> Fraction:
        """How likely ``move`` is at the chance node ``position`` (the moves' add up to 1)."""
        raise NotImplementedError(f"{self.title} has no chance nodes")

    # -- depth-limited search (issue 9): the evaluation function --------------------------
    #: True when every way to a position takes the same number of moves (Tic-Tac-Toe and
    #: Connect Four: count the marks), so a memo may keep depth-dependent scores. Nim's
    #: piles can be reached in different numbers of moves: False there.
    depth_follows_position: bool = True

    def evaluate(self, position: Any, player: str) -> int:
        """How good an unfinished ``position`` looks for ``player``: a whole number.

        A depth-limited search scores the calls at its limit with this guess
        instead of searching on. Positive is good for ``player``, negative bad;
        the scale is the article's, where a win is +10, so keep it within -9..+9
        (the search clamps it strictly between a loss and a win, so a sure win
        always beats a guess). The default, 0, means "no idea: it looks even":
        a game without an evaluation treats the horizon as a draw.
        """
        return 0

    def evaluation_text(self, position: Any, player: str) -> str:
        """Why :meth:`evaluate` says what it says, in words, for the narration."""
        return f"{self.title} has no evaluation function: 0 means it looks even"

    # -- a student's own minimax (issue 10): what it is given, and reading it back ------
    def student_value(self, position: Any) -> Any:
        """What a student's own minimax is given for ``position`` (default: the position)."""
        return position

    def student_position(self, value: object) -> Any:
        """The position a student's value shows, legality not checked (a buggy search
        builds impossible positions, shown as they are); None when it shows none."""
        try:
            return self.parse(value)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            pass
        if isinstance(value, str):  # text (a trace file's board) is read by the notation only
            return None
        try:  # an illegal position of a buggy search: kept if the game can show it
            self.format(value)
            hash(value)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            return None
        return value

    def student_turn(self, position: Any, player: str) -> Any:
        """``position`` with ``player`` to move, for games whose student value does not say
        whose turn it is (Nim's bare pile); default: ``position`` itself."""
        return position

    # -- words and pictures -------------------------------------------------------------
    def text(self, position: Any) -> str:
        """The position for people, as plain text (may span lines)."""
        return self.format(position)

    def move_text(self, player: str, move: int) -> str:
        """What a move does, in words: ``"X plays 4"``."""
        return f"{player} plays {move}"

    def move_name(self, position: Any, move: int) -> str:
        """``move`` played from ``position`` as the words and pictures name it (default:
        its number; a textbook tree says ``a1``, its node's letter and the branch)."""
        return str(move)

    def move_text_to(self, position: Any, move: int) -> str:
        """The move that reached ``position``, in words (default: :meth:`move_text`)."""
        return self.move_text(self.other(self.to_move(position)), move)

    def node_name(self, position: Any) -> str | None:
        """A textbook name for a position (``"B"`` in an abstract tree); None: unnamed."""
        return None

    def svg(self, position: Any, last_move: int | None = None, size: int = 120) -> str:
        """A small standalone SVG picture of the position (the stepper's board panel)."""
        lines = self.text(position).splitlines() or [""]
        step = size / max(len(lines) + 1, 3)
        texts = "".join(
            f'<text x="{size / 2:g}" y="{step * (i + 1.2):g}" font-size="{step * 0.7:g}" '
            f'text-anchor="middle" font-family="DejaVu Sans Mono, monospace">'
            f"{html.escape(line)}</text>" for i, line in enumerate(lines))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
                f'viewBox="0 0 {size} {size}"><rect width="{size}" height="{size}" '
                f'fill="white" stroke="{PICTURE["frame"]}"/>{texts}</svg>')

    def dot_label(self, position: Any, last_move: int | None, colours: Mapping[str, str]) -> str:
        """The position inside a call's card: a Graphviz HTML-like ``<TABLE>``.

        ``colours`` maps roles (``played``, ``win_line``) to colours, so the
        diagram's palette stays in one place.
        """
        rows = "".join(f'<TR><TD><FONT FACE="DejaVu Sans Mono">{_dot_text(line)}</FONT></TD></TR>'
                       for line in self.text(position).splitlines() or [""])
        return f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0">{rows}</TABLE>'

    # -- playing against a person (the terminal game, the play and editor widgets) -------
    #: What a move is called in sentences: "cell 4 is taken", "type a cell number".
    move_word: str = "move"
    #: What the side to move does with a move, in the AI's and the person's sentences:
    #: "I play 4", "you can play 1, 4, 6" (Nim: "take", Connect Four: "drop in").
    move_verb: str = "play"
    #: True when each move is a place on the board (Tic-Tac-Toe's cells): a grid of move
    #: buttons is then the picture of the position itself.
    moves_are_places: bool = False
    #: The marks an editor's click cycles one place through, the empty mark first
    #: (Tic-Tac-Toe: ``.``, ``X``, ``O``); with marks, a :meth:`draft` holds one mark per
    #: move of :meth:`all_moves`, in order. (): a position is set up by typing its text.
    edit_marks: tuple[str, ...] = ()

    def move_grid(self) -> tuple[tuple[int, ...], ...]:
        """A front end's move buttons, row by row (default: one row of every move)."""
        return (self.all_moves(),)

    def move_label(self, position: Any, move: int) -> str:
        """What ``move``'s button shows on ``position`` ("": nothing); default its number."""
        return str(move)

    def highlight(self, position: Any) -> frozenset[int]:
        """The moves (places) a front end emphasises on ``position``, e.g. a winning line."""
        return frozenset()

    def play_text(self, position: Any, color: bool = False) -> str:
        """The position for a person about to type a move (default :meth:`text`);
        ``color`` allows ANSI bold and dim."""
        return self.text(position)

    def parse_move(self, text: str) -> int:
        """The move a person typed; IllegalMoveError when it is not a whole number."""
        try:
            return int(text.strip())
        except ValueError:
            raise IllegalMoveError(f"{quote(text)} is not a {self.move_word} number") from None

    def check_move(self, position: Any, move: object) -> int:
        """``move`` when it can be played on ``position``, else IllegalMoveError saying why."""
        if isinstance(move, bool) or not isinstance(move, int):
            raise IllegalMoveError(f"{self.move_word} {quote(move)} is not a number")
        if move not in self.moves(position):
            raise IllegalMoveError(f"{self.move_word} {move} is not a legal move here")
        return move

    def draft(self, text: str) -> str:
        """A typed position as an editor holds it, legality not yet checked (default:
        parsed and formatted, so an illegal position is refused at once)."""
        return self.format(self.parse(text))


def _dot_text(text: str) -> str:
    """Text made safe inside a Graphviz HTML-like label (spaces kept)."""
    return html.escape(text).replace(" ", "&#160;") or "&#160;"
