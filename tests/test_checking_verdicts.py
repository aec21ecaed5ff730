"""The parent's side: only a strictly loaded student's trace from the board asked can match.

No process runs here: each test lays out a results folder by hand, as a child
might (or as a hostile file might), and reads the verdict.
"""

from __future__ import annotations

import json
import signal
import types
from pathlib import Path

import pytest
import tutorial
from fuzzing import fuzz
from hypothesis import given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz import ARTICLE_BOARD
from minimax_viz.checking.child import MEMORY_STATUS, error_name, result_name
from minimax_viz.checking.sandbox import Captured, FileRun, Limits
from minimax_viz.checking.student_file import record_file
from minimax_viz.checking.verdicts import form_text, rows_of
from minimax_viz.explain.words import checking as check_words
from minimax_viz.games import get_game
from minimax_viz.record.tracefile import save_json

GAME = get_game("tictactoe")
LIMITS = Limits(timeout=3, memory_mb=300)


def run_in(folder: Path, status: int = 0, timed_out: bool = False) -> FileRun:
    return FileRun("student.py", folder, status, timed_out, Captured(), Captured(), 0.1)


def verdict(folder: Path, board: str = ARTICLE_BOARD, **how: object) -> tuple[str, str]:
    row = rows_of(run_in(folder, **how), [board], GAME, LIMITS)[0]  # type: ignore[arg-type]
    return row.verdict, row.sentence


@pytest.fixture
def recorded_trace(tmp_path: Path) -> Path:
    """The tutorial's file recorded on ARTICLE_BOARD (in this process: it is our own file)."""
    source = tmp_path / "tutorial_file.py"
    source.write_text(tutorial.SOURCE, encoding="utf-8")
    results = tmp_path / "results"
    results.mkdir()
    save_json(record_file(str(source), ARTICLE_BOARD, game=GAME, hints=None),
              results / result_name(0))
    return results


def test_a_recorded_trace_of_the_board_asked_matches(recorded_trace: Path) -> None:
    assert verdict(recorded_trace)[0] == "match"


def test_however_the_process_ended_a_trace_is_judged_on_its_calls(recorded_trace: Path) -> None:
    assert verdict(recorded_trace, status=-9)[0] == "match"


def test_a_trace_from_another_board_is_not_a_match(recorded_trace: Path) -> None:
    assert verdict(recorded_trace, "X.O.X.O..") == (
        "invalid", check_words.wrong_board(ARTICLE_BOARD, "X.O.X.O.."))


def test_the_reference_searchs_own_trace_is_not_a_students_recording(tmp_path: Path) -> None:
    save_json(mv.trace(ARTICLE_BOARD), tmp_path / result_name(0))  # what a forger would write
    assert verdict(tmp_path) == ("invalid", check_words.NOT_A_RECORDING)


def test_a_linked_result_is_not_read(recorded_trace: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / result_name(0)).symlink_to(recorded_trace / result_name(0))
    assert verdict(other)[0] == "exits"


@pytest.mark.fuzz
@fuzz(40)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_junk_in_a_result_file_never_matches(tmp_path: Path, junk: bytes) -> None:
    (tmp_path / result_name(0)).write_bytes(junk)
    found, sentence = verdict(tmp_path)
    assert found == "invalid" and "\n" not in sentence


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=40),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@pytest.mark.fuzz
@fuzz(40)
@given(JSON | st.fixed_dictionaries({"verdict": st.sampled_from(["match", "hint", "memory"]),
                                     "message": st.text(max_size=500)}))
def test_an_error_record_can_only_fail_a_row_in_one_line(tmp_path: Path, record: object) -> None:
    (tmp_path / error_name(0)).write_text(json.dumps(record), encoding="utf-8")
    found, sentence = verdict(tmp_path)
    assert found != "match" and "\n" not in sentence and len(sentence) <= 300


def test_an_oversized_error_record_is_unreadable(tmp_path: Path) -> None:
    record = {"verdict": "hint", "message": "x" * 100_000}
    (tmp_path / error_name(0)).write_text(json.dumps(record), encoding="utf-8")
    assert verdict(tmp_path)[0] == "invalid"


@pytest.mark.parametrize(("how", "expected"), [
    ({"timed_out": True, "status": -9}, ("timeout", check_words.timed_out(3))),
    ({"status": -signal.SIGXCPU}, ("timeout", check_words.timed_out(3))),
    ({"status": -9}, ("crash", check_words.killed(9))),
    ({"status": -11}, ("crash", check_words.killed(11))),
    ({"status": MEMORY_STATUS}, ("memory", check_words.out_of_memory(300))),
    ({"status": 0}, ("exits", check_words.ended(0))),
    ({"status": 3}, ("exits", check_words.ended(3))),
])
def test_no_result_is_explained_by_how_the_process_ended(tmp_path: Path, how: dict[str, object],
                                                         expected: tuple[str, str]) -> None:
    assert verdict(tmp_path, **how) == expected


def test_the_form_is_read_whether_or_not_the_comparison_has_one(recorded_trace: Path) -> None:
    row = rows_of(run_in(recorded_trace), [ARTICLE_BOARD], GAME, LIMITS)[0]
    assert row.comparison is not None and row.form == form_text(row.comparison)
    with_words = types.SimpleNamespace(form=types.SimpleNamespace(words="alpha-beta, ±1"))
    assert form_text(with_words) == "alpha-beta, ±1"  # type: ignore[arg-type]
    assert form_text(types.SimpleNamespace(form="negamax")) == "negamax"  # type: ignore[arg-type]
    assert form_text(types.SimpleNamespace()) == ""  # type: ignore[arg-type]
