"""Split mode: ``compile_split(module) -> SplitProgram``; ``SplitProgram(*arrays) -> tuple``.

Pipeline: parse (inline private funcs) -> partition the entry at claimed ops -> compile all
segment functions as one module (:func:`~iree_vkfft.toolchain.compile.compile_to_vmfb`) ->
execute the schedule, calling IREE for segments and the chosen provider (host pocketfft or
VkFFT) for FFTs; ``stablehlo.while``/``case`` containing FFTs are driven from the host.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from typing import Any, Mapping

import numpy as np

from ..stablehlo.match import TensorSpec, describe_fft, largest_tensor_elements
from ..stablehlo.parse import parse_program
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
from ..toolchain.compile import CompiledModule, compile_to_vmfb, text_payload
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


class SplitProgram(CompiledProgram):
    """A compiled split-mode program: IREE segments with FFT providers run between them."""

    mode = "split"

    def __init__(self, partition: Partition, bound: Mapping[int, BoundOp],
                 runtime: ModuleRuntime | None, compiled: CompiledModule | None,
                 options: CompileOptions, fft_provider: str, entry: str) -> None:
        super().__init__(entry, options, partition.input_specs, partition.output_specs)
        self.partition = partition
        self._bound = bound
        self._rt = runtime
        self.compiled = compiled
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
            "mode='inline' (vulkan) for a self-contained .vmfb")

    # -- execution ------------------------------------------------------------------------------
    def _run(self, xs: list[np.ndarray]) -> tuple[np.ndarray, ...]:
        self.stats = SplitStats()
        if self._rt is not None:
            before = dataclasses.replace(self._rt.stats)
        t0 = time.perf_counter()
        schedule = self.partition.schedule
        outs = self._run_schedule(schedule, [Value(host=x) for x in xs])
        result = tuple(self._host(v, i) for v, i in zip(outs, schedule.outputs))
        self.stats.total_seconds = time.perf_counter() - t0
        if self._rt is not None:
            self.stats.add_copies(self._rt.stats, before)
        return result

    def _host(self, value: Value, vid: int) -> np.ndarray:
        if value.host is not None:
            return value.host
        assert self._rt is not None
        return self._rt.to_host(value, self.partition.specs[vid].dtype)

    def _run_schedule(self, schedule: Schedule, inputs: list[Value]) -> list[Value]:
        env: dict[int, Value] = dict(zip(schedule.inputs, inputs))
        for step in schedule.steps:
            if isinstance(step, SegmentStep):
                outs = self._run_segment(step, env)
            elif isinstance(step, HostOpStep):
                outs = self._run_host_op(step, env)
            elif isinstance(step, WhileStep):
                outs = self._run_while(step, env)
            elif isinstance(step, CaseStep):
                outs = self._run_case(step, env)
            else:  # pragma: no cover
                raise TypeError(f"Unknown step {step!r}")
            env.update(zip(step.outputs, outs))
        return [env[i] for i in schedule.outputs]

    def _run_segment(self, step: SegmentStep, env: dict[int, Value]) -> list[Value]:
        assert self._rt is not None
        t0 = time.perf_counter()
        outs = self._rt.call(step.name, [env[i] for i in step.inputs])
        self.stats.segment_seconds += time.perf_counter() - t0
        self.stats.segment_calls += 1
        return outs

    def _run_host_op(self, step: HostOpStep, env: dict[int, Value]) -> list[Value]:
        bound = self._bound[id(step)]
        args = [self._host(env[i], i) for i in step.inputs]
        out = self._aligned_outputs(bound)
        t0 = time.perf_counter()
        outs = [Value(host=y) for y in bound(*args, out=out)]
        dt = time.perf_counter() - t0
        name = bound.provider
        self.stats.provider_seconds[name] = self.stats.provider_seconds.get(name, 0.0) + dt
        self.stats.provider_calls[name] = self.stats.provider_calls.get(name, 0) + 1
        return outs

    def _aligned_outputs(self, bound: BoundOp) -> list[np.ndarray] | None:
        """Provider results allocated where the next segment can import them without a copy
        (local-task imports host memory only when it is 64-byte aligned)."""
        if self._rt is None or not self._rt.host_visible or not bound.accepts_out:
            return None
        return [aligned_empty(spec.shape, spec.dtype) for spec in bound.out_specs]

    def _run_while(self, step: WhileStep, env: dict[int, Value]) -> list[Value]:
        values = [env[i] for i in step.inputs]
        captures = [env[i] for i in step.captures]
        while True:
            (pred,) = self._run_schedule(step.cond, values + captures)
            if not bool(self._host(pred, step.cond.outputs[0])):
                return values
            values = self._run_schedule(step.body, values + captures)
            self.stats.loop_iterations += 1

    def _run_case(self, step: CaseStep, env: dict[int, Value]) -> list[Value]:
        index = int(self._host(env[step.index], step.index))
        n = len(step.branches)
        if not 0 <= index < n:  # StableHLO: out-of-range index runs the last branch
            index = n - 1
        return self._run_schedule(step.branches[index], [env[i] for i in step.captures])


def _claimed_predicate(op_names: frozenset[str]):
    return lambda op: op.name in op_names


def compile_split(module: Any, options: CompileOptions, *, fft: str = "auto",
                  entry: str = "main", providers: ProviderRegistry | None = None,
                  use_cache: bool = True) -> SplitProgram:
    """Split mode (see :func:`iree_vkfft.compile` for the arguments)."""
    registry = providers if providers is not None else default_registry()
    fft_provider = resolve_fft_choice(fft, options.target, registry)
    chosen = select_providers(registry, fft_provider)
    _, entry_op = parse_program(module, entry=entry)
    partition = partition_function(entry_op, _claimed_predicate(frozenset(chosen)))
    bound = {id(step): chosen[step.op_name].bind(step.op) for step in partition.host_ops}
    compiled = runtime = None
    if partition.segments:
        if options.workarounds:
            apply_workarounds(partition.module, options.target)
        compiled = compile_to_vmfb(text_payload(partition.module, "segments"), options,
                                   use_cache=use_cache)
        options = resolve_cpu_driver(compiled.options,
                                     largest_tensor_elements(partition.module.operation))
        runtime = ModuleRuntime(compiled.vmfb, options.driver)
    return SplitProgram(partition, bound, runtime, compiled, options, fft_provider.name, entry)


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
