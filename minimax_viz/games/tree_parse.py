"""Reading a textbook tree: text or nested lists in, checked nested tuples out.

A tree is a list of moves; each move is a whole number (a leaf, worth that
much to MAX) or another list. Text may use ``[]`` or ``()`` and commas or
spaces. Everything wrong is one :class:`~minimax_viz.errors.InvalidBoardError`
that names the problem and where it is, as a path of 1-based branch numbers.

>>> read_tree("[[3, 12, 8], (2 4 6), [14,5,2]]")
((3, 12, 8), (2, 4, 6), (14, 5, 2))
>>> tree_text(((3, 12, 8), 5))
'[[3,12,8],5]'
"""

from __future__ import annotations

import json
import math
import re
from numbers import Integral, Real

from ..errors import InvalidBoardError, quote

Nested = int | tuple["Nested", ...]

MAX_DEPTH = 12          # lists inside lists, the root's included
MAX_LEAVES = 10_000
MAX_BRANCHING = 100     # moves of one node
MAX_VALUE = 999_999_999  # a leaf's utility, either sign (scores are stored in int32)
MAX_TEXT = 1_000_000    # characters of a tree's text

_TOKEN = re.compile(r"\s+|,|[\[\]()]|[^\s,\[\]()]+")
_WHOLE = re.compile(r"[-+]?\d+(\.0*)?")
_DECIMAL = re.compile(r"[-+]?(\d+\.\d*|\.\d+)")
_CLOSE = {"[": "]", "(": ")"}
_LONGEST = 12  # digits a leaf's text may have (more is out of range, and int() may refuse it)


class _Huge(str):
    """A leaf whose text has too many digits to be in range (kept as text for the message)."""


def read_tree(value: object) -> Nested:
    """A checked tree from text or nested lists/tuples of numbers."""
    raw = (_from_json(value) or _from_text(value)) if isinstance(value, str) else value
    if not isinstance(raw, (list, tuple)):
        raise _bad(value, "a tree is a list of moves such as [[3,12,8],[2,4,6]],"
                          f" not {type(raw).__name__} {quote(raw)}")
    leaves = [0]
    return _checked(raw, value, (), leaves)


def tree_text(tree: Nested) -> str:
    """The canonical text of a checked tree: brackets, commas, no spaces."""
    if isinstance(tree, int):
        return str(tree)
    return "[" + ",".join(tree_text(child) for child in tree) + "]"


def _bad(value: object, problem: str) -> InvalidBoardError:
    return InvalidBoardError(f"tree {quote(value)}: {problem}")


def _where(path: tuple[int, ...]) -> str:
    return "at the root" if not path else "at " + ".".join(map(str, path))


def _checked(node: list[object] | tuple[object, ...], value: object, path: tuple[int, ...],
             leaves: list[int]) -> Nested:
    """The list at ``path`` checked (``leaves[0]`` counts the leaves so far)."""
    if len(path) >= MAX_DEPTH:
        raise _bad(value, f"nested deeper than {MAX_DEPTH} levels ({_where(path)})")
    if not node:
        raise _bad(value, f"the list {_where(path)} is empty; every list needs a move")
    if leaves[0] + len(node) > MAX_LEAVES:
        raise _bad(value, f"more than {MAX_LEAVES:,} leaves")
    if len(node) > MAX_BRANCHING:
        raise _bad(value, f"the list {_where(path)} has {len(node):,} moves;"
                          f" at most {MAX_BRANCHING}")
    out: list[Nested] = []
    for branch, child in enumerate(node, start=1):
        if child.__class__ is int and -MAX_VALUE <= child <= MAX_VALUE:
            out.append(child)  # the common case, checked fast
        elif isinstance(child, (list, tuple)):
            out.append(_checked(child, value, (*path, branch), leaves))
            continue
        else:
            out.append(_leaf(child, value, (*path, branch)))
        leaves[0] += 1
    if leaves[0] > MAX_LEAVES:
        raise _bad(value, f"more than {MAX_LEAVES:,} leaves")
    return tuple(out)


def _leaf(child: object, value: object, path: tuple[int, ...]) -> int:
    """A leaf's utility: a whole number (an integral float will do) within range."""
    where = _where(path)
    out_of_range = f"is out of range (at most ±{MAX_VALUE:,})"
    if isinstance(child, _Huge):
        raise _bad(value, f"leaf {quote(str(child), 20)} {where} {out_of_range}")
    if isinstance(child, bool) or not isinstance(child, Real):
        raise _bad(value, f"leaf {quote(child)} {where} is not a number")
    try:
        number = int(child) if isinstance(child, Integral) else None
        if number is None and math.isinf(float(child)):
            raise OverflowError(child)
        if number is None and float(child).is_integer():
            number = int(float(child))
    except (OverflowError, ValueError):  # inf, nan, or a fraction too big for a float
        raise _bad(value, f"leaf {quote(child)} {where} {out_of_range}") from None
    if number is None:
        raise _bad(value, f"leaf {quote(child)} {where} is not a whole number")
    if abs(number) > MAX_VALUE:
        raise _bad(value, f"leaf {quote(number)} {where} {out_of_range}")
    return number


def _from_json(text: str) -> list[object] | None:
    """JSON's own reader, when the text is a JSON array (fast); None: read it by hand."""
    if len(text) > MAX_TEXT or not text.lstrip().startswith("["):
        return None
    try:
        found = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return found if isinstance(found, list) and found else None


def _from_text(text: str) -> list[object]:
    """Nested lists from a tree's text; numbers become ints, bracket errors are named."""
    if len(text) > MAX_TEXT:
        raise _bad(text, f"the text is longer than {MAX_TEXT:,} characters")
    stack: list[tuple[str, list[object]]] = []
    done: list[object] | None = None
    last = ""  # the last token that was not a space: a comma must follow a move
    for match in _TOKEN.finditer(text):
        token, at = match.group(), match.start() + 1
        if token.isspace():
            continue
        if token == "," and last in ("", ",", "[", "(") or last == "," and token in "])":
            raise _bad(text, f"a move is missing at character {at} (an empty place between"
                             " commas or brackets)")
        last = token
        if token == ",":
            continue
        if done is not None:
            raise _bad(text, f"{quote(token, 20)} at character {at} comes after the tree's end")
        if token in _CLOSE:
            if len(stack) >= MAX_DEPTH:
                raise _bad(text, f"nested deeper than {MAX_DEPTH} levels (at character {at})")
            stack.append((token, []))
        elif token in ("]", ")"):
            if not stack or _CLOSE[stack[-1][0]] != token:
                raise _bad(text, f"{token!r} at character {at} closes nothing open")
            _, finished = stack.pop()
            if stack:
                stack[-1][1].append(finished)
            else:
                done = finished
        elif not stack:
            raise _bad(text, "a tree is a list of moves such as [[3,12,8],[2,4,6]],"
                             " starting with '['")
        else:
            stack[-1][1].append(_number(token, text))
    if done is None:
        raise _bad(text, f"{len(stack)} '[' never closed" if stack else "no tree in the text")
    return done


def _number(token: str, text: str) -> object:
    """A leaf token: an int when whole, a float when a decimal, else the token itself."""
    if _WHOLE.fullmatch(token):
        if len(token.split(".")[0].lstrip("+-").lstrip("0")) > _LONGEST:
            return _Huge(token)
        return int(float(token)) if "." in token else int(token)
    if _DECIMAL.fullmatch(token):
        return float(token)
    return token
