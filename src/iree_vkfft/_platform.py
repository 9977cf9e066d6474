"""What differs between the platforms the package installs on (Linux, macOS, Windows)."""

from __future__ import annotations

import os
from typing import Callable

__all__ = ["at_fork"]


def at_fork(*, before: Callable[[], object] | None = None,
            after_in_parent: Callable[[], object] | None = None,
            after_in_child: Callable[[], object] | None = None) -> None:
    """``os.register_at_fork`` where the platform forks; nothing on Windows, which has no
    ``fork`` (and no ``os.register_at_fork``: importing the package failed there)."""
    register = getattr(os, "register_at_fork", None)
    if register is None:
        return
    hooks = {"before": before, "after_in_parent": after_in_parent,
             "after_in_child": after_in_child}
    register(**{name: hook for name, hook in hooks.items() if hook is not None})
