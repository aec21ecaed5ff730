"""The search: its options, the tracer protocol, and minimax itself."""

from __future__ import annotations

from .minimax import INF, search
from .options import PRUNINGS, SCORINGS, Pruning, Scoring, SearchOptions, parse_order
from .tracer import NULL_TRACER, CallCounter, NullTracer, Tracer

__all__ = ["INF", "NULL_TRACER", "PRUNINGS", "SCORINGS", "CallCounter", "NullTracer", "Pruning", "Scoring",
           "SearchOptions", "Tracer", "parse_order", "search"]
