"""The one object that receives every call, return and fault of a recorded run.

However the calls are caught (the wrapper put under the student's function's name,
:mod:`.wrapper`, or the interpreter's profiling hook for a recursion inside a nested
function, :mod:`.nested`), they arrive here as ``enter`` / ``leave`` / ``fail``, and
the sink writes them into the run's :class:`~.calls.Calls` columns. It also keeps
the run inside its limits: past ``max_calls`` or ``max_depth`` it stops the run with
:class:`StopRecording`, noting the fault.

>>> from minimax_viz.games import TICTACTOE
>>> from minimax_viz.record.student.read import ValueReader
>>> sink = CallSink(ValueReader(TICTACTOE), board_at=(0, None), player_at=(1, None))
>>> sink.start()
>>> root = sink.enter(("O.XX.X.OO", "X"), {})
>>> child = sink.enter(("OXXX.X.OO", "O"), {})
>>> sink.leave(child, -10); sink.leave(root, 10)
>>> calls = sink.finish()
>>> calls.count, calls.positions, list(calls.parents), calls.results
(2, ['O.XX.X.OO', 'OXXX.X.OO'], [0, 1], [10, -10])
"""

from __future__ import annotations

from typing import Any

from ...errors import InvalidBoardError
from .calls import FIRST_ROOM, OPEN, Calls, Fault
from .read import ValueReader, describe_arguments

#: Calls recorded at most unless told otherwise (the full Tic-Tac-Toe tree is 549,946).
MAX_CALLS = 1_000_000
#: Deepest recursion recorded (the recorder's depth column holds up to 255).
MAX_DEPTH = 200


class StopRecording(BaseException):
    """Raised through the student's code to stop a runaway run (not an ``Exception``,
    so a student's ``except Exception`` cannot swallow it)."""


class CallSink:
    """Receives the calls of one recorded function's runs and notes them in columns.

    ``board_at`` and ``player_at`` say where the board and the player are among a
    call's arguments (``(index, name)``); when the board is not where they say, the
    first argument that reads as a board is taken, and kept for the following calls.
    """

    def __init__(self, reader: ValueReader, board_at: tuple[int | None, str | None],
                 player_at: tuple[int | None, str | None], max_calls: int = MAX_CALLS,
                 max_depth: int = MAX_DEPTH, format_position: Any = str) -> None:
        self.reader = reader
        self.board_at, self.player_at = board_at, player_at
        self.max_calls, self.max_depth = max_calls, max_depth
        self.format_position = format_position
        self.calls = Calls()
        self.running = False
        self.stack: list[int] = [0]   # the open calls' ids, under the root's caller 0
        self.limit = 0                # room in the columns (a call past it asks for more)

    # -- a run ----------------------------------------------------------------------------
    def start(self) -> None:
        self.calls.reset()
        self.stack[:] = [0]
        self.limit = 0
        self.running = True

    def finish(self) -> Calls:
        """This run's notes; the sink is ready for the next run."""
        self.running = False
        return self.calls.take()

    # -- the events -----------------------------------------------------------------------
    def enter(self, args: tuple[Any, ...], kwargs: dict[str, Any], line: int = 0) -> int:
        """Note a call starting with these arguments (``line``: the caller's line, where
        the hook saw it); return its index."""
        c, stack = self.calls, self.stack
        index = c.count
        if index >= self.limit or len(stack) > self.max_depth:
            self._room(index)
        board = self.board_at[0]
        value = args[board] if board is not None and board < len(args) else \
            self._argument(self.board_at, args, kwargs)
        kind = type(value)
        try:  # a list by its contents, a string or a tuple itself; anything else read anew
            c.positions[index] = self.reader.cache[tuple(value) if kind is list else value
                                                   if kind is str or kind is tuple else OPEN]
        except (KeyError, TypeError):
            c.positions[index] = self._position(value, args, kwargs)
        c.count = index + 1
        c.parents[index] = stack[-1]
        c.depths[index] = len(stack)
        player = self.player_at[0]
        c.players[index] = args[player] if player is not None and player < len(args) else \
            self._argument(self.player_at, args, kwargs)
        if line:
            c.lines.append(line)
        stack.append(index + 1)
        return index

    def leave(self, index: int, result: Any) -> None:
        """Note what call ``index`` returned: a number as it is, a container copied (the
        student may change it later), anything else read at once
        (:meth:`~.read.ValueReader.snapshot`)."""
        self.stack.pop()
        kind = type(result)
        self.calls.results[index] = result if kind is int or kind is float or kind is tuple \
            else self.reader.snapshot(result)

    def fail(self, index: int, error: BaseException) -> None:
        """Call ``index`` raised ``error`` (the first error of a run is its fault)."""
        self.stack.pop()
        c = self.calls
        c.results[index] = OPEN
        if c.raised is None and not isinstance(error, StopRecording):
            c.raised = (index, error)

    # -- reading the arguments --------------------------------------------------------------
    @staticmethod
    def _argument(at: tuple[int | None, str | None], args: tuple[Any, ...],
                  kwargs: dict[str, Any]) -> Any:
        index, name = at
        if index is not None and index < len(args):
            return args[index]
        return kwargs.get(name) if name is not None else None

    def _position(self, value: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """The position ``value`` shows, else the first argument that shows one (kept as
        the board's place for the following calls)."""
        found = self.reader.position(value)
        if found is not None:
            return found
        for where, item in [*((i, None) for i in range(len(args))),
                            *((None, k) for k in kwargs)]:
            found = self.reader.position(self._argument((where, item), args, kwargs))
            if found is not None:
                self.board_at = (where, item)
                return found
        raise InvalidBoardError(
            f"none of the arguments ({describe_arguments(args, kwargs)}) is a board;"
            " name the board's parameter with recorded(position='...')")

    # -- limits -----------------------------------------------------------------------------
    def _room(self, index: int) -> None:
        """Room for more calls in the columns; or, past ``max_calls`` or ``max_depth``,
        the end of the run (call ``index`` + 1 was about to start)."""
        c, stack = self.calls, self.stack
        if index >= self.max_calls:
            c.stopped = Fault("limit", index, facts=(self.max_calls,))
        elif len(stack) > self.max_depth:
            path = [c.positions[call - 1] for call in stack[1:]]  # the open calls' boards
            repeated = next((p for i, p in enumerate(path) if p in path[:i]), path[-1])
            c.stopped = Fault("recursion", stack[-1], facts=(
                len(path), self.format_position(repeated), path.index(repeated)))
        else:
            self.limit = min(self.max_calls, max(FIRST_ROOM, 2 * index))
            c.grow(self.limit)
            return
        raise StopRecording
