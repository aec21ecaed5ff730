"""The value people use for a Tic-Tac-Toe position: :class:`Board`.

It wraps the 9-character text the search uses, parses every notation
(:mod:`.tictactoe`), checks the position can arise in a game, and answers
questions about it through the game's rules.

>>> b = Board.parse("O.X / X.X / .OO")
>>> b
Board('O.XX.X.OO')
>>> b.to_move, b.moves
('X', (1, 4, 6))
>>> b.play(4).winner, b.play(4).winning_line
('X', (3, 4, 5))
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import IllegalMoveError, InvalidBoardError, is_whole, quote
from .tictactoe import EMPTY, INDEX_ORDER, TICTACTOE, check_legal, rows, winning_lines

__all__ = ["SYMMETRIES", "Board"]


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


@dataclass(frozen=True)
class Board:
    """A legal Tic-Tac-Toe position: 9 cells of ``X``, ``O`` or ``.``."""

    cells: str = EMPTY * 9

    def __post_init__(self) -> None:
        if not isinstance(self.cells, str) or len(self.cells) != 9 or set(self.cells) - set("XO."):
            raise InvalidBoardError(
                f"board {quote(self.cells)} is not 9 characters of X, O and '.';"
                " use Board.parse() for other notations")
        check_legal(self.cells, self.cells)

    @classmethod
    def parse(cls, text: object) -> Board:
        """Read a board from any accepted notation: ``text`` (a :class:`Board` comes back as
        it is).

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
        if not is_whole(cell) or not 0 <= cell <= 8:
            raise IllegalMoveError(f"move {quote(cell)} is not a cell 0..8 (board {self.cells})")
        if self.is_terminal:
            raise IllegalMoveError(f"move {cell} on {self.cells}: the game is over")
        if self.cells[cell] != EMPTY:
            raise IllegalMoveError(
                f"move {cell} on {self.cells}: cell {cell} is taken by {self.cells[cell]}")
        return Board(TICTACTOE.play(self.cells, cell))

    # -- showing it ---------------------------------------------------------------
    def __str__(self) -> str:
        """The board as a 3x3 grid for people."""
        return TICTACTOE.pictures.text(self.cells)

    def __repr__(self) -> str:
        return f"Board({self.cells!r})"

    def rows(self) -> str:
        """Compact one-line form with rows split by '/': ``O.X/X.X/.OO``."""
        return rows(self.cells)

    def _repr_svg_(self) -> str:
        return TICTACTOE.pictures.svg(self.cells)
