"""The notebook stepper's side panels as HTML: the board caption, the call stack, the code.

Pure text (no ipywidgets, no Graphviz), in the same words and classes as the
standalone page: :mod:`minimax_viz.explain.words` and the panels' stylesheet.
"""

from __future__ import annotations

import html

from ..explain import Frame, ShownSource, words
from ..record import Call, CallTree


def stack_html(frames: list[Frame], maximizer: str, hide_last_score: bool = False) -> str:
    """The call stack as a table, innermost call last."""
    rows = []
    for index, frame in enumerate(frames):
        best = "–" if frame.best_so_far is None else words.signed(frame.best_so_far)
        if hide_last_score and index == len(frames) - 1:
            best = "?"
        left = ", ".join(map(str, frame.moves_left)) or "–"
        role = words.ROLE_NAMES["max" if frame.player == maximizer else "min"]
        current = ' class="mv-current"' if index == len(frames) - 1 else ""
        rows.append(f"<tr{current}><td>call {frame.call}</td><td>{frame.depth}</td>"
                    f"<td>{html.escape(frame.player)} {role}</td><td>{best}</td>"
                    f"<td>{html.escape(left)}</td></tr>")
    headings = "".join(f"<th>{html.escape(h)}</th>" for h in words.STACK_HEADINGS)
    return (f'<table class="mv-stack"><caption>{words.STEPPER_WORDS["stack"]}</caption>'
            f"<tr>{headings}</tr>{''.join(rows)}</table>")


def source_html(shown: ShownSource, marked: int, caller: int | None = None) -> str:
    """The search's source with the step's line marked (▶) and the caller's (↳)."""
    out = []
    for index, line in enumerate(shown.lines):
        text = html.escape(line) or " "
        mark, css = ("▶ ", " mv-line-now") if index == marked else \
            ("↳ ", " mv-line-caller") if index == caller else ("  ", "")
        out.append(f'<div class="mv-src{css}">{mark}{text}</div>')
    return '<div class="mv-source">' + "".join(out) + "</div>"


def board_html(tree: CallTree, call: Call, size: int = 132) -> str:
    """The current call's position beside its caption."""
    first, second, third = words.board_caption(tree, call)
    return (f'<div class="mv-board">{tree.game.svg(call.position, call.move, size)}'
            f"<div><b>{html.escape(first)}</b><br>{html.escape(second)}<br>"
            f"{html.escape(third)}</div></div>")


def message_html(text: str, ok: bool) -> str:
    """A one-line verdict: ✓ in green or ✗ in red."""
    return f'<span class="{"mv-ok" if ok else "mv-bad"}">{"✓" if ok else "✗"} {html.escape(text)}</span>'
