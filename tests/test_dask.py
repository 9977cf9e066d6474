"""iree_vkfft.dask: numpy.fft's functions on dask arrays, compiled programs mapped over a
batch, and the per-worker Vulkan device plugin, on a two-process ``distributed`` cluster and on
Dask's threaded scheduler. numpy float64 is the oracle; Dask's own dask.array.fft gives the
expected chunks and errors."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

da = pytest.importorskip("dask.array")
distributed = pytest.importorskip("distributed")
import dask  # noqa: E402
import dask.array.fft as dask_fft  # noqa: E402

import iree_vkfft  # noqa: E402
import iree_vkfft.dask as vd  # noqa: E402
from conftest import assert_fft_close, child_env, oracle, points_tolerance, random_array, rel_l2  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "data" / "programs"


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    """This module's compiled modules and kernels, in-process and in the workers (spawned
    processes inherit it: it is set before the cluster starts)."""
    with pytest.MonkeyPatch.context() as mp:
        path = tmp_path_factory.mktemp("dask-cache")
        mp.setenv("IREE_VKFFT_CACHE_DIR", str(path))
        yield path


@pytest.fixture(scope="module")
def client(cache_dir):
    import cloudpickle

    # the workers cannot import this test module: ship its helpers by value
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    try:
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as cluster, \
                distributed.Client(cluster) as c:
            yield c
    finally:
        cloudpickle.unregister_pickle_by_value(sys.modules[__name__])


@pytest.fixture(scope="module")
def rfft400(cache_dir):
    return iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="portable", target="llvm-cpu")


def _lengths(name, x, kwargs):
    """The transform lengths numpy's ``name`` uses (for the tolerance)."""
    if name in ("fft", "ifft", "rfft", "ihfft", "irfft", "hfft"):
        axis = kwargs.get("axis", -1)
        m = x.shape[axis]
        return [kwargs.get("n") or (2 * (m - 1) if name in ("irfft", "hfft") else m)]
    axes = kwargs.get("axes", (-2, -1) if name.endswith("2") else range(x.ndim))
    s = kwargs.get("s") or [x.shape[a] for a in axes]
    return list(s)


# (function, shape, chunks, dtype, kwargs): odd and prime lengths, both precisions, norms.
# On the cluster every worker builds its own VkFFT plans (seconds each on lavapipe, more for
# Bluestein lengths): a few cases there, the rest on the threaded scheduler (one process).
CLUSTER_CASES = [
    ("rfft", (6, 401), (2, 401), np.float64, {}),  # prime: Bluestein
    ("rfft", (6, 400), (4, 400), np.float32, {"norm": "ortho"}),
    ("fft", (45, 6), (45, 3), np.complex64, {"axis": 0, "norm": "forward"}),
    ("fft2", (4, 12, 15), (2, 12, 15), np.complex128, {}),
    ("irfftn", (3, 10, 13), (1, 10, 13), np.complex128, {"s": (10, 21), "axes": (1, 2)}),
]
THREADED_CASES = [
    ("irfft", (5, 201), (2, 201), np.complex128, {"n": 375}),
    ("ihfft", (4, 99), (1, 99), np.float64, {"norm": "ortho"}),
    ("hfft", (4, 50), (3, 50), np.complex64, {"n": 99}),
    ("ifft2", (3, 12, 25), (1, 12, 25), np.complex64, {"s": (16, 25), "norm": "ortho"}),
    ("rfft2", (3, 14, 22), (2, 14, 22), np.float32, {}),
    ("fftn", (3, 6, 7), (3, 6, 7), np.complex128, {"axes": (0, 2)}),
    ("rfftn", (5, 8, 11), (2, 8, 11), np.float64, {"axes": (1, 2), "norm": "forward"}),
    ("ifftn", (2, 9, 10), (1, 9, 10), np.complex64, {"axes": (1, 2)}),
    ("ifft", (7, 64), (7, 64), np.complex128, {"n": 48}),
]


def _case_id(case):
    name, shape, _, dtype, kwargs = case
    extra = ",".join(f"{k}={v}" for k, v in kwargs.items())
    return f"{name}-{'x'.join(map(str, shape))}-{np.dtype(dtype).name}" + (f"-{extra}" if extra else "")


def _check_case(case, compute):
    name, shape, chunks, dtype, kwargs = case
    x = random_array(np.random.default_rng(len(shape)), shape, dtype)
    d = da.from_array(x, chunks=chunks)
    y = getattr(vd, name)(d, **kwargs)
    want_dtype = getattr(np.fft, name)(x, **kwargs).dtype  # numpy's rule for this dtype
    assert y.dtype == want_dtype
    assert y.chunks == getattr(dask_fft, name)(d, **kwargs).chunks
    got = compute(y)
    assert got.dtype == want_dtype
    assert_fft_close(got, oracle(name, x, **kwargs), _lengths(name, x, kwargs),
                     what=f"iree_vkfft.dask.{name}")


@pytest.mark.parametrize("case", CLUSTER_CASES, ids=[_case_id(c) for c in CLUSTER_CASES])
def test_functions_match_numpy_on_the_cluster(client, case):
    _check_case(case, lambda y: client.compute(y).result())


@pytest.mark.parametrize("case", THREADED_CASES, ids=[_case_id(c) for c in THREADED_CASES])
def test_functions_match_numpy_on_the_threaded_scheduler(cache_dir, case):
    _check_case(case, lambda y: y.compute(scheduler="threads", num_workers=2))


@pytest.mark.parametrize("name,shape,chunks,kwargs", [
    ("rfft", (16, 100), (4, 50), {}),
    ("fft", (100, 16), (50, 16), {"axis": 0}),
    ("fft2", (4, 20, 16), (2, 20, 8), {}),
    ("irfftn", (4, 20, 16), (4, 10, 16), {"axes": (1, 2)}),
    ("hfft", (16, 100), (16, 30), {"n": 150}),
])
def test_a_chunked_transformed_axis_raises_dasks_own_error(name, shape, chunks, kwargs):
    x = random_array(np.random.default_rng(1), shape,
                     np.complex128 if name.startswith(("i", "h")) else np.float64)
    d = da.from_array(x, chunks=chunks)
    with pytest.raises(Exception) as theirs:
        getattr(dask_fft, name)(d, **kwargs)
    with pytest.raises(Exception) as ours:
        getattr(vd, name)(d, **kwargs)
    assert type(ours.value) is type(theirs.value) is ValueError
    assert str(ours.value) == str(theirs.value)
    assert "single chunk" in str(ours.value)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64, np.complex128, np.int16])
def test_result_dtypes_are_numpys(dtype):
    x = random_array(np.random.default_rng(2), (4, 12), dtype)
    d = da.from_array(x, chunks=(4, 12))
    for name in ("fft", "ifft", "irfft", "hfft", "fft2", "ifftn", "irfft2", "irfftn"):
        assert getattr(vd, name)(d).dtype == getattr(np.fft, name)(x).dtype, name
    for name in ("rfft", "ihfft", "rfft2", "rfftn"):
        if np.dtype(dtype).kind == "c":
            with pytest.raises(TypeError):
                getattr(np.fft, name)(x)
            with pytest.raises(TypeError):  # at graph construction, as numpy does
                getattr(vd, name)(d)
        else:
            assert getattr(vd, name)(d).dtype == getattr(np.fft, name)(x).dtype, name


def test_a_bad_norm_fails_at_graph_construction():
    d = da.ones((4, 8), chunks=(2, 8))
    with pytest.raises(ValueError, match="norm"):
        vd.fft(d, norm="sideways")


# -- Dask's default threaded scheduler --------------------------------------------------------

def test_threaded_scheduler_float32_and_complex64_keep_their_precision(cache_dir):
    rng = np.random.default_rng(3)
    x = random_array(rng, (8, 127), np.float32)
    z = random_array(rng, (6, 10, 31), np.complex64)
    y1, y2 = dask.compute(vd.rfft(da.from_array(x, chunks=(2, 127))),
                          vd.fft2(da.from_array(z, chunks=(1, 10, 31)), norm="ortho"),
                          scheduler="threads", num_workers=2)
    assert y1.dtype == np.complex64 and y2.dtype == np.complex64
    assert_fft_close(y1, oracle("rfft", x), [127])
    assert_fft_close(y2, oracle("fft2", z, norm="ortho"), [10, 31])


def test_s_without_axes_takes_the_last_axes_as_numpy_does(cache_dir):
    x = random_array(np.random.default_rng(4), (3, 6, 7), np.complex128)
    d = da.from_array(x, chunks=(1, 6, 7))
    with pytest.warns(DeprecationWarning):
        want = np.fft.fftn(x, s=(8, 5))
    with pytest.warns(DeprecationWarning):
        y = vd.fftn(d, s=(8, 5))
    assert y.shape == want.shape == (3, 8, 5)
    assert_fft_close(y.compute(scheduler="threads"), want, [8, 5])


def test_map_program_on_the_threaded_scheduler(rfft400):
    x = random_array(np.random.default_rng(5), (9, 5, 400), np.float32)
    (y,) = vd.map_program(rfft400, da.from_array(x, chunks=(2, 5, 400)))
    got = y.compute(scheduler="threads", num_workers=2)
    np.testing.assert_array_equal(got, np.stack([rfft400(item)[0] for item in x]))
    assert_fft_close(got, oracle("rfft", x), [400])


def test_a_split_program_maps_on_threads_and_on_the_cluster(client, cache_dir):
    prog = iree_vkfft.compile(PROGRAMS / "rfft_f32_400.mlir", mode="split", target="llvm-cpu")
    x = random_array(np.random.default_rng(6), (15, 400), np.float32)
    (y,) = vd.map_program(prog, da.from_array(x, chunks=(5, 400)))
    assert_fft_close(y.compute(scheduler="threads"), oracle("rfft", x), [400])
    assert_fft_close(client.compute(y).result(), oracle("rfft", x), [400])


# -- compiled programs on the cluster ---------------------------------------------------------

def test_map_program_items_and_batched_blocks_on_the_cluster(client, rfft400):
    rng = np.random.default_rng(7)
    items = random_array(rng, (7, 5, 400), np.float32)  # 7 program inputs of (5, 400)
    (y_items,) = vd.map_program(rfft400, da.from_array(items, chunks=(3, 5, 400)))
    assert y_items.shape == (7, 5, 201) and y_items.chunks == ((3, 3, 1), (5,), (201,))
    rows = random_array(rng, (15, 400), np.float32)  # blocks of 5 rows = the program's input
    (y_rows,) = vd.map_program(rfft400, da.from_array(rows, chunks=(5, 400)))
    assert y_rows.shape == (15, 201) and y_rows.chunks == ((5, 5, 5), (201,))
    got_items, got_rows = client.compute([y_items, y_rows], sync=True)
    assert got_items.dtype == got_rows.dtype == np.complex64
    np.testing.assert_array_equal(got_items, np.stack([rfft400(a)[0] for a in items]))
    np.testing.assert_array_equal(got_rows, np.concatenate([rfft400(b)[0] for b in
                                                            rows.reshape(3, 5, 400)]))
    assert_fft_close(got_items, oracle("rfft", items), [400])
    assert_fft_close(got_rows, oracle("rfft", rows), [400])


def _whisper_example():
    spec = importlib.util.spec_from_file_location("whisper_example",
                                                  ROOT / "examples" / "whisper_logmel.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_whisper_logmel_over_a_corpus_on_the_cluster(client, cache_dir):
    wl = _whisper_example()
    (audio, filters, window), _ = wl.make_inputs()
    rng = np.random.default_rng(8)
    t = np.arange(audio.size) / wl.SR
    corpus = np.stack([audio] + [(a * np.sin(2 * np.pi * f * t)
                                  + 0.05 * rng.standard_normal(t.size)).astype(np.float32)
                                 for a, f in ((0.5, 220.0), (0.1, 1250.0), (0.8, 3000.0))])
    prog = iree_vkfft.compile(PROGRAMS / "whisper_logmel.mlir", mode="portable",
                              target="llvm-cpu")
    (logmel,) = vd.map_program(prog, da.from_array(corpus, chunks=(2, audio.size)),
                               filters, window)
    assert logmel.shape == (4, 80, 3000) and logmel.chunks[0] == (2, 2)
    got = client.compute(logmel).result()
    for clip, y in zip(corpus, got):
        ref = wl.reference(clip, filters.astype(np.float64), window.astype(np.float64))
        # measured: 0.9e-7 .. 5.8e-7 relative L2 for these clips; the tolerance (3.3e-6) is
        # pyvkfft's for one 400-point float32 transform
        assert rel_l2(y, ref) < points_tolerance(400, np.float32)
        np.testing.assert_array_equal(y, prog(clip, filters, window)[0])


def test_the_graph_holds_the_program_once(rfft400):
    x = da.zeros((20, 400), dtype=np.float32, chunks=(5, 400))
    (y,) = vd.map_program(rfft400, x)
    graph = dict(y.__dask_graph__())
    program_keys = [k for k in graph if str(k).startswith("iree-program-")]
    assert len(program_keys) == 1
    blocks = [k for k in graph if isinstance(k, tuple) and str(k[0]).startswith("main-blocks")]
    assert len(blocks) == 4
    assert all(program_keys[0] in graph[k].dependencies for k in blocks)
    (again,) = vd.map_program(rfft400, x)  # the same program and inputs: the same graph
    assert again.name == y.name


@pytest.mark.parametrize("make,error,match", [
    (lambda: da.zeros((6, 5, 400), dtype=np.float32, chunks=(2, 5, 200)), ValueError, "only axis 0"),
    (lambda: da.zeros((6, 5, 399), dtype=np.float32, chunks=(2, 5, 399)), ValueError, "not a batch"),
    (lambda: da.zeros((12, 400), dtype=np.float32, chunks=(4, 400)), ValueError, "whole blocks of 5"),
    (lambda: da.zeros((10, 400), dtype=np.float64, chunks=(5, 400)), TypeError, "astype"),
    (lambda: np.zeros((10, 400), np.float32), TypeError, "dask array"),
])
def test_map_program_refuses_blocks_that_cannot_match_at_graph_construction(rfft400, make,
                                                                            error, match):
    with pytest.raises(error, match=match):
        vd.map_program(rfft400, make())


def test_map_program_checks_the_broadcast_inputs(cache_dir):
    prog = iree_vkfft.compile(PROGRAMS / "whisper_logmel.mlir", mode="portable",
                              target="llvm-cpu")
    clips = da.zeros((2, 480000), dtype=np.float32, chunks=(1, 480000))
    filters, window = np.zeros((201, 80), np.float32), np.zeros(400, np.float32)
    with pytest.raises(ValueError, match=r"Input 2 of @main must have shape \(400,\)"):
        vd.map_program(prog, clips, filters, window[:399])
    with pytest.raises(TypeError, match="Input 1 of @main must have dtype float32"):
        vd.map_program(prog, clips, filters.astype(np.float64), window)
    with pytest.raises(TypeError, match="takes 3 input"):
        vd.map_program(prog, clips, filters)


# -- devices per worker -----------------------------------------------------------------------

def _report():
    import iree_vkfft as iv

    return os.environ.get("IREE_VKFFT_DEVICE"), iv.current_device().name


def _set_env(name, value):
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def test_the_device_plugin_deals_out_devices_round_robin(client):
    name = iree_vkfft.devices()[0].name
    assert all(env is None for env, _ in client.run(_report).values())
    plugin = vd.VulkanDevicePlugin(devices=[0, "llvmpipe"])
    client.register_plugin(plugin)
    try:
        seen = client.run(_report)
        assert sorted(env for env, _ in seen.values()) == ["0", "llvmpipe"]
        assert all(dev == name for _, dev in seen.values())  # one lavapipe: both share it
    finally:
        client.unregister_worker_plugin(plugin.name)
    assert all(env is None for env, _ in client.run(_report).values())  # teardown restores


def test_the_device_plugin_keeps_a_workers_own_setting(client):
    first, second = sorted(client.scheduler_info()["workers"])
    client.run(_set_env, "IREE_VKFFT_DEVICE", "llvm", workers=[first])
    plugin = vd.VulkanDevicePlugin()
    client.register_plugin(plugin)
    try:
        seen = client.run(_report)
        assert seen[first][0] == "llvm" and seen[second][0] == "0"  # every device, in turn
    finally:
        client.unregister_worker_plugin(plugin.name)
        client.run(_set_env, "IREE_VKFFT_DEVICE", None)
    assert all(env is None for env, _ in client.run(_report).values())


def test_the_device_plugin_refuses_what_is_not_a_device():
    with pytest.raises(TypeError, match="not float"):
        vd.VulkanDevicePlugin(devices=[0.5])
    with pytest.raises(ValueError, match="at least one"):
        vd.VulkanDevicePlugin(devices=[])


def test_importing_iree_vkfft_imports_neither_dask_nor_distributed():
    code = ("import sys, iree_vkfft; assert 'dask' not in sys.modules, 'dask'; "
            "import iree_vkfft.dask; assert 'distributed' not in sys.modules, 'distributed'; "
            "iree_vkfft.dask.VulkanDevicePlugin; assert 'distributed' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, env=child_env(), timeout=120)


def test_the_dask_example_runs_and_checks_every_clip(cache_dir, capsys):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
    import dask_whisper

    assert dask_whisper.main(["--clips", "4", "--workers", "2", "--chunk", "2"]) == 0
    out = capsys.readouterr().out
    assert "4 clips x 30 s, portable/llvm-cpu, 2 worker(s)" in out
    assert "max relative L2" in out
