"""A real browser runs the walkthrough notebook: Voila on 127.0.0.1, headless Chromium.

Voila executes ``01_walkthrough`` top to bottom in a live kernel and shows its
widgets; Playwright presses the stepper's *Next* button and checks that the
highlighted call in the diagram moves on. A screenshot is kept.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import ARTIFACTS, chromium_page, voila_server

pytestmark = [pytest.mark.browser, pytest.mark.dot]
NOTEBOOK = Path(__file__).parents[1] / "notebooks" / "01_walkthrough.ipynb"
CURRENT = "g.node.current"


def test_stepper_in_a_live_notebook_moves_the_highlight(tmp_path: Path) -> None:
    served = tmp_path / NOTEBOOK.name
    shutil.copy(NOTEBOOK, served)
    with voila_server(served, tmp_path) as url, chromium_page() as page:
        page.goto(url, timeout=120_000)
        next_button = page.get_by_role("button", name="Next ▶").first
        next_button.wait_for(timeout=150_000)
        stepper = page.locator(".widget-vbox", has=next_button).first
        highlighted = []
        for step in (1, 2, 3):
            if step > 1:
                next_button.click()
            stepper.get_by_text(f"step {step} of 18").wait_for(timeout=30_000)
            # the counter and the diagram are separate widgets: wait for the diagram too
            stepper.locator(f"{CURRENT}#call-{step}").wait_for(timeout=30_000)
            highlighted.append(stepper.locator(CURRENT).first.get_attribute("id"))
        assert highlighted == ["call-1", "call-2", "call-3"]
        assert stepper.locator(CURRENT).count() == 1
        assert "O plays 4" in stepper.locator(".mv-narration").first.inner_text()
        ARTIFACTS.mkdir(exist_ok=True)
        stepper.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "notebook-stepper.png"), full_page=False)
        stepper.screenshot(path=str(ARTIFACTS / "notebook-stepper-widget.png"))
