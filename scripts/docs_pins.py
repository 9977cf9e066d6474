"""Print pyproject.toml's `docs` extra (the documentation site's exact pins), one per line.

`make docs` installs exactly these (`pip install $(python scripts/docs_pins.py)`) instead of
`.[docs]`, which would build the package's C++ engine first: the site needs only MkDocs and
mkdocstrings, which read src/ without importing it.
"""

import pathlib
import re
import sys

PYPROJECT = pathlib.Path(__file__).resolve().parent.parent / "pyproject.toml"


def docs_pins(text: str) -> list[str]:
    try:
        import tomllib
    except ImportError:  # CPython 3.10: the extra is one bracketed list of quoted pins
        body = re.search(r"^docs = \[(.*?)\]", text, re.S | re.M)
        if body is None:
            raise SystemExit(f"{PYPROJECT}: no `docs` extra") from None
        return re.findall(r'"([^"]+)"', body.group(1))
    return tomllib.loads(text)["project"]["optional-dependencies"]["docs"]


if __name__ == "__main__":
    pins = docs_pins(PYPROJECT.read_text())
    if not all("==" in pin for pin in pins):
        sys.exit(f"{PYPROJECT}: every `docs` pin must be exact (==): {pins}")
    print("\n".join(pins))
