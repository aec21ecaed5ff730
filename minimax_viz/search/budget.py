"""How much one search may do: a budget of calls, progress while it runs, a refusal past it.

No search runs unbounded without telling. :func:`~minimax_viz.trace` and
:func:`~minimax_viz.solve` count the calls they make (every
:data:`REPORT_EVERY` calls, so the count costs next to nothing); past
:data:`PROGRESS_AFTER` calls a progress bar appears (tqdm: a text bar on the
terminal's stderr, a widget in Jupyter), and past ``max_calls`` (default
:data:`DEFAULT_MAX_CALLS`) the search stops with a :class:`SearchBudgetError`
saying how to search less. Calls, not seconds: the same search is refused on
every machine. The whole Tic-Tac-Toe tree (549,946 calls) fits the default
with room to spare and shows no bar.

>>> budget = Budget(10_000, False, "5")
>>> budget.check(10_000)
>>> budget.check(20_000)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
minimax_viz.search.budget.SearchBudgetError: the search of 5 passed its budget of 10,000 calls; ...
"""

from __future__ import annotations

from collections.abc import Callable
from types import TracebackType
from typing import Any, Self

from ..errors import InvalidOptionError, function, whole_number

#: The most calls a search makes unless told otherwise (``max_calls``, ``--max-calls``):
#: a few seconds of searching (about 4 s of Tic-Tac-Toe, 10 s of Nim on a laptop).
DEFAULT_MAX_CALLS = 2_000_000
#: How often (in calls) the count is checked and progress reported.
REPORT_EVERY = 10_000
#: The calls after which a progress bar appears: past the whole Tic-Tac-Toe tree, so
#: every search the lessons make stays quiet.
PROGRESS_AFTER = 600_000
#: What makes a search smaller, said by every refusal of one that is too big.
SEARCH_LESS = ("search less: --depth-limit N (depth_limit=), --pruning alphabeta, --memo,"
               " or a position nearer the end")

#: ``progress``: None (a bar once the search is long), False (none) or a function of the count.
Progress = Callable[[int], object] | bool | None


class SearchBudgetError(InvalidOptionError):
    """A search that made more calls than its budget (``max_calls``) allows."""


def read_max_calls(value: object) -> int | None:
    """The ``max_calls`` option: a whole number >= 1, or None for no limit."""
    return None if value is None else whole_number("max_calls", value, 1)


def read_progress(value: object) -> Progress:
    """The ``progress`` option: None, True or False, or a function of the calls so far."""
    if value is None or isinstance(value, bool):
        return value
    return function("progress", value)


class Budget:
    """Counts one search's calls (one or many :func:`search` runs) against ``max_calls``.

    ``check(calls)`` is called every :data:`REPORT_EVERY` calls: it reports progress
    (``progress`` a function: called with the count; None: a tqdm bar once past
    :data:`PROGRESS_AFTER`; True: a bar from the start; False: nothing) and raises
    :class:`SearchBudgetError` past the budget. Use it as a context manager, so the
    bar is closed however the search ends.
    """

    def __init__(self, max_calls: object, progress: object, position: str) -> None:
        self.max_calls = read_max_calls(max_calls)
        self.progress = read_progress(progress)
        self.position = position
        self._bar: Any = None

    def check(self, calls: int) -> None:
        if callable(self.progress):
            self.progress(calls)
        elif self.progress is not False:
            self._show(calls)
        if self.max_calls is not None and calls > self.max_calls:
            raise SearchBudgetError(
                f"the search of {self.position} passed its budget of {self.max_calls:,} calls;"
                f" {SEARCH_LESS}; or raise the budget: --max-calls N (max_calls=), 'all' (None)"
                " for no limit")

    def _show(self, calls: int) -> None:
        if self._bar is None:
            if self.progress is None and calls < PROGRESS_AFTER:
                return
            from tqdm.auto import tqdm  # a dependency; the widget form needs ipywidgets

            self._bar = tqdm(total=self.max_calls, initial=calls, unit=" calls",
                             unit_scale=True, desc=f"searching {self.position}"[:40],
                             leave=False)
        self._bar.update(calls - self._bar.n)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, error_type: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()
