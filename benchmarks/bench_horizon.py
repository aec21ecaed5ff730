"""The horizon chart's sample: how long the notebook's measurement takes (target <= 30 s).

Times :func:`minimax_viz.lessons.horizon.chart_series` (sampling the positions,
solving each perfectly, then searching it at every depth limit), sample by
sample, and prints what it measured: per depth limit the mean calls and the
share of optimal moves.
"""

from __future__ import annotations

import time

from minimax_viz.lessons.horizon import CHART_SAMPLES, horizon_sample, sample_positions

TARGET_SECONDS = 30.0


def main() -> int:
    total = 0.0
    for name, (game, count, plies, limits) in CHART_SAMPLES.items():
        start = time.perf_counter()
        positions = sample_positions(game, count, plies, seed=1)
        sampled = time.perf_counter() - start
        points = horizon_sample(positions, game, limits)
        took = time.perf_counter() - start
        total += took
        print(f"{name}: {len(positions)} positions, sampled and solved in {sampled:.2f} s,"
              f" all limits in {took:.2f} s")
        for point in points:
            print(f"  depth limit {point.limit}: {point.mean_calls:9,.1f} calls,"
                  f" optimal {100 * point.optimal_share:5.1f}%")
    verdict = "within" if total <= TARGET_SECONDS else "OVER"
    print(f"horizon chart sample: {total:.2f} s in all ({verdict} the {TARGET_SECONDS:.0f} s"
          f" target; {total / TARGET_SECONDS:.2f}x of it)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
