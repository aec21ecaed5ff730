"""The one seam between a game and the rest of minimax-viz.

The search, the recorder, the explanations and the diagrams know a game only
through :class:`Game`: its start position, whose turn it is, the legal moves
in order, what a move does, whether the game is over and why, and how a
position looks (text, SVG, a Graphviz card). Nothing outside ``games/`` knows
what a board looks like.

A position is any immutable, hashable value the game chooses (Tic-Tac-Toe uses
the 9-character text of its board); a move is a small whole number (a cell, a
column, how many to take). Two players alternate; the one to move at the root
of a search is the maximizer.

>>> from minimax_viz.games import TICTACTOE
>>> TICTACTOE.moves(TICTACTOE.parse("O.XX.X.OO"))
(1, 4, 6)
"""

from __future__ import annotations

import html
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from typing import Any, NamedTuple

Position = Hashable


class Outcome(NamedTuple):
    """How a finished game ended: the winner (None for a draw) and why, in words."""

    winner: str | None
    reason: str


class Game(ABC):
    """What every game gives minimax-viz. Subclass it and fill in the abstract methods.

    The pictures have plain defaults built from :meth:`text`, so a new game is
    usable at once; a game overrides them to look like itself.
    """

    #: A short name for files and the command line, e.g. ``"tictactoe"``.
    name: str = "game"
    #: The name people read, e.g. ``"Tic-Tac-Toe"``.
    title: str = "a game"
    #: The two players, the first one moving first.
    players: tuple[str, str] = ("first", "second")
    #: Named move orders for the ``order`` option, e.g. ``{"centre": (4, 0, 2, ...)}``.
    named_orders: Mapping[str, tuple[int, ...]] = {}

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    # -- the rules ----------------------------------------------------------------------
    @abstractmethod
    def start(self) -> Any:
        """The position a new game starts from."""

    @abstractmethod
    def parse(self, value: object) -> Any:
        """A position from text (or a position itself); InvalidBoardError says what is wrong."""

    @abstractmethod
    def format(self, position: Any) -> str:
        """The position as text that :meth:`parse` reads back."""

    @abstractmethod
    def to_move(self, position: Any) -> str:
        """The player whose turn it is."""

    @abstractmethod
    def moves(self, position: Any) -> tuple[int, ...]:
        """The legal moves in the game's natural order; () once the game is over."""

    @abstractmethod
    def play(self, position: Any, move: int) -> Any:
        """The position after the side to move plays ``move`` (one of :meth:`moves`)."""

    @abstractmethod
    def outcome(self, position: Any) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def all_moves(self) -> tuple[int, ...]:
        """Every move the game can name, in natural order: what a move ``order`` permutes."""

    def other(self, player: str) -> str:
        """The opponent of ``player``."""
        return self.players[1] if player == self.players[0] else self.players[0]

    # -- words and pictures -------------------------------------------------------------
    def text(self, position: Any) -> str:
        """The position for people, as plain text (may span lines)."""
        return self.format(position)

    def move_text(self, player: str, move: int) -> str:
        """What a move does, in words: ``"X plays 4"``."""
        return f"{player} plays {move}"

    def svg(self, position: Any, last_move: int | None = None, size: int = 120) -> str:
        """A small standalone SVG picture of the position (the stepper's board panel)."""
        lines = self.text(position).splitlines() or [""]
        step = size / max(len(lines) + 1, 3)
        texts = "".join(
            f'<text x="{size / 2:g}" y="{step * (i + 1.2):g}" font-size="{step * 0.7:g}" '
            f'text-anchor="middle" font-family="DejaVu Sans Mono, monospace">'
            f"{html.escape(line)}</text>" for i, line in enumerate(lines))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
                f'viewBox="0 0 {size} {size}"><rect width="{size}" height="{size}" '
                f'fill="white" stroke="#333333"/>{texts}</svg>')

    def dot_label(self, position: Any, last_move: int | None, colours: Mapping[str, str]) -> str:
        """The position inside a call's card: a Graphviz HTML-like ``<TABLE>``.

        ``colours`` maps roles (``played``, ``win_line``) to colours, so the
        diagram's palette stays in one place.
        """
        rows = "".join(f'<TR><TD><FONT FACE="DejaVu Sans Mono">{_dot_text(line)}</FONT></TD></TR>'
                       for line in self.text(position).splitlines() or [""])
        return f'<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0">{rows}</TABLE>'


def _dot_text(text: str) -> str:
    """Text made safe inside a Graphviz HTML-like label (spaces kept)."""
    return html.escape(text).replace(" ", "&#160;") or "&#160;"
