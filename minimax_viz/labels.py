"""The colour tables and the HTML-like labels of a call-tree diagram.

Colours come from the Okabe-Ito palette, which stays distinct under the common
kinds of colour blindness; MAX and MIN also differ by symbol (▲ / ▼) and word,
so nothing is told by colour alone. Every piece of text put into a label goes
through :func:`esc`, so no input can break the DOT or the SVG.

>>> esc('<b> & "q"')
'&lt;b&gt;&#160;&amp;&#160;&quot;q&quot;'
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .board import find_line
from .steps import signed
from .trace import Call

if TYPE_CHECKING:
    from .treeview import Summary, TreeView

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
}
SYMBOL = {"max": "▲", "min": "▼"}

#: The ink of every returned-score text. frames.py finds these texts by this exact
#: colour and tags them class="ret" once, so a step can hide them until the return.
RET_INK = "#1B1B1C"

_CELL = 20  # points per board cell
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                          "'": "&#x27;", " ": "&#160;"})


def esc(value: object) -> str:
    """Text made safe for an HTML-like label and the SVG it turns into.

    Spaces become non-breaking, so SVG keeps runs of them. Graphviz writes one
    text span per change of font, and some renderers (cairosvg) drop a span's
    leading space: labels here never start a span with one.
    """
    return str(value).translate(_ESCAPES)


def bound(value: float | None) -> str:
    """An alpha or beta bound: ``-∞``, ``+∞`` or a signed number.

    >>> bound(-math.inf), bound(10.0), bound(0)
    ('-∞', '+10', '0')
    """
    if value is None:
        return ""
    if math.isinf(value):
        return "+∞" if value > 0 else "-∞"
    return signed(value)


def ret(text: str, bold: bool = True) -> str:
    """A returned-score text, in the ink frames.py hides until the call returns."""
    inner = f"<B>{esc(text)}</B>" if bold else esc(text)
    return f'<FONT COLOR="{RET_INK}">{inner}</FONT>'


def row(content: str, bgcolor: str | None = None, align: str = "CENTER") -> str:
    colour = f' BGCOLOR="{bgcolor}"' if bgcolor else ""
    return f'<TR><TD COLSPAN="3" ALIGN="{align}"{colour}>{content}</TD></TR>'


def _cell(cell: int, mark: str, state: str) -> str:
    """One board cell; ``state`` is plain, played, line or won (the move that made the line)."""
    bg = {"plain": "", "played": ROLE["played"]}.get(state, ROLE["win_line"])
    fill = f' BGCOLOR="{bg}"' if bg else ""  # the card is white already
    frame = f' BORDER="3" COLOR="{ROLE["played"]}"' if state == "won" else ""
    ink = "white" if state in ("line", "won") else "black"
    text = (f'<FONT POINT-SIZE="7" COLOR="#A0A0A0">{cell}</FONT>' if mark == "." else
            f'<FONT POINT-SIZE="12" COLOR="{ink}"><B>{mark}</B></FONT>')
    return f'<TD WIDTH="{_CELL}" HEIGHT="{_CELL}" FIXEDSIZE="TRUE"{fill}{frame}>{text}</TD>'


#: Every cell a board can show, made once: (cell, mark, state) -> <TD>.
_CELLS = {(cell, mark, state): _cell(cell, mark, state) for cell in range(9)
          for mark in "XO." for state in ("plain", "played", "line", "won")}


def board_table(cells: str, played: int | None) -> str:
    """The 3x3 board: the move just played in yellow, a winning line in green.

    An empty cell shows its number in small grey, as the article numbers them;
    the move that completed a line is framed in yellow inside the green line.
    """
    found = find_line(cells)
    line = found[1] if found else ()
    tds = [_CELLS[cell, mark, ("won" if cell == played else "line") if cell in line else
                  "played" if cell == played else "plain"]
           for cell, mark in enumerate(cells)]
    rows = "".join(f"<TR>{''.join(tds[top:top + 3])}</TR>" for top in (0, 3, 6))
    return ('<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="0" '
            f'FIXEDSIZE="TRUE" WIDTH="{3 * _CELL}" HEIGHT="{3 * _CELL}" '
            f'COLOR="#666666">{rows}</TABLE>')


def header_rows(call: Call, role: str) -> list[str]:
    """Call number and depth; then player to move and MAX/MIN, by symbol and colour."""
    top = f'<FONT COLOR="white"><B>{esc(f"call {call.id}  ·  depth {call.depth}")}</B></FONT>'
    side = f"{SYMBOL[role]} {role.upper()}  ·  {call.player} to move"
    side = f'<FONT COLOR="white">{esc(side)}</FONT>'
    return [row(top, ROLE[role]), row(side, ROLE[role])]


def outcome_row(call: Call) -> str:
    if call.outcome == "draw":
        return row(esc("draw: board full"))
    found = find_line(call.board.cells)
    line = "-".join(map(str, found[1])) if found else ""
    return row(f"<B>{esc(f'{call.outcome} wins with {line}')}</B>")


def card_label(call: Call, role: str, value: str, summary: Summary | None = None) -> str:
    """The card of a call: header, board, window, outcome or memo, and its score."""
    rows = header_rows(call, role)
    rows.append(f'<TR><TD COLSPAN="3" CELLPADDING="3">{board_table(call.board.cells, call.move)}'
                "</TD></TR>")
    if call.alpha is not None:
        rows.append(row(esc(f"α {bound(call.alpha)}  ·  β {bound(call.beta)}")))
    if call.outcome:
        rows.append(outcome_row(call))
    if call.memo_hit:
        rows.append(row(esc("memo hit: value remembered"), "#D5EDFA"))
    if summary is not None:
        rows.extend(summary_rows(summary))
    picks = "" if call.best_move is None or call.outcome else f", picks {call.best_move}"
    rows.append(row(ret(f"returns {value}{picks}")))
    return ('<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="2">'
            f'{"".join(rows)}</TABLE>>')


def summary_rows(summary: Summary) -> list[str]:
    """What a folded subtree holds: calls, finished games by result, memo hits."""
    rows = [row(f"<B>{esc(f'folded: {summary.calls:,} calls')}</B>", "#EDEDED"),
            row(esc(f"games: X wins {summary.x_wins:,}"), "#EDEDED"),
            row(esc(f"O wins {summary.o_wins:,} · draws {summary.draws:,}"), "#EDEDED")]
    if summary.memo_hits:
        rows.append(row(esc(f"memo hits {summary.memo_hits:,}"), "#EDEDED"))
    return rows


def edge_label(mover: str, move: int | None, value: str) -> str:
    """The move on the edge down, and (hidden until it returns) the score going back up."""
    return ('<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">'
            f"<TR><TD>{esc(f'{mover} plays {move}')}</TD></TR>"
            f"<TR><TD>{ret(f'↑ {value}')}</TD></TR></TABLE>>")


def stub_label(call: Call) -> str:
    """One stub per cut: '2 moves skipped: beta cut', the moves, and why."""
    count = len(call.skipped)
    moves, plural = ", ".join(map(str, call.skipped)), "s" if count != 1 else ""
    if call.cut == "beta":
        why = f"{signed(call.score)} ≥ β {bound(call.beta)}"
    else:
        why = f"{signed(call.score)} ≤ α {bound(call.alpha)}"
    return ('<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">'
            f'<TR><TD><B>{esc(f"{count} move{plural} skipped: {call.cut} cut")}</B></TD></TR>'
            f"<TR><TD>{esc(f'never tried: {moves}')}</TD></TR>"
            f"<TR><TD>{esc(why)}</TD></TR></TABLE>>")


def legend_label(view: TreeView) -> str:
    """The graph's caption: the search and what the colours mean.

    It never tells the answer: a stepper hides the root's score until it returns.
    """
    tree = view.tree
    options = tree.options
    search = f"{options.scoring} scoring"
    if options.pruning != "none":
        search += ", alpha-beta"
    if options.memo:
        search += ", memo"
    if options.order != tuple(range(9)):
        search += f", order {''.join(map(str, options.order))}"
    shown = f"{len(tree):,} calls" if not view.summaries else \
        f"{len(tree):,} calls ({len(view.calls):,} drawn, {len(view.summaries):,} folded)"
    key = "".join(f'<FONT COLOR="{colour}">{esc(text)}</FONT>{esc("   ")}' for colour, text in (
        (ROLE["max"], "▲ MAX"), (ROLE["min"], "▼ MIN"), ("#8A7D00", "■ move just played"),
        (ROLE["win_line"], "■ winning line"), (ROLE["pv"], "━ principal variation"),
        (ROLE["chosen"], "━ move chosen"), (ROLE["edge"], "↑ score returned")))
    title = f"Minimax on {tree.root_board.rows()}, {tree.player} to move"
    return ('<<TABLE BORDER="0" CELLSPACING="0" CELLPADDING="2">'
            f"<TR><TD><B>{esc(title)}</B></TD></TR>"
            f"<TR><TD>{esc(f'{search}; {shown}')}</TD></TR>"
            f"<TR><TD>{key}</TD></TR></TABLE>>")
