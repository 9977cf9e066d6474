"""Providers: who executes an operation that IREE is not asked to compile.

A provider *claims* ops by name (``stablehlo.fft``) and turns each claimed op into a
:class:`BoundOp`, a host callable ``(*arrays) -> tuple[arrays]`` with StableHLO semantics.
Two providers ship for ``stablehlo.fft``:

* ``host``: pocketfft on the CPU: ``scipy.fft`` when scipy is installed (several threads for
  large batches), else ``numpy.fft``.
* ``vkfft``: :mod:`iree_vkfft.fft`, called through the same numpy-compatible API
  (``fftn/ifftn/rfftn/irfftn(x, s=..., axes=..., norm="backward")``).

Users can add providers for more ops with :func:`register_provider` or a private
:class:`ProviderRegistry` passed to ``compile(..., providers=...)``.
"""

from __future__ import annotations

import abc
import dataclasses
import logging
import os
import threading
from types import ModuleType
from typing import Callable, Mapping, Sequence

import numpy as np
from iree.compiler import ir

from .. import _config
from .. import fft as _vkfft_fft
from .._errors import NoDeviceError
from .._types import FftType
from ..stablehlo.match import FftDescription, TensorSpec, describe_fft

__all__ = [
    "BoundOp",
    "OpProvider",
    "FftProvider",
    "HostFftProvider",
    "VkfftProvider",
    "ProviderRegistry",
    "default_registry",
    "register_provider",
    "resolve_fft_choice",
    "FFT_OP",
]

_log = logging.getLogger(__name__)

FFT_OP = "stablehlo.fft"


@dataclasses.dataclass(frozen=True)
class BoundOp:
    """A claimed op bound to a provider: call it with numpy arrays, get a tuple of arrays.

    When ``accepts_out`` is true, ``fn`` also takes ``out=`` (one preallocated array per
    result, shaped and typed as ``out_specs``) and writes the results there; the runtime uses it
    to hand the provider memory that the next IREE segment can import without a copy.
    """

    provider: str
    description: str
    fn: Callable[..., tuple[np.ndarray, ...]]
    out_specs: tuple[TensorSpec, ...] = ()
    accepts_out: bool = False
    #: the results' concrete shapes for given inputs (needed when an ``out_specs`` entry has
    #: a dynamic dimension; None: the static ``out_specs``)
    out_shapes: Callable[..., tuple[tuple[int, ...], ...]] | None = None

    def result_specs(self, *arrays: np.ndarray) -> tuple[TensorSpec, ...]:
        """``out_specs`` at the concrete shapes these inputs give."""
        if self.out_shapes is None:
            return self.out_specs
        return tuple(s.concrete(shape)
                     for s, shape in zip(self.out_specs, self.out_shapes(*arrays)))

    def __call__(self, *arrays: np.ndarray, out: Sequence[np.ndarray] | None = None
                 ) -> tuple[np.ndarray, ...]:
        if out is None:
            return self.fn(*arrays)
        if not self.accepts_out:
            raise TypeError(f"{self.provider} provider of {self.description} takes no out=")
        return self.fn(*arrays, out=out)


class OpProvider(abc.ABC):
    """Executes one kind of op on the host."""

    #: short name used in ``compile(fft=...)`` and in statistics
    name: str = ""

    def is_available(self) -> bool:
        return True

    def unavailable_reason(self) -> str:
        return ""

    @abc.abstractmethod
    def bind(self, op: ir.Operation) -> BoundOp:
        """Prepares ``op``; raises UnsupportedProgramError if this provider cannot run it."""


_UNSET = object()

_NUMPY_FUNCTIONS = {FftType.FFT: "fftn", FftType.IFFT: "ifftn", FftType.RFFT: "rfftn",
                    FftType.IRFFT: "irfftn"}


def _fft_funnel(fft_module: ModuleType, desc: FftDescription, x: np.ndarray,
                out: np.ndarray | None = None) -> np.ndarray:
    """StableHLO ``fft`` semantics through a numpy-compatible FFT module (numpy-2 ``out=``)."""
    fn = getattr(fft_module, _NUMPY_FUNCTIONS[desc.fft_type])
    kwargs = {} if out is None else {"out": out}
    y = fn(x, s=desc.fft_length, axes=desc.axes, norm="backward", **kwargs)
    if out is not None:
        return out
    # pocketfft keeps single precision in numpy 2, but be exact about the declared type.
    return np.asarray(y).astype(desc.result.dtype, copy=False)


class FftProvider(OpProvider):
    """``stablehlo.fft`` through a module with numpy's ``fftn/ifftn/rfftn/irfftn`` API."""

    def _fft_module(self) -> ModuleType:
        raise NotImplementedError

    def _transform(self, fft_module: ModuleType, desc: FftDescription, x: np.ndarray,
                   out: np.ndarray | None) -> np.ndarray:
        return _fft_funnel(fft_module, desc, x, out)

    def bind(self, op: ir.Operation) -> BoundOp:
        desc = describe_fft(op)
        fft_module = self._fft_module()

        def run(x: np.ndarray, out: Sequence[np.ndarray] | None = None) -> tuple[np.ndarray]:
            if not desc.operand.matches(x.shape):
                raise ValueError(f"{desc}: operand has shape {x.shape}")
            return (self._transform(fft_module, desc, x, None if out is None else out[0]),)

        # the batch dimensions may be dynamic: each call transforms the shape it is given
        return BoundOp(self.name, str(desc), run, (desc.result,), accepts_out=True,
                       out_shapes=lambda x: (desc.result_shape(x.shape),))


class HostFftProvider(FftProvider):
    """pocketfft on the CPU; exact StableHLO semantics, f32 stays c64 and f64 stays c128.

    Uses ``scipy.fft`` when scipy is importable (3-5x faster than ``numpy.fft`` on Whisper's
    3001x400 RFFT even on one thread, and it takes ``workers``), else ``numpy.fft``.
    ``workers``: threads for a transform of at least ``parallel_points`` points (scipy only;
    default: all cores); smaller ones stay on one thread, where a pool costs more than it saves.
    """

    name = "host"

    def __init__(self, workers: int | None = None, parallel_points: int = 1 << 16,
                 use_scipy: bool | None = None) -> None:
        self.workers = workers if workers is not None else (os.cpu_count() or 1)
        self.parallel_points = parallel_points
        self._use_scipy = use_scipy
        # scipy.fft is imported on first use (it costs ~0.15 s at import time)
        self._scipy: ModuleType | None | object = None if use_scipy is False else _UNSET
        self._lock = threading.Lock()

    def __getstate__(self) -> dict:  # pickles with a split program; scipy is found again
        return {"workers": self.workers, "parallel_points": self.parallel_points,
                "use_scipy": self._use_scipy}

    def __setstate__(self, state: dict) -> None:
        self.__init__(**state)

    def _scipy_fft(self) -> ModuleType | None:
        if self._scipy is _UNSET:
            with self._lock:
                if self._scipy is _UNSET:
                    try:
                        import scipy.fft

                        self._scipy = scipy.fft
                    except ImportError:
                        if self._use_scipy:
                            raise
                        self._scipy = None
        return self._scipy  # type: ignore[return-value]

    @property
    def backend(self) -> str:
        """"scipy.fft" or "numpy.fft"."""
        return "scipy.fft" if self._scipy_fft() is not None else "numpy.fft"

    def _fft_module(self) -> ModuleType:
        mod = self._scipy_fft()
        return mod if mod is not None else np.fft

    def _transform(self, fft_module: ModuleType, desc: FftDescription, x: np.ndarray,
                   out: np.ndarray | None) -> np.ndarray:
        if fft_module is np.fft:
            return _fft_funnel(fft_module, desc, x, out)
        workers = self.workers if x.size >= self.parallel_points else 1
        fn = getattr(fft_module, _NUMPY_FUNCTIONS[desc.fft_type])
        y = fn(x, s=desc.fft_length, axes=desc.axes, norm="backward", workers=workers)
        if out is None:
            return np.asarray(y).astype(desc.result.dtype, copy=False)
        np.copyto(out, y, casting="same_kind")  # scipy.fft has no out=
        return out


class VkfftProvider(FftProvider):
    """VkFFT through :mod:`iree_vkfft.fft`; unavailable when no Vulkan device can be opened."""

    name = "vkfft"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._checked = False
        self._error: str = ""
        self._exception: Exception | None = None

    def __getstate__(self) -> dict:  # whether VkFFT runs is asked again where it is unpickled
        return {}

    def __setstate__(self, state: dict) -> None:
        self.__init__()

    def _check(self) -> str:
        """Why VkFFT cannot run here ("" when it can); asked once."""
        with self._lock:
            if not self._checked:
                try:
                    _config.current_device()
                except Exception as e:  # noqa: BLE001 - no extension, loader or device
                    self._error = f"{type(e).__name__}: {e}"
                    self._exception = e
                    _log.debug("vkfft provider unavailable: %s", self._error)
                self._checked = True
            return self._error

    def is_available(self) -> bool:
        return not self._check()

    def unavailable_reason(self) -> str:
        return self._check()

    def unavailable_error(self) -> Exception | None:
        """The exception that made the provider unavailable (None when it is available)."""
        return self._exception if self._check() else None

    def _fft_module(self) -> ModuleType:
        if self._check():
            raise RuntimeError(f"The vkfft FFT provider is not available ({self._error})")
        return _vkfft_fft

    def runs_on_gpu(self) -> bool:
        """Whether VkFFT's current device is a GPU (not a CPU driver such as lavapipe)."""
        return self.is_available() and bool(_config.current_device().is_gpu)


class ProviderRegistry:
    """Maps op names to named providers; the first registered for an op is its default."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_op: dict[str, dict[str, OpProvider]] = {}

    def register(self, op_name: str, provider: OpProvider, *, replace: bool = False) -> None:
        if not provider.name:
            raise ValueError("provider.name must be a non-empty string")
        with self._lock:
            table = self._by_op.setdefault(op_name, {})
            if provider.name in table and not replace:
                raise ValueError(
                    f"A provider named {provider.name!r} is already registered for {op_name}; "
                    "pass replace=True to override it"
                )
            table[provider.name] = provider

    def op_names(self) -> frozenset[str]:
        with self._lock:
            return frozenset(self._by_op)

    def providers(self, op_name: str) -> dict[str, OpProvider]:
        with self._lock:
            return dict(self._by_op.get(op_name, {}))

    def select(self, op_name: str, choice: str | None = None) -> OpProvider:
        table = self.providers(op_name)
        if not table:
            raise KeyError(f"No provider registered for {op_name}")
        if choice is None:
            return next(iter(table.values()))
        if choice not in table:
            raise ValueError(
                f"Unknown provider {choice!r} for {op_name}; registered: {', '.join(table)}"
            )
        return table[choice]

    def copy(self) -> "ProviderRegistry":
        new = ProviderRegistry()
        with self._lock:
            new._by_op = {k: dict(v) for k, v in self._by_op.items()}
        return new


def _make_default_registry() -> ProviderRegistry:
    reg = ProviderRegistry()
    reg.register(FFT_OP, HostFftProvider())
    reg.register(FFT_OP, VkfftProvider())
    return reg


_DEFAULT_REGISTRY = _make_default_registry()


def default_registry() -> ProviderRegistry:
    """The process-wide registry used when ``compile`` gets no ``providers=``."""
    return _DEFAULT_REGISTRY


def register_provider(op_name: str, provider: OpProvider, *, replace: bool = False) -> None:
    """Registers ``provider`` for ``op_name`` in the default registry."""
    _DEFAULT_REGISTRY.register(op_name, provider, replace=replace)


_GPU_CLASS_TARGETS = frozenset({"vulkan", "vulkan-spirv"})


def resolve_fft_choice(fft: str, target: str, registry: ProviderRegistry) -> OpProvider:
    """Provider for ``compile(fft=...)``. "auto": vkfft for GPU-class targets when VkFFT's
    device is a GPU; otherwise host (on a CPU Vulkan driver such as lavapipe, pocketfft is
    several times faster than VkFFT and needs no transfers)."""
    if fft == "auto":
        vk = registry.providers(FFT_OP).get("vkfft")
        if (target in _GPU_CLASS_TARGETS and vk is not None and vk.is_available()
                and getattr(vk, "runs_on_gpu", lambda: True)()):
            return vk
        return registry.select(FFT_OP, "host")
    provider = registry.select(FFT_OP, fft)
    if not provider.is_available():
        cause = getattr(provider, "unavailable_error", lambda: None)()
        if isinstance(cause, NoDeviceError):  # no engine / loader / driver: its own class
            raise type(cause)(f"FFT provider {fft!r} is not available: {cause.reason}",
                              cause.code, cause.missing) from cause
        raise RuntimeError(
            f"FFT provider {fft!r} is not available: {provider.unavailable_reason()}"
        )
    return provider


def select_providers(
    registry: ProviderRegistry, fft_provider: OpProvider, choices: Mapping[str, str] | None = None
) -> dict[str, OpProvider]:
    """One provider per claimed op name: ``fft_provider`` for stablehlo.fft, else choices/default."""
    chosen: dict[str, OpProvider] = {}
    for op_name in registry.op_names():
        if op_name == FFT_OP:
            chosen[op_name] = fft_provider
        else:
            chosen[op_name] = registry.select(op_name, (choices or {}).get(op_name))
    return chosen
