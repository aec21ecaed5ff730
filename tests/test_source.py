"""The code panel's source (explain/source.py): read from the search's own code object."""

from __future__ import annotations

import importlib
import inspect
import sys
import zipfile
from pathlib import Path

import pytest

from minimax_viz.explain.source import _source_of
from minimax_viz.search import search


def test_the_search_source_is_what_inspect_reads() -> None:
    assert _source_of(search) == inspect.getsource(search).splitlines()


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
        lines = _source_of(function)
        assert lines == inspect.getsource(function).splitlines()
    assert _source_of(outer_with_inner_last)[-1].strip() == "+ y)"


def test_a_function_whose_file_is_not_on_disk_is_read_through_its_loader(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module imported from a zip archive (as a packed or in-browser install may be): its
    source comes from the module's loader, as ``inspect`` reads it."""
    archive = tmp_path / "packed.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        packed.writestr("packed_search.py", "def search(board):\n    return (board\n"
                                            "            + 1)\n")
    monkeypatch.syspath_prepend(str(archive))
    module = importlib.import_module("packed_search")
    try:
        assert _source_of(module.search) == inspect.getsource(module.search).splitlines()
        assert _source_of(module.search)[-1].strip() == "+ 1)"
    finally:
        sys.modules.pop("packed_search", None)
