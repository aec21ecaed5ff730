"""Our SVG as PNG or PDF, drawn by cairosvg (never by dot, so every format looks the same)."""

from __future__ import annotations

import io
import re

from ..errors import RenderError, real_number

_SIZE = re.compile(r'<svg [^>]*width="([\d.]+)pt" height="([\d.]+)pt"')
_MAX_PIXELS = 32000
#: The largest ``scale`` a PNG or PDF takes (a PNG is shrunk to fit cairo's limit anyway).
MAX_SCALE = 100.0


def read_scale(scale: object, largest: float = MAX_SCALE) -> float:
    """The ``scale`` option: a number above 0 and at most ``largest``."""
    return real_number("scale", scale, 0, largest)


def convert_svg(svg: str, fmt: str, scale: float = 1.0) -> bytes:
    """Our SVG (with its stylesheet) as PNG or PDF bytes, drawn by cairosvg, not by dot."""
    scale = read_scale(scale)
    if fmt not in ("png", "pdf"):
        raise RenderError(f"cannot convert SVG to {fmt!r}; choose png or pdf")
    try:
        import cairosvg
        from cairocffi import CairoError
    except (ImportError, OSError) as exc:  # pragma: no cover - cairosvg is a dependency
        raise RenderError(f"PNG and PDF need cairosvg and the Cairo library ({exc});"
                          " pip install cairosvg, apt-get install libcairo2") from None
    convert = cairosvg.svg2png if fmt == "png" else cairosvg.svg2pdf
    size = _SIZE.search(svg)
    if size and fmt == "png":  # cairo draws at most 32,767 pixels a side: shrink to fit
        largest = max(float(size.group(1)), float(size.group(2))) * 96 / 72
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
