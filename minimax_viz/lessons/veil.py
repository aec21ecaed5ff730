"""What a predict-mode stepper ships: nothing a student could read before reaching it.

In predict mode (``Stepper(..., predict=True)``, ``minimax-viz html --predict``, an
exercise's worksheet.html) the answers must not be in the page's source, its SVG or the
widget's state before the step that reveals them. So:

* the drawing goes out with every text a card shows only once its call is reached or has
  returned (``class="fact"`` and ``class="ret"``: call numbers, windows, outcomes, scores, cut
  notes, the legend's count) emptied; :func:`blank_texts` lifts them out, and the page puts
  each back when its element is reached (or returned), or when predict mode is turned off;
* nor do its names tell (:func:`plain_drawing`): no ``<title>`` (a hover's tooltip such as
  "pruned-6-1"), elements renamed ``e0``, ``e1``... (their ids say call numbers and cuts), and
  their classes the layout's plain ones (without ``pv``, ``chosen``, ``bound``, ``pruned``,
  which the page adds at the step that earns each: :meth:`~minimax_viz.draw.Layout.step_rules`);
* the data (those texts, the scores, the sentences, the header's answer and counts) goes out
  veiled (:func:`veil`): its UTF-8 bytes mixed with a fixed key and written in base 64 with
  ``.`` and ``_`` for ``+`` and ``/``, so no ``+``, ``-`` or ``α`` is left to find.

This stops a glance (view-source, Ctrl+F for "+10", the developer tools' element and model
panes), not a determined student: the key is in the page's own script, which unveils the data
when it starts, and the browser then holds every answer in memory.

>>> unveil(veil('{"score": "+10", "α": 1}'))
'{"score": "+10", "α": 1}'
>>> any(c in veil('{"score": "+10", "α": 1}') for c in "+-α ")
False
"""

from __future__ import annotations

import base64
import html
import re

from .stepper_data import StepperData, data_json, embed_json

__all__ = ["KEY", "blank_texts", "plain_drawing", "ship", "unveil", "veil"]

#: The key the data's bytes are mixed with; the page's readData (frontend/stepper_base.js)
#: holds the same one.
KEY = b"minimax-viz predict mode"

# a card's text the page fills in later: prepare_svg writes its class last in the tag
_BLANKED = re.compile(r'(<text\b[^>]*\bclass="(?:fact|ret)">)([^<]*)(</text>)')
_TITLE = re.compile(r"<title>[^<]*</title>\n?")
_GROUP = re.compile(r'<g id="([^"]*)" class="([^"]*)"')


def veil(text: str) -> str:
    """``text`` veiled: UTF-8, each byte mixed with :data:`KEY`, base 64 (``.`` ``_``)."""
    return base64.b64encode(_mixed(text.encode("utf-8")), altchars=b"._").decode("ascii")


def unveil(text: str) -> str:
    """The text :func:`veil` veiled (the page's readData does the same)."""
    return _mixed(base64.b64decode(text, altchars=b"._", validate=True)).decode("utf-8")


def _mixed(data: bytes) -> bytes:
    """Byte ``i`` of ``data`` XOR byte ``i % len(KEY)`` of :data:`KEY` (the megabytes of a big
    trace's data in one pass in C, as two whole numbers)."""
    key = (KEY * (len(data) // len(KEY) + 1))[:len(data)]
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(key, "big")
    return mixed.to_bytes(len(data), "big")


def blank_texts(svg: str) -> tuple[str, list[str]]:
    """The SVG with every ``fact`` and ``ret`` text emptied, and those texts in document
    order, as the page shows them (the page finds the element holding each itself).

    >>> blank_texts('<g><text x="1" class="ret">returns &#45;10</text><text>b1</text></g>')
    ('<g><text x="1" class="ret"></text><text>b1</text></g>', ['returns -10'])
    """
    texts: list[str] = []

    def lift(match: re.Match[str]) -> str:
        texts.append(html.unescape(match.group(2)))
        return match.group(1) + match.group(3)

    return _BLANKED.sub(lift, svg), texts


def plain_drawing(svg: str, ids: list[str], plain: list[str]) -> tuple[str, list[str]]:
    """The SVG with no title, each element of ``ids`` renamed by its place (``e0``...) and
    given its ``plain`` classes (the layout's, without the secret ones); and those new ids,
    in the order of ``ids``.

    >>> plain_drawing('<g id="pruned-6-1" class="node pruned max"><title>pruned-6-1</title>'
    ...               '</g>', ["call-1", "pruned-6-1"], ["node call max", "node max"])
    ('<g id="e1" class="node max"></g>', ['e0', 'e1'])
    """
    index = {element: i for i, element in enumerate(ids)}

    def rename(match: re.Match[str]) -> str:
        i = index.get(match.group(1))
        return match.group(0) if i is None else f'<g id="e{i}" class="{plain[i]}"'

    return _GROUP.sub(rename, _TITLE.sub("", svg)), [f"e{i}" for i in range(len(ids))]


def ship(svg: str, data: StepperData, page: bool = False) -> tuple[str, str]:
    """The SVG and the data's text as they leave Python for the widget (``page``: for the
    standalone page's JSON script, :func:`embed_json`): as they are, or (``data["predict"]``)
    with the future texts blanked and the data veiled."""
    if not data["predict"]:
        return svg, embed_json(data) if page else data_json(data)
    blank, texts = blank_texts(svg)
    plain, shown_ids = plain_drawing(blank, data["ids"],
                                     [data["plain"][rule[0]] for rule in data["rules"]])
    return plain, veil(data_json({**data, "texts": texts, "shown_ids": shown_ids}))

