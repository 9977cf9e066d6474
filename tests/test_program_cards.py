"""Damaged program cards (the JSON inside a saved ``.vmfb``): every kind of damage is one
``CardError`` (a ValueError) naming the file, through ``iree_vkfft.load`` and unpickling, and
the CLI's ``inspect``/``run`` print one message and exit non-zero, never a traceback."""

from __future__ import annotations

import pickle
import re
import subprocess
import sys

import pytest

import iree_vkfft
from iree_vkfft.toolchain.metadata import CardError
from conftest import child_env

SOURCE = """func.func @main(%x: tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>> {
  %y = stablehlo.fft %x, type = FFT, length = [16] : (tensor<2x16xcomplex<f32>>) -> tensor<2x16xcomplex<f32>>
  return %y : tensor<2x16xcomplex<f32>>
}"""


@pytest.fixture(scope="module")
def vmfb(tmp_path_factory) -> bytes:
    program = iree_vkfft.compile(SOURCE, mode="portable", target="llvm-cpu")
    return program.vmfb


def damaged(vmfb: bytes, old: bytes, new: bytes) -> bytes:
    """``vmfb`` with the card's text ``old`` replaced by ``new`` of the same length (the
    flatbuffer stays valid: only the card's string changes)."""
    assert len(old) == len(new) and vmfb.count(old) == 1, old
    return vmfb.replace(old, new)


CASES = {
    "not JSON": (b'{"entry": "main"', b'X"entry": "main"', "not JSON"),
    "missing field": (b'"entry": "main"', b'"entrx": "main"', "missing field(s) entry"),
    "wrong type": (b'"entry": "main"', b'"entry": 123456', "'entry' of type int"),
    "unknown format": (b'"format": 1', b'"format": 7', "format 7"),
    "not an object": (b'{"entry": "main", ', b'["entry", "main", ', "not JSON"),
    "bad contents": (b'"inputs": [[[2, 16], "complex64"]]',
                     b'"inputs": [[[2, 16], "complex65"]]', "does not describe"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_card_is_one_card_error_naming_the_file(vmfb, tmp_path, case):
    old, new, message = CASES[case]
    path = tmp_path / "prog.vmfb"
    path.write_bytes(damaged(vmfb, old, new))
    with pytest.raises(CardError, match=re.escape(message)) as info:
        iree_vkfft.load(path)
    assert str(info.value).startswith(str(path))
    with pytest.raises(CardError, match=re.escape(message)):
        iree_vkfft.load(path.read_bytes())


def test_card_error_is_a_value_error_exported_by_the_package():
    assert iree_vkfft.CardError is CardError and issubclass(CardError, ValueError)


def test_unpickling_a_program_with_a_damaged_card_is_a_card_error(vmfb):
    program = iree_vkfft.load(vmfb)
    blob = pickle.dumps(program)
    old, new, _ = CASES["missing field"]
    with pytest.raises(CardError):
        pickle.loads(damaged(blob, old, new))


@pytest.mark.parametrize("command", ["inspect", "run"])
@pytest.mark.parametrize("case", ["not JSON", "missing field", "wrong type", "bad contents"])
def test_the_cli_reports_a_damaged_card_without_a_traceback(vmfb, tmp_path, command, case):
    old, new, message = CASES[case]
    path = tmp_path / "prog.vmfb"
    path.write_bytes(damaged(vmfb, old, new))
    extra = ["--output", str(tmp_path / "out.npz")] if command == "run" else []
    result = subprocess.run([sys.executable, "-m", "iree_vkfft", command, str(path), *extra],
                            env=child_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr and message in result.stderr, result.stderr
    assert str(path) in result.stderr
