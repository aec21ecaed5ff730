"""The values a :class:`~minimax_viz.record.CallTree` hands out: one recorded call,
one step of the timeline, and what a folded subtree holds."""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from ..games.exact import Number, Value

#: What kind of call it was (:meth:`~minimax_viz.record.CallTree.kind`).
CallKind = Literal["terminal", "memo", "estimate", "cut", "raised", "chance", "search"]
#: A step of the timeline: a call is entered, or returns.
EventKind = Literal["enter", "return"]


class Call(NamedTuple):
    """One recorded function call. ``id`` is 1-based call order (the article's FC number)."""

    id: int
    parent: int | None
    depth: int
    player: str
    position: Any
    move: int | None
    score: Value
    best_move: int | None
    outcome: str | None
    alpha: Number | None = None
    beta: Number | None = None
    memo_hit: bool = False
    skipped: tuple[int, ...] = ()
    cut: str | None = None
    estimate: bool = False     # scored by the game's evaluation at the depth limit


class Event(NamedTuple):
    """One step of the timeline: a call is entered, or returns its score."""

    kind: EventKind
    call: int


class Summary(NamedTuple):
    """What a subtree holds: its calls, the finished games in it by result, memo hits."""

    call: int
    calls: int                 # calls in the subtree, its top call included
    wins: tuple[int, int]      # finished games won by the first / second player
    draws: int
    memo_hits: int
    value: Value               # the score the top call returned
    estimates: int = 0         # calls a depth limit scored with the evaluation


class Iteration(NamedTuple):
    """One iteration of iterative deepening: a depth-limited search of the root position."""

    depth_limit: int
    call: int                  # its root call (a child of the deepening loop's call)
    calls: int                 # the calls it made, its root call included
    score: Value               # the root's value at this depth
    best_move: int | None      # the move it would play
