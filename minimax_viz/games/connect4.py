"""Connect Four on a small board: drop a disc into a column; four in a row wins.

The board is 5 columns by 4 rows by default (:data:`CONNECT4`), small enough to
draw and to step through near the end, yet far too big to search from the
empty board without a depth limit: plain minimax would make 385,361,807,273
calls there (counted with a memo over its 3,100,379 unfinished positions).
Columns, rows and how many in a row win are options.

A position is the board as text, top row first, rows split by ``/`` (for
``Connect4(4, 3)``: ``"..../..../.XO."``); X moves first, so the side to move
follows from the counts, as in Tic-Tac-Toe. A move is a column number,
0 at the left. The evaluation counts open windows: a window (four cells in a
row, any direction) is open for a side while the other side has no disc in
it; X's open windows minus O's, from the player's side.

>>> game = Connect4(4, 3)
>>> game.moves(game.start()), game.format(game.play(game.start(), 1))
((0, 1, 2, 3), '..../..../.X..')
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property, lru_cache

from ..errors import InvalidBoardError, InvalidOptionError, quote
from .base import Game, Outcome
from .connect4_pictures import disc_svg, disc_table
from .evaluation import open_lines_score, open_lines_text
from .marks import count_marks, side_to_move
from .parts import Evaluation, Pictures, PlayControls, StudentBoards

EMPTY = "."
PLAYERS = ("X", "O")


def windows(columns: int, rows: int, connect: int) -> tuple[tuple[int, ...], ...]:
    """Every run of ``connect`` cells in a row (across, down, both diagonals) as cell indexes.

    >>> len(windows(5, 4, 4)), windows(4, 1, 4)
    (17, ((0, 1, 2, 3),))
    """
    found = []
    for r in range(rows):
        for c in range(columns):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (connect - 1), c + dc * (connect - 1)
                if 0 <= end_r < rows and 0 <= end_c < columns:
                    found.append(tuple((r + dr * i) * columns + c + dc * i
                                       for i in range(connect)))
    return tuple(found)


class Connect4(Game[str]):
    """Connect Four with ``columns`` x ``rows`` cells and ``connect`` in a row to win."""

    title, players = "Connect Four", PLAYERS

    def __init__(self, columns: int = 5, rows: int = 4, connect: int = 4) -> None:
        for what, value, low in (("columns", columns, 1), ("rows", rows, 1),
                                 ("connect", connect, 2)):
            if type(value) is not int or not low <= value <= 9:
                raise InvalidOptionError(f"Connect Four {what} {quote(value)} must be {low}..9")
        if connect > max(columns, rows):
            raise InvalidOptionError(f"Connect Four: {connect} in a row cannot fit on"
                                     f" {columns} x {rows}")
        self.columns, self.rows, self.connect = columns, rows, connect
        self.name = "connect4" if (columns, rows, connect) == (5, 4, 4) else \
            f"connect{connect}-{columns}x{rows}"
        self.title = f"Connect Four ({columns} x {rows})"
        self.windows = windows(columns, rows, connect)
        self._through = [tuple(w for w in self.windows if cell in w)
                         for cell in range(columns * rows)]
        #: Each position's outcome, worked out once (the last million kept).
        self._outcome = lru_cache(maxsize=1_000_000)(self._find_outcome)
        middle = (columns - 1) / 2
        centre = tuple(sorted(range(columns), key=lambda c: abs(c - middle)))
        #: ``centre``: the middle columns first, the way strong players look.
        self.named_orders: Mapping[str, tuple[int, ...]] = {"centre": centre, "center": centre}

    def __repr__(self) -> str:
        return f"Connect4(columns={self.columns}, rows={self.rows}, connect={self.connect})"

    # -- the rules ------------------------------------------------------------------------
    def start(self) -> str:
        return EMPTY * (self.columns * self.rows)

    def example(self) -> str:
        """Near the end, one winning move among losing ones: 15 calls (5 x 4 boards; the
        start, far too big to walk through, on other sizes)."""
        if (self.columns, self.rows, self.connect) != (5, 4, 4):
            return self.start()
        return self.parse(".XX../OOX../XOO.O/XXOOX")

    def parse(self, value: object) -> str:
        if not isinstance(value, str):
            raise InvalidBoardError(f"{self.title} board {quote(value)} is not text")
        cells = _cells(value)
        size = self.columns * self.rows
        shown = quote(value)
        if len(cells) != size or set(cells) - {"X", "O", EMPTY}:
            raise InvalidBoardError(f"{self.title} board {shown} must be {size} cells of X, O"
                                    f" and '.', {self.rows} rows of {self.columns}, top row first")
        for cell, mark in enumerate(cells[:-self.columns]):
            if mark != EMPTY and cells[cell + self.columns] == EMPTY:
                raise InvalidBoardError(f"{self.title} board {shown}: the disc in column"
                                        f" {cell % self.columns} floats over an empty cell")
        xs, os_ = count_marks(cells, f"{self.title} board {shown}")
        winners = {cells[w[0]] for w in self._lines(cells)}
        if len(winners) > 1 or winners == {"X"} and xs == os_ or winners == {"O"} and xs > os_:
            raise InvalidBoardError(f"{self.title} board {shown} cannot arise: play stops"
                                    " at the first line")
        return cells

    def format(self, position: str) -> str:
        return "/".join(position[r:r + self.columns]
                        for r in range(0, len(position), self.columns))

    def to_move(self, position: str) -> str:
        return side_to_move(position)

    def moves(self, position: str) -> tuple[int, ...]:
        if self.outcome(position) is not None:
            return ()
        return tuple(c for c in range(self.columns) if position[c] == EMPTY)

    def drop_cell(self, position: str, column: int) -> int:
        """The cell a disc dropped into ``column`` lands on (the lowest empty one)."""
        cell = column + self.columns * (self.rows - 1)
        while position[cell] != EMPTY:
            cell -= self.columns
        return cell

    def play(self, position: str, move: int) -> str:
        cell = self.drop_cell(position, move)
        return position[:cell] + self.to_move(position) + position[cell + 1:]

    def outcome(self, position: str) -> Outcome | None:
        return self._outcome(position)

    def _find_outcome(self, position: str) -> Outcome | None:
        lines = self._lines(position)
        if lines:
            winner = position[lines[0][0]]
            row = "four" if self.connect == 4 else str(self.connect)
            if any(position[line[0]] != winner for line in lines):  # a student's board
                return Outcome(winner, f"both sides have {row} in a row")
            return Outcome(winner, f"{winner} wins with {row} in a row")
        return None if EMPTY in position else Outcome(None, "draw: the board is full")

    def _lines(self, cells: str) -> list[tuple[int, ...]]:
        return [w for w in self.windows
                if cells[w[0]] != EMPTY and all(cells[i] == cells[w[0]] for i in w)]

    def all_moves(self) -> tuple[int, ...]:
        return tuple(range(self.columns))

    def line_cells(self, position: str) -> frozenset[int]:
        """The cells of every completed line of ``position``."""
        return frozenset(cell for line in self._lines(position) for cell in line)

    # -- the parts: open windows, any board shape a student's value shows, discs drawn ------
    @cached_property
    def evaluation(self) -> Connect4Evaluation:
        return Connect4Evaluation(self)

    @cached_property
    def student(self) -> Connect4StudentBoards:
        return Connect4StudentBoards(self)

    @cached_property
    def pictures(self) -> Connect4Pictures:
        return Connect4Pictures(self)

    @cached_property
    def controls(self) -> Connect4Controls:
        return Connect4Controls(self)


class Connect4Evaluation(Evaluation[str]):
    """Open windows for a side minus open windows for the other."""

    game: Connect4

    def score(self, position: str, player: str) -> int:
        return open_lines_score(position, self.game.windows, player, self.game.other(player))

    def explain(self, position: str, player: str) -> str:
        return open_lines_text(position, self.game.windows, player, self.game.other(player),
                               "windows")


class Connect4StudentBoards(StudentBoards[str]):
    """A student's board: the game's text, or any value the game can read."""

    game: Connect4

    def position(self, value: object) -> str | None:
        """A student's board: any cells of X, O and '.' in this shape, legal or not (a disc
        floating, both sides with a line); None for anything else."""
        if not isinstance(value, str):
            return super().position(value)
        cells = _cells(value)
        if len(cells) != self.game.columns * self.game.rows or set(cells) - {"X", "O", EMPTY}:
            return None
        return cells


class Connect4Pictures(Pictures[str]):
    """The grid of discs, the line and the last disc marked."""

    game: Connect4
    winning_lines = True

    def text(self, position: str) -> str:
        columns = self.game.columns
        rows = [" ".join(position[r:r + columns]) for r in range(0, len(position), columns)]
        return "\n".join([*rows, " ".join(map(str, range(columns)))])

    def move_text(self, player: str, move: int) -> str:
        return f"{player} drops in {move}"

    def svg(self, position: str, last_move: int | None = None, size: int = 120) -> str:
        game = self.game
        return disc_svg(position, game.columns, game.line_cells(position),
                        self._last_cell(position, last_move), size,
                        title=f"{game.format(position)}: {self.status(position)}")

    def dot_label(self, position: str, last_move: int | None, colours: Mapping[str, str]) -> str:
        return disc_table(position, self.game.columns, self.game.line_cells(position),
                          self._last_cell(position, last_move), colours)

    def _last_cell(self, position: str, column: int | None) -> int | None:
        """The cell of the disc just dropped into ``column`` (the top disc there)."""
        columns = self.game.columns
        if column is None or not 0 <= column < columns:
            return None
        for cell in range(column, len(position), columns):
            if position[cell] != EMPTY:
                return cell
        return None


class Connect4Controls(PlayControls[str]):
    """A person drops a disc in a column."""

    move_word, move_verb = "column", "drop in"


CONNECT4 = Connect4()


def _cells(text: str) -> str:
    """A board's text as its cells: row separators dropped, ``-`` and ``_`` read as empty."""
    cells = "".join(ch for ch in text if ch not in "/ \t\r\n|").upper()
    return "".join(EMPTY if ch in "-_" else ch for ch in cells)
