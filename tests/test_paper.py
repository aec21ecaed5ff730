"""Worksheets, answer keys and handouts on paper: A4 or Letter pages, text never under 8 pt,
a drawing too big for one page split with a mark saying where it goes on. Checked by reading
the PDFs themselves (page sizes, and every glyph's size as the page shows it)."""

from __future__ import annotations

import io
import math
import re
from pathlib import Path

import pypdf
import pytest
from conftest import Cli

import minimax_viz as mv
from minimax_viz.draw.paper import check_paper, paper_pdf
from minimax_viz.errors import InvalidOptionError
from minimax_viz.explain import Steps
from minimax_viz.lessons.exercise import make_exercise, write_exercise
from minimax_viz.lessons.slides import HANDOUT, write_slides

pytestmark = pytest.mark.slow

#: The mark on each page of a drawing split over several.
MARK = re.compile(r"page (\d+) of (\d+): ")
#: Paper sizes in points, measured independently of the package's table.
SIZES = {"a4": (210 / 25.4 * 72, 297 / 25.4 * 72), "letter": (8.5 * 72, 11 * 72)}


def page_sizes(reader: pypdf.PdfReader) -> set[tuple[float, float]]:
    """Each page's size, portrait (short side first), rounded to a point."""
    return {tuple(sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))))
            for p in reader.pages}  # type: ignore[misc]


def glyph_sizes(page: pypdf.PageObject) -> list[tuple[str, float]]:
    """Every piece of text on the page with its size as printed: the font size times the
    scale of the text matrix and the page's transformation together."""
    found: list[tuple[str, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if not text.strip():
            return
        a, b = tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3]
        c, d = tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3]
        found.append((text, size * math.sqrt(abs(a * d - b * c))))

    page.extract_text(visitor_text=visit)
    return found


def check_paper_pdf(data: bytes, paper: str) -> pypdf.PdfReader:
    """The PDF's pages are all of ``paper`` (either way up), its text at least 8 pt, and
    when it has several pages each says which it is and where the drawing goes on."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    expected = tuple(round(v) for v in SIZES[paper])
    assert page_sizes(reader) == {expected}
    sizes = [size for page in reader.pages for _, size in glyph_sizes(page)]
    assert sizes and min(sizes) >= 8 - 0.01
    expected_next = 1
    for page in reader.pages:  # one drawing's pages after another, each numbered in turn
        text = " ".join(page.extract_text().split())
        marks = MARK.findall(text)
        if not marks:
            assert expected_next == 1  # a drawing on one page
            continue
        (number, count), = marks
        assert int(number) == expected_next and int(number) <= int(count)
        assert ("continued on the next page" in text) == (int(number) < int(count))
        assert ("continued from the previous page" in text) == (int(number) > 1)
        expected_next = 1 if number == count else int(number) + 1
    assert expected_next == 1
    return reader


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("depth", "branching"), [(2, 2), (3, 3), (4, 2)])
def test_exercise_sheets_fit_the_paper_with_readable_text(tmp_path: Path, paper: str,
                                                          depth: int, branching: int) -> None:
    exercise = make_exercise(7, depth, branching, (0, 20))
    write_exercise(exercise, tmp_path, paper)
    for name in ("worksheet.pdf", "answers.pdf"):
        reader = check_paper_pdf((tmp_path / name).read_bytes(), paper)
        first = " ".join(reader.pages[0].extract_text().split())
        assert exercise.title() in first  # the caption is on the first page


def test_a_small_tree_takes_one_page_and_a_wide_one_is_split(tmp_path: Path) -> None:
    small = make_exercise(1, 2, 2, (0, 9))
    wide = make_exercise(1, 4, 3, (0, 9))
    for exercise, one_page in ((small, True), (wide, False)):
        write_exercise(exercise, tmp_path / str(one_page))
        reader = pypdf.PdfReader(tmp_path / str(one_page) / "worksheet.pdf")
        assert (len(reader.pages) == 1) is one_page


def test_every_leaf_of_a_split_tree_is_printed(tmp_path: Path) -> None:
    """Cutting the drawing into pages loses nothing: every leaf's value shows on a page."""
    exercise = make_exercise(3, 4, 3, (100, 999))  # three-digit values: no false matches
    write_exercise(exercise, tmp_path)
    reader = pypdf.PdfReader(tmp_path / "worksheet.pdf")
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    leaves = [v for v in exercise.position.tree.values if v is not None]
    assert len(reader.pages) > 1 and all(str(value) in text for value in leaves)


def test_the_handout_is_on_paper_step_by_step(tmp_path: Path) -> None:
    tree = mv.trace("O.XX.X.OO")
    write_slides(tree, tmp_path, paper="letter")
    reader = check_paper_pdf((tmp_path / HANDOUT).read_bytes(), "letter")
    texts = [" ".join(page.extract_text().split()) for page in reader.pages]
    lines = Steps(tree).lines()
    firsts = [i for i, text in enumerate(texts)
              if (mark := MARK.search(text)) is None or mark.group(1) == "1"]
    assert len(firsts) == 18  # every step starts a page (and may go on over more)
    for number, (index, sentence) in enumerate(zip(firsts, lines), 1):
        assert f"Step {number} of 18" in texts[index]
        assert " ".join(sentence.split()) in texts[index]


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_paper_names_in_any_case(paper: str) -> None:
    assert check_paper(paper) == paper.lower()


@pytest.mark.parametrize("paper", ["a3", "", None, 4, True])
def test_an_unknown_paper_is_a_one_line_error_quoting_it(paper: object) -> None:
    svg = '<svg width="10pt" height="10pt" viewBox="0 0 10 10"><text font-size="9">x</text></svg>'
    with pytest.raises(InvalidOptionError, match="paper") as raised:
        paper_pdf(svg, paper)  # type: ignore[arg-type]
    assert repr(paper) in str(raised.value) or str(paper) in str(raised.value)
    assert "\n" not in str(raised.value)


def test_the_command_line_takes_paper(tmp_path: Path, cli: Cli) -> None:
    assert cli("exercise", "--depth", "2", "--paper", "letter", "-o", str(tmp_path))[0] == 0
    check_paper_pdf((tmp_path / "worksheet.pdf").read_bytes(), "letter")
    status, _, err = cli("exercise", "--paper", "a3", "-o", str(tmp_path / "no"))
    assert status == 2 and "a3" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "no").exists()


def test_one_default_paper_for_the_api_and_the_command_line() -> None:
    """Every function that prints and both commands' --paper default to DEFAULT_PAPER, and
    the help says which it is."""
    import inspect

    from minimax_viz.cli import build_parser
    from minimax_viz.draw.paper import DEFAULT_PAPER, PAPERS
    from minimax_viz.lessons.exercise_sheets import answers_pdf, worksheet_pdf

    assert DEFAULT_PAPER in PAPERS
    for function in (write_slides, write_exercise, worksheet_pdf, answers_pdf):
        assert inspect.signature(function).parameters["paper"].default == DEFAULT_PAPER
    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    for name in ("slides", "exercise"):
        paper = next(a for a in commands[name]._actions if a.dest == "paper")
        assert paper.default == DEFAULT_PAPER and f"(default {DEFAULT_PAPER};" in paper.help
