// Python's memory once it has imported minimax-viz, for the site's worker to start from
// (Pyodide's memory snapshot): a restored snapshot skips Python's start-up and every import.
// It is restored once here too: one too big for a fresh Pyodide fails the site's build.
// Usage: node snapshot.mjs PYODIDE_DIR OUT.gz WHEEL...
// The wheels are imported from /wheels/NAME as zip archives (zipimport), not unpacked: a
// snapshot keeps memory, not files, so the page writes the same wheels there again before
// Python reads a file from them (a template, a lazily imported module).
import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const [pyodideDir, out, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const python = await loadPyodide({ indexURL: resolve(pyodideDir) + "/", _makeSnapshot: true,
                                   stdout: () => {}, stderr: (line) => console.error(line) });
python.FS.mkdirTree("/wheels");
const paths = wheels.map((wheel) => `/wheels/${basename(wheel)}`);
wheels.forEach((wheel, i) => python.FS.writeFile(paths[i], readFileSync(wheel)));
// minimax-viz and the modules a run imports on its way (the page's own, its template read).
// No run is made here: Python's memory never shrinks, and a restored snapshot must fit the
// memory a fresh Pyodide starts with (30 MiB; a check of the skeleton, tried every way a
// board may be held, outgrew it). The worker's first run, before it says it is ready, warms
// what is left.
python.runPython(`
import sys
sys.path[0:0] = ${JSON.stringify(paths)}
import minimax_viz.cli
from minimax_viz.lessons.in_browser import SKELETON, check_code
`);
const snapshot = python.makeMemorySnapshot();
// restored once here, so that a snapshot too big for a fresh Pyodide fails the build, not the page
try {
  await loadPyodide({ indexURL: resolve(pyodideDir) + "/", _loadSnapshot: snapshot,
                      stdout: () => {}, stderr: () => {} });
} catch (error) {
  console.error(`Error: the snapshot (${(snapshot.length / 2 ** 20).toFixed(1)} MiB) does not`
                + ` restore in a fresh Pyodide: ${error}`);
  process.exit(1);
}
writeFileSync(out, gzipSync(snapshot, { level: 6 }));
