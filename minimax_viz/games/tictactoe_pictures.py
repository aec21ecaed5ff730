"""How a Tic-Tac-Toe board looks: a small SVG and a Graphviz card table.

The colours come from the caller (the diagram's palette, passed in as roles),
so this module decides only the shapes: the move just played is yellow, the
winning line green, and the move that completed a line is framed in yellow.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from functools import cache

from ..palette import PICTURE, ROLE
from .parts import grid_table

_CELL = 20  # points per board cell in a card
_FAINT = PICTURE["faint"]  # an empty cell's number
#: The SVG colours when nobody passes a palette (the same Okabe-Ito roles).
SVG_COLOURS = {"played": ROLE["played"], "win_line": ROLE["win_line"]}


def board_svg(cells: str, line: frozenset[int], played: int | None, size: int = 120,
              title: str = "", colours: Mapping[str, str] = SVG_COLOURS) -> str:
    """A 3x3 board as a standalone SVG; ``line`` holds the cells of any winning line.

    >>> svg = board_svg("XXX.OO...", frozenset({0, 1, 2}), 2)
    >>> svg.startswith("<svg") and svg.count("<rect") == 10
    True
    """
    step = size / 3
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
              f'viewBox="0 0 {size} {size}" font-family="DejaVu Sans, sans-serif">'),
             f"<title>{html.escape(title)}</title>"]
    for cell, mark in enumerate(cells):
        fill = colours["win_line"] if cell in line else \
            colours["played"] if cell == played else "white"
        parts.append(_svg_cell(cell, mark, step, fill, cell in line))
    parts.append(f'<rect x="0" y="0" width="{size}" height="{size}" fill="none" '
                 f'stroke="{PICTURE["frame"]}" stroke-width="2"/></svg>')
    return "".join(parts)


@cache
def _svg_cell(cell: int, mark: str, step: float, fill: str, in_line: bool) -> str:
    """One cell of :func:`board_svg`: its square and its mark (a big trace draws the same
    few cells thousands of times)."""
    x, y = (cell % 3) * step, (cell // 3) * step
    square = (f'<rect x="{x:g}" y="{y:g}" width="{step:g}" height="{step:g}" '
              f'fill="{fill}" stroke="{PICTURE["ink"]}"/>')
    if mark == ".":
        return square
    ink = "white" if in_line else "black"
    return square + (f'<text x="{x + step / 2:g}" y="{y + step * 0.68:g}" '
                     f'font-size="{step * 0.55:g}" font-weight="bold" text-anchor="middle" '
                     f'fill="{ink}">{mark}</text>')


@cache
def _cell(cell: int, mark: str, state: str, played: str, win_line: str) -> str:
    """One card cell; ``state`` is plain, played, line or won (the move that made the line)."""
    bg = {"plain": "", "played": played}.get(state, win_line)
    fill = f' BGCOLOR="{bg}"' if bg else ""  # the card is white already
    frame = f' BORDER="3" COLOR="{played}"' if state == "won" else ""
    ink = "white" if state in ("line", "won") else "black"
    text = (f'<FONT POINT-SIZE="10" COLOR="{_FAINT}">{cell}</FONT>' if mark == "." else
            f'<FONT POINT-SIZE="12" COLOR="{ink}"><B>{mark}</B></FONT>')
    return f'<TD WIDTH="{_CELL}" HEIGHT="{_CELL}" FIXEDSIZE="TRUE"{fill}{frame}>{text}</TD>'


def board_table(cells: str, line: frozenset[int], played: int | None,
                colours: Mapping[str, str]) -> str:
    """The 3x3 board of a call's card, as a Graphviz HTML-like table.

    An empty cell shows its number in small grey, as the tutorial numbers them.
    """
    inks = colours["played"], colours["win_line"]
    tds = [_cell(cell, mark, ("won" if cell == played else "line") if cell in line else
                 "played" if cell == played else "plain", *inks)
           for cell, mark in enumerate(cells)]
    return grid_table(["".join(tds[top:top + 3]) for top in (0, 3, 6)], 3 * _CELL, 3 * _CELL)


def numbered_grid(cells: str, line: frozenset[int] = frozenset(), color: bool = False) -> str:
    """The grid for someone about to type a cell: numbers in the empty cells, ``line``
    in brackets; ``color`` dims the numbers and bolds the marks (ANSI).

    >>> print(numbered_grid("O.XX.X.OO", frozenset({0})))
    [O]| 1 | X
    ---+---+---
     X | 4 | X
    ---+---+---
     6 | O | O
    """
    shown = [_numbered_cell(i, ch, i in line, color) for i, ch in enumerate(cells)]
    rows = ["|".join(shown[r:r + 3]).rstrip() for r in (0, 3, 6)]
    return "\n---+---+---\n".join(rows)


def _numbered_cell(cell: int, ch: str, marked: bool, color: bool) -> str:
    text = str(cell) if ch == "." else ch
    if color:
        text = f"\033[2m{text}\033[0m" if ch == "." else f"\033[1m{text}\033[0m"
    return f"[{text}]" if marked else f" {text} "
