"""Verified on-disk caches: every artefact iree_vkfft keeps on disk (VkFFT kernels, compiled
``.vmfb`` modules) goes through a :class:`DiskStore`, and nothing else writes the cache folder.

An entry is one file named by the sha256 of its key::

    MAGIC | sha256(key + payload) | len(key) (4 bytes, little endian) | key | payload

``key`` is the full identity the entry was stored under (for kernels: VkFFT's version, the
engine build, the device and driver, the plan key with every VkFFT option; for modules: IREE's
version, the flags and the payload's digest). A load checks the magic, the checksum *and* that
the stored key is the one asked for, so a truncated, emptied, bit-flipped, swapped or foreign
file (another engine build, another plan) is a miss: the file is removed, one warning names it,
and the caller rebuilds and replaces it. No entry that failed the check is ever used.

Writes are atomic: a temporary file (``.tmp-*``) in the same folder, written with ``os.write``
to the end, ``os.fsync``-ed, closed, then ``os.replace``-d over the entry. The temporary is
removed on every failure path: a full disk or quota (ENOSPC, EDQUOT) or an I/O error (EIO) at
any of those steps (a short write, the fsync, the close, the rename), a read-only folder, an
interrupt. A failed write never changes a result (the caller already holds what it stored); it
warns once per process and store at WARNING level, saying where and why (later failures log
at DEBUG), and the process goes on uncached. A temporary's name carries its writer's process id
(``.tmp-<pid>-*``): at exit a process removes its own that a thread left mid-write (a daemon
thread stops where it is when the interpreter ends), and a process's first write to a folder
removes those of processes that no longer run (SIGKILL, a crash) and any
:data:`STALE_SECONDS` old (power loss, another machine on a shared folder). Location: :mod:`iree_vkfft._paths` (``IREE_VKFFT_CACHE_DIR=off``
disables every store).
"""

from __future__ import annotations

import atexit
import errno
import hashlib
import logging
import os
import pathlib
import struct
import tempfile
import threading
import time

from ._paths import cache_subdir

logger = logging.getLogger("iree_vkfft")

_LENGTH = struct.Struct("<I")

#: How every store names its temporary files (in the entry's folder).
TMP_PREFIX = ".tmp-"
#: A temporary file older than this is one a killed process left: swept (no write takes long).
STALE_SECONDS = 3600.0


def _own_prefix() -> str:
    """This process's temporaries' prefix (called at each write: a fork child has its own)."""
    return f"{TMP_PREFIX}{os.getpid()}-"


def _writer_gone(name: str) -> bool:
    """Whether the temporary ``name`` (``.tmp-<pid>-*``) was left by a process that no longer
    runs (on this machine); False when that cannot be told."""
    pid = name[len(TMP_PREFIX):].split("-", 1)[0]
    if not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except OSError:  # it runs, as another user (EPERM), or the platform cannot say
        return False
    return False


class DiskStore:
    """One folder of verified entries (``kernels``, ``vmfb``), with its own magic."""

    def __init__(self, folder: str, magic: bytes, suffix: str = ".bin"):
        self.folder = folder
        self.magic = magic
        self.suffix = suffix
        self._lock = threading.Lock()
        self._write_warned = False
        self._swept: set[str] = set()  # folders whose stale temporaries this process removed

    def path(self, key: str, label: str = "") -> pathlib.Path | None:
        """Where ``key``'s entry lives (``label`` prefixes the name, for people reading the
        folder); None when caching is off."""
        folder = cache_subdir(self.folder)
        if folder is None:
            return None
        digest = hashlib.sha256(key.encode()).hexdigest()
        return folder / (f"{label}-{digest}{self.suffix}" if label else digest + self.suffix)

    def load(self, key: str, label: str = "") -> bytes | None:
        """The payload stored under exactly ``key``, or None (missing, disabled, or failing
        the check: then removed, with a warning)."""
        path = self.path(key, label)
        if path is None:
            return None
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            logger.warning("cannot read cache entry %s (%s); rebuilding", path, exc)
            return None
        payload = self._verified(data, key)
        if payload is None:
            logger.warning("discarding a damaged or foreign cache entry %s (it does not hold "
                           "a verified %s entry for this key); rebuilding it", path, self.folder)
            self._remove(path)
        return payload

    def _verified(self, data: bytes, key: str) -> bytes | None:
        head = len(self.magic) + 32 + _LENGTH.size
        if len(data) < head or not data.startswith(self.magic):
            return None
        digest = data[len(self.magic):len(self.magic) + 32]
        (key_length,) = _LENGTH.unpack_from(data, len(self.magic) + 32)
        body = data[head:]
        if key_length > len(body) or hashlib.sha256(body).digest() != digest:
            return None
        if body[:key_length] != key.encode():
            return None
        return body[key_length:]

    def store(self, key: str, payload: bytes, label: str = "") -> None:
        """Write ``payload`` under ``key`` atomically. A failure at any step (ENOSPC, EDQUOT,
        EIO; the write, fsync, close or rename) removes the temporary file and warns once per
        process; nothing is raised (the entry is only a cache)."""
        path = self.path(key, label)
        if path is None or not payload:
            return
        encoded = key.encode()
        body = encoded + payload
        data = self.magic + hashlib.sha256(body).digest() + _LENGTH.pack(len(encoded)) + body
        tmp = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._sweep(path.parent)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=_own_prefix())
            _WRITTEN.add(str(path.parent))
            try:
                _write_all(fd, data)
                os.fsync(fd)  # the data is on disk before the name points at it
            finally:
                os.close(fd)  # (may itself report a deferred ENOSPC/EDQUOT/EIO)
            os.replace(tmp, path)
            tmp = None
        except Exception as exc:  # noqa: BLE001 - a cache write never fails the caller
            self._warn_write(path, exc)
        finally:
            if tmp is not None:
                self._remove(pathlib.Path(tmp))

    def _sweep(self, folder: pathlib.Path) -> None:
        """Remove ``folder``'s temporaries that processes no longer running left, and those
        older than :data:`STALE_SECONDS`; once per process and folder."""
        name = str(folder)
        if name in self._swept:
            return
        self._swept.add(name)
        cutoff = time.time() - STALE_SECONDS
        try:
            entries = list(os.scandir(folder))
        except OSError:
            return
        for entry in entries:
            try:
                if entry.name.startswith(TMP_PREFIX) and (
                        _writer_gone(entry.name) or entry.stat().st_mtime < cutoff):
                    os.unlink(entry.path)
                    logger.debug("removed a stale temporary cache file %s", entry.path)
            except OSError:
                pass

    def discard(self, key: str, label: str = "") -> None:
        path = self.path(key, label)
        if path is not None:
            self._remove(path)

    def _warn_write(self, path: pathlib.Path, exc: Exception) -> None:
        with self._lock:
            if self._write_warned:
                logger.debug("%s cache not written (%s): %s", self.folder, path, exc)
                return
            self._write_warned = True
        reason = getattr(exc, "strerror", None) or f"{type(exc).__name__}: {exc}"
        logger.warning("the %s cache cannot be written (%s: %s); this process runs without "
                       "it (every new process rebuilds what it needs). Free space or set "
                       "IREE_VKFFT_CACHE_DIR to a writable folder (or 'off').",
                       self.folder, path.parent, reason)

    @staticmethod
    def _remove(path: pathlib.Path) -> None:
        try:
            path.unlink()
        except OSError:
            pass


def _write_all(fd: int, data: bytes) -> None:
    """``os.write`` until all of ``data`` is written (a short write is not an error; a write
    that cannot go on raises, e.g. ENOSPC)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


#: VkFFT's compiled application strings (:func:`iree_vkfft._cache.build_plan`).
KERNELS = DiskStore("kernels", b"IVKFFT-KERNELS-2\n")
#: Compiled ``.vmfb`` modules (:func:`iree_vkfft.toolchain.compile.compile_to_vmfb`).
MODULES = DiskStore("vmfb", b"IVKFFT-VMFB-1\n", suffix=".vmfb")
#: split mode's placements of segments that iree-compile fails on (split/placement.py)
PLACEMENTS = DiskStore("placements", b"IVKFFT-PLACE-1\n", suffix=".json")


def kernel_key(key, device, vkfft_version: int, engine_build: str) -> str:
    """The full identity of a plan's kernels: VkFFT's version, the engine build (a digest of
    the native module: defaults and generated code change with it), the device and driver, and
    the plan key with every VkFFT option."""
    return (f"vkfft={vkfft_version}|engine={engine_build}|uuid={device.uuid}|"
            f"driver={device.driver_version}|device={device.name}|{key!r}")


#: folders this process wrote temporaries in (for :func:`_remove_own_temporaries`)
_WRITTEN: set[str] = set()


def _remove_own_temporaries() -> None:
    """At exit: this process's temporaries still in the folders it wrote, which only a thread
    stopped mid-write leaves (the interpreter ends without running its ``finally``). Unlinking
    a file a stopped thread holds open is harmless; its rename then fails and is ignored."""
    prefix = _own_prefix()
    for folder in list(_WRITTEN):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(prefix):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass


# registered at import, before any store's user: atexit runs it after theirs (last in, first
# out), so a plan cache's join of its background build comes first
atexit.register(_remove_own_temporaries)
