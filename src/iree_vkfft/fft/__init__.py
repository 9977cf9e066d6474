"""numpy.fft-compatible transforms running on VkFFT (Vulkan).

Same functions, signatures, dtype rules and error messages as :mod:`numpy.fft` (numpy 2),
plus :class:`~iree_vkfft.DeviceArray` inputs, which stay on the device.
"""

from numpy.fft import fftfreq, fftshift, ifftshift, rfftfreq  # index math: numpy's own

from ._api import (fft, fft2, fftn, hfft, ifft, ifft2, ifftn, ihfft, irfft, irfft2, irfftn, rfft,
                   rfft2, rfftn)

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "ifft2", "rfft2", "irfft2",
           "fftn", "ifftn", "rfftn", "irfftn", "fftfreq", "rfftfreq", "fftshift", "ifftshift"]
