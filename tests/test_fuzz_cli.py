"""Fuzzing cli/: any arguments give exit 0, or one stderr line and exit 2.

In-process for speed (the ``cli`` fixture); the cases that need a real process
(closed stdin or stdout, bytes that are not UTF-8, a reader that goes away) run
``python -m minimax_viz`` as a subprocess.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import Cli
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from reference import tictactoe

pytestmark = pytest.mark.fuzz

#: Near-end positions (at least five marks): every search of them is small.
SMALL = sorted(p for p in tictactoe.reachable_positions() if p.count(".") <= 4)
WORD = st.text(alphabet="XO.x0123456789,/ -_|[]\"'éñ\xa0٣allcentreindexnoedphabt\n",
               max_size=12)
VALUE = (WORD | st.sampled_from(["all", "none", "-1", "0", "3", "99999999999999999999",
                                  "9" * 5000, "alphabeta", "centre", "unit", "tictactoe",
                                  "nim", "svg", "pdf", "", " "]))
BOARD = st.sampled_from(SMALL) | WORD | st.just("[" + "9" * 5000 + "]") | st.just("X" * 100_000)
FLAG = st.sampled_from(["--scoring", "--pruning", "--order", "--game", "--max-nodes",
                        "--max-depth", "--focus", "--format", "--max-steps", "--title",
                        "--depth-limit", "--max-calls", "--bogus"])
SWITCH = st.sampled_from(["--memo", "--json", "--predict", "--help-me", "-h"])


@st.composite
def arguments(draw: st.DrawFn) -> list[str]:
    """A command line; ``{out}`` stands for a scratch folder."""
    command = draw(st.sampled_from(["solve", "trace", "render", "solve", "trace", "nope"]))
    argv = [command]
    if draw(st.integers(0, 9)):
        argv.append(draw(BOARD))
    if command == "render" and draw(st.integers(0, 5)):
        argv += ["-o", draw(st.sampled_from(["{out}/tree.dot", "{out}/tree.gv", "{out}",
                                             "/dev/null", "/no/such/dir/t.dot",
                                             "{out}/tree.txt"]))]
    for _ in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):
            argv += [draw(FLAG), draw(VALUE)]
        else:
            argv.append(draw(SWITCH))
    return argv


def check_run(status: int, out: str, err: str) -> None:
    assert "Traceback" not in err and status in (0, 2), (status, err[-2000:])
    if status == 2:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("minimax-viz"), err[:2000]
        assert len(lines[0]) < 700, lines[0][:300]


@fuzz(900)
@given(arguments())
@example(["solve", "[" + "9" * 5000 + "]"])          # once a ValueError traceback
@example(["trace", '["X",' + "9" * 5000 + ',"O"]'])
@example(["solve", "X" * 100_000])                    # once echoed 100 KB to stderr
@example(["solve", "O.XX.X.OO", "--order", "4," * 100_000])
@example(["render", "O.XX.X.OO", "-o", "{out}/t.dot", "--focus", "99999999999999999999"])
@example(["render", "O.XX.X.OO", "-o", "{out}/t.dot", "--max-depth", "9" * 5000])
@example(["solve", "X-O-X-O-."])
@example(["solve", "O.XX.X.OO", "extra\narg"])       # issue 23: once a two-line error
@example(["solve", "O.XX.X.OO", "--bogus\nflag", "1"])
@example(["solve", "O.XX.X.OO", "--max-calls", "1\n2"])
def test_any_arguments_exit_0_or_2_with_one_line(cli: Cli, tmp_path: Path,
                                                 argv: list[str]) -> None:
    argv = [arg.replace("{out}", str(tmp_path)) for arg in argv]
    if "-h" in argv:
        return  # --help prints its page and exits 0: nothing to fuzz there
    check_run(*cli(*argv))


@pytest.mark.parametrize("argv, message", [
    # issue 23: -1 (the API's "default limit") was taken and the deck written, exit 0
    (["slides", "O.XX.X.OO", "-o", "{out}/deck", "--max-frames", "-1"],
     "--max-frames: '-1' is not a whole number >= 2 or 'all'"),
    (["html", "O.XX.X.OO", "-o", "{out}/p.html", "--max-steps", "1"], "--max-steps: '1'"),
    (["render", "O.XX.X.OO", "-o", "{out}/t.dot", "--max-depth", "-1"], "--max-depth: '-1'"),
    (["render", "O.XX.X.OO", "-o", "{out}/t.dot", "--focus", "٣"], "--focus: '٣'"),
    (["exercise", "-o", "{out}/ex", "--depth", "1_0"], "--depth: '1_0'"),
    (["check", "{out}", "--board", "O.XX.X.OO", "--jobs", "0"], "--jobs: '0'"),
    (["solve", "O.XX.X.OO", "--max-calls", "0"], "--max-calls: '0'"),
    (["solve", "O.XX.X.OO", "extra\narg"], "unrecognized arguments: 'extra\\narg'"),
    # issue 23: a search with no end in sight now stops at its budget, with advice
    (["solve", "--game", "connect4", "...../...../...../.....", "--max-calls", "20000"],
     "passed its budget of 20,000 calls; search less: --depth-limit N"),
    (["trace", "--game", "nim", "99", "--pruning", "alphabeta", "--max-calls", "20000"],
     "passed its budget of 20,000 calls"),
])
def test_refused_arguments_say_so_on_one_line(cli: Cli, tmp_path: Path, argv: list[str],
                                              message: str) -> None:
    status, out, err = cli(*[arg.replace("{out}", str(tmp_path)) for arg in argv])
    assert status == 2 and out == "" and err.count("\n") == 1 and message in err, err


# -- what needs a real process -----------------------------------------------------------------
def run(args: list[bytes], close: str = "") -> subprocess.CompletedProcess[bytes]:
    """``python -m minimax_viz ARGS`` with ``close`` naming streams to close (``<&-``/``>&-``)."""
    redirect = {"stdin": " <&-", "stdout": " >&-", "both": " <&- >&-"}.get(close, "")
    script = f'exec "$0" -m minimax_viz "$@"{redirect}'
    return subprocess.run(["sh", "-c", script, sys.executable, *args], check=False,
                          capture_output=True, timeout=120)


def test_a_title_that_is_not_utf8_is_one_line(tmp_path: Path) -> None:
    done = run([b"html", b"O.XX.X.OO", b"-o", str(tmp_path / "p.html").encode(),
                b"--title", b"\xff\xfe caf\xe9"])
    assert done.returncode == 2 and done.stderr.count(b"\n") == 1, done.stderr
    assert b"not valid UTF-8" in done.stderr and not list(tmp_path.iterdir())


def test_play_with_stdin_closed_says_goodbye() -> None:
    done = run([b"play"], close="stdin")
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert b"Goodbye" in done.stdout or b"goodbye" in done.stdout.lower()


def test_play_and_solve_with_stdout_closed_end_quietly() -> None:
    for args, close in (([b"play"], "both"), ([b"solve", b"O.XX.X.OO"], "stdout")):
        done = run(args, close=close)
        assert (done.returncode, done.stderr) == (0, b""), (args, done.stderr)


def test_a_reader_that_goes_away_ends_the_run_quietly() -> None:
    script = f'"{sys.executable}" -m minimax_viz trace "XO..X...." | head -c 10 >/dev/null'
    done = subprocess.run(["sh", "-c", script], check=False, stderr=subprocess.PIPE, timeout=120)
    assert b"Traceback" not in done.stderr and b"Exception ignored" not in done.stderr, \
        done.stderr
