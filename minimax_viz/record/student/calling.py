"""How a student's search is called: the entry, its arguments by what each parameter holds.

Students write ``minimax(board, player)``, ``minimax(board)`` (CS50 AI),
``minimax(board, depth, is_maximizing, alpha, beta)``, ``negamax(board, color)``,
``self.minimax(state, player, depth=0)``, or AIMA's ``alpha_beta_search(state, game)``.
:func:`arguments_for` fills a function's parameters from their names (the board,
the side to move or the maximizer's flag, depth 0, a full alpha-beta window); a
``--call`` hint (``"minimax(board, 0, True, -inf, inf)"``) says it outright, with
``board`` and ``player`` standing for the position and the side to move in the
file's own representation. A parameter that cannot be filled stops with a
sentence showing the parameters and how to write ``--call``.

>>> def minimax(board, depth, is_maximizing, alpha=None, beta=None): ...
>>> arguments_for(minimax, "BOARD", "X")
(('BOARD', 0, True, -inf, inf), {})
"""

from __future__ import annotations

import ast
import inspect
import math
from collections.abc import Callable
from typing import Any

from ...errors import InvalidOptionError, quote

#: What a parameter holds, by the names students give it.
ROLES: dict[str, tuple[str, ...]] = {
    "board": ("board", "new_board", "newboard", "state", "position", "grid", "cells", "node",
              "b", "bo", "s", "g", "pos", "game_state", "gamestate", "sticks", "pile", "n",
              "squares"),
    "player": ("player", "turn", "side", "mark", "who", "me", "current", "current_player",
               "currentplayer", "color", "colour", "agent", "letter", "to_move", "piece",
               "to_play", "toplay", "player_to_move"),
    "maximizing": ("is_maximizing", "ismaximizing", "maximizing", "is_max", "ismax",
                   "maximizer", "max_turn", "is_max_turn", "maximizing_player",
                   "maximizingplayer", "max_player", "is_maximizer", "ai_turn", "maxi",
                   "computer_turn", "maximize", "maximise"),
    "depth": ("depth", "d", "level", "ply", "moves_made"),
    "alpha": ("alpha", "a", "lo", "low"),
    "beta": ("beta", "hi", "high"),
}
#: The value each role gets at the root, beside the board and the player.
_ROOT_VALUES: dict[str, Any] = {"maximizing": True, "depth": 0, "alpha": -math.inf,
                                "beta": math.inf}


def role_of(name: str) -> str | None:
    """What a parameter named ``name`` holds (None: cannot tell)."""
    key = name.lower()
    return next((role for role, names in ROLES.items() if key in names), None)


def parameters_of(function: Callable[..., Any]) -> list[inspect.Parameter]:
    try:
        return [p for p in inspect.signature(function).parameters.values()
                if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    except (TypeError, ValueError):
        return []


def arguments_for(function: Callable[..., Any], board: Any, player: Any,
                  maximizing: bool = True) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """The root call's arguments for ``function``, each parameter filled by its name;
    one with a default and no known role keeps its default; a max flag is ``maximizing``."""
    args: list[Any] = []
    for parameter in parameters_of(function):
        role = role_of(parameter.name)
        if role == "board":
            value = board
        elif role == "player":
            value = player
        elif role == "maximizing":
            value = maximizing
        elif role in _ROOT_VALUES:
            value = _ROOT_VALUES[role]
        elif parameter.default is not parameter.empty:
            break
        else:
            raise unfillable(function, parameter.name)
        if parameter.kind == parameter.KEYWORD_ONLY:
            break
        args.append(value)
    return tuple(args), {}


def unfillable(function: Callable[..., Any], name: str) -> InvalidOptionError:
    """The sentence for a parameter no name tells: the parameters and how to say it."""
    title = getattr(function, "__name__", "the function")
    params = ", ".join(p.name for p in parameters_of(function))
    return InvalidOptionError(
        f"cannot tell what {title}'s parameter {quote(name)} holds ({title}({params}));"
        f" say how to call it, e.g. --call \"{title}(board, player)\" (board and player stand"
        " for the position and the side to move, inf for infinity)")


def parse_call(text: str) -> tuple[str, ast.Expression]:
    """The function a ``--call`` hint names (``Class.method`` allowed) and the parsed call."""
    try:
        expression = ast.parse(str(text).strip(), mode="eval")
    except SyntaxError:
        raise InvalidOptionError(f"--call {quote(text)} is not Python") from None
    call = expression.body
    name = _dotted(call.func) if isinstance(call, ast.Call) else None
    if name is None:
        raise InvalidOptionError(f"--call {quote(text)} is not a call of a function by its name")
    return name, expression


def run_call(expression: ast.Expression, function: Callable[..., Any], board: Any,
             player: Any) -> Any:
    """Evaluate a parsed ``--call`` with its function standing for ``function``."""
    call = expression.body
    assert isinstance(call, ast.Call)
    head = call.func.id if isinstance(call.func, ast.Name) else "__called__"
    if not isinstance(call.func, ast.Name):  # Class.method: the recorded function stands in
        call.func = ast.Name("__called__", ast.Load())
        ast.fix_missing_locations(expression)
    names = {head: function, "board": board, "player": player, "inf": math.inf,
             "math": math, "True": True, "False": False, "None": None}
    # the teacher's own hint, with no builtins: only the names above can be reached
    return eval(compile(expression, "<--call>", "eval"), {"__builtins__": {}}, names)


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return None if inner is None else f"{inner}.{node.attr}"
    return None
