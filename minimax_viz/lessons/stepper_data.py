"""What the stepper's browser side reads: one laid-out diagram and every step's facts, once.

The page and the Jupyter widget send this (and the SVG of :class:`~minimax_viz.draw.Layout`)
to the one front-end, :func:`stepper_script` (``frontend/*.js`` bundled by esbuild); after that
only the step number changes (the widget sends the data twice: first what opens it at step 0,
then every step's, :func:`laid_out`). The data is one named structure, :class:`StepperData`, mirrored
by the JSDoc typedef in ``frontend/contract.js``. Every rule is decided here, in Python, by its
owner: sentences by :class:`~minimax_viz.explain.Steps` and :mod:`~minimax_viz.explain.words`
(sent as templates and phrases the page fills from the calls' columns with the same rule,
:func:`~minimax_viz.explain.words.fill`), scores as :func:`~minimax_viz.explain.words.signed`
writes them, the code panel's lines by :func:`~minimax_viz.explain.step_lines`, where "step
over" and "step out" go by :meth:`Steps.over_steps` / :meth:`Steps.out_steps`, each element's step rules
by :meth:`Layout.step_rules`. The script looks values up and fills templates.

Stored compactly:

* the calls' facts are columns, one array a fact (:class:`CallColumns`);
* each step is one signed call id (+ enter, - return), its sentence as indices into the
  distinct templates and phrases, its two innermost stack frames as indices into the
  distinct rows of the stack table (an outer frame is its parent frame stored at the step
  its child on the stack was entered: nothing in a frame changes while a child's subtree
  runs) and its code lines as an index into the distinct marks;
  predict mode's question is filled in the page from ``words["question"]``;
* boards are the game's pictures (:meth:`Pictures.svg <minimax_viz.games.Pictures.svg>`),
  cut into their tags and stored as indices into one table of distinct tags.

>>> embed_json({"t": "</script><!--"})
'{"t":"\\\\u003c/script\\\\u003e\\\\u003c!--"}'
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Hashable, Iterable
from functools import partial
from importlib import resources
from itertools import chain, count
from operator import attrgetter, itemgetter
from typing import Any, Generic, TypedDict, TypeVar

from ..draw import Layout
from ..draw.style import stylesheet
from ..explain import Frame, Steps, every_step_lines, shown_source, step_lines, words
from ..explain.edges import played_moves
from ..explain.words import StepperWords, last_move_line
from ..record import CallTree, paused_gc

try:  # writes a big stepper's data about ten times faster than json, the same text
    import orjson
except ImportError:  # (the browser's Python has none: json writes it)
    orjson = None  # type: ignore[assignment]

__all__ = [
    "BOARD_SIZE",
    "BUNDLE",
    "CallColumns",
    "StepperData",
    "data_json",
    "embed_json",
    "frame_cells",
    "frontend",
    "is_whole",
    "laid_out",
    "sentence_at",
    "split_tags",
    "stepper_css",
    "stepper_data",
    "stepper_script",
]

BOARD_SIZE = 150
Key = TypeVar("Key", bound=Hashable)


class CallColumns(TypedDict):
    """The calls' facts, one array a fact, call ``id`` at index ``id - 1``."""

    depth: list[int]
    player: list[int]    # an index into StepperData.players
    parent: list[int]    # 0: the root
    score: list[str]     # as words.signed writes it, the one formatting
    board: list[int]     # an index into StepperData.boards
    element: list[int]   # an index into StepperData.ids: the element that shows the call
    caption: list[int]   # an index into StepperData.phrases: the board caption's move line


class StepperData(TypedDict):
    """The stepper's contract: all the page reads besides the SVG.

    Mirrored field for field by the ``StepperData`` typedef in ``frontend/contract.js``,
    which ``tsc --checkJs`` checks every module against (tests/test_bundle.py).
    """

    title: str
    facts: str                  # the header's: game, scoring, pruning ...
    counts: str                 # "9 calls · 18 steps" (hidden in predict mode)
    answer: str                 # the search's answer (hidden in predict mode)
    players: list[str]          # the players the call columns number
    side_of: list[str]          # per player: its name and role, as the stack shows it
    next_of: list[str]          # per player: the board caption's "next: ..." line
    pov: str                    # whose point of view every score is
    predict: bool               # opens in predict mode
    alphabeta: bool             # the stack shows alpha and beta
    iterations: list[int]       # iterative deepening: each iteration's root call
    ids: list[str]              # the drawing's elements (Layout.step_rules)
    static: list[str]           # their static classes
    plain: list[str]            # the same without the secret classes (predict mode)
    rules: list[list[int]]      # per element: static, node, enter, ret, settle, earned
    calls: CallColumns
    tags: list[str]             # distinct SVG tags of the boards
    boards: list[list[int]]     # per distinct board: its tags' indices
    events: list[int]           # per step: +call entered, -call returning
    templates: list[str]        # distinct sentence templates (words.fill)
    said: list[list[int]]       # per step: its template's index, then its phrases' (the
    #                             opening data: step 0 only, see laid_out and is_whole)
    phrases: list[str]          # distinct phrases of the sentences and captions
    frames: list[list[int]]     # per step (as said): the two innermost frames, innermost first
    cells: list[list[str]]      # distinct frames as the stack shows them (frame_cells)
    over: list[int]             # per step: where "step over" goes (Steps.over_steps)
    out: list[int]              # per step: where "step out" goes (Steps.out_steps)
    words: StepperWords         # words.STEPPER_WORDS: the fixed words and templates
    source: list[str]           # the code panel's lines
    lines: list[int]            # per step: an index into marks
    marks: list[list[int]]      # distinct [line running, the caller's line or -1]
    texts: list[str]            # predict mode: the drawing's texts the page fills in (veil)
    shown_ids: list[str]        # predict mode: the drawing's element ids as shipped (veil)


_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026",
                 "\u2028": "\\u2028", "\u2029": "\\u2029"}


def frontend(name: str) -> str:
    """The text of ``frontend/<name>`` (``stepper.bundle.js`` or ``stepper.css``)."""
    folder = resources.files("minimax_viz.lessons").joinpath("frontend")
    return folder.joinpath(name).read_text(encoding="utf-8")


#: The stepper's one ES module: ``frontend/*.js`` bundled by esbuild (``make bundle``, from
#: the entry ``stepper.js``), shipped in the package so nothing needs npm to run it.
BUNDLE = "stepper.bundle.js"


def stepper_script() -> str:
    """The stepper's ES module (:data:`BUNDLE`), as anywidget's ``_esm`` and the page load it."""
    return frontend(BUNDLE)


def stepper_css(page: bool = False) -> str:
    """The palette, the panels' rules and the stepper's (``page=True``: the page's body too)."""
    return stylesheet(page) + "\n" + frontend("stepper.css")


def data_json(value: Any) -> str:
    """``value`` (strings, whole numbers, booleans, lists and dicts, as
    :class:`StepperData` holds) as compact JSON: no spaces, every character as it is.
    Written by orjson where it is installed, else by :mod:`json`: the same text
    (``tests/test_page.py``), 8 ms against 85 for the data of ``XO.......``. Not for floats
    (orjson writes NaN as null and 1e-07 as 1e-7) nor whole numbers past 64 bits."""
    if orjson is not None:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def embed_json(value: Any) -> str:
    """JSON safe inside ``<script type="application/json">``: no ``<``, ``>`` or ``&`` left.

    Those characters become ``\\u003c`` etc., which JSON.parse reads back as
    the same text, so no embedded string can close the script or open a comment.
    """
    text = data_json(value)
    return re.sub("[<>&\u2028\u2029]", lambda m: _JSON_ESCAPES[m.group()], text)


def split_tags(svg: str) -> list[str]:
    """An SVG cut before every ``<``: each piece is one tag and the text after it (any
    text before the first tag dropped). XML holds no NUL character, so one marks the cuts.

    >>> split_tags('<svg><text x="1">X</text></svg>')
    ['<svg>', '<text x="1">X', '</text>', '</svg>']
    """
    return svg.replace("<", "\0<").split("\0")[1:]


def frame_cells(frame: Frame, window: bool = True) -> list[str]:
    """One stack row's changing cells as shown: best so far, moves left (, alpha, beta)."""
    best = "–" if frame.best_so_far is None else words.signed(frame.best_so_far)
    left = ", ".join(map(str, frame.moves_left)) or "–"
    if not window:
        return [best, left]
    return [best, left, words.bound(frame.alpha) or "–", words.bound(frame.beta) or "–"]


class _Table(Generic[Key]):
    """Distinct values, each stored once: :meth:`index` gives a value's place, adding it
    (a value not yet placed takes the next number: the places are counted as they come,
    so :meth:`indices` maps a whole list without a Python step per value)."""

    def __init__(self, values: Iterable[Key] = ()) -> None:
        self.places: defaultdict[Key, int] = defaultdict(count().__next__)
        self.indices(values)  # distinct values already placed, in their order

    def index(self, value: Key) -> int:
        return self.places[value]

    def indices(self, values: Iterable[Key]) -> list[int]:
        """:meth:`index` of each value, in order."""
        return list(map(self.places.__getitem__, values))

    def texts(self) -> list[Key]:
        return list(self.places)


_POSITION, _PLAYER = attrgetter("position"), attrgetter("player")
_FRAME_VALUES = itemgetter(slice(3, None))  # a Frame's best, moves left, alpha, beta


def _calls_and_boards(steps: Steps, phrases: _Table[str],
                      opening: bool = False) -> tuple[CallColumns, list[str], list[list[int]],
                                                      list[str]]:
    """The calls' columns (``element`` left empty: the drawing's); the board pictures, cut
    into shared tags (tags, boards); the players the columns number. ``opening``: the
    player, board and caption of the root only (the one call step 0 shows)."""
    tree = steps.tree
    tags, players, boards = _Table[str](), _Table[str](), _Table[tuple[Any, int | None]]()
    # kept: the sentences read the same calls
    calls = [tree[tree.root]] if opening else steps.calls()
    # the cell marked: the boards' move
    board = boards.indices(zip(map(_POSITION, calls), played_moves(tree, calls)))
    svg = tree.game.pictures.svg
    pictures = [tags.indices(split_tags(svg(*key, BOARD_SIZE))) for key in boards.texts()]
    columns = CallColumns(depth=list(tree.data.depth),
                          player=players.indices(map(_PLAYER, calls)),
                          parent=list(tree.data.parent),
                          score=list(map(words.signed, tree.data.score)), board=board,
                          element=[],
                          caption=phrases.indices(map(partial(last_move_line, tree), calls)))
    return columns, tags.texts(), pictures, players.texts()


def _sentences(steps: Steps, phrases: _Table[str],
               opening: bool = False) -> tuple[list[str], list[list[int]]]:
    """Every step's sentence (``opening``: step 0's only) as the index of its template, then
    of its phrases (a sentence said again shares its indices: XO....... says 878 distinct
    sentences in 16,464 steps)."""
    templates = _Table[str]()
    said_of: dict[words.Sentence, list[int]] = {}
    said = []
    for sentence in [steps.sentence(0)] if opening else steps.sentences():
        indices = said_of.get(sentence)
        if indices is None:
            template, parts = sentence
            indices = said_of[sentence] = [templates.index(template), *phrases.indices(parts)]
        said.append(indices)
    return templates.texts(), said


def sentence_at(data: StepperData, step: int) -> str:
    """The sentence the page shows at ``step``, read back from the data as the page's
    ``narration()`` reads it (frontend/sentences.js): its template and phrases filled by
    :func:`words.fill` with the call's facts from the columns."""
    said, calls = data["said"][step], data["calls"]
    i = abs(data["events"][step]) - 1
    facts = {"id": str(i + 1), "depth": str(calls["depth"][i]),
             "player": data["players"][calls["player"][i]], "parent": str(calls["parent"][i]),
             "score": calls["score"][i]}
    return words.fill((data["templates"][said[0]], tuple(data["phrases"][p] for p in said[1:])),
                      facts)


def _frames(steps: Steps, opening: bool = False) -> tuple[list[list[int]], list[list[str]]]:
    """Per step (``opening``: step 0 only), the two innermost frames (innermost first) as
    indices into the distinct rows of cells (:func:`frame_cells`; alpha and beta only under
    alpha-beta)."""
    window = steps.tree.options.pruning != "none"
    rows = _Table[tuple[str, ...]]()
    if opening:
        frames = steps.stack(0, innermost=2)[::-1]
        per_step: list[tuple[int, ...]] = [tuple(range(len(frames)))]
    else:
        frames, per_step = steps.innermost_frames()
    # the same values are the same row, written once (0.5 and 1/2 are equal, but written
    # apart: their types tell them apart, unless every score is an int)
    values = _Table[tuple[Any, ...]]()
    if all(type(score) is int for score in steps.tree.data.score):
        value_of = values.indices(map(_FRAME_VALUES, frames))  # each frame's, as an index
    else:
        value_of = values.indices((best, left, alpha, beta, type(best), type(alpha), type(beta))
                                  for _, _, _, best, left, alpha, beta in frames)
    shown = dict(zip(value_of, frames))  # a frame of each values
    row_of = [-1] * len(shown)  # each values' row, found at the first step showing them

    def new_row(value: int) -> int:
        row_of[value] = rows.index(tuple(frame_cells(shown[value], window)))
        return row_of[value]

    out = [[row if (row := row_of[value_of[i]]) >= 0 else new_row(value_of[i]) for i in step]
           for step in per_step]
    return out, [list(row) for row in rows.texts()]


def _code_lines(steps: Steps, opening: bool = False) -> tuple[list[int], list[list[int]]]:
    """Per step (``opening``: step 0 only), an index into the distinct marks of the code
    panel: [the line running, the caller's line or -1]
    (:func:`~minimax_viz.explain.step_lines`)."""
    marks = _Table[tuple[int, int | None]]()
    out = marks.indices([step_lines(steps, 0)] if opening else every_step_lines(steps))
    return out, [[line, -1 if caller is None else caller] for line, caller in marks.texts()]


def summary(tree: CallTree) -> tuple[str, str, str]:
    """The header's facts about the search, its size and its answer (the last two hidden
    in predict mode: how many calls a search makes tells how much alpha-beta prunes)."""
    facts = words.search_description(tree.options, tree.game).replace(", ", " · ")
    counts = words.STEPPER_WORDS["counts"].format(calls=words.counted(len(tree), "call"),
                                                  steps=words.counted(tree.step_count, "step"))
    return facts, counts, f"{words.answer(tree)}: {words.good_for(tree, tree.score)}"


def _facts(steps: Steps, opening: bool = False) -> StepperData:
    """All of :class:`StepperData` that the drawing does not decide: what can be found while
    Graphviz lays the tree out (the drawing's fields, the title and the mode are left empty
    for :func:`_with_drawing`). ``opening``: the sentences and stack frames of step 0 only
    (:func:`laid_out`), and the root's player, board and caption, step 0's code lines and
    where its "step over" and "step out" go."""
    tree, phrases = steps.tree, _Table[str]()
    columns, tags, boards, players = _calls_and_boards(steps, phrases, opening)
    templates, said = _sentences(steps, phrases, opening)
    frames, cells = _frames(steps, opening)
    lines, marks = _code_lines(steps, opening)
    facts, counts, answer = summary(tree)
    return StepperData(
        title="", facts=facts, counts=counts, answer=answer, players=players,
        side_of=[words.player_role(tree, p) for p in players],
        next_of=[words.next_to_move(tree, p) for p in players],
        pov=words.STEPPER_WORDS["pov"].format(max=tree.player, min=tree.game.other(tree.player)),
        predict=False, alphabeta=tree.options.pruning != "none",
        iterations=[iteration.call for iteration in tree.iterations()],
        ids=[], static=[], plain=[], rules=[], calls=columns, tags=tags, boards=boards,
        events=[e.call if e.kind == "enter" else -e.call for e in steps.events],
        templates=templates, said=said, phrases=phrases.texts(), frames=frames, cells=cells,
        over=[steps.over(0)] if opening else steps.over_steps(),
        out=[steps.out(0)] if opening else steps.out_steps(),
        words=words.STEPPER_WORDS,
        source=shown_source(tree.options, bool(tree.chance_calls())).lines,
        lines=lines, marks=marks, texts=[], shown_ids=[],
    )


def _with_drawing(data: StepperData, layout: Layout, title: str | None,
                  predict: bool) -> StepperData:
    """:func:`_facts` completed: each call's element, the step rules, the title, the mode."""
    tree, view, rules = layout.tree, layout.view, layout.step_rules()
    index = {element: i for i, element in enumerate(layout.elements)}
    # a call not drawn (as a call or a summary) shows as its caller does (view.element_of):
    # callers come first, so each call's element is found from its caller's, element_of
    # asked only of the calls drawn
    drawn = {call_id: index[view.element_of(call_id)]
             for call_id in chain(view.calls, view.summaries)}
    element = [0]
    for call_id, parent in enumerate(tree.data.parent, start=1):
        found = drawn.get(call_id)
        element.append(element[parent] if found is None else found)
    data["calls"]["element"] = element[1:]
    data["title"] = words.title(tree) if title is None else title
    data["predict"] = predict
    data["ids"], data["static"], data["rules"] = rules["ids"], rules["static"], rules["rules"]
    data["plain"] = rules["plain"]
    return data


def is_whole(data: StepperData) -> bool:
    """Whether ``data`` says every step (not only the opening's: :func:`laid_out`), as the
    page asks it (``whole`` in frontend/stepper_base.js)."""
    return len(data["said"]) == len(data["events"])


def stepper_data(layout: Layout, title: str | None = None,
                 predict: bool = False) -> StepperData:
    """Everything the front-end reads besides the SVG, ready for JSON."""
    return _with_drawing(_facts(layout.steps), layout, title, predict)


def laid_out(tree: CallTree, steps: Steps | None = None, title: str | None = None,
             predict: bool = False, opening: bool = False,
             **layout_options: Any) -> tuple[Layout, StepperData]:
    """``Layout(tree, steps, **layout_options)`` and its :func:`stepper_data`, the same as
    made one after the other, but faster: the steps (None: made then) and their facts are
    found while Graphviz lays the tree out in its own process (``Layout(meanwhile=...)``; in
    a browser, where Graphviz is this Python's own call, one after the other). ``predict``: every card drawn alike
    (``Layout(alike=True)``). ``opening``: the data opens the stepper at step 0 and no
    further (:func:`is_whole` says no): its sentences, stack frames, code lines and "step
    over" and "step out" are step 0's only, its calls' players, boards and captions the
    root's only (every other field whole), for a widget that shows it at once and sends
    :func:`stepper_data` after. The garbage
    collector waits meanwhile (:func:`~minimax_viz.record.paused_gc`)."""
    found: list[StepperData] = []
    with paused_gc():
        layout = Layout(tree, steps, alike=predict,
                        meanwhile=lambda drawn: found.append(_facts(drawn.steps, opening)),
                        **layout_options)
        return layout, _with_drawing(found[0], layout, title, predict)
