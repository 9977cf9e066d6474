"""Repeatable results: the same FFT calls give the same bits in every process and cache state,
with the default settings (tiered plans on: which side runs a call is a pure rule of the
key, its device and its call count, never of timing; iree_vkfft._cache's docstring).

Each child runs the same sequence (several kinds, precisions and lengths, every shape called
past the tiered switch, and one shape over the tiered size that always runs its plan) and
prints a digest of every result. Three children: a cold kernel and Mesa shader cache, then
warm caches, then another cold folder; the digests must agree call by call. Twice: with the
defaults (on a CPU Vulkan device every tiered call stays on the host), and with that CPU-device
rule off, so the host-then-plan switch runs on lavapipe too.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from conftest import child_env

pytestmark = pytest.mark.vulkan

_CHILD = textwrap.dedent("""
    import hashlib, json, sys
    import numpy as np
    import iree_vkfft
    from iree_vkfft import fft, plan_cache

    rng = np.random.default_rng(7)

    def c(shape, dtype):
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)

    cases = [  # (function, input, kwargs)
        ("fft", c((3, 64), np.complex64), {}),
        ("ifft", c((2, 100), np.complex128), {}),
        ("rfft", rng.standard_normal((4, 127)).astype(np.float32), {}),
        ("irfft", c((2, 61), np.complex64), {"n": 120}),
        ("fft2", c((12, 20), np.complex64), {}),
        ("rfftn", rng.standard_normal((6, 8, 10)), {}),
        ("hfft", c((3, 33), np.complex128), {}),
        ("fft", c((2, 4099), np.complex64), {}),  # Bluestein
        ("fft", c((3, 100000), np.complex64), {}),
        ("rfft", rng.standard_normal((2, 160000)).astype(np.float32), {}),
        ("fft", c((2, 600000), np.complex64), {}),  # over 2**20 points: never tiered
    ]
    calls = int(sys.argv[1])
    if sys.argv[2] == "cpu-rule-off":
        plan_cache.set_cpu_host_points(0)
    digests = []
    for name, x, kwargs in cases:
        for _ in range(calls):
            y = np.ascontiguousarray(getattr(fft, name)(x, **kwargs))
            digests.append(f"{name}{x.shape}:{y.dtype}:" + hashlib.sha256(y.tobytes()).hexdigest())
    print(json.dumps({"digests": digests, "tiered": iree_vkfft.tiered(), "hits": plan_cache.hits,
                      "host_calls": plan_cache.not_ready, "switch": plan_cache.tier_switch,
                      "device": iree_vkfft.current_device().type}))
""")


def _child(cache, calls: int, variant: str) -> dict:
    env = {k: v for k, v in child_env().items() if not k.startswith("IREE_VKFFT_")}
    # the defaults: any IREE_VKFFT_* setting (the caller's, a fixture's) left out
    (cache / "mesa").mkdir(parents=True, exist_ok=True)  # Mesa does not create its parents
    env.update(IREE_VKFFT_CACHE_DIR=str(cache), MESA_SHADER_CACHE_DIR=str(cache / "mesa"))
    result = subprocess.run([sys.executable, "-c", _CHILD, str(calls), variant], env=env,
                            capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


CALLS = 9  # past the default switch (call 8)


@pytest.mark.parametrize("variant", [
    "defaults",
    # every call's FFTs on VkFFT kernels built cold and warm: 40 s on 2 cores
    pytest.param("cpu-rule-off", marks=pytest.mark.slow)])
def test_same_bits_across_processes_and_cache_states(tmp_path, variant):
    cold = _child(tmp_path / "a", CALLS, variant)
    assert cold["tiered"] and cold["switch"] == CALLS - 1
    assert list((tmp_path / "a" / "kernels").glob("*.bin")), "the cold run cached its kernels"
    warm = _child(tmp_path / "a", CALLS, variant)
    other = _child(tmp_path / "b", CALLS, variant)
    for run in (warm, other):
        differ = [(a, b) for a, b in zip(cold["digests"], run["digests"]) if a != b]
        assert not differ and len(run["digests"]) == len(cold["digests"]), differ[:5]
    assert cold["hits"] > 0, cold  # plans ran (the shape over the tiered size at least)
    per_case = [cold["digests"][i:i + CALLS] for i in range(0, len(cold["digests"]), CALLS)]
    *tiered, untiered = per_case
    assert len(set(untiered)) == 1  # always its plan
    switching = variant == "cpu-rule-off" or cold["device"] != "cpu"
    for digests in tiered:
        if switching:  # host before the switch call, the plan from there: each side repeats
            assert len(set(digests[:CALLS - 2])) == 1 and len(set(digests[CALLS - 2:])) == 1
        else:  # a CPU device: the host every time
            assert len(set(digests)) == 1
    if switching:
        assert cold["host_calls"] > 0 and cold["hits"] > len(tiered)
