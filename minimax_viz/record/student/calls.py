"""The raw notes of one recorded run: per call, in call order, what the wrapper saw.

While a run lasts, :class:`Notes` takes them in plain lists allocated ahead (grown by
doubling), so the wrapper writes each call's notes by index, without a method call
per column (a list's own store, which the interpreter does fastest: recording must
cost at most as much again as the student's function, ``benchmarks/bench_student.py``).
At the end of the run they are copied out into :class:`Calls`' compact columns, each
in one pass in C. A call that never returned keeps the blank result :data:`OPEN`.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from itertools import repeat
from typing import Any, Literal, NamedTuple, get_args

#: The result of a call that has not returned (yet).
OPEN: Any = object()
#: The fewest calls the columns are grown by.
FIRST_ROOM = 1024


#: Why a recorded run stopped early (see :class:`Fault`).
FaultKind = Literal["error", "recursion", "limit", "unfollowed"]
FAULT_KINDS: tuple[FaultKind, ...] = get_args(FaultKind)


@dataclass(frozen=True)
class Fault:
    """Why a recorded run stopped early: ``kind`` is ``"error"``, ``"recursion"``,
    ``"limit"`` or ``"unfollowed"`` (the search recursed where the recorder could not
    follow: ``facts`` names the function it called); ``call`` the id of the call it happened in; ``facts`` what the sentence
    is made of (``"error"``: the exception's type name and first line; ``"recursion"``:
    the depth, the repeated board's text and the depth it was first seen at;
    ``"limit"``: the call limit); ``message`` the sentence, made from them by the
    ``describe`` the recording was given (``explain.words.fault_sentence`` through
    :func:`minimax_viz.recorded`), else a plain note."""

    kind: FaultKind
    call: int
    message: str = ""
    error: BaseException | None = None
    facts: tuple[str | int, ...] = ()


class Scored(NamedTuple):
    """A return value that was neither a number, a tuple nor a dict, read when it came back."""

    score: float | None
    move: int | None


class Calls:
    """What a finished run noted per call (index = call id - 1), in columns."""

    def __init__(self) -> None:
        self.positions: list[Any] = []   # immutable snapshots
        self.parents = array("i")        # the caller's id, 0 for the root
        self.depths = bytearray()        # depth + 1
        self.players: list[Any] = []     # the player argument as given (str, bool) or None
        self.results: list[Any] = []     # a whole number, a tuple, Scored, or OPEN
        self.lines = array("i")          # the calling line, where the profiling hook saw it
        self.sites = bytearray()         # which of the recorded functions was called (0: entry)
        self.memos: set[int] = set()     # calls a cache answered (lru_cache) without a search
        self.count = 0                   # calls noted
        self.raised: tuple[int, BaseException] | None = None
        self.stopped: Fault | None = None

    def merge_pass_throughs(self) -> None:
        """Fold each call that only passed its board and player on to one call of another
        function (a driver ``def best(board): return search(board, True)``, a memo
        wrapper around the search) into that call: it is one call of the search."""
        n = self.count
        if n < 2 or self.stopped is not None or not any(self.sites):
            return  # one function, calling itself: nothing passes through
        parents, positions, players, sites = self.parents, self.positions, self.players, self.sites
        children = [0] * (n + 1)
        for parent in parents:
            children[parent] += 1
        folded = bytearray(n)
        for i in range(1, n):
            p = parents[i] - 1
            if p >= 0 and children[p + 1] == 1 and positions[i] == positions[p] and \
                    _same_player(players[i], players[p]) and (not sites or sites[i] != sites[p]):
                folded[p] = 1
        if not any(folded):
            return
        new_id = [0] * (n + 1)  # old id -> new id of the call that stands for it
        kept = [i for i in range(n) if not folded[i]]
        for number, i in enumerate(kept, 1):
            new_id[i + 1] = number
        for i in reversed(range(n)):  # a folded call stands for its one child
            if folded[i]:
                new_id[i + 1] = new_id[next(j for j in range(i + 1, n) if parents[j] == i + 1) + 1]

        def outer(i: int) -> int:  # the caller that is kept, above call index i
            p = parents[i]
            while p and folded[p - 1]:
                p = parents[p - 1]
            return new_id[p] if p else 0

        self.parents = array("i", [outer(i) for i in kept])
        depth: dict[int, int] = {0: 0}
        for number, parent in enumerate(self.parents, 1):
            depth[number] = depth[parent] + 1
        self.depths = bytearray(depth[number] for number in range(1, len(kept) + 1))
        self.positions = [positions[i] for i in kept]
        self.players = [players[i] for i in kept]
        self.results = [self.results[i] for i in kept]
        self.sites = bytearray(sites[i] for i in kept)
        if len(self.lines) == n:
            self.lines = array("i", [self.lines[i] for i in kept])
        self.count = len(kept)
        self.memos = {new_id[i + 1] - 1 for i in self.memos}
        if self.raised is not None:
            self.raised = (new_id[self.raised[0] + 1] - 1, self.raised[1])


class Notes:
    """A run's notes while it lasts (see the module's docstring): the first ``count``
    entries of each list are this run's; each has room for ``len(results)`` calls."""

    def __init__(self) -> None:
        self.positions: list[Any] = []
        self.parents: list[int] = []
        self.depths: list[int] = []
        self.players: list[Any] = []
        self.results: list[Any] = []     # OPEN until the call returns
        self.sites = bytearray()         # 0 unless noted otherwise
        self.lines = array("i")
        self.memos: set[int] = set()
        self.count = 0
        self.raised: tuple[int, BaseException] | None = None
        self.stopped: Fault | None = None

    def grow(self, room: int) -> None:
        """Make room for ``room`` calls in every list."""
        more = room - len(self.results)
        if more > 0:
            for column in (self.positions, self.players):
                column.extend(repeat(None, more))
            for numbers in (self.parents, self.depths):
                numbers.extend(repeat(0, more))
            self.results.extend(repeat(OPEN, more))
            self.sites.extend(bytes(more))

    def take(self) -> Calls:
        """This run's notes as columns; ``self`` is emptied for the next run (the wrapper
        keeps writing into the same lists), the room of its lists kept."""
        n = self.count
        calls = Calls()
        calls.positions, calls.players = self.positions[:n], self.players[:n]
        calls.parents, calls.depths = array("i", self.parents[:n]), bytearray(self.depths[:n])
        calls.results, calls.sites = self.results[:n], self.sites[:n]
        calls.lines, calls.count = array("i", self.lines), n
        calls.memos = set(self.memos)
        calls.raised, calls.stopped = self.raised, self.stopped
        self.reset()
        return calls

    def reset(self) -> None:
        """Ready for the next run, the room of the lists kept (growing them anew would
        cost every run a pass over each): what a call may leave unwritten is blanked, its
        result (:data:`OPEN`) and its site; the callers' ids are let go."""
        n = self.count
        self.results[:n] = repeat(OPEN, n)
        self.parents[:n] = repeat(0, n)
        self.sites[:n] = bytes(n)
        del self.lines[:]
        self.count = 0
        self.memos = set()
        self.raised = self.stopped = None


def _same_player(a: Any, b: Any) -> bool:
    """The same player argument, or one of the two calls has none."""
    if a is None or b is None:
        return True
    try:
        return bool(a == b) and type(a) is type(b)
    except (TypeError, ValueError):
        return a is b
