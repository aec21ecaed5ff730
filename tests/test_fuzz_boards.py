"""Fuzzing games/tictactoe_board.py's readers: any text or list gives a Board or one error.

Any text or list gives a legal Board or one short InvalidBoardError.

The oracle is written here from the README's list of notations (a cell is X or O in
either case, '.' or a digit for an empty cell; rows split by '/', spaces, tabs or
newlines; or a JSON array of "X", "O", "." / "" / an index), and legality comes from
the reference solver's set of reachable positions.
"""

from __future__ import annotations

import json
import string
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from reference import tictactoe

from minimax_viz import Board, InvalidBoardError, trace
from minimax_viz.errors import QUOTE_LIMIT

pytestmark = pytest.mark.fuzz

LEGAL = frozenset(tictactoe.reachable_positions())
#: Characters the notations use, and look-alikes they must refuse.
ALPHABET = "XOxo.0123456789/ \t\r\n" + "-_|,\xa0²①٣\u3000Zq[]\"'"


def oracle(text: str) -> str | None:
    """The 9 cells the README's text notation reads from ``text`` (None: not a board)."""
    cells = []
    for ch in text:
        if ch in "/ \t\r\n":
            continue
        if ch in "XOxo":
            cells.append(ch.upper())
        elif ch == "." or ch in string.digits:
            cells.append(".")
        else:
            return None
    return "".join(cells) if len(cells) == 9 else None


def assert_short(error: Exception, given_input: object) -> None:
    message = str(error)
    assert "\n" not in message and len(message) < 4 * QUOTE_LIMIT + 200, message[:500]
    if isinstance(given_input, str) and len(given_input) > QUOTE_LIMIT + 20:
        assert f"({len(given_input):,} characters)" in message


@fuzz(2500)
@given(st.text(alphabet=ALPHABET, max_size=14) | st.text(max_size=12))
@example("X-O-X-O-.")            # '-', '_' and '|' are not in the README's list
@example("XO_X_O_..")
@example("X|O|.\nX|O|.\n...")
@example("X\xa0O........")       # a no-break space is not a separator
@example("X²O①.٣....")           # nor are other Unicode digits empty cells
@example("o1xx4x6oo")
def test_text_boards_follow_the_readme_exactly(text: str) -> None:
    expected = oracle(text) if not text.lstrip(" \t\r\n").startswith("[") else None
    try:
        board = Board.parse(text)
    except InvalidBoardError as error:
        assert expected is None or expected not in LEGAL, (text, expected)
        assert_short(error, text)
        return
    assert board.cells == expected and expected in LEGAL


CELL = st.sampled_from(["X", "O", "x", "o", ".", "", "0", "4", "8"]) | st.integers(-2, 10)
ODD_CELL = (st.none() | st.booleans() | st.floats(allow_nan=True) | st.binary(max_size=3)
            | st.text(max_size=3) | st.integers() | st.just(10 ** 5000) | st.lists(st.none()))


def cell_oracle(item: object) -> str | None:
    if isinstance(item, str) and item in ("X", "O", "x", "o"):
        return item.upper()
    if isinstance(item, str) and item in ("", ".", *"012345678"):
        return "."
    if type(item) is int and 0 <= item <= 8:
        return "."
    return None


@fuzz(2000)
@given(st.lists(CELL | ODD_CELL, min_size=7, max_size=10), st.booleans())
@example([b"X"] * 9, False)                          # bytes: once a TypeError from json
@example([10 ** 5000] + ["."] * 8, True)            # beyond Python's digit limit
@example([True, False, 2, 3, 4, 5, 6, 7, 8], False)  # booleans are not indices
def test_list_and_json_boards(items: list[Any], as_json: bool) -> None:
    cells = [cell_oracle(item) for item in items]
    expected = "".join(c for c in cells if c) if len(items) == 9 and None not in cells else None
    given_input: object = items
    if as_json:
        try:
            given_input = json.dumps(items)
        except (TypeError, ValueError):
            return  # not JSON-able: the list form above covers it
    try:
        board = Board.parse(given_input)
    except InvalidBoardError as error:
        assert expected is None or expected not in LEGAL or (
            as_json and any(isinstance(i, float) for i in items)), (items, expected)
        assert_short(error, given_input)
        return
    assert board.cells == expected and expected in LEGAL


def nested(depth: int) -> list[Any]:
    outer: list[Any] = []
    inner = outer
    for _ in range(depth):
        inner.append([])
        inner = inner[0]
    return outer


def cyclic() -> list[Any]:
    loop: list[Any] = ["X"]
    loop.append(loop)
    return loop


@pytest.mark.parametrize("value", [
    [b"X"] * 9, nested(100_000), cyclic(), [cyclic()] * 9, "[" * 100_000, 5, 2.5, None,
    "X" * 100_000, '["X",' + "9" * 5000 + "]", object(), {"cells": "O.XX.X.OO"},
])
def test_hostile_boards_raise_one_short_documented_error(value: object) -> None:
    with pytest.raises(InvalidBoardError, match="^board ") as error:
        trace(value)  # type: ignore[arg-type]
    assert_short(error.value, value)
