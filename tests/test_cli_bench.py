"""The iree-vkfft command line (devices, bench --quick) and the lavapipe tuning table."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import numpy as np
import pytest

from conftest import child_env, fft_tolerance, rel_l2

iree_vkfft = pytest.importorskip("iree_vkfft")

from iree_vkfft import _cache, _tuning, cli  # noqa: E402
from iree_vkfft import bench as _bench  # noqa: E402
from iree_vkfft._types import FftType  # noqa: E402



def _has_device() -> bool:
    try:
        return bool(iree_vkfft.devices())
    except Exception:  # noqa: BLE001 - no extension or no loader: the tests skip
        return False


needs_device = pytest.mark.skipif(not _has_device(), reason="no Vulkan device")


def _run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = child_env()
    return subprocess.run([sys.executable, "-m", "iree_vkfft.cli", *args], capture_output=True,
                          text=True, timeout=timeout, env=env, check=False)


# ----------------------------------------------------------------------------------------
# parser
# ----------------------------------------------------------------------------------------
def test_parser_requires_a_subcommand():
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args([])


def test_bench_repeat_must_be_positive():
    with pytest.raises(SystemExit):
        cli.build_parser().parse_args(["bench", "--repeat", "0"])


def test_bench_options_parse():
    args = cli.build_parser().parse_args(
        ["bench", "--quick", "--repeat", "2", "--json", "out.json", "--case", "r2c_400"])
    assert (args.quick, args.repeat, args.json, args.case) == (True, 2, "out.json", ["r2c_400"])


# ----------------------------------------------------------------------------------------
# devices
# ----------------------------------------------------------------------------------------
@pytest.mark.vulkan
@needs_device
def test_devices_table_lists_every_device_and_marks_the_default():
    proc = _run_cli("devices")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].split()[:3] == ["#", "name", "type"]
    for device in iree_vkfft.devices():
        assert any(device.name in line for line in lines[1:]), proc.stdout
    assert sum(line.startswith("*") for line in lines[1:]) == 1


@pytest.mark.vulkan
@needs_device
def test_devices_json_matches_the_api():
    proc = _run_cli("devices", "--json")
    assert proc.returncode == 0, proc.stderr
    listed = json.loads(proc.stdout)
    found = iree_vkfft.devices()
    assert [d["name"] for d in listed] == [d.name for d in found]
    assert {"index", "type", "driver", "memory", "float64", "default"} <= set(listed[0])
    assert sum(d["default"] for d in listed) == 1


# ----------------------------------------------------------------------------------------
# bench
# ----------------------------------------------------------------------------------------
@pytest.mark.vulkan
@needs_device
def test_bench_quick_writes_json_with_every_section(tmp_path):
    out = tmp_path / "bench.json"
    proc = _run_cli("bench", "--quick", "--repeat", "2", "--json", str(out), timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Transforms" in proc.stdout and "Per-call overhead" in proc.stdout
    results = json.loads(out.read_text())
    assert results["schema"] == _bench.SCHEMA
    assert {"meta", "transforms", "overhead", "device_chains", "plan_creation"} <= set(results)
    names = {c.name for c in _bench.quick_cases()}
    assert {r["case"] for r in results["transforms"]} == names
    for row in results["transforms"]:
        for key in ("ours_ms", "kernel_ms", "numpy_ms", "scipy_ms", "ours_vs_numpy",
                    "ours_vs_scipy", "rel_err", "options"):
            assert key in row, key
        assert row["ours_ms"] > 0 and row["scipy_ms"] > 0
        assert row["rel_err"] <= row["tolerance"], row
    for row in results["overhead"]:
        assert {"api_us", "raw_us", "raw_alloc_us", "overhead_us", "python_us"} <= set(row)
    for row in results["device_chains"]:
        assert row["roundtrip_rel_err"] < 1e-5 and row["device_ms"] > 0
    assert {r["case"] for r in results["r2r"]} == {"dct2_2d_1024x1024", "dct2_400_x3000"}
    assert "DCT-II float32" in proc.stdout
    for row in results["r2r"]:
        assert row["rel_err"] < 1e-5 and row["via_fft_rel_err"] < 1e-5 and row["scipy_ms"] > 0
    plans = results["plan_creation"]["plans"]
    assert plans and all(p["cold_source"] == "built" for p in plans)
    assert all(p["warm_source"] == "disk" for p in plans)
    assert "many_shapes" not in results  # off with --quick


@pytest.mark.vulkan
@needs_device
def test_many_shapes_rows_time_cold_fresh_processes():
    rows = _bench.bench_many_shapes(6, 2)
    assert [(r["mode"], r["lengths"], r["calls"]) for r in rows] == [("tiered", 6, 24),
                                                                     ("vkfft only", 2, 8)]
    tiered, vkfft = rows
    assert tiered["host_calls"] >= 24  # the cold first pass ran on pocketfft
    assert vkfft["host_calls"] == 0 and vkfft["plans_ready"] == 8
    assert all(r["first_s"] > 0 and r["second_s"] > 0 and r["numpy_s"] > 0 for r in rows)
    meta = {"device": "d", "driver_info": "", "vkfft_version": 1, "numpy": "", "scipy": "",
            "scipy_workers": 1, "repeat": 1}
    text = _bench.render({"meta": meta, "transforms": [], "overhead": [], "device_chains": [],
                          "many_shapes": rows})
    assert "Many shapes" in text and "vkfft only" in text


def test_bench_plot_without_matplotlib_says_so(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    message = _bench.plot({"transforms": [], "meta": {"device": "x"}}, str(tmp_path / "p.png"))
    assert message and "matplotlib" in message


# ----------------------------------------------------------------------------------------
# tuning
# ----------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class _FakeDevice:  # the Device fields _tuning reads
    type: str
    driver: str
    name: str = "fake"
    index: int = 0


@pytest.mark.parametrize("other", [_FakeDevice("discrete", "NVIDIA"),
                                   _FakeDevice("cpu", "SwiftShader driver", "SwiftShader Device")])
def test_other_devices_keep_vkfft_defaults(other):
    for rule in _tuning.LAVAPIPE_RULES:
        for fft_type, lengths, batch, precision in rule.examples:
            assert _tuning.options_for(other, fft_type, lengths, batch, precision) == ()


def test_tuning_examples_hit_their_rule():
    cpu = _FakeDevice("cpu", "llvmpipe")
    for rule in _tuning.LAVAPIPE_RULES:
        for example in rule.examples:
            assert _tuning.options_for(cpu, *example) == rule.options, (rule.name, example)


def test_options_are_sorted_known_knobs():
    for rule in _tuning.LAVAPIPE_RULES:
        assert rule.options == tuple(sorted(rule.options))
        assert {name for name, _ in rule.options} <= _tuning.KNOWN_OPTIONS


def _tuned_cases():
    for rule in _tuning.LAVAPIPE_RULES:
        for i, (fft_type, lengths, batch, precision) in enumerate(rule.examples):
            for kind in ((FftType.FFT, FftType.IFFT) if fft_type in (FftType.FFT, FftType.IFFT)
                         else (FftType.RFFT, FftType.IRFFT)):
                # each rule's first example by default, the rest slow (40 s in all)
                yield pytest.param(rule, kind, tuple(lengths), batch, precision,
                                   id=f"{rule.name}-{kind.name}-{'x'.join(map(str, lengths))}"
                                      f"-b{batch}-{precision}",
                                   marks=[pytest.mark.slow] if i else [])


@pytest.mark.vulkan
@needs_device
@pytest.mark.parametrize("rule,kind,lengths,batch,precision", list(_tuned_cases()))
def test_tuned_options_match_numpy(rule, kind, lengths, batch, precision, monkeypatch, tmp_path):
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", "off")
    device = iree_vkfft.current_device()
    case = _bench.Case(rule.name, kind, lengths, batch, precision)
    key = _bench.plan_key(case, device, rule.options)  # the rule's knobs on any device
    plan, _ = _cache.build_plan(key, device)
    x = case.make_input(seed=1)
    out = case.make_output()
    plan.execute(x, out)
    want = case.oracle(x)
    assert np.all(np.isfinite(out))
    assert rel_l2(out, want) <= fft_tolerance(lengths, precision), rule.options


def test_small_problems_keep_defaults_on_lavapipe():
    cpu = _FakeDevice("cpu", "llvmpipe")
    assert _tuning.options_for(cpu, FftType.FFT, (1024,), 8, "float32") == ()
    assert _tuning.options_for(cpu, FftType.RFFT, (400,), 300, "float32") == ()
    assert _tuning.options_for(cpu, FftType.FFT, (1000,), 4096, "float32") == ()  # no rule


def test_device_c2c_reads_its_input_directly_where_measured_to_pay():
    lavapipe = _FakeDevice("cpu", "llvmpipe")
    gpu = _FakeDevice("discrete", "NVIDIA")
    assert not _tuning.c2c_reads_input_directly(lavapipe, (1024,))  # copy + in place is faster
    assert _tuning.c2c_reads_input_directly(lavapipe, (8192,))
    assert _tuning.c2c_reads_input_directly(lavapipe, (512, 512))
    assert _tuning.c2c_reads_input_directly(gpu, (1024,))


@needs_device
def test_unknown_device_is_a_clean_error(capsys):
    assert cli.main(["bench", "--quick", "--device", "no-such-device-xyz"]) == 1
    assert "no-such-device-xyz" in capsys.readouterr().err
