"""What the search tells a tracer, and the tracer that listens to nothing.

The search reports to an explicit tracer object, never through ``sys.settrace``
or a global: ``enter`` when a call starts, ``memo_hit``, ``estimate`` and ``prune``
while it runs, ``leave`` when it returns.
"""

from __future__ import annotations

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
