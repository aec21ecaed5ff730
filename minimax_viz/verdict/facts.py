"""What a student's recorded calls show, read once for every form the verdict tries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..explain import words
from ..games import Game, Outcome
from ..record import CallTree


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


@dataclass
class Facts:
    """Per call (index = id - 1): position, player, move, value, and which calls it made."""

    tree: CallTree
    game: Game = field(init=False)
    positions: list[Any] = field(init=False)
    players: list[str] = field(init=False)
    outcomes: list[Outcome | None] = field(init=False)
    values: list[Any] = field(init=False)
    finished: list[bool] = field(init=False)
    reported: list[bool] = field(init=False)
    kids: list[list[int]] = field(init=False)   # kids[id]: the calls it made, in order
    root_call: str = field(init=False)  # the search, a driver, a move-only driver

    def __post_init__(self) -> None:
        tree, data = self.tree, self.tree.data
        self.game = game = tree.game
        self.positions = tree.positions()
        self.players = list(data.players) if data.players is not None else \
            [game.to_move(p) for p in self.positions]
        self.outcomes = [game.outcome(p) for p in self.positions]
        values = getattr(data, "values", None)  # the real values, when the recorder kept them
        self.values = list(values) if values and len(values) == len(data.score) else \
            list(data.score)
        finished = getattr(data, "finished", None)
        self.finished = [bool(f) and _number(v) for f, v in
                         zip(finished if finished else [1] * len(self.values), self.values)]
        reported = getattr(data, "reported", None)
        self.reported = [bool(r) for r in reported] if reported else [True] * len(self.values)
        self.root_call = getattr(data, "root_call", "search")
        self.kids = [[] for _ in range(len(self.values) + 1)]
        for index, parent in enumerate(data.parent):
            self.kids[parent].append(index + 1)

    def move(self, call_id: int) -> int | None:
        move = self.tree.data.move[call_id - 1]
        return None if move < 0 else move

    def best_move(self, call_id: int) -> int | None:
        move = self.tree.data.best_move[call_id - 1]
        return None if move < 0 else move

    def parent(self, call_id: int) -> int:
        return self.tree.data.parent[call_id - 1]

    def leaves(self, before: int | None = None) -> list[tuple[Any, Outcome, Any]]:
        """Every finished game the student scored (before call ``before``, if given):
        ``(position, outcome, value)``."""
        end = len(self.values) if before is None else before - 1
        return [(p, o, v) for p, o, v, done, kids in
                zip(self.positions[:end], self.outcomes, self.values, self.finished,
                    self.kids[1:]) if o is not None and done and not kids]

    def draw_values(self) -> set[Any]:
        """Every value the student gave a drawn game; with no draw seen, 0 when the won
        games score below it (so 0 can only mean a draw)."""
        leaves = self.leaves()
        draws = {v for _, o, v in leaves if o.winner is None}
        decisive = [v for _, o, v in leaves if o.winner is not None]
        if not draws and any(v < 0 for v in decisive):
            return {0}
        return draws

    def unseen_draw(self) -> bool:
        """True when no draw was scored and won and lost games score on both sides of 0."""
        values = [v for _, o, v in self.leaves()]
        return not any(o.winner is None for _, o, _ in self.leaves()) and \
            any(v < 0 for v in values) and any(v > 0 for v in values)

    def same(self, a: Any, b: Any) -> bool:
        """True when two positions are the same as the student's function sees them."""
        return bool(self.game.student.value(a) == self.game.student.value(b))

    def text(self, call_id: int) -> str:
        return self.game.format(self.positions[call_id - 1])

    def move_words(self, call_id: int) -> str:
        """The move that led to a call, in words (``X plays 4``), or what changed."""
        move = self.move(call_id)
        if move is None:
            return words.difference_fact("the_board", board=self.text(call_id))
        return self.game.pictures.move_text_to(self.positions[call_id - 1], move)

    def mover_into(self, before: Any, after: Any) -> str | None:
        """The player whose mark is the one place that differs between two boards."""
        try:
            a, b = self.game.format(before), self.game.format(after)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            return None
        changed = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        if len(a) != len(b) or len(changed) != 1 or b[changed[0]] not in self.game.players:
            return None
        return b[changed[0]]
