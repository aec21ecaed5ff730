"""From the raw notes of a recorded student's run to a :class:`CallTree`.

While the student's function runs, :class:`~.calls.Calls` only takes notes (a
caller, a board snapshot, the player argument, the result); :func:`build_tree` then
works out each call's depth, its move (the cell that differs from its caller's
board), whether the game was over, the best move when the student did not
return one, and the scoring. Each step is a pass over whole columns with
per-position caches, because the full Tic-Tac-Toe tree has 549,946 calls and
the recording must cost at most as much again as the student's function.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable
from functools import partial
from itertools import compress, islice, repeat
from operator import add, mul
from typing import TYPE_CHECKING, Any

from ...games import Game
from ...search import DEFAULT_SCORING
from ..calltree import CallTree
from ..recorder import GOES_ON, Recorder
from .boards import move_between
from .calls import OPEN, Calls
from .code import StudentCode, StudentOptions, site_lines
from .read import ValueReader, checked_moves, checked_scores, driver_result, stored_score

if TYPE_CHECKING:
    from .calls import Fault

#: bytes.translate table taking each stored depth + 1 back to the depth.
_MINUS_ONE = bytes([0, *range(255)])
#: bytes.translate table taking the high byte of each stored best move to "reported"
#: (-1, no move, is the one stored move whose high byte is 0xFF).
_REPORTED = bytes([1] * 255 + [0])
#: bytes.translate table swapping 0 and 1.
_NOT = bytes([1, 0, *bytes(254)])
#: bytes.translate table adding one to a depth (depths stay below 255).
_PLUS_ONE = bytes([*range(1, 256), 0])
#: bytes.translate table taking 0 to 1 and anything else to 0.
_IS_ZERO = bytes([1, *bytes(255)])


#: What a student's call 1 can be (:attr:`StudentRecorder.root_call`).
ROOT_CALLS = ("search", "driver", "move-only driver")


class StudentRecorder(Recorder):
    """A :class:`Recorder` that also keeps, per call, the student's own board and
    player, whether the call returned, whether the student said which move was best,
    and (worked out when first asked) the line of the student's code that made it."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.positions = []
        self.players = []
        self.finished = bytearray()
        self.reported = bytearray()
        self._lines: array[int] | None = None
        #: What stopped the run early (None: nothing), kept with the tree and its file.
        self.fault: Fault | None = None
        #: Per call, the value the student's function really returned (None: no number).
        self.values: list[Any] = []
        #: What call 1 is (:data:`ROOT_CALLS`): the search itself, a driver that scores each
        #: root move by calling the search, or such a driver that returned only its move (its
        #: score is then its move's call's, a value for that call's side: in negamax, the
        #: root's own negated).
        self.root_call = "search"
        self._line_notes: tuple[StudentCode | None, Calls, dict[str, Any]] | None = None

    @property
    def call_lines(self) -> array[int]:
        """Per call, the index of the shown source line that made it (-1: unknown)."""
        if self._lines is None:
            code, calls, names = self._line_notes or (None, Calls(), {})
            self._lines = _call_lines(code, calls, names, len(self.parent))
            self._line_notes = None
        return self._lines


def build_tree(calls: Calls, game: Game, reader: ValueReader, code: StudentCode | None,
               scoring: str | None, names: dict[str, Any], fault: Fault | None = None,
               driver: str | None = None, root_player: str | None = None,
               counts_from_one: bool = False) -> CallTree:
    """The :class:`CallTree` of one recorded run (``names``: the student's globals,
    to tell which recursive call line passed which player; ``driver``: the entry only
    drives the search, so its calls return a move (``"action"``: only a move), not
    only a score)."""
    positions, parents = calls.positions, calls.parents
    depth = array("B", calls.depths.translate(_MINUS_ONE))
    # a driver's own result is a move, read against the moves it tried (_read_driver)
    results = [OPEN, *calls.results[1:]] if driver and calls.sites and calls.sites[0] == 0 \
        else calls.results
    scores, stored, best, finished, reported = _results(results, reader)
    root = positions[0]
    maximizer = reader.player(calls.players[0], game.to_move(root)) or root_player or \
        game.to_move(root)
    players = _players(game, reader, calls.players, positions, maximizer)
    if not game.student.tells_turn and \
            all(p is None for p in calls.players):  # no player anywhere: the turns alternate
        players = [maximizer if d % 2 == 0 else game.other(maximizer) for d in depth]
    if not game.student.tells_turn:  # the value does not say whose turn
        positions = list(map(game.student.turn, positions, players))
        root = positions[0]
    moves = _moves(game, positions, parents, reader.boards.moves_between)
    root_call = "search"
    if driver and calls.sites and calls.sites[0] == 0:
        root_call = "driver"
        if _read_driver(calls, reader, moves, scores, stored, best, finished, reported,
                        driver == "action", counts_from_one):
            root_call = "move-only driver"
    if not reader.moves_named:
        _drop_unplayed_moves(parents, moves, best, reported)
    _infer_best(parents, depth, scores, moves, best, reported)
    outcomes = reader.boards.outcome_codes(positions)
    recorder = StudentRecorder(game)
    recorder.append_many(parents, moves, depth, stored, best, outcomes)
    recorder.positions = positions
    recorder.players = players
    recorder.finished, recorder.reported = finished, reported
    for index in calls.memos | _answered_from_memory(positions, parents, scores, finished,
                                                     outcomes):
        recorder.memo[index] = 1  # answered by the student's own cache
    recorder.values = scores  # the real returned values (the score column clamps -inf, 0.5)
    recorder.root_call = root_call
    if fault is not None:  # only a fault leaves calls open (a raise, caught or not, is one)
        recorder.raised = {i + 1 for i, result in enumerate(calls.results) if result is OPEN}
    recorder.fault = fault
    recorder._line_notes = (code, calls, names)
    if scoring is None:  # the scores of finished games (a call that went on is no evidence)
        n = len(positions)
        over = {(depth[i], scores[i]) for i in islice(compress(range(n), outcomes), 5000)
                if finished[i] and (i + 1 == n or parents[i + 1] != i + 1)}
        scoring = _scoring(over)
    options = StudentOptions(scoring=scoring, code=code)
    return CallTree(game, root, options, recorder)


def _answered_from_memory(positions: list[Any], parents: array[int], scores: list[Any],
                          finished: bytearray, outcomes: Any) -> set[int]:
    """The calls a cache of the student's own answered (a dict of boards, say; lru_cache's
    hits are seen as they happen): a call that returned without trying a move on a board
    whose game goes on, the very score an earlier call had returned for the same board.
    Read any other way, such a call stopped its search too soon with the right score."""
    n = len(positions)
    callers = set(parents)  # the ids of the calls that made a call
    returned: dict[Any, Any] = {}  # a board, and the score a call that had returned gave it
    stack: list[int] = []  # the indices of the calls running, outermost first
    hits = set()
    for i in range(n):
        while stack and stack[-1] != parents[i] - 1:  # returned before call i began
            done = stack.pop()
            if finished[done]:
                returned.setdefault(positions[done], scores[done])
        stack.append(i)
        if i + 1 not in callers and finished[i] and outcomes[i] == GOES_ON:
            earlier = returned.get(positions[i], _NOTHING)
            if earlier is not _NOTHING and earlier == scores[i]:
                hits.add(i)
    return hits


_NOTHING = object()


def _results(results: list[Any], reader: ValueReader) -> tuple[
        list[Any], array[int], array[int], bytearray, bytearray]:
    """Per call: the score (None: none), the score as stored, the best move the student
    returned (-1: none), and whether it returned a score, and a move."""
    found, said = reader.results(results)
    scores = checked_scores(found)
    try:  # whole numbers within the column's range: one pass in C
        stored = array("i", scores)
        finished = bytearray(b"\x01") * len(scores)
    except (TypeError, OverflowError):
        stored = array("i", map(stored_score, scores))
        finished = bytearray(map(_is_number, scores))
    best = checked_moves(said)
    reported = bytearray(best.tobytes()[sys.byteorder == "little"::2].translate(_REPORTED))
    return scores, stored, best, finished, reported


def _is_number(score: object) -> bool:
    return score is not None


def _moves(game: Game, positions: list[Any], parents: array[int],
           moves_between: Callable[[list[Any], list[Any]], list[int | None]]) -> array[int]:
    """Each call's move: what changed from its caller's board (-1 at the root or unknown);
    ``moves_between`` remembers the pairs of boards seen before."""
    above = [positions[0], *positions]  # above[parent id] is the caller's position
    above = list(map(above.__getitem__, parents))
    found: list[Any] = moves_between(above, positions)
    found[0] = -1
    try:
        return array("h", found)  # one move explains each change
    except TypeError:
        pass
    for i in [i for i, move in enumerate(found) if move is None] if None in found else []:
        # several cells changed (a board not restored): ask the previous sibling's board
        sibling = next((j for j in range(i - 1, parents[i] - 1, -1)
                        if parents[j] == parents[i]), None)
        move = move_between(game, above[i], positions[i],
                            None if sibling is None else positions[sibling])[0]
        found[i] = -1 if move is None else move
    return array("h", found)


def _read_driver(calls: Calls, reader: ValueReader, moves: array[int], scores: list[Any],
                 stored: array[int], best: array[int], finished: bytearray,
                 reported: bytearray, action: bool, counts_from_one: bool) -> bool:
    """The root call of a driver: its returned move, and as its score its own, else
    the score its move's call returned (then True: that score is its move's call's)."""
    children = [i for i in range(1, len(moves)) if calls.parents[i] == 1]
    tried = [moves[i] for i in children]
    if calls.results[0] is OPEN:
        return False
    score, move = driver_result(reader, calls.results[0], tried, action,
                                [scores[i] for i in children], counts_from_one)
    from_move = False
    if move is not None:
        best[0], reported[0] = move, 1
        if score is None:
            score, from_move = scores[children[tried.index(move)]], True
    if score is not None:
        scores[0], stored[0], finished[0] = score, stored_score(score), 1
    return from_move and score is not None


def _drop_unplayed_moves(parents: array[int], moves: array[int], best: array[int],
                         reported: bytearray) -> None:
    """A value returned beside the score that is not one of the moves its call tried
    (a count of nodes visited, say) is no move: no call's "best move" is read from it."""
    if not any(reported):
        return
    # each (caller, move) pair as one number, in C: caller * 2**16 + move
    shift = partial(mul, 1 << 16)
    played = set(map(add, map(shift, parents), moves))
    claimed = set(map(add, map(shift, compress(range(1, len(best) + 1), reported)),
                      compress(best, reported)))
    callers = set(parents)
    if not any(code >> 16 in callers for code in claimed - played):
        return
    for i in range(len(best)):
        if reported[i]:
            best[i], reported[i] = -1, 0


def _infer_best(parents: array[int], depth: array[int], scores: list[Any], moves: array[int],
                best: array[int], reported: bytearray) -> None:
    """Where the student returned only a score: the first child that gave it."""
    n = len(parents)
    # in call order a caller's first child comes right after it, one deeper (any other
    # next call is no deeper): callers[i] says whether the call at index i (id i + 1) made
    # the next one, the depths compared as bytes in C (equal bytes XOR to a zero byte)
    depths = depth.tobytes()
    deeper = int.from_bytes(depths[:-1].translate(_PLUS_ONE), "little") ^ \
        int.from_bytes(depths[1:], "little")
    callers = deeper.to_bytes(n - 1, "little").translate(_IS_ZERO) if n > 1 else b""
    silent = reported[:n - 1].translate(_NOT)
    if not int.from_bytes(callers, "little") & int.from_bytes(silent, "little"):
        return  # no caller left its best move unsaid (two masks of 0/1 bytes, no byte shared)
    for i in range(1, len(parents)):
        p = parents[i] - 1
        if not reported[p] and best[p] == -1 and scores[i] is not None and \
                scores[i] == scores[p]:
            best[p] = moves[i]


def _players(game: Game, reader: ValueReader, given: list[Any], positions: list[Any],
             maximizer: str) -> list[str]:
    """Each call's player: from the player argument, else whose turn the board says."""
    try:
        named = {value: reader.player(value, maximizer) for value in set(given)}
        unnamed = None in named.values()
        if all(type(value) is str and value is player for value, player in named.items()):
            return list(given)  # the game's own player names ("X", "O"): read as they are
        players = list(map(named.__getitem__, given))
    except TypeError:  # an unhashable player argument
        players = [reader.player(value, maximizer) for value in given]
        unnamed = None in players
    if unnamed:
        players = [p or game.to_move(pos) for p, pos in zip(players, positions)]
    return players  # type: ignore[return-value]


def _call_lines(code: StudentCode | None, calls: Calls, names: dict[str, Any],
                n: int) -> array[int]:
    """Per call, the shown line that made it: as the profiling hook saw it, else the
    recursive call that passes this call's player (-1 when unknown)."""
    if code is None or len(calls.players) != n:
        return array("i", repeat(-1, n))
    if len(calls.lines) == len(calls.positions):
        return array("i", [-1 if (i := code.line_of(line)) is None else i for line in calls.lines])
    by_player = site_lines(code, names)
    try:
        return array("i", map(by_player.get, calls.players, repeat(-1)))
    except TypeError:  # an unhashable player argument
        return array("i", [by_player.get(v, -1) if type(v) in (str, bool) else -1
                           for v in calls.players])


def _scoring(terminal: set[tuple[int, Any]]) -> str:
    """The scoring the student's game-over scores follow (the default when unsure)."""
    values = {score for _, score in terminal}
    if values and values <= {1, -1, 0}:
        return "unit"
    if terminal and all(score in (10 - depth, depth - 10, 0) for depth, score in terminal) \
            and not values <= {10, -10, 0}:
        return "depth"
    return DEFAULT_SCORING
