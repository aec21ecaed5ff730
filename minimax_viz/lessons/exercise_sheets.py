"""An exercise's two pages: the worksheet (blanks to fill in) and its answer key.

Each is the textbook picture of the tree (:func:`~minimax_viz.draw.textbook.tree_dot`,
laid out by Graphviz) with a caption band (the slides' :func:`caption_svg`),
drawn to PDF by cairosvg like every other PDF minimax-viz makes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..draw.convert import convert_svg
from ..draw.textbook import tree_svg
from ..explain import words
from .slides import caption_svg

if TYPE_CHECKING:
    from .exercise import Exercise

QUESTIONS = ("Search the tree with alpha-beta, left to right, MAX at the root."
             " (1) What is the value of the root? (2) Which move does MAX choose?"
             " (3) Which leaves does alpha-beta evaluate, in which order?"
             " (4) Which leaves and subtrees are pruned (never looked at)?"
             " Write each inner node's value (or bound) in its blank.")


def worksheet_svg(exercise: Exercise) -> str:
    """The tree with a blank beside every inner node, and the questions under it."""
    shape = exercise.position.tree
    blanks = {node: f"{name} = ____" for node, name in enumerate(shape.names)
              if shape.values[node] is None}
    return caption_svg(tree_svg(shape, blanks), exercise.title(), QUESTIONS, 3)


def answers_svg(exercise: Exercise) -> str:
    """The tree with every value found, the leaves numbered in evaluation order, the
    pruned part dashed grey, and the key under it."""
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
    key = " · ".join(exercise.key().lines())
    return caption_svg(tree_svg(shape, notes, pruned),
                       f"Answer key: {exercise.title()}", key, 3)


def worksheet_pdf(exercise: Exercise) -> bytes:
    return convert_svg(worksheet_svg(exercise), "pdf")


def answers_pdf(exercise: Exercise) -> bytes:
    return convert_svg(answers_svg(exercise), "pdf")

