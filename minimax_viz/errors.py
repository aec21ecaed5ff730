"""The exceptions minimax-viz raises: one base class, specific children.

Every child that is about bad input is also a ``ValueError``, so ordinary
``except ValueError`` code keeps working. Messages name the argument and quote
the offending input through :func:`quote`, so a 10 MB board gives a short line.

>>> quote("X" * 100)
"'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'... (100 characters)"
>>> quote([1, [2, [3, [4, [5]]]]])
'[1, [2, [3, [...]]]]'

Every option of every public function and command is read here, strictly and
with one message shape (the option's name, the value quoted, what it must be):
:func:`whole_number`, :func:`real_number`, :func:`true_or_false`, :func:`one_of`,
:func:`function`. A bool is never a number, a float never a whole number, and
text is a whole number only where the value comes from a command line (``text=True``).

>>> whole_number("max_bytes", True)
Traceback (most recent call last):
...
minimax_viz.errors.InvalidOptionError: max_bytes True must be a whole number >= 0
>>> real_number("scale", "2", 0, 100)
Traceback (most recent call last):
...
minimax_viz.errors.InvalidOptionError: scale '2' must be a number above 0 and at most 100
"""

from __future__ import annotations

import math
import numbers
import re
import reprlib
import sys
from collections.abc import Callable, Collection, Sized
from typing import Any

if sys.version_info >= (3, 13):
    from typing import TypeIs
else:  # narrowing both ways (PEP 742) came with Python 3.13
    from typing_extensions import TypeIs

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


# -- reading options strictly ---------------------------------------------------------------
#: Whole numbers as a command line writes them: ASCII digits, an optional minus sign.
_WHOLE_TEXT = re.compile(r"-?[0-9]{1,30}")


def whole_text(text: str) -> int | None:
    """A whole number written in ASCII digits (a minus allowed), as the command line and a
    typed move are read; None for anything else (``"٤"``, ``"1_0"``, ``"+4"``, ``" 4"``).

    >>> whole_text("-12"), whole_text("1_0"), whole_text("\u0664")
    (-12, None, None)
    """
    return int(text) if _WHOLE_TEXT.fullmatch(text) else None


def is_whole(value: object) -> TypeIs[int]:
    """A whole number: an int (or another integral number, read as one), never a bool."""
    # an int is the common case: checked first, without the ABC's slower isinstance
    return type(value) is int or (isinstance(value, numbers.Integral)
                                  and not isinstance(value, bool))


def whole_number(option: str, value: object, low: int | None = 0, high: int | None = None, *,
                 text: bool = False) -> int:
    """``value`` as a whole number ``low..high`` (None: no end that side).

    An ``int`` (or another integral number), never a bool or a float; with ``text``
    (a command line's value) also ASCII digits, so ``"٤"``, ``"1_000"`` and ``" 4"`` are
    refused as they are in the Python API.
    """
    number: int | None = None
    if is_whole(value):
        number = int(value)
    elif text and isinstance(value, str):
        number = whole_text(value)
    if number is None or (low is not None and number < low) or \
            (high is not None and number > high):
        raise InvalidOptionError(f"{option} {quote(value)} must be a whole number"
                                 f"{number_span(low, high)}")
    return number


def number_span(low: int | None, high: int | None) -> str:
    """How a message states a whole number's range: ``" >= 1"``, ``" 0..9"`` or nothing."""
    if low is None:
        return "" if high is None else f" <= {high:,}"
    return f" >= {low:,}" if high is None else f" {low:,}..{high:,}"


def real_number(option: str, value: object, low: float, high: float) -> float:
    """``value`` as a finite number above ``low`` and at most ``high`` (a bool is no number,
    nor is text)."""
    number: float | None = None
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        try:
            number = float(value)
        except OverflowError:  # a whole number past any float
            number = math.inf
    if number is None or not math.isfinite(number) or not low < number <= high:
        raise InvalidOptionError(
            f"{option} {quote(value)} must be a number above {low:g} and at most {high:g}")
    return number


def true_or_false(option: str, value: object) -> bool:
    """``value`` when it is True or False (never 1, "yes" or None)."""
    if not isinstance(value, bool):
        raise InvalidOptionError(f"{option} {quote(value)} is not True or False")
    return value


def one_of(option: str, value: object, choices: Collection[str]) -> str:
    """``value`` when it is one of ``choices`` (text compared exactly)."""
    if not isinstance(value, str) or value not in choices:
        raise InvalidOptionError(
            f"unknown {option} {quote(value)}; choose one of {', '.join(choices)}")
    return value


def function(option: str, value: object) -> Callable[..., Any]:
    """``value`` when it can be called."""
    if not callable(value):
        raise InvalidOptionError(f"{option} {quote(value)} is not a function")
    return value


def is_text(value: str) -> bool:
    """True when ``value`` can be written as UTF-8: no lone surrogates (undecodable
    bytes from a command line, ``\\udc80`` escapes in a JSON file) and no NUL."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "\x00" not in value


_CONTROL = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]")


def one_line(message: str) -> str:
    """``message`` on one line: line breaks and other control characters escaped.

    >>> one_line("unrecognized arguments: extra\\narg")
    'unrecognized arguments: extra\\\\narg'
    """
    return _CONTROL.sub(lambda found: repr(found.group())[1:-1], message)
