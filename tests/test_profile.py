"""``program.profile(*inputs)`` and ``iree-vkfft profile`` (issue 35): time per segment, FFT step,
copy, call and IREE dispatch.

Split mode (host FFTs) and portable mode on llvm-cpu, on whisper_logmel_nx.mlir (a framed FFT,
a mel matmul, a log: milliseconds per call, so the rows are well above the timer's noise).
Dispatch rows come from iree-benchmark-module with IREE's HAL profiling (host-execution
events on local-task/local-sync), which iree-base-runtime ships: no special build.
"""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft.checking import program_inputs
from iree_vkfft.cli import main
from iree_vkfft.toolchain import profile as profile_module
from iree_vkfft.toolchain.profile import KINDS, DispatchProfileError, Profile, ProfileRow

PROGRAM = pathlib.Path(__file__).parent / "data" / "programs" / "whisper_logmel_nx.mlir"
REPEAT = 5

#: The top-level rows (every kind but dispatch) partition a call: what they leave is Python
#: around and between the steps (split mode's schedule walk, the call's setup, its buffers'
#: release): 0.5 ms of this program's 7 ms split-mode call (7%) on an idle machine, under 1%
#: in portable mode. Each row is a median taken on its own: when other processes preempt the
#: calls (the test machine's 2 cores are shared), each call's delay lands in some row, every
#: row's median misses it while the median call keeps it, and the rows' sum fell to 0.61 of the
#: total (0.61-0.94 over 12 profiles under load; portable: 0.997-1.0). Hence at least half;
#: and at most 15% (plus 0.05 ms) over it, as medians of a quiet run add up to the total. At a
#: load average of 13 on those 2 cores one profile in a few fell below half: the test takes a
#: profile again (twice at most) before it fails.
LOW, HIGH = 0.5, 1.15


@pytest.fixture(scope="module")
def inputs():
    return program_inputs(PROGRAM)


@pytest.fixture(scope="module", params=["split", "portable"])
def case(request, inputs):
    fft = "host" if request.param == "split" else "auto"
    program = iree_vkfft.compile(str(PROGRAM), target="llvm-cpu", mode=request.param, fft=fft)
    before = program(*inputs)
    profile = program.profile(*inputs, repeat=REPEAT)
    return program, profile, before


def test_rows_have_the_mode_s_kinds(case):
    program, profile, _ = case
    kinds = {r.kind for r in profile.rows}
    assert kinds <= set(KINDS)
    expected = {"segment", "fft", "copy", "dispatch"} if program.mode == "split" else {
        "call", "copy", "dispatch"}
    assert expected <= kinds, (kinds, str(profile))
    assert profile.repeat == REPEAT and profile.mode == program.mode
    assert profile.target == "llvm-cpu"


def test_split_rows_name_segments_ffts_and_copies(case):
    program, profile, _ = case
    if program.mode != "split":
        pytest.skip("split mode's rows")
    segments = {s.name for s in program.partition.segments}
    assert {r.name for r in profile.rows if r.kind == "segment"} == segments
    ffts = [r for r in profile.rows if r.kind == "fft"]
    assert len(ffts) == len(program.partition.host_ops)
    assert all(r.target == "host" and r.calls == 1 and "FFT[400]" in r.name for r in ffts)
    copies = {r.name for r in profile.rows if r.kind == "copy"}
    assert "host->device (inputs)" in copies
    assert any("between segments" in name for name in copies)


def test_dispatch_rows_sit_under_the_function_that_runs_them(case):
    program, profile, _ = case
    parents = {r.name: r for r in profile.top_level}
    dispatches = profile.dispatches
    assert dispatches, profile.notes
    for r in dispatches:
        assert r.parent in parents, r
        function = r.parent.lstrip("@")
        assert r.name.startswith(f"{function}_dispatch_"), r  # IREE's names carry the function
        assert r.calls >= 1 and r.op
        assert parents[r.parent].kind in ("call", "segment")
    assert any(r.op.startswith("matmul") for r in dispatches)  # the mel filterbank
    assert any("HAL profiling" in n for n in profile.notes)


def _covers_the_total(profile: Profile) -> bool:
    covered = sum(r.median_ms for r in profile.top_level)
    assert profile.unaccounted_ms == pytest.approx(profile.total_ms - covered)
    return LOW * profile.total_ms <= covered <= HIGH * profile.total_ms + 0.05


def test_times_are_positive_and_add_up_to_the_total(case, inputs):
    program, profile, _ = case
    assert profile.total_ms > 0
    for r in profile.top_level:
        assert r.median_ms > 0 and r.calls >= 1, r
        assert r.share == pytest.approx(r.median_ms / profile.total_ms)
    assert all(r.median_ms >= 0 for r in profile.dispatches)
    assert any(r.median_ms > 0 for r in profile.dispatches)
    # a profile whose calls other processes preempted (LOW) is taken again, twice at most
    tries = [profile] + [None, None]
    for i in range(1, len(tries)):
        if _covers_the_total(tries[i - 1]):
            break
        tries[i] = program.profile(*inputs, repeat=REPEAT, dispatches=False)
    else:
        assert _covers_the_total(tries[-1]), "\n\n".join(map(str, tries))


def test_profiling_does_not_change_the_outputs(case, inputs):
    program, _, before = case
    kept = [x.copy() for x in inputs]
    after = program(*inputs)
    assert len(after) == len(before)
    for a, b in zip(after, before):
        np.testing.assert_array_equal(a, b)
    for x, k in zip(inputs, kept):
        np.testing.assert_array_equal(x, k)
    assert program.stats.total_seconds > 0


def test_table_is_sorted_by_time_and_json_matches(case):
    _, profile, _ = case
    text = str(profile)
    assert text.startswith(f"profile of @main: {profile.mode} mode on llvm-cpu")
    for r in profile.rows:
        assert r.name in text
    ordered = [r.median_ms for r in profile.sorted_rows() if r.parent is None]
    assert ordered == sorted(ordered, reverse=True)
    data = json.loads(profile.to_json())
    assert data["total_ms"] == pytest.approx(profile.total_ms)
    assert [r["name"] for r in data["rows"]] == [r.name for r in profile.sorted_rows()]
    assert {r["kind"] for r in data["rows"]} == {r.kind for r in profile.rows}


def test_without_dispatches_no_tool_runs(inputs, monkeypatch):
    program = iree_vkfft.compile(str(PROGRAM), target="llvm-cpu", mode="portable")

    def refuse(name):
        raise AssertionError(f"{name} ran")

    monkeypatch.setattr(profile_module, "_tool", refuse)
    profile = program.profile(*inputs, repeat=2, dispatches=False)
    assert not profile.dispatches and not profile.notes
    assert {r.kind for r in profile.rows} == {"call", "copy"}


def test_missing_tools_leave_a_note(inputs, monkeypatch):
    program = iree_vkfft.compile(str(PROGRAM), target="llvm-cpu", mode="portable")

    def missing(name):
        raise DispatchProfileError(f"{name} not found")

    monkeypatch.setattr(profile_module, "_tool", missing)
    profile = program.profile(*inputs, repeat=2)
    assert not profile.dispatches
    assert any("no dispatch rows for @main" in n and "not found" in n for n in profile.notes)
    assert "note: no dispatch rows" in str(profile)


def test_repeat_must_be_positive(inputs):
    program = iree_vkfft.compile(str(PROGRAM), target="llvm-cpu", mode="portable")
    with pytest.raises(ValueError, match="repeat"):
        program.profile(*inputs, repeat=0)


def _event(key, ns, submission, event, executable=1):
    return dict(type="host_dispatch_event", key=key, duration_ns=ns, submission_id=submission,
                event_id=event, executable_id=executable, function_ordinal=0, valid=True)


def test_events_fall_into_calls_and_shared_names_get_their_executable():
    events = []
    for call in range(3):  # per call: "main" of two executables, one dispatch twice
        base = 10 * call
        events += [_event("main", 1000 * (call + 1), call, base + 1, executable=1),
                   _event("main", 500, call, base + 2, executable=2),
                   _event("f_dispatch_0_matmul_8x8_f32", 100, call, base + 3, executable=3),
                   _event("f_dispatch_0_matmul_8x8_f32", 300, call, base + 4, executable=3)]
    times, counts = profile_module._per_call(events, 3)
    assert times["main (executable 1)"] == [1000, 2000, 3000]
    assert times["main (executable 2)"] == [500, 500, 500]
    assert times["f_dispatch_0_matmul_8x8_f32"] == [400, 400, 400]
    assert counts == {"main (executable 1)": 1, "main (executable 2)": 1,
                      "f_dispatch_0_matmul_8x8_f32": 2}
    # events that do not divide into the calls: one run of the mean
    times, counts = profile_module._per_call(events[:-1], 3)
    assert times["f_dispatch_0_matmul_8x8_f32"] == [pytest.approx(900 / 3)]  # 5 of 6 events
    assert counts["f_dispatch_0_matmul_8x8_f32"] == 2


def test_profile_rows_and_unaccounted_time():
    rows = (ProfileRow("@main", "call", "llvm-cpu", 1, 3.0, 0.75),
            ProfileRow("main_dispatch_0_x", "dispatch", "local-task", 2, 1.0, 0.25,
                       parent="@main", op="x"),
            ProfileRow("host->device (inputs)", "copy", "local-task", 1, 0.5, 0.125, bytes=2048))
    p = Profile("portable", "llvm-cpu", "main", 3, 4.0, rows)
    assert p.unaccounted_ms == pytest.approx(0.5)
    assert [r.name for r in p.sorted_rows()] == ["@main", "main_dispatch_0_x",
                                                 "host->device (inputs)"]
    assert "2.0 KiB" in str(p) and "(unaccounted" in str(p)


def test_cli_prints_the_table(capsys):
    assert main(["profile", str(PROGRAM), "--mode", "portable", "--target", "llvm-cpu",
                 "--repeat", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("profile of @main: portable mode on llvm-cpu")
    assert "@main" in out and "dispatch" in out and "host->device (inputs)" in out


def test_cli_json_with_given_inputs(tmp_path, capsys, inputs):
    args = []
    for i, x in enumerate(inputs):
        np.save(tmp_path / f"x{i}.npy", x)
        args += ["--input", str(tmp_path / f"x{i}.npy")]
    assert main(["profile", str(PROGRAM), "--mode", "split", "--fft", "host", "--target",
                 "llvm-cpu", "--repeat", "2", "--no-dispatches", "--json", *args]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "split" and data["repeat"] == 2
    assert {r["kind"] for r in data["rows"]} == {"segment", "fft", "copy"}
    assert all(r["median_ms"] > 0 for r in data["rows"])


CONVOLVE = PROGRAM.parent / "fft_convolve.mlir"


@pytest.mark.parametrize("mode, fft", [("inline", "auto"), ("split", "vkfft")])
def test_vulkan_rows_include_vkfft_kernels_as_dispatches(mode, fft):
    """On Vulkan, IREE's dispatch-events (device timestamps) time VkFFT's kernels too: inline
    mode's inside @main, split mode's inside the FFT rows (values stay on IREE's device)."""
    program = iree_vkfft.compile(str(CONVOLVE), target="vulkan", mode=mode, fft=fft)
    xs = program_inputs(CONVOLVE)
    before = program(*xs)
    profile = program.profile(*xs, repeat=2)
    kernels = [r for r in profile.dispatches if r.name.startswith("main (executable ")]
    assert kernels, str(profile)
    assert all("external kernel" in r.note and r.target == "vulkan" for r in kernels)
    parents = {r.name: r.kind for r in profile.top_level}
    want = "fft" if mode == "split" else "call"
    assert all(parents[r.parent] == want for r in kernels)
    if mode == "split":
        ffts = [r for r in profile.rows if r.kind == "fft"]
        assert len(ffts) == 3 and all(r.target == "vkfft (IREE's device)" for r in ffts)
    for a, b in zip(program(*xs), before):
        np.testing.assert_array_equal(a, b)


def test_loop_rows_count_every_iteration_and_scalars_reach_the_tool(tmp_path):
    """fori_fft: a host-driven loop (segments and an FFT per iteration; the predicate is a
    0-d value, which the tool must get as a 0-d array, not numpy's 1-d contiguous copy)."""
    path = PROGRAM.parent / "fori_fft.mlir"
    program = iree_vkfft.compile(str(path), target="llvm-cpu", mode="split", fft="host")
    profile = program.profile(*program_inputs(path), repeat=2)
    assert not [n for n in profile.notes if n.startswith("no dispatch rows")], profile.notes
    rows = {r.name: r for r in profile.top_level}
    looped = [r for r in rows.values() if r.kind == "segment" and r.calls > 1]
    assert looped, str(profile)
    for d in profile.dispatches:  # per program call: the function's calls times its dispatches
        assert d.calls % rows[d.parent].calls == 0, (d, rows[d.parent])
    flags = profile_module._write_inputs(tmp_path, [np.complex64(1 + 2j).reshape(()), 3])
    assert np.load(tmp_path / "input0.npy").shape == () and flags[1] == "--input=i32=3"
