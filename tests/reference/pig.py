"""An independent Pig solver, written from the rules and nothing of the package.

It sees a position from the side of the player whose turn it is: (my banked score,
their banked score, my turn total). Two solvers share the rules:

* :func:`horizon_value`: the value of a search that looks ``left`` player moves
  ahead (a roll of the die is not a move) and scores a position there with
  ``horizon(mine, theirs)``, a finished game with ``win`` / ``-win``: what a
  depth-limited expectiminimax must return, exactly (Fractions).
* :func:`win_probability`: the chance that the player to move wins with best play
  on both sides, by value iteration to a fixed point (Neller and Presser's
  formulation, "Optimal Play of the Dice Game Pig", 2004).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import cache

Horizon = Callable[[int, int], Fraction | int]


def horizon_value(target: int, sides: int, win: int, horizon: Horizon) -> Callable[..., Fraction]:
    """``value(mine, theirs, turn, left, rolling=False)`` for the player to act."""
    face = Fraction(1, sides)

    @cache
    def decide(mine: int, theirs: int, turn: int, left: int) -> Fraction:
        if left == 0:
            return Fraction(horizon(mine, theirs))
        banked = mine + turn
        hold = Fraction(win) if banked >= target else -decide(theirs, banked, 0, left - 1)
        if banked >= target:  # nothing to gain by rolling: only hold is allowed
            return hold
        roll = Fraction(horizon(mine, theirs)) if left - 1 == 0 else dice(mine, theirs, turn,
                                                                           left - 1)
        return max(roll, hold)

    @cache
    def dice(mine: int, theirs: int, turn: int, left: int) -> Fraction:
        total = -decide(theirs, mine, 0, left)  # a 1: the turn total is lost
        for roll in range(2, sides + 1):
            total += decide(mine, theirs, turn + roll, left)
        return total * face

    def value(mine: int, theirs: int, turn: int, left: int, rolling: bool = False) -> Fraction:
        return dice(mine, theirs, turn, left) if rolling else decide(mine, theirs, turn, left)

    return value


def best_choice(target: int, sides: int, win: int, horizon: Horizon, mine: int, theirs: int,
                turn: int, left: int) -> set[str]:
    """The choices ("roll", "hold") worth the most, by the same rules as
    :func:`horizon_value`."""
    value = horizon_value(target, sides, win, horizon)
    banked = mine + turn
    worth = {"hold": Fraction(win) if banked >= target else -value(theirs, banked, 0, left - 1)}
    if banked < target:
        worth["roll"] = Fraction(horizon(mine, theirs)) if left == 1 else \
            value(mine, theirs, turn, left - 1, True)
    best = max(worth.values())
    return {choice for choice, v in worth.items() if v == best}


def win_probability(target: int, sides: int, tolerance: float = 1e-12) -> dict[tuple[int, int, int], float]:
    """P(mine, theirs, turn): the mover's chance to win with best play, by value iteration."""
    states = [(i, j, k) for i in range(target) for j in range(target)
              for k in range(target - i)]
    p = dict.fromkeys(states, 0.5)

    def get(i: int, j: int, k: int) -> float:
        return 1.0 if i + k >= target else p[(i, j, k)]

    while True:
        change = 0.0
        for i, j, k in states:
            hold = 1.0 - get(j, i + k, 0)
            roll = (1.0 - get(j, i, 0) + sum(get(i, j, k + r) for r in range(2, sides + 1))) / sides
            new = max(hold, roll)
            change = max(change, abs(new - p[(i, j, k)]))
            p[(i, j, k)] = new
        if change < tolerance:
            return p
