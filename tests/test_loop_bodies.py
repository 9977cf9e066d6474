"""The registry's select-predicate-broadcasts, loop-slice-gathers and loop-row-scatters
entries (workarounds/loop_bodies.py): which ops change, and that the rewritten program
computes what the original did (numpy and the module compiled with the entry turned off)."""

from __future__ import annotations

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.workarounds import loop_bodies
from iree_vkfft.workarounds.loop_bodies import (broadcast_select_predicates, gather_loop_slices,
                                                select_loop_row_scatters)

# jnp.where(sum(x) > t, x * 2, x): a 0-d predicate choosing between vectors, and a 0-d select
_SELECTS = """func.func @main(%x: tensor<6xf32>, %t: tensor<f32>) -> (tensor<6xf32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
  %p = stablehlo.compare GT, %s, %t : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %two = stablehlo.constant dense<2.0> : tensor<6xf32>
  %x2 = stablehlo.multiply %x, %two : tensor<6xf32>
  %y = stablehlo.select %p, %x2, %x : tensor<i1>, tensor<6xf32>
  %u = stablehlo.select %p, %s, %t : tensor<i1>, tensor<f32>
  return %y, %u : tensor<6xf32>, tensor<f32>
}"""

# a loop picking row (i + shift) of a table each trip (clamped into the table when past it,
# as dynamic_slice does) and adding it to the carried vector; the trip count is an input
_LOOP_SLICES = """func.func @main(%table: tensor<5x4xf32>, %n: tensor<i32>) -> tensor<1x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %acc0 = stablehlo.constant dense<0.0> : tensor<1x4xf32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %acc0) : tensor<i32>, tensor<1x4xf32>
  cond {
    %go = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %shift = stablehlo.constant dense<SHIFT> : tensor<i32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %row_index = stablehlo.add %i, %shift : tensor<i32>
    %row = stablehlo.dynamic_slice %table, %row_index, %zero, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %fixed = stablehlo.dynamic_slice %table, %zero, %zero, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %both = stablehlo.dynamic_slice %table, %row_index, %row_index, sizes = [1, 2] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %pad = stablehlo.constant dense<0.0> : tensor<f32>
    %wide = stablehlo.pad %both, %pad, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<1x4xf32>
    %a = stablehlo.add %acc, %row : tensor<1x4xf32>
    %b = stablehlo.add %a, %fixed : tensor<1x4xf32>
    %c = stablehlo.add %b, %wide : tensor<1x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %c : tensor<i32>, tensor<1x4xf32>
  }
  %outside = stablehlo.dynamic_slice %table, %n, %c0, sizes = [1, 4] : (tensor<5x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
  %out = stablehlo.add %r#1, %outside : tensor<1x4xf32>
  return %out : tensor<1x4xf32>
}"""


def _ops(module: ir.Module, name: str) -> list[ir.Operation]:
    return find_ops(module.operation, lambda o: o.name == name)


def test_only_a_scalar_predicate_of_vector_values_is_broadcast():
    module = ir.Module.parse(_SELECTS, ir.Context())
    assert broadcast_select_predicates(module) == 1
    wide, scalar = _ops(module, "stablehlo.select")
    assert str(wide.operands[0].type) == "tensor<6xi1>"
    assert str(scalar.operands[0].type) == "tensor<i1>"
    assert broadcast_select_predicates(module) == 0  # nothing left to do
    module.operation.verify()


@pytest.mark.parametrize("threshold", [-100.0, 100.0])
def test_broadcast_predicates_select_what_the_scalar_did(threshold):
    rng = np.random.default_rng(0)
    x = rng.standard_normal(6).astype(np.float32)
    t = np.float32(threshold)
    want = (x * 2, np.float32(x.sum())) if x.sum() > t else (x, t)
    kept = CompileOptions(target="llvm-cpu",
                          disable_workarounds=("select-predicate-broadcasts",))
    for options in (None, kept):
        got = iree_vkfft.compile(_SELECTS, mode="portable", options=options)(x, t)
        np.testing.assert_allclose(got[0], want[0], rtol=1e-6)
        np.testing.assert_allclose(got[1], want[1], rtol=1e-6)


def test_only_computed_starts_inside_loops_become_gathers(monkeypatch):
    module = ir.Module.parse(_LOOP_SLICES.replace("SHIFT", "1"), ir.Context())
    assert gather_loop_slices(module) == 2  # %row and %both; not %fixed nor %outside
    gathers = _ops(module, "stablehlo.gather")
    assert [str(g.operands[1].type) for g in gathers] == ["tensor<1xi32>", "tensor<2xi32>"]
    assert len(_ops(module, "stablehlo.dynamic_slice")) == 2
    module.operation.verify()
    monkeypatch.setattr(loop_bodies, "MAX_GATHERED_ELEMENTS", 3)  # a large slice: a copy
    module = ir.Module.parse(_LOOP_SLICES.replace("SHIFT", "1"), ir.Context())
    assert gather_loop_slices(module) == 1  # only the 1x2 slice


@pytest.mark.parametrize("shift,trips", [(0, 3), (1, 4), (3, 5), (-2, 2)])
def test_gathered_slices_clamp_like_dynamic_slice(shift, trips):
    """Starts past either end of the table are clamped into it, by both forms."""
    text = _LOOP_SLICES.replace("SHIFT", str(shift))
    rng = np.random.default_rng(1)
    table = rng.standard_normal((5, 4)).astype(np.float32)
    want = np.zeros((1, 4))
    for i in range(trips):
        r = min(max(i + shift, 0), 4)
        both = table[r:r + 1, min(max(i + shift, 0), 2):][:, :2]
        want = want + table[r:r + 1] + table[0:1] + np.pad(both, ((0, 0), (0, 2)))
    want += table[min(trips, 4):min(trips, 4) + 1]
    kept = CompileOptions(target="llvm-cpu", disable_workarounds=("loop-slice-gathers",))
    for options in (None, kept):
        (got,) = iree_vkfft.compile(text, mode="portable", options=options)(
            table, np.int32(trips))
        np.testing.assert_allclose(got, want, rtol=1e-5)


# k.at[i + shift].set(row * (i + 1)) each trip (a stage matrix), a.at[i].add(row * (i + 1))
# too (not a set: stays; its index stays in range: IREE 3.13's scatter writes outside its
# operand at a negative index, where XLA skips the update), and a set outside the loop (stays)
_ROW_SCATTERS = """func.func @main(%k0: tensor<5x3xf32>, %row: tensor<3xf32>, %n: tensor<i32>) -> tensor<5x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %k = %k0, %a = %k0) : tensor<i32>, tensor<5x3xf32>, tensor<5x3xf32>
  cond {
    %go = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %shift = stablehlo.constant dense<SHIFT> : tensor<i32>
    %at = stablehlo.add %i, %shift : tensor<i32>
    %index = stablehlo.reshape %at : (tensor<i32>) -> tensor<1xi32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %f = stablehlo.convert %i1 : (tensor<i32>) -> tensor<f32>
    %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %v = stablehlo.multiply %row, %fb : tensor<3xf32>
    %k2 = "stablehlo.scatter"(%k, %index, %v) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      stablehlo.return %new : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<5x3xf32>
    %in_range = stablehlo.reshape %i : (tensor<i32>) -> tensor<1xi32>
    %a2 = "stablehlo.scatter"(%a, %in_range, %v) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      %sum = stablehlo.add %old, %new : tensor<f32>
      stablehlo.return %sum : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<5x3xf32>
    stablehlo.return %i1, %k2, %a2 : tensor<i32>, tensor<5x3xf32>, tensor<5x3xf32>
  }
  %zero = stablehlo.constant dense<[0]> : tensor<1xi32>
  %out = "stablehlo.scatter"(%r#1, %zero, %row) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    stablehlo.return %new : tensor<f32>
  }) : (tensor<5x3xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<5x3xf32>
  %both = stablehlo.add %out, %r#2 : tensor<5x3xf32>
  return %both : tensor<5x3xf32>
}"""


def test_only_row_sets_inside_loops_become_selects(monkeypatch):
    module = ir.Module.parse(_ROW_SCATTERS.replace("SHIFT", "0"), ir.Context())
    assert select_loop_row_scatters(module) == 1
    assert len(_ops(module, "stablehlo.scatter")) == 2  # the add and the one outside
    module.operation.verify()
    monkeypatch.setattr(loop_bodies, "MAX_SELECTED_ELEMENTS", 14)  # 5x3 is too large now
    module = ir.Module.parse(_ROW_SCATTERS.replace("SHIFT", "0"), ir.Context())
    assert select_loop_row_scatters(module) == 0


@pytest.mark.parametrize("shift,trips", [(0, 5), (2, 4), (-1, 3)])
def test_row_selects_set_what_the_scatter_set(shift, trips):
    """Rows out of range (past either end) are skipped, as XLA skips them; plain IREE's
    scatter at a negative index writes outside its operand (IREE 3.13: wrong numbers or a
    segfault), so only in-range and past-the-end indices are compared with it."""
    text = _ROW_SCATTERS.replace("SHIFT", str(shift))
    rng = np.random.default_rng(2)
    k0 = rng.standard_normal((5, 3)).astype(np.float32)
    row = rng.standard_normal(3).astype(np.float32)
    k, a = k0.astype(np.float64), k0.astype(np.float64)
    for i in range(trips):
        if 0 <= i + shift < 5:
            k[i + shift] = row * (i + 1)
        a[i] += row * (i + 1)
    k[0] = row
    kept = CompileOptions(target="llvm-cpu", disable_workarounds=("loop-row-scatters",))
    for options in (None, kept) if shift >= 0 else (None,):
        (got,) = iree_vkfft.compile(text, mode="portable", options=options)(
            k0, row, np.int32(trips))
        np.testing.assert_allclose(got, k + a, rtol=1e-6)


# a loop replacing its whole carried tensor by a scatter without index dims (indices
# tensor<0xi32>: the window is the operand; s2fft's Wigner recursion)
_WHOLE_SET = """func.func @main(%k0: tensor<2x3xf32>, %u: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %none = stablehlo.constant dense<> : tensor<0xi32>
  %r:2 = stablehlo.while(%i = %c0, %k = %k0) : tensor<i32>, tensor<2x3xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %go = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %s = stablehlo.add %k, %u : tensor<2x3xf32>
    %k2 = "stablehlo.scatter"(%k, %none, %s) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%old: tensor<f32>, %new: tensor<f32>):
      stablehlo.return %new : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<0xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %k2 : tensor<i32>, tensor<2x3xf32>
  }
  return %r#1 : tensor<2x3xf32>
}"""


def test_a_scatter_of_the_whole_operand_is_no_row_set():
    """Found by the XLA oracle applying each entry alone (tests/test_xla_oracle.py): the
    rewrite crashed ("operand value cannot be None") on a scatter without index dims."""
    module = ir.Module.parse(_WHOLE_SET, ir.Context())
    assert select_loop_row_scatters(module) == 0
    k0, u = np.ones((2, 3), np.float32), np.arange(6, dtype=np.float32).reshape(2, 3)
    (got,) = iree_vkfft.compile(_WHOLE_SET, mode="portable")(k0, u)
    np.testing.assert_array_equal(got, k0 + 3 * u)
