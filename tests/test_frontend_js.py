"""lessons/frontend/*.js run by Node against explain/words and explain/steps.py.

The stepper's JavaScript: the page reads a student's prediction exactly as Python does
(``words.read_prediction``), and builds every sentence of a trace exactly as Python does
(``Steps.narrate``, ``words.predict_question``) from the same templates: one rule on both
sides, checked over many texts and whole traces.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.draw import Layout
from minimax_viz.explain import Steps, words
from minimax_viz.games.exact import exact, json_value
from minimax_viz.lessons.stepper_data import stepper_data

pytestmark = pytest.mark.slow

#: Node.js: make test installs it (.ci/ensure-node, through make web).
NODE = shutil.which("node") or "node"
FRONTEND = Path(__file__).resolve().parents[1] / "minimax_viz" / "lessons" / "frontend"

#: Imports the page's own modules (no DOM at load) and runs ``input.run`` with them.
HARNESS = """
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const { pathToFileURL } = require("url");
const load = (name) => import(pathToFileURL(input.folder + "/" + name).href);
Promise.all([load("stepper_base.js"), load("sentences.js")]).then(([base, sentences]) => {
  const out = new Function("base", "sentences", "input", input.run)(base, sentences, input);
  process.stdout.write(JSON.stringify(out));
});
"""

#: Reads each text as the page's submit() does: the pattern Python sends, then the exact value.
READ = """
const { exactValue, sameValue } = base;
return input.texts.map((text) => {
  const value = new RegExp(input.pattern).test(text.trim()) ? exactValue(text.trim()) : null;
  return { value: value && [value[0].toString(), value[1].toString()],
           same: input.scores.map((score) => sameValue(value, exactValue(score))) };
});
"""

#: Every step's sentence, and at each return step predict mode's question, as the page says them.
SAY = """
const D = input.data;
return D.events.map((e, s) => [sentences.narration(D, s), e < 0 ? sentences.question(D, s) : ""]);
"""


#: Every element's classes at every step, in predict mode too (there, at each return step,
#: as drawn before and after the answer).
STATES = """
const D = input.data;
return D.events.map((e, s) => [base.classesAt(D, s, false), base.classesAt(D, s, false, true),
                               e < 0 ? base.classesAt(D, s, true, true) : []]);
"""


def in_page(run: str, **values: Any) -> Any:
    """What ``run`` (a function body over the modules ``base``, ``sentences`` and ``input``)
    returns in Node."""
    payload = {"folder": str(FRONTEND), "run": run, **values}
    done = subprocess.run([NODE, "-e", HARNESS], input=json.dumps(payload),
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def read_in_page(texts: list[str], scores: list[object]) -> list[dict[str, Any]]:
    """Each text as the page reads it: its exact value ([numerator, denominator] or None) and,
    per score, whether the page calls the guess right."""
    found: list[dict[str, Any]] = in_page(READ, texts=texts, scores=scores,
                                          pattern=words.STEPPER_WORDS["prediction"])
    return found


#: Scores as the stepper's data holds them: whole numbers, decimals, exact fractions' text.
SCORES: list[object] = [10, -10, 0, 7.5, -4.01, "5/3", "-1/3"]
SCORE_VALUES = [Fraction(10), Fraction(-10), Fraction(0), Fraction("7.5"), Fraction("-4.01"),
                Fraction(5, 3), Fraction(-1, 3)]

TEXT = st.text(alphabet="0123456789+-\u2212./ _e", max_size=8) | st.builds(
    lambda sign, a, sep, b: f"{sign}{a}{sep}{b}", st.sampled_from(["", "+", "-", "\u2212"]),
    st.integers(0, 200).map(str), st.sampled_from(["/", " / ", ".", ""]),
    st.integers(0, 200).map(str))


@pytest.mark.fuzz
@fuzz(25)
@given(st.lists(TEXT, min_size=1, max_size=40))
@example(["+10", "\u221210", "1_0", "5 / 3", "7.5", ".5", "7.", "1/0", "0/0", "1.6666666667",
          "-4.01", "-4.010", "1e1", "", " ", "+", "\u2212.5", "10/6"])
def test_the_page_reads_a_prediction_as_python_does(texts: list[str]) -> None:
    for text, seen in zip(texts, read_in_page(texts, SCORES)):
        expected = words.read_prediction(text)
        value = seen["value"]
        assert (value is None) == (expected is None), text
        if expected is not None:
            assert isinstance(value, list)
            assert Fraction(int(value[0]), int(value[1])) == expected, text
        assert seen["same"] == [expected == score for score in SCORE_VALUES], text


def test_the_page_reads_scores_as_the_columns_write_them() -> None:
    """A score reaches the page as Python's ``words.signed`` writes it (the calls' score
    column), and the page reads that text back to the exact value the search returned."""
    values = [Fraction(v) for v in (10, -10, 0, 1, 1_234_567)] + [
        Fraction(15, 2), Fraction(5, 3), Fraction(-401, 100), Fraction(-1, 3), Fraction(1, 8)]
    texts = [words.signed(exact(v)) for v in values]
    assert texts[4] == "+1234567"  # every digit, never +1.23457e+06
    seen = read_in_page(texts, [json_value(exact(v)) for v in values])
    assert [s["same"] for s in seen] == [[v == w for w in values] for v in values]


def test_the_page_reads_a_step_or_call_number_in_ascii_digits_only() -> None:
    """stepper_base.wholeNumber, the one reader of the jump box's call and the address's
    #step=: ASCII digits, nothing else (parseInt took "3abc" as 3); no text is no number."""
    texts = ["3", "12", "007", "3abc", "-3", "+3", "3.0", " 3", "3 ", "", "1e3", "0x1f",
             "\u0663", "\uff13", "3\n"]
    run = "return input.texts.map(base.wholeNumber).concat([base.wholeNumber(undefined)]);"
    expected = [int(text) if text.isascii() and text.isdigit() else None for text in texts]
    assert in_page(run, texts=texts) == [*expected, None]


#: Traces whose every sentence the page must build as Python does: the article's board,
#: alpha-beta, the textbook's tree and one with chance nodes, Nim, a depth-limited search, an
#: iterative deepening, alpha-beta's strict rule with depth scores, a memo and a big leaf.
TRACES = [("O.XX.X.OO", {}), ("O.XX.X.OO", {"pruning": "alphabeta"}),
          ("[[3,12,8],[2,4,6],[14,5,2]]", {"game": "tree", "pruning": "alphabeta"}),
          ('{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}', {"game": "tree"}),
          (6, {"game": "nim", "pruning": "alphabeta"}), ("X...O....", {"depth_limit": 2}),
          ("X........", {"iterative": True, "pruning": "alphabeta", "depth_limit": 2}),
          ("X.O.X.O..", {"scoring": "depth", "pruning": "alphabeta-strict"}),
          ("X.O.X.O..", {"memo": True}), ("[[1234567, 3], [2]]", {"game": "tree"})]


@pytest.mark.parametrize(("position", "options"), TRACES)
def test_the_page_says_every_step_as_python_does(position: object,
                                                 options: dict[str, Any]) -> None:
    tree = mv.trace(position, **options)
    steps = Steps(tree)
    data = stepper_data(Layout(tree, steps))
    said = in_page(SAY, data=data)
    assert [sentence for sentence, _ in said] == steps.lines()
    assert [question for _, question in said] == [
        words.predict_question(tree[e.call]) if e.kind == "return" else "" for e in steps.events]
    assert len(data["templates"]) <= 16  # a fixed set of forms, however long the trace


@pytest.mark.parametrize(("position", "options"), TRACES[:6])
def test_the_page_draws_every_step_as_python_does(position: object,
                                                  options: dict[str, Any]) -> None:
    """The step rules have one statement (Layout.step_rules) and two readers: the page's
    classesAt and Layout.classes_at agree on every element at every step, predict mode too."""
    tree = mv.trace(position, **options)
    layout = Layout(tree, Steps(tree))
    drawn = in_page(STATES, data=stepper_data(layout))
    for step, (shown, answered, hidden) in enumerate(drawn):
        assert shown == layout.classes_at(step), step
        assert answered == layout.classes_at(step, predict=True), step
        if layout.steps.event(step).kind == "return":
            assert hidden == layout.classes_at(step, hide_return=True, predict=True), step


def test_the_sites_time_limit_is_the_addresss_only_when_it_is_seconds_above_zero() -> None:
    """python.timeLimit, the static site's one reader of ``?limit=`` (the lesson's and the
    student's page): a number of seconds above zero that a timer can wait, else the page's
    own limit, said in the console (``Number(...) || limit`` took -5, and 1e7 past
    setTimeout's longest delay, and ran every question out of time at once)."""
    searches = ["", "?limit=3", "?limit=0.5", "?limit=-5", "?limit=0", "?limit=abc",
                "?limit=", "?limit=%20", "?limit=Infinity", "?limit=1e1", "?other=2",
                "?limit=1e7", "?limit=2147483.647", "?limit=NaN"]
    python_js = (FRONTEND.parent / "browser" / "python.js").as_uri()
    script = (f"import {{ timeLimit }} from {json.dumps(python_js)};"
              "const warned = []; console.warn = (text) => warned.push(text);"
              f"const limits = {json.dumps(searches)}.map((s) => timeLimit(s, 20));"
              "process.stdout.write(JSON.stringify({ limits, warned: warned.length }));")
    done = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True,
                          text=True, timeout=60, check=True)
    seen = json.loads(done.stdout)
    assert seen["limits"] == [20, 3, 0.5, 20, 20, 20, 20, 20, 20, 10, 20, 20, 2147483.647, 20]
    assert seen["warned"] == 8  # each limit given but refused
