"""An independent solver for game trees written as JSON, sharing nothing with the package.

It reads the tree itself (plain dicts, lists and numbers): a list is a MAX or MIN node (the
player opposite the nearest MAX or MIN above; MAX at the root), ``{"max": [...]}``,
``{"min": [...]}`` and ``{"chance": [...]}`` name their kind, and a chance node's children
are equally likely or written as ``[probability, child]`` pairs. Values are exact
(:class:`fractions.Fraction`). :func:`value` is expectiminimax; :func:`alphabeta` cuts on
alpha >= beta (or, strict, alpha > beta) at MAX and MIN nodes and searches every outcome of
a chance node with the full window (the package's documented rule), listing the leaves it
reads; on a tree of plain lists it is the textbook's alpha-beta.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any


def is_pair(child: Any) -> bool:
    return isinstance(child, list) and len(child) == 2 and (
        isinstance(child[0], str) or isinstance(child[0], (int, float))
        and not isinstance(child[0], bool) and 0 <= child[0] <= 1)


def node_kids(node: Any, above: str | None = None) -> tuple[str, list[tuple[Fraction, Any]]]:
    """A node's kind and its (probability, child) list; a plain list is the player
    opposite the nearest MAX or MIN above (MAX at the root)."""
    if isinstance(node, list):
        kind = "MIN" if above == "MAX" else "MAX"
        return kind, [(Fraction(1), child) for child in node]
    (key, kids), = node.items()
    kind = key.upper()
    if kind == "CHANCE" and all(is_pair(kid) for kid in kids):
        return kind, [(Fraction(str(p)), child) for p, child in kids]
    share = Fraction(1, len(kids))
    return kind, [(share if kind == "CHANCE" else Fraction(1), child) for child in kids]


def value(node: Any, above: str | None = None) -> Fraction:
    """Expectiminimax, exactly: MAX's value of ``node``."""
    if isinstance(node, (int, float)):
        return Fraction(str(node))
    kind, kids = node_kids(node, above)
    below = above if kind == "CHANCE" else kind
    values = [value(child, below) for _, child in kids]
    if kind == "CHANCE":
        return sum((p * v for (p, _), v in zip(kids, values)), Fraction(0))
    return max(values) if kind == "MAX" else min(values)


def alphabeta(node: Any, strict: bool, seen: list[str], path: str = "",
                  above: str | None = None, alpha: Fraction | float = -math.inf,
                  beta: Fraction | float = math.inf) -> Fraction:
    """Alpha-beta with chance nodes searched whole under a full window; ``seen`` collects the
    paths ("1.2") of the leaves read."""
    if isinstance(node, (int, float)):
        seen.append(path)
        return Fraction(str(node))
    kind, kids = node_kids(node, above)
    below = above if kind == "CHANCE" else kind
    if kind == "CHANCE":
        total = Fraction(0)
        for index, (p, child) in enumerate(kids, start=1):
            total += p * alphabeta(child, strict, seen, f"{path}.{index}".lstrip("."),
                                       below)
        return total
    best: Fraction | float = -math.inf if kind == "MAX" else math.inf
    for index, (_, child) in enumerate(kids, start=1):
        value = alphabeta(child, strict, seen, f"{path}.{index}".lstrip("."), below,
                              alpha, beta)
        if kind == "MAX":
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha > beta or (alpha == beta and not strict):
            break
    assert isinstance(best, Fraction)
    return best


def size(node: Any) -> int:
    if isinstance(node, (int, float)):
        return 1
    return 1 + sum(size(child) for _, child in node_kids(node)[1])
