"""The stepper's side panels as HTML: the call stack and the search's source.

Shared by the Jupyter stepper (:mod:`minimax_viz.widgets`) and the standalone
page (:mod:`minimax_viz.html_page`), so both show the same thing. Pure text:
no ipywidgets, no Graphviz.
"""

from __future__ import annotations

import html
import inspect
from functools import lru_cache

from .steps import Frame, Steps, signed


# -- the search's source, with the line a step is on --------------------------------------
@lru_cache(maxsize=1)
def search_source() -> list[str]:
    """The lines of the recursive ``minimax`` function the stepper shows."""
    from .search import run_search

    lines = inspect.getsource(run_search).splitlines()
    start = next(i for i, line in enumerate(lines) if "def minimax(" in line)
    end = next(i for i, line in enumerate(lines) if line.strip().startswith("return minimax("))
    body = [line for line in lines[start:end] if line.strip()]
    indent = min(len(line) - len(line.lstrip()) for line in body)
    return [line[indent:] for line in lines[start:end]]


_LINE_MARKERS = {
    "enter": "enter(cells,",
    "terminal": "leave(score, None, outcome)",
    "memo": "leave(score, best_move, None)",
    "return": "leave(best_score, best_move, None)",
}


def source_line(steps: Steps, step: int) -> int:
    """The index in :func:`search_source` of the line the step is on."""
    event = steps.event(step)
    call = steps.tree[event.call]
    kind = ("enter" if event.kind == "enter" else "terminal" if call.outcome
            else "memo" if call.memo_hit else "return")
    return next(i for i, line in enumerate(search_source()) if _LINE_MARKERS[kind] in line)


# -- small HTML pieces -----------------------------------------------------------------------
def _role(player: str, maximizer: str) -> str:
    return "▲ MAX" if player == maximizer else "▼ MIN"


def stack_html(frames: list[Frame], maximizer: str, hide_last_score: bool = False) -> str:
    """The call stack as a table, innermost call last."""
    rows = []
    for index, frame in enumerate(frames):
        best = "–" if frame.best_so_far is None else signed(frame.best_so_far)
        if hide_last_score and index == len(frames) - 1:
            best = "?"
        left = ", ".join(map(str, frame.moves_left)) or "–"
        current = ' class="mv-current"' if index == len(frames) - 1 else ""
        rows.append(f"<tr{current}><td>call {frame.call}</td><td>{frame.depth}</td>"
                    f"<td>{frame.player} {_role(frame.player, maximizer)}</td>"
                    f"<td>{best}</td><td>{left}</td></tr>")
    return ('<table class="mv-stack"><caption>call stack</caption><tr><th>frame</th>'
            "<th>depth</th><th>to move</th><th>best so far</th><th>moves left</th></tr>"
            + "".join(rows) + "</table>")


def source_html(marked: int) -> str:
    """The search's source with one line marked (one div a line: notebook CSS leaves it alone)."""
    out = []
    for index, line in enumerate(search_source()):
        text = html.escape(line) or " "
        now = index == marked
        out.append(f'<div class="mv-src{" mv-line-now" if now else ""}">'
                   f'{"▶ " if now else "  "}{text}</div>')
    return '<div class="mv-source">' + "".join(out) + "</div>"


STEPPER_CSS = """<style>
.mv-stack {border-collapse: collapse; font-size: 12px}
.mv-stack td, .mv-stack th {border: 1px solid #ccc; padding: 1px 6px; text-align: center}
.mv-stack tr.mv-current {background: #fde9b8; font-weight: bold}
.mv-source {margin: 4px 0; border-left: 3px solid #ddd; padding-left: 4px}
.mv-src {white-space: pre; font-family: "DejaVu Sans Mono", monospace; font-size: 11px;
         line-height: 1.3; margin: 0}
.mv-line-now {background: #fde9b8; font-weight: bold}
.mv-tree.fit svg {max-width: 100%; height: auto}
.mv-tree.scroll {max-height: 640px; overflow: auto}
.mv-narration {font-size: 15px; padding: 6px 10px; border-left: 5px solid #CC79A7;
                background: #fff; margin: 4px 0}
.mv-board {display: flex; gap: 12px; align-items: center; font-size: 13px}
</style>"""
