"""Slide frames: one SVG and one PNG per step, and a PDF handout of them all.

Every frame comes from ONE :class:`~minimax_viz.draw.Layout`, so the tree
never moves from slide to slide: the SVG files differ only in their ``class``
attributes. The handout has every step on paper (A4 or Letter), each the frame
with a caption under it ("Step k of N" and the step's sentence from
:meth:`Steps.narrate`), drawn by cairosvg and merged into one file with pypdf.

A folder of slides holds::

    step-01.svg  step-01.png  ...   one pair per step (as the walkthrough's frames)
    narration.txt                   "01  call 1, depth 0, ..." per step
    handout.pdf                     every frame, captioned, on A4 or Letter

>>> caption_svg('<svg width="200pt" height="100pt" viewBox="0.00 0.00 200.00 100.00">'
...             '</svg>', "Step 1 of 2", "call 1 <enters>").count("<text")
2
"""

from __future__ import annotations

import html
import textwrap
from pathlib import Path
from typing import Any

from ..draw import Layout
from ..draw.convert import SvgRoot, convert_svg, merge_pdfs, read_scale
from ..draw.export import frame_name, is_frame
from ..draw.paper import DEFAULT_PAPER, check_paper, paper_pages
from ..draw.style import FONT, PAGE_COLOURS, ROLE
from ..errors import RenderError, function
from ..explain import check_step_limit
from ..explain.words import STEP_OF, capitalized
from ..files import atomic_open, refuse_a_file, replaced_directory, write_bytes, write_text
from ..record import CallTree

__all__ = ["HANDOUT", "NARRATION", "SLIDE_MAX_NODES", "caption_lines", "caption_svg",
           "write_slides"]

HANDOUT = "handout.pdf"
NARRATION = "narration.txt"
#: Drawn nodes per slide by default: a wider tree is unreadable on a projector, and
#: cairosvg needs about a second per frame per 20 drawn nodes.
SLIDE_MAX_NODES = 60
_PNG_MAX = 3840    # pixels on the longest side: a 4K screen


def _caption_layout(svg: str, text: str) -> tuple[SvgRoot, float, list[str]]:
    """The SVG's root tag, the caption's font size (viewBox units) and its wrapped lines."""
    head = SvgRoot.of(svg)
    if head is None or head.width is None or head.height is None or head.view_box is None:
        raise RenderError("cannot caption this SVG: no width/height in pt and viewBox")
    width, height, (_, _, view_width, view_height) = head.width, head.height, head.view_box
    size = max(14.0, width / 60) * (view_height / height if height else 1.0)
    chars = max(30, int(view_width / (0.58 * size)) - 2)
    return head, size, textwrap.wrap(text, chars) or [""]


def caption_lines(svg: str, text: str) -> int:
    """How many lines ``text`` takes in the caption of ``svg``."""
    return len(_caption_layout(svg, text)[2])


def caption_svg(svg: str, heading: str, text: str, min_lines: int = 1) -> str:
    """``svg`` made taller by a caption band under the drawing: a bold heading, then ``text``.

    The font grows with the drawing's width, so the caption stays readable when
    a page of a wide tree is shrunk to fit paper. The band holds at least
    ``min_lines`` lines of text, so every page of a handout has the same size.
    """
    head, size, lines = _caption_layout(svg, text)
    assert head.width is not None and head.height is not None and head.view_box is not None
    width, height, (vx, vy, vw, vh) = head.width, head.height, head.view_box
    unit = vh / height if height else 1.0            # viewBox units per point
    line_height = 1.35 * size
    band = (max(len(lines), min_lines) + 1) * line_height + size
    left, top = vx + size, vy + vh
    parts = [f'<g class="caption" font-family="{FONT}, sans-serif">',
             f'<rect x="{vx:g}" y="{top:g}" width="{vw:g}" height="{band:g}" fill="white"/>',
             (f'<line x1="{left:g}" y1="{top + 0.3 * size:g}" x2="{vx + vw - size:g}" '
              f'y2="{top + 0.3 * size:g}" stroke="{ROLE["current"]}" stroke-width="{size / 6:g}"/>'),
             (f'<text x="{left:g}" y="{top + 1.3 * size:g}" font-size="{size:g}" '
              f'font-weight="bold" fill="{PAGE_COLOURS["ink"]}">{html.escape(heading)}</text>'),
             (f'<text x="{left:g}" y="{top + 1.3 * size + line_height:g}" font-size="{size:g}" '
              f'fill="{PAGE_COLOURS["ink"]}">')]
    parts += [f'<tspan x="{left:g}" dy="{0 if i == 0 else line_height:g}">'
              f"{html.escape(line)}</tspan>" for i, line in enumerate(lines)]
    parts.append("</text></g>\n")
    new_head = (f'<svg width="{width:g}pt" height="{height + band / unit:g}pt"\n'
                f' viewBox="{vx:g} {vy:g} {vw:g} {vh + band:g}"{head.attributes}>')
    body = svg[:head.start] + new_head + svg[head.end:]
    end = body.rindex("</svg>")
    return body[:end] + "".join(parts) + body[end:]


def _fit(svg: str, limit: float, per_point: float = 1.0) -> float:
    """The scale at most 1 that keeps the longest side of ``svg`` within ``limit``."""
    head = SvgRoot.of(svg)
    largest = max(head.width, head.height) * per_point \
        if head and head.width and head.height else 0.0
    return min(1.0, limit / largest) if largest else 1.0


def write_slides(tree: CallTree, directory: str | Path, *,
                 max_nodes: int | None = SLIDE_MAX_NODES, scale: float = 1.0,
                 max_frames: int | None = -1, layout: Layout | None = None,
                 paper: str = DEFAULT_PAPER, progress: Any = None) -> list[Path]:
    """Write every step of ``tree`` as SVG and PNG, ``narration.txt`` and ``handout.pdf`` into
    ``directory``; the drawing folded to ``max_nodes``, or ``layout`` reused, and more than
    ``max_frames`` steps refused (-1: the default limit, None: no limit).

    The deck is built beside ``directory`` and swapped in whole, so the folder
    holds exactly this trace's slides (and the user's own other files), and a
    run killed part-way leaves the old deck. PNGs are at
    most 3840 pixels on their longest side (``scale`` shrinks them further); the handout
    is on ``paper`` (a key of :data:`~minimax_viz.draw.paper.PAPERS`), a frame too big
    for one page split over several (:func:`~minimax_viz.draw.paper.paper_pages`). ``progress``,
    if given, is called with the number of steps done after each step.
    Returns the paths written, frames first.
    """
    check_step_limit(tree, "slides", max_frames)
    paper = check_paper(paper)
    scale = read_scale(scale, 1)  # PNGs are fitted to 3840 pixels; a scale only shrinks them
    if progress is not None:
        function("progress", progress)
    folder = Path(directory)
    refuse_a_file(folder, "slides")
    if layout is None:
        layout = Layout(tree, max_nodes=max_nodes)
    with replaced_directory(folder, _is_slide_file) as building:
        written = _write_deck(layout, building, scale, paper, progress)
    return [folder / path.name for path in written]


def _is_slide_file(name: str) -> bool:
    return is_frame(name) or name in (NARRATION, HANDOUT)


def _write_deck(layout: Layout, folder: Path, scale: float, paper: str,
                progress: Any) -> list[Path]:
    steps, count = layout.steps, len(layout)
    sentences = steps.lines()
    written: list[Path] = []
    pages: list[bytes] = []
    for step in range(count):
        svg = layout.svg_at(step)
        svg_path, png_path = (folder / frame_name(step, count, ext) for ext in ("svg", "png"))
        write_text(svg_path, svg)
        write_bytes(png_path, convert_svg(svg, "png", scale * _fit(svg, _PNG_MAX, 96 / 72)))
        written += [svg_path, png_path]
        pages += [convert_svg(page, "pdf") for page in
                  paper_pages(svg, paper, capitalized(STEP_OF.format(step=step + 1, steps=count)), sentences[step])]
        if progress is not None:
            progress(step + 1)
    write_text(folder / NARRATION, steps.narration_file())
    with atomic_open(folder / HANDOUT, "wb") as handle:
        handle.write(merge_pdfs(pages))
    return [*written, folder / NARRATION, folder / HANDOUT]
