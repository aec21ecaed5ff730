"""What a diagram shows of a call tree: visible calls, folded subtrees, cut stubs.

A :class:`TreeView` picks, under a node budget, which calls are drawn in full
and which subtrees are folded into one *summary* node (the call at its top,
how many calls it holds, its X-win / O-win / draw leaf counts and the value it
returned). It also answers, for ANY call id, which drawn element stands for it:
``"call-N"`` itself, or the ``"summary-M"`` that swallowed it.

Every question about the tree itself (subtree ranges, children, the principal
variation, bounds, what a subtree holds) is the :class:`CallTree`'s; the view
only decides what is drawn, so folding the whole 549,946-call game tree
creates no Python object for a hidden call.

>>> from minimax_viz import trace
>>> view = TreeView(trace("O.XX.X.OO"))
>>> view.calls, view.summaries
([1, 2, 3, 4, 5, 6, 7, 8, 9], [])
>>> small = TreeView(trace("O.XX.X.OO"), max_nodes=4)
>>> small.calls, small.summaries, small.element_of(3)
([1, 5], [2, 6], 'summary-2')
"""

from __future__ import annotations

import heapq
from typing import Any, Literal, NamedTuple

from ..errors import InvalidOptionError, is_whole, quote, whole_number
from ..explain.edges import best_line
from ..explain.words import counted
from ..record import CallTree

#: How a node is drawn: a call in full, a folded subtree, a cut stub, or a position a cut
#: skipped (drawn in a tree drawn whole). The view itself decides the first two.
DrawnKind = Literal["call", "summary", "cut", "pruned"]

DEFAULT_MAX_NODES = 300


class Pruned(NamedTuple):
    """A position alpha-beta never searched, drawn in a tree drawn whole: where it is."""

    element: str          # "pruned-C-K": the K-th node (preorder) cut off by call C
    parent: str           # the element drawn above it ("call-C" or another "pruned-C-J")
    cut: int              # the call whose cut skipped it
    position: Any
    depth: int
    player: str           # the side to move there
    move: int             # the move from its parent that leads to it
HARD_LIMIT = 2000  # drawn nodes; dot needs minutes well before 10,000 table nodes

_ALTERNATIVES = "draw part of the tree with max_depth (--max-depth) or focus (--focus)"


class TreeView:
    """The part of a :class:`CallTree` a diagram draws.

    * ``max_nodes``: at most this many drawn nodes (calls + summaries + cut
      stubs); subtrees that do not fit are folded. ``None`` draws everything,
      refused when that is more than :data:`HARD_LIMIT`.
    * ``max_depth``: the deepest call drawn, by its depth below the tree's root (the root
      is depth 0, its children 1): a call at this depth that made calls is drawn folded
      into a summary, and none deeper is drawn (``max_depth=0``: the root alone, folded).
      Only the drawing is cut; a recorded student function's ``max_depth``
      (:func:`minimax_viz.recorded`) instead stops the run itself.
    * ``focus``: a call id; draws its path from the root (each call on it with
      its other children folded) and as much of its subtree as the budget allows.

    Calls are expanded breadth first, the focus path first and the principal
    variation next, so the chosen line stays visible in any big tree.
    """

    def __init__(self, tree: CallTree, max_nodes: int | None = DEFAULT_MAX_NODES,
                 max_depth: int | None = None, focus: int | None = None) -> None:
        self.tree = tree
        self.max_nodes, self.max_depth, self.focus = _check(tree, max_nodes, max_depth, focus)
        d = tree.data
        self.pv: list[int] = best_line(tree)  # as the values returned it
        self._kind: dict[int, DrawnKind] = {}
        self._kids: dict[int, list[int]] = {}
        self._expand()
        self.calls = sorted(c for c, k in self._kind.items() if k == "call")
        self.summaries = sorted(c for c, k in self._kind.items() if k == "summary")
        self.cuts = [c for c in self.calls if c in d.cuts]
        #: a tree drawn whole: per cutting call, the positions its cut skipped (then no
        #: cut stubs are drawn: a student sees the whole tree, pruned parts included)
        self.pruned: dict[int, list[Pruned]] = self._pruned_parts()
        if self.pruned:
            self.cuts = []
        if max_nodes is None and self.summaries and self.truncated:
            raise InvalidOptionError(
                f"this tree has {len(tree):,} calls, past the hard limit of {HARD_LIMIT:,}"
                f" drawn nodes; set max_nodes (--max-nodes) to fold it, or {_ALTERNATIVES}")

    def __repr__(self) -> str:
        return (f"<TreeView of {counted(len(self.tree), 'call')}: {len(self.calls)} drawn, "
                f"{len(self.summaries)} folded, {len(self.cuts)} cut stubs>")

    def __len__(self) -> int:
        """The number of drawn nodes: calls, summaries, cut stubs and pruned positions."""
        return len(self.calls) + len(self.summaries) + len(self.cuts) + \
            sum(map(len, self.pruned.values()))

    def _pruned_parts(self) -> dict[int, list[Pruned]]:
        """Every position a cut skipped, when the tree is drawn whole and the pruned parts fit
        the budget; else {}. A student can work out every legal move from a position, so the
        whole tree is drawn and a cut shows where it happens, not by a branch missing."""
        tree = self.tree
        if self.summaries or self.max_depth is not None or self.focus is not None or \
                tree.options.iterative:
            return {}
        game, room = tree.game, (self.max_nodes or HARD_LIMIT) - len(self.calls)
        limit, root_depth = tree.options.depth_limit, tree.data.depth[0]
        out: dict[int, list[Pruned]] = {}
        for cut in (c for c in self.calls if c in tree.data.cuts):
            call, found = tree[cut], list[Pruned]()
            todo = [(f"call-{cut}", call.position, call.depth, move)
                    for move in reversed(call.skipped)]
            while todo:
                parent, above, depth, move = todo.pop()
                position = game.play(above, move)
                element = f"pruned-{cut}-{len(found) + 1}"
                found.append(Pruned(element, parent, cut, position, depth + 1,
                                    game.to_move(position), move))
                if len(found) > room:
                    return {}
                if game.outcome(position) is None and \
                        (limit is None or depth + 1 - root_depth < limit):
                    todo.extend((element, position, depth + 1, kid)
                                for kid in reversed(game.moves(position)))
            out[cut] = found
            room -= len(found)
        return out

    # -- what is drawn -----------------------------------------------------------------
    def kind(self, call_id: int) -> DrawnKind | None:
        """``"call"``, ``"summary"`` or None (hidden inside a summary)."""
        return self._kind.get(call_id)

    def drawn_children(self, call_id: int) -> list[int]:
        """The children drawn under a call drawn in full ([] for a leaf or a summary)."""
        return self._kids.get(call_id, [])

    def element_of(self, call_id: int) -> str:
        """The id of the drawn element that stands for ``call_id``.

        >>> from minimax_viz import trace
        >>> TreeView(trace("O.XX.X.OO"), max_depth=1).element_of(9)
        'summary-6'
        """
        self.tree.check(call_id)
        parent = self.tree.data.parent
        while call_id not in self._kind:
            call_id = parent[call_id - 1]
        return f"{self._kind[call_id]}-{call_id}"

    @property
    def truncated(self) -> bool:
        """True when the budget (not max_depth or focus) folded something."""
        return any(self._expandable(s) for s in self.summaries)

    # -- choosing ----------------------------------------------------------------------
    def _folded_kind(self, call_id: int) -> DrawnKind:
        """How a call is drawn until it is unfolded: a leaf is a call, else a summary."""
        return "call" if self.tree.subtree_end(call_id) == call_id + 1 else "summary"

    def _expandable(self, call_id: int) -> bool:
        if self.tree.subtree_end(call_id) == call_id + 1:
            return False  # a leaf: nothing to unfold
        depth = self.tree.data.depth[call_id - 1] - self.tree.data.depth[0]
        if self.max_depth is not None and depth >= self.max_depth:
            return False
        return self.focus is None or call_id in self._focus_path or \
            self.focus <= call_id < self.tree.subtree_end(self.focus)

    def _expand(self) -> None:
        """Unfold calls breadth first (focus path, then principal variation) within budget."""
        root = self.tree.root
        self._focus_path = set(self.tree.path(self.focus)) if self.focus else set()
        pv = set(self.pv)
        budget = self.max_nodes if self.max_nodes is not None else HARD_LIMIT
        self._kind[root] = self._folded_kind(root)
        used, frontier = 1, [(0, 0, root)]
        while frontier:
            _, _, call_id = heapq.heappop(frontier)
            forced = call_id in self._focus_path
            if not self._expandable(call_id):
                continue
            kids = self.tree.children(call_id)
            cost = len(kids) + (call_id in self.tree.data.cuts)
            if used + cost > budget and not forced:
                break
            used += cost
            self._kind[call_id], self._kids[call_id] = "call", kids
            for kid in kids:
                self._kind[kid] = self._folded_kind(kid)
                rank = 0 if kid in self._focus_path else 1 if kid in pv else 2
                heapq.heappush(frontier, (rank, self.tree.data.depth[kid - 1], kid))


def _check(tree: CallTree, max_nodes: int | None, max_depth: int | None,
           focus: int | None) -> tuple[int | None, int | None, int | None]:
    """Validate the view options; messages name the option to use instead."""
    if max_nodes is not None:
        max_nodes = whole_number("max_nodes", max_nodes, 1)
        if max_nodes > HARD_LIMIT:
            raise InvalidOptionError(
                f"max_nodes {quote(max_nodes) if max_nodes.bit_length() > 60 else f'{max_nodes:,}'}"
                f" is past the hard limit of {HARD_LIMIT:,} drawn nodes"
                f" (Graphviz would take minutes); {_ALTERNATIVES}")
    if max_depth is not None:
        max_depth = whole_number("max_depth", max_depth, 0)
    if focus is not None:
        if not is_whole(focus) or not 1 <= focus <= len(tree):
            raise InvalidOptionError(
                f"focus {quote(focus)} is not a call id; call ids run from 1 to {len(tree):,}")
        depth = tree.data.depth[focus - 1] - tree.data.depth[0]
        if max_depth is not None and depth > max_depth:
            raise InvalidOptionError(
                f"focus call {focus} is at depth {depth}, deeper than max_depth {max_depth};"
                " raise max_depth (--max-depth) or drop it")
    return max_nodes, max_depth, focus
