"""The terminal game: a person against the minimax AI, one line at a time.

All the rules live in :class:`~minimax_viz.lessons.match.Match`; this module only reads
lines and writes text. Both ends are injectable, so a test can script a whole
session: ``read`` is called like :func:`input` (prompt in, line out, EOFError at
the end of input) and everything else goes to ``out``.

>>> import io
>>> out = io.StringIO()
>>> session = TerminalGame(Match(human="O", board="O.XX.X.OO"), scripted(["n"], out), out)
>>> session.run()
0
>>> for line in out.getvalue().splitlines():
...     if line.startswith(("I play", "X wins")):
...         print(line)
I play 4. My options: 1: -10, 4: +10, 6: -10
X wins with 3-4-5. I win.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Callable, Iterable
from typing import TextIO

from ..errors import IllegalMoveError
from ..explain.words import signed
from ..games.tictactoe import Board
from ..search import SCORINGS
from .match import Match

Read = Callable[[str], str]
QUIT_WORDS = ("q", "quit", "exit")


def scripted(lines: Iterable[str], out: TextIO) -> Read:
    """A ``read`` that answers from ``lines`` and echoes them, like a person typing."""
    answers = iter(lines)

    def read(prompt: str) -> str:
        out.write(prompt)
        line = next(answers, None)
        if line is None:
            raise EOFError
        out.write(line + "\n")
        return line

    return read


def stream_reader(stream: TextIO, out: TextIO, echo: bool = True) -> Read:
    """A ``read`` over a text stream (a pipe, a file); ``echo`` shows each line on ``out``."""

    def read(prompt: str) -> str:
        out.write(prompt)
        out.flush()
        line = stream.readline()
        if not line:
            raise EOFError
        if echo:
            out.write(line if line.endswith("\n") else line + "\n")
        return line.rstrip("\r\n")

    return read


def board_text(board: Board, highlight: Iterable[int] = (), color: bool = False) -> str:
    """The grid with cell numbers in the empty cells; ``highlight`` cells in brackets.

    >>> print(board_text(Board("O.XX.X.OO"), highlight=(0,)))
    [O]| 1 | X
    ---+---+---
     X | 4 | X
    ---+---+---
     6 | O | O
    """
    marked = set(highlight)
    cells = [_cell_text(i, ch, i in marked, color) for i, ch in enumerate(board.cells)]
    rows = ["|".join(cells[r:r + 3]).rstrip() for r in (0, 3, 6)]
    return "\n---+---+---\n".join(rows)


def _cell_text(cell: int, ch: str, marked: bool, color: bool) -> str:
    text = str(cell) if ch == "." else ch
    if color:
        text = f"\033[2m{text}\033[0m" if ch == "." else f"\033[1m{text}\033[0m"
    return f"[{text}]" if marked else f" {text} "


def parse_cell(text: str) -> int:
    """The cell number typed in ``text``; IllegalMoveError for anything else."""
    if not text:
        raise IllegalMoveError("type the number of a free cell, or q to quit")
    try:
        return int(text)
    except ValueError:
        raise IllegalMoveError(f"{text!r} is not a cell number") from None


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    return text[:1].upper() + text[1:].rstrip(".") + "."


class TerminalGame:
    """One terminal session: games, re-prompts, play again, a clean goodbye."""

    def __init__(self, game: Match, read: Read = input, out: TextIO | None = None,
                 color: bool = False) -> None:
        self.game = game
        self.read = read
        self.out = out if out is not None else sys.stdout
        self.color = color
        self.tally = {"human": 0, "ai": 0, "draw": 0}
        self._mid_line = False  # a prompt is waiting on the screen

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        self._mid_line = True
        answer = self.read(prompt)
        self._mid_line = False
        return answer.strip()

    # -- the session -------------------------------------------------------------------
    def run(self) -> int:
        """Play until the person stops; end of input and Ctrl-C end it cleanly (status 0)."""
        try:
            self.intro()
            while self.play_one() and self.ask_again():
                self.game.new_game()
        except (EOFError, KeyboardInterrupt):
            if self._mid_line:
                self.say()
        self.say("Goodbye.")
        return 0

    def intro(self) -> None:
        game = self.game
        scoring = SCORINGS[game.options.scoring].summary
        self.say(f"Tic-Tac-Toe against minimax. You play {game.human}, I play {game.ai};"
                 " X moves first.")
        self.say(textwrap.fill(f"My scores are from my side: {scoring}.", 78))
        self.say("Type a cell number to move, q to quit.")

    def play_one(self) -> bool:
        """Play one game to its end; False if the person quit."""
        game = self.game
        games = sum(self.tally.values()) + 1
        self.say(f"\nGame {games}. You are {game.human}, I am {game.ai}.")
        if game.is_ai_turn:
            self.say()
        else:
            self.show_board()
        while not game.is_over:
            if game.is_ai_turn:
                self.ai_turn()
            elif not self.human_turn():
                return False
            elif game.is_over:
                self.show_board()
        self.announce()
        return True

    def ai_turn(self) -> None:
        reply = self.game.ai_move()
        options = ", ".join(f"{cell}: {signed(score)}" for cell, score in reply.scores.items())
        self.say(f"I play {reply.cell}. My options: {options}")
        self.show_board()

    def show_board(self) -> None:
        lines = {cell for line in self.game.board.winning_lines for cell in line}
        self.say()
        self.say(board_text(self.game.board, lines, self.color))
        self.say()

    def human_turn(self) -> bool:
        """Ask until the person plays a free cell; False if they quit."""
        game = self.game
        while True:
            text = self.ask(f"Your move ({game.human}): ")
            if text.lower() in QUIT_WORDS:
                return False
            try:
                game.human_move(parse_cell(text))
                return True
            except IllegalMoveError as exc:
                free = ", ".join(map(str, game.free_cells))
                self.say(f"{sentence(str(exc))} Free cells: {free}.")

    def announce(self) -> None:
        game = self.game
        result = game.result
        assert result is not None
        self.tally[result] += 1
        reason = sentence(game.reason or "")  # the game's words: "X wins with 3-4-5."
        if result == "draw":
            self.say(reason)
        else:
            self.say(f"{reason} {'I win.' if result == 'ai' else 'You win!'}")
        t = self.tally
        self.say(f"Games so far: you {t['human']}, me {t['ai']}, draws {t['draw']}.")

    def ask_again(self) -> bool:
        while True:
            answer = self.ask("Play again? [y/n] ").lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("n", "no", *QUIT_WORDS):
                return False
            self.say("Please answer y or n.")


def play(game: Match, read: Read | None = None, out: TextIO | None = None,
         color: bool | None = None) -> int:
    """Run a terminal session on ``game``: by default on the real terminal or a pipe.

    ``color`` (dim cell numbers, bold marks) defaults to on for a terminal,
    unless the ``NO_COLOR`` environment variable is set.
    """
    out = out if out is not None else sys.stdout
    if read is None:
        read = input if sys.stdin.isatty() else stream_reader(sys.stdin, out)
    if color is None:
        color = out.isatty() and "NO_COLOR" not in os.environ
    return TerminalGame(game, read, out, color).run()


__all__ = ["TerminalGame", "board_text", "parse_cell", "play", "scripted", "stream_reader"]
