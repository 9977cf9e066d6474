"""Where a compiled program's time goes: ``program.profile(*inputs, repeat=5) -> Profile``.

Every mode times ``repeat`` calls (after one untimed warm-up call) and reports, per row, the
median over those calls of the time that row took in one call:

- ``segment``: split mode's IREE functions (a segment's call; with IREE's coarse fences, i.e.
  split mode's FFTs on IREE's Vulkan device, only the time to queue it: the device's work
  shows where the host waits, in the next ``copy`` row that reads a value back);
- ``fft``: split mode's FFT steps (the provider's call on host arrays, or the FFT function on
  IREE's device);
- ``copy``: values moved between host and device (the program's inputs and outputs, and in
  split mode what crosses between segments), with the bytes actually copied per call (0 when
  IREE imported or mapped host memory);
- ``call``: a self-contained module's entry function (inline, portable);
- ``dispatch``: IREE's dispatches inside a ``call`` or ``segment`` row (its ``parent``).

Dispatch rows come from IREE's HAL-native profiling, which the ``iree-benchmark-module`` tool
shipped with iree-base-runtime 3.13 exposes (``--device_profiling_mode``; the Python bindings'
``HalDevice.begin_profiling`` refuses: "requires a profile sink and is not exposed"). The tool
runs the same ``.vmfb`` function on the same inputs ``repeat`` times in a separate process,
with ``host-execution`` events on the CPU drivers (local-task, local-sync: each dispatch's
tiles timed on the host) and ``dispatch-events`` on GPU drivers (device timestamps);
``iree-profile dispatch --dispatch_events`` reads the bundle back. A dispatch row is the
median over those calls of the time its dispatch function took in one call (all its
invocations together), so dispatch rows add up to less than their parent row: the parent also
holds the runtime's own work (VM, command buffers, waits). IREE's dispatch names carry the op
kind (``main_dispatch_3_matmul_16x1024x16_f32``: a matmul; portable mode's FFT stages are
matmuls, inline mode's FFTs VkFFT kernels), shown in the ``op`` column.

The total is the median call's wall time; ``unaccounted_ms`` is what the top-level rows leave
of it (split mode: Python between the steps).
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path
from typing import Any, Sequence

import numpy as np

__all__ = ["KINDS", "DispatchProfileError", "Profile", "ProfileRow", "Recorder",
           "dispatch_rows"]

#: the kinds of row, in the order a tie is shown
KINDS = ("call", "segment", "fft", "copy", "dispatch")


@dataclasses.dataclass(frozen=True)
class ProfileRow:
    """One line of a :class:`Profile`."""

    name: str
    #: "segment", "fft", "copy", "call" or "dispatch"
    kind: str
    #: where it ran: an IREE target or driver, or an FFT provider
    target: str
    #: times it ran in one program call (median over the profiled calls)
    calls: int
    #: the median over the profiled calls of the time it took in one call
    median_ms: float
    #: ``median_ms`` over the profile's total
    share: float
    #: dispatch rows: the call or segment row they run in (None: a top-level row)
    parent: str | None = None
    #: copy rows: bytes copied per call (0: IREE imported or mapped host memory)
    bytes: int = 0
    #: dispatch rows: the op kind IREE's name carries (``matmul_16x1024x16_f32``)
    op: str = ""
    note: str = ""


@dataclasses.dataclass(frozen=True)
class Profile:
    """A program's time per segment, FFT step, copy, call and IREE dispatch (module
    docstring). ``str(profile)`` is a table sorted by time; ``to_json()`` the same as JSON."""

    mode: str
    target: str
    entry: str
    repeat: int
    #: the median call's wall time
    total_ms: float
    rows: tuple[ProfileRow, ...]
    notes: tuple[str, ...] = ()

    @property
    def top_level(self) -> list[ProfileRow]:
        """The rows that partition a call's time (every kind but ``dispatch``)."""
        return [r for r in self.rows if r.parent is None]

    @property
    def dispatches(self) -> list[ProfileRow]:
        return [r for r in self.rows if r.kind == "dispatch"]

    @property
    def unaccounted_ms(self) -> float:
        """The total less the top-level rows: Python around and between the steps (split
        mode's schedule walk, the call's setup, its buffers' release). Medians taken per row
        need not add up to the median call: when other processes preempt the calls, each
        call's delay lands in some row and the rows' medians miss it."""
        return self.total_ms - sum(r.median_ms for r in self.top_level)

    def to_dict(self) -> dict[str, Any]:
        return dict(mode=self.mode, target=self.target, entry=self.entry, repeat=self.repeat,
                    total_ms=self.total_ms, unaccounted_ms=self.unaccounted_ms,
                    rows=[dataclasses.asdict(r) for r in self.sorted_rows()],
                    notes=list(self.notes))

    def to_json(self, **kwargs: Any) -> str:
        return json.dumps(self.to_dict(), **kwargs)

    def sorted_rows(self) -> list[ProfileRow]:
        """Top-level rows by time (longest first), each followed by its dispatches by time."""
        order = {k: i for i, k in enumerate(KINDS)}
        key = lambda r: (-r.median_ms, order.get(r.kind, len(KINDS)), r.name)  # noqa: E731
        out: list[ProfileRow] = []
        for row in sorted(self.top_level, key=key):
            out.append(row)
            out += sorted((r for r in self.rows if r.parent == row.name), key=key)
        parents = {r.name for r in self.top_level}
        out += sorted((r for r in self.rows if r.parent is not None and r.parent not in parents),
                      key=key)
        return out

    def __str__(self) -> str:
        lines = [f"profile of @{self.entry}: {self.mode} mode on {self.target}, median of "
                 f"{self.repeat} call(s): {self.total_ms:.3f} ms per call"]
        table = [("name", "kind", "target", "calls", "ms", "share", "bytes", "note")]
        for r in self.sorted_rows():
            indent = "  " if r.parent is not None else ""
            table.append((indent + r.name, r.kind, r.target, str(r.calls), _format_ms(r.median_ms),
                          f"{100 * r.share:.1f}%", _format_bytes(r.bytes) if r.bytes else "",
                          r.note))
        table.append(("(unaccounted: Python between the rows)", "", "", "",
                      _format_ms(self.unaccounted_ms),
                      f"{100 * self.unaccounted_ms / self.total_ms:.1f}%" if self.total_ms
                      else "", "", ""))
        widths = [max(len(row[i]) for row in table) for i in range(len(table[0]) - 1)]
        for row in table:
            cells = [c.ljust(w) if i < 3 else c.rjust(w)
                     for i, (c, w) in enumerate(zip(row, widths))]
            lines.append(("  " + "  ".join(cells) + "  " + row[-1]).rstrip())
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


def _format_ms(ms: float) -> str:
    return f"{ms:.3f}" if abs(ms) >= 0.1 else f"{ms:.4f}"


def _format_bytes(n: int) -> str:
    for unit in ("B", "KiB", "MiB"):
        if n < 1024:
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} GiB"


class Recorder:
    """Collects one program call's rows at a time (the hooks call :meth:`add`); turns the
    calls into :class:`ProfileRow` medians. ``capture``: record each function's first
    arguments (host arrays and ints) for :func:`dispatch_rows`."""

    def __init__(self, capture: bool = False) -> None:
        self._calls: list[dict[tuple[str, str, str], list]] = []
        self._totals: list[float] = []
        self._order: dict[tuple[str, str, str], None] = {}
        self.capture = capture
        #: (module key, function) -> its first call's arguments (capture mode)
        self.captured: dict[tuple[Any, str], list] = {}
        #: (module key, function) -> its calls in the call (capture mode)
        self.function_calls: dict[tuple[Any, str], int] = {}

    def start(self) -> None:
        self._calls.append({})

    def add(self, kind: str, name: str, target: str, seconds: float, nbytes: int = 0) -> None:
        if not self._calls:
            return
        key = (kind, name, target)
        entry = self._calls[-1].setdefault(key, [0.0, 0, 0])
        entry[0] += seconds
        entry[1] += 1
        entry[2] += nbytes
        self._order.setdefault(key, None)

    def end(self, total_seconds: float) -> None:
        self._totals.append(total_seconds)

    @property
    def total_ms(self) -> float:
        return 1e3 * statistics.median(self._totals) if self._totals else 0.0

    def rows(self) -> list[ProfileRow]:
        total = self.total_ms
        rows = []
        for key in self._order:
            kind, name, target = key
            per_call = [call.get(key, [0.0, 0, 0]) for call in self._calls]
            ms = 1e3 * statistics.median(c[0] for c in per_call)
            rows.append(ProfileRow(name, kind, target,
                                   int(statistics.median_low(c[1] for c in per_call)), ms,
                                   ms / total if total else 0.0,
                                   bytes=int(statistics.median_low(c[2] for c in per_call))))
        return rows


# ----------------------------------------------------------------------------------------
# IREE dispatches: HAL-native profiling through iree-benchmark-module
# ----------------------------------------------------------------------------------------
class DispatchProfileError(RuntimeError):
    """IREE's tools could not time the dispatches (the message says why)."""


#: HAL profiling data family with per-dispatch timing, per driver (IREE 3.13: local-task and
#: local-sync refuse dispatch-events, Vulkan refuses host-execution)
_MODES = {"local-task": "host-execution", "local-sync": "host-execution"}
_GPU_MODE = "dispatch-events"
_EXTERNAL = "an external kernel (hal.dispatch.extern: inline mode's VkFFT kernels)"
_NAME = re.compile(r"^(?P<function>.+?)_dispatch_(?P<n>\d+)(?:_(?P<op>.*))?$")


def _tool(name: str) -> str:
    """An IREE runtime tool of the installed iree-base-runtime (beside iree-benchmark-module,
    which ``iree.runtime.benchmark`` runs), else on PATH."""
    try:
        from iree.runtime.benchmark import benchmark_exe

        path = Path(benchmark_exe()).parent / name
        if path.exists():
            return str(path)
    except ImportError:  # pragma: no cover - iree.runtime always has it in 3.13
        pass
    found = shutil.which(name)
    if found is None:
        raise DispatchProfileError(f"{name} not found (iree-base-runtime's tools)")
    return found


def _write_inputs(folder: Path, args: Sequence[Any]) -> list[str]:
    flags = []
    for i, a in enumerate(args):
        if isinstance(a, (int, np.integer)):
            flags.append(f"--input=i32={int(a)}")
        else:
            path = folder / f"input{i}.npy"
            np.save(path, np.require(a, requirements="C"))  # ascontiguousarray: 0-d -> 1-d
            flags.append(f"--input=@{path}")
    return flags


def _run(cmd: list[str], timeout: float) -> str:
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise DispatchProfileError(f"{Path(cmd[0]).name} took over {timeout:.0f} s") from None
    except OSError as e:
        raise DispatchProfileError(f"{Path(cmd[0]).name} could not run: {e}") from None
    if done.returncode != 0:  # the status line, not the VM's stack frames ("[ 0] ...")
        lines = (done.stderr or done.stdout).strip().splitlines()
        status = [x for x in lines if x.strip() and not x.lstrip().startswith("[")]
        raise DispatchProfileError(f"{Path(cmd[0]).name} failed: "
                                   f"{(status or lines or [done.returncode])[0]}")
    return done.stdout


def _events(bundle: Path, timeout: float) -> list[dict]:
    out = _run([_tool("iree-profile"), "dispatch", "--format=jsonl", "--dispatch_events",
                str(bundle)], timeout)
    events = []
    for line in out.splitlines():
        record = json.loads(line)
        if record.get("type", "").endswith("dispatch_event") and record.get("valid", True):
            events.append(record)
    return events


def _identity(event: dict) -> tuple:
    return (event.get("executable_id"), event.get("function_ordinal"), event["key"])


def _labels(events: list[dict]) -> dict[tuple, str]:
    """A row name per dispatch function: IREE's name, with its executable's id where several
    executables export one name (external kernels: every VkFFT kernel's entry is "main")."""
    ids = list(dict.fromkeys(_identity(e) for e in events))
    per_name: dict[str, int] = {}
    for i in ids:
        per_name[i[2]] = per_name.get(i[2], 0) + 1
    return {i: i[2] if per_name[i[2]] == 1 else f"{i[2]} (executable {i[0]})" for i in ids}


def _per_call(events: list[dict], repeat: int) -> tuple[dict[str, list[float]], dict[str, int]]:
    """Per dispatch function: its time in each of ``repeat`` calls (ns) and its invocations
    per call. The tool's calls run one after another, so the events, in order, fall into
    ``repeat`` equal runs; when they do not divide evenly, one run of the mean."""
    events = sorted(events, key=lambda e: (e.get("submission_id", 0), e.get("event_id", 0)))
    names = _labels(events)
    runs = repeat if events and len(events) % repeat == 0 else 1
    size = len(events) // runs if runs else 0
    times: dict[str, list[float]] = {}
    counts: dict[str, int] = {}
    for k in range(runs):
        chunk = events[k * size:(k + 1) * size]
        for e in chunk:
            name = names[_identity(e)]
            times.setdefault(name, [0.0] * runs)[k] += (float(e["duration_ns"])
                                                       / (1 if runs == repeat else repeat))
            if k == 0:
                counts[name] = counts.get(name, 0) + 1
    if runs != repeat:
        counts = {n: max(1, round(c / repeat)) for n, c in counts.items()}
    return times, counts


def _profile_function(vmfb: bytes, function: str, args: Sequence[Any], device: str,
                      repeat: int, timeout: float) -> list[dict]:
    """The dispatch events of ``repeat`` calls of ``function`` under iree-benchmark-module
    with HAL-native profiling (the driver's family first, then the other)."""
    driver = device.split("://", 1)[0]
    first = _MODES.get(driver, _GPU_MODE)
    families = [first] + [m for m in ("host-execution", _GPU_MODE) if m != first]
    with tempfile.TemporaryDirectory(prefix="iree-vkfft-profile-") as tmp:
        folder = Path(tmp)
        module = folder / "module.vmfb"
        module.write_bytes(vmfb)
        inputs = _write_inputs(folder, args)
        errors = []
        for family in families:
            bundle = folder / f"{family}.ireeprof"
            cmd = [_tool("iree-benchmark-module"), f"--module={module}", f"--device={device}",
                   f"--function={function}", *inputs, f"--benchmark_min_time={repeat}x",
                   f"--device_profiling_mode={family},executable-metadata",
                   f"--device_profiling_output={bundle}"]
            try:
                _run(cmd, timeout)
            except DispatchProfileError as e:  # e.g. UNIMPLEMENTED: the driver lacks it
                errors.append(f"{family}: {e}")
                continue
            return _events(bundle, timeout)  # none: the function runs no dispatch
        raise DispatchProfileError("; ".join(errors))


def dispatch_rows(vmfb: bytes, function: str, args: Sequence[Any], device: str, *,
                  repeat: int, parent: str, total_ms: float, function_calls: int = 1,
                  timeout: float = 300.0) -> list[ProfileRow]:
    """One ``dispatch`` row per dispatch function that ``function`` of ``vmfb`` runs, timed by
    IREE's HAL-native profiling in iree-benchmark-module on ``device`` (an IREE device URI)
    over ``repeat`` calls with ``args`` (host arrays; ints are i32 scalars), per program call
    (``function_calls``: how often one program call calls ``function``).
    :class:`DispatchProfileError` when the tools cannot."""
    events = _profile_function(vmfb, function, args, device, repeat, timeout)
    if not events:
        return []
    times, counts = _per_call(events, repeat)
    driver = device.split("://", 1)[0]
    rows = []
    for name, per_call in times.items():
        ms = 1e-6 * statistics.median(per_call) * function_calls
        match = _NAME.match(name)
        rows.append(ProfileRow(name, "dispatch", driver, counts.get(name, 1) * function_calls,
                               ms,
                               ms / total_ms if total_ms else 0.0, parent=parent,
                               op=(match.group("op") or "") if match else "",
                               note="" if match else _EXTERNAL))
    return rows


def tools_note(repeat: int) -> str:
    """What the dispatch rows are (for a profile's notes)."""
    return (f"dispatch rows: IREE's HAL profiling in iree-benchmark-module (a separate process: "
            f"the same .vmfb function and inputs, {repeat} calls), per program call; they "
            f"exclude the runtime's own work, so they add up to less than their parent row (a "
            f"function called from several rows, e.g. FFT steps sharing one, is under the first)")

