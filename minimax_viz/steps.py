"""What a stepper shows at each step of a trace, computed without any drawing.

A step is one event of :meth:`CallTree.timeline`: a call entered, or a call
returning its score. :class:`Steps` answers, for any step, which call is
current, what is on the stack, and one plain sentence saying what happens.
The Jupyter stepper, the HTML page and ``minimax-viz trace`` all read it, so
they always tell the same story.

>>> from minimax_viz import trace
>>> steps = Steps(trace("O.XX.X.OO"))
>>> len(steps)
18
>>> steps.narrate(3)
'call 3, depth 2, X to move: O has 0-4-8, returns -10 to call 2'
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from functools import cached_property

from .errors import InvalidOptionError
from .trace import Call, CallTree, Event


def signed(score: float) -> str:
    """A score as the article writes it: ``+10``, ``-10``, ``0``."""
    return f"{score:+g}" if score else "0"


def check_step_limit(tree: CallTree, limit: int | None, *, what: str, unit: str,
                     option: str) -> None:
    """Refuse a trace of more steps than ``limit`` (None: no limit), naming the option."""
    name = option.lstrip("-").replace("-", "_")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 2):
        raise InvalidOptionError(f"{name} {limit!r} must be a whole number >= 2")
    count = 2 * len(tree)
    if limit is not None and count > limit:
        raise InvalidOptionError(
            f"{what} of {tree.root_board.cells} would hold {count:,} {unit} ({len(tree):,} calls),"
            f" past the limit of {limit:,}; raise it with {option}, or search less:"
            " --pruning alphabeta, --memo, or a board with more moves played")


def numbered(lines: list[str], width: int) -> str:
    """The lines as text, each behind its 1-based step number (``07  call 4, ...``)."""
    return "".join(f"{step:0{width}d}  {line}\n" for step, line in enumerate(lines, start=1))


def summary(tree: CallTree) -> str:
    """The answer in one line: "9 calls. Best move 4, score +10."."""
    calls = f"{len(tree):,} call{'' if len(tree) == 1 else 's'}"
    if tree.best_move is None:
        outcome = tree[tree.root].outcome
        result = "a draw" if outcome == "draw" else f"{outcome} has won"
        return f"{calls}. The game is already over: {result}, score {signed(tree.score)}."
    return f"{calls}. Best move {tree.best_move}, score {signed(tree.score)}."


def value_text(call: Call, is_bound: bool) -> str:
    """A returned score, marked when alpha-beta left only a bound.

    A call whose subtree had a cut returns a value at or outside the window it
    was given, and that value is only a bound: "at most +10" or "at least -10".
    """
    if is_bound and call.alpha is not None and call.score <= call.alpha:
        return f"at most {signed(call.score)}"
    if is_bound and call.beta is not None and call.score >= call.beta:
        return f"at least {signed(call.score)}"
    return signed(call.score)


def outcome_text(call: Call) -> str:
    """'O has 0-4-8', 'draw' or '' for a call that is not a finished game."""
    if call.outcome == "draw":
        return "the board is full: draw"
    if call.outcome:
        line = call.board.winning_line or ()
        return f"{call.outcome} has {'-'.join(map(str, line))}"
    return ""


@dataclass(frozen=True)
class Frame:
    """One call on the stack at some step."""

    call: int
    depth: int
    player: str
    best_so_far: int | None
    moves_left: tuple[int, ...]


class Steps:
    """The timeline of a :class:`CallTree` with everything a stepper shows."""

    def __init__(self, tree: CallTree) -> None:
        self.tree = tree
        self.events: list[Event] = tree.timeline()
        self.enter_step = array("i", bytes(4 * (len(tree) + 1)))
        self.return_step = array("i", bytes(4 * (len(tree) + 1)))
        for index, event in enumerate(self.events):
            target = self.enter_step if event.kind == "enter" else self.return_step
            target[event.call] = index

    def __len__(self) -> int:
        return len(self.events)

    def event(self, step: int) -> Event:
        if not 0 <= step < len(self.events):
            raise IndexError(f"step {step} is outside 0..{len(self.events) - 1}")
        return self.events[step]

    @cached_property
    def bounds(self) -> bytearray:
        """``bounds[i]`` is 1 when a cut in call i's subtree makes its score only a bound."""
        d = self.tree.data
        flags = bytearray(len(self.tree) + 1)
        for call_id in d.cuts:
            flags[call_id] = 1
        for index in range(len(self.tree) - 1, 0, -1):  # children come after parents
            if flags[index + 1]:
                flags[d.parent[index]] = 1
        return flags

    def value(self, call: Call) -> str:
        """The score ``call`` returned, as text, marked when it is only a bound."""
        return value_text(call, bool(self.bounds[call.id]))

    # -- the stack -------------------------------------------------------------------
    def stack(self, step: int, hide_return: bool = False) -> list[Frame]:
        """The frames alive at ``step``, root first (a returning call is still on it).

        ``hide_return=True`` (predict mode) shows a return step as it was just
        before the call returned, so no frame gives the hidden score away.
        """
        event = self.event(step)
        as_of = step - 1 if hide_return and event.kind == "return" else step
        return [self._frame(call, as_of) for call in self.tree.path(event.call)]

    def _frame(self, call_id: int, step: int) -> Frame:
        call = self.tree[call_id]
        children = self.tree.children[call_id]
        done = [c for c in children if self.return_step[c] <= step]
        entered = {self.tree.data.move[c - 1] for c in children if self.enter_step[c] <= step}
        best = None
        for child in done:
            score = self.tree.data.score[child - 1]
            if best is None or (score > best if call.player == self.tree.player else score < best):
                best = score
        left: tuple[int, ...] = ()
        if not call.outcome and not call.memo_hit:
            cut_made = bool(children) and self.return_step[children[-1]] <= step
            skipped = set(call.skipped) if cut_made else set()
            moves = [m for m in self.tree.options.order if call.board.cells[m] == "."]
            left = tuple(m for m in moves if m not in entered and m not in skipped)
        return Frame(call_id, call.depth, call.player, best, left)

    # -- the sentence ------------------------------------------------------------------
    def narrate(self, step: int) -> str:
        """One plain sentence for ``step``, in the same words everywhere."""
        event = self.event(step)
        call = self.tree[event.call]
        head = f"call {call.id}, depth {call.depth}, {call.player} to move"
        if event.kind == "enter":
            return f"{head}: {self._enter_text(call)}"
        return f"{head}: {self._return_text(call)}"

    def _enter_text(self, call: Call) -> str:
        mover = "X" if call.player == "O" else "O"
        played = "starts the search" if call.parent is None else \
            f"{mover} plays {call.move} (called by call {call.parent})"
        if call.outcome:
            return f"{played}; {outcome_text(call)}"
        if call.memo_hit:
            return f"{played}; board seen before, value remembered"
        moves = [m for m in self.tree.options.order if call.board.cells[m] == "."]
        window = "" if call.alpha is None or call.beta is None else \
            f", window alpha {signed(call.alpha)} beta {signed(call.beta)}"
        return f"{played}; tries {', '.join(map(str, moves))}{window}"

    def _return_text(self, call: Call) -> str:
        to = "" if call.parent is None else f" to call {call.parent}"
        if call.outcome:
            return f"{outcome_text(call)}, returns {signed(call.score)}{to}"
        if call.memo_hit:
            return f"remembered value {signed(call.score)}, returns it{to}"
        kids = [self.tree[c] for c in self.tree.children[call.id]]
        scores = ", ".join(f"{k.move}: {self.value(k)}" for k in kids)
        word = "highest" if call.player == self.tree.player else "lowest"
        text = f"picks {call.best_move}, the {word} of ({scores})"
        if call.skipped:
            text += f"; {call.cut} cut skips {', '.join(map(str, call.skipped))}"
        if call.parent is None:
            return f"{text}, returns {signed(call.score)}: best move {call.best_move}"
        return f"{text}, returns {self.value(call)}{to}"

    def lines(self) -> list[str]:
        """Every step's sentence, in order."""
        return [self.narrate(step) for step in range(len(self))]
