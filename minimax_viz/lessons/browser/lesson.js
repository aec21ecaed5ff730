// A lesson page's form: another position traced and drawn by the browser's Python (the
// same worker as the student's page) and shown in the stepper's frame. Python starts at the
// form's first use; a search longer than the time limit ends the worker with a sentence.
import { Python, timeLimit } from "./python.js";

const $ = (id) => document.getElementById(id);
const settings = JSON.parse($("mv-settings").textContent);
const limit = timeLimit(location.search, settings.limit);
const words = settings.words;
const python = new Python(limit, {
  onReady: () => { if (!python.busy) say(words.ready, "ready"); },
  onFailed: (message) => { say(`${words.failed} ${message}`, "failed"); $("draw").disabled = false; },
});

function say(text, state) {
  $("status").textContent = text;
  document.body.dataset.state = state;
}

function show(answer) {
  $("draw").disabled = false;
  if (answer.stopped) {
    $("position-error").textContent = words.stopped.replace("{seconds}", String(limit));
    say("", "stopped");
  } else if (answer.result.html) {
    $("lesson").removeAttribute("src");
    $("lesson").srcdoc = answer.result.html;
    $("position-error").textContent = "";
    say(words.drawn.replace("{seconds}", answer.seconds.toFixed(1)), "drawn");
  } else {
    $("position-error").textContent = answer.result.error || answer.result.sentence;
    say("", "refused");
  }
}

$("another").addEventListener("submit", (event) => {
  event.preventDefault();
  if (python.busy) return;
  $("draw").disabled = true;
  $("position-error").textContent = "";
  if (!python.ready) say(words.waiting, "starting");
  // the time limit counts the search, not Python's start-up
  python.ask({ kind: "lesson", position: $("position").value, game: $("game").value,
               pruning: $("pruning").value, depth: $("depth").value },
             () => say(words.drawing, "drawing")).then(show);
});
// another game: its example position, to edit
$("game").addEventListener("change", () => {
  $("position").value = settings.examples[$("game").value] ?? "";
});
// Python starts as soon as the teacher turns to the form, not on every visit.
$("another").addEventListener("focusin", () => {
  if (!python.worker) { python.start(); say(words.starting, "starting"); }
}, { once: true });
