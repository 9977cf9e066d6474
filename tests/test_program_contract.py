"""Every mode's compiled program satisfies the one contract (toolchain/program.py): the same
attributes, the same input checks and conversions with the same messages, the same results.

The program is what a JAX time-stepping loop body looks like: an FFT of the field scaled by a
0-d time step ``dt`` (a Python float where the user calls it)."""

from __future__ import annotations

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.toolchain import CompiledProgram, ModuleProgram
from conftest import assert_fft_close

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

STEP = """
func.func @main(%x: tensor<3x16xcomplex<f32>>, %dt: tensor<f32>) -> (tensor<3x16xcomplex<f32>>, tensor<f32>) {
  %y = stablehlo.fft %x, type = FFT, length = [16] : (tensor<3x16xcomplex<f32>>) -> tensor<3x16xcomplex<f32>>
  %c = stablehlo.convert %dt : (tensor<f32>) -> tensor<complex<f32>>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<complex<f32>>) -> tensor<3x16xcomplex<f32>>
  %z = stablehlo.multiply %y, %b : tensor<3x16xcomplex<f32>>
  %t = stablehlo.add %dt, %dt : tensor<f32>
  return %z, %t : tensor<3x16xcomplex<f32>>, tensor<f32>
}
"""

#: (mode, target, canonical target, self-contained)
MODES = [
    ("split", "llvm-cpu", "llvm-cpu", False),
    ("split", "vulkan", "vulkan-spirv", False),
    ("inline", "vulkan", "vulkan-spirv", True),
    ("portable", "llvm-cpu", "llvm-cpu", True),
    ("portable", "vulkan", "vulkan-spirv", True),
]
IDS = [f"{m}-{t}" for m, t, _, _ in MODES]


@pytest.fixture(scope="module", params=MODES, ids=IDS)
def program(request):
    mode, target, canonical, contained = request.param
    prog = iree_vkfft.compile(STEP, target=target, mode=mode, use_cache=False)
    return prog, mode, canonical, contained


X = (np.arange(48).reshape(3, 16) * (0.25 + 0.5j)).astype(np.complex64)


def reference(x, dt):
    return np.fft.fft(x.astype(np.complex128)) * dt, np.float64(2 * dt)


def test_attributes(program):
    prog, mode, target, contained = program
    assert isinstance(prog, CompiledProgram)
    assert (prog.mode, prog.target, prog.entry) == (mode, target, "main")
    assert [str(s) for s in prog.input_specs] == ["complex64[3,16]", "float32[]"]
    assert [str(s) for s in prog.output_specs] == ["complex64[3,16]", "float32[]"]
    assert isinstance(prog, ModuleProgram) == contained
    assert mode in repr(prog) or "Split" in repr(prog)


@pytest.mark.parametrize("dt", [0.5, np.float32(0.5), np.float64(0.5), np.array(0.5, np.float32),
                                1, [0.5][0]], ids=["float", "np.float32", "np.float64",
                                                   "0-d array", "int", "list item"])
def test_scalar_inputs_convert_and_compute(program, dt):
    prog = program[0]
    z, t = prog(X, dt)
    ref_z, ref_t = reference(X, float(dt))
    assert z.dtype == np.complex64 and z.shape == (3, 16)
    assert t.dtype == np.float32 and t.shape == ()
    assert_fft_close(z, ref_z, (16,))
    assert float(t) == ref_t
    assert prog.stats.total_seconds > 0


def test_nested_list_input_is_converted(program):
    prog = program[0]
    z, _ = prog(X.tolist(), 1.0)
    assert_fft_close(z, reference(X, 1.0)[0], (16,))


ERRORS = [
    ((X,), TypeError, r"@main takes 2 input\(s\) \(complex64\[3,16\], float32\[\]\); got 1"),
    ((X.astype(np.complex128), 1.0), TypeError,
     r"Input 0 of @main must have dtype complex64; got complex128 \(convert it with "
     r"\.astype\(np\.complex64\)\)"),
    ((X[:2], 1.0), ValueError, r"Input 0 of @main must have shape \(3, 16\); got \(2, 16\)"),
    ((X, 1j), TypeError, r"Input 1 of @main must have dtype float32; got complex of complex128"),
    ((X, [1.0, 2.0]), ValueError, r"Input 1 of @main must have shape \(\); got \(2,\)"),
    ((X, "a"), TypeError, r"Input 1 of @main must have dtype float32; got str"),
]


@pytest.mark.parametrize("args,error,message", ERRORS,
                         ids=["count", "dtype", "shape", "complex-for-real", "shape-0d", "str"])
def test_bad_inputs_get_the_same_error_in_every_mode(program, args, error, message):
    with pytest.raises(error, match=f"^{message}$"):
        program[0](*args)


def test_save(program, tmp_path):
    prog, _, _, contained = program
    path = tmp_path / "prog.vmfb"
    if contained:
        prog.save(path)
        assert path.read_bytes() == prog.vmfb and prog.vmfb[:2] == b"PK"  # a vmfb is a zip
    else:
        with pytest.raises(ValueError, match="no single .vmfb.*mode='portable'.*mode='inline'"):
            prog.save(path)
        assert not path.exists()


@pytest.mark.parametrize("mode, target", [(m, t) for m, t, _, _ in MODES], ids=IDS)
def test_results_outlive_their_program(mode, target):
    """``compile(...)(x)``: the program is gone once the call returns. Its results must own
    their memory: a local-task result used to be a view of IREE's mapped buffer, freed with
    the program (wrong numbers, then a segfault, reading it afterwards)."""
    import gc

    z, t = iree_vkfft.compile(STEP, target=target, mode=mode)(X, 0.5)
    gc.collect()
    scratch = [np.full(1 << 16, 7.0) for _ in range(64)]  # reuse what was freed, if it was
    assert z.flags.owndata and t.flags.owndata
    ref_z, ref_t = reference(X, 0.5)
    assert_fft_close(z, ref_z, (16,))
    assert float(t) == ref_t
    del scratch
