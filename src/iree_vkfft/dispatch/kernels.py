"""The kernel set of one VkFFT plan: its buffers and its exact dispatch sequence.

This is the data contract between the native export (``plan.export_kernels()``, see
:func:`iree_vkfft._cache.export_kernels`) and the IR emitter: plain, validated, immutable Python
values. Nothing here touches MLIR.

Buffer roles: ``input_output`` (FFT/IFFT: VkFFT works in place), ``input`` and ``output``
(RFFT/IRFFT; IRFFT's kernels clobber their input), ``temp`` (scratch) and ``constant`` (twiddle
LUTs and Bluestein tables, with their bytes). Dispatch ``k`` binds ``buffers[bindings[j]]`` at
descriptor set 0, binding ``j``; its push constants are little-endian uint32 words.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import struct
from typing import Any, Mapping, Sequence

from .._types import FftType, PlanKey
from .errors import InlineError

__all__ = ["ROLES", "KernelBuffer", "KernelDispatch", "KernelLimits", "KernelSet",
           "export_kernel_set"]

_log = logging.getLogger(__name__)

ROLES = ("input_output", "input", "output", "temp", "constant")
_SPIRV_MAGIC = 0x07230203


@dataclasses.dataclass(frozen=True)
class KernelBuffer:
    """One buffer bound by at least one dispatch."""

    role: str
    size: int  # bytes
    data: bytes | None = None  # constants only
    #: the kernels write it (an input's was observed at export: VkFFT's out-of-place C2C and
    #: R2C only read theirs, C2R overwrites its input; other buffers are assumed written)
    written: bool = True

    @property
    def is_constant(self) -> bool:
        return self.role == "constant"

    @property
    def read_only(self) -> bool:
        return self.is_constant or not self.written


@dataclasses.dataclass(frozen=True)
class KernelDispatch:
    """One ``vkCmdDispatch`` of the plan (a barrier separates consecutive dispatches)."""

    spirv: bytes
    workgroups: tuple[int, int, int]
    bindings: tuple[int, ...]
    push_constants: tuple[int, ...] = ()  # uint32 words
    entry: str = "main"


@dataclasses.dataclass(frozen=True)
class KernelLimits:
    """What a set of kernels needs of a Vulkan device: the largest workgroup (per dimension
    and in invocations), the largest dispatch grid, shared memory, float64 arithmetic."""

    workgroup_size: tuple[int, int, int] = (1, 1, 1)
    workgroup_invocations: int = 1
    workgroup_count: tuple[int, int, int] = (1, 1, 1)
    shared_memory: int = 0
    float64: bool = False

    def merge(self, other: "KernelLimits") -> "KernelLimits":
        return KernelLimits(
            tuple(max(a, b) for a, b in zip(self.workgroup_size, other.workgroup_size)),
            max(self.workgroup_invocations, other.workgroup_invocations),
            tuple(max(a, b) for a, b in zip(self.workgroup_count, other.workgroup_count)),
            max(self.shared_memory, other.shared_memory), self.float64 or other.float64)

    def violations(self, device: Any) -> list[str]:
        """What ``device`` (a :class:`~iree_vkfft.Device`) lacks, one line per limit."""
        dims = "xyz"
        out = [f"workgroup size {n} along {dims[i]} (the device allows "
               f"{device.max_workgroup_size[i]})"
               for i, n in enumerate(self.workgroup_size) if n > device.max_workgroup_size[i]]
        if self.workgroup_invocations > device.max_workgroup_invocations:
            out.append(f"{self.workgroup_invocations} invocations per workgroup (the device "
                       f"allows {device.max_workgroup_invocations})")
        out += [f"{n} workgroups along {dims[i]} (the device allows "
                f"{device.max_workgroup_count[i]})"
                for i, n in enumerate(self.workgroup_count) if n > device.max_workgroup_count[i]]
        if self.shared_memory > device.max_shared_memory:
            out.append(f"{self.shared_memory} bytes of shared memory (the device allows "
                       f"{device.max_shared_memory})")
        if self.float64 and not device.float64:
            out.append("float64 arithmetic (the device has none)")
        return out


@dataclasses.dataclass(frozen=True)
class KernelSet:
    """Buffers and dispatches of one plan, checked for internal consistency."""

    buffers: tuple[KernelBuffer, ...]
    dispatches: tuple[KernelDispatch, ...]

    def __post_init__(self) -> None:
        if not self.dispatches:
            raise InlineError("kernel set has no dispatches")
        roles = [b.role for b in self.buffers]
        for i, b in enumerate(self.buffers):
            if b.role not in ROLES:
                raise InlineError(f"buffer {i} has unknown role {b.role!r}; expected {ROLES}")
            if b.size <= 0:
                raise InlineError(f"buffer {i} ({b.role}) has size {b.size}")
            if b.is_constant and (b.data is None or len(b.data) != b.size):
                got = None if b.data is None else len(b.data)
                raise InlineError(f"constant buffer {i} needs {b.size} bytes of data, got {got}")
        in_place = roles.count("input_output")
        if not ((in_place == 1 and "input" not in roles and "output" not in roles)
                or (in_place == 0 and roles.count("input") == 1 and roles.count("output") == 1)):
            raise InlineError(
                "kernel set needs one input_output buffer, or one input and one output buffer; "
                f"got roles {roles}")
        used = set()
        for k, d in enumerate(self.dispatches):
            if len(d.spirv) % 4 or len(d.spirv) < 20:
                raise InlineError(f"dispatch {k}: SPIR-V of {len(d.spirv)} bytes is not a whole "
                                  "number of 32-bit words")
            if struct.unpack_from("<I", d.spirv)[0] != _SPIRV_MAGIC:
                raise InlineError(f"dispatch {k}: not little-endian SPIR-V (bad magic number)")
            if len(d.workgroups) != 3 or min(d.workgroups) < 1:
                raise InlineError(f"dispatch {k}: workgroup grid {d.workgroups} is not 3 "
                                  "positive counts")
            for b in d.bindings:
                if not 0 <= b < len(self.buffers):
                    raise InlineError(f"dispatch {k} binds buffer {b}; the set has "
                                      f"{len(self.buffers)}")
            used.update(d.bindings)
        if len(used) != len(self.buffers):
            unused = sorted(set(range(len(self.buffers))) - used)
            raise InlineError(f"buffers {unused} are bound by no dispatch")

    @classmethod
    def from_export(cls, exported: Mapping[str, Any]) -> "KernelSet":
        """From the dict ``plan.export_kernels()`` returns (raw push constants as bytes)."""
        buffers = tuple(
            KernelBuffer(str(b["role"]), int(b["size"]),
                         None if b.get("data") is None else bytes(b["data"]),
                         bool(b.get("written", True)))
            for b in exported["buffers"])
        dispatches = []
        for k, d in enumerate(exported["dispatches"]):
            pc = bytes(d.get("push_constants") or b"")
            if len(pc) % 4:
                raise InlineError(f"dispatch {k}: push constants of {len(pc)} bytes are not "
                                  "uint32 words")
            dispatches.append(KernelDispatch(
                spirv=bytes(d["spirv"]),
                workgroups=tuple(int(w) for w in d["workgroups"]),
                bindings=tuple(int(b) for b in d["bindings"]),
                push_constants=struct.unpack(f"<{len(pc) // 4}I", pc),
                entry=str(d.get("entry", "main")),
            ))
        return cls(buffers, tuple(dispatches))

    def index_of(self, role: str) -> int:
        """Index of the (single) buffer with ``role``."""
        return [b.role for b in self.buffers].index(role)

    @property
    def in_place(self) -> bool:
        return any(b.role == "input_output" for b in self.buffers)

    @property
    def input_id(self) -> int:
        return self.index_of("input_output" if self.in_place else "input")

    @property
    def output_id(self) -> int:
        return self.index_of("input_output" if self.in_place else "output")

    @property
    def writes_input(self) -> bool:
        """Whether the kernels write their input buffer (then each call site passes a clone)."""
        return self.buffers[self.input_id].written

    @property
    def spirv_bytes(self) -> int:
        return sum(len(d.spirv) for d in self.dispatches)

    def limits(self, float64: bool) -> KernelLimits:
        """What the dispatches need of a device (``float64``: the plan is double precision)."""
        from .spirv import shader_limits

        total = KernelLimits(float64=float64)
        for d in self.dispatches:
            local, shared = shader_limits(d.spirv)
            total = total.merge(KernelLimits(local, math.prod(local), d.workgroups, shared))
        return total

    def summary(self) -> str:
        roles = ", ".join(f"{b.role}:{b.size}B" for b in self.buffers)
        return f"{len(self.dispatches)} dispatch(es), buffers [{roles}]"


def export_kernel_set(key: PlanKey, device: Any) -> KernelSet:
    """Builds the VkFFT plan for ``key`` on ``device`` and exports its kernels.

    Raises:
        InlineError: the native module predates kernel export, the transform needs a buffer
            over the device's limits, or VkFFT could not plan it or recorded something an IREE
            dispatch cannot express (a buffer bound at an offset, a buffer of unknown size);
            the message says which.
    """
    from .. import _cache
    from .._errors import VkFFTError

    try:
        exported = _cache.export_kernels(key, device)
    except (VkFFTError, MemoryError) as e:  # MemoryError: a buffer over the device's limits
        raise InlineError(f"cannot inline {key!r}: {e}; use mode='split'") from e
    kset = KernelSet.from_export(exported)
    _log.info("exported %r: %s", key, kset.summary())
    return kset


def expected_sizes(fft_type: FftType, lengths: Sequence[int], batch: int,
                   itemsize: int) -> tuple[int, int]:
    """Bytes of the transform's logical input and output (``itemsize`` of the real type)."""
    n = 1
    for v in lengths[:-1]:
        n *= int(v)
    full, half = n * int(lengths[-1]), n * (int(lengths[-1]) // 2 + 1)
    if fft_type is FftType.RFFT:
        return batch * full * itemsize, batch * half * 2 * itemsize
    if fft_type is FftType.IRFFT:
        return batch * half * 2 * itemsize, batch * full * itemsize
    return batch * full * 2 * itemsize, batch * full * 2 * itemsize
