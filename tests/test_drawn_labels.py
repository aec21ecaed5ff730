"""draw/drawn_labels.py and draw/text_metrics.py: labels laid out and drawn here, dot placing
boxes.

The oracle is Graphviz itself: the ``dot`` binary measuring texts (Pango) and drawing the
whole DOT text, labels and all. A layout must show the same shapes and texts at the same
places, and every text width, line height and baseline here must be the one ``dot`` finds.
"""

from __future__ import annotations

import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from drawings import handed_over, shown
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.draw import dot as render
from minimax_viz.draw import text_metrics
from minimax_viz.draw.drawn_labels import Labels
from minimax_viz.draw.grids import Grids
from minimax_viz.draw.layout import Layout, prepare_svg
from minimax_viz.draw.style import FONT
from minimax_viz.games.pig import PIG_OPENSPIEL

pytestmark = pytest.mark.dot

MARKER = re.compile(r'BGCOLOR="#fd[0-9a-f]{4}"')


def whole(layout: Layout) -> str:
    """The layout's kept DOT text drawn by ``dot`` in one piece, every label measured there."""
    return prepare_svg(b"".join(render.drawn_pieces([layout.dot]))).svg


TREES = {
    "article": lambda: mv.trace("O.XX.X.OO"),
    "alphabeta stubs": lambda: mv.trace("X...O....", pruning="alphabeta"),
    "depth limit": lambda: mv.trace("X...O....", depth_limit=1),
    "memo": lambda: mv.trace("XO.O.X...", memo=True),
    "connect4": lambda: mv.trace("...............XO.X.", game="connect4", depth_limit=2),
    "nim": lambda: mv.trace("5", game="nim"),
    "textbook": lambda: mv.trace("[[3,12,8],[2,4,6],[14,5,2]]", game="tree",
                                 pruning="alphabeta"),
    "expectimax": lambda: mv.trace('{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}',
                                   game="tree"),
    "pig": lambda: mv.trace(PIG_OPENSPIEL.start(), game=PIG_OPENSPIEL, depth_limit=2),
    "iterative": lambda: mv.trace("[[3,12,8],[2,4,6],[14,5,2]]", game="tree", iterative=True),
}


@pytest.mark.parametrize("options", [{"max_nodes": 40}, {"max_nodes": None},
                                     {"max_nodes": 40, "alike": True}],
                         ids=["folded", "whole", "predict"])
@pytest.mark.parametrize("name", TREES)
def test_a_layout_shows_what_dot_draws_of_the_whole_text(name, options):
    """Every game's cards, stubs, folded boxes, cut notes and edges, in predict mode too."""
    with handed_over() as sources:
        layout = Layout(TREES[name](), **options)
    # (predict mode measures the labels first; a board's cells are drawn after)
    handed = [source for source in sources if source.startswith("digraph calltree")][-1]
    assert shown(layout.svg) == shown(whole(layout))
    labels = layout.dot.count("label=<<TABLE") - 1  # every one but the legend's
    drawn_here = len(MARKER.findall(handed))
    if name in ("article", "alphabeta stubs", "depth limit", "memo", "connect4"):
        assert drawn_here == labels  # the labels Graphviz would have measured: none
    assert 0 < drawn_here <= labels


def test_a_label_in_a_font_of_its_own_is_left_to_dot():
    def own_font(info):
        return {**render.default_node_decorator(info), "fontname": "DejaVu Serif"}

    with handed_over() as sources:
        layout = Layout(mv.trace("O.XX.X.OO"), node_decorator=own_font)
    assert len(MARKER.findall(sources[0])) == 8  # the edges' labels only
    assert shown(layout.svg) == shown(whole(layout))


@pytest.mark.parametrize("text", ["水", "😀", "a\\N", "soft\u00adhyphen", "a b",
                                  '<FONT POINT-SIZE="9.5">x</FONT>',
                                  '<FONT POINT-SIZE="16">x</FONT>'])
def test_a_text_this_module_cannot_measure_is_left_to_dot(text):
    grids = Grids(render.NODE_DEFAULTS)
    labels = Labels(grids, render.NODE_DEFAULTS, render.EDGE_DEFAULTS)
    statement = f'\t"a" [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0"><TR><TD>{text}' \
                f'</TD></TR></TABLE>>]\n'
    assert list(labels.taken_out([statement])) == [statement] and not labels.labels


@cache
def _dot_measures(texts: tuple[tuple[str, float, bool, bool], ...]) -> list[tuple[float, ...]]:
    """What ``dot`` makes of each text alone in a cell: its width, its line's height, and
    its baseline below the line's top."""
    nodes = []
    for i, (text, size, bold, italic) in enumerate(texts):
        inner = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        inner = f"<B>{inner}</B>" if bold else inner
        inner = f"<I>{inner}</I>" if italic else inner
        nodes.append(f'n{i} [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" '
                     f'CELLPADDING="0"><TR><TD BGCOLOR="red"><FONT POINT-SIZE="{size}">{inner}'
                     "</FONT></TD></TR></TABLE>>]")
    source = (f'digraph {{ node [fontname="{FONT}" shape=plain margin=0]\n'
              + "\n".join(nodes) + "\n}\n")
    drawn = json.loads(render.run_dot(_Source(source), "json"))
    out = []
    for node in sorted(drawn["objects"], key=lambda node: int(node["name"][1:])):
        box = next(op for op in node["_ldraw_"] if op["op"] == "P")["points"]
        spans = [op for op in node["_ldraw_"] if op["op"] == "T"]
        top = max(y for _, y in box)
        out.append((sum(span["width"] for span in spans), top - min(y for _, y in box),
                    round(top - spans[0]["pt"][1], 2)))
    return out


class _Source:
    """DOT text as :func:`render.run_dot` takes a graph."""

    def __init__(self, source: str) -> None:
        self.source = source


def _ours(text: str, size: float, bold: bool, italic: bool) -> tuple[float, ...]:
    return (text_metrics.span_width(text, size, bold, italic), text_metrics.line_height(size),
            round(text_metrics.baseline(size, not (bold or italic)), 2))


def test_every_character_and_size_measures_as_dot_measures_it():
    """Every character of the table, in every face, and words of them at the sizes
    measured: widths, line heights and baselines are dot's."""
    chars = json.loads(Path(text_metrics.__file__).with_name("text_metrics.json")
                       .read_text("utf-8"))["chars"].replace(" ", "")
    rng = random.Random(2026)
    texts = [(chars[i:i + 40], float(size), bold, italic) for i in range(0, len(chars), 40)
             for bold in (False, True) for italic in (False, True)
             for size in text_metrics.SIZES]
    texts += [("".join(rng.choice(chars) for _ in range(rng.randint(1, 25))),
               float(rng.choice(text_metrics.SIZES)),
               rng.random() < 0.5, rng.random() < 0.3) for _ in range(600)]
    texts = tuple(texts)
    assert [_ours(*text) for text in texts] == _dot_measures(texts)


@pytest.mark.slow
def test_the_metrics_are_read_from_the_installed_font():
    """``make text-metrics`` writes the table from the font files, keeping the characters
    dot measures alike in every face: it is current."""
    written = json.loads(Path(text_metrics.__file__).with_name("text_metrics.json")
                         .read_text("utf-8"))
    measured = text_metrics._agreed(text_metrics._measured(FONT))
    assert written == json.loads(json.dumps(measured))
    assert "ﬁ" in written["chars"] and "\\" not in written["chars"]


# a cell's content as a decorator might write one: spans in fonts, sizes and colours
_SPAN = st.tuples(st.text(st.sampled_from("Ab -+·↑▲0.é&<'"), min_size=1, max_size=8),
                  st.sampled_from(["", "<B>", "<I>", '<FONT POINT-SIZE="8">',
                                   '<FONT COLOR="#1B1B1C">', '<FONT COLOR="red">']))
_CLOSING = {"": "", "<B>": "</B>", "<I>": "</I>"}


def _content(spans: list[tuple[str, str]]) -> str:
    out = []
    for text, tag in spans:
        escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(" ", "&#160;")
        out.append(f"{tag}{escaped}{_CLOSING.get(tag, '</FONT>')}")
    return "".join(out)


@pytest.mark.fuzz
@fuzz(40)
@given(st.lists(st.tuples(st.lists(_SPAN, min_size=1, max_size=3),
                          st.sampled_from(["", ' ALIGN="LEFT"', ' ALIGN="RIGHT"',
                                           ' BGCOLOR="#D55E00"', ' CELLPADDING="5"',
                                           ' COLSPAN="1"'])), min_size=1, max_size=4),
       st.sampled_from(["", ' CELLPADDING="1"', ' WIDTH="150"', ' BGCOLOR="white"']))
@example([([("a b", "")], "")], "")  # a plain space: Graphviz reads it as a break
@example([([("x", '<FONT COLOR="red">')], ' ALIGN="RIGHT"')], ' WIDTH="150"')
@example([([("0", "")], "")], ' BGCOLOR="white"')  # a table's own colour: left to dot
def test_any_label_is_drawn_as_dot_draws_it_or_left_to_dot(rows, table):
    """A label drawn here shows what dot draws of it; one this module does not read (a
    colour by name, COLSPAN, a plain space) goes to dot whole: either way the same."""
    body = "".join(f"<TR><TD{attributes}>{_content(spans)}</TD></TR>" for spans, attributes
                   in rows)
    label = (f'<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0"{table}>{body}</TABLE>>')
    source = (f'digraph {{ node [fontname="{FONT}" fontsize="10"] '
              f'edge [fontname="{FONT}" fontsize="10"]\n'
              f'\t"a" [shape=box label={label}]\n\t"b" [shape=box label="b"]\n'
              f'\t"a" -> "b" [label={label}]\n}}\n')
    grids = Grids(render.NODE_DEFAULTS)
    labels = Labels(grids, render.NODE_DEFAULTS, render.EDGE_DEFAULTS)
    handed = "".join(labels.taken_out(source.splitlines(keepends=True)))
    drawing = prepare_svg(render.drawn_pieces([handed]), (labels, grids)).svg
    assert labels.placed == len(labels.labels)
    assert shown(drawing) == shown(prepare_svg(render.drawn_pieces([source])).svg)
    readable = "COLSPAN" not in body and "red" not in body and "BGCOLOR" not in table \
        and " " not in body.replace("<TR><TD ", "").replace("<FONT ", "")
    assert bool(labels.labels) == readable
