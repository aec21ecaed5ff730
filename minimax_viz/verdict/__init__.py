"""The verdict on a student's own minimax: the form it is written in, and its first mistake.

:func:`decide` tries every :class:`Form` (plain or alpha-beta on either rule, values
for the root's mover, negamax values or values for the other side; any scoring
judged by its order) against the student's recorded calls. A form that fits every
call is the verdict "every call matches"; when none does, the difference reported
is the one of the form that fits the longest stretch of calls (the most usual
form on a tie), since that is the form the student most likely meant. An alpha-beta
form is not believed over plain minimax on the strength of its bounds alone (a value
right as an alpha-beta bound, not as a value): to fit all calls, some call's window
must have closed; to fit longer than plain minimax, some call must have stopped early.
"""

from __future__ import annotations

import ast
import textwrap
from dataclasses import replace
from typing import Any, NamedTuple

from ..record import CallTree
from ..record.student import Fault
from ..record.student.calling import role_of
from .difference import Difference, make
from .facts import Facts
from .forms import Form, candidates, scoring_text
from .reference import reference_tree
from .walk import Walk


def decide(tree: CallTree, fault: Fault | None = None) -> tuple[Form, Difference | None,
                                                                   CallTree]:
    """The form recognised in the student's ``tree``, the first difference against it
    (None: every call matches), and the reference search of that form to draw beside the
    student's tree; ``fault`` is what stopped the student's run, if anything did."""
    facts = Facts(tree)
    takes_window, compares_window, declared, windowless = _window(tree)
    draws, unseen_draw = facts.draw_values(), facts.unseen_draw()
    chosen: tuple[Form, Difference | None, int] | None = None
    plain: dict[object, int] = {}  # per frame, how far plain minimax fits
    for form in candidates(tree.game, facts.positions[0], facts.root_call != "search"):
        walk = Walk(facts, form, draws, fault, unseen_draw)
        difference, steps = walk.run()
        if difference is None and form.alphabeta and walk.bounds and not walk.limits:
            continue  # it fits only through bounds where no window ever closed: not alpha-beta
        if difference is None and form.alphabeta and not walk.cuts and not takes_window:
            continue  # no call stopped early and the search takes no window: not alpha-beta
        if form.alphabeta and windowless:
            continue  # a search none of whose parameters can hold a window: no alpha-beta
        if form.alphabeta and declared is not None and form.pruning != declared:
            continue  # its code compares alpha with beta by the other rule
        if difference is None:
            chosen = (form, None, steps)
            break
        if not form.alphabeta:
            plain[form.side] = steps
            if compares_window:  # its code compares alpha with beta: it means alpha-beta
                steps = -1
        elif not walk.cuts:  # no call stopped early: no sign of alpha-beta over plain minimax
            steps = min(steps, plain.get(form.side, steps))
        if chosen is None or steps > chosen[2]:
            chosen = (form, difference, steps)
    assert chosen is not None  # there is always a candidate
    if chosen[1] is None and not chosen[0].alphabeta and compares_window:
        chosen = _pruned_as_declared(facts, chosen, draws, fault, unseen_draw, declared)
    before = None if chosen[1] is None else chosen[1].call  # the scoring before the mistake
    form = replace(chosen[0], scoring=scoring_text(tree.game, chosen[0], facts.leaves(before)))
    return form, chosen[1], reference_tree(facts, form)


#: The pruning rule a comparison of alpha with beta states, by its operator and which of
#: the two stands on its left.
_RULES = {(ast.GtE, "alpha"): "alphabeta", (ast.LtE, "beta"): "alphabeta",
          (ast.Gt, "alpha"): "alphabeta-strict", (ast.Lt, "beta"): "alphabeta-strict"}


class _Window(NamedTuple):
    """What the student's search says of alpha-beta's window, from its parameters and code."""

    takes: bool  # it takes alpha and beta
    compares: bool  # its code compares them (``if alpha >= beta: break``): it means to prune
    declared: str | None  # the pruning rule every such comparison states, if they agree
    windowless: bool  # every parameter is known to hold something else: no alpha-beta


def _window(tree: CallTree) -> _Window:
    """:class:`_Window` of the student's search. The rule a comparison states: ``alpha >=
    beta`` or ``beta <= alpha``, α ≥ β; ``alpha > beta`` or ``beta < alpha``, α > β. A search
    whose parameters all hold its board, player, max flag or depth makes no alpha-beta cuts
    with its early returns."""
    code = getattr(tree.options, "code", None)
    params = [name for name in getattr(code, "params", ()) if name not in ("self", "cls")]
    windowless = bool(params) and all(role_of(name) in ("board", "player", "maximizing",
                                                        "depth") for name in params)
    roles: dict[str, str] = {name: role for name in params
                             if (role := role_of(name) or "") in ("alpha", "beta")}
    if code is None or set(roles.values()) != {"alpha", "beta"}:
        return _Window(False, False, None, windowless)
    try:
        source = ast.parse(textwrap.dedent("\n".join(code.lines)))
    except SyntaxError:
        return _Window(True, False, None, windowless)
    compares, stated = False, set()
    for node in ast.walk(source):
        if not isinstance(node, ast.Compare):
            continue
        parts = [part.id for part in [node.left, *node.comparators] if isinstance(part, ast.Name)]
        if len(set(roles) & set(parts)) == 2:
            compares = True
            if len(node.ops) == 1 and len(parts) == 2:
                stated.add(_RULES.get((type(node.ops[0]), roles[parts[0]])))
    return _Window(True, compares, stated.pop() if len(stated) == 1 else None, windowless)


def _pruned_as_declared(facts: Facts, plain: tuple[Form, Difference | None, int],
                        draws: set[Any], fault: Fault | None,
                        unseen_draw: bool, declared: str | None
                        ) -> tuple[Form, Difference | None, int]:
    """A search that compares alpha with beta but fits plain minimax: the alpha-beta form
    of the same values that fits too (no window closed here), else the first call one of
    them would not make (the window is not passed on, or not used), the latest found."""
    extra: tuple[Form, Difference | None, int] | None = None
    for form in candidates(facts.tree.game, facts.positions[0], facts.root_call != "search"):
        if not form.alphabeta or (form.frame, form.side) != (plain[0].frame, plain[0].side) \
                or declared is not None and form.pruning != declared:
            continue
        difference, steps = Walk(facts, form, draws, fault, unseen_draw).run()
        if difference is None:
            return form, None, steps
        if difference.kind == "extra" and (extra is None or steps > extra[2]):
            extra = (form, difference, steps)
    return extra or plain


__all__ = ["Difference", "Form", "decide", "make"]
