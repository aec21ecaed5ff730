"""record/student/read.py and Tic-Tac-Toe's board formats: how a move a student's code
returns is read. A numpy int (a student's numpy board, ``np.argmax``) is a whole number as
the package reads any; digits in text are ASCII digits only, as everywhere else."""

from __future__ import annotations

import enum

import numpy as np
import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

from minimax_viz.games import GAMES
from minimax_viz.games.tictactoe_formats import (
    BoardFormat,
    Marks,
    TicTacToeFormats,
    candidate_formats,
)
from minimax_viz.record.student.read import ValueReader


@pytest.mark.parametrize("game", ["nim", "connect4", "tree"])
def test_a_game_without_board_formats_reads_a_numpy_int_as_its_move(game: str) -> None:
    reader = ValueReader(GAMES[game])
    assert [reader.cell(np.int64(2)), reader.cell(2), reader.cell(True)] == [2, 2, None]


class _Cell(enum.IntEnum):
    FOUR = 4


@pytest.mark.parametrize(("returned", "cells"), [
    (4, [4, 3]), (np.int64(4), [4, 3]), ("4", [4, 3]), (" 4 ", [4, 3]),
    (_Cell.FOUR, [4, 3]), ("\u0664", []), ("\uff14", []), ("+4", []), ((1, 1), [4, 0]),
    ((np.int64(1), 1), [4, 0]),
])
def test_a_returned_cell_is_read_every_way_it_may_be_meant(returned: object,
                                                           cells: list[int]) -> None:
    assert TicTacToeFormats.move_readings(returned) == cells


@pytest.mark.parametrize(("layout", "cell"), [("list", 4), ("dict1", 3), ("list1", 3)])
def test_a_board_formats_move_is_any_whole_number(layout: str, cell: int) -> None:
    """A move named on a known board format by an int subclass (an IntEnum of cells) or a
    numpy int is the cell that int names, as errors.is_whole reads every whole number."""
    board = BoardFormat.parse(layout)
    for returned in (4, _Cell.FOUR, np.int64(4)):
        assert board.move_readings(returned) == [cell]
    assert board.move_readings(True) == []


def test_a_parameter_named_by_number_is_any_whole_number_never_a_bool() -> None:
    """``position``/``player`` given as a number: read by errors.is_whole, as
    parameter_index reads it (a numpy int named the parameter there and was refused here)."""
    from minimax_viz.errors import InvalidOptionError
    from minimax_viz.record.student.read import check_parameter, parameter_index

    def search(board: object, player: object) -> int:
        return 0

    for named in (np.int64(0), np.int64(1), 1, "board", None):
        check_parameter(search, "position", named)  # type: ignore[arg-type]
    assert parameter_index(["board", "player"], np.int64(1), ()) == (1, "player")
    for wrong in (True, np.int64(2), -1, 1.0, b"board"):
        with pytest.raises(InvalidOptionError, match="is not one of search's parameters"):
            check_parameter(search, "position", wrong)  # type: ignore[arg-type]


def test_a_driver_counting_from_one_returns_any_whole_number() -> None:
    """A driver whose code returns a cell + 1: a whole number it returns names the cell
    below it, an int subclass (an IntEnum of cells) as an int (it asked which move it meant)."""
    import enum

    from minimax_viz.record.student.read import driver_result

    class Cell(enum.IntEnum):
        FOUR = 4
        FIVE = 5

    reader = ValueReader(GAMES["tictactoe"])
    for returned in (5, Cell.FIVE, np.int64(5)):
        assert driver_result(reader, returned, [4, 5], counts_from_one=True) == (None, 4)


@pytest.mark.fuzz
@fuzz(60)
@given(st.text("XO.", min_size=9, max_size=9), st.sampled_from(candidate_formats()))
@example("O.XX.X.OO", BoardFormat("list1", Marks("X", "O", " ")))
@example("OOOOOOOO.", BoardFormat("numpy", Marks(1, -1, 0)))  # 1/-1 with " " is no numpy board
@example("OO.OOOOOO", BoardFormat("list", Marks("X", "O", "number")))  # not X=2 with cell 2
def test_every_board_format_reads_back_what_it_writes(cells: str, fmt: BoardFormat) -> None:
    assert fmt.read(fmt.write(cells)) == cells


def test_no_format_tried_writes_boards_it_cannot_read_back() -> None:
    """Found by the test above: numpy makes 1 and -1 beside " " text, and a cell numbered 2
    is X's 2; no student keeps such a board, and a try spent on one is a try lost."""
    tried = candidate_formats()
    assert BoardFormat("numpy", Marks(1, -1, " ")) not in tried
    assert BoardFormat("numpy-grid", Marks(2, 1, "number")) not in tried
    assert BoardFormat("list", Marks(1, -1, "number1")) not in tried
    assert BoardFormat("numpy", Marks(1, -1, 0)) in tried


def test_a_list_of_ten_keeps_cells_1_to_9_and_its_index_0_empty() -> None:
    """The tutorials' board of ten (index 0 unused, cells the number keys 1-9) is read only
    as that: nine cells are not one, nor ten whose index 0 holds a mark."""
    ten = BoardFormat("list1", Marks("X", "O", " "))
    assert ten.write("X.......O") == [" ", "X", " ", " ", " ", " ", " ", " ", " ", "O"]
    assert ten.read(["X", " ", " ", " ", " ", " ", " ", " ", "O"]) is None
    assert ten.read(["X", "X", " ", " ", " ", " ", " ", " ", " ", "O"]) is None
    assert BoardFormat("list", Marks("X", "O", " ")).read(ten.write("X.......O")) is None
    assert BoardFormat("list1", Marks("X", "O", "number1")).write("X........")[:3] == [0, "X", 2]
