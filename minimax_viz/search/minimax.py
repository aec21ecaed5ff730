"""Minimax, the way the tutorial writes it, for any game; options switch on the rest.

Read :func:`search` from the top: the inner ``minimax`` checks whether the
game is over and scores it, then tries every move, lets the opponent answer
by calling itself, and keeps the best score for the player to move (the
highest for the maximizer, the lowest for its opponent; ties keep the first).

Lines marked ``[alpha-beta]``, ``[memo]`` or ``[depth-limit]`` run only with those options;
``[trace]`` lines tell the tracer what happens. The stepper's code panel
shows the lines of the options in use, without the markers and the tracing
(:mod:`minimax_viz.explain.source`); ``[at ...]`` names the lines it highlights.

With a depth limit, the search is chosen at its start: ``look_ahead`` stands in
front of every call and, at the limit, returns the game's evaluation (an
estimate) instead of searching on; without one it does not exist, so the full
search pays nothing for the option.

>>> from minimax_viz.games import TICTACTOE
>>> search(TICTACTOE, "O.XX.X.OO", SearchOptions())
(10, 4)
"""

from __future__ import annotations

from typing import Any

from ..games import Game
from .options import SearchOptions
from .tracer import NULL_TRACER, Tracer

INF = float("inf")


def skipped(moves: tuple[int, ...], move: int) -> tuple[int, ...]:
    """The moves after ``move``: those a cut leaves untried."""
    return moves[moves.index(move) + 1:]


def search(game: Game, root: Any, options: SearchOptions, tracer: Tracer = NULL_TRACER,
           maximizer: str | None = None, depth: int = 0) -> tuple[int, int | None]:
    """Score ``root`` for ``maximizer`` (the side to move); return (score, best move)."""
    maximizer = maximizer or game.to_move(root)
    score_of = options.scorer(maximizer)  # outcome, depth -> points for the maximizer
    moves = options.move_order(game)  # the legal moves of a position, in search order
    limit, estimate = options.depth_limit, options.estimator(game, maximizer)  # [depth-limit]
    alphabeta = options.pruning == "alphabeta"  # [alpha-beta]
    memo: dict[Any, tuple[int, int | None]] | None = {} if options.memo else None  # [memo]
    enter, leave, prune = tracer.enter, tracer.leave, tracer.prune  # [trace]

    def minimax(position: Any, depth: int, alpha: float, beta: float) -> tuple[int, int | None]:
        outcome = game.outcome(position)  # is the game over? [at over]
        if outcome is not None:
            score = score_of(outcome, depth)
            leave(score, None, outcome)  # [trace]
            return score, None  # [at terminal]
        if memo is not None and position in memo:  # [memo] seen it before?
            tracer.memo_hit()  # [trace]
            leave(*memo[position], None)  # [trace]
            return memo[position]  # [memo] [at memo]

        window = alpha, beta  # [memo] as it was on entry
        maximizing = game.to_move(position) == maximizer
        best_score, best_move = (-INF if maximizing else INF), None  # [at init]
        for move in moves(position):  # [at moves]
            child = game.play(position, move)  # a new position: `position` stays as it is [at play]
            enter(child, move, depth + 1, alpha, beta)  # [trace]
            score, _ = minimax(child, depth + 1, alpha, beta)  # [at recurse]
            if (score > best_score) if maximizing else (score < best_score):  # [at keep]
                best_score, best_move = score, move
            if alphabeta:  # [alpha-beta]
                if maximizing:  # [alpha-beta]
                    alpha = max(alpha, score)  # [alpha-beta]
                else:  # [alpha-beta]
                    beta = min(beta, score)  # [alpha-beta]
                if alpha >= beta:  # [alpha-beta] the other moves cannot change the result
                    if rest := skipped(moves(position), move):  # [trace] (none after the last)
                        prune(rest, "beta" if maximizing else "alpha")  # [trace]
                    break  # [alpha-beta] [at cut]

        if memo is not None and window[0] < best_score < window[1]:  # [memo] (else a bound)
            memo[position] = int(best_score), best_move  # [memo]
        leave(int(best_score), best_move, None)  # [trace]
        return int(best_score), best_move  # [at return]

    if limit is not None:  # [depth-limit] look only `limit` moves ahead:
        search_on = minimax  # [depth-limit] the search above

        def look_ahead(position: Any, depth: int, alpha: float,
                       beta: float) -> tuple[int, int | None]:  # [depth-limit]
            if depth == limit and game.outcome(position) is None:  # [depth-limit] at the limit
                score = estimate(position, depth)  # [depth-limit] a guess
                tracer.estimate()  # [trace]
                leave(score, None, None)  # [trace]
                return score, None  # [depth-limit] [at estimate]
            return search_on(position, depth, alpha, beta)  # [depth-limit]

        minimax = look_ahead  # [depth-limit] now every call comes here first

    enter(root, None, depth, -INF, INF)  # [trace]
    return minimax(root, depth, -INF, INF)
