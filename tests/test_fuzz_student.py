"""Fuzzing record/student/wrapper.py (``recorded``) with the names students give things.

``minimax_viz.recorded`` with the names students give functions and parameters.

The recorder writes a wrapper with the student's own names, so every name a student
could pick must leave the wrapper's variables alone: whatever the function, the board
and the player are called (``cache``, ``depth``, ``type``, ``_count``...), and whatever
extra parameters come along, the recorded tree is the built-in search's.
"""

from __future__ import annotations

import keyword
import textwrap
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz import ARTICLE_BOARD

pytestmark = pytest.mark.fuzz

#: Names a wrapper could use for itself, builtins it calls, and ordinary ones.
LIKELY = ["board", "player", "cache", "depth", "index", "result", "position", "kind", "count",
          "limit", "caller", "parent", "stack", "plain", "positions", "players", "results",
          "given", "type", "list", "tuple", "str", "dict", "int", "_count", "_limit", "_caller",
          "_depth", "_index", "_cache", "_plain", "_result", "_board", "_kind", "_OPEN",
          "OPEN", "args", "kwargs", "_make", "_finish", "self_board", "memo"]
#: The student function's own names, which its parameters must not take.
OWN = {"lines", "a", "b", "c", "other", "scores", "i", "range", "max", "min"}
NAME = (st.sampled_from(LIKELY) | st.from_regex(r"\A[a-z_][a-z0-9_]{0,8}\Z")).filter(
    lambda name: not keyword.iskeyword(name) and name not in OWN)


def student_function(name: str, board: str, player: str, extra: str,
                     with_default: bool) -> Any:
    """A string-board minimax with the given name, whose parameters have the given names,
    and an extra one (with or without a default) passed along: a one-entry dict, as a
    memo would be."""
    tail = f", {extra}=None" if with_default else f", {extra}"
    source = textwrap.dedent(f"""
        def {name}({board}, {player}{tail}):
            lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
                     (0, 4, 8), (2, 4, 6)]
            for a, b, c in lines:
                if {board}[a] != "." and {board}[a] == {board}[b] == {board}[c]:
                    return 10 if {board}[a] == "X" else -10
            if "." not in {board}:
                return len({extra}) - 1  # 0, unless the recorder changed what was passed
            other = "O" if {player} == "X" else "X"
            scores = [{name}({board}[:i] + {player} + {board}[i + 1:], other, {extra})
                      for i in range(9) if {board}[i] == "."]
            return max(scores) if {player} == "X" else min(scores)
    """)
    namespace: dict[str, Any] = {}
    exec(compile(source, "<student>", "exec"), namespace)  # noqa: S102 - the test's own text
    return namespace[name]


@fuzz(150)
@given(st.lists(NAME, min_size=4, max_size=4, unique=True), st.booleans())
@example(["minimax", "board", "player", "cache"], False)  # once shadowed the board cache
@example(["minimax", "board", "depth", "cache"], False)
@example(["minimax", "list", "type", "_count"], False)
@example(["_count", "_board", "_kind", "_result"], True)  # a function named like ours
@example(["_plain", "board", "player", "memo"], False)
def test_any_names_record_the_builtin_search(names: list[str], with_default: bool) -> None:
    name, board, player, extra = names
    function = student_function(name, board, player, extra, with_default)
    recorded = mv.recorded(function, position=board, player=player)
    function.__globals__[name] = recorded
    assert recorded(ARTICLE_BOARD, "X", {ARTICLE_BOARD: 99}) == 10
    tree = recorded.tree
    builtin = mv.trace(ARTICLE_BOARD)
    assert [call.position for call in tree] == [call.position for call in builtin]
    assert [call.score for call in tree] == [call.score for call in builtin]
    assert tree.data.parent == builtin.data.parent and tree.data.depth == builtin.data.depth
