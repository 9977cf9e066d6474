"""Helpers for portable-mode tests: build single-FFT modules, compile a module for a target and
run it (llvm-cpu, vulkan) or only compile it (metal-spirv, cuda), and walk the IR."""

from __future__ import annotations

import shutil
import subprocess
from typing import Sequence

import numpy as np
import pytest
from iree.compiler import ir

from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value
from iree_vkfft.stablehlo.match import element_dtype, find_ops

RUN_TARGETS = ("llvm-cpu", "vulkan")
COMPILE_ONLY_TARGETS = {"metal": "metal-spirv", "cuda": "cuda"}
FORBIDDEN_OPS = ("stablehlo.fft", "stablehlo.custom_call", "hal.dispatch.extern")

_ELEMENT = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
            np.dtype(np.complex64): "complex<f32>", np.dtype(np.complex128): "complex<f64>",
            np.dtype(np.int32): "i32", np.dtype(np.bool_): "i1"}


def ttype(shape: Sequence[int], dtype) -> str:
    dims = "".join(f"{int(d)}x" for d in shape)
    return f"tensor<{dims}{_ELEMENT[np.dtype(dtype)]}>"


def fft_shapes(kind: str, shape, lengths, real_dtype):
    """(operand shape, operand dtype, result shape, result dtype) of one stablehlo.fft."""
    real = np.dtype(real_dtype)
    cplx = np.dtype(np.complex64 if real == np.float32 else np.complex128)
    shape, lengths = tuple(shape), tuple(lengths)
    half = lengths[:-1] + (lengths[-1] // 2 + 1,)
    batch = shape[:len(shape) - len(lengths)]
    if kind == "RFFT":
        return batch + lengths, real, batch + half, cplx
    if kind == "IRFFT":
        return batch + half, cplx, batch + lengths, real
    return batch + lengths, cplx, batch + lengths, cplx


def fft_module(cases) -> str:
    """``main`` taking one operand per case ``(kind, batch_shape + lengths, lengths, real
    dtype)`` and returning each case's ``stablehlo.fft``: many transforms, one compile."""
    args, body, rets = [], [], []
    for i, (kind, shape, lengths, real) in enumerate(cases):
        ish, idt, osh, odt = fft_shapes(kind, shape, lengths, real)
        args.append(f"%x{i}: {ttype(ish, idt)}")
        body.append(f"  %y{i} = stablehlo.fft %x{i}, type = {kind}, length = "
                    f"[{', '.join(map(str, lengths))}] : ({ttype(ish, idt)}) -> {ttype(osh, odt)}")
        rets.append((f"%y{i}", ttype(osh, odt)))
    return (f"func.func @main({', '.join(args)}) -> ({', '.join(t for _, t in rets)}) {{\n"
            + "\n".join(body) + "\n  return " + ", ".join(v for v, _ in rets) + " : "
            + ", ".join(t for _, t in rets) + "\n}\n")


def module_op_names(module: ir.Module) -> set[str]:
    return {op.name for op in find_ops(module.operation, lambda o: True)}


def assert_plain_stablehlo(module: ir.Module) -> None:
    names = module_op_names(module)
    assert not names & set(FORBIDDEN_OPS), sorted(names & set(FORBIDDEN_OPS))


def compile_vmfb(module: ir.Module, target: str, *, use_cache: bool = True) -> bytes:
    """A ``.vmfb`` of ``module`` for "llvm-cpu"/"vulkan" or, compile only, "metal"/"cuda",
    with the project's flags (the toolchain every mode uses, and the workaround registry's
    flags a portable module gets; no rewrite is applied here)."""
    from iree_vkfft.workarounds import registry

    options = registry.with_flags(CompileOptions(target=target, cpu_driver="local-sync"),
                                  "portable", module=module)
    return compile_to_vmfb(text_payload(module, "portable-test"), options,
                           use_cache=use_cache).vmfb


def runner(module: ir.Module, target: str):
    """Compiles ``module`` once for ``target`` ("llvm-cpu" or "vulkan") and returns
    ``run(entry, inputs) -> outputs`` calling any of its functions."""
    vmfb = compile_vmfb(module, target)
    runtime = ModuleRuntime(vmfb, CompileOptions(target=target, cpu_driver="local-sync").driver)
    results = {}
    for fn in find_ops(module.operation, lambda o: o.name == "func.func"):
        ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
        results[ir.StringAttr(fn.attributes["sym_name"]).value] = [
            element_dtype(ir.RankedTensorType(t).element_type) for t in ftype.results]

    def run(entry: str, inputs: Sequence[np.ndarray]) -> list[np.ndarray]:
        outs = runtime.call(entry, [Value(host=np.array(x, order="C")) for x in inputs])
        return [np.array(runtime.to_host(v, dt), copy=True) for v, dt in zip(outs, results[entry])]

    return run


def compile_and_run(module: ir.Module, target: str, inputs: Sequence[np.ndarray],
                    entry: str = "main") -> list[np.ndarray]:
    """Compiles ``module`` for ``target`` ("llvm-cpu" or "vulkan") and calls ``entry``."""
    return runner(module, target)(entry, inputs)


def run_stock_tool(vmfb: bytes, device: str, inputs, n_outputs: int, tmp_path) -> list[np.ndarray]:
    """The ``.vmfb`` through the stock ``iree-run-module --device=<device>`` (no Python)."""
    tool = shutil.which("iree-run-module")
    if tool is None:
        pytest.skip("iree-run-module (iree-base-runtime) is not on PATH")
    (tmp_path / "m.vmfb").write_bytes(vmfb)
    cmd = [tool, f"--device={device}", f"--module={tmp_path / 'm.vmfb'}", "--function=main"]
    for i, x in enumerate(inputs):
        np.save(tmp_path / f"in{i}.npy", np.ascontiguousarray(x))
        cmd.append(f"--input=@{tmp_path / f'in{i}.npy'}")
    cmd += [f"--output=@{tmp_path / f'out{i}.npy'}" for i in range(n_outputs)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return [np.load(tmp_path / f"out{i}.npy") for i in range(n_outputs)]


def _vulkan_available() -> bool:
    import iree_vkfft

    try:
        iree_vkfft.current_device()
        return True
    except Exception:  # noqa: BLE001
        return False


#: skips a test where no Vulkan device is found
needs_vulkan = pytest.mark.skipif(not _vulkan_available(), reason="no Vulkan device")


def parsed_module(text: str) -> ir.Module:
    """``text`` parsed as the modes parse a program (calls inlined)."""
    from iree_vkfft.stablehlo.parse import parse_program

    module, _ = parse_program(text)
    return module


__all__ = ["RUN_TARGETS", "COMPILE_ONLY_TARGETS", "FORBIDDEN_OPS", "ttype", "fft_shapes",
           "fft_module", "module_op_names", "assert_plain_stablehlo", "compile_vmfb", "runner",
           "compile_and_run", "run_stock_tool", "needs_vulkan", "parsed_module"]
