"""One self-contained HTML file that steps through a trace in any browser, offline.

The page carries everything it needs: the call tree laid out ONCE by
:class:`~minimax_viz.draw.Layout` (inline SVG with its step stylesheet), the
stepper's CSS, a small vanilla script and the trace's step data as JSON. No
network, no CDN, no kernel: open it from ``file://``.

Per-step state is stored compactly, so the page grows with the steps by about
a hundred bytes a step (mostly the narration) plus the drawing:

* the classes of every drawn element are computed in the page from five
  numbers per element (:meth:`Layout.step_rules`: static classes, the node it
  follows, the steps it appears, returns, is settled), as :meth:`Layout.classes_at`
  does in Python;
* each step is one signed call id (+ enter, - return), its sentence from
  :meth:`Steps.narrate`, its two innermost stack frames (the rest of the
  stack is rebuilt from earlier steps) and the line of the search's source;
* predict mode hides a return step's score in the page as in the notebook:
  the classes are computed with ``hide_return`` (:meth:`Layout.classes_at`),
  the caller's frame is taken as stored when the returning call was entered
  (:meth:`Steps.stack` with ``hide_return``: nothing in it changes before the
  return), and the header's "best move" is hidden while predict mode is on;
* boards are the game's pictures (:meth:`Game.svg`), cut into their
  tags and stored as indices into one table of distinct tags.

Step numbers in the page and its address are 1-based, as shown: ``#step=12``
opens "step 12 of N"; ``#predict`` (or ``?predict``) opens in predict mode.

>>> embed_json({"t": "</script><!--"})
'{"t":"\\\\u003c/script\\\\u003e\\\\u003c!--"}'
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

from ..draw import Layout
from ..draw.style import stylesheet
from ..draw.treeview import DEFAULT_MAX_NODES
from ..explain import Steps, check_step_limit, shown_source, step_lines, words
from ..files import write_text
from ..record import CallTree

__all__ = ["build_html", "embed_json", "page_data", "split_tags", "write_html"]

BOARD_SIZE = 150
_TAG = re.compile(r"<[^<]*")
_PLACEHOLDER = re.compile(r"\{\{ (\w+) \}\}")
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026",
                 "\u2028": "\\u2028", "\u2029": "\\u2029"}


# -- escaping --------------------------------------------------------------------------------
def embed_json(value: Any) -> str:
    """JSON safe inside ``<script type="application/json">``: no ``<``, ``>`` or ``&`` left.

    Those characters become ``\\u003c`` etc., which JSON.parse reads back as
    the same text, so no embedded string can close the script or open a comment.
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return re.sub("[<>&\u2028\u2029]", lambda m: _JSON_ESCAPES[m.group()], text)


def split_tags(svg: str) -> list[str]:
    """An SVG cut before every ``<``: each piece is one tag and the text after it.

    >>> split_tags('<svg><text x="1">X</text></svg>')
    ['<svg>', '<text x="1">X', '</text>', '</svg>']
    """
    return _TAG.findall(svg)


# -- the data the page steps through ------------------------------------------------------------
def _calls_and_boards(layout: Layout) -> dict[str, Any]:
    """Per call: depth, player, parent (0: none), score, board, element, move (-1: none);
    the words of each call's move ("O plays 4"); the board pictures, cut into shared tags."""
    tree, view = layout.tree, layout.view
    index = {element: i for i, element in enumerate(layout.elements)}
    tags: dict[str, int] = {}
    boards: dict[tuple[str, int | None], int] = {}
    pictures: list[list[int]] = []
    calls, moves = [], []
    for call in tree:
        key = (call.position, call.move)
        if key not in boards:
            boards[key] = len(pictures)
            svg = tree.game.svg(call.position, call.move, BOARD_SIZE)
            pictures.append([tags.setdefault(tag, len(tags)) for tag in split_tags(svg)])
        calls.append([call.depth, call.player, call.parent or 0, call.score, boards[key],
                      index[view.element_of(call.id)], -1 if call.move is None else call.move])
        moves.append(words.move_text(tree, call))
    return {"calls": calls, "moves": moves, "tags": list(tags), "boards": pictures}


def _frames(steps: Steps) -> list[list[Any]]:
    """Per step, the two innermost frames of the stack: ``[best, left, parent best, parent left]``.

    ``best`` is the best score so far (None: none yet), ``left`` the moves not
    tried yet ("4,6"). Every frame further out is the parent frame
    stored at the step its child on the stack was entered (nothing in a frame
    changes while a child's subtree runs), so the page rebuilds
    :meth:`Steps.stack` for any step from these four values per step.
    """
    out = []
    for step in range(len(steps)):
        stack = steps.stack(step)
        row = [value for frame in stack[-1:-3:-1]
               for value in (frame.best_so_far, ",".join(map(str, frame.moves_left)))]
        out.append(row)
    return out


def _summary(tree: CallTree) -> tuple[str, str]:
    """The header's facts about the search, and its answer (hidden in predict mode)."""
    facts = f"{len(tree):,} calls · {2 * len(tree):,} steps · " + \
        words.search_description(tree.options, tree.game).replace(", ", " · ")
    return facts, " · " + words.answer(tree)


def page_data(layout: Layout, title: str, predict: bool = False) -> dict[str, Any]:
    """Everything the page's script reads, ready for :func:`embed_json`."""
    steps, tree = layout.steps, layout.tree
    lines = [step_lines(steps, s) for s in range(len(steps))]
    return {
        "title": title, "maximizer": tree.player, "predict": predict,
        **layout.step_rules(), **_calls_and_boards(layout),
        "events": [e.call if e.kind == "enter" else -e.call for e in steps.events],
        "narration": steps.lines(), "frames": _frames(steps), "words": words.STEPPER_WORDS,
        "source": shown_source(tree.options).lines,
        "lines": [[line, -1 if caller is None else caller] for line, caller in lines],
    }


# -- the page ---------------------------------------------------------------------------------
def _inline_svg(svg: str) -> str:
    """Graphviz's SVG without its XML prolog and DOCTYPE, ready to sit inside HTML."""
    return svg[svg.index("<svg "):]


def _fill(template: str, values: dict[str, str]) -> str:
    """Replace every ``{{ name }}`` in one pass (inserted text is never scanned again)."""
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], template)


def build_html(tree: CallTree, *, max_nodes: int | None = DEFAULT_MAX_NODES,
               predict: bool = False, title: str | None = None,
               max_steps: int | None = -1, layout: Layout | None = None) -> str:
    """The whole page as text. ``predict`` opens it in predict-then-reveal mode.

    ``layout`` reuses an existing :class:`Layout` of ``tree`` (its own node budget);
    ``max_steps`` refuses longer traces (-1: the default limit, None: no limit).
    """
    check_step_limit(tree, "page", max_steps)
    if layout is None:
        layout = Layout(tree, max_nodes=max_nodes)
    if title is None:
        title = words.title(tree)
    template = resources.files("minimax_viz.lessons").joinpath("templates/stepper.html")
    data = page_data(layout, title, predict)
    facts, answer = _summary(tree)
    return _fill(template.read_text(encoding="utf-8"), {
        "title": html.escape(title), "summary": html.escape(facts),
        "answer": html.escape(answer), "answer_hidden": " hidden" if predict else "",
        "stylesheet": stylesheet(page=True), "tree": _inline_svg(layout.svg),
        "steps": str(len(layout)), "data": embed_json(data)})


def write_html(tree: CallTree, path: str | Path, **options: Any) -> Path:
    """Write the page for ``tree`` to ``path`` atomically; options as :func:`build_html`."""
    page = build_html(tree, **options)
    write_text(path, page)
    return Path(path)
