"""The student's game-over values, checked against how each game really ended.

The verdict takes the student's own values at finished games as the leaves of
the reference, so any scoring is accepted as long as it orders the results the
game's way: for the side a value is for, every win above every draw, every draw
above every loss (a textbook tree: its leaf values' order). A game somebody won,
scored like a draw, is wrong in every form; two games scored in the wrong order
are wrong in the form being tried (with no draw seen, and wins and losses scored on both
sides of 0, a draw is taken to score 0). Each leaf is checked against the ones before
it, so the difference is named where it first shows.
"""

from __future__ import annotations

from typing import Any

from ..explain import words
from ..games import Game, Outcome
from .difference import Difference, make
from .forms import Form, utility


def is_full(game: Game, position: Any) -> bool:
    """True when a board game's position has no empty place left (Tic-Tac-Toe: no ``.``)."""
    if not game.controls.moves_are_places or not game.controls.edit_marks:
        return False
    return game.controls.edit_marks[0] not in game.format(position)


class LeafOrder:
    """One form's check of the student's game-over values, leaf after leaf in call order."""

    def __init__(self, game: Game, form: Form, draw_values: set[Any],
                 unseen_draw: bool = False) -> None:
        self.game, self.form, self.draws = game, form, draw_values
        #: per worth (+1 / 0 / -1, or a leaf value): the lowest and highest value seen,
        #: each with its call (0: none, the draw's presumed 0) and that call's result
        self.levels: dict[float, list[Any]] = {}
        if unseen_draw:  # no draw seen, wins and losses on both sides of 0: a draw is 0
            self.levels[0] = [0, 0, "", 0, 0, ""]

    def check(self, call_id: int, position: Any, outcome: Outcome,
              value: Any) -> Difference | None:
        """The difference this leaf shows (None: it fits every leaf before it)."""
        result = words.result_words(outcome.winner)
        found = words.signed(value)
        if outcome.winner is not None and value in self.draws:
            mistake: words.Mistake | None = "a draw checked before a win" \
                if is_full(self.game, position) else None
            return make("score", call_id, found, words.difference_fact("unlike_draw"), mistake,
                        words.like_draw_sentence(call_id, result, value))
        side = self.form.value_side(self.game, position)
        worth = utility(outcome, side)
        for other, (low, low_call, low_result, high, high_call, high_result) in \
                self.levels.items():
            if other < worth and high >= value:
                return self._conflict(call_id, result, value, high_call, high_result, high, side)
            if other > worth and low <= value:
                return self._conflict(call_id, result, value, low_call, low_result, low, side)
        level = self.levels.setdefault(worth, [value, call_id, result, value, call_id, result])
        if value < level[0]:
            level[0:3] = [value, call_id, result]
        if value > level[3]:
            level[3:6] = [value, call_id, result]
        return None

    @staticmethod
    def _conflict(call_id: int, result: str, value: Any, other_id: int, other_result: str,
                  other_value: Any, side: str) -> Difference:
        sentence = words.leaf_order_sentence(call_id, result, value, other_id, other_result,
                                             other_value, side) if other_id else \
            words.unseen_draw_sentence(call_id, result, value, side)
        return make("score", call_id, words.signed(value), words.difference_fact("game_order"),
                    None, sentence)
