"""The one funnel behind every transform: argument checks, layout, plan lookup, execution.

numpy semantics are reduced to the engine's contract (JAX-style): move the transformed axes
innermost, crop/zero-pad to the requested lengths, run one VkFFT plan over at most three
innermost axes of a C-contiguous batch, and scale for ``norm``. More than three axes compose
several plans; repeated axes apply the transform repeatedly, as numpy does.
"""

from __future__ import annotations

import logging
import math
import operator
import warnings

import numpy as np
from numpy.exceptions import AxisError

from .. import _config, _engine, _tuning
from .._array import DeviceArray
from .._cache import plan_cache
from .._types import FftType, PlanKey, R2rType
from ._definition import NUMPY_FFT, host_plan
from ._device import UNNORMALIZED as _UNNORMALIZED
from ._device import gather as _gather
from ._large import four_step_factors, large_1d

logger = logging.getLogger("iree_vkfft")

_NORMS = ("backward", "ortho", "forward")
_MAX_PLAN_AXES = 3


# ----------------------------------------------------------------------------------------
# argument normalization (numpy's rules and messages)
# ----------------------------------------------------------------------------------------
def check_norm(norm) -> str:
    if norm is None:
        return "backward"
    if norm not in _NORMS:
        raise ValueError(f'Invalid norm value {norm}; should be "backward","ortho" or "forward".')
    return norm


def swap_direction(norm) -> str:
    """The norm for the opposite direction (hfft/ihfft are irfft/rfft with swapped norms)."""
    norm = check_norm(norm)
    return {"backward": "forward", "ortho": "ortho", "forward": "backward"}[norm]


def _scale(norm: str, inverse: bool, n: int) -> float:
    if norm == "ortho":
        return 1.0 / math.sqrt(n)
    if (norm == "backward") == inverse:
        return 1.0 / n
    return 1.0


def _check_n(n) -> int:
    try:
        n = operator.index(n)
    except TypeError:
        raise TypeError(f"FFT length must be an integer, not {type(n).__name__}") from None
    if n < 1:
        raise ValueError(f"Invalid number of FFT data points ({n}) specified.")
    return n


def _normalize_axis(axis, ndim: int) -> int:
    try:
        axis = operator.index(axis)
    except TypeError:
        raise TypeError(f"axis must be an integer, not {type(axis).__name__}") from None
    if not -ndim <= axis < ndim:
        raise AxisError(axis, ndim)
    return axis % ndim


def cook_nd_args(shape: tuple[int, ...], s, axes, invreal: bool = False):
    """numpy 2's ``_cook_nd_args``: the transform lengths and axes for the n-D functions, with
    its deprecation warnings. A ``None`` in ``s`` means the 1-D function's default length."""
    if s is None:
        shapeless = True
        s = list(shape) if axes is None else [shape[_normalize_axis(a, len(shape))] for a in axes]
    else:
        shapeless = False
        s = list(s)
    if axes is None:
        if not shapeless:
            warnings.warn(_AXES_NONE_MESSAGE, DeprecationWarning, stacklevel=4)
        axes = list(range(-len(s), 0))
    if len(s) != len(axes):
        raise ValueError("Shape and axes have different lengths.")
    axes = [_normalize_axis(a, len(shape)) for a in axes]
    if invreal and shapeless:
        s[-1] = (shape[axes[-1]] - 1) * 2
    if None in s:
        warnings.warn(_NONE_IN_S_MESSAGE, DeprecationWarning, stacklevel=4)
    last = len(s) - 1
    s = [(2 * (shape[a] - 1) if invreal and i == last else shape[a]) if v is None
         else shape[a] if v == -1 else v for i, (v, a) in enumerate(zip(s, axes))]
    return [_check_n(v) for v in s], axes


_AXES_NONE_MESSAGE = (
    "`axes` should not be `None` if `s` is not `None` (Deprecated in NumPy 2.0). In a future "
    "version of NumPy, this will raise an error and `s[i]` will correspond to the size along "
    "the transformed axis specified by `axes[i]`. To retain current behaviour, pass a sequence "
    "[0, ..., k-1] to `axes` for an array of dimension k.")
_NONE_IN_S_MESSAGE = (
    "Passing an array containing `None` values to `s` is deprecated in NumPy 2.0 and will "
    "raise an error in a future version of NumPy. To use the default behaviour of the "
    "corresponding 1-D transform, pass the value matching the default for its `n` parameter. "
    "To use the default behaviour for every axis, the `s` argument can be omitted.")


# ----------------------------------------------------------------------------------------
# dtypes
# ----------------------------------------------------------------------------------------
def _precision(dtype: np.dtype, func: str) -> str:
    """float32 or float64, by numpy 2's rules (float16 computes in float32, ints in float64)."""
    dtype = dtype.newbyteorder("=") if dtype.byteorder not in "=|" else dtype
    if dtype in (np.float32, np.complex64, np.float16):
        return "float32"
    if dtype in (np.float64, np.complex128) or dtype.kind in "biu":
        return "float64"
    if dtype in (np.longdouble, np.clongdouble):
        return "longdouble"  # no GPU has it: numpy's pocketfft on the host (execute)
    raise TypeError(f"{func}: unsupported input dtype {dtype}")


_COMPLEX = {"float32": np.dtype(np.complex64), "float64": np.dtype(np.complex128)}
_REAL = {"float32": np.dtype(np.float32), "float64": np.dtype(np.float64)}


def _sides(fft_type, lengths, precision: str):
    """(input dtype, output's inner shape, output dtype) of one plan; DCT/DST (R2rType) are
    real to real of the same shape."""
    lengths = tuple(lengths)
    if fft_type is FftType.RFFT:
        return _REAL[precision], lengths[:-1] + (lengths[-1] // 2 + 1,), _COMPLEX[precision]
    if fft_type is FftType.IRFFT:
        return _COMPLEX[precision], lengths, _REAL[precision]
    if isinstance(fft_type, R2rType):
        return _REAL[precision], lengths, _REAL[precision]
    return _COMPLEX[precision], lengths, _COMPLEX[precision]


# ----------------------------------------------------------------------------------------
# host-side layout helpers
# ----------------------------------------------------------------------------------------
def _resize(a: np.ndarray, axis: int, n: int) -> np.ndarray:
    """Crop (a view) or zero-pad ``a`` along ``axis`` to length ``n``."""
    have = a.shape[axis]
    if have == n:
        return a
    if have > n:
        index = [slice(None)] * a.ndim
        index[axis] = slice(0, n)
        return a[tuple(index)]
    shape = list(a.shape)
    shape[axis] = n
    padded = np.zeros(shape, a.dtype)
    index = [slice(None)] * a.ndim
    index[axis] = slice(0, have)
    padded[tuple(index)] = a
    return padded


def _check_out(out, shape: tuple[int, ...], dtype: np.dtype):
    if out is None:
        return None
    if not isinstance(out, np.ndarray):
        raise TypeError("return arrays must be of ArrayType")  # numpy's message
    if out.shape != tuple(shape):
        raise ValueError("output array has wrong shape.")
    if not np.can_cast(dtype, out.dtype, casting="same_kind"):
        raise TypeError(f"Cannot cast FFT output from {dtype} to {out.dtype} with casting rule "
                        "'same_kind'")
    return out


# ----------------------------------------------------------------------------------------
# engine calls
# ----------------------------------------------------------------------------------------
def _plan_key(device, fft_type, lengths, batch, precision, normalize, data=None) -> PlanKey:
    # Rows kept apart (_tuning.ISOLATE_ROWS): always for C2R (a row's result then never
    # depends on its batch); for R2C only with non-finite input (a 0.1 ms check per 5 MB),
    # since VkFFT's paired R2C is the more accurate one (it keeps exact zeros that scipy's
    # STFT round trip checks at atol=0; the isolated R2C leaves 2e-16 there).
    isolate = fft_type is FftType.IRFFT or (
        fft_type is FftType.RFFT and data is not None and not np.isfinite(data).all())
    return _tuning.plan_key(device, fft_type, lengths, batch, precision, normalize,
                            isolate_rows=isolate)


def _execute_counted(plan, x: np.ndarray, y: np.ndarray) -> None:
    plan.execute(x, y)
    _engine.count_transfer(x.nbytes, y.nbytes)  # split mode's stats: _engine.transferred_bytes


def _run_plan(x: np.ndarray, fft_type: FftType, lengths: tuple[int, ...], precision: str,
              normalize: bool, device, out: np.ndarray | None = None) -> np.ndarray:
    """Transform the ``len(lengths)`` innermost axes of the C-contiguous ``x``."""
    k = len(lengths)
    batch_shape = x.shape[:-k]
    _, out_inner, out_dtype = _sides(fft_type, lengths, precision)
    if out is None:
        out = np.empty(batch_shape + tuple(out_inner), out_dtype)
    batch = math.prod(batch_shape)
    if batch == 0:
        return out
    # One VkFFT buffer must fit in maxStorageBufferRange: split the batch when it does not.
    per_transform = max(x[(0,) * len(batch_shape)].nbytes, out[(0,) * len(batch_shape)].nbytes)
    if fft_type is FftType.RFFT:  # the complex work buffer is the larger side
        per_transform = max(per_transform, math.prod(out_inner) * out_dtype.itemsize)
    limit = _engine.context(device).buffer_range  # maxStorageBufferRange (or a test's lower)
    if per_transform > limit:  # no batch split: the device path splits the transform itself
        return _over_range_on_device(x, fft_type, lengths, normalize, device, out)
    chunk = max(1, min(batch, limit // per_transform))
    xs = x.reshape((batch,) + x.shape[-k:])
    ys = out.reshape((batch,) + out.shape[-k:])
    for start in range(0, batch, chunk):
        stop = min(batch, start + chunk)
        key = _plan_key(device, fft_type, tuple(lengths), stop - start, precision, normalize,
                        xs[start:stop])
        x_part, y_part = xs[start:stop], ys[start:stop]
        if _config.tiered() and (stop - start) * math.prod(lengths) <= TIER_MAX_POINTS:
            def host():  # the plan's definition on numpy's pocketfft
                y_part[...] = host_plan(x_part, fft_type, lengths, normalize)

            plan_cache.run_tiered(key, device, host,
                                  lambda plan: _execute_counted(plan, x_part, y_part))
        else:
            _execute_counted(plan_cache.get(key, device), x_part, y_part)
    return out


def _over_range_on_device(x: np.ndarray, fft_type: FftType, lengths, normalize: bool, device,
                          out: np.ndarray) -> np.ndarray:
    """A host array whose single transform exceeds one buffer binding: through a DeviceArray,
    where the transform is split across bindings (one axis at a time, or a four-step FFT:
    :mod:`._large`), else a ValueError saying why not."""
    from .._array import asarray

    k = len(lengths)
    norm = "backward" if normalize or not fft_type.is_inverse else _UNNORMALIZED[True]
    y = _transform_device(asarray(x, device=device), fft_type, list(range(x.ndim - k, x.ndim)),
                          list(lengths), norm, False)
    out[...] = y.numpy()
    return out


# Tiered host path (see _config.tiered): a host-array call of at most this many points whose
# plan is not ready runs the plan's definition on numpy's pocketfft (_definition.host_plan).
TIER_MAX_POINTS = 1 << 20


def _transform_host(a: np.ndarray, fft_type: FftType, axes: list[int], lengths: list[int],
                    norm: str, out, device) -> np.ndarray:
    precision = _precision(a.dtype, fft_type.name.lower())
    if fft_type is FftType.RFFT and a.dtype.kind == "c":
        raise TypeError(f"rfft requires real input, got {a.dtype}")
    inverse = fft_type.is_inverse
    total = math.prod(lengths)

    repeated = len(set(axes)) != len(axes)
    if not repeated:  # crop / zero-pad every axis (IRFFT's last axis to n//2+1 on input)
        for i, (axis, n) in enumerate(zip(axes, lengths)):
            want = n // 2 + 1 if (fft_type is FftType.IRFFT and i == len(axes) - 1) else n
            a = _resize(a, axis, want)

    if repeated or len(axes) > _MAX_PLAN_AXES:
        def step(arr, kind, ax, ln):
            return _transform_host(arr, kind, ax, ln, _UNNORMALIZED[kind.is_inverse], None,
                                   device)

        result = _compose(a, fft_type, axes, lengths, step)
        scale = _scale(norm, inverse, total)
        if scale != 1.0:
            result *= scale
    else:
        k = len(axes)
        trailing = axes == list(range(a.ndim - k, a.ndim))
        in_dtype, _, out_dtype = _sides(fft_type, lengths, precision)
        x = a if trailing else np.moveaxis(a, axes, range(a.ndim - k, a.ndim))
        x = np.ascontiguousarray(x, dtype=in_dtype)
        if fft_type is FftType.IRFFT:
            x = _hermitian_edges(x, lengths, owned=not np.shares_memory(x, a))
        scale = _scale(norm, inverse, total)
        normalize = inverse and scale == 1.0 / total and total > 1
        direct = None
        if (out is not None and trailing and out.flags.c_contiguous and (scale == 1.0 or normalize)
                and out.dtype == out_dtype):
            direct = out
        y = _run_plan(x, fft_type, tuple(lengths), precision, normalize, device, direct)
        if direct is not None:
            return out
        if scale != 1.0 and not normalize:
            y *= scale
        result = y if trailing else np.moveaxis(y, range(a.ndim - k, a.ndim), axes)

    if out is not None:
        np.copyto(out, result, casting="same_kind")
        return out
    return result


def _hermitian_edges(x: np.ndarray, lengths, owned: bool) -> np.ndarray:
    """Make IRFFT input consistent where numpy's C2R ignores data: numpy keeps only the real
    part of the DC (and, for even n, Nyquist) bins after the inverse C2C over the other axes,
    i.e. the Hermitian part of those planes over the leading transformed axes. VkFFT's C2R
    would use the whole value, so those planes are projected first. ``x`` is copied before
    the change unless ``owned``; input that is already consistent is returned as is."""
    k = len(lengths)
    lead = tuple(range(x.ndim - k, x.ndim - 1))
    edges = [0] + ([lengths[-1] // 2] if lengths[-1] % 2 == 0 and lengths[-1] > 1 else [])
    fixes = []
    for e in edges:
        plane = x[..., e]
        if not lead:
            if np.any(plane.imag):
                fixes.append((e, plane.real))
            continue
        mirrored = np.roll(np.flip(plane, axis=lead), 1, axis=lead)
        projected = (plane + np.conjugate(mirrored)) * 0.5
        if not np.array_equal(projected, plane):
            fixes.append((e, projected))
    if fixes and not owned:
        x = x.copy()
    for e, value in fixes:
        x[..., e] = value
    return x


def _one_axis_at_a_time(a, fft_type, axes, lengths, step):
    """Several 1-D plans in numpy's order, each through ``step(array, kind, axes, lengths)``,
    which must not normalize (the caller scales once)."""
    last = len(axes) - 1
    if fft_type is FftType.IRFFT:  # ifft over axes[:-1] in order, then irfft
        for i in range(last):
            a = step(a, FftType.IFFT, [axes[i]], [lengths[i]])
        return step(a, FftType.IRFFT, [axes[last]], [lengths[last]])
    if fft_type is FftType.RFFT:  # rfft over the last axis, then fft backwards
        a = step(a, FftType.RFFT, [axes[last]], [lengths[last]])
        fft_type, last = FftType.FFT, last - 1
    for i in range(last, -1, -1):
        a = step(a, fft_type, [axes[i]], [lengths[i]])
    return a


def _compose(a, fft_type, axes, lengths, step):
    """Repeated axes or more than three axes: several plans in numpy's order, each through
    ``step(array, kind, axes, lengths)``, which must not normalize (the caller scales once)."""
    if len(set(axes)) != len(axes):  # numpy's order, one axis at a time
        return _one_axis_at_a_time(a, fft_type, axes, lengths, step)
    head, tail = axes[:-_MAX_PLAN_AXES], axes[-_MAX_PLAN_AXES:]
    nhead, ntail = lengths[:-_MAX_PLAN_AXES], lengths[-_MAX_PLAN_AXES:]
    if fft_type is FftType.IRFFT:  # complex axes first, then the real one
        a = step(a, FftType.IFFT, head, nhead)
        return step(a, FftType.IRFFT, tail, ntail)
    a = step(a, fft_type, tail, ntail)
    if isinstance(fft_type, R2rType):  # separable: the same kind over every axis
        return step(a, fft_type, head, nhead)
    return step(a, FftType.IFFT if fft_type.is_inverse else FftType.FFT, head, nhead)


_MAX_GATHER_DIMS = 6  # cpp/engine/elementwise.h kMaxDims
def _transform_device(a: DeviceArray, fft_type: FftType, axes, lengths, norm, conjugate):
    """Device path: the transformed axes are gathered innermost (cropped, zero-padded and
    promoted to complex in the same pass) when they are not already, one plan runs, and the
    result is gathered back into numpy's axis order; norms, hfft's conjugation and IRFFT's
    DC/Nyquist projection run as device kernels. Repeated axes, more than three axes and
    single transforms larger than one buffer binding run as several device plans in numpy's
    order; only arrays of more than six dimensions go through the host."""
    precision = "float64" if a.dtype in (np.float64, np.complex128) else "float32"
    if fft_type is FftType.RFFT and a.dtype.kind == "c":
        raise TypeError(f"rfft requires real input, got {a.dtype}")
    total = math.prod(lengths)
    scale = _scale(norm, fft_type.is_inverse, total)
    over_range = _one_transform_over_range(a, fft_type, axes, lengths, precision)
    if over_range and len(axes) == 1:  # (a DCT/DST there raised above)
        return large_1d(a, fft_type, axes[0], lengths[0],
                        _large_factors(a, fft_type, axes, lengths[0], precision), scale,
                        conjugate, _rows_c2c)
    if a.ndim <= _MAX_GATHER_DIMS and (len(set(axes)) != len(axes) or len(axes) > _MAX_PLAN_AXES
                                       or over_range):
        return _device_in_steps(a, fft_type, axes, lengths, scale, conjugate, over_range)
    if a.ndim > _MAX_GATHER_DIMS:
        logger.debug("%s on a DeviceArray with axes=%s, lengths=%s runs through the host",
                     fft_type.name, axes, lengths)
        from .._array import asarray
        return asarray(_host(a.numpy(), fft_type, axes, lengths, norm, None, a.device,
                             conjugate), device=a.device)
    normalize = fft_type.is_inverse and scale == 1.0 / total and total > 1
    return _device_one_plan(a, fft_type, axes, lengths, precision, normalize,
                            1.0 if normalize else scale, conjugate)


def _rows_c2c(t: DeviceArray, inverse: bool) -> DeviceArray:
    """The unscaled FFT (IFFT with ``inverse``) along the last axis of the complex 2-D ``t``:
    the row transforms :func:`._large.large_1d` is handed (it cannot import this module)."""
    kind = FftType.IFFT if inverse else FftType.FFT
    return _transform_device(t, kind, [1], [t.shape[1]], _UNNORMALIZED[inverse], False)


def _input_lengths(fft_type, lengths) -> list[int]:
    """A plan's input lengths: ``lengths``, with IRFFT's last axis at n // 2 + 1."""
    in_lengths = list(lengths)
    if fft_type is FftType.IRFFT:
        in_lengths[-1] = lengths[-1] // 2 + 1
    return in_lengths


def _one_transform_over_range(a: DeviceArray, fft_type, axes, lengths, precision) -> bool:
    """Whether one transform (with its output) exceeds the aligned rows a window of the
    device's buffer range holds, for an array that does not fit one window; a ValueError
    where no split exists (a single 1-D transform)."""
    expect_in, out_inner, out_dtype = _sides(fft_type, lengths, precision)
    in_lengths = _input_lengths(fft_type, lengths)
    in_row = math.prod(in_lengths) * expect_in.itemsize
    out_row = math.prod(out_inner) * out_dtype.itemsize
    limit = _engine.context(a.device).buffer_range
    whole = math.prod(n for i, n in enumerate(a.shape) if i not in axes) * max(in_row, out_row)
    over = whole > limit and _rows_per_window(a.device, in_row, out_row) == 0
    if over and len(axes) == 1 and _large_factors(a, fft_type, axes, lengths[0],
                                                  precision) is None:
        raise ValueError(
            f"a single {fft_type.name} of length {lengths[0]} in {precision} needs "
            f"{max(in_row, out_row)} bytes in one buffer (with alignment), more than the "
            f"{limit}-byte buffer range (maxStorageBufferRange) of {a.device.name}; iree_vkfft "
            f"splits such a transform (FFT, IFFT, RFFT, IRFFT) into a four-step FFT only when "
            f"the other axes have size 1 and its length has two factors whose rows fit a "
            f"binding: transform it with numpy.fft or scipy.fft")
    return over


def _large_factors(a: DeviceArray, fft_type, axes, n: int, precision: str
                   ) -> tuple[int, int] | None:
    """The four-step split (:mod:`._large`) of a 1-D transform of length ``n`` over one buffer
    binding: None unless it is an FFT/IFFT/RFFT/IRFFT (not a DCT/DST), every other axis of
    ``a`` has size 1 and ``n`` has a factor pair whose rows of complex items fit a window."""
    if (not isinstance(fft_type, FftType)
            or math.prod(s for i, s in enumerate(a.shape) if i not in axes) != 1):
        return None
    item = 16 if precision == "float64" else 8
    return four_step_factors(n, lambda k: _rows_per_window(a.device, k * item, k * item) > 0)


def _device_in_steps(a: DeviceArray, fft_type, axes, lengths, scale: float, conjugate: bool,
                     per_axis: bool):
    """Several unnormalized device plans in numpy's order (one axis at a time with
    ``per_axis``: a single transform over one buffer binding), then ``scale`` once."""
    per_axis = per_axis and len(set(axes)) == len(axes) <= _MAX_PLAN_AXES

    def step(arr, kind, ax, ln):
        return _transform_device(arr, kind, ax, ln, _UNNORMALIZED[kind.is_inverse], False)

    if conjugate and fft_type is FftType.RFFT:
        # ihfftn: conj(F_lead RFFT x) = F*_lead conj(RFFT x), F* the unscaled inverse
        t = 1 if per_axis or len(set(axes)) != len(axes) else _MAX_PLAN_AXES
        a = _transform_device(a, fft_type, axes[-t:], lengths[-t:], "backward", True)
        fft_type, axes, lengths = FftType.IFFT, axes[:-t], lengths[:-t]
    elif conjugate:
        raise ValueError("hfftn of a DeviceArray over several axes runs on host arrays")
    if not axes:
        result = a
    elif len(set(axes)) == len(axes) <= _MAX_PLAN_AXES and not per_axis:
        result = step(a, fft_type, axes, lengths)  # what is left after the conjugated part
    else:
        several = _one_axis_at_a_time if per_axis else _compose
        result = several(a, fft_type, axes, lengths, step)
    if scale != 1.0:
        scalars = result.size * (2 if result.dtype.kind == "c" else 1)
        _engine.context(a.device).scale(result.buffer, scalars, scale,
                                        result.dtype in (np.float64, np.complex128))
    return result


def _device_one_plan(a: DeviceArray, fft_type, axes, lengths, precision: str, normalize: bool,
                     scale: float, conjugate: bool):
    """One plan over ``axes`` (at most three, distinct), gathering them innermost and back."""
    k = len(axes)
    device = a.device
    expect_in, out_inner, out_dtype = _sides(fft_type, lengths, precision)
    in_lengths = _input_lengths(fft_type, lengths)
    others = [i for i in range(a.ndim) if i not in axes]
    order = others + list(axes)
    batch_shape = tuple(a.shape[i] for i in others)
    x = a
    if order != list(range(a.ndim)) or list(a.shape[-k:]) != in_lengths or a.dtype != expect_in:
        x = _gather(a, order, batch_shape + tuple(in_lengths), expect_in)
    out_of_place = False
    if fft_type.is_real:
        result = DeviceArray.empty(batch_shape + out_inner, out_dtype, device)
    elif x is not a:
        result = x  # C2C on a gathered temporary: in place, no second buffer
    else:
        # C2C from the caller's array: a plan reading it directly leaves it intact without
        # the copy an in-place plan needs first (where that pays: _tuning).
        result = DeviceArray.empty(batch_shape + out_inner, out_dtype, device)
        out_of_place = (not isinstance(fft_type, R2rType)
                        and _tuning.c2c_reads_input_directly(device, lengths))

    def plan(rows):
        key = (_tuning.plan_key(device, fft_type, tuple(lengths), rows, precision, normalize,
                                out_of_place=True) if out_of_place else
               _plan_key(device, fft_type, tuple(lengths), rows, precision, normalize))
        return plan_cache.get(key, device)

    _execute_device_rows(plan, x, result, math.prod(batch_shape), scale,
                         fft_type is FftType.IRFFT, conjugate)
    if order == list(range(a.ndim)):
        return result
    inverse = [order.index(i) for i in range(a.ndim)]  # result axis holding original axis i
    final = [result.shape[j] for j in inverse]
    return _gather(result, inverse, final, out_dtype)


def _rows_per_window(device, in_row: int, out_row: int) -> int:
    """The most rows (of ``in_row`` input and ``out_row`` output bytes) one window of the
    device's buffer range holds, in a count that keeps every window's offset aligned (0 when
    not even the fewest aligned rows fit)."""
    ctx = _engine.context(device)
    align = ctx.buffer_alignment
    step = math.lcm(align // math.gcd(align, in_row), align // math.gcd(align, out_row))
    return ctx.buffer_range // max(in_row, out_row) // step * step


def _execute_device_rows(plan, x: DeviceArray, result: DeviceArray, batch: int, scale: float,
                         hermitian_edges: bool, conjugate: bool) -> None:
    """``plan(rows)`` over the ``batch`` rows of ``x`` into ``result`` (``result`` may be ``x``:
    in place). Arrays over the device's buffer range (maxStorageBufferRange) run in chunks
    of rows, each bound as windows of the two buffers at aligned offsets."""
    if batch == 0:
        return
    ctx = _engine.context(x.device)
    limit = ctx.buffer_range
    if x.nbytes <= limit and result.nbytes <= limit:
        plan(batch).execute_device(x.buffer, result.buffer, scale, hermitian_edges, conjugate)
        return
    in_row, out_row = x.nbytes // batch, result.nbytes // batch
    rows = _rows_per_window(x.device, in_row, out_row)
    if rows == 0:  # _transform_device goes one axis at a time or refuses before this
        raise ValueError(f"rows of {max(in_row, out_row)} bytes do not fit aligned windows of "
                         f"the {limit}-byte buffer range of {x.device.name}")
    logger.debug("device transform of %d rows in chunks of %d (%d-byte buffer range)", batch,
                 rows, limit)
    in_place = result is x
    for start in range(0, batch, rows):
        n = min(rows, batch - start)
        source = x.buffer.window(start * in_row, n * in_row)
        target = source if in_place else result.buffer.window(start * out_row, n * out_row)
        plan(n).execute_device(source, target, scale, hermitian_edges, conjugate)


def output_shape(shape, fft_type: FftType, axes, lengths) -> tuple[int, ...]:
    shape = list(shape)
    for axis, n in zip(axes, lengths):
        shape[axis] = n
    if fft_type is FftType.RFFT:
        shape[axes[-1]] = lengths[-1] // 2 + 1
    return tuple(shape)


def _host(a, fft_type, axes, lengths, norm, out, device, conjugate):
    """Host path; ``conjugate`` conjugates IRFFT's input (hfft) or RFFT's output (ihfft)."""
    if conjugate and fft_type is FftType.IRFFT:
        a = np.conjugate(a)
    result = _transform_host(a, fft_type, axes, lengths, norm, out, device)
    if conjugate and fft_type is FftType.RFFT:
        np.conjugate(result, out=result)
    return result


def execute(a, fft_type: FftType, axes: list[int], lengths: list[int], norm, out=None,
            conjugate: bool = False):
    """Run one transform (already normalized axes and lengths) on a host array or DeviceArray."""
    norm = check_norm(norm)
    if isinstance(a, DeviceArray):
        if out is not None:
            raise TypeError("out= is not supported for DeviceArray inputs")
        return _transform_device(a, fft_type, axes, lengths, norm, conjugate)
    precision = _precision(a.dtype, fft_type.name.lower())
    if precision == "longdouble":
        return _longdouble(a, fft_type, axes, lengths, norm, out, conjugate)
    result_dtype = _sides(fft_type, lengths, precision)[2]
    _check_out(out, output_shape(a.shape, fft_type, axes, lengths), result_dtype)
    if fft_type in (FftType.FFT, FftType.IFFT) and a.dtype.kind != "c" \
            and len(set(axes)) == len(axes) <= _MAX_PLAN_AXES:
        return _real_input_c2c(a, fft_type, axes, lengths, norm, out)
    result = _host(a, fft_type, axes, lengths, norm, out, _config.current_device(), conjugate)
    if a.dtype == np.float16 and fft_type is FftType.IRFFT and out is None:
        result = result.astype(np.float16)  # numpy 2 returns half for half input
    return result


def _real_input_c2c(a: np.ndarray, fft_type: FftType, axes, lengths, norm: str, out):
    """FFT/IFFT of real input as scipy's pocketfft computes it: the real-input transform over
    the same axes completed by Hermitian symmetry (``X[-k] = conj(X[k])``). Half the work, and
    the bins both compute agree bit for bit with ``rfftn``'s (numpy's C2C of the promoted input
    differs from its own R2C by rounding noise, visible in zero bins). An IFFT of real input
    is the conjugate of the FFT with the opposite norm."""
    inverse = fft_type is FftType.IFFT
    half = execute(a, FftType.RFFT, axes, lengths, swap_direction(norm) if inverse else norm)
    if inverse:
        np.conjugate(half, out=half)
    n, last = lengths[-1], axes[-1]
    m = n // 2 + 1
    result = np.empty(output_shape(a.shape, fft_type, axes, lengths), half.dtype)
    index = [slice(None)] * a.ndim
    index[last] = slice(0, m)
    result[tuple(index)] = half
    if n > m:  # bins m..n-1 of the last axis mirror bins n-m..1, other axes negated
        mirror = np.take(half, np.arange(n - m, 0, -1), axis=last)
        for axis, length in zip(axes[:-1], lengths[:-1]):
            mirror = np.take(mirror, -np.arange(length) % length, axis=axis)
        index[last] = slice(m, n)
        result[tuple(index)] = np.conjugate(mirror)
    if out is not None:
        np.copyto(out, result, casting="same_kind")
        return out
    return result


def _longdouble(a, fft_type: FftType, axes, lengths, norm, out, conjugate: bool):
    """longdouble/clongdouble: no Vulkan device has the type, so numpy's pocketfft computes it
    on the host, in that precision and with numpy's dtypes (numpy applies repeated axes in
    the same order as :func:`_compose`)."""
    if fft_type is FftType.RFFT and a.dtype.kind == "c":
        raise TypeError(f"rfft requires real input, got {a.dtype}")
    _check_out(out, output_shape(a.shape, fft_type, axes, lengths),
               np.dtype(np.longdouble if fft_type is FftType.IRFFT else np.clongdouble))
    if conjugate and fft_type is FftType.IRFFT:
        a = np.conjugate(a)
    function = {FftType.FFT: NUMPY_FFT.fftn, FftType.IFFT: NUMPY_FFT.ifftn,
                FftType.RFFT: NUMPY_FFT.rfftn, FftType.IRFFT: NUMPY_FFT.irfftn}[fft_type]
    result = function(a, s=lengths, axes=axes, norm=norm)
    if conjugate and fft_type is FftType.RFFT:
        np.conjugate(result, out=result)
    if out is not None:
        np.copyto(out, result, casting="same_kind")
        return out
    return result
