"""Reading a student's own values: the board and the player in the arguments, the result.

A student's minimax takes its board in whatever form they chose: the
tutorial's list with numbers in the empty cells, a string, a list of lists, an
object holding one of those. :class:`ValueReader` turns each argument into the
game's immutable position (a snapshot: later changes to the student's list do
not reach it), and each return value into a score and, where the student says
it, a move (``{"index": 4, "score": 10}``, ``(10, 4)``, an object with
``.score``, a plain number).

>>> from minimax_viz.games import TICTACTOE
>>> reader = ValueReader(TICTACTOE)
>>> reader.position(["O", 1, "X", "X", 4, "X", 6, "O", "O"])
'O.XX.X.OO'
>>> reader.position([["O", " ", "X"], ["X", " ", "X"], [" ", "O", "O"]])
'O.XX.X.OO'
>>> reader.result({"index": 4, "score": 10}), reader.result((-10, None)), reader.result(0)
((10, 4), (-10, None), (0, None))
"""

from __future__ import annotations

import inspect
import math
import numbers
from array import array
from collections.abc import Callable, Hashable
from itertools import repeat
from typing import Any

from ...errors import InvalidOptionError, NeedsHintError, is_whole, quote, whole_text
from ...games import Game
from .boards import BoardFacts
from .calling import ROLES
from .calls import OPEN, Scored

#: Attributes of a student's own board object that may hold its cells.
HOLDERS = ("cells", "board", "squares", "grid", "state", "position")
_MOVE_KEYS = ("index", "move", "best_move", "bestMove", "spot", "cell")
_SCORE_KEYS = ("score", "value")
#: The largest score the int32 score column holds (a student's inf is clamped to it).
SCORE_LIMIT = 2**31 - 2


class ValueReader:
    """Reads positions, players and results of one student's function for one game."""

    def __init__(self, game: Game, read: Callable[[Any], Any] | None = None,
                 tokens: dict[Any, str] | None = None,
                 moves: Callable[[object], list[int]] | None = None) -> None:
        self.game = game
        self.custom = read
        #: The student's own token for each player (1 and -1, 1 and 2), when not a mark.
        self.tokens = {k: v for k, v in (tokens or {}).items() if not isinstance(k, str)}
        self.cache: dict[Hashable, Any] = {}
        #: What is learnt about the positions, kept across runs.
        self.boards = BoardFacts(game)
        self.tuple_move_first: bool | None = None
        #: The last run's moves came under a name ({"index": 4, ...}): they are moves.
        self.moves_named = False
        family = game.student.formats()
        #: The cells a returned move may mean (a cell, 1-9, (row, col)).
        self.own_moves = moves is not None  # the moves are read the board format's way
        self.move_readings: Callable[[object], list[int]] = moves or (
            family.move_readings if family is not None else _whole_number)

    # -- boards ---------------------------------------------------------------------------
    def position(self, value: object) -> Any:
        """The game position ``value`` shows, or None when it shows none."""
        cls = type(value)
        if cls not in (list, str, tuple):  # an object may change: read it every time
            return self._read(value)
        key: Hashable = tuple(value) if cls is list else value  # type: ignore[arg-type]
        try:
            return self.cache[key]
        except (KeyError, TypeError):
            pass
        found = self._read(value)
        if found is not None:
            try:
                self.cache[key] = found
            except TypeError:  # an unhashable board (a list of lists): read it every time
                pass
        return found

    def _read(self, value: object, nesting: int = 0) -> Any:
        found = self.custom(value) if self.custom is not None else \
            self.game.student.position(value)  # only the game knows its boards
        if found is not None:
            return found
        if nesting < 2:
            for name in HOLDERS:
                inner = getattr(value, name, None)
                if inner is not None and not callable(inner):
                    found = self._read(inner, nesting + 1)
                    if found is not None:
                        return found
        return None

    # -- players ---------------------------------------------------------------------------
    def player(self, value: object, maximizer: str) -> str | None:
        """The player ``value`` names: one of the game's players, or True/False for
        "the maximizer moves" (None when it names none)."""
        if isinstance(value, bool):
            return maximizer if value else self.game.other(maximizer)
        if self.tokens and type(value) in (int, float):
            return self.tokens.get(value)
        if isinstance(value, str):
            for player in self.game.players:
                if value == player or value.upper() == str(player).upper():
                    return player
        return None

    # -- results: every return value is read here ------------------------------------------
    def snapshot(self, value: Any) -> Any:
        """What :class:`~.sink.CallSink` keeps of a return value that is not a number or a
        tuple: a dict copied (read with the others after the run), anything else read now."""
        cls = type(value)
        return value.copy() if cls is dict else tuple(value) if cls is list else \
            Scored(*self.result(value))

    def results(self, values: list[Any]) -> tuple[list[Any], list[Any]]:
        """Every return value of a run read at once: per call its score and its move, as
        found (not yet checked: :func:`checked_scores` and :func:`checked_moves` do that)."""
        self.moves_named = False  # each run's own: only _dict_results names its moves
        if values and type(values[0]) is dict:
            found = self._dict_results(values)
            if found is not None:
                return found
        kinds = set(map(type, values))
        if kinds <= {int}:
            return values, [None] * len(values)
        self._learn_pair_order([v for v in values if type(v) is tuple and len(v) == 2])
        read = [(None, None) if value is OPEN else value if type(value) is Scored
                else self.result(value) for value in values]
        return [score for score, _ in read], [move for _, move in read]

    def _dict_results(self, values: list[Any]) -> tuple[list[Any], list[Any]] | None:
        """The tutorial's dicts, the keys found once: per call its score and move, each
        column one pass in C; None when not every value is a dict (``dict``'s own methods
        refuse any other value: a run's results hold no dict subclass, read when it
        returned, :meth:`snapshot`)."""
        has = dict.__contains__
        try:
            score_key = next((k for k in _SCORE_KEYS if any(map(has, values, repeat(k)))),
                             "score")
            scores = list(map(dict.get, values, repeat(score_key)))
        except TypeError:
            return None
        move_key = next((k for k in _MOVE_KEYS if any(map(has, values, repeat(k)))), "index")
        self.moves_named = True
        if self.own_moves:
            return scores, list(map(self.cell, map(dict.get, values, repeat(move_key))))
        return scores, list(map(dict.get, values, repeat(move_key), repeat(-1)))

    def _learn_pair_order(self, pairs: list[tuple[Any, Any]]) -> None:
        """Which side of the run's pairs is the score, decided from all of them before any
        is read: the side that is None somewhere is the move; else the side that holds a
        number no move can be (-10, 2.5, inf). Two readings that both fit stop the run
        with a question naming a pair."""
        if not pairs or self.tuple_move_first is not None:
            return
        none_first = any(a is None and b is not None for a, b in pairs)
        none_second = any(b is None and a is not None for a, b in pairs)
        if none_first != none_second:
            self.tuple_move_first = none_first
            return
        fits = [order for order, (moves, scores) in
                ((True, ([a for a, _ in pairs], [b for _, b in pairs])),
                 (False, ([b for _, b in pairs], [a for a, _ in pairs])))
                if all(m is None or self.move_readings(m) for m in moves)
                and all(_number(v) is not None for v in scores)]
        if len(fits) == 1:
            self.tuple_move_first = fits[0]
        elif len(fits) == 2:
            shown = next((p for p in pairs if p[0] != p[1]), pairs[0])
            raise NeedsHintError(
                f"the search returned pairs such as {quote(shown)}: each side could be the"
                " score or the move; say how to call it with --call, or return"
                " {'score': ..., 'move': ...}")

    def result(self, value: object) -> tuple[float | None, int | None]:
        """``(score, move)`` of a return value; None where it says nothing."""
        if isinstance(value, bool):
            return None, None
        if isinstance(value, (int, float)):
            return value, None
        if isinstance(value, dict):
            return (_number(_first(value.get, _SCORE_KEYS)),
                    self.cell(_first(value.get, _MOVE_KEYS)))
        if isinstance(value, (tuple, list)) and len(value) == 2:
            return self._pair(value[0], value[1])
        if isinstance(value, (tuple, list)) and len(value) == 3:  # [row, col, score]
            number = _number(value[2])
            cells = self.move_readings(tuple(value[:2]))
            return (number, cells[0]) if number is not None and len(cells) == 1 else \
                (number, None)
        found = _first(lambda key: getattr(value, key, None), _SCORE_KEYS)
        return _number(found), self.cell(_first(lambda key: getattr(value, key, None),
                                                _MOVE_KEYS))

    def _pair(self, a: object, b: object) -> tuple[float | None, int | None]:
        """``(score, move)`` or ``(move, score)``: learnt at the first pair with a None move."""
        if self.tuple_move_first is None and (a is None) != (b is None):
            self.tuple_move_first = a is None
        if self.tuple_move_first:
            return _number(b), self.cell(a)
        return _number(a), self.cell(b)

    def cell(self, value: object) -> int | None:
        """The cell a move the student returned names (None: it names none)."""
        if value is None or isinstance(value, bool):
            return None
        readings = self.move_readings(value)
        if len(readings) == 1:
            return readings[0]
        move = _move(value)
        return move if move in readings else readings[0] if readings else None


def driver_result(reader: ValueReader, value: object, tried: list[int],
                  action: bool = False, tried_scores: list[Any] | None = None,
                  counts_from_one: bool = False) -> tuple[float | None, int | None]:
    """What a driver's call returned (a search's entry that only scores each root move):
    its move, as a move it tried, and its score where it says one (``action``: the
    interface says it returns a move only). A value that reads as two different moves
    it tried stops with a question, naming the value."""
    raw = value.item() if hasattr(value, "item") and not isinstance(value, (list, tuple)) \
        else value
    readings: list[tuple[float | None, int]] = [
        (None, move) for move in reader.move_readings(raw) if move in tried]
    if isinstance(raw, (tuple, list)) and len(raw) in (2, 3) and not action:
        for score, move in ((raw[-1], raw[:-1] if len(raw) == 3 else raw[0]),
                            (raw[0], raw[1:] if len(raw) == 3 else raw[1])):
            number = _number(score)
            readings += [(number, m) for m in reader.move_readings(move)
                         if m in tried and number is not None]
    if isinstance(raw, dict) or type(raw) is Scored or hasattr(raw, "score"):
        score, move = raw if type(raw) is Scored else reader.result(raw)
        readings += [(score, move)] if move in tried else []
    moves = {move for _, move in readings}
    if len(moves) > 1 and tried_scores:  # (move, score): the score its move's call returned
        agree: list[tuple[float | None, int]] = [
            (score, move) for score, move in readings if score is not None and
                 tried_scores[tried.index(move)] in (score, -score)]
        if len({move for _, move in agree}) == 1:
            readings, moves = agree, {agree[0][1]}
    if len(moves) > 1 and tried_scores:  # a cell 0-8 or 1-9: the one its own scores pick
        numbers = [score for score in tried_scores if score is not None]
        extremes = {tried[i] for i, score in enumerate(tried_scores)
                    if numbers and score in (max(numbers), min(numbers))}
        if len(moves & extremes) == 1:
            readings = [r for r in readings if r[1] in extremes]
            moves = moves & extremes
    if counts_from_one and is_whole(raw) and int(raw) - 1 in tried:
        readings, moves = [(None, int(raw) - 1)], {int(raw) - 1}  # its code returns a cell + 1
    if len(moves) > 1:
        raise NeedsHintError(
            f"the search returned {quote(value)}, which reads as more than one of the moves"
            f" it tried ({', '.join(map(str, sorted(moves)))}); say how to call the search"
            " itself with --call")
    if not readings:
        score = _number(raw)
        known = [s for s in tried_scores or () if s is not None]
        if score is not None and known and score not in known and -score not in known and \
                is_whole(raw) and (raw in tried or raw - 1 in tried):
            # a score is its moves' best (or its negation): this is rather a move its boards
            # do not show as one (a cell's number beside a grid of rows)
            raise NeedsHintError(
                f"the search returned {quote(value)}, which is no move it tried as its"
                " boards show them and no score its moves returned; say how to call the"
                " search itself with --call")
        return score, None
    scores = [score for score, _ in readings if score is not None]
    return (scores[0] if scores else None), readings[0][1]


def checked_scores(scores: list[Any]) -> list[Any]:
    """The scores with anything that is not a number (None, a bool, NaN) as None."""
    if set(map(type, scores)) <= {int}:
        return scores
    return list(map(_number, scores))


def checked_moves(moves: list[Any]) -> array[int]:
    """The moves as a column, -1 where there is none or it is not a whole number."""
    classes = set(map(type, moves))
    if classes <= {int, type(None)}:
        if type(None) in classes:
            moves = list(map({None: -1}.get, moves, moves))
        try:  # the column's own range check, in C
            column = array("h", moves)
        except OverflowError:
            pass
        else:
            if min(column, default=0) >= -1:
                return column
    return array("h", [m if m is not None and 0 <= m < 2**15 else -1
                       for m in map(_move, moves)])


def _first(get: Callable[[str], object], keys: tuple[str, ...]) -> object:
    for key in keys:
        found = get(key)
        if found is not None:
            return found
    return None


def _number(value: object) -> float | None:
    if type(value) is int:
        return value
    if isinstance(value, numbers.Real) and not isinstance(value, (bool, int, float)):
        value = float(value) if not isinstance(value, numbers.Integral) else int(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        return None
    return value


def _move(value: object) -> int | None:
    """A move as a whole number (a numpy int too) or its ASCII digits, else None."""
    if is_whole(value):
        return int(value)
    return whole_text(value) if isinstance(value, str) else None


def stored_score(score: float | None) -> int:
    """A score as the recorder's int32 column holds it (None: 0; inf clamped)."""
    if score is None:
        return 0
    return int(max(-SCORE_LIMIT, min(SCORE_LIMIT, score)))


# -- which argument is which ------------------------------------------------------------------
def parameters(function: Callable[..., Any]) -> list[str]:
    """The names of ``function``'s positional parameters."""
    try:
        return [p.name for p in inspect.signature(function).parameters.values()
                if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        return []


def parameter_index(params: list[str], given: str | int | None,
                    roles: tuple[str, ...]) -> tuple[int | None, str | None]:
    """``(index, name)`` of the parameter ``given`` names, else of the one whose name says
    it holds one of ``roles``, the most usual name first (:data:`~.calling.ROLES`'s order:
    ``turn`` before ``me``)."""
    if is_whole(given):
        return int(given), params[given] if given < len(params) else None
    if isinstance(given, str):
        return (params.index(given) if given in params else None), given
    lowered = [name.lower() for name in params]
    for role in roles:
        for usual in ROLES[role]:
            if usual in lowered:
                index = lowered.index(usual)
                return index, params[index]
    return None, None


def check_parameter(function: Callable[..., Any], option: str, given: str | int | None) -> None:
    """Raise InvalidOptionError when ``given`` (the ``position`` or ``player`` option)
    names no parameter ``function`` could be passed."""
    try:
        kinds = {p.kind for p in inspect.signature(function).parameters.values()}
    except (TypeError, ValueError):
        return
    params = parameters(function)
    if not (given is None or isinstance(given, str) or is_whole(given)) or (
            is_whole(given) and (given < 0 or given >= len(params)
                                 and inspect.Parameter.VAR_POSITIONAL not in kinds)) or (
            isinstance(given, str) and given not in params
            and inspect.Parameter.VAR_KEYWORD not in kinds):
        name = getattr(function, "__name__", "the function")
        raise InvalidOptionError(f"{option} {quote(given)} is not one of {name}'s parameters"
                                 f" ({', '.join(params) or 'none'})")


def describe_arguments(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """The arguments as an error message quotes them."""
    shown = [quote(a, 40) for a in args] + [f"{k}={quote(v, 40)}" for k, v in kwargs.items()]
    return ", ".join(shown)


def _whole_number(value: object) -> list[int]:
    return [int(value)] if is_whole(value) else []
