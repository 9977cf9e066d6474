"""Phases and complex arithmetic of torch programs against numpy's float64 (issue 47): stft,
istft, angle, polar, abs, atan2 and every op of the front end's complex rewrite
(:data:`iree_vkfft.torch_frontend.complex_ops.RULES`), on hypothesis' complex inputs in all
four quadrants and on the axes, signed zeros included.

Issue 47: ``angle(stft(x))`` (Kokoro's STFT front end) came out ``-pi`` where torch says
``+pi``: the FFT left ``±1e-16`` in the imaginary part of bins that are real (DC, Nyquist),
and the ONNX exporter's atan2 gives ``-pi`` at ``+0``. The properties here are torch's:

* the bins of a real signal's transform whose indices are all 0 or n/2 have the phase
  ``0`` or ``+pi`` exactly (``-0``/``-pi`` for ihfft, the conjugate); elsewhere a phase is
  compared where the float64 value fixes it (its imaginary part above the rounding);
* C99's branch cuts (``atan2``, ``log``, ``sqrt``, ``z ** p``) and signed zeros;
* istft ignores the imaginary part of the DC and Nyquist bins (a c2r).

torch is not needed: the programs are torch-dialect text, as iree-turbine writes it, compiled
once each (portable mode, llvm-cpu); numpy computes on the float32 inputs widened to float64.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import iree_vkfft
from iree_vkfft.torch_frontend import complex_ops

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

N = 16  #: elements of each elementwise input
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])
PI32 = float(np.float32(math.pi))
TOL = 1e-5  #: per element, relative to the value's scale (float32 programs)


# ---- torch-dialect text ------------------------------------------------------------------------
def vt(shape, element: str = "f32") -> str:
    return f"!torch.vtensor<[{','.join(str(d) for d in shape)}],{element}>"


class Text:
    """A torch-dialect ``@main`` written op by op (what iree-turbine prints)."""

    def __init__(self, args: list[tuple[list[int], str]]) -> None:
        self.args = args
        self.lines: list[str] = []
        self.count = 0
        self.results: list[tuple[str, str]] = []

    def arg(self, i: int) -> tuple[str, str]:
        return f"%arg{i}", vt(*self.args[i])

    def const(self, kind: str, value) -> tuple[str, str]:
        self.count += 1
        text = {"int": lambda: str(int(value)), "float": lambda: repr(float(value)),
                "bool": lambda: str(bool(value)).lower(), "none": lambda: ""}[kind]()
        name = f"%c{self.count}"
        self.lines.append(f"{name} = torch.constant.{kind} {text}".rstrip())
        return name, f"!torch.{kind}"

    def ints(self, values) -> tuple[str, str]:
        items = [self.const("int", v) for v in values]
        self.count += 1
        name = f"%l{self.count}"
        self.lines.append(f"{name} = torch.prim.ListConstruct {', '.join(n for n, _ in items)}"
                          f" : ({', '.join(t for _, t in items)}) -> !torch.list<int>")
        return name, "!torch.list<int>"

    def op(self, aten: str, operands, result: str, generic: bool = False) -> tuple[str, str]:
        self.count += 1
        name = f"%v{self.count}"
        names = ", ".join(n for n, _ in operands)
        types = ", ".join(t for _, t in operands)
        if generic:
            self.lines.append(f'{name} = torch.operator "torch.aten.{aten}"({names}) : '
                              f"({types}) -> {result}")
        else:
            self.lines.append(f"{name} = torch.aten.{aten} {names} : {types} -> {result}")
        return name, result

    def out(self, value: tuple[str, str]) -> None:
        self.results.append(value)

    def module(self) -> str:
        args = ", ".join(f"%arg{i}: {vt(*a)}" for i, a in enumerate(self.args))
        types = ", ".join(t for _, t in self.results)
        body = "\n    ".join(self.lines)
        names = ", ".join(n for n, _ in self.results)
        return (f"module {{\n  func.func @main({args}) -> ({types}) {{\n    {body}\n"
                f"    return {names} : {types}\n  }}\n}}\n")


_COMPILED: dict[str, object] = {}


def compiled(text: str):
    if text not in _COMPILED:
        _COMPILED[text] = iree_vkfft.compile(text, mode="portable", target="llvm-cpu")
    return _COMPILED[text]


# ---- inputs: all four quadrants and the axes, signed zeros -------------------------------------
PART = st.one_of(st.sampled_from([0.0, -0.0, 1.0, -1.0, 50.0, -50.0]),
                 st.floats(1e-3, 50.0).flatmap(lambda v: st.sampled_from([v, -v])))
COMPLEX = st.lists(st.tuples(PART, PART), min_size=N, max_size=N)
#: every quadrant, both axes with both zero signs
QUADRANTS = [(3.0, 2.0), (-3.0, 2.0), (-3.0, -2.0), (3.0, -2.0), (-4.0, 0.0), (-4.0, -0.0),
             (4.0, 0.0), (4.0, -0.0), (0.0, 5.0), (-0.0, -5.0), (0.0, 0.0), (-0.0, 0.0),
             (0.0, -0.0), (-0.0, -0.0), (-1e-3, 50.0), (50.0, -1e-3)]


def as_complex(pairs) -> np.ndarray:
    z = np.empty(len(pairs), np.complex64)
    z.real = [p[0] for p in pairs]  # keeps each part's sign, -0.0 included
    z.imag = [p[1] for p in pairs]
    return z


def nonzero(z: np.ndarray) -> np.ndarray:
    """``z`` with its exact zeros (either sign) replaced by ``-1 + 0i``: a divisor or a
    logarithm's argument, still on the branch cut."""
    return np.where(z == 0, np.complex64(-1.0), z)


def assert_each(y, ref, name: str, scale=None, tol: float = TOL) -> None:
    """Every element within ``tol`` of its float64 reference, relative to ``|ref|`` (or to
    ``scale``: the magnitude a sum cancelled); a branch-cut error is ``2 pi`` or a sign."""
    y = np.asarray(y).astype(np.complex128 if np.iscomplexobj(y) else np.float64)
    bound = tol * (np.abs(ref) if scale is None else np.maximum(np.abs(ref), scale)) + 1e-30
    bad = ~(np.abs(y - ref) <= bound)
    assert not bad.any(), f"{name}: {y[bad][:4]} vs {ref[bad][:4]}"


def assert_zero_signs(y, ref, name: str) -> None:
    """C99's signs where the reference is ``±0`` or ``±pi`` (atan2 on the axes)."""
    y = np.asarray(y, np.float64)
    on_axis = (ref == 0) | (np.abs(np.abs(ref) - math.pi) < 1e-12)
    np.testing.assert_array_equal(np.signbit(y[on_axis]), np.signbit(ref[on_axis]),
                                  err_msg=f"{name}: the sign of a zero or of pi")


# ---- the complex rewrite's ops, angle, abs, polar, atan2 ----------------------------------------
C = vt([N], "complex<f32>")
R = vt([N])


def _elementwise_program() -> str:
    """``@main(z, w: complex [N], r, a, b: f32 [N])`` -> one output per op (see OPS)."""
    t = Text([([N], "complex<f32>"), ([N], "complex<f32>"), ([N], "f32"), ([N], "f32"),
              ([N], "f32")])
    z, w, r, a, b = (t.arg(i) for i in range(5))
    one = t.const("int", 1)
    t.out(t.op("angle", [z], R, generic=True))
    t.out(t.op("abs", [z], R))
    t.out(t.op("polar", [t.op("abs", [a], R), b], C))
    t.out(t.op("atan2", [a, b], R))
    for aten in ("neg", "exp", "sqrt"):
        t.out(t.op(aten, [z], C))
    t.out(t.op("log", [w], C))
    t.out(t.op("reciprocal", [w], C))
    for aten in ("_conj", "conj_physical", "_conj_physical"):
        t.out(t.op("mul.Scalar", [t.op(aten, [z], C, generic=True), one], C))
    for aten in ("resolve_conj", "resolve_neg"):
        t.out(t.op(aten, [z], C, generic=True))
    t.out(t.op("add.Tensor", [z, w, t.const("int", 2)], C))
    t.out(t.op("sub.Tensor", [z, r, one], C))
    t.out(t.op("add.Scalar", [z, t.const("float", 1.5), one], C))
    t.out(t.op("sub.Scalar", [z, t.const("int", 2), one], C))
    t.out(t.op("rsub.Scalar", [z, t.const("float", 1.0), one], C))
    t.out(t.op("mul.Scalar", [z, t.const("float", -2.5)], C))
    t.out(t.op("div.Scalar", [z, t.const("float", 3.0)], C))
    t.out(t.op("div.Tensor", [z, w], C))
    for p, base in ((3, z), (-2, w), (0.5, z), (1.5, w)):
        kind = "int" if isinstance(p, int) else "float"
        t.out(t.op("pow.Tensor_Scalar", [base, t.const(kind, p)], C))
    cond = t.op("gt.Scalar", [r, t.const("int", 0)], vt([N], "i1"))
    t.out(t.op("where.self", [cond, z, w], C))
    none, false = t.const("none", None), t.const("bool", False)
    t.out(t.op("sum.dim_IntList", [z, t.ints([-1]), false, none], vt([], "complex<f32>")))
    t.out(t.op("mean", [w, none], vt([], "complex<f32>")))
    return t.module()


#: the outputs of _elementwise_program, in order, and their numpy references
OPS = ["angle", "abs", "polar", "atan2", "neg", "exp", "sqrt", "log", "reciprocal", "_conj",
       "conj_physical", "_conj_physical", "resolve_conj", "resolve_neg", "add alpha=2", "sub real",
       "add.Scalar", "sub.Scalar", "rsub.Scalar", "mul.Scalar", "div.Scalar", "div.Tensor",
       "z**3", "w**-2", "z**0.5", "w**1.5", "where", "sum(-1)", "mean"]


def _references(z, w, r, a, b) -> dict[str, np.ndarray]:
    ab = np.abs(a)
    return {
        "angle": np.angle(z), "abs": np.abs(z), "polar": ab * np.cos(b) + 1j * ab * np.sin(b),
        "atan2": np.arctan2(a, b), "neg": -z, "exp": np.exp(z), "sqrt": np.sqrt(z),
        "log": np.log(w), "reciprocal": 1 / w, "_conj": z.conj(), "conj_physical": z.conj(),
        "_conj_physical": z.conj(), "resolve_conj": z, "resolve_neg": z,
        "add alpha=2": z + 2 * w,
        "sub real": z - r, "add.Scalar": z + 1.5, "sub.Scalar": z - 2, "rsub.Scalar": 1.0 - z,
        "mul.Scalar": z * -2.5, "div.Scalar": z / 3.0, "div.Tensor": z / w, "z**3": z ** 3,
        "w**-2": w ** -2.0, "z**0.5": np.sqrt(z), "w**1.5": np.exp(1.5 * np.log(w)),
        "where": np.where(r > 0, z, w), "sum(-1)": np.asarray(z.sum()),
        "mean": np.asarray(w.mean())}


#: the magnitude each op's rounding is relative to (sums and differences cancel)
def _scales(z, w, r) -> dict[str, np.ndarray]:
    az, aw = np.abs(z), np.abs(w)
    return {"add alpha=2": az + 2 * aw, "sub real": az + np.abs(r), "add.Scalar": az + 1.5,
            "sub.Scalar": az + 2, "rsub.Scalar": az + 1, "sum(-1)": az.sum(),
            "mean": aw.mean(), "angle": np.full(N, 1e-6), "atan2": np.full(N, 1e-6)}


def test_the_program_covers_every_rule():
    """Every ATen name of the complex rewrite's RULES appears in the property program (sum,
    sum.dim_IntList, mean, mean.dim, conj share formulas with the ones written)."""
    text = _elementwise_program()
    shared = {"torch.aten.conj", "torch.aten.sum", "torch.aten.mean.dim"}
    missing = {name for name in complex_ops.RULES if name not in shared
               and f"{name} " not in text and f'"{name}"' not in text}
    assert not missing, missing


@SETTINGS
@given(zs=COMPLEX, ws=COMPLEX, reals=st.lists(PART, min_size=3 * N, max_size=3 * N))
@example(zs=QUADRANTS, ws=QUADRANTS[::-1], reals=[p for q in QUADRANTS for p in q] + [
    p for q in QUADRANTS[:8] for p in q])
def test_complex_ops_follow_numpy_in_every_quadrant(zs, ws, reals):
    z, w = as_complex(zs), nonzero(as_complex(ws))
    r, a, b = (np.asarray(reals[i * N:(i + 1) * N], np.float32) for i in range(3))
    outputs = compiled(_elementwise_program())(z, w, r, a, b)
    wide = [x.astype(np.complex128 if np.iscomplexobj(x) else np.float64) for x in (z, w, r, a, b)]
    refs, scales = _references(*wide), _scales(*wide[:3])
    assert len(outputs) == len(OPS)
    for name, y in zip(OPS, outputs):
        assert_each(y, refs[name], name, scales.get(name))
    assert_zero_signs(outputs[0], refs["angle"], "angle")
    assert_zero_signs(outputs[3], refs["atan2"], "atan2")


# ---- stft and the FFTs of a real signal: the phase of their real bins ---------------------------
B, L, NFFT, HOP = 2, 64, 16, 4
FRAMES = 1 + (L - NFFT) // HOP
SIGNALS = st.lists(PART, min_size=B * L, max_size=B * L)


def _stft(t: Text, x, w, onesided: bool):
    freq = NFFT // 2 + 1 if onesided else NFFT
    return t.op("stft", [x, t.const("int", NFFT), t.const("int", HOP), t.const("int", NFFT), w,
                         t.const("bool", False), t.const("bool", onesided),
                         t.const("bool", True), t.const("none", None)],
                vt([B, freq, FRAMES], "complex<f32>"))


def _fft(t: Text, aten: str, x, shape, dims=None):
    dim = t.ints(dims) if dims else t.const("int", -1)
    none = t.const("none", None)
    return t.op(aten, [x, none, dim, none], vt(shape, "complex<f32>"), generic=True)


def _real_signal_program() -> str:
    """``@main(x [B, L], window [NFFT])`` -> |stft|, angle of: stft, two-sided stft, rfft,
    fft (a real input), ihfft, rfft2."""
    t = Text([([B, L], "f32"), ([NFFT], "f32")])
    x, w = t.arg(0), t.arg(1)
    half = [B, L // 2 + 1]
    spectra = [_stft(t, x, w, True), _stft(t, x, w, False), _fft(t, "fft_rfft", x, half),
               _fft(t, "fft_fft", x, [B, L]), _fft(t, "fft_ihfft", x, half),
               _fft(t, "fft_rfft2", x, half, dims=[-2, -1])]
    t.out(t.op("abs", [spectra[0]], vt([B, NFFT // 2 + 1, FRAMES])))
    for s in spectra:
        t.out(t.op("angle", [s], s[1].replace("complex<f32>", "f32"), generic=True))
    return t.module()


def _stft_reference(x: np.ndarray, w: np.ndarray, onesided: bool) -> np.ndarray:
    frames = np.stack([x[:, i * HOP:i * HOP + NFFT] for i in range(FRAMES)], 1) * w
    spec = np.fft.rfft(frames, axis=-1) if onesided else np.fft.fft(frames, axis=-1)
    return spec.transpose(0, 2, 1)  # [B, freq, frames]


def _real_bins(shape, axes: dict[int, int]) -> np.ndarray:
    """Where every index along ``axes`` (axis -> transform length) is 0 or n/2."""
    mask = np.ones(shape, bool)
    for axis, n in axes.items():
        index = np.arange(shape[axis]).reshape([-1 if a == axis else 1 for a in range(len(shape))])
        mask &= (index == 0) | ((n % 2 == 0) & (index == n // 2))
    return mask


def assert_phase(phase, ref: np.ndarray, real: np.ndarray, scale: float, name: str,
                 conjugated: bool = False) -> None:
    """torch's phase of a real signal's transform: ``0`` or ``+pi`` exactly at its real bins
    (``-0``/``-pi`` conjugated), the one the float64 real part says where that is above the
    rounding; elsewhere within the rounding of the reference where its imaginary part fixes
    the branch (the rest, rounding noise of a real value, is any phase)."""
    phase = np.asarray(phase, np.float64)
    allowed = [-0.0, -PI32] if conjugated else [0.0, PI32]
    on = phase[real]
    assert np.isin(on, allowed).all(), f"{name}: {on[~np.isin(on, allowed)][:4]} at real bins"
    assert (np.signbit(on) == conjugated).all(), f"{name}: a zero of the wrong sign"
    clear = real & (np.abs(ref.real) > 1e-4 * scale)
    want = np.where(ref.real[clear] > 0, allowed[0], allowed[1])
    np.testing.assert_array_equal(phase[clear], want, err_msg=name)
    fixed = ~real & (np.abs(ref.imag) > 1e-4 * scale)
    assert_each(phase[fixed], np.angle(ref[fixed]), name,
                scale=1e-1 * scale / np.abs(ref[fixed]))


EXAMPLE_SIGNAL = ([-1.0, 2.0, -3.0, 0.5] * (B * L // 4))


@SETTINGS
@given(values=SIGNALS)
@example(values=EXAMPLE_SIGNAL)
@example(values=[-0.0] * (B * L))
def test_real_bins_of_a_real_signal_have_torchs_phase(values):
    """Issue 47: ``angle(stft(x))`` was ``-pi`` at Nyquist bins (a ``-1e-16`` imaginary part)
    where torch says ``+pi``."""
    x = np.asarray(values, np.float32).reshape(B, L)
    w = (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(NFFT) / NFFT)).astype(np.float32)
    outputs = compiled(_real_signal_program())(x, w)
    X, W = x.astype(np.float64), w.astype(np.float64)
    scale = max(np.abs(X).sum(), 1e-30)
    refs = [_stft_reference(X, W, True), _stft_reference(X, W, False), np.fft.rfft(X),
            np.fft.fft(X), np.conj(np.fft.rfft(X)) / L, np.fft.rfft2(X)]
    axes = [{1: NFFT}, {1: NFFT}, {1: L}, {1: L}, {1: L}, {0: B, 1: L}]
    names = ["stft", "stft two-sided", "rfft", "fft of a real x", "ihfft", "rfft2"]
    assert_each(outputs[0], np.abs(refs[0]), "|stft|", scale=1e-1 * scale)
    for y, ref, ax, name in zip(outputs[1:], refs, axes, names):
        assert_phase(y, ref, _real_bins(ref.shape, ax), scale / (L if name == "ihfft" else 1),
                     name, conjugated=name == "ihfft")


# ---- istft of a spectrogram and of polar(magnitude, phase) --------------------------------------
FREQ = NFFT // 2 + 1
SPECTRA = st.lists(st.tuples(PART, PART), min_size=FREQ * FRAMES, max_size=FREQ * FRAMES)
OUT = NFFT + HOP * (FRAMES - 1) - 2 * (NFFT // 2)  #: centred, no length


def _istft(t: Text, s, w):
    return t.op("istft", [s, t.const("int", NFFT), t.const("int", HOP), t.const("none", None),
                          w, t.const("bool", True), t.const("bool", False),
                          t.const("none", None), t.const("none", None),
                          t.const("bool", False)], vt([OUT]), generic=True)


def _istft_program() -> str:
    """``@main(S [FREQ, FRAMES] complex, window, m, p [FREQ, FRAMES])`` -> istft(S),
    istft(polar(|m|, p)) (Kokoro's TorchSTFT.inverse of magnitude and phase)."""
    spec = ([FREQ, FRAMES], "f32")
    t = Text([([FREQ, FRAMES], "complex<f32>"), ([NFFT], "f32"), spec, spec])
    s, w, m, p = (t.arg(i) for i in range(4))
    t.out(_istft(t, s, w))
    mag = t.op("abs", [m], vt([FREQ, FRAMES]))
    t.out(_istft(t, t.op("polar", [mag, p], vt([FREQ, FRAMES], "complex<f32>")), w))
    return t.module()


def _istft_reference(S: np.ndarray, w: np.ndarray) -> np.ndarray:
    """torch.istft (center, no length) in float64: a c2r per frame (the imaginary parts of
    its DC and Nyquist bins unread), windowed, overlap-added, divided by the window²'s."""
    frames = np.fft.irfft(S.T, NFFT, axis=-1) * w
    total = NFFT + HOP * (FRAMES - 1)
    y, envelope = np.zeros(total), np.zeros(total)
    for i in range(FRAMES):
        y[i * HOP:i * HOP + NFFT] += frames[i]
        envelope[i * HOP:i * HOP + NFFT] += w * w
    keep = slice(NFFT // 2, total - NFFT // 2)
    return y[keep] / envelope[keep]


@SETTINGS
@given(spec=SPECTRA, polar=SPECTRA)
@example(spec=(QUADRANTS * 8)[:FREQ * FRAMES], polar=(QUADRANTS[::-1] * 8)[:FREQ * FRAMES])
def test_istft_of_any_quadrant_and_of_polar_is_torchs(spec, polar):
    S = as_complex(spec).reshape(FREQ, FRAMES)
    m = np.asarray([p[0] for p in polar], np.float32).reshape(FREQ, FRAMES)
    p = np.asarray([p[1] for p in polar], np.float32).reshape(FREQ, FRAMES)
    w = (0.5 - 0.5 * np.cos(2 * np.pi * np.arange(NFFT) / NFFT)).astype(np.float32)
    outputs = compiled(_istft_program())(S, w, m, p)
    W, M, P = (a.astype(np.float64) for a in (w, m, p))
    polar_spec = np.abs(M) * np.cos(P) + 1j * np.abs(M) * np.sin(P)
    for y, spectrum, name in [(outputs[0], S.astype(np.complex128), "istft"),
                              (outputs[1], polar_spec, "istft(polar)")]:
        ref = _istft_reference(spectrum, W)
        # the rounding: of the c2r's sum over a frame's bins, over the envelope (>= 1.5)
        scale = 1e-1 * max(np.abs(spectrum).sum(0).max() / NFFT, 1e-30)
        assert_each(y, ref, name, scale=scale)


# ---- the ONNX exporter's atan2 -----------------------------------------------------------------
#: torch.onnx.export(dynamo=True, opset 18) of ``torch.angle(torch.view_as_complex(z))``,
#: z [8, 2], through iree-import-onnx: onnxscript's atan2 (Div, Atan, Greater, Where, Less,
#: IsNaN), which gives -pi at (+0, x < 0) where torch gives +pi
ONNX_ANGLE = """module {
  func.func @main_graph(%arg0: !torch.vtensor<[8,2],f32>) -> !torch.vtensor<[8],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0"} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_5> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_10> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense_resource<val_11> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %none = torch.constant.none
    %6 = torch.operator "onnx.Slice"(%arg0, %0, %1, %2) : (!torch.vtensor<[8,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[8,1],f32> 
    %7 = torch.operator "onnx.Squeeze"(%6, %2) : (!torch.vtensor<[8,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[8],f32> 
    %8 = torch.operator "onnx.Slice"(%arg0, %1, %3, %2) : (!torch.vtensor<[8,2],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[8,1],f32> 
    %9 = torch.operator "onnx.Squeeze"(%8, %2) : (!torch.vtensor<[8,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[8],f32> 
    %10 = torch.operator "onnx.Div"(%9, %7) : (!torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> 
    %11 = torch.operator "onnx.Atan"(%10) : (!torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> 
    %12 = torch.operator "onnx.Greater"(%9, %4) : (!torch.vtensor<[8],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[8],i1> 
    %13 = torch.operator "onnx.Add"(%11, %5) : (!torch.vtensor<[8],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[8],f32> 
    %14 = torch.operator "onnx.Sub"(%11, %5) : (!torch.vtensor<[8],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[8],f32> 
    %15 = torch.operator "onnx.Where"(%12, %13, %14) : (!torch.vtensor<[8],i1>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> 
    %16 = torch.operator "onnx.Less"(%7, %4) : (!torch.vtensor<[8],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[8],i1> 
    %17 = torch.operator "onnx.Where"(%16, %15, %11) : (!torch.vtensor<[8],i1>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> 
    %18 = torch.operator "onnx.IsNaN"(%17) : (!torch.vtensor<[8],f32>) -> !torch.vtensor<[8],i1> 
    %19 = torch.operator "onnx.Where"(%18, %4, %17) : (!torch.vtensor<[8],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> 
    return %19 : !torch.vtensor<[8],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      val_0: "0x080000000000000000000000",
      val_1: "0x080000000100000000000000",
      val_2: "0x08000000FFFFFFFFFFFFFFFF",
      val_5: "0x080000000200000000000000",
      val_10: "0x0800000000000000",
      val_11: "0x08000000DB0F4940"
    }
  }
#-}"""


@SETTINGS
@given(pairs=st.lists(st.tuples(PART, PART), min_size=8, max_size=8))
@example(pairs=QUADRANTS[:8])
@example(pairs=QUADRANTS[8:])
def test_the_onnx_exporters_atan2_gets_torchs_signed_zeros(pairs):
    z = np.asarray(pairs, np.float32)
    (y,) = compiled(ONNX_ANGLE)(z)
    ref = np.arctan2(z[:, 1].astype(np.float64), z[:, 0].astype(np.float64))
    assert_each(y, ref, "angle (ONNX)", scale=np.full(8, 1e-6))
    assert_zero_signs(y, ref, "angle (ONNX)")


def test_only_the_whole_onnx_atan2_pattern_is_replaced():
    from iree_vkfft import torch as torch_frontend

    assert any("onnx atan2 pattern" in line for line in torch_frontend.lower(ONNX_ANGLE).report)
    other = ONNX_ANGLE.replace('"onnx.Greater"(%9, %4)', '"onnx.Greater"(%7, %4)')
    assert not any("atan2" in line for line in torch_frontend.lower(other).report)
    z = np.asarray([(-4.0, 0.0), (4.0, 1.0)], np.float32).repeat(4, 0)
    (y,) = iree_vkfft.compile(other, mode="portable", target="llvm-cpu")(z)
    assert y[0] == -PI32  # the program as written: Greater(x, 0) is false, atan(0) - pi


# ---- aten._fft_r2c / _fft_c2r (what make_fx traces torch.func.grad of an rfft into) -------------
def _r2c_c2r_program() -> str:
    """``@main(x [3, 10] f32, z [3, 6] complex)`` -> _fft_r2c(x, [1], norm, onesided) for
    (0, True), (1, False), (2, True); _fft_c2r(z, [1], norm, last) for (0, 10), (2, 11)."""
    t = Text([([3, 10], "f32"), ([3, 6], "complex<f32>")])
    x, z = t.arg(0), t.arg(1)
    for norm, onesided in ((0, True), (1, False), (2, True)):
        out = vt([3, 6 if onesided else 10], "complex<f32>")
        t.out(t.op("_fft_r2c", [x, t.ints([1]), t.const("int", norm),
                                t.const("bool", onesided)], out, generic=True))
    for norm, last in ((0, 10), (2, 11)):
        t.out(t.op("_fft_c2r", [z, t.ints([1]), t.const("int", norm), t.const("int", last)],
                   vt([3, last]), generic=True))
    return t.module()


def test_fft_r2c_and_c2r_are_torchs():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 10)).astype(np.float32)
    z = as_complex(list(zip(rng.standard_normal(18), rng.standard_normal(18)))).reshape(3, 6)
    X, Z = x.astype(np.float64), z.astype(np.complex128)
    refs = [np.fft.rfft(X), np.fft.fft(X) / np.sqrt(10), np.fft.rfft(X) / 10,
            np.fft.irfft(Z, 10) * 10, np.fft.irfft(Z, 11)]
    outputs = compiled(_r2c_c2r_program())(x, z)
    for i, (y, ref) in enumerate(zip(outputs, refs)):
        assert_each(y, ref, f"output {i}", scale=1e-1 * np.abs(ref).max())
    assert np.all(np.asarray(outputs[0]).imag[:, [0, 5]] == 0)  # real bins exactly real
