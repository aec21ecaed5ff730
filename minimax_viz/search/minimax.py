"""Minimax, the way the tutorial writes it, for any game; options switch on the rest.

Read :func:`search` from the top: the inner ``minimax`` checks whether the
game is over and scores it, then tries every move, lets the opponent answer
by calling itself, and keeps the best score for the player to move (the
highest for the maximizer, the lowest for its opponent; ties keep the first).

Lines marked ``[alpha-beta]``, ``[memo]`` or ``[depth-limit]`` run only with those options,
``[chance]`` only in games with chance nodes;
``[trace]`` lines tell the tracer what happens. The stepper's code panel
shows the lines of the options in use, without the markers and the tracing
(:mod:`minimax_viz.explain.source`); ``[at ...]`` names the lines it highlights.

With a depth limit, the search is chosen at its start: ``look_ahead`` stands in
front of every call and, at the limit, returns the game's evaluation (an
estimate) instead of searching on; without one it does not exist, so the full
search pays nothing for the option. The limit counts the players' moves: a
chance node's roll does not count (``rolls``), as in OpenSpiel's expectiminimax.

At a chance node (the dice choose, not a player) the value is the probability-weighted
mean of the moves' values, kept exact (:mod:`minimax_viz.games.exact`). Under alpha-beta
each move of a chance node is searched with the full window (-inf, +inf): a bound on one
outcome says nothing about the mean until every outcome is known, so no cut is made at a
chance node and no window passes through one (cuts happen inside each outcome's subtree,
whose value comes back exact). The ``alphabeta-strict`` pruning cuts only when
alpha > beta (CS188's autograder), keeping ties searched.

>>> from minimax_viz.games import TICTACTOE
>>> search(TICTACTOE, "O.XX.X.OO", SearchOptions())
(10, 4)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..games import Game
from ..games.exact import Number, Value, mean
from .options import SearchOptions
from .tracer import NULL_TRACER, Tracer

INF: Any = float("inf")  # compares with a game's value of any kind (int or Fraction)


def skipped(moves: tuple[int, ...], move: int) -> tuple[int, ...]:
    """The moves after ``move``: those a cut leaves untried."""
    return moves[moves.index(move) + 1:]


def search(game: Game, root: Any, options: SearchOptions, tracer: Tracer = NULL_TRACER,
           maximizer: str | None = None, depth: int = 0,
           first: Mapping[Any, int] | None = None) -> tuple[Value, int | None]:
    """Score ``root`` for ``maximizer`` (None: the side to move); return (score, best move).

    ``game`` gives the rules, ``options`` the search (scoring, pruning, order, memo, depth
    limit); ``tracer`` hears every call enter and return (the recorder is one); ``depth`` is
    the root's depth (a search started part-way down a tree). ``first`` maps a position to
    the move to try there before the others (iterative deepening's:
    :mod:`minimax_viz.search.deepening`)."""
    maximizer = maximizer or game.maximizer(root)
    score_of = options.scorer(maximizer)  # outcome, depth -> points for the maximizer
    moves = options.move_order(game, first)  # the legal moves of a position, in search order
    limit, estimate = options.depth_limit, options.estimator(game, maximizer)  # [depth-limit]
    alphabeta = options.pruning != "none"  # [alpha-beta]
    strict = options.pruning == "alphabeta-strict"  # [rule] cut only when alpha > beta
    chance = game.is_chance if game.has_chance else None  # [chance]
    memo: dict[Any, tuple[Value, int | None]] | None = {} if options.memo else None  # [memo]
    enter, leave, prune = tracer.enter, tracer.leave, tracer.prune  # [trace]
    rolls = 0  # [chance] [depth-limit] chance nodes above the call: a roll is no player's move

    def expectation(position: Any, depth: int) -> tuple[Value, None]:  # [chance]
        nonlocal rolls  # [chance] [depth-limit]
        weighted = []  # [chance] each outcome's probability and value
        rolls += 1  # [chance] [depth-limit]
        for move in moves(position):  # [chance]
            child = game.play(position, move)  # [chance]
            enter(child, move, depth + 1, -INF, INF)  # [trace]
            score, _ = minimax(child, depth + 1, -INF, INF)  # [chance] full window [at roll]
            weighted.append((game.probability(position, move), score))  # [chance] [at mean]
        rolls -= 1  # [chance] [depth-limit]
        value = mean(weighted)  # [chance] the probability-weighted mean, exact
        if memo is not None:  # [memo] always exact: no window passed through
            memo[position] = value, None  # [memo]
        leave(value, None, None)  # [trace]
        return value, None  # [chance] [at expectation]

    def minimax(position: Any, depth: int, alpha: Number,
                beta: Number) -> tuple[Value, int | None]:
        outcome = game.outcome(position)  # is the game over? [at over]
        if outcome is not None:
            score = score_of(outcome, depth)
            leave(score, None, outcome)  # [trace]
            return score, None  # [at terminal]
        if memo is not None and position in memo:  # [memo] seen it before?
            tracer.memo_hit()  # [trace]
            leave(*memo[position], None)  # [trace]
            return memo[position]  # [memo] [at memo]
        if chance is not None and chance(position):  # [chance] the dice choose, not a player
            return expectation(position, depth)  # [chance]

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
                if (alpha > beta) if strict else (alpha >= beta):  # [alpha-beta] the other moves cannot change the result
                    if rest := skipped(moves(position), move):  # [trace] (none after the last)
                        prune(rest, "beta" if maximizing else "alpha")  # [trace]
                    break  # [alpha-beta] [at cut]

        if memo is not None and window[0] < best_score < window[1]:  # [memo] (else a bound)
            memo[position] = best_score, best_move  # [memo]
        leave(best_score, best_move, None)  # [trace]
        return best_score, best_move  # [at return]

    if limit is not None:  # [depth-limit] look only `limit` moves ahead:
        search_on = minimax  # [depth-limit] the search above

        def look_ahead(position: Any, depth: int, alpha: Number,
                       beta: Number) -> tuple[Value, int | None]:  # [depth-limit]
            if depth - rolls == limit and game.outcome(position) is None:  # [depth-limit] at the limit
                score = estimate(position, depth)  # [depth-limit] a guess
                tracer.estimate()  # [trace]
                leave(score, None, None)  # [trace]
                return score, None  # [depth-limit] [at estimate]
            return search_on(position, depth, alpha, beta)  # [depth-limit]

        minimax = look_ahead  # [depth-limit] now every call comes here first

    enter(root, None, depth, -INF, INF)  # [trace]
    return minimax(root, depth, -INF, INF)
