"""Portable mode's dense DFTs (the real axis of a small RFFT/IRFFT as one matrix product,
portable/plan.py ``dense_dft``): chosen where the rule says (real transforms only; in a loop
body lengths up to 96, outside one up to 64), against numpy float64 at pyvkfft's tolerance,
float32 and float64, a non-Hermitian IRFFT input as numpy reads it (N-D real transforms:
test_portable_matrix.py)."""

from __future__ import annotations

import numpy as np
import pytest
from portable_helpers import compile_and_run, fft_shapes, ttype

from conftest import assert_fft_close, precision_of, random_array
from iree_vkfft.portable import lower_ffts
from iree_vkfft.stablehlo.parse import parse_program

# (kind, operand shape, length): in a loop of one trip, and straight
LOOPED = (("RFFT", (96,), 96), ("IRFFT", (3, 49), 96), ("FFT", (2, 96), 96),
          ("IFFT", (5,), 5), ("RFFT", (2, 17), 17), ("IRFFT", (9,), 17))
STRAIGHT = (("RFFT", (64,), 64), ("IRFFT", (4, 33), 64), ("FFT", (3, 7), 7),
            ("RFFT", (96,), 96), ("IRFFT", (2,), 2), ("IRFFT", (8, 49), 96))
#: the cases each context and precision lowers densely: complex ones never; straight, nothing
#: above 64 but from 8 rows on (the IRFFT 96 of 8 rows, not the RFFT 96 of one); float64, no
#: more work than 16^2 x 64 (not the looped IRFFT 96 of 3 rows, nor the straight one of 8)
DENSE = {(True, np.float32): 4, (True, np.float64): 3, (False, np.float32): 4,
         (False, np.float64): 3}


def _reference(kind, x, n):
    x64 = x.astype(np.complex128 if x.dtype.kind == "c" else np.float64)
    return {"FFT": np.fft.fft, "IFFT": np.fft.ifft, "RFFT": np.fft.rfft}.get(
        kind, lambda v: np.fft.irfft(v, n))(x64)


def _module(cases, real, looped: bool) -> str:
    """``main`` applying each case's FFT, inside the body of a one-trip ``while`` (the result
    carried out of it) when ``looped``."""
    args, body, rets = [], [], []
    for i, (kind, shape, n) in enumerate(cases):
        _, idt, osh, odt = fft_shapes(kind, shape[:-1] + (n,), (n,), real)
        it, ot = ttype(shape, idt), ttype(osh, odt)
        args.append(f"%x{i}: {it}")
        fft = f"stablehlo.fft %x{i}, type = {kind}, length = [{n}] : ({it}) -> {ot}"
        if not looped:
            body.append(f"  %z{i} = {fft}")
        else:
            rt = ttype(osh, real)
            body.append(f"  %zero{i} = stablehlo.constant dense<0.0> : {rt}")
            body.append(f"  %init{i} = stablehlo.complex %zero{i}, %zero{i} : {ot}"
                        if odt.kind == "c" else f"  %init{i} = stablehlo.add %zero{i}, %zero{i} : {rt}")
            body.append(f"""  %z{i}:2 = stablehlo.while(%k = %c0, %y = %init{i}) : tensor<i32>, {ot}
    cond {{
      %go = stablehlo.compare LT, %k, %trips : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %go : tensor<i1>
    }} do {{
      %f = {fft}
      %k2 = stablehlo.add %k, %c1 : tensor<i32>
      stablehlo.return %k2, %f : tensor<i32>, {ot}
    }}""")
        rets.append((f"%z{i}#1" if looped else f"%z{i}", ot))
    head = ["  %c0 = stablehlo.constant dense<0> : tensor<i32>",
            "  %c1 = stablehlo.constant dense<1> : tensor<i32>"]
    return (f"func.func @main(%trips: tensor<i32>, {', '.join(args)}) -> "
            f"({', '.join(t for _, t in rets)}) {{\n" + "\n".join(head + body)
            + "\n  return " + ", ".join(v for v, _ in rets) + " : "
            + ", ".join(t for _, t in rets) + "\n}\n")


@pytest.mark.parametrize("real", [np.float32, np.float64])
@pytest.mark.parametrize("looped,cases", [(True, LOOPED), (False, STRAIGHT)],
                         ids=["in-a-loop", "straight"])
def test_dense_transforms_match_numpy(looped, cases, real):
    module, _ = parse_program(_module(cases, real, looped))
    ffts = lower_ffts(module)
    module.operation.verify()
    dense = {f.description: "dense" in f.plan[-1] for f in ffts}
    assert sum(dense.values()) == DENSE[looped, real], dense
    rng = np.random.default_rng(3)
    inputs = [random_array(rng, shape, fft_shapes(kind, shape[:-1] + (n,), (n,), real)[1])
              for kind, shape, n in cases]
    outputs = compile_and_run(module, "llvm-cpu", [np.int32(1)] + inputs)
    for (kind, shape, n), x, y in zip(cases, inputs, outputs):
        want = _reference(kind, x, n)
        assert y.shape == want.shape
        assert_fft_close(y, want, (n,), precision_of(real),
                         what=f"dense {kind} {shape} n={n} {np.dtype(real).name}")
