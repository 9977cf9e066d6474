"""Compile options for the segment module and the pure function that turns them into flags."""

from __future__ import annotations

import dataclasses

__all__ = ["CompileOptions", "normalize_target", "driver_for_target", "build_flags",
           "build_compile_command_line"]

_TARGET_ALIASES = {
    "llvm-cpu": "llvm-cpu",
    "cpu": "llvm-cpu",
    "local-task": "llvm-cpu",
    "vulkan": "vulkan-spirv",
    "vulkan-spirv": "vulkan-spirv",
}
_DRIVERS = {"llvm-cpu": "local-task", "vulkan-spirv": "vulkan"}


def normalize_target(target: str) -> str:
    """Canonical IREE backend name for ``target`` ("llvm-cpu" or "vulkan-spirv")."""
    try:
        return _TARGET_ALIASES[target]
    except KeyError:
        raise ValueError(
            f"Unknown target {target!r}; expected one of {', '.join(sorted(_TARGET_ALIASES))}"
        ) from None


def driver_for_target(target: str) -> str:
    """IREE runtime driver that runs code compiled for ``target``."""
    return _DRIVERS[normalize_target(target)]


@dataclasses.dataclass(frozen=True)
class CompileOptions:
    """How the segment module is compiled.

    Attributes:
        target: "llvm-cpu" or "vulkan" (alias "vulkan-spirv").
        cpu: ``--iree-llvmcpu-target-cpu`` for llvm-cpu.
        vulkan_target: ``--iree-vulkan-target``; "llvmpipe" matches Mesa lavapipe. IREE's default
            target compiles some programs into wrong results on lavapipe (FINDINGS.md).
        keep_f64: pass ``--iree-input-demote-f64-to-f32=false`` so x64 programs keep double
            precision (IREE demotes f64 silently by default).
        workarounds: work around known IREE 3.13 bugs (complex scalar constants are rebuilt
            as ``stablehlo.complex(real, imag)`` and constant evaluation is turned off).
        extra_args: appended verbatim after the generated flags.
    """

    target: str = "llvm-cpu"
    cpu: str = "host"
    vulkan_target: str | None = "llvmpipe"
    keep_f64: bool = True
    workarounds: bool = True
    extra_args: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "target", normalize_target(self.target))
        object.__setattr__(self, "extra_args", tuple(str(a) for a in self.extra_args))

    @property
    def driver(self) -> str:
        return _DRIVERS[self.target]


def build_flags(options: CompileOptions) -> list[str]:
    """iree-compile flags for ``options`` (no input/output file). Pure: no I/O, no globals."""
    flags = ["--iree-input-type=stablehlo"]
    if options.target == "llvm-cpu":
        flags += [
            "--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=llvm-cpu",
            f"--iree-llvmcpu-target-cpu={options.cpu}",
        ]
    else:
        flags += ["--iree-hal-target-device=vulkan"]
        if options.vulkan_target:
            flags.append(f"--iree-vulkan-target={options.vulkan_target}")
    if options.keep_f64:
        flags.append("--iree-input-demote-f64-to-f32=false")
    if options.workarounds:
        flags.append("--iree-opt-const-eval=false")
    flags += list(options.extra_args)
    return flags


def build_compile_command_line(
    options: CompileOptions, input_file: str, output_file: str, tool: str = "iree-compile"
) -> list[str]:
    """Full iree-compile command line. Pure."""
    return [tool, input_file, "-o", output_file, *build_flags(options)]
