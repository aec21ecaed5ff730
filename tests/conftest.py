"""Fixtures any test module may share."""

from __future__ import annotations

import pytest

import minimax_viz as mv


@pytest.fixture
def article_board() -> mv.Board:
    """The freeCodeCamp article's position, X (the AI) to move::

        O |   | X
        ---------
        X |   | X
        ---------
          | O | O
    """
    return mv.Board.parse("O.XX.X.OO")


@pytest.fixture
def article_tree(article_board: mv.Board) -> mv.CallTree:
    """The article's 9-call search, recorded."""
    return mv.trace(article_board)


@pytest.fixture(scope="session")
def full_tree() -> mv.CallTree:
    """Plain minimax from the empty board: all 549,946 calls (a few seconds; mark users slow)."""
    return mv.trace(mv.Board())
