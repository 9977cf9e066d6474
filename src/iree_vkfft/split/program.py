"""Split mode: ``compile_split(module) -> SplitProgram``; ``SplitProgram(*arrays) -> tuple``.

Pipeline: parse (inline private funcs) -> partition the entry at claimed ops -> compile all
segment functions as one module (:func:`~iree_vkfft.toolchain.compile.compile_to_vmfb`) ->
execute the schedule, calling IREE for segments and the chosen provider (host pocketfft or
VkFFT) for FFTs; ``stablehlo.while``/``case`` containing FFTs are driven from the host.

With the ``vkfft`` provider on the Vulkan target the FFTs are functions of a companion module
loaded beside the segments on IREE's device, VkFFT's kernels run by IREE (:mod:`.device_ffts`):
values stay on the device from the program's inputs to its outputs, and only a loop's
predicate or a case's index is read back. Both modules are async (IREE's coarse fences): every
call is queued on one timeline, and the host waits only to read a value back. ``stats.between_segments_bytes`` counts what crosses host<->device between them.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import time
from typing import Any, Mapping

import numpy as np
from iree.compiler import ir

from .. import _config, _engine
from .._errors import VkFFTError
from ..dispatch import InlineError, KernelLimits
from ..stablehlo.match import describe_fft, find_ops, largest_tensor_elements
from ..stablehlo.parse import find_entry, parse_program
from ..stablehlo.partition import (
    CaseStep,
    HostOpStep,
    Partition,
    Schedule,
    SegmentStep,
    WhileStep,
    partition_function,
)
from ..stablehlo.cutting import cut_segment
from ..toolchain.compile import (CompiledModule, IreeCompileError, bytecode_payload,
                                 compile_to_vmfb, iree_version, module_bytecode, text_payload)
from ..toolchain.options import CompileOptions, resolve_cpu_driver
from ..toolchain.profile import Recorder
from ..toolchain.program import CallStats, CompiledProgram, run_function
from ..workarounds import registry as workarounds
from ..toolchain.runtime import (ASYNC_FLAGS, ModuleRuntime, Timeline, Value, aligned_empty,
                                 device_uri, owned, shared_runtime)
from .device_ffts import DeviceFfts, build_fft_module
from .fft_placement import FftPlacement
from .placement import place, placement_key
from .providers import (
    _GPU_CLASS_TARGETS,
    FFT_OP,
    BoundOp,
    HostFftProvider,
    ProviderRegistry,
    VkfftProvider,
    default_registry,
    resolve_fft_choice,
    select_providers,
)

__all__ = ["SplitProgram", "SplitStats", "compile_split", "describe_split"]

_log = logging.getLogger(__name__)

_UNSET = object()


@dataclasses.dataclass
class SplitStats(CallStats):
    """Statistics of the last call, with split mode's segment/provider breakdown."""

    segment_calls: int = 0
    segment_seconds: float = 0.0
    provider_calls: dict[str, int] = dataclasses.field(default_factory=dict)
    provider_seconds: dict[str, float] = dataclasses.field(default_factory=dict)
    loop_iterations: int = 0
    #: FFT steps run by IREE on its device (split mode's FFT functions, :mod:`.device_ffts`)
    device_fft_calls: int = 0
    #: bytes moved host<->device for values other than the program's inputs and outputs:
    #: values a host provider reads or returns, a loop's predicate, a case's index (the
    #: ``vkfft`` provider's own uploads and downloads included)
    between_segments_bytes: int = 0


@dataclasses.dataclass
class _Module:
    """One compiled group of segment functions: split mode compiles every segment into one
    module for the program's target, except those iree-compile fails on there
    (:mod:`.placement`), which run on the host (``target="llvm-cpu"``) or apart."""

    target: str
    driver: str
    vmfb: bytes
    names: tuple[str, ...]
    #: segment -> why it is not in the program's one module on its target
    reasons: dict = dataclasses.field(default_factory=dict)
    #: compiled with IREE's coarse fences (device FFTs: calls queued on one timeline)
    asynchronous: bool = False

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.vmfb).hexdigest()


@dataclasses.dataclass
class _Call:
    """One call's state: the runtimes of the segment modules on this thread's devices and the
    statistics (local, so threads may call one program at once, each on its own device).
    ``rt`` is the runtime on the program's target that value moves go through."""

    rt: ModuleRuntime | None
    stats: SplitStats
    #: module index -> its runtime
    rts: dict = dataclasses.field(default_factory=dict)
    #: the device FFTs' companion module on the same device (None: no device FFTs)
    fft_rt: ModuleRuntime | None = None
    #: ids of the call's input values (their uploads are the program's own, not between
    #: segments)
    inputs: frozenset[int] = frozenset()
    #: the fences chaining the call's invocations when the module is async (device FFTs)
    timeline: Timeline | None = None
    #: ``profile()``'s recorder of this call's rows (None: an ordinary call)
    recorder: Recorder | None = None


class SplitProgram(CompiledProgram):
    """A compiled split-mode program: IREE segments with FFT providers run between them.

    Pickles to its artefacts (the segments' ``.vmfb`` and, with FFTs on IREE's device, their
    companion ``.vmfb``; the parsed program as MLIR bytecode, the providers, specs and
    options): another process re-derives the schedule from the
    program (checked against the digest of the segment module it compiled, so a different
    partition is refused rather than run) and loads the segments on its own device at the
    first call, without compiling again."""

    mode = "split"

    def __init__(self, source: ir.Module, partition: Partition, chosen: Mapping[str, Any],
                 compiled: CompiledModule | None, options: CompileOptions, fft_provider: str,
                 entry: str, fft_placement: FftPlacement = FftPlacement()) -> None:
        super().__init__(entry, options, partition.input_specs, partition.output_specs)
        self._source = source  # holds the ops the schedule's host steps point into
        self.partition = partition
        self._chosen = dict(chosen)
        self._bound = _bind(partition, self._chosen)
        self._segment_inputs = _segment_inputs(partition)
        self.compiled = compiled
        self._runtime_vmfb = None  # the segments are in self._modules
        self._modules: list[_Module] = []
        self._module_of: dict[str, int] = {}  # segment -> index in _modules
        self._cuts: tuple[tuple[str, int], ...] = ()  # placement's cuts, replayed by unpickling
        self._module_runtimes: dict[tuple[int, str], ModuleRuntime] = {}
        self._segments_digest = _segments_digest(partition)
        self.fft_provider = fft_provider
        #: which FFTs stay in IREE's segments (:mod:`.fft_placement`)
        self.fft_placement = fft_placement
        self._direct: Any = _UNSET  # _whole_program_segment(), found at the first call
        self.stats: SplitStats = SplitStats()
        self.device_ffts = DeviceFfts()
        self._on_device: dict[int, str] = {}  # id(step) -> its function (device_ffts)
        self._needs = KernelLimits()  # what the device FFTs' kernels need of a device
        self._ffts_vmfb: bytes | None = None  # the device FFTs' companion module
        self._ffts_digest: str | None = None
        self._fft_runtimes: dict[str, ModuleRuntime] = {}  # device URI -> the loaded companion

    def __repr__(self) -> str:
        where = " on IREE's device" if self.device_ffts else ""
        host = sum(len(m.names) for m in self._modules if m.target != self.target)
        hybrid = f", {host} on the host (llvm-cpu)" if host else ""
        kept = self.kept_ffts
        inside = f", {kept} FFT(s) inside the segments" if kept else ""
        return (f"<SplitProgram {self._signature()}; target={self.target} "
                f"({self.options.driver}), fft={self.fft_provider}{where}, "
                f"{len(self.partition.segments)} segments{inside}{hybrid}>")

    @property
    def kept_ffts(self) -> int:
        """How many of the program's FFTs run inside IREE's segments (:mod:`.fft_placement`:
        ``fft="auto"`` on llvm-cpu keeps those in loops and the small ones) rather than by
        the provider."""
        if not self.fft_placement.active:
            return 0
        return len(find_ops(find_entry(self._source, self.entry), self.fft_placement.keeps))

    @property
    def placement(self) -> list[tuple[str, str, str]]:
        """Where each segment runs: ``(segment, target, why)`` (why: "" on the program's
        target in its one module, else the iree-compile error that moved it)."""
        return [(name, m.target, m.reasons.get(name, "")) for m in self._modules
                for name in m.names]

    def _runtime(self) -> ModuleRuntime:
        """The segments' module on the program's target, on this thread's device."""
        index = next(i for i, m in enumerate(self._modules) if m.target == self.target)
        return self._module_runtime(index)

    def _set_modules(self, modules: list[_Module]) -> None:
        self._direct = _UNSET
        self._modules = modules
        self._module_of = {n: i for i, m in enumerate(modules) for n in m.names}

    def _module_runtime(self, index: int) -> ModuleRuntime:
        """Module ``index`` loaded on this thread's device for its driver."""
        module = self._modules[index]
        uri = device_uri(module.driver)
        runtime = self._module_runtimes.get((index, uri))
        if runtime is None:
            runtime = self._module_runtimes[(index, uri)] = shared_runtime(
                module.vmfb, uri, module.digest)
        return runtime

    @property
    def ffts(self) -> list:
        """The FFTs run on IREE's device, as inline mode describes its own
        (:class:`~iree_vkfft.dispatch.InlinedFft`); empty when the provider runs them."""
        return list(self.device_ffts.inlined)

    def _set_device_ffts(self, device_ffts: DeviceFfts) -> None:
        self._direct = _UNSET
        self.device_ffts = device_ffts
        self._on_device = device_ffts.by_step(self.partition.host_ops)
        needs = KernelLimits()
        for fft in device_ffts.inlined:
            needs = needs.merge(fft.limits)
        self._needs = needs

    def _fft_runtime(self) -> ModuleRuntime:
        """The device FFTs' companion module on this thread's device (beside the segments)."""
        assert self._ffts_vmfb is not None
        uri = device_uri(self.options.driver)
        runtime = self._fft_runtimes.get(uri)
        if runtime is None:
            self._check_device()
            runtime = self._fft_runtimes[uri] = shared_runtime(self._ffts_vmfb, uri,
                                                               self._ffts_digest)
        return runtime

    def _check_device(self) -> None:
        if not self.device_ffts:
            return
        device = _config.current_device()
        lacks = self._needs.violations(device)
        if lacks:
            raise InlineError(f"this split program's FFTs run as VkFFT kernels planned where it "
                              f"was compiled, which cannot run on {device}: they need "
                              f"{'; '.join(lacks)}. Compile it again here")

    def save(self, path) -> None:
        raise ValueError(
            "a split-mode program runs its FFTs from Python between IREE segments, so there "
            "is no single .vmfb to save; compile with mode='portable' (any target) or "
            "mode='inline' (vulkan) for a self-contained .vmfb (or pickle this program)")

    # -- pickling -------------------------------------------------------------------------------
    def __getstate__(self) -> dict:
        state = {k: v for k, v in self.__dict__.items()
                 if k not in ("_source", "partition", "_bound", "_runtimes", "stats",
                              "_segment_inputs", "_on_device", "_fft_runtimes",
                              "_module_runtimes", "_direct")}
        state["_source"] = module_bytecode(self._source)
        return state

    def __setstate__(self, state: dict) -> None:
        source, _ = parse_program(state.pop("_source"), entry=state["entry"])
        self.__dict__.update(state, _source=source, _runtimes={}, _fft_runtimes={},
                             _module_runtimes={}, stats=SplitStats(), _direct=_UNSET)
        self.__dict__.setdefault("fft_placement", FftPlacement())
        self.partition = _partition(source, self.entry, self._chosen, self.fft_placement)
        for name, at in self._cuts:
            cut_segment(self.partition, name, at)
        if _segments_digest(self.partition) != self._segments_digest:
            raise ValueError("this split-mode program's schedule cannot be re-derived here: "
                             "the segments differ from the compiled ones (a different "
                             "iree-vkfft or IREE version?); compile it again in this process")
        self._bound = _bind(self.partition, self._chosen)
        self._segment_inputs = _segment_inputs(self.partition)
        self._set_device_ffts(self.device_ffts)

    # -- execution ------------------------------------------------------------------------------
    def _run(self, xs: list[np.ndarray], recorder: Recorder | None = None
             ) -> tuple[np.ndarray, ...]:
        if self._direct is _UNSET:
            self._direct = self._whole_program_segment()
        step = self._direct if recorder is None else None
        if step is not None:  # one IREE call, as portable mode makes it (no schedule to walk)
            stats = SplitStats(segment_calls=1)
            result = run_function(self._module_runtime(0), step.name, xs, self._output_specs,
                                  stats)
            stats.segment_seconds = stats.total_seconds
            self.stats = stats
            return result
        values = [Value(host=x) for x in xs]
        call = _Call(None, SplitStats(), inputs=frozenset(map(id, values)), recorder=recorder)
        call.rts = {i: self._module_runtime(i) for i in range(len(self._modules))}
        on_target = [i for i, m in enumerate(self._modules) if m.target == self.target]
        call.rt = call.rts[on_target[0]] if on_target else None
        if self._ffts_vmfb is not None:  # both modules async (ASYNC_FLAGS): queue, wait to read
            call.fft_rt = self._fft_runtime()
            call.rt = call.rt if call.rt is not None else call.fft_rt  # moves every value
            call.timeline = call.rt.timeline()
        runtimes = list(dict.fromkeys(list(call.rts.values()) + [call.rt, call.fft_rt]))
        runtimes = [r for r in runtimes if r is not None]
        before = [dataclasses.replace(r.stats) for r in runtimes]
        t0 = time.perf_counter()
        schedule = self.partition.schedule
        outs = self._run_schedule(call, schedule, values)
        result = tuple(owned(self._host(call, v, i, output=True))
                       for v, i in zip(outs, schedule.outputs))
        if call.timeline is not None:
            call.timeline.wait()  # nothing still runs for this call once it returns
        call.stats.total_seconds = time.perf_counter() - t0
        for runtime, was in zip(runtimes, before):
            call.stats.add_copies(runtime.stats, was)
        self.stats = call.stats
        return result

    def _whole_program_segment(self) -> SegmentStep | None:
        """The schedule's one step when it is a single segment taking the program's inputs
        and returning its outputs, in order, in one synchronous module (every FFT kept in
        IREE, or none in the program); else None."""
        schedule = self.partition.schedule
        if self._ffts_vmfb is not None or len(self._modules) != 1 or len(schedule.steps) != 1:
            return None
        step = schedule.steps[0]
        if (not isinstance(step, SegmentStep) or step.scalar_inputs or step.dim_inputs
                or self._modules[0].asynchronous or list(step.inputs) != list(schedule.inputs)
                or list(step.outputs) != list(schedule.outputs)):
            return None
        return step

    def _host(self, call: _Call, value: Value, vid: int, output: bool = False) -> np.ndarray:
        """``value`` on the host (read back when it is on the device only: counted between
        segments unless it is a program output)."""
        if value.host is not None:
            return value.host
        owner = value.owner if value.owner is not None else call.rt
        assert owner is not None
        down, t0 = owner.stats.device_to_host_bytes, time.perf_counter()
        x = owner.to_host(value, self.partition.specs[vid].dtype,
                          call.timeline if owner in (call.rt, call.fft_rt) else None)
        moved = owner.stats.device_to_host_bytes - down
        if not output:
            call.stats.between_segments_bytes += moved
        if call.recorder is not None:
            what = "outputs" if output else "between segments"
            call.recorder.add("copy", f"device->host ({what})", owner.driver,
                              time.perf_counter() - t0, moved)
        return x

    def _on_rt(self, call: _Call, value: Value, vid: int, runtime: ModuleRuntime | None = None
               ) -> Value:
        """``value`` uploaded for a call into ``runtime``'s module (default: ``call.rt``;
        counted between segments unless it is a program input); a value on another device
        (a hybrid program's host segments) crosses through host memory."""
        runtime = runtime if runtime is not None else call.rt
        assert runtime is not None
        if not runtime.on_this_device(value):
            # owned: on local-task the host array maps the device value's buffer, which is
            # freed with it
            value.host = owned(self._host(call, value, vid))
            value.device = value.owner = value.keepalive = None
        if value.device is not None:
            return value
        up, copied = runtime.stats.host_to_device_bytes, runtime.stats.host_copy_bytes
        t0 = time.perf_counter()
        runtime.to_device(value)
        moved = runtime.stats.host_to_device_bytes - up
        if id(value) not in call.inputs:
            call.stats.between_segments_bytes += moved
        if call.recorder is not None:
            what = "between segments" if id(value) not in call.inputs else "inputs"
            call.recorder.add("copy", f"host->device ({what})", runtime.driver,
                              time.perf_counter() - t0,
                              moved + runtime.stats.host_copy_bytes - copied)
        return value

    def _run_schedule(self, call: _Call, schedule: Schedule, inputs: list[Value]) -> list[Value]:
        env: dict[int, Value] = dict(zip(schedule.inputs, inputs))
        for step in schedule.steps:
            if isinstance(step, SegmentStep):
                outs = self._run_segment(call, step, env)
            elif isinstance(step, HostOpStep):
                outs = self._run_host_op(call, step, env)
            elif isinstance(step, WhileStep):
                outs = self._run_while(call, step, env)
            elif isinstance(step, CaseStep):
                outs = self._run_case(call, step, env)
            else:  # pragma: no cover
                raise TypeError(f"Unknown step {step!r}")
            env.update(zip(step.outputs, outs))
        return [env[i] for i in schedule.outputs]

    def _run_segment(self, call: _Call, step: SegmentStep, env: dict[int, Value]) -> list[Value]:
        index = self._module_of[step.name]
        runtime = call.rts[index]
        t0 = time.perf_counter()
        args: list = []
        for pos, i in enumerate(step.inputs):
            if pos in step.scalar_inputs:  # sizes as host scalars (partition._passes_as_scalars)
                args += [int(n) for n in self._host(call, env[i], i).reshape(-1)]
            else:
                args.append(self._on_rt(call, env[i], i, runtime))
        for i, axis in step.dim_inputs:  # sizes from shapes: the data is not read
            v = env[i]
            args.append(int((v.host if v.host is not None else v.device).shape[axis]))
        timeline = call.timeline if self._modules[index].asynchronous else None
        if timeline is None and call.timeline is not None:
            call.timeline.wait()  # a sync module (the host's) runs once what is queued has
        if call.recorder is not None:
            vids = [i for pos, i in enumerate(step.inputs) if pos not in step.scalar_inputs]
            t1 = self._record_call(call, index, step.name, args, vids)
        outs = runtime.call(step.name, args, timeline)
        call.stats.segment_seconds += time.perf_counter() - t0
        call.stats.segment_calls += 1
        if call.recorder is not None:
            call.recorder.add("segment", step.name, self._modules[index].target,
                              time.perf_counter() - t1)
        return outs

    def _record_call(self, call: _Call, index: Any, function: str, args: list,
                     vids: list[int]) -> float:
        """Before a profiled call of an IREE function: its arguments (``vids``: the value
        ids of its ``Value`` arguments, in order) read to the host for
        :meth:`_profiled_module` (the warm-up call), then the time its row starts at."""
        recorder = call.recorder
        assert recorder is not None
        calls = recorder.function_calls
        calls[(index, function)] = calls.get((index, function), 0) + 1
        if recorder.capture and (index, function) not in recorder.captured:
            ids, captured = iter(vids), []
            for a in args:
                if isinstance(a, int):
                    captured.append(a)
                else:
                    copy = Value(host=a.host, device=a.device, owner=a.owner)
                    # owned: a mapped local-task buffer must not be read after its call
                    captured.append(np.array(self._host(call, copy, next(ids)), copy=True))
            recorder.captured[(index, function)] = captured
        return time.perf_counter()

    def _profiled_module(self, key: Any, function: str) -> tuple[bytes, str, str]:
        if key == "ffts":  # steps of one FFT share its function: the rows go to the first
            assert self._ffts_vmfb is not None
            step = next(s for s in self.partition.host_ops
                        if self._on_device.get(id(s)) == function)
            return self._ffts_vmfb, self._fft_runtime().uri, self._step_row(step)
        return self._modules[key].vmfb, self._module_runtime(key).uri, function

    def _step_row(self, step: HostOpStep) -> str:
        """A provider step's row name: its op, its index among them and what it computes."""
        k = next(i for i, s in enumerate(self.partition.host_ops) if s is step)
        return f"{step.op_name.rsplit('.', 1)[-1]}#{k}: {self._bound[id(step)].description}"

    def _profiled_run(self, inputs: list[np.ndarray], recorder: Recorder
                      ) -> tuple[np.ndarray, ...]:
        return self._run(inputs, recorder)

    def _run_host_op(self, call: _Call, step: HostOpStep, env: dict[int, Value]) -> list[Value]:
        bound = self._bound[id(step)]
        function = self._on_device.get(id(step))
        if function is not None:  # VkFFT's kernels on IREE's device: buffers stay there
            args_on_rt = [self._on_rt(call, env[i], i) for i in step.inputs]
            if call.recorder is not None:
                self._record_call(call, "ffts", function, args_on_rt, list(step.inputs))
            t0 = time.perf_counter()
            assert call.fft_rt is not None
            outs = call.fft_rt.call(function, args_on_rt, call.timeline)
            call.stats.device_fft_calls += 1
        else:
            args = [self._host(call, env[i], i) for i in step.inputs]
            t_out = time.perf_counter()  # a profile's fft row includes the results' memory
            out = (self._aligned_outputs(call, bound, args)
                   if self._feeds_segment(step) else None)
            up, down = _engine.transferred_bytes()
            t0 = time.perf_counter()
            outs = [Value(host=y) for y in bound(*args, out=out)]
            self._count_provider_transfers(call.stats, up, down)
        dt = time.perf_counter() - t0
        stats, name = call.stats, bound.provider
        if call.recorder is not None:
            where = f"{name} (IREE's device)" if function is not None else name
            dt = dt if function is not None else time.perf_counter() - t_out
            call.recorder.add("fft", self._step_row(step), where, dt)
        stats.provider_seconds[name] = stats.provider_seconds.get(name, 0.0) + dt
        stats.provider_calls[name] = stats.provider_calls.get(name, 0) + 1
        return outs

    @staticmethod
    def _count_provider_transfers(stats: SplitStats, up: int, down: int) -> None:
        """Adds what a provider's VkFFT plans moved since ``_engine.transferred_bytes()`` was
        ``(up, down)`` (the vkfft provider uploads its input and downloads its result)."""
        up2, down2 = _engine.transferred_bytes()
        stats.host_to_device_bytes += up2 - up
        stats.device_to_host_bytes += down2 - down
        stats.between_segments_bytes += up2 - up + down2 - down
        stats.copies += (up2 > up) + (down2 > down)

    def _feeds_segment(self, step: HostOpStep) -> bool:
        """Whether a result of ``step`` is an input of a segment (else the provider's own
        arrays are returned as they are: no aligned copy)."""
        return any(i in self._segment_inputs for i in step.outputs)

    @staticmethod
    def _aligned_outputs(call: _Call, bound: BoundOp, args: list[np.ndarray]
                         ) -> list[np.ndarray] | None:
        """Provider results allocated where the next segment can import them without a copy
        (local-task imports host memory only when it is 64-byte aligned), at the shapes these
        arguments give (a dynamic batch differs per call)."""
        if call.rt is None or not call.rt.host_visible or not bound.accepts_out:
            return None
        return [aligned_empty(spec.shape, spec.dtype) for spec in bound.result_specs(*args)]

    def _run_while(self, call: _Call, step: WhileStep, env: dict[int, Value]) -> list[Value]:
        values = [env[i] for i in step.inputs]
        captures = [env[i] for i in step.captures]
        while True:
            (pred,) = self._run_schedule(call, step.cond, values + captures)
            if not bool(self._host(call, pred, step.cond.outputs[0])):
                return values
            values = self._run_schedule(call, step.body, values + captures)
            call.stats.loop_iterations += 1

    def _run_case(self, call: _Call, step: CaseStep, env: dict[int, Value]) -> list[Value]:
        index = int(self._host(call, env[step.index], step.index))
        n = len(step.branches)
        if not 0 <= index < n:  # StableHLO: out-of-range index runs the last branch
            index = n - 1
        return self._run_schedule(call, step.branches[index], [env[i] for i in step.captures])


def _partition(source: ir.Module, entry: str, chosen: Mapping[str, Any],
               placement: FftPlacement = FftPlacement()) -> Partition:
    """The entry partitioned at the claimed ops; FFTs that ``placement`` keeps in their
    segments are lowered there as portable mode lowers them."""
    claimed = _claimed_predicate(frozenset(chosen), placement)
    partition = partition_function(find_entry(source, entry), claimed)
    if placement.active:
        kept = placement.lower(partition.module)
        if kept:
            _log.info("split: %d FFT(s) run inside IREE's segments (%s)",
                      sum(f.count for f in kept), ", ".join(f.description for f in kept))
    return partition


def _bind(partition: Partition, chosen: Mapping[str, Any]) -> dict[int, BoundOp]:
    return {id(step): chosen[step.op_name].bind(step.op) for step in partition.host_ops}


def _segment_inputs(partition: Partition) -> frozenset[int]:
    """The values some segment takes (a provider result among them is written aligned)."""
    return frozenset(i for s in partition.segments for i in s.inputs)


def _segments_digest(partition: Partition) -> str:
    """sha256 of the segment module as partitioned (before the target's workarounds)."""
    return hashlib.sha256(str(partition.module).encode()).hexdigest()


def _fft_placement(fft: str, target: str, provider: Any, lower_ffts: Any) -> FftPlacement:
    """The placement rule's inputs for ``compile(fft=...)`` resolved to ``provider``: a
    provider the caller chose (named, or a user's registered in the built-in host
    provider's place) runs every FFT."""
    chosen = fft != "auto" or type(provider) is not HostFftProvider
    return FftPlacement(target, provider.name, chosen, workarounds.PINNED_RELEASE, lower_ffts)


def _claimed_predicate(op_names: frozenset[str], placement: FftPlacement = FftPlacement()):
    return lambda op: op.name in op_names and not placement.keeps(op)


def compile_split(module: Any, options: CompileOptions, *, fft: str = "auto",
                  entry: str = "main", providers: ProviderRegistry | None = None,
                  use_cache: bool = True, device_ffts: bool = True,
                  load: bool = True, lower_ffts: Any = None) -> SplitProgram:
    """Split mode (see :func:`iree_vkfft.compile` for the arguments). ``device_ffts=False``
    keeps the ``vkfft`` provider on host arrays even on the Vulkan target (for comparison:
    every FFT then moves its input up and its result down, on a device of its own).
    ``load=False``: compile and place the segments only (a target without a device here);
    the program loads at its first call. ``lower_ffts(module)``: rewrites a module's
    ``stablehlo.fft`` ops into plain StableHLO in place (portable mode's, passed by the
    pipeline: modes are peers); with it, ``fft="auto"`` keeps the FFTs
    :mod:`.fft_placement`'s rule picks in IREE's segments."""
    registry = providers if providers is not None else default_registry()
    fft_provider = resolve_fft_choice(fft, options.target, registry)
    chosen = select_providers(registry, fft_provider)
    placement = _fft_placement(fft, options.target, fft_provider, lower_ffts)
    source, _ = parse_program(module, entry=entry)
    partition = _partition(source, entry, chosen, placement)
    program = SplitProgram(source, partition, chosen, None, options, fft_provider.name, entry,
                           placement)
    fft_module = _device_ffts(program, fft_provider, options) if device_ffts else None
    if fft_module is not None:  # queued back to back on one timeline (Timeline)
        try:
            compiled = _compile(fft_module, "ffts", _with_flags(options, ASYNC_FLAGS),
                                use_cache)
        except IreeCompileError as e:
            _host_path(program, f"iree-compile failed on their kernels: {e}")
        else:
            options = _with_flags(options, ASYNC_FLAGS)
            program._ffts_vmfb = compiled.vmfb
            program._ffts_digest = hashlib.sha256(compiled.vmfb).hexdigest()
    if partition.segments:
        _place_segments(program, options, use_cache)
        for i in range(len(program._modules) if load else 0):
            program._module_runtime(i)  # load now: a device error belongs to compile()
    if program._ffts_vmfb is not None and load:
        program._fft_runtime()
    return program


def _place_segments(program: SplitProgram, options: CompileOptions, use_cache: bool) -> None:
    """The segments compiled into modules (:func:`.placement.place`: one for the target
    unless iree-compile fails on some segments there) and attached to ``program``."""
    partition = program.partition
    asynchronous = any(f in options.extra_args for f in ASYNC_FLAGS)

    def compile_group(module: ir.Module, target: str, opts: CompileOptions) -> CompiledModule:
        return _compile(module, "segments", opts, use_cache)

    key = placement_key(partition, (repr(options),), iree_version()) if use_cache else None
    placement, groups = place(partition, options, compile_group, key=key)
    largest = largest_tensor_elements(partition.module.operation)
    modules = []
    for g in groups:
        assert g.compiled is not None
        opts = resolve_cpu_driver(g.compiled.options, largest)
        on_target = g.target == options.target
        modules.append(_Module(g.target, opts.driver, g.compiled.vmfb, tuple(g.names),
                               dict(g.reasons), asynchronous and on_target))
        if on_target and program.compiled is None:
            program.compiled, program.options = g.compiled, opts
    program._cuts = placement.cuts
    program._set_modules(modules)
    program._segments_digest = _segments_digest(partition)
    program._segment_inputs = _segment_inputs(partition)


def _with_flags(options: CompileOptions, flags: tuple[str, ...]) -> CompileOptions:
    """``options`` with ``flags`` in front of its ``extra_args`` (which may override them)."""
    missing = tuple(f for f in flags if f not in options.extra_args)
    return dataclasses.replace(options, extra_args=missing + options.extra_args)


def _compile(module: ir.Module, name: str, options: CompileOptions, use_cache: bool
             ) -> CompiledModule:
    """The segments (``name="segments"``) or the device FFTs' companion module ("ffts"),
    with the workaround registry's rewrites and flags for that kind of module."""
    kind = "split" if name == "segments" else name
    options, _ = workarounds.prepare(module, options, kind)

    def run(m: ir.Module, opts: CompileOptions) -> CompiledModule:
        payload = (bytecode_payload(m, name) if name == "ffts"  # SPIR-V objects: bytecode
                   else text_payload(m, name))
        return compile_to_vmfb(payload, opts, use_cache=use_cache)

    return workarounds.compile_retrying(module, options, kind, run)


def _device_ffts(program: SplitProgram, provider: Any, options: CompileOptions
                 ) -> ir.Module | None:
    """The companion module running ``program``'s FFTs on IREE's device
    (:mod:`.device_ffts`) when the vkfft provider runs them for the Vulkan target (None: they
    stay on the provider's host path; a lowering that fails says why in the log)."""
    if not (isinstance(provider, VkfftProvider) and options.target in _GPU_CLASS_TARGETS):
        return None
    if not options.keep_f64:  # iree-compile 3.13 crashes on externs when f64 is demoted
        _log.info("split: keep_f64=False: the FFTs stay on VkFFT's host path")
        return None
    try:
        found, module = build_fft_module(program.partition, _config.current_device())
    except (InlineError, VkFFTError) as e:
        _host_path(program, str(e))
        return None
    program._set_device_ffts(found)
    return module


def _host_path(program: SplitProgram, why: str) -> None:
    """Every FFT of ``program`` on the provider's host path, with one warning saying why."""
    _log.warning("split: the FFTs run on VkFFT's host path (values cross to the host at each "
                 "FFT): %s", why.splitlines()[0] if why else "")
    program._set_device_ffts(DeviceFfts())


def _describe_schedule(schedule: Schedule, indent: str) -> list[str]:
    lines = []
    for step in schedule.steps:
        if isinstance(step, SegmentStep):
            lines.append(f"{indent}segment @{step.name}: {step.num_ops} ops, "
                         f"{len(step.inputs)} in -> {len(step.outputs)} out")
        elif isinstance(step, HostOpStep):
            what = str(describe_fft(step.op)) if step.op_name == FFT_OP else step.op_name
            lines.append(f"{indent}host {what}  {step.location}")
        elif isinstance(step, WhileStep):
            lines.append(f"{indent}while (host-driven, {len(step.inputs)} loop values) "
                         f"{step.location}")
            lines.append(f"{indent}  cond:")
            lines += _describe_schedule(step.cond, indent + "    ")
            lines.append(f"{indent}  body:")
            lines += _describe_schedule(step.body, indent + "    ")
        elif isinstance(step, CaseStep):
            lines.append(f"{indent}case (host-driven, {len(step.branches)} branches) "
                         f"{step.location}")
            for j, br in enumerate(step.branches):
                lines.append(f"{indent}  branch {j}:")
                lines += _describe_schedule(br, indent + "    ")
    return lines


def describe_split(module: Any, *, entry: str = "main",
                   providers: ProviderRegistry | None = None, target: str | None = None,
                   lower_ffts: Any = None) -> str:
    """Human-readable summary of how ``module`` would be split (nothing is compiled). With
    ``target`` and ``lower_ffts`` (as :func:`compile_split` takes it): the FFTs
    ``fft="auto"`` keeps in IREE's segments there are not claimed, and are counted."""
    registry = providers if providers is not None else default_registry()
    _, entry_op = parse_program(module, entry=entry)
    placement = FftPlacement()
    if target is not None and lower_ffts is not None:
        placement = _fft_placement("auto", target, resolve_fft_choice("auto", target, registry),
                                   lower_ffts)
    kept = len(find_ops(entry_op, placement.keeps)) if placement.active else 0
    partition = partition_function(
        entry_op, _claimed_predicate(registry.op_names(), placement))
    lines = [
        f"entry @{entry}",
        "  inputs:  " + (", ".join(map(str, partition.input_specs)) or "(none)"),
        "  outputs: " + (", ".join(map(str, partition.output_specs)) or "(none)"),
        f"  {len(partition.segments)} segment(s), {len(partition.host_ops)} host op(s)",
    ]
    if kept:
        lines.append(f"  {kept} FFT(s) inside IREE's segments on {target} (fft='auto': those in "
                     "loops and the small ones, lowered as portable mode lowers them)")
    lines.append("schedule:")
    lines += _describe_schedule(partition.schedule, "  ")
    return "\n".join(lines)
