"""The registry's unroll-counted-loops entry (workarounds/unroll.py): which loops count, and
that an unrolled program computes what the loop did (against numpy and the loop itself)."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds.unroll import trip_count, unroll_counted_loops

# the body's work, row i: y[i] = y[i] * 1.5 + x[i]
_ROW_UPDATE = """    %zero = stablehlo.constant dense<0> : tensor<i32>
    %k = stablehlo.constant dense<1.5> : tensor<1x4xf32>
    %row = stablehlo.dynamic_slice %acc, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %xr = stablehlo.dynamic_slice %x, %i, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %m = stablehlo.multiply %row, %k : tensor<1x4xf32>
    %n = stablehlo.add %m, %xr : tensor<1x4xf32>
    %new = stablehlo.dynamic_update_slice %acc, %n, %i, %zero : (tensor<8x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
"""

# y[i] = y[i] * 1.5 + x[i] for i = start, start + step, ... (a fori_loop over rows)
_LOOP = """func.func @main(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {{
  %start = stablehlo.constant dense<{start}> : tensor<i32>
  %r:2 = stablehlo.while(%i = %start, %acc = %y) : tensor<i32>, tensor<8x4xf32>
  cond {{
    %bound = stablehlo.constant dense<{bound}> : tensor<i32>
    %c = stablehlo.compare {direction}, %i, %bound, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
{row_update}    %step = stablehlo.constant dense<{step}> : tensor<i32>
    %next = stablehlo.add %i, %step : tensor<i32>
    stablehlo.return %next, %new : tensor<i32>, tensor<8x4xf32>
  }}
  return %r#1 : tensor<8x4xf32>
}}"""


def _loop(start=0, bound=8, step=1, direction="LT") -> str:
    return _LOOP.format(start=start, bound=bound, step=step, direction=direction,
                        row_update=_ROW_UPDATE)


@pytest.mark.parametrize("form,want", [
    (dict(), (0, 8)), (dict(start=2, step=3), (0, 2)), (dict(direction="NE"), (0, 8)),
    (dict(start=8), (0, 0)), (dict(step=0), None), (dict(direction="GT"), None),
    (dict(direction="NE", step=3), None),  # 0, 3, 6, 9, ...: never equal to 8
])
def test_which_loops_count(form, want):
    module = ir.Module.parse(_loop(**form), ir.Context())
    (loop,) = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    assert trip_count(loop) == want


@pytest.mark.parametrize("form", [dict(), dict(start=2, step=3), dict(direction="NE")])
def test_unrolled_loop_computes_what_the_loop_did(form):
    text = _loop(**form)
    module = ir.Module.parse(text, ir.Context())
    assert unroll_counted_loops(module) == 1
    assert not find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((8, 4)).astype(np.float32) for _ in range(2))
    want = y.astype(np.float64)
    for i in range(form.get("start", 0), 8, form.get("step", 1)):
        want[i] = want[i] * 1.5 + x[i]
    kept = CompileOptions(target="llvm-cpu", disable_workarounds=("unroll-counted-loops",))
    for source, options in ((module, None), (text, kept)):
        (got,) = iree_vkfft.compile(source, mode="portable", options=options)(x, y)
        np.testing.assert_allclose(got, want, rtol=1e-6)


# fori_loop with bounds computed before the loop (s2fft's recursions): the upper bound is a
# loop value the body returns unchanged, its initial value computed from constants
_CARRIED = """func.func @main(%x: tensor<8x4xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {{
  %start = stablehlo.constant dense<0> : tensor<i32>
  %six = stablehlo.constant dense<6> : tensor<i32>
  %two = stablehlo.constant dense<-2> : tensor<i32>
  %a = stablehlo.abs %two : tensor<i32>
  %b0 = stablehlo.add %six, %a : tensor<i32>
  %r:3 = stablehlo.while(%i = %start, %acc = %y, %b = %b0) : tensor<i32>, tensor<8x4xf32>, tensor<i32>
  cond {{
    %c = stablehlo.compare LT, %i, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }} do {{
{row_update}    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %b2 = {bound_update}
    stablehlo.return %next, %new, %b2 : tensor<i32>, tensor<8x4xf32>, tensor<i32>
  }}
  return %r#1 : tensor<8x4xf32>
}}"""


def test_a_carried_invariant_bound_counts():
    text = _CARRIED.format(bound_update="stablehlo.add %b, %zero : tensor<i32>",
                           row_update=_ROW_UPDATE)
    module = ir.Module.parse(text.replace("%b2 = stablehlo.add %b, %zero : tensor<i32>",
                                          "%b2 = stablehlo.abs %b : tensor<i32>"), ir.Context())
    (loop,) = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    assert trip_count(loop) is None  # the body recomputes the bound: not invariant
    plain = text.replace("%b2 = stablehlo.add %b, %zero : tensor<i32>\n", "").replace(
        "%next, %new, %b2 :", "%next, %new, %b :")
    module = ir.Module.parse(plain, ir.Context())
    (loop,) = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    assert trip_count(loop) == (0, 8)
    assert unroll_counted_loops(module) == 1
    rng = np.random.default_rng(1)
    x, y = (rng.standard_normal((8, 4)).astype(np.float32) for _ in range(2))
    want = y.astype(np.float64) * 1.5 + x
    for source in (module, plain):
        (got,) = iree_vkfft.compile(source, mode="portable")(x, y)
        np.testing.assert_allclose(got, want, rtol=1e-6)
