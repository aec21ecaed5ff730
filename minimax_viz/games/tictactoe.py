"""Tic-Tac-Toe: the rules, the notations it reads, and :class:`Board`, the value people use.

Cells are numbered 0..8 row by row::

    0 | 1 | 2
    3 | 4 | 5
    6 | 7 | 8

Inside the search a position is the 9-character text of the board (``X``,
``O``, ``.``), which is fast to copy and to hash. :class:`Board` wraps that text
for people: it parses every notation, checks the position can arise in a game,
and answers questions about it. X always moves first, so the side to move
follows from the counts of X and O.

>>> b = Board.parse("O.X / X.X / .OO")
>>> b
Board('O.XX.X.OO')
>>> b.to_move, b.moves
('X', (1, 4, 6))
>>> b.play(4).winner, b.play(4).winning_line
('X', (3, 4, 5))
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalMoveError, InvalidBoardError
from .base import Game, Outcome
from .tictactoe_pictures import board_svg, board_table

EMPTY = "."
#: The freeCodeCamp tutorial's near-end position (X, the AI, to move).
ARTICLE_BOARD = "O.XX.X.OO"
PLAYERS = ("X", "O")
INDEX_ORDER = tuple(range(9))
CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)

#: The eight lines of three, rows first, then columns, then the two diagonals.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)


def _symmetries() -> tuple[tuple[int, ...], ...]:
    """The 8 symmetries of the square as cell maps: new cell i shows old cell m[i]."""
    turn = (6, 3, 0, 7, 4, 1, 8, 5, 2)  # a quarter turn clockwise
    mirror = (2, 1, 0, 5, 4, 3, 8, 7, 6)
    maps, perm = [], INDEX_ORDER
    for _ in range(4):
        maps += [perm, tuple(perm[mirror[i]] for i in range(9))]
        perm = tuple(perm[turn[i]] for i in range(9))
    return tuple(maps)


SYMMETRIES: tuple[tuple[int, ...], ...] = _symmetries()


def winning_lines(cells: str) -> tuple[tuple[int, int, int], ...]:
    """Every completed line of ``cells`` (a last move can complete two at once)."""
    return tuple(line for line in LINES
                 if cells[line[0]] != EMPTY and cells[line[0]] == cells[line[1]] == cells[line[2]])


def _outcome(cells: str) -> Outcome | None:
    lines = winning_lines(cells)
    if lines:
        shown = " and ".join("-".join(map(str, line)) for line in lines)
        return Outcome(cells[lines[0][0]], f"{cells[lines[0][0]]} wins with {shown}")
    return None if EMPTY in cells else Outcome(None, "draw: the board is full")


# -- reading boards ------------------------------------------------------------------------
def normalise(text: str) -> str:
    """Any accepted notation as 9 characters of X, O and '.' (legality not checked).

    >>> normalise('["O",1,"X","X",4,"X",6,"O","O"]')
    'O.XX.X.OO'
    """
    stripped = text.strip()
    if stripped.startswith("["):
        return _from_json_array(text)
    cells = "".join(ch for ch in stripped if ch not in "/ \t\r\n|,")
    cells = "".join(EMPTY if ch.isdigit() or ch in "-_" else ch.upper() for ch in cells)
    if len(cells) != 9:
        raise InvalidBoardError(f"board {text!r} has {len(cells)} cells, expected 9")
    bad = sorted({ch for ch in cells if ch not in "XO" + EMPTY})
    if bad:
        raise InvalidBoardError(
            f"board {text!r} has unknown character(s) {' '.join(map(repr, bad))};"
            " use X, O, '.' or a digit for an empty cell")
    return cells


def _from_json_array(text: str) -> str:
    try:
        items = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidBoardError(f"board {text!r} is not a valid JSON array: {exc.msg}") from None
    except RecursionError:
        raise InvalidBoardError(f"board {text[:20]!r}... is nested too deeply") from None
    if not isinstance(items, list) or len(items) != 9:
        size = len(items) if isinstance(items, list) else "no"
        raise InvalidBoardError(f"board {text!r} has {size} cells, expected 9")
    cells = []
    for item in items:
        if isinstance(item, str) and item.upper() in PLAYERS:
            cells.append(item.upper())
        elif isinstance(item, (int, str)) and str(item) in ("", EMPTY, *map(str, range(9))):
            cells.append(EMPTY)
        else:
            raise InvalidBoardError(
                f"board {text!r} has unknown cell {item!r}; use \"X\", \"O\" or an index")
    return "".join(cells)


def check_legal(cells: str, text: object) -> None:
    """Reject positions that no game of X-moves-first can reach."""
    xs, os_ = cells.count("X"), cells.count("O")
    if xs not in (os_, os_ + 1):
        raise InvalidBoardError(
            f"board {text!r} has {xs} X and {os_} O; X moves first, so X must equal O or O + 1")
    winners = {cells[line[0]] for line in winning_lines(cells)}
    if len(winners) == 2:
        raise InvalidBoardError(f"board {text!r} has a line for both X and O")
    if "X" in winners and xs != os_ + 1:
        raise InvalidBoardError(
            f"board {text!r}: X has a line, so X must have moved last (X = O + 1),"
            f" but there are {xs} X and {os_} O")
    if "O" in winners and xs != os_:
        raise InvalidBoardError(
            f"board {text!r}: O has a line, so O must have moved last (X = O),"
            f" but there are {xs} X and {os_} O")


# -- the game -------------------------------------------------------------------------------
class TicTacToe(Game):
    """The rules of Tic-Tac-Toe for the search: positions are 9-character strings.

    Answers are remembered per position (there are only 5,478 legal ones), so
    asking the same question twice costs one dictionary look-up.
    """

    name, title, players = "tictactoe", "Tic-Tac-Toe", PLAYERS
    named_orders: Mapping[str, tuple[int, ...]] = {"index": INDEX_ORDER, "centre": CENTRE_FIRST, "center": CENTRE_FIRST,
                    "centre-first": CENTRE_FIRST}

    def __init__(self) -> None:
        self._outcomes: dict[str, Outcome | None] = {}
        self._moves: dict[str, tuple[int, ...]] = {}

    def start(self) -> str:
        return EMPTY * 9

    def parse(self, value: object) -> str:
        if isinstance(value, Board):
            return value.cells
        if isinstance(value, (list, tuple)):
            value = json.dumps(list(value))
        elif not isinstance(value, str):
            raise InvalidBoardError(
                f"board {value!r} is a {type(value).__name__}; give a string such as 'O.XX.X.OO'"
                " or a list of 9 cells")
        cells = normalise(value)
        check_legal(cells, value)
        return cells

    def format(self, position: str) -> str:
        return position

    def to_move(self, position: str) -> str:
        return "X" if position.count("X") == position.count("O") else "O"

    def outcome(self, position: str) -> Outcome | None:
        try:
            return self._outcomes[position]
        except KeyError:
            found = self._outcomes[position] = _outcome(position)
            return found

    def moves(self, position: str) -> tuple[int, ...]:
        try:
            return self._moves[position]
        except KeyError:
            found = () if self.outcome(position) else \
                tuple(i for i, ch in enumerate(position) if ch == EMPTY)
            self._moves[position] = found
            return found

    def play(self, position: str, move: int) -> str:
        return position[:move] + self.to_move(position) + position[move + 1:]

    def all_moves(self) -> tuple[int, ...]:
        return INDEX_ORDER

    def text(self, position: str) -> str:
        rows = [" | ".join(ch if ch != EMPTY else " " for ch in position[r:r + 3])
                for r in (0, 3, 6)]
        return "\n---------\n".join(rows)

    def svg(self, position: str, last_move: int | None = None, size: int = 120) -> str:
        return board_svg(position, self._line_cells(position), last_move, size,
                         title=f"{rows(position)}: {self._status(position)}")

    def dot_label(self, position: str, last_move: int | None, colours: Any) -> str:
        return board_table(position, self._line_cells(position), last_move, colours)

    def _line_cells(self, position: str) -> frozenset[int]:
        return frozenset(cell for line in winning_lines(position) for cell in line)

    def _status(self, position: str) -> str:
        outcome = self.outcome(position)
        return outcome.reason if outcome else f"{self.to_move(position)} to move"


TICTACTOE = TicTacToe()


def rows(cells: str) -> str:
    """Compact one-line form with rows split by '/': ``O.X/X.X/.OO``."""
    return "/".join(cells[r:r + 3] for r in (0, 3, 6))


@dataclass(frozen=True)
class Board:
    """A legal Tic-Tac-Toe position: 9 cells of ``X``, ``O`` or ``.``."""

    cells: str = EMPTY * 9

    def __post_init__(self) -> None:
        if not isinstance(self.cells, str) or len(self.cells) != 9 or set(self.cells) - set("XO."):
            raise InvalidBoardError(
                f"board {self.cells!r} is not 9 characters of X, O and '.';"
                " use Board.parse() for other notations")
        check_legal(self.cells, self.cells)

    @classmethod
    def parse(cls, text: object) -> Board:
        """Read a board from any accepted notation.

        Accepts ``O.XX.X.OO``, digits for empty cells (``O1XX4X6OO``), rows split
        by ``/``, spaces or newlines, and a JSON array ``["O",1,"X",...]``.

        >>> Board.parse('["O",1,"X","X",4,"X",6,"O","O"]')
        Board('O.XX.X.OO')
        """
        return text if isinstance(text, Board) else cls(TICTACTOE.parse(text))

    # -- what the position is -------------------------------------------------
    @property
    def to_move(self) -> str:
        """The side to move: X when the counts are equal (X moves first)."""
        return TICTACTOE.to_move(self.cells)

    @property
    def moves(self) -> tuple[int, ...]:
        """The empty cells in index order (none once the game is over)."""
        return TICTACTOE.moves(self.cells)

    @property
    def winner(self) -> str | None:
        """``'X'`` or ``'O'`` when that side has a line, else None."""
        found = TICTACTOE.outcome(self.cells)
        return found.winner if found else None

    @property
    def winning_line(self) -> tuple[int, int, int] | None:
        """The three cells of the winner's line (the first, if there are two)."""
        lines = winning_lines(self.cells)
        return lines[0] if lines else None

    @property
    def winning_lines(self) -> tuple[tuple[int, int, int], ...]:
        """Every line the winner holds (the last move can complete two)."""
        return winning_lines(self.cells)

    @property
    def is_full(self) -> bool:
        return EMPTY not in self.cells

    @property
    def is_terminal(self) -> bool:
        """True when someone has a line or no cell is left."""
        return TICTACTOE.outcome(self.cells) is not None

    @property
    def outcome(self) -> str | None:
        """``'X'``, ``'O'``, ``'draw'``, or None while the game goes on."""
        found = TICTACTOE.outcome(self.cells)
        return None if found is None else found.winner or "draw"

    def symmetric_boards(self) -> set[str]:
        """The cells of every rotation and reflection of this board (itself included)."""
        return {"".join(self.cells[i] for i in perm) for perm in SYMMETRIES}

    def canonical(self) -> str:
        """One representative of the board up to rotation and reflection.

        >>> Board("X........").canonical() == Board("........X").canonical()
        True
        """
        return min(self.symmetric_boards())

    # -- changing it ------------------------------------------------------------
    def play(self, cell: int) -> Board:
        """The board after the side to move plays ``cell``."""
        if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell <= 8:
            raise IllegalMoveError(f"move {cell!r} is not a cell 0..8 (board {self.cells})")
        if self.is_terminal:
            raise IllegalMoveError(f"move {cell} on {self.cells}: the game is over")
        if self.cells[cell] != EMPTY:
            raise IllegalMoveError(
                f"move {cell} on {self.cells}: cell {cell} is taken by {self.cells[cell]}")
        return Board(TICTACTOE.play(self.cells, cell))

    # -- showing it ---------------------------------------------------------------
    def __str__(self) -> str:
        """The board as a 3x3 grid for people."""
        return TICTACTOE.text(self.cells)

    def __repr__(self) -> str:
        return f"Board({self.cells!r})"

    def rows(self) -> str:
        """Compact one-line form with rows split by '/': ``O.X/X.X/.OO``."""
        return rows(self.cells)

    def _repr_svg_(self) -> str:
        return TICTACTOE.svg(self.cells)
