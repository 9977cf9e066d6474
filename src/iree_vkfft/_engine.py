"""The native engine: device discovery and selection, one Vulkan context per device."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import logging
import os
import threading

from ._errors import NoDeviceError, NoEngineError
from ._platform import at_fork

logger = logging.getLogger("iree_vkfft")

try:
    from . import _native
except ImportError as exc:  # only without a built (or loadable) extension
    _native = None
    _IMPORT_ERROR = exc
else:
    _IMPORT_ERROR = None

_TYPE_RANK = {"discrete": 0, "integrated": 1, "virtual": 2, "cpu": 3, "other": 4}


@dataclasses.dataclass(frozen=True)
class Device:
    """A Vulkan physical device as seen by the loader (see :func:`devices`)."""

    index: int
    name: str
    type: str  # discrete, integrated, virtual, cpu, other
    driver: str
    driver_info: str
    vendor_id: int
    device_id: int
    api_version: str
    driver_version: int
    uuid: str
    memory: int
    float64: bool
    max_storage_buffer_range: int
    max_storage_buffers: int
    subgroup_size: int
    max_shared_memory: int
    max_workgroup_invocations: int
    max_workgroup_size: tuple[int, int, int]
    max_workgroup_count: tuple[int, int, int]

    @property
    def is_gpu(self) -> bool:
        return self.type in ("discrete", "integrated", "virtual")

    def __str__(self) -> str:
        return f"[{self.index}] {self.name} ({self.type}, {self.driver})"


@functools.lru_cache(maxsize=1)
def engine_build() -> str:
    """A digest of the loaded native module's file: another build of the engine (other VkFFT
    defaults, other generated kernels) never reads this one's cached kernels."""
    with open(native().__file__, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:16]


def native():
    """The compiled extension, or a NoEngineError (an ImportError) saying why it is not there
    and what to install."""
    if _native is None:
        if _extension_files():
            raise NoEngineError(f"iree_vkfft's native engine is installed but cannot be loaded "
                                f"({_IMPORT_ERROR})") from _IMPORT_ERROR
        raise NoEngineError("iree_vkfft is installed without its native engine (VkFFT on "
                            "Vulkan)") from _IMPORT_ERROR
    return _native


def has_engine() -> bool:
    """Whether the native engine (VkFFT on Vulkan) is installed and loads."""
    return _native is not None


def _extension_files() -> list[str]:
    here = os.path.dirname(os.path.abspath(__file__))
    return [f for f in os.listdir(here) if f.startswith("_native") and f.endswith((".so", ".pyd"))]


_devices_lock = threading.Lock()
_devices_cache: list[Device] | None = None
_devices_error: NoDeviceError | None = None  # why the list is empty: no loader or no driver


def devices() -> list[Device]:
    """All Vulkan physical devices: name, type, driver, memory, float64 support, limits.

    Empty when there is no Vulkan loader or driver; the first call that needs a device then
    raises :class:`NoDeviceError` saying which is missing.
    """
    global _devices_cache, _devices_error
    with _devices_lock:
        if _devices_cache is None:
            try:
                _devices_cache = [Device(**d) for d in native().devices()]
            except NoDeviceError as exc:
                logger.info("no Vulkan devices: %s", exc)
                _devices_cache, _devices_error = [], exc
        return list(_devices_cache)


def _parse_device_spec(spec, available: list[Device]) -> Device:
    if isinstance(spec, Device):
        spec = spec.index
    if isinstance(spec, int) or (isinstance(spec, str) and spec.strip().isdigit()):
        index = int(spec)
        if not 0 <= index < len(available):
            raise NoDeviceError(
                f"Vulkan device index {index} out of range; devices: "
                + ", ".join(str(d) for d in available))
        return available[index]
    if isinstance(spec, str):
        matches = [d for d in available if spec.lower() in d.name.lower()]
        if not matches:
            raise NoDeviceError(
                f"no Vulkan device name contains {spec!r}; devices: "
                + ", ".join(str(d) for d in available))
        return matches[0]
    raise TypeError(f"device must be an index, a name substring or a Device, not {type(spec).__name__}")


def select_device(device=None) -> Device:
    """Resolve ``device`` (None, index, name substring or Device) to a Device.

    None means ``$IREE_VKFFT_DEVICE`` if set, else the first discrete GPU, else integrated,
    else any other, else a CPU implementation (lavapipe).
    """
    if device is None:
        env = os.environ.get("IREE_VKFFT_DEVICE", "").strip()
        chosen = _default_choice.get(env)
        if chosen is None:
            available = _available()
            chosen = (_parse_device_spec(env, available) if env else
                      min(available, key=lambda d: (_TYPE_RANK.get(d.type, 9), d.index)))
            _default_choice[env] = chosen
        return chosen
    return _parse_device_spec(device, _available())


_default_choice: dict[str, Device] = {}  # IREE_VKFFT_DEVICE value -> device (hot path)


def _available() -> list[Device]:
    available = devices()
    if not available:
        if _devices_error is not None:
            err = _devices_error
            raise type(err)(err.reason, err.code, err.missing) from err
        raise NoDeviceError("the Vulkan loader found no physical device", missing="driver")
    return available


_contexts: dict[int, object] = {}
_contexts_lock = threading.Lock()


def context(device: Device):
    """The native Context for ``device`` (created once per process; a fork() child makes its
    own, see :func:`_after_fork_in_child`)."""
    ctx = _contexts.get(device.index)
    if ctx is None:
        with _contexts_lock:
            ctx = _contexts.get(device.index)
            if ctx is None:
                logger.debug("creating Vulkan context on %s", device)
                ctx = native().Context(device.index)
                _contexts[device.index] = ctx
    return ctx



_TRANSFERS = threading.local()  # this thread's bytes moved by plans run on host arrays


def transferred_bytes() -> tuple[int, int]:
    """Bytes this thread's plans have moved host->device and device->host so far, running on
    host arrays (each plan call uploads its input and downloads its result; a call the tiered
    path ran on the host moves none). Split mode reads it around a provider's call."""
    return getattr(_TRANSFERS, "up", 0), getattr(_TRANSFERS, "down", 0)


def count_transfer(up: int, down: int) -> None:
    """Adds one plan call's host->device and device->host bytes to this thread's counts."""
    _TRANSFERS.up = getattr(_TRANSFERS, "up", 0) + up
    _TRANSFERS.down = getattr(_TRANSFERS, "down", 0) + down

class _ForkGuard:
    """Plan builds run glslang and the driver's compiler, which hold process-wide locks; a
    fork() while one is under way would copy those locks held into the child, whose first
    build would then wait forever. Builds run inside ``building()``; ``os.fork`` waits for the
    ones under way (at most one plan's build time) and holds new ones back until it returns."""

    def __init__(self):
        self._cond = threading.Condition(threading.Lock())
        self._active = 0

    @contextlib.contextmanager
    def building(self):
        with self._cond:
            self._active += 1
        try:
            yield
        finally:
            with self._cond:
                self._active -= 1
                self._cond.notify_all()

    def before_fork(self) -> None:
        self._cond.acquire()
        if not self._cond.wait_for(lambda: self._active == 0, timeout=60):
            logger.warning("fork() after 60 s with %d plan builds still under way: the child "
                           "may hang in its first plan build", self._active)

    def after_fork_in_parent(self) -> None:
        self._cond.release()

    def after_fork_in_child(self) -> None:
        self.__init__()


fork_guard = _ForkGuard()


def _after_fork_in_child() -> None:
    """A fork() child must not touch the parent's Vulkan objects (lavapipe's worker threads
    are gone: a submit would wait forever). Forget the contexts (the native destructors leak
    objects made in another process) and replace the locks another thread may have held."""
    global _contexts_lock, _devices_lock
    _contexts.clear()
    _contexts_lock = threading.Lock()
    _devices_lock = threading.Lock()


at_fork(before=fork_guard.before_fork, after_in_parent=fork_guard.after_fork_in_parent,
        after_in_child=fork_guard.after_fork_in_child)
at_fork(after_in_child=_after_fork_in_child)
