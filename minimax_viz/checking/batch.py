"""Checking a class: files and folders x boards, each file in its own process, in parallel.

:func:`python_files` turns the paths given into the files to check (a folder: its
``*.py`` regular files, sorted, not recursive; anything else that is not a regular
file is bad input). :func:`check_files` runs them a few at a time
(:func:`~.sandbox.run_file`) and judges each file's results as soon as its process
ends (:func:`~.verdicts.rows_of`), so one hanging, crashing or memory-hungry file
costs its own rows and never the batch.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ..errors import InvalidOptionError, quote
from ..files import not_a_file
from ..games import Game
from .sandbox import Limits, run_file
from .verdicts import Row, rows_of


def python_files(paths: Sequence[str]) -> list[str]:
    """The files to check among ``paths`` (files, and folders' Python files in name
    order), as the user will read their names, each once."""
    found: list[str] = []
    seen: set[str] = set()
    for path in paths:
        mode = _mode(path)
        if stat.S_ISDIR(mode):
            inside = sorted(entry.name for entry in os.scandir(path)
                            if entry.name.endswith(".py") and entry.is_file())
            if not inside:
                raise InvalidOptionError(f"{quote(path)} holds no Python files (*.py)")
            files = [os.path.join(path, name) for name in inside]
        elif stat.S_ISREG(mode):
            files = [path]
        else:
            raise InvalidOptionError(f"{quote(path)} is {not_a_file(mode)},"
                                     " not a Python file or a folder")
        for file in files:
            key = os.path.realpath(file)
            if key not in seen:
                seen.add(key)
                found.append(file)
    return found


def _mode(path: str) -> int:
    try:
        return os.stat(path).st_mode
    except FileNotFoundError:
        raise InvalidOptionError(f"no such file or folder: {quote(path)}") from None
    except (OSError, ValueError) as exc:
        raise InvalidOptionError(f"cannot read {quote(path)}: "
                                 f"{getattr(exc, 'strerror', None) or exc}") from None


def default_jobs() -> int:
    """One process a core."""
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else os.cpu_count() or 1)


def check_files(files: Sequence[str], boards: list[str], *, game: Game,
                hints: dict[str, Any], limits: Limits, jobs: int | None = None) -> list[Row]:
    """Every file on every board: the rows in the files' order, then the boards'.

    ``files`` are the students' files (:func:`python_files` lists a folder's), ``boards`` the
    positions each is checked on, in ``game``'s notation; ``hints`` tell the recorder what
    it cannot guess (the function's name, a call, the board's format: see ``check --help``);
    ``limits`` bound each file's run (time, memory); ``jobs`` files run at once (None: one
    a core)."""
    judging = threading.Lock()  # the verdicts are worked out one at a time
    stop = threading.Event()  # set when the batch is interrupted: the children die at once
    with tempfile.TemporaryDirectory(prefix="minimax-viz-check-") as temp:
        def one(number: int, file: str) -> list[Row]:
            work = Path(temp) / str(number)
            work.mkdir()
            try:
                if stop.is_set():
                    return []
                run = run_file(file, boards, game.name, hints, limits, work, stop)
                with judging:
                    return rows_of(run, boards, game, limits)
            finally:
                shutil.rmtree(work, ignore_errors=True)

        with ThreadPoolExecutor(max_workers=jobs or default_jobs()) as pool:
            try:
                done = list(pool.map(one, range(len(files)), files))
            except BaseException:  # Ctrl-C, SIGTERM: no file starts, the running ones end
                stop.set()
                raise
    return [row for rows in done for row in rows]


__all__ = ["check_files", "default_jobs", "python_files"]
