"""The ``iree-vkfft`` command line.

Each subcommand is one ``_add_<name>(subparsers)`` function that declares its arguments and sets
``handler`` to a ``_cmd_<name>(args) -> int`` function; register it in ``_SUBCOMMANDS``. Library
modules log; only this module prints.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import sys

from . import _defaults

# ----------------------------------------------------------------------------------------
# devices
# ----------------------------------------------------------------------------------------
_DEVICE_COLUMNS = ("index", "name", "type", "driver", "api_version", "memory", "float64",
                   "subgroup_size", "max_shared_memory", "max_storage_buffer_range")


def _add_devices(subparsers) -> None:
    p = subparsers.add_parser("devices", help="list the Vulkan devices",
                              description="List the Vulkan physical devices the engine can use; "
                                          "the default one is marked with '*'.")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(handler=_cmd_devices)


def _format_bytes(n: int) -> str:
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.4g} {unit}"
    return f"{n} B"


def _cmd_devices(args) -> int:
    from . import _engine

    found = _engine.devices()
    try:
        default = _engine.select_device().index if found else None
    except Exception:  # noqa: BLE001 - e.g. a bad IREE_VKFFT_DEVICE: still list the devices
        default = None
    if args.json:
        print(json.dumps([dict(dataclasses.asdict(d), default=d.index == default) for d in found],
                         indent=2))
        return 0
    if not found:
        _engine.select_device()  # raises NoDeviceError: the loader or a driver is missing
        return 1
    rows = [[("*" if d.index == default else " ") + str(d.index), d.name, d.type,
             f"{d.driver} ({d.driver_info})" if d.driver_info else d.driver, d.api_version,
             _format_bytes(d.memory), "yes" if d.float64 else "no", str(d.subgroup_size),
             _format_bytes(d.max_shared_memory), _format_bytes(d.max_storage_buffer_range)]
            for d in found]
    head = ["#", "name", "type", "driver", "vulkan", "memory", "fp64", "subgroup", "shared",
            "max buffer"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print("  ".join(h.ljust(w) for h, w in zip(head, widths)).rstrip())
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return 0


# ----------------------------------------------------------------------------------------
# bench
# ----------------------------------------------------------------------------------------
def _add_bench(subparsers) -> None:
    p = subparsers.add_parser(
        "bench", help="benchmark against numpy.fft and scipy.fft",
        description="Time FFTs (median of interleaved rounds) against numpy.fft and scipy.fft "
                    "(all cores), plus plan creation, per-call overhead and device chains.")
    p.add_argument("--json", metavar="PATH", help="also write the results as JSON to PATH")
    p.add_argument("--plot", metavar="PATH", help="also write a PNG chart (needs matplotlib)")
    p.add_argument("--quick", action="store_true", help="few small sizes, few rounds (smoke test)")
    p.add_argument("--repeat", type=_positive_int, metavar="N",
                   help="interleaved rounds per case (default 9, or 3 with --quick)")
    p.add_argument("--device", help="device index or name substring (default: the default device)")
    p.add_argument("--case", action="append", default=[], metavar="NAME",
                   help="only this case (repeatable), e.g. c2c_4096, r2c_400")
    p.add_argument("--no-plans", action="store_true",
                   help="skip plan-creation timing (it starts two subprocesses)")
    p.add_argument("--many-shapes", action=argparse.BooleanOptionalAction, default=None,
                   help="time every length 1..512 of four kinds from cold caches in a fresh "
                        "process (default: on, off with --quick)")
    p.set_defaults(handler=_cmd_bench)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {value}")
    return value


def _cmd_bench(args) -> int:
    from . import bench

    options = bench.BenchOptions(repeat=args.repeat, quick=args.quick, device=args.device,
                                 plans=not args.no_plans, cases=tuple(args.case),
                                 many_shapes=args.many_shapes)
    results = bench.run(options)
    print(bench.render(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
        print(f"\nresults written to {args.json}")
    if args.plot:
        problem = bench.plot(results, args.plot)
        if problem:
            print(f"\nno plot: {problem}", file=sys.stderr)
        else:
            print(f"plot written to {args.plot}")
    return 0


# ----------------------------------------------------------------------------------------
# inspect / run (StableHLO programs, split mode)
# ----------------------------------------------------------------------------------------
def _add_program_args(p, *, entry_only: bool = False, saved: bool = False) -> None:
    """The program and how to read it. ``saved``: a ``.vmfb`` saved by iree-vkfft is taken too
    (then the MLIR-only options default to None, so that giving one is refused)."""
    what = "StableHLO module: .mlir text or .mlirbc bytecode"
    p.add_argument("program", help=what + (", or a .vmfb saved by iree-vkfft (portable or "
                                           "inline mode)" if saved else ""))
    p.add_argument("--entry", default=None if saved else "main",
                   help="entry function (default: main)")
    if entry_only:
        return
    p.add_argument("--target", default=None, choices=("llvm-cpu", "vulkan"),
                   help=f"IREE target for the non-FFT segments (default: {_defaults.TARGET})")
    p.add_argument("--fft", default=None,
                   help="who runs the FFTs: auto, vkfft or host (pocketfft) (default: auto)")


_MLIR_ONLY = ("entry", "target", "fft")


def _saved_program(args):
    """The program of a saved ``.vmfb`` (None for MLIR); ValueError for MLIR-only options."""
    if not str(args.program).endswith(".vmfb"):
        return None
    given = [f"--{k}" for k in _MLIR_ONLY if getattr(args, k, None) is not None]
    if given:
        raise ValueError(f"{', '.join(given)} apply to MLIR programs; a saved .vmfb runs as "
                         f"it was compiled")
    from .pipeline import load

    return load(args.program)


def _add_inspect(subparsers) -> None:
    p = subparsers.add_parser(
        "inspect", help="list a program's FFT ops, its split segments and portable plans",
        description="Parse a StableHLO program, list its stablehlo.fft ops (type, lengths, "
                    "dtypes), the segments split mode would compile, and portable mode's "
                    "decomposition of each FFT (radix plan, constant bytes, flops). Compiles "
                    "nothing. For a saved .vmfb: what its program card says.")
    _add_program_args(p, entry_only=True, saved=True)
    p.add_argument("--target", default=None, choices=_COMPILE_TARGETS,
                   help=f"target whose portable plans to show (default: {_defaults.TARGET})")
    p.set_defaults(handler=_cmd_inspect)


def _cmd_inspect(args) -> int:
    from .pipeline import describe, inspect

    saved = _saved_program(args)
    if saved is not None:
        print(describe(saved))
    else:
        print(inspect(args.program, entry=args.entry or "main",
                      target=args.target or _defaults.TARGET))
    return 0


def _add_run(subparsers) -> None:
    p = subparsers.add_parser(
        "run", help="run a StableHLO program (split at its FFTs) or a saved .vmfb on .npy inputs",
        description="Compile a StableHLO program in split mode (or load a .vmfb saved by "
                    "iree-vkfft) and run it once on the given .npy inputs (in argument order); "
                    "results go to an .npz as output0..N.")
    _add_program_args(p, saved=True)
    p.add_argument("--input", action="append", default=[], metavar="FILE.npy",
                   help="an input array (repeat for each argument, in order)")
    p.add_argument("--output", metavar="FILE.npz", required=True, help="where to save results")
    p.set_defaults(handler=_cmd_run)


def _cmd_run(args) -> int:
    from .pipeline import run_to_npz

    saved = _saved_program(args)
    if saved is not None:
        results = run_to_npz(saved, args.input, args.output)
    else:
        results = run_to_npz(args.program, args.input, args.output,
                             target=args.target or _defaults.TARGET, fft=args.fft or "auto",
                             entry=args.entry or "main")
    for i, r in enumerate(results):
        print(f"output{i}: {r.dtype}{list(r.shape)}")
    print(f"saved to {args.output}")
    return 0


# ----------------------------------------------------------------------------------------
# compile (inline mode: one self-contained .vmfb)
# ----------------------------------------------------------------------------------------
_COMPILE_TARGETS = ("vulkan", "llvm-cpu", "metal", "cuda", "rocm")
_COMPILE_PROG = "iree-vkfft compile"


def _add_compile(subparsers) -> None:
    p = subparsers.add_parser(
        "compile", help="compile a program with its FFTs inside one .vmfb",
        description="Compile a StableHLO program with its FFTs into one self-contained .vmfb "
                    "that any IREE runtime runs. Inline mode (the default for vulkan): VkFFT's "
                    "SPIR-V kernels as custom dispatches, planned for the local Vulkan device. "
                    "Portable mode (the default for every other target): the FFTs rewritten "
                    "into plain StableHLO. Takes iree-vkfft-compile's spellings too "
                    "(--iree-vkfft-mode=..., --iree-hal-target-backends=..., "
                    "--iree-input-demote-f64-to-f32=..., --output-file) and passes every other "
                    "--iree-* flag to iree-compile (values after '='), so one command line "
                    "works with both.")
    _add_program_args(p, entry_only=True)
    # DefaultTarget: equal to VMFB_TARGET, but tells "not given" from --target vulkan
    p.add_argument("--target", default=_defaults.DefaultTarget(_defaults.VMFB_TARGET),
                   choices=_COMPILE_TARGETS,
                   help=f"IREE target (default: {_defaults.VMFB_TARGET}; or iree-compile's "
                        f"--iree-hal-target-backends=NAME / --iree-hal-target-device=NAME)")
    _defaults.add_compile_options(p, "--", "--iree-vkfft-")
    p.add_argument("-o", "--output", "--output-file", metavar="FILE",
                   help="where to write the .vmfb (or the MLIR with --emit-mlir; default stdout)")
    p.add_argument("--emit-mlir", action="store_true",
                   help="write the lowered MLIR (FFTs replaced) instead of a .vmfb")
    p.add_argument("--elide-kernels", action="store_true",
                   help="with --emit-mlir: elide SPIR-V and tables (readable, not compilable)")
    p.add_argument("--iree-vulkan-target", metavar="NAME",
                   help="IREE's --iree-vulkan-target for the non-FFT code (default: derived "
                        "from the device name; e.g. ampere, rdna3, llvmpipe)")
    p.add_argument("--rocm-target", metavar="CHIP",
                   help="rocm: the GPU (IREE's --iree-rocm-target, e.g. gfx942 or mi300x)")
    p.set_defaults(handler=_cmd_compile, iree_flags=[])


def _compile_request(args):
    """The :class:`~iree_vkfft.compiler.options.CompileRequest` of ``iree-vkfft compile``'s
    arguments (the drop-in's for an equivalent command line is equal). Pure."""
    from .compiler.cmdline import CommandLineError, parse_command_line
    from .compiler.options import CompileRequest, cli_targets, our_options, split_iree_flags

    iree = list(args.iree_flags)
    read = split_iree_flags(iree)
    named = parse_command_line(iree).targets  # --iree-hal-target-backends/-device
    targets = cli_targets(args.target)
    if named and named != targets and not isinstance(args.target, _defaults.DefaultTarget):
        raise CommandLineError(f"{_COMPILE_PROG}: --target {args.target} and "
                               f"{', '.join(named)} from iree-compile's target flags name "
                               f"different targets; give the target once")
    if args.iree_vulkan_target:
        read["vulkan_target"] = args.iree_vulkan_target
    if args.rocm_target:
        read["rocm_target"] = args.rocm_target
    return CompileRequest(targets=named or targets, output=args.output,
                          **our_options(args, _COMPILE_PROG, "--"), **read)


def _compile_mode(args) -> str:
    return _compile_request(args).resolved_mode(prog=_COMPILE_PROG, prefix="--")


def _check_iree_compile(path: str | None) -> None:
    """``--iree-compile``: this command builds with iree-base-compiler's iree-compile only."""
    if path is None:
        return
    import os
    import shutil

    from .compiler.cmdline import CommandLineError
    from .compiler.jobs import pinned_iree_compile

    found, pinned = shutil.which(path), pinned_iree_compile()
    if found is None or pinned is None or os.path.realpath(found) != os.path.realpath(pinned):
        raise CommandLineError(f"{_COMPILE_PROG}: --iree-compile {path}: iree-vkfft compile "
                               f"builds with iree-base-compiler's iree-compile ({pinned}); "
                               f"iree-vkfft-compile --iree-vkfft-iree-compile={path} runs another")


def _emit_mlir(args, request, mode: str, options) -> str:
    if mode == "inline":
        from .inline import TargetDevice, emit_mlir, lower_program

        target = (TargetDevice.from_json(request.target_device) if request.target_device
                  else None)
        return emit_mlir(lower_program(args.program, entry=args.entry, target=target).module,
                         elide_kernels=args.elide_kernels)
    from .portable import lower_program as lower_portable

    module, _ = lower_portable(args.program, options, entry=args.entry)
    return str(module)


def _cmd_compile(args) -> int:
    from .pipeline import compile as compile_program

    request = _compile_request(args)
    mode = request.resolved_mode(prog=_COMPILE_PROG, prefix="--")
    _check_iree_compile(request.iree_compile)
    options = request.compile_options(vulkan_target="auto")
    if args.emit_mlir:
        text = _emit_mlir(args, request, mode, options)
        if args.output:
            with open(args.output, "w") as f:
                f.write(text)
        else:
            print(text)
        return 0
    if not args.output:
        print("iree-vkfft compile: -o FILE.vmfb is required (or --emit-mlir)", file=sys.stderr)
        return 2
    target_device = None
    if request.target_device:
        from .inline import TargetDevice

        target_device = TargetDevice.from_json(request.target_device)
    program = compile_program(args.program, mode=mode, entry=args.entry, options=options,
                              target_device=target_device, verify=request.verify)
    program.save(args.output)
    ffts = "; ".join(f.description for f in program.ffts) or "none"
    verified = (f"; verified (largest error {program.verification.worst:.1e})"
                if program.verification is not None else "")
    print(f"wrote {args.output} ({len(program.vmfb)} bytes, {mode} mode, {program.target}); "
          f"FFTs: {ffts}{verified}")
    return 0


def _add_workarounds(subparsers) -> None:
    p = subparsers.add_parser(
        "workarounds", help="list iree-vkfft's IREE workarounds (the registry)",
        description="Every IREE bug iree-vkfft works around: its name (what "
                    "--disable-workaround, --iree-vkfft-disable-workaround and "
                    "IREE_VKFFT_DISABLE_WORKAROUNDS take), the IREE releases and targets it "
                    "applies to, whether it applies to --release (default: the pinned one), "
                    "and the symptom.")
    p.add_argument("--release", metavar="MAJOR.MINOR",
                   help="an IREE release to show the entries for (e.g. 3.8)")
    p.set_defaults(handler=_cmd_workarounds)


def _cmd_workarounds(args) -> int:
    from .workarounds import registry

    release = None
    if args.release:
        try:
            release = tuple(int(x) for x in args.release.split(".")[:2])
            if len(release) != 2:
                raise ValueError
        except ValueError:
            raise ValueError(f"--release {args.release!r}: expected MAJOR.MINOR, e.g. 3.8") from None
    print(registry.describe(release))
    return 0


# ----------------------------------------------------------------------------------------
# check (a differential check against a reference)
# ----------------------------------------------------------------------------------------
#: exit status of ``check``: every output within tolerance / some output differs / no verdict
CHECK_OK, CHECK_DIFFERENT, CHECK_FAILED = 0, 1, 2


def _add_check(subparsers) -> None:
    p = subparsers.add_parser(
        "check", help="run a program in a mode and target and in a reference; compare outputs",
        description="Compile a StableHLO program in the chosen mode for the chosen target, run "
                    "it and a reference (split mode with host FFTs on llvm-cpu, or the outputs "
                    "given with --reference) on the same inputs (generated from the program's "
                    "signature, or given with --input) and print every output's largest error. "
                    "Exit status: 0 every output within tolerance, 1 some output differs, "
                    "2 the check could not run (the error is printed).")
    _add_program_args(p, entry_only=True)
    p.add_argument("--target", default=_defaults.TARGET, choices=_COMPILE_TARGETS[:2],
                   help=f"IREE target to check (default: {_defaults.TARGET})")
    p.add_argument("--mode", choices=("split", "inline", "portable"),
                   help="mode to check (default: inline for vulkan, portable otherwise)")
    p.add_argument("--fft", default="auto",
                   help="split mode's FFT provider: auto, vkfft or host (default: auto)")
    p.add_argument("--input", action="append", default=[], metavar="FILE.npy",
                   help="an input array (repeat for each argument, in order; default: "
                        "generated)")
    p.add_argument("--reference", metavar="FILE.npz",
                   help="expected outputs (output0..N, as `iree-vkfft run` writes them)")
    p.add_argument("--seed", type=int, default=0, help="seed of the generated inputs")
    p.add_argument("--dynamic-size", type=_positive_int, default=3,
                   help="size of every dynamic dimension of generated inputs (default: 3)")
    p.add_argument("--tolerance", type=float,
                   help="normwise relative error allowed (default: 1e-3 for 32-bit, 1e-9 "
                        "for 64-bit floats, exact for integers)")
    p.set_defaults(handler=_cmd_check)


def _load_reference(path):
    import numpy as np

    with np.load(path) as data:
        names = sorted((k for k in data.files if k.startswith("output")),
                       key=lambda k: int(k[len("output"):] or 0))
        if not names:
            raise ValueError(f"{path}: no output0..N arrays")
        return [data[k] for k in names]


def _cmd_check(args) -> int:
    import numpy as np

    from .pipeline import check

    try:
        report = check(args.program, target=args.target, mode=args.mode, fft=args.fft,
                       entry=args.entry, inputs=[np.load(x) for x in args.input] or None,
                       reference=_load_reference(args.reference) if args.reference else None,
                       seed=args.seed, dynamic_size=args.dynamic_size,
                       tolerance=args.tolerance)
    except Exception as exc:  # noqa: BLE001 - a compiler's or runtime's error is the verdict
        print(f"iree-vkfft check: {type(exc).__name__}: {exc}", file=sys.stderr)
        return CHECK_FAILED
    print(report)
    return CHECK_OK if report.ok else CHECK_DIFFERENT


# ----------------------------------------------------------------------------------------
# profile
# ----------------------------------------------------------------------------------------
def _add_profile(subparsers) -> None:
    p = subparsers.add_parser(
        "profile", help="where a compiled program's time goes: segments, FFTs, copies, dispatches",
        description="Compile a StableHLO program in a mode for a target, run it on the given "
                    ".npy inputs (default: generated from its signature, as `iree-vkfft check` "
                    "does) and print the median time per call of each segment, FFT step, "
                    "host<->device copy, module call and IREE dispatch (IREE's HAL profiling "
                    "in iree-benchmark-module), longest first (docs/guide/profiling.md).")
    _add_program_args(p, entry_only=True)
    p.add_argument("--target", default=_defaults.TARGET, choices=_COMPILE_TARGETS,
                   help=f"IREE target (default: {_defaults.TARGET})")
    p.add_argument("--mode", choices=("split", "inline", "portable"),
                   help="mode (default: inline for vulkan, portable otherwise)")
    p.add_argument("--fft", default="auto",
                   help="split mode's FFT provider: auto, vkfft or host (default: auto)")
    p.add_argument("--input", action="append", default=[], metavar="FILE.npy",
                   help="an input array (repeat for each argument, in order; default: "
                        "generated)")
    p.add_argument("--seed", type=int, default=0, help="seed of the generated inputs")
    p.add_argument("--dynamic-size", type=_positive_int, default=3,
                   help="size of every dynamic dimension of generated inputs (default: 3)")
    p.add_argument("--repeat", type=_positive_int, default=5,
                   help="timed calls; each row is their median (default: 5)")
    p.add_argument("--no-dispatches", action="store_true",
                   help="skip the per-dispatch rows (no iree-benchmark-module runs)")
    p.add_argument("--json", action="store_true", help="print JSON instead of a table")
    p.set_defaults(handler=_cmd_profile)


def _cmd_profile(args) -> int:
    import numpy as np

    from . import checking
    from .pipeline import compile as compile_program

    mode = args.mode or _defaults.self_contained_mode(args.target)
    inputs = ([np.load(x) for x in args.input] or checking.program_inputs(
        args.program, entry=args.entry, seed=args.seed, dynamic_size=args.dynamic_size))
    program = compile_program(args.program, target=args.target, mode=mode, fft=args.fft,
                              entry=args.entry)
    profile = program.profile(*inputs, repeat=args.repeat, dispatches=not args.no_dispatches)
    print(profile.to_json(indent=2) if args.json else profile)
    return 0


# ----------------------------------------------------------------------------------------
# info
# ----------------------------------------------------------------------------------------
def _add_info(subparsers) -> None:
    p = subparsers.add_parser(
        "info", help="print the effective configuration",
        description="Print the effective configuration: versions (iree-vkfft, IREE's compiler "
                    "and runtime, VkFFT), whether the engine is there, the Vulkan devices, "
                    "the cache folder and its sizes, the plan cache's limits and every "
                    "IREE_VKFFT_* environment variable's effective value (docs/configuration.md).")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(handler=_cmd_info)


def _cmd_info(args) -> int:
    from . import _info

    info = _info.collect()
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    print(f"iree-vkfft {info['iree_vkfft']}")
    print(f"IREE compiler {info['iree_compiler']}, runtime {info['iree_runtime']}")
    if info["engine"]:
        print(f"engine: present (VkFFT {info['vkfft']}, build {info['engine_build']})")
    else:
        print("engine: not installed (pure-Python package: no VkFFT on Vulkan)")
    print("Vulkan devices:" + ("" if info["devices"] else " none"))
    for d in info["devices"]:
        print(f"  {'*' if d['default'] else ' '}{d['index']} {d['name']} ({d['type']}, "
              f"{d['driver']})")
    if info["device_error"]:
        print(f"  (no default device: {info['device_error']})")
    cache = info["cache"]
    print(f"cache: {cache['dir']}" if cache["enabled"] else "cache: off (nothing is written)")
    for name, folder in cache["folders"].items():
        print(f"  {name}: {folder['files']} files, {_format_bytes(folder['bytes'])}")
    plans = info["plan_cache"]
    limit = lambda n: "unlimited" if n == -1 else str(n)  # noqa: E731
    print(f"plan cache: size {limit(plans['size'])}, memsize {limit(plans['memsize'])} bytes; "
          f"tiered {'on' if plans['tiered'] else 'off'} (plan queued at a shape's call "
          f"{plans['tier_after']}, runs from call {plans['switch_call']})")
    print(f"memory pool: limit {limit(info['memory_pool']['limit'])} bytes")
    print("environment:")
    width = max(len(v["name"]) for v in info["environment"])
    for v in info["environment"]:
        print(f"  {v['name']:<{width}} = {v['value']}  ({v['source']})")
    return 0


# ----------------------------------------------------------------------------------------
# parser
# ----------------------------------------------------------------------------------------
_SUBCOMMANDS = (_add_devices, _add_info, _add_bench, _add_inspect, _add_run, _add_compile, _add_check,
                _add_workarounds, _add_profile)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="iree-vkfft",
                                     description="VkFFT on Vulkan for numpy.fft and IREE programs.")
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="log progress (-v: info, -vv: debug)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for add in _SUBCOMMANDS:
        add(subparsers)
    return parser


def parse_args(argv=None) -> argparse.Namespace:
    """``argv`` parsed; ``compile``'s iree-compile flags (``--iree-*`` it does not declare)
    set aside first, as ``iree_flags`` (:func:`~iree_vkfft.compiler.options.split_passthrough`)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    command = next((i for i, a in enumerate(argv) if not a.startswith("-")), None)
    if command is None or argv[command] != "compile":
        return parser.parse_args(argv)
    from .compiler.options import split_passthrough

    compile_parser = parser._subparsers._group_actions[0].choices["compile"]
    ours, iree = split_passthrough(argv[command + 1:], compile_parser._option_string_actions)
    args = parser.parse_args(argv[:command + 1] + ours)
    args.iree_flags = iree
    return args


def main(argv=None) -> int:
    args = parse_args(argv)
    debug = getattr(args, "debug", False)
    level = {0: logging.WARNING, 1: logging.INFO}.get(args.verbose, logging.DEBUG)
    logging.basicConfig(level=logging.DEBUG if debug else level,
                        format="%(levelname)s %(name)s: %(message)s")
    from ._errors import NoDeviceError, VkFFTError

    try:
        return args.handler(args)
    except BrokenPipeError:  # the reader went away (``iree-vkfft info | head``): as cat does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    # no extension / no device / a bad program or input: say so, no traceback
    except (ImportError, NoDeviceError, VkFFTError, ValueError, TypeError, OSError,
            RuntimeError) as exc:
        if debug:
            raise
        prog = f"iree-vkfft {args.command}"
        print(str(exc) if str(exc).startswith(prog + ":") else
              f"{prog}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
