"""Recording a student's own minimax: ``@minimax_viz.recorded`` on an ordinary function.

The decorator puts a wrapper under the function's name, so every call through
that name (the way a recursive function calls itself, also from nested helpers)
passes it: the wrapper notes the caller, an immutable snapshot of the board and
the player read from the arguments, and what came back. A recursion that runs
inside a nested function of the decorated one is followed with the
interpreter's profiling hook instead (:mod:`.nested`). The finished run
becomes the same :class:`CallTree` as the built-in search (:mod:`.tree`),
with the student's source in its options for the code panel.

Faults are shown, not fatal: an exception inside the student's code, a
recursion that never ends (``max_depth``) or a runaway search (``max_calls``)
stop the run; the tree keeps every call up to that point and ``f.fault`` says
what happened at which call (a :class:`StudentFaultWarning` says it too).

>>> @recorded
... def minimax(board, player):
...     if "." not in board:
...         return 0
...     other = "O" if player == "X" else "X"
...     scores = []
...     for i, cell in enumerate(board):
...         if cell == ".":
...             scores.append(minimax(board[:i] + player + board[i + 1:], other))
...     return max(scores) if player == "X" else min(scores)
>>> minimax("XOXXOOOX.", "X")
0
>>> minimax.tree
<CallTree of XOXXOOOX.: 2 calls, best move 8, score 0>
"""

from __future__ import annotations

import functools
import inspect
import sys
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from types import CodeType
from typing import Any, Literal, get_args

from ...errors import InvalidOptionError, NeedsHintError, one_of, whole_number
from ...games import Game, get_game
from ..calltree import CallTree
from ..recorder import paused_gc
from .calling import arguments_for
from .calls import Fault
from .code import adds_one, student_code
from .group import entry_recurses, recurses_by_own_name, search_codes
from .guard import guarded
from .hook import parameter_names, run_hooked, second_call
from .read import (
    ValueReader,
    check_parameter,
    parameter_index,
    parameters,
)
from .sink import MAX_CALLS, MAX_DEPTH, CallSink, Site, StopRecording
from .tree import build_tree
from .wrapper import cache_stand_ins, make_wrapper


def plain_note(fault: Fault) -> str:
    """The fault as the record layer alone says it (no sentence: those live in explain)."""
    return f"{fault.kind} at call {fault.call}: {', '.join(map(str, fault.facts))}"


#: The roles of the parameters a recording reads (:func:`~.calling.role_of`).
BOARD, PLAYER = ("board",), ("player", "maximizing")


class StudentFaultWarning(UserWarning):
    """Warned when a recorded run stops on a fault (the tree is kept)."""


#: What a driver's calls return: ``"auto"``, read it; ``"action"``, a move only.
DriverReturns = Literal["auto", "action"]


@dataclass(frozen=True)
class RecordOptions:
    """What the teacher says about a recorded function, checked once: the game, where
    the board and the player are among its parameters, how to read its boards and
    results (``read``, ``tokens``, ``moves``, or a named ``board_format`` / ``marks``),
    the scoring, the limits of a run, how to say a fault (``describe``), and what its
    calls return when it only drives the search (``driver_returns``: ``"auto"``, read
    it; ``"action"``, a move only, as CS50's and AIMA's interfaces say)."""

    game: Game | str | None = None
    position: str | int | None = None
    player: str | int | None = None
    read: Callable[[Any], Any] | None = None
    scoring: str | None = None
    max_calls: int = MAX_CALLS
    max_depth: int = MAX_DEPTH
    describe: Callable[[Fault], str] = plain_note
    tokens: dict[Any, str] | None = None
    moves: Callable[[object], list[int]] | None = None
    board_format: str | None = None
    marks: str | None = None
    driver_returns: DriverReturns = "auto"

    def __post_init__(self) -> None:
        whole_number("max_calls", self.max_calls, 1)
        whole_number("max_depth", self.max_depth, 1, 250)
        one_of("driver_returns", self.driver_returns, get_args(DriverReturns))
        object.__setattr__(self, "game", get_game(self.game))

    def reader(self) -> tuple[ValueReader, Any]:
        """The reader of the function's values, and the board format they follow (None:
        the game's own student boards)."""
        game: Game = self.game  # type: ignore[assignment]  # a Game since __post_init__
        fmt = board_format_of(game, self.board_format, self.marks)
        read, tokens, moves = self.read, self.tokens, self.moves
        if fmt is not None:
            read = read or (lambda value: position_in(fmt, game, value))
            tokens = tokens or {fmt.marks.token(p, 0): p for p in game.players}
            moves = moves or fmt.move_readings
        return ValueReader(game, read, tokens, moves), fmt


@dataclass(frozen=True)
class Run:
    """One finished run: its tree, what stopped it early (None: nothing), and what the
    function returned."""

    tree: CallTree
    fault: Fault | None
    value: Any


class Recording:
    """One recorded function: its :class:`RecordOptions`, the wrapper that stands under
    its name and notes its calls into a :class:`~.sink.CallSink`, and its last
    :class:`Run`."""

    def __init__(self, function: Callable[..., Any], options: RecordOptions | None = None,
                 **keywords: Any) -> None:
        if not callable(function):
            raise InvalidOptionError(f"recorded() needs a function, not {type(function).__name__}")
        self.options = options = options or RecordOptions(**keywords)
        self.function = function
        self.game: Game = options.game  # type: ignore[assignment]
        #: The student's board representation, when given (``board_format``, ``marks``).
        self.reader, self.format = options.reader()
        position, player = options.position, options.player
        namespace = getattr(inspect.unwrap(getattr(function, "__func__", function)),
                            "__globals__", {})
        codes = self.codes = search_codes(function)
        # one function recursing through its own name: the wrapper, standing under that
        # name, sees every call; any other shape is watched by the profiling hook
        self.sites: dict[CodeType, Site] | None = None
        if len(codes) > 1 or (codes and not recurses_by_own_name(function)):
            self.sites = {code: Site(parameter_index(parameter_names(code), position,
                                                     BOARD),
                                     parameter_index(parameter_names(code), player,
                                                     PLAYER), number, namespace)
                          for number, code in enumerate(codes)}
        else:
            check_parameter(function, "position", position)
            check_parameter(function, "player", player)
        names = parameters(function)
        site = Site(parameter_index(names, position, BOARD),
                    parameter_index(names, player, PLAYER), 0, namespace)
        # the code panel shows the search: the entry, or the first function it drives
        self.recursive_entry = entry_recurses(function)
        #: The entry only drives a search of other functions (its calls return a move).
        self.drives = len(codes) > 1 and not self.recursive_entry
        #: The entry's code returns a cell plus one (``best = i + 1``): moves count from 1.
        self.counts_from_one = adds_one(function)
        shown = codes[1] if len(codes) > 1 and not self.recursive_entry else None
        self.code = student_code(shown or function, None,
                                 self.sites[shown].player_at if shown and self.sites
                                 else site.player_at)
        self.sink = CallSink(self.reader, site, options.max_calls, options.max_depth,
                             self.game.format)
        #: The last finished run (None: none yet).
        self.last: Run | None = None
        #: The side to move at the current run's root, where the caller knows it.
        self._root_player: str | None = None
        wrapper: Any = make_wrapper(function, self.sink, self._top_level,
                                    hooked=self.sites is not None)
        functools.update_wrapper(wrapper, function)
        wrapper.recording, wrapper.trace = self, self.trace
        wrapper.tree = wrapper.fault = None
        wrapper._repr_mimebundle_ = self._repr_mimebundle_
        self.wrapper = wrapper
        #: Cached searches (lru_cache) stand in under their names while a hooked run lasts.
        self.stand_ins = {} if self.sites is None else cache_stand_ins(
            namespace, self.sites, self.sink, self._top_level)

    @property
    def tree(self) -> CallTree | None:
        """The last run's tree (None: no run yet)."""
        return None if self.last is None else self.last.tree

    @property
    def fault(self) -> Fault | None:
        """What stopped the last run early (None: nothing, or no run yet)."""
        return None if self.last is None else self.last.fault

    def run(self, call: Callable[[Callable[..., Any]], object],
            root_player: str | None = None) -> Run:
        """Record the run that ``call(wrapper)`` starts (``root_player``: the side to move
        at its root, when the board does not say), its fault warning kept quiet; a call
        that never reaches the function is a :class:`NeedsHintError`."""
        self.last, self._root_player = None, root_player
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", StudentFaultWarning)
                call(self.wrapper)
        finally:
            self._root_player = None
        if self.last is None:
            raise NeedsHintError("the call never reached the recorded function")
        return self.last

    def __repr__(self) -> str:
        return f"<recording of {getattr(self.function, '__qualname__', '?')}: {self.tree!r}>"

    # -- a whole run ------------------------------------------------------------------------
    def _top_level(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """One run, start to tree, with the garbage collector paused: the run only adds
        columns of small values, and collecting over them would cost as much as the
        recording itself."""
        with paused_gc():
            return self._run(args, kwargs)

    def _run(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        sink = self.sink
        sink.start()
        result: Any = None
        failed: BaseException | None = None
        try:
            with guarded() as interrupt, routed_through(self.function, self.wrapper), \
                    standing_in(getattr(self.function, "__globals__", {}), self.stand_ins):
                try:
                    if self.sites is not None:
                        result = run_hooked(sink, self.function, args, kwargs, self.sites)
                    else:
                        result = self.wrapper(*args, **kwargs)
                except KeyboardInterrupt:
                    if interrupt.pressed:
                        raise  # the user's own Ctrl-C stops the run
                    failed = sys.exc_info()[1]  # the student's code raised it: a fault
        except StopRecording:
            pass
        except (Exception, SystemExit) as error:  # noqa: BLE001 - the student's code failed
            failed = error
        finally:
            calls = sink.finish()
        calls.merge_pass_throughs()
        if failed is not None:
            if not calls.count:
                raise failed
            if calls.raised is None:
                calls.raised = (calls.count - 1, failed)
        fault = calls.stopped
        if fault is None and calls.raised is None and calls.count == 1 and \
                self.game.outcome(calls.positions[0]) is None:
            around = second_call(self.function, args, kwargs, set(self.codes))
            if around is not None:  # it recursed, but not where the recorder stands
                fault = Fault("unfollowed", 1, facts=(around,))
        if fault is None and calls.raised is not None:
            index, raised = calls.raised
            detail = str(raised).strip().splitlines()[0][:120] if str(raised).strip() else ""
            fault = Fault("error", index + 1, error=raised,
                          facts=(type(raised).__name__, detail))
        if fault is not None:
            fault = replace(fault, message=self.options.describe(fault))
        tree = build_tree(calls, self.game, self.reader, self.code, self.options.scoring,
                          getattr(self.function, "__globals__", {}), fault,
                          driver=self.options.driver_returns if self.drives else None,
                          root_player=self._root_player,
                          counts_from_one=self.counts_from_one)
        self.last = Run(tree, fault, result)
        self.wrapper.tree, self.wrapper.fault = tree, fault
        if fault is not None:
            warnings.warn(fault.message, StudentFaultWarning, stacklevel=4)
        return result

    def trace(self, board: object, player: str | None = None) -> CallTree:
        """Call the function the tutorial's way, ``f(board, player)``; return the tree.

        ``board`` is any position text; the function is given what the game gives a
        student (:meth:`~minimax_viz.games.StudentBoards.value`: Tic-Tac-Toe's list
        holding each empty cell's index, ``["O", 1, "X", ...]``; Nim's pile);
        ``player`` defaults to the side to move.
        """
        position = self.game.parse(board)
        player = player or self.game.to_move(position)
        value, token = self.game.student.value(position), player
        if self.format is not None:
            value = self.format.write(self.game.format(position))
            token = self.format.marks.token(player, 0)
        try:  # its parameters by their names; else the tutorial's (board, player)
            args, kwargs = arguments_for(self.function, value, token)
        except InvalidOptionError:
            args, kwargs = (value, token), {}
        return self.run(lambda wrapper: wrapper(*args, **kwargs)).tree

    def _repr_mimebundle_(self, include: object = None, exclude: object = None) -> Any:
        """Jupyter shows the last run's diagram, the call that failed marked."""
        from ...draw.student import student_mimebundle  # lazily: the model imports no view

        return student_mimebundle(self)


@contextmanager
def standing_in(namespace: dict[str, Any], stand_ins: dict[str, Any]) -> Iterator[None]:
    """Put each stand-in under its name in ``namespace`` while a run lasts."""
    before = {name: namespace.get(name) for name in stand_ins}
    namespace.update(stand_ins)
    try:
        yield
    finally:
        namespace.update(before)


@contextmanager
def routed_through(function: Callable[..., Any], wrapper: Callable[..., Any]) -> Iterator[None]:
    """While a run lasts, the student's recursion goes through the wrapper, even when
    the function was recorded without rebinding its name (``recorded(f)(...)``,
    ``compare(f, ...)``): a function's global name points to the wrapper, and a bound
    method (``recorded(ai.minimax)``, recursing by ``self.minimax``) finds the wrapper
    on its instance."""
    name = getattr(function, "__name__", "")
    if inspect.ismethod(function) and inspect.isclass(function.__self__):
        # a classmethod recursing by ``cls.f``: the class holds the wrapper meanwhile
        owner: Any = function.__self__
        before = owner.__dict__.get(name, _ABSENT)
        setattr(owner, name, staticmethod(wrapper))
        try:
            yield
        finally:
            if before is _ABSENT:
                delattr(owner, name)
            else:
                setattr(owner, name, before)
        return
    if inspect.ismethod(function):
        owner, attributes = function.__self__, getattr(function.__self__, "__dict__", None)
        if not isinstance(attributes, dict) or getattr(owner, name, None) != function:
            yield
            return
        before = attributes.get(name, _ABSENT)
        attributes[name] = wrapper
        try:
            yield
        finally:
            if before is _ABSENT:
                attributes.pop(name, None)
            else:
                attributes[name] = before
        return
    names = getattr(function, "__globals__", {})
    if names.get(name) is not function:
        yield
        return
    names[name] = wrapper
    try:
        yield
    finally:
        names[name] = function


_ABSENT = object()


def board_format_of(game: Game, board_format: str | None, marks: str | None) -> Any:
    """The board format a teacher names (``board_format="grid"``, ``marks="X=1,O=-1,
    empty=0"``), None when neither is given."""
    if board_format is None and marks is None:
        return None
    family = game.student.formats()
    if family is None:
        raise InvalidOptionError(f"{game.title} gives a student one kind of board;"
                                 f" board_format and marks are for boards of cells")
    return family.parse(board_format, marks)


def position_in(fmt: Any, game: Game, value: object) -> Any:
    """The position a student's ``value`` shows in board format ``fmt`` (None: none)."""
    cells = fmt.read(value)
    return None if cells is None else game.student.position(cells)


def recording_of(function: object) -> Recording | None:
    """The :class:`Recording` behind a function :func:`recorded` returned (else None)."""
    found = getattr(function, "recording", None)
    return found if isinstance(found, Recording) else None


def recorded(function: Callable[..., Any] | None = None, **options: Any) -> Any:
    """Record every call of a student's recursive function (see the module's docstring).

    Use as ``@recorded`` or ``@recorded(position="board", player="turn", game=...,
    max_calls=..., max_depth=..., scoring=...)``. After a call, ``f.tree`` is the
    :class:`CallTree` of that run, ``f.fault`` what stopped it early (None if
    nothing), ``f.trace(board)`` runs it the tutorial's way.
    """
    if function is None:
        return lambda f: Recording(f, **options).wrapper
    return Recording(function, **options).wrapper


__all__ = ["MAX_CALLS", "MAX_DEPTH", "Fault", "RecordOptions", "Recording", "Run",
           "StopRecording",
           "StudentFaultWarning", "plain_note", "recorded", "recording_of"]
