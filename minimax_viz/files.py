"""Writing files safely: to a temporary name beside the target, renamed into place.

A failure (or a kill) never leaves a half-written file behind where the user
looks for it.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from .errors import MinimaxVizError

TEMP_PREFIX = ".mmviz-"


@contextmanager
def atomic_open(path: str | os.PathLike[str], mode: str = "w") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; rename it into place only on success.

    A symbolic link is written through (the link stays), an existing file keeps
    its permissions, and anything that is not a regular file (a folder, a
    device such as /dev/null, a pipe) is refused rather than replaced.
    """
    target = Path(path).resolve() if Path(path).is_symlink() else Path(path)
    name = str(path)
    if target.exists() and not target.is_file():
        kind = "a directory" if target.is_dir() else "not a regular file"
        raise MinimaxVizError(f"cannot write {name!r}: it is {kind}")
    if not target.parent.is_dir():
        raise MinimaxVizError(f"cannot write {name!r}: no folder {str(target.parent)!r}")
    permissions = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
    try:
        fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise MinimaxVizError(f"cannot write {name!r}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, mode, -1, None if "b" in mode else "utf-8") as handle:
            yield handle
        os.chmod(tmp, permissions)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    with atomic_open(path, "wb") as handle:
        handle.write(data)


def write_text(path: str | os.PathLike[str], text: str) -> None:
    with atomic_open(path, "w") as handle:
        handle.write(text)


def write_file(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Text or bytes, whichever ``content`` is, written atomically."""
    if isinstance(content, str):
        write_text(path, content)
    else:
        write_bytes(path, content)
