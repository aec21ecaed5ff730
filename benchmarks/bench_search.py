"""How fast and how big: the project's search against a literal port of the article's.

In one run, from the empty board (549,946 calls):

* the baseline (``baseline.py``, the article's JavaScript in Python),
* the project's untraced search (``minimax_viz.search.search``),
* the project's traced search (``minimax_viz.trace``, a full :class:`CallTree`),

each timed as the best of a few interleaved repetitions; then the peak memory of
recording the full trace (tracemalloc), and separately the time and memory of
building its NetworkX view. Targets: traced <= 1.5x baseline, untraced <= 1.0x,
<= 300 bytes per recorded call.
"""

from __future__ import annotations

import gc
import time
import tracemalloc
from collections.abc import Callable

import baseline
from timing import best_time

import minimax_viz
from minimax_viz.search import search

EMPTY = "." * 9
REPEATS = 5
CALLS = 549_946


def peak_bytes(run: Callable[[], object]) -> tuple[object, int]:
    """``run()``'s result and the peak memory it allocated on top of what was live before."""
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    result = run()
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    return result, peak


def agreement(tree: minimax_viz.CallTree) -> str:
    """Baseline and project must make the same calls and reach the same answer."""
    score, move = baseline.solve(EMPTY)
    calls = baseline.count_calls(EMPTY)
    untraced = search(EMPTY)
    same = (calls, score, move) == (len(tree), tree.score, tree.best_move) == (
        CALLS, *untraced)
    return (f"baseline: {calls:,} calls, best move {move}, score {score}; "
            f"project: {len(tree):,} calls, best move {tree.best_move}, score {tree.score}, "
            f"untraced {untraced} -> {'AGREE' if same else 'DISAGREE'}")


def row(name: str, value: str, ratio: str = "", target: str = "", ok: bool | None = None) -> str:
    flag = "" if ok is None else ("ok" if ok else "MISSED")
    return f"  {name:<34}{value:>14}{ratio:>10}   {target:<14}{flag}"


def main() -> int:
    tree, trace_peak = peak_bytes(lambda: minimax_viz.trace(EMPTY))
    assert isinstance(tree, minimax_viz.CallTree)
    print(agreement(tree))

    times = best_time({
        "baseline": lambda: baseline.solve(EMPTY),
        "untraced": lambda: search(EMPTY),
        "traced": lambda: minimax_viz.trace(EMPTY),
    }, REPEATS)
    base, untraced, traced = times["baseline"], times["untraced"], times["traced"]
    per_call = trace_peak / len(tree)

    fresh = minimax_viz.trace(EMPTY)
    start = time.perf_counter()
    _ = fresh.graph
    graph_time = time.perf_counter() - start
    del fresh, _
    _, graph_peak = peak_bytes(lambda: tree.graph)  # a second build, under tracemalloc

    print(f"\nminimax from the empty board, {CALLS:,} calls, best of {REPEATS} runs")
    print(row("", "", "ratio", "target"))
    print(row("baseline (the article, literally)", f"{base:.3f} s", "1.00x"))
    print(row("project search, untraced", f"{untraced:.3f} s", f"{untraced / base:.2f}x",
              "<= 1.0x", untraced <= base))
    print(row("project trace (CallTree)", f"{traced:.3f} s", f"{traced / base:.2f}x",
              "<= 1.5x", traced <= 1.5 * base))
    print(row("trace peak memory", f"{trace_peak / 2**20:.1f} MiB"))
    print(row("  per recorded call", f"{per_call:.1f} B", "", "<= 300 B", per_call <= 300))
    print(row("NetworkX view (tree.graph): build", f"{graph_time:.3f} s",
              f"{graph_time / base:.2f}x"))
    print(row("NetworkX view: peak memory", f"{graph_peak / 2**20:.1f} MiB"))
    print(row("  per call", f"{graph_peak / CALLS:.0f} B"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
