"""Recording a student's file on one board: :func:`record_file`, the child's one entry point.

It loads the file as a fresh module (a second board never sees what the first
left behind: a cache, a mutated module-level board), finds the function, makes the
tutorial's module-level player names agree with the side to move, and records one
run. Only the child process calls it: the student's code never runs in the
teacher's process.

Its body is today's recorder (:class:`~minimax_viz.record.student.Recording`,
called the tutorial's way or through a ``call`` hint); the hints it does not
understand yet stop the run with a :class:`NeedsHint` instead of being ignored.
"""

from __future__ import annotations

import ast
import importlib.util
import itertools
import math
import warnings
from pathlib import Path
from types import ModuleType
from typing import Any

from ..errors import MinimaxVizError, quote
from ..explain import words
from ..explain.words import checking as check_words
from ..games import Game
from ..record import CallTree
from ..record.student import Recording

#: The tutorial's names for the two players, set to the side to move and the other.
AI_NAMES = ("ai_player", "aiPlayer", "AI_PLAYER", "ai", "AI")
HUMAN_NAMES = ("hu_player", "huPlayer", "HU_PLAYER", "human_player", "humanPlayer",
               "HUMAN_PLAYER", "human", "hu", "HUMAN")
#: The keys of ``record_file``'s hints (None: not given).
HINT_KEYS = ("function", "call", "board_format", "marks", "position", "player")

_names = itertools.count(1)


class LoadError(MinimaxVizError):
    """The file cannot be loaded, or has no such function: nothing was recorded."""


class NeedsHint(MinimaxVizError):
    """The run cannot start without a hint this recorder understands."""


class FailedBeforeFirstCall(MinimaxVizError):
    """The student's code raised before its function was first called."""


def load_module(path: str) -> ModuleType:
    """The student's file as a new module (its own name, so two loads never share one)."""
    file = Path(path)
    spec = importlib.util.spec_from_file_location(f"minimax_viz_student_{next(_names)}", file)
    if spec is None or spec.loader is None:
        raise LoadError(f"{quote(path)} is not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        raise LoadError(check_words.syntax_error(file.name, exc.lineno, str(exc.msg))) from None
    except MemoryError:
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - whatever the file's code raises
        raise LoadError(check_words.failed_loading(
            file.name, f"{type(exc).__name__}: {quote(str(exc))}")) from None
    return module


def find_function(module: ModuleType, name: str, path: str) -> Any:
    """``name`` in the module (``Class.method`` follows the dots)."""
    found: Any = module
    for part in name.split("."):
        found = getattr(found, part, None)
    if not callable(found):
        names = sorted(k for k, v in vars(module).items()
                       if callable(v) and getattr(v, "__module__", None) == module.__name__)
        raise LoadError(check_words.no_function(Path(path).name, quote(name),
                                                quote(names) if names else ""))
    return found


def set_players(module: ModuleType, game: Game, ai: str) -> None:
    """Make the tutorial's module-level player names agree with the side to move."""
    human = game.other(ai)
    for names, player in ((AI_NAMES, ai), (HUMAN_NAMES, human)):
        for name in names:
            if getattr(module, name, None) in game.players:
                setattr(module, name, player)


def record_file(path: str, board: str, *, game: Game,
                hints: dict[str, Any] | None = None) -> CallTree:
    """Load ``path`` and record its search on ``board``: the student's tree.

    ``hints`` holds :data:`HINT_KEYS` (None: not given). Raises :class:`LoadError`,
    :class:`NeedsHint` (or the recorder's own :class:`MinimaxVizError`) when nothing
    could be recorded, :class:`FailedBeforeFirstCall` when the code raised first.
    """
    hints = {key: (hints or {}).get(key) for key in HINT_KEYS}
    for key in ("board_format", "marks"):
        if hints[key] is not None:
            raise NeedsHint(check_words.needs_hint(
                f"this recorder does not read --{key.replace('_', '-')} yet"))
    position = game.parse(board)
    module = load_module(path)
    name = hints["function"] or "minimax"
    function = find_function(module, name, path)
    set_players(module, game, game.to_move(position))
    recording = Recording(function, game=game, position=hints["position"],
                          player=hints["player"], describe=words.fault_sentence)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            if hints["call"] is None:
                return recording.trace(position)
            return _run_call(recording, hints["call"], game, position)
        except (MinimaxVizError, MemoryError):
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - raised before any call
            raise FailedBeforeFirstCall(check_words.failed_before_first_call(
                name, f"{type(exc).__name__}: {quote(str(exc))}")) from None


def _run_call(recording: Recording, text: str, game: Game, position: Any) -> CallTree:
    """Run the ``call`` hint, ``minimax(board, 0, True, -inf, inf)``: ``board`` and
    ``player`` stand for the position and the side to move, ``inf`` is infinity."""
    try:
        expression = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        raise NeedsHint(check_words.needs_hint(f"--call {quote(text)} is not Python")) from None
    call = expression.body
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
        raise NeedsHint(check_words.needs_hint(
            f"--call {quote(text)} is not a call of a function by its name"))
    names = {call.func.id: recording.wrapper, "board": game.student_value(position),
             "player": game.to_move(position), "inf": math.inf, "math": math}
    recording.tree = None
    eval(compile(expression, "<--call>", "eval"), {"__builtins__": {}}, names)  # the teacher's --call, checked above
    if recording.tree is None:
        raise NeedsHint(check_words.needs_hint(f"--call {quote(text)} never called the function"))
    return recording.tree


__all__ = ["HINT_KEYS", "FailedBeforeFirstCall", "LoadError", "NeedsHint", "find_function",
           "load_module", "record_file", "set_players"]
