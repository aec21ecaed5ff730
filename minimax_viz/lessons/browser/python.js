// The browser's Python (worker.mjs, a Web Worker), asked one question at a time under a time
// limit. The clock starts once Python is ready, so its start-up is never counted; past the
// limit the worker is ended, and the next question starts a fresh one. How long each part of
// the start-up took is left in the page's performance timeline as "python:NAME" marks.
// The most seconds a timer can wait: setTimeout runs a longer delay at once.
const LONGEST = (2 ** 31 - 1) / 1000;

// The time limit in seconds: the address's ``?limit=`` when it is a number of seconds above
// zero that a timer can wait (a teacher's or a test's), else the page's own, and the console
// says why.
export function timeLimit(search, pageLimit) {
  const asked = new URLSearchParams(search).get("limit");
  if (asked === null) return pageLimit;
  const seconds = Number(asked);
  if (seconds > 0 && seconds <= LONGEST) return seconds;
  console.warn(`?limit=${asked} is not a number of seconds from above 0 to ${LONGEST}:`
               + ` the limit is ${pageLimit} s`);
  return pageLimit;
}

export class Python {
  constructor(limit, { onReady = () => {}, onFailed = () => {} } = {}) {
    Object.assign(this, { limit, onReady, onFailed, worker: null, ready: false, asked: null, ids: 0 });
  }

  get busy() { return this.asked !== null; }

  start() {
    if (this.worker) return;
    this.ready = false;
    this.worker = new Worker(new URL("worker.mjs", import.meta.url), { type: "module" });
    this.worker.onmessage = ({ data }) => {
      if (data.type === "ready") {
        for (const [name, at] of Object.entries(data.marks)) {
          performance.mark(`python:${name}`, { startTime: at - performance.timeOrigin });
        }
        performance.mark("python:ready");
        this.ready = true;
        this.onReady();
        if (this.asked) this.#send(this.asked);
      } else if (data.type === "failed") {
        this.onFailed(data.message);
      } else if (data.type === "result" && this.asked && data.id === this.asked.id) {
        const asked = this.asked;
        this.asked = null;
        clearTimeout(asked.timer);
        asked.answer({ result: data, seconds: (performance.now() - asked.started) / 1000 });
      }
    };
  }

  // {result, seconds} once answered, or {stopped: true} past the limit; ``onClock`` is
  // called when the clock starts (at once if Python is ready).
  ask(message, onClock = () => {}) {
    this.start();
    return new Promise((answer) => {
      this.asked = { id: ++this.ids, message, answer, onClock };
      if (this.ready) this.#send(this.asked);
    });
  }

  #send(asked) {
    asked.onClock();
    asked.started = performance.now();
    asked.timer = setTimeout(() => this.#stop(asked), this.limit * 1000);
    this.worker.postMessage({ id: asked.id, ...asked.message });
  }

  #stop(asked) {
    if (this.asked !== asked) return;
    this.asked = null;
    this.worker.terminate();
    this.worker = null;
    this.ready = false;
    asked.answer({ stopped: true });
  }
}
