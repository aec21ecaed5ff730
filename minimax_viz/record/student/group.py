"""Which of a student's functions make up the search: the recursion reached from the entry.

Students recurse in many shapes: a function calling itself by name, by ``self.`` or
``cls.``, a nested helper calling itself through its closure, ``max_value`` and
``min_value`` calling each other (at module level or nested), a driver that scores
each root move by calling the search. All of them are found the same way, from the
code alone: every function of the student's file (module level, in its classes,
nested) is a node; a function points to the functions whose names its code uses
(lambdas, comprehensions and generator expressions count as their enclosing
function); the search is the entry plus every function on a cycle reachable from it.

>>> def minimax(board):
...     return max_value(board)
>>> def max_value(board):
...     return min_value(board) if board else 0
>>> def min_value(board):
...     return max_value(board[1:]) if board else 0
>>> [code.co_name for code in search_codes(minimax)]
['minimax', 'max_value', 'min_value']
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from types import CodeType
from typing import Any


def search_codes(entry: Callable[..., Any]) -> list[CodeType]:
    """The code objects whose calls are the search's calls, the entry's first.

    A recursive entry is searched with the functions it recurses through (its cycle);
    an entry that only drives the search (CS50's ``minimax(board)`` calling
    ``min_value``) with the recursion it reaches first, and a recursive helper
    beside the search (a nested ``full(board, i)``) is not part of it."""
    start = _code_of(entry)
    if start is None:
        return []
    calls = _call_graph(entry, start)
    own = _cycle_of(start, calls)
    if own:
        return [start, *(code for code in own if code is not start)]
    found: list[CodeType] = []
    for code in _reachable(start, calls):
        if code is not start and _cycle_of(code, calls) and not any(
                code in _cycle_of(other, calls) or _reaches(other, code, calls)
                for other in found):
            found.append(code)
    searches = [code for code in found if _looks_like_search(code.co_name)] or found
    members = [member for code in searches for member in _cycle_of(code, calls)]
    return [start, *dict.fromkeys(members)]


def entry_recurses(entry: Callable[..., Any]) -> bool:
    """True when the entry is itself part of the search's recursion (not a driver)."""
    start = _code_of(entry)
    return start is not None and bool(_cycle_of(start, _call_graph(entry, start)))


def recurses_by_own_name(entry: Callable[..., Any]) -> bool:
    """True when the entry calls itself through its own name (a global, an attribute
    such as ``self.f``, or the closure cell a decorator filled), where the recorder's
    wrapper can stand."""
    code = _code_of(entry)
    return code is not None and code.co_name in _names_used(code)


def _code_of(function: Any) -> CodeType | None:
    function = inspect.unwrap(getattr(function, "__func__", function))
    code = getattr(function, "__code__", None)
    return code if isinstance(code, CodeType) else None


def _nested(code: CodeType) -> Iterator[CodeType]:
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield const


def _is_function(code: CodeType) -> bool:
    """A named function (lambdas, comprehensions and generator expressions are not)."""
    return not code.co_name.startswith("<")


def _names_used(code: CodeType) -> set[str]:
    """The names a function's code uses (globals, attributes, closure variables),
    its lambdas' and comprehensions' included."""
    names = set(code.co_names) | set(code.co_freevars) | set(code.co_cellvars)
    for inner in _nested(code):
        if not _is_function(inner):
            names |= _names_used(inner)
    return names


class _Scope:
    """The named functions of the entry's file and how their names reach them: module
    globals, class attributes (``self.f``, ``cls.f``, ``Class.f``) and enclosing functions
    (closures)."""

    def __init__(self, entry: Callable[..., Any], start: CodeType) -> None:
        function = inspect.unwrap(getattr(entry, "__func__", entry))
        namespace: dict[str, Any] = getattr(function, "__globals__", {})
        self.codes: list[CodeType] = []
        self.parent: dict[CodeType, CodeType] = {}
        self.globals: dict[str, CodeType] = {}
        self.attributes: dict[str, list[CodeType]] = {}
        self._add(start, None)
        module = namespace.get("__name__")
        for name, value in list(namespace.items()):
            if inspect.isclass(value) and value.__module__ == module:
                for attribute, member in vars(value).items():
                    if (code := _code_of(member)) is not None:
                        self._add(code, None)
                        self.attributes.setdefault(attribute, []).append(code)
            elif getattr(inspect.unwrap(value) if callable(value) else value, "__globals__",
                         None) is namespace and (code := _code_of(value)) is not None:
                self._add(code, None)
                self.globals[name] = code

    def _add(self, code: CodeType, parent: CodeType | None) -> None:
        """Take in ``code`` and the functions nested in it."""
        if code in self.parent or code in self.codes:
            return
        if _is_function(code):
            self.codes.append(code)
        if parent is not None:
            self.parent[code] = parent
        for inner in _nested(code):
            self._add(inner, code if _is_function(code) else parent)

    def callees(self, code: CodeType) -> list[CodeType]:
        """The functions ``code`` may call, by the names it uses."""
        found: list[CodeType] = []
        for name in sorted(_names_used(code)):
            if name in self.globals:
                found.append(self.globals[name])
            found.extend(self.attributes.get(name, ()))
            scope: CodeType | None = code
            while scope is not None:  # a closure: a function of an enclosing one
                found.extend(inner for inner in _nested(scope) if inner.co_name == name)
                scope = self.parent.get(scope)
        return list(dict.fromkeys(found))


def _call_graph(entry: Callable[..., Any], start: CodeType) -> dict[CodeType, list[CodeType]]:
    scope = _Scope(entry, start)
    return {code: scope.callees(code) for code in scope.codes}


def _reachable(start: CodeType, calls: dict[CodeType, list[CodeType]]) -> list[CodeType]:
    """The codes ``start`` reaches, itself first, nearest first."""
    order, queue, seen = [], [start], {id(start)}
    while queue:
        code = queue.pop(0)
        order.append(code)
        for callee in calls.get(code, ()):
            if id(callee) not in seen:
                seen.add(id(callee))
                queue.append(callee)
    return order


def _reaches(source: CodeType, target: CodeType,
             calls: dict[CodeType, list[CodeType]]) -> bool:
    """True when a call from ``source`` can lead, through one or more calls, to ``target``."""
    seen: set[int] = set()
    stack = list(calls.get(source, ()))
    while stack:
        code = stack.pop()
        if code is target:
            return True
        if id(code) not in seen:
            seen.add(id(code))
            stack.extend(calls.get(code, ()))
    return False


def _cycle_of(code: CodeType, calls: dict[CodeType, list[CodeType]]) -> list[CodeType]:
    """The functions on a cycle through ``code`` (empty when it does not recurse)."""
    if not _reaches(code, code, calls):
        return []
    return [other for other in _reachable(code, calls) if _reaches(other, code, calls)]


#: Words in the names students give a search (a helper that recurses beside it has others).
_SEARCH_WORDS = ("minimax", "negamax", "max", "min", "alpha", "beta", "search", "value",
                 "score", "eval")


def _looks_like_search(name: str) -> bool:
    return any(word in name.lower() for word in _SEARCH_WORDS)
