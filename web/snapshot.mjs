// Python's memory once it has imported minimax-viz, for the site's worker to start from
// (Pyodide's memory snapshot): a restored snapshot skips Python's start-up and every import,
// those a run makes on its way too (one run without a drawing is made here for them).
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
python.runPython(`
import sys
sys.path[0:0] = ${JSON.stringify(paths)}
import minimax_viz.cli
from minimax_viz.lessons.in_browser import SKELETON, check_code
check_code(SKELETON, "O.XX.X.OO", draw=False)  # imports what a run imports on its way
`);
writeFileSync(out, gzipSync(python.makeMemorySnapshot(), { level: 6 }));
