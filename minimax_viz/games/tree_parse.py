"""Reading a textbook tree: text or nested lists in, checked nested tuples out.

A tree is a list of moves; each move is a number (a leaf, worth that much to
MAX: whole, or a decimal such as -4.01, kept exact) or another list, the short
form in which MAX moves at the root and the levels alternate. Text may use
``[]`` or ``()`` and commas or spaces.

A node may also say its kind, in JSON: ``{"max": [...]}``, ``{"min": [...]}``,
``{"chance": [child, ...]}`` (equally likely) or ``{"chance": [[p, child], ...]}``
with ``p`` a number or a fraction written ``"1/3"`` (the pairs form: every child a
two-item list whose first item is a probability). Any kind may be the root and
kinds may repeat (MAX, MIN, MIN: one MIN ply per ghost); a plain list is the
player opposite the nearest MAX or MIN above it (MAX at the root).

Everything wrong is one :class:`~minimax_viz.errors.InvalidBoardError` that
names the problem and where it is, as a path of 1-based branch numbers.

>>> read_tree("[[3, 12, 8], (2 4 6), [14,5,2]]")
((3, 12, 8), (2, 4, 6), (14, 5, 2))
>>> tree_text(((3, 12, 8), 5))
'[[3,12,8],5]'
>>> tree_text(read_tree('{"max": [{"chance": [3, 12]}, {"chance": [["1/3", 2], [0.5, 4], ["1/6", 6]]}]}'))
'[{"chance":[3,12]},{"chance":[["1/3",2],["0.5",4],["1/6",6]]}]'
>>> tree_text(read_tree('{"min": [[-4.01, 2], {"min": [1]}]}'))
'{"min":[[-4.01,2],{"min":[1]}]}'
"""

from __future__ import annotations

import json
import math
import re
from fractions import Fraction
from numbers import Integral, Real
from typing import Literal

from ..errors import InvalidBoardError, quote
from .base import CHANCE
from .exact import DECIMALS, Value, exact, exact_text, read_exact

#: Who moves at a textbook tree's node: the players, or the dice (:data:`~.base.CHANCE`,
#: what every game's ``to_move`` says there; a Literal cannot name a constant, so the type
#: spells it out, and tests/test_expectimax.py checks the two are one word).
NodeKind = Literal["MAX", "MIN", "CHANCE"]
#: The kinds a node may say it is (the JSON keys, in lower case).
KINDS: dict[str, NodeKind] = {"max": "MAX", "min": "MIN", "chance": CHANCE}


class Kinded:
    """A node that says its kind; ``probabilities`` None: a chance node's children are
    equally likely (and a MAX or MIN node has none)."""

    __slots__ = ("children", "kind", "probabilities")

    def __init__(self, kind: NodeKind, children: tuple[Nested, ...],
                 probabilities: tuple[Fraction, ...] | None = None) -> None:
        self.kind, self.children, self.probabilities = kind, children, probabilities

    def __repr__(self) -> str:
        return f"Kinded({self.kind!r}, {self.children!r}, {self.probabilities!r})"


Nested = int | Fraction | tuple["Nested", ...] | Kinded

MAX_NESTING = 12          # lists inside lists, the root's included
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
    """A checked tree from text or nested lists/tuples (or kind dicts) of numbers."""
    raw = (_from_json(value) or _from_text(value)) if isinstance(value, str) else value
    if isinstance(raw, dict):
        return _kinded(raw, value, (), [0])
    if not isinstance(raw, (list, tuple)):
        raise _bad(value, "a tree is a list of moves such as [[3,12,8],[2,4,6]],"
                          f" not {type(raw).__name__} {quote(raw)}")
    leaves = [0]
    return _checked(raw, value, (), leaves)


def implied_kind(above: NodeKind | None) -> NodeKind:
    """The kind of a plain list below ``above``, the nearest MAX or MIN (None: the root)."""
    return "MIN" if above == "MAX" else "MAX"


def tree_text(tree: Nested, above: NodeKind | None = None) -> str:
    """The canonical text of a checked tree: brackets, commas, no spaces; a node's kind
    only where the short form would not give it."""
    if tree.__class__ is tuple:  # the short form, leaves written at once (the common case)
        below = implied_kind(above)
        return "[" + ",".join([str(child) if child.__class__ is int else tree_text(child, below)
                               for child in tree]) + "]"
    if isinstance(tree, int):
        return str(tree)
    if isinstance(tree, Fraction):
        return exact_text(tree)
    if isinstance(tree, tuple):
        below = implied_kind(above)
        return "[" + ",".join(tree_text(child, below) for child in tree) + "]"
    if tree.kind != CHANCE:
        inner = "[" + ",".join(tree_text(child, tree.kind) for child in tree.children) + "]"
        return inner if tree.kind == implied_kind(above) else f'{{"{tree.kind.lower()}":{inner}}}'
    items = [tree_text(child, above) for child in tree.children]
    if tree.probabilities is None and not all(_reads_as_pair(item) for item in items):
        pass  # equally likely, and no child reads as a [p, child] pair
    elif tree.probabilities is None:  # written as pairs, or the children would read as them
        share = exact_text(Fraction(1, len(items)))
        items = [f'["{share}",{item}]' for item in items]
    else:
        items = [f'["{exact_text(p)}",{tree_text(child, above)}]'
                 for p, child in zip(tree.probabilities, tree.children)]
    return '{"chance":[' + ",".join(items) + "]}"


def _bad(value: object, problem: str) -> InvalidBoardError:
    return InvalidBoardError(f"tree {quote(value)}: {problem}")


def _where(path: tuple[int, ...]) -> str:
    return "at the root" if not path else "at " + ".".join(map(str, path))


def _checked(node: list[object] | tuple[object, ...], value: object, path: tuple[int, ...],
             leaves: list[int]) -> tuple[Nested, ...]:
    """The list at ``path`` checked (``leaves[0]`` counts the leaves so far)."""
    if len(path) >= MAX_NESTING:
        raise _bad(value, f"nested deeper than {MAX_NESTING} levels ({_where(path)})")
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
            leaves[0] += 1
        else:
            out.append(_child(child, value, (*path, branch), leaves))
    if leaves[0] > MAX_LEAVES:
        raise _bad(value, f"more than {MAX_LEAVES:,} leaves")
    return tuple(out)


def _child(child: object, value: object, path: tuple[int, ...], leaves: list[int]) -> Nested:
    """One move: a list, a node with its kind, or a leaf (counted in ``leaves[0]``)."""
    if isinstance(child, (list, tuple)):
        return _checked(child, value, path, leaves)
    if isinstance(child, dict):
        return _kinded(child, value, path, leaves)
    leaves[0] += 1
    return _leaf(child, value, path)


def _kinded(node: dict[object, object], value: object, path: tuple[int, ...],
            leaves: list[int]) -> Kinded:
    """A node that says its kind: ``{"max": [...]}``, ``{"min": [...]}`` or ``{"chance": ...}``."""
    where = _where(path)
    if len(node) != 1:
        raise _bad(value, f"the node {where} has {len(node)} keys {quote(list(node))}; a node"
                          ' says one kind, such as {"chance": [3, 12]}')
    (key, children), = node.items()
    kind = KINDS.get(key.lower()) if isinstance(key, str) else None
    if kind is None:
        raise _bad(value, f"the node {where} has kind {quote(key)}; a kind is one of"
                          f" {', '.join(KINDS)}")
    if not isinstance(children, (list, tuple)):
        raise _bad(value, f"the {key} node {where} holds {quote(children)}, not a list of moves")
    if kind != CHANCE or not children or not all(_is_pair(child) for child in children):
        checked = _checked(children, value, path, leaves)
        return Kinded(kind, checked)
    pairs = [tuple(pair) for pair in children]
    probabilities = tuple(_probability(pair[0], value, (*path, branch))
                          for branch, pair in enumerate(pairs, start=1))
    total = sum(probabilities)
    if total != 1:
        raise _bad(value, f"the probabilities of the chance node {where} add up to"
                          f" {exact_text(exact(total))}, not 1")
    checked = _checked([pair[1] for pair in pairs], value, path, leaves)
    return Kinded(kind, checked, probabilities)


def _is_pair(child: object) -> bool:
    """A chance node's ``[p, child]``: two items, the first a probability's number or text."""
    if not isinstance(child, (list, tuple)) or len(child) != 2:
        return False
    first = child[0]
    return isinstance(first, str) or (isinstance(first, Real) and not isinstance(first, bool)
                                      and 0 <= float(first) <= 1)


def _reads_as_pair(text: str) -> bool:
    """True when a child's canonical text would read as a ``[p, child]`` pair. Only a list
    whose first item is neither a list nor an object can, and only such a text is parsed."""
    return text.startswith("[") and text[1:2] not in ("[", "{") and _is_pair(json.loads(text))


def _probability(raw: object, value: object, path: tuple[int, ...]) -> Fraction:
    """A probability 0 < p <= 1 from a number or text such as ``"1/3"``."""
    try:
        p = read_exact(raw)
    except ValueError:
        raise _bad(value, f"probability {quote(raw)} {_where(path)} is not a number or a"
                          ' fraction such as "1/3"') from None
    if not 0 < p <= 1:
        raise _bad(value, f"probability {quote(raw)} {_where(path)} is not above 0 and at most 1")
    return Fraction(p)


def _leaf(child: object, value: object, path: tuple[int, ...]) -> Value:
    """A leaf's utility: a number within range, kept exact: a whole number, or a decimal
    of at most :data:`~minimax_viz.games.exact.DECIMALS` places (-4.01)."""
    where = _where(path)
    out_of_range = f"is out of range (at most ±{MAX_VALUE:,})"
    if isinstance(child, _Huge):
        raise _bad(value, f"leaf {quote(str(child), 20)} {where} {out_of_range}")
    if isinstance(child, bool) or not isinstance(child, Real) or \
            isinstance(child, float) and math.isnan(child):
        raise _bad(value, f"leaf {quote(child)} {where} is not a number")
    try:
        if not isinstance(child, Integral) and math.isinf(float(child)):
            raise OverflowError(child)
        number = exact(child)
    except (OverflowError, ValueError):  # inf, or a fraction too big for a float
        raise _bad(value, f"leaf {quote(child)} {where} {out_of_range}") from None
    if not -MAX_VALUE <= number <= MAX_VALUE:
        raise _bad(value, f"leaf {quote(child)} {where} {out_of_range}")
    if "/" in exact_text(number):
        raise _bad(value, f"leaf {quote(child)} {where} is not a decimal of at most"
                          f" {DECIMALS} places")
    return number


def _from_json(text: str) -> list[object] | dict[object, object] | None:
    """JSON's own reader, when the text is a JSON array (fast) or object (nodes with their
    kinds: only JSON says them); None: read it by hand."""
    if len(text) > MAX_TEXT or not text.lstrip().startswith(("[", "{")):
        return None
    try:
        found = json.loads(text)
    except (ValueError, RecursionError) as error:
        if text.lstrip().startswith("{"):
            where = f" at character {error.pos + 1}" if isinstance(error, ValueError) and \
                hasattr(error, "pos") else ""
            raise _bad(text, f"a tree with kinds is JSON, and this is not{where}"
                             f" ({getattr(error, 'msg', 'nested too deep')})") from None
        return None
    return found if isinstance(found, (list, dict)) and found else None


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
            if len(stack) >= MAX_NESTING:
                raise _bad(text, f"nested deeper than {MAX_NESTING} levels (at character {at})")
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
