"""The words of ``minimax-viz check`` on a class's files: why a file gave no verdict, the
rows and the summary, and the class report's headings.

What a student's own search did is told by :mod:`.student`; this module says what
happened to the process that ran it (it took too long, ran out of memory, was
killed, ended before giving a result) and how the batch adds up.

>>> timed_out(10.0), out_of_memory(2048), killed(9)
('took longer than 10 s', 'ran out of memory (limit 2,048 MB)', 'killed by signal 9 (SIGKILL)')
>>> ended(0)
'ended its process with status 0 before giving a result'
"""

from __future__ import annotations

import signal
from collections.abc import Mapping


def timed_out(seconds: float) -> str:
    return f"took longer than {seconds:g} s"


def out_of_memory(megabytes: int, call: int | None = None) -> str:
    where = "" if call is None else f" at call {call}"
    return f"ran out of memory (limit {megabytes:,} MB){where}"


def killed(number: int) -> str:
    try:
        name = f" ({signal.Signals(number).name})"
    except ValueError:
        name = ""
    return f"killed by signal {number}{name}"


def ended(status: int) -> str:
    return f"ended its process with status {status} before giving a result"


def output_capped(kilobytes: int) -> str:
    """Not a failure: the note on a row whose file printed more than is kept."""
    return f"printed more than {kilobytes:,} KB (output capped)"


def unreadable_result(reason: str) -> str:
    return f"gave a result minimax-viz cannot read ({reason})"


NOT_A_RECORDING = "gave a result that is not a recording of its own function"


def wrong_board(found: str, board: str) -> str:
    return f"gave a recording that starts from {found}, not from {board}"


def syntax_error(name: str, line: int | None, message: str) -> str:
    return f"{name} has a syntax error on line {line}: {message}"


def failed_loading(name: str, error: str) -> str:
    return f"{name} failed while loading: {error}"


def no_function(name: str, function: str, defined: str) -> str:
    return f"{name} has no function {function}" + (f"; it defines {defined}" if defined else "")


def failed_before_first_call(function: str, error: str) -> str:
    return f"{function} failed before its first call: {error}"


def needs_hint(message: str) -> str:
    return f"needs a hint: {message}"


def cannot_record(error: str) -> str:
    return f"minimax-viz could not record it: {error}"


def row_line(file: str, board: str, sentence: str) -> str:
    """One line of the batch's output: a file on a board, and what came of it."""
    return f"{file} on {board}: {sentence}"


def batch_summary(matched: int, rows: int, files: int, boards: int) -> str:
    return (f"{matched} of {rows} checks match ({files} file{'s' * (files != 1)}"
            f" on {boards} board{'s' * (boards != 1)})")


#: What each verdict of a row is called in the class report.
VERDICTS: Mapping[str, str] = {
    "match": "matches minimax", "differs": "differs from minimax",
    "fault": "raised an error in its search", "timeout": "took too long",
    "memory": "ran out of memory", "crash": "was killed", "exits": "ended without a result",
    "load-error": "could not be loaded", "hint": "needs a hint", "error": "failed before its"
    " first call", "invalid": "gave an unreadable result"}

#: The class report's headings and captions.
REPORT_WORDS: Mapping[str, str] = {
    "title": "Class report", "glance": "The class at a glance",
    "mistakes": "Mistakes across the class", "no_mistakes": "No named mistake in any file.",
    "first_calls": "Where students first go wrong", "no_first_calls": "Every file matches or"
    " stopped before a call could be compared.", "rows": "Every file on every board",
    "file": "file", "board": "board", "verdict": "verdict", "sentence": "what happened",
    "mistake": "mistake", "count": "checks", "call": "first differing call",
    "page": "details", "open": "open", "back": "back to the class report",
    "output": "What the file printed (the first few KB)",
    "yours": "Step through this file's trace from call {call}",
    "reference": "Step through minimax from call {call}",
    "no_stepper": "(no stepper page: {reason})", "form": "form recognised",
}


def match_count(matched: int, rows: int) -> str:
    return f"{matched} of {rows} checks match minimax"


__all__ = ["NOT_A_RECORDING", "REPORT_WORDS", "VERDICTS", "batch_summary", "cannot_record", "ended",
           "failed_before_first_call", "failed_loading", "killed", "match_count", "needs_hint",
           "no_function", "out_of_memory", "output_capped", "row_line", "syntax_error",
           "timed_out", "unreadable_result", "wrong_board"]
