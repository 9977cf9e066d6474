"""Registry entry broadcast-reduction-consumers (workarounds/fusion_barriers.py): a reduction
fused with a consumer that broadcasts its result along a new leading dim left part of the
output unwritten on Vulkan (zeros here; dinosaur's imex step: NaN from call to call)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.stablehlo.parse import parse_program
from iree_vkfft.workarounds.fusion_barriers import isolate_broadcast_reductions
from portable_helpers import needs_vulkan

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

REPRO = Path(__file__).parent / "data" / "iree_repros" / "broadcast-reduction-consumers.mlir"
DINOSAUR = (Path(__file__).parent / "data" / "programs" / "libraries"
            / "dinosaur_primitive_equations_t21_imex")


def _inputs():
    rng = np.random.default_rng(3)
    return [rng.standard_normal(s).astype(np.float32)
            for s in ((8, 44), (8, 44, 23), (23, 1, 8), (8, 1, 1))]


def _expected(x, a, w, s):
    d = np.einsum("kjb,bqk->bjq", a.astype(np.float64), w.astype(np.float64))  # 23x44x1
    return [x + x.sum(0), s * np.transpose(d, (2, 1, 0))]


def test_only_reductions_feeding_a_broadcast_get_a_barrier():
    module, _ = parse_program(REPRO.read_text())
    assert isolate_broadcast_reductions(module) == 2
    module.operation.verify()
    text = "func.func @main(%x: tensor<8x44xf32>) -> tensor<44xf32> {\n" \
           "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n" \
           "  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = " \
           "[0] : (tensor<8x44xf32>, tensor<f32>) -> tensor<44xf32>\n" \
           "  return %s : tensor<44xf32>\n}"
    module, _ = parse_program(text)
    assert isolate_broadcast_reductions(module) == 0


@needs_vulkan
@pytest.mark.parametrize("mode", ["portable", "split"])  # no FFT: inline is portable's form
def test_the_repro_is_right_on_vulkan(mode):
    inputs = _inputs()
    program = iree_vkfft.compile(REPRO, mode=mode, target="vulkan")
    for _ in range(3):  # it was wrong on every call, the big program on some calls
        for y, e in zip(program(*inputs), _expected(*inputs)):
            np.testing.assert_allclose(np.asarray(y), e, rtol=2e-5, atol=2e-5)


@pytest.mark.slow
@pytest.mark.ci  # issue 43's NaN, which changed from call to call (~30 s)
@needs_vulkan
@pytest.mark.parametrize("mode", ["portable", "inline"])
def test_dinosaur_imex_steps_are_right_on_vulkan_call_after_call(mode):
    with np.load(DINOSAUR.with_suffix(".npz")) as d:
        inputs = [d[f"in{i}"] for i in range(4)]
        refs = [d[f"ref{i}"] for i in range(4)]
    program = iree_vkfft.compile(DINOSAUR.with_suffix(".mlir"), mode=mode, target="vulkan")
    for _ in range(3):
        for y, r in zip(program(*inputs), refs):
            y = np.asarray(y)
            assert np.isfinite(y).all()
            assert np.linalg.norm(y - r) / np.linalg.norm(r) < 1e-4


#: JAX's own forms of a reduction broadcast back (jax.jit(...).lower emits the reduction's
#: result broadcast first to unit dims, 44 -> 1x44, then along the new dim, 1x44 -> 8x44; the
#: entry once saw only a direct broadcast, and x + x.sum(0) from JAX came back 11.8 off on
#: lavapipe without an error), through element-wise ops between the two
JAX_FORMS = {
    "x + x.sum(0)": lambda x: x + x.sum(0),
    "x - x.mean(0)": lambda x: x - x.mean(0),
    "softmax over axis 0": lambda x: (lambda e: e / e.sum(0))(2.0 ** (x - x.max(0))),
    "x * sqrt(|x|.sum(0))": lambda x: x * (abs(x).sum(0) ** 0.5),
    "x + (x @ x.T).sum(0)[:, None]": lambda x: x + (x @ x.T).sum(0)[:, None],
}
#: the forms whose broadcast makes the leading dim
LEADING = set(list(JAX_FORMS)[:4])


@needs_vulkan
@pytest.mark.parametrize("form", list(JAX_FORMS))
def test_jaxs_own_forms_are_right_on_vulkan(form):
    jax = pytest.importorskip("jax")
    import xla_oracle as X

    x = np.random.default_rng(5).standard_normal((8, 44)).astype(np.float32)
    text = jax.jit(JAX_FORMS[form]).lower(x).as_text()
    module, _ = parse_program(text)
    # the rule: a barrier where the broadcast makes the leading dim (those reducing axis 0)
    assert (isolate_broadcast_reductions(module) >= 1) == (form in LEADING), form
    program = iree_vkfft.compile(text, mode="portable", target="vulkan")
    (expected,) = X.xla(text, [x])
    for _ in range(2):
        (y,) = program(x)
        np.testing.assert_allclose(np.asarray(y), expected, rtol=2e-5, atol=2e-5)


#: every reduction of an 8x5x44 tensor broadcast back: (reduce, axes, keepdims)
MATRIX = [(red, axes, keep) for red in ("sum", "max") for axes in ((0,), (1,), (2,), (0, 1), (1, 2))
          for keep in (False, True)]


@pytest.mark.slow
@pytest.mark.ci  # ~30 s on lavapipe
@needs_vulkan
def test_every_reduction_broadcast_back_is_right_on_vulkan_and_only_the_leading_gets_a_barrier():
    """The rule's evidence, kept as a test: without the entry, IREE 3.13 on lavapipe is wrong
    exactly when axis 0 is reduced and broadcast back (2026-12-07); with it, every form is
    XLA's, and the barrier goes only where the broadcast makes the leading dim (a barrier on
    every softmax and layer norm kept Whisper's decoder loop from compiling)."""
    jax = pytest.importorskip("jax")
    import xla_oracle as X

    x = np.random.default_rng(6).standard_normal((8, 5, 44)).astype(np.float32)
    for red, axes, keep in MATRIX:
        def f(v, red=red, axes=axes, keep=keep):
            r = getattr(v, red)(axes, keepdims=keep)
            return v + (r if keep or axes[0] == 0 else jax.numpy.expand_dims(r, axes))
        text = jax.jit(f).lower(x).as_text()
        module, _ = parse_program(text)
        assert (isolate_broadcast_reductions(module) > 0) == (axes[0] == 0), (red, axes, keep)
        (expected,) = X.xla(text, [x])
        (y,) = iree_vkfft.compile(text, mode="portable", target="vulkan")(x)
        np.testing.assert_allclose(np.asarray(y), expected, rtol=2e-5, atol=2e-5,
                                   err_msg=f"{red} over {axes}, keepdims={keep}")
