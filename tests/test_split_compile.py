"""Compile options, the vmfb cache, save-temps, compile errors, input checks, providers."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from iree_vkfft.pipeline import compile
from iree_vkfft.split.providers import (BoundOp, HostFftProvider, ProviderRegistry,
                                       VkfftProvider, default_registry, resolve_fft_choice)
from iree_vkfft.toolchain import (CompileOptions, IreeCompileError, VulkanDeviceInfo,
                                  build_compile_command_line, build_flags,
                                  vulkan_target_for_device)
from iree_vkfft.toolchain.options import resolve_vulkan_target
from iree_vkfft.toolchain.runtime import aligned_empty
from conftest import child_env

PROGRAMS = Path(__file__).parent / "data" / "programs"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(d))
    return d


def test_flags_llvm_cpu():
    flags = build_flags(CompileOptions())
    assert "--iree-input-type=stablehlo" in flags
    assert "--iree-hal-local-target-device-backends=llvm-cpu" in flags
    assert "--iree-input-demote-f64-to-f32=false" in flags
    # the workaround registry's flags are the modes' to add (test_workaround_registry.py)
    assert "--iree-opt-const-eval=false" not in flags


def test_flags_vulkan_targets_llvmpipe_and_workarounds_switch_off():
    flags = build_flags(CompileOptions(target="vulkan", vulkan_target="llvmpipe",
                                       workarounds=False, keep_f64=False, extra_args=("--foo",)))
    assert "--iree-hal-target-device=vulkan" in flags
    assert "--iree-vulkan-target=llvmpipe" in flags
    assert "--iree-opt-const-eval=false" not in flags
    assert "--iree-input-demote-f64-to-f32=false" not in flags
    assert flags[-1] == "--foo"
    cmd = build_compile_command_line(CompileOptions(), "in.mlir", "out.vmfb")
    assert cmd[:4] == ["iree-compile", "in.mlir", "-o", "out.vmfb"]


LAVAPIPE = "llvmpipe (LLVM 15.0.6, 256 bits) (llvmpipe Mesa 22.3.6 (LLVM 15.0.6))"


@pytest.mark.parametrize("name,vendor_id,target", [
    (LAVAPIPE, None, "llvmpipe"),
    (LAVAPIPE, 0x10005, "llvmpipe"),
    ("NVIDIA GeForce RTX 4090", 0x10DE, "ada"),
    ("NVIDIA GeForce RTX 3060 Laptop GPU", None, "ampere"),
    ("NVIDIA A100-SXM4-80GB", 0x10DE, "ampere"),
    ("Tesla T4", None, "turing"),
    ("NVIDIA GeForce GTX 1080 Ti", None, "pascal"),
    ("Tesla V100-PCIE-16GB", None, "volta"),
    ("NVIDIA H200", 0x10DE, "ada"),  # newer than IREE 3.13's Vulkan table: newest it knows
    ("NVIDIA GeForce RTX 5090", None, "ada"),
    ("Quadro RTX 5000", None, "turing"),
    ("AMD Radeon RX 7900 XTX (RADV NAVI31)", 0x1002, "rdna3"),
    ("AMD Radeon RX 6800 XT", None, "rdna2"),
    ("AMD Radeon Graphics (RADV GFX1103_R1)", 0x1002, "rdna3"),
    ("AMD Radeon Pro (gfx1030)", 0x1002, "gfx1030"),
    ("AMD Instinct MI300X", None, "cdna3"),
    ("Mali-G715", 0x13B5, "valhall"),
    ("Adreno (TM) 740", 0x5143, "adreno"),
])
def test_vulkan_target_for_device(name, vendor_id, target):
    assert vulkan_target_for_device(VulkanDeviceInfo(name, vendor_id)) == target


@pytest.mark.parametrize("name,vendor_id", [
    ("Intel(R) UHD Graphics 630", 0x8086),
    ("SwiftShader Device (Subzero)", None),
    ("NVIDIA Some Future Board", 0x10DE),
    ("Mali-G52", 0x13B5),  # Bifrost: not in IREE's table
])
def test_vulkan_target_for_unknown_device_is_a_clear_error(name, vendor_id):
    with pytest.raises(ValueError, match=r"No known IREE Vulkan target for device .*vulkan_target"):
        vulkan_target_for_device(VulkanDeviceInfo(name, vendor_id))


def test_auto_vulkan_target_is_resolved_from_the_device_description():
    auto = CompileOptions(target="vulkan")
    assert auto.vulkan_target == "auto"
    with pytest.raises(ValueError, match="resolve_vulkan_target"):
        build_flags(auto)
    resolved = resolve_vulkan_target(auto, VulkanDeviceInfo("AMD Radeon RX 7600 (RADV NAVI33)"))
    assert "--iree-vulkan-target=rdna3" in build_flags(resolved)
    cpu = CompileOptions()
    assert resolve_vulkan_target(cpu, None) is cpu  # llvm-cpu needs no device
    explicit = CompileOptions(target="vulkan", vulkan_target=None)
    assert not any("vulkan-target" in f for f in build_flags(explicit))


def test_unknown_target():
    with pytest.raises(ValueError, match="Unknown target 'tpu'"):
        CompileOptions(target="tpu")


@pytest.mark.parametrize("target,device,extra", [
    ("metal", "metal", []), ("metal-spirv", "metal", []), ("cuda", "cuda", []),
    ("rocm", "hip", ["--iree-rocm-target=gfx942"]), ("hip", "hip", ["--iree-rocm-target=gfx942"]),
])
def test_gpu_targets_flags(target, device, extra):
    opts = CompileOptions(target=target, rocm_target="gfx942" if "hip" == device else None)
    flags = build_flags(opts)
    assert f"--iree-hal-target-device={device}" in flags
    assert [f for f in flags if f.startswith("--iree-rocm-target")] == extra
    assert not any(f.startswith(("--iree-vulkan-target", "--iree-llvmcpu")) for f in flags)


def test_rocm_needs_a_chip():
    with pytest.raises(ValueError, match="needs the GPU chip"):
        build_flags(CompileOptions(target="rocm"))
    given = CompileOptions(target="rocm", extra_args=("--iree-rocm-target=mi300x",))
    assert build_flags(given).count("--iree-rocm-target=mi300x") == 1


def _compile_in_subprocess(cache_dir: Path) -> bool:
    code = textwrap.dedent(f"""
        from iree_vkfft.pipeline import compile
        p = compile({str(PROGRAMS / 'fft_convolve.mlir')!r}, fft="host")
        print(p.compiled.cache_hit)
    """)
    env = child_env(IREE_VKFFT_CACHE_DIR=cache_dir)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip() == "True"


def test_second_compile_in_new_process_hits_disk_cache(cache):
    assert _compile_in_subprocess(cache) is False
    assert list(cache.glob("vmfb/segments-*.vmfb"))
    assert _compile_in_subprocess(cache) is True


def test_cache_key_depends_on_flags(cache):
    a = compile(PROGRAMS / "fft_axis0.mlir", fft="host")
    b = compile(PROGRAMS / "fft_axis0.mlir", fft="host", extra_args=["--iree-opt-level=O1"])
    assert a.compiled.key != b.compiled.key and not b.compiled.cache_hit


def test_save_temps_keeps_segments_flags_and_vmfb(cache, tmp_path, monkeypatch):
    temps = tmp_path / "temps"
    monkeypatch.setenv("IREE_VKFFT_SAVE_TEMPS", str(temps))
    p = compile(PROGRAMS / "fft_convolve.mlir", fft="host")
    names = {f.name for f in temps.iterdir()}
    assert {"segments.mlir", "flags.txt", "segments.vmfb"} <= names
    assert {f"{s}.mlir" for s in p.partition.segment_names} <= names


def test_compile_error_names_the_op_and_its_segment(cache):
    bad = """
    func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
      %f = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
      %r = stablehlo.custom_call @does_not_exist(%f) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }
    """
    with pytest.raises(IreeCompileError, match=r"iree-compile fails on stablehlo.custom_call "
                                               r"at loc\(line 4:12\) of the program, outside "
                                               r"its FFTs") as info:
        compile(bad, fft="host")
    assert info.value.segment == "seg1" and "does_not_exist" in info.value.diagnostics


def test_input_errors_name_the_argument(cache):
    p = compile(PROGRAMS / "multi_io.mlir", fft="host")
    x = np.zeros((2, 16), np.complex64)
    y = np.zeros((2, 30), np.float32)
    with pytest.raises(TypeError, match="takes 2 input"):
        p(x)
    with pytest.raises(ValueError, match=r"Input 1 .*shape \(2, 30\); got \(2, 31\)"):
        p(x, np.zeros((2, 31), np.float32))
    with pytest.raises(TypeError, match="Input 0 .*dtype complex64; got complex128"):
        p(x.astype(np.complex128), y)
    assert len(p(x, y)) == 4


def test_misaligned_and_noncontiguous_inputs_are_copied_not_crashing(cache):
    p = compile(PROGRAMS / "fft_axis0.mlir", fft="host")
    big = np.zeros(6 * 5 * 2 + 1, np.complex64)
    x = big[1:61].reshape(6, 10)[:, ::2]  # non-contiguous view
    x[...] = np.arange(30).reshape(6, 5)
    a, _ = p(x)
    np.testing.assert_allclose(a, np.fft.fft(x, axis=0), rtol=1e-5, atol=1e-4)


def _aligned_random(program, seed=0):
    rng = np.random.default_rng(seed)
    xs = []
    for spec in program.input_specs:
        x = aligned_empty(spec.shape, spec.dtype)
        x[...] = rng.standard_normal(spec.shape)
        xs.append(x)
    return xs


def test_zero_copy_on_local_task(cache):
    p = compile(PROGRAMS / "fft_convolve.mlir", fft="host")
    xs = _aligned_random(p)
    (y,) = p(*xs)
    # Provider outputs are allocated 64-byte aligned (out=), so the next segment imports them.
    assert p.stats.copies == 0 and p.stats.bytes_copied == 0
    assert p.stats.provider_calls == {"host": 3} and p.stats.segment_calls == 3
    n = 16384
    ref = np.fft.irfft(np.fft.rfft(xs[0], n) * np.fft.rfft(xs[1], n), n)[: n - 1]
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-3)


def test_provider_without_out_is_copied_and_counted(cache):
    reg = ProviderRegistry()
    reg.register("stablehlo.fft", CountingProvider())  # BoundOp without out=: numpy alignment
    p = compile(PROGRAMS / "fft_convolve.mlir", fft="counting", providers=reg)
    p(*_aligned_random(p))
    assert p.stats.host_to_device_bytes == 0 and p.stats.device_to_host_bytes == 0
    assert p.stats.copies <= 3 and p.stats.host_copy_bytes <= 2 * 8193 * 8 + 16384 * 4


class CountingProvider(HostFftProvider):
    name = "counting"

    def __init__(self):
        super().__init__()
        self.calls = 0

    def bind(self, op):
        inner = super().bind(op)

        def run(*xs):
            self.calls += 1
            return inner(*xs)

        return BoundOp(self.name, inner.description, run)


def test_user_registered_provider_is_used(cache):
    reg = ProviderRegistry()
    counting = CountingProvider()
    reg.register("stablehlo.fft", counting)
    p = compile(PROGRAMS / "consecutive.mlir", fft="counting", providers=reg)
    p(np.ones((3, 32), np.complex64))
    assert counting.calls == 4 and p.stats.provider_calls == {"counting": 4}
    with pytest.raises(ValueError, match="already registered"):
        reg.register("stablehlo.fft", CountingProvider())


class RecordingScipy:
    """scipy.fft, recording the ``workers`` of every call."""

    def __init__(self):
        import scipy.fft

        self.inner, self.workers = scipy.fft, []

    def __getattr__(self, name):
        fn = getattr(self.inner, name)

        def call(*args, workers=None, **kwargs):
            self.workers.append(workers)
            return fn(*args, workers=workers, **kwargs)

        return call


@pytest.mark.parametrize("parallel_points,expected", [(1 << 30, 1), (1, 3)])
def test_host_provider_runs_scipy_fft_threaded_for_large_transforms(cache, parallel_points,
                                                                    expected):
    pytest.importorskip("scipy")
    host = HostFftProvider(workers=3, parallel_points=parallel_points)
    assert host.backend == "scipy.fft"
    host._scipy = recording = RecordingScipy()
    reg = ProviderRegistry()
    reg.register("stablehlo.fft", host)
    p = compile(PROGRAMS / "rfft2_irfft2_f32.mlir", fft="host", providers=reg)
    x = np.random.default_rng(0).standard_normal((3, 16, 10)).astype(np.float32)
    y, z = p(x)
    assert recording.workers == [expected, expected]
    assert y.dtype == np.complex64 and z.dtype == np.float32
    np.testing.assert_allclose(y, np.fft.rfft2(x.astype(np.float64)), rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(z, 0.5 * x, rtol=1e-5, atol=1e-5)


def test_host_provider_falls_back_to_numpy_fft(cache):
    host = HostFftProvider(use_scipy=False)
    assert host.backend == "numpy.fft"
    reg = ProviderRegistry()
    reg.register("stablehlo.fft", host)
    p = compile(PROGRAMS / "rfft2_irfft2_f32.mlir", fft="host", providers=reg)
    x = np.random.default_rng(1).standard_normal((3, 16, 10)).astype(np.float32)
    y, z = p(x)
    np.testing.assert_allclose(y, np.fft.rfft2(x.astype(np.float64)), rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(z, 0.5 * x, rtol=1e-5, atol=1e-5)


def test_cpu_driver_follows_program_size(cache):
    from iree_vkfft.toolchain.options import SMALL_PROGRAM_ELEMENTS, resolve_cpu_driver
    from iree_vkfft.stablehlo.match import largest_tensor_elements
    from iree_vkfft.stablehlo.parse import load_module

    auto = CompileOptions()
    assert resolve_cpu_driver(auto, SMALL_PROGRAM_ELEMENTS - 1).driver == "local-sync"
    assert resolve_cpu_driver(auto, SMALL_PROGRAM_ELEMENTS).driver == "local-task"
    fixed = CompileOptions(cpu_driver="local-task")
    assert resolve_cpu_driver(fixed, 1).driver == "local-task"
    assert resolve_cpu_driver(CompileOptions(target="vulkan"), 1).driver == "vulkan"
    with pytest.raises(ValueError, match="Unknown cpu_driver 'threads'"):
        CompileOptions(cpu_driver="threads")
    # Whisper's 3001x400 frames (and larger) -> local-task; FFT convolution's 32768 -> sync.
    whisper = load_module(PROGRAMS / "whisper_logmel.mlir")
    assert largest_tensor_elements(whisper.operation) >= 3001 * 400
    small = compile(PROGRAMS / "fft_convolve.mlir", fft="host")
    assert small.options.driver == "local-sync" and "local-sync" in repr(small)
    forced = compile(PROGRAMS / "fft_convolve.mlir", fft="host",
                     options=CompileOptions(cpu_driver="local-task"))
    assert forced.options.driver == "local-task"
    args = _aligned_random(small)
    for a, b in zip(small(*args), forced(*args)):
        np.testing.assert_array_equal(a, b)


def test_fft_choice_resolution():
    reg = default_registry()
    assert resolve_fft_choice("auto", "llvm-cpu", reg).name == "host"
    for on_gpu, want in ((True, "vkfft"), (False, "host")):  # lavapipe: pocketfft is faster
        vk = VkfftProvider()
        vk.runs_on_gpu = lambda on_gpu=on_gpu: on_gpu
        vk._load = lambda: np.fft
        r = ProviderRegistry()
        r.register("stablehlo.fft", HostFftProvider())
        r.register("stablehlo.fft", vk)
        assert resolve_fft_choice("auto", "vulkan-spirv", r).name == want
    assert resolve_fft_choice("host", "vulkan-spirv", reg).name == "host"
    with pytest.raises(ValueError, match="Unknown provider 'nope'"):
        resolve_fft_choice("nope", "llvm-cpu", reg)


class FakeVkfft:
    """Records calls made through the numpy-compatible API the vkfft provider expects."""

    def __init__(self):
        self.calls = []
        self.out_alignments = []

    def __getattr__(self, name):
        if name not in ("fftn", "ifftn", "rfftn", "irfftn"):
            raise AttributeError(name)

        def fn(x, s=None, axes=None, norm="backward", out=None):
            self.calls.append((name, tuple(s), tuple(axes), norm))
            self.out_alignments.append(None if out is None else out.ctypes.data % 64)
            return getattr(np.fft, name)(x, s=s, axes=axes, norm=norm, out=out)

        return fn


def test_vkfft_provider_calls_numpy_compatible_api(cache, monkeypatch):
    fake = FakeVkfft()
    provider = VkfftProvider()
    monkeypatch.setattr(provider, "_check", lambda: "")
    monkeypatch.setattr(provider, "_fft_module", lambda: fake)
    reg = ProviderRegistry()
    reg.register("stablehlo.fft", HostFftProvider())
    reg.register("stablehlo.fft", provider)
    p = compile(PROGRAMS / "rfft2_irfft2_f32.mlir", fft="vkfft", providers=reg)
    x = np.random.default_rng(0).standard_normal((3, 16, 10)).astype(np.float32)
    y, z = p(x)
    assert fake.calls == [("rfftn", (16, 10), (-2, -1), "backward"),
                          ("irfftn", (16, 10), (-2, -1), "backward")]
    # the RFFT feeds a segment: written into a 64-byte-aligned out= array it imports without
    # a copy; the IRFFT is returned as it is (no segment reads it: no aligned copy either)
    assert fake.out_alignments == [0, None]
    np.testing.assert_allclose(z, 0.5 * x, rtol=1e-5, atol=1e-5)


def test_programs_share_one_iree_device_per_driver(cache):
    # Each IREE Vulkan device spins two threads on lavapipe: never create one per Program.
    a = compile(PROGRAMS / "fft_axis0.mlir", fft="host")
    b = compile(PROGRAMS / "fft_convolve.mlir", fft="host")
    assert a._runtime().device is b._runtime().device


@pytest.mark.parametrize("driver", ["local-sync", "local-task"])
def test_inputs_that_cannot_be_imported_are_copied_and_counted(driver):
    """A misaligned, a strided and a read-only input: IREE copies each into a buffer of its
    own (counted), and the results are those of the arrays' values."""
    text = """func.func @main(%a: tensor<5x6xf32>, %b: tensor<5x6xf32>, %c: tensor<5x6xf32>) -> (tensor<5x6xf32>, tensor<30xf32>) {
  %s = stablehlo.add %a, %b : tensor<5x6xf32>
  %t = stablehlo.multiply %s, %c : tensor<5x6xf32>
  %r = stablehlo.reshape %a : (tensor<5x6xf32>) -> tensor<30xf32>
  return %t, %r : tensor<5x6xf32>, tensor<30xf32>
}"""
    rng = np.random.default_rng(0)
    raw = np.zeros(5 * 6 + 1, np.float32)
    misaligned = raw[1:].reshape(5, 6)  # 4 bytes past an allocation: never 64-byte aligned
    misaligned[...] = rng.standard_normal((5, 6))
    strided = rng.standard_normal((5, 12)).astype(np.float32)[:, ::2]
    frozen = rng.standard_normal((5, 6)).astype(np.float32)
    frozen.flags.writeable = False
    prog = compile(text, mode="portable",
                   options=CompileOptions(target="llvm-cpu", cpu_driver=driver))
    want = (misaligned + strided) * frozen, misaligned.ravel().copy()
    got, same = prog(misaligned, strided, frozen)  # same: IREE's copy of the input, read back
    raw[...] = 0  # the caller's array changes after the call; the results must not
    np.testing.assert_allclose(got, want[0], rtol=1e-6)
    np.testing.assert_array_equal(same, want[1])
    assert prog.stats.copies == 3 and prog.stats.host_copy_bytes == 3 * 5 * 6 * 4
