"""Writing files safely: to a temporary name beside the target, renamed into place.

A single file is written by :func:`atomic_open`; a set of files (a slide deck,
the walkthrough, frames) is built in a temporary folder beside its folder and
swapped in whole by :func:`replaced_directory`. A failure (or a kill) never
leaves a half-written file or a mix of two runs where the user looks.
Temporary names carry the writer's process id, so the next run in the same
folder removes what a killed run left behind.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from .errors import InvalidOptionError, MinimaxVizError, quote

TEMP_PREFIX = ".mmviz-"
_TEMP = re.compile(rf"{re.escape(TEMP_PREFIX)}(\d+)-(?:old-(.+)|.*\.tmp)")
_swept: set[Path] = set()


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # someone else's process: leave its files alone
        return True
    return True


def sweep(folder: Path) -> None:
    """Remove the temporary files and folders that killed runs left in ``folder``
    (once per folder and process); an old set moved aside but never replaced goes back."""
    folder = folder.absolute()
    if folder in _swept:
        return
    _swept.add(folder)
    try:
        entries = [entry for entry in os.scandir(folder) if entry.name.startswith(TEMP_PREFIX)]
    except OSError:
        return
    for entry in entries:
        found = _TEMP.fullmatch(entry.name)
        if found is None or _alive(int(found.group(1))):
            continue
        path = Path(entry.path)
        if found.group(2) and not (folder / found.group(2)).exists():
            os.replace(path, folder / found.group(2))  # the old set goes back where it was
        elif entry.is_dir(follow_symlinks=False):
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)


def _temp_name(what: str = "") -> str:
    return f"{TEMP_PREFIX}{os.getpid()}-{what}"


def not_a_file(mode: int) -> str:
    """What a path is when it is not a regular file, from its ``st_mode``: "a directory",
    "a pipe", "a device", else "not a regular file"."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


@contextmanager
def atomic_open(path: str | os.PathLike[str], mode: str = "w") -> Iterator[IO[Any]]:
    """Open a temporary file beside ``path``; rename it into place only on success.

    A symbolic link is written through (the link stays), an existing file keeps
    its permissions, and anything that is not a regular file (a folder, a
    device such as /dev/null, a pipe) is refused rather than replaced.
    """
    target = Path(path).resolve() if Path(path).is_symlink() else Path(path)
    name = quote(str(path))
    if target.exists() and not target.is_file():
        raise MinimaxVizError(f"cannot write {name}: it is {not_a_file(target.stat().st_mode)}")
    if not target.parent.is_dir():
        raise MinimaxVizError(f"cannot write {name}: no folder {quote(str(target.parent))}")
    permissions = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
    sweep(target.parent)
    try:
        fd, tmp = tempfile.mkstemp(prefix=_temp_name(), suffix=".tmp",
                                   dir=target.parent)
    except OSError as exc:
        raise MinimaxVizError(f"cannot write {name}: {exc.strerror}") from None
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


def refuse_a_file(path: str | os.PathLike[str], what: str = "") -> None:
    """Refuse ``path`` as a folder to write ``what`` into when it is a file: early, before
    any work is done for it (:func:`replaced_directory` asks again when it starts)."""
    if Path(path).exists() and not Path(path).is_dir():
        into = f"{what} into" if what else "into"
        raise InvalidOptionError(f"cannot write {into} {quote(str(path))}: it is a file")


@contextmanager
def replaced_directory(path: str | os.PathLike[str],
                       ours: Callable[[str], bool]) -> Iterator[Path]:
    """Build a new version of folder ``path`` in the folder yielded; swap it in whole on success.

    The new folder is made beside ``path`` and exchanged with it in one step
    (``renameat2``'s exchange where the system has it), so a reader, or a run
    killed at any moment, sees the old set or the new one, never a mix. Entries
    of the old folder that ``ours(name)`` does not claim (a user's own files) are
    carried over, as hard links where possible. On failure the old folder stays.
    """
    target = Path(path).resolve() if Path(path).is_symlink() else Path(path).absolute()
    shown = quote(str(path))
    refuse_a_file(path)
    if Path.cwd() == target or Path.cwd().is_relative_to(target):
        raise MinimaxVizError(f"cannot replace {shown}: it holds the current folder;"
                              " name a folder inside it")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        sweep(target.parent)
        building = Path(tempfile.mkdtemp(prefix=_temp_name(), suffix=".tmp",
                                         dir=target.parent))
    except OSError as exc:
        raise MinimaxVizError(f"cannot write into {shown}: {exc.strerror}") from None
    try:
        yield building
        if target.is_dir():
            _carry_over(target, building, ours)
            os.chmod(building, stat.S_IMODE(target.stat().st_mode))
        else:
            os.chmod(building, 0o777 & ~_umask())
        _swap_in(building, target)
    finally:
        shutil.rmtree(building, ignore_errors=True)  # the new set if it failed, else the old


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _carry_over(old: Path, new: Path, ours: Callable[[str], bool]) -> None:
    for entry in os.scandir(old):
        if ours(entry.name) or entry.name.startswith(TEMP_PREFIX) or (new / entry.name).exists():
            continue
        if entry.is_dir(follow_symlinks=False):
            shutil.copytree(entry.path, new / entry.name, symlinks=True, copy_function=_link)
        else:
            _link(entry.path, new / entry.name)


def _link(source: str, target: str | Path) -> None:
    if os.path.islink(source):
        os.symlink(os.readlink(source), target)
        return
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def _swap_in(new: Path, target: Path) -> None:
    """``new`` becomes ``target``; the old ``target`` (if any) ends up at ``new``'s name."""
    if not target.exists():
        os.rename(new, target)
        new.mkdir()  # so the caller's clean-up has something to remove
        return
    if _exchange(new, target):
        return
    aside = target.parent / _temp_name(f"old-{target.name}")
    os.rename(target, aside)  # a kill right here: the next run's sweep puts it back
    os.rename(new, target)
    os.rename(aside, new)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2(RENAME_EXCHANGE)``); False if unsupported."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    return bool(renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b),
                          rename_exchange) == 0)
