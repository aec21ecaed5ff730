"""minimax-viz: make the minimax recursion visible.

The package follows the data: ``games`` (the rules) -> ``search`` (minimax,
its options, the tracer) -> ``record`` (the call tree) -> ``explain`` (steps
and sentences) -> ``draw`` (diagrams) -> ``lessons`` (stepper, page, slides).

>>> import minimax_viz as mv
>>> mv.solve("O.XX.X.OO").move
4
"""

from __future__ import annotations

from .api import Solution, solve, trace
from .comparison import compare, recorded
from .errors import (
    GraphvizMissingError,
    IllegalMoveError,
    InvalidBoardError,
    InvalidOptionError,
    MinimaxVizError,
    RenderError,
    TraceFormatError,
)
from .explain import Steps
from .games import TICTACTOE, Board, Game, Outcome, get_game
from .games.tictactoe import ARTICLE_BOARD
from .record import Call, CallTree, Event, Recorder, load_json, save_json
from .search import SCORINGS, NullTracer, SearchOptions

__all__ = [
    "ARTICLE_BOARD", "SCORINGS", "TICTACTOE", "Board", "Call", "CallTree", "Event", "Game",
    "GraphvizMissingError", "IllegalMoveError", "InvalidBoardError", "InvalidOptionError",
    "MinimaxVizError", "NullTracer", "Outcome", "Recorder", "RenderError", "SearchOptions",
    "Solution", "Steps", "TraceFormatError", "compare", "get_game", "load_json", "recorded",
    "save_json", "solve", "trace",
]
__version__ = "0.2.0"
