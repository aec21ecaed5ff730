"""The one palette of every picture minimax-viz makes, low in the flow so games can use it.

Colours come from the Okabe-Ito palette, which stays distinct under the common
kinds of colour blindness. :data:`ROLE` says what each colour means in a
diagram; :data:`PICTURE` holds the greys and pieces of the games' own pictures
(a position's SVG and the board inside a call's card). ``draw/style.py``
re-exports these; nothing else spells a colour these name.

>>> ROLE["max"] == PALETTE["blue"], PICTURE["X"] == ROLE["max"]
(True, True)
"""

from __future__ import annotations

#: Okabe & Ito (2008), "Color Universal Design".
PALETTE = {
    "black": "#000000", "orange": "#E69F00", "sky_blue": "#56B4E9", "bluish_green": "#009E73",
    "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00", "reddish_purple": "#CC79A7",
}

#: What each colour means in a diagram.
ROLE = {
    "max": PALETTE["blue"],                 # header of a MAX call (▲)
    "min": PALETTE["vermillion"],           # header of a MIN call (▼)
    "chance": "#5A5A5A",                    # a chance node (●): no player's colour
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

#: The games' own pictures: frames, inks, boards and pieces (the roles above for the rest).
PICTURE = {
    "frame": ROLE["border"],        # a picture's or a piece's outline
    "ink": "#555555",               # Nim's stones, captions under a picture
    "faint": "#A0A0A0",             # an empty cell's dot; what a cut never reached
    "numbers": "#808080",           # column numbers under a board
    "grid": "#666666",              # the cell borders of a board in a card
    "pruned_fill": "#DDDDDD",       # a node a cut never reached, in a textbook tree
    "board": "#D9DCE1",             # Connect Four's frame of holes
    "X": ROLE["max"],               # Connect Four's discs (they carry their letter too)
    "O": PALETTE["orange"],
}

__all__ = ["PALETTE", "PICTURE", "ROLE"]
