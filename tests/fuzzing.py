"""What the fuzz tests share (every Hypothesis test, marked ``fuzz``): one settings profile.

Runs are derandomized (the same examples on every machine and run, so a failure
reproduces) and keep no example database; each test sets its own number of
examples with :func:`fuzz`, so the suite's total stays known (>= 10,000). The
conftest refuses a Hypothesis test that runs without this profile (:func:`shares_profile`).
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

#: What the profile sets: every Hypothesis test must run with each of these as it is here.
SHARED: dict[str, object] = {
    "deadline": None, "database": None, "derandomize": True, "print_blob": False,
    "suppress_health_check": (HealthCheck.too_slow, HealthCheck.filter_too_much,
                              HealthCheck.data_too_large,
                              # a tmp_path shared by the examples: each writes its own files
                              HealthCheck.function_scoped_fixture)}
settings.register_profile("minimax-viz-fuzz", **SHARED)
FUZZ = settings.get_profile("minimax-viz-fuzz")


def fuzz(examples: int) -> settings:
    """The shared profile with ``examples`` generated examples (plus the explicit ones)."""
    return settings(FUZZ, max_examples=examples)


def shares_profile(test: object) -> bool:
    """True when the Hypothesis test ``test`` runs with the shared profile (``@fuzz(n)``):
    each setting :data:`SHARED` names is the profile's, whatever the number of examples."""
    # the settings @given will run with: what Hypothesis's own pytest plugin reads
    used = getattr(test, "_hypothesis_internal_use_settings", None)
    return used is not None and all(getattr(used, name) == getattr(FUZZ, name) for name in SHARED)
