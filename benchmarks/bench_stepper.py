"""The Jupyter stepper's kernel side: the data is built once; a step sends one number.

Measured on a 290-call trace (board ``...O.XX.O``, 580 steps): the one Graphviz layout
and the step data the browser reads (:func:`stepper_data`, the garbage collector paused as
the stepper pauses it), built when the stepper is made,
and what a step costs in Python afterwards (setting the synced step number; the browser
restyles). Then, for the bigger traces a class meets, ``XO.......`` (8,232 calls) and
alpha-beta from the empty board (18,297 calls, near the 40,000-step limit), what making a
``Stepper`` costs in a fresh kernel-like process: each part's time, what is sent and the
process's peak memory. What a person waits for in the browser is in ``bench_browser.py``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import minimax_viz as mv

BOARD = "...O.XX.O"
BIG = [("XO.......", {}), (".........", {"pruning": "alphabeta"})]

#: Defines own_peak_mb(): this process's own peak RSS in MB. On Linux, its memory's VmHWM,
#: begun at exec: ru_maxrss also keeps the parent's peak at the fork, so a child of a big
#: process (``make bench`` runs every benchmark in one) would report the parent's.
OWN_PEAK = """
def own_peak_mb():
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
"""

#: Makes one Stepper part by part in a fresh process; prints its figures as JSON.
PARTS = OWN_PEAK + """
import json, sys, time
import minimax_viz as mv
from minimax_viz.draw import Layout
from minimax_viz.draw.dot import inline_svg
from minimax_viz.lessons.stepper_data import stepper_data
from minimax_viz.lessons.widgets import Stepper, _widget_class
from minimax_viz.record import paused_gc
_widget_class()
board, options = sys.argv[1], json.loads(sys.argv[2])
marks = [time.perf_counter()]
tree = mv.trace(board, **options); marks.append(time.perf_counter())
layout = Layout(tree); marks.append(time.perf_counter())
with paused_gc():  # as the Stepper builds it
    data = stepper_data(layout); marks.append(time.perf_counter())
sent = len(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode())
start = time.perf_counter(); Stepper(tree); whole = time.perf_counter() - start
print(json.dumps({"calls": len(tree), "steps": len(layout), "trace": marks[1] - marks[0],
                  "layout": marks[2] - marks[1], "data": marks[3] - marks[2], "stepper": whole,
                  "data_mb": sent / 1e6, "svg_mb": len(inline_svg(layout.svg).encode()) / 1e6,
                  "peak_mb": own_peak_mb()}))
"""


def big_traces() -> None:
    for board, options in BIG:
        out = subprocess.run([sys.executable, "-c", PARTS, board, json.dumps(options)],
                             check=True, capture_output=True, text=True).stdout
        f = json.loads(out)
        print(f"stepper on {board} {options or ''}: {f['calls']:,} calls, {f['steps']:,} steps")
        print(f"  trace {f['trace']:.2f} s, layout {f['layout']:.2f} s, step data"
              f" {f['data']:.2f} s; Stepper() on the traced tree {f['stepper']:.2f} s")
        print(f"  sent once: data {f['data_mb']:.2f} MB + SVG {f['svg_mb']:.2f} MB;"
              f" process peak {f['peak_mb']:.0f} MB")


def main() -> None:
    try:
        from minimax_viz.lessons.widgets import Stepper
    except ImportError as exc:
        print(f"stepper benchmark skipped: {exc}")
        return
    from minimax_viz.draw import Layout
    from minimax_viz.lessons.stepper_data import embed_json, stepper_data
    from minimax_viz.record import paused_gc

    tree = mv.trace(BOARD)
    start = time.perf_counter()
    layout = Layout(tree)
    laid_out = time.perf_counter() - start
    start = time.perf_counter()
    with paused_gc():  # as the Stepper builds it (laid_out)
        data = stepper_data(layout)
    built = time.perf_counter() - start
    stepper = Stepper(tree)
    steps = len(stepper.steps)
    rounds = []
    for _ in range(3):
        start = time.perf_counter()
        for step in range(steps):
            stepper.go(step)
        rounds.append((time.perf_counter() - start) / steps)
    per_step = min(rounds)
    size = len(embed_json(data).encode()) + len(layout.svg.encode())
    print(f"stepper on {BOARD}: {len(tree)} calls, {steps} steps, "
          f"{len(layout.elements)} diagram elements")
    print(f"  once: dot layout                 {laid_out * 1000:8.1f} ms")
    print(f"  once: step data                  {built * 1000:8.1f} ms   "
          f"({size / 1024:.0f} KiB with the SVG, sent once)")
    print(f"  per step, kernel side            {per_step * 1000:8.3f} ms   target <= 1 ms  "
          f"{'ok' if per_step <= 0.001 else 'MISSED'}")
    big_traces()


if __name__ == "__main__":
    main()
