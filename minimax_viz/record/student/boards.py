"""What the recorder learns about the boards a student's function passes, kept across runs.

The same boards come back in every run and many times within one, so the move
that leads from one board to another and each board's outcome are worked out
once, when first asked for (a dictionary's ``__missing__``), and looked up in C
after that.
"""

from __future__ import annotations

from typing import Any

from ...games import Game


class MovesFrom(dict[Any, "int | None"]):
    """The moves from one board, keyed by the board each leads to; each is found when
    first asked for (None when no one move explains the change)."""

    def __init__(self, game: Game, above: Any) -> None:
        super().__init__()
        self.game, self.above = game, above

    def __missing__(self, below: Any) -> int | None:
        move, clear = move_between(self.game, self.above, below)
        found = self[below] = move if clear else None
        return found


class MovesBetween(dict[Any, MovesFrom]):
    """The moves from each position, keyed by the position."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def __missing__(self, above: Any) -> MovesFrom:
        found = self[above] = MovesFrom(self.game, above)
        return found


class OutcomeCodes(dict[Any, int]):
    """Each position's outcome code: 0 the game goes on, 1 and 2 a player won, 3 a draw."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.codes = {game.players[0]: 1, game.players[1]: 2, None: 3}

    def __missing__(self, position: Any) -> int:
        outcome = self.game.outcome(position)
        code = self[position] = 0 if outcome is None else self.codes[outcome.winner]
        return code


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
