"""Self-contained programs (portable, inline) pickle to their artefacts and run in a fresh
``spawn`` process without compiling again; results equal the parent's."""

from __future__ import annotations

import multiprocessing
import pickle
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft

PROGRAMS = Path(__file__).parent / "data" / "programs"
pytestmark = pytest.mark.usefixtures("private_vmfb_cache")


def _run_pickled(blob: bytes, x: np.ndarray):
    prog = pickle.loads(blob)
    (y,) = prog(x)
    return y, prog.cache_hit, type(prog).__name__


@pytest.mark.parametrize("mode,target", [("portable", "llvm-cpu"), ("inline", "vulkan")])
def test_pickled_program_runs_in_a_spawned_process(mode, target):
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode=mode, target=target)
    x = np.random.default_rng(0).standard_normal((5, 400)).astype(np.float32)
    (want,) = prog(x)
    blob = pickle.dumps(prog)
    assert len(blob) < 2 * len(prog.vmfb) + 100_000
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        y, _, name = pool.apply_async(_run_pickled, (blob, x)).get(timeout=300)
    assert name == type(prog).__name__
    np.testing.assert_array_equal(y, want)


def test_an_unpickled_inline_program_says_where_its_mlir_is():
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="inline", target="vulkan")
    copy = pickle.loads(pickle.dumps(prog))
    assert copy.ffts == prog.ffts and copy.vmfb == prog.vmfb
    with pytest.raises(ValueError, match="unpickled"):
        copy.mlir()
