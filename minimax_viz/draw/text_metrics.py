"""How wide and tall Graphviz makes a text in the cards' font, known without running it.

``dot`` spends half its time on a big tree measuring the cards' texts (Pango, one text
at a time). :mod:`minimax_viz.draw.drawn_labels` measures them here instead, from the
advance widths of the font's glyphs (``text_metrics.json``, read from the font files by
``make text-metrics``; ``tests/test_drawn_labels.py`` checks it is current and that every
width and baseline here is the one Graphviz finds):

* a span's width is its glyphs' advances (``ff``, ``fi``, ``fl``, ``ffi`` and ``ffl`` one
  ligature's, as the font's ``liga`` feature joins them), each with the font's kerning
  before the next glyph and rounded to whole pixels at 96 dpi as the hinted font draws
  them, summed and cut to whole points plus one (Graphviz rounds up so that a box is never
  too small);
* a line is ``int(1.1 * size + 0.5)`` points tall, its biggest font's;
* its baseline is ``0.8 * size`` below the top for one plain span, one point higher for a
  line of several spans or any bold or italic one.

A character the table does not hold (or one ``dot`` measures otherwise in some face or size:
the table keeps only those it was checked to agree on) or a size not measured gives None:
the caller leaves that text to Graphviz.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import unicodedata
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

#: The font sizes measured (the cards' and their small print's): the hinted font rounds
#: some glyphs' advances otherwise at other sizes, so a text in another is left to Graphviz.
SIZES = (8, 10)
#: The faces measured, by (bold, italic), and the fontconfig style that finds each file.
FACES = {(False, False): "regular", (True, False): "bold", (False, True): "italic",
         (True, True): "bolditalic"}
_STYLES = {"regular": "", "bold": ":bold", "italic": ":oblique", "bolditalic": ":bold:oblique"}
#: The characters measured: the scripts and symbols a label is written in.
_RANGES = [(0x20, 0x5B), (0x5D, 0x24F), (0x370, 0x3FF), (0x2000, 0x214F),
           (0x2190, 0x23FF), (0x2500, 0x27BF), (0xFB00, 0xFB04)]  # (no backslash)
#: The Latin ligatures the font's ``liga`` feature makes, longest first.
_LIGATURES = (("ffi", "\ufb03"), ("ffl", "\ufb04"), ("ff", "\ufb00"), ("fi", "\ufb01"),
              ("fl", "\ufb02"))
#: Characters whose width is not their glyph's advance (controls, formats such as a soft
#: hyphen or a direction mark, combining marks, line breaks): left to Graphviz.
_UNSPACED = {"Cc", "Cf", "Mn", "Me", "Zl", "Zp"}
_FILE = "text_metrics.json"
#: Graphviz lays text out at 96 dots per inch; a point is 1/72 inch.
_PIXELS_PER_POINT = 96 / 72


class _Kerning:
    """A face's kerning: by pair of characters, and by pair of classes (each table of
    classes kerns a first character it covers, of its ``first`` class, before any
    character, of its ``second`` class or 0)."""

    def __init__(self, pairs: dict[str, int], classes: list[dict[str, Any]]) -> None:
        self.pairs = pairs
        self.classes = [({char: int(c) for c, chars in table["first"].items() for char in chars},
                         {char: int(c) for c, chars in table["second"].items() for char in chars},
                         {tuple(map(int, key.split())): value
                          for key, value in table["values"].items()})
                        for table in classes]
        #: the characters any kerning follows (the others kern before none)
        self.kerned = {pair[0] for pair in pairs}.union(
            *(firsts for firsts, _, _ in self.classes))
        self._found: dict[str, int] = {}

    def between(self, first: str, second: str) -> int:
        """The kerning, in font units, of ``first`` before ``second``."""
        pair = first + second
        value = self._found.get(pair)
        if value is None:
            value = self.pairs.get(pair, 0)
            for firsts, seconds, values in self.classes:
                row = firsts.get(first)
                if row is not None:
                    value += values.get((row, seconds.get(second, 0)), 0)
            self._found[pair] = value
        return value


@lru_cache(maxsize=1)
def _table() -> tuple[str, int, dict[str, tuple[dict[str, int], _Kerning]]]:
    """The font's family, its units per em, and each face's advance by character and
    kerning."""
    data = json.loads(resources.files("minimax_viz.draw").joinpath(_FILE).read_text("utf-8"))
    return data["family"], data["units_per_em"], _faces(data)


def _faces(table: dict[str, Any]) -> dict[str, tuple[dict[str, int], _Kerning]]:
    """Each face's advance by character and kerning, read from ``table`` (the JSON's)."""
    return {face: (dict(zip(table["chars"], table["advances"][face])),
                   _Kerning(table["kerning"][face]["pairs"], table["kerning"][face]["classes"]))
            for face in FACES.values()}


def family() -> str:
    """The font the table measures (the cards' font, ``style.FONT``)."""
    return _table()[0]


@lru_cache(maxsize=8192)
def span_width(text: str, size: float, bold: bool = False, italic: bool = False) -> int | None:
    """The width in points Graphviz gives ``text`` (None: a size not measured, or a
    character not in the table)."""
    if size not in SIZES:
        return None
    _, units, faces = _table()
    return _width(text, size, units, *faces[FACES[bold, italic]])


def _width(text: str, size: float, units: int, advances: dict[str, int],
           kerning: _Kerning) -> int | None:
    scale = size * _PIXELS_PER_POINT / units
    if "f" in text:
        for letters, ligature in _LIGATURES:
            text = text.replace(letters, ligature)
    pixels, kerned, last = 0, kerning.kerned, len(text) - 1
    for i, char in enumerate(text):
        advance = advances.get(char)
        if advance is None:
            return None
        if i < last and char in kerned:
            advance += kerning.between(char, text[i + 1])
        pixels += round(advance * scale)
    return int(pixels / _PIXELS_PER_POINT + 1)


def line_height(size: float) -> int:
    """How tall Graphviz makes a line whose biggest font is ``size`` points."""
    return int(size * 1.1 + 0.5)


def baseline(size: float, plain: bool) -> float:
    """Where a line's baseline sits below its top: ``plain`` is one span, neither bold nor
    italic; ``size`` the line's biggest font."""
    return size * 0.8 - (0 if plain else 1)


def _measured(font_family: str) -> dict[str, object]:
    """The table, read from the font files fontconfig finds for ``font_family``."""
    from fontTools.ttLib import TTFont

    files = {face: subprocess.run(["fc-match", "-f", "%{file}", font_family + style],
                                  capture_output=True, text=True, check=True).stdout
             for face, style in _STYLES.items()}
    fonts = {face: TTFont(path) for face, path in files.items()}
    units = {font["head"].unitsPerEm for font in fonts.values()}
    if len(units) != 1:
        raise SystemExit(f"the faces of {font_family} differ in units per em: {units}")
    maps = {face: font.getBestCmap() for face, font in fonts.items()}
    chars = [chr(code) for start, end in _RANGES for code in range(start, end + 1)
             if all(code in cmap for cmap in maps.values())
             and unicodedata.category(chr(code)) not in _UNSPACED]
    advances = {face: [fonts[face]["hmtx"][maps[face][ord(char)]][0] for char in chars]
                for face in FACES.values()}
    kerning = {face: _kerning(fonts[face], maps[face], chars) for face in FACES.values()}
    return {"family": font_family, "units_per_em": units.pop(), "chars": "".join(chars),
            "advances": advances, "kerning": kerning}


def _kerning(font: Any, cmap: dict[int, str], chars: list[str]) -> dict[str, Any]:
    """The font's ``kern`` feature (GPOS pair adjustments) between the characters measured:
    its pairs by characters, its tables of classes by class."""
    glyphs = {cmap[ord(char)]: char for char in chars}
    table = font["GPOS"].table
    lookups = sorted({index for record in table.FeatureList.FeatureRecord
                      if record.FeatureTag == "kern" for index in record.Feature.LookupListIndex})
    pairs: dict[str, int] = {}
    classes = []
    for index in lookups:
        lookup = table.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            if lookup.LookupType == 9:  # an extension: the pair adjustment inside it
                subtable = subtable.ExtSubTable
            if getattr(subtable, "LookupType", 2) != 2:
                continue
            covered = [glyph for glyph in subtable.Coverage.glyphs if glyph in glyphs]
            if subtable.Format == 1:
                sets = dict(zip(subtable.Coverage.glyphs, subtable.PairSet))
                for glyph in covered:
                    for record in sets[glyph].PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) or 0
                        if value and record.SecondGlyph in glyphs:
                            pair = glyphs[glyph] + glyphs[record.SecondGlyph]
                            pairs[pair] = pairs.get(pair, 0) + value
            else:
                firsts = {glyphs[glyph]: subtable.ClassDef1.classDefs.get(glyph, 0)
                          for glyph in covered}
                seconds = {char: subtable.ClassDef2.classDefs.get(glyph, 0)
                           for glyph, char in glyphs.items()}
                values = {f"{row} {column}": value
                          for row in set(firsts.values()) for column in set(seconds.values())
                          if (value := getattr(subtable.Class1Record[row].Class2Record[column]
                                               .Value1, "XAdvance", 0) or 0)}
                classes.append({"first": _grouped(firsts),
                                "second": _grouped({c: k for c, k in seconds.items() if k}),
                                "values": values})
    return {"pairs": pairs, "classes": classes}


def _grouped(classes: dict[str, int]) -> dict[str, str]:
    """``{character: class}`` written as ``{class: its characters}``."""
    out: dict[str, str] = {}
    for char, number in classes.items():
        out[str(number)] = out.get(str(number), "") + char
    return dict(sorted(out.items(), key=lambda item: int(item[0])))


def _agreed(table: dict[str, Any]) -> dict[str, Any]:
    """``table`` less the characters whose width in some face is not the one ``dot`` finds
    (a face whose glyph fontconfig does not offer: Pango draws another font's)."""
    family_, units, faces = table["family"], table["units_per_em"], _faces(table)
    texts = [(char * 3, bold, italic) for char in table["chars"] for bold, italic in FACES]
    nodes = "\n".join(
        f'n{i} [label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>'
        f'<TD>{"<B>" if bold else ""}{"<I>" if italic else ""}&#{ord(text[0])};'
        f'&#{ord(text[0])};&#{ord(text[0])};{"</I>" if italic else ""}{"</B>" if bold else ""}'
        "</TD></TR></TABLE>>]" for i, (text, bold, italic) in enumerate(texts))
    wrong = set()
    for size in SIZES:
        drawn = json.loads(subprocess.run(
            ["dot", "-Tjson"], input=f'digraph {{ node [fontname="{family_}" fontsize={size} '
            f'shape=plain margin=0]\n{nodes}\n}}\n', capture_output=True, text=True,
            check=True).stdout)
        widths = {int(node["name"][1:]): sum(op["width"] for op in node["_ldraw_"]
                                             if op["op"] == "T") for node in drawn["objects"]}
        wrong |= {text[0] for i, (text, bold, italic) in enumerate(texts)
                  if widths[i] != _width(text, size, units, *faces[FACES[bold, italic]])}
    keep = [i for i, char in enumerate(table["chars"]) if char not in wrong]
    return {**table, "chars": "".join(table["chars"][i] for i in keep),
            "advances": {face: [advances[i] for i in keep]
                         for face, advances in table["advances"].items()}}


def main() -> int:
    """Write ``text_metrics.json`` from the installed font (needs fontTools, fc-match and
    Graphviz's ``dot``, which checks every character)."""
    from .style import FONT

    for program in ("fc-match", "dot"):
        if shutil.which(program) is None:
            print(f"text_metrics: {program} is not installed", file=sys.stderr)
            return 2
    target = Path(__file__).with_name(_FILE)
    target.write_text(json.dumps(_agreed(_measured(FONT)), ensure_ascii=False,
                                 separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {target}")
    return 0
