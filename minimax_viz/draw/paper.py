"""A drawing on paper: A4 or Letter pages, text never under 8 pt, split when it cannot fit.

The drawing (any SVG of ours: a width and height in pt and a viewBox) is scaled
to the printable area of the page, in whichever orientation shows it larger; a
caption (a heading and a paragraph) goes under it on the first page, at a
fixed size. When the scale that fits the whole drawing on one page would make
its smallest text smaller than :data:`MIN_TEXT_PT`, the drawing is printed at
the scale that keeps that text at 8 pt and cut into a grid of pages that
overlap a little (what a cut crosses is whole on the next page), each marked
where it continues. Each page is an SVG drawn by cairosvg
(:func:`~.convert.convert_svg`) and the pages are merged into one PDF.

>>> pages = paper_pages('<svg width="100pt" height="50pt" viewBox="0 0 100 50">'
...     '<text font-size="10">x</text></svg>', "a4", "Tree", "A small tree.")
>>> len(pages), 'width="595.28pt"' in pages[0] or 'width="841.89pt"' in pages[0]
(1, True)
"""

from __future__ import annotations

import html
import itertools
import math
import re
import textwrap
from dataclasses import dataclass

from ..errors import InvalidOptionError, RenderError, quote
from ..explain import words
from .convert import SvgRoot, convert_svg, merge_pdfs
from .style import FONT, PAGE_COLOURS

#: Paper sizes in points (portrait), as ``--paper`` names them.
PAPERS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
#: The paper every PDF is on unless ``paper``/``--paper`` says another.
DEFAULT_PAPER = "a4"
#: The smallest text a printed drawing may have, in points.
MIN_TEXT_PT = 8.0
#: The page's margin, and the caption's and the continuation mark's text size, in points.
MARGIN, CAPTION_PT, MARK_PT = 30.0, 11.0, 9.0
#: How much of a page a split drawing's neighbouring pages share (nothing is cut on both).
OVERLAP = 0.2
#: How much a drawing may be enlarged to fill the page (a small tree stays a sensible size).
MAX_ENLARGE = 2.0

#: The root's placement attributes, replaced when the drawing is nested in a page.
_PLACEMENT = re.compile(r'\s(x|y|preserveAspectRatio|overflow)="[^"]*"')
_FONT_SIZE = re.compile(r'font-size(?:="|:\s*)([\d.]+)')


def check_paper(paper: object) -> str:
    """``paper`` as a key of :data:`PAPERS` (any case), else a one-line error quoting it."""
    name = paper.lower() if isinstance(paper, str) else None
    if name not in PAPERS:
        raise InvalidOptionError(f"paper {quote(paper)} is not one of {', '.join(PAPERS)}")
    return name


@dataclass(frozen=True)
class _Drawing:
    """The drawing's root tag parsed: its viewBox and its pt size."""

    attributes: str
    body: str
    box: tuple[float, float, float, float]
    width_pt: float

    @classmethod
    def of(cls, svg: str) -> _Drawing:
        root = SvgRoot.of(svg)
        if root is None or root.view_box is None or root.width is None:
            raise RenderError("cannot put this SVG on paper: no width in pt and viewBox")
        return cls(_PLACEMENT.sub("", root.attributes), svg[root.end:], root.view_box,
                   root.width)

    def smallest_text(self) -> float:
        """The smallest font size in viewBox units (a default 14 when none is set)."""
        sizes = [float(size) for size in _FONT_SIZE.findall(self.body)]
        return min(sizes, default=14.0) or 14.0

    def nested(self, x: float, y: float, width: float, height: float,
               region: tuple[float, float, float, float]) -> str:
        """The drawing's ``region`` (viewBox units) shown at (x, y), width x height pt."""
        view = " ".join(f"{v:.3f}" for v in region)
        return (f'<svg{self.attributes} x="{x:.3f}" y="{y:.3f}" width="{width:.3f}"'
                f' height="{height:.3f}" viewBox="{view}" preserveAspectRatio="xMinYMin meet"'
                f' overflow="hidden">{self.body}')


def _caption_lines(heading: str, text: str, width: float) -> list[str]:
    chars = max(20, int(width / (0.58 * CAPTION_PT)))
    return [heading, *textwrap.wrap(text, chars)] if heading or text else []


def _text(x: float, y: float, size: float, line: str, bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.2f}" y="{y:.2f}" font-family="{FONT}, sans-serif"'
            f' font-size="{size:g}"{weight} fill="{PAGE_COLOURS["ink"]}">'
            f"{html.escape(line)}</text>")


def _room(page: tuple[float, float], caption: list[str]) -> tuple[float, float]:
    """The width and height a page leaves the drawing: margins, caption, mark taken off."""
    return (page[0] - 2 * MARGIN,
            page[1] - 2 * MARGIN - (len(caption) + 0.5) * CAPTION_PT * 1.35 - 2 * MARK_PT)


def _parts(length: float, room: float) -> int:
    """How many pages, overlapping by :data:`OVERLAP` of one, hold ``length`` (pt)."""
    if length <= room + 1e-6:
        return 1
    return 1 + math.ceil((length - room) / (room * (1 - OVERLAP)) - 1e-9)


def paper_pages(svg: str, paper: str, heading: str = "", text: str = "") -> list[str]:
    """The drawing on pages of ``paper`` as SVG texts (the caption under it on page 1)."""
    drawing = _Drawing.of(svg)
    x0, y0, view_w, view_h = drawing.box
    natural = drawing.width_pt / view_w if view_w else 1.0   # pt per viewBox unit as drawn
    readable = MIN_TEXT_PT / drawing.smallest_text()

    def fitted(page: tuple[float, float]) -> tuple[int, float, int, int]:
        """(pages, -scale, columns, rows) of the drawing on ``page``: fewest pages first."""
        room_w, room_h = _room(page, _caption_lines(heading, text, page[0] - 2 * MARGIN))
        scale = max(min(room_w / view_w, room_h / view_h, MAX_ENLARGE * natural), readable)
        columns, rows = _parts(view_w * scale, room_w), _parts(view_h * scale, room_h)
        return columns * rows, -scale, columns, rows

    portrait = PAPERS[paper]
    page = min((portrait, portrait[::-1]), key=fitted)   # portrait or landscape
    count, minus_scale, columns, rows = fitted(page)
    scale, (page_w, page_h) = -minus_scale, page
    caption = _caption_lines(heading, text, page_w - 2 * MARGIN)
    room_w, room_h = _room(page, caption)
    # each page shows as much of the drawing as it holds; neighbours overlap (by at
    # least OVERLAP of a page), so what a cut crosses is whole on one of them
    tile_w, tile_h = min(view_w, room_w / scale), min(view_h, room_h / scale)
    step_w = (view_w - tile_w) / (columns - 1) if columns > 1 else 0.0
    step_h = (view_h - tile_h) / (rows - 1) if rows > 1 else 0.0
    x0, y0 = drawing.box[:2]
    out = []
    for number, (row, column) in enumerate(itertools.product(range(rows), range(columns)), 1):
        region = (x0 + column * step_w, y0 + row * step_h, tile_w, tile_h)
        parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{page_w:g}pt"'
                  f' height="{page_h:g}pt" viewBox="0 0 {page_w:g} {page_h:g}">'),
                 f'<rect width="{page_w:g}" height="{page_h:g}" fill="white"/>',
                 drawing.nested(MARGIN, MARGIN, tile_w * scale, tile_h * scale, region)]
        y = MARGIN + tile_h * scale + CAPTION_PT * 1.6
        for i, line in enumerate(caption if number == 1 else []):
            parts.append(_text(MARGIN, y + i * CAPTION_PT * 1.35, CAPTION_PT, line, i == 0))
        if count > 1:
            mark = words.continued(heading, number, count, row + 1, column + 1, rows, columns)
            parts.append(_text(MARGIN, page_h - MARGIN + MARK_PT, MARK_PT, mark))
        out.append("\n".join([*parts, "</svg>"]))
    return out


def paper_pdf(svg: str, paper: str, heading: str = "", text: str = "") -> bytes:
    """The drawing on ``paper`` (see :func:`paper_pages`) as one PDF."""
    return merge_pdfs([convert_svg(page, "pdf") for page in
                       paper_pages(svg, check_paper(paper), heading, text)])


__all__ = ["DEFAULT_PAPER", "MIN_TEXT_PT", "PAPERS", "check_paper", "paper_pages", "paper_pdf"]
