"""What the search tells a tracer, and the tracer that listens to nothing.

The search reports to an explicit tracer object, never through ``sys.settrace``
or a global: ``enter`` when a call starts, ``memo_hit``, ``estimate`` and ``prune``
while it runs, ``leave`` when it returns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..games import Outcome
from ..games.exact import Number, Value


class Tracer(Protocol):
    """What the search tells a tracer. Every method may do nothing."""

    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None: ...
    def leave(self, score: Value, best_move: int | None, outcome: Outcome | None) -> None: ...
    def prune(self, skipped: tuple[int, ...], cut: str) -> None: ...
    def memo_hit(self) -> None: ...
    def estimate(self) -> None: ...  # the call is at the depth limit: its score is a guess


class NullTracer:
    """The default tracer: records nothing, costs next to nothing."""

    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None:
        pass

    def leave(self, score: Value, best_move: int | None, outcome: Outcome | None) -> None:
        pass

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        pass

    def memo_hit(self) -> None:
        pass

    def estimate(self) -> None:
        pass


NULL_TRACER = NullTracer()


class CallCounter(NullTracer):
    """A tracer that only counts: the calls, and those a depth limit scored with the
    game's evaluation; with ``report``, it is called with the count every ``every`` calls
    (a search's budget checks itself that way)."""

    def __init__(self, report: Callable[[int], None] | None = None, every: int = 1) -> None:
        self.calls, self.estimates = 0, 0
        self._report, self._every = report, every

    def enter(self, position: Any, move: int | None, depth: int,
              alpha: Number, beta: Number) -> None:
        self.calls += 1
        if self._report is not None and self.calls % self._every == 0:
            self._report(self.calls)

    def estimate(self) -> None:
        self.estimates += 1
