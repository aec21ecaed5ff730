"""The ``minimax-viz`` command: ``main(argv) -> int``.

Each module here registers its commands (``register(sub)``); :mod:`.common`
holds what they share. Every mistake in the input becomes one line on stderr
and exit status 2; nobody sees a traceback for a typo.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from typing import Any

from ..errors import MinimaxVizError, is_text, one_line, quote
from . import check_command, exercise_command, lesson_commands, search_commands, site_command
from .common import Handler, Parser

#: The modules whose commands make up ``minimax-viz``, in the order ``--help`` lists them.
COMMAND_MODULES = (search_commands, lesson_commands, exercise_command, check_command,
                   site_command)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="minimax-viz",
                    description="Trace, draw and step through minimax, call by call.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; every user mistake is one stderr line and status 2, never a traceback.

    A closed stdin reads as the end of input and a closed stdout swallows what
    is printed; a reader that goes away (``| head``) ends the run quietly.
    """
    _open_closed_streams()
    if not threading_main():
        return _main(argv)
    before = signal.signal(signal.SIGTERM, _terminate)  # so temporary files are cleaned up
    try:
        return _main(argv)
    finally:
        signal.signal(signal.SIGTERM, before)


def _main(argv: Sequence[str] | None) -> int:
    args_in = sys.argv[1:] if argv is None else list(argv)
    for arg in args_in:
        if not is_text(arg):
            return _fail(f"argument {quote(arg)} is not valid UTF-8 text")
    try:
        args = build_parser().parse_args(args_in)
    except SystemExit as done:  # --help, --version or a usage error: argparse has printed
        return done.code if isinstance(done.code, int) else 2
    run: Handler = args.run
    try:
        status = run(args)
        sys.stdout.flush()
        return status
    except MinimaxVizError as exc:
        return _fail(str(exc))
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:  # an unwritable or missing path the user gave us
        if exc.filename is None and exc.errno is not None and _is_stdout_gone():
            _silence_stdout()
            return 1
        where = f" {quote(str(exc.filename))}" if exc.filename else ""
        return _fail(f"cannot use{where}: {exc.strerror or exc}")
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except RecursionError:
        return _fail("the input is nested too deeply")
    except MemoryError:
        return _fail("out of memory; try a smaller position or limit")
    except Exception as exc:  # noqa: BLE001 (a bug of ours: one line, a status tests catch)
        _fail(f"internal error ({type(exc).__name__}: {quote(str(exc))}); please report it")
        return 70


def threading_main() -> bool:
    """True in the main thread (the only one allowed to set signal handlers)."""
    import threading

    return threading.current_thread() is threading.main_thread()


def _terminate(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def _fail(message: str) -> int:
    try:
        print(f"minimax-viz: error: {one_line(message)}", file=sys.stderr)
    except (OSError, ValueError):  # stderr is gone too: the status still says it
        pass
    return 2


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


__all__ = ["build_parser", "main"]
