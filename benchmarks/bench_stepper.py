"""The Jupyter stepper's cost per step: a step restyles the one layout, never re-lays it out.

Measured on a 290-call trace (board ``...O.XX.O``, 580 steps), every panel
updated as a click on *Next* would: target <= 1 ms per step. For scale, the
one Graphviz layout made when the stepper is built is timed beside it.
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
    tree = mv.trace(BOARD)
    start = time.perf_counter()
    stepper = Stepper(tree)
    build = time.perf_counter() - start
    steps = len(stepper.steps)
    rounds = []
    for _ in range(3):
        start = time.perf_counter()
        for step in range(steps):
            stepper.go(step)
        rounds.append((time.perf_counter() - start) / steps)
    per_step = min(rounds)
    print(f"stepper on {BOARD}: {len(tree)} calls, {steps} steps, "
          f"{len(stepper.diagram.elements)} diagram elements")
    print(f"  build (search + one dot layout)  {build * 1000:8.1f} ms")
    print(f"  per step, every panel            {per_step * 1000:8.2f} ms   target <= 1 ms  "
          f"{'ok' if per_step <= 0.001 else 'MISSED'}")
    print(f"  layout / step                    {build / per_step:8.0f}x")


if __name__ == "__main__":
    main()
