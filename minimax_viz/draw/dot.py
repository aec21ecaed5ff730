"""Call trees as Graphviz diagrams: style tables, node/edge decorators, DOT text.

Everything up to the DOT text is pure Python, so it is tested without the
``dot`` binary; :func:`drawn_pieces` is the only place that runs Graphviz. Each
drawn element carries a stable id and classes into the SVG: ``call-N``,
``summary-N``, ``cut-N`` for nodes, ``edge-N`` for the edge into call or
summary N, ``edge-cut-N`` for the edge into a cut stub; a tree drawn whole
has no stubs but ``pruned-C-K`` (and ``edge-pruned-C-K``), the positions call C's cut
skipped, drawn as any call until the cut, and the cut said beside C (see
:mod:`minimax_viz.draw.layout` for restyling one layout per step).

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

import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from graphviz import quoting

from ..errors import GraphvizMissingError, RenderError, function, true_or_false
from ..explain import words
from ..explain.edges import picked_child
from ..record import Call, CallTree, Summary
from .labels import (
    card_label,
    cut_note_label,
    edge_label,
    legend_label,
    pruned_edge_label,
    pruned_label,
    stub_label,
)
from .style import ALIKE_CLASS, CHOSEN_EDGE_PEN, FONT, PV_CARD_PEN, PV_EDGE_PEN, ROLE
from .treeview import DEFAULT_MAX_NODES, DrawnKind, Pruned, TreeView

if TYPE_CHECKING:
    import graphviz

__all__ = [
    "EdgeInfo", "NodeInfo", "default_edge_decorator", "default_node_decorator", "dot_lines",
    "dot_pieces", "dot_source", "dot_statements", "drawn_pieces", "render_svg", "run_dot",
    "set_renderer", "to_digraph", "tree_view",
]

#: Lays out DOT text in a format ("svg") in place of the ``dot`` binary: ``(source, fmt)``.
Renderer = Callable[[str, str], bytes | str]
_renderer: Renderer | None = None

INSTALL_HINT = ("Graphviz's 'dot' program is not installed or not on PATH; install Graphviz"
                " (Debian/Ubuntu: apt-get install graphviz, macOS: brew install graphviz,"
                " https://graphviz.org/download/). DOT export works without it.")

GRAPH_ATTRS = {"rankdir": "TB", "ordering": "out", "nodesep": "0.25", "ranksep": "0.5",
               "fontname": FONT, "bgcolor": "white", "labelloc": "b", "pad": "0.2"}
NODE_DEFAULTS = {"fontname": FONT, "fontsize": "10", "margin": "0.05"}
EDGE_DEFAULTS = {"fontname": FONT, "fontsize": "10", "arrowsize": "0.7"}


@dataclass(frozen=True)
class NodeInfo:
    """What a node decorator knows about one drawn node."""

    tree: CallTree               # the whole recorded search
    element: str                 # "call-3", "summary-7", "cut-6" or "pruned-6-1"
    kind: DrawnKind              # "call", "summary", "cut" or "pruned"
    call: Call                   # the call drawn (for a cut stub or a pruned position:
                                 # the call that cut)
    role: str                    # "max" or "min": the role of call.player
    value: str                   # the returned score as text, "at least -10" for a bound
    on_pv: bool                  # on the principal variation from the root
    chosen: bool                 # its parent picked this move
    summary: Summary | None      # what a folded subtree holds
    classes: tuple[str, ...]     # the classes the SVG element gets
    pruned: Pruned | None = None  # a position never searched, in a tree drawn whole
    cut_note: bool = False       # its cut said beside it (a whole tree has no stubs)


@dataclass(frozen=True)
class EdgeInfo:
    """What an edge decorator knows: the caller, the node the edge leads to."""

    element: str                 # "edge-3" or "edge-cut-6"
    parent: Call                 # the caller, where the edge starts
    child: NodeInfo              # the node it leads to
    classes: tuple[str, ...]     # the classes the stepper restyles it by ("move", "pv" ...)


NodeDecorator = Callable[[NodeInfo], dict[str, str]]
EdgeDecorator = Callable[[EdgeInfo], dict[str, str]]
TreeLike = CallTree | TreeView


def default_node_decorator(info: NodeInfo) -> dict[str, str]:
    """Graphviz attributes of the node ``info`` describes: an HTML-like card, a box3d for a
    folded subtree."""
    if info.kind == "cut":
        return {"shape": "box", "style": "dashed,filled", "fillcolor": ROLE["stub_fill"],
                "color": ROLE["cut"], "label": stub_label(info.call, info.tree)}
    if info.pruned is not None:  # drawn as any call is: until the cut, nothing tells
        return {"shape": "box", "style": "filled", "fillcolor": "white",
                "color": ROLE["border"], "penwidth": "1",
                "label": pruned_label(info.tree, info.pruned)}
    attrs = {"shape": "box3d" if info.kind == "summary" else "box", "style": "filled",
             "fillcolor": "white", "color": ROLE["border"], "penwidth": "1",
             "label": card_label(info.tree, info.call, info.summary)}
    if info.cut_note:
        attrs["xlabel"] = cut_note_label(info.call, info.tree)
    if info.call.memo_hit:
        attrs.update(color=ROLE["memo"], penwidth="2.5", style="filled,dashed")
    if info.call.estimate:  # a guess at the depth limit, not the end of the game
        attrs.update(style="filled,dotted", penwidth="2")
    if info.call.id in info.tree.data.raised:  # a student's call that never returned
        attrs.update(color=ROLE["current"], penwidth="2.5", style="filled,dashed")
    if info.on_pv:
        attrs.update(color=ROLE["pv"], penwidth=PV_CARD_PEN)
    return attrs


def default_edge_decorator(info: EdgeInfo) -> dict[str, str]:
    """Graphviz attributes of the edge ``info`` describes: the move, the score going back up,
    emphasis."""
    if info.child.kind == "cut":
        return {"style": "dashed", "color": ROLE["cut"], "arrowhead": "none"}
    if info.child.pruned is not None:
        return {"color": ROLE["edge"], "penwidth": "1.2",
                "label": pruned_edge_label(info.child.tree, info.child.pruned)}
    attrs = {"color": ROLE["edge"], "penwidth": "1.2",
             "label": edge_label(info.child.tree, info.child.call)}
    if info.child.chosen:
        attrs.update(color=ROLE["chosen"], penwidth=CHOSEN_EDGE_PEN)
    if info.child.on_pv:
        attrs.update(color=ROLE["pv"], penwidth=PV_EDGE_PEN)
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
    infos: list[NodeInfo] = []
    pending: list[list[NodeInfo]] = []  # cut stubs (pruned parts) of open subtrees
    for call_id in sorted(view.calls + view.summaries):
        while pending and tree.subtree_end(pending[-1][0].call.id) <= call_id:
            infos.extend(pending.pop())
        call = tree[call_id]
        kind = view.kind(call_id) or "call"
        role = words.role(tree, call.player)
        chosen = _chosen(tree, call)
        flags = [kind, role, *(["terminal"] if call.outcome else []),
                 *(["memo"] if call.memo_hit else []), *(["pv"] if call_id in pv else []),
                 *(["estimate"] if call.estimate else []),
                 *(["chosen"] if chosen else []), *(["bound"] if tree.is_bound(call_id) else [])]
        summary = tree.summary(call_id) if kind == "summary" else None
        infos.append(NodeInfo(tree, f"{kind}-{call_id}", kind, call, role,
                              words.value_text(tree, call), call_id in pv, chosen, summary,
                              tuple(flags), cut_note=call_id in view.pruned))
        if call_id in view.cuts:
            pending.append([NodeInfo(tree, f"cut-{call_id}", "cut", call, role, "", False,
                                     False, None, ("cut", f"{call.cut}-cut"))])
        if call_id in view.pruned:
            pending.append([_pruned_info(tree, call, p) for p in view.pruned[call_id]])
    return infos + [info for group in pending[::-1] for info in group]


def _pruned_info(tree: CallTree, call: Call, pruned: Pruned) -> NodeInfo:
    """A position a cut skipped: its classes say so, its drawing does not (until the cut)."""
    role = words.role(tree, pruned.player)
    terminal = ["terminal"] if tree.game.outcome(pruned.position) else []
    return NodeInfo(tree, pruned.element, "pruned", call, role, "", False, False, None,
                    ("pruned", role, *terminal), pruned)


def _chosen(tree: CallTree, call: Call) -> bool:
    """True when the caller chose this call (a caller cut short chose nothing): the child
    its best move leads to (:func:`~minimax_viz.explain.edges.picked_child`)."""
    parent = call.parent
    return parent is not None and tree.kind(parent) == "search" and \
        picked_child(tree, parent) == call.id


def _edge_classes(child: NodeInfo) -> tuple[str, ...]:
    if child.kind == "cut":
        return ("cut",)
    if child.kind == "pruned":
        return ("move", "pruned")
    return ("move", *(["chosen"] if child.chosen else []), *(["pv"] if child.on_pv else []))


_TABLE = "<<TABLE"


def _at_least(attrs: dict[str, str], width: int) -> dict[str, str]:
    """``attrs`` with its HTML-like table label at least ``width`` points wide."""
    label = attrs.get("label", "")
    if not width or not label.startswith(_TABLE):
        return attrs
    return {**attrs, "label": f'{_TABLE} WIDTH="{width}"{label[len(_TABLE):]}'}


def dot_lines(tree: TreeLike, **options: Any) -> list[str]:
    """The body of the DOT graph, one statement a line (pure: no Graphviz needed); options
    as :func:`dot_statements`."""
    return list(dot_statements(tree, **options))


def dot_pieces(tree: TreeLike, **options: Any) -> Iterator[str]:
    """The whole DOT text of ``tree``'s diagram, a statement at a time, made as it is read
    (:func:`drawn_pieces` hands each to ``dot`` at once). Options as :func:`dot_statements`."""
    yield "digraph calltree {\n"
    yield from dot_statements(tree, **options)
    yield "}\n"


def dot_statements(tree: TreeLike, *, max_nodes: int | None = DEFAULT_MAX_NODES,
                   max_depth: int | None = None, focus: int | None = None,
                   node_decorator: NodeDecorator = default_node_decorator,
                   edge_decorator: EdgeDecorator = default_edge_decorator,
                   legend: bool = True, label_widths: Mapping[str, int] | None = None,
                   emphasis: bool = True) -> Iterator[str]:
    """The body of the DOT graph, one statement a line, made as it is read; the options are
    checked at once, before the first is made.

    ``emphasis=False`` (predict mode): the decorators draw the answer's line and each
    caller's choice as any other card and edge (no attribute tells them), and the graph gets
    the class ``mmv-alike``, under which the stylesheet (:data:`~.style.STEP_CSS`) draws them
    once their classes are there.

    ``label_widths``: by element id, the least width in points of its label if that is an
    HTML-like table (predict mode draws cards alike: :class:`~minimax_viz.draw.Layout`).

    Ids and classes are set after the decorators run, so a decorator cannot
    break the contract the stepper relies on; a decorator's own ``class`` is kept.
    """
    view = tree_view(tree, max_nodes, max_depth, focus)
    node_decorator = function("node_decorator", node_decorator)
    edge_decorator = function("edge_decorator", edge_decorator)
    legend = true_or_false("legend", legend)
    # a tree not drawn whole (folded, or cut stubs for skipped moves): predict mode shows it
    # only as far as it is reached, since a missing branch or a box would tell the search
    classes = " ".join([*(["partial"] if view.summaries or view.cuts else []),
                        *([] if true_or_false("emphasis", emphasis) else [ALIKE_CLASS])])
    if not emphasis:
        node_decorator, edge_decorator = _unemphasised(node_decorator, edge_decorator)
    return _statements(view, node_decorator, edge_decorator, legend, label_widths or {},
                       {"class": classes} if classes else {})


def _unemphasised(node_decorator: NodeDecorator,
                  edge_decorator: EdgeDecorator) -> tuple[NodeDecorator, EdgeDecorator]:
    """The decorators, each asked as if no card or edge were on the answer's line or chosen
    (their classes still say it)."""
    def plain(info: NodeInfo) -> NodeInfo:
        return replace(info, on_pv=False, chosen=False)

    return (lambda info: node_decorator(plain(info)),
            lambda info: edge_decorator(replace(info, child=plain(info.child))))


def _statements(view: TreeView, node_decorator: NodeDecorator, edge_decorator: EdgeDecorator,
                legend: bool, label_widths: Mapping[str, int],
                partial: dict[str, str]) -> Iterator[str]:
    yield f"\tgraph{attr_list({**GRAPH_ATTRS, **partial})}\n"
    yield f"\tnode{attr_list(NODE_DEFAULTS)}\n"
    yield f"\tedge{attr_list(EDGE_DEFAULTS)}\n"
    if legend:
        yield f"\tlabel={legend_label(view.tree, len(view.calls), len(view.summaries))}\n"
    calls: dict[int, Call] = {}
    for info in node_infos(view):
        attrs = _with_ids(node_decorator(info), info.element, info.classes)
        if label_widths:
            attrs = _at_least(attrs, label_widths.get(info.element, 0))
        yield f"\t{dot_id(info.element)}{attr_list(attrs)}\n"
        calls[info.call.id] = info.call
        source = None
        if info.kind in ("cut", "pruned"):
            parent, element = info.call, f"edge-{info.element}"
            source = info.pruned.parent if info.pruned else None
        elif info.call.parent is not None:
            parent, element = calls[info.call.parent], f"edge-{info.call.id}"
        else:
            continue
        edge = EdgeInfo(element, parent, info, _edge_classes(info))
        attrs = _with_ids(edge_decorator(edge), edge.element, edge.classes)
        if label_widths:
            attrs = _at_least(attrs, label_widths.get(edge.element, 0))
        yield (f"\t{dot_id(source or f'call-{parent.id}')}"
               f" -> {dot_id(info.element)}{attr_list(attrs)}\n")


#: Graphviz's own quoting of a DOT ID (an HTML-like label ``<...>`` kept as it is), cached:
#: the same classes, colours and ids come back on every node.
dot_id = lru_cache(maxsize=8192)(quoting.quote)


def dot_text(text: str) -> str:
    r"""Plain text (not an HTML-like label) as a DOT string: Graphviz's own quoting, its
    backslashes and any ``<...>`` kept literal (``graphviz.escape``) and ``&`` written
    ``&amp;`` (Graphviz reads entities in plain strings too), so no text can break the DOT
    or turn into other text. Not through :data:`dot_id`'s cache, which takes the escaped
    text for equal to an HTML-like label of the same characters.

    >>> print(dot_text("a1"), dot_text('say "hi"'), dot_text("<b>&amp;"), dot_text("a\\n"))
    a1 "say \"hi\"" "<b>&amp;amp;" "a\\n"
    """
    return str(quoting.quote(quoting.escape(text.replace("&", "&amp;"))))


def attr_list(attrs: dict[str, str]) -> str:
    """`` [key=value ...]`` in the order given (so DOT text is deterministic); the keys are
    Graphviz's attribute names, the values quoted by :data:`dot_id`."""
    return " [" + " ".join(f"{key}={dot_id(value)}" for key, value in attrs.items()) + "]"


def _with_ids(attrs: dict[str, str], element: str, classes: tuple[str, ...]) -> dict[str, str]:
    extra = attrs.get("class", "").split()
    return {**attrs, "id": element, "class": " ".join([*classes, *extra])}


def to_digraph(tree: TreeLike, **options: Any) -> graphviz.Digraph:
    """The diagram as a :class:`graphviz.Digraph` made of :func:`dot_lines`. Options as there."""
    import graphviz

    return graphviz.Digraph("calltree", body=dot_lines(tree, **options))


def dot_source(tree: TreeLike, **options: Any) -> str:
    """The DOT text of ``tree``'s diagram; needs no Graphviz binary. Options as
    :func:`dot_statements`."""
    return "".join(dot_pieces(tree, **options))


def set_renderer(renderer: Renderer | None) -> Renderer | None:
    """Have :func:`run_dot` hand its DOT text to ``renderer`` instead of running ``dot``
    (None: the binary again); returns the one it replaces. The browser's Python sets
    Graphviz in WebAssembly here (:mod:`minimax_viz.lessons.in_browser`)."""
    global _renderer
    before, _renderer = _renderer, renderer
    return before


def current_renderer() -> Renderer | None:
    """The Graphviz that draws: the :func:`set_renderer` one, else, in a browser (where
    there is no ``dot``), the browser's, else None: the ``dot`` binary."""
    if _renderer is None and sys.platform == "emscripten":
        from .browser_graphviz import browser_renderer

        set_renderer(browser_renderer())
    return _renderer


def run_dot(graph: graphviz.Digraph, fmt: str = "svg") -> bytes:
    """Lay out and draw ``graph`` with ``dot`` (or the :func:`set_renderer` one), whole."""
    return b"".join(drawn_pieces([graph.source], fmt))


def drawn_pieces(source: Iterable[str], fmt: str = "svg") -> Generator[bytes, None, None]:
    """Graphviz's drawing of the DOT text ``source`` yields piece by piece, in pieces as
    ``dot`` writes it: the one place Graphviz runs. The text is handed over at once (``dot``
    reads it while the rest is still being made); the drawing is read as the pieces are
    asked for, so the caller may do other work while ``dot`` lays the tree out
    (:class:`~minimax_viz.draw.Layout`'s ``meanwhile``), and reads the drawing while the rest
    is being written (``bench_render``). Closing the pieces unread stops ``dot``. The
    :func:`set_renderer` one, or the browser's, gets the whole text and answers at once."""
    renderer = current_renderer()
    if renderer is not None:
        try:
            drawn = renderer("".join(source), fmt)
        except Exception as exc:  # noqa: BLE001 - whatever the outside renderer raises
            raise RenderError(f"Graphviz failed: {str(exc).strip() or type(exc).__name__}") \
                from None
        # one piece, as a generator (closing() closes what drawn_pieces returns)
        return (piece for piece in [drawn.encode("utf-8") if isinstance(drawn, str)
                                    else bytes(drawn)])
    pieces = _drawn_by_dot(source, fmt)
    next(pieces)  # dot started and handed the whole text
    return pieces


#: The most DOT text handed to ``dot`` at once, and the most of its drawing read at once.
_PIECE = 1 << 16
#: How much a pipe to or from ``dot`` holds (Linux; elsewhere the system's own size): so much
#: that a big tree's whole text is handed over at once, and ``dot`` seldom waits to write its
#: drawing while this process does other work (``Layout(meanwhile=...)``).
_PIPE_SIZE = 1 << 20


def _drawn_by_dot(source: Iterable[str], fmt: str) -> Generator[bytes, None, None]:
    """``dot -T<fmt>`` fed through a pipe while ``source`` is made, its drawing read from a
    pipe as it comes (one graph: ``dot`` writes nothing before it has read it all); its
    warnings go to a file, so a full pipe of them can never stall it."""
    with tempfile.TemporaryFile() as errors:
        try:
            process = subprocess.Popen(["dot", f"-T{fmt}"], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, stderr=errors, bufsize=0)
        except FileNotFoundError:
            raise GraphvizMissingError(INSTALL_HINT) from None
        assert process.stdin is not None and process.stdout is not None
        try:
            for pipe in (process.stdin, process.stdout):
                _widen(pipe)
            _feed(process.stdin, source)
            yield b""  # handed over: drawn_pieces returns here, the drawing still to read
            while piece := os.read(process.stdout.fileno(), _PIPE_SIZE):
                yield piece
            if process.wait():
                errors.seek(0)
                detail = errors.read().decode("utf-8", "replace").strip().splitlines()
                raise RenderError(f"dot failed: {detail[-1] if detail else process.returncode}")
        finally:
            process.stdout.close()
            if process.poll() is None:  # the reader stopped early
                process.kill()
                process.wait()


def _widen(pipe: Any) -> None:
    """Let ``pipe`` hold :data:`_PIPE_SIZE` bytes, where the system allows (Linux)."""
    try:
        import fcntl

        fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, _PIPE_SIZE)
    except (ImportError, AttributeError, OSError):
        pass  # the system's own size: slower beside other work, no less right


def _feed(pipe: Any, source: Iterable[str]) -> None:
    """Write ``source`` into ``pipe`` a piece of about :data:`_PIECE` bytes at a time, then
    close it (``dot`` stopping early, its error is read from its exit)."""
    batch: list[str] = []
    size = 0
    try:
        for text in source:
            batch.append(text)
            size += len(text)
            if size >= _PIECE:
                pipe.write("".join(batch).encode("utf-8"))
                batch, size = [], 0
        pipe.write("".join(batch).encode("utf-8"))
    except BrokenPipeError:
        pass
    finally:
        with contextlib.suppress(BrokenPipeError):
            pipe.close()


def render_svg(tree: TreeLike, **options: Any) -> str:
    """``tree``'s whole diagram as SVG with the step stylesheet (one ``dot`` run).

    Options as :func:`to_digraph`. For per-step frames use
    :class:`minimax_viz.draw.layout.Layout`, which keeps the layout to restyle.
    """
    from .layout import Layout

    return Layout(tree, **options).svg


def inline_svg(svg: str) -> str:
    """Graphviz's SVG without its XML prolog and DOCTYPE, ready to sit inside HTML."""
    return svg[svg.index("<svg"):]
