"""Numbers and names: signed scores, bounds, a call's value, roles, move names."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...games import exact
from ...games.exact import Number

if TYPE_CHECKING:
    from ...games import Game, Pictures
    from ...record import Call, CallTree


#: A score as the tutorial writes it (``+10``, ``-10``, ``0``), by the words' name:
#: :func:`~minimax_viz.games.exact.signed`, kept below every module that writes a score.
signed = exact.signed

#: What a step counter says: "step 3 of 18".
STEP_OF = "step {step} of {steps}"


def counted(count: int, noun: str) -> str:
    """``count`` things in words: ``"1 call"``, ``"2,048 calls"``.

    >>> counted(1, "call"), counted(2048, "step")
    ('1 call', '2,048 steps')
    """
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def continued(heading: str, page: int, pages: int, row: int, column: int, rows: int,
              columns: int) -> str:
    """The mark on a page of a drawing split over several: which drawing, where this
    part sits and where the drawing goes on."""
    place = ", ".join([*([f"row {row} of {rows}"] if rows > 1 else []),
                       *([f"part {column} of {columns}"] if columns > 1 else [])])
    going = "continued on the next page" if page < pages else "the drawing ends here"
    back = "continued from the previous page · " if page > 1 else ""
    return f"{heading + ', ' if heading else ''}page {page} of {pages}: {place} · {back}{going}"


# -- numbers --------------------------------------------------------------------------------
def bound(value: Number | None) -> str:
    """An alpha or beta bound: ``-∞``, ``+∞`` or a signed number."""
    return "" if value is None else signed(value)


def cut_signs(tree: CallTree | None) -> tuple[str, str]:
    """How a cut's condition compares, at a MAX call and at a MIN call: ``("≥", "≤")``, or
    ``(">", "<")`` under ``alphabeta-strict`` (which never cuts on a tie)."""
    strict = tree is not None and tree.options.pruning == "alphabeta-strict"
    return (">", "<") if strict else ("≥", "≤")


def value_text(tree: CallTree, call: Call) -> str:
    """The score ``call`` returned, marked when alpha-beta left only a bound.

    A call whose subtree had a cut returns a value at or outside the window it
    was given, and that value is only a bound: "at most +10" or "at least -10". Under
    ``alphabeta-strict`` the window's ends are searched exactly (no cut on a tie), so
    only a value outside it is a bound.
    """
    if tree.is_bound(call.id):
        tie = tree.options.pruning != "alphabeta-strict"  # a value at an end is a bound
        if call.alpha is not None and (call.score < call.alpha or tie and call.score == call.alpha):
            return f"at most {signed(call.score)}"
        if call.beta is not None and (call.score > call.beta or tie and call.score == call.beta):
            return f"at least {signed(call.score)}"
    return signed(call.score)


def role(tree: CallTree, player: str) -> str:
    """``"max"`` for the maximizer (the side to move at the root), ``"chance"`` where the
    dice choose, else ``"min"``."""
    if player == tree.game.CHANCE:
        return "chance"
    return "max" if player == tree.player else "min"


ROLE_NAMES = {"max": "▲ MAX", "min": "▼ MIN", "chance": "● CHANCE"}


def named_by_role(tree: CallTree, player: str) -> bool:
    """True when the player's name is its role's (a textbook tree's ``MAX`` and ``MIN``),
    so saying both ("▲ MAX · MAX to move") would say one thing twice."""
    return player.casefold() == role(tree, player)


def player_role(tree: CallTree, player: str) -> str:
    """A player with its role, as the stack names it: ``"X ▲ MAX"``, or ``"▲ MAX"`` for a
    player named by its role."""
    name = ROLE_NAMES[role(tree, player)]
    return name if named_by_role(tree, player) else f"{player} {name}"


# -- naming moves (one naming, the game's: a textbook tree says a1) ------------------------------
def move_name(tree: CallTree, call: Call, move: int | None) -> str:
    """``move`` played from ``call``'s position, as the game names it."""
    return "none" if move is None else _move_name(tree.game.pictures, call.position, move)


@lru_cache(maxsize=1 << 16)  # a big trace names the same move from the same position again
def _move_name(pictures: Pictures, position: Any, move: int) -> str:
    return pictures.move_name(position, move)


def move_names(tree: CallTree, call: Call, moves: Sequence[int]) -> str:
    """Moves from ``call``'s position as the game names them, comma-separated."""
    return _move_names(tree.game.pictures, call.position, tuple(moves))


@lru_cache(maxsize=1 << 16)  # a big trace offers the same moves from the same position again
def _move_names(pictures: Pictures, position: Any, moves: tuple[int, ...]) -> str:
    name = pictures.move_name
    return ", ".join([name(position, move) for move in moves])


def named_order(game: Game, order: tuple[int, ...]) -> tuple[int, ...]:
    """The moves an order names: without the tail the game adds itself (a tree's
    ``2,1`` stands for ``2,1,3,4...``); the whole order for games without one."""
    for end in range(1, len(order)):
        try:
            if game.full_order(order[:end]) == order:
                return order[:end]
        except ValueError:
            continue
    return order
