"""The reference search drawn beside a student's tree: the recognised form, in full.

It searches in the student's own move order (each position's moves in the order
the student's call with that position tried them, untried moves after, in the
game's order) and scores finished games with the student's own values, so up to
the first difference its calls and values are the student's own, call for call.
"""

from __future__ import annotations

import math
from typing import Any

from ..games import Game
from ..record import CallTree
from ..record.recorder import Recorder
from ..record.student.read import stored_score
from ..search import DEFAULT_SCORING, SearchOptions
from .facts import Facts
from .forms import Form, utility


class _Reference:
    def __init__(self, facts: Facts, form: Form) -> None:
        self.facts, self.form, self.game = facts, form, facts.game
        self.recorder = Recorder(self.game, with_window=form.alphabeta)
        self.first: dict[Any, int] = {}
        for index, position in enumerate(facts.positions):
            try:
                self.first.setdefault(position, index + 1)
            except TypeError:  # an unhashable position of a buggy search
                continue
        self.worth: dict[float, Any] = {}
        for position, outcome, value in facts.leaves():
            self.worth.setdefault(utility(outcome, form.value_side(self.game, position)), value)
        self.calls = 0

    def student_call(self, position: Any) -> int | None:
        """The student's call with the same id and position, else its first with it."""
        f, call = self.facts, self.calls
        if call <= len(f.positions) and f.same(f.positions[call - 1], position):
            return call
        try:
            return self.first.get(position)
        except TypeError:
            return None

    def order(self, mine: int | None, legal: tuple[int, ...]) -> list[int]:
        tried = [] if mine is None else [self.facts.move(kid) for kid in self.facts.kids[mine]]
        first = list(dict.fromkeys(m for m in tried if m in legal))
        return first + [m for m in legal if m not in first]

    def search(self, position: Any, move: int | None, depth: int, alpha: float,
               beta: float) -> Any:
        self.calls += 1
        game, form, recorder = self.game, self.form, self.recorder
        recorder.enter(position, move, depth, alpha, beta)
        mine, over = self.student_call(position), game.outcome(position)
        if over is not None:
            worth = utility(over, form.value_side(game, position))
            known = mine is not None and self.facts.finished[mine - 1] and \
                not self.facts.kids[mine]
            value = self.facts.values[mine - 1] if known and mine is not None else \
                self.worth.get(worth, worth)
            recorder.leave(stored_score(value), None, over)
            return value
        maximizing, negamax = form.maximizes(game, position), form.side is None
        moves = self.order(mine, game.moves(position))
        best, best_move = None, None
        for i, step in enumerate(moves):
            child = game.play(position, step)
            found = self.search(child, step, depth + 1, *((-beta, -alpha) if negamax
                                                         else (alpha, beta)))
            value = -found if negamax else found
            if best is None or (value > best if maximizing else value < best):
                best, best_move = value, step
            if form.root_apart and depth == 0:
                continue  # a root that searches each of its moves with the full window (Walk)
            alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
            if form.cuts(alpha, beta) and i + 1 < len(moves):
                recorder.prune(tuple(moves[i + 1:]), "beta" if maximizing else "alpha")
                break
        recorder.leave(stored_score(best), best_move, None)
        return best


def reference_tree(facts: Facts, form: Form) -> CallTree:
    """The reference search of ``form`` from the student's root, as a :class:`CallTree`."""
    game: Game = facts.game
    root = facts.positions[0]
    scoring = getattr(facts.tree.options, "scoring", DEFAULT_SCORING)
    options = SearchOptions.make(scoring=scoring, pruning="alphabeta" if form.alphabeta else None,
                                 game=game)
    reference = _Reference(facts, form)
    reference.search(root, None, 0, -math.inf, math.inf)
    return CallTree(game, root, options, reference.recorder)
