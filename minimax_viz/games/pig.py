"""Pig, the dice game: roll to build a turn total, hold to bank it, a 1 loses it.

Two players, A then B, take turns. On a turn the player rolls a die as often as
they like: a 2..6 adds to the turn total, a 1 ends the turn with nothing banked;
holding banks the turn total and passes the die. The first to bank ``target``
points wins (here 10 by default, so that a game is short; the classic target is 100).

A position is a :class:`PigState`: both banked scores, the turn total at risk,
whose turn it is, and whether the die is in the air. With the die in the air the
position is a chance node (:meth:`Game.is_chance`): the dice, not a player, pick
the next move, each face with probability 1/sides. So a player's move is two
steps in the search: ``roll`` (move 0, OpenSpiel's action 0) to a chance node,
then a face (moves 1..sides); ``hold`` is move 10. As text a position is
``"3-5 A+4"`` (A has 3, B 5, A to move with 4 at risk), ``"3-5 A+4 rolling"``
with the die in the air; ``"3-5"`` is A to move with nothing at risk.

Pig's positions repeat (a 1, or a hold with nothing at risk, hands the same scores
to the other player), so no search reaches every end: a search of Pig always has a
depth limit (:attr:`Game.default_depth_limit`, 2 unless given), and the limit
counts the players' moves, not the rolls of the die (as OpenSpiel's expectiminimax
does). At the limit a position is worth its :meth:`PigEvaluation.score`: the banked
scores' difference from the maximizer's side, the turn total at risk not counted.

>>> PIG.moves(PIG.start()), PIG.play(PIG.start(), ROLL)
((0, 10), PigState(scores=(0, 0), turn=0, player='A', rolling=True))
>>> PIG.format(PIG.play(PIG.play(PIG.start(), ROLL), 4)), PIG.probability(PIG.parse("0-0 A rolling"), 4)
('0-0 A+4', Fraction(1, 6))
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType
from typing import NamedTuple

from ..errors import IllegalMoveError, InvalidBoardError, InvalidOptionError, is_whole, quote
from .base import Game, Outcome
from .exact import odds_text
from .parts import Evaluation, Pictures, PlayControls
from .pig_words import die_shows, pig_evaluation, pig_scores, pig_status

PLAYERS = ("A", "B")
#: The moves of a player: roll the die (OpenSpiel's action 0), or hold (bank the turn total).
ROLL, HOLD = 0, 10
#: The depth limit of a Pig search when none is given: OpenSpiel's test searches 2 moves ahead.
HORIZON = 2
#: The largest die and target a game may have (a picture of more is no help).
MAX_SIDES, MAX_TARGET = 9, 100
#: The faces of a die, as pictures name them.
FACES = {1: "⚀", 2: "⚁", 3: "⚂", 4: "⚃", 5: "⚄", 6: "⚅"}
_TEXT = re.compile(r"\s*(\d{1,3})\s*[-:]\s*(\d{1,3})\s*(?:([AB])\s*(?:\+\s*(\d{1,3}))?)?"
                   r"\s*(rolling)?\s*", re.IGNORECASE)


class PigState(NamedTuple):
    """A position in Pig: the banked scores (A's, B's), the turn total, who is to move,
    and whether the die is in the air (a chance node)."""

    scores: tuple[int, int]
    turn: int
    player: str
    rolling: bool = False

    def mine(self) -> int:
        """The banked score of the player whose turn it is."""
        return self.scores[PLAYERS.index(self.player)]


class Pig(Game[PigState]):
    """Pig to ``target`` points with a die of ``sides`` faces (1 loses the turn total)."""

    players, has_chance, whole_values = PLAYERS, True, False
    depth_follows_position = False  # a 1 or a hold at 0 returns to the same scores
    default_depth_limit = HORIZON

    def __init__(self, target: int = 10, sides: int = 6) -> None:
        if type(target) is not int or not 1 <= target <= MAX_TARGET:
            raise InvalidOptionError(f"Pig target {quote(target)} must be a whole number"
                                     f" 1..{MAX_TARGET}")
        if type(sides) is not int or not 2 <= sides <= MAX_SIDES:
            raise InvalidOptionError(f"Pig die {quote(sides)} must have 2..{MAX_SIDES} sides")
        self.target, self.sides = target, sides
        self.faces = tuple(range(1, sides + 1))
        self.chance_odds = Fraction(1, sides)
        self.name = "pig" if (target, sides) == (10, 6) else f"pig-{target}-d{sides}"
        self.title = "Pig" if target == 10 else f"Pig to {target}"
        self.title += "" if sides == 6 else f" with a {sides}-sided die"

    def __repr__(self) -> str:
        return f"Pig(target={self.target}, sides={self.sides})"

    # -- the rules ------------------------------------------------------------------------
    def start(self) -> PigState:
        return PigState((0, 0), 0, PLAYERS[0])

    def example(self) -> PigState:
        """A closes in on the target: one roll may win, one loses the 6 at risk."""
        return self.parse(f"{max(self.target - 8, 0)}-{max(self.target - 3, 0)} A+6") \
            if self.target >= 8 else self.start()

    def parse(self, value: object) -> PigState:
        if isinstance(value, PigState):
            return self._checked(value, quote(value))
        match = _TEXT.fullmatch(value) if isinstance(value, str) else None
        if match is None:
            raise InvalidBoardError(
                f"Pig position {quote(value)} is not scores such as '3-5', optionally the"
                " player to move and the turn total ('3-5 B+4'), and 'rolling'")
        a, b, player, turn, rolling = match.groups()
        state = PigState((int(a), int(b)), int(turn or 0), (player or "A").upper(),
                         rolling is not None)
        return self._checked(state, quote(value))

    def _checked(self, state: PigState, shown: str) -> PigState:
        """``state`` when a game of this Pig can reach it, else InvalidBoardError saying why."""
        if state.player not in PLAYERS or not all(is_whole(n) and n >= 0 for n in
                                                  (*state.scores, state.turn)) \
                or len(state.scores) != 2 or type(state.rolling) is not bool:
            raise InvalidBoardError(f"{self.title} position {shown}: the scores and the turn"
                                    " total must be whole numbers, the player A or B")
        state = state._replace(scores=(int(state.scores[0]), int(state.scores[1])),
                               turn=int(state.turn))  # a numpy int read as the int it is
        most = self.target - 1 + self.sides  # a hold from target - 1 with the largest face
        a, b = state.scores
        problem = (
            "a score is above what a game can bank" if max(a, b, state.mine() + state.turn) > most
            else "both players have reached the target" if min(a, b) >= self.target
            else "a turn total of 1 cannot be: a 1 loses the turn total" if state.turn == 1
            else "the game is over, so nothing is at risk or rolling"
            if max(a, b) >= self.target and (state.turn or state.rolling)
            else "the turn total has reached the target: the player can only hold"
            if state.rolling and state.mine() + state.turn >= self.target else None)
        if problem:
            raise InvalidBoardError(f"{self.title} position {shown}: {problem}")
        return state

    def format(self, position: PigState) -> str:
        a, b = position.scores
        return f"{a}-{b} {position.player}+{position.turn}" + \
            (" rolling" if position.rolling else "")

    def to_move(self, position: PigState) -> str:
        return self.CHANCE if position.rolling else position.player

    def maximizer(self, root: PigState) -> str:
        """The player whose turn it is, even with the die in the air."""
        return root.player

    def is_chance(self, position: PigState) -> bool:
        return position.rolling

    def probability(self, position: PigState, move: int) -> Fraction:
        if not position.rolling or move not in self.faces:
            raise IllegalMoveError(f"{move!r} is not a face of the die rolled at"
                                   f" {quote(self.format(position))}")
        return self.chance_odds

    def moves(self, position: PigState) -> tuple[int, ...]:
        if position.rolling:
            return self.faces
        if max(position.scores) >= self.target:
            return ()
        return (HOLD,) if position.mine() + position.turn >= self.target else (ROLL, HOLD)

    def play(self, position: PigState, move: int) -> PigState:
        scores, turn, player, rolling = position
        if rolling and move == 1:  # a 1: the turn total is lost, the die passes
            return PigState(scores, 0, self.other(player))
        if rolling and move in self.faces:
            return PigState(scores, turn + move, player)
        if not rolling and move == ROLL and move in self.moves(position):
            return PigState(scores, turn, player, True)
        if not rolling and move == HOLD and self.moves(position):
            banked = (scores[0] + turn, scores[1]) if player == PLAYERS[0] else \
                (scores[0], scores[1] + turn)
            return PigState(banked, 0, self.other(player))
        raise IllegalMoveError(f"{move!r} is not a legal move at {quote(self.format(position))}"
                               f" (moves: {', '.join(map(str, self.moves(position)))})")

    def outcome(self, position: PigState) -> Outcome | None:
        for player, score in zip(PLAYERS, position.scores):
            if score >= self.target:
                return Outcome(player, f"{player} banks {score}, reaching {self.target}:"
                                       f" {player} wins")
        return None

    def all_moves(self) -> tuple[int, ...]:
        return (ROLL, *self.faces, HOLD)

    # -- the parts: banked scores at the horizon, dice in the words and pictures ---------
    @cached_property
    def evaluation(self) -> PigEvaluation:
        return PigEvaluation(self)

    @cached_property
    def pictures(self) -> PigPictures:
        return PigPictures(self)

    @cached_property
    def controls(self) -> PigControls:
        return PigControls(self)


class PigEvaluation(Evaluation[PigState]):
    """The banked scores' difference (OpenSpiel's FirstPlayerAdvantage); the turn total at
    risk is not counted."""

    def score(self, position: PigState, player: str) -> int:
        """``player``'s banked score minus the other's."""
        mine = position.scores[PLAYERS.index(player)]
        return mine - position.scores[1 - PLAYERS.index(player)]

    def explain(self, position: PigState, player: str) -> str:

        other = self.game.other(player)
        return pig_evaluation(player, position.scores[PLAYERS.index(player)], other,
                              position.scores[PLAYERS.index(other)], position.turn)


class PigPictures(Pictures[PigState]):
    """Scores, the turn total at risk and, with the die in the air, a die."""

    game: Pig

    def move_name(self, position: PigState, move: int) -> str:
        if position.rolling:
            return f"{FACES.get(move, '')} {move}".strip()
        return "roll" if move == ROLL else "hold" if move == HOLD else str(move)

    def move_text(self, player: str, move: int) -> str:
        return f"{player} rolls" if move == ROLL else f"{player} holds" if move == HOLD \
            else f"{player} plays {move}"

    def move_text_to(self, position: PigState, move: int) -> str:
        """``"A rolls"``, ``"B holds"``, ``"the die shows 4 (⅙)"``: the move that reached
        ``position`` (a face when the move is a face: roll and hold are not faces)."""
        if move == ROLL:
            return self.move_text(position.player, ROLL)
        if move == HOLD:
            return self.move_text(self.game.other(position.player), HOLD)

        return die_shows(move, odds_text(self.game.chance_odds))

    def text(self, position: PigState) -> str:

        return f"{pig_scores(PLAYERS, position.scores, self.game.target)}\n" \
            f"{self.status(position)}"

    def turn(self, position: PigState) -> str:
        """``"A to move, 4 at risk"`` or ``"A rolls, 4 at risk"``."""

        return pig_status(position.player, position.turn, position.rolling)

    def svg(self, position: PigState, last_move: int | None = None, size: int = 120) -> str:
        from .pig_pictures import pig_svg

        return pig_svg(self.game, position, size)

    def dot_label(self, position: PigState, last_move: int | None,
                  colours: Mapping[str, str]) -> str:
        from .pig_pictures import pig_table

        return pig_table(self.game, position, colours)


class PigControls(PlayControls[PigState]):
    """A person rolls or holds: two buttons, or ``r`` / ``h`` typed."""

    move_word, move_verb = "choice", "choose"
    #: What a person types: r or roll, h or hold (or the move's number, 0 or 10).
    move_keys: Mapping[str, int] = MappingProxyType({"r": ROLL, "h": HOLD, "roll": ROLL,
                                                     "hold": HOLD})

    def move_grid(self) -> tuple[tuple[int, ...], ...]:
        return ((ROLL, HOLD),)

    def move_label(self, position: PigState, move: int) -> str:
        return self.game.pictures.move_name(position, move)


PIG = Pig()
#: OpenSpiel's small test configuration (algorithms/minimax_test.cc): a 3-sided die, target 100.
PIG_OPENSPIEL = Pig(target=100, sides=3)

__all__ = ["FACES", "HOLD", "HORIZON", "PIG", "PIG_OPENSPIEL", "PLAYERS", "ROLL", "Pig",
           "PigState"]
