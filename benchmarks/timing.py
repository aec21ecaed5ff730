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
