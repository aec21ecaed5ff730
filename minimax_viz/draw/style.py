"""One palette and one stylesheet for every picture and page minimax-viz makes.

Colours come from the Okabe-Ito palette, which stays distinct under the common
kinds of colour blindness; MAX and MIN also differ by symbol (▲ / ▼) and word,
so nothing is told by colour alone. :data:`ROLE` says what each colour means;
:data:`STEP_CSS` restyles a diagram per step (it is embedded in every SVG, so
it spells colours out: cairosvg knows no CSS variables); :func:`stylesheet` is
the stepper's CSS, with the palette as custom properties.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from ..palette import PALETTE, PICTURE, ROLE

FONT = "DejaVu Sans"

#: The palette lives in :mod:`minimax_viz.palette` (games use it too); re-exported here.
SYMBOL = {"max": "▲", "min": "▼", "chance": "●"}

#: The ink of every returned-score text. The layout finds these texts by this exact
#: colour and tags them class="ret" once, so a step can hide them until the return.
RET_INK = "#1B1B1C"

#: The inks of the texts a card shows once its call is entered (its number, window,
#: outcome, what a folded box holds) and of the legend's count of calls: the layout tags
#: them class="fact", so predict mode can keep everything but a call's place in the tree
#: (its side, position and move) from a student until the call is reached.
FACT_INK = "#1B1B1D"
FACT_LIGHT = "#FFFFFE"  # the same, on a card's coloured header
#: A text's class by its ink (lower case, as Graphviz writes it): the texts the steps reveal.
INK_CLASS = {RET_INK.lower(): "ret", FACT_INK.lower(): "fact", FACT_LIGHT.lower(): "fact"}

#: The pen widths (points) of the answer's line (principal variation) and of a caller's choice.
PV_CARD_PEN, PV_EDGE_PEN, CHOSEN_EDGE_PEN = "3.5", "4", "2.5"
#: The class of a drawing whose emphasis (the answer's line, each caller's choice) is left to
#: :data:`STEP_CSS`, drawn once the ``pv`` and ``chosen`` classes are there (predict mode's:
#: :func:`~minimax_viz.draw.dot.dot_statements` with ``emphasis=False``). Other drawings keep
#: their pens as the decorators' attributes, on purpose: a CSS rule would override a
#: decorator's own pen for the best line (the module docstring of ``draw.dot`` shows one).
ALIKE_CLASS = "mmv-alike"

#: The page's and panels' colours, as CSS custom properties.
PAGE_COLOURS = {
    "ink": "#1f2328", "muted": "#5b6169", "line": "#d9dce1", "paper": "#ffffff",
    "page": "#f4f3ef", "accent": ROLE["current"], "max": ROLE["max"], "min": ROLE["min"],
    "chance": ROLE["chance"],
    "button": "#b9bec6", "hover": "#eef0f3", "disabled": "#a9adb3", "quiz": "#fff8e6",
    "quiz-line": "#ecd9a6", "right": "#1b7a3a", "wrong": "#b3261e", "mark": "#fde9b8",
    "mark-light": "#fdf4dc",
}

#: The stylesheet embedded in every SVG; all selectors are scoped to the tree's svg.
STEP_CSS = f"""
.mmv-tree .future {{ opacity: 0.18; }}
.mmv-tree.predict .future .fact, .mmv-tree.predict .future.cut,
.mmv-tree.predict .graph > .fact, .mmv-tree.predict .partial .future {{ visibility: hidden; }}
.mmv-tree .pruned:not(.future) {{ opacity: 0.45; }}
.mmv-tree .node.pruned:not(.future) > .border, .mmv-tree .edge.pruned:not(.future) path {{
  stroke-dasharray: 5 3; }}
.mmv-tree .pending .ret {{ visibility: hidden; }}
.{ALIKE_CLASS} .node.pv > .border {{ stroke: {ROLE["pv"]}; stroke-width: {PV_CARD_PEN}px; }}
.{ALIKE_CLASS} .edge.chosen path {{ stroke: {ROLE["chosen"]}; stroke-width: {CHOSEN_EDGE_PEN}px; }}
.{ALIKE_CLASS} .edge.chosen polygon {{ stroke: {ROLE["chosen"]}; fill: {ROLE["chosen"]}; }}
.{ALIKE_CLASS} .edge.pv path {{ stroke: {ROLE["pv"]}; stroke-width: {PV_EDGE_PEN}px; }}
.{ALIKE_CLASS} .edge.pv polygon {{ stroke: {ROLE["pv"]}; fill: {ROLE["pv"]}; }}
.mmv-tree .node.unsettled > .border {{ stroke: {ROLE["border"]}; stroke-width: 1px; }}
.mmv-tree .edge.unsettled path {{ stroke: {ROLE["edge"]}; stroke-width: 1.2px; }}
.mmv-tree .edge.unsettled polygon {{ stroke: {ROLE["edge"]}; fill: {ROLE["edge"]}; stroke-width: 1px; }}
.mmv-tree .node.stack > .border {{ stroke: {ROLE["current"]}; stroke-width: 3px;
  stroke-dasharray: 6 3; }}
.mmv-tree .node.current > .border {{ stroke: {ROLE["current"]}; stroke-width: 7px; }}
.mmv-tree .edge.stack path, .mmv-tree .edge.current path {{ stroke: {ROLE["current"]};
  stroke-width: 3px; }}
.mmv-tree .edge.stack polygon, .mmv-tree .edge.current polygon {{ stroke: {ROLE["current"]};
  fill: {ROLE["current"]}; }}
"""


@lru_cache(maxsize=2)
def stylesheet(page: bool = False) -> str:
    """The stepper's CSS, the palette set as custom properties: the panels' rules
    (safe inside a notebook), and with ``page=True`` the standalone page's layout too."""
    variables = " ".join(f"--{name}: {colour};" for name, colour in PAGE_COLOURS.items())
    files = ["panels.css", "page.css"] if page else ["panels.css"]
    folder = resources.files("minimax_viz.draw")
    css = "\n".join(folder.joinpath(name).read_text(encoding="utf-8") for name in files)
    return f":root, .mv-stepper {{ {variables} }}\n{css}"


__all__ = ["ALIKE_CLASS", "CHOSEN_EDGE_PEN", "FACT_INK", "FACT_LIGHT", "FONT", "PAGE_COLOURS",
           "PALETTE", "PICTURE", "PV_CARD_PEN", "PV_EDGE_PEN", "RET_INK", "ROLE", "STEP_CSS",
           "SYMBOL", "stylesheet"]
