"""Inline mode over the issue's matrix: every FFT type x 1-D/2-D/3-D x length class
(power of two, other smooth lengths, Rader primes, Bluestein primes) x f32/f64, on the Vulkan
device through iree.runtime, checked against numpy float64.

One module per (length class, precision) carries all twelve transforms, so the matrix costs
eight iree-compile runs. Each case also checks that VkFFT really took the algorithm the class
names (a Rader or Bluestein plan), so the matrix cannot silently collapse to radix kernels.
"""

from __future__ import annotations

import numpy as np
import pytest

from conftest import assert_fft_close, random_array
from iree_vkfft import _engine
from iree_vkfft._cache import build_plan
from iree_vkfft.pipeline import compile

pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("private_vmfb_cache")]

F = np.fft
KINDS = ("FFT", "IFFT", "RFFT", "IRFFT")

# Transform lengths per class and rank; a batch axis of 2 goes in front. Odd last lengths for
# the C2R cases, and the prime on an outer axis for some multi-D shapes.
LENGTHS = {
    "pow2": [(16,), (8, 16), (4, 8, 16)],
    "smooth": [(15,), (6, 10), (6, 10, 9)],
    "rader": [(31,), (17, 6), (4, 6, 17)],
    "bluestein": [(47,), (6, 47), (47, 4, 6)],
}
PRECISIONS = {"f32": (np.float32, np.complex64), "f64": (np.float64, np.complex128)}


def _ttype(shape, element: str) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "x" + element + ">"


def _cases(lengths_class: str):
    """(kind, lengths, input shape, output shape) for the class's twelve transforms."""
    out = []
    for kind in KINDS:
        for lengths in LENGTHS[lengths_class]:
            full = (2,) + lengths
            half = full[:-1] + (lengths[-1] // 2 + 1,)
            shapes = {"FFT": (full, full), "IFFT": (full, full), "RFFT": (full, half),
                      "IRFFT": (half, full)}[kind]
            out.append((kind, lengths) + shapes)
    return out


def _program(cases, real: str, cplx: str) -> str:
    in_el = {"FFT": cplx, "IFFT": cplx, "RFFT": real, "IRFFT": cplx}
    out_el = {"FFT": cplx, "IFFT": cplx, "RFFT": cplx, "IRFFT": real}
    args, body, rets, rtypes = [], [], [], []
    for i, (kind, lengths, ishape, oshape) in enumerate(cases):
        it, ot = _ttype(ishape, in_el[kind]), _ttype(oshape, out_el[kind])
        args.append(f"%x{i}: {it}")
        body.append(f"  %y{i} = stablehlo.fft %x{i}, type = {kind}, "
                    f"length = [{', '.join(map(str, lengths))}] : ({it}) -> {ot}")
        rets.append(f"%y{i}")
        rtypes.append(ot)
    return (f"func.func @main({', '.join(args)}) -> ({', '.join(rtypes)}) {{\n"
            + "\n".join(body) + f"\n  return {', '.join(rets)} : {', '.join(rtypes)}\n}}")


def _reference(kind, lengths, x):
    axes = tuple(range(-len(lengths), 0))
    x = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    return {"FFT": lambda: F.fftn(x, axes=axes), "IFFT": lambda: F.ifftn(x, axes=axes),
            "RFFT": lambda: F.rfftn(x, axes=axes),
            "IRFFT": lambda: F.irfftn(x, s=lengths, axes=axes)}[kind]()


@pytest.mark.parametrize("precision", sorted(PRECISIONS))
@pytest.mark.parametrize("lengths_class", list(LENGTHS))
def test_every_fft_type_rank_and_length_class_inline(lengths_class, precision):
    device = _engine.select_device()
    if precision == "f64" and not device.float64:
        pytest.skip("the Vulkan device has no Float64")
    real, cplx = PRECISIONS[precision]
    cases = _cases(lengths_class)
    program = compile(_program(cases, precision, f"complex<{precision}>"), target="vulkan",
                      mode="inline")

    # VkFFT took the algorithm the class names, for every inlined transform.
    algorithms = set()
    for fft in program.ffts:
        plan, _ = build_plan(fft.key, device)
        algorithms.add("bluestein" if plan.uses_bluestein else
                       "rader" if plan.uses_rader else "radix")
    want = {"bluestein": {"bluestein"}, "rader": {"rader"}}.get(lengths_class, {"radix"})
    assert algorithms == want, (lengths_class, algorithms)

    rng = np.random.default_rng(21)
    inputs = [random_array(rng, ishape, real if kind == "RFFT" else cplx)
              for kind, _, ishape, _ in cases]
    outputs = program(*inputs)
    assert len(outputs) == len(cases)
    for (kind, lengths, _, oshape), x, y in zip(cases, inputs, outputs):
        assert y.dtype == (real if kind == "IRFFT" else cplx)
        assert_fft_close(y, _reference(kind, lengths, x), lengths,
                         what=f"inline {kind}{list(lengths)} {precision}")
