"""Playing against the AI: the terminal game, the play and editor widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...games.exact import Number
from ...games.parts import TO_MOVE

if TYPE_CHECKING:
    from ...games import Game


# -- playing against the AI (the terminal game, the play and editor widgets) -------------------
#: The fixed sentences of a game against the AI; the front ends fill in the {names}.
PLAY_WORDS: dict[str, str] = {
    "intro": "{title} against minimax. You play {human}, I play {ai}; {first} moves first.",
    "scoring": "Scoring: {scoring}{default}: {summary}. My scores are from my side ({ai}).",
    "default": " (the default)",
    "type_move": "{Hint}, q to quit.", "to_move_hint": "{hint} to move",
    "hint": "type a {move_word} number", "key": "{key} to {name}", "keys": "type {keys}",
    "game": "Game {number}. You are {human}, I am {ai}.",
    "your_move": "Your move ({human}): ",
    "empty": "{hint}, or q to quit",
    "legal": "You can {verb} {moves}.",
    "ai_plays": "I {verb} {move}. My options: {options}", "i_play": "I {verb} {move}.",
    "ai": "I win.", "human": "You win!", "draw": "A draw.",
    "tally": "Games so far: you {human}, me {ai}, draws {draw}.",
    "again": "Play again? [y/n] ",
    "y_or_n": "Please answer y or n.",
    "goodbye": "Goodbye.",
    "slow_win": "Why {played} and not {fastest}? {fastest} wins {fastest_when}; {played} wins"
                " too, but {played_when}. Under {scoring} scoring every win scores {win}"
                " however long it takes, and I play the first best move in order; depth"
                " scoring (the default) prefers the fastest win.",
    "you_play": "you play", "new_game": "New game",
    "scoring_label": "scoring", "pruning_label": "pruning", "move_tip": "{move_word} {move}",
    "click": "Your move ({human}): click a {move_word}.",
    "again_widget": "Press New game to play again.",
    "options": "My options, scored from my side ({ai}):",
    "headings": "move|score|meaning",
    "good_ai": "good for the AI, {ai}", "good_you": "good for you, {human}", "even": "a draw",
    "legal_position": "legal position, {state}", "finished": "game over: {reason}",
    "to_move": TO_MOVE, "trace_it": "Trace it", "position": "position",
    "stakes": "Every end is worth its own value to {first} ({first} wants it high, {second}"
              " low), so no scoring option changes a score. My scores are from my side ({ai}).",
    "stakes_end": "{reason}; best play on both sides gives {par}, so {winner} wins by {margin}",
    "stakes_draw": "{reason}, what best play on both sides gives: a draw",
}


def scoring_line(game: Game, scoring: str, summary: str, default: bool, ai: str) -> str:
    """What a game against the AI says of its scores: the scoring in use, or, when every
    end carries its own worth (a textbook tree), that no scoring changes anything."""
    if game.own_stakes:
        return PLAY_WORDS["stakes"].format(first=game.players[0], second=game.players[1], ai=ai)
    return PLAY_WORDS["scoring"].format(scoring=scoring, summary=summary, ai=ai,
                                        default=PLAY_WORDS["default"] if default else "")


def stakes_verdict(game: Game, reason: str, worth: Number, par: Number) -> str:
    """How a game whose ends carry their own worth came out: the end's ``worth`` to the
    first player against ``par``, what best play on both sides gives that player."""
    if worth == par:
        return PLAY_WORDS["stakes_draw"].format(reason=reason)
    winner = game.players[0] if worth > par else game.players[1]
    return PLAY_WORDS["stakes_end"].format(reason=reason, par=par, winner=winner,
                                           margin=abs(worth - par))


def score_meaning(score: Number, ai: str, human: str) -> str:
    """Whose point of view a score of the AI is: ``"good for the AI, O"``."""
    key = "good_ai" if score > 0 else "good_you" if score < 0 else "even"
    return PLAY_WORDS[key].format(ai=ai, human=human)


def moves_away(plies: int) -> str:
    """When a win comes: ``"at once"``, ``"in 3 moves (yours included)"``."""
    return "at once" if plies <= 1 else f"in {plies} moves (yours included)"


def slow_win_note(played: int, plies: int, fastest: int, fastest_plies: int, scoring: str,
                  win: str) -> str:
    """Why the AI took a slower win than it had: said once, under article or unit scoring."""
    return PLAY_WORDS["slow_win"].format(
        played=played, fastest=fastest, played_when=moves_away(plies),
        fastest_when=moves_away(fastest_plies), scoring=scoring, win=win)


def typing_hint(game: Game, to_move: bool = False) -> str:
    """How a person types a move: ``"type a cell number"`` (``to_move``: ``"... to
    move"``), or the game's keys (Pig: ``"type r to roll or h to hold"``)."""
    keys = [(key, move) for key, move in game.controls.move_keys.items() if len(key) == 1]
    if not keys:
        hint = PLAY_WORDS["hint"].format(move_word=game.controls.move_word)
        return PLAY_WORDS["to_move_hint"].format(hint=hint) if to_move else hint
    start = game.start()
    return PLAY_WORDS["keys"].format(keys=" or ".join(
        PLAY_WORDS["key"].format(key=key, name=game.pictures.move_name(start, move)) for key, move in keys))
