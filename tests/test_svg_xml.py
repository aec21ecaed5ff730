"""dot's SVG read as XML: any Graphviz's spelling of the same layout draws the same steps.

Two other spellings of what ``dot`` draws: Graphviz compiled to WebAssembly (the
site's ``@viz-js/viz``, a newer release that writes ``xml:space``, other numbers and
``stroke="none"``), run under Node; and dot's own SVG rewritten by hand with every
attribute reversed, single quotes, ``-`` as ``&#45;``/``&#x2d;``, extra comments and
line breaks inside tags.
"""

from __future__ import annotations

import functools
import itertools
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import AbstractContextManager

import pytest
from drawings import handed_over, rendering
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.draw.dot import drawn_pieces, run_dot, to_digraph, tree_view
from minimax_viz.draw.layout import Layout
from minimax_viz.draw.svg_xml import MANAGED, prepare_svg
from minimax_viz.errors import RenderError
from minimax_viz.lessons.site_runtime import CHECKOUT

VIZ = CHECKOUT / "web" / "node_modules" / "@viz-js" / "viz" / "dist" / "viz.js"
SVG = "{http://www.w3.org/2000/svg}"
# reads a JSON list of DOT texts on stdin, writes the list of their SVGs
NODE_SCRIPT = f"""
import {{ instance }} from {json.dumps(VIZ.as_uri())};
const viz = await instance();
let text = "";
for await (const chunk of process.stdin) text += chunk;
const svgs = JSON.parse(text).map(dot => viz.renderString(dot, {{ format: "svg" }}));
process.stdout.write(JSON.stringify(svgs));
"""

TREES = {
    "article": lambda: mv.trace("O.XX.X.OO"),
    "alpha-beta": lambda: mv.trace("O.XX.X.OO", pruning="alphabeta"),
    "textbook": lambda: mv.trace("[[3,12,8],[2,4,6],[14,5,2]]", game="tree",
                                 pruning="alphabeta"),
    "folded": lambda: mv.trace("X...O....", pruning="alphabeta"),
}


def wasm_svgs(sources: list[str]) -> list[str]:
    """Each DOT text laid out by Graphviz in WebAssembly, one Node process for all."""
    if shutil.which("node") is None or not VIZ.exists():
        pytest.fail("Node or web/node_modules/@viz-js/viz is missing: run `make web`")
    done = subprocess.run(["node", "--input-type=module", "-e", NODE_SCRIPT],
                          input=json.dumps(sources), capture_output=True, text=True,
                          timeout=120, check=True)
    svgs: list[str] = json.loads(done.stdout)
    return svgs


def rendering_with(svgs: dict[str, str]) -> AbstractContextManager[None]:
    """:func:`run_dot` answers from ``svgs`` (DOT text -> SVG), as the browser's does."""
    return rendering(lambda source, fmt: svgs[source])


def shape(svg: str) -> list[tuple[str, str, str]]:
    """Every element as (tag, id, class), the text of the diagram aside."""
    return [(el.tag.removeprefix(SVG), el.get("id", ""), el.get("class", ""))
            for el in ET.fromstring(svg).iter()]


def managed_shape(svg: str) -> dict[str, list[tuple[str, str]]]:
    """Each managed group's children as (tag, class): what the stepper restyles."""
    groups = ET.fromstring(svg).iter(f"{SVG}g")
    return {g.get("id", ""): [(c.tag.removeprefix(SVG), c.get("class", "")) for c in g]
            for g in groups if MANAGED.fullmatch(g.get("id", ""))}


def texts(svg: str) -> list[str]:
    return [el.text or "" for el in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.slow
@pytest.mark.dot
def test_graphviz_in_webassembly_draws_the_same_steps_as_dot() -> None:
    views = {name: tree_view(make(), max_nodes=60) for name, make in TREES.items()}
    handed: dict[str, list[str]] = {}  # each tree's DOT texts, as a Layout hands them over
    for name, view in views.items():
        with handed_over() as handed[name]:
            Layout(view.tree, max_nodes=60)
    every = [source for sources in handed.values() for source in sources]
    wasm = dict(zip(every, wasm_svgs(every)))
    for name, view in views.items():
        by_dot = Layout(view.tree, max_nodes=60)
        with rendering_with(wasm):
            by_wasm = Layout(view.tree, max_nodes=60)
        raw = wasm[handed[name][0]]
        assert 'xml:space="preserve"' in raw and "graphviz version 2." not in raw, name
        assert by_wasm.elements == by_dot.elements, name
        assert by_wasm.step_rules() == by_dot.step_rules(), name
        assert managed_shape(by_wasm.svg) == managed_shape(by_dot.svg), name
        assert texts(by_wasm.svg) == texts(by_dot.svg), name
        for step in range(0, len(by_dot), max(1, len(by_dot) // 7)):
            assert by_wasm.class_map(step) == by_dot.class_map(step), (name, step)
            assert ET.fromstring(by_wasm.svg_at(step, hide_return=True)).get("class") == \
                "mmv-tree predict"


def respelt(svg: str) -> str:
    """dot's SVG written another way, the same XML: attributes reversed in single quotes,
    ``-`` as character references, comments and line breaks added, no DOCTYPE."""
    root = ET.fromstring(svg.encode())

    def value(text: str) -> str:
        text = text.replace("&", "&amp;").replace("<", "&lt;").replace("'", "&apos;")
        return text.replace("-", "&#45;", 1).replace("-", "&#x2d;")

    def write(el: ET.Element, out: list[str]) -> None:
        tag = el.tag.removeprefix(SVG)
        names = {"{http://www.w3.org/1999/xlink}": "xlink:",
                 "{http://www.w3.org/XML/1998/namespace}": "xml:"}
        pairs = []
        for key, val in reversed(el.attrib.items()):
            for uri, prefix in names.items():
                key = key.replace(uri, prefix)
            pairs.append(f"\n   {key} =  '{value(val)}'")
        if tag == "svg":
            pairs.append(" xmlns='http://www.w3.org/2000/svg'"
                         " xmlns:xlink='http://www.w3.org/1999/xlink'")
        out.append(f"<!-- {tag} -->\n<{tag}{''.join(pairs)} >")
        out.append(value(el.text or ""))
        for child in el:
            write(child, out)
            out.append(value(child.tail or "") + "\n")
        out.append(f"</{tag}\n>")

    out = ["<?xml version='1.0' encoding='UTF-8'?>\n<!-- drawn elsewhere -->\n"]
    write(root, out)
    return "".join(out)


@pytest.mark.slow
@pytest.mark.dot
def test_a_respelt_svg_draws_the_same_steps() -> None:
    for name, make in TREES.items():
        tree = make()
        with handed_over() as handed:  # the DOT texts a Layout hands Graphviz (the cells too)
            by_dot = Layout(tree, max_nodes=60)
        others = {source: respelt(b"".join(drawn_pieces([source])).decode()) for source in handed}
        other = others[handed[0]]
        assert "&#x2d;" in other and "' >" in other and "'\n   " in other
        assert re.search(r'<g\s+class="[^"]*"\s+id=', other) is None  # the order is gone
        with rendering_with(others):
            by_other = Layout(tree, max_nodes=60)
        assert by_other.elements == by_dot.elements, name
        assert by_other.step_rules() == by_dot.step_rules(), name
        assert shape(by_other.svg) == shape(by_dot.svg), name
        assert texts(by_other.svg) == texts(by_dot.svg), name
        for step in range(0, len(by_dot), max(1, len(by_dot) // 9)):
            assert shape(by_other.svg_at(step)) == shape(by_dot.svg_at(step)), (name, step)


def test_the_classes_ours_adds_are_read_from_the_xml() -> None:
    svg = ("<svg xmlns='http://www.w3.org/2000/svg' width='10pt'><!-- c -->"
           "<g class='graph' id='graph0'><title>g</title><ellipse cx='1'/>"
           "<g class='node call max' id='call&#45;1'><title>call-1</title>"
           "<polygon points='0,0' class='x'/><text fill='#1B1B1C' x='1'>&#45;10</text>"
           "<text x='2' fill='#ffFFfe'>a &gt; b</text><text fill='red'>r</text></g>"
           "<g id='edge-2' class='edge'><title>e</title><path d='M0'/></g>"
           "<g id='legend' class='node'><title>l</title><polygon/></g></g></svg>")
    prepared = prepare_svg(svg)
    assert prepared.elements == ["call-1", "edge-2"]
    assert prepared.static == ["node call max", "edge"]
    assert len(prepared.parts) == 3 and "<!--" not in prepared.svg
    root = ET.fromstring(prepared.svg)
    assert root.get("class") == "mmv-tree" and root[0].tag == f"{SVG}style"
    classes = [(el.tag.removeprefix(SVG), el.get("class")) for el in root.iter()
               if el.tag.removeprefix(SVG) in ("ellipse", "polygon", "path", "text")]
    assert classes == [("ellipse", "border"), ("polygon", "border x"), ("text", "ret"),
                       ("text", "fact"), ("text", None), ("path", None), ("polygon", "border")]
    assert [t.text for t in root.iter(f"{SVG}text")] == ["-10", "a > b", "r"]


@pytest.mark.parametrize(("svg", "message"), [
    ("<svg><g></svg>", "^Graphviz's SVG is not well-formed XML: mismatched tag: line 1"),
    ("<html></html>", r"^Graphviz's output is not an SVG: its root is <html>$"),
    ("", "^Graphviz's SVG is not well-formed XML: no element found"),
])
def test_svg_that_is_not_xml_is_one_line(svg: str, message: str) -> None:
    with pytest.raises(RenderError, match=message):
        prepare_svg(svg)


# -- read in pieces, as dot writes it -----------------------------------------------------------
@functools.cache
def article_svg() -> bytes:
    return run_dot(to_digraph(mv.trace("O.XX.X.OO", pruning="alphabeta")))


@pytest.mark.fuzz
@pytest.mark.dot
@fuzz(60)
@given(st.lists(st.floats(0, 1), max_size=40))
@example([])  # one piece
@example([i / 4000 for i in range(4000)])  # cut inside tags, entities and UTF-8 letters
def test_an_svg_read_in_pieces_is_read_as_one(cuts: list[float]) -> None:
    svg = article_svg()
    ends = sorted({0, *(int(cut * len(svg)) for cut in cuts), len(svg)})
    pieces = [svg[a:b] for a, b in itertools.pairwise(ends)]
    assert prepare_svg(iter(pieces)) == prepare_svg(svg)


@pytest.mark.dot
def test_dot_draws_a_text_made_piece_by_piece_and_says_why_it_failed() -> None:
    made = []

    def text() -> Iterator[str]:
        for line in ("digraph {\n", "a -> b\n", "}\n"):
            made.append(line)
            yield line

    drawn = b"".join(drawn_pieces(text()))
    assert made == ["digraph {\n", "a -> b\n", "}\n"] and b"</svg>" in drawn
    with pytest.raises(RenderError, match=r"^dot failed: .*syntax error in line 1"):
        b"".join(drawn_pieces(["digraph { a -> }"]))


@pytest.mark.dot
def test_a_reader_that_stops_early_leaves_no_dot_running(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[subprocess.Popen[bytes]] = []
    real = subprocess.Popen

    def popen(*args: object, **kwargs: object) -> subprocess.Popen[bytes]:
        started.append(real(*args, **kwargs))  # type: ignore[call-overload]
        return started[-1]

    monkeypatch.setattr(subprocess, "Popen", popen)
    source = to_digraph(mv.trace("X...O....")).source
    unread = drawn_pieces([source])  # handed the whole text, nothing read yet
    assert started[0].poll() is None  # still drawing
    unread.close()
    assert started[0].poll() is not None
    pieces = drawn_pieces([source])
    next(pieces)
    pieces.close()
    assert started[1].poll() is not None
