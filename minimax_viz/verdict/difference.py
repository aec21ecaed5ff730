"""One difference between a student's search and the reference: the call, and why."""

from __future__ import annotations

from dataclasses import dataclass

from ..explain import words


@dataclass(frozen=True)
class Difference:
    """The first call where the two searches differ, and how."""

    kind: words.DifferenceKind  # what differs (the words name each kind)
    call: int              # the call's id (the same in both trees)
    found: str             # what the student's search did, in words
    expected: str          # what minimax does
    mistake: words.Mistake | None  # a known mistake, if recognised
    sentence: str


def make(kind: words.DifferenceKind, call: int, found: str, expected: str,
         mistake: words.Mistake | None = None, sentence: str | None = None) -> Difference:
    """A :class:`Difference`; its sentence from :func:`words.difference_sentence` unless
    given (then only the mistake's advice is added)."""
    text = words.difference_sentence(kind, call, found, expected, mistake) if sentence is None \
        else words.with_mistake(sentence, mistake)
    return Difference(kind, call, found, expected, mistake, text)
