"""pytest plugin (``-p scipy_exclusive_backend``): install iree_vkfft's scipy.fft backend
globally and exclusively, so that scipy's own test files run every scipy.fft call on VkFFT
(NotImplemented becomes an error instead of a silent fall back to pocketfft)."""

import scipy.fft

import iree_vkfft.scipy_backend


def pytest_configure(config):
    scipy.fft.set_global_backend(iree_vkfft.scipy_backend, only=True)
