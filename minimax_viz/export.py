"""Writing files: every export goes to a temporary name and is renamed into place,
so a failure never leaves a half-written file behind.

JSON trace schema (``format`` = ``"minimax-viz/trace"``, ``version`` = 1)::

    {"format": "minimax-viz/trace", "version": 1,
     "board": "O.XX.X.OO", "player": "X",
     "options": {"scoring": "article", "pruning": "none", "order": [0..8], "memo": false},
     "best_move": 4, "score": 10,
     "calls": [{"id": 1, "parent": null, "depth": 0, "player": "X", "board": "O.XX.X.OO",
                "move": null, "score": 10, "best_move": 4, "outcome": null,
                "alpha": null, "beta": null, "memo_hit": false, "skipped": [], "cut": null},
               ...]}

``alpha``/``beta`` are numbers, or the strings ``"-inf"``/``"inf"``, under
alpha-beta and null otherwise. Calls are listed in id order.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from .board import Board
from .errors import InvalidOptionError, MinimaxVizError, TraceFormatError
from .search import SearchOptions
from .trace import _INF, OUTCOMES, CallTree, Recorder, _store_bound

FORMAT = "minimax-viz/trace"
VERSION = 1


@contextmanager
def atomic_open(path: str | os.PathLike[str], mode: str = "w") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; rename it into place only on success.

    A symbolic link is written through (the link stays), an existing file keeps
    its permissions, and anything that is not a regular file (a folder, a
    device such as /dev/null, a pipe) is refused rather than replaced.
    """
    target = Path(path).resolve() if Path(path).is_symlink() else Path(path)
    name = str(path)
    if target.exists() and not target.is_file():
        kind = "a directory" if target.is_dir() else "not a regular file"
        raise MinimaxVizError(f"cannot write {name!r}: it is {kind}")
    if not target.parent.is_dir():
        raise MinimaxVizError(f"cannot write {name!r}: no folder {str(target.parent)!r}")
    permissions = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
    try:
        fd, tmp = tempfile.mkstemp(prefix=".mmviz-", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise MinimaxVizError(f"cannot write {name!r}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, mode, -1, None if "b" in mode else "utf-8") as handle:
            yield handle
        os.chmod(tmp, permissions)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    with atomic_open(path, "wb") as handle:
        handle.write(data)


def write_text(path: str | os.PathLike[str], text: str) -> None:
    with atomic_open(path, "w") as handle:
        handle.write(text)


# -- JSON --------------------------------------------------------------------------------
def _json_bound(value: float | None) -> float | str | None:
    if value is None or not math.isinf(value):
        return value
    return "inf" if value > 0 else "-inf"


def call_records(tree: CallTree) -> list[dict[str, Any]]:
    """Every call as a plain JSON-ready dict, in id order."""
    records = []
    for call in tree:
        record = call._asdict()
        record.update(board=call.board.cells, skipped=list(call.skipped),
                      alpha=_json_bound(call.alpha), beta=_json_bound(call.beta))
        records.append(record)
    return records


def trace_to_dict(tree: CallTree) -> dict[str, Any]:
    """The whole trace in the documented JSON schema."""
    return {"format": FORMAT, "version": VERSION, "board": tree.root_board.cells,
            "player": tree.player, "options": tree.options.as_dict(),
            "best_move": tree.best_move, "score": tree.score, "calls": call_records(tree)}


def save_json(tree: CallTree, path: str | os.PathLike[str]) -> None:
    with atomic_open(path) as handle:
        handle.write(json.dumps(trace_to_dict(tree), separators=(",", ":")))


def trace_from_dict(data: dict[str, Any]) -> CallTree:
    """Rebuild a :class:`CallTree` from :func:`trace_to_dict`'s output, checking it.

    One pass over the calls replays every board from the root, so a trace that
    does not describe a real search (a parent that is not an open earlier call,
    a wrong depth, a move onto a taken cell, a board that is not the replay, a
    value out of range or of the wrong type) raises :class:`TraceFormatError`
    naming the call and the field; nothing invalid reaches the arrays.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TraceFormatError(f"not a minimax-viz trace (format {data.get('format')!r})"
                               if isinstance(data, dict) else "not a minimax-viz trace")
    if data.get("version") != VERSION:
        raise TraceFormatError(f"trace version {data.get('version')!r} is not {VERSION}")
    try:
        options = SearchOptions.make(**data.get("options", {}))
    except (TypeError, ValueError) as exc:
        raise TraceFormatError(f"trace options {_short(data.get('options'))}: {exc}") from None
    try:
        root = Board.parse(data.get("board"))  # type: ignore[arg-type]
    except ValueError as exc:
        raise TraceFormatError(f"trace board: {exc}") from None
    calls = data.get("calls")
    if not isinstance(calls, list) or not calls:
        raise TraceFormatError(f"trace calls {_short(calls)} must be a non-empty list of calls")
    recorder = Recorder(with_window=options.pruning == "alphabeta")
    boards, open_calls = [root.cells], list[int]()
    for call_id, call in enumerate(calls, start=1):
        _append_call(recorder, call, call_id, boards, open_calls)
    tree = CallTree(root, options, recorder)
    for key, value in (("player", tree.player), ("score", tree.score),
                       ("best_move", tree.best_move)):
        if key in data and data[key] != value:
            raise TraceFormatError(f"trace {key} {_short(data[key])} is not call 1's {value!r}")
    return tree


def _window_bound(value: object) -> bool:
    """A window bound as saved: "inf", "-inf" or a whole number inside int16."""
    if isinstance(value, str):
        return value in ("inf", "-inf")
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value) and float(value).is_integer() and abs(value) < _INF


def _is_cell(value: object) -> bool:
    return type(value) is int and 0 <= value <= 8  # type: ignore[operator]


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _bad(call_id: int, key: str, value: object, expected: str) -> TraceFormatError:
    return TraceFormatError(f"call {call_id}: {key} {_short(value)} is not {expected}")


_REQUIRED = {"id", "parent", "depth", "board", "move", "score", "best_move", "outcome"}


def _append_call(r: Recorder, call: object, call_id: int, boards: list[str],
                 open_calls: list[int]) -> None:
    """Check call ``call_id`` against the calls before it and append it to ``r``.

    ``boards`` holds the replayed board of every earlier call (the root's first).
    Calls come in preorder, so a call's parent is one of ``open_calls``: the
    call before it and that call's callers.
    """
    if not isinstance(call, dict):
        raise TraceFormatError(f"call {call_id}: not an object but {_short(call)}")
    if not _REQUIRED <= call.keys():
        raise TraceFormatError(f"call {call_id}: no {min(_REQUIRED - call.keys())!r} field")
    parent, depth, move, skipped = call["parent"], call["depth"], call["move"], \
        call.get("skipped", [])
    if call["id"] != call_id or type(call["id"]) is not int:
        raise _bad(call_id, "id", call["id"], f"{call_id} (ids run 1, 2, 3, ... in order)")
    if call_id == 1:
        if parent is not None or move is not None or depth != 0 or type(depth) is not int:
            raise TraceFormatError(f"call 1: the first call must be the root (parent null,"
                                   f" move null, depth 0), not parent {_short(parent)},"
                                   f" move {_short(move)}, depth {_short(depth)}")
        board = boards[0]
    else:
        if type(parent) is not int or parent not in open_calls:
            raise _bad(call_id, "parent", parent, "an earlier call still searching (one of "
                       f"{', '.join(map(str, open_calls))})")
        del open_calls[open_calls.index(parent) + 1:]
        if r.outcome[parent - 1] or r.memo[parent - 1]:
            raise TraceFormatError(f"call {call_id}: parent {parent} returned at once (a"
                                   " finished game or a memo hit), so it made no calls")
        if depth != r.depth[parent - 1] + 1 or type(depth) is not int:
            raise _bad(call_id, "depth", depth, f"call {parent}'s depth + 1 = "
                       f"{r.depth[parent - 1] + 1}")
        above = boards[parent - 1]
        if not _is_cell(move):
            raise _bad(call_id, "move", move, "a cell 0..8")
        if above[move] != ".":
            raise _bad(call_id, "move", move, f"an empty cell of call {parent}'s board {above}")
        mover = "X" if above.count("X") == above.count("O") else "O"
        board = above[:move] + mover + above[move + 1:]
        boards.append(board)
    open_calls.append(call_id)
    to_move = "X" if board.count("X") == board.count("O") else "O"
    if call["board"] != board:
        raise _bad(call_id, "board", call["board"], f"the board its moves give, {board}")
    if call.get("player", to_move) != to_move:
        raise _bad(call_id, "player", call["player"], f"{to_move}, the side to move")
    if type(call["score"]) is not int or not -32768 <= call["score"] <= 32767:
        raise _bad(call_id, "score", call["score"], "a whole number in -32768..32767 (int16)")
    if call["best_move"] is not None and not _is_cell(call["best_move"]):
        raise _bad(call_id, "best_move", call["best_move"], "a cell 0..8 or null")
    if call["outcome"] not in OUTCOMES:
        raise _bad(call_id, "outcome", call["outcome"], "null, 'X', 'O' or 'draw'")
    if type(call.get("memo_hit", False)) is not bool:
        raise _bad(call_id, "memo_hit", call["memo_hit"], "true or false")
    window = r.alpha is not None and r.beta is not None
    for key in ("alpha", "beta"):
        if not (_window_bound(call.get(key)) if window else call.get(key) is None):
            raise _bad(call_id, key, call.get(key), "'inf', '-inf' or a whole number in int16"
                       if window else "null (no alpha-beta)")
    if type(skipped) is not list or not all(_is_cell(c) and board[c] == "." for c in skipped):
        raise _bad(call_id, "skipped", skipped, f"a list of empty cells of its board {board}")
    if call.get("cut") not in (("alpha", "beta") if skipped else (None,)):
        raise _bad(call_id, "cut", call.get("cut"), "'alpha' or 'beta' (moves were skipped)"
                   if skipped else "null (no move was skipped)")

    r.parent.append(parent or 0)
    r.move.append(-1 if move is None else move)
    r.depth.append(depth)
    r.score.append(call["score"])
    r.best_move.append(-1 if call["best_move"] is None else call["best_move"])
    r.outcome.append(OUTCOMES.index(call["outcome"]))
    r.memo.append(call.get("memo_hit", False))
    if window:
        r.alpha.append(_store_bound(float(call["alpha"])))  # type: ignore[union-attr]
        r.beta.append(_store_bound(float(call["beta"])))  # type: ignore[union-attr]
    if skipped:
        r.cuts[call_id] = (tuple(skipped), call["cut"])


def load_json(path: str | os.PathLike[str]) -> CallTree:
    """Read a trace saved by :func:`save_json`; any problem is a :class:`TraceFormatError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise TraceFormatError(f"cannot read trace {str(path)!r}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise TraceFormatError(f"trace {str(path)!r} is not JSON: not UTF-8 text") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "nested too deeply"
        raise TraceFormatError(f"trace {str(path)!r} is not JSON: {reason}") from None
    return trace_from_dict(data)


# -- GraphML -----------------------------------------------------------------------------
def save_graphml(tree: CallTree, path: str | os.PathLike[str]) -> None:
    """The call graph as GraphML (None becomes an absent attribute, tuples text)."""
    import networkx as nx

    graph = nx.DiGraph(**{k: str(v) for k, v in tree.graph.graph.items()})
    for node, fields in tree.graph.nodes(data=True):
        graph.add_node(node, **{k: _graphml_value(v) for k, v in fields.items() if v is not None})
    for parent, child, fields in tree.graph.edges(data=True):
        graph.add_edge(parent, child, **fields)
    with atomic_open(path, "wb") as handle:
        nx.write_graphml(graph, handle)


def _graphml_value(value: Any) -> Any:
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    if isinstance(value, float) and math.isinf(value):
        return str(value)
    return value


# -- diagrams: SVG / PNG / PDF / DOT, frames and the walkthrough ---------------------------
DIAGRAM_FORMATS = ("svg", "png", "pdf", "dot")
MAX_FRAMES = 1000  # a walkthrough writes one file per step
_EXTENSIONS = {".svg": "svg", ".png": "png", ".pdf": "pdf", ".dot": "dot", ".gv": "dot"}


def diagram_format(path: str | os.PathLike[str], fmt: str | None = None) -> str:
    """The format asked for, else the one the file's extension names (``.gv`` is DOT).

    >>> diagram_format("tree.PNG"), diagram_format("tree.out", "pdf")
    ('png', 'pdf')
    """
    if fmt is not None:
        if fmt not in DIAGRAM_FORMATS:
            raise InvalidOptionError(
                f"unknown format {fmt!r}; choose one of {', '.join(DIAGRAM_FORMATS)}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in _EXTENSIONS:
        raise InvalidOptionError(
            f"cannot tell the format of {str(path)!r} from its extension; name the file"
            f" .svg, .png, .pdf or .dot, or pass a format")
    return _EXTENSIONS[suffix]


def save_diagram(tree: Any, path: str | os.PathLike[str], fmt: str | None = None,
                 scale: float = 1.0, **options: Any) -> str:
    """Draw a call tree (or a TreeView) into ``path``; return the format written.

    DOT needs no Graphviz binary; SVG runs ``dot`` once; PNG and PDF are drawn
    from that same SVG by cairosvg, so they look exactly like it. ``options``
    are those of :func:`minimax_viz.render.dot_lines` (max_nodes, max_depth, focus, ...).
    """
    from .frames import Layout
    from .render import dot_source

    fmt = diagram_format(path, fmt)
    if fmt == "dot":
        write_text(path, dot_source(tree, **options))
        return fmt
    frame = Layout(tree, **options).frame(None, fmt, scale)
    if isinstance(frame, str):
        write_text(path, frame)
    else:
        write_bytes(path, frame)
    return fmt


def save_frames(layout: Any, directory: str | os.PathLike[str], fmt: str = "svg",
                prefix: str = "step", scale: float = 1.0) -> list[Path]:
    """One file per step (``step-01.svg`` ...), all restyled from ``layout``'s one layout.

    Older files of the same pattern past the last step are removed, so the
    folder always holds exactly this trace's frames.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    count = len(layout)
    width = max(2, len(str(count)))
    written = []
    for step in range(count):
        target = folder / f"{prefix}-{step + 1:0{width}d}.{fmt}"
        frame = layout.frame(step, fmt, scale)
        if isinstance(frame, str):
            write_text(target, frame)
        else:
            write_bytes(target, frame)
        written.append(target)
    remove_stale_frames(folder, prefix, written)
    return written


def remove_stale_frames(folder: Path, prefix: str, keep: list[Path]) -> None:
    """Delete numbered frames (``prefix-007.svg``/``.png``) of an earlier, longer run.

    Only names of exactly that pattern go: a user's own ``frame-logo.png`` stays.
    """
    numbered = re.compile(rf"{re.escape(prefix)}-\d+\.(svg|png)")
    for stale in set(folder.iterdir()) - set(keep):
        if stale.is_file() and numbered.fullmatch(stale.name):
            stale.unlink()


def narration_text(tree: CallTree) -> str:
    """The walkthrough's story: one numbered line per step (the frame numbers)."""
    from .steps import Steps, numbered, summary

    lines = Steps(tree).lines()
    width = max(2, len(str(len(lines))))
    return "".join([
        f"Minimax on {tree.root_board.rows()} ({tree.player} to move), call by call.\n",
        f"Step k is drawn in frames/step-{'k' * width}.svg.\n\n",
        numbered(lines, width),
        f"\n{summary(tree)}\n"])


def save_walkthrough(tree: CallTree, directory: str | os.PathLike[str]) -> list[Path]:
    """Everything the walkthrough writes, from ONE Graphviz layout.

    ``calltree.svg`` / ``.png`` / ``.dot`` (the finished diagram),
    ``frames/step-NN.svg`` (one per step, nodes never move), ``narration.txt`` and
    ``walkthrough.html`` (the standalone stepper page, on the same layout).
    """
    from .frames import Layout
    from .html_page import write_html

    if 2 * len(tree) > MAX_FRAMES:
        raise InvalidOptionError(
            f"a walkthrough of {tree.root_board.cells} would write {2 * len(tree):,} frames"
            f" (one per step); it stops at {MAX_FRAMES:,}: choose a position nearer the end"
            " of the game, or draw the whole tree with `minimax-viz render`")
    folder = Path(directory)
    layout = Layout(tree)  # before any folder is made: a missing `dot` leaves nothing behind
    folder.mkdir(parents=True, exist_ok=True)
    write_text(folder / "calltree.svg", layout.svg)
    write_bytes(folder / "calltree.png", layout.frame(None, "png"))  # type: ignore[arg-type]
    write_text(folder / "calltree.dot", layout.dot)
    write_text(folder / "narration.txt", narration_text(tree))
    write_html(tree, folder / "walkthrough.html", layout=layout)
    frames = save_frames(layout, folder / "frames")
    return [folder / name for name in ("calltree.svg", "calltree.png", "calltree.dot",
                                       "narration.txt", "walkthrough.html")] + frames
