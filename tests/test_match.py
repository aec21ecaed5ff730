"""The match model: turns, refusals, the AI's replies, and exhaustive play against it,
in Tic-Tac-Toe and in a game the package has never seen (the test-only pile game)."""

from __future__ import annotations

from functools import cache

import pytest
from reference import tictactoe, trees
from test_games_base import PILE, side_to_move_wins

from minimax_viz import Board, IllegalMoveError, InvalidOptionError, solve, trace
from minimax_viz.explain import words
from minimax_viz.lessons.match import AIMove, Match

SCORING_NAMES = ("article", "depth", "unit")


def expected_move(cells: str, scoring: str) -> int:
    """The plain search's choice, from the independent solver: the first best move.

    +10/-10 and +1/-1 only rank win > draw > loss; depth scoring also prefers
    fast wins and slow losses, but scores every draw 0 whatever its length.
    """
    if scoring == "depth" and tictactoe.solve(cells).value != 0:
        return min(tictactoe.fastest_moves(cells))
    return min(tictactoe.optimal_moves(cells))


def replay(human: str, scoring: str, cells: list[int]) -> Match:
    """A game in which the person plays ``cells`` in turn and the AI replies."""
    game = Match(human, scoring=scoring)
    for cell in [None, *cells]:
        if cell is not None:
            game.human_move(cell)
        if game.is_ai_turn:
            before = game.position
            reply = game.ai_move()
            assert reply.move == expected_move(before, scoring), before
    return game


@cache
def human_strategies(human: str, scoring: str) -> list[tuple[list[int], Match]]:
    """Every game the person can play against the (deterministic) AI, by DFS.

    Cached: the terminal tests replay the same games through the text front end.
    """
    games: list[tuple[list[int], Match]] = []

    def dfs(cells: list[int]) -> None:
        game = replay(human, scoring, cells)
        if game.is_over:
            games.append((cells, game))
            return
        for cell in game.legal_moves:
            dfs([*cells, cell])

    dfs([])
    return games


# -- turns and sides --------------------------------------------------------------------
def test_human_x_moves_first() -> None:
    game = Match()
    assert (game.human, game.ai, game.to_move) == ("X", "O", "X")
    assert game.is_human_turn and not game.is_ai_turn
    assert game.legal_moves == tuple(range(9))


def test_ai_opens_when_human_plays_o() -> None:
    game = Match(human="o")
    assert (game.human, game.ai) == ("O", "X")
    assert game.is_ai_turn
    reply = game.ai_move()
    assert game.history == [reply.move] and game.position[reply.move] == "X"
    assert game.is_human_turn


def test_unknown_side_is_refused() -> None:
    with pytest.raises(InvalidOptionError, match="'Z'"):
        Match(human="Z")


# -- the person's moves -----------------------------------------------------------------
@pytest.mark.parametrize("cell, message", [
    (9, "cell 9 is not on the board"),
    (-1, "cell -1 is not on the board"),
    ("4", "cell '4' is not a number"),
    (True, "cell True is not a number"),
    (0, "cell 0 is taken by X"),
])
def test_refused_cells_say_why(cell: object, message: str) -> None:
    game = Match(board="X...O....", human="X")  # X to move; 0 and 4 are taken
    with pytest.raises(IllegalMoveError, match=message):
        game.human_move(cell)  # type: ignore[arg-type]
    assert game.position == "X...O...." and game.history == []


def test_moves_out_of_turn_are_refused() -> None:
    with pytest.raises(IllegalMoveError, match="not your turn: X is to move"):
        Match(human="O").human_move(4)
    with pytest.raises(IllegalMoveError, match="not the AI's turn: X is to move"):
        Match(human="X").ai_move()


def test_no_moves_after_the_game_is_over() -> None:
    #  X | X | 2
    #  O | O | 5     the person (X) completes the top row
    #  6 | 7 | 8
    game = Match(human="X", board="XX.OO....")
    game.human_move(2)
    assert game.is_over and game.result == "human"
    assert (game.winner, game.highlight, game.reason) == ("X", {0, 1, 2}, "X wins with 0-1-2")
    for move in (game.ai_move, lambda: game.human_move(5)):
        with pytest.raises(IllegalMoveError, match="the game is over"):
            move()


def test_a_draw() -> None:
    #  X | O | X
    #  O | O | X     X fills the last cell: no line
    #  X | 7 | O
    game = Match(human="X", board="XOXOOXX.O")
    game.human_move(7)
    assert (game.winner, game.result, game.highlight) == (None, "draw", frozenset())
    assert game.reason == "draw: the board is full"


# -- the AI's replies -------------------------------------------------------------------
def test_ai_on_the_article_board() -> None:
    #  O | 1 | X
    #  X | 4 | X     X (the AI) to move: 4 wins
    #  6 | O | O
    game = Match(human="O", board="O.XX.X.OO", scoring="article")
    reply = game.ai_move()
    assert isinstance(reply, AIMove)
    assert (reply.move, reply.player, reply.scores) == (4, "X", {1: -10, 4: 10, 6: -10})
    assert reply.tree is None and game.last_ai_move is reply and reply.note is None
    assert (game.result, game.winner, game.highlight) == ("ai", "X", {3, 4, 5})


def test_the_ai_scores_by_depth_unless_told() -> None:
    game = Match(human="O", board="O.XX.X.OO")
    assert game.options.scoring == "depth"
    assert game.ai_move().scores == {1: -8, 4: 9, 6: -8}  # 10 - depth, depth - 10


def test_ai_move_with_its_call_tree() -> None:
    game = Match(human="O", board="O.XX.X.OO", memo=False, scoring="article")
    reply = game.ai_move(with_tree=True)
    assert reply.tree == trace("O.XX.X.OO")
    assert len(reply.tree) == 9 and reply.tree.best_move == reply.move == 4


def test_ai_reply_can_be_changed_without_changing_the_next() -> None:
    first = Match(human="O").ai_move()
    first.scores.clear()
    assert len(Match(human="O").ai_move().scores) == 9


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
    reply = Match(human, board=cells, scoring=scoring, pruning=pruning).ai_move()
    assert (reply.move, reply.scores) == (plain.move, plain.scores)


def test_seed_003_ai_answers_with_an_edge() -> None:
    #  X | 1 | 2
    #  3 | O | 5     the AI (O) must not take a corner
    #  6 | 7 | X
    assert Match(human="X", board="X...O...X").ai_move().move in (1, 3, 5, 7)


@pytest.mark.parametrize("pruning", [None, "alphabeta"])
def test_opening_move_agrees_with_memo_and_alphabeta(pruning: str | None) -> None:
    reply = Match(human="O", pruning=pruning, scoring="article").ai_move()
    assert reply.move == expected_move("." * 9, "article") == 0
    assert reply.scores == dict.fromkeys(range(9), 0)


# -- new games ------------------------------------------------------------------------------
def test_new_game_starts_again_and_can_switch_sides() -> None:
    game = Match(human="X", board="X...O....")
    game.human_move(8)
    game.ai_move()
    game.new_game()
    assert game.position == "X...O...." and game.history == [] and game.last_ai_move is None
    game.new_game(human="O")
    assert game.human == "O" and game.is_human_turn is False and game.is_ai_turn


# -- nobody beats the computer --------------------------------------------------------------
@pytest.mark.exhaustive
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
        Match(board="XXX.OO...")


# -- the AI that does not win at once (article scoring) -------------------------------------
#  X | O | X
#  3 | O | 5     after X 0, O 4, X 8, O 1, X 2: O (the AI) wins at once with 7,
#  6 | 7 | X     while 5 (blocking 2-5-8) only wins on its next move
SLOW_WIN_BOARD = "XOX.O...X"


def slow_win(played: int, plies: int, fastest: int, fastest_plies: int, scoring: str,
             win: str) -> str:
    """The note on a slower win, its facts filled into the play words' template."""
    return words.PLAY_WORDS["slow_win"].format(
        played=played, fastest=fastest, played_when=words.moves_away(plies),
        fastest_when=words.moves_away(fastest_plies), scoring=scoring, win=win)


def test_article_scoring_takes_a_slower_win_and_says_why_once() -> None:
    game = Match(human="X", scoring="article")
    for move in (0, 8, 2):
        game.human_move(move)
        reply = game.ai_move()
    assert game.history == [0, 4, 8, 1, 2, 5] and reply.move == 5
    assert reply.scores[5] == reply.scores[7] == 10
    assert reply.note == slow_win(5, 3, 7, 1, "article", "+10")
    game.new_game()
    for move in (0, 8, 2):
        game.human_move(move)
        again = game.ai_move()
    assert again.move == 5 and again.note is None  # said once a match


@pytest.mark.parametrize("scoring, expected", [("depth", 7), ("article", 5), ("unit", 5)])
def test_which_win_the_ai_takes(scoring: str, expected: int) -> None:
    reply = Match(human="X", board=SLOW_WIN_BOARD, scoring=scoring).ai_move()
    assert reply.move == expected
    assert (reply.note is None) == (scoring == "depth")
    if scoring == "unit":
        assert reply.note == slow_win(5, 3, 7, 1, "unit", "+1")


@pytest.mark.exhaustive
def test_the_slow_win_note_against_the_independent_solver() -> None:
    """Every position the side to move wins: a note exactly when the first optimal
    move (the article AI's) is not a fastest one, with the reference's move counts."""
    noted = 0
    for cells in tictactoe.reachable_positions():
        if tictactoe.is_over(cells) or tictactoe.solve(cells).value != 1:
            continue
        human = "O" if Board(cells).to_move == "X" else "X"
        reply = Match(human, board=cells, scoring="article").ai_move()
        played, fastest = min(tictactoe.optimal_moves(cells)), min(tictactoe.fastest_moves(cells))
        assert reply.move == played, cells
        if played in tictactoe.fastest_moves(cells):
            assert reply.note is None, cells
            continue
        noted += 1
        plies = tictactoe.move_verdicts(cells)
        assert reply.note == slow_win(played, plies[played].plies, fastest,
                                      plies[fastest].plies, "article", "+10"), cells
    assert noted > 100


# -- any game: the pile of tests/test_games_base.py (A, then B, take 1 or 2) -----------------
def test_a_match_in_a_game_the_package_does_not_know() -> None:
    match = Match(game=PILE, board="5/A", scoring="article")
    assert (match.human, match.ai, match.legal_moves) == ("A", "B", (1, 2))
    match.human_move(1)  # 4 left: B takes 1, leaving a multiple of 3
    reply = match.ai_move()
    assert (reply.move, reply.player, reply.scores) == (1, "B", {1: 10, 2: -10})
    assert match.position == (3, "A") and match.history == [1, 1]
    with pytest.raises(IllegalMoveError, match="move 3 is not a legal move here"):
        match.human_move(3)
    with pytest.raises(InvalidOptionError, match="side 'X' is not A or B"):
        Match("X", game=PILE)
    assert Match("b", game=PILE).human == "B"
    with pytest.raises(InvalidOptionError, match="'0/A' is a finished game"):
        Match(game=PILE, board="0/A")


@cache
def pile_games(stones: int, human: str) -> list[Match]:
    """Every game the person can play against the AI from a pile of ``stones`` (A first)."""
    games: list[Match] = []

    def dfs(moves: list[int]) -> None:
        match = Match(human, game=PILE, board=f"{stones}/A")
        for move in [None, *moves]:
            if move is not None:
                match.human_move(move)
            if match.is_ai_turn:
                match.ai_move()
        if match.is_over:
            games.append(match)
            return
        for move in match.legal_moves:
            dfs([*moves, move])

    dfs([])
    return games


@pytest.mark.parametrize("stones", range(1, 10))
@pytest.mark.parametrize("human", ["A", "B"])
def test_the_pile_ai_wins_every_game_its_side_can_force(stones: int, human: str) -> None:
    ai_wins_by_force = side_to_move_wins(stones) == (human == "B")
    results = {match.result for match in pile_games(stones, human)}
    if ai_wins_by_force:
        assert results == {"ai"}
    else:  # the person can win, and loses whenever they leave a non-multiple of 3
        assert "human" in results and ("ai" in results) == (stones > 1)


def test_the_ai_memoises_only_where_the_options_allow_it() -> None:
    assert Match().options.memo and Match(game="nim", scoring="article").options.memo
    assert not Match(game="nim").options.memo  # depth scoring: a pile recurs at other depths
    assert not Match(game="nim", scoring="article", depth_limit=2).options.memo
    assert not Match(memo=False).options.memo
    with pytest.raises(InvalidOptionError, match="memo cannot go with depth scoring"):
        Match(game="nim", memo=True)  # asked for explicitly: refused, not dropped


# -- a textbook tree: the leaf's value against best play decides (review item 21) -------------
@pytest.mark.parametrize("text", ["[[3,12,8],[2,4,6],[14,5,2]]",
                                  "[[[-4,7],[2,-9]],[[0,5],[-3,8]],[[6,-1],[-7,4]]]"])
@pytest.mark.parametrize("human", ["MAX", "MIN"])
def test_a_tree_game_is_won_by_beating_best_play(text: str, human: str) -> None:
    import json

    nested = json.loads(text)
    par = trees.value(nested)
    seen = set()

    def leaf_of(path: list[int]) -> int:
        node = nested
        for move in path:
            node = node[move - 1]
        assert isinstance(node, int)
        return node

    def play(moves: list[int]) -> None:
        match = Match(human, game="tree", board=text, scoring="article")
        queue = list(moves)
        while not match.is_over:
            if match.is_ai_turn:
                match.ai_move()
            elif queue:
                match.human_move(queue.pop(0))
            else:
                for move in match.legal_moves:
                    play([*moves, move])
                return
        worth = leaf_of(match.history)
        better = worth > par if human == "MAX" else worth < par
        expected = "draw" if worth == par else "human" if better else "ai"
        assert match.result == expected, (match.history, worth, par)
        assert match.stakes == (worth, par)
        assert match.reason is not None and match.reason.startswith("leaf ")
        assert (f"gives {par}, so " in match.reason) == (worth != par)
        seen.add(expected)

    play([])
    assert seen == {"draw", "ai"}  # best play draws; a slip loses; the AI never slips
    assert Match(game="tree").stakes is None  # not over yet
    assert Match().stakes is None  # Tic-Tac-Toe's ends have no worth of their own


def test_long_sides_are_quoted_short() -> None:
    with pytest.raises(InvalidOptionError) as caught:
        Match("Z" * 500)
    assert "(500 characters)" in str(caught.value) and len(str(caught.value)) < 150
