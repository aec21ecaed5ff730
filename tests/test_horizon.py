"""The horizon lesson: limited searches against perfect play, one position and a sample.

Perfect play is checked against the independent Tic-Tac-Toe solver in tests/reference/,
not the package.
"""

from __future__ import annotations

import pytest
from reference import tictactoe

from minimax_viz.games import TICTACTOE
from minimax_viz.lessons.horizon import (
    CHART_SAMPLES,
    horizon,
    horizon_chart,
    horizon_sample,
    optimal_moves,
    sample_positions,
)


def reference_optimal(cells: str) -> tuple[int, ...]:
    return tuple(sorted(tictactoe.optimal_moves(cells)))


def test_the_seed_003_position_across_the_horizon() -> None:
    found = horizon("X...O...X")  # O to move: only the edges 1, 3, 5, 7 hold the draw
    assert found.optimal_moves == reference_optimal("X...O...X") == (1, 3, 5, 7)
    assert [r.limit for r in found.rows] == [1, 2, 3, 4, 5, 6, None]
    assert [r.move for r in found.rows[:3]] == [2, 2, 1]  # a corner until it sees the fork
    assert [r.optimal for r in found.rows] == [False, False, True, True, True, True, True]
    assert found.rows[-1].score == 0 and found.rows[-1].calls > found.rows[0].calls
    table = found.table().splitlines()
    assert table[0] == "Tic-Tac-Toe X...O...X, O to move; perfect play: 1, 3, 5, 7"
    assert table[2].split() == ["1", "2", "+1", "7", "no"]
    assert table[-1].split()[:2] == ["none", "(end)"]


@pytest.mark.exhaustive
def test_calls_are_those_of_the_limited_search() -> None:
    found = horizon(".........", limits=[2], pruning="none")
    assert found.rows[0].calls == 82 and found.rows[0].move == 4


@pytest.mark.parametrize("cells", ["X.O.O.X..", "XO.......", "X...O...X", ".....XOXO"])
def test_optimal_moves_match_the_reference(cells: str) -> None:
    assert optimal_moves(TICTACTOE.parse(cells), TICTACTOE) == reference_optimal(cells)


def test_samples_are_reproducible_and_each_has_a_wrong_move() -> None:
    first = sample_positions("tictactoe", 15, (1, 4), seed=7)
    assert first == sample_positions("tictactoe", 15, (1, 4), seed=7)
    assert len(set(first)) == 15
    for cells in first:
        assert 0 < len(reference_optimal(cells)) < len(TICTACTOE.moves(cells))


def test_sample_points_count_optimal_choices() -> None:
    positions = sample_positions("tictactoe", 12, (2, 4), seed=3)
    points = horizon_sample(positions, "tictactoe", limits=[1, 9])
    assert [p.limit for p in points] == [1, 9]
    full = points[1]  # a limit past the end is perfect play
    assert full.optimal_share == 1.0
    picked = sum(horizon(p, limits=[1]).rows[0].optimal for p in positions)
    assert points[0].optimal_share == picked / len(positions)
    assert points[0].mean_calls < full.mean_calls


def test_the_chart_has_one_line_per_sample_and_a_label_per_limit() -> None:
    pytest.importorskip("matplotlib")
    positions = sample_positions("tictactoe", 5, (2, 4), seed=1)
    series = {"a": horizon_sample(positions, "tictactoe", [1, 2]),
              "b": horizon_sample(positions, "tictactoe", [1, 2, 3])}
    figure = horizon_chart(series)
    axes = figure.axes[0]
    assert [len(line.get_xdata()) for line in axes.get_lines()] == [2, 3]  # type: ignore[arg-type]
    assert [t.get_text() for t in axes.texts] == ["d=1", "d=2", "d=1", "d=2", "d=3"]
    assert axes.get_xscale() == "log"


def test_the_charted_samples_are_the_benchmarked_ones() -> None:
    assert set(CHART_SAMPLES) == {"Tic-Tac-Toe", "Connect Four 5 x 4"}
    assert all(game in ("tictactoe", "connect4") for game, *_ in CHART_SAMPLES.values())
