"""Tic-Tac-Toe: the rules and the notations it reads (:class:`Board`, the value
people use, lives in :mod:`.tictactoe_board`).

Cells are numbered 0..8 row by row::

    0 | 1 | 2
    3 | 4 | 5
    6 | 7 | 8

Inside the search a position is the 9-character text of the board (``X``,
``O``, ``.``), which is fast to copy and to hash. X always moves first, so the
side to move follows from the counts of X and O.

>>> p = TICTACTOE.parse("O.X / X.X / .OO")
>>> p, TICTACTOE.to_move(p), TICTACTOE.moves(p)
('O.XX.X.OO', 'X', (1, 4, 6))
>>> TICTACTOE.outcome(TICTACTOE.play(p, 4)).reason
'X wins with 3-4-5'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache, cached_property

from ..errors import IllegalMoveError, InvalidBoardError, is_whole, quote
from .base import Game, Outcome
from .evaluation import open_lines_score, open_lines_text
from .marks import count_marks, side_to_move
from .parts import Evaluation, Pictures, PlayControls, StudentBoards
from .tictactoe_formats import TicTacToeFormats
from .tictactoe_pictures import board_svg, board_table, numbered_grid

EMPTY = "."
#: The freeCodeCamp tutorial's near-end position (X, the AI, to move).
ARTICLE_BOARD = "O.XX.X.OO"
PLAYERS = ("X", "O")
INDEX_ORDER = tuple(range(9))
CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)

#: The eight lines of three, rows first, then columns, then the two diagonals.
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)


def winning_lines(cells: str) -> tuple[tuple[int, int, int], ...]:
    """Every completed line of ``cells`` (a last move can complete two at once)."""
    return tuple(line for line in LINES
                 if cells[line[0]] != EMPTY and cells[line[0]] == cells[line[1]] == cells[line[2]])


# The rules' answers, each worked out once per position (5,478 legal ones; a student's
# impossible boards add some, 3**9 at most). A position played to is one string, shared.
@cache
def _outcome(cells: str) -> Outcome | None:
    lines = winning_lines(cells)
    if lines:  # each line credited to its owner; lines of both sides: a student's board
        owned = {mark: " and ".join("-".join(map(str, line)) for line in lines
                                    if cells[line[0]] == mark) for mark in PLAYERS}
        reason = "both sides have a line: " + ", ".join(f"{m} {s}" for m, s in owned.items()) \
            if all(owned.values()) else next(f"{m} wins with {s}" for m, s in owned.items() if s)
        return Outcome(cells[lines[0][0]], reason)
    return None if EMPTY in cells else Outcome(None, "draw: the board is full")


_to_move = cache(side_to_move)


@cache
def _moves(cells: str) -> tuple[int, ...]:
    return () if _outcome(cells) else tuple(i for i, ch in enumerate(cells) if ch == EMPTY)


@cache
def _play(cells: str, move: int) -> str:
    return cells[:move] + _to_move(cells) + cells[move + 1:]


# -- reading boards ------------------------------------------------------------------------
#: Exactly the notations the README lists: a cell is X or O (either case), or '.' or a
#: digit for an empty cell; rows may be split by '/', spaces, tabs or newlines.
SEPARATORS = frozenset("/ \t\r\n")
EMPTY_MARKS = frozenset(".0123456789")
_CELL = {"X": "X", "O": "O", "x": "X", "o": "O", **{mark: EMPTY for mark in EMPTY_MARKS}}


def normalise(text: str) -> str:
    """Any accepted notation as 9 characters of X, O and '.' (legality not checked).

    >>> normalise('["O",1,"X","X",4,"X",6,"O","O"]')
    'O.XX.X.OO'
    """
    if text.lstrip(" \t\r\n").startswith("["):
        return _from_json_array(text)
    bad = sorted({ch for ch in text if ch not in _CELL and ch not in SEPARATORS})
    if bad:
        shown = " ".join(repr(ch) for ch in bad[:5]) + (" ..." if len(bad) > 5 else "")
        raise InvalidBoardError(
            f"board {quote(text)} has unknown character(s) {shown};"
            " use X, O, '.' or a digit for an empty cell, and '/' or spaces between rows")
    cells = "".join(_CELL[ch] for ch in text if ch not in SEPARATORS)
    if len(cells) != 9:
        raise InvalidBoardError(f"board {quote(text)} has {len(cells)} cells, expected 9")
    return cells


def _from_json_array(text: str) -> str:
    try:
        items = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidBoardError(
            f"board {quote(text)} is not a valid JSON array: {exc.msg}") from None
    except RecursionError:
        raise InvalidBoardError(f"board {quote(text)} is nested too deeply") from None
    except ValueError:  # Python's limit on the digits of a whole number
        raise InvalidBoardError(f"board {quote(text)} holds a number too long to read") from None
    return from_cells(items, text)


def from_cells(items: object, shown: object) -> str:
    """9 cells from a list: "X" or "O" (either case), and "." or "" or the cell's index
    (a whole number or its digit) for an empty one; ``shown`` is what errors quote."""
    if not isinstance(items, (list, tuple)) or len(items) != 9:
        size = len(items) if isinstance(items, (list, tuple)) else "no"
        raise InvalidBoardError(f"board {quote(shown)} has {size} cells, expected 9")
    cells = []
    for item in items:
        if isinstance(item, str) and item in ("X", "O", "x", "o"):
            cells.append(item.upper())
        elif isinstance(item, str) and item in ("", EMPTY, *"012345678") or \
                is_whole(item) and 0 <= item <= 8:
            cells.append(EMPTY)
        else:
            raise InvalidBoardError(f"board {quote(shown)} has unknown cell {quote(item)};"
                                    " use \"X\", \"O\", \".\" or the cell's index")
    return "".join(cells)


def check_legal(cells: str, text: object) -> None:
    """Reject positions that no game of X-moves-first can reach."""
    text = quote(text)
    xs, os_ = count_marks(cells, f"board {text}")
    winners = {cells[line[0]] for line in winning_lines(cells)}
    if len(winners) == 2:
        raise InvalidBoardError(f"board {text} has a line for both X and O")
    if "X" in winners and xs != os_ + 1:
        raise InvalidBoardError(
            f"board {text}: X has a line, so X must have moved last (X = O + 1),"
            f" but there are {xs} X and {os_} O")
    if "O" in winners and xs != os_:
        raise InvalidBoardError(
            f"board {text}: O has a line, so O must have moved last (X = O),"
            f" but there are {xs} X and {os_} O")


def student_cells(value: object) -> str | None:
    """Nine cells of X, O and '.' from a student's string or (nested) list, legality not
    checked (a buggy search builds impossible boards); None if it is not a board.

    >>> student_cells([["O", " ", "X"], ["X", 4, "X"], [None, "o", "O"]])
    'O.XX.X.OO'
    """
    if isinstance(value, str):
        cells: list[object] = [ch for ch in value if ch not in "/ \t\r\n|,"]
    elif isinstance(value, (list, tuple)):
        cells = [cell for item in value for cell in
                 (item if isinstance(item, (list, tuple)) else (item,))]
    else:
        return None
    if len(cells) != 9:
        return None
    out = []
    for cell in cells:
        if isinstance(cell, str) and cell.upper() in PLAYERS:
            out.append(cell.upper())
        elif cell in (None, "", " ", EMPTY, "-", "_") or (is_whole(cell) and cell >= 0) or (
                isinstance(cell, str) and cell.isdigit()):
            out.append(EMPTY)
        else:
            return None
    return "".join(out)


# -- the game -------------------------------------------------------------------------------
class TicTacToe(Game[str]):
    """The rules of Tic-Tac-Toe for the search: positions are 9-character strings.

    Answers are remembered per position (there are only 5,478 legal ones), so
    asking the same question twice costs one dictionary look-up, and every
    position played to is one string, shared by every call that reaches it.
    """

    name, title, players = "tictactoe", "Tic-Tac-Toe", PLAYERS
    named_orders: Mapping[str, tuple[int, ...]] = {"index": INDEX_ORDER, "centre": CENTRE_FIRST, "center": CENTRE_FIRST,
                    "centre-first": CENTRE_FIRST}

    def start(self) -> str:
        return EMPTY * 9

    def example(self) -> str:
        return ARTICLE_BOARD  # the tutorial's board: 9 calls

    def parse(self, value: object) -> str:
        if isinstance(value, str):
            cells = normalise(value)
        elif isinstance(value, (list, tuple)):
            cells = from_cells(value, value)
        elif isinstance(held := getattr(value, "cells", None), str):  # a Board
            return self.parse(held)
        else:
            raise InvalidBoardError(
                f"board {quote(value)} is a {type(value).__name__}; give a string such as"
                " 'O.XX.X.OO' or a list of 9 cells")
        check_legal(cells, value)
        return cells

    def format(self, position: str) -> str:
        return position

    def to_move(self, position: str) -> str:
        return _to_move(position)

    def outcome(self, position: str) -> Outcome | None:
        return _outcome(position)

    def moves(self, position: str) -> tuple[int, ...]:
        return _moves(position)

    def play(self, position: str, move: int) -> str:
        return _play(position, move)

    def all_moves(self) -> tuple[int, ...]:
        return INDEX_ORDER

    # -- the parts: open lines, the tutorial's list, the board drawn, a grid of cells --------
    @cached_property
    def evaluation(self) -> TicTacToeEvaluation:
        return TicTacToeEvaluation(self)

    @cached_property
    def student(self) -> TicTacToeStudentBoards:
        return TicTacToeStudentBoards(self)

    @cached_property
    def pictures(self) -> TicTacToePictures:
        return TicTacToePictures(self)

    @cached_property
    def controls(self) -> TicTacToeControls:
        return TicTacToeControls(self)


@cache  # asked of every board drawn and pictured, like the rules' answers above
def line_cells(position: str) -> frozenset[int]:
    """The cells of every completed line of ``position``."""
    return frozenset(cell for line in winning_lines(position) for cell in line)


class TicTacToeEvaluation(Evaluation[str]):
    """Open lines for a side minus open lines for the other (-8..+8): a line is open for a
    side while the other has no mark on it."""

    def score(self, position: str, player: str) -> int:
        return open_lines_score(position, LINES, player, self.game.other(player))

    def explain(self, position: str, player: str) -> str:
        return open_lines_text(position, LINES, player, self.game.other(player))


class TicTacToeStudentBoards(StudentBoards[str]):
    """The tutorial's list by default; a student's file may use any of many board formats."""

    def value(self, position: str) -> list[str | int]:
        """The tutorial's list: each mark, and each empty cell's index."""
        return [ch if ch != EMPTY else i for i, ch in enumerate(position)]

    def position(self, value: object) -> str | None:
        return student_cells(value)

    def formats(self) -> TicTacToeFormats:
        return TicTacToeFormats()


class TicTacToePictures(Pictures[str]):
    """The board as a grid, the winning line and the last move marked."""

    winning_lines = True

    def text(self, position: str) -> str:
        rows = [" | ".join(ch if ch != EMPTY else " " for ch in position[r:r + 3])
                for r in (0, 3, 6)]
        return "\n---------\n".join(rows)

    def svg(self, position: str, last_move: int | None = None, size: int = 120) -> str:
        return board_svg(position, line_cells(position), last_move, size,
                         title=f"{rows(position)}: {self.status(position)}")

    def dot_label(self, position: str, last_move: int | None, colours: Mapping[str, str]) -> str:
        return board_table(position, line_cells(position), last_move, colours)


class TicTacToeControls(PlayControls[str]):
    """One button per cell, row by row; an editor's click cycles . X O."""

    move_word, moves_are_places, edit_marks = "cell", True, (EMPTY, *PLAYERS)

    def move_grid(self) -> tuple[tuple[int, ...], ...]:
        return (INDEX_ORDER[0:3], INDEX_ORDER[3:6], INDEX_ORDER[6:9])

    def move_label(self, position: str, move: int) -> str:
        return "" if position[move] == EMPTY else position[move]

    def highlight(self, position: str) -> frozenset[int]:
        return line_cells(position)

    def play_text(self, position: str, color: bool = False) -> str:
        return numbered_grid(position, line_cells(position), color)

    def check_move(self, position: str, move: object) -> int:
        if not is_whole(move):
            raise IllegalMoveError(f"cell {quote(move)} is not a number 0 to 8")
        if not 0 <= move <= 8:
            raise IllegalMoveError(f"cell {move} is not on the board: cells are 0 to 8")
        if position[move] != EMPTY:
            raise IllegalMoveError(f"cell {move} is taken by {position[move]}")
        return super().check_move(position, move)  # the game may be over

    def draft(self, text: str) -> str:
        return normalise(text)


TICTACTOE = TicTacToe()


def rows(cells: str) -> str:
    """Compact one-line form with rows split by '/': ``O.X/X.X/.OO``."""
    return f"{cells[0:3]}/{cells[3:6]}/{cells[6:9]}"

