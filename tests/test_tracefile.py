"""Saving and loading traces: JSON round trips through real files, atomic writes, GraphML,
and a loader that refuses every malformed trace with a TraceFormatError naming the call.

The article's alpha-beta trace (8 calls) is the base the malformed cases edit::

    call 1 (X, root) -> call 2 (X plays 1) -> calls 3, 4 (O wins)
                     -> call 5 (X plays 4, X wins)
                     -> call 6 (X plays 6) -> call 7 -> call 8; cut: move 4 never tried
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import minimax_viz as mv
from minimax_viz import ARTICLE_BOARD
from minimax_viz import files as export
from minimax_viz.errors import MinimaxVizError, TraceFormatError
from minimax_viz.record import load_json, save_graphml, save_json, tracefile
from minimax_viz.record.tracefile import trace_from_dict, trace_to_dict


# -- round trips through real files -----------------------------------------------------------
@pytest.mark.parametrize("board, options", [
    (ARTICLE_BOARD, {}),
    ("X...O....", {"pruning": "alphabeta"}),
    ("X...O....", {"memo": True}),
    ("X........", {"memo": True, "pruning": "alphabeta", "order": "centre", "scoring": "depth"}),
    ("XXXOO....", {}),  # the game is already over: one call
])
def test_json_round_trip(tmp_path: Path, board: str, options: dict) -> None:
    tree = mv.trace(board, **options)
    target = tmp_path / "trace.json"
    save_json(tree, target)
    loaded = load_json(target)
    assert loaded == tree and list(loaded) == list(tree)
    assert loaded.options == tree.options and loaded.root_position == tree.root_position
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == "minimax-viz/trace"
    if options.get("pruning"):
        assert tree.data.cuts and loaded.data.cuts == tree.data.cuts
    if options.get("memo"):
        assert any(loaded.data.memo)


def test_save_json_replaces_a_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "trace.json"
    target.write_text("old", encoding="utf-8")
    save_json(mv.trace(ARTICLE_BOARD), target)
    assert load_json(target) == mv.trace(ARTICLE_BOARD)
    assert [p.name for p in tmp_path.iterdir()] == ["trace.json"]


class FailingHandle:
    """A file that takes the first few characters of a write, then the disk is full."""

    def __init__(self, handle: Any) -> None:
        self.handle = handle

    def write(self, text: Any) -> int:
        self.handle.write(text[:20])
        raise OSError(28, "No space left on device")

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.handle.close()


def fail_serialising(monkeypatch: pytest.MonkeyPatch) -> type[Exception]:
    real = tracefile.iter_call_records  # the file is streamed: fail after the first call

    def records(tree: Any) -> Any:
        first = next(real(tree))
        yield first
        yield {**first, "z": object()}

    monkeypatch.setattr(tracefile, "iter_call_records", records)
    return TypeError


def fail_writing(monkeypatch: pytest.MonkeyPatch) -> type[Exception]:
    real = os.fdopen
    monkeypatch.setattr(os, "fdopen", lambda *a, **k: FailingHandle(real(*a, **k)))
    return OSError


@pytest.mark.parametrize("failure", [fail_serialising, fail_writing])
def test_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        failure: Callable[[pytest.MonkeyPatch], type]) -> None:
    target = tmp_path / "trace.json"
    save_json(mv.trace(ARTICLE_BOARD), target)
    before = target.read_bytes()
    error = failure(monkeypatch)
    with pytest.raises(error):
        save_json(mv.trace("X...O....", pruning="alphabeta"), target)
    monkeypatch.undo()
    assert target.read_bytes() == before and load_json(target) == mv.trace(ARTICLE_BOARD)
    assert [p.name for p in tmp_path.iterdir()] == ["trace.json"]


def test_graphml_is_readable_by_networkx(tmp_path: Path) -> None:
    nx = pytest.importorskip("networkx")
    tree = mv.trace(ARTICLE_BOARD, pruning="alphabeta")
    target = tmp_path / "trace.graphml"
    save_graphml(tree, target)
    assert [p.name for p in tmp_path.iterdir()] == ["trace.graphml"]
    graph = nx.read_graphml(target)
    assert graph.number_of_nodes() == len(tree) == 8 and graph.number_of_edges() == 7
    assert graph.graph["board"] == ARTICLE_BOARD and graph.graph["pruning"] == "alphabeta"
    root, cutter, leaf = graph.nodes["1"], graph.nodes["6"], graph.nodes["3"]
    assert (root["position"], root["player"], root["depth"], root["score"], root["best_move"]) == (
        ARTICLE_BOARD, "X", 0, 10, 4)
    assert "move" not in root and "parent" not in root  # None: an absent attribute
    assert (root["alpha"], root["beta"]) == ("-inf", "inf")
    assert (cutter["move"], cutter["skipped"], cutter["cut"], cutter["alpha"]) == (
        6, "4", "alpha", 10.0)
    assert (leaf["outcome"], leaf["position"], leaf["memo_hit"]) == ("O", "OXXXOX.OO", False)
    assert graph.edges["6", "7"]["move"] == 1
    assert sorted(graph.successors("1"), key=int) == ["2", "5", "6"]


# -- malformed traces -------------------------------------------------------------------------
def alphabeta() -> dict[str, Any]:
    return trace_to_dict(mv.trace(ARTICLE_BOARD, pruning="alphabeta"))


def plain() -> dict[str, Any]:
    return trace_to_dict(mv.trace(ARTICLE_BOARD))


def edit(call_id: int, **fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["calls"][call_id - 1].update(fields)


def drop(call_id: int, key: str) -> Callable[[dict[str, Any]], None]:
    return lambda data: data["calls"][call_id - 1].pop(key)


def top(**fields: Any) -> Callable[[dict[str, Any]], None]:
    return lambda data: data.update(fields)


MALFORMED = [
    # what is changed, the base trace, what the message must say
    (top(calls=[]), alphabeta, r"calls \[\] must be a non-empty list"),
    (top(calls={"1": {}}), alphabeta, r"non-empty list"),
    (edit(1, parent=2), alphabeta, r"call 1: the first call must be the root .*parent 2"),
    (edit(1, move=4), alphabeta, r"call 1: the first call must be the root .*move 4"),
    (edit(1, depth=1), alphabeta, r"call 1: the first call must be the root .*depth 1"),
    (edit(2, parent=None), alphabeta, r"call 2: parent None is not an earlier call"),
    (edit(2, parent=2), alphabeta, r"call 2: parent 2 is not an earlier call .*one of 1\)"),
    (edit(2, parent=5), alphabeta, r"call 2: parent 5 is not an earlier call"),
    (edit(2, parent="1"), alphabeta, r"call 2: parent '1' is not"),
    (edit(9, parent=2), plain,  # call 2 had returned before call 6 began
     r"call 9: parent 2 is not an earlier call still searching \(one of 1, 6, 7, 8\)"),
    (edit(4, parent=3), alphabeta, r"call 4: parent 3 returned at once"),  # 3 is a won game
    (edit(3, depth=3), alphabeta, r"call 3: depth 3 is not call 2's depth \+ 1 = 2"),
    (edit(3, depth=2.0), alphabeta, r"call 3: depth 2\.0 is not"),
    (edit(2, move=200), alphabeta,
     r"call 2: move 200 is not a legal move of call 1's position O\.XX\.X\.OO"),
    (edit(2, move=-1), alphabeta, r"call 2: move -1 is not a legal move of call 1's position"),
    (edit(2, move=None), alphabeta, r"call 2: move None is not a legal move of call 1's"),
    (edit(2, move=True), alphabeta, r"call 2: move True is not a legal move of call 1's"),
    (edit(2, move=0), alphabeta,  # cell 0 is taken
     r"call 2: move 0 is not a legal move of call 1's position O\.XX\.X\.OO"),
    (edit(3, board="OXXXOX.OX"), alphabeta,
     r"call 3: board 'OXXXOX\.OX' is not the position its moves give, OXXXOX\.OO"),
    (edit(3, board=None), alphabeta, r"call 3: board None is not the position"),
    (edit(1, player="O"), alphabeta, r"call 1: player 'O' is not X"),
    (edit(2, score=2**31), alphabeta, r"call 2: score 2147483648 is not a whole number in int32"),
    (edit(2, score=-2**31 - 1), alphabeta, r"call 2: score -2147483649 is not"),
    (edit(2, score=1.5), alphabeta, r"call 2: score 1\.5 is not"),
    (edit(2, score="10"), alphabeta, r"call 2: score '10' is not"),
    (edit(2, best_move=9), alphabeta, r"call 2: best_move 9 is not a move of the game or null"),
    (edit(2, best_move="4"), alphabeta, r"call 2: best_move '4' is not"),
    (edit(3, outcome="win"), alphabeta, r"call 3: outcome 'win' is not null, 'X', 'O', 'draw'"),
    (edit(3, outcome=1), alphabeta, r"call 3: outcome 1 is not"),
    (edit(3, alpha="nan"), alphabeta, r"call 3: alpha 'nan' is not 'inf', '-inf' or a whole"),
    (edit(3, alpha=None), alphabeta, r"call 3: alpha None is not"),
    (edit(3, beta=[]), alphabeta, r"call 3: beta \[\] is not"),
    (edit(3, beta=1e10), alphabeta, r"call 3: beta 10000000000\.0 is not"),
    (edit(3, beta=2.5), alphabeta, r"call 3: beta 2\.5 is not"),
    (drop(3, "beta"), alphabeta, r"call 3: beta None is not"),
    (edit(3, alpha="-inf", beta=float("inf")), alphabeta, r"call 3: beta inf is not"),
    (edit(3, alpha="inf"), plain, r"call 3: alpha 'inf' is not null \(no alpha-beta\)"),
    (edit(3, memo_hit="yes"), alphabeta, r"call 3: memo_hit 'yes' is not true or false"),
    (edit(6, skipped=[0]), alphabeta,
     r"call 6: skipped \[0\] is not a list of legal moves of its position O\.XX\.XXOO"),
    (edit(6, skipped=[9]), alphabeta, r"call 6: skipped \[9\] is not"),
    (edit(6, skipped="4"), alphabeta, r"call 6: skipped '4' is not"),
    (edit(6, cut=None), alphabeta, r"call 6: cut None is not 'alpha' or 'beta'"),
    (edit(6, cut="gamma"), alphabeta, r"call 6: cut 'gamma' is not"),
    (edit(5, cut="beta"), alphabeta, r"call 5: cut 'beta' is not null"),
    (edit(4, id=7), alphabeta, r"call 4: id 7 is not 4"),
    (edit(4, id=True), alphabeta, r"call 4: id True is not 4"),
    # JSON's true and false are no whole numbers (a bool is an int in Python: 1 and 0)
    (edit(1, depth=False), alphabeta, r"call 1: the first call must be the root .*depth False"),
    (edit(2, parent=True), alphabeta, r"call 2: parent True is not an earlier call"),
    (edit(2, depth=True), alphabeta, r"call 2: depth True is not call 1's depth \+ 1 = 1"),
    (edit(2, score=True), alphabeta, r"call 2: score True is not a whole number in int32"),
    (edit(2, best_move=True), alphabeta, r"call 2: best_move True is not a move of the game"),
    (edit(3, alpha=False), alphabeta, r"call 3: alpha False is not 'inf', '-inf' or a whole"),
    (edit(6, skipped=[True]), alphabeta, r"call 6: skipped \[True\] is not a list of legal"),
    (drop(4, "score"), alphabeta, r"call 4: no 'score' field"),
    (lambda data: data["calls"].__setitem__(3, [1, 2]), alphabeta, r"call 4: not an object"),
    (top(score=-10), alphabeta, r"trace score -10 is not call 1's 10"),
    (top(best_move=1), alphabeta, r"trace best_move 1 is not call 1's 4"),
    (top(board="XXXXXXXXX"), alphabeta, r"trace board: board 'XXXXXXXXX'"),
    (top(options={"scoring": "chess"}), alphabeta, r"trace options .*unknown scoring 'chess'"),
    (top(options={"colour": "red"}), alphabeta, r"trace options .*colour"),
    (top(options=[1]), alphabeta, r"trace options \[1\]"),
    (top(version=2), alphabeta, r"trace version 2 is not 1"),
    (top(format="other"), alphabeta, r"not a minimax-viz trace"),
]


@pytest.mark.parametrize("change, base, message", MALFORMED,
                         ids=[f"{i}" for i in range(len(MALFORMED))])
def test_malformed_trace_is_refused(change: Callable[[dict[str, Any]], None],
                                    base: Callable[[], dict[str, Any]], message: str) -> None:
    data = copy.deepcopy(base())
    trace_from_dict(copy.deepcopy(data))  # the base is fine
    change(data)
    with pytest.raises(TraceFormatError, match=message) as caught:
        trace_from_dict(data)
    assert isinstance(caught.value, ValueError)


def test_a_replaced_root_board_must_match_call_1() -> None:
    data = alphabeta()
    data["board"] = "X........"
    with pytest.raises(TraceFormatError, match=r"call 1: board 'O\.XX\.X\.OO' is not the position"):
        trace_from_dict(data)


def test_not_a_dict_is_refused() -> None:
    for data in ([1, 2], None, "trace"):
        with pytest.raises(TraceFormatError, match="not a minimax-viz trace"):
            trace_from_dict(data)  # type: ignore[arg-type]


@pytest.mark.parametrize("content, message", [
    (None, "cannot read trace"),
    (b"{not json", "is not JSON"),
    (b"\xff\xfe\x00binary", "is not JSON: not UTF-8"),
    (b"[1, 2, 3]", "not a minimax-viz trace"),
    (json.dumps({**alphabeta(), "calls": []}).encode(), "non-empty list"),
])
def test_load_json_bad_files(tmp_path: Path, content: bytes | None, message: str) -> None:
    target = tmp_path / "trace.json"
    if content is not None:
        target.write_bytes(content)
    with pytest.raises(TraceFormatError, match=message):
        load_json(target)


def test_load_json_of_a_folder(tmp_path: Path) -> None:
    with pytest.raises(TraceFormatError, match="cannot read trace"):
        load_json(tmp_path)


def test_load_json_names_the_call_of_an_edited_file(tmp_path: Path) -> None:
    # an edited file: call 7 claims to play a cell call 6's board already holds
    data = alphabeta()
    data["calls"][6]["move"] = 0
    target = tmp_path / "edited.json"
    target.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TraceFormatError, match=r"call 7: move 0 is not a legal move of"
                                               r" call 6's position O\.XX\.XXOO"):
        load_json(target)


# -- atomic writes never replace what is not a regular file ------------------------------
def test_a_symlink_is_written_through_and_keeps_the_target_permissions(tmp_path: Path) -> None:
    real, link = tmp_path / "real.json", tmp_path / "link.json"
    real.write_text("old")
    real.chmod(0o600)
    link.symlink_to(real.name)
    export.write_text(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    assert real.stat().st_mode & 0o777 == 0o600
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_a_new_file_is_readable_by_others(tmp_path: Path) -> None:
    export.write_text(tmp_path / "new.txt", "x")
    assert (tmp_path / "new.txt").stat().st_mode & 0o777 == 0o644


@pytest.mark.parametrize("special", ["fifo", "directory"])
def test_special_files_are_refused_not_replaced(tmp_path: Path, special: str) -> None:
    target = tmp_path / "out.svg"
    if special == "fifo":
        os.mkfifo(target)
    else:
        target.mkdir()
    with pytest.raises(MinimaxVizError, match="cannot write .*out.svg"):
        export.write_text(target, "x")
    assert (target.is_fifo() if special == "fifo" else target.is_dir())
    assert [p.name for p in tmp_path.iterdir()] == ["out.svg"]


def test_a_device_is_refused() -> None:
    with pytest.raises(MinimaxVizError, match="'/dev/null': it is a device"):
        export.write_text("/dev/null", "x")


def test_a_long_name_the_filesystem_accepts_is_fine(tmp_path: Path) -> None:
    target = tmp_path / ("a" * 250 + ".txt")
    export.write_text(target, "x")
    assert target.read_text() == "x"
