"""Recording a search: the recorder, the CallTree it becomes, and trace files."""

from __future__ import annotations

from .call import Call, CallKind, Event, EventKind, Iteration, Summary
from .calltree import CallTree
from .recorder import ProgressRecorder, Recorder, paused_gc
from .tracefile import load_json, save_graphml, save_json

__all__ = ["Call", "CallKind", "CallTree", "Event", "EventKind", "Iteration", "ProgressRecorder",
           "Recorder", "Summary", "load_json", "paused_gc", "save_graphml", "save_json"]
