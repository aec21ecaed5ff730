"""An exercise's two sheets: the worksheet (blanks to fill in) and its answer key.

Each is the textbook picture of the tree (:func:`~minimax_viz.draw.textbook.tree_dot`,
laid out by Graphviz) with a caption: as an SVG, the caption in a band under it
(the slides' :func:`caption_svg`); as a PDF, on A4 or Letter pages
(:func:`~minimax_viz.draw.paper.paper_pdf`: text never under 8 pt, split when needed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..draw.paper import DEFAULT_PAPER, paper_pdf
from ..draw.textbook import tree_svg
from ..explain import words
from .slides import caption_svg

if TYPE_CHECKING:
    from .exercise import Exercise

def worksheet_svg(exercise: Exercise) -> str:
    """``exercise``'s tree with a blank beside every inner node, and the questions under it."""
    return caption_svg(_worksheet_tree(exercise), exercise.title(), words.WORKSHEET_QUESTIONS, 3)


def _worksheet_tree(exercise: Exercise) -> str:
    shape = exercise.position.tree
    blanks = {node: f"{name} = ____" for node, name in enumerate(shape.names)
              if shape.values[node] is None}
    return tree_svg(shape, blanks)


def answers_svg(exercise: Exercise) -> str:
    """The tree with every value found, the leaves numbered in evaluation order, the
    pruned part dashed grey, and the key under it."""
    return caption_svg(_answers_tree(exercise), words.ANSWER_KEY_HEADING.format(title=exercise.title()),
                       _key(exercise), 3)


def _key(exercise: Exercise) -> str:
    return " · ".join(exercise.key().lines())


def _answers_tree(exercise: Exercise) -> str:
    search = exercise.search
    shape = exercise.position.tree
    notes: dict[int, str] = {}
    seen: set[int] = set()
    order = 0
    for call, position in zip(search, search.positions()):
        seen.add(position.node)
        if shape.values[position.node] is None:
            notes[position.node] = f"{shape.names[position.node]}: " \
                                   f"{words.value_text(search, call)}"
        else:
            order += 1
            notes[position.node] = f"#{order}"
    pruned = frozenset(node for node in range(len(shape)) if node not in seen)
    return tree_svg(shape, notes, pruned)


def worksheet_pdf(exercise: Exercise, paper: str = DEFAULT_PAPER) -> bytes:
    """The worksheet on ``paper`` (a key of :data:`~minimax_viz.draw.paper.PAPERS`)."""
    return paper_pdf(_worksheet_tree(exercise), paper, exercise.title(),
                     words.WORKSHEET_QUESTIONS)


def answers_pdf(exercise: Exercise, paper: str = DEFAULT_PAPER) -> bytes:
    """The answer key on ``paper`` (a key of :data:`~minimax_viz.draw.paper.PAPERS`)."""
    return paper_pdf(_answers_tree(exercise), paper,
                     words.ANSWER_KEY_HEADING.format(title=exercise.title()), _key(exercise))

