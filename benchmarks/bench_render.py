"""How long a diagram takes, and what a frame costs next to a layout.

1. Render time for node budgets of 9 (the article's whole tree), 100, 300 and 1,000
   (the 549,946-call empty-board tree, folded to the budget): the view (folding),
   the DOT text, and our whole render (view + DOT + one ``dot -Tsvg`` + preparing
   the SVG) against a bare ``dot -Tsvg`` of the same DOT text. Target <= 1.2x.
2. Walkthrough frames: the one layout against one frame restyled from it (SVG
   text, and PNG through cairosvg). Target: a frame costs no layout of its own.

Each time is the best of a few interleaved repetitions, measured in this run; the
"python" column (our share, without the dot process) is the steadiest figure on a
busy machine, where dot's own time varies from run to run.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable

from timing import best_time

import minimax_viz as mv
from minimax_viz.draw.dot import dot_source, run_dot, to_digraph
from minimax_viz.draw.layout import Layout, prepare_svg
from minimax_viz.draw.treeview import TreeView

REPEATS = 9


def bare_dot(source: str) -> None:
    subprocess.run(["dot", "-Tsvg"], input=source.encode(), capture_output=True, check=True)


def contenders(tree: mv.CallTree, budget: int, source: str,
               raw: str) -> dict[str, Callable[[], object]]:
    """What one budget's row times: each step of our render, and a bare dot."""
    return {
        "view": lambda: TreeView(tree, max_nodes=budget),
        "dot_text": lambda: dot_source(TreeView(tree, max_nodes=budget)),
        "prepare": lambda: prepare_svg(raw),  # read as XML, cut at the managed classes
        "ours": lambda: Layout(tree, max_nodes=budget),
        "bare": lambda: bare_dot(source),
    }


def budgets(article: mv.CallTree, full: mv.CallTree) -> None:
    """``python`` is everything of ours but the dot process: view, DOT text, SVG preparation."""
    print("budget  drawn  view ms   DOT ms python ms  ours ms   dot ms  ours/dot (target <= 1.2x)")
    for budget, tree in ((9, article), (100, full), (300, full), (1000, full)):
        view = TreeView(tree, max_nodes=budget)
        source = dot_source(view)
        raw = run_dot(to_digraph(view)).decode()
        t = best_time(contenders(tree, budget, source, raw), REPEATS if budget < 1000 else 5)
        ratio = t["ours"] / t["bare"]
        python = t["dot_text"] + t["prepare"]
        print(f"{budget:6d} {len(view):6d} {t['view'] * 1e3:8.1f} {t['dot_text'] * 1e3:8.1f}"
              f" {python * 1e3:9.1f} {t['ours'] * 1e3:8.1f} {t['bare'] * 1e3:8.1f}"
              f" {ratio:8.2f}x  {'ok' if ratio <= 1.2 else 'over'}")


def frames(tree: mv.CallTree, label: str, png: bool, **options: object) -> None:
    start = time.perf_counter()
    layout = Layout(tree, **options)  # type: ignore[arg-type]
    layout_time = time.perf_counter() - start
    steps = len(layout)  # Steps are built here, once, outside the per-frame timing
    sample = range(0, steps, max(1, steps // 50))
    t = best_time({"svg": lambda: [layout.svg_at(s) for s in sample]})
    per_svg = t["svg"] / len(sample)
    print(f"{label}: {len(tree):,} calls, {len(layout.elements)} elements, {steps:,} steps")
    print(f"  one layout (dot)        {layout_time * 1e3:9.1f} ms")
    print(f"  one SVG frame           {per_svg * 1e3:9.2f} ms   layout / frame "
          f"{layout_time / per_svg:6.0f}x")
    if png:
        t = best_time({"png": lambda: layout.frame(len(layout) // 2, "png")}, repeats=2)
        print(f"  one PNG frame (cairo)   {t['png'] * 1e3:9.1f} ms   (restyled SVG, no layout)")


def main() -> None:
    article = mv.trace(mv.ARTICLE_BOARD)
    print("tracing the empty board (549,946 calls) ...")
    full = mv.trace(mv.Board())
    budgets(article, full)
    print()
    frames(article, "walkthrough frames, article board", png=True)
    frames(mv.trace(mv.Board(), pruning="alphabeta"),
           "frames of the alpha-beta empty-board tree folded to 300", png=False, max_nodes=300)


if __name__ == "__main__":
    main()
