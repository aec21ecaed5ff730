"""Textbook trees: node names and the condition behind every alpha-beta cut."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...games.exact import Value, exact, exact_text, odds_text
from .values import bound, cut_signs, move_name, signed

if TYPE_CHECKING:
    from ...record import Call, CallTree

# -- textbook trees and the condition behind every alpha-beta cut (issue 9) ----------------------
#: The legend's entry for a call alpha-beta stopped early (issue 11 item 4): no move chosen,
#: its value only a bound.
BOUND_KEY = "stopped early: at most / at least (a bound, no move picked)"
#: The legend's entry for the winning line, in games that show one.
WIN_LINE_KEY = "■ winning line"
#: The legend's other entries: what each colour or mark on the diagram means.
LEGEND_KEYS = {"played": "■ move just played", "pv": "━ principal variation",
               "chosen": "━ move chosen", "edge": "↑ score returned",
               "estimate": "{mark} estimate (dotted)"}
#: An exercise's worksheet: the questions under the blank tree, and the key's heading.
WORKSHEET_QUESTIONS = (
    "Search the tree with alpha-beta, left to right, MAX at the root."
    " (1) What is the value of the root? (2) Which move does MAX choose?"
    " (3) Which leaves does alpha-beta evaluate, in which order?"
    " (4) Which leaves and subtrees are pruned (never looked at)?"
    " Write each inner node's value (or bound) in its blank.")
#: An exercise's title: its seed and its settings, so a teacher can make it again.
EXERCISE_TITLE = ("Alpha-beta exercise (seed {seed}: depth {depth}, branching {branching},"
                  " values {low}..{high})")
ANSWER_KEY_HEADING = "Answer key: {title}"
#: The answer key in words, one answer a line, in the key's order, by the fact each gives
#: (``best``: the move and the node it leads to, else ``NO_BEST_MOVE``).
ANSWER_KEY_LINES = {"value": "Root value: {value}", "best": "Best move: {best}",
                    "evaluated": "Leaves evaluated, in order: {evaluated}",
                    "leaves": "Pruned leaves: {leaves}", "subtrees": "Pruned subtrees: {subtrees}"}
NO_BEST_MOVE = "none: chance picks at the root"

def chance_sum(tree: CallTree, kids: list[Call]) -> str:
    """How a chance node's value is made, exactly: ``"½ × 3 + ½ × 12 = 7.5"`` (each
    outcome's probability times its value; a negative value in brackets)."""
    odds = [tree.probability(kid.id) or Fraction(0) for kid in kids]
    terms = " + ".join(
        f"{odds_text(p)} × " + (f"({exact_text(k.score)})" if k.score < 0 else exact_text(k.score))
        for p, k in zip(odds, kids))
    return f"{terms} = {exact_text(exact(sum(p * k.score for p, k in zip(odds, kids))))}"


def chance_root_text(score: Value) -> str:
    """What ``solve`` says of a chance node at the root: no one picks a move."""
    return f"Chance picks the move: the mean of its outcomes is {signed(score)}."


def chance_moves(tree: CallTree, call: Call) -> str:
    """A chance node's outcomes with their probabilities: ``"b1 (½), b2 (½)"``."""
    game, position = tree.game, call.position
    return ", ".join(f"{move_name(tree, call, move)} ({odds_text(game.probability(position, move))})"
                     for move in game.moves(position))


def node_name(tree: CallTree, call: Call) -> str:
    """What a call's position is called: the textbook name (``"B"``) or ``"call 6"``."""
    return tree.game.pictures.node_name(call.position) or f"call {call.id}"


def cut_condition(tree: CallTree, call: Call) -> list[str]:
    """Why alpha-beta stopped ``call``, in two lines.

    A MIN call stops once its value is at most alpha (MAX above has that much
    elsewhere); a MAX call once it is at least beta: ``["MIN already has +2 ≤ α = +3:",
    "the rest of C's moves cannot matter"]``.
    """
    at_least, at_most = cut_signs(tree)
    if call.cut == "beta":
        held = f"{signed(call.score)} {at_least} β = {bound(call.beta)}"
    else:
        held = f"{signed(call.score)} {at_most} α = {bound(call.alpha)}"
    return [f"{call.player} already has {held}:",
            f"the rest of {node_name(tree, call)}'s moves cannot matter"]
