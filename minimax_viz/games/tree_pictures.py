"""How a node of a textbook tree looks: ▲ for MAX, ▼ for MIN, a square for a leaf.

An inner node shows its triangle with its name inside (the textbook's A, B,
C...); a leaf shows its value inside a square, its name (``b1``) beside it.
Colours come from the caller's palette roles ``max`` and ``min``.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

#: The colours when nobody passes a palette (the diagram's Okabe-Ito roles).
SVG_COLOURS = {"max": "#0072B2", "min": "#D55E00"}
OUTLINE_LINES = 40


def _role(position: Any) -> str:
    return "min" if position.tree.depths[position.node] % 2 else "max"


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
        role = "▼ MIN" if tree.depths[node] % 2 else "▲ MAX"
        lines.append("  " * indent + (f"{name} = {value}" if value is not None else
                                      f"{name} {role}"))
        stack.extend((kid, indent + 1) for kid in reversed(tree.kids[node]))
    if stack:
        lines.append(f"... ({len(tree) - len(lines):,} more nodes)" if position.node == 0
                     else "...")
    return "\n".join(lines)


def node_svg(position: Any, size: int = 120, colours: Mapping[str, str] = SVG_COLOURS) -> str:
    """A standalone SVG of one node: its triangle and name, or a leaf's value in a square.

    >>> from minimax_viz.games.tree import TREE
    >>> "<polygon" in node_svg(TREE.parse("[[3,12],5]")), "<rect" in node_svg(TREE.parse("[1]"))
    (True, True)
    """
    tree, node = position.tree, position.node
    value, name = tree.values[node], html.escape(tree.names[node])
    role = _role(position)
    s = size
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{s}" height="{s}" '
            f'viewBox="0 0 {s} {s}" font-family="DejaVu Sans, sans-serif">'
            f"<title>{name}</title><rect width=\"{s}\" height=\"{s}\" fill=\"white\"/>")
    if value is not None:
        body = (f'<rect x="{s * .2:g}" y="{s * .12:g}" width="{s * .6:g}" height="{s * .6:g}" '
                f'fill="white" stroke="#333333" stroke-width="3"/>'
                f'<text x="{s / 2:g}" y="{s * .53:g}" font-size="{s * .3 / max(1, len(str(value)) / 3):g}" '
                f'font-weight="bold" text-anchor="middle">{value}</text>'
                f'<text x="{s / 2:g}" y="{s * .92:g}" font-size="{s * .14:g}" '
                f'text-anchor="middle" fill="#555555">leaf {name}</text>')
    else:
        top, bottom = (s * .1, s * .8) if role == "max" else (s * .8, s * .1)
        points = f"{s / 2:g},{top:g} {s * .1:g},{bottom:g} {s * .9:g},{bottom:g}"
        text_y = s * .66 if role == "max" else s * .42
        body = (f'<polygon points="{points}" fill="{colours[role]}" stroke="#333333"/>'
                f'<text x="{s / 2:g}" y="{text_y:g}" font-size="{s * .22 / max(1, len(name) / 2):g}" '
                f'font-weight="bold" text-anchor="middle" fill="white">{name}</text>'
                f'<text x="{s / 2:g}" y="{s * .96:g}" font-size="{s * .12:g}" '
                f'text-anchor="middle" fill="#555555">{role.upper()} to move</text>')
    return head + body + "</svg>"


def node_table(position: Any, colours: Mapping[str, str]) -> str:
    """One node inside a call's card, as a Graphviz HTML-like table."""
    tree, node = position.tree, position.node
    value, name = tree.values[node], html.escape(tree.names[node])
    if value is not None:
        return ('<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="2"><TR>'
                f'<TD BORDER="2" COLOR="#333333" WIDTH="34" HEIGHT="30">'
                f'<FONT POINT-SIZE="16"><B>{value}</B></FONT></TD>'
                f'<TD><FONT POINT-SIZE="11" COLOR="#555555">{name}</FONT></TD>'
                "</TR></TABLE>")
    role = _role(position)
    glyph = "▼" if role == "min" else "▲"
    colour = colours.get(role, SVG_COLOURS[role])
    return ('<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0"><TR>'
            f'<TD><FONT POINT-SIZE="24" COLOR="{colour}">{glyph}</FONT></TD>'
            f'<TD><FONT POINT-SIZE="16"><B>{name}</B></FONT></TD>'
            "</TR></TABLE>")


def tree_dot(tree: Any, notes: Mapping[int, str] | None = None,
             pruned: frozenset[int] = frozenset(), colours: Mapping[str, str] = SVG_COLOURS) -> str:
    """The whole tree as DOT text, drawn the textbook way (a worksheet's picture).

    Inner nodes are ▲ / ▼ triangles with their names, leaves squares with their
    values; edges carry the move names (a1, a2...). ``notes`` puts a text beside
    a node (a blank to fill in, or its value); ``pruned`` nodes are drawn dashed
    and grey.

    >>> from minimax_viz.games.tree import TREE
    >>> dot = tree_dot(TREE.parse("[[3,12],5]").tree, {1: "B = ?"}, frozenset({3}))
    >>> 'shape="triangle"' in dot, 'xlabel="B = ?"' in dot, dot.count('"dashed"')
    (True, True, 2)
    """
    notes = notes or {}
    lines = ["digraph textbook {", '  graph [nodesep="0.25" ranksep="0.55" forcelabels="true"];',
             '  node [fontname="DejaVu Sans" fontsize="13"];',
             '  edge [fontname="DejaVu Sans" fontsize="10" arrowsize="0.6"];']
    for node, name in enumerate(tree.names):
        value, grey = tree.values[node], node in pruned
        note = notes.get(node, "")
        attrs = f' xlabel="{html.escape(note, quote=True)}"' if note else ""
        if value is None:
            role = "min" if tree.depths[node] % 2 else "max"
            ink = "#555555" if grey else "white"
            attrs += (f' shape="{"triangle" if role == "max" else "invtriangle"}"'
                      f' label=<<FONT COLOR="{ink}"><B>{html.escape(name)}</B></FONT>>'
                      f' style="{"filled,dashed" if grey else "filled"}"'
                      f' fillcolor="{"#DDDDDD" if grey else colours[role]}"'
                      ' width="0.75" height="0.6" fixedsize="true"')
        else:
            ink = "#999999" if grey else "black"
            attrs += (f' shape="box" style="{"dashed" if grey else "solid"}" color="{ink}"'
                      f' label=<<FONT COLOR="{ink}"><B>{value}</B><BR/>'
                      f'<FONT POINT-SIZE="8">{html.escape(name)}</FONT></FONT>>'
                      ' margin="0.04,0.02"')
        lines.append(f"  n{node} [{attrs.strip()}];")
        if node:
            parent = tree.parents[node]
            style = ' style="dashed" color="#999999"' if grey else ""
            move = "" if value is not None else \
                f"{tree.names[parent].lower()}{tree.kids[parent].index(node) + 1}"
            lines.append(f'  n{parent} -> n{node} [label="{move}"{style}];')
    return "\n".join(lines) + "\n}\n"
