"""The ``minimax-viz`` command: ``main(argv) -> int``.

Each module here registers its commands (``register(sub)``); :mod:`.common`
holds what they share. Every mistake in the input becomes one line on stderr
and exit status 2; nobody sees a traceback for a typo.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..errors import MinimaxVizError
from . import lesson_commands, search_commands
from .common import Handler, Parser

#: The modules whose commands make up ``minimax-viz``, in the order ``--help`` lists them.
COMMAND_MODULES = (search_commands, lesson_commands)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="minimax-viz",
                    description="Trace, draw and step through minimax, call by call.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Handler = args.run
    try:
        return run(args)
    except MinimaxVizError as exc:
        print(f"minimax-viz: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        sys.stderr.close()
        return 1
    except OSError as exc:  # an unwritable or missing path the user gave us
        where = f" {str(exc.filename)!r}" if exc.filename else ""
        print(f"minimax-viz: error: cannot use{where}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


__all__ = ["build_parser", "main"]
