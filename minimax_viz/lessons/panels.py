"""Small HTML pieces for the ipywidgets game boards (the stepper draws its own panels).

Pure text (no ipywidgets, no Graphviz), in the panels' stylesheet's classes.
"""

from __future__ import annotations

import html


def message_html(text: str, ok: bool) -> str:
    """A one-line verdict: ✓ in green or ✗ in red."""
    return f'<span class="{"mv-ok" if ok else "mv-bad"}">{"✓" if ok else "✗"} {html.escape(text)}</span>'
