"""Checking a class's files safely: each file in a process of its own, the verdict decided here.

The flow, one module a step: :mod:`.batch` turns paths into files and runs them a
few at a time; :mod:`.sandbox` runs one file's process within its limits and reads
its output through capped pipes; :mod:`.child` is that process, recording the
student's function on every board through :func:`.student_file.record_file` and
leaving a trace or an error record per board; :mod:`.verdicts` loads each result
strictly and judges it with :func:`minimax_viz.comparison.judge`; :mod:`.report`
writes ``results.csv`` and the class's HTML pages.
"""

from __future__ import annotations

from .batch import check_files, python_files
from .report import write_report
from .sandbox import Limits
from .verdicts import Row

__all__ = ["Limits", "Row", "check_files", "python_files", "write_report"]
