"""What recording a student's own function costs: ``minimax_viz.recorded`` on the article's minimax.

In one run, from the empty board (549,946 calls), interleaved, best of a few:

* the article's function as it is (``baseline.py``, a literal port of the tutorial's
  JavaScript: a list with numbers in the empty cells, ``{index, score}`` dicts),
* the same function recorded by ``@minimax_viz.recorded`` (the wrapper put under its global
  name, as the decorator does), including building the whole :class:`CallTree`,
* the first run of a freshly recorded function (its per-position caches still empty;
  a new recording in every round),

each in wall time and in CPU time (on a busy machine the wall time of the longer
run suffers more from other processes), the best of each over the rounds, which take
turns so that a slow spell of the machine falls on all three alike.
Target: recorded <= 2.0x the bare function.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

import baseline

import minimax_viz as mv

EMPTY = "." * 9
CALLS = 549_946
REPEATS = 7


def clocked(run: Callable[[], object]) -> tuple[float, float]:
    """``run()``'s wall time and CPU time."""
    gc.collect()
    wall, cpu = time.perf_counter(), time.process_time()
    run()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    plain = baseline.minimax

    def solve_with(function: Callable[..., object]) -> Callable[[], None]:
        def run() -> None:
            baseline.minimax = function
            try:
                baseline.solve(EMPTY)
            finally:
                baseline.minimax = plain
        return run

    recorded = mv.recorded(plain)
    best = {name: (float("inf"), float("inf")) for name in ("bare", "recorded", "first run")}
    for _ in range(REPEATS):
        fresh = mv.recorded(plain)
        runs = {"bare": solve_with(plain), "recorded": solve_with(recorded),
                "first run": solve_with(fresh)}
        for name, run in runs.items():
            wall, cpu = clocked(run)
            best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
        assert fresh.tree is not None and len(fresh.tree) == CALLS, "wrong call count"
    bare_wall, bare_cpu = best["bare"]
    print(f"article-style minimax from the empty board ({CALLS:,} calls), best of {REPEATS}:")
    for name, (wall, cpu) in best.items():
        print(f"  {name:<10} wall {wall:6.3f} s  {wall / bare_wall:4.2f}x"
              f"   cpu {cpu:6.3f} s  {cpu / bare_cpu:4.2f}x")
    print("  target: recorded <= 2.0x the bare function (the tree built included)")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
