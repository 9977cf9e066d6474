"""iree-vkfft for Dask: numpy.fft's functions on ``dask.array``, compiled programs mapped over a
batch, one Vulkan device per ``distributed`` worker.

- :func:`fft`, :func:`rfft`, ... :func:`irfftn` — :mod:`iree_vkfft.fft` on each block, built
  with Dask's own :func:`dask.array.fft.fft_wrap`: the transformed axes must each be one chunk
  (Dask's rule and Dask's ``ValueError``; ``x.rechunk({axis: -1})`` fixes it), result dtypes
  are numpy's (complex64 stays complex64), ``n=``/``s=``/``axes=``/``norm=`` as in numpy.
  :func:`fftfreq`, :func:`rfftfreq`, :func:`fftshift`, :func:`ifftshift` are Dask's.
- :func:`map_program` — a compiled program (:func:`iree_vkfft.compile`) over the blocks of a
  dask array batched along axis 0; the program travels to workers once per worker, pickled
  (every mode pickles: portable and inline programs to their ``.vmfb``).
- :class:`VulkanDevicePlugin` — a ``distributed.WorkerPlugin`` giving each worker its own
  Vulkan device, round-robin; ``IREE_VKFFT_DEVICE=<index or name substring>`` in a worker's
  environment does the same by hand.

Importing this module imports ``dask.array``; ``distributed`` is imported only when
:class:`VulkanDevicePlugin` is first used. ``import iree_vkfft`` imports neither.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import uuid
import warnings
from typing import Any, Sequence

import dask
import dask.array as da
import numpy as np
from dask.array.fft import fft_wrap, fftfreq, fftshift, ifftshift, rfftfreq

from . import fft as _fft
from ._engine import Device

logger = logging.getLogger("iree_vkfft.dask")

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2",
           "fftn", "ifftn", "rfftn", "irfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift",
           "map_program", "VulkanDevicePlugin"]


# -- numpy.fft's functions -------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _result_dtype(kind: str, dtype: np.dtype, norm) -> np.dtype:
    """numpy's result dtype for ``kind`` on ``dtype`` (from a 4-point numpy transform: also
    numpy's early TypeError for complex rfft input and ValueError for a bad ``norm``)."""
    one_axis = kind.rstrip("2n")
    return getattr(np.fft, one_axis)(np.ones(4, dtype), norm=norm).dtype


def _one_axis(kind: str):
    func = getattr(_fft, kind)

    def transform(a, n=None, axis=-1, norm=None):
        a = da.asarray(a)
        wrapped = fft_wrap(func, kind=kind, dtype=_result_dtype(kind, a.dtype, norm))
        return wrapped(a, n, axis, norm)

    transform.__name__ = transform.__qualname__ = kind
    transform.__doc__ = (f"numpy.fft.{kind} of a dask array, :func:`iree_vkfft.fft.{kind}` on "
                         f"each block; ``axis`` must be one chunk (dask.array.fft's rule).")
    return transform


def _n_axes(kind: str):
    func = getattr(_fft, kind)
    default_axes = (-2, -1) if kind.endswith("2") else None

    def transform(a, s=None, axes=default_axes, norm=None):
        a = da.asarray(a)
        if axes is None and s is not None:
            # numpy (and its DeprecationWarning): the last len(s) axes; fft_wrap takes the first
            warnings.warn("`axes` should not be `None` if `s` is not `None` (Deprecated in "
                          "NumPy 2.0)", DeprecationWarning, stacklevel=2)
            axes = tuple(range(-len(s), 0))
        if s is not None and axes is not None and len(s) != len(axes):
            raise ValueError(f"Shape and axes have different lengths: s={tuple(s)}, "
                             f"axes={tuple(axes)}")
        wrapped = fft_wrap(func, kind=kind, dtype=_result_dtype(kind, a.dtype, norm))
        return wrapped(a, s, axes, norm)

    transform.__name__ = transform.__qualname__ = kind
    transform.__doc__ = (f"numpy.fft.{kind} of a dask array, :func:`iree_vkfft.fft.{kind}` on "
                         f"each block; every transformed axis must be one chunk "
                         f"(dask.array.fft's rule).")
    return transform


fft, ifft, rfft, irfft, hfft, ihfft = map(_one_axis, ("fft", "ifft", "rfft", "irfft", "hfft",
                                                      "ihfft"))
fft2, ifft2, rfft2, irfft2 = map(_n_axes, ("fft2", "ifft2", "rfft2", "irfft2"))
fftn, ifftn, rfftn, irfftn = map(_n_axes, ("fftn", "ifftn", "rfftn", "irfftn"))


# -- compiled programs over a batch ----------------------------------------------------------

def _program_key(prog) -> str:
    """One graph key per program: a digest of its ``.vmfb``, entry and options when it has a
    ``.vmfb`` (the same program mapped twice is one key), else a fresh name."""
    vmfb = getattr(prog, "vmfb", None)
    if isinstance(vmfb, (bytes, bytearray)):
        digest = hashlib.sha256(bytes(vmfb))
        digest.update(f"{prog.entry}\0{prog.options!r}".encode())
        return f"iree-program-{prog.entry}-{digest.hexdigest()[:32]}"
    return f"iree-program-{prog.entry}-{uuid.uuid4().hex}"


def _check_batch(prog, x, batched: bool | None) -> bool:
    """Whether ``x``'s blocks are whole program inputs (``batched``) or stacks of them;
    TypeError/ValueError when its dtype, shape or chunks cannot match the first input."""
    spec = prog.input_specs[0]
    if not isinstance(x, da.Array):
        raise TypeError(f"map_program maps over a dask array; got {type(x).__name__} "
                        f"(wrap it with dask.array.from_array(x, chunks=...))")
    if x.dtype != spec.dtype:
        raise TypeError(f"Input 0 of @{prog.entry} must have dtype {spec.dtype.name}; the dask "
                        f"array has {x.dtype.name} (convert it with .astype(np.{spec.dtype.name}))")
    if any(np.isnan(c) for cs in x.chunks for c in cs):
        raise ValueError("the dask array's chunk sizes are unknown; call x.compute_chunk_sizes()")
    if batched is None:
        batched = x.ndim == len(spec.shape)
    want = spec.shape[1:] if batched else spec.shape
    if len(spec.shape) < int(batched) or tuple(x.shape[1:]) != tuple(want):
        raise ValueError(f"Input 0 of @{prog.entry} is {spec}: a dask array of shape "
                         f"{x.shape} is not a batch of it along axis 0 (expected shape "
                         f"(n, {', '.join(map(str, want))})"
                         f"{', with batched=True' if batched else ''})")
    for axis in range(1, x.ndim):
        if len(x.chunks[axis]) != 1:
            raise ValueError(f"axis {axis} of the dask array has chunks {x.chunks[axis]}: only "
                             f"axis 0 may be chunked for @{prog.entry}; use "
                             f"x.rechunk({{{axis}: -1}})")
    if batched and any(c != spec.shape[0] for c in x.chunks[0]):
        raise ValueError(f"@{prog.entry} takes whole blocks of {spec.shape[0]} along axis 0; the "
                         f"dask array's chunks there are {x.chunks[0]} (rechunk to "
                         f"{spec.shape[0]} and pad the last block, or map items: "
                         f"batched=False with a program taking one item)")
    return batched


def _run_block(block: np.ndarray, prog, batched: bool, *args) -> tuple[np.ndarray, ...]:
    """The program's outputs for one block: its items' outputs stacked, or (``batched``) the
    program on the block itself."""
    if batched:
        return prog(np.ascontiguousarray(block), *args)
    outs = tuple(np.empty((len(block),) + tuple(s.shape), s.dtype) for s in prog.output_specs)
    for i, item in enumerate(block):
        for out, y in zip(outs, prog(np.ascontiguousarray(item), *args)):
            out[i] = y
    return outs


def _pick(results: tuple, index: int) -> np.ndarray:
    return results[index]


def map_program(prog, x, *args, batched: bool | None = None) -> tuple[da.Array, ...]:
    """Run a compiled program over the blocks of ``x``, a dask array batched along axis 0.

    ``prog`` is a :func:`iree_vkfft.compile` result; ``x`` feeds its first input and ``args``
    (numpy arrays or scalars, checked now as the program checks them) its other inputs, the
    same for every block. Two layouts, chosen by ``x.ndim`` unless ``batched`` says:

    - items (``x.ndim == input rank + 1``): ``x[i]`` is one program input; each block's items
      run one by one and each output is stacked, shape ``(len(x),) + output shape``.
    - batched (``x.ndim == input rank``): every block is exactly the program's input (its
      first axis is the program's batch); outputs are concatenated along axis 0.

    Only axis 0 may be chunked. Bad shapes, dtypes or chunks raise TypeError/ValueError here,
    not in a worker. The program (and each of ``args``) is one key of the graph, so a
    distributed worker receives and unpickles it once per computation, not once per task.
    Returns a tuple of dask arrays, one per program output, like ``prog(*arrays)``.

    >>> prog = iree_vkfft.compile("whisper_logmel.mlir", mode="portable")
    >>> clips = dask.array.from_array(corpus, chunks=(2, 480000))   # (n_clips, 480000) f32
    >>> (logmel,) = iree_vkfft.dask.map_program(prog, clips, filters, window)  # (n, 80, 3000)
    """
    from .toolchain.program import check_inputs

    batched = _check_batch(prog, x, batched)
    specs = prog.input_specs
    placeholder = np.broadcast_to(np.zeros((), specs[0].dtype), specs[0].shape)
    checked = check_inputs(prog.entry, specs, [placeholder, *args])[1:]
    prog_d = dask.delayed(prog, name=_program_key(prog), pure=True)
    args_d = [dask.delayed(a, pure=True) for a in checked]
    results = da.map_blocks(
        _run_block, x, prog_d, batched, *args_d, token=f"{prog.entry}-blocks",
        drop_axis=list(range(1, x.ndim)), chunks=(x.chunks[0],), dtype=object,
        meta=np.empty((0,), object))
    outs = []
    for k, spec in enumerate(prog.output_specs):
        shape = tuple(spec.shape)
        if batched and not shape:
            raise ValueError(f"output {k} of @{prog.entry} is a scalar: batched blocks cannot "
                             f"be concatenated along axis 0 (map items with batched=False)")
        first = tuple(shape[0] for _ in x.chunks[0]) if batched else x.chunks[0]
        rest = shape[1:] if batched else shape
        chunks = (first,) + tuple((n,) for n in rest)
        outs.append(results.map_blocks(
            _pick, k, token=f"{prog.entry}-output{k}", new_axis=list(range(1, len(chunks))),
            chunks=chunks, dtype=spec.dtype, meta=np.empty((0,) * len(chunks), spec.dtype)))
    return tuple(outs)


# -- one Vulkan device per distributed worker -------------------------------------------------

def _choose(specs: Sequence[Any], position: int) -> str:
    spec = specs[position % len(specs)]
    return str(spec.index if isinstance(spec, Device) else spec)


class _VulkanDevicePlugin:
    """Gives each ``distributed`` worker its own Vulkan device by setting
    ``IREE_VKFFT_DEVICE`` in the worker's process before its first FFT.

    ``devices``: indices, name substrings or :class:`iree_vkfft.Device` s to deal out
    round-robin; None deals out ``iree_vkfft.devices()`` as each worker sees them. A
    worker's turn is its place among the scheduler's workers on its host when the plugin
    reaches it (workers added later may share a device with earlier ones). A worker whose
    environment already sets ``IREE_VKFFT_DEVICE`` keeps it: setting that variable per
    worker (``IREE_VKFFT_DEVICE=<index or name substring> dask worker ...``) is the manual
    form of this plugin. The device serves :mod:`iree_vkfft.fft`/``scipy_fft``, split mode's
    VkFFT FFTs and every compiled program on Vulkan (IREE's modules load on the device
    ``iree_vkfft.current_device()`` names: :func:`iree_vkfft.toolchain.runtime.device_uri`).

    >>> client.register_plugin(iree_vkfft.dask.VulkanDevicePlugin())
    """

    name = "iree-vkfft-vulkan-device"

    def __init__(self, devices: Sequence[Any] | None = None):
        if devices is not None:
            devices = list(devices)
            if not devices:
                raise ValueError("VulkanDevicePlugin needs at least one device (or None)")
            for d in devices:
                if not isinstance(d, (int, str, Device)):
                    raise TypeError(f"a device is an index, a name substring or a Device, "
                                    f"not {type(d).__name__}")
        self.devices = devices
        self._previous: str | None = None
        self._set = False

    async def setup(self, worker) -> None:
        from ._engine import devices as all_devices, select_device

        if os.environ.get("IREE_VKFFT_DEVICE", "").strip():
            logger.info("worker %s keeps IREE_VKFFT_DEVICE=%s", worker.address,
                        os.environ["IREE_VKFFT_DEVICE"])
            return
        identity = await worker.scheduler.identity()
        peers = [a for a, w in identity["workers"].items() if w.get("host") == worker.host]
        position = peers.index(worker.address) if worker.address in peers else len(peers)
        chosen = _choose(self.devices or all_devices(), position)
        select_device(chosen)  # an unknown device fails here, in setup, by name
        self._previous = os.environ.get("IREE_VKFFT_DEVICE")
        os.environ["IREE_VKFFT_DEVICE"] = chosen
        self._set = True
        logger.info("worker %s (#%d on %s) uses Vulkan device %s", worker.address,
                    position, worker.host, chosen)

    def teardown(self, worker) -> None:
        if not self._set:
            return
        if self._previous is None:
            os.environ.pop("IREE_VKFFT_DEVICE", None)
        else:
            os.environ["IREE_VKFFT_DEVICE"] = self._previous


def _make_plugin_class():
    from distributed import WorkerPlugin

    return type("VulkanDevicePlugin", (_VulkanDevicePlugin, WorkerPlugin),
                {"__module__": __name__, "__doc__": _VulkanDevicePlugin.__doc__})


def __getattr__(name: str):
    # the plugin subclasses distributed.WorkerPlugin: distributed is imported on first use
    if name == "VulkanDevicePlugin":
        cls = globals()[name] = _make_plugin_class()
        return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
