"""How a Pig position looks: the banked scores, the turn total at risk, who acts.

A card (and the stepper's picture) shows one row of banked scores, the player to
move with the points at risk, and, with the die in the air, a die: the chance
node's picture. The player to move is in bold, so nothing is told by colour alone.
Colours come from :mod:`minimax_viz.palette`; a card's roles from the caller.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..palette import PICTURE, ROLE
from .exact import odds_text
from .parts import label_text
from .pig_words import die_text

if TYPE_CHECKING:
    from .pig import Pig, PigState

DIE = "⚄"  # a die face (DejaVu Sans draws U+2680..U+2685)


def pig_table(game: Pig, position: PigState, colours: Mapping[str, str]) -> str:
    """The position inside a call's card: scores (the mover's in bold), status, a die."""

    a, b = position.scores
    over = game.outcome(position) is not None

    def score(player: str, points: int) -> str:
        text = f"{player} {points}"
        return f"<B>{text}</B>" if player == position.player and not over else text

    rows = [f'<TR><TD>{score("A", a)}</TD><TD>·</TD><TD>{score("B", b)}</TD></TR>',
            (f'<TR><TD COLSPAN="3"><FONT POINT-SIZE="9">'
            f'{label_text(game.pictures.status(position))}</FONT></TD></TR>')]
    if position.rolling:
        chance = colours.get("chance", ROLE["chance"])
        die = die_text(DIE, game.sides, odds_text(game.chance_odds))
        rows.append(f'<TR><TD COLSPAN="3"><FONT COLOR="{chance}">{label_text(die)}'
                    '</FONT></TD></TR>')
    return f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="1">{"".join(rows)}</TABLE>'


def pig_svg(game: Pig, position: PigState, size: int = 120) -> str:
    """The position as a small standalone SVG: two score bars towards the target, the
    turn total at risk drawn on the mover's bar as a dashed extension, and the status.

    >>> from minimax_viz.games.pig import PIG
    >>> svg = pig_svg(PIG, PIG.parse("3-5 A+4"))
    >>> svg.count("<rect"), "A to move, 4 at risk" in svg
    (6, True)
    """
    step, width = size / 6, size * 0.8
    left = size * 0.1
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
             f'viewBox="0 0 {size} {size}" font-family="DejaVu Sans, sans-serif">'
             f"<title>{html.escape(game.format(position))}: "
             f"{html.escape(game.pictures.status(position))}</title>"
             f'<rect width="{size}" height="{size}" fill="white" stroke="{PICTURE["frame"]}"/>')]
    for row, (player, points) in enumerate(zip(game.players, position.scores)):
        y = step * (1 + 2 * row)
        filled = width * min(points, game.target) / game.target
        weight = "bold" if player == position.player else "normal"
        parts.append(f'<text x="{left:g}" y="{y - 3:g}" font-size="{step * 0.6:g}" '
                     f'font-weight="{weight}">{player} {points}</text>'
                     f'<rect x="{left:g}" y="{y:g}" width="{width:g}" height="{step * 0.6:g}" '
                     f'fill="white" stroke="{PICTURE["grid"]}"/>'
                     f'<rect x="{left:g}" y="{y:g}" width="{filled:g}" height="{step * 0.6:g}" '
                     f'fill="{PICTURE["ink"]}"/>')
        if player == position.player:
            risk = width * min(position.turn, game.target - min(points, game.target)) / game.target
            parts.append(f'<rect x="{left + filled:g}" y="{y:g}" width="{risk:g}" '
                         f'height="{step * 0.6:g}" fill="{ROLE["played"]}" '
                         f'stroke="{PICTURE["frame"]}" stroke-dasharray="3 2"/>')
    status = html.escape(game.pictures.status(position))
    parts.append(f'<text x="{size / 2:g}" y="{step * 5.3:g}" font-size="{step * 0.45:g}" '
                 f'text-anchor="middle">{status}</text></svg>')
    return "".join(parts)
