"""``minimax-viz check PATH... --board B [--board B2 ...]``: students' own minimax, checked safely.

Each file (a folder: its ``*.py``) runs in a process of its own
(:mod:`minimax_viz.checking`), with a time limit, a memory limit, no stdin and its
output capped; its function is recorded there on every board and the verdict is
decided here, from the recorded calls alone. One line per file x board, then a
summary; one file on one board prints only its sentence, as before.
``--report DIR`` writes ``results.csv`` and ``index.html`` with a page per row.
Exit 0 when every row matches, 1 otherwise, 2 for bad input (a file that cannot be
loaded is bad input only when it is the one file checked).
"""

from __future__ import annotations

import argparse
import ast
import math

from ..checking import Limits, check_files, python_files, write_report
from ..checking.sandbox import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT
from ..checking.verdicts import Row
from ..errors import InvalidOptionError, quote
from ..explain.words import checking as check_words
from ..games.tictactoe_formats import LAYOUTS
from .common import (
    POSITION_HELP,
    SubParsers,
    add_game_option,
    command,
    game_arg,
    whole_number_arg,
)

#: Verdicts that are the teacher's input at fault when only one file is checked.
_BAD_INPUT = ("load-error", "hint")


def register(sub: SubParsers) -> None:
    parser = command(sub, "check", cmd_check, "check students' minimax against minimax",
                     "Run each file's minimax (or --function) in a process of its own on every"
                     " board and compare every call with minimax. Exit 0 when all match, 1"
                     " otherwise, 2 for bad input.", position=False)
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="students' Python files, or folders of them (their *.py)")
    parser.add_argument("--board", action="append", required=True, metavar="POSITION",
                        help=POSITION_HELP + " (repeat for more boards)")
    add_game_option(parser)
    parser.add_argument("--function", default=None, metavar="NAME",
                        help="the function to check (default: minimax; also Class.method)")
    parser.add_argument("--call", default=None, metavar="CALL",
                        help='how to call it, e.g. "minimax(board, 0, True, -inf, inf)":'
                             " board and player stand for the position and the side to move")
    parser.add_argument("--board-format", default=None, metavar="FORMAT",
                        help="how the file holds a board, when it cannot be inferred: "
                             + ", ".join(LAYOUTS))
    parser.add_argument("--marks", default=None, metavar="MARKS",
                        help='the file\'s marks, e.g. "X=1,O=-1,empty=0"')
    parser.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"time a file may take (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--memory", type=_megabytes, default=DEFAULT_MEMORY_MB, metavar="MB",
                        help=f"memory a file's process may use (default {DEFAULT_MEMORY_MB})")
    parser.add_argument("--jobs", type=_jobs, default=None, metavar="N",
                        help="files checked at once (default: one a core)")
    parser.add_argument("--report", default=None, metavar="DIR",
                        help="write results.csv and index.html (a page per row) into DIR")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0.1 <= value <= 86400:
        raise argparse.ArgumentTypeError(
            f"{quote(text)} is not a number of seconds from 0.1 to 86400")
    return value


_megabytes = whole_number_arg(128, 1 << 20)  # --memory
_jobs = whole_number_arg(1, 256)  # --jobs


def _hints(args: argparse.Namespace) -> dict[str, str | None]:
    if args.call is not None:
        try:
            ast.parse(args.call.strip(), mode="eval")
        except SyntaxError:
            raise InvalidOptionError(f"--call {quote(args.call)} is not a Python call") from None
    return {"function": args.function, "call": args.call, "board_format": args.board_format,
            "marks": args.marks, "position": None, "player": None}


def cmd_check(args: argparse.Namespace) -> int:
    game = game_arg(args)
    boards = [game.format(game.parse(board)) for board in args.board]
    files = python_files(args.paths)
    limits = Limits(timeout=args.timeout, memory_mb=args.memory)
    rows = check_files(files, boards, game=game, hints=_hints(args), limits=limits,
                       jobs=args.jobs)
    if len(files) == 1:
        for row in rows:
            if row.verdict in _BAD_INPUT:
                raise InvalidOptionError(row.sentence)
    _print_rows(rows, len(files), len(boards))
    if args.report is not None:
        write_report(rows, args.report)
    return 0 if all(row.matches for row in rows) else 1


def _print_rows(rows: list[Row], files: int, boards: int) -> None:
    if len(rows) == 1:
        print(rows[0].sentence)
        return
    for row in rows:
        print(check_words.row_line(row.file, row.board, row.sentence))
    print(check_words.batch_summary(sum(row.matches for row in rows), len(rows), files, boards))
