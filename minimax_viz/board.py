"""The Tic-Tac-Toe model: parse and validate boards, winners, moves.

Cells are numbered 0..8 row by row::

    0 | 1 | 2
    3 | 4 | 5
    6 | 7 | 8

A :class:`Board` is an immutable value. X always moves first, so the side to
move follows from the counts of X and O.

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
from dataclasses import dataclass

from .errors import IllegalMoveError, InvalidBoardError

EMPTY = "."
#: The freeCodeCamp tutorial's near-end position (X, the AI, to move).
ARTICLE_BOARD = "O.XX.X.OO"
PLAYERS = ("X", "O")

#: The eight lines of three, rows first, then columns, then the two diagonals.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)

#: For each cell, the lines that pass through it (the only ones a move there can complete).
LINES_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(line for line in LINES if cell in line) for cell in range(9)
)


def _rotate(perm: tuple[int, ...]) -> tuple[int, ...]:
    """Cell map of a quarter turn clockwise applied after ``perm``."""
    turn = (6, 3, 0, 7, 4, 1, 8, 5, 2)  # new cell i shows old cell turn[i]
    return tuple(perm[turn[i]] for i in range(9))


def _symmetries() -> tuple[tuple[int, ...], ...]:
    identity = tuple(range(9))
    mirror = (2, 1, 0, 5, 4, 3, 8, 7, 6)
    maps, perm = [], identity
    for _ in range(4):
        maps += [perm, tuple(perm[mirror[i]] for i in range(9))]
        perm = _rotate(perm)
    return tuple(maps)


#: The 8 symmetries of the square as cell maps: new cell i shows old cell m[i].
SYMMETRIES: tuple[tuple[int, ...], ...] = _symmetries()


def other(player: str) -> str:
    """The opponent of ``player``: ``other("X") == "O"``."""
    return "O" if player == "X" else "X"


def find_line(cells: str) -> tuple[str, tuple[int, int, int]] | None:
    """The first completed line of ``cells`` as ``(player, line)``, or None."""
    for a, b, c in LINES:
        if cells[a] != EMPTY and cells[a] == cells[b] == cells[c]:
            return cells[a], (a, b, c)
    return None


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
            " use X, O, '.' or a digit for an empty cell"
        )
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
                f"board {text!r} has unknown cell {item!r}; use \"X\", \"O\" or an index"
            )
    return "".join(cells)


def _validate(cells: str, text: str) -> None:
    """Reject positions that no game of X-moves-first can reach."""
    xs, os_ = cells.count("X"), cells.count("O")
    if xs not in (os_, os_ + 1):
        raise InvalidBoardError(
            f"board {text!r} has {xs} X and {os_} O; X moves first, so X must equal O or O + 1"
        )
    x_wins = any(all(cells[i] == "X" for i in line) for line in LINES)
    o_wins = any(all(cells[i] == "O" for i in line) for line in LINES)
    if x_wins and o_wins:
        raise InvalidBoardError(f"board {text!r} has a line for both X and O")
    if x_wins and xs != os_ + 1:
        raise InvalidBoardError(
            f"board {text!r}: X has a line, so X must have moved last (X = O + 1),"
            f" but there are {xs} X and {os_} O"
        )
    if o_wins and xs != os_:
        raise InvalidBoardError(
            f"board {text!r}: O has a line, so O must have moved last (X = O),"
            f" but there are {xs} X and {os_} O"
        )


@dataclass(frozen=True)
class Board:
    """A legal Tic-Tac-Toe position: 9 cells of ``X``, ``O`` or ``.``."""

    cells: str = EMPTY * 9

    def __post_init__(self) -> None:
        if not isinstance(self.cells, str) or len(self.cells) != 9 or set(self.cells) - set("XO."):
            raise InvalidBoardError(
                f"board {self.cells!r} is not 9 characters of X, O and '.';"
                " use Board.parse() for other notations"
            )
        _validate(self.cells, self.cells)

    @classmethod
    def parse(cls, text: str | Board | list[object] | tuple[object, ...]) -> Board:
        """Read a board from any accepted notation.

        Accepts ``O.XX.X.OO``, digits for empty cells (``O1XX4X6OO``), rows split
        by ``/``, spaces or newlines, and a JSON array ``["O",1,"X",...]``.

        >>> Board.parse('["O",1,"X","X",4,"X",6,"O","O"]')
        Board('O.XX.X.OO')
        """
        if isinstance(text, Board):
            return text
        if isinstance(text, (list, tuple)):
            text = json.dumps(list(text))
        elif not isinstance(text, str):
            raise InvalidBoardError(
                f"board {text!r} is a {type(text).__name__}; give a string such as 'O.XX.X.OO'"
                " or a list of 9 cells")
        cells = normalise(text)
        _validate(cells, text)
        return cls(cells)

    @classmethod
    def _trusted(cls, cells: str) -> Board:
        """A board from cells already known to be legal (no checks: for recorded calls)."""
        board = object.__new__(cls)
        object.__setattr__(board, "cells", cells)
        return board

    # -- what the position is -------------------------------------------------
    @property
    def to_move(self) -> str:
        """The side to move: X when the counts are equal (X moves first)."""
        return "X" if self.cells.count("X") == self.cells.count("O") else "O"

    @property
    def moves(self) -> tuple[int, ...]:
        """The empty cells in index order (none once the game is over)."""
        if self.is_terminal:
            return ()
        return tuple(i for i, ch in enumerate(self.cells) if ch == EMPTY)

    @property
    def winner(self) -> str | None:
        """``'X'`` or ``'O'`` when that side has a line, else None."""
        found = find_line(self.cells)
        return found[0] if found else None

    @property
    def winning_line(self) -> tuple[int, int, int] | None:
        """The three cells of the winner's line (the first, if there are two)."""
        found = find_line(self.cells)
        return found[1] if found else None

    @property
    def is_full(self) -> bool:
        return EMPTY not in self.cells

    @property
    def is_terminal(self) -> bool:
        """True when someone has a line or no cell is left."""
        return self.is_full or find_line(self.cells) is not None

    @property
    def outcome(self) -> str | None:
        """``'X'``, ``'O'``, ``'draw'``, or None while the game goes on."""
        return self.winner or ("draw" if self.is_full else None)

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
                f"move {cell} on {self.cells}: cell {cell} is taken by {self.cells[cell]}"
            )
        return Board(self.cells[:cell] + self.to_move + self.cells[cell + 1:])

    # -- showing it ---------------------------------------------------------------
    def __str__(self) -> str:
        """The board as a 3x3 grid for people."""
        rows = [" | ".join(ch if ch != EMPTY else " " for ch in self.cells[r:r + 3])
                for r in (0, 3, 6)]
        return "\n---------\n".join(rows)

    def __repr__(self) -> str:
        return f"Board({self.cells!r})"

    def rows(self) -> str:
        """Compact one-line form with rows split by '/': ``O.X/X.X/.OO``."""
        return "/".join(self.cells[r:r + 3] for r in (0, 3, 6))

    def _repr_svg_(self) -> str:
        from .render import board_svg  # lazily: the model imports nothing heavy

        return board_svg(self)
