"""Split-mode programs: ``compile(module) -> Program``; ``Program(*arrays) -> tuple``.

Pipeline: parse (inline private funcs) -> partition the entry at claimed ops -> compile all
segment functions as one module (cached) -> execute the plan, calling IREE for segments and the
chosen provider (host pocketfft or VkFFT) for FFTs; ``stablehlo.while``/``case`` containing FFTs
are driven from the host.
"""

from __future__ import annotations

import dataclasses
import logging
import time
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from ..stablehlo.match import TensorSpec, describe_fft, largest_tensor_elements
from ..stablehlo.parse import parse_program
from ..stablehlo.partition import (
    CaseStep,
    HostOpStep,
    Partition,
    Plan,
    SegmentStep,
    WhileStep,
    partition_function,
)
from ..stablehlo.providers import (
    FFT_OP,
    BoundOp,
    ProviderRegistry,
    default_registry,
    resolve_fft_choice,
    select_providers,
)
from ..stablehlo.workarounds import split_large_reductions
from .compile import CompiledModule, compile_module
from .options import CompileOptions, normalize_mode, resolve_cpu_driver, resolve_vulkan_target
from .runtime import SegmentRuntime, Value, aligned_empty, query_vulkan_device

__all__ = ["compile", "Program", "ProgramStats", "inspect", "run_to_npz"]

_log = logging.getLogger(__name__)


@dataclasses.dataclass
class ProgramStats:
    """Statistics of the last call."""

    segment_calls: int = 0
    segment_seconds: float = 0.0
    provider_calls: dict[str, int] = dataclasses.field(default_factory=dict)
    provider_seconds: dict[str, float] = dataclasses.field(default_factory=dict)
    loop_iterations: int = 0
    host_to_device_bytes: int = 0
    device_to_host_bytes: int = 0
    host_copy_bytes: int = 0
    #: number of host<->device transfers and re-alignment copies (0 when every value passes
    #: between segments and providers zero-copy)
    copies: int = 0
    total_seconds: float = 0.0

    @property
    def bytes_copied(self) -> int:
        return self.host_to_device_bytes + self.device_to_host_bytes + self.host_copy_bytes


class Program:
    """A compiled split-mode program. Call it with numpy arrays; get a tuple of arrays."""

    def __init__(self, partition: Partition, bound: Mapping[int, BoundOp],
                 runtime: SegmentRuntime | None, compiled: CompiledModule | None,
                 options: CompileOptions, fft_provider: str, entry: str) -> None:
        self.partition = partition
        self._bound = bound
        self._rt = runtime
        self.compiled = compiled
        self.options = options
        self.fft_provider = fft_provider
        self.entry = entry
        self.stats = ProgramStats()

    @property
    def input_specs(self) -> list[TensorSpec]:
        return list(self.partition.input_specs)

    @property
    def output_specs(self) -> list[TensorSpec]:
        return list(self.partition.output_specs)

    def __repr__(self) -> str:
        ins = ", ".join(map(str, self.input_specs))
        outs = ", ".join(map(str, self.output_specs))
        return (f"<Program @{self.entry}({ins}) -> ({outs}); target={self.options.target} "
                f"({self.options.driver}), fft={self.fft_provider}, "
                f"{len(self.partition.segments)} segments>")

    # -- inputs ---------------------------------------------------------------------------------
    def _check_inputs(self, arrays: Sequence[Any]) -> list[np.ndarray]:
        specs = self.partition.input_specs
        if len(arrays) != len(specs):
            raise TypeError(
                f"@{self.entry} takes {len(specs)} input(s) ({', '.join(map(str, specs))}); "
                f"got {len(arrays)}"
            )
        checked = []
        for i, (x, spec) in enumerate(zip(arrays, specs)):
            if not isinstance(x, np.ndarray):
                x = np.asarray(x, dtype=spec.dtype)
            if x.dtype != spec.dtype:
                raise TypeError(
                    f"Input {i} of @{self.entry} must have dtype {spec.dtype.name}; got "
                    f"{x.dtype.name}"
                )
            if tuple(x.shape) != spec.shape:
                raise ValueError(
                    f"Input {i} of @{self.entry} must have shape {spec.shape}; got {x.shape}"
                )
            checked.append(x)
        return checked

    # -- execution ------------------------------------------------------------------------------
    def __call__(self, *arrays: Any) -> tuple[np.ndarray, ...]:
        xs = self._check_inputs(arrays)
        self.stats = ProgramStats()
        if self._rt is not None:
            before = dataclasses.replace(self._rt.stats)
        t0 = time.perf_counter()
        outs = self._run_plan(self.partition.plan, [Value(host=x) for x in xs])
        result = tuple(self._host(v, i) for v, i in zip(outs, self.partition.plan.outputs))
        self.stats.total_seconds = time.perf_counter() - t0
        if self._rt is not None:
            s = self._rt.stats
            self.stats.host_to_device_bytes = s.host_to_device_bytes - before.host_to_device_bytes
            self.stats.device_to_host_bytes = s.device_to_host_bytes - before.device_to_host_bytes
            self.stats.host_copy_bytes = s.host_copy_bytes - before.host_copy_bytes
            self.stats.copies = s.copies - before.copies
        return result

    def _host(self, value: Value, vid: int) -> np.ndarray:
        if value.host is not None:
            return value.host
        assert self._rt is not None
        return self._rt.to_host(value, self.partition.specs[vid].dtype)

    def _run_plan(self, plan: Plan, inputs: list[Value]) -> list[Value]:
        env: dict[int, Value] = dict(zip(plan.inputs, inputs))
        for step in plan.steps:
            if isinstance(step, SegmentStep):
                assert self._rt is not None
                t0 = time.perf_counter()
                outs = self._rt.call(step.name, [env[i] for i in step.inputs])
                self.stats.segment_seconds += time.perf_counter() - t0
                self.stats.segment_calls += 1
            elif isinstance(step, HostOpStep):
                bound = self._bound[id(step)]
                args = [self._host(env[i], i) for i in step.inputs]
                out = self._aligned_outputs(bound)
                t0 = time.perf_counter()
                outs = [Value(host=y) for y in bound(*args, out=out)]
                dt = time.perf_counter() - t0
                name = bound.provider
                self.stats.provider_seconds[name] = self.stats.provider_seconds.get(name, 0.0) + dt
                self.stats.provider_calls[name] = self.stats.provider_calls.get(name, 0) + 1
            elif isinstance(step, WhileStep):
                outs = self._run_while(step, env)
            elif isinstance(step, CaseStep):
                outs = self._run_case(step, env)
            else:  # pragma: no cover
                raise TypeError(f"Unknown step {step!r}")
            env.update(zip(step.outputs, outs))
        return [env[i] for i in plan.outputs]

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
            (pred,) = self._run_plan(step.cond, values + captures)
            if not bool(self._host(pred, step.cond.outputs[0])):
                return values
            values = self._run_plan(step.body, values + captures)
            self.stats.loop_iterations += 1

    def _run_case(self, step: CaseStep, env: dict[int, Value]) -> list[Value]:
        index = int(self._host(env[step.index], step.index))
        n = len(step.branches)
        if not 0 <= index < n:  # StableHLO: out-of-range index runs the last branch
            index = n - 1
        return self._run_plan(step.branches[index], [env[i] for i in step.captures])


def _claimed_predicate(op_names: frozenset[str]):
    return lambda op: op.name in op_names


def compile(module: Any, *, target: str = "llvm-cpu", fft: str = "auto", entry: str = "main",
            extra_args: Sequence[str] = (), providers: ProviderRegistry | None = None,
            options: CompileOptions | None = None, use_cache: bool = True,
            mode: str = "split", target_device: Any = None) -> Program:
    """Compiles a StableHLO program containing ``stablehlo.fft``.

    ``mode="split"`` (default) returns a :class:`Program` executing IREE segments and FFT
    providers from Python. ``mode="inline"`` (``target="vulkan"`` only; ``fft`` "auto" or
    "vkfft", no ``providers``) compiles VkFFT's kernels into one IREE module and returns an
    :class:`~iree_vkfft.inline.InlineProgram`, callable the same way, whose ``.vmfb`` runs on
    any IREE runtime (``iree-run-module --device=vulkan``).

    Args:
        module: StableHLO text, a path to ``.mlir``/``.mlirbc``, bytecode bytes, an
            ``ir.Module`` or an object with ``as_text()``/``mlir_module()``.
        target: "llvm-cpu" (runs on local-task, or local-sync for small programs: see
            ``CompileOptions.cpu_driver``) or "vulkan" (vulkan driver).
        fft: "auto" (VkFFT for the vulkan target when VkFFT's device is a GPU, else host),
            "host", "vkfft",
            or the name of another provider registered for ``stablehlo.fft``.
        entry: name of the entry function.
        extra_args: extra iree-compile flags.
        providers: registry of op providers (default: :func:`default_registry`).
        options: full compile options (``target``/``extra_args`` then must not conflict).
        use_cache: use the on-disk ``.vmfb`` cache.
        mode: "split" or "inline" (see above).
        target_device: inline mode only: a :class:`~iree_vkfft.inline.TargetDevice` naming the
            limits of the device the ``.vmfb`` is for (default: the local Vulkan device).
    """
    if options is None:
        options = CompileOptions(target=target, extra_args=tuple(extra_args))
    elif extra_args:
        options = dataclasses.replace(options, extra_args=options.extra_args + tuple(extra_args))
    if normalize_mode(mode) == "inline":
        from ..inline import InlineError, compile_inline

        if fft not in ("auto", "vkfft") or providers is not None:
            raise InlineError(f"inline mode always uses VkFFT's kernels; fft={fft!r} and "
                              "custom providers need mode='split'")
        return compile_inline(module, entry=entry, options=options, use_cache=use_cache,
                              target=target_device)
    if target_device is not None:
        raise ValueError("target_device applies to mode='inline' only")
    registry = providers if providers is not None else default_registry()
    fft_provider = resolve_fft_choice(fft, options.target, registry)
    chosen = select_providers(registry, fft_provider)

    parsed, entry_op = parse_program(module, entry=entry)
    if options.workarounds and options.target == "vulkan-spirv":
        split_large_reductions(parsed)
    partition = partition_function(entry_op, _claimed_predicate(frozenset(chosen)),
                                   rewrite_complex_constants=options.workarounds)
    bound = {}
    for step in partition.host_ops:
        bound[id(step)] = chosen[step.op_name].bind(step.op)
    compiled = runtime = None
    if partition.segments:
        if options.target == "vulkan-spirv" and options.vulkan_target == "auto":
            options = resolve_vulkan_target(options, query_vulkan_device())
        compiled = compile_module(partition.module, options, use_cache=use_cache)
        options = resolve_cpu_driver(options, largest_tensor_elements(partition.module.operation))
        runtime = SegmentRuntime(compiled.vmfb, options.driver)
    return Program(partition, bound, runtime, compiled, options, fft_provider.name, entry)


def _describe_plan(plan: Plan, specs: Mapping[int, TensorSpec], indent: str) -> list[str]:
    lines = []
    for step in plan.steps:
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
            lines += _describe_plan(step.cond, specs, indent + "    ")
            lines.append(f"{indent}  body:")
            lines += _describe_plan(step.body, specs, indent + "    ")
        elif isinstance(step, CaseStep):
            lines.append(f"{indent}case (host-driven, {len(step.branches)} branches) "
                         f"{step.location}")
            for j, br in enumerate(step.branches):
                lines.append(f"{indent}  branch {j}:")
                lines += _describe_plan(br, specs, indent + "    ")
    return lines


def inspect(module: Any, *, entry: str = "main",
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
        "plan:",
    ]
    lines += _describe_plan(partition.plan, partition.specs, "  ")
    return "\n".join(lines)


def run_to_npz(module: Any, inputs: Sequence[str | Path | np.ndarray], output: str | Path,
               **compile_kwargs: Any) -> tuple[np.ndarray, ...]:
    """Runs ``module`` on inputs (``.npy`` paths or arrays) and saves ``output0..N`` to ``.npz``."""
    arrays = [np.load(x) if isinstance(x, (str, Path)) else np.asarray(x) for x in inputs]
    program = compile(module, **compile_kwargs)
    results = program(*arrays)
    np.savez(output, **{f"output{i}": r for i, r in enumerate(results)})
    return results
