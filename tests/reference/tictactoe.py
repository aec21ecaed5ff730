"""An independent Tic-Tac-Toe solver for the exhaustive tests.

Written from scratch on purpose: it shares no code with ``minimax_viz``. A
position is a tuple of nine ints (+1 for X, -1 for O, 0 for empty) and is solved
by memoised negamax. For every position it gives the game-theoretic value for
the side to move and the number of plies to the end of the game when both sides
win as fast and lose as slowly as they can. The seeds' own searches are here too,
as their articles write them: the PHP article's depth scoring, the Ruby article's
tree of placements, and a call counter for the gallery's students. Only the text form of a board
(``X``, ``O``, ``.``; cells 0..8 row by row) is shared with the project.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import NamedTuple

Cells = tuple[int, ...]
MARK = {"X": 1, "O": -1, ".": 0}
TEXT = {1: "X", -1: "O", 0: "."}

ROWS = [tuple(range(r, r + 3)) for r in (0, 3, 6)]
COLUMNS = [tuple(range(c, 9, 3)) for c in range(3)]
DIAGONALS = [(0, 4, 8), (2, 4, 6)]
TRIPLES = ROWS + COLUMNS + DIAGONALS


class Verdict(NamedTuple):
    """The result of perfect play, seen by the side to move."""

    value: int  # +1 win, 0 draw, -1 loss
    plies: int  # moves left until the game ends (fastest win, slowest loss)

    def rank(self) -> tuple[int, int]:
        """Bigger is better for the side to move: win soon, lose late."""
        return (self.value, -self.plies if self.value > 0 else self.plies)


def encode(text: str) -> Cells:
    return tuple(MARK[ch] for ch in text)


def decode(cells: Cells) -> str:
    return "".join(TEXT[v] for v in cells)


def mover(cells: Cells) -> int:
    """+1 (X) when the board has as many X as O, else -1 (O)."""
    return 1 if sum(cells) == 0 else -1


def line_owner(cells: Cells) -> int:
    """+1 or -1 if that side has three in a row, else 0."""
    for triple in TRIPLES:
        total = sum(cells[i] for i in triple)
        if abs(total) == 3:
            return total // 3
    return 0


def game_over(cells: Cells) -> bool:
    return line_owner(cells) != 0 or 0 not in cells


def after(cells: Cells, cell: int) -> Cells:
    return cells[:cell] + (mover(cells),) + cells[cell + 1:]


@cache
def verdict(cells: Cells) -> Verdict:
    """Negamax: the value of ``cells`` for the side to move, and plies to the end."""
    owner = line_owner(cells)
    if owner:  # the side that just moved made the line: the side to move has lost
        return Verdict(owner * mover(cells), 0)
    if 0 not in cells:
        return Verdict(0, 0)
    return max((reply(cells, cell) for cell in range(9) if cells[cell] == 0),
               key=Verdict.rank)


def reply(cells: Cells, cell: int) -> Verdict:
    """The verdict for the side to move if it plays ``cell``."""
    child = verdict(after(cells, cell))
    return Verdict(-child.value, child.plies + 1)


# -- the text-level interface the tests use ------------------------------------------------
def solve(text: str) -> Verdict:
    """The verdict of a board written as 9 characters of X, O and '.'.

    >>> solve("O.XX.X.OO")
    Verdict(value=1, plies=1)
    >>> solve(".........")
    Verdict(value=0, plies=9)
    """
    return verdict(encode(text))


def move_verdicts(text: str) -> dict[int, Verdict]:
    """Each legal move's verdict for the side to move, in index order."""
    cells = encode(text)
    return {cell: reply(cells, cell) for cell in range(9) if cells[cell] == 0}


def optimal_moves(text: str) -> set[int]:
    """The moves that keep the game-theoretic value."""
    best = solve(text).value
    return {m for m, v in move_verdicts(text).items() if v.value == best}


def fastest_moves(text: str) -> set[int]:
    """The optimal moves that also win soonest or lose latest."""
    best = solve(text).rank()
    return {m for m, v in move_verdicts(text).items() if v.rank() == best}


def project_score(verdict: Verdict, scoring: str) -> int:
    """What the project's search must score a game with this verdict, at depth 0.

    ``article`` is +10 / -10 / 0, ``unit`` +1 / -1 / 0 and ``depth`` 10 - plies for a
    win, plies - 10 for a loss, 0 for a draw.
    """
    if scoring == "article":
        return 10 * verdict.value
    if scoring == "unit":
        return verdict.value
    if scoring == "depth":
        return verdict.value * (10 - verdict.plies)
    raise ValueError(f"no scoring {scoring!r}")


def is_over(text: str) -> bool:
    return game_over(encode(text))


def winner(text: str) -> str | None:
    """``X`` or ``O`` when that side has three in a row, else None."""
    return {1: "X", -1: "O", 0: None}[line_owner(encode(text))]


def to_move(text: str) -> str:
    """``X`` when the board has as many X as O, else ``O``."""
    return TEXT[mover(encode(text))]


def children(text: str) -> list[tuple[int, str]]:
    """Each empty cell and the board after the side to move plays there, in index order."""
    cells = encode(text)
    return [(cell, decode(after(cells, cell))) for cell in range(9) if cells[cell] == 0]


def open_lines(text: str, player: str) -> int:
    """The rows, columns and diagonals holding none of the other side's marks."""
    theirs = -MARK[player]
    return sum(all(encode(text)[i] != theirs for i in triple) for triple in TRIPLES)


def limited(text: str, limit: int) -> tuple[int, int]:
    """(value, calls) of plain minimax stopped ``limit`` plies down, for the side to move.

    A finished game scores +10 / -10 / 0 (the article's scoring); a position at the limit
    scores the side to move's open lines minus the other side's, clamped to -9..+9.
    """
    me = to_move(text)
    other = "O" if me == "X" else "X"

    @cache
    def value(board: str, depth: int) -> tuple[int, int]:
        won = winner(board)
        if won:
            return (10 if won == me else -10), 1
        if "." not in board:
            return 0, 1
        if depth == limit:
            return max(-9, min(9, open_lines(board, me) - open_lines(board, other))), 1
        results = [value(child, depth + 1) for _, child in children(board)]
        scores = [v for v, _ in results]
        best = max(scores) if to_move(board) == me else min(scores)
        return best, 1 + sum(n for _, n in results)

    return value(text, 0)


def reachable_positions() -> list[str]:
    """Every board reachable from the empty one (X first, play stops at a win)."""
    seen = {(0,) * 9}
    frontier = [(0,) * 9]
    while frontier:
        cells = frontier.pop()
        if game_over(cells):
            continue
        for cell in range(9):
            if cells[cell] == 0:
                child = after(cells, cell)
                if child not in seen:
                    seen.add(child)
                    frontier.append(child)
    return sorted(decode(cells) for cells in seen)


def symmetry_classes(texts: list[str]) -> int:
    """How many of ``texts`` differ up to rotation and reflection."""
    rotate = (6, 3, 0, 7, 4, 1, 8, 5, 2)
    mirror = (2, 1, 0, 5, 4, 3, 8, 7, 6)
    classes = set()
    for text in texts:
        images = []
        for flip in (False, True):
            image = "".join(text[i] for i in mirror) if flip else text
            for _ in range(4):
                images.append(image)
                image = "".join(image[i] for i in rotate)
        classes.add(min(images))
    return len(classes)


# -- the seeds' own searches, as their articles write them -------------------------------------
@cache
def php_minimax(text: str, depth: int, ai: str) -> int:
    """The PHP article's ``minimax``: 10 - depth / depth - 10 / 0, depth 0 after the AI's move."""
    won = winner(text)
    if won is not None:
        return 10 - depth if won == ai else depth - 10
    if "." not in text:
        return 0
    scores = [php_minimax(child, depth + 1, ai) for _, child in children(text)]
    return max(scores) if to_move(text) == ai else min(scores)


def php_find_best_move(text: str) -> tuple[int | None, dict[int, int]]:
    """The PHP article's ``findBestMove``: row by row, a strictly better score replaces."""
    ai, best, move, scores = to_move(text), -math.inf, None, {}
    for cell, child in children(text):
        scores[cell] = php_minimax(child, 0, ai)
        if scores[cell] > best:
            best, move = scores[cell], cell
    return move, scores


def placement_sequences(text: str = ".........") -> int:
    """The Ruby article's GameTree: one state per sequence of placements, wins or not."""
    empty = text.count(".")
    return sum(math.perm(empty, d) for d in range(empty + 1))


def calls_per_depth(text: str) -> list[int]:
    """How many calls plain minimax makes at each depth from ``text``: a depth-d call has d
    moves played, none of the first d - 1 ending the game."""
    counts = [0] * 10
    stack = [(text, 0)]
    while stack:
        here, depth = stack.pop()
        counts[depth] += 1
        if not is_over(here):
            stack += [(child, depth + 1) for _, child in children(here)]
    return [n for n in counts if n]


def counted_calls(text: str, scoring: str, root: str,
                  prune: Callable[[float, float], bool] | None = None) -> int:
    """The calls a correct search makes from ``text`` for the side to move (win/loss 1, or
    ``scoring="depth"``: 10 - depth), from one root call (``root="call"``) or one per root
    move (``"moves"``), stopping a call's moves once ``prune(alpha, beta)``."""
    me = to_move(text)

    def score(board: str, depth: int) -> float:
        won = winner(board)
        size = 10 - depth if scoring == "depth" else 1
        return 0 if won is None else (size if won == me else -size)

    def search(board: str, depth: int, alpha: float, beta: float) -> tuple[float, int]:
        if is_over(board):
            return score(board, depth), 1
        maximizing, calls = to_move(board) == me, 1
        best = -math.inf if maximizing else math.inf
        for _, child in children(board):
            got, made = search(child, depth + 1, alpha, beta)
            calls += made
            if maximizing:
                best, alpha = max(best, got), max(alpha, got)
            else:
                best, beta = min(best, got), min(beta, got)
            if prune is not None and prune(alpha, beta):
                break
        return best, calls

    if root == "moves":
        return sum(search(child, 1, -math.inf, math.inf)[1] for _, child in children(text))
    return search(text, 0, -math.inf, math.inf)[1]
