"""``verify`` checks the whole release: every shape of a broken croissant.json is a named problem (exit 1,
never an internal error), only regular files are read (a FIFO cannot hang it), and every file in the
folder, the audit page and the card included, is either listed with its SHA-256 or reported."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from abstract_claims.cli import main
from abstract_claims.release.verify import verify

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
TABLES = ("papers.parquet", "papers.csv", "claims.parquet", "claims.csv")


def cli(*args: str, cwd: Path = ROOT, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "abstract_claims", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    dest = tmp_path / "data"
    shutil.copytree(DATA, dest)
    return dest


def test_the_release_lists_every_file_it_holds() -> None:
    meta = json.loads((DATA / "croissant.json").read_text(encoding="utf-8"))
    listed = [f["contentUrl"] for f in meta["distribution"]]
    assert listed == [*TABLES, "README.md", "report.html"]
    assert sorted(p.name for p in DATA.iterdir() if not p.name.startswith(".")) == sorted([*listed, "croissant.json"])


SHAPES = [
    ("{}", "croissant.json: no 'distribution' list (nothing to check the files against)"),
    ("[]", "croissant.json: not a JSON object but an array"),
    ("null", "croissant.json: not a JSON object but null"),
    ('"data"', "croissant.json: not a JSON object but a string"),
    ("3", "croissant.json: not a JSON object but a number"),
    ('{"distribution": "papers.csv"}', "croissant.json: 'distribution' is a string, not a list"),
    ('{"distribution": null}', "croissant.json: 'distribution' is null, not a list"),
    ('{"distribution": [1]}', "croissant.json: distribution[0] is a number, not an object"),
    ('{"distribution": [{"@type": "cr:FileObject"}]}', "croissant.json: distribution[0] has no 'contentUrl' file name"),
    ('{"distribution": [{"@type": "cr:FileObject", "contentUrl": ["x"]}]}',
     "croissant.json: distribution[0] has no 'contentUrl' file name"),
    ('{"distribution": [{"@type": "cr:FileSet", "contentUrl": "papers.csv"}]}',
     "croissant.json: distribution[0] is a cr:FileSet, not a cr:FileObject"),
    ("", "croissant.json: not valid JSON (Expecting value: line 1 column 1 (char 0))"),
    ("{\"distribution\": [", "croissant.json: not valid JSON (Expecting value: line 1 column 19 (char 18))"),
]


@pytest.mark.parametrize("text, problem", SHAPES, ids=[s for s, _ in SHAPES])
def test_every_shape_of_a_broken_croissant_is_a_named_problem(copy: Path, text: str, problem: str,
                                                             capsys: pytest.CaptureFixture) -> None:
    (copy / "croissant.json").write_text(text, encoding="utf-8")
    problems, _ = verify(copy)
    assert problems[0] == problem
    assert main(["verify", str(copy)]) == 1  # in-process: the exit code, never 70
    err = capsys.readouterr().err
    assert err.splitlines()[1] == f"  - {problem}"
    assert "internal error" not in err


def test_croissant_json_not_utf8(copy: Path) -> None:
    (copy / "croissant.json").write_bytes(b'{"name": "\xff"}')
    assert verify(copy)[0][0] == ("croissant.json: not valid JSON ('utf-8' codec can't decode byte 0xff in position 10: "
                                  "invalid start byte)")


def test_a_listed_file_with_a_bad_hash_entry_is_named(copy: Path) -> None:
    meta = json.loads((copy / "croissant.json").read_text(encoding="utf-8"))
    meta["distribution"][1]["sha256"] = 12
    meta["distribution"][2]["contentSize"] = "many"
    (copy / "croissant.json").write_text(json.dumps(meta), encoding="utf-8")
    assert verify(copy)[0] == ["papers.csv: sha256 is not recorded in croissant.json (found 12)",
                               "claims.parquet: contentSize 'many' in croissant.json is not '<bytes> B'"]


@pytest.mark.parametrize("name", ["report.html", "README.md"])
def test_the_page_and_the_card_are_covered(copy: Path, name: str) -> None:
    path = copy / name
    path.write_text(path.read_text(encoding="utf-8").replace("abstract", "abstrakt", 1), encoding="utf-8")
    problems, _ = verify(copy)
    assert len(problems) == 1 and problems[0].startswith(f"{name}: sha256 is ")


def test_files_not_listed_are_reported(copy: Path) -> None:
    (copy / "notes.txt").write_text("mine\n")
    (copy / "extra").mkdir()
    (copy / ".gitattributes").write_text("* text\n")  # hidden files are not part of any release
    assert verify(copy)[0] == ["extra/: a folder, not listed in croissant.json",
                               "notes.txt: not listed in croissant.json"]


def test_a_fifo_named_croissant_json_does_not_hang(copy: Path) -> None:
    (copy / "croissant.json").unlink()
    os.mkfifo(copy / "croissant.json")
    r = cli("verify", str(copy), timeout=60)
    assert r.returncode == 1
    assert r.stderr.splitlines()[1] == "  - croissant.json: not a regular file (a FIFO); it was not read"


def test_a_fifo_in_place_of_a_listed_table_does_not_hang(copy: Path) -> None:
    (copy / "claims.csv").unlink()
    os.mkfifo(copy / "claims.csv")
    r = cli("verify", str(copy), timeout=60)
    assert r.returncode == 1
    assert r.stderr.splitlines()[1:] == ["  - claims.csv: not a regular file (a FIFO); it was not read"]


def test_a_linked_release_file_is_read_through_its_link(copy: Path, tmp_path: Path) -> None:
    """Hugging Face's cache links every file of a snapshot to a blob: a link to a regular file is fine."""
    blobs = tmp_path / "blobs"
    blobs.mkdir()
    for name in TABLES:
        shutil.move(copy / name, blobs / name)
        (copy / name).symlink_to(blobs / name)
    assert verify(copy)[0] == []
