"""One step of the narration: a call starts, a call returns, predict mode's question."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import MINMAX_SWAPPED, child_names, extremes, move_text, outcome_text, picked_name
from .deepening import (
    deepening_enter,
    deepening_return,
    is_deepening,
    is_iteration,
    iteration_moves,
)
from .estimates import estimate_enter, estimate_return
from .stepper import STEPPER_WORDS
from .student import Mistake, raised_return
from .trees import chance_moves, chance_sum
from .tutorial import tutorial_note
from .values import bound, move_name, move_names, signed, value_text

if TYPE_CHECKING:
    from ...record import Call, CallTree


# -- one step -----------------------------------------------------------------------------------
# A sentence is a template and its phrases: the template names the call's own facts, which
# every view has ({id}, {depth}, {player}, {parent}, {score}: the score as :func:`signed`
# writes it), and holds a {_} for each phrase, filled in order. :func:`fill` makes the text;
# the page's script fills the same templates from its columns (frontend/sentences.js), so a
# sentence is defined once, here, and a big trace sends each distinct template and phrase once.
Sentence = tuple[str, tuple[str, ...]]

#: The call's own facts a template may name.
SENTENCE_FACTS = ("id", "depth", "player", "parent", "score")
_SLOT = re.compile(r"\{(\w+)\}")
HEAD = "call {id}, depth {depth}"
HEAD_TO_MOVE = HEAD + ", {player} to move"


def call_facts(call: Call) -> dict[str, str]:
    """The facts of :data:`SENTENCE_FACTS` as a template shows them."""
    return {"id": str(call.id), "depth": str(call.depth), "player": call.player,
            "parent": str(call.parent or 0), "score": signed(call.score)}


def fill(sentence: Sentence, facts: Mapping[str, str]) -> str:
    """A sentence's text: its template with the facts named and the phrases in order.

    >>> fill(("call {id}: {_}, returns {score}{_}", ("wins", "")), {"id": "3", "score": "+10"})
    'call 3: wins, returns +10'
    """
    template, phrases = sentence
    taken = iter(phrases)
    return _SLOT.sub(lambda m: next(taken) if m.group(1) == "_" else facts[m.group(1)], template)


@lru_cache(maxsize=1 << 12)  # a big trace says a few hundred sentences thousands of times
def _say(template: str, *phrases: str) -> Sentence:
    """A template and its phrases, the empty phrases dropped with their slots (the same
    text, fewer distinct templates and phrases to send)."""
    if all(phrases):
        return template, phrases
    return _kept_slots(template, tuple(map(bool, phrases))), tuple(filter(None, phrases))


@lru_cache(maxsize=256)
def _kept_slots(template: str, said: tuple[bool, ...]) -> str:
    """``template`` with the slots whose phrase is empty (``said`` False) dropped: a few
    templates serve every step of a big trace, so each is cut once."""
    parts = template.split("{_}")
    kept = [parts[0]]
    for phrase, after in zip(said, parts[1:]):
        if phrase:
            kept.append("{_}")
        kept.append(after)
    return "".join(kept)


def enter_sentence(tree: CallTree, call: Call, moves: Sequence[int]) -> str:
    """A call starts: how it was reached, and what it does first."""
    return fill(enter_parts(tree, call, moves), call_facts(call))


def _enter_templates(root: bool) -> dict[str, str]:
    """The templates of a call's start, by what it finds; below the root, the move that
    reached it comes first."""
    head = f"{HEAD_TO_MOVE}: starts the search" if root else \
        f"{HEAD}: {{_}} (called by call {{parent}})"
    next_up = "" if root else " {player} to move,"
    return {"over": f"{head}; {{_}}", "memo": f"{head}; position seen before, value remembered",
            "estimate": f"{head}; {{_}}",
            "chance": f"{head}; chance picks one of {{_}}: each is searched",
            "tries": f"{head};{next_up} tries {{_}}{{_}}{{_}}"}


#: :func:`_enter_templates` below the root and at it (made once: every call says one).
_ENTERS = {root: _enter_templates(root) for root in (False, True)}


def enter_parts(tree: CallTree, call: Call, moves: Sequence[int]) -> Sentence:
    """:func:`enter_sentence` as a template and its phrases."""
    # who just moved comes first, who moves next after it: never "X to move: O plays 4"
    root = call.parent is None
    if root and is_deepening(tree, call):
        return _say(f"{HEAD_TO_MOVE}: {{_}}", deepening_enter(tree))
    said = _ENTERS[root]
    reached = () if root else (move_text(tree, call),)
    if call.outcome:
        return _say(said["over"], *reached, outcome_text(tree, call))
    if call.memo_hit:
        return _say(said["memo"], *reached)
    if call.estimate:
        return _say(said["estimate"], *reached, estimate_enter(tree, call))
    if tree.kind(call.id) == "chance":  # the dice choose: every outcome is searched
        return _say(said["chance"], *reached, chance_moves(tree, call))
    window = "" if call.alpha is None else \
        f", window alpha {bound(call.alpha)} beta {bound(call.beta)}"
    order = iteration_moves(tree, call) if is_iteration(tree, call) else ""
    return _say(said["tries"], *reached, move_names(tree, call, moves), order, window)


def return_sentence(tree: CallTree, call: Call, mistake: Mistake | None = None) -> str:
    """A call returns: what it found and where its score goes. ``mistake``: what a
    comparison named at this call (:data:`MINMAX_SWAPPED` adds what it should keep)."""
    return fill(return_parts(tree, call, mistake), call_facts(call))


def _return_templates(to: str) -> dict[str, str]:
    """The templates of a call's return, by what it found; ``to``: where its score goes."""
    return {"over": f"{HEAD}: {{_}}, returns {{score}}{to}{{_}}",
            "memo": f"{HEAD}: remembered value {{score}}, returns it{to}",
            "estimate": f"{HEAD}: {{_}}, returns {{score}}{to}",
            "chance": f"{HEAD}: chance node, the mean of its outcomes {{_}}, returns {{score}}{to}",
            "answer": f"{HEAD_TO_MOVE}: {{_}}, returns {{score}}{{_}}{{_}}",
            "kept": f"{HEAD_TO_MOVE}: {{_}}, returns {{score}}{to}{{_}}",
            "bound": f"{HEAD_TO_MOVE}: {{_}}, returns {{_}}{to}{{_}}"}


#: :func:`_return_templates` at the root and below it (made once: every call says one).
_RETURNS = {root: _return_templates("" if root else " to call {parent}") for root in (True, False)}


def return_parts(tree: CallTree, call: Call, mistake: Mistake | None = None,
                 kids: list[Call] | None = None) -> Sentence:
    """:func:`return_sentence` as a template and its phrases; ``kids``: the call's children,
    when the caller has them at hand (``tree[c]`` replays each one's position)."""
    kind = tree.kind(call.id)
    if kind == "raised":  # a student's call the fault stopped (issue 10)
        return _say("{_}", raised_return(call))
    said = _RETURNS[call.parent is None]
    if call.outcome:  # a finished game has nobody to move
        return _say(said["over"], outcome_text(tree, call), tutorial_note(tree, call))
    if call.memo_hit:
        return _say(said["memo"])
    if call.estimate:
        return _say(said["estimate"], estimate_return(tree, call))
    if is_deepening(tree, call):
        return _say(f"{HEAD_TO_MOVE}: {{_}}", deepening_return(tree, call))
    if kids is None:
        kids = [tree[c] for c in tree.children(call.id)]
    if kind == "chance":  # no one picks: the probability-weighted mean
        return _say(said["chance"], chance_sum(tree, kids))
    if call.skipped:
        scores = _scores(tree, call, kids)
        text = f"stops early, the {extremes(tree, call)[0]} so far of ({scores});" \
               f" {call.cut} cut skips {move_names(tree, call, call.skipped)}"
    else:
        text = _kept(tree, call, kids)
    should = f"; {swap_should(tree, call)}" if mistake == MINMAX_SWAPPED else ""
    if call.parent is None:  # the answer, named as the boards show it (not "call 6")
        best = picked_name(tree, call) if kids else move_name(tree, call, call.best_move)
        answer = "" if best.startswith("call ") else f": best move {best}"
        return _say(said["answer"], text, answer, should)
    value = value_text(tree, call)
    if value == signed(call.score):
        return _say(said["kept"], text, should)
    return _say(said["bound"], text, value, should)


def _kept(tree: CallTree, call: Call, kids: Sequence[Call]) -> str:
    """Which of its moves' scores a call kept, as its returned value shows:
    ``"picks 4, the highest of (1: -10, 4: +10)"``; the other extreme or neither said so."""
    if not kids:
        return "tries no move"
    scores = _scores(tree, call, kids)
    should, other = extremes(tree, call)
    values = [k.score for k in kids]
    best = max(values) if should == "highest" else min(values)
    if call.score == best:
        return f"picks {picked_name(tree, call)}, the {should} of ({scores})"
    if call.score == (min(values) if should == "highest" else max(values)):
        return f"keeps the {other} of ({scores})"
    return f"its moves scored ({scores})"


def _scores(tree: CallTree, call: Call, kids: Sequence[Call]) -> str:
    """The scores a call's moves returned, each named: ``"1: -10, 4: +10"``."""
    return ", ".join([f"{name}: {value_text(tree, kid)}"
                      for name, kid in zip(child_names(tree, call, kids), kids)])


def swap_should(tree: CallTree, call: Call) -> str:
    """What a call with its min and max swapped should keep: ``"O should keep the lowest"``."""
    return f"{call.player} should keep the {extremes(tree, call)[0]}"


def predict_question(call: Call) -> str:
    """Predict mode's question at a return step (nothing of the answer in it)."""
    to = "" if call.parent is None else STEPPER_WORDS["to"].format(parent=call.parent)
    question: str = STEPPER_WORDS["question"]
    return question.format(id=call.id, depth=call.depth, player=call.player, to=to)
