"""Pictures of a student's recorded search: the failing call marked, two trees side by side.

A marked call gets a thick frame in the stepper's "current" colour and one more
line on its card saying why (``raised ZeroDivisionError``, ``differs here``),
through an ordinary node decorator wrapped around the default one; everything
else is the usual diagram.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..errors import GraphvizMissingError
from ..explain import words
from ..games.parts import label_text
from ..record import CallTree
from .dot import NodeDecorator, NodeInfo, default_node_decorator, render_svg
from .notebook import static_html
from .style import ROLE

if TYPE_CHECKING:
    from ..comparison import Comparison
    from ..record.student import Recording

#: The note on a marked card, by why it is marked.


def marking(call_id: int | None, note: str) -> NodeDecorator:
    """The default node decorator, with call ``call_id`` framed and captioned ``note``."""
    def decorate(info: NodeInfo) -> dict[str, str]:
        attrs = default_node_decorator(info)
        if info.kind == "cut" or info.call.id != call_id:
            return attrs
        label = attrs.get("label", "")
        if label.startswith("<") and label.endswith(">"):
            caption = (f'<TABLE BORDER="0" CELLSPACING="0"><TR><TD><B>{label_text(note)}</B>'
                       f"</TD></TR><TR><TD>{label[1:-1]}</TD></TR></TABLE>")
            attrs["label"] = f"<{caption}>"
        attrs.update(color=ROLE["current"], penwidth="5", style="filled,bold")
        return attrs

    return decorate


def marked_svg(tree: CallTree, call_id: int | None, note: str, max_nodes: int = 60) -> str:
    """The diagram of ``tree`` with ``call_id`` marked; folded around it when big."""
    focus = call_id if call_id is not None and len(tree) > max_nodes else None
    return render_svg(tree, max_nodes=max_nodes, focus=focus,
                      node_decorator=marking(call_id, note))


def _figure(svg: str, caption: str, call_id: int | None) -> str:
    """One tree of a comparison, scaled to the cell (readable, zoom and pan: static_html),
    opened on the marked call."""
    body = static_html(svg, None if call_id is None else f"call-{call_id}") if "<svg" in svg \
        else svg
    return f'<figure style="margin:0 0 1em"><figcaption><b>{html.escape(caption)}' \
        f"</b></figcaption>{body}</figure>"


def comparison_html(comparison: Comparison, max_nodes: int = 60) -> str:
    """The comparison's sentence above the two trees, one under the other (side by side, each
    would be too small to read its cards), the differing call marked in both (in the
    student's tree only, for a fault)."""
    sentence = f"<p><b>{html.escape(comparison.sentence)}</b></p>"
    diff = comparison.difference
    call = None if diff is None else diff.call
    mine_call = call if call is not None and call <= len(comparison.student) else None
    theirs_call = None if diff is None or diff.kind == "fault" or call is None or \
        call > len(comparison.reference) else call
    note = words.MARK_NOTES["error" if diff is not None and diff.kind == "fault" else "difference"]
    if diff is not None and diff.mistake == words.MINMAX_SWAPPED and mine_call is not None:
        note = f"⚠ {words.swap_text(comparison.student, comparison.student[mine_call])}"
    try:
        left = marked_svg(comparison.student, mine_call, note, max_nodes)
        right = marked_svg(comparison.reference, theirs_call, words.MARK_NOTES["difference"],
                           max_nodes)
    except GraphvizMissingError as exc:
        return f"{sentence}<p>{words.NO_DIAGRAMS.format(reason=html.escape(str(exc)))}</p>"
    captions = words.COMPARE_CAPTIONS
    return (f'<div class="mv-compare">{sentence}{_figure(left, captions["student"], mine_call)}'
            f'{_figure(right, captions["reference"], theirs_call)}</div>')


def student_mimebundle(recorded: Recording) -> dict[str, Any]:
    """Jupyter's view of a recorded function: its last run's tree, the fault marked."""
    tree, fault = recorded.tree, recorded.fault
    text = repr(recorded) + ("" if fault is None else f"\n{fault.message}")
    bundle: dict[str, Any] = {"text/plain": text}
    if tree is None:
        return bundle
    try:
        svg = marked_svg(tree, None if fault is None else fault.call,
                         words.MARK_NOTES[fault.kind] if fault else "")
    except GraphvizMissingError as exc:
        bundle["text/plain"] += "\n" + words.NO_DIAGRAM.format(reason=exc)
        return bundle
    caption = "" if fault is None else f"<p><b>{html.escape(fault.message)}</b></p>"
    bundle["text/html"] = caption + static_html(svg, None if fault is None else f"call-{fault.call}")
    return bundle
