"""Load a ``.vmfb`` (split mode's segments, or a whole inline/portable module) and call its
functions, moving values zero-copy where possible.

local-task: inputs are imported with ``import_host_allocation`` (no copy) when 64-byte aligned
and C-contiguous (IREE 3.13 crashes at invoke on a misaligned import, so anything else is
first copied into an aligned buffer), and results are mapped (``map().asarray``, no copy) for
the call's own use; a program's outputs are copied out of the mapping (:func:`owned`).
vulkan: uploads use ``allocate_buffer_copy``; readback goes through a HOST_LOCAL staging buffer
and ``queue_copy`` waited on through its semaphore (``DeviceArray.to_host`` is broken on Vulkan
in 3.13; a ``HalFence.wait`` costs milliseconds on lavapipe). Every copy is counted.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import threading
import weakref
from typing import Sequence

import numpy as np
import iree.runtime as rt

from .._errors import NoDeviceError
from .._platform import at_fork
from ..stablehlo.assertions import assertion_from_error
from .options import VulkanDeviceInfo

__all__ = ["Value", "CopyStats", "ModuleRuntime", "Timeline", "aligned_empty", "device_uri",
           "query_vulkan_device", "runtime_device", "shared_runtime", "ASYNC_FLAGS"]

_log = logging.getLogger(__name__)

_ALIGNMENT = 64


def aligned_empty(shape: Sequence[int], dtype: np.dtype, alignment: int = _ALIGNMENT) -> np.ndarray:
    """Uninitialized C-contiguous array whose data pointer is ``alignment``-byte aligned."""
    dtype = np.dtype(dtype)
    nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    raw = np.empty(nbytes + alignment, dtype=np.uint8)
    start = (-raw.ctypes.data) % alignment
    return raw[start : start + nbytes].view(dtype).reshape(shape)


def query_vulkan_device(index: int = 0) -> VulkanDeviceInfo:
    """The Vulkan device IREE's ``vulkan`` driver would use (the first one by default).

    Only the driver is created (a VkInstance), not a device: no IREE device threads start.
    """
    try:
        devices = rt.get_driver("vulkan").query_available_devices()
    except Exception as e:  # noqa: BLE001 - no loader, no ICD, driver not compiled in
        raise RuntimeError(f"IREE's vulkan driver is not usable: {e}") from e
    if not devices:
        raise RuntimeError("IREE's vulkan driver found no Vulkan device")
    if index >= len(devices):
        raise RuntimeError(f"Vulkan device {index} requested; {len(devices)} available")
    return VulkanDeviceInfo(name=str(devices[index]["name"]))


@dataclasses.dataclass
class CopyStats:
    host_to_device_bytes: int = 0
    device_to_host_bytes: int = 0
    host_copy_bytes: int = 0
    #: number of transfers and copies behind the byte counts above
    copies: int = 0


class Value:
    """A tensor that may live on the host (numpy), on a device (buffer view), or both;
    ``owner``: the :class:`ModuleRuntime` whose device holds ``device`` (split mode's hybrid
    programs run modules on two devices)."""

    __slots__ = ("host", "device", "keepalive", "owner")

    def __init__(self, host: np.ndarray | None = None, device: rt.HalBufferView | None = None,
                 keepalive: object = None, owner: "ModuleRuntime | None" = None) -> None:
        self.host = host
        self.device = device
        self.keepalive = keepalive
        self.owner = owner


def owned(x: np.ndarray) -> np.ndarray:
    """``x``, or a copy of it where it views memory it does not own. What a program returns
    goes through this: a local-task result is a view of IREE's mapped buffer
    (:meth:`ModuleRuntime.to_host`), which is freed with the buffer, so such an array held
    past its program would read freed memory (WRONG NUMBERS, then a crash)."""
    return x if x.flags.owndata else np.array(x, copy=True)


#: iree-compile flags for a module whose functions take a wait and a signal fence after their
#: arguments (IREE's coarse-fences ABI) and return without waiting for the device
ASYNC_FLAGS = ("--iree-execution-model=async-external",)


class Timeline:
    """The fences that chain one program call's invocations of an async module
    (:data:`ASYNC_FLAGS`) on its device: each invocation waits for the previous one's signal,
    so the device runs them back to back while Python only queues them; the host waits once,
    when it reads a value back (:meth:`ModuleRuntime.to_host`). A sync invocation waits for
    the device at its end (IREE's ``hal.fence.await``, milliseconds on lavapipe each)."""

    __slots__ = ("semaphore", "value")

    def __init__(self, device: rt.HalDevice) -> None:
        self.semaphore = device.create_semaphore(0)
        self.value = 0

    def reached(self) -> rt.HalFence:
        """The fence of everything queued so far."""
        return rt.HalFence.create_at(self.semaphore, self.value)

    def advance(self) -> tuple[rt.HalFence, rt.HalFence]:
        """(wait, signal) fences of the next invocation."""
        wait = self.reached()
        self.value += 1
        return wait, rt.HalFence.create_at(self.semaphore, self.value)

    def wait(self) -> None:
        """Blocks until everything queued so far has run (raises if it failed)."""
        if not self.semaphore.wait(self.value):
            raise RuntimeError("IREE's queued work did not complete")


_DEVICES: "weakref.WeakValueDictionary[tuple[int, str], DeviceHandle]" = (
    weakref.WeakValueDictionary())  # (pid, device URI) -> the device, while a runtime holds it
_DEVICES_LOCK = threading.Lock()
_ABANDONED: list = []  # a fork() parent's runtime objects, never released in the child
_VULKAN_PATHS: dict[int, list[tuple[str, str]]] = {}  # pid -> IREE's (name, path) per device


def _iree_vulkan_paths() -> list[tuple[str, str]]:
    paths = _VULKAN_PATHS.get(os.getpid())
    if paths is None:
        try:
            listed = rt.get_driver("vulkan").query_available_devices()
        except (RuntimeError, ValueError):  # no loader or driver: IREE says so at device creation
            listed = []
        paths = _VULKAN_PATHS[os.getpid()] = [(str(d["name"]), str(d["path"])) for d in listed]
    return paths


def device_uri(driver: str) -> str:
    """The IREE device URI a program on ``driver`` runs on in this thread.

    For ``vulkan``: the device :func:`iree_vkfft.current_device` names (the innermost
    ``use_device`` block of this thread, else ``$IREE_VKFFT_DEVICE``, else the default choice),
    so IREE's modules and VkFFT's plans share one device and each thread can use its own.
    The loader lists physical devices in the same order to both; a device is matched by index
    and name prefix (IREE 3.13's URIs take its ``path``, not an index: ``vulkan://0`` is "not found").
    Other drivers have one device each."""
    if driver != "vulkan":
        return driver
    from .._config import current_device

    try:
        device = current_device()
    except (ImportError, NoDeviceError):  # no engine or no device: IREE's default, and its error
        return driver
    paths = _iree_vulkan_paths()
    # IREE's names append the driver's description: "<deviceName> (<driverName> <driverInfo>)"
    if device.index < len(paths) and paths[device.index][0].startswith(device.name):
        return f"vulkan://{paths[device.index][1]}"
    same_name = [path for name, path in paths if name.startswith(device.name)]
    if len(same_name) != 1:
        raise NoDeviceError(f"IREE's vulkan driver lists no device matching {device} "
                            f"(it lists: {', '.join(n for n, _ in paths) or 'none'})")
    return f"vulkan://{same_name[0]}"


class DeviceHandle:
    """One IREE device, held by the runtimes loaded on it and released with the last of them:
    an idle IREE Vulkan device keeps two threads spinning on Mesa lavapipe (docs/notes.md), so
    a process that no longer holds a Vulkan program gets its core back."""

    __slots__ = ("device", "__weakref__")

    def __init__(self, device: rt.HalDevice) -> None:
        self.device = device


def runtime_device(uri: str) -> DeviceHandle:
    """IREE's device for ``uri`` (a driver name or ``driver://path``), one per URI and
    process while any runtime holds it: every IREE Vulkan device starts threads that spin on
    Mesa lavapipe, so one device per program would multiply them. Keyed by pid, not
    iree.runtime.get_device's cache: a fork() child must not use its parent's device, whose
    threads it does not have (a call would wait forever). :class:`NoDeviceError` naming the
    driver when this runtime lacks it or finds no device."""
    with _DEVICES_LOCK:
        handle = _DEVICES.get((os.getpid(), uri))
        if handle is None:
            try:
                handle = DeviceHandle(rt.get_device(uri, cache=False))
            except (RuntimeError, ValueError) as e:
                available = ", ".join(rt.query_available_drivers())
                raise NoDeviceError(f"IREE's runtime cannot open a {uri!r} device ({e}); "
                                    f"drivers in this iree-base-runtime: {available}") from None
            _DEVICES[(os.getpid(), uri)] = handle
        return handle


_SHARED: "weakref.WeakValueDictionary[tuple, ModuleRuntime]" = weakref.WeakValueDictionary()


def shared_runtime(vmfb: bytes, uri: str, digest: str) -> "ModuleRuntime":
    """The process's one loaded copy of a ``.vmfb`` (``digest``: its sha256) on the device
    ``uri``: programs unpickled many times (a Dask task or Ray batch each) load it once. Held
    weakly: it is released with the last program using it."""
    key = (os.getpid(), uri, digest)
    with _DEVICES_LOCK:
        runtime = _SHARED.get(key)
    if runtime is None:
        runtime = ModuleRuntime(vmfb, uri)
        with _DEVICES_LOCK:
            runtime = _SHARED.setdefault(key, runtime)
    return runtime


def _after_fork_in_child() -> None:
    global _DEVICES_LOCK, _SHARED
    _DEVICES_LOCK = threading.Lock()
    _SHARED = weakref.WeakValueDictionary()  # the parent's runtimes are reloaded on first use


at_fork(after_in_child=_after_fork_in_child)


class ModuleRuntime:
    """One IREE context holding one compiled module on one device (``uri``: a driver name,
    or ``driver://path`` for one device of several, see :func:`device_uri`)."""

    def __init__(self, vmfb: bytes, uri: str) -> None:
        # a bare "vulkan" means this thread's device: one IREE device per physical device
        # (each spins a core on lavapipe), whichever name reached it
        uri = device_uri(uri) if uri == "vulkan" else uri
        self.uri = uri
        self.driver = uri.split("://", 1)[0]
        self._vmfb = vmfb
        self._load()
        self.stats = CopyStats()
        self.host_visible = self.driver in ("local-task", "local-sync")

    def _load(self) -> None:
        self._pid = os.getpid()
        self._device_handle = runtime_device(self.uri)  # keeps the device while this lives
        self._config = rt.Config(device=self._device_handle.device)
        self._ctx = rt.SystemContext(config=self._config)
        self._module = rt.VmModule.copy_buffer(self._ctx.instance, self._vmfb)
        self._ctx.add_vm_module(self._module)
        self.device = self._config.device
        self._functions: dict[str, rt.VmFunction] = {}
        self._lock = threading.Lock()

    def _check_process(self) -> None:
        """In a fork() child the parent's IREE device (its worker threads) does not exist:
        load the module again on the child's own device; the parent's objects are kept,
        never released (their destructors would wait on threads that are gone)."""
        if self._pid != os.getpid():
            _ABANDONED.append((self._module, self._ctx, self._config, self._device_handle))
            self._load()

    def timeline(self) -> Timeline:
        """A new :class:`Timeline` on this module's device (in a fork() child: the child's)."""
        self._check_process()
        return Timeline(self.device)

    def function(self, name: str) -> rt.VmFunction:
        fn = self._functions.get(name)
        if fn is None:
            fn = self._module.lookup_function(name)
            if fn is None:
                raise KeyError(f"Function {name!r} not found in the compiled module")
            self._functions[name] = fn
        return fn

    # -- transfers --------------------------------------------------------------------------
    def on_this_device(self, value: Value) -> bool:
        """Whether ``value``'s device buffer (if any) is on this runtime's device."""
        return value.device is None or value.owner is None or value.owner.device is self.device

    def to_device(self, value: Value) -> rt.HalBufferView:
        self._check_process()
        if value.device is not None:
            if not self.on_this_device(value):
                raise ValueError("this value is on another device: read it back first")
            return value.device
        x = value.host
        assert x is not None
        et = int(rt.array_interop.map_dtype_to_element_type(x.dtype))
        if self.host_visible and (x.flags.c_contiguous and x.flags.writeable
                                  and x.ctypes.data % _ALIGNMENT == 0):
            buf = self.device.allocator.import_host_allocation(
                x,
                memory_type=int(rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE),
                allowed_usage=int(rt.BufferUsage.DEFAULT | rt.BufferUsage.MAPPING),
            )
            bv = rt.HalBufferView(buf, list(x.shape), et)
            value.keepalive = (x, buf)
        else:
            # a copy into a buffer of IREE's own: on the CPU drivers an array IREE cannot
            # import (misaligned, strided, read-only), 1.1 us for 20 KiB where an aligned
            # numpy copy to import took 4.5 us (its allocation alone 4 us)
            usage = rt.BufferUsage.DEFAULT | (rt.BufferUsage.MAPPING if self.host_visible
                                              else 0)
            bv = self.device.allocator.allocate_buffer_copy(
                memory_type=int(rt.MemoryType.DEVICE_LOCAL), allowed_usage=int(usage),
                device=self.device,
                buffer=np.require(x, requirements="C"),  # ascontiguousarray makes 0-d 1-d
                element_type=rt.array_interop.map_dtype_to_element_type(x.dtype))
            if self.host_visible:
                self.stats.host_copy_bytes += x.nbytes
            else:
                self.stats.host_to_device_bytes += x.nbytes
            self.stats.copies += 1
        value.device, value.owner = bv, self
        return bv

    def to_host(self, value: Value, dtype: np.dtype, after: Timeline | None = None
                ) -> np.ndarray:
        """``value`` on the host; ``after``: the timeline that computes it (async modules)."""
        if value.host is not None:
            return value.host
        bv = value.device
        assert bv is not None
        shape = list(bv.shape)
        if self.host_visible:
            if after is not None:
                after.wait()
            arr = bv.map().asarray(shape, np.dtype(dtype))
        else:
            arr = self._read_back(bv, shape, np.dtype(dtype), after)
            self.stats.device_to_host_bytes += arr.nbytes
            self.stats.copies += 1
        value.host = arr
        return arr

    def _read_back(self, bv: rt.HalBufferView, shape: list[int], dtype: np.dtype,
                   after: Timeline | None = None) -> np.ndarray:
        source = bv.get_buffer()
        alloc = self.device.allocator
        staging = alloc.allocate_buffer(
            memory_type=int(rt.MemoryType.HOST_LOCAL | rt.MemoryType.DEVICE_VISIBLE),
            allowed_usage=int(rt.BufferUsage.TRANSFER_TARGET | rt.BufferUsage.MAPPING_SCOPED),
            allocation_size=source.byte_length(),
        )
        sem = self.device.create_semaphore(0)
        wait = after.reached() if after is not None else rt.HalFence.create_at(sem, 0)
        self.device.queue_copy(source, staging, wait_semaphores=wait,
                               signal_semaphores=rt.HalFence.create_at(sem, 1))
        # Wait on the semaphore, not on a HalFence: on lavapipe a fence wait costs 5-11 ms per
        # readback even for a few bytes (the semaphore wait: ~0.05 ms; docs/notes.md).
        if not sem.wait(1):
            raise RuntimeError("IREE readback did not complete")
        return np.array(staging.map().asarray(shape, dtype), copy=True)

    # -- calls --------------------------------------------------------------------------------
    def call(self, name: str, inputs: Sequence[Value | int], timeline: Timeline | None = None
             ) -> list[Value]:
        """Calls ``name``; an ``int`` input is an ``i32`` scalar argument. ``timeline``: the
        module is async (:data:`ASYNC_FLAGS`): the call is queued after the timeline's last one
        and returns at once; its results are valid once the timeline gets there."""
        self._check_process()
        fn = self.function(name)
        views = [v if isinstance(v, int) else self.to_device(v) for v in inputs]
        args = rt.VmVariantList(len(views) + 2)
        for bv in views:
            if isinstance(bv, int):
                args.push_int(bv)
            else:
                args.push_ref(bv)
        if timeline is not None:
            for fence in timeline.advance():
                args.push_ref(fence)
        results = rt.VmVariantList(4)
        with self._lock:
            # ``views`` and ``inputs`` stay referenced until invoke returns (push_ref does not
            # keep the Python objects alive).
            try:
                self._ctx.vm_context.invoke(fn, args, results)
            except RuntimeError as e:
                failed = assertion_from_error(e)
                if failed is None:
                    raise
                raise failed from None
        # A result may alias an argument's buffer (a reshape returns it as it is), and an
        # imported argument's buffer is the host memory of the array its Value keeps alive
        # (to_device): every result keeps those arrays alive, or it would read freed memory
        # once the arguments' Values are dropped (split mode, a last segment reshaping a host
        # FFT's result: values around 1e26, no error)
        imported = tuple(v.keepalive for v in inputs
                         if isinstance(v, Value) and v.keepalive is not None)
        out = [Value(device=results.get_as_object(i, rt.HalBufferView), owner=self,
                     keepalive=imported or None)
               for i in range(results.size)]
        del views
        return out
