"""Following a recursion that runs inside a nested function of the recorded one.

When a student writes ``def best_move(board): def minimax(b, p): ... minimax(...)``,
the inner ``minimax`` calls itself through its closure, so no wrapper can sit
in its way. Here, and only here, the interpreter's profiling hook watches the
run (``sys.setprofile``, which Python 3.12+ builds on ``sys.monitoring``): it
looks at calls and returns of that one code object and feeds them to the same
:class:`~.sink.CallSink` the wrapper uses. Slower than the wrapper (every Python
call passes the hook), so the wrapper is used whenever the recursion goes
through the global name.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import CodeType, FrameType
from typing import TYPE_CHECKING, Any

from .calls import OPEN
from .read import BOARD_NAMES, PLAYER_NAMES, parameter_index

if TYPE_CHECKING:
    from .recording import Recording


def nested_recursion(function: Any) -> CodeType | None:
    """The code of a nested function that calls itself through its closure, when the
    recorded function's code (comprehensions and inner functions included) never asks
    for its own name, global or from an enclosing function (else None: the recursion
    goes through the wrapper, which stands under that name)."""
    code = getattr(function, "__code__", None)
    if not isinstance(code, CodeType) or any(
            code.co_name in inner.co_names or code.co_name in inner.co_freevars
            for inner in _codes(code)):
        return None
    for inner in code.co_consts:
        if isinstance(inner, CodeType) and inner.co_name in inner.co_freevars:
            return inner
    return None


def _codes(code: CodeType) -> Iterator[CodeType]:
    """``code`` and every code object nested in it."""
    yield code
    for inner in code.co_consts:
        if isinstance(inner, CodeType):
            yield from _codes(inner)


def run_nested(recorded: Recording, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Run the recorded function once, telling the sink of every call of its nested
    recursion."""
    sink = recorded.sink
    code = recorded.nested
    assert code is not None
    names = list(code.co_varnames[:code.co_argcount])
    sink.board_at = parameter_index(names, recorded.options.get("position"), BOARD_NAMES)
    sink.player_at = parameter_index(names, recorded.options.get("player"), PLAYER_NAMES)
    frames: dict[int, int] = {}  # id of a live frame of the recursion -> its call index
    open_calls: list[int] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if frame.f_code is not code:
            return
        if event == "call":
            values = frame.f_locals
            caller = frame.f_back
            index = sink.enter(tuple(values[name] for name in names), {},
                               caller.f_lineno if caller is not None else 0)
            frames[id(frame)] = index
            open_calls.append(index)
        elif event == "return" and open_calls:
            sink.leave(open_calls.pop(), arg)

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        return recorded.function(*args, **kwargs)
    except Exception as exc:
        tb, raised = exc.__traceback__, None
        while tb is not None:  # the calls the exception went through raised, not returned
            if tb.tb_frame.f_code is code and id(tb.tb_frame) in frames:
                raised = frames[id(tb.tb_frame)]
                sink.calls.results[raised] = OPEN  # the hook saw them "return" None
            tb = tb.tb_next
        if raised is not None:
            sink.calls.raised = (raised, exc)
        raise
    finally:
        sys.setprofile(previous)
