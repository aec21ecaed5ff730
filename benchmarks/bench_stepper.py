"""The Jupyter stepper's kernel side: the data is built once; a step sends one number.

Measured on a 290-call trace (board ``...O.XX.O``, 580 steps): the one Graphviz layout
and the step data the browser reads (:func:`stepper_data`), built when the stepper is made,
and what a step costs in Python afterwards (setting the synced step number; the browser
restyles). What a person waits for in the browser is in ``bench_browser.py``.
"""

from __future__ import annotations

import time

import minimax_viz as mv

BOARD = "...O.XX.O"


def main() -> None:
    try:
        from minimax_viz.lessons.widgets import Stepper
    except ImportError as exc:
        print(f"stepper benchmark skipped: {exc}")
        return
    from minimax_viz.draw import Layout
    from minimax_viz.lessons.stepper_data import embed_json, stepper_data

    tree = mv.trace(BOARD)
    start = time.perf_counter()
    layout = Layout(tree)
    laid_out = time.perf_counter() - start
    start = time.perf_counter()
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


if __name__ == "__main__":
    main()
