"""Recording a search: the tracer protocol and the :class:`CallTree` it builds.

The search reports to an explicit tracer object, never through ``sys.settrace``
or a global: ``enter`` when a call starts, ``memo_hit`` and ``prune`` while it
runs, ``leave`` when it returns. :class:`Recorder` keeps every call in compact
typed arrays (about a dozen bytes a call), so the whole 549,946-call game tree
fits easily; boards, records and the NetworkX graph are rebuilt on demand.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple, Protocol

from .board import Board, other

if TYPE_CHECKING:
    import networkx as nx

    from .search import SearchOptions

OUTCOMES = (None, "X", "O", "draw")
_OUTCOME_CODE = {name: code for code, name in enumerate(OUTCOMES)}
_INF = 32767  # how +-inf is stored in the int16 alpha/beta arrays


class Tracer(Protocol):
    """What the search tells a tracer. Every method may do nothing."""

    def enter(self, cells: str, move: int | None, depth: int,
              alpha: float, beta: float) -> None: ...
    def leave(self, score: int, best_move: int | None, outcome: str | None) -> None: ...
    def prune(self, skipped: tuple[int, ...], cut: str) -> None: ...
    def memo_hit(self) -> None: ...


class NullTracer:
    """The default tracer: records nothing, costs next to nothing."""

    def enter(self, cells: str, move: int | None, depth: int,
              alpha: float, beta: float) -> None:
        pass

    def leave(self, score: int, best_move: int | None, outcome: str | None) -> None:
        pass

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        pass

    def memo_hit(self) -> None:
        pass


NULL_TRACER = NullTracer()


class Call(NamedTuple):
    """One recorded function call. ``id`` is 1-based call order (the article's FC number)."""

    id: int
    parent: int | None
    depth: int
    player: str
    board: Board
    move: int | None
    score: int
    best_move: int | None
    outcome: str | None
    alpha: float | None = None
    beta: float | None = None
    memo_hit: bool = False
    skipped: tuple[int, ...] = ()
    cut: str | None = None


class Event(NamedTuple):
    """One step of the timeline: a call is entered, or returns its score."""

    kind: str  # "enter" or "return"
    call: int


def _bound(stored: int) -> float:
    return math.inf if stored >= _INF else -math.inf if stored <= -_INF else float(stored)


def _store_bound(value: float) -> int:
    return _INF if value == math.inf else -_INF if value == -math.inf else int(value)


class Recorder:
    """A tracer that records every call; :meth:`tree` turns it into a :class:`CallTree`."""

    def __init__(self, with_window: bool = False) -> None:
        self.parent = array("i")      # 0 for the root
        self.move = array("b")        # -1 at the root
        self.depth = array("b")
        self.score = array("h")
        self.best_move = array("b")   # -1 where there is none
        self.outcome = array("b")     # index into OUTCOMES
        self.memo = bytearray()       # 1 where the call was a memo hit
        self.alpha = array("h") if with_window else None
        self.beta = array("h") if with_window else None
        self.cuts: dict[int, tuple[tuple[int, ...], str]] = {}
        self._stack: list[int] = []

    def enter(self, cells: str, move: int | None, depth: int,
              alpha: float, beta: float) -> None:
        stack = self._stack
        self.parent.append(stack[-1] if stack else 0)
        self.move.append(-1 if move is None else move)
        self.depth.append(depth)
        self.score.append(0)
        self.best_move.append(-1)
        self.outcome.append(0)
        self.memo.append(0)
        if self.alpha is not None:
            self.alpha.append(_store_bound(alpha))
            self.beta.append(_store_bound(beta))  # type: ignore[union-attr]
        stack.append(len(self.parent))

    def leave(self, score: int, best_move: int | None, outcome: str | None) -> None:
        index = self._stack.pop() - 1
        self.score[index] = score
        if best_move is not None:
            self.best_move[index] = best_move
        if outcome is not None:
            self.outcome[index] = _OUTCOME_CODE[outcome]

    def prune(self, skipped: tuple[int, ...], cut: str) -> None:
        self.cuts[self._stack[-1]] = (skipped, cut)

    def memo_hit(self) -> None:
        self.memo[self._stack[-1] - 1] = 1

    def columns(self) -> tuple[object, ...]:
        """Everything recorded, for comparing two recordings."""
        return (self.parent, self.move, self.depth, self.score, self.best_move,
                self.outcome, self.memo, self.alpha, self.beta, self.cuts)


class ProgressRecorder(Recorder):
    """A :class:`Recorder` that calls ``report(calls_so_far)`` every ``every`` calls
    (for a progress bar while a big tree is traced)."""

    def __init__(self, report: Callable[[int], object], every: int = 10_000,
                 with_window: bool = False) -> None:
        super().__init__(with_window)
        self.report, self.every = report, every

    def enter(self, cells: str, move: int | None, depth: int,
              alpha: float, beta: float) -> None:
        super().enter(cells, move, depth, alpha, beta)
        if len(self.parent) % self.every == 0:
            self.report(len(self.parent))


@dataclass(eq=False)
class CallTree:
    """Every call of one search, in call order, with views built on demand.

    ``tree[i]`` is the :class:`Call` with id ``i`` (1-based); ``len(tree)`` the
    number of calls; ``tree.graph`` a :class:`networkx.DiGraph` of them.
    """

    root_board: Board
    options: SearchOptions
    data: Recorder

    root = 1

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CallTree):
            return NotImplemented
        return ((self.root_board, self.options) == (other.root_board, other.options)
                and self.data.columns() == other.data.columns())

    def __repr__(self) -> str:
        score = f"{self.score:+d}" if self.score else "0"
        return (f"<CallTree of {self.root_board.cells}: {len(self)} calls, "
                f"best move {self.best_move}, score {score}>")

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        """Jupyter shows the call-tree diagram (folded to the default node budget)."""
        from .render import tree_mimebundle  # lazily: the model imports nothing heavy

        return tree_mimebundle(self)

    # -- the answer ------------------------------------------------------------------
    @property
    def score(self) -> int:
        return self.data.score[0]

    @property
    def best_move(self) -> int | None:
        move = self.data.best_move[0]
        return None if move < 0 else move

    @property
    def player(self) -> str:
        """The maximizer: the side to move at the root."""
        return self.root_board.to_move

    def __len__(self) -> int:
        return len(self.data.parent)

    # -- single calls ------------------------------------------------------------------
    def _check(self, call_id: int) -> int:
        if isinstance(call_id, bool) or not isinstance(call_id, int) or not 1 <= call_id <= len(self):
            raise KeyError(f"no call {call_id!r}: call ids run from 1 to {len(self)}")
        return call_id - 1

    def board_cells(self, call_id: int) -> str:
        """The board of a call, replayed from the root along its path."""
        moves = [self.data.move[i - 1] for i in self.path(call_id)[1:]]
        cells, player = list(self.root_board.cells), self.root_board.to_move
        for move in moves:
            cells[move], player = player, other(player)
        return "".join(cells)

    def path(self, call_id: int) -> list[int]:
        """The call ids from the root down to ``call_id``."""
        self._check(call_id)
        path = [call_id]
        while (parent := self.data.parent[path[-1] - 1]) != 0:
            path.append(parent)
        return path[::-1]

    def __getitem__(self, call_id: int) -> Call:
        return self._call(self._check(call_id), self.board_cells(call_id))

    def __iter__(self) -> Iterator[Call]:
        for index, cells in enumerate(self.all_board_cells()):
            yield self._call(index, cells)

    def _call(self, index: int, cells: str) -> Call:
        d = self.data
        board = Board._trusted(cells)
        skipped, cut = d.cuts.get(index + 1, ((), None))
        return Call(
            id=index + 1,
            parent=d.parent[index] or None,
            depth=d.depth[index],
            player=board.to_move,
            board=board,
            move=None if d.move[index] < 0 else d.move[index],
            score=d.score[index],
            best_move=None if d.best_move[index] < 0 else d.best_move[index],
            outcome=OUTCOMES[d.outcome[index]],
            alpha=None if d.alpha is None else _bound(d.alpha[index]),
            beta=None if d.beta is None else _bound(d.beta[index]),
            memo_hit=bool(d.memo[index]),
            skipped=skipped,
            cut=cut,
        )

    def all_board_cells(self) -> list[str]:
        """The board of every call in id order (parents always come first)."""
        d = self.data
        boards = [self.root_board.cells]
        for index in range(1, len(self)):
            parent = boards[d.parent[index] - 1]
            move = d.move[index]
            mover = "X" if parent.count("X") == parent.count("O") else "O"
            boards.append(parent[:move] + mover + parent[move + 1:])
        return boards

    # -- counting ------------------------------------------------------------------------
    def calls_per_depth(self) -> list[int]:
        """How many calls were made at each depth, from the root's depth 0 down."""
        counts = [0] * (max(self.data.depth) + 1)
        for depth in self.data.depth:
            counts[depth] += 1
        return counts

    def outcome_counts(self) -> dict[str, int]:
        """How many calls found a finished game, by outcome: ``{"X": .., "O": .., "draw": ..}``."""
        counts = dict.fromkeys(OUTCOMES[1:], 0)
        for code in self.data.outcome:
            if code:
                counts[OUTCOMES[code]] += 1  # type: ignore[index]
        return counts  # type: ignore[return-value]

    def distinct_boards(self) -> set[str]:
        """Every different position the search reached."""
        return set(self.all_board_cells())

    @cached_property
    def children(self) -> list[list[int]]:
        """``children[i]``: the ids of the calls made by call ``i`` (index 0 unused)."""
        kids: list[list[int]] = [[] for _ in range(len(self) + 1)]
        for index, parent in enumerate(self.data.parent):
            if parent:
                kids[parent].append(index + 1)
        return kids

    def principal_variation(self) -> list[int]:
        """The call ids along the chosen moves from the root."""
        path = [self.root]
        while True:
            best = self[path[-1]].best_move
            step = [c for c in self.children[path[-1]] if self.data.move[c - 1] == best]
            if best is None or not step:
                return path
            path.append(step[0])

    # -- the timeline a stepper walks ----------------------------------------------
    def timeline(self) -> list[Event]:
        """Each call's enter and return, in the order they happened."""
        events: list[Event] = []
        stack: list[int] = []
        for index, parent in enumerate(self.data.parent):
            while stack and stack[-1] != parent:
                events.append(Event("return", stack.pop()))
            events.append(Event("enter", index + 1))
            stack.append(index + 1)
        events.extend(Event("return", call) for call in reversed(stack))
        return events

    # -- the NetworkX view ---------------------------------------------------------------
    @cached_property
    def graph(self) -> nx.DiGraph:
        """A :class:`networkx.DiGraph`: nodes are call ids with the fields of
        :class:`Call` (board as text), edges go parent -> child carrying ``move``."""
        import networkx as nx

        graph = nx.DiGraph(board=self.root_board.cells, player=self.player,
                           **self.options.as_dict())
        for call in self:
            fields = call._asdict()
            fields["board"] = call.board.cells
            graph.add_node(call.id, **fields)
            if call.parent is not None:
                graph.add_edge(call.parent, call.id, move=call.move)
        return graph
