"""Running one student's file in a process of its own (:mod:`.child`), within limits.

The process starts in a session (so a process group) of its own, in a fresh
temporary folder, with a minimal environment and the job on a pipe that is
closed once sent. Its stdout and stderr are read through pipes as it runs: the
first few KB of each are kept, the rest drained and dropped, so a flood costs
nothing. At the time limit the whole group is killed; the memory, CPU, file-size
and core limits are set by the child on itself before the student's code is
loaded. What comes back is a :class:`FileRun`: how the process ended, what it
printed, and the folder holding its results, which :mod:`.verdicts` reads.
"""

from __future__ import annotations

import json
import math
import os
import selectors
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import minimax_viz

#: Default limits: seconds of wall time a file, megabytes of address space.
DEFAULT_TIMEOUT = 10.0
DEFAULT_MEMORY_MB = 2048
#: The output kept of each stream, in bytes.
OUTPUT_KEPT = 4096
#: The largest file a child may write (a trace of the whole Tic-Tac-Toe tree is ~105 MB).
FILE_BYTES = 256 * 1024 * 1024
#: The child's program (not ``-m``: the package is imported first, which ``-m`` warns about).
CHILD = "from minimax_viz.checking.child import main; main()"
#: How long the pipes are still read after the process ended (a grandchild may hold them).
_GRACE = 1.0


@dataclass(frozen=True)
class Limits:
    """What one file's process may use."""

    timeout: float = DEFAULT_TIMEOUT      # seconds of CPU and of wall time, each board
    memory_mb: int = DEFAULT_MEMORY_MB    # its address space, in MB

    def as_job(self) -> dict[str, int]:
        return {"memory_bytes": self.memory_mb * 1024 * 1024,
                "cpu_seconds": math.ceil(self.timeout) + 1, "file_bytes": FILE_BYTES}


@dataclass
class Captured:
    """The start of one output stream, and how much came in all."""

    kept: bytearray = field(default_factory=bytearray)
    total: int = 0

    def add(self, data: bytes) -> None:
        room = OUTPUT_KEPT - len(self.kept)
        if room > 0:
            self.kept += data[:room]
        self.total += len(data)

    @property
    def capped(self) -> bool:
        return self.total > len(self.kept)


@dataclass
class FileRun:
    """How one file's process ended: its status (negative: killed by that signal),
    whether the time limit stopped it, its output, and its results folder."""

    file: str
    results: Path
    status: int
    timed_out: bool
    stdout: Captured
    stderr: Captured
    seconds: float

    @property
    def output(self) -> str:
        text = (bytes(self.stdout.kept) + bytes(self.stderr.kept)).decode("utf-8", "replace")
        return text

    @property
    def capped(self) -> bool:
        return self.stdout.capped or self.stderr.capped


def child_environment(home: Path) -> dict[str, str]:
    """A minimal environment: where minimax_viz is, a home of its own, one thread for numpy."""
    root = str(Path(minimax_viz.__file__).resolve().parent.parent)
    return {"PATH": "/usr/bin:/bin", "PYTHONPATH": root, "HOME": str(home),
            "TMPDIR": str(home), "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONNOUSERSITE": "1", "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1",
            "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "MPLBACKEND": "Agg"}


def run_file(file: str, boards: list[str], game: str, hints: dict[str, Any],
             limits: Limits, work: Path, stop: threading.Event | None = None) -> FileRun:
    """Run ``file`` on ``boards`` in a child process; ``work`` is an empty folder of ours.
    Setting ``stop`` kills it at once (the batch was interrupted)."""
    home, results = work / "cwd", work / "results"
    home.mkdir()
    results.mkdir()
    job = {"file": str(Path(file).resolve()), "boards": boards, "game": game, "hints": hints,
           "limits": limits.as_job(), "out": str(results)}
    start = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-s", "-c", CHILD], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=home, env=child_environment(home),
        start_new_session=True, close_fds=True)
    _send(process, json.dumps(job).encode("utf-8"))
    stdout, stderr = Captured(), Captured()
    timed_out = _drain(process, {process.stdout: stdout, process.stderr: stderr},
                       start + limits.timeout, stop or threading.Event())
    status = process.wait()
    return FileRun(file, results, status, timed_out, stdout, stderr, time.monotonic() - start)


def _send(process: subprocess.Popen[bytes], job: bytes) -> None:
    assert process.stdin is not None
    try:
        process.stdin.write(job)
        process.stdin.close()
    except OSError:  # the child is already gone: its status will say why
        pass


def _drain(process: subprocess.Popen[bytes], streams: dict[Any, Captured],
           deadline: float, stop: threading.Event) -> bool:
    """Read both pipes until they close; kill the group at ``deadline``. True if it was."""
    timed_out, ended_at = False, None
    with selectors.DefaultSelector() as selector:
        for pipe in streams:
            selector.register(pipe, selectors.EVENT_READ)
        while selector.get_map():
            now = time.monotonic()
            if ended_at is None and _ended(process):
                ended_at = now
            if ended_at is None and (now >= deadline or stop.is_set()):
                timed_out = not stop.is_set()
                _kill_group(process)
                ended_at = now
            if ended_at is not None and now >= ended_at + _GRACE:
                break  # something else in the group holds the pipes
            limit = deadline if ended_at is None else ended_at + _GRACE
            for key, _ in selector.select(timeout=max(0.0, min(limit - now, 0.2))):
                data = os.read(key.fd, 65536)
                if data:
                    streams[key.fileobj].add(data)
                else:
                    selector.unregister(key.fileobj)
    _kill_group(process)  # whatever the child left running in its group goes too
    for pipe in streams:
        pipe.close()
    return timed_out


def _ended(process: subprocess.Popen[bytes]) -> bool:
    """True once the child has ended; it is not reaped, so its group id stays reserved
    until :func:`_kill_group` has run (where the system has ``waitid``)."""
    if not hasattr(os, "waitid"):
        return process.poll() is not None
    try:
        return os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) \
            is not None
    except ChildProcessError:
        return True


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


__all__ = ["DEFAULT_MEMORY_MB", "DEFAULT_TIMEOUT", "OUTPUT_KEPT", "Captured", "FileRun",
           "Limits", "child_environment", "run_file"]
