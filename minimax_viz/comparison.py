"""Comparing a student's recorded search with minimax: the form recognised, the first difference.

It runs the reference search, so it sits at the top beside :mod:`.api`; it also
gives :func:`recorded`, the record layer's decorator with the fault sentences of
:mod:`.explain.words` (the record layer keeps only the facts).

:func:`judge` is the one place a verdict is decided (:mod:`.verdict`): the student's
calls are checked against the reference in the student's own form (plain or
alpha-beta on either rule, whose values, which scoring, its own move order), call
by call in call order; the first call whose own work is wrong becomes one
sentence (:mod:`.explain.words`), with a known mistake named only when the
recorded calls prove it.

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

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .explain import words
from .record import CallTree
from .record.student import Fault, Recording, recording_of
from .record.student import recorded as record_calls
from .record.student.calling import parse_call, run_call
from .verdict import Difference, Form, decide, make


def recorded(function: Callable[..., Any] | None = None, **options: Any) -> Any:
    """Record every call of a student's recursive function (``@minimax_viz.recorded``), its
    faults told in a sentence.

    Args:
        function: the function; None when used as ``@recorded(...)`` with options.
        options: :class:`~minimax_viz.record.student.RecordOptions`' fields: ``game``,
            ``position`` and ``player`` (the parameters holding them, by name or place),
            ``board_format`` / ``marks`` / ``read`` / ``tokens`` / ``moves`` (how to read
            the student's boards and values), ``scoring``, ``max_calls``, ``max_depth``,
            ``describe`` and ``driver_returns``. ``max_depth`` (1..250, 200 unless told) is
            the most calls a run may have open at once, the root's included, as Python's
            recursion limit counts frames: a call at depth ``max_depth`` (the root is depth
            0) is not made, and the run stops there with a fault, a recursion that never
            ends. It is not the drawing's ``max_depth`` (:class:`~minimax_viz.draw.TreeView`:
            the deepest call drawn), nor a search's ``depth_limit``.
    """
    options.setdefault("describe", words.fault_sentence)
    return record_calls(function, **options)


@dataclass(eq=False)
class Comparison:
    """A student's tree, the reference tree, and their first difference (None: they match)."""

    student: CallTree
    reference: CallTree
    difference: Difference | None
    fault: Fault | None = None
    #: The form the student's search was recognised in (its pruning rule, whose values,
    #: its scoring): the one it matches, or the one it fits longest before the difference.
    form: Form | None = None

    @property
    def matches(self) -> bool:
        return self.difference is None

    @property
    def sentence(self) -> str:
        if self.difference is None:  # the calls counted are the student's own (a cache of
            # its own answers some of those the reference searches)
            answer = words.answer(self.reference)
            if self.form is None:
                return words.comparison_summary(len(self.student), answer)
            return words.form_summary(self.form.words, len(self.student), answer)
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
            call: str | Callable[[Callable[..., Any]], object] | None = None,
            order: object = None, **record_options: Any) -> Comparison:
    """Run ``student`` on ``board`` and compare it with minimax in the student's own form.

    Args:
        student: the student's function, plain or already :func:`~minimax_viz.recorded`.
        board: the position, in any notation the game reads.
        player: the side to move, when the board alone does not say (None: the board's).
        call: how to call it. None fills its parameters by their names (the board in the
            student's representation, the side to move or the maximizer's flag, depth 0,
            a full window); a Python call as text, ``"minimax(board, 0, True, -inf, inf)"``
            (``board`` and ``player`` stand for the position and the side to move); or a
            function ``call(recorded_function)``.
        order: kept for old callers and ignored: the reference always follows the
            student's own move order, read from its calls.
        record_options: :func:`~minimax_viz.recorded`'s options (``board_format=``,
            ``marks=``, ``position=``, ...).
    """
    record_options.setdefault("describe", words.fault_sentence)
    recorded = recording_of(student) or Recording(student, **record_options)
    position = recorded.game.parse(board)
    if isinstance(call, str):
        call = _spoken_call(call, recorded, position, player)
    run = recorded.run(call) if call is not None else None
    tree = run.tree if run is not None else recorded.trace(position, player)
    return judge(tree, recorded.fault, order=order)


def _spoken_call(text: str, recorded: Recording, position: object,
                 player: str | None) -> Callable[[Callable[..., Any]], object]:
    """A ``call`` given as text, run with the board and the player as the student has them."""
    _, expression = parse_call(text)
    game, fmt = recorded.game, recorded.format
    mover = player or game.to_move(position)
    board = game.student.value(position) if fmt is None else fmt.write(game.format(position))
    token = mover if fmt is None else fmt.marks.token(mover, 0)
    return lambda function: run_call(expression, function, board, token)


def judge(student: CallTree, fault: Fault | None = None, *, order: object = None) -> Comparison:
    """The verdict on a recorded student's tree: checked, call by call, against the reference
    in the student's own form (the one place a verdict is decided, in the teacher's
    process: ``check`` hands it the tree its sandboxed run recorded). ``order`` is kept for
    old callers: the reference always follows the student's own move order."""
    del order
    form, difference, reference = decide(student, fault)
    if fault is not None and fault.kind == "unfollowed":  # no tree to judge: say so
        difference = Difference("fault", fault.call, "", "", None, fault.message)
    return Comparison(student, reference, difference, fault, form)


def first_difference(student: CallTree, reference: CallTree,
                     fault: Fault | None = None) -> Difference | None:
    """The first step at which two recorded trees differ as they stand (None: never): the
    same calls in the same order, boards, players, scores and moves. :func:`judge` is the
    verdict; this compares any two trees exactly, e.g. two recordings of one search."""
    if fault is not None:
        return Difference("fault", fault.call, "", "", None, fault.message)
    mine, theirs = student.timeline(), reference.timeline()
    for ours, ref in zip(mine, theirs):
        if ours != ref:
            return make("extra" if ours.kind == "enter" else "missing", ours.call,
                        words.difference_fact("event", call=ours.call, event=ours.kind),
                        words.difference_fact("call", call=ref.call))
        a, b = student[ours.call], reference[ref.call]
        facts: list[tuple[words.DifferenceKind, object, object]] = \
            [("board", a.position, b.position), ("player", a.player, b.player)] \
            if ours.kind == "enter" else [("score", a.score, b.score),
                                          ("move", a.best_move, b.best_move)]
        for kind, found, expected in facts:
            if found != expected:
                return make(kind, ours.call, str(found), str(expected))
    if len(mine) != len(theirs):
        longer = mine if len(mine) > len(theirs) else theirs
        call = longer[min(len(mine), len(theirs))].call
        return make("extra" if longer is mine else "missing", call,
                    words.difference_fact("more_calls"), words.difference_fact("fewer_calls"))
    return None


__all__ = ["Comparison", "Difference", "Form", "compare", "first_difference", "judge",
           "recorded"]
