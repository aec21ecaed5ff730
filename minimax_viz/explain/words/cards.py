"""What a call's card and the stack say: outcomes, moves, returns, folded boxes, cuts."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..edges import Edge, as_recorded, edge, picked_child, played_move, said_best
from .deepening import is_iteration, iteration_text
from .estimates import ESTIMATE_MARK
from .stepper import STEPPER_WORDS
from .student import RAISED_TEXT, Mistake
from .values import (
    ROLE_NAMES,
    bound,
    cut_signs,
    move_name,
    move_names,
    named_by_role,
    role,
    signed,
    value_text,
)

if TYPE_CHECKING:
    from ...games import Pictures
    from ...record import Call, CallTree, Summary


# -- one call ---------------------------------------------------------------------------------
def outcome_text(tree: CallTree, call: Call) -> str:
    """Why a finished game is over, as the game says it: ``"X wins with 3-4-5"``."""
    found = tree.game.outcome(call.position)
    return found.reason if found else ""


def move_text(tree: CallTree, call: Call) -> str:
    """The move that led to ``call``: ``"O plays 4"`` ("" at the root). On a student's
    tree, what the boards show (:func:`edge_text`), never a move nobody played."""
    if call.parent is None:
        return ""
    if is_iteration(tree, call):
        return iteration_text(tree, call)
    if not as_recorded(tree):
        return "" if call.move is None else _move_text_to(tree.game.pictures, call.position,
                                                          call.move)
    found = edge(tree, call)
    return "" if found is None else edge_text(tree, found, call.parent)


@lru_cache(maxsize=1 << 16)  # a big trace reaches the same position by the same move again
def _move_text_to(pictures: Pictures, position: Any, move: int) -> str:
    return pictures.move_text_to(position, move)


def edge_text(tree: CallTree, found: Edge, parent: int) -> str:
    """An edge in words: ``"X plays 4"`` when one move of the caller's player turns its
    board into the call's, else what changed: ``"board changed in 3 cells (1, 4, 6)"``."""
    game = tree.game
    if found.move is not None:
        return game.pictures.move_text(found.mover, found.move)
    if found.changed is None:
        return f"not one move of {found.mover} from call {parent}"
    if not found.changed:
        return f"the same board as call {parent}"
    count = len(found.changed)
    cells = f" ({', '.join(map(str, found.changed))})" if game.controls.moves_are_places else ""
    return f"board changed in {count} cell{'s' if count != 1 else ''}{cells}"


def child_name(tree: CallTree, call: Call, child: Call) -> str:
    """A child as its caller's sentences name it: its move (``"4"``), or ``"call 5"``
    when the boards show no one move leading to it."""
    return child_names(tree, call, [child])[0]


def child_names(tree: CallTree, call: Call, kids: Sequence[Call]) -> list[str]:
    """:func:`child_name` of each of ``kids`` (the tree's kind of moves asked once)."""
    if not as_recorded(tree):
        return [move_name(tree, call, kid.move) for kid in kids]
    moves = [played_move(tree, kid) for kid in kids]
    return [f"call {kid.id}" if move is None else move_name(tree, call, move)
            for kid, move in zip(kids, moves)]


def picked_name(tree: CallTree, call: Call) -> str:
    """The move a call picked: the best move it returned (``"6"``, with ``"(call 6)"``
    when the boards of no child show that move), else the child that gave its value."""
    if not as_recorded(tree):
        return move_name(tree, call, call.best_move)
    kid = picked_child(tree, call.id)
    if call.best_move is not None and said_best(tree, call.id):
        said = move_name(tree, call, call.best_move)
        shown = None if kid is None else child_name(tree, call, tree[kid])
        return said if kid is None or shown == said else f"{said} (call {kid})"
    return "none" if kid is None else child_name(tree, call, tree[kid])


HEADING_JOIN = "  ·  "


def call_heading_parts(call: Call) -> tuple[str, str]:
    """A card's heading in two: what the search made of it (its number, known once it is
    called) and its place in the tree (its depth)."""
    return f"call {call.id}", f"depth {call.depth}"


def call_heading(call: Call) -> str:
    return HEADING_JOIN.join(call_heading_parts(call))


def side_text(tree: CallTree, call: Call) -> str:
    """A card's second line: ``"▲ MAX  ·  X to move"``, ``"▲ MAX to move"`` on a textbook
    tree (whose players are named MAX and MIN)."""
    return to_move_text(tree, call.player)


def to_move_text(tree: CallTree, player: str) -> str:
    """:func:`side_text` of any position where ``player`` moves (chance: its mean)."""
    side = role(tree, player)
    name = ROLE_NAMES[side]
    if side == "chance":
        return f"{name}  ·  the mean of its outcomes"
    if named_by_role(tree, player):
        return f"{name} to move"
    return f"{name}  ·  {player} to move"


#: What the card of a position alpha-beta never searched says once its cut has happened
#: (in a whole textbook tree), slot by slot as a call's card: number, window, return, edge.
PRUNED_WORDS = {"number": "pruned", "window": "never searched", "returns": "cut off: no score",
                "edge": "↑ none"}


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
    if kind == "search" and (call.best_move is not None or as_recorded(tree)):
        picked = picked_name(tree, call)
        return f"returns {value}" if picked == "none" else f"returns {value}, picks {picked}"
    return f"returns {value}"


#: What a comparison calls a call that keeps the other side's extreme of its moves' scores.
MINMAX_SWAPPED: Mistake = "min and max swapped"  # the comparison's name for it


def extremes(tree: CallTree, call: Call) -> tuple[str, str]:
    """Which of its moves' scores a call keeps, and which the other side would:
    ``("highest", "lowest")`` for MAX."""
    return ("highest", "lowest") if role(tree, call.player) == "max" else ("lowest", "highest")


def swap_text(tree: CallTree, call: Call) -> str:
    """A min/max swap, said of the call: ``"O keeps the highest of its moves' scores;
    O should keep the lowest"``."""
    should, kept = extremes(tree, call)
    return f"{call.player} keeps the {kept} of its moves' scores;" \
           f" {call.player} should keep the {should}"


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
    at_least, at_most = cut_signs(tree)
    why = f"{signed(call.score)} {at_least} β {bound(call.beta)}" if call.cut == "beta" else \
        f"{signed(call.score)} {at_most} α {bound(call.alpha)}"
    return [f"{count} move{'s' if count != 1 else ''} skipped: {call.cut} cut",
            "never tried: " + (move_names(tree, call, call.skipped) if tree is not None else
                               ", ".join(map(str, call.skipped))), why]


def board_caption(tree: CallTree, call: Call) -> tuple[str, str, str]:
    """The board panel's caption, who just moved apart from who moves next:
    ``("call 3 · depth 2", "last move: O plays 4", "next: X to move, ▲ MAX")``
    (``"next: ▲ MAX to move"`` for a player named by its role)."""
    return (STEPPER_WORDS["caption"]["call"].format(id=call.id, depth=call.depth),
            last_move_line(tree, call), next_to_move(tree, call.player))


def last_move_line(tree: CallTree, call: Call) -> str:
    """The caption's middle line: ``"last move: O plays 4"`` (at the root, that it is the
    position searched)."""
    caption = STEPPER_WORDS["caption"]
    moved = move_text(tree, call)
    return caption["last_move"].format(move=moved) if moved else caption["root"]


def next_to_move(tree: CallTree, player: str) -> str:
    """The caption's last line: ``"next: X to move, ▲ MAX"`` (``"next: ▲ MAX to move"``
    for a player named by its role)."""
    caption = STEPPER_WORDS["caption"]
    name = ROLE_NAMES[role(tree, player)]
    if named_by_role(tree, player):
        return caption["next_role"].format(role=name)
    return caption["next"].format(player=player, role=name)
