"""Fixtures any test module may share."""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

import pytest
from fuzzing import shares_profile
from hypothesis.configuration import set_hypothesis_home_dir

import minimax_viz as mv
from minimax_viz.explain import words
from minimax_viz.lessons import widgets


@pytest.fixture(autouse=True)
def steppers_data_found(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every stepper's thread finding every step's data (widgets.Stepper) starts at once, and
    has finished when the test ends, before its patches are undone: none runs into the next
    test."""
    monkeypatch.setattr(widgets, "SHOWN_FIRST", 0)
    yield
    for thread in threading.enumerate():
        if thread.name == widgets.STEPPER_DATA_THREAD:
            thread.join(60)
            assert not thread.is_alive(), "a stepper's data took over a minute"


@pytest.fixture
def article_board() -> mv.Board:
    """The freeCodeCamp article's position, X (the AI) to move::

        O |   | X
        ---------
        X |   | X
        ---------
          | O | O
    """
    return mv.Board.parse("O.XX.X.OO")


@pytest.fixture
def article_tree(article_board: mv.Board) -> mv.CallTree:
    """The article's 9-call search, recorded."""
    return mv.trace(article_board)


@pytest.fixture(scope="session")
def full_tree() -> mv.CallTree:
    """Plain minimax from the empty board: all 549,946 calls (a few seconds: the tests using it
    are marked ``exhaustive``)."""
    return mv.trace(mv.Board())


# -- the command line ------------------------------------------------------------------------
def said(key: str, /, **facts: object) -> str:
    """A line of the play words' template ``key`` with the facts filled in: the tests say
    which facts a screen must show, the words say how."""
    return words.PLAY_WORDS[key].format(**facts)


#: A fact a sentence check leaves open: :func:`fits` reads it as any text.
ANY = "\x00"


def fits(sentence: str, expected: str) -> bool:
    """True when ``sentence`` is ``expected`` (the words' own template or function, filled
    with the facts the test names), each :data:`ANY` in it standing for any text: a
    rewording passes, a wrong fact fails."""
    pattern = ".*".join(map(re.escape, expected.split(ANY)))
    return re.fullmatch(pattern, sentence, re.DOTALL) is not None


def matched(board: str, scoring: str = "article", game: str = "tictactoe") -> str:
    """What a check (the command's, the student page's) says of a correct plain minimax on
    ``board`` whose values are for the side to move there, scored by ``scoring``: the
    trace's calls and answer, in the form's words."""
    tree = mv.trace(board, game=game, scoring=scoring)
    win, mover = mv.SCORINGS[scoring].win(0), tree[1].player
    stakes = words.scoring_words([win], [0], [-win], own_stakes=False)
    form = words.form_words("none", "side", mover, mover, stakes)
    return words.form_summary(form, len(tree), words.answer(tree))


class CliResult(NamedTuple):
    """What one ``minimax-viz`` run gave: its exit status and what it printed."""

    status: int
    out: str
    err: str


Cli = Callable[..., CliResult]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """Run ``minimax-viz ARGV...`` in this process: ``cli("solve", "O.XX.X.OO")``.

    argparse's own exits (``--help``, usage errors) count as the run's status.
    """
    from minimax_viz.cli import main

    def run(*argv: str) -> CliResult:
        try:
            status = main(list(argv))
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else int(exit_.code is not None)
        out, err = capsys.readouterr()
        return CliResult(status, out, err)

    return run


# -- markers that need something installed ---------------------------------------------------
#: What each marker needs, and how to get it. In CI a missing tool is a failure, never a skip.
NEEDS: dict[str, tuple[Callable[[], bool], str]] = {"dot": (lambda: shutil.which("dot") is not None,
                 "Graphviz's dot is not installed: run `make dot`"),
         "browser": (lambda: Path("/usr/bin/chromium").exists(),
                     "Chromium is not installed: run `make chromium`")}


def pytest_configure(config: pytest.Config) -> None:
    """Hypothesis keeps what it stores (its cache of the constants in the source) in pytest's
    cache folder, never in a ``.hypothesis/`` of the work tree; the shared profile
    (tests/fuzzing.py) keeps no example database."""
    cache = getattr(config, "cache", None)  # None under -p no:cacheprovider
    set_hypothesis_home_dir(cache.mkdir("hypothesis") if cache is not None
                            else Path(tempfile.gettempdir()) / "minimax-viz-hypothesis")


#: Why a Hypothesis test was refused, kept on the item in an xdist worker (failed at setup).
REFUSED = pytest.StashKey[str]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every lesson notebook nbmake collects ``notebook``; refuse a Hypothesis test not
    marked ``fuzz`` (it would slow ``make unit``) or not run with the shared profile
    (``@fuzz(n)`` from tests/fuzzing.py: no deadline, no database, the same examples every
    run); skip the tests whose marker needs a missing tool, outside CI only.

    A refusal stops the run before any test; in an xdist worker (whose stopping the
    controller reports without its reason) each refused test fails at its setup instead."""
    refused = []
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
        test = getattr(item, "obj", None)
        if not getattr(test, "is_hypothesis_test", False):
            continue
        why = [reason for reason, wrong in (
            ("not marked fuzz", "fuzz" not in item.keywords),
            ("not decorated with @fuzz(n) from tests/fuzzing.py", not shares_profile(test)))
            if wrong]
        if why:
            item.stash[REFUSED] = "Hypothesis test outside the shared fuzz settings: " + \
                "; ".join(why)
            refused.append(f"{item.nodeid} ({'; '.join(why)})")
    if refused and not hasattr(config, "workerinput"):
        raise pytest.UsageError("Hypothesis tests outside the shared fuzz settings: "
                                + ", ".join(refused))
    if os.environ.get("CI"):
        return
    for marker, (present, reason) in NEEDS.items():
        if present():
            continue
        for item in items:
            if marker in item.keywords:
                item.add_marker(pytest.mark.skip(reason=reason))


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Fail a Hypothesis test refused in an xdist worker, saying why."""
    if REFUSED in item.stash:
        pytest.fail(item.stash[REFUSED], pytrace=False)
