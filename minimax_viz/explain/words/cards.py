"""What a call's card and the stack say: outcomes, moves, returns, folded boxes, cuts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .estimates import ESTIMATE_MARK
from .stepper import STEPPER_WORDS
from .student import RAISED_TEXT
from .values import ROLE_NAMES, bound, move_name, move_names, role, signed, value_text

if TYPE_CHECKING:
    from ...record import Call, CallTree, Summary


# -- one call ---------------------------------------------------------------------------------
def outcome_text(tree: CallTree, call: Call) -> str:
    """Why a finished game is over, as the game says it: ``"X wins with 3-4-5"``."""
    found = tree.game.outcome(call.position)
    return found.reason if found else ""


def move_text(tree: CallTree, call: Call) -> str:
    """The move that led to ``call``: ``"O plays 4"`` ("" at the root)."""
    if call.move is None or call.parent is None:
        return ""
    return tree.game.move_text_to(call.position, call.move)


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
    if kind == "raised":
        return RAISED_TEXT
    if kind == "estimate":
        return f"{ESTIMATE_MARK} estimate {value}"
    if kind == "cut":
        return f"stopped early: {value}"
    if kind == "search" and call.best_move is not None:
        return f"returns {value}, picks {move_name(tree, call, call.best_move)}"
    return f"returns {value}"


def folded_lines(tree: CallTree, summary: Summary) -> list[str]:
    """What a folded subtree holds: calls, finished games by result, memo hits."""
    first, second = tree.game.players
    lines = [f"folded: {summary.calls:,} calls",
             f"games: {first} wins {summary.wins[0]:,}",
             f"{second} wins {summary.wins[1]:,} · draws {summary.draws:,}"]
    if summary.memo_hits:
        lines.append(f"memo hits {summary.memo_hits:,}")
    if summary.estimates:  # depth limit (issue 9)
        lines.append(f"{ESTIMATE_MARK} estimates {summary.estimates:,}")
    return lines


def cut_lines(call: Call, tree: CallTree | None = None) -> list[str]:
    """A cut stub: ``"2 moves skipped: beta cut"``, the moves (as ``tree``'s game names
    them), and why."""
    count = len(call.skipped)
    why = f"{signed(call.score)} ≥ β {bound(call.beta)}" if call.cut == "beta" else \
        f"{signed(call.score)} ≤ α {bound(call.alpha)}"
    return [f"{count} move{'s' if count != 1 else ''} skipped: {call.cut} cut",
            "never tried: " + (move_names(tree, call, call.skipped) if tree is not None else
                               ", ".join(map(str, call.skipped))), why]


def board_caption(tree: CallTree, call: Call) -> tuple[str, str, str]:
    """The board panel's caption, who just moved apart from who moves next:
    ``("call 3 · depth 2", "last move: O plays 4", "next: X to move, ▲ MAX")``."""
    first, last, root, after = STEPPER_WORDS["caption"]
    moved = move_text(tree, call)
    return (first.format(id=call.id, depth=call.depth),
            last.format(move=moved) if moved else root,
            after.format(player=call.player, role=ROLE_NAMES[role(tree, call.player)]))
