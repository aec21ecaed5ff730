"""Facts about the freeCodeCamp tutorial the walkthrough replays (seed 000), as data.

Two kinds of fact, kept here so every view reads them from one place:

* :data:`SLIPS`: the two calls whose prose in the tutorial disagrees with its own
  board (its FC 5 and FC 9), keyed by the game, the article's board and the call
  id. A note applies only when the recorded call is the same position as the
  tutorial's call, so another board or another move order never gets one.
* :data:`CODE_MAP`: each step of the tutorial's JavaScript and the ``[at ...]``
  anchor of the line of :func:`minimax_viz.search.search` that does it.

The sentences built from these facts live in :mod:`minimax_viz.explain.words`.

>>> slip_for("tictactoe", "O.XX.X.OO", 5, "O.XXXX.OO").said_winner
'O'
>>> slip_for("tictactoe", "O.XX.X.OO", 5, "O.XX.XXOO") is None  # not the tutorial's call 5
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.tictactoe import ARTICLE_BOARD


@dataclass(frozen=True)
class Slip:
    """What the tutorial's prose says about one of its calls, against its board.

    ``said_winner`` is the side the prose says has won, ``said_score`` the score
    the prose says the call returns; ``caller`` and ``caller_takes`` (if any) the
    call that the prose then has use a different score from it.
    """

    call: int
    position: str
    said_winner: str
    said_score: int
    caller: int | None = None
    caller_takes: int | None = None


#: (game, article board, call id) -> the slip at that call.
SLIPS: dict[tuple[str, str, int], Slip] = {
    # FC 5: X has played 4 and holds 3-4-5; the prose calls it the human's (O's) win,
    # yet returns +10, X's score.
    ("tictactoe", ARTICLE_BOARD, 5): Slip(5, "O.XXXX.OO", said_winner="O", said_score=10),
    # FC 9: O has played 4 and holds 0-4-8; the prose calls it the AI's (X's) win and
    # says +10, then has FC 6 choose -10 "returned from the 9th FC".
    ("tictactoe", ARTICLE_BOARD, 9): Slip(9, "O.XXOXXOO", said_winner="X", said_score=10,
                                           caller=6, caller_takes=-10),
}


def slip_for(game: str, root: str, call_id: int, position: str) -> Slip | None:
    """The tutorial's slip at this call, if the call is the tutorial's own call."""
    slip = SLIPS.get((game, root, call_id))
    return slip if slip is not None and slip.position == position else None


@dataclass(frozen=True)
class CodeStep:
    """One step of the tutorial's JavaScript and the anchors of our lines that do it."""

    key: str                    # names its sentence in words.TUTORIAL_CODE_WORDS
    javascript: str             # the tutorial's identifiers for the step (not its code)
    anchors: tuple[str, ...]    # ``[at ...]`` anchors in minimax_viz/search/minimax.py


#: The tutorial's function, step by step, in the order it runs.
CODE_MAP: tuple[CodeStep, ...] = (
    CodeStep("spots", "availSpots = emptyIndexies(newBoard)", ("moves",)),
    CodeStep("terminal", "winning(newBoard, huPlayer / aiPlayer), availSpots.length === 0",
             ("over", "terminal")),
    CodeStep("start", "bestScore = -10000 / 10000", ("init",)),
    CodeStep("place", "newBoard[availSpots[i]] = player", ("play",)),
    CodeStep("recurse", "minimax(newBoard, huPlayer / aiPlayer)", ("recurse",)),
    CodeStep("reset", "newBoard[availSpots[i]] = move.index", ("play",)),
    CodeStep("moves", "moves.push({index, score}), then the loop over moves", ("keep",)),
    CodeStep("return", "return moves[bestMove]", ("return",)),
)
