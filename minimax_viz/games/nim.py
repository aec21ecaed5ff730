"""Nim with one pile: players take turns to take stones; whoever takes the last one wins.

The allowed takes are an option (1, 2 or 3 by default) and so is the starting
pile. A position is ``(stones, player to move)``; as text it is just the pile,
``"5"`` with the first player, A, to move, or ``"5/B"`` with B to move. Moves
are how many stones to take, in increasing order.

With takes 1..k the side to move loses exactly when the pile is a multiple of
k + 1: whatever it takes, the other side takes the rest of k + 1. The
evaluation knows that rule (when the takes are 1..k), so a depth-limited
search of Nim plays perfectly even at depth limit 1.

>>> NIM.moves(NIM.parse("5")), NIM.play(NIM.parse("5"), 1), NIM.format((4, "B"))
((1, 2, 3), (4, 'B'), '4/B')
>>> NIM.outcome((0, "B"))
Outcome(winner='A', reason='A took the last stone', points=None)
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from functools import cached_property

from ..errors import InvalidBoardError, InvalidOptionError, is_whole, quote
from ..palette import PICTURE, ROLE
from .base import Game, Outcome
from .exact import signed
from .parts import Evaluation, Pictures, PlayControls, StudentBoards

PLAYERS = ("A", "B")
#: The largest pile a position may hold (a picture of more is no help).
MAX_STONES = 99
_TEXT = re.compile(r"\s*(\d{1,3})\s*(?:/\s*([AB])\s*)?", re.IGNORECASE)

Pile = tuple[int, str]


class Nim(Game[Pile]):
    """One-pile Nim: ``takes`` are the allowed takes, ``pile`` the starting pile;
    ``knows_rule`` lets the evaluation at a depth limit use the winning rule when the takes
    are 1..k (a pile that is a multiple of k + 1 loses); else it calls every pile even."""

    title, players = "Nim", PLAYERS
    depth_follows_position = False  # 4 stones: one take of 1 from 5, or three from 7

    def __init__(self, takes: Iterable[int] = (1, 2, 3), pile: int = 10,
                 knows_rule: bool = True) -> None:
        try:
            found = tuple(sorted(set(takes))) if not isinstance(takes, (str, bytes)) else ()
        except TypeError:  # not a collection, or one holding things that do not compare
            found = ()
        if not found or not all(is_whole(t) and 1 <= t <= 9 for t in found):
            raise InvalidOptionError(f"Nim takes {quote(takes)} must be whole numbers 1..9")
        if not is_whole(pile) or not 0 <= pile <= MAX_STONES:
            raise InvalidOptionError(f"Nim pile {quote(pile)} must be 0..{MAX_STONES}")
        found = tuple(map(int, found))  # a numpy int read as the int it is
        self.takes, self.pile = found, int(pile)
        self.name = "nim" if found == (1, 2, 3) else "nim-" + "-".join(map(str, found))
        #: With takes 1..k the losing piles are the multiples of k + 1; else no rule is known.
        self.period = found[-1] + 1 if knows_rule and found == tuple(range(1, found[-1] + 1)) \
            else None

    def __repr__(self) -> str:
        return f"Nim(takes={self.takes}, pile={self.pile})"

    # -- the rules ------------------------------------------------------------------------
    def start(self) -> Pile:
        return (self.pile, PLAYERS[0])

    def example(self) -> Pile:
        return (min(self.pile, 5), PLAYERS[0])  # a pile of 5: 28 calls

    def parse(self, value: object) -> Pile:
        if isinstance(value, tuple) and len(value) == 2 and is_whole(value[0]) and \
                0 <= value[0] <= MAX_STONES and value[1] in PLAYERS:
            return (int(value[0]), value[1])
        if is_whole(value) and 0 <= value <= MAX_STONES:
            return (int(value), PLAYERS[0])
        match = _TEXT.fullmatch(value) if isinstance(value, str) else None
        if match is None or int(match[1]) > MAX_STONES:
            raise InvalidBoardError(
                f"Nim pile {quote(value)} is not a number of stones 0..{MAX_STONES}"
                " (optionally /A or /B: who is to move, A by default)")
        return (int(match[1]), (match[2] or PLAYERS[0]).upper())

    def format(self, position: Pile) -> str:
        stones, player = position
        return str(stones) if player == PLAYERS[0] else f"{stones}/{player}"

    def to_move(self, position: Pile) -> str:
        return position[1]

    def moves(self, position: Pile) -> tuple[int, ...]:
        return tuple(take for take in self.takes if take <= position[0])

    def play(self, position: Pile, move: int) -> Pile:
        return (position[0] - move, self.other(position[1]))

    def outcome(self, position: Pile) -> Outcome | None:
        if self.moves(position):
            return None
        winner = self.other(position[1])
        if position[0]:  # stones are left, but fewer than the smallest take
            return Outcome(winner, f"{position[1]} cannot take from {position[0]}: {winner} wins")
        return Outcome(winner, f"{winner} took the last stone")

    def all_moves(self) -> tuple[int, ...]:
        return self.takes

    # -- the parts: Nim's own evaluation, student value, pictures and words ---------------
    @cached_property
    def evaluation(self) -> NimEvaluation:
        return NimEvaluation(self)

    @cached_property
    def student(self) -> NimStudentBoards:
        return NimStudentBoards(self)

    @cached_property
    def pictures(self) -> NimPictures:
        return NimPictures(self)

    @cached_property
    def controls(self) -> NimControls:
        return NimControls(self)


class NimEvaluation(Evaluation[Pile]):
    """Nim's rule of thumb, exact when the takes are 1..k."""

    game: Nim

    def score(self, position: Pile, player: str) -> int:
        """+5 when ``player`` wins with best play, -5 when it loses (by the rule); 0 if
        the takes are not 1..k, where no rule is known."""
        period = self.game.period
        if period is None:
            return 0
        mover_wins = position[0] % period != 0
        return 5 if mover_wins == (position[1] == player) else -5

    def explain(self, position: Pile, player: str) -> str:
        period = self.game.period
        if period is None:
            return "this evaluation knows no rule for these takes: 0 means it looks even"
        stones, mover = position
        verdict = "loses" if stones % period == 0 else "wins"
        return (f"{stones} is{' ' if verdict == 'loses' else ' not '}a multiple of"
                f" {period}, so {mover} (to move) {verdict}: {signed(self.score(position, player))}"
                f" for {player}")


class NimStudentBoards(StudentBoards[Pile]):
    """A student's own minimax is given the pile, and the player separately."""

    tells_turn = False

    def value(self, position: Pile) -> int:
        return position[0]

    def turn(self, position: Pile, player: str) -> Pile:
        return (position[0], player) if player in PLAYERS else position


class NimPictures(Pictures[Pile]):
    """The pile as stones."""

    def text(self, position: Pile) -> str:
        stones, player = position
        turn = f", {player} to move" if self.game.moves(position) else ""
        return f"{'o' * stones or '(no stones)'}\n{stones} left{turn}"

    def move_text(self, player: str, move: int) -> str:
        return f"{player} takes {move}"

    def svg(self, position: Pile, last_move: int | None = None, size: int = 120) -> str:
        return pile_svg(position[0], last_move, size,
                        title=f"{position[0]} stones, {position[1]} to move")

    def dot_label(self, position: Pile, last_move: int | None, colours: Mapping[str, str]) -> str:
        return pile_table(position[0], last_move, colours)


class NimControls(PlayControls[Pile]):
    """A person takes stones."""

    move_word, move_verb = "take", "take"


NIM = Nim()

_PER_ROW = 5


def pile_svg(stones: int, taken: int | None, size: int = 120, title: str = "",
             colours: Mapping[str, str] = ROLE) -> str:
    """The pile as stones in rows of five; the stones just taken drawn as faint rings.

    >>> svg = pile_svg(5, 1)
    >>> svg.count("<circle"), svg.count('fill="none"')
    (6, 1)
    """
    shown = stones + (taken or 0)
    rows = max(1, -(-shown // _PER_ROW))
    step = size / max(_PER_ROW, rows + 1)
    parts = [(f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
              f'viewBox="0 0 {size} {size}"><title>{html.escape(title)}</title>'
              f'<rect width="{size}" height="{size}" fill="white" stroke="{PICTURE["frame"]}"/>')]
    for i in range(shown):
        x = (i % _PER_ROW + 0.5) * step
        y = size - (i // _PER_ROW + 0.5) * step
        style = f'fill="{PICTURE["ink"]}"' if i < stones else \
            f'fill="none" stroke="{colours["played"]}" stroke-width="2" stroke-dasharray="3 2"'
        parts.append(f'<circle cx="{x:g}" cy="{y:g}" r="{step * 0.38:g}" {style}/>')
    parts.append(f'<text x="{size / 2:g}" y="{step * 0.6:g}" font-size="{step * 0.45:g}" '
                 f'text-anchor="middle" font-family="DejaVu Sans, sans-serif">'
                 f'{stones} left</text></svg>')
    return "".join(parts)


def pile_table(stones: int, taken: int | None, colours: Mapping[str, str]) -> str:
    """The pile in a call's card: ``●`` a stone, ``○`` on yellow a stone just taken."""
    cells = ["●"] * stones + ["○"] * (taken or 0)
    rows = [cells[i:i + _PER_ROW] for i in range(0, len(cells), _PER_ROW)] or [[]]
    played = colours.get("played", ROLE["played"])
    def cell(mark: str) -> str:
        fill = "" if mark == "●" else f' BGCOLOR="{played}"'
        return f'<TD{fill}><FONT POINT-SIZE="11">{mark}</FONT></TD>'

    body = "".join(f"<TR>{''.join(map(cell, row)) or '<TD></TD>'}</TR>"  # dot refuses <TR></TR>
                   for row in reversed(rows))
    count = f'<TR><TD COLSPAN="{_PER_ROW}"><FONT POINT-SIZE="9">{stones} left</FONT></TD></TR>'
    return f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="1">{body}{count}</TABLE>'
