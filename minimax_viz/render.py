"""Call trees as Graphviz diagrams: style tables, node/edge decorators, DOT text.

Everything up to the DOT text is pure Python, so it is tested without the
``dot`` binary; :func:`run_dot` is the only place that runs Graphviz. Each
drawn element carries a stable id and classes into the SVG: ``call-N``,
``summary-N``, ``cut-N`` for nodes, ``edge-N`` for the edge into call or
summary N, ``edge-cut-N`` for the edge into a cut stub (see
:mod:`minimax_viz.frames` for restyling one layout per step).

Styling is OpenSpiel-style: a node decorator gets a :class:`NodeInfo` and
returns Graphviz attributes, an edge decorator gets an :class:`EdgeInfo`.
Wrap the defaults to change a detail::

    def pink_pv(info):
        attrs = default_node_decorator(info)
        return {**attrs, "color": "#CC79A7"} if info.on_pv else attrs

>>> from minimax_viz import trace
>>> source = dot_source(trace("O.XX.X.OO"))
>>> source.count('class="call ')
9
>>> 'id="edge-5"' in source
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .board import Board
from .errors import GraphvizMissingError, RenderError
from .labels import FONT, PALETTE, ROLE, card_label, edge_label, esc, legend_label, stub_label
from .steps import value_text
from .trace import Call, CallTree
from .treeview import DEFAULT_MAX_NODES, Summary, TreeView

if TYPE_CHECKING:
    import graphviz  # type: ignore[import-untyped]

__all__ = [
    "PALETTE", "ROLE", "EdgeInfo", "NodeInfo", "board_svg", "default_edge_decorator",
    "default_node_decorator", "dot_lines", "dot_source", "esc", "render_svg", "run_dot",
    "to_digraph", "tree_view",
]

INSTALL_HINT = ("Graphviz's 'dot' program is not installed or not on PATH; install Graphviz"
                " (Debian/Ubuntu: apt-get install graphviz, macOS: brew install graphviz,"
                " https://graphviz.org/download/). DOT export works without it.")

GRAPH_ATTRS = {"rankdir": "TB", "ordering": "out", "nodesep": "0.25", "ranksep": "0.5",
               "fontname": FONT, "bgcolor": "white", "labelloc": "b", "pad": "0.2"}
NODE_DEFAULTS = {"fontname": FONT, "fontsize": "10", "margin": "0.05"}
EDGE_DEFAULTS = {"fontname": FONT, "fontsize": "9", "arrowsize": "0.7"}


@dataclass(frozen=True)
class NodeInfo:
    """What a node decorator knows about one drawn node."""

    element: str                 # "call-3", "summary-7" or "cut-6"
    kind: str                    # "call", "summary" or "cut"
    call: Call                   # the call drawn (for a cut stub: the call that cut)
    role: str                    # "max" or "min": the role of call.player
    value: str                   # the returned score as text, "at least -10" for a bound
    on_pv: bool                  # on the principal variation from the root
    chosen: bool                 # its parent picked this move
    summary: Summary | None      # what a folded subtree holds
    classes: tuple[str, ...]     # the classes the SVG element gets


@dataclass(frozen=True)
class EdgeInfo:
    """What an edge decorator knows: the caller, the node the edge leads to."""

    element: str                 # "edge-3" or "edge-cut-6"
    parent: Call
    child: NodeInfo
    classes: tuple[str, ...]


NodeDecorator = Callable[[NodeInfo], dict[str, str]]
EdgeDecorator = Callable[[EdgeInfo], dict[str, str]]
TreeLike = CallTree | TreeView


def default_node_decorator(info: NodeInfo) -> dict[str, str]:
    """Graphviz attributes of a node: an HTML-like card, a box3d for a folded subtree."""
    if info.kind == "cut":
        return {"shape": "box", "style": "dashed,filled", "fillcolor": "#F2F2F2",
                "color": ROLE["cut"], "label": stub_label(info.call)}
    attrs = {"shape": "box3d" if info.kind == "summary" else "box", "style": "filled",
             "fillcolor": "white", "color": "#333333", "penwidth": "1",
             "label": card_label(info.call, info.role, info.value, info.summary)}
    if info.call.memo_hit:
        attrs.update(color=ROLE["memo"], penwidth="2.5", style="filled,dashed")
    if info.on_pv:
        attrs.update(color=ROLE["pv"], penwidth="3.5")
    return attrs


def default_edge_decorator(info: EdgeInfo) -> dict[str, str]:
    """Graphviz attributes of an edge: the move, the score going back up, emphasis."""
    if info.child.kind == "cut":
        return {"style": "dashed", "color": ROLE["cut"], "arrowhead": "none"}
    attrs = {"color": ROLE["edge"], "penwidth": "1.2",
             "label": edge_label(info.parent.player, info.child.call.move, info.child.value)}
    if info.child.chosen:
        attrs.update(color=ROLE["chosen"], penwidth="2.5")
    if info.child.on_pv:
        attrs.update(color=ROLE["pv"], penwidth="4")
    return attrs


def tree_view(tree: TreeLike, max_nodes: int | None = DEFAULT_MAX_NODES,
              max_depth: int | None = None, focus: int | None = None) -> TreeView:
    """``tree`` itself if it is already a :class:`TreeView`, else a new view of it."""
    if isinstance(tree, TreeView):
        return tree
    return TreeView(tree, max_nodes=max_nodes, max_depth=max_depth, focus=focus)


def node_infos(view: TreeView) -> list[NodeInfo]:
    """Every drawn node in id order, each cut stub right after its call's last drawn descendant.

    Edges are emitted with the node they lead to and the graph is drawn with
    ``ordering="out"``, so this order puts a call's children left to right in
    search order, with the moves a cut skipped (which come last) rightmost.
    """
    tree, pv = view.tree, set(view.pv)
    best = tree.data.best_move
    infos: list[NodeInfo] = []
    pending: list[NodeInfo] = []  # cut stubs of open subtrees, innermost last
    for call_id in sorted(view.calls + view.summaries):
        while pending and view.end(pending[-1].call.id) <= call_id:
            infos.append(pending.pop())
        call = tree[call_id]
        kind = view.kind(call_id) or "call"
        role = "max" if call.player == tree.player else "min"
        chosen = call.parent is not None and best[call.parent - 1] == call.move
        flags = [kind, role, *(["terminal"] if call.outcome else []),
                 *(["memo"] if call.memo_hit else []), *(["pv"] if call_id in pv else []),
                 *(["chosen"] if chosen else []), *(["bound"] if view.is_bound(call_id) else [])]
        summary = view.summary(call_id) if kind == "summary" else None
        infos.append(NodeInfo(f"{kind}-{call_id}", kind, call, role,
                              value_text(call, view.is_bound(call_id)),
                              call_id in pv, chosen, summary, tuple(flags)))
        if call_id in view.cuts:
            pending.append(NodeInfo(f"cut-{call_id}", "cut", call, role, "", False, False, None,
                                    ("cut", f"{call.cut}-cut")))
    return infos + pending[::-1]


def _edge_classes(child: NodeInfo) -> tuple[str, ...]:
    if child.kind == "cut":
        return ("cut",)
    return ("move", *(["chosen"] if child.chosen else []), *(["pv"] if child.on_pv else []))


def dot_lines(tree: TreeLike, *, max_nodes: int | None = DEFAULT_MAX_NODES,
              max_depth: int | None = None, focus: int | None = None,
              node_decorator: NodeDecorator = default_node_decorator,
              edge_decorator: EdgeDecorator = default_edge_decorator,
              legend: bool = True) -> list[str]:
    """The body of the DOT graph, one statement a line (pure: no Graphviz needed).

    Ids and classes are set after the decorators run, so a decorator cannot
    break the contract the stepper relies on; a decorator's own ``class`` is kept.
    """
    view = tree_view(tree, max_nodes, max_depth, focus)
    lines = [f"\tgraph{attr_list(GRAPH_ATTRS)}\n", f"\tnode{attr_list(NODE_DEFAULTS)}\n",
             f"\tedge{attr_list(EDGE_DEFAULTS)}\n"]
    if legend:
        lines.append(f"\tlabel={legend_label(view)}\n")
    calls: dict[int, Call] = {}
    for info in node_infos(view):
        attrs = _with_ids(node_decorator(info), info.element, info.classes)
        lines.append(f"\t{quote(info.element)}{attr_list(attrs)}\n")
        calls[info.call.id] = info.call
        if info.kind == "cut":
            parent, element = info.call, f"edge-{info.element}"
        elif info.call.parent is not None:
            parent, element = calls[info.call.parent], f"edge-{info.call.id}"
        else:
            continue
        edge = EdgeInfo(element, parent, info, _edge_classes(info))
        attrs = _with_ids(edge_decorator(edge), edge.element, edge.classes)
        lines.append(f"\t{quote(f'call-{parent.id}')} -> {quote(info.element)}"
                     f"{attr_list(attrs)}\n")
    return lines


def quote(value: object) -> str:
    """A DOT value: HTML-like labels (``<...>``) as they are, anything else quoted.

    >>> print(quote('say "hi"'), quote("<<B>x</B>>"))
    "say \\"hi\\"" <<B>x</B>>
    """
    text = str(value)
    if text.startswith("<") and text.endswith(">"):
        return text
    return '"' + text.replace('"', '\\"') + '"'


def attr_list(attrs: dict[str, str]) -> str:
    """`` [key="value" ...]`` in the order given (so DOT text is deterministic)."""
    return " [" + " ".join(f'{key}="{value}"' if isinstance(value, str) and '"' not in value
                           and not value.startswith("<") else f"{key}={quote(value)}"
                           for key, value in attrs.items()) + "]"


def _with_ids(attrs: dict[str, str], element: str, classes: tuple[str, ...]) -> dict[str, str]:
    extra = attrs.get("class", "").split()
    return {**attrs, "id": element, "class": " ".join([*classes, *extra])}


def to_digraph(tree: TreeLike, **options: Any) -> graphviz.Digraph:
    """The diagram as a :class:`graphviz.Digraph` made of :func:`dot_lines`. Options as there."""
    import graphviz  # type: ignore[import-untyped]

    return graphviz.Digraph("calltree", body=dot_lines(tree, **options))


def dot_source(tree: TreeLike, **options: Any) -> str:
    """The DOT text of the diagram; needs no Graphviz binary. Options as :func:`dot_lines`."""
    return "digraph calltree {\n" + "".join(dot_lines(tree, **options)) + "}\n"


def run_dot(graph: graphviz.Digraph, fmt: str = "svg") -> bytes:
    """Lay out and draw ``graph`` with ``dot``: the one place Graphviz runs."""
    import graphviz  # type: ignore[import-untyped]

    try:
        return bytes(graph.pipe(format=fmt, engine="dot"))
    except graphviz.ExecutableNotFound:
        raise GraphvizMissingError(INSTALL_HINT) from None
    except graphviz.CalledProcessError as exc:
        detail = (exc.stderr or b"").decode("utf-8", "replace").strip().splitlines()
        raise RenderError(f"dot failed: {detail[-1] if detail else exc}") from None


def render_svg(tree: TreeLike, **options: Any) -> str:
    """The whole diagram as SVG with the step stylesheet (one ``dot`` run).

    Options as :func:`to_digraph`. For per-step frames use
    :class:`minimax_viz.frames.Layout`, which keeps the layout to restyle.
    """
    from .frames import Layout

    return Layout(tree, **options).svg


# -- the board on its own (no Graphviz) ---------------------------------------------------
def board_svg(board: Board | str, highlight: int | None = None, size: int = 120) -> str:
    """A 3x3 board as a small standalone SVG; ``highlight`` marks a cell (the last move).

    The winning line, if any, is shaded. Used by ``Board._repr_svg_`` in Jupyter.

    >>> svg = board_svg("XXX.OO...")
    >>> svg.startswith("<svg") and svg.count("<rect") == 10
    True
    """
    board = Board.parse(board)
    line = board.winning_line or ()
    step = size / 3
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
              f'viewBox="0 0 {size} {size}" font-family="{FONT}, sans-serif">'),
             f'<title>{esc(board.rows())}: {esc(_status(board))}</title>']
    for cell, mark in enumerate(board.cells):
        x, y = (cell % 3) * step, (cell // 3) * step
        fill = ROLE["win_line"] if cell in line else \
            ROLE["played"] if cell == highlight else "white"
        parts.append(f'<rect x="{x:g}" y="{y:g}" width="{step:g}" height="{step:g}" '
                     f'fill="{fill}" stroke="#555555"/>')
        if mark != ".":
            ink = "white" if cell in line else "black"
            parts.append(f'<text x="{x + step / 2:g}" y="{y + step * 0.68:g}" '
                         f'font-size="{step * 0.55:g}" font-weight="bold" text-anchor="middle" '
                         f'fill="{ink}">{mark}</text>')
    parts.append(f'<rect x="0" y="0" width="{size}" height="{size}" fill="none" '
                 'stroke="#333333" stroke-width="2"/></svg>')
    return "".join(parts)


def _status(board: Board) -> str:
    if board.outcome == "draw":
        return "draw"
    return f"{board.outcome} wins" if board.outcome else f"{board.to_move} to move"


def tree_mimebundle(tree: CallTree) -> dict[str, str]:
    """Jupyter's view of a call tree: the diagram (folded to the budget) and the repr."""
    bundle = {"text/plain": repr(tree)}
    try:
        bundle["image/svg+xml"] = render_svg(tree)
    except GraphvizMissingError as exc:
        bundle["text/plain"] += f"\n(no diagram: {exc})"
    return bundle
