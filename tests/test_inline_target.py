"""Inline mode built for a named target device's limits instead of the local device's."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np
import pytest
from conftest import points_tolerance, random_array, rel_l2

import iree_vkfft
from iree_vkfft.cli import main
from iree_vkfft.inline import InlineError, TargetDevice
from iree_vkfft.pipeline import compile
from iree_vkfft.toolchain import CompileOptions

pytestmark = [pytest.mark.vulkan, pytest.mark.usefixtures("private_vmfb_cache")]

PROGRAMS = Path(__file__).parent / "data" / "programs"
# IREE's own dispatches must still run here (lavapipe): only VkFFT's kernels follow the target.
HERE = CompileOptions(target="vulkan", vulkan_target="llvmpipe")

# Smaller than lavapipe's limits in every respect, so the kernels planned for it also run here
# (AMD's vendor ID: VkFFT plans a warp of 64 and other AMD heuristics).
SMALL_AMD = TargetDevice(name="AMD Radeon test target", vendor_id=0x1002, subgroup_size=64,
                         max_shared_memory=16384, max_workgroup_invocations=256,
                         max_workgroup_size=(256, 256, 64),
                         max_workgroup_count=(65535, 65535, 65535), float64=True)


@pytest.mark.parametrize("name,shape,dtype,ref,n", [
    ("rfft_f32_400", (5, 400), np.float32, lambda x: np.fft.rfft(x), 400),
    ("rfft_f32_4099", (2, 4099), np.float32, lambda x: np.fft.rfft(x), 4099),
])
def test_vmfb_built_for_smaller_target_limits_is_correct(name, shape, dtype, ref, n):
    local = compile(PROGRAMS / f"{name}.mlir", target="vulkan", mode="inline")
    small = compile(PROGRAMS / f"{name}.mlir", mode="inline", options=HERE,
                    target_device=SMALL_AMD)
    assert small.vmfb != local.vmfb  # planned differently
    assert all("target=" in repr(f.key) for f in small.ffts)
    x = random_array(np.random.default_rng(4), shape, dtype)
    (y,) = small(x)
    assert rel_l2(y, ref(x.astype(np.float64))) < points_tolerance(n, y.dtype, 2.0)


def test_incomplete_or_inconsistent_limits_are_refused():
    data = dataclasses.asdict(SMALL_AMD)
    del data["max_shared_memory"]
    with pytest.raises(InlineError, match="missing: max_shared_memory"):
        TargetDevice.from_dict(data)
    with pytest.raises(InlineError, match="three positive integers"):
        dataclasses.replace(SMALL_AMD, max_workgroup_count=(65535, 0))
    with pytest.raises(InlineError, match="positive"):
        dataclasses.replace(SMALL_AMD, max_workgroup_invocations=0)


def test_fp64_program_for_a_target_without_float64_is_refused():
    target = dataclasses.replace(SMALL_AMD, float64=False)
    with pytest.raises(InlineError, match="Float64"):
        compile(PROGRAMS / "x64_transforms.mlir", mode="inline", options=HERE,
                target_device=target)


def test_local_limits_as_a_target_give_the_local_plan():
    local_target = TargetDevice.from_device(iree_vkfft.current_device())
    program = compile(PROGRAMS / "rfft_f32_400.mlir", target="vulkan", mode="inline",
                      target_device=local_target)
    x = random_array(np.random.default_rng(2), (5, 400), np.float32)
    (y,) = program(x)
    assert rel_l2(y, np.fft.rfft(x.astype(np.float64))) < points_tolerance(400, y.dtype)


def test_cli_compile_with_a_target_device_file(tmp_path, capsys):
    limits = tmp_path / "amd.json"
    limits.write_text(json.dumps(dataclasses.asdict(SMALL_AMD)))
    out = tmp_path / "x.vmfb"
    assert main(["compile", str(PROGRAMS / "rfft_f32_400.mlir"), "--target-device",
                 str(limits), "--iree-vulkan-target", "llvmpipe", "-o", str(out)]) == 0
    assert out.stat().st_size > 1000
    limits.write_text(json.dumps({"name": "incomplete"}))
    assert main(["compile", str(PROGRAMS / "rfft_f32_400.mlir"), "--target-device",
                 str(limits), "-o", str(out)]) == 1
    assert "missing" in capsys.readouterr().err
