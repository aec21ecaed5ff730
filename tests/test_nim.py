"""Nim, one pile: the rules, the search against an independent solver, the pictures, the CLI.

The independent solver (tests/reference/nim.py) knows nothing of the package: a pile
is lost for the side to move exactly when every take leaves a pile the other side
wins (no take at all: lost). For takes 1-3 that is the multiples of 4.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from conftest import Cli
from reference.nim import mover_wins, plain_calls, winning_takes

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.errors import InvalidBoardError, InvalidOptionError
from minimax_viz.explain import Steps
from minimax_viz.games import GAMES, NIM, Nim, get_game

PILES = range(17)


def test_the_reference_solver_is_the_multiples_of_four_rule() -> None:
    assert [n for n in range(40) if not mover_wins(n)] == list(range(0, 40, 4))


@pytest.mark.parametrize("player", ["A", "B"])
@pytest.mark.parametrize("stones", PILES)
def test_plain_and_alphabeta_agree_with_the_solver_on_every_pile(stones: int, player: str) -> None:
    position = (stones, player)
    plain = mv.trace(position, game=NIM)
    pruned = mv.trace(position, game=NIM, pruning="alphabeta")
    assert plain.player == player
    assert plain.score == pruned.score == (10 if mover_wins(stones) else -10)
    assert plain.best_move == pruned.best_move
    if mover_wins(stones):
        assert plain.best_move == winning_takes(stones)[0]
    assert len(plain) == plain_calls(stones)
    assert len(pruned) <= len(plain)


@pytest.mark.parametrize("stones", range(17, 61, 7))
def test_memo_reaches_big_piles_and_agrees_with_the_solver(stones: int) -> None:
    solution = mv.solve(str(stones), game="nim", memo=True, pruning="alphabeta")
    assert solution.score == (10 if mover_wins(stones) else -10)
    assert {m for m, s in solution.scores.items() if s > 0} == set(winning_takes(stones))


@pytest.mark.parametrize("takes", [(1, 2), (1, 3, 4), (2, 3), (1, 4)])
def test_other_takes_agree_with_the_solver(takes: tuple[int, ...]) -> None:
    game = Nim(takes=takes)
    assert game.all_moves() == tuple(sorted(takes)) and game.name.startswith("nim-")
    for stones in range(13):
        tree = mv.trace(stones, game=game)
        assert (tree.score > 0) == mover_wins(stones, takes), stones
        assert len(tree) == plain_calls(stones, takes)
        assert mv.trace(stones, game=game, pruning="alphabeta").score == tree.score


def test_a_pile_smaller_than_every_take_is_lost_for_the_side_to_move() -> None:
    game = Nim(takes=(2, 3))
    assert game.outcome((1, "A")) == mv.Outcome("B", "A cannot take from 1: B wins")
    assert game.moves((1, "A")) == ()


def test_solve_on_the_command_line_takes_the_pile(cli: Cli) -> None:
    result = cli("solve", "--game", "nim", "5", "--json")
    assert result.status == 0, result.err
    data = json.loads(result.out)
    assert (data["board"], data["player"], data["move"], data["score"]) == ("5", "A", 1, 10)
    assert data["scores"] == {"1": 10, "2": -10, "3": -10}
    lost = cli("solve", "--game", "nim", "8/B")
    assert lost.status == 0 and "B to move. Best move: 1, score -10." in lost.out


@pytest.mark.parametrize("bad", ["abc", "100", "-1", "5/C", "", "5 stones"])
def test_bad_piles_get_one_clear_line(cli: Cli, bad: str) -> None:
    result = cli("solve", "--game", "nim", bad)
    assert result.status == 2 and result.out == ""
    assert result.err.startswith("minimax-viz: error: Nim pile") and result.err.count("\n") == 1
    with pytest.raises(InvalidBoardError, match="Nim pile"):
        NIM.parse(bad)


@pytest.mark.parametrize("options", [{"takes": ()}, {"takes": (0, 1)}, {"takes": "123"},
                                     {"pile": -1}, {"pile": 100}, {"takes": (1.5,)}])
def test_bad_game_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(InvalidOptionError, match="Nim"):
        Nim(**options)  # type: ignore[arg-type]


def test_an_integral_number_is_read_as_the_int_it_is_never_a_bool() -> None:
    """Takes, a pile and a position given as numpy ints (errors.is_whole, as every whole
    number is read): kept as plain ints; True is no pile."""
    game = Nim(takes=(np.int64(2), np.int64(1)), pile=np.int64(7))  # type: ignore[arg-type]
    assert (game.takes, game.pile) == ((1, 2), 7)
    assert {type(n) for n in (*game.takes, game.pile)} == {int}
    for given in (np.int64(3), (np.int64(3), "A")):
        position = NIM.parse(given)
        assert position == (3, "A") and type(position[0]) is int
    with pytest.raises(InvalidBoardError):
        NIM.parse(True)
    with pytest.raises(InvalidOptionError, match="Nim pile True"):
        Nim(pile=True)


def test_text_round_trip_and_registry() -> None:
    assert get_game("nim") is NIM and GAMES["nim"] is NIM
    for position in [(0, "A"), (7, "B"), (99, "A")]:
        assert NIM.parse(NIM.format(position)) == position
    assert NIM.parse(" 12 / b ") == (12, "B") and NIM.parse(3) == (3, "A")
    assert NIM.start() == (10, "A") and Nim(pile=6).start() == (6, "A")


def test_trace_narrates_takes_and_the_last_stone(cli: Cli) -> None:
    lines = Steps(mv.trace("2", game="nim")).lines()
    assert lines[0] == "call 1, depth 0, A to move: starts the search; tries 1, 2"
    assert lines[1].startswith("call 2, depth 1: A takes 1 (called by call 1); B to move")
    assert any("A took the last stone" in line for line in lines)
    assert lines[-1].endswith("returns +10: best move 2")
    result = cli("trace", "--game", "nim", "2")
    assert result.status == 0 and result.out.splitlines()[:len(lines)] == lines


def test_the_pile_is_a_picture_in_the_card_and_the_board_panel() -> None:
    tree = mv.trace("3", game="nim")
    source = dot_source(tree)
    assert source.count('class="call ') == len(tree)
    assert source.count("●") == sum(c.position[0] for c in tree)  # one stone per stone left
    assert "A&#160;takes&#160;3" in source and "3&#160;left" not in source.split("label=")[0]
    svg = NIM.pictures.svg((4, "B"), last_move=2)
    assert svg.startswith("<svg") and svg.count("<circle") == 6
    assert svg.count('fill="none"') == 2  # the two stones just taken
    assert "4 stones, B to move" in svg


def test_render_writes_dot_without_the_binary(cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "nim.dot"
    result = cli("render", "--game", "nim", "4", "-o", str(out))
    assert result.status == 0, result.err
    assert out.read_text().count('class="call ') == plain_calls(4)


def test_trace_file_round_trip_by_name(tmp_path: Path) -> None:
    tree = mv.trace("6/B", game="nim", pruning="alphabeta")
    path = tmp_path / "nim.json"
    mv.save_json(tree, path)
    assert json.loads(path.read_text())["game"] == "nim"
    assert mv.load_json(path) == tree


def test_memo_with_depth_scoring_is_refused_because_piles_recur_at_other_depths() -> None:
    # 5 -> 4 takes one move (take 1) and 7 -> 4 three: the same pile, different depths.
    assert mv.solve("9", game="nim", scoring="depth").scores == {1: 5, 2: -6, 3: -6}
    with pytest.raises(InvalidOptionError, match="memo cannot go with depth scoring in Nim"):
        mv.solve("9", game="nim", scoring="depth", memo=True)


@pytest.mark.parametrize("stones", range(1, 30))
def test_the_rule_evaluation_makes_depth_limit_one_play_perfectly(stones: int) -> None:
    tree = mv.trace(str(stones), game="nim", depth_limit=1)
    assert len(tree) == 1 + len(NIM.moves((stones, "A")))
    if mover_wins(stones):
        assert tree.best_move in winning_takes(stones) and tree.score > 0
    else:
        assert tree.score < 0
    blind = mv.trace(stones, game=Nim(knows_rule=False), depth_limit=1)
    assert all(blind[c].score in (0, 10) for c in blind.children(1))  # 0: no idea


def test_evaluation_words() -> None:
    assert NIM.evaluation.score((8, "A"), "A") == -5 and NIM.evaluation.score((8, "A"), "B") == 5
    assert NIM.evaluation.explain((8, "A"), "B") == \
        "8 is a multiple of 4, so A (to move) loses: +5 for B"
    assert "no rule" in Nim(takes=(1, 3, 4)).evaluation.explain((5, "A"), "A")


@pytest.mark.parametrize("stones", range(1, 15))
def test_depth_scoring_never_scores_a_long_win_as_a_draw(stones: int) -> None:
    # Piles of 10 or more can last past depth 9, where 10 - depth would reach 0 or below.
    tree = mv.trace(str(stones), game="nim", scoring="depth", pruning="alphabeta")
    assert (tree.score > 0) == mover_wins(stones) and tree.score != 0
    assert all(c.score != 0 for c in tree if c.outcome)


# -- review items 3, 14 and 17: huge input quoted short; one palette ---------------------------
@pytest.mark.parametrize("make", [
    lambda: NIM.parse(10**5000), lambda: Nim(pile=10**5000), lambda: Nim(takes=[10**5000]),
    lambda: Nim(takes=10**5000), lambda: NIM.parse("5" * 5000), lambda: Nim(takes=[1, "a"]),
], ids=["parse-int", "pile", "takes-list", "takes-int", "parse-text", "takes-mixed"])
def test_huge_or_odd_input_is_one_short_error(make: object) -> None:
    with pytest.raises((InvalidBoardError, InvalidOptionError)) as caught:
        make()  # type: ignore[operator]
    message = str(caught.value)
    assert len(message) < 200 and "\n" not in message
    assert "5,000" in message or "'a'" in message or "(5,000 characters)" in message


def test_the_pile_pictures_use_the_one_palette() -> None:
    from minimax_viz.draw.style import PICTURE, ROLE
    from minimax_viz.games.nim import pile_svg, pile_table

    assert f'stroke="{ROLE["played"]}"' in pile_svg(5, 1)
    assert f'fill="{PICTURE["ink"]}"' in pile_svg(5, 1)
    assert 'BGCOLOR="#123456"' in pile_table(3, 1, {"played": "#123456"})
