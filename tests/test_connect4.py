"""Connect Four on small boards: rules, search against an independent solver, evaluation, pictures.

The reference solver (tests/reference/connect4.py) keeps the board as columns and
finds lines by walking from the last disc: nothing is shared with the package's
row-major strings and precomputed windows. Tiny boards are
checked on every reachable position; the real 5 x 4 board on positions near
the end of seeded random games (a full search from its empty board is out of
reach, which is why it is here).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import Cli
from reference.connect4 import (
    reachable,
    reference_calls,
    reference_solver,
    to_columns,
    windows_open,
)

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.errors import InvalidBoardError, InvalidOptionError
from minimax_viz.games import CONNECT4, GAMES, Connect4
from minimax_viz.search import CallCounter, SearchOptions, search


def finished(cells: str, game: Connect4) -> bool:
    return game.outcome(cells) is not None


# -- exhaustive on tiny boards ---------------------------------------------------------------
@pytest.mark.exhaustive
@pytest.mark.parametrize(("columns", "rows", "connect"), [(3, 3, 3), (4, 3, 3)])
def test_every_position_of_a_tiny_board_agrees_with_the_reference(
        columns: int, rows: int, connect: int) -> None:
    game = Connect4(columns, rows, connect)
    value = reference_solver(rows, connect)
    plain = SearchOptions.make(game=game, memo=True)  # memo: same value as plain, fast
    pruned = SearchOptions.make(game=game, pruning="alphabeta")
    positions = reachable(columns, rows, connect)
    assert len(positions) > 100
    for cells in positions:
        if finished(cells, game):
            continue
        want = 10 * value(to_columns(cells, columns, rows))
        assert search(game, cells, plain)[0] == want, cells
        assert search(game, cells, pruned)[0] == want, cells


@pytest.mark.exhaustive
def test_plain_minimax_counts_on_tiny_boards() -> None:
    game = Connect4(3, 3, 3)
    tree = mv.trace(game.start(), game=game)
    memo = mv.trace(game.start(), game=game, memo=True)
    assert (tree.score, tree.best_move) == (memo.score, memo.best_move)
    assert tree.score == 10 * reference_solver(3, 3)(("",) * 3)
    assert len(tree) == reference_calls(3, 3, 3) == 3_278
    wider = Connect4(4, 3, 3)
    counter = CallCounter()
    search(wider, wider.start(), SearchOptions.make(game=wider), counter)
    assert counter.calls == reference_calls(4, 3, 3) == 277_167


# -- the real 5 x 4 board, near the end ----------------------------------------------------
def near_end_positions(count: int, discs: int, seed: int = 9) -> list[str]:
    rng, found = random.Random(seed), list[str]()
    while len(found) < count:
        cells = CONNECT4.start()
        for _ in range(discs):
            moves = CONNECT4.moves(cells)
            if not moves:
                break
            cells = CONNECT4.play(cells, rng.choice(moves))
        if not finished(cells, CONNECT4):
            found.append(cells)
    return found


@pytest.mark.parametrize("cells", near_end_positions(12, 14))
def test_plain_and_alphabeta_agree_with_the_reference_near_the_end(cells: str) -> None:
    want = 10 * reference_solver(4, 4)(to_columns(cells, 5, 4))
    plain = mv.trace(cells, game="connect4")
    pruned = mv.trace(cells, game="connect4", pruning="alphabeta", order="centre")
    assert plain.score == pruned.score == want
    assert len(pruned) < len(plain)


def test_a_depth_limited_search_from_the_empty_board_is_quick_and_marked() -> None:
    tree = mv.trace(CONNECT4.start(), game="connect4", depth_limit=3)
    assert len(tree) == 1 + 5 + 25 + 125 and tree.calls_per_depth() == [1, 5, 25, 125]
    assert all(c.estimate for c in tree if c.depth == 3)


# -- the evaluation ------------------------------------------------------------------------
def test_windows_and_the_evaluation_match_an_independent_count() -> None:
    assert len(CONNECT4.windows) == 4 * 2 + 5 * 1 + 2 * 2 * 1 == windows_open(CONNECT4.start(), "X")
    for cells in near_end_positions(20, 6, seed=3):
        for player, other in (("X", "O"), ("O", "X")):
            assert CONNECT4.evaluation.score(cells, player) == \
                windows_open(cells, player) - windows_open(cells, other)
    cells = CONNECT4.parse("...../...../...../..X..")
    assert CONNECT4.evaluation.explain(cells, "X") == "X has 17 open windows, O has 14: 17 - 14 = +3"


def test_depth_limit_one_scores_each_drop_by_the_evaluation() -> None:
    tree = mv.trace(CONNECT4.start(), game="connect4", depth_limit=1)
    for child in tree.children(1):
        call = tree[child]
        assert call.score == windows_open(call.position, "X") - windows_open(call.position, "O")
    assert tree.best_move == 1  # column 1 lies on a diagonal; the centre on none, on 5 x 4


# -- the rules and the text ------------------------------------------------------------------
def test_drops_land_on_the_lowest_free_cell() -> None:
    cells = CONNECT4.start()
    for column in (2, 2, 2, 2):
        cells = CONNECT4.play(cells, column)
    assert CONNECT4.format(cells) == "..O../..X../..O../..X.."
    assert CONNECT4.moves(cells) == (0, 1, 3, 4)
    assert CONNECT4.parse(CONNECT4.format(cells)) == cells


def test_four_in_a_row_wins_and_a_full_board_draws() -> None:
    won = CONNECT4.parse("...../...../OOO../XXXX.")
    assert CONNECT4.outcome(won) == mv.Outcome("X", "X wins with four in a row")
    assert CONNECT4.moves(won) == ()
    game = Connect4(2, 1, 2)
    assert game.outcome(game.parse("XO")) == mv.Outcome(None, "draw: the board is full")


@pytest.mark.parametrize(("text", "why"), [
    ("....", "must be 20 cells"),
    ("...../...../...../..Z..", "must be 20 cells of X, O"),
    ("...../..X../...../.....", "floats over an empty cell"),
    ("...../...../...../XX...", "X must equal O or O \\+ 1"),
    ("...../...../OOOO./XXXX.", "cannot arise"),
    ("...../...../...../XXXX.", "X must equal O or O \\+ 1"),
])
def test_bad_boards_say_what_is_wrong(text: str, why: str) -> None:
    with pytest.raises(InvalidBoardError, match=why):
        CONNECT4.parse(text)


def test_bad_sizes_are_refused() -> None:
    with pytest.raises(InvalidOptionError, match="cannot fit"):
        Connect4(3, 3, 4)
    with pytest.raises(InvalidOptionError, match="columns 0"):
        Connect4(0, 3, 3)


# -- pictures, the command line and files ------------------------------------------------------
def test_pictures_show_discs_the_last_drop_and_the_line() -> None:
    won = CONNECT4.parse("...../...../OOO../XXXX.")
    svg = CONNECT4.pictures.svg(won, last_move=3)
    assert svg.count("<circle") == 20 and svg.count(">X<") == 4 and svg.count(">O<") == 3
    assert svg.count('fill="#009E73"') == 4 and "X wins with four in a row" in svg
    source = dot_source(mv.trace("...../...../.OOO./.XXX.", game="connect4", depth_limit=1))
    assert source.count('class="call ') == 6 and "X&#160;drops&#160;in&#160;0" in source


def test_cli_solves_with_a_depth_limit(cli: Cli) -> None:
    result = cli("solve", "--game", "connect4", "...../...../...../.....", "--depth-limit", "1",
                 "--json")
    assert result.status == 0, result.err
    assert json.loads(result.out)["move"] == 1
    bad = cli("solve", "--game", "connect4", "...X.")
    assert bad.status == 2 and bad.err.count("\n") == 1 and "Connect Four" in bad.err


def test_registered_and_round_trips(tmp_path: Path) -> None:
    assert GAMES["connect4"] is CONNECT4
    tree = mv.trace("...../...../.XO../.OX..", game="connect4", depth_limit=2,
                    pruning="alphabeta")
    path = tmp_path / "c4.json"
    mv.save_json(tree, path)
    assert mv.load_json(path) == tree


# -- review items 3, 14 and 17: huge input quoted short; one palette ---------------------------
@pytest.mark.parametrize("make", [
    lambda: CONNECT4.parse(10**5000), lambda: CONNECT4.parse("X" * 5000),
    lambda: CONNECT4.parse("X" * 3000 + "/"), lambda: Connect4(10**5000),
    lambda: Connect4(5, 4, 10**5000),
], ids=["parse-int", "parse-text", "parse-slashes", "columns", "connect"])
def test_huge_input_is_one_short_error(make: object) -> None:
    with pytest.raises((InvalidBoardError, InvalidOptionError)) as caught:
        make()  # type: ignore[operator]
    message = str(caught.value)
    assert len(message) < 220 and "\n" not in message
    assert "about 5,000 digits" in message or "characters)" in message


def test_games_spell_no_colour_of_their_own() -> None:
    """Review item 17: every colour of the games' pictures comes from minimax_viz.palette,
    the module draw/style.py re-exports; no module under games/ spells a hex colour."""
    import re

    from minimax_viz import palette
    from minimax_viz.draw import style
    from minimax_viz.games import connect4_pictures

    assert style.ROLE is palette.ROLE and style.PALETTE is palette.PALETTE
    folder = Path(connect4_pictures.__file__).parent
    spelled = {path.name: re.findall(r"#[0-9A-Fa-f]{6}\b", path.read_text())
               for path in folder.glob("*.py")}
    assert {name: found for name, found in spelled.items() if found} == {}
    svg = connect4_pictures.disc_svg("....X", 5, frozenset(), 4)
    assert palette.PICTURE["X"] in svg and palette.PICTURE["board"] in svg
    assert palette.ROLE["played"] in svg
