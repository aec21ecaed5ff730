"""The one object that receives every call, return and fault of a recorded run.

However the calls are caught (the wrapper put under the student's function's name,
:mod:`.wrapper`, or the interpreter's profiling hook for a recursion inside a nested
function, :mod:`.nested`), they arrive here as ``enter`` / ``leave`` / ``fail``, and
the sink writes them into the run's :class:`~.calls.Notes`. It also keeps
the run inside its limits: past ``max_calls`` or ``max_depth`` it stops the run with
:class:`StopRecording`, noting the fault.

>>> from minimax_viz.games import TICTACTOE
>>> from minimax_viz.record.student.read import ValueReader
>>> sink = CallSink(ValueReader(TICTACTOE), Site(board_at=(0, None), player_at=(1, None)))
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
from .calling import ROLES
from .calls import FIRST_ROOM, OPEN, Calls, Fault, Notes
from .read import ValueReader, describe_arguments

#: Calls recorded at most unless told otherwise (the full Tic-Tac-Toe tree is 549,946).
MAX_CALLS = 1_000_000
#: Deepest recursion recorded (the recorder's depth column holds up to 255).
MAX_DEPTH = 200


class StopRecording(BaseException):
    """Raised through the student's code to stop a runaway run (not an ``Exception``,
    so a student's ``except Exception`` cannot swallow it)."""


class Site:
    """Where one recorded function keeps the board and the player among its arguments
    (``(index, name)``; ``board_at`` is learnt anew when the board is elsewhere, also in
    one of its module's globals, ``board_global``, for a search with no board parameter).
    ``number`` tells the run's functions apart (0: the entry)."""

    def __init__(self, board_at: tuple[int | None, str | None],
                 player_at: tuple[int | None, str | None], number: int = 0,
                 namespace: dict[str, Any] | None = None) -> None:
        self.board_at, self.player_at, self.number = board_at, player_at, number
        self.namespace = namespace or {}
        self.board_global: str | None = None


class CallSink:
    """Receives the calls of one recorded function's runs and notes them.

    ``site`` says where the board and the player are among a call's arguments, for
    calls that do not come with a :class:`Site` of their own (the wrapper's); when the
    board is not where it says, the first argument that reads as a board is taken,
    and kept for the following calls.
    """

    def __init__(self, reader: ValueReader, site: Site, max_calls: int = MAX_CALLS,
                 max_depth: int = MAX_DEPTH, format_position: Any = str) -> None:
        self.reader = reader
        self.site = site
        self.max_calls, self.max_depth = max_calls, max_depth
        self.format_position = format_position
        self.notes = Notes()
        # kept at hand (a run only writes into them; take() copies them out)
        n = self.notes
        self.positions, self.parents, self.depths = n.positions, n.parents, n.depths
        self.players, self.results, self.sites = n.players, n.results, n.sites
        self.known = reader.cache
        self.running = False
        self.stack: list[int] = [0]   # the open calls' ids, under the root's caller 0
        self.limit = 0                # room in the columns (a call past it asks for more)

    # -- a run ----------------------------------------------------------------------------
    def start(self) -> None:
        self.notes.reset()
        self.stack[:] = [0]
        self.limit = 0
        self.running = True

    def finish(self) -> Calls:
        """This run's notes; the sink is ready for the next run."""
        self.running = False
        return self.notes.take()

    # -- the events -----------------------------------------------------------------------
    def enter(self, args: tuple[Any, ...], kwargs: dict[str, Any], line: int = 0,
              site: Site | None = None) -> int:
        """Note a call starting with these arguments (``line``: the caller's line, where
        the hook saw it; ``site``: the called function's, when not the sink's own);
        return its index."""
        c, stack = self.notes, self.stack
        index = c.count
        if index >= self.limit or len(stack) > self.max_depth:
            self._room(index)
        if site is None:
            site = self.site
        board = site.board_at[0]
        value = args[board] if board is not None and board < len(args) else \
            self._board_value(site, args, kwargs)
        cls = type(value)
        try:  # a list by its contents, a string or a tuple itself; anything else read anew
            position = self.known[tuple(value) if cls is list else value
                                  if cls is str or cls is tuple else OPEN]
        except (KeyError, TypeError):
            position = self._position(site, value, args, kwargs)
        at = site.player_at[0]
        player = args[at] if at is not None and at < len(args) \
            else _argument(site.player_at, args, kwargs)
        c.count = index + 1
        self.positions[index], self.parents[index] = position, stack[-1]
        self.depths[index], self.players[index] = len(stack), player
        if site.number:
            self.sites[index] = site.number
        if line:
            c.lines.append(line)
        stack.append(index + 1)
        return index

    def leave(self, index: int, result: Any) -> None:
        """Note what call ``index`` returned: a number or a tuple as it is, a dict copied
        (the student may change it later), anything else read at once
        (:meth:`~.read.ValueReader.snapshot`)."""
        self.stack.pop()
        cls = type(result)
        self.results[index] = result.copy() if cls is dict else result \
            if cls is int or cls is tuple or cls is float else self.reader.snapshot(result)

    def memo(self, index: int) -> None:
        """Call ``index`` was answered by the student's cache (no search ran under it)."""
        self.notes.memos.add(index)

    def fail(self, index: int, error: BaseException) -> None:
        """Call ``index`` raised ``error`` (the first error of a run is its fault)."""
        self.stack.pop()
        c = self.notes
        c.results[index] = OPEN
        if c.raised is None and not isinstance(error, StopRecording):
            c.raised = (index, error)

    # -- reading the arguments --------------------------------------------------------------
    @staticmethod
    def _board_value(site: Site, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if site.board_global is not None:
            return site.namespace.get(site.board_global)
        return _argument(site.board_at, args, kwargs)

    def _position(self, site: Site, value: Any, args: tuple[Any, ...],
                  kwargs: dict[str, Any]) -> Any:
        """The position ``value`` shows, else the first argument (or, with none, the first
        global named like a board) that shows one, kept as the site's board."""
        found = self.reader.position(value)
        if found is not None:
            return found
        for where, name in [*((i, None) for i in range(len(args))),
                            *((None, k) for k in kwargs)]:
            found = self.reader.position(_argument((where, name), args, kwargs))
            if found is not None:
                site.board_at = (where, name)
                return found
        for name in ROLES["board"]:
            found = self.reader.position(site.namespace.get(name))
            if found is not None:
                site.board_global = name
                return found
        raise InvalidBoardError(
            f"none of the arguments ({describe_arguments(args, kwargs)}) is a board;"
            " name the board's parameter with recorded(position='...')")

    # -- limits -----------------------------------------------------------------------------
    def _room(self, index: int) -> None:
        """Room for more calls in the columns; or, past ``max_calls`` or ``max_depth``,
        the end of the run (call ``index`` + 1 was about to start)."""
        c, stack = self.notes, self.stack
        if index >= self.max_calls:
            c.stopped = Fault("limit", index, facts=(self.max_calls,))
        elif len(stack) > self.max_depth:
            path = [c.positions[call - 1] for call in stack[1:]]  # the open calls' boards
            repeated = next((p for i, p in enumerate(path) if p in path[:i]), path[-1])
            c.stopped = Fault("recursion", stack[-1], facts=(
                len(path), self.format_position(repeated), path.index(repeated)))
        else:
            self.limit = min(self.max_calls, max(FIRST_ROOM, 2 * index, len(c.results)))
            c.grow(self.limit)
            return
        raise StopRecording


def _argument(at: tuple[int | None, str | None], args: tuple[Any, ...],
              kwargs: dict[str, Any]) -> Any:
    index, name = at
    if index is not None and index < len(args):
        return args[index]
    return kwargs.get(name) if name is not None else None
