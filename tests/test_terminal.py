"""The terminal game, driven by scripted input: prompts, re-prompts, endings, the CLI;
in Tic-Tac-Toe and in the test-only pile game of tests/test_game_seam.py."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from collections.abc import Iterable

import pytest
from test_game_seam import PILE
from test_match import SCORING_NAMES, SLOW_WIN_BOARD, human_strategies

from minimax_viz.cli import main
from minimax_viz.explain import words
from minimax_viz.games import GAMES, TICTACTOE
from minimax_viz.lessons.match import Match
from minimax_viz.lessons.terminal import TerminalGame, scripted, stream_reader


def session(lines: Iterable[str], game: Match | None = None) -> tuple[int, str]:
    """Run a terminal session on scripted lines; its status and its whole screen."""
    out = io.StringIO()
    status = TerminalGame(game or Match(), scripted(lines, out), out).run()
    return status, out.getvalue()


def test_board_shows_cell_numbers_in_empty_cells() -> None:
    assert TICTACTOE.controls.play_text("O.XX.X.OO") == (
        " O | 1 | X\n"
        "---+---+---\n"
        " X | 4 | X\n"
        "---+---+---\n"
        " 6 | O | O")


def test_board_brackets_the_winning_line() -> None:
    assert TICTACTOE.controls.play_text("OOOXX.X..").splitlines()[0] == "[O]|[O]|[O]"
    coloured = TICTACTOE.controls.play_text("OOOXX.X..", color=True).splitlines()
    assert coloured[0] == "[\033[1mO\033[0m]|[\033[1mO\033[0m]|[\033[1mO\033[0m]"
    assert "\033[2m5\033[0m" in coloured[2]  # a free cell's number is dimmed


def test_first_screen_and_the_ai_reply() -> None:
    status, text = session(["4", "q"])
    assert status == 0
    assert text.startswith(
        "Tic-Tac-Toe against minimax. You play X, I play O; X moves first.\n"
        "Scoring: depth (the default): 10 - depth win, depth - 10 loss, 0 draw (prefer\n"
        "fast wins, slow losses). My scores are from my side (O).\n"
        "Type a cell number to move, q to quit.\n")
    assert " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8\n" in text
    assert ("Your move (X): 4\n"
            "I play 0. My options: 0: 0, 1: -4, 2: 0, 3: -4, 5: -4, 6: 0, 7: -4, 8: 0\n"
            "\n O | 1 | 2\n---+---+---\n 3 | X | 5\n") in text
    assert text.endswith("Your move (X): q\nGoodbye.\n")


def test_article_board_ai_wins_with_its_line() -> None:
    #  O | 1 | X
    #  X | 4 | X     the AI (X) to move
    #  6 | O | O
    status, text = session(["n"], Match(human="O", board="O.XX.X.OO", scoring="article"))
    assert status == 0
    assert "Scoring: article: +10 win, -10 loss, 0 draw. My scores are from my side (X)." in text
    assert "(the default)" not in text
    assert "I play 4. My options: 1: -10, 4: +10, 6: -10\n" in text
    assert "[X]|[X]|[X]" in text
    assert "X wins with 3-4-5. I win.\nGames so far: you 0, me 1, draws 0.\n" in text
    assert text.endswith("Play again? [y/n] n\nGoodbye.\n")


def test_human_win_and_draw_are_announced() -> None:
    _, won = session(["2", "n"], Match(human="X", board="XX.OO...."))
    assert "X wins with 0-1-2. You win!\nGames so far: you 1, me 0, draws 0." in won
    _, drawn = session(["7", "n"], Match(human="X", board="XOXOOXX.O"))
    assert "Draw: the board is full.\nGames so far: you 0, me 0, draws 1." in drawn


def test_a_move_that_completes_two_lines_names_both() -> None:
    #  X | 1 | X
    #  O | X | O     X (the person) plays 1: 0-1-2 and 1-4-7 at once
    #  O | X | O
    _, won = session(["1", "n"], Match(human="X", board="X.XOXOOXO"))
    assert "X wins with 0-1-2 and 1-4-7. You win!\nGames so far: you 1, me 0, draws 0." in won
    assert "[X]|[X]|[X]\n---+---+---\n O |[X]| O\n---+---+---\n O |[X]| O" in won


def test_bad_cells_are_asked_again_saying_why() -> None:
    status, text = session(["4", "abc", "", "9", "-1", "0", "4", "2"])
    assert status == 0
    free = "You can play 1, 2, 3, 5, 6, 7, 8."
    for expected in [
        f"Your move (X): abc\n'abc' is not a cell number. {free}\n",
        f"Your move (X): \nType a cell number, or q to quit. {free}\n",
        f"Your move (X): 9\nCell 9 is not on the board: cells are 0 to 8. {free}\n",
        f"Your move (X): -1\nCell -1 is not on the board: cells are 0 to 8. {free}\n",
        f"Your move (X): 0\nCell 0 is taken by O. {free}\n",
        f"Your move (X): 4\nCell 4 is taken by X. {free}\n",
        "Your move (X): 2\nI play 6.",
    ]:
        assert expected in text


def test_play_again_starts_a_fresh_game() -> None:
    status, text = session(["y", "maybe", "n"], Match(human="O", board="O.XX.X.OO"))
    assert status == 0
    assert text.count("I play 4.") == 2
    assert "Game 2. You are O, I am X." in text
    assert "Play again? [y/n] maybe\nPlease answer y or n.\nPlay again? [y/n] n\n" in text
    assert "Games so far: you 0, me 2, draws 0." in text


@pytest.mark.parametrize("lines, last_prompt", [
    ([], "Your move (X): "),
    (["4", "2", "3", "7", "8"], "Play again? [y/n] "),
])
def test_end_of_input_says_goodbye(lines: list[str], last_prompt: str) -> None:
    status, text = session(lines)
    assert status == 0
    assert text.endswith(f"{last_prompt}\nGoodbye.\n")


def test_ctrl_c_at_a_prompt_says_goodbye() -> None:
    def read(prompt: str) -> str:
        out.write(prompt)
        raise KeyboardInterrupt

    out = io.StringIO()
    assert TerminalGame(Match(), read, out).run() == 0
    assert out.getvalue().endswith("Your move (X): \nGoodbye.\n")


def test_ctrl_c_while_the_ai_thinks_says_goodbye(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(self: Match, with_tree: bool = False) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Match, "ai_move", interrupted)
    status, text = session([], Match(human="O"))
    assert status == 0
    assert text.endswith("Game 1. You are O, I am X.\n\nGoodbye.\n")


def test_stream_reader_reads_and_echoes_lines() -> None:
    out = io.StringIO()
    read = stream_reader(io.StringIO("4\r\nq"), out)
    assert (read("a? "), read("b? ")) == ("4", "q")
    assert out.getvalue() == "a? 4\r\nb? q\n"
    with pytest.raises(EOFError):
        read("c? ")


# -- nobody beats the computer, through the text front end ------------------------------------
@pytest.mark.exhaustive
@pytest.mark.parametrize("scoring", SCORING_NAMES)
@pytest.mark.parametrize("human", ["X", "O"])
def test_every_human_strategy_through_the_terminal(human: str, scoring: str) -> None:
    """All games the person can play, one session, separated by "play again? y"."""
    strategies = [cells for cells, _ in human_strategies(human, scoring)]
    lines: list[str] = []
    for cells in strategies:
        lines += [*map(str, cells), "y"]
    lines[-1] = "n"
    status, text = session(lines, Match(human, scoring=scoring))
    assert status == 0
    assert "You win" not in text and "not a cell" not in text and "taken" not in text
    tally = re.findall(r"Games so far: you (\d+), me (\d+), draws (\d+)\.", text)[-1]
    you, me, draws = map(int, tally)
    assert (you, me + draws) == (0, len(strategies))


# -- the command line -------------------------------------------------------------------------
def test_cli_play_reads_stdin(monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    assert main(["play", "--as", "o", "--board", "O.XX.X.OO", "--pruning", "alphabeta"]) == 0
    out = capsys.readouterr().out
    assert "Scoring: depth (the default)" in out
    assert "I play 4. My options: 1: -8, 4: +9, 6: -8" in out
    assert out.endswith("Play again? [y/n] n\nGoodbye.\n")


def test_cli_play_scoring_is_used(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--as", "O", "--board", "O.XX.X.OO", "--scoring", "article"]) == 0
    out = capsys.readouterr().out
    assert "I play 4. My options: 1: -10, 4: +10, 6: -10" in out and "(the default)" not in out


@pytest.mark.parametrize("argv", [["play", "--as", "Z"], ["play", "--board", "XXX"],
                                  ["play", "--board", "XXXOO...."]])
def test_cli_play_bad_options_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own usage errors
        status = exit_.code
    assert status == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and ("'Z'" in err or "'XXX" in err)


def test_piped_game_ends_cleanly_at_end_of_input() -> None:
    done = subprocess.run([sys.executable, "-m", "minimax_viz", "play"], input="4\n2\n", check=False,
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert "Your move (X): 4\nI play 0." in done.stdout
    assert "Your move (X): 2\nI play 6." in done.stdout
    assert done.stdout.endswith("Your move (X): \nGoodbye.\n")


# -- the AI that takes a slower win, explained once ---------------------------------------------
def test_article_scoring_explains_the_slower_win_the_first_time() -> None:
    #  X | O | X
    #  3 | O | 5     the person (X) has played 0, 8, 2: the AI (O) plays 5, not 7
    #  6 | 7 | X
    lines = ["0", "8", "2", "3", "y", "0", "8", "2", "3", "n"]
    _, text = session(lines, Match(human="X", scoring="article"))
    assert text.count("I play 5. My options: 3: -10, 5: +10, 6: -10, 7: +10\n") == 2
    joined = " ".join(text.split())
    assert joined.count("Why 5 and not 7?") == 1
    assert ("Why 5 and not 7? 7 wins at once; 5 wins too, but in 3 moves (yours included)."
            " Under article scoring every win scores +10 however long it takes, and I play"
            " the first best move in order; depth scoring (the default) prefers the fastest"
            " win.") in joined
    assert text.index("Why 5") < text.index("Game 2.")  # said at the first time


def test_depth_scoring_wins_at_once_and_explains_nothing() -> None:
    _, text = session(["0", "8", "2", "n"], Match(human="X"))
    assert "I play 7. My options: 3: -8, 5: +7, 6: -8, 7: +9\n" in text
    assert "O wins with 1-4-7. I win." in text and "Why" not in text


def test_cli_play_article_explains_the_slower_win(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("0\n8\n2\n3\nn\n"))
    assert main(["play", "--scoring", "article"]) == 0
    out = capsys.readouterr().out
    assert "Why 5 and not 7?" in out and "O wins with 1-4-7. I win." in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    assert main(["play", "--board", SLOW_WIN_BOARD]) == 0  # O (the AI) to move: it opens
    out = capsys.readouterr().out
    assert "I play 7. My options: 3: -8, 5: +7, 6: -8, 7: +9" in out and "Why" not in out


# -- any game: the pile of tests/test_game_seam.py ----------------------------------------------
def test_a_game_the_package_does_not_know_plays_in_the_terminal() -> None:
    _, text = session(["3", "x", "1", "2", "n"],
                      Match(human="A", game=PILE, board="4/A", scoring="article"))
    assert text.startswith("Pile of stones against minimax. You play A, I play B; A moves"
                           " first.\n")
    assert "Type a move number to move, q to quit.\n" in text
    assert "\noooo\n\nYour move (A): 3\nMove 3 is not a legal move here. You can play 1, 2.\n" in text
    assert "Your move (A): x\n'x' is not a move number. You can play 1, 2.\n" in text
    assert "Your move (A): 1\nI play 1. My options: 1: -10, 2: -10\n\noo\n" in text
    assert "A took the last stone. You win!\nGames so far: you 1, me 0, draws 0.\n" in text


def test_cli_plays_any_registered_game(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(GAMES, "pile", PILE)
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\nn\n"))
    assert main(["play", "--game", "pile", "--as", "b", "--board", "4/A"]) == 0
    out = capsys.readouterr().out
    assert "You play B, I play A; A moves first." in out
    assert "I play 1. My options: 1: +7, 2: -8" in out  # depth scoring: +7 wins on move 3
    assert "A took the last stone. I win." in out
    assert main(["play", "--game", "pile", "--as", "X"]) == 2
    assert capsys.readouterr().err.strip() == "minimax-viz: error: side 'X' is not A or B"


def test_cli_plays_nim(monkeypatch: pytest.MonkeyPatch,
                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n3\nn\n"))
    assert main(["play", "--game", "nim", "--board", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Nim against minimax. You play A, I play B; A moves first.\n")
    # the game's own verb (issue: the AI said "I play 1"): 4 left, lost whatever it takes
    assert "Your move (A): 1\nI take 1. My options: 1: -8, 2: -8, 3: -8\n" in out
    assert "I play 1" not in out
    assert "You win!\nGames so far: you 1, me 0, draws 0.\n" in out


def test_nim_is_told_in_its_own_words() -> None:
    status, out = session(["5", "1", "q"], Match(game="nim", board="5"))
    assert status == 0
    assert "Take 5 is not a legal move here. You can take 1, 2, 3.\n" in out
    assert "I take 1. My options: 1: -8, 2: -8, 3: -8\n" in out and "I play 1" not in out


def test_a_tree_game_in_the_terminal_says_what_decides() -> None:
    textbook = Match(game="tree")
    status, out = session(["1", "y", "3", "n"], textbook)
    assert status == 0
    intro = " ".join(out.split("\n\n")[0].split())
    assert intro.startswith("A textbook game tree against minimax. You play MAX, I play MIN;")
    assert "Scoring" not in intro and "depth" not in intro  # no scoring changes a leaf's value
    assert "Every end is worth its own value to MAX (MAX wants it high, MIN low)" in intro
    assert "Leaf b1 is worth 3, what best play on both sides gives: a draw.\n" in out
    assert "Leaf d3 is worth 2; best play on both sides gives 3, so MIN wins by 1. I win.\n" in out
    assert words.PLAY_WORDS["human"] not in out
    assert "Games so far: you 0, me 1, draws 1." in out
    _, as_min = session(["3", "n"], Match("MIN", game="tree"))
    assert "Leaf b3 is worth 8; best play on both sides gives 3, so MAX wins by 5. I win." \
        in as_min
