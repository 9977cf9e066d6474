"""The one cache folder every cache of the package lives in (kernels, ``.vmfb`` files).

``$IREE_VKFFT_CACHE_DIR`` (``off``, ``0``, ``none``, ``false`` or ``no`` disables every cache:
nothing is written anywhere), else ``$XDG_CACHE_HOME/iree-vkfft``, else
``~/.cache/iree-vkfft``. Pure lookups: nothing is created here.
"""

from __future__ import annotations

import os
import pathlib

__all__ = ["cache_root", "cache_subdir"]

_OFF = ("off", "0", "none", "false", "no")


def cache_root() -> pathlib.Path | None:
    """The cache folder, or None when caching is off."""
    env = os.environ.get("IREE_VKFFT_CACHE_DIR")
    if env is not None and env.strip().lower() in _OFF:
        return None
    if env:
        return pathlib.Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(xdg) / "iree-vkfft"


def cache_subdir(name: str) -> pathlib.Path | None:
    """``cache_root() / name``, or None when caching is off."""
    root = cache_root()
    return None if root is None else root / name
