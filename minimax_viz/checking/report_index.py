"""The class report's front page: the class at a glance, its mistakes, where it goes wrong.

Plain HTML, no script: how many checks match (and what became of the others),
the named mistakes across the class with how many rows show each, a small
histogram per board of the call where files first differ from minimax, and a
table of every row linking to its page. Every text that came from a student is
escaped.
"""

from __future__ import annotations

import html
from collections import Counter, defaultdict
from collections.abc import Sequence

from ..explain.words import checking as check_words
from .verdicts import Row

_W = check_words.REPORT_WORDS
_STYLE = ("body{font-family:system-ui,sans-serif;margin:2em;max-width:80em}"
          "table{border-collapse:collapse;margin:.5em 0 1.5em}"
          "td,th{border:1px solid #ccc;padding:.25em .6em;text-align:left;vertical-align:top}"
          ".bar{background:#e07b39;height:.9em;display:inline-block}"
          ".match{color:#1a7f37}.fail{color:#b42318}pre{background:#f6f6f6;padding:.5em;"
          "white-space:pre-wrap;max-height:30em;overflow:auto}")


def page_shell(title: str, body: str) -> str:
    """A whole page: ``title`` (escaped here) above ``body`` (HTML already)."""
    shown = html.escape(title)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{shown}'
            f"</title><style>{_STYLE}</style></head><body><h1>{shown}</h1>{body}</body></html>\n")


def _table(head: Sequence[str], lines: Sequence[Sequence[str]]) -> str:
    """A table; ``head`` is escaped here, the cells are HTML already."""
    top = "".join(f"<th>{html.escape(cell)}</th>" for cell in head)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in line) + "</tr>"
                   for line in lines)
    return f"<table><tr>{top}</tr>{body}</table>"


def glance(rows: Sequence[Row]) -> str:
    matched = sum(row.matches for row in rows)
    counts = Counter(row.verdict for row in rows)
    lines = [[html.escape(check_words.VERDICTS[verdict]), str(count)]
             for verdict, count in counts.most_common()]
    return (f"<h2>{html.escape(_W['glance'])}</h2><p><b>"
            f"{html.escape(check_words.match_count(matched, len(rows)))}</b></p>"
            + _table([_W["verdict"], _W["count"]], lines))


def mistakes(rows: Sequence[Row]) -> str:
    named: dict[str, list[str]] = defaultdict(list)
    for row in rows:
        if row.mistake:
            named[row.mistake].append(row.file)
    heading = f"<h2>{html.escape(_W['mistakes'])}</h2>"
    if not named:
        return heading + f"<p>{html.escape(_W['no_mistakes'])}</p>"
    lines = [[html.escape(mistake), str(len(files)),
              html.escape(", ".join(sorted(set(files))))]
             for mistake, files in sorted(named.items(), key=lambda item: -len(item[1]))]
    return heading + _table([_W["mistake"], _W["count"], _W["file"]], lines)


def first_calls(rows: Sequence[Row]) -> str:
    """Per board, how many rows first differ at each call, as a bar each."""
    heading = f"<h2>{html.escape(_W['first_calls'])}</h2>"
    by_board: dict[str, Counter[int]] = defaultdict(Counter)
    for row in rows:
        if row.call is not None and row.verdict in ("differs", "fault"):
            by_board[row.board][row.call] += 1
    if not by_board:
        return heading + f"<p>{html.escape(_W['no_first_calls'])}</p>"
    parts = [heading]
    for board, counts in by_board.items():
        most = max(counts.values())
        lines = [[str(call), (f'<span class="bar" style="width:{8 * count / most:.1f}em">'
                              f"</span> {count}")] for call, count in sorted(counts.items())]
        parts.append(f"<h3>{html.escape(_W['board'])} {html.escape(board)}</h3>"
                     + _table([_W["call"], _W["count"]], lines))
    return "".join(parts)


def every_row(rows: Sequence[Row], pages: Sequence[str]) -> str:
    lines = []
    for row, page in zip(rows, pages):
        mark = "match" if row.matches else "fail"
        lines.append([html.escape(row.file), html.escape(row.board),
                      f'<span class="{mark}">{html.escape(row.verdict)}</span>',
                      "" if row.call is None else str(row.call), html.escape(row.mistake),
                      html.escape(row.sentence), f'<a href="{page}">{html.escape(_W["open"])}</a>'])
    head = [_W[key] for key in ("file", "board", "verdict", "call", "mistake", "sentence",
                                "page")]
    return f"<h2>{html.escape(_W['rows'])}</h2>" + _table(head, lines)


def index_html(rows: Sequence[Row], pages: Sequence[str]) -> str:
    """The front page; ``pages[i]`` is the link to row ``i``'s page."""
    body = glance(rows) + mistakes(rows) + first_calls(rows) + every_row(rows, pages)
    return page_shell(_W["title"], body)


__all__ = ["first_calls", "glance", "index_html", "mistakes", "page_shell"]
