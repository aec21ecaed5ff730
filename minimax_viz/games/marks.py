"""What every game of X and O marks taking turns shares (Tic-Tac-Toe, Connect Four):
X moves first, so the counts of marks say whose turn it is and which boards can arise.

>>> side_to_move("XO.X....."), count_marks("XXO", "board 'XXO'")
('O', (2, 1))
"""

from __future__ import annotations

from ..errors import InvalidBoardError


def side_to_move(cells: str) -> str:
    """X when the marks are even, else O."""
    return "X" if cells.count("X") == cells.count("O") else "O"


def count_marks(cells: str, shown: str) -> tuple[int, int]:
    """The X and O counts; InvalidBoardError (naming ``shown``) when X did not move first."""
    xs, os_ = cells.count("X"), cells.count("O")
    if xs not in (os_, os_ + 1):
        raise InvalidBoardError(
            f"{shown} has {xs} X and {os_} O; X moves first, so X must equal O or O + 1")
    return xs, os_
