"""The front end: ``iree_vkfft.compile(module, target=, mode=) -> CompiledProgram``.

Every mode is a peer below this module (imports go one way: front end -> modes -> toolchain /
StableHLO IR -> engine):

- ``split`` (:mod:`iree_vkfft.split`): IREE segments for any target, FFTs run by a provider
  (host pocketfft or VkFFT) in between, driven from Python;
- ``inline`` (:mod:`iree_vkfft.inline`): VkFFT's SPIR-V kernels inside one ``.vmfb`` for the
  Vulkan target;
- ``portable`` (:mod:`iree_vkfft.portable`): every FFT rewritten into plain StableHLO, one
  ``.vmfb`` for any target (llvm-cpu, vulkan, metal, cuda, rocm).

Each returns a :class:`~iree_vkfft.toolchain.program.CompiledProgram` (the one contract:
``mode``, ``target``, ``input_specs``, ``output_specs``, ``stats``, ``__call__``; the
self-contained modes also ``vmfb`` and ``save(path)``).
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from . import _defaults, checking
from .checking import CheckReport, VerificationError
from .inline import InlineError, InlineProgram, compile_inline
from .portable import PortableError, PortableProgram, compile_portable
from .portable import lower_program as lower_portable
from .portable.lower import lower_ffts
from .split import ProviderRegistry, compile_split, describe_split
from .split.placement import PlacementError
from .toolchain.compile import IreeCompileError
from .toolchain.options import CompileOptions
from .toolchain.metadata import CardError, read_card
from .toolchain.program import CompiledProgram, ModuleProgram

__all__ = ["MODES", "compile", "check", "describe", "inspect", "load", "run_to_npz",
           "VerificationError"]

log = logging.getLogger(__name__)

#: The modes :func:`compile` knows.
MODES = ("split", "inline", "portable")


def _options(target: str | None, extra_args: Sequence[str], options: CompileOptions | None
             ) -> CompileOptions:
    """The options to compile with: ``options`` (``CompileOptions(target=target)`` when None),
    ``target`` applied to options that name none, ``extra_args`` appended. A ``target`` that
    differs from the one ``options`` names is a ValueError, not a silent choice."""
    if options is None:
        return CompileOptions(target=target or _defaults.TARGET, extra_args=tuple(extra_args))
    if target is not None:
        if not options.target_given:
            options = dataclasses.replace(options, target=target)
        elif CompileOptions(target=target).target != options.target:
            raise ValueError(f"target={target!r} and options=CompileOptions(target="
                             f"{options.target!r}) name different targets; give the target "
                             f"once (target= or options.target)")
    if extra_args:
        return dataclasses.replace(options, extra_args=options.extra_args + tuple(extra_args))
    return options


def compile(module: Any, *, target: str | None = None, mode: str = _defaults.MODE,
            fft: str = "auto",
            entry: str = "main", extra_args: Sequence[str] = (),
            providers: ProviderRegistry | None = None, options: CompileOptions | None = None,
            use_cache: bool = True, target_device: Any = None,
            radix_limit: int | None = None, verify: Any = False) -> CompiledProgram:
    """Compiles a StableHLO (or torch/ONNX) program containing FFTs.

    Args:
        module: StableHLO text, a path to ``.mlir``/``.mlirbc``, bytecode bytes, an
            ``ir.Module`` or an object with ``as_text()``/``mlir_module()``; or, in any of
            these forms, a torch-dialect module (``iree.turbine.aot.export``) or an
            ONNX-imported one (``iree-import-onnx``), told apart as ``iree-compile
            --iree-input-type=auto`` does and lowered by :mod:`iree_vkfft.torch_frontend` (an ONNX
            program's entry, ``main_graph``, is found without ``entry=``).
        target: IREE target: "llvm-cpu" (the default, also ``options``' when they name none:
            local-task, or local-sync for small programs, see ``CompileOptions.cpu_driver``),
            "vulkan", "metal", "cuda" or "rocm" (with ``CompileOptions(rocm_target=...)`` or
            ``--iree-rocm-target=`` in ``extra_args``). With ``options`` that name another
            target: ValueError.
        mode: "split" (default: IREE segments, FFTs run from Python in between), "inline"
            (``target="vulkan"`` only: VkFFT's kernels inside one ``.vmfb`` that any IREE
            runtime runs, ``iree-run-module --device=vulkan``) or "portable" (any target: the
            FFTs as plain StableHLO inside one ``.vmfb``).
        fft: split mode's FFT provider: "auto" (VkFFT for the vulkan target when VkFFT's
            device is a GPU, else host), "host", "vkfft", or another registered provider.
            "vkfft" on the vulkan target runs VkFFT's kernels on IREE's own device, over the
            segments' buffers (nothing crosses to the host between segments; ``stats``
            counts what does); host and user providers run on the CPU with numpy arrays.
            Inline and portable mode take only "auto" (inline also "vkfft").
        entry: name of the entry function.
        extra_args: extra iree-compile flags.
        providers: split mode: registry of op providers (default: the process-wide one).
        options: full compile options (``extra_args`` are appended to theirs; ``target``
            applies to options that name no target).
        use_cache: use the on-disk ``.vmfb`` cache.
        target_device: inline mode: a :class:`~iree_vkfft.inline.TargetDevice` naming the
            limits of the device the ``.vmfb`` is for (default: the local Vulkan device).
        radix_limit: portable mode: the largest dense DFT stage (default: the planner's).
        verify: run the compiled program once against split mode with host FFTs on llvm-cpu
            (the reference path) before returning it: True on generated inputs (as
            :func:`check` makes them), or a sequence of the program's inputs; a program with
            an output out of tolerance, or NaN/inf where the reference is finite, raises
            :class:`VerificationError` (its ``report`` says which). The report is kept as
            ``program.verification``.
    """
    module, entry = _front_end(module, entry, mode, _options(target, extra_args, options))
    try:
        program = _compile(module, target=target, mode=mode, fft=fft, entry=entry,
                           extra_args=extra_args, providers=providers, options=options,
                           use_cache=use_cache, target_device=target_device,
                           radix_limit=radix_limit)
    except IreeCompileError as e:
        if mode == "split":
            raise
        raise _explained(e, module, mode, _options(target, extra_args, options), entry,
                         use_cache) from None
    if verify is not False and verify is not None:
        _verify(program, module, None if verify is True else verify, use_cache=use_cache)
    return program


def _front_end(module: Any, entry: str, mode: str, options: CompileOptions) -> tuple[Any, str]:
    """A torch or ONNX program lowered by :mod:`iree_vkfft.torch_frontend` (its fixes chosen for the
    target, and for the host too in split mode, whose hybrid programs run ops there); a
    StableHLO program unchanged."""
    from . import torch_frontend
    from .workarounds import registry

    targets = [options.target] + (["llvm-cpu"] if mode == "split" else [])
    disabled = registry.turned_off(options)
    return torch_frontend.as_program(module, entry=entry, targets=targets, disabled=disabled)


def _compile(module: Any, *, target: str | None, mode: str, fft: str, entry: str,
             extra_args: Sequence[str], providers: ProviderRegistry | None,
             options: CompileOptions | None, use_cache: bool, target_device: Any,
             radix_limit: int | None) -> CompiledProgram:
    options = _options(target, extra_args, options)
    if mode not in MODES:
        raise ValueError(f"Unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    if mode == "inline":
        if fft not in ("auto", "vkfft") or providers is not None:
            raise InlineError(f"inline mode always uses VkFFT's kernels; fft={fft!r} and "
                              "custom providers need mode='split'")
        return compile_inline(module, entry=entry, options=options, use_cache=use_cache,
                              target=target_device)
    if target_device is not None:
        raise ValueError("target_device applies to mode='inline' only")
    if mode == "portable":
        if fft != "auto" or providers is not None:
            raise PortableError(f"portable mode computes the FFTs in the module itself; "
                                f"fft={fft!r} and custom providers need mode='split'")
        return compile_portable(module, options, entry=entry, use_cache=use_cache,
                                radix_limit=radix_limit)
    if radix_limit is not None:
        raise ValueError("radix_limit applies to mode='portable' only")
    return compile_split(module, options, fft=fft, entry=entry, providers=providers,
                         use_cache=use_cache, lower_ffts=lower_ffts)


def _explained(error: IreeCompileError, module: Any, mode: str, options: CompileOptions,
               entry: str, use_cache: bool) -> IreeCompileError:
    """``error`` (iree-compile failed on a portable or inline module) with what split mode
    says of it: whether the failure lies in the program's own ops or in this mode's form of
    the FFTs, and whether ``mode='split'`` runs the program (its segments placed, nothing
    loaded). Split mode's own error, when nothing runs an op, names that op."""
    try:
        split = compile_split(module, options, fft="host", entry=entry, use_cache=use_cache,
                              load=False)
    except PlacementError as e:
        return e
    except Exception as e:  # noqa: BLE001 - the explanation must not hide the error
        log.info("split mode could not explain the failure: %s", e)
        return error
    apart = [(n, why) for n, t, why in split.placement if t != options.target]
    if apart:
        names = ", ".join(f"@{n}" for n, _ in apart)
        why = apart[0][1]
        note = (f"iree-compile fails on ops of the program outside its FFTs for "
                f"{options.target} ({why}); mode='split' runs this program with those ops "
                f"({names}) on the host (llvm-cpu)")
    else:
        note = (f"the program's own ops compile for {options.target} (split mode compiles "
                f"them all): iree-compile failed on {mode} mode's form of the FFTs; "
                f"mode='split' runs this program")
    return IreeCompileError(f"{error}\n{note}", segment=error.segment,
                            diagnostics=error.diagnostics, command=error.command, op=error.op)


def _verify(program: CompiledProgram, module: Any, inputs: Sequence[Any] | None, *,
            use_cache: bool) -> CheckReport:
    """``program`` run against the reference on ``inputs`` (None: generated); refuses it
    (:class:`VerificationError`) when an output differs. Sets ``program.verification``."""
    placement = getattr(program, "fft_placement", None)
    fft = "auto" if placement is None or not placement.explicit else program.fft_provider
    if checking.same_as_reference(program.mode, program.target, fft):
        raise ValueError("verify: split mode with host FFTs on llvm-cpu is the reference "
                         "itself; verify another mode or target")
    generated = inputs is None
    if generated:
        inputs = checking.program_inputs(module, entry=program.entry)
    inputs = list(inputs)
    reference = compile_split(module, dataclasses.replace(
        program.options, target="llvm-cpu", cpu_driver="auto", extra_args=(),
        vulkan_target="auto", rocm_target=None), fft="host", entry=program.entry,
        use_cache=use_cache)
    try:
        expected = reference(*inputs)
        moved = reference(*checking.perturbed(reference_inputs(reference, inputs)))
    except Exception as e:  # noqa: BLE001 - the reference cannot run on these inputs
        raise VerificationError(f"verify: the reference (split mode, host FFTs, llvm-cpu) "
                                f"cannot run on {'generated' if generated else 'these'} inputs "
                                f"({type(e).__name__}: {e}); pass verify=(inputs...)") from e
    report = checking.verification_report(program(*inputs), expected, moved, inputs,
                                          mode=program.mode, target=program.target)
    program.verification = report
    if not report.ok:
        raise VerificationError(
            f"verify: {program.mode} mode on {program.target} gives different numbers than "
            f"the reference, without an error: the program is refused (mode='split' runs the "
            f"FFTs apart and narrows IREE's failures down; iree-vkfft check compares other "
            f"modes and targets)\n{report}", report)
    inconclusive = [o.index for o in report.outputs if o.inconclusive]
    if inconclusive:
        log.warning("verify: output(s) %s too sensitive to their inputs to be verified on "
                    "generated inputs (the reference moves by over %g under a few-ulp "
                    "change); pass verify=(inputs...) with typical inputs", inconclusive,
                    checking.INCONCLUSIVE)
    log.info("verified: %s", report)
    return report


def reference_inputs(reference: CompiledProgram, inputs: Sequence[Any]) -> list[np.ndarray]:
    """``inputs`` as the program takes them (lists and scalars converted)."""
    from .toolchain.program import check_inputs

    return check_inputs(reference.entry, reference.input_specs, inputs)


_SELF_CONTAINED: dict[str, type[ModuleProgram]] = {"inline": InlineProgram,
                                                    "portable": PortableProgram}


def load(file: str | Path | bytes) -> ModuleProgram:
    """The program a ``.vmfb`` written by ``prog.save(path)`` (or ``iree-vkfft compile``)
    holds: the same class, entry, specs, options and FFTs, ready to call; nothing is compiled.
    It loads on this process's device at the first call (inline: refused there, with the
    limit named, when the device lacks what its kernels need). ``file``: a path or the bytes.

    Raises:
        FileNotFoundError: no such file.
        ValueError: not a ``.vmfb`` this IREE runtime loads, or one without iree-vkfft's
            program card (plain iree-compile output); ``CardError`` (a ValueError) for a card
            that is malformed. The message starts with the file's path when one was given.
    """
    named = not isinstance(file, (bytes, bytearray, memoryview))
    vmfb = Path(file).read_bytes() if named else bytes(file)
    try:
        card = read_card(vmfb)
        cls = _SELF_CONTAINED.get(card.get("mode"))
        if cls is None:
            raise CardError(f"this .vmfb's program card names mode {card.get('mode')!r}; "
                            f"iree-vkfft {', '.join(_SELF_CONTAINED)} programs load")
        return cls.from_vmfb(vmfb)
    except ValueError as e:
        if not named:
            raise
        raise type(e)(f"{file}: {e}") from None


def inspect(module: Any, *, entry: str = "main", providers: ProviderRegistry | None = None,
            target: str = _defaults.TARGET) -> str:
    """Human-readable summary (compiles nothing): the split schedule, then portable mode's
    decomposition of each FFT for ``target`` with its constant bytes and flop count."""
    module, entry = _front_end(module, entry, "split", CompileOptions(target=target))
    lines = [describe_split(module, entry=entry, providers=providers, target=target,
                            lower_ffts=lower_ffts), "portable mode:"]
    try:
        _, ffts = lower_portable(module, CompileOptions(target=target), entry=entry)
    except PortableError as e:
        return "\n".join(lines + [f"  not lowered: {e}"])
    for f in ffts:
        times = f" (x{f.count})" if f.count > 1 else ""
        lines.append(f"  {f.description}{times}: {f.constant_bytes} constant bytes, "
                     f"{f.flops} flops")
        lines += [f"    axis {a}" for a in f.plan]
    return "\n".join(lines)


def describe(program: CompiledProgram) -> str:
    """What a compiled (or loaded) program is: signature, mode, target, options, its FFTs and,
    for inline mode, what its kernels need of a device and the limits they were planned for."""
    lines = [repr(program), f"  options: {program.options}"]
    for f in getattr(program, "ffts", []):
        times = f" (x{f.count})" if f.count > 1 else ""
        if isinstance(program, PortableProgram):
            lines.append(f"  {f.description}{times}: {f.constant_bytes} constant bytes, "
                         f"{f.flops} flops")
            lines += [f"    axis {a}" for a in f.plan]
        else:
            lines.append(f"  {f.description}{times}: @{f.function}, {f.dispatches} dispatch(es), "
                         f"{f.spirv_bytes} bytes of SPIR-V")
    for name, target, why in getattr(program, "placement", ()):
        if why:  # a hybrid split program: this segment runs apart (on the host)
            lines.append(f"  segment @{name} runs on {target}: {why}")
    if isinstance(program, InlineProgram):
        lines.append(f"  kernels need: {program.needs}")
        if program.planned_for is not None:
            lines.append(f"  planned for: {program.planned_for}")
    return "\n".join(lines)


def run_to_npz(module: Any, inputs: Sequence[str | Path | np.ndarray], output: str | Path,
               **compile_kwargs: Any) -> tuple[np.ndarray, ...]:
    """Runs ``module`` (anything :func:`compile` takes, or a compiled/loaded program) on inputs
    (``.npy`` paths or arrays) and saves ``output0..N`` to ``.npz``."""
    arrays = [np.load(x) if isinstance(x, (str, Path)) else np.asarray(x) for x in inputs]
    program = module if isinstance(module, CompiledProgram) else compile(module, **compile_kwargs)
    results = program(*arrays)
    np.savez(output, **{f"output{i}": r for i, r in enumerate(results)})
    return results


def check(module: Any, *, target: str = _defaults.TARGET, mode: str | None = None,
          fft: str = "auto",
          inputs: Sequence[Any] | None = None, reference: Sequence[Any] | None = None,
          entry: str = "main", seed: int = 0, dynamic_size: int = 3,
          tolerance: float | None = None, extra_args: Sequence[str] = (),
          use_cache: bool = True) -> CheckReport:
    """Runs ``module`` compiled for ``target`` in ``mode`` (and ``fft``, as :func:`compile`
    takes them) and compares every output with a reference.

    Args:
        mode: default: the target's self-contained mode (inline for Vulkan, portable
            otherwise), as ``iree-vkfft check`` and ``iree-vkfft compile`` choose it.
        inputs: the program's inputs (default: generated from its signature with ``seed``,
            each dynamic dimension ``dynamic_size``).
        reference: the expected outputs (default: computed in split mode with host FFTs on
            llvm-cpu).
        tolerance: the normwise relative error an output may have (default: 1e-3 for 32-bit,
            1e-9 for 64-bit floating outputs, exact for integers and booleans).

    Returns a :class:`CheckReport` (``ok``, ``outputs``, ``str()`` a table). Compile errors
    of the checked configuration propagate, as :func:`compile` raises them.
    """
    mode = mode or _defaults.self_contained_mode(target)
    module, entry = _front_end(module, entry, "split", CompileOptions(target=target))
    if reference is None and checking.same_as_reference(mode, target, fft):
        raise ValueError(f"{mode} mode with {fft} FFTs on {target} is the reference itself; "
                         "check another mode or target, or pass the expected outputs")
    if inputs is None:
        inputs = checking.program_inputs(module, entry=entry, seed=seed,
                                         dynamic_size=dynamic_size)
    compile_args = dict(entry=entry, extra_args=tuple(extra_args), use_cache=use_cache)
    program = compile(module, target=target, mode=mode, fft=fft, **compile_args)
    outputs = program(*inputs)
    if reference is None:
        mode_r, target_r, fft_r = checking.REFERENCE
        reference = compile(module, target=target_r, mode=mode_r, fft=fft_r, **compile_args
                            )(*inputs)
        described = f"{mode_r} mode with {fft_r} FFTs on {target_r}"
    else:
        described = "the given outputs"
    if len(reference) != len(outputs):
        raise ValueError(f"the program has {len(outputs)} output(s); the reference has "
                         f"{len(reference)}")
    errors = tuple(checking.compare(i, y, r, tolerance) for i, (y, r) in
                   enumerate(zip(outputs, reference)))
    report = CheckReport(mode, program.target, described, tuple(np.asarray(x) for x in inputs),
                         errors)
    log.info("%s", report)
    return report
