"""Every sentence a student reads, in one place, so every view says the same thing.

The command line, the notebook stepper, the HTML page, the slides, the
narration files and the diagram's cards all take their words from here.

>>> signed(10), signed(-10), signed(0), bound(float("-inf"))
('+10', '-10', '0', '-∞')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .article import slip_for

if TYPE_CHECKING:
    from ..games import Game
    from ..record import Call, CallTree, Summary
    from ..search import SearchOptions

#: The column headings of the call stack table.
STACK_HEADINGS = ("frame", "depth", "to move", "best so far", "moves left")
#: What a step counter says: "step 3 of 18".
STEP_OF = "step {step} of {steps}"


# -- numbers --------------------------------------------------------------------------------
def signed(score: float) -> str:
    """A score as the tutorial writes it: ``+10``, ``-10``, ``0``."""
    return f"{score:+g}" if score else "0"


def bound(value: float | None) -> str:
    """An alpha or beta bound: ``-∞``, ``+∞`` or a signed number."""
    if value is None:
        return ""
    if math.isinf(value):
        return "+∞" if value > 0 else "-∞"
    return signed(value)


def value_text(tree: CallTree, call: Call) -> str:
    """The score ``call`` returned, marked when alpha-beta left only a bound.

    A call whose subtree had a cut returns a value at or outside the window it
    was given, and that value is only a bound: "at most +10" or "at least -10".
    """
    if tree.is_bound(call.id):
        if call.alpha is not None and call.score <= call.alpha:
            return f"at most {signed(call.score)}"
        if call.beta is not None and call.score >= call.beta:
            return f"at least {signed(call.score)}"
    return signed(call.score)


def role(tree: CallTree, player: str) -> str:
    """``"max"`` for the maximizer (the side to move at the root), else ``"min"``."""
    return "max" if player == tree.player else "min"


ROLE_NAMES = {"max": "▲ MAX", "min": "▼ MIN"}


# -- the search as a whole ------------------------------------------------------------------
def title(tree: CallTree) -> str:
    """``"Minimax on O.XX.X.OO, X to move"``."""
    return f"Minimax on {tree.game.format(tree.root_position)}, {tree.player} to move"


def search_description(options: SearchOptions, game: Game) -> str:
    """The options in use: ``"article scoring, alpha-beta, memo, move order 4,0,2,..."``."""
    parts = [f"{options.scoring} scoring"]
    if options.pruning != "none":
        parts.append("alpha-beta")
    if options.memo:
        parts.append("memo")
    if options.depth_limit is not None:
        parts.append(f"depth limit {options.depth_limit}")
    if options.order is not None:
        parts.append("move order " + ",".join(map(str, options.order)))
    return ", ".join(parts)


def answer(tree: CallTree) -> str:
    """The search's answer: "best move 4, score +10", or why there is no move."""
    if tree.best_move is None:
        return f"the game is already over ({outcome_text(tree, tree[tree.root])})," \
               f" score {signed(tree.score)}"
    return f"best move {tree.best_move}, score {signed(tree.score)}"


def summary(tree: CallTree) -> str:
    """The answer in one line: "9 calls. Best move 4, score +10."."""
    calls = f"{len(tree):,} call{'' if len(tree) == 1 else 's'}"
    text = answer(tree)
    return f"{calls}. {text[0].upper()}{text[1:]}."


def numbered(lines: Sequence[str]) -> str:
    """The lines as text, each behind its 1-based step number (``07  call 4, ...``)."""
    width = step_width(len(lines))
    return "".join(f"{step:0{width}d}  {line}\n" for step, line in enumerate(lines, start=1))


def step_width(steps: int) -> int:
    """Digits in a step number: 2 at least, so files and lines sort in step order."""
    return max(2, len(str(steps)))


def narration_file(tree: CallTree, lines: Sequence[str]) -> str:
    """The ``narration.txt`` every lesson writes: a title, one line a step, the answer."""
    return (f"{title(tree)}: the search call by call, one line a step.\n\n"
            f"{numbered(lines)}\n{summary(tree)}\n")


# -- one call ---------------------------------------------------------------------------------
def outcome_text(tree: CallTree, call: Call) -> str:
    """Why a finished game is over, as the game says it: ``"X wins with 3-4-5"``."""
    found = tree.game.outcome(call.position)
    return found.reason if found else ""


def move_text(tree: CallTree, call: Call) -> str:
    """The move that led to ``call``: ``"O plays 4"`` ("" at the root)."""
    if call.move is None or call.parent is None:
        return ""
    return tree.game.move_text_to(call.position, call.move)


def call_heading(call: Call) -> str:
    return f"call {call.id}  ·  depth {call.depth}"


def side_text(tree: CallTree, call: Call) -> str:
    return f"{ROLE_NAMES[role(tree, call.player)]}  ·  {call.player} to move"


def window_text(call: Call) -> str:
    return f"α {bound(call.alpha)}  ·  β {bound(call.beta)}"


MEMO_TEXT = "memo hit: value remembered"


def returns_text(tree: CallTree, call: Call) -> str:
    """What a card says a call returned: ``"returns +10, picks 4"``.

    A call that alpha-beta stopped early picked nothing: its value is a bound.
    """
    value = value_text(tree, call)
    kind = tree.kind(call.id)
    if kind == "estimate":
        return f"{ESTIMATE_MARK} estimate {value}"
    if kind == "cut":
        return f"stopped early: {value}"
    if kind == "search" and call.best_move is not None:
        return f"returns {value}, picks {call.best_move}"
    return f"returns {value}"


def folded_lines(tree: CallTree, summary: Summary) -> list[str]:
    """What a folded subtree holds: calls, finished games by result, memo hits."""
    first, second = tree.game.players
    lines = [f"folded: {summary.calls:,} calls",
             f"games: {first} wins {summary.wins[0]:,}",
             f"{second} wins {summary.wins[1]:,} · draws {summary.draws:,}"]
    if summary.memo_hits:
        lines.append(f"memo hits {summary.memo_hits:,}")
    if summary.estimates:  # depth limit (issue 9)
        lines.append(f"{ESTIMATE_MARK} estimates {summary.estimates:,}")
    return lines


def cut_lines(call: Call) -> list[str]:
    """A cut stub: ``"2 moves skipped: beta cut"``, the moves, and why."""
    count = len(call.skipped)
    why = f"{signed(call.score)} ≥ β {bound(call.beta)}" if call.cut == "beta" else \
        f"{signed(call.score)} ≤ α {bound(call.alpha)}"
    return [f"{count} move{'s' if count != 1 else ''} skipped: {call.cut} cut",
            f"never tried: {', '.join(map(str, call.skipped))}", why]


def board_caption(tree: CallTree, call: Call) -> tuple[str, str, str]:
    """The board panel's caption, who just moved apart from who moves next:
    ``("call 3 · depth 2", "last move: O plays 4", "next: X to move, ▲ MAX")``."""
    first, last, root, after = STEPPER_WORDS["caption"]
    moved = move_text(tree, call)
    return (first.format(id=call.id, depth=call.depth),
            last.format(move=moved) if moved else root,
            after.format(player=call.player, role=ROLE_NAMES[role(tree, call.player)]))


# -- one step -----------------------------------------------------------------------------------
def _head(call: Call) -> str:
    return f"call {call.id}, depth {call.depth}, {call.player} to move"


def enter_sentence(tree: CallTree, call: Call, moves: Sequence[int]) -> str:
    """A call starts: how it was reached, and what it does first."""
    played = "starts the search" if call.parent is None else \
        f"{move_text(tree, call)} (called by call {call.parent})"
    if call.outcome:
        return f"{_head(call)}: {played}; {outcome_text(tree, call)}"
    if call.memo_hit:
        return f"{_head(call)}: {played}; position seen before, value remembered"
    if call.estimate:
        return f"{_head(call)}: {played}; {estimate_enter(tree)}"
    window = "" if call.alpha is None else \
        f", window alpha {bound(call.alpha)} beta {bound(call.beta)}"
    return f"{_head(call)}: {played}; tries {', '.join(map(str, moves))}{window}"


def return_sentence(tree: CallTree, call: Call) -> str:
    """A call returns: what it found and where its score goes."""
    to = "" if call.parent is None else f" to call {call.parent}"
    if call.outcome:
        return f"{_head(call)}: {outcome_text(tree, call)}, returns {signed(call.score)}{to}" \
               f"{tutorial_note(tree, call)}"
    if call.memo_hit:
        return f"{_head(call)}: remembered value {signed(call.score)}, returns it{to}"
    if call.estimate:
        return f"{_head(call)}: {estimate_return(tree, call)}, returns {signed(call.score)}{to}"
    kids = [tree[c] for c in tree.children(call.id)]
    scores = ", ".join(f"{k.move}: {value_text(tree, k)}" for k in kids)
    word = "highest" if role(tree, call.player) == "max" else "lowest"
    if call.skipped:
        text = f"stops early, the {word} so far of ({scores}); {call.cut} cut skips " \
               f"{', '.join(map(str, call.skipped))}"
    else:
        text = f"picks {call.best_move}, the {word} of ({scores})"
    if call.parent is None:
        return f"{_head(call)}: {text}, returns {signed(call.score)}: best move {call.best_move}"
    return f"{_head(call)}: {text}, returns {value_text(tree, call)}{to}"


def predict_question(call: Call) -> str:
    """Predict mode's question at a return step (nothing of the answer in it)."""
    to = "" if call.parent is None else STEPPER_WORDS["to"].format(parent=call.parent)
    question: str = STEPPER_WORDS["question"]
    return question.format(id=call.id, depth=call.depth, player=call.player, to=to)


# -- the one stepper front-end (issue 13): whose point of view a score is ----------------------
def good_for(tree: CallTree, score: float) -> str:
    """Whose side a score favours, as the stepper's header says it: ``"good for X"``.

    Every score is from the maximizer's (the side to move at the root) point of view.
    """
    if not score:
        return "even: a draw with best play"
    side = tree.player if score > 0 else tree.game.other(tree.player)
    return f"good for {side}"


# -- the stepper's fixed words (the page's script and the notebook fill them in) ----------------
STEPPER_WORDS: dict[str, Any] = {
    "question": "call {id}, depth {depth}, {player} to move: what does it return{to}?"
                " Enter your prediction.",
    "to": " to call {parent}",
    "counter": STEP_OF,
    "caption": ["call {id} · depth {depth}", "last move: {move}", "the position searched",
                "next: {player} to move, {role}"],
    "stack": "call stack",
    "headings": list(STACK_HEADINGS),
    "roles": ROLE_NAMES,
    "right": "Right!",
    "wrong": "Not quite: it returns {score}.",
    "not_a_number": "{text} is not a number; try e.g. -10",
    "tally": "right {right}, wrong {wrong}, skipped {skipped}",
    # -- the one stepper front-end (issue 13): stack window columns, controls, hints
    "window": ["α", "β"],
    "code": "the code: where this step is",
    "must_answer": "answer the question to go on (or untick \"answer to go on\")",
    "inside": "the highlighted folded box holds call {id}, {levels} level{s} below its top",
    "pov": "every score is from {max}'s point of view: above 0 is good for {max}, below 0"
           " for {min}",
    "jump_bad": "no call {text}: calls are numbered 1 to {last}",
    "labels": {"first": "◀◀ First", "prev": "◀ Prev", "play": "▶ Play", "pause": "❚❚ Pause",
               "next": "Next ▶", "last": "Last ▶▶", "over": "Step over", "out": "Step out",
               "jump": "Go to call", "fit": "Fit", "actual": "Actual size", "zoom_in": "+",
               "zoom_out": "−", "pv": "Best line only", "svg": "SVG", "png": "PNG",
               "present": "Presentation", "predict": "Predict scores",
               "require": "answer to go on", "check": "Check", "guess": "your prediction",
               "speed": "speed", "keys": "Keys: ← → step · Home/End · o over · u out · g go to"
               " call · f fit · + − zoom · b best line · p presentation · space play"},
}


# -- playing against the AI (the terminal game, the play and editor widgets) -------------------
#: The fixed sentences of a game against the AI; the front ends fill in the {names}.
PLAY_WORDS: dict[str, str] = {
    "intro": "{title} against minimax. You play {human}, I play {ai}; {first} moves first.",
    "scoring": "Scoring: {scoring}{default}: {summary}. My scores are from my side ({ai}).",
    "default": " (the default)",
    "type_move": "Type a {move_word} number to move, q to quit.",
    "game": "Game {number}. You are {human}, I am {ai}.",
    "your_move": "Your move ({human}): ",
    "empty": "type a {move_word} number, or q to quit",
    "legal": "You can play {moves}.",
    "ai_plays": "I play {move}. My options: {options}", "i_play": "I play {move}.",
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
    "click": "Your move ({human}): click a {move_word}.",
    "again_widget": "Press New game to play again.",
    "options": "My options, scored from my side ({ai}):",
    "headings": "move|score|meaning",
    "good_ai": "good for the AI, {ai}", "good_you": "good for you, {human}", "even": "a draw",
    "legal_position": "legal position, {state}", "finished": "game over: {reason}",
    "to_move": "{player} to move", "trace_it": "Trace it", "position": "position",
}


def score_meaning(score: float, ai: str, human: str) -> str:
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


# -- the tutorial's own words beside ours (issue 11: teaching fidelity) -----------------------
def _side(tree: CallTree, player: str) -> str:
    return f"the AI, {player}" if player == tree.player else f"the human player, {player}"


def tutorial_note(tree: CallTree, call: Call) -> str:
    """Where the freeCodeCamp tutorial's prose slips at this call, what it says and what the
    board shows (see :data:`minimax_viz.explain.article.SLIPS`); "" at every other call.

    >>> from minimax_viz import trace
    >>> tree = trace("O.XX.X.OO")
    >>> tutorial_note(tree, tree[5]).split(";")[0]
    " (the tutorial's prose calls its FC 5 a win for the human player, O, returning +10"
    """
    slip = slip_for(tree.game.name, tree.game.format(tree.root_position), call.id,
                    tree.game.format(call.position))
    if slip is None or not call.outcome:
        return ""
    caller = "" if slip.caller is None else \
        f", though its FC {slip.caller} then takes {signed(slip.caller_takes or 0)} from it"
    return (f" (the tutorial's prose calls its FC {slip.call} a win for"
            f" {_side(tree, slip.said_winner)}, returning {signed(slip.said_score)}{caller};"
            f" the board shows {outcome_text(tree, call)}, a win for"
            f" {_side(tree, call.outcome)})")


#: What each line of :func:`minimax_viz.search.search` does in place of a step of the
#: tutorial's JavaScript (:data:`minimax_viz.explain.article.CODE_MAP`).
TUTORIAL_CODE_WORDS = {
    "spots": "the legal moves of the position, in search order (index order unless told):"
             " the tutorial's empty cells",
    "terminal": "is the game over? A finished game returns its score at once: X wins +10,"
                " O wins -10, a full board 0",
    "start": "the worst possible start, so the first move's score always replaces it"
             " (-INF / +INF rather than -10000 / 10000)",
    "place": "play the move: game.play builds a new position",
    "recurse": "call minimax on the new position; the side to move follows from the board"
               " instead of a player argument",
    "reset": "nothing to undo: the position was never changed, game.play returned a new one",
    "moves": "keep the best score as each move's score comes back, instead of collecting"
             " {index, score} objects and looping over them after: the same strict > and <,"
             " so ties keep the first best move",
    "return": "return the best score and its move (the tutorial returns the move object"
              " {index, score})",
}


# -- textbook trees and the condition behind every alpha-beta cut (issue 9) ----------------------
def node_name(tree: CallTree, call: Call) -> str:
    """What a call's position is called: the textbook name (``"B"``) or ``"call 6"``."""
    return tree.game.node_name(call.position) or f"call {call.id}"


def cut_condition(tree: CallTree, call: Call) -> list[str]:
    """Why alpha-beta stopped ``call``, in two lines.

    A MIN call stops once its value is at most alpha (MAX above has that much
    elsewhere); a MAX call once it is at least beta: ``["MIN already has +2 ≤ α = +3:",
    "the rest of C's moves cannot matter"]``.
    """
    if call.cut == "beta":
        held = f"{signed(call.score)} ≥ β = {bound(call.beta)}"
    else:
        held = f"{signed(call.score)} ≤ α = {bound(call.alpha)}"
    return [f"{call.player} already has {held}:",
            f"the rest of {node_name(tree, call)}'s moves cannot matter"]


# -- a student's own minimax: faults, the comparison, known mistakes (issue 10) ----------------
def student_error(call_id: int, error: BaseException) -> str:
    """The sentence for an exception raised inside a student's function."""
    detail = str(error).strip().splitlines()[0][:120] if str(error).strip() else ""
    if isinstance(error, RecursionError):
        return (f"call {call_id} went past Python's recursion limit ({detail}); the trace"
                " stops there: does every call get closer to a finished game?")
    what = f"{type(error).__name__}: {detail}" if detail else type(error).__name__
    return f"call {call_id} raised {what}; the trace keeps every call up to it"


def student_recursion(depth: int, position: str, first_depth: int) -> str:
    """The sentence for a recursion stopped at ``max_depth``."""
    return (f"stopped at depth {depth}: the recursion never ends; the board {position}"
            f" (first seen at depth {first_depth}) comes back again and again, so the calls"
            " are not playing moves on it (is the move made on the board passed down?)")


def student_call_limit(max_calls: int) -> str:
    """The sentence for a run stopped after ``max_calls`` calls."""
    return (f"stopped after {max_calls:,} calls (the max_calls limit): the search runs away;"
            " check that each call plays a move and stops at a finished game, or raise"
            " max_calls")


#: The known mistakes a comparison names, and what to change for each.
MISTAKES = {
    "player never switched": "the recursive call passes the same player again;"
                             " pass the other one",
    "score from the wrong side": "score every finished game for the AI (+10 when the AI"
                                 " wins, -10 when the human wins), and let the AI take the"
                                 " highest score and the human the lowest",
    "board not restored": "undo the move after the recursive call"
                          " (put the cell's number back), so the next move starts from the"
                          " same board",
    "last best kept instead of first": "replace the best only when a score is strictly"
                                       " better (> and <, not >= and <=), so ties keep the"
                                       " first best move",
    "terminal check missing or late": "check for a win, a loss and a full board at the start"
                                      " of every call, before trying any move",
}


def difference_sentence(kind: str, call_id: int, found: str, expected: str,
                        mistake: str | None) -> str:
    """One sentence for the first call where a student's search and minimax differ."""
    text = {
        "board": f"call {call_id} gets the board {found}, where a correct minimax has {expected}",
        "player": f"call {call_id} has {found} to move, where a correct minimax has {expected}"
                  " to move",
        "score": f"call {call_id} returns {found}, where a correct minimax returns {expected}",
        "move": f"call {call_id} picks move {found}, where a correct minimax picks {expected}",
        "missing": f"call {call_id} is missing: {expected}, but {found}",
        "extra": f"call {call_id} is one call too many: {expected}, but {found}",
        "unreadable": f"call {call_id} returns {found}, which holds no score (return a number,"
                      " a tuple or an {{index, score}} dict)",
    }[kind]
    if mistake is not None:
        text += f" ({mistake}: {MISTAKES[mistake]})"
    return text


def comparison_summary(calls: int, answer_text: str) -> str:
    """What a comparison says when every call matches."""
    return f"every call matches a correct minimax: {calls:,} calls, {answer_text}"


#: The captions of the side-by-side trees.
COMPARE_CAPTIONS = ("your function", "a correct minimax")


# -- depth-limited search (issue 9): estimates at the depth limit -----------------------------
#: What marks an estimate (a score the evaluation guessed) on cards and in the legend.
ESTIMATE_MARK = "≈"


def estimate_enter(tree: CallTree) -> str:
    """Why a call at the depth limit does not search on."""
    return (f"depth limit {tree.options.depth_limit} reached: no looking further,"
            " the evaluation function guesses")


def estimate_reason(tree: CallTree, call: Call) -> str:
    """How the game's evaluation scored ``call``, from the maximizer's side."""
    text = tree.game.evaluation_text(call.position, tree.player)
    raw = tree.game.evaluate(call.position, tree.player)
    return text if raw == call.score else f"{text}, kept to {signed(call.score)} (below a win)"


def estimate_return(tree: CallTree, call: Call) -> str:
    """A call at the depth limit returns: an estimate, not the end of the game."""
    return f"an estimate, not a finished game ({estimate_reason(tree, call)})"


def estimate_lines(tree: CallTree, call: Call) -> list[str]:
    """The rows of an estimate's card: what it is, and the evaluation's reasoning."""
    return [f"{ESTIMATE_MARK} estimate at depth limit {tree.options.depth_limit}",
            estimate_reason(tree, call)]


def horizon_heading(game: Game, position: Any, optimal: Sequence[int]) -> str:
    """The first line of a horizon table: the position and what perfect play would do."""
    moves = ", ".join(map(str, optimal)) or "none (the game is over)"
    return (f"{game.title} {game.format(position)}, {game.to_move(position)} to move;"
            f" perfect play: {moves}\n"
            f"{'depth limit':>11}  {'move':>4}  {'score':>5}  {'calls':>9}  optimal?")


def horizon_row(limit: int | None, move: int | None, score: int, calls: int,
                optimal: bool) -> str:
    """One search in a horizon table: ``"          2     4     +1         82  no"``."""
    shown = "none (end)" if limit is None else str(limit)
    return (f"{shown:>11}  {'-' if move is None else move:>4}  {signed(score):>5}"
            f"  {calls:>9,}  {'yes' if optimal else 'no'}")


#: The horizon chart's words.
HORIZON_CHART = {
    "title": "The horizon: more calls, better moves",
    "x": "calls to choose a move (mean over the sample, log scale)",
    "y": "optimal move chosen (% of positions)",
    "point": "d={limit}",
}
