"""A whole textbook tree as DOT, drawn the way the textbook draws it (a worksheet's picture).

Inner nodes are ▲ / ▼ triangles (a chance node a circle, its edges marked with their
probabilities) with their names, leaves squares with their
values; an edge into an inner node carries the move's name (``a1``, the
game's :meth:`~minimax_viz.games.tree.Tree.move_name`). Fonts and colours are
the diagrams' (:mod:`minimax_viz.draw.style`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..games.exact import exact_text, odds_text
from ..games.parts import label_text
from ..games.tree import Tree
from .dot import dot_text, run_dot
from .style import FONT, PICTURE, ROLE

if TYPE_CHECKING:
    import graphviz


def tree_graph(tree: Tree, notes: Mapping[int, str] | None = None,
               pruned: frozenset[int] = frozenset(),
               colours: Mapping[str, str] = ROLE) -> graphviz.Digraph:
    """The whole tree as DOT text. ``notes`` puts a text beside a node (a blank to fill
    in, or its value); ``pruned`` nodes are drawn dashed and grey.

    >>> from minimax_viz.games.tree import TREE
    >>> dot = tree_graph(TREE.parse("[[3,12],5]").tree, {1: "B = ?"}, frozenset({3})).source
    >>> 'shape="triangle"' in dot, 'xlabel="B = ?"' in dot, dot.count('"dashed"')
    (True, True, 2)
    """
    notes = notes or {}
    lines = ['  graph [nodesep="0.25" ranksep="0.55" forcelabels="true"];',
             f'  node [fontname="{FONT}" fontsize="13"];',
             f'  edge [fontname="{FONT}" fontsize="10" arrowsize="0.6"];']
    faint = PICTURE["faint"]
    for node, name in enumerate(tree.names):
        value, grey = tree.values[node], node in pruned
        note = notes.get(node, "")
        attrs = f" xlabel={dot_text(note)}" if note else ""
        if value is None:
            role = tree.mover(node).lower()
            ink = PICTURE["ink"] if grey else "white"
            shape = {"max": "triangle", "min": "invtriangle", "chance": "circle"}[role]
            attrs += (f' shape="{shape}"'
                      f' label=<<FONT COLOR="{ink}"><B>{label_text(name)}</B></FONT>>'
                      f' style="{"filled,dashed" if grey else "filled"}"'
                      f' fillcolor="{PICTURE["pruned_fill"] if grey else colours[role]}"'
                      f' width="{0.6 if role == "chance" else 0.75}" height="0.6" fixedsize="true"')
        else:
            ink = faint if grey else "black"
            attrs += (f' shape="box" style="{"dashed" if grey else "solid"}" color="{ink}"'
                      f' label=<<FONT COLOR="{ink}"><B>{exact_text(value)}</B><BR/>'
                      f'<FONT POINT-SIZE="8">{label_text(name)}</FONT></FONT>>'
                      ' margin="0.04,0.02"')
        lines.append(f"  n{node} [{attrs.strip()}];")
        if node:
            parent = tree.parents[node]
            style = f' style="dashed" color="{faint}"' if grey else ""
            move = "" if value is not None else \
                tree.move_name(parent, tree.kids[parent].index(node) + 1)
            chance = tree.probability(node)
            if chance is not None:  # a chance node's edge carries its probability
                move = f"{move} {odds_text(chance)}".strip()
            lines.append(f"  n{parent} -> n{node} [label={dot_text(move)}{style}];")
    import graphviz

    return graphviz.Digraph("textbook", body=[line + "\n" for line in lines])


def tree_dot(tree: Tree, notes: Mapping[int, str] | None = None,
             pruned: frozenset[int] = frozenset()) -> str:
    """:func:`tree_graph` as DOT text."""
    return str(tree_graph(tree, notes, pruned).source)


def tree_svg(tree: Tree, notes: Mapping[int, str] | None = None,
             pruned: frozenset[int] = frozenset()) -> str:
    """:func:`tree_graph` laid out and drawn as SVG by Graphviz."""
    return run_dot(tree_graph(tree, notes, pruned)).decode("utf-8")
