"""A student's function run in the teacher's own process (a notebook), put back afterwards.

``check`` runs a student's file in a process of its own; ``recorded`` and ``compare``
run it here. While it runs, :func:`guarded` keeps what the student's code may change
for every later cell: ``sys``'s streams, hooks, recursion limit and replaced modules,
and the builtins, all put back as they were. Ctrl-C is told apart from a
``KeyboardInterrupt`` the student's code raises itself: only the user's own stops the
run as an interrupt; the student's, like a ``SystemExit``, is a fault of the call.
"""

from __future__ import annotations

import builtins
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

#: What a student's code may replace in ``sys`` (``sys.path`` and ``argv`` are lists: copied).
_SYS_NAMES = ("stdout", "stderr", "stdin", "displayhook", "excepthook", "breakpointhook")


class Interrupt:
    """Whether the user pressed Ctrl-C while the student's code ran."""

    def __init__(self) -> None:
        self.pressed = False

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        self.pressed = True
        raise KeyboardInterrupt


@contextmanager
def guarded() -> Iterator[Interrupt]:
    """Run the block with this process's ``sys`` and builtins put back afterwards, and
    Ctrl-C noted (the :class:`Interrupt` says whether the user pressed it)."""
    streams = {name: getattr(sys, name) for name in _SYS_NAMES if hasattr(sys, name)}
    path, argv, limit = list(sys.path), list(sys.argv), sys.getrecursionlimit()
    modules, names = dict(sys.modules), dict(builtins.__dict__)
    interrupt = Interrupt()
    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, interrupt) if main else None
    try:
        yield interrupt
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)
        for name, value in streams.items():
            setattr(sys, name, value)
        sys.path[:], sys.argv[:] = path, argv
        sys.setrecursionlimit(limit)
        for name, module in modules.items():  # a module the student replaced: put back
            if sys.modules.get(name) is not module:
                sys.modules[name] = module
        builtins.__dict__.clear()
        builtins.__dict__.update(names)
