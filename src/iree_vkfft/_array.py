"""Device-resident arrays: data in a Vulkan buffer, so chains of FFTs never touch the host."""

from __future__ import annotations

import collections
import os
import threading
import weakref

import numpy as np

from . import _config, _engine
from ._platform import at_fork

_SUPPORTED = (np.float32, np.float64, np.complex64, np.complex128)


class MemoryPool:
    """Reuses the Vulkan buffers of freed DeviceArrays (cupy's MemoryPool, simplified).

    A new buffer's first use costs page faults or driver work (~15 ms per 32 MiB on lavapipe),
    so buffers of DeviceArrays that are garbage-collected wait here, by device and size, for
    the next array of the same size. At most ``limit`` bytes are kept (``-1``: no limit; env
    ``IREE_VKFFT_POOL_MEMSIZE``, default 1 GiB); ``free_all()`` releases them.
    """

    def __init__(self, limit: int):
        self._lock = threading.Lock()
        self._free: dict[tuple[int, int], list] = collections.defaultdict(list)
        self._held = 0
        self.limit = limit

    def take(self, device: _engine.Device, nbytes: int):
        with self._lock:
            stack = self._free.get((device.index, nbytes))
            if stack:
                self._held -= nbytes
                return stack.pop()
        return _engine.context(device).allocate(nbytes)

    def give(self, device_index: int, nbytes: int, buffer) -> None:
        if buffer.forked:  # made before a fork(): never reused, the native side leaks it
            return
        with self._lock:
            if self.limit == -1 or self._held + nbytes <= self.limit:
                self._free[(device_index, nbytes)].append(buffer)
                self._held += nbytes

    def held_bytes(self) -> int:
        """Bytes of free buffers waiting for reuse."""
        return self._held

    def free_all(self) -> None:
        with self._lock:
            self._free.clear()
            self._held = 0


    def _after_fork_in_child(self) -> None:
        """Drop the parent's free buffers (unusable in a fork() child) and a maybe-held lock."""
        self._lock = threading.Lock()
        self._free = collections.defaultdict(list)
        self._held = 0


memory_pool = MemoryPool(int(os.environ.get("IREE_VKFFT_POOL_MEMSIZE", 1 << 30)))
at_fork(after_in_child=memory_pool._after_fork_in_child)


class DeviceArray:
    """A C-contiguous array in a Vulkan buffer on one device.

    Made by :func:`asarray` or returned by the FFT functions when given a DeviceArray.
    ``numpy()`` / ``np.asarray(d)`` read it back.
    """

    __slots__ = ("_buffer", "_shape", "_dtype", "_device", "__weakref__")

    def __init__(self, buffer, shape: tuple[int, ...], dtype: np.dtype, device: _engine.Device):
        self._buffer = buffer
        self._shape = tuple(int(s) for s in shape)
        self._dtype = np.dtype(dtype)
        self._device = device

    @classmethod
    def empty(cls, shape, dtype, device: _engine.Device) -> DeviceArray:
        """An uninitialized array; its buffer comes from (and returns to) the memory pool."""
        dtype = np.dtype(dtype)
        nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        buffer = memory_pool.take(device, nbytes)
        array = cls(buffer, shape, dtype, device)
        weakref.finalize(array, memory_pool.give, device.index, nbytes, buffer)
        return array

    shape = property(lambda self: self._shape)
    dtype = property(lambda self: self._dtype)
    device = property(lambda self: self._device)
    ndim = property(lambda self: len(self._shape))
    size = property(lambda self: int(np.prod(self._shape, dtype=np.int64)))
    nbytes = property(lambda self: self.size * self._dtype.itemsize)

    @property
    def buffer(self):
        """The native buffer (for the engine)."""
        return self._buffer

    def numpy(self) -> np.ndarray:
        """Copy to a new host ndarray."""
        out = np.empty(self._shape, self._dtype)
        if out.size:
            self._buffer.download(out)
        return out

    def __array__(self, dtype=None, copy=None):
        if copy is False:
            raise ValueError("a DeviceArray cannot be viewed as a host array without a copy")
        out = self.numpy()
        return out if dtype is None else out.astype(dtype, copy=False)

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of unsized object")
        return self._shape[0]

    def __repr__(self) -> str:
        return f"DeviceArray(shape={self._shape}, dtype={self._dtype}, device={self._device.name!r})"


def asarray(x, dtype=None, device=None) -> DeviceArray:
    """Upload ``x`` to a Vulkan buffer (a DeviceArray on the same device is returned as is).

    dtype must be float32, float64, complex64 or complex128 (default: x's dtype, with integers
    and bools as float64 and float16 as float32, as the FFT functions compute them).
    """
    target = _config.current_device() if device is None else _engine.select_device(device)
    if isinstance(x, DeviceArray) and x.device == target and (dtype is None or np.dtype(dtype) == x.dtype):
        return x
    host = np.asarray(x)
    if dtype is None:
        kind = host.dtype.kind
        dtype = (np.float64 if kind in "biu" else
                 np.float32 if host.dtype == np.float16 else host.dtype)
    dtype = np.dtype(dtype)
    if dtype.type not in _SUPPORTED:
        raise TypeError(f"DeviceArray dtype must be float32, float64, complex64 or complex128, "
                        f"not {dtype}")
    host = np.asarray(host, dtype=dtype, order="C")  # keeps 0-d arrays 0-d
    out = DeviceArray.empty(host.shape, dtype, target)
    if host.size:
        out.buffer.upload(host)
    return out
