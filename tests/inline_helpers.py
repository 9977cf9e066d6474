"""Hand-made kernel sets for inline-mode tests: a GLSL shader compiled with glslangValidator,
wrapped in the same dict format as ``plan.export_kernels()``."""

from __future__ import annotations

import shutil
import struct
import subprocess

import numpy as np
import pytest

from iree.compiler import ir
from iree.compiler.dialects import func

from iree_vkfft.dispatch.emit import emit_kernel_func, fresh_copy
from iree_vkfft.dispatch.kernels import KernelSet

# out[i] = in[i] * table[i % k] (component-wise on vec2), VkFFT's interface: set 0, binding 0
# in, binding 1 out (the same buffer when in place), tables after; uint32 push constants.
SCALE_GLSL = """#version 450
layout(local_size_x = 64) in;
layout(std430, set = 0, binding = 0) buffer In { vec2 a[]; };
layout(std430, set = 0, binding = 1) buffer Out { vec2 b[]; };
layout(std430, set = 0, binding = 2) readonly buffer Tab { vec2 t[]; };
layout(push_constant) uniform PC { uint n; uint k; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < pc.n) b[i] = a[i] * t[i % pc.k];
}
"""

N, K = 256, 4
TABLE = (np.arange(1, K + 1) + 0.5j * np.arange(1, K + 1)).astype(np.complex64)


def compile_glsl(tmp_path, source: str = SCALE_GLSL) -> bytes:
    tool = shutil.which("glslangValidator")
    if tool is None:
        pytest.skip("glslangValidator (glslang-tools) is not installed")
    src, out = tmp_path / "k.comp", tmp_path / "k.spv"
    src.write_text(source)
    subprocess.run([tool, "-V", str(src), "-o", str(out)], check=True, capture_output=True)
    return out.read_bytes()


def scale_export(spirv: bytes, chained: bool) -> dict:
    """In place (one dispatch binding buffer 0 twice), or chained through a temp buffer
    (two dispatches: io -> temp -> io, i.e. scaled twice)."""
    pc = struct.pack("<2I", N, K)
    buffers = [{"role": "input_output", "size": N * 8, "data": None}]
    if chained:
        buffers.append({"role": "temp", "size": N * 8, "data": None})
    buffers.append({"role": "constant", "size": K * 8, "data": TABLE.tobytes()})
    table = len(buffers) - 1
    grid = (N // 64, 1, 1)
    if chained:
        dispatches = [{"spirv": spirv, "entry": "main", "workgroups": grid, "push_constants": pc,
                       "bindings": [0, 1, table]},
                      {"spirv": spirv, "entry": "main", "workgroups": grid, "push_constants": pc,
                       "bindings": [1, 0, table]}]
    else:
        dispatches = [{"spirv": spirv, "entry": "main", "workgroups": grid, "push_constants": pc,
                       "bindings": [0, 0, table]}]
    return {"buffers": buffers, "dispatches": dispatches}


def scale_reference(x: np.ndarray, times: int) -> np.ndarray:
    t = np.resize(TABLE, x.shape)
    re = x.real * t.real ** times
    im = x.imag * t.imag ** times
    return (re + 1j * im).astype(np.complex64)


def scale_module(kernels: KernelSet) -> ir.Module:
    """``main(x) -> (y, z1, z2)``: ``y = K(x)``, then two kernel calls both consuming ``y``."""
    ctx = ir.Context()
    with ctx, ir.Location.unknown():
        module = ir.Module.create()
        t = ir.RankedTensorType.get([N], ir.ComplexType.get(ir.F32Type.get()))
        with ir.InsertionPoint(module.body):
            k = emit_kernel_func("scale_kernels", kernels, t, t, ir.F32Type.get())
            main = func.FuncOp("main", ir.FunctionType.get([t], [t, t, t]))
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                y = func.CallOp(k, [fresh_copy(block.arguments[0], 0)]).result
                z1 = func.CallOp(k, [fresh_copy(y, 1)]).result
                z2 = func.CallOp(k, [fresh_copy(y, 2)]).result
                func.ReturnOp([y, z1, z2])
        module.operation.verify()
    return module
