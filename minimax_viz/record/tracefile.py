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

``board`` is the game's text of a position; ``game`` is absent in files written
before other games existed, and means Tic-Tac-Toe. ``alpha``/``beta`` are
numbers, or the strings ``"-inf"``/``"inf"``, under alpha-beta and null
otherwise. Calls are listed in id order.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from ..errors import TraceFormatError
from ..files import atomic_open
from ..games import Game, get_game
from ..search import SearchOptions
from .calltree import CallTree
from .recorder import STORED_INF, Recorder

FORMAT = "minimax-viz/trace"
VERSION = 1


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
        del record["position"]
        record.update(board=tree.game.format(call.position), skipped=list(call.skipped),
                      alpha=_json_bound(call.alpha), beta=_json_bound(call.beta))
        records.append(record)
    return records


def trace_to_dict(tree: CallTree) -> dict[str, Any]:
    """The whole trace in the documented JSON schema."""
    game = tree.game
    return {"format": FORMAT, "version": VERSION, "game": game.name,
            "board": game.format(tree.root_position),
            "player": tree.player, "options": tree.options.as_dict(game),
            "best_move": tree.best_move, "score": tree.score, "calls": call_records(tree)}


def save_json(tree: CallTree, path: str | os.PathLike[str]) -> None:
    with atomic_open(path) as handle:
        handle.write(json.dumps(trace_to_dict(tree), separators=(",", ":")))


def trace_from_dict(data: dict[str, Any], game: Game | None = None) -> CallTree:
    """Rebuild a :class:`CallTree` from :func:`trace_to_dict`'s output, checking it.

    One pass over the calls replays every board from the root, so a trace that
    does not describe a real search (a parent that is not an open earlier call,
    a wrong depth, a move onto a taken cell, a board that is not the replay, a
    value out of range or of the wrong type) raises :class:`TraceFormatError`
    naming the call and the field; nothing invalid reaches the recorder.
    ``game`` reads a trace of a game that is not built in (else the file's
    ``game`` names it; none means Tic-Tac-Toe).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TraceFormatError(f"not a minimax-viz trace (format {data.get('format')!r})"
                               if isinstance(data, dict) else "not a minimax-viz trace")
    if data.get("version") != VERSION:
        raise TraceFormatError(f"trace version {data.get('version')!r} is not {VERSION}")
    try:
        game = game or get_game(data.get("game"))
        options = SearchOptions.make(**data.get("options", {}), game=game)
    except (TypeError, ValueError) as exc:
        raise TraceFormatError(f"trace options {_short(data.get('options'))}: {exc}") from None
    if data.get("game", game.name) != game.name:
        raise TraceFormatError(f"trace game {_short(data.get('game'))} is not {game.name!r}")
    try:
        root = game.parse(data.get("board"))
    except ValueError as exc:
        raise TraceFormatError(f"trace board: {exc}") from None
    calls = data.get("calls")
    if not isinstance(calls, list) or not calls:
        raise TraceFormatError(f"trace calls {_short(calls)} must be a non-empty list of calls")
    recorder = Recorder(game, with_window=options.pruning == "alphabeta")
    positions, open_calls = [root], list[int]()
    for call_id, call in enumerate(calls, start=1):
        _append_call(recorder, call, call_id, positions, open_calls)
    tree = CallTree(game, root, options, recorder)
    for key, value in (("player", tree.player), ("score", tree.score),
                       ("best_move", tree.best_move)):
        if key in data and data[key] != value:
            raise TraceFormatError(f"trace {key} {_short(data[key])} is not call 1's {value!r}")
    return tree


def _window_bound(value: object) -> bool:
    """A window bound as saved: "inf", "-inf" or a whole number inside int32."""
    if isinstance(value, str):
        return value in ("inf", "-inf")
    return isinstance(value, (int, float)) and not isinstance(value, bool) and \
        math.isfinite(value) and float(value).is_integer() and abs(value) < STORED_INF


def _is_move(value: object, game: Game) -> bool:
    return type(value) is int and value in game.all_moves()


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _bad(call_id: int, key: str, value: object, expected: str) -> TraceFormatError:
    return TraceFormatError(f"call {call_id}: {key} {_short(value)} is not {expected}")


_REQUIRED = {"id", "parent", "depth", "board", "move", "score", "best_move", "outcome"}


def _append_call(r: Recorder, call: object, call_id: int, positions: list[Any],
                 open_calls: list[int]) -> None:
    """Check call ``call_id`` against the calls before it and append it to ``r``.

    ``positions`` holds the replayed position of every earlier call (the root's
    first). Calls come in preorder, so a call's parent is one of ``open_calls``:
    the call before it and that call's callers.
    """
    game = r.game
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
        position = positions[0]
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
        above = positions[parent - 1]
        if not _is_move(move, game) or move not in game.moves(above):
            raise _bad(call_id, "move", move, f"a legal move of call {parent}'s position"
                       f" {game.format(above)}")
        position = game.play(above, move)
        positions.append(position)
    open_calls.append(call_id)
    text, to_move = game.format(position), game.to_move(position)
    if call["board"] != text:
        raise _bad(call_id, "board", call["board"], f"the position its moves give, {text}")
    if call.get("player", to_move) != to_move:
        raise _bad(call_id, "player", call["player"], f"{to_move}, the side to move")
    if type(call["score"]) is not int or not -STORED_INF < call["score"] < STORED_INF:
        raise _bad(call_id, "score", call["score"], "a whole number in int32")
    if call["best_move"] is not None and not _is_move(call["best_move"], game):
        raise _bad(call_id, "best_move", call["best_move"], "a move of the game or null")
    if call["outcome"] not in r.outcome_names:
        names = ", ".join(repr(name) for name in r.outcome_names[1:])
        raise _bad(call_id, "outcome", call["outcome"], f"null, {names}")
    if type(call.get("memo_hit", False)) is not bool:
        raise _bad(call_id, "memo_hit", call["memo_hit"], "true or false")
    window = r.alpha is not None and r.beta is not None
    for key in ("alpha", "beta"):
        if not (_window_bound(call.get(key)) if window else call.get(key) is None):
            raise _bad(call_id, key, call.get(key), "'inf', '-inf' or a whole number in int32"
                       if window else "null (no alpha-beta)")
    legal = game.moves(position)
    if type(skipped) is not list or not all(_is_move(m, game) and m in legal for m in skipped):
        raise _bad(call_id, "skipped", skipped, f"a list of legal moves of its position {text}")
    if call.get("cut") not in (("alpha", "beta") if skipped else (None,)):
        raise _bad(call_id, "cut", call.get("cut"), "'alpha' or 'beta' (moves were skipped)"
                   if skipped else "null (no move was skipped)")
    r.append(parent or 0, move, depth, call["score"], call["best_move"], call["outcome"],
             call.get("memo_hit", False),
             float(call["alpha"]) if window else None, float(call["beta"]) if window else None,
             tuple(skipped), call.get("cut"))


def load_json(path: str | os.PathLike[str], game: Game | None = None) -> CallTree:
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
    return trace_from_dict(data, game)


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


