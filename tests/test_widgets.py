"""The notebook widgets, driven in plain pytest (the stepper's browser side is checked in
test_notebook_browser.py and test_page_browser.py).

The article's board throughout::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import minimax_viz as mv

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")
import traitlets

from minimax_viz.draw.dot import inline_svg
from minimax_viz.explain import words
from minimax_viz.explain.words import signed
from minimax_viz.lessons.stepper_data import (
    frame_cells,
    is_whole,
    laid_out,
    sentence_at,
    stepper_data,
)
from minimax_viz.lessons.widgets import Stepper

pytestmark = pytest.mark.dot


@pytest.fixture
def stepper() -> Stepper:
    return Stepper("O.XX.X.OO")


def test_the_diagram_and_the_steps_travel_once(stepper: Stepper) -> None:
    """The widget holds the one laid-out SVG and, once found, every step's facts; a step
    changes only the step number (the browser restyles; Python re-sends nothing)."""
    widget = stepper.widget
    assert widget.svg == inline_svg(stepper.diagram.svg).encode()  # UTF-8: a binary buffer
    whole = stepper.data  # waits for every step's
    assert whole == stepper_data(stepper.diagram) == json.loads(widget.data) and is_whole(whole)
    assert "stepper_default as default" in widget._esm and ".mv-stepper" in widget.css
    sent = []
    widget.observe(lambda change: sent.append(change["name"]), names=traitlets.All)
    for step in (1, 5, 17, 0):
        stepper.go(step)
        assert stepper.step == step
    assert sent == ["step"] * 4


def test_go_is_clamped_and_moves_by_call(stepper: Stepper) -> None:
    stepper.go(99)
    assert stepper.step == 17
    stepper.go(-3)
    assert stepper.step == 0
    stepper.go(1)  # call 2 entered
    stepper.over()
    assert stepper.step == 6 and stepper.steps.event(6) == mv.Event("return", 2)
    stepper.go(2)  # call 3 entered, inside call 2
    stepper.out()
    assert stepper.step == 6
    stepper.call(5)
    assert stepper.steps.event(stepper.step) == mv.Event("enter", 5)
    with pytest.raises(IndexError, match="no call 10: calls are numbered 1 to 9"):
        stepper.call(10)


def test_predict_then_reveal_keeps_a_tally() -> None:
    quiz = Stepper("O.XX.X.OO", predict=True)
    assert quiz.data["predict"] and quiz.widget.predict
    quiz.go(3)  # call 3 returns: the score is hidden until predicted
    assert quiz.hidden()
    assert quiz.submit("-10") is True
    assert not quiz.hidden() and quiz.widget.revealed == [3]
    assert quiz.tally == "right 1, wrong 0, skipped 0"
    quiz.go(5)
    assert quiz.submit("+10") is False
    assert quiz.verdict == words.STEPPER_WORDS["wrong"].format(score="-10")
    assert quiz.tally.startswith("right 1, wrong 1")
    quiz.go(2)  # an enter step asks nothing
    assert quiz.submit("0") is None
    quiz.go(6)
    assert quiz.submit("ten") is None
    assert quiz.verdict == words.STEPPER_WORDS["not_a_number"].format(text=repr("ten"))
    assert quiz.submit("1_0") is None  # read as the page reads it: digits only
    assert quiz.hidden() and quiz.widget.wrong == 1
    assert quiz.submit("\u221210") is True  # call 2 returns -10, typed with a Unicode minus
    assert quiz.tally == "right 2, wrong 1, skipped 0"


def test_a_hidden_step_has_a_question_and_nothing_of_the_answer(stepper: Stepper) -> None:
    """The page fills predict mode's question from the template sent once (its fills are
    checked against Python's in tests/test_frontend_js.py): nothing of the score in it."""
    data = stepper.data
    assert data["words"]["question"] == words.STEPPER_WORDS["question"]
    for event in stepper.steps.events:
        call = stepper.tree[event.call]
        to = "" if call.parent is None else f" to call {call.parent}"
        assert words.predict_question(call) == (
            f"call {call.id}, depth {call.depth}, {call.player} to move: what"
            f" does it return{to}? Enter your prediction.")


@pytest.mark.parametrize("options", [{"pruning": "alphabeta"}, {"memo": True},
                                     {"scoring": "depth"}, {"order": "centre"}])
@pytest.mark.fuzz
def test_any_trace_steps_to_its_answer(options: dict) -> None:
    stepper = Stepper("X../.O./..X", **options)
    stepper.go(len(stepper.steps) - 1)
    data = stepper.data
    assert f"best move {stepper.tree.best_move}" in sentence_at(data, stepper.step)
    assert data["answer"].startswith(f"best move {stepper.tree.best_move}, "
                                     f"score {signed(stepper.tree.score)}: ")
    assert data["alphabeta"] == ("pruning" in options)


@pytest.mark.parametrize("board, side", [("O.XX.X.OO", "good for X"), ("XO.O.X...", "good for X"),
                                         ("XX.OO.X..", "good for O"),
                                         ("XOXXOOOX.", "even: a draw with best play")])
def test_the_header_says_whose_score_it_is(board: str, side: str) -> None:
    data = Stepper(board).data
    assert data["answer"].endswith(f": {side}")
    mover = mv.trace(board).player
    assert data["pov"].startswith(f"every score is from {mover}'s point of view")


def test_over_the_budget_it_steps_through_the_collapsed_view() -> None:
    stepper = Stepper(mv.trace("X........", pruning="alphabeta"), max_nodes=40)
    assert len(stepper.steps) == 2 * len(stepper.tree) > 80
    assert len(stepper.diagram.elements) < 200 and len(stepper.widget.svg) < 400_000



def test_textbook_players_are_not_named_twice() -> None:
    """A textbook tree's players are MAX and MIN: "▲ MAX to move", never "▲ MAX · MAX"."""
    stepper = Stepper("[[3,12,8],[2,4,6],[14,5,2]]", game="tree")
    data = stepper.data
    assert data["players"] == ["MAX", "MIN"] and data["side_of"] == ["▲ MAX", "▼ MIN"]
    assert data["next_of"] == ["next: ▲ MAX to move", "next: ▼ MIN to move"]
    assert "▲&#160;MAX&#160;to&#160;move" in stepper.diagram.dot
    assert "MAX&#160;&#160;·&#160;&#160;MAX" not in stepper.diagram.dot
    played = Stepper("O.XX.X.OO").data  # players with their own names keep both
    assert played["players"] == ["X", "O"] and played["side_of"] == ["X ▲ MAX", "O ▼ MIN"]
    assert played["next_of"][0] == "next: X to move, ▲ MAX"


def test_the_stepper_refuses_a_trace_past_its_limit_with_advice() -> None:
    """Like ``html``: the limit is the lessons' (STEP_LIMITS), the advice says how to search
    less or how to raise it; the whole tree from the empty board is far past it."""
    from minimax_viz.errors import InvalidOptionError
    from minimax_viz.explain import STEP_LIMITS

    tree = mv.trace("X........")  # 59,705 calls: 119,410 steps
    with pytest.raises(InvalidOptionError, match=r"the stepper of X\.{8} would hold 119,410 steps"
                       r" \(59,705 calls\), past the limit of 40,000; raise it with"
                       r" Stepper\(\.\.\., max_steps=N\), or search less: --depth-limit"):
        Stepper(tree)
    assert STEP_LIMITS["stepper"] == 40_000
    assert len(Stepper("O.XX.X.OO", max_steps=18).steps) == 18  # at the limit: shown
    with pytest.raises(InvalidOptionError, match="past the limit of 17"):
        Stepper("O.XX.X.OO", max_steps=17)
    with pytest.raises(InvalidOptionError, match="max_steps 'many' must be a whole number"):
        Stepper("O.XX.X.OO", max_steps="many")


def test_the_garbage_collector_waits_while_the_stepper_is_built(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every object the build makes is kept, so the collector's passes would find nothing
    (about a sixth of a big stepper's time in a kernel holding other work): from the search
    to the widget, the data found meanwhile; after, it is on. Every step's data, found in a
    thread while the notebook goes on, leaves the collector alone (the switch is the whole
    process's)."""
    import gc
    import threading

    from minimax_viz.lessons import stepper_data as built
    from minimax_viz.lessons import widgets

    seen: dict[str, bool] = {}

    def watched(module: object, name: str) -> None:
        real = getattr(module, name)

        def run(*args: object, **kwargs: object) -> object:
            where = "" if threading.current_thread() is threading.main_thread() else " (thread)"
            seen[name + where] = gc.isenabled()
            return real(*args, **kwargs)
        monkeypatch.setattr(module, name, run)

    from minimax_viz.draw import layout

    watched(built, "_facts")
    watched(layout, "Steps")  # made while Graphviz lays the tree out (laid_out)
    for name in ("trace", "ship", "stepper_data"):
        watched(widgets, name)
    assert is_whole(Stepper("O.XX.X.OO").data)  # every step's, found in a thread: waited for
    assert seen == {"_facts": False, "trace": False, "Steps": False, "ship": False,
                    "stepper_data (thread)": True, "_facts (thread)": True,
                    "ship (thread)": True}
    assert gc.isenabled()


def test_the_widget_is_opened_first_and_its_drawing_follows_in_one_update(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A notebook loads the front-end while the tree is laid out: the widget's model is
    opened before the layout, empty; the drawing and the opening step's data follow together
    in one update (a view is made only after its model's earlier updates), every step's data
    in one more. A failed layout closes it."""
    import comm

    from minimax_viz.lessons import widgets

    sent: list[tuple[str, list[str], int]] = []

    class Recorded(comm.DummyComm):
        def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None,
                        buffers: Any = None, **keys: Any) -> None:
            data = data or {}  # a state's bytes travel as buffers, named by their paths
            names = [*data.get("state", {}), *(path[0] for path in data.get("buffer_paths", ()))]
            sent.append((msg_type, sorted(names), len(buffers or ())))

    monkeypatch.setattr(comm, "create_comm", Recorded)
    real_laid_out = widgets.laid_out

    def laid_out(*args: Any, **kwargs: Any) -> Any:
        sent.append(("laid_out", [], 0))
        return real_laid_out(*args, **kwargs)

    monkeypatch.setattr(widgets, "laid_out", laid_out)
    stepper = Stepper("O.XX.X.OO")
    whole = stepper.data  # waits for every step's
    assert json.loads(stepper.widget.data) == whole and stepper.widget.svg
    opened = [i for i, (kind, state, _) in enumerate(sent) if kind == "comm_open"
              and "svg" in state]
    assert len(opened) == 1 and sent[opened[0] + 1] == ("laid_out", [], 0)
    assert sent[opened[0] + 2:] == [("comm_msg", ["data", "svg"], 2), ("comm_msg", ["data"], 1)]

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("dot failed")

    sent.clear()
    monkeypatch.setattr(widgets, "laid_out", broken)
    with pytest.raises(RuntimeError, match="dot failed"):
        Stepper("O.XX.X.OO")
    assert [kind for kind, _, _ in sent][-1] == "comm_close"


@pytest.mark.parametrize("position, options", [("XO.O.X...", {"pruning": "alphabeta"}),
                                               ("O.XX.X.OO", {"predict": True})])
def test_a_big_tree_opens_with_its_first_steps_data_and_every_steps_follows(
        position: str, options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The widget first gets what shows step 0 (its sentence and stack, as every step's
    data says them), so a big tree opens at once; every step's data, found in a thread,
    replaces it."""
    from minimax_viz.lessons import veil, widgets

    sent: list[bytes] = []
    real = widgets.ship

    def shipped(*args: Any, **kwargs: Any) -> Any:
        svg, data = real(*args, **kwargs)
        sent.append(data)
        return svg, data

    monkeypatch.setattr(widgets, "ship", shipped)
    stepper = Stepper(position, **options)
    whole = stepper.data
    read = [json.loads(veil.unveil(text) if options.get("predict") else text) for text in sent]
    opening, last = read
    assert not is_whole(opening) and len(opening["said"]) == len(opening["frames"]) == 1
    assert is_whole(last) and last == {**whole, "texts": last["texts"],
                                       "shown_ids": last["shown_ids"]}
    assert json.loads(veil.unveil(stepper.widget.data.decode()) if options.get("predict")
                      else stepper.widget.data) == last
    assert sentence_at(opening, 0) == sentence_at(whole, 0) == stepper.steps.narrate(0)
    cells = [opening["cells"][i] for i in opening["frames"][0]]
    assert cells == [frame_cells(f, whole["alphabeta"]) for f in stepper.steps.stack(0)[::-1]]
    assert cells == [whole["cells"][i] for i in whole["frames"][0]]
    # step 0 and the root as every step's data says them
    for data in (opening, whole):
        assert data["marks"][data["lines"][0]] == opening["marks"][opening["lines"][0]]
        assert (data["over"][0], data["out"][0]) == (opening["over"][0], opening["out"][0])
        root = {column: data["calls"][column][0] for column in data["calls"]}
        assert (data["players"][root["player"]], data["phrases"][root["caption"]],
                [data["tags"][i] for i in data["boards"][root["board"]]]) == \
            (opening["players"][0], opening["phrases"][opening["calls"]["caption"][0]],
             [opening["tags"][i] for i in opening["boards"][0]])
    per_step = ("said", "frames", "lines", "over", "out")
    assert [len(opening[k]) for k in per_step] == [1] * 5
    assert [len(opening["calls"][c]) for c in ("player", "board", "caption")] == [1] * 3
    kept = ("cells", "templates", "phrases", "calls", "texts", "shown_ids", "marks", "tags",
            "boards", "players", "side_of", "next_of", *per_step)
    assert {k: v for k, v in opening.items() if k not in kept} == \
        {k: v for k, v in last.items() if k not in kept}
    partial = ("player", "board", "caption")
    assert {k: v for k, v in opening["calls"].items() if k not in partial} == \
        {k: v for k, v in whole["calls"].items() if k not in partial}
    _, alone = laid_out(stepper.tree, stepper.steps, predict=bool(options.get("predict")),
                             opening=True)
    assert alone == {**opening, "texts": [], "shown_ids": []}


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_every_steps_data_failing_in_its_thread_is_raised_where_it_is_asked_for(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from minimax_viz.lessons import widgets

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("no sentence for step 7")

    monkeypatch.setattr(widgets, "stepper_data", broken)
    stepper = Stepper("O.XX.X.OO")
    with pytest.raises(RuntimeError, match="the stepper's data could not be made: no sentence"
                                           " for step 7") as raised:
        assert stepper.data
    assert isinstance(raised.value.__cause__, RuntimeError)
    assert stepper.widget.svg and not is_whole(json.loads(stepper.widget.data))
    assert stepper.widget.error == words.STEPPER_WORDS["data_failed"].format(
        error="RuntimeError: no sentence for step 7")


def test_in_a_kernel_the_cell_ends_once_every_steps_data_is_sent(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A notebook run with no browser (nbconvert, papermill) keeps every step's data: the
    stepper's cell ends (IPython's post_run_cell) once the thread has sent it."""
    import IPython
    from IPython.core.events import EventManager, available_events

    from minimax_viz.lessons import widgets

    class Shell:
        events: EventManager

    shell = Shell()
    shell.events = EventManager(shell, available_events)  # type: ignore[arg-type]
    monkeypatch.setattr(IPython, "get_ipython", lambda: shell)
    monkeypatch.setattr(widgets, "SHOWN_FIRST", 1.0)  # the page shown first: a second
    stepper = Stepper("O.XX.X.OO")
    assert not is_whole(json.loads(stepper.widget.data))  # the cell still running
    assert len(shell.events.callbacks["post_run_cell"]) == 1
    shell.events.trigger("post_run_cell", None)
    assert is_whole(json.loads(stepper.widget.data)) and not stepper._finding.is_alive()
    assert shell.events.callbacks["post_run_cell"] == []


@pytest.mark.parametrize("threads", [False, True])
def test_where_no_thread_starts_every_steps_data_is_found_at_once(
        threads: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide (the site's lessons) has no threads: the widget gets every step's data, once,
    when it is made. Where a thread cannot start, the same, after the opening step's."""
    import threading

    from minimax_viz.lessons import widgets

    def no_thread(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(widgets, "_THREADS", threads)
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    sent: list[str] = []
    stepper = Stepper("O.XX.X.OO")
    stepper.widget.observe(lambda change: sent.append(change["name"]), names=traitlets.All)
    assert is_whole(json.loads(stepper.widget.data)) and stepper.data == json.loads(
        stepper.widget.data)
    assert sent == []  # nothing more to send
