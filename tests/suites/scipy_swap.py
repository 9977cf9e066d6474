"""pytest plugin (``-p scipy_swap``): iree_vkfft's scipy.fft backend installed globally and
exclusively (``only=True``: a call the backend declines fails instead of reaching scipy's own
pocketfft). Used by ``tests/test_scipy_suite.py`` to run scipy's own test files against it."""

import multiprocessing

import scipy.fft

import iree_vkfft

scipy.fft.set_global_backend(iree_vkfft.scipy_backend, only=True)
# scipy's conftest makes multiprocessing start workers from a forkserver: preloading this
# module there installs the backend in the workers too (test_multiprocess then compares our
# results in forked workers with ours in the parent, not with scipy's pocketfft).
multiprocessing.set_forkserver_preload([__name__])


def pytest_terminal_summary(terminalreporter):
    from iree_vkfft import plan_cache

    terminalreporter.write_line(
        f"iree_vkfft plan cache: {plan_cache.hits} calls on a ready plan, {plan_cache.not_ready} "
        f"on the host with no plan ready, {plan_cache.host_faster} on the host as faster, "
        f"{plan_cache.misses} plans built or queued")
