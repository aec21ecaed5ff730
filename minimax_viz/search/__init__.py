"""The search: its options, the tracer protocol, and minimax itself."""

from __future__ import annotations

from .minimax import INF, search
from .options import (
    DEFAULT_PRUNING,
    DEFAULT_SCORING,
    PRUNINGS,
    SCORINGS,
    SEARCH_DEFAULTS,
    Pruning,
    Scoring,
    SearchOptions,
    parse_order,
)
from .tracer import NULL_TRACER, CallCounter, NullTracer, Tracer

__all__ = ["DEFAULT_PRUNING", "DEFAULT_SCORING", "INF", "NULL_TRACER", "PRUNINGS", "SCORINGS", "SEARCH_DEFAULTS", "CallCounter", "NullTracer", "Pruning", "Scoring",
           "SearchOptions", "Tracer", "parse_order", "search"]
