"""The search: its options, the tracer protocol, and minimax itself."""

from __future__ import annotations

from .budget import SearchBudgetError
from .minimax import search
from .options import (
    DEFAULT_PRUNING,
    DEFAULT_SCORING,
    PRUNINGS,
    SCORINGS,
    SEARCH_DEFAULTS,
    Pruning,
    Scoring,
    SearchOptions,
)
from .tracer import CallCounter, Tracer

__all__ = ["DEFAULT_PRUNING", "DEFAULT_SCORING", "PRUNINGS", "SCORINGS", "SEARCH_DEFAULTS",
           "CallCounter", "Pruning", "Scoring", "SearchBudgetError", "SearchOptions", "Tracer",
           "search"]
