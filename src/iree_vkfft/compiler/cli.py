"""The ``iree-vkfft-compile`` console script: iree-compile's command line, FFTs included.

Our own options are ``--iree-vkfft-*`` (``--help``); every other argument goes to the real
iree-compile unchanged. Errors of the FFT rewrite are printed like iree-compile's diagnostics
(stderr, exit code 1, nothing on stdout); ``--iree-vkfft-debug`` adds the Python traceback.
"""

from __future__ import annotations

import logging
import subprocess
import sys

from .. import __version__
from .cmdline import CommandLine, build_parser
from .jobs import (diagnostic, find_iree_compile, might_be_stablehlo, might_hold_fft,
                   might_hold_torch_fft,
                   passthrough, read_command_line,
                   read_input, run_inherited)

__all__ = ["main"]

# what the rewrite raises for programs it refuses (StableHLOError, PortableError: ValueError;
# VkFFTError, NoDeviceError: RuntimeError); anything else is a bug worth a traceback hint
_EXPECTED = (ValueError, OSError, RuntimeError)


def _read_stdin() -> bytes:
    if sys.stdin is None:  # started with stdin closed
        raise OSError("stdin is closed")
    return sys.stdin.buffer.read()


def _version(tool: str) -> int:
    print(f"iree-vkfft-compile (iree-vkfft {__version__})", flush=True)
    return subprocess.run([tool, "--version"]).returncode


def _rewrite(cl: CommandLine, tool: str, data: bytes):
    # Imported here, not at the top: an input that cannot be StableHLO or hold an FFT (another
    # dialect, a torch module without FFTs) goes to iree-compile without loading the lowering,
    # IREE's runtime and the inline/portable modes (about half of the start-up: 0.16 s against
    # 0.6 s of imports measured under load).
    from .driver import plan

    return plan(cl, tool, data)


def _retrying(cl: CommandLine, tool: str, job, data: bytes) -> int:
    """Runs a rewritten module's ``job`` with its output captured; when iree-compile fails as a
    ``retry_on`` workaround cures (:func:`~.driver.retry_for`), lowers the input again with it
    and runs again; hands over what the last run printed."""
    from .driver import plan, retry_for
    from .jobs import run_captured

    while True:
        proc = run_captured(job)
        again = retry_for(cl, job, proc.stderr) if proc.returncode != 0 else []
        if not again:
            break
        job = plan(cl, tool, data, retried=job.retried + tuple(again))
    sys.stderr.buffer.write(proc.stderr)
    sys.stdout.buffer.write(proc.stdout)
    return proc.returncode


def _verified(cl: CommandLine, job, data: bytes) -> int:
    """Runs ``job`` with its output captured, verifies the ``.vmfb``
    (:func:`~.verify.verify_vmfb`) and only then hands it over (stdout or ``-o``)."""
    from pathlib import Path

    from .jobs import run_captured
    from .verify import runnable_driver, verify_vmfb

    if cl.compile_to or (cl.output_format or "vm-bytecode") != "vm-bytecode":
        raise ValueError("iree-vkfft-compile: error: --iree-vkfft-verify needs a .vmfb output "
                         "(no --compile-to, --output-format=vm-bytecode)")
    runnable_driver(cl.targets)  # refused before compiling
    proc = run_captured(job)
    sys.stderr.buffer.write(proc.stderr)
    to_stdout = cl.output in (None, "-")
    if proc.returncode != 0:
        sys.stdout.buffer.write(proc.stdout)
        return proc.returncode
    vmfb = proc.stdout if to_stdout else Path(cl.output).read_bytes()
    try:
        verify_vmfb(vmfb, data, targets=cl.targets, demote_f64=cl.demote_f64)
    except Exception:
        if not to_stdout:
            Path(cl.output).unlink(missing_ok=True)
        raise
    if to_stdout:
        sys.stdout.buffer.write(vmfb)
    return 0


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    debug = any(a.lstrip("-") == "iree-vkfft-debug" for a in argv)
    logging.basicConfig(level=logging.INFO if debug else logging.WARNING, stream=sys.stderr,
                        format="iree-vkfft-compile: %(levelname)s: %(message)s")
    try:
        cl = read_command_line(argv)
        if cl.ours.help:
            build_parser().print_help()
            return 0
        tool = find_iree_compile(cl.ours.iree_compile)
        if cl.ours.version:
            return _version(tool)
        data = read_input(cl, _read_stdin)
        # StableHLO without FFTs too: the registry's rewrites give XLA's numbers for its other
        # ops (issue 44; the command line once passed such modules through untouched, so
        # nx_iree, which runs this command, never got them)
        job = (_rewrite(cl, tool, data)
               if might_hold_fft(data) or might_hold_torch_fft(data, cl.input_type)
               or might_be_stablehlo(data, cl.input_type)
               else passthrough(cl, tool, data))
        if cl.ours.verify and job.mode is not None:
            return _verified(cl, job, data)
        if job.mode is not None:
            return _retrying(cl, tool, job, data)
    # iree-compile prints no tracebacks: neither do we, unless asked
    except (Exception, KeyboardInterrupt) as exc:  # noqa: BLE001
        if debug or isinstance(exc, KeyboardInterrupt):
            raise
        hint = "" if isinstance(exc, _EXPECTED) else (
            " (internal error; --iree-vkfft-debug shows the Python traceback)")
        print(diagnostic(exc) + hint, file=sys.stderr)
        return 1
    return run_inherited(job)


if __name__ == "__main__":
    sys.exit(main())
