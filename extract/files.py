"""File helpers every layer shares: hashing, safe writes, publication as one set, Parquet metadata, CSV lists.

Each exists once here. Nothing is ever opened through a name someone else could have planted:

- ``write_atomic`` creates a fresh temporary with ``O_CREAT | O_EXCL | O_NOFOLLOW`` beside the target
  and renames it over the target, so a reader sees the old file or the new one, never half of one.
- ``Staging`` is how a run publishes several files as one set. The run writes into its own private
  folder (``tempfile.mkdtemp`` inside the output folder: a fresh name, mode 0700) and ``publish``
  renames every file into place while holding an exclusive ``flock`` on the output folder, after
  keeping a hard link to each previous file; any failure, a rename included, puts the previous files
  back. Readers that take the shared lock (``verify`` does, as does ``flock -s out ...``) therefore
  see one complete set from one run, and two runs into one folder publish one after the other.
- ``open_regular`` opens only regular files (a FIFO or device named like a release file is refused
  before anything is read, so nothing can hang).

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_atomic(folder / "a.txt", "hello\\n")
>>> sha256_file(folder / "a.txt")[:12]
'5891b5b522d5'
>>> with Staging(folder / "out") as stage:
...     _ = (stage.path / "b.txt").write_text("one set\\n")
...     stage.publish()
['b.txt']
>>> sorted(p.name for p in (folder / "out").iterdir())
['b.txt']
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import os
import secrets
import shutil
import signal
import stat
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

import polars as pl
import pyarrow.parquet as pq

_CHUNK = 1 << 20
# The four tables every run publishes, in this order (the other files follow them, croissant.json last).
OUTPUTS = ("papers.parquet", "papers.csv", "claims.parquet", "claims.csv")
CROISSANT = "croissant.json"
STAGING_PREFIX = ".abstract-claims-"  # a run's private folder inside the output folder
LOCK_WAIT = 120.0  # seconds a publication waits for other runs or readers to let go of the folder
_KINDS = {stat.S_IFIFO: "a FIFO", stat.S_IFSOCK: "a socket", stat.S_IFCHR: "a character device",
          stat.S_IFBLK: "a block device", stat.S_IFDIR: "a folder", stat.S_IFLNK: "a symbolic link"}
_HELD = {signal.SIGINT, signal.SIGTERM}


class NotRegular(OSError):
    """A path that is not a regular file (a FIFO, a device, a folder): never read."""


class FolderBusy(OSError):
    """Another run or reader held the output folder's lock for longer than ``LOCK_WAIT``."""


def shown(path: Path | str) -> str:
    """A path for a message: bytes that are not UTF-8 (kept by Python as surrogates) shown as ``\\xe9``."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


def kind_of(mode: int) -> str:
    """``a FIFO``, ``a folder`` ... for a file mode that is not a regular file."""
    return _KINDS.get(stat.S_IFMT(mode), "not a regular file")


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading if it is a regular file (or a link to one), else ``NotRegular``.

    ``O_NONBLOCK`` keeps the open itself from waiting for a writer on a FIFO; the type is checked on
    the open descriptor, so the file cannot be swapped for another between the check and the read.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise NotRegular(errno.EINVAL, f"not a regular file ({kind_of(mode)}); it was not read", str(path))
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def sha256_file(path: Path) -> str:
    """The SHA-256 of a regular file's bytes, read in 1 MiB chunks."""
    h = hashlib.sha256()
    with open_regular(path) as fh:
        for chunk in iter(lambda: fh.read(_CHUNK), b""):
            h.update(chunk)
    return h.hexdigest()


def sha256_files(paths: Iterable[Path]) -> str:
    """One SHA-256 over several files (each name, a NUL, then its bytes, in order): the input's fingerprint."""
    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode("utf-8", "surrogateescape") + b"\0")
        with open_regular(p) as fh:
            for chunk in iter(lambda: fh.read(_CHUNK), b""):
                h.update(chunk)
    return h.hexdigest()


def create_new(path: Path) -> BinaryIO:
    """A new file at ``path`` for writing: fails if anything (a file, a planted link) already has the name."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o666)
    return os.fdopen(fd, "wb")


def _fsync(fh: BinaryIO) -> None:
    fh.flush()
    os.fsync(fh.fileno())


def _fsync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a fresh temporary file beside it and one rename."""
    while True:
        tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
        try:
            fh = create_new(tmp)
            break
        except FileExistsError:  # a planted or leftover name: pick another, never open it
            continue
    try:
        with fh:
            fh.write(text.encode("utf-8"))
            _fsync(fh)
        os.replace(tmp, path)
    finally:
        if os.path.lexists(tmp):
            os.unlink(tmp)


def _main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextmanager
def signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM wait, and are then dropped, while files are renamed or cleaned up.

    A signal cannot land between two renames and leave new papers beside old claims, nor stop the
    clean-up of a failed run halfway (a second Ctrl-C; Polars can also re-raise the first one).
    """
    if not _main_thread() or not hasattr(signal, "sigtimedwait"):  # macOS and Windows lack it: no holding
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    try:
        yield
    finally:
        while signal.sigtimedwait(_HELD, 0) is not None:
            pass
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)


@contextmanager
def folder_lock(folder: Path, *, shared: bool, wait: float = LOCK_WAIT) -> Iterator[None]:
    """``flock`` on the folder itself (no lock file to plant or leave behind), waiting at most ``wait`` s.

    Shared for readers and for runs creating their private folder; exclusive for publication. On a
    file system without ``flock`` (some network mounts) the folder is used unlocked.
    """
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise FolderBusy(errno.EBUSY, f"another abstract-claims run or reader has held the folder for "
                                     f"{wait:g} s; wait for it to finish, or write elsewhere", str(folder)) from None
                time.sleep(0.01)
            except OSError as exc:
                if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL):
                    break
                raise
        yield
    finally:
        os.close(fd)  # releases the lock


def _lock_if_free(path: Path) -> int | None:
    """An exclusive lock on a staging folder nobody holds (its run has died), as an open descriptor."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:  # a planted link (ELOOP), or gone
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return fd


class Staging:
    """A run's private folder inside ``outdir``, and the publication of its files as one set.

    Use as a context manager: on leaving, the private folder is removed whatever happened. While the
    run lives it holds a lock on its private folder, so another run can tell a folder left by a killed
    run (lock free: removed at its next publication) from one still being written (left alone).
    """

    def __init__(self, outdir: Path):
        self.outdir = outdir
        self.created = not os.path.lexists(outdir)
        if not self.created and not outdir.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "exists and is not a folder", str(outdir))
        outdir.mkdir(parents=True, exist_ok=True)
        with folder_lock(outdir, shared=True):  # publication (which removes dead folders) waits meanwhile
            try:
                self.path = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=outdir))
            except OSError as exc:  # named after the folder, not the random name that could not be made
                raise OSError(exc.errno, f"cannot write into this folder ({exc.strerror})", str(outdir)) from None
            self._fd: int | None = os.open(self.path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
            fcntl.flock(self._fd, fcntl.LOCK_EX)

    def __enter__(self) -> Staging:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close(failed=exc[0] is not None)

    def create(self, name: str) -> BinaryIO:
        """A new file of the set, for writing."""
        return create_new(self.path / name)

    def names(self) -> list[str]:
        """The files of the set in publication order: the tables, the others by name, croissant.json last."""
        found = {e.name for e in os.scandir(self.path) if e.is_file(follow_symlinks=False) and not e.name.startswith(".")}
        others = sorted(found - set(OUTPUTS) - {CROISSANT})
        return [n for n in OUTPUTS if n in found] + others + ([CROISSANT] if CROISSANT in found else [])

    def publish(self) -> list[str]:
        """Rename every file of the set into ``outdir``, all or none; return their names."""
        names = self.names()
        for name in names:  # on disk before any rename, so a crash after one cannot leave an empty file
            fd = os.open(self.path / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        backup = self.path / ".previous"
        backup.mkdir()
        with folder_lock(self.outdir, shared=False):
            with signals_held():
                kept = self._keep_previous(names, backup)
                done: list[str] = []
                try:
                    for name in names:
                        os.replace(self.path / name, self.outdir / name)
                        done.append(name)
                    _fsync_folder(self.outdir)
                except BaseException:
                    self._restore(done, kept, backup)
                    raise
            self._remove_dead()
        return names

    def _keep_previous(self, names: list[str], backup: Path) -> set[str]:
        """A hard link to each file about to be replaced (the old bytes stay reachable for a rollback)."""
        kept = set()
        for name in names:
            target = self.outdir / name
            try:
                mode = os.lstat(target).st_mode
            except FileNotFoundError:
                continue
            if stat.S_ISDIR(mode):
                raise IsADirectoryError(errno.EISDIR, "is a folder, not a file; nothing was published", str(target))
            try:
                os.link(target, backup / name, follow_symlinks=False)
            except OSError as exc:
                raise OSError(exc.errno, f"cannot be replaced ({exc.strerror}); nothing was published",
                              str(target)) from None
            kept.add(name)
        return kept

    def _restore(self, done: list[str], kept: set[str], backup: Path) -> None:
        """Put back the previous file of every name already renamed (or remove a name that was new)."""
        for name in reversed(done):
            if name in kept:
                os.replace(backup / name, self.outdir / name)
            else:
                os.unlink(self.outdir / name)

    def _remove_dead(self) -> None:
        """Private folders of runs that died (``kill -9``): nobody holds their lock. Called under the exclusive lock."""
        for entry in os.scandir(self.outdir):
            if not entry.name.startswith(STAGING_PREFIX) or entry.path == str(self.path):
                continue
            if not entry.is_dir(follow_symlinks=False):
                continue
            fd = _lock_if_free(Path(entry.path))
            if fd is not None:
                try:
                    shutil.rmtree(entry.path, ignore_errors=True)  # never follows links inside
                finally:
                    os.close(fd)

    def close(self, *, failed: bool = False) -> None:
        """Remove the private folder (and the output folder too, if this run created it and it stayed empty)."""
        if self._fd is None:
            return
        with signals_held():
            shutil.rmtree(self.path, ignore_errors=True)
            os.close(self._fd)
            self._fd = None
            if failed and self.created:
                try:
                    self.outdir.rmdir()  # only if empty: a failed run leaves no trace
                except OSError:
                    pass


def parquet_metadata(path: Path) -> dict[str, str]:
    """The key-value metadata of a Parquet file as text (pyarrow keeps keys and values as bytes)."""
    raw = pq.read_schema(path).metadata or {}
    return {k.decode("utf-8", "replace"): v.decode("utf-8", "replace") for k, v in raw.items()
            if not k.startswith(b"ARROW:")}


def join_lists(frame: pl.DataFrame) -> pl.DataFrame:
    """List columns `; `-joined, for CSV (which cannot hold nested data)."""
    return frame.with_columns(pl.col(c).list.join("; ") for c, t in frame.schema.items() if isinstance(t, pl.List))
