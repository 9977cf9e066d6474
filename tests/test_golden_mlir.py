"""Golden tests of generated MLIR: each emitter's output on a small, device-independent input
is compared with a committed expected text in ``tests/golden/``.

A difference is either a regression or an intended change. For an intended one, regenerate
the files and review the diff before committing it:

    IREE_VKFFT_REGEN_GOLDEN=1 PYTHONPATH=src python3 -m pytest -q tests/test_golden_mlir.py
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest
from iree.compiler import ir
from iree.compiler.dialects import func

from iree_vkfft.dispatch import lower as inline_lower
from iree_vkfft.dispatch.emit import emit_kernel_func
from iree_vkfft.dispatch.kernels import KernelSet, expected_sizes
from iree_vkfft.stablehlo.parse import load_module, parse_program
from iree_vkfft.stablehlo.partition import partition_function
from iree_vkfft.toolchain.compile import text_payload
from iree_vkfft._types import FftType

GOLDEN = Path(__file__).parent / "golden"
PROGRAMS = Path(__file__).parent / "data" / "programs"


def check_golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if os.environ.get("IREE_VKFFT_REGEN_GOLDEN"):
        path.write_text(text)
    assert path.is_file(), f"{path} is missing: regenerate (see this file's docstring)"
    assert text == path.read_text(), f"{name} differs from {path} (see this file's docstring)"


def fake_spirv(*bindings: int) -> bytes:
    """A SPIR-V header plus one ``OpDecorate %v Binding b`` per binding: all the emitter reads
    (its binding renumbering); never executed."""
    words = [0x07230203, 0x00010000, 0, 16, 0]
    for v, b in enumerate(bindings, start=1):
        words += [(4 << 16) | 71, v, 33, b]
    return struct.pack(f"<{len(words)}I", *words)


def test_split_segments_module():
    _, entry = parse_program(PROGRAMS / "fft_convolve.mlir")
    partition = partition_function(entry, lambda op: op.name == "stablehlo.fft")
    check_golden("split_fft_convolve_segments.mlir",
                 text_payload(partition.module, "segments").data.decode())


def test_inline_kernel_function_in_place_with_temp_and_table():
    """VkFFT's in-place binding (buffer 0 at bindings 0 and 1) compacted to one binding, a
    temp zero-filled per call, a constant table, push constants and two chained dispatches."""
    table = struct.pack("<4f", 1.0, 0.5, 2.0, -1.0)
    exported = {
        "buffers": [{"role": "input_output", "size": 64}, {"role": "temp", "size": 64},
                    {"role": "constant", "size": 16, "data": table}],
        "dispatches": [
            {"spirv": fake_spirv(0, 1, 2), "workgroups": (2, 1, 1), "bindings": [0, 1, 2],
             "push_constants": struct.pack("<2I", 8, 2)},
            {"spirv": fake_spirv(0, 1), "workgroups": (1, 2, 1), "bindings": [1, 0]},
        ]}
    kernels = KernelSet.from_export(exported)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        t = ir.RankedTensorType.get([8], ir.ComplexType.get(ir.F32Type.get()))
        with ir.InsertionPoint(module.body):
            emit_kernel_func("k_kernels", kernels, t, t, ir.F32Type.get())
        module.operation.verify()
        check_golden("inline_kernel_func.mlir", str(module))


IRFFT2 = """
func.func @main(%x: tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x4xf32> {
  %y = stablehlo.fft %x, type = IRFFT, length = [4, 4] : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x4xf32>
  return %y : tensor<2x4x4xf32>
}
"""


def test_inline_irfft2_wrapper(monkeypatch):
    """The wrapper around an IRFFT's kernels: numpy's C2R projection of the DC and Nyquist
    planes over the leading axis, the flattening reshape, the call and the result reshape."""
    in_bytes, out_bytes = expected_sizes(FftType.IRFFT, (4, 4), 2, 4)
    exported = {"buffers": [{"role": "input", "size": in_bytes},
                            {"role": "output", "size": out_bytes}],
                "dispatches": [{"spirv": fake_spirv(0, 1), "workgroups": (1, 1, 1),
                                "bindings": [0, 1]}]}
    monkeypatch.setattr(inline_lower, "export_kernel_set",
                        lambda key, device: KernelSet.from_export(exported))
    module = load_module(IRFFT2)
    inline_lower.lower_ffts(module)
    module.operation.verify()
    check_golden("inline_irfft2_wrapper.mlir", str(module))
