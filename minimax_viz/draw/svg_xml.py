"""Graphviz's SVG read as XML and written back as ours, cut where the steps restyle it.

Whichever Graphviz drew it (the ``dot`` binary of any release, or Graphviz compiled to
WebAssembly in the browser) and however it spelled its XML (attribute order, line
breaks, ``&#45;`` or ``-``, quotes, comments, a DOCTYPE), :func:`prepare_svg` reads
the SVG with the standard library's XML parser (expat), which tells where each element
starts and what its attributes are, and writes one text of our own:

* the root ``<svg>`` gets ``class="mmv-tree"`` and the stylesheet :data:`STEP_CSS`;
* a text drawn in :data:`RET_INK` gets ``class="ret"`` (a returned score, hidden
  while pending), one in :data:`FACT_INK` / :data:`FACT_LIGHT` ``class="fact"``;
* a group's first shape after its ``<title>`` gets ``class="border"`` (a node's
  outline; the graph's background polygon gets it too, harmlessly);
* comments, the DOCTYPE and Graphviz's version go; each managed group's start tag is
  written anew (its id plainly, ``call-1`` whether Graphviz wrote ``call&#45;1`` or not).

Everything else is copied as that Graphviz spelt it: one expat pass over a big tree's
megabytes, and no rewriting of its text (``bench_render``'s "prepare" column).

The ``class`` value of every element the stepper manages (a group whose id is
``call-N``, ``summary-N``, ``cut-N``, ``edge-N``, ``edge-cut-N``, ``pruned-C-K`` or
``edge-pruned-C-K``) is left out of :attr:`PreparedSvg.parts`, so a step's SVG is the
parts joined with that step's classes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol
from xml.parsers import expat

from ..errors import RenderError
from .style import INK_CLASS, STEP_CSS

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
PROLOG = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
ROOT_CLASS = "mmv-tree"

MANAGED = re.compile(r"(?:call|summary|cut|edge|edge-cut)-\d+|(?:edge-)?pruned-\d+-\d+")
_BORDER_SHAPES = ("polygon", "ellipse")
# an XML start tag (attribute values may hold ">"), matched where expat says one starts
_START_TAG = re.compile(rb"""<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*/?>""")


class Marked(Protocol):
    """What was taken out of the DOT text and put back in place of its marker: a polygon
    of its marker colour (:class:`~.grids.Grids`, :class:`~.drawn_labels.Labels`)."""

    def drawn(self, fill: str | None, points: str | None) -> bytes | None:
        """What a polygon of ``fill`` at ``points`` marks, drawn there; None: nothing."""


@dataclass(frozen=True)
class PreparedSvg:
    """Our SVG, cut at the class value of every managed element."""

    parts: list[str]      # len(elements) + 1 texts: the SVG between the class values
    elements: list[str]   # the managed elements' ids, in document order
    static: list[str]     # their class values as Graphviz drew them (``node call max``)

    @property
    def svg(self) -> str:
        """The whole SVG with every element's static classes: the finished diagram."""
        return join_parts(self.parts, self.static)


def coordinate(value: float) -> str:
    """A coordinate as Graphviz writes one: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def join_parts(parts: list[str], classes: list[str]) -> str:
    """``parts`` with ``classes[i]`` between ``parts[i]`` and ``parts[i + 1]``."""
    out = [parts[0]]
    for value, part in zip(classes, parts[1:]):
        out.append(value)
        out.append(part)
    return "".join(out)


def prepare_svg(svg: str | bytes | Iterable[bytes],
                marked: Sequence[Marked] = ()) -> PreparedSvg:
    """Read Graphviz's SVG as XML and write it back as ours (see the module's notes); given
    in pieces (:func:`~minimax_viz.draw.dot.drawn_pieces`), each is read as it comes.
    ``marked``: what was taken out of the DOT text (labels, the boards' grids), each put
    in its marker's place."""
    if isinstance(svg, str):
        return _Reader([svg.encode("utf-8")], marked).result()
    return _Reader([svg] if isinstance(svg, (bytes, bytearray)) else svg, marked).result()


#: What an attribute value written anew escapes (one ``str.translate`` pass, in C), and text.
ATTRIBUTE_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", '"': "&quot;", "\n": "&#10;"})
TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})


def _tag(name: str, attributes: dict[str, str], end: bytes) -> bytes:
    """A start tag with ``attributes`` in their order (expat keeps the document's)."""
    pairs = "".join([f' {key}="{value.translate(ATTRIBUTE_ESCAPES)}"'
                     for key, value in attributes.items()])
    return f"<{name}{pairs}".encode() + end


class _Reader:
    """Finds with expat the start tags to rewrite and the comments to drop, then splices.

    Only the rewritten tags are written anew; everything else is copied as Graphviz wrote
    it, so reading a big tree costs one expat pass (its whole text is never rebuilt).
    Expat calls :meth:`_start` for every element of the drawing, so it does the least it
    can for the many that need nothing (a polygon, a path): a few comparisons, no lookup
    of where it starts (``bench_render``'s "prepare" column).
    """

    def __init__(self, pieces: Iterable[bytes], marked: Sequence[Marked] = ()) -> None:
        self.marked = marked
        self.data = bytearray()  # what has come so far (expat's byte indices point into it)
        # (start, end, pieces) in document order; a None piece is a managed class value
        self.edits: list[tuple[int, int, list[bytes | None]]] = []
        self.whole: list[int] = []  # the edits that replace a whole element, not its tag
        self.elements: list[str] = []
        self.static: list[str] = []
        self.root = -1
        self.after_title = False
        self.parser = expat.ParserCreate()  # attributes as dicts, in the document's order
        self.parser.StartElementHandler = self._start
        self.parser.CommentHandler = self._comment
        try:
            for piece in pieces:
                self.data += piece
                self.parser.Parse(piece, False)
            self.parser.Parse(b"", True)
        except expat.ExpatError as exc:
            raise RenderError(f"Graphviz's SVG is not well-formed XML: {exc}") from None
        if self.root < 0:
            raise RenderError("Graphviz's output has no <svg> element")

    def _tag_end(self, start: int, attributes: dict[str, str]) -> int:
        """Where the start tag at byte ``start`` ends: at its first ">" when none of its
        attribute values holds one (a raw ">" in a value reads as ">"), else where the
        tag's pattern says."""
        if ">" not in "".join(attributes.values()):
            return self.data.index(b">", start) + 1
        match = _START_TAG.match(self.data, start)
        if match is None:  # expat read a start tag here, so this cannot happen
            raise RenderError(f"Graphviz's SVG has a start tag at byte {start} not read")
        return match.end()

    def _start(self, name: str, attributes: dict[str, str]) -> None:
        tag = name.rpartition(":")[2] if ":" in name else name
        if tag == "text":
            self.after_title = False
            fill = attributes.get("fill")
            if fill is not None and "class" not in attributes:
                ink = INK_CLASS.get(fill.lower())
                if ink:
                    self._text(ink, attributes)
        elif self.after_title:
            self.after_title = False
            if tag in _BORDER_SHAPES:  # the first shape after a title: a node's border
                self._add_class(name, attributes, "border")
        elif tag == "title":
            self.after_title = True
        elif tag == "g":
            if "class" in attributes and MANAGED.fullmatch(attributes.get("id", "")):
                self._group(attributes)
        elif tag == "polygon" and self.marked:
            fill, points = attributes.get("fill"), attributes.get("points")
            for marked in self.marked:
                drawn = marked.drawn(fill, points)
                if drawn is not None:  # a marker: what it marks instead (the whole element,
                    # whose end tag, if it has one, may come in a later piece: found at the end)
                    start = self.parser.CurrentByteIndex
                    self.whole.append(len(self.edits))
                    self.edits.append((start, self._tag_end(start, attributes), [drawn]))
                    break
        elif self.root < 0:
            if tag != "svg":
                raise RenderError(f"Graphviz's output is not an SVG: its root is <{name}>")
            self._root(attributes)

    def _root(self, attributes: dict[str, str]) -> None:
        self.root = start = self.parser.CurrentByteIndex
        end = self._tag_end(start, attributes)
        classes = attributes.pop("class", "")
        for namespace in ("xmlns", "xmlns:xlink"):
            attributes.pop(namespace, None)
        attributes = {"class": f"{ROOT_CLASS} {classes}".strip(), **attributes,
                      "xmlns": SVG_NS, "xmlns:xlink": XLINK_NS}
        tag = _tag("svg", attributes, f">\n<style>{STEP_CSS}</style>".encode())
        self.edits.append((start, end, [tag]))

    def _group(self, attributes: dict[str, str]) -> None:
        """A managed group: its start tag written anew, cut at its class value."""
        start = self.parser.CurrentByteIndex
        end = self._tag_end(start, attributes)
        self.elements.append(attributes["id"])
        self.static.append(attributes.pop("class"))
        self.edits.append((start, end, [_tag("g", attributes, b' class="'), None, b'">']))

    def _text(self, ink: str, attributes: dict[str, str]) -> None:
        """``class="ink"`` written last: after the tag's last attribute."""
        end = self._tag_end(self.parser.CurrentByteIndex, attributes)
        at = end - 2 if self.data[end - 2:end] == b"/>" else end - 1
        self.edits.append((at, at, [f' class="{ink}"'.encode()]))

    def _add_class(self, name: str, attributes: dict[str, str], value: str) -> None:
        """``class="value"`` first in the tag (merged into a class it has)."""
        start = self.parser.CurrentByteIndex
        if "class" in attributes:
            end = self._tag_end(start, attributes)
            value = f"{value} {attributes.pop('class')}"
            closing = b"/>" if self.data[end - 2:end] == b"/>" else b">"
            self.edits.append((start, end, [_tag(name, {"class": value, **attributes},
                                                 closing)]))
        else:
            at = start + 1 + len(name.encode())
            self.edits.append((at, at, [f' class="{value}"'.encode()]))

    def _comment(self, text: str) -> None:
        if self.root >= 0:  # a comment ends at the first "-->" (it cannot hold "--")
            start = self.parser.CurrentByteIndex
            self.edits.append((start, self.data.index(b"-->", start) + 3, []))

    def result(self) -> PreparedSvg:
        """The spliced text, decoded once and cut at the managed class values (marked
        by a NUL byte while joined: XML cannot hold one)."""
        for i in self.whole:
            start, end, written = self.edits[i]
            if self.data[end - 2:end] != b"/>":  # <polygon ...></polygon>: up to its end tag
                self.edits[i] = (start, self.data.index(b">", self.data.index(b"</", end)) + 1,
                                 written)
        pieces: list[bytes | bytearray] = [PROLOG.encode()]
        position = self.root
        for start, end, written in self.edits:
            pieces.append(self.data[position:start])
            for piece in written:
                pieces.append(b"\0" if piece is None else piece)
            position = end
        pieces.append(self.data[position:])
        parts = b"".join(pieces).decode("utf-8").rstrip().split("\0")
        parts[-1] += "\n"
        return PreparedSvg(parts, self.elements, self.static)
