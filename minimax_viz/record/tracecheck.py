"""Checking a trace file's calls one by one as they are read, before they reach the recorder.

:class:`CallChecker` replays every position from the root, so a trace that
does not describe a real search (a parent that is not an open earlier call, a
wrong depth, a move onto a taken cell, a board that is not the replay, a
value out of range or of the wrong type, a call whose children and skipped
moves are not its moves in the search's order) raises
:class:`~minimax_viz.errors.TraceFormatError` naming the call and the field.
Whatever passes, every view (tree view, DOT, frames, stepper, page, slides,
narration) can show.

A student's recorded search (``"recorded": "student"``) need not follow the
rules, so for it only the structure is checked (ids, parents, depths, value
types, positions the game can show, players of the game); its boards are read
as saved, not replayed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import TraceFormatError, is_whole, quote
from ..games.exact import Number, Value, read_exact
from ..search import SearchOptions
from .recorder import STORED_INF, Recorder

if TYPE_CHECKING:
    from .student.saved import StudentColumns

_REQUIRED = {"id", "parent", "depth", "board", "move", "score", "best_move", "outcome"}


def _int32(value: object) -> bool:
    return is_whole(value) and -STORED_INF < value < STORED_INF


def _value(value: object, whole: bool = True) -> Value | None:
    """A value as saved: a whole number inside int32 or, unless ``whole``, a decimal number
    or the text of a fraction (``"5/3"``, as :func:`~minimax_viz.games.exact.json_value`
    writes them); None if not one."""
    if _int32(value):
        return value  # type: ignore[return-value]
    if whole or not (type(value) is float and not value.is_integer()
                     or type(value) is str and "/" in value):
        return None
    try:
        found = read_exact(value)
    except ValueError:
        return None
    return found if -STORED_INF < found < STORED_INF else None


def _window_bound(value: object, whole: bool) -> bool:
    """A window bound as saved: "inf", "-inf" or a value (:func:`_value`)."""
    return value in ("inf", "-inf") or _value(value, whole) is not None


def _read_bound(value: object) -> Number:
    return float(value) if value in ("inf", "-inf") else \
        _value(value, False)  # type: ignore[return-value]


def bad(call_id: int, key: str, value: object, expected: str) -> TraceFormatError:
    return TraceFormatError(f"call {call_id}: {key} {quote(value)} is not {expected}")


class CallChecker:
    """Checks call after call against the calls before it, and appends each to ``recorder``."""

    def __init__(self, recorder: Recorder, root: Any, options: SearchOptions,
                 student: StudentColumns | None = None, code_lines: int = 0) -> None:
        self.r, self.game = recorder, recorder.game
        #: A student's trace: the game-rule checks relaxed, its own fields gathered here.
        self.student, self.code_lines = student, code_lines
        self.options = options
        self.order = options.move_order(self.game)
        #: Iterative deepening: the best move of each position the current iteration searched
        #: (what the next one tries first, as :mod:`minimax_viz.search.deepening` keeps it).
        self.best_moves: dict[Any, int] = {}
        self.last_iteration = 0  # the root call of the latest iteration read
        self.positions: list[Any] = [root]
        self.open: list[int] = []          # the call before and its callers, root first
        self.child_moves: dict[int, list[int]] = {}

    def _is_move(self, value: object) -> bool:
        return is_whole(value) and value in self.game.all_moves()

    def _close(self, call_id: int) -> None:
        """``call_id`` has returned: its children and skipped moves must be its moves."""
        r, index = self.r, call_id - 1
        if self.student is not None:  # a student's search need not follow the rules
            return
        if self.options.iterative and call_id == 1:
            self._close_deepening()
            return
        moves = self.child_moves.pop(call_id, [])
        skipped = list(r.cuts.get(call_id, ((), None))[0])
        at_once = r.outcome[index] or r.memo[index] or call_id in r.estimates
        expected = [] if at_once else list(self.order(self.positions[index]))
        if moves + skipped != expected or skipped and not moves:
            what = "none (it returned at once)" if at_once else \
                f"its moves in search order, {', '.join(map(str, expected))}"
            raise TraceFormatError(f"call {call_id}: its children's moves"
                                   f" {quote(moves)} and skipped {quote(skipped)} are not {what}")
        best = r.best_move[index]
        if self.game.has_chance and self.game.is_chance(self.positions[index]):
            if best >= 0:  # the dice choose: no move is picked
                raise bad(call_id, "best_move", best, "null at a chance node")
            return
        if best >= 0 and not (best in moves or r.memo[index] and
                              best in self.game.moves(self.positions[index])):
            raise bad(call_id, "best_move", best, "the move of one of its children")
        if best < 0 and moves:
            raise bad(call_id, "best_move", None, "a move: the call searched its children")
        if best >= 0:
            self.best_moves[self.positions[index]] = best

    def _close_deepening(self) -> None:
        """The deepening loop's call returns its last iteration's score and best move."""
        r, last = self.r, self.last_iteration
        if not last:
            raise TraceFormatError("call 1: an iterative search makes at least one iteration")
        for key, column in (("score", r.score), ("best_move", r.best_move)):
            if column[0] != column[last - 1]:
                raise bad(1, key, column[0], f"the last iteration's (call {last}),"
                          f" {column[last - 1]}")

    def _start_iteration(self, call_id: int, move: object) -> Any:
        """An iteration's root call: the deepening loop's, on the root position, no move; it
        tries first the moves the previous iteration found best."""
        if move is not None:
            raise bad(call_id, "move", move, "null: an iteration of iterative deepening"
                      " searches the root position again")
        self.order = self.options.move_order(self.game, self.best_moves)
        self.best_moves = {}
        self.last_iteration = call_id
        return self.positions[0]

    def close_all(self) -> None:
        while self.open:
            self._close(self.open.pop())

    def add(self, call: object, call_id: int) -> None:
        """Check call ``call_id`` (a dict read from the file) and append it."""
        r, game = self.r, self.game
        if not isinstance(call, dict):
            raise TraceFormatError(f"call {call_id}: not an object but {quote(call)}")
        if not _REQUIRED <= call.keys():
            raise TraceFormatError(f"call {call_id}: no {min(_REQUIRED - call.keys())!r} field")
        parent, depth, move = call["parent"], call["depth"], call["move"]
        skipped = call.get("skipped", [])
        if call["id"] != call_id or not is_whole(call["id"]):
            raise bad(call_id, "id", call["id"], f"{call_id} (ids run 1, 2, 3, ... in order)")
        if call_id == 1:
            if parent is not None or move is not None or depth != 0 or not is_whole(depth):
                raise TraceFormatError(f"call 1: the first call must be the root (parent null,"
                                       f" move null, depth 0), not parent {quote(parent)},"
                                       f" move {quote(move)}, depth {quote(depth)}")
            position = self.positions[0]
        else:
            if not is_whole(parent) or parent not in self.open:
                shown = ", ".join(map(str, self.open[-12:]))
                raise bad(call_id, "parent", parent, "an earlier call still searching (one of "
                          f"{'..., ' if len(self.open) > 12 else ''}{shown})")
            while self.open[-1] != parent:
                self._close(self.open.pop())
            if self.student is None and (
                    r.outcome[parent - 1] or r.memo[parent - 1] or parent in r.estimates):
                raise TraceFormatError(f"call {call_id}: parent {parent} returned at once (a"
                                       " finished game, a memo hit or an estimate), so it made"
                                       " no calls")
            if depth != r.depth[parent - 1] + 1 or not is_whole(depth):
                raise bad(call_id, "depth", depth, f"call {parent}'s depth + 1 = "
                          f"{r.depth[parent - 1] + 1}")
            if self.student is not None:
                if move is not None and not self._is_move(move):
                    raise bad(call_id, "move", move, "a move of the game or null")
                position = self.positions[0]
            elif self.options.iterative and parent == 1:
                position = self._start_iteration(call_id, move)
                self.positions.append(position)
            else:
                above = self.positions[parent - 1]
                if not self._is_move(move) or move not in game.moves(above):
                    raise bad(call_id, "move", move, f"a legal move of call {parent}'s position"
                              f" {game.format(above)}")
                self.child_moves.setdefault(parent, []).append(move)
                position = game.play(above, move)
                self.positions.append(position)
        self.open.append(call_id)
        if self.student is not None:
            position = self._student_call(call, call_id)
        text, to_move = game.format(position), game.to_move(position)
        if self.student is None and call["board"] != text:
            raise bad(call_id, "board", call["board"], f"the position its moves give, {text}")
        if self.student is None and call.get("player", to_move) != to_move:
            raise bad(call_id, "player", call["player"], f"{to_move}, the side to move")
        whole = game.whole_values
        score = _value(call["score"], whole)
        if score is None:
            raise bad(call_id, "score", call["score"], "a whole number in int32" if whole
                      else 'a whole number in int32, a decimal or a fraction such as "5/3"')
        if call["best_move"] is not None and not self._is_move(call["best_move"]):
            raise bad(call_id, "best_move", call["best_move"], "a move of the game or null")
        if call["outcome"] not in r.outcome_names or self.student is None and \
                (call["outcome"] is None) != (game.outcome(position) is None):
            names = ", ".join(repr(name) for name in r.outcome_names[1:])
            raise bad(call_id, "outcome", call["outcome"], f"null, {names} as the position"
                      " says (null while the game goes on)")
        if type(call.get("memo_hit", False)) is not bool:
            raise bad(call_id, "memo_hit", call["memo_hit"], "true or false")
        estimate = call.get("estimate", False)  # a depth limit's guess (absent in older files)
        if type(estimate) is not bool or (estimate and call["outcome"] is not None):
            raise bad(call_id, "estimate", estimate, "true or false (false on a finished game)")
        window = r.alpha is not None and r.beta is not None
        for key in ("alpha", "beta"):
            if not (_window_bound(call.get(key), whole) if window else call.get(key) is None):
                raise bad(call_id, key, call.get(key), ("'inf', '-inf' or a whole number in"
                                                        " int32" if whole else "'inf', '-inf'"
                                                        " or a value") if window else
                          "null (no alpha-beta)")
        legal = game.moves(position)
        if type(skipped) is not list or not all(self._is_move(m) and m in legal for m in skipped):
            raise bad(call_id, "skipped", skipped, f"a list of legal moves of its position {text}")
        if call.get("cut") not in (("alpha", "beta") if skipped else (None,)):
            raise bad(call_id, "cut", call.get("cut"), "'alpha' or 'beta' (moves were skipped)"
                      if skipped else "null (no move was skipped)")
        if self.student is not None and estimate:  # a memo hit is a cache's (lru_cache)
            raise bad(call_id, "estimate", True, "false in a student's trace")
        r.append(parent or 0, move, depth, score, call["best_move"], call["outcome"],
                 call.get("memo_hit", False),
                 _read_bound(call["alpha"]) if window else None,
                 _read_bound(call["beta"]) if window else None,
                 tuple(skipped), call.get("cut"), estimate)

    def _student_call(self, call: dict[str, Any], call_id: int) -> Any:
        """A student's call: its board as saved (any position the game can show), its player
        one of the game's; its own fields go to the student's columns."""
        game, student = self.game, self.student
        assert student is not None
        board = call["board"]
        position = game.student.position(board) if isinstance(board, str) else None
        if position is None:
            raise bad(call_id, "board", board, f"a position of {game.title}")
        player = call.get("player")
        if player not in game.players:
            raise bad(call_id, "player", player, f"one of {', '.join(game.players)}")
        student.add(call, call_id, position, str(player), self.code_lines)
        return position
