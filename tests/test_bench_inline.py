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


BUNDLE_SCRIPT = SCRIPT.parent / "inline_bundle.py"


@pytest.mark.slow  # builds and checks the whole bundle with IREE's tools: ~20 s
def test_inline_bundle_made_here_checks_with_iree_tools_alone(tmp_path):
    """`make` builds vmfbs + inputs + numpy references; `check` (IREE's tools and numpy only, as
    on a GPU machine) passes them, and fails a program whose reference disagrees."""
    import json
    import shutil
    import subprocess
    import sys

    from conftest import child_env

    for tool in ("iree-run-module", "iree-benchmark-module"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not on PATH")
    bundle = tmp_path / "bundle"
    env = child_env()
    env["IREE_VKFFT_CACHE_DIR"] = str(tmp_path / "cache")
    made = subprocess.run([sys.executable, str(BUNDLE_SCRIPT), "make", str(bundle), "--programs",
                           "rfft_f32_400,fno_spectral_conv"], capture_output=True, text=True, env=env,
                          timeout=600)
    assert made.returncode == 0, made.stderr
    manifest = json.loads((bundle / "manifest.json").read_text())
    assert [p["name"] for p in manifest["programs"]] == ["rfft_f32_400", "fno_spectral_conv"]

    def check():
        return subprocess.run([sys.executable, str(BUNDLE_SCRIPT), "check", str(bundle),
                               "--repetitions", "1", "--json", str(tmp_path / "r.json")],
                              capture_output=True, text=True, env=env, timeout=600)

    ok = check()
    assert ok.returncode == 0, ok.stdout + ok.stderr
    results = json.loads((tmp_path / "r.json").read_text())["results"]
    assert all(r["ok"] and r["rel_l2"] < 1e-5 and r["ms"] > 0 for r in results), results
    ref = bundle / manifest["programs"][1]["references"][0]
    import numpy as np

    np.save(ref, np.load(ref) * 1.01)
    bad = check()
    assert bad.returncode == 1 and "FAILED" in bad.stdout
