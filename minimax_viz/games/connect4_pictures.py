"""How a Connect Four board looks: a small SVG and a Graphviz card table.

Discs carry their letter as well as their colour, so nothing is told by colour
alone; the disc just dropped is ringed in yellow and a winning line is green,
as in Tic-Tac-Toe's pictures. Colours come from :mod:`minimax_viz.palette`; a
card's roles from the caller.
"""

from __future__ import annotations

import html
from collections.abc import Mapping

from ..palette import PICTURE, ROLE
from .parts import grid_table

_CELL = 16  # points per cell in a card
#: The SVG's colours when nobody passes a palette: the diagrams' roles and the pieces.
SVG_COLOURS = {"played": ROLE["played"], "win_line": ROLE["win_line"], "X": PICTURE["X"],
               "O": PICTURE["O"], "board": PICTURE["board"]}


def disc_svg(cells: str, columns: int, line: frozenset[int], played: int | None,
             size: int = 120, title: str = "", colours: Mapping[str, str] = SVG_COLOURS) -> str:
    """The board as a standalone SVG: a grey frame of holes, discs lettered X and O.

    >>> svg = disc_svg("....X", 5, frozenset(), 4)
    >>> svg.count("<circle"), svg.count(">X<")
    (5, 1)
    """
    rows = len(cells) // columns
    step = size / max(columns, rows)
    width, height = step * columns, step * rows
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
              f'viewBox="0 0 {width:g} {height:g}" font-family="DejaVu Sans, sans-serif">'
              f"<title>{html.escape(title)}</title>"
              f'<rect width="{width:g}" height="{height:g}" fill="{colours["board"]}" '
              f'stroke="{PICTURE["frame"]}" stroke-width="2"/>')]
    for cell, mark in enumerate(cells):
        x, y = (cell % columns + 0.5) * step, (cell // columns + 0.5) * step
        fill = "white" if mark == "." else colours["win_line"] if cell in line else colours[mark]
        ring = f' stroke="{colours["played"]}" stroke-width="4"' if cell == played else \
            f' stroke="{PICTURE["ink"]}"'
        parts.append(f'<circle cx="{x:g}" cy="{y:g}" r="{step * 0.4:g}" fill="{fill}"{ring}/>')
        if mark != ".":
            parts.append(f'<text x="{x:g}" y="{y + step * 0.15:g}" font-size="{step * 0.4:g}" '
                         f'font-weight="bold" text-anchor="middle" fill="white">{mark}</text>')
    return "".join(parts) + "</svg>"


def disc_table(cells: str, columns: int, line: frozenset[int], played: int | None,
               colours: Mapping[str, str]) -> str:
    """The board in a call's card: one table cell per hole, column numbers underneath."""
    win, last = colours.get("win_line", ROLE["win_line"]), colours.get("played", ROLE["played"])

    def cell(index: int, mark: str) -> str:
        fill = f' BGCOLOR="{win}"' if index in line else f' BGCOLOR="{last}"' \
            if index == played else ""
        text = f'<FONT POINT-SIZE="8" COLOR="{PICTURE["faint"]}">·</FONT>' if mark == "." else \
            f'<FONT POINT-SIZE="10"><B>{mark}</B></FONT>'
        return f'<TD WIDTH="{_CELL}" HEIGHT="{_CELL}" FIXEDSIZE="TRUE"{fill}>{text}</TD>'

    body = ["".join(cell(i, cells[i]) for i in range(r, r + columns))
            for r in range(0, len(cells), columns)]
    numbers = "".join(f'<TD WIDTH="{_CELL}" HEIGHT="{_CELL - 6}" FIXEDSIZE="TRUE">'
                      f'<FONT POINT-SIZE="8" COLOR="{PICTURE["numbers"]}">{c}</FONT></TD>'
                      for c in range(columns))
    rows = len(cells) // columns
    return grid_table([*body, numbers], columns * _CELL, rows * _CELL + _CELL - 6)
