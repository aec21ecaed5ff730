"""The verdict on a student's own minimax: the form recognised and the differences it names.

A student's search is compared with the reference in the student's own form
(:class:`~minimax_viz.verdict.Form`): plain or alpha-beta with its pruning rule,
the side its values are for, and its scoring (only the order of its numbers
counts). These are the sentences that say so.

>>> signed(float("-inf")), signed(10), signed(0.5), signed(0)
('-∞', '+10', '+0.5', '0')
"""

from __future__ import annotations

from collections.abc import Iterable

from .values import signed

#: How each pruning rule is named.
PRUNING_WORDS = {"none": "plain minimax", "alphabeta": "alpha-beta (α ≥ β)",
                 "alphabeta-strict": "alpha-beta (α > β)"}


def frame_words(frame: str, side: str | None, root: str) -> str:
    """Whose values they are: ``negamax values``, ``values for the root's mover (X)``."""
    if frame == "negamax":
        return "negamax values (each call's value is for the side to move)"
    if side == root:
        return f"values for the root's mover ({root})"
    return f"values always for {side} ({root} moves at the root)"


def scoring_words(wins: Iterable[float], draws: Iterable[float], losses: Iterable[float],
                  own_stakes: bool) -> str:
    """The student's scoring of finished games, by what it orders: ``±1``, ``±∞``,
    ``wins +5..+9, draws 0, losses -9..-5``."""
    if own_stakes:
        return "its own leaf values"
    won, drawn, lost = sorted(set(wins)), sorted(set(draws)), sorted(set(losses))
    sizes = {abs(v) for v in won + lost}
    if len(sizes) == 1 and set(drawn) <= {0} and \
            all(v > 0 for v in won) and all(v < 0 for v in lost):
        return "±" + signed(sizes.pop()).lstrip("+")
    parts = [(name, found) for name, found in (("wins", won), ("draws", drawn), ("losses", lost))
             if found]
    return ", ".join(f"{name} {_span(found)}" for name, found in parts)


def _span(found: list[float]) -> str:
    return signed(found[0]) if len(found) == 1 else f"{signed(found[0])}..{signed(found[-1])}"


def form_words(pruning: str, frame: str, side: str | None, root: str, scoring: str,
               root_apart: bool = False) -> str:
    """The form in one phrase: ``alpha-beta (α ≥ β), negamax values, ±1``."""
    apart = "each root move searched with a full window" if root_apart else ""
    return ", ".join(part for part in (PRUNING_WORDS[pruning], apart,
                                       frame_words(frame, side, root), scoring) if part)


def form_summary(form_text: str, calls: int, answer_text: str) -> str:
    """What the verdict says when every call matches, the form recognised named."""
    return (f"every call matches a correct minimax in your form ({form_text}):"
            f" {calls:,} calls, {answer_text}")


def swap_sentence(call_id: int, player: str, kept: str, should: str, found: float,
                  expected: float, negated: bool) -> str:
    """A call that keeps the wrong extreme of its moves' scores (a min/max swap)."""
    scores = "the negatives of its moves' scores" if negated else "its moves' scores"
    return (f"call {call_id}, {player} to move, keeps the {kept} of {scores} ({signed(found)});"
            f" {player} should keep the {should} ({signed(expected)})")


def unnegated_sentence(call_id: int, found: float, expected: float) -> str:
    """A negamax call that keeps the best of its moves' scores without negating them."""
    return (f"call {call_id} keeps the highest of its moves' own scores ({signed(found)});"
            f" in negamax a call keeps the highest of their negatives ({signed(expected)})")


def like_draw_sentence(call_id: int, result: str, value: float) -> str:
    """A finished game that someone won, scored the same as a draw."""
    return (f"call {call_id} returns {signed(value)} for a game {result}, the same score as a"
            " draw")


def leaf_order_sentence(call_id: int, result: str, value: float, other_id: int,
                        other_result: str, other_value: float, side: str) -> str:
    """Two finished games scored in the wrong order for ``side``'s values."""
    return (f"call {call_id} returns {signed(value)} for a game {result}, but call {other_id}"
            f" returned {signed(other_value)} for a game {other_result}: for {side}, every win"
            " must score above every draw, and every draw above every loss")


def unseen_draw_sentence(call_id: int, result: str, value: float, side: str) -> str:
    """A finished game scored on the wrong side of 0, the only score a draw can have here."""
    return (f"call {call_id} returns {signed(value)} for a game {result}, on the wrong side of"
            f" 0, a draw's score: for {side}, every win must score above every draw, and every"
            " draw above every loss")


def result_words(winner: str | None) -> str:
    """How a finished game ended, for the sentences above: ``X won``, ``drawn``."""
    return "drawn" if winner is None else f"{winner} won"


def cut_words(call_id: int, pruning: str, alpha: float, beta: float) -> str:
    """Why the reference stops a call here: ``alpha-beta (α ≥ β) stops call 3 here (...)``."""
    sign = "≥" if pruning == "alphabeta" else ">"
    return (f"{PRUNING_WORDS[pruning]} stops call {call_id} here"
            f" (α = {signed(alpha)} {sign} β = {signed(beta)})")


def repeat_words(call_id: int) -> str:
    return f"call {call_id} has already tried that move"


def not_over_words(call_id: int) -> str:
    return f"the game at call {call_id} is not over, so it must try a move"

