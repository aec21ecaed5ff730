"""games/base.py: a second game, written here and nowhere in the package, goes through every layer.

Pile: a pile of stones; the players (A moves first, then B) take 1 or 2 in
turn; whoever takes the last stone wins. With ``n`` stones the side to move
loses exactly when ``n`` is a multiple of 3, which the tests use as an
independent solver.
"""

from __future__ import annotations

import json
from functools import cached_property
from pathlib import Path
from typing import Any

import pytest

import minimax_viz as mv
from minimax_viz.draw import Layout, dot_source
from minimax_viz.errors import InvalidBoardError
from minimax_viz.explain import Steps, shown_source, step_lines
from minimax_viz.games import Outcome, Pictures


class Pile(mv.Game[tuple[int, str]]):
    """A position is (stones left, player to move)."""

    name, title, players = "pile", "Pile of stones", ("A", "B")

    def start(self) -> tuple[int, str]:
        return (5, "A")

    def parse(self, value: object) -> tuple[int, str]:
        if isinstance(value, tuple):
            return value
        text = str(value)
        stones, _, player = text.partition("/")
        if not stones.isdigit() or player not in ("", "A", "B") or int(stones) > 50:
            raise InvalidBoardError(f"pile {text!r} is not 'STONES' or 'STONES/PLAYER'")
        return (int(stones), player or "A")

    def format(self, position: Any) -> str:
        return f"{position[0]}/{position[1]}"

    def to_move(self, position: Any) -> str:
        return str(position[1])

    def moves(self, position: Any) -> tuple[int, ...]:
        return tuple(take for take in (1, 2) if take <= position[0])

    def play(self, position: Any, move: int) -> tuple[int, str]:
        return (position[0] - move, self.other(position[1]))

    def outcome(self, position: Any) -> Outcome | None:
        if position[0]:
            return None
        winner = self.other(position[1])
        return Outcome(winner, f"{winner} took the last stone")

    def all_moves(self) -> tuple[int, ...]:
        return (1, 2)

    @cached_property
    def pictures(self) -> PilePictures:  # a part of its own: its words and text picture
        return PilePictures(self)


class PilePictures(Pictures[tuple[int, str]]):
    def move_text(self, player: str, move: int) -> str:
        return f"{player} takes {move}"

    def text(self, position: tuple[int, str]) -> str:
        return "o" * position[0] or "(empty)"


PILE = Pile()


def side_to_move_wins(stones: int) -> bool:
    """The independent solver: take stones % 3 and the opponent faces a multiple of 3."""
    return stones % 3 != 0


def count_calls(stones: int) -> int:
    """Plain minimax calls on a pile, counted without the package."""
    return 1 + sum(count_calls(stones - take) for take in (1, 2) if take <= stones)


@pytest.mark.parametrize("stones", range(12))
@pytest.mark.parametrize("pruning", [None, "alphabeta"])
def test_search_agrees_with_the_independent_solver(stones: int, pruning: str | None) -> None:
    tree = mv.trace(f"{stones}/A", game=PILE, pruning=pruning)
    if stones == 0:
        assert tree.best_move is None and tree.score == -10  # B took the last stone
        return
    assert (tree.score > 0) == side_to_move_wins(stones)
    if side_to_move_wins(stones):
        assert tree.best_move == stones % 3
    if pruning is None:
        assert len(tree) == count_calls(stones)
    else:
        assert len(tree) <= count_calls(stones)


def test_trace_answers_tree_questions_for_any_game() -> None:
    tree = mv.trace("5/A", game=PILE)
    assert tree.player == "A" and tree.game is PILE
    assert tree.children(1) == [2, tree.subtree_end(2)]
    assert [tree[c].move for c in tree.children(1)] == [1, 2]
    assert tree.outcome_counts()["A"] + tree.outcome_counts()["B"] == \
        sum(1 for c in tree if c.outcome)
    assert tree[tree.principal_variation()[1]].move == 2
    assert mv.solve("5/A", game=PILE).scores == {1: -10, 2: 10}


def test_steps_narrate_in_the_games_own_words() -> None:
    tree = mv.trace("2/A", game=PILE)
    lines = Steps(tree).lines()
    assert lines[0] == "call 1, depth 0, A to move: starts the search; tries 1, 2"
    assert "A takes 1 (called by call 1)" in lines[1]
    assert any("B took the last stone" in line for line in lines)
    assert lines[-1].endswith("returns +10: best move 2")


def test_diagram_draws_the_games_text_picture() -> None:
    source = dot_source(mv.trace("3/A", game=PILE))
    assert source.count('class="call ') == len(mv.trace("3/A", game=PILE))
    assert "ooo" in source and "A&#160;takes&#160;1" in source
    assert "Minimax&#160;on&#160;3/A,&#160;A&#160;to&#160;move" in source


@pytest.mark.dot
def test_one_layout_steps_through_the_pile() -> None:
    tree = mv.trace("4/A", game=PILE, pruning="alphabeta")
    layout = Layout(tree)
    assert len(layout) == 2 * len(tree)
    first, last = layout.classes_at(0), layout.classes_at(len(layout) - 1)
    assert any("future" in c for c in first) and not any("future" in c for c in last)
    code = shown_source(tree.options)
    for step in range(len(layout)):
        line, caller = step_lines(layout.steps, step)
        assert 0 <= line < len(code.lines)
        assert caller is None or "score >" in code.lines[caller]


def test_trace_file_round_trip_for_a_game_outside_the_package(tmp_path: Path) -> None:
    tree = mv.trace("6/A", game=PILE, memo=True)
    path = tmp_path / "pile.json"
    mv.save_json(tree, path)
    saved = json.loads(path.read_text())
    assert saved["game"] == "pile" and saved["board"] == "6/A"
    assert mv.load_json(path, game=PILE) == tree
    with pytest.raises(mv.TraceFormatError, match="unknown game 'pile'"):
        mv.load_json(path)  # the package does not know this game by name
