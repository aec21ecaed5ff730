"""Peak memory of a big trace file: written by ``trace --json``, read back by ``load_json``.

The whole 549,946-call tree from the empty board, in fresh processes, each peak
resident set size read from ``getrusage(RUSAGE_CHILDREN)`` (one child per line, so
each peak is its own). Targets: writing <= 150 MB, reading back <= 300 MB. Side by
side, the same file read the old way (``json.load`` of the whole text, then the
same checks), which is what loading cost before it streamed.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

PYTHON = sys.executable
TARGETS = {"write": 150, "read": 300}
READ = "import minimax_viz as mv, sys; print(len(mv.load_json(sys.argv[1])))"
READ_WHOLE = ("import json, sys; from minimax_viz.record.tracefile import trace_from_dict;"
              " print(len(trace_from_dict(json.load(open(sys.argv[1], encoding='utf-8')))))")
BASELINE = "import minimax_viz, json"


#: Runs its arguments as one child and prints the child's peak RSS (MB) and wall time.
HELPER = """
import resource, subprocess, sys, time
out = open(sys.argv[1], "wb") if sys.argv[1] != "-" else subprocess.PIPE
start = time.perf_counter()
done = subprocess.run(sys.argv[2:], stdout=out, check=True)
took = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"{peak:.1f} {took:.2f}", (done.stdout or b"").decode()[:60].strip())
"""


def peak_of(argv: list[str], output: Path | None = None) -> tuple[float, float, str]:
    """Run ``argv`` in a fresh process: (peak RSS in MB, seconds, what it printed).

    RUSAGE_CHILDREN's ru_maxrss is the largest peak of any waited-for child, so
    each measurement runs under its own short-lived helper process.
    """
    out = subprocess.run([PYTHON, "-c", HELPER, str(output or "-"), *argv], check=True,
                         capture_output=True, text=True).stdout
    peak, took, *rest = out.split(maxsplit=2)
    return float(peak), float(took), rest[0].strip() if rest else ""


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "full.json"
        base, _, _ = peak_of([PYTHON, "-c", BASELINE])
        write, write_s, _ = peak_of([PYTHON, "-m", "minimax_viz", "trace", ".........",
                                     "--json"], output=path)
        size = path.stat().st_size / 1e6
        read, read_s, calls = peak_of([PYTHON, "-c", READ, str(path)])
        whole, whole_s, _ = peak_of([PYTHON, "-c", READ_WHOLE, str(path)])
    print(f"the full tree from the empty board: {calls} calls, a {size:,.0f} MB JSON file")
    print(f"{'':34} {'peak RSS':>9} {'time':>7} {'target':>8}")
    print(f"{'python + minimax_viz imported':34} {base:7.0f} MB {'':>7}")
    print(f"{'trace --json (streamed)':34} {write:7.0f} MB {write_s:6.1f}s"
          f" {'<= ' + str(TARGETS['write']) + ' MB':>9}  {_verdict(write, 'write')}")
    print(f"{'load_json (streamed)':34} {read:7.0f} MB {read_s:6.1f}s"
          f" {'<= ' + str(TARGETS['read']) + ' MB':>9}  {_verdict(read, 'read')}")
    print(f"{'json.load + same checks (old way)':34} {whole:7.0f} MB {whole_s:6.1f}s"
          f"   ratio streamed/old {read / whole:.2f}x memory, {read_s / whole_s:.2f}x time")
    return 0


def _verdict(peak: float, what: str) -> str:
    return "ok" if peak <= TARGETS[what] else "OVER TARGET"


if __name__ == "__main__":
    sys.exit(main())
