"""``IREE_VKFFT_CACHE_DIR=off`` turns every cache off (kernels and ``.vmfb`` files of every
mode): nothing is written anywhere — not under the home or XDG cache folder, and not into a
folder named ``off`` in the working directory."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import child_env

# the child's FFTs build VkFFT plans (kernels to cache or not): IREE_VKFFT_TIERED=0 there
pytestmark = pytest.mark.usefixtures("engine_only")

PROGRAMS = Path(__file__).parent / "data" / "programs"

SCRIPT = textwrap.dedent("""
    import numpy as np
    import iree_vkfft
    from iree_vkfft import fft
    x = np.random.default_rng(0).standard_normal((4, 64)).astype(np.float32)
    assert np.allclose(fft.rfft(x), np.fft.rfft(x), atol=1e-4)
    for mode, target in (("split", "llvm-cpu"), ("inline", "vulkan")):
        prog = iree_vkfft.compile({program!r}, mode=mode, target=target)
        y = prog(x)[0]
        assert np.allclose(y, np.fft.rfft(x, norm="ortho"), atol=1e-4), mode
    print("ran")
""")


def test_cache_off_leaves_no_file_behind(tmp_path):
    home, xdg, work = tmp_path / "home", tmp_path / "xdg", tmp_path / "work"
    for d in (home, xdg, work):
        d.mkdir()
    # Mesa's own shader cache is not ours: switched off so that the check below is exact.
    env = child_env(IREE_VKFFT_CACHE_DIR="off", HOME=home, XDG_CACHE_HOME=xdg,
                    MESA_SHADER_CACHE_DISABLE="true")
    code = SCRIPT.format(program=str(PROGRAMS / "norms.mlir"))
    out = subprocess.run([sys.executable, "-c", code], cwd=work, env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "ran"
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == \
        [Path("home"), Path("work"), Path("xdg")]


def test_cache_on_writes_kernels_and_vmfbs_in_one_folder(tmp_path):
    cache = tmp_path / "cache"
    env = child_env(IREE_VKFFT_CACHE_DIR=cache, MESA_SHADER_CACHE_DISABLE="true")
    code = SCRIPT.format(program=str(PROGRAMS / "norms.mlir"))
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert {p.name for p in cache.iterdir()} == {"kernels", "vmfb"}
    names = sorted(p.name.split("-")[0] for p in (cache / "vmfb").iterdir())
    assert names == ["inline", "segments"]
