"""Explanations: the steps a stepper walks, every sentence a student reads, the code panel."""

from __future__ import annotations

from .article import SLIPS
from .source import ShownSource, every_step_lines, shown_source, step_lines
from .steps import STEP_LIMITS, Frame, Steps, check_step_limit
from .tutorial_code import code_map, code_map_markdown

__all__ = [
           "SLIPS",
           "STEP_LIMITS",
           "Frame",
           "ShownSource",
           "Steps",
           "check_step_limit",
           "code_map",
           "code_map_markdown",
           "every_step_lines",
           "shown_source",
           "step_lines",
]
