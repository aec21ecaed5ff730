"""Random alpha-beta exercises: reproducible, and every answer key checked by hand-written
reference code (tests/reference/exercise_key.py: a plain alpha-beta on nested lists, with
its own textbook naming)."""

from __future__ import annotations

import html
import io
import json
import re
from dataclasses import astuple
from pathlib import Path
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import given
from hypothesis import strategies as st
from reference.exercise_key import answer_key

from minimax_viz.errors import InvalidOptionError
from minimax_viz.explain import words
from minimax_viz.lessons.exercise import make_exercise, parse_values, write_exercise
from minimax_viz.lessons.veil import unveil


# -- the tests -----------------------------------------------------------------------------------
def test_a_seed_always_gives_the_same_exercise() -> None:
    first, again = make_exercise(11, 3, 2, (-9, 9)), make_exercise(11, 3, 2, (-9, 9))
    assert first == again and first.tree == again.tree
    assert make_exercise(12, 3, 2, (-9, 9)).tree != first.tree
    shape = json.loads(first.tree)
    assert len(shape) == 2 and all(len(b) == 2 and all(len(c) == 2 for c in b) for b in shape)
    assert all(-9 <= v <= 9 for b in shape for c in b for v in c)


@fuzz(300)
@given(seed=st.integers(0, 10**6), depth=st.integers(1, 4), branching=st.integers(2, 4),
       low=st.integers(-30, 10), width=st.integers(1, 40))
@pytest.mark.fuzz
def test_answer_keys_match_the_reference(seed: int, depth: int, branching: int, low: int,
                                         width: int) -> None:
    exercise = make_exercise(seed, depth, branching, (low, low + width))
    assert astuple(exercise.key()) == answer_key(json.loads(exercise.tree))


def test_many_seeds_of_the_default_exercise() -> None:
    pruned = 0
    for seed in range(150):
        exercise = make_exercise(seed)
        key = exercise.key()
        assert astuple(key) == answer_key(json.loads(exercise.tree))
        pruned += bool(key.pruned_leaves)
        assert len(key.evaluated) + len(key.pruned_leaves) == 27
    assert pruned > 100  # most random trees teach a cut


def test_the_key_in_words() -> None:
    lines = make_exercise(0, 2, 3, (0, 9)).key().lines()
    assert lines == ["Root value: 4", "Best move: a2 (to C)",
                     ("Leaves evaluated, in order: b1 (6), b2 (6), b3 (0), c1 (4), c2 (8), "
                      "c3 (7), d1 (6), d2 (4)"),
                     "Pruned leaves: d3", "Pruned subtrees: none"]


@pytest.mark.parametrize(("settings_", "problem"), [
    ((1, 0, 3, (0, 9)), "depth 0 must be 1..6"),
    ((1, 3, 1, (0, 9)), "branching 1 must be 2..6"),
    ((1, 6, 6, (0, 9)), "makes 46,656 leaves; at most 256"),
    ((1, 2, 2, (5, 5)), "values 5..5 must be LO..HI with LO < HI"),
    (("x", 2, 2, (0, 9)), "seed 'x' is not a whole number"),
    ((1, 2.0, 2, (0, 9)), r"depth 2\.0 must be 1\.\.6"),  # once accepted
    ((1, True, 2, (0, 9)), "depth True must be 1..6"),
    ((1, 2, 3.0, (0, 9)), r"branching 3\.0 must be 2\.\.6"),
])
def test_bad_settings(settings_: tuple[Any, ...], problem: str) -> None:
    with pytest.raises(InvalidOptionError, match=problem):
        make_exercise(*settings_)


def test_values_text() -> None:
    assert parse_values("0..20") == (0, 20) and parse_values(" -5..-1 ") == (-5, -1)
    for bad in ("0-20", "a..b", ""):
        with pytest.raises(InvalidOptionError, match="not LO..HI"):
            parse_values(bad)


@pytest.mark.dot
def test_the_files_and_the_command(cli: Any, tmp_path: Path) -> None:
    from pypdf import PdfReader

    result = cli("exercise", "--seed", "5", "--depth", "2", "--branching", "3",
                 "--values=-5..5", "-o", str(tmp_path))
    assert result.status == 0, result.err
    exercise = make_exercise(5, 2, 3, (-5, 5))
    assert f"Tree: {exercise.tree}" in result.out
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["answers.pdf", "answers.txt", "worksheet.html", "worksheet.pdf"]
    key = "\n".join(exercise.key().lines())
    assert key in (tmp_path / "answers.txt").read_text()
    answers = PdfReader(io.BytesIO((tmp_path / "answers.pdf").read_bytes()))
    text = " ".join(answers.pages[0].extract_text().split())
    root_line = words.ANSWER_KEY_LINES["value"].format(value=exercise.key().root_value)
    assert len(answers.pages) == 1 and root_line in text
    sheet = " ".join(PdfReader(tmp_path / "worksheet.pdf").pages[0].extract_text().split())
    assert " ".join(words.WORKSHEET_QUESTIONS.split()) in sheet and root_line not in sheet
    page = (tmp_path / "worksheet.html").read_text()
    data = re.search(r'id="mmv-data">([A-Za-z0-9._=]+)</script>', page)  # veiled: no answers
    assert data and json.loads(unveil(data.group(1)))["predict"]
    assert f"<title>{html.escape(exercise.title())}</title>" in page
    assert write_exercise(exercise, tmp_path / "again")[0].name == "worksheet.pdf"


def test_the_command_rejects_bad_settings(cli: Any, tmp_path: Path) -> None:
    result = cli("exercise", "--depth", "9", "-o", str(tmp_path))
    assert result.status == 2 and result.err == "minimax-viz: error: depth 9 must be 1..6\n"
    assert not list(tmp_path.iterdir())


# -- review fixes: whole-folder writes, honest range errors, short quotes, CallTree questions ----
@pytest.mark.dot
def test_a_failed_write_leaves_the_old_exercise_whole(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from minimax_viz.lessons import exercise_sheets

    first = make_exercise(1, 2, 2, (0, 9))
    write_exercise(first, tmp_path)
    (tmp_path / "notes.txt").write_text("mine")
    before = {name: (tmp_path / name).read_bytes() for name in
              ("worksheet.pdf", "answers.pdf", "worksheet.html", "answers.txt")}

    def broken(exercise: object, paper: str) -> bytes:
        raise RuntimeError("disk full")

    monkeypatch.setattr(exercise_sheets, "answers_pdf", broken)  # after worksheet.pdf is made
    with pytest.raises(RuntimeError, match="disk full"):
        write_exercise(make_exercise(2, 2, 2, (0, 9)), tmp_path)
    assert {name: (tmp_path / name).read_bytes() for name in before} == before  # no mix
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*before, "notes.txt"])
    monkeypatch.undo()
    second = make_exercise(2, 2, 2, (0, 9))
    write_exercise(second, tmp_path)  # a whole new set; the user's file carried over
    assert second.tree in (tmp_path / "answers.txt").read_text()
    assert (tmp_path / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize(("values", "problem"), [
    ((0, 10**12), "value 1000000000000 is out of range: leaf values must lie within ±999,999,999"),
    ((-10**9, 0), "value -1000000000 is out of range"),
    ((0, 10**5000), "value <a whole number of about 5,000 digits> is out of range"),
    ((3, 2), "values 3..2 must be LO..HI with LO < HI"),
])
def test_values_errors_name_the_real_problem(values: tuple[int, int], problem: str) -> None:
    with pytest.raises(InvalidOptionError) as caught:
        make_exercise(1, 2, 2, values)
    assert str(caught.value).startswith(problem)


def test_long_input_is_quoted_short_with_its_length() -> None:
    seed: Any = "x" * 200
    for call in (lambda: make_exercise(seed), lambda: parse_values("x" * 200),
                 lambda: parse_values("0.." + "1" * 5000), lambda: make_exercise(10**5000)):
        with pytest.raises(InvalidOptionError) as caught:
            call()
        message = str(caught.value)
        assert len(message) < 200 and ("characters)" in message or "digits>" in message)
    with pytest.raises(InvalidOptionError, match=r"\(5,000 characters\) is out of range"):
        parse_values("0.." + "1" * 5000)


def test_the_command_says_the_range_is_the_problem(cli: Any, tmp_path: Path) -> None:
    result = cli("exercise", "--values", "0..1000000000000", "-o", str(tmp_path))
    assert result.status == 2
    assert result.err == ("minimax-viz: error: value 1000000000000 is out of range:"
                          " leaf values must lie within ±999,999,999\n")


def test_the_key_comes_from_call_tree_questions() -> None:
    from minimax_viz import trace
    from minimax_viz.games import TREE

    tree = trace("[[3,12,8],[2,4,6],[14,5,2]]", pruning="alphabeta", game=TREE)
    leaves = [TREE.pictures.node_name(tree[i].position) for i in tree.terminal_calls()]
    assert leaves == ["b1", "b2", "b3", "c1", "d1", "d2", "d3"]  # the textbook's order
    assert [(TREE.pictures.node_name(tree[i].position), tree[i].skipped) for i in tree.cut_calls()] \
        == [("C", (2, 3))]
    plain = trace("[[3,12,8],[2,4,6],[14,5,2]]", game=TREE)
    assert plain.cut_calls() == [] and len(plain.terminal_calls()) == 9
    assert astuple(make_exercise(3).key()) == answer_key(json.loads(make_exercise(3).tree))
