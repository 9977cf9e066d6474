"""The CLI's program subcommands: `iree-vkfft inspect` and `iree-vkfft run`."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from iree_vkfft.cli import main

PROGRAMS = pathlib.Path(__file__).parent / "data" / "programs"


def test_inspect_lists_the_fft_and_the_plan(capsys):
    assert main(["inspect", str(PROGRAMS / "rfft_f32_400.mlir")]) == 0
    out = capsys.readouterr().out
    assert "RFFT[400] float32[5,400] -> complex64[5,201]" in out
    assert "entry @main" in out


@pytest.mark.parametrize("fft", ["host", "vkfft"])
def test_run_writes_numpy_correct_results(tmp_path, capsys, fft):
    x = np.random.default_rng(0).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    out = tmp_path / "out.npz"
    assert main(["run", str(PROGRAMS / "rfft_f32_400.mlir"), "--input", str(tmp_path / "x.npy"),
                 "--output", str(out), "--fft", fft]) == 0
    got = np.load(out)["output0"]
    want = np.fft.rfft(x.astype(np.float64))
    assert got.dtype == np.complex64
    assert np.linalg.norm(got - want) / np.linalg.norm(want) < 2e-6 + 5e-7 * np.log10(400)


def test_run_with_a_wrong_input_shape_fails_cleanly(tmp_path, capsys):
    np.save(tmp_path / "x.npy", np.zeros((8, 400), np.float32))
    code = main(["run", str(PROGRAMS / "rfft_f32_400.mlir"), "--input", str(tmp_path / "x.npy"),
                 "--output", str(tmp_path / "o.npz")])
    assert code == 1
    assert "must have shape (5, 400)" in capsys.readouterr().err


def test_inspect_of_malformed_mlir_fails_cleanly(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    assert main(["inspect", str(bad)]) == 1
    assert "Malformed MLIR" in capsys.readouterr().err


def test_a_saved_vmfb_is_inspected_and_run_without_compiling(tmp_path, capsys,
                                                             private_vmfb_cache):
    import iree_vkfft

    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable")
    prog.save(tmp_path / "p.vmfb")
    assert main(["inspect", str(tmp_path / "p.vmfb")]) == 0
    out = capsys.readouterr().out
    assert "PortableProgram @main(float32[5,400]) -> (complex64[5,201])" in out
    assert "RFFT[400] float32[5,400] -> complex64[5,201]" in out and "axis 400: real" in out
    x = np.random.default_rng(1).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    assert main(["run", str(tmp_path / "p.vmfb"), "--input", str(tmp_path / "x.npy"),
                 "--output", str(tmp_path / "o.npz")]) == 0
    np.testing.assert_array_equal(np.load(tmp_path / "o.npz")["output0"], prog(x)[0])
    capsys.readouterr()
    assert main(["run", str(tmp_path / "p.vmfb"), "--target", "vulkan", "--input",
                 str(tmp_path / "x.npy"), "--output", str(tmp_path / "o.npz")]) == 1
    assert "--target apply to MLIR programs" in capsys.readouterr().err
    (tmp_path / "junk.vmfb").write_bytes(b"junk")
    assert main(["inspect", str(tmp_path / "junk.vmfb")]) == 1
    assert "not a .vmfb" in capsys.readouterr().err


def test_an_inline_vmfb_is_described_with_its_kernels_needs(tmp_path, capsys, private_vmfb_cache):
    import iree_vkfft

    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="inline", target="vulkan")
    prog.save(tmp_path / "i.vmfb")
    assert main(["inspect", str(tmp_path / "i.vmfb")]) == 0
    out = capsys.readouterr().out
    assert "InlineProgram" in out and "dispatch(es)" in out
    assert "kernels need: KernelLimits(" in out and "planned for: TargetDevice(" in out
