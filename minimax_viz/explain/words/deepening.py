"""Iterative deepening: the deepening loop's call, each iteration's root call, the answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...games.exact import Value
from .values import move_name, signed

if TYPE_CHECKING:
    from ...games import Game
    from ...record import Call, CallTree, Iteration

#: What the options line says of iterative deepening.
DEEPENING_OPTION = "iterative deepening"


def is_deepening(tree: CallTree, call: Call) -> bool:
    """True for the deepening loop's own call (the root of an iterative search's tree)."""
    return tree.options.iterative and call.parent is None


def is_iteration(tree: CallTree, call: Call) -> bool:
    """True for an iteration's root call (the deepening loop made it, with no move)."""
    return tree.options.iterative and call.parent == tree.root


def iteration_name(iteration: Iteration) -> str:
    """``"iteration 2 (depth limit 2)"``: how an iteration is named on edges and cards."""
    return f"iteration {iteration.depth_limit} (depth limit {iteration.depth_limit})"


def _iteration(tree: CallTree, call: Call) -> Iteration:
    found = tree.iteration_of(call.id)
    assert found is not None  # an iteration's root call is in its own iteration
    return found


def iteration_text(tree: CallTree, call: Call) -> str:
    """What led to an iteration's root call, in place of a move: the loop started it."""
    return f"{iteration_name(_iteration(tree, call))}: minimax on the same position"


def deepening_enter(tree: CallTree) -> str:
    """The deepening loop starts."""
    limit = tree.options.depth_limit
    until = f"up to {limit}" if limit is not None else "until one sees the end of the game"
    return (f"starts iterative deepening: a search to depth 1, then 2, ... {until}, each"
            " trying first the moves the previous one found best")


def iteration_moves(tree: CallTree, call: Call) -> str:
    """Why an iteration tries its moves in this order."""
    number = _iteration(tree, call).depth_limit
    return "" if number == 1 else f" (iteration {number - 1}'s best first)"


def iteration_row(tree: CallTree, iteration: Iteration) -> str:
    """``"iteration 2: 11 calls, a1 +3"``: what one iteration cost and would play."""
    root = tree[tree.root]
    calls = f"{iteration.calls:,} call{'' if iteration.calls == 1 else 's'}"
    return (f"iteration {iteration.depth_limit}: {calls},"
            f" {move_name(tree, root, iteration.best_move)} {signed(iteration.score)}")


def deepening_return(tree: CallTree, call: Call) -> str:
    """The deepening loop returns the last iteration's answer."""
    iterations = tree.iterations()
    last = iterations[-1]
    rows = "; ".join(iteration_row(tree, it) for it in iterations)
    return (f"iteration {last.depth_limit} was the last ({rows}): returns its score"
            f" {signed(call.score)}, best move {move_name(tree, call, call.best_move)}")


# -- the notebook's table and chart: iterations against fixed orders ----------------------------
DEEPENING_CHART = {
    "title": "Iterative deepening: the calls each iteration costs",
    "x": "depth limit",
    "y": "calls (log scale)",
    "iteration": "iterative deepening: this iteration (previous best first)",
    "total": "iterative deepening: all iterations so far",
    "fixed": "{name} order: one search to this depth",
    "point": "plays {move}",
    "no_move": "none",
}


def deepening_heading(game: Game, position: Any, pruning: str) -> str:
    """The first line of the deepening table."""
    search = "alpha-beta" if pruning != "none" else "minimax"
    return f"Iterative deepening ({search}) of {game.format(position)}, {game.to_move(position)} to move"


def deepening_row(move: str, score: Value, limit: int, calls: int, total: int,
                  fixed: Mapping[str, int]) -> str:
    """``"depth 3: plays 4 (+3); 87 calls (119 so far); index order 120, centre order 60"``."""
    others = ", ".join(f"{name} order {count:,}" for name, count in fixed.items())
    return (f"depth {limit}: plays {move} ({signed(score)}); {calls:,} calls ({total:,} so far)"
            f"{'; ' + others if others else ''}")


__all__ = [
    "DEEPENING_CHART",
    "DEEPENING_OPTION",
    "deepening_enter",
    "deepening_heading",
    "deepening_return",
    "deepening_row",
    "is_deepening",
    "is_iteration",
    "iteration_moves",
    "iteration_name",
    "iteration_row",
    "iteration_text",
]
