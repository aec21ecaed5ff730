"""One form's check of a student's recorded calls, call by call in the order they ran.

Each call is judged from what the student's own calls show: its board must be its
caller's board with one legal, untried move played; a finished game must return a
value in the game's order (:mod:`.leaves`); an unfinished one must try its moves
(in the student's own order) until the form's pruning rule stops it, and return
what the form computes from its moves' returned values. Because each call is
judged on its children's own values, a difference is named at the first call
whose own work is wrong, and the count of steps (each call's start and return)
before it says how far the form fits.
"""

from __future__ import annotations

import math
from typing import Any

from ..explain import words
from ..explain.words import difference_fact as fact
from ..games import Game, Outcome
from ..record.student import Fault
from .difference import Difference, make
from .facts import Facts
from .forms import Form
from .leaves import LeafOrder


class _Found(Exception):
    def __init__(self, difference: Difference) -> None:
        super().__init__(difference.sentence)
        self.difference = difference


class Walk:
    """The check of one form; :meth:`run` gives the first difference and the steps before."""

    def __init__(self, facts: Facts, form: Form, draws: set[Any], fault: Fault | None,
                 unseen_draw: bool = False) -> None:
        self.facts, self.form, self.fault = facts, form, fault
        self.game: Game = facts.game
        self.leaves = LeafOrder(self.game, form, draws, unseen_draw)
        self.steps = 0
        #: How many calls the form's pruning rule stopped with moves left untried.
        self.cuts = 0
        #: How many calls reached the pruning rule's condition (at their last move or before).
        self.limits = 0
        #: How many calls returned a bound of alpha-beta's window instead of their exact value.
        self.bounds = 0
        self._embedded = not self.game.student.tells_turn
        #: The value each position's call returned, for the calls a cache answered: exact
        #: values by position; alpha-beta's bounds by position, then window, with their call.
        self.seen: dict[Any, Any] = {}
        self.bounds_seen: dict[Any, dict[tuple[float, float], tuple[Any, int]]] = {}
        self.memo = facts.tree.data.memo

    def run(self) -> tuple[Difference | None, int]:
        try:
            self.visit(1, -math.inf, math.inf)
        except _Found as found:
            return found.difference, self.steps
        return None, self.steps

    # -- one call -------------------------------------------------------------------------------
    def visit(self, call: int, alpha0: float, beta0: float) -> Any:
        """Check ``call`` (its start already checked by its caller); its value."""
        f = self.facts
        self.steps += 1
        position, over, kids = f.positions[call - 1], f.outcomes[call - 1], f.kids[call]
        if self.memo[call - 1] and not kids:
            return self._memo_hit(call, position, alpha0, beta0)
        if over is not None:
            if kids:
                raise _Found(make("extra", kids[0], fact("calls_again", move=f.move_words(kids[0])),
                                  fact("should_return", call=call, reason=over.reason),
                                  "terminal check missing or late"))
            return self._leaf(call, position, over)
        maximizing, negamax = self.form.maximizes(self.game, position), self.form.side is None
        legal, tried, mine = self.game.moves(position), list[int](), list[Any]()
        best, best_move, alpha, beta, stopped = None, None, alpha0, beta0, False
        for kid in kids:
            if stopped:
                raise _Found(make("extra", kid, fact("calls_again", move=f.move_words(kid)),
                                  words.cut_words(call, self.form.pruning, alpha, beta)))
            move = self._start(call, position, kid, legal, tried)
            tried.append(move)
            value = self.visit(kid, -beta, -alpha) if negamax else self.visit(kid, alpha, beta)
            mine.append(-value if negamax else value)
            if best is None or (mine[-1] > best if maximizing else mine[-1] < best):
                best, best_move = mine[-1], move
            if self.form.alphabeta and not (self.form.root_apart and call == 1):
                # plain minimax keeps the whole window (no bounds), as does a root that
                # searches each of its moves apart
                alpha, beta = (max(alpha, best), beta) if maximizing else (alpha, min(beta, best))
                stopped = self.form.cuts(alpha, beta)
                self.limits += alpha >= beta  # the window closed (a strict rule cuts later)
        self.steps += 1
        self._returned(call)
        rest = [move for move in legal if move not in tried]
        self.cuts += bool(stopped and rest)
        if rest and not stopped:
            # the call that should come next, named by the id it would have had; the
            # difference is marked on it, or on the call that stopped when the run ended there
            missing = self.facts.tree.subtree_end(call)
            after = self.game.play(position, rest[0])
            returns = fact("returns_instead", call=call) if kids else words.not_over_words(call)
            expected = fact("makes_next", call=call,
                            move=self.game.pictures.move_text_to(after, rest[0]))
            marked = missing if missing <= len(self.facts.tree) else call
            raise _Found(make("missing", marked, returns, expected, sentence=words.difference_sentence(
                "missing", missing, returns, expected, None)))
        assert best is not None
        self._value(call, position, (best, best_move, alpha0, beta0), kids, mine)
        value = f.values[call - 1]
        if not self.form.alphabeta or alpha0 < best < beta0:  # (then value == best: exact)
            self.seen.setdefault(position, value)
        else:  # a bound, right only for this window
            self.bounds_seen.setdefault(position, {}).setdefault((alpha0, beta0), (value, call))
        return value

    def _memo_hit(self, call: int, position: Any, alpha0: float, beta0: float) -> Any:
        """A call the student's cache answered: the value an earlier call found for it, exact
        or (alpha-beta) a bound found with the same window."""
        self.steps += 2
        self._returned(call)
        value, earlier = self.facts.values[call - 1], self.seen.get(position)
        bounds = self.bounds_seen.get(position, {})
        if earlier is None and (alpha0, beta0) in bounds:
            earlier = bounds[alpha0, beta0][0]
        if earlier is not None and value != earlier:
            raise _Found(make("score", call, words.signed(value), words.signed(earlier)))
        if earlier is None:  # remembered from a call a cut stopped, with another window
            found = next((c for v, c in bounds.values() if v == value), None)
            if found is not None:
                raise _Found(make("score", call, words.signed(value), fact("exact_value"),
                                  "a bound remembered as a value", fact(
                                      "remembered_bound", call=call,
                                      value=words.signed(value), earlier=found)))
        return value

    def _leaf(self, call: int, position: Any, over: Outcome) -> Any:
        self.steps += 1
        self._returned(call)
        value = self.facts.values[call - 1]
        found = self.leaves.check(call, position, over, value)
        if found is not None:
            raise _Found(found)
        self.seen.setdefault(position, value)
        return value

    def _returned(self, call: int) -> None:
        """A call that never returned a number: its fault, or "returns nothing"."""
        if self.facts.finished[call - 1]:
            return
        fault = self.fault
        if fault is not None and call in self.facts.tree.path(min(fault.call,
                                                                  len(self.facts.values))):
            raise _Found(Difference("fault", fault.call, "", "", None, fault.message))
        raise _Found(make("unreadable", call, fact("nothing"), ""))

    # -- a call's start: its board and its player ---------------------------------------------
    def _start(self, call: int, position: Any, kid: int, legal: tuple[int, ...],
               tried: list[int]) -> int:
        """The move ``kid`` plays from ``call``'s board, checked (the first difference raised)."""
        f, game = self.facts, self.game
        board, move = f.positions[kid - 1], f.move(kid)
        if move not in legal or not f.same(board, game.play(position, move)):
            # the recorded move did not explain the board (e.g. a pile with the wrong player
            # beside it): the untried move that does, if one does
            move = next((m for m in legal if m not in tried
                         and f.same(board, game.play(position, m))), move)
        if move in legal and f.same(board, game.play(position, move)):
            if move in tried:
                raise _Found(make("extra", kid, fact("tries_again", move=f.move_words(kid)),
                                  words.repeat_words(call)))
            self._player(position, kid, game.play(position, move))
            return move
        untried = [m for m in legal if m not in tried]
        wanted = move if move in untried else untried[0] if untried else None
        if wanted is None:
            raise _Found(make("extra", kid, fact("calls_again", move=f.move_words(kid)),
                              fact("tried_every_move", call=call)))
        after = game.play(position, wanted)
        mistake: words.Mistake | None = "board not restored" \
            if self._not_restored(call, position, kid) else \
            "player never switched" if self._twice(call, position, board) else None
        raise _Found(make("board", kid, game.format(board), fact(
            "board_after", board=game.format(after),
            move=game.pictures.move_text_to(after, wanted)), mistake))

    def _player(self, position: Any, kid: int, after: Any) -> None:
        """A call whose player argument is not the side to move, when its own calls show that
        side really moving (else the argument is only a max/min flag, judged by the values)."""
        f, game = self.facts, self.game
        recorded, expected = f.players[kid - 1], game.to_move(after)
        if recorded == expected:
            return
        grandkids = f.kids[kid]
        shown = bool(grandkids) if self._embedded else bool(grandkids) and \
            f.mover_into(f.positions[kid - 1], f.positions[grandkids[0] - 1]) == recorded
        if shown:
            twice = recorded == game.to_move(position)
            raise _Found(make("player", kid, recorded, expected,
                              "player never switched" if twice else None))

    def _not_restored(self, call: int, position: Any, kid: int) -> bool:
        """True when an earlier sibling's move is still on ``kid``'s board."""
        f = self.facts
        before, board = self.game.format(position), f.text(kid)
        for sibling in f.kids[call]:
            if sibling == kid:
                return False
            theirs = f.text(sibling)
            if len(theirs) != len(before) or len(board) != len(before):
                return False
            changed = [i for i, (a, b) in enumerate(zip(before, theirs)) if a != b]
            if changed and all(board[i] == theirs[i] for i in changed):
                return True
        return False

    def _twice(self, call: int, position: Any, board: Any) -> bool:
        """True when the same side made the move into ``call`` and the next one."""
        f, parent = self.facts, self.facts.parent(call)
        if not parent:
            return False
        mover = f.mover_into(position, board)
        return mover is not None and mover == f.mover_into(f.positions[parent - 1], position)

    # -- a call's value and move ------------------------------------------------------------------
    def _value(self, call: int, position: Any, reference: tuple[Any, int | None, float, float],
               kids: list[int], mine: list[Any]) -> None:
        f = self.facts
        best, best_move, alpha0, beta0 = reference
        found = f.values[call - 1]
        if call == 1 and f.root_call == "move-only driver" and self.form.side is None:
            found = -found  # a driver that returned only its move: its move's call's negamax value
        if not _fits(found, best, alpha0, beta0):
            raise _Found(self._wrong_value(call, position, found, best, kids, mine))
        self.bounds += found != best
        chosen = f.best_move(call)
        if f.reported[call - 1] and alpha0 < best < beta0 and chosen != best_move:
            moves = [f.move(kid) for kid in kids]
            later = chosen in moves and mine[moves.index(chosen)] == best and \
                best_move in moves and moves.index(chosen) > moves.index(best_move)
            raise _Found(make("move", call, str(chosen), str(best_move),
                              "last best kept instead of first" if later else None))

    def _wrong_value(self, call: int, position: Any, found: Any, best: Any, kids: list[int],
                     mine: list[Any]) -> Difference:
        f, player = self.facts, self.game.to_move(position)
        low, high = min(mine), max(mine)
        expected = words.signed(best)
        if self.form.side is not None and low != high and \
                found == (low if self.form.maximizes(self.game, position) else high):
            kept, should = ("lowest", "highest") if found == low else ("highest", "lowest")
            return make("score", call, words.signed(found), expected, "min and max swapped",
                        words.swap_sentence(call, player, kept, should, found, best, False))
        if self.form.side is None and low != high and found == low:
            return make("score", call, words.signed(found), expected, "min and max swapped",
                        words.swap_sentence(call, player, "lowest", "highest", found, best, True))
        if self.form.side is None and found == max(f.values[kid - 1] for kid in kids):
            return make("score", call, words.signed(found), expected, "score not negated",
                        words.unnegated_sentence(call, found, best))
        return make("score", call, words.signed(found), expected)


def _fits(found: Any, best: Any, alpha0: float, beta0: float) -> bool:
    """True when ``found`` is a right value for a call whose moves give ``best`` with the
    window (alpha0, beta0): ``best`` itself, or (alpha-beta) a bound between ``best`` and the
    edge of the window it fell outside (fail-hard and fail-soft are both right)."""
    if found == best:
        return True
    if best <= alpha0:
        return bool(best <= found <= alpha0)
    return bool(best >= beta0 and beta0 <= found <= best)
