"""The optional parts of a game, each with a default built from its rules.

A :class:`~minimax_viz.games.Game` is its rules (a few methods over its own position
type). What else minimax-viz asks of a game lives in four parts, reached as attributes
of the game; a game that says nothing gets these defaults, and a game that wants to
look or play like itself subclasses one and returns it from the attribute:

* :class:`Pictures` (``game.pictures``): positions and moves as people see them: text,
  an SVG picture, a Graphviz card, the words for a move;
* :class:`Evaluation` (``game.evaluation``): how good an unfinished position looks, for a
  depth-limited search;
* :class:`StudentBoards` (``game.student``): what a student's own minimax is given, and
  reading its values back;
* :class:`PlayControls` (``game.controls``): a person choosing moves in the terminal or a
  widget.

>>> from minimax_viz.games import NIM
>>> NIM.pictures.move_text("A", 2), NIM.controls.move_word, NIM.student.value((5, "A"))
('A takes 2', 'take', 5)
"""

from __future__ import annotations

import html
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Generic

from ..errors import IllegalMoveError, is_whole, quote, whole_text
from ..palette import PICTURE

if TYPE_CHECKING:
    from .base import Game
    from .tictactoe_formats import TicTacToeFormats

if sys.version_info >= (3, 13):
    from typing import TypeVar
else:  # a TypeVar's default (PEP 696) came with Python 3.13
    from typing_extensions import TypeVar

#: Whose turn it is, in words: a picture's title, the play words and the site's board editor
#: fill it in (here, where the games are, since a game may not import the words).
TO_MOVE = "{player} to move"
#: A game's position type; a bare ``Game`` is ``Game[Any]``.
P = TypeVar("P", default=Any)
_UNREADABLE = (ValueError, TypeError, KeyError, IndexError, AttributeError)


class Part(Generic[P]):
    """One part of ``game``, reading its rules."""

    def __init__(self, game: Game[P]) -> None:
        self.game = game


class Pictures(Part[P]):
    """Positions and moves as people see them (default: built from ``game.format``)."""

    #: True when a won game shows its winning line (the diagram's legend says so).
    winning_lines: bool = False

    def text(self, position: P) -> str:
        """The position for people, as plain text (may span lines)."""
        return self.game.format(position)

    def move_text(self, player: str, move: int) -> str:
        """What a move does, in words: ``"X plays 4"``."""
        return f"{player} plays {move}"

    def move_name(self, position: P, move: int) -> str:
        """``move`` played from ``position`` as the words and pictures name it (default:
        its number; a textbook tree says ``a1``, its node's letter and the branch)."""
        return str(move)

    def move_text_to(self, position: P, move: int) -> str:
        """The move that reached ``position``, in words (default: :meth:`move_text`)."""
        game = self.game
        return self.move_text(game.other(game.to_move(position)), move)

    def status(self, position: P) -> str:
        """How the game ended, else whose turn it is: ``"X wins with 3-4-5"``, ``"O to move"``
        (a picture's title)."""
        outcome = self.game.outcome(position)
        return outcome.reason if outcome else self.turn(position)

    def turn(self, position: P) -> str:
        """Whose turn it is on an unfinished ``position`` (:data:`TO_MOVE`; a dice game
        adds the points at risk)."""
        return TO_MOVE.format(player=self.game.to_move(position))

    def node_name(self, position: P) -> str | None:
        """A textbook name for a position (``"B"`` in an abstract tree); None: unnamed."""
        return None

    def svg(self, position: P, last_move: int | None = None, size: int = 120) -> str:
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

    def dot_label(self, position: P, last_move: int | None, colours: Mapping[str, str]) -> str:
        """The position inside a call's card: a Graphviz HTML-like ``<TABLE>``.

        ``colours`` maps roles (``played``, ``win_line``) to colours, so the
        diagram's palette stays in one place.
        """
        rows = "".join(f'<TR><TD><FONT FACE="DejaVu Sans Mono">{label_text(line) or "&#160;"}</FONT></TD></TR>'
                       for line in self.text(position).splitlines() or [""])
        return f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0">{rows}</TABLE>'


class Evaluation(Part[P]):
    """How good an unfinished position of ``game`` looks (default: 0, "it looks even")."""

    def score(self, position: P, player: str) -> int:
        """How good an unfinished ``position`` looks for ``player``: a whole number.

        A depth-limited search scores the calls at its limit with this guess
        instead of searching on. Positive is good for ``player``, negative bad;
        the scale is the article's, where a win is +10, so keep it within -9..+9
        (the search clamps it strictly between a loss and a win, so a sure win
        always beats a guess). The default, 0, means "no idea: it looks even":
        a game without an evaluation treats the horizon as a draw.
        """
        return 0

    def explain(self, position: P, player: str) -> str:
        """Why :meth:`score` says what it says, in words, for the narration."""
        return f"{self.game.title} has no evaluation function: 0 means it looks even"


class StudentBoards(Part[P]):
    """What a student's own minimax is given for ``game``'s positions, and its values read
    back as positions."""

    #: False when the value a student is given does not say whose turn it is (Nim's bare
    #: pile): the player is then read from the student's own arguments (:meth:`turn`).
    tells_turn: bool = True

    def value(self, position: P) -> Any:
        """What a student's own minimax is given for ``position`` (default: the position)."""
        return position

    def position(self, value: object) -> P | None:
        """The position a student's value shows, legality not checked (a buggy search
        builds impossible positions, shown as they are); None when it shows none."""
        game = self.game
        try:
            return game.parse(value)
        except _UNREADABLE:
            pass
        if isinstance(value, str):  # text (a trace file's board) is read by the notation only
            return None
        try:  # an illegal position of a buggy search: kept if the game can show it
            game.format(value)  # type: ignore[arg-type]
            hash(value)
        except _UNREADABLE:
            return None
        return value  # type: ignore[return-value]

    def turn(self, position: P, player: str) -> P:
        """``position`` with ``player`` to move, for games whose student value does not say
        whose turn it is (Nim's bare pile); default: ``position`` itself."""
        return position

    def formats(self) -> TicTacToeFormats | None:
        """The board representations a student's file may use; None: the game gives a
        student one value only, :meth:`value`."""
        return None


class PlayControls(Part[P]):
    """A person choosing moves: the terminal game, the play and editor widgets."""

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
    #: move of the game's ``all_moves``, in order. (): a position is set up by typing its text.
    edit_marks: tuple[str, ...] = ()
    #: Words a person may type for a move, beside its number (Pig: ``r`` rolls, ``h``
    #: holds); the one-letter ones are offered in the prompt.
    move_keys: Mapping[str, int] = {}

    def move_grid(self) -> tuple[tuple[int, ...], ...]:
        """A front end's move buttons, row by row (default: one row of every move)."""
        return (self.game.all_moves(),)

    def move_label(self, position: P, move: int) -> str:
        """What ``move``'s button shows on ``position`` ("": nothing); default its number."""
        return str(move)

    def highlight(self, position: P) -> frozenset[int]:
        """The moves (places) a front end emphasises on ``position``, e.g. a winning line."""
        return frozenset()

    def play_text(self, position: P, color: bool = False) -> str:
        """The position for a person about to type a move (default: the pictures' text);
        ``color`` allows ANSI bold and dim."""
        return self.game.pictures.text(position)

    def parse_move(self, text: str) -> int:
        """The move a person typed (a word of :attr:`move_keys`, or its number in ASCII
        digits, spaces around it allowed); IllegalMoveError when it is neither."""
        typed = text.strip()
        if typed.lower() in self.move_keys:
            return self.move_keys[typed.lower()]
        number = whole_text(typed)
        if number is None:
            wanted = f"one of {', '.join(self.move_keys)}" if self.move_keys else \
                f"a {self.move_word} number"
            raise IllegalMoveError(f"{quote(text)} is not {wanted}")
        return number

    def check_move(self, position: P, move: object) -> int:
        """``move`` when it can be played on ``position``, else IllegalMoveError saying why."""
        if not is_whole(move):
            raise IllegalMoveError(f"{self.move_word} {quote(move)} is not a number")
        if move not in self.game.moves(position):
            raise IllegalMoveError(f"{self.move_word} {move} is not a legal move here")
        return move

    def draft(self, text: str) -> str:
        """A typed position as an editor holds it, legality not yet checked (default:
        parsed and formatted, so an illegal position is refused at once)."""
        game = self.game
        return game.format(game.parse(text))


_LABEL_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                                "'": "&#x27;", " ": "&#160;", "\\": "\\\\"})


def label_text(value: object) -> str:
    """Text made safe for a Graphviz HTML-like label and the SVG it turns into.

    A backslash is doubled: Graphviz reads its escapes (``\\N``, the node's name) in these
    labels too. Spaces become non-breaking, so SVG keeps runs of them. Graphviz writes one
    text span per change of font, and some renderers (cairosvg) drop a span's leading space:
    labels never start a span with one.
    """
    return str(value).translate(_LABEL_ESCAPES)


#: How :func:`grid_table` writes a grid: a table of fixed size with no border of its own
#: (opened with ``<TABLE {GRID_OPEN} WIDTH=...``), each row a ruled one-row table
#: (between ``GRID_ROW[0] + attributes + ">" + GRID_ROW[1]`` and ``GRID_ROW[2]``).
GRID_OPEN = 'BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0" FIXEDSIZE="TRUE"'
GRID_ROW = ("<TR><TD><TABLE ", "<TR>", "</TR></TABLE></TD></TR>")


def grid_table(rows: list[str], width: int, height: int) -> str:
    """Rows of ``<TD>`` cells as a board's grid, ``width`` x ``height`` points, ruled in the
    pictures' grid colour: drawn as one table of them would be, but built so Graphviz sizes
    it in one pass, a column of one-row tables (a table of several rows and columns it
    sizes by network simplex, about a tenth of a big tree's layout). A diagram draws each
    distinct cell once and places the grid itself (:mod:`minimax_viz.draw.grids`), so the
    cells are of fixed size and hold no table.
    """
    ruled = f'BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="0" COLOR="{PICTURE["grid"]}"'
    start, middle, end = GRID_ROW
    inner = "".join(f"{start}{ruled}>{middle}{row}{end}" for row in rows)
    return f'<TABLE {GRID_OPEN} WIDTH="{width}" HEIGHT="{height}">{inner}</TABLE>'
