"""Comparing a student's recorded search with minimax: the first call where they differ.

It runs the reference search (:mod:`.api`), so it sits at the top beside it; it also
gives :func:`recorded`, the record layer's decorator with the fault sentences of
:mod:`.explain.words` (the record layer keeps only the facts).

Both trees are walked together step by step (each call's start, then its
return, as a stepper shows them). Up to the first difference both searches
made the same calls in the same order, so call N means the same call in both.
At a call's start the board and the player must match; a call the reference
makes that the student does not (or the other way round) is a missing or an
extra call; at a return the score, and the move when the student says one,
must match. The first difference becomes one sentence (:mod:`.words`), with the
known mistake named when the evidence fits one (:func:`name_mistake`).

>>> @recorded
... def minimax(board, player):
...     if "." not in board:
...         return 0
...     other = "O" if player == "X" else "X"
...     return max(minimax(board[:i] + player + board[i + 1:], player)  # same player again
...                for i, cell in enumerate(board) if cell == ".")
>>> run = lambda f: f("XOXOXO...", "X")  # a string board, not the tutorial's list
>>> compare(minimax, "XOXOXO...", call=run).sentence.split(" (")[0]
'call 2 has X to move, where a correct minimax has O to move'
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .api import trace
from .explain import words
from .record import CallTree, Event
from .record.student import Fault, Recording, StudentFaultWarning, recording_of
from .record.student import recorded as record_calls
from .record.student.tree import StudentRecorder


def recorded(function: Callable[..., Any] | None = None, **options: Any) -> Any:
    """Record every call of a student's recursive function (``@minimax_viz.recorded``):
    :func:`minimax_viz.record.student.recorded`, its faults told in a sentence."""
    options.setdefault("describe", words.fault_sentence)
    return record_calls(function, **options)


@dataclass(frozen=True)
class Difference:
    """The first call where the two searches differ, and how."""

    kind: str              # "board", "player", "score", "move", "missing", "extra",
    call: int              # "unreadable" or "fault"; the call's id (the same in both trees)
    found: str             # what the student's search did, in words
    expected: str          # what minimax does
    mistake: str | None    # a known mistake's name (a key of words.MISTAKES), if recognised
    sentence: str


@dataclass(eq=False)
class Comparison:
    """A student's tree, the reference tree, and their first difference (None: they match)."""

    student: CallTree
    reference: CallTree
    difference: Difference | None
    fault: Fault | None = None

    @property
    def matches(self) -> bool:
        return self.difference is None

    @property
    def sentence(self) -> str:
        if self.difference is None:
            return words.comparison_summary(len(self.reference), words.answer(self.reference))
        return self.difference.sentence

    def __repr__(self) -> str:
        return f"<Comparison: {self.sentence}>"

    def html(self, max_nodes: int = 60) -> str:
        """The sentence and both trees side by side, the differing call marked."""
        from .draw.student import comparison_html  # lazily: only this view needs drawing

        return comparison_html(self, max_nodes)

    def _repr_html_(self) -> str:
        return self.html()


def compare(student: Callable[..., Any], board: object, *, player: str | None = None,
            call: Callable[[Callable[..., Any]], object] | None = None, order: object = None,
            **record_options: Any) -> Comparison:
    """Run ``student`` on ``board`` (the tutorial's way, ``student(list, player)``, unless
    ``call(recorded_function)`` runs it) and compare it with minimax on the same options.

    ``student`` may be already recorded (:func:`~minimax_viz.recorded`) or a plain function;
    ``record_options`` are :func:`~minimax_viz.recorded`'s, for a plain one."""
    record_options.setdefault("describe", words.fault_sentence)
    recorded = recording_of(student) or Recording(student, **record_options)
    position = recorded.game.parse(board)
    if call is None:
        tree = recorded.trace(position, player)
    else:
        recorded.tree = None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", StudentFaultWarning)
            call(recorded.wrapper)
        if recorded.tree is None:
            raise ValueError("call(...) never called the recorded function")
        tree = recorded.tree
    return judge(tree, recorded.fault, order=order)


def judge(student: CallTree, fault: Fault | None = None, *, order: object = None) -> Comparison:
    """The verdict on a recorded student's tree: compared, call by call, with the reference
    search from the same position (the one place a verdict is decided, in the teacher's
    process: ``check`` hands it the tree its sandboxed run recorded)."""
    reference = trace(student.root_position, scoring=student.options.scoring, order=order,
                      game=student.game)
    return Comparison(student, reference, first_difference(student, reference, fault), fault)


def first_difference(student: CallTree, reference: CallTree,
                     fault: Fault | None = None) -> Difference | None:
    """The first step at which ``student`` and ``reference`` differ (None: never)."""
    mine, theirs = student.timeline(), reference.timeline()
    for ours, ref in zip(mine, theirs):
        if ours.kind == "return" and _unfinished(student, ours.call):
            return _at_return(student, reference, ours.call, fault)
        if ours.kind != ref.kind:
            return _shape(student, reference, ours, ref)
        found = _at_enter(student, reference, ours.call) if ours.kind == "enter" else \
            _at_return(student, reference, ours.call, fault)
        if found is not None:
            return found
    if len(mine) != len(theirs):  # cannot happen for two complete trees; kept for safety
        step = min(len(mine), len(theirs))
        call = (mine if len(mine) > step else theirs)[step].call
        return _make("extra" if len(mine) > step else "missing", call, "more calls", "fewer")
    return None


def _make(kind: str, call: int, found: str, expected: str,
          mistake: str | None = None) -> Difference:
    return Difference(kind, call, found, expected, mistake,
                      words.difference_sentence(kind, call, found, expected, mistake))


def _at_enter(student: CallTree, reference: CallTree, call_id: int) -> Difference | None:
    ours, ref = student[call_id], reference[call_id]
    game = student.game
    if game.student_value(ours.position) != game.student_value(ref.position):  # as it sees it
        mistake = "board not restored" if _restored_missing(ours.position, ref.position) else None
        return _make("board", call_id, game.format(ours.position),
                     f"{game.format(ref.position)} ({words.move_text(reference, ref)})", mistake)
    if ours.player != ref.player:
        parent = student[ours.parent] if ours.parent else None
        mistake = "player never switched" if parent is not None and \
            parent.player == ours.player else None
        return _make("player", call_id, ours.player, ref.player, mistake)
    return None


def _unfinished(tree: CallTree, call_id: int) -> bool:
    """True when a student's call never returned a score (it raised, or returned nothing)."""
    return isinstance(tree.data, StudentRecorder) and not tree.data.finished[call_id - 1]


def _at_return(student: CallTree, reference: CallTree, call_id: int,
               fault: Fault | None) -> Difference | None:
    data = student.data
    if _unfinished(student, call_id):
        if fault is not None and call_id in student.path(min(fault.call, len(student))):
            return Difference("fault", fault.call, "", "", None, fault.message)
        return _make("unreadable", call_id, "nothing", "")
    ours, ref = student[call_id], reference[call_id]
    if ours.score != ref.score:
        sign = ref.score != 0 and ours.score == -ref.score or _took_other_side(student, ours)
        return _make("score", call_id, words.signed(ours.score), words.signed(ref.score),
                     "score from the wrong side" if sign else None)
    reported = not isinstance(data, StudentRecorder) or data.reported[call_id - 1]
    if reported and ours.best_move != ref.best_move:
        later = ref.best_move is not None and ours.best_move is not None and \
            _later_tie(reference, call_id, ours.best_move)
        return _make("move", call_id, str(ours.best_move), str(ref.best_move),
                     "last best kept instead of first" if later else None)
    return None


def _shape(student: CallTree, reference: CallTree, ours: Event, ref: Event) -> Difference:
    """One search starts a call where the other returns."""
    if ours.kind == "enter":  # the student calls again; minimax returns ref.call
        extra, stopping = student[ours.call], reference[ref.call]
        over = student.game.outcome(stopping.position)
        why = f"call {stopping.id} should return" + (f" ({over.reason})" if over else "")
        return _make("extra", ours.call, f"it calls again ({words.move_text(student, extra)})",
                     why, "terminal check missing or late" if over else None)
    needed, returning = reference[ref.call], student[ours.call]
    return _make("missing", ref.call, f"call {returning.id} returns instead",
                 f"minimax makes it next ({words.move_text(reference, needed)}, from call"
                 f" {needed.parent})")


def _restored_missing(found: Any, expected: Any) -> bool:
    """True when ``found`` is ``expected`` with extra marks: moves left on the board."""
    if not (isinstance(found, str) and isinstance(expected, str) and len(found) == len(expected)):
        return False
    extra = [i for i, (a, b) in enumerate(zip(found, expected)) if a != b]
    return bool(extra) and all(expected[i] == "." for i in extra)


def _took_other_side(student: CallTree, call: Any) -> bool:
    """True when a call took the lowest of its children's scores where it should take
    the highest (or the other way round)."""
    scores = [student.data.score[c - 1] for c in student.children(call.id)]
    if len(set(scores)) < 2:
        return False
    maximizing = words.role(student, call.player) == "max"
    return bool(call.score == (min(scores) if maximizing else max(scores)))


def _later_tie(reference: CallTree, call_id: int, move: int) -> bool:
    """True when ``move`` ties the reference's best score and comes after its best move."""
    kids = {reference.data.move[c - 1]: c for c in reference.children(call_id)}
    best = reference.data.best_move[call_id - 1]
    order = list(kids)
    return move in kids and best in kids and order.index(move) > order.index(best) and \
        reference.data.score[kids[move] - 1] == reference.data.score[call_id - 1]


__all__ = ["Comparison", "Difference", "compare", "first_difference", "judge", "recorded"]
