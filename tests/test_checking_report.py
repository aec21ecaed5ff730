"""``check --report DIR``: results.csv and index.html say the right counts, escape what
students wrote, and the folder is replaced whole (a user's own files kept)."""

from __future__ import annotations

import csv
import html
import io
import re
from pathlib import Path
from typing import Any

import pytest
import tutorial

from minimax_viz.checking import Row
from minimax_viz.checking.report import COLUMNS, OURS, write_csv
from minimax_viz.explain.words import checking as check_words

pytestmark = pytest.mark.slow

Cli = Any
HOSTILE_NAME = "<b>&'x\"=1.py"


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, str]:
    """Four files on two boards: a match, two with named mistakes, one that prints HTML."""
    from minimax_viz.cli import main

    folder = tmp_path_factory.mktemp("class")
    (folder / "a_good.py").write_text(tutorial.SOURCE, encoding="utf-8")
    (folder / "b_restore.py").write_text(tutorial.with_bug("board not restored"),
                                         encoding="utf-8")
    (folder / "c_switch.py").write_text(tutorial.with_bug("player never switched"),
                                        encoding="utf-8")
    (folder / HOSTILE_NAME).write_text("print('<script>alert(1)</script>')\n"
                                       "def minimax(board, player):\n    return 0\n",
                                       encoding="utf-8")
    out = tmp_path_factory.mktemp("out") / "report"
    out.mkdir()
    (out / "notes.txt").write_text("the teacher's own")
    (out / "index.html").write_text("an old report")
    status = main(["check", str(folder), "--board", "O.XX.X.OO", "--board", "XOXOXO...",
                   "--timeout", "5", "--report", str(out)])
    return out, status, str(folder)


def read_csv(out: Path) -> list[dict[str, str]]:
    with open(out / "results.csv", encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def test_results_csv_has_a_row_per_file_and_board(report: tuple[Path, int, str]) -> None:
    out, status, folder = report
    rows = read_csv(out)
    assert status == 1 and len(rows) == 8 and tuple(rows[0]) == COLUMNS
    verdicts = [row["verdict"] for row in rows]
    assert verdicts.count("match") == 2 and verdicts.count("differs") == 6
    mistakes = sorted(row["mistake"] for row in rows if row["mistake"])
    assert mistakes == ["board not restored"] * 2 + ["player never switched"] * 2
    first = {row["file"]: row["first_call"] for row in rows if row["board"] == "O.XX.X.OO"}
    assert first[f"{folder}/b_restore.py"] == "4" and first[f"{folder}/a_good.py"] == ""


def test_a_name_is_kept_as_written(report: tuple[Path, int, str]) -> None:
    out, _, folder = report
    assert f"{folder}/{HOSTILE_NAME}" in {row["file"] for row in read_csv(out)}


def test_a_cell_that_a_spreadsheet_would_run_is_defused() -> None:
    handle = io.StringIO()
    write_csv([Row("=HYPERLINK(1).py", "O.XX.X.OO", "load-error", "@SUM(1) failed")], handle)
    handle.seek(0)
    row = next(csv.DictReader(handle))
    assert (row["file"], row["sentence"]) == ("'=HYPERLINK(1).py", "'@SUM(1) failed")


def test_index_html_shows_the_class_at_a_glance(report: tuple[Path, int, str]) -> None:
    out, _, _ = report
    page = (out / "index.html").read_text(encoding="utf-8")
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    assert check_words.match_count(2, 8) in text
    assert re.search(r"board not restored\s+2", text) and re.search(r"player never switched\s+2",
                                                                    text)
    assert check_words.REPORT_WORDS["first_calls"] in text
    links = re.findall(r'href="(rows/\d+\.html)"', page)
    assert len(links) == 8 and all((out / link).is_file() for link in links)


def test_student_text_is_escaped_everywhere(report: tuple[Path, int, str]) -> None:
    out, _, _ = report
    pages = [out / "index.html", *sorted((out / "rows").glob("*.html"))]
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert "<script>alert" not in text and "<b>&'x" not in text
    row_pages = [p.read_text(encoding="utf-8") for p in (out / "rows").glob("[0-9].html")]
    assert any("&lt;script&gt;alert(1)&lt;/script&gt;" in text for text in row_pages)


def test_a_row_page_links_steppers_at_the_first_differing_call(
        report: tuple[Path, int, str]) -> None:
    out, _, _ = report
    rows = read_csv(out)
    number = next(i for i, row in enumerate(rows, start=1)
                  if row["mistake"] == "board not restored")
    page = (out / "rows" / f"{number}.html").read_text(encoding="utf-8")
    call = rows[number - 1]["first_call"]
    links = re.findall(r'href="([^"#]+)#step=(\d+)"', page)
    assert links[0][0] == f"{number}-yours.html"
    assert re.fullmatch(r"minimax-\d+\.html", links[1][0])  # one reference page a board
    assert all((out / "rows" / name).is_file() for name, _ in links)
    assert f"from call {call}" in page and "<svg" in page


def test_the_folder_is_replaced_whole_keeping_other_files(report: tuple[Path, int, str]) -> None:
    out, _, _ = report
    assert (out / "notes.txt").read_text() == "the teacher's own"
    assert (out / "index.html").read_text(encoding="utf-8") != "an old report"
    assert sorted(p.name for p in out.iterdir()) == sorted([*OURS, "notes.txt"])
