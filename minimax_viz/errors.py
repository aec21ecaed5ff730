"""The exceptions minimax-viz raises: one base class, specific children.

Every child that is about bad input is also a ``ValueError``, so ordinary
``except ValueError`` code keeps working. Messages name the argument and quote
the offending input through :func:`quote`, so a 10 MB board gives a short line.

>>> quote("X" * 100)
"'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'... (100 characters)"
>>> quote([1, [2, [3, [4, [5]]]]])
'[1, [2, [3, [...]]]]'
"""

from __future__ import annotations

import reprlib
from collections.abc import Sized

#: How many characters of the user's input an error message quotes.
QUOTE_LIMIT = 80


class _ShortRepr(reprlib.Repr):
    """reprlib, but safe for whole numbers too long for ``repr`` and for broken ``__repr__``."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 256:
            return f"<a whole number of about {int(x.bit_length() * 0.30103):,} digits>"
        return super().repr_int(x, level)

    def repr_instance(self, x: object, level: int) -> str:
        try:
            return super().repr_instance(x, level)
        except Exception:  # noqa: BLE001 (a broken __repr__ must not hide the real error)
            return f"<{type(x).__name__} object>"


_REPR = _ShortRepr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlong = 3, QUOTE_LIMIT, QUOTE_LIMIT, 40
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 9


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as an error message shows it: a repr of at most about ``limit``
    characters, followed by the full length when it was cut.

    Safe for anything: huge, cyclic or deeply nested values, and whole numbers
    beyond Python's digit limit.
    """
    if isinstance(value, str):
        shown = repr(value[:limit])
        if len(shown) > limit + 2:  # escapes (\x00...) made it longer
            shown = shown[:limit] + "'"
        return shown if len(value) <= limit else f"{shown}... ({len(value):,} characters)"
    if isinstance(value, (bytes, bytearray)):
        return quote(value.decode("latin-1"), limit).replace("'", "b'", 1) \
            if len(value) > limit else repr(value)[:limit * 4]
    try:
        shown = _REPR.repr(value)
    except Exception:  # noqa: BLE001
        shown = f"<{type(value).__name__} object>"
    if len(shown) > limit:
        shown = shown[:limit - 3] + "..."
    try:
        size = len(value) if isinstance(value, Sized) and not isinstance(value, type) else None
    except Exception:  # noqa: BLE001
        size = None
    return shown if size is None or size <= 9 else f"{shown} ({size:,} items)"


class MinimaxVizError(Exception):
    """Base class of every error minimax-viz raises on purpose."""


class InvalidBoardError(MinimaxVizError, ValueError):
    """A board text that cannot be parsed, or a position that cannot arise in a game."""


class IllegalMoveError(MinimaxVizError, ValueError):
    """A move onto a taken cell, outside 0..8, or after the game has ended."""


class InvalidOptionError(MinimaxVizError, ValueError):
    """A search, render or export option with a value we do not accept."""


class TraceFormatError(MinimaxVizError, ValueError):
    """A trace file that is not a minimax-viz trace we can read."""


class RenderError(MinimaxVizError):
    """A diagram that cannot be drawn (too big, or Graphviz failed)."""


class GraphvizMissingError(RenderError):
    """Graphviz's ``dot`` binary is not installed or not on PATH."""


class NeedsHintError(MinimaxVizError, ValueError):
    """A student's file cannot be called or read without a hint: the sentence says which
    (a value that reads two ways is named, never guessed)."""
