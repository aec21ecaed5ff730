"""What the fuzz tests share (every Hypothesis test, marked ``fuzz``): one settings profile.

Runs are derandomized (the same examples on every machine and run, so a failure
reproduces) and keep no example database; each test sets its own number of
examples with :func:`fuzz`, so the suite's total stays known (>= 10,000).
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "minimax-viz-fuzz", deadline=None, database=None, derandomize=True, print_blob=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                           HealthCheck.data_too_large,
                           # a tmp_path shared by the examples: each writes its own files
                           HealthCheck.function_scoped_fixture])
FUZZ = settings.get_profile("minimax-viz-fuzz")


def fuzz(examples: int) -> settings:
    """The shared profile with ``examples`` generated examples (plus the explicit ones)."""
    return settings(FUZZ, max_examples=examples)
