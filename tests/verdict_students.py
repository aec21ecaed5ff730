"""Students' minimax functions in every form the verdict recognises, correct or with one bug.

:func:`student` writes one search the way students do: a list board of ``X``, ``O``
and ``.``, the player to move, the depth, an alpha-beta window; values for the root's
mover, for one fixed side, or negamax values; a scoring of their own; moves in an
order of their own (index, reversed, centre first, or shuffled at every call).
:data:`BUGS` are single mutations of it, each a mistake real students make.
The search recurses through ``box[0]``, which :func:`run` points at the recorded
function, so one factory serves every form.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import minimax_viz as mv

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
DIAGONALS = LINES[6:]

#: Scorings of a finished game: ``(worth, depth, empty cells) -> value``, worth +1 / 0 / -1
#: for the side the value is for.
SCORINGS: dict[str, Callable[[int, int, int], float]] = {
    "unit": lambda w, d, e: w,
    "ten": lambda w, d, e: 10 * w,
    "depth": lambda w, d, e: (10 - d) * w,
    "empties": lambda w, d, e: (1 + e) * w,
    "inf": lambda w, d, e: w * math.inf if w else 0,
    "constants": lambda w, d, e: {1: 7, 0: 2, -1: -5}[w],
}
ORDERS = ("index", "reversed", "centre", "shuffled")
FRAMES = ("root", "X", "O", "negamax")
PRUNINGS = ("none", ">=", ">")
BUGS = ("swap", "restore", "sign", "draw first", "rows and columns", "driver")
CENTRE = (4, 0, 2, 6, 8, 1, 3, 5, 7)


@dataclass(frozen=True)
class Spec:
    """One student: its form, and the one bug it has (None: correct)."""

    frame: str = "root"
    pruning: str = "none"
    scoring: str = "ten"
    order: str = "index"
    hard: bool = False          # fail-hard alpha-beta: values clamped to the window
    bug: str | None = None
    bug_depth: int = 1          # the depth where a "swap", "restore" or "sign" bug acts
    seed: int = 0


def other(player: str) -> str:
    return "O" if player == "X" else "X"


def winner(board: list[str], lines: list[tuple[int, int, int]] = LINES) -> str | None:
    for a, b, c in lines:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def student(spec: Spec, root: str) -> tuple[Callable[..., Any], list[Any]]:
    """The search ``spec`` describes for a game with ``root`` to move, and its ``box``."""
    box: list[Any] = []
    shuffle = random.Random(spec.seed).shuffle
    side = root if spec.frame == "root" else spec.frame
    score = SCORINGS[spec.scoring]
    lines = DIAGONALS if spec.bug == "rows and columns" else LINES

    def ordered(board: list[str]) -> list[int]:
        moves = [i for i, cell in enumerate(board) if cell == "."]
        if spec.order == "reversed":
            return moves[::-1]
        if spec.order == "centre":
            return [i for i in CENTRE if board[i] == "."]
        if spec.order == "shuffled":
            shuffle(moves)
        return moves

    def cut(alpha: float, beta: float) -> bool:
        return spec.pruning == ">=" and alpha >= beta or spec.pruning == ">" and alpha > beta

    def finished(board: list[str], player: str, depth: int) -> float | None:
        """The value of a finished game (None: it goes on)."""
        mine = player if spec.frame == "negamax" else side
        if spec.bug == "draw first" and "." not in board:
            return score(0, depth, 0)
        won = winner(board, lines)
        if won is None and "." in board:
            return None
        worth = 0 if won is None else 1 if won == mine else -1
        if spec.bug == "sign" and depth == spec.bug_depth and spec.frame != "negamax":
            worth = -worth
        return score(worth, depth, board.count("."))

    def search(board: list[str], player: str, depth: int, alpha: float, beta: float) -> float:
        value = finished(board, player, depth)
        if value is not None:
            return value
        window = (alpha, beta)
        negamax = spec.frame == "negamax"
        maximizing = negamax or player == side
        if spec.bug == "swap" and depth == spec.bug_depth:
            maximizing = not maximizing
        best = -math.inf if maximizing else math.inf
        for move in ordered(board):
            board[move] = player
            if negamax:
                found = box[0](board, other(player), depth + 1, -beta, -alpha)
                found = found if spec.bug == "sign" and depth == spec.bug_depth else -found
            else:
                found = box[0](board, other(player), depth + 1, alpha, beta)
            if not (spec.bug == "restore" and depth == spec.bug_depth):
                board[move] = "."
            best = max(best, found) if maximizing else min(best, found)
            if spec.pruning != "none":
                alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
            if cut(alpha, beta):
                break
        return max(window[0], min(window[1], best)) if spec.hard else best

    return search, box


def driver_student(root: str) -> tuple[Callable[..., Any], list[Any]]:
    """A CS50-style search that reads whose turn it is from the board and is told only
    whether to maximise; its driver calls the wrong side's search for the root's moves."""
    box: list[Any] = []

    def search(board: list[str], maximizing: bool, depth: int) -> int:
        won = winner(board)
        if won is not None or "." not in board:
            return 0 if won is None else 1 if won == root else -1
        player = "X" if board.count("X") == board.count("O") else "O"
        scores: list[int] = []
        for move in [i for i, cell in enumerate(board) if cell == "."]:
            board[move] = player
            again = maximizing if depth == 0 else not maximizing  # the driver's mistake
            scores.append(box[0](board, again, depth + 1))
            board[move] = "."
        return max(scores) if maximizing else min(scores)

    return search, box


def run(function: Callable[..., Any], box: list[Any], board: str,
        window: bool = True) -> mv.comparison.Comparison:
    """``minimax_viz.compare`` of a student from this module on ``board``."""
    root = "X" if board.count("X") == board.count("O") else "O"

    def call(recorded: Callable[..., Any]) -> object:
        box[:] = [recorded]
        if window:
            return recorded(list(board), root, 0, -math.inf, math.inf)
        return recorded(list(board), True, 0)

    return mv.compare(function, board, call=call)


def judged(spec: Spec, board: str) -> mv.comparison.Comparison:
    root = "X" if board.count("X") == board.count("O") else "O"
    function, box = student(spec, root)
    return run(function, box, board)


#: A student whose board is numbers (X is 1, O is -1, an empty cell 0), values for X: as a
#: file's text for ``check`` and as a function for ``compare``.
NUMBERS_SOURCE = """
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def numbers_minimax(cells, turn):
    for a, b, c in LINES:
        if cells[a] != 0 and cells[a] == cells[b] == cells[c]:
            return cells[a]
    if 0 not in cells:
        return 0
    scores = []
    for i in range(9):
        if cells[i] == 0:
            cells[i] = turn
            scores.append(numbers_minimax(cells, -turn))
            cells[i] = 0
    return max(scores) if turn == 1 else min(scores)
"""


def numbers_student() -> Callable[..., Any]:
    """:data:`NUMBERS_SOURCE`'s function, in a namespace of its own."""
    namespace: dict[str, Any] = {}
    exec(compile(NUMBERS_SOURCE, "<numbers student>", "exec"), namespace)  # noqa: S102 - ours
    return namespace["numbers_minimax"]  # type: ignore[no-any-return]


def crashing(board: list[Any], player: str) -> int:
    """A student's search that raises two moves before the end (a fault in the file)."""
    empty = [cell for cell in board if cell not in ("X", "O")]
    if len(empty) < 2:
        raise KeyError("score")
    other = "O" if player == "X" else "X"
    return max(crashing([*board[:i], player, *board[i + 1:]], other) for i in empty)
