"""Every program of tests/data/programs in portable mode: FFTs rewritten into plain StableHLO,
run on llvm-cpu and Vulkan (lavapipe) against numpy float64 (or, for the programs whose numpy
reference lives in a test body, against split mode with pocketfft, itself checked against numpy
in tests/test_split_programs.py), and compiled for metal-spirv and cuda. All programs of a
target are functions of ONE module (one iree-compile per target)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from portable_helpers import (assert_plain_stablehlo, compile_vmfb, module_op_names, runner,
                              run_stock_tool)
from test_split_programs import SINGLE, whisper_reference

from conftest import points_tolerance, random_array, rel_l2
from iree_vkfft.pipeline import compile as compile_split
from iree_vkfft.portable import PortableError, lower_ffts
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.workarounds.rewrites import (rewrite_complex_constants, rewrite_complex_selects,
                                             split_large_reductions)

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

PROGRAMS = Path(__file__).parent / "data" / "programs"
ALL = sorted(p.stem for p in PROGRAMS.glob("*.mlir"))
NUMPY_CASES = {name: (inputs, ref, n) for name, inputs, ref, n in SINGLE}
SPLIT_COMPARED = [n for n in ALL if n not in NUMPY_CASES and n != "whisper_logmel"]
SPIRV = ("vulkan", "metal")


def lower_program(name: str, target: str, context: ir.Context) -> ir.Module:
    """The program's module with its FFTs lowered and the SPIR-V workarounds applied."""
    module, _ = parse_program(PROGRAMS / f"{name}.mlir", context=context)
    assert lower_ffts(module, float64=target != "metal")
    rewrite_complex_constants(module)
    if target in SPIRV:
        rewrite_complex_selects(module)
        split_large_reductions(module)
    module.operation.verify()
    assert_plain_stablehlo(module)
    return module


def suite(target: str) -> ir.Module:
    """One module holding every program's ``main`` renamed after the program."""
    ctx = ir.Context()
    combined = ir.Module.create(loc=ir.Location.unknown(ctx))
    for name in ALL:
        if target == "metal" and name == "x64_transforms":
            continue  # no float64 on Metal: test_float64_program_is_refused_for_metal
        module = lower_program(name, target, ctx)
        for op in list(module.body.operations):
            op = op.operation
            if ir.StringAttr(op.attributes["sym_name"]).value == "main":
                op.attributes["sym_name"] = ir.StringAttr.get(name, ctx)
            combined.body.append(op)
    combined.operation.verify()
    return combined


def whisper_inputs():
    rng = np.random.default_rng(5)
    audio = (0.1 * rng.standard_normal(480000)).astype(np.float32)
    filters = rng.uniform(0, 0.02, (201, 80)).astype(np.float32)
    window = np.hanning(401)[:-1].astype(np.float32)
    return [audio, filters, window]


def check_whisper(y, inputs):
    audio, filters, window = inputs
    ref = whisper_reference(audio, filters.astype(np.float64), window.astype(np.float64))
    assert y.shape == (80, 3000)
    assert rel_l2(y, ref) < points_tolerance(400, y.dtype, 10.0)


@pytest.fixture(scope="module", params=[
    "llvm-cpu", pytest.param("vulkan", marks=[pytest.mark.vulkan, pytest.mark.slow])])
def portable(request):
    return request.param, runner(suite(request.param), request.param)


def _wide(a):
    return a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)


@pytest.mark.parametrize("name", sorted(NUMPY_CASES))
def test_program_matches_numpy(portable, name):
    _, run = portable
    inputs, ref, n = NUMPY_CASES[name]
    rng = np.random.default_rng(1)
    args = [random_array(rng, s, d) for s, d in inputs]
    outs = run(name, args)
    refs = ref(*[_wide(a) for a in args])
    assert len(outs) == len(refs)
    for y, r in zip(outs, refs):
        assert y.shape == r.shape
        assert rel_l2(y, r) < points_tolerance(n, y.dtype, 2.0), (name, rel_l2(y, r))


def test_whisper_logmel_matches_numpy(portable):
    _, run = portable
    inputs = whisper_inputs()
    (y,) = run("whisper_logmel", inputs)
    check_whisper(y, inputs)


@pytest.mark.parametrize("name", SPLIT_COMPARED)
def test_program_matches_split_mode(portable, name):
    _, run = portable
    split = compile_split(PROGRAMS / f"{name}.mlir", target="llvm-cpu", fft="host")
    rng = np.random.default_rng(9)
    args = [np.zeros(s.shape, s.dtype) if np.dtype(s.dtype).kind in "iub"
            else random_array(rng, s.shape, s.dtype) for s in split.input_specs]
    if name == "cond_fft":
        args[0] = np.abs(args[0])  # the branch holding the FFT
    got, want = run(name, args), split(*args)
    assert len(got) == len(want)
    for y, r in zip(got, want):
        assert y.dtype == r.dtype and y.shape == r.shape
        n = max(s for s in y.shape)
        assert rel_l2(y, r) < points_tolerance(n, y.dtype, 10.0), (name, rel_l2(y, r))


@pytest.mark.parametrize("target", ["metal", pytest.param("cuda", marks=pytest.mark.slow)])
def test_every_program_compiles_for(target):
    module = suite(target)
    names = module_op_names(module)
    assert "stablehlo.fft" not in names and "stablehlo.custom_call" not in names
    assert compile_vmfb(module, target, use_cache=False)[:2] == b"PK"  # a vmfb is a zip


def test_float64_program_is_refused_for_metal():
    module, _ = parse_program(PROGRAMS / "x64_transforms.mlir")
    with pytest.raises(PortableError, match=r"RFFT\[100\] float64\[3,100\].*at loc\(.*float64"):
        lower_ffts(module, float64=False)
    assert "stablehlo.fft" in module_op_names(module)  # nothing rewritten


@pytest.mark.parametrize("device", [
    "local-sync", pytest.param("vulkan", marks=[pytest.mark.vulkan, pytest.mark.slow])])
def test_whisper_vmfb_runs_in_stock_iree_run_module(device, tmp_path):
    target = "vulkan" if device == "vulkan" else "llvm-cpu"
    vmfb = compile_vmfb(lower_program("whisper_logmel", target, ir.Context()), target)
    inputs = whisper_inputs()
    (y,) = run_stock_tool(vmfb, device, inputs, 1, tmp_path)
    check_whisper(y, inputs)
