"""Hostile files cost their own row, with the right reason; the batch reports the others.

One folder holds a correct file among files that exit 0, hang, eat memory, kill
themselves, flood stdout, read stdin, patch minimax_viz, forge their result, or
leave a process behind holding the pipes. It is checked once (two processes at a
time, 2 s and 256 MB a file); each test reads its own row.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
import tutorial
from conftest import ANY, fits

from minimax_viz.checking import Limits, Row, check_files, python_files
from minimax_viz.checking.sandbox import run_file
from minimax_viz.explain import words
from minimax_viz.explain.words import checking as check_words
from minimax_viz.games import get_game

pytestmark = pytest.mark.slow

BOARDS = ["O.XX.X.OO", "XO..X...O"]
LIMITS = Limits(timeout=4, memory_mb=256)  # room for a loaded machine
WRONG = "def minimax(board, player):\n    return 0\n"

HOSTILE = {
    "good.py": tutorial.SOURCE,
    "exit_at_import.py": "import os\nos._exit(0)\n",
    "exit_in_search.py": "import os\n\ndef minimax(board, player):\n    os._exit(0)\n",
    "loops.py": "def minimax(board, player):\n    while True:\n        pass\n",
    "hog.py": "def minimax(board, player):\n    x = []\n    while True:\n"
              "        x.append(bytearray(10**7))\n",
    "hog_at_import.py": "x = []\nwhile True:\n    x.append(bytearray(10**7))\n",
    "kills_itself.py": "import os, signal\n\ndef minimax(board, player):\n"
                       "    os.kill(os.getpid(), signal.SIGKILL)\n",
    "floods.py": tutorial.SOURCE + "import sys\nsys.stdout.write('every call matches\\n' * 300_000)\n",
    "reads_stdin.py": "name = input('your name? ')\n" + WRONG,
    "patches.py": "import minimax_viz.comparison as c\nimport minimax_viz.record.tracefile as t\n"
                  "c.judge = lambda *a, **k: None\nt.save_json = lambda tree, path: None\n"
                  "print('every call matches a correct minimax')\n" + WRONG,
    "forges.py": "import gc, os\n"
                 "job = next(o for o in gc.get_objects() if isinstance(o, dict) and 'out' in o\n"
                 "           and 'boards' in o)\n"
                 "for i in range(2):\n"
                 "    with open(os.path.join(job['out'], f'{i}.json'), 'w') as f:\n"
                 "        f.write('{\"every call\": \"matches\"}')\n"
                 "os._exit(0)\n",
    "leaves_a_child.py": tutorial.SOURCE + "import os, time\nif os.fork() == 0:\n"
                                           "    time.sleep(60)\n",
    "looks_around.py": tutorial.SOURCE + "import os, resource, sys\n"
                       "print('AS', resource.getrlimit(resource.RLIMIT_AS))\n"
                       "print('CWD', sorted(os.listdir('.')), 'SECRET' in os.environ)\n"
                       "print('STDIN', sys.stdin.read() == '')\n",
}


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str], Row]:
    folder = tmp_path_factory.mktemp("class")
    for name, text in HOSTILE.items():
        (folder / name).write_text(text, encoding="utf-8")
    os.environ["SECRET"] = "the teacher's"
    try:
        found = check_files(python_files([str(folder)]), BOARDS, game=get_game("tictactoe"),
                            hints={}, limits=LIMITS, jobs=2)
    finally:
        del os.environ["SECRET"]
    return {(Path(row.file).name, row.board): row for row in found}


def both(rows: dict[tuple[str, str], Row], name: str) -> list[Row]:
    return [rows[name, board] for board in BOARDS]


def test_every_file_has_a_row_on_every_board(rows: dict[tuple[str, str], Row]) -> None:
    assert set(rows) == {(name, board) for name in HOSTILE for board in BOARDS}


@pytest.mark.parametrize("name", ["good.py", "floods.py", "leaves_a_child.py",
                                  "looks_around.py"])
def test_a_correct_file_among_hostile_ones_still_matches(rows: dict[tuple[str, str], Row],
                                                         name: str) -> None:
    for row in both(rows, name):
        assert row.verdict == "match" and row.comparison is not None
        assert row.comparison.matches and row.sentence == row.comparison.sentence


@pytest.mark.parametrize(("name", "verdict", "sentences"), [
    ("exit_at_import.py", "exits", {check_words.ended(0)}),
    ("exit_in_search.py", "exits", {check_words.ended(0)}),
    ("loops.py", "timeout", {check_words.timed_out(4)}),
    # out of memory while loading, or at a call
    ("hog.py", "memory", {check_words.out_of_memory(256), check_words.out_of_memory(256, ANY)}),
    ("hog_at_import.py", "memory",
     {check_words.out_of_memory(256), check_words.out_of_memory(256, ANY)}),
    ("kills_itself.py", "crash", {check_words.killed(9)}),
    ("reads_stdin.py", "load-error",
     {check_words.failed_loading("reads_stdin.py", "EOFError: 'EOF when reading a line'")}),
])
def test_a_hostile_file_costs_its_own_row_with_the_reason(rows: dict[tuple[str, str], Row],
                                                          name: str, verdict: str,
                                                          sentences: set[str]) -> None:
    for row in both(rows, name):
        assert row.verdict == verdict and not row.matches
        assert any(fits(row.sentence, sentence) for sentence in sentences), row.sentence


def test_patching_minimax_viz_and_printing_a_match_does_not_pass(
        rows: dict[tuple[str, str], Row]) -> None:
    for row in both(rows, "patches.py"):
        # its search returns at once: call 2 is missing, marked on call 1, which stopped
        assert row.verdict == "differs" and row.call == 1
        assert fits(row.sentence, words.difference_sentence("missing", 2, ANY, ANY, None))
        assert "every call matches a correct minimax" in row.output


def test_a_forged_result_file_is_an_unreadable_result(rows: dict[tuple[str, str], Row]) -> None:
    for row in both(rows, "forges.py"):
        assert row.verdict == "invalid"
        assert fits(row.sentence, check_words.unreadable_result(ANY))


def test_a_flood_is_capped_and_noted_not_failed(rows: dict[tuple[str, str], Row]) -> None:
    row = rows["floods.py", BOARDS[0]]
    assert row.note == check_words.output_capped(4)
    assert row.output.startswith("every call matches\n") and len(row.output) <= 8192
    assert rows["good.py", BOARDS[0]].note == ""


def test_the_process_has_its_limits_a_fresh_folder_and_no_inherited_secrets(
        rows: dict[tuple[str, str], Row]) -> None:
    output = rows["looks_around.py", BOARDS[0]].output
    limit = 256 * 1024 * 1024
    assert f"AS ({limit}, {limit})" in output  # soft = hard: the student cannot raise it
    assert "CWD [] False" in output and "STDIN True" in output


def test_python_files_keeps_each_file_once(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text(WRONG)
    (tmp_path / "b.txt").write_text(WRONG)
    os.mkfifo(tmp_path / "pipe.py")
    a = str(tmp_path / "a.py")
    assert python_files([a, str(tmp_path), a]) == [a]


def test_an_interrupted_batch_kills_a_running_file_at_once(tmp_path: Path) -> None:
    (tmp_path / "loops.py").write_text(HOSTILE["loops.py"])
    work = tmp_path / "work"
    work.mkdir()
    stop = threading.Event()
    threading.Timer(0.5, stop.set).start()
    run = run_file(str(tmp_path / "loops.py"), BOARDS, "tictactoe", {},
                   Limits(timeout=60, memory_mb=256), work, stop)
    assert run.status == -9 and not run.timed_out and run.seconds < 30
