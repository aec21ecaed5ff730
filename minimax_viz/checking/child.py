"""The student's side of a check: :func:`main` runs in a process of its own, one a file.

:mod:`.sandbox` starts it in a fresh temporary folder with a minimal environment
and sends the job as JSON on stdin: the file, its boards, the game, the hints, the
limits and the folder for the results. The child reads it, closes stdin, sets
its own hard limits (memory, CPU time, file size, no core files), and for each
board writes either the student's trace (``N.json``, :func:`save_json`'s format)
or a small error record (``N.error.json``: its verdict and a one-line message).

Nothing here decides a verdict: the parent loads each file strictly and judges
it. Everything the child uses is imported before the student's module is, so a
file that patches ``minimax_viz`` changes at most what it could change anyway,
its own result, which the parent reads as untrusted.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from typing import Any

from ..errors import MinimaxVizError
from ..explain.words.checking import cannot_record, needs_hint
from ..files import write_text
from ..games import get_game
from ..record.student.tree import StudentRecorder
from ..record.tracefile import save_json
from .student_file import FailedBeforeFirstCall, LoadError, NeedsHint, record_file

#: The status the child ends with when memory ran out even for its error record.
MEMORY_STATUS = 86
#: Room kept aside so that an error record can still be written after a MemoryError.
_RESERVE_BYTES = 4 << 20


def result_name(index: int) -> str:
    """The trace file of board ``index`` (0-based) in the results folder."""
    return f"{index}.json"


def error_name(index: int) -> str:
    """The error record of board ``index`` in the results folder."""
    return f"{index}.error.json"


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def set_limits(limits: dict[str, int]) -> None:
    """Hard limits the student's code cannot raise again (soft = hard)."""
    import resource  # here: the browser's Python (Pyodide) has no such module

    for which, value in ((resource.RLIMIT_AS, limits["memory_bytes"]),
                         (resource.RLIMIT_CPU, limits["cpu_seconds"]),
                         (resource.RLIMIT_FSIZE, limits["file_bytes"]),
                         (resource.RLIMIT_CORE, 0)):
        _, hard = resource.getrlimit(which)
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(which, (value, value))


def close_stdin() -> None:
    """Standard input reads as empty from now on (``input()`` raises EOFError)."""
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)


def run_job(job: dict[str, Any]) -> None:
    """Record the file on each board of ``job``, writing a result for each."""
    # bound before the student's module is first imported: patching the modules later
    # changes none of these names
    record, save, write, student_data = record_file, save_json, write_text, StudentRecorder
    join, dumps, collect = os.path.join, json.dumps, gc.collect
    out, path, game = job["out"], job["file"], get_game(job["game"])
    reserve: bytearray | None = bytearray(_RESERVE_BYTES)
    for index, board in enumerate(job["boards"]):
        verdict, message = "", ""
        try:
            tree = record(path, board, game=game, hints=job["hints"])
            if not isinstance(tree.data, student_data):
                verdict, message = "invalid", "the recorder gave no student's tree"
            else:
                save(tree, join(out, result_name(index)))
            del tree
        except LoadError as exc:
            verdict, message = "load-error", str(exc)
        except FailedBeforeFirstCall as exc:
            verdict, message = "error", str(exc)
        except NeedsHint as exc:
            verdict, message = "hint", str(exc)
        except MemoryError:
            verdict, message = "memory", ""
        except MinimaxVizError as exc:  # the recorder's own question: a hint is needed
            verdict, message = "hint", needs_hint(_first_line(exc))
        except Exception as exc:  # noqa: BLE001 - the recorder failed: the row says how
            verdict, message = "error", cannot_record(f"{type(exc).__name__}: {_first_line(exc)}")
        if verdict:
            reserve = None  # the exception and its frames are gone: make room to write
            collect()
            try:
                write(join(out, error_name(index)),
                      dumps({"verdict": verdict, "message": message[:1000]}))
            except MemoryError:
                os._exit(MEMORY_STATUS)
        if reserve is None:
            try:
                reserve = bytearray(_RESERVE_BYTES)
            except MemoryError:
                os._exit(MEMORY_STATUS)


def main() -> None:
    job = json.loads(sys.stdin.buffer.read(1 << 20))
    close_stdin()
    set_limits(job["limits"])
    sys.argv = [job["file"]]
    sys.path.append(os.path.dirname(os.path.abspath(job["file"])))
    try:
        run_job(job)
    except MemoryError:
        os._exit(MEMORY_STATUS)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(0)  # no interpreter shutdown: a student's atexit or __del__ runs no more


if __name__ == "__main__":
    main()
