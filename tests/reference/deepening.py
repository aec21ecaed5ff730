"""Iterative deepening written from scratch: a depth-limited minimax / alpha-beta re-run deeper.

The search is the reference's own; the rules are the package's game object, passed in
(moves, play, outcome, chance and its probabilities, the evaluation at the limit), so what
is checked is the search, not the rules (each game's rules have their own reference).
Depth 1, 2, ... are searched with each position's best move of the previous run tried
first, and each run counts its own calls.
"""

from __future__ import annotations

import math
from typing import Any


def limited(game: Any, root: Any, limit: int, alphabeta: bool,
            first: dict[Any, int]) -> tuple[Any, int | None, int, dict[Any, int], bool]:
    """One depth-limited search: (value, best move, calls, best move of each position
    searched, whether any call was cut off by the limit)."""
    me = game.maximizer(root)
    calls, best_moves, estimated = 0, {}, False

    def value(position: Any, depth: int, alpha: float, beta: float) -> tuple[Any, int | None]:
        nonlocal calls, estimated
        calls += 1
        over = game.outcome(position)
        if over is not None:
            if over.winner is None:
                return 0, None
            worth = over.points if over.points is not None else 10
            return (worth if over.winner == me else -worth), None
        if depth == limit:
            estimated = True
            return max(-9, min(9, int(game.evaluation.score(position, me)))), None
        if game.has_chance and game.is_chance(position):  # the mean, each with a full window;
            return sum(game.probability(position, move) *  # a roll is no player's move
                       value(game.play(position, move), depth, -math.inf, math.inf)[0]
                       for move in game.moves(position)), None
        moves = list(game.moves(position))
        if first.get(position) in moves:
            moves.remove(first[position])
            moves.insert(0, first[position])
        maximizing = game.to_move(position) == me
        best, best_move = (-math.inf if maximizing else math.inf), None
        for move in moves:
            score, _ = value(game.play(position, move), depth + 1, alpha, beta)
            if (score > best) if maximizing else (score < best):
                best, best_move = score, move
            if alphabeta:
                alpha, beta = (max(alpha, score), beta) if maximizing else (alpha, min(beta, score))
                if alpha >= beta:
                    break
        best_moves[position] = best_move
        return best, best_move

    score, move = value(root, 0, -math.inf, math.inf)
    return score, move, calls, best_moves, estimated


def deepened(game: Any, root: Any, alphabeta: bool,
             depth_limit: int | None) -> list[tuple[int, int, Any, int | None]]:
    """Every iteration's (depth limit, calls, value, best move), as the reference finds them."""
    rows, first = [], {}
    for limit in range(1, (depth_limit or 1000) + 1):
        score, move, calls, first, estimated = limited(game, root, limit, alphabeta, first)
        rows.append((limit, calls, score, move))
        if not estimated:
            break
    return rows
