"""Following a search the wrapper cannot stand in for, with the interpreter's profiling hook.

A nested helper calling itself through its closure, ``max_value`` and ``min_value``
calling each other, a driver scoring each root move: no single name carries every
call, so the run is watched with ``sys.setprofile`` instead (which Python 3.12+
builds on ``sys.monitoring``). The hook looks only at calls and returns of the
search's code objects (:func:`~.group.search_codes`) and tells the same
:class:`~.sink.CallSink` the wrapper tells. Slower than the wrapper (every Python
call passes the hook), so the wrapper is used whenever one function recursing through
its own name is the whole search.
"""

from __future__ import annotations

import sys
from types import CodeType, FrameType
from typing import Any

from .calls import OPEN
from .sink import CallSink, Site


def parameter_names(code: CodeType) -> list[str]:
    """A code object's parameters in order (positional, then keyword-only)."""
    return list(code.co_varnames[:code.co_argcount + code.co_kwonlyargcount])


def run_hooked(sink: CallSink, function: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
               sites: dict[CodeType, Site]) -> Any:
    """Run ``function`` once, telling ``sink`` of every call of the codes in ``sites``."""
    names = {code: parameter_names(code) for code in sites}
    frames: dict[int, int] = {}  # id of a live frame of the search -> its call index

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        code = frame.f_code
        if code not in sites:
            return
        if event == "call":
            values = frame.f_locals
            caller = frame.f_back
            frames[id(frame)] = sink.enter(
                tuple(values.get(name) for name in names[code]), {},
                caller.f_lineno if caller is not None else 0, sites[code])
        elif event == "return" and id(frame) in frames:
            sink.leave(frames[id(frame)], arg)

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        return function(*args, **kwargs)
    except Exception as exc:
        tb, raised = exc.__traceback__, None
        while tb is not None:  # the calls the exception went through raised, not returned
            index = frames.get(id(tb.tb_frame), -1) if tb.tb_frame.f_code in sites else -1
            if index >= 0:
                raised = index
                sink.notes.results[index] = OPEN  # the hook saw them "return" None
            tb = tb.tb_next
        if raised is not None:
            sink.notes.raised = (raised, exc)
        raise
    finally:
        sys.setprofile(previous)


def second_call(function: Any, args: tuple[Any, ...], kwargs: dict[str, Any],
                codes: set[CodeType]) -> str | None:
    """Run ``function`` once more, watching every call of the search's ``codes`` however it
    is made: the name of the second one, when there is one (the recursion went around the
    recorder), else None. It stops as soon as it knows."""
    seen: list[str] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code in codes:
            seen.append(frame.f_code.co_name)
            if len(seen) > 1:
                raise _Seen

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        function(*args, **kwargs)
    except (_Seen, Exception):  # noqa: BLE001, S110 - only what the student's code called counts
        pass
    finally:
        sys.setprofile(previous)
    return seen[1] if len(seen) > 1 else None


class _Seen(BaseException):
    """Raised through the student's code once a second call of its search is seen."""
