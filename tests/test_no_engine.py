"""iree_vkfft without its native engine (what the pure-Python wheel installs, and what a source
build that found no glslang leaves): the package imports, portable mode, host split mode and the
drop-in work, and whatever needs VkFFT raises NoEngineError (a NoDeviceError and an
ImportError) saying what works and what to install. The package is copied without its
extension module and run in a child process."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import iree_vkfft
from conftest import assert_fft_close, child_env

PROGRAM = pathlib.Path(__file__).parent / "data" / "programs" / "rfft_f32_400.mlir"


@pytest.fixture(scope="module")
def pure_package(tmp_path_factory) -> pathlib.Path:
    root = tmp_path_factory.mktemp("pure")
    source = pathlib.Path(iree_vkfft.__file__).parent
    shutil.copytree(source, root / "iree_vkfft",
                    ignore=shutil.ignore_patterns("_native*.so", "_native*.pyd", "__pycache__"))
    return root


def _run(root: pathlib.Path, code: str, *args, module: str | None = None,
         first: pathlib.Path | None = None):
    # only the copy: no extension on the path; ``first``: a folder before it (sitecustomize)
    env = dict(child_env(), PYTHONPATH=os.pathsep.join(str(p) for p in (first, root) if p))
    cmd = [sys.executable, "-m", module, *args] if module else [
        sys.executable, "-c", textwrap.dedent(code), *args]
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600,
                          cwd=root)


CHILD = """
    import json, sys, numpy as np, iree_vkfft
    out = {"file": iree_vkfft.__file__, "has_engine": iree_vkfft._engine.has_engine(),
           "devices": len(iree_vkfft.devices())}
    calls = {"fft": lambda: iree_vkfft.fft.rfft(np.ones(8)),
             "scipy": lambda: iree_vkfft.scipy_fft.dct(np.ones(8)),
             "asarray": lambda: iree_vkfft.asarray(np.ones(8)),
             "inline": lambda: iree_vkfft.compile(sys.argv[1], mode="inline", target="vulkan"),
             "split-vkfft": lambda: iree_vkfft.compile(sys.argv[1], fft="vkfft")}
    for name, call in calls.items():
        try:
            call()
            out[name] = None
        except iree_vkfft.NoEngineError as e:
            out[name] = [e.missing, isinstance(e, ImportError),
                         isinstance(e, iree_vkfft.NoDeviceError), str(e)]
    x = np.random.default_rng(3).standard_normal((5, 400)).astype(np.float32)
    np.save(sys.argv[2] + "/x.npy", x)
    for mode, kw in [("portable", {}), ("split", {"fft": "host"}), ("split", {})]:
        y, = iree_vkfft.compile(sys.argv[1], mode=mode, target="llvm-cpu", **kw)(x)
        np.save(sys.argv[2] + f"/{mode}{len(kw)}.npy", y)
    print(json.dumps(out))
"""


def test_without_the_engine_vkfft_calls_say_what_to_install(pure_package, tmp_path):
    proc = _run(pure_package, CHILD, str(PROGRAM), str(tmp_path))
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert pathlib.Path(out["file"]).is_relative_to(pure_package)
    assert out["has_engine"] is False and out["devices"] == 0
    for name in ("fft", "scipy", "asarray", "inline", "split-vkfft"):
        assert out[name] is not None, f"{name} ran without the engine"
        missing, import_error, no_device, message = out[name]
        assert (missing, import_error, no_device) == ("engine", True, True), name
        assert "installed without its native engine" in message
        assert "portable mode" in message and "glslang" in message
    x = np.load(tmp_path / "x.npy").astype(np.float64)
    for name in ("portable0", "split1", "split0"):
        assert_fft_close(np.load(tmp_path / f"{name}.npy"), np.fft.rfft(x), (400,),
                         precision="float32", what=name)


def test_without_the_engine_the_cli_explains_and_the_dropin_compiles(pure_package, tmp_path):
    devices = _run(pure_package, "", "devices", module="iree_vkfft")
    assert devices.returncode != 0 and "Traceback" not in devices.stderr
    assert "without its native engine" in devices.stderr
    vmfb = tmp_path / "m.vmfb"
    compiled = _run(pure_package, "", "--iree-hal-target-backends=metal-spirv",
                    "--iree-input-type=stablehlo_xla", str(PROGRAM), "-o", str(vmfb),
                    module="iree_vkfft.compiler")
    assert compiled.returncode == 0, compiled.stderr[-3000:]
    assert vmfb.read_bytes()[:2] == b"PK"
    card = tmp_path / "card.vmfb"
    compiled = _run(pure_package, "", "compile", str(PROGRAM), "--target", "metal", "-o",
                    str(card), module="iree_vkfft")
    assert compiled.returncode == 0, compiled.stderr[-3000:]
    inspected = _run(pure_package, "", "inspect", str(card), module="iree_vkfft")
    assert inspected.returncode == 0 and "portable" in inspected.stdout, inspected.stderr[-3000:]


#: what a Windows CPython lacks that the package could reach for: fork and its hooks
NO_FORK = """
import os
for name in ("register_at_fork", "fork", "forkpty"):
    if hasattr(os, name):
        delattr(os, name)
"""


def test_without_fork_as_on_windows_the_package_imports_and_compiles(pure_package, tmp_path):
    """Windows has no ``os.fork`` nor ``os.register_at_fork`` (importing the package raised
    AttributeError there) and no binary wheel: the pure package in a CPython with neither
    (a sitecustomize removes them) imports, runs portable and host split mode, and the
    drop-in builds for metal-spirv."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(NO_FORK)
    probe = _run(pure_package, "import os; print(hasattr(os, 'register_at_fork'))", first=site)
    assert probe.stdout.strip() == "False", probe.stderr[-2000:]
    proc = _run(pure_package, CHILD, str(PROGRAM), str(tmp_path), first=site)
    assert proc.returncode == 0, proc.stderr[-3000:]
    x = np.load(tmp_path / "x.npy").astype(np.float64)
    for name in ("portable0", "split1", "split0"):
        assert_fft_close(np.load(tmp_path / f"{name}.npy"), np.fft.rfft(x), (400,),
                         precision="float32", what=name)
    vmfb = tmp_path / "m.vmfb"
    compiled = _run(pure_package, "", "--iree-hal-target-backends=metal-spirv",
                    "--iree-input-type=stablehlo_xla", str(PROGRAM), "-o", str(vmfb),
                    module="iree_vkfft.compiler", first=site)
    assert compiled.returncode == 0, compiled.stderr[-3000:]
    assert vmfb.read_bytes()[:2] == b"PK"
