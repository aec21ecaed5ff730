"""Iterative deepening, iteration by iteration: what each costs against fixed move orders.

:func:`deepening` searches a position with iterative deepening (each iteration tries first
the moves the previous one found best) and, at each of its depth limits, with plain
depth-limited searches in fixed move orders: the calls of each, and the move each iteration
would play (:class:`Deepening`, a table in Jupyter). :func:`deepening_chart` draws the calls
with matplotlib.

>>> d = deepening("X...O....", orders={"index": None}, limit=3)
>>> [(r.limit, r.move, r.calls, r.fixed["index"]) for r in d.rows]
[(1, 2, 8, 8), (2, 2, 24, 29), (3, 2, 87, 93)]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..api import trace
from ..explain import words
from ..games import Game, get_game
from ..games.exact import Value
from .horizon import limited_search, new_chart

if TYPE_CHECKING:
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class DeepeningRow:
    """One iteration: its depth limit, the move it would play and its score, its calls, the
    calls of all iterations up to it, and the calls of a depth-limited search to the same
    limit in each fixed order."""

    limit: int
    move: int | None
    score: Value
    calls: int
    total: int
    fixed: dict[str, int]


@dataclass(frozen=True)
class Deepening:
    """A position searched with iterative deepening, next to fixed move orders."""

    game: Game
    position: Any
    pruning: str
    rows: list[DeepeningRow]

    def table(self) -> str:
        """The rows as text, one line an iteration."""
        lines = [words.deepening_heading(self.game, self.position, self.pruning)]
        lines += [words.deepening_row(self.game.pictures.move_name(self.position, r.move)
                                      if r.move is not None else "none", r.score, r.limit,
                                      r.calls, r.total, r.fixed) for r in self.rows]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        import html

        return f"<pre>{html.escape(self.table())}</pre>"


def deepening(position: object, game: Game | str | None = None, pruning: str = "alphabeta",
              orders: Mapping[str, object] | None = None, limit: int | None = None) -> Deepening:
    """Iterative deepening of ``position`` up to ``limit`` (None: until an iteration sees the
    end of the game), and at each of its limits a search in each of ``orders`` (a name for
    each order; default: the game's natural order and its named orders)."""
    rules = get_game(game)
    root = rules.parse(position)
    if orders is None:  # the natural order, and each named order once (not its aliases)
        orders, seen = {"index": None}, {rules.all_moves()}
        for name, order in rules.named_orders.items():
            if order not in seen:
                seen.add(order)
                orders[name] = name
    tree = trace(root, game=rules, pruning=pruning, depth_limit=limit, iterative=True)
    rows, total = [], 0
    for it in tree.iterations():
        total += it.calls
        fixed = {name: limited_search(rules, root, it.depth_limit, pruning, order)[2]
                 for name, order in orders.items()}
        rows.append(DeepeningRow(it.depth_limit, it.best_move, it.score, it.calls, total, fixed))
    return Deepening(rules, root, pruning, rows)


def deepening_chart(found: Deepening, title: str | None = None) -> Figure:
    """The calls at each depth limit (log scale): each iteration alone and all iterations so
    far, against each fixed order's search to that limit; each iteration's point names the
    move it would play. Needs matplotlib (the notebook extra)."""
    labels = words.DEEPENING_CHART
    figure, axes = new_chart("deepening")
    limits = [row.limit for row in found.rows]
    axes.plot(limits, [row.calls for row in found.rows], marker="o", label=labels["iteration"])
    axes.plot(limits, [row.total for row in found.rows], marker=".", linestyle="--",
              label=labels["total"])
    for name in found.rows[0].fixed if found.rows else ():
        axes.plot(limits, [row.fixed[name] for row in found.rows], marker="s",
                  label=labels["fixed"].format(name=name))
    for row in found.rows:
        move = labels["no_move"] if row.move is None else found.game.pictures.move_name(found.position, row.move)
        axes.annotate(labels["point"].format(move=move), (row.limit, row.calls),
                      textcoords="offset points", xytext=(4, -12), fontsize=8)
    axes.set_yscale("log")
    axes.set_xticks(limits)
    axes.set_xlabel(labels["x"])
    axes.set_ylabel(labels["y"])
    axes.set_title(title or labels["title"])
    axes.grid(True, alpha=0.3)
    axes.legend(loc="upper left", fontsize=8)  # the calls grow to the right: room up there
    return figure


__all__ = ["Deepening", "DeepeningRow", "deepening", "deepening_chart"]
