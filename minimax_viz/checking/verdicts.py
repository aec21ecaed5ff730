"""The verdict on each file x board, decided here in the teacher's process and nowhere else.

For each board the child left either a trace, an error record or nothing. A
trace is loaded strictly (size-capped, every call checked), must be a student's
recording from the very board asked for, and is judged by
:func:`minimax_viz.comparison.judge`. An error record gives a failed row with
its verdict and message. Nothing at all is explained by how the process ended:
the time limit, a signal, or a status that gave no result. So exiting 0,
printing "every call matches" or writing junk can only ever fail a row.
"""

from __future__ import annotations

import json
import os
import signal
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..comparison import Comparison, judge
from ..errors import MinimaxVizError, quote
from ..explain.words import checking as check_words
from ..games import Game
from ..record.student.tree import StudentRecorder
from ..record.tracefile import MAX_TRACE_BYTES, load_json
from .child import MEMORY_STATUS, error_name, result_name
from .sandbox import OUTPUT_KEPT, FileRun, Limits

#: The verdicts a row can have (``match`` is the only passing one).
VERDICTS = tuple(check_words.VERDICTS)
#: The largest error record read.
_ERROR_BYTES = 64 * 1024
#: The verdicts an error record may give.
_ERROR_VERDICTS = {"load-error", "hint", "error", "memory", "invalid"}


@dataclass(frozen=True)
class Row:
    """One file on one board: the verdict, its sentence and what supports it."""

    file: str
    board: str
    verdict: str
    sentence: str
    call: int | None = None
    mistake: str = ""
    form: str = ""
    note: str = ""
    output: str = ""
    comparison: Comparison | None = None

    @property
    def matches(self) -> bool:
        return self.verdict == "match"


def form_text(comparison: Comparison) -> str:
    """The form the verdict recognised, in words ("" when the comparison names none)."""
    form = getattr(comparison, "form", None)
    if form is None or form == "":
        return ""
    text = getattr(form, "words", form)
    return text if isinstance(text, str) else str(text)


def rows_of(run: FileRun, boards: list[str], game: Game, limits: Limits) -> list[Row]:
    """The rows of one file's run, one a board, in the boards' order."""
    note = check_words.output_capped(OUTPUT_KEPT // 1024) if run.capped else ""
    rows = []
    for index, board in enumerate(boards):
        verdict, sentence, comparison = _board_verdict(run, index, board, game, limits)
        rows.append(_row(run, board, verdict, sentence, comparison, note, limits))
    return rows


def _row(run: FileRun, board: str, verdict: str, sentence: str, comparison: Comparison | None,
         note: str, limits: Limits) -> Row:
    if comparison is None:
        return Row(run.file, board, verdict, sentence, note=note, output=run.output)
    diff = comparison.difference
    fault = comparison.fault
    if fault is not None and fault.facts[:1] == ("MemoryError",) and not comparison.matches:
        verdict, sentence = "memory", check_words.out_of_memory(limits.memory_mb, fault.call)
    return Row(run.file, board, verdict, sentence, None if diff is None else diff.call,
               "" if diff is None or diff.mistake is None else diff.mistake,
               form_text(comparison), note, run.output, comparison)


def _board_verdict(run: FileRun, index: int, board: str, game: Game,
                   limits: Limits) -> tuple[str, str, Comparison | None]:
    trace, error = run.results / result_name(index), run.results / error_name(index)
    if _is_file(trace):
        return _judged(trace, board, game)
    if _is_file(error):
        verdict, message = _error_record(error)
        if verdict == "memory":
            return verdict, check_words.out_of_memory(limits.memory_mb), None
        return verdict, message, None
    return _no_result(run, limits)


def _is_file(path: Path) -> bool:
    return path.is_file() and not path.is_symlink()


def _judged(path: Path, board: str, game: Game) -> tuple[str, str, Comparison | None]:
    try:
        tree = load_json(path, game=game, max_bytes=MAX_TRACE_BYTES)
    except MinimaxVizError as exc:
        return "invalid", check_words.unreadable_result(str(exc)[:300]), None
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:
        return "invalid", check_words.unreadable_result(type(exc).__name__), None
    if not isinstance(tree.data, StudentRecorder):
        return "invalid", check_words.NOT_A_RECORDING, None
    asked = game.format(game.parse(board))
    found = game.format(tree.root_position)
    if found != asked:
        return "invalid", check_words.wrong_board(found, asked), None
    try:
        comparison = judge(tree, tree.data.fault)
    except (MinimaxVizError, ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        return "invalid", check_words.unreadable_result(f"{type(exc).__name__}: {exc}"[:300]), \
            None
    if comparison.matches:
        return "match", comparison.sentence, comparison
    diff = comparison.difference
    return ("fault" if diff is not None and diff.kind == "fault" else "differs",
            comparison.sentence, comparison)


def _error_record(path: Path) -> tuple[str, str]:
    """The verdict and message of an error record; anything else is an unreadable result."""
    try:
        if os.path.getsize(path) > _ERROR_BYTES:
            raise ValueError("too big")
        record: Any = json.loads(path.read_text(encoding="utf-8"))
        verdict, message = record["verdict"], record["message"]
        if verdict not in _ERROR_VERDICTS or not isinstance(message, str):
            raise ValueError("not an error record")
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return "invalid", check_words.unreadable_result("an error record that is not one")
    lines = message.strip().splitlines()
    return verdict, (lines[0][:300] if lines else quote(verdict))


def _no_result(run: FileRun, limits: Limits) -> tuple[str, str, None]:
    """No result for this board: how the process ended says why."""
    if run.timed_out or run.status == -signal.SIGXCPU:
        return "timeout", check_words.timed_out(limits.timeout), None
    if run.status == MEMORY_STATUS:
        return "memory", check_words.out_of_memory(limits.memory_mb), None
    if run.status < 0:
        return "crash", check_words.killed(-run.status), None
    return "exits", check_words.ended(run.status), None


__all__ = ["VERDICTS", "Row", "form_text", "rows_of"]
