"""scipy.fft on VkFFT: the same functions, signatures and argument rules as :mod:`scipy.fft`.

- Fourier transforms: fft, ifft, rfft, irfft, hfft, ihfft and their 2-D/N-D forms, including
  hfft2, ihfft2, hfftn, ihfftn (numpy has no N-D Hermitian transforms).
- Real-to-real: dct, idct, dst, idst, dctn, idctn, dstn, idstn (types 1-4, every norm and
  ``orthogonalize``), on VkFFT's own DCT/DST plans where they are exact (an FFT formulation
  elsewhere; see docs/guide/scipy.md).
- Helpers: next_fast_len, prev_fast_len (VkFFT's radices), and fftfreq, rfftfreq, fftshift, ifftshift.

``overwrite_x`` and ``workers`` are accepted (and checked like scipy's) but the device does
the work; ``plan`` raises NotImplementedError as in scipy. DeviceArrays stay on the device.
The same functions serve scipy.fft itself through :mod:`iree_vkfft.scipy_backend`.
"""

from numpy.fft import fftfreq, fftshift, ifftshift, rfftfreq  # index math: numpy's own

from ._basic import (fft, fft2, fftn, hfft, hfft2, hfftn, ifft, ifft2, ifftn, ihfft, ihfft2,
                     ihfftn, irfft, irfft2, irfftn, rfft, rfft2, rfftn)
from ._helper import next_fast_len, prev_fast_len
from ._realtransforms import dct, dctn, dst, dstn, idct, idctn, idst, idstn

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2",
           "rfftn", "irfftn", "hfft", "ihfft", "hfft2", "ihfft2", "hfftn", "ihfftn", "dct",
           "idct", "dctn", "idctn", "dst", "idst", "dstn", "idstn", "next_fast_len", "prev_fast_len", "fftfreq",
           "rfftfreq", "fftshift", "ifftshift"]
