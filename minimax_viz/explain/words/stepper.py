"""The stepper's fixed words and whose point of view a score is."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, TypedDict

from ...games.exact import Number
from .values import ROLE_NAMES, STEP_OF

if TYPE_CHECKING:
    from ...record import CallTree


# -- the one stepper front-end (issue 13): whose point of view a score is ----------------------
def good_for(tree: CallTree, score: Number) -> str:
    """Whose side a score favours, as the stepper's header says it: ``"good for X"``.

    Every score is from the maximizer's (the side to move at the root) point of view.
    """
    if not score:
        return "even: a draw with best play"
    side = tree.player if score > 0 else tree.game.other(tree.player)
    return f"good for {side}"


#: What a prediction may look like: a whole number, a decimal or a fraction (a chance
#: node's mean: 7.5, 5/3), signed with +, - or the Unicode minus "−" (U+2212, what a word
#: processor or a copied score gives). The page's script reads the same pattern
#: (``STEPPER_WORDS["prediction"]``), so a guess is read one way everywhere.
PREDICTION = r"^[+\-\u2212]?([0-9]+(\.[0-9]*)?|\.[0-9]+|[0-9]+ *\/ *[0-9]+)$"


def read_prediction(text: str) -> Fraction | None:
    """A student's prediction as an exact number, or None when it is not one (or divides
    by zero).

    >>> read_prediction(" +10"), read_prediction("\u221210"), read_prediction("1_0")
    (Fraction(10, 1), Fraction(-10, 1), None)
    >>> read_prediction("5 / 3"), read_prediction("7.5"), read_prediction("1/0")
    (Fraction(5, 3), Fraction(15, 2), None)
    """
    text = text.strip()
    if not re.fullmatch(PREDICTION, text):
        return None
    try:
        return Fraction(text.replace("\u2212", "-").replace(" ", ""))
    except ZeroDivisionError:
        return None


# -- the stepper's fixed words (the page's script and the notebook fill them in) ----------------
class CaptionWords(TypedDict):
    """The board panel's caption, line by line (:func:`~.cards.board_caption`): the call,
    the move that led to it (``root``: the position searched), who moves next (``next_role``:
    a player named by its role)."""

    call: str
    last_move: str
    root: str
    next: str
    next_role: str


class StackHeadings(TypedDict):
    """The call stack table's column headings, by the stack frame's field each heads
    (:class:`~minimax_viz.explain.Frame`)."""

    call: str
    depth: str
    player: str
    best_so_far: str
    moves_left: str


class WindowHeadings(TypedDict):
    """The stack's two more columns under alpha-beta: each frame's window."""

    alpha: str
    beta: str


#: The column headings of the call stack table, by the frame's field.
STACK_HEADINGS: StackHeadings = {"call": "frame", "depth": "depth", "player": "to move",
                                 "best_so_far": "best so far", "moves_left": "moves left"}


class StepperWords(TypedDict):
    """The stepper's fixed words and templates, sent to the page once; mirrored field for
    field by the ``StepperWords`` typedef in ``lessons/frontend/contract.js``."""

    question: str
    to: str
    counter: str
    counter_open: str
    counts: str
    prediction: str
    caption: CaptionWords
    stack: str
    headings: StackHeadings
    frame: str
    roles: dict[str, str]
    right: str
    wrong: str
    not_a_number: str
    tally: str
    window: WindowHeadings
    code: str
    must_answer: str
    inside: str
    pov: str
    jump_bad: str
    data_failed: str  # the widget's error, filled in Python (widgets.Stepper)
    labels: dict[str, str]
    tips: dict[str, str]
    speeds: list[str]
    aria: dict[str, str]


#: A static diagram's zoom bar in a notebook (draw/notebook.py): each button's label and
#: tip, and the note of the card text's size on screen.
STATIC_VIEW_WORDS = {
    "out": ("\u2212", "zoom out"), "in": ("+", "zoom in"),
    "all": ("fit all", "the whole tree in view"),
    "readable": ("readable", "readable, the root in view"),
    "note": "{px} px text",
}


#: The standalone page's own lines (HTML): what it says without JavaScript, and its footer.
PAGE_WORDS = {
    "noscript": "{counter}: this page steps through the search with JavaScript; please allow"
                " it.",
    "footer": "The address keeps the step (<code>#step=12</code>); add <code>&amp;predict</code>"
              " to open in predict mode. Made with minimax-viz; works offline.",
}

STEPPER_WORDS: StepperWords = {
    "question": "call {id}, depth {depth}, {player} to move: what does it return{to}?"
                " Enter your prediction.",
    "to": " to call {parent}",
    "counter": STEP_OF,
    "counter_open": "step {step}",  # predict mode: how many steps there are is not said
    "counts": "{calls} · {steps}",
    "prediction": PREDICTION,
    "caption": {"call": "call {id} · depth {depth}", "last_move": "last move: {move}",
                "root": "the position searched", "next": "next: {player} to move, {role}",
                "next_role": "next: {role} to move"},
    "stack": "call stack",
    "headings": STACK_HEADINGS,
    "frame": "call {id}",  # a stack row's first cell
    "roles": ROLE_NAMES,
    "right": "Right!",
    "wrong": "Not quite: it returns {score}.",
    "not_a_number": "{text} is not a number; try e.g. -10",
    "tally": "right {right}, wrong {wrong}, skipped {skipped}",
    # -- the one stepper front-end (issue 13): stack window columns, controls, hints
    "window": {"alpha": "α", "beta": "β"},
    "code": "the code: where this step is",
    "must_answer": "answer the question to go on (or untick \"answer to go on\")",
    "inside": "the highlighted folded box holds call {id}, {levels} level{s} below its top",
    "pov": "every score is from {max}'s point of view: above 0 is good for {max}, below 0"
           " for {min}",
    "jump_bad": "no call {text}: calls are numbered 1 to {last}",
    "data_failed": "the steps after the first could not be made ({error}): only step 1 is"
                   " shown",
    "labels": {"first": "◀◀ First", "prev": "◀ Prev", "play": "▶ Play", "pause": "❚❚ Pause",
               "next": "Next ▶", "last": "Last ▶▶", "over": "Step over", "out": "Step out",
               "jump": "Go to call", "fit": "Fit", "actual": "Actual size", "zoom_in": "+",
               "zoom_out": "−", "pv": "Best line only", "svg": "SVG", "png": "PNG",
               "present": "Presentation", "predict": "Predict scores",
               "require": "answer to go on", "check": "Check", "guess": "your prediction",
               "speed": "speed", "keys": "Keys: ← → step · Home/End · o over · u out · g go to"
               " call · f fit · + − zoom · b best line · p presentation · space play",
               "iteration_keys": " · i / I next / this or previous iteration"},
    # each button's tooltip, by the button's name (as in "labels")
    "tips": {"first": "first step (Home)", "prev": "previous step (←)",
             "play": "play / pause (space)", "next": "next step (→)", "last": "last step (End)",
             "over": "step over this call's subtree (o)",
             "out": "step out to the caller's return (u)", "jump": "go to the call typed (g)",
             "actual": "fit the tree to the panel / actual size (f)", "zoom_out": "zoom out (-)",
             "zoom_in": "zoom in (+)", "svg": "save this step's tree as SVG",
             "png": "save this step's tree as PNG", "check": "check your prediction (Enter)"},
    # the play speeds' names, slowest first (the page pairs them with its delays)
    "speeds": ["slow", "normal", "fast", "faster", "fastest"],
    # what a screen reader says of the controls without a visible label
    "aria": {"step": "step", "call_number": "call number", "call_hint": "call #",
             "call_tree": "call tree"},
}
