"""``minimax-viz check student.py --board B``: does a student's minimax search like minimax?

The file is loaded as a module and its ``minimax`` (or ``--function NAME``) is
called the tutorial's way, ``minimax(board, player)``: the board as the game
gives it to a student (Tic-Tac-Toe: the tutorial's list ``["O", 1, "X", ...]``,
each empty cell holding its index; Nim: the pile) and the side to move, which is
the AI. Module-level players named like the
tutorial's (``ai_player``/``aiPlayer``, ``hu_player``/``huPlayer``) are set to
match. Exit 0 when every call matches, 1 with the sentence for the first call
that differs (or the fault that stopped the student's code), 2 for bad input.
"""

from __future__ import annotations

import argparse
import importlib.util
import stat
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

from ..comparison import compare
from ..errors import InvalidOptionError, MinimaxVizError, quote
from ..games import Game
from .common import POSITION_HELP, SubParsers, add_game_option, command, game_arg, position_arg

#: The tutorial's names for the two players, set to the side to move and the other.
AI_NAMES = ("ai_player", "aiPlayer", "AI_PLAYER", "ai", "AI")
HUMAN_NAMES = ("hu_player", "huPlayer", "HU_PLAYER", "human_player", "humanPlayer",
               "HUMAN_PLAYER", "human", "hu", "HUMAN")


def register(sub: SubParsers) -> None:
    parser = command(sub, "check", cmd_check, "check a student's minimax against minimax",
                     "Run the minimax function of a Python file on a board, the tutorial's way"
                     " (minimax(board_list, player)), and compare every call with minimax."
                     " Exit 0 when all match, 1 at the first difference.", position=False)
    parser.add_argument("file", metavar="STUDENT.py", help="the student's Python file")
    parser.add_argument("--board", required=True, metavar="POSITION", help=POSITION_HELP)
    add_game_option(parser)
    parser.add_argument("--function", default="minimax", metavar="NAME",
                        help="the function to check (default: minimax)")


def load_student(path: str) -> ModuleType:
    """The student's file as a module; a clear error when it cannot be loaded."""
    file = Path(path)
    try:
        mode = file.stat().st_mode
    except FileNotFoundError:
        raise InvalidOptionError(f"no such file: {quote(path)}") from None
    except (OSError, ValueError) as exc:
        raise InvalidOptionError(f"cannot read {quote(path)}: "
                                 f"{getattr(exc, 'strerror', None) or exc}") from None
    if not stat.S_ISREG(mode):
        kind = "a directory" if stat.S_ISDIR(mode) else \
            "a pipe" if stat.S_ISFIFO(mode) else "a device" if stat.S_ISCHR(mode) or \
            stat.S_ISBLK(mode) else "not a regular file"
        raise InvalidOptionError(f"{quote(path)} is {kind}, not a Python file")
    spec = importlib.util.spec_from_file_location("minimax_viz_student", file)
    if spec is None or spec.loader is None:
        raise InvalidOptionError(f"{quote(path)} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise InvalidOptionError(
            f"{file.name} has a syntax error on line {exc.lineno}: {exc.msg}") from None
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - whatever the file's code raises
        raise InvalidOptionError(
            f"{file.name} failed while loading: {type(exc).__name__}: {quote(str(exc))}"
        ) from None
    return module


def student_function(module: ModuleType, name: str, path: str) -> Any:
    found = getattr(module, name, None)
    if not callable(found):
        names = sorted(k for k, v in vars(module).items()
                       if callable(v) and getattr(v, "__module__", None) == module.__name__)
        have = f"; it defines {quote(names)}" if names else ""
        raise InvalidOptionError(f"{Path(path).name} has no function {quote(name)}{have}")
    return found


def set_players(module: ModuleType, game: Game, ai: str) -> None:
    """Make the tutorial's module-level player names agree with the side to move."""
    human = game.other(ai)
    for names, player in ((AI_NAMES, ai), (HUMAN_NAMES, human)):
        for name in names:
            if getattr(module, name, None) in game.players:
                setattr(module, name, player)


def cmd_check(args: argparse.Namespace) -> int:
    game = game_arg(args)
    position = position_arg(args)
    module = load_student(args.file)
    function = student_function(module, args.function, args.file)
    set_players(module, game, game.to_move(position))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            comparison = compare(function, position, game=game)
        except MinimaxVizError:
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - raised before any call
            print(f"{args.function} failed before its first call: {type(exc).__name__}:"
                  f" {quote(str(exc))}")
            return 1
    print(comparison.sentence)
    return 0 if comparison.matches else 1
