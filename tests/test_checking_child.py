"""``record_file``, the child's one recording entry point, run here on our own files.

(The student's files never run in the teacher's process; these are the tests'.)
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
import tutorial
from verdict_students import NUMBERS_SOURCE

from minimax_viz.checking.student_file import (
    FailedBeforeFirstCall,
    LoadError,
    NeedsHint,
    record_file,
)
from minimax_viz.errors import InvalidOptionError
from minimax_viz.games import get_game

pytestmark = pytest.mark.slow

GAME = get_game("tictactoe")


def file_of(tmp_path: Path, text: str, name: str = "student.py") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_each_board_gets_a_fresh_module(tmp_path: Path) -> None:
    # a memo kept across boards would answer the second run's root at once
    text = tutorial.SOURCE + "\nMEMO = {}\n_plain = minimax\n" \
        "def minimax(board, player):\n    key = (tuple(board), player)\n" \
        "    if key not in MEMO:\n        MEMO[key] = _plain(board, player)\n" \
        "    return MEMO[key]\n"
    path = file_of(tmp_path, text)
    first = record_file(path, "O.XX.X.OO", game=GAME, hints=None)
    again = record_file(path, "O.XX.X.OO", game=GAME, hints=None)
    assert len(first) == len(again) == 9


def test_the_side_to_move_becomes_the_tutorials_ai(tmp_path: Path) -> None:
    tree = record_file(file_of(tmp_path, tutorial.SOURCE), "X........", game=GAME, hints={})
    assert tree.player == "O" and tree.score == 0


def test_a_call_hint_passes_board_player_and_inf(tmp_path: Path) -> None:
    text = tutorial.SOURCE.replace("def minimax(new_board: list[Any], player: str)",
                                   "def minimax(new_board: list[Any], player: str, a=0, b=0)")
    path = file_of(tmp_path, text)
    tree = record_file(path, "O.XX.X.OO", game=GAME,
                       hints={"call": "minimax(board, player, -inf, inf)"})
    assert len(tree) == 9 and tree.best_move == 4


@pytest.mark.parametrize(("call", "words"), [
    ("board", "is not a call of a function by its name"),
    ("minimax(board", "is not Python"),
])
def test_a_call_hint_that_cannot_run_asks_again(tmp_path: Path, call: str, words: str) -> None:
    path = file_of(tmp_path, tutorial.SOURCE)
    with pytest.raises(NeedsHint, match=words):
        record_file(path, "O.XX.X.OO", game=GAME, hints={"call": call})




def test_format_and_marks_hints_are_read(tmp_path: Path) -> None:
    # X is 1, O is -1, an empty cell 0: with the hints the boards read back exactly
    path = file_of(tmp_path, NUMBERS_SOURCE)
    tree = record_file(path, "O.XX.X.OO", game=GAME,
                       hints={"board_format": "list", "marks": "X=1,O=-1,empty=0"})
    assert len(tree) == 9 and tree[2].position == "OXXX.X.OO"
    with pytest.raises(InvalidOptionError, match="board format 'grid3' is not one of"):
        record_file(path, "O.XX.X.OO", game=GAME, hints={"board_format": "grid3"})


def test_a_method_is_found_through_its_class(tmp_path: Path) -> None:
    text = ("class Player:\n    @staticmethod\n    def minimax(board, player):\n"
            "        return 0\n")
    tree = record_file(file_of(tmp_path, text), "XOXOXOOX.", game=GAME,
                       hints={"function": "Player.minimax"})
    assert len(tree) == 1


def test_no_such_function_names_the_ones_there(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match=r"has no function 'search'; it defines \['helper'\]"):
        record_file(file_of(tmp_path, "def helper():\n    pass\n"), "O.XX.X.OO", game=GAME,
                    hints={"function": "search"})


def test_raising_before_the_first_call_is_told_apart(tmp_path: Path) -> None:
    text = "def minimax(board, player):\n    return 0\n"
    with pytest.raises(FailedBeforeFirstCall, match="before its first call: ZeroDivisionError"):
        record_file(file_of(tmp_path, text), "O.XX.X.OO", game=GAME,
                    hints={"call": "minimax(1 / 0, player)"})


def test_loading_leaves_nothing_beside_the_file_and_honours_its_coding_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # with bytecode writing on, the import system would leave __pycache__ in a teacher's
    # folder of submissions (and the page's temporary folder could not be removed)
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    path = tmp_path / "student.py"
    path.write_bytes(b"# -*- coding: latin-1 -*-\n" + tutorial.SOURCE.encode()
                     + b"\nNAME = '\xe9l\xe8ve'\n")
    tree = record_file(str(path), "O.XX.X.OO", game=GAME, hints=None)
    assert len(tree) == 9
    assert [child.name for child in tmp_path.iterdir()] == ["student.py"]


def test_a_module_the_file_imports_as_it_loads_leaves_nothing_either(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    monkeypatch.syspath_prepend(str(tmp_path))  # as the check's child adds the file's folder
    (tmp_path / "student_helpers.py").write_text("START = 'O.XX.X.OO'\n", encoding="utf-8")
    path = file_of(tmp_path, tutorial.SOURCE + "\nfrom student_helpers import START\n")
    assert len(record_file(path, "O.XX.X.OO", game=GAME, hints=None)) == 9
    assert sorted(child.name for child in tmp_path.iterdir()) == ["student.py",
                                                                  "student_helpers.py"]
    assert not sys.dont_write_bytecode  # the setting is given back


def test_a_module_the_function_imports_as_it_runs_leaves_nothing_either(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An import inside the student's function happens while the search is recorded, after
    the file has loaded: it leaves no ``__pycache__`` either."""
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "lazy_helpers.py").write_text("TEN = 10\n", encoding="utf-8")
    source = tutorial.SOURCE.replace('return {"score": 10}', "from lazy_helpers import TEN\n"
                                     + " " * 8 + 'return {"score": TEN}', 1)
    assert "lazy_helpers" in source
    tree = record_file(file_of(tmp_path, source), "O.XX.X.OO", game=GAME, hints=None)
    assert (len(tree), tree.score) == (9, 10)
    assert sorted(child.name for child in tmp_path.iterdir()) == ["lazy_helpers.py",
                                                                  "student.py"]
    assert not sys.dont_write_bytecode


#: A search over a board object of the student's own class: every board we build is refused.
OWN_BOARD_CLASS = '''
class Game:
    def __init__(self):
        self.cells = [" "] * 9

    def free(self):
        return [i for i, c in enumerate(self.cells) if c == " "]


def minimax(board, maximizing):
    moves = board.free()
    if not moves:
        return 0
    return max(minimax(board, not maximizing) for _ in moves)
'''


def test_a_search_that_refuses_every_board_at_once_asks_for_a_hint(tmp_path: Path) -> None:
    """An AttributeError in the first call, before any move, under every representation:
    the board may be the wrong kind, so a hint is asked for instead of blaming the code;
    an error of another kind there is still the search's own."""
    with pytest.raises(NeedsHint, match=r"raised AttributeError: .*'list' object has no "
                       r"attribute 'free'.* may take a board of its own"):
        record_file(file_of(tmp_path, OWN_BOARD_CLASS), "O.XX.X.OO", game=GAME)
    for mistake, error in [("1 / 0", "ZeroDivisionError"), ("len()", "TypeError: len()")]:
        own_error = OWN_BOARD_CLASS.replace("moves = board.free()", f"moves = {mistake}")
        tree = record_file(file_of(tmp_path, own_error, "own.py"), "O.XX.X.OO", game=GAME)
        # the same error whatever the board: the search's own, told as its fault
        assert tree.data.fault is not None and error in tree.data.fault.message


def test_a_search_whose_parameters_name_no_board_asks_for_a_call(tmp_path: Path) -> None:
    text = tutorial.SOURCE.replace("def minimax(new_board", "def score_of(here").replace(
        "minimax(", "score_of(").replace("avail_spots = empty_indexies(new_board)",
                                         "new_board = here\n    avail_spots = empty_indexies(here)")
    with pytest.raises(NeedsHint, match=r"cannot tell what to pass student.py's search"
                       r" score_of\(here, player\); say how to call it with --call"):
        record_file(file_of(tmp_path, text), "O.XX.X.OO", game=GAME)


#: A memo of its own: a dict keyed by the board; BROKEN stores the value for the wrong side.
DICT_MEMO = '''
seen = {}
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def minimax(board, player):
    key = "".join(board)
    if key in seen:
        return seen[key]
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return 1 if board[a] == "X" else -1
    if "." not in board:
        return 0
    scores = []
    for i in range(9):
        if board[i] == ".":
            board[i] = player
            scores.append(minimax(board, "O" if player == "X" else "X"))
            board[i] = "."
    seen[key] = STORED
    return max(scores) if player == "X" else min(scores)
'''


def test_a_dict_of_its_own_answers_as_a_memo_only_with_the_score_found_before(
        tmp_path: Path) -> None:
    """A call that returns at once, on a board whose game goes on, the score an earlier call
    returned for that board is a hit of the student's own cache, drawn and judged as one;
    one that returns another score is not (the verdict then names the search it skipped)."""
    from minimax_viz.verdict import decide

    def hits(text: str, name: str) -> tuple[Any, int]:
        tree = record_file(file_of(tmp_path, text, name), "X...O...X", game=GAME)
        first: dict[Any, Any] = {}
        for call in tree:
            first.setdefault(call.position, call)
        hit = [call for call in tree if tree.data.memo[call.id - 1]]
        assert all(not tree.children(c.id) and first[c.position].id < c.id
                   and first[c.position].score == c.score for c in hit)
        return tree, len(hit)

    right, found = hits(DICT_MEMO.replace("STORED", "max(scores) if player == 'X' else"
                                          " min(scores)"), "right.py")
    assert found > 100 and decide(right)[1] is None
    broken, wrong = hits(DICT_MEMO.replace("STORED", "min(scores) if player == 'X' else"
                                           " max(scores)"), "broken.py")
    assert wrong < found and decide(broken)[1] is not None


def test_only_a_module_board_named_as_one_is_handed_to_a_search_that_takes_a_board(
        tmp_path: Path) -> None:
    """The module's board object is passed as its program passes it, but a constant that
    reads as a board (an opening book's EMPTY) is not a board to fill."""
    text = tutorial.SOURCE.replace("def minimax(", "EMPTY = list(range(9))\n\n\ndef minimax(")
    text = text.replace("    avail_spots = empty_indexies(new_board)\n",
                        "    avail_spots = empty_indexies(new_board)\n"
                        "    if new_board == EMPTY:\n        return {\"score\": 0}\n", 1)
    assert "EMPTY" in text
    from minimax_viz.verdict import decide

    tree = record_file(file_of(tmp_path, text), "O.XX.X.OO", game=GAME, hints=None)
    assert len(tree) == 9 and decide(tree)[1] is None


def test_a_class_search_is_found_beside_a_recursive_helper(tmp_path: Path) -> None:
    text = ("def show(rows, indent):\n    if rows:\n        show(rows[1:], indent + 1)\n\n\n"
            "class Player:\n    def minimax(self, board, player):\n"
            "        if '.' not in board:\n            return 0\n"
            "        i = board.index('.')\n"
            "        return -self.minimax(board[:i] + player + board[i + 1:], 'O')\n")
    tree = record_file(file_of(tmp_path, text), "XOXOXOOX.", game=GAME)
    assert tree.options.code is not None and tree.options.code.name == "minimax"


def test_a_driver_whose_side_is_fixed_in_its_code_asks_for_that_sides_board() -> None:
    """findBestMove always plays 'o': on a board with X to move, it cannot be asked to move
    for X, so the check asks for a board with O to move instead of naming a mistake."""
    path = Path(__file__).parent / "students" / "gfg_player_opponent.py"
    with pytest.raises(NeedsHint, match="findBestMove plays for one side, fixed in its code,"
                       " and it is not X, who is to move on O.XX.X.OO; check it on a board"
                       " with O to move"):
        record_file(str(path), "O.XX.X.OO", game=GAME)
