"""What a student's file offers the recorder: its interface, its search's entry, its own values.

:func:`interface` tells CS50 AI's tic-tac-toe functions and AIMA's ``Game`` class
apart from a file of plain functions; :func:`entry_name` finds the function to call
(the one driver of the search, else the search itself); :func:`find` follows
``Class.method``; :func:`set_players` and :func:`set_module_board` make the file's
module-level names agree with the position; :func:`module_values` and :func:`restore`
undo what one try did before the next.
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ...errors import NeedsHintError, quote
from ...games import Game
from .calling import arguments_for, parameters_of, role_of
from .group import entry_recurses, search_codes

NeedsHint = NeedsHintError


class NoSuchFunction(NeedsHintError):
    """The module has no function ``name`` (``defined``: the functions it has), or
    none that is plainly its search: the same whatever board format is tried."""

    def __init__(self, module: ModuleType, name: str, message: str = "",
                 uncallable: bool = False) -> None:
        self.name, self.defined = name, sorted(own_functions(module))
        #: True: the search is ``name``, but how to call it is unclear (the message says why)
        self.uncallable = uncallable
        super().__init__(message or f"{title(module)} has no function {quote(name)} (it"
                         f" defines {', '.join(self.defined) or 'none'})")

#: The tutorial's names for the AI and the human, set to the side to move and the other.
AI_NAMES = ("ai_player", "aiplayer", "ai", "computer", "bot", "cpu", "ai_mark", "comp", "me")
HUMAN_NAMES = ("hu_player", "huplayer", "human_player", "humanplayer", "human", "hu",
               "opponent", "player", "human_mark", "you")
#: AIMA's searches, by the names its ``games.py`` gives them.
AIMA_SEARCHES = ("alpha_beta_search", "minmax_decision", "minimax_decision",
                 "alphabeta_search", "alpha_beta_cutoff_search", "minimax_search")
_CS50 = ("initial_state", "actions", "result", "terminal", "utility", "minimax")
_AIMA = ("actions", "result", "utility", "terminal_test", "to_move")
def interface(module: ModuleType) -> str | None:
    """``"cs50"`` (CS50 AI's tic-tac-toe functions), ``"aima"`` (a game class with AIMA's
    methods and one of its searches) or None."""
    if all(callable(getattr(module, name, None)) for name in _CS50):
        return "cs50"
    if aima_class(module) is not None and any(hasattr(module, n) for n in AIMA_SEARCHES):
        return "aima"
    return None


def aima_class(module: ModuleType) -> type | None:
    found = [cls for cls in own_classes(module)
             if all(callable(getattr(cls, name, None)) for name in _AIMA)
             and not inspect.isabstract(cls)]
    concrete = [cls for cls in found if not any(c is not cls and issubclass(c, cls)
                                                for c in found)]
    return concrete[0] if concrete else None


def aima_game(module: ModuleType) -> Any:
    cls = aima_class(module)
    assert cls is not None
    try:
        return cls()
    except TypeError as exc:
        raise NeedsHint(f"cannot make {cls.__name__}() for its search: {exc}") from None


def own_classes(module: ModuleType) -> list[type]:
    return [v for v in vars(module).values()
            if inspect.isclass(v) and v.__module__ == module.__name__]


def own_functions(module: ModuleType) -> dict[str, Any]:
    return {k: v for k, v in vars(module).items()
            if inspect.isfunction(inspect.unwrap(v)) and getattr(v, "__module__", None)
            == module.__name__}


def entry_name(module: ModuleType) -> str:
    """The function to call: the one driver of the search, else the search itself."""
    functions = own_functions(module)
    searches = [n for n, f in functions.items() if entry_recurses(f)]
    drivers = [n for n, f in functions.items() if n not in searches
               and len(search_codes(f)) > 1 and can_fill(f)]
    if len(drivers) == 1:
        return drivers[0]
    named = [n for n in searches if "minimax" in n.lower() or "negamax" in n.lower()]
    for choice in (named, searches):
        fillable = [n for n in choice if can_fill(functions[n])]
        if len(fillable) == 1:
            return fillable[0]
    usual = [n for n in ("minimax", "negamax", "alphabeta", "alpha_beta", "search")
             if n in functions]
    if usual:
        return usual[0]  # a search that does not recurse (yet): the verdict will say so
    for cls in own_classes(module):
        methods = [f"{cls.__name__}.{n}" for n, f in vars(cls).items()
                   if inspect.isfunction(getattr(f, "__func__", f))
                   and entry_recurses(getattr(f, "__func__", f))]
        if len(methods) == 1:
            return methods[0]
    if len(searches) == 1:  # the one search, some of whose parameters we cannot fill
        name = searches[0]
        params = ", ".join(p.name for p in parameters_of(functions[name]))
        raise NoSuchFunction(module, name, f"cannot tell what to pass {title(module)}'s"
                             f" search {name}({params}); say how to call it with --call, its"
                             " board as board and the side to move as player (as in"
                             f" --call {quote(f'{name}(board, player)')})", uncallable=True)
    names = ", ".join(sorted(functions)) or "none"
    raise NoSuchFunction(module, "minimax", f"cannot tell which function of {title(module)}"
                         f" is the search (it defines {names}); name it with --function"
                         " or --call")


def can_fill(function: Any) -> bool:
    params = parameters_of(function)
    return any(role_of(p.name) == "board" for p in params) and all(
        role_of(p.name) or p.default is not p.empty for p in params)


def find(module: ModuleType, name: str, game: Game, mover: str,
          token: Callable[[str], Any]) -> Any:
    """``name`` in the module; ``Class.method`` of an instance made for the side to move."""
    head, _, method = name.partition(".")
    found = getattr(module, head, None)
    if method and inspect.isclass(found):
        attribute = inspect.getattr_static(found, method, None)
        if isinstance(attribute, (classmethod, staticmethod)):
            found = getattr(found, method)
        else:
            args, _ = arguments_for(found, None, token(mover))
            found = getattr(found(*args), method, None)
    if not callable(found):
        raise NoSuchFunction(module, name)
    return found


def module_values(module: ModuleType) -> dict[str, Any]:
    """Copies of the module's own data (boards, memos, players), to undo what a try did."""
    saved: dict[str, Any] = {}
    for name, value in vars(module).items():
        if name.startswith("__") or inspect.ismodule(value) or callable(value):
            continue
        try:
            saved[name] = copy.deepcopy(value)
        except Exception:  # noqa: BLE001, S112 - a value that cannot be copied is left as it is
            continue
    return saved


def restore(module: ModuleType, saved: dict[str, Any]) -> None:
    for name, value in saved.items():
        current = getattr(module, name, None)
        fresh = copy.deepcopy(value)
        if isinstance(current, list) and isinstance(fresh, list):
            current[:] = fresh  # in place: functions may hold the same list
        elif isinstance(current, dict) and isinstance(fresh, dict):
            current.clear()
            current.update(fresh)
        else:
            setattr(module, name, fresh)
    for value in vars(module).values():
        clear = getattr(value, "cache_clear", None)
        if callable(clear):
            clear()


def set_module_board(module: ModuleType, board: Any, read: Callable[[object], Any],
                      required: bool = True) -> Any:
    """Put ``board`` in the module's own board (in place, so functions holding the same
    object see it) and give back the object now holding it. A search with no board
    parameter (``required``) plays on the first module-level value that reads as a board;
    one given its board is given the module's board named as one (``board``, ``grid``...,
    not a constant such as ``EMPTY``), as its program does: its helpers may read the
    module's board while the search plays on its argument."""
    for name, value in list(vars(module).items()):
        if name.startswith("_") or read(value) is None:
            continue
        if not required and (name.isupper() or role_of(name) != "board"):
            continue
        if isinstance(value, list) and isinstance(board, list):
            value[:] = board
            return value
        if isinstance(value, dict) and isinstance(board, dict):
            value.clear()
            value.update(board)
            return value
        setattr(module, name, board)
        return board
    if required:
            raise NeedsHint(f"none of the arguments of {title(module)}'s search is a board, and"
                        " no module-level name holds one; say how to call it with --call")
    return board


def set_players(module: ModuleType, tokens: set[Any], ai: Any, human: Any) -> None:
    """Make module-level names for the AI and the human agree with the side to move (a
    ``player`` beside an ``opponent`` and no AI name is the AI, as in GeeksforGeeks')."""
    marks = {}
    for name, value in list(vars(module).items()):
        try:
            if value in tokens and type(value) is not bool:
                marks[name] = name.lower()
        except TypeError:
            continue
    keys = set(marks.values())
    ai_names = set(AI_NAMES)
    if "opponent" in keys and "player" in keys and not keys & ai_names:
        ai_names.add("player")
    for name, key in marks.items():
        if key in ai_names:
            setattr(module, name, ai)
        elif key in HUMAN_NAMES:
            setattr(module, name, human)


def title(module: ModuleType) -> str:
    file = getattr(module, "__file__", None) or module.__name__
    return str(file).replace("\\", "/").rsplit("/", 1)[-1]
