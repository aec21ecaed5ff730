"""How a static call-tree diagram is shown in a notebook: scaled to the cell, readable, zoomable.

A call tree shown as a cell's result, a :class:`Diagram` of part of one (``Diagram(tree,
max_depth=1)``) and the play widget's tree all open the same way: fitted to the cell's width
when the cards' text stays readable there (12 px and up), else at the smallest readable scale
with the root in view, in a box no taller than most of the window. Like the stepper: − and +
zoom, "fit all" shows the whole tree, Ctrl+wheel zooms, dragging pans.

The behaviour is the output's own small script, which Jupyter runs in trusted output
(JupyterLab, Notebook 7, Voila, an Output widget, an exported page); in an untrusted notebook
the script is dropped and the CSS alone fits the diagram to the cell.

>>> from minimax_viz import trace
>>> Diagram(trace("O.XX.X.OO"), max_depth=1)
<Diagram of 9 calls: max_depth=1>
"""

from __future__ import annotations

import html
import json
from typing import Any

from ..errors import GraphvizMissingError
from ..explain import words
from ..record import CallTree
from .dot import TreeLike, inline_svg, render_svg

#: The smallest card text on screen in the opening view (px), as in the stepper.
READABLE_PX = 12

_CSS = """
.mv-static { max-width: 100%; font: 13px/1.3 "DejaVu Sans", system-ui, sans-serif; }
.mv-static-bar { display: none; gap: 4px; align-items: center; margin: 0 0 3px; }
.mv-static.mv-live .mv-static-bar { display: flex; }
.mv-static-bar button { font: inherit; padding: 1px 9px; border: 1px solid #b9bec6;
  border-radius: 5px; background: #fff; color: #1f2328; cursor: pointer; }
.mv-static-bar button:hover { background: #eef0f3; }
.mv-static-note { color: #5b6169; margin-left: 6px; }
.mv-static-view { overflow: auto; max-height: min(75vh, 760px); background: #fff;
  border: 1px solid #d9dce1; border-radius: 6px; }
.mv-static-view > svg { display: block; max-width: 100%; height: auto; }
.mv-static.mv-live .mv-static-view { cursor: grab; touch-action: none; }
.mv-static.mv-live .mv-static-view > svg { max-width: none; }
"""

#: The behaviour: ``box`` is the .mv-static element; sizes are in px (1 pt = 4/3 px).
_SCRIPT = """(function (box, focus) {
  if (!box || box.mvLive) return;
  box.mvLive = true; box.classList.add("mv-live");
  var view = box.querySelector(".mv-static-view"), svg = view.querySelector("svg");
  var note = box.querySelector(".mv-static-note"), drag = null, touched = false;
  var W = parseFloat(svg.getAttribute("width")) * 4 / 3;
  var H = parseFloat(svg.getAttribute("height")) * 4 / 3;
  var sizes = Array.prototype.map.call(svg.querySelectorAll("g.node text[font-size]"),
    function (t) { return parseFloat(t.getAttribute("font-size")); }).filter(function (f) { return f > 0; });
  var smallest = (sizes.length ? Math.min.apply(null, sizes) : 10) * 4 / 3;
  var readable = READABLE / smallest, scale = 1;
  function fitWidth() { return Math.min((view.clientWidth - 2) / W, 1.5); }
  function fitAll() { var tall = parseFloat(getComputedStyle(view).maxHeight) || H;
    return Math.min(fitWidth(), (tall - 2) / H); }
  function size(s, x, y) {  // scale s, keeping the point (x, y) of the view where it is
    var r = view.getBoundingClientRect(), px = x === undefined ? r.width / 2 : x - r.left;
    var py = y === undefined ? r.height / 2 : y - r.top;
    var fx = (view.scrollLeft + px) / (W * scale), fy = (view.scrollTop + py) / (H * scale);
    scale = Math.max(0.02, Math.min(s, 8));
    svg.style.width = W * scale + "px"; svg.style.height = H * scale + "px";
    view.scrollLeft = fx * W * scale - px; view.scrollTop = fy * H * scale - py;
    note.textContent = NOTE.replace("{px}", Math.round(scale * smallest));
  }
  function open() {  // fitted to the width if readable there, else readable, root in view
    if (!view.clientWidth) return;  // (or the node ``focus`` names: a marked call)
    var fitted = fitWidth();
    size(fitted * smallest >= READABLE - 1e-9 ? fitted : Math.ceil(readable * 100 + 0.5) / 100);
    var root = focus && svg.getElementById(focus) || svg.querySelector("g.node"),
      v = view.getBoundingClientRect();
    if (root) { var r = root.getBoundingClientRect();
      view.scrollLeft += (r.left + r.right) / 2 - (v.left + v.right) / 2;
      view.scrollTop += r.top - v.top - 8; }
  }
  function zoom(by, x, y) { touched = true; size(scale * by, x, y); }
  box.querySelector(".mv-static-in").onclick = function () { zoom(1.25); };
  box.querySelector(".mv-static-out").onclick = function () { zoom(0.8); };
  box.querySelector(".mv-static-all").onclick = function () { touched = true; size(fitAll()); };
  box.querySelector(".mv-static-readable").onclick = function () { touched = false; open(); };
  view.addEventListener("wheel", function (e) {
    if (e.ctrlKey) { e.preventDefault(); zoom(e.deltaY < 0 ? 1.1 : 0.9, e.clientX, e.clientY); } },
    { passive: false });
  view.addEventListener("pointerdown", function (e) { drag = { x: e.clientX, y: e.clientY,
    l: view.scrollLeft, t: view.scrollTop }; });
  view.addEventListener("pointermove", function (e) { if (!drag || !e.buttons) return;
    touched = true; view.scrollLeft = drag.l - (e.clientX - drag.x);
    view.scrollTop = drag.t - (e.clientY - drag.y); });
  view.addEventListener("pointerup", function () { drag = null; });
  // the cell may have no width yet (output not attached): open once it has, and again when
  // the cell's width changes, until the reader zooms or pans
  if (window.ResizeObserver) new ResizeObserver(function () { if (!touched) open(); }).observe(view);
  open();
})"""


def _script_value(value: object) -> str:
    """``value`` as a JavaScript literal inside an HTML ``<script>`` (no ``<`` left in it)."""
    return json.dumps(value).replace("<", "\\u003c")


_SCRIPT = _SCRIPT.replace("READABLE", str(READABLE_PX)).replace(
    "NOTE", _script_value(words.STATIC_VIEW_WORDS["note"]))

_BUTTONS = {name: words.STATIC_VIEW_WORDS[name] for name in ("out", "in", "all", "readable")}
_BAR = ('<div class="mv-static-bar">' + "".join(
    f'<button type="button" class="mv-static-{name}" title="{html.escape(tip)}">'
    f"{html.escape(label)}</button>" for name, (label, tip) in _BUTTONS.items())
        + '<span class="mv-static-note"></span></div>')


def static_html(svg: str, focus: str | None = None) -> str:
    """A diagram's SVG as notebook HTML: scaled to the cell, readable, zoom and pan; it opens
    with its root in view, or the node whose id is ``focus`` (``call-5``)."""
    at = _script_value(focus)
    return (f"<style>{_CSS}</style><div class=\"mv-static\">{_BAR}"
            f"<div class=\"mv-static-view\">{inline_svg(svg)}</div>"
            f"<script>{_SCRIPT}(document.currentScript.parentElement, {at})</script></div>")


class Diagram:
    """A call tree's diagram as a notebook shows it; options as :func:`render_svg`
    (``max_nodes``, ``max_depth``, ``focus``, decorators, ``legend``)."""

    def __init__(self, tree: TreeLike, **options: Any) -> None:
        self.tree, self.options = tree, options
        self._svg: str | None = None

    def __repr__(self) -> str:
        said = ", ".join(f"{key}={value!r}" for key, value in self.options.items())
        calls = len(self.tree.tree if not isinstance(self.tree, CallTree) else self.tree)
        return f"<Diagram of {calls:,} calls{': ' + said if said else ''}>"

    @property
    def svg(self) -> str:
        """The diagram's SVG (drawn once)."""
        if self._svg is None:
            self._svg = render_svg(self.tree, **self.options)
        return self._svg

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        """``text/html`` scaled to the cell; ``image/svg+xml`` for viewers without HTML."""
        bundle = {"text/plain": repr(self)}
        try:
            svg = self.svg
        except GraphvizMissingError as exc:
            bundle["text/plain"] += "\n" + words.NO_DIAGRAM.format(reason=exc)
            return bundle
        bundle["image/svg+xml"] = svg
        bundle["text/html"] = static_html(svg)
        return bundle


def tree_mimebundle(tree: CallTree) -> dict[str, str]:
    """Jupyter's view of a call tree: its repr, and the diagram (folded to the budget)."""
    bundle = Diagram(tree)._repr_mimebundle_()
    bundle["text/plain"] = bundle["text/plain"].replace(repr(Diagram(tree)), repr(tree), 1)
    return bundle
