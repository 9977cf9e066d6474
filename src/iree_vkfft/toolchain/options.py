"""Compile options of every mode and the pure functions that turn them into flags.

The Vulkan target (``--iree-vulkan-target``) is chosen from the device by the pure
:func:`vulkan_target_for_device`; the device description is queried by the caller
(:func:`iree_vkfft.toolchain.compile.resolve_target`), never here.
"""

from __future__ import annotations

import dataclasses
import re

from .. import _defaults

__all__ = ["TARGETS", "CPU_DRIVERS", "SMALL_PROGRAM_ELEMENTS", "CompileOptions",
           "VulkanDeviceInfo", "normalize_target", "resolve_cpu_driver",
           "vulkan_target_for_device", "resolve_vulkan_target", "build_flags",
           "build_compile_command_line"]


@dataclasses.dataclass(frozen=True)
class Target:
    """One IREE compile target: its HAL device alias and the runtime driver that runs it."""

    name: str  # the HAL target backend, as in ``--iree-hal-target-backends``
    device: str  # ``--iree-hal-target-device``
    driver: str  # iree.runtime driver
    aliases: tuple[str, ...] = ()


TARGETS = {t.name: t for t in (
    Target("llvm-cpu", "local", "local-task", ("cpu", "local-task", "local-sync")),
    Target("vulkan-spirv", "vulkan", "vulkan", ("vulkan",)),
    Target("metal-spirv", "metal", "metal", ("metal",)),
    Target("cuda", "cuda", "cuda"),
    # IREE 3.13 names the ROCm device "hip" (``--iree-hal-target-device=rocm`` is an
    # "unregistered device alias"); the backend and its chip flag are still "rocm".
    Target("rocm", "hip", "hip", ("hip",)),
)}
_TARGET_ALIASES = {alias: t.name for t in TARGETS.values() for alias in (t.name, *t.aliases)}
CPU_DRIVERS = ("auto", "local-task", "local-sync")
#: ``cpu_driver="auto"``: programs whose largest tensor has fewer elements run on local-sync (no
#: thread pool: 2-3x faster for small per-step programs), larger ones on local-task (threads
#: pay off: Whisper's 3001x400 frames 7.0 ms vs 12.8 ms on local-sync). Measured on 2 cores
#: (benchmarks/bench_programs.py programs).
SMALL_PROGRAM_ELEMENTS = 1 << 17
_ROCM_TARGET_FLAG = "--iree-rocm-target="


def normalize_target(target: str) -> str:
    """Canonical IREE backend name for ``target`` (see :data:`TARGETS`)."""
    try:
        return _TARGET_ALIASES[target]
    except KeyError:
        raise ValueError(
            f"Unknown target {target!r}; expected one of {', '.join(sorted(_TARGET_ALIASES))}"
        ) from None


@dataclasses.dataclass(frozen=True)
class CompileOptions:
    """How the segment module is compiled.

    Attributes:
        target: "llvm-cpu", "vulkan" ("vulkan-spirv"), "metal" ("metal-spirv"), "cuda" or
            "rocm" (which needs ``rocm_target`` or ``--iree-rocm-target=`` in ``extra_args``).
        cpu: ``--iree-llvmcpu-target-cpu`` for llvm-cpu.
        vulkan_target: ``--iree-vulkan-target``. "auto" (default) picks it from the Vulkan
            device at compile time (:func:`vulkan_target_for_device`: "llvmpipe" for Mesa
            lavapipe, IREE's architecture names for NVIDIA/AMD/ARM/Qualcomm GPUs); None
            passes no flag (IREE's default, vp_android_baseline_2022, which compiles some
            programs into wrong results on lavapipe: docs/notes.md); any other string is passed
            as is.
        keep_f64: pass ``--iree-input-demote-f64-to-f32=false`` so x64 programs keep double
            precision (IREE demotes f64 silently by default).
        workarounds: apply the workaround registry's entries for the target
            (:mod:`iree_vkfft.workarounds`: rewrites of forms IREE miscompiles or rejects, and
            their flags); False turns every entry off.
        disable_workarounds: names of registry entries to turn off (one by one; see
            ``iree-vkfft workarounds``); ``$IREE_VKFFT_DISABLE_WORKAROUNDS`` adds to them.
        extra_args: appended verbatim after the generated flags.
        cpu_driver: IREE runtime driver for llvm-cpu code: "local-task" (thread pool),
            "local-sync" (the calling thread) or "auto" (default: local-sync for programs whose
            largest tensor is below :data:`SMALL_PROGRAM_ELEMENTS` elements, see
            :func:`resolve_cpu_driver`). The compiled module is the same for both.
        rocm_target: ``--iree-rocm-target`` (a gfx chip such as "gfx942", or an IREE
            architecture name) for ``target="rocm"``.
    """

    target: str = _defaults.TARGET  # "llvm-cpu", marked as not given (_defaults.DefaultTarget)
    cpu: str = "host"
    vulkan_target: str | None = "auto"
    keep_f64: bool = True
    workarounds: bool = True
    extra_args: tuple[str, ...] = ()
    cpu_driver: str = "auto"
    rocm_target: str | None = None
    disable_workarounds: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.target, _defaults.DefaultTarget):
            object.__setattr__(self, "target", normalize_target(self.target))
        object.__setattr__(self, "extra_args", tuple(str(a) for a in self.extra_args))
        if isinstance(self.disable_workarounds, str):
            raise TypeError("disable_workarounds takes a sequence of entry names, not a string")
        object.__setattr__(self, "disable_workarounds",
                           tuple(sorted(set(map(str, self.disable_workarounds)))))
        if self.cpu_driver not in CPU_DRIVERS:
            raise ValueError(f"Unknown cpu_driver {self.cpu_driver!r}; expected one of "
                             f"{', '.join(CPU_DRIVERS)}")

    @property
    def target_given(self) -> bool:
        """Whether these options name their target (not :data:`iree_vkfft._defaults.TARGET`
        by default): ``compile(target=...)`` applies its own target to options that do not."""
        return not isinstance(self.target, _defaults.DefaultTarget)

    @property
    def driver(self) -> str:
        """The IREE runtime driver (``cpu_driver="auto"`` reads as local-task until
        :func:`resolve_cpu_driver` has seen the program)."""
        if self.target == "llvm-cpu" and self.cpu_driver != "auto":
            return self.cpu_driver
        return TARGETS[self.target].driver


@dataclasses.dataclass(frozen=True)
class VulkanDeviceInfo:
    """What target selection needs to know about a Vulkan device.

    Attributes:
        name: ``VkPhysicalDeviceProperties.deviceName`` (as IREE's driver reports it).
        vendor_id: PCI vendor id when known (0x10DE NVIDIA, 0x1002 AMD, 0x13B5 ARM,
            0x5143 Qualcomm, 0x10005 Mesa); otherwise the vendor is read from the name.
    """

    name: str
    vendor_id: int | None = None


_VENDOR_IDS = {0x10DE: "nvidia", 0x1002: "amd", 0x1022: "amd", 0x13B5: "arm", 0x5143: "qualcomm",
               0x10005: "mesa"}
# (pattern on the upper-cased device name, IREE Vulkan target); first match wins.
_NVIDIA_TARGETS = (
    # Newer than IREE 3.13's Vulkan table (no "hopper"/"blackwell"/"sm_90"): use the newest
    # architecture it knows; these GPUs support every Vulkan feature IREE enables for it.
    (r"\b(G?H[12]\d\d|G?B[12]\d\d|GB\d{3}|(?<!QUADRO )RTX (PRO )?50\d\d)\b", "ada"),
    (r"\bRTX 40\d\d|\bL4\b|\bL40|\bRTX \d{4} ADA|\bRTX 2000 ADA", "ada"),
    (r"\bRTX 30\d\d|\bA100|\bA10\b|\bA10G|\bA16\b|\bA2\b|\bA30\b|\bA40\b|\bRTX A\d", "ampere"),
    (r"\bRTX 20\d\d|\bGTX 16\d\d|\bT4\b|\bQUADRO RTX|\bTITAN RTX|\bMX[45]\d\d", "turing"),
    (r"\bV100|\bTITAN V\b|\bQUADRO GV100", "volta"),
    (r"\bGTX 10\d\d|\bP100|\bP40\b|\bP4\b|\bTITAN XP?\b|\bQUADRO P\d", "pascal"),
)
_AMD_TARGETS = (
    (r"\bGFX(\d{3,4}[A-F]?)\b", None),  # RADV/AMDVLK may name the gfx target: pass it on
    (r"\bMI3\d\dX?|\bMI35\dX?", "cdna3"),
    (r"\bMI2\d\dX?", "cdna2"),
    (r"\bMI100\b", "cdna1"),
    (r"\bNAVI4\d|\bRX 90\d\d|\bRX 9\d\d\d", "rdna4"),
    (r"\bNAVI3\d|\bRX 7\d\d\d|\bPHOENIX|\bSTRIX|\bGFX11", "rdna3"),
    (r"\bNAVI2\d|\bRX 6\d\d\d|\bVANGOGH|\bREMBRANDT|\bRAPHAEL|\bMENDOCINO", "rdna2"),
    (r"\bNAVI1\d|\bRX 5\d\d\d", "rdna1"),
)
_MALI_VALHALL = re.compile(r"\bMALI-G(57|68|77|78|78AE|310|510|610|710|715|720|725)\b")


def _vendor(device: VulkanDeviceInfo) -> str:
    if device.vendor_id in _VENDOR_IDS:
        return _VENDOR_IDS[device.vendor_id]
    name = device.name.upper()
    for word, vendor in (("LLVMPIPE", "mesa"), ("NVIDIA", "nvidia"), ("GEFORCE", "nvidia"),
                         ("QUADRO", "nvidia"), ("TESLA", "nvidia"), ("AMD", "amd"),
                         ("RADEON", "amd"), ("RADV", "amd"), ("INSTINCT", "amd"),
                         ("MALI", "arm"), ("ADRENO", "qualcomm")):
        if word in name:
            return vendor
    return "unknown"


def vulkan_target_for_device(device: VulkanDeviceInfo) -> str:
    """The ``--iree-vulkan-target`` matching ``device``. Pure: the device is described, not
    queried. Raises ValueError, naming the device, when IREE 3.13 knows no matching target."""
    name = device.name.upper()
    vendor = _vendor(device)
    if "LLVMPIPE" in name:
        return "llvmpipe"
    if vendor == "nvidia":
        for pattern, target in _NVIDIA_TARGETS:
            if re.search(pattern, name):
                return target
    elif vendor == "amd":
        for pattern, target in _AMD_TARGETS:
            m = re.search(pattern, name)
            if m:
                return target or f"gfx{m.group(1).lower()}"
    elif vendor == "arm":
        if _MALI_VALHALL.search(name):
            return "valhall"
    elif vendor == "qualcomm":
        return "adreno"
    vid = "" if device.vendor_id is None else f", vendor 0x{device.vendor_id:04X}"
    raise ValueError(
        f"No known IREE Vulkan target for device {device.name!r}{vid}; pass "
        "CompileOptions(vulkan_target=...) with one of IREE's names (e.g. 'ampere', 'rdna3', "
        "'valhall', 'adreno', 'llvmpipe') or None for IREE's portable default"
    )


def resolve_vulkan_target(options: CompileOptions, device: VulkanDeviceInfo | None
                          ) -> CompileOptions:
    """``options`` with ``vulkan_target="auto"`` replaced by the target for ``device``. Pure."""
    if options.target != "vulkan-spirv" or options.vulkan_target != "auto":
        return options
    if device is None:
        raise ValueError("vulkan_target='auto' needs a Vulkan device description")
    return dataclasses.replace(options, vulkan_target=vulkan_target_for_device(device))


def resolve_cpu_driver(options: CompileOptions, largest_tensor_elements: int) -> CompileOptions:
    """``options`` with ``cpu_driver="auto"`` decided from the program's largest tensor. Pure."""
    if options.target != "llvm-cpu" or options.cpu_driver != "auto":
        return options
    small = largest_tensor_elements < SMALL_PROGRAM_ELEMENTS
    return dataclasses.replace(options, cpu_driver="local-sync" if small else "local-task")


def build_flags(options: CompileOptions) -> list[str]:
    """iree-compile flags for ``options`` (no input/output file). Pure: no I/O, no globals.

    ``vulkan_target="auto"`` must be resolved first (:func:`resolve_vulkan_target`).
    """
    flags = ["--iree-input-type=stablehlo",
             f"--iree-hal-target-device={TARGETS[options.target].device}"]
    if options.target == "llvm-cpu":
        flags += ["--iree-hal-local-target-device-backends=llvm-cpu",
                  f"--iree-llvmcpu-target-cpu={options.cpu}"]
    elif options.target == "vulkan-spirv":
        if options.vulkan_target == "auto":
            raise ValueError("vulkan_target='auto' is resolved from the device by "
                             "resolve_vulkan_target() before building flags")
        if options.vulkan_target:
            flags.append(f"--iree-vulkan-target={options.vulkan_target}")
    elif options.target == "rocm":
        flags += _rocm_flags(options)
    if options.keep_f64:
        flags.append("--iree-input-demote-f64-to-f32=false")
    flags += list(options.extra_args)  # the modes put the workarounds' flags in front here
    return flags


def _rocm_flags(options: CompileOptions) -> list[str]:
    if options.rocm_target:
        return [_ROCM_TARGET_FLAG + options.rocm_target]
    if any(a.startswith(_ROCM_TARGET_FLAG) for a in options.extra_args):
        return []  # the caller's own flag, passed with extra_args
    raise ValueError("target='rocm' needs the GPU chip: CompileOptions(rocm_target='gfx942'), "
                     "extra_args=['--iree-rocm-target=gfx942'] or the CLI's --rocm-target "
                     "(IREE names such as 'cdna3' or 'mi300x' work too)")


def build_compile_command_line(
    options: CompileOptions, input_file: str, output_file: str, tool: str = "iree-compile"
) -> list[str]:
    """Full iree-compile command line. Pure."""
    return [tool, input_file, "-o", output_file, *build_flags(options)]
