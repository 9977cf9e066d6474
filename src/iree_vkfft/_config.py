"""Configuration by context managers (per thread / task): the default device."""

from __future__ import annotations

import contextlib
import contextvars

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
