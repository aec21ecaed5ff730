"""Our SVG as PNG or PDF, drawn by cairosvg (never by dot, so every format looks the same)."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

from ..errors import RenderError, real_number

_ROOT = re.compile(r"<svg\b([^>]*)>")
_SIZE_ATTRIBUTES = re.compile(r'\s(width|height|viewBox)="([^"]*)"')
_MAX_PIXELS = 32000
#: The largest ``scale`` a PNG or PDF takes (a PNG is shrunk to fit cairo's limit anyway).
MAX_SCALE = 100.0


@dataclass(frozen=True)
class SvgRoot:
    """An SVG's root tag: where it is, its other attributes, its size in pt and its viewBox
    (each None when the tag does not give it so)."""

    start: int
    end: int
    attributes: str                 # every attribute but width, height and viewBox
    width: float | None
    height: float | None
    view_box: tuple[float, float, float, float] | None

    @classmethod
    def of(cls, svg: str) -> SvgRoot | None:
        """The root tag of ``svg`` (None: no ``<svg>`` tag)."""
        root = _ROOT.search(svg)
        if root is None:
            return None
        found = dict(_SIZE_ATTRIBUTES.findall(root.group(1)))

        def points(name: str) -> float | None:
            text = found.get(name, "")
            return float(text[:-2]) if re.fullmatch(r"[\d.]+pt", text) else None

        box = found.get("viewBox", "").split()
        view_box = (float(box[0]), float(box[1]), float(box[2]), float(box[3])) \
            if len(box) == 4 and all(re.fullmatch(r"-?[\d.]+", v) for v in box) else None
        return cls(root.start(), root.end(), _SIZE_ATTRIBUTES.sub("", root.group(1)),
                   points("width"), points("height"), view_box)


def read_scale(scale: object, largest: float = MAX_SCALE) -> float:
    """The ``scale`` option: a number above 0 and at most ``largest``."""
    return real_number("scale", scale, 0, largest)


#: The formats :func:`convert_svg` turns our SVG into.
CONVERTED_FORMATS = ("png", "pdf")


def convert_svg(svg: str, fmt: str, scale: float = 1.0) -> bytes:
    """Our SVG (with its stylesheet) as PNG or PDF bytes, drawn by cairosvg, not by dot."""
    scale = read_scale(scale)
    if fmt not in CONVERTED_FORMATS:
        raise RenderError(f"cannot convert SVG to {fmt!r}; choose {' or '.join(CONVERTED_FORMATS)}")
    try:
        import cairosvg
        from cairocffi import CairoError
    except (ImportError, OSError) as exc:  # pragma: no cover - cairosvg is a dependency
        raise RenderError(f"PNG and PDF need cairosvg and the Cairo library ({exc});"
                          " pip install cairosvg, apt-get install libcairo2") from None
    convert = cairosvg.svg2png if fmt == "png" else cairosvg.svg2pdf
    root = SvgRoot.of(svg)
    if root and root.width and root.height and fmt == "png":  # cairo draws at most 32,767
        largest = max(root.width, root.height) * 96 / 72     # pixels a side: shrink to fit
        scale = min(scale, _MAX_PIXELS / largest)
    try:
        return bytes(convert(bytestring=svg.encode("utf-8"), scale=scale))
    except (CairoError, ValueError, MemoryError) as exc:
        raise RenderError(f"cairosvg could not draw the {fmt.upper()}: {exc}") from None


def merge_pdfs(pages: list[bytes]) -> bytes:
    """PDF files as the pages of one, in order (pypdf)."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for page in pages:
        writer.append(PdfReader(io.BytesIO(page)))
    writer.compress_identical_objects()
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
