"""Every sentence a student reads, in one place, so every view says the same thing.

The command line, the notebook stepper, the HTML page, the slides, the
narration files and the diagram's cards all take their words from here.

>>> signed(10), signed(-10), signed(0), bound(float("-inf"))
('+10', '-10', '0', '-∞')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..games import Game
    from ..record import Call, CallTree, Summary
    from ..search import SearchOptions

#: The column headings of the call stack table.
STACK_HEADINGS = ("frame", "depth", "to move", "best so far", "moves left")
#: What a step counter says: "step 3 of 18".
STEP_OF = "step {step} of {steps}"


# -- numbers --------------------------------------------------------------------------------
def signed(score: float) -> str:
    """A score as the tutorial writes it: ``+10``, ``-10``, ``0``."""
    return f"{score:+g}" if score else "0"


def bound(value: float | None) -> str:
    """An alpha or beta bound: ``-∞``, ``+∞`` or a signed number."""
    if value is None:
        return ""
    if math.isinf(value):
        return "+∞" if value > 0 else "-∞"
    return signed(value)


def value_text(tree: CallTree, call: Call) -> str:
    """The score ``call`` returned, marked when alpha-beta left only a bound.

    A call whose subtree had a cut returns a value at or outside the window it
    was given, and that value is only a bound: "at most +10" or "at least -10".
    """
    if tree.is_bound(call.id):
        if call.alpha is not None and call.score <= call.alpha:
            return f"at most {signed(call.score)}"
        if call.beta is not None and call.score >= call.beta:
            return f"at least {signed(call.score)}"
    return signed(call.score)


def role(tree: CallTree, player: str) -> str:
    """``"max"`` for the maximizer (the side to move at the root), else ``"min"``."""
    return "max" if player == tree.player else "min"


ROLE_NAMES = {"max": "▲ MAX", "min": "▼ MIN"}


# -- the search as a whole ------------------------------------------------------------------
def title(tree: CallTree) -> str:
    """``"Minimax on O.XX.X.OO, X to move"``."""
    return f"Minimax on {tree.game.format(tree.root_position)}, {tree.player} to move"


def search_description(options: SearchOptions, game: Game) -> str:
    """The options in use: ``"article scoring, alpha-beta, memo, move order 4,0,2,..."``."""
    parts = [f"{options.scoring} scoring"]
    if options.pruning != "none":
        parts.append("alpha-beta")
    if options.memo:
        parts.append("memo")
    if options.order is not None:
        parts.append("move order " + ",".join(map(str, options.order)))
    return ", ".join(parts)


def answer(tree: CallTree) -> str:
    """The search's answer: "best move 4, score +10", or why there is no move."""
    if tree.best_move is None:
        return f"the game is already over ({outcome_text(tree, tree[tree.root])})," \
               f" score {signed(tree.score)}"
    return f"best move {tree.best_move}, score {signed(tree.score)}"


def summary(tree: CallTree) -> str:
    """The answer in one line: "9 calls. Best move 4, score +10."."""
    calls = f"{len(tree):,} call{'' if len(tree) == 1 else 's'}"
    text = answer(tree)
    return f"{calls}. {text[0].upper()}{text[1:]}."


def numbered(lines: Sequence[str]) -> str:
    """The lines as text, each behind its 1-based step number (``07  call 4, ...``)."""
    width = step_width(len(lines))
    return "".join(f"{step:0{width}d}  {line}\n" for step, line in enumerate(lines, start=1))


def step_width(steps: int) -> int:
    """Digits in a step number: 2 at least, so files and lines sort in step order."""
    return max(2, len(str(steps)))


def narration_file(tree: CallTree, lines: Sequence[str]) -> str:
    """The ``narration.txt`` every lesson writes: a title, one line a step, the answer."""
    return (f"{title(tree)}: the search call by call, one line a step.\n\n"
            f"{numbered(lines)}\n{summary(tree)}\n")


# -- one call ---------------------------------------------------------------------------------
def outcome_text(tree: CallTree, call: Call) -> str:
    """Why a finished game is over, as the game says it: ``"X wins with 3-4-5"``."""
    found = tree.game.outcome(call.position)
    return found.reason if found else ""


def move_text(tree: CallTree, call: Call) -> str:
    """The move that led to ``call``: ``"O plays 4"`` ("" at the root)."""
    if call.move is None or call.parent is None:
        return ""
    return tree.game.move_text(tree.game.other(call.player), call.move)


def call_heading(call: Call) -> str:
    return f"call {call.id}  ·  depth {call.depth}"


def side_text(tree: CallTree, call: Call) -> str:
    return f"{ROLE_NAMES[role(tree, call.player)]}  ·  {call.player} to move"


def window_text(call: Call) -> str:
    return f"α {bound(call.alpha)}  ·  β {bound(call.beta)}"


MEMO_TEXT = "memo hit: value remembered"


def returns_text(tree: CallTree, call: Call) -> str:
    """What a card says a call returned: ``"returns +10, picks 4"``.

    A call that alpha-beta stopped early picked nothing: its value is a bound.
    """
    value = value_text(tree, call)
    kind = tree.kind(call.id)
    if kind == "cut":
        return f"stopped early: {value}"
    if kind == "search" and call.best_move is not None:
        return f"returns {value}, picks {call.best_move}"
    return f"returns {value}"


def folded_lines(tree: CallTree, summary: Summary) -> list[str]:
    """What a folded subtree holds: calls, finished games by result, memo hits."""
    first, second = tree.game.players
    lines = [f"folded: {summary.calls:,} calls",
             f"games: {first} wins {summary.wins[0]:,}",
             f"{second} wins {summary.wins[1]:,} · draws {summary.draws:,}"]
    if summary.memo_hits:
        lines.append(f"memo hits {summary.memo_hits:,}")
    return lines


def cut_lines(call: Call) -> list[str]:
    """A cut stub: ``"2 moves skipped: beta cut"``, the moves, and why."""
    count = len(call.skipped)
    why = f"{signed(call.score)} ≥ β {bound(call.beta)}" if call.cut == "beta" else \
        f"{signed(call.score)} ≤ α {bound(call.alpha)}"
    return [f"{count} move{'s' if count != 1 else ''} skipped: {call.cut} cut",
            f"never tried: {', '.join(map(str, call.skipped))}", why]


def board_caption(tree: CallTree, call: Call) -> tuple[str, str, str]:
    """The board panel's caption: ``("call 3", "depth 2 · X to move", "O plays 4")``."""
    first, second, root = STEPPER_WORDS["caption"]
    return (first.format(id=call.id), second.format(depth=call.depth, player=call.player),
            move_text(tree, call) or root)


# -- one step -----------------------------------------------------------------------------------
def _head(call: Call) -> str:
    return f"call {call.id}, depth {call.depth}, {call.player} to move"


def enter_sentence(tree: CallTree, call: Call, moves: Sequence[int]) -> str:
    """A call starts: how it was reached, and what it does first."""
    played = "starts the search" if call.parent is None else \
        f"{move_text(tree, call)} (called by call {call.parent})"
    if call.outcome:
        return f"{_head(call)}: {played}; {outcome_text(tree, call)}"
    if call.memo_hit:
        return f"{_head(call)}: {played}; position seen before, value remembered"
    window = "" if call.alpha is None else \
        f", window alpha {bound(call.alpha)} beta {bound(call.beta)}"
    return f"{_head(call)}: {played}; tries {', '.join(map(str, moves))}{window}"


def return_sentence(tree: CallTree, call: Call) -> str:
    """A call returns: what it found and where its score goes."""
    to = "" if call.parent is None else f" to call {call.parent}"
    if call.outcome:
        return f"{_head(call)}: {outcome_text(tree, call)}, returns {signed(call.score)}{to}"
    if call.memo_hit:
        return f"{_head(call)}: remembered value {signed(call.score)}, returns it{to}"
    kids = [tree[c] for c in tree.children(call.id)]
    scores = ", ".join(f"{k.move}: {value_text(tree, k)}" for k in kids)
    word = "highest" if role(tree, call.player) == "max" else "lowest"
    if call.skipped:
        text = f"stops early, the {word} so far of ({scores}); {call.cut} cut skips " \
               f"{', '.join(map(str, call.skipped))}"
    else:
        text = f"picks {call.best_move}, the {word} of ({scores})"
    if call.parent is None:
        return f"{_head(call)}: {text}, returns {signed(call.score)}: best move {call.best_move}"
    return f"{_head(call)}: {text}, returns {value_text(tree, call)}{to}"


def predict_question(call: Call) -> str:
    """Predict mode's question at a return step (nothing of the answer in it)."""
    to = "" if call.parent is None else STEPPER_WORDS["to"].format(parent=call.parent)
    question: str = STEPPER_WORDS["question"]
    return question.format(id=call.id, depth=call.depth, player=call.player, to=to)


# -- the stepper's fixed words (the page's script and the notebook fill them in) ----------------
STEPPER_WORDS: dict[str, Any] = {
    "question": "call {id}, depth {depth}, {player} to move: what does it return{to}?"
                " Enter your prediction.",
    "to": " to call {parent}",
    "counter": STEP_OF,
    "caption": ["call {id}", "depth {depth} · {player} to move", "the position searched"],
    "stack": "call stack",
    "headings": list(STACK_HEADINGS),
    "roles": ROLE_NAMES,
    "right": "Right!",
    "wrong": "Not quite: it returns {score}.",
    "not_a_number": "{text} is not a number; try e.g. -10",
    "tally": "right {right}, wrong {wrong}",
}
