"""The class report: ``results.csv``, ``index.html`` and a page per file x board.

The whole folder is built aside and swapped in at once
(:func:`~minimax_viz.files.replaced_directory`), so a reader never sees half a
report. Each row's page shows its sentence, what the file printed, and the
student's tree beside the reference with the first differing call marked
(:func:`~minimax_viz.draw.student.comparison_html`), with links to two stepper
pages (:func:`~minimax_viz.lessons.page.build_html`, the one stepper) opened at that
call. Every text that came from a student (file names, output, messages) is escaped.
"""

from __future__ import annotations

import csv
import html
import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

from ..errors import MinimaxVizError
from ..explain.words import checking as check_words
from ..files import replaced_directory
from ..record import CallTree
from .batch import default_jobs
from .report_index import index_html, page_shell
from .verdicts import Row

#: The report's own entries (others already in the folder are kept).
OURS = ("results.csv", "index.html", "rows")
#: The columns of ``results.csv``.
COLUMNS = ("file", "board", "verdict", "first_call", "mistake", "form", "sentence", "note")
_W = check_words.REPORT_WORDS


def write_report(rows: Sequence[Row], directory: str | os.PathLike[str]) -> Path:
    """Write the report of ``rows`` into ``directory`` (created or replaced whole)."""
    with replaced_directory(directory, lambda name: name in OURS) as building:
        (building / "rows").mkdir()
        with open(building / "results.csv", "w", encoding="utf-8", newline="") as handle:
            write_csv(rows, handle)
        pages = [f"rows/{number}.html" for number in range(1, len(rows) + 1)]
        references = {}  # a board's reference stepper, written once
        for number, row in enumerate(rows, start=1):
            if row.comparison is not None and row.board not in references:
                references[row.board] = _stepper(row.comparison.reference,
                                                 f"minimax-{number}.html", building)
        with ThreadPoolExecutor(max_workers=default_jobs()) as pool:  # dot runs meanwhile
            texts = pool.map(lambda number, row: _row_page(row, number, building, references),
                             range(1, len(rows) + 1), rows)
            for page, text in zip(pages, texts):
                (building / page).write_text(text, encoding="utf-8")
        (building / "index.html").write_text(index_html(rows, pages), encoding="utf-8")
    return Path(directory)


def write_csv(rows: Sequence[Row], handle: object) -> None:
    """One line per row, under :data:`COLUMNS`."""
    writer = csv.writer(handle)  # type: ignore[arg-type]
    writer.writerow(COLUMNS)
    for row in rows:
        writer.writerow([_cell(row.file), _cell(row.board), row.verdict,
                         "" if row.call is None else row.call, _cell(row.mistake),
                         _cell(row.form), _cell(row.sentence), _cell(row.note)])


def _cell(text: str) -> str:
    """A text cell a spreadsheet will not run as a formula."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _row_page(row: Row, number: int, building: Path, references: dict[str, Stepper]) -> str:
    comparison = row.comparison
    drawn = comparison is not None and not row.matches  # the diagrams bring the sentence
    parts = [] if drawn else [f"<p><b>{html.escape(row.sentence)}</b></p>"]
    if row.form:
        parts.append(f"<p>{html.escape(_W['form'])}: {html.escape(row.form)}</p>")
    if comparison is not None:
        call = row.call or 1
        if row.board not in references:
            references[row.board] = _stepper(comparison.reference, f"minimax-{number}.html",
                                             building)
        links = [_link(comparison.student, call, _stepper(comparison.student,
                                                          f"{number}-yours.html", building),
                       _W["yours"]),
                 _link(comparison.reference, call, references[row.board], _W["reference"])]
        parts.append("<ul>" + "".join(f"<li>{link}</li>" for link in links) + "</ul>")
        if drawn:  # the sentence, and the two trees side by side, the differing call marked
            parts.append(comparison.html())
    if row.note:
        parts.append(f"<p>{html.escape(row.note)}</p>")
    if row.output:
        parts.append(f"<h2>{html.escape(_W['output'])}</h2><pre>{html.escape(row.output)}</pre>")
    title = check_words.row_line(row.file, row.board, check_words.VERDICTS[row.verdict])
    back = f'<p><a href="../index.html">{html.escape(_W["back"])}</a></p>'
    return page_shell(title, back + "".join(parts))


class Stepper(NamedTuple):
    """A stepper page written into the report's ``rows`` (``page`` None: why not)."""

    page: str | None
    reason: str = ""


def _stepper(tree: CallTree, name: str, building: Path) -> Stepper:
    """Write a stepper page of ``tree`` as ``rows/name``."""
    from ..lessons.page import build_html  # lazily: only a report draws pages

    try:
        page = build_html(tree)
    except (MinimaxVizError, RecursionError) as exc:
        return Stepper(None, str(exc)[:200])
    (building / "rows" / name).write_text(page, encoding="utf-8")
    return Stepper(name)


def _link(tree: CallTree, call: int, stepper: Stepper, caption: str) -> str:
    """A link to the stepper page opened where ``call`` starts (the reason, if no page)."""
    if stepper.page is None:
        return html.escape(_W["no_stepper"].format(reason=stepper.reason))
    call = call if call <= len(tree) else 1
    step = next((i for i, event in enumerate(tree.timeline(), start=1)
                 if event.kind == "enter" and event.call == call), 1)
    return f'<a href="{stepper.page}#step={step}">{html.escape(caption.format(call=call))}</a>'


__all__ = ["COLUMNS", "OURS", "write_csv", "write_report"]
