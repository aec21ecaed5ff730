"""A Tic-Tac-Toe match of a person against the minimax AI, with no input or output in it.

:class:`Match` holds the board, the person's side and the search options. The
terminal game (:mod:`minimax_viz.lessons.terminal`) and the Jupyter play widget
are thin front ends over it: they ask it whose turn it is, pass the person's
cell to :meth:`Match.human_move`, and show what :meth:`Match.ai_move` returns
(the cell, the score of every root move and, on request, the call tree).

X always moves first, so when the person plays O the AI opens.

>>> game = Match(human="O", board="O.XX.X.OO")
>>> reply = game.ai_move()
>>> reply.cell, reply.solution.scores
(4, {1: -10, 4: 10, 6: -10})
>>> game.result, game.winner, game.winning_line
('ai', 'X', (3, 4, 5))
>>> game.reason
'X wins with 3-4-5'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from ..api import Solution, solve, trace
from ..errors import IllegalMoveError, InvalidOptionError
from ..games.tictactoe import PLAYERS, TICTACTOE, Board
from ..record import CallTree
from ..search import SearchOptions


@dataclass(frozen=True)
class AIMove:
    """What the AI played and why: its cell, every root move's score, maybe its calls."""

    cell: int
    player: str
    solution: Solution
    tree: CallTree | None = None

    @property
    def scores(self) -> dict[int, int]:
        """The score of each root move, from the AI's side (it is the maximizer)."""
        return self.solution.scores


@lru_cache(maxsize=16384)
def _solution(cells: str, options: SearchOptions) -> Solution:
    """The AI's answer for a position (deterministic, so cached across games)."""
    return solve(Board(cells), scoring=options.scoring, pruning=options.pruning,
                 order=options.order, memo=options.memo)


def _trace(board: Board, options: SearchOptions) -> CallTree:
    return trace(board, scoring=options.scoring, pruning=options.pruning,
                 order=options.order, memo=options.memo)


def best_reply(board: Board, options: SearchOptions) -> Solution:
    """The AI's :class:`Solution` for ``board`` (a fresh copy of a cached one)."""
    cached = _solution(board.cells, options)
    return replace(cached, scores=dict(cached.scores))


class Match:
    """A person against the AI: the board, the person's side, whose turn it is.

    The AI searches with ``memo=True`` by default: it picks the same move as the
    plain search (first best in move order), only faster. ``board`` sets a
    starting position other than the empty board; :meth:`new_game` returns to it.
    """

    def __init__(self, human: str = "X", *, scoring: str = "article",
                 pruning: str | None = None, order: object = None, memo: bool = True,
                 board: Board | str | None = None) -> None:
        self.human = _check_side(human)
        self.options = SearchOptions.make(scoring, pruning, order, memo)
        self.start = Board() if board is None else Board.parse(board)
        if self.start.is_terminal:
            raise InvalidOptionError(
                f"board {self.start.cells!r} is a finished game ({self.start.outcome});"
                " start from a position still in play")
        self.board = self.start
        self.history: list[int] = []
        self.last_ai_move: AIMove | None = None

    def __repr__(self) -> str:
        return (f"<Match human={self.human} board={self.board.cells!r} "
                f"scoring={self.options.scoring!r} pruning={self.options.pruning!r}>")

    # -- the state -------------------------------------------------------------------
    @property
    def ai(self) -> str:
        """The AI's side: the one the person does not play."""
        return TICTACTOE.other(self.human)

    @property
    def to_move(self) -> str:
        return self.board.to_move

    @property
    def is_over(self) -> bool:
        return self.board.is_terminal

    @property
    def is_human_turn(self) -> bool:
        return not self.is_over and self.to_move == self.human

    @property
    def is_ai_turn(self) -> bool:
        return not self.is_over and self.to_move == self.ai

    @property
    def free_cells(self) -> tuple[int, ...]:
        """The cells still open to play, in index order."""
        return self.board.moves

    @property
    def outcome(self) -> str | None:
        """``'X'``, ``'O'``, ``'draw'``, or None while the game goes on."""
        return self.board.outcome

    @property
    def winner(self) -> str | None:
        return self.board.winner

    @property
    def winning_line(self) -> tuple[int, int, int] | None:
        return self.board.winning_line

    @property
    def reason(self) -> str | None:
        """Why the game ended, in the game's words (``"X wins with 3-4-5"``), else None."""
        found = TICTACTOE.outcome(self.board.cells)
        return found.reason if found else None

    @property
    def result(self) -> str | None:
        """``'human'``, ``'ai'`` or ``'draw'`` once the game is over, else None."""
        outcome = self.outcome
        if outcome is None or outcome == "draw":
            return outcome
        return "human" if outcome == self.human else "ai"

    # -- moves -------------------------------------------------------------------------
    def human_move(self, cell: int) -> Board:
        """Play the person's ``cell``; IllegalMoveError says why a cell is refused."""
        if isinstance(cell, bool) or not isinstance(cell, int):
            raise IllegalMoveError(f"cell {cell!r} is not a number 0 to 8")
        if not 0 <= cell <= 8:
            raise IllegalMoveError(f"cell {cell} is not on the board: cells are 0 to 8")
        self._check_turn(self.human, "your")
        if self.board.cells[cell] != ".":
            raise IllegalMoveError(f"cell {cell} is taken by {self.board.cells[cell]}")
        return self._play(cell)

    def ai_move(self, with_tree: bool = False) -> AIMove:
        """Let the AI play its best move; ``with_tree`` also records its CallTree."""
        self._check_turn(self.ai, "the AI's")
        solution = best_reply(self.board, self.options)
        assert solution.move is not None  # the game is not over, so there is a move
        tree = _trace(self.board, self.options) if with_tree else None
        move = AIMove(solution.move, self.ai, solution, tree)
        self._play(solution.move)
        self.last_ai_move = move
        return move

    def new_game(self, human: str | None = None) -> None:
        """Start again from the starting board, optionally with the person on ``human``."""
        if human is not None:
            self.human = _check_side(human)
        self.board = self.start
        self.history = []
        self.last_ai_move = None

    # -- helpers ---------------------------------------------------------------------------
    def _check_turn(self, side: str, whose: str) -> None:
        if self.is_over:
            raise IllegalMoveError(f"the game is over ({self.board.cells}): start a new game")
        if self.to_move != side:
            raise IllegalMoveError(
                f"it is not {whose} turn: {self.to_move} is to move on {self.board.cells}")

    def _play(self, cell: int) -> Board:
        self.board = self.board.play(cell)
        self.history.append(cell)
        return self.board


def _check_side(side: str) -> str:
    if not isinstance(side, str) or side.upper() not in PLAYERS:
        raise InvalidOptionError(f"side {side!r} is not X or O")
    return side.upper()
