"""The terminal game, driven by scripted input: prompts, re-prompts, endings, the CLI;
in Tic-Tac-Toe and in the test-only pile game of tests/test_games_base.py."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from collections.abc import Iterable

import pytest
from conftest import said
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from test_games_base import PILE
from test_match import SCORING_NAMES, SLOW_WIN_BOARD, human_strategies

from minimax_viz.cli import main
from minimax_viz.errors import IllegalMoveError
from minimax_viz.explain import words
from minimax_viz.games import GAMES, TICTACTOE
from minimax_viz.lessons.match import Match
from minimax_viz.lessons.terminal import TerminalGame, scripted, stream_reader
from minimax_viz.search import SCORINGS


def plays(move: int, options: str, verb: str = "play") -> str:
    """The AI's move and its options, as the screen says them."""
    return said("ai_plays", verb=verb, move=move, options=options)


def tally(human: int, ai: int, draw: int) -> str:
    return said("tally", human=human, ai=ai, draw=draw)


def over(board: str, winner: str | None) -> str:
    """How the screen says the game on ``board`` ended: the game's own reason, as a sentence
    (``winner``: who must have won it, None for a draw)."""
    outcome = TICTACTOE.outcome(board)
    assert outcome is not None and outcome.winner == winner
    return words.as_sentence(outcome.reason)


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
    """The one screen checked word for word, as a person sees it; the other tests check
    facts through the templates."""
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
    assert said("scoring", scoring="article", default="", summary=SCORINGS["article"].summary,
                ai="X") in text
    assert said("default") not in text
    assert plays(4, "1: -10, 4: +10, 6: -10") + "\n" in text
    assert "[X]|[X]|[X]" in text
    assert f"{over('O.XXXX.OO', 'X')} {said('ai')}\n{tally(0, 1, 0)}\n" in text
    assert text.endswith(f"{said('again')}n\n{said('goodbye')}\n")


def test_human_win_and_draw_are_announced() -> None:
    _, won = session(["2", "n"], Match(human="X", board="XX.OO...."))
    assert f"{over('XXXOO....', 'X')} {said('human')}\n{tally(1, 0, 0)}" in won
    _, drawn = session(["7", "n"], Match(human="X", board="XOXOOXX.O"))
    assert f"{over('XOXOOXXXO', None)}\n{tally(0, 0, 1)}" in drawn


def test_a_move_that_completes_two_lines_names_both() -> None:
    #  X | 1 | X
    #  O | X | O     X (the person) plays 1: 0-1-2 and 1-4-7 at once
    #  O | X | O
    _, won = session(["1", "n"], Match(human="X", board="X.XOXOOXO"))
    assert f"X wins with 0-1-2 and 1-4-7. {said('human')}\n{tally(1, 0, 0)}" in won
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


@pytest.mark.parametrize("typed", ["\u0664", "1_0", "+1", "1.0", "\uff11"])
def test_a_cell_not_in_ascii_digits_is_asked_again(typed: str) -> None:
    """A typed move is read as the command line reads numbers: ASCII digits only (Python's
    int() would play an Arabic-Indic one, 1_0 as ten, +1 as one)."""
    _, text = session([typed, " 1 ", "n"], Match(human="X", board="X.XOXOOXO"))
    assert f"Your move (X): {typed}\n{typed!r} is not a cell number." in text
    assert "X wins with 0-1-2 and 1-4-7." in text  # spaces around a number are fine


@pytest.mark.fuzz
@fuzz(100)
@given(st.text(max_size=6))
@example("\u0664")
@example("1_0")
@example("+4")
def test_a_typed_cell_is_its_ascii_digits_or_refused(typed: str) -> None:
    controls = TICTACTOE.controls
    digits = typed.strip()
    expected = controls.move_keys.get(digits.lower())
    if expected is None and re.fullmatch(r"-?[0-9]+", digits):
        expected = int(digits)
    if expected is None:
        with pytest.raises(IllegalMoveError, match="is not"):
            controls.parse_move(typed)
    else:
        assert controls.parse_move(typed) == expected


def test_play_again_starts_a_fresh_game() -> None:
    status, text = session(["y", "maybe", "n"], Match(human="O", board="O.XX.X.OO"))
    assert status == 0
    assert text.count(said("i_play", verb="play", move=4)) == 2
    assert said("game", number=2, human="O", ai="X") in text
    again = said("again")
    assert f"{again}maybe\n{said('y_or_n')}\n{again}n\n" in text
    assert tally(0, 2, 0) in text


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
    assert said("default") in out
    assert plays(4, "1: -8, 4: +9, 6: -8") in out
    assert out.endswith(f"{said('again')}n\n{said('goodbye')}\n")


def test_cli_play_scoring_is_used(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--as", "O", "--board", "O.XX.X.OO", "--scoring", "article"]) == 0
    out = capsys.readouterr().out
    assert plays(4, "1: -10, 4: +10, 6: -10") in out and said("default") not in out


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
    prompt = said("your_move", human="X")
    assert f"{prompt}4\n{said('i_play', verb='play', move=0)}" in done.stdout
    assert f"{prompt}2\n{said('i_play', verb='play', move=6)}" in done.stdout
    assert done.stdout.endswith("Your move (X): \nGoodbye.\n")


# -- the AI that takes a slower win, explained once ---------------------------------------------
def test_article_scoring_explains_the_slower_win_the_first_time() -> None:
    #  X | O | X
    #  3 | O | 5     the person (X) has played 0, 8, 2: the AI (O) plays 5, not 7
    #  6 | 7 | X
    lines = ["0", "8", "2", "3", "y", "0", "8", "2", "3", "n"]
    _, text = session(lines, Match(human="X", scoring="article"))
    assert text.count(plays(5, "3: -10, 5: +10, 6: -10, 7: +10") + "\n") == 2
    joined = " ".join(text.split())
    note = said("slow_win", played=5, fastest=7, fastest_when=words.moves_away(1),
                played_when=words.moves_away(3), scoring="article", win="+10")
    assert joined.count(note) == 1  # 7 wins at once, 5 in 3 moves: said once
    assert joined.index(note) < joined.index(said("game", number=2, human="X", ai="O"))


def test_depth_scoring_wins_at_once_and_explains_nothing() -> None:
    _, text = session(["0", "8", "2", "n"], Match(human="X"))
    assert plays(7, "3: -8, 5: +7, 6: -8, 7: +9") + "\n" in text
    assert f"O wins with 1-4-7. {said('ai')}" in text and "Why" not in text


def test_cli_play_article_explains_the_slower_win(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("0\n8\n2\n3\nn\n"))
    assert main(["play", "--scoring", "article"]) == 0
    out = capsys.readouterr().out
    assert "Why 5 and not 7?" in out and f"O wins with 1-4-7. {said('ai')}" in out
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    assert main(["play", "--board", SLOW_WIN_BOARD]) == 0  # O (the AI) to move: it opens
    out = capsys.readouterr().out
    assert plays(7, "3: -8, 5: +7, 6: -8, 7: +9") in out and "Why" not in out


# -- any game: the pile of tests/test_games_base.py ----------------------------------------------
def test_a_game_the_package_does_not_know_plays_in_the_terminal() -> None:
    _, text = session(["3", "x", "1", "2", "n"],
                      Match(human="A", game=PILE, board="4/A", scoring="article"))
    assert text.startswith(said("intro", title="Pile of stones", human="A", ai="B", first="A"))
    hint = said("to_move_hint", hint=said("hint", move_word="move")).capitalize()
    assert said("type_move", Hint=hint) + "\n" in text
    prompt, legal = said("your_move", human="A"), said("legal", verb="play", moves="1, 2")
    assert f"\noooo\n\n{prompt}3\nMove 3 is not a legal move here. {legal}\n" in text
    assert f"{prompt}x\n'x' is not a move number. {legal}\n" in text
    assert f"{prompt}1\n{plays(1, '1: -10, 2: -10')}\n\noo\n" in text
    assert f"A took the last stone. {said('human')}\n{tally(1, 0, 0)}\n" in text


def test_cli_plays_any_registered_game(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(GAMES, "pile", PILE)
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\nn\n"))
    assert main(["play", "--game", "pile", "--as", "b", "--board", "4/A"]) == 0
    out = capsys.readouterr().out
    assert said("intro", title="Pile of stones", human="B", ai="A", first="A") in out
    assert plays(1, "1: +7, 2: -8") in out  # depth scoring: +7 wins on move 3
    assert f"A took the last stone. {said('ai')}" in out
    assert main(["play", "--game", "pile", "--as", "X"]) == 2
    assert capsys.readouterr().err.strip() == "minimax-viz: error: side 'X' is not A or B"


def test_cli_plays_nim(monkeypatch: pytest.MonkeyPatch,
                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n3\nn\n"))
    assert main(["play", "--game", "nim", "--board", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(said("intro", title="Nim", human="A", ai="B", first="A") + "\n")
    # the game's own verb (issue: the AI said "I play 1"): 4 left, lost whatever it takes
    take = plays(1, "1: -8, 2: -8, 3: -8", verb="take")
    assert f"{said('your_move', human='A')}1\n{take}\n" in out
    assert said("i_play", verb="play", move=1) not in out
    assert f"{said('human')}\n{tally(1, 0, 0)}\n" in out


def test_nim_is_told_in_its_own_words() -> None:
    status, out = session(["5", "1", "q"], Match(game="nim", board="5"))
    assert status == 0
    assert f"Take 5 is not a legal move here. {said('legal', verb='take', moves='1, 2, 3')}\n" \
        in out
    assert plays(1, "1: -8, 2: -8, 3: -8", verb="take") + "\n" in out
    assert said("i_play", verb="play", move=1) not in out


def test_a_tree_game_in_the_terminal_says_what_decides() -> None:
    textbook = Match(game="tree")
    status, out = session(["1", "y", "3", "n"], textbook)
    assert status == 0
    intro = " ".join(out.split("\n\n")[0].split())
    assert intro.startswith(said("intro", title="A textbook game tree", human="MAX", ai="MIN",
                                 first="MAX"))
    assert "Scoring" not in intro and "depth" not in intro  # no scoring changes a leaf's value
    assert said("stakes", first="MAX", second="MIN", ai="MIN") in intro
    assert said("stakes_draw", reason="Leaf b1 is worth 3") + ".\n" in out
    lost = said("stakes_end", reason="Leaf d3 is worth 2", par=3, winner="MIN", margin=1)
    assert f"{lost}. {said('ai')}\n" in out
    assert said("human") not in out
    assert tally(0, 1, 1) in out
    _, as_min = session(["3", "n"], Match("MIN", game="tree"))
    won = said("stakes_end", reason="Leaf b3 is worth 8", par=3, winner="MAX", margin=5)
    assert f"{won}. {said('ai')}" in as_min
