"""iree-vkfft-compile as nx_iree runs it (a subprocess: flags first, the temp file last, the
.vmfb read from stdout), checked with IREE's stock iree-run-module against numpy float64; and
behaving like iree-compile where there is nothing to rewrite or something is wrong."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from test_split_programs import check, convolution_reference, fno_reference, whisper_reference

from iree_vkfft.compiler.driver import find_iree_compile
from conftest import child_env, random_array

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

PROGRAMS = Path(__file__).parent / "data" / "programs"
NX_FLAGS = ["--iree-input-type=stablehlo_xla", "--iree-execution-model=async-internal"]
DEVICES = {"llvm-cpu": "local-sync", "vulkan-spirv": "vulkan"}
IREE_COMPILE = find_iree_compile(None)
NO_FFT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def dropin(args, *, env=None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "iree_vkfft.compiler", *args],
                          capture_output=True, env=child_env(**(env or {})), timeout=600, **kw)


def nx_iree_compile(backend: str, program: str, tmp_path: Path, env=None) -> bytes:
    """nx_iree's System.cmd(compiler_path, flags ++ [tmp_mlir_file]): the .vmfb on stdout."""
    tmp = tmp_path / "nx_iree_module.mlir"
    shutil.copyfile(PROGRAMS / f"{program}.mlir", tmp)
    proc = dropin([f"--iree-hal-target-backends={backend}", *NX_FLAGS, str(tmp)], env=env)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout[:2] == b"PK", "a .vmfb (a zip archive) on stdout"
    return proc.stdout


def iree_run_module(vmfb: bytes, device: str, inputs, tmp_path: Path) -> np.ndarray:
    (tmp_path / "m.vmfb").write_bytes(vmfb)
    cmd = [shutil.which("iree-run-module"), f"--device={device}",
           f"--module={tmp_path / 'm.vmfb'}", "--function=main", f"--output=@{tmp_path / 'o.npy'}"]
    for i, x in enumerate(inputs):
        np.save(tmp_path / f"in{i}.npy", np.ascontiguousarray(x))
        cmd.append(f"--input=@{tmp_path / f'in{i}.npy'}")
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    return np.load(tmp_path / "o.npy")


def _whisper_case(rng):
    audio = (0.1 * rng.standard_normal(480000)).astype(np.float32)
    filters = rng.uniform(0, 0.02, (201, 80)).astype(np.float32)
    window = np.hanning(401)[:-1].astype(np.float32)
    ref = whisper_reference(audio, filters.astype(np.float64), window.astype(np.float64))
    return [audio, filters, window], ref, 400


def _fno_case(rng):
    x = random_array(rng, (2, 4, 32, 32), np.float32)
    w1, w2 = (random_array(rng, (4, 4, 8, 8), np.complex64) for _ in range(2))
    return [x, w1, w2], fno_reference(x, w1, w2), 1024


def _convolution_case(rng):
    x, k = (random_array(rng, (8192,), np.float32) for _ in range(2))
    return [x, k], convolution_reference(x, k), 16384


CASES = {"whisper_logmel": _whisper_case, "whisper_logmel_nx": _whisper_case,
         "fno_spectral_conv": _fno_case, "fft_convolve": _convolution_case}


@pytest.mark.vulkan
@pytest.mark.parametrize("program", list(CASES))
@pytest.mark.parametrize("backend", ["vulkan-spirv", "llvm-cpu"])
def test_nx_iree_invocation_runs_in_stock_iree_run_module(backend, program, tmp_path):
    vmfb = nx_iree_compile(backend, program, tmp_path)
    inputs, ref, n = CASES[program](np.random.default_rng(11))
    y = iree_run_module(vmfb, DEVICES[backend], inputs, tmp_path)
    assert y.shape == ref.shape
    check([y], [ref], n, scale=10.0)


def _ops(module: ir.Module) -> set[str]:
    names: set[str] = set()

    def visit(op):
        names.add(op.name)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return names


@pytest.mark.parametrize("program", ["whisper_logmel", "whisper_logmel_nx", "fno_spectral_conv"])
@pytest.mark.parametrize("backend", ["metal-spirv", "cuda"])
def test_nx_iree_invocation_for_gpus_without_vkfft_is_plain_stablehlo(backend, program,
                                                                       tmp_path):
    temps = tmp_path / "temps"
    nx_iree_compile(backend, program, tmp_path, env={"IREE_VKFFT_SAVE_TEMPS": temps})
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = False
        ops = _ops(ir.Module.parse((temps / "dropin.mlirbc").read_bytes()))
    assert "stablehlo.dot_general" in ops
    assert not ops & {"stablehlo.fft", "stablehlo.custom_call", "hal.dispatch.extern",
                      "func.call"}, "no FFT op and no host hop left"
    command = (temps / "dropin_command.txt").read_text().split()
    assert command[1:-1] == [f"--iree-hal-target-backends={backend}", *NX_FLAGS]
    assert command[-1].endswith(".mlirbc"), "the user's flags, the lowered module last"


def _iree_compile(args, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([IREE_COMPILE, *args], capture_output=True, timeout=600, **kw)


def test_module_without_fft_is_byte_identical_to_iree_compile(tmp_path):
    src = tmp_path / "plain.mlir"
    src.write_text(NO_FFT)
    args = ["--iree-hal-target-backends=llvm-cpu", *NX_FLAGS]
    theirs = _iree_compile([*args, str(src)])
    ours = dropin([*args, str(src)])
    assert theirs.returncode == ours.returncode == 0
    assert ours.stdout == theirs.stdout and ours.stdout[:2] == b"PK"
    theirs = _iree_compile([*args, "-"], input=NO_FFT.encode())
    ours = dropin([*args, "-"], input=NO_FFT.encode())
    assert theirs.returncode == ours.returncode == 0
    assert ours.stdout == theirs.stdout and ours.stdout[:2] == b"PK"
