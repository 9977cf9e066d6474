"""pytest plugin (``-p scipy_exclusive_backend``): install iree_vkfft's scipy.fft backend
globally and exclusively, so that scipy's own test files run every scipy.fft call on VkFFT
(NotImplemented becomes an error instead of a silent fall back to pocketfft).

Several of scipy's tests draw unseeded ``np.random.random`` inputs and compare with a pure
relative tolerance (``atol=0``), so an element that happens to land near zero can fail on a
rounding of 1e-16 in one run out of many (seen once: ``test_identity_nd``, DCT-III 10x12, an
element of 2.4e-9 off by 1.5e-16). Each test gets numpy's global generator seeded from its
own name, so a run is reproducible: a failure is one that fails every time."""

import zlib

import numpy as np
import scipy.fft

import iree_vkfft.scipy_backend


def pytest_configure(config):
    scipy.fft.set_global_backend(iree_vkfft.scipy_backend, only=True)


def pytest_runtest_setup(item):
    np.random.seed(zlib.crc32(item.nodeid.encode()))
