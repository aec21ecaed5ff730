"""The search: its options, the tracer protocol, and minimax itself."""

from __future__ import annotations

from .minimax import INF, search
from .options import PRUNINGS, SCORINGS, Pruning, Scoring, SearchOptions, parse_order
from .tracer import NULL_TRACER, NullTracer, Tracer

__all__ = ["INF", "NULL_TRACER", "PRUNINGS", "SCORINGS", "NullTracer", "Pruning", "Scoring",
           "SearchOptions", "Tracer", "parse_order", "search"]
