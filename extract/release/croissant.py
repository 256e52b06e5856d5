"""The release: what a user cites (version, date, BibTeX) and what a tool checks (Croissant, hashes).

``croissant(outdir)`` describes the published files as MLCommons Croissant 1.0: a FileObject with the
SHA-256 of each file in ``outdir`` (the four tables, and a release's card and audit page), and a
RecordSet for ``papers`` and ``claims`` whose fields (name, type, description) come from the pandera
schemas. The responsible-AI fields (Croissant RAI 1.0: collection, annotation, uses, biases,
limitations, personal information, maintenance) carry the same text as the dataset card, from
``datasheet``. It is built from plain dicts, so ``abstract-claims build`` needs no Croissant library; the tests load it with
``mlcroissant``. Everything here is deterministic: the only date is ``RELEASE_DATE``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pandera.polars as pa
import polars as pl

from abstract_claims.schemas.tables import CLAIMS, PAPERS

from abstract_claims import __version__
from abstract_claims.files import CROISSANT, OUTPUTS, parquet_metadata, sha256_file, write_atomic
from abstract_claims.release import datasheet
from abstract_claims.release.datasheet import AUTHOR

CONFORMS_TO = ("http://mlcommons.org/croissant/1.0", "http://mlcommons.org/croissant/RAI/1.0")
RELEASE_DATE = "2026-12-01"  # of __version__; bump both, and CHANGELOG.md and CITATION.cff, together
TITLE = "abstract-claims: numeric claims from machine-learning paper abstracts"
CITATION_KEY = "abstract_claims"
DESCRIPTION = (
    "Numbers claimed in machine-learning paper abstracts (speedups, scores, improvements, cost "
    "reductions, counts, model sizes) and the datasets, hardware and URLs they name, extracted by "
    "rules into tidy tables. Every claim carries its evidence span: abstract[start:end] == text.")
KEYWORDS = ("machine learning", "scientific claims", "information extraction", "meta-science", "abstracts")
TABLES = {"papers": (PAPERS, "One row per abstract: the verbatim text, its method name and what was found in it."),
          "claims": (CLAIMS, "One row per extracted claim, with its evidence span in the abstract.")}
KEYS = {"papers": "paper_id", "claims": "claim_id"}
ENCODINGS = {".parquet": "application/x-parquet", ".csv": "text/csv", ".md": "text/markdown", ".html": "text/html"}
# Files other than the tables that a release holds; every file the run wrote is listed with its SHA-256.
ABOUT = {"README.md": "The dataset card (Hugging Face format).",
         "report.html": "The audit page: every extracted span highlighted in its abstract (self-contained HTML)."}
CONTEXT = {  # the Croissant 1.0 JSON-LD context, as mlcroissant writes it
    "@language": "en", "@vocab": "https://schema.org/", "citeAs": "cr:citeAs", "column": "cr:column",
    "conformsTo": "dct:conformsTo", "cr": "http://mlcommons.org/croissant/", "rai": "http://mlcommons.org/croissant/RAI/",
    "data": {"@id": "cr:data", "@type": "@json"}, "dataType": {"@id": "cr:dataType", "@type": "@vocab"},
    "dct": "http://purl.org/dc/terms/", "equivalentProperty": "cr:equivalentProperty",
    "examples": {"@id": "cr:examples", "@type": "@json"}, "extract": "cr:extract", "field": "cr:field",
    "fileProperty": "cr:fileProperty", "fileObject": "cr:fileObject", "fileSet": "cr:fileSet", "format": "cr:format",
    "includes": "cr:includes", "isLiveDataset": "cr:isLiveDataset", "jsonPath": "cr:jsonPath", "key": "cr:key",
    "md5": "cr:md5", "parentField": "cr:parentField", "path": "cr:path", "recordSet": "cr:recordSet",
    "references": "cr:references", "regex": "cr:regex", "repeated": "cr:repeated", "replace": "cr:replace",
    "samplingRate": "cr:samplingRate", "sc": "https://schema.org/", "separator": "cr:separator",
    "source": "cr:source", "subField": "cr:subField", "transform": "cr:transform",
}
_CROISSANT_TYPES = {pl.Utf8: "sc:Text", pl.Int32: "cr:Int32", pl.Int64: "cr:Int64", pl.Float64: "cr:Float64"}


def bibtex() -> str:
    """The BibTeX entry of this version (README's "How to cite", the card and Croissant's citeAs)."""
    year, month, _ = RELEASE_DATE.split("-")
    return (f"@misc{{{CITATION_KEY},\n  title   = {{{{{TITLE}}}}},\n  author  = {{{{{AUTHOR}}}}},\n"
            f"  year    = {{{year}}},\n  month   = {{{int(month)}}},\n  version = {{{__version__}}},\n"
            f"  note    = {{Dataset, version {__version__}, released {RELEASE_DATE}}}\n}}")


def croissant_type(dtype: pl.DataType) -> tuple[str, bool]:
    """The Croissant dataType of a Polars dtype, and whether the field is repeated (a list)."""
    repeated = isinstance(dtype, pl.List)
    inner = dtype.inner if isinstance(dtype, pl.List) else dtype
    for polars_type, name in _CROISSANT_TYPES.items():
        if inner == polars_type:
            return name, repeated
    raise ValueError(f"no Croissant type for the schema dtype {dtype}")


def _field(table: str, name: str, column: pa.Column) -> dict:
    data_type, repeated = croissant_type(column.dtype.type)
    field = {"@type": "cr:Field", "@id": f"{table}/{name}", "name": name, "description": column.description,
             "dataType": data_type}
    if repeated:
        field["repeated"] = True
    if table == "claims" and name == "paper_id":
        field["references"] = {"field": {"@id": "papers/paper_id"}}
    field["source"] = {"fileObject": {"@id": f"{table}.parquet"}, "extract": {"column": name}}
    return field


def _file_object(path: Path) -> dict:
    table = path.name.split(".")[0]
    about = ABOUT.get(path.name) or (f"The {table} table as {'Parquet' if path.suffix == '.parquet' else 'CSV (lists `; `-joined)'}."
                                     if path.name in OUTPUTS else f"A file of the release ({path.name}).")
    return {"@type": "cr:FileObject", "@id": path.name, "name": path.name, "description": about,
            "contentSize": f"{path.stat().st_size} B", "contentUrl": path.name,
            "encodingFormat": ENCODINGS.get(path.suffix, "application/octet-stream"), "sha256": sha256_file(path)}


def listed(outdir: Path) -> list[str]:
    """Every file in ``outdir`` but croissant.json and hidden ones: the tables first, then the others by name."""
    names = {p.name for p in outdir.iterdir() if p.is_file() and not p.name.startswith(".")} - {CROISSANT}
    return [n for n in OUTPUTS if n in names] + sorted(names - set(OUTPUTS))


def _licenses(papers: pl.DataFrame) -> list[dict]:
    """Two licences, as the card splits them: MIT for code and annotations, the authors' for the abstracts."""
    code, abstracts = datasheet.license_parts(papers)
    return [{"@type": "sc:CreativeWork", "name": datasheet.CODE_LICENSE, "url": datasheet.CODE_LICENSE_URL,
             "description": code},
            {"@type": "sc:CreativeWork", "name": "Abstracts: copyright of their authors", "description": abstracts}]


def responsible_ai(outdir: Path) -> dict[str, object]:
    """The Croissant RAI 1.0 fields, from the same text as the dataset card."""
    papers = pl.read_parquet(outdir / "papers.parquet")
    meta = {k: v for k, v in parquet_metadata(outdir / "claims.parquet").items() if not k.startswith("ARROW")}
    return {
        "rai:dataCollection": datasheet.collection(papers, meta),
        "rai:dataCollectionType": ["Secondary Data analysis", "Software Collection"],  # the spec's recommended values
        "rai:dataCollectionRawData": "The seed files in `seeds/` (their SHA-256 is stored in every Parquet file as "
                                     "`seeds_sha256`); the abstracts are also in `papers.abstract`, verbatim.",
        "rai:dataCollectionMissingData": datasheet.missing_data(papers),
        "rai:dataPreprocessingProtocol": [
            "Text is kept exactly as written (LaTeX, Markdown, Unicode); line endings become `\\n` and the blank "
            "lines between abstracts are dropped.",
            "Empty and repeated abstracts are skipped; `paper_id` is the first 16 hex digits of the SHA-256 of the "
            "abstract."],
        "rai:dataAnnotationProtocol": [datasheet.annotation(meta)],
        "rai:machineAnnotationTools": [f"abstract-claims {meta.get('extractor_version', __version__)} (rule-based "
                                       "extractors, no learned model)"],
        "rai:dataUseCases": [*datasheet.INTENDED_USES, *(f"Out of scope: {use}" for use in datasheet.OUT_OF_SCOPE)],
        "rai:dataBiases": datasheet.biases(papers),
        "rai:dataLimitations": [line.replace("**", "") for line in datasheet.limitations(papers)],
        "rai:dataSocialImpact": datasheet.SOCIAL_IMPACT,
        "rai:personalSensitiveInformation": [datasheet.PERSONAL_INFORMATION],
        "rai:dataReleaseMaintenancePlan": f"{datasheet.MAINTENANCE} {datasheet.REPORTING}",
    }


def croissant(outdir: Path) -> dict:
    """The Croissant 1.0 metadata of the files in ``outdir`` (all of them, their hashes as they are now)."""
    record_sets = [{"@type": "cr:RecordSet", "@id": table, "name": table, "description": about,
                    "key": {"@id": f"{table}/{KEYS[table]}"},
                    "field": [_field(table, n, c) for n, c in schema.columns.items()]}
                   for table, (schema, about) in TABLES.items()]
    return {"@context": CONTEXT, "@type": "sc:Dataset", "name": "abstract-claims", "description": DESCRIPTION,
            "conformsTo": list(CONFORMS_TO), "citeAs": bibtex(),
            "creator": {"@type": "sc:Organization", "name": AUTHOR}, "datePublished": RELEASE_DATE,
            "inLanguage": "en", "keywords": list(KEYWORDS),
            "license": _licenses(pl.read_parquet(outdir / "papers.parquet", columns=["venue", "year"])),
            "url": "README.md", "version": __version__,
            "distribution": [_file_object(outdir / name) for name in listed(outdir)], "recordSet": record_sets,
            **responsible_ai(outdir)}


def write_croissant(outdir: Path) -> None:
    """Post-build step: ``croissant.json`` for the files just written."""
    write_atomic(outdir / "croissant.json", json.dumps(croissant(outdir), indent=2, ensure_ascii=False) + "\n")
