"""StableHLO functions with PyTorch's exact FFT semantics, built with the MLIR Python bindings.

Each public ``emit_*`` creates one private ``func.func`` over builtin tensors at the current
insertion point and returns it. Call it inside ``with ctx, ir.Location.unknown(),
ir.InsertionPoint(module.body):``. Element types are given as type names ("f32", "f64",
"complex<f32>", "complex<f64>") or ``ir.Type`` values, shapes as lists of ints, axes as
non-negative ints (a negative one counts from the back). The functions are:

- :func:`emit_fft_func`: ``torch.fft.{fft,ifft,rfft,irfft,hfft,ihfft}`` and their 2-D / N-D
  forms (``n``/``s``, ``dim``, ``norm``)
- :func:`emit_c2c_func`: ``aten._fft_c2c(self, dim, normalization, forward)``
- :func:`emit_r2c_c2r_func`: ``aten._fft_r2c(self, dim, normalization, onesided)`` and
  ``aten._fft_c2r(self, dim, normalization, last_dim_size)``
- :func:`emit_stft_func` / :func:`emit_istft_func`: ``aten.stft`` (``return_complex=True``)
  and ``aten.istft`` (``return_complex=False``)
- :func:`emit_onnx_dft_func`: ``onnx.DFT`` (opset 17/18, the axis an attribute)
- :func:`emit_reflect_pad_func`, :func:`emit_complex_abs_func`,
  :func:`emit_complex_sgn_func`, :func:`emit_complex_zeros_func`, :func:`emit_log10_func`:
  ops IREE 3.13's torch path gets wrong around the FFTs (docs/TORCH_FRONTEND.md)

An FFT body transposes the transformed axes innermost, crops (``stablehlo.slice``) or
zero-pads (``stablehlo.pad``) each to its length (the last one to ``n//2+1`` for c2r), applies
``stablehlo.fft`` in groups of at most three axes (earlier groups transposed innermost and
back), scales, and transposes back. The scale maps torch's ``norm`` onto StableHLO's
conventions (its forward FFT is unnormalised, its IFFT/IRFFT divides by ``n``, the product of
the transformed lengths); :func:`norm_factor` holds the table:

=====================  ========  =====  =======
op                     backward  ortho  forward
=====================  ========  =====  =======
fft, rfft              1         1/√n   1/n
ifft, irfft            1         √n     n
hfft = IRFFT(conj x)   n         √n     1
ihfft = conj(RFFT x)   1/n       1/√n   1
=====================  ========  =====  =======

``_fft_c2c``'s normalization {0, 1, 2} is {1, 1/√n, 1/n}, times ``n`` when ``forward`` is false.
``onnx.DFT``'s inverse divides by ``n`` as StableHLO's does, so it needs no scale.

No complex constant is built (complex constant tensors are an IREE 3.13 trap, docs/notes.md):
pads, scales and zeros act on the real and imaginary parts separately. stft cuts its frames
with one ``stablehlo.gather``; istft overlap-adds by pad-and-sum, without a scatter, and (as
torch does for a real output) takes a c2r of the first ``n_fft//2+1`` bins of each frame, of a
two-sided spectrum too.
"""

from __future__ import annotations

import logging
import math
from typing import Callable, Sequence

import numpy as np
from iree.compiler import ir
from iree.compiler.dialects import func

__all__ = [
    "element_type", "norm_factor", "emit_fft_func", "emit_c2c_func", "emit_r2c_c2r_func",
    "emit_stft_func",
    "emit_istft_func", "emit_onnx_dft_func", "emit_reflect_pad_func", "emit_complex_abs_func",
    "emit_complex_sgn_func", "emit_complex_zeros_func", "emit_log10_func",
]

_log = logging.getLogger(__name__)

FFT_KINDS = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
NORMS = ("backward", "ortho", "forward")


# -- types and raw ops ------------------------------------------------------------------------
def element_type(elt: str | ir.Type) -> ir.Type:
    """``elt`` as an ``ir.Type`` ("f32", "complex<f64>", ... are parsed as type names)."""
    return elt if isinstance(elt, ir.Type) else ir.Type.parse(elt)


def _tensor(shape: Sequence[int], elt: ir.Type) -> ir.RankedTensorType:
    return ir.RankedTensorType.get([int(d) for d in shape], elt)


def _shape(v: ir.Value) -> list[int]:
    return [int(d) for d in ir.RankedTensorType(v.type).shape]


def _elt(v: ir.Value) -> ir.Type:
    return ir.RankedTensorType(v.type).element_type


def _is_complex(t: ir.Type) -> bool:
    return isinstance(t.maybe_downcast(), ir.ComplexType)


def _real_of(t: ir.Type) -> ir.Type:
    return ir.ComplexType(t).element_type if _is_complex(t) else t


def _i64s(values: Sequence[int]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _op(name: str, result: ir.Type, operands: Sequence[ir.Value],
        attributes: dict[str, ir.Attribute] | None = None) -> ir.Value:
    return ir.Operation.create(name, results=[result], operands=list(operands),
                               attributes=attributes or {}).result


# -- element-wise -----------------------------------------------------------------------------
def _const(value: float, shape: Sequence[int], elt: ir.Type) -> ir.Value:
    """A real splat constant (never complex)."""
    t = _tensor(shape, elt)
    attr = ir.DenseElementsAttr.get_splat(t, ir.FloatAttr.get(elt, float(value)))
    return _op("stablehlo.constant", t, [], {"value": attr})


def _unary(name: str, x: ir.Value, elt: ir.Type | None = None) -> ir.Value:
    return _op(name, _tensor(_shape(x), elt or _elt(x)), [x])


def _binary(name: str, x: ir.Value, y: ir.Value) -> ir.Value:
    return _op(name, x.type, [x, y])


def _real(x: ir.Value) -> ir.Value:
    return _unary("stablehlo.real", x, _real_of(_elt(x)))


def _imag(x: ir.Value) -> ir.Value:
    return _unary("stablehlo.imag", x, _real_of(_elt(x)))


def _complex(re: ir.Value, im: ir.Value) -> ir.Value:
    return _op("stablehlo.complex", _tensor(_shape(re), ir.ComplexType.get(_elt(re))), [re, im])


def _to_complex(x: ir.Value) -> ir.Value:
    if _is_complex(_elt(x)):
        return x
    return _complex(x, _const(0.0, _shape(x), _elt(x)))


def _conj(x: ir.Value) -> ir.Value:
    return _complex(_real(x), _unary("stablehlo.negate", _imag(x)))


def _where(direction: str, a: ir.Value, b: ir.Value, then: ir.Value, other: ir.Value
           ) -> ir.Value:
    """``then`` where ``a <direction> b``, else ``other`` (elementwise)."""
    # No Python binding builds #stablehlo<comparison_direction ...>: it is parsed.
    test = _op("stablehlo.compare", _tensor(_shape(a), ir.IntegerType.get_signless(1)), [a, b],
               {"comparison_direction": ir.Attribute.parse(
                   f"#stablehlo<comparison_direction {direction}>")})
    return _op("stablehlo.select", then.type, [test, then, other])


def _modulus(x: ir.Value, parts: tuple[ir.Value, ir.Value] | None = None) -> ir.Value:
    """``|x|`` of a complex ``x`` as torch computes it (``hypot``: no overflow of the squares
    once a part passes sqrt(max float), 1.8e19 in float32): ``m sqrt(1 + (n/m)²)`` with ``m``,
    ``n`` the larger and smaller of ``|re|``, ``|im|``; 0 where both are 0, inf where one is
    inf. ``parts``: its real and imaginary parts, if already taken."""
    re, im = parts or (_real(x), _imag(x))
    a, b = _unary("stablehlo.abs", re), _unary("stablehlo.abs", im)
    m, n = _binary("stablehlo.maximum", a, b), _binary("stablehlo.minimum", a, b)
    shape, real = _shape(re), _elt(re)
    zero, one = _const(0.0, shape, real), _const(1.0, shape, real)
    q = _binary("stablehlo.divide", n, _where("EQ", m, zero, one, m))
    r = _binary("stablehlo.multiply", m, _unary("stablehlo.sqrt", _binary(
        "stablehlo.add", one, _binary("stablehlo.multiply", q, q))))
    return _where("EQ", m, _const(math.inf, shape, real), m, r)


def _index_is(shape: Sequence[int], axis: int, indices: Sequence[int]) -> ir.Value:
    """An ``i1`` tensor of ``shape``: whether the index along ``axis`` is one of ``indices``
    (``stablehlo.iota`` compared, no constant of the shape)."""
    i32 = ir.IntegerType.get_signless(32)
    iota = _op("stablehlo.iota", _tensor(shape, i32), [], {
        "iota_dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)})
    hit = None
    for k in indices:
        attr = ir.DenseElementsAttr.get_splat(_tensor(shape, i32), ir.IntegerAttr.get(i32, k))
        eq = _op("stablehlo.compare", _tensor(shape, ir.IntegerType.get_signless(1)),
                 [iota, _op("stablehlo.constant", _tensor(shape, i32), [], {"value": attr})],
                 {"comparison_direction": ir.Attribute.parse(
                     "#stablehlo<comparison_direction EQ>")})
        hit = eq if hit is None else _binary("stablehlo.or", hit, eq)
    return hit


def _exactly_real_bins(y: ir.Value, lengths: dict[int, int], zero: float = 0.0) -> ir.Value:
    """``y``, the transform of a real signal over the axes of ``lengths`` (axis -> n), with
    the imaginary part ``zero`` (``+0``; ``-0.0`` where torch conjugates an r2c) at the bins
    where every index is 0 or n/2 (n even): those bins are real, and torch's (pocketfft's)
    r2c makes them exactly so. The modes' FFTs leave rounding there (portable and split:
    ``±1e-16``, a half-turn twiddle's ``sin(pi)`` in float64 rounded to float32), which a
    phase turns into ``±pi`` at every such bin whose real part is negative: ``angle(stft(x))``
    of a vocoder's front end was ``2 pi`` off torch's at its Nyquist bins (issue 47)."""
    shape = _shape(y)
    mask = None
    for axis, n in lengths.items():
        hit = _index_is(shape, axis, [0] + ([n // 2] if n % 2 == 0 and n // 2 < shape[axis]
                                             else []))
        mask = hit if mask is None else _binary("stablehlo.and", mask, hit)
    re, im = _real(y), _imag(y)
    return _complex(re, _op("stablehlo.select", im.type, [mask, _const(zero, shape, _elt(im)),
                                                           im]))


def _scale(x: ir.Value, s: float) -> ir.Value:
    """``x * s``; a complex ``x`` scaled part by part."""
    if s == 1.0:
        return x
    if _is_complex(_elt(x)):
        re, im = _real(x), _imag(x)
        c = _const(s, _shape(x), _elt(re))
        return _complex(_binary("stablehlo.multiply", re, c), _binary("stablehlo.multiply", im, c))
    return _binary("stablehlo.multiply", x, _const(s, _shape(x), _elt(x)))


# -- shape ops --------------------------------------------------------------------------------
def _transpose(x: ir.Value, perm: Sequence[int]) -> ir.Value:
    if list(perm) == list(range(len(perm))):
        return x
    shape = _shape(x)
    return _op("stablehlo.transpose", _tensor([shape[p] for p in perm], _elt(x)), [x],
               {"permutation": _i64s(perm)})


def _reshape(x: ir.Value, shape: Sequence[int]) -> ir.Value:
    return _op("stablehlo.reshape", _tensor(shape, _elt(x)), [x])


def _broadcast(x: ir.Value, shape: Sequence[int], dims: Sequence[int]) -> ir.Value:
    return _op("stablehlo.broadcast_in_dim", _tensor(shape, _elt(x)), [x],
               {"broadcast_dimensions": _i64s(dims)})


def _slice_axis(x: ir.Value, axis: int, start: int, stop: int) -> ir.Value:
    shape = _shape(x)
    if start == 0 and stop == shape[axis]:
        return x
    starts, limits = [0] * len(shape), list(shape)
    starts[axis], limits[axis] = start, stop
    out = list(shape)
    out[axis] = stop - start
    return _op("stablehlo.slice", _tensor(out, _elt(x)), [x], {
        "start_indices": _i64s(starts), "limit_indices": _i64s(limits),
        "strides": _i64s([1] * len(shape))})


def _pad_real(x: ir.Value, axis: int, lo: int, hi: int) -> ir.Value:
    shape = _shape(x)
    low, high = [0] * len(shape), [0] * len(shape)
    low[axis], high[axis] = lo, hi
    out = list(shape)
    out[axis] += lo + hi
    zero = _const(0.0, [], _elt(x))
    return _op("stablehlo.pad", _tensor(out, _elt(x)), [x, zero], {
        "edge_padding_low": _i64s(low), "edge_padding_high": _i64s(high),
        "interior_padding": _i64s([0] * len(shape))})


def _zero_pad(x: ir.Value, axis: int, lo: int, hi: int) -> ir.Value:
    """``x`` with ``lo``/``hi`` zeros around ``axis``; a complex ``x`` padded part by part."""
    if lo == 0 and hi == 0:
        return x
    if _is_complex(_elt(x)):
        return _complex(_pad_real(_real(x), axis, lo, hi), _pad_real(_imag(x), axis, lo, hi))
    return _pad_real(x, axis, lo, hi)


def _resize(x: ir.Value, axis: int, n: int) -> ir.Value:
    """``x`` cropped or zero-padded at the end of ``axis`` to ``n``."""
    m = _shape(x)[axis]
    if n < m:
        return _slice_axis(x, axis, 0, n)
    return _zero_pad(x, axis, 0, n - m)


def _reverse(x: ir.Value, axis: int) -> ir.Value:
    return _op("stablehlo.reverse", x.type, [x], {"dimensions": _i64s([axis])})


def _concat(xs: Sequence[ir.Value], axis: int) -> ir.Value:
    out = _shape(xs[0])
    out[axis] = sum(_shape(x)[axis] for x in xs)
    return _op("stablehlo.concatenate", _tensor(out, _elt(xs[0])), xs,
               {"dimension": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)})


def _fft(x: ir.Value, fft_type: str, lengths: Sequence[int]) -> ir.Value:
    """One ``stablehlo.fft`` (FFT / IFFT / RFFT / IRFFT) over the innermost ``lengths``."""
    if not 1 <= len(lengths) <= 3:
        raise ValueError(f"stablehlo.fft takes 1 to 3 lengths, not {list(lengths)}")
    out, elt = _shape(x), _elt(x)
    if fft_type == "RFFT":
        out[-1], elt = lengths[-1] // 2 + 1, ir.ComplexType.get(elt)
    elif fft_type == "IRFFT":
        out[-1], elt = lengths[-1], _real_of(elt)
    # No Python binding builds #stablehlo<fft_type ...>: it is parsed.
    return _op("stablehlo.fft", _tensor(out, elt), [x], {
        "fft_type": ir.Attribute.parse(f"#stablehlo<fft_type {fft_type}>"),
        "fft_length": _i64s(lengths)})


# -- functions --------------------------------------------------------------------------------
def _define(name: str, arg_types: Sequence[ir.Type], build: Callable[..., ir.Value],
            shape: Sequence[int] | None = None, elt: str | ir.Type | None = None
            ) -> func.FuncOp:
    """``func.func private @name(arg_types) -> T`` whose body ``build(*args)`` makes the
    result (of type T); ValueError (and nothing added) when it is not ``shape``/``elt``."""
    fn = func.FuncOp(name, ir.FunctionType.get(list(arg_types), []), visibility="private")
    block = fn.add_entry_block()
    with ir.InsertionPoint(block):
        y = build(*block.arguments)
        func.ReturnOp([y])
    fn.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get(list(arg_types), [y.type]))
    wrong_shape = shape is not None and _shape(y) != [int(d) for d in shape]
    if wrong_shape or (elt is not None and _elt(y) != element_type(elt)):
        got = y.type
        fn.operation.erase()
        raise ValueError(f"@{name} computes {got}, but the caller expects shape "
                         f"{None if shape is None else list(shape)} of {elt}")
    _log.debug("emitted @%s: %s", name, fn.attributes["function_type"])
    return fn


# -- torch.fft semantics ----------------------------------------------------------------------
def norm_factor(kind: str, norm: str | None, n: int) -> float:
    """The factor torch's ``norm`` (None: "backward") puts on StableHLO's result of a
    ``kind`` transform of ``n`` points (the table in the module docstring)."""
    norm = norm or "backward"
    if norm not in NORMS:
        raise ValueError(f"norm must be one of {NORMS} or None, not {norm!r}")
    row = {"fft": (1.0, 1.0 / math.sqrt(n), 1.0 / n),
           "ifft": (1.0, math.sqrt(n), float(n)),
           "hfft": (float(n), math.sqrt(n), 1.0),
           "ihfft": (1.0 / n, 1.0 / math.sqrt(n), 1.0)}
    row["rfft"], row["irfft"] = row["fft"], row["ifft"]
    return row[kind][NORMS.index(norm)]


def _groups(axes: Sequence[int]) -> list[list[int]]:
    """``axes`` split into StableHLO-sized groups (<= 3 axes), the last group last."""
    out, axes = [], list(axes)
    while axes:
        out.insert(0, axes[-3:])
        axes = axes[:-3]
    return out


def _fft_group(x: ir.Value, fft_type: str, group: list[int], lengths: dict[int, int]
               ) -> ir.Value:
    """A C2C over axes ``group`` that are not innermost: moved innermost and back."""
    rank = len(_shape(x))
    perm = [a for a in range(rank) if a not in group] + list(group)
    x = _fft(_transpose(x, perm), fft_type, [lengths[a] for a in group])
    return _transpose(x, [perm.index(i) for i in range(rank)])


def _c2c(x: ir.Value, kind: str, inner: list[int], lengths: dict[int, int]) -> ir.Value:
    """fft / ifft of the (resized) innermost axes ``inner``."""
    fft_type = "FFT" if kind == "fft" else "IFFT"
    groups = _groups(inner)
    real = not _is_complex(_elt(x))
    x = _fft(_to_complex(x), fft_type, [lengths[a] for a in groups[-1]])
    for g in groups[:-1]:
        x = _fft_group(x, fft_type, g, lengths)
    if not real:
        return x
    # torch: a 1-D ifft of a real signal is the conjugate of its r2c (-0), fftn/ifftn a c2c
    return _exactly_real_bins(x, lengths, -0.0 if kind == "ifft" and len(inner) == 1 else 0.0)


def _r2c(x: ir.Value, kind: str, inner: list[int], lengths: dict[int, int]) -> ir.Value:
    """rfft / ihfft before the norm: an RFFT of the last group, FFTs of the others; ihfft
    conjugates."""
    groups = _groups(inner)
    x = _fft(x, "RFFT", [lengths[a] for a in groups[-1]])
    for g in reversed(groups[:-1]):
        x = _fft_group(x, "FFT", g, lengths)
    x = _exactly_real_bins(x, lengths)
    return _conj(x) if kind == "ihfft" else x


def _c2r(x: ir.Value, kind: str, inner: list[int], lengths: dict[int, int]) -> ir.Value:
    """irfft / hfft before the norm: IFFTs of the earlier groups, an IRFFT of the last;
    hfft conjugates its input first."""
    x = _to_complex(x)
    if kind == "hfft":
        x = _conj(x)
    groups = _groups(inner)
    for g in groups[:-1]:
        x = _fft_group(x, "IFFT", g, lengths)
    return _fft(x, "IRFFT", [lengths[a] for a in groups[-1]])


def _default_lengths(kind: str, shape: Sequence[int], axes: Sequence[int]) -> list[int]:
    """torch's ``s`` when none is given: the axes' sizes, ``2 (m - 1)`` for a c2r last axis."""
    s = [shape[a] for a in axes]
    if kind in ("irfft", "hfft"):
        s[-1] = 2 * (shape[axes[-1]] - 1)
    return s


def _fft_core(x: ir.Value, kind: str, axes: Sequence[int], s: Sequence[int] | None,
              norm: str | None) -> ir.Value:
    """torch.fft.{kind}n of ``x`` over ``axes`` (in the order given; the last is the real
    axis of r2c/c2r) with lengths ``s`` (None: torch's defaults) and ``norm``."""
    if kind not in FFT_KINDS:
        raise ValueError(f"kind must be one of {FFT_KINDS}, not {kind!r}")
    shape = _shape(x)
    rank = len(shape)
    axes = [int(a) % rank for a in axes]
    s = [int(n) for n in (_default_lengths(kind, shape, axes) if s is None else s)]
    if len(s) != len(axes) or len(set(axes)) != len(axes):
        raise ValueError(f"{kind}: axes {axes} and lengths {s} do not match")
    perm = [a for a in range(rank) if a not in axes] + axes
    inner = list(range(rank - len(axes), rank))
    lengths = dict(zip(inner, s))
    x = _transpose(x, perm)
    for ax, n in lengths.items():
        c2r_last = kind in ("irfft", "hfft") and ax == inner[-1]
        x = _resize(x, ax, n // 2 + 1 if c2r_last else n)
    core = {"fft": _c2c, "ifft": _c2c, "rfft": _r2c, "ihfft": _r2c, "irfft": _c2r,
            "hfft": _c2r}[kind]
    x = _scale(core(x, kind, inner, lengths), norm_factor(kind, norm, math.prod(s)))
    return _transpose(x, [perm.index(i) for i in range(rank)])


def emit_fft_func(name: str, kind: str, shape: Sequence[int], elt: str | ir.Type,
                  axes: Sequence[int], s: Sequence[int] | None, norm: str | None,
                  oshape: Sequence[int], oelt: str | ir.Type) -> func.FuncOp:
    """``@name(x: shape × elt) -> oshape × oelt``: torch.fft.{kind}n(x, s, axes, norm)
    (kind: fft, ifft, rfft, irfft, hfft or ihfft; the 1-D ops have one axis)."""
    return _define(name, [_tensor(shape, element_type(elt))],
                   lambda x: _fft_core(x, kind, axes, s, norm), oshape, oelt)


def emit_c2c_func(name: str, shape: Sequence[int], elt: str | ir.Type, axes: Sequence[int],
                  normalization: int, forward: bool, oshape: Sequence[int],
                  oelt: str | ir.Type) -> func.FuncOp:
    """``aten._fft_c2c(self, dim=axes, normalization (0: none, 1: 1/sqrt(n), 2: 1/n),
    forward)``."""
    n = math.prod(shape[a] for a in axes)
    factor = [1.0, 1.0 / math.sqrt(n), 1.0 / n][normalization] * (1.0 if forward else n)

    def build(x: ir.Value) -> ir.Value:
        return _scale(_fft_core(x, "fft" if forward else "ifft", axes, None, None), factor)

    return _define(name, [_tensor(shape, element_type(elt))], build, oshape, oelt)


def emit_r2c_c2r_func(name: str, kind: str, shape: Sequence[int], elt: str | ir.Type,
                      axes: Sequence[int], normalization: int, last: int,
                      oshape: Sequence[int], oelt: str | ir.Type) -> func.FuncOp:
    """``aten._fft_r2c(self, dim=axes, normalization, onesided=last)`` (kind "r2c": the
    one-sided or, ``last`` 0, the full spectrum of a real signal) or ``aten._fft_c2r(self,
    dim=axes, normalization, last_dim_size=last)`` (kind "c2r"); ``normalization`` (0: none,
    1: 1/sqrt(n), 2: 1/n, n the signal's points) is absolute, as in ``_fft_c2c``."""
    if kind == "r2c":
        n = math.prod(shape[a] for a in axes)
        fft_kind, s = ("rfft" if last else "fft"), None
    else:
        s = [shape[a] for a in axes[:-1]] + [int(last)]
        n, fft_kind = math.prod(s), "irfft"
    factor = [1.0, 1.0 / math.sqrt(n), 1.0 / n][normalization] * (n if kind == "c2r" else 1.0)

    def build(x: ir.Value) -> ir.Value:
        return _scale(_fft_core(x, fft_kind, axes, s, None), factor)

    return _define(name, [_tensor(shape, element_type(elt))], build, oshape, oelt)


# -- stft / istft -----------------------------------------------------------------------------
def _centred_window(w: ir.Value, n_fft: int) -> ir.Value:
    """A window shorter than ``n_fft`` zero-padded into its middle, as torch does."""
    win_len = _shape(w)[0]
    lo = (n_fft - win_len) // 2
    return _zero_pad(w, 0, lo, n_fft - win_len - lo) if win_len < n_fft else w


def _frames(x: ir.Value, n_fft: int, hop: int) -> ir.Value:
    """``x`` [B, L] -> [B, frames, n_fft]: frame ``t`` is ``x[:, t*hop : t*hop + n_fft]``,
    one ``stablehlo.gather`` of constant start indices."""
    batch, length = _shape(x)
    frames = 1 + (length - n_fft) // hop
    i32 = ir.IntegerType.get_signless(32)
    starts = (np.arange(frames, dtype=np.int32) * hop).reshape(frames, 1)
    idx_t = _tensor([frames, 1], i32)
    idx = _op("stablehlo.constant", idx_t, [],
              {"value": ir.DenseElementsAttr.get(starts, type=idx_t)})
    # No Python binding builds #stablehlo.gather<...>: it is parsed.
    dims = ir.Attribute.parse(
        "#stablehlo.gather<offset_dims = [0, 2], start_index_map = [1], index_vector_dim = 1>")
    return _op("stablehlo.gather", _tensor([batch, frames, n_fft], _elt(x)), [x, idx], {
        "dimension_numbers": dims, "slice_sizes": _i64s([batch, n_fft]),
        "indices_are_sorted": ir.BoolAttr.get(True)})


def _stft_body(x: ir.Value, w: ir.Value, n_fft: int, hop: int, normalized: bool,
               onesided: bool) -> ir.Value:
    shape = _shape(x)
    w = _centred_window(w, n_fft)
    if len(shape) == 1:
        x = _reshape(x, [1] + shape)
    fr = _frames(x, n_fft, hop)
    w = _broadcast(w, _shape(fr), [2])
    fr = _binary("stablehlo.multiply", fr, w)
    y = _fft(fr, "RFFT", [n_fft]) if onesided else _fft(_to_complex(fr), "FFT", [n_fft])
    y = _exactly_real_bins(y, {2: n_fft})
    if normalized:
        y = _scale(y, 1.0 / math.sqrt(n_fft))
    y = _transpose(y, [0, 2, 1])  # [B, freq, frames]
    return _reshape(y, _shape(y)[1:]) if len(shape) == 1 else y


def emit_stft_func(name: str, shape: Sequence[int], elt: str | ir.Type, n_fft: int, hop: int,
                   win_len: int, normalized: bool, onesided: bool, oshape: Sequence[int],
                   oelt: str | ir.Type) -> func.FuncOp:
    """``@name(x [L] or [B, L], window [win_len]) -> [B?, freq, frames]``:
    ``aten.stft(x, n_fft, hop, win_len, window, normalized, onesided, return_complex=True)``
    without centring (a centred stft pads first): frames ``x[t*hop : t*hop + n_fft]`` times
    the window (centred in ``n_fft``), one RFFT (FFT when not ``onesided``) over all frames."""
    real = element_type(elt)
    return _define(name, [_tensor(shape, real), _tensor([win_len], real)],
                   lambda x, w: _stft_body(x, w, n_fft, hop, normalized, onesided),
                   oshape, oelt)


def _overlap_add(fr: ir.Value, hop: int) -> ir.Value:
    """``fr`` [B, F, n] -> [B, n + hop (F - 1)], ``y[t*hop + k] += fr[t, k]``: the frames
    padded to ``ceil(n/hop)`` hop-sized chunks, each chunk shifted by a pad, then summed
    (no scatter)."""
    batch, frames, n = _shape(fr)
    r = -(-n // hop)
    fr4 = _reshape(_zero_pad(fr, 2, 0, r * hop - n), [batch, frames, r, hop])
    acc = None
    for j in range(r):
        c = _reshape(_slice_axis(fr4, 2, j, j + 1), [batch, frames, hop])
        c = _zero_pad(c, 1, j, r - 1 - j)
        acc = c if acc is None else _binary("stablehlo.add", acc, c)
    y = _reshape(acc, [batch, (frames + r - 1) * hop])
    return _slice_axis(y, 1, 0, n + hop * (frames - 1))


def _istft_frames(x: ir.Value, n_fft: int, normalized: bool) -> ir.Value:
    """[B, freq, frames] -> the frames' signals [B, frames, n_fft]: ``_fft_c2r`` of the first
    ``n_fft//2+1`` bins (also when the input is two-sided, as torch does for a real output)."""
    x = _transpose(x, [0, 2, 1])
    if normalized:
        x = _scale(x, math.sqrt(n_fft))
    return _fft_core(x, "irfft", [2], [n_fft], None)


def _istft_body(x: ir.Value, w: ir.Value, n_fft: int, hop: int, center: bool,
                length: int | None) -> ir.Value:
    """The frames ``x`` [B, F, n_fft] times the (centred) window ``w``, overlap-added,
    divided by the overlap-add of window², centre-trimmed, cut or zero-padded to ``length``."""
    batch, frames, _ = _shape(x)
    y = _overlap_add(_binary("stablehlo.multiply", x, _broadcast(w, _shape(x), [2])), hop)
    w2 = _binary("stablehlo.multiply", w, w)
    env = _overlap_add(_broadcast(w2, [1, frames, n_fft], [2]), hop)
    total = n_fft + hop * (frames - 1)
    start = n_fft // 2 if center else 0
    if length is not None:
        end = start + length
    else:
        end = total - n_fft // 2 if center else total
    stop = min(end, total)
    y = _slice_axis(y, 1, start, stop)
    env = _broadcast(_slice_axis(env, 1, start, stop), [batch, stop - start], [0, 1])
    return _zero_pad(_binary("stablehlo.divide", y, env), 1, 0, end - stop)


def emit_istft_func(name: str, shape: Sequence[int], elt: str | ir.Type, n_fft: int, hop: int,
                    win_len: int, center: bool, normalized: bool, onesided: bool,
                    length: int | None, oshape: Sequence[int]) -> func.FuncOp:
    """``@name(x [B?, freq, frames] complex, window [win_len] real) -> [B?, samples]``:
    ``aten.istft(..., return_complex=False)``: a c2r per frame, the window, overlap-add of
    the frames and of window², the centre trim, division by that envelope. ``onesided``
    says whether ``freq`` is ``n_fft//2+1`` or ``n_fft``; the c2r reads the first
    ``n_fft//2+1`` bins either way."""
    cplx = element_type(elt)
    real = _real_of(cplx)
    expected_freq = n_fft // 2 + 1 if onesided else n_fft
    if shape[-2] != expected_freq:
        raise ValueError(f"istft: {shape[-2]} bins, expected {expected_freq} "
                         f"(n_fft {n_fft}, onesided {onesided})")

    def build(x: ir.Value, w: ir.Value) -> ir.Value:
        w = _centred_window(w, n_fft)
        if len(shape) == 2:
            x = _reshape(x, [1] + list(shape))
        y = _istft_body(_istft_frames(x, n_fft, normalized), w, n_fft, hop, center, length)
        return _reshape(y, _shape(y)[1:]) if len(shape) == 2 else y

    return _define(name, [_tensor(shape, cplx), _tensor([win_len], real)], build, oshape, real)


# -- onnx.DFT ---------------------------------------------------------------------------------
def _onnx_signal(x: ir.Value) -> ir.Value:
    """ONNX's ``[..., 1]`` (real) or ``[..., 2]`` (re, im) signal as a real or complex tensor."""
    shape = _shape(x)
    rank, sig = len(shape), shape[:-1]
    parts = [_reshape(_slice_axis(x, rank - 1, i, i + 1), sig) for i in range(shape[-1])]
    return _complex(parts[0], parts[1]) if len(parts) == 2 else parts[0]


def _onnx_pairs(y: ir.Value) -> ir.Value:
    """A real ``y`` as ``[..., 1]``, a complex one as ``[..., 2]`` (re, im)."""
    parts = [_real(y), _imag(y)] if _is_complex(_elt(y)) else [y]
    parts = [_reshape(p, _shape(p) + [1]) for p in parts]
    return parts[0] if len(parts) == 1 else _concat(parts, len(_shape(y)))


def _onnx_dft_body(x: ir.Value, axis: int, inverse: int, onesided: int,
                   dft_length: int | None) -> ir.Value:
    z = _onnx_signal(x)
    n = dft_length or _shape(z)[axis]
    kind = {(0, 0): "fft", (0, 1): "rfft", (1, 0): "ifft", (1, 1): "irfft"}[
        (int(bool(inverse)), int(bool(onesided)))]
    if kind == "rfft" and _is_complex(_elt(z)):  # complex input, onesided output
        y = _slice_axis(_fft_core(z, "fft", [axis], [n], None), axis, 0, n // 2 + 1)
    else:
        y = _fft_core(z, kind, [axis], [n], None)
    return _onnx_pairs(y)


def emit_onnx_dft_func(name: str, shape: Sequence[int], elt: str | ir.Type, axis: int,
                       inverse: int, onesided: int, dft_length: int | None,
                       oshape: Sequence[int]) -> func.FuncOp:
    """``onnx.DFT`` (opset 17/18: ``axis`` an attribute). The last axis holds (re) or
    (re, im); ``axis`` is a signal axis, a negative one counting from the back with the pair
    axis included. ``dft_length`` (None: the signal axis' size) crops or zero-pads the signal
    axis first (the half-spectrum for IRFFT).

    - inverse=0 onesided=0: FFT (a ``[.., 1]`` input gets a zero imaginary part)
    - inverse=0 onesided=1: RFFT of a ``[.., 1]`` input, ``n//2+1`` bins (FFT and a slice for
      a ``[.., 2]`` input)
    - inverse=1 onesided=0: IFFT (ONNX's inverse divides by n, as StableHLO's does)
    - inverse=1 onesided=1: IRFFT, ``[.., n//2+1, 2]`` -> ``[.., n, 1]``
    """
    rank = len(shape)
    axis = axis + rank if axis < 0 else axis
    if not 0 <= axis < rank - 1 or shape[-1] not in (1, 2):
        raise ValueError(f"onnx.DFT: axis {axis} of a signal of shape {list(shape)}")
    real = element_type(elt)
    return _define(name, [_tensor(shape, real)],
                   lambda x: _onnx_dft_body(x, axis, inverse, onesided, dft_length),
                   oshape, real)


# -- the ops around the FFTs ------------------------------------------------------------------
def _reflect_pad(x: ir.Value, pads: Sequence[int]) -> ir.Value:
    rank = len(_shape(x))
    for i in range(len(pads) // 2):
        ax = rank - 1 - i
        lo, hi = int(pads[2 * i]), int(pads[2 * i + 1])
        m = _shape(x)[ax]
        parts = []
        if lo:
            parts.append(_reverse(_slice_axis(x, ax, 1, lo + 1), ax))
        parts.append(x)
        if hi:
            parts.append(_reverse(_slice_axis(x, ax, m - 1 - hi, m - 1), ax))
        if len(parts) > 1:
            x = _concat(parts, ax)
    return x


def emit_reflect_pad_func(name: str, shape: Sequence[int], elt: str | ir.Type,
                          pads: Sequence[int], oshape: Sequence[int]) -> func.FuncOp:
    """``aten.pad(x, pads, mode="reflect")``, ``pads`` in torch's order (last axis first:
    lo, hi, ...): per axis a reversed slice on each side, concatenated."""
    t = element_type(elt)
    return _define(name, [_tensor(shape, t)], lambda x: _reflect_pad(x, pads), oshape, t)


def emit_complex_zeros_func(name: str, shape: Sequence[int], elt: str | ir.Type
                            ) -> func.FuncOp:
    """``@name() -> shape × elt`` (complex): zeros as ``complex(0, 0)`` of real constants."""
    def build() -> ir.Value:
        zero = _const(0.0, shape, _real_of(element_type(elt)))
        return _complex(zero, zero)

    return _define(name, [], build, shape, elt)


def emit_log10_func(name: str, shape: Sequence[int], elt: str | ir.Type) -> func.FuncOp:
    """``aten.log10`` as ``log(x) * (1 / ln 10)`` (llvm-cpu lacks log10f)."""
    t = element_type(elt)

    def build(x: ir.Value) -> ir.Value:
        return _binary("stablehlo.multiply", _unary("stablehlo.log", x),
                       _const(1.0 / math.log(10.0), shape, t))

    return _define(name, [_tensor(shape, t)], build, shape, t)


def _sgn(x: ir.Value) -> ir.Value:
    re, im = _real(x), _imag(x)
    r = _modulus(x, (re, im))
    shape, real = _shape(x), _elt(re)
    zero, one = _const(0.0, shape, real), _const(1.0, shape, real)
    den = _where("EQ", r, zero, one, r)
    return _complex(_binary("stablehlo.divide", re, den), _binary("stablehlo.divide", im, den))


def emit_complex_sgn_func(name: str, shape: Sequence[int], elt: str | ir.Type) -> func.FuncOp:
    """complex ``aten.sgn``: ``z / |z|``, 0 where ``z == 0`` (the division by 1 there; part
    arithmetic, no complex select)."""
    t = element_type(elt)
    return _define(name, [_tensor(shape, t)], _sgn, shape, t)


def emit_complex_abs_func(name: str, shape: Sequence[int], elt: str | ir.Type) -> func.FuncOp:
    """complex ``aten.abs``: torch's ``hypot`` of the parts (:func:`_modulus`)."""
    t = element_type(elt)
    return _define(name, [_tensor(shape, t)], _modulus, shape, _real_of(t))


def _roll(x: ir.Value, shifts: dict[int, int]) -> ir.Value:
    """``x`` rolled by ``shifts[axis]`` along each axis (torch.roll: element i goes to
    i + shift): the last ``shift`` elements concatenated before the rest."""
    for axis, shift in shifts.items():
        n = _shape(x)[axis]
        k = shift % n if n else 0
        if k:
            x = _concat([_slice_axis(x, axis, n - k, n), _slice_axis(x, axis, 0, n - k)], axis)
    return x


def emit_fftshift_func(name: str, shape: Sequence[int], elt: str | ir.Type,
                       axes: Sequence[int], inverse: bool) -> func.FuncOp:
    """``torch.fft.fftshift`` (roll by n // 2 on each axis) or ``ifftshift`` (by -(n // 2)),
    as slices and a concatenate per axis."""
    t = element_type(elt)
    rank = len(shape)
    shifts = {a % rank: (-(shape[a % rank] // 2) if inverse else shape[a % rank] // 2)
              for a in axes}
    return _define(name, [_tensor(shape, t)], lambda x: _roll(x, shifts), shape, t)


def emit_matmul_func(name: str, lhs: Sequence[int], rhs: Sequence[int], elt: str | ir.Type
                     ) -> func.FuncOp:
    """``aten.mm`` / a 2-D ``aten.matmul`` as ``stablehlo.dot_general`` (so that the modes'
    rewrites of products apply: ``matmul-pad-to-tiles``)."""
    t = element_type(elt)
    out = [lhs[0], rhs[1]]

    def build(a: ir.Value, b: ir.Value) -> ir.Value:
        dims = ir.Attribute.parse("#stablehlo.dot<lhs_contracting_dimensions = [1], "
                                  "rhs_contracting_dimensions = [0]>")
        return _op("stablehlo.dot_general", _tensor(out, t), [a, b],
                   {"dot_dimension_numbers": dims})

    return _define(name, [_tensor(lhs, t), _tensor(rhs, t)], build, out, t)
