"""VkFFT configuration knobs per device class and transform shape class.

:func:`options_for` is what the funnel asks before building a :class:`~iree_vkfft._types.PlanKey`.
GPUs keep VkFFT's own defaults (nothing here was measured on one). On Mesa lavapipe (the CPU
Vulkan driver) a table of rules, each proven by ``benchmarks/tune_lavapipe.py`` — a median of
interleaved rounds against the default plan, in two or more separate sweeps, on a shared 2-core
machine — and each checked against numpy for every example shape, forward and inverse
(``tests/test_cli_bench.py``). A shape with no rule gets the defaults; a knob that did not win
clearly, or that failed to win at a neighbouring size, is left out.

Knobs that break VkFFT 1.3.4 are never used: ``maxThreadsNum=32`` with ``groupedBatch1>=64``,
``coalescedMemory=512`` (wrong C2C 4099), ``useLUT=-1`` in fp64, ``sharedMemorySize`` above the
device limit. ``maxThreadsNum`` is the knob that matters on lavapipe: fewer threads per
workgroup, more registers each, fewer shared-memory passes — but which count wins depends on
the length's radix decomposition, so the rules name exact lengths, not ranges, where neighbours
disagree.
"""

from __future__ import annotations

import dataclasses
import functools
import math

from ._types import FftType, PlanKey

KNOWN_OPTIONS = frozenset({
    "maxThreadsNum", "aimThreads", "coalescedMemory", "numSharedBanks", "groupedBatch0",
    "groupedBatch1", "groupedBatch2", "useLUT", "registerBoost", "performBandwidthBoost",
    "fixMaxRadixBluestein", "fixMaxRaderPrimeFFT", "useUint64", "disableMergeSequencesR2C",
    "doublePrecisionFloatMemory",
    "outOfPlace"})  # the engine's own: C2C reading a separate input buffer (never tuned)

# The C2C wins held down to 2^16..2^18 points per call (small-batch sweep); below 2^16 nothing
# was measured, so small problems keep the defaults. Rules may ask for more (see R2C).
_MIN_POINTS = 1 << 16

_C2C = frozenset({FftType.FFT, FftType.IFFT})


def largest_prime_factor(n: int) -> int:
    largest, p = 1, 2
    while p * p <= n:
        while n % p == 0:
            largest, n = p, n // p
        p += 1
    return max(largest, n) if n > 1 else largest


def uses_bluestein(lengths) -> bool:
    """A prime factor above 13 (VkFFT's largest radix kernel): VkFFT then takes Rader's
    algorithm when p - 1 factors into its radices (17, 31, 127, ...) and Bluestein otherwise
    (47, 4099, ...). A conservative test used by the tuning rules and the benchmark's tolerance;
    ``Plan.uses_bluestein`` / ``Plan.uses_rader`` say what a built plan took."""
    return any(largest_prime_factor(int(n)) > 13 for n in lengths)


@dataclasses.dataclass(frozen=True)
class Rule:
    """Options for one shape class. ``lengths`` is a set of exact transform shapes, or None
    with ``bluestein_range`` for 1-D Bluestein lengths (a prime factor above 13) in that range."""

    name: str
    fft_types: frozenset
    precision: str
    options: tuple[tuple[str, int], ...]
    evidence: str
    lengths: frozenset | None = None
    bluestein_range: tuple[int, int] | None = None
    min_points: int = _MIN_POINTS  # batch * prod(lengths) below this: defaults
    examples: tuple = ()  # (fft_type, lengths, batch, precision): checked by the tests

    def matches(self, fft_type: FftType, lengths: tuple[int, ...], batch: int,
                precision: str) -> bool:
        if fft_type not in self.fft_types or precision != self.precision:
            return False
        if batch * math.prod(lengths) < self.min_points:
            return False
        if self.lengths is not None:
            return lengths in self.lengths
        lo, hi = self.bluestein_range
        return len(lengths) == 1 and lo <= lengths[0] <= hi and \
            uses_bluestein(lengths)


def _c2c(name, n, options, evidence, precision="float32", min_points=_MIN_POINTS):
    return Rule(name, _C2C, precision, tuple(sorted(options.items())), evidence,
                lengths=frozenset({(n,)}), min_points=min_points,
                examples=((FftType.FFT, (n,), max(1, (1 << 22) // n), precision),
                          (FftType.IFFT, (n,), max(min_points, 1 << 18) // n + 1, precision)))


# Ratios are tuned/default medians (wall) from separate sweeps; "F": the first sweep
# (docs/notes.md, "lavapipe tuning").
LAVAPIPE_RULES: tuple[Rule, ...] = (
    _c2c("c2c_1024", 1024, {"maxThreadsNum": 32},
         "C2C 1024x4096: 0.66, 0.45; IFFT 0.69; 1024x64: 0.55. 256/512 gain nothing (1.01-1.02)."),
    _c2c("c2c_2048", 2048, {"maxThreadsNum": 64}, "C2C 2048x2048: 0.81, 0.84."),
    _c2c("c2c_4096", 4096, {"maxThreadsNum": 256},
         "C2C 4096x1024: 0.89, 0.74, 0.85; 4096x32: 0.75; F: -22..-36%."),
    _c2c("c2c_8192", 8192, {"maxThreadsNum": 16},
         "C2C 8192x512: 0.86, 0.91, 0.91; IFFT 0.91, 0.90 (32..256 are 1.0-1.8x slower). "
         "8192x32: 0.97, 0.98, not proven: only from 2^20 points.", min_points=1 << 20),
    _c2c("c2c_16384", 16384, {"maxThreadsNum": 32},
         "C2C 16384x256: 0.83, 0.84 (64 and 128 are 1.3-1.8x slower)."),
    *(_c2c(f"c2c_{n}", n, {"maxThreadsNum": 64}, ev) for n, ev in (
        (32768, "C2C 32768x128: 0.65, 0.62."),
        (65536, "C2C 65536x64: 0.76, 0.64; IFFT 0.62; 65536x4: 0.74; F: -35..-45%."),
        (131072, "C2C 131072x32: 0.58, 0.66."),
        (262144, "C2C 262144x16: 0.69, 0.87 (maxThreadsNum=32: 0.76, 0.75)."))),
    _c2c("c2c_1048576", 1 << 20, {"maxThreadsNum": 256, "coalescedMemory": 128},
         "C2C 2^20x4: 0.91, 0.78, 0.88; F: 112 -> 81 ms (0.72). 2^19 has no winner (grid of "
         "maxThreadsNum x coalescedMemory: best 0.93)."),
    Rule("r2c_400_1024", frozenset({FftType.RFFT}), "float32",
         (("coalescedMemory", 128), ("maxThreadsNum", 32)),
         "R2C 400x3000: 0.83, 0.86; R2C 1024x2048: 0.75. Not 400x300 (0.99), 256, 512 "
         "(1.01-1.03), 4096 (1.07) nor the inverse (IRFFT 400x3000: 0.97).",
         lengths=frozenset({(400,), (1024,)}), min_points=1 << 20,
         examples=((FftType.RFFT, (400,), 3000, "float32"), (FftType.RFFT, (400,), 2623, "float32"),
                   (FftType.RFFT, (1024,), 2048, "float32"))),
    Rule("c2c_2d_1024", _C2C, "float32", (("maxThreadsNum", 32),),
         "2-D 1024^2: 0.82, 0.78; F: -16%. Not 512^2 (0.97) nor 2048^2 (1.52).",
         lengths=frozenset({(1024, 1024)}),
         examples=((FftType.FFT, (1024, 1024), 1, "float32"),
                   (FftType.IFFT, (1024, 1024), 2, "float32"))),
    Rule("bluestein_4k_10k", _C2C, "float32", (("aimThreads", 8),),
         "C2C 4099x1024: 0.75, 0.76; 4099x32: 0.76; F: -25%. C2C 10007x256: 0.83. "
         "Not 1009 (0.98).",
         bluestein_range=(4097, 10007),
         examples=((FftType.FFT, (4099,), 1024, "float32"), (FftType.IFFT, (4099,), 64, "float32"),
                   (FftType.FFT, (10007,), 256, "float32"))),
    *(_c2c(f"c2c_{n}_f64", n, {"groupedBatch0": 1}, ev, "float64") for n, ev in (
        (4096, "C2C fp64 4096x512: 0.79."),
        (16384, "C2C fp64 16384x128: 0.62; 16384x8: 0.71."),
        (65536, "C2C fp64 65536x64: 0.80, 0.74; F: -25%."))),
)


def is_lavapipe(device) -> bool:
    """Mesa's CPU Vulkan driver (llvmpipe/lavapipe), the device the rules were measured on.

    Other CPU implementations (SwiftShader) keep the defaults: nothing was measured there."""
    return (getattr(device, "driver", "") == "llvmpipe"
            or "llvmpipe" in getattr(device, "name", "").lower())


def rule_for(device, fft_type: FftType, lengths, batch: int, precision: str) -> Rule | None:
    """The rule that applies, or None (VkFFT's defaults)."""
    if not is_lavapipe(device):
        return None
    lengths = tuple(int(n) for n in lengths)
    for rule in LAVAPIPE_RULES:
        if rule.matches(fft_type, lengths, batch, precision):
            return rule
    return None


def options_for(device, fft_type: FftType, lengths, batch: int,
                precision: str) -> tuple[tuple[str, int], ...]:
    """Sorted (name, value) VkFFT knobs for this transform on ``device``; () means defaults.

    ``lengths`` are the logical transform lengths (innermost last), ``batch`` the number of
    transforms in one plan, ``precision`` "float32" or "float64".
    """
    rule = rule_for(device, fft_type, lengths, batch, precision)
    return rule.options if rule is not None else ()


def accuracy_options(device, lengths, precision: str) -> tuple[tuple[str, int], ...]:
    """Knobs every float32 plan gets for accuracy, before any speed rule (scipy.signal's own
    tests hold float32 results to pocketfft's error, which VkFFT's defaults miss by 2-10x).

    - ``useLUT=1``: twiddles from a table computed in double on the host instead of the
      shader's float sincos. lavapipe, rel. L2 vs float64 (default -> LUT): C2C 256 1.6e-7 ->
      1.1e-7, 400 2.5e-7 -> 1.2e-7, 1000 3.2e-7 -> 1.3e-7, 4096 2.1e-7 -> 1.4e-7, R2C/C2R 256
      1.6e-7 -> 1.1e-7, 2-D 64^2 1.8e-7 -> 1.4e-7; Rader 127 and Bluestein 4099 unchanged.
      VkFFT turns it on for fp64 itself. Cost on lavapipe 0.9-1.6x (noisy medians of 5); on
      GPUs not yet measured.
    - ``doublePrecisionFloatMemory=1`` on lavapipe with float64 (a CPU: fp64 arithmetic is
      native): float32 in memory, float64 arithmetic inside the kernels. Every case above then
      reaches pocketfft's own float32 error (2.5e-8; 3.6e-8 for 4096 and 64^2, 4.4e-8 for
      4099), at 0.7-1.5x the default's time (benchmarks/accuracy_knobs.py). Not on GPUs:
      fp64 runs at 1/2 to 1/64 of the fp32 rate there, and Apple GPUs have none.

    Neither where a length is 1: VkFFT 1.3.4 then fails to compile the kernel (error 4014,
    "array size must be a positive integer") for every DCT/DST with either knob at any batch,
    and for the FFT kinds of shape (1,) or (1, 1) at batch 1 with ``doublePrecisionFloatMemory``
    (probed over lengths 1..33 and 2-D/3-D shapes with unit axes, batches 1-3; a length-1 axis
    has no twiddles to make more accurate).
    """
    if precision != "float32" or 1 in tuple(lengths):
        return ()
    options = {"useLUT": 1}
    if is_lavapipe(device) and getattr(device, "float64", False):
        options["doublePrecisionFloatMemory"] = 1
    return tuple(sorted(options.items()))


#: VkFFT's R2C/C2R packs two real rows into one complex transform: a NaN/Inf in one row
#: spills into its partner, and every row's rounding depends on its partner, so a row's result
#: changes with the batch it came in (scipy.signal's istft and its legacy wrapper disagree by
#: 5e-14 in float64 zero samples). numpy keeps rows independent. The funnel uses this for
#: every C2R and for R2C with non-finite input (paired R2C is more accurate: 6e-17 vs 2e-16
#: max abs in scipy's STFT round trip); inline mode for both. Cost on lavapipe (float32,
#: medians of 9): R2C 400x3000 0.96x, 256x4096 1.19x, 4096x256 1.03x; C2R 400x3000 1.37x,
#: 1024x1024 1.38x.
ISOLATE_ROWS = (("disableMergeSequencesR2C", 1),)
#: C2C plans whose input must stay intact: VkFFT reads the input buffer in its first kernel
#: and works in the output (no input->output copy first).
OUT_OF_PLACE = (("outOfPlace", 1),)

#: :func:`options_for` memoized (the funnel asks on every call); ``plan_cache.clear()`` empties it.
cached_options_for = functools.lru_cache(maxsize=4096)(options_for)


def plan_key(device, fft_type: FftType, lengths: tuple[int, ...], batch: int, precision: str,
             normalize: bool, *, isolate_rows: bool = False, out_of_place: bool = False,
             target=None) -> PlanKey:
    """The one way a :class:`PlanKey` is made (numpy API, device arrays, inline mode).

    The accuracy knobs (:func:`accuracy_options`) and the tuned ones for ``device``
    (:func:`options_for`); neither when planning for another device's limits, ``target``
    (inline mode keeps VkFFT's defaults there: nothing was measured on those devices), plus
    :data:`ISOLATE_ROWS` for R2C/C2R when asked and :data:`OUT_OF_PLACE` for C2C when asked.
    """
    options = () if target is not None else (
        accuracy_options(device, lengths, precision)
        + cached_options_for(device, fft_type, lengths, batch, precision))
    if isolate_rows and fft_type.is_real:
        options = options + ISOLATE_ROWS
    if out_of_place and fft_type in _C2C:
        options = options + OUT_OF_PLACE
    return PlanKey(device.index, fft_type, tuple(lengths), batch, precision, normalize,
                   tuple(sorted(dict(options).items())),
                   target.plan_limits() if target is not None else ())


def c2c_reads_input_directly(device, lengths) -> bool:
    """Whether a C2C from a device array that must stay intact should run VkFFT out of place
    (the first kernel reads the input buffer) rather than copy it into the output and run in
    place.

    GPUs: yes (a copy is one more full pass over memory; not yet measured on one). lavapipe
    (medians, C2C float32 device arrays, out-of-place vs copy ms): multi-dimensional and long
    1-D transforms gain (512x8192 68.7 vs 71.8, 2^20 20.8 vs 21.7, 256x4099 66.7 vs 68.9,
    64^3 9.3 vs 9.7), short single-kernel 1-D ones lose (4096x1024 35.9 vs 30.3, 16384x256
    62.5 vs 57.6, 2048x2048 37.2 vs 36.4).
    """
    if not is_lavapipe(device):
        return True
    return len(lengths) > 1 or int(lengths[0]) > 2048
