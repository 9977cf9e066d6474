"""``python -m iree_vkfft``: the ``iree-vkfft`` command line."""

import sys

from .cli import main

sys.exit(main())
