"""Fault probe of every cache write: a full disk, a quota or an I/O error at each step of a
write (the data, the fsync, the close, the rename; a short write first) leaves no temporary
file behind, warns once per process and store, and never changes a result. Covered: a bare
:class:`~iree_vkfft._diskcache.DiskStore`, the VkFFT kernel cache (plans), the compiled
``.vmfb`` cache, the drop-in compiler's temporary module, and a real nearly full filesystem
(a 64 KiB tmpfs, as root in a private mount namespace)."""

from __future__ import annotations

import errno
import logging
import os
import pathlib
import sys
import tempfile
import textwrap
import time

import numpy as np
import pytest

import iree_vkfft
from iree_vkfft import _diskcache, plan_cache
from conftest import assert_fft_close, random_array, run_on_small_tmpfs

ERRORS = {"ENOSPC": errno.ENOSPC, "EDQUOT": errno.EDQUOT, "EIO": errno.EIO}
#: step -> the error it fails with (every errno at the write, where a full disk shows first)
STEPS = [("write", "ENOSPC"), ("write", "EDQUOT"), ("write", "EIO"), ("short-write", "ENOSPC"),
         ("fsync", "EIO"), ("fsync", "ENOSPC"), ("close", "EDQUOT"), ("replace", "ENOSPC"),
         ("replace", "EIO"), ("mkstemp", "ENOSPC")]


def temporaries(root: pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for p in root.rglob(_diskcache.TMP_PREFIX + "*")) if root.exists() else []


class Faults:
    """Makes the cache's writes fail at one ``step`` with ``errno``, touching only the files
    the stores create (fds from ``tempfile.mkstemp`` with the stores' prefix): the test
    runner's own writes go on. ``armed`` turns it on and off; ``hits`` counts failures."""

    def __init__(self, monkeypatch, step: str, code: int):
        self.step, self.code, self.armed, self.hits = step, code, True, 0
        self.fds: set[int] = set()
        real = {name: getattr(os, name) for name in ("write", "fsync", "close", "replace")}
        real_mkstemp = tempfile.mkstemp

        def fail():
            self.hits += 1
            raise OSError(self.code, os.strerror(self.code))

        def mkstemp(*args, **kwargs):
            ours = str(kwargs.get("prefix", "")).startswith(_diskcache.TMP_PREFIX)
            if ours and self.armed and step == "mkstemp":
                fail()
            fd, name = real_mkstemp(*args, **kwargs)
            if ours:
                self.fds.add(fd)
            return fd, name

        def write(fd, data):
            if fd in self.fds and self.armed:
                if step == "write":
                    fail()
                if step == "short-write":  # half the data goes to disk, then the disk is full
                    if len(data) > 1:
                        return real["write"](fd, bytes(data[:len(data) // 2]))
                    fail()
            return real["write"](fd, data)

        def fsync(fd):
            if fd in self.fds and self.armed and step == "fsync":
                fail()
            return real["fsync"](fd)

        def close(fd):
            mine = fd in self.fds
            self.fds.discard(fd)
            real["close"](fd)
            if mine and self.armed and step == "close":  # NFS reports a quota at close
                fail()

        def replace(src, dst, *args, **kwargs):
            if os.path.basename(src).startswith(_diskcache.TMP_PREFIX) and self.armed and \
                    step == "replace":
                fail()
            return real["replace"](src, dst, *args, **kwargs)

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
        for name, fn in (("write", write), ("fsync", fsync), ("close", close),
                         ("replace", replace)):
            monkeypatch.setattr(os, name, fn)


def write_warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and "cannot be written" in r.getMessage()]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    root = tmp_path / "cache"
    monkeypatch.setenv("IREE_VKFFT_CACHE_DIR", str(root))
    for store in (_diskcache.KERNELS, _diskcache.MODULES, _diskcache.PLACEMENTS):
        monkeypatch.setattr(store, "_write_warned", False)  # this test's one warning
    return root


@pytest.mark.parametrize("step,error", STEPS)
def test_a_store_write_failing_at_any_step_leaves_nothing(cache_dir, monkeypatch, caplog, step,
                                                          error):
    """Three failing writes (one over an existing entry): no temporary, one warning, the
    existing entry intact; once the disk has room again, writes work."""
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    store.store("kept", b"old payload")
    faults = Faults(monkeypatch, step, ERRORS[error])
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        store.store("kept", b"new payload" * 1000)
        store.store("a", b"a" * 100_000)
        store.store("b", b"b")
    assert faults.hits >= 3
    assert temporaries(cache_dir) == []
    warned = write_warnings(caplog)
    assert len(warned) == 1 and os.strerror(ERRORS[error]) in warned[0], warned
    assert store.load("kept") == b"old payload"
    assert store.load("a") is None and store.load("b") is None
    faults.armed = False
    store.store("a", b"a" * 100_000)
    assert store.load("a") == b"a" * 100_000 and temporaries(cache_dir) == []


def test_an_unexpected_error_in_a_write_is_not_raised_and_leaves_nothing(cache_dir, monkeypatch,
                                                                         caplog):
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    store.store("probe", b"x")

    def broken(fd):
        raise ValueError("not an OSError")

    monkeypatch.setattr(os, "fsync", broken)
    with caplog.at_level(logging.WARNING, logger="iree_vkfft"):
        store.store("key", b"payload")
    assert temporaries(cache_dir) == [] and len(write_warnings(caplog)) == 1


def test_an_interrupted_write_removes_its_temporary_and_interrupts(cache_dir, monkeypatch):
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    store.store("probe", b"x")

    def interrupt(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        store.store("key", b"payload")
    assert temporaries(cache_dir) == []


def test_temporaries_a_killed_process_left_are_swept(cache_dir):
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    folder = cache_dir / "things"
    folder.mkdir(parents=True)
    stale, fresh = folder / ".tmp-stale", folder / ".tmp-fresh"  # fresh: a live writer's
    for f in (stale, fresh):
        f.write_bytes(b"half an entry")
    old = time.time() - _diskcache.STALE_SECONDS - 60
    os.utime(stale, (old, old))
    store.store("key", b"payload")
    assert not stale.exists() and fresh.exists()
    assert store.load("key") == b"payload"


def test_a_dead_writers_temporaries_are_swept_at_once_a_live_ones_kept(cache_dir):
    import subprocess

    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    dead, live = int(done.stdout), os.getppid()  # the child has exited; our parent runs
    store = _diskcache.DiskStore("things", b"TEST-1\n")
    folder = cache_dir / "things"
    folder.mkdir(parents=True)
    gone, running = folder / f".tmp-{dead}-abc", folder / f".tmp-{live}-abc"
    for f in (gone, running):
        f.write_bytes(b"half an entry")
    store.store("key", b"payload")
    assert not gone.exists() and running.exists()


def test_a_thread_stopped_mid_write_at_exit_leaves_no_temporary(cache_dir):
    """A daemon thread (the plan cache's background builds) stops where it is when the
    interpreter ends, its ``finally`` never run: the process removes its own temporaries."""
    import subprocess

    script = textwrap.dedent("""
        import os, threading, time
        from iree_vkfft import _diskcache
        writing = threading.Event()
        def stuck(fd, data):
            os.write(fd, data[:10])
            writing.set()
            time.sleep(3600)
        _diskcache._write_all = stuck
        store = _diskcache.DiskStore("things", b"TEST-1\\n")
        threading.Thread(target=store.store, args=("key", b"payload"), daemon=True).start()
        assert writing.wait(60)
    """)
    env = dict(os.environ, IREE_VKFFT_CACHE_DIR=str(cache_dir))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (cache_dir / "things").is_dir() and temporaries(cache_dir) == []


# ----------------------------------------------------------------------------------------
# the kernel cache (plans) and the .vmfb cache
# ----------------------------------------------------------------------------------------
def _fresh_plans(tiered: bool = False):
    plan_cache.clear()
    return iree_vkfft.use_tiered(tiered)


@pytest.mark.vulkan
@pytest.mark.parametrize("step,error", [("write", "ENOSPC"), ("short-write", "EDQUOT"),
                                        ("fsync", "EIO"), ("close", "EDQUOT"),
                                        ("replace", "ENOSPC")])
def test_a_failed_kernel_cache_write_keeps_plans_right(cache_dir, monkeypatch, caplog, rng, step,
                                                       error):
    x = random_array(rng, (3, 120), np.complex64)
    r = random_array(rng, (2, 250), np.float32)
    faults = Faults(monkeypatch, step, ERRORS[error])
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"), _fresh_plans():
        y, z = iree_vkfft.fft.fft(x), iree_vkfft.fft.rfft(r)
    assert faults.hits >= 2 and temporaries(cache_dir) == []
    assert not list((cache_dir / "kernels").glob("*.bin"))
    assert len(write_warnings(caplog)) == 1
    assert_fft_close(y, np.fft.fft(x.astype(np.complex128)), [120])
    assert_fft_close(z, np.fft.rfft(r.astype(np.float64)), [250])
    faults.armed = False
    with _fresh_plans():  # room again: the same bits, now cached
        np.testing.assert_array_equal(iree_vkfft.fft.fft(x), y)
        np.testing.assert_array_equal(iree_vkfft.fft.rfft(r), z)
    assert len(list((cache_dir / "kernels").glob("*.bin"))) == 2
    assert temporaries(cache_dir) == []


PORTABLE = """func.func @main(%x: tensor<4x64xcomplex<f32>>) -> tensor<4x64xcomplex<f32>> {
  %y = stablehlo.fft %x, type = FFT, length = [64] : (tensor<4x64xcomplex<f32>>) -> tensor<4x64xcomplex<f32>>
  return %y : tensor<4x64xcomplex<f32>>
}"""


@pytest.mark.parametrize("step,error", [("short-write", "ENOSPC"), ("fsync", "EIO"),
                                        ("replace", "EDQUOT")])
def test_a_failed_vmfb_cache_write_keeps_the_program_right(cache_dir, monkeypatch, caplog, step,
                                                           error):
    x = (np.arange(256).reshape(4, 64) % 7).astype(np.complex64)
    faults = Faults(monkeypatch, step, ERRORS[error])
    with caplog.at_level(logging.DEBUG, logger="iree_vkfft"):
        program = iree_vkfft.compile(PORTABLE, mode="portable", target="llvm-cpu")
    assert faults.hits >= 1 and temporaries(cache_dir) == []
    assert not list((cache_dir / "vmfb").glob("*.vmfb"))
    assert len(write_warnings(caplog)) == 1
    (y,) = program(x)
    assert_fft_close(np.asarray(y), np.fft.fft(x.astype(np.complex128)), [64])
    faults.armed = False
    (again,) = iree_vkfft.compile(PORTABLE, mode="portable", target="llvm-cpu")(x)
    np.testing.assert_array_equal(np.asarray(again), np.asarray(y))
    assert len(list((cache_dir / "vmfb").glob("*.vmfb"))) == 1 and temporaries(cache_dir) == []


def test_the_dropin_compilers_temporary_module_is_removed_when_its_write_fails(tmp_path,
                                                                               monkeypatch):
    from iree_vkfft.compiler import driver
    from iree_vkfft.compiler.jobs import find_iree_compile, read_command_line

    source = tmp_path / "fft.mlir"
    source.write_text(PORTABLE)
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    real = pathlib.Path.write_bytes

    def full(self, data):
        if str(self).startswith(str(temp)):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(self, data)

    monkeypatch.setattr(pathlib.Path, "write_bytes", full)
    cl = read_command_line(["--iree-hal-target-backends=llvm-cpu", str(source)])
    with pytest.raises(OSError, match=os.strerror(errno.ENOSPC)):
        driver.plan(cl, find_iree_compile(None), source.read_bytes())
    assert list(temp.iterdir()) == []


# ----------------------------------------------------------------------------------------
# a real, nearly full filesystem
# ----------------------------------------------------------------------------------------
_SMALL_DISK_CHILD = textwrap.dedent("""
    import logging, os, sys
    import numpy as np
    import iree_vkfft
    records = []
    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)
    logging.getLogger("iree_vkfft").addHandler(Keep(level=logging.WARNING))
    root = os.environ["IREE_VKFFT_CACHE_DIR"]
    with open(os.path.join(root, "filler"), "wb") as f:  # nearly full: ~12 KiB left
        f.write(b"\\0" * (52 << 10))
    rng = np.random.default_rng(0)
    worst = 0.0
    with iree_vkfft.use_tiered(False):
        for n in (4099, 1000, 400, 127, 96, 60):
            x = (rng.standard_normal((4, n)) + 1j * rng.standard_normal((4, n)))
            y = iree_vkfft.fft.fft(x.astype(np.complex64))
            ref = np.fft.fft(x)
            worst = max(worst, np.linalg.norm(y - ref) / np.linalg.norm(ref))
    source = sys.argv[1]
    program = iree_vkfft.compile(open(source).read(), mode="portable", target="llvm-cpu")
    x = (np.arange(256).reshape(4, 64) % 7).astype(np.complex64)
    (y,) = program(x)
    ref = np.fft.fft(x.astype(np.complex128))
    worst = max(worst, np.linalg.norm(np.asarray(y) - ref) / np.linalg.norm(ref))
    left = [f for d, _, fs in os.walk(root) for f in fs if f.startswith(".tmp-")]
    warned = [r.getMessage() for r in records if "cannot be written" in r.getMessage()]
    stores = sorted({m.split(" cache cannot")[0].split()[-1] for m in warned})
    print(len(left), len(warned), ",".join(stores), worst)
""")


def test_a_nearly_full_tmpfs_leaves_no_temporary(tmp_path):
    """A 64 KiB tmpfs, nearly filled, as the cache folder (root only: mounted in a private
    mount namespace): kernels and a .vmfb that do not fit fail partway; no temporary is left,
    each store warns once, every result is right."""
    script, source = tmp_path / "child.py", tmp_path / "fft.mlir"
    script.write_text(_SMALL_DISK_CHILD)
    source.write_text(PORTABLE)
    result = run_on_small_tmpfs("64k", f"{sys.executable} {script} {source}", tmp_path)
    assert result.returncode == 0, result.stderr[-3000:]
    left, warned, stores, worst = result.stdout.split()
    assert left == "0" and float(worst) < 1e-5, result.stdout + result.stderr
    assert stores == "kernels,vmfb" and warned == "2", result.stdout + result.stderr


_FULL_TMPDIR_CHILD = textwrap.dedent("""
    import os, sys
    import iree_vkfft
    root = os.environ["TMPDIR"]
    with open(os.path.join(root, "filler"), "wb") as f:  # the whole disk
        try:
            f.write(b"\\0" * (1 << 20))
        except OSError:
            pass
    try:
        iree_vkfft.compile(open(sys.argv[1]).read(), mode="portable", use_cache=False)
    except OSError as e:
        print("OSError", e.errno, e)
""")


def test_a_full_temporary_folder_is_named_not_blamed_on_the_program(tmp_path):
    """iree-compile writing its output to a full TMPDIR ("LLVM ERROR: IO failure on output
    stream: No space left on device") raises an OSError naming the folder, not a diagnosis
    of the program's FFT forms."""
    script, source = tmp_path / "child.py", tmp_path / "fft.mlir"
    script.write_text(_FULL_TMPDIR_CHILD)
    source.write_text(PORTABLE)
    result = run_on_small_tmpfs("64k", f"{sys.executable} {script} {source}", tmp_path,
                                TMPDIR=tmp_path / "small")
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.startswith(f"OSError {errno.ENOSPC} "), result.stdout + result.stderr
    assert "no space left on device" in result.stdout and "TMPDIR" in result.stdout
