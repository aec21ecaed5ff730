"""Diagrams into files: one drawing (SVG, PNG, PDF or DOT) or one frame per step.

Every file is written atomically (:mod:`minimax_viz.files`). Frame files are
named ``step-01.svg``, ``step-02.svg``... (1-based, as a stepper counts; two
digits at least), for the walkthrough and the slides alike.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from ..errors import InvalidOptionError
from ..explain.words import step_width
from ..files import write_file, write_text

DIAGRAM_FORMATS = ("svg", "png", "pdf", "dot")
_EXTENSIONS = {".svg": "svg", ".png": "png", ".pdf": "pdf", ".dot": "dot", ".gv": "dot"}
FRAME_PREFIX = "step"


def diagram_format(path: str | os.PathLike[str], fmt: str | None = None) -> str:
    """The format asked for, else the one the file's extension names (``.gv`` is DOT).

    >>> diagram_format("tree.PNG"), diagram_format("tree.out", "pdf")
    ('png', 'pdf')
    """
    if fmt is not None:
        if fmt not in DIAGRAM_FORMATS:
            raise InvalidOptionError(
                f"unknown format {str(fmt)[:40]!r}; choose one of {', '.join(DIAGRAM_FORMATS)}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in _EXTENSIONS:
        raise InvalidOptionError(
            f"cannot tell the format of {str(path)[:80]!r} from its extension; name the file"
            f" .svg, .png, .pdf or .dot, or pass a format")
    return _EXTENSIONS[suffix]


def save_diagram(tree: Any, path: str | os.PathLike[str], fmt: str | None = None,
                 scale: float = 1.0, **options: Any) -> str:
    """Draw a call tree (or a TreeView) into ``path``; return the format written.

    DOT needs no Graphviz binary; SVG runs ``dot`` once; PNG and PDF are drawn
    from that same SVG by cairosvg, so they look exactly like it. ``options``
    are those of :func:`minimax_viz.draw.dot.dot_lines` (max_nodes, max_depth, focus, ...).
    """
    from .dot import dot_source
    from .layout import Layout

    fmt = diagram_format(path, fmt)
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


def save_frames(layout: Any, directory: str | os.PathLike[str], fmt: str = "svg",
                scale: float = 1.0) -> list[Path]:
    """One file per step, all restyled from ``layout``'s one layout.

    Older frames of the same naming past the last step are removed, so the
    folder always holds exactly this trace's frames.
    """
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for step in range(len(layout)):
        target = folder / frame_name(step, len(layout), fmt)
        write_file(target, layout.frame(step, fmt, scale))
        written.append(target)
    remove_stale_frames(folder, written)
    return written


def remove_stale_frames(folder: Path, keep: list[Path]) -> None:
    """Delete numbered frames (``step-007.svg``/``.png``) of an earlier, longer run.

    Only names of exactly that pattern go: a user's own ``step-logo.png`` stays.
    """
    numbered = re.compile(rf"{FRAME_PREFIX}-\d+\.(svg|png)")
    for stale in set(folder.iterdir()) - set(keep):
        if stale.is_file() and numbered.fullmatch(stale.name):
            stale.unlink()
