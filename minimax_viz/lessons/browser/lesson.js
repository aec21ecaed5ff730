// A lesson page's form: another position traced and drawn by the browser's Python (the
// same worker as the student's page) and shown in the stepper's frame. Python starts at the
// form's first use; a search longer than the time limit ends the worker with a sentence.
const $ = (id) => document.getElementById(id);
const settings = JSON.parse($("mv-settings").textContent);
const limit = Number(new URLSearchParams(location.search).get("limit")) || settings.limit;
const words = settings.words;
let worker = null;
let ready = false;
let request = null;   // {id, timer, started}
let requests = 0;

function say(text, state) {
  $("status").textContent = text;
  document.body.dataset.state = state;
}

function startWorker() {
  ready = false;
  worker = new Worker(new URL("app/worker.mjs", location.href), { type: "module" });
  worker.onmessage = ({ data }) => {
    if (data.type === "ready") {
      ready = true;
      if (request) startClock(request); else say(words.ready, "ready");
    } else if (data.type === "failed") {
      say(`${words.failed} ${data.message}`, "failed");
      $("draw").disabled = false;
    } else if (data.type === "result" && request && data.id === request.id) {
      finish(data);
    }
  };
}

// The time limit counts the search, not Python's start-up.
function startClock(run) {
  say(words.drawing, "drawing");
  run.started = performance.now();
  run.timer = setTimeout(() => stop(run), limit * 1000);
}

function finish(result) {
  clearTimeout(request.timer);
  const took = performance.now() - request.started;
  request = null;
  $("draw").disabled = false;
  if (result.html) {
    $("lesson").removeAttribute("src");
    $("lesson").srcdoc = result.html;
    $("position-error").textContent = "";
    say(words.drawn.replace("{seconds}", (took / 1000).toFixed(1)), "drawn");
  } else {
    $("position-error").textContent = result.error || result.sentence;
    say("", "refused");
  }
}

function stop(run) {
  if (request !== run) return;
  request = null;
  worker.terminate();
  worker = null;
  $("position-error").textContent = words.stopped.replace("{seconds}", String(limit));
  $("draw").disabled = false;
  say("", "stopped");
}

$("another").addEventListener("submit", (event) => {
  event.preventDefault();
  if (request) return;
  if (!worker) startWorker();
  $("draw").disabled = true;
  $("position-error").textContent = "";
  request = { id: ++requests };
  if (ready) startClock(request); else say(words.waiting, "starting");
  worker.postMessage({ id: request.id, kind: "lesson", position: $("position").value,
                       game: $("game").value, pruning: $("pruning").value,
                       depth: $("depth").value });
});
// another game: its example position, to edit
$("game").addEventListener("change", () => {
  $("position").value = settings.examples[$("game").value] ?? "";
});
// Python starts as soon as the teacher turns to the form, not on every visit.
$("another").addEventListener("focusin", () => {
  if (!worker) { startWorker(); say(words.starting, "starting"); }
}, { once: true });
