"""The raw notes of one recorded run: per call, in call order, what the wrapper saw.

The columns are allocated ahead (grown by doubling) so the wrapper writes each
call's notes by index, without a method call per column: recording must cost at
most as much again as the student's function (``benchmarks/bench_student.py``).
A call that never returned keeps the blank result :data:`OPEN`.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from itertools import repeat
from typing import Any, NamedTuple

#: The result of a call that has not returned (yet).
OPEN: Any = object()
#: The fewest calls the columns are grown by.
FIRST_ROOM = 1024


@dataclass(frozen=True)
class Fault:
    """Why a recorded run stopped early: ``kind`` is ``"error"``, ``"recursion"`` or
    ``"limit"``; ``call`` the id of the call it happened in; ``facts`` what the sentence
    is made of (``"error"``: the exception's type name and first line; ``"recursion"``:
    the depth, the repeated board's text and the depth it was first seen at;
    ``"limit"``: the call limit); ``message`` the sentence, made from them by the
    ``describe`` the recording was given (``explain.words.fault_sentence`` through
    :func:`minimax_viz.recorded`), else a plain note."""

    kind: str
    call: int
    message: str = ""
    error: BaseException | None = None
    facts: tuple[str | int, ...] = ()


class Scored(NamedTuple):
    """A return value that was neither a number, a tuple nor a dict, read when it came back."""

    score: float | None
    move: int | None


class Calls:
    """What a run notes per call (index = call id - 1); only the first ``count`` entries
    of each column are this run's."""

    def __init__(self) -> None:
        self.positions: list[Any] = []   # immutable snapshots
        self.parents = array("i")        # the caller's id, 0 for the root
        self.depths = bytearray()        # depth + 1
        self.players: list[Any] = []     # the player argument as given (str, bool) or None
        self.results: list[Any] = []     # a whole number, a tuple, Scored, or OPEN
        self.lines = array("i")          # the calling line, where the profiling hook saw it
        self.sites = array("b")          # which of the recorded functions was called
        self.count = 0                   # calls noted
        self.running: list[bool] = []    # [True] while a run is under way
        self.raised: tuple[int, BaseException] | None = None
        self.stopped: Fault | None = None

    def grow(self, room: int) -> None:
        """Make room for ``room`` calls in every column."""
        more = room - len(self.positions)
        if more > 0:
            self.positions.extend(repeat(None, more))
            self.parents.frombytes(bytes(self.parents.itemsize * more))
            self.depths.extend(bytes(more))
            self.players.extend(repeat(None, more))
            self.results.extend(repeat(OPEN, more))

    def take(self) -> Calls:
        """A copy holding this run's notes; ``self`` is emptied for the next run (the
        wrapper keeps writing into the same columns)."""
        n = self.count
        copy = Calls()
        copy.positions, copy.parents, copy.depths = \
            self.positions[:n], self.parents[:n], self.depths[:n]
        copy.players, copy.results = self.players[:n], self.results[:n]
        copy.lines, copy.count = array("i", self.lines), n
        copy.sites = array("b", self.sites)
        copy.raised, copy.stopped = self.raised, self.stopped
        self.reset()
        return copy

    def drop_pass_through_root(self) -> None:
        """Forget the first call when it only passed its board on to one call (a driver
        such as ``def best(board): return search(board, True)``): that call is the root."""
        n = self.count
        if n < 2 or self.stopped is not None or self.positions[1] != self.positions[0] or \
                any(self.parents[i] == 1 for i in range(2, n)):
            return
        self.positions, self.depths = self.positions[1:], self.depths[1:]
        self.parents = array("i", (max(0, p - 1) for p in self.parents[1:]))
        self.depths = bytearray(d - 1 for d in self.depths)
        self.players, self.results = self.players[1:], self.results[1:]
        self.lines, self.sites = self.lines[1:], self.sites[1:]
        self.count = n - 1
        if self.raised is not None:
            self.raised = (max(0, self.raised[0] - 1), self.raised[1])

    def reset(self) -> None:
        for column in (self.positions, self.parents, self.depths, self.players, self.results,
                       self.lines, self.sites):
            del column[:]
        self.count = 0
        self.raised = self.stopped = None
