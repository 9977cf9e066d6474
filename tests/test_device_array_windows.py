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

pytestmark = pytest.mark.vulkan

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


def test_one_1d_transform_over_the_range_is_a_clear_error(rng, small_range):
    x = random_array(rng, (2, 2048), np.complex64)  # one row: 16 KiB > 8 KiB
    with pytest.raises(ValueError, match=r"single FFT of length 2048 .*8192-byte buffer range"
                                         r".*numpy\.fft"):
        vfft.fft(asarray(x))


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
