"""How a node of a textbook tree looks: ▲ for MAX, ▼ for MIN, a circle for a chance
node (the textbook's shape), a square for a leaf.

An inner node shows its triangle (or circle) with its name inside (the textbook's A, B,
C...); a leaf shows its value, exactly (-4.01, never rounded), inside a square, its
name (``b1``) beside it.
Colours come from :mod:`minimax_viz.palette` (a card's from the caller's roles).
The whole tree as a worksheet's picture is drawn by :mod:`minimax_viz.draw.textbook`.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from ..palette import PICTURE, ROLE
from .base import CHANCE
from .exact import exact_text, odds_text
from .parts import label_text

OUTLINE_LINES = 40
#: Each kind's glyph and name, as the outline and the cards write them.
KIND_GLYPHS = {"MAX": "▲ MAX", "MIN": "▼ MIN", CHANCE: f"● {CHANCE}"}


def _role(position: Any) -> str:
    return str(position.tree.mover(position.node)).lower()


def outline(position: Any, limit: int = OUTLINE_LINES) -> str:
    """The subtree below ``position`` as indented text, one node a line.

    >>> from minimax_viz.games.tree import TREE
    >>> print(outline(TREE.parse("[[3,12],5]")))
    A ▲ MAX
      B ▼ MIN
        b1 = 3
        b2 = 12
      a2 = 5
    """
    tree, stack = position.tree, [(position.node, 0)]
    lines: list[str] = []
    while stack and len(lines) < limit:
        node, indent = stack.pop()
        value, name = tree.values[node], tree.names[node]
        chance = tree.probability(node)
        odds = f" (p {odds_text(chance)})" if chance is not None else ""
        lines.append("  " * indent + (f"{name} = {exact_text(value)}{odds}" if value is not None
                                      else f"{name} {KIND_GLYPHS[tree.mover(node)]}{odds}"))
        stack.extend((kid, indent + 1) for kid in reversed(tree.kids[node]))
    if stack:
        lines.append(f"... ({len(tree) - len(lines):,} more nodes)" if position.node == 0
                     else "...")
    return "\n".join(lines)


def node_svg(position: Any, size: int = 120, colours: Mapping[str, str] = ROLE) -> str:
    """A standalone SVG of one node: its triangle and name, or a leaf's value in a square.

    >>> from minimax_viz.games.tree import TREE
    >>> "<polygon" in node_svg(TREE.parse("[[3,12],5]")), "<rect" in node_svg(TREE.parse("[1]"))
    (True, True)
    """
    tree, node = position.tree, position.node
    value, name = tree.values[node], html.escape(tree.names[node])
    value = None if value is None else exact_text(value)
    role = _role(position)
    s = size
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" '
            f'viewBox="0 0 {s} {s}" font-family="DejaVu Sans, sans-serif">'
            f"<title>{name}</title><rect width=\"{s}\" height=\"{s}\" fill=\"white\"/>")
    if value is not None:
        body = (f'<rect x="{s * .2:g}" y="{s * .12:g}" width="{s * .6:g}" height="{s * .6:g}" '
                f'fill="white" stroke="{PICTURE["frame"]}" stroke-width="3"/>'
                f'<text x="{s / 2:g}" y="{s * .53:g}" font-size="{s * .3 / max(1, len(str(value)) / 3):g}" '
                f'font-weight="bold" text-anchor="middle">{value}</text>'
                f'<text x="{s / 2:g}" y="{s * .92:g}" font-size="{s * .14:g}" '
                f'text-anchor="middle" fill="{PICTURE["ink"]}">leaf {name}</text>')
    elif role == "chance":
        body = (f'<circle cx="{s / 2:g}" cy="{s * .45:g}" r="{s * .35:g}" fill="{colours[role]}" '
                f'stroke="{PICTURE["frame"]}"/>'
                f'<text x="{s / 2:g}" y="{s * .53:g}" font-size="{s * .22 / max(1, len(name) / 2):g}" '
                f'font-weight="bold" text-anchor="middle" fill="white">{name}</text>'
                f'<text x="{s / 2:g}" y="{s * .96:g}" font-size="{s * .12:g}" '
                f'text-anchor="middle" fill="{PICTURE["ink"]}">chance</text>')
    else:
        top, bottom = (s * .1, s * .8) if role == "max" else (s * .8, s * .1)
        points = f"{s / 2:g},{top:g} {s * .1:g},{bottom:g} {s * .9:g},{bottom:g}"
        text_y = s * .66 if role == "max" else s * .42
        body = (f'<polygon points="{points}" fill="{colours[role]}" stroke="{PICTURE["frame"]}"/>'
                f'<text x="{s / 2:g}" y="{text_y:g}" font-size="{s * .22 / max(1, len(name) / 2):g}" '
                f'font-weight="bold" text-anchor="middle" fill="white">{name}</text>'
                f'<text x="{s / 2:g}" y="{s * .96:g}" font-size="{s * .12:g}" '
                f'text-anchor="middle" fill="{PICTURE["ink"]}">{role.upper()} to move</text>')
    return head + body + "</svg>"


def node_table(position: Any, colours: Mapping[str, str]) -> str:
    """One node inside a call's card, as a Graphviz HTML-like table."""
    tree, node = position.tree, position.node
    value, name = tree.values[node], label_text(tree.names[node])
    if value is not None:
        return ('<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="2"><TR>'
                f'<TD BORDER="2" COLOR="{PICTURE["frame"]}" WIDTH="34" HEIGHT="30">'
                f'<FONT POINT-SIZE="16"><B>{exact_text(value)}</B></FONT></TD>'
                f'<TD><FONT POINT-SIZE="11" COLOR="{PICTURE["ink"]}">{name}</FONT></TD>'
                "</TR></TABLE>")
    role = _role(position)
    glyph = KIND_GLYPHS[role.upper()][0]
    colour = colours.get(role, ROLE[role])
    return ('<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0"><TR>'
            f'<TD><FONT POINT-SIZE="24" COLOR="{colour}">{glyph}</FONT></TD>'
            f'<TD><FONT POINT-SIZE="16"><B>{name}</B></FONT></TD>'
            "</TR></TABLE>")
