"""Fuzzing search/options.py: options accepted as the README lists them, else one short error.

README: ``scoring`` is article, depth or unit; ``pruning`` None, "none" or "alphabeta";
``order`` a permutation of 0..8 (a list or tuple of whole numbers, or their text split
by commas or spaces) or a named order; ``memo`` True or False.
"""

from __future__ import annotations

from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

from minimax_viz import InvalidOptionError, SearchOptions, TraceFormatError
from minimax_viz.errors import QUOTE_LIMIT

pytestmark = pytest.mark.fuzz

NAMED = {"index": None, "centre": (4, 0, 2, 6, 8, 1, 3, 5, 7),
         "center": (4, 0, 2, 6, 8, 1, 3, 5, 7), "centre-first": (4, 0, 2, 6, 8, 1, 3, 5, 7)}
ANY = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
       | st.binary(max_size=4) | st.lists(st.integers(-1, 9), max_size=10))
PERMUTATION = st.permutations(list(range(9)))
ORDER = (PERMUTATION | PERMUTATION.map(tuple) | PERMUTATION.map(lambda p: ",".join(map(str, p)))
         | PERMUTATION.map(lambda p: " ".join(map(str, p)))
         | PERMUTATION.map(lambda p: [str(m) for m in p])
         | st.sampled_from([*NAMED, "middle", "", " ", "٤,0,2,6,8,1,3,5,7"]) | ANY)


def order_oracle(order: object) -> tuple[bool, tuple[int, ...] | None]:
    """(accepted, canonical order) by the README's words; the index order is None."""
    if order is None:
        return True, None
    if isinstance(order, str) and order in NAMED:
        return True, NAMED[order]
    if isinstance(order, str):
        words = order.replace(",", " ").split()
        if not all(w.isascii() and w.isdigit() for w in words):
            return False, None
        moves = tuple(int(w) for w in words)
    elif isinstance(order, (list, tuple)):
        if not all(type(m) is int for m in order):
            return False, None
        moves = tuple(order)
    else:
        return False, None
    if sorted(moves) != list(range(9)):
        return False, None
    return True, None if moves == tuple(range(9)) else moves


@fuzz(2000)
@given(st.sampled_from(["article", "depth", "unit"]) | ANY,
       st.sampled_from([None, "none", "alphabeta"]) | ANY, ORDER, st.booleans() | ANY)
@example("article", None, None, "false")   # once: any non-empty text turned memo on
@example("article", None, None, "no")
@example("article", None, None, 0)
@example("article", 0, None, False)         # once: pruning 0 and "" meant none
@example("article", "", None, False)
@example("article", False, None, False)
@example("article", None, "4," * 100_000, False)   # a 200 KB order
@example("article", None, "", False)
def test_options_are_read_strictly(scoring: Any, pruning: Any, order: Any, memo: Any) -> None:
    ok_order, canonical = order_oracle(order)
    accepted = (scoring in ("article", "depth", "unit") and isinstance(scoring, str)
                and (pruning is None or isinstance(pruning, str) and pruning in
                     ("none", "alphabeta"))
                and isinstance(memo, bool) and ok_order)
    try:
        options = SearchOptions.make(scoring, pruning, order, memo)
    except InvalidOptionError as error:
        assert not accepted, (scoring, pruning, order, memo)
        message = str(error)
        assert "\n" not in message and len(message) < 3 * QUOTE_LIMIT + 150, message[:400]
        assert message.split()[0] in ("unknown", "order", "memo")
        return
    assert accepted, (scoring, pruning, order, memo)
    assert (options.scoring, options.pruning, options.order, options.memo) == (
        scoring, pruning or "none", canonical, memo)


# -- every other option of the public functions: read strictly, refused the same way ------------
_TREE: Any = None  # built on first use (module import stays quick)


def _tree() -> Any:
    global _TREE
    if _TREE is None:
        import minimax_viz as mv

        _TREE = mv.trace("O.XX.X.OO")
    return _TREE


def _call(name: str, value: object, folder: str) -> None:
    import minimax_viz as mv
    from minimax_viz.draw import dot_source, save_diagram
    from minimax_viz.explain import Steps, check_step_limit

    tree = _tree()
    if name.startswith("load_json"):
        mv.save_json(tree, f"{folder}/t.json")
        mv.load_json(f"{folder}/t.json", max_bytes=value)
    elif name.startswith("save_diagram"):
        save_diagram(tree, f"{folder}/t.dot", **{name.split(".")[1]: value})
    elif name.startswith("dot_source"):
        dot_source(tree, **{name.split(".")[1]: value})
    elif name == "check_step_limit.limit":
        check_step_limit(tree, "page", value)  # type: ignore[arg-type]
    elif name == "Steps.mistakes":
        Steps(tree, mistakes=value)  # type: ignore[arg-type]
    else:
        run, option = name.split(".")
        getattr(mv, run)("O.XX.X.OO", **{option: value})


OPTION_CALLS = ["load_json.max_bytes", "save_diagram.scale", "save_diagram.max_nodes",
                "save_diagram.max_depth", "save_diagram.focus", "save_diagram.legend",
                "dot_source.node_decorator", "dot_source.edge_decorator",
                "check_step_limit.limit", "Steps.mistakes", "trace.progress",
                "trace.max_calls", "solve.max_calls", "solve.progress"]
VALUES = (ANY | st.sampled_from([float("nan"), float("inf"), 10 ** 400, 0, -1, 2, "a\nb",
                                 object(), [], {}]))


@fuzz(600)
@given(st.sampled_from(OPTION_CALLS), VALUES)
# issue 23: a bare TypeError, a bool taken for 1, cairosvg's "The SVG size is undefined"
@example("load_json.max_bytes", "1000")
@example("load_json.max_bytes", True)
@example("save_diagram.scale", "2")
@example("save_diagram.scale", 0)
@example("save_diagram.scale", float("inf"))
@example("dot_source.node_decorator", "not a function")
@example("trace.progress", 1)
def test_every_option_is_taken_or_refused_naming_it_and_quoting_the_value(
        name: str, value: object) -> None:
    import tempfile

    from minimax_viz.errors import quote

    option = name.split(".")[1].replace("limit", "max_steps")
    with tempfile.TemporaryDirectory() as folder:
        try:
            _call(name, value, folder)
        except TraceFormatError as error:  # a good max_bytes below the file's size
            assert "over the limit of" in str(error) and type(value) is int, str(error)
        except InvalidOptionError as error:
            message = str(error)
            assert "\n" not in message and len(message) < 4 * QUOTE_LIMIT + 200, message
            if message.startswith("the page of"):  # a good limit the trace is past
                assert type(value) is int and value >= 2, message
                return
            assert message.startswith((f"{option} ", f"unknown {option} ")), message
            assert quote(value) in message or type(value) is int and f"{value:,}" in message, \
                message
