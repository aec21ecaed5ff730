"""Run every benchmark: each ``benchmarks/bench_*.py`` module's ``main()``, in name order.

    python benchmarks/run.py            # all of them
    python benchmarks/run.py search     # only those whose name contains "search"

Benchmarks print what they measure; nothing here is a test, and no timing is asserted.
"""

from __future__ import annotations

import importlib.util
import platform
import sys
import time
from pathlib import Path
from types import ModuleType

from timing import host_speed

HERE = Path(__file__).resolve().parent


def discover(patterns: list[str]) -> list[Path]:
    """The benchmark modules, sorted by name, filtered by any of ``patterns``."""
    found = sorted(HERE.glob("bench_*.py"))
    return [p for p in found if not patterns or any(word in p.stem for word in patterns)]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load benchmark {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(HERE))  # so a benchmark can `import baseline`
    paths = discover(sys.argv[1:] if argv is None else argv)
    if not paths:
        print("no benchmark matches", file=sys.stderr)
        return 2
    print(f"Python {platform.python_version()} on {platform.machine()} {platform.system()}")
    print(host_speed())
    for path in paths:
        print(f"\n=== {path.name} " + "=" * max(0, 60 - len(path.name)))
        start = time.perf_counter()
        status = load(path).main()
        print(f"--- {path.name} done in {time.perf_counter() - start:.1f} s")
        if status:
            return int(status)
    print(f"\n{host_speed()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
