#!/usr/bin/env python3
"""Obtain pinned build-time headers (a third_party/*/PIN.txt) and print their include directory.

Downloads the registry artifact named in the pin with pip (the ordinary PyPI client), checks its
sha256, and extracts only the pinned member (headers and license) into a cache directory.
Re-running is free once the cache holds a verified copy. Exit status 1 with a one-line reason on
any failure. Used for VkFFT (always) and the Vulkan headers (when the system has none).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import tempfile

HERE = pathlib.Path(__file__).resolve().parent


def read_pin(path: pathlib.Path) -> dict[str, str]:
    pin = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition("=")
            pin[key.strip()] = value.strip()
    return pin


def cache_root() -> pathlib.Path:
    env = os.environ.get("IREE_VKFFT_CACHE_DIR", "")
    if env and env.lower() not in ("off", "0", "none"):
        return pathlib.Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(xdg) / "iree-vkfft"


def sha256_of(path: pathlib.Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def download(pin: dict[str, str], dest: pathlib.Path) -> pathlib.Path:
    archive = dest / pin["artifact_file"]
    if archive.exists() and sha256_of(archive) == pin["sha256"]:
        return archive
    args = ["download", "--no-deps", "--no-binary", ":all:", "--no-build-isolation",
            "-d", str(dest), pin["artifact"]]
    # Inside pip's isolated build environment (pip install .) the interpreter does not see
    # pip: drop the variables that isolate it so the base installation's pip is used.
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONNOUSERSITE", "PYTHONHOME")}
    launchers = [[sys.executable, "-m", "pip"]]
    launchers += [[p] for p in (shutil.which("pip3"), shutil.which("pip")) if p]
    errors = []
    for launcher in launchers:
        result = subprocess.run(launcher + args, capture_output=True, text=True, env=env)
        if result.returncode == 0 and archive.exists():
            break
        errors.append(f"{' '.join(launcher)}: "
                      f"{(result.stderr or result.stdout).strip().splitlines()[-1:]}")
    else:
        raise SystemExit(f"fetch_pinned: could not download {pin['artifact']}: {errors}")
    got = sha256_of(archive)
    if got != pin["sha256"]:
        archive.unlink()
        raise SystemExit(f"fetch_pinned: sha256 mismatch for {archive.name}: got {got}, "
                         f"expected {pin['sha256']}")
    return archive


def extract(archive: pathlib.Path, member: str, target: pathlib.Path) -> None:
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="vkfft-", dir=target.parent))
    try:
        with tarfile.open(archive) as tar:
            members = [m for m in tar.getmembers()
                       if m.name.startswith(member) and (m.isfile() or m.isdir())]
            if not members:
                raise SystemExit(f"fetch_pinned: {member} not found in {archive.name}")
            tar.extractall(tmp, members=members, filter="data")
        shutil.rmtree(target, ignore_errors=True)
        os.replace(tmp / member, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pin", type=pathlib.Path, nargs="?", default=HERE / "vkfft" / "PIN.txt",
                        help="the PIN.txt to fetch (default: VkFFT's)")
    parser.add_argument("--cache-dir", type=pathlib.Path, default=None)
    args = parser.parse_args(argv)
    pin = read_pin(args.pin)
    root = args.cache_dir or cache_root()
    target = root / f"{pin['name']}-{pin['version']}"
    include = target / pin["include"]
    stamp = target / ".sha256"
    if not (include / pin["check"]).exists() or not stamp.exists() or stamp.read_text() != pin["sha256"]:
        root.mkdir(parents=True, exist_ok=True)
        archive = download(pin, root)
        extract(archive, pin["member"], target)
        stamp.write_text(pin["sha256"])
        archive.unlink()  # keep only the extracted headers, not the archive
    print(include)
    return 0


if __name__ == "__main__":
    sys.exit(main())
