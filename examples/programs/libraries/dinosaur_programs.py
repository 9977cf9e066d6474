"""dinosaur (NeuralGCM's dynamical core): spherical-harmonic transforms and a few semi-implicit
steps of the primitive equations, as in its tests (``primitive_equations_integration_test``,
``spherical_harmonic_test``).

dinosaur's ``FastSphericalHarmonics`` does its longitude transform with ``jnp.fft.rfft`` /
``irfft`` when ``fourier_method='fft'`` (the default on GPU, matmul elsewhere), so that is set
explicitly to get the same program on every backend.
"""

from __future__ import annotations

import functools

import numpy as np

from .common import LibraryProgram

# The wind transform runs at T21 (22 longitudinal wavenumbers on a 64 x 32 Gauss grid), the
# primitive equations at T15 (48 x 24 grid, 4 sigma levels): each step inlines dozens of copies
# of the grid's modal-shaped constants (masks, eigenvalues), which at T21 would double the size.
_T21 = (21, 16)
_T15 = (15, 12)
_LAYERS = 4
_STEPS = 4


def _grid(resolution, radius=None):
    from dinosaur import spherical_harmonic

    max_wavenumber, gaussian_nodes = resolution
    impl = functools.partial(spherical_harmonic.FastSphericalHarmonics, fourier_method="fft")
    return spherical_harmonic.Grid.construct(
        max_wavenumber=max_wavenumber, gaussian_nodes=gaussian_nodes, radius=radius,
        spherical_harmonics_impl=impl)


def _coords():
    from dinosaur import coordinate_systems, sigma_coordinates, units

    physics_specs = units.SimUnits.from_si()
    coords = coordinate_systems.CoordinateSystem(
        _grid(_T15, physics_specs.radius),
        sigma_coordinates.SigmaCoordinates.equidistant(_LAYERS))
    return coords, physics_specs


# --- primitive equations ---------------------------------------------------------------------


def _primitive_equations_step():
    from dinosaur import (primitive_equations, primitive_equations_states, scales,
                          time_integration, xarray_utils)

    coords, physics_specs = _coords()
    _, aux_features = primitive_equations_states.steady_state_jw(coords, physics_specs)
    ref_temps = aux_features[xarray_utils.REF_TEMP_KEY]
    orography = primitive_equations.truncated_modal_orography(
        aux_features[xarray_utils.OROGRAPHY], coords)
    eq = primitive_equations.PrimitiveEquationsSigma(ref_temps, orography, coords, physics_specs)
    dt = physics_specs.nondimensionalize(20 * scales.units.minute)
    # semi-implicit (IMEX) Euler: explicit advection/nonlinear terms, implicit gravity waves.
    # (imex_rk_sil3, the tests' integrator, makes the same program 600 KiB: three explicit
    # evaluations per step.)
    step = time_integration.backward_forward_euler(eq, time_step=dt)
    run = time_integration.repeated(step, _STEPS)

    def fn(vorticity, divergence, temperature_variation, log_surface_pressure):
        state = primitive_equations.State(
            vorticity=vorticity, divergence=divergence,
            temperature_variation=temperature_variation,
            log_surface_pressure=log_surface_pressure)
        out = run(state)
        return (out.vorticity, out.divergence, out.temperature_variation,
                out.log_surface_pressure)

    return fn


def _primitive_equations_inputs(rng):
    """The Jablonowski-Williamson steady state plus its baroclinic perturbation and a small
    random large-scale vorticity/divergence perturbation."""
    from dinosaur import primitive_equations_states

    coords, physics_specs = _coords()
    initial_state_fn, _ = primitive_equations_states.steady_state_jw(coords, physics_specs)
    state = initial_state_fn()
    state = state + primitive_equations_states.baroclinic_perturbation_jw(coords, physics_specs)
    vorticity = np.asarray(state.vorticity, np.float64)
    divergence = np.asarray(state.divergence, np.float64)
    scale = 1e-2 * np.abs(vorticity).max()
    vorticity = vorticity + scale * _random_modal(rng, coords.horizontal, _LAYERS, 10)
    divergence = divergence + 0.1 * scale * _random_modal(rng, coords.horizontal, _LAYERS, 10)
    return [vorticity.astype(np.float32), divergence.astype(np.float32),
            np.asarray(state.temperature_variation, np.float32),
            np.asarray(state.log_surface_pressure, np.float32)]


def _random_modal(rng, grid, layers, max_total_wavenumber):
    """Random spherical-harmonic coefficients up to a total wavenumber, with a red spectrum."""
    m, l = grid.modal_mesh
    keep = grid.mask & (l <= max_total_wavenumber) & (l > 0)
    x = rng.standard_normal((layers,) + grid.modal_shape) * keep / (1.0 + l) ** 1.5
    return x


# --- spherical-harmonic wind transform -------------------------------------------------------


def _sh_wind_transform():
    from dinosaur import spherical_harmonic

    grid = _grid(_T21)

    def fn(u, v):
        # nodal winds -> modal vorticity/divergence (the body of
        # spherical_harmonic.uv_nodal_to_vor_div_modal, which is its own jit and would carry a
        # second copy of the Legendre basis) -> nodal winds via the cos(lat) vector
        u_over_cos_lat = grid.to_modal(u / grid.cos_lat)
        v_over_cos_lat = grid.to_modal(v / grid.cos_lat)
        vorticity = grid.curl_cos_lat((u_over_cos_lat, v_over_cos_lat))
        divergence = grid.div_cos_lat((u_over_cos_lat, v_over_cos_lat))
        u_cos_lat, v_cos_lat = spherical_harmonic.get_cos_lat_vector(
            vorticity, divergence, grid)
        u2 = grid.to_nodal(u_cos_lat) / grid.cos_lat
        v2 = grid.to_nodal(v_cos_lat) / grid.cos_lat
        return vorticity, divergence, u2, v2

    return fn


def _sh_wind_inputs(rng):
    """Winds of a smooth random stream function and velocity potential (band-limited), so that
    u, v vanish like cos(lat) at the poles as real winds do."""
    from dinosaur import spherical_harmonic

    grid = _grid(_T21)
    psi = _random_modal(rng, grid, 3, 12)
    chi = 0.3 * _random_modal(rng, grid, 3, 12)
    vorticity = np.asarray(grid.laplacian(psi))
    divergence = np.asarray(grid.laplacian(chi))
    u, v = spherical_harmonic.vor_div_to_uv_nodal(grid, vorticity, divergence)
    return [np.asarray(u, np.float32), np.asarray(v, np.float32)]


# --- second wave: primitive equations at T21 ----------------------------------------------------

#: T21 (64 x 32 Gauss grid), 6 sigma levels, 2 steps (``repeated``'s loop: a
#: ``stablehlo.while``). The size is the resolution's inlined modal constants, hardly the
#: levels': 384 KiB of MLIR with 6 levels, 405 KiB with 8 (so 6 keeps it under 400 KiB).
_T21_LAYERS = 6
_T21_STEPS = 2


def _coords_at(resolution, layers):
    from dinosaur import coordinate_systems, sigma_coordinates, units

    physics_specs = units.SimUnits.from_si()
    coords = coordinate_systems.CoordinateSystem(
        _grid(resolution, physics_specs.radius),
        sigma_coordinates.SigmaCoordinates.equidistant(layers))
    return coords, physics_specs


def _primitive_equations_at(resolution, layers, steps):
    """The first wave's primitive-equation program (:func:`_primitive_equations_step` and its
    inputs) at another resolution, number of levels and of steps."""

    def build():
        from dinosaur import (primitive_equations, primitive_equations_states, scales,
                              time_integration, xarray_utils)

        coords, physics_specs = _coords_at(resolution, layers)
        _, aux_features = primitive_equations_states.steady_state_jw(coords, physics_specs)
        ref_temps = aux_features[xarray_utils.REF_TEMP_KEY]
        orography = primitive_equations.truncated_modal_orography(
            aux_features[xarray_utils.OROGRAPHY], coords)
        eq = primitive_equations.PrimitiveEquationsSigma(ref_temps, orography, coords,
                                                         physics_specs)
        dt = physics_specs.nondimensionalize(20 * scales.units.minute)
        run = time_integration.repeated(
            time_integration.backward_forward_euler(eq, time_step=dt), steps)

        def fn(vorticity, divergence, temperature_variation, log_surface_pressure):
            out = run(primitive_equations.State(
                vorticity=vorticity, divergence=divergence,
                temperature_variation=temperature_variation,
                log_surface_pressure=log_surface_pressure))
            return (out.vorticity, out.divergence, out.temperature_variation,
                    out.log_surface_pressure)

        return fn

    def inputs(rng):
        from dinosaur import primitive_equations_states

        coords, physics_specs = _coords_at(resolution, layers)
        initial_state_fn, _ = primitive_equations_states.steady_state_jw(coords, physics_specs)
        state = initial_state_fn()
        state = state + primitive_equations_states.baroclinic_perturbation_jw(
            coords, physics_specs)
        vorticity = np.asarray(state.vorticity, np.float64)
        divergence = np.asarray(state.divergence, np.float64)
        scale = 1e-2 * np.abs(vorticity).max()
        vorticity = vorticity + scale * _random_modal(rng, coords.horizontal, layers, 10)
        divergence = divergence + 0.1 * scale * _random_modal(rng, coords.horizontal, layers, 10)
        return [vorticity.astype(np.float32), divergence.astype(np.float32),
                np.asarray(state.temperature_variation, np.float32),
                np.asarray(state.log_surface_pressure, np.float32)]

    return build, inputs


# --- issue 43: the baroclinic-instability notebook's integrator at T21 --------------------------

#: T21, 8 sigma levels, 2 steps of ``imex_rk_sil3`` with the notebook's exponential step filter
#: and its 100 s time step, in ``trajectory_from_step``'s ``lax.scan`` (dinosaur's
#: ``notebooks/baroclinic_instability.ipynb``), from the Jablonowski-Williamson steady state
#: plus the baroclinic perturbation (no random part, unlike the programs above).
_IMEX_LAYERS = 8
_IMEX_STEPS = 2


def _primitive_equations_imex():
    from dinosaur import (primitive_equations, primitive_equations_states, scales,
                          time_integration, xarray_utils)

    coords, physics_specs = _coords_at(_T21, _IMEX_LAYERS)
    _, aux_features = primitive_equations_states.steady_state_jw(coords, physics_specs)
    ref_temps = aux_features[xarray_utils.REF_TEMP_KEY]
    orography = primitive_equations.truncated_modal_orography(
        aux_features[xarray_utils.OROGRAPHY], coords)
    eq = primitive_equations.PrimitiveEquationsSigma(ref_temps, orography, coords,
                                                     physics_specs)
    dt = physics_specs.nondimensionalize(100 * scales.units.s)
    step_fn = time_integration.step_with_filters(
        time_integration.imex_rk_sil3(eq, dt),
        [time_integration.exponential_step_filter(coords.horizontal, dt)])
    integrate = time_integration.trajectory_from_step(step_fn, outer_steps=_IMEX_STEPS,
                                                      inner_steps=1)

    def fn(vorticity, divergence, temperature_variation, log_surface_pressure):
        final, _ = integrate(primitive_equations.State(
            vorticity=vorticity, divergence=divergence,
            temperature_variation=temperature_variation,
            log_surface_pressure=log_surface_pressure))
        return (final.vorticity, final.divergence, final.temperature_variation,
                final.log_surface_pressure)

    return fn


def _primitive_equations_imex_inputs(rng):
    del rng   # the notebook's deterministic initial condition
    from dinosaur import primitive_equations_states

    coords, physics_specs = _coords_at(_T21, _IMEX_LAYERS)
    initial_state_fn, _ = primitive_equations_states.steady_state_jw(coords, physics_specs)
    state = initial_state_fn() + primitive_equations_states.baroclinic_perturbation_jw(
        coords, physics_specs)
    return [np.asarray(state.vorticity, np.float32), np.asarray(state.divergence, np.float32),
            np.asarray(state.temperature_variation, np.float32),
            np.asarray(state.log_surface_pressure, np.float32)]


PROGRAMS = {
    "dinosaur_primitive_equations_step": LibraryProgram(
        _primitive_equations_step, _primitive_equations_inputs),
    "dinosaur_sh_wind_transform": LibraryProgram(_sh_wind_transform, _sh_wind_inputs),
    "dinosaur_primitive_equations_t21": LibraryProgram(
        *_primitive_equations_at(_T21, _T21_LAYERS, _T21_STEPS)),
    "dinosaur_primitive_equations_t21_imex": LibraryProgram(
        _primitive_equations_imex, _primitive_equations_imex_inputs),
}
