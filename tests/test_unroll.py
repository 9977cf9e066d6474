"""The registry's unroll-counted-loops and unroll-bounded-loops entries (workarounds/unroll.py):
which loops count, and that an unrolled program computes what the loop did (against numpy and
the loop itself)."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds.unroll import (trip_bound, trip_count, unroll_bounded_loops,
                                           unroll_counted_loops)

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


# A Runge-Kutta-like stage loop (diffrax): ``while k < 7 and s < limit`` with the counter k
# from 0 and a stage index s starting at a data-dependent value; each trip adds the table row
# s times the stage scale to the state. The condition wears JAX's wrappers (x != false, i1
# converts, a reduce over no dimensions).
_BOUNDED = """func.func @main(%table: tensor<8x4xf32>, %y: tensor<4xf32>, %first: tensor<i32>,
                 %limit: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%k = %c0, %s = %first, %acc = %y) : tensor<i32>, tensor<i32>, tensor<4xf32>
  cond {{
    %seven = stablehlo.constant dense<{bound}> : tensor<i32>
    %false = stablehlo.constant dense<false> : tensor<i1>
    %a = stablehlo.compare LT, %k, %seven, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %a2 = stablehlo.compare NE, %a, %false, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %a3 = stablehlo.convert %a2 : tensor<i1>
    %b = stablehlo.compare LT, %s, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %b2 = stablehlo.reduce(%b init: %false) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %go = stablehlo.and %b2, %a3 : tensor<i1>
    stablehlo.return %go : tensor<i1>
  }} do {{
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %table, %s, %zero, sizes = [1, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %row1 = stablehlo.reshape %row : (tensor<1x4xf32>) -> tensor<4xf32>
    %sf = stablehlo.convert %s : (tensor<i32>) -> tensor<f32>
    %sb = stablehlo.broadcast_in_dim %sf, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %term = stablehlo.multiply %row1, %sb : tensor<4xf32>
{extra}    %acc2 = stablehlo.add %acc, %term : tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    %s2 = stablehlo.add %s, %one : tensor<i32>
    stablehlo.return %k2, %s2, %acc2 : tensor<i32>, tensor<i32>, tensor<4xf32>
  }}
  return %r#2, %r#1 : tensor<4xf32>, tensor<i32>
}}"""


def _bounded(bound=7, extra=""):
    return _BOUNDED.format(bound=bound, extra=extra)


def _loop_op(text):
    module = ir.Module.parse(text, ir.Context())
    (loop,) = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    return module, loop


def test_a_counter_test_anded_with_data_bounds_the_trips():
    module, loop = _loop_op(_bounded())
    assert trip_count(loop) is None and trip_bound(loop) == 7
    _, counted = _loop_op(_loop())
    assert trip_bound(counted) == 8  # a counted loop's bound is its count
    module, loop = _loop_op(_bounded().replace("%go = stablehlo.and %b2, %a3",
                                               "%go = stablehlo.or %b2, %a3"))
    assert trip_bound(loop) is None  # or: the counter no longer bounds it


@pytest.mark.parametrize("extra,why", [
    ("    %d = stablehlo.divide %s, %k : tensor<i32>\n", "integer division by a carried value"),
    ("    %big = stablehlo.constant dense<1.0> : tensor<128x256xf32>\n", "a tensor too large"),
    ("    %at = stablehlo.reshape %s : (tensor<i32>) -> tensor<1xi32>\n"
     '    %sc = "stablehlo.scatter"(%table, %at, %row1) <{scatter_dimension_numbers = '
     "#stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], "
     "scatter_dims_to_operand_dims = [0]>}> ({\n"
     "    ^bb0(%o: tensor<f32>, %u: tensor<f32>):\n"
     "      %su = stablehlo.add %o, %u : tensor<f32>\n"
     "      stablehlo.return %su : tensor<f32>\n"
     "    }) : (tensor<8x4xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<8x4xf32>\n",
     "a scatter (IREE writes outside its operand at a negative index)"),
])
def test_bodies_unsafe_or_costly_to_repeat_stay_loops(extra, why):
    module, _ = _loop_op(_bounded(extra=extra))
    assert unroll_bounded_loops(module) == 0, why
    module, _ = _loop_op(_bounded(bound=40))
    assert unroll_bounded_loops(module) == 0, "more trips than MAX_TRIPS"


@pytest.mark.parametrize("first,limit", [(0, 8), (1, 8), (2, 5), (5, 3), (-3, 8)])
def test_predicated_copies_compute_what_the_loop_did(first, limit):
    text = _bounded()
    module, _ = _loop_op(text)
    assert unroll_bounded_loops(module) == 1
    assert not find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    rng = np.random.default_rng(2)
    table = rng.standard_normal((8, 4)).astype(np.float32)
    y = rng.standard_normal(4).astype(np.float32)
    want, k, s = y.astype(np.float64), 0, first
    while k < 7 and s < limit:
        want = want + table[min(max(s, 0), 7)] * s
        k, s = k + 1, s + 1
    kept = CompileOptions(target="llvm-cpu", disable_workarounds=("unroll-bounded-loops",))
    args = (table, y, np.int32(first), np.int32(limit))
    for source, options in ((module, None), (text, kept), (text, None)):
        got, stage = iree_vkfft.compile(source, mode="portable", options=options)(*args)
        np.testing.assert_allclose(got, want, rtol=1e-6)
        assert int(stage) == s


def test_loops_whose_copies_would_be_too_large_stay(monkeypatch):
    from iree_vkfft.workarounds import unroll

    module, loop = _loop_op(_loop())  # 8 trips
    size = len(find_ops(loop, lambda o: True))
    monkeypatch.setattr(unroll, "MAX_UNROLLED_OPS", 8 * size - 1)
    assert unroll_counted_loops(module) == 0
    monkeypatch.setattr(unroll, "MAX_UNROLLED_OPS", 8 * size)
    assert unroll_counted_loops(module) == 1
    module, _ = _loop_op(_bounded())  # 7 trips
    monkeypatch.setattr(unroll, "MAX_UNROLLED_OPS", 10)
    assert unroll_bounded_loops(module) == 0
