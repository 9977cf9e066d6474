"""A differential check of a compiled program: run it in the chosen mode and target and in a
reference on the same inputs, and report the largest error of every output, so that nobody has
to trust a compiler blindly (``iree_vkfft.check``; ``iree-vkfft check`` on the command line).

``compile(..., verify=True)`` uses the same comparison once at compile time
(:func:`verification_report`): the compiled program and the reference on generated inputs,
with a tolerance set by how much the reference moves when its inputs move by a few ulps.

The reference is, by default, split mode with host FFTs (pocketfft) on llvm-cpu: the FFTs run
in numpy's own library and IREE compiles only the code between them, for the CPU, in small
pieces. Outputs the user trusts (from JAX, say) can be the reference instead. Inputs are
generated from the program's signature (seeded normal floats; integer arguments that index
something drawn inside the dimensions they index) or given by the user.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Sequence

import numpy as np

from .stablehlo.inputs import index_bounds
from .stablehlo.match import TensorSpec, function_signature
from .stablehlo.parse import parse_program

__all__ = ["REFERENCE", "OutputError", "CheckReport", "VerificationError", "compare",
           "generate_inputs", "program_inputs", "perturbed", "verification_report",
           "same_as_reference"]

log = logging.getLogger(__name__)

#: the reference configuration (mode, target, FFT provider)
REFERENCE = ("split", "llvm-cpu", "host")

#: normwise relative error an output may have by default, by its real precision
DEFAULT_TOLERANCE = {2: 1e-2, 4: 1e-3, 8: 1e-9}

#: integer inputs that index nothing are drawn from [0, this)
SMALL_INTEGERS = 8


@dataclasses.dataclass(frozen=True)
class OutputError:
    """How far one output is from the reference."""
    index: int
    spec: str
    #: largest |output - reference|
    max_abs: float
    #: max_abs over the largest |reference|
    max_rel: float
    #: ||output - reference|| / ||reference||
    rel_l2: float
    tolerance: float
    #: why the output cannot be compared number by number ("" when it can)
    problem: str = ""
    #: the reference is too sensitive to its inputs for the comparison to tell (verification)
    inconclusive: bool = False

    @property
    def ok(self) -> bool:
        return not self.problem and (self.inconclusive or self.rel_l2 <= self.tolerance)


@dataclasses.dataclass(frozen=True)
class CheckReport:
    """The result of :func:`check`: one :class:`OutputError` per output."""
    mode: str
    target: str
    reference: str
    inputs: tuple[np.ndarray, ...]
    outputs: tuple[OutputError, ...]

    @property
    def ok(self) -> bool:
        return all(o.ok for o in self.outputs)

    @property
    def worst(self) -> float:
        return max((o.rel_l2 for o in self.outputs), default=0.0)

    def __str__(self) -> str:
        lines = [f"{self.mode} mode on {self.target} vs {self.reference}, inputs "
                 + (", ".join(f"{x.dtype.name}{list(x.shape)}" for x in self.inputs) or "none"),
                 f"  {'output':<28} {'max abs err':>12} {'max rel err':>12} {'rel L2 err':>12}"
                 f" {'tolerance':>10}  verdict"]
        for o in self.outputs:
            verdict = ("inconclusive" if o.inconclusive and not o.problem else "ok" if o.ok
                       else ("DIFFERENT: " + o.problem if o.problem else "DIFFERENT"))
            lines.append(f"  {f'{o.index}: {o.spec}':<28} {o.max_abs:>12.3e} {o.max_rel:>12.3e}"
                         f" {o.rel_l2:>12.3e} {o.tolerance:>10.1e}  {verdict}")
        return "\n".join(lines)


def default_tolerance(dtype: np.dtype) -> float:
    dtype = np.dtype(dtype)
    if dtype.kind not in "fc":
        return 0.0
    return DEFAULT_TOLERANCE.get(dtype.itemsize // (2 if dtype.kind == "c" else 1), 1e-3)


def generate_inputs(specs: Sequence[TensorSpec], bounds: Sequence[int | None], *, seed: int = 0,
                    dynamic_size: int = 3) -> list[np.ndarray]:
    """Inputs for ``specs``: normal floats (complex: both parts), booleans at random, integers
    in ``[0, bound)`` (``[0, SMALL_INTEGERS)`` when ``bound`` is None); every dynamic
    dimension ``dynamic_size``."""
    rng = np.random.default_rng(seed)
    arrays = []
    for spec, bound in zip(specs, bounds):
        shape = tuple(dynamic_size if d is None else d for d in spec.shape)
        kind = spec.dtype.kind
        if kind == "c":
            x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
        elif kind == "f":
            x = rng.standard_normal(shape)
        elif kind == "b":
            x = rng.integers(0, 2, shape).astype(bool)
        else:
            x = rng.integers(0, max(1, bound if bound is not None else SMALL_INTEGERS), shape)
        arrays.append(np.asarray(x).astype(spec.dtype))
    return arrays


def program_inputs(module: Any, *, entry: str = "main", seed: int = 0, dynamic_size: int = 3
                   ) -> list[np.ndarray]:
    """Generated inputs for ``module``'s ``entry`` (see :func:`generate_inputs`)."""
    parsed, func = parse_program(module, entry=entry)
    specs, _ = function_signature(func)
    bounds = index_bounds(func)
    del parsed  # the module owns ``func``: it lives until here
    return generate_inputs(specs, bounds, seed=seed, dynamic_size=dynamic_size)


def _as_complex(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, np.complex128 if np.asarray(x).dtype.kind in "fcb" else np.float64)


def compare(index: int, y: Any, r: Any, tolerance: float | None = None) -> OutputError:
    """How far output ``y`` is from reference ``r`` (non-finite values must match exactly)."""
    y, r = np.asarray(y), np.asarray(r)
    spec = f"{y.dtype.name}{list(y.shape)}"
    tol = default_tolerance(r.dtype) if tolerance is None else tolerance
    if y.shape != r.shape:
        return OutputError(index, spec, np.inf, np.inf, np.inf, tol,
                           f"shape {y.shape}, reference {r.shape}")
    yc, rc = _as_complex(y), _as_complex(r)
    finite_y, finite_r = np.isfinite(yc), np.isfinite(rc)
    bad = finite_y != finite_r
    bad |= ~finite_r & ~finite_y & ~((yc == rc) | (np.isnan(yc) & np.isnan(rc)))
    if bad.any():
        return OutputError(index, spec, np.inf, np.inf, np.inf, tol,
                           f"{int(bad.sum())} non-finite value(s) where the reference differs")
    yc, rc = np.where(finite_r, yc, 0), np.where(finite_r, rc, 0)
    diff = np.abs(yc - rc)
    max_abs = float(diff.max(initial=0.0))
    scale = float(np.abs(rc).max(initial=0.0))
    norm = float(np.linalg.norm(rc))
    max_rel = max_abs / scale if scale else (0.0 if max_abs == 0 else np.inf)
    rel_l2 = float(np.linalg.norm(diff)) / norm if norm else (0.0 if max_abs == 0 else np.inf)
    return OutputError(index, spec, max_abs, max_rel, rel_l2, tol)


def same_as_reference(mode: str, target: str, fft: str) -> bool:
    """Whether ``(mode, target, fft)`` is the reference configuration itself (split mode's
    ``fft="auto"`` on llvm-cpu is not: it keeps small FFTs and those in loops in IREE's
    segments, :mod:`iree_vkfft.split.fft_placement`)."""
    return (mode, target, fft) == REFERENCE


# ---- compile(..., verify=True) -----------------------------------------------------------------
#: the error an output may always have in verification, by its real precision (a few roundings
#: of a whole program's worth of ops: split and the other modes round differently)
VERIFY_FLOOR = {2: 1e-2, 4: 1e-4, 8: 1e-12}
#: an output whose reference moves by more than this under a few-ulp change of the inputs is
#: too sensitive for generated inputs to tell right from wrong (its check is inconclusive)
INCONCLUSIVE = 0.05
#: the tolerance is this many times the reference's own sensitivity to its inputs
SENSITIVITY_FACTOR = 30.0


class VerificationError(ValueError):
    """``compile(..., verify=True)`` refused a program: on generated (or given) inputs an
    output differs from the reference beyond tolerance, or is NaN/inf where the reference is
    finite. ``report`` is the :class:`CheckReport`."""

    def __init__(self, message: str, report: "CheckReport | None" = None) -> None:
        super().__init__(message)
        self.report = report


def perturbed(inputs: Sequence[np.ndarray], seed: int = 1) -> list[np.ndarray]:
    """``inputs`` with every floating value moved by a few units in the last place (integers
    and booleans as they are): how much the reference moves under it is the program's own
    sensitivity, which sets how far another mode may be."""
    rng = np.random.default_rng(seed)
    out = []
    for x in inputs:
        x = np.asarray(x)
        if x.dtype.kind not in "fc":
            out.append(x)
            continue
        eps = np.finfo(x.dtype).eps * 8
        out.append((x * (1 + eps * rng.choice([-1.0, 1.0], x.shape))).astype(x.dtype))
    return out


def verification_tolerance(dtype: np.dtype, sensitivity: float) -> float:
    dtype = np.dtype(dtype)
    if dtype.kind not in "fc":
        return min(1.0, SENSITIVITY_FACTOR * sensitivity)  # the fraction of differing values
    real = dtype.itemsize // (2 if dtype.kind == "c" else 1)
    return max(VERIFY_FLOOR.get(real, 1e-4), SENSITIVITY_FACTOR * sensitivity)


def _sensitivity(r: np.ndarray, r2: np.ndarray) -> float:
    if r.dtype.kind not in "fc":
        return float(np.mean(r != r2)) if r.size else 0.0
    e = compare(0, r2, r, tolerance=np.inf)
    return e.rel_l2 if not e.problem else np.inf


def verification_report(outputs: Sequence[Any], reference: Sequence[Any],
                        moved: Sequence[Any], inputs: Sequence[np.ndarray], *, mode: str,
                        target: str) -> CheckReport:
    """The :class:`CheckReport` of a verification: each output against the reference, with a
    tolerance from the reference's own sensitivity (``moved``: the reference on
    :func:`perturbed` inputs; an output too sensitive to tell is marked inconclusive)."""
    if len(reference) != len(outputs):
        raise VerificationError(f"the program has {len(outputs)} output(s), the reference "
                                f"{len(reference)}")
    errors = []
    for i, (y, r, r2) in enumerate(zip(outputs, reference, moved)):
        r, r2 = np.asarray(r), np.asarray(r2)
        sens = _sensitivity(r, r2) if r.shape == r2.shape else np.inf
        tol = verification_tolerance(r.dtype, sens) if np.isfinite(sens) else np.inf
        e = compare(i, y, r, tol)
        if np.asarray(y).dtype.kind not in "fc" and not e.problem:
            frac = float(np.mean(np.asarray(y) != r)) if r.size else 0.0
            e = dataclasses.replace(e, rel_l2=frac)
        if not e.problem and tol > INCONCLUSIVE:
            e = dataclasses.replace(e, inconclusive=True)
        errors.append(e)
    return CheckReport(mode, target, "split mode with host FFTs on llvm-cpu (verification)",
                       tuple(np.asarray(x) for x in inputs), tuple(errors))
