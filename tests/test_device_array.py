"""DeviceArray: upload/download, chains of FFTs on the device, host fallbacks, inputs kept."""

from __future__ import annotations

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import DeviceArray, asarray
from conftest import child_env, assert_fft_close, fft_tolerance, oracle, random_array

vfft = iree_vkfft.fft

# about the engine's device paths and plans (and host calls compared at VkFFT's tolerance)
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("engine_only")]


# ----------------------------------------------------------------------------------------
# asarray / numpy round trip
# ----------------------------------------------------------------------------------------
ZERO_D = ()


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128])
@pytest.mark.parametrize("shape", [(7,), (3, 5), (2, 3, 4), (1,), (0, 4), ZERO_D])
def test_asarray_round_trip_is_exact(rng, dtype, shape):
    x = random_array(rng, shape, dtype)
    d = asarray(x)
    assert isinstance(d, DeviceArray)
    assert d.shape == x.shape and d.dtype == x.dtype and d.ndim == x.ndim
    assert d.size == x.size and d.nbytes == x.nbytes
    assert d.device == iree_vkfft.current_device()
    back = d.numpy()
    assert back.dtype == x.dtype
    np.testing.assert_array_equal(back, x)
    np.testing.assert_array_equal(np.asarray(d), x)


@pytest.mark.parametrize("source,dtype", [(np.int32, np.float64), (np.bool_, np.float64),
                                          (np.float16, np.float32), (np.uint8, np.float64)])
def test_asarray_default_dtype_follows_the_fft_rules(source, dtype):
    x = (np.arange(10) % 3).astype(source)
    d = asarray(x)
    assert d.dtype == dtype
    np.testing.assert_array_equal(d.numpy(), x.astype(dtype))


def test_asarray_with_explicit_dtype_and_non_contiguous_source(rng):
    x = random_array(rng, (8, 10), np.float64)[::-2, 1::3]
    d = asarray(x, dtype=np.complex64)
    assert d.dtype == np.complex64 and d.shape == x.shape
    np.testing.assert_array_equal(d.numpy(), x.astype(np.complex64))


def test_asarray_of_a_device_array_is_the_same_object(rng):
    d = asarray(random_array(rng, (4,), np.complex64))
    assert asarray(d) is d
    assert asarray(d, dtype=np.complex64) is d
    converted = asarray(d, dtype=np.complex128)
    assert converted is not d and converted.dtype == np.complex128
    np.testing.assert_array_equal(converted.numpy(), d.numpy())


@pytest.mark.parametrize("dtype", [np.int32, np.float16, np.longdouble, object])
def test_asarray_rejects_unsupported_dtypes(dtype):
    with pytest.raises(TypeError, match="DeviceArray dtype"):
        asarray(np.zeros(4), dtype=dtype)


def test_array_protocol_refuses_zero_copy_and_converts_dtype(rng):
    x = random_array(rng, (5,), np.float32)
    d = asarray(x)
    with pytest.raises(ValueError):
        np.asarray(d, copy=False)
    np.testing.assert_array_equal(np.asarray(d, dtype=np.float64), x.astype(np.float64))
    assert len(d) == 5 and "DeviceArray" in repr(d)


def test_arrays_on_the_device_are_independent(rng):
    x, y = random_array(rng, (64,), np.complex64), random_array(rng, (64,), np.complex64)
    a, b = asarray(x), asarray(y)
    np.testing.assert_array_equal(a.numpy(), x)
    np.testing.assert_array_equal(b.numpy(), y)


# ----------------------------------------------------------------------------------------
# transforms on the device
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,shape,dtype,lengths", [
    ("fft", (4, 64), np.complex64, [64]),
    ("ifft", (4, 400), np.complex128, [400]),
    ("rfft", (3, 400), np.float32, [400]),
    ("irfft", (3, 201), np.complex64, [400]),
    ("fft2", (2, 16, 12), np.complex64, [16, 12]),
    ("ifft2", (2, 16, 12), np.complex128, [16, 12]),
    ("rfft2", (2, 16, 12), np.float64, [16, 12]),
    ("irfft2", (2, 16, 7), np.complex64, [16, 12]),
    ("fftn", (4, 6, 8), np.complex64, [4, 6, 8]),
    ("rfftn", (4, 6, 8), np.float32, [4, 6, 8]),
    ("irfftn", (4, 6, 5), np.complex128, [4, 6, 8]),
])
def test_device_transform_returns_a_device_array_matching_numpy(rng, name, shape, dtype, lengths):
    x = random_array(rng, shape, dtype)
    d = asarray(x)
    y = getattr(vfft, name)(d)
    assert isinstance(y, DeviceArray)
    expected = getattr(np.fft, name)(x)
    assert y.shape == expected.shape and y.dtype == expected.dtype
    assert_fft_close(y.numpy(), oracle(name, x), lengths, what=f"device {name}")
    np.testing.assert_array_equal(d.numpy(), x)  # input untouched (C2R included)


@pytest.mark.parametrize("precision", [np.complex64, np.complex128])
def test_fft_ifft_chain_on_device_recovers_input(rng, precision):
    x = random_array(rng, (8, 256), precision)
    d = asarray(x)
    spectrum = vfft.fft(d)
    back = vfft.ifft(spectrum)
    assert isinstance(spectrum, DeviceArray) and isinstance(back, DeviceArray)
    assert_fft_close(back.numpy(), x, [256], what="device ifft(fft)")
    np.testing.assert_array_equal(d.numpy(), x)


@pytest.mark.parametrize("n", [400, 17, 64])
def test_rfft_irfft_chain_on_device_recovers_input(rng, n):
    x = random_array(rng, (6, n), np.float32)
    d = asarray(x)
    spectrum = vfft.rfft(d)
    assert isinstance(spectrum, DeviceArray) and spectrum.shape == (6, n // 2 + 1)
    back = vfft.irfft(spectrum, n=n)
    assert isinstance(back, DeviceArray) and back.dtype == np.float32
    assert_fft_close(back.numpy(), x, [n], what="device irfft(rfft)")
    before = spectrum.numpy()
    vfft.irfft(spectrum, n=n)
    np.testing.assert_array_equal(spectrum.numpy(), before)  # C2R did not overwrite its input


def test_2d_spectral_filter_chain_on_device(rng):
    x = random_array(rng, (3, 32, 32), np.float32)
    spectrum = vfft.rfft2(asarray(x))
    back = vfft.irfft2(spectrum, s=(32, 32))
    assert isinstance(back, DeviceArray)
    assert_fft_close(back.numpy(), x, [32, 32])
    chained = vfft.ifftn(vfft.fftn(asarray(x.astype(np.complex64)), axes=(1, 2)), axes=(1, 2))
    assert isinstance(chained, DeviceArray)
    assert_fft_close(chained.numpy(), x, [32, 32])


def test_results_of_device_transforms_are_fresh_arrays(rng):
    d = asarray(random_array(rng, (2, 32), np.complex64))
    a = vfft.fft(d)
    b = vfft.fft(d)
    assert a is not b and a.buffer is not b.buffer
    np.testing.assert_array_equal(a.numpy(), b.numpy())


# ----------------------------------------------------------------------------------------
# fallbacks through the host: still correct, still DeviceArrays, inputs kept
# ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,kwargs,lengths", [
    ("fft", {"axis": 0}, [8]),                      # axis not last
    ("fft", {"n": 40}, [40]),                       # zero-pad
    ("fft", {"n": 16}, [16]),                       # crop
    ("fft", {"norm": "ortho"}, [32]),               # extra scaling
    ("fft", {"norm": "forward"}, [32]),
    ("ifft", {"norm": "forward"}, [32]),
    ("ifft", {"norm": "ortho"}, [32]),
    ("rfft", {"norm": "ortho"}, [32]),
    ("irfft", {"n": 33}, [33]),                     # input length differs from n//2+1
    ("irfft", {"axis": 0}, [14]),
    ("fftn", {"axes": (1, 0)}, [32, 8]),            # axes out of order
    ("fftn", {"axes": (0, 0)}, [8, 8]),             # repeated axes
    ("hfft", {}, [62]),
    ("ihfft", {}, [32]),
])
def test_device_inputs_needing_host_work_are_still_correct(rng, name, kwargs, lengths):
    real_in = name in ("rfft", "ihfft")
    x = random_array(rng, (8, 32), np.float64 if real_in else np.complex128)
    d = asarray(x)
    y = getattr(vfft, name)(d, **kwargs)
    assert isinstance(y, DeviceArray), f"{name}: {type(y).__name__}"
    assert_fft_close(np.asarray(y), oracle(name, x, **kwargs), lengths, what=f"{name} {kwargs}")
    np.testing.assert_array_equal(d.numpy(), x)


def test_real_device_array_into_complex_transform_is_promoted(rng):
    x = random_array(rng, (4, 16), np.float32)
    y = vfft.fft(asarray(x))
    assert y.dtype == np.complex64
    assert_fft_close(np.asarray(y), oracle("fft", x), [16])


def test_complex_device_array_into_rfft_raises_type_error(rng):
    with pytest.raises(TypeError):
        vfft.rfft(asarray(random_array(rng, (4, 16), np.complex64)))


def test_out_with_device_array_input_raises_type_error(rng):
    d = asarray(random_array(rng, (4, 16), np.complex64))
    with pytest.raises(TypeError, match="out="):
        vfft.fft(d, out=np.empty((4, 16), np.complex64))


def test_zero_batch_device_array(rng):
    d = asarray(np.zeros((0, 16), np.complex64))
    y = vfft.fft(d)
    assert y.shape == (0, 16) and y.dtype == np.complex64


@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "rfft2",
                                  "irfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfft", "ihfft"])
@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_no_transform_modifies_its_device_input(rng, name, norm):
    real_in = name in ("rfft", "rfft2", "rfftn", "ihfft")
    x = random_array(rng, (3, 8, 10), np.float32 if real_in else np.complex64)
    d = asarray(x)
    y = getattr(vfft, name)(d, norm=norm)
    np.testing.assert_array_equal(d.numpy(), x)
    lengths = [3, 8, 10] if name.endswith("n") else [8, 10] if name.endswith("2") else [10]
    if name in ("irfft", "irfft2", "irfftn", "hfft"):
        lengths[-1] = 18
    assert_fft_close(np.asarray(y), oracle(name, x, norm=norm), lengths, precision="float32",
                     what=f"device {name} {norm}")


@pytest.mark.parametrize("name,shape,kwargs,lengths", [
    ("fft", (2, 1 << 16), {}, [1 << 16]),             # several kernels (uploads)
    ("ifft", (2, 4099), {}, [4099]),                  # Bluestein, temp buffer
    ("fftn", (2, 16, 16, 16), {"axes": (1, 2, 3)}, [16, 16, 16]),
    ("ifft2", (3, 12, 10), {"norm": "ortho"}, [12, 10]),
])
def test_c2c_on_a_device_array_reads_it_in_place_of_a_copy(rng, name, shape, kwargs, lengths):
    """C2C from a caller's array runs a plan that reads it directly (outOfPlace): no copy
    first, the input intact; a gathered temporary (axis 0 here) is transformed in place."""
    from iree_vkfft._cache import plan_cache

    plan_cache.clear()
    x = random_array(rng, shape, np.complex64)
    d = asarray(x)
    y = getattr(vfft, name)(d, **kwargs)
    np.testing.assert_array_equal(d.numpy(), x)
    assert_fft_close(y.numpy(), oracle(name, x, **kwargs), lengths, what=f"device {name}")
    assert [dict(k.options).get("outOfPlace") for k in plan_cache.keys()] == [1]
    plan_cache.clear()
    z = vfft.fft(d, axis=0)
    np.testing.assert_array_equal(d.numpy(), x)
    assert_fft_close(z.numpy(), oracle("fft", x, axis=0), [shape[0]], what="device fft axis 0")
    assert [dict(k.options).get("outOfPlace") for k in plan_cache.keys()] == [None]


def test_alternating_1d_irfft_plans_on_device_stay_correct():
    """Reusing a 1-D IRFFT plan on a DeviceArray after another IRFFT plan ran must still be
    right. Run in a subprocess: the failure seen corrupts memory (wrong values, inf, SIGSEGV)."""
    import subprocess
    import sys

    code = (
        "import numpy as np, iree_vkfft as iv\n"
        "rng = np.random.default_rng(3)\n"
        "worst = 0.0\n"
        "for r in range(8):\n"
        "    n = (16, 30)[r % 2]\n"
        "    x = rng.standard_normal((2, n)).astype(np.float32)\n"
        "    s = iv.asarray(np.fft.rfft(x).astype(np.complex64))\n"
        "    back = iv.fft.irfft(s, n=n).numpy()\n"
        "    worst = max(worst, float(np.linalg.norm(back - x) / np.linalg.norm(x)))\n"
        "print('WORST', worst)\n")
    env = child_env()
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    worst = float(result.stdout.split("WORST")[1])
    assert worst <= fft_tolerance([30], "float32"), f"relative error {worst:.3e}"


def test_freed_device_buffers_are_reused_through_the_memory_pool(rng):
    import gc

    pool = iree_vkfft.memory_pool
    pool.free_all()
    x = random_array(rng, (16, 64), np.complex64)
    d = asarray(x)
    y = vfft.fft(d)
    del y
    gc.collect()
    assert pool.held_bytes() == x.nbytes  # the result's buffer waits for reuse
    z = vfft.ifft(vfft.fft(d))            # same sizes: served from the pool, still correct
    assert_fft_close(z.numpy(), x, [64], precision="float32", what="pooled chain")
    pool.free_all()
    assert pool.held_bytes() == 0


@pytest.mark.parametrize("name,kwargs,lengths", [
    ("fft", {"axis": 0}, [6]),
    ("fft", {"n": 11, "axis": 1}, [11]),
    ("fft", {"n": 3}, [3]),
    ("fftn", {"axes": (2, 0)}, [8, 6]),
    ("fft2", {"s": (7, 4), "axes": (0, 1)}, [7, 4]),
    ("ifft", {"axis": 0, "norm": "ortho"}, [6]),
    ("irfft", {"n": 9, "axis": 1}, [9]),
    ("hfft", {"axis": 0}, [10]),
    ("rfft", {"axis": 0}, [6]),
    ("rfftn", {"axes": (0, 2)}, [6, 8]),
    # multi-axis C2R of non-Hermitian input: the DC/Nyquist planes' projection is a kernel
    ("irfft2", {}, [5, 14]),
    ("irfft2", {"s": (5, 15)}, [5, 15]),
    ("irfftn", {}, [6, 5, 14]),
    ("irfftn", {"axes": (2, 0), "norm": "ortho"}, [8, 10]),
    ("irfftn", {"s": (4, 6, 9), "axes": (0, 1, 2)}, [4, 6, 9]),
    # repeated axes: several device plans in numpy's order, scaled once
    ("fftn", {"axes": (0, 0)}, [6, 6]),
    ("ifftn", {"axes": (2, 0, 2), "norm": "ortho"}, [8, 6, 8]),
    ("rfftn", {"axes": (1, 2, 2)}, [5, 8, 8]),
    ("irfftn", {"axes": (0, 2, 2), "norm": "forward"}, [6, 8, 14]),
])
def test_axes_crop_pad_and_promotion_stay_on_the_device(rng, monkeypatch, name, kwargs, lengths):
    real_in = name.startswith("rfft")
    x = random_array(rng, (6, 5, 8), np.float32 if real_in else np.complex64)
    d = asarray(x)

    def no_host_copy(self):
        raise AssertionError("the transform read the DeviceArray back to the host")

    monkeypatch.setattr(DeviceArray, "numpy", no_host_copy)
    y = getattr(vfft, name)(d, **kwargs)
    monkeypatch.undo()
    assert isinstance(y, DeviceArray)
    assert_fft_close(y.numpy(), oracle(name, x, **kwargs), lengths, precision="float32",
                     what=f"device {name} {kwargs}")


@pytest.mark.parametrize("shape,axes", [((3, 6, 8, 5), (1, 2, 3)), ((4, 7, 6), (0, 2))])
def test_multi_axis_irfft_in_double_precision_stays_on_the_device(rng, monkeypatch, shape, axes):
    x = random_array(rng, shape, np.complex128)
    d = asarray(x)
    monkeypatch.setattr(DeviceArray, "numpy", lambda self: (_ for _ in ()).throw(AssertionError))
    y = vfft.irfftn(d, axes=axes)
    monkeypatch.undo()
    lengths = [shape[a] for a in axes[:-1]] + [2 * (shape[axes[-1]] - 1)]
    assert_fft_close(y.numpy(), oracle("irfftn", x, axes=axes), lengths, what="device irfftn f64")
    np.testing.assert_array_equal(d.numpy(), x)


@pytest.mark.parametrize("name,kwargs", [
    ("fftn", {}), ("ifftn", {"norm": "ortho"}), ("rfftn", {}), ("irfftn", {"norm": "forward"}),
    ("fftn", {"axes": (3, 1, 0, 2), "s": (4, 5, 3, 8)}),
])
def test_more_than_three_axes_stay_on_the_device(rng, monkeypatch, name, kwargs):
    x = random_array(rng, (3, 4, 5, 6), np.float64 if name == "rfftn" else np.complex128)
    d = asarray(x)
    monkeypatch.setattr(DeviceArray, "numpy", lambda self: (_ for _ in ()).throw(AssertionError))
    y = getattr(vfft, name)(d, **kwargs)
    monkeypatch.undo()
    want = oracle(name, x, **kwargs)
    assert_fft_close(y.numpy(), want, list(want.shape), what=f"device {name} {kwargs}")
    np.testing.assert_array_equal(d.numpy(), x)


def test_real_device_array_promotes_to_complex_on_the_device(rng, monkeypatch):
    x = random_array(rng, (4, 16), np.float32)
    d = asarray(x)
    monkeypatch.setattr(DeviceArray, "numpy", lambda self: (_ for _ in ()).throw(AssertionError))
    y = vfft.fft(d)
    monkeypatch.undo()
    assert y.dtype == np.complex64
    assert_fft_close(y.numpy(), oracle("fft", x), [16], precision="float32", what="promoted fft")


def test_device_scale_kernel_and_its_bounds():
    from iree_vkfft import _engine

    x = np.arange(12, dtype=np.float32)
    d = asarray(x)
    ctx = _engine.context(d.device)
    ctx.scale(d.buffer, 10, 0.5, False)  # the first 10 scalars only
    np.testing.assert_array_equal(d.numpy(), np.concatenate([x[:10] * 0.5, x[10:]]))
    with pytest.raises(ValueError, match="past the buffer"):
        ctx.scale(d.buffer, 13, 2.0, False)
