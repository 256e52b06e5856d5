"""The Python entry points: ``load`` returns the release and refuses a changed one; ``extract_frame``
gives the rows ``abstract-claims extract`` writes for the same input, from every accepted input type;
``Result.to_dicts`` gives one row per claim."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pandas as pd
import polars as pl
import pytest
from polars.testing import assert_frame_equal

import abstract_claims
from abstract_claims import analyze, api, extract_frame, load
from abstract_claims.cli import main
from abstract_claims.pipeline.ingest import InputError
from abstract_claims.schemas.tables import CLAIMS, PAPERS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
SENTENCE = "We are 2x faster on an H100."


# ---------------------------------------------------------------- load


@pytest.mark.parametrize("table", ["claims", "papers"])
def test_load_returns_the_released_table(table: str) -> None:
    assert_frame_equal(load(table), pl.read_parquet(DATA / f"{table}.parquet"))


def test_load_names_the_tables_it_knows() -> None:
    with pytest.raises(ValueError, match=r"^load: unknown table 'claim'; expected one of 'claims', 'papers'$"):
        load("claim")  # type: ignore[arg-type]


@pytest.fixture
def packaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the packaged release that ``load`` reads instead of the installed one."""
    copy = tmp_path / "data"
    copy.mkdir()
    for name in ("claims.parquet", "papers.parquet", "croissant.json"):
        shutil.copy(DATA / name, copy / name)
    monkeypatch.setattr(api, "PACKAGED", copy)
    return copy


def test_load_refuses_a_file_that_differs_from_its_recorded_sha256(packaged: Path) -> None:
    assert load("claims").height == pl.read_parquet(DATA / "claims.parquet").height  # the copy itself loads
    frame = pl.read_parquet(packaged / "claims.parquet").head(3)
    frame.write_parquet(packaged / "claims.parquet")  # a valid Parquet file, but not the released one
    recorded = {f["name"]: f["sha256"] for f in json.loads((packaged / "croissant.json").read_text())["distribution"]}
    with pytest.raises(api.ReleaseError, match=(
            rf"^claims\.parquet: sha256 is [0-9a-f]{{64}}, croissant\.json says {recorded['claims.parquet']}; the "
            r"packaged release was changed after it was built")):
        load("claims")
    assert load("papers").height == pl.read_parquet(DATA / "papers.parquet").height  # the other table is intact


def test_load_says_when_the_release_files_are_missing(packaged: Path) -> None:
    (packaged / "croissant.json").unlink()
    with pytest.raises(api.ReleaseError, match=r"croissant\.json: missing; this installation of abstract-claims "
                                               r"ships no release files"):
        load("papers")


# ---------------------------------------------------------------- extract_frame: same rows as the CLI


def _cli(rows: list[dict], folder: Path, name: str = "sample.jsonl") -> tuple[pl.DataFrame, pl.DataFrame]:
    """What ``abstract-claims extract`` publishes for these rows written as JSON Lines."""
    folder.mkdir()
    path = folder / name
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    assert main(["extract", str(path), "-o", str(folder / "out"), "--workers", "1", "--quiet"]) == 0
    return pl.read_parquet(folder / "out" / "papers.parquet"), pl.read_parquet(folder / "out" / "claims.parquet")


@pytest.fixture(scope="module")
def sample(dev_rows: list[dict]) -> list[dict]:
    """Every tenth abstract of the dev corpus (300, with ids, titles, venues and years)."""
    return dev_rows[::10]


def test_extract_frame_gives_the_cli_rows_on_a_dev_sample(sample: list[dict], tmp_path: Path) -> None:
    papers, claims = _cli(sample, tmp_path / "cli")
    got_papers, got_claims = extract_frame(pl.DataFrame(sample), source="sample.jsonl")
    assert papers.height == 300 and claims.height > 100  # the sample does exercise the extractors
    assert papers["paper_id"].to_list() == [r["id"] for r in sample]
    assert_frame_equal(got_papers, papers)
    assert_frame_equal(got_claims, claims)


def test_extract_frame_skips_what_the_cli_skips(sample: list[dict], tmp_path: Path) -> None:
    """Without ids: null and blank abstracts and repeated abstracts are dropped, as by the CLI."""
    rows = [{"abstract": r["abstract"], "title": r["title"]} for r in sample[:40]]
    rows[3:3] = [{"abstract": None, "title": "null"}, {"abstract": "  \n", "title": "blank"}, dict(rows[5])]
    papers, claims = _cli(rows, tmp_path / "cli")
    got_papers, got_claims = extract_frame(pl.DataFrame(rows), source="sample.jsonl")
    assert got_papers.height == 40
    assert_frame_equal(got_papers, papers)
    assert_frame_equal(got_claims, claims)


def test_extract_frame_is_the_same_from_pandas_arrow_and_several_workers(sample: list[dict]) -> None:
    frame = pl.DataFrame(sample[:60])
    expected = extract_frame(frame)
    for data, workers in ((frame.to_pandas(), 1), (frame.to_arrow(), 1), (frame, 2)):
        papers, claims = extract_frame(data, workers=workers)
        assert_frame_equal(papers, expected[0])
        assert_frame_equal(claims, expected[1])
    assert set(expected[0]["source"]) == {"extract_frame"}


def test_extract_frame_on_a_list_of_strings() -> None:
    papers, claims = extract_frame([SENTENCE, "No numbers here."])
    first, second = (hashlib.sha256(t.encode()).hexdigest()[:16] for t in (SENTENCE, "No numbers here."))
    assert papers.select("paper_id", "source", "n_claims", "hardware").rows() == [
        (first, "extract_frame", 2, ["H100"]), (second, "extract_frame", 0, [])]
    assert claims.select("claim_id", "kind", "value", "unit", "name", "hardware", "text").rows() == [
        (f"{first}-000", "speedup", 2.0, "x", None, "H100", "2x"),
        (f"{first}-001", "hardware", None, None, "H100", None, "H100")]
    assert list(papers.columns) == list(PAPERS.columns) and list(claims.columns) == list(CLAIMS.columns)


def test_extract_frame_reads_the_columns_it_is_told() -> None:
    frame = pd.DataFrame({"body": ["TinyRouter cuts latency by 40%.", "We reach 91.2% accuracy on MNIST."],
                          "key": [7, 8], "headline": ["TinyRouter: routing for small models", None]})
    papers, claims = extract_frame(frame, text="body", id="key", title="headline")
    assert papers.select("paper_id", "title", "method").rows() == [
        ("7", "TinyRouter: routing for small models", "TinyRouter"), ("8", None, None)]
    assert claims.select("paper_id", "kind", "value").rows() == [
        ("7", "reduction", 40.0), ("8", "score", 91.2), ("8", "dataset", None)]


def test_extract_frame_of_nothing_gives_empty_tables() -> None:
    papers, claims = extract_frame([])
    assert (papers.height, claims.height) == (0, 0)
    assert papers.schema == pl.read_parquet(DATA / "papers.parquet").schema
    assert claims.schema == pl.read_parquet(DATA / "claims.parquet").schema


@pytest.mark.parametrize("data,kwargs,error,message", [
    ("one abstract", {}, TypeError, "extract_frame: data is one string; pass a list of abstracts, e.g. [text]"),
    (["fine", 3], {}, TypeError, "extract_frame: item 1 is int (3), not text"),
    (["bad \ud800 text"], {}, InputError,
     "extract_frame: item 0 holds an unpaired surrogate ('\\ud800') at character 5, which is not UTF-8"),
    ({"abstract": ["x"]}, {}, TypeError,
     "extract_frame: data must be a list of strings, a Polars or pandas DataFrame or an Arrow table, not builtins.dict"),
    (pl.DataFrame({"text": ["x"]}), {}, InputError, "extract_frame: no 'abstract' column (columns: text); pass text="),
    (pl.DataFrame({"abstract": [1]}), {}, InputError, "extract_frame: column 'abstract' is Int64, not text; pass text="),
    (pl.DataFrame({"abstract": ["x"]}), {"id": "doi"}, InputError,
     "extract_frame: no 'doi' column (columns: abstract); pass id="),
    (pl.DataFrame({"abstract": ["a b", "c d"], "id": ["p1", "p1"]}), {}, InputError,
     "extract_frame: row 1: duplicate id 'p1' (first at row 0)"),
    (pl.DataFrame({"abstract": ["a b"], "year": ["soon"]}), {}, InputError,
     "extract_frame: row 0: year 'soon' is not a whole number"),
    (pl.DataFrame({"abstract": ["a b"], "year": [3020]}), {}, InputError,
     "extract_frame: row 0: year 3020 is outside 1900-2100"),
    ([SENTENCE], {"workers": 0}, ValueError, "extract_frame: workers must be at least 1, not 0"),
], ids=["string", "not-text", "surrogate", "dict", "no-column", "int-column", "no-id-column", "duplicate-id",
        "bad-year", "year-range", "workers"])
def test_extract_frame_names_the_problem(data: object, kwargs: dict, error: type, message: str) -> None:
    with pytest.raises(error) as exc:
        extract_frame(data, **kwargs)  # type: ignore[arg-type]
    assert str(exc.value) == message


# ---------------------------------------------------------------- analyze -> rows


def test_result_to_dicts_gives_one_row_per_claim_in_table_order() -> None:
    rows = analyze(SENTENCE).to_dicts()
    assert rows == [
        {"kind": "speedup", "value": 2.0, "value_high": None, "unit": "x", "qualifier": "exact", "name": None,
         "metric": "faster", "dataset": None, "baseline": None, "hardware": "H100", "text": "2x", "start": 7,
         "end": 9, "rule": "speedup.after.cue"},
        {"kind": "hardware", "value": None, "value_high": None, "unit": None, "qualifier": None, "name": "H100",
         "metric": None, "dataset": None, "baseline": None, "hardware": None, "text": "H100", "start": 23,
         "end": 27, "rule": "hardware.vocab"}]
    assert list(rows[0]) == [c for c in CLAIMS.columns if c not in ("claim_id", "paper_id", "sentence")]
    assert analyze("No numbers here.").to_dicts() == []


def test_the_public_names_resolve_lazily() -> None:
    assert abstract_claims.load is api.load and abstract_claims.extract_frame is api.extract_frame
    assert {"load", "extract_frame", "extract_batch", "analyze"} <= set(dir(abstract_claims))
    with pytest.raises(AttributeError, match="^module 'abstract_claims' has no attribute 'lod'$"):
        abstract_claims.lod  # noqa: B018
