// The student's Python, in a Web Worker: Pyodide, minimax-viz's wheel, Graphviz in WebAssembly.
// The page ends this worker when a run takes too long; nothing here keeps time, except the
// start-up's own marks (when each part was done), sent with "ready".
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";
import { instance as vizInstance } from "../runtime/viz.js";

const marks = {};
const mark = (name) => { marks[name] = performance.timeOrigin + performance.now(); };
mark("worker");

const runtime = new URL("../runtime/", import.meta.url);
const fetched = (name) => fetch(new URL(name, runtime)).then((answer) => {
  if (!answer.ok) throw new Error(`${answer.status} ${answer.url}`);
  return answer;
});

// Python's memory once it had imported minimax-viz (made by the site's build): restoring it
// skips Python's start-up and every import. It was made with the wheels imported from
// /wheels/NAME as zip archives, so they are written there again before Python reads them.
async function snapshot() {
  const answer = await fetched("snapshot.gz");
  const expanded = await new Response(
    answer.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  mark("snapshot");
  return new Uint8Array(expanded);
}

async function start() {
  const names = await fetched("wheels.json").then((answer) => answer.json());
  const [python, viz, wheels] = await Promise.all([
    loadPyodide({ indexURL: new URL("pyodide/", runtime).href, _loadSnapshot: snapshot() })
      .then((loaded) => { mark("restored"); return loaded; }),
    vizInstance(),
    Promise.all(names.map((name) => fetched(`wheels/${name}`).then((a) => a.arrayBuffer()))),
  ]);
  python.FS.mkdirTree("/wheels");
  names.forEach((name, i) => python.FS.writeFile(`/wheels/${name}`, new Uint8Array(wheels[i])));
  python.runPython("import random; random.seed()");  // not the seed the snapshot froze
  const page = python.pyimport("minimax_viz.lessons.in_browser");
  page.use_graphviz((source, format) => viz.renderString(source, { format }));
  mark("wheels");
  // One run, drawn, before the page is told Python is ready: the WebAssembly a run needs is
  // compiled on its first use, which a restored snapshot has not met yet (seconds on a slow
  // machine), and the student's time limit should not count it.
  python.runPython("from minimax_viz.lessons.in_browser import SKELETON, check_code\n"
                   + "check_code(SKELETON, 'O.XX.X.OO')");
  mark("warmed");
  return { page, session: page.Session() };
}

const ready = start();
ready.then(() => postMessage({ type: "ready", marks }),
           (error) => postMessage({ type: "failed", message: String(error) }));

// {id, kind: "run", code, board, game}: the verdict; {id, kind: "stepper"}: the last run's
// stepper; {id, kind: "lesson", position, game, pruning, depth}: another position's lesson page.
onmessage = async ({ data }) => {
  const { page, session } = await ready;
  try {
    const answer = data.kind === "stepper" ? session.stepper()
      : data.kind === "lesson" ? page.lesson_page(data.position, data.game, data.pruning, data.depth)
      : session.run(data.code, data.board, data.game);
    const result = answer.toJs({ dict_converter: Object.fromEntries });
    answer.destroy();
    postMessage({ type: "result", id: data.id, ...result });
  } catch (error) {
    postMessage({ type: "result", id: data.id, verdict: "error", sentence: String(error), html: "" });
  }
};
