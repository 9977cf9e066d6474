"""Benchmark iree-vkfft against numpy.fft and scipy.fft: ``iree-vkfft bench`` as a script.

    PYTHONPATH=src python3 benchmarks/bench_fft.py [--quick] [--repeat N] [--json PATH] [--plot PATH]
"""

import sys

from iree_vkfft.cli import main

if __name__ == "__main__":
    sys.exit(main(["bench", *sys.argv[1:]]))
