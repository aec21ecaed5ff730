"""An independent one-pile Nim solver, sharing nothing with the package.

A pile is lost for the side to move exactly when every take leaves a pile the other
side wins; an empty pile is lost when the last take wins, and won when it loses.
For takes 1-3 and the last take winning, the lost piles are the multiples of 4.
"""

from __future__ import annotations

from functools import cache

TAKES = (1, 2, 3)


def mover_wins(stones: int, takes: tuple[int, ...] = TAKES, last_wins: bool = True) -> bool:
    """Can the side to move force a win?"""
    @cache
    def wins(n: int) -> bool:
        if n == 0:
            return not last_wins
        return any(not wins(n - t) for t in takes if t <= n)

    return wins(stones)


def winning_takes(stones: int, takes: tuple[int, ...] = TAKES, last_wins: bool = True) -> list[int]:
    """The takes that leave the other side a lost pile, smallest first."""
    return [t for t in takes if t <= stones and not mover_wins(stones - t, takes, last_wins)]


def plain_calls(stones: int, takes: tuple[int, ...] = TAKES) -> int:
    """Calls of plain minimax on a pile (the last take wins, so an empty pile is a leaf)."""
    return 1 + sum(plain_calls(stones - t, takes) for t in takes if t <= stones)
