"""Several Vulkan devices in one process: one thread per device, items handed out as threads
free up.

``use_device`` is a context variable, so it holds per thread (a new thread starts on the
default device, whatever the thread that started it chose). :func:`spread` starts one thread
per device, each inside ``use_device(its device)``, and gives every thread the next item
when it is done with the last: direct FFTs (:mod:`iree_vkfft.fft`) and compiled programs
(whose modules load on the calling thread's device, one copy per device) then run on all
devices at once. Python releases the GIL inside VkFFT's and IREE's calls, so the threads run
in parallel.
"""

from __future__ import annotations

import logging
import queue
import threading
from typing import Any, Callable, Iterable, Sequence

from . import _config, _engine

__all__ = ["spread"]

_log = logging.getLogger(__name__)


def _worker(device: _engine.Device, fn: Callable[[Any], Any], todo: queue.SimpleQueue,
            results: list, failed: list, stop: threading.Event) -> None:
    with _config.use_device(device):
        while not stop.is_set():
            try:
                i, item = todo.get_nowait()
            except queue.Empty:
                return
            try:
                results[i] = fn(item)
            except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
                failed.append((i, e))
                stop.set()


def spread(fn: Callable[[Any], Any], items: Iterable[Any],
           devices: Sequence[Any] | None = None) -> list[Any]:
    """``[fn(item) for item in items]``, computed by one thread per Vulkan device.

    ``devices``: indices, name substrings or :class:`~iree_vkfft.Device` (repeats allowed:
    two threads on one device); default: every device :func:`~iree_vkfft.devices` lists.
    Results come back in the order of ``items``. The first exception ``fn`` raises stops the
    other threads (after their current item) and is raised here.
    """
    if isinstance(devices, (str, int, _engine.Device)):
        raise TypeError(f"devices must be a sequence of devices, not one ({devices!r}): "
                        f"use devices=[{devices!r}]")
    chosen = [_engine.select_device(d) for d in
              (devices if devices is not None else _engine._available())]
    if not chosen:
        raise ValueError("spread() needs at least one device")
    work = list(items)
    if not work:
        return []
    todo: queue.SimpleQueue = queue.SimpleQueue()
    for pair in enumerate(work):
        todo.put(pair)
    results: list = [None] * len(work)
    failed: list = []
    stop = threading.Event()
    threads = [threading.Thread(target=_worker, name=f"iree-vkfft-spread-{k}",
                                args=(d, fn, todo, results, failed, stop), daemon=True)
               for k, d in enumerate(chosen[:len(work)])]
    _log.debug("spreading %d items over %s", len(work), ", ".join(map(str, chosen)))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failed:
        raise failed[0][1]
    return results
