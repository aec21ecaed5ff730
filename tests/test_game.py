"""The game model: turns, refusals, the AI's replies, and exhaustive play against it."""

from __future__ import annotations

from functools import cache

import pytest
import reference

from minimax_viz import Board, IllegalMoveError, InvalidOptionError, solve, trace
from minimax_viz.lessons.match import AIMove
from minimax_viz.lessons.match import Match as Game

SCORING_NAMES = ("article", "depth", "unit")


def expected_move(cells: str, scoring: str) -> int:
    """The plain search's choice, from the independent solver: the first best move.

    +10/-10 and +1/-1 only rank win > draw > loss; depth scoring also prefers
    fast wins and slow losses, but scores every draw 0 whatever its length.
    """
    if scoring == "depth" and reference.solve(cells).value != 0:
        return min(reference.fastest_moves(cells))
    return min(reference.optimal_moves(cells))


def replay(human: str, scoring: str, cells: list[int]) -> Game:
    """A game in which the person plays ``cells`` in turn and the AI replies."""
    game = Game(human, scoring=scoring)
    for cell in [None, *cells]:
        if cell is not None:
            game.human_move(cell)
        if game.is_ai_turn:
            before = game.board.cells
            reply = game.ai_move()
            assert reply.cell == expected_move(before, scoring), before
    return game


@cache
def human_strategies(human: str, scoring: str) -> list[tuple[list[int], Game]]:
    """Every game the person can play against the (deterministic) AI, by DFS.

    Cached: the terminal tests replay the same games through the text front end.
    """
    games: list[tuple[list[int], Game]] = []

    def dfs(cells: list[int]) -> None:
        game = replay(human, scoring, cells)
        if game.is_over:
            games.append((cells, game))
            return
        for cell in game.free_cells:
            dfs([*cells, cell])

    dfs([])
    return games


# -- turns and sides --------------------------------------------------------------------
def test_human_x_moves_first() -> None:
    game = Game()
    assert (game.human, game.ai, game.to_move) == ("X", "O", "X")
    assert game.is_human_turn and not game.is_ai_turn
    assert game.free_cells == tuple(range(9))


def test_ai_opens_when_human_plays_o() -> None:
    game = Game(human="o")
    assert (game.human, game.ai) == ("O", "X")
    assert game.is_ai_turn
    reply = game.ai_move()
    assert game.history == [reply.cell] and game.board.cells[reply.cell] == "X"
    assert game.is_human_turn


def test_unknown_side_is_refused() -> None:
    with pytest.raises(InvalidOptionError, match="'Z'"):
        Game(human="Z")


# -- the person's moves -----------------------------------------------------------------
@pytest.mark.parametrize("cell, message", [
    (9, "cell 9 is not on the board"),
    (-1, "cell -1 is not on the board"),
    ("4", "cell '4' is not a number"),
    (True, "cell True is not a number"),
    (0, "cell 0 is taken by X"),
])
def test_refused_cells_say_why(cell: object, message: str) -> None:
    game = Game(board="X...O....", human="X")  # X to move; 0 and 4 are taken
    with pytest.raises(IllegalMoveError, match=message):
        game.human_move(cell)  # type: ignore[arg-type]
    assert game.board == Board("X...O....") and game.history == []


def test_moves_out_of_turn_are_refused() -> None:
    with pytest.raises(IllegalMoveError, match="not your turn: X is to move"):
        Game(human="O").human_move(4)
    with pytest.raises(IllegalMoveError, match="not the AI's turn: X is to move"):
        Game(human="X").ai_move()


def test_no_moves_after_the_game_is_over() -> None:
    #  X | X | 2
    #  O | O | 5     the person (X) completes the top row
    #  6 | 7 | 8
    game = Game(human="X", board="XX.OO....")
    game.human_move(2)
    assert game.is_over and game.result == "human"
    assert (game.winner, game.winning_line) == ("X", (0, 1, 2))
    for move in (game.ai_move, lambda: game.human_move(5)):
        with pytest.raises(IllegalMoveError, match="the game is over"):
            move()


def test_a_draw() -> None:
    #  X | O | X
    #  O | O | X     X fills the last cell: no line
    #  X | 7 | O
    game = Game(human="X", board="XOXOOXX.O")
    game.human_move(7)
    assert (game.outcome, game.result, game.winning_line) == ("draw", "draw", None)


# -- the AI's replies -------------------------------------------------------------------
def test_ai_on_the_article_board() -> None:
    #  O | 1 | X
    #  X | 4 | X     X (the AI) to move: 4 wins
    #  6 | O | O
    game = Game(human="O", board="O.XX.X.OO")
    reply = game.ai_move()
    assert isinstance(reply, AIMove)
    assert (reply.cell, reply.player, reply.scores) == (4, "X", {1: -10, 4: 10, 6: -10})
    assert reply.tree is None and game.last_ai_move is reply
    assert (game.result, game.winner, game.winning_line) == ("ai", "X", (3, 4, 5))


def test_ai_move_with_its_call_tree() -> None:
    game = Game(human="O", board="O.XX.X.OO", memo=False)
    reply = game.ai_move(with_tree=True)
    assert reply.tree == trace("O.XX.X.OO")
    assert len(reply.tree) == 9 and reply.tree.best_move == reply.cell == 4


def test_ai_reply_can_be_changed_without_changing_the_next() -> None:
    first = Game(human="O").ai_move()
    first.scores.clear()
    assert len(Game(human="O").ai_move().scores) == 9


# The AI searches with memo (or alpha-beta): it must pick what the plain search picks.
POSITIONS = [
    "O.XX.X.OO",  # the article's board, X to move
    "X...O...X",  # seed 003: O to move, only the edges hold the draw
    "X........",  # O's first reply
    "XO.......",
    "X.O.X....",
    "....X...O",
]


@pytest.mark.parametrize("scoring", SCORING_NAMES)
@pytest.mark.parametrize("cells", POSITIONS)
@pytest.mark.parametrize("pruning", [None, "alphabeta"])
def test_ai_plays_what_the_plain_search_plays(cells: str, scoring: str,
                                              pruning: str | None) -> None:
    plain = solve(cells, scoring=scoring)
    human = "O" if Board(cells).to_move == "X" else "X"
    reply = Game(human, board=cells, scoring=scoring, pruning=pruning).ai_move()
    assert (reply.cell, reply.scores) == (plain.move, plain.scores)


def test_seed_003_ai_answers_with_an_edge() -> None:
    #  X | 1 | 2
    #  3 | O | 5     the AI (O) must not take a corner
    #  6 | 7 | X
    assert Game(human="X", board="X...O...X").ai_move().cell in (1, 3, 5, 7)


@pytest.mark.parametrize("pruning", [None, "alphabeta"])
def test_opening_move_agrees_with_memo_and_alphabeta(pruning: str | None) -> None:
    reply = Game(human="O", pruning=pruning).ai_move()
    assert reply.cell == expected_move("." * 9, "article") == 0
    assert reply.scores == dict.fromkeys(range(9), 0)


# -- new games ------------------------------------------------------------------------------
def test_new_game_starts_again_and_can_switch_sides() -> None:
    game = Game(human="X", board="X...O....")
    game.human_move(8)
    game.ai_move()
    game.new_game()
    assert game.board == Board("X...O....") and game.history == [] and game.last_ai_move is None
    game.new_game(human="O")
    assert game.human == "O" and game.is_human_turn is False and game.is_ai_turn


# -- nobody beats the computer --------------------------------------------------------------
@pytest.mark.parametrize("scoring", SCORING_NAMES)
@pytest.mark.parametrize("human", ["X", "O"])
def test_ai_never_loses_whatever_the_person_plays(human: str, scoring: str) -> None:
    games = human_strategies(human, scoring)
    results = {game.result for _, game in games}
    assert "human" not in results
    assert results == {"ai", "draw"}  # the person can hold a draw, and can blunder
    first = 0 if human == "X" else 1
    assert all(game.history[first::2] == cells for cells, game in games)


def test_a_finished_board_cannot_start_a_game() -> None:
    with pytest.raises(InvalidOptionError, match="finished game"):
        Game(board="XXX.OO...")
