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
import hashlib
import os
import time
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from iree.compiler import ir

from ..stablehlo.match import TensorSpec, function_signature, largest_tensor_elements
from ..stablehlo.parse import find_entry
from .compile import (CompiledModule, bytecode_payload, compile_to_vmfb, iree_version,
                      resolve_target)
from .metadata import (CardError, attach_card, options_from_json, options_to_json, read_card,
                       specs_from_json, specs_to_json)
from .options import CompileOptions, build_flags, resolve_cpu_driver
from .profile import DispatchProfileError, Profile, Recorder, dispatch_rows, tools_note
from .runtime import CopyStats, ModuleRuntime, Value, device_uri, owned, shared_runtime

__all__ = ["CallStats", "CompiledProgram", "ModuleProgram", "SelfContained", "check_inputs",
           "run_function",
           "compile_self_contained"]


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


def run_function(rt: ModuleRuntime, name: str, inputs: Sequence[np.ndarray],
                 output_specs: Sequence[TensorSpec], stats: CallStats) -> tuple[np.ndarray, ...]:
    """``name`` of ``rt``'s module called on host arrays, its results as arrays the caller
    owns; ``stats`` gets the call's copies and wall time (every mode's plain call)."""
    before = dataclasses.replace(rt.stats)
    t0 = time.perf_counter()
    outs = rt.call(name, [Value(host=x) for x in inputs])
    result = tuple(owned(rt.to_host(v, spec.dtype)) for v, spec in zip(outs, output_specs))
    stats.total_seconds = time.perf_counter() - t0
    stats.add_copies(rt.stats, before)
    return result


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
    for a wrong count or dtype, ValueError for a wrong shape (any size fits a dynamic
    dimension, ``None`` in the spec's shape)."""
    if len(arrays) != len(specs):
        raise TypeError(f"@{entry} takes {len(specs)} input(s) ({', '.join(map(str, specs))}); "
                        f"got {len(arrays)}")
    checked = []
    for i, (x, spec) in enumerate(zip(arrays, specs)):
        x = _convert(x, spec, f"Input {i} of @{entry}")
        if not spec.matches(tuple(x.shape)):
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
        self._runtimes: dict[str, ModuleRuntime] = {}  # device URI -> the loaded module
        self._vmfb_digest: str | None = None

    #: the ``.vmfb`` IREE loads (None: nothing to load, e.g. a split program of FFTs only)
    _runtime_vmfb: bytes | None = None
    #: ``compile(..., verify=...)``'s report (a :class:`~iree_vkfft.checking.CheckReport`)
    verification: Any = None

    def _runtime(self) -> ModuleRuntime:
        """The module loaded on this thread's device (:func:`~.runtime.device_uri`), at the
        first call there; unpickled copies of one program share it (:func:`shared_runtime`)."""
        assert self._runtime_vmfb is not None
        uri = device_uri(self.options.driver)
        runtime = self._runtimes.get(uri)
        if runtime is None:
            self._check_device()
            if self._vmfb_digest is None:
                self._vmfb_digest = hashlib.sha256(self._runtime_vmfb).hexdigest()
            runtime = self._runtimes[uri] = shared_runtime(self._runtime_vmfb, uri,
                                                           self._vmfb_digest)
        return runtime

    def _check_device(self) -> None:
        """Raises when this thread's device cannot run the program (inline: its kernels'
        limits); called before the module is loaded on a device."""

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

    def profile(self, *arrays: Any, repeat: int = 5, dispatches: bool = True) -> Profile:
        """Where a call's time goes (:mod:`.profile`): one untimed warm-up call, then
        ``repeat`` timed calls on ``arrays``; every row is the median over those calls.
        ``dispatches``: also time IREE's dispatches (iree-benchmark-module with IREE's
        HAL profiling, a subprocess per IREE function). The outputs are those of
        ``self(*arrays)``; ``stats`` is the last call's."""
        if repeat < 1:
            raise ValueError(f"repeat must be at least 1; got {repeat}")
        inputs = check_inputs(self.entry, self._input_specs, arrays)
        warm_up = Recorder(capture=dispatches)
        self._profiled_run(inputs, warm_up)  # loads the module; first-call costs
        recorder = Recorder()
        for _ in range(repeat):
            recorder.start()
            t0 = time.perf_counter()
            self._profiled_run(inputs, recorder)
            recorder.end(time.perf_counter() - t0)
        rows, notes = recorder.rows(), []
        if dispatches:
            rows += self._dispatch_rows(warm_up, repeat, recorder.total_ms, notes)
        return Profile(self.mode, self.target, self.entry, repeat, recorder.total_ms,
                       tuple(rows), tuple(notes))

    def _profiled_run(self, inputs: list[np.ndarray], recorder: Recorder
                      ) -> tuple[np.ndarray, ...]:
        """One call with its rows recorded (default: the whole call, one ``call`` row)."""
        t0 = time.perf_counter()
        outs = self._run(inputs)
        recorder.add("call", f"@{self.entry}", self.target, time.perf_counter() - t0)
        return outs

    def _dispatch_rows(self, warm_up: Recorder, repeat: int, total_ms: float,
                       notes: list[str]) -> list:
        """The ``dispatch`` rows of the IREE functions the warm-up call captured (``(module
        key, function) -> args``); a note where IREE's tools could not."""
        rows, calls = [], warm_up.function_calls
        for (key, function), args in warm_up.captured.items():
            vmfb, device, parent = self._profiled_module(key, function)
            try:
                found = dispatch_rows(vmfb, function, args, device, repeat=repeat,
                                      parent=parent, total_ms=total_ms,
                                      function_calls=calls.get((key, function), 1))
            except DispatchProfileError as e:
                notes.append(f"no dispatch rows for {parent}: {e}")
                continue
            if not found:
                notes.append(f"{parent} runs no IREE dispatch (only copies or fills)")
            rows += found
        if rows:
            notes.insert(0, tools_note(repeat))
        return rows

    def _profiled_module(self, key: Any, function: str) -> tuple[bytes, str, str]:
        """(``.vmfb``, IREE device URI, parent row) of a captured function."""
        assert self._runtime_vmfb is not None
        return self._runtime_vmfb, self._runtime().uri, f"@{function}"

    @abc.abstractmethod
    def save(self, path: str | os.PathLike) -> None:
        """Writes the program's ``.vmfb`` (self-contained modes only)."""

    def _signature(self) -> str:
        ins = ", ".join(map(str, self._input_specs))
        outs = ", ".join(map(str, self._output_specs))
        return f"@{self.entry}({ins}) -> ({outs})"


class ModuleProgram(CompiledProgram):
    """A program compiled to one self-contained ``.vmfb`` (no Python needed to run it:
    ``iree-run-module --module=prog.vmfb``). ``ffts`` describes how each FFT was compiled.

    The ``.vmfb`` carries the program's card (:mod:`.metadata`), so ``save(path)`` writes just
    that file, ``iree_vkfft.load(path)`` reads it back, and a pickled program is that file too:
    another process loads it on its own device at the first call, without compiling again.
    Subclasses give ``mode`` and decode their FFT descriptions (:meth:`_ffts_from_card`).
    """

    def __init__(self, entry: str, options: CompileOptions, input_specs: Sequence[TensorSpec],
                 output_specs: Sequence[TensorSpec], vmfb: bytes, *, flags: Sequence[str] = (),
                 cache_hit: bool = False, ffts: Sequence[Any] = ()) -> None:
        super().__init__(entry, options, input_specs, output_specs)
        self.vmfb = vmfb
        self.flags = tuple(flags)
        self.cache_hit = cache_hit
        self._ffts = tuple(ffts)
        self._runtime_vmfb = vmfb

    @property
    def ffts(self) -> list[Any]:
        return list(self._ffts)

    def save(self, path: str | os.PathLike) -> None:
        """Writes the ``.vmfb`` (runs under ``iree-run-module``; ``iree_vkfft.load`` reads it
        back with its entry, specs, options and FFTs)."""
        Path(path).write_bytes(self.vmfb)

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} {self._signature()}; mode={self.mode}, "
                f"target={self.target}, {len(self._ffts)} FFT(s), {len(self.vmfb)} bytes>")

    def __reduce__(self):
        return (type(self).from_vmfb, (self.vmfb,))

    @classmethod
    def from_vmfb(cls, vmfb: bytes) -> "ModuleProgram":
        """The program a ``.vmfb`` of this mode holds (ValueError for any other file)."""
        card = read_card(vmfb)
        if card["mode"] != cls.mode:
            raise ValueError(f"this .vmfb holds a {card['mode']}-mode program, not {cls.mode}")
        try:
            program = cls(card["entry"], options_from_json(card["options"]),
                          specs_from_json(card["inputs"]), specs_from_json(card["outputs"]),
                          vmfb, flags=card["flags"], cache_hit=True,
                          ffts=cls._ffts_from_card(card))
            program._restore_card(card)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise CardError(f"this .vmfb's iree-vkfft program card does not describe a "
                            f"{cls.mode} program ({type(e).__name__}: {e})") from None
        return program

    @classmethod
    def _ffts_from_card(cls, card: dict) -> list[Any]:
        return list(card["ffts"])

    def _restore_card(self, card: dict) -> None:
        """Sets what a subclass keeps beyond the common fields."""

    def _run(self, inputs: list[np.ndarray], recorder: Recorder | None = None
             ) -> tuple[np.ndarray, ...]:
        rt = self._runtime()
        if recorder is None:
            stats = CallStats()
            result = run_function(rt, self.entry, inputs, self._output_specs, stats)
            self.stats = stats
            return result
        # profiled: the inputs' uploads, the call and the outputs' downloads timed apart
        before = dataclasses.replace(rt.stats)
        t0 = time.perf_counter()
        values = [Value(host=x) for x in inputs]
        for v in values:
            rt.to_device(v)
        t1 = time.perf_counter()
        recorder.add("copy", "host->device (inputs)", rt.driver, t1 - t0,
                     _moved(rt.stats, before))
        if recorder.capture:
            recorder.captured[(None, self.entry)] = list(inputs)
        outs = rt.call(self.entry, values)
        t2, mid = time.perf_counter(), dataclasses.replace(rt.stats)
        recorder.add("call", f"@{self.entry}", self.target, t2 - t1)
        result = tuple(owned(rt.to_host(v, spec.dtype))
                       for v, spec in zip(outs, self._output_specs))
        stats = CallStats(total_seconds=time.perf_counter() - t0)
        recorder.add("copy", "device->host (outputs)", rt.driver,
                     time.perf_counter() - t2, _moved(rt.stats, mid))
        stats.add_copies(rt.stats, before)
        self.stats = stats
        return result

    def _profiled_run(self, inputs: list[np.ndarray], recorder: Recorder
                      ) -> tuple[np.ndarray, ...]:
        return self._run(inputs, recorder)


def _moved(after: CopyStats, before: CopyStats) -> int:
    """Bytes copied between two snapshots of a runtime's statistics."""
    return sum(getattr(after, f) - getattr(before, f)
               for f in ("host_to_device_bytes", "device_to_host_bytes", "host_copy_bytes"))


@dataclasses.dataclass(frozen=True)
class SelfContained:
    """What :func:`compile_self_contained` hands a mode's program class."""

    compiled: CompiledModule
    options: CompileOptions  # fully resolved (Vulkan target, CPU driver)
    input_specs: list[TensorSpec]
    output_specs: list[TensorSpec]


def compile_self_contained(module: ir.Module, mode: str, options: CompileOptions, *,
                           entry: str, ffts: list, extra: dict | None = None,
                           use_cache: bool = True, device_name: str | None = None,
                           readable=None) -> SelfContained:
    """Compiles a lowered module (no ``stablehlo.fft`` left) into one ``.vmfb`` with the
    program card (``ffts``: JSON-able descriptions; ``extra``: the mode's own card fields)
    attached to ``entry``: the one path of inline and portable mode."""
    options = resolve_cpu_driver(resolve_target(options, device_name),
                                 largest_tensor_elements(module.operation))
    ins, outs = function_signature(find_entry(module, entry))
    attach_card(module, entry, dict(
        extra or {}, mode=mode, entry=entry, options=options_to_json(options),
        flags=build_flags(options), inputs=specs_to_json(ins), outputs=specs_to_json(outs),
        ffts=ffts, iree=iree_version()))
    payload = bytecode_payload(module, mode, readable=readable)
    compiled = compile_to_vmfb(payload, options, use_cache=use_cache, device_name=device_name)
    return SelfContained(compiled, options, ins, outs)
