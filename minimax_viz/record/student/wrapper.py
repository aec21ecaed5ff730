"""The wrapper that records each call of a student's function, written for its parameters.

For a function with plain positional parameters (``def minimax(new_board, player)``) the
wrapper is generated with the same parameters, so a call costs no packing of ``*args``:
the recording must stay within twice the bare function's time (``benchmarks/bench_student.py``).
Only the parameter names come from the student's code; the text is ours.
"""

from __future__ import annotations

import functools
import inspect
import keyword
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .tree import OPEN

if TYPE_CHECKING:
    from .recording import Recording

# The wrapper, written out for the function's own parameters so a call costs no packing
# of *args (the recording must stay within twice the bare function's time).
_WRAPPER = '''
def make(plain, positions, parents, depths, players, results, given, stack, cache, read_board,
         read_player, top_level, snapshot, raised, stop, OPEN, max_calls, max_depth):
    def {name}({params}):
        if not stack:
            return top_level({pack})
        index = len(positions)
        if index >= max_calls or len(stack) > max_depth:
            stop(index)
        board = {board}
        kind = type(board)
        try:  # a list by its contents, a string or tuple itself; anything else is read anew
            position = cache[tuple(board) if kind is list else board
                             if kind is str or kind is tuple else OPEN]
        except (KeyError, TypeError):
            position = read_board(board, {pack})
        positions.append(position)
        parents.append(stack[-1])
        depths.append(len(stack))
        players.append({player})
        results.append(OPEN)
        given.append(-1)
        stack.append(index + 1)
        try:
            result = plain({call})
        except BaseException as exc:
            stack.pop()
            raised(index, exc)
            raise
        stack.pop()
        kind = type(result)
        if kind is int:
            results[index] = result
        elif kind is dict and "score" in result:
            results[index] = result["score"]
            given[index] = result.get("index", -1)
        else:
            results[index] = snapshot(result)
        return result
    return {name}
'''



def make_wrapper(recording: Recording, names: list[str]) -> Callable[..., Any]:
    """The function put under the student's function's name: it records each call."""
    function = recording.function
    simple = _simple_signature(function, names) and recording.board_at[0] is not None
    name = getattr(function, "__name__", "recorded")
    name = name if name.isidentifier() and not keyword.iskeyword(name) else "recorded"
    if simple:
        params = ", ".join(names)
        board = names[recording.board_at[0] or 0]
        player = names[recording.player_at[0]] if recording.player_at[0] is not None else "None"
        source = _WRAPPER.format(name=name, params=params, pack=f"({params},), {{}}",
                                 board=board, player=player, call=params)
    else:
        source = _WRAPPER.format(name=name, params="*args, **kwargs", pack="args, kwargs",
                                 board="args", player="read_player(args, kwargs)",
                                 call="*args, **kwargs").replace(
            "board = args\n", "board = self_board(args, kwargs)\n")
    namespace: dict[str, Any] = {"self_board": recording._board_argument}
    # the wrapper's text is ours; only the parameter names come from the student's code
    exec(compile(source, f"<minimax_viz.recorded of {name}>", "exec"), namespace)  # noqa: S102
    c = recording.calls
    wrapper: Callable[..., Any] = namespace["make"](
        function, c.positions, c.parents, c.depths, c.players, c.results, c.given, c.stack,
        recording.reader.cache, recording._read_board, recording._player_argument, recording._top_level,
        recording._snapshot,
        recording._raised, recording._stop, OPEN, recording.max_calls, recording.max_depth)
    functools.update_wrapper(wrapper, function)
    wrapper.recording = recording  # type: ignore[attr-defined]
    wrapper.trace = recording.trace  # type: ignore[attr-defined]
    wrapper.tree = wrapper.fault = None  # type: ignore[attr-defined]
    wrapper._repr_mimebundle_ = recording._repr_mimebundle_  # type: ignore[attr-defined]
    return wrapper


def _simple_signature(function: Callable[..., Any], names: list[str]) -> bool:
    """True when every parameter is an ordinary positional one without a default."""
    try:
        params = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return False
    return bool(params) and len(params) == len(names) and all(
        p.default is p.empty and p.kind == p.POSITIONAL_OR_KEYWORD and p.name.isidentifier()
        for p in params)
