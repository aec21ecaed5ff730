"""Every lesson notebook run by nbmake carries the ``notebook`` marker (``-m notebook``)."""

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
