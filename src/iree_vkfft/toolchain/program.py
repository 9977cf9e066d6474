"""The one compiled-program contract every mode returns.

:class:`CompiledProgram` — ``mode``, ``target``, ``entry``, ``options``, ``input_specs``,
``output_specs``, ``stats`` (of the last call) and ``__call__(*arrays) -> tuple`` with one input
check for every mode (:func:`check_inputs`). :class:`ModuleProgram` adds what self-contained
modes (inline, portable) have: the ``.vmfb`` (``vmfb``, ``save(path)``), loaded on IREE's
runtime at the first call. Split mode runs Python between its segments, so its ``save``
raises and says which modes can.

Input conversions (the same in every mode): numpy arrays must have the declared dtype and
shape exactly (a wrong dtype is a TypeError naming ``astype``: no silent narrowing of a
float64 array); lists, tuples, Python scalars and numpy scalars are converted to the declared
dtype when numpy's ``same_kind`` rule allows it (``0.5`` for a ``float32`` time step, not
``1j`` for it).
"""

from __future__ import annotations

import abc
import dataclasses
import os
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..stablehlo.match import TensorSpec
from .options import CompileOptions
from .runtime import CopyStats, ModuleRuntime, Value

__all__ = ["CallStats", "CompiledProgram", "ModuleProgram", "check_inputs"]


@dataclasses.dataclass
class CallStats(CopyStats):
    """Statistics of the last call: the runtime's copies during it (0 when everything passed
    zero-copy) and its wall time; split mode adds its segment/provider breakdown."""

    total_seconds: float = 0.0

    @property
    def bytes_copied(self) -> int:
        return self.host_to_device_bytes + self.device_to_host_bytes + self.host_copy_bytes

    def add_copies(self, after: CopyStats, before: CopyStats) -> None:
        """Counts the runtime's copies between two snapshots of its statistics."""
        for f in dataclasses.fields(CopyStats):
            setattr(self, f.name, getattr(self, f.name) + getattr(after, f.name)
                    - getattr(before, f.name))


def _convert(x: Any, spec: TensorSpec, what: str) -> np.ndarray:
    if isinstance(x, np.ndarray):
        if x.dtype != spec.dtype:
            raise TypeError(f"{what} must have dtype {spec.dtype.name}; got {x.dtype.name} "
                            f"(convert it with .astype(np.{spec.dtype.name}))")
        return x
    given = np.asarray(x)
    numeric = given.dtype.kind in "biufc"
    if not numeric or not np.can_cast(given.dtype, spec.dtype, "same_kind"):
        got = type(x).__name__ + (f" of {given.dtype.name}" if numeric else "")
        raise TypeError(f"{what} must have dtype {spec.dtype.name}; got {got}")
    return given.astype(spec.dtype)


def check_inputs(entry: str, specs: Sequence[TensorSpec], arrays: Sequence[Any]
                 ) -> list[np.ndarray]:
    """``arrays`` as numpy arrays matching ``specs`` (see the module docstring); TypeError
    for a wrong count or dtype, ValueError for a wrong shape."""
    if len(arrays) != len(specs):
        raise TypeError(f"@{entry} takes {len(specs)} input(s) ({', '.join(map(str, specs))}); "
                        f"got {len(arrays)}")
    checked = []
    for i, (x, spec) in enumerate(zip(arrays, specs)):
        x = _convert(x, spec, f"Input {i} of @{entry}")
        if tuple(x.shape) != spec.shape:
            raise ValueError(f"Input {i} of @{entry} must have shape {spec.shape}; "
                             f"got {tuple(x.shape)}")
        checked.append(x)
    return checked


class CompiledProgram(abc.ABC):
    """A compiled StableHLO program: call it with arrays, get a tuple of numpy arrays."""

    #: "split", "inline" or "portable"
    mode: str = ""

    def __init__(self, entry: str, options: CompileOptions, input_specs: Sequence[TensorSpec],
                 output_specs: Sequence[TensorSpec]) -> None:
        self.entry = entry
        self.options = options
        self._input_specs = tuple(input_specs)
        self._output_specs = tuple(output_specs)
        self.stats: CallStats = CallStats()

    @property
    def target(self) -> str:
        """The IREE target backend ("llvm-cpu", "vulkan-spirv", "metal-spirv", ...)."""
        return self.options.target

    @property
    def input_specs(self) -> list[TensorSpec]:
        return list(self._input_specs)

    @property
    def output_specs(self) -> list[TensorSpec]:
        return list(self._output_specs)

    def __call__(self, *arrays: Any) -> tuple[np.ndarray, ...]:
        return self._run(check_inputs(self.entry, self._input_specs, arrays))

    @abc.abstractmethod
    def _run(self, inputs: list[np.ndarray]) -> tuple[np.ndarray, ...]:
        """Runs the program on checked inputs and sets ``self.stats``."""

    @abc.abstractmethod
    def save(self, path: str | os.PathLike) -> None:
        """Writes the program's ``.vmfb`` (self-contained modes only)."""

    def _signature(self) -> str:
        ins = ", ".join(map(str, self._input_specs))
        outs = ", ".join(map(str, self._output_specs))
        return f"@{self.entry}({ins}) -> ({outs})"


class ModuleProgram(CompiledProgram):
    """A program compiled to one self-contained ``.vmfb`` (no Python needed to run it:
    ``iree-run-module --module=prog.vmfb``). ``ffts`` describes how each FFT was compiled."""

    def __init__(self, entry: str, options: CompileOptions, input_specs: Sequence[TensorSpec],
                 output_specs: Sequence[TensorSpec], vmfb: bytes, *, flags: Sequence[str] = (),
                 cache_hit: bool = False, ffts: Sequence[Any] = ()) -> None:
        super().__init__(entry, options, input_specs, output_specs)
        self.vmfb = vmfb
        self.flags = tuple(flags)
        self.cache_hit = cache_hit
        self._ffts = tuple(ffts)
        self._rt: ModuleRuntime | None = None

    @property
    def ffts(self) -> list[Any]:
        return list(self._ffts)

    def save(self, path: str | os.PathLike) -> None:
        Path(path).write_bytes(self.vmfb)

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} {self._signature()}; mode={self.mode}, "
                f"target={self.target}, {len(self._ffts)} FFT(s), {len(self.vmfb)} bytes>")

    def __getstate__(self) -> dict:
        """Pickles to its artefacts (the ``.vmfb``, specs, options, FFT descriptions): another
        process loads it on its own device at the first call, without compiling again."""
        state = dict(self.__dict__)
        state["_rt"] = None
        return state

    def _runtime(self) -> ModuleRuntime:
        if self._rt is None:
            self._rt = ModuleRuntime(self.vmfb, self.options.driver)
        return self._rt

    def _run(self, inputs: list[np.ndarray]) -> tuple[np.ndarray, ...]:
        rt = self._runtime()
        before = dataclasses.replace(rt.stats)
        t0 = time.perf_counter()
        outs = rt.call(self.entry, [Value(host=x) for x in inputs])
        result = tuple(rt.to_host(v, spec.dtype) for v, spec in zip(outs, self._output_specs))
        stats = CallStats(total_seconds=time.perf_counter() - t0)
        stats.add_copies(rt.stats, before)
        self.stats = stats
        return result
