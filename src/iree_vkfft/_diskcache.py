"""Persistent kernel cache: VkFFT's compiled application strings on disk.

Entries are keyed by VkFFT version, the device's pipeline-cache UUID (which changes with driver
builds), driver version and the full plan key. Each file is ``MAGIC + sha256(payload) +
payload``; a corrupt or truncated file fails the checksum and is rebuilt, never loaded.
Location: the ``kernels/`` folder of the package's cache (:mod:`iree_vkfft._paths`;
``IREE_VKFFT_CACHE_DIR=off`` disables it).
"""

from __future__ import annotations

import hashlib
import logging
import os
import pathlib
import tempfile

from ._paths import cache_subdir

logger = logging.getLogger("iree_vkfft")

MAGIC = b"IVKFFT-KERNELS-1\n"


def entry_path(key, device, vkfft_version: int) -> pathlib.Path | None:
    folder = cache_subdir("kernels")
    if folder is None:
        return None
    ident = f"{vkfft_version}|{device.uuid}|{device.driver_version}|{device.name}|{key!r}"
    return folder / (hashlib.sha256(ident.encode()).hexdigest() + ".bin")


def load(path: pathlib.Path | None) -> bytes | None:
    """The verified payload at ``path``; None (and the file removed) if missing or corrupt."""
    if path is None:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    head = len(MAGIC) + 32
    if (len(data) > head and data.startswith(MAGIC)
            and hashlib.sha256(data[head:]).digest() == data[len(MAGIC):head]):
        return data[head:]
    logger.warning("discarding corrupt kernel cache entry %s", path)
    discard(path)
    return None


def store(path: pathlib.Path | None, payload: bytes) -> None:
    """Write atomically; a cache that cannot be written is skipped with a debug message."""
    if path is None or not payload:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC + hashlib.sha256(payload).digest() + payload)
        os.replace(tmp, path)
    except OSError as exc:
        logger.debug("kernel cache not written (%s): %s", path, exc)


def discard(path: pathlib.Path | None) -> None:
    if path is not None:
        try:
            path.unlink()
        except OSError:
            pass
