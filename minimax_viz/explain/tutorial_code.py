"""The tutorial's JavaScript beside the code panel: which line of our search does each step.

The pairing is data (:data:`minimax_viz.explain.article.CODE_MAP`, by ``[at ...]``
anchor); the line numbers and the code come from the code panel itself
(:func:`~minimax_viz.explain.source.shown_source`), so the table follows the
search's source whenever it changes.

>>> rows = code_map()
>>> rows[0].javascript, rows[0].code
('availSpots = emptyIndexies(newBoard)', ['for move in moves(position):'])
"""

from __future__ import annotations

from dataclasses import dataclass

from ..search import SearchOptions
from . import words
from .article import CODE_MAP
from .source import shown_source


@dataclass(frozen=True)
class CodeMapRow:
    """One step of the tutorial's function and the code panel's lines that do it."""

    javascript: str
    lines: list[int]     # 1-based line numbers in the code panel
    code: list[str]      # those lines, stripped
    remark: str          # how our line does it


def code_map(options: SearchOptions | None = None) -> list[CodeMapRow]:
    """Each step of the tutorial's ``minimax``, with the code panel's lines for ``options``."""
    shown = shown_source(options or SearchOptions())
    rows = []
    for step in CODE_MAP:
        found = [shown.anchors[anchor] for anchor in step.anchors]
        rows.append(CodeMapRow(step.javascript, [i + 1 for i in found],
                               [_code_only(shown.lines[i]) for i in found],
                               words.TUTORIAL_CODE_WORDS[step.key]))
    return rows


def _code_only(line: str) -> str:
    """A shown line without its comment."""
    return line.partition("  # ")[0].strip()


def code_map_markdown(options: SearchOptions | None = None, numbers: bool = False) -> str:
    """The table as Markdown (the README's and notebook 01's) for the search ``options``
    describe (None: the defaults), with line ``numbers`` if asked."""
    head = "| the tutorial's JavaScript | minimax-viz's `search` | how |"
    if numbers:
        head = "| the tutorial's JavaScript | code panel line | minimax-viz's `search` | how |"
    rows = [head, "|---" * head.count(" | ") + "|---|"]
    for row in code_map(options):
        code = "<br>".join(f"`{line}`" for line in row.code)
        where = f" {', '.join(map(str, row.lines))} |" if numbers else ""
        rows.append(f"| `{row.javascript}` |{where} {code} | {row.remark} |")
    return "\n".join(rows) + "\n"
