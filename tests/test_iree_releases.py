"""Other IREE releases' iree-compile on what portable mode emits (issue 21's matrix; slow: each
release's iree-base-compiler/-runtime in a throwaway venv, cached like
``benchmarks/iree_release_matrix.py`` keeps them).

Workaround repro: IREE 3.10 and 3.11 (llvm-cpu) reject the parts swap of a complex multiply
written as ``stablehlo.reverse`` (``'vector.transfer_read' op inferred mask type ... don't
match``, LLVM's masked-vectorization bug, fixed by 3.12); portable mode emits the swap as two
slices concatenated (``portable.transforms.swap_parts``). The raw form must still fail there
(else the workaround can go) and the emitted one compile and run right in that release's stock
``iree-run-module``.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

import numpy as np
import pytest

from iree_vkfft.portable.builder import EmitForms
from iree_vkfft.portable.lower import lower_ffts
from iree_vkfft.stablehlo.parse import parse_program
from conftest import assert_fft_close, child_env

ROOT = pathlib.Path(__file__).resolve().parents[1]
PROGRAM = ROOT / "tests" / "data" / "programs" / "rfft_f32_400.mlir"
MASK_BUG = "'vector.transfer_read' op inferred mask type"

pytestmark = pytest.mark.slow


def _matrix():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import iree_release_matrix
    finally:
        sys.path.pop(0)
    return iree_release_matrix


def _release(release: str) -> pathlib.Path:
    return _matrix().release_venv(
        pathlib.Path.home() / ".cache" / "iree-vkfft" / "iree-releases", release)


MATRIX_TARGETS = ["llvm-cpu", "metal-spirv", "vulkan-spirv", "cuda"]


@pytest.mark.parametrize("release", _matrix().RELEASES)
def test_every_program_with_this_release(release, tmp_path):
    """The release matrix row (docs/guide/nx-iree.md) for one IREE release: the drop-in as nx_iree calls it with
    that release's iree-compile, for Whisper log-mel, RFFT 400, RFFT 4099, the FNO and the FFT
    convolution; llvm-cpu (and vulkan-spirv where that runtime lists lavapipe) run by that
    release's stock iree-run-module against split mode with host FFTs, metal-spirv and cuda
    compile-only (``benchmarks/iree_release_matrix.py``, one cell each). 3.7.1 has no runtime
    on PyPI: every cell compile-only."""
    matrix = _matrix()
    venv = _release(release)
    assert matrix.sees_device(venv, "local-sync") == (release not in matrix.NO_RUNTIME)
    rng = np.random.default_rng(0)
    bad = {}
    for name in matrix.DEFAULT_PROGRAMS:
        program = matrix.PROGRAMS / f"{name}.mlir"
        inputs, expected = matrix.inputs_and_reference(program, rng)
        for target in MATRIX_TARGETS:
            work = tmp_path / f"{name}-{target}"
            work.mkdir()
            cell = matrix.cell(venv, program, target, work, inputs, expected)
            runs = target in matrix.RUN_DEVICES and matrix.sees_device(
                venv, matrix.RUN_DEVICES[target])
            if cell != "compiles" if not runs else not cell.startswith("ok "):
                bad[(name, target)] = cell
    assert not bad, bad


def _emitted(forms: EmitForms) -> str:
    module, _ = parse_program(PROGRAM)
    lower_ffts(module, forms=forms)
    return str(module)


def _compile(venv: pathlib.Path, text: str, tmp_path: pathlib.Path, target: str = "llvm-cpu"):
    """That release's stock iree-compile on ``text`` (its diagnostics in ``stderr``)."""
    source = tmp_path / "m.mlir"
    source.write_text(text)
    cpu = ["--iree-llvmcpu-target-cpu=generic"] if target == "llvm-cpu" else []
    return subprocess.run([str(venv / "bin" / "iree-compile"), str(source),
                           "--iree-input-type=stablehlo", f"--iree-hal-target-backends={target}",
                           *cpu, "-o", str(tmp_path / "m.vmfb")],
                          capture_output=True, text=True, timeout=900)


def _dropin_builds(venv: pathlib.Path, program: pathlib.Path, target: str,
                   tmp_path: pathlib.Path) -> None:
    """The drop-in, as nx_iree calls it with that release's iree-compile, builds ``program``
    for ``target`` (compile only)."""
    proc = subprocess.run([sys.executable, "-m", "iree_vkfft.compiler",
                           f"--iree-hal-target-backends={target}",
                           "--iree-input-type=stablehlo_xla", str(program),
                           "-o", str(tmp_path / "built.vmfb")],
                          capture_output=True, text=True, timeout=900,
                          env=child_env(IREE_VKFFT_IREE_COMPILE=venv / "bin" / "iree-compile"))
    assert proc.returncode == 0, (target, proc.stderr[-3000:])
    assert (tmp_path / "built.vmfb").stat().st_size > 0


def _dropin(venv: pathlib.Path, program: pathlib.Path, tmp_path: pathlib.Path):
    """iree-vkfft-compile as nx_iree calls it, with this release's iree-compile."""
    return subprocess.run([sys.executable, "-m", "iree_vkfft.compiler",
                           "--iree-hal-target-backends=llvm-cpu", "--iree-input-type=stablehlo_xla",
                           str(program), "-o", str(tmp_path / "m.vmfb")],
                          capture_output=True, text=True, timeout=900,
                          env=child_env(IREE_VKFFT_IREE_COMPILE=venv / "bin" / "iree-compile"))


@pytest.mark.parametrize("release", ["3.10.0", "3.11.0"])
def test_parts_swap_as_slices_compiles_where_reverse_does_not(release, tmp_path):
    venv = _release(release)
    raw = _compile(venv, _emitted(EmitForms(swap_parts_by_slices=False)), tmp_path)
    assert raw.returncode != 0 and MASK_BUG in raw.stderr, \
        f"IREE {release} now compiles the reverse form: drop the swap_parts_by_slices rule"
    # the drop-in, as nx_iree calls it with this release's iree-compile, picks the slices
    x = np.random.default_rng(8).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    proc = _dropin(venv, PROGRAM, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    run = subprocess.run([str(venv / "bin" / "iree-run-module"), "--device=local-sync",
                          f"--module={tmp_path / 'm.vmfb'}", "--function=main",
                          f"--input=@{tmp_path / 'x.npy'}", f"--output=@{tmp_path / 'y.npy'}"],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert_fft_close(np.load(tmp_path / "y.npy"), np.fft.rfft(x.astype(np.float64)), (400,),
                     precision="float32")


FNO = ROOT / "tests" / "data" / "programs" / "fno_spectral_conv.mlir"
SCATTER_BUG = "'iree_linalg_ext.scatter' op dimension map is invalid"


def test_fno_window_scatter_as_slices_on_iree_3_10(tmp_path):
    """IREE 3.1-3.11 reject the FNO's own window scatter (registry entry ``static-window-scatters``): the
    program as iree-compile gets it without the rule must still fail, and the drop-in's
    module must compile and match split mode (host FFTs) in that release's runtime."""
    venv = _release("3.10.0")
    module, _ = parse_program(FNO)
    lower_ffts(module, forms=EmitForms(swap_parts_by_slices=True))
    raw = _compile(venv, str(module), tmp_path)
    assert raw.returncode != 0 and SCATTER_BUG in raw.stderr, \
        "IREE 3.10 now compiles the window scatter: narrow its registry entry"
    _check_fno_dropin(venv, tmp_path)


def _check_fno_dropin(venv: pathlib.Path, tmp_path: pathlib.Path) -> None:
    """The drop-in's FNO, compiled with that release's iree-compile as nx_iree calls it, run
    by its runtime against split mode with host FFTs."""
    from iree_vkfft.pipeline import compile as compile_program

    rng = np.random.default_rng(4)
    x = rng.standard_normal((2, 4, 32, 32)).astype(np.float32)
    w = [(rng.standard_normal((4, 4, 8, 8)) + 1j * rng.standard_normal((4, 4, 8, 8))
          ).astype(np.complex64) for _ in range(2)]
    for i, a in enumerate([x, *w]):
        np.save(tmp_path / f"in{i}.npy", a)
    proc = _dropin(venv, FNO, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    run = subprocess.run([str(venv / "bin" / "iree-run-module"), "--device=local-sync",
                          f"--module={tmp_path / 'm.vmfb'}", "--function=main",
                          *[f"--input=@{tmp_path / f'in{i}.npy'}" for i in range(3)],
                          f"--output=@{tmp_path / 'y.npy'}"],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    (want,) = compile_program(FNO, fft="host")(x, *w)
    got = np.load(tmp_path / "y.npy")
    assert np.linalg.norm(got - want) / np.linalg.norm(want) < 1e-5


def test_fno_complex_slices_as_parts_on_iree_3_6(tmp_path):
    """IREE 3.2-3.6 crash on the FNO's window scatter written as a complex insert_slice (the
    form 3.1 and 3.7-3.11 take): the drop-in splits it into real and imaginary parts there.
    The complex form must still crash (else the rule can go); the drop-in's FNO runs right."""
    from iree_vkfft.workarounds import registry
    from iree_vkfft.workarounds.dynamic_shapes import rewrite_window_scatters

    venv = _release("3.6.0")
    module, _ = parse_program(FNO)
    lower_ffts(module, forms=EmitForms(swap_parts_by_slices=True))
    registry.apply(module, ["llvm-cpu"])
    assert rewrite_window_scatters(module, static=True) == 2
    raw = _compile(venv, str(module), tmp_path)
    assert raw.returncode != 0 and "LLVMCPUCheckIRBeforeLLVMConversion" in raw.stderr, \
        "IREE 3.6 now compiles the complex insert_slice: narrow its registry entry"
    _check_fno_dropin(venv, tmp_path)


MATMUL_REPRO = ROOT / "tests" / "data" / "iree_repros" / "complex-dot-generals.mlir"


@pytest.mark.parametrize("release", ["2.9.0", "3.10.0"])
def test_complex_matmul_as_real_ones_before_iree_3_11_spirv(release, tmp_path):
    """IREE 2.9-3.10's SPIR-V code generator fails on a complex matmul (memref.alloc): the
    repro must still fail there, compile as four real matmuls, and the drop-in's FNO must
    build for metal-spirv and vulkan-spirv."""
    from iree_vkfft.workarounds.rewrites import split_complex_dot_generals

    venv = _release(release)
    raw = _compile(venv, MATMUL_REPRO.read_text(), tmp_path, "metal-spirv")
    assert raw.returncode != 0 and "failed to legalize operation 'memref.alloc'" in raw.stderr, \
        f"IREE {release} now compiles the complex matmul: narrow its registry entry"
    module, _ = parse_program(MATMUL_REPRO)
    assert split_complex_dot_generals(module) == 1
    fixed = _compile(venv, str(module), tmp_path, "metal-spirv")
    assert fixed.returncode == 0, fixed.stderr[-3000:]
    for target in ("metal-spirv", "vulkan-spirv"):
        _dropin_builds(venv, FNO, target, tmp_path)


SCALAR_REPRO = ROOT / "tests" / "data" / "iree_repros" / "broadcast-scalars.mlir"
WHISPER = ROOT / "tests" / "data" / "programs" / "whisper_logmel.mlir"


@pytest.mark.parametrize("target", ["metal-spirv", "vulkan-spirv"])
def test_computed_scalar_broadcast_isolated_on_iree_3_8_spirv(target, tmp_path):
    """IREE 3.8's SPIR-V code generator crashes on a computed scalar broadcast into an n-D
    elementwise op (registry entry ``broadcast-scalars``): the repro must
    still crash there (else the rule can go), compile with the barrier, and the drop-in must
    build Whisper log-mel for that target with 3.8's iree-compile as nx_iree calls it."""
    from iree_vkfft.workarounds.rewrites import isolate_broadcast_scalars

    venv = _release("3.8.0")

    raw = _compile(venv, SCALAR_REPRO.read_text(), tmp_path, target)
    assert raw.returncode != 0 and "SPIRVInitialVectorLowering" in raw.stderr, \
        f"IREE 3.8 now compiles the computed scalar for {target}: narrow its registry entry"
    module, _ = parse_program(SCALAR_REPRO)
    assert isolate_broadcast_scalars(module) == 1
    fixed = _compile(venv, str(module), tmp_path, target)
    assert fixed.returncode == 0, fixed.stderr[-3000:]
    _dropin_builds(venv, WHISPER, target, tmp_path)
