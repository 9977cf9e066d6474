"""exponax 0.2.0: ETDRK pseudo-spectral steppers (``exponax.stepper.*``) rolled out with
``exponax.rollout`` (a ``lax.scan``), the way its docs train neural emulators: the loss of a
rollout against a target and its gradient with respect to the initial condition
(``jax.value_and_grad``: an RFFT/IRFFT forward scan and its reverse-mode scan).

- ``exponax_burgers_grad``: Burgers 1-D, N = 128, 20 steps (the third-wave issue's program);
- ``exponax_ks_grad``: Kuramoto-Sivashinsky (conservative) 1-D, N = 96, 12 steps;
- ``exponax_kdv_rollout``: Korteweg-de Vries 1-D, N = 160, a 16-step trajectory (no gradient);
- ``exponax_burgers2d_grad``: Burgers 2-D (two channels), 48 x 48, 6 steps.
"""

from __future__ import annotations

import numpy as np

from .common import LibraryProgram, smooth_field


def _loss_and_grad(make_stepper, steps):
    def build():
        import exponax
        import jax
        import jax.numpy as jnp

        stepper = make_stepper()

        def loss(u0, target):
            trajectory = exponax.rollout(stepper, steps, include_init=False)(u0)
            return jnp.mean((trajectory[-1] - target) ** 2)

        return jax.value_and_grad(loss)

    return build


def _rollout(make_stepper, steps):
    def build():
        import exponax

        stepper = make_stepper()
        return lambda u0: exponax.rollout(stepper, steps, include_init=True)(u0)

    return build


def _burgers_1d():
    import exponax
    return exponax.stepper.Burgers(1, 1.0, 128, 0.01, diffusivity=0.03)


def _ks_1d():
    import exponax
    return exponax.stepper.KuramotoSivashinskyConservative(1, 30.0, 96, 0.05)


def _kdv_1d():
    import exponax
    return exponax.stepper.KortewegDeVries(1, 20.0, 160, 0.01)


def _burgers_2d():
    import exponax
    return exponax.stepper.Burgers(2, 1.0, 48, 0.01, diffusivity=0.05)


def _fields(shape, channels, with_target):
    def inputs(rng):
        u0 = np.stack([smooth_field(rng, shape) for _ in range(channels)])
        if not with_target:
            return [u0]
        return [u0, (0.9 * u0 + 0.1 * np.stack([smooth_field(rng, shape)
                                                 for _ in range(channels)])).astype(np.float32)]
    return inputs


PROGRAMS = {
    "exponax_burgers_grad": LibraryProgram(_loss_and_grad(_burgers_1d, 20),
                                           _fields((128,), 1, True)),
    "exponax_ks_grad": LibraryProgram(_loss_and_grad(_ks_1d, 12), _fields((96,), 1, True)),
    "exponax_kdv_rollout": LibraryProgram(_rollout(_kdv_1d, 16), _fields((160,), 1, False)),
    "exponax_burgers2d_grad": LibraryProgram(_loss_and_grad(_burgers_2d, 6),
                                             _fields((48, 48), 2, True)),
}
