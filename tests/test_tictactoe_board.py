"""The board model: notations in and out, winners, side to move, rejections."""

from __future__ import annotations

import dataclasses
import re

import pytest
from reference import tictactoe

from minimax_viz import ARTICLE_BOARD
from minimax_viz.errors import IllegalMoveError, InvalidBoardError, MinimaxVizError
from minimax_viz.games.tictactoe import LINES
from minimax_viz.games.tictactoe_board import SYMMETRIES, Board

#  O |   | X
# -----------
#  X |   | X
# -----------
#    | O | O


# -- reading every notation ------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "O.XX.X.OO",
    "O1XX4X6OO",                          # the article: empty cells hold their index
    "O.X/X.X/.OO",
    "O.X X.X .OO",
    "O.X\nX.X\n.OO\n",
    "  O . X\n  X . X\n  . O O  ",
    "o.xx.x.oo",
    '["O",1,"X","X",4,"X",6,"O","O"]',
    '[ "O", 1, "X",\n  "X", 4, "X",\n  6, "O", "O" ]',
])
def test_every_notation_reads_the_article_board(text: str) -> None:
    assert Board.parse(text).cells == ARTICLE_BOARD


def test_parse_takes_a_python_list_or_a_board() -> None:
    board = Board.parse(["O", 1, "X", "X", 4, "X", 6, "O", "O"])
    assert board == Board(ARTICLE_BOARD)
    assert Board.parse(board) is board


def test_empty_board() -> None:
    assert Board() == Board.parse(".........") == Board.parse("012345678")
    assert Board().moves == tuple(range(9))


# -- writing it out --------------------------------------------------------------------------
def test_printing(article_board: Board) -> None:
    assert article_board.cells == ARTICLE_BOARD
    assert article_board.rows() == "O.X/X.X/.OO"
    assert str(article_board) == "O |   | X\n---------\nX |   | X\n---------\n  | O | O"
    assert repr(article_board) == "Board('O.XX.X.OO')"


@pytest.mark.parametrize("text", [".........", ARTICLE_BOARD, "XOXXOOOXX", "XXXOO...."])
def test_printed_forms_read_back(text: str) -> None:
    board = Board(text)
    assert Board.parse(board.cells) == Board.parse(board.rows()) == board
    assert eval(repr(board), {"Board": Board}) == board


def test_grid_of_a_won_board() -> None:
    assert str(Board("XXXOO....")) == "X | X | X\n---------\nO | O |  \n---------\n  |   |  "


# -- what the position is -----------------------------------------------------------------------
def test_article_board_facts(article_board: Board) -> None:
    assert article_board.to_move == "X"
    assert article_board.moves == (1, 4, 6)
    assert (article_board.winner, article_board.winning_line) == (None, None)
    assert (article_board.outcome, article_board.is_terminal) == (None, False)


@pytest.mark.parametrize(("text", "to_move"), [
    (".........", "X"), ("....X....", "O"), ("O...X....", "X"), ("XO..X....", "O"),
])
def test_side_to_move_follows_from_the_counts(text: str, to_move: str) -> None:
    assert Board(text).to_move == to_move


def board_with_line(player: str, line: tuple[int, int, int]) -> str:
    """A legal board where ``player`` has just completed ``line`` (the loser has no line)."""
    loser = "O" if player == "X" else "X"
    cells = [player if cell in line else "." for cell in range(9)]
    wanted = 2 if player == "X" else 3
    for cell in (c for c in range(9) if c not in line):
        trial = cells[:cell] + [loser] + cells[cell + 1:]
        if cells.count(loser) < wanted and not any(all(trial[i] == loser for i in t) for t in LINES):
            cells = trial
    return "".join(cells)


@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("player", ["X", "O"])
def test_winner_and_winning_line(player: str, line: tuple[int, int, int]) -> None:
    board = Board.parse(board_with_line(player, line))
    assert (board.winner, board.winning_line, board.outcome) == (player, line, player)
    assert board.is_terminal and board.moves == ()


def test_the_eight_lines() -> None:
    rows = [{0, 1, 2}, {3, 4, 5}, {6, 7, 8}]
    columns = [{0, 3, 6}, {1, 4, 7}, {2, 5, 8}]
    diagonals = [{0, 4, 8}, {2, 4, 6}]
    assert [set(line) for line in LINES] == rows + columns + diagonals


def test_two_lines_at_once() -> None:
    # X | X | X
    # X | O | O      X's last move at 0 made two lines: the first (0-1-2) is reported
    # X | O | O
    board = Board.parse("XXX/XOO/XOO")
    assert (board.winner, board.winning_line) == ("X", (0, 1, 2))


def test_draw() -> None:
    # X | O | X
    # X | O | O      a full board without a line
    # O | X | X
    board = Board.parse("XOX/XOO/OXX")
    assert (board.winner, board.outcome, board.is_terminal, board.moves) == (None, "draw", True, ())


# -- symmetry ----------------------------------------------------------------------------------
def test_the_eight_symmetries() -> None:
    assert len(set(SYMMETRIES)) == 8 and all(sorted(m) == list(range(9)) for m in SYMMETRIES)
    assert Board("X........").symmetric_boards() == {
        "X........", "..X......", "......X..", "........X"}
    assert Board("....X....").symmetric_boards() == {"....X...."}
    assert len(Board("XO.......").symmetric_boards()) == 8


def test_canonical_forms_of_every_position() -> None:
    positions = tictactoe.reachable_positions()
    canonical = {Board(p).canonical() for p in positions}
    assert len(canonical) == tictactoe.symmetry_classes(positions) == 765
    assert all(Board(c).canonical() == c for c in canonical)


# -- playing ------------------------------------------------------------------------------------
def test_play_returns_a_new_board(article_board: Board) -> None:
    after = article_board.play(4)
    assert after == Board("O.XXXX.OO")
    assert (after.winner, after.winning_line) == ("X", (3, 4, 5))
    assert article_board.cells == ARTICLE_BOARD  # unchanged
    assert article_board.play(1).to_move == "O"


def test_boards_are_immutable_values(article_board: Board) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        article_board.cells = "........."  # type: ignore[misc]
    assert hash(article_board) == hash(Board.parse("O1XX4X6OO"))


# -- rejections ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "says"), [
    ("O.XX.X.O", "8 cells"),
    ("O.XX.X.OOX.", "11 cells"),
    ("", "0 cells"),
    ('["O",1,"X","X",4,"X",6,"O"]', "8 cells"),
    ('["O",1,"X"', "JSON"),
    ("O.XX.Z.OO", "'Z'"),
    ("O?XX.X.OO", "'?'"),
    ('["O",1,"X","X",4,"X",6,"O","Q"]', "'Q'"),
    ('["O",1,"X","X",4,"X",6,"O",null]', "None"),
    ("XX.......", "2 X and 0 O"),
    ("O........", "0 X and 1 O"),
    ("XOO.O.X..", "2 X and 3 O"),
    ("XXXOOO...", "both"),
    ("XXX/OO./O..", "X has a line"),
    ("OOO/XX./XX.", "O has a line"),
])
def test_bad_boards_are_rejected_quoting_the_input(text: str, says: str) -> None:
    with pytest.raises(InvalidBoardError) as error:
        Board.parse(text)
    assert repr(text) in str(error.value)
    assert says in str(error.value)


@pytest.mark.parametrize("cells", ["O.XX.X.O", "o.xx.x.oo", "O1XX4X6OO", "XX......."])
def test_the_constructor_takes_only_canonical_legal_cells(cells: str) -> None:
    with pytest.raises(InvalidBoardError, match=re.escape(repr(cells))):
        Board(cells)


def test_bad_boards_and_moves_are_caught_as_value_errors_and_as_ours() -> None:
    for caught in (ValueError, MinimaxVizError):
        with pytest.raises(caught, match="'XX'"):
            Board.parse("XX")
        with pytest.raises(caught, match="taken by O"):
            Board.parse(ARTICLE_BOARD).play(0)


@pytest.mark.parametrize(("board", "move", "says"), [
    (ARTICLE_BOARD, 0, "taken by O"),
    (ARTICLE_BOARD, 2, "taken by X"),
    (ARTICLE_BOARD, 9, "0..8"),
    (ARTICLE_BOARD, -1, "0..8"),
    (ARTICLE_BOARD, "4", "0..8"),
    (ARTICLE_BOARD, 4.0, "0..8"),
    (ARTICLE_BOARD, True, "0..8"),
    ("O.XXXX.OO", 1, "over"),  # X has already won
    ("XOXXOOOXX", 0, "over"),  # full
])
def test_illegal_moves_are_rejected_quoting_the_input(board: str, move: object, says: str) -> None:
    with pytest.raises(IllegalMoveError) as error:
        Board(board).play(move)  # type: ignore[arg-type]
    message = str(error.value)
    assert repr(move) in message or str(move) in message
    assert board in message and says in message


def test_deeply_nested_json_is_a_clear_error_not_a_crash() -> None:
    with pytest.raises(InvalidBoardError, match="nested too deeply"):
        Board.parse("[" * 100_000)


def test_normalise_reads_every_notation_without_judging_legality() -> None:
    from minimax_viz.games.tictactoe import normalise

    assert normalise("o1xx4x6oo") == "O.XX.X.OO"
    assert normalise("XXX/XXX/XXX") == "XXXXXXXXX"  # impossible, but readable
    with pytest.raises(InvalidBoardError, match="has 2 cells"):
        normalise("XX")
