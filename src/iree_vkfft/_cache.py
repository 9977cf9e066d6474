"""The plan cache: one LRU of VkFFT plans, bounded by entry count and by device memory.

Modelled on cupy's ``cupy.fft.config.get_plan_cache()``: ``size``/``memsize`` limits
(0 disables caching, -1 means unlimited), current sizes, hits/misses, ``clear()`` and
``show_info()``. Keys are :class:`~iree_vkfft._types.PlanKey`. Missing plans are loaded from
the on-disk kernel cache when possible (see :mod:`iree_vkfft._diskcache`).

Plans build outside the cache's lock: a slow miss (Bluestein 4099: 0.5 s) blocks only the
threads asking for that same key, which wait for the one build.

The tiered host path (:mod:`iree_vkfft.fft`, through :meth:`PlanCache.run_tiered`) keeps cold
plan builds off a shape's first calls and still gives **repeatable results**: which side runs a
call (numpy's pocketfft on the host, or the VkFFT plan) is a pure function of the key, its
device and how many tiered calls of that key this process has made, never of timing, of a
background build having finished or of the disk cache being warm. So the same program gives
the same bits in every process and cache state. The rule, for the ``c``-th tiered call of a
key (counted per process from 1; :meth:`PlanCache.clear` and a fork restart the counts):

1. on a CPU Vulkan device (``Device.type == "cpu"``: lavapipe, SwiftShader) a call of at most
   ``cpu_host_points`` points (batch x lengths; default ``CPU_HOST_POINTS``, 2**20: every
   tiered call, ``fft._core.TIER_MAX_POINTS``) always runs on the host and builds nothing:
   pocketfft is as fast or faster there at every tiered size (on the 2-core lavapipe VM:
   1.9 vs 15 ms at 200000 points, 10.8 vs 43 ms at 6 x 100000, 64 vs 85 ms at 2**20), and a
   shape's results never change within a process either;
2. otherwise calls ``c < switch`` run on the host, where ``switch = max(tier_switch,
   tier_after + 1)`` (defaults 8 and 3: ``IREE_VKFFT_TIER_SWITCH``,
   ``IREE_VKFFT_TIER_AFTER``). At call ``tier_after`` the plan is queued for the one
   background thread (which also runs it once, so the driver compiles its kernels there); a
   shape seen fewer times never costs a build (thousands of one-off shapes stay at the host
   library's speed). From call ``switch`` on the key runs its plan: the switching call waits
   for the background build if it has not finished (or builds the plan itself if it was
   dropped from the queue), so which side ran never depends on timing.

At most one plan builds in the background at a time, and at most ``MAX_QUEUED`` wait.
Tiering off (``use_tiered(False)``) always runs the plan. ``get(..., wait=False)`` is the
non-blocking look-up (None unless ready; it queues the key at its ``tier_after``-th call).
"""

from __future__ import annotations

import atexit
import collections
import logging
import math
import os
import threading
import time

import numpy as np

from . import _diskcache, _engine, _tuning
from ._errors import VkFFTError
from ._platform import at_fork
from ._types import PlanKey

logger = logging.getLogger("iree_vkfft")


def _env_int(name: str, default: int, minimum: int | None = None) -> int:
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        value = int(raw)
    except ValueError:
        value = None
    if value is None or (minimum is not None and value < minimum):
        at_least = f" >= {minimum}" if minimum is not None else ""
        raise ValueError(f"{name} must be an integer{at_least}, got {raw!r}")
    return value




def _positive(name: str, calls) -> int:
    if not isinstance(calls, int) or isinstance(calls, bool) or calls < 1:
        raise ValueError(f"plan cache {name} must be an int >= 1, got {calls!r}")
    return calls


def build_plan(key: PlanKey, device: _engine.Device, capture: bool = False):
    """Build the native plan for ``key``, through the disk cache. Returns (plan, source).

    ``capture`` keeps what :func:`export_kernels` needs (not for plans that only execute).
    """
    native = _engine.native()
    ctx = _engine.context(device)
    args = (ctx, key.engine_code, key.dtype == "float64", list(key.shape), key.batch,
            key.normalize, dict(key.options))
    kwargs = {"capture": capture, "target": dict(key.target), "r2r_type": key.r2r_type}
    ident = _diskcache.kernel_key(key, device, native.VKFFT_VERSION, _engine.engine_build())
    blob = _diskcache.KERNELS.load(ident)
    if blob is not None:
        try:
            with _engine.fork_guard.building():
                return native.Plan(*args, blob=blob, **kwargs), "disk"
        except VkFFTError as exc:
            logger.warning("kernel cache entry %s for %r does not load (%s); rebuilding",
                           _diskcache.KERNELS.path(ident), key, exc)
            _diskcache.KERNELS.discard(ident)
    with _engine.fork_guard.building():
        plan = native.Plan(*args, **kwargs)
    _diskcache.KERNELS.store(ident, plan.serialize())
    return plan, "built"


def export_kernels(key: PlanKey, device: _engine.Device) -> dict:
    """VkFFT's exact dispatch sequence for ``key`` (inline mode): ``{"buffers": [{"role",
    "size", "data"}], "dispatches": [{"spirv", "entry", "workgroups", "push_constants",
    "bindings"}]}``; roles are input_output (FFT/IFFT, in place), input, output, temp and
    constant (twiddle LUTs and Bluestein tables, with their bytes)."""
    plan, _ = build_plan(key, device, capture=True)
    return plan.export_kernels()


class _Pending:
    """A plan being built (or queued for the background thread): waiters block on ``event``."""

    __slots__ = ("event", "plan", "error", "started")

    def __init__(self, started: bool):
        self.event = threading.Event()
        self.plan = self.error = None
        self.started = started

    def result(self):
        self.event.wait()
        if self.error is not None:
            raise self.error
        return self.plan


def _warm_up(plan) -> None:
    """Run ``plan`` on zeros once: lavapipe compiles a kernel at its first dispatch (67-890 ms
    for lengths 7..509, docs/notes.md), which a background build should pay, not the caller."""
    x, y = np.zeros(plan.input_bytes, np.uint8), np.empty(plan.output_bytes, np.uint8)
    with _engine.fork_guard.building():
        plan.execute(x, y)


#: Tiered calls of at most this many points on a CPU Vulkan device stay on the host (2**20:
#: every tiered call, as fft._core.TIER_MAX_POINTS).
CPU_HOST_POINTS = 1 << 20


class _Heat:
    """What the tiered path knows of one key: its tiered calls so far in this process."""

    __slots__ = ("calls",)

    def __init__(self):
        self.calls = 0


class PlanCache:
    """LRU cache of VkFFT plans. Thread-safe; a plan in use stays valid after eviction."""

    MAX_QUEUED = 256  # background builds waiting; the oldest is dropped beyond this
    MAX_COUNTED = 8192  # keys whose tiered calls are counted (least recently seen dropped)

    def __init__(self, size: int = 64, memsize: int = 2 << 30, tier_after: int = 3,
                 tier_switch: int = 8, cpu_host_points: int = CPU_HOST_POINTS):
        self._size = self._memsize = 0
        self.hits = self.misses = 0
        # tiered calls run on the host (before their key's switch, or by the CPU-device
        # rule), and get(wait=False) calls that found no plan ready
        self.not_ready = 0
        self.host_faster = 0  # of those, tiered calls kept on the host by the CPU-device rule
        self._reset()
        self.set_size(size)
        self.set_memsize(memsize)
        self.set_tier_after(tier_after)
        self.set_tier_switch(tier_switch)
        self.set_cpu_host_points(cpu_host_points)
        atexit.register(self._stop_background)

    def _reset(self) -> None:
        """Empty state with new locks (also a fork() child's: the parent's plans, builds and
        background thread do not exist there, and a lock may have been held)."""
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._plans: collections.OrderedDict[PlanKey, object] = collections.OrderedDict()
        self._memory = 0
        self._pending: dict[PlanKey, _Pending] = {}
        self._heat: collections.OrderedDict[PlanKey, _Heat] = collections.OrderedDict()
        self._queue: collections.deque = collections.deque()
        self._generation = 0
        self._worker: threading.Thread | None = None
        self._stopping = False

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

    def get_tier_after(self) -> int:
        return self._tier_after

    def set_tier_after(self, calls: int) -> None:
        """The tiered call of a shape at which its plan is queued for the background build
        (earlier calls run on the host and build nothing): 1 queues at the first call."""
        self._tier_after = _positive("tier_after", calls)

    def get_tier_switch(self) -> int:
        return self._tier_switch

    def set_tier_switch(self, calls: int) -> None:
        """The tiered call of a shape from which it runs on its plan (that call waits for the
        background build if it has not finished); at least ``tier_after + 1`` applies."""
        self._tier_switch = _positive("tier_switch", calls)

    def get_cpu_host_points(self) -> int:
        return self._cpu_host_points

    def set_cpu_host_points(self, points: int) -> None:
        """Tiered calls of at most this many points on a CPU Vulkan device always run on the
        host (0: none do)."""
        if not isinstance(points, int) or isinstance(points, bool) or points < 0:
            raise ValueError(f"plan cache cpu_host_points must be an int >= 0, got {points!r}")
        self._cpu_host_points = points

    size = property(get_size, set_size)
    memsize = property(get_memsize, set_memsize)
    tier_after = property(get_tier_after, set_tier_after)
    tier_switch = property(get_tier_switch, set_tier_switch)
    cpu_host_points = property(get_cpu_host_points, set_cpu_host_points)

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
        """Drop every cached plan, queued background build and memoized tuning choice (plans
        in use stay valid; a build under way finishes for its callers but is not cached)."""
        with self._lock:
            self._plans.clear()
            self._memory = 0
            self._generation += 1
            for key, _ in self._queue:
                pending = self._pending.get(key)
                if pending is not None and not pending.started:
                    del self._pending[key]
            self._queue.clear()
            self._heat.clear()
        _tuning.cached_options_for.cache_clear()

    def show_info(self) -> str:
        """A printable summary (returned, and logged at INFO)."""
        with self._lock:
            lines = [
                "iree_vkfft plan cache",
                f"  entries: {len(self._plans)} / {self._limit(self._size)}",
                f"  memory: {self._memory / 2**20:.1f} MiB / "
                f"{self._limit(self._memsize, scale=2**20, unit=' MiB')}",
                f"  hits: {self.hits}, misses: {self.misses}",
                f"  building: {sum(p.started for p in self._pending.values())}, "
                f"queued: {len(self._queue)}, tiered calls on the host: {self.not_ready} "
                f"(a plan is queued at a shape's call {self._tier_after} and runs from call "
                f"{self._switch_call()}), kept on the host of a CPU device: "
                f"{self.host_faster}",
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
    def get(self, key: PlanKey, device: _engine.Device, wait: bool = True):
        """The plan for ``key``, built (or loaded from disk) on a miss, outside the lock; a
        thread asking for a key another thread is building waits for that build.

        ``wait=False``: None unless the plan is ready; at the ``tier_after``-th such call of
        a key its plan is queued for the background thread (which also runs it once) and a
        later call finds it.
        """
        with self._lock:
            plan = self._plans.get(key)
            if plan is not None:
                self._plans.move_to_end(key)
                self.hits += 1
                return plan
            pending = self._pending.get(key)
            if not wait:
                self.not_ready += 1
                heat = self._heat_of(key)
                heat.calls += 1
                if pending is None and heat.calls >= self._tier_after:
                    self._enqueue(key, device)
                return None
            if pending is not None and pending.started:
                self.hits += 1
                build = False
            else:  # new, or queued and not started yet: build it here
                if pending is None:
                    self.misses += 1
                    pending = self._pending[key] = _Pending(started=True)
                pending.started = True
                build = True
        return self._build(key, device, pending) if build else pending.result()

    def run_tiered(self, key: PlanKey, device, host, execute) -> None:
        """One tiered call of ``key``: ``host()`` (the plan's definition on the host) or
        ``execute(plan)``, by the module's rule (a pure function of the key, its device and
        this key's call count, never of timing: see the module docstring)."""
        with self._lock:
            heat = self._heat_of(key)
            heat.calls += 1
            calls = heat.calls
            if self._host_only(key, device):
                self.not_ready += 1
                self.host_faster += 1
                on_host = True
            elif calls < self._switch_call():
                self.not_ready += 1
                on_host = True
                if calls >= self._tier_after and key not in self._plans and \
                        key not in self._pending:
                    self._enqueue(key, device)
            else:
                on_host = False
        if on_host:
            host()
        else:  # waits for the background build (or builds here) when it is not ready
            execute(self.get(key, device))

    def _switch_call(self) -> int:
        return max(self._tier_switch, self._tier_after + 1)

    def _host_only(self, key: PlanKey, device) -> bool:
        return getattr(device, "type", None) == "cpu" and \
            key.batch * math.prod(key.shape) <= self._cpu_host_points

    def _heat_of(self, key: PlanKey) -> _Heat:  # with the lock held
        heat = self._heat.get(key)
        if heat is not None:
            self._heat.move_to_end(key)
            return heat
        heat = self._heat[key] = _Heat()
        if len(self._heat) > self.MAX_COUNTED:
            self._heat.popitem(last=False)
        return heat

    def _build(self, key: PlanKey, device, pending: _Pending, warm: bool = False):
        generation = self._generation
        start = time.perf_counter()
        try:
            plan, source = build_plan(key, device)
            if warm:
                _warm_up(plan)
        except BaseException as exc:
            with self._lock:
                if self._pending.get(key) is pending:
                    del self._pending[key]
            pending.error = exc
            pending.event.set()
            raise
        logger.debug("plan %r %s in %.1f ms (%d kernels, %.2f MiB%s)", key, source,
                     (time.perf_counter() - start) * 1e3, plan.kernel_count,
                     plan.memory_bytes / 2**20, ", background" if warm else "")
        with self._lock:
            if self._pending.get(key) is pending:
                del self._pending[key]
            if generation == self._generation:
                self._insert(key, plan)
        pending.plan = plan
        pending.event.set()
        return plan

    def _insert(self, key: PlanKey, plan) -> None:
        if self._size != 0 and (self._memsize == -1 or plan.memory_bytes <= self._memsize):
            self._plans[key] = plan
            self._memory += plan.memory_bytes
            self._evict()

    def _evict(self) -> None:
        while self._plans and (
                (self._size != -1 and len(self._plans) > self._size)
                or (self._memsize != -1 and self._memory > self._memsize)):
            _, plan = self._plans.popitem(last=False)
            self._memory -= plan.memory_bytes

    # --- background builds (called with the lock held, except the thread's loop) -----------
    def _enqueue(self, key: PlanKey, device) -> None:
        self.misses += 1
        self._pending[key] = _Pending(started=False)
        self._queue.append((key, device))
        if len(self._queue) > self.MAX_QUEUED:
            old, _ = self._queue.popleft()
            dropped = self._pending.get(old)
            if dropped is not None and not dropped.started:
                del self._pending[old]
        if self._worker is None:
            self._worker = threading.Thread(target=self._background, daemon=True,
                                            name="iree_vkfft-plans")
            self._worker.start()
        self._wake.notify()

    def _background(self) -> None:
        while True:
            with self._lock:
                while not self._queue and not self._stopping:
                    self._wake.wait()
                if self._stopping:
                    return
                key, device = self._queue.popleft()
                pending = self._pending.get(key)
                if pending is None or pending.started:
                    continue
                pending.started = True
            try:
                self._build(key, device, pending, warm=True)
            except Exception as exc:  # the caller's own path builds it again and reports
                logger.debug("background build of %r failed: %s", key, exc)

    def _stop_background(self) -> None:
        """At exit: no new background build; wait for the one under way (never kill a thread
        inside the driver while the interpreter shuts down)."""
        with self._lock:
            self._stopping = True
            self._wake.notify_all()
            worker = self._worker
        if worker is not None:
            worker.join(timeout=30)


plan_cache = PlanCache(size=_env_int("IREE_VKFFT_PLAN_CACHE_SIZE", 64),
                       memsize=_env_int("IREE_VKFFT_PLAN_CACHE_MEMSIZE", 2 << 30),
                       tier_after=_env_int("IREE_VKFFT_TIER_AFTER", 3, minimum=1),
                       tier_switch=_env_int("IREE_VKFFT_TIER_SWITCH", 8, minimum=1))
at_fork(after_in_child=plan_cache._reset)
