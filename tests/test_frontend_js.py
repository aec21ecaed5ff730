"""The stepper's JavaScript, run by Node: the page reads a student's prediction exactly as
Python does (``words.read_prediction``), one rule on both sides, checked over many texts."""

from __future__ import annotations

import json
import shutil
import subprocess
from fractions import Fraction
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from minimax_viz.explain import words
from minimax_viz.games.exact import exact, json_value
from minimax_viz.lessons.stepper_data import frontend

#: Node.js: make test installs it (.ci/ensure-node, through make web).
NODE = shutil.which("node") or "node"

#: Loads stepper_base.js (plain declarations, no DOM at load) and reads each text as the
#: page's submit() does: the pattern Python sends, then the exact value.
HARNESS = """
const vm = require("vm");
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const context = vm.createContext({});
vm.runInContext(input.script + "\\n;globalThis.api = { exactValue, sameValue, signed };",
                context);
const { exactValue, sameValue, signed } = context.api;
const out = input.texts.map((text) => {
  const value = new RegExp(input.pattern).test(text.trim()) ? exactValue(text.trim()) : null;
  return { value: value && [value[0].toString(), value[1].toString()],
           same: input.scores.map((score) => sameValue(value, exactValue(score))) };
});
process.stdout.write(JSON.stringify({ read: out, signed: input.scores.map(signed) }));
"""


def read_in_page(texts: list[str], scores: list[object]) -> dict[str, Any]:
    """Each text as the page reads it (``read``: its exact value, [numerator, denominator]
    or None, and per score whether the page calls the guess right), and each score as the
    page writes it (``signed``)."""
    payload = {"script": frontend("stepper_base.js"), "pattern": words.STEPPER_WORDS["prediction"],
               "texts": texts, "scores": scores}
    done = subprocess.run([NODE, "-e", HARNESS], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=60, check=True)
    found: dict[str, Any] = json.loads(done.stdout)
    return found


#: Scores as the stepper's data holds them: whole numbers, decimals, exact fractions' text.
SCORES: list[object] = [10, -10, 0, 7.5, -4.01, "5/3", "-1/3"]
SCORE_VALUES = [Fraction(10), Fraction(-10), Fraction(0), Fraction("7.5"), Fraction("-4.01"),
                Fraction(5, 3), Fraction(-1, 3)]

TEXT = st.text(alphabet="0123456789+-\u2212./ _e", max_size=8) | st.builds(
    lambda sign, a, sep, b: f"{sign}{a}{sep}{b}", st.sampled_from(["", "+", "-", "\u2212"]),
    st.integers(0, 200).map(str), st.sampled_from(["/", " / ", ".", ""]),
    st.integers(0, 200).map(str))


@settings(max_examples=25, deadline=None)
@given(st.lists(TEXT, min_size=1, max_size=40))
@example(["+10", "\u221210", "1_0", "5 / 3", "7.5", ".5", "7.", "1/0", "0/0", "1.6666666667",
          "-4.01", "-4.010", "1e1", "", " ", "+", "\u2212.5", "10/6"])
def test_the_page_reads_a_prediction_as_python_does(texts: list[str]) -> None:
    for text, seen in zip(texts, read_in_page(texts, SCORES)["read"]):
        expected = words.read_prediction(text)
        value = seen["value"]
        assert (value is None) == (expected is None), text
        if expected is not None:
            assert isinstance(value, list)
            assert Fraction(int(value[0]), int(value[1])) == expected, text
        assert seen["same"] == [expected == score for score in SCORE_VALUES], text


def test_the_page_writes_a_score_as_python_does() -> None:
    """A score reaches the page as the trace file writes it (``json_value``: a whole number,
    a decimal, or an exact fraction's text) and is shown as Python's ``words.signed``."""
    values = [Fraction(v) for v in (10, -10, 0, 1)] + [Fraction(15, 2), Fraction(5, 3),
                                                         Fraction(-401, 100), Fraction(-1, 3),
                                                         Fraction(1, 8), Fraction(-7, 2)]
    shown = read_in_page([], [json_value(exact(v)) for v in values])["signed"]
    assert shown == [words.signed(exact(v)) for v in values]
