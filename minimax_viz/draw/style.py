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

FONT = "DejaVu Sans"

#: Okabe & Ito (2008), "Color Universal Design".
PALETTE = {
    "black": "#000000", "orange": "#E69F00", "sky_blue": "#56B4E9", "bluish_green": "#009E73",
    "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00", "reddish_purple": "#CC79A7",
}

#: What each colour means in a diagram.
ROLE = {
    "max": PALETTE["blue"],                 # header of a MAX call (▲)
    "min": PALETTE["vermillion"],           # header of a MIN call (▼)
    "played": PALETTE["yellow"],            # the cell of the move just played
    "win_line": PALETTE["bluish_green"],    # the winning line of a finished game
    "pv": PALETTE["orange"],                # the principal variation from the root
    "chosen": PALETTE["black"],             # the edge to the child a call picked
    "memo": PALETTE["sky_blue"],            # a memo hit
    "current": PALETTE["reddish_purple"],   # the current call, when stepping
    "edge": "#8C8C8C",                      # any other edge
    "cut": "#6E6E6E",                       # cut stubs: moves never tried
    "border": "#333333",                    # a card's frame
    "stub_fill": "#F2F2F2",                 # a cut stub's background
    "folded_fill": "#EDEDED",               # a folded subtree's rows
    "memo_fill": "#D5EDFA",                 # the memo-hit row
    "played_key": "#8A7D00",                # "move just played" in the legend (yellow is too pale)
}
SYMBOL = {"max": "▲", "min": "▼"}

#: The ink of every returned-score text. The layout finds these texts by this exact
#: colour and tags them class="ret" once, so a step can hide them until the return.
RET_INK = "#1B1B1C"

#: The page's and panels' colours, as CSS custom properties.
PAGE_COLOURS = {
    "ink": "#1f2328", "muted": "#5b6169", "line": "#d9dce1", "paper": "#ffffff",
    "page": "#f4f3ef", "accent": ROLE["current"], "max": ROLE["max"], "min": ROLE["min"],
    "button": "#b9bec6", "hover": "#eef0f3", "disabled": "#a9adb3", "quiz": "#fff8e6",
    "quiz-line": "#ecd9a6", "right": "#1b7a3a", "wrong": "#b3261e", "mark": "#fde9b8",
    "mark-light": "#fdf4dc",
}

#: The stylesheet embedded in every SVG; all selectors are scoped to the tree's svg.
STEP_CSS = f"""
.mmv-tree .future {{ opacity: 0.18; }}
.mmv-tree .pending .ret {{ visibility: hidden; }}
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
