"""The HTML-like labels of a call-tree diagram: cards, edges, cut stubs and the legend.

The words come from :mod:`minimax_viz.explain.words`, the colours from
:mod:`minimax_viz.draw.style` and the position's picture from the game. Every
piece of text put into a label goes through
:func:`~minimax_viz.games.parts.label_text`, so no input can break the DOT or the SVG.

>>> label_text('<b> & "q"')
'&lt;b&gt;&#160;&amp;&#160;&quot;q&quot;'
"""

from __future__ import annotations

from ..explain import words
from ..explain.edges import played_move
from ..games.parts import label_text
from ..record import Call, CallTree, Summary
from .style import FACT_INK, FACT_LIGHT, RET_INK, ROLE, SYMBOL
from .treeview import Pruned


def ret(text: str, bold: bool = True) -> str:
    """A returned-score text, in the ink the layout hides until the call returns."""
    inner = f"<B>{label_text(text)}</B>" if bold else label_text(text)
    return f'<FONT COLOR="{RET_INK}">{inner}</FONT>'


def fact(text: str, ink: str = FACT_INK) -> str:
    """A text a card shows once its call is reached: predict mode hides it until then."""
    return f'<FONT COLOR="{ink}">{text}</FONT>'


def row(content: str, bgcolor: str | None = None) -> str:
    """One line of a card. A card is one column of cells: Graphviz sizes such a table in
    one pass (one of several columns by network simplex, ~7% of a big tree's layout)."""
    colour = f' BGCOLOR="{bgcolor}"' if bgcolor else ""
    return f'<TR><TD ALIGN="CENTER"{colour}>{content}</TD></TR>'


def _table(rows: list[str], padding: int = 2) -> str:
    return (f'<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="{padding}">'
            f'{"".join(rows)}</TABLE>>')


def card_label(tree: CallTree, call: Call, summary: Summary | None = None) -> str:
    """The card of a call: header, position, window, outcome or memo, and its score."""
    role = words.role(tree, call.player)
    white = '<FONT COLOR="white">{}</FONT>'
    number, place = words.call_heading_parts(call)  # the number is a fact, the depth not
    heading = fact(f"<B>{label_text(number)}</B>", FACT_LIGHT) + white.format(
        f"<B>{label_text(words.HEADING_JOIN + place)}</B>")
    rows = [row(heading, ROLE[role]),
            row(white.format(label_text(words.side_text(tree, call))), ROLE[role]),
            ('<TR><TD CELLPADDING="3">'
             f"{tree.game.pictures.dot_label(call.position, played_move(tree, call), ROLE)}</TD></TR>")]
    if call.alpha is not None:
        rows.append(row(fact(label_text(words.window_text(call)))))
    if call.outcome:
        rows.append(row(fact(f"<B>{label_text(words.outcome_text(tree, call))}</B>")))
    if call.memo_hit:
        rows.append(row(fact(label_text(words.MEMO_TEXT)), ROLE["memo_fill"]))
    if call.estimate:  # the depth limit: a guess, drawn unlike a finished game (issue 9)
        first, *rest = words.estimate_lines(tree, call)
        rows.append(row(fact(f"<I>{label_text(first)}</I>"), ROLE["stub_fill"]))
        rows.extend(row(fact(f'<FONT POINT-SIZE="8">{label_text(line)}</FONT>'), ROLE["stub_fill"])
                    for line in rest)
    if summary is not None:
        lines = words.folded_lines(tree, summary)
        rows.append(row(fact(f"<B>{label_text(lines[0])}</B>"), ROLE["folded_fill"]))
        rows.extend(row(fact(label_text(line)), ROLE["folded_fill"]) for line in lines[1:])
    rows.append(row(ret(words.returns_text(tree, call))))
    return _table(rows)


def pruned_label(tree: CallTree, pruned: Pruned) -> str:
    """The card of a position a cut skipped, row for row as a call's (:func:`card_label`),
    so that until the cut nothing tells it from a call not reached yet."""
    role = words.role(tree, pruned.player)
    said = words.PRUNED_WORDS
    white = '<FONT COLOR="white">{}</FONT>'
    heading = fact(f"<B>{label_text(said['number'])}</B>", FACT_LIGHT) + white.format(
        f"<B>{label_text(words.HEADING_JOIN + f'depth {pruned.depth}')}</B>")
    rows = [row(heading, ROLE[role]),
            row(white.format(label_text(words.to_move_text(tree, pruned.player))), ROLE[role]),
            ('<TR><TD CELLPADDING="3">'
             f"{tree.game.pictures.dot_label(pruned.position, pruned.move, ROLE)}</TD></TR>"),
            row(fact(label_text(said["window"])))]
    found = tree.game.outcome(pruned.position)
    if found:
        rows.append(row(fact(f"<B>{label_text(found.reason)}</B>")))
    rows.append(row(ret(said["returns"])))
    return _table(rows)


def pruned_edge_label(tree: CallTree, pruned: Pruned) -> str:
    """The edge into a pruned position: its move, and (once cut) that no score came back."""
    move = tree.game.pictures.move_text_to(pruned.position, pruned.move)
    return _table([f"<TR><TD>{label_text(move)}</TD></TR>",
                   f"<TR><TD>{ret(words.PRUNED_WORDS['edge'])}</TD></TR>"], 1)


def cut_note_label(call: Call, tree: CallTree) -> str:
    """A cut said beside the call that cut (a whole tree draws no stubs), shown from its
    return on: the stub's lines (:func:`stub_label`)."""
    first, *rest = words.cut_lines(call, tree)
    rest.extend(words.cut_condition(tree, call))
    return _table([f"<TR><TD>{ret(first)}</TD></TR>",
                   *(f"<TR><TD>{ret(line, bold=False)}</TD></TR>" for line in rest)], 1)


def edge_label(tree: CallTree, child: Call) -> str:
    """The move on the edge down, and (hidden until it returns) the score going back up."""
    return _table([f"<TR><TD>{label_text(words.move_text(tree, child))}</TD></TR>",
                   f"<TR><TD>{ret('↑ ' + words.value_text(tree, child))}</TD></TR>"], 1)


def stub_label(call: Call, tree: CallTree | None = None) -> str:
    """One stub per cut: '2 moves skipped: beta cut', the moves, and why (with the
    tree: the condition in words, "MIN already has +2 ≤ α = +3: the rest of C's...")."""
    first, *rest = words.cut_lines(call, tree)
    if tree is not None:
        rest.extend(words.cut_condition(tree, call))
    return _table([f"<TR><TD><B>{label_text(first)}</B></TD></TR>",
                   *(f"<TR><TD>{label_text(line)}</TD></TR>" for line in rest)], 1)


def legend_label(tree: CallTree, drawn: int, folded: int) -> str:
    """The graph's caption: the search and what the colours mean.

    It never tells the answer: a stepper hides the root's score until it returns.
    """
    shown = words.counted(len(tree), "call") if not folded else \
        f"{words.counted(len(tree), 'call')} ({drawn:,} drawn, {folded:,} folded)"
    # in short rows, so that the caption never makes a small tree's drawing wide
    keys = [[(ROLE["max"], f"{SYMBOL['max']} MAX"), (ROLE["min"], f"{SYMBOL['min']} MIN"),
             *([(ROLE["chance"], words.ROLE_NAMES["chance"])] if tree.chance_calls() else []),
             (ROLE["played_key"], words.LEGEND_KEYS["played"]),
             *([(ROLE["win_line"], words.WIN_LINE_KEY)] if tree.game.pictures.winning_lines else [])],
            [(ROLE["pv"], words.LEGEND_KEYS["pv"]), (ROLE["chosen"], words.LEGEND_KEYS["chosen"]),
             (ROLE["edge"], words.LEGEND_KEYS["edge"])],
            [*([(ROLE["cut"], words.BOUND_KEY)] if tree.options.pruning != "none" else []),
             *([(ROLE["border"], words.LEGEND_KEYS["estimate"].format(mark=words.ESTIMATE_MARK))]
               if tree.options.depth_limit is not None or tree.options.iterative else [])]]
    description = words.search_description(tree.options, tree.game)
    return _table([f"<TR><TD><B>{label_text(words.title(tree))}</B></TD></TR>",
                   f"<TR><TD>{label_text(description + ';')}{fact(label_text(' ' + shown))}</TD></TR>",
                   *(f"<TR><TD>{_key(row)}</TD></TR>" for row in keys if row)])


def _key(entries: list[tuple[str, str]]) -> str:
    """One row of the legend's key: each entry's text in its colour."""
    return "".join(f'<FONT COLOR="{colour}">{label_text(text)}</FONT>{label_text("   ")}'
                   for colour, text in entries)
