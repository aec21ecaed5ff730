"""What a stepper shows at each step of a trace, computed without any drawing.

A step is one event of :meth:`CallTree.timeline`: a call entered, or a call
returning its score. :class:`Steps` answers, for any step, which call is
current, what is on the stack, and one plain sentence saying what happens.
The Jupyter stepper, the HTML page, the slides and ``minimax-viz trace`` all
read it, so they always tell the same story.

>>> from minimax_viz import trace
>>> steps = Steps(trace("O.XX.X.OO"))
>>> len(steps)
18
>>> steps.narrate(3)
'call 3, depth 2: O wins with 0-4-8, returns -10 to call 2'
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Mapping
from typing import NamedTuple

from ..errors import InvalidOptionError, is_whole, one_of, quote, whole_number
from ..games.exact import Number, Value
from ..record import Call, CallTree, Event
from ..search.budget import SEARCH_LESS
from . import words
from .edges import as_recorded, played_move

#: How many steps a lesson holds unless told otherwise: a page embeds every
#: step (about 70 bytes each); slides and walkthroughs write files per step; the Jupyter
#: stepper sends every step once (at 40,000 steps, alpha-beta's 18,297 calls from the empty
#: board, it opens in seconds; the whole 549,946-call tree would take minutes and over a
#: gigabyte: benchmarks/bench_browser.py prints the figures).
STEP_LIMITS = {"page": 20_000, "slides": 1_000, "walkthrough": 1_000, "stepper": 40_000}
#: The option that raises each limit (the walkthrough's is fixed).
_LIMIT_OPTIONS = {"page": "--max-steps", "slides": "--max-frames", "walkthrough": None,
                  "stepper": "Stepper(..., max_steps=N)"}


def _left(order: tuple[int, ...], played: list[int | None]) -> tuple[int, ...]:
    """The moves a frame has left once it made the calls into ``played``: as many as its
    board offered less the calls it made (a student's function may try fewer). Moves the
    boards show were played go first; a call whose board shows no one move stands for the
    first move still untried."""
    count = len(order) - len(played)
    if count <= 0:
        return ()
    gone = {move for move in played if move is not None}
    untried = [move for move in order if move not in gone]
    return tuple(untried[len(untried) - count:])


def _lefts(order: tuple[int, ...], played: list[int | None]) -> list[tuple[int, ...]]:
    """:func:`_left` once each child was made (index: how many were), the moves of
    ``order`` played in that order (the search's own calls) cut from it at once."""
    if tuple(played) == order[:len(played)]:  # the search's own calls: the moves in order
        return [order[made:] for made in range(len(played) + 1)]
    same, most = 0, min(len(played), len(order))
    while same < most and played[same] == order[same]:
        same += 1
    return [order[made:] if made <= same else _left(order, played[:made])
            for made in range(len(played) + 1)]


def check_step_limit(tree: CallTree, lesson: str, limit: int | None = -1) -> None:
    """Refuse ``tree`` if it has more steps than ``limit`` for ``lesson`` (-1: its default,
    None: no limit), naming the option that raises it."""
    option = _LIMIT_OPTIONS[one_of("lesson", lesson, STEP_LIMITS)]
    if limit is not None and not (is_whole(limit) and limit == -1):
        name = (option or "--limit").lstrip("-").replace("-", "_")
        limit = whole_number(re.sub(r".*\b(\w+)=N\)$", r"\1", name), limit, 2)
    limit = STEP_LIMITS[lesson] if limit == -1 else limit
    count = tree.step_count
    if limit is not None and count > limit:
        raise_it = f"raise it with {option}, or " if option else ""
        render = "; or draw the whole tree with `minimax-viz render`" if option is None else ""
        raise InvalidOptionError(
            f"the {lesson} of {tree.game.format(tree.root_position)} would hold {count:,} steps"
            f" ({len(tree):,} calls), past the limit of {limit:,}; {raise_it}"
            f"{SEARCH_LESS}{render}")


class Frame(NamedTuple):
    """One call on the stack at some step."""

    call: int
    depth: int
    player: str
    best_so_far: Value | None
    moves_left: tuple[int, ...]
    alpha: Number | None = None   # the alpha-beta window as of the step (None: no pruning)
    beta: Number | None = None


class Steps:
    """The timeline of the recorded ``tree`` with everything a stepper shows.

    ``mistakes`` maps call ids to the mistake a comparison named there (e.g.
    ``words.MINMAX_SWAPPED``), so the narration names it at that call's return.
    """

    def __init__(self, tree: CallTree, mistakes: Mapping[int, words.Mistake] | None = None) -> None:
        self.tree = tree
        if mistakes is not None and not isinstance(mistakes, Mapping):
            raise InvalidOptionError(f"mistakes {quote(mistakes)} is not a mapping of call ids"
                                     " to mistakes")
        self.mistakes = dict(mistakes or {})
        self.events: list[Event] = tree.timeline()
        self.enter_step = array("i", bytes(4 * (len(tree) + 1)))
        self.return_step = array("i", bytes(4 * (len(tree) + 1)))
        for index, (kind, call) in enumerate(self.events):
            (self.enter_step if kind == "enter" else self.return_step)[call] = index
        self._moves = tree.options.move_order(tree.game)
        self._recorded = as_recorded(tree)  # the boards as a student's function made them
        self._calls: dict[int, Call] = {}
        self._frames: dict[int, list[Frame]] = {}  # each call's, in order (_frames_of)
        self._over: list[int] | None = None
        self._out: list[int] | None = None
        self._kids: list[list[int]] | None = None

    def __len__(self) -> int:
        return len(self.events)

    def event(self, step: int) -> Event:
        if not is_whole(step) or \
                not 0 <= step < len(self.events):
            raise IndexError(f"step {quote(step)} is outside 0..{len(self.events) - 1}")
        return self.events[step]

    def call(self, call_id: int) -> Call:
        """``tree[call_id]``, kept: replaying a call's position is the slow part."""
        call = self._calls.get(call_id)
        if call is None:
            call = self._calls[call_id] = self.tree[call_id]
        return call

    def calls(self) -> list[Call]:
        """Every call in id order, kept: the positions replayed once, each from its
        parent's (a lesson that reads every call)."""
        if len(self._calls) < len(self.tree):
            self._calls = dict(enumerate(self.tree, start=1))
        return list(self._calls.values())

    def _children(self) -> list[list[int]]:
        """:meth:`CallTree.every_children`, kept (for a pass over every step)."""
        if self._kids is None:
            self._kids = self.tree.every_children()
        return self._kids

    def _kids_of(self, call_id: int) -> list[int]:
        """``tree.children(call_id)``, from every call's once a pass has found them."""
        return self.tree.children(call_id) if self._kids is None else self._kids[call_id]

    # -- the stack -------------------------------------------------------------------
    def stack(self, step: int, hide_return: bool = False,
              innermost: int | None = None) -> list[Frame]:
        """The frames alive at ``step``, root first (a returning call is still on it).

        ``hide_return=True`` (predict mode) shows a return step as it was just
        before the call returned, so no frame gives the hidden score away.
        ``innermost=n`` gives only the ``n`` innermost frames.
        """
        event = self.event(step)
        as_of = step - 1 if hide_return and event.kind == "return" else step
        if innermost is None:
            path = self.tree.path(event.call)
        else:  # only as far up as asked: the whole path is the slow part of a big trace
            path, parents = [event.call], self.tree.data.parent
            while len(path) < innermost and parents[path[-1] - 1]:
                path.append(parents[path[-1] - 1])
            path.reverse()
        return [self._frame(call, as_of) for call in path]

    def innermost_frames(self) -> tuple[list[Frame], list[tuple[int, ...]]]:
        """Every step's ``stack(step, innermost=2)``, innermost first, as indices into the
        distinct frames, found in one pass: a call's frames are made when it is entered
        (:meth:`_frames_of`), and each child entered or returned moves it on to the next."""
        parents, made, make = self.tree.data.parent, self._frames, self._made_frames
        calls = self.calls()  # every call read at once, and its children
        self._children()
        at = [0] * (len(self.tree) + 1)  # each call's frame as of the step: index into frames
        frames: list[Frame] = []
        out: list[tuple[int, ...]] = []
        for event in self.events:
            call = event.call
            parent = parents[call - 1]
            if event.kind == "enter":
                at[call] = len(frames)
                kept = made.get(call)  # as _frames_of: a call's frames, found once
                if kept is None:
                    kept = made[call] = make(calls[call - 1])
                frames += kept
            if parent:
                at[parent] += 1
                out.append((at[call], at[parent]))
            else:
                out.append((at[call],))
        return frames, out

    def _frame(self, call_id: int, step: int) -> Frame:
        # children are entered and return in order: how many had by ``step`` says it all
        kids = self._kids_of(call_id)
        returned = bisect_right([self.return_step[kid] for kid in kids], step)
        entered = bisect_right([self.enter_step[kid] for kid in kids], step)
        return self._frames_of(call_id)[returned + entered]

    def _frames_of(self, call_id: int) -> list[Frame]:
        frames = self._frames.get(call_id)
        if frames is None:  # a call's frames, found once
            frames = self._frames[call_id] = self._made_frames(self.call(call_id))
        return frames

    def _made_frames(self, call: Call) -> list[Frame]:
        """A call's frames in the order they are on the stack: none of its children entered,
        the first entered, the first returned, the second entered, ... (index: how many were
        entered plus how many returned; each entry and each return changes the frame once).
        From its children's scores, whether it maximizes, the moves its board offers in
        search order and the move into each child as the boards show it."""
        tree, call_id = self.tree, call.id
        children = self._kids_of(call_id) if self._kids is None else self._kids[call_id]
        kind = tree.kind(call_id)
        lefts = None
        if kind in ("search", "cut", "chance"):
            if self._recorded:
                played = [played_move(tree, self.call(c)) for c in children]
            else:
                move = tree.data.move
                played = [move[c - 1] for c in children]
            order = tuple(self._moves(call.position))
            lefts = _lefts(order, played)
        depth, player, alpha, beta = call.depth, call.player, call.alpha, call.beta
        last = len(children)
        if lefts is None:
            lefts = [()] * (last + 1)
        new = tuple.__new__  # a Frame without NamedTuple's keywords: half the cost
        frames = [new(Frame, (call_id, depth, player, None, lefts[0], alpha, beta))]
        if not children:  # a leaf: one frame all along
            return frames
        score = tree.data.score
        maximizing = None if kind == "chance" else words.role(tree, call.player) == "max"
        best: Value | None = None
        for made, child in enumerate(children, start=1):
            frames.append(new(Frame, (call_id, depth, player, best, lefts[made], alpha, beta)))
            if maximizing is not None:  # a chance node keeps no best
                value = score[child - 1]
                if best is None or (value > best if maximizing else value < best):
                    best = value
                if alpha is not None and beta is not None:
                    alpha, beta = (max(alpha, best), beta) if maximizing else \
                        (alpha, min(beta, best))
            # a search has no move left once its last call returned
            left = lefts[made] if made < last else ()
            frames.append(new(Frame, (call_id, depth, player, best, left, alpha, beta)))
        return frames

    # -- moving by call ------------------------------------------------------------------
    def over(self, step: int) -> int:
        """Step over: from a call's entry to its return (its subtree skipped), else one on."""
        event = self.event(step)
        return self.return_step[event.call] if event.kind == "enter" else \
            min(step + 1, len(self.events) - 1)

    def out(self, step: int) -> int:
        """Step out: to the return of the call the current one runs in (the root: its return).

        >>> steps = Steps(__import__("minimax_viz").trace("O.XX.X.OO"))
        >>> steps.out(2), steps.over(1), steps.out(17)
        (6, 6, 17)
        """
        call = self.event(step).call
        return self.return_step[self.tree.data.parent[call - 1] or call]

    def over_steps(self) -> list[int]:
        """:meth:`over` of every step (found once)."""
        if self._over is None:
            self._over = list(map(self.over, range(len(self.events))))
        return self._over

    def out_steps(self) -> list[int]:
        """:meth:`out` of every step (found once)."""
        if self._out is None:
            self._out = list(map(self.out, range(len(self.events))))
        return self._out

    # -- the sentence ------------------------------------------------------------------
    def narrate(self, step: int) -> str:
        """One plain sentence for ``step``, in the same words everywhere."""
        return words.fill(self.sentence(step), words.call_facts(self.call(self.event(step).call)))

    def sentence(self, step: int) -> words.Sentence:
        """:meth:`narrate`'s sentence as its template and phrases (:func:`words.fill`), as
        the page receives it and fills it from the call's facts."""
        event = self.event(step)
        kids = None if event.kind == "enter" else \
            [self.call(kid) for kid in self._kids_of(event.call)]
        return self._sentence(event, self.call(event.call), kids)

    def sentences(self) -> list[words.Sentence]:
        """:meth:`sentence` of every step, in one pass (every call read once, its two
        sentences said once each)."""
        tree, moves, mistake = self.tree, self._moves, self.mistakes.get
        calls, kids = self.calls(), self._children()
        by_id = [calls[0], *calls]  # index: the call's id
        enters = [words.enter_parts(tree, call, moves(call.position)) for call in calls]
        returns = [words.return_parts(tree, call, mistake(call.id),
                                      list(map(by_id.__getitem__, kids[call.id])))
                   for call in calls]
        return [enters[event.call - 1] if event.kind == "enter" else returns[event.call - 1]
                for event in self.events]

    def _sentence(self, event: Event, call: Call, kids: list[Call] | None) -> words.Sentence:
        if event.kind == "enter":
            return words.enter_parts(self.tree, call, self._moves(call.position))
        return words.return_parts(self.tree, call, self.mistakes.get(call.id), kids)

    def lines(self) -> list[str]:
        """Every step's sentence, in order."""
        return [self.narrate(step) for step in range(len(self))]

    def narration_file(self) -> str:
        """The ``narration.txt`` of every lesson: title, one numbered line a step, the answer."""
        return words.narration_file(self.tree, self.lines())
