"""DeviceArrays larger than one Vulkan binding (maxStorageBufferRange): window buffers over
one allocation, element-wise kernels bound window by window, transforms in aligned row chunks
and, where one multi-axis transform exceeds a window, one axis at a time.

The buffer range is lowered (``Context.buffer_range``, a testing aid) so every windowed path
runs on small arrays in the default run; real 256 MiB and 1 GiB arrays on lavapipe's real
128 MiB range are in the slow set (and one 256 MiB case in the default run).
"""

from __future__ import annotations

import logging

import numpy as np
import pytest
import scipy.fft as sfft

import iree_vkfft
from iree_vkfft import _engine, asarray
from iree_vkfft.fft import _core
from conftest import assert_fft_close, random_array

vfft = iree_vkfft.fft
vsp = iree_vkfft.scipy_fft

# the engine's window and row-chunk paths: a host call on the tiered path would skip them
pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("engine_only")]

SMALL_RANGE = 8192  # bytes: each (37, 24, 20) test array spans 15 to 60 such windows


@pytest.fixture
def ctx():
    return _engine.context(iree_vkfft.devices()[0])


@pytest.fixture
def small_range(ctx):
    before = ctx.buffer_range
    ctx.buffer_range = SMALL_RANGE
    yield SMALL_RANGE
    ctx.buffer_range = before


def _oracle(module, name, x, **kwargs):
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    return getattr(module, name)(x64, **kwargs)


# (module of ours, reference module, name, kwargs, input kind, lengths for the tolerance)
CASES = [
    ("fft", {}, "c", (20,)),
    ("fft", {"axis": 0}, "c", (37,)),
    ("fft", {}, "r", (20,)),                      # real input promoted by a windowed gather
    ("ifft", {"n": 33, "norm": "ortho"}, "c", (33,)),
    ("fft2", {}, "c", (24, 20)),
    ("fftn", {}, "c", (37, 24, 20)),             # one transform over 60 windows: axis by axis
    ("ifftn", {"axes": (0, 2)}, "c", (37, 20)),
    ("rfft", {}, "r", (20,)),
    ("rfftn", {}, "r", (37, 24, 20)),
    ("rfft2", {"s": (30, 18)}, "r", (30, 18)),
    ("irfft", {}, "c", (38,)),
    ("irfftn", {}, "c", (37, 24, 38)),
    ("irfft2", {"norm": "forward"}, "c", (24, 38)),
    ("hfft", {}, "c", (38,)),
    ("ihfft", {}, "r", (20,)),
]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name, kwargs, kind, lengths", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_numpy_transforms_of_arrays_over_the_buffer_range(rng, small_range, name, kwargs,
                                                          kind, lengths, dtype):
    dt = np.dtype(dtype) if kind == "r" else np.result_type(dtype, np.complex64)
    x = random_array(rng, (37, 24, 20), dt)
    d = asarray(x)
    assert d.nbytes > small_range
    got = getattr(vfft, name)(d, **kwargs)
    assert isinstance(got, iree_vkfft.DeviceArray)
    assert_fft_close(got.numpy(), _oracle(np.fft, name, x, **kwargs), lengths, what=name)
    np.testing.assert_array_equal(d.numpy(), x)  # the input is left as it was


SCIPY_CASES = [
    ("ihfftn", {}, (37, 24, 20)),
    ("ihfft2", {"norm": "ortho"}, (24, 20)),
    *[(f, {"type": t, **kw}, ln) for t in (1, 2, 3, 4) for f, kw, ln in [
        ("dct", {}, (20,)),
        ("dstn", {"norm": "ortho"}, (37, 24, 20)),    # plane weights over rows wider than a window
        ("idctn", {"axes": (0, 1)}, (37, 24)),
        ("dst", {"axis": 0, "norm": "ortho"}, (37,)),
    ]],
]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name, kwargs, lengths", SCIPY_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(SCIPY_CASES)])
def test_scipy_transforms_of_arrays_over_the_buffer_range(rng, small_range, name, kwargs,
                                                          lengths, dtype):
    x = random_array(rng, (37, 24, 20), dtype)
    got = getattr(vsp, name)(asarray(x), **kwargs)
    assert isinstance(got, iree_vkfft.DeviceArray)
    assert_fft_close(got.numpy(), _oracle(sfft, name, x, **kwargs), lengths, what=name)


def test_chunked_rows_are_logged_and_plans_fit_the_range(rng, small_range, caplog):
    x = random_array(rng, (300, 16), np.complex64)  # 128 B rows: 64 per window, 5 chunks
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        got = vfft.fft(asarray(x))
    assert any("in chunks of 64" in r.getMessage() for r in caplog.records)
    assert_fft_close(got.numpy(), np.fft.fft(x.astype(np.complex128)), (16,))


# one 1-D transform over the range: four-step (fft/_large.py); lengths with factor pairs of
# powers of two, mixed radices and a Bluestein factor (4100 = 41 x 100); hfft/ihfft included
LARGE_1D = [("fft", {}), ("ifft", {}), ("fft", {"norm": "ortho"}), ("ifft", {"norm": "forward"}),
            ("rfft", {}), ("irfft", {}), ("ihfft", {}), ("hfft", {}), ("irfft", {"norm": "ortho"})]


@pytest.mark.parametrize("n", [2048, 3000, pytest.param(4100, marks=pytest.mark.slow)])
@pytest.mark.parametrize("dtype", ["complex64", "complex128"])
@pytest.mark.parametrize("name, kwargs", LARGE_1D,
                         ids=[f"{n}-{'-'.join(map(str, k.values()))}" for n, k in LARGE_1D])
def test_one_1d_transform_over_the_range_runs_as_four_steps(rng, small_range, name, kwargs,
                                                            dtype, n):
    real_in = name in ("rfft", "ihfft")
    half_in = name in ("irfft", "hfft")
    x = random_array(rng, (n // 2 + 1 if half_in else n,),
                     np.dtype(dtype).type(0).real.dtype if real_in else dtype)
    assert x.nbytes > small_range or (n // 2 + 1) * np.dtype(dtype).itemsize > small_range
    d = asarray(x.reshape(1, -1) if name == "fft" and not kwargs else x)
    extra = {"n": n} if half_in else {}
    got = getattr(vfft, name)(d, **kwargs, **extra)
    assert isinstance(got, iree_vkfft.DeviceArray)
    want = getattr(np.fft, name)(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
                                 .reshape(d.shape), **kwargs, **extra)
    assert got.shape == want.shape
    assert_fft_close(got.numpy(), want, (n,), what=f"{name} {n}")
    np.testing.assert_array_equal(d.numpy().reshape(x.shape), x)  # the input is intact


def test_one_1d_transform_over_the_range_without_a_split_is_a_clear_error(rng, small_range):
    x = random_array(rng, (2053,), np.complex64)  # prime: no factor pair; 16 KiB > 8 KiB
    with pytest.raises(ValueError, match=r"single FFT of length 2053 .*8192-byte buffer range"
                                         r".*four-step.*numpy\.fft"):
        vfft.fft(asarray(x))
    rows = random_array(rng, (2, 2048), np.complex64)  # a batch of such transforms: no split
    with pytest.raises(ValueError, match="other axes have size 1"):
        vfft.fft(asarray(rows))


@pytest.mark.parametrize("name, kwargs, shape, dtype", [
    ("fft", {}, (3000,), np.complex64), ("ifft", {"norm": "ortho"}, (2048,), np.complex128),
    ("rfft", {}, (4100,), np.float32), ("irfft", {"n": 3000}, (1501,), np.complex64),
    ("hfft", {"n": 2048}, (1025,), np.complex64), ("ihfft", {}, (3000,), np.float64),
    ("fft2", {}, (64, 48), np.complex64), ("fft", {"n": 3000}, (10,), np.complex64)])
def test_host_arrays_whose_one_transform_exceeds_the_range(rng, small_range, name, kwargs,
                                                           shape, dtype):
    """numpy's functions on host arrays: a transform over one binding goes through the device
    path, which splits it (one axis at a time, or four steps)."""
    x = random_array(rng, shape, dtype)
    got = getattr(vfft, name)(x, **kwargs)
    assert isinstance(got, np.ndarray)
    want = getattr(np.fft, name)(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64),
                                 **kwargs)
    n = kwargs.get("n", shape[-1]) if name != "fft2" else 64 * 48
    assert_fft_close(got, want, (n,), what=name)


@pytest.mark.parametrize("on_device", [False, True])
@pytest.mark.parametrize("name, kind", [("dct", 2), ("dst", 3), ("dct", 4), ("dst", 1)])
def test_a_single_dct_dst_over_the_range_runs_through_a_four_step_fft(rng, small_range,
                                                                      on_device, name, kind):
    """A DCT/DST over one binding takes the C2C formula (fft/_definition.r2r_via_dft), whose
    FFT is split into four steps; never VkFFT's DCT plan at a size it cannot bind."""
    x = random_array(rng, (3001 if kind == 1 else 3000,), np.float64)  # DST-I: FFT 6004
    got = getattr(vsp, name)(asarray(x) if on_device else x, type=kind, norm="ortho")
    got = got.numpy() if on_device else got
    assert_fft_close(got, getattr(sfft, name)(x, type=kind, norm="ortho"), (2 * x.size,),
                     what=f"{name}{kind}")


def test_a_dct_whose_fft_has_no_split_is_a_clear_error(rng, small_range):
    x = random_array(rng, (3000,), np.float64)  # DCT-I: FFT of 2 * 2999 (prime) points
    with pytest.raises(ValueError, match=r"single FFT of length 5998 .*four-step"):
        vsp.dct(x, type=1)


def test_four_step_factors_are_the_closest_pair_that_fits():
    from iree_vkfft.fft._large import four_step_factors

    assert four_step_factors(4096, lambda k: True) == (64, 64)
    assert four_step_factors(6000, lambda k: True) == (75, 80)
    assert four_step_factors(2 * 4099, lambda k: True) == (2, 4099)
    assert four_step_factors(4099, lambda k: True) is None  # prime
    assert four_step_factors(4096, lambda k: k <= 32) is None  # 64 x 64 is the closest; 128 > 32
    assert four_step_factors(1 << 20, lambda k: k <= 2048 and k != 1024) == (512, 2048)


def test_windowed_gather_crops_pads_promotes_and_transposes(rng, ctx, small_range):
    # a source of 40 windows (5 passes of 8) into a padded, transposed, complex destination
    x = random_array(rng, (40, 64, 20), np.float64)
    d = asarray(x)
    got = _core._gather(d, [2, 0, 1], (25, 40, 50), np.complex128).numpy()
    want = np.zeros((25, 40, 50), np.complex128)
    want[:20, :, :50] = np.transpose(x, (2, 0, 1))[:, :, :50]
    np.testing.assert_array_equal(got, want)


def test_windowed_scale_reaches_every_window(rng, ctx, small_range):
    x = random_array(rng, (5000,), np.float32)
    d = asarray(x)
    ctx.scale(d.buffer, 4999, 3.0, False)  # all but the last scalar
    want = x.copy()
    want[:4999] *= np.float32(3.0)
    np.testing.assert_array_equal(d.numpy(), want)


def test_windows_are_checked(ctx, small_range):
    d = asarray(np.zeros(4096, np.float32))
    align = ctx.buffer_alignment
    w = d.buffer.window(align, 2 * align)
    assert w.nbytes == 2 * align
    w.upload(np.ones(2 * align // 4, np.float32))
    host = d.numpy()
    assert host[align // 4: 3 * align // 4].tolist() == [1.0] * (align // 2)
    assert not host[:align // 4].any() and not host[3 * align // 4:].any()
    for offset, nbytes in [(1, 16), (0, 0), (0, 4096 * 4 + align), (4096 * 4, align)]:
        with pytest.raises(ValueError, match="window"):
            d.buffer.window(offset, nbytes)


def test_buffer_range_only_lowers(ctx):
    device_limit = iree_vkfft.devices()[0].max_storage_buffer_range
    assert ctx.buffer_range == device_limit
    for bad in (0, device_limit + 1):
        with pytest.raises(ValueError, match="buffer_range"):
            ctx.buffer_range = bad


def test_a_plan_refuses_buffers_over_the_range(rng, ctx, small_range):
    d = asarray(random_array(rng, (8, 1024), np.float32))  # 32 KiB, a plan of 1 row fits
    key = _core._plan_key(d.device, _core.FftType.RFFT, (1024,), 1, "float32", False)
    plan = _core.plan_cache.get(key, d.device)
    out = asarray(np.zeros((1, 513), np.complex64))
    with pytest.raises(ValueError, match="buffer range: pass windows"):
        plan.execute_device(d.buffer, out.buffer)


# ----------------------------------------------------------------------------------------
# real sizes on the device's own range
# ----------------------------------------------------------------------------------------
MiB = 1 << 20
REAL_CASES = [
    ("fft", np.fft, {}, np.complex64, 1024),
    ("fft", np.fft, {"axis": 0}, np.complex128, 1024),
    ("ifft", np.fft, {"norm": "ortho"}, np.complex64, 1000),
    ("rfft", np.fft, {}, np.float32, 4096),
    ("irfft", np.fft, {}, np.complex64, 2049),
    ("fft2", np.fft, {}, np.complex64, 1024),
    ("dct", sfft, {"type": 2}, np.float64, 1000),
    ("dst", sfft, {"type": 3, "norm": "ortho"}, np.float32, 999),
]
# one 1-D transform of the whole size (a four-step FFT over the 128 MiB range)
REAL_1D = [("fft", {}, np.complex64), ("ifft", {"norm": "ortho"}, np.complex128),
           ("rfft", {}, np.float32), ("irfft", {}, np.complex64), ("hfft", {}, np.complex64),
           ("ihfft", {}, np.float64)]


def _real_case(rng, mib, name, module, kwargs, dtype, n):
    rows = mib * MiB // (np.dtype(dtype).itemsize * n)
    shape = (rows // 64, 64, n) if name == "fft2" else (rows, n)
    x = random_array(rng, shape, dtype)
    ours = vsp if module is sfft else vfft
    got = getattr(ours, name)(asarray(x), **kwargs).numpy()
    lengths = (64, n) if name == "fft2" else (x.shape[0],) if kwargs.get("axis") == 0 else (n,)
    assert_fft_close(got, _oracle(module, name, x, **kwargs), lengths, what=f"{name} {mib} MiB")


def test_a_256_mib_device_array_on_the_real_range(rng):
    assert iree_vkfft.devices()[0].max_storage_buffer_range < 256 * MiB  # lavapipe: 128 MiB
    _real_case(rng, 256, *REAL_CASES[0])


@pytest.mark.slow
@pytest.mark.parametrize("mib", [256, 1024])
@pytest.mark.parametrize("case", REAL_CASES, ids=[f"{c[0]}-{c[3].__name__}" for c in REAL_CASES])
def test_large_device_arrays_of_every_kind(rng, mib, case):
    _real_case(rng, mib, *case)


def _real_1d(rng, mib, name, kwargs, dtype):
    n = mib * MiB // np.dtype(dtype).itemsize
    if name in ("irfft", "hfft"):
        x, extra = random_array(rng, (n // 2 + 1,), dtype), {"n": n}
    else:
        x, extra = random_array(rng, (n,), dtype), {}
    got = getattr(vfft, name)(asarray(x), **kwargs, **extra).numpy()
    want = getattr(np.fft, name)(x.astype(np.complex128 if x.dtype.kind == "c" else np.float64),
                                 **kwargs, **extra)
    assert_fft_close(got, want, (n,), what=f"one {name} of {mib} MiB")


@pytest.mark.slow
@pytest.mark.parametrize("mib", [256, 1024])
@pytest.mark.parametrize("case", REAL_1D, ids=[f"{c[0]}-{c[2].__name__}" for c in REAL_1D])
def test_one_transform_of_a_whole_large_device_array(rng, mib, case):
    _real_1d(rng, mib, *case)
