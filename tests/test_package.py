"""The package as users get it: one import name, a light ``analyze``, and a wheel that works anywhere.

The wheel test builds from a clean copy of the checkout (tracked and untracked files that git does
not ignore, nothing from ``build/`` or an editable install), installs it without dependencies into a
fresh venv that borrows this environment's third-party packages through a ``.pth`` file, and runs
the issue's checks from folders outside the project.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pyarrow.parquet as pq
import pytest

import abstract_claims

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("pyarrow", "pandera", "pandas")


def _imported(code: str, cwd: Path) -> list[str]:
    """Modules imported by ``python -c code``, read from ``-X importtime`` (the last column of each line)."""
    r = subprocess.run([sys.executable, "-X", "importtime", "-c", code], cwd=cwd, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    lines = [line for line in r.stderr.splitlines() if line.startswith("import time:")]
    return [line.rsplit("|", 1)[1].strip() for line in lines[1:]]  # the first line is the header


def test_analyze_imports_neither_pandera_nor_pyarrow(tmp_path: Path) -> None:
    modules = _imported("from abstract_claims import analyze; analyze('2x faster')", tmp_path)
    # the parse sees the imports (-X importtime does not list the module a PEP 562 __getattr__ imports
    # for "from package import name", so the guard names modules that module imports)
    assert "abstract_claims.kinds" in modules and "polars" in modules
    assert [m for m in modules if m.split(".")[0] in HEAVY] == []
    heavy = _imported("import abstract_claims; abstract_claims.load", tmp_path)
    assert {"pyarrow", "pandera"} <= {m.split(".")[0] for m in heavy}  # ...which the release API does need


@pytest.fixture(scope="module")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A clean copy of the checkout: the files git tracks or would track, as they are in the work tree."""
    src = tmp_path_factory.mktemp("checkout") / "src"
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.fail(f"the packaging test needs a git checkout: {listed.stderr.strip()}")
    for name in filter(None, listed.stdout.split("\0")):
        if (ROOT / name).is_file():  # a file deleted but not yet committed is not copied
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    return src


@pytest.fixture(scope="module")
def wheel(checkout: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from the clean copy."""
    tmp = tmp_path_factory.mktemp("wheel")
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp / "dist"), str(checkout)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    [built] = (tmp / "dist").glob("abstract_claims-*.whl")
    return built


def test_wheel_holds_one_package_with_its_types_and_release(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"abstract_claims", f"abstract_claims-{abstract_claims.__version__}.dist-info"}
    packages = {n.rsplit("/", 1)[0] for n in names if n.endswith("/__init__.py")}
    assert {"abstract_claims", "abstract_claims/schemas", "abstract_claims/pipeline"} <= packages
    assert sorted(p for p in packages if f"{p}/py.typed" not in names) == []  # every package is typed
    assert {"abstract_claims/data/claims.parquet", "abstract_claims/data/papers.parquet",
            "abstract_claims/data/croissant.json"} <= set(names)


def _fresh_venv(folder: Path, *install: str) -> Path:
    """A venv holding only what ``pip install --no-deps *install`` puts there; third-party packages come
    from this environment."""
    env = folder / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env)], check=True)
    python = env / "bin" / "python"
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", *install],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    # After the install, so pip never sees this environment's editable abstract-claims. A .pth line only
    # adds a folder to sys.path: the editable install's own .pth files in it are not run.
    (site / "_borrowed.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return env


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with only the wheel installed in it."""
    return _fresh_venv(tmp_path_factory.mktemp("venv"), "--no-index", str(wheel))


def _run(env: Path, code: str, cwd: Path) -> str:
    r = subprocess.run([str(env / "bin" / "python"), "-c", code], cwd=cwd, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_wheel_installs_exactly_abstract_claims(venv: Path) -> None:
    site = Path(_run(venv, "import sysconfig; print(sysconfig.get_path('purelib'))", venv).strip())
    installed = sorted(p.name for p in site.iterdir() if p.name != "_borrowed.pth")
    assert installed == ["abstract_claims", f"abstract_claims-{abstract_claims.__version__}.dist-info"]
    cli = subprocess.run([str(venv / "bin" / "abstract-claims"), "--version"], capture_output=True, text=True)
    assert cli.stdout.strip() == f"abstract-claims {abstract_claims.__version__}"


def test_wheel_imports_from_a_folder_with_schemas_and_extract_modules(venv: Path, tmp_path: Path) -> None:
    for name in ("schemas.py", "extract.py"):
        (tmp_path / name).write_text(f"raise ImportError('the user\\'s own {name} was imported')\n")
    code = ("import pkgutil, importlib, abstract_claims\n"
            "print(abstract_claims.__file__)\n"
            "for m in pkgutil.walk_packages(abstract_claims.__path__, 'abstract_claims.'):\n"
            "    if not m.name.endswith('__main__'):\n"
            "        importlib.import_module(m.name)\n"
            "print(abstract_claims.analyze('It runs 2.5x faster.').claims[0].value)\n")
    out = _run(venv, code, tmp_path).splitlines()
    assert out[0].startswith(str(venv)) and out[0].endswith("abstract_claims/__init__.py")
    assert out[1] == "2.5"


def test_wheel_loads_the_release_and_extracts_from_an_empty_folder(venv: Path, tmp_path: Path) -> None:
    out = _run(venv, "import abstract_claims as ac; print(ac.load('claims').height)", tmp_path)
    assert out == f"{pq.read_metadata(ROOT / 'data' / 'claims.parquet').num_rows}\n"
    code = ("import abstract_claims as ac\n"
            "papers, claims = ac.extract_frame(['We are 2x faster on an H100.'])\n"
            "print(claims.select('kind', 'value', 'name').rows())\n")
    assert _run(venv, code, tmp_path) == "[('speedup', 2.0, None), ('hardware', None, 'H100')]\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # nothing written where it ran


def test_default_editable_install_loads_the_checkouts_release(checkout: Path, tmp_path: Path) -> None:
    """setuptools' default editable mode does not map data/ into the package: load reads the checkout's."""
    env = _fresh_venv(tmp_path, "-e", str(checkout))
    code = "import abstract_claims.api as api; print(api.PACKAGED); print(api.load('papers').height)"
    assert _run(env, code, tmp_path).splitlines() == [
        str(checkout / "data"), str(pq.read_metadata(ROOT / "data" / "papers.parquet").num_rows)]
