"""The ``minimax-viz`` command: ``main(argv) -> int``.

Each module here registers its commands (``register(sub)``); :mod:`.common` holds
what they share and :mod:`.process` the process around them. Every mistake in the
input becomes one line on stderr and exit status 2; nobody sees a traceback for a typo.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..errors import is_text, quote
from . import check_command, exercise_command, lesson_commands, search_commands, site_command
from .common import Handler, Parser
from .process import fail, run_guarded

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
    """Run one command (``argv``: its words, the process's own when None); every user
    mistake is one stderr line and status 2, never a traceback (:mod:`.process` keeps the
    streams, signals and statuses)."""
    return run_guarded(lambda: _run(argv))


def _run(argv: Sequence[str] | None) -> int:
    args_in = sys.argv[1:] if argv is None else list(argv)
    for arg in args_in:
        if not is_text(arg):
            return fail(f"argument {quote(arg)} is not valid UTF-8 text")
    try:
        args = build_parser().parse_args(args_in)
    except SystemExit as done:  # --help, --version or a usage error: argparse has printed
        return done.code if isinstance(done.code, int) else 2
    run: Handler = args.run
    return run(args)


__all__ = ["build_parser", "main"]
