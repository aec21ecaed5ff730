"""The tutorial's own words beside ours: its two slips, its code beside ours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..article import slip_for
from .cards import outcome_text
from .values import signed

if TYPE_CHECKING:
    from ...record import Call, CallTree


# -- the tutorial's own words beside ours (issue 11: teaching fidelity) -----------------------
def _side(tree: CallTree, player: str) -> str:
    return f"the AI, {player}" if player == tree.player else f"the human player, {player}"


def tutorial_note(tree: CallTree, call: Call) -> str:
    """Where the freeCodeCamp tutorial's prose slips at this call, what it says and what the
    board shows (see :data:`minimax_viz.explain.article.SLIPS`); "" at every other call.

    >>> from minimax_viz import trace
    >>> tree = trace("O.XX.X.OO")
    >>> tutorial_note(tree, tree[5]).split(";")[0]
    " (the tutorial's prose calls its FC 5 a win for the human player, O, returning +10"
    """
    slip = slip_for(tree.game.name, tree.game.format(tree.root_position), call.id,
                    tree.game.format(call.position))
    if slip is None or not call.outcome:
        return ""
    caller = "" if slip.caller is None else \
        f", though its FC {slip.caller} then takes {signed(slip.caller_takes or 0)} from it"
    return (f" (the tutorial's prose calls its FC {slip.call} a win for"
            f" {_side(tree, slip.said_winner)}, returning {signed(slip.said_score)}{caller};"
            f" the board shows {outcome_text(tree, call)}, a win for"
            f" {_side(tree, call.outcome)})")


#: What each line of :func:`minimax_viz.search.search` does in place of a step of the
#: tutorial's JavaScript (:data:`minimax_viz.explain.article.CODE_MAP`).
TUTORIAL_CODE_WORDS = {
    "spots": "the legal moves of the position, in search order (index order unless told):"
             " the tutorial's empty cells",
    "terminal": "is the game over? A finished game returns its score at once: X wins +10,"
                " O wins -10, a full board 0",
    "start": "the worst possible start, so the first move's score always replaces it"
             " (-INF / +INF rather than -10000 / 10000)",
    "place": "play the move: game.play builds a new position",
    "recurse": "call minimax on the new position; the side to move follows from the board"
               " instead of a player argument",
    "reset": "nothing to undo: the position was never changed, game.play returned a new one",
    "moves": "keep the best score as each move's score comes back, instead of collecting"
             " {index, score} objects and looping over them after: the same strict > and <,"
             " so ties keep the first best move",
    "return": "return the best score and its move (the tutorial returns the move object"
              " {index, score})",
}
