"""The NetworkX view of a call tree, built straight from the recorder's columns.

No :class:`~minimax_viz.record.Call` objects are made: each column becomes a
list once and the node dictionaries are zipped from them, so building the
graph of the 549,946-call tree costs little more than NetworkX's own work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .recorder import paused_gc, read_bound

if TYPE_CHECKING:
    import networkx as nx

    from .calltree import CallTree

#: The node attributes, in the order of the fields of Call.
FIELDS = ("id", "parent", "depth", "player", "position", "move", "score", "best_move",
          "outcome", "alpha", "beta", "memo_hit", "skipped", "cut", "estimate")


def build_graph(tree: CallTree) -> nx.DiGraph:
    """Nodes are call ids with the fields of a Call (position as text); edges carry ``move``
    and, out of a chance node, its ``probability`` (an exact Fraction)."""
    import networkx as nx

    d, game, n = tree.data, tree.game, len(tree)
    positions = tree.positions()
    if d.players:  # a student's: as recorded
        players = d.players
    else:
        to_move = {position: game.to_move(position) for position in set(positions)}
        players = list(map(to_move.__getitem__, positions))
    texts = [game.format(p) for p in positions] if positions and \
        not isinstance(positions[0], str) else positions
    ids = range(1, n + 1)
    parents = [p or None for p in d.parent]
    moves = [None if m < 0 else m for m in d.move]
    best = [None if m < 0 else m for m in d.best_move]
    names = d.outcome_names
    outcomes = [names[c] for c in d.outcome]
    alphas = [None] * n if d.alpha is None else [read_bound(a) for a in d.alpha]
    betas = [None] * n if d.beta is None else [read_bound(b) for b in d.beta]
    memo = [m == 1 for m in d.memo]
    skipped: list[tuple[int, ...]] = [()] * n
    cuts: list[str | None] = [None] * n
    for call_id, (moves_skipped, cut) in d.cuts.items():
        skipped[call_id - 1], cuts[call_id - 1] = moves_skipped, cut
    estimates = [call_id in d.estimates for call_id in ids]
    columns = (ids, parents, d.depth, players, texts, moves, d.score, best, outcomes,
               alphas, betas, memo, skipped, cuts, estimates)
    graph = nx.DiGraph(board=game.format(tree.root_position), player=tree.player,
                       game=game.name, **tree.options.as_dict(game))
    with paused_gc():
        graph.add_nodes_from(zip(ids, (dict(zip(FIELDS, row)) for row in zip(*columns))))
        graph.add_edges_from((parent, child, {"move": move})
                             for child, parent, move in zip(ids, parents, moves) if parent)
        for chance in tree.chance_calls():  # the dice's edges say how likely each is
            for child in tree.children(chance):
                graph.edges[chance, child]["probability"] = tree.probability(child)
    return graph
