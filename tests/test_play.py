"""The terminal game, driven by scripted input: prompts, re-prompts, endings, the CLI."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from collections.abc import Iterable

import pytest
from test_game import SCORING_NAMES, human_strategies

from minimax_viz import Board
from minimax_viz.cli import main
from minimax_viz.lessons.match import Match as Game
from minimax_viz.lessons.terminal import TerminalGame, board_text, scripted, stream_reader


def session(lines: Iterable[str], game: Game | None = None) -> tuple[int, str]:
    """Run a terminal session on scripted lines; its status and its whole screen."""
    out = io.StringIO()
    status = TerminalGame(game or Game(), scripted(lines, out), out).run()
    return status, out.getvalue()


def test_board_shows_cell_numbers_in_empty_cells() -> None:
    assert board_text(Board("O.XX.X.OO")) == (
        " O | 1 | X\n"
        "---+---+---\n"
        " X | 4 | X\n"
        "---+---+---\n"
        " 6 | O | O")


def test_board_brackets_the_winning_line() -> None:
    assert board_text(Board("OOOXX.X.."), highlight=(0, 1, 2)).splitlines()[0] == "[O]|[O]|[O]"


def test_first_screen_and_the_ai_reply() -> None:
    status, text = session(["4", "q"])
    assert status == 0
    assert "You play X, I play O; X moves first." in text
    assert " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8\n" in text
    assert ("Your move (X): 4\n"
            "I play 0. My options: 0: 0, 1: -10, 2: 0, 3: -10, 5: -10, 6: 0, 7: -10, 8: 0\n"
            "\n O | 1 | 2\n---+---+---\n 3 | X | 5\n") in text
    assert text.endswith("Your move (X): q\nGoodbye.\n")


def test_article_board_ai_wins_with_its_line() -> None:
    #  O | 1 | X
    #  X | 4 | X     the AI (X) to move
    #  6 | O | O
    status, text = session(["n"], Game(human="O", board="O.XX.X.OO"))
    assert status == 0
    assert "I play 4. My options: 1: -10, 4: +10, 6: -10\n" in text
    assert "[X]|[X]|[X]" in text
    assert "X wins with 3-4-5. I win.\nGames so far: you 0, me 1, draws 0.\n" in text
    assert text.endswith("Play again? [y/n] n\nGoodbye.\n")


def test_human_win_and_draw_are_announced() -> None:
    _, won = session(["2", "n"], Game(human="X", board="XX.OO...."))
    assert "X wins with 0-1-2. You win!\nGames so far: you 1, me 0, draws 0." in won
    _, drawn = session(["7", "n"], Game(human="X", board="XOXOOXX.O"))
    assert "Draw: the board is full.\nGames so far: you 0, me 0, draws 1." in drawn


def test_a_move_that_completes_two_lines_names_both() -> None:
    #  X | 1 | X
    #  O | X | O     X (the person) plays 1: 0-1-2 and 1-4-7 at once
    #  O | X | O
    _, won = session(["1", "n"], Game(human="X", board="X.XOXOOXO"))
    assert "X wins with 0-1-2 and 1-4-7. You win!\nGames so far: you 1, me 0, draws 0." in won
    assert "[X]|[X]|[X]\n---+---+---\n O |[X]| O\n---+---+---\n O |[X]| O" in won


def test_bad_cells_are_asked_again_saying_why() -> None:
    status, text = session(["4", "abc", "", "9", "-1", "0", "4", "2"])
    assert status == 0
    free = "Free cells: 1, 2, 3, 5, 6, 7, 8."
    for expected in [
        f"Your move (X): abc\n'abc' is not a cell number. {free}\n",
        f"Your move (X): \nType the number of a free cell, or q to quit. {free}\n",
        f"Your move (X): 9\nCell 9 is not on the board: cells are 0 to 8. {free}\n",
        f"Your move (X): -1\nCell -1 is not on the board: cells are 0 to 8. {free}\n",
        f"Your move (X): 0\nCell 0 is taken by O. {free}\n",
        f"Your move (X): 4\nCell 4 is taken by X. {free}\n",
        "Your move (X): 2\nI play 6.",
    ]:
        assert expected in text


def test_play_again_starts_a_fresh_game() -> None:
    status, text = session(["y", "maybe", "n"], Game(human="O", board="O.XX.X.OO"))
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
    assert TerminalGame(Game(), read, out).run() == 0
    assert out.getvalue().endswith("Your move (X): \nGoodbye.\n")


def test_ctrl_c_while_the_ai_thinks_says_goodbye(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(self: Game, with_tree: bool = False) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Game, "ai_move", interrupted)
    status, text = session([], Game(human="O"))
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
@pytest.mark.parametrize("scoring", SCORING_NAMES)
@pytest.mark.parametrize("human", ["X", "O"])
def test_every_human_strategy_through_the_terminal(human: str, scoring: str) -> None:
    """All games the person can play, one session, separated by "play again? y"."""
    strategies = [cells for cells, _ in human_strategies(human, scoring)]
    lines: list[str] = []
    for cells in strategies:
        lines += [*map(str, cells), "y"]
    lines[-1] = "n"
    status, text = session(lines, Game(human, scoring=scoring))
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
    assert "I play 4. My options: 1: -10, 4: +10, 6: -10" in out
    assert out.endswith("Play again? [y/n] n\nGoodbye.\n")


def test_cli_play_scoring_is_used(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--as", "O", "--board", "O.XX.X.OO", "--scoring", "depth"]) == 0
    assert "I play 4. My options: 1: -8, 4: +9, 6: -8" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["play", "--as", "Z"], ["play", "--board", "XXX"]])
def test_cli_play_bad_options_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own usage errors
        status = exit_.code
    assert status == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and ("'Z'" in err or "'XXX'" in err)


def test_piped_game_ends_cleanly_at_end_of_input() -> None:
    done = subprocess.run([sys.executable, "-m", "minimax_viz", "play"], input="4\n2\n", check=False,
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    assert "Your move (X): 4\nI play 0." in done.stdout
    assert "Your move (X): 2\nI play 6." in done.stdout
    assert done.stdout.endswith("Your move (X): \nGoodbye.\n")
