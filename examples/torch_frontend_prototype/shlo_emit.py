"""StableHLO text for torch's FFT ops, as private functions over builtin tensors.

Prototype for docs/TORCH_FRONTEND.md.  Each ``emit_*`` returns the text of one
``func.func private`` whose body is plain StableHLO (transpose / slice / pad, one
``stablehlo.fft`` per group of at most three axes, a norm multiply), with torch's exact
semantics.  Complex constants are avoided (docs/notes.md: complex constant tensors are an
IREE 3.13 trap): pads and scales act on real and imaginary parts separately.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field


def ttype(shape, elt: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + elt + ">"


def real_of(elt: str) -> str:
    return elt[len("complex<"):-1] if elt.startswith("complex<") else elt


@dataclass
class Body:
    """Accumulates SSA lines; values are (name, shape, elt)."""

    lines: list = field(default_factory=list)
    n: int = 0

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def op(self, text: str, shape, elt) -> tuple:
        name = self.fresh()
        self.lines.append(f"    {name} = {text} -> {ttype(shape, elt)}")
        return (name, list(shape), elt)

    def raw(self, text_fn, shape, elt) -> tuple:
        name = self.fresh()
        self.lines.append(f"    {name} = " + text_fn(ttype(shape, elt)))
        return (name, list(shape), elt)

    # --- element-wise helpers -------------------------------------------------------
    def const(self, value: float, shape, elt) -> tuple:
        return self.raw(lambda t: f"stablehlo.constant dense<{value!r}> : {t}", shape, elt)

    def unary(self, opname, x, elt=None) -> tuple:
        name, shape, e = x
        elt = elt or e
        return self.raw(lambda t: f'"{opname}"({name}) : ({ttype(shape, e)}) -> {t}', shape, elt)

    def binary(self, opname, x, y) -> tuple:
        (a, shape, e), (b, _, _) = x, y
        return self.raw(lambda t: f'"{opname}"({a}, {b}) : ({t}, {t}) -> {t}', shape, e)

    def real(self, x):
        return self.unary("stablehlo.real", x, real_of(x[2]))

    def imag(self, x):
        return self.unary("stablehlo.imag", x, real_of(x[2]))

    def complex(self, re, im):
        name_r, shape, e = re
        return self.raw(lambda t: f'"stablehlo.complex"({name_r}, {im[0]}) : '
                        f'({ttype(shape, e)}, {ttype(shape, e)}) -> {t}', shape, f"complex<{e}>")

    def to_complex(self, x):
        if x[2].startswith("complex"):
            return x
        return self.complex(x, self.const(0.0, x[1], x[2]))

    def conj(self, x):
        return self.complex(self.real(x), self.unary("stablehlo.negate", self.imag(x)))

    def scale(self, x, s: float):
        if s == 1.0:
            return x
        if x[2].startswith("complex"):
            re, im = self.real(x), self.imag(x)
            c = self.const(float(s), x[1], re[2])
            return self.complex(self.binary("stablehlo.multiply", re, c),
                                self.binary("stablehlo.multiply", im, c))
        return self.binary("stablehlo.multiply", x, self.const(float(s), x[1], x[2]))

    # --- shape helpers --------------------------------------------------------------
    def transpose(self, x, perm):
        if list(perm) == list(range(len(perm))):
            return x
        name, shape, e = x
        out = [shape[p] for p in perm]
        return self.raw(lambda t: f'"stablehlo.transpose"({name}) {{permutation = '
                        f'array<i64: {", ".join(map(str, perm))}>}} : ({ttype(shape, e)}) -> {t}',
                        out, e)

    def slice_axis(self, x, axis, start, stop):
        name, shape, e = x
        if start == 0 and stop == shape[axis]:
            return x
        st = [0] * len(shape)
        lim = list(shape)
        st[axis], lim[axis] = start, stop
        out = list(shape)
        out[axis] = stop - start
        return self.raw(lambda t: f'"stablehlo.slice"({name}) {{start_indices = array<i64: '
                        f'{", ".join(map(str, st))}>, limit_indices = array<i64: '
                        f'{", ".join(map(str, lim))}>, strides = array<i64: '
                        f'{", ".join("1" for _ in shape)}>}} : ({ttype(shape, e)}) -> {t}', out, e)

    def _pad_real(self, x, axis, lo, hi):
        name, shape, e = x
        zero = self.const(0.0, [], e)
        low = [0] * len(shape)
        high = [0] * len(shape)
        low[axis], high[axis] = lo, hi
        out = list(shape)
        out[axis] += lo + hi
        return self.raw(lambda t: f'"stablehlo.pad"({name}, {zero[0]}) {{edge_padding_low = '
                        f'array<i64: {", ".join(map(str, low))}>, edge_padding_high = array<i64: '
                        f'{", ".join(map(str, high))}>, interior_padding = array<i64: '
                        f'{", ".join("0" for _ in shape)}>}} : ({ttype(shape, e)}, '
                        f'{ttype([], e)}) -> {t}', out, e)

    def zero_pad(self, x, axis, lo, hi):
        if lo == 0 and hi == 0:
            return x
        if x[2].startswith("complex"):
            return self.complex(self._pad_real(self.real(x), axis, lo, hi),
                                self._pad_real(self.imag(x), axis, lo, hi))
        return self._pad_real(x, axis, lo, hi)

    def resize(self, x, axis, n):
        m = x[1][axis]
        if n < m:
            return self.slice_axis(x, axis, 0, n)
        return self.zero_pad(x, axis, 0, n - m)

    def reverse(self, x, axis):
        name, shape, e = x
        return self.raw(lambda t: f'"stablehlo.reverse"({name}) {{dimensions = array<i64: {axis}>}}'
                        f' : ({t}) -> {t}', shape, e)

    def concat(self, xs, axis):
        out = list(xs[0][1])
        out[axis] = sum(x[1][axis] for x in xs)
        e = xs[0][2]
        return self.raw(lambda t: f'"stablehlo.concatenate"({", ".join(x[0] for x in xs)}) '
                        f'{{dimension = {axis} : i64}} : ({", ".join(ttype(x[1], e) for x in xs)})'
                        f' -> {t}', out, e)

    def fft(self, x, kind: str, lengths):
        name, shape, e = x
        k = len(lengths)
        out = list(shape)
        if kind == "RFFT":
            out[-1] = lengths[-1] // 2 + 1
            oe = f"complex<{e}>"
        elif kind == "IRFFT":
            out[-1] = lengths[-1]
            oe = real_of(e)
        else:
            oe = e
        assert 1 <= k <= 3
        return self.raw(lambda t: f'"stablehlo.fft"({name}) {{fft_type = #stablehlo<fft_type '
                        f'{kind}>, fft_length = array<i64: {", ".join(map(str, lengths))}>}} : '
                        f'({ttype(shape, e)}) -> {t}', out, oe)


def func_text(name: str, args: list, body: Body, result) -> str:
    sig = ", ".join(f"%a{i}: {ttype(s, e)}" for i, (s, e) in enumerate(args))
    return (f"func.func private @{name}({sig}) -> {ttype(result[1], result[2])} {{\n"
            + "\n".join(body.lines) + f"\n    return {result[0]} : {ttype(result[1], result[2])}\n  }}")


# ----------------------------------------------------------------------------------------
# torch.fft semantics
# ----------------------------------------------------------------------------------------

def norm_factor(norm: str | None, n: int, direction: str) -> float:
    """Factor applied to StableHLO's result.  direction 'fwd': StableHLO's forward FFT is
    unnormalised; 'inv': StableHLO's inverse already divides by n."""
    norm = norm or "backward"
    if direction == "fwd":
        return {"backward": 1.0, "ortho": 1.0 / math.sqrt(n), "forward": 1.0 / n}[norm]
    return {"backward": 1.0, "ortho": math.sqrt(n), "forward": float(n)}[norm]


def _groups(axes):
    """Split a list of innermost axes into StableHLO-sized groups (<= 3), last group last."""
    out = []
    axes = list(axes)
    while axes:
        out.insert(0, axes[-3:])
        axes = axes[:-3]
    return out


def fft_core(b: Body, x, kind: str, axes: list, s: list | None, norm: str | None,
             conj_in=False, conj_out=False, hermitian_norm=False):
    """torch.fft.{fft,ifft,rfft,irfft,hfft,ihfft}n over ``axes`` (normalised, in the order
    given, the last is the real axis for r2c/c2r) with sizes ``s`` (None: defaults).

    kind: 'fft' | 'ifft' | 'rfft' | 'irfft' | 'hfft' | 'ihfft'.
    """
    rank = len(x[1])
    shape = x[1]
    if s is None:
        s = [shape[a] for a in axes]
        if kind in ("irfft", "hfft"):
            s[-1] = 2 * (shape[axes[-1]] - 1)
    s = list(s)
    others = [a for a in range(rank) if a not in axes]
    perm = others + list(axes)
    inv = [perm.index(i) for i in range(rank)]
    k = len(axes)
    inner = list(range(rank - k, rank))
    x = b.transpose(x, perm)
    # crop / pad each transformed axis to its input length
    for ax, n in zip(inner, s):
        want = n // 2 + 1 if (kind in ("irfft", "hfft") and ax == inner[-1]) else n
        x = b.resize(x, ax, want)
    ntot = math.prod(s)
    if kind in ("fft", "ifft"):
        x = b.to_complex(x)
        st = "FFT" if kind == "fft" else "IFFT"
        groups = _groups(inner)
        x = b.fft(x, st, [s[inner.index(a)] for a in groups[-1]])
        for g in groups[:-1]:
            x = _fft_group(b, x, st, g, s, inner)
        x = b.scale(x, norm_factor(norm, ntot, "fwd" if kind == "fft" else "inv"))
    elif kind in ("rfft", "ihfft"):
        groups = _groups(inner)
        x = b.fft(x, "RFFT", [s[inner.index(a)] for a in groups[-1]])
        for g in reversed(groups[:-1]):
            x = _fft_group(b, x, "FFT", g, s, inner)
        if kind == "rfft":
            x = b.scale(x, norm_factor(norm, ntot, "fwd"))
        else:  # ihfft = conj(rfft(x)) with the inverse direction's norm
            x = b.conj(x)
            x = b.scale(x, {"backward": 1.0 / ntot, "ortho": 1.0 / math.sqrt(ntot),
                            "forward": 1.0}[norm or "backward"])
    elif kind in ("irfft", "hfft"):
        x = b.to_complex(x)
        if kind == "hfft":
            x = b.conj(x)
        groups = _groups(inner)
        for g in groups[:-1]:
            x = _fft_group(b, x, "IFFT", g, s, inner)
        x = b.fft(x, "IRFFT", [s[inner.index(a)] for a in groups[-1]])
        if kind == "irfft":
            x = b.scale(x, norm_factor(norm, ntot, "inv"))
        else:  # hfft: a forward transform; StableHLO's IRFFT divided by n
            x = b.scale(x, {"backward": float(ntot), "ortho": math.sqrt(ntot),
                            "forward": 1.0}[norm or "backward"])
    else:
        raise ValueError(kind)
    return b.transpose(x, inv)


def _fft_group(b: Body, x, st, group, s, inner):
    """A C2C over axes ``group`` that are not innermost: move them innermost and back."""
    rank = len(x[1])
    rest = [a for a in range(rank) if a not in group]
    perm = rest + list(group)
    x = b.transpose(x, perm)
    x = b.fft(x, st, [s[inner.index(a)] for a in group])
    return b.transpose(x, [perm.index(i) for i in range(rank)])


def emit_fft_func(name, kind, in_shape, in_elt, axes, s, norm, out_shape, out_elt) -> str:
    b = Body()
    x = ("%a0", list(in_shape), in_elt)
    y = fft_core(b, x, kind, axes, s, norm)
    assert y[1] == list(out_shape) and y[2] == out_elt, (y[1:], out_shape, out_elt)
    return func_text(name, [(in_shape, in_elt)], b, y)


def emit_c2c_func(name, in_shape, in_elt, axes, normalization: int, forward: bool,
                  out_shape, out_elt) -> str:
    """aten._fft_c2c(self, dim, normalization (0 none, 1 1/sqrt(n), 2 1/n), forward)."""
    b = Body()
    x = ("%a0", list(in_shape), in_elt)
    n = math.prod(in_shape[a] for a in axes)
    y = fft_core(b, x, "fft" if forward else "ifft", axes, None, None)
    f = [1.0, 1.0 / math.sqrt(n), 1.0 / n][normalization] * (1.0 if forward else n)
    y = b.scale(y, f)
    assert y[1] == list(out_shape) and y[2] == out_elt
    return func_text(name, [(in_shape, in_elt)], b, y)


def emit_stft_func(name, in_shape, elt, n_fft, hop, win_len, normalized, onesided,
                   out_shape, out_elt) -> str:
    """aten.stft(self [L] or [B, L], n_fft, hop, win_length, window, normalized, onesided,
    return_complex=True): frames by a gather, window multiply, one RFFT (or FFT)."""
    b = Body()
    batched = len(in_shape) == 2
    L = in_shape[-1]
    frames = 1 + (L - n_fft) // hop
    x = ("%a0", list(in_shape), elt)
    w = ("%a1", [win_len], elt)
    if win_len < n_fft:  # torch centres a shorter window in n_fft
        lo = (n_fft - win_len) // 2
        w = b.zero_pad(w, 0, lo, n_fft - win_len - lo)
    if not batched:
        x = b.raw(lambda t: f'stablehlo.reshape {x[0]} : ({ttype(in_shape, elt)}) -> {t}',
                  [1, L], elt)
    B = x[1][0]
    idx = b.raw(lambda t: "stablehlo.constant dense<[" + ", ".join(
        f"[{i * hop}]" for i in range(frames)) + f"]> : {t}", [frames, 1], "i32")
    fr = b.raw(lambda t: f'"stablehlo.gather"({x[0]}, {idx[0]}) {{dimension_numbers = '
               '#stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [], '
               'start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: '
               f'{B}, {n_fft}>, indices_are_sorted = true}} : ({ttype([B, L], elt)}, '
               f'{ttype([frames, 1], "i32")}) -> {t}', [B, frames, n_fft], elt)
    wb = b.raw(lambda t: f'stablehlo.broadcast_in_dim {w[0]}, dims = [2] : '
               f'({ttype([n_fft], elt)}) -> {t}', [B, frames, n_fft], elt)
    fr = b.binary("stablehlo.multiply", fr, wb)
    if onesided:
        y = b.fft(fr, "RFFT", [n_fft])
    else:
        y = b.fft(b.to_complex(fr), "FFT", [n_fft])
    if normalized:
        y = b.scale(y, 1.0 / math.sqrt(n_fft))
    y = b.transpose(y, [0, 2, 1])  # [B, freq, frames]
    if not batched:
        y = b.raw(lambda t: f'stablehlo.reshape {y[0]} : ({ttype(y[1], y[2])}) -> {t}',
                  y[1][1:], y[2])
    assert y[1] == list(out_shape) and y[2] == out_elt, (y[1:], out_shape, out_elt)
    return func_text(name, [(in_shape, elt), ([win_len], elt)], b, y)


def emit_reflect_pad_func(name, in_shape, elt, pads, out_shape) -> str:
    """aten.pad(mode='reflect'): pads = torch order (last axis first: lo, hi, ...)."""
    b = Body()
    x = ("%a0", list(in_shape), elt)
    rank = len(in_shape)
    for i in range(len(pads) // 2):
        ax = rank - 1 - i
        lo, hi = pads[2 * i], pads[2 * i + 1]
        m = x[1][ax]
        parts = []
        if lo:
            parts.append(b.reverse(b.slice_axis(x, ax, 1, lo + 1), ax))
        parts.append(x)
        if hi:
            parts.append(b.reverse(b.slice_axis(x, ax, m - 1 - hi, m - 1), ax))
        if len(parts) > 1:
            x = b.concat(parts, ax)
    assert x[1] == list(out_shape)
    return func_text(name, [(in_shape, elt)], b, x)


def emit_complex_zeros_func(name, shape, elt) -> str:
    b = Body()
    z = b.const(0.0, shape, real_of(elt))
    return func_text(name, [], b, b.complex(z, z))


def emit_log10_func(name, shape, elt) -> str:
    b = Body()
    x = ("%a0", list(shape), elt)
    y = b.binary("stablehlo.multiply", b.unary("stablehlo.log", x),
                 b.const(1.0 / math.log(10.0), shape, elt))
    return func_text(name, [(shape, elt)], b, y)


def emit_complex_sgn_func(name, shape, elt) -> str:
    """sgn(z) = z / |z|, 0 where z == 0 (real-part arithmetic; no complex select)."""
    b = Body()
    x = ("%a0", list(shape), elt)
    re, im = b.real(x), b.imag(x)
    r = b.unary("stablehlo.sqrt", b.binary("stablehlo.add", b.binary("stablehlo.multiply", re, re),
                                          b.binary("stablehlo.multiply", im, im)))
    zero = b.const(0.0, shape, re[2])
    one = b.const(1.0, shape, re[2])
    is0 = b.raw(lambda t: f'stablehlo.compare EQ, {r[0]}, {zero[0]} : ({ttype(shape, re[2])}, '
                f'{ttype(shape, re[2])}) -> {t}', shape, "i1")
    den = b.raw(lambda t: f'stablehlo.select {is0[0]}, {one[0]}, {r[0]} : {ttype(shape, "i1")}, '
                f'{t}', shape, re[2])
    return func_text(name, [(shape, elt)], b, b.complex(b.binary("stablehlo.divide", re, den),
                                                       b.binary("stablehlo.divide", im, den)))


def emit_complex_abs_func(name, shape, elt) -> str:
    b = Body()
    x = ("%a0", list(shape), elt)
    re, im = b.real(x), b.imag(x)
    y = b.unary("stablehlo.sqrt", b.binary("stablehlo.add", b.binary("stablehlo.multiply", re, re),
                                          b.binary("stablehlo.multiply", im, im)))
    return func_text(name, [(shape, elt)], b, y)


# ----------------------------------------------------------------------------------------
# onnx.DFT (opset 17/18: axis attribute) on [..., 1] / [..., 2] real pairs
# ----------------------------------------------------------------------------------------

def emit_onnx_dft_func(name, in_shape, elt, axis, inverse, onesided, dft_length, out_shape
                       ) -> str:
    """onnx.DFT -> stablehlo.fft.  The last axis holds (re) or (re, im); ``axis`` is a signal
    axis (negative counts from the back, the pair axis included as in opset 18).

    inverse=0 onesided=0: FFT (c2c; a [..,1] input gets a zero imaginary part)
    inverse=0 onesided=1: RFFT of the real part ([..., 1] input), n//2+1 bins
    inverse=1 onesided=0: IFFT (ONNX's inverse divides by n, as StableHLO's does)
    inverse=1 onesided=1: IRFFT (input [.., n//2+1, 2] -> [.., n, 1])
    dft_length crops / zero-pads the signal axis first (the half-spectrum for IRFFT).
    """
    b = Body()
    rank = len(in_shape)
    if axis < 0:
        axis += rank
    x = ("%a0", list(in_shape), elt)
    sig = in_shape[:-1]
    def part(i):
        p = b.slice_axis(x, rank - 1, i, i + 1)
        return b.raw(lambda t: f'stablehlo.reshape {p[0]} : ({ttype(sig + [1], elt)}) -> {t}',
                     sig, elt)
    re = part(0)
    if in_shape[-1] == 2:
        im = part(1)
        z = b.complex(re, im)
    else:
        z = re
    n = dft_length or sig[axis]
    kind = {(0, 0): "fft", (0, 1): "rfft", (1, 0): "ifft", (1, 1): "irfft"}[(inverse, onesided)]
    if kind == "rfft" and z[2].startswith("complex"):  # complex input, onesided output
        y = fft_core(b, z, "fft", [axis], [n], None)
        y = b.slice_axis(y, axis, 0, n // 2 + 1)
    else:
        y = fft_core(b, z, kind, [axis], [n], None)
    parts = [y] if not y[2].startswith("complex") else [b.real(y), b.imag(y)]
    parts = [b.raw(lambda t, p=p: f'stablehlo.reshape {p[0]} : ({ttype(p[1], p[2])}) -> {t}',
                   p[1] + [1], p[2]) for p in parts]
    out = parts[0] if len(parts) == 1 else b.concat(parts, rank - 1)
    assert out[1] == list(out_shape), (out[1], out_shape)
    return func_text(name, [(in_shape, elt)], b, out)


def _overlap_add(b: Body, fr, hop: int):
    """fr [B, F, n] -> [B, n + hop * (F - 1)]: y[t*hop + k] += fr[t, k] (pad-and-sum over
    ceil(n/hop) hop-sized chunks; no scatter)."""
    B, F, n = fr[1]
    r = -(-n // hop)
    fr = b.zero_pad(fr, 2, 0, r * hop - n)
    fr4 = b.raw(lambda t: f'stablehlo.reshape {fr[0]} : ({ttype(fr[1], fr[2])}) -> {t}',
                [B, F, r, hop], fr[2])
    acc = None
    for j in range(r):
        c = b.slice_axis(fr4, 2, j, j + 1)
        c = b.raw(lambda t, c=c: f'stablehlo.reshape {c[0]} : ({ttype(c[1], c[2])}) -> {t}',
                  [B, F, hop], fr[2])
        c = b.zero_pad(c, 1, j, r - 1 - j)
        acc = c if acc is None else b.binary("stablehlo.add", acc, c)
    y = b.raw(lambda t: f'stablehlo.reshape {acc[0]} : ({ttype(acc[1], acc[2])}) -> {t}',
              [B, (F + r - 1) * hop], fr[2])
    return b.slice_axis(y, 1, 0, n + hop * (F - 1))


def emit_istft_func(name, in_shape, elt, n_fft, hop, win_len, center, normalized, onesided,
                    length, out_shape) -> str:
    """aten.istft(self [B?, freq, frames] complex, n_fft, hop, win_length, window, center,
    normalized, onesided, length, return_complex=False): IRFFT per frame, window, overlap-add
    of the frames and of window**2, the centre trim, division by the envelope."""
    b = Body()
    real = real_of(elt)
    batched = len(in_shape) == 3
    x = ("%a0", list(in_shape), elt)
    w = ("%a1", [win_len], real)
    if win_len < n_fft:
        lo = (n_fft - win_len) // 2
        w = b.zero_pad(w, 0, lo, n_fft - win_len - lo)
    if not batched:
        x = b.raw(lambda t: f'stablehlo.reshape {x[0]} : ({ttype(in_shape, elt)}) -> {t}',
                  [1] + list(in_shape), elt)
    B, _, F = x[1]
    x = b.transpose(x, [0, 2, 1])  # [B, F, freq]
    if normalized:
        x = b.scale(x, math.sqrt(n_fft))
    if onesided:
        fr = fft_core(b, x, "irfft", [2], [n_fft], None)
    else:
        fr = b.real(fft_core(b, x, "ifft", [2], [n_fft], None))
    wb = b.raw(lambda t: f'stablehlo.broadcast_in_dim {w[0]}, dims = [2] : '
               f'({ttype([n_fft], real)}) -> {t}', [B, F, n_fft], real)
    y = _overlap_add(b, b.binary("stablehlo.multiply", fr, wb), hop)
    w2 = b.binary("stablehlo.multiply", w, w)
    w2b = b.raw(lambda t: f'stablehlo.broadcast_in_dim {w2[0]}, dims = [2] : '
                f'({ttype([n_fft], real)}) -> {t}', [1, F, n_fft], real)
    env = _overlap_add(b, w2b, hop)
    total = n_fft + hop * (F - 1)
    start = n_fft // 2 if center else 0
    if length is not None:
        end = start + length
    else:
        end = total - n_fft // 2 if center else total
    stop = min(end, total)
    y = b.slice_axis(y, 1, start, stop)
    env = b.slice_axis(env, 1, start, stop)
    envb = b.raw(lambda t: f'stablehlo.broadcast_in_dim {env[0]}, dims = [0, 1] : '
                 f'({ttype(env[1], real)}) -> {t}', [B, stop - start], real)
    y = b.binary("stablehlo.divide", y, envb)
    y = b.zero_pad(y, 1, 0, end - stop)
    if not batched:
        y = b.raw(lambda t: f'stablehlo.reshape {y[0]} : ({ttype(y[1], y[2])}) -> {t}',
                  y[1][1:], y[2])
    assert y[1] == list(out_shape), (y[1], out_shape)
    return func_text(name, [(in_shape, elt), ([win_len], real)], b, y)
