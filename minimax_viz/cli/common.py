"""What every ``minimax-viz`` command shares: the one-line-error parser, the game and
search options, the position argument and the ``--max-...`` limits.

A command module registers itself with :func:`command` and reads its position
with :func:`position_arg`, so every command takes ``--game`` the same way.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import Any

from ..errors import InvalidOptionError, number_span, one_line, quote, whole_number
from ..games import DEFAULT_GAME, GAMES, Game, get_game
from ..search import DEFAULT_PRUNING, DEFAULT_SCORING, PRUNINGS, SCORINGS, SEARCH_DEFAULTS
from ..search.budget import DEFAULT_MAX_CALLS
from ..search.options import parse_depth_limit

Handler = Callable[[argparse.Namespace], int]
SubParsers = Any  # argparse's _SubParsersAction is private

POSITION_HELP = ('the position: for tictactoe a board, e.g. "O.XX.X.OO", "O1XX4X6OO",'
                 ' "O.X/X.X/.OO" or a JSON array; for tree nested lists of leaf values,'
                 ' e.g. "[[3,12,8],[2,4,6],[14,5,2]]"; for nim the pile, e.g. 5 (or 5/B: B to'
                 ' move); for connect4 the rows top first, e.g. "...../...../...../..X.."')


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is a single line."""

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        """argparse's, but unrecognized arguments are each quoted (a newline inside one
        stays on the line)."""
        found, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {', '.join(map(quote, extras))}")
        return found

    def error(self, message: str) -> None:  # type: ignore[override]
        message = one_line(message)  # argparse joins unrecognized arguments as they came
        message = re.sub(r"'([^']{81,})'", lambda found: quote(found.group(1)), message)
        self.exit(2, f"{self.prog}: error: {quote(message, 400)[1:-1]}\n"
                  if len(message) > 400 else f"{self.prog}: error: {message}\n")


def command(sub: SubParsers, name: str, run: Handler, summary: str, description: str,
            position: bool = True) -> argparse.ArgumentParser:
    """One subcommand: its POSITION argument (unless ``position=False``) and its handler."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=summary, description=description)
    if position:
        parser.add_argument("board", metavar="POSITION", help=POSITION_HELP)
    parser.set_defaults(run=run)
    return parser


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """``--game NAME``: which game the position belongs to (default tictactoe)."""
    parser.add_argument("--game", choices=list(GAMES), default=DEFAULT_GAME.name,
                        help=f"the game the position belongs to (default: {DEFAULT_GAME.name})")


def add_search_options(parser: argparse.ArgumentParser, budget: bool = True) -> None:
    """The options every searching command shares, ``--game`` among them (and, with
    ``budget``, ``--max-calls``: ``play`` searches many positions, each within its own)."""
    add_game_option(parser)
    group = parser.add_argument_group("search options")
    group.add_argument("--scoring", choices=list(SCORINGS), default=DEFAULT_SCORING,
                       help="article: +10/-10/0; depth: 10-depth/depth-10/0, where depth counts"
                            " the moves played since the position searched (its own call is"
                            " depth 0; the tutorial's 'level'), and 10 keeps 10-depth above 0"
                            " even 9 moves deep, so any win beats a draw and a faster win"
                            " scores more; unit: +1/-1/0")
    group.add_argument("--pruning", choices=list(PRUNINGS), default=DEFAULT_PRUNING,
                       help="alphabeta cuts a branch once alpha >= beta (the textbook's rule);"
                            " alphabeta-strict only once alpha > beta, never on a tie (CS188's"
                            f" autograder) (default: {DEFAULT_PRUNING})")
    group.add_argument("--order", default=None, metavar="MOVES",
                       help='move order, e.g. "4,0,2,6,8,1,3,5,7" or "centre"'
                            " (default: the game's natural order)")
    group.add_argument("--memo", action="store_true", help="remember positions already searched")
    group.add_argument("--depth-limit", type=_depth_limit, default=None, metavar="N",
                       help="look only N moves ahead; score the positions there with the"
                            " game's evaluation, marked as estimates (default: to the end)")
    group.add_argument("--iterative", action="store_true",
                       help="iterative deepening: search to depth 1, 2, ... up to the depth"
                            " limit (or to the end), each iteration trying first the moves the"
                            " previous one found best")
    if budget:
        add_budget_option(group)


def add_budget_option(group: Any) -> None:
    """``--max-calls N``: the search's budget of calls (:mod:`minimax_viz.search.budget`)."""
    group.add_argument("--max-calls", type=whole_number_arg(1, all_=True),
                       default=DEFAULT_MAX_CALLS, metavar="N",
                       help="stop a search past N calls with advice; a progress bar shows once"
                            f" it is long (default {DEFAULT_MAX_CALLS:,}; 'all': no limit)")


def game_arg(args: argparse.Namespace) -> Game:
    """The game ``--game`` names."""
    return get_game(getattr(args, "game", None))


def search_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments of :func:`~minimax_viz.trace` and :func:`~minimax_viz.solve`:
    the search options (:data:`~minimax_viz.search.SEARCH_DEFAULTS`' names, each an option
    of :func:`add_search_options`), the game and, where the command has it, the budget."""
    found = {name: getattr(args, name) for name in SEARCH_DEFAULTS}
    found["game"] = game_arg(args)
    if hasattr(args, "max_calls"):
        found["max_calls"] = args.max_calls
    return found


def _depth_limit(text: str) -> int | None:
    """``--depth-limit``'s value, by the option's own rule (a one-line usage error otherwise)."""
    try:
        return parse_depth_limit(text)
    except InvalidOptionError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def position_arg(args: argparse.Namespace, text: str | None = None) -> Any:
    """The POSITION argument read by the chosen game (its errors are one-line messages)."""
    return game_arg(args).parse(args.board if text is None else text)


def whole_number_arg(low: int | None = 0, high: int | None = None,
                     all_: bool = False) -> Callable[[str], int | None]:
    """An argparse ``type``: a whole number ``low..high`` read by
    :func:`~minimax_viz.errors.whole_number` (ASCII digits only), and with ``all_`` also
    ``all`` (or ``none``) for no limit."""
    def read(text: str) -> int | None:
        if all_ and text.lower() in ("all", "none"):
            return None
        try:
            return whole_number("value", text, low, high, text=True)
        except InvalidOptionError:
            either = " or 'all'" if all_ else ""
            raise argparse.ArgumentTypeError(
                f"{quote(text)} is not a whole number{number_span(low, high)}{either}") from None

    return read


def add_limit(parser: argparse.ArgumentParser, flag: str, default: int, what: str,
              low: int = 1) -> None:
    """A ``--max-...`` option: a whole number >= ``low``, or ``all`` for no limit."""
    parser.add_argument(flag, type=whole_number_arg(low, all_=True), default=default,
                        metavar="N", help=f"{what} (default {default}; 'all': no limit)")
