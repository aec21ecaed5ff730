"""Games with dice (Pig): what a roll shows, a position's status, the evaluation."""

from __future__ import annotations

#: The fixed words of a dice game; the pictures and the play front ends fill in the {names}.
DICE_WORDS: dict[str, str] = {
    "shows": "the die shows {face} ({odds})",
    "lost": "a 1: the turn total is lost and the die passes",
    "to_move": "{player} to move, {turn} at risk",
    "rolling": "{player} rolls, {turn} at risk",
    "over": "{reason}",
    "rolled": "{player} rolls {face}. {result}",
    "rolled_one": "the turn total is lost: {other} to move",
    "rolled_more": "{player} has {turn} at risk",
    "type_move": "Type r to roll or h to hold, q to quit.",
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
    diff = mine - theirs
    shown = f"{diff:+d}" if diff else "0"
    risk = f"; the {turn} at risk is not counted" if turn else ""
    return f"{player} has banked {mine}, {other} {theirs}: {mine} - {theirs} = {shown}{risk}"


def roll_sentence(player: str, face: int, turn: int, other: str) -> str:
    """What a roll did, for the play front ends: ``"A rolls 4. A has 6 at risk."``."""
    result = DICE_WORDS["rolled_one"].format(other=other) if face == 1 else \
        DICE_WORDS["rolled_more"].format(player=player, turn=turn)
    return DICE_WORDS["rolled"].format(player=player, face=face, result=result[:1].upper()
                                       + result[1:] + ".")


def pig_scores(players: tuple[str, str], scores: tuple[int, int], target: int) -> str:
    """The banked scores and the target: ``"A 3 · B 5 (to 10)"``."""
    return DICE_WORDS["scores"].format(first=players[0], a=scores[0], second=players[1],
                                       b=scores[1], target=target)


def die_text(die: str, sides: int, odds: str) -> str:
    """A chance node's die in a card: ``"🎲 1..6, each ⅙"``."""
    return DICE_WORDS["die"].format(die=die, sides=sides, odds=odds)
