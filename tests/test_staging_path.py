"""The discrete-GPU memory path (device-local buffers, staging copies), exercised on any device
by IREE_VKFFT_FORCE_STAGING=1 in a child process: lavapipe's memory is host-visible, so the
default run never stages."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from conftest import child_env

# the engine's staging copies: the child's host calls must reach VkFFT (IREE_VKFFT_TIERED=0)
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("engine_only")]


def test_host_and_device_paths_are_correct_through_staging_buffers():
    code = textwrap.dedent("""
        import numpy as np, iree_vkfft as iv
        from iree_vkfft import _engine
        from iree_vkfft import fft as f
        assert not _engine.context(iv.current_device()).unified_memory
        rng = np.random.default_rng(0)
        worst = 0.0
        def check(got, want):
            global worst
            got = np.asarray(got)
            worst = max(worst, float(np.linalg.norm(got - want) / np.linalg.norm(want)))
        x = rng.standard_normal((8, 400)) + 1j * rng.standard_normal((8, 400))
        xr = rng.standard_normal((6, 5, 64))
        check(f.fft(x.astype(np.complex64)), np.fft.fft(x))
        check(f.irfft(x.astype(np.complex64), n=798), np.fft.irfft(x, n=798))
        check(f.rfftn(xr), np.fft.rfftn(xr))
        d = iv.asarray(xr.astype(np.float32))
        check(f.irfft(f.rfft(d), n=64), xr)
        check(f.fft(d, axis=0, norm="ortho"), np.fft.fft(xr, axis=0, norm="ortho"))
        assert np.array_equal(d.numpy(), xr.astype(np.float32))
        print("WORST", worst)
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=child_env(IREE_VKFFT_FORCE_STAGING=1), timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert float(proc.stdout.split("WORST")[1]) < 5e-6
