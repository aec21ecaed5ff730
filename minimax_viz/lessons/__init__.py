"""Lessons: the Jupyter stepper and games, the standalone page, slides, the walkthrough,
the terminal game. Each only displays what the layers below recorded and explained.

ipywidgets is imported by the widgets themselves, so the rest works without it.
"""

from __future__ import annotations

from .deepening import deepening, deepening_chart
from .exercise import make_exercise, write_exercise
from .exercise_sheets import worksheet_svg
from .game_widgets import BoardEditor, PlayAgainstAI
from .horizon import chart_series, horizon, horizon_chart
from .match import AIMove, Match
from .page import build_html, write_html
from .slides import write_slides
from .walkthrough import save_walkthrough
from .widgets import Stepper

__all__ = ["AIMove", "BoardEditor", "Match", "PlayAgainstAI", "Stepper", "build_html",
           "chart_series", "deepening", "deepening_chart", "horizon", "horizon_chart",
           "make_exercise", "save_walkthrough", "worksheet_svg", "write_exercise", "write_html",
           "write_slides"]
