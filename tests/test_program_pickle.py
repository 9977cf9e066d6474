"""Programs that travel: every mode's program pickles to its artefacts and runs in a fresh
``spawn`` process without compiling again (results equal the parent's); self-contained ones
save to one ``.vmfb`` that ``iree_vkfft.load`` reads back; an inline program is refused, with
the limit named, on a device that lacks what its kernels need."""

from __future__ import annotations

import dataclasses
import multiprocessing
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.inline import InlineError
from iree_vkfft.toolchain.metadata import CARD_KEY
from conftest import child_env

PROGRAMS = Path(__file__).parent / "data" / "programs"
pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

MODES = [("portable", "llvm-cpu", "auto"), ("portable", "vulkan", "auto"),
         ("inline", "vulkan", "auto"), ("split", "llvm-cpu", "host"),
         ("split", "vulkan", "vkfft"), ("split", "llvm-cpu", "vkfft")]


def _run_pickled(blob: bytes, inputs):
    """In the child: unpickle, call twice; report whether anything was compiled."""
    from iree_vkfft.toolchain import compile as toolchain_compile

    compiled = []
    real = toolchain_compile._run_iree_compile
    toolchain_compile._run_iree_compile = lambda *a: compiled.append(1) or real(*a)
    prog = pickle.loads(blob)
    first = prog(*inputs)
    second = prog(*inputs)
    return first, second, type(prog).__name__, len(compiled)


@pytest.fixture(scope="module")
def spawn_pool(tmp_path_factory):
    """One spawned worker (fresh interpreter), with a private cache folder."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path_factory.mktemp("child-cache")))
        with multiprocessing.get_context("spawn").Pool(1) as pool:
            yield pool


@pytest.mark.parametrize("mode,target,fft", MODES)
def test_pickled_program_runs_in_a_spawned_process(mode, target, fft, spawn_pool):
    prog = iree_vkfft.compile(PROGRAMS / "fft_convolve.mlir", mode=mode, target=target, fft=fft)
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(s.shape).astype(s.dtype) for s in prog.input_specs]
    want = prog(*inputs)
    blob = pickle.dumps(prog)
    first, second, name, compiles = spawn_pool.apply_async(
        _run_pickled, (blob, inputs)).get(timeout=300)
    assert name == type(prog).__name__ and compiles == 0
    for a, b, w in zip(first, second, want):
        np.testing.assert_array_equal(a, w)
        np.testing.assert_array_equal(b, w)


def test_a_split_program_with_a_loop_and_segments_pickles(spawn_pool):
    prog = iree_vkfft.compile(PROGRAMS / "fori_fft.mlir", mode="split", fft="host")
    assert len(prog.partition.segments) > 1
    rng = np.random.default_rng(1)
    inputs = [(rng.standard_normal(s.shape) + 1j * rng.standard_normal(s.shape)).astype(s.dtype)
              for s in prog.input_specs]
    want = prog(*inputs)
    first, _, _, compiles = spawn_pool.apply_async(
        _run_pickled, (pickle.dumps(prog), inputs)).get(timeout=300)
    assert compiles == 0
    np.testing.assert_array_equal(first[0], want[0])
    copy = pickle.loads(pickle.dumps(prog))
    assert copy.partition.segment_names == prog.partition.segment_names
    assert copy.stats.loop_iterations == 0 and copy(*inputs) and copy.stats.loop_iterations > 0


def test_a_split_program_whose_segments_cannot_be_rederived_is_refused():
    prog = iree_vkfft.compile(PROGRAMS / "fft_convolve.mlir", mode="split", fft="host")
    state = prog.__getstate__()
    state["_segments_digest"] = "0" * 64
    copy = object.__new__(type(prog))
    with pytest.raises(ValueError, match="cannot be re-derived"):
        copy.__setstate__(state)


def test_unpickled_copies_share_one_loaded_module_per_process():
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable")
    x = np.ones((5, 400), np.float32)
    prog(x)
    copies = [pickle.loads(pickle.dumps(prog)) for _ in range(3)]
    for c in copies:
        c(x)
    runtimes = {id(r) for p in [prog, *copies] for r in p._runtimes.values()}
    assert len(runtimes) == 1


def test_an_unpickled_inline_program_says_where_its_mlir_is():
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="inline", target="vulkan")
    copy = pickle.loads(pickle.dumps(prog))
    assert copy.ffts == prog.ffts and copy.vmfb == prog.vmfb
    assert copy.planned_for == prog.planned_for and copy.needs == prog.needs
    with pytest.raises(ValueError, match="unpickled"):
        copy.mlir()


@pytest.mark.parametrize("mode,target", [("portable", "llvm-cpu"), ("inline", "vulkan")])
def test_save_then_load_gives_the_program_back(mode, target, tmp_path):
    prog = iree_vkfft.compile(PROGRAMS / "irfft_f32_400.mlir", mode=mode, target=target)
    path = tmp_path / "prog.vmfb"
    prog.save(path)
    assert path.read_bytes() == prog.vmfb  # one file: what iree-run-module runs
    loaded = iree_vkfft.load(path)
    assert type(loaded) is type(prog)
    for field in ("entry", "options", "input_specs", "output_specs", "ffts", "flags", "target"):
        assert getattr(loaded, field) == getattr(prog, field), field
    rng = np.random.default_rng(2)
    x = [(rng.standard_normal(s.shape) + 1j * rng.standard_normal(s.shape)).astype(s.dtype)
         for s in prog.input_specs]
    np.testing.assert_array_equal(loaded(*x)[0], prog(*x)[0])
    assert iree_vkfft.load(prog.vmfb).entry == prog.entry  # bytes load too


def test_a_saved_program_loads_in_a_fresh_interpreter(tmp_path):
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable")
    prog.save(tmp_path / "p.vmfb")
    x = np.random.default_rng(3).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "x.npy", x)
    code = ("import numpy as np, iree_vkfft, sys; p = iree_vkfft.load(sys.argv[1]); "
            "np.save(sys.argv[3], p(np.load(sys.argv[2]))[0]); print(p)")
    out = subprocess.run([sys.executable, "-c", code, str(tmp_path / "p.vmfb"),
                          str(tmp_path / "x.npy"), str(tmp_path / "y.npy")],
                         env=child_env(), capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "PortableProgram @main(float32[5,400])" in out.stdout
    np.testing.assert_array_equal(np.load(tmp_path / "y.npy"), prog(x)[0])


def test_load_refuses_what_it_cannot_read(tmp_path):
    with pytest.raises(FileNotFoundError):
        iree_vkfft.load(tmp_path / "missing.vmfb")
    (tmp_path / "junk.vmfb").write_bytes(b"not a module")
    with pytest.raises(ValueError, match="not a .vmfb"):
        iree_vkfft.load(tmp_path / "junk.vmfb")
    plain = iree_vkfft.compile(PROGRAMS / "fft_convolve.mlir", mode="split").compiled.vmfb
    with pytest.raises(ValueError, match="no iree-vkfft program card"):
        iree_vkfft.load(plain)
    with pytest.raises(ValueError, match="split-mode program runs its FFTs from Python"):
        iree_vkfft.compile(PROGRAMS / "fft_convolve.mlir", mode="split").save(tmp_path / "s")


def test_the_card_is_in_the_entry_functions_reflection():
    import iree.runtime as rt

    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable")
    instance = rt.VmInstance()
    module = rt.VmModule.copy_buffer(instance, prog.vmfb)  # outlives fn (else a crash)
    fn = module.lookup_function("main")
    assert '"mode": "portable"' in fn.reflection[CARD_KEY]
    assert fn.reflection["iree.abi.declaration"].startswith("sync func @main")


def test_an_inline_program_is_refused_on_a_device_lacking_its_kernels_needs():
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="inline", target="vulkan")
    device = iree_vkfft.current_device()
    assert prog.needs.shared_memory > 0 and prog.needs.workgroup_invocations > 1
    assert prog.needs.violations(device) == []
    small = dataclasses.replace(device, max_shared_memory=prog.needs.shared_memory - 1,
                                max_workgroup_invocations=1)
    lacks = prog.needs.violations(small)
    assert len(lacks) == 2 and "shared memory" in lacks[0] + lacks[1]
    copy = pickle.loads(pickle.dumps(prog))
    copy.needs = dataclasses.replace(copy.needs, shared_memory=device.max_shared_memory + 1)
    with pytest.raises(InlineError, match=r"bytes of shared memory \(the device allows"):
        copy(np.ones((5, 400), np.float32))
    assert copy._runtimes == {}  # refused before anything was loaded


def test_a_program_for_a_driver_this_runtime_lacks_says_so_at_its_first_call(tmp_path):
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable", target="metal")
    prog.save(tmp_path / "metal.vmfb")  # built here, to run on a Mac
    for copy in (pickle.loads(pickle.dumps(prog)), iree_vkfft.load(tmp_path / "metal.vmfb")):
        assert copy.target == "metal-spirv"
        with pytest.raises(iree_vkfft.NoDeviceError, match="cannot open a 'metal' device"):
            copy(np.ones((5, 400), np.float32))
