"""Alpha-beta exercises on random textbook trees, with their answer keys.

:func:`make_exercise` draws a full tree (``branching`` moves at every inner
node, ``depth`` levels of moves, leaf values from ``low`` to ``high``) from
``random.Random(seed)``, so a seed always gives the same exercise.
:func:`answer_key` reads the key off the recorded alpha-beta search (left to
right, the textbook's order); :func:`write_exercise` writes the worksheet and
the key as PDF, and the worksheet as a stepper page in predict mode.

>>> exercise = make_exercise(seed=0, depth=2, branching=3, values=(0, 9))
>>> exercise.tree
'[[6,6,0],[4,8,7],[6,4,7]]'
>>> key = exercise.key()
>>> key.root_value, key.best_move, key.best_child, key.pruned_leaves
(4, 'a2', 'C', ('d3',))
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ..api import trace
from ..draw.paper import DEFAULT_PAPER, check_paper
from ..errors import InvalidOptionError, is_whole, quote
from ..explain import words
from ..games.exact import Value, exact_text
from ..games.tree import TREE, TreeNode
from ..games.tree_parse import MAX_VALUE, tree_text
from ..record import CallTree

#: What an exercise may ask for: small enough to do by hand and to draw on a page.
DEPTHS, BRANCHINGS, MAX_LEAVES = range(1, 7), range(2, 7), 256
FILES = ("worksheet.pdf", "answers.pdf", "worksheet.html", "answers.txt")
MAX_SEED_BITS = 64
_RANGE = re.compile(r"\s*([-+]?\d+)\s*\.\.\s*([-+]?\d+)\s*")


@dataclass(frozen=True)
class AnswerKey:
    """What a student must find: the value, the move, the leaves seen and those never seen."""

    root_value: Value
    best_move: str                          # the move's textbook name, e.g. "a1" ("": a
                                            # chance node at the root picks none)
    best_child: str                         # the node it leads to, e.g. "B"
    evaluated: tuple[tuple[str, Value], ...]  # leaves in the order alpha-beta looks at them
    pruned_leaves: tuple[str, ...]          # every leaf never looked at, left to right
    pruned_subtrees: tuple[str, ...]        # inner nodes cut off whole (the top ones),
                                            # left to right

    def lines(self) -> list[str]:
        """The key in words, one answer a line."""
        seen = ", ".join(f"{name} ({exact_text(value)})" for name, value in self.evaluated)
        best = words.NO_BEST_MOVE if self.best_move == "" else \
            f"{self.best_move} (to {self.best_child})"
        facts = {"value": exact_text(self.root_value), "best": best, "evaluated": seen,
                 "leaves": ", ".join(self.pruned_leaves) or "none",
                 "subtrees": ", ".join(self.pruned_subtrees) or "none"}
        return [line.format(**facts) for line in words.ANSWER_KEY_LINES.values()]


def answer_key(tree: CallTree) -> AnswerKey:
    """The key of an alpha-beta trace of a textbook tree."""
    root = tree.root_position
    if not isinstance(root, TreeNode) or not tree.options.alphabeta:
        raise InvalidOptionError("an answer key needs an alpha-beta trace of a textbook tree")
    shape = root.tree
    positions = tree.positions()
    leaves = (positions[call_id - 1].node for call_id in tree.terminal_calls())
    evaluated = tuple((shape.names[leaf], shape.values[leaf]) for leaf in leaves)
    cut_off: list[int] = []
    for call_id in tree.cut_calls():
        kids = shape.kids[positions[call_id - 1].node]
        cut_off.extend(kids[move - 1] for move in tree[call_id].skipped)
    seen = {name for name, _ in evaluated}
    pruned = tuple(shape.names[leaf] for leaf in shape.leaves()
                   if shape.names[leaf] not in seen)
    best = tree.best_move or 0
    child = shape.kids[root.node][best - 1] if best else root.node
    cut_set = set(cut_off)
    subtrees = tuple(shape.names[n] for n in shape.preorder()
                     if n in cut_set and shape.values[n] is None)
    return AnswerKey(tree.score, TREE.pictures.move_name(root, best) if best else "",
                     shape.names[child], evaluated, pruned, subtrees)


@dataclass(frozen=True)
class Exercise:
    """One random exercise: its settings and the tree they give."""

    seed: int
    depth: int
    branching: int
    low: int
    high: int
    tree: str

    @property
    def position(self) -> TreeNode:
        return TREE.parse(self.tree)

    @cached_property
    def search(self) -> CallTree:
        """The alpha-beta search the key is read from (left to right)."""
        return trace(self.tree, pruning="alphabeta", game=TREE)

    def key(self) -> AnswerKey:
        return answer_key(self.search)

    def title(self) -> str:
        return words.EXERCISE_TITLE.format(seed=self.seed, depth=self.depth,
                                           branching=self.branching, low=self.low,
                                           high=self.high)


def make_exercise(seed: int, depth: int = 3, branching: int = 3,
                  values: tuple[int, int] = (0, 20)) -> Exercise:
    """A reproducible random exercise: the same ``seed`` gives the same tree, ``depth``
    plies deep, ``branching`` moves a node, leaves drawn from ``values`` (low, high); the
    settings are checked (InvalidOptionError)."""
    low, high = values
    if not is_whole(seed):
        raise InvalidOptionError(f"seed {quote(seed)} is not a whole number")
    if seed.bit_length() > MAX_SEED_BITS:
        raise InvalidOptionError(f"seed {quote(seed)} is too large: at most"
                                 f" {2 ** MAX_SEED_BITS - 1:,} either way")
    if not is_whole(depth) or depth not in DEPTHS:
        raise InvalidOptionError(f"depth {quote(depth)} must be {DEPTHS[0]}..{DEPTHS[-1]}")
    if not is_whole(branching) or \
            branching not in BRANCHINGS:
        raise InvalidOptionError(
            f"branching {quote(branching)} must be {BRANCHINGS[0]}..{BRANCHINGS[-1]}")
    if branching ** depth > MAX_LEAVES:
        raise InvalidOptionError(f"branching {branching} to depth {depth} makes "
                                 f"{branching ** depth:,} leaves; at most {MAX_LEAVES}")
    for value in values:
        if not is_whole(value):
            raise InvalidOptionError(f"value {quote(value)} is not a whole number")
        if not -MAX_VALUE <= value <= MAX_VALUE:
            raise InvalidOptionError(_out_of_range(quote(value)))
    if not low < high:
        raise InvalidOptionError(f"values {low}..{high} must be LO..HI with LO < HI")
    rng = random.Random(seed)

    def grow(level: int) -> Any:
        if level == depth:
            return rng.randint(low, high)
        return tuple(grow(level + 1) for _ in range(branching))

    return Exercise(seed, depth, branching, low, high, tree_text(grow(0)))


def parse_values(text: str) -> tuple[int, int]:
    """``"LO..HI"`` as two whole numbers (negative allowed: ``"-5..5"``).

    >>> parse_values("-5..5")
    (-5, 5)
    """
    found = _RANGE.fullmatch(text)
    if found is None:
        raise InvalidOptionError(f"values {quote(text)} are not LO..HI, e.g. 0..20")
    low, high = found.groups()
    for digits in (low, high):
        if len(digits) > 4000:  # too long for int(), and out of range anyway
            raise InvalidOptionError(_out_of_range(quote(digits)))
    return int(low), int(high)


def _out_of_range(shown: str) -> str:
    return f"value {shown} is out of range: leaf values must lie within ±{MAX_VALUE:,}"


def write_exercise(exercise: Exercise, directory: str | Path,
                   paper: str = DEFAULT_PAPER) -> list[Path]:
    """Write ``exercise``'s worksheet and its key (PDF on ``paper``, a key of
    :data:`~minimax_viz.draw.paper.PAPERS`), the predict-mode page and the key as text,
    into ``directory``.

    The four files are built beside ``directory`` and swapped in whole (the user's
    other files there stay), so the folder never holds a mix of two exercises."""
    from ..files import replaced_directory, write_bytes, write_text
    from .exercise_sheets import answers_pdf, worksheet_pdf
    from .page import write_html

    paper = check_paper(paper)
    folder = Path(directory)
    with replaced_directory(folder, lambda name: name in FILES) as building:
        built = [building / name for name in FILES]
        write_bytes(built[0], worksheet_pdf(exercise, paper))
        write_bytes(built[1], answers_pdf(exercise, paper))
        write_html(exercise.search, built[2], predict=True, title=exercise.title())
        write_text(built[3], f"{exercise.title()}\nTree: {exercise.tree}\n\n"
                             + "\n".join(exercise.key().lines()) + "\n")
    return [folder / name for name in FILES]
