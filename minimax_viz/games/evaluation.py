"""Evaluation functions that line games share: count the lines each side can still complete.

A line (three in a row in Tic-Tac-Toe, a window of four in Connect Four) is
*open* for a player while the opponent has no mark on it: the player could
still fill it. The evaluation is the player's open lines minus the
opponent's. Lines nobody has touched count for both and cancel, so the empty
board scores 0; every mark opens nothing new for its owner but closes the
lines through it for the opponent.

>>> LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
>>> open_lines("....X....", LINES, "X"), open_lines("....X....", LINES, "O")
(8, 4)
>>> open_lines_score("....X....", LINES, "X", "O")
4
"""

from __future__ import annotations

from collections.abc import Sequence

from .exact import signed


def open_lines(cells: str, lines: Sequence[Sequence[int]], player: str) -> int:
    """How many ``lines`` hold no mark of anybody but ``player`` (``.`` is empty)."""
    return sum(1 for line in lines if all(cells[i] in (player, ".") for i in line))


def open_lines_score(cells: str, lines: Sequence[Sequence[int]], player: str,
                     opponent: str) -> int:
    """``player``'s open lines minus ``opponent``'s: above 0, ``player`` has more chances."""
    return open_lines(cells, lines, player) - open_lines(cells, lines, opponent)


def open_lines_text(cells: str, lines: Sequence[Sequence[int]], player: str, opponent: str,
                    line_word: str = "lines") -> str:
    """The evaluation in words: ``"X has 8 open lines, O has 4: 8 - 4 = +4"``."""
    mine, theirs = open_lines(cells, lines, player), open_lines(cells, lines, opponent)
    diff = signed(mine - theirs)
    word = line_word[:-1] if mine == 1 and line_word.endswith("s") else line_word
    return f"{player} has {mine} open {word}, {opponent} has {theirs}: {mine} - {theirs} = {diff}"
