"""The committed ``figures/`` are exactly what ``make figures`` writes now.

The commands are read from the Makefile's ``figures`` recipe, so the list of
figures lives in one place. If this fails after a change to the diagrams, run
``make figures`` and commit the result.
"""

from __future__ import annotations

import io
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"
README = ROOT / "README.md"

pytestmark = [pytest.mark.dot, pytest.mark.slow]


def files(folder: Path) -> list[str]:
    """Every file the walkthrough writes (screenshots/ comes from the browser tests instead)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and p.relative_to(folder).parts[0] != "screenshots")


def figure_commands() -> list[list[str]]:
    """The ``make figures`` recipe, one ``minimax-viz`` argument list a line."""
    recipe = re.search(r"^figures:.*\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), re.MULTILINE)
    assert recipe, "the Makefile has no figures recipe"
    return [shlex.split(line.strip())[1:] for line in recipe.group(1).splitlines()]


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every figure, made as ``make figures`` makes it, each command in a process of its own.

    (Not in this process: cairo keeps glyphs it drew before, and after PNGs at
    other scales its text antialiasing can differ by a shade.)
    """
    folder = tmp_path_factory.mktemp("figures")
    for argv in figure_commands():
        argv = [str(folder / Path(arg).relative_to("figures")) if arg.startswith("figures")
                else arg for arg in argv]
        subprocess.run([sys.executable, "-m", "minimax_viz", *argv],
                       check=True, capture_output=True, cwd=ROOT)
    return folder


def test_the_recipe_makes_the_walkthrough_and_the_textbook_trees() -> None:
    assert [argv[0] for argv in figure_commands()] == ["walkthrough", "render", "render", "render"]


def test_same_files(regenerated: Path) -> None:
    assert files(FIGURES) == files(regenerated)
    assert len([f for f in files(FIGURES) if f.startswith("frames/")]) == 18


@pytest.mark.parametrize("name", ["calltree.svg", "calltree.dot", "narration.txt",
                                  "walkthrough.html",
                                  *(f"frames/step-{k:02d}.svg" for k in range(1, 19))])
def test_text_figures_are_current(regenerated: Path, name: str) -> None:
    assert (FIGURES / name).read_text(encoding="utf-8") == \
        (regenerated / name).read_text(encoding="utf-8"), f"run `make figures`: {name} is stale"


@pytest.mark.parametrize("name", ["calltree.png", "textbook-tree.png", "expectimax-tree.png",
                                  "pig-openspiel.png"])
def test_png_is_current(regenerated: Path, name: str) -> None:
    committed, fresh = (FIGURES / name).read_bytes(), (regenerated / name).read_bytes()
    if committed == fresh:
        return
    image = pytest.importorskip("PIL.Image")  # same pixels, other PNG encoder: still current
    from PIL import ImageChops

    old, new = image.open(io.BytesIO(committed)), image.open(io.BytesIO(fresh))
    assert old.size == new.size, f"run `make figures`: {name} is stale"
    assert ImageChops.difference(old.convert("RGB"), new.convert("RGB")).getbbox() is None


def test_readme_shows_the_walkthrough_diagram() -> None:
    assert "figures/calltree.png" in README.read_text(encoding="utf-8")


def test_readme_screenshots_are_committed_pngs() -> None:
    """The README's screenshots (taken by the browser tests, copied by `make screenshots`)."""
    shots = re.findall(r"\(figures/(screenshots/[\w.-]+\.png)\)", README.read_text(encoding="utf-8"))
    assert {"screenshots/notebook-stepper.png", "screenshots/notebook-stepper-150.png",
            "screenshots/notebook-stepper-nim.png",
            "screenshots/html-stepper.png"} <= set(shots)
    for shot in shots:
        assert (FIGURES / shot).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", shot
