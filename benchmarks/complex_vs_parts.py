"""Are IREE's complex element types correct and fast enough for portable mode's stages?

One radix-16 DFT stage over 65536 rows of complex64, two ways: a complex ``dot_general``
against a complex matrix (built with ``stablehlo.complex`` from real constants: complex
constant tensors do not compile for SPIR-V), and portable mode's form (real and imaginary
parts stacked on a leading axis, one real ``dot_general`` against a [2, r, 2, r] matrix).
Prints the relative error against numpy float64 and the time per call on llvm-cpu and Vulkan.

    PYTHONPATH=src python3 benchmarks/complex_vs_parts.py
"""
import importlib.machinery
import statistics
import sys
import time
from pathlib import Path

_SRC = Path(__file__).resolve().parents[1] / "src"
if any((_SRC / "iree_vkfft" / f"_native{suffix}").exists()  # a `make dev` tree for this Python
       for suffix in importlib.machinery.EXTENSION_SUFFIXES):  # (else the installed one)
    sys.path.insert(0, str(_SRC))
import numpy as np
from iree.compiler import ir
from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value, aligned_empty
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.portable.builder import Builder
from iree_vkfft.portable.transforms import dft_matrix
R, B = 16, 65536
ct = f"tensor<{B}x{R}xcomplex<f32>>"
def module(kind):
    text = f"func.func @main(%x: {ct}) -> {ct} {{\n  return %x : {ct}\n}}"
    m, f = parse_program(text)
    blk = f.regions[0].blocks[0]
    ret = list(blk.operations)[-1]
    with m.context, ir.Location.unknown(), ir.InsertionPoint(ret):
        b = Builder(ir.F32Type.get(), np.float32)
        x = blk.arguments[0]
        if kind == "parts":
            re = b.op("stablehlo.real", b.tensor([B, R]), [x]); im = b.op("stablehlo.imag", b.tensor([B, R]), [x])
            v = b.concat([b.reshape(re, [1, B, R]), b.reshape(im, [1, B, R])], 0)
            y = b.dot(dft_matrix(R, 2, False, 1.0), v, [2, 3], [0, 2])  # [2, R, B]
            y = b.transpose(y, [0, 2, 1])
            yr = b.reshape(b.slice(y, 0, 0, 1), [B, R]); yi = b.reshape(b.slice(y, 0, 1, 2), [B, R])
            out = b.op("stablehlo.complex", x.type, [yr, yi])
        else:
            k = np.arange(R); w = np.exp(-2j*np.pi*np.outer(k, k)/R)
            ctype = ir.ComplexType.get(ir.F32Type.get())
            wr = b.constant(w.real); wi = b.constant(w.imag)
            wc = b.op("stablehlo.complex", b.tensor([R, R], ctype), [wr, wi])
            dims = ir.Attribute.parse("#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>")
            y = b.op("stablehlo.dot_general", b.tensor([B, R], ctype), [x, wc], {"dot_dimension_numbers": dims})
            out = y
        ret.operation.operands[0] = out
    return m
x = aligned_empty((B, R), np.complex64); rng = np.random.default_rng(0)
x[...] = rng.standard_normal((B, R)) + 1j*rng.standard_normal((B, R))
want = np.fft.fft(x.astype(np.complex128), axis=-1)
for target, driver in [("llvm-cpu", "local-task"), ("vulkan", "vulkan")]:
    for kind in ["complex", "parts"]:
        m = module(kind)
        try:
            options = CompileOptions(target=target, cpu_driver="local-task")
            vmfb = compile_to_vmfb(text_payload(m, "bench"), options, use_cache=False).vmfb
        except Exception as e:
            print(target, kind, "COMPILE FAIL", [l for l in str(e).splitlines() if "error" in l][:1]); continue
        rt = ModuleRuntime(vmfb, driver)
        def call():
            (o,) = rt.call("main", [Value(host=x)]); return rt.to_host(o, np.complex64)
        y = call(); ts = []
        for _ in range(9):
            t0 = time.perf_counter(); call(); ts.append(time.perf_counter() - t0)
        err = np.linalg.norm(y - want) / np.linalg.norm(want)
        print(f"{target} {kind}: rel err {err:.2e}, min {1e3*min(ts):.2f} ms, median {1e3*statistics.median(ts):.2f} ms")
