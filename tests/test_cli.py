"""cli/ (__init__.py, common.py, search_commands.py): solve, trace, --help, one-line errors.

The command line: solve, trace, --help everywhere, and one-line errors with status 2.

The article's board throughout::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import Cli

import minimax_viz as mv
from minimax_viz import ARTICLE_BOARD
from minimax_viz.cli import build_parser
from minimax_viz.explain import Steps, words
from minimax_viz.record.tracefile import trace_from_dict


def test_solve_prints_every_root_move(cli: Cli) -> None:
    status, out, _ = cli("solve", ARTICLE_BOARD)
    assert status == 0
    assert "Best move: 4, score +10" in out
    assert "move 1: -10" in out and "move 4: +10  <- best" in out and "move 6: -10" in out


def test_solve_json_has_the_documented_keys(cli: Cli) -> None:
    status, out, _ = cli("solve", "O1XX4X6OO", "--json")
    data = json.loads(out)
    assert status == 0 and set(data) == {"board", "player", "move", "score", "scores"}
    assert data == {"board": ARTICLE_BOARD, "player": "X", "move": 4, "score": 10,
                    "scores": {"1": -10, "4": 10, "6": -10}}


def test_solve_accepts_every_notation(cli: Cli) -> None:
    for text in ("O.X/X.X/.OO", "O.X X.X .OO", '["O",1,"X","X",4,"X",6,"O","O"]'):
        status, out, _ = cli("solve", text, "--json")
        assert status == 0 and json.loads(out)["move"] == 4


def test_solve_of_a_finished_game(cli: Cli) -> None:
    status, out, _ = cli("solve", "XXXOO....")
    # O is to move, so O is the maximizer and X's win scores -10
    over = words.as_sentence(words.game_over_text("X wins with 0-1-2", -10))
    assert status == 0 and over in out
    status, out, _ = cli("trace", "XXXOO....")
    assert out.splitlines()[-1] == f"{words.counted(1, 'call')}. {over}"


def test_trace_prints_one_line_per_event(cli: Cli) -> None:
    status, out, _ = cli("trace", ARTICLE_BOARD)
    lines = out.splitlines()
    assert status == 0 and len(lines) == 18 + 1
    tree = mv.trace(ARTICLE_BOARD)
    assert lines[3] == Steps(tree).narrate(3)  # call 3 returns -10 to call 2
    assert lines[-1] == words.summary(tree)


def test_trace_json_round_trips(cli: Cli) -> None:
    status, out, _ = cli("trace", ARTICLE_BOARD, "--json", "--pruning", "alphabeta")
    data = json.loads(out)
    assert status == 0
    assert {"board", "player", "options", "best_move", "score", "calls"} <= set(data)
    assert len(data["calls"]) == 8 and [c["id"] for c in data["calls"]] == list(range(1, 9))
    assert data["calls"][5]["skipped"] == [4] and data["calls"][5]["cut"] == "alpha"
    assert trace_from_dict(data) == mv.trace(ARTICLE_BOARD, pruning="alphabeta")


@pytest.mark.parametrize("options, calls", [
    (["--memo"], 16_168), (["--pruning", "alphabeta"], 18_297),
    (["--pruning", "alphabeta", "--scoring", "depth"], 20_866),
    (["--pruning", "alphabeta", "--order", "4,0,2,6,8,1,3,5,7"], 7_275),
    (["--pruning", "alphabeta", "--order", "centre"], 7_275),
])
@pytest.mark.exhaustive
def test_trace_options_reach_the_search(cli: Cli, options: list[str],
                                        calls: int) -> None:
    status, out, _ = cli("trace", ".........", *options)
    assert status == 0 and out.splitlines()[-1].startswith(f"{calls:,} calls.")


def test_main_turns_argparses_own_exits_into_its_status(
        capsys: pytest.CaptureFixture[str]) -> None:
    """main() is the one owner of argparse's exits (--help, a usage error): it returns their
    status, never raises SystemExit, so a caller (the site's lesson_page) takes the status."""
    from minimax_viz.cli import main

    for argv, status in ((["--help"], 0), (["solve", "--help"], 0), (["solve"], 2),
                         (["solve", "--pruning", "sideways", "O.XX.X.OO"], 2),
                         (["solve", "O.XX.X.OO", "--nope"], 2), (["nope"], 2)):
        assert main(argv) == status, argv
    err = capsys.readouterr().err  # each refusal one line
    assert err.count(": error: ") == len(err.splitlines()) == 4


def test_every_command_has_help(cli: Cli) -> None:
    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert {"solve", "trace", "walkthrough", "render", "play"} <= set(commands)
    for command in [[], *([name] for name in commands)]:
        status, out, _ = cli(*command, "--help")
        assert status == 0 and out.startswith("usage: minimax-viz")


def test_the_commands_search_as_trace_does_unless_told(cli: Cli) -> None:
    """Every search option a command leaves unsaid is the search's own default (help says it)."""
    from minimax_viz.cli.common import search_kwargs
    from minimax_viz.search import DEFAULT_PRUNING, SearchOptions

    for argv in (["solve", ARTICLE_BOARD], ["trace", ARTICLE_BOARD], ["walkthrough"],
                 ["html", ARTICLE_BOARD, "-o", "unused"],
                 ["slides", ARTICLE_BOARD, "-o", "unused"]):
        command = argv[0]
        kwargs = search_kwargs(build_parser().parse_args(argv))
        assert kwargs.pop("game") is mv.get_game(None)
        assert SearchOptions.make(**{k: v for k, v in kwargs.items() if k != "max_calls"}) \
            == SearchOptions.make(), command
    status, out, _ = cli("trace", "--help")
    assert status == 0 and f"(default: {DEFAULT_PRUNING})" in " ".join(out.split())
    assert f"(default: {mv.get_game(None).name})" in " ".join(out.split())


@pytest.mark.parametrize("argv, message", [
    (["solve", "XX"], "board 'XX' has 2 cells, expected 9"),
    (["solve", "XO?......"], "unknown character"),
    (["solve", "XXXX....."], "X moves first"),
    (["solve", "XXXOOO..."], "a line for both X and O"),
    (["solve", "XXXOO.O.."], "X has a line, so X must have moved last"),
    (["trace", "OOOXX.X.X"], "O has a line, so O must have moved last"),
    (["trace", ARTICLE_BOARD, "--order", "1,2"],
     "order '1,2' must name each move 0..8 exactly once"),
    (["trace", ARTICLE_BOARD, "--order", "a,b"], "order 'a,b' is not a list of moves"),
    (["solve", ARTICLE_BOARD, "--scoring", "fast"], "invalid choice: 'fast'"),
    (["solve", ARTICLE_BOARD, "--pruning", "beta"], "invalid choice: 'beta'"),
    (["solve"], "the following arguments are required: POSITION"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    ([], "the following arguments are required: COMMAND"),
])
def test_bad_input_is_one_line_on_stderr_with_status_2(
        cli: Cli, argv: list[str], message: str) -> None:
    status, out, err = cli(*argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert "Traceback" not in err


@pytest.mark.slow
def test_python_dash_m_runs_the_cli_without_traceback() -> None:
    ok = subprocess.run([sys.executable, "-m", "minimax_viz", "solve", ARTICLE_BOARD, "--json"],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and json.loads(ok.stdout)["move"] == 4
    bad = subprocess.run([sys.executable, "-m", "minimax_viz", "solve", "XXXXXXXXX"],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert bad.stderr.startswith("minimax-viz: error: board 'XXXXXXXXX'")


# -- review fixes: walkthrough defaults, clamp wording, estimates in solve ---------------------
@pytest.mark.slow
@pytest.mark.dot
def test_walkthrough_of_another_game_starts_from_its_example(cli: Cli, tmp_path: object) -> None:
    status, out, err = cli("walkthrough", "--game", "nim", "-o", f"{tmp_path}/nim")
    assert status == 0, err
    tree = mv.trace("5", game="nim")
    assert out.startswith(words.title(tree))
    assert words.summary(tree) in out and (len(tree), tree.best_move) == (28, 1)


def test_every_games_example_is_small_enough_to_walk_through() -> None:
    from minimax_viz.explain import STEP_LIMITS
    from minimax_viz.games import GAMES

    assert GAMES["tictactoe"].example() == ARTICLE_BOARD
    for game in GAMES.values():
        example = game.example()
        assert game.parse(game.format(example)) == example and game.outcome(example) is None
        assert mv.trace(example, game=game).step_count <= STEP_LIMITS["walkthrough"], game.name


def test_a_clamped_estimate_says_which_way_it_was_kept(cli: Cli) -> None:
    status, out, _ = cli("trace", "--scoring", "unit", "--depth-limit", "1", "X........")
    assert status == 0
    assert "5 - 6 = -1, kept to 0 (above a loss)" in out  # raised from -1: not "below a win"
    assert "5 - 4 = +1, kept to 0 (below a win)" in out
    assert "-1, kept to 0 (below a win)" not in out


def test_solve_marks_depth_limited_scores_as_estimates(cli: Cli) -> None:
    status, out, _ = cli("solve", "XO.X.O...", "--depth-limit", "2")
    assert status == 0
    assert "Best move: 6, score +10." in out  # X wins at once: proven, not guessed
    assert "  move 2: ≈-1 (estimate)\n" in out and "  move 6: +10  <- best\n" in out
    assert "≈ estimate: the search stopped 2 moves ahead" in out
    status, out, _ = cli("solve", "X........", "--depth-limit", "1")
    assert "score ≈" in out.split("Best move")[1].splitlines()[0]
    data = json.loads(cli("solve", "XO.X.O...", "--depth-limit", "2", "--json").out)
    assert data["estimates"] == [2, 4, 7, 8]
    solution = mv.solve("XO.X.O...", depth_limit=2)
    assert solution.estimates == {2, 4, 7, 8} and not solution.is_estimate
    assert mv.solve(ARTICLE_BOARD).estimates == frozenset()  # no limit: nothing guessed
    assert mv.solve(ARTICLE_BOARD, depth_limit=5).estimates == frozenset()  # the end comes first
    status, out, _ = cli("solve", ARTICLE_BOARD, "--depth-limit", "5")
    assert "≈" not in out and "estimate" not in out
