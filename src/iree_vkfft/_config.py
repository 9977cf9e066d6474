"""Configuration by context managers (per thread / task): the default device, tiered plans."""

from __future__ import annotations

import contextlib
import contextvars
import os

from . import _engine

_device_var: contextvars.ContextVar = contextvars.ContextVar("iree_vkfft_device", default=None)


def current_device() -> _engine.Device:
    """The device FFTs run on: the innermost ``use_device`` block, else the default choice."""
    return _engine.select_device(_device_var.get())


@contextlib.contextmanager
def use_device(device):
    """Run FFTs in this block on ``device`` (index, name substring or Device)."""
    resolved = _engine.select_device(device)
    token = _device_var.set(resolved)
    try:
        yield resolved
    finally:
        _device_var.reset(token)


def _tiered_default() -> bool:
    raw = os.environ.get("IREE_VKFFT_TIERED", "1").strip().lower()
    if raw in ("1", "on", "true", "yes", ""):
        return True
    if raw in ("0", "off", "false", "no"):
        return False
    raise ValueError(f"IREE_VKFFT_TIERED must be 1/on or 0/off, got {raw!r}")


_tiered_var: contextvars.ContextVar = contextvars.ContextVar("iree_vkfft_tiered",
                                                             default=_tiered_default())


def tiered() -> bool:
    """Whether a small host-array call runs on numpy's pocketfft until its shape's switch call
    (its plan builds in the background meanwhile; later calls use the plan). Which side runs
    a call is a pure rule of the shape and its call count, never of timing: results repeat
    across runs (:mod:`iree_vkfft._cache`). On by default; ``IREE_VKFFT_TIERED=0`` or
    ``use_tiered(False)`` turns it off."""
    return _tiered_var.get()


@contextlib.contextmanager
def use_tiered(enabled: bool):
    """Turn the tiered host path on or off in this block (per thread / task)."""
    token = _tiered_var.set(bool(enabled))
    try:
        yield
    finally:
        _tiered_var.reset(token)
