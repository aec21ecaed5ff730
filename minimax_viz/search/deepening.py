"""Iterative deepening: search to depth 1, then 2, 3 ..., each time trying first the moves
the previous iteration found best.

This is how real programs order their moves: a shallow search is cheap, and the move it
found best at a position is very often the best of the deeper search too, so trying it
first lets alpha-beta cut sooner. Each iteration is an ordinary depth-limited
:func:`~minimax_viz.search.search` (its calls at the limit score the position with the
game's evaluation, an estimate); the best move of every position it searched (not only
along the principal variation) is tried first by the next one. The iterations stop at the
depth limit, or, with none, after the first iteration that made no estimate (it saw the end
of the game everywhere it looked, so a deeper one would find the same).

The tracer sees one call for the deepening loop itself (at the root position, depth 0),
whose children are the iterations' root calls, one after another: each is a call of
``minimax`` on the root position made by the loop (no move leads to it), one level deeper
on the call stack, so every depth the tracer is told is the search's own plus one.

>>> from minimax_viz.games import TREE
>>> from minimax_viz.search import SearchOptions
>>> deepen(TREE, TREE.parse("[[3,12,8],[2,4,6],[14,5,2]]"), SearchOptions(iterative=True))
(3, 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ..games import Game, Outcome
from ..games.exact import Number, Value
from .minimax import INF, search
from .options import MAX_DEPTH_LIMIT, SearchOptions
from .tracer import NULL_TRACER, Tracer


def deepen(game: Game, root: Any, options: SearchOptions,
           tracer: Tracer = NULL_TRACER) -> tuple[Value, int | None]:
    """Iterative deepening from ``root``: the last iteration's (score, best move)."""
    tracer.enter(root, None, 0, -INF, INF)
    *_, (_, _, (score, move)) = iterations(game, root, options, tracer)
    tracer.leave(score, move, None)
    return score, move


def last_iteration(game: Game, root: Any, options: SearchOptions, tracer: Tracer = NULL_TRACER
                   ) -> tuple[SearchOptions, dict[Any, int]]:
    """The options of the last iteration (its depth limit) and the moves it tries first."""
    *_, (last, first, _) = iterations(game, root, options, tracer)
    return last, first


def iterations(game: Game, root: Any, options: SearchOptions, tracer: Tracer = NULL_TRACER
               ) -> Iterator[tuple[SearchOptions, dict[Any, int], tuple[Value, int | None]]]:
    """Run the iterations, yielding each one's options (its depth limit), the moves it
    tried first, and its (score, best move); ``tracer`` hears them one level deeper."""
    maximizer = game.maximizer(root)
    first: dict[Any, int] = {}
    for limit in range(1, (options.depth_limit or MAX_DEPTH_LIMIT) + 1):
        iteration = IterationTracer(tracer)
        each = replace(options, depth_limit=limit, iterative=False)
        found = search(game, root, each, iteration, maximizer, first=first)
        yield each, first, found
        if not iteration.estimates:  # it saw the end of the game everywhere it looked
            return
        first = iteration.best_moves


class IterationTracer:
    """The tracer of one iteration: passes every event on to ``tracer`` one level deeper,
    and keeps what the next iteration needs (each position's best move) and whether any
    call was an estimate."""

    def __init__(self, tracer: Tracer) -> None:
        self.tracer = tracer
        self.best_moves: dict[Any, int] = {}
        self.estimates = 0
        self._positions: list[Any] = []

    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None:
        self._positions.append(position)
        self.tracer.enter(position, move, depth + 1, alpha, beta)

    def leave(self, score: Value, best_move: int | None, outcome: Outcome | None) -> None:
        position = self._positions.pop()
        if best_move is not None:
            self.best_moves[position] = best_move
        self.tracer.leave(score, best_move, outcome)

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        self.tracer.prune(skipped, cut)

    def memo_hit(self) -> None:
        self.tracer.memo_hit()

    def estimate(self) -> None:
        self.estimates += 1
        self.tracer.estimate()


__all__ = ["IterationTracer", "deepen", "iterations", "last_iteration"]
