"""examples/ray_whisper.py on a local 2-CPU Ray: the map_batches pipeline over 64 clips, each
checked against numpy float64, and a wrong clip length surfacing the program's ValueError."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest

ray = pytest.importorskip("ray")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
import ray_whisper  # noqa: E402

CLIPS = 64
ACTORS = 2


@pytest.fixture(scope="module")
def program_blob(tmp_path_factory):
    """A local Ray (2 CPUs) whose workers use a private cache folder and this process's
    iree_vkfft, with the package's defaults; the Whisper program pickled."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("IREE_VKFFT_CACHE_DIR", str(tmp_path_factory.mktemp("ray-cache")))
        env = ray_whisper.worker_env()
        assert env["IREE_VKFFT_CACHE_DIR"] == os.environ["IREE_VKFFT_CACHE_DIR"]
        blob = ray_whisper.compile_program("portable", "llvm-cpu")
        ray_whisper.init_ray(num_cpus=2)
        try:
            yield blob
        finally:
            ray.shutdown()


@pytest.mark.slow  # Ray's actors start and import in ~1 minute on 2 cores
def test_map_batches_matches_numpy_for_every_clip(program_blob):
    ids = np.arange(CLIPS)
    out = ray_whisper.run(ids, program_blob, actors=ACTORS, batch_size=4)
    np.testing.assert_array_equal(out["id"], ids)
    assert out["logmel"].shape == (CLIPS, 80, 3000) and out["logmel"].dtype == np.float32
    worst_abs, worst_rel = ray_whisper.check(out["id"], out["logmel"])
    assert worst_rel < ray_whisper.REL_L2_BOUND
    # one program per actor process, and the pool's two actors both worked
    assert len(np.unique(out["pid"])) == ACTORS
    print(f"{CLIPS} clips in {out['seconds']:.1f} s; max abs {worst_abs:.2e}, "
          f"max rel L2 {worst_rel:.2e}")


@pytest.mark.slow  # Ray's actors start and import in ~1 minute on 2 cores
def test_a_wrong_clip_length_surfaces_the_programs_value_error(program_blob):
    ds = ray.data.from_items([{"id": 0, "audio": np.zeros(1000, np.float32)}])
    ds = ds.map_batches(ray_whisper.LogMel, fn_constructor_kwargs={"program_blob": program_blob},
                        batch_size=1, compute=ray.data.ActorPoolStrategy(size=1), num_cpus=0.5)
    # Ray Data re-raises a UDF's error as UserCodeException; the ValueError arrives as text
    # (its traceback), not as an instance in the chain
    with pytest.raises(ray.exceptions.UserCodeException) as info:
        ds.take_all()
    assert "ValueError: Input 0 of @main must have shape (480000,); got (1000,)" in str(info.value)

@pytest.mark.slow  # Ray's actors start and import in ~1 minute on 2 cores
def test_a_split_program_runs_on_the_actors_too(program_blob):
    blob = ray_whisper.compile_program("split", "llvm-cpu")
    ids = np.arange(4)
    out = ray_whisper.run(ids, blob, actors=1, batch_size=2)
    np.testing.assert_array_equal(out["id"], ids)
    _, worst_rel = ray_whisper.check(out["id"], out["logmel"])
    assert worst_rel < ray_whisper.REL_L2_BOUND


@pytest.mark.slow  # Ray's actors start and import in ~1 minute on 2 cores
def test_the_check_catches_a_clip_with_another_clips_spectrum(program_blob):
    out = ray_whisper.run([5, 6], program_blob, actors=1, batch_size=2)
    ray_whisper.check([5, 6], out["logmel"])
    with pytest.raises(AssertionError, match="clip 6: relative L2 error"):
        ray_whisper.check([5, 6], out["logmel"][[0, 0]])
