"""Trace files: a recorded call tree as JSON (and GraphML), read back fully checked.

JSON trace schema (``format`` = ``"minimax-viz/trace"``, ``version`` = 1)::

    {"format": "minimax-viz/trace", "version": 1, "game": "tictactoe",
     "board": "O.XX.X.OO", "player": "X",
     "options": {"scoring": "article", "pruning": "none", "order": [0..8], "memo": false},
     "best_move": 4, "score": 10,
     "calls": [{"id": 1, "parent": null, "depth": 0, "player": "X", "board": "O.XX.X.OO",
                "move": null, "score": 10, "best_move": 4, "outcome": null,
                "alpha": null, "beta": null, "memo_hit": false, "skipped": [], "cut": null},
               ...]}

A value that is not whole (a textbook tree's -4.01, a chance node's mean) is kept exact:
a decimal number where one of at most six places says it (``7.5``), else the text of the
fraction (``"5/3"``). ``board`` is the game's text of a position; ``game`` is absent in files written
before other games existed, and means Tic-Tac-Toe. Under a depth limit the
options hold ``"depth_limit": N`` (or ``"iterative": true``) and every call ``"estimate"``: true where the
game's evaluation guessed the score at the limit (both absent otherwise). ``alpha``/``beta`` are
numbers, or the strings ``"-inf"``/``"inf"``, under alpha-beta and null
otherwise. Calls are listed in id order, one a line. A student's recorded
search adds ``"recorded": "student"``, its ``"code"`` and ``"fault"``, and a few
fields per call (:mod:`.student.saved`); it is read with the game-rule checks relaxed.

Both ways stream: :func:`save_json` writes call after call, and :func:`load_json`
reads and checks call after call (:mod:`.jsonstream`, :mod:`.tracecheck`), so the
549,946-call tree never exists as one big JSON text or list of dicts.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterable, Iterator
from typing import IO, Any

from ..errors import TraceFormatError, quote, whole_number
from ..files import atomic_open, not_a_file
from ..games import Game, get_game
from ..games.exact import Number, exact, exact_text, json_value
from ..search import SearchOptions
from .calltree import CallTree
from .jsonstream import JsonStream, JsonStreamError
from .recorder import Recorder
from .student.code import StudentOptions
from .student.saved import (
    STUDENT,
    StudentColumns,
    is_student,
    read_code,
    read_fault,
    read_root_call,
    student_call_fields,
    student_header,
)
from .tracecheck import CallChecker

FORMAT = "minimax-viz/trace"
VERSION = 1
#: The largest trace file :func:`load_json` reads (the whole Tic-Tac-Toe tree is about 105 MB).
MAX_TRACE_BYTES = 256 * 1024 * 1024


# -- JSON --------------------------------------------------------------------------------
def _json_bound(value: Number | None) -> float | str | None:
    if value is None:
        return None
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return json_value(exact(value))


def call_records(tree: CallTree) -> list[dict[str, Any]]:
    """Every call as a plain JSON-ready dict, in id order."""
    return list(iter_call_records(tree))


def iter_call_records(tree: CallTree) -> Iterator[dict[str, Any]]:
    """Every call as a plain JSON-ready dict, in id order, one at a time."""
    limited = tree.options.depth_limit is not None or tree.options.iterative
    student = is_student(tree)
    for call in tree:
        record = call._asdict()
        del record["position"]
        if not limited:
            del record["estimate"]
        record.update(board=tree.game.format(call.position), skipped=list(call.skipped),
                      score=json_value(call.score),
                      alpha=_json_bound(call.alpha), beta=_json_bound(call.beta))
        if student:
            record.update(student_call_fields(tree, call.id - 1))
        yield record


def trace_to_dict(tree: CallTree) -> dict[str, Any]:
    """The whole trace in the documented JSON schema (in memory: :func:`iter_json` streams)."""
    return {**_header(tree), "calls": call_records(tree)}


def _header(tree: CallTree) -> dict[str, Any]:
    game = tree.game
    return {"format": FORMAT, "version": VERSION, "game": game.name,
            "board": game.format(tree.root_position),
            "player": tree.player, "options": tree.options.as_dict(game),
            "best_move": tree.best_move, "score": json_value(tree.score),
            **(student_header(tree) if is_student(tree) else {})}


def iter_json(tree: CallTree, batch: int = 2000) -> Iterator[str]:
    """The trace's JSON text in pieces (the header, then ``batch`` calls at a time)."""
    yield json.dumps(_header(tree), separators=(",", ":"))[:-1] + ',"calls":['
    dumps, lines = json.JSONEncoder(separators=(",", ":")).encode, []
    for i, record in enumerate(iter_call_records(tree)):
        lines.append(("\n" if i == 0 else ",\n") + dumps(record))
        if len(lines) == batch:
            yield "".join(lines)
            lines = []
    yield "".join(lines) + "\n]}\n"


def write_json(tree: CallTree, handle: IO[str]) -> None:
    """Write the trace's JSON to an open text file, call after call."""
    for piece in iter_json(tree):
        handle.write(piece)


def save_json(tree: CallTree, path: str | os.PathLike[str]) -> None:
    """Write ``tree`` to the file ``path`` as JSON (the README's *Trace files*), whole or
    not at all: an older file there stays until the new one is complete."""
    with atomic_open(path) as handle:
        write_json(tree, handle)


def trace_from_dict(data: dict[str, Any], game: Game | None = None) -> CallTree:
    """Rebuild a :class:`CallTree` from :func:`trace_to_dict`'s output, checking it.

    Every call is checked against the calls before it by
    :class:`~minimax_viz.record.tracecheck.CallChecker`; any problem raises
    :class:`TraceFormatError` naming the call and the field, so nothing invalid
    reaches the recorder. ``game`` reads a trace of a game that is not built in
    (else the file's ``game`` names it; none means Tic-Tac-Toe).
    """
    if not isinstance(data, dict):
        raise TraceFormatError(f"not a minimax-viz trace but {quote(data)}")
    calls = data.get("calls")
    if not isinstance(calls, list) or not calls:
        raise TraceFormatError(f"trace calls {quote(calls)} must be a non-empty list of calls")
    return _check_summary(_build(data, calls, game), data)


def _build(header: dict[str, Any], calls: Iterable[object], game: Game | None) -> CallTree:
    """The tree from the fields that come before ``calls`` and the calls themselves."""
    if header.get("format") != FORMAT:
        raise TraceFormatError(f"not a minimax-viz trace (format {quote(header.get('format'))})")
    if header.get("version") != VERSION:
        raise TraceFormatError(f"trace version {quote(header.get('version'))} is not {VERSION}")
    options = header.get("options", {})
    try:
        game = game or get_game(header.get("game"))
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise TypeError("not an object of named options")
        search_options = SearchOptions.make(**options, game=game)
    except (TypeError, ValueError) as exc:
        raise TraceFormatError(f"trace options {quote(options)}: {quote(str(exc), 200)[1:-1]}") \
            from None
    if header.get("game", game.name) != game.name:
        raise TraceFormatError(f"trace game {quote(header.get('game'))} is not {game.name!r}")
    recorded = header.get("recorded")
    if recorded not in (None, STUDENT):
        raise TraceFormatError(f"trace recorded {quote(recorded)} is not {STUDENT!r} or absent")
    student = StudentColumns() if recorded == STUDENT else None
    code = read_code(header.get("code")) if student is not None else None
    try:
        root = game.parse(header.get("board")) if student is None else \
            game.student.position(header.get("board"))
    except (TypeError, ValueError) as exc:
        raise TraceFormatError(f"trace board: {exc}") from None
    if root is None:
        raise TraceFormatError(f"trace board {quote(header.get('board'))} is not a position"
                               f" of {game.title}")
    recorder = Recorder(game, with_window=search_options.alphabeta)
    checker = CallChecker(recorder, root, search_options, student,
                          0 if code is None else len(code.lines))
    for call_id, call in enumerate(calls, start=1):
        checker.add(call, call_id)
    if not len(recorder):
        raise TraceFormatError("trace calls [] must be a non-empty list of calls")
    checker.close_all()
    if student is not None:
        options = StudentOptions(search_options.scoring, search_options.pruning,
                                 search_options.order, search_options.memo,
                                 search_options.depth_limit, code=code)
        return student.tree(game, options, recorder,
                            read_fault(header.get("fault"), len(recorder)),
                            read_root_call(header.get("root_call")))
    return CallTree(game, root, search_options, recorder)


def _check_summary(tree: CallTree, fields: dict[str, Any]) -> CallTree:
    """The file's own player, score and best move, where given, must be call 1's."""
    for key, value in (("player", tree.player), ("score", json_value(tree.score)),
                       ("best_move", tree.best_move)):
        if key in fields and (fields[key] != value or type(fields[key]) is bool):
            raise TraceFormatError(f"trace {key} {quote(fields[key])} is not call 1's {value!r}")
    return tree


def load_json(path: str | os.PathLike[str], game: Game | None = None,
              max_bytes: int = MAX_TRACE_BYTES) -> CallTree:
    """Read the trace in the file ``path`` (saved by :func:`save_json`); any problem is a
    :class:`TraceFormatError` naming the call and the field.

    ``game`` reads a trace of a game that is not built in (else the file's ``game`` names
    it). Only a regular file of at most ``max_bytes`` is read (never a device or a pipe),
    a piece at a time: calls are checked and recorded as they arrive.
    """
    max_bytes = whole_number("max_bytes", max_bytes, 0)
    name = quote(str(path))
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO must not block the open
    except (OSError, ValueError, TypeError) as exc:
        reason = getattr(exc, "strerror", None) or "not a path"
        raise TraceFormatError(f"cannot read trace {name}: {reason}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_size > max_bytes:
        os.close(fd)
        if info.st_size > max_bytes:
            raise TraceFormatError(f"trace {name} is {info.st_size:,} bytes, over the limit of"
                                   f" {max_bytes:,} bytes for trace files (max_bytes=)")
        raise TraceFormatError(f"cannot read trace {name}: it is {not_a_file(info.st_mode)}")
    os.set_blocking(fd, True)
    with os.fdopen(fd, "rb") as handle:
        stream = JsonStream(handle, max_bytes)
        try:
            return _read(stream, game)
        except JsonStreamError as exc:
            raise TraceFormatError(f"trace {name} is not JSON: {exc}") from None
        except OSError as exc:
            raise TraceFormatError(f"cannot read trace {name}: {exc.strerror}") from None


def _read(stream: JsonStream, game: Game | None) -> CallTree:
    """The fields before ``calls``, then the calls streamed into the checker, then the rest."""
    fields: dict[str, Any] = {}
    tree: CallTree | None = None
    if stream.peek() != "{":
        raise TraceFormatError(f"not a minimax-viz trace: it does not start with {{ but"
                               f" {quote(stream.peek())}")
    for key in stream.members():
        if key == "calls" and tree is None:
            if stream.peek() != "[":
                raise TraceFormatError(f"trace calls {quote(stream.value())} must be a non-empty"
                                       " list of calls")
            tree = _build(fields, stream.items(), game)
        else:
            fields[key] = stream.value()
    stream.end()
    if tree is None:
        raise TraceFormatError("trace calls None must be a non-empty list of calls")
    return _check_summary(tree, fields)


# -- GraphML -----------------------------------------------------------------------------
def save_graphml(tree: CallTree, path: str | os.PathLike[str]) -> None:
    """Write ``tree``'s call graph to ``path`` as GraphML (None becomes an absent
    attribute, tuples text)."""
    import networkx as nx

    graph = nx.DiGraph(**{k: str(v) for k, v in tree.graph.graph.items()})
    exact = not tree.game.whole_values  # values as their exact text, one type per key
    for node, fields in tree.graph.nodes(data=True):
        graph.add_node(node, **{k: _graphml_value(v, exact and k in _VALUES)
                                for k, v in fields.items() if v is not None})
    for parent, child, fields in tree.graph.edges(data=True):  # a student's call: move None
        graph.add_edge(parent, child, **{k: exact_text(v) if k == "probability" else v
                                         for k, v in fields.items() if v is not None})
    with atomic_open(path, "wb") as handle:
        nx.write_graphml(graph, handle)


#: The fields that hold a game's values (exact text where values may be fractions).
_VALUES = ("score", "alpha", "beta")


def _graphml_value(value: Any, exact: bool = False) -> Any:
    if exact:  # -4.01, 5/3, inf: GraphML has no fractions
        return str(value) if isinstance(value, float) else exact_text(value)
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    if isinstance(value, float) and math.isinf(value):
        return str(value)
    return value


