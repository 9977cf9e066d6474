"""``python -m iree_vkfft.bench --plan-worker`` / ``--many-shapes-worker``: the subprocess side
of :mod:`.workers` (internal; people run ``iree-vkfft bench``)."""

import sys

from .workers import _many_shapes_worker, _plan_worker

if sys.argv[1:] == ["--plan-worker"]:
    _plan_worker()
elif sys.argv[1:] == ["--many-shapes-worker"]:
    _many_shapes_worker()
else:
    sys.exit("usage: python -m iree_vkfft.bench --plan-worker (internal); "
             "use `iree-vkfft bench` instead")
