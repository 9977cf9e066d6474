"""The workaround registry (iree_vkfft.workarounds): every entry's canary, the selection
tables, the switches and where the modes and the drop-in take it.

A canary compiles the entry's repro (``tests/data/iree_repros/<name>.mlir``) twice for its
target: with every applicable entry but this one, which must still be rejected, crash or
miscompute as the entry says (the day IREE fixes the bug, this test says the entry can go),
and with all of them, which must compile (and, for a miscompute, run to finite numbers that
differ from the broken ones). Canaries of other IREE releases run that release's iree-compile
from its venv (slow)."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from iree.compiler import ir

from iree_vkfft.stablehlo.match import element_dtype, find_ops
from iree_vkfft.toolchain import IreeCompileError
from iree_vkfft.toolchain.compile import compile_to_vmfb, text_payload
from iree_vkfft.toolchain.options import CompileOptions, build_flags
from iree_vkfft.toolchain.runtime import ModuleRuntime, Value
from iree_vkfft.workarounds import registry as R
from portable_helpers import needs_vulkan

REPROS = Path(__file__).parent / "data" / "iree_repros"
ROOT = Path(__file__).resolve().parents[1]
# the torch front end's entries are checked by tests/test_torch_frontend.py (their repros are
# torch-dialect programs, which plain iree-compile reads with --iree-input-type=torch)
CANARIES = [w for w in R.REGISTRY if w.canary is not None and "torch" not in w.modes]


def _variant(entry: R.Workaround, without: bool) -> tuple[ir.Module, CompileOptions]:
    """The repro with every entry for the canary's target (and release) but, ``without``,
    this one: rewrites applied, flags in the options."""
    target, release = entry.canary.target, entry.canary.release
    module = ir.Module.parse((REPROS / entry.repro).read_text(), ir.Context())
    off = [entry.name, *entry.canary.hidden_by] if without else []
    again = [entry.name] if entry.retry_on and not without else []  # what the retry applies
    R.apply(module, [target], release=release, disabled=off, retried=again)
    flags = R.flags([target], release=release, disabled=off, module=module)
    return module, CompileOptions(target=target, extra_args=flags,
                                  cpu_driver=entry.canary.driver)


def _compile(module: ir.Module, options: CompileOptions) -> bytes:
    return compile_to_vmfb(text_payload(module, "repro"), options, use_cache=False).vmfb


def _inputs(module: ir.Module) -> list[np.ndarray]:
    """Seeded inputs for ``main``'s signature: dynamic dims 3, floats normal, integers in
    [0, 8), booleans random."""
    (fn,) = [f for f in find_ops(module.operation, lambda o: o.name == "func.func")
             if ir.StringAttr(f.attributes["sym_name"]).value == "main"]
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    rng = np.random.default_rng(0)
    out = []
    for t in ftype.inputs:
        t = ir.RankedTensorType(t)
        shape = [3 if ir.ShapedType.is_dynamic_size(n) else n for n in t.shape]
        dtype = element_dtype(t.element_type)
        if dtype.kind == "b":
            out.append(rng.integers(0, 2, shape).astype(bool))
        elif dtype.kind in "iu":
            out.append(rng.integers(0, 8, shape).astype(dtype))
        elif dtype.kind == "c":
            out.append((rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype))
        else:
            out.append(rng.standard_normal(shape).astype(dtype))
    return out


def _run(module: ir.Module, options: CompileOptions, inputs) -> list[np.ndarray]:
    vmfb = _compile(module, options)
    runtime = ModuleRuntime(vmfb, options.driver)
    (fn,) = [f for f in find_ops(module.operation, lambda o: o.name == "func.func")
             if ir.StringAttr(f.attributes["sym_name"]).value == "main"]
    ftype = ir.FunctionType(ir.TypeAttr(fn.attributes["function_type"]).value)
    dtypes = [element_dtype(ir.RankedTensorType(t).element_type) for t in ftype.results]
    outs = runtime.call("main", [Value(host=np.array(x, order="C")) for x in inputs])
    return [np.array(runtime.to_host(v, d), copy=True) for v, d in zip(outs, dtypes)]


def _rel(y, want) -> float:
    y, want = np.asarray(y, np.complex128), np.asarray(want, np.complex128)
    return float(np.linalg.norm(y - want) / max(np.linalg.norm(want), 1e-30))


#: canaries of the pinned IREE over 5 s on CI's 2 cores (measured 2026-12-07: the sorts and
#: top-k 27 s each, two-stage-dots 12 s): out of the default run, in CI's (marker ``ci``)
LONG_CANARIES = {"spirv-sorts", "spirv-top-k", "two-stage-dots", "complex-scatters",
                 "complex-transposes", "chunked-scatters"}
#: canaries whose crash takes unbounded time (a wild memcpy: 12 s to 50 s in CI, 20 minutes
#: once): slow, run before an IREE upgrade, not in CI
UNBOUNDED_CANARIES = {"while-barriers"}


def _release_params():
    for entry in CANARIES:
        release = entry.canary.release
        marks = [pytest.mark.slow] if release is not None else []
        if release is None and entry.name in LONG_CANARIES:
            marks += [pytest.mark.slow, pytest.mark.ci]
        if entry.name in UNBOUNDED_CANARIES:
            marks.append(pytest.mark.slow)
        if entry.canary.target == "vulkan-spirv" and entry.canary.expect in ("miscomputes",
                                                                             "fails"):
            marks.append(needs_vulkan)
        yield pytest.param(entry, id=entry.name, marks=marks)


def _release_compile(entry: R.Workaround, module: ir.Module, tmp_path: Path):
    """The canary's release's stock iree-compile on ``module`` (its venv, as the release
    matrix builds it)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import iree_release_matrix as matrix
    finally:
        sys.path.pop(0)
    major, minor = entry.canary.release
    release = next(r for r in matrix.RELEASES if r.startswith(f"{major}.{minor}."))
    venv = matrix.release_venv(Path.home() / ".cache" / "iree-vkfft" / "iree-releases", release)
    source = tmp_path / f"{entry.name}.mlir"
    source.write_text(str(module))
    target = entry.canary.target
    extra = ["--iree-vulkan-target=llvmpipe"] if target == "vulkan-spirv" else []
    return subprocess.run([str(venv / "bin" / "iree-compile"), str(source),
                           "--iree-input-type=stablehlo", f"--iree-hal-target-backends={target}",
                           *extra, "-o", str(tmp_path / "m.vmfb")],
                          capture_output=True, text=True, timeout=900)


def _crashed(returncode: int, stderr: str) -> bool:
    return returncode < 0 or "Stack dump" in stderr or "PLEASE submit a bug report" in stderr


@pytest.mark.parametrize("entry", list(_release_params()))
def test_plain_iree_still_fails_on_the_repro(entry, tmp_path):
    """The canary: IREE still needs the entry (else: narrow its releases or remove it)."""
    canary = entry.canary
    broken, broken_opts = _variant(entry, without=True)
    fixed, fixed_opts = _variant(entry, without=False)
    if canary.release is not None:
        raw = _release_compile(entry, broken, tmp_path)
        ok = (_crashed(raw.returncode, raw.stderr) if canary.expect == "crashes"
              else raw.returncode != 0)
        assert ok and re.search(canary.match, raw.stderr), \
            f"IREE {canary.release} no longer fails on {entry.repro}: narrow {entry.name}"
        good = _release_compile(entry, fixed, tmp_path)
        assert good.returncode == 0, good.stderr[-3000:]
        return
    if canary.expect == "fails":  # compiles; the runtime raises
        inputs = _inputs(broken)
        with pytest.raises(Exception, match=canary.match):
            _run(broken, broken_opts, inputs)
        assert all(np.all(np.isfinite(y)) for y in _run(fixed, fixed_opts, inputs))
        return
    if canary.expect == "miscomputes":
        inputs = _inputs(broken)
        wrong = _run(broken, broken_opts, inputs)
        right = _run(fixed, fixed_opts, inputs)
        assert all(np.all(np.isfinite(y)) for y in right)
        # a NaN where the fixed module has a number is as wrong as a far number
        assert max(_rel(np.nan_to_num(y, nan=1e30), r) for y, r in zip(wrong, right)) > 1e-3, \
            f"IREE computes {entry.repro} right without {entry.name}: the entry can go"
        return
    with pytest.raises(IreeCompileError) as failure:
        _compile(broken, broken_opts)
    assert re.search(canary.match, str(failure.value)), str(failure.value)
    if canary.expect == "crashes":
        assert re.search(r"exit code -\d+|Stack dump", str(failure.value))
    if entry.host_ops is not None:  # the fix is to run it on the host: llvm-cpu compiles it
        fixed_opts = R.with_flags(CompileOptions(target="llvm-cpu", cpu_driver="local-sync"),
                                  "split", module=fixed)
        # every op of the repro as written (other entries may add ops around them)
        original = ir.Module.parse((REPROS / entry.repro).read_text(), ir.Context())
        assert all(entry.host_ops(op) for op in find_ops(
            original.operation, lambda o: o.name.startswith("stablehlo.")
            and o.name != "stablehlo.return" and o.results))
    assert _compile(fixed, fixed_opts)[:2] == b"PK"


# ---- the table ---------------------------------------------------------------------------------
def test_every_entry_is_named_documented_and_has_its_repro():
    assert len(set(R.NAMES)) == len(R.NAMES)
    files = {p.name for p in REPROS.glob("*.mlir")}
    for w in R.REGISTRY:
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", w.name), w.name
        assert w.symptom and w.evidence, w.name
        assert ((w.rewrite is not None) or w.flags or w.host_ops is not None
                or w.name == "parts-swap-by-slices" or w.modes == {"torch"}), w.name
        assert w.detect is None or (w.rewrite is None and w.flags), w.name
        if w.canary is not None:
            assert w.repro in files, f"{w.name}: no tests/data/iree_repros/{w.repro}"
            assert R.applies(w, [w.canary.target], w.canary.release), w.name
        else:
            assert w.no_canary, w.name
    # every repro belongs to an entry
    assert files <= {w.repro for w in R.REGISTRY if w.canary is not None}


def test_each_rewrite_changes_its_repro():
    for w in CANARIES:
        if w.rewrite is None:
            continue
        module = ir.Module.parse((REPROS / w.repro).read_text(), ir.Context())
        others = [n for n in R.NAMES if n != w.name]
        R.apply(module, [w.canary.target], release=w.canary.release, disabled=others)
        changed = R.apply(module, [w.canary.target], release=w.canary.release,
                          disabled=others)  # idempotent: a second pass finds nothing
        fresh = ir.Module.parse((REPROS / w.repro).read_text(), ir.Context())
        assert w.rewrite(fresh) > 0, w.name
        assert changed == {}, (w.name, changed)


def test_the_pinned_release_is_the_installed_compiler():
    from iree.compiler import version

    major, minor = (int(x) for x in str(version.VERSION).split(".")[:2])
    assert R.PINNED_RELEASE == (major, minor)


@pytest.mark.parametrize("targets, release, mode, expected", [
    (["llvm-cpu"], None, "portable",
     {"saturating-converts", "ieee-special-values",
      "framing-gathers", "constant-concatenates", "host-shapes", "dynamic-reshapes", "dynamic-dot-generals", "dynamic-broadcast-dims", "window-scatters",
      "indexed-window-scatters", "window-gathers", "single-element-reduces",
      "complex-scalar-constants",
      "complex-tensor-constants", "f64-math-system-library", "constant-math",
      "no-const-eval", "batched-scatters", "bounded-scatters", "stable-sorts", "fresh-branch-results", "copied-arguments",
      "complex-scalar-initializers",
      "reversed-strided-slices",
      "scalars-computed-once",
      "unroll-counted-loops", "unroll-bounded-loops", "loop-slice-gathers",
      "loop-row-scatters", "select-predicate-broadcasts", "rotations-as-gathers",
      "sort-networks", "matmul-pad-to-tiles"}),
    (["vulkan-spirv"], None, "split",
     {"saturating-converts", "ieee-special-values",
      "framing-gathers", "constant-concatenates", "host-shapes", "dynamic-reshapes", "dynamic-dot-generals", "dynamic-broadcast-dims", "window-scatters",
      "indexed-window-scatters", "window-gathers", "single-element-reduces",
      "complex-scalar-constants",
      "complex-tensor-constants", "constant-math", "no-const-eval", "batched-scatters",
      "bounded-scatters", "stable-sorts", "fresh-branch-results", "copied-arguments",
      "complex-scalar-initializers",
      "f64-math-on-host", "complex-selects", "large-reductions", "isolated-gathers",
      "spirv-top-k", "broadcast-reduction-consumers", "spirv-sorts",
      "bool-converts", "complex-converts", "reduced-negations", "dynamic-concatenates",
      "no-memoization", "scalars-computed-once",
      "blocked-scans", "two-stage-reductions", "two-stage-dots", "chunked-scatters"}),
    (["vulkan-spirv"], None, "inline", None),  # split's set, plus the extern flags
    (["cuda"], None, "portable",
     {"saturating-converts", "ieee-special-values",
      "framing-gathers", "constant-concatenates", "host-shapes", "dynamic-reshapes", "dynamic-dot-generals", "dynamic-broadcast-dims", "window-scatters",
      "indexed-window-scatters", "window-gathers", "single-element-reduces",
      "complex-scalar-constants",
      "complex-tensor-constants", "constant-math", "no-const-eval", "batched-scatters",
      "bounded-scatters", "stable-sorts", "fresh-branch-results", "copied-arguments",
      "complex-scalar-initializers",
      "complex-transposes", "complex-scatters", "complex-converts", "reduced-negations",
      "dynamic-concatenates", "scalars-computed-once"}),
    (["metal-spirv"], (3, 8), "portable", None),
])
def test_what_applies_where(targets, release, mode, expected):
    names = {w.name for w in R.selected(targets, release=release, mode=mode)}
    if mode == "inline":
        assert "extern-const-hoisting" in names and "no-memoization" in names
        assert "scalars-computed-once" not in names  # a constant-only dispatch fails there
    elif expected is None:  # 3.8 on metal: its own rules on top of the pinned ones
        assert {"broadcast-scalars", "static-window-scatters", "parts-swap-by-slices",
                "complex-dot-generals"} <= names
        assert "complex-insert-slices" not in names
    else:
        assert names == expected


@pytest.mark.parametrize("release, rules", [
    ((2, 9), {"complex-dot-generals", "parts-swap-by-slices"}),
    ((3, 0), {"complex-dot-generals", "parts-swap-by-slices"}),
    ((3, 4), {"static-window-scatters", "complex-insert-slices", "complex-dot-generals",
              "parts-swap-by-slices"}),
    ((3, 7), {"broadcast-scalars", "static-window-scatters", "complex-dot-generals",
              "parts-swap-by-slices"}),
    ((3, 11), {"static-window-scatters", "parts-swap-by-slices"}),
    ((3, 12), set()), (None, set()),
])
def test_older_releases_get_their_rules(release, rules):
    pinned = {w.name for w in R.selected(["vulkan-spirv", "llvm-cpu"])}
    names = {w.name for w in R.selected(["vulkan-spirv", "llvm-cpu"], release=release)}
    assert names - pinned == rules


def test_switches_turn_entries_off_by_name():
    opts = CompileOptions(target="vulkan", disable_workarounds=("bool-converts",))
    assert R.turned_off(opts) == ("bool-converts",)
    assert R.turned_off(CompileOptions(workarounds=False)) == R.NAMES
    with pytest.raises(ValueError, match=r"Unknown workaround\(s\) 'no-such-fix'; known: "):
        R.turned_off(CompileOptions(disable_workarounds=("no-such-fix",)))
    with pytest.raises(TypeError, match="not a string"):
        CompileOptions(disable_workarounds="bool-converts")


def test_the_environment_adds_switches(monkeypatch):
    monkeypatch.setenv(R.DISABLE_ENV, " complex-selects, bool-converts ,")
    assert R.turned_off(CompileOptions()) == ("bool-converts", "complex-selects")
    monkeypatch.setenv(R.DISABLE_ENV, "typo")
    with pytest.raises(ValueError, match="Unknown workaround"):
        R.turned_off(CompileOptions())


def test_flags_come_from_the_entries_and_go_in_front_of_the_users():
    opts = R.with_flags(CompileOptions(target="vulkan", extra_args=("--x",)), "inline")
    assert opts.extra_args == ("--iree-opt-const-eval=false", "--iree-hal-memoization=false",
                               "--iree-opt-const-expr-hoisting=false", "--x")
    assert R.with_flags(CompileOptions(target="llvm-cpu"), "portable").extra_args == (
        "--iree-opt-const-eval=false",)
    off = CompileOptions(target="vulkan", disable_workarounds=("no-memoization",))
    assert "--iree-hal-memoization=false" not in R.with_flags(off, "split").extra_args
    assert not any(f.startswith("--iree-hal-memoization") for f in build_flags(
        CompileOptions(target="vulkan", vulkan_target="llvmpipe")))  # the modes add it


def test_a_retry_entry_applies_only_after_its_failure(tmp_path, monkeypatch):
    """while-barriers cures diffrax's loops and breaks s2fft's at run time: it is applied only
    to a module whose compile failed as it cures, and the next compile of that module applies
    it first (remembered in the cache).

    The failure is IREE 3.13's crash as the entry's canary records it, raised here for the
    module without barriers: the real crash is a wild memcpy whose time is unbounded (4 s alone,
    20 minutes in a loaded suite), and the canary already proves IREE still crashes."""
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path))
    text = (REPROS / "while-barriers.mlir").read_text()
    assert "while-barriers" not in {w.name for w in R.selected(["llvm-cpu"])}
    calls = []

    def compile_fn(module, options):
        barriers = "stablehlo.optimization_barrier" in str(module)
        calls.append(barriers)
        if not barriers:
            raise IreeCompileError(
                "iree-compile failed", segment=None, command=["iree-compile"],
                diagnostics=" #7 0x00007f4a1abb36a5 mlir::iree_compiler::(anonymous namespace)::"
                            "ScfWhileOpConversion::matchAndRewrite(mlir::scf::WhileOp, ...)")
        return _compile(module, options)

    # unroll-bounded-loops unrolls the repro's stage loop, which hides the bug (its canary);
    # complex-scalar-initializers puts barriers of its own (on complex scalars) in the module
    hides = ("unroll-bounded-loops", "complex-scalar-initializers")
    opts = R.with_flags(CompileOptions(target="llvm-cpu", cpu_driver="local-sync",
                                       disable_workarounds=hides), "portable")
    for expected in ([False, True], [True]):
        calls.clear()
        module = ir.Module.parse(text, ir.Context())
        R.apply(module, ["llvm-cpu"], mode="portable", disabled=hides)
        assert R.compile_retrying(module, opts, "portable", compile_fn)[:2] == b"PK"
        assert calls == expected
    # with the entry off there is no retry: the failure reaches the caller
    off = dataclasses.replace(opts, disable_workarounds=hides + ("while-barriers",))
    calls.clear()
    with pytest.raises(IreeCompileError, match="iree-compile failed"):
        R.compile_retrying(ir.Module.parse(text, ir.Context()), off, "portable", compile_fn)
    assert calls == [False]


def test_detected_flags_only_for_modules_that_need_them():
    f64 = ir.Module.parse((REPROS / "f64-math-system-library.mlir").read_text(), ir.Context())
    f32 = ir.Module.parse((REPROS / "f64-math-system-library.mlir").read_text()
                          .replace("f64", "f32"), ir.Context())
    link = "--iree-llvmcpu-link-embedded=false"
    assert link in R.flags(["llvm-cpu"], module=f64)
    assert link not in R.flags(["llvm-cpu"], module=f32)
    assert link not in R.flags(["llvm-cpu"])  # no module: nothing detected
    assert link not in R.flags(["vulkan-spirv"], module=f64)


def test_a_disabled_entry_is_off_in_a_mode(private_vmfb_cache):
    """The user's switch reaches the module iree-compile gets: with bool-converts off the
    Vulkan compile of its repro fails as the canary says; with it on, it compiles."""
    import iree_vkfft

    text = (REPROS / "bool-converts.mlir").read_text()
    with pytest.raises(IreeCompileError, match="arith.sitofp"):
        iree_vkfft.compile(text, mode="portable", options=CompileOptions(
            target="metal", disable_workarounds=("bool-converts",)))
    iree_vkfft.compile(text, mode="portable", target="metal")


def test_describe_lists_every_entry_for_a_release():
    text = R.describe((3, 8))
    for w in R.REGISTRY:
        assert w.name in text
    assert re.search(r"^on  broadcast-scalars", text, re.M)
    assert re.search(r"^off broadcast-scalars", R.describe(), re.M)


def test_no_iree_version_check_outside_the_registry():
    """Releases are compared only in the registry: every other module asks it."""
    package = ROOT / "src" / "iree_vkfft"
    pattern = re.compile(r"release\s*[<>]=?\s*\(\d+,\s*\d+\)|\(\d+,\s*\d+\)\s*[<>]=?\s*release")
    offenders = [str(p.relative_to(package)) for p in package.rglob("*.py")
                 if p.name != "registry.py" and pattern.search(p.read_text())]
    assert offenders == []
