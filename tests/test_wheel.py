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
