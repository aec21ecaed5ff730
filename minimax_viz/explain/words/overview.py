"""The search as a whole: titles, options in words, the answer, the summary, narration files."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...games.exact import Value
from .cards import outcome_text
from .deepening import DEEPENING_OPTION
from .values import counted, move_name, named_order, signed

if TYPE_CHECKING:
    from ...games import Game
    from ...record import CallTree
    from ...search import SearchOptions


# -- the search as a whole ------------------------------------------------------------------
def title(tree: CallTree) -> str:
    """``"Minimax on O.XX.X.OO, X to move"``; with chance nodes, ``"Expectiminimax on ...,
    values for MAX"`` (the dice move too, and a tree's root may be any kind)."""
    on = tree.game.format(tree.root_position)
    if tree.chance_calls():
        return f"Expectiminimax on {on}, values for {tree.player}"
    return f"Minimax on {on}, {tree.game.to_move(tree.root_position)} to move"


def search_description(options: SearchOptions, game: Game) -> str:
    """The options in use: ``"article scoring, alpha-beta, memo, move order 4,0,2,..."``."""
    # a game whose finished positions carry their own values (a textbook tree's leaves)
    # is scored by them, whatever the scoring option says
    parts = ["leaf values" if game.own_stakes else f"{options.scoring} scoring"]
    if options.pruning != "none":
        parts.append("alpha-beta" if options.pruning == "alphabeta" else
                     "alpha-beta, cut only when α > β")
    if options.memo:
        parts.append("memo")
    if options.iterative:
        parts.append(DEEPENING_OPTION)
    if options.depth_limit is not None:
        parts.append(f"depth limit {options.depth_limit}")
    if options.order is not None:
        named = named_order(game, options.order)
        parts.append("move order " + ",".join(map(str, named))
                     + (",..." if len(named) < len(options.order) else ""))
    return ", ".join(parts)


def capitalized(text: str) -> str:
    """``text`` with a capital first letter, the rest as it is (``str.capitalize`` would
    lower it): ``"step 3 of 9"`` -> ``"Step 3 of 9"``."""
    return text[:1].upper() + text[1:]


def as_sentence(text: str) -> str:
    """``text`` with a capital first letter and one full stop (one it ends with is kept,
    not doubled).

    >>> as_sentence("best move 4, score +10"), as_sentence("you win.")
    ('Best move 4, score +10.', 'You win.')
    """
    return f"{capitalized(text.rstrip('.'))}."


#: What a notebook shows in place of a diagram it cannot draw (Graphviz missing); a
#: comparison's two trees (the student's and the reference's) say it once for both.
NO_DIAGRAM = "(no diagram: {reason})"
NO_DIAGRAMS = "(no diagrams: {reason})"


def game_over_text(reason: str, score: Value) -> str:
    """The answer at a finished game: "the game is already over (X wins with 0-4-8), score +10"."""
    return f"the game is already over ({reason}), score {signed(score)}"


def answer(tree: CallTree) -> str:
    """The search's answer: "best move 4, score +10", or why there is no move."""
    values = getattr(tree.data, "values", None)  # a student's own values: -inf, 0.5 as given
    score = values[0] if values and values[0] is not None else tree.score
    if tree.best_move is None:
        return game_over_text(outcome_text(tree, tree[tree.root]), score)
    return f"best move {move_name(tree, tree[tree.root], tree.best_move)}, score {signed(score)}"


def summary(tree: CallTree) -> str:
    """The answer in one line: "9 calls. Best move 4, score +10."."""
    text = answer(tree)
    return f"{counted(len(tree), 'call')}. {as_sentence(text)}"


def numbered(lines: Sequence[str]) -> str:
    """The lines as text, each behind its 1-based step number (``07  call 4, ...``)."""
    width = step_width(len(lines))
    return "".join(f"{step:0{width}d}  {line}\n" for step, line in enumerate(lines, start=1))


def step_width(steps: int) -> int:
    """Digits in a step number: 2 at least, so files and lines sort in step order."""
    return max(2, len(str(steps)))


def narration_file(tree: CallTree, lines: Sequence[str]) -> str:
    """The ``narration.txt`` every lesson writes: a title, one line a step, the answer."""
    return (f"{title(tree)}: the search call by call, one line a step.\n\n"
            f"{numbered(lines)}\n{summary(tree)}\n")
