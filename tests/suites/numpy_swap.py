"""pytest plugin (``-p numpy_swap``): numpy.fft's 14 transforms replaced by iree_vkfft.fft's.

Loaded before collection, so the ``parametrize`` lists of numpy's own test file (which hold
``np.fft.fftn`` and friends as objects) pick up the replacements too. Used by
``tests/test_numpy_suite.py`` to run ``numpy/fft/tests/test_pocketfft.py`` against us.
"""

import numpy as np

from iree_vkfft import fft as _ours

NAMES = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fftn", "ifftn", "rfftn", "irfftn",
         "fft2", "ifft2", "rfft2", "irfft2")

for _name in NAMES:
    setattr(np.fft, _name, getattr(_ours, _name))


def pytest_terminal_summary(terminalreporter):
    """How many calls found a VkFFT plan ready (hits) and how many plans were built."""
    from iree_vkfft import plan_cache

    terminalreporter.write_line(
        f"iree_vkfft plan cache: {plan_cache.hits} calls on a ready plan, {plan_cache.not_ready} "
        f"on the host while their plan built, {plan_cache.misses} plans built or queued, "
        f"{len(plan_cache)} cached")
