"""A recorded student's tree in a trace file: what the file adds, and reading it back.

A student's search need not follow the rules (a player that never switches, a
board not restored), so its file says ``"recorded": "student"`` and is read
with the game-rule checks relaxed (:mod:`..tracecheck` keeps the structural
ones). The file keeps what the views need beyond the calls: the student's
code and its marked lines (``"code"``), what stopped the run (``"fault"``),
what its first call is (``"root_call"``: the search, a driver of it, or a driver that
returned only its move),
and per call whether it returned (``"returned"``), returned a score
(``"scored"``), said its best move (``"reported"``) and which shown line made
it (``"line"``). A reloaded tree shows the same code panel and the same fault.
"""

from __future__ import annotations

import math
from array import array
from typing import Any

from ...errors import TraceFormatError, is_text, is_whole, quote
from ...games import Game
from ..calltree import CallTree
from .calls import FAULT_KINDS, Fault
from .code import StudentCode, StudentOptions
from .tree import ROOT_CALLS, StudentRecorder

#: The header's ``recorded`` value of a student's trace.
STUDENT = "student"


def is_student(tree: CallTree) -> bool:
    return isinstance(tree.data, StudentRecorder)


def student_header(tree: CallTree) -> dict[str, Any]:
    """The header fields a student's trace adds."""
    data = tree.data
    assert isinstance(data, StudentRecorder)
    code = getattr(tree.options, "code", None)
    fault = data.fault
    return {"recorded": STUDENT,
            "code": None if code is None else {
                "name": code.name, "lines": list(code.lines), "anchors": dict(code.anchors),
                "returns": [list(r) for r in code.returns], "first_line": code.first_line,
                "sites": [list(s) for s in code.sites], "params": list(code.params)},
            "fault": None if fault is None else {
                "kind": fault.kind, "call": fault.call, "message": fault.message,
                "facts": list(fault.facts)},
            "root_call": data.root_call}


def student_call_fields(tree: CallTree, index: int) -> dict[str, Any]:
    """The fields a student's trace adds to call ``index + 1``."""
    data = tree.data
    assert isinstance(data, StudentRecorder)
    value = data.values[index] if len(data.values) > index else None
    return {"returned": index + 1 not in data.raised, "scored": bool(data.finished[index]),
            "reported": bool(data.reported[index]), "line": data.call_lines[index],
            "value": _json_value(value)}


def _json_value(value: Any) -> Any:
    """A returned value as JSON holds it (infinities as text; whole floats stay floats)."""
    # writing, not reading: the type the recorder kept (an int, else a float) is the one saved
    if value is None or type(value) is int:
        return value
    number = float(value)
    return ("inf" if number > 0 else "-inf") if math.isinf(number) else number


#: The largest whole number a student's value may hold (sys.maxsize and 2**63 fit).
_LARGEST_VALUE = 2**64


def _read_value(value: object, call_id: int) -> float | None:
    if value is None or is_whole(value) and abs(value) <= _LARGEST_VALUE or \
            type(value) is float and math.isfinite(value):
        return value
    if value in ("inf", "-inf"):
        return float(value)
    raise TraceFormatError(f"call {call_id}: value {quote(value)} is not a number (at most"
                           " 2**64 in size), 'inf', '-inf' or null")


def _fail(what: str, value: object, expected: str) -> TraceFormatError:
    return TraceFormatError(f"student trace {what} {quote(value)} is not {expected}")


def read_code(value: object) -> StudentCode | None:
    """The ``code`` field back as :class:`StudentCode` (checked: a bad one is an error)."""
    if value is None:
        return None
    expected = "an object with name, lines, anchors, returns, first_line and sites"
    if not isinstance(value, dict):
        raise _fail("code", value, expected)
    try:
        lines = tuple(value["lines"])
        anchors = tuple((_text(k), _whole(v)) for k, v in dict(value["anchors"]).items())
        returns = tuple((_whole(line), None if score is None else _number(score))
                        for line, score in value["returns"])
        sites = tuple((_whole(line), _text(text)) for line, text in value["sites"])
        params = tuple(_text(name) for name in value.get("params", ()))  # older files: none
        code = StudentCode(_text(value["name"]), lines, anchors, returns,
                           _whole(value["first_line"]), sites, params)
    except (KeyError, TypeError, ValueError):
        raise _fail("code", value, expected) from None
    if not all(isinstance(line, str) and is_text(line) for line in lines) or not all(
            0 <= i < len(lines) for i in [*dict(anchors).values(), *(r[0] for r in returns),
                                          *(s[0] for s in sites)]):
        raise _fail("code", value, "lines of UTF-8 text with marks on those lines")
    for name in ("start", "recurse", "keep", "return", "terminal"):
        if name not in dict(anchors):
            raise _fail("code anchors", value["anchors"], f"marks including {name!r}")
    return code


def _whole(value: object) -> int:
    """A whole number as saved (never a bool, a float or text)."""
    if not is_whole(value):
        raise TypeError(value)
    return value


def _number(value: object) -> float:
    """A number as saved (a student may return infinity; never NaN)."""
    if type(value) not in (int, float) or math.isnan(value):  # type: ignore[arg-type]
        raise TypeError(value)
    return float(value)  # type: ignore[arg-type]


def _text(value: object) -> str:
    """Text as saved, writable as UTF-8 (a ``\\udc80`` escape makes a lone surrogate)."""
    if not isinstance(value, str) or not is_text(value):
        raise TypeError(value)
    return value


def read_root_call(value: object) -> str:
    """The ``root_call`` field back (a file written before it was kept: the search)."""
    if value is None:
        return "search"
    if value not in ROOT_CALLS:
        raise _fail("root_call", value, f"one of {', '.join(map(repr, ROOT_CALLS))}")
    return str(value)


def read_fault(value: object, calls: int) -> Fault | None:
    """The ``fault`` field back as a :class:`Fault` (its message as saved)."""
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("kind") not in FAULT_KINDS or \
            not is_whole(value.get("call")) or not 0 <= value["call"] <= calls or \
            not isinstance(value.get("message"), str) or not is_text(value["message"]) or \
            not isinstance(value.get("facts", []), list) or \
            not all(is_whole(f) or type(f) is str and is_text(f)
                    for f in value.get("facts", [])):
        raise _fail("fault", value, f"an object with kind ({', '.join(FAULT_KINDS)}), a call"
                    f" 0..{calls}, a message and facts")
    return Fault(value["kind"], value["call"], value["message"], None, tuple(value["facts"]))


class StudentColumns:
    """The student's per-call fields, gathered as the checker reads the calls."""

    def __init__(self) -> None:
        self.positions: list[Any] = []
        self.players: list[str] = []
        self.raised: set[int] = set()
        self.finished = bytearray()
        self.reported = bytearray()
        self.lines = array("i")
        self.values: list[float | None] = []

    def add(self, call: dict[str, Any], call_id: int, position: Any, player: str,
            code_lines: int) -> None:
        flags = [call.get(key, default) for key, default in
                 (("returned", True), ("scored", True), ("reported", True))]
        if not all(type(flag) is bool for flag in flags):
            raise TraceFormatError(f"call {call_id}: returned, scored and reported"
                                   f" {quote(flags)} are not true or false")
        line = call.get("line", -1)
        if not is_whole(line) or not -1 <= line < code_lines:
            raise TraceFormatError(f"call {call_id}: line {quote(line)} is not -1 or a line"
                                   f" of the code, 0..{code_lines - 1}")
        returned, scored, reported = flags
        self.positions.append(position)
        self.players.append(player)
        if not returned:
            self.raised.add(call_id)
        self.finished.append(scored)
        self.reported.append(reported)
        self.lines.append(line)
        self.values.append(_read_value(call.get("value", call.get("score")) if scored else
                                       call.get("value"), call_id))

    def tree(self, game: Game, options: StudentOptions, base: Any,
             fault: Fault | None, root_call: str = "search") -> CallTree:
        """The student's tree from the checked columns of ``base`` (a Recorder)."""
        recorder = StudentRecorder(game)
        recorder.append_many(base.parent, base.move, base.depth, base.score, base.best_move,
                             base.outcome)
        recorder.positions, recorder.players = self.positions, self.players
        recorder.finished, recorder.reported = self.finished, self.reported
        recorder.raised, recorder.fault = self.raised, fault
        recorder._lines = self.lines
        recorder.memo[:] = base.memo  # the calls the student's own cache answered
        recorder.values = self.values
        recorder.root_call = root_call
        return CallTree(game, self.positions[0], options, recorder)
