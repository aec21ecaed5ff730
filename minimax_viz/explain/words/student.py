"""A student's own minimax: faults, the comparison, the known mistakes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from ...record import Call
    from ...record.student import Fault


# -- a student's own minimax: faults, the comparison, known mistakes (issue 10) ----------------
#: Where a student's search first differs from minimax: a fact of a call, a call too few or too
#: many, a returned value that holds no score, or a fault that stopped the run.
DifferenceKind = Literal["board", "player", "score", "move", "missing", "extra", "unreadable",
                         "fault"]
#: The note on the call a student's drawing marks, by why it is marked.
MARK_NOTES = {"error": "⚠ raised here", "recursion": "⚠ stopped here", "limit": "⚠ stopped here",
              "difference": "⚠ differs here"}


def fault_sentence(fault: Fault) -> str:
    """The sentence for a recorded run's :class:`~minimax_viz.record.student.Fault`,
    made from the facts the record keeps."""
    if fault.kind == "limit":
        return student_call_limit(int(fault.facts[0]))
    if fault.kind == "recursion":
        depth, position, first = fault.facts
        return student_recursion(int(depth), str(position), int(first))
    if fault.kind == "unfollowed":
        return (f"the recursion was not followed: call 1 called {fault.facts[0]} in a way the"
                " recorder cannot stand in for, so only call 1 was recorded; name the function"
                " the recursion goes through (--function, or record that function)")
    name, detail = (list(map(str, fault.facts)) + ["", ""])[:2]
    if name == "RecursionError":
        return (f"call {fault.call} went past Python's recursion limit ({detail}); the trace"
                " stops there: does every call get closer to a finished game?")
    what = f"{name}: {detail}" if detail else name
    return f"call {fault.call} raised {what}; the trace keeps every call up to it"


def raised_return(call: Call) -> str:
    """A student's call that never returned: its code raised, or the run was stopped."""
    return (f"call {call.id} never returns: the run stopped inside it (see the fault),"
            " so it has no score and picks no move")


#: What a card says for a call that never returned.
RAISED_TEXT = "⚠ never returned"


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
#: The known mistakes a comparison names (the keys of :data:`MISTAKES`).
Mistake = Literal["player never switched", "score from the wrong side", "board not restored",
                  "last best kept instead of first", "terminal check missing or late",
                  "min and max swapped", "score not negated", "a draw checked before a win",
                  "a bound remembered as a value"]
#: What to change for each known mistake.
MISTAKES: dict[Mistake, str] = {
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
    "min and max swapped": "the side the values are for keeps the highest score, the other"
                           " side the lowest",
    "score not negated": "in negamax each call keeps the highest of its moves' negated scores"
                         " (-score), since a child's score is for the opponent",
    "a draw checked before a win": "check for a win (every row, column and diagonal) before"
                                   " calling a full board a draw",
    "a bound remembered as a value": "a call a cut stopped returns only a bound for its own"
                                     " window (alpha, beta); remember a score only when"
                                     " alpha < score < beta, or keep the window in the key",
}


def difference_sentence(kind: DifferenceKind, call_id: int, found: str, expected: str,
                        mistake: Mistake | None) -> str:
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
                      " a tuple or an {index, score} dict)",
    }[kind]
    return with_mistake(text, mistake)


#: The facts a difference's sentence is made of, where the search does something minimax
#: does not (filled by the verdict with the call, the move and the board).
DIFFERENCE_WORDS = {
    "calls_again": "it calls again ({move})", "tries_again": "it tries {move} again",
    "should_return": "call {call} should return ({reason})",
    "tried_every_move": "call {call} has tried every move",
    "returns_instead": "call {call} returns instead",
    "makes_next": "minimax makes it next ({move}, from call {call})",
    "board_after": "{board} ({move})", "the_board": "the board {board}",
    "unlike_draw": "a score unlike a draw's", "game_order": "a score in the game's order",
    "event": "call {call} {event}s", "call": "call {call}", "more_calls": "more calls",
    "fewer_calls": "fewer", "nothing": "nothing",
    "remembered_bound": "call {call} returns {value}, remembered from call {earlier}, whose"
                        " score a cut left only a bound for another window",
    "exact_value": "the position's value",
}


def difference_fact(key: str, **facts: object) -> str:
    """One of :data:`DIFFERENCE_WORDS`, its facts filled in."""
    return DIFFERENCE_WORDS[key].format(**facts)


def with_mistake(text: str, mistake: Mistake | None) -> str:
    """``text`` with the named mistake and what to change for it, when one is named."""
    return text if mistake is None else f"{text} ({mistake}: {MISTAKES[mistake]})"


def comparison_summary(calls: int, answer_text: str) -> str:
    """What a comparison says when every call matches."""
    return f"every call matches a correct minimax: {calls:,} calls, {answer_text}"


#: The captions of a comparison's two trees, by the comparison's tree each heads.
COMPARE_CAPTIONS = {"student": "your function", "reference": "a correct minimax"}
