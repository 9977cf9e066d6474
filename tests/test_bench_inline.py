"""benchmarks/bench_inline.py's core function on one small program (split vs inline mode)."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

pytestmark = pytest.mark.vulkan

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "bench_inline.py"


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "vmfb-cache"))


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_inline", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_bench_inline_row_for_rfft_f32_400():
    bench = load_bench()
    row = bench.bench_program("rfft_f32_400", repeat=1)
    assert row["errors"] == {}
    for mode in ("split", "inline"):
        assert row[f"{mode}_samples"] == 1
        assert math.isfinite(row[f"{mode}_ms"]) and row[f"{mode}_ms"] > 0
    assert math.isfinite(row["split_over_inline"])
    assert row["inline_extra_bytes"] == 0 and row["inline_extra_copies"] == 0
    tol = 2e-6 + 5e-7 * math.log10(400)  # pyvkfft's float32 tolerance (relative L2)
    assert row["split_rel_err"] <= tol, row["split_rel_err"]
    assert row["inline_rel_err"] <= tol, row["inline_rel_err"]
    text = bench.render([row])
    assert text.splitlines()[2].startswith("rfft_f32_400")
