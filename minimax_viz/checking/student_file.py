"""Recording a student's file on one board: :func:`record_file`, the one entry point.

It loads the file as a fresh module (a second board never sees what the first
left behind: a cache, a mutated module-level board), finds the function, makes the
tutorial's module-level player names agree with the side to move, and records one
run. ``minimax-viz check`` calls it only in its child process (the student's code never
runs in the teacher's process); the site's page calls it in the browser's own Python,
through :func:`minimax_viz.lessons.in_browser.check_code`.

What a file that cannot load, a bad hint or a file with no such function says is
said here, for the check; the rest is the recorder's
(:func:`minimax_viz.record.student.plan.record_module`): the file's search found, called
and read in its own representation, or a :class:`NeedsHint`. Nothing it loads or runs
writes a ``__pycache__``.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

from ..errors import InvalidOptionError, MinimaxVizError, quote
from ..explain import words
from ..explain.words import checking as check_words
from ..games import Game
from ..record import CallTree
from ..record.student.calling import parse_call
from ..record.student.module import NoSuchFunction
from ..record.student.plan import Hints, NeedsHint, record_module

#: The keys of ``record_file``'s hints (None: not given).
HINT_KEYS = ("function", "call", "board_format", "marks", "position", "player")

_names = itertools.count(1)


class LoadError(MinimaxVizError):
    """The file cannot be loaded, or has no such function: nothing was recorded."""


class FailedBeforeFirstCall(MinimaxVizError):
    """The student's code raised before its function was first called."""


def _load_module(path: str) -> ModuleType:
    """The student's file as a new module (its own name, so two loads never share one)."""
    file = Path(path)
    spec = importlib.util.spec_from_file_location(f"minimax_viz_student_{next(_names)}", file)
    if spec is None or spec.loader is None:
        raise LoadError(f"{quote(path)} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise LoadError(check_words.syntax_error(file.name, exc.lineno, str(exc.msg))) from None
    except MemoryError:
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - whatever the file's code raises
        raise LoadError(check_words.failed_loading(
            file.name, f"{type(exc).__name__}: {quote(str(exc))}")) from None
    return module


@contextmanager
def _writing_no_bytecode() -> Iterator[None]:
    """No ``__pycache__`` written meanwhile (the setting given back after): a student's
    folder stays as it was, whatever the file imports as it loads or as its function runs.
    (``check``'s child also runs with PYTHONDONTWRITEBYTECODE, set by
    ``sandbox.child_environment``; this covers the page and every other caller.)"""
    written, sys.dont_write_bytecode = sys.dont_write_bytecode, True
    try:
        yield
    finally:
        sys.dont_write_bytecode = written


def record_file(path: str, board: str, *, game: Game,
                hints: dict[str, Any] | None = None) -> CallTree:
    """Load ``path`` and record its search on ``board``: the student's tree.

    ``hints`` holds :data:`HINT_KEYS` (None: not given). Raises :class:`LoadError`,
    :class:`NeedsHint` (or the recorder's own :class:`MinimaxVizError`) when nothing
    could be recorded, :class:`FailedBeforeFirstCall` when the code raised first.
    """
    given = Hints(**{key: _text((hints or {}).get(key)) for key in HINT_KEYS})
    position = game.parse(board)
    if given.call is not None:
        try:
            parse_call(given.call)
        except InvalidOptionError as exc:
            raise NeedsHint(check_words.needs_hint(str(exc))) from None
    try:
        with _writing_no_bytecode():
            return record_module(lambda: _load_module(path), game, position, given,
                                 describe=words.fault_sentence)
    except NoSuchFunction as exc:
        if exc.uncallable:  # the search is known, how to call it is not
            raise NeedsHint(check_words.needs_hint(str(exc))) from None
        raise LoadError(check_words.no_function(
            Path(path).name, quote(exc.name), quote(exc.defined) if exc.defined else "")
        ) from None
    except NeedsHint as exc:
        text = str(exc)
        if text.startswith(check_words.needs_hint("")):
            raise
        raise NeedsHint(check_words.needs_hint(text)) from None
    except (MinimaxVizError, MemoryError):
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - raised before any call
        raise FailedBeforeFirstCall(check_words.failed_before_first_call(
            given.function or "the search", f"{type(exc).__name__}: {quote(str(exc))}")) from None


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


__all__ = ["HINT_KEYS", "FailedBeforeFirstCall", "LoadError", "NeedsHint", "record_file"]
