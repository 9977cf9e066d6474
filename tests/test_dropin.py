"""iree-vkfft-compile as nx_iree runs it (a subprocess: flags first, the temp file last, the
.vmfb read from stdout), checked with IREE's stock iree-run-module against numpy float64; and
behaving like iree-compile where there is nothing to rewrite or something is wrong."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from test_split_programs import check, convolution_reference, fno_reference, whisper_reference

from iree_vkfft import devices
from iree_vkfft.compiler.jobs import find_iree_compile
from iree_vkfft.inline import TargetDevice
from conftest import child_env, random_array
from portable_helpers import needs_vulkan

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


def iree_run_module(vmfb: bytes, device: str, inputs, tmp_path: Path, outputs: int = 1):
    """The stock iree-run-module on ``vmfb``: the output array (a list for ``outputs`` > 1)."""
    (tmp_path / "m.vmfb").write_bytes(vmfb)
    cmd = [shutil.which("iree-run-module"), f"--device={device}",
           f"--module={tmp_path / 'm.vmfb'}", "--function=main"]
    cmd += [f"--output=@{tmp_path / f'o{i}.npy'}" for i in range(outputs)]
    for i, x in enumerate(inputs):
        np.save(tmp_path / f"in{i}.npy", np.ascontiguousarray(x))
        cmd.append(f"--input=@{tmp_path / f'in{i}.npy'}")
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    results = [np.load(tmp_path / f"o{i}.npy") for i in range(outputs)]
    return results[0] if outputs == 1 else results


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


VULKAN = pytest.param("vulkan-spirv", marks=pytest.mark.vulkan)


@pytest.mark.parametrize("program", list(CASES))
@pytest.mark.parametrize("backend", [VULKAN, "llvm-cpu"])
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


# each program once (the lowering is the same for both targets; Metal: the original report)
@pytest.mark.parametrize("backend, program", [
    ("metal-spirv", "whisper_logmel_nx"), ("metal-spirv", "fno_spectral_conv"),
    ("cuda", "whisper_logmel"), ("cuda", "fft_convolve")])
def test_nx_iree_invocation_for_gpus_without_vkfft_is_plain_stablehlo(backend, program,
                                                                       tmp_path):
    temps = tmp_path / "temps"
    nx_iree_compile(backend, program, tmp_path, env={"IREE_VKFFT_SAVE_TEMPS": temps})
    with ir.Context():
        ops = _ops(ir.Module.parse((temps / "dropin.mlir").read_text()))
    assert "stablehlo.dot_general" in ops
    assert not ops & {"stablehlo.fft", "stablehlo.custom_call", "hal.dispatch.extern",
                      "func.call"}, "no FFT op and no host hop left"
    command = (temps / "dropin_command.txt").read_text().split()
    from iree_vkfft.workarounds import registry

    ours = list(registry.flags([backend], mode="portable"))  # the registry's, then the user's
    assert command[1:-1] == [*ours, f"--iree-hal-target-backends={backend}", *NX_FLAGS]
    assert command[-1].endswith(".mlir"), "the user's flags, the lowered module (text) last"


def test_several_targets_get_portable_ffts(tmp_path):
    """Several targets (a comma list, passed on as one flag per backend): plain StableHLO.
    The .vmfb runs on local-sync; IREE 3.13 gives several legacy backends one device of the
    first backend's kind (and a vulkan,local device selection fails at load on Vulkan for
    modules of several dispatches, FFTs or not; docs/notes.md)."""
    src, temps = tmp_path / "rfft.mlir", tmp_path / "temps"
    shutil.copyfile(PROGRAMS / "rfft_f32_400.mlir", src)
    proc = dropin(["--iree-hal-target-backends=llvm-cpu,vulkan-spirv", *NX_FLAGS, str(src)],
                  env={"IREE_VKFFT_SAVE_TEMPS": temps})
    assert proc.returncode == 0, proc.stderr.decode()
    with ir.Context():
        ops = _ops(ir.Module.parse((temps / "dropin.mlir").read_text()))
    assert "stablehlo.dot_general" in ops and not ops & {"stablehlo.fft", "hal.dispatch.extern"}
    x = random_array(np.random.default_rng(4), (5, 400), np.float32)
    y = iree_run_module(proc.stdout, "local-sync", [x], tmp_path)
    check([y], [np.fft.rfft(x.astype(np.float64))], 400)


def _x64_case():
    rng = np.random.default_rng(2)
    x, z = random_array(rng, (3, 100), np.float64), random_array(rng, (2, 1000), np.complex128)
    F = np.fft
    return [x, z], [F.rfft(x), F.ifft(z), F.irfft(F.rfft(x) * 2.0, n=100)]


@pytest.mark.parametrize("backend", [VULKAN, pytest.param("llvm-cpu", marks=pytest.mark.slow)])
def test_f64_ffts_are_demoted_as_iree_compile_demotes_f64_by_default(backend, tmp_path):
    """iree-compile 3.13 demotes f64 unless told not to: the module takes and returns f32 and
    computes in f32 (inline f64 kernels with demotion on would crash iree-compile)."""
    vmfb = nx_iree_compile(backend, "x64_transforms", tmp_path)
    (x, z), refs = _x64_case()
    outs = iree_run_module(vmfb, DEVICES[backend], [x.astype(np.float32), z.astype(np.complex64)],
                           tmp_path, outputs=3)
    assert [o.dtype for o in outs] == [np.complex64, np.complex64, np.float32]
    check(outs, refs, 1000, scale=2.0)


@pytest.mark.vulkan
def test_f64_ffts_keep_double_precision_when_demotion_is_off(tmp_path):
    src = tmp_path / "x64.mlir"
    shutil.copyfile(PROGRAMS / "x64_transforms.mlir", src)
    # IREE's default Vulkan target has no Float64 for the rest of the program: name one
    proc = dropin(["--iree-hal-target-backends=vulkan-spirv", "--iree-vulkan-target=llvmpipe",
                   "--iree-input-demote-f64-to-f32=false", str(src)])
    assert proc.returncode == 0, proc.stderr.decode()
    (x, z), refs = _x64_case()
    outs = iree_run_module(proc.stdout, "vulkan", [x, z], tmp_path, outputs=3)
    assert [o.dtype for o in outs] == [np.complex128, np.complex128, np.float64]
    check(outs, refs, 1000, scale=2.0)


def test_metal_refuses_f64_ffts_it_is_told_not_to_demote(tmp_path):
    src = tmp_path / "x64.mlir"
    shutil.copyfile(PROGRAMS / "x64_transforms.mlir", src)
    proc = dropin(["--iree-hal-target-backends=metal-spirv",
                   "--iree-input-demote-f64-to-f32=false", str(src)])
    assert proc.returncode == 1 and proc.stdout == b""
    assert b"error:" in proc.stderr and f'{src}":'.encode() in proc.stderr, proc.stderr
    assert b"Traceback" not in proc.stderr


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


RFFT_400 = (PROGRAMS / "rfft_f32_400.mlir").read_text()
MALFORMED = NO_FFT.replace("tensor<4xf32>\n  return", "tensor<4xf32\n  return")
MALFORMED_FFT = RFFT_400.replace("stablehlo.fft", "stablehlo.fft %%", 1)
# (input file text or None for a missing file, backend, stdin closed)
BAD = {
    "malformed": (MALFORMED, "llvm-cpu", False),
    "malformed_with_fft": (MALFORMED_FFT, "vulkan-spirv", False),
    "unknown_target": (NO_FFT, "nosuch", False),
    "missing_file": (None, "llvm-cpu", False),
    "stdin_closed": ("-", "llvm-cpu", True),
}


def _close_stdin():
    os.close(0)


@pytest.mark.parametrize("case", list(BAD))
def test_bad_input_fails_like_iree_compile(case, tmp_path):
    text, backend, close_stdin = BAD[case]
    path = "-" if text == "-" else str(tmp_path / "in.mlir")
    if text not in (None, "-"):
        Path(path).write_text(text)
    args = [f"--iree-hal-target-backends={backend}", path]
    kw = {"preexec_fn": _close_stdin} if close_stdin else {}
    theirs, ours = _iree_compile(args, **kw), dropin(args, **kw)
    assert theirs.returncode != 0 and ours.returncode == theirs.returncode
    assert ours.stdout == b"" and ours.stderr.strip()
    assert b"Traceback" not in ours.stderr
    if case != "stdin_closed":  # the same diagnostics: iree-compile saw the same input
        assert ours.stderr == theirs.stderr


@pytest.mark.vulkan
def test_unknown_target_with_ffts_is_reported_by_iree_compile(tmp_path):
    src = tmp_path / "rfft.mlir"
    src.write_text(RFFT_400)
    proc = dropin(["--iree-hal-target-backends=nosuch", str(src)])
    assert proc.returncode == 1 and proc.stdout == b""
    assert b"target backend 'nosuch' not registered" in proc.stderr
    assert f"{src}:".encode() in proc.stderr, "iree-compile's diagnostics point into the source"
    assert b"Traceback" not in proc.stderr


#: a dynamic *transformed* axis (a dynamic batch lowers: tests/test_dynamic_programs.py)
DYNAMIC_FFT = """func.func @main(%x: tensor<4x?xcomplex<f32>>) -> tensor<4x?xcomplex<f32>> {
  %y = stablehlo.fft %x, type = FFT, length = [64] : (tensor<4x?xcomplex<f32>>) -> tensor<4x?xcomplex<f32>>
  return %y : tensor<4x?xcomplex<f32>>
}
"""


@pytest.mark.parametrize("backend", ["vulkan-spirv", "llvm-cpu"])  # inline, portable
def test_an_fft_that_cannot_be_lowered_is_a_diagnostic_naming_the_op(backend, tmp_path):
    src = tmp_path / "dynamic.mlir"
    src.write_text(DYNAMIC_FFT)
    args = [f"--iree-hal-target-backends={backend}", str(src)]
    proc = dropin(args)
    assert proc.returncode == 1 and proc.stdout == b""
    err = proc.stderr.decode()
    assert "error:" in err and f'{src}":2:' in err and "transformed axis -1" in err, err
    assert "Traceback" not in err
    debug = dropin([*args, "--iree-vkfft-debug"])
    assert debug.returncode == 1 and b"Traceback" in debug.stderr and debug.stdout == b""


def test_inline_mode_is_refused_for_other_targets(tmp_path):
    src = tmp_path / "rfft.mlir"
    src.write_text(RFFT_400)
    proc = dropin(["--iree-vkfft-mode=inline", "--iree-hal-target-backends=llvm-cpu", str(src)])
    assert proc.returncode == 1 and proc.stdout == b""
    assert b"needs vulkan-spirv as the only target" in proc.stderr


def test_inline_mode_is_refused_for_another_iree_release(tmp_path):
    """An iree-compile that says it is 3.10 (the real one underneath): the drop-in refuses
    inline mode naming both releases, and its auto choice for vulkan-spirv is portable."""
    wrapper = tmp_path / "iree-compile-3.10"
    wrapper.write_text('#!/bin/sh\nif [ "$1" = --version ]; then\n'
                       '  echo "IREE (https://iree.dev):"\n'
                       '  echo "  IREE compiler version 3.10.0 @ 0123456789"\n  exit 0\nfi\n'
                       f'exec "{IREE_COMPILE}" "$@"\n')
    wrapper.chmod(0o755)
    src = tmp_path / "rfft.mlir"
    src.write_text(RFFT_400)
    env = {"IREE_VKFFT_IREE_COMPILE": wrapper, "IREE_VKFFT_SAVE_TEMPS": tmp_path / "temps"}
    args = ["--iree-hal-target-backends=vulkan-spirv", str(src)]
    refused = dropin(["--iree-vkfft-mode=inline", *args], env=env)
    assert refused.returncode == 1 and refused.stdout == b""
    assert b"custom-dispatch ABI of IREE 3.13; this iree-compile is IREE 3.10" in refused.stderr
    assert b"Traceback" not in refused.stderr
    auto = dropin(args, env=env)
    assert auto.returncode == 0 and auto.stdout[:2] == b"PK", auto.stderr.decode()
    lowered = (tmp_path / "temps" / "dropin.mlir").read_text()
    assert "stablehlo.fft" not in lowered and "hal.dispatch.extern" not in lowered


def test_help_names_our_options_and_version_both_compilers():
    helped = dropin(["--help"])
    assert helped.returncode == 0
    for text in (b"--iree-vkfft-mode", b"--iree-vkfft-target-device", b"--iree-vkfft-iree-compile",
                 b"--iree-vkfft-debug", b"Every other option goes to iree-compile unchanged"):
        assert text in helped.stdout
    version = dropin(["--version"])
    assert version.returncode == 0
    assert b"iree-vkfft 0.1.0" in version.stdout and b"IREE compiler version" in version.stdout


def test_the_real_compiler_can_be_chosen(tmp_path):
    marker = tmp_path / "used"
    wrapper = tmp_path / "my-iree-compile"
    wrapper.write_text(f'#!/bin/sh\ntouch "{marker}"\nexec "{IREE_COMPILE}" "$@"\n')
    wrapper.chmod(0o755)
    src = tmp_path / "plain.mlir"
    src.write_text(NO_FFT)
    args = ["--iree-hal-target-backends=llvm-cpu", str(src)]
    proc = dropin(args, env={"IREE_VKFFT_IREE_COMPILE": wrapper})
    assert proc.returncode == 0 and proc.stdout[:2] == b"PK" and marker.exists()
    missing = dropin([*args, f"--iree-vkfft-iree-compile={tmp_path / 'nope'}"],
                     env={"IREE_VKFFT_IREE_COMPILE": wrapper})
    assert missing.returncode == 1 and missing.stdout == b""
    assert b"was not found or is not executable" in missing.stderr


@pytest.mark.vulkan
def test_kernels_planned_for_a_named_vulkan_device(tmp_path):
    limits = dataclasses.asdict(TargetDevice.from_device(devices()[0]))
    good, bad = tmp_path / "device.json", tmp_path / "incomplete.json"
    good.write_text(json.dumps(limits))
    bad.write_text(json.dumps({k: v for k, v in limits.items() if k != "max_shared_memory"}))
    src = tmp_path / "rfft.mlir"
    src.write_text(RFFT_400)
    args = ["--iree-hal-target-backends=vulkan-spirv", str(src)]
    proc = dropin([*args, f"--iree-vkfft-target-device={good}"])
    assert proc.returncode == 0, proc.stderr.decode()
    x = random_array(np.random.default_rng(5), (5, 400), np.float32)
    y = iree_run_module(proc.stdout, "vulkan", [x], tmp_path)
    check([y], [np.fft.rfft(x.astype(np.float64))], 400)
    refused = dropin([*args, f"--iree-vkfft-target-device={bad}"])
    assert refused.returncode == 1 and refused.stdout == b""
    assert b"missing: max_shared_memory" in refused.stderr and b"Traceback" not in refused.stderr


def test_unknown_options_with_space_separated_values_are_forwarded(tmp_path):
    """``--iree-llvmcpu-target-cpu generic`` (no '='): iree-compile's option table says it
    takes the next argument, so the input is the other positional."""
    src = tmp_path / "plain.mlir"
    src.write_text(NO_FFT)
    args = ["--iree-llvmcpu-target-cpu", "generic", str(src),
            "--iree-hal-target-backends=llvm-cpu"]
    theirs, ours = _iree_compile(args), dropin(args)
    assert theirs.returncode == ours.returncode == 0
    assert ours.stdout == theirs.stdout and ours.stdout[:2] == b"PK"


@pytest.mark.parametrize("backend, args, expect", [
    pytest.param("vulkan-spirv", ["--compile-to=input"], b"util.func public @main",
                 marks=pytest.mark.vulkan),
    ("llvm-cpu", ["--output-format=vm-asm"], b"vm.module public @jit_rfft_f32_400"),
])
def test_ir_outputs_are_iree_compiles_after_the_rewrite(backend, args, expect, tmp_path):
    src = tmp_path / "rfft.mlir"
    src.write_text(RFFT_400)
    proc = dropin([f"--iree-hal-target-backends={backend}", *args, str(src)])
    assert proc.returncode == 0, proc.stderr.decode()
    assert expect in proc.stdout and b"stablehlo.fft" not in proc.stdout


# ---- StableHLO without FFTs through the command line (what nx_iree runs) ------------------------
CONVERTS = """func.func public @main(%x: tensor<6xf32>) -> (tensor<6xi32>, tensor<6xui8>) {
  %0 = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi32>
  %1 = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xui8>
  return %0, %1 : tensor<6xi32>, tensor<6xui8>
}
"""


@pytest.mark.parametrize("backend", ["llvm-cpu", pytest.param("vulkan-spirv",
                                                               marks=needs_vulkan)])
def test_the_command_line_gives_xlas_numbers_without_ffts(backend, tmp_path):
    """A module without FFTs gets the registry from the command line too: it once passed
    them through untouched, so Nx's as_type of NaN/inf through nx_iree stayed IREE's
    (INT_MIN) while the Python API gave XLA's saturation."""
    src = tmp_path / "converts.mlir"
    src.write_text(CONVERTS)
    proc = dropin([f"--iree-hal-target-backends={backend}", *NX_FLAGS, str(src)])
    assert proc.returncode == 0, proc.stderr.decode()
    x = np.array([np.nan, np.inf, -np.inf, 3e9, -7.9, 300.7], np.float32)
    got = iree_run_module(proc.stdout, DEVICES[backend], [x], tmp_path, outputs=2)
    np.testing.assert_array_equal(got[0], [0, 2**31 - 1, -2**31, 2**31 - 1, -7, 300])
    np.testing.assert_array_equal(got[1], [0, 255, 0, 255, 0, 255])


X64 = """func.func public @main(%x: tensor<5xf64>) -> tensor<5xf64> {
  %i = stablehlo.iota dim = 0 : tensor<5xf64>
  %t = stablehlo.constant dense<3.0> : tensor<5xf64>
  %d = stablehlo.divide %i, %t : tensor<5xf64>
  %s = stablehlo.sine %x : tensor<5xf64>
  %y = stablehlo.add %s, %d : tensor<5xf64>
  return %y : tensor<5xf64>
}
"""


@pytest.mark.parametrize("demote, dtype", [(None, np.float64), ("true", np.float32),
                                           ("false", np.float64)])
def test_float64_stays_float64_on_cpu_unless_the_user_demotes(demote, dtype, tmp_path):
    """iree-compile 3.13 demotes f64 to f32 by default: an Nx/JAX x64 program came back f32
    (XLA computes it in f64). The drop-in keeps f64 where every target runs it, unless the
    command line says otherwise; float64 sin links the system library (registry flags)."""
    src = tmp_path / "x64.mlir"
    src.write_text(X64)
    flags = [] if demote is None else [f"--iree-input-demote-f64-to-f32={demote}"]
    proc = dropin(["--iree-hal-target-backends=llvm-cpu", *NX_FLAGS, *flags, str(src)])
    assert proc.returncode == 0, proc.stderr.decode()
    x = np.linspace(0.1, 1.3, 5).astype(dtype)
    got = iree_run_module(proc.stdout, "local-sync", [x], tmp_path)
    assert got.dtype == dtype
    want = np.sin(x.astype(np.float64)) + np.arange(5) / 3.0
    np.testing.assert_allclose(got, want, rtol=1e-15 if dtype == np.float64 else 1e-6)


@pytest.mark.parametrize("targets, given, kept", [
    (("llvm-cpu",), False, True), (("cuda",), False, True), (("llvm-cpu", "cuda"), False, True),
    (("vulkan-spirv",), False, False), (("llvm-cpu", "metal-spirv"), False, False),
    (("llvm-cpu",), True, False), ((), False, False)])
def test_keeping_f64_only_where_every_target_runs_it(targets, given, kept):
    from iree_vkfft.compiler.cmdline import CommandLine, DropinOptions, keeping_f64

    cl = CommandLine(ours=DropinOptions(), forwarded=("m.mlir",), input="m.mlir",
                     input_index=0, targets=targets, demote_given=given)
    out = keeping_f64(cl)
    assert (out.forwarded[-1:] == ("--iree-input-demote-f64-to-f32=false",)) == kept
    assert out.demote_f64 is not kept
