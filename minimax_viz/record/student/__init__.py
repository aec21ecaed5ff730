"""Recording a student's own minimax: :func:`recorded` wraps an ordinary recursive function.

``recording`` is the decorator and the run; ``wrapper`` builds the function that
stands in for the student's and notes each call in ``calls``; ``nested`` follows
recursion inside nested helpers; ``read`` reads boards, players and scores from
arguments and return values; ``code`` finds the student's lines for the code panel;
``tree`` turns the noted calls into a :class:`~minimax_viz.record.CallTree`, with
``boards`` remembering the moves between boards and their outcomes across runs;
``saved`` is what a trace file adds for it. Boards are the game's business (``Game.student_value``,
``Game.student_position``); sentences are explain's (:func:`minimax_viz.recorded`
hands them in).
"""

from __future__ import annotations

from .recording import Fault, Recording, StudentFaultWarning, recorded, recording_of

__all__ = ["Fault", "Recording", "StudentFaultWarning", "recorded", "recording_of"]
