"""``compile(..., verify=True)``, ``iree-vkfft compile --verify`` and the drop-in's
``--iree-vkfft-verify``: the compiled program run once against split mode with host FFTs on
llvm-cpu; wrong numbers and NaN the reference does not have are refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from conftest import child_env
from iree_vkfft.checking import perturbed, verification_report
from iree_vkfft.toolchain.options import CompileOptions
from portable_helpers import needs_vulkan

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

PROGRAMS = Path(__file__).parent / "data" / "programs"
REPROS = Path(__file__).parent / "data" / "iree_repros"


def test_a_right_program_passes_and_keeps_its_report():
    program = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable", verify=True)
    report = program.verification
    assert report.ok and report.worst < 1e-5 and "verification" in report.reference
    assert len(report.inputs) == 1 and report.inputs[0].shape == (5, 400)


def test_given_inputs_are_used():
    x = np.random.default_rng(3).standard_normal((5, 400)).astype(np.float32)
    program = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable",
                                 verify=[x])
    np.testing.assert_array_equal(program.verification.inputs[0], x)


@needs_vulkan
def test_plain_iree_s_wrong_numbers_are_refused():
    """IREE 3.13 miscomputes this fused gather-sum on Vulkan without an error (registry entry
    isolated-gathers): with the entry off, verification must refuse the program."""
    text = (REPROS / "isolated-gathers.mlir").read_text()
    bad = CompileOptions(target="vulkan", disable_workarounds=("isolated-gathers",))
    with pytest.raises(iree_vkfft.VerificationError, match="gives different numbers") as e:
        iree_vkfft.compile(text, mode="portable", options=bad, verify=True)
    assert not e.value.report.ok and e.value.report.worst > 1e-2
    good = iree_vkfft.compile(text, mode="portable", target="vulkan", verify=True)
    assert good.verification.ok


def test_nan_where_the_reference_is_finite_is_refused():
    ref = np.ones((4, 4), np.float32)
    got = ref.copy()
    got[1, 2] = np.nan
    report = verification_report([got], [ref], [ref], [ref], mode="portable", target="vulkan")
    assert not report.ok and "non-finite" in report.outputs[0].problem


def test_an_output_too_sensitive_to_tell_is_inconclusive_not_refused():
    x = np.linspace(1, 2, 64, dtype=np.float32)
    ref = np.sin(x * np.float32(1e7))
    moved = np.sin(perturbed([x])[0] * np.float32(1e7))
    report = verification_report([-ref], [ref], [moved], [x], mode="portable", target="x")
    (out,) = report.outputs
    assert out.inconclusive and report.ok


def test_the_tolerance_follows_the_reference_s_sensitivity():
    x = np.linspace(1, 2, 64).astype(np.float32)
    ref = x * 3
    report = verification_report([ref * (1 + 3e-4)], [ref], [ref * (1 + 1e-7)], [x],
                                 mode="portable", target="x")
    assert not report.ok  # 3e-4 > the 1e-4 floor: refused
    report = verification_report([ref * (1 + 3e-5)], [ref], [ref * (1 + 1e-7)], [x],
                                 mode="portable", target="x")
    assert report.ok


def test_the_reference_itself_is_not_verified():
    with pytest.raises(ValueError, match="the reference itself"):
        iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="split", fft="host",
                           verify=True)


def test_cli_compile_verify(tmp_path):
    out = tmp_path / "p.vmfb"
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft", "compile",
                           str(PROGRAMS / "rfft_f32_400.mlir"), "--target", "llvm-cpu",
                           "--verify", "-o", str(out)], capture_output=True, text=True,
                          env=child_env(), timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "verified (largest error" in proc.stdout and out.stat().st_size > 0


def _dropin(args, tmp_path, **env):
    return subprocess.run([sys.executable, "-m", "iree_vkfft.compiler", *args],
                          capture_output=True, env=child_env(**env), timeout=900, cwd=tmp_path)


def test_dropin_verify_hands_over_a_right_vmfb(tmp_path):
    args = ["--iree-hal-target-backends=llvm-cpu", "--iree-input-type=stablehlo_xla",
            str(PROGRAMS / "rfft_f32_400.mlir"), "--iree-vkfft-verify"]
    by_stdout = _dropin(args, tmp_path)  # nx_iree takes the .vmfb from stdout
    assert by_stdout.returncode == 0, by_stdout.stderr[-2000:]
    assert by_stdout.stdout[:2] == b"PK"
    by_file = _dropin(args + ["-o", str(tmp_path / "m.vmfb")], tmp_path)
    assert by_file.returncode == 0 and (tmp_path / "m.vmfb").read_bytes()[:2] == b"PK"


@needs_vulkan
def test_dropin_verify_refuses_wrong_numbers_and_writes_nothing(tmp_path):
    """The drop-in inline-lowers nothing here (no FFT): a wrong program needs an FFT for the
    rewrite to run; the repro plus an FFT of its result, with the gather fix turned off."""
    text = (REPROS / "isolated-gathers.mlir").read_text()
    text = text.replace("-> tensor<64x4xf32> {", "-> tensor<64x4xcomplex<f32>> {")
    text = text.replace("  return %s : tensor<64x4xf32>",
                        "  %c = stablehlo.convert %s : (tensor<64x4xf32>) -> "
                        "tensor<64x4xcomplex<f32>>\n  %f = stablehlo.fft %c, type = FFT, "
                        "length = [4] : (tensor<64x4xcomplex<f32>>) -> tensor<64x4xcomplex<f32>>"
                        "\n  return %f : tensor<64x4xcomplex<f32>>")
    src = tmp_path / "bad.mlir"
    src.write_text(text)
    out = tmp_path / "bad.vmfb"
    proc = _dropin(["--iree-hal-target-backends=vulkan-spirv", "--iree-vkfft-mode=portable",
                    str(src), "-o", str(out), "--iree-vkfft-verify",
                    "--iree-vkfft-disable-workaround=isolated-gathers"], tmp_path)
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert b"--iree-vkfft-verify: the compiled @main gives different numbers" in proc.stderr
    assert b"Traceback" not in proc.stderr
    assert not out.exists()


def test_dropin_verify_needs_a_target_it_can_run(tmp_path):
    proc = _dropin(["--iree-hal-target-backends=cuda", str(PROGRAMS / "rfft_f32_400.mlir"),
                    "--iree-vkfft-verify", "-o", str(tmp_path / "m.vmfb")], tmp_path)
    assert proc.returncode == 1
    assert b"--iree-vkfft-verify runs the .vmfb here" in proc.stderr
    assert not (tmp_path / "m.vmfb").exists()
