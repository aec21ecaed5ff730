"""minimax-viz: make the minimax recursion visible.

>>> import minimax_viz as mv
>>> mv.solve("O.XX.X.OO").move
4
"""

from __future__ import annotations

from .api import Solution, solve, trace
from .board import ARTICLE_BOARD, Board
from .errors import (
    GraphvizMissingError,
    IllegalMoveError,
    InvalidBoardError,
    InvalidOptionError,
    MinimaxVizError,
    RenderError,
    TraceFormatError,
)
from .search import SCORINGS, SearchOptions, search
from .steps import Steps
from .trace import Call, CallTree, Event, NullTracer, Recorder

__all__ = [
    "ARTICLE_BOARD",
    "SCORINGS",
    "Board",
    "Call",
    "CallTree",
    "Event",
    "GraphvizMissingError",
    "IllegalMoveError",
    "InvalidBoardError",
    "InvalidOptionError",
    "MinimaxVizError",
    "NullTracer",
    "Recorder",
    "RenderError",
    "SearchOptions",
    "Solution",
    "Steps",
    "TraceFormatError",
    "search",
    "solve",
    "trace",
]
__version__ = "0.1.0"
