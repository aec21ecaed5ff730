"""The code panel's source (explain/source.py): read from the search's own code object."""

from __future__ import annotations

import inspect

from minimax_viz.explain.source import _source_of
from minimax_viz.search import search


def test_the_search_source_is_what_inspect_reads() -> None:
    assert _source_of(search.__code__) == inspect.getsource(search).splitlines()


def _ends_with_a_function(x: int) -> object:
    def inner(y: int) -> int:
        return (x
                + y)
    return inner


def outer_with_inner_last(x: int) -> None:
    print(x)

    def inner(y: int) -> int:
        return (x
                + y)


def test_a_function_ending_in_a_nested_one_keeps_the_nested_ones_last_lines() -> None:
    for function in (_ends_with_a_function, outer_with_inner_last):
        lines = _source_of(function.__code__)
        assert lines == inspect.getsource(function).splitlines()
    assert _source_of(outer_with_inner_last.__code__)[-1].strip() == "+ y)"
