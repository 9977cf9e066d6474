"""Inline mode without a device: the kernel-set contract, the SPIR-V rebinding, the emitted
IR (its extern form, text round trip) and compilation for vulkan-spirv (llvmpipe target)."""

from __future__ import annotations

import dataclasses
import struct

import pytest

from iree_vkfft.stablehlo.errors import StableHLOError
from iree_vkfft.inline import InlineError, KernelSet, emit_mlir, lower_ffts
from iree_vkfft.inline.program import compile_lowered
from iree_vkfft.toolchain.compile import module_bytecode
from iree_vkfft.dispatch.spirv import compact_bindings, rebind, shader_limits
from iree_vkfft.pipeline import compile
from iree_vkfft.toolchain import CompileOptions
from iree_vkfft.stablehlo.parse import load_module

from inline_helpers import K, N, compile_glsl, scale_export, scale_module

LLVMPIPE = CompileOptions(target="vulkan", vulkan_target="llvmpipe")


@pytest.fixture(scope="module")
def spirv(tmp_path_factory):
    return compile_glsl(tmp_path_factory.mktemp("glsl"))


def _bindings(spirv: bytes) -> list[int]:
    words = struct.unpack(f"<{len(spirv) // 4}I", spirv)
    found, i = [], 5
    while i < len(words):
        count, opcode = words[i] >> 16, words[i] & 0xFFFF
        if opcode == 71 and words[i + 2] == 33:
            found.append(words[i + 3])
        i += count
    return sorted(found)


def test_kernel_set_from_export_reads_push_constants_as_words(spirv):
    ks = KernelSet.from_export(scale_export(spirv, chained=True))
    assert [b.role for b in ks.buffers] == ["input_output", "temp", "constant"]
    assert ks.dispatches[0].push_constants == (N, K)
    assert ks.in_place and ks.input_id == ks.output_id == 0


@pytest.mark.parametrize("breakage,message", [
    (lambda e: e["dispatches"][0].update(spirv=b"\0" * 24), "magic"),
    (lambda e: e["dispatches"][0].update(spirv=e["dispatches"][0]["spirv"][:-2]), "words"),
    (lambda e: e["dispatches"][0].update(bindings=[0, 5, 2]), "binds buffer 5"),
    (lambda e: e["buffers"][0].update(role="output"), "input_output"),
    (lambda e: e["buffers"][2].update(data=b"\0"), "data"),
    (lambda e: e["dispatches"][0].update(push_constants=b"\0" * 3), "uint32"),
])
def test_kernel_set_rejects_inconsistent_exports(spirv, breakage, message):
    exported = scale_export(spirv, chained=True)
    breakage(exported)
    with pytest.raises(InlineError, match=message):
        KernelSet.from_export(exported)


def test_rebind_gives_an_in_place_pair_one_binding(spirv):
    distinct, mapping = compact_bindings([0, 0, 1])
    assert distinct == [0, 1] and mapping == {0: 0, 1: 0, 2: 1}
    assert _bindings(spirv) == [0, 1, 2]
    assert _bindings(rebind(spirv, mapping)) == [0, 0, 1]
    assert rebind(spirv, {0: 0, 1: 1, 2: 2}) is spirv
    with pytest.raises(InlineError, match="binding 2"):
        rebind(spirv, {0: 0, 1: 0})


def test_extern_form(spirv):
    module = scale_module(KernelSet.from_export(scale_export(spirv, chained=False)))
    text = emit_mlir(module, elide_kernels=True)
    # one binding per distinct buffer; the table read-only; push constants as i32 operands;
    # the in-place buffer tied; SPIR-V embedded with a path naming it
    assert ("#hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<"
            "storage_buffer>, #hal.pipeline.binding<storage_buffer, ReadOnly>]>") in text
    assert "hal.dispatch.extern \"main\"[%c1](%c256_i32, %c4_i32, %arg0, %cst) : (i32, i32, " \
           "tensor<256xcomplex<f32>>, tensor<8xf32>) -> %arg0" in text
    assert 'path = "scale_kernels_k0.spv", data = dense_resource<__elided__> : vector<' in text
    assert text.count("flow.tensor.clone") == 3
    assert "hal.return %c4, %c1_0, %c1_0" in text


def test_printed_module_parses_back_and_compiles_like_the_bytecode(spirv):
    module = scale_module(KernelSet.from_export(scale_export(spirv, chained=True)))
    text = emit_mlir(module)
    assert "<{," not in text
    reparsed = load_module(text)
    assert str(reparsed) == text
    vmfb_text = compile_lowered(reparsed, LLVMPIPE, use_cache=False).vmfb
    compiled = compile_lowered(load_module(module_bytecode(module)), LLVMPIPE, use_cache=False)
    vmfb_bc = compiled.vmfb
    assert vmfb_text[:4] == vmfb_bc[:4] and len(vmfb_text) > 4 * len(spirv)
    assert "--iree-hal-target-device=vulkan" in compiled.flags
    assert "--iree-input-demote-f64-to-f32=false" in compiled.flags


DYNAMIC = """
func.func @main(%x: tensor<2x?xcomplex<f32>>) -> tensor<2x?xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [16] : (tensor<2x?xcomplex<f32>>) -> tensor<2x?xcomplex<f32>>
  return %0 : tensor<2x?xcomplex<f32>>
}"""

F64 = """
func.func @main(%x: tensor<2x16xcomplex<f64>>) -> tensor<2x16xcomplex<f64>> {
  %0 = stablehlo.fft %x, type = FFT, length = [16] : (tensor<2x16xcomplex<f64>>) -> tensor<2x16xcomplex<f64>>
  return %0 : tensor<2x16xcomplex<f64>>
}"""


def test_refuses_a_dynamic_transformed_axis_naming_it():
    """A dynamic batch is chunked (tests/test_dynamic_programs.py); a dynamic transformed
    axis no mode compiles, and the message points to none."""
    with pytest.raises(StableHLOError, match=r"transformed axis -1 of the operand "
                                             r"complex64\[2,\?\] is dynamic.*no mode") as info:
        lower_ffts(load_module(DYNAMIC))
    assert "mode='" not in str(info.value)


def test_refuses_non_vulkan_targets_pointing_to_split_mode():
    with pytest.raises(InlineError, match="target='vulkan'.*mode='split'"):
        compile(F64, target="llvm-cpu", mode="inline")
    with pytest.raises(InlineError, match="mode='split'"):
        compile(F64, target="vulkan", mode="inline", fft="host")
    with pytest.raises(ValueError, match="Unknown mode"):
        compile(F64, mode="fused")


@pytest.mark.vulkan
def test_refuses_f64_without_device_float64():
    from iree_vkfft import _engine

    dev = dataclasses.replace(_engine.select_device(), float64=False)
    with pytest.raises(InlineError, match="Float64.*mode='split'"):
        lower_ffts(load_module(F64), device=dev)


@pytest.mark.vulkan
def test_kernels_an_iree_dispatch_cannot_express_are_refused(monkeypatch):
    """The native export refuses e.g. a buffer VkFFT binds at an offset; lowering turns that into
    an InlineError pointing to split mode, not an engine error from deep inside."""
    from iree_vkfft import _cache
    from iree_vkfft._errors import VkFFTError

    def refuse(key, device):
        raise VkFFTError(f"{key!r} binds a buffer at a non-zero offset; it cannot be expressed "
                         "as an IREE dispatch binding")

    monkeypatch.setattr(_cache, "export_kernels", refuse)
    with pytest.raises(InlineError, match="non-zero offset.*mode='split'"):
        lower_ffts(load_module(F64))


@pytest.mark.vulkan
def test_transform_over_the_devices_buffer_limit_is_refused_for_inlining():
    from iree_vkfft import _engine

    n = _engine.select_device().max_storage_buffer_range // 8 + 1  # complex64 elements
    t = f"tensor<{n}xcomplex<f32>>"
    text = (f"func.func @main(%x: {t}) -> {t} {{\n  %y = stablehlo.fft %x, type = FFT, "
            f"length = [{n}] : ({t}) -> {t}\n  return %y : {t}\n}}")
    with pytest.raises(InlineError, match="maxStorageBufferRange.*mode='split'"):
        lower_ffts(load_module(text))


def test_module_without_fft_is_left_alone():
    text = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> { return %x : tensor<4xf32> }"
    module = load_module(text)
    before = str(module)
    assert lower_ffts(module) == []
    assert str(module) == before


SHARED_GLSL = """#version 450
layout(local_size_x = 32, local_size_y = 4) in;
layout(std430, set = 0, binding = 0) buffer Buf { vec2 a[]; };
shared vec2 tile[128];
shared double sums[16];
void main() {
    uint i = gl_LocalInvocationIndex;
    tile[i] = a[i];
    if (i < 16) sums[i] = double(tile[i].x);
    barrier();
    a[i] = tile[127 - i] + vec2(float(sums[i % 16]));
}
"""


def test_shader_limits_reads_local_size_and_shared_memory(tmp_path, spirv):
    local, shared = shader_limits(compile_glsl(tmp_path, SHARED_GLSL))
    assert local == (32, 4, 1)
    assert shared == 128 * 8 + 16 * 8  # vec2 tile + double sums
    assert shader_limits(spirv) == ((64, 1, 1), 0)
    with pytest.raises(InlineError, match="magic"):
        shader_limits(b"\0" * 20)
