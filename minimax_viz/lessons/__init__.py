"""Lessons: the Jupyter stepper and games, the standalone page, slides, the walkthrough,
the terminal game. Each only displays what the layers below recorded and explained.

ipywidgets is imported by the widgets themselves, so the rest works without it.
"""

from __future__ import annotations

from . import deepening, horizon
from .exercise import make_exercise, write_exercise
from .exercise_sheets import worksheet_svg
from .game_widgets import BoardEditor, PlayAgainstAI
from .match import AIMove, Match
from .page import build_html, write_html
from .slides import write_slides
from .walkthrough import save_walkthrough
from .widgets import Stepper

#: ``horizon`` and ``deepening`` are public modules (the lessons of notebook 07), named after
#: their main functions: import those from the module.
__all__ = ["AIMove", "BoardEditor", "Match", "PlayAgainstAI", "Stepper", "build_html",
           "deepening", "horizon", "make_exercise", "save_walkthrough", "worksheet_svg",
           "write_exercise", "write_html", "write_slides"]
