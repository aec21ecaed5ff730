// The "your own minimax" page: the editor, Run, and the worker that runs the student's Python.
import { boardEditor } from "./board.js";

const $ = (id) => document.getElementById(id);
const settings = JSON.parse($("mv-settings").textContent);
const limit = Number(new URLSearchParams(location.search).get("limit")) || settings.limit;
const stored = "minimax-viz:my-minimax";
const editor = $("code");
let worker = null;
let ready = false;
let waiting = null;   // the run asked for while Python was starting
let running = null;   // {id, timer, started}
let runs = 0;

function say(text, kind) {
  $("status").textContent = text;
  document.body.dataset.state = kind;
}

function startWorker() {
  ready = false;
  say(settings.words.starting, "starting");
  worker = new Worker(new URL("app/worker.mjs", location.href), { type: "module" });
  worker.onmessage = ({ data }) => {
    if (data.type === "ready") {
      ready = true;
      say(settings.words.ready, "ready");
      if (waiting) { const run = waiting; waiting = null; send(run); }
    } else if (data.type === "failed") {
      say(`${settings.words.failed} ${data.message}`, "failed");
    } else if (data.type === "result" && running && data.id === running.id) {
      clearTimeout(running.timer);
      const took = performance.now() - running.started;
      const kind = running.kind;
      running = null;
      if (kind === "stepper") showStepper(data); else show(data, took);
    }
  };
}

function show(result, took) {
  $("verdict").textContent = result.sentence;
  $("verdict").dataset.verdict = result.verdict;
  $("trees").innerHTML = result.html;
  $("run").disabled = false;
  $("step").disabled = !["match", "differs", "fault"].includes(result.verdict);
  say(settings.words.done.replace("{seconds}", (took / 1000).toFixed(1)), "done");
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

function send(run) {
  run.started = performance.now();
  run.timer = setTimeout(() => stop(run), limit * 1000);
  running = run;
  say(settings.words.running, "running");
  worker.postMessage({ id: run.id, kind: run.kind, code: run.code, board: run.board,
                       game: run.game });
}

function stop(run) {
  if (running !== run) return;
  running = null;
  worker.terminate();
  $("verdict").textContent = settings.words.stopped.replace("{seconds}", String(limit));
  $("verdict").dataset.verdict = "timeout";
  $("trees").innerHTML = "";
  $("run").disabled = false;
  $("step").disabled = true;
  startWorker();
}

$("run").addEventListener("click", () => {
  $("run").disabled = true;
  $("verdict").textContent = "";
  delete $("verdict").dataset.verdict;
  $("step").disabled = true;
  $("stepper").hidden = true;
  const run = { id: ++runs, kind: "run", code: editor.value, board: $("board").value,
                game: $("game").value };
  if (ready) send(run); else { waiting = run; say(settings.words.waiting, "starting"); }
});

$("step").addEventListener("click", () => {
  if (!ready || running) return;
  $("step").disabled = true;
  $("run").disabled = true;
  send({ id: ++runs, kind: "stepper" });
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
startWorker();
import("../runtime/editor.js").then(({ editorFor }) => {
  codeEditor = editorFor(editor, { run: () => $("run").click() });
  document.body.dataset.editor = "codemirror";
}, () => { document.body.dataset.editor = "plain"; });
