"""Split mode: ``compile_split(module) -> SplitProgram``; ``SplitProgram(*arrays) -> tuple``.

Pipeline: parse (inline private funcs) -> partition the entry at claimed ops -> compile all
segment functions as one module (:func:`~iree_vkfft.toolchain.compile.compile_to_vmfb`) ->
execute the schedule, calling IREE for segments and the chosen provider (host pocketfft or
VkFFT) for FFTs; ``stablehlo.while``/``case`` containing FFTs are driven from the host.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import time
from typing import Any, Mapping

import numpy as np
from iree.compiler import ir

from ..stablehlo.match import describe_fft, largest_tensor_elements
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
from ..stablehlo.workarounds import apply_workarounds
from ..toolchain.compile import CompiledModule, compile_to_vmfb, module_bytecode, text_payload
from ..toolchain.options import CompileOptions, resolve_cpu_driver
from ..toolchain.program import CallStats, CompiledProgram
from ..toolchain.runtime import ModuleRuntime, Value, aligned_empty
from .providers import (
    FFT_OP,
    BoundOp,
    ProviderRegistry,
    default_registry,
    resolve_fft_choice,
    select_providers,
)

__all__ = ["SplitProgram", "SplitStats", "compile_split", "describe_split"]

_log = logging.getLogger(__name__)


@dataclasses.dataclass
class SplitStats(CallStats):
    """Statistics of the last call, with split mode's segment/provider breakdown."""

    segment_calls: int = 0
    segment_seconds: float = 0.0
    provider_calls: dict[str, int] = dataclasses.field(default_factory=dict)
    provider_seconds: dict[str, float] = dataclasses.field(default_factory=dict)
    loop_iterations: int = 0


@dataclasses.dataclass
class _Call:
    """One call's state: the segments' runtime on this thread's device and the statistics
    (local, so threads may call one program at once, each on its own device)."""

    rt: ModuleRuntime | None
    stats: SplitStats


class SplitProgram(CompiledProgram):
    """A compiled split-mode program: IREE segments with FFT providers run between them.

    Pickles to its artefacts (the segments' ``.vmfb``, the parsed program as MLIR bytecode,
    the providers, specs and options): another process re-derives the schedule from the
    program (checked against the digest of the segment module it compiled, so a different
    partition is refused rather than run) and loads the segments on its own device at the
    first call, without compiling again."""

    mode = "split"

    def __init__(self, source: ir.Module, partition: Partition, chosen: Mapping[str, Any],
                 compiled: CompiledModule | None, options: CompileOptions, fft_provider: str,
                 entry: str) -> None:
        super().__init__(entry, options, partition.input_specs, partition.output_specs)
        self._source = source  # holds the ops the schedule's host steps point into
        self.partition = partition
        self._chosen = dict(chosen)
        self._bound = _bind(partition, self._chosen)
        self._segment_inputs = _segment_inputs(partition)
        self.compiled = compiled
        self._runtime_vmfb = compiled.vmfb if compiled is not None else None
        self._segments_digest = _segments_digest(partition)
        self.fft_provider = fft_provider
        self.stats: SplitStats = SplitStats()

    def __repr__(self) -> str:
        return (f"<SplitProgram {self._signature()}; target={self.target} "
                f"({self.options.driver}), fft={self.fft_provider}, "
                f"{len(self.partition.segments)} segments>")

    def save(self, path) -> None:
        raise ValueError(
            "a split-mode program runs its FFTs from Python between IREE segments, so there "
            "is no single .vmfb to save; compile with mode='portable' (any target) or "
            "mode='inline' (vulkan) for a self-contained .vmfb (or pickle this program)")

    # -- pickling -------------------------------------------------------------------------------
    def __getstate__(self) -> dict:
        state = {k: v for k, v in self.__dict__.items()
                 if k not in ("_source", "partition", "_bound", "_runtimes", "stats",
                              "_segment_inputs")}
        state["_source"] = module_bytecode(self._source)
        return state

    def __setstate__(self, state: dict) -> None:
        source, _ = parse_program(state.pop("_source"), entry=state["entry"])
        self.__dict__.update(state, _source=source, _runtimes={}, stats=SplitStats())
        self.partition = _partition(source, self.entry, self._chosen)
        if _segments_digest(self.partition) != self._segments_digest:
            raise ValueError("this split-mode program's schedule cannot be re-derived here: "
                             "the segments differ from the compiled ones (a different "
                             "iree-vkfft or IREE version?); compile it again in this process")
        self._bound = _bind(self.partition, self._chosen)
        self._segment_inputs = _segment_inputs(self.partition)

    # -- execution ------------------------------------------------------------------------------
    def _run(self, xs: list[np.ndarray]) -> tuple[np.ndarray, ...]:
        call = _Call(self._runtime() if self._runtime_vmfb is not None else None, SplitStats())
        if call.rt is not None:
            before = dataclasses.replace(call.rt.stats)
        t0 = time.perf_counter()
        schedule = self.partition.schedule
        outs = self._run_schedule(call, schedule, [Value(host=x) for x in xs])
        result = tuple(self._host(call, v, i) for v, i in zip(outs, schedule.outputs))
        call.stats.total_seconds = time.perf_counter() - t0
        if call.rt is not None:
            call.stats.add_copies(call.rt.stats, before)
        self.stats = call.stats
        return result

    def _host(self, call: _Call, value: Value, vid: int) -> np.ndarray:
        if value.host is not None:
            return value.host
        assert call.rt is not None
        return call.rt.to_host(value, self.partition.specs[vid].dtype)

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
        assert call.rt is not None
        t0 = time.perf_counter()
        args: list = []
        for pos, i in enumerate(step.inputs):
            if pos in step.scalar_inputs:  # sizes as host scalars (partition._passes_as_scalars)
                args += [int(n) for n in self._host(call, env[i], i).reshape(-1)]
            else:
                args.append(env[i])
        for i, axis in step.dim_inputs:  # sizes from shapes: the data is not read
            v = env[i]
            args.append(int((v.host if v.host is not None else v.device).shape[axis]))
        outs = call.rt.call(step.name, args)
        call.stats.segment_seconds += time.perf_counter() - t0
        call.stats.segment_calls += 1
        return outs

    def _run_host_op(self, call: _Call, step: HostOpStep, env: dict[int, Value]) -> list[Value]:
        bound = self._bound[id(step)]
        args = [self._host(call, env[i], i) for i in step.inputs]
        out = (self._aligned_outputs(call, bound, args)
               if self._feeds_segment(step) else None)
        t0 = time.perf_counter()
        outs = [Value(host=y) for y in bound(*args, out=out)]
        dt = time.perf_counter() - t0
        stats, name = call.stats, bound.provider
        stats.provider_seconds[name] = stats.provider_seconds.get(name, 0.0) + dt
        stats.provider_calls[name] = stats.provider_calls.get(name, 0) + 1
        return outs

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


def _partition(source: ir.Module, entry: str, chosen: Mapping[str, Any]) -> Partition:
    return partition_function(find_entry(source, entry), _claimed_predicate(frozenset(chosen)))


def _bind(partition: Partition, chosen: Mapping[str, Any]) -> dict[int, BoundOp]:
    return {id(step): chosen[step.op_name].bind(step.op) for step in partition.host_ops}


def _segment_inputs(partition: Partition) -> frozenset[int]:
    """The values some segment takes (a provider result among them is written aligned)."""
    return frozenset(i for s in partition.segments for i in s.inputs)


def _segments_digest(partition: Partition) -> str:
    """sha256 of the segment module as partitioned (before the target's workarounds)."""
    return hashlib.sha256(str(partition.module).encode()).hexdigest()


def _claimed_predicate(op_names: frozenset[str]):
    return lambda op: op.name in op_names


def compile_split(module: Any, options: CompileOptions, *, fft: str = "auto",
                  entry: str = "main", providers: ProviderRegistry | None = None,
                  use_cache: bool = True) -> SplitProgram:
    """Split mode (see :func:`iree_vkfft.compile` for the arguments)."""
    registry = providers if providers is not None else default_registry()
    fft_provider = resolve_fft_choice(fft, options.target, registry)
    chosen = select_providers(registry, fft_provider)
    source, _ = parse_program(module, entry=entry)
    partition = _partition(source, entry, chosen)
    program = SplitProgram(source, partition, chosen, None, options, fft_provider.name, entry)
    if partition.segments:
        if options.workarounds:
            apply_workarounds(partition.module, options.target)
        compiled = compile_to_vmfb(text_payload(partition.module, "segments"), options,
                                   use_cache=use_cache)
        program.compiled, program._runtime_vmfb = compiled, compiled.vmfb
        program.options = resolve_cpu_driver(compiled.options,
                                             largest_tensor_elements(partition.module.operation))
        program._runtime()  # load now: a device error belongs to compile()
    return program


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
                   providers: ProviderRegistry | None = None) -> str:
    """Human-readable summary of how ``module`` would be split (nothing is compiled)."""
    registry = providers if providers is not None else default_registry()
    _, entry_op = parse_program(module, entry=entry)
    partition = partition_function(entry_op, _claimed_predicate(registry.op_names()))
    lines = [
        f"entry @{entry}",
        "  inputs:  " + (", ".join(map(str, partition.input_specs)) or "(none)"),
        "  outputs: " + (", ".join(map(str, partition.output_specs)) or "(none)"),
        f"  {len(partition.segments)} segment(s), {len(partition.host_ops)} host op(s)",
        "schedule:",
    ]
    lines += _describe_schedule(partition.schedule, "  ")
    return "\n".join(lines)
