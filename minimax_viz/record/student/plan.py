"""Recording a student's whole file: which function to call, on what, and reading it back.

:func:`record_module` finds the file's search (CS50 AI's ``minimax(board)``, AIMA's
``alpha_beta_search(state, game)``, a driver such as ``best_move(board)``, the search
itself, or what ``--function`` / ``--call`` name), writes the position in the file's
own representation and records one run. The representation is never guessed
silently: the file's own interface calibrates it where it has one (its initial state
and ``result`` reach the position move by move, and only the formats that read every
state on the way as that state are kept); otherwise each format the file's constants
allow is tried, and a format is kept when the search runs on it, recurses, and shows
boards it can read. Two formats that both work but give different searches stop the
run with a question (:class:`NeedsHint`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ...errors import InvalidOptionError, MinimaxVizError, NeedsHintError, quote
from ...games import Game
from ..calltree import CallTree
from .calling import arguments_for, parameters_of, parse_call, role_of, run_call
from .module import (
    AIMA_SEARCHES,
    NoSuchFunction,
    aima_game,
    entry_name,
    find,
    interface,
    module_values,
    own_classes,
    restore,
    set_module_board,
    set_players,
    title,
)
from .read import HOLDERS
from .recording import Recording, position_in

#: Formats tried at most before the recorder asks for a hint.
MAX_TRIES = 80


#: The file's search cannot be called or read without a hint (the sentence says which).
NeedsHint = NeedsHintError


@dataclass(frozen=True)
class Hints:
    """What the teacher said about the file (None: not said)."""

    function: str | None = None
    call: str | None = None
    board_format: str | None = None
    marks: str | None = None
    position: str | None = None
    player: str | None = None


def record_module(fresh: Callable[[], ModuleType], game: Game, position: Any,
                  hints: Hints = Hints(), describe: Callable[..., str] | None = None) -> CallTree:
    """Record the file's search on ``position``; ``fresh()`` loads the file (once: each
    try starts from the module-level values it had when loaded)."""
    module = fresh()
    saved = module_values(module)
    mover = game.to_move(position)
    formats = _formats(module, game, position, hints)
    found: list[tuple[Any, CallTree]] = []
    doubtful: list[tuple[Any, CallTree]] = []  # ran, but did not recurse or stopped
    failures: list[str] = []
    errors: list[BaseException] = []
    for number, fmt in enumerate(formats[:MAX_TRIES]):
        if number:
            restore(module, saved)
        try:
            tree = _record(module, game, position, mover, fmt, hints, describe)
            # the side to move, told another way: its max flag True meaning the other side,
            # or its player as +1 / -1 (negamax's color: +1 for the first player)
            signed = 1 if mover == game.players[0] else -1
            for told in ({"maximizing": False}, {"player": signed}):
                if not _side_misread(tree, game):
                    break
                restore(module, saved)
                other = _record(module, game, position, mover, fmt, hints, describe, **told)
                tree = tree if _side_misread(other, game) else other
        except (InvalidOptionError, NoSuchFunction):
            raise  # the same under every format
        except (MinimaxVizError, Exception) as exc:  # noqa: BLE001 - a try that failed
            failures.append(f"{type(exc).__name__}: {exc}")
            errors.append(exc)
            continue
        if not _plausible(tree, position, game):
            failures.append(_why_not(tree))
            doubtful.append((fmt, tree))
            continue
        found.append((fmt, tree))
        if fmt is None or hints.board_format or sum(_clean(t) for _, t in found) > 2:
            break
    asked = [exc for exc in errors if isinstance(exc, NeedsHintError)]
    if not found and asked:
        raise asked[0]  # the search ran under a reading that leaves a question
    if not found and doubtful and all(_same_search(doubtful[0][1], t) for _, t in doubtful) \
            and all(t.root_position == position for _, t in doubtful):
        unfit = _unfit_board([tree for _, tree in doubtful], game)
        if unfit is not None:
            raise NeedsHint(f"{title(module)}'s search raised {unfit} at once, before any move,"
                            " on every board representation tried: it may take a board of"
                            " its own (an object, another layout); say how to call it with"
                            " --call")
        return doubtful[0][1]  # the same whatever the format: the search itself stops
    if not found and not doubtful and errors and len(set(failures)) == 1:
        raise errors[0]  # the same whatever the format: the file's own answer
    if not found:
        why = f" ({failures[0][:160]})" if failures else ""
        raise NeedsHint(f"could not run {title(module)}'s search on any usual board"
                        f" representation{why}; say how with --board-format and --marks"
                        " or --call")
    kept = [pair for pair in found if _clean(pair[1])] or found  # a run with no fault first
    # a reading under which the search stops on boards that are not over, or goes on from
    # boards that are, misreads them (its helpers may read a board of their own)
    fewest = min(_misread(tree, game) for _, tree in kept)
    kept = [pair for pair in kept if _misread(pair[1], game) == fewest]
    for fmt, tree in kept[1:]:
        if not _same_search(kept[0][1], tree):
            raise NeedsHint(f"{title(module)}'s boards read two ways, as {kept[0][0]} and as"
                            f" {fmt}, and its search differs between them; say which with"
                            " --board-format and --marks")
    return kept[0][1]


def _unfit_board(trees: list[CallTree], game: Game) -> str | None:
    """The first error, as ``Type: text``, when under every reading the search stopped in
    its first call, before any move, on a board whose game goes on, with errors that differ
    from reading to reading (``'list' object has no attribute 'winner'``, then ``'tuple'
    ...``): the board is not what it takes; else None (the same error whatever the board:
    the search's own)."""
    faults = [getattr(tree.data, "fault", None) for tree in trees]
    if not all(fault is not None and fault.call == 1 and _stopped_at_once(tree, game)
               for fault, tree in zip(faults, trees)):
        return None
    errors = [fault.error for fault in faults if fault is not None]
    if len({(type(e), str(e)) for e in errors}) == 1:
        return None
    return f"{type(errors[0]).__name__}: {quote(str(errors[0]))}"


def _other_side_moved(tree: CallTree, game: Game) -> bool:
    """True when the root's first call shows the side not to move playing (a search whose
    max flag is True for a side fixed in its code, the other one here)."""
    kids = tree.children(tree.root) if len(tree) > 1 else []
    if not kids or not game.student.tells_turn:
        return False
    first = tree[kids[0]]
    return first.move is not None and \
        game.play(tree.root_position, first.move) != first.position


def _stopped_at_once(tree: CallTree, game: Game) -> bool:
    """True when the search made no call on a board whose game goes on."""
    return len(tree) == 1 and game.outcome(tree.root_position) is None


def _side_misread(tree: CallTree, game: Game) -> bool:
    """True when the side to move, as the search was told it, may be misread: its first
    call shows the other side playing, or it made none on a board whose game goes on."""
    return _other_side_moved(tree, game) or _stopped_at_once(tree, game)


def _misread(tree: CallTree, game: Game) -> int:
    """How many calls returned without a move from a position where the game goes on (not
    from a cache), or made a move from one where it is over."""
    parents, memo = set(tree.data.parent), tree.data.memo
    return sum(1 for call in tree if (call.id in parents) == (game.outcome(call.position)
                                                               is not None)
               and not memo[call.id - 1])


def _clean(tree: CallTree) -> bool:
    return getattr(tree.data, "fault", None) is None


# -- one try ---------------------------------------------------------------------------------
def _record(module: ModuleType, game: Game, position: Any, mover: str, fmt: Any,
            hints: Hints, describe: Callable[..., str] | None,
            maximizing: bool = True, player: Any = None) -> CallTree:
    marks = getattr(fmt, "marks", None)

    def token(player: str) -> Any:
        return marks.token(player, 0) if marks is not None else player

    set_players(module, {token(p) for p in game.players}, token(mover),
                 token(game.other(mover)))
    board = fmt.write(game.format(position)) if fmt is not None else game.student.value(position)

    def read(value: object) -> Any:
        return position_in(fmt, game, value)

    options: dict[str, Any] = {"game": game, "read": read if fmt is not None else None,
                               "position": hints.position,
                               "player": hints.player, "describe": describe,
                               "tokens": {token(p): p for p in game.players},
                               "moves": getattr(fmt, "move_readings", None)}
    if hints.call is not None:
        name, expression = parse_call(hints.call)
        if "board" not in hints.call:
            set_module_board(module, board, read, required=False)
        recording = Recording(find(module, name, game, mover, token), **options)
        return recording.run(lambda f: run_call(expression, f, board, token(mover)),
                             mover).tree
    style = interface(module)
    if style == "aima" and hints.function is None:
        search = find(module, next(n for n in AIMA_SEARCHES if hasattr(module, n)), game,
                       mover, token)
        rules = aima_game(module)
        state = _replay(rules.initial, rules.actions, rules.result, game, position, fmt)
        recording = Recording(search, driver_returns="action", **options)
        return recording.run(lambda f: f(state, rules)).tree
    if style == "cs50" and hints.function is None:
        state = _replay(module.initial_state(), module.actions, module.result, game,
                        position, fmt)
        recording = Recording(module.minimax, driver_returns="action", **options)
        return recording.run(lambda f: f(state)).tree
    entry = find(module, hints.function or entry_name(module), game, mover, token)
    roles = {role_of(p.name) for p in parameters_of(entry)}
    takes_board = "board" in roles
    if fmt is not None or not takes_board:  # (a game's own value: no module board to share)
        board = set_module_board(module, board, read, required=not takes_board)
    args, kwargs = arguments_for(entry, board, token(mover) if player is None else player,
                                 maximizing)
    tree = Recording(entry, **options).run(lambda f: f(*args, **kwargs), mover).tree
    driven = getattr(tree.data, "root_call", "search") != "search"
    if driven and not roles & {"player", "maximizing"} and _other_side_moved(tree, game):
        raise NeedsHint(f"{title(module)}'s {getattr(entry, '__name__', 'search')} plays for"
                        f" one side, fixed in its code, and it is not {mover}, who is to move"
                        f" on {game.format(position)}; check it on a board with"
                        f" {game.other(mover)} to move")
    return tree


def _plausible(tree: CallTree, position: Any, game: Game) -> bool:
    """A try worth keeping: it started from our position, and the search went on (or had
    nothing to search) without a fault."""
    fault = getattr(tree.data, "fault", None)
    return tree.root_position == position and (fault is None or fault.kind == "error") and (
        len(tree) > 1 or game.outcome(position) is not None)


def _why_not(tree: CallTree) -> str:
    fault = getattr(tree.data, "fault", None)
    return fault.message if fault is not None else f"{len(tree)} call(s)"


def _same_search(a: CallTree, b: CallTree) -> bool:
    return len(a) == len(b) and list(a.data.parent) == list(b.data.parent) and \
        [c.position for c in a] == [c.position for c in b]


# -- the board's representation ------------------------------------------------------------------
def _formats(module: ModuleType, game: Game, position: Any, hints: Hints) -> list[Any]:
    family = game.student.formats()
    if family is None:
        if hints.board_format or hints.marks:
            raise InvalidOptionError(f"{game.title} has no board formats to choose from")
        return [None]
    found = family.from_hints(hints.board_format, hints.marks, module) \
        if hints.board_format or hints.marks else family.from_evidence(module)
    start = _initial_state(module)
    if start is not None and hints.call is None and hints.function is None:
        # the file's own initial state calibrates: only formats that read it as empty
        found = [fmt for fmt in found if _read_state(fmt, game, start) == game.start()]
    holders = [cls for cls in own_classes(module) if _holds_board(cls)]
    return found + [Held(fmt, cls) for cls in holders for fmt in found]


@dataclass(frozen=True)
class Held:
    """A format whose boards the file keeps inside an object of its own class
    (``Board(squares)``): written by making one, read through its attributes."""

    inner: Any
    holder: type

    def write(self, cells: str) -> Any:
        return self.holder(self.inner.write(cells))

    def read(self, value: object) -> str | None:
        found: str | None = self.inner.read(value)  # the reader looks inside objects itself
        return found

    def move_readings(self, value: object) -> list[int]:
        found: list[int] = self.inner.move_readings(value)
        return found

    @property
    def marks(self) -> Any:
        return self.inner.marks

    def __str__(self) -> str:
        return f"{self.inner} in a {self.holder.__name__}"


def _holds_board(cls: type) -> bool:
    """A class made from a board alone: ``Board(squares)``."""
    params = parameters_of(cls)
    return bool(params) and role_of(params[0].name) == "board" and all(
        p.default is not p.empty for p in params[1:])


def _initial_state(module: ModuleType) -> Any:
    """The file's own empty board, where its interface gives one (CS50, AIMA)."""
    style = interface(module)
    try:
        if style == "cs50":
            return module.initial_state()
        if style == "aima":
            return getattr(aima_game(module), "initial", None)
    except Exception:  # noqa: BLE001 - the file's own code: no calibration then
        return None
    return None


def _replay(start: Any, actions: Callable[[Any], Any], result: Callable[[Any, Any], Any],
            game: Game, position: Any, fmt: Any) -> Any:
    """The student's own state for ``position``, reached from its initial state by its own
    ``result``, one move of ours at a time, each state read back with ``fmt``."""
    family = game.student.formats()
    if fmt is None or family is None:
        raise NeedsHint(f"{game.title} has no board formats to replay the file's states with")
    state = start
    if _read_state(fmt, game, state) != game.start():
        raise NeedsHint("the initial state does not read as an empty board this way")
    for target in family.path(game.format(position)):
        for action in list(actions(state)):
            after = result(state, action)
            if _read_state(fmt, game, after) == game.parse(target):
                state = after
                break
        else:
            raise NeedsHint(f"no action reaches {target} this way")
    return state


def _read_state(fmt: Any, game: Game, state: Any) -> Any:
    found = position_in(fmt, game, state)
    if found is not None:
        return found
    for holder in HOLDERS:
        inner = getattr(state, holder, None)
        if inner is not None and not callable(inner):
            found = position_in(fmt, game, inner)
            if found is not None:
                return found
    return None
