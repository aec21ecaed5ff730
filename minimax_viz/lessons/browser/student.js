// The "your own minimax" page: the editor, Run, and the worker that runs the student's Python.
import { boardEditor } from "./board.js";
import { Python, timeLimit } from "./python.js";

const $ = (id) => document.getElementById(id);
const settings = JSON.parse($("mv-settings").textContent);
const limit = timeLimit(location.search, settings.limit);
const stored = "minimax-viz:my-minimax";
const editor = $("code");
const python = new Python(limit, {
  onReady: () => say(settings.words.ready, "ready"),
  onFailed: (message) => say(`${settings.words.failed} ${message}`, "failed"),
});

function say(text, kind) {
  $("status").textContent = text;
  document.body.dataset.state = kind;
}

function startPython() {
  say(settings.words.starting, "starting");
  python.start();
}

// What the page shows: Python's answer to a run of ``input`` ({code, board, game}), and whether
// it was drawn from the run kept in the browser (Python has not run it in this visit).
let shown = null;

function draw(result, input, kept) {
  $("verdict").textContent = result.sentence;
  $("verdict").dataset.verdict = result.verdict;
  $("verdict").dataset.origin = kept ? "last-run" : "python";
  $("origin").hidden = !kept;
  $("trees").innerHTML = result.html;
  $("step").disabled = !["match", "differs", "fault"].includes(result.verdict);
  shown = { input, kept };
}

function show(result, seconds, input) {
  draw(result, input, false);
  keep(input, result);
  $("run").disabled = false;
  say(settings.words.done.replace("{seconds}", seconds.toFixed(1)), "done");
}

// The last run's input and Python's answer, with the site's build: the next visit draws it at
// once when the code, the board and the game are the same and the build is this one.
const lastRun = `${stored}:last-run`;
const FIELDS = ["code", "board", "game"];

function keep(input, result) {
  const { verdict, sentence, html } = result;
  try {
    localStorage.setItem(lastRun, JSON.stringify({ build: settings.build, input,
                                                   result: { verdict, sentence, html } }));
  } catch {
    localStorage.removeItem(lastRun);  // more than the browser's storage holds: not kept
  }
}

function keptFor(input) {
  let last = null;
  try { last = JSON.parse(localStorage.getItem(lastRun) ?? "null"); } catch { /* not ours */ }
  const same = last?.build === settings.build && FIELDS.every((f) => last.input?.[f] === input[f]);
  return same ? last.result : null;
}

function currentInput() {
  return { code: editor.value, board: $("board").value, game: $("game").value };
}

// The stepper over the student's own code: the standalone lesson page, in a frame, opened
// at the first differing call.
function showStepper(result) {
  $("run").disabled = false;
  $("step").disabled = false;
  if (!result.html) { say(result.sentence, "done"); return; }
  const frame = $("stepper");
  frame.onload = () => { frame.contentWindow.location.hash = `#step=${result.step}`; };
  frame.srcdoc = result.html;
  frame.hidden = false;
  say(settings.words.ready, "done");
}

function stopped() {
  shown = null;
  $("origin").hidden = true;
  delete $("verdict").dataset.origin;
  $("verdict").textContent = settings.words.stopped.replace("{seconds}", String(limit));
  $("verdict").dataset.verdict = "timeout";
  $("trees").innerHTML = "";
  $("run").disabled = false;
  $("step").disabled = true;
  startPython();  // a fresh Python, ready for the next run
}

function ask(message, answered) {
  return python.ask(message, () => say(settings.words.running, "running")).then(
    (answer) => (answer.stopped ? stopped() : answered(answer.result, answer.seconds)));
}

$("run").addEventListener("click", () => {
  $("run").disabled = true;
  $("verdict").textContent = "";
  delete $("verdict").dataset.verdict;
  delete $("verdict").dataset.origin;
  $("origin").hidden = true;
  $("step").disabled = true;
  $("stepper").hidden = true;
  shown = null;
  localStorage.removeItem(lastRun);  // the last run is this one now, whatever it ends in
  if (!python.ready) say(settings.words.waiting, "starting");
  const input = currentInput();
  ask({ kind: "run", ...input }, (result, seconds) => show(result, seconds, input));
});

$("step").addEventListener("click", async () => {
  if (python.busy || !shown) return;
  $("step").disabled = true;
  $("run").disabled = true;
  if (shown.kept) {  // drawn from the last visit: Python runs it first, then steps through it
    if (!python.ready) say(settings.words.waiting, "starting");
    const input = shown.input;
    await ask({ kind: "run", ...input }, (result, seconds) => show(result, seconds, input));
    if (!shown || $("step").disabled) return;
    $("step").disabled = true;
    $("run").disabled = true;
  }
  ask({ kind: "stepper" }, showStepper);
});

let codeEditor = null;  // CodeMirror over the textarea, once loaded (the textarea otherwise)
function setCode(text) {
  editor.value = text;
  codeEditor?.set(text);
}

editor.addEventListener("input", () => localStorage.setItem(stored, editor.value));
$("reset").addEventListener("click", () => {
  setCode(editor.defaultValue);
  localStorage.removeItem(stored);
});
$("download").addEventListener("click", () => {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([editor.value], { type: "text/x-python" }));
  link.download = settings.file;
  link.click();
  URL.revokeObjectURL(link.href);
});
editor.addEventListener("keydown", (event) => {
  if (event.key === "Tab" && !event.shiftKey) {   // a tab key indents, as in any editor
    event.preventDefault();
    editor.setRangeText("    ", editor.selectionStart, editor.selectionEnd, "end");
  } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    $("run").click();
  }
});

const saved = localStorage.getItem(stored);
if (saved !== null) editor.value = saved;
// the game and the position are kept too, and drawn in the board editor
const position = JSON.parse(localStorage.getItem(`${stored}:position`) || "null");
if (position && settings.boards[position.game] !== undefined) {
  $("game").value = position.game;
  $("board").value = position.board;
}
boardEditor($("board-editor"), $("board"), $("game"), settings.words.board, settings.boards);
$("board").addEventListener("input", () => localStorage.setItem(
  `${stored}:position`, JSON.stringify({ game: $("game").value, board: $("board").value })));
startPython();
const last = keptFor(currentInput());
if (last) {
  draw(last, currentInput(), true);
  performance.mark("last-run:drawn");
}
import("../runtime/editor.js").then(({ editorFor }) => {
  codeEditor = editorFor(editor, { run: () => $("run").click() });
  document.body.dataset.editor = "codemirror";
}, () => { document.body.dataset.editor = "plain"; });
