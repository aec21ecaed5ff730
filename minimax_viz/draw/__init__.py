"""Drawing call trees: one palette, the tree view (folding), DOT, one layout restyled per step,
the diagram as a notebook shows it."""

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
from .notebook import Diagram
from .style import PALETTE, ROLE
from .treeview import TreeView

__all__ = ["PALETTE", "ROLE", "Diagram", "EdgeInfo", "Layout", "NodeInfo", "TreeView",
           "default_edge_decorator", "default_node_decorator", "dot_source", "render_svg",
           "save_diagram", "save_frames"]
