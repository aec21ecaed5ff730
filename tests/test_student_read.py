"""record/student/read.py and Tic-Tac-Toe's board formats: how a move a student's code
returns is read. A numpy int (a student's numpy board, ``np.argmax``) is a whole number as
the package reads any; digits in text are ASCII digits only, as everywhere else."""

from __future__ import annotations

import numpy as np
import pytest

from minimax_viz.games import GAMES
from minimax_viz.games.tictactoe_formats import TicTacToeFormats
from minimax_viz.record.student.read import ValueReader


@pytest.mark.parametrize("game", ["nim", "connect4", "tree"])
def test_a_game_without_board_formats_reads_a_numpy_int_as_its_move(game: str) -> None:
    reader = ValueReader(GAMES[game])
    assert [reader.cell(np.int64(2)), reader.cell(2), reader.cell(True)] == [2, 2, None]


@pytest.mark.parametrize(("returned", "cells"), [
    (4, [4, 3]), (np.int64(4), [4, 3]), ("4", [4, 3]), (" 4 ", [4, 3]),
    ("\u0664", []), ("\uff14", []), ("+4", []), ((1, 1), [4, 0]), ((np.int64(1), 1), [4, 0]),
])
def test_a_returned_cell_is_read_every_way_it_may_be_meant(returned: object,
                                                           cells: list[int]) -> None:
    assert TicTacToeFormats.move_readings(returned) == cells
