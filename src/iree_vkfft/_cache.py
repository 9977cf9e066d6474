"""The plan cache: one LRU of VkFFT plans, bounded by entry count and by device memory.

Modelled on cupy's ``cupy.fft.config.get_plan_cache()``: ``size``/``memsize`` limits
(0 disables caching, -1 means unlimited), current sizes, hits/misses, ``clear()`` and
``show_info()``. Keys are :class:`~iree_vkfft._types.PlanKey`. Missing plans are loaded from
the on-disk kernel cache when possible (see :mod:`iree_vkfft._diskcache`).
"""

from __future__ import annotations

import collections
import logging
import os
import threading
import time

from . import _diskcache, _engine
from ._errors import VkFFTError
from ._types import PlanKey

logger = logging.getLogger("iree_vkfft")


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        return int(raw)
    except ValueError:
        raise ValueError(f"{name} must be an integer, got {raw!r}") from None


def build_plan(key: PlanKey, device: _engine.Device, capture: bool = False):
    """Build the native plan for ``key``, through the disk cache. Returns (plan, source).

    ``capture`` keeps what :func:`export_kernels` needs (not for plans that only execute).
    """
    native = _engine.native()
    ctx = _engine.context(device)
    args = (ctx, key.engine_code, key.dtype == "float64", list(key.shape), key.batch,
            key.normalize, dict(key.options))
    kwargs = {"capture": capture, "target": dict(key.target), "r2r_type": key.r2r_type}
    path = _diskcache.entry_path(key, device, native.VKFFT_VERSION)
    blob = _diskcache.load(path)
    if blob is not None:
        try:
            return native.Plan(*args, blob=blob, **kwargs), "disk"
        except VkFFTError as exc:
            logger.warning("stale kernel cache entry for %r (%s); rebuilding", key, exc)
            _diskcache.discard(path)
    plan = native.Plan(*args, **kwargs)
    if path is not None:
        _diskcache.store(path, plan.serialize())
    return plan, "built"


def export_kernels(key: PlanKey, device: _engine.Device) -> dict:
    """VkFFT's exact dispatch sequence for ``key`` (inline mode): ``{"buffers": [{"role",
    "size", "data"}], "dispatches": [{"spirv", "entry", "workgroups", "push_constants",
    "bindings"}]}``; roles are input_output (FFT/IFFT, in place), input, output, temp and
    constant (twiddle LUTs and Bluestein tables, with their bytes)."""
    plan, _ = build_plan(key, device, capture=True)
    return plan.export_kernels()


class PlanCache:
    """LRU cache of VkFFT plans. Thread-safe; a plan in use stays valid after eviction."""

    def __init__(self, size: int = 64, memsize: int = 2 << 30):
        self._lock = threading.RLock()
        self._plans: collections.OrderedDict[PlanKey, object] = collections.OrderedDict()
        self._memory = 0
        self._size = self._memsize = 0
        self.hits = self.misses = 0
        self.set_size(size)
        self.set_memsize(memsize)

    # --- limits -------------------------------------------------------------------------
    def get_size(self) -> int:
        return self._size

    def set_size(self, size: int) -> None:
        if not isinstance(size, int) or size < -1:
            raise ValueError(f"plan cache size must be an int >= -1, got {size!r}")
        with self._lock:
            self._size = size
            self._evict()

    def get_memsize(self) -> int:
        return self._memsize

    def set_memsize(self, memsize: int) -> None:
        if not isinstance(memsize, int) or memsize < -1:
            raise ValueError(f"plan cache memsize must be an int >= -1, got {memsize!r}")
        with self._lock:
            self._memsize = memsize
            self._evict()

    size = property(get_size, set_size)
    memsize = property(get_memsize, set_memsize)

    def get_curr_size(self) -> int:
        return len(self._plans)

    def get_curr_memsize(self) -> int:
        return self._memory

    def __len__(self) -> int:
        return len(self._plans)

    def __contains__(self, key: PlanKey) -> bool:
        return key in self._plans

    def keys(self) -> list[PlanKey]:
        with self._lock:
            return list(self._plans)

    def clear(self) -> None:
        with self._lock:
            self._plans.clear()
            self._memory = 0

    def show_info(self) -> str:
        """A printable summary (returned, and logged at INFO)."""
        with self._lock:
            lines = [
                "iree_vkfft plan cache",
                f"  entries: {len(self._plans)} / {self._limit(self._size)}",
                f"  memory: {self._memory / 2**20:.1f} MiB / "
                f"{self._limit(self._memsize, scale=2**20, unit=' MiB')}",
                f"  hits: {self.hits}, misses: {self.misses}",
            ]
            lines += [f"  {k!r}: {p.memory_bytes / 2**20:.2f} MiB, {p.kernel_count} kernels"
                      for k, p in self._plans.items()]
        text = "\n".join(lines)
        logger.info("%s", text)
        return text

    @staticmethod
    def _limit(value: int, scale: int = 1, unit: str = "") -> str:
        if value == -1:
            return "unlimited"
        return f"{value / scale:.0f}{unit}" if scale != 1 else str(value)

    # --- use ----------------------------------------------------------------------------
    def get(self, key: PlanKey, device: _engine.Device):
        """The plan for ``key``, built (or loaded from disk) on a miss."""
        with self._lock:
            plan = self._plans.get(key)
            if plan is not None:
                self._plans.move_to_end(key)
                self.hits += 1
                return plan
            self.misses += 1
            start = time.perf_counter()
            plan, source = build_plan(key, device)
            logger.debug("plan %r %s in %.1f ms (%d kernels, %.2f MiB)", key, source,
                         (time.perf_counter() - start) * 1e3, plan.kernel_count,
                         plan.memory_bytes / 2**20)
            if self._size != 0 and (self._memsize == -1 or plan.memory_bytes <= self._memsize):
                self._plans[key] = plan
                self._memory += plan.memory_bytes
                self._evict()
            return plan

    def _evict(self) -> None:
        while self._plans and (
                (self._size != -1 and len(self._plans) > self._size)
                or (self._memsize != -1 and self._memory > self._memsize)):
            _, plan = self._plans.popitem(last=False)
            self._memory -= plan.memory_bytes


plan_cache = PlanCache(size=_env_int("IREE_VKFFT_PLAN_CACHE_SIZE", 64),
                       memsize=_env_int("IREE_VKFFT_PLAN_CACHE_MEMSIZE", 2 << 30))
