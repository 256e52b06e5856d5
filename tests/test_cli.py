"""The command line round trip: build, build --check, extract, and DuckDB over the published Parquet."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import polars as pl

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
    from abstract_claims.release.columns import render

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert render(text) == text
    assert "| `claim_id` | String | no |" in text


def test_readme_quality_figures_are_the_measured_ones() -> None:
    """The README's quality table is what eval measures now (build regenerates it)."""
    from abstract_claims.release.columns import render
    from abstract_claims.release.card import quality

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "<!-- quality -->\n| measure" not in text  # the block is filled, not empty
    assert render(text, quality=quality(ROOT / "data")) == text
