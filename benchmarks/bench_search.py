"""How fast and how big: the project's search against a literal port of the article's.

In one run, from the empty board (549,946 calls):

* the baseline (``baseline.py``, the article's JavaScript in Python),
* the project's untraced search (``minimax_viz.search.search``),
* the project's traced search (``minimax_viz.trace``, a full :class:`CallTree`),

each timed as the best of a few interleaved repetitions; then the peak memory of
recording the full trace (tracemalloc); then ``tree.graph`` against a bare
NetworkX build of the same nodes, edges and attributes (their values already in
plain Python lists, one per field: the cheapest way to make that graph).
Targets: untraced <= 1.0x baseline, traced <= 1.3x, <= 50 bytes per recorded
call, ``tree.graph`` <= 1.3x the bare build.
"""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

import baseline
import networkx as nx
from timing import best_time

import minimax_viz
from minimax_viz.games import TICTACTOE
from minimax_viz.record.graph import FIELDS, build_graph, paused_gc
from minimax_viz.search import SearchOptions, search

EMPTY = "." * 9
REPEATS = 5
CALLS = 549_946
PLAIN = SearchOptions()


def untraced() -> tuple[int, int | None]:
    return search(TICTACTOE, EMPTY, PLAIN)


def bare_graph(columns: list[list[object]], attrs: dict[str, object]) -> nx.DiGraph:
    """The same graph built from ready-made columns, with nothing of minimax-viz but the
    same pause of the garbage collector while it is filled (so the ratio is our work
    over NetworkX's own)."""
    ids, parents, moves = columns[0], columns[1], columns[5]
    graph = nx.DiGraph(**attrs)
    with paused_gc():
        graph.add_nodes_from(zip(ids, (dict(zip(FIELDS, row)) for row in zip(*columns))))
        graph.add_edges_from((p, c, {"move": m}) for c, p, m in zip(ids, parents, moves) if p)
    return graph


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
    plain = untraced()
    same = (calls, score, move) == (len(tree), tree.score, tree.best_move) == (
        CALLS, *plain)
    return (f"baseline: {calls:,} calls, best move {move}, score {score}; "
            f"project: {len(tree):,} calls, best move {tree.best_move}, score {tree.score}, "
            f"untraced {plain} -> {'AGREE' if same else 'DISAGREE'}")


def row(name: str, value: str, ratio: str = "", target: str = "", ok: bool | None = None) -> str:
    flag = "" if ok is None else ("ok" if ok else "MISSED")
    return f"  {name:<34}{value:>14}{ratio:>10}   {target:<14}{flag}"


def main() -> int:
    tree, trace_peak = peak_bytes(lambda: minimax_viz.trace(EMPTY))
    assert isinstance(tree, minimax_viz.CallTree)
    print(agreement(tree))

    times = best_time({
        "baseline": lambda: baseline.solve(EMPTY),
        "untraced": untraced,
        "traced": lambda: minimax_viz.trace(EMPTY),
    }, REPEATS)
    base, plain, traced = times["baseline"], times["untraced"], times["traced"]
    per_call = trace_peak / len(tree)

    graph = minimax_viz.trace(EMPTY).graph
    columns = [[fields[key] for _, fields in graph.nodes(data=True)] for key in FIELDS]
    attrs = dict(graph.graph)
    del graph
    graph_times = best_time({"ours": lambda: build_graph(tree),
                             "bare": lambda: bare_graph(columns, attrs)}, 3)
    graph_time, bare = graph_times["ours"], graph_times["bare"]
    _, graph_peak = peak_bytes(lambda: build_graph(tree))

    print(f"\nminimax from the empty board, {CALLS:,} calls, best of {REPEATS} runs")
    print(row("", "", "ratio", "target"))
    print(row("baseline (the article, literally)", f"{base:.3f} s", "1.00x"))
    print(row("project search, untraced", f"{plain:.3f} s", f"{plain / base:.2f}x",
              "<= 1.0x", plain <= base))
    print(row("project trace (CallTree)", f"{traced:.3f} s", f"{traced / base:.2f}x",
              "<= 1.3x", traced <= 1.3 * base))
    print(row("trace peak memory", f"{trace_peak / 2**20:.1f} MiB"))
    print(row("  per recorded call", f"{per_call:.1f} B", "", "<= 50 B", per_call <= 50))
    print(row("bare NetworkX build, same graph", f"{bare:.3f} s", "1.00x"))
    print(row("tree.graph (NetworkX view)", f"{graph_time:.3f} s", f"{graph_time / bare:.2f}x",
              "<= 1.3x", graph_time <= 1.3 * bare))
    print(row("NetworkX view: peak memory", f"{graph_peak / 2**20:.1f} MiB"))
    print(row("  per call", f"{graph_peak / CALLS:.0f} B"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
