"""lessons/frontend/ and lessons/stepper_data.py's contract: the front-end as shipped.

The committed bundle is what ``make bundle`` builds from the ES modules now, the modules
type-check against the contract (``tsc --checkJs``), and the contract names the same fields
in Python (:class:`StepperData`) and in JavaScript.

If the first test fails after a change to ``minimax_viz/lessons/frontend/*.js``, run
``make bundle`` and commit the result.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path
from typing import Any

import pytest

import minimax_viz as mv
from minimax_viz.draw import Layout
from minimax_viz.explain import Frame, words
from minimax_viz.explain.words import CaptionWords, StackHeadings, StepperWords, WindowHeadings
from minimax_viz.lessons.stepper_data import BUNDLE, CallColumns, StepperData, stepper_data

ROOT = Path(__file__).resolve().parents[1]
FRONTEND = ROOT / "minimax_viz" / "lessons" / "frontend"
#: esbuild and tsc, pinned by web/package-lock.json (make web installs them; make test does).
NODE_BIN = ROOT / "web" / "node_modules" / ".bin"


def bundle_command() -> list[str]:
    """The ``make bundle`` recipe's one command, as an argument list."""
    recipe = re.search(r"^bundle:.*\n\t(.*)\n", (ROOT / "Makefile").read_text(), re.MULTILINE)
    assert recipe, "the Makefile has no bundle recipe"
    return shlex.split(recipe.group(1))


def test_the_recipe_bundles_the_entry_module_into_the_shipped_file() -> None:
    argv = bundle_command()
    assert argv[0] == "web/node_modules/.bin/esbuild" and "--bundle" in argv
    assert "minimax_viz/lessons/frontend/stepper.js" in argv
    assert f"--outfile=minimax_viz/lessons/frontend/{BUNDLE}" in argv


def test_the_committed_bundle_is_current(tmp_path: Path) -> None:
    out = tmp_path / BUNDLE
    argv = [f"--outfile={out}" if arg.startswith("--outfile=") else arg for arg in bundle_command()]
    subprocess.run(argv, cwd=ROOT, check=True, capture_output=True, timeout=120)
    assert (FRONTEND / BUNDLE).read_text(encoding="utf-8") == out.read_text(encoding="utf-8"), \
        "stepper.bundle.js is stale: run `make bundle` and commit it"


def test_the_bundle_is_one_module_without_imports() -> None:
    """anywidget's _esm and the offline page load it as one text: nothing left to fetch."""
    text = (FRONTEND / BUNDLE).read_text(encoding="utf-8")
    assert not re.search(r"^\s*import\b", text, re.MULTILINE)
    assert re.search(r"export \{[^}]*\bmountPage\b[^}]*\}", text)
    assert "function mountPage(" in text  # the page's inline script calls it by this name


@pytest.mark.slow
def test_the_modules_type_check_against_the_contract() -> None:
    done = subprocess.run([str(NODE_BIN / "tsc"), "-p", "web"], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def typedef_fields(name: str) -> list[str]:
    """The ``@property`` names of the JSDoc typedef ``name`` in contract.js, in order."""
    text = (FRONTEND / "contract.js").read_text(encoding="utf-8")
    block = re.search(r"/\*\*((?:(?!\*/).)*@typedef \{object\} " + name + r"\b.*?)\*/", text,
                      re.DOTALL)
    assert block, f"contract.js has no typedef {name}"
    return re.findall(r"@property \{[^}]*\} \[?(\w+)", block.group(1))


@pytest.mark.parametrize("typed", [StepperData, CallColumns, StepperWords, CaptionWords,
                                   StackHeadings, WindowHeadings])
def test_python_and_javascript_name_the_same_fields(typed: Any) -> None:
    assert typedef_fields(typed.__name__) == list(typed.__annotations__)


def test_the_data_sent_is_exactly_the_contract() -> None:
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    data = stepper_data(Layout(tree))
    assert list(data) == list(StepperData.__annotations__)
    assert list(data["words"]) == list(StepperWords.__annotations__)
    # the templates are keyed by meaning: the caption by line, the stack's headings by the
    # stack frame's field each heads (the JS picks each by name, never by position)
    for field, typed in (("caption", CaptionWords), ("headings", StackHeadings),
                         ("window", WindowHeadings)):
        assert list(data["words"][field]) == list(typed.__annotations__)
    assert [*StackHeadings.__annotations__, *WindowHeadings.__annotations__] == \
        list(Frame._fields)
    calls = data["calls"]
    assert list(calls) == list(CallColumns.__annotations__)
    assert all(len(column) == 8 for column in calls.values())  # 8 calls, one entry each
    assert calls["score"] == [words.signed(call.score) for call in tree]
    assert calls["parent"] == [call.parent or 0 for call in tree]
    assert [data["players"][p] for p in calls["player"]] == [call.player for call in tree]
