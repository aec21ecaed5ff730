"""A student's own source, kept with the tree so the code panel can show it.

:func:`student_code` reads the recorded function's source once and finds the
lines a stepper marks: the ``def``, the recursive call(s), the returns before
the first recursive call (the game-over checks, each with the number it
returns when it is a literal) and the last return. :class:`StudentOptions`
carries it inside the tree's options, so every view that already asks
``shown_source(tree.options)`` shows the student's code with no special case.

>>> def minimax(board, player):
...     if board == "XXX":
...         return 10
...     best = -10000
...     for child in ("XXX",):
...         score = minimax(child, player)
...         if score > best:
...             best = score
...     return best
>>> code = student_code(minimax)
>>> [code.lines[i].strip() for i in (code.anchor("start"), code.anchor("recurse"))]
['def minimax(board, player):', 'score = minimax(child, player)']
>>> code.terminal_line(10), code.anchor("keep"), code.anchor("return")
(2, 6, 8)
"""

from __future__ import annotations

import ast
import functools
import inspect
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from types import CodeType
from typing import Any

from ...search import SearchOptions


@dataclass(frozen=True)
class StudentCode:
    """The lines of a student's function and the index of each marked line.

    ``first_line`` is the file's line number of ``lines[0]`` (to place a line
    the interpreter reports); ``returns`` pairs each game-over return's line
    with the literal number it returns (None when it is not a literal).
    """

    name: str
    lines: tuple[str, ...]
    anchors: tuple[tuple[str, int], ...]
    returns: tuple[tuple[int, float | None], ...] = ()
    first_line: int = 1
    #: Each recursive call's line and the player argument it passes, as written
    #: (``"hu_player"``, ``"'O'"``, ``"False"``), so a call's line follows from its player.
    sites: tuple[tuple[int, str], ...] = ()
    #: The parameters of the search, as written (``alpha`` and ``beta`` say it prunes).
    params: tuple[str, ...] = ()

    def anchor(self, name: str) -> int:
        return dict(self.anchors)[name]

    def terminal_line(self, score: int) -> int:
        """The game-over return that gives ``score`` (the first game-over return if none)."""
        for line, value in self.returns:
            if value == score:
                return line
        return self.returns[0][0] if self.returns else self.anchor("return")

    def line_of(self, file_line: int) -> int | None:
        """The index in :attr:`lines` of a line number of the file, None if outside."""
        index = file_line - self.first_line
        return index if 0 <= index < len(self.lines) else None


@dataclass(frozen=True)
class StudentOptions(SearchOptions):
    """Search options of a recorded student's function, with its source for the code panel."""

    code: StudentCode | None = None


def _code_of(function: Any) -> Any:
    """What ``function``'s source is read from: its code object (one per definition, so a
    function tried with many board formats is read once), else the object itself."""
    return getattr(getattr(function, "__func__", function), "__code__", function)


def student_code(function: Callable[..., Any] | CodeType, recursive: str | None = None,
                 player_at: tuple[int | None, str | None] = (None, None)) -> StudentCode | None:
    """The source of ``function`` and its marked lines (None when Python cannot see it).

    ``recursive`` names the function the recursion calls (default: ``function``'s own
    name; a nested helper's name when the recursion runs inside it); ``player_at``
    the index and name of the player parameter.
    """
    try:
        return _student_code(_code_of(function), recursive, player_at)
    except TypeError:  # not hashable: read it as it is
        return _student_code.__wrapped__(function, recursive, player_at)


@functools.lru_cache(maxsize=256)
def _student_code(function: Any, recursive: str | None,
                  player_at: tuple[int | None, str | None]) -> StudentCode | None:
    try:
        raw, first = inspect.getsourcelines(function)
    except (OSError, TypeError):
        return None
    text = textwrap.dedent("".join(raw))
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    node = tree.body[0] if tree.body else None
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    skip = node.lineno - 1  # decorator lines are not shown
    lines = tuple(text.splitlines()[skip:])
    own = str(getattr(function, "__name__", None) or getattr(function, "co_name", "minimax"))
    name = recursive or own
    anchors, returns = _anchors(node, name, skip)
    params = tuple(a.arg for a in (*node.args.posonlyargs, *node.args.args,
                                   *node.args.kwonlyargs))
    return StudentCode(own, lines, tuple(anchors.items()), tuple(returns),
                       first + skip, _sites(node, name, skip, player_at), params)


def _sites(node: ast.AST, name: str, skip: int,
           player_at: tuple[int | None, str | None]) -> tuple[tuple[int, str], ...]:
    index, keyword = player_at
    found = []
    for call in ast.walk(node):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id == name):
            continue
        given = [k.value for k in call.keywords if k.arg == keyword and keyword is not None]
        if index is not None and index < len(call.args):
            given.append(call.args[index])
        if given:
            found.append((call.lineno - 1 - skip, ast.unparse(given[0])))
    return tuple(sorted(found))


def site_lines(code: StudentCode, names: dict[str, Any]) -> dict[object, int]:
    """Which recursive call line passes each player value: a literal, or a global name
    looked up in ``names`` (the student's globals)."""
    lines: dict[object, int] = {}
    for line, text in code.sites:
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            value = names.get(text) if text.isidentifier() else None
        if isinstance(value, (str, bool)) and value not in lines:
            lines[value] = line
    return lines


def _anchors(node: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
             skip: int) -> tuple[dict[str, int], list[tuple[int, float | None]]]:
    def at(item: ast.AST) -> int:
        return int(getattr(item, "lineno", node.lineno)) - 1 - skip

    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Name) and n.func.id == name]
    recurse = min((at(c) for c in calls), default=at(node))
    all_returns = sorted((n for n in ast.walk(node) if isinstance(n, ast.Return)), key=at)
    early = [r for r in all_returns if at(r) < recurse] if calls else all_returns[:-1]
    last = at(all_returns[-1]) if all_returns else at(node)
    keeps = [at(n) for n in ast.walk(node) if isinstance(n, ast.If) and at(n) > recurse
             and isinstance(n.test, ast.Compare)
             and any(isinstance(op, (ast.Gt, ast.Lt, ast.GtE, ast.LtE)) for op in n.test.ops)]
    keep_calls = [at(n) for n in ast.walk(node) if isinstance(n, ast.Call) and at(n) > recurse
                  and isinstance(n.func, ast.Name) and n.func.id in ("max", "min")]
    keep = min(keeps + keep_calls, default=recurse)
    anchors = {"start": at(node), "recurse": recurse, "keep": keep, "return": last,
               "terminal": at(early[0]) if early else last, "memo": last, "cut": last}
    return anchors, [(at(r), _literal(r.value)) for r in early]


def _literal(value: ast.expr | None) -> float | None:
    """The number a ``return`` gives when it is written out: ``10``, ``-10``,
    ``{"score": 10}``, ``(0, None)``."""
    if isinstance(value, ast.Dict):
        for key, item in zip(value.keys, value.values):
            if isinstance(key, ast.Constant) and key.value in ("score", "value"):
                return _literal(item)
        return None
    if isinstance(value, ast.Tuple) and value.elts:
        numbers = [_literal(e) for e in value.elts]
        found = [n for n in numbers if n is not None]
        return found[0] if len(found) == 1 else None
    try:
        number = ast.literal_eval(value) if value is not None else None
    except (ValueError, TypeError, SyntaxError):
        return None
    return number if isinstance(number, (int, float)) and not isinstance(number, bool) else None


def adds_one(function: Any) -> bool:
    """True when the move the function returns is a name plus 1 (``best_move = i + 1``
    ... ``return best_move``): its moves count from 1, as the seeds' 1-indexed
    ``computerMove`` does."""
    try:
        return _adds_one(_code_of(function))
    except TypeError:  # not hashable: read it as it is
        return _adds_one.__wrapped__(function)


@functools.lru_cache(maxsize=256)
def _adds_one(function: Any) -> bool:
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return False

    def plus_one(node: ast.AST | None) -> bool:
        return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and \
            isinstance(node.left, ast.Name) and isinstance(node.right, ast.Constant) and \
            node.right.value == 1

    counted = {target.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
               and plus_one(node.value) for target in node.targets
               if isinstance(target, ast.Name)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and node.value is not None:
            parts = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
            if any(plus_one(part) or isinstance(part, ast.Name) and part.id in counted
                   for part in parts):
                return True
    return False
