"""Pig's own words (a game brings its words with it): what a roll shows, a position's
status, the banked scores, the evaluation."""

from __future__ import annotations

from .exact import signed

#: The fixed words of a dice game; the pictures and the play front ends fill in the {names}.
DICE_WORDS: dict[str, str] = {
    "shows": "the die shows {face} ({odds})",
    "to_move": "{player} to move, {turn} at risk",
    "rolling": "{player} rolls, {turn} at risk",
    "scores": "{first} {a} · {second} {b} (to {target})",
    "die": "{die} 1..{sides}, each {odds}",
}


def die_shows(face: int, odds: str) -> str:
    """The chance move that reached a position: ``"the die shows 4 (⅙)"``."""
    return DICE_WORDS["shows"].format(face=face, odds=odds)


def pig_status(player: str, turn: int, rolling: bool) -> str:
    """Who acts on an unfinished position, and what is at risk: ``"A to move, 4 at risk"``."""
    return DICE_WORDS["rolling" if rolling else "to_move"].format(player=player, turn=turn)


def pig_evaluation(player: str, mine: int, other: str, theirs: int, turn: int) -> str:
    """The evaluation at the depth limit, in words: banked scores only."""
    shown = signed(mine - theirs)
    risk = f"; the {turn} at risk is not counted" if turn else ""
    return f"{player} has banked {mine}, {other} {theirs}: {mine} - {theirs} = {shown}{risk}"


def pig_scores(players: tuple[str, str], scores: tuple[int, int], target: int) -> str:
    """The banked scores and the target: ``"A 3 · B 5 (to 10)"``."""
    return DICE_WORDS["scores"].format(first=players[0], a=scores[0], second=players[1],
                                       b=scores[1], target=target)


def die_text(die: str, sides: int, odds: str) -> str:
    """A chance node's die in a card: ``"🎲 1..6, each ⅙"``."""
    return DICE_WORDS["die"].format(die=die, sides=sides, odds=odds)
