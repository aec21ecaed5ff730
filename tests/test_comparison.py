"""``minimax_viz.compare``: a student's search against minimax, the first difference named.

Five buggy versions of the tutorial's function (``tutorial.BUGS``: its text with
one mistake students make) and the correct one; each mistake must be caught at
the right call and named. Call numbers follow the tutorial's walkthrough of
``O.XX.X.OO`` (X, the AI, to move)::

    call 1  root             call 5  X plays 4 (X wins)
    call 2  X plays 1        call 6  X plays 6
    call 3  O plays 4 (O wins)   call 7  O plays 1 -> call 8 X plays 4 (X wins)
    call 4  O plays 6 (O wins)   call 9  O plays 4 (O wins)
"""

from __future__ import annotations

import html
import math
from typing import Any

import pytest
import tutorial
from conftest import ANY, fits
from verdict_students import numbers_student

import minimax_viz as mv
from minimax_viz.comparison import first_difference
from minimax_viz.explain import words
from minimax_viz.explain.words import COMPARE_CAPTIONS, HEAD_TO_MOVE, MARK_NOTES
from minimax_viz.record.student import Fault

Move = dict[str, Any]
good = tutorial.minimax  # the AI is X: every board here has X to move
same_player = tutorial.buggy("player never switched")
wrong_side = tutorial.buggy("score from the wrong side")
not_restored = tutorial.buggy("board not restored")
last_best = tutorial.buggy("last best kept instead of first")
late_check = tutorial.buggy("terminal check missing or late")


@pytest.mark.parametrize(("student", "kind", "call", "mistake", "said"), [
    (same_player, "player", 2, "player never switched",
     words.difference_sentence("player", 2, "X", "O", None)),
    (wrong_side, "score", 6, "min and max swapped",
     words.swap_sentence(6, "O", ANY, ANY, found=-10, expected=10, negated=False)),
    (not_restored, "board", 4, "board not restored",
     words.difference_sentence("board", 4, "OXXXOXOOO", ANY, None)),
    (last_best, "move", 2, "last best kept instead of first",
     words.difference_sentence("move", 2, "6", "4", None)),
    (late_check, "extra", 4, "terminal check missing or late",
     words.difference_sentence("extra", 4, words.difference_fact("calls_again", move=ANY),
                               words.difference_fact("should_return", call=3, reason=ANY),
                               None)),
], ids=["player", "score", "board", "move", "extra"])
def test_each_buggy_version_is_caught_at_the_right_call(student: Any, kind: str, call: int,
                                                        mistake: words.Mistake,
                                                        said: str) -> None:
    result = mv.compare(student, "O.XX.X.OO")
    found = result.difference
    assert found is not None and not result.matches
    assert (found.kind, found.call, found.mistake) == (kind, call, mistake)
    assert fits(result.sentence, words.with_mistake(said, mistake))
    assert "\n" not in result.sentence


@pytest.mark.exhaustive
def test_the_correct_version_matches_on_many_boards() -> None:
    for board in ("O.XX.X.OO", "X...O....", "XO..X...O", "XO......."):
        result = mv.compare(good, board)
        assert result.matches, (board, result.sentence)
        tree = mv.trace(board)
        assert result.form is not None and result.sentence == words.form_summary(
            result.form.words, len(tree), words.answer(tree))
        assert len(result.student) == len(result.reference)


@pytest.mark.exhaustive
@pytest.mark.parametrize("board", ["X...O....", "XO..X...O", "X.O......", "X.O.X..O."])
def test_the_mistakes_are_named_on_other_boards_too(board: str) -> None:
    names = {name: mv.compare(bug, board).difference for name, bug in (
        ("player never switched", same_player), ("min and max swapped", wrong_side),
        ("board not restored", not_restored), ("terminal check missing or late", late_check))}
    for name, found in names.items():
        assert found is not None and found.mistake == name, (board, name, found)


def test_the_first_difference_is_the_first_step_where_they_differ() -> None:
    # every finished game is scored for O (O wins +10), so O should keep the highest: call 6
    # is the first call whose own work is wrong; the root, which returns after it, also differs
    result = mv.compare(wrong_side, "O.XX.X.OO")
    student, reference = result.student, result.reference
    assert result.form is not None and result.form.side == "O"
    assert student[6].score == -10 and reference[6].score == 10
    assert student[1].score != reference[1].score  # also differs, but returns after call 6
    assert first_difference(reference, reference) is None
    found = first_difference(student, reference)
    assert found is not None and (found.kind, found.call) == ("score", 6)


def test_a_fault_in_the_student_code_is_the_difference() -> None:
    def crash(new_board: list[Any], player: str) -> Move:
        if new_board[4] == "X":
            raise ValueError("no centre for X")
        return next_level(new_board, player)

    crash_recorded = mv.recorded(crash)
    next_level = tutorial.recursing_into(crash_recorded)
    result = mv.compare(crash_recorded, "O.XX.X.OO")
    assert result.difference is not None and result.difference.kind == "fault"
    assert result.difference.call == 5
    fault = Fault("error", 5, facts=("ValueError", "no centre for X"))
    assert result.sentence == words.fault_sentence(fault)


def test_a_custom_call_and_a_missing_call() -> None:
    def quits(board: str, maximizing: bool) -> int:
        return 0  # never searches

    result = mv.compare(quits, "O.XX.X.OO", call=lambda f: f("O.XX.X.OO", True))
    assert result.difference is not None and result.difference.kind == "missing"
    makes = words.difference_fact("makes_next", move=f"{ANY}1", call=1)  # X plays 1
    assert fits(result.sentence, words.difference_sentence("missing", 2, ANY, makes, None))


@pytest.mark.dot
def test_both_trees_mark_the_differing_call() -> None:
    result = mv.compare(not_restored, "O.XX.X.OO")
    page = result.html().replace("\xa0", " ")  # a card's spaces: label_text's
    assert page.count("<svg") == 2
    assert page.count(MARK_NOTES["difference"]) == 2
    assert all(caption in page for caption in COMPARE_CAPTIONS.values())
    assert "board not restored" in page
    # one under the other, each scaled to the cell (readable, zoom and pan) and opened on the
    # differing call: side by side, each would be too small to read (issue 20)
    assert "display:flex" not in page and page.count('class="mv-static"') == 2
    call = result.difference.call
    assert page.count(f'(document.currentScript.parentElement, "call-{call}")') == 2


def test_without_graphviz_the_comparison_says_so_in_the_words(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Both trees missing: the sentence, then the words' one line for the two diagrams."""
    from minimax_viz.draw import render_svg
    from minimax_viz.errors import GraphvizMissingError

    result = mv.compare(not_restored, "O.XX.X.OO")
    monkeypatch.setenv("PATH", "")
    with pytest.raises(GraphvizMissingError) as missing:
        render_svg(result.student)
    reason = html.escape(str(missing.value))
    assert result.html() == (f"<p><b>{html.escape(result.sentence)}</b></p>"
                             f"<p>{words.NO_DIAGRAMS.format(reason=reason)}</p>")


def test_a_call_that_returns_nothing_is_named_before_the_crash_it_causes() -> None:
    def forgets(new_board: list[Any], player: str) -> Any:
        if tutorial.winning(new_board, "O"):
            return None  # forgot the score: the caller's result["score"] then fails
        return next_level(new_board, player)

    forgets_recorded = mv.recorded(forgets)
    next_level = tutorial.recursing_into(forgets_recorded)
    result = mv.compare(forgets_recorded, "O.XX.X.OO")
    assert result.fault is not None and result.fault.call == 2  # None["score"] in call 2
    assert result.difference is not None and result.difference.kind == "unreadable"
    assert result.sentence == words.difference_sentence("unreadable", 3, "nothing", "", None)


def test_the_students_own_boards_and_players_reach_every_view() -> None:
    result = mv.compare(same_player, "O.XX.X.OO")
    student, reference = result.student, result.reference
    assert student.graph.nodes[2]["player"] == "X" != reference.graph.nodes[2]["player"]
    # call 3: X played twice in a row, a board minimax never sees
    assert student[3].position == "OXXXXX.OO" and student[3].outcome == "X"
    assert mv.Steps(student).narrate(0).startswith(HEAD_TO_MOVE.format(id=1, depth=0, player="X"))


def nim_minimax(pile: int, player: str) -> int:
    if pile == 0:
        return -1 if player == "A" else 1
    other = "B" if player == "A" else "A"
    scores = [nim_minimax(pile - take, other) for take in (1, 2, 3) if take <= pile]
    return max(scores) if player == "A" else min(scores)


def loops(board: list[Any], player: str) -> int:
    return int(loops(board, player))


def test_a_nim_student_is_given_the_pile_and_matches() -> None:
    result = mv.compare(nim_minimax, "5", game="nim")
    assert result.matches, result.sentence
    assert len(result.student) == len(result.reference) == len(mv.trace("5", game="nim"))


def test_compare_sits_beside_the_api_and_draws_only_when_asked() -> None:
    import ast
    import importlib
    from pathlib import Path

    module = importlib.import_module("minimax_viz.comparison")
    assert mv.compare is module.compare and mv.recorded is module.recorded
    assert not (Path(mv.__file__).parent / "explain" / "compare.py").exists()
    tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not any("draw" in (n.module or "") for n in top if isinstance(n, ast.ImportFrom))


def test_fault_sentences_come_from_words_and_the_record_keeps_facts() -> None:
    from minimax_viz.record.student import recorded as record_only

    plain, told = record_only(loops, max_depth=20), mv.recorded(loops, max_depth=20)
    for function in (plain, told):
        with pytest.warns(mv.record.student.StudentFaultWarning):
            function(["O", 1, "X", "X", 4, "X", 6, "O", "O"], "X")
    assert plain.fault.facts == told.fault.facts == (20, "O.XX.X.OO", 0)
    assert told.fault.message == words.fault_sentence(told.fault) != plain.fault.message


LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def test_a_board_format_and_marks_given_as_keywords() -> None:
    # O . X / X . X / . O O: with the hints the boards are written and read X=1, O=-1
    numbers_minimax = numbers_student()
    found = mv.compare(numbers_minimax, "O.XX.X.OO", board_format="list",
                       marks="X=1,O=-1,empty=0")
    assert found.matches, found.sentence
    assert found.student[2].position == "OXXX.X.OO"
    with pytest.raises(mv.InvalidOptionError, match="marks 'X=1,Z=2' must read like"):
        mv.compare(numbers_minimax, "O.XX.X.OO", marks="X=1,Z=2")


def grid_alphabeta(grid: list[list[str]], depth: int, maximizing: bool, alpha: float,
                   beta: float) -> float:
    """A 3x3 grid of 'X', 'O', ' ': X maximizes, alpha-beta on alpha >= beta."""
    flat = [cell for row in grid for cell in row]
    for a, b, c in LINES:
        if flat[a] != " " and flat[a] == flat[b] == flat[c]:
            return 1 if flat[a] == "X" else -1
    if " " not in flat:
        return 0
    best = -math.inf if maximizing else math.inf
    for i in range(9):
        r, c = divmod(i, 3)
        if grid[r][c] == " ":
            grid[r][c] = "X" if maximizing else "O"
            value = grid_alphabeta(grid, depth + 1, not maximizing, alpha, beta)
            grid[r][c] = " "
            if maximizing:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
    return best


def test_any_signature_by_its_names_or_a_call_as_text() -> None:
    # X . O / . X . / . O .: X to move, the maximizer; by names: depth 0, the flag, the window
    by_names = mv.compare(grid_alphabeta, "X.O.X..O.", board_format="grid",
                          marks="X=X,O=O,empty=' '")
    assert by_names.matches and "alpha-beta" in by_names.sentence, by_names.sentence
    spoken = mv.compare(grid_alphabeta, "X.O.X..O.", board_format="grid",
                        marks="X=X,O=O,empty=' '",
                        call="grid_alphabeta(board, 0, True, -inf, inf)")
    assert spoken.matches and len(spoken.student) == len(by_names.student)
    with pytest.raises(mv.InvalidOptionError, match="is not Python"):
        mv.compare(grid_alphabeta, "X.O.X..O.", call="grid_alphabeta(board")


#: In the page: for each static view, whether the node ``id`` is inside it, and its card
#: text's smallest size on screen (px).
FOCUSED = """id => Array.from(document.querySelectorAll('.mv-static-view'), view => {
  const v = view.getBoundingClientRect(), g = view.querySelector('svg').getElementById(id);
  const r = g.getBoundingClientRect(), k = view.querySelector('svg').getScreenCTM().a;
  const sizes = Array.from(view.querySelectorAll('g.node text[font-size]'),
    t => parseFloat(t.getAttribute('font-size')) * k);
  return [r.left >= v.left && r.right <= v.right && r.top >= v.top && r.bottom <= v.bottom,
          Math.min(...sizes)]; })"""


@pytest.mark.dot
@pytest.mark.browser
def test_each_tree_of_a_comparison_opens_readable_on_the_differing_call(tmp_path: Any) -> None:
    """On a 1280-px screen both trees (16 calls, and the reference's 150 folded around the
    call) open one under the other at 12 px text and up, the differing call in view."""
    from browser import chromium_page

    result = mv.compare(not_restored, "X.O.X..O.")
    call = result.difference.call
    page_file = tmp_path / "compare.html"
    page_file.write_text(f"<!DOCTYPE html><meta charset='utf-8'><body>{result.html()}</body>",
                         encoding="utf-8")
    with chromium_page(1280, 800) as page:
        page.goto(page_file.as_uri())
        page.wait_for_selector(".mv-static.mv-live")
        seen = page.evaluate(FOCUSED, f"call-{call}")
    assert len(seen) == 2 and all(inside and 12 <= text < 12.3 for inside, text in seen), seen
