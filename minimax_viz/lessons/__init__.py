"""Lessons: the Jupyter stepper and games, the standalone page, slides, the walkthrough,
the terminal game. Each only displays what the layers below recorded and explained.

ipywidgets is imported by the widgets themselves, so the rest works without it.
"""

from __future__ import annotations

from .game_widgets import BoardEditor, PlayAgainstAI
from .match import AIMove, Match
from .page import build_html, write_html
from .slides import write_slides
from .walkthrough import save_walkthrough
from .widgets import Stepper

__all__ = ["AIMove", "BoardEditor", "Match", "PlayAgainstAI", "Stepper", "build_html",
           "save_walkthrough", "write_html", "write_slides"]
