"""The board editor and the play widget, driven in plain pytest: build, click, assert the state.

Tic-Tac-Toe throughout, and the test-only pile game of tests/test_games_base.py
to show that the widgets know a game only through the Game protocol.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from conftest import said
from test_games_base import PILE, side_to_move_wins

import minimax_viz as mv
from minimax_viz.explain import words

pytest.importorskip("ipywidgets")
from minimax_viz.draw.style import PAGE_COLOURS
from minimax_viz.lessons.game_widgets import BLANK, BoardEditor, PlayAgainstAI


def legal(player: str) -> str:
    """The editor's line for a legal position with ``player`` to move."""
    return said("legal_position", state=said("to_move", player=player))


def labels(buttons: dict[int, object]) -> list[str]:
    return [b.description for b in buttons.values()]  # type: ignore[attr-defined]


def score_rows(panel: str) -> list[tuple[str, str, str]]:
    """The play widget's score table: (move, score, meaning) per row."""
    return [tuple(html.unescape(cell) for cell in row) for row in
            re.findall(r"<tr[^>]*><td>([^<]*)</td><td>([^<]*)</td><td>([^<]*)</td></tr>", panel)]


# -- the board editor ---------------------------------------------------------------------------
def test_board_editor_checks_as_it_is_edited() -> None:
    editor = BoardEditor()
    assert legal("X") in editor.message.value
    assert labels(editor.buttons) == [BLANK] * 9
    editor.toggle(0)
    editor.toggle(0)  # . -> X -> O: an O with no X is impossible
    assert "X moves first" in html.unescape(editor.message.value)
    assert editor.trace_button.disabled and editor.trace() is None
    with pytest.raises(mv.InvalidBoardError):
        editor.position()
    editor.toggle(0)  # O -> empty: the button shows nothing again
    assert editor.text == "." * 9 and editor.buttons[0].description == BLANK
    editor.set("O.XX.X.OO")
    assert legal("X") in editor.message.value and not editor.trace_button.disabled
    assert labels(editor.buttons) == ["O", BLANK, "X", "X", BLANK, "X", BLANK, "O", "O"]
    assert editor.typed.value == "O.XX.X.OO"
    editor.set("XXXOO....")
    assert said("finished", reason="X wins with 0-1-2") in editor.message.value
    editor.set("XOXXOOOXX")
    assert said("finished", reason="draw: the board is full") in editor.message.value


def test_an_empty_label_is_never_sent_to_a_button() -> None:
    """The browser keeps a button's old text when its description becomes "": every
    empty cell must be a non-breaking space, through every edit."""
    editor = BoardEditor("O.XX.X.OO")
    for cell in range(9):
        for _ in range(3):
            editor.toggle(cell)
            assert "" not in labels(editor.buttons)
    assert editor.text == "O.XX.X.OO"


@pytest.mark.dot
def test_board_editor_traces_its_position() -> None:
    editor = BoardEditor("O.XX.X.OO")
    editor.pruning.value = "alphabeta"
    stepper = editor.trace()
    assert stepper is not None and stepper is editor.stepper
    assert len(stepper.tree) == 8 and stepper.tree.options.pruning == "alphabeta"


def test_board_editor_says_why_a_trace_is_too_long_for_the_stepper() -> None:
    editor = BoardEditor("O.XX.X.OO", max_steps=10)  # the article's board: 18 steps
    assert editor.trace() is None and editor.stepper is None
    assert "✗" in editor.message.value and "18 steps (9 calls), past the limit of 10" \
        in editor.message.value and "search less" in editor.message.value


@pytest.mark.parametrize("text", ["O1XX4X6OO", "o.xx.x.oo", "O.X\nX.X\n.OO",
                                  '["O",1,"X","X",4,"X",6,"O","O"]'])
def test_board_editor_reads_every_notation(text: str) -> None:
    editor = BoardEditor()
    editor.typed.value = text  # what typing in the position box does
    assert editor.text == "O.XX.X.OO" and "X to move" in editor.message.value
    editor.toggle(1)  # every cell can still be cycled
    assert editor.text == "OXXX.X.OO" and editor.typed.value == "OXXX.X.OO"


def test_board_editor_reports_unreadable_text_and_keeps_the_board() -> None:
    editor = BoardEditor("O.XX.X.OO")
    editor.set("XX")
    assert "has 2 cells" in editor.message.value and editor.text == "O.XX.X.OO"


@pytest.mark.dot
def test_board_editor_for_a_game_set_up_by_typing() -> None:
    editor = BoardEditor(game=PILE)
    assert editor.buttons == {} and editor.text == "5/A"  # no marks to click: typed only
    assert legal("A") in editor.message.value and "ooooo" in editor.picture.value
    editor.typed.value = "seven"
    assert "is not 'STONES'" in html.unescape(editor.message.value) and editor.text == "5/A"
    editor.typed.value = "4/B"
    assert legal("B") in editor.message.value and "oooo<" in editor.picture.value
    stepper = editor.trace()
    assert stepper is not None and stepper.tree.game is PILE and stepper.tree.best_move == 1


@pytest.mark.dot
def test_board_editor_takes_a_textbook_tree_in_the_board_s_place() -> None:
    editor = BoardEditor(game="tree")
    editor.typed.value = "[[3,12,8],[2,4,6],[14,5,2]]"
    assert legal("MAX") in editor.message.value
    stepper = editor.trace()
    assert stepper is not None and (len(stepper.tree), stepper.tree.score) == (13, 3)
    editor.typed.value = "[[3,[]]]"
    assert "the list at 1.2 is empty" in html.unescape(editor.message.value)


# -- the play widget ------------------------------------------------------------------------------
@pytest.mark.dot
def test_play_widget_ai_opens_as_x_and_never_loses() -> None:
    widget = PlayAgainstAI(human="O", max_nodes=30)
    match = widget.match
    assert labels(widget.buttons).count("X") == 1  # the AI opened
    assert "I play" in widget.scores.value
    (shown,) = widget.tree_panel.outputs  # the AI's tree, shown as any static diagram is
    assert '<div class="mv-static">' in shown["data"]["text/html"]
    assert 'id="call-1"' in shown["data"]["text/html"]
    taken = next(m for m, b in widget.buttons.items() if b.description == "X")
    widget.click(taken)
    assert "taken by X" in widget.status.value and match.history == [taken]
    while not match.is_over:
        widget.click(match.legal_moves[0])
    assert match.result in ("ai", "draw")
    assert words.PLAY_WORDS["again_widget"] in widget.status.value
    if match.result == "ai":
        assert f"{said('ai')}</b> {match.winner} wins with " in widget.status.value
        lit = {m for m, b in widget.buttons.items() if b.button_style == "success"}
        assert lit == match.highlight and len(lit) >= 3
    widget.click(match.legal_moves[0] if match.legal_moves else 0)
    assert "the game is over" in widget.status.value


@pytest.mark.dot
def test_new_game_clears_every_cell_and_marks_stay_at_full_contrast() -> None:
    widget = PlayAgainstAI(human="X", max_nodes=20)
    for move in (4, 2, 3):
        if widget.match.is_human_turn and move in widget.match.legal_moves:
            widget.click(move)
    marks = [b for b in widget.buttons.values() if b.description != BLANK]
    assert len(marks) >= 5
    for button in widget.buttons.values():  # taken cells are not pale disabled buttons
        assert not button.disabled
        assert button.style.font_weight == "bold"
        assert button.style.text_color == PAGE_COLOURS["ink"]
    widget.side.value = "X"
    widget.new.click()
    assert labels(widget.buttons) == [BLANK] * 9 and widget.match.human == "X"
    assert widget.scores.value == "" and widget.tree_panel.outputs == ()
    widget.side.value = "O"
    widget.new.click()  # the AI opens as X: one mark, the other eight cleared
    assert sorted(labels(widget.buttons)) == sorted([BLANK] * 8 + ["X"])


def test_the_grid_keeps_its_shape_beside_the_score_table() -> None:
    widget = PlayAgainstAI(human="X")  # X to move: no search, no diagram yet
    beside = widget.widget.children[2]
    grid, panels = beside.children
    assert beside.layout.align_items == "flex-start"  # rows are not stretched apart
    assert grid.layout.grid_template_rows == "repeat(3, 56px)"
    assert grid.layout.grid_template_columns == "repeat(3, 56px)"
    assert grid.layout.align_content == "flex-start" and grid.layout.flex == "0 0 auto"
    assert list(grid.children) == list(widget.buttons.values())
    assert panels.children == (widget.status, widget.events, widget.scores)  # events: the dice


@pytest.mark.dot
def test_every_score_says_whose_point_of_view_it_is() -> None:
    #  O | 1 | X
    #  X | 4 | X     the AI (X) to move: 4 wins at once
    #  6 | O | O
    widget = PlayAgainstAI(human="O", board="O.XX.X.OO", max_nodes=20)
    depth = mv.SCORINGS["depth"].summary
    assert said("scoring", scoring="depth", default=said("default"), summary=depth, ai="X") \
        == html.unescape(widget.scoring.value)
    assert said("options", ai="X") in widget.scores.value
    headings = "".join(f"<th>{h}</th>" for h in said("headings").split("|"))
    assert headings in widget.scores.value
    good_you, good_ai = said("good_you", human="O"), said("good_ai", ai="X")
    assert score_rows(widget.scores.value) == [
        ("1", "-8", good_you), ("4", "+9", good_ai), ("6", "-8", good_you)]
    assert f"<b>{said('ai')}</b> X wins with 3-4-5." in widget.status.value


@pytest.mark.dot
def test_article_scoring_explains_the_slower_win_once() -> None:
    widget = PlayAgainstAI(human="X", scoring="article", max_nodes=20)
    article = mv.SCORINGS["article"].summary
    assert said("scoring", scoring="article", default="", summary=article, ai="O") \
        == html.unescape(widget.scoring.value)
    notes = []
    for _ in range(2):
        for move in (0, 8, 2):
            widget.click(move)
        notes.append("Why 5 and not 7?" in widget.scores.value)
        assert widget.match.history[-1] == 5
        widget.new.click()
    assert notes == [True, False]


@pytest.mark.slow
@pytest.mark.dot
@pytest.mark.parametrize("stones", range(1, 7))
def test_the_play_widget_plays_a_game_it_was_not_written_for(stones: int) -> None:
    """Every game the person (A) can click against the AI (B), from ``stones``."""
    results: set[str | None] = set()
    pending: list[list[int]] = [[]]
    while pending:
        moves = pending.pop()
        widget = PlayAgainstAI(human="A", game=PILE, board=f"{stones}/A", max_nodes=10)
        assert widget.side.options == ("A", "B") and list(widget.buttons) == [1, 2]
        for move in moves:
            widget.click(move)
        match = widget.match
        assert f"{'o' * match.position[0] or '(empty)'}<" in widget.picture.value
        for move, button in widget.buttons.items():  # a take too big for the pile is disabled
            assert button.disabled == (match.is_over or move > match.position[0])
            assert button.description == str(move)
        if match.is_over:
            assert (match.result == "human") == (match.winner == "A")
            results.add(match.result)
            continue
        pending += [[*moves, move] for move in match.legal_moves]
    # A wins by force from a non-multiple of 3 (and may blunder); else B always wins
    assert results == ({"human", "ai"} if stones > 1 else {"human"}) \
        if side_to_move_wins(stones) else {"ai"}


# -- in a real browser: Voila serves a notebook with the play widget ----------------------------
@pytest.mark.dot
def test_the_play_widget_speaks_each_games_words() -> None:
    nim = PlayAgainstAI(human="A", game="nim", board="5", max_nodes=20)
    nim.click(1)
    assert f"<b>{said('i_play', verb='take', move=1)}</b>" in nim.scores.value
    tree = PlayAgainstAI(human="MAX", game="tree", max_nodes=20)
    text = html.unescape(tree.scoring.value)
    assert text == said("stakes", first="MAX", second="MIN", ai="MIN") and "depth" not in text
    tree.click(1)  # MIN answers b1: worth 3, what best play gives
    status = html.unescape(tree.status.value)
    assert f"<b>{said('draw')}</b> {said('stakes_draw', reason='leaf b1 is worth 3')}" in status
    tree.restart("MAX")
    tree.click(2)  # MIN answers c1: worth 2, below best play's 3
    lost = said("stakes_end", reason="leaf c1 is worth 2", par=3, winner="MIN", margin=1)
    assert f"<b>{said('ai')}</b> {lost}." in html.unescape(tree.status.value)


@pytest.mark.browser
@pytest.mark.dot
def test_in_the_browser_marks_are_solid_new_game_clears_and_rows_stay_together(
        tmp_path: Path) -> None:
    from browser import ARTIFACTS, SMALLEST_CARD_TEXT, chromium_page, voila_server

    nbformat = pytest.importorskip("nbformat")
    notebook = tmp_path / "play.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "from minimax_viz.lessons import PlayAgainstAI\n"
        "PlayAgainstAI(human='X', max_nodes=20).widget")]), notebook)
    with voila_server(notebook, tmp_path) as url, chromium_page() as page:
        page.goto(url, timeout=120_000)
        cells = [page.locator(f'button[title="cell {i}"]') for i in range(9)]
        cells[4].wait_for(timeout=150_000)
        cells[4].click()
        page.get_by_text("My options, scored from my side (O):").wait_for(timeout=120_000)
        page.wait_for_function("() => document.querySelector('button[title=\"cell 0\"]')"
                               ".textContent.trim() === 'O'", timeout=120_000)
        marks = {i: cells[i].inner_text().strip() for i in range(9)}
        assert marks[4] == "X" and marks[0] == "O"  # the AI's reply under depth scoring
        style = cells[4].evaluate("b => [getComputedStyle(b).opacity, getComputedStyle(b).color,"
                                  " b.disabled]")
        assert style == ["1", "rgb(31, 35, 40)", False]  # solid ink, not a pale disabled button
        tops = [cells[i].bounding_box()["y"] for i in (0, 3, 6)]  # type: ignore[index]
        table = page.locator("table.mv-play-scores").bounding_box()
        assert table is not None and table["height"] > tops[2] + 56 - tops[0]  # taller panel
        assert tops[1] - tops[0] == tops[2] - tops[1] == 60  # 56 px cells, 4 px gap
        tree = page.locator(".mv-static.mv-live")  # the AI's tree: a static diagram's view,
        tree.wait_for(timeout=60_000)             # with or without a stepper on the page
        root_in_view = tree.evaluate("""b => {
          const v = b.querySelector('.mv-static-view').getBoundingClientRect();
          const r = b.querySelector('svg g.node').getBoundingClientRect();
          return r.left >= v.left && r.right <= v.right && r.top >= v.top; }""")
        assert root_in_view and tree.locator("svg").evaluate(SMALLEST_CARD_TEXT) >= 12
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "play-widget.png"))
        page.get_by_role("button", name="New game").click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('button[title^=\"cell \"]')]"
            ".every(b => b.textContent.trim() === '')", timeout=120_000)
