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

Writes are atomic (a temporary file in the same folder, then ``os.replace``); the temporary is
removed on every failure path (a full disk, a read-only folder, an interrupt). A store that
cannot be written warns once per process at WARNING level, saying where and why, and the
process goes on uncached. Location: :mod:`iree_vkfft._paths` (``IREE_VKFFT_CACHE_DIR=off``
disables every store).
"""

from __future__ import annotations

import hashlib
import logging
import os
import pathlib
import struct
import tempfile
import threading

from ._paths import cache_subdir

logger = logging.getLogger("iree_vkfft")

_LENGTH = struct.Struct("<I")


class DiskStore:
    """One folder of verified entries (``kernels``, ``vmfb``), with its own magic."""

    def __init__(self, folder: str, magic: bytes, suffix: str = ".bin"):
        self.folder = folder
        self.magic = magic
        self.suffix = suffix
        self._lock = threading.Lock()
        self._write_warned = False

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
        """Write ``payload`` under ``key`` atomically; a failure warns once per process."""
        path = self.path(key, label)
        if path is None or not payload:
            return
        encoded = key.encode()
        body = encoded + payload
        tmp = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
            with os.fdopen(fd, "wb") as f:
                f.write(self.magic + hashlib.sha256(body).digest() + _LENGTH.pack(len(encoded)))
                f.write(body)
            os.replace(tmp, path)
            tmp = None
        except OSError as exc:
            self._warn_write(path, exc)
        finally:
            if tmp is not None:
                self._remove(pathlib.Path(tmp))

    def discard(self, key: str, label: str = "") -> None:
        path = self.path(key, label)
        if path is not None:
            self._remove(path)

    def _warn_write(self, path: pathlib.Path, exc: OSError) -> None:
        with self._lock:
            if self._write_warned:
                logger.debug("%s cache not written (%s): %s", self.folder, path, exc)
                return
            self._write_warned = True
        logger.warning("the %s cache cannot be written (%s: %s); this process runs without "
                       "it (every new process rebuilds what it needs). Free space or set "
                       "IREE_VKFFT_CACHE_DIR to a writable folder (or 'off').",
                       self.folder, path.parent, exc.strerror or exc)

    @staticmethod
    def _remove(path: pathlib.Path) -> None:
        try:
            path.unlink()
        except OSError:
            pass


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
