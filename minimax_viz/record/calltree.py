"""The recorded call tree: every call of one search, and every question asked about it.

Calls are numbered 1, 2, 3... in the order they were made (the tutorial's
"FC" numbers), which is preorder: the subtree of call N is the id range
``N .. subtree_end(N) - 1``. The tree answers from the recorder's columns
with ``bytes.find``/``bytes.count`` where it can, so even the 549,946-call
Tic-Tac-Toe tree is folded or summarised without a Python object per call.

>>> from minimax_viz import trace
>>> tree = trace("O.XX.X.OO")
>>> tree.children(1), tree.principal_variation(), tree.kind(3)
([2, 5, 6], [1, 5], 'terminal')
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..errors import is_whole, quote
from ..games import Game
from ..games.exact import Value, signed
from ..search import SearchOptions
from .call import Call, CallKind, Event, Iteration, Summary
from .recorder import DRAW, FIRST_WON, GOES_ON, SECOND_WON, Recorder, read_bound

if TYPE_CHECKING:
    import networkx as nx


@dataclass(eq=False)
class CallTree:
    """Every call of one search, in call order, with views built on demand.

    ``tree[i]`` is the :class:`Call` with id ``i`` (1-based); ``len(tree)`` the
    number of calls; ``tree.graph`` a :class:`networkx.DiGraph` of them.
    """

    game: Game                # the game searched
    root_position: Any        # the position the search started from
    options: SearchOptions    # how it searched
    data: Recorder            # the calls' columns, as recorded

    root = 1

    def __post_init__(self) -> None:
        self._ends: dict[int, int] = {}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CallTree):
            return NotImplemented
        return ((self.game.name, self.root_position, self.options)
                == (other.game.name, other.root_position, other.options)
                and self.data.columns() == other.data.columns())

    def __repr__(self) -> str:
        score = signed(self.score)
        calls = "1 call" if len(self) == 1 else f"{len(self)} calls"
        return (f"<CallTree of {self.game.format(self.root_position)}: {calls}, "
                f"best move {self.best_move}, score {score}>")

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> dict[str, str]:
        """Jupyter shows the call-tree diagram (folded to the default node budget)."""
        from ..draw.notebook import tree_mimebundle  # lazily: the model imports no view

        return tree_mimebundle(self)

    # -- the answer ------------------------------------------------------------------
    @property
    def score(self) -> Value:
        return self.data.score[0]  # type: ignore[no-any-return]

    @property
    def best_move(self) -> int | None:
        move = self.data.best_move[0]
        return None if move < 0 else move

    @cached_property
    def player(self) -> str:
        """The maximizer: the side to move at the root (a textbook tree: always MAX); kept,
        as every call's role asks."""
        return self.game.maximizer(self.root_position)

    def __len__(self) -> int:
        return len(self.data.parent)

    @property
    def step_count(self) -> int:
        """The steps of its :meth:`timeline`: every call is entered once and returns once."""
        return 2 * len(self.data.parent)

    # -- single calls ------------------------------------------------------------------
    def check(self, call_id: object) -> int:
        """``call_id`` itself if it names a call, else a KeyError saying the range."""
        if not is_whole(call_id) or \
                not 1 <= call_id <= len(self):
            raise KeyError(f"no call {quote(call_id)}: call ids run from 1 to {len(self)}")
        return call_id

    def path(self, call_id: int) -> list[int]:
        """The call ids from the root down to ``call_id``."""
        path = [self.check(call_id)]
        while (parent := self.data.parent[path[-1] - 1]) != 0:
            path.append(parent)
        return path[::-1]

    def position(self, call_id: int) -> Any:
        """The position of a call, replayed from the root along its path (a call made
        without a move, an iteration of iterative deepening, is at its caller's)."""
        if self.data.positions is not None:  # kept as recorded (a student's own function)
            return self.data.positions[self.check(call_id) - 1]
        position = self.root_position
        for step in self.path(call_id)[1:]:
            if (move := self.data.move[step - 1]) >= 0:
                position = self.game.play(position, move)
        return position

    def positions(self) -> list[Any]:
        """The position of every call in id order (parents always come first)."""
        if self.data.positions is not None:  # kept as recorded (a student's own function)
            return list(self.data.positions)
        play, parent, move = self.game.play, self.data.parent, self.data.move
        found = [self.root_position]
        for index in range(1, len(self)):
            above = found[parent[index] - 1]
            found.append(play(above, move[index]) if move[index] >= 0 else above)
        return found

    def __getitem__(self, call_id: int) -> Call:
        return next(self._calls(self.check(call_id) - 1, [self.position(call_id)]))

    def __iter__(self) -> Iterator[Call]:
        yield from self._calls(0, self.positions())

    def _calls(self, start: int, positions: list[Any]) -> Iterator[Call]:
        """The calls from index ``start`` on, one a position (the columns read once)."""
        d, to_move = self.data, self.game.to_move
        cuts, parents, depths, players, moves = d.cuts, d.parent, d.depth, d.players, d.move
        scores, best_moves, outcomes, names = d.score, d.best_move, d.outcome, d.outcome_names
        alphas, betas, memo, estimates = d.alpha, d.beta, d.memo, d.estimates
        new = tuple.__new__  # a Call without NamedTuple's keywords: a big trace makes many
        for index, position in enumerate(positions, start):
            skipped, cut = cuts.get(index + 1, ((), None))
            move, best = moves[index], best_moves[index]
            yield new(Call, (index + 1, parents[index] or None, depths[index],
                             to_move(position) if players is None else players[index], position,
                             None if move < 0 else move, scores[index],
                             None if best < 0 else best, names[outcomes[index]],
                             None if alphas is None else read_bound(alphas[index]),
                             None if betas is None else read_bound(betas[index]),
                             bool(memo[index]), skipped, cut, index + 1 in estimates))

    # -- the shape of the tree --------------------------------------------------------------
    @cached_property
    def _depths(self) -> bytes:
        return self.data.depth.tobytes()

    def subtree_end(self, call_id: int) -> int:
        """The first id after ``call_id``'s subtree (``len(tree) + 1`` at the end).

        Inside the parent's range every depth is deeper than the parent's, so the
        subtree ends at the next call of the same depth (a sibling) or with the
        parent's range: one ``bytes.find`` (memchr), never a walk over the calls.
        """
        end = self._ends.get(call_id)
        if end is None:
            parent = self.data.parent[call_id - 1]
            limit = self.subtree_end(parent) if parent else len(self) + 1
            depths = self._depths
            found = depths.find(depths[call_id - 1:call_id], call_id, limit - 1)
            end = self._ends[call_id] = found + 1 if found >= 0 else limit
        return end

    def children(self, call_id: int) -> list[int]:
        """The ids of the calls ``call_id`` made, in search order."""
        kids, child, end = [], call_id + 1, self.subtree_end(call_id)
        while child < end:
            kids.append(child)
            child = self.subtree_end(child)
        return kids

    def every_children(self) -> list[list[int]]:
        """:meth:`children` of every call at once, index ``id`` (index 0: the root alone),
        in one pass over the parent column: for a lesson that reads them all.

        >>> from minimax_viz import trace
        >>> trace("O.XX.X.OO").every_children()[:3]
        [[1], [2, 5, 6], [3, 4]]
        """
        kids: list[list[int]] = [[] for _ in range(len(self) + 1)]
        for call_id, parent in enumerate(self.data.parent, start=1):
            kids[parent].append(call_id)
        return kids

    def principal_variation(self) -> list[int]:
        """The call ids along the chosen moves from the root."""
        d, path = self.data, [self.root]
        while d.best_move[path[-1] - 1] >= 0:
            best = d.best_move[path[-1] - 1]
            step = [c for c in self.children(path[-1]) if d.move[c - 1] == best]
            if not step:
                break
            path.append(step[0])
        return path

    # -- iterative deepening ------------------------------------------------------------------
    def iterations(self) -> list[Iteration]:
        """The iterations of an iterative deepening search, in order (empty for any other):
        each one's depth limit, root call, calls, score and the move it would play."""
        return list(self._iterations)

    @cached_property
    def _iterations(self) -> tuple[Iteration, ...]:
        if not self.options.iterative:
            return ()
        return tuple(Iteration(number, call, self.subtree_end(call) - call, self.data.score[call - 1],
                          None if self.data.best_move[call - 1] < 0
                          else self.data.best_move[call - 1])
                     for number, call in enumerate(self.children(self.root), start=1))

    def iteration_of(self, call_id: int) -> Iteration | None:
        """The iteration ``call_id`` belongs to (None for the deepening loop's own call, and
        in a search that is not iterative)."""
        found = [it for it in self._iterations if it.call <= call_id < it.call + it.calls]
        return found[0] if found else None

    def depth_limit_at(self, call_id: int) -> int | None:
        """The depth limit of the search that made ``call_id``: the search's, or, under
        iterative deepening, its iteration's."""
        if not self.options.iterative:
            return self.options.depth_limit
        iteration = self.iteration_of(call_id)
        return None if iteration is None else iteration.depth_limit

    # -- what kind of call ------------------------------------------------------------------
    def kind(self, call_id: int) -> CallKind:
        """``"terminal"`` (the game was over), ``"memo"`` (value remembered), ``"estimate"``
        (the depth limit: the game's evaluation guessed its score), ``"cut"`` (alpha-beta
        stopped it before its last move), ``"raised"`` (a student's call that never
        returned: its code raised or the run was stopped), ``"chance"`` (a chance node: its
        value is the probability-weighted mean of its moves') or ``"search"``."""
        index, d = call_id - 1, self.data
        if call_id in d.raised:
            return "raised"
        if d.outcome[index]:
            return "terminal"
        if call_id in d.estimates:
            return "estimate"
        if d.memo[index]:
            return "memo"
        if call_id in d.cuts:
            return "cut"
        return "chance" if call_id in self._chance_ids else "search"

    def chance_calls(self) -> frozenset[int]:
        """The calls at chance nodes (the dice choose: :meth:`Game.is_chance`); empty in
        games without chance."""
        return self._chance_ids

    @cached_property
    def _chance_ids(self) -> frozenset[int]:
        if not self.game.has_chance or self.data.positions is not None:
            return frozenset()
        return frozenset(index + 1 for index, position in enumerate(self.positions())
                         if self.game.is_chance(position))

    def probability(self, call_id: int) -> Fraction | None:
        """The chance of ``call_id``'s move when a chance node made it (else None)."""
        parent = self.data.parent[call_id - 1]
        if parent not in self._chance_ids:
            return None
        return self.game.probability(self.position(parent), self.data.move[call_id - 1])

    @cached_property
    def _cut_ids(self) -> list[int]:
        return sorted(self.data.cuts)

    def is_bound(self, call_id: int) -> bool:
        """True when a cut inside the subtree leaves this call's score only a bound."""
        cuts = self._cut_ids
        i = bisect_left(cuts, call_id)
        return i < len(cuts) and cuts[i] < self.subtree_end(call_id)

    def cut_calls(self) -> list[int]:
        """The calls alpha-beta stopped early, in call order (``tree[i].skipped``: the
        moves each never tried)."""
        return list(self._cut_ids)

    def terminal_calls(self) -> list[int]:
        """The calls that found a finished game, in the order the search met them
        (a textbook tree's leaves evaluated, left to right)."""
        return [index + 1 for index, code in enumerate(self._outcomes) if code != GOES_ON]

    @cached_property
    def _outcomes(self) -> bytes:
        return self.data.outcome.tobytes()

    def summary(self, call_id: int) -> Summary:
        """What the subtree of ``call_id`` holds."""
        start, stop = call_id - 1, self.subtree_end(call_id) - 1
        count = self._outcomes.count
        estimates = self._estimate_ids
        return Summary(call_id, stop - start,
                       (count(FIRST_WON, start, stop), count(SECOND_WON, start, stop)),
                       count(DRAW, start, stop), self.data.memo.count(1, start, stop),
                       self.data.score[start],
                       bisect_left(estimates, stop + 1) - bisect_left(estimates, start + 1))

    @cached_property
    def _estimate_ids(self) -> list[int]:
        return sorted(self.data.estimates)

    # -- counting ------------------------------------------------------------------------
    def calls_per_depth(self) -> list[int]:
        """How many calls were made at each depth, from the root's depth 0 down."""
        depths = self._depths
        return [depths.count(depth) for depth in range(max(depths) + 1)]

    def outcome_counts(self) -> dict[str, int]:
        """How many calls found a finished game, by result: ``{"X": .., "O": .., "draw": ..}``."""
        codes = self._outcomes
        return {name: codes.count(code) for code, name in enumerate(self.data.outcome_names)
                if name is not None}

    def distinct_positions(self) -> set[Any]:
        """Every different position the search reached."""
        return set(self.positions())

    # -- the timeline a stepper walks ----------------------------------------------
    def timeline(self) -> list[Event]:
        """Each call's enter and return, in the order they happened."""
        events: list[Event] = []
        stack: list[int] = []
        new = tuple.__new__  # an Event without NamedTuple's keywords: a big trace makes many
        for call, parent in enumerate(self.data.parent, start=1):
            while stack and stack[-1] != parent:
                events.append(new(Event, ("return", stack.pop())))
            events.append(new(Event, ("enter", call)))
            stack.append(call)
        events.extend(new(Event, ("return", call)) for call in reversed(stack))
        return events

    # -- the NetworkX view ---------------------------------------------------------------
    @cached_property
    def graph(self) -> nx.DiGraph:
        """A :class:`networkx.DiGraph`: nodes are call ids with the fields of
        :class:`Call` (position as text), edges go parent -> child carrying ``move``."""
        from .graph import build_graph

        return build_graph(self)
