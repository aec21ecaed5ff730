"""The function put under a student's function's name: it tells the sink of each call.

A plain closure: the call's arguments go to :meth:`CallSink.enter`, the student's
function runs, and what it returned (or raised) goes to :meth:`CallSink.leave`
(or :meth:`CallSink.fail`). Outside a run (the first call, made by the teacher or a
notebook) it starts one through ``start_run``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .sink import CallSink


def make_wrapper(function: Callable[..., Any], sink: CallSink,
                 start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any],
                 hooked: bool = False) -> Callable[..., Any]:
    """The recording stand-in for ``function``, noting each call in ``sink`` (``hooked``:
    the profiling hook notes them, so a call during a run only passes through)."""
    enter, leave, fail = sink.enter, sink.leave, sink.fail

    if hooked:
        def passing(*args: Any, **kwargs: Any) -> Any:
            return function(*args, **kwargs) if sink.running else start_run(args, kwargs)
        return passing

    def recorded(*args: Any, **kwargs: Any) -> Any:
        if not sink.running:
            return start_run(args, kwargs)
        index = enter(args, kwargs)
        try:
            result = function(*args, **kwargs)
        except BaseException as error:
            fail(index, error)
            raise
        leave(index, result)
        return result

    return recorded
