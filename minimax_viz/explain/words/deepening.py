"""Iterative deepening: the deepening loop's call, each iteration's root call, the answer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .values import move_name, signed

if TYPE_CHECKING:
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


__all__ = ["DEEPENING_OPTION", "deepening_enter", "deepening_return", "is_deepening",
           "is_iteration", "iteration_moves", "iteration_name", "iteration_row",
           "iteration_text"]
