"""The exceptions minimax-viz raises: one base class, specific children.

Every child that is about bad input is also a ``ValueError``, so ordinary
``except ValueError`` code keeps working. Messages quote the offending input.
"""

from __future__ import annotations


class MinimaxVizError(Exception):
    """Base class of every error minimax-viz raises on purpose."""


class InvalidBoardError(MinimaxVizError, ValueError):
    """A board text that cannot be parsed, or a position that cannot arise in a game."""


class IllegalMoveError(MinimaxVizError, ValueError):
    """A move onto a taken cell, outside 0..8, or after the game has ended."""


class InvalidOptionError(MinimaxVizError, ValueError):
    """A search, render or export option with a value we do not accept."""


class TraceFormatError(MinimaxVizError, ValueError):
    """A trace file that is not a minimax-viz trace we can read."""


class RenderError(MinimaxVizError):
    """A diagram that cannot be drawn (too big, or Graphviz failed)."""


class GraphvizMissingError(RenderError):
    """Graphviz's ``dot`` binary is not installed or not on PATH."""
