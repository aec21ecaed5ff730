"""The games minimax-viz can search: the protocol (:class:`Game`) and its implementations.

>>> get_game("tictactoe") is TICTACTOE
True
"""

from __future__ import annotations

from ..errors import InvalidOptionError
from .base import Game, Outcome
from .tictactoe import TICTACTOE, Board, TicTacToe

__all__ = ["GAMES", "TICTACTOE", "Board", "Game", "Outcome", "TicTacToe", "get_game"]

#: The games known by name (for the command line and for trace files).
GAMES: dict[str, Game] = {TICTACTOE.name: TICTACTOE}


def get_game(game: str | Game | None) -> Game:
    """A game by name (None: Tic-Tac-Toe), or the game itself."""
    if game is None:
        return TICTACTOE
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and game in GAMES:
        return GAMES[game]
    raise InvalidOptionError(f"unknown game {str(game)[:80]!r}; choose one of {', '.join(GAMES)}")
