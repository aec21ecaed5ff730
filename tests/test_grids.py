"""draw/grids.py: boards' grids drawn once per kind of cell and put in place after the layout.

The oracle is Graphviz drawing the whole DOT text itself (boards and all): a Layout's SVG
must show the same shapes and texts at the same places.
"""

from __future__ import annotations

import re

import pytest
from drawings import by_dot, handed_over, rendering, shown
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.draw import dot as render
from minimax_viz.draw.grids import Grids, _grid
from minimax_viz.draw.layout import Layout, prepare_svg
from minimax_viz.errors import RenderError
from minimax_viz.games.parts import GRID_OPEN, grid_table

pytestmark = pytest.mark.dot

BOARD_CELL = re.compile(r'<TD WIDTH="(?:20|16)" HEIGHT="(?:20|16)" FIXEDSIZE="TRUE"')
#: A board placed (its cells in a group moved to its corner; a label drawn here is a group
#: too, its shapes on lines of their own).
PLACED_BOARD = re.compile(r'<g transform="translate\([^)]*\)"><')


def boards_placed(svg: str) -> int:
    return len(PLACED_BOARD.findall(svg))


def whole(layout: Layout, **options) -> str:
    """The layout's DOT text drawn by Graphviz in one piece, boards and all."""
    return prepare_svg(render.run_dot(render.to_digraph(layout.view, max_nodes=None,
                                                        **options))).svg


@pytest.mark.parametrize("tree", [
    lambda: mv.trace("O.XX.X.OO"),  # a won line: its last cell framed thick
    lambda: mv.trace("X...O....", pruning="alphabeta"),
    lambda: mv.trace("...............XO.X.", game="connect4", depth_limit=2),
], ids=["article", "alphabeta", "connect4"])
def test_a_layout_shows_each_board_as_graphviz_draws_it_whole(tree):
    layout = Layout(tree(), max_nodes=40)
    boards = layout.dot.count(f"<TABLE {GRID_OPEN} WIDTH=")  # cards, folded ones, stubs
    assert boards_placed(layout.svg) == boards >= len(layout.view.calls)
    assert shown(layout.svg) == shown(whole(layout))


def test_dot_is_handed_no_board_and_the_kept_text_has_them_all():
    """Each card (its board in it) goes to dot as one cell (drawn_labels); a board's kinds
    of cell are drawn once, apart."""
    with handed_over() as sources:
        layout = Layout(mv.trace("O.XX.X.OO"))
    drawing, cells = sources
    assert not BOARD_CELL.search(drawing) and drawing.count('BGCOLOR="#fd00') == 9 + 8
    assert len(BOARD_CELL.findall(layout.dot)) == 9 * 9  # the kept DOT text: every cell
    # each kind of cell drawn once: X, O, the empty cells' numbers, the won line's cells
    kinds = re.findall(r'<TD WIDTH="20" HEIGHT="20" FIXEDSIZE="TRUE"[^>]*>(?!</TD>).*?</TD>',
                       cells)
    assert len(set(kinds)) == len(kinds) and 4 <= len(kinds) < 9 * 9


def test_a_card_in_its_own_font_keeps_its_board_for_dot():
    def own_font(info):
        return {**render.default_node_decorator(info), "fontname": "DejaVu Serif"}

    with handed_over() as sources:
        layout = Layout(mv.trace("O.XX.X.OO"), node_decorator=own_font)
    assert len(BOARD_CELL.findall(sources[0])) == 9 * 9 and len(sources) == 1
    assert boards_placed(layout.svg) == 0
    assert shown(layout.svg) == shown(prepare_svg(render.run_dot(
        render.to_digraph(layout.view, node_decorator=own_font))).svg)


def test_a_kind_of_cell_is_drawn_again_in_other_node_defaults():
    """A cell's drawing depends on the node defaults it is drawn in (the cards' font): one
    drawn for a drawing in one font is not put into a drawing in another."""
    cell = '<TD WIDTH="20" HEIGHT="20" FIXEDSIZE="TRUE"><B>X</B></TD>'
    card = f"a [shape=plain label=<<TABLE><TR><TD>{grid_table([cell * 3], 60, 20)}</TD></TR></TABLE>>]\n"
    families = []
    for font in ("DejaVu Sans", "DejaVu Serif"):
        grids = Grids({"fontname": font})
        marked = list(grids.taken_out([f'digraph {{ node [fontname="{font}"]\n', card, "}\n"]))
        grids.start()
        drawing = prepare_svg(render.drawn_pieces(marked), (grids,)).svg
        assert grids.placed == 1
        families.append(set(re.findall(r'<text[^>]*font-family="([^"]*)"', drawing)))
    assert families == [{"DejaVu Sans"}, {"DejaVu Serif"}]


def test_a_kind_of_cell_drawn_as_a_group_is_left_to_dot_from_then_on(monkeypatch):
    """A link in a board's cell makes Graphviz draw it as a group, which is not read: that
    layout draws its boards whole (three Graphviz runs), and later ones hand the grids
    holding such a cell to dot at once (one run), each showing what Graphviz draws."""
    from minimax_viz.games import tictactoe_pictures

    linked = tictactoe_pictures._cell
    monkeypatch.setattr(tictactoe_pictures, "_cell", lambda *cell: linked(*cell).replace(
        'FIXEDSIZE="TRUE"', 'FIXEDSIZE="TRUE" HREF="#a-cell"', 1))
    tree = mv.trace("O.XX.X.OO")
    with handed_over() as sources:
        first = Layout(tree)
        runs = len(sources)
        second = Layout(tree)
    assert runs == 3 and len(sources) == 4 and "#fe0" not in sources[-1]
    for layout in (first, second):
        assert 'href="#a-cell"' in layout.svg
        assert shown(layout.svg) == shown(whole(layout))


@pytest.mark.parametrize("markers", [rb"#fe", rb"#fd"], ids=["boards", "labels"])
def test_a_graphviz_that_drops_the_markers_gets_the_whole_boards(markers):
    def unmarked(source: str, fmt: str) -> bytes:
        return re.sub(rb'<polygon fill="' + markers + rb'[0-9a-f]{4}"[^>]*/>', b"",
                      by_dot(source, fmt))

    with rendering(unmarked):
        layout = Layout(mv.trace("O.XX.X.OO"))
    assert shown(layout.svg) == shown(whole(layout))


widths = st.lists(st.lists(st.integers(1, 40), min_size=1, max_size=6), min_size=1, max_size=5)


@pytest.mark.fuzz
@fuzz(100)
@given(widths, st.integers(-3, 3), st.integers(-3, 3))
@example([[20, 20, 20]] * 3, 0, 0)
@example([[16] * 5, [16] * 5], 0, 1)
def test_a_grid_reads_back_with_each_cell_where_it_sits_or_not_at_all(rows, wider, taller):
    """Cells side by side in their row, rows one under another; a grid whose rows do not
    fill its size exactly is left to dot (None)."""
    heights = [10 + i for i in range(len(rows))]
    tds = [[f'<TD WIDTH="{w}" HEIGHT="{h}" FIXEDSIZE="TRUE"><B>{i}</B></TD>' for i, w in
            enumerate(row)] for row, h in zip(rows, heights)]
    width, height = max(map(sum, rows)) + wider, sum(heights) + taller
    grid = _grid(grid_table(["".join(row) for row in tds], width, height))
    fills = all(sum(row) == width for row in rows) and taller == 0
    if not fills:
        assert grid is None
        return
    assert grid is not None
    found, found_width, found_height = grid
    assert (found_width, found_height) == (width, height)
    assert [top for _, top in found] == [sum(heights[:i]) for i in range(len(rows))]
    for (row, _), widths_of_row, cells in zip(found, rows, tds):
        assert [left for left, _ in row.cells] == [sum(widths_of_row[:i])
                                                   for i in range(len(widths_of_row))]
        assert [td for _, td in row.cells] == cells


@pytest.mark.parametrize("cell", [
    '<TD WIDTH="20" HEIGHT="20">X</TD>',                                     # not fixed
    '<TD WIDTH="20" HEIGHT="20" FIXEDSIZE="TRUE"><TABLE><TR><TD>X</TD></TR></TABLE></TD>',
    '<TD HEIGHT="20" WIDTH="20" FIXEDSIZE="TRUE">X</TD>',                    # another order
])
def test_a_grid_of_cells_not_as_the_pictures_write_them_is_left_to_dot(cell):
    assert _grid(grid_table([cell * 3], 60, 20)) is None


def test_a_row_of_cells_of_several_heights_is_left_to_dot():
    """Graphviz centres a shorter cell in its row: only rows of one height are placed."""
    row = ('<TD WIDTH="20" HEIGHT="20" FIXEDSIZE="TRUE">A</TD>'
           '<TD WIDTH="20" HEIGHT="12" FIXEDSIZE="TRUE">B</TD>')
    assert _grid(grid_table([row], 40, 20)) is None


def test_a_graphviz_that_fails_on_the_cells_gets_the_whole_boards():
    """A renderer of this process (the browser's) fails at once: the whole text is drawn."""
    def no_cells(source: str, fmt: str) -> bytes:
        if source.startswith("digraph { node"):  # the cells' own drawing
            raise RenderError("Graphviz failed: out of memory")
        return by_dot(source, fmt)

    with rendering(no_cells):
        layout = Layout(mv.trace("O.XX.X.OO"))
    assert boards_placed(layout.svg) == 0
    assert shown(layout.svg) == shown(whole(layout))


@pytest.mark.parametrize("colour", ["#fe0000", "#fd0000"], ids=["board's", "label's"])
def test_a_shape_in_a_markers_colour_is_not_taken_for_a_board(colour):
    """An edge drawn in a marker's colour (not a grid's or a label's size) leaves each board
    and label placed once, in its own marker's place."""
    def red(info):
        return {**render.default_edge_decorator(info), "color": colour}

    layout = Layout(mv.trace("O.XX.X.OO"), edge_decorator=red)
    assert f'fill="{colour}"' in layout.svg  # the arrowheads: the check can fail
    assert boards_placed(layout.svg) == 9
    assert shown(layout.svg) == shown(whole(layout, edge_decorator=red))
