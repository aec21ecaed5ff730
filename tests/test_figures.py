"""The committed ``figures/`` are exactly what ``minimax-viz walkthrough`` writes now.

If this fails after a change to the diagrams, run ``make figures`` and commit the result.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

FIGURES = Path(__file__).resolve().parents[1] / "figures"
README = Path(__file__).resolve().parents[1] / "README.md"

pytestmark = pytest.mark.dot


def files(folder: Path) -> list[str]:
    """Every file the walkthrough writes (screenshots/ comes from the browser tests instead)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and p.relative_to(folder).parts[0] != "screenshots")


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The command, run as ``make figures`` runs it: in a process of its own.

    (Not in this process: cairo keeps glyphs it drew before, and after PNGs at
    other scales its text antialiasing can differ by a shade.)
    """
    folder = tmp_path_factory.mktemp("figures")
    subprocess.run([sys.executable, "-m", "minimax_viz", "walkthrough", "-o", str(folder)],
                   check=True, capture_output=True, cwd=FIGURES.parent)
    return folder


def test_same_files(regenerated: Path) -> None:
    assert files(FIGURES) == files(regenerated)
    assert len([f for f in files(FIGURES) if f.startswith("frames/")]) == 18


@pytest.mark.parametrize("name", ["calltree.svg", "calltree.dot", "narration.txt",
                                  "walkthrough.html",
                                  *(f"frames/step-{k:02d}.svg" for k in range(1, 19))])
def test_text_figures_are_current(regenerated: Path, name: str) -> None:
    assert (FIGURES / name).read_text(encoding="utf-8") == \
        (regenerated / name).read_text(encoding="utf-8"), f"run `make figures`: {name} is stale"


def test_png_is_current(regenerated: Path) -> None:
    committed, fresh = (FIGURES / "calltree.png").read_bytes(), \
        (regenerated / "calltree.png").read_bytes()
    if committed == fresh:
        return
    image = pytest.importorskip("PIL.Image")  # same pixels, other PNG encoder: still current
    from PIL import ImageChops

    old, new = image.open(io.BytesIO(committed)), image.open(io.BytesIO(fresh))
    assert old.size == new.size, "run `make figures`: calltree.png is stale"
    assert ImageChops.difference(old.convert("RGB"), new.convert("RGB")).getbbox() is None


def test_readme_shows_the_walkthrough_diagram() -> None:
    assert "figures/calltree.png" in README.read_text(encoding="utf-8")


def test_readme_screenshots_are_committed_pngs() -> None:
    """The README's screenshots (taken by the browser tests, copied by `make screenshots`)."""
    shots = re.findall(r"\(figures/(screenshots/[\w.-]+\.png)\)", README.read_text(encoding="utf-8"))
    assert {"screenshots/notebook-stepper.png", "screenshots/html-stepper.png"} <= set(shots)
    for shot in shots:
        assert (FIGURES / shot).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", shot
