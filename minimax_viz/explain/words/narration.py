"""One step of the narration: a call starts, a call returns, predict mode's question."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .cards import MINMAX_SWAPPED, child_name, extremes, move_text, outcome_text, picked_name
from .deepening import (
    deepening_enter,
    deepening_return,
    is_deepening,
    is_iteration,
    iteration_moves,
)
from .estimates import estimate_enter, estimate_return
from .stepper import STEPPER_WORDS
from .student import raised_return
from .trees import chance_moves, chance_sum
from .tutorial import tutorial_note
from .values import bound, move_name, move_names, signed, value_text

if TYPE_CHECKING:
    from ...record import Call, CallTree


# -- one step -----------------------------------------------------------------------------------
def _head(call: Call, to_move: bool = True) -> str:
    """``call 3, depth 2`` and, unless the sentence says it itself, who is to move."""
    side = f", {call.player} to move" if to_move else ""
    return f"call {call.id}, depth {call.depth}{side}"


def enter_sentence(tree: CallTree, call: Call, moves: Sequence[int]) -> str:
    """A call starts: how it was reached, and what it does first."""
    # who just moved comes first, who moves next after it: never "X to move: O plays 4"
    root = call.parent is None
    if root and is_deepening(tree, call):
        return f"{_head(call)}: {deepening_enter(tree)}"
    head = f"{_head(call)}: starts the search" if root else \
        f"{_head(call, False)}: {move_text(tree, call)} (called by call {call.parent})"
    if call.outcome:
        return f"{head}; {outcome_text(tree, call)}"
    if call.memo_hit:
        return f"{head}; position seen before, value remembered"
    if call.estimate:
        return f"{head}; {estimate_enter(tree, call)}"
    if tree.kind(call.id) == "chance":  # the dice choose: every outcome is searched
        return f"{head}; chance picks one of {chance_moves(tree, call)}: each is searched"
    window = "" if call.alpha is None else \
        f", window alpha {bound(call.alpha)} beta {bound(call.beta)}"
    next_up = "" if root else f" {call.player} to move,"
    order = iteration_moves(tree, call) if is_iteration(tree, call) else ""
    return f"{head};{next_up} tries {move_names(tree, call, moves)}{order}{window}"


def return_sentence(tree: CallTree, call: Call, mistake: str | None = None) -> str:
    """A call returns: what it found and where its score goes. ``mistake``: what a
    comparison named at this call (:data:`MINMAX_SWAPPED` adds what it should keep)."""
    if tree.kind(call.id) == "raised":  # a student's call the fault stopped (issue 10)
        return raised_return(call)
    to = "" if call.parent is None else f" to call {call.parent}"
    if call.outcome:  # a finished game has nobody to move
        return f"{_head(call, False)}: {outcome_text(tree, call)}, returns" \
               f" {signed(call.score)}{to}{tutorial_note(tree, call)}"
    if call.memo_hit:
        return f"{_head(call, False)}: remembered value {signed(call.score)}, returns it{to}"
    if call.estimate:
        return f"{_head(call, False)}: {estimate_return(tree, call)}," \
               f" returns {signed(call.score)}{to}"
    if is_deepening(tree, call):
        return f"{_head(call)}: {deepening_return(tree, call)}"
    kids = [tree[c] for c in tree.children(call.id)]
    if tree.kind(call.id) == "chance":  # no one picks: the probability-weighted mean
        return f"{_head(call, False)}: chance node, the mean of its outcomes" \
               f" {chance_sum(tree, kids)}, returns {signed(call.score)}{to}"
    if call.skipped:
        scores = ", ".join(f"{child_name(tree, call, k)}: {value_text(tree, k)}" for k in kids)
        text = f"stops early, the {extremes(tree, call)[0]} so far of ({scores});" \
               f" {call.cut} cut skips {move_names(tree, call, call.skipped)}"
    else:
        text = _kept(tree, call, kids)
    should = f"; {swap_should(tree, call)}" if mistake == MINMAX_SWAPPED else ""
    if call.parent is None:  # the answer, named as the boards show it (not "call 6")
        best = picked_name(tree, call) if kids else move_name(tree, call, call.best_move)
        answer = "" if best.startswith("call ") else f": best move {best}"
        return f"{_head(call)}: {text}, returns {signed(call.score)}{answer}{should}"
    return f"{_head(call)}: {text}, returns {value_text(tree, call)}{to}{should}"


def _kept(tree: CallTree, call: Call, kids: list[Call]) -> str:
    """Which of its moves' scores a call kept, as its returned value shows:
    ``"picks 4, the highest of (1: -10, 4: +10)"``; the other extreme or neither said so."""
    if not kids:
        return "tries no move"
    scores = ", ".join(f"{child_name(tree, call, k)}: {value_text(tree, k)}" for k in kids)
    should, other = extremes(tree, call)
    values = [k.score for k in kids]
    best = max(values) if should == "highest" else min(values)
    if call.score == best:
        return f"picks {picked_name(tree, call)}, the {should} of ({scores})"
    if call.score == (min(values) if should == "highest" else max(values)):
        return f"keeps the {other} of ({scores})"
    return f"its moves scored ({scores})"


def swap_should(tree: CallTree, call: Call) -> str:
    """What a call with its min and max swapped should keep: ``"O should keep the lowest"``."""
    return f"{call.player} should keep the {extremes(tree, call)[0]}"


def predict_question(call: Call) -> str:
    """Predict mode's question at a return step (nothing of the answer in it)."""
    to = "" if call.parent is None else STEPPER_WORDS["to"].format(parent=call.parent)
    question: str = STEPPER_WORDS["question"]
    return question.format(id=call.id, depth=call.depth, player=call.player, to=to)
