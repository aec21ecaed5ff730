"""Predict mode ships nothing a student could read before reaching it (issue 20, item 1).

The page (``minimax-viz html --predict``, an exercise's worksheet.html) and the Jupyter
widget's state (``Stepper(..., predict=True)``) carry no future score, window, cut note,
outcome, answer or call count as text: the drawing's texts are emptied and the data veiled.
What the browser then shows step by step is checked in test_html_browser.py.
"""

from __future__ import annotations

import html
import json
import re

import pytest

import minimax_viz as mv
from minimax_viz.draw import Layout
from minimax_viz.draw.dot import inline_svg
from minimax_viz.draw.layout import SECRET_CLASSES
from minimax_viz.errors import InvalidOptionError
from minimax_viz.explain import words
from minimax_viz.lessons import Stepper
from minimax_viz.lessons.page import build_html
from minimax_viz.lessons.stepper_data import is_whole, stepper_data
from minimax_viz.lessons.veil import blank_texts, plain_drawing, unveil, veil

pytestmark = pytest.mark.dot

TREES = {  # the article's board (9 calls) and AIMA's tree under alpha-beta (cuts at C)
    "article": ("O.XX.X.OO", {}),
    "textbook alpha-beta": ("[[3,12,8],[2,4,6],[14,5,2]]", {"game": "tree", "pruning": "alphabeta"}),
}


def secrets(tree: mv.CallTree) -> set[str]:
    """Every text the search found that predict mode keeps until its step: each call's
    score, window, returned value, outcome and cut note; the answer; how many calls."""
    found = {"α", "β", words.counted(len(tree), "call"), words.answer(tree)}
    for call in tree:
        found |= {words.returns_text(tree, call), "↑ " + words.value_text(tree, call),
                  words.outcome_text(tree, call)}
        if call.score != 0:
            found.add(words.signed(call.score))
        if call.alpha is not None:
            found.add(words.window_text(call))
        if call.cut:
            found |= {*words.cut_lines(call, tree), *words.cut_condition(tree, call)}
    return {text for text in found if text}


def spellings(text: str) -> set[str]:
    """``text`` as it could stand in HTML, SVG (Graphviz writes - as &#45;) or JSON."""
    return {text, html.escape(text), text.replace("-", "&#45;"), text.replace(" ", "\u00a0"),
            json.dumps(text)[1:-1]}


def found_in(shipped: str, tree: mv.CallTree) -> list[str]:
    """The secrets in ``shipped``'s texts (its tags' attributes left out: a coordinate
    y="-10.8" tells nothing)."""
    texts = re.sub(r"<[^<>]*>", " ", shipped)
    return sorted(text for text in secrets(tree) if any(s in texts for s in spellings(text)))


@pytest.fixture(scope="module", params=list(TREES))
def tree(request: pytest.FixtureRequest) -> mv.CallTree:
    board, options = TREES[request.param]
    return mv.trace(board, **options)


def test_the_secrets_are_there_without_predict_mode(tree: mv.CallTree) -> None:
    """The check can fail: the same page built without predict mode holds them."""
    found = found_in(build_html(tree), tree)
    assert words.signed(tree.score) in found and words.returns_text(tree, tree[1]) in found
    if tree.options.pruning != "none":
        assert "α" in found and any(words.cut_lines(c, tree)[0] in found for c in tree if c.cut)


def test_a_predict_page_ships_no_future_text(tree: mv.CallTree) -> None:
    page = build_html(tree, predict=True)
    assert found_in(page, tree) == []
    assert "data-steps" not in page and f" of {tree.step_count}" not in page
    script = re.search(r'<script type="application/json" id="mmv-data">(.*?)</script>', page,
                       re.DOTALL)
    assert script and re.fullmatch(r"[A-Za-z0-9._=]+", script.group(1))  # veiled, no JSON


def test_a_predict_widget_ships_no_future_text(tree: mv.CallTree) -> None:
    quiz = Stepper(tree, predict=True)
    assert is_whole(quiz.data)  # every step's, sent after the opening step's (test_widgets)
    state = quiz.widget.get_state()
    assert found_in(bytes(state["svg"]).decode(), tree) == []
    assert found_in(bytes(state["data"]).decode(), tree) == []
    assert quiz.submit(words.signed(tree[quiz.steps.events[-1].call].score)) is None  # not asked
    plain = Stepper(tree)  # without predict mode the state holds them
    assert is_whole(plain.data)
    assert words.signed(tree.score) in bytes(plain.widget.get_state()["data"]).decode()


def test_the_veiled_data_is_the_data_with_the_emptied_texts(tree: mv.CallTree) -> None:
    layout = Layout(tree, alike=True)
    data = stepper_data(layout, predict=True)
    quiz = Stepper(tree, predict=True)
    assert is_whole(quiz.data)  # every step's, sent after the opening step's
    sent = json.loads(unveil(bytes(quiz.widget.data).decode()))
    blank, texts = blank_texts(inline_svg(layout.svg))
    table = layout.step_rules()
    plain, shown_ids = plain_drawing(blank, layout.elements,
                                     [table["plain"][rule[0]] for rule in table["rules"]])
    assert sent == json.loads(json.dumps({**data, "texts": texts, "shown_ids": shown_ids}))
    assert quiz.widget.svg.decode() == plain
    # every card text a step reveals, in document order; the rest of the drawing as it was
    full = re.findall(r'class="(?:fact|ret)">([^<]*)</text>', layout.svg)
    assert texts == [html.unescape(t) for t in full] and len(texts) > 2 * len(tree)
    assert words.returns_text(tree, tree[1]).replace(" ", "\u00a0") in texts
    assert re.sub(r'(class="(?:fact|ret)">)[^<]*', r"\1", inline_svg(layout.svg)) == blank


def test_the_drawings_names_tell_nothing_until_earned(tree: mv.CallTree) -> None:
    """No tooltip, id or class of the shipped drawing names a call, a cut or the answer's
    line; the page adds each secret class at the step that earns it, as classes_at says."""
    layout = Layout(tree)
    shipped = Stepper(tree, predict=True).widget.svg.decode()
    groups = re.findall(r'<g id="([^"]*)" class="([^"]*)"', shipped)
    assert "<title>" not in shipped and "<title>" in layout.svg  # the check can fail
    assert not re.search(r'id="(?:call|edge|pruned|cut|summary)', shipped)
    assert {c for _, classes in groups for c in classes.split()}.isdisjoint(SECRET_CLASSES)
    drawn = [[set(c.split()) for c in layout.classes_at(step, predict=True)]
             for step in range(len(layout))]
    secret_at = [set().union(*(c & SECRET_CLASSES for c in step)) for step in drawn]
    assert secret_at[0] == set() and "pv" in secret_at[-1]
    assert "pv" not in set().union(*secret_at[:-1])  # the root's return earns the line
    assert all("future" not in c for step in drawn for c in step if "pruned" in c)
    assert ("pruned" in secret_at[-1]) == (tree.options.pruning != "none")
    full = [set(c.split()) & SECRET_CLASSES for c in layout.classes_at(0)]
    assert any(full)  # out of predict mode the classes are there from the start


def card_widths(svg: str) -> dict[str, float]:
    """Each card's width (its outline's), in points, by element id."""
    widths = {}
    for element, points in re.findall(r'<g id="([^"]*)" class="node[^"]*">\n(?:<title>[^<]*'
                                      r'</title>\n)?<polygon class="border"[^>]*points="([^"]+)"',
                                      svg):
        xs = [float(point.split(",")[0]) for point in points.split()]
        widths[element] = round(max(xs) - min(xs), 1)
    return widths


def widths_by_ending(layout: Layout) -> dict[object, set[float]]:
    """The cards' widths, grouped by what a student sees before a card is reached: whether
    and how the game ends there (a call's position or a skipped one's)."""
    positions = {f"call-{c}": layout.tree[c].position for c in layout.view.calls}
    positions.update({p.element: p.position for group in layout.view.pruned.values()
                      for p in group})
    groups: dict[object, set[float]] = {}
    for element, width in card_widths(layout.svg).items():
        end = layout.tree.game.outcome(positions[element])
        groups.setdefault(end and end.reason, set()).add(width)
    return groups


def test_cards_a_student_cannot_tell_apart_are_drawn_alike(tree: mv.CallTree) -> None:
    """A card's width would tell how long its hidden score, window or bound is ("returns
    at most +2" is wider than "returns 3"): a drawing built for predict draws alike every
    two cards that show the same before they are reached, and the stepper and the page
    ship that drawing."""
    plain, alike = Layout(tree), Layout(tree, alike=True)
    assert any(len(widths) > 1 for widths in widths_by_ending(plain).values())  # can fail
    assert all(len(widths) == 1 for widths in widths_by_ending(alike).values())
    drawn = sorted(card_widths(alike.svg).values())
    assert sorted(card_widths(Stepper(tree, predict=True).widget.svg.decode()).values()) == drawn
    assert sorted(card_widths(build_html(tree, predict=True)).values()) == drawn


@pytest.mark.parametrize("text", ["", "+10 α β ↑ −10", '{"a": "</script>"}', "x" * 1000])
def test_veil_round_trips_and_hides_signs(text: str) -> None:
    veiled = veil(text)
    assert unveil(veiled) == text
    assert re.fullmatch(r"[A-Za-z0-9._=]*", veiled)


def pens(svg: str) -> set[tuple[str, ...]]:
    """The pens the drawing's edges and card outlines are drawn with, as its attributes say."""
    edges = re.findall(r'<g id="[^"]*" class="edge[^"]*">\n(?:<title>[^<]*</title>\n)?'
                       r'<path [^>]*stroke="([^"]*)"(?: stroke-width="([^"]*)")?', svg)
    borders = re.findall(r'<polygon class="border"[^>]*stroke="([^"]*)"(?: stroke-width="([^"]*)")?',
                         svg)
    return {("edge", *pen) for pen in edges} | {("card", *pen) for pen in borders}


def test_no_pen_tells_the_answers_line_or_a_choice(tree: mv.CallTree) -> None:
    """The answer's line and each caller's choice are drawn with other pens; a drawing for
    predict mode draws every edge and card with the same one, and leaves the emphasis to the
    stylesheet, once the classes that say it are there (test_page_browser.py checks it)."""
    assert len({pen for pen in pens(Layout(tree).svg) if pen[0] == "edge"}) > 1  # can fail
    for shipped in (Stepper(tree, predict=True).widget.svg.decode(), build_html(tree, predict=True)):
        drawn = pens(shipped)
        assert len({pen for pen in drawn if pen[0] == "edge"}) == 1
        assert len({pen for pen in drawn if pen[0] == "card" and pen[1] != "transparent"}) == 1


def test_a_predict_page_refuses_a_drawing_not_made_alike() -> None:
    tree = mv.trace("O.XX.X.OO")
    with pytest.raises(InvalidOptionError, match=r"drawn alike .* Layout\(tree, alike=True\)"):
        build_html(tree, predict=True, layout=Layout(tree))
    assert "mmv-tree" in build_html(tree, predict=True, layout=Layout(tree, alike=True))
