"""The IREE 3.13 failures met on programs from published JAX libraries (issue 18): each
rewrite checked against numpy (the raw forms' failures are the workaround registry's canaries,
tests/test_workaround_registry.py; the scatter and loop repros here cover more cases): scatters of one window
(s2fft), a sum of a negation and a fused gather (jax-md PME forces), a bool-to-float convert
in a matmul and zero-padding concatenates in a loop (dinosaur)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir
from loop_unrolling import MAX_TRIPS, static_trip_count, unroll_counted_whiles
from portable_helpers import (compile_and_run, compile_vmfb, module_op_names, needs_vulkan,
                              parsed_module)

import iree_vkfft
from iree_vkfft.stablehlo.match import find_ops
from iree_vkfft.workarounds.dynamic_shapes import (rewrite_constant_concatenates,
                                                   rewrite_indexed_window_scatters)
from iree_vkfft.workarounds.rewrites import (hoist_reduced_negations, isolate_gathers,
                                             rewrite_bool_converts)
from iree_vkfft.toolchain import IreeCompileError


def _module(text: str) -> ir.Module:
    return parsed_module(text)


def _raw(text: str) -> ir.Module:
    return ir.Module.parse(text, ir.Context())


# ---- scatters of one window (s2fft's x.at[i, :, j:j+1].set(u), x.at[:15].multiply(s)) ---------
def _scatter(operand, index_len, update, numbers, body="stablehlo.return %b"):
    return f"""
func.func @main(%x: {operand}, %i: tensor<{index_len}xi32>, %u: {update}) -> {operand} {{
  %r = "stablehlo.scatter"(%x, %i, %u) <{{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<{numbers}>, unique_indices = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    {body} : tensor<f32>
  }}) : ({operand}, tensor<{index_len}xi32>, {update}) -> {operand}
  return %r : {operand}
}}"""


MULTIPLY = "%m = stablehlo.multiply %a, %b : tensor<f32>\n    stablehlo.return %m"
SUBTRACT_SWAPPED = "%m = stablehlo.subtract %b, %a : tensor<f32>\n    stablehlo.return %m"

# (program, operand shape, update shape, expected(x, start, u)); start: the index vector
INSERTED_SET = (_scatter("tensor<2x16x16xf32>", 2, "tensor<16x1xf32>",
                         "update_window_dims = [0, 1], inserted_window_dims = [0], "
                         "scatter_dims_to_operand_dims = [0, 2]"),
                (2, 16, 16), (16, 1))
WINDOW_MULTIPLY = (_scatter("tensor<31x16xf32>", 1, "tensor<15x16xf32>",
                            "update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]",
                            MULTIPLY), (31, 16), (15, 16))
WINDOW_SUBTRACT_2D = (_scatter("tensor<8x16xf32>", 2, "tensor<3x4xf32>",
                               "update_window_dims = [0, 1], scatter_dims_to_operand_dims = "
                               "[1, 0]", SUBTRACT_SWAPPED), (8, 16), (3, 4))


def _expected_scatter(case, x, start, u):
    """XLA's semantics: the window at ``start`` combined with ``u``, skipped when any part
    of it lies outside the operand."""
    y = x.astype(np.float64)
    if case is INSERTED_SET:
        i, j = start
        if 0 <= i <= 1 and 0 <= j <= 15:
            y[i, :, j] = u[:, 0]
    elif case is WINDOW_MULTIPLY:
        (i,) = start
        if 0 <= i <= 16:
            y[i:i + 15] *= u
    else:
        j, i = start  # scatter_dims_to_operand_dims = [1, 0]
        if 0 <= i <= 5 and 0 <= j <= 12:
            y[i:i + 3, j:j + 4] = u - y[i:i + 3, j:j + 4]
    return y


@pytest.mark.parametrize("case", [INSERTED_SET, WINDOW_MULTIPLY, WINDOW_SUBTRACT_2D],
                         ids=["inserted-set", "window-multiply", "2d-window-subtract"])
def test_iree_rejects_scatters_indexing_a_window_dim(case):
    x, i, u = (np.ones(s, np.float32) for s in (case[1], (2,), case[2]))
    with pytest.raises(IreeCompileError, match="iree_linalg_ext.scatter"):
        compile_and_run(_raw(case[0]), "llvm-cpu", [x, i[:1] if case is WINDOW_MULTIPLY else i, u])


@pytest.mark.parametrize("case, start", [
    (INSERTED_SET, (1, 3)), (INSERTED_SET, (0, 15)), (INSERTED_SET, (2, 0)),
    (INSERTED_SET, (0, -1)), (WINDOW_MULTIPLY, (0,)), (WINDOW_MULTIPLY, (16,)),
    (WINDOW_MULTIPLY, (17,)), (WINDOW_SUBTRACT_2D, (12, 5)), (WINDOW_SUBTRACT_2D, (13, 0)),
    (WINDOW_SUBTRACT_2D, (3, 2))])
def test_indexed_window_scatters_as_slices_match_xla(case, start):
    module = _module(case[0])
    assert rewrite_indexed_window_scatters(module) == 1
    assert "stablehlo.scatter" not in module_op_names(module)
    rng = np.random.default_rng(sum(start) + 7)
    x = rng.standard_normal(case[1]).astype(np.float32)
    u = rng.standard_normal(case[2]).astype(np.float32)
    (y,) = compile_and_run(module, "llvm-cpu", [x, np.array(start, np.int32), u])
    np.testing.assert_allclose(y, _expected_scatter(case, x, start, u), rtol=1e-6, atol=1e-6)


def test_scatters_iree_compiles_are_left_alone():
    set_window = _scatter("tensor<31x16xf32>", 1, "tensor<15x16xf32>",
                          "update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]")
    slab_add = _scatter("tensor<2x16x16xf32>", 1, "tensor<16x16xf32>",
                        "update_window_dims = [0, 1], inserted_window_dims = [0], "
                        "scatter_dims_to_operand_dims = [0]",
                        "%m = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %m")
    for text in (set_window, slab_add):
        assert rewrite_indexed_window_scatters(_module(text)) == 0


# ---- a sum of a negation on GPU targets (jax-md PME forces) -------------------------------------
NEGATED_SUM = """
func.func @main(%x: tensor<64x64xf32>) -> tensor<64xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.negate %x : tensor<64x64xf32>
  %b = stablehlo.reduce(%n init: %z) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %b : tensor<64xf32>
}"""


@needs_vulkan
def test_hoisted_negation_is_exact_on_vulkan():
    module = _module(NEGATED_SUM)
    assert hoist_reduced_negations(module) == 1
    x = np.random.default_rng(1).standard_normal((64, 64)).astype(np.float32)
    (y,) = compile_and_run(module, "vulkan", [x])
    (want,) = compile_and_run(_raw(NEGATED_SUM), "llvm-cpu", [x])
    np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-5)
    compile_vmfb(module, "cuda", use_cache=False)  # and compiles for cuda


# ---- a point gather fused into a masked, weighted two-dim sum on Vulkan (jax-md PME forces) ----
GATHER_SUM = """
func.func @main(%g: tensor<16x16x16xf32>, %idx: tensor<4096x3xi32>, %mask: tensor<4096xi1>, %a: tensor<64x1x1x1xf32>) -> tensor<64x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %v = "stablehlo.gather"(%g, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x16x16xf32>, tensor<4096x3xi32>) -> tensor<4096xf32>
  %zeros = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<f32>) -> tensor<4096xf32>
  %m = stablehlo.select %mask, %v, %zeros : tensor<4096xi1>, tensor<4096xf32>
  %r = stablehlo.reshape %m : (tensor<4096xf32>) -> tensor<64x4x4x4xf32>
  %ab = stablehlo.broadcast_in_dim %a, dims = [0, 1, 2, 3] : (tensor<64x1x1x1xf32>) -> tensor<64x4x4x4xf32>
  %p = stablehlo.multiply %ab, %r : tensor<64x4x4x4xf32>
  %s = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x4x4x4xf32>, tensor<f32>) -> tensor<64x4xf32>
  return %s : tensor<64x4xf32>
}"""


def _gather_case():
    rng = np.random.default_rng(0)
    g = rng.standard_normal((16, 16, 16)).astype(np.float32)
    idx = rng.integers(0, 16, (4096, 3)).astype(np.int32)
    mask = rng.integers(0, 2, 4096).astype(bool)
    a = rng.standard_normal((64, 1, 1, 1)).astype(np.float32)
    values = np.where(mask, g[idx[:, 0], idx[:, 1], idx[:, 2]], 0).astype(np.float64)
    return [g, idx, mask, a], (values.reshape(64, 4, 4, 4) * a).sum((1, 2))


def _rel(y, want) -> float:
    return float(np.linalg.norm(y - want) / np.linalg.norm(want))


@needs_vulkan
def test_isolated_gather_sum_is_right_on_vulkan():
    module = _module(GATHER_SUM)
    assert isolate_gathers(module) == 1
    inputs, want = _gather_case()
    (y,) = compile_and_run(module, "vulkan", inputs)
    assert _rel(y, want) < 1e-6


# ---- a bool-to-float convert in a matmul operand on SPIR-V (dinosaur's sigma-level sums) -------
BOOL_MATMUL = """
func.func @main(%x: tensor<4x48x24xf32>) -> tensor<4x48x24xf32> {
  %i = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %j = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %b = stablehlo.compare LE, %i, %j, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %f = stablehlo.convert %b : (tensor<4x4xi1>) -> tensor<4x4xf32>
  %y = stablehlo.dot_general %f, %x, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x48x24xf32>) -> tensor<4x48x24xf32>
  return %y : tensor<4x48x24xf32>
}"""


@needs_vulkan
def test_bool_convert_as_select_is_exact_on_vulkan():
    module = _module(BOOL_MATMUL)
    assert rewrite_bool_converts(module) == 1
    x = np.random.default_rng(2).standard_normal((4, 48, 24)).astype(np.float32)
    (y,) = compile_and_run(module, "vulkan", [x])
    want = np.einsum("ij,jkl->ikl", np.triu(np.ones((4, 4))).T, x.astype(np.float64))
    np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-5)
    compile_vmfb(module, "metal", use_cache=False)


@needs_vulkan
@pytest.mark.parametrize("dtype", ["i32", "ui8", "i64"])
def test_bool_to_integer_convert_in_a_matmul_is_right_on_vulkan(dtype):
    """To integers, IREE 3.13's SPIR-V code sign-extended the fused convert (true is -1): the
    triangular mask's product came back negated without an error."""
    np_dtype = {"i32": np.int32, "ui8": np.uint8, "i64": np.int64}[dtype]
    text = BOOL_MATMUL.replace("xf32", f"x{dtype}").replace("HIGHEST", "DEFAULT")
    module = _module(text)
    assert rewrite_bool_converts(module) == 1
    x = np.random.default_rng(3).integers(0, 9, (4, 48, 24)).astype(np_dtype)
    (y,) = iree_vkfft.compile(text, mode="portable", target="vulkan")(x)
    want = np.einsum("ij,jkl->ikl", np.triu(np.ones((4, 4), np.int64)).T, x.astype(np.int64))
    np.testing.assert_array_equal(np.asarray(y), want.astype(np_dtype))


# ---- zero-padding concatenates in a loop (dinosaur's time stepping) ----------------------------
# The reference for a loop is its body unrolled (tests/loop_unrolling.py, checked here first).
def _loop(start=0, stop=3, step=1, direction="LT", body_extra=""):
    return f"""
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {{
  %c0 = stablehlo.constant dense<{start}> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<8xf32>
    cond {{
      %n = stablehlo.constant dense<{stop}> : tensor<i32>
      %p = stablehlo.compare {direction}, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }} do {{
      %s = stablehlo.constant dense<{step}> : tensor<i32>
      %i2 = stablehlo.add %i, %s : tensor<i32>
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %t = stablehlo.reduce(%v init: %z) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
      %tb = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %half = stablehlo.constant dense<0.5> : tensor<8xf32>
      %w = stablehlo.multiply %v, %half : tensor<8xf32>
      %v2 = stablehlo.add %w, %tb : tensor<8xf32>{body_extra}
      stablehlo.return %i2, %v2 : tensor<i32>, tensor<8xf32>
    }}
  return %r#1 : tensor<8xf32>
}}"""


@pytest.mark.parametrize("kwargs, trips", [
    (dict(), 3), (dict(start=2, stop=9, step=3), 3), (dict(start=5, stop=5), 0),
    (dict(start=7, stop=3), 0), (dict(direction="LE"), None), (dict(step=0), None),
    (dict(step=-1), None)])
def test_static_trip_count(kwargs, trips):
    module = _module(_loop(**kwargs))
    (loop,) = find_ops(module.operation, lambda o: o.name == "stablehlo.while")
    assert static_trip_count(loop) == trips


def _loop_reference(x, trips):
    v = x.astype(np.float64)
    for _ in range(trips):
        v = 0.5 * v + v.sum()
    return v


@pytest.mark.parametrize("kwargs, trips", [(dict(stop=3), 3), (dict(stop=1), 1),
                                           (dict(start=4, stop=4), 0)])
def test_unrolled_loop_computes_the_loop(kwargs, trips):
    module = _module(_loop(**kwargs))
    assert unroll_counted_whiles(module) == 1
    assert "stablehlo.while" not in module_op_names(module)
    assert len(find_ops(module.operation, lambda o: o.name == "stablehlo.reduce")) == trips
    x = np.arange(1, 9, dtype=np.float32) / 8
    (y,) = compile_and_run(module, "llvm-cpu", [x])
    np.testing.assert_allclose(y, _loop_reference(x, trips), rtol=1e-5)


def test_long_or_uncounted_loops_stay_loops():
    assert unroll_counted_whiles(_module(_loop(stop=MAX_TRIPS + 1))) == 0
    assert unroll_counted_whiles(_module(_loop(direction="LE"))) == 0
    assert unroll_counted_whiles(_module(_loop(stop=4)), max_ops=10) == 0


REPRO = Path(__file__).parent / "data" / "iree_repros" / "constant-concatenates.mlir"


def _repro_outputs(rewrite=None, unroll=False):
    module = _raw(REPRO.read_text())
    if rewrite is not None:
        assert rewrite(module) > 0
    if unroll:
        assert unroll_counted_whiles(module) == 1
    (fn,) = find_ops(module.operation, lambda o: o.name == "func.func")
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(ir.RankedTensorType(t).shape).astype(np.float32)
              for t in ftype.inputs]
    return compile_and_run(module, "llvm-cpu", inputs)


def test_iree_miscompiles_a_loop_over_zero_padding_concatenates():
    """dinosaur's time-stepping loop reduced to 66 ops (its FFTs replaced by slices, the
    loop's constants made arguments): two trips on llvm-cpu are wrong without an error;
    unrolled, or with the concatenates as selects, right (bit for bit here)."""
    want = _repro_outputs(unroll=True)
    raw = _repro_outputs()
    fixed = _repro_outputs(rewrite_constant_concatenates)
    assert max(_rel(y, w) for y, w in zip(raw, want)) > 0.1
    for y, w in zip(fixed, want):
        np.testing.assert_array_equal(y, w)


def test_concatenates_without_constants_are_left_alone():
    text = """
func.func @main(%a: tensor<1x4xf32>, %b: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %c = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %c : tensor<3x4xf32>
}"""
    assert rewrite_constant_concatenates(_module(text)) == 0
    padded = text.replace("%a: tensor<1x4xf32>, ", "").replace(
        "  %c = ", "  %a = stablehlo.constant dense<0.0> : tensor<1x4xf32>\n  %c = ")
    module = _module(padded)
    assert rewrite_constant_concatenates(module) == 1
    b = np.arange(8, dtype=np.float32).reshape(2, 4)
    (y,) = compile_and_run(module, "llvm-cpu", [b])
    np.testing.assert_array_equal(y, np.concatenate([np.zeros((1, 4), np.float32), b]))


def test_a_concatenate_of_constants_only_stays_a_constant():
    """JAX's index vector of a window scatter (``concatenate([bcast(24), bcast(0)])``): a
    constant, left alone (as selects it stopped IREE 3.8 compiling the FNO, see
    ``rewrite_constant_concatenates``)."""
    text = """
func.func @main() -> tensor<2xi32> {
  %c = stablehlo.constant dense<24> : tensor<i32>
  %a = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %d = stablehlo.constant dense<[5]> : tensor<1xi32>
  %r = stablehlo.concatenate %a, %b, %d, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %s = stablehlo.slice %r [0:2] : (tensor<3xi32>) -> tensor<2xi32>
  return %s : tensor<2xi32>
}"""
    assert rewrite_constant_concatenates(_module(text)) == 0


DINOSAUR = Path(__file__).parent / "data" / "programs" / "libraries" / \
    "dinosaur_primitive_equations_step"


@pytest.mark.slow
@pytest.mark.parametrize("steps", [2, 12])
def test_dinosaurs_time_stepping_loop_of_any_length(steps):
    """dinosaur's primitive-equation steps as a ``stablehlo.while`` of 2 and 12 trips
    (portable mode, llvm-cpu) against split mode, which drives the loop from Python: IREE
    3.13 alone is wrong without an error; with the workarounds, right."""
    from iree_vkfft.pipeline import compile
    from iree_vkfft.toolchain.options import CompileOptions

    text = DINOSAUR.with_suffix(".mlir").read_text().replace(
        "%c_95 = stablehlo.constant dense<4> : tensor<i32>",
        f"%c_95 = stablehlo.constant dense<{steps}> : tensor<i32>", 1)
    with np.load(DINOSAUR.with_suffix(".npz")) as data:
        inputs = [data[f"in{i}"] for i in range(4)]
    want = compile(text, mode="split", fft="host", target="llvm-cpu")(*inputs)
    raw = compile(text, mode="portable", use_cache=False,
                  options=CompileOptions(target="llvm-cpu", workarounds=False))(*inputs)
    fixed = compile(text, mode="portable", target="llvm-cpu", use_cache=False)(*inputs)
    assert any(not np.isfinite(y).all() or _rel(y, w) > 1e-2 for y, w in zip(raw, want))
    assert max(_rel(y, w) for y, w in zip(fixed, want)) < 1e-5


# ---- an IREE failure with no rewrite names the op and its line in the user's program -----------
def test_iree_failure_names_the_op_and_its_line_in_the_program():
    """With the workarounds off, s2fft's inverse transform fails in IREE in a split segment:
    split mode narrows the failure down to the scatter, and the error names it and the
    program's own line of it (161), not the segment's."""
    from iree_vkfft.pipeline import compile
    from iree_vkfft.toolchain.options import CompileOptions

    path = DINOSAUR.parent / "s2fft_inverse.mlir"
    assert '%47 = "stablehlo.scatter"' in path.read_text().splitlines()[160]
    with pytest.raises(IreeCompileError) as info:
        compile(path, mode="split", fft="host", use_cache=False,
                options=CompileOptions(target="llvm-cpu", workarounds=False))
    assert ("iree-compile fails on stablehlo.scatter at loc(callsite(line 161:11"
            in str(info.value)) and "outside its FFTs" in str(info.value)


# ---- constant math folded with numpy (s2fft's quadrature tables) ---------------------------
def test_constant_math_folds_exactly_through_many_erasures():
    """Every transcendental of constants folded, each fold erasing an op and creating a
    constant: chained and independent ones all equal numpy's float64 values (the fold once
    read a value cached for an erased op whose storage a new op reused: inf, no error)."""
    from iree_vkfft.workarounds.rewrites import fold_constant_math

    n, chains = 63, 40
    lines, outs = [], []
    for c in range(chains):
        lines += [f"%h{c} = stablehlo.constant dense<{0.01 * (c + 1)!r}> : tensor<{n}xf64>",
                  f"%t{c} = stablehlo.multiply %i, %h{c} : tensor<{n}xf64>",
                  f"%s{c} = stablehlo.sine %t{c} : tensor<{n}xf64>",
                  f"%e{c} = stablehlo.exponential %s{c} : tensor<{n}xf64>",
                  f"%l{c} = stablehlo.log %e{c} : tensor<{n}xf64>",
                  f"%y{c} = stablehlo.multiply %x, %l{c} : tensor<{n}xf64>"]
        outs.append(f"%y{c}")
    sig = ", ".join([f"tensor<{n}xf64>"] * chains)
    text = (f"func.func @main(%x: tensor<{n}xf64>) -> ({sig}) {{\n"
            f"  %i = stablehlo.iota dim = 0 : tensor<{n}xf64>\n  "
            + "\n  ".join(lines) + f"\n  return {', '.join(outs)} : {sig}\n}}")
    module = _module(text)
    assert fold_constant_math(module) == 3 * chains
    assert not find_ops(module.operation, lambda o: o.name in (
        "stablehlo.sine", "stablehlo.exponential", "stablehlo.log"))
    x = np.random.default_rng(0).standard_normal(n)
    outs = compile_and_run(module, "llvm-cpu", [x])
    for c, y in enumerate(outs):
        want = x * np.log(np.exp(np.sin(np.arange(n) * (0.01 * (c + 1)))))
        np.testing.assert_allclose(y, want, rtol=1e-13, atol=1e-15)


def test_costly_broadcast_scalars_are_isolated_and_exact():
    """scalars-computed-once: a sqrt scalar broadcast into an n-D multiply gets a barrier (so
    IREE computes it once, not per element), a cheap complex(c, 0) scalar does not; outputs
    equal numpy's."""
    from iree_vkfft.workarounds.rewrites import isolate_costly_broadcast_scalars

    text = """func.func @main(%x: tensor<8x16xcomplex<f32>>, %n: tensor<complex<f32>>) -> tensor<8x16xcomplex<f32>> {
  %s = stablehlo.sqrt %n : tensor<complex<f32>>
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<complex<f32>>) -> tensor<8x16xcomplex<f32>>
  %c1 = stablehlo.constant dense<2.0> : tensor<f32>
  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %k = stablehlo.complex %c1, %c0 : tensor<complex<f32>>
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<complex<f32>>) -> tensor<8x16xcomplex<f32>>
  %y = stablehlo.multiply %x, %b : tensor<8x16xcomplex<f32>>
  %z = stablehlo.multiply %y, %kb : tensor<8x16xcomplex<f32>>
  return %z : tensor<8x16xcomplex<f32>>
}"""
    module = _module(text)
    assert isolate_costly_broadcast_scalars(module) == 1
    assert isolate_costly_broadcast_scalars(module) == 0  # idempotent
    assert len(find_ops(module.operation,
                        lambda o: o.name == "stablehlo.optimization_barrier")) == 1
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((8, 16)) + 1j * rng.standard_normal((8, 16))).astype(np.complex64)
    n = np.array(15360 + 0j, np.complex64)
    y, = compile_and_run(module, "llvm-cpu", [x, n])
    np.testing.assert_allclose(y, x * np.sqrt(15360.0) * 2, rtol=2e-6)
