"""Markers: boxes of a fixed size handed to Graphviz in place of what is drawn here.

What this package draws itself (a board's grid, :mod:`~minimax_viz.draw.grids`; a whole
label, :mod:`~minimax_viz.draw.drawn_labels`) goes into the DOT text as one empty cell of its
size, so the layout cannot differ, filled with a colour that numbers it: a kind's two-digit
prefix (``#fe``, ``#fd``) and the number in four hex digits. Graphviz draws that cell as a
polygon of the colour; :func:`marked` reads back which one it is and where it sits, and the
reader of the drawing (:func:`~minimax_viz.draw.svg_xml.prepare_svg`) puts the drawing there.
"""

from __future__ import annotations

from collections.abc import Callable

from ..games.parts import GRID_OPEN

#: The most markers of one kind a drawing holds (four hex digits).
MOST = 0x10000


def marker(prefix: str, number: int, width: int, height: int) -> str:
    """The HTML-like table that stands for marker ``number`` of the kind whose colours start
    with ``prefix``: a ``width`` x ``height`` cell filled in its colour."""
    return (f'<TABLE {GRID_OPEN} WIDTH="{width}" HEIGHT="{height}"><TR><TD WIDTH="{width}" '
            f'HEIGHT="{height}" FIXEDSIZE="TRUE" BGCOLOR="{prefix}{number:04x}"></TD></TR></TABLE>')


def marked(prefix: str, fill: str | None, points: str | None,
           size_of: Callable[[int], tuple[int, int]]) -> tuple[int, float, float] | None:
    """The number and top left corner of the marker (of the kind whose colours start with
    ``prefix``) that a polygon of ``fill`` at ``points`` is, ``size_of(number)`` giving its
    width and height (IndexError: no such number); None: it is none (not of a marker's
    colour and its size: a drawing may fill a shape with such a colour)."""
    if fill is None or points is None or not fill.startswith(prefix) or len(fill) != 7:
        return None
    try:
        number = int(fill[3:], 16)
        width, height = size_of(number)
        corners = [(float(x), float(y)) for x, y in (pair.split(",")
                                                     for pair in points.split())]
    except (ValueError, IndexError):
        return None
    left, top = min(x for x, _ in corners), min(y for _, y in corners)
    if abs(max(x for x, _ in corners) - left - width) > 0.01 or \
            abs(max(y for _, y in corners) - top - height) > 0.01:
        return None
    return number, left, top
