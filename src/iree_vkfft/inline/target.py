"""The device a ``.vmfb`` is built for, when it is not the local one.

Inline mode plans VkFFT's kernels for a device's limits. By default that is the local Vulkan
device; a :class:`TargetDevice` names another one's limits explicitly, so a ``.vmfb`` can be
built on one machine (e.g. a CPU box with lavapipe) for another (e.g. an NVIDIA GPU). Every
limit must be given: an unknown limit is refused, never guessed.

VkFFT 1.3.4 reads the limits it plans with from ``vkGetPhysicalDeviceProperties``; the engine
reports the target's values there while the plan is built (``cpp/engine/recorder.h``). Building
also runs the kernels once on the local device (Bluestein tables are computed there), so the
local device must be able to run code planned for the target: lavapipe accepts larger shared
memory than it reports. VkFFT 1.3.4's kernels use no subgroup operations: it takes its warp-size
heuristic from the vendor ID (NVIDIA and Intel 32, AMD 64, others 32), so ``subgroup_size`` is
recorded with the target but does not change the plan.
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Any

from ..dispatch.errors import InlineError

_FIELDS = ("name", "vendor_id", "subgroup_size", "max_shared_memory",
           "max_workgroup_invocations", "max_workgroup_size", "max_workgroup_count", "float64")


@dataclasses.dataclass(frozen=True)
class TargetDevice:
    """Limits of the Vulkan device a ``.vmfb`` is built for (all required)."""

    name: str                      # also chooses IREE's --iree-vulkan-target
    vendor_id: int                 # PCI vendor: 0x10DE NVIDIA, 0x1002 AMD, 0x8086 Intel, ...
    subgroup_size: int
    max_shared_memory: int         # maxComputeSharedMemorySize, bytes
    max_workgroup_invocations: int
    max_workgroup_size: tuple[int, int, int]
    max_workgroup_count: tuple[int, int, int]
    float64: bool

    def __post_init__(self):
        ints = {"vendor_id": self.vendor_id, "subgroup_size": self.subgroup_size,
                "max_shared_memory": self.max_shared_memory,
                "max_workgroup_invocations": self.max_workgroup_invocations}
        for field, value in ints.items():
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise InlineError(f"target device {self.name!r}: {field} must be a positive "
                                  f"integer, got {value!r}")
        for field in ("max_workgroup_size", "max_workgroup_count"):
            value = tuple(getattr(self, field))
            if len(value) != 3 or not all(isinstance(v, int) and v > 0 for v in value):
                raise InlineError(f"target device {self.name!r}: {field} must be three "
                                  f"positive integers, got {getattr(self, field)!r}")
            object.__setattr__(self, field, value)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TargetDevice:
        missing = [f for f in _FIELDS if f not in data]
        if missing:
            raise InlineError("target device limits are incomplete; missing: "
                              + ", ".join(missing) + " (every limit must be given)")
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise InlineError(f"unknown target device fields: {', '.join(unknown)}")
        return cls(**{f: data[f] for f in _FIELDS})

    @classmethod
    def from_json(cls, path: str | os.PathLike) -> TargetDevice:
        with open(path) as f:
            return cls.from_dict(json.load(f))

    @classmethod
    def from_device(cls, device) -> TargetDevice:
        """The limits of a local :class:`~iree_vkfft.Device` (e.g. to write a JSON file)."""
        return cls(device.name, device.vendor_id, device.subgroup_size, device.max_shared_memory,
                   device.max_workgroup_invocations, tuple(device.max_workgroup_size),
                   tuple(device.max_workgroup_count), device.float64)

    def plan_limits(self) -> tuple[tuple[str, int], ...]:
        """The engine's target limits (``PlanKey.target``)."""
        (sx, sy, sz), (cx, cy, cz) = self.max_workgroup_size, self.max_workgroup_count
        return tuple(sorted({
            "vendor_id": self.vendor_id, "max_workgroup_invocations": self.max_workgroup_invocations,
            "max_shared_memory": self.max_shared_memory, "max_workgroup_size_x": sx,
            "max_workgroup_size_y": sy, "max_workgroup_size_z": sz, "max_workgroup_count_x": cx,
            "max_workgroup_count_y": cy, "max_workgroup_count_z": cz}.items()))
