"""The student's form: which pruning rule, whose values, which scoring.

A correct minimax can be written many ways that make different calls or return
different numbers: plain or alpha-beta (pruning on ``alpha >= beta`` or only on
``alpha > beta``), values for one side throughout (the root's mover's, or the
other side's) or negamax values (each call's value for its side to move), and
any scoring that orders a side's wins above its draws above its losses. A
:class:`Form` names one such way; :func:`candidates` lists the ones to try, the
most usual first, so a tie between forms is settled by that order.

>>> form = Form("alphabeta", "negamax", None, "X", "±1")
>>> print(form.words)
alpha-beta (α ≥ β), negamax values (each call's value is for the side to move), ±1
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from ..explain import words
from ..games import Game, Outcome
from ..search import PRUNINGS, Pruning

#: Whose values a form's calls return (the README's *value frame*): one side's throughout
#: (``Form.side``), or each call's own side to move. Not a stack frame
#: (:class:`~minimax_viz.explain.Frame`).
ValueFrame = Literal["side", "negamax"]


@dataclass(frozen=True)
class Form:
    """One way to write a correct minimax (see the module's docstring)."""

    pruning: Pruning    # "none", or alpha-beta cutting on >= or on >
    frame: ValueFrame   # "side" (values for one side) or "negamax"
    side: str | None    # the side every value is for ("side" frame); None for negamax
    root: str           # the side to move at the root
    scoring: str = ""   # the student's scoring in words, once recognised
    #: Alpha-beta whose root scores each move with a fresh full window (a driver calling
    #: the search once per root move), so the root itself never narrows or cuts.
    root_apart: bool = False

    @property
    def words(self) -> str:
        return words.form_words(self.pruning, self.frame, self.side, self.root, self.scoring,
                                self.root_apart)

    @property
    def alphabeta(self) -> bool:
        return self.pruning != "none"

    def cuts(self, alpha: float, beta: float) -> bool:
        """True when this form's pruning rule stops a call with window (alpha, beta)."""
        if self.pruning == "none":
            return False
        return alpha >= beta if self.pruning == "alphabeta" else alpha > beta

    def value_side(self, game: Game, position: Any) -> str:
        """The side a call's value is for: the fixed side, or (negamax) the side to move."""
        return game.to_move(position) if self.side is None else self.side

    def maximizes(self, game: Game, position: Any) -> bool:
        """True when a call keeps the highest of its moves' (negated, in negamax) values."""
        return self.side is None or game.to_move(position) == self.side


def candidates(game: Game, root: Any, driven: bool = False) -> list[Form]:
    """Every form to try, most usual first: values for the root's mover, negamax values,
    values for the other side; each plain, then alpha-beta on >=, then on >; and when the
    root is a driver (``driven``), the alpha-beta ones again with each root move searched
    apart (a search whose own first call goes on past a cut is no such form)."""
    mover = game.to_move(root)
    frames: list[tuple[ValueFrame, str | None]] = [("side", mover), ("negamax", None),
                                                   ("side", game.other(mover))]
    forms = [Form(pruning, frame, side, mover) for frame, side in frames for pruning in PRUNINGS]
    return forms + [replace(form, root_apart=True) for form in forms if form.alphabeta and driven]


def utility(outcome: Outcome, side: str) -> float:
    """What a finished game is worth to ``side`` in the game's own order: +1 / 0 / -1, or a
    textbook tree's leaf value (its :attr:`Outcome.points`)."""
    if outcome.winner is None:
        return 0
    points = 1 if outcome.points is None else float(outcome.points)
    return points if outcome.winner == side else -points


def scoring_text(game: Game, form: Form, leaves: list[tuple[Any, Outcome, Any]]) -> str:
    """The student's scoring in words, from its game-over ``(position, outcome, value)``s."""
    found: dict[float, list[Any]] = {1: [], 0: [], -1: []}
    for position, outcome, value in leaves:
        worth = utility(outcome, form.value_side(game, position))
        found[(worth > 0) - (worth < 0)].append(value)
    return words.scoring_words(found[1], found[0], found[-1], game.own_stakes)
