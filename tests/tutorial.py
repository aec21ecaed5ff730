"""The freeCodeCamp tutorial's minimax, ported once for the tests, as a student's file.

Module-level players (the AI is X; set them to the side to move with ``playing``),
a list board holding each empty cell's index, ``{index, score}`` dicts. The text of
this file up to ``END`` is :data:`SOURCE` (what ``minimax-viz check`` is given);
:data:`BUGS` are the students' mistakes, each a line or two of it written wrong.
"""

from __future__ import annotations

from typing import Any

hu_player = "O"
ai_player = "X"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def empty_indexies(board: list[Any]) -> list[Any]:
    return [s for s in board if s != "O" and s != "X"]


def winning(board: Any, player: str) -> bool:
    return any(board[a] == board[b] == board[c] == player for a, b, c in LINES)


def minimax(new_board: list[Any], player: str) -> dict[str, Any]:
    avail_spots = empty_indexies(new_board)
    if winning(new_board, hu_player):
        return {"score": -10}
    elif winning(new_board, ai_player):
        return {"score": 10}
    elif len(avail_spots) == 0:
        return {"score": 0}
    moves = []
    for i in range(len(avail_spots)):
        move = {"index": new_board[avail_spots[i]]}
        new_board[avail_spots[i]] = player
        if player == ai_player:
            result = minimax(new_board, hu_player)
            move["score"] = result["score"]
        else:
            result = minimax(new_board, ai_player)
            move["score"] = result["score"]
        new_board[avail_spots[i]] = move["index"]
        moves.append(move)
    best_move = 0
    if player == ai_player:
        best_score = -10000
        for i in range(len(moves)):
            if moves[i]["score"] > best_score:
                best_score, best_move = moves[i]["score"], i
    else:
        best_score = 10000
        for i in range(len(moves)):
            if moves[i]["score"] < best_score:
                best_score, best_move = moves[i]["score"], i
    return moves[best_move]


# -- end of the tutorial's file: the tests' tools follow ---------------------------------------
import contextlib
import linecache
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

END = "# -- end of the tutorial's file"
SOURCE = Path(__file__).read_text(encoding="utf-8").split(END)[0]

#: Each mistake (named as ``compare`` names it): the tutorial's text -> the student's.
BUGS: dict[str, dict[str, str]] = {
    "player never switched": {"minimax(new_board, hu_player)": "minimax(new_board, player)",
                              "minimax(new_board, ai_player)": "minimax(new_board, player)"},
    "score from the wrong side": {'return {"score": -10}': 'return {"score": 10}',
                                  'return {"score": 10}': 'return {"score": -10}'},
    "board not restored": {'        new_board[avail_spots[i]] = move["index"]\n': ""},
    "last best kept instead of first": {'> best_score:': '>= best_score:',
                                        '< best_score:': '<= best_score:'},
    # the wins are looked at only once the board is full
    "terminal check missing or late": {
        "if winning(new_board, hu_player):": "if not avail_spots and winning(new_board, hu_player):",
        "elif winning(new_board, ai_player):":
            "elif not avail_spots and winning(new_board, ai_player):"},
}


def with_bug(name: str) -> str:
    """:data:`SOURCE` with the mistake ``name`` made (each changed text occurs once)."""
    swaps = BUGS[name]
    for old in swaps:
        assert SOURCE.count(old) == 1, old
    return re.sub("|".join(map(re.escape, swaps)), lambda m: swaps[m.group()], SOURCE)


def load(text: str, name: str) -> ModuleType:
    """``text`` run as a module of its own, its source readable by ``inspect`` like a file's."""
    filename = f"<{name}>"
    linecache.cache[filename] = (len(text), None, text.splitlines(True), filename)
    module = ModuleType(name)
    exec(compile(text, filename, "exec"), module.__dict__)  # noqa: S102 - our own text
    return module


def buggy(name: str) -> Callable[..., Any]:
    """The tutorial's ``minimax`` with the mistake ``name``, compiled afresh."""
    found: Callable[..., Any] = load(with_bug(name), f"tutorial with {name}").minimax
    return found


def recursing_into(again: Callable[..., Any]) -> Callable[..., Any]:
    """One level of the tutorial's ``minimax`` whose recursive calls go to ``again``."""
    module = load(SOURCE, "tutorial, one level")
    level: Callable[..., Any] = module.minimax
    module.minimax = again
    return level


@contextlib.contextmanager
def playing(ai: str) -> Iterator[None]:
    """The module's players set the tutorial's way, the AI to ``ai``, put back afterwards."""
    global ai_player, hu_player
    before = ai_player, hu_player
    ai_player, hu_player = ai, "O" if ai == "X" else "X"
    try:
        yield
    finally:
        ai_player, hu_player = before
