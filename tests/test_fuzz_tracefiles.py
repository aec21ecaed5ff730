"""Fuzzing record/tracefile.py and record/tracecheck.py with mutated trace files.

A mutated trace is refused naming the call and field, or every view works.

Mutations change, drop or add one field of one call, drop, repeat or swap calls, or
change a top-level field (or a field of a student's saved source), of real traces
(plain, alpha-beta, memo, and students' recorded searches with their code, a fault
and other games). A refused trace gives one short :class:`TraceFormatError`; an
accepted one is used by the tree view, DOT, the steps (stack, narration, stepping),
the NetworkX graph, GraphML, the page's data as UTF-8 and a save/load round trip, and
(with Graphviz) by the fixed layout's per-step rules, the SVG and the HTML page.
"""

from __future__ import annotations

import copy
import json
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any

import pytest
import tutorial
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from verdict_students import crashing

import minimax_viz as mv
from minimax_viz.draw import TreeView
from minimax_viz.draw.dot import dot_source
from minimax_viz.errors import QUOTE_LIMIT, TraceFormatError
from minimax_viz.explain import Steps
from minimax_viz.record import load_json, save_json
from minimax_viz.record.student import StudentFaultWarning
from minimax_viz.record.tracefile import iter_json, save_graphml, trace_from_dict, trace_to_dict

pytestmark = pytest.mark.fuzz

BASES = {name: trace_to_dict(mv.trace(board, **options)) for name, (board, options) in {
    "plain": ("O.XX.X.OO", {}),                                   # 9 calls
    "alphabeta": ("XOXOX....", {"pruning": "alphabeta"}),         # cuts
    "memo": ("XOXOX....", {"memo": True, "order": "centre"}),     # memo hits
    "both": ("XOXO.X...", {"memo": True, "pruning": "alphabeta"}),
}.items()}



def _recorded(function: Any, board: str) -> dict[str, Any]:
    """A student's recorded search as its file holds it: calls, code, fault."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", StudentFaultWarning)
        return trace_to_dict(mv.recorded(function).trace(board))


def _as_student(data: dict[str, Any]) -> dict[str, Any]:
    """A built-in trace saved as a student's (no code): the shape other games' students take."""
    data = {**copy.deepcopy(data), "recorded": "student", "code": None, "fault": None}
    for call in data["calls"]:
        call["value"] = call["score"]
    return data


BASES["student"] = _recorded(tutorial.buggy("player never switched"), "O.XX.X.OO")
BASES["student-fault"] = _recorded(crashing, "XOXO.....")
BASES["student-nim"] = _as_student(trace_to_dict(mv.trace(5, game="nim")))
BASES["student-connect4"] = _as_student(trace_to_dict(
    mv.trace("...../...../XO.../XO...", game="connect4", depth_limit=1)))
FIELDS = ["id", "parent", "depth", "player", "board", "move", "score", "best_move", "outcome",
          "alpha", "beta", "memo_hit", "skipped", "cut", "extra",
          "returned", "scored", "reported", "line", "value"]  # the last five: a student's
TOP = ["format", "version", "game", "board", "player", "options", "best_move", "score",
       "recorded", "code", "fault"]
#: The fields of a student's saved source, and ``lines`` for one of its lines.
CODE = ["name", "lines", "anchors", "returns", "first_line", "sites", "params", "line"]
VALUE = (st.none() | st.booleans() | st.integers(-12, 12) | st.integers() | st.floats()
         | st.sampled_from(["inf", "-inf", "X", "O", "draw", "alpha", "beta", "O.XX.X.OO",
                            "\udc80", "<B></B>", "0", "99"])
         | st.text(max_size=10) | st.lists(st.integers(-1, 9), max_size=4)
         | st.just(10 ** 400) | st.just({"scoring": "unit"}))


def use_every_view(tree: mv.CallTree) -> None:
    """What the tree view, DOT, frames' steps, stepper and narration ask of a tree."""
    steps = Steps(tree)
    for step in range(len(steps)):
        steps.stack(step)
        steps.stack(step, hide_return=True)
        steps.narrate(step)
        steps.over(step)
        steps.out(step)
    steps.narration_file()
    view = TreeView(tree, max_nodes=3)
    for call_id in view.calls:
        view.element_of(call_id)
    dot_source(tree, max_nodes=None)
    for call_id in range(1, len(tree) + 1):
        tree.kind(call_id), tree.is_bound(call_id), tree.summary(call_id)
    tree.principal_variation()
    assert tree.graph.number_of_nodes() == len(tree)
    with tempfile.TemporaryDirectory() as folder:
        save_graphml(tree, Path(folder) / "tree.graphml")
    text = "".join(iter_json(tree))  # what save_json writes, and reads back the same
    text.encode("utf-8")
    assert trace_from_dict(json.loads(text)) == tree
    assert trace_from_dict(trace_to_dict(tree)) == tree
    repr(tree)


def mutate(data: dict[str, Any], kind: str, where: int, field: str, value: object) -> None:
    calls = data["calls"]
    call = calls[where % len(calls)]
    if kind == "set":
        call[field] = value
    elif kind == "drop_field":
        call.pop(field, None)
    elif kind == "drop_call":
        del calls[where % len(calls)]
    elif kind == "repeat_call":
        calls.insert(where % len(calls), copy.deepcopy(call))
    elif kind == "swap_calls":
        other = (where + 1) % len(calls)
        calls[where % len(calls)], calls[other] = calls[other], call
    elif kind == "code":
        code = data.get("code")
        if not isinstance(code, dict):
            return
        key = CODE[where % len(CODE)]
        if key == "line":
            code["lines"][where % len(code["lines"])] = value
        else:
            code[key] = value
    else:
        data[TOP[where % len(TOP)]] = value


def check(data: dict[str, Any]) -> None:
    try:
        tree = trace_from_dict(data)
    except TraceFormatError as error:
        message = str(error)
        assert "\n" not in message and len(message) < 4 * QUOTE_LIMIT + 200, message[:400]
        assert message.startswith(("call ", "trace ", "student trace ", "not a minimax-viz trace")), \
            message
        return
    use_every_view(tree)


@fuzz(2000)
@given(st.sampled_from(sorted(BASES)),
       st.sampled_from(["set", "set", "set", "drop_field", "drop_call", "repeat_call",
                        "swap_calls", "top", "code"]),
       st.integers(0, 40), st.sampled_from(FIELDS), VALUE)
@example("alphabeta", "set", 4, "skipped", [8])   # a cut at a leaf: once crashed the frames
@example("alphabeta", "set", 4, "cut", "beta")
@example("plain", "set", 2, "score", 10 ** 5000)  # beyond Python's digit limit
@example("alphabeta", "set", 1, "alpha", 10 ** 400)  # once an OverflowError
@example("plain", "top", 5, "options", {"memo": "false"})
# issue 23: student traces that loaded but broke a view, or broke the loading
@example("student", "set", 3, "move", None)             # save_graphml: NetworkXError on None
@example("student", "code", 2, "anchors", {"start": float("inf")})  # OverflowError
@example("student", "code", 4, "first_line", float("inf"))
@example("student", "code", 7, "line", "x = '\udc80'")  # the page: UnicodeEncodeError
@example("student", "code", 0, "name", "\udc80")
@example("student-fault", "top", 10, "fault", {"kind": "error", "call": 1,
                                                "message": "\udc80"})
@example("student-nim", "set", 3, "board", "0")         # a pile of 0 with no move: <TR></TR>
@example("student-nim", "set", 3, "move", None)
@example("student", "set", 0, "value", 10 ** 400)        # found here: an OverflowError
@example("student-connect4", "set", 0, "board", "inf")  # found here: any text was a board
@example("student-connect4", "set", 2, "board", "<<<<</...../...../.....")
@example("student-nim", "set", 2, "board", "ab")
def test_mutated_traces_are_refused_or_usable(base: str, kind: str, where: int, field: str,
                                              value: object) -> None:
    data = copy.deepcopy(BASES[base])
    mutate(data, kind, where, field, value)
    check(data)


@pytest.mark.parametrize("base", ["both", "alphabeta"])
def test_a_cut_at_a_leaf_is_refused_naming_the_call(base: str) -> None:
    data = copy.deepcopy(BASES[base])  # a memo hit (no children, moves left), or a call
    leaf = next(c for c in data["calls"] if c["memo_hit"] or  # whose children all ran
                c["outcome"] is None and not c["skipped"] and c["id"] > 1)
    free = [m for m, cell in enumerate(leaf["board"]) if cell == "."]
    leaf["skipped"], leaf["cut"] = free[-1:], "beta"
    with pytest.raises(TraceFormatError, match=rf"^call {leaf['id']}: its children's moves"):
        trace_from_dict(data)


# -- files: bytes flipped, numbers too long, special files, sizes -------------------------------
@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("trace") / "trace.json"
    save_json(mv.trace("XOXOX....", pruning="alphabeta"), path)
    return path.read_bytes()


@fuzz(1200)
@given(st.data())
def test_a_damaged_file_is_refused_or_loads(saved: bytes, tmp_path_factory: pytest.TempPathFactory,
                                            data: st.DataObject) -> None:
    content = bytearray(saved)
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(content) - 1))
        action = data.draw(st.sampled_from(["flip", "cut", "insert"]))
        if action == "flip":
            content[at] = data.draw(st.sampled_from(b'0123456789{}[],:"-.XOnule \xff'))
        elif action == "cut":
            del content[at:at + data.draw(st.integers(1, 40))]
        else:
            content[at:at] = data.draw(st.sampled_from([b"9" * 5000, b"[" * 3000, b"1e999",
                                                        b"\xc3", b" ", b",{}"]))
    path = tmp_path_factory.getbasetemp() / "damaged.json"
    path.write_bytes(bytes(content))
    try:
        tree = load_json(path)
    except TraceFormatError as error:
        assert "\n" not in str(error) and len(str(error)) < 600
        return
    use_every_view(tree)


def test_old_single_line_files_still_load(tmp_path: Path) -> None:
    tree = mv.trace("XO.O.X...", pruning="alphabeta")
    path = tmp_path / "old.json"
    path.write_text(json.dumps(trace_to_dict(tree)))  # as files were written before streaming
    assert load_json(path) == tree
    path.write_text(json.dumps(trace_to_dict(tree), indent=1))
    assert load_json(path) == tree


def test_saved_files_hold_one_call_a_line(tmp_path: Path) -> None:
    tree = mv.trace("O.XX.X.OO")
    save_json(tree, tmp_path / "t.json")
    lines = (tmp_path / "t.json").read_text().splitlines()
    assert len(lines) == 1 + len(tree) + 1 and json.loads(lines[1].rstrip(","))["id"] == 1


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)  # no writer: reading it would wait forever
    for special in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(TraceFormatError, match="it is (a pipe|a device|a directory)$"):
            load_json(special)


def test_the_size_limit_names_itself(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    save_json(mv.trace("O.XX.X.OO"), path)
    with pytest.raises(TraceFormatError, match=r"over the limit of 1,000 bytes .*max_bytes"):
        load_json(path, max_bytes=1000)
    assert len(load_json(path, max_bytes=path.stat().st_size)) == 9


def test_a_huge_board_in_a_file_gives_a_short_error(tmp_path: Path) -> None:
    data = copy.deepcopy(BASES["plain"])
    data["calls"][3]["board"] = "X" * 10_000_000
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    with pytest.raises(TraceFormatError, match=r"call 4: board .*\(10,000,000 characters\)") \
            as error:
        load_json(path)
    assert len(str(error.value)) < 300


@pytest.mark.dot
@fuzz(40)
@given(st.sampled_from(sorted(BASES)), st.sampled_from(["set", "set", "drop_field", "code"]),
       st.integers(0, 40), st.sampled_from(["score", "alpha", "board", "move", "value", "line"]),
       st.integers(-12, 12) | VALUE)
# issue 23: a student's Nim call at an empty pile with no move reached dot as <TR></TR>
@example("student-nim", "set", 3, "board", "0")
@example("student-nim", "set", 3, "board", "99")
@example("student", "code", 7, "line", "x = '\udc80'")
def test_accepted_mutants_lay_out_and_make_a_page(base: str, kind: str, where: int, field: str,
                                                  value: object) -> None:
    """Graphviz lays out what loads (an HTML label it refuses is a crash), and the page is
    text a file can hold."""
    from minimax_viz.draw import Layout
    from minimax_viz.lessons.page import build_html

    data = copy.deepcopy(BASES[base])
    mutate(data, kind, where, field, value)
    try:
        tree = trace_from_dict(data)
    except TraceFormatError:
        return
    layout = Layout(tree, max_nodes=None)
    for step in range(len(layout)):
        layout.classes_at(step)
        layout.classes_at(step, hide_return=True)
    for step in (0, len(layout) - 1):  # a slide's frame, first and last
        assert layout.svg_at(step).lstrip().startswith(("<?xml", "<svg"))
    page = build_html(tree, layout=layout)
    assert "<html" in page
    page.encode("utf-8")  # what write_html writes


@pytest.mark.dot
def test_an_accepted_edited_trace_makes_slides_and_narration(tmp_path: Path) -> None:
    from minimax_viz.lessons.slides import write_slides

    data = trace_to_dict(mv.trace("XOXOOXX.."))
    data["calls"][1]["score"] = 7  # a score no search gives: still a tree every view can show
    tree = trace_from_dict(data)
    written = write_slides(tree, tmp_path / "deck")
    assert len([p for p in written if p.suffix == ".svg"]) == 2 * len(tree)
    assert "returns +7 to call 1" in (tmp_path / "deck" / "narration.txt").read_text()
