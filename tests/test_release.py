"""The release: versions agree everywhere, Croissant validates and loads, CITATION.cff validates, the
dataset card is generated from the data, and ``verify`` passes on data/ and fails on damaged copies."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import duckdb
import mlcroissant as mlc
import polars as pl
import pyarrow.parquet as pq
import pytest
import yaml

from abstract_claims import __version__
from abstract_claims.release.columns import render
from abstract_claims.cli import main
from abstract_claims.release.card import render_card
from abstract_claims.files import sha256_files
from abstract_claims.pipeline.ingest import list_inputs
from abstract_claims.release import datasheet
from abstract_claims.release.croissant import CONFORMS_TO, RELEASE_DATE, TITLE, bibtex, croissant, write_croissant
from abstract_claims.evaluation.runner import evaluate_file
from abstract_claims.schemas.tables import CLAIMS, KINDS, PAPERS, column_table

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
CARD = DATA / "README.md"
FOUR = ("papers.parquet", "papers.csv", "claims.parquet", "claims.csv")


def _yaml_file(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _front_matter(text: str) -> dict:
    assert text.startswith("---\n")
    return yaml.safe_load(text.split("---\n")[1])


# ---------------------------------------------------------------- versions


def test_version_is_semver_and_agrees_everywhere() -> None:
    assert re.fullmatch(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)", __version__)
    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"] == __version__
    assert importlib.metadata.version("abstract-claims") == __version__
    cff = _yaml_file(ROOT / "CITATION.cff")
    assert (cff["version"], str(cff["date-released"]), cff["title"]) == (__version__, RELEASE_DATE, TITLE)
    first = re.search(r"^## \[(.+?)\] - (\d{4}-\d\d-\d\d)$", (ROOT / "CHANGELOG.md").read_text(), re.M)
    assert first and first.groups() == (__version__, RELEASE_DATE)
    assert bibtex() in (ROOT / "README.md").read_text(encoding="utf-8")
    assert json.loads((DATA / "croissant.json").read_text())["version"] == __version__


def test_parquet_release_metadata_reads_back_with_pyarrow_and_duckdb() -> None:
    expected = {"dataset_version": __version__, "extractor_version": __version__,
                "seeds_sha256": sha256_files(list_inputs(ROOT / "seeds")), "build_command": "abstract-claims build"}
    con = duckdb.connect()
    for name in ("papers.parquet", "claims.parquet"):
        meta = pq.read_schema(DATA / name).metadata
        assert {k.decode(): v.decode() for k, v in meta.items() if k.decode() in expected} == expected
        rows = con.execute("SELECT CAST(key AS VARCHAR), CAST(value AS VARCHAR) FROM parquet_kv_metadata(?)",
                           [str(DATA / name)]).fetchall()
        assert {k: v for k, v in rows if k in expected} == expected


# ---------------------------------------------------------------- Croissant


def test_croissant_is_generated_from_the_published_files_and_schemas() -> None:
    meta = json.loads((DATA / "croissant.json").read_text(encoding="utf-8"))
    assert meta == croissant(DATA)
    assert meta["conformsTo"] == ["http://mlcommons.org/croissant/1.0", "http://mlcommons.org/croissant/RAI/1.0"]
    assert tuple(meta["conformsTo"]) == CONFORMS_TO
    files = {f["name"]: f for f in meta["distribution"]}
    assert sorted(files) == sorted([*FOUR, "README.md", "report.html"])  # every file of the release but itself
    for name, f in files.items():
        assert f["sha256"] == hashlib.sha256((DATA / name).read_bytes()).hexdigest()
    record_sets = {r["name"]: r for r in meta["recordSet"]}
    for table, schema in (("papers", PAPERS), ("claims", CLAIMS)):
        fields = record_sets[table]["field"]
        assert [f["name"] for f in fields] == list(schema.columns)
        assert [f["description"] for f in fields] == [c.description for c in schema.columns.values()]
    types = {f["name"]: (f["dataType"], f.get("repeated", False)) for f in record_sets["papers"]["field"]}
    assert types["year"] == ("cr:Int32", False) and types["datasets"] == ("sc:Text", True)
    assert types["abstract"] == ("sc:Text", False)
    claims_types = {f["name"]: f["dataType"] for f in record_sets["claims"]["field"]}
    assert (claims_types["value"], claims_types["start"]) == ("cr:Float64", "cr:Int64")


def _plain(value: object) -> object:
    """A record value from mlcroissant as plain Python (bytes decoded, numpy scalars unwrapped)."""
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if isinstance(value, (list, tuple)) or type(value).__name__ == "ndarray":
        return [_plain(v) for v in value]
    return value.item() if hasattr(value, "item") else value


def test_mlcroissant_validates_and_loads_every_record_as_in_parquet() -> None:
    dataset = mlc.Dataset(jsonld=DATA / "croissant.json")
    assert dataset.metadata.ctx.issues.errors == set()
    assert dataset.metadata.ctx.issues.warnings == set()
    for table in ("papers", "claims"):
        frame = pl.read_parquet(DATA / f"{table}.parquet")
        records = [{k.split("/", 1)[1]: _plain(v) for k, v in r.items()} for r in dataset.records(table)]
        assert len(records) == frame.height
        assert records == frame.to_dicts()


RAI_FIELDS = ("dataCollection", "dataCollectionType", "dataCollectionRawData", "dataCollectionMissingData",
              "dataPreprocessingProtocol", "dataAnnotationProtocol", "machineAnnotationTools", "dataUseCases",
              "dataBiases", "dataLimitations", "dataSocialImpact", "personalSensitiveInformation",
              "dataReleaseMaintenancePlan")


def test_croissant_responsible_ai_fields_say_what_the_card_says() -> None:
    meta = json.loads((DATA / "croissant.json").read_text(encoding="utf-8"))
    card = CARD.read_text(encoding="utf-8")
    assert sorted(k for k in meta if k.startswith("rai:")) == sorted(f"rai:{name}" for name in RAI_FIELDS)
    assert meta["rai:dataCollection"].startswith("57 abstracts of ICML 2026") and meta["rai:dataCollection"] in card
    assert meta["rai:dataAnnotationProtocol"] == [datasheet.annotation({"extractor_version": __version__})]
    assert meta["rai:dataAnnotationProtocol"][0] in card
    for text in [*meta["rai:dataBiases"], meta["rai:personalSensitiveInformation"][0], datasheet.MAINTENANCE,
                 datasheet.REPORTING, *datasheet.INTENDED_USES, *datasheet.OUT_OF_SCOPE]:
        assert text in card, text
    assert meta["rai:dataBiases"][0].startswith("Venues and years: only ICML 2026;")
    assert any(b.startswith("Language: English abstracts only") for b in meta["rai:dataBiases"])
    card_limits = [line[2:].replace("**", "") for line in card.split("## Known limitations\n\n")[1].split("\n\n")[0].splitlines()]
    assert meta["rai:dataLimitations"] == card_limits and len(card_limits) == 6
    assert meta["rai:dataReleaseMaintenancePlan"] == f"{datasheet.MAINTENANCE} {datasheet.REPORTING}"
    licenses = {lic["name"]: lic for lic in meta["license"]}
    assert licenses["MIT"]["url"] == "https://spdx.org/licenses/MIT.html"
    assert "remain the work and copyright of their authors" in licenses["Abstracts: copyright of their authors"]["description"]


def test_mlcroissant_reads_the_responsible_ai_fields() -> None:
    metadata = mlc.Dataset(jsonld=DATA / "croissant.json").metadata
    assert metadata.data_collection_type == ["Secondary Data analysis", "Software Collection"]
    assert metadata.data_limitations[0].startswith("Small and narrow. 57 abstracts from ICML 2026")
    assert metadata.personal_sensitive_information[0].startswith("None collected.")
    assert metadata.data_annotation_protocol[0].startswith("No row was written by hand.")
    assert [lic.name for lic in metadata.license] == ["MIT", "Abstracts: copyright of their authors"]


def test_mlcroissant_validate_command_passes() -> None:
    r = subprocess.run([str(Path(sys.executable).with_name("mlcroissant")), "validate", "--jsonld",
                        str(DATA / "croissant.json")], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Done." in r.stderr and "error" not in (r.stdout + r.stderr).lower()


def test_mlcroissant_validation_can_fail(tmp_path: Path) -> None:
    meta = json.loads((DATA / "croissant.json").read_text(encoding="utf-8"))
    del meta["recordSet"][1]["field"][0]["dataType"]
    (tmp_path / "croissant.json").write_text(json.dumps(meta))
    with pytest.raises(mlc.ValidationError, match="claim_id"):
        mlc.Dataset(jsonld=tmp_path / "croissant.json")


# ---------------------------------------------------------------- CITATION.cff


def _cffconvert() -> Path:
    """cffconvert in its own cached venv: it pins jsonschema<4, which must not enter the project's env."""
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "abstract-claims" / "cffconvert-2.0.0"
    exe = cache / "bin" / "cffconvert"
    if not exe.exists():
        shutil.rmtree(cache, ignore_errors=True)
        steps = ([sys.executable, "-m", "venv", str(cache)], [str(cache / "bin" / "python"), "-m", "pip", "install", "-q",
                                                              "cffconvert==2.0.0"])
        for cmd in steps:
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                pytest.fail(f"cannot set up cffconvert ({' '.join(cmd)}):\n{r.stdout}\n{r.stderr}")
    return exe


def test_citation_cff_is_valid_under_cffconvert(tmp_path: Path) -> None:
    exe = _cffconvert()
    r = subprocess.run([str(exe), "--validate", "-i", str(ROOT / "CITATION.cff")], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Citation metadata are valid according to schema version 1.2.0." in r.stdout
    broken = tmp_path / "CITATION.cff"
    broken.write_text("\n".join(l for l in (ROOT / "CITATION.cff").read_text().splitlines()
                                if not l.startswith(("authors:", "  - name:"))) + "\n")
    r = subprocess.run([str(exe), "--validate", "-i", str(broken)], capture_output=True, text=True)
    assert r.returncode == 1 and "'authors' is a required property" in r.stderr


def test_cffconvert_stays_out_of_the_project_environment() -> None:
    with pytest.raises(importlib.metadata.PackageNotFoundError):
        importlib.metadata.version("cffconvert")


# ---------------------------------------------------------------- dataset card


def test_card_is_what_build_generates() -> None:
    assert CARD.read_text(encoding="utf-8") == render_card(DATA)


def test_card_front_matter_points_at_the_parquet_files() -> None:
    text = CARD.read_text(encoding="utf-8")
    fm = _front_matter(text)
    assert (fm["license"], fm["license_name"], fm["license_link"]) == ("other", "mit-and-authors-abstracts",
                                                                       "README.md#license")
    assert (fm["task_categories"], fm["task_ids"]) == (["text-classification"], ["multi-class-classification"])
    assert fm["language"] == ["en"] and fm["annotations_creators"] == ["machine-generated"]
    configs = {c["config_name"]: c for c in fm["configs"]}
    assert configs["claims"]["data_files"] == [{"split": "train", "path": "claims.parquet"}]
    assert configs["papers"]["data_files"] == [{"split": "train", "path": "papers.parquet"}]
    assert configs["claims"]["default"] is True
    for info in fm["dataset_info"]:
        table, schema = info["config_name"], {"claims": CLAIMS, "papers": PAPERS}[info["config_name"]]
        assert [f["name"] for f in info["features"]] == list(schema.columns)
        [split] = info["splits"]
        assert list(split) == ["name", "num_bytes", "num_examples"]  # what `datasets` needs to read a split
        assert split["num_examples"] == pq.read_metadata(DATA / f"{table}.parquet").num_rows
        assert split["num_bytes"] == info["dataset_size"] > (DATA / f"{table}.parquet").stat().st_size
        assert info["download_size"] == (DATA / f"{table}.parquet").stat().st_size
    features = {f["name"]: f for f in fm["dataset_info"][1]["features"]}
    assert features["datasets"] == {"name": "datasets", "list": "string"} and features["year"]["dtype"] == "int32"


def test_card_front_matter_is_plain_yaml_from_a_yaml_library() -> None:
    """Dumped, not concatenated: loading and dumping it again gives the same text."""
    text = CARD.read_text(encoding="utf-8")
    block = text.split("---\n")[1]
    assert yaml.safe_dump(yaml.safe_load(block), sort_keys=False, allow_unicode=True, width=100) == block


def _offline_env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "HF_HOME": str(tmp_path / "hf"), "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1",
            "HF_DATASETS_DISABLE_PROGRESS_BARS": "1"}


def test_datasets_loads_both_configs_offline_without_a_warning(tmp_path: Path) -> None:
    """`datasets.load_dataset` on the folder: no warning (Python or logged), the rows and sizes the card states."""
    script = ("import datasets\n"
              "for config in ('claims', 'papers'):\n"
              "    split = datasets.load_dataset('data', config, split='train')\n"
              "    print(config, split.num_rows, split.info.splits['train'].num_bytes, split.info.config_name)\n")
    r = subprocess.run([sys.executable, "-W", "error", "-c", script], cwd=ROOT, env=_offline_env(tmp_path),
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    infos = {i["config_name"]: i for i in _front_matter(CARD.read_text(encoding="utf-8"))["dataset_info"]}
    assert r.stdout.splitlines() == [f"{t} {infos[t]['splits'][0]['num_examples']} {infos[t]['splits'][0]['num_bytes']} {t}"
                                     for t in ("claims", "papers")]


def test_card_has_every_section_and_the_generated_column_tables() -> None:
    text = CARD.read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings == ["Description", "Files", "Source", "How it was built", "Columns", "Counts",
                        "Measured extraction quality", "Uses", "Known biases", "Known limitations",
                        "Personal and sensitive information", "License", "Maintenance", "Version", "Loading",
                        "How to cite"]
    assert "**Reporting an error.** To report a wrong, missing or harmful row, open an issue" in text
    assert "- **Code and annotations:** MIT, by The abstract-claims contributors" in text
    assert "- **Abstracts:** The abstracts, and the `abstract`, `sentence`, `text` columns" in text
    assert render(text) == text
    assert column_table(PAPERS) in text and column_table(CLAIMS) in text
    assert bibtex() in text


def test_card_counts_are_the_tables_counts() -> None:
    text = CARD.read_text(encoding="utf-8")
    claims, papers = pl.read_parquet(DATA / "claims.parquet"), pl.read_parquet(DATA / "papers.parquet")
    rows = dict(claims["kind"].value_counts().iter_rows())
    for kind in KINDS:
        n_papers = claims.filter(pl.col("kind") == kind)["paper_id"].n_unique()
        assert re.search(rf"^\| `{kind}` \| (numeric|entity) \| {rows.get(kind, 0)} \| {n_papers} \|$", text, re.M), kind
    assert f"{papers.height} papers, {claims.height} claims (" in text
    for name in FOUR:
        assert f"`{hashlib.sha256((DATA / name).read_bytes()).hexdigest()}`" in text


def test_card_quality_is_what_eval_reports() -> None:
    text = CARD.read_text(encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "abstract_claims", "eval", "tests/gold/dev.jsonl", "--json"],
                       cwd=ROOT, capture_output=True, text=True)
    dev = json.loads(r.stdout)
    seeds = evaluate_file(ROOT / "tests" / "gold" / "seeds.jsonl", pred=DATA)
    cell = lambda t: f"{t['precision']:.3f} / {t['recall']:.3f} / {t['f1']:.3f}"  # noqa: E731
    assert f"| numeric detection | {cell(seeds['numeric'])} | {cell(dev['numeric'])} |" in text
    assert f"| `speedup` | {cell(seeds['per_kind']['speedup'])} | {cell(dev['per_kind']['speedup'])} |" in text
    assert f"| method name | {cell(seeds['method'])} | {cell(dev['method'])} |" in text


def test_card_loading_examples_run(tmp_path: Path) -> None:
    blocks = re.findall(r"```python\n(.*?)```", CARD.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 5
    out = []
    for i, block in enumerate(blocks):  # each in its own interpreter, from where the card says, as a reader would
        r = subprocess.run([sys.executable, "-c", block], cwd=ROOT if i == 4 else DATA, env=_offline_env(tmp_path),
                           capture_output=True, text=True)
        assert r.returncode == 0, block + r.stderr
        out.append(r.stdout)
    claims = pl.read_parquet(DATA / "claims.parquet")
    speedups = claims.filter(pl.col("kind") == "speedup").height
    assert re.search(rf"│ speedup +┆ {speedups} +│", out[0]), out[0]  # load(): claims per kind
    assert "FlashInfer" in out[1]  # Polars: the speedups with their baselines
    assert "dataset_version" in out[2] and __version__ in out[2]  # DuckDB: the key-value metadata
    assert "method" in out[3]  # pandas: claims per method
    assert out[4] == f"{pq.read_metadata(DATA / 'papers.parquet').num_rows} List(Value('string'))\n"  # datasets


# ---------------------------------------------------------------- verify


def _verify(folder: Path, capsys: pytest.CaptureFixture) -> tuple[int, str, str]:
    code = main(["verify", str(folder)])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    dest = tmp_path / "data"
    shutil.copytree(DATA, dest)
    return dest


def test_verify_passes_on_the_published_data(capsys: pytest.CaptureFixture) -> None:
    code, out, err = _verify(DATA, capsys)
    papers, claims = (pq.read_metadata(DATA / f"{t}.parquet").num_rows for t in ("papers", "claims"))
    assert code == 0, err
    assert out.splitlines()[0] == f"verify {DATA}: OK, abstract-claims {__version__} ({RELEASE_DATE})"
    assert f"papers: {papers} rows, claims: {claims} rows, both valid against the schemas" in out
    assert f"all {claims} evidence spans match their abstracts" in out


def test_verify_command_exit_codes_from_the_shell(copy: Path) -> None:
    ok = subprocess.run([sys.executable, "-m", "abstract_claims", "verify", str(copy)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    (copy / "papers.csv").write_bytes(b"")
    bad = subprocess.run([sys.executable, "-m", "abstract_claims", "verify", str(copy)], capture_output=True, text=True)
    assert bad.returncode == 1
    assert f"verify {copy}: FAILED" in bad.stderr and "papers.csv: 0 bytes" in bad.stderr


def test_verify_fails_on_a_flipped_byte(copy: Path, capsys: pytest.CaptureFixture) -> None:
    raw = bytearray((copy / "claims.parquet").read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    (copy / "claims.parquet").write_bytes(bytes(raw))
    code, _, err = _verify(copy, capsys)
    assert code == 1
    assert re.search(r"claims\.parquet: sha256 is [0-9a-f]{64}, croissant\.json says [0-9a-f]{64}", err)
    assert "papers.parquet" not in err


def test_verify_fails_on_a_truncated_file(copy: Path, capsys: pytest.CaptureFixture) -> None:
    full = (copy / "papers.parquet").read_bytes()
    (copy / "papers.parquet").write_bytes(full[: len(full) // 2])
    code, _, err = _verify(copy, capsys)
    assert code == 1
    assert f"papers.parquet: {len(full) // 2} bytes, croissant.json says {len(full)} (truncated or altered)" in err
    assert "papers.parquet: not a readable Parquet file" in err


def test_verify_names_the_csv_that_differs_from_its_parquet(copy: Path, capsys: pytest.CaptureFixture) -> None:
    lines = (copy / "claims.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    lines[3] = lines[3].replace(",", ";", 1)
    (copy / "claims.csv").write_text("".join(lines), encoding="utf-8")
    write_croissant(copy)  # even with matching hashes, the CSV must hold the Parquet rows
    code, _, err = _verify(copy, capsys)
    assert code == 1
    assert err.splitlines()[1:] == ["  - claims.csv: does not hold the rows of claims.parquet (first difference at line 4)"]


def test_verify_names_missing_files_and_metadata(copy: Path, capsys: pytest.CaptureFixture) -> None:
    (copy / "claims.csv").unlink()
    code, _, err = _verify(copy, capsys)
    assert code == 1 and err.splitlines()[1:] == ["  - claims.csv: missing"]
    (copy / "croissant.json").unlink()
    code, _, err = _verify(copy, capsys)
    assert code == 1 and "croissant.json: missing" in err
    code, _, err = _verify(copy / "nowhere", capsys)
    assert code == 1 and err.splitlines()[1:] == [f"  - {copy / 'nowhere'}: no such folder"]


def _rewrite_claims(folder: Path, claims: pl.DataFrame) -> None:
    """Publish altered claims consistently (Parquet with its metadata, CSV, hashes) to reach the content checks."""
    meta = {k.decode(): v.decode() for k, v in pq.read_schema(folder / "claims.parquet").metadata.items()
            if not k.startswith(b"ARROW")}
    table = claims.to_arrow()
    pq.write_table(table.replace_schema_metadata(meta), folder / "claims.parquet", compression="zstd")
    claims.write_csv(folder / "claims.csv")
    write_croissant(folder)


def test_verify_checks_paper_ids_and_evidence_spans(copy: Path, capsys: pytest.CaptureFixture) -> None:
    claims = pl.read_parquet(copy / "claims.parquet")
    first, second = claims["claim_id"][0], claims["claim_id"][1]
    bad = claims.with_columns(
        pl.when(pl.col("claim_id") == first).then(pl.lit("nope")).otherwise(pl.col("paper_id")).alias("paper_id"),
        pl.when(pl.col("claim_id") == second).then(pl.lit("tampered")).otherwise(pl.col("text")).alias("text"))
    _rewrite_claims(copy, bad)
    code, _, err = _verify(copy, capsys)
    row = claims.row(1, named=True)
    assert code == 1
    assert err.splitlines()[1:] == [
        f"  - claims.parquet: 1 claims whose paper_id is not in papers (e.g. {first} -> nope)",
        f"  - claims.parquet: 1 evidence spans do not match their abstract (e.g. {second}: text 'tampered' but "
        f"abstract[{row['start']}:{row['end']}] is {row['text']!r})"]


def test_verify_runs_the_schemas(copy: Path, capsys: pytest.CaptureFixture) -> None:
    claims = pl.read_parquet(copy / "claims.parquet")
    _rewrite_claims(copy, claims.with_columns(pl.lit("vibes").alias("kind")))
    code, _, err = _verify(copy, capsys)
    assert code == 1
    assert "  - claims.parquet: schema: Column 'kind' failed validator number 0: <Check isin: isin(" in err


def test_verify_checks_the_release_version(copy: Path, capsys: pytest.CaptureFixture) -> None:
    meta = json.loads((copy / "croissant.json").read_text())
    meta["version"] = "9.9.9"
    (copy / "croissant.json").write_text(json.dumps(meta))
    code, _, err = _verify(copy, capsys)
    assert code == 1
    assert err.splitlines()[1:] == [f"  - {t}.parquet: dataset_version {__version__}, croissant.json says 9.9.9"
                                    for t in ("papers", "claims")]
