"""checking/ and verdict/ on every file of the student gallery, as a teacher checks a class.

``tests/students/gallery.toml`` says what each file is and the verdict it must get
(its claims are checked against an independent solver by ``test_gallery_truth.py``).
Each file runs through ``minimax-viz check``'s own machinery, sandboxed, with only
the hint the manifest gives (most need none):

* a correct file ("match") matches on every board, and the form is named;
* a wrong file ("differs") is found wrong on at least one of its boards (some
  mistakes cannot show on every board), never asks for a hint, never crashes;
* a hostile file costs its own row with the right reason.
"""

from __future__ import annotations

import tomllib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from minimax_viz.checking.batch import check_files
from minimax_viz.checking.sandbox import Limits
from minimax_viz.checking.verdicts import Row
from minimax_viz.games import get_game

pytestmark = pytest.mark.slow

FOLDER = Path(__file__).parent / "students"
GALLERY: list[dict[str, Any]] = tomllib.loads(
    (FOLDER / "gallery.toml").read_text(encoding="utf-8"))["student"]
#: The verdict a hostile file's row gets, by what the manifest says it does.
HOSTILE_VERDICTS = {"exits": "exits", "timeout": "timeout", "memory": "memory",
                    "crash": "crash", "load-error": "load-error"}


def check_one(entry: dict[str, Any]) -> list[Row]:
    hints = {"call": entry["hint"]} if entry.get("hint") else {}
    return check_files([str(FOLDER / entry["file"])], list(entry["boards"]),
                       game=get_game(entry["game"]), hints=hints,
                       limits=Limits(timeout=10, memory_mb=1024), jobs=1)  # room for a loaded machine


@pytest.fixture(scope="module")
def rows() -> dict[str, list[Row]]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = list(pool.map(check_one, GALLERY))
    return {entry["file"]: file_rows for entry, file_rows in zip(GALLERY, found)}


def entries(expect: set[str]) -> list[Any]:
    return [pytest.param(e, id=e["file"]) for e in GALLERY if e["expect"] in expect]


@pytest.mark.parametrize("entry", entries({"match"}))
def test_a_correct_file_matches_on_every_board(rows: dict[str, list[Row]],
                                               entry: dict[str, Any]) -> None:
    found = rows[entry["file"]]
    assert [row.board for row in found] == entry["boards"]
    for row in found:
        assert row.verdict == "match", f"{row.board}: {row.sentence}"
        assert row.form and row.sentence.startswith("every call matches")


@pytest.mark.parametrize("entry", entries({"differs"}))
def test_a_wrong_file_is_found_wrong(rows: dict[str, list[Row]], entry: dict[str, Any]) -> None:
    found = rows[entry["file"]]
    assert {row.verdict for row in found} <= {"match", "differs"}, \
        [row.sentence for row in found]
    wrong = [row for row in found if row.verdict == "differs"]
    assert wrong, f"{entry['file']} ({entry['mistake']}) matched on every board"
    assert all(row.call and row.call >= 1 for row in wrong)


@pytest.mark.parametrize("entry", entries(set(HOSTILE_VERDICTS)))
def test_a_hostile_file_costs_its_own_row(rows: dict[str, list[Row]],
                                          entry: dict[str, Any]) -> None:
    for row in rows[entry["file"]]:
        assert row.verdict == HOSTILE_VERDICTS[entry["expect"]], row.sentence


def test_every_file_of_the_gallery_is_checked() -> None:
    listed = {entry["file"] for entry in GALLERY}
    assert listed == {path.name for path in FOLDER.glob("*.py")}
    assert len(listed) >= 24


@pytest.mark.parametrize("entry", entries({"match"}))
def test_a_matching_files_reference_makes_its_calls(entry: dict[str, Any]) -> None:
    """The reference drawn beside a matching file is the form recognised, call for call:
    the student's own calls, but for those its own cache answered (the reference has none).
    (The form 'each root move searched with a full window' once drew a root that cut.)"""
    from minimax_viz.checking.student_file import record_file
    from minimax_viz.verdict import decide

    hints = {"call": entry["hint"]} if entry.get("hint") else {}
    tree = record_file(str(FOLDER / entry["file"]), entry["boards"][0],
                       game=get_game(entry["game"]), hints=hints)
    form, difference, reference = decide(tree)
    assert difference is None, difference.sentence
    if not any(tree.data.memo):
        assert [c.position for c in reference] == [c.position for c in tree], form.words
