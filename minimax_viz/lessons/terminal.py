"""The terminal game: a person against the minimax AI, one line at a time, in any game.

All the rules live in :class:`~minimax_viz.lessons.match.Match` and the game
(which reads a typed move and draws the position as text); this module only
reads lines and writes the sentences of :data:`~minimax_viz.explain.words.PLAY_WORDS`. Both ends are injectable, so a test can script a whole
session: ``read`` is called like :func:`input` (prompt in, line out, EOFError at
the end of input) and everything else goes to ``out``.

>>> import io
>>> out = io.StringIO()
>>> match = Match(human="O", board="O.XX.X.OO", scoring="article")
>>> session = TerminalGame(match, scripted(["n"], out), out)
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
from functools import partial
from typing import TextIO

from ..errors import IllegalMoveError
from ..explain.words import (
    PLAY_WORDS,
    as_sentence,
    capitalized,
    scoring_line,
    signed,
    typing_hint,
)
from ..search import SCORINGS
from .match import PLAY_SCORING, Match

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


class TerminalGame:
    """One terminal session: games, re-prompts, play again, a clean goodbye."""

    def __init__(self, match: Match, read: Read = input, out: TextIO | None = None,
                 color: bool = False) -> None:
        self.match = match
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
                self.match.new_game()
        except (EOFError, KeyboardInterrupt):
            if self._mid_line:
                self.say()
        self.say(PLAY_WORDS["goodbye"])
        return 0

    def intro(self) -> None:
        match, game = self.match, self.match.game
        self.say(as_sentence(PLAY_WORDS["intro"].format(  # "A textbook game tree against..."
            title=game.title, human=match.human, ai=match.ai, first=game.players[0])))
        scoring = match.options.scoring
        self.say(textwrap.fill(scoring_line(game, scoring, SCORINGS[scoring].summary,
                                            scoring == PLAY_SCORING, match.ai), 78))
        hint = typing_hint(game, to_move=True)
        self.say(PLAY_WORDS["type_move"].format(Hint=capitalized(hint)))

    def play_one(self) -> bool:
        """Play one game to its end; False if the person quit."""
        match = self.match
        games = sum(self.tally.values()) + 1
        self.say("\n" + PLAY_WORDS["game"].format(number=games, human=match.human, ai=match.ai))
        if match.is_ai_turn:
            self.say()
        else:
            self.show_board()
        while not match.is_over:
            if match.is_chance_turn:
                self.chance_turn()
            elif match.is_ai_turn:
                self.ai_turn()
            elif not self.human_turn():
                return False
            elif match.is_over:
                self.show_board()
        self.announce()
        return True

    def ai_turn(self) -> None:
        reply = self.match.ai_move()
        name = partial(self.match.game.pictures.move_name, reply.solution.position)
        options = ", ".join(f"{name(move)}: {signed(score)}" for move, score in reply.scores.items())
        self.say(PLAY_WORDS["ai_plays"].format(verb=self.match.game.controls.move_verb,
                                               move=name(reply.move), options=options))
        if reply.note:
            self.say(textwrap.fill(reply.note, 78))
        self.show_board()

    def chance_turn(self) -> None:
        """The dice move: say what they showed, and show the position they leave."""
        match = self.match
        move = match.roll()
        self.say(as_sentence(match.game.pictures.move_text_to(match.position, move)))
        if not match.is_ai_turn:  # the AI's next move shows the position anyway
            self.show_board()

    def show_board(self) -> None:
        match = self.match
        self.say()
        self.say(match.game.controls.play_text(match.position, self.color))
        self.say()

    def human_turn(self) -> bool:
        """Ask until the person plays a legal move; False if they quit."""
        match, game = self.match, self.match.game
        while True:
            text = self.ask(PLAY_WORDS["your_move"].format(human=match.human))
            if text.lower() in QUIT_WORDS:
                return False
            try:
                if not text:
                    raise IllegalMoveError(PLAY_WORDS["empty"].format(hint=typing_hint(game)))
                match.human_move(game.controls.parse_move(text))
                return True
            except IllegalMoveError as exc:
                legal = PLAY_WORDS["legal"].format(verb=game.controls.move_verb, moves=", ".join(
                    game.pictures.move_name(match.position, move) for move in match.legal_moves))
                self.say(f"{as_sentence(str(exc))} {legal}")

    def announce(self) -> None:
        match = self.match
        result = match.result
        assert result is not None
        self.tally[result] += 1
        reason = as_sentence(match.reason or "")  # the game's words: "X wins with 3-4-5."
        self.say(reason if result == "draw" else f"{reason} {PLAY_WORDS[result]}")
        t = self.tally
        self.say(PLAY_WORDS["tally"].format(human=t["human"], ai=t["ai"], draw=t["draw"]))

    def ask_again(self) -> bool:
        while True:
            answer = self.ask(PLAY_WORDS["again"]).lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("n", "no", *QUIT_WORDS):
                return False
            self.say(PLAY_WORDS["y_or_n"])


def play(match: Match, read: Read | None = None, out: TextIO | None = None,
         color: bool | None = None) -> int:
    """Run a terminal session on ``match``: by default on the real terminal or a pipe.

    ``color`` (ANSI bold and dim, where the game's text uses them) defaults to on for a terminal,
    unless the ``NO_COLOR`` environment variable is set.
    """
    out = out if out is not None else sys.stdout
    if read is None:
        read = input if sys.stdin.isatty() else stream_reader(sys.stdin, out)
    if color is None:
        color = out.isatty() and "NO_COLOR" not in os.environ
    return TerminalGame(match, read, out, color).run()


__all__ = ["TerminalGame", "play", "scripted", "stream_reader"]
