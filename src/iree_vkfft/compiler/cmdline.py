"""iree-compile's command line, read the way iree-compile (LLVM's ``cl``) reads it. Pure.

:func:`parse_command_line` splits a command line into our own options (``--iree-vkfft-*``,
``--output-file``, ``--help``, ``--version``), the arguments forwarded to the real iree-compile
(everything else, in order and unchanged; a comma list of ``--iree-hal-target-backends``,
which iree-compile 3.13 refuses, becomes one flag per backend), the input (positional, ``-``
for stdin) and what the FFT rewrite needs to know: the HAL targets, the input type and whether
f64 is demoted.

LLVM's conventions: options start with ``-`` or ``--``; a value follows ``=`` or is the next
argument (options that take one); a bare boolean option is true; the last occurrence wins;
``--`` ends the options. Which unknown options take a value is known only to iree-compile:
when that makes the input ambiguous (several candidates), :attr:`CommandLine.ambiguous` is set
and the caller parses again with ``value_options`` read from ``iree-compile --help-list-hidden``
(:func:`value_options_from_help`).
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import shlex
from typing import Callable, Iterable, Sequence

from .. import _defaults
from ..workarounds.registry import INLINE_RELEASES, check_names

__all__ = ["MODES", "OUR_PREFIX", "CommandLineError", "DropinOptions", "CommandLine",
           "build_parser", "our_options", "parse_command_line", "targets_of", "choose_mode",
           "INLINE_RELEASES", "value_options_from_help", "expand_response_files"]

PROG = "iree-vkfft-compile"
#: how the drop-in spells our options (:data:`iree_vkfft._defaults.COMPILE_OPTIONS`)
OUR_PREFIX = "--iree-vkfft-"
#: ``--iree-vkfft-mode``: "auto" picks per target (vulkan-spirv alone: inline, else portable).
MODES = _defaults.COMPILE_MODES

# iree-compile options we read (and still forward); all of them take a value
_BACKENDS = "iree-hal-target-backends"
_DEVICES = "iree-hal-target-device"
_LOCAL_BACKENDS = "iree-hal-local-target-device-backends"
_INPUT_TYPE = "iree-input-type"
_COMPILE_TO = "compile-to"
_OUTPUT_FORMAT = "output-format"
_READ_VALUE_OPTIONS = frozenset({_BACKENDS, _DEVICES, _LOCAL_BACKENDS, _INPUT_TYPE, _COMPILE_TO,
                                 _OUTPUT_FORMAT, "o"})
_DEMOTE_F64 = "iree-input-demote-f64-to-f32"
_LLVM_TRUE = ("", "true", "TRUE", "True", "1")
_LLVM_FALSE = ("false", "FALSE", "False", "0")

# a device alias of --iree-hal-target-device -> the HAL backend compiling for it (IREE 3.13)
_DEVICE_BACKENDS = {"vulkan": "vulkan-spirv", "metal": "metal-spirv", "cuda": "cuda",
                    "hip": "rocm", "amdgpu": "rocm"}


class CommandLineError(ValueError):
    """A command line iree-vkfft-compile cannot accept (our own options only)."""


@dataclasses.dataclass(frozen=True)
class DropinOptions:
    """Our own options (``--iree-vkfft-*``), never forwarded."""

    mode: str = "auto"
    target_device: str | None = None   # limits JSON of the Vulkan device inline mode plans for
    iree_compile: str | None = None    # the real iree-compile (else $IREE_VKFFT_IREE_COMPILE)
    debug: bool = False                # Python tracebacks and info logs on stderr
    #: workaround registry entries turned off (``iree-vkfft workarounds`` lists them)
    disable_workarounds: tuple[str, ...] = ()
    verify: bool = False               # run the .vmfb against the reference before handing it over
    help: bool = False
    version: bool = False


@dataclasses.dataclass(frozen=True)
class CommandLine:
    """A parsed command line; ``forwarded[input_index]`` is the input."""

    ours: DropinOptions
    forwarded: tuple[str, ...]
    input: str | None
    input_index: int | None
    targets: tuple[str, ...]
    input_type: str = "auto"
    demote_f64: bool = True       # iree-compile 3.13 demotes f64 to f32 unless told not to
    demote_given: bool = False    # the command line says --iree-input-demote-f64-to-f32
    compile_to: str | None = None
    output_format: str | None = None
    ambiguous: bool = False
    output: str | None = None     # -o (None: stdout)

    def with_input(self, path: str, input_type: str | None = None) -> tuple[str, ...]:
        """The forwarded arguments with the input replaced by ``path`` (and, with
        ``input_type``, every ``--iree-input-type`` replaced by that one)."""
        args = list(self.forwarded)
        args[self.input_index] = path
        if input_type is None:
            return tuple(args)
        kept: list[str] = []
        for kind, name, _, tokens in _scan(args, frozenset()):
            if not (kind == "option" and name == _INPUT_TYPE):
                kept += tokens
        return tuple(kept) + (f"--{_INPUT_TYPE}={input_type}",)


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # raise instead of printing usage and exiting
        raise CommandLineError(f"{PROG}: {message}")


def build_parser() -> argparse.ArgumentParser:
    """Our own options (the ``--help`` text); iree-compile's are forwarded unparsed."""
    p = _Parser(
        prog=PROG, add_help=False, allow_abbrev=False,
        usage=f"{PROG} [iree-compile options] [--iree-vkfft-* options] <input file or ->",
        description="iree-compile with FFTs: every stablehlo.fft is rewritten, then the real "
                    "iree-compile runs with the same arguments. vulkan-spirv alone: VkFFT's "
                    "SPIR-V kernels inside the module (inline mode); any other target or "
                    "several: plain StableHLO every target compiles (portable mode). A module "
                    "without stablehlo.fft goes to iree-compile untouched.",
        epilog="Every other option goes to iree-compile unchanged (see `iree-compile --help`), "
               "e.g. --iree-hal-target-backends=, --iree-hal-target-device=, --iree-input-type=, "
               "--compile-to=, --output-format=, -o.")
    ours = p.add_argument_group("iree-vkfft options (never forwarded; `iree-vkfft compile` "
                                "takes them too, also spelled without iree-vkfft-)")
    _defaults.add_compile_options(ours, OUR_PREFIX)
    ours.add_argument("--output-file", metavar="FILE",
                      help="same as -o FILE (forwarded as -o)")
    ours.add_argument("-h", "--help", action="store_true", help="show this help and exit")
    ours.add_argument("--version", action="store_true",
                      help="print iree-vkfft's and iree-compile's versions and exit")
    return p


_OUR_VALUE_OPTIONS = frozenset({"iree-vkfft-" + o.name for o in _defaults.COMPILE_OPTIONS
                                if o.kind != "flag"} | {"output-file"})
_OUR_FLAGS = frozenset({"iree-vkfft-" + o.name for o in _defaults.COMPILE_OPTIONS
                        if o.kind == "flag"} | {"help", "version"})


def _split(token: str) -> tuple[str, str | None] | None:
    """``(name, value or None)`` of an option token, None for a positional."""
    if token == "-" or not token.startswith("-"):
        return None
    name, eq, value = token.lstrip("-").partition("=")
    return name, (value if eq else None)


def _is_ours(name: str) -> bool:
    return name.startswith("iree-vkfft-") or name in _OUR_VALUE_OPTIONS | _OUR_FLAGS or (
        name == "h")


def _llvm_bool(value: str | None, name: str) -> bool:
    if value is None or value in _LLVM_TRUE:
        return True
    if value in _LLVM_FALSE:
        return False
    raise CommandLineError(f"{PROG}: --{name}={value}: expected true or false")


def _scan(argv: Sequence[str], value_options: frozenset[str]):
    """Yields ``(kind, name, value, tokens)`` per argument: kind "ours", "option", "positional"."""
    i, n, options_done = 0, len(argv), False
    while i < n:
        token = argv[i]
        parts = None if options_done else _split(token)
        if token == "--" and not options_done:
            options_done = True
            yield "option", "--", None, (token,)
            i += 1
            continue
        if parts is None:
            yield "positional", None, token, (token,)
            i += 1
            continue
        name, value = parts
        takes_value = name in _OUR_VALUE_OPTIONS or name in _READ_VALUE_OPTIONS or (
            name in value_options) or (name.startswith("iree-vkfft-") and name not in _OUR_FLAGS)
        tokens = (token,)
        if value is None and takes_value and i + 1 < n:
            value = argv[i + 1]
            tokens = (token, argv[i + 1])
        yield ("ours" if _is_ours(name) else "option"), name, value, tokens
        i += len(tokens)


def our_options(ns, prog: str, prefix: str) -> dict:
    """The fields of :data:`~iree_vkfft._defaults.COMPILE_OPTIONS` read from the argparse
    namespace ``ns`` (workaround names split at commas and checked; errors name the option as
    ``prefix`` spells it)."""
    values = {o.dest: getattr(ns, o.dest, o.default) for o in _defaults.COMPILE_OPTIONS}
    try:
        disabled = check_names(_comma_list(values.pop("disable_workaround")))
    except ValueError as e:
        raise CommandLineError(f"{prog}: {prefix}disable-workaround: {e}") from None
    return dict(values, disable_workarounds=disabled)


def _our_options(tokens: list[str]) -> tuple[DropinOptions, str | None]:
    ns = build_parser().parse_args(tokens)
    values = our_options(ns, PROG, OUR_PREFIX)
    return DropinOptions(mode=values["mode"], target_device=values["target_device"],
                         iree_compile=values["iree_compile"], debug=values["debug"],
                         disable_workarounds=values["disable_workarounds"],
                         verify=values["verify"], help=ns.help,
                         version=ns.version), ns.output_file


def parse_command_line(argv: Sequence[str], *, value_options: Iterable[str] = ()) -> CommandLine:
    """Reads ``argv`` (without the program name) like iree-compile does. Pure.

    ``value_options``: names (no dashes) of further options that take a value, so that their
    space-separated values are not taken for the input.

    Raises:
        CommandLineError: one of our own options is wrong (unknown mode, missing value).
    """
    value_options = frozenset(value_options)
    ours, forwarded, positionals = [], [], []
    read: dict[str, list[str]] = {}
    demote, demote_given = True, False
    for kind, name, value, tokens in _scan(argv, value_options):
        if kind == "ours":
            dashes = "-" if name == "h" else "--"
            ours += [dashes + tokens[0].lstrip("-"), *tokens[1:]]
            continue
        if kind == "positional":
            positionals.append(len(forwarded))
        elif name == _DEMOTE_F64:
            demote, demote_given = _llvm_bool(value, name), True
        elif name in _READ_VALUE_OPTIONS and value is not None:
            read.setdefault(name, []).append(value)
            if name == _BACKENDS and "," in value:  # iree-compile 3.13 takes one per flag
                forwarded += [f"--{name}={b}" for b in _comma_list([value])]
                continue
        forwarded += tokens
    options, output_file = _our_options(ours)
    if output_file is not None:
        forwarded += ["-o", output_file]
    input_index = positionals[-1] if positionals else None
    last = lambda name: read[name][-1] if name in read else None  # noqa: E731
    return CommandLine(
        ours=options, forwarded=tuple(forwarded),
        input=forwarded[input_index] if input_index is not None else None,
        input_index=input_index,
        targets=targets_of(read.get(_BACKENDS, ()), read.get(_DEVICES, ()),
                           read.get(_LOCAL_BACKENDS, ())),
        input_type=last(_INPUT_TYPE) or "auto", demote_f64=demote, demote_given=demote_given,
        compile_to=last(_COMPILE_TO), output_format=last(_OUTPUT_FORMAT),
        output=output_file if output_file is not None else last("o"),
        ambiguous=len(positionals) > 1)


#: backends that run float64 as float64 (the others have no f64 math, or no f64 at all)
F64_TARGETS = frozenset({"llvm-cpu", "cuda", "rocm"})


def keeping_f64(cl: CommandLine) -> CommandLine:
    """``cl`` told not to demote float64 (``--iree-input-demote-f64-to-f32=false`` added) when
    every target runs float64 and the user said nothing about it: iree-compile 3.13 demotes by
    default, so an f64 program came back with f32 results (XLA computes it in f64: Nx's and
    JAX's x64 programs). Otherwise ``cl`` itself. Pure."""
    if cl.demote_given or not cl.targets or not set(cl.targets) <= F64_TARGETS:
        return cl
    return dataclasses.replace(cl, demote_f64=False, demote_given=True,
                               forwarded=(*cl.forwarded, f"--{_DEMOTE_F64}=false"))


def _comma_list(values: Iterable[str]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


def _device_backends(spec: str, local_backends: list[str]) -> list[str]:
    """Backends of one ``--iree-hal-target-device`` spec: ``[name=]alias[[ordinal]]``, several
    separated by commas (a selection); an MLIR attribute spec yields itself (unknown)."""
    spec = spec.strip().strip('"')
    m = re.match(r"^\w+=(?!=)", spec)
    if m:
        spec = spec[m.end():]
    if spec.startswith("#"):
        return [spec]
    found = []
    for part in _comma_list([spec]):
        alias = part.split("[", 1)[0].strip().strip('"')
        if alias == "local":
            found += local_backends or ["local"]
        else:
            found.append(_DEVICE_BACKENDS.get(alias, alias))
    return found


def targets_of(backends: Iterable[str], devices: Iterable[str],
               local_backends: Iterable[str] = ()) -> tuple[str, ...]:
    """The HAL backends a command line compiles for (legacy ``--iree-hal-target-backends``
    and ``--iree-hal-target-device`` aliases), in order, without repeats. Pure."""
    local = _comma_list(local_backends)
    found = _comma_list(backends)
    for spec in devices:
        found += _device_backends(spec, local)
    return tuple(dict.fromkeys(found))




def choose_mode(targets: Sequence[str], requested: str = "auto",
                release: tuple[int, int] | None = None, *, prog: str = PROG,
                option: str = OUR_PREFIX + "mode") -> str:
    """"inline" or "portable" for ``targets`` and the iree-compile ``release`` that gets the
    module (None: the pinned one). Pure.

    auto: inline when the only target is vulkan-spirv and the release is one of
    :data:`INLINE_RELEASES`, portable otherwise (other targets, several targets, none named on
    the command line, another release).

    ``prog`` and ``option``: the command line whose errors these are and how it spells the
    mode option (``iree-vkfft compile``'s ``--mode``, the drop-in's ``--iree-vkfft-mode``).

    Raises:
        CommandLineError: inline requested for targets other than vulkan-spirv alone, or for
            an iree-compile of another release.
    """
    if requested not in MODES:
        raise CommandLineError(f"{prog}: unknown mode {requested!r}; expected one of "
                               f"{', '.join(MODES)}")
    vulkan_only = tuple(targets) == ("vulkan-spirv",)
    inline_release = release is None or release in INLINE_RELEASES
    if requested == "inline" and not vulkan_only:
        raise CommandLineError(
            f"{prog}: {option}=inline embeds VkFFT's SPIR-V kernels and needs "
            f"vulkan-spirv as the only target; got {', '.join(targets) or 'none'} "
            f"(use {option}=portable)")
    if requested == "inline" and not inline_release:
        supported = ", ".join(f"{a}.{b}" for a, b in sorted(INLINE_RELEASES))
        raise CommandLineError(
            f"{prog}: {option}=inline builds its kernels for the custom-dispatch ABI "
            f"of IREE {supported}; this iree-compile is IREE {release[0]}.{release[1]} "
            f"(use {option}=portable, which every release from 2.9 compiles)")
    if requested == "auto":
        return "inline" if vulkan_only and inline_release else "portable"
    return requested


def value_options_from_help(help_text: str) -> frozenset[str]:
    """Names of the options that take a value in ``iree-compile --help-list-hidden``."""
    names = set()
    for line in help_text.splitlines():
        m = re.match(r"^\s+--?([\w.-]+)(=<| <)", line)
        if m:
            names.add(m.group(1))
    return frozenset(names)


def expand_response_files(argv: Sequence[str], read: Callable[[str], str],
                          depth: int = 0) -> list[str]:
    """``@file`` arguments replaced by the arguments in the file (as LLVM does; shell-style
    quoting), recursively. ``read`` returns a file's text."""
    if depth > 20:
        raise CommandLineError(f"{PROG}: response files nest too deeply")
    out: list[str] = []
    for token in argv:
        if token.startswith("@") and len(token) > 1:
            out += expand_response_files(shlex.split(read(token[1:])), read, depth + 1)
        else:
            out.append(token)
    return out
