"""What the stepper's browser side reads: one laid-out diagram and every step's facts, once.

The page and the Jupyter widget send this (and the SVG of :class:`~minimax_viz.draw.Layout`)
to the one front-end, :func:`stepper_script` (``frontend/*.js``); after that only the step
number changes. Everything a step shows is computed here, in Python, by its owner: sentences by
:class:`~minimax_viz.explain.Steps` and :mod:`~minimax_viz.explain.words`, the code
panel's lines by :func:`~minimax_viz.explain.step_lines`, where "step over" and "step out"
go by :meth:`Steps.over` / :meth:`Steps.out`, each element's step rules by
:meth:`Layout.step_rules`. The script only looks values up (and applies the
one comparison documented in :meth:`Layout.step_rules`).

Stored compactly, the data grows by about a hundred bytes a step:

* each step is one signed call id (+ enter, - return), its sentence, its predict-mode
  question (return steps only), its two innermost stack frames as the table shows them
  (an outer frame is its parent frame stored at the step its child on the stack was
  entered: nothing in a frame changes while a child's subtree runs) and its code lines;
* boards are the game's pictures (:meth:`Pictures.svg <minimax_viz.games.Pictures.svg>`), cut into their tags and stored as
  indices into one table of distinct tags.

>>> embed_json({"t": "</script><!--"})
'{"t":"\\\\u003c/script\\\\u003e\\\\u003c!--"}'
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from ..draw import Layout
from ..draw.style import stylesheet
from ..explain import Frame, Steps, shown_source, step_lines, words
from ..explain.edges import played_move
from ..games.exact import json_value
from ..record import CallTree

__all__ = ["BOARD_SIZE", "SCRIPT_PARTS", "embed_json", "frame_cells", "frontend", "split_tags",
           "stepper_css", "stepper_data", "stepper_script"]

BOARD_SIZE = 150
_TAG = re.compile(r"<[^<]*")
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026",
                 "\u2028": "\\u2028", "\u2029": "\\u2029"}


def frontend(name: str) -> str:
    """The text of ``frontend/<name>`` (``stepper.js`` or ``stepper.css``)."""
    folder = resources.files("minimax_viz.lessons").joinpath("frontend")
    return folder.joinpath(name).read_text(encoding="utf-8")


# The stepper's one ES module, in the order its parts are joined (only the last one exports):
# anywidget's ``_esm`` and the offline page each take a single module text, so no imports.
SCRIPT_PARTS = ("stepper_base.js", "stepper_view.js", "stepper.js")


def stepper_script() -> str:
    """The stepper's ES module: :data:`SCRIPT_PARTS` joined in order."""
    return "\n".join(frontend(name) for name in SCRIPT_PARTS)


def stepper_css(page: bool = False) -> str:
    """The palette, the panels' rules and the stepper's (``page=True``: the page's body too)."""
    return stylesheet(page) + "\n" + frontend("stepper.css")


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


def frame_cells(frame: Frame, window: bool = True) -> list[str]:
    """One stack row's changing cells as shown: best so far, moves left (, alpha, beta)."""
    best = "–" if frame.best_so_far is None else words.signed(frame.best_so_far)
    left = ", ".join(map(str, frame.moves_left)) or "–"
    if not window:
        return [best, left]
    return [best, left, words.bound(frame.alpha) or "–", words.bound(frame.beta) or "–"]


def _calls_and_boards(layout: Layout) -> dict[str, Any]:
    """Per call: depth, player, parent (0: none), score, board, element; the caption's
    second line (the move that led there); the board pictures, cut into shared tags."""
    tree, view = layout.tree, layout.view
    index = {element: i for i, element in enumerate(layout.elements)}
    tags: dict[str, int] = {}
    boards: dict[tuple[str, int | None], int] = {}
    pictures: list[list[int]] = []
    calls, moves = [], []
    for call in tree:
        key = (call.position, played_move(tree, call))  # the cell marked: the boards' move
        if key not in boards:
            boards[key] = len(pictures)
            svg = tree.game.pictures.svg(*key, BOARD_SIZE)
            pictures.append([tags.setdefault(tag, len(tags)) for tag in split_tags(svg)])
        calls.append([call.depth, call.player, call.parent or 0, json_value(call.score), boards[key],
                      index[view.element_of(call.id)]])
        moves.append(words.board_caption(tree, call)[1])
    return {"calls": calls, "moves": moves, "tags": list(tags), "boards": pictures}


def _frames(steps: Steps) -> list[list[str]]:
    """Per step, the two innermost frames' cells (:func:`frame_cells`), innermost first;
    alpha and beta only under alpha-beta."""
    window = steps.tree.options.pruning != "none"
    out = []
    for step in range(len(steps)):
        stack = steps.stack(step, innermost=2)
        out.append([cell for frame in stack[::-1] for cell in frame_cells(frame, window)])
    return out


def summary(tree: CallTree) -> tuple[str, str, str]:
    """The header's facts about the search, its size and its answer (the last two hidden
    in predict mode: how many calls a search makes tells how much alpha-beta prunes)."""
    facts = words.search_description(tree.options, tree.game).replace(", ", " · ")
    counts = words.STEPPER_WORDS["counts"].format(calls=words.counted(len(tree), "call"),
                                                  steps=words.counted(2 * len(tree), "step"))
    return facts, counts, f"{words.answer(tree)}: {words.good_for(tree, tree.score)}"


def stepper_data(layout: Layout, title: str | None = None,
                 predict: bool = False) -> dict[str, Any]:
    """Everything the front-end reads besides the SVG, ready for JSON."""
    steps, tree = layout.steps, layout.tree
    lines = [step_lines(steps, s) for s in range(len(steps))]
    facts, counts, answer = summary(tree)
    questions = [words.predict_question(steps.call(e.call)) if e.kind == "return" else ""
                 for e in steps.events]
    return {
        "title": words.title(tree) if title is None else title, "facts": facts,
        "counts": counts, "answer": answer, "maximizer": tree.player,
        "side_of": {p: words.player_role(tree, p) for p in tree.game.players},
        "next_of": {p: words.next_to_move(tree, p) for p in tree.game.players},
        "pov": words.STEPPER_WORDS["pov"].format(max=tree.player,
                                                  min=tree.game.other(tree.player)), "predict": predict,
        "alphabeta": tree.options.pruning != "none",
        # iterative deepening: each iteration's root call (keys i / I jump between them)
        "iterations": [iteration.call for iteration in tree.iterations()],
        **layout.step_rules(), **_calls_and_boards(layout),
        "events": [e.call if e.kind == "enter" else -e.call for e in steps.events],
        "narration": steps.lines(), "questions": questions, "frames": _frames(steps),
        "over": [steps.over(s) for s in range(len(steps))],
        "out": [steps.out(s) for s in range(len(steps))],
        "words": words.STEPPER_WORDS, "source": shown_source(tree.options, bool(tree.chance_calls())).lines,
        "lines": [[line, -1 if caller is None else caller] for line, caller in lines],
    }
