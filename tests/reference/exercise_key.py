"""An independent answer key for alpha-beta exercises on textbook trees (nested lists).

A plain alpha-beta, left to right, cutting when alpha >= beta, with its own textbook naming:
inner nodes A, B, ... level by level (then AA, AB, ...), a leaf by its parent's name in lower
case and its branch number. Shares nothing with the package.
"""

from __future__ import annotations

import math
from typing import Any

AnswerKey = tuple[int, str, str, tuple[tuple[str, int], ...], tuple[str, ...], tuple[str, ...]]


def textbook_names(tree: Any) -> dict[tuple[int, ...], str]:
    """Every node's name by its path: inner nodes A, B, ... level by level (then AA...),
    a leaf by its parent's name in lower case and its branch number."""
    names: dict[tuple[int, ...], str] = {}
    level, count = [((), tree, "")], 0
    while level:
        below = []
        for path, node, leaf_name in level:
            if isinstance(node, int):
                names[path] = leaf_name
                continue
            name = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[count] if count < 26 else \
                "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[count // 26 - 1] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[count % 26]
            count += 1
            names[path] = name
            below += [((*path, i), child, f"{name.lower()}{i}") for i, child in
                      enumerate(node, start=1)]
        level = below
    return names


def answer_key(tree: Any) -> AnswerKey:
    """The exercise's key (root value, best move's name, best child's name, leaves read in
    order with their values, leaves never read, inner nodes cut off whole)."""
    names = textbook_names(tree)
    seen: list[tuple[int, ...]] = []
    cut_off: list[tuple[int, ...]] = []

    def alphabeta(node: Any, path: tuple[int, ...], maximizing: bool, alpha: float,
                  beta: float) -> float:
        if isinstance(node, int):
            seen.append(path)
            return node
        best = -math.inf if maximizing else math.inf
        for i, child in enumerate(node, start=1):
            value = alphabeta(child, (*path, i), not maximizing, alpha, beta)
            if maximizing:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                cut_off.extend((*path, j) for j in range(i + 1, len(node) + 1))
                break
        return best

    root_values = []
    alpha = -math.inf
    for i, child in enumerate(tree, start=1):  # the root by hand, to know the best move
        value = alphabeta(child, (i,), False, alpha, math.inf)
        root_values.append(value)
        alpha = max(alpha, value)
    best = root_values.index(max(root_values)) + 1
    leaves = [path for path in sorted(names) if _get(tree, path).__class__ is int]
    subtrees = tuple(names[p] for p in sorted(cut_off) if isinstance(_get(tree, p), list))
    return (int(max(root_values)), f"a{best}", names[(best,)],
            tuple((names[p], _get(tree, p)) for p in seen),
            tuple(names[p] for p in leaves if p not in seen), subtrees)


def _get(tree: Any, path: tuple[int, ...]) -> Any:
    for step in path:
        tree = tree[step - 1]
    return tree
