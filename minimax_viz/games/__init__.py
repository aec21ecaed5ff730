"""The games minimax-viz can search: the protocol (:class:`Game`) and its implementations.

>>> get_game("tictactoe") is TICTACTOE
True
"""

from __future__ import annotations

from typing import Any

from ..errors import one_of
from .base import Game, Outcome
from .connect4 import CONNECT4, Connect4
from .counting import count_tree, placements
from .nim import NIM, Nim
from .parts import Evaluation, Pictures, PlayControls, StudentBoards
from .pig import PIG, PIG_OPENSPIEL, Pig, PigState
from .tictactoe import TICTACTOE, TicTacToe
from .tictactoe_board import Board
from .tree import TREE, TreeGame, TreeNode

__all__ = ["CONNECT4", "DEFAULT_GAME", "GAMES", "NIM", "PIG", "TICTACTOE", "TREE", "Board", "Connect4", "Evaluation", "Game",
           "Nim", "Outcome", "Pictures", "Pig", "PigState", "PlayControls", "StudentBoards", "TicTacToe", "TreeGame", "TreeNode", "count_tree", "get_game", "placements"]

#: The games known by name (for the command line and for trace files).
GAMES: dict[str, Game[Any]] = {TICTACTOE.name: TICTACTOE}
GAMES[TREE.name] = TREE  # textbook game trees (issue 9)
GAMES[NIM.name] = NIM  # one-pile Nim, take 1-3 (issue 9)
GAMES[CONNECT4.name] = CONNECT4  # Connect Four on 5 x 4, for depth limits (issue 9)
GAMES[PIG.name] = PIG  # Pig to 10 with one die: chance nodes in a game (issue 19)
GAMES[PIG_OPENSPIEL.name] = PIG_OPENSPIEL  # OpenSpiel's test: to 100 with a 3-sided die


#: The game searched unless told otherwise (``game=None``, the command line's ``--game``).
DEFAULT_GAME: Game[Any] = TICTACTOE


def get_game(game: str | Game[Any] | None) -> Game[Any]:
    """A game by name (None: :data:`DEFAULT_GAME`, Tic-Tac-Toe), or the game itself."""
    if game is None:
        return DEFAULT_GAME
    if isinstance(game, Game):
        return game
    return GAMES[one_of("game", game, GAMES)]

