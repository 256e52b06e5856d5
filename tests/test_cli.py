"""The command line round trip: build, build --check, extract, and DuckDB over the published Parquet."""

from __future__ import annotations

import argparse
import filecmp
import json
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import polars as pl
import pytest

from abstract_claims.cli import parser
from abstract_claims.release.card import quality
from abstract_claims.release.columns import render

ROOT = Path(__file__).resolve().parent.parent
KINDS = {"speedup", "reduction", "improvement", "score", "count", "model_size", "dataset", "hardware", "code_url", "url"}


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "abstract_claims", *args], cwd=cwd, capture_output=True, text=True)


def test_build_check_passes_on_committed_data() -> None:
    r = run("build", "--check")
    assert r.returncode == 0, r.stderr
    assert "match a fresh build" in r.stderr


def test_build_check_names_the_file_that_differs(tmp_path: Path) -> None:
    work = tmp_path / "proj"
    shutil.copytree(ROOT / "seeds", work / "seeds")
    shutil.copytree(ROOT / "data", work / "data")
    (work / "data" / "claims.csv").write_text("tampered\n")
    r = run("build", "--check", cwd=work)
    assert r.returncode == 1
    assert "claims.csv" in r.stderr and "papers.csv" not in r.stderr


def test_all_ten_kinds_are_published() -> None:
    assert set(pl.read_parquet(ROOT / "data" / "claims.parquet")["kind"].unique()) == KINDS


def test_extract_round_trip_on_jsonl(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    rows = [{"id": "p1", "title": "TinyRouter: fast routing", "abstract": "TinyRouter is 2.5x faster than vLLM on an H100."},
            {"id": "p2", "abstract": "We evaluate on 12 benchmark datasets and reach 91.2% accuracy on CIFAR-100."}]
    src.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    r = run("extract", str(src), "-o", str(tmp_path / "out"), "--workers", "1")
    assert r.returncode == 0, r.stderr
    papers = pl.read_parquet(tmp_path / "out" / "papers.parquet")
    claims = pl.read_parquet(tmp_path / "out" / "claims.parquet")
    assert papers["paper_id"].to_list() == ["p1", "p2"]
    assert papers["method"].to_list() == ["TinyRouter", None]
    got = [(c["paper_id"], c["kind"], c["value"], c["text"]) for c in claims.iter_rows(named=True)]
    assert got == [("p1", "speedup", 2.5, "2.5x"), ("p1", "hardware", None, "H100"),
                   ("p2", "count", 12.0, "12"), ("p2", "score", 91.2, "91.2%"), ("p2", "dataset", None, "CIFAR-100")]
    assert (tmp_path / "out" / "claims.csv").read_text().count("\n") == 6


def test_duckdb_joins_claims_to_papers() -> None:
    con = duckdb.connect()
    rows = con.execute(f"""
        SELECT p.paper_id, c.kind, count(*) AS n
        FROM '{ROOT / "data" / "claims.parquet"}' c JOIN '{ROOT / "data" / "papers.parquet"}' p USING (paper_id)
        WHERE c.kind = 'speedup' GROUP BY ALL ORDER BY n DESC, p.paper_id
    """).fetchall()
    assert rows and all(kind == "speedup" for _, kind, _ in rows)
    total = con.execute(f"SELECT count(*) FROM '{ROOT / 'data' / 'claims.parquet'}'").fetchone()[0]
    assert total == pl.read_parquet(ROOT / "data" / "claims.parquet").height


def test_readme_column_tables_are_generated_from_the_schemas() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert render(text) == text
    assert "| `claim_id` | String | no |" in text


def test_readme_quality_figures_are_the_measured_ones() -> None:
    """The README's quality table is what eval measures now (build regenerates it)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "<!-- quality -->\n| measure" not in text  # the block is filled, not empty
    assert render(text, quality=quality(ROOT / "data")) == text


# ---------------------------------------------------------------------------------------------
# A CLI that works anywhere (issue 15): explicit paths, defaults in the current folder, help everywhere
# ---------------------------------------------------------------------------------------------

def test_build_takes_explicit_paths_and_gives_the_published_files(tmp_path: Path) -> None:
    r = run("build", "--seeds", str(ROOT / "seeds"), "--out", str(tmp_path / "out"), "--workers", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    names = sorted(p.name for p in (ROOT / "data").iterdir())
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == names
    assert [n for n in names if not filecmp.cmp(ROOT / "data" / n, tmp_path / "out" / n, shallow=False)] == []
    assert r.stderr.splitlines()[-1] == (f"wrote 7 files to {tmp_path / 'out'}/: papers.parquet, papers.csv, "
                                         "claims.parquet, claims.csv, README.md, report.html, croissant.json")


@pytest.mark.parametrize("args", [("build",), ("build", "--check")])
def test_build_outside_a_project_says_what_is_missing(tmp_path: Path, args: tuple[str, ...]) -> None:
    r = run(*args, cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.splitlines() == ["abstract-claims: error: seeds: no such folder; run build in a checkout of "
                                     "abstract-claims (the folder that holds seeds/), or pass --seeds DIR"]
    assert list(tmp_path.iterdir()) == []


def test_verify_outside_a_dataset_says_what_is_missing(tmp_path: Path) -> None:
    r = run("verify", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.splitlines() == [f"abstract-claims: error: no dataset in {tmp_path}: neither croissant.json nor "
                                     "data/croissant.json is there; pass the dataset folder: abstract-claims verify DIR"]


def test_verify_defaults_to_the_current_folder_or_its_data(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "data", tmp_path / "data")
    here = run("verify", cwd=tmp_path / "data")
    assert here.returncode == 0, here.stderr
    assert here.stdout.startswith("verify .: OK, ")
    above = run("verify", cwd=tmp_path)
    assert above.returncode == 0, above.stderr
    assert above.stdout.startswith("verify data: OK, ")


OWN_COMMANDS = ("build", "extract", "eval", "verify")  # `report` belongs to the audit page's module


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    return next(a for a in parser()._actions if isinstance(a, argparse._SubParsersAction)).choices


@pytest.mark.parametrize("name", OWN_COMMANDS)
def test_every_subcommand_has_a_description_examples_and_helped_options(name: str) -> None:
    sub = _subcommands()[name]
    assert sub.description and len(sub.description) > 60, name
    assert sub.epilog and sub.epilog.startswith("examples:\n") and f"  abstract-claims {name}" in sub.epilog
    formatter = sub._get_formatter()
    for action in sub._actions:
        assert action.help and len(action.help) > 10, (name, action.dest)
        if action.option_strings and not action.required and action.default is not argparse.SUPPRESS \
                and action.dest != "help":
            assert "(default: " in formatter._get_help_string(action) % vars(action), (name, action.dest)


def test_the_help_shows_descriptions_defaults_and_examples() -> None:
    r = run("extract", "--help")
    assert r.returncode == 0
    assert "abstracts per batch (per worker task) (default: 4096)" in " ".join(r.stdout.split())
    assert "examples:\n  abstract-claims extract abstracts.jsonl -o out\n" in r.stdout
    top = run("--help")
    assert "examples:" in top.stdout and "abstract-claims verify data" in top.stdout
