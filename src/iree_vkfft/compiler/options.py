"""One compile request from either compile command line (``iree-vkfft compile`` and the drop-in
``iree-vkfft-compile``), and the pure functions both share: the options' table
(:data:`iree_vkfft._defaults.COMPILE_OPTIONS`) read into a :class:`CompileRequest`, the mode
chosen for its targets (:func:`~.cmdline.choose_mode`) and the :class:`CompileOptions` it means.

The two command lines spell our options differently (``--mode`` / ``--iree-vkfft-mode``; the
target ``--target vulkan`` / ``--iree-hal-target-backends=vulkan-spirv``) and are equivalent when
their requests are equal. Pure: no I/O, no compiler.
"""

from __future__ import annotations

import dataclasses
from typing import Iterable, Sequence

from ..toolchain.options import CompileOptions, normalize_target
from .cmdline import CommandLine, CommandLineError, _llvm_bool, choose_mode, our_options

__all__ = ["CompileRequest", "request_from_command_line", "our_options", "split_iree_flags",
           "split_passthrough", "check_target_device", "cli_targets"]

#: iree-compile flags a request reads into fields of its own (not left in ``extra_args``)
_READ_FLAGS = ("iree-hal-target-backends", "iree-hal-target-device",
               "iree-hal-local-target-device-backends", "iree-input-type",
               "iree-input-demote-f64-to-f32", "iree-vulkan-target", "iree-rocm-target")


@dataclasses.dataclass(frozen=True)
class CompileRequest:
    """What a compile command line asks for, whichever spelled it.

    ``mode``: as given ("auto", "inline", "portable"; :meth:`resolved_mode` picks for
    ``targets``); ``targets``: IREE backend names; ``keep_f64``: f64 kept (``iree-vkfft compile``'s
    default, ``--iree-input-demote-f64-to-f32=false``), else demoted (iree-compile's default,
    hence the drop-in's); ``vulkan_target`` / ``rocm_target``: ``--iree-vulkan-target`` /
    ``--iree-rocm-target`` (None: not given); ``extra_args``: every other iree-compile flag.
    """

    mode: str = "auto"
    targets: tuple[str, ...] = ()
    target_device: str | None = None
    disable_workarounds: tuple[str, ...] = ()
    verify: bool = False
    iree_compile: str | None = None
    debug: bool = False
    keep_f64: bool = True
    vulkan_target: str | None = None
    rocm_target: str | None = None
    extra_args: tuple[str, ...] = ()
    output: str | None = None

    def resolved_mode(self, release: tuple[int, int] | None = None, *,
                      prog: str = "iree-vkfft-compile", prefix: str = "--iree-vkfft-") -> str:
        """"inline" or "portable" for these targets (:func:`~.cmdline.choose_mode`), with
        ``--target-device`` checked against it (:func:`check_target_device`); the errors
        name the options as ``prefix`` spells them."""
        mode = choose_mode(self.targets, self.mode, release, prog=prog,
                           option=f"{prefix}mode")
        check_target_device(self, mode, prog=prog, option=f"{prefix}target-device")
        return mode

    def compile_options(self, vulkan_target: str | None = None) -> CompileOptions:
        """The :class:`CompileOptions` of this request (one target);
        ``vulkan_target``: when the request names none (``iree-vkfft compile``: "auto", from
        the local device; the drop-in: None, iree-compile's default)."""
        if len(self.targets) != 1:
            raise CommandLineError(f"iree-vkfft compile builds for one target; got "
                                   f"{', '.join(self.targets) or 'none'}")
        return CompileOptions(target=self.targets[0], keep_f64=self.keep_f64,
                              vulkan_target=self.vulkan_target or vulkan_target,
                              rocm_target=self.rocm_target,
                              disable_workarounds=self.disable_workarounds,
                              extra_args=self.extra_args)


def check_target_device(request: CompileRequest, mode: str, *, prog: str, option: str) -> None:
    """A target device names the device inline mode's kernels are planned for: refused when
    portable mode was asked for or these targets never get inline mode; ignored (a warning of
    the lowering) only when auto mode chose portable for another iree-compile release."""
    if request.target_device is None or mode == "inline":
        return
    if request.mode == "portable" or tuple(request.targets) != ("vulkan-spirv",):
        raise CommandLineError(f"{prog}: {option} applies to inline mode only (vulkan as the "
                               f"only target); this command line compiles in portable mode")


def split_iree_flags(flags: Sequence[str]) -> dict:
    """Of iree-compile flags (``--name=value`` or ``--name value``), the ones a request reads:
    ``keep_f64``, ``vulkan_target``, ``rocm_target`` (the last one wins) and ``extra_args`` (the
    others, in order; targets and the input type are read by the caller)."""
    found: dict = {}
    extra: list[str] = []
    i = 0
    while i < len(flags):
        token = flags[i]
        name, eq, value = token.lstrip("-").partition("=")
        takes_value = name in _READ_FLAGS and name != "iree-input-demote-f64-to-f32"
        if not eq and takes_value and i + 1 < len(flags):
            value, i = flags[i + 1], i + 1
        i += 1
        if name == "iree-input-demote-f64-to-f32":
            found["keep_f64"] = not _llvm_bool(value if eq else None, name)
        elif name == "iree-vulkan-target":
            found["vulkan_target"] = value
        elif name == "iree-rocm-target":
            found["rocm_target"] = value
        elif name not in _READ_FLAGS:
            extra.append(token)
    return dict(found, extra_args=tuple(extra))


def _options_only(cl: CommandLine) -> list[str]:
    """The forwarded arguments without the input and ``-o``."""
    out, skip = [], False
    for i, token in enumerate(cl.forwarded):
        if skip:
            skip = False
            continue
        if i == cl.input_index:
            continue
        if token in ("-o", "--o"):
            skip = True
            continue
        if token.lstrip("-").startswith("o="):
            continue
        out.append(token)
    return out


def request_from_command_line(cl: CommandLine) -> CompileRequest:
    """The drop-in's command line as a :class:`CompileRequest` (its targets, f64 demotion,
    our ``--iree-vkfft-*`` options and the flags forwarded to iree-compile)."""
    ours = cl.ours
    read = split_iree_flags(_options_only(cl))
    read["keep_f64"] = not cl.demote_f64
    return CompileRequest(mode=ours.mode, targets=tuple(cl.targets),
                          target_device=ours.target_device,
                          disable_workarounds=tuple(ours.disable_workarounds),
                          verify=ours.verify, iree_compile=ours.iree_compile, debug=ours.debug,
                          output=cl.output, **read)


def cli_targets(target: str) -> tuple[str, ...]:
    """``iree-vkfft compile --target``'s name as the drop-in's targets (backend names)."""
    return (normalize_target(target),)


def split_passthrough(argv: Sequence[str], known: Iterable[str]) -> tuple[list[str], list[str]]:
    """``iree-vkfft compile``'s arguments split into its own (``known``: option strings its
    parser declares, with their values) and iree-compile's ``-iree-*`` / ``--iree-*`` flags,
    which go to iree-compile as the drop-in forwards them. A flag of iree-compile's takes a
    value after ``=``; the ones the drop-in reads (targets, input type, ``-o``) and
    ``--iree-rocm-target`` also as the next argument; any other bare flag is a boolean. ``--``
    ends the options."""
    known = frozenset(known)
    ours: list[str] = []
    iree: list[str] = []
    i = 0
    while i < len(argv):
        token = argv[i]
        if token == "--":
            ours += argv[i:]
            break
        name, eq, _ = token.lstrip("-").partition("=")
        dashes = token[:len(token) - len(token.lstrip("-"))]
        if (dashes in ("-", "--") and name.startswith("iree-")
                and not name.startswith("iree-vkfft-")  # ours: argparse names a wrong one
                and dashes + name not in known and "--" + name not in known):
            takes_value = name in _READ_FLAGS and name != "iree-input-demote-f64-to-f32"
            tokens = argv[i:i + (2 if takes_value and not eq and i + 1 < len(argv) else 1)]
            iree += tokens
            i += len(tokens)
            continue
        ours.append(token)
        i += 1
    return ours, iree
