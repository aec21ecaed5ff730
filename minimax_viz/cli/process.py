"""The ``minimax-viz`` process around a command: streams, signals and the exit status.

:func:`run_guarded` runs a command so that every user mistake is one stderr line and
status 2, never a traceback: a closed stdin reads as the end of input, a closed stdout
swallows what is printed, a reader that goes away (``| head``) ends the run quietly, and
SIGTERM unwinds (so temporary files are cleaned up) with status 128 + 15.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from ..errors import MinimaxVizError, one_line, quote


def run_guarded(run: Callable[[], int]) -> int:
    """``run()``'s status, with every way a process can end turned into a status."""
    _open_closed_streams()
    if not threading_main():
        return _guarded(run)
    before = signal.signal(signal.SIGTERM, _terminate)
    try:
        return _guarded(run)
    finally:
        signal.signal(signal.SIGTERM, before)


def _guarded(run: Callable[[], int]) -> int:
    try:
        status = run()
        sys.stdout.flush()
        return status
    except MinimaxVizError as exc:
        return fail(str(exc))
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:  # an unwritable or missing path the user gave us
        if exc.filename is None and exc.errno is not None and _is_stdout_gone():
            _silence_stdout()
            return 1
        where = f" {quote(str(exc.filename))}" if exc.filename else ""
        return fail(f"cannot use{where}: {exc.strerror or exc}")
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except RecursionError:
        return fail("the input is nested too deeply")
    except MemoryError:
        return fail("out of memory; try a smaller position or limit")
    except Exception as exc:  # noqa: BLE001 (a bug of ours: one line, a status tests catch)
        fail(f"internal error ({type(exc).__name__}: {quote(str(exc))}); please report it")
        return 70


def fail(message: str) -> int:
    """Say ``message`` as the one ``minimax-viz: error:`` line on stderr; status 2."""
    try:
        print(f"minimax-viz: error: {one_line(message)}", file=sys.stderr)
    except (OSError, ValueError):  # stderr is gone too: the status still says it
        pass
    return 2


def threading_main() -> bool:
    """True in the main thread (the only one allowed to set signal handlers)."""
    import threading

    return threading.current_thread() is threading.main_thread()


def _terminate(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def _open_closed_streams() -> None:
    """A closed stdin/stdout/stderr (``<&-``, ``>&-``) becomes /dev/null."""
    for name, mode in (("stdin", "r"), ("stdout", "w"), ("stderr", "w")):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, mode, encoding="utf-8"))  # noqa: SIM115


def _is_stdout_gone() -> bool:
    try:
        sys.stdout.flush()
    except OSError:
        return True
    return False


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush has nowhere to fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
