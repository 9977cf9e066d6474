"""PyTorch and ONNX programs (issue 33): the 70 exports of tests/data/programs/torch (38
torch-dialect from iree-turbine, 32 ONNX-imported; examples/programs/torch makes them) through
``iree_vkfft.compile`` in every mode, against their float64 references: each output within ten
times eager float32 torch's own error. Plus the front end's own contract: dialect detection,
clear errors for what it cannot take, the registry's torch entries (canaries), the drop-in.

Default run: every program in portable and split mode on llvm-cpu, and a set that covers every
op form on Vulkan (inline and portable); the rest of the Vulkan cells and cuda are ``slow``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir

import iree_vkfft
from iree_vkfft import torch as torch_frontend  # the public front end
from iree_vkfft.portable import PortableError
from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload
from iree_vkfft.toolchain.options import CompileOptions
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value
from iree_vkfft.workarounds import registry as R
from portable_helpers import needs_vulkan

pytestmark = pytest.mark.usefixtures("private_vmfb_cache")

DATA = Path(__file__).parent / "data" / "programs" / "torch"
REPROS = Path(__file__).parent / "data" / "iree_repros"
PROGRAMS = {p.name.removesuffix(".mlir"): p for p in sorted(DATA.glob("*.mlir"))}
#: every op form on Vulkan in the default run: stft + fixes (whisper), istft, 2-D rfft/irfft,
#: Bluestein lengths, c2c with a real input, ONNX's DFT forms, the FNO's complex einsum
VULKAN_DEFAULT = {"whisper_log_mel.torch", "istft_vocoder_tail_polar.torch",
                  "rfft2_lowpass.torch", "rfft_f32_401_ortho.onnx", "fft_f32_127.torch",
                  "fno2d_block.torch", "irfft_c64_400.onnx", "fnet_block.torch",
                  "kokoro_stft.torch", "kokoro_stft.onnx"}
CONFIGS = {"portable-cpu": dict(mode="portable", target="llvm-cpu"),
           "split-cpu": dict(mode="split", target="llvm-cpu"),
           "inline-vk": dict(mode="inline", target="vulkan"),
           "portable-vk": dict(mode="portable", target="vulkan")}


def _pairs(a: np.ndarray, dtype=None) -> np.ndarray:
    """ONNX carries complex tensors as [..., 2] pairs (inputs: float32; references stay
    float64)."""
    if not np.iscomplexobj(a):
        return a
    pairs = np.stack([a.real, a.imag], -1)
    return pairs if dtype is None else pairs.astype(dtype)


def load(name: str, masks: bool = False):
    """(inputs, references, eager torch's errors[, wrapped masks]) of a program; ONNX's in
    pair form. ``wrapped<i>``: the elements of a phase output that torch leaves to the
    rounding (+-pi of a real value), compared modulo 2 pi."""
    onnx = name.endswith(".onnx")
    with np.load(DATA / f"{name.rsplit('.', 1)[0]}.npz") as d:
        count = lambda p: sum(1 for k in d.files if k.startswith(p))  # noqa: E731
        ins = [d[f"in{i}"] for i in range(count("in"))]
        refs = [d[f"ref{i}"] for i in range(count("ref"))]
        errs = [float(d[f"torch_err{i}"]) for i in range(count("torch_err"))]
        wrapped = [d[f"wrapped{i}"] if f"wrapped{i}" in d.files else None
                   for i in range(len(refs))]
    if onnx:
        ins, refs = [_pairs(a, np.float32) for a in ins], [_pairs(r) for r in refs]
    return (ins, refs, errs, wrapped) if masks else (ins, refs, errs)


def assert_matches(outputs, refs, errs, wrapped=None):
    """Every output within 10x eager float32 torch's relative L2 error of its float64
    reference (at ``wrapped`` elements, of the difference modulo 2 pi)."""
    assert len(outputs) == len(refs) == len(errs)
    for i, (y, ref, err) in enumerate(zip(outputs, refs, errs)):
        y = np.asarray(y)
        assert y.shape == ref.shape
        assert ref.dtype in (np.float64, np.complex128), ref.dtype
        diff = y - ref
        if wrapped is not None and wrapped[i] is not None:
            diff = np.where(wrapped[i], np.angle(np.exp(1j * diff)), diff)
        rel = np.linalg.norm(diff) / np.linalg.norm(ref)
        # a float64 program's reference is eager torch itself (error 0): a few roundings
        limit = max(10 * err, 1e-13 if y.dtype in (np.float64, np.complex128) else 0.0)
        assert rel <= limit, f"output {i}: rel. L2 {rel:.3g} vs eager torch's {err:.3g}"


def _params():
    for name in PROGRAMS:
        for config in CONFIGS:
            marks = []
            if config.endswith("-cpu") and name not in VULKAN_DEFAULT and (
                    config == "split-cpu" or name.endswith(".onnx")):
                # the default run keeps every torch program in portable mode (where the front
                # end's output meets the rewrites) and a sample of the rest (split mode's
                # segments are JAX's code; ONNX's importer differs little): 120 s on 2 cores
                marks.append(pytest.mark.slow)
            if config.endswith("-vk"):
                marks.append(needs_vulkan)
                if name not in VULKAN_DEFAULT:
                    marks.append(pytest.mark.slow)
            yield pytest.param(name, config, id=f"{name}-{config}", marks=marks)


def _onnx_hamming_stft(x: np.ndarray) -> np.ndarray:
    """|stft(x, 64, hop 20, zero centre pad)| in float64 with ONNX's Hamming window
    (25/46 - 21/46 cos) of 48 centred in 64: what form_stft_short_window_constant_pad.onnx
    computes. torch.onnx.export folds ``torch.hamming_window`` (0.54 - 0.46 cos) with ONNX's
    HammingWindow coefficients, so the ONNX program is not torch's program (the exporter's
    doing; the torch-dialect export keeps torch's window)."""
    k = np.arange(48)
    w = np.zeros(64)
    w[8:56] = 25 / 46 - 21 / 46 * np.cos(2 * np.pi * k / 48)
    padded = np.pad(x.astype(np.float64), 32)
    frames = np.stack([padded[i * 20:i * 20 + 64] for i in range(1 + (padded.size - 64) // 20)])
    return np.abs(np.fft.rfft(frames * w, axis=-1)).T


#: exports whose program differs from the torch module by the exporter's choice: the reference
#: for what the exported program says (float64), from its inputs
EXPORTER_REFERENCES = {"form_stft_short_window_constant_pad.onnx": _onnx_hamming_stft}


@pytest.mark.parametrize("name,config", list(_params()))
def test_program_runs_right(name, config):
    ins, refs, errs, wrapped = load(name, masks=True)
    if name in EXPORTER_REFERENCES:
        refs = [EXPORTER_REFERENCES[name](*ins)]
    program = iree_vkfft.compile(PROGRAMS[name], **CONFIGS[config])
    assert_matches(program(*ins), refs, errs, wrapped)


def test_every_program_has_a_float64_reference_of_each_output():
    """Each export's npz holds a float64/complex128 reference and eager torch's error for
    every output the program returns (as many as its function's results)."""
    ctx = ir.Context()
    for name, path in PROGRAMS.items():
        ins, refs, errs = load(name)
        module = ir.Module.parse(path.read_text(), ctx)
        entry = [op for op in module.body.operations if op.operation.name == "func.func"
                 and "sym_visibility" not in op.operation.attributes][0]
        results = ir.FunctionType(ir.TypeAttr(
            entry.operation.attributes["function_type"]).value).results
        assert len(results) == len(refs) == len(errs), name
        assert all(r.dtype in (np.float64, np.complex128) for r in refs), name


def test_kokoro_phase_reference_holds_pi_at_real_bins():
    """The Kokoro STFT's phase reference is not symmetric and exercises the branch cut: its
    Nyquist bins (real, a negative real part) are +pi in torch, which a -0 or -1e-16
    imaginary part turns into -pi (issue 47); only the first frame (circularly symmetric,
    real in every bin) is compared modulo 2 pi."""
    ins, refs, errs, wrapped = load("kokoro_stft.torch", masks=True)
    phase, mask = refs[1], wrapped[1]
    assert mask[..., 0].all() and not mask[..., 1:].any()
    nyquist = phase[0, -1, 1:]
    assert (nyquist == np.pi).sum() >= 5 and (np.abs(nyquist) < 1e-12).sum() >= 5
    inner = phase[0, 1:-1, 1:]
    for low, high in [(-np.pi, -np.pi / 2), (-np.pi / 2, 0), (0, np.pi / 2), (np.pi / 2, np.pi)]:
        assert ((inner > low) & (inner < high)).sum() >= 20  # every quadrant
    assert errs[1] < 1e-6  # eager float32 agrees with float64 outside the first frame


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_compiles_for_cuda_and_metal(name):
    for target in ("cuda", "metal"):
        if target == "metal" and "float64" in name:  # Metal has no float64: a clear refusal
            with pytest.raises(PortableError, match="needs float64"):
                iree_vkfft.compile(PROGRAMS[name], mode="portable", target=target)
            continue
        program = iree_vkfft.compile(PROGRAMS[name], mode="portable", target=target)
        assert program.vmfb[:2] == b"PK"


# ---- the front end's contract ------------------------------------------------------------------
def test_input_dialects_are_told_apart_as_iree_compile_auto_does():
    ctx = ir.Context()
    dialect = lambda name: torch_frontend.input_dialect(  # noqa: E731
        ir.Module.parse(PROGRAMS[name].read_text(), ctx))
    assert dialect("rfft_f32_400.torch") == "torch"
    assert dialect("rfft_f32_400.onnx") == "onnx"
    jax = Path(__file__).parent / "data" / "programs" / "whisper_logmel.mlir"
    assert torch_frontend.input_dialect(ir.Module.parse(jax.read_text(), ctx)) == "stablehlo"


def test_lowered_module_holds_no_torch_op_and_calls_stablehlo_ffts():
    low = torch_frontend.lower(PROGRAMS["whisper_log_mel.torch"])
    text = str(low.module)
    assert low.dialect == "torch" and low.entry == "main"
    assert "torch." not in text and "torch_c." not in text
    assert "stablehlo.fft" in text and "dense_resource" not in text
    assert "f64" not in text  # torch's double scalars (clamp's 1e-10) folded to f32 (Metal)
    # the mel projection as StableHLO, where the modes' product rewrites see it
    assert "stablehlo.dot_general" in text and "linalg.matmul" not in text
    assert any("stft" in line for line in low.report)
    assert any("torch-window-functions" in line for line in low.report)


def test_onnx_entry_is_found_without_naming_it():
    low = torch_frontend.lower(PROGRAMS["rfft_f32_400.onnx"])
    assert (low.dialect, low.entry) == ("onnx", "main_graph")
    with pytest.raises(torch_frontend.TorchFrontendError, match="main_graph"):
        torch_frontend.lower(PROGRAMS["rfft_f32_400.onnx"], entry="forward")


_RFFT = """module {{
  func.func @main(%arg0: !torch.vtensor<[3,16],f32>{extra_arg}) -> !torch.vtensor<[3,9],complex<f32>> {{
    {n}
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.aten.fft_rfft %arg0, %n, %int-1, %none : !torch.vtensor<[3,16],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[3,9],complex<f32>>
    return %0 : !torch.vtensor<[3,9],complex<f32>>
  }}
}}"""


def test_an_fft_length_known_only_at_run_time_is_a_clear_error():
    text = _RFFT.format(extra_arg=", %n: !torch.int", n="")
    with pytest.raises(torch_frontend.TorchFrontendError,
                       match=r"function argument.*fft_rfft"):
        torch_frontend.lower(text)


def test_a_constant_fft_length_compiles():
    text = _RFFT.format(extra_arg="", n="%n = torch.constant.int 16")
    x = np.random.default_rng(0).standard_normal((3, 16)).astype(np.float32)
    (y,) = iree_vkfft.compile(text, mode="portable")(x)
    np.testing.assert_allclose(y, np.fft.rfft(x.astype(np.float64)), atol=2e-5)


def test_dynamic_dims_around_an_fft_are_a_clear_error():
    text = _RFFT.format(extra_arg="", n="%n = torch.constant.int 16").replace(
        "!torch.vtensor<[3,16],f32>", "!torch.vtensor<[?,16],f32>").replace(
        "!torch.vtensor<[3,9],complex<f32>>", "!torch.vtensor<[?,9],complex<f32>>")
    with pytest.raises(torch_frontend.TorchFrontendError, match="static shapes"):
        torch_frontend.lower(text)


def test_stablehlo_programs_are_not_touched():
    jax = Path(__file__).parent / "data" / "programs" / "whisper_logmel.mlir"
    with pytest.raises(torch_frontend.TorchFrontendError, match="not a torch"):
        torch_frontend.lower(jax)
    from iree_vkfft.torch_frontend import as_program

    source, entry = as_program(jax.read_text(), entry="main",
                                              targets=["llvm-cpu"])
    assert source == jax.read_text() and entry == "main"


def test_check_takes_a_torch_program():
    report = iree_vkfft.check(PROGRAMS["rfft2_lowpass.torch"], target="llvm-cpu",
                              mode="portable")
    assert report.ok, str(report)


# ---- the registry's torch entries ---------------------------------------------------------------
TORCH_CANARIES = [w for w in R.REGISTRY if "torch" in w.modes]


def _plain(path: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    from iree_vkfft.compiler.jobs import pinned_iree_compile

    return subprocess.run([pinned_iree_compile(), str(path), "--iree-input-type=torch",
                           "--iree-hal-target-backends=llvm-cpu", "-o", str(tmp_path / "p.vmfb")],
                          capture_output=True, text=True, timeout=600)


def _run_main(vmfb: bytes, *xs: np.ndarray) -> np.ndarray:
    runtime = ModuleRuntime(vmfb, "local-sync")
    (out,) = runtime.call("main", [Value(host=x) for x in xs])
    return np.array(runtime.to_host(out, xs[0].dtype), copy=True)


def _gelu_case() -> tuple[list[np.ndarray], np.ndarray]:
    x = np.random.default_rng(0).standard_normal(4096).astype(np.float32) * 3
    w = x.astype(np.float64)
    return [x], 0.5 * w * (1 + np.tanh(np.sqrt(2 / np.pi) * (w + 0.044715 * w ** 3)))


def _atan2_case() -> tuple[list[np.ndarray], np.ndarray]:
    """atan2(x, x) with signed zeros among the values: (+0, +0) -> 0, (-0, -0) -> -pi."""
    x = np.random.default_rng(0).standard_normal(4096).astype(np.float32)
    x[::8], x[1::8] = 0.0, -0.0
    return [x], np.arctan2(x.astype(np.float64), x.astype(np.float64))


#: each "miscomputes" canary's inputs and float64 reference
MISCOMPUTED = {"torch-gelu-tanh": _gelu_case, "torch-atan2": _atan2_case}


@pytest.mark.parametrize("entry", TORCH_CANARIES, ids=lambda w: w.name)
def test_plain_iree_still_fails_on_the_torch_repro(entry, tmp_path):
    """The canary of a torch entry: plain ``iree-compile --iree-input-type=torch`` still
    rejects, crashes on or miscomputes the repro; the front end's module compiles."""
    repro = REPROS / entry.repro
    fixed = torch_frontend.lower(repro, targets=[entry.canary.target])
    assert entry.name in " ".join(fixed.report)
    vmfb = compile_to_vmfb(text_payload(fixed.module, "fixed"), CompileOptions(
        target=entry.canary.target, cpu_driver="local-sync"), use_cache=False).vmfb
    raw = _plain(repro, tmp_path)
    if entry.canary.expect == "miscomputes":
        assert raw.returncode == 0, raw.stderr[-2000:]
        xs, ref = MISCOMPUTED[entry.name]()
        wrong = _run_main((tmp_path / "p.vmfb").read_bytes(), *xs)
        right = _run_main(vmfb, *xs)
        rel = lambda y: np.linalg.norm(np.nan_to_num(  # noqa: E731
            y - ref, nan=1.0)) / np.linalg.norm(ref)
        assert rel(right) < 1e-7 < 1e-6 < rel(wrong), (rel(right), rel(wrong))
        return
    assert raw.returncode != 0
    assert re.search(entry.canary.match, raw.stderr), raw.stderr[-2000:]
    if entry.canary.expect == "crashes":
        assert raw.returncode < 0 or "Stack dump" in raw.stderr


def test_a_torch_entry_can_be_turned_off():
    off = torch_frontend.lower(REPROS / "torch-log10.mlir", disabled=["torch-log10"])
    on = torch_frontend.lower(REPROS / "torch-log10.mlir")
    assert "math.log10" in str(off.module) and "math.log10" not in str(on.module)
    with pytest.raises(ValueError, match="Unknown workaround"):
        torch_frontend.lower(REPROS / "torch-log10.mlir", disabled=["torch-nope"])


# ---- the drop-in -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name,flag", [("whisper_log_mel.torch", "torch"),
                                       ("stft_power.onnx", "onnx"),
                                       ("fft_convolve.torch", "auto")])
def test_dropin_compiles_torch_and_onnx_inputs(name, flag, tmp_path):
    out = tmp_path / "m.vmfb"
    r = subprocess.run([sys.executable, "-m", "iree_vkfft.compiler", str(PROGRAMS[name]),
                        f"--iree-input-type={flag}", "--iree-hal-target-backends=llvm-cpu",
                        "-o", str(out)], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    ins, refs, errs = load(name)
    runtime = ModuleRuntime(out.read_bytes(), "local-task")
    entry = "main_graph" if name.endswith(".onnx") else "main"
    outs = runtime.call(entry, [Value(host=np.ascontiguousarray(x)) for x in ins])
    single = {np.dtype(np.float64): np.float32, np.dtype(np.complex128): np.complex64}
    assert_matches([runtime.to_host(v, single.get(r.dtype, r.dtype)) for v, r in zip(outs, refs)],
                   refs, errs)


def test_dropin_reports_a_torch_front_end_error_as_a_diagnostic(tmp_path):
    path = tmp_path / "bad.mlir"
    path.write_text(_RFFT.format(extra_arg=", %n: !torch.int", n=""))
    r = subprocess.run([sys.executable, "-m", "iree_vkfft.compiler", str(path),
                        "--iree-input-type=torch", "--iree-hal-target-backends=llvm-cpu",
                        "-o", str(tmp_path / "m.vmfb")], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode != 0
    assert "error:" in r.stderr and "function argument" in r.stderr
    assert "Traceback" not in r.stderr


def test_istft_with_a_window_torch_refuses_is_a_clear_error():
    """torch.istft raises "window overlap add min" when the squared windows' overlap-add is ~0
    at a kept sample; the compiled program would divide by zero, so the front end refuses it
    (hop = n_fft under a periodic Hann window: zero at every frame's first sample)."""
    text = PROGRAMS["istft_vocoder_tail_polar.torch"].read_text().replace(
        "%int4 = torch.constant.int 4", "%int4 = torch.constant.int 16", 1)
    with pytest.raises(torch_frontend.TorchFrontendError, match="overlap-add"):
        torch_frontend.lower(text)


@pytest.mark.parametrize("n", [0, 1, 2, 7, 16, 400])
@pytest.mark.parametrize("periodic", [True, False])
def test_window_functions_are_torchs(n, periodic):
    """torch's window formulas (checked against torch itself to 1e-15 when written) against
    scipy.signal.windows: a periodic window is scipy's sym=False."""
    from scipy.signal import windows as sw

    from iree_vkfft.torch_frontend.windows import window

    sym = not periodic
    cases = {("hann_window",): sw.hann(n, sym=sym), ("blackman_window",): sw.blackman(n, sym=sym),
             ("hamming_window",): sw.general_hamming(n, 0.54, sym=sym),
             ("hamming_window", 0.6, 0.4): sw.general_hamming(n, 0.6, sym=sym),
             ("bartlett_window",): sw.bartlett(n, sym=sym),
             ("kaiser_window", 5.0): sw.kaiser(n, 5.0, sym=sym)}
    for (name, *params), want in cases.items():
        np.testing.assert_allclose(window(name, n, periodic, *params), want, atol=1e-14,
                                   err_msg=f"{name}{tuple(params)}")


def test_float64_math_around_an_fft_links_libm():
    """A float64 torch program's cos lowers to a call of libm's cos on llvm-cpu (the registry's
    f64-math-system-library entry must find math.cos in a linalg body, not only StableHLO)."""
    text = """module {
  func.func @main(%arg0: !torch.vtensor<[8],f64>) -> !torch.vtensor<[5],complex<f64>> {
    %0 = torch.aten.cos %arg0 : !torch.vtensor<[8],f64> -> !torch.vtensor<[8],f64>
    %none = torch.constant.none
    %int-1 = torch.constant.int -1
    %1 = torch.aten.fft_rfft %0, %none, %int-1, %none : !torch.vtensor<[8],f64>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[5],complex<f64>>
    return %1 : !torch.vtensor<[5],complex<f64>>
  }
}"""
    x = np.linspace(0.0, 3.0, 8)
    for mode in ("portable", "split"):
        (y,) = iree_vkfft.compile(text, mode=mode)(x)
        assert y.dtype == np.complex128
        np.testing.assert_allclose(y, np.fft.rfft(np.cos(x)), atol=1e-14)


def test_iree_compiler_api_takes_torch_input():
    """``iree_vkfft.compiler.compile_str(..., input_type="torch")``: iree.compiler's signature,
    as Python tools call it."""
    from iree_vkfft import compiler as ireec

    name = "rfft_f32_401_ortho.torch"
    vmfb = ireec.compile_str(PROGRAMS[name].read_text(), target_backends=["llvm-cpu"],
                             input_type="torch")
    ins, refs, errs = load(name)
    runtime = ModuleRuntime(vmfb, "local-task")
    (out,) = runtime.call("main", [Value(host=ins[0])])
    assert_matches([runtime.to_host(out, np.complex64)], refs, errs)


def test_complex_abs_and_sgn_do_not_overflow_the_squares():
    """torch's abs of a complex is hypot of the parts: finite up to float's max, where
    sqrt(re^2 + im^2) overflows once a part passes 1.8e19 (float32)."""
    text = """module {
  func.func @main(%arg0: !torch.vtensor<[6],complex<f32>>) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],complex<f32>>) {
    %0 = torch.aten.abs %arg0 : !torch.vtensor<[6],complex<f32>> -> !torch.vtensor<[6],f32>
    %1 = torch.aten.sgn %arg0 : !torch.vtensor<[6],complex<f32>> -> !torch.vtensor<[6],complex<f32>>
    return %0, %1 : !torch.vtensor<[6],f32>, !torch.vtensor<[6],complex<f32>>
  }
}"""
    z = np.array([3e19 + 4e19j, 1e-30 - 1e-30j, 0, -2.5, 1e38 + 1e38j, np.inf + 1j],
                 np.complex64)
    (a, s) = iree_vkfft.compile(text, mode="portable")(z)
    want = np.abs(z.astype(np.complex128))
    np.testing.assert_allclose(a[:4], want[:4], rtol=2e-7)
    assert np.isinf(a[4]) == np.isinf(np.float32(want[4])) and a[5] == np.inf
    np.testing.assert_allclose(s[:4], np.where(want[:4] == 0, 0, z[:4] / np.where(
        want[:4] == 0, 1, want[:4])), rtol=2e-7, atol=1e-37)


def test_the_environment_turns_a_torch_entry_off(monkeypatch):
    """``$IREE_VKFFT_DISABLE_WORKAROUNDS`` reaches the front end's entries, as every mode's."""
    monkeypatch.setenv("IREE_VKFFT_DISABLE_WORKAROUNDS", "torch-log10")
    assert "math.log10" in str(torch_frontend.lower(REPROS / "torch-log10.mlir").module)
