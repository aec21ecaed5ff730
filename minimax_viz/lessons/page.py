"""One self-contained HTML file that steps through a trace in any browser, offline.

The page carries everything it needs: the call tree laid out ONCE by
:class:`~minimax_viz.draw.Layout` (inline SVG with its step stylesheet), the stepper's
front-end (``stepper_script()`` and ``stepper.css``, the same module Jupyter loads
through :class:`~minimax_viz.lessons.Stepper`) and the steps' data as JSON
(:func:`~minimax_viz.lessons.stepper_data.stepper_data`). No network, no CDN, no
kernel: open it from ``file://``.

Step numbers in the page and its address are 1-based, as shown: ``#step=12``
opens "step 12 of N"; ``#predict`` (or ``?predict``) opens in predict mode.
"""

from __future__ import annotations

import html
import re
from importlib import resources
from pathlib import Path
from typing import Any

from ..draw import Layout
from ..draw.dot import inline_svg
from ..draw.treeview import DEFAULT_MAX_NODES
from ..errors import InvalidOptionError, is_text, quote, true_or_false
from ..explain import check_step_limit, words
from ..files import write_text
from ..record import CallTree
from .stepper_data import laid_out, stepper_css, stepper_data, stepper_script
from .veil import ship

__all__ = ["build_html", "write_html"]

_PLACEHOLDER = re.compile(r"\{\{ (\w+) \}\}")


# -- the page ---------------------------------------------------------------------------------
def _fill(template: str, values: dict[str, str]) -> str:
    """Replace every ``{{ name }}`` in one pass (inserted text is never scanned again)."""
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], template)


def _check_title(title: object) -> None:
    """The page's title must be text a page can hold (valid UTF-8)."""
    if not isinstance(title, str):
        raise InvalidOptionError(f"title {quote(title)} is a {type(title).__name__}, not text")
    if not is_text(title):
        raise InvalidOptionError(f"title {quote(title)} is not valid UTF-8 text")


def build_html(tree: CallTree, *, max_nodes: int | None = DEFAULT_MAX_NODES,
               predict: bool = False, title: str | None = None,
               max_steps: int | None = -1, layout: Layout | None = None) -> str:
    """The whole page stepping through ``tree``, as text. ``predict`` opens it in
    predict-then-reveal mode (and ships nothing a student could read ahead).

    ``max_nodes`` folds the drawing past that many nodes; ``title`` replaces the header's
    (:func:`~minimax_viz.explain.words.title`); ``layout`` reuses an existing
    :class:`Layout` of ``tree`` (its own node budget; in predict mode one drawn
    ``alike=True``); ``max_steps`` refuses longer traces (-1: the default limit, None: no
    limit).
    """
    check_step_limit(tree, "page", max_steps)
    predict = true_or_false("predict", predict)
    if predict and layout is not None and not layout.alike:
        raise InvalidOptionError("a predict-mode page needs its cards drawn alike (their"
                                 " sizes and pens would tell the answers): give"
                                 " Layout(tree, alike=True), or no layout")
    if title is None:
        title = words.title(tree)
    _check_title(title)
    if layout is None:
        layout, data = laid_out(tree, None, title, predict, max_nodes=max_nodes)
    else:
        data = stepper_data(layout, title, predict)
    template = resources.files("minimax_viz.lessons").joinpath("templates/stepper.html")
    svg, shipped = ship(inline_svg(layout.svg), data, page=True)
    script = stepper_script().replace("</script", "<\\/script")
    steps = {"step": 1, "steps": len(layout)}  # predict mode: how many steps is not said
    counter = words.STEPPER_WORDS["counter_open" if predict else "counter"].format(**steps)
    return _fill(template.read_text(encoding="utf-8"), {
        "title": html.escape(title), "stylesheet": stepper_css(page=True), "tree": svg,
        "steps": "" if predict else f' data-steps="{len(layout)}"',
        "noscript": words.PAGE_WORDS["noscript"].format(counter=counter),
        "footer": words.PAGE_WORDS["footer"], "data": shipped, "script": script})


def write_html(tree: CallTree, path: str | Path, **options: Any) -> Path:
    """Write the page for ``tree`` to ``path`` atomically; options as :func:`build_html`."""
    page = build_html(tree, **options)
    write_text(path, page)
    return Path(path)
