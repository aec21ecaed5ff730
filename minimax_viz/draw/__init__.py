"""Drawing call trees: one palette, the tree view (folding), DOT, one layout restyled per step."""

from __future__ import annotations

from .dot import (
    EdgeInfo,
    NodeInfo,
    default_edge_decorator,
    default_node_decorator,
    dot_source,
    render_svg,
)
from .export import save_diagram, save_frames
from .layout import Layout
from .style import PALETTE, ROLE
from .treeview import TreeView

__all__ = ["PALETTE", "ROLE", "EdgeInfo", "Layout", "NodeInfo", "TreeView",
           "default_edge_decorator", "default_node_decorator", "dot_source", "render_svg",
           "save_diagram", "save_frames"]
