"""What every benchmark measures time with: best wall time, runs interleaved."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable


def best_time(runs: dict[str, Callable[[], object]], repeats: int = 5) -> dict[str, float]:
    """The best wall time of each function; repetitions interleaved so drift hits all alike."""
    best = {name: float("inf") for name in runs}
    for _ in range(repeats):
        for name, run in runs.items():
            gc.collect()
            start = time.perf_counter()
            run()
            best[name] = min(best[name], time.perf_counter() - start)
    return best


def _loop(steps: int = 3_000_000) -> int:
    total = 0
    for i in range(steps):
        total += i * i
    return total


def host_speed() -> str:
    """How fast this host runs plain Python now: wall-time figures from different runs (or a
    slow moment of this one) compare only beside it, since these machines' speed swings 2x."""
    seconds = best_time({"loop": _loop}, repeats=5)["loop"]
    return f"this host now: a 3,000,000-step Python loop in {seconds * 1000:.0f} ms (best of 5)"
