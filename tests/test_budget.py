"""A search's budget of calls: it finishes within it, or stops past it saying how to search less;
progress is reported while it runs (issue 23 item 3).

Budgets are counted in calls, so every assertion here is about counts, never about time.
"""

from __future__ import annotations

from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.search import budget
from minimax_viz.search.budget import REPORT_EVERY, SearchBudgetError

#: Positions of every game, small and huge, and the options that make them smaller.
POSITIONS = [("tictactoe", "O.XX.X.OO"), ("tictactoe", "........."), ("nim", 12), ("nim", 99),
             ("connect4", "...../...../...../....."), ("connect4", ".XX../OOX../XOO.O/XXOOX"),
             ("tree", "[[3,12,8],[2,4,6],[14,5,2]]")]
OPTIONS = st.fixed_dictionaries({}, optional={
    "pruning": st.sampled_from(["none", "alphabeta"]), "depth_limit": st.integers(1, 6)})


@pytest.mark.fuzz
@fuzz(40)
@given(st.sampled_from(POSITIONS), OPTIONS, st.integers(1, 5).map(lambda k: k * REPORT_EVERY),
       st.sampled_from(["trace", "solve"]))
# issue 23: ran past 12 s, and past 60 s with no refusal and no progress
@pytest.mark.exhaustive
@example(("nim", 99), {"pruning": "alphabeta"}, 20_000, "trace")
@example(("connect4", "...../...../...../....."), {}, 20_000, "solve")
def test_a_search_finishes_within_its_budget_or_stops_with_advice(
        position: tuple[str, Any], options: dict[str, Any], max_calls: int, door: str) -> None:
    game, board = position
    calls: list[int] = []
    run = mv.trace if door == "trace" else mv.solve
    try:
        run(board, game=game, max_calls=max_calls, progress=calls.append, **options)
    except SearchBudgetError as error:
        message = str(error)
        assert f"passed its budget of {max_calls:,} calls" in message and "\n" not in message
        assert "--depth-limit" in message and "--max-calls" in message
        assert calls[-1] == max_calls + REPORT_EVERY  # stopped at the first check past it
        return
    assert not calls or calls[-1] <= max_calls + REPORT_EVERY


@pytest.mark.exhaustive
def test_solve_counts_the_calls_of_all_its_searches() -> None:
    # the empty board: 549,946 calls of plain minimax in all, spread over nine root searches
    with pytest.raises(SearchBudgetError, match="budget of 100,000 calls"):
        mv.solve(".........", max_calls=100_000, progress=False)
    assert mv.solve(".........", pruning="alphabeta", max_calls=100_000).move == 0
    assert mv.solve(".........", max_calls=None, progress=False).scores[4] == 0


def test_trace_reports_progress_every_10000_calls_and_at_the_end() -> None:
    seen: list[int] = []
    tree = mv.trace("X........", progress=seen.append)  # 59,704 calls
    assert seen == [10_000, 20_000, 30_000, 40_000, 50_000, len(tree)]


def test_a_long_search_shows_a_bar_and_a_short_one_does_not(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    mv.trace("X........")
    assert capsys.readouterr().err == ""  # under PROGRESS_AFTER calls: quiet
    monkeypatch.setattr(budget, "PROGRESS_AFTER", 20_000)
    mv.trace("X........")
    assert "searching X........" in capsys.readouterr().err
    mv.trace("X........", progress=False)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("option, value", [
    ("max_calls", 0), ("max_calls", True), ("max_calls", "1000"), ("max_calls", 1.5),
    ("progress", "yes"), ("progress", 1),
])
def test_bad_budget_options_are_refused_naming_them(option: str, value: object) -> None:
    for run in (mv.trace, mv.solve):
        with pytest.raises(mv.InvalidOptionError, match=f"^{option} "):
            run("O.XX.X.OO", **{option: value})
