"""Boards' grids drawn once per distinct cell, and put in place after Graphviz lays out.

A board in a card is a grid of fixed-size cells (:func:`~minimax_viz.games.parts.grid_table`).
In a big tree's drawing the grids are a third of ``dot``'s work (measuring each cell's
text, writing each out) and half of the elements read back, while a few kinds of cell repeat
thousands of times (``XO.......`` folded to 300 cards: 2,691 cells of 15 kinds). So :meth:`Grids.taken_out` hands ``dot`` each grid as one empty cell of the same
fixed size (the layout cannot differ), filled with a marker colour that numbers it;
Graphviz draws each distinct cell once, in a small drawing of its own; and the reader of
the big drawing (:func:`~minimax_viz.draw.svg_xml.prepare_svg`) puts each grid in its
marker's place, as a group moved there (:meth:`Grids.drawn`: ``<g transform=translate()>``,
its cells' coordinates from the grid's corner). Every cell is still drawn by the Graphviz
that drew the tree, in the card's font; the drawing shows what Graphviz draws of the whole
text (``tests/test_grids.py``).

A grid is left to ``dot`` when it does not read back as fixed-size cells filling it, when its
card's statement says ``font`` in lower case (a decorator's ``fontname``: its cells would be
drawn in another font than the one they are drawn in once), or when it holds a kind of cell
whose drawing could not be read before (a link makes Graphviz draw a cell as a group).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Generator, Iterable, Iterator, Mapping
from contextlib import closing
from functools import lru_cache
from typing import NamedTuple

from ..errors import RenderError
from ..games.parts import GRID_OPEN, GRID_ROW
from .dot import Renderer, current_renderer, drawn_pieces
from .markers import MOST, marked, marker
from .svg_xml import ATTRIBUTE_ESCAPES, SVG_NS, TEXT_ESCAPES, XLINK_NS, coordinate

#: The kind of a grid's marker (:mod:`.markers`; Graphviz writes colours in lower case).
_MARK = "#fe"
GRID_START, GRID_END = f"<TABLE {GRID_OPEN} WIDTH=", "</TABLE></TD></TR></TABLE>"
_ROW_OPEN, _ROW_MIDDLE, _ROW_CLOSE = GRID_ROW
#: A grid's width and height, and a cell's (of fixed size), as they are written.
_GRID_SIZE = re.compile(r' WIDTH="(\d+)" HEIGHT="(\d+)">')
_CELL_SIZE = re.compile(r'<TD WIDTH="(\d+)" HEIGHT="(\d+)" FIXEDSIZE="TRUE"[ >]')


class _Row(NamedTuple):
    """A row of a grid: its ruled table's attributes, its cells (where each starts in the
    row, its ``<TD>``), its width and height."""

    table: str
    cells: tuple[tuple[int, str], ...]
    width: int
    height: int


class Grids:
    """The grids taken out of one drawing's DOT text, numbered by their markers.

    ``node_defaults`` are the DOT text's ``node`` attributes (the cards' font), as the
    drawing of each distinct cell needs them.
    """

    def __init__(self, node_defaults: Mapping[str, str]) -> None:
        self.node_defaults = dict(node_defaults)
        self.grids: list[tuple[tuple[_Row, int], ...]] = []  # each row and its top
        self.sizes: list[tuple[int, int]] = []  # each grid's width and height
        self.placed = 0  # markers put in place so far
        self._missing: list[_Key] | None = None  # cells to draw, once known
        #: the Graphviz that draws them, in these defaults
        self._by: _Drawer = current_renderer(), tuple(self.node_defaults.items())
        self._failed = False
        self._drawing: Generator[bytes, None, None] | None = None

    def taken_out(self, pieces: Iterable[str]) -> Iterator[str]:
        """``pieces`` of DOT text with each grid that can be placed replaced by its marker."""
        for piece in pieces:
            if GRID_START in piece and "font" not in piece:
                piece = self._markers(piece)
            yield piece

    def _markers(self, piece: str) -> str:
        out, at = [], 0
        while (start := piece.find(GRID_START, at)) >= 0:
            end = piece.find(GRID_END, start)
            if end < 0:
                break
            end += len(GRID_END)
            number = self.add(piece[start:end])
            if number is None:
                out.append(piece[at:end])
            else:
                out.append(piece[at:start])
                out.append(marker(_MARK, number, *self.sizes[number]))
            at = end
        out.append(piece[at:])
        return "".join(out)

    def add(self, text: str) -> int | None:
        """The number of the grid ``text`` (a :func:`~minimax_viz.games.parts.grid_table`,
        its card's font the node defaults'), now to be placed by this module; None: it
        cannot be (left to ``dot``)."""
        numbers = self.add_all([text])
        return None if numbers is None else numbers[0]

    def add_all(self, texts: list[str]) -> list[int] | None:
        """The numbers of the grids ``texts`` (:meth:`add`), all of them or none: None if
        one cannot be placed."""
        grids = [_grid(text) if text.startswith(GRID_START) and text.endswith("</TABLE>")
                 else None for text in texts]
        if len(self.grids) + len(grids) > MOST or \
                any(grid is None or self._unreadable(grid[0]) for grid in grids):
            return None
        numbers = []
        for grid in grids:
            assert grid is not None
            cells, width, height = grid
            numbers.append(len(self.grids))
            self.grids.append(cells)
            self.sizes.append((width, height))
        return numbers

    def start(self) -> None:
        """Have Graphviz draw the distinct cells not drawn yet, to be read at the first
        marker (its own process meanwhile, where Graphviz is ``dot``)."""
        if self._missing is None:
            wanted = {key for grid in self.grids for key in self._keys(grid)}
            self._missing = sorted(wanted - _DRAWN.keys(), key=lambda cell: cell[1:])
            if self._missing:
                try:  # (a renderer of this process draws at once)
                    self._drawing = drawn_pieces([_cells_source(self._missing,
                                                                self.node_defaults)])
                except RenderError:
                    self._failed = True

    def drawn(self, fill: str | None, points: str | None) -> bytes | None:
        """The grid that a polygon of ``fill`` marks, drawn at its top left corner (the
        smallest x and y of ``points``); None: the polygon marks none (not of a marker's
        colour and its grid's size: a card may fill a shape with such a colour)."""
        found = marked(_MARK, fill, points, self.sizes.__getitem__)
        if found is None:
            return None
        number, left, top = found
        placed = self.placed_at(number, left, top)
        return None if placed is None else placed.encode()

    def placed_at(self, number: int, left: float, top: float) -> str | None:
        """Grid ``number`` drawn with its top left corner at ``left``, ``top``; None: its
        cells could not be drawn (:meth:`_read`)."""
        if not self._read():
            return None
        self.placed += 1
        cells = "".join([_placed(self._by, row, row_top) for row, row_top in self.grids[number]])
        return f'<g transform="translate({coordinate(left)},{coordinate(top)})">{cells}</g>'

    def _read(self) -> bool:
        """Whether every cell is drawn (reading the drawing of those missing, once); a
        Graphviz that drew them otherwise than this module reads leaves every grid to
        ``dot`` (:class:`~.layout.Layout` draws the whole text again)."""
        self.start()
        if self._drawing is not None:
            assert self._missing is not None
            try:
                with closing(self._drawing):
                    drawn, unreadable = _cells_drawn(b"".join(self._drawing), self._missing)
                _DRAWN.update(drawn)
                _UNREADABLE.update(unreadable)
                self._failed = bool(unreadable)
            except RenderError:
                self._failed = True
            self._drawing = None
        return not self._failed

    def _keys(self, grid: tuple[tuple[_Row, int], ...]) -> Iterator[_Key]:
        """The kinds of cell a grid holds, as this drawing's Graphviz draws them."""
        return ((self._by, row.table, td) for row, _ in grid for _, td in row.cells)

    def _unreadable(self, grid: tuple[tuple[_Row, int], ...]) -> bool:
        """Whether a grid holds a kind of cell whose drawing could not be read before: it is
        left to ``dot`` at once, instead of failing every layout's grids again."""
        return bool(_UNREADABLE) and any(key in _UNREADABLE for key in self._keys(grid))


#: Who draws a cell: the Graphviz (:func:`~.dot.current_renderer`) and the node defaults.
_Drawer = tuple[Renderer | None, tuple[tuple[str, str], ...]]
#: A distinct cell: who draws it, its row's table attributes, its ``<TD>``.
_Key = tuple[_Drawer, str, str]
#: Each distinct cell's shapes, from its top left corner (drawn in the cards' one font).
_DRAWN: dict[_Key, tuple[_Shape, ...]] = {}
#: The cells Graphviz drew in a form not read here (a link or tooltip makes a group).
_UNREADABLE: set[_Key] = set()


def _grid(text: str) -> tuple[tuple[tuple[_Row, int], ...], int, int] | None:
    """A grid's rows, each with its top, its width and height; None if ``text`` does not
    read back as :func:`~minimax_viz.games.parts.grid_table`'s rows of fixed-size cells
    filling it exactly."""
    size = _GRID_SIZE.match(text, len(GRID_START) - len(" WIDTH="))
    if size is None:
        return None
    width, height = int(size.group(1)), int(size.group(2))
    rows, top = [], 0
    for text_of_row in text[size.end():-len("</TABLE>")].split(_ROW_OPEN)[1:]:
        row = _row(text_of_row)
        if row is None or row.width != width:
            return None
        rows.append((row, top))
        top += row.height
    return (tuple(rows), width, height) if rows and top == height else None


@lru_cache(maxsize=4096)
def _row(text: str) -> _Row | None:
    """A grid's row, read from its text after :data:`_ROW_OPEN` (a board's rows repeat)."""
    table, _, tds = text.partition(_ROW_MIDDLE)
    if not (table.endswith(">") and tds.endswith(_ROW_CLOSE)) or "<TABLE" in tds:
        return None
    cells, left, heights = [], 0, set()
    for td in tds[:-len(_ROW_CLOSE)].split("</TD>")[:-1]:
        size = _CELL_SIZE.match(td)
        if size is None or td.count("<TD") != 1:
            return None
        cells.append((left, td + "</TD>"))
        left += int(size.group(1))
        heights.add(int(size.group(2)))
    # cells of one height (Graphviz centres a shorter cell in its row: placed at the top, it
    # would not be where Graphviz draws it)
    return _Row(table[:-1], tuple(cells), left, heights.pop()) if len(heights) == 1 else None


def _cells_source(cells: list[_Key], node_defaults: Mapping[str, str]) -> str:
    """A DOT graph of one node per cell: a ruled row of an empty cell of its size (whose
    right edge is where the cell starts), then the cell."""
    defaults = " ".join(f'{key}="{value}"' for key, value in node_defaults.items())
    nodes = []
    for i, (_, table, td) in enumerate(cells):
        size = _CELL_SIZE.match(td)
        assert size is not None  # _cells read it
        empty = f'<TD WIDTH="{size.group(1)}" HEIGHT="{size.group(2)}" FIXEDSIZE="TRUE"></TD>'
        nodes.append(f'c{i} [id="c{i}" label=<<TABLE {table}><TR>{empty}{td}</TR></TABLE>>]')
    return f"digraph {{ node [{defaults} shape=plain]\n" + "\n".join(nodes) + "\n}\n"


#: A shape of a cell's drawing: its tag, its attributes (coordinates from the cell's top
#: left corner), its text.
_Shape = tuple[str, tuple[tuple[str, str], ...], str]
_PREFIXES = {SVG_NS: "", XLINK_NS: "xlink:", "http://www.w3.org/XML/1998/namespace": "xml:"}
_PAIR = re.compile(r"(-?[\d.]+),(-?[\d.]+)")


def _cells_drawn(svg: bytes, cells: list[_Key]) -> tuple[dict[_Key, tuple[_Shape, ...]],
                                                          set[_Key]]:
    """Each cell's shapes, read (as XML) from :func:`_cells_source`'s drawing; and the
    cells drawn in a form not read here (:func:`_shape`)."""
    drawn: dict[_Key, tuple[_Shape, ...]] = {}
    unreadable: set[_Key] = set()
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as exc:
        raise RenderError(f"Graphviz's drawing of a board's cells is not XML: {exc}") from None
    for group in root.iter(f"{{{SVG_NS}}}g"):
        number = group.get("id", "").removeprefix("c")
        shapes = [element for element in group if element.tag != f"{{{SVG_NS}}}title"]
        if not number.isdigit() or int(number) >= len(cells) or not shapes:
            continue
        corners = [pair.split(",") for pair in shapes[0].get("points", "").split()]
        if not corners or any(len(corner) != 2 for corner in corners):
            raise RenderError("Graphviz drew a board's cell with no border beside it")
        left = max(float(x) for x, _ in corners)  # the empty cell's right edge
        top = min(float(y) for _, y in corners)
        try:
            drawn[cells[int(number)]] = tuple(_shape(element, -left, -top)
                                              for element in shapes[1:])
        except RenderError:
            unreadable.add(cells[int(number)])
    if len(drawn) + len(unreadable) != len(cells):
        raise RenderError(f"Graphviz drew {len(drawn)} of a board's {len(cells)} kinds of cell")
    return drawn, unreadable


def _shape(element: ET.Element, dx: float, dy: float) -> _Shape:
    """One shape of a cell's drawing, moved by ``dx``, ``dy``."""
    if len(element):
        raise RenderError(f"Graphviz drew a board's cell with a <{element.tag}> group")
    attributes = []
    for name, value in element.attrib.items():
        namespace, _, local = name[1:].partition("}") if name[0] == "{" else ("", "", name)
        attributes.append((_PREFIXES.get(namespace, "") + local, value))
    tag = element.tag.rpartition("}")[2]
    return _moved((tag, tuple(attributes), element.text or ""), dx, dy)


def _moved(shape: _Shape, dx: float, dy: float) -> _Shape:
    """``shape`` moved by ``dx``, ``dy`` (every coordinate Graphviz writes)."""
    def pair(match: re.Match[str]) -> str:
        return f"{coordinate(float(match.group(1)) + dx)},{coordinate(float(match.group(2)) + dy)}"

    tag, attributes, text = shape
    moved = [(name, _PAIR.sub(pair, value) if name in ("points", "d") else
              coordinate(float(value) + dx) if name in ("x", "cx") else
              coordinate(float(value) + dy) if name in ("y", "cy") else value)
             for name, value in attributes]
    return tag, tuple(moved), text


def _written(shape: _Shape) -> str:
    tag, attributes, text = shape
    pairs = "".join(f' {name}="{value.translate(ATTRIBUTE_ESCAPES)}"'
                    for name, value in attributes)
    return f"<{tag}{pairs}>{text.translate(TEXT_ESCAPES)}</{tag}>" if text else f"<{tag}{pairs}/>"


@lru_cache(maxsize=4096)
def _placed(by: _Drawer, row: _Row, top: int) -> str:
    """A row's cells, as ``by`` drew them, where they sit in their grid."""
    return "\n".join([_cell_placed(by, row.table, td, left, top) for left, td in row.cells])


@lru_cache(maxsize=4096)
def _cell_placed(by: _Drawer, table: str, td: str, left: int, top: int) -> str:
    """A cell, as ``by`` drew it, where it sits in its grid (a cell sits in few places)."""
    return "\n".join([_written(_moved(shape, left, top)) for shape in _DRAWN[by, table, td]])
