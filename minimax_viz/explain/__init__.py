"""Explanations: the steps a stepper walks, every sentence a student reads, the code panel."""

from __future__ import annotations

from .source import ShownSource, every_step_lines, shown_source, step_lines
from .steps import STEP_LIMITS, Frame, Steps, check_step_limit

__all__ = [
           "STEP_LIMITS",
           "Frame",
           "ShownSource",
           "Steps",
           "check_step_limit",
           "every_step_lines",
           "shown_source",
           "step_lines",
]
