"""The human-readable tables for a results document (:func:`render`, one function per
section) and the optional PNG (:func:`plot`, needs matplotlib)."""

from __future__ import annotations

import numpy as np


def _section(title: str, head: str, lines: list[str]) -> list[str]:
    """A blank line, the section's title, its column heads, a rule and its rows."""
    return ["", title, head, "-" * len(head), *lines]


def _header(meta: dict) -> list[str]:
    return [f"iree-vkfft bench on {meta['device']} ({meta['driver_info']}), VkFFT "
            f"{meta['vkfft_version']}, numpy {meta['numpy']}, scipy {meta['scipy']} "
            f"(workers={meta['scipy_workers']}); median of {meta['repeat']} interleaved rounds"]


def _transforms(rows: list[dict]) -> list[str]:
    head = (f"{'case':<24} {'ours':>8} {'kernel':>8} {'default':>8} {'numpy':>8} {'scipy':>8} "
            f"{'/numpy':>7} {'/scipy':>7} {'k/scipy':>7} {'rel err':>8}  kernel options")
    lines = []
    for r in rows:
        default = f"{r['kernel_default_ms']:8.2f}" if r.get("kernel_default_ms") else f"{'-':>8}"
        opts = ",".join(f"{k}={v}" for k, v in r["options"].items()) or "default"
        lines.append(f"{r['label']:<24} {r['ours_ms']:8.2f} {r['kernel_ms']:8.2f} {default} "
                     f"{r['numpy_ms']:8.2f} {r['scipy_ms']:8.2f} {r['ours_vs_numpy']:7.2f} "
                     f"{r['ours_vs_scipy']:7.2f} {r['kernel_vs_scipy']:7.2f} {r['rel_err']:8.1e}  "
                     f"{opts}")
    return _section("Transforms (ms; ours = public API on host arrays, kernel = raw plan.execute "
                    "with _tuning's options, default = the same with VkFFT's defaults)", head,
                    lines)


def _overhead(rows: list[dict]) -> list[str]:
    head = (f"{'case':<24} {'api':>9} {'raw':>9} {'raw+alloc':>9} {'overhead':>9} {'python':>9} "
            f"{'numpy':>9}")
    lines = [f"{r['label']:<24} {r['api_us']:9.1f} {r['raw_us']:9.1f} "
             f"{r['raw_alloc_us']:9.1f} {r['overhead_us']:9.1f} {r['python_us']:9.1f} "
             f"{r['numpy_us']:9.1f}" for r in rows]
    return _section("Per-call overhead (us; the API's cached plan called by the API vs raw "
                    "plan.execute on pre-made arrays; raw+alloc = raw into a new output array; "
                    "python = api - raw+alloc)", head, lines)


def _device_chains(rows: list[dict]) -> list[str]:
    head = f"{'chain':<40} {'device':>8} {'raw dev':>8} {'host':>8} {'numpy':>8} {'scipy':>8}"
    lines = [f"{r['chain']:<40} {r['device_ms']:8.2f} {r['raw_device_ms']:8.2f} "
             f"{r['host_ms']:8.2f} {r['numpy_ms']:8.2f} {r['scipy_ms']:8.2f}" for r in rows]
    return _section("Device chains (ms; forward+inverse; device = DeviceArray in/out, no host "
                    "copies; raw dev = the same plans' execute_device on pre-allocated buffers)",
                    head, lines)


def _r2r(rows: list[dict]) -> list[str]:
    head = (f"{'case':<24} {'ours':>8} {'kernel':>8} {'via FFT':>8} {'scipy':>8} "
            f"{'/scipy':>7} {'rel err':>8}")
    lines = []
    for r in rows:
        label = f"DCT-II {'x'.join(map(str, r['shape']))} ax{''.join(map(str, r['axes']))}"
        lines.append(f"{label:<24} {r['ours_ms']:8.2f} {r['kernel_ms']:8.2f} "
                     f"{r['via_fft_ms']:8.2f} {r['scipy_ms']:8.2f} "
                     f"{r['ours_vs_scipy']:7.2f} {r['rel_err']:8.1e}")
    return _section("DCT-II float32 (ms; ours = iree_vkfft.scipy_fft.dctn on host arrays, kernel "
                    "= raw VkFFT R2R plan, via FFT = the exact C2C formulation used where "
                    "VkFFT's R2R is wrong)", head, lines)


def _plan_creation(plans: dict) -> list[str]:
    head = (f"{'case':<24} {'kern':>4} {'cold':>8} {'1st run':>8} {'warm':>8} {'1st run':>8} "
            f"{'steady':>8}")
    lines = [f"{r['label']:<24} {r['kernels']:4d} {r['cold_build_ms']:8.1f} "
             f"{r['cold_first_execute_ms']:8.1f} {r['warm_build_ms']:8.1f} "
             f"{r['warm_first_execute_ms']:8.1f} {r['steady_execute_ms']:8.1f}"
             for r in plans["plans"]]
    return _section(f"Plan creation in a fresh process (ms; context "
                    f"{plans['cold_context_ms']:.0f} cold / {plans['warm_context_ms']:.0f} warm;"
                    f" first execute includes Mesa's shader compile)", head, lines)


def _many_shapes(rows: list[dict]) -> list[str]:
    head = (f"{'mode':<12} {'N':>5} {'calls':>6} {'1st pass':>9} {'2nd pass':>9} "
            f"{'numpy':>8} {'plans ready':>11} {'host calls':>10}")
    lines = [f"{r['mode']:<12} {r['lengths']:5d} {r['calls']:6d} "
             f"{r['first_s']:9.3f} {r['second_s']:9.3f} {r['numpy_s']:8.3f} "
             f"{r['plans_ready']:11d} {r['host_calls']:10d}" for r in rows]
    return _section("Many shapes (s; lengths 1..N x fft/ifft/rfft/irfft, float64, one call each, "
                    "fresh process, empty kernel caches; 2nd pass = the same calls again)", head,
                    lines)


def render(results: dict) -> str:
    """The human-readable tables for ``results`` (sections that are absent or empty, beyond
    the three every run has, are left out)."""
    meta = results["meta"]
    lines = _header(meta)
    lines += _transforms(results["transforms"])
    lines += _overhead(results["overhead"])
    lines += _device_chains(results["device_chains"])
    if results.get("r2r"):
        lines += _r2r(results["r2r"])
    if results.get("plan_creation"):
        lines += _plan_creation(results["plan_creation"])
    if results.get("many_shapes"):
        lines += _many_shapes(results["many_shapes"])
    lines.append(f"\n({meta.get('elapsed_s', 0):.0f} s; shared machine: trust ratios, not absolute "
                 "times)")
    return "\n".join(lines)


def plot(results: dict, path: str) -> str | None:
    """Write a PNG of time per transform; returns an error message instead if impossible."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return "--plot needs matplotlib, which is not installed (pip install matplotlib)"
    rows = results["transforms"]
    labels = [r["label"] for r in rows]
    pos = np.arange(len(rows))
    fig, ax = plt.subplots(figsize=(max(8, len(rows) * 0.8), 5))
    bars = (("ours_ms", "iree-vkfft API"), ("kernel_ms", "VkFFT kernel (tuned)"),
            ("numpy_ms", "numpy.fft"), ("scipy_ms", "scipy.fft"))
    for i, (col, name) in enumerate(bars):
        ax.bar(pos + (i - 1.5) * 0.2, [r[col] for r in rows], 0.2, label=name)
    ax.set_xticks(pos, labels, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel("ms (median)")
    ax.set_yscale("log")
    ax.set_title(f"FFT time on {results['meta']['device']}")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return None
