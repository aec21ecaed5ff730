"""One layout, restyled per step: the contract of the stepper, the HTML page and the frames.

:class:`Layout` runs ``dot -Tsvg`` ONCE for a call tree. It then reads the SVG as
XML (:mod:`minimax_viz.draw.svg_xml`, so any Graphviz's spelling of it draws the same
steps), writes it back as ours and cuts it at the ``class`` attribute of every element it
manages (``call-N``, ``summary-N``, ``cut-N``, ``edge-N``, ``edge-cut-N``, and in a tree drawn whole
``pruned-C-K`` and ``edge-pruned-C-K``: positions call C's cut skipped), so the SVG of any step
is the same text re-joined with other classes: no node ever moves and no step
runs Graphviz. What a class does is in :data:`STEP_CSS`, embedded in the SVG.

The classes an element gets at a step (added to its static classes, such as
``node call max pv``):

=============  ==========================================================
``future``     not yet entered: faded
``current``    this step's call (or the summary holding it): thick outline
``stack``      entered, not yet returned (an ancestor of the current call)
``done``       returned
``pending``    its score is not known yet: returned-score texts hidden
``unsettled``  emphasis not yet earned: a chosen edge before its caller
               returns, the principal variation before the root returns
=============  ==========================================================

In predict mode the static classes that tell an answer (:data:`SECRET_CLASSES`: ``pv``,
``chosen``, ``bound``, ``pruned``) join only at the step that tells it (``earned``): until
then an element has its plain static classes, so not even the page's element pane shows
what a student is asked to predict.

The base SVG (:attr:`Layout.svg`) has no step classes: the finished diagram.

Three ways to use it, one layout for all:

* :meth:`Layout.svg_at` (slides, frames): the SVG text of one step;
* :meth:`Layout.step_rules` (the browser's stepper, page and Jupyter): six numbers
  per element from which :meth:`Layout.classes_at` (and the browser, the same way)
  gets the class attribute of every element of :attr:`Layout.elements` at a step;
* :meth:`Layout.frame` (slides): one step as SVG, PNG or PDF (cairosvg).

>>> from minimax_viz import trace
>>> layout = Layout(trace("O.XX.X.OO"))        # doctest: +SKIP
>>> layout.classes_at(0)[:2]                   # doctest: +SKIP
['node call max pv current pending unsettled', 'node call min stack ...']
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass
from typing import Any

from ..errors import one_of, true_or_false
from ..explain import Steps
from .convert import CONVERTED_FORMATS, convert_svg, read_scale
from .dot import (
    EDGE_DEFAULTS,
    NODE_DEFAULTS,
    TreeLike,
    dot_pieces,
    drawn_pieces,
    node_infos,
    run_dot,
    to_digraph,
    tree_view,
)
from .drawn_labels import Labels
from .grids import Grids
from .style import INK_CLASS, STEP_CSS
from .svg_xml import join_parts, prepare_svg
from .treeview import TreeView

#: The formats of one frame (:meth:`Layout.frame`): our SVG, or it converted.
FRAME_FORMATS = ("svg", *CONVERTED_FORMATS)

__all__ = ["SECRET_CLASSES", "STEP_CSS", "STEP_STATES", "Layout", "prepare_svg"]

STEP_STATES = ("future", "current", "stack", "done")
#: The static classes that tell an answer: the principal variation, a caller's choice, a
#: fail-soft bound, a position a cut skipped. Predict mode adds each only when it is earned.
SECRET_CLASSES = frozenset({"pv", "chosen", "bound", "pruned"})



@dataclass(frozen=True)
class _Element:
    """What decides an element's classes at a step."""

    id: str
    static: str
    node: str | None      # the node element whose state it shares ("call-N" / "summary-N")
    enter: int            # first step it exists (entered, or the cut happened)
    ret: int              # the step its score is known
    settle: int           # the step its emphasis (chosen / pv) is earned
    earned: int           # predict mode: the step its SECRET_CLASSES join


#: How much wider Graphviz draws a node than its label's table (the node's margin, 0.05 in
#: each side, rounded up to whole points).
_NODE_MARGIN_PT = 8


def _alike_widths(view: TreeView, graph: Any) -> dict[str, int]:
    """Least label widths, by element, that draw alike every two cards a student cannot tell
    apart by what they show before they are reached (a call's or a skipped position's card:
    as wide as the widest with the same end of game, if any, since the board shows it), and
    every edge label as wide as its move and the widest hidden score (one Graphviz run, to
    JSON: each node's width in inches, each label text's width in points)."""
    drawn = json.loads(run_dot(graph, "json"))
    seen = {info.element: info for info in node_infos(view)}
    groups: dict[object, list[tuple[str, float]]] = {}
    for node in drawn.get("objects", []):
        info = seen.get(node.get("name", ""))
        if info is not None and "width" in node:
            end = view.tree.game.outcome(info.pruned.position if info.pruned else
                                         info.call.position)
            key = (info.kind == "summary", info.kind == "cut", end and end.reason)
            groups.setdefault(key, []).append((info.element, float(node["width"]) * 72))
    widths = {element: math.ceil(max(w for _, w in group)) - _NODE_MARGIN_PT
              for group in groups.values() for element, _ in group}
    texts = [(edge.get("id", ""), _label_texts(edge)) for edge in drawn.get("edges", [])]
    hidden = max((w for _, said in texts for w, secret in said if secret), default=0.0)
    widths.update({element: math.ceil(max([hidden, *(w for w, _ in said)])) + 2
                   for element, said in texts if element})
    return widths


def _label_texts(drawn: dict[str, Any]) -> list[tuple[float, bool]]:
    """A drawn label's texts: each one's width and whether predict mode hides it."""
    out, ink = [], ""
    for op in drawn.get("_ldraw_", []):
        if op.get("op") == "c":
            ink = op.get("color", "").lower()
        elif op.get("op") == "T":
            out.append((float(op["width"]), ink in INK_CLASS))  # hidden until its step
    return out


def _kept(pieces: Iterable[str], made: list[str]) -> Iterator[str]:
    """``pieces``, each also appended to ``made`` as it passes."""
    for piece in pieces:
        made.append(piece)
        yield piece


class Layout:
    """A call-tree diagram laid out once, whose SVG can be restyled for any step."""

    def __init__(self, tree: TreeLike, steps: Steps | None = None, alike: bool = False,
                 meanwhile: Callable[[Layout], object] | None = None, **options: Any) -> None:
        """Lay out ``tree`` (options as :func:`~minimax_viz.draw.dot.dot_lines`, and the
        view's ``max_nodes``, ``max_depth``, ``focus``), stepped by ``steps`` (None: made
        when first needed); ``alike=True`` (predict mode) draws
        alike the cards a student cannot tell apart before they are reached, and widens every
        edge's label to the widest hidden score, so no size tells the length of a text it
        hides (one more Graphviz run, to measure them). ``meanwhile(layout)`` is called while
        ``dot`` lays the tree out, once it has the whole text (the layout's :attr:`steps`
        may be asked for then; the drawing not yet): other work of this process
        (:func:`~minimax_viz.lessons.stepper_data.laid_out`'s) costs no time then."""
        view_options = {k: options.pop(k) for k in ("max_nodes", "max_depth", "focus")
                        if k in options}
        self.view = tree_view(tree, **view_options)
        self.tree = self.view.tree
        self._steps = steps
        #: Drawn for predict mode: no size and no pen tells what a card hides.
        self.alike: bool = true_or_false("alike", alike)
        if alike:
            options["emphasis"] = False
            options["label_widths"] = _alike_widths(self.view, to_digraph(self.view, **options))
        made: list[str] = []  # the DOT text, kept as made (dot is handed it without
        # the labels and grids drawn here)
        grids = Grids(NODE_DEFAULTS)
        labels = Labels(grids, NODE_DEFAULTS, EDGE_DEFAULTS)
        handed = grids.taken_out(labels.taken_out(_kept(dot_pieces(self.view, **options), made)))
        with closing(drawn_pieces(handed)) as pieces:
            grids.start()
            if meanwhile is not None:  # while dot lays the tree out, in its own process
                meanwhile(self)
            prepared = prepare_svg(pieces, (labels, grids))
        if grids.placed != len(grids.grids) or labels.placed != len(labels.labels):
            prepared = prepare_svg(drawn_pieces(made))  # a Graphviz that drew no marker
        self.dot: str = "".join(made)
        self.svg: str = prepared.svg
        self._parts = prepared.parts
        self.elements: list[str] = prepared.elements
        self._static = prepared.static
        self._rules: list[_Element] | None = None
        self._table: dict[str, Any] | None = None
        self._index = {element: i for i, element in enumerate(self.elements)}

    def __repr__(self) -> str:
        return f"<Layout of {self.view!r}: {len(self.elements)} elements>"

    @property
    def steps(self) -> Steps:
        """The :class:`~minimax_viz.explain.Steps` the step numbers refer to."""
        if self._steps is None:
            self._steps = Steps(self.tree)
        return self._steps

    def __len__(self) -> int:
        """The number of steps (each call's enter and return)."""
        return len(self.steps)

    # -- classes per step ----------------------------------------------------------------
    def _element_rules(self) -> list[_Element]:
        if self._rules is None:
            self._rules = [self._rule(el, static) for el, static in
                           zip(self.elements, self._static)]
        return self._rules

    def _rule(self, element: str, static: str) -> _Element:
        steps, view, classes = self.steps, self.view, static.split()
        if "pruned" in classes:  # a position a cut skipped: it appears as pruned at the cut
            cut_step = steps.return_step[view.drawn_children(int(element.split("-")[-2]))[-1]]
            return _Element(element, static, None, cut_step, cut_step, 0, cut_step)
        prefix, _, number = element.rpartition("-")
        call_id = int(number)
        if prefix.endswith("cut"):
            cut_step = steps.return_step[view.drawn_children(call_id)[-1]]
            return _Element(element, static, None, cut_step, cut_step, 0, 0)
        node = view.element_of(call_id)
        ret, settle, earned = steps.return_step[call_id], 0, 0
        parent = self.tree.data.parent[call_id - 1]
        chosen_at = steps.return_step[parent] if parent is not None else ret
        if "pv" in classes:
            settle = earned = steps.return_step[self.tree.root]
        elif "chosen" in classes:  # the caller's choice: known when the caller returns
            earned = chosen_at
            settle = chosen_at if "edge" in classes else 0
        elif "bound" in classes:
            earned = ret
        return _Element(element, static, node, steps.enter_step[call_id], ret, settle, earned)

    def classes_at(self, step: int, hide_return: bool = False,
                   predict: bool = False) -> list[str]:
        """The class attribute of every element of :attr:`elements` at ``step``.

        ``predict=True``: an element's :data:`SECRET_CLASSES` join only from its ``earned``
        step on (the page does the same while predict mode is on).

        ``hide_return=True`` (predict mode) draws a return step with its call
        current but its score still unknown: every other comparison is made as
        of the step before, so the returning call, its edge and parents stay
        ``pending``, nothing it settles is emphasised, and a cut it causes does
        not appear yet. (Only a return makes ``step - 1`` differ: no call is
        entered at a return step, so its enter comparisons are the same.)
        """
        table = self.step_rules()  # the very table the browser steps from
        current = self._index[self.view.element_of(self.steps.event(step).call)]
        t = self._as_of(step, hide_return)
        out = []
        statics = table["static"]
        for static, node, enter, ret, settle, earned in table["rules"]:
            if t < enter:
                state = "future pending"
            elif node == current:
                state = "current pending" if t < ret else "current"
            elif t < ret:
                state = "stack pending"
            else:
                state = "done"
            if t < settle:
                state += " unsettled"
            shown = table["plain"][static] if predict and t < earned else statics[static]
            out.append(f"{shown} {state}")
        return out

    def _as_of(self, step: int, hide_return: bool) -> int:
        """The step the states are computed as of: ``step - 1`` at a hidden return."""
        return step - 1 if hide_return and self.steps.event(step).kind == "return" else step

    def class_map(self, step: int) -> dict[str, str]:
        """``{element id: class attribute}`` at ``step``."""
        return dict(zip(self.elements, self.classes_at(step)))

    def step_rules(self) -> dict[str, Any]:
        """Everything :meth:`classes_at` decides from, compact: the one statement of the
        stepping rules, which :meth:`classes_at` and the browser's stepper both evaluate.

        ``rules[i] = [static, node, enter, ret, settle, earned]`` for ``ids[i]``: an
        index into ``static`` (its static classes; ``plain`` holds the same without
        :data:`SECRET_CLASSES`), the index in ``ids`` of the node whose "current" state it
        shares (-1 for a cut stub), the step it appears (entered, or the cut happened), the
        step its score is known, the step its emphasis is earned and, in predict mode, the
        step its secret classes join (before it: ``plain``). With ``current`` the index of the element of the
        step's call (``element_of``) and ``t`` the step compared with (``step``;
        with ``hide_return``, ``step - 1`` at a return step), an element's
        classes at ``step`` are::

            static + (t < enter  ? " future pending"
                    : node == current ? (t < ret ? " current pending" : " current")
                    : t < ret      ? " stack pending" : " done")
                   + (t < settle ? " unsettled" : "")
        """
        if self._table is None:
            index = self._index
            statics: dict[str, int] = {}
            rules = [[statics.setdefault(rule.static, len(statics)),
                      -1 if rule.node is None else index[rule.node], rule.enter, rule.ret,
                      rule.settle, rule.earned] for rule in self._element_rules()]
            plain = [" ".join(c for c in static.split() if c not in SECRET_CLASSES)
                     for static in statics]
            self._table = {"ids": list(self.elements), "static": list(statics), "plain": plain,
                           "rules": rules}
        return self._table

    def svg_at(self, step: int, hide_return: bool = False) -> str:
        """The SVG of ``step``: the one layout with that step's classes.

        ``hide_return=True``: a return step with its score not shown yet (predict
        mode), as :meth:`classes_at`.
        """
        classes = self.classes_at(step, hide_return)
        parts = self._parts
        if hide_return:  # predict mode: a future call shows only its place in the tree
            parts = [parts[0].replace('<svg class="mmv-tree"', '<svg class="mmv-tree predict"', 1),
                     *parts[1:]]
        return join_parts(parts, classes)

    # -- frames ----------------------------------------------------------------------------
    def frame(self, step: int | None, fmt: str = "svg", scale: float = 1.0) -> str | bytes:
        """One step (None: the finished diagram) as ``svg`` text or ``png``/``pdf`` bytes."""
        fmt, scale = one_of("format", fmt, FRAME_FORMATS), read_scale(scale)
        svg = self.svg if step is None else self.svg_at(step)
        return svg if fmt == "svg" else convert_svg(svg, fmt, scale)
