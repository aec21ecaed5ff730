"""minimax-viz: make the minimax recursion visible.

The package follows the data: ``games`` (the rules) -> ``search`` (minimax,
its options, the tracer) -> ``record`` (the call tree) -> ``explain`` (steps
and sentences) -> ``draw`` (diagrams) -> ``lessons`` (stepper, page, slides).

The public API is this package's ``__all__``, and each subpackage's ``__all__`` is its
public face (``minimax_viz.lessons.Stepper``, ``minimax_viz.draw.render_svg``). Every
module is internal unless its package's ``__all__`` names it (``lessons.horizon``): the
modules inside a subpackage, and this package's own (``api``, ``comparison``, ``errors``,
``files``, ``palette``), whose public names this package exports. Import from the package.

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
from .games import Board, Game, Outcome, get_game
from .games.tictactoe import ARTICLE_BOARD
from .record import Call, CallTree, Event, load_json, save_json
from .search import SCORINGS, SearchBudgetError, SearchOptions

#: The public API, the names the README documents. Everything else is reached through its
#: subpackage (``minimax_viz.lessons.Stepper``, ``minimax_viz.draw.render_svg``, ...).
__all__ = [  # noqa: RUF022 (grouped by subject, not sorted)
    # search and record
    "trace", "solve", "Solution", "SearchOptions", "SCORINGS",
    # the recorded tree and its steps
    "CallTree", "Call", "Event", "Steps", "load_json", "save_json",
    # a student's own function
    "recorded", "compare",
    # games and positions
    "Board", "ARTICLE_BOARD", "Game", "Outcome", "get_game",
    # errors: every one is a MinimaxVizError
    "MinimaxVizError", "InvalidBoardError", "InvalidOptionError", "IllegalMoveError",
    "TraceFormatError", "RenderError", "GraphvizMissingError", "SearchBudgetError",
]
__version__ = "0.2.0"
