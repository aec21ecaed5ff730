"""The two front doors: :func:`trace` records a search, :func:`solve` answers it.

>>> tree = trace("O.XX.X.OO")
>>> len(tree), tree.best_move, tree.score
(9, 4, 10)
>>> solve("O.XX.X.OO").scores
{1: -10, 4: 10, 6: -10}
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .board import Board
from .search import SearchOptions, run_search
from .trace import CallTree, ProgressRecorder, Recorder


def trace(board: Board | str, scoring: str = "article", pruning: str | None = None,
          order: object = None, memo: bool = False,
          progress: Callable[[int], object] | None = None) -> CallTree:
    """Search ``board`` and record every call it makes as a :class:`CallTree`.

    ``progress``, if given, is called with the number of calls so far every
    10,000 calls and once at the end (e.g. to move a progress bar).
    """
    root = Board.parse(board)
    options = SearchOptions.make(scoring, pruning, order, memo)
    window = options.pruning == "alphabeta"
    recorder = Recorder(window) if progress is None else ProgressRecorder(progress, 10_000, window)
    run_search(root, options, recorder)
    if progress is not None:
        progress(len(recorder.parent))
    return CallTree(root, options, recorder)


@dataclass(frozen=True)
class Solution:
    """The best move for the side to move, its score, and every root move's score."""

    board: Board
    player: str
    move: int | None
    score: int
    scores: dict[int, int]
    options: SearchOptions

    def as_dict(self) -> dict[str, object]:
        return {"board": self.board.cells, "player": self.player, "move": self.move,
                "score": self.score, "scores": {str(m): s for m, s in self.scores.items()}}


def solve(board: Board | str, scoring: str = "article", pruning: str | None = None,
          order: object = None, memo: bool = False) -> Solution:
    """The best move of ``board`` and the exact score of every root move.

    Each root move gets its own full-window search, so its score is exact even
    under alpha-beta; the best move is the first best in search order, exactly
    the one :func:`trace` reports.
    """
    root = Board.parse(board)
    options = SearchOptions.make(scoring, pruning, order, memo)
    if root.is_terminal:
        score, _ = run_search(root, options)
        return Solution(root, root.to_move, None, score, {}, options)
    scores = {cell: run_search(root.play(cell), options, depth_offset=1,
                               maximizer=root.to_move)[0]
              for cell in options.order if cell in root.moves}
    move = max(scores, key=scores.__getitem__)  # the first best in search order, as minimax
    return Solution(root, root.to_move, move, scores[move], scores, options)
