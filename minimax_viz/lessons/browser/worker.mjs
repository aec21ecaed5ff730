// The student's Python, in a Web Worker: Pyodide, minimax-viz's wheel, Graphviz in WebAssembly.
// The page ends this worker when a run takes too long; nothing here keeps time.
import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";
import { instance as vizInstance } from "../runtime/viz.js";

const runtime = new URL("../runtime/", import.meta.url);

async function start() {
  const [python, viz, wheels] = await Promise.all([
    loadPyodide({ indexURL: new URL("pyodide/", runtime).href }),
    vizInstance(),
    fetch(new URL("wheels.json", runtime)).then((answer) => answer.json()),
  ]);
  await python.loadPackage(wheels.map((name) => new URL(`wheels/${name}`, runtime).href),
                           { messageCallback: () => {} });
  const page = python.pyimport("minimax_viz.lessons.in_browser");
  page.use_graphviz((source, format) => viz.renderString(source, { format }));
  return { page, session: page.Session() };
}

const ready = start();
ready.then(() => postMessage({ type: "ready" }),
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
