"""Exact values: whole numbers, and fractions where a game's values are not whole.

A textbook tree's leaf may be fractional (CS188's -4.01) and a chance node's
value is a probability-weighted mean (½ × 3 + ⅓ ...), so a value is an ``int``
or a :class:`fractions.Fraction`, never a float: ``exact`` keeps it so (a
whole Fraction becomes its ``int``, so whole numbers stay whole everywhere),
``exact_text`` writes it without losing anything (``-4.01``, ``15/2`` as
``7.5``, ``5/3``) and ``read_exact`` reads that text (or a JSON number) back.

>>> exact(Fraction(1, 2) * 3 + Fraction(1, 2) * 12), exact(Fraction(6, 3))
(Fraction(15, 2), 2)
>>> exact_text(Fraction(-401, 100)), exact_text(Fraction(15, 2)), exact_text(Fraction(5, 3))
('-4.01', '7.5', '5/3')
>>> read_exact("5/3"), read_exact(-4.01), read_exact(7)
(Fraction(5, 3), Fraction(-401, 100), 7)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache
from numbers import Rational, Real

#: A game's value: a whole number, or an exact fraction (never a float).
Value = int | Fraction
#: Anything a score or a bound may be: a game's value, +-inf, a student's own float.
Number = float | Fraction
#: The most decimal places a value is written with; more and it is written ``p/q``.
DECIMALS = 6


def exact(value: object) -> Value:
    """``value`` as an exact :data:`Value`: a whole one as ``int``. A float is read by its
    shortest text (``0.1`` is 1/10, as written), never by its binary expansion.
    TypeError for anything that is not a number, ValueError for inf and nan."""
    if isinstance(value, bool):
        raise TypeError(f"{value!r} is not a number")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{value!r} is not a finite number")
        value = Fraction(repr(value))
    elif isinstance(value, Rational):
        value = Fraction(int(value.numerator), int(value.denominator))
    elif isinstance(value, Real):
        return exact(float(value))
    else:
        raise TypeError(f"{value!r} is not a number")
    assert isinstance(value, Fraction)
    return int(value) if value.denominator == 1 else value


def read_exact(value: object) -> Value:
    """A value as written by :func:`exact_text` or JSON: a number, or text such as
    ``"5/3"``, ``"-4.01"``; ValueError when it is neither."""
    if isinstance(value, str):
        text = value.strip()
        if not text or len(text) > 60 or not all(c in "0123456789+-./ " for c in text):
            raise ValueError(f"{value!r} is not a number or a fraction such as 1/3")
        try:
            return exact(Fraction(text.replace(" ", "")))
        except (ValueError, ZeroDivisionError):
            raise ValueError(f"{value!r} is not a number or a fraction such as 1/3") from None
    try:
        return exact(value)
    except TypeError:
        raise ValueError(f"{value!r} is not a number or a fraction such as 1/3") from None


def exact_text(value: Value) -> str:
    """The exact value as text: whole numbers as they are, a fraction as a decimal when
    one of at most :data:`DECIMALS` places says it exactly, else as ``p/q``."""
    if isinstance(value, int) or value.denominator == 1:
        return str(int(value))
    denominator, twos, fives = value.denominator, 0, 0
    while denominator % 2 == 0:
        denominator, twos = denominator // 2, twos + 1
    while denominator % 5 == 0:
        denominator, fives = denominator // 5, fives + 1
    places = max(twos, fives)
    if denominator != 1 or places > DECIMALS:
        return f"{value.numerator}/{value.denominator}"
    scaled = abs(value.numerator) * 10 ** places // value.denominator
    whole, rest = divmod(scaled, 10 ** places)
    return f"{'-' if value < 0 else ''}{whole}.{rest:0{places}d}"


@lru_cache(maxsize=4096, typed=True)  # a big trace writes a few scores thousands of times;
def signed(score: Number) -> str:     # typed: 0.5 and 1/2 are equal, but written apart
    """A score as the tutorial writes it: ``+10``, ``-10``, ``0``; a student's own value
    too: ``+∞``, ``+0.5``; an exact fraction exactly: ``-4.01``, ``+5/3``.

    >>> signed(10), signed(0), signed(float("-inf")), signed(0.5), signed(Fraction(5, 3))
    ('+10', '0', '-∞', '+0.5', '+5/3')
    >>> signed(1_234_567), signed(-1_234_567)
    ('+1234567', '-1234567')

    Here, below every module that writes a score (the games' evaluations, the call tree,
    the words, which re-export it as ``words.signed``).
    """
    if type(score) is int:  # the common case first (a big trace formats every score)
        return f"{score:+d}" if score else "0"
    if isinstance(score, float) and math.isinf(score):
        return "+∞" if score > 0 else "-∞"
    if isinstance(score, Fraction):
        return ("+" if score > 0 else "") + exact_text(score)
    if isinstance(score, int):  # every digit: 1,234,567 is +1234567, never +1.23457e+06
        return f"{score:+d}" if score else "0"
    return f"{score:+g}" if score else "0"


def json_value(value: Value) -> int | float | str:
    """A value for a JSON file, exact when read back by :func:`read_exact`: a whole number,
    a decimal number (at most :data:`DECIMALS` places, so its float's shortest text is
    the decimal itself), else the text ``"p/q"``.

    >>> json_value(7), json_value(Fraction(15, 2)), json_value(Fraction(5, 3))
    (7, 7.5, '5/3')
    """
    if isinstance(value, int):
        return value
    text = exact_text(value)
    return text if "/" in text else float(text)


#: The probabilities written as one character (the textbook's ½, ⅓ ...).
_VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾", (1, 5): "⅕",
           (2, 5): "⅖", (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚", (1, 8): "⅛",
           (3, 8): "⅜", (5, 8): "⅝", (7, 8): "⅞"}


def odds_text(p: Fraction) -> str:
    """A probability as a picture's edge and a sentence write it: ``½``, ``⅓``, ``2/7``.

    >>> odds_text(Fraction(1, 2)), odds_text(Fraction(2, 7)), odds_text(Fraction(1))
    ('½', '2/7', '1')
    """
    return _VULGAR.get((p.numerator, p.denominator)) or \
        (str(p.numerator) if p.denominator == 1 else f"{p.numerator}/{p.denominator}")


def mean(weighted: Iterable[tuple[Fraction, Value]]) -> Value:
    """The probability-weighted mean of ``(probability, value)`` pairs, exactly (whole when
    it is whole). Summed in whole numbers over one common denominator: adding Fractions one
    by one reduces every partial sum, several times slower on a big tree of chance nodes.

    >>> mean([(Fraction(1, 2), 3), (Fraction(1, 2), 12)]), mean([(Fraction(1, 3), 2)] * 3)
    (Fraction(15, 2), 2)
    """
    pairs = [(p.numerator * v.numerator, p.denominator * v.denominator) for p, v in weighted]
    common = math.lcm(*(denominator for _, denominator in pairs))
    total = sum(numerator * (common // denominator) for numerator, denominator in pairs)
    value = Fraction(total, common)  # reduced once, here
    return value.numerator if value.denominator == 1 else value


__all__ = ["DECIMALS", "Number", "Value", "exact", "exact_text", "json_value", "mean",
           "odds_text",
           "read_exact"]
