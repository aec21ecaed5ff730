"""A 10,000-leaf textbook tree: parsing it, searching it untraced, and tracing it.

Branching 10 to depth 4 (11,111 calls), leaves drawn from random.Random(9).
``trace`` includes reading the text; the bar is <= 0.1 s for the full plain
trace, and for the same leaves under MAX, chance, MIN, chance levels (expectiminimax:
5,555 of its calls are chance nodes whose exact means are Fractions). For scale, a bare recursive minimax over the same nested lists (no
game, no tracer) is timed in the same run and the ratios are printed.
"""

from __future__ import annotations

import json
import random

from timing import best_time

import minimax_viz
from minimax_viz.games import TREE
from minimax_viz.search import SearchOptions, search

TARGET = 0.1  # seconds for trace() of a 10,000-leaf tree


def bare_minimax(node: object, maximizing: bool = True) -> int:
    if isinstance(node, int):
        return node
    assert isinstance(node, list)
    values = [bare_minimax(child, not maximizing) for child in node]
    return max(values) if maximizing else min(values)


def main() -> int:
    rng = random.Random(9)
    nested = [[[[rng.randint(-99, 99) for _ in range(10)] for _ in range(10)]
               for _ in range(10)] for _ in range(10)]
    text = json.dumps(nested)
    root = TREE.parse(text)
    dice = json.dumps([{"chance": [[{"chance": leaves} for leaves in b] for b in a]}
                       for a in nested])  # MAX, chance, MIN, chance, leaves
    runs = {
        "bare minimax on lists": lambda: bare_minimax(nested),
        "parse the text": lambda: TREE.parse(text),
        "search, untraced": lambda: search(TREE, root, SearchOptions()),
        "trace (text in)": lambda: minimax_viz.trace(text, game="tree"),
        "trace, alpha-beta": lambda: minimax_viz.trace(text, game="tree", pruning="alphabeta"),
        "trace, chance nodes": lambda: minimax_viz.trace(dice, game="tree"),
    }
    best = best_time(runs)
    base = best["bare minimax on lists"]
    calls = len(minimax_viz.trace(text, game="tree"))
    print(f"10,000 leaves, {calls:,} calls (plain)")
    for name, seconds in best.items():
        print(f"  {name:<24} {seconds * 1000:8.1f} ms   {seconds / base:6.1f}x bare")
    for name in ("trace (text in)", "trace, chance nodes"):
        verdict = "meets" if best[name] <= TARGET else "MISSES"
        print(f"  {name}: {best[name] * 1000:.1f} ms {verdict} the bar of {TARGET * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    main()
