"""The Vulkan loader opened at run time: import and host split mode without Vulkan, the
NoDeviceError text (loader or driver missing), portability enumeration, the type stubs."""

from __future__ import annotations

import ast
import ctypes
import json
import pathlib
import shutil
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _engine, _errors, _native
from conftest import child_env, fft_tolerance

PROGRAMS = pathlib.Path(__file__).parent / "data" / "programs"
HIDDEN = {"IREE_VKFFT_VULKAN_LOADER": "/nonexistent/libvulkan.so.1"}
NO_DRIVER = {"VK_ICD_FILENAMES": "/nonexistent/icd.json", "VK_DRIVER_FILES": "/nonexistent/icd.json"}


def _run_json(code: str, **env) -> dict:
    """Runs ``code`` in a fresh Python (it prints one JSON object last) and returns that."""
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=child_env(**env),
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


FIRST_DEVICE_CALL = """
    import json, numpy as np, iree_vkfft
    out = {"devices": [str(d) for d in iree_vkfft.devices()]}
    try:
        iree_vkfft.fft.fft(np.ones(8))
    except iree_vkfft.NoDeviceError as e:
        out.update(error=str(e), missing=e.missing)
"""


def test_without_a_loader_import_and_host_split_mode_work_and_the_fft_says_what_is_missing():
    out = _run_json(FIRST_DEVICE_CALL + f"""
    x = np.random.default_rng(0).standard_normal((5, 400)).astype(np.float32)
    prog = iree_vkfft.compile({str(PROGRAMS / "rfft_f32_400.mlir")!r}, target="llvm-cpu",
                              fft="host")
    y, = prog(x)
    ref = np.fft.rfft(x.astype(np.float64))
    out["split_error"] = float(np.linalg.norm(y - ref) / np.linalg.norm(ref))
    out["loader"] = iree_vkfft._native.vulkan_loader()
    print(json.dumps(out))
    """, **HIDDEN)
    assert out["devices"] == []
    assert out["missing"] == "loader"
    assert "the Vulkan loader could not be opened (/nonexistent/libvulkan.so.1" in out["error"]
    assert "IREE_VKFFT_VULKAN_LOADER" in out["error"]
    assert "apt-get install libvulkan1 mesa-vulkan-drivers" in out["error"]
    assert "not built" not in out["error"]
    assert out["split_error"] < fft_tolerance((400,), "float32")
    assert out["loader"]["loaded"] is False and "/nonexistent" in out["loader"]["error"]


def test_a_library_that_is_not_a_loader_is_named_with_the_first_missing_commands():
    out = _run_json(FIRST_DEVICE_CALL + "    print(json.dumps(out))\n",
                    IREE_VKFFT_VULKAN_LOADER="libm.so.6")
    assert out["devices"] == [] and out["missing"] == "loader"
    assert "libm.so.6 is not a usable Vulkan loader: it lacks vkCreateInstance" in out["error"]
    assert "more" in out["error"]


def test_with_a_loader_but_no_driver_the_error_names_the_driver():
    out = _run_json(FIRST_DEVICE_CALL + "    print(json.dumps(out))\n", **NO_DRIVER)
    assert out["devices"] == [] and out["missing"] == "driver"
    assert "no Vulkan driver found" in out["error"]
    assert "apt-get install mesa-vulkan-drivers" in out["error"]


@pytest.mark.parametrize("platform, words", [
    ("linux", "apt-get install libvulkan1"), ("darwin", "brew install vulkan-loader molten-vk"),
    ("win32", "vulkan-1.dll")])
def test_install_line_per_platform(platform, words):
    assert words in _errors.install_hint("loader", platform)
    assert "driver" in _errors.install_hint("driver", platform)


def test_no_engine_is_said_only_when_no_extension_file_exists(monkeypatch):
    monkeypatch.setattr(_engine, "_native", None)
    monkeypatch.setattr(_engine, "_IMPORT_ERROR", ImportError("libfoo.so: cannot open"))
    with pytest.raises(ImportError, match="installed but cannot be loaded .*libfoo.so") as e:
        _engine.native()
    assert isinstance(e.value, iree_vkfft.NoEngineError) and e.value.missing == "engine"
    monkeypatch.setattr(_engine, "_extension_files", lambda: [])
    with pytest.raises(iree_vkfft.NoEngineError, match="installed without its native engine"):
        _engine.native()


def test_the_native_module_does_not_link_libvulkan():
    readelf = shutil.which("readelf")
    if readelf is None or not _native.__file__.endswith(".so"):
        pytest.skip("readelf (binutils) and an ELF module are needed")
    dynamic = subprocess.run([readelf, "-d", _native.__file__], capture_output=True, text=True,
                             check=True).stdout
    needed = [line.split("[")[1].rstrip("]") for line in dynamic.splitlines() if "(NEEDED)" in line]
    assert needed and not any("vulkan" in n for n in needed), needed


def _loader_instance_extensions(path: str) -> list[str]:
    """What the loader offers, asked directly through ctypes (independent of the engine)."""

    class ExtensionProperties(ctypes.Structure):
        _fields_ = [("name", ctypes.c_char * 256), ("spec_version", ctypes.c_uint32)]

    lib = ctypes.CDLL(path)
    count = ctypes.c_uint32(0)
    assert lib.vkEnumerateInstanceExtensionProperties(None, ctypes.byref(count), None) == 0
    props = (ExtensionProperties * count.value)()
    assert lib.vkEnumerateInstanceExtensionProperties(None, ctypes.byref(count), props) == 0
    return [p.name.decode() for p in props[:count.value]]


@pytest.mark.vulkan
def test_instance_uses_portability_enumeration_when_the_loader_offers_it():
    loader = _native.vulkan_loader()
    assert loader["loaded"], loader
    offered = _loader_instance_extensions(loader["path"])
    ctx = _engine.context(_engine.select_device())
    # The Khronos loader offers it from 1.3.216 (Debian 12 ships 1.3.239): with it, a loader
    # also lists portability drivers such as MoltenVK.
    assert "VK_KHR_portability_enumeration" in offered
    assert ctx.instance_extensions == ["VK_KHR_portability_enumeration"]
    # Only a portability device (MoltenVK) lists VK_KHR_portability_subset; lavapipe does not.
    assert set(ctx.device_extensions) <= {"VK_KHR_portability_subset"}
    if "llvmpipe" in ctx.info["name"]:
        assert ctx.device_extensions == []


def _stub_names(tree: ast.Module) -> dict[str, set[str]]:
    names: dict[str, set[str]] = {"": set()}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
            names[""].add(node.name)
        elif isinstance(node, ast.FunctionDef):
            names[""].add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names[""].add(node.target.id)
    return names


def test_the_stub_declares_every_public_name_of_the_native_module():
    package = pathlib.Path(iree_vkfft.__file__).parent
    assert (package / "py.typed").exists()
    stub = _stub_names(ast.parse((package / "_native.pyi").read_text()))
    public = {n for n in dir(_native) if not n.startswith("_")}
    assert public <= stub[""], public - stub[""]
    for cls in ("Context", "Buffer", "Plan"):
        members = {n for n in dir(getattr(_native, cls)) if not n.startswith("_")}
        assert members <= stub[cls], (cls, members - stub[cls])
        assert "__init__" in stub[cls] or cls == "Buffer"


def test_cli_devices_without_a_loader_says_what_is_missing():
    result = subprocess.run([sys.executable, "-m", "iree_vkfft", "devices"],
                            env=child_env(**HIDDEN), capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "NoDeviceError: the Vulkan loader could not be opened" in result.stderr
