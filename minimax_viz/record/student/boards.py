"""What the recorder learns about the boards a student's function passes, kept across runs.

The same boards come back in every run and many times within one, so the
reader keeps the move that leads from one board to another (by the pair) and
each board's outcome code in plain dicts (:class:`BoardFacts`, one a
:class:`~.read.ValueReader`), read over whole columns with ``map`` and filled, all
at once, only with what a run brought new.
"""

from __future__ import annotations

from array import array
from typing import Any

from ...games import Game
from ..recorder import outcome_code


def clear_move(game: Game, above: Any, below: Any) -> int | None:
    """The one move that turns ``above`` into ``below`` (None when no one move does)."""
    move, clear = move_between(game, above, below)
    return move if clear else None


def position_outcome_code(game: Game, position: Any) -> int:
    """The position's code in the recorder's outcome column."""
    return outcome_code(game.players, game.outcome(position))


def move_between(game: Game, above: Any, below: Any,
                 previous: Any = None) -> tuple[int | None, bool]:
    """The move that turns ``above`` into ``below``, and whether it was the only change;
    when several cells changed (a board not restored), the one the previous sibling's
    board did not have yet.

    >>> from minimax_viz.games import TICTACTOE
    >>> move_between(TICTACTOE, "O.XX.X.OO", "OXXX.X.OO"), move_between(
    ...     TICTACTOE, "O.XX.X.OO", "O.XXOXOOO", previous="O.XXOX.OO")
    ((1, True), (6, False))
    """
    changed = [i for i, (a, b) in enumerate(zip(above, below)) if a != b] if isinstance(
        above, str) and isinstance(below, str) and len(above) == len(below) else None
    legal = game.moves(above) if game.outcome(above) is None else ()
    # the one changed cell first: where moves are cells (Tic-Tac-Toe) it is the move
    if changed and len(changed) == 1 and changed[0] in legal and \
            game.play(above, changed[0]) == below:
        return changed[0], True
    for move in legal:
        if game.play(above, move) == below:
            return move, True
    if changed is None:
        return None, False
    if len(changed) == 1:
        return changed[0], True
    if len(changed) > 1 and isinstance(previous, str) and len(previous) == len(below):
        changed = [i for i in changed if previous[i] != below[i]] or changed
    return (changed[-1] if changed else None), False


class BoardFacts:
    """What a recording learns about the positions its runs pass, kept across runs: the
    one move between two of them (None: none), by the pair, and each one's outcome code."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.moves_seen: dict[tuple[Any, Any], int | None] = {}
        self.outcomes_seen: dict[Any, int] = {}

    def moves_between(self, above: list[Any], below: list[Any]) -> list[int | None]:
        """The one move that turns each position of ``above`` into the one at the same
        place in ``below`` (None: no one move does), each pair worked out once: a run
        passes the same few thousand pairs hundreds of thousands of times."""
        seen = self.moves_seen
        try:
            return list(map(seen.__getitem__, zip(above, below)))
        except KeyError:  # pairs no earlier run passed: all of them worked out now
            for pair in set(zip(above, below)).difference(seen):
                seen[pair] = clear_move(self.game, *pair)
        return list(map(seen.__getitem__, zip(above, below)))

    def outcome_codes(self, positions: list[Any]) -> array[int]:
        """Each position's code in the recorder's outcome column, each position's worked
        out once."""
        seen = self.outcomes_seen
        try:  # codes 0 to 3, read as bytes: one pass in C
            return array("b", bytes(map(seen.__getitem__, positions)))
        except KeyError:  # positions no earlier run passed
            for position in set(positions).difference(seen):
                seen[position] = position_outcome_code(self.game, position)
        return array("b", bytes(map(seen.__getitem__, positions)))
