"""iree_vkfft.torch_frontend.semantics against numpy/scipy in float64: each emitted function is called
from a ``main`` that returns its result, run on two engines (``ENGINES``: iree_vkfft's portable
mode on llvm-cpu, and XLA-CPU on the emitted StableHLO as it stands) and compared with the
reference of torch's (or onnx.DFT's) definition by relative L2 error. Many functions share one
module, run once per group and engine (a module-scoped fixture)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import scipy.fft
from iree.compiler import ir
from iree.compiler.dialects import func

import iree_vkfft
from iree_vkfft.torch_frontend import semantics as S

TOL = 1e-5  # float32, transforms of fewer than 1000 points
TOL64 = 1e-12
ELEMENTWISE_TOL = 1e-6

_ELT = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
        np.dtype(np.complex64): "complex<f32>", np.dtype(np.complex128): "complex<f64>"}


def rel_l2(y, ref) -> float:
    y, ref = np.asarray(y, np.complex128), np.asarray(ref, np.complex128)
    assert y.shape == ref.shape, (y.shape, ref.shape)
    return float(np.linalg.norm((y - ref).ravel()) / np.linalg.norm(ref.ravel()))


def _random(rng, shape, dtype):
    dtype = np.dtype(dtype)
    x = rng.standard_normal(shape)
    if dtype.kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def _module(emitters: list) -> ir.Module:
    """A module holding ``emitters[i](f"f{i}")``'s functions and ``main``, which takes every
    function's arguments in turn and returns every function's result."""
    ctx = ir.Context()
    with ctx, ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            fns = [emit(f"f{i}") for i, emit in enumerate(emitters)]
            types = [ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
                     for fn in fns]
            main = func.FuncOp("main", ir.FunctionType.get(
                [t for ft in types for t in ft.inputs], [ft.results[0] for ft in types]))
            block = main.add_entry_block()
            with ir.InsertionPoint(block):
                args, results = list(block.arguments), []
                for fn, ft in zip(fns, types):
                    n = len(ft.inputs)
                    results.append(func.CallOp(fn, args[:n]).result)
                    args = args[n:]
                func.ReturnOp(results)
        assert module.operation.verify()
    return module


#: the engines every emitted function runs on: IREE (portable mode, llvm-cpu: what users get)
#: and XLA-CPU on the emitted StableHLO itself (issue 43's second oracle: the front end's
#: semantics checked apart from our portable FFT forms and from IREE)
ENGINES = ("iree", "xla")


@pytest.fixture(scope="module", params=ENGINES)
def engine(request):
    if request.param == "xla":
        pytest.importorskip("jax")
    return request.param


def _run_group(cases: list, engine: str) -> list:
    """Runs one module of ``cases`` ((emit, inputs, reference), ...) on ``engine`` and returns
    each case's (output, reference)."""
    module = _module([c[0] for c in cases])
    inputs = [x for c in cases for x in c[1]]
    if engine == "xla":
        import xla_oracle
        outputs = xla_oracle.xla(str(module), inputs)
    else:
        outputs = iree_vkfft.compile(module, mode="portable", target="llvm-cpu")(*inputs)
    return [(np.array(y), c[2]) for y, c in zip(outputs, cases)]


# -- torch.fft.* along one axis ----------------------------------------------------------------
KINDS = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
NORMS = ("backward", "ortho", "forward")
C2R = ("irfft", "hfft")


def _np_fft(kind, x, s, axes, norm):
    """numpy/scipy's torch.fft.{kind}n in float64."""
    x = x.astype(np.complex128 if np.iscomplexobj(x) else np.float64)
    if kind == "fft":
        return np.fft.fftn(x, s, axes, norm=norm)
    if kind == "ifft":
        return np.fft.ifftn(x, s, axes, norm=norm)
    if kind == "rfft":
        return np.fft.rfftn(x, s, axes, norm=norm)
    if kind == "irfft":
        return np.fft.irfftn(x, s, axes, norm=norm)
    if kind == "hfft":
        return scipy.fft.hfftn(x, s, axes, norm=norm)
    return scipy.fft.ihfftn(x, s, axes, norm=norm)


def _fft_case(kind, shape, dtype, axes, s, norm, seed):
    """(emit, inputs, reference) of torch.fft.{kind}n(x, s, axes, norm)."""
    rng = np.random.default_rng(seed)
    x = _random(rng, shape, dtype)
    ref = _np_fft(kind, x, s, axes, norm)
    real = np.float64 if np.dtype(dtype) in (np.float64, np.complex128) else np.float32
    cplx = np.complex128 if real is np.float64 else np.complex64
    out_dtype = real if kind in C2R else cplx
    oshape, oelt = list(ref.shape), _ELT[np.dtype(out_dtype)]
    emit = (lambda name: S.emit_fft_func(name, kind, list(shape), _ELT[np.dtype(dtype)],
                                         list(axes), None if s is None else list(s), norm,
                                         oshape, oelt))
    return emit, [x], ref


def _in_dtype(kind, double=False):
    if kind in ("rfft", "ihfft"):
        return np.float64 if double else np.float32
    return np.complex128 if double else np.complex64


ONE_AXIS = []
for _kind in KINDS:
    for _n in (None, "smaller", "larger"):
        for _norm in NORMS:
            ONE_AXIS.append((_kind, _n, _norm))


def _one_axis_case(kind, n, norm, index):
    """Signal of 20 points (11 bins for c2r) on axis 1 of [2, m, 3] (even cases) or the last
    axis of [3, m]; n: None, 13 (smaller) or 27 (larger), for c2r the output's length."""
    m = 11 if kind in C2R else 20
    length = {None: None, "smaller": 13, "larger": 27}[n]
    shape, axis = ((2, m, 3), 1) if index % 2 == 0 else ((3, m), -1)
    return _fft_case(kind, shape, _in_dtype(kind), [axis],
                     None if length is None else [length], norm, seed=index)


PRIMES = [("fft", 127, None, "backward"), ("ifft", 401, None, "ortho"),
          ("rfft", 401, None, "ortho"), ("irfft", 64, 127, "forward"),
          ("hfft", 201, 401, "backward"), ("ihfft", 127, None, "forward"),
          ("rfft", 400, 401, "backward"), ("irfft", 201, 401, "ortho")]


def _prime_case(kind, m, n, norm, index):
    return _fft_case(kind, (2, m), _in_dtype(kind), [1], None if n is None else [n], norm,
                     seed=100 + index)


DOUBLES = [("fft", 24, "ortho"), ("rfft", 31, "forward"), ("irfft", 13, "backward"),
           ("hfft", 9, "ortho")]


def _double_case(kind, m, norm, index):
    return _fft_case(kind, (3, m), _in_dtype(kind, double=True), [-1], None, norm,
                     seed=200 + index)


@pytest.fixture(scope="module")
def one_axis_results(engine):
    cases = [_one_axis_case(*c, i) for i, c in enumerate(ONE_AXIS)]
    cases += [_prime_case(*c, i) for i, c in enumerate(PRIMES)]
    cases += [_double_case(*c, i) for i, c in enumerate(DOUBLES)]
    return _run_group(cases, engine)


@pytest.mark.parametrize("index, case", list(enumerate(ONE_AXIS)),
                         ids=[f"{k}-n{n}-{norm}" for k, n, norm in ONE_AXIS])
def test_one_axis(one_axis_results, index, case):
    y, ref = one_axis_results[index]
    assert rel_l2(y, ref) < TOL


@pytest.mark.parametrize("index, case", list(enumerate(PRIMES)),
                         ids=[f"{k}-{m}-n{n}-{norm}" for k, m, n, norm in PRIMES])
def test_odd_and_prime_lengths(one_axis_results, index, case):
    y, ref = one_axis_results[len(ONE_AXIS) + index]
    assert rel_l2(y, ref) < TOL


@pytest.mark.parametrize("index, case", list(enumerate(DOUBLES)),
                         ids=[f"{k}-{m}-{norm}-f64" for k, m, norm in DOUBLES])
def test_float64(one_axis_results, index, case):
    y, ref = one_axis_results[len(ONE_AXIS) + len(PRIMES) + index]
    assert y.dtype in (np.float64, np.complex128)
    assert rel_l2(y, ref) < TOL64


# -- several axes, and _fft_c2c ------------------------------------------------------------------
MULTI = [  # kind, shape, axes (the last one is the real axis of r2c/c2r), s, norm
    ("fft", (6, 3, 5), (0, 2), None, "ortho"),
    ("ifft", (4, 5, 3, 6), (0, 1, 3), (5, 4, 7), "forward"),
    ("rfft", (6, 3, 8), (2, 0), (5, 9), "backward"),
    ("rfft", (4, 6, 5, 2), (0, 1, 2), (3, 7, 6), "ortho"),
    ("irfft", (5, 3, 4), (0, 1), (6, 4), "backward"),
    ("irfft", (4, 2, 5, 3), (3, 0, 2), (5, 4, 7), "forward"),
    ("hfft", (3, 5, 4), (2, 0), None, "ortho"),
    ("hfft", (4, 3, 5, 2), (0, 1, 2), (5, 3, 6), "backward"),
    ("ihfft", (5, 6, 3), (0, 1), (4, 7), "forward"),
    ("ihfft", (3, 4, 6, 2), (1, 3, 2), None, "backward"),
    ("fft", (3, 4, 2, 5, 3), (0, 1, 3, 4), (3, 5, 2, 4), "ortho"),  # two stablehlo.fft groups
    ("rfft", (3, 4, 2, 5), (0, 1, 2, 3), None, "forward"),
    ("irfft", (3, 4, 2, 5), (3, 2, 1, 0), (5, 2, 4, 6), "ortho"),
]
C2C = [(normalization, forward) for forward in (True, False) for normalization in (0, 1, 2)]


def _c2c_case(normalization, forward, index):
    rng = np.random.default_rng(300 + index)
    shape, axes = ((4, 3, 6), [0, 2]) if index % 2 else ((5, 8), [1])
    x = _random(rng, shape, np.complex64)
    n = math.prod(shape[a] for a in axes)
    x64 = x.astype(np.complex128)
    raw = np.fft.fftn(x64, axes=axes) if forward else np.fft.ifftn(x64, axes=axes) * n
    ref = raw * [1.0, 1.0 / math.sqrt(n), 1.0 / n][normalization]
    return (lambda name: S.emit_c2c_func(name, list(shape), "complex<f32>", axes,
                                         normalization, forward, list(shape), "complex<f32>"),
            [x], ref)


@pytest.fixture(scope="module")
def multi_axis_results(engine):
    cases = [_fft_case(k, shape, _in_dtype(k), axes, s, norm, seed=400 + i)
             for i, (k, shape, axes, s, norm) in enumerate(MULTI)]
    cases += [_c2c_case(*c, i) for i, c in enumerate(C2C)]
    return _run_group(cases, engine)


@pytest.mark.parametrize("index, case", list(enumerate(MULTI)),
                         ids=[f"{c[0]}-axes{''.join(map(str, c[2]))}-{c[4]}" for c in MULTI])
def test_multi_axis(multi_axis_results, index, case):
    y, ref = multi_axis_results[index]
    assert rel_l2(y, ref) < TOL


@pytest.mark.parametrize("index, case", list(enumerate(C2C)),
                         ids=[f"norm{n}-{'fwd' if f else 'inv'}" for n, f in C2C])
def test_fft_c2c(multi_axis_results, index, case):
    y, ref = multi_axis_results[len(MULTI) + index]
    assert rel_l2(y, ref) < TOL


# -- stft / istft --------------------------------------------------------------------------------
N_FFT, HOP = 16, 4


def _centred(window, n_fft):
    lo = (n_fft - len(window)) // 2
    return np.pad(window, (lo, n_fft - len(window) - lo))


def stft_reference(x, window, n_fft, hop, normalized, onesided):
    """torch.stft(center=False, return_complex=True) in float64: [..., freq, frames]."""
    x, w = x.astype(np.float64), _centred(window.astype(np.float64), n_fft)
    frames = 1 + (x.shape[-1] - n_fft) // hop
    fr = np.stack([x[..., t * hop:t * hop + n_fft] for t in range(frames)], axis=-2) * w
    y = np.fft.rfft(fr, axis=-1) if onesided else np.fft.fft(fr, axis=-1)
    if normalized:
        y = y / math.sqrt(n_fft)
    return np.swapaxes(y, -1, -2)


def istft_reference(spec, window, n_fft, hop, center, normalized, length):
    """torch.istft(return_complex=False) in float64: a c2r of the first n_fft//2+1 bins of
    each frame, the window, overlap-add divided by the overlap-added window², the trim."""
    w = _centred(window.astype(np.float64), n_fft)
    spec = spec.astype(np.complex128)[..., :n_fft // 2 + 1, :]
    fr = np.fft.irfft(spec, n_fft, axis=-2) * (math.sqrt(n_fft) if normalized else 1.0)
    fr = np.swapaxes(fr, -1, -2) * w  # [..., frames, n_fft]
    frames = fr.shape[-2]
    total = n_fft + hop * (frames - 1)
    y, env = np.zeros(fr.shape[:-2] + (total,)), np.zeros(total)
    for t in range(frames):
        y[..., t * hop:t * hop + n_fft] += fr[..., t, :]
        env[t * hop:t * hop + n_fft] += w * w
    start = n_fft // 2 if center else 0
    end = start + length if length is not None else (total - n_fft // 2 if center else total)
    stop = min(end, total)
    y = y[..., start:stop] / env[start:stop]
    return np.concatenate([y, np.zeros(y.shape[:-1] + (end - stop,))], axis=-1)


STFT = [  # signal shape, window length, normalized, onesided
    ((64,), 12, False, True), ((2, 70), 16, True, False), ((3, 53), 11, False, True)]
ISTFT = [  # batch, frames, window length, center, normalized, onesided, length
    ((), 13, 12, True, False, True, None), ((), 13, 12, True, False, True, 30),
    ((2,), 11, 16, True, True, True, 52), ((), 9, 16, False, False, True, None),
    ((2,), 9, 16, False, False, True, 40), ((), 10, 14, True, False, False, None)]


def _stft_case(shape, win_len, normalized, onesided, index):
    rng = np.random.default_rng(500 + index)
    x = rng.standard_normal(shape).astype(np.float32)
    w = (0.5 + rng.random(win_len)).astype(np.float32)
    ref = stft_reference(x, w, N_FFT, HOP, normalized, onesided)
    return (lambda name: S.emit_stft_func(name, list(shape), "f32", N_FFT, HOP, win_len,
                                          normalized, onesided, list(ref.shape),
                                          "complex<f32>"), [x, w], ref)


def _istft_case(batch, frames, win_len, center, normalized, onesided, length, index):
    """A non-Hermitian random spectrum: torch reads only its first n_fft//2+1 bins."""
    rng = np.random.default_rng(600 + index)
    freq = N_FFT // 2 + 1 if onesided else N_FFT
    shape = batch + (freq, frames)
    spec = _random(rng, shape, np.complex64)
    w = (0.5 + rng.random(win_len)).astype(np.float32)  # no zero: the envelope is nonzero
    ref = istft_reference(spec, w, N_FFT, HOP, center, normalized, length)
    return (lambda name: S.emit_istft_func(name, list(shape), "complex<f32>", N_FFT, HOP,
                                           win_len, center, normalized, onesided, length,
                                           list(ref.shape)), [spec, w], ref)


@pytest.fixture(scope="module")
def stft_results(engine):
    cases = [_stft_case(*c, i) for i, c in enumerate(STFT)]
    cases += [_istft_case(*c, i) for i, c in enumerate(ISTFT)]
    return _run_group(cases, engine)


@pytest.mark.parametrize("index, case", list(enumerate(STFT)),
                         ids=[f"{'x'.join(map(str, c[0]))}-win{c[1]}" for c in STFT])
def test_stft(stft_results, index, case):
    y, ref = stft_results[index]
    assert rel_l2(y, ref) < TOL


@pytest.mark.parametrize("index, case", list(enumerate(ISTFT)), ids=[
    f"b{len(c[0])}-win{c[2]}-center{int(c[3])}-norm{int(c[4])}-onesided{int(c[5])}-len{c[6]}"
    for c in ISTFT])
def test_istft(stft_results, index, case):
    y, ref = stft_results[len(STFT) + index]
    assert rel_l2(y, ref) < TOL


def test_stft_then_istft_is_the_identity():
    """istft(stft(x)) == x away from the edges (the references' own consistency)."""
    rng = np.random.default_rng(7)
    x, w = rng.standard_normal(64), 0.5 + rng.random(16)
    spec = stft_reference(np.pad(x, 8, mode="reflect"), w, 16, 4, True, True)
    np.testing.assert_allclose(istft_reference(spec, w, 16, 4, True, True, 64), x, atol=1e-12)


# -- onnx.DFT ------------------------------------------------------------------------------------
ONNX = [  # shape (pair axis last), axis, inverse, onesided, dft_length
    ((2, 10, 1), 1, 0, 0, None), ((2, 10, 2), -2, 0, 0, 7), ((3, 9, 4, 2), 1, 0, 0, 12),
    ((2, 10, 1), -2, 0, 1, None), ((3, 9, 4, 1), 1, 0, 1, 7), ((2, 10, 2), 1, 0, 1, None),
    ((2, 10, 2), 1, 1, 0, None), ((3, 9, 4, 2), -3, 1, 0, 13), ((2, 10, 1), 1, 1, 0, 6),
    ((2, 9, 2), 1, 1, 1, None), ((3, 6, 4, 2), 1, 1, 1, 10), ((2, 8, 2), -2, 1, 1, 9),
]


def onnx_dft_reference(x, axis, inverse, onesided, dft_length):
    """onnx.DFT per docs/TORCH_FRONTEND.md's table, in float64 ([..., 1] or [..., 2] out)."""
    x = x.astype(np.float64)
    z = x[..., 0] + 1j * x[..., 1] if x.shape[-1] == 2 else x[..., 0]
    axis = axis + x.ndim if axis < 0 else axis
    n = dft_length or z.shape[axis]
    if inverse and onesided:
        return np.fft.irfft(z, n, axis)[..., None]
    if inverse:
        y = np.fft.ifft(z, n, axis)
    else:
        y = np.fft.fft(z, n, axis)
        if onesided:
            y = np.take(y, range(n // 2 + 1), axis)
    return np.stack([y.real, y.imag], axis=-1)


def _onnx_case(shape, axis, inverse, onesided, dft_length, index):
    x = np.random.default_rng(700 + index).standard_normal(shape).astype(np.float32)
    ref = onnx_dft_reference(x, axis, inverse, onesided, dft_length)
    return (lambda name: S.emit_onnx_dft_func(name, list(shape), "f32", axis, inverse,
                                              onesided, dft_length, list(ref.shape)), [x], ref)


@pytest.fixture(scope="module")
def onnx_results(engine):
    return _run_group([_onnx_case(*c, i) for i, c in enumerate(ONNX)], engine)


@pytest.mark.parametrize("index, case", list(enumerate(ONNX)), ids=[
    f"inv{c[2]}-onesided{c[3]}-{'x'.join(map(str, c[0]))}-axis{c[1]}-len{c[4]}" for c in ONNX])
def test_onnx_dft(onnx_results, index, case):
    y, ref = onnx_results[index]
    assert rel_l2(y, ref) < TOL


# -- the ops around the FFTs ---------------------------------------------------------------------
def _complex_with_zeros(rng, shape):
    z = _random(rng, shape, np.complex64)
    z.flat[::5] = 0
    return z


def _misc_cases():
    rng = np.random.default_rng(800)
    cases = []
    for shape, pads in (((3, 10), (3, 2)), ((2, 6, 7), (2, 3, 1, 4)), ((4, 9), (0, 5))):
        x = rng.standard_normal(shape).astype(np.float32)
        widths = [(0, 0)] * len(shape)
        for i in range(len(pads) // 2):
            widths[len(shape) - 1 - i] = (pads[2 * i], pads[2 * i + 1])
        ref = np.pad(x.astype(np.float64), widths, mode="reflect")
        cases.append((lambda name, s=shape, p=pads, o=ref.shape: S.emit_reflect_pad_func(
            name, list(s), "f32", list(p), list(o)), [x], ref))
    z = _complex_with_zeros(rng, (4, 10))
    cases.append((lambda name: S.emit_complex_abs_func(name, [4, 10], "complex<f32>"), [z],
                  np.abs(z.astype(np.complex128))))
    z64 = z.astype(np.complex128)
    cases.append((lambda name: S.emit_complex_sgn_func(name, [4, 10], "complex<f32>"), [z],
                  np.where(z64 == 0, 0, z64 / np.where(z64 == 0, 1, np.abs(z64)))))
    x = (0.01 + 100 * rng.random((5, 7))).astype(np.float32)
    cases.append((lambda name: S.emit_log10_func(name, [5, 7], "f32"), [x],
                  np.log10(x.astype(np.float64))))
    return cases


MISC = ["reflect-pad-1-axis", "reflect-pad-2-axes", "reflect-pad-high-only", "complex-abs",
        "complex-sgn", "log10"]


@pytest.fixture(scope="module")
def misc_results(engine):
    cases = _misc_cases()
    cases += [(lambda name: S.emit_complex_zeros_func(name, [3, 4], "complex<f32>"), [], None),
              (lambda name: S.emit_complex_zeros_func(name, [2], "complex<f64>"), [], None)]
    return _run_group(cases, engine)


@pytest.mark.parametrize("index, name", list(enumerate(MISC)), ids=MISC)
def test_ops_around_the_ffts(misc_results, index, name):
    y, ref = misc_results[index]
    assert rel_l2(y, ref) < ELEMENTWISE_TOL


def test_complex_sgn_of_zero_is_zero(misc_results):
    y, ref = misc_results[MISC.index("complex-sgn")]
    assert np.count_nonzero(ref == 0) > 0 and np.all(y[ref == 0] == 0)


def test_complex_zeros(misc_results):
    (z32, _), (z64, _) = misc_results[len(MISC):]
    assert z32.dtype == np.complex64 and z32.shape == (3, 4) and not z32.any()
    assert z64.dtype == np.complex128 and z64.shape == (2,) and not z64.any()


# -- forms, without compiling --------------------------------------------------------------------
def _ops(module: ir.Module):
    for fn in module.body.operations:
        for op in fn.regions[0].blocks[0].operations:
            yield op.operation


def test_forms():
    """Private functions; no complex constant; at most 3 axes per stablehlo.fft; stft's
    frames by a gather, istft without a scatter."""
    module = _module([
        lambda n: S.emit_fft_func(n, "irfft", [3, 4, 2, 5], "complex<f32>", [0, 1, 2, 3],
                                  None, "ortho", [3, 4, 2, 8], "f32"),
        lambda n: S.emit_stft_func(n, [64], "f32", 16, 4, 12, False, True, [9, 13],
                                   "complex<f32>"),
        lambda n: S.emit_istft_func(n, [9, 13], "complex<f32>", 16, 4, 12, True, False, True,
                                    None, [48]),
        lambda n: S.emit_complex_zeros_func(n, [4], "complex<f32>")])
    funcs = list(module.body.operations)
    assert [str(f.attributes["sym_visibility"]) for f in funcs[:-1]] == ['"private"'] * 4
    ops = list(_ops(module))
    names = [op.name for op in ops]
    assert "stablehlo.gather" in names and "stablehlo.scatter" not in names
    for op in ops:
        if op.name == "stablehlo.constant":
            assert "complex" not in str(op.results[0].type)
        if op.name == "stablehlo.fft":
            assert 1 <= len(ir.DenseI64ArrayAttr(op.attributes["fft_length"])) <= 3
    assert names.count("stablehlo.fft") == 2 + 2  # irfftn over 4 axes: IFFT + IRFFT


def test_wrong_result_shape_is_refused_and_nothing_is_added():
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.create()
        with ir.InsertionPoint(module.body), pytest.raises(ValueError, match="expects"):
            S.emit_fft_func("f", "rfft", [4, 10], "f32", [1], None, None, [4, 5],
                            "complex<f32>")
        assert len(module.body.operations) == 0


def test_norm_table():
    n = 16
    assert [S.norm_factor(k, m, n) for k in ("fft", "ifft", "hfft", "ihfft")
            for m in (None, "ortho", "forward")] == [
        1, 0.25, 1 / 16, 1, 4, 16, 16, 4, 1, 1 / 16, 0.25, 1]
    with pytest.raises(ValueError):
        S.norm_factor("fft", "bogus", n)
