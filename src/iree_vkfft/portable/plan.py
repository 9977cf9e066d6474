"""Choose how one FFT axis is decomposed (pure: no IR, no I/O).

A length ``n`` becomes a chain of stages whose lengths multiply to ``n``: radix stages (one
dense r x r DFT matrix product each, r <= the radix limit) and, for each prime factor above the
limit, a Bluestein stage (chirp-z through a smooth length ``m >= 2p - 1`` planned the same way).
No stage is a dense DFT longer than the radix limit, so an axis costs O(n * sum of radices).
The exception is a small 1-D RFFT/IRFFT (:func:`dense_dft`): one dense DFT of the whole
length costs fewer dispatches than any chain.
"""

from __future__ import annotations

import dataclasses
import functools
import math

__all__ = ["DEFAULT_RADIX_LIMIT", "STAGE_OVERHEAD", "DENSE_MAX_LENGTH", "DENSE_MAX_STRAIGHT",
           "DENSE_MIN_ROWS_STRAIGHT", "DENSE_MAX_WORK", "Stage",
           "AxisPlan", "plan_length", "dense_dft", "prime_factors"]

# Radix limit and per-stage overhead of the cost model, measured with
# `benchmarks/bench_portable.py --tune` on llvm-cpu (IREE 3.13, local-task, 2 shared cores,
# C2C complex64, batch * n = 2^20, minimum of 9 rounds in ms; chains in brackets):
#   limit/overhead   C2C 1024           C2C 16384              C2C 2^18
#   16 / 16          56.0 (4x4x4x4x4)   72.0 (4^7)             64.4 (4^9)
#   16 / 48          32.0 (8x8x4x4)     48.0 (8x8x8x8x4)       61.6 (8^6)
#   16 / 160         36.0 (16x8x8)      50.1 (16x16x8x8)       40.0 (16x16x16x8x8)
#   32 / 400         52.0 (32x32)       60.0 (32x32x16)        71.6 (32x32x16x16)
#   64 / 4000        64.0 (32x32)       103.9 (32x32x16)       142.3 (64x64x64)
# and C2C 200 x 3001 (Whisper's packed RFFT 400), one chain each: 8x5x5 20.0, 5x5x8 28.0,
# 8x25 29.0, 25x8 31.9, 20x10 35.9, 10x20 36.0, 4x50 60.0, dense 200 752 ms (IREE's matmul
# runs these small, odd shapes at ~1 GFLOP/s: wide dense stages never pay); `--chains
# "200:8x5x5,20x10"` later (batch 5242): 41.4 vs 84.1.
# A second run (heavier load, min of 11): 2^18 8^6 79.8 vs 16x16x16x8x8 75.4; 16384 8x8x8x8x4
# 83.6 vs 16x16x8x8 60.0; 400 10x8x5 87.7, 20x20 141.2, 16x25 69.0. Radices 8-16 win; wide
# dense stages lose. Between 8- and 16-chains the differences are within this machine's noise;
# an overhead of 80 picks 8x5x5 for Whisper's 200 (1.8x faster than the 20x10 that 160 picks),
# 16x8x8 for 1024, and never a composite radix above 16, so the limit can stay at 64: primes
# 17..61 stay single dense stages instead of Bluestein (3-4x the flops).
# Factor order: largest radix first (8x5x5 beat 5x5x8).
DEFAULT_RADIX_LIMIT = 64

# Cost of one extra pass over the data, in the same unit as a radix-r stage's 8*r real flops
# per point (an extra stage reads and writes every point once more); see the table above.
STAGE_OVERHEAD = 80

# A small 1-D RFFT/IRFFT as one dense DFT matrix product (one dispatch: the
# n//2 + 1 bins straight from the n samples) instead of a chain of stages (reshapes,
# twiddles, transposes: ~10 dispatches for a real 96). Measured with
# `benchmarks/bench_portable.py --dense` on llvm-cpu (IREE 3.13, local-sync, 2 cores): us per
# RFFT -> IRFFT pair of float32, dense / stages, for 1, 8, 64, 512 rows:
#   n     in a loop body recorded each trip      straight (one replayed command buffer)
#   16    5.7/8.1  5.9/8.7  6.3/9.9   12.7/25.4    2.9/3.3  3.0/3.5  3.5/5.0   8.1/17.5
#   32    5.9/8.3  6.3/9.0  8.9/15.6  34.0/77.6    3.2/3.5  3.4/4.2  4.8/9.5   22.3/64.0
#   64    6.7/9.7  7.3/11.2 12.2/23.2 80.1/187     3.5/3.6  4.1/5.1  7.8/14.5  66.9/132
#   96    8.4/10.1 8.9/12.1 19.2/30.7 166/354      5.1/3.9  5.4/5.8  13.6/21.9 125/218
#   128   9.5/10.1 14.6/13.7 39.5/38.2 313/402     5.9/3.8  10.2/6.9 32.2/27.6 270/275
#   256   27.8/11.1 42.2/18.7 141/76  1113/922     23.9/4.7 31.5/10.3 114/59  1113/711
# float64 in loops (`--dense real-f64`; IREE's f64 matrix products are slow): 16: 5.1/7.7
# (1 row), 7.9/13.3 (64 rows); 64: 6.2/9.1, 42.4/30.8; 96: 8.3/9.5, 94.3/43.2. Complex
# transforms lose already at 64 (`--dense complex`, f32 in loops: 8.2/7.2 at 1 row,
# 31.4/23.3 at 64; 16: 5.8/6.5, 8.4/9.1): a dense C2C is 4 n^2 real products, so their axes
# keep their stages. Dense wins up to 96 in loops (diffrax's KdV, n = 96 in its stage loop:
# 3.11 -> 2.49 ms a solve) and up to 64 outside them. Accuracy bounds the length too: a dense
# length-n sum in float32 errs like sqrt(n) roundings (relative L2 on random data: 1.4e-7 at
# 64, 1.7e-7 at 96, 2.0e-7 at 128; pocketfft's float32 0.8-0.9e-7).
DENSE_MAX_LENGTH = 96
DENSE_MAX_STRAIGHT = 64
# ... but straight too from 8 rows on (96: 5.4/5.8 at 8 rows). All of this for 1-D transforms:
# the last axis of a 2-D one dense (scipy.signal.fftconvolve of 64x80 by 9x9, a real 72x88
# transform) took 0.099 -> 0.178 ms, its output's layout feeding the other axis's stages.
DENSE_MIN_ROWS_STRAIGHT = 8
# ... and the work, rows * n^2 multiply-adds, to what was measured to win: float32 96^2 x 455,
# float64 16^2 x 64
DENSE_MAX_WORK = {False: 1 << 22, True: 1 << 14}

# Bluestein lengths are searched among 7-smooth numbers (cheap radix chains; only primes up
# to the radix limit) in
# [2p - 1, 2 * (2p - 1)].
_SMOOTH_PRIMES = (2, 3, 5, 7)


@dataclasses.dataclass(frozen=True)
class Stage:
    """One stage of an axis: ``kind`` "radix" (a dense ``length`` x ``length`` DFT matrix) or
    "bluestein" (a prime ``length`` through a chirp-z convolution of length ``sub.n``)."""

    length: int
    kind: str = "radix"
    sub: "AxisPlan | None" = None

    def __str__(self) -> str:
        return str(self.length) if self.kind == "radix" else f"bluestein({self.length}->{self.sub.n})"


@dataclasses.dataclass(frozen=True)
class AxisPlan:
    """The stages of one complex transform of length ``n`` (their lengths multiply to ``n``)."""

    n: int
    stages: tuple[Stage, ...]
    radix_limit: int

    @property
    def algorithm(self) -> str:
        """"identity", "radix 16x16x4", "bluestein(4099->8748: radix 27x18x18)" ..."""
        if not self.stages:
            return "identity"
        radices = [s for s in self.stages if s.kind == "radix"]
        parts = []
        if radices:
            parts.append("radix " + "x".join(str(s.length) for s in radices))
        for s in self.stages:
            if s.kind == "bluestein":
                parts.append(f"bluestein({s.length}->{s.sub.n}: {s.sub.algorithm})")
        return " * ".join(parts)

    @property
    def uses_bluestein(self) -> bool:
        return any(s.kind == "bluestein" for s in self.stages)

    @property
    def flops(self) -> int:
        """Real flops of one complex transform: 8r per point per radix stage, 6 per point per
        twiddle multiply between stages, the sub-transforms and chirp products of Bluestein."""
        total = 0
        for i, s in enumerate(self.stages):
            if s.kind == "radix":
                total += 8 * s.length * self.n
            else:
                m = s.sub.n
                total += (self.n // s.length) * (2 * s.sub.flops + 6 * (m + 2 * s.length))
            if i:
                total += 6 * self.n
        return total

    def __str__(self) -> str:
        return f"{self.n}: {self.algorithm}"


def prime_factors(n: int) -> list[int]:
    """Prime factors of ``n`` with multiplicity, ascending."""
    out, d = [], 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    if n > 1:
        out.append(n)
    return out


def _divisors(n: int, limit: int) -> list[int]:
    return [d for d in range(2, min(n, limit) + 1) if n % d == 0]


@functools.lru_cache(maxsize=4096)
def _best_radices(n: int, limit: int, overhead: float = STAGE_OVERHEAD
                  ) -> tuple[float, tuple[int, ...]]:
    """Cheapest chain of radices <= ``limit`` multiplying to the ``limit``-smooth ``n``."""
    if n == 1:
        return 0.0, ()
    best: tuple[float, tuple[int, ...]] | None = None
    for r in _divisors(n, limit):
        rest_cost, rest = _best_radices(n // r, limit, overhead)
        cost = 8 * r + overhead + rest_cost + (6 if rest else 0)
        if best is None or cost < best[0] - 1e-9:
            best = (cost, tuple(sorted((r,) + rest, reverse=True)))
    assert best is not None, n
    return best


def _smooth_numbers(lo: int, hi: int, limit: int) -> list[int]:
    found = {1}
    for p in (p for p in _SMOOTH_PRIMES if p <= limit):
        grown = set(found)
        for v in found:
            v *= p
            while v <= hi:
                grown.add(v)
                v *= p
        found = grown
    return sorted(v for v in found if v >= lo)


@functools.lru_cache(maxsize=1024)
def _bluestein_length(p: int, limit: int, overhead: float) -> int:
    """The smooth convolution length for prime ``p`` whose radix chain is cheapest in total."""
    lo = 2 * p - 1
    candidates = _smooth_numbers(lo, 2 * lo, limit)
    return min(candidates, key=lambda m: (_best_radices(m, limit, overhead)[0] * m, m))


def plan_length(n: int, radix_limit: int | None = None, *,
                stage_overhead: float | None = None) -> AxisPlan:
    """The stages for a complex transform of length ``n`` (``radix_limit`` defaults to
    :data:`DEFAULT_RADIX_LIMIT`, ``stage_overhead`` to :data:`STAGE_OVERHEAD`). Radix stages come first, largest radix first, then one
    Bluestein stage per prime factor above the limit.

    Raises:
        ValueError: ``n`` < 1 (numpy's message) or a radix limit below 2.
    """
    limit = DEFAULT_RADIX_LIMIT if radix_limit is None else int(radix_limit)
    if limit < 2:
        raise ValueError(f"radix_limit must be at least 2, got {radix_limit}")
    n = int(n)
    if n < 1:
        raise ValueError(f"Invalid number of FFT data points ({n}) specified.")
    factors = prime_factors(n)
    large = [p for p in factors if p > limit]
    smooth = math.prod(p for p in factors if p <= limit)
    overhead = STAGE_OVERHEAD if stage_overhead is None else float(stage_overhead)
    stages = [Stage(r) for r in _best_radices(smooth, limit, overhead)[1]]
    for p in large:
        m = _bluestein_length(p, limit, overhead)
        stages.append(Stage(p, "bluestein", plan_length(m, limit, stage_overhead=overhead)))
    return AxisPlan(n, tuple(stages), limit)


def dense_dft(n: int, rows: int | None, in_loop: bool, float64: bool = False) -> bool:
    """Whether ``rows`` real 1-D transforms of length ``n`` (None: a dynamic batch) run as
    one dense DFT matrix product each: ``in_loop``, inside a ``while`` body; ``float64``, in
    double precision (see :data:`DENSE_MAX_LENGTH`, :data:`DENSE_MAX_STRAIGHT`,
    :data:`DENSE_MIN_ROWS_STRAIGHT`, :data:`DENSE_MAX_WORK`). Pure."""
    if rows is None:
        return False
    wide = in_loop or rows >= DENSE_MIN_ROWS_STRAIGHT
    limit = DENSE_MAX_LENGTH if wide else DENSE_MAX_STRAIGHT
    return 1 < n <= limit and rows * n * n <= DENSE_MAX_WORK[float64]
