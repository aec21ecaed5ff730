"""Cards' and edges' labels laid out and drawn here, so that ``dot`` only places boxes.

On a big tree ``dot`` spends most of its time on the labels: measuring every text (Pango,
one at a time), reading the HTML-like tables and writing each text and row out. So
:meth:`Labels.taken_out` hands ``dot`` each node's and edge's label as one empty cell of
the same size (the layout cannot differ), filled with a marker colour that numbers it, and
the reader of the drawing (:func:`~minimax_viz.draw.svg_xml.prepare_svg`) writes the label
in its marker's place (:meth:`Labels.drawn`) as Graphviz draws one: each row's background,
each text span at its baseline, each board's grid (:class:`~minimax_viz.draw.grids.Grids`).
The widths and baselines are Graphviz's own rules (:mod:`~minimax_viz.draw.text_metrics`).

A label is drawn here when it is what :mod:`~minimax_viz.draw.labels` writes: a table with
no border or spacing of one cell a row (``ALIGN``, ``BGCOLOR``, ``CELLPADDING``), each cell
one line of text (``FONT`` with ``COLOR`` and ``POINT-SIZE``, ``B``, ``I``) or a board's grid,
in a statement that names no font of its own (a decorator's ``fontname`` or ``fontcolor``).
Any other label is left to ``dot``, as is one holding a character the metrics do not
know or a backslash (Graphviz reads escapes in labels). ``tests/test_drawn_labels.py``
draws every kind of label both ways and compares them.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from typing import NamedTuple

from . import text_metrics
from .grids import GRID_END, GRID_START, Grids
from .markers import MOST, marked, marker
from .style import INK_CLASS
from .svg_xml import TEXT_ESCAPES, coordinate

#: The kind of a label's marker (:mod:`.markers`; a grid's is ``#fe``).
_MARK = "#fd"
_LABEL, _LABEL_END = "label=<<TABLE", "</TABLE>>"
_ROW_OPEN, _ROW_CLOSE = "<TR><TD", "</TD></TR>"
_ATTRIBUTE = re.compile(r' ([A-Z-]+)="([^"]*)"')
_TABLE_OPEN = re.compile(r'<TABLE((?: [A-Z-]+="[^"]*")*)>')
_INLINE = re.compile(r'<(/?)(FONT|B|I)((?: [A-Z-]+="[^"]*")*)>|([^<]+)|(<)')
#: What a table must say to be drawn here (Graphviz's defaults are not these).
_TABLE_NEEDS = {"BORDER": "0", "CELLBORDER": "0", "CELLSPACING": "0"}
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}|white|black")
_ALIGNS = ("CENTER", "LEFT", "RIGHT")
_GRID_SIZE = re.compile(re.escape(GRID_START) + r'"(\d+)" HEIGHT="(\d+)">')
#: Whitespace Graphviz reads as a break between words, not as a text (labels write none).
_BREAKS = re.compile(r"[ \t\r\n]")


class _Span(NamedTuple):
    """A text in one font: how it is written after its ``x`` and ``y``, and its width."""

    written: str
    width: int


class _Cell(NamedTuple):
    """A row's one cell: its background, padding, alignment and content (a line of text
    spans with its baseline, or a board's grid), the content's width and height."""

    fill: str | None
    padding: int
    align: str
    spans: tuple[_Span, ...]
    baseline: float
    grid: bool
    width: int
    height: int


class _Label(NamedTuple):
    """A label laid out: its width, height and cells, one a row, as wide as its widest cell
    (``column``) or its table's ``WIDTH``, whichever is more (Graphviz 2.43 leaves the cells
    as wide as the column, at its left); the text of each grid its cells hold, in order."""

    width: int
    height: int
    column: int
    cells: tuple[_Cell, ...]
    grids: tuple[str, ...]


class Labels:
    """The labels taken out of one drawing's DOT text, numbered by their markers.

    ``grids`` places the boards inside them; the node and edge defaults give the labels'
    font (none is drawn here unless it is the one :mod:`.text_metrics` measures) and its
    size, a text's where no ``FONT`` sizes it.
    """

    def __init__(self, grids: Grids, node_defaults: Mapping[str, str],
                 edge_defaults: Mapping[str, str]) -> None:
        self.grids = grids
        fonts = {node_defaults.get("fontname"), edge_defaults.get("fontname")}
        #: the defaults' font sizes, by whether a statement is an edge; None: not our font
        self._sizes: tuple[float, float] | None = (
            (float(node_defaults.get("fontsize", 14)), float(edge_defaults.get("fontsize", 14)))
            if fonts == {text_metrics.family()} else None)
        #: each label taken out, with its grids' numbers in :attr:`grids`
        self.labels: list[tuple[_Label, list[int]]] = []
        self.placed = 0  # markers put in place so far

    def taken_out(self, pieces: Iterable[str]) -> Iterator[str]:
        """``pieces`` of DOT text (a statement each) with each label that can be drawn here
        replaced by its marker."""
        for piece in pieces:
            start = piece.find(_LABEL)
            # a node's or an edge's (not the graph's, sized by the graph's font)
            if start > 0 and " [" in piece[:start] and self._sizes is not None \
                    and "font" not in piece and len(self.labels) < MOST:
                end = piece.find(_LABEL_END, start)
                is_edge = " -> " in piece[:start]
                table = piece[start + len("label=<"):end + len("</TABLE>")]  # <TABLE...</TABLE>
                label = None if end < 0 else _laid_out(table, self._sizes[is_edge])
                # its grids numbered, all or none
                numbers = None if label is None else self.grids.add_all(list(label.grids))
                if label is not None and numbers is not None:
                    piece = (f"{piece[:start]}label=<"
                             f"{marker(_MARK, len(self.labels), label.width, label.height)}>"
                             f"{piece[end + len(_LABEL_END):]}")
                    self.labels.append((label, numbers))
            yield piece

    def drawn(self, fill: str | None, points: str | None) -> bytes | None:
        """The label that a polygon of ``fill`` marks, drawn in its place (the smallest x
        and y of ``points``); None: the polygon marks none."""
        found = marked(_MARK, fill, points, lambda number: self.labels[number][0][:2])
        if found is None:
            return None
        number, left, top = found
        drawing = self._drawing(*self.labels[number])
        if drawing is None:
            return None
        self.placed += 1
        return f'<g transform="translate({coordinate(left)},{coordinate(top)})">\n{drawing}\n</g>'\
            .encode()

    def _drawing(self, label: _Label, grids: list[int]) -> str | None:
        """``label``'s shapes, from its top left corner (``grids``: its grids' numbers)."""
        out, top, numbers = [], 0, iter(grids)
        for cell in label.cells:
            out.append(_row_drawn(cell, label.column, top))
            if cell.grid:
                left = cell.padding + (label.column - 2 * cell.padding - cell.width) // 2 \
                    if cell.align == "CENTER" else _offset(cell, label.column)
                # (Graphviz centres a table by whole points)
                placed = self.grids.placed_at(next(numbers), left, top + cell.padding)
                if placed is None:
                    return None
                out.append(placed)
            top += cell.height + 2 * cell.padding
        return "\n".join(text for text in out if text)


@lru_cache(maxsize=4096)
def _laid_out(text: str, size: float) -> _Label | None:
    """``text`` (``<TABLE ...>...</TABLE>``) laid out in a font of ``size`` points; None: it
    is not a label drawn here (an edge's label, said again and again, is read once)."""
    opened = _TABLE_OPEN.match(text)
    if opened is None or "\\" in text:
        return None
    attributes = dict(_ATTRIBUTE.findall(opened.group(1)))
    padding = attributes.pop("CELLPADDING", "2")
    least = attributes.pop("WIDTH", "0")
    if attributes != _TABLE_NEEDS or not (padding.isdigit() and least.isdigit()):
        return None
    cells, grids, at = [], [], opened.end()
    while text.startswith(_ROW_OPEN, at):
        close = text.find(">", at + len(_ROW_OPEN))
        content_end = _content_end(text, close + 1)
        if content_end < 0:
            return None
        content = text[close + 1:content_end]
        if content.startswith(GRID_START):  # a board: the cell is its size (its opening tag)
            grids.append(content)
            content = content[:content.find(">") + 1]
        cell = _cell(text[at + len(_ROW_OPEN):close], content, int(padding), size)
        if cell is None:
            return None
        cells.append(cell)
        at = content_end + len(_ROW_CLOSE)
    if not cells or at != len(text) - len("</TABLE>") or not text.endswith("</TABLE>"):
        return None
    column = max(cell.width + 2 * cell.padding for cell in cells)
    return _Label(max(column, int(least)), sum(cell.height + 2 * cell.padding for cell in cells),
                  column, tuple(cells), tuple(grids))


def _offset(cell: _Cell, column: int) -> float:
    """Where ``cell``'s content starts in its row: by its alignment in the column."""
    slack = column - 2 * cell.padding - cell.width
    return cell.padding + (0 if cell.align == "LEFT" else slack if cell.align == "RIGHT"
                           else slack / 2)


@lru_cache(maxsize=8192)
def _row_drawn(cell: _Cell, column: int, top: int) -> str:
    """A row's background and texts (not its grid), ``top`` points below its label's top
    (a row said again, in a column as wide, at the same height, is written once)."""
    out = []
    if cell.fill is not None:
        y0, y1, x1 = coordinate(top), coordinate(top + cell.height + 2 * cell.padding), \
            coordinate(column)
        out.append(f'<polygon fill="{cell.fill}" stroke="transparent" '
                   f'points="0,{y1} 0,{y0} {x1},{y0} {x1},{y1} 0,{y1}"/>')
    x = _offset(cell, column)
    y = f'" y="{coordinate(top + cell.padding + cell.baseline)}"'
    for span in cell.spans:
        out.append(f'<text text-anchor="start" x="{coordinate(x)}{y}{span.written}')
        x += span.width
    return "\n".join(out)


def _content_end(text: str, start: int) -> int:
    """Where the content of a cell that starts at ``start`` ends (at its ``</TD></TR>``)."""
    if text.startswith(GRID_START, start):
        end = text.find(GRID_END, start)
        if end < 0:
            return -1
        start = end + len(GRID_END)
        return start if text.startswith(_ROW_CLOSE, start) else -1
    return text.find(_ROW_CLOSE, start)


@lru_cache(maxsize=8192)
def _cell(attributes_text: str, content: str, table_padding: int,
          size: float) -> _Cell | None:
    """A cell (its ``<TD`` attributes, its content: for a board, its grid's opening tag) laid
    out; None: not one drawn here."""
    attributes = dict(_ATTRIBUTE.findall(attributes_text))
    if "".join(f' {k}="{v}"' for k, v in attributes.items()) != attributes_text:
        return None
    align = attributes.pop("ALIGN", "CENTER")
    fill = attributes.pop("BGCOLOR", None)
    padding = attributes.pop("CELLPADDING", str(table_padding))
    if attributes or align not in _ALIGNS or not padding.isdigit() or \
            (fill is not None and _COLOUR.fullmatch(fill) is None):
        return None
    fill = None if fill is None else fill.lower()
    if content.startswith(GRID_START):
        size_of = _GRID_SIZE.fullmatch(content)
        if size_of is None:
            return None
        return _Cell(fill, int(padding), align, (), 0, True, int(size_of.group(1)),
                     int(size_of.group(2)))
    spans = _spans(content, size)
    if not spans:
        return None
    sizes = [span_size for _, span_size, _ in spans]
    plain = len(spans) == 1 and not spans[0][2]
    baseline = text_metrics.baseline(max(sizes), plain)
    return _Cell(fill, int(padding), align, tuple(span for span, _, _ in spans), baseline, False,
                 sum(span.width for span, _, _ in spans), text_metrics.line_height(max(sizes)))


def _spans(content: str, size: float) -> list[tuple[_Span, float, bool]] | None:
    """A line's spans, each with its font size and whether it is bold or italic; None:
    not a line drawn here."""
    fonts: list[tuple[str, float, str | None]] = []  # open tags: name, size, colour
    bold = italic = 0
    spans: list[tuple[_Span, float, bool]] = []
    for match in _INLINE.finditer(content):
        closing, tag, attributes_text, text, stray = match.groups()
        if stray is not None:
            return None
        if text is not None:
            if _BREAKS.search(text):
                return None
            span_size = fonts[-1][1] if fonts else size
            colour = fonts[-1][2] if fonts else None
            text = text.replace("&#160;", "\xa0")  # (most of a label's entities)
            span = _span(html.unescape(text) if "&" in text else text, span_size, bool(bold),
                         bool(italic), colour)
            if span is None:
                return None
            spans.append((span, span_size, bool(bold or italic)))
        elif closing:
            if tag == "FONT":
                if not fonts:
                    return None
                fonts.pop()
            elif tag == "B":
                bold -= 1
            else:
                italic -= 1
        elif tag == "FONT":
            attributes = dict(_ATTRIBUTE.findall(attributes_text))
            colour = attributes.pop("COLOR", fonts[-1][2] if fonts else None)
            point_size = attributes.pop("POINT-SIZE", None)
            if attributes or (colour is not None and _COLOUR.fullmatch(colour) is None):
                return None
            if point_size is not None and not point_size.isdigit():
                return None  # (Graphviz reads whole points only)
            font_size = float(point_size) if point_size else fonts[-1][1] if fonts else size
            fonts.append(("FONT", font_size, colour))
        elif attributes_text:
            return None
        elif tag == "B":
            bold += 1
        else:
            italic += 1
    return spans if not fonts and bold == italic == 0 else None


@lru_cache(maxsize=8192)
def _span(text: str, size: float, bold: bool, italic: bool, colour: str | None) -> _Span | None:
    """A text span as Graphviz writes it (after its ``x`` and ``y``), and its width."""
    if not 0 < size <= 100:
        return None
    width = text_metrics.span_width(text, size, bold, italic)
    if width is None:
        return None
    colour = None if colour is None else colour.lower()
    fill = "" if colour in (None, "black") else f' fill="{colour}"'
    ink = INK_CLASS.get(colour or "")
    weight = ' font-weight="bold"' if bold else ""
    style = ' font-style="italic"' if italic else ""
    tagged = f' class="{ink}"' if ink else ""
    written = (f' font-family="{text_metrics.family()}"{weight}{style} font-size="{size:.2f}"'
               f'{fill}{tagged}>{text.translate(TEXT_ESCAPES)}</text>')
    return _Span(written, width)
