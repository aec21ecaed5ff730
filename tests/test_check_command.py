"""``minimax-viz check PATH... --board B...``: 0 when all match, 1 with the sentences, 2 for bad input.

One file on one board prints only its sentence, as ``check`` always did; the
student's code runs in a process of its own (tests/test_checking_*.py test that part).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import tutorial
from conftest import ANY, fits, matched

import minimax_viz as mv
from minimax_viz.explain import words
from minimax_viz.explain.words import checking as check_words
from minimax_viz.record.student import Fault

pytestmark = pytest.mark.slow

Cli = Any

#: The tutorial's function as a student's file (the AI is X there; check makes it the side
#: to move by setting ai_player / hu_player).
TUTORIAL = tutorial.SOURCE


def refused(err: str, sentence: str) -> bool:
    """True when ``err`` is the one error line saying ``sentence`` (after the program's name)."""
    return fits(err, f"{ANY}: {sentence}\n")


def student(tmp_path: Path, text: str, name: str = "student.py") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("board", ["O.XX.X.OO", '["O",1,"X","X",4,"X",6,"O","O"]',
                                   "X........", "XO..X...O"])
def test_a_correct_file_exits_0(cli: Cli, tmp_path: Path, board: str) -> None:
    # "X........" has O to move: check makes O the AI through ai_player / hu_player
    status, out, err = cli("check", student(tmp_path, TUTORIAL), "--board", board)
    assert (status, out, err) == (0, matched(board) + "\n", "")


def test_the_article_board_reports_its_answer(cli: Cli, tmp_path: Path) -> None:
    status, out, _ = cli("check", student(tmp_path, TUTORIAL), "--board", "O.XX.X.OO")
    tree = mv.trace("O.XX.X.OO")
    assert status == 0 and f"{words.counted(len(tree), 'call')}, {words.answer(tree)}" in out


@pytest.mark.parametrize(("bug", "expected"), [
    ("last best kept instead of first",
     words.difference_sentence("move", 2, "6", ANY, "last best kept instead of first")),
    ("board not restored", words.with_mistake(ANY, "board not restored")),
    ("player never switched", words.with_mistake(ANY, "player never switched")),
])
def test_a_buggy_file_exits_1_with_the_sentence(cli: Cli, tmp_path: Path, bug: str,
                                                 expected: str) -> None:
    text = tutorial.with_bug(bug)
    assert text != TUTORIAL
    status, out, err = cli("check", student(tmp_path, text), "--board", "O.XX.X.OO")
    assert (status, err) == (1, "") and fits(out, expected + "\n")


def test_an_exception_in_the_students_code_exits_1(cli: Cli, tmp_path: Path) -> None:
    text = TUTORIAL.replace("    avail_spots = empty_indexies(new_board)\n",
                            "    avail_spots = empty_indexies(new_board)\n"
                            "    if len(avail_spots) == 1:\n        return 1 / 0\n")
    status, out, err = cli("check", student(tmp_path, text), "--board", "O.XX.X.OO")
    assert status == 1 and "Traceback" not in out + err
    fault = Fault("error", 3, facts=("ZeroDivisionError", "division by zero"))
    assert out == words.fault_sentence(fault) + "\n"  # the first call with one empty cell


def test_another_function_name(cli: Cli, tmp_path: Path) -> None:
    text = TUTORIAL.replace("minimax(", "search(")
    path = student(tmp_path, text)
    assert cli("check", path, "--board", "O.XX.X.OO", "--function", "search")[0] == 0
    assert cli("check", path, "--board", "O.XX.X.OO")[0] == 0  # the one search, found
    status, _, err = cli("check", path, "--board", "O.XX.X.OO", "--function", "minimax")
    defines = str(["empty_indexies", "search", "winning"])
    assert status == 2
    assert refused(err, check_words.no_function("student.py", "'minimax'", defines))


@pytest.mark.parametrize(("text", "sentence"), [
    ("def minimax(board, player:\n    return 0\n",
     check_words.syntax_error("student.py", 1, ANY)),
    ("import no_such_module_here\n", check_words.failed_loading(
        "student.py", "ModuleNotFoundError: \"No module named 'no_such_module_here'\"")),
    ("raise SystemExit(3)\n", check_words.failed_loading("student.py", "SystemExit: '3'")),
])
def test_a_file_that_cannot_load_exits_2(cli: Cli, tmp_path: Path, text: str,
                                         sentence: str) -> None:
    status, out, err = cli("check", student(tmp_path, text), "--board", "O.XX.X.OO")
    assert status == 2 and refused(err, sentence) and "Traceback" not in out + err


def test_no_file_and_a_bad_board_exit_2(cli: Cli, tmp_path: Path) -> None:
    status, _, err = cli("check", str(tmp_path / "missing.py"), "--board", "O.XX.X.OO")
    assert status == 2 and "no such file" in err
    status, _, err = cli("check", student(tmp_path, TUTORIAL), "--board", "XXXXXXXXX")
    assert status == 2 and "XXXXXXXXX" in err
    status, _, err = cli("check", student(tmp_path, TUTORIAL))
    assert status == 2 and "--board" in err


def test_help_lists_check(cli: Cli) -> None:
    status, out, _ = cli("--help")
    assert status == 0 and "check" in out


def test_a_function_returning_nothing_names_the_dict_with_single_braces(cli: Cli,
                                                                        tmp_path: Path) -> None:
    text = "def minimax(board, player):\n    return None\n"
    status, out, _ = cli("check", student(tmp_path, text), "--board", "O.XX.X.OO")
    assert status == 1 and "an {index, score} dict" in out and "{{" not in out


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_or_a_pipe_is_not_called_missing(cli: Cli, tmp_path: Path) -> None:
    import os

    # a folder is a class to check: one holding only a pipe named *.py has no Python files

    fifo = tmp_path / "fifo.py"
    os.mkfifo(fifo)
    for path, kind in (("/dev/zero", "is a device"), (str(fifo), "is a pipe"),
                       (str(tmp_path), "holds no Python files")):
        status, _, err = cli("check", path, "--board", "O.XX.X.OO")
        assert status == 2 and kind in err and "no such file" not in err
        assert len(err.strip().splitlines()) == 1


def test_many_function_names_are_quoted_with_their_count(cli: Cli, tmp_path: Path) -> None:
    text = "".join(f"def helper_number_{i}():\n    pass\n" for i in range(40))
    status, _, err = cli("check", student(tmp_path, text), "--board", "O.XX.X.OO")
    defines = f"{ANY}... (40 items)"
    assert status == 2
    assert refused(err, check_words.no_function("student.py", "'minimax'", defines))


NIM_STUDENT = """
def minimax(pile, player):
    if pile == 0:
        return -1 if player == "A" else 1
    other = "B" if player == "A" else "A"
    scores = [minimax(pile - take, other) for take in (1, 2, 3) if take <= pile]
    return max(scores) if player == "A" else min(scores)
"""


def test_check_reads_the_board_of_the_game_it_is_given(cli: Cli, tmp_path: Path) -> None:
    path = student(tmp_path, NIM_STUDENT)
    status, out, err = cli("check", path, "--game", "nim", "--board", "6")
    assert (status, out, err) == (0, matched("6", "unit", "nim") + "\n", "")
    wrong = NIM_STUDENT.replace("minimax(pile - take, other)", "minimax(pile - take, player)")
    status, out, _ = cli("check", student(tmp_path, wrong, "wrong.py"), "--game", "nim",
                         "--board", "6")
    assert status == 1 and fits(out, words.with_mistake(ANY, "player never switched") + "\n")


def test_several_files_and_boards_give_a_line_each_and_a_summary(cli: Cli,
                                                                   tmp_path: Path) -> None:
    good = student(tmp_path, TUTORIAL, "good.py")
    bad = student(tmp_path, tutorial.with_bug("player never switched"), "bad.py")
    status, out, err = cli("check", good, bad, "--board", "O.XX.X.OO", "--board",
                           "XO..X...O", "--timeout", "5")
    lines = out.strip().splitlines()
    assert (status, err) == (1, "") and len(lines) == 5
    assert lines[:2] == [check_words.row_line(good, board, matched(board))
                         for board in ("O.XX.X.OO", "XO..X...O")]
    never_switched = words.with_mistake(ANY, "player never switched")
    assert fits(lines[2], check_words.row_line(bad, "O.XX.X.OO", never_switched))
    assert lines[4] == check_words.batch_summary(matched=2, rows=4, files=2, boards=2)


def test_a_folder_is_its_python_files_in_name_order(cli: Cli, tmp_path: Path) -> None:
    for name in ("b.py", "a.py"):
        student(tmp_path, TUTORIAL, name)
    student(tmp_path, "not python", "notes.txt")
    status, out, _ = cli("check", str(tmp_path), "--board", "O.XX.X.OO")
    lines = out.strip().splitlines()
    assert status == 0 and [line.split(" on ")[0] for line in lines[:2]] == \
        [str(tmp_path / "a.py"), str(tmp_path / "b.py")]
    assert lines[2] == check_words.batch_summary(matched=2, rows=2, files=2, boards=1)


def test_in_a_batch_a_file_that_cannot_load_is_its_own_failed_row(cli: Cli,
                                                                  tmp_path: Path) -> None:
    good = student(tmp_path, TUTORIAL, "good.py")
    broken = student(tmp_path, "def minimax(:\n", "broken.py")
    status, out, err = cli("check", broken, good, "--board", "O.XX.X.OO")
    assert (status, err) == (1, "")
    lines = out.splitlines()
    syntax = check_words.syntax_error("broken.py", 1, ANY)
    assert fits(lines[0], check_words.row_line(broken, "O.XX.X.OO", syntax))
    assert lines[1] == check_words.row_line(good, "O.XX.X.OO", matched("O.XX.X.OO"))


@pytest.mark.parametrize(("option", "value"), [
    ("--timeout", "0"), ("--timeout", "abc"), ("--timeout", "-1"), ("--timeout", "nan"),
    ("--timeout", "inf"), ("--memory", "12"), ("--memory", "lots"), ("--jobs", "0"),
    ("--call", "minimax(board,"),
])
def test_a_bad_option_value_exits_2_with_one_line(cli: Cli, tmp_path: Path, option: str,
                                                   value: str) -> None:
    status, out, err = cli("check", student(tmp_path, TUTORIAL), "--board", "O.XX.X.OO",
                           option, value)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert option in err and value in err and "Traceback" not in err


def test_a_missing_path_among_others_stops_before_running_anything(cli: Cli,
                                                                   tmp_path: Path) -> None:
    good = student(tmp_path, TUTORIAL, "good.py")
    status, out, err = cli("check", good, str(tmp_path / "gone.py"), "--board", "O.XX.X.OO")
    assert (status, out) == (2, "") and "no such file or folder" in err and "gone.py" in err


def test_a_call_hint_runs_the_function_the_way_it_says(cli: Cli, tmp_path: Path) -> None:
    text = NIM_STUDENT.replace("pile", "board").replace(
        "def minimax(board, player):", "def minimax(depth, board, player):").replace(
        "minimax(board - take, other)", "minimax(depth + 1, board - take, other)")
    path = student(tmp_path, text)
    status, out, _ = cli("check", path, "--game", "nim", "--board", "5",
                         "--call", "minimax(0, board, player)")
    assert (status, out) == (0, matched("5", "unit", "nim") + "\n")


def test_a_run_the_recorder_cannot_read_asks_for_a_hint(cli: Cli, tmp_path: Path) -> None:
    # no argument of the call is a board: one file is bad input, in a batch it is a row
    path = student(tmp_path, "def minimax(depth, player):\n    return 0\n")
    status, out, err = cli("check", path, "--board", "O.XX.X.OO", "--call", "minimax(0, player)")
    hint = check_words.needs_hint(f"none of the arguments (0, 'X') is a board{ANY}")
    assert (status, out) == (2, "") and refused(err, hint)
    good = student(tmp_path, TUTORIAL, "good.py")
    status, out, _ = cli("check", path, good, "--board", "O.XX.X.OO", "--call",
                         "minimax(0, player)")
    assert status == 1 and fits(out.splitlines()[0], check_words.row_line(path, "O.XX.X.OO", hint))
