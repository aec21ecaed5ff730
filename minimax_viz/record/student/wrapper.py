"""The function put under a student's function's name: it tells the sink of each call.

A plain closure: the call's arguments go to :meth:`CallSink.enter`, the student's
function runs, and what it returned (or raised) goes to :meth:`CallSink.leave`
(or :meth:`CallSink.fail`). Outside a run (the first call, made by the teacher or a
notebook) it starts one through ``start_run``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .sink import CallSink, Site


def make_wrapper(function: Callable[..., Any], sink: CallSink,
                 start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any],
                 hooked: bool = False, fast: bool = True) -> Callable[..., Any]:
    """The recording stand-in for ``function``, noting each call in ``sink`` (``hooked``:
    the profiling hook notes them, so a call during a run only passes through; ``fast``:
    the hot path of :func:`_noting`, else every call through the sink's methods)."""
    if hooked:
        def passing(*args: Any, **kwargs: Any) -> Any:
            return function(*args, **kwargs) if sink.running else start_run(args, kwargs)
        return passing
    cache_info = getattr(function, "cache_info", None)
    if callable(cache_info):
        return _through_cache(function, cache_info, sink, start_run)

    return _noting(function, sink, start_run) if fast else _plain(function, sink, start_run)


def _plain(function: Callable[..., Any], sink: CallSink,
           start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any]) -> Callable[..., Any]:
    """The wrapper that tells the sink of every call through its methods."""
    enter, leave, fail = sink.enter, sink.leave, sink.fail

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


def _noting(function: Callable[..., Any], sink: CallSink,
            start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any]) -> Callable[..., Any]:
    """The wrapper of a function recursing through its own name, the recording's hot path:
    a call during a run whose board is a known list, string or tuple at its usual place,
    with no keyword arguments, is noted here in the sink's columns directly (what
    :meth:`CallSink.enter` and :meth:`CallSink.leave` note, without two method calls a
    call: ``benchmarks/bench_student.py`` holds the recording within twice the bare
    function); any other call goes through them (a run's first call too, and a call
    outside a run, which starts one: between runs no call is noted, so its index is 0).
    ``tests/test_student_recording.py`` checks that both ways note the same."""
    enter, fail, snapshot = sink.enter, sink.fail, sink.reader.snapshot
    notes, stack, site, known = sink.notes, sink.stack, sink.site, sink.known
    positions, parents, depths, players, results = \
        sink.positions, sink.parents, sink.depths, sink.players, sink.results
    max_depth, player_at = sink.max_depth, site.player_at[0]
    board_at, limit = site.board_at[0], sink.limit  # both change only in the sink's enter

    def recorded(*args: Any, **kwargs: Any) -> Any:
        nonlocal board_at, limit
        index, depth = notes.count, len(stack)
        try:
            if kwargs or not index or index >= limit or depth > max_depth:
                raise LookupError  # the plain way: the sink reads the call
            value = args[board_at]  # type: ignore[index]
            cls = type(value)
            position = known[tuple(value) if cls is list else value
                             if cls is str or cls is tuple else _NEVER]
            player = None if player_at is None else args[player_at]
        except (LookupError, TypeError):
            if not sink.running:
                return start_run(args, kwargs)
            index = enter(args, kwargs)
            board_at, limit = site.board_at[0], sink.limit
        else:
            notes.count = index + 1  # the notes the sink's enter takes
            positions[index] = position
            parents[index] = stack[-1]
            depths[index] = depth
            players[index] = player
            stack.append(index + 1)
        try:  # no keywords: the arguments passed on without a dict made for nothing
            result = function(*args, **kwargs) if kwargs else function(*args)
        except BaseException as error:
            fail(index, error)
            raise
        stack.pop()
        cls = type(result)
        results[index] = result.copy() if cls is dict else result \
            if cls is int or cls is tuple or cls is float else snapshot(result)
        return result

    return recorded


#: A key no board cache holds.
_NEVER = object()


def _through_cache(function: Callable[..., Any], cache_info: Callable[[], Any], sink: CallSink,
                   start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any],
                   site: Site | None = None) -> Callable[..., Any]:
    """The stand-in for a ``functools.lru_cache`` / ``cache`` search: each call is noted,
    and one its cache answered (no miss while it ran) is noted as a memo hit."""
    def recorded(*args: Any, **kwargs: Any) -> Any:
        if not sink.running:
            return start_run(args, kwargs)
        index = sink.enter(args, kwargs, 0, site)
        misses = cache_info().misses
        try:
            result = function(*args, **kwargs)
        except BaseException as error:
            sink.fail(index, error)
            raise
        sink.leave(index, result)
        if cache_info().misses == misses:
            sink.memo(index)
        return result

    return recorded


def cache_stand_ins(namespace: dict[str, Any], sites: dict[Any, Site], sink: CallSink,
                    start_run: Callable[[tuple[Any, ...], dict[str, Any]], Any]
                    ) -> dict[str, Callable[..., Any]]:
    """For each cached search among a module's globals (its code one of ``sites``), the
    stand-in to put under its name while a run lasts; its code leaves the hook's watch
    (the stand-in notes its calls, hits included)."""
    found = {}
    for name, value in list(namespace.items()):
        code = getattr(getattr(value, "__wrapped__", None), "__code__", None)
        if callable(getattr(value, "cache_info", None)) and code in sites:
            found[name] = _through_cache(value, value.cache_info, sink, start_run,
                                         sites.pop(code))
    return found
