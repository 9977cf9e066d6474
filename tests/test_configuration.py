"""Every environment variable the package reads is documented on one page
(docs/configuration.md) and shown by ``iree-vkfft info``, which prints the effective
configuration and exits 0."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from iree_vkfft import _info
from conftest import child_env

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "configuration.md"
NAME = re.compile(r"\bIREE_VKFFT_[A-Z0-9_]*[A-Z0-9]\b")
CPP_SUFFIXES = (".cc", ".cpp", ".h", ".hpp", ".c")


def _sources():
    yield from (ROOT / "src").rglob("*.py")
    for path in (ROOT / "cpp").rglob("*"):
        if path.suffix in CPP_SUFFIXES:
            yield path


def names_in_sources() -> set[str]:
    """Every IREE_VKFFT_* name in src/ and cpp/, less the C preprocessor macros the engine
    defines (``#define IREE_VKFFT_...``: not environment variables)."""
    found, macros = set(), set()
    for path in _sources():
        text = path.read_text(errors="replace")
        found |= set(NAME.findall(text))
        macros |= set(re.findall(r"#\s*define\s+(IREE_VKFFT_\w+)", text))
    return found - macros


def info(*args: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "iree_vkfft", "info", *args],
                          env=child_env(**env), capture_output=True, text=True, timeout=300)


def test_the_source_scan_finds_the_variables():
    names = names_in_sources()
    for expected in ("IREE_VKFFT_CACHE_DIR", "IREE_VKFFT_TIERED", "IREE_VKFFT_VULKAN_LOADER",
                     "IREE_VKFFT_FORCE_STAGING"):  # the last two: read by the native engine
        assert expected in names
    assert "IREE_VKFFT_VULKAN_COMMANDS" not in names  # a C macro


def test_every_variable_is_documented():
    doc = DOC.read_text()
    missing = sorted(n for n in names_in_sources() if f"`{n}`" not in doc)
    assert not missing, f"not in docs/configuration.md: {missing}"


def test_infos_list_is_exactly_the_variables_in_the_sources():
    assert {v.name for v in _info.ENVIRONMENT} == names_in_sources()


def test_info_prints_every_variable_and_exits_0(tmp_path):
    result = info(IREE_VKFFT_SAVE_TEMPS=tmp_path / "temps")
    assert result.returncode == 0, result.stderr[-3000:]
    out = result.stdout
    missing = sorted(n for n in names_in_sources() if n not in out)
    assert not missing, f"not in `iree-vkfft info`: {missing}\n{out}"
    assert re.search(rf"IREE_VKFFT_SAVE_TEMPS\s+= {re.escape(str(tmp_path / 'temps'))}\s+\(set\)",
                     out), out
    assert re.search(r"IREE_VKFFT_TIER_AFTER\s+= 3\s+\(default\)", out), out
    for heading in ("iree-vkfft ", "IREE compiler ", "engine: ", "Vulkan devices:", "cache: ",
                    "plan cache: ", "environment:"):
        assert heading in out, out


def test_info_json_and_a_disabled_cache(tmp_path):
    result = info("--json", IREE_VKFFT_CACHE_DIR="off", IREE_VKFFT_TIER_SWITCH="5")
    assert result.returncode == 0, result.stderr[-3000:]
    data = json.loads(result.stdout)
    assert data["cache"] == {"dir": None, "enabled": False, "folders": {}}
    env = {row["name"]: row for row in data["environment"]}
    assert set(env) == names_in_sources()
    assert env["IREE_VKFFT_TIER_SWITCH"]["value"] == "5" and \
        env["IREE_VKFFT_TIER_SWITCH"]["source"] == "set"
    assert data["plan_cache"]["tier_switch"] == 5
    assert isinstance(data["engine"], bool) and data["iree_vkfft"]


def test_info_shows_the_cache_folder_sizes(tmp_path):
    cache = tmp_path / "cache"
    (cache / "kernels").mkdir(parents=True)
    (cache / "kernels" / "a.bin").write_bytes(b"x" * 2048)
    result = info("--json", IREE_VKFFT_CACHE_DIR=cache)
    assert result.returncode == 0, result.stderr[-3000:]
    data = json.loads(result.stdout)
    assert data["cache"]["dir"] == str(cache)
    assert data["cache"]["folders"]["kernels"] == {"files": 1, "bytes": 2048}
    text = info(IREE_VKFFT_CACHE_DIR=cache).stdout
    assert "kernels: 1 files, 2 KiB" in text, text


def test_a_reader_that_goes_away_ends_info_quietly():
    """``iree-vkfft info | head -1``: no error message, exit status 141 (as cat's SIGPIPE)."""
    p = subprocess.Popen([sys.executable, "-m", "iree_vkfft", "info"], env=child_env(),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0)
    p.stdout.close()  # before the child has imported anything, so its first write fails
    _, err = p.communicate(timeout=300)
    assert p.returncode == 141 and not err.strip(), (p.returncode, err)
