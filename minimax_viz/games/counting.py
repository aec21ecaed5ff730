"""How big a game tree is, counted from the rules alone (no search, no recording).

:func:`count_tree` counts the move sequences from a position, depth by depth,
and the different positions they reach. With the game's own moves (which stop
at a win) that is one sequence per call of a plain minimax: 549,946 from the
empty Tic-Tac-Toe board. The Ruby article (seed 002) builds its tree with
:func:`placements` instead, every empty cell even after a win, and so holds
986,410 game states.

This is not :meth:`CallTree.calls_per_depth <minimax_viz.record.CallTree.calls_per_depth>`
again: that one reads a recorded search, and gives the same numbers for the game's own
moves (``tests/test_fidelity.py`` checks it); this one records nothing, reuses each
position's counts (a blink for the 549,946 sequences a search takes seconds to record),
and counts trees no search makes, such as :func:`placements`.

>>> from minimax_viz.games import TICTACTOE
>>> count_tree(TICTACTOE, "O.XX.X.OO").per_depth  # the tutorial's 9 calls
(1, 3, 4, 1)
>>> count_tree(TICTACTOE, "O.XX.X.OO", placements).per_depth  # on after a win
(1, 3, 6, 6)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .base import Game


@dataclass(frozen=True)
class TreeCount:
    """The size of a game tree: sequences of each length, and positions reached."""

    per_depth: tuple[int, ...]   # per_depth[d]: sequences of d moves (one node each)
    positions: int               # different positions among those nodes

    @property
    def nodes(self) -> int:
        return sum(self.per_depth)


def placements(position: str) -> tuple[int, ...]:
    """The empty cells of the Tic-Tac-Toe board ``position``, whether or not the game is
    over."""
    return tuple(i for i, cell in enumerate(position) if cell == ".")


def count_tree(game: Game, position: Any = None,
               moves: Callable[[Any], Iterable[int]] | None = None) -> TreeCount:
    """Count the tree below ``position`` (default: the start) when ``moves`` lists each
    position's moves (default: the game's, which end at a finished game).

    Each position is counted once and its counts reused, so this takes a blink even
    for a million nodes; the result is the same as walking every sequence.
    """
    moves_of = moves or game.moves
    seen: dict[Any, tuple[int, ...]] = {}

    def below(here: Any) -> tuple[int, ...]:
        found = seen.get(here)
        if found is None:
            totals = [1]
            for move in moves_of(here):
                for depth, count in enumerate(below(game.play(here, move)), start=1):
                    if depth == len(totals):
                        totals.append(0)
                    totals[depth] += count
            found = seen[here] = tuple(totals)
        return found

    per_depth = below(game.start() if position is None else position)
    return TreeCount(per_depth, len(seen))
