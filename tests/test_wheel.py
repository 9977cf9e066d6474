"""The binary wheel (`make wheel`): manylinux tag, no libvulkan dependency, stubs inside, and a
fresh venv that installs it with --only-binary=:all: (no compiler) and runs a direct-API FFT on
the default device plus host-provider split mode with the Vulkan loader hidden.

The venv test is slow (it installs numpy and IREE from the registry); .ci/run runs it after
`make wheel`. The wheel checks run wherever a wheel is in dist/ and the tools are installed.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import textwrap
import time
import zipfile

import numpy as np
import pytest

from conftest import assert_fft_close

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROGRAM = ROOT / "tests" / "data" / "programs" / "rfft_f32_400.mlir"
# What a manylinux wheel's module may need (auditwheel's allow-list, the part we can meet).
ALLOWED_NEEDED = {"libc.so.6", "libm.so.6", "libgcc_s.so.1", "libstdc++.so.6", "libpthread.so.0",
                  "libdl.so.2", "librt.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1"}


def _built_wheel() -> pathlib.Path | None:
    wheels = sorted((ROOT / "dist").glob("iree_vkfft-*manylinux*.whl"))
    return wheels[-1] if wheels else None


@pytest.fixture(scope="module")
def wheel() -> pathlib.Path:
    found = _built_wheel()
    if found is None:
        pytest.skip("no manylinux wheel in dist/ (run `make wheel`)")
    return found


def _needed(library: pathlib.Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True,
                         check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def test_wheel_is_manylinux_with_stubs_and_no_vulkan_dependency(wheel, tmp_path):
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) is not installed")
    pytest.importorskip("auditwheel", reason="auditwheel is installed by `make wheel`")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        modules = [n for n in names if re.fullmatch(r"iree_vkfft/_native[^/]*\.so", n)]
        assert len(modules) == 1, names
        z.extract(modules[0], tmp_path)
    assert {"iree_vkfft/_native.pyi", "iree_vkfft/py.typed"} <= set(names)
    assert not [n for n in names if n.startswith("iree_vkfft.libs/")], "nothing is bundled"
    needed = _needed(tmp_path / modules[0])
    assert not [n for n in needed if "vulkan" in n], needed
    assert set(needed) <= ALLOWED_NEEDED, set(needed) - ALLOWED_NEEDED
    show = subprocess.run([sys.executable, "-m", "auditwheel", "show", str(wheel)],
                          capture_output=True, text=True, check=True).stdout
    tag = re.search(r'following\s+platform\s+tag:\s+"(manylinux_2_\d+_\w+)"', show)
    assert tag and tag.group(1) in wheel.name, show


CHILD_FFT = """
    import json, sys, time, numpy as np, iree_vkfft
    from iree_vkfft import fft
    x = np.random.default_rng(1).standard_normal((8, 400)).astype(np.float32)
    y = fft.rfft(x)
    first = time.time()
    z = fft.ifft(fft.fft(x.astype(np.complex64)))
    np.save(sys.argv[1] + "/x.npy", x); np.save(sys.argv[1] + "/y.npy", y)
    np.save(sys.argv[1] + "/z.npy", z)
    print(json.dumps({"first_fft": first, "file": iree_vkfft.__file__,
                      "device": str(iree_vkfft.devices()[0])}))
"""

CHILD_HIDDEN = """
    import json, sys, numpy as np, iree_vkfft
    x = np.random.default_rng(2).standard_normal((5, 400)).astype(np.float32)
    prog = iree_vkfft.compile(sys.argv[2], target="llvm-cpu", fft="host")
    y, = prog(x)
    np.save(sys.argv[1] + "/hx.npy", x); np.save(sys.argv[1] + "/hy.npy", y)
    error = missing = None
    try:
        iree_vkfft.fft.fft(x)
    except iree_vkfft.NoDeviceError as e:
        error, missing = str(e), e.missing
    print(json.dumps({"devices": [str(d) for d in iree_vkfft.devices()], "error": error, "missing": missing}))
"""


def _child(python: pathlib.Path, code: str, work: pathlib.Path, env: dict, *args) -> dict:
    result = subprocess.run([str(python), "-c", textwrap.dedent(code), str(work), *args],
                            cwd=work, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-4000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.slow
@pytest.mark.vulkan
def test_fresh_venv_installs_the_wheel_binary_only_and_runs(tmp_path):
    wheel = _built_wheel()
    if wheel is None:  # build it (minutes): this test is the wheel's acceptance check
        subprocess.run(["make", "-C", str(ROOT), "wheel"], check=True, timeout=1800)
        wheel = _built_wheel()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "IREE_VKFFT_"))}
    env["IREE_VKFFT_CACHE_DIR"] = str(tmp_path / "cache")  # cold kernel cache: a new user
    start = time.time()
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--only-binary=:all:",
                    str(wheel)], check=True, env=env, timeout=900)
    installed = time.time()
    out = _child(python, CHILD_FFT, tmp_path, env)
    assert pathlib.Path(out["file"]).is_relative_to(venv), out["file"]
    x = np.load(tmp_path / "x.npy")
    assert_fft_close(np.load(tmp_path / "y.npy"), np.fft.rfft(x.astype(np.float64)), (400,))
    assert_fft_close(np.load(tmp_path / "z.npy"), x.astype(np.complex128), (400,))
    hidden = _child(python, CHILD_HIDDEN, tmp_path,
                    dict(env, IREE_VKFFT_VULKAN_LOADER="/nonexistent"), str(PROGRAM))
    hx = np.load(tmp_path / "hx.npy")
    assert_fft_close(np.load(tmp_path / "hy.npy"), np.fft.rfft(hx.astype(np.float64)), (400,))
    assert hidden["devices"] == [] and hidden["missing"] == "loader"
    assert "could not be opened" in hidden["error"] and "not built" not in hidden["error"]
    figures = {"wheel": wheel.name, "wheel_bytes": wheel.stat().st_size,
               "pip_install_s": round(installed - start, 1),
               "install_to_first_fft_s": round(out["first_fft"] - start, 1),
               "device": out["device"]}
    results = ROOT / "bench-results"
    results.mkdir(exist_ok=True)
    (results / "wheel.json").write_text(json.dumps(figures, indent=1) + "\n")
    print(figures)


# ----------------------------------------------------------------------------------------
# the pure-Python wheel: no engine, no compiler, no Vulkan
# ----------------------------------------------------------------------------------------
def _venv_with(python: pathlib.Path, wheel: pathlib.Path, tmp_path: pathlib.Path, **extra):
    """A fresh venv of ``python`` with ``wheel`` installed binary-only: (its bin folder, the
    environment that puts it first on PATH with a cold kernel cache, the install seconds)."""
    venv = tmp_path / "venv"
    bin_dir = venv / "bin"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "IREE_VKFFT_"))}
    env.update(IREE_VKFFT_CACHE_DIR=str(tmp_path / "cache"),
               PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", **extra)
    subprocess.run([str(python), "-m", "venv", str(venv)], check=True, env=env)
    start = time.time()
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", "--only-binary=:all:",
                    str(wheel)], check=True, env=env, timeout=900)
    return bin_dir, env, time.time() - start


def _built_pure_wheel() -> pathlib.Path | None:
    wheels = sorted((ROOT / "dist").glob("iree_vkfft-*-py3-none-any.whl"))
    return wheels[-1] if wheels else None


CHILD_PURE = """
    import json, platform, sys, numpy as np, iree_vkfft
    out = {"has_engine": iree_vkfft._engine.has_engine(), "devices": len(iree_vkfft.devices()),
           "machine": platform.machine()}
    for name, call in [("fft", lambda: iree_vkfft.fft.fft(np.ones(8))),
                       ("asarray", lambda: iree_vkfft.asarray(np.ones(8))),
                       ("inline", lambda: iree_vkfft.compile(sys.argv[2], mode="inline", target="vulkan")),
                       ("split-vkfft", lambda: iree_vkfft.compile(sys.argv[2], fft="vkfft"))]:
        try:
            call()
            out[name] = None
        except iree_vkfft.NoEngineError as e:
            out[name] = [e.missing, isinstance(e, ImportError), str(e)]
    x = np.random.default_rng(3).standard_normal((5, 400)).astype(np.float32)
    np.save(sys.argv[1] + "/px.npy", x)
    for mode, kw in [("portable", {}), ("split", {"fft": "host"})]:
        y, = iree_vkfft.compile(sys.argv[2], mode=mode, target="llvm-cpu", **kw)(x)
        np.save(sys.argv[1] + f"/p_{mode}.npy", y)
    print(json.dumps(out))
"""


def _check_pure_wheel(python: pathlib.Path, tmp_path: pathlib.Path, **extra_env) -> dict:
    """The py3-none-any wheel in a fresh venv of ``python``, the Vulkan loader hidden: nx_iree's
    invocation of the drop-in for llvm-cpu (run by that venv's stock iree-run-module) and
    metal-spirv, portable and host split mode through the API, the CLI's compile and inspect;
    whatever needs VkFFT raises NoEngineError (an ImportError too) saying what to install.
    Returns the wheel's figures."""
    wheel = _built_pure_wheel()
    if wheel is None:
        subprocess.run(["make", "-C", str(ROOT), "wheel-pure"], check=True, timeout=900)
        wheel = _built_pure_wheel()
    with zipfile.ZipFile(wheel) as z:
        assert not [n for n in z.namelist() if n.endswith((".so", ".pyd", ".dylib"))]
    bin_dir, env, install_s = _venv_with(python, wheel, tmp_path,
                                         IREE_VKFFT_VULKAN_LOADER="/nonexistent", **extra_env)

    out = _child(bin_dir / "python", CHILD_PURE, tmp_path, env, str(PROGRAM))
    assert out["has_engine"] is False and out["devices"] == 0
    for name in ("fft", "asarray", "inline", "split-vkfft"):
        missing, is_import_error, message = out[name]
        assert missing == "engine" and is_import_error, out[name]
        assert "without its native engine" in message and "glslang" in message
        assert "portable mode" in message
    x = np.load(tmp_path / "px.npy").astype(np.float64)
    for mode in ("portable", "split"):
        assert_fft_close(np.load(tmp_path / f"p_{mode}.npy"), np.fft.rfft(x), (400,),
                         precision="float32")

    nx = ["--iree-input-type=stablehlo_xla", "--iree-execution-model=async-internal"]
    for backend in ("llvm-cpu", "metal-spirv"):  # nx_iree: flags, then the file; vmfb on stdout
        proc = subprocess.run([str(bin_dir / "iree-vkfft-compile"),
                               f"--iree-hal-target-backends={backend}", *nx, str(PROGRAM)],
                              capture_output=True, env=env, timeout=600)
        assert proc.returncode == 0, proc.stderr.decode()[-3000:]
        assert proc.stdout[:2] == b"PK"
        (tmp_path / f"{backend}.vmfb").write_bytes(proc.stdout)
    # llvm-cpu code for the machine the drop-in ran on (IREE's executable format names)
    elf = {"x86_64": b"embedded-elf-x86_64", "aarch64": b"embedded-elf-arm_64"}[out["machine"]]
    assert elf in (tmp_path / "llvm-cpu.vmfb").read_bytes()
    xin = np.random.default_rng(4).standard_normal((5, 400)).astype(np.float32)
    np.save(tmp_path / "in.npy", xin)
    run = subprocess.run([str(bin_dir / "iree-run-module"), "--device=local-sync",
                          f"--module={tmp_path / 'llvm-cpu.vmfb'}", "--function=main",
                          f"--input=@{tmp_path / 'in.npy'}", f"--output=@{tmp_path / 'out.npy'}"],
                         capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stderr
    assert_fft_close(np.load(tmp_path / "out.npy"), np.fft.rfft(xin.astype(np.float64)), (400,),
                     precision="float32")

    cli = bin_dir / "iree-vkfft"
    compiled = subprocess.run([str(cli), "compile", str(PROGRAM), "--target", "metal",
                               "-o", str(tmp_path / "cli.vmfb")],
                              capture_output=True, text=True, env=env, timeout=600)
    assert compiled.returncode == 0, compiled.stderr
    inspected = subprocess.run([str(cli), "inspect", str(tmp_path / "cli.vmfb")],
                               capture_output=True, text=True, env=env, timeout=600)
    assert inspected.returncode == 0 and "portable" in inspected.stdout, inspected.stderr
    devices = subprocess.run([str(cli), "devices"], capture_output=True, text=True, env=env,
                             timeout=600)
    assert devices.returncode != 0 and "Traceback" not in devices.stderr
    assert "without its native engine" in devices.stderr + devices.stdout
    return {"wheel": wheel.name, "wheel_bytes": wheel.stat().st_size,
            "pip_install_s": round(install_s, 1), "machine": out["machine"]}


def _record(name: str, figures: dict) -> None:
    results = ROOT / "bench-results"
    results.mkdir(exist_ok=True)
    (results / name).write_text(json.dumps(figures, indent=1) + "\n")
    print(figures)


@pytest.mark.slow
def test_pure_wheel_in_a_fresh_venv_without_engine_or_vulkan(tmp_path):
    _record("wheel-pure.json", _check_pure_wheel(pathlib.Path(sys.executable), tmp_path))


#: an emulated Linux aarch64 CPython (``scripts/aarch64_python.sh``, as root)
AARCH64_ROOT = pathlib.Path(os.environ.get("IREE_VKFFT_AARCH64_ROOT", "/opt/arm64root"))


def _aarch64_python() -> pathlib.Path | None:
    python = AARCH64_ROOT / "usr" / "bin" / "python3.11"
    registered = pathlib.Path("/proc/sys/fs/binfmt_misc/qemu-aarch64")
    if not python.exists() or not registered.exists():
        return None
    return python


@pytest.mark.slow
@pytest.mark.skipif(_aarch64_python() is None,
                    reason="no emulated aarch64 CPython: sudo bash scripts/aarch64_python.sh")
def test_pure_wheel_on_emulated_linux_aarch64(tmp_path):
    """The same checks on Linux aarch64 (qemu-user): the wheel with IREE's aarch64 wheels from
    the registry, the drop-in emitting aarch64 code (embedded-elf-arm_64) that IREE's aarch64
    iree-run-module runs right, and Metal modules built on that platform."""
    figures = _check_pure_wheel(_aarch64_python(), tmp_path,
                                QEMU_LD_PREFIX=str(AARCH64_ROOT))
    assert figures["machine"] == "aarch64"
    _record("wheel-pure-aarch64.json", dict(figures, platform="linux-aarch64 (qemu-user)"))


# ----------------------------------------------------------------------------------------
# binary wheels for every CPython the package claims (`make wheels`)
# ----------------------------------------------------------------------------------------
CPYTHONS = ("3.10", "3.11", "3.12", "3.13")

CHILD_SMOKE = """
    import json, sys, numpy as np, iree_vkfft
    x = np.random.default_rng(6).standard_normal((5, 400)).astype(np.float32)
    np.save(sys.argv[1] + "/sx.npy", x)
    np.save(sys.argv[1] + "/s_direct.npy", iree_vkfft.fft.rfft(x))
    for mode, kw in [("split", {"fft": "vkfft"}), ("split", {"fft": "host"}),
                     ("portable", {})]:
        y, = iree_vkfft.compile(sys.argv[2], mode=mode, target="llvm-cpu", **kw)(x)
        np.save(sys.argv[1] + f"/s_{mode}_{kw.get('fft', '')}.npy", y)
    y, = iree_vkfft.compile(sys.argv[2], mode="inline", target="vulkan")(x)
    np.save(sys.argv[1] + "/s_inline.npy", y)
    print(json.dumps({"python": sys.version.split()[0], "file": iree_vkfft.__file__,
                      "engine": iree_vkfft._engine.has_engine()}))
"""


def _interpreter(version: str) -> pathlib.Path | None:
    found = sorted(pathlib.Path.home().glob(f".pyenv/versions/{version}.*/bin/python"))
    if found:
        return found[-1]
    which = shutil.which(f"python{version}")
    return pathlib.Path(which) if which else None


@pytest.mark.slow
@pytest.mark.vulkan
@pytest.mark.parametrize("version", CPYTHONS)
def test_binary_wheel_for_each_cpython_installs_and_runs(version, tmp_path):
    """`make wheels`' wheel for this CPython in a fresh venv of that interpreter, binary-only:
    a direct FFT, split mode (VkFFT and host FFTs), portable and inline mode against numpy,
    and nx_iree's invocation of the drop-in run by the venv's iree-run-module."""
    python = _interpreter(version)
    if python is None:
        pytest.skip(f"no CPython {version} on this machine")
    tag = "cp" + version.replace(".", "")
    pattern = f"iree_vkfft-*-{tag}-{tag}-*manylinux*.whl"
    if not list((ROOT / "dist" / "wheels").glob(pattern)):  # build them all (minutes)
        subprocess.run(["make", "-C", str(ROOT), "wheels"], check=True, timeout=3600)
    (wheel,) = sorted((ROOT / "dist" / "wheels").glob(pattern))
    bin_dir, env, install_s = _venv_with(python, wheel, tmp_path)
    out = _child(bin_dir / "python", CHILD_SMOKE, tmp_path, env, str(PROGRAM))
    assert out["python"].startswith(version + ".") and out["engine"] is True
    assert pathlib.Path(out["file"]).is_relative_to(bin_dir.parent)
    want = np.fft.rfft(np.load(tmp_path / "sx.npy").astype(np.float64))
    for name in ("direct", "split_vkfft", "split_host", "portable_", "inline"):
        assert_fft_close(np.load(tmp_path / f"s_{name}.npy"), want, (400,), precision="float32",
                         what=f"{tag} {name}")
    proc = subprocess.run([str(bin_dir / "iree-vkfft-compile"), "--iree-hal-target-backends=llvm-cpu",
                           "--iree-input-type=stablehlo_xla", "--iree-execution-model=async-internal",
                           str(PROGRAM)], capture_output=True, env=env, timeout=600)
    assert proc.returncode == 0 and proc.stdout[:2] == b"PK", proc.stderr.decode()[-3000:]
    (tmp_path / "nx.vmfb").write_bytes(proc.stdout)
    run = subprocess.run([str(bin_dir / "iree-run-module"), "--device=local-sync",
                          f"--module={tmp_path / 'nx.vmfb'}", "--function=main",
                          f"--input=@{tmp_path / 'sx.npy'}", f"--output=@{tmp_path / 'nx.npy'}"],
                         capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stderr
    assert_fft_close(np.load(tmp_path / "nx.npy"), want, (400,), precision="float32")
    results = ROOT / "bench-results"
    results.mkdir(exist_ok=True)
    (results / f"wheel-{tag}.json").write_text(json.dumps(
        {"wheel": wheel.name, "wheel_bytes": wheel.stat().st_size,
         "pip_install_s": round(install_s, 1)}, indent=1) + "\n")


# ----------------------------------------------------------------------------------------
# the pure wheel on every platform IREE publishes wheels for (resolution, binary-only)
# ----------------------------------------------------------------------------------------
def _manylinux(arch: str) -> list[str]:
    return [f"manylinux_2_{v}_{arch}" for v in (17, 27, 28)] + [f"manylinux2014_{arch}"]


PLATFORMS = {
    "linux-x86_64": _manylinux("x86_64"),
    "linux-aarch64": _manylinux("aarch64"),
    "macos-arm64": ["macosx_14_0_arm64", "macosx_13_0_universal2"],
    "macos-x86_64": ["macosx_13_0_x86_64", "macosx_13_0_universal2"],
    "windows-amd64": ["win_amd64"],
}
#: IREE 3.13 publishes macOS and Windows wheels for CPython 3.11+ only (Linux: 3.10+)
NO_IREE_WHEEL = {("macos-arm64", "3.10"), ("macos-x86_64", "3.10"), ("windows-amd64", "3.10")}


def _fits(tag: str, platform: str) -> bool:
    """Whether a wheel's platform tag is one for ``platform`` (pip picks older macOS and glibc
    versions too)."""
    system, arch = platform.split("-")
    if system == "windows":
        return tag == "win_amd64"
    if system == "linux":
        return tag.startswith("manylinux") and tag.endswith(arch)
    return tag.startswith("macosx_") and tag.endswith((arch, "universal2"))


@pytest.mark.slow
@pytest.mark.parametrize("python", CPYTHONS)
@pytest.mark.parametrize("platform", sorted(PLATFORMS))
def test_pure_wheel_resolves_binary_only_on_every_platform(platform, python, tmp_path):
    """``pip install --only-binary=:all:`` of the pure wheel, resolved (not run) for another
    platform and CPython against the registry: every dependency has a wheel there, except
    where IREE publishes none (then pip's own message names iree-base-compiler)."""
    wheel = _built_pure_wheel()
    if wheel is None:
        pytest.skip("no pure wheel in dist/ (make wheel-pure)")
    report = tmp_path / "report.json"
    cmd = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
           "--only-binary=:all:", "--python-version", python, "--target", str(tmp_path / "t"),
           "--report", str(report), str(wheel)]
    for tag in PLATFORMS[platform]:
        cmd += ["--platform", tag]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if (platform, python) in NO_IREE_WHEEL:
        assert proc.returncode != 0 and "iree-base-compiler==3.13.0" in proc.stderr, \
            f"IREE now has a {platform} wheel for CPython {python}: update NO_IREE_WHEEL and docs/install.md"
        return
    assert proc.returncode == 0, proc.stderr[-3000:]
    files = {i["metadata"]["name"]: i["download_info"]["url"].rsplit("/", 1)[-1]
             for i in json.loads(report.read_text())["install"]}
    for name in ("iree-base-compiler", "iree-base-runtime", "numpy"):
        tags = files[name].removesuffix(".whl").rsplit("-", 1)[-1].split(".")
        assert any(_fits(t, platform) for t in tags), (name, files[name])
    assert files["iree-vkfft"] == wheel.name
