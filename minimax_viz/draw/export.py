"""Diagrams into files: one drawing (SVG, PNG, PDF or DOT) or one frame per step.

Every file is written atomically, and a folder of frames is swapped in whole
(:mod:`minimax_viz.files`). Frame files are named ``step-01.svg``,
``step-02.svg``... (1-based, as a stepper counts; two digits at least), for the
walkthrough and the slides alike.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..errors import InvalidOptionError, one_of, quote
from ..explain.words import step_width
from ..files import replaced_directory, write_file, write_text
from .layout import FRAME_FORMATS

#: The formats of a whole diagram (``render``): a frame's, or the DOT text itself.
DIAGRAM_FORMATS = (*FRAME_FORMATS, "dot")
#: The formats of a folder of frames, one file a step (a PDF's pages go into one handout).
FOLDER_FRAME_FORMATS = ("svg", "png")
_EXTENSIONS = {".svg": "svg", ".png": "png", ".pdf": "pdf", ".dot": "dot", ".gv": "dot"}
FRAME_PREFIX = "step"


def diagram_format(path: str | os.PathLike[str], fmt: str | None = None) -> str:
    """The format asked for, else the one the file's extension names (``.gv`` is DOT).

    >>> diagram_format("tree.PNG"), diagram_format("tree.out", "pdf")
    ('png', 'pdf')
    """
    if fmt is not None:
        return one_of("format", fmt, DIAGRAM_FORMATS)
    suffix = Path(path).suffix.lower()
    if suffix not in _EXTENSIONS:
        raise InvalidOptionError(
            f"cannot tell the format of {quote(str(path))} from its extension; name the file"
            f" {', '.join(f'.{name}' for name in DIAGRAM_FORMATS[:-1])} or"
            f" .{DIAGRAM_FORMATS[-1]}, or pass a format")
    return _EXTENSIONS[suffix]


def save_diagram(tree: Any, path: str | os.PathLike[str], fmt: str | None = None,
                 scale: float = 1.0, **options: Any) -> str:
    """Draw a call tree (or a TreeView) into ``path`` in ``fmt`` (None: from the file's
    extension), PNG at ``scale``; return the format written.

    DOT needs no Graphviz binary; SVG runs ``dot`` once; PNG and PDF are drawn
    from that same SVG by cairosvg, so they look exactly like it. ``options``
    are those of :func:`minimax_viz.draw.dot.dot_lines` (max_nodes, max_depth, focus, ...).
    """
    from .convert import read_scale
    from .dot import dot_source
    from .layout import Layout

    fmt, scale = diagram_format(path, fmt), read_scale(scale)
    if fmt == "dot":
        write_text(path, dot_source(tree, **options))
    else:
        write_file(path, Layout(tree, **options).frame(None, fmt, scale))
    return fmt


def frame_name(step: int, steps: int, ext: str) -> str:
    """The file of 0-based ``step`` of ``steps``: ``step-01.svg`` (1-based, padded).

    >>> frame_name(0, 18, "svg"), frame_name(1233, 1500, "png")
    ('step-01.svg', 'step-1234.png')
    """
    return f"{FRAME_PREFIX}-{step + 1:0{step_width(steps)}d}.{ext}"


def is_frame(name: str) -> bool:
    """True for a numbered frame's file name (``step-007.svg``/``.png``), not ``step-logo.png``.

    >>> is_frame("step-07.png"), is_frame("step-logo.png")
    (True, False)
    """
    return re.fullmatch(rf"{FRAME_PREFIX}-\d+\.(svg|png)", name) is not None


def save_frames(layout: Any, directory: str | os.PathLike[str], fmt: str = "svg",
                scale: float = 1.0) -> list[Path]:
    """One file per step in ``directory`` (``fmt``: svg or png, PNG at ``scale``), all
    restyled from ``layout``'s one layout.

    The folder is swapped in whole: it then holds exactly this trace's frames
    (and any file of the user's that is not a numbered frame).
    """
    from .convert import read_scale

    fmt, scale = one_of("format", fmt, FOLDER_FRAME_FORMATS), read_scale(scale)
    folder = Path(directory)
    names = [frame_name(step, len(layout), fmt) for step in range(len(layout))]
    with replaced_directory(folder, is_frame) as building:
        for step, name in enumerate(names):
            write_file(building / name, layout.frame(step, fmt, scale))
    return [folder / name for name in names]
