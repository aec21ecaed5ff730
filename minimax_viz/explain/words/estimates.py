"""Depth-limited search: estimates at the depth limit and the horizon."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...games.exact import Number
from .values import signed

if TYPE_CHECKING:
    from ...games import Game
    from ...record import Call, CallTree

# -- depth-limited search (issue 9): estimates at the depth limit -----------------------------
#: What marks an estimate (a score the evaluation guessed) on cards and in the legend.
ESTIMATE_MARK = "≈"


#: Said with the depth limit where the dice roll: the limit counts the players' moves only.
ROLLS_NOT_COUNTED = "rolls of the die not counted"


def _limit(tree: CallTree, call: Call) -> str:
    """``"depth limit 2"``; under iterative deepening, whose depths count calls from the
    deepening loop's (one more than the moves played), ``"depth limit 2 (2 moves ahead)"``;
    where chance nodes make the calls deeper, with a note that rolls are not counted."""
    limit = tree.depth_limit_at(call.id)
    note = f" ({ROLLS_NOT_COUNTED})" if tree.chance_calls() else ""
    if not tree.options.iterative or limit is None:
        return f"depth limit {limit}{note}"
    return f"depth limit {limit} ({limit} move{'' if limit == 1 else 's'} ahead){note}"


def estimate_enter(tree: CallTree, call: Call) -> str:
    """Why a call at the depth limit does not search on."""
    return (f"{_limit(tree, call)} reached: no looking further,"
            " the evaluation function guesses")


def estimate_reason(tree: CallTree, call: Call) -> str:
    """How the game's evaluation scored ``call``, from the maximizer's side."""
    text = tree.game.evaluation.explain(call.position, tree.player)
    raw = tree.game.evaluation.score(call.position, tree.player)
    if raw == call.score:
        return text
    side = "below a win" if raw > call.score else "above a loss"
    return f"{text}, kept to {signed(call.score)} ({side})"


def estimate_return(tree: CallTree, call: Call) -> str:
    """A call at the depth limit returns: an estimate, not the end of the game."""
    return f"an estimate, not a finished game ({estimate_reason(tree, call)})"


def estimated_score(score: Number, estimate: bool) -> str:
    """A score as ``solve`` prints it: ``"+10"``, or ``"≈+3 (estimate)"`` when the depth
    limit's evaluation guessed it."""
    return f"{ESTIMATE_MARK}{signed(score)} (estimate)" if estimate else signed(score)


def estimates_note(limit: int) -> str:
    """What ``solve`` says under scores that are estimates."""
    return (f"{ESTIMATE_MARK} estimate: the search stopped {limit} moves ahead and the"
            " game's evaluation guessed from there")


def estimate_lines(tree: CallTree, call: Call) -> list[str]:
    """The rows of an estimate's card: what it is, and the evaluation's reasoning."""
    return [f"{ESTIMATE_MARK} estimate at {_limit(tree, call)}",
            estimate_reason(tree, call)]


def horizon_heading(game: Game, position: Any, optimal: Sequence[int]) -> str:
    """The first line of a horizon table: the position and what perfect play would do."""
    moves = ", ".join(map(str, optimal)) or "none (the game is over)"
    return (f"{game.title} {game.format(position)}, {game.to_move(position)} to move;"
            f" perfect play: {moves}\n"
            f"{'depth limit':>11}  {'move':>4}  {'score':>5}  {'calls':>9}  optimal?")


def horizon_row(limit: int | None, move: int | None, score: Number, calls: int,
                optimal: bool) -> str:
    """One search in a horizon table: ``"          2     4     +1         82  no"``."""
    shown = "none (end)" if limit is None else str(limit)
    return (f"{shown:>11}  {'-' if move is None else move:>4}  {signed(score):>5}"
            f"  {calls:>9,}  {'yes' if optimal else 'no'}")


#: The horizon chart's words.
HORIZON_CHART = {
    "title": "The horizon: more calls, better moves",
    "x": "calls to choose a move (mean over the sample, log scale)",
    "y": "optimal move chosen (% of positions)",
    "point": "d={limit}",
}
