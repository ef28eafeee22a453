"""Shared helpers: the command-line tool to compare with, and a clean
environment for byte-for-byte comparisons."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _cli_path():
    given = os.environ.get("FENLINGO_BIN")
    if given:
        return Path(given)
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    for profile in ("debug", "release"):
        p = target / profile / "fenlingo"
        if p.exists():
            return p
    found = shutil.which("fenlingo")
    return Path(found) if found else None


@pytest.fixture(scope="module")
def cli():
    """Runs the `fenlingo` command line (built from this repository) and
    returns the finished process."""
    path = _cli_path()
    if path is None:
        pytest.skip(
            "the fenlingo command line is not built: run `cargo build` in the "
            "repository (or set FENLINGO_BIN) to compare with it"
        )

    def run(*args, check=True):
        env = {k: v for k, v in os.environ.items() if k not in ("SOURCE_DATE_EPOCH",)}
        env["NO_COLOR"] = "1"
        p = subprocess.run([str(path), *args], capture_output=True, env=env)
        if check and p.returncode != 0:
            raise AssertionError(p.stderr.decode())
        return p

    return run


@pytest.fixture(autouse=True)
def no_source_date(monkeypatch):
    """PDFs without a date, as the command line writes them when
    `SOURCE_DATE_EPOCH` is not set."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
