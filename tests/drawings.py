"""What a drawing shows, however its groups move their contents: for comparing two SVGs;
and Graphviz stood in for while a drawing is made (:func:`rendering`, :func:`handed_over`)."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from minimax_viz.draw.dot import set_renderer

SVG = "{http://www.w3.org/2000/svg}"
_TRANSLATE = re.compile(r"translate\(\s*(-?[\d.]+)[,\s]\s*(-?[\d.]+)\s*\)")
_SHAPES = ("polygon", "polyline", "path", "ellipse", "text")


def shown(svg: str) -> list[tuple[str, tuple[tuple[str, str], ...], str]]:
    """Every shape and text of ``svg`` in document order: its tag, its attributes with each
    coordinate moved by the ``translate()`` of the groups it sits in (below the graph's
    own), rounded as Graphviz writes them, and its text. A transparent stroke's width is
    left out (Graphviz carries a thick border's width over to the next cell's fill, whose
    stroke is transparent: it draws nothing)."""
    out: list[tuple[str, tuple[tuple[str, str], ...], str]] = []

    def walk(element: ET.Element, dx: float, dy: float, depth: int) -> None:
        tag = element.tag.removeprefix(SVG)
        if tag == "g" and depth > 1:
            moved = _TRANSLATE.search(element.get("transform", ""))
            if moved:
                dx, dy = dx + float(moved.group(1)), dy + float(moved.group(2))
        if tag in _SHAPES:
            attributes = dict(element.attrib)
            if attributes.get("stroke") == "transparent":
                attributes.pop("stroke-width", None)
            for name in ("x", "cx"):
                if name in attributes:
                    attributes[name] = _number(float(attributes[name]) + dx)
            for name in ("y", "cy"):
                if name in attributes:
                    attributes[name] = _number(float(attributes[name]) + dy)
            if "points" in attributes:
                attributes["points"] = " ".join(
                    f"{_number(float(x) + dx)},{_number(float(y) + dy)}"
                    for x, y in (pair.split(",") for pair in attributes["points"].split()))
            out.append((tag, tuple(sorted(attributes.items())), element.text or ""))
        for child in element:
            walk(child, dx, dy, depth + 1 if tag in ("svg", "g") else depth)

    walk(ET.fromstring(svg), 0.0, 0.0, 0)
    return out


def _number(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def by_dot(source: str, fmt: str) -> bytes:
    """What the ``dot`` binary draws of ``source``, as a renderer (:func:`set_renderer`)."""
    return subprocess.run(["dot", f"-T{fmt}"], input=source.encode(), capture_output=True,
                          check=True).stdout


@contextmanager
def rendering(renderer: Callable[[str, str], bytes | str]) -> Iterator[None]:
    """Drawings made by ``renderer`` meanwhile (as the browser's Graphviz is set)."""
    before = set_renderer(renderer)
    try:
        yield
    finally:
        set_renderer(before)


@contextmanager
def handed_over() -> Iterator[list[str]]:
    """The DOT texts Graphviz is handed meanwhile (drawn by ``dot`` all the same)."""
    sources: list[str] = []

    def kept(source: str, fmt: str) -> bytes:
        sources.append(source)
        return by_dot(source, fmt)

    with rendering(kept):
        yield sources
