"""Several devices in one process: ``use_device`` holds per thread, ``spread`` runs a batch on
one thread per device (here: the one lavapipe device, named twice, so two threads share it)
and compiled programs load one module per device."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _config
from iree_vkfft.toolchain.runtime import device_uri
from conftest import assert_fft_close, child_env

PROGRAMS = Path(__file__).parent / "data" / "programs"
# threads sharing the engine's device and plans: every call runs VkFFT
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("private_vmfb_cache", "engine_only")]


def test_use_device_holds_in_its_thread_only():
    device = iree_vkfft.devices()[0]
    seen = {}

    def other():
        seen["other"] = _config._device_var.get()

    with iree_vkfft.use_device(device.index) as chosen:
        assert chosen == device and _config._device_var.get() == device
        t = threading.Thread(target=other)
        t.start()
        t.join()
    assert seen["other"] is None  # a new thread starts on the default choice
    assert _config._device_var.get() is None


def test_spread_computes_every_item_in_order_on_its_threads():
    x = np.random.default_rng(0).standard_normal((12, 7, 400))
    threads = []

    def work(item):
        threads.append((threading.current_thread().name, iree_vkfft.current_device()))
        return iree_vkfft.fft.rfft(item)

    out = iree_vkfft.spread(work, list(x), devices=[0, 0])
    assert len(out) == 12
    for y, xi in zip(out, x):
        assert_fft_close(y, np.fft.rfft(xi), [400])
    names = {n for n, _ in threads}
    assert names <= {"iree-vkfft-spread-0", "iree-vkfft-spread-1"}
    assert {d for _, d in threads} == {iree_vkfft.devices()[0]}


def test_spread_runs_a_compiled_program_per_device_thread():
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="inline", target="vulkan")
    xs = [np.random.default_rng(i).standard_normal((5, 400)).astype(np.float32)
          for i in range(6)]
    out = iree_vkfft.spread(lambda x: prog(x)[0], xs, devices=[0, 0])
    for y, x in zip(out, xs):
        assert_fft_close(y, np.fft.rfft(x.astype(np.float64)), [400])
    assert list(prog._runtimes) == [device_uri("vulkan")]  # one device: one loaded module
    assert device_uri("vulkan").startswith("vulkan://")


def test_spread_raises_what_fn_raises_and_checks_devices():
    def bad(item):
        if item == 3:
            raise KeyError("item 3")
        return item

    with pytest.raises(KeyError, match="item 3"):
        iree_vkfft.spread(bad, range(6), devices=[0, 0])
    assert iree_vkfft.spread(lambda v: v * 2, [], devices=[0]) == []
    assert iree_vkfft.spread(lambda v: v * 2, range(4)) == [0, 2, 4, 6]
    with pytest.raises(ValueError, match="at least one device"):
        iree_vkfft.spread(lambda v: v, [1], devices=[])
    with pytest.raises(TypeError, match=r"use devices=\[0\]"):
        iree_vkfft.spread(lambda v: v, [1], devices=0)
    with pytest.raises(iree_vkfft.NoDeviceError, match="out of range"):
        iree_vkfft.spread(lambda v: v, [1], devices=[99])


def test_the_iree_device_is_released_with_the_last_program_on_it(tmp_path):
    # an idle IREE Vulkan device spins a core on lavapipe: it must not outlive its programs
    code = """if True:
        import gc, sys, numpy as np, iree_vkfft
        from iree_vkfft.toolchain import runtime
        a = iree_vkfft.compile(sys.argv[1], mode="inline", target="vulkan")
        b = iree_vkfft.compile(sys.argv[1], mode="portable", target="vulkan")
        x = np.ones((5, 400), np.float32)
        a(x), b(x)
        print(len(runtime._DEVICES), a._runtime().device is b._runtime().device)
        del a; gc.collect(); print(len(runtime._DEVICES))
        del b; gc.collect(); print(len(runtime._DEVICES))
    """
    out = subprocess.run([sys.executable, "-c", code, str(PROGRAMS / "rfft_f32_400.mlir")],
                         env=child_env(IREE_VKFFT_CACHE_DIR=tmp_path), capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["1", "True", "1", "0"]
