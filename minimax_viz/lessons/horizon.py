"""The horizon: what a depth-limited search chooses, limit by limit, against perfect play.

A search that stops at depth N cannot see a win or a loss N + 1 moves away;
its evaluation guesses instead, and the guess can change the move. Two views:

* :func:`horizon` takes one position and searches it at depth limits 1, 2, ...
  next to a full search: the move, the score, the calls, and whether the move
  is one perfect play would make (:class:`Horizon`, a table in Jupyter);
* :func:`horizon_sample` does that over many positions and reports, per limit,
  the mean calls against the share of positions where the limited search
  picked an optimal move; :func:`horizon_chart` draws it with matplotlib.

Perfect play comes from full searches of every root move (:func:`~minimax_viz.solve`).

>>> h = horizon("X...O...X", limits=[1, 2, 3])  # O to move: only an edge holds the draw
>>> h.optimal_moves, [(r.limit, r.move, r.optimal) for r in h.rows]
((1, 3, 5, 7), [(1, 2, False), (2, 2, False), (3, 1, True), (None, 1, True)])
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..api import solve
from ..explain import words
from ..games import Game, get_game
from ..games.exact import Value
from ..search import CallCounter, SearchOptions, search

if TYPE_CHECKING:
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class HorizonRow:
    """One search of the position: its depth limit (None: to the end) and what it found."""

    limit: int | None
    move: int | None
    score: Value
    calls: int
    optimal: bool


@dataclass(frozen=True)
class Horizon:
    """One position searched at several depth limits, and by a full search."""

    game: Game
    position: Any
    optimal_moves: tuple[int, ...]
    rows: list[HorizonRow]

    def table(self) -> str:
        """The rows as aligned text, one line a search."""
        lines = [words.horizon_heading(self.game, self.position, self.optimal_moves)]
        lines += [words.horizon_row(r.limit, r.move, r.score, r.calls, r.optimal)
                  for r in self.rows]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.table())}</pre>"


def limited_search(game: Game, position: Any, limit: int | None, pruning: str,
                   order: object) -> tuple[Value, int | None, int]:
    """One search of ``position`` to ``limit`` (None: to the end): its score, move and calls."""
    options = SearchOptions.make(pruning=pruning, order=order, game=game, depth_limit=limit)
    counter = CallCounter()
    score, move = search(game, position, options, counter)
    return score, move, counter.calls


@lru_cache(maxsize=4096)
def optimal_moves(position: Any, game: Game, pruning: str = "alphabeta",
                  order: object = None) -> tuple[int, ...]:
    """The root moves perfect play may choose: those with the best exact score
    (remembered: a sample asks for each position twice)."""
    scores = solve(position, pruning=pruning, order=order, game=game).scores
    best = max(scores.values(), default=None)
    return tuple(move for move, score in scores.items() if score == best)


def horizon(position: object, game: Game | str | None = None,
            limits: Iterable[int] | None = None, pruning: str = "alphabeta",
            order: object = None) -> Horizon:
    """Search ``position`` at each depth limit (default 1 up to the moves left) and fully."""
    rules = get_game(game)
    root = rules.parse(position)
    best = optimal_moves(root, rules, pruning, order)
    if limits is None:
        limits = range(1, _moves_left(rules, root) + 1)
    rows = []
    for limit in [*limits, None]:
        score, move, calls = limited_search(rules, root, limit, pruning, order)
        rows.append(HorizonRow(limit, move, score, calls, move in best))
    return Horizon(rules, root, best, rows)


def _moves_left(game: Game, position: Any) -> int:
    """How deep a full search of ``position`` can go (the longest game from it)."""
    depth, frontier = 0, [position]
    while True:
        frontier = [game.play(p, m) for p in frontier for m in game.moves(p)][:2000]
        if not frontier:
            return max(depth, 1)
        depth += 1


@dataclass(frozen=True)
class SamplePoint:
    """One depth limit over a sample: mean calls, and the share of optimal moves (0..1)."""

    limit: int
    mean_calls: float
    optimal_share: float


def sample_positions(game: Game | str | None, count: int, plies: tuple[int, int],
                     seed: int = 0) -> list[Any]:
    """``count`` different unfinished positions after random games of ``plies`` moves
    (low..high), reproducible by ``seed``; each has a choice that matters: not every
    root move is optimal."""
    rules = get_game(game)
    rng, found = random.Random(seed), dict[Any, None]()
    tries = 0
    while len(found) < count and tries < 200 * count:
        tries += 1
        position = rules.start()
        for _ in range(rng.randint(*plies)):
            moves = rules.moves(position)
            if not moves:
                break
            position = rules.play(position, rng.choice(moves))
        moves = rules.moves(position)
        if moves and position not in found and \
                len(optimal_moves(position, rules, order=_centre(rules))) < len(moves):
            found[position] = None
    return list(found)


def _centre(game: Game) -> object:
    return "centre" if "centre" in game.named_orders else None


def horizon_sample(positions: Sequence[Any], game: Game | str | None = None,
                   limits: Iterable[int] = range(1, 7),
                   pruning: str = "alphabeta") -> list[SamplePoint]:
    """Per depth limit: the mean calls to choose a move, and how often it was optimal."""
    rules = get_game(game)
    order = _centre(rules)
    best = [optimal_moves(p, rules, pruning, order) for p in positions]
    points = []
    for limit in limits:
        calls = picked = 0
        for position, good in zip(positions, best):
            _, move, made = limited_search(rules, position, limit, pruning, None)
            calls += made
            picked += move in good
        points.append(SamplePoint(limit, calls / len(positions), picked / len(positions)))
    return points


def new_chart(name: str) -> tuple[Figure, Any]:
    """An empty chart of a notebook's size and its axes (the ``name`` chart needs
    matplotlib, the notebook extra: else an ImportError saying how to install it)."""
    try:
        from matplotlib.figure import Figure
    except ImportError:  # pragma: no cover - matplotlib is in the notebook extra
        raise ImportError(f"the {name} chart needs matplotlib:"
                          " pip install 'minimax-viz[notebook]'") from None
    figure = Figure(figsize=(6.4, 4.2), layout="constrained")
    return figure, figure.add_subplot()


def horizon_chart(series: dict[str, list[SamplePoint]], title: str | None = None) -> Figure:
    """Calls (log scale) against the share of optimal moves, one line per sample,
    each point labelled with its depth limit. Needs matplotlib (the notebook extra)."""
    labels = words.HORIZON_CHART
    figure, axes = new_chart("horizon")
    for name, points in series.items():
        xs, ys = [p.mean_calls for p in points], [100 * p.optimal_share for p in points]
        axes.plot(xs, ys, marker="o", label=name)
        for point, x, y in zip(points, xs, ys):
            axes.annotate(labels["point"].format(limit=point.limit), (x, y),
                          textcoords="offset points", xytext=(4, -10), fontsize=8)
    axes.set_xscale("log")
    axes.set_ylim(0, 105)
    axes.set_xlabel(labels["x"])
    axes.set_ylabel(labels["y"])
    axes.set_title(title or labels["title"])
    axes.grid(True, alpha=0.3)
    axes.legend()
    return figure


#: The samples the notebook charts and ``benchmarks/bench_horizon.py`` times (<= 30 s in
#: all): game, positions, random plies before each, depth limits.
CHART_SAMPLES: dict[str, tuple[str, int, tuple[int, int], range]] = {
    "Tic-Tac-Toe": ("tictactoe", 60, (1, 4), range(1, 8)),
    "Connect Four 5 x 4": ("connect4", 24, (6, 10), range(1, 7)),
}


def chart_series(seed: int = 1) -> dict[str, list[SamplePoint]]:
    """Every sample of :data:`CHART_SAMPLES`, measured: what :func:`horizon_chart` draws."""
    series = {}
    for name, (game, count, plies, limits) in CHART_SAMPLES.items():
        positions = sample_positions(game, count, plies, seed)
        series[name] = horizon_sample(positions, game, limits)
    return series
