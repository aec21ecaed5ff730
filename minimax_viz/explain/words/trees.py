"""Textbook trees: node names and the condition behind every alpha-beta cut."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .values import bound, signed

if TYPE_CHECKING:
    from ...record import Call, CallTree

# -- textbook trees and the condition behind every alpha-beta cut (issue 9) ----------------------
#: The legend's entry for a call alpha-beta stopped early (issue 11 item 4): no move chosen,
#: its value only a bound.
BOUND_KEY = "stopped early: at most / at least (a bound, no move picked)"
#: The legend's entry for the winning line, in games that show one.
WIN_LINE_KEY = "■ winning line"

def node_name(tree: CallTree, call: Call) -> str:
    """What a call's position is called: the textbook name (``"B"``) or ``"call 6"``."""
    return tree.game.node_name(call.position) or f"call {call.id}"


def cut_condition(tree: CallTree, call: Call) -> list[str]:
    """Why alpha-beta stopped ``call``, in two lines.

    A MIN call stops once its value is at most alpha (MAX above has that much
    elsewhere); a MAX call once it is at least beta: ``["MIN already has +2 ≤ α = +3:",
    "the rest of C's moves cannot matter"]``.
    """
    if call.cut == "beta":
        held = f"{signed(call.score)} ≥ β = {bound(call.beta)}"
    else:
        held = f"{signed(call.score)} ≤ α = {bound(call.alpha)}"
    return [f"{call.player} already has {held}:",
            f"the rest of {node_name(tree, call)}'s moves cannot matter"]
