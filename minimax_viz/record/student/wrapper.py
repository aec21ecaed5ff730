"""The wrapper that records each call of a student's function, written for its parameters.

For a function with plain positional parameters (``def minimax(new_board, player)``) the
wrapper is generated with the same parameters, so a call costs no packing of ``*args``:
the recording must stay within twice the bare function's time (``benchmarks/bench_student.py``).
Only the parameter names come from the student's code; the text is ours.
"""

from __future__ import annotations

import dis
import functools
import inspect
import keyword
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .calls import OPEN

if TYPE_CHECKING:
    from .recording import Recording

# The wrapper, written out for the function's own parameters so a call costs no packing
# of *args. Its state lives in closure cells, the cheapest variables Python has: the calls
# made so far, the room in the columns, the open call (the caller of the next) and the
# next call's depth + 1; the ``finally`` puts the last two back on every way out. Every
# name of ours starts with "_", so a student's parameters (``depth``, ``cache``...) rarely
# meet one; a function whose parameters do gets the ``*args`` form.
_WRAPPER = '''
def _make(_plain, _calls, _cache, _read_board, _read_player, _top_level, _snapshot, _raised,
          _room, _OPEN, _max_depth):
    _positions, _parents, _depths = _calls.positions, _calls.parents, _calls.depths
    _players, _results, _given, _running = _calls.players, _calls.results, _calls.given, _calls.running
    _count = _limit = _caller = 0
    _depth = 1

    def {name}({params}):
        nonlocal _count, _limit, _caller, _depth
        if not _running:
            return _top_level({pack})
        _index = _count
        if _index >= _limit or _depth > _max_depth:
            _limit = _room(_index, _depth, _caller)  # more room, else the run stops here
        _kind = type({board})
        try:  # a list by its contents, a string or tuple itself; anything else is read anew
            _position = _cache[tuple({board}) if _kind is list else {board}
                               if _kind is str or _kind is tuple else _OPEN]
        except (KeyError, TypeError):
            _position = _read_board({board}, {pack})
        _count = _index + 1
        _positions[_index] = _position
        _parents[_index] = _caller
        _depths[_index] = _depth
        _players[_index] = {player}
        _parent = _caller
        _caller = _index + 1
        _depth += 1
        try:
            _result = _plain({call})
        except BaseException as _exc:
            _raised(_index, _exc)
            raise
        finally:
            _caller = _parent
            _depth -= 1
        _kind = type(_result)
        if _kind is int:
            _results[_index] = _result
        elif _kind is dict:  # the tutorial's dicts of "index" and "score"
            try:
                _results[_index] = _result["score"]
            except KeyError:
                _results[_index] = _snapshot(_result)
            else:
                _given[_index] = _result.get("index", -1)
        else:
            _results[_index] = _snapshot(_result)
        return _result

    def _finish():
        """The calls this run made; the next run starts from none."""
        nonlocal _count, _limit
        _made, _count, _limit = _count, 0, 0
        return _made
    return {name}, _finish
'''


def _own_names() -> frozenset[str]:
    """Every variable the wrapper's text binds or reads, builtins too (its parameters
    left out; attribute names are no variables)."""
    code = compile(_WRAPPER.format(name="_f", params="", pack="(), {}", board="None",
                                   player="None", call=""), "<wrapper>", "exec")
    names: set[str] = set()
    stack = [code]
    while stack:
        code = stack.pop()
        names.update(code.co_varnames, code.co_cellvars, code.co_freevars)
        names.update(i.argval for i in dis.get_instructions(code) if i.opname == "LOAD_GLOBAL")
        stack.extend(c for c in code.co_consts if isinstance(c, type(code)))
    return frozenset(names)


_OWN_NAMES = _own_names()


def make_wrapper(recording: Recording, names: list[str]) -> tuple[Callable[..., Any],
                                                                  Callable[[], int]]:
    """The function put under the student's function's name, which records each call,
    and the function that ends a run, returning how many calls it made."""
    function = recording.function
    simple = _simple_signature(function, names) and recording.board_at[0] is not None
    name = getattr(function, "__name__", "recorded")
    if not name.isidentifier() or keyword.iskeyword(name) or name in _OWN_NAMES:
        name = "recorded"  # the text's own name for it; update_wrapper names it as before
    if simple:
        params = ", ".join(names)
        board = names[recording.board_at[0] or 0]
        player = names[recording.player_at[0]] if recording.player_at[0] is not None else "None"
        source = _WRAPPER.format(name=name, params=params, pack=f"({params},), {{}}",
                                 board=board, player=player, call=params)
    else:
        source = _WRAPPER.format(name=name, params="*args, **kwargs", pack="args, kwargs",
                                 board="_board", player="_read_player(args, kwargs)",
                                 call="*args, **kwargs").replace(
            "        _kind = type(_board)\n",
            "        _board = _board_argument(args, kwargs)\n        _kind = type(_board)\n")
    namespace: dict[str, Any] = {"_board_argument": recording._board_argument}
    # the wrapper's text is ours; only the parameter names come from the student's code
    exec(compile(source, f"<minimax_viz.recorded of {name}>", "exec"), namespace)  # noqa: S102
    wrapper, finish = namespace["_make"](
        function, recording.calls, recording.reader.cache, recording._read_board,
        recording._player_argument, recording._top_level, recording._snapshot,
        recording._raised, recording._room, OPEN, recording.max_depth)
    functools.update_wrapper(wrapper, function)
    wrapper.recording = recording
    wrapper.trace = recording.trace
    wrapper.tree = wrapper.fault = None
    wrapper._repr_mimebundle_ = recording._repr_mimebundle_
    return wrapper, finish


def _simple_signature(function: Callable[..., Any], names: list[str]) -> bool:
    """True when every parameter is an ordinary positional one without a default, and
    none is named like one of the wrapper's own variables."""
    try:
        params = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return False
    return bool(params) and len(params) == len(names) and all(
        p.default is p.empty and p.kind == p.POSITIONAL_OR_KEYWORD and p.name.isidentifier()
        and p.name not in _OWN_NAMES for p in params)
