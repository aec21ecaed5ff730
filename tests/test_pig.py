"""Pig, the dice game: rules, expectiminimax against an independent solver, OpenSpiel's value,
the pictures, the command line.

The solver (tests/reference/pig.py) knows nothing of the package: it sees a position
from the mover's side, (my score, their score, turn total), and gives the value of a
search that looks N player moves ahead, and the win probability by value iteration.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from conftest import ANY, Cli, fits, said
from reference.pig import best_choice, horizon_value, win_probability

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.errors import IllegalMoveError, InvalidBoardError, InvalidOptionError
from minimax_viz.explain import Steps, words
from minimax_viz.explain.words.overview import capitalized
from minimax_viz.games import GAMES, PIG, Pig, PigState, get_game
from minimax_viz.games.pig import HOLD, PIG_OPENSPIEL, ROLL
from minimax_viz.games.pig_words import die_shows, pig_scores, pig_status


def positions(game: Pig) -> list[PigState]:
    """Every unfinished position of ``game``, the die on the table or in the air."""
    found = []
    for a in range(game.target):
        for b in range(game.target):
            for player in ("A", "B"):
                mine = a if player == "A" else b
                for turn in (0, *range(2, game.target - mine + game.sides)):
                    found.append(PigState((a, b), turn, player))
                    if mine + turn < game.target:
                        found.append(PigState((a, b), turn, player, True))
    return found


def reference(game: Pig, state: PigState, limit: int, scoring: str) -> Fraction:
    """The solver's value of ``state`` for its mover, searched ``limit`` moves ahead."""
    win = {"article": 10, "unit": 1}[scoring]
    horizon = (lambda mine, theirs: max(-9, min(9, mine - theirs))) if scoring == "article" \
        else (lambda mine, theirs: 0)
    value = horizon_value(game.target, game.sides, win, horizon)
    mine, theirs = state.scores if state.player == "A" else state.scores[::-1]
    return value(mine, theirs, state.turn, limit, state.rolling)


# -- OpenSpiel's published value ----------------------------------------------------------------
def test_openspiels_expectiminimax_value_on_pig_is_reproduced() -> None:
    # open_spiel/algorithms/minimax_test.cc, ExpectiminimaxSearchTest_Pig (google-deepmind/
    # open_spiel): LoadGame("pig", {{"diceoutcomes", 3}}) (win score 100, 2 players, horizon
    # 1000: the defaults), ExpectiminimaxSearch(game, start, FirstPlayerAdvantage, depth 2),
    # the depth not counting chance nodes; value 1/3 * 2 + 1/3 * 3, action kRoll = 0.
    # FirstPlayerAdvantage is score(0) - score(1): our evaluation from A's side.
    solution = mv.solve(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2)
    assert solution.score == Fraction(1, 3) * 2 + Fraction(1, 3) * 3 == Fraction(5, 3)
    assert solution.move == ROLL == 0 and solution.scores == {ROLL: Fraction(5, 3), HOLD: 0}
    assert PIG_OPENSPIEL.default_depth_limit == 2  # the same value with no limit given
    assert mv.solve(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL).score == Fraction(5, 3)
    tree = mv.trace(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2,
                    pruning="alphabeta")
    assert tree.score == Fraction(5, 3) and tree.best_move == ROLL


# -- the search against the independent solver --------------------------------------------------
@pytest.mark.exhaustive
@pytest.mark.parametrize("target, sides, limits", [(4, 3, (1, 2, 3)), (6, 2, (1, 2, 3, 4))])
@pytest.mark.parametrize("scoring", ["article", "unit"])
def test_every_position_agrees_with_the_solver(target: int, sides: int,
                                               limits: tuple[int, ...], scoring: str) -> None:
    game = Pig(target=target, sides=sides)
    states = positions(game)
    assert len(states) > 100
    for state in states:
        assert game.parse(game.format(state)) == state
        for limit in limits:
            solution = mv.solve(state, game=game, depth_limit=limit, scoring=scoring)
            expected = reference(game, state, limit, scoring)
            assert solution.score == expected, (game.format(state), limit)
            if not state.rolling:
                mine, theirs = state.scores if state.player == "A" else state.scores[::-1]
                best = best_choice(target, sides, {"article": 10, "unit": 1}[scoring],
                                   (lambda m, t: max(-9, min(9, m - t))) if scoring == "article"
                                   else (lambda m, t: 0), mine, theirs, state.turn, limit)
                assert {"roll": ROLL, "hold": HOLD}[min(best)] == solution.move \
                    if len(best) == 1 else solution.move in (ROLL, HOLD)


@pytest.mark.parametrize("pruning", ["alphabeta", "alphabeta-strict"])
def test_alpha_beta_gives_the_same_values_on_every_position(pruning: str) -> None:
    game = Pig(target=5, sides=3)
    for state in positions(game):
        plain = mv.solve(state, game=game, depth_limit=3)
        cut = mv.trace(state, game=game, depth_limit=3, pruning=pruning)
        assert (cut.score, cut.best_move) == (plain.score, plain.move), game.format(state)


def test_deeper_searches_approach_the_win_probability() -> None:
    # Unit scoring scores a win +1, a loss -1 and, at the depth limit, every position 0
    # (a draw: no evaluation fits between a loss and a win), so a search L moves ahead
    # gives 2 P(win) - 1 up to the games still going after L moves.
    game = Pig(target=3, sides=2)
    p = win_probability(3, 2)[(0, 0, 0)]
    assert p == pytest.approx(4 / 7)  # 2 P - 1 = 1/7 (value iteration's fixed point)
    errors = []
    for limit in (2, 4, 6, 8):
        value = mv.solve(game.start(), game=game, depth_limit=limit, scoring="unit").score
        assert value == reference(game, game.start(), limit, "unit")
        errors.append(abs(float(value) - (2 * p - 1)))
    assert errors == sorted(errors, reverse=True) and errors[-1] < 0.005
    value = horizon_value(3, 2, 1, lambda mine, theirs: 0)(0, 0, 0, 24)  # the solver, deeper
    assert float(value) == pytest.approx(2 * p - 1, abs=1e-6)


def test_a_chance_root_is_the_mean_and_its_player_is_the_maximizer() -> None:
    state = PIG.parse("0-0 B+4 rolling")
    solution = mv.solve(state, game=PIG, depth_limit=1)
    assert solution.move is None and solution.player == PIG.CHANCE
    assert mv.trace(state, game=PIG, depth_limit=1).player == "B"  # scores are the roller's
    # a 1 hands A the die (A's best at the horizon: 0); 2..6 let B bank 6..10 (10 wins)
    assert solution.score == Fraction(0 + 6 + 7 + 8 + 9 + 10, 6)
    assert solution.score == reference(PIG, state, 1, "article")


# -- the rules ----------------------------------------------------------------------------------
def test_rolls_and_holds() -> None:
    start = PIG.start()
    assert PIG.format(start) == "0-0 A+0" and PIG.moves(start) == (ROLL, HOLD)
    rolling = PIG.play(start, ROLL)
    assert PIG.is_chance(rolling) and PIG.to_move(rolling) == PIG.CHANCE
    assert PIG.moves(rolling) == (1, 2, 3, 4, 5, 6)
    assert sum(PIG.probability(rolling, face) for face in PIG.moves(rolling)) == 1
    assert PIG.play(rolling, 1) == PigState((0, 0), 0, "B")  # a 1: nothing banked, B's turn
    four = PIG.play(rolling, 4)
    assert four == PigState((0, 0), 4, "A") and PIG.format(four) == "0-0 A+4"
    assert PIG.play(four, HOLD) == PigState((4, 0), 0, "B")
    near = PIG.parse("7-3 A+3")  # 7 + 3 reaches 10: only holding is left, and it wins
    assert PIG.moves(near) == (HOLD,)
    won = PIG.play(near, HOLD)
    assert PIG.outcome(won) == mv.Outcome("A", "A banks 10, reaching 10: A wins") and not PIG.moves(won)
    with pytest.raises(IllegalMoveError, match="0 is not a legal move at '7-3 A\\+3'"):
        PIG.play(near, ROLL)


@pytest.mark.parametrize("text, problem", [
    ("3", "is not scores such as '3-5'"),
    ("3-5 C", "is not scores such as '3-5'"),
    ("3-5 A+1", "a turn total of 1 cannot be"),
    ("10-12", "both players have reached the target"),
    ("10-3 B+4", "the game is over, so nothing is at risk"),
    ("8-3 A+4 rolling", "the player can only hold"),
    ("3-40", "a score is above what a game can bank"),
])
def test_bad_positions_are_one_line_errors_quoting_the_input(text: str, problem: str) -> None:
    with pytest.raises(InvalidBoardError, match=problem) as error:
        PIG.parse(text)
    assert repr(text) in str(error.value) and "\n" not in str(error.value)


def test_a_position_value_of_the_wrong_kind_is_refused() -> None:
    with pytest.raises(InvalidBoardError, match="must be whole numbers, the player A or B"):
        PIG.parse(PigState((1, "2"), 0, "A"))  # type: ignore[arg-type]
    with pytest.raises(InvalidBoardError, match="is not scores such as"):
        PIG.parse(None)


def test_a_position_of_integral_numbers_is_read_as_plain_ints() -> None:
    """A PigState of numpy ints (errors.is_whole, as every whole number is read): the same
    position, held as ints; a bool is no score."""
    given = PigState((np.int64(3), np.int64(5)), np.int64(4), "B")  # type: ignore[arg-type]
    position = PIG.parse(given)
    assert position == PigState((3, 5), 4, "B")
    assert {type(n) for n in (*position.scores, position.turn)} == {int}
    with pytest.raises(InvalidBoardError, match="must be whole numbers"):
        PIG.parse(PigState((True, 5), 0, "A"))


def test_game_options_are_checked() -> None:
    with pytest.raises(InvalidOptionError, match="Pig target 0 must be a whole number 1..100"):
        Pig(target=0)
    with pytest.raises(InvalidOptionError, match="Pig die 1 must have 2..9 sides"):
        Pig(sides=1)
    assert get_game("pig") is PIG and GAMES["pig"] is PIG
    assert (PIG_OPENSPIEL.name, PIG_OPENSPIEL.title) == ("pig-100-d3", "Pig to 100 with a 3-sided die")


def test_a_search_always_has_a_depth_limit_and_memo_says_why_not() -> None:
    assert mv.SearchOptions.make(game=PIG).depth_limit == 2
    assert mv.SearchOptions.make(game=PIG, depth_limit=4).depth_limit == 4
    with pytest.raises(InvalidOptionError, match="Pig is always searched with one, 2 unless"):
        mv.SearchOptions.make(game=PIG, memo=True)


# -- the limit counts the players' moves, not the rolls ---------------------------------------------
def test_the_depth_limit_counts_moves_not_rolls() -> None:
    tree = mv.trace(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2)
    estimates = [call for call in tree if call.estimate]
    assert estimates
    for call in estimates:
        rolls = sum(1 for a in tree.path(call.id)[:-1] if a in tree.chance_calls())
        assert call.depth - rolls == 2, call.id
    # the estimate's words say so, where the calls are deeper than the limit
    card = dot_source(tree)
    assert "depth&#160;limit&#160;2&#160;(rolls&#160;of&#160;the&#160;die&#160;not&#160;counted)" in card


# -- the pictures and the words ----------------------------------------------------------------
def test_cards_show_scores_turn_total_mover_and_the_die() -> None:
    tree = mv.trace(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2)
    dot = dot_source(tree)
    assert "<B>A 0</B></TD><TD>·</TD><TD>B 0" in dot  # the mover's score in bold
    assert "A&#160;to&#160;move,&#160;0&#160;at&#160;risk" in dot  # label_text's spaces
    assert "A&#160;rolls,&#160;0&#160;at&#160;risk" in dot
    assert "⚄&#160;1..3,&#160;each&#160;⅓" in dot  # a chance node's die
    assert "●&#160;CHANCE" in dot and 'class="call chance' in dot
    for face in (1, 2, 3):  # each outcome's edge: the face and its probability
        assert f"the&#160;die&#160;shows&#160;{face}&#160;(⅓)" in dot
    assert "A&#160;rolls" in dot and "A&#160;holds" in dot


def test_the_narration_makes_the_mean_from_the_recorded_calls() -> None:
    tree = mv.trace(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2)
    text = "\n".join(Steps(tree).lines())
    assert "⅓ × 0 + ⅓ × 2 + ⅓ × 3 = 5/3" in text
    assert "A has banked 2, B 0: 2 - 0 = +2" in text


def test_svg_and_text_pictures() -> None:
    state = PIG.parse("3-5 A+4")
    status = pig_status("A", 4, rolling=False)
    assert PIG.pictures.text(state) == f"{pig_scores(('A', 'B'), (3, 5), 10)}\n{status}"
    svg = PIG.pictures.svg(state)
    assert svg.startswith("<svg") and status in svg


# -- the command line ----------------------------------------------------------------------------
def test_cli_solves_a_roll_and_the_start(cli: Cli) -> None:
    status, out, _ = cli("solve", "--game", "pig", "0-0 B+4 rolling", "--depth-limit", "1")
    assert status == 0
    assert words.chance_root_text(Fraction(20, 3)) in out
    assert "  move ⚁ 2 (⅙): +6\n" in out
    data = json.loads(cli("solve", "--game", "pig", "0-0", "--json").out)
    # two moves ahead by default: roll then bank 2..6 (a 1 leaves 0 on both sides)
    assert data == {"board": "0-0 A+0", "player": "A", "move": 0, "score": "10/3",
                    "scores": {"0": "10/3", "10": 0}, "estimates": [0, 10]}


def test_cli_bad_pig_position_is_one_line_exit_2(cli: Cli) -> None:
    status, out, err = cli("solve", "--game", "pig", "3-5 A+1")
    assert status == 2 and not out
    assert err.strip() == ("minimax-viz: error: Pig position '3-5 A+1': a turn total of 1"
                           " cannot be: a 1 loses the turn total")


def test_trace_file_round_trip(tmp_path: Path) -> None:
    tree = mv.trace(PIG.parse("4-7 A+4"), game=PIG, depth_limit=2)
    path = tmp_path / "pig.json"
    mv.save_json(tree, path)
    back = mv.load_json(path)
    assert back.score == tree.score and len(back) == len(tree)
    assert back.chance_calls() == tree.chance_calls()


# -- playing against the AI: the terminal and the play widget ------------------------------------
def test_the_dice_roll_with_their_probabilities_and_a_seed_repeats_them() -> None:
    from minimax_viz.lessons import Match

    rolls = []
    for seed in range(300):
        match = Match(game="pig", board="0-0 A+4", seed=seed)
        match.human_move(ROLL)
        assert match.is_chance_turn and not match.is_human_turn and not match.is_ai_turn
        rolls.append(match.roll())
        assert match.position == PIG.play(PIG.parse("0-0 A+4 rolling"), rolls[-1])
    assert set(rolls) == {1, 2, 3, 4, 5, 6} and 20 < rolls.count(1) < 80
    again = Match(game="pig", board="0-0 A+4", seed=7)
    again.human_move(ROLL)
    assert again.roll() == rolls[7]
    with pytest.raises(IllegalMoveError, match="no dice to roll: A is to move on '0-0 A\\+4'"):
        Match(game="pig", board="0-0 A+4").roll()


def test_a_terminal_game_of_pig_to_the_end() -> None:
    import io

    from minimax_viz.lessons import Match
    from minimax_viz.lessons.terminal import TerminalGame, scripted

    out = io.StringIO()
    match = Match(game="pig", seed=3)
    TerminalGame(match, scripted(["r", "x", "", "r", "h"] + ["r"] * 40, out), out).run()
    text = out.getvalue()
    hint = words.typing_hint(PIG)  # the keys, each with the move it plays
    assert said("key", key="r", name="roll") in hint and said("key", key="h", name="hold") in hint
    assert said("type_move", Hint=capitalized(words.typing_hint(PIG, to_move=True))) in text
    rolled = f"{words.as_sentence(die_shows(2, '⅙'))}\n\n{pig_scores(('A', 'B'), (0, 0), 10)}"
    assert f"{said('your_move', human='A')}r\n{rolled}\n{pig_status('A', 2, False)}\n" in text
    legal = said("legal", verb="choose", moves="roll, hold")
    assert f"'x' is not one of r, h, roll, hold. {legal}\n" in text
    assert f"{words.as_sentence(said('empty', hint=hint))} {legal}\n" in text
    plays = said("ai_plays", verb="choose", move="roll", options=f"roll: {ANY}, hold: {ANY}")
    assert any(fits(line, plays) for line in text.splitlines())  # moves by name, not number
    assert match.is_over and match.result in ("human", "ai")
    won = {result: int(match.result == result) for result in ("human", "ai")}
    assert said("tally", **won, draw=0) in text and text.endswith(f"{said('goodbye')}\n")


def test_cli_play_pig_reads_a_pipe(monkeypatch: pytest.MonkeyPatch, cli: Cli) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.StringIO("h\n" * 200))
    status, out, err = cli("play", "--game", "pig")
    assert status == 0 and not err
    intro = words.as_sentence(said("intro", title=PIG.title, human="A", ai="B", first="A"))
    assert out.startswith(intro) and out.endswith(f"{said('goodbye')}\n")


@pytest.mark.dot
def test_the_play_widget_rolls_the_dice_between_turns() -> None:
    pytest.importorskip("ipywidgets")
    from minimax_viz.lessons.game_widgets import PlayAgainstAI

    widget = PlayAgainstAI(human="A", game="pig", seed=1, max_nodes=20)
    assert [b.description for b in widget.buttons.values()] == ["roll", "hold"]
    assert pig_status("A", 0, rolling=False) in widget.picture.value
    for _ in range(60):
        if widget.match.is_over:
            break
        widget.click(ROLL if widget.match.position.turn < 6 else HOLD)
        assert widget.match.is_over or widget.match.is_human_turn  # dice and AI have moved
        events = html_text(widget.events.value)
        assert re.fullmatch(f"(?:{EVENT})(?: (?:{EVENT}))*", events), events
    assert widget.match.is_over and widget.buttons[ROLL].disabled
    chose = said("i_play", verb="choose", move=ANY)
    assert fits(html_text(widget.scores.value), f"{ANY}<b>{chose}</b>{ANY}")


#: What the dice and the AI did since the person's last move, one sentence each: a face of
#: the die, or the AI's roll or hold.
EVENT = "|".join(re.escape(sentence) for sentence in [
    *(words.as_sentence(die_shows(face, "⅙")) for face in range(1, 7)),
    *(said("i_play", verb="choose", move=move) for move in ("roll", "hold"))])


def html_text(value: str) -> str:
    import html

    return html.unescape(value)


def test_the_readmes_add_a_game_example_runs_with_its_chance_outcomes() -> None:
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Add a game", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert code, "README's 'Add a game' has no example"
    namespace: dict[str, object] = {}
    exec(compile(code.group(1), "README-add-a-game", "exec"), namespace)  # noqa: S102
    race = namespace["Race"]()  # type: ignore[operator]
    tree = mv.trace((0, 0, False), game=race)
    assert tree.best_move == 2 and tree.chance_calls()  # roll: a chance node, each face ½
    assert tree.options.depth_limit == 4
    assert "●&#160;CHANCE" in dot_source(tree)
    lines = Steps(tree).lines()  # the example's own pictures part names its moves
    assert any("A rolls (called by call 1)" in line for line in lines), lines[:3]
    assert any("the coin shows heads" in line for line in lines)
