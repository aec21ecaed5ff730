"""The code panel: the search's own source, as a student should see it, and the line of each step.

:func:`shown_source` takes :func:`minimax_viz.search.search` itself and keeps
the lines of the options in use: no alpha-beta lines when pruning is off, no
memo lines without memo, never the tracer's lines, with the markers and type
annotations taken out. :func:`step_lines` says which line a step is on: the
``def`` when the search starts, the recursive call when a call is entered,
and, when a call returns, the line it returns from (game over, memo, a cut,
or the best it kept) together with the caller's line that keeps the best.

>>> from minimax_viz.search import SearchOptions
>>> code = shown_source(SearchOptions())
>>> code.lines[code.anchors["recurse"]].strip()
'score, _ = minimax(child, depth + 1)'
"""

from __future__ import annotations

import linecache
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ..record import CallTree, Event, EventKind
from ..record.student.code import StudentCode, StudentOptions
from ..search import SearchOptions, search
from .steps import Steps

_TAG = re.compile(r"\[([a-z-]+(?: [a-z]+)?)\]")
_OPTION_TAGS = {"alpha-beta", "memo", "depth-limit", "trace", "chance", "rule"}
#: The alpha-beta cut as the search writes it, and as the panel shows it for each rule.
_CUT_TEST = "(alpha > beta) if strict else (alpha >= beta)"
_CUT_SHOWN = {"alphabeta": "alpha >= beta", "alphabeta-strict": "alpha > beta"}


@dataclass(frozen=True)
class ShownSource:
    """The lines shown for one set of options, and the index of each ``[at ...]`` anchor."""

    lines: list[str]              # the code shown, one line an item
    anchors: dict[str, int]       # each ``[at ...]`` anchor's line index


def _source_of(function: Callable[..., object]) -> list[str]:
    """The lines of ``function``'s source, from its first line to the last its code spans
    (a ``def`` inside it spans its body): what ``inspect.getsource`` gives, without
    tokenizing the rest of the file (a fresh kernel's first stepper waits on it). Read as
    ``inspect`` reads them, through the module's loader when the file is not on disk."""
    code = function.__code__
    last = max(end for _, end, _, _ in code.co_positions() if end is not None)
    lines = linecache.getlines(code.co_filename, function.__globals__)
    return [line.rstrip("\n") for line in lines[code.co_firstlineno - 1:last]]


@lru_cache(maxsize=1)
def _logical_lines() -> list[str]:
    """The source of :func:`search`, with a signature split over lines joined into one."""
    lines: list[str] = []
    for line in _source_of(search):
        if lines and lines[-1].rstrip().endswith(",") and lines[-1].lstrip().startswith("def "):
            lines[-1] = lines[-1].rstrip() + " " + line.strip()
        else:
            lines.append(line)
    return lines


def _wanted(tags: set[str], options: SearchOptions, chance: bool) -> bool:
    on = {"alpha-beta": options.pruning != "none", "memo": options.memo,
          "depth-limit": options.depth_limit is not None or options.iterative,  # each iteration's
          "trace": False, "chance": chance,
          "rule": False}
    return all(on[tag] for tag in tags & _OPTION_TAGS)


def _plain(line: str, window: bool) -> str:
    """A line without markers and annotations (and without the window when unused)."""
    code, _, comment = line.partition("  # ")
    comment = _TAG.sub("", comment).strip()
    if code.lstrip().startswith("def "):
        code = _plain_signature(code)
    else:
        code = re.sub(r"^(\s*\w+): [^=]+ = ", r"\1 = ", code)
    if not window:
        code = code.replace(", alpha, beta", "").replace(", -INF, INF", "")
    return f"{code}  # {comment}" if comment else code


def _plain_signature(code: str) -> str:
    """``def f(a: int, b: str = "x") -> T:`` as ``def f(a, b="x"):``."""
    head, _, rest = code.partition("(")
    params, depth, current = [], 0, ""
    for ch in rest[:rest.rindex(")")]:
        depth += ch in "[(" and 1 or ch in "])" and -1 or 0
        if ch == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += ch
    params.append(current)
    names = []
    for param in params:
        name, _, default = param.partition("=")
        names.append(name.split(":")[0].strip() + (f"={default.strip()}" if default else ""))
    return f"{head}({', '.join(names)}):"


@lru_cache(maxsize=16)
def shown_source(options: SearchOptions, chance: bool = False) -> ShownSource:
    """What the code panel shows for ``options`` (see the module's docstring), with the
    chance node's lines when ``chance``; for a recorded student's function (its options
    carry its code), the student's own source."""
    if isinstance(options, StudentOptions) and options.code is not None:
        return ShownSource(list(options.code.lines), dict(options.code.anchors))
    window = options.pruning != "none" or options.memo
    lines: list[str] = []
    anchors: dict[str, int] = {}
    raw = _logical_lines()
    indent = len(raw[0]) - len(raw[0].lstrip())
    for line in raw:
        tags = set(_TAG.findall(line))
        if not _wanted(tags, options, chance) or line.strip().startswith('"""'):
            continue
        for tag in tags:
            if tag.startswith("at "):
                anchors[tag[3:]] = len(lines)
        if "def minimax(" in line:
            anchors["start"] = len(lines)
        shown = _plain(line[indent:], window).replace(
            _CUT_TEST, _CUT_SHOWN.get(options.pruning, _CUT_TEST))
        lines.append(shown if chance else shown.replace("depth - rolls", "depth"))
    return ShownSource(lines, anchors)


def step_lines(steps: Steps, step: int) -> tuple[int, int | None]:
    """The line ``step`` of ``steps`` is on, and the caller's line that keeps the best (at a
    return)."""
    return _lines_of(steps.tree)(steps.event(step))


def every_step_lines(steps: Steps) -> list[tuple[int, int | None]]:
    """:func:`step_lines` of every step of ``steps``, in order (the source shown is found
    once)."""
    return list(map(_lines_of(steps.tree), steps.events))


#: The line a call returns from, by its kind (any other: the return of the best it kept).
_RETURN_ANCHORS = {"terminal": "terminal", "memo": "memo", "cut": "cut", "estimate": "estimate",
                   "chance": "expectation"}


def _lines_of(tree: CallTree) -> Callable[[Event], tuple[int, int | None]]:
    """The lines of a step of ``tree``'s timeline, as a function of its event."""
    options, chance = tree.options, tree.chance_calls()
    if isinstance(options, StudentOptions) and options.code is not None:
        code = options.code
        return lambda event: _student_lines(tree, code, event.kind, event.call)
    anchors = shown_source(options, bool(chance)).anchors
    parents, kind, iterative = tree.data.parent, tree.kind, options.iterative

    def lines(event: Event) -> tuple[int, int | None]:
        parent = parents[event.call - 1]  # 0: the root's, never a chance node's
        rolled = parent in chance
        # iterative deepening: the loop (not shown) starts each iteration's search from the top
        started = not parent or iterative and parent == tree.root
        if event.kind == "enter":
            return anchors["start" if started else "roll" if rolled else "recurse"], None
        line = anchors[_RETURN_ANCHORS.get(kind(event.call), "return")]
        return line, None if started else anchors["mean" if rolled else "keep"]

    return lines


def _student_lines(tree: CallTree, code: StudentCode, kind: EventKind,
                   call_id: int) -> tuple[int, int | None]:
    """A recorded student's function: the line that made each call (as the interpreter
    saw it), the game-over return that gives the call's score, or the last return."""
    anchors = dict(code.anchors)
    if kind == "enter":
        if call_id == tree.root:
            return anchors["start"], None
        lines = getattr(tree.data, "call_lines", None)
        found = -1 if lines is None else lines[call_id - 1]
        return (anchors["recurse"] if found < 0 else found), None
    caller = None if call_id == tree.root else anchors["keep"]
    if tree.kind(call_id) == "terminal" and not tree.children(call_id):
        return code.terminal_line(tree.data.score[call_id - 1]), caller
    return anchors["return"], caller
