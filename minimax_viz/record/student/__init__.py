"""Recording a student's own minimax, as the student wrote it, into a :class:`CallTree`.

A whole file: ``plan`` finds its search (``module``: CS50's and AIMA's interfaces, a
driver, ``Class.method``), calls it by its parameters' names or a ``--call`` hint
(``calling``) and writes and reads its boards its own way
(:mod:`minimax_viz.games.tictactoe_formats`), asking for a hint rather than guessing.
One function: ``recording`` is the decorator and the run (``guard`` puts back what the
student's code changed in this process); ``group`` finds the functions the search is
made of; every call, return and fault reaches the one ``sink``, from the ``wrapper``
under the function's name or from the profiling ``hook``, into the columns of ``calls``;
``read`` reads every returned value; ``code`` finds the student's lines for the code
panel; ``tree`` turns the notes into a tree (``boards``: the moves between boards);
``saved`` is what a trace file adds for it. Sentences are explain's
(:func:`minimax_viz.recorded` hands them in).
"""

from __future__ import annotations

from .recording import Fault, Recording, StudentFaultWarning, recorded, recording_of

__all__ = ["Fault", "Recording", "StudentFaultWarning", "recorded", "recording_of"]
