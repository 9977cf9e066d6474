"""Programs exported from published JAX libraries (tests/data/programs/libraries, issue 18's
set, and tests/data/programs/wave2, issue 32's: both made by
examples/programs/gen_library_programs.py) in every mode and target, against their float64
references: each output within ten times JAX-CPU's own float32 error (or a floor of a few
roundings), or a clear error naming IREE's failure where IREE has no way around it; and
against XLA running the same text on a seeded draw of inputs (tests/xla_oracle.py: it caught
s2fft's HEALPix inverse, 0.59 off in portable mode, that the stored inputs' check also sees).

Default run: split (its default ``fft="auto"``: host FFTs, those in loops and the small ones
inside IREE's segments) and portable mode on llvm-cpu; split with every FFT on the host
(check's reference), VkFFT FFTs, Vulkan (inline, portable), the cuda compile and the
differential check are ``slow``, and so are the ``LARGE`` programs in every configuration."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.pipeline import compile
from iree_vkfft.toolchain import IreeCompileError

try:
    import jax  # noqa: F401  (a test dependency: XLA is the second oracle)
    import xla_oracle as XLA
except ImportError:
    XLA = None

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

LIBRARIES = Path(__file__).parent / "data" / "programs" / "libraries"
WAVE2 = Path(__file__).parent / "data" / "programs" / "wave2"
#: issue 45's third wave (exponax, kymatio)
WAVE3 = Path(__file__).parent / "data" / "programs" / "wave3"
#: program -> its file
PATHS = {p.stem: p for folder in (LIBRARIES, WAVE2, WAVE3)
         for p in sorted(folder.glob("*.mlir"))}
NAMES = sorted(PATHS)

CONFIGS = {
    "split": dict(mode="split", target="llvm-cpu"),  # fft="auto": what users get
    "split-host": dict(mode="split", target="llvm-cpu", fft="host"),  # check's reference
    "portable-cpu": dict(mode="portable", target="llvm-cpu"),
    "split-vkfft": dict(mode="split", target="llvm-cpu", fft="vkfft"),
    "split-vk": dict(mode="split", target="vulkan", fft="vkfft"),  # FFTs on IREE's device
    "split-vk-host": dict(mode="split", target="vulkan", fft="host"),
    "inline-vk": dict(mode="inline", target="vulkan"),
    "portable-vk": dict(mode="portable", target="vulkan"),
    "portable-cuda": dict(mode="portable", target="cuda"),  # compile only: no device here
}
SLOW_CONFIGS = {"split-host", "split-vkfft", "split-vk", "split-vk-host", "inline-vk", "portable-vk",
                "portable-cuda"}
COMPILE_ONLY = {"portable-cuda"}
#: programs whose split and portable-cpu runs together take over 12 s on CI's 2 cores (measured
#: 2026-12-07: s2fft_forward_mw_L32 100 s, the other s2fft ones 26-47 s, dinosaur's IMEX T21 and
#: jax-cfd's Navier-Stokes 28 s, diffrax's 15 s): ``slow`` in every configuration
LARGE = {"s2fft_forward_mw_L32", "s2fft_forward_spin2_dh", "s2fft_inverse", "s2fft_forward",
         "s2fft_wigner_forward_mw", "s2fft_inverse_healpix_precompute",
         "dinosaur_primitive_equations_t21_imex", "jaxcfd_navier_stokes_2d",
         "dinosaur_primitive_equations_step", "dinosaur_primitive_equations_t21",
         "jaxpm_lpt_step", "diffrax_kdv", "diffrax_burgers",
         # the third wave (2026-12-07): exponax's rollouts 16-91 s (two 20-trip scans unrolled
         # by unroll-counted-loops: 41 s to compile, 1.1 ms a call; 5 s and 3.8 ms without)
         "exponax_burgers_grad", "exponax_burgers2d_grad", "exponax_kdv_rollout",
         "exponax_ks_grad", "kymatio_scattering1d", "kymatio_scattering2d"}  # kymatio: 18-22 s
#: the large programs CI runs in portable mode on llvm-cpu: issue 43's (s2fft's HEALPix inverse
#: was 0.55 off there; dinosaur's IMEX steps) and one of each other library (~80 s in all)
CI_LARGE = {"s2fft_inverse_healpix_precompute", "dinosaur_primitive_equations_t21_imex",
            "jaxcfd_navier_stokes_2d", "s2fft_inverse", "diffrax_kdv", "jaxpm_lpt_step"}
#: and on Vulkan (lavapipe) in portable mode: issue 43's two programs (~36 s), whose wrong
#: numbers were there too (dinosaur's NaN only there)
CI_VULKAN = {"s2fft_inverse_healpix_precompute", "dinosaur_primitive_equations_t21_imex",
             # issue 45: exponax's gradient 1e6 off (complex-scalar-initializers), kymatio's
             # scattering 0.68 off or NaN (broadcast-reduction-consumers' complex parts)
             "exponax_burgers2d_grad", "kymatio_scattering2d"}
#: and split mode with host FFTs, which drives loops holding FFTs from Python: exponax's
#: gradient through a rollout was 9% off there (copied-arguments)
CI_SPLIT_HOST = {"exponax_burgers_grad", "exponax_ks_grad"}

#: (program, configuration) -> (exception type, message pattern): IREE's failures around the
#: FFTs that no rewrite avoids; each one also has a minimal repro in test_library_workarounds.py
#: SPIR-V's GLSL math has no float64 exp (registry entry f64-math-on-host, whose canary proves
#: it): s2fft's MW programs compute exp of their data in float64, so no one-module Vulkan
#: program exists; split mode runs those ops on the host (split-vk), and the error says so
IREE_FAILURES: dict[tuple[str, str], tuple[type, str]] = {
    (name, config): (IreeCompileError, r"(?s)spirv\.GL\.Exp.*but got 'f64'"
                                       r".*mode='split' runs this program")
    for name in ("s2fft_forward_mw_L32", "s2fft_wigner_forward_mw")
    for config in ("inline-vk", "portable-vk")}

#: the smallest error an output may always have, by its real precision (a few roundings)
FLOOR = {4: 1e-5, 8: 1e-11}


def load(name: str):
    with np.load(PATHS[name].with_suffix(".npz")) as data:
        count = lambda prefix: sum(1 for k in data.files if k.startswith(prefix))  # noqa: E731
        return ([data[f"in{i}"] for i in range(count("in"))],
                [data[f"ref{i}"] for i in range(count("ref"))],
                [float(data[f"jax_err{i}"]) for i in range(count("jax_err"))])


def rel_l2(y, r) -> float:
    y, r = np.asarray(y, np.complex128), np.asarray(r, np.complex128)
    return float(np.linalg.norm(y - r) / max(np.linalg.norm(r), 1e-300))


def tolerance(jax_err: float, dtype) -> float:
    dtype = np.dtype(dtype)
    real = dtype.itemsize // (2 if dtype.kind == "c" else 1)
    return max(10 * jax_err, FLOOR.get(real, 1e-5))


def _params():
    for name in NAMES:
        for config in CONFIGS:
            marks = [pytest.mark.slow] if config in SLOW_CONFIGS or name in LARGE else []
            if (name in CI_LARGE and config == "portable-cpu"
                    or name in CI_VULKAN and config == "portable-vk"
                    or name in CI_SPLIT_HOST and config == "split-host"):
                marks.append(pytest.mark.ci)
            yield pytest.param(name, config, id=f"{name}-{config}", marks=marks)


@pytest.mark.parametrize("name, config", list(_params()))
def test_library_program(name, config):
    inputs, refs, jax_errs = load(name)
    failure = IREE_FAILURES.get((name, config))
    if failure is not None:
        with pytest.raises(failure[0], match=failure[1]):
            compile(PATHS[name], **CONFIGS[config])(*inputs)
        return
    program = compile(PATHS[name], **CONFIGS[config])
    if config in COMPILE_ONLY:
        assert program.vmfb[:2] == b"PK"
        return
    outs = program(*inputs)
    assert len(outs) == len(refs)
    for i, (y, r, e) in enumerate(zip(outs, refs, jax_errs)):
        assert y.shape == r.shape and y.dtype.kind == r.dtype.kind
        err, tol = rel_l2(y, r), tolerance(e, y.dtype)
        assert np.isfinite(y).all() and err <= tol, (
            f"output {i}: error {err:.2e} > {tol:.2e} (JAX-CPU's own {e:.2e})")
    text = PATHS[name].read_text()
    if XLA is not None:  # the second oracle, on inputs nobody chose (tests/xla_oracle.py)
        XLA.assert_agrees(program, text, seed=0)


def test_the_set_is_there():
    """The set this file checks: every program has its reference and calls an FFT."""
    assert len(NAMES) >= 25
    for name in NAMES:
        inputs, refs, jax_errs = load(name)
        assert refs and len(refs) == len(jax_errs), name
        assert "stablehlo.fft" in PATHS[name].read_text(), name


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_the_check_agrees_with_the_reference(name):
    """``iree_vkfft.check`` on generated inputs: portable mode on llvm-cpu against split mode
    with host FFTs agrees wherever the float64 reference says both are right."""
    if (name, "portable-cpu") in IREE_FAILURES or (name, "split-host") in IREE_FAILURES:
        pytest.skip("a known IREE failure in one of the two")
    inputs, _, _ = load(name)
    report = iree_vkfft.check(PATHS[name], mode="portable", inputs=inputs)
    assert report.ok, str(report)
