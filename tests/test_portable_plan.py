"""The portable planner (pure): stages, radix limit, Bluestein lengths, flop counts."""

from __future__ import annotations

import math

import pytest

from iree_vkfft.portable import plan_length
from iree_vkfft.portable.plan import DEFAULT_RADIX_LIMIT, dense_dft, prime_factors


@pytest.mark.parametrize("n,limit,algorithm", [
    (1, 64, "identity"),
    (2, 64, "radix 2"),
    (3, 64, "radix 3"),
    (6, 64, "radix 6"),
    (16, 64, "radix 16"),
    (61, 64, "radix 61"),                          # a prime below the limit: one dense stage
    (1000, 64, "radix 10x10x10"),
    (200, 64, "radix 8x5x5"),
    (16384, 64, "radix 8x8x8x8x4"),
    (1 << 20, 64, "radix 8x8x8x8x8x8x4"),
    (16384, 4, "radix 4x4x4x4x4x4x4"),
    (67, 64, "bluestein(67->135: radix 15x9)"),
    (127, 64, "bluestein(127->256: radix 8x8x4)"),
    (2 * 4099, 64, "radix 2 * bluestein(4099->8232: radix 14x12x7x7)"),
    (17, 16, "bluestein(17->35: radix 7x5)"),
])
def test_plan_table(n, limit, algorithm):
    assert plan_length(n, limit).algorithm == algorithm


@pytest.mark.parametrize("n", [1, 2, 3, 6, 16, 400, 1000, 127, 4099, 16384, 2 * 3 * 5 * 7 * 11 * 13,
                               65537, 1 << 20, 1048573])
@pytest.mark.parametrize("limit", [2, 7, 16, DEFAULT_RADIX_LIMIT])
def test_stages_multiply_to_n_and_respect_the_limit(n, limit):
    plan = plan_length(n, limit)
    assert math.prod(s.length for s in plan.stages) == n
    for s in plan.stages:
        if s.kind == "radix":
            assert 2 <= s.length <= limit
        else:
            assert s.kind == "bluestein" and s.length > limit and prime_factors(s.length) == [s.length]
            assert s.sub.n >= 2 * s.length - 1
            assert max(prime_factors(s.sub.n)) <= min(7, limit)
            assert not s.sub.uses_bluestein


def test_cost_stays_n_log_n_and_never_dense_above_the_limit():
    """O(n * sum of radices): the flops per point grow like log n, not like n."""
    per_point = {n: plan_length(n).flops / n for n in (1 << 10, 1 << 14, 1 << 20)}
    assert per_point[1 << 20] < 3 * per_point[1 << 10]  # log n doubles; n grows 1024x
    bluestein = plan_length(1048573)
    assert bluestein.uses_bluestein and bluestein.flops / 1048573 < 4000


def test_flops_of_a_radix_chain():
    # 8 r flops per point per stage, 6 per point per twiddle between stages
    assert plan_length(16384).flops == 16384 * (8 * (8 + 8 + 8 + 8 + 4) + 6 * 4)
    assert plan_length(1).flops == 0


@pytest.mark.parametrize("n", [0, -3])
def test_invalid_length_has_numpys_message(n):
    with pytest.raises(ValueError, match=rf"Invalid number of FFT data points \({n}\) specified."):
        plan_length(n)


def test_invalid_radix_limit():
    with pytest.raises(ValueError, match="radix_limit must be at least 2"):
        plan_length(16, 1)


@pytest.mark.parametrize("n,rows,in_loop,float64,dense", [
    (64, 1, False, False, True), (64, 512, False, False, True), (96, 1, False, False, False),
    (96, 7, False, False, False), (96, 8, False, False, True),  # straight, from 8 rows on
    (96, 1, True, False, True), (96, 455, True, False, True), (96, 456, True, False, False),
    (128, 1, True, False, False), (256, 1, True, False, False), (1, 1, True, False, False),
    (16, None, True, False, False),  # a dynamic batch: its rows are unknown
    (96, 1, True, True, True), (16, 64, True, True, True), (64, 64, True, True, False),
])
def test_dense_dft_table(n, rows, in_loop, float64, dense):
    assert dense_dft(n, rows, in_loop, float64) is dense
