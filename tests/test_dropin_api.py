"""``iree_vkfft.compiler.compile_str`` / ``compile_file`` against ``iree.compiler``'s on the same
arguments: the same bytes without FFTs, the same exception type on failure, and FFT programs
that iree.compiler cannot compile."""

from __future__ import annotations

import iree.compiler as iree_compiler
import numpy as np
import pytest
from test_dropin import DYNAMIC_FFT, NO_FFT, PROGRAMS, iree_run_module

from iree_vkfft import compiler as ireec
from conftest import assert_fft_close, random_array

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

ARGS = dict(target_backends=["llvm-cpu"], input_type="stablehlo",
            extra_args=["--iree-llvmcpu-target-cpu=generic"])


def test_the_switch_is_one_line():
    for name in ("compile_str", "compile_file", "CompilerOptions", "CompilerToolError",
                 "InputType", "OutputFormat", "query_available_targets"):
        assert hasattr(ireec, name), name
    assert ireec.CompilerToolError is iree_compiler.CompilerToolError


def test_compile_str_and_file_without_ffts_match_iree_compiler(tmp_path):
    theirs = iree_compiler.compile_str(NO_FFT, **ARGS)
    assert ireec.compile_str(NO_FFT, **ARGS) == theirs
    assert ireec.compile_str(NO_FFT.encode(), **ARGS) == theirs
    src = tmp_path / "plain.mlir"
    src.write_text(NO_FFT)
    assert ireec.compile_file(str(src), **ARGS) == iree_compiler.compile_file(str(src), **ARGS)
    out = tmp_path / "out.vmfb"
    assert ireec.compile_file(str(src), output_file=str(out), **ARGS) is None
    iree_compiler.compile_file(str(src), output_file=str(tmp_path / "theirs.vmfb"), **ARGS)
    assert out.read_bytes() == (tmp_path / "theirs.vmfb").read_bytes()


def test_failures_raise_the_same_exception():
    bad = NO_FFT.replace("tensor<4xf32>\n  return", "tensor<4xf32\n  return")
    for compile_str in (iree_compiler.compile_str, ireec.compile_str):
        with pytest.raises(iree_compiler.CompilerToolError, match="expected '>'"):
            compile_str(bad, **ARGS)
    with pytest.raises(TypeError):
        ireec.compile_str(NO_FFT, target_backend=["llvm-cpu"])  # CompilerOptions' own check


def test_a_rewrite_error_is_a_compiler_tool_error_naming_the_op():
    with pytest.raises(iree_compiler.CompilerToolError, match="transformed axis -1") as info:
        ireec.compile_str(DYNAMIC_FFT, target_backends=["vulkan-spirv"])
    assert 'loc("-":2:' in str(info.value)


@pytest.mark.vulkan
def test_compile_str_compiles_ffts_iree_compiler_refuses(tmp_path):
    text = (PROGRAMS / "rfft_f32_400.mlir").read_text()
    args = dict(target_backends=["vulkan-spirv"], input_type="stablehlo")
    with pytest.raises(iree_compiler.CompilerToolError):
        iree_compiler.compile_str(text, **args)
    vmfb = ireec.compile_str(text, **args)
    x = random_array(np.random.default_rng(3), (5, 400), np.float32)
    y = iree_run_module(vmfb, "vulkan", [x], tmp_path)
    assert_fft_close(y, np.fft.rfft(x.astype(np.float64)), (400,))
