"""XLA as a second oracle for every program the repository holds and every rewrite this project
makes (issue 43; helpers in tests/xla_oracle.py):

* our rewrites: XLA on the original module against XLA on the module each mode hands
  iree-compile (portable mode's FFT forms and the registry's rewrites for each target), on the
  stored inputs and seeded draws; and each registry entry alone, on its repro and on every
  program it changes;
* IREE: each program compiled by iree_vkfft against XLA on seeded draws (the library sets do the
  same in tests/test_library_programs.py on the modules they compile anyway);
* the FFT forms on generated modules (hypothesis): kinds, lengths (primes, odd, many different
  lengths in one module), batches, float64, loops.

Default run: the small programs; the library sets and Vulkan are ``slow`` (CI runs them: the
library sets' rewrites in its XLA step, IREE on Vulkan as ``slow and ci``).
"""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("jax")

import iree_vkfft  # noqa: E402
from iree_vkfft.portable import PortableError  # noqa: E402
from iree_vkfft.stablehlo.match import find_ops  # noqa: E402
from iree_vkfft.stablehlo.parse import parse_program  # noqa: E402
from iree_vkfft.toolchain.options import CompileOptions  # noqa: E402
from iree_vkfft.workarounds import registry  # noqa: E402
from portable_helpers import needs_vulkan  # noqa: E402

import xla_oracle as X  # noqa: E402

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

REPROS = X.DATA.parent / "iree_repros"
#: programs whose oracle runs take over a few seconds: slow
LARGE = {name for name in X.PROGRAMS
         if name.split("/")[0] in ("libraries", "wave2", "wave3", "whisper")}
#: the programs whose rewritten modules XLA reads (a symbolic shape's assertions become
#: cf.assert in the module iree-compile gets; those programs are checked through IREE)
STATIC = {name: path for name, path in X.PROGRAMS.items() if X.is_static(path.read_text())}


def _assert_same_as_xla(text: str, rewritten: str, input_sets, what: str) -> None:
    for inputs in input_sets:
        report = X.agreement(X.xla(rewritten, inputs), text, inputs, what=what)
        assert not X.failure(report), X.failure(report)


def _rewrite_params():
    for name in STATIC:
        for mode in X.MODES:
            for target in X.TARGETS[mode]:
                marks = [pytest.mark.slow] if name in LARGE else []
                yield pytest.param(name, mode, target, id=f"{name}-{mode}-{target}", marks=marks)


@pytest.mark.parametrize("name, mode, target", list(_rewrite_params()))
def test_rewritten_module_computes_what_xla_computes(name, mode, target):
    path = STATIC[name]
    text = path.read_text()
    try:
        rewritten = X.rewritten(text, mode, target, disable=X.XLA_MISCOMPUTES.get(name, ()))
    except PortableError as e:
        assert "needs float64" in str(e) and target == "metal-spirv"
        return
    _assert_same_as_xla(text, rewritten, X.input_draws(text, path, draws=1),
                        f"{mode} rewrite for {target}")


# ---- each registry entry on its own ----------------------------------------------------------
CHECKED = [w for w in registry.REGISTRY if w.rewrite is not None and not w.xla_unchecked]


def _xla_reads(text: str) -> bool:
    module, _ = parse_program(text)
    return not find_ops(module.operation,
                        lambda o: o.name.split(".")[0] not in X.XLA_DIALECTS)


@pytest.mark.parametrize("entry", CHECKED, ids=lambda w: w.name)
def test_each_entry_alone_keeps_xla_numbers_on_its_repro_and_the_programs(entry):
    """Every entry XLA can check, applied alone, keeps XLA's numbers wherever it changes
    something: its repro (when XLA reads it) and the small programs."""
    sources = [(f"repro {entry.repro}", REPROS / entry.repro)] if entry.repro else []
    sources += [(name, STATIC[name]) for name in STATIC if name not in LARGE]
    changed = 0
    for label, path in sources:
        if not path.exists():
            continue
        text = path.read_text()
        if not X.is_static(text) or not _xla_reads(text):
            continue
        after = X.changed_by(entry, text)
        if after is None:
            continue
        changed += 1
        _assert_same_as_xla(text, after, X.input_draws(text, path, draws=2),
                            f"{entry.name} alone on {label}")
    if not changed:
        pytest.skip(f"{entry.name} changes nothing XLA reads here (flags or other targets' "
                    "forms only)")


@pytest.mark.slow
@pytest.mark.parametrize("entry", CHECKED, ids=lambda w: w.name)
def test_each_entry_alone_keeps_xla_numbers_on_the_library_programs(entry):
    for name in sorted(LARGE & set(STATIC)):
        text = STATIC[name].read_text()
        after = X.changed_by(entry, text)
        if after is not None and entry.name not in X.XLA_MISCOMPUTES.get(name, {}):
            _assert_same_as_xla(text, after, X.input_draws(text, STATIC[name], draws=1),
                                f"{entry.name} alone on {name}")


@pytest.mark.slow
@pytest.mark.parametrize("name, entry", [(n, e) for n, entries in X.XLA_MISCOMPUTES.items()
                                         for e in entries])
def test_what_xla_miscomputes_is_xlas_bug_not_the_rewrite(name, entry):
    """The canary of each exception the oracle makes: XLA still differs on the rewritten
    module, and IREE (split mode, host FFTs, llvm-cpu) computes it as XLA computes the
    original. The day XLA is fixed, the first assertion fails: drop the exception."""
    path = STATIC[name]
    text = path.read_text()
    after = X.changed_by(registry.by_name(entry), text)
    inputs = X.stored_inputs(path)
    report = X.agreement(X.xla(after, inputs), text, inputs, what=f"XLA after {entry}")
    assert X.failure(report), f"XLA now computes {name} after {entry} right: drop the exception"
    program = iree_vkfft.compile(after, mode="split", fft="host", options=CompileOptions(
        target="llvm-cpu", disable_workarounds=(entry,)))
    report = X.agreement(program(*inputs), text, inputs, what=f"IREE after {entry}")
    assert not X.failure(report), X.failure(report)


def test_every_unchecked_entry_says_why_and_really_emits_what_xla_cannot_read():
    for w in registry.REGISTRY:
        if w.xla_unchecked:
            assert w.rewrite is not None and "XLA" in w.xla_unchecked, w.name


# ---- the torch front end's StableHLO --------------------------------------------------------
TORCH = X.DATA / "torch"
#: programs whose front-end functions the default run checks (every op form: stft + fixes,
#: istft, 2-D r2c/c2r, Bluestein lengths, ONNX's DFT forms, the FNO's complex einsum, float64);
#: the other programs are ``slow`` (CI's XLA step runs them: ~75 s for all 70)
TORCH_DEFAULT = {"whisper_log_mel.torch", "istft_vocoder_tail_polar.torch", "rfft2_lowpass.torch",
                 "rfft_f32_401_ortho.onnx", "fft_f32_127.torch", "fno2d_block.torch",
                 "irfft_c64_400.onnx", "form_rfft_float64.torch"}
#: the mode/target pairs whose StableHLO rewrites XLA reads
TORCH_REWRITES = [(mode, target) for mode in ("portable", "split") for target in X.TARGETS[mode]]
_checked_functions: set[str] = set()  # one function shared by programs is checked once


def _torch_params():
    for path in sorted(TORCH.glob("*.mlir")):
        name = path.name.removesuffix(".mlir")
        marks = [] if name in TORCH_DEFAULT else [pytest.mark.slow]  # CI's XLA step runs them
        yield pytest.param(path, id=name, marks=marks)


@pytest.mark.parametrize("path", list(_torch_params()))
def test_the_torch_front_ends_stablehlo_keeps_xla_numbers_through_each_mode(path):
    """The torch front end lowers a torch or ONNX program to linalg (IREE's torch passes) and
    private StableHLO functions (every FFT op's semantics, matrix products). XLA cannot read
    the linalg, but each StableHLO function it can: XLA on the function as emitted against XLA
    on what each mode makes of it (portable mode's FFT forms, the registry's rewrites), on
    seeded draws. (The front end's semantics against numpy: tests/test_torch_semantics.py, on
    XLA and IREE; whole programs against eager torch: tests/test_torch_frontend.py.)"""
    from iree_vkfft import torch as torch_frontend

    lowered = torch_frontend.lower(path)
    functions = X.stablehlo_functions(lowered.module)
    assert functions, "the front end emitted no StableHLO function"
    for fn in functions:
        key = str(fn.operation)
        if key in _checked_functions:
            continue
        text = X.calling_module(lowered.module, fn)
        for mode, target in TORCH_REWRITES:
            try:
                after = X.rewritten(text, mode, target)
            except PortableError as e:
                assert "needs float64" in str(e) and target == "metal-spirv"
                continue
            if after != text:
                _assert_same_as_xla(text, after, X.input_draws(text, draws=1),
                                    f"{mode} rewrite for {target} of {path.name}'s "
                                    f"@{fn.attributes['sym_name']}")
        _checked_functions.add(key)


# ---- IREE against XLA -----------------------------------------------------------------------
CONFIGS = {"portable-cpu": dict(mode="portable", target="llvm-cpu"),
           "split-cpu": dict(mode="split", target="llvm-cpu"),
           "portable-vk": dict(mode="portable", target="vulkan"),
           "inline-vk": dict(mode="inline", target="vulkan")}


def _iree_params():
    for name in X.PROGRAMS:
        if name in LARGE:
            continue  # tests/test_library_programs.py compares those with XLA
        for config in CONFIGS:
            # Vulkan: slow; inline mode's cells in CI (`slow and ci`: 34 cells, ~1.5 min on 2
            # cores; portable mode's programs run on Vulkan in CI against their references,
            # tests/test_portable_programs.py)
            marks = ([needs_vulkan, pytest.mark.slow] if config.endswith("-vk") else [])
            if config == "inline-vk":
                marks.append(pytest.mark.ci)
            yield pytest.param(name, config, id=f"{name}-{config}", marks=marks)


@pytest.mark.parametrize("name, config", list(_iree_params()))
def test_compiled_program_computes_what_xla_computes(name, config):
    text = X.PROGRAMS[name].read_text()
    try:
        program = iree_vkfft.compile(text, **CONFIGS[config])
    except PortableError as e:
        pytest.skip(f"refused with a clear error: {e}")
    X.assert_agrees(program, text, seed=1)


# ---- the portable FFT forms on generated modules ---------------------------------------------
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings, strategies as st  # noqa: E402

#: lengths with every kind of plan: 1, radix chains, primes up to and past the radix limit
#: (dense stages, Bluestein), odd composites, the dense-DFT rule's edges (64, 96, 97)
LENGTHS = st.one_of(st.integers(1, 130), st.sampled_from([127, 128, 200, 211, 256, 400, 401]))


def _fft_program(kind: str, lengths: list[int], rows: int, float64: bool, loop: bool):
    """A JAX program of ``kind`` over the last ``len(lengths)`` axes (several 1-D programs of
    different lengths in one module when ``kind`` ends in "-many"), and its input."""
    jax = X._jax()
    jnp = jax.numpy
    rng = np.random.default_rng(sum(lengths) + rows)
    real = np.float64 if float64 else np.float32
    cplx = np.complex128 if float64 else np.complex64
    shape = (rows, *lengths)
    z = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(cplx)
    x = rng.standard_normal(shape).astype(real)
    axes = tuple(range(-len(lengths), 0))
    funcs = {"fft": (lambda a: jnp.fft.fftn(a, axes=axes), z),
             "ifft": (lambda a: jnp.fft.ifftn(a, axes=axes), z),
             "rfft": (lambda a: jnp.fft.rfftn(a, axes=axes), x),
             "irfft": (lambda a: jnp.fft.irfftn(jnp.fft.rfftn(a, axes=axes), s=lengths,
                                                axes=axes), x)}
    f, arg = funcs[kind]
    if loop:  # the transform in a fori_loop body (the dense rule differs in loops)
        g, out = f, jax.eval_shape(f, arg)

        def f(a):
            def body(i, acc):
                return acc + g(a * (i + 1).astype(a.dtype))
            return jax.lax.fori_loop(0, 2, body, jnp.zeros(out.shape, out.dtype))
    return jax.jit(f).lower(arg).as_text(), [arg]


@settings(max_examples=25, deadline=None, derandomize=True)
@given(kind=st.sampled_from(["fft", "ifft", "rfft", "irfft"]),
       lengths=st.lists(LENGTHS, min_size=1, max_size=2), rows=st.sampled_from([1, 2, 9]),
       float64=st.booleans(), loop=st.booleans())
def test_portable_fft_forms_compute_what_xla_computes(kind, lengths, rows, float64, loop):
    text, inputs = _fft_program(kind, lengths, rows, float64, loop)  # x64 is on: f64 stays
    for target in ("llvm-cpu", "vulkan-spirv"):
        rewritten = X.rewritten(text, "portable", target)
        _assert_same_as_xla(text, rewritten, [inputs], f"portable {kind} {lengths} x{rows}")


@settings(max_examples=6, deadline=None, derandomize=True)
@given(lengths=st.lists(LENGTHS, min_size=3, max_size=8, unique=True),
       kind=st.sampled_from(["fft", "ifft", "rfft", "irfft"]))
def test_many_different_lengths_in_one_module(lengths, kind):
    """One module holding transforms of many lengths (s2fft's HEALPix rings): each one's
    rewrite is its own, whatever the others are."""
    jax = X._jax()
    jnp = jax.numpy
    rng = np.random.default_rng(len(lengths))
    xs = [rng.standard_normal((2, n)).astype(np.float32) for n in lengths]
    op = {"fft": jnp.fft.fft, "ifft": jnp.fft.ifft, "rfft": jnp.fft.rfft,
          "irfft": lambda a: jnp.fft.irfft(jnp.fft.rfft(a), n=a.shape[-1])}[kind]
    text = jax.jit(lambda *a: [op(v) for v in a]).lower(*xs).as_text()
    _assert_same_as_xla(text, X.rewritten(text, "portable", "llvm-cpu"), [xs],
                        f"portable {kind} of lengths {lengths}")


@pytest.mark.parametrize("n", [8, 20, 64, 96, 128, 400, 9])
@pytest.mark.parametrize("rows", [1, 16])
def test_the_phase_of_a_real_signals_spectrum_is_xlas(n, rows):
    """``angle(rfft(x))``: a real signal's DC and Nyquist bins are real, their imaginary parts
    exactly +0 in XLA (pocketfft); an imaginary part of -1e-16 made angle -pi where XLA says
    +pi (normwise tests never see it: one bin). Portable mode's twiddles are exact at quarter
    turns. Dense (small n) and staged (large n) forms, one row and many."""
    jax = X._jax()
    jnp = jax.numpy
    x = np.random.default_rng(n + rows).standard_normal((rows, n)).astype(np.float32)
    text = jax.jit(lambda a: jnp.angle(jnp.fft.rfft(a))).lower(x).as_text()
    (expected,) = X.xla(text, [x])
    (got,) = iree_vkfft.compile(text, mode="portable")(x)
    np.testing.assert_allclose(np.asarray(got), expected, atol=1e-4, rtol=0)
