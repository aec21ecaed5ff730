"""What the recorded calls show: the move on each edge, the child a call picked, the best line.

The built-in search plays each move on its caller's position, so its recorded
move is the move. A student's function builds its own boards, which may not be
one move apart (a board not restored, the same player twice): for such a tree
(its positions kept as recorded) every fact here is read from the boards
themselves, so a picture never shows a move nobody played.

>>> from minimax_viz import trace
>>> tree = trace("O.XX.X.OO")
>>> edge(tree, tree[5]), best_line(tree), picked_child(tree, 1)
(Edge(move=4, mover='X', changed=None), [1, 5], 5)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from ..games import Game
    from ..record import Call, CallTree


class Edge(NamedTuple):
    """What happened between a caller's board and the board of a call it made."""

    move: int | None                 # the one move of ``mover`` that does it (None: none does)
    mover: str                       # the caller's player: who was to move
    changed: tuple[int, ...] | None  # the cells that differ (None: not told, or not cells)


def as_recorded(tree: CallTree) -> bool:
    """True when the tree keeps each call's position as recorded (a student's function),
    so a recorded move may not be what turned the caller's board into the call's."""
    return tree.data.positions is not None


def edge(tree: CallTree, call: Call) -> Edge | None:
    """The edge into ``call`` (None at the root), read from the two boards."""
    if call.parent is None:
        return None
    players = tree.data.players
    if not as_recorded(tree) or players is None:
        return Edge(call.move, tree.game.other(tree.game.to_move(call.position)), None)
    mover = players[call.parent - 1]
    return board_edge(tree.game, tree.position(call.parent), call.position, mover)


def board_edge(game: Game, before: Any, after: Any, mover: str) -> Edge:
    """The move of ``mover`` that turns ``before`` into ``after``, if exactly one does.

    Boards made of cells (text, one character a cell) must differ in one empty cell that
    now holds ``mover``'s mark, where the game's move would put a mark; other
    positions must look the same to a student after the move.

    >>> from minimax_viz.games import TICTACTOE
    >>> board_edge(TICTACTOE, "O.XX.X.OO", "O.XXXX.OO", "X")
    Edge(move=4, mover='X', changed=(4,))
    >>> board_edge(TICTACTOE, "O.XX.X.OO", "OXXXXXOOO", "X")
    Edge(move=None, mover='X', changed=(1, 4, 6))
    """
    if isinstance(before, str) and isinstance(after, str) and len(before) == len(after):
        changed = tuple(i for i, (a, b) in enumerate(zip(before, after)) if a != b)
        if len(changed) != 1 or after[changed[0]] != mover or before[changed[0]] in game.players:
            return Edge(None, mover, changed)  # not one new mark of the mover
        found = _moves_into(game, before, changed[0])
        return Edge(found[0] if len(found) == 1 else None, mover, changed)
    target = game.student.value(after)
    moves = [m for m in game.all_moves() if _student_after(game, before, m) == target]
    return Edge(moves[0] if len(moves) == 1 else None, mover, None)


@lru_cache(maxsize=1 << 16)  # the same boards come back call after call
def _moves_into(game: Game, before: str, cell: int) -> tuple[int, ...]:
    """The game's moves from ``before`` that change ``cell`` and nothing else."""
    return tuple(m for m in game.all_moves() if _cells_changed(game, before, m) == (cell,))


def _cells_changed(game: Game, before: str, move: int) -> tuple[int, ...] | None:
    """The cells the game's own ``move`` changes on ``before`` (None: it cannot be played)."""
    try:
        after = game.play(before, move)
    except (ValueError, IndexError, KeyError):
        return None
    if not isinstance(after, str) or len(after) != len(before):
        return None
    return tuple(i for i, (a, b) in enumerate(zip(before, after)) if a != b)


def _student_after(game: Game, before: Any, move: int) -> Any:
    """``before`` after ``move``, as a student's code sees it (None: it cannot be played)."""
    try:
        return game.student.value(game.play(before, move))
    except (ValueError, IndexError, KeyError, TypeError):
        return None


def played_move(tree: CallTree, call: Call) -> int | None:
    """The move that led to ``call`` when the boards show one (the cell a card marks)."""
    return played_moves(tree, [call])[0]


def played_moves(tree: CallTree, calls: Iterable[Call]) -> list[int | None]:
    """:func:`played_move` of each of ``calls`` (a lesson that reads every call)."""
    if not as_recorded(tree):
        return [call.move for call in calls]
    found = [edge(tree, call) for call in calls]
    return [None if one is None else one.move for one in found]


def picked_child(tree: CallTree, call_id: int) -> int | None:
    """The child a call picked: the one its best move leads to (the boards must show that
    move), else the first child that returned the call's own value; None if none did."""
    d, kids = tree.data, tree.children(call_id)
    best = d.best_move[call_id - 1]
    if not as_recorded(tree):
        return next((c for c in kids if d.move[c - 1] == best), None)
    if best >= 0 and said_best(tree, call_id):
        by_move = next((c for c in kids if played_move(tree, tree[c]) == best), None)
        if by_move is not None:
            return by_move
    return returned_by(tree, call_id)


def said_best(tree: CallTree, call_id: int) -> bool:
    """True when the call itself named its best move (a student's function may return only
    a score; the recorder then infers one)."""
    reported = getattr(tree.data, "reported", None)
    return reported is None or bool(reported[call_id - 1])


def returned_by(tree: CallTree, call_id: int) -> int | None:
    """The first child whose returned value equals ``call_id``'s (None: no child's does)."""
    d = tree.data
    if _unfinished(tree, call_id):
        return None
    value = d.score[call_id - 1]
    return next((c for c in tree.children(call_id)
                 if d.score[c - 1] == value and not _unfinished(tree, c)), None)


def _unfinished(tree: CallTree, call_id: int) -> bool:
    """True when a student's call returned no score (it raised, or returned nothing)."""
    finished = getattr(tree.data, "finished", None)
    return call_id in tree.data.raised or finished is not None and not finished[call_id - 1]


def best_line(tree: CallTree) -> list[int]:
    """The principal variation as the values returned it: from the root, each call's
    first child that returned the call's own value; the line stops where none did.

    For the built-in search this is :meth:`CallTree.principal_variation` (ties keep
    the first best move); for a student's function it never shows a child whose value
    its caller did not return.
    """
    line = [tree.root]
    while (child := returned_by(tree, line[-1])) is not None:
        line.append(child)
    return line
