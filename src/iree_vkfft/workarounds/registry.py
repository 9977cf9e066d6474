"""The one home of every IREE workaround: a named entry each (what plain IREE does without it,
the releases and targets it applies to, its rewrite or flags, the minimal repro that shows
the bug) and the functions every mode and the drop-in call to apply them.

An entry applies to a module for IREE release ``r`` and targets ``ts`` when ``r`` lies in its
``releases`` range and one of ``ts`` is among its ``targets``. Nothing else in the package
tests an IREE version: :func:`applies` / :func:`enabled` answer for it.

Each entry with a :class:`Canary` is checked by ``tests/test_workaround_registry.py``: plain
IREE (the release the canary names, the pinned one by default) must still reject, crash on or
miscompute the repro (``tests/data/iree_repros/<entry name>.mlir``), so the day IREE fixes a
bug a test says the entry can go. A user who must turn an entry off names it in
``CompileOptions(disable_workarounds=...)``, ``IREE_VKFFT_DISABLE_WORKAROUNDS=a,b`` or the
drop-in's ``--iree-vkfft-disable-workaround=NAME``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import os
import re
from typing import Callable, Iterable, Sequence

from iree.compiler import ir

from .._diskcache import PLACEMENTS
from . import (arguments, batching, branches, converts, framing, fusion_barriers, hoisting,
               loop_bodies,
               matmul_tiles, reduces, rotations, scatter_bounds, sorting, special_values, top_k,
               unroll)
from . import dynamic_shapes as dyn
from . import rewrites as rw
from . import workgroup_limits as wgl
from .host_shapes import host_shape_operands

__all__ = ["Release", "PINNED_RELEASE", "OLDEST_RELEASE", "INLINE_RELEASES", "ALL_TARGETS", "SPIRV_TARGETS",
           "GPU_TARGETS", "Canary", "Workaround", "REGISTRY", "NAMES", "DISABLE_ENV",
           "by_name", "check_names", "disabled_from_env", "applies", "enabled", "selected",
           "apply", "flags", "retries", "compile_retrying", "host_predicate", "turned_off", "prepare", "with_flags", "describe"]

_log = logging.getLogger(__name__)

Release = tuple[int, int]

#: the IREE release the package pins (pyproject: iree-base-compiler==3.13.0); ``release=None``
#: everywhere means this one
PINNED_RELEASE: Release = (3, 13)
#: the oldest release the drop-in supports (the release matrix starts there)
OLDEST_RELEASE: Release = (2, 9)

ALL_TARGETS = frozenset({"llvm-cpu", "vulkan-spirv", "metal-spirv", "cuda", "rocm"})
#: targets whose code goes through IREE's SPIR-V code generator (Metal: SPIR-V, then
#: SPIRV-Cross to MSL)
SPIRV_TARGETS = rw.SPIRV_TARGETS
GPU_TARGETS = rw.GPU_TARGETS

#: releases whose custom-dispatch ABI inline mode's kernels are built for: the pinned
#: iree-base-compiler/-runtime only (IREE's Vulkan dispatch ABI is not version-stable)
INLINE_RELEASES = frozenset({PINNED_RELEASE})

#: environment variable naming entries to turn off (comma-separated)
DISABLE_ENV = "IREE_VKFFT_DISABLE_WORKAROUNDS"


@dataclasses.dataclass(frozen=True)
class Canary:
    """What plain IREE does with the entry's repro: ``expect`` is "rejects" (iree-compile
    exits with an error matching ``match``), "crashes" (killed by a signal or an LLVM stack
    dump; ``match`` in its output), "miscomputes" (compiles and runs, and its outputs
    differ from the rewritten module's on the same target, without an error) or "fails"
    (compiles, and running it raises the runtime's error matching ``match``)."""

    target: str
    expect: str
    match: str = ""
    #: the iree-compile release it runs with (None: the pinned one; others: slow tests in
    #: their release's venv)
    release: Release | None = None
    #: other entries that hide the bug in the repro, also off in its broken variant (a loop
    #: unrolled no longer shows a bug IREE has only inside loops)
    hidden_by: tuple[str, ...] = ()
    #: the runtime driver a "miscomputes" or "fails" canary runs on for llvm-cpu (the bug is
    #: the multi-threaded driver's: "local-task")
    driver: str = "local-sync"

    def __post_init__(self) -> None:
        if self.expect not in ("rejects", "crashes", "miscomputes", "fails"):
            raise ValueError(f"unknown canary expectation {self.expect!r}")


@dataclasses.dataclass(frozen=True)
class Workaround:
    """One IREE bug and what avoids it.

    Attributes:
        name: the entry's stable name (what a user turns off).
        symptom: what plain IREE does, in its own words where it has them.
        rewrite: the module rewrite (in place; returns the ops changed), or None for an entry
            that is only ``flags`` or a form a mode emits (``forms``).
        targets: the IREE backends it applies to.
        releases: ``(first, last)`` IREE releases it applies to, inclusive; ``last=None``:
            still needed by the pinned release. Entries measured only on the pinned release
            start at :data:`OLDEST_RELEASE` (every rewrite is exact, so applying one where it
            is not needed costs nothing measurable).
        flags: iree-compile flags that go with it.
        detect: for an entry of flags only that some modules need: counts what needs them
            in a module (flags only where it finds something; no module given: none).
        host_ops: for an entry of what a target lacks: tells the ops it cannot run, which
            split mode places on the host (llvm-cpu) before compiling (:func:`host_predicate`).
        retry_on: for an entry that cures some programs and breaks others: a pattern of
            iree-compile's error; the entry is not applied up front, and a module whose
            compile fails with a matching error gets it and is compiled again
            (:func:`compile_retrying`).
        modes: the kinds of module that get it: a mode's module ("split": its segments,
            "inline", "portable") or "ffts" (split mode's companion module of VkFFT's
            dispatches on IREE's device).
        canary: the repro's expected failure (None: ``no_canary`` says why).
        no_canary: why no minimal repro can show the bug (a race, a whole program).
        evidence: where and when it was measured.
        xla_unchecked: why XLA cannot check the rewrite (it emits ops outside StableHLO);
            "" for every entry whose rewritten module XLA runs, which ``tests/test_xla_oracle.py``
            compares with XLA on the original module.
    """

    name: str
    symptom: str
    rewrite: Callable[[ir.Module], int] | None = None
    targets: frozenset[str] = ALL_TARGETS
    releases: tuple[Release, Release | None] = (OLDEST_RELEASE, None)
    flags: tuple[str, ...] = ()
    detect: Callable[[ir.Module], int] | None = None
    retry_on: str = ""
    host_ops: Callable[[ir.Operation], bool] | None = None
    modes: frozenset[str] = frozenset({"split", "inline", "portable", "ffts"})
    canary: Canary | None = None
    no_canary: str = ""
    evidence: str = ""
    xla_unchecked: str = ""

    def __post_init__(self) -> None:
        if self.host_ops is not None and self.modes != frozenset({"split"}):
            raise ValueError(f"workaround {self.name!r}: host placement is split mode's")
        if (self.canary is None) == (not self.no_canary):
            raise ValueError(f"workaround {self.name!r} needs a canary or a reason it has none")
        if not self.targets <= ALL_TARGETS:
            raise ValueError(f"workaround {self.name!r}: unknown targets "
                             f"{sorted(self.targets - ALL_TARGETS)}")

    @property
    def repro(self) -> str | None:
        """The repro's file name under ``tests/data/iree_repros`` (None without a canary)."""
        return f"{self.name}.mlir" if self.canary is not None else None

    def covers(self, release: Release | None) -> bool:
        first, last = self.releases
        r = PINNED_RELEASE if release is None else tuple(release)
        return first <= r and (last is None or r <= last)


def _static_window_scatters(module: ir.Module) -> int:
    return dyn.rewrite_window_scatters(module, static=True)


def _complex_scalar_constants(module: ir.Module) -> int:
    return rw.rewrite_complex_constants(module, scalars=True, tensors=False)


def _complex_tensor_constants(module: ir.Module) -> int:
    return rw.rewrite_complex_constants(module, scalars=False, tensors=True)


#: what a speed entry on llvm-cpu (a rewrite IREE 3.13 runs faster, nothing it gets wrong)
#: declares: its targets, releases, modes and why it has no canary
_LLVM_CPU_SPEED = dict(
    targets=frozenset({"llvm-cpu"}), releases=((3, 13), None),
    modes=frozenset({"split", "portable"}),
    no_canary="a speed entry: its evidence is a timing (docs/performance.md), which a test "
              "cannot assert without flakiness; the rewrite's exactness is tested")


#: why XLA cannot check an entry that emits tensor/arith ops (slices and shapes at computed
#: offsets that IREE compiles and the StableHLO forms of which it rejects); IREE's own llvm-cpu
#: output with the entry is compared with XLA on the original program instead (the library
#: and program sets in tests/test_xla_oracle.py)
_TENSOR_OPS = ("its rewrite emits tensor.extract_slice/insert_slice and arith index math, "
               "which XLA does not read")


#: rows a sort network takes over from IREE's own sort: on SPIR-V every one (IREE's is an
#: unsorted permutation from 512 a row on, and shorter is not stable: jnp.argsort of 100 with
#: ties came back in another order than XLA's); on llvm-cpu from where the network is faster
#: (IREE 3.13's sort is quadratic: f32[1000] 4.7 ms, [10000] 452 ms; the network 0.67 ms,
#: 10.8 ms, [100000] 194 ms; XLA-CPU 0.19, 2.0, 21 ms; 2 cores, 2026-12-07)
SPIRV_SORT_MIN, CPU_SORT_MIN = 2, 512


def _spirv_sorts(module: ir.Module) -> int:
    return sorting.rewrite_sorts(module, min_length=SPIRV_SORT_MIN)


def _cpu_sorts(module: ir.Module) -> int:
    return sorting.rewrite_sorts(module, min_length=CPU_SORT_MIN)


#: every entry, in the order they are applied (earlier rewrites make the forms later ones see)
REGISTRY: tuple[Workaround, ...] = (
    Workaround(
        "saturating-converts",
        "a float-to-integer convert out of range or of NaN returns undefined values without "
        "an error (INT_MIN for NaN and +inf on llvm-cpu, wrapped values on Vulkan: 300.7 to "
        "i8 is 44) where XLA saturates and gives 0 for NaN (Nx's as_type, JAX's astype)",
        converts.saturate_float_to_int_converts,
        # not metal-spirv: its clamp and compares keep an f64 source's arithmetic alive, and
        # Metal has no f64 (jnp.median's x64 index: "failed to legalize 'arith.constant' f64")
        targets=ALL_TARGETS - {"metal-spirv"},
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu and lavapipe, 2026-12-07 (f32, f16, f64 to i8-i64 and "
                 "ui8-ui64 of +-inf, NaN, 2.5e9, -1.5 against JAX-CPU's XLA)"),
    Workaround(
        "ieee-special-values",
        "power of a negative base is NaN whatever the exponent ((-2)^3, (-0.99)^0); cbrt(+-inf) "
        "and atan2(+-inf, +-inf) are NaN; sine(-0.0) and tan(-0.0) are +0.0: XLA gives C's "
        "values (Nx.pow, jnp.power with a float exponent)",
        special_values.fix_special_values,
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu and lavapipe, 2026-12-07 (docs/conformance.md's f32 "
                 "rows against JAX-CPU's XLA)"),
    Workaround(
        "framing-gathers",
        "failed to legalize operation 'stablehlo.dynamic_gather' on an STFT's framing with a "
        "symbolic batch (jax.export of jax.scipy.signal.stft); as a static gather of element "
        "indices (Whisper's framing) it compiles to a dispatch reading every sample through "
        "an index",
        framing.rewrite_framing_gathers,
        canary=Canary("llvm-cpu", "rejects", r"stablehlo\.dynamic_gather"),
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, every target, 2026-12-04 (a log-mel exported with a symbolic "
                 "batch; librosa-style and Whisper framing)"),
    Workaround(
        "constant-concatenates",
        "WRONG NUMBERS without an error: a concatenate with a splat-constant operand (a "
        "zero padding) inside a while loop, multiplied and shifted by slices (dinosaur's "
        "vertical advection): relative errors up to 4e3 after 2 trips, on every target",
        dyn.rewrite_constant_concatenates,
        canary=Canary("llvm-cpu", "miscomputes", hidden_by=("unroll-counted-loops",)),
        evidence="IREE 3.13, llvm-cpu and lavapipe, 2026-12-02 (dinosaur's time stepping)"),
    Workaround(
        "while-barriers",
        "iree-compile crashes (a segfault in ConvertToStream's ScfWhileOpConversion -> "
        "applySignatureConversion) or builds an invalid loop (\"region branch point has 24 "
        "operands, but region successor needs 26 inputs\") on a while whose body ignores a "
        "carried value's incoming value or yields a constant for it: its canonicalizer "
        "makes the two scf.while regions carry different values (diffrax's diffeqsolve with "
        "an FFT in the vector field); the barriers break other loops at run time (s2fft: "
        "\"ref is null; while invoking native function hal.buffer.subspan\"), so only a "
        "module that fails so gets them",
        rw.barrier_loop_carried_values,
        retry_on=r"ScfWhileOpConversion|region branch point has \d+ operands, but region "
                 r"successor needs",
        canary=Canary("llvm-cpu", "crashes", r"ScfWhileOpConversion",
                      hidden_by=("unroll-bounded-loops",)),
        evidence="IREE 3.13, every target, 2026-12-04 (diffrax Bosh3/Tsit5/Dopri5 of spectral "
                 "Burgers and KdV, portable and inline mode)"),
    Workaround(
        "host-shapes",
        "a shape operand computed by a device dispatch and read back races that dispatch on "
        "Vulkan: every 2nd-3rd call of a segment fails with RESOURCE_EXHAUSTED (allocation "
        "size 136365211648) or a bad dispatch",
        host_shape_operands,
        no_canary="a race: 6 of 10 calls succeed; no deterministic repro",
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, lavapipe, split mode with dynamic shapes, 2026-12-02"),
    Workaround(
        "dynamic-reshapes",
        "failed to legalize operation 'stablehlo.dynamic_reshape' that was explicitly marked "
        "illegal (any dynamic reshape, even jax.export's x.reshape(-1, n))",
        dyn.rewrite_dynamic_reshapes,
        canary=Canary("llvm-cpu", "rejects", r"stablehlo\.dynamic_reshape"),
        evidence="IREE 3.13, every target, 2026-12-01"),
    Workaround(
        "dynamic-dot-generals",
        "failed to legalize operation 'stablehlo.dynamic_reshape' that was explicitly marked "
        "illegal: IREE flattens a dot_general whose operands have several free dims, one "
        "dynamic (einsum('bft,fm->bmt') under jax.export), with a dynamic_reshape of its own",
        dyn.rewrite_dynamic_dot_generals,
        canary=Canary("llvm-cpu", "rejects", r"stablehlo\.dynamic_reshape"),
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, every target, 2026-12-04 (a log-mel exported with a symbolic "
                 "batch)"),
    Workaround(
        "dynamic-broadcast-dims",
        "failed to legalize operation 'stablehlo.dynamic_broadcast_in_dim' that was "
        "explicitly marked illegal: the broadcast of a dynamic operand dimension not marked "
        "non-expanding (x.max(axis=(-2, -1), keepdims=True) broadcast back, under jax.export)",
        dyn.rewrite_dynamic_broadcast_dims,
        canary=Canary("llvm-cpu", "rejects", r"stablehlo\.dynamic_broadcast_in_dim"),
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, every target, 2026-12-04 (a log-mel exported with a symbolic "
                 "batch)"),
    Workaround(
        "window-scatters",
        "a scatter of one whole window (JAX's x.at[:, a:b].set(u)) on a dynamically shaped "
        "operand is rejected: 'iree_linalg_ext.scatter' op dimension map is invalid",
        dyn.rewrite_window_scatters,
        canary=Canary("llvm-cpu", "rejects", r"iree_linalg_ext\.scatter|dynamic_gather"),
        evidence="IREE 3.13, every target, 2026-12-01"),
    Workaround(
        "indexed-window-scatters",
        "a scatter of one window that indexes a window dimension (s2fft's "
        "x.at[i, :, j:j+1].set(u), x.at[:15].multiply(s)) is rejected on every target, "
        "static shapes too",
        dyn.rewrite_indexed_window_scatters,
        canary=Canary("llvm-cpu", "rejects", r"iree_linalg_ext\.scatter|scatter"),
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, every target, 2026-12-02 (s2fft)"),
    Workaround(
        "batched-scatters",
        "'iree_linalg_ext.scatter' op expected indices to be equal to batch rank or batch "
        "rank + 1, on a scatter with batching dims (jax.vmap of x.at[:, i].add(v): s2fft's "
        "Wigner transforms)",
        batching.rewrite_batched_scatters,
        canary=Canary("llvm-cpu", "rejects", r"expected indices to be equal to batch rank"),
        evidence="IREE 3.13, every target, 2026-12-04 (s2fft Wigner forward, MW, x64)"),
    Workaround(
        "window-gathers",
        "failed to legalize operation 'stablehlo.dynamic_gather' (a window slice of a "
        "dynamically shaped operand)",
        dyn.rewrite_window_gathers,
        canary=Canary("llvm-cpu", "rejects", r"dynamic_gather"),
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.13, every target, 2026-12-01"),
    Workaround(
        "single-element-reduces",
        "WRONG NUMBERS without an error: a reduce(multiply) of a tensor<1xcomplex<f32>> "
        "constant (jnp.fft.ifft(norm='forward')'s scale) scaling a zero-padded complex tensor "
        "comes back all zeros (s2fft's HEALPix inverse: relative error 0.59, every polar ring "
        "zero)",
        reduces.apply_single_element_reduces,
        canary=Canary("llvm-cpu", "miscomputes", hidden_by=("complex-scalar-initializers",)),
        evidence="IREE 3.13, llvm-cpu and lavapipe, 2026-12-07 (s2fft 1.5.0 "
                 "precompute_transforms.spherical.inverse, HEALPix nside 16, L 32)"),
    Workaround(
        "complex-scalar-constants",
        "'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr "
        "instance, on a broadcast complex scalar constant feeding dynamic_update_slice or "
        "scatter: every jax.grad through rfft has one",
        _complex_scalar_constants,
        canary=Canary("llvm-cpu", "rejects", r"TypedAttr instance",
                      hidden_by=("complex-scalar-initializers",)),
        evidence="IREE 3.13, every target, 2026-11-30; as two real constants it compiles "
                 "with constant evaluation on (2026-12-04; the earlier form needed "
                 "--iree-opt-const-eval=false, which broke s2fft's segments)"),
    Workaround(
        "complex-tensor-constants",
        "failed to legalize operation 'arith.constant' on a complex constant tensor inlined "
        "into a dispatch (SPIR-V: ifftn(norm='ortho') over 4 axes); a complex<f64> one kept "
        "out of the dispatches crashes iree-compile (PackConstants, getStorageSize) or, a "
        "splat, is rejected ('stream.async.splat' op operand #0 ... got 'i128') on every target",
        _complex_tensor_constants,
        canary=Canary("metal-spirv", "rejects", r"failed to legalize operation 'arith\.constant'"),
        evidence="IREE 3.13, vulkan-spirv and metal-spirv 2026-12-01; complex<f64> on llvm-cpu "
                 "and vulkan-spirv 2026-12-04 (s2fft's x64 transforms, jnp.fft norm='forward')"),
    Workaround(
        "constant-math",
        "'spirv.GL.Cos' op operand #0 must be 16/32-bit float ..., but got 'f64': with "
        "constant evaluation off (no-const-eval) a float64 sin, cos, exp, log... of constants "
        "only (s2fft's quadrature angles from iota) is computed in a dispatch, which SPIR-V "
        "cannot do in float64, and which inline mode's --iree-opt-const-expr-hoisting=false "
        "rejects ('stream.async.dispatch' op : streamable op expected to be in an execution "
        "region); with it on, IREE's evaluator fails on llvm-cpu (iree-lld: error: undefined "
        "symbol: cos)",
        rw.fold_constant_math,
        canary=Canary("vulkan-spirv", "rejects", r"spirv\.GL\.(Sin|Cos|Exp|Log|Atan2)"),
        evidence="IREE 3.13, vulkan-spirv and llvm-cpu, 2026-12-04 (s2fft MW L=32 and Wigner, "
                 "x64, split and inline mode)"),
    Workaround(
        "no-const-eval",
        "internal error: jit global source initialization order invalid: global "
        "\"__hoisted_tensor_129xf32\" has no value: IREE's constant evaluation of a complex "
        "constant expression (jax.grad through rfft: dynamic_update_slice of complex "
        "constants, multiplied); constant evaluation also costs 10-70% more compile time",
        flags=("--iree-opt-const-eval=false",),
        canary=Canary("llvm-cpu", "rejects", r"jit global source initialization order invalid",
                      hidden_by=("complex-scalar-initializers",)),
        evidence="IREE 3.13, llvm-cpu, 2026-12-04 (grad_rfft_loss; librosax MFCC in plain "
                 "IREE); compile times: grad_fno portable 6.3 s on, 3.7 s off"),
    Workaround(
        "f64-math-system-library",
        "iree-lld: error: undefined symbol: sin (cos, tan, atan2, tanh): IREE's embedded ELF "
        "has no float64 sine, cosine, tangent, arc tangent or tanh (and none of what expands "
        "to them: acos, asin, atan, lgamma, digamma, complex<f64> exp and log), so every x64 "
        "program using one fails to link on llvm-cpu, jnp.fft's norm='ortho' in x64 included",
        targets=frozenset({"llvm-cpu"}), flags=("--iree-llvmcpu-link-embedded=false",),
        detect=rw.count_f64_libm_ops,
        canary=Canary("llvm-cpu", "rejects", r"undefined symbol: (sin|cos|atan2)"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-04 (s2fft x64, exojax, an x64 ifft ortho); the "
                 "system library (the host's linker, libm loaded by the runtime) links and runs "
                 "them"),
    Workaround(
        "reversed-strided-slices",
        "LLVM Translation failed for operation: builtin.unrealized_conversion_cast on a "
        "reverse of a strided slice (jax.scipy.fft.dct's even/odd reordering: librosax's "
        "MFCC)",
        rw.rewrite_reversed_strided_slices, targets=frozenset({"llvm-cpu"}),
        canary=Canary("llvm-cpu", "rejects", r"unrealized_conversion_cast"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-04 (librosax MFCC); vulkan-spirv compiles it"),
    Workaround(
        "f64-math-on-host",
        "'spirv.GL.Sin' (Cos, Exp, Log, Atan2, Tanh, ...) op operand #0 must be 16/32-bit "
        "float ..., but got 'f64': SPIR-V's GLSL math has no float64 (s2fft's and exojax's "
        "x64 programs on Vulkan; a one-module mode cannot run them)",
        targets=SPIRV_TARGETS, modes=frozenset({"split"}), host_ops=rw.is_spirv_f64_math,
        canary=Canary("vulkan-spirv", "rejects", r"spirv\.GL\.\w+' op operand #0 must be "
                                                  r"16/32-bit float"),
        evidence="IREE 3.13, vulkan-spirv (llvmpipe target), 2026-12-04: sin, cos, tan, exp, "
                 "log, atan2, pow, tanh, logistic, expm1, log1p and cbrt in f64; sqrt, rsqrt "
                 "and the arithmetic compile"),
    Workaround(
        "complex-selects",
        "failed to legalize operation 'arith.select' of complex values (jax.grad of an FNO "
        "layer)",
        rw.rewrite_complex_selects,
        targets=SPIRV_TARGETS,
        canary=Canary("metal-spirv", "rejects", r"failed to legalize operation 'arith\.select'"),
        evidence="IREE 3.13, metal-spirv (and vulkan-spirv for its default target), 2026-12-01"),
    Workaround(
        "large-reductions",
        "a reduction over several dimensions is kept whole in workgroup memory: Whisper's "
        "max over 3000x80 needs 1.5 MB of lavapipe's 32 KiB and fails to compile",
        rw.split_large_reductions,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "rejects", r"bytes of shared memory; exceeded the limit"),
        evidence="IREE 3.13, vulkan-spirv (llvmpipe target), 2026-11-30"),
    Workaround(
        "isolated-gathers",
        "WRONG NUMBERS without an error: a point gather, a select on its values, a product "
        "with a broadcast and a sum over two dims fused in one dispatch are off by a relative "
        "1.2 on Vulkan (jax-md's PME forces)",
        rw.isolate_gathers,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe, 2026-12-02 (jax-md)"),
    Workaround(
        "spirv-top-k",
        "WRONG NUMBERS without an error: lax.top_k of rows of 100,000 comes back out of order "
        "on SPIR-V",
        top_k.top_k_as_sort,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe, 2026-12-07 (f32[100000], k=10: positions 2.. wrong)"),
    Workaround(
        "broadcast-reduction-consumers",
        "WRONG NUMBERS without an error: a reduction (reduce or dot_general) fused with a "
        "consumer that broadcasts its result along a new leading dim leaves part of the output "
        "unwritten (x + x.sum(0) on 8x44: a third of the columns; dinosaur's imex_rk_sil3 "
        "step: NaN or 1e22, changing from call to call)",
        fusion_barriers.isolate_broadcast_reductions,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe, 2026-12-07 (dinosaur 1.5.1 PrimitiveEquationsSigma T21, "
                 "imex_rk_sil3: portable and inline 5 of 5 calls right with it, 0 of 5 "
                 "without; of every reduction of 8x5x44 broadcast back, exactly those over "
                 "axis 0 are wrong: the barrier goes only there, since barriers on softmax "
                 "and layer norm keep Whisper's decoder loop from compiling)"),
    Workaround(
        "spirv-sorts",
        "WRONG NUMBERS without an error: stablehlo.sort returns an unsorted permutation from "
        "512 elements a row on (any comparator; 934 of 1,000 positions wrong; jnp.sort, "
        "argsort, top_k, median, quantile); a two-operand sort of 10,000 does not compile "
        "(40000 bytes of shared memory)",
        _spirv_sorts,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes", hidden_by=("stable-sorts",)),
        evidence="IREE 3.13, lavapipe, 2026-12-07 (sorted up to 256 a row, but not stably: "
                 "argsort of 100 with ties); the network: f32[1000] 2.4 s, [100000] 10.6 s a "
                 "call on lavapipe, exact"),
    Workaround(
        "bool-converts",
        "failed to legalize operation 'arith.sitofp' (i1) -> f32: a bool-to-float convert "
        "fused into a matmul operand (dinosaur's cumulative sums over sigma levels); to an "
        "integer, WRONG NUMBERS without an error: the convert sign-extends, true is -1 "
        "(tril(mask).astype(int32) @ x negated)",
        rw.rewrite_bool_converts,
        targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "rejects", r"arith\.sitofp"),
        evidence="IREE 3.13, vulkan-spirv and metal-spirv, 2026-12-02 (dinosaur); integers: "
                 "lavapipe, 2026-12-07 (generated programs, tests/test_entry_properties.py)"),
    Workaround(
        "complex-transposes",
        "iree-compile crashes (GPUApplyTilingLevelPass: deriveLinalgOpThreadTileSizes -> "
        "Type::getIntOrFloatBitWidth of a complex element) on a dispatch transposing complex "
        "values (s2fft's MW transforms in x64; a 3-D ifftn(norm='ortho'))",
        rw.split_complex_transposes, targets=frozenset({"cuda", "rocm"}),
        canary=Canary("cuda", "crashes", r"deriveLinalgOpThreadTileSizes|getIntOrFloatBitWidth"),
        evidence="IREE 3.13, cuda, 2026-12-04 (s2fft MW L=32, x64); rocm shares the pass"),
    Workaround(
        "complex-scatters",
        "iree-compile crashes (setScatterLoweringConfig, the bit width of a complex element) "
        "on a scatter of complex values (s2fft's MW transforms in x64)",
        rw.split_complex_scatters, targets=frozenset({"cuda", "rocm"}),
        canary=Canary("cuda", "crashes", r"setScatterLoweringConfig",
                      hidden_by=("bounded-scatters",)),
        evidence="IREE 3.13, cuda, 2026-12-04 (s2fft MW L=32, x64); rocm shares the config"),
    Workaround(
        "complex-converts",
        "failed to legalize unresolved source materialization: a reduction's consumer (a "
        "layer norm) fused with a convert to complex (FNet)",
        rw.isolate_complex_converts,
        targets=frozenset({"vulkan-spirv", "metal-spirv", "cuda", "rocm"}),
        # broadcast-reduction-consumers' barrier also separates the convert from the reduction
        canary=Canary("vulkan-spirv", "rejects", r"failed to legalize unresolved source",
                      hidden_by=("broadcast-reduction-consumers",)),
        evidence="IREE 3.13, vulkan-spirv, metal-spirv and cuda, 2026-12-01 (FNet)"),
    Workaround(
        "reduced-negations",
        "'linalg.generic' op Failed to get an identity value for the reduction operation: a "
        "sum of a negation (jax-md's PME forces)",
        rw.hoist_reduced_negations,
        targets=GPU_TARGETS,
        canary=Canary("cuda", "rejects", r"identity value|neutral element"),
        evidence="IREE 3.13, vulkan-spirv, metal-spirv and cuda, 2026-12-02 (jax-md)"),
    Workaround(
        "dynamic-concatenates",
        "WRONG NUMBERS without an error: a concatenate of dynamically shaped operands puts "
        "the second operand in the wrong place on Vulkan",
        dyn.rewrite_dynamic_concatenates,
        targets=GPU_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe, 2026-12-02"),
    Workaround(
        "broadcast-scalars",
        "iree-compile crashes (SPIRVInitialVectorLowering unrolling a 0-d arith.subf) on a "
        "computed scalar broadcast into an n-D elementwise op (Whisper's max(x, max(x) - 8))",
        rw.isolate_broadcast_scalars,
        targets=SPIRV_TARGETS, releases=((3, 7), (3, 8)),
        canary=Canary("metal-spirv", "crashes", r"", release=(3, 8)),
        evidence="IREE 3.7.1 and 3.8, 2026-12-03; 3.6 and 3.9 compile it"),
    Workaround(
        "scalars-computed-once",
        "SLOW, not wrong: a scalar made by a costly op (a complex sqrt of the FFT size: "
        "jnp.fft.ifftn(norm='ortho')) broadcast into an n-D elementwise op is fused into it and "
        "recomputed per element: 83% of the 3-D ortho ifftn's time, 7x JAX-CPU's",
        rw.isolate_costly_broadcast_scalars,
        releases=((3, 13), None), modes=frozenset({"split", "portable"}),
        no_canary="a speed entry: its evidence is a timing (docs/performance.md), which a test "
                  "cannot assert without flakiness; the rewrite's exactness is tested",
        evidence="IREE 3.13, llvm-cpu, 2026-12-04: ifftn3_ortho portable 0.666 -> 0.093 ms "
                 "(JAX-CPU 0.091), identical outputs; not inline mode, whose "
                 "--iree-opt-const-expr-hoisting=false rejects a constant-only dispatch"),
    Workaround(
        "unroll-counted-loops",
        "SLOW, not wrong: a stablehlo.while with a static trip count (JAX's fori_loop / scan: "
        "s2fft's 13-16-trip scans) runs each iteration as host control flow, a read of the "
        "condition and a few small dispatches per step, its command buffer recorded again "
        "each iteration (the counter is a push constant): s2fft's transforms 3.2-4.0x "
        "JAX-CPU; with the loops whose bound is a carried constant counted too (fori_loop "
        "over traced bounds), 0.3-0.65x",
        unroll.unroll_counted_loops, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05 (benchmarks/bench_vs_jax.py)"),
    Workaround(
        "loop-row-scatters",
        "SLOW, not wrong: a scatter that sets one row inside a loop body (diffrax's stage "
        "matrix, k.at[i].set(f)) is a dispatch of its own, fused with nothing, recorded again "
        "on every trip",
        loop_bodies.select_loop_row_scatters, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05: diffrax KdV portable 2.48 -> "
                 "2.24-2.31 ms, Burgers 0.49 -> 0.45-0.48 ms"),
    Workaround(
        "stable-sorts",
        "WRONG NUMBERS without an error: a stable sort (is_stable = true: jnp.argsort, "
        "jnp.sort, Nx.argsort(stable: true)) does not keep ties in their order below the "
        "lengths sort-networks and spirv-sorts take (jnp.argsort(x, stable=True) of 3x7 int32 "
        "with ties: 8 of 21 indices wrong on llvm-cpu)",
        sorting.rewrite_stable_sorts,
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-07 (generated programs against XLA, "
                 "tests/test_entry_properties.py)"),
    Workaround(
        "bounded-scatters",
        "WRONG NUMBERS without an error, or heap corruption: a scatter update whose window does "
        "not fit in the operand (an index below 0 or past dim - window: JAX's x.at[i].add(u) "
        "with i out of range, whose default mode='drop' relies on XLA skipping it) is written "
        "where the index points: into the next row, or outside the buffer (a 'double free or "
        "corruption' a few calls later on llvm-cpu, another buffer's values on Vulkan)",
        scatter_bounds.guard_scatter_bounds,
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu and vulkan-spirv (lavapipe), 2026-12-07 (generated "
                 "programs against XLA, tests/test_entry_properties.py)"),
    Workaround(
        "fresh-branch-results",
        "transient buffer has not been committed; ensure the alloca signal semaphores are "
        "satisfied before accessing it (llvm-cpu, local-task) / transient buffer has no staged "
        "Vulkan backing (Vulkan): a conditional in a loop body whose branch hands back a "
        "tensor computed before it (Whisper's forced-token logits processor in its decoder "
        "loop); IREE frees the tensor's whole transient slab after the conditional",
        branches.freshen_branch_results,
        canary=Canary("llvm-cpu", "fails", r"transient buffer has not been committed",
                      driver="local-task"),
        evidence="IREE 3.13, llvm-cpu (local-task) and vulkan-spirv (lavapipe), 2026-12-07 "
                 "(the Whisper transcription, issue 46; local-sync runs it)"),
    Workaround(
        "unroll-bounded-loops",
        "SLOW, not wrong: a stablehlo.while whose condition ANDs a counter test with a test "
        "on data (diffrax's Runge-Kutta stage loop, started at a data-dependent stage) runs "
        "each iteration as host control flow: two to three device-to-host reads and a "
        "command buffer recorded again per stage, ~20 us each, 240 stages per KdV solve",
        unroll.unroll_bounded_loops, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05: diffrax KdV portable 6.0 -> 4.1 "
                 "ms, Burgers 1.44 -> 0.94 ms (benchmarks/bench_vs_jax.py programs)"),
    Workaround(
        "loop-slice-gathers",
        "SLOW, not wrong: a dynamic_slice at a computed start inside a loop body (a Butcher "
        "tableau row picked by the stage index) reads the start back to the host each "
        "iteration (a submission and a wait) and records the dispatch's command buffer again",
        loop_bodies.gather_loop_slices, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05 (diffrax KdV, with the two entries "
                 "around it: 4.1 -> 3.4 ms)"),
    Workaround(
        "select-predicate-broadcasts",
        "SLOW, not wrong: a select on a 0-d predicate (jnp.where on a scalar condition: a "
        "solver's step acceptance) reads the predicate back to the host and passes it as a "
        "push constant, a device-to-host wait per select per loop iteration",
        loop_bodies.broadcast_select_predicates, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05 (diffrax KdV: three waits per "
                 "step go; with loop-slice-gathers 4.1 -> 3.4 ms)"),
    Workaround(
        "rotations-as-gathers",
        "SLOW, not wrong: a concatenate of slices of one tensor (jnp.roll, fftshift) becomes "
        "two buffer copies a slice, fused with nothing, around the dispatch that consumes it",
        rotations.gather_concatenated_slices, **_LLVM_CPU_SPEED,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-05 (benchmarks/bench_rotations.py): "
                 "fftshift of an n x n complex64 array times another, gather / concatenate "
                 "1.05 at 64, 0.88 at 256, 0.78 at 1024, 0.82 at 2048; jax-cfd's Schrodinger "
                 "(80 rolls a call) 0.230-0.244 -> 0.220-0.228 ms. Last axis only since "
                 "2026-12-07 (bench_speed_entries.py): with inner axes too s2fft's Wigner ran "
                 "1.11x slower, MW L=32 1.04x; now 1.03x both, HEALPix inverse 0.82x"),
    Workaround(
        "sort-networks",
        "SLOW (quadratic), and a two-operand sort of 10,000 does not compile ('exceeded stack "
        "allocation limit of 32768 bytes'): stablehlo.sort sorts each row in one dispatch in "
        "O(n^2): f32[10000] 452 ms, [100000] ~45 s (XLA-CPU 2.0 / 21 ms)",
        _cpu_sorts,
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-07: the network f32[1000] 0.67 ms "
                 "(IREE 4.7), [10000] 10.8 ms (452), [100000] 194 ms (~45 s)",
        **_LLVM_CPU_SPEED),
    Workaround(
        "matmul-pad-to-tiles",
        "SLOW, not wrong: a small matrix product whose sizes are not multiples of 8 "
        "(librosax's 40x257 @ 257x101 mel projection: 0.070 ms) runs slower than the same "
        "product zero-padded to whole tiles (0.059 ms); only products of 2^16 to 2^22 "
        "multiply-adds, free sizes of 8 or more (larger ones and single rows lose: Whisper's "
        "attention values 2.8x, a decoder step's logits 8.2x slower padded)",
        matmul_tiles.pad_matmuls_to_tiles, targets=frozenset({"llvm-cpu"}),
        releases=((3, 13), None), modes=frozenset({"split", "portable"}),
        no_canary="a speed entry: its evidence is a timing (benchmarks/bench_matmul_tiles.py), "
                  "which a test cannot assert without flakiness; the rewrite's exactness is tested",
        evidence="IREE 3.13, llvm-cpu, 2 cores, 2026-12-07 (bench_matmul_tiles.py, local-sync; "
                 "the table in workarounds/matmul_tiles.py); Whisper-tiny transcription split "
                 "12.7 s on, 13.0 s off (was 39.5 s with the 2026-12-05 rule), librosax MFCC "
                 "0.38-0.39 ms on, 0.39-0.40 off"),
    Workaround(
        "static-window-scatters",
        "'iree_linalg_ext.scatter' op dimension map is invalid on the window scatter of "
        "x.at[:, :, :m].set(u) (an FNO's mode truncation), static shapes",
        _static_window_scatters,
        releases=((3, 1), (3, 11)),
        no_canary="the FNO program itself is the repro (tests/test_iree_releases.py, slow)",
        xla_unchecked=_TENSOR_OPS,
        evidence="IREE 3.1-3.11 on llvm-cpu, 2026-12-02/03; 2.9, 3.0, 3.12, 3.13 compile it"),
    Workaround(
        "complex-insert-slices",
        "iree-compile crashes (LLVMCPUCheckIRBeforeLLVMConversion, getIntOrFloatBitWidth of "
        "complex<f32>) on a complex tensor.insert_slice",
        rw.split_complex_insert_slices,
        releases=((3, 2), (3, 6)),
        no_canary="the FNO program itself is the repro (tests/test_iree_releases.py, slow)",
        evidence="IREE 3.2-3.6 on llvm-cpu, 2026-12-03"),
    Workaround(
        "complex-dot-generals",
        "failed to legalize operation 'memref.alloc' on a complex dot_general (an FNO's mode "
        "mixing)",
        rw.split_complex_dot_generals,
        targets=SPIRV_TARGETS, releases=(OLDEST_RELEASE, (3, 10)),
        canary=Canary("vulkan-spirv", "rejects", r"memref\.alloc", release=(3, 10)),
        evidence="IREE 2.9-3.10, vulkan-spirv and metal-spirv, 2026-12-03; 3.11 compiles it"),
    Workaround(
        "parts-swap-by-slices",
        "portable mode's swap of real and imaginary parts as stablehlo.reverse is rejected: "
        "'vector.transfer_read' op inferred mask type ... don't match (3.10, 3.11), operand "
        "#0 does not dominate this use (2.9)",
        None, releases=(OLDEST_RELEASE, (3, 11)), modes=frozenset({"portable"}),
        no_canary="portable mode's own RFFT 400 is the repro (tests/test_iree_releases.py, slow)",
        evidence="IREE 2.9-3.11 on llvm-cpu, 2026-12-02; 3.12 compiles the reverse"),
    Workaround(
        "no-memoization",
        "WRONG NUMBERS without an error: memoized command buffers of a module called again "
        "and again (split mode's segments in a host-driven loop: dinosaur's step off by 2e-5 "
        "on its second call, by 1.0 once another module was loaded) or of a module holding "
        "VkFFT's dispatches once any other module is loaded on the device (zeros or garbage) "
        "run the wrong work",
        None, targets=frozenset({"vulkan-spirv"}),
        flags=("--iree-hal-memoization=false",), modes=frozenset({"split", "inline", "ffts"}),
        no_canary="needs two modules and repeated calls on one device: "
                  "tests/test_split_device_ffts.py and tests/test_inline_programs.py hold it",
        evidence="IREE 3.13, lavapipe, 2026-12-02 (dinosaur's step, the FNO, rfft2 -> irfft2)"),
    Workaround(
        "extern-const-hoisting",
        "const-expr hoisting turns a hal.dispatch.extern's tensor.empty output into an "
        "uninitialized global allocated at load and copied on every call (a wasted copy; the "
        "load-time allocation lost the lavapipe device in ~1 of 6 iree-benchmark-module runs)",
        None, targets=frozenset({"vulkan-spirv"}),
        flags=("--iree-opt-const-expr-hoisting=false",), modes=frozenset({"inline", "ffts"}),
        no_canary="a wasted copy and a device loss 1 run in 6: no deterministic failure",
        evidence="IREE 3.13, lavapipe, 2026-12-02 (the FFT convolution's IRFFT 16384)"),
    # -- the torch front end's fixes (mode "torch": ops around the FFTs of torch/ONNX programs,
    # rewritten by iree_vkfft.torch_frontend.fixes before IREE's torch passes see them)
    Workaround(
        "torch-window-functions",
        "failed to legalize operation 'torch.operator' that was explicitly marked illegal: "
        "torch.aten.hann_window (Whisper's featurizer builds its window in forward), "
        "hamming_window, blackman_window, bartlett_window, kaiser_window",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"torch\.aten\.hann_window"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05 (whisper_log_mel.torch, a hamming stft); "
                 "folded into a literal (torch_frontend/windows.py, equal to torch's to 1e-15)"),
    Workaround(
        "torch-reflect-pad",
        "'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be "
        "greater than or equal to 200, but found 191: aten.pad(mode='reflect') wider than the "
        "tile (stft center=True: Whisper, torchaudio)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"greater than or equal to 200"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05; StableHLO slice + reverse + concatenate"),
    Workaround(
        "torch-complex-abs",
        "'math.absf' op operand #0 must be floating-point-like, but got 'complex<f32>': "
        "aten.abs of a complex tensor (a spectrogram's magnitude)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"math\.absf"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05; sqrt(re^2 + im^2) on the parts"),
    Workaround(
        "torch-complex-sgn",
        "failed to legalize operation 'torch.aten.sgn' of a complex tensor (the backward of "
        "abs, in every gradient through a magnitude)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"torch\.aten\.sgn"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05; z / |z| on the parts, 0 at 0"),
    Workaround(
        "torch-complex-zeros",
        "compiler crash in linalg::FillOp::create from ConvertConstantTensorAllocOp<AtenZerosOp> "
        "on a complex aten.zeros/new_zeros (an FNO's out_ft, rfft's backward)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "crashes", r"Stack dump|FillOp"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05; stablehlo.complex of zero parts"),
    Workaround(
        "torch-log10",
        "iree-lld: error: undefined symbol: log10f (aten.log10 becomes a libm call on llvm-cpu: "
        "Whisper's log-mel)",
        None, targets=frozenset({"llvm-cpu"}), modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"undefined symbol: log10f"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05; log(x) * (1 / ln 10)"),
    Workaround(
        "torch-gelu-tanh",
        "WRONG NUMBERS without an error: aten.gelu(approximate='tanh') lowered by IREE's torch "
        "path is 2.2e-5 off in float32 (rel. L2 on 4,096 values; FNet's feed-forward ends 100x "
        "above eager torch's error)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05 (fnet_block.torch); the same formula on "
                 "stablehlo.tanh is 4.5e-8 off"),
    Workaround(
        "torch-atan2",
        "WRONG NUMBERS without an error: aten.atan2 lowered by IREE's torch path gives nan at "
        "(+-0, +-0) and +pi at (-0, x < 0), where torch (C's atan2) gives +-0 and -pi "
        "(torch.atan2(spec.imag, spec.real), ONNX exports of torch.angle)",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu and lavapipe, 2026-12-07 (issue 47); the signed-zero "
                 "cases selected around IREE's atan2 (torch_frontend/complex_ops.py)"),
    Workaround(
        "torch-complex-arithmetic",
        "elementwise ops and reductions of complex tensors: 'arith.muli' op operand #0 must be "
        "signless-non-zero-bitwidth-integer-like, but got 'complex<f32>' (z + z: add/sub.Tensor), "
        "'Only integer/float dtype supported' (z * 2.0, z / 3.0, z + 1.0: mul/div/add/sub/"
        "rsub.Scalar), arith.negf (neg), failed to legalize torch.operator (conj, "
        "conj_physical, angle), exp/log/sqrt/reciprocal/pow/div.Tensor/mean rejected, a "
        "compiler crash (report_fatal_error) on sum: every spectral filter "
        "(irfft(rfft(x) * 2.0))",
        None, modes=frozenset({"torch"}),
        canary=Canary("llvm-cpu", "rejects", r"arith\.muli"),
        evidence="IREE 3.13, llvm-cpu, 2026-12-05 (iree-turbine exports of 35 ops on a "
                 "complex64 [4,9]: only mul.Tensor, real, imag, complex, view_as_real, matmul, "
                 "einsum, cat compile); torch ops on the real and imaginary parts"),
    # -- issue 52: lavapipe ends a shader loop after 65,535 trips (Mesa's gallivm loop limiter,
    # one count per invocation) and IREE 3.13 loops over a whole axis in one invocation
    Workaround(
        "blocked-scans",
        "WRONG NUMBERS without an error: a cumulative reduce_window (jnp.cumsum, cumprod, "
        "lax.cummax, cummin, cumlogsumexp) along an axis longer than 65,535 is wrong from "
        "index 65,535 on (a cumsum of 70,000 float32: 4,465 wrong, rel. L2 0.38; of 1e6: "
        "0.998): IREE's scan loops over the axis in one invocation",
        wgl.block_long_scans, targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe (Mesa 22.3.6), 2026-12-07 (issue 52): cumsum, cumprod, "
                 "cummax, cummin, cumlogsumexp, reverse cumsum of 1e5 and 1e6, float32, "
                 "float64, int32 and int64, axis 1 of [4, 70000], axis 0 of [70000, 4]; "
                 "65,535 right"),
    Workaround(
        "two-stage-reductions",
        "WRONG NUMBERS without an error: a reduce over a dimension longer than 65,535 loops "
        "over it in one invocation (int64, float64, argmax: jnp.argmax of 1e6, an x64 jnp.sum "
        "of 70,000 integers) or in 32 (float32 and int32 sums and maxima: past 8.4M; jnp.sum "
        "of 1e7 is 16% short, jnp.mean, var, linalg.norm alike), and lavapipe drops the "
        "trips past 65,535",
        wgl.split_long_reductions, targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe (Mesa 22.3.6), 2026-12-07 (issue 52): argmax and argmin "
                 "of 70,000 to 1e7, sum of 1e7 float32, int32 and int64, of 70,000 int64, of "
                 "1e6 float64, mean, max, var and norm of 1e7"),
    Workaround(
        "two-stage-dots",
        "WRONG NUMBERS without an error: a dot_general contracting more than 8.4M float32 "
        "elements (jnp.dot of two 1e7 vectors: rel. error 0.88) loops past lavapipe's 65,535 "
        "trips in one of IREE's 32 invocations",
        wgl.split_long_dots, targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe (Mesa 22.3.6), 2026-12-07 (issue 52): dot of 1e7 float32 "
                 "vectors wrong, of 1e6 and a [10, 1e6] matrix-vector product right"),
    Workaround(
        "chunked-scatters",
        "WRONG NUMBERS without an error: a scatter loops over all of its updates (and each "
        "update's window) in one invocation, and lavapipe drops the trips past 65,535: "
        "jax.ops.segment_sum of 1e5 into 1,000 segments 44% off, x.at[i].add(u) of 1e5 "
        "updates, x.at[i].set, bincount, segment_max; a scatter whose one update's window "
        "alone loops past the limit (rows of 70,000) is a compile-time error with the entry",
        wgl.chunk_long_scatters, targets=SPIRV_TARGETS,
        canary=Canary("vulkan-spirv", "miscomputes"),
        evidence="IREE 3.13, lavapipe (Mesa 22.3.6), 2026-12-07 (issue 52): segment_sum and "
                 "segment_max of 1e5, scatter add/set of 1e5 points and of 1e5 rows of 16; "
                 "gathers of 1e6 and element-wise ops of 3e7 are right"),
    Workaround(
        "complex-scalar-initializers",
        "WRONG NUMBERS without an error: two rank-0 complex constant expressions (a complex "
        "zero, the init of a complex reduce, and a complex one a dynamic_update_slice writes) "
        "hoisted into one load-time initializer: the reduce reads the other one (its init 1, "
        "not 0): exponax's 2-D Burgers gradient through a reverse scan 1e6 off on Vulkan",
        hoisting.barrier_complex_scalar_constants,
        canary=Canary("llvm-cpu", "miscomputes", hidden_by=("unroll-counted-loops",)),
        evidence="IREE 3.13, llvm-cpu and vulkan-spirv (lavapipe), 2026-12-07 (issue 45): "
                 "either scalar alone is right; --iree-opt-const-expr-hoisting=false cures the "
                 "whole module"),
    # -- last: what the entries before it leave of in-place ops on arguments
    Workaround(
        "copied-arguments",
        "WRONG NUMBERS without an error: a dynamic_update_slice, scatter or sort of a public "
        "function's argument is written into the argument's buffer: f(a, u) = (a.at[1].set(u), "
        "a) returns the updated tensor twice, a caller's array imported without a copy comes "
        "back changed (an Nx.put_slice through the drop-in changes its operand), two arguments "
        "that arrive as one buffer (equal constants IREE returned deduplicated) both get the "
        "last update (split mode: exponax's gradient through a rollout 9% off)",
        arguments.copy_updated_arguments,
        canary=Canary("llvm-cpu", "miscomputes"),
        evidence="IREE 3.13, llvm-cpu and vulkan-spirv (lavapipe; iree-run-module), "
                 "2026-12-07 (issue 45): dynamic_update_slice, of a reshape too, scatter, sort "
                 "of an argument; a while loop carrying it and an update followed by a read "
                 "are copied by IREE itself"),
)

#: every entry's name
NAMES = tuple(w.name for w in REGISTRY)
_BY_NAME = {w.name: w for w in REGISTRY}


def by_name(name: str) -> Workaround:
    """The entry called ``name`` (ValueError naming the known ones otherwise)."""
    check_names([name])
    return _BY_NAME[name]


def check_names(names: Iterable[str]) -> tuple[str, ...]:
    """``names`` sorted and checked: ValueError naming each unknown one and the known ones."""
    names = tuple(sorted(set(names)))
    unknown = [n for n in names if n not in _BY_NAME]
    if unknown:
        raise ValueError(f"Unknown workaround(s) {', '.join(map(repr, unknown))}; known: "
                         f"{', '.join(NAMES)}")
    return names


def disabled_from_env(environ: dict | None = None) -> tuple[str, ...]:
    """The entries ``$IREE_VKFFT_DISABLE_WORKAROUNDS`` turns off (checked names)."""
    value = (os.environ if environ is None else environ).get(DISABLE_ENV, "")
    return check_names(n.strip() for n in value.split(",") if n.strip())


def applies(entry: Workaround | str, targets: Sequence[str], release: Release | None = None,
            mode: str | None = None) -> bool:
    """Whether ``entry`` applies to a module for ``targets`` (IREE backend names) compiled by
    iree-compile ``release`` (None: the pinned one) in ``mode`` (None: any). Pure."""
    w = by_name(entry) if isinstance(entry, str) else entry
    return (w.covers(release) and bool(w.targets.intersection(targets))
            and (mode is None or mode in w.modes))


def enabled(entry: str, targets: Sequence[str], *, release: Release | None = None,
            mode: str | None = None, disabled: Iterable[str] = ()) -> bool:
    """:func:`applies` and not turned off (``disabled``)."""
    return entry not in set(disabled) and applies(entry, targets, release, mode)


def selected(targets: Sequence[str], *, release: Release | None = None, mode: str | None = None,
             disabled: Iterable[str] = (), retried: Iterable[str] = ()) -> list[Workaround]:
    """The entries that apply and are not turned off, in application order (an entry with
    ``retry_on`` only when ``retried`` names it). Pure."""
    off, again = set(check_names(disabled)), set(retried)
    return [w for w in REGISTRY if w.name not in off and applies(w, targets, release, mode)
            and (not w.retry_on or w.name in again)]


def apply(module: ir.Module, targets: Sequence[str], *, release: Release | None = None,
          mode: str | None = None, disabled: Iterable[str] = (),
          retried: Iterable[str] = ()) -> dict[str, int]:
    """Every selected entry's rewrite on ``module``, in place; returns ``{name: ops changed}``
    for the entries that changed something (logged at debug level)."""
    changed = {}
    for w in selected(targets, release=release, mode=mode, disabled=disabled, retried=retried):
        if w.rewrite is None:
            continue
        count = w.rewrite(module)
        if count:
            changed[w.name] = count
    if changed:
        _log.debug("IREE workarounds applied: %s", changed)
    return changed


def flags(targets: Sequence[str], *, release: Release | None = None, mode: str | None = None,
          disabled: Iterable[str] = (), module: ir.Module | None = None) -> tuple[str, ...]:
    """The iree-compile flags of the selected entries (an entry with ``detect``: only when
    ``module`` holds what it detects)."""
    out: list[str] = []
    for w in selected(targets, release=release, mode=mode, disabled=disabled):
        if w.detect is not None and (module is None or not w.detect(module)):
            continue
        out += [f for f in w.flags if f not in out]
    return tuple(out)


def retries(diagnostics: str, targets: Sequence[str], *, release: Release | None = None,
            mode: str | None = None, disabled: Iterable[str] = (),
            done: Iterable[str] = ()) -> list[Workaround]:
    """The entries with a ``retry_on`` that matches iree-compile's ``diagnostics``, apply and
    are neither turned off nor tried already (``done``)."""
    off, tried = set(check_names(disabled)), set(done)
    return [w for w in REGISTRY if w.retry_on and w.name not in off | tried
            and applies(w, targets, release, mode) and re.search(w.retry_on, diagnostics)]


def _retry_key(module: ir.Module, options, mode: str) -> str:
    digest = hashlib.sha256(f"{mode}|{options!r}|".encode() + str(module).encode())
    return "retries|" + digest.hexdigest()[:32]


def compile_retrying(module: ir.Module, options, mode: str, compile_fn, *,
                     targets: Sequence[str] = (), release: Release | None = None):
    """``compile_fn(module, options)``, and when it fails (an error with iree-compile's
    ``diagnostics``) with what a ``retry_on`` entry cures: that entry's rewrite applied to
    ``module`` (in place), its flags added, and ``compile_fn`` again (each entry once). The
    entries a module needed are kept in the disk cache, so its next compile applies them
    first instead of failing again."""
    every = (options.target, *targets)
    key = _retry_key(module, options, mode)
    known = PLACEMENTS.load(key, label="retries")
    done: list[str] = []
    cures = [by_name(n) for n in json.loads(known)] if known else []
    while True:
        for w in cures:
            done.append(w.name)
            count = w.rewrite(module) if w.rewrite is not None else 0
            _log.info("workaround %s applied after iree-compile's failure (%d ops)", w.name,
                      count)
            missing = tuple(f for f in w.flags if f not in options.extra_args)
            options = dataclasses.replace(options, extra_args=missing + tuple(options.extra_args))
        try:
            result = compile_fn(module, options)
        except Exception as e:  # noqa: BLE001 - re-raised unless an entry cures it
            cures = retries(getattr(e, "diagnostics", str(e)), every, release=release,
                            mode=mode, disabled=turned_off(options), done=done)
            if not cures:
                raise
            continue
        if done and not known:
            PLACEMENTS.store(key, json.dumps(done).encode(), label="retries")
        return result


def host_predicate(options) -> Callable[[ir.Operation], str] | None:
    """For split mode on ``options.target``: ``f(op)`` naming the entry whose ``host_ops``
    finds that ``op`` (or an op in its regions) cannot run there ("" for none); None when no
    such entry applies."""
    found = [w for w in selected([options.target], mode="split", disabled=turned_off(options))
             if w.host_ops is not None]
    if not found:
        return None

    def which(op: ir.Operation) -> str:
        todo = [op]
        while todo:
            inner = todo.pop()
            for w in found:
                if w.host_ops(inner):
                    return w.name
            todo.extend(o.operation for r in inner.regions for b in r.blocks
                        for o in b.operations)
        return ""

    return which


def turned_off(options) -> tuple[str, ...]:
    """The entries a :class:`~iree_vkfft.toolchain.options.CompileOptions` turns off: every
    one with ``workarounds=False``, else its ``disable_workarounds`` and
    ``$IREE_VKFFT_DISABLE_WORKAROUNDS`` (names checked)."""
    if not options.workarounds:
        return NAMES
    return check_names(tuple(options.disable_workarounds) + disabled_from_env())


def prepare(module: ir.Module, options, mode: str, *, targets: Sequence[str] = (),
            release: Release | None = None):
    """What a mode does before iree-compile: the selected entries' rewrites on ``module`` (in
    place) for ``options.target`` plus ``targets``, and ``options`` with their flags in front of
    its ``extra_args`` (which may override them). Returns ``(options, {name: ops changed})``."""
    every = (options.target, *targets)
    off = turned_off(options)
    changed = apply(module, every, release=release, mode=mode, disabled=off)
    return with_flags(options, mode, targets=targets, release=release, module=module), changed


def with_flags(options, mode: str, *, targets: Sequence[str] = (),
               release: Release | None = None, module: ir.Module | None = None):
    """``options`` with the selected entries' flags (for ``module``) in front of its
    ``extra_args``."""
    wanted = flags((options.target, *targets), release=release, mode=mode,
                   disabled=turned_off(options), module=module)
    missing = tuple(f for f in wanted if f not in options.extra_args)
    return dataclasses.replace(options, extra_args=missing + tuple(options.extra_args))


def describe(release: Release | None = None) -> str:
    """A table of every entry: name, targets, releases, whether it applies to ``release``
    and its symptom (``iree-vkfft workarounds``)."""
    lines = []
    for w in REGISTRY:
        first, last = w.releases
        span = f"{first[0]}.{first[1]}-" + (f"{last[0]}.{last[1]}" if last else "")
        here = "on " if w.covers(release) else "off"
        targets = "all" if w.targets == ALL_TARGETS else ",".join(sorted(w.targets))
        lines.append(f"{here} {w.name:26s} {span:10s} {targets}")
        lines.append(f"      {w.symptom}")
    return "\n".join(lines)
