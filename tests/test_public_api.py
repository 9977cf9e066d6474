"""The top-level namespace: ``from iree_vkfft import *`` binds only eager names (never one that
shadows a builtin, such as ``compile``) and imports neither IREE nor scipy_backend; the lazy
names stay attributes (``iree_vkfft.compile``)."""

from __future__ import annotations

import builtins
import json
import subprocess
import sys

import iree_vkfft
from conftest import child_env

_STAR = """
import json, sys
namespace = {}
exec("from iree_vkfft import *", namespace)
print(json.dumps({"names": sorted(namespace), "modules": sorted(sys.modules)}))
"""


def _star_import() -> dict:
    proc = subprocess.run([sys.executable, "-c", _STAR], capture_output=True, text=True,
                          env=child_env(), timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_star_import_binds_no_builtin_and_loads_no_iree():
    found = _star_import()
    names = set(found["names"]) - {"__builtins__"}
    assert "compile" not in names
    assert not names & set(dir(builtins)), names & set(dir(builtins))
    assert names == set(iree_vkfft.__all__)
    loaded = set(found["modules"])
    for heavy in ("iree.compiler", "iree.runtime", "iree_vkfft.pipeline",
                  "iree_vkfft.scipy_backend"):
        assert heavy not in loaded, heavy


def test_all_names_only_eager_attributes():
    assert not set(iree_vkfft.__all__) & set(iree_vkfft._LAZY)
    for name in iree_vkfft.__all__:
        assert name in vars(iree_vkfft), name  # bound at import: `import *` loads nothing


def test_lazy_names_stay_attributes():
    assert set(iree_vkfft._LAZY) <= set(dir(iree_vkfft))
    assert callable(iree_vkfft.compile) and iree_vkfft.compile.__module__ == "iree_vkfft.pipeline"
    assert iree_vkfft.compile is not builtins.compile
