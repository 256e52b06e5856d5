"""The audit page: placement, payload, validation, safety, the CLI, and a real headless Chromium.

The page's script draws the abstracts from the embedded JSON payload, so what a reader sees is
checked in the browser: Debian's ``chromium`` (``.ci/run`` installs it) with ``--dump-dom``
returns the DOM after the script ran, and a URL fragment (``#kind=speedup``, ``#page=2``)
exercises the filters and the paging. Where Chromium is not installed those tests are skipped
with a message saying so.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import struct
import subprocess
import sys
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path

import polars as pl
import pytest

from abstract_claims.pipeline.ingest import InputError
from abstract_claims.report.charts import speedup_chart, speedup_factors
from abstract_claims.report.layout import fmt_number, layout
from abstract_claims.report.loader import load
from abstract_claims.schemas.tables import NUMBERS
from abstract_claims.report.page import PER_PAGE, render, write_report
from abstract_claims.schemas.tables import CLAIMS, KINDS, PAPERS
from conftest import DEV_CORPUS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
ARTIFACTS = ROOT / "artifacts"
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Page(HTMLParser):
    """Every element of a page with its attributes and its text (descendants' text included)."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[dict] = []
        self._open: list[dict] = []
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list) -> None:
        e = {"tag": tag, "attrs": {k: (v if v is not None else "") for k, v in attrs}, "text": ""}
        self.elements.append(e)
        if tag not in VOID:
            self._open.append(e)

    def handle_endtag(self, tag: str) -> None:
        while self._open:
            if self._open.pop()["tag"] == tag:
                break

    def handle_data(self, data: str) -> None:
        for e in self._open:
            e["text"] += data

    def all(self, tag: str, cls: str | None = None) -> list[dict]:
        return [e for e in self.elements if e["tag"] == tag and (cls is None or cls in e["attrs"].get("class", "").split())]

    def one(self, tag: str) -> dict:
        (e,) = self.all(tag)
        return e

    @property
    def marks(self) -> list[dict]:
        return [{**e["attrs"], "text": e["text"]} for e in self.all("mark")]

    @property
    def articles(self) -> list[dict]:
        return [e["attrs"] for e in self.all("article")]

    @property
    def body(self) -> dict:
        return self.one("body")["attrs"]


# ---------------------------------------------------------------- hand-made tables that pass the schemas

def frames(abstract: str, claims: list[dict], pid: str = "p1", **paper: object) -> tuple[pl.DataFrame, pl.DataFrame]:
    """A one-paper dataset; each claim gives kind, text, other columns, and start when not the text's first match."""
    rows = []
    for i, c in enumerate(claims):
        start = c.get("start", abstract.find(c["text"]))
        numeric = c["kind"] not in ("dataset", "hardware", "code_url", "url")
        row = {"claim_id": f"{pid}-{i:03d}", "paper_id": pid, "value": 1.0 if numeric else None, "value_high": None,
               "unit": None, "qualifier": "exact" if numeric else None, "name": None, "metric": None, "dataset": None,
               "baseline": None, "hardware": None, "start": start, "end": start + len(c["text"]), "sentence": abstract,
               "rule": f"{c['kind']}.test", **c}
        rows.append({k: row[k] for k in CLAIMS.columns})
    claim_types = {name: col.dtype.type for name, col in CLAIMS.columns.items()}
    p = {"paper_id": pid, "venue": "ICML", "year": 2026, "title": None, "source": "in.jsonl", "abstract": abstract,
         "method": None, "status": "ok", "n_claims": len(rows),
         "n_numeric": sum(r["kind"] not in ("dataset", "hardware", "code_url", "url") for r in rows),
         "datasets": [], "hardware": [], "urls": [], **paper}
    papers = pl.DataFrame([p], schema={name: col.dtype.type for name, col in PAPERS.columns.items()})
    return papers, pl.DataFrame(rows, schema=claim_types)


def numbers_frame(rows: list[dict]) -> pl.DataFrame:
    """A numbers table in the published schema (``NUMBERS``); rule defaults to ``reason.<reason>``."""
    schema = {name: col.dtype.type for name, col in NUMBERS.columns.items()}
    return pl.DataFrame([{"value": None, "unit": None, "rule": f"reason.{r.get('reason')}", **r} for r in rows], schema=schema)


def write_tables(folder: Path, papers: pl.DataFrame, claims: pl.DataFrame, numbers: pl.DataFrame | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    papers.write_parquet(folder / "papers.parquet")
    claims.write_parquet(folder / "claims.parquet")
    if numbers is not None:
        numbers.write_parquet(folder / "numbers.parquet")
    return folder


def payload(html: str) -> dict:
    """The page's embedded data, as its script reads it."""
    return json.loads(re.search(r'<script type="application/json" id="payload">(.*?)</script>', html, re.S).group(1))


# ---------------------------------------------------------------- what the page holds (no browser)

def test_every_seed_claim_is_placed_once_and_papers_with_claims_come_first() -> None:
    tables = load(DATA)
    laid = layout(tables.papers, tables.claims)
    assert laid.shown == tables.claims.height and laid.skipped == 0
    placed = [(r["claims"][s][0], r["claims"][s][1], r["claims"][s][2]) for r in laid.papers for s in r["text"] if isinstance(s, int)]
    want = sorted((c["claim_id"], c["kind"], c["text"]) for c in tables.claims.iter_rows(named=True))
    assert sorted(placed) == want
    with_claims = [bool(r["claims"]) for r in laid.papers]
    assert with_claims == sorted(with_claims, reverse=True) and with_claims.count(True) == 37
    assert "".join(s if isinstance(s, str) else r["claims"][s][2] for r in laid.papers[:1] for s in r["text"]) == \
        tables.papers.filter(pl.col("paper_id") == laid.papers[0]["id"])["abstract"][0]  # segments rebuild the abstract
    body = Page(render(tables.papers, tables.claims, tables.meta)).body
    assert body["data-shown-spans"] == str(tables.claims.height) and body["data-skipped-spans"] == "0"


def test_overlapping_entity_yields_to_the_number_and_is_listed() -> None:
    text = "We train on ImageNet-21k and match 48k trajectories."
    papers, claims = frames(text, [
        {"kind": "dataset", "text": "ImageNet-21k", "name": "ImageNet-21k"},
        {"kind": "count", "text": "21k", "value": 21000.0},
        {"kind": "count", "text": "48k", "value": 48000.0},
        {"kind": "score", "text": "trajectorie", "start": 38, "end": 49, "value": 1.0}])  # span does not match the abstract
    (record,) = layout(papers, claims).papers
    assert record["text"] == ["We train on ImageNet-", 1, " and match ", 2, " trajectories."]
    assert record["skipped"] == [[0, "overlaps p1-001 (count)"], [3, "its span does not match the abstract"]]
    body = Page(render(papers, claims)).body
    assert body["data-shown-spans"] == "2" and body["data-skipped-spans"] == "2"


def test_offsets_count_code_points_and_the_browser_gets_none() -> None:
    text = "𝒟 and 😀 beat it by 2x."  # astral characters: Python offsets differ from JavaScript's UTF-16 ones
    papers, claims = frames(text, [{"kind": "speedup", "text": "2x", "value": 2.0, "unit": "x"}])
    (record,) = layout(papers, claims).papers
    assert record["text"] == ["𝒟 and 😀 beat it by ", 0, "."]


def test_markup_never_reaches_the_page_as_markup() -> None:
    text = 'A <script>alert("x")</script> model is 2x <b>faster</b> & smaller.'
    papers, claims = frames(text, [{"kind": "speedup", "text": "2x <b>faster</b>", "value": 2.0, "unit": "x"}],
                            title="</script><script>alert(1)</script>")
    html = render(papers, claims)
    assert "<b>" not in html and '<script>alert("x")' not in html and "</script><script>alert(1)" not in html
    data = payload(html)
    assert data["papers"][0]["text"][0] == 'A <script>alert("x")</script> model is '
    assert data["papers"][0]["title"] == "</script><script>alert(1)</script>"


def test_same_tables_give_byte_identical_self_contained_pages(tmp_path: Path) -> None:
    write_report(DATA, tmp_path / "a.html")
    write_report(DATA, tmp_path / "b.html")
    page = (tmp_path / "a.html").read_bytes()
    assert page == (tmp_path / "b.html").read_bytes()
    assert b"http://" not in page.replace(b'xmlns="http://www.w3.org/2000/svg"', b"") and b"<script src" not in page
    assert b"<link" not in page  # everything inline: nothing to fetch
    assert not re.search(rb"\s(style|on[a-z]+)=", page)  # no style or handler attribute: the policy forbids them


def test_policy_allows_exactly_the_inline_style_and_script() -> None:
    html = (DATA / "report.html").read_text(encoding="utf-8")
    (policy,) = [m["attrs"]["content"] for m in Page(html).all("meta") if m["attrs"].get("http-equiv") == "Content-Security-Policy"]
    assert html.index("Content-Security-Policy") < html.index("<style>")  # in force before anything else
    style = re.search(r"<style>(.*?)</style>", html, re.S).group(1)
    scripts = re.findall(r"<script>(.*?)</script>", html, re.S)  # the data block is type=application/json: never run

    def digest(text: str) -> str:
        return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()

    assert len(scripts) == 1
    assert policy == (f"default-src 'none'; script-src 'sha256-{digest(scripts[0])}'; "
                      f"style-src 'sha256-{digest(style)}'; base-uri 'none'; form-action 'none'")
    assets = resources.files("abstract_claims.report") / "assets"
    assert scripts[0] == (assets / "report.js").read_text(encoding="utf-8")
    assert style == (assets / "report.css").read_text(encoding="utf-8")


def test_every_kind_has_its_colours() -> None:
    css = (resources.files("abstract_claims.report") / "assets" / "report.css").read_text(encoding="utf-8")
    assert {k for k in KINDS if re.search(rf"\.k-{k}\{{--bg:#[0-9a-f]{{6}};--fg:#[0-9a-f]{{6}}\}}", css)} == set(KINDS)


def test_speedup_factors_take_x_as_is_and_percent_as_one_plus_p() -> None:
    papers, claims = frames("2x, 30% faster, 1e8 times, 12 units.", [
        {"kind": "speedup", "text": "2x", "value": 2.0, "unit": "x"},
        {"kind": "speedup", "text": "30%", "value": 30.0, "unit": "%"},
        {"kind": "speedup", "text": "1e8", "value": 1e8, "unit": "x"},
        {"kind": "speedup", "text": "12", "value": 12.0}])
    assert speedup_factors(claims) == ([2.0, 1.3, 1e8], 1)
    chart = speedup_chart(claims)
    assert "3 speedup claims; unit × as given, % as 1 + p/100; 1 with another unit left out" in chart
    assert ">10⁸×</text>" in chart and chart.count("<rect") == 3


def test_numbers_are_shown_plainly() -> None:
    assert [fmt_number(v) for v in (48000.0, 82.3, 0.012, 1e8, 2.6e9, None)] == ["48000", "82.3", "0.012", "1e+08", "2.6e+09", "—"]
    papers, claims = frames("We use 12 units.", [{"kind": "count", "text": "12", "value": 12.0, "unit": "count"}])
    assert layout(papers, claims).papers[0]["claims"][0][3:6] == ["12", None, "count"]


def test_non_claim_numbers_are_placed_clear_of_the_claims() -> None:
    text = "With 4-bit weights, 2x faster on CIFAR-100 (1)."
    papers, claims = frames(text, [{"kind": "speedup", "text": "2x", "value": 2.0, "unit": "x"},
                                   {"kind": "dataset", "text": "CIFAR-100", "name": "CIFAR-100"}])
    numbers = numbers_frame([
        {"paper_id": "p1", "text": "4", "start": 5, "end": 6, "verdict": "not_claim", "reason": "setting", "rule": "setting.bits"},
        {"paper_id": "p1", "text": "2x", "start": 20, "end": 22, "verdict": "speedup", "value": 2.0},
        {"paper_id": "p1", "text": "100", "start": 39, "end": 42, "verdict": "not_claim", "reason": "name_part"},
        {"paper_id": "p1", "text": "1", "start": 44, "end": 45, "verdict": "not_claim", "reason": "list_marker"}])
    laid = layout(papers, claims, numbers)
    assert laid.papers[0]["text"] == ["With ", ["4", "setting", "setting.bits"], "-bit weights, ", 0, " faster on ", 1,
                                      " (", ["1", "list_marker", "reason.list_marker"], ")."]
    assert laid.numbers_shown == 2


# ---------------------------------------------------------------- the loader: validated first, one line per problem

def test_loader_accepts_the_release_and_an_optional_numbers_table(tmp_path: Path) -> None:
    tables = load(DATA)
    assert (tables.papers.height, tables.claims.height, tables.numbers) == (57, pl.read_parquet(DATA / "claims.parquet").height, None)
    assert tables.meta["dataset_version"]
    papers, claims = frames("With 4-bit weights.", [])
    numbers = numbers_frame([{"paper_id": "p1", "text": "4", "start": 5, "end": 6, "verdict": "not_claim", "reason": "setting"}])
    assert load(write_tables(tmp_path, papers, claims, numbers)).numbers.to_dicts() == numbers.to_dicts()


def _broken(tmp_path: Path, table: str, change: pl.Expr | None = None, numbers: pl.DataFrame | None = None) -> str:
    papers, claims = frames("It is 2x faster than B on 3 sets.", [{"kind": "speedup", "text": "2x", "value": 2.0, "unit": "x"},
                                                                  {"kind": "count", "text": "3", "value": 3.0}])
    if table == "papers":
        papers = papers.with_columns(change)
    elif table == "claims":
        claims = claims.with_columns(change)
    with pytest.raises(InputError) as err:
        load(write_tables(tmp_path, papers, claims, numbers))
    return str(err.value)


@pytest.mark.parametrize(("table", "change", "problem"), [
    ("papers", pl.lit(None, pl.Utf8).alias("abstract"), "row 1: abstract is null"),
    ("papers", pl.lit("running").alias("status"), "row 1: status 'running' fails isin(('ok', 'timeout', 'error'))"),
    ("papers", pl.lit(3000, pl.Int32).alias("year"), "row 1: year '3000' fails in_range(1900, 2100)"),
    ("claims", pl.lit('x"><img src=x onerror=alert(1)>').alias("kind"),
     """row 1: kind 'x"><img src=x onerror=alert(1)>' fails isin(('speedup', 'reduction', 'improvement', 'score', 'count', """),
    ("claims", pl.lit("<b>").alias("unit"), "row 1: unit '<b>' fails isin("),
    ("claims", pl.lit("maybe").alias("qualifier"), "row 1: qualifier 'maybe' fails isin("),
    ("claims", pl.col("start").cast(pl.Int32), "column 'start' has type Int32, the schema wants Int64"),
    ("claims", pl.lit("p1-000").alias("claim_id"), "row 1: claim_id 'p1-000' is not unique"),
    ("claims", pl.lit(7, pl.Int64).alias("start"), "row 1: abstract[start:end] must equal text"),
])
def test_a_table_that_breaks_its_schema_is_named_with_row_and_problem(tmp_path: Path, table: str, change: pl.Expr,
                                                                      problem: str) -> None:
    message = _broken(tmp_path, table, change)
    assert message.startswith(f"{tmp_path / (table + '.parquet')}: {problem}")
    assert "\n" not in message


def test_a_missing_column_is_named(tmp_path: Path) -> None:
    papers, claims = frames("It is 2x faster.", [{"kind": "speedup", "text": "2x", "value": 2.0}])
    write_tables(tmp_path, papers.drop("abstract"), claims)
    with pytest.raises(InputError, match=re.escape(f"{tmp_path / 'papers.parquet'}: missing column 'abstract'; "
                                                   "is this an abstract-claims table?")):
        load(tmp_path)


@pytest.mark.parametrize(("change", "problem"), [
    ({"reason": "because"}, "row 1: reason 'because' fails isin(('setting', 'name_part', "),
    ({"verdict": "score", "reason": "setting"}, "row 1: reason is given for not_claim rows, and only for them"),
    ({"paper_id": "ghost"}, "row 1: paper_id 'ghost' is not in papers.parquet"),
    ({"start": 4, "end": 5}, "row 1: abstract[start:end] must equal text"),
])
def test_a_bad_numbers_table_is_named(tmp_path: Path, change: dict, problem: str) -> None:
    numbers = numbers_frame([{"paper_id": "p1", "text": "2", "start": 6, "end": 7, "verdict": "not_claim", "reason": "setting",
                              **change}])
    message = _broken(tmp_path, "none", numbers=numbers)
    assert message.startswith(f"{tmp_path / 'numbers.parquet'}: {problem}") and "\n" not in message


# ---------------------------------------------------------------- the command line

def cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "abstract_claims", *args], cwd=cwd, capture_output=True, text=True)


def test_report_command_writes_the_page(tmp_path: Path) -> None:
    out = tmp_path / "sub" / "page.html"
    r = cli("report", str(DATA), "-o", str(out))
    n = pl.read_parquet(DATA / "claims.parquet").height
    assert r.returncode == 0, r.stderr
    assert r.stdout == f"{out}: 57 abstracts, {n} claims, {n} spans highlighted\n"
    assert out.read_bytes() == (DATA / "report.html").read_bytes()
    assert [p.name for p in out.parent.iterdir()] == ["page.html"]  # no temporary left behind


def test_report_command_never_writes_through_a_planted_link(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    out = tmp_path / "out"
    out.mkdir()
    for name in (".report.html.tmp", ".report.html.0.tmp", "report.html.tmp"):
        (out / name).symlink_to(victim)
    assert cli("report", str(DATA), "-o", str(out / "report.html")).returncode == 0
    assert victim.read_text() == "keep me\n"
    assert (out / "report.html").read_bytes() == (DATA / "report.html").read_bytes()


def test_report_command_names_the_missing_table(tmp_path: Path) -> None:
    r = cli("report", str(tmp_path))
    assert r.returncode == 2
    line = f"abstract-claims: error: {tmp_path / 'papers.parquet'}: not found; run `abstract-claims build` or `extract` to make it"
    assert line in r.stderr.splitlines()  # a line of its own (libraries may print warnings around it)
    assert not (tmp_path / "report.html").exists()


def test_report_command_without_a_folder_says_where_it_looked(tmp_path: Path) -> None:
    r = cli("report", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr == (f"abstract-claims: error: {tmp_path}: no papers.parquet here or in {tmp_path / 'data'}; "
                        "pass the folder that holds the tables: abstract-claims report DIR\n")


def test_report_command_names_the_row_of_an_orphan_claim(tmp_path: Path) -> None:
    papers, claims = frames("It is 2x faster.", [{"kind": "speedup", "text": "2x", "value": 2.0}])
    write_tables(tmp_path, papers, claims.with_columns(pl.lit("ghost").alias("paper_id")))
    r = cli("report", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr == f"abstract-claims: error: {tmp_path / 'claims.parquet'}: row 1: paper_id 'ghost' is not in papers.parquet\n"


@pytest.mark.parametrize("damage", ["null abstract", "truncated", "not parquet", "empty"])
def test_report_command_on_a_corrupt_table_exits_2_with_one_line(tmp_path: Path, damage: str) -> None:
    papers, claims = frames("It is 2x faster.", [{"kind": "speedup", "text": "2x", "value": 2.0}])
    write_tables(tmp_path, papers, claims)
    target = tmp_path / ("papers.parquet" if damage == "null abstract" else "claims.parquet")
    if damage == "null abstract":
        papers.with_columns(pl.lit(None, pl.Utf8).alias("abstract")).write_parquet(target)
    else:
        good = target.read_bytes()
        target.write_bytes({"truncated": good[:len(good) // 2], "not parquet": b"id,abstract\n1,x\n", "empty": b""}[damage])
    r = cli("report", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr.startswith(f"abstract-claims: error: {target}: ")
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr
    assert ("row 1: abstract is null" if damage == "null abstract" else "not a readable Parquet file") in r.stderr
    assert not (tmp_path / "report.html").exists()


def test_build_publishes_the_report(tmp_path: Path) -> None:
    work = tmp_path / "proj"
    shutil.copytree(ROOT / "seeds", work / "seeds")
    r = cli("build", "--quiet", cwd=work)
    assert r.returncode == 0, r.stderr
    assert (work / "data" / "report.html").read_bytes() == (DATA / "report.html").read_bytes()


# ---------------------------------------------------------------- a real browser

@pytest.fixture(scope="module")
def chromium() -> str:
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        pytest.skip("headless Chromium is not installed (Debian package `chromium`, installed by .ci/run as root): "
                    "the browser checks of the report did NOT run")
    return exe


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("report") / "report.html"
    write_report(DATA, out)
    return out


def browse(exe: str, url: str, tmp: Path, *extra: str) -> subprocess.CompletedProcess:
    profile = tmp / f"profile{len(list(tmp.glob('profile*')))}"
    profile.mkdir()
    r = subprocess.run([exe, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *extra, url],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return r


def dom(exe: str, page: Path, fragment: str, tmp: Path) -> Page:
    return Page(browse(exe, page.as_uri() + fragment, tmp, "--dump-dom").stdout)


def test_browser_shows_one_mark_per_shown_claim_across_the_pages(chromium: str, report: Path, tmp_path: Path) -> None:
    first, second = dom(chromium, report, "", tmp_path), dom(chromium, report, "#page=2", tmp_path)
    claims = pl.read_parquet(DATA / "claims.parquet")
    shown = int(first.body["data-shown-spans"])
    assert shown == claims.height - int(first.body["data-skipped-spans"])
    assert (first.body["data-page"], first.body["data-pages"], second.body["data-page"]) == ("1", "2", "2")
    assert (len(first.articles), len(second.articles)) == (PER_PAGE, 57 - PER_PAGE)
    assert first.body["data-marks-counted"] == str(len(first.marks)) == str(shown)  # written by the page's script: it ran
    assert first.body["data-visible-marks"] == str(shown) and first.body["data-visible-papers"] == "57"
    assert {(m["data-claim-id"], m["data-kind"], m["text"]) for m in first.marks + second.marks} == \
        {(c["claim_id"], c["kind"], c["text"]) for c in claims.iter_rows(named=True)}
    assert all(m["tabindex"] == "0" and m["class"] == f"k-{m['data-kind']}" for m in first.marks)
    assert [int(a["data-shown-spans"]) > 0 for a in first.articles] == [True] * 37 + [False] * 13  # claims first
    assert not second.marks


def test_browser_tooltip_lists_value_unit_qualifier_metric_dataset_baseline_hardware_rule(chromium: str, tmp_path: Path) -> None:
    text = "We get up to 1.5x speedup over FlashInfer on an H100, 5.6--8.3% higher accuracy, and use 12 units."
    papers, claims = frames(text, [
        {"kind": "speedup", "text": "1.5x", "value": 1.5, "unit": "x", "qualifier": "up_to",
         "baseline": "FlashInfer", "hardware": "H100", "rule": "speedup.after.factor"},
        {"kind": "hardware", "text": "H100", "name": "H100"},
        {"kind": "improvement", "text": "5.6--8.3%", "value": 5.6, "value_high": 8.3, "unit": "%",
         "qualifier": "range", "metric": "accuracy"},
        {"kind": "count", "text": "12", "value": 12.0, "unit": "count", "rule": "count.x"}])
    write_report(write_tables(tmp_path / "t", papers, claims), tmp_path / "t" / "report.html")
    marks = dom(chromium, tmp_path / "t" / "report.html", "", tmp_path).marks
    assert [m["data-tip"] for m in marks] == [
        "p1-000  [speedup]\nvalue: 1.5\nunit: x\nqualifier: up_to\nmetric: —\ndataset: —\nbaseline: FlashInfer\n"
        "hardware: H100\nrule: speedup.after.factor",
        "p1-001  [hardware]\nname: H100\nvalue: —\nunit: —\nqualifier: —\nmetric: —\ndataset: —\nbaseline: —\n"
        "hardware: —\nrule: hardware.test",
        "p1-002  [improvement]\nvalue: 5.6 – 8.3\nunit: %\nqualifier: range\nmetric: accuracy\ndataset: —\n"
        "baseline: —\nhardware: —\nrule: improvement.test",
        "p1-003  [count]\nvalue: 12\nunit: count\nqualifier: exact\nmetric: —\ndataset: —\nbaseline: —\nhardware: —\n"
        "rule: count.x"]
    assert [(m["data-kind"], m["text"]) for m in marks] == [("speedup", "1.5x"), ("hardware", "H100"),
                                                           ("improvement", "5.6--8.3%"), ("count", "12")]


def test_browser_lists_the_claims_it_could_not_highlight(chromium: str, tmp_path: Path) -> None:
    text = "We train on ImageNet-21k and match 48k trajectories."
    papers, claims = frames(text, [{"kind": "dataset", "text": "ImageNet-21k", "name": "ImageNet-21k"},
                                   {"kind": "count", "text": "21k", "value": 21000.0}])
    page = tmp_path / "overlap.html"
    page.write_text(render(papers, claims), encoding="utf-8")
    shown = dom(chromium, page, "", tmp_path)
    assert [li["text"] for li in shown.all("li")] == ["p1-000 dataset “ImageNet-21k”: not highlighted, overlaps p1-001 (count)"]
    assert [m["data-claim-id"] for m in shown.marks] == ["p1-001"]
    assert [td["text"] for td in shown.all("td")][:4] == ["p1-000", "dataset", "ImageNet-21k", "—"]  # the claims table


def test_browser_kind_filter_hides_the_other_kinds(chromium: str, report: Path, tmp_path: Path) -> None:
    page = dom(chromium, report, "#kind=speedup", tmp_path)
    speedups = pl.read_parquet(DATA / "claims.parquet").filter(pl.col("kind") == "speedup")
    on = [m for m in page.marks if "off" not in m["class"].split()]
    assert {m["data-kind"] for m in on} == {"speedup"}
    assert sorted(m["data-claim-id"] for m in on) == sorted(speedups["claim_id"].to_list())
    papers = set(speedups["paper_id"].to_list())
    others = pl.read_parquet(DATA / "claims.parquet").filter(pl.col("paper_id").is_in(papers) & (pl.col("kind") != "speedup"))
    assert len(page.marks) - len(on) == others.height  # the other kinds' marks in those papers are dimmed, not removed
    assert sorted(a["data-paper-id"] for a in page.articles) == sorted(papers)
    assert page.body["data-visible-marks"] == str(speedups.height)
    assert page.body["data-visible-papers"] == str(len(papers))


def test_browser_search_keeps_only_matching_papers(chromium: str, report: Path, tmp_path: Path) -> None:
    page = dom(chromium, report, "#q=flashinfer", tmp_path)
    papers = pl.read_parquet(DATA / "papers.parquet")
    want = sorted(papers.filter(pl.col("abstract").str.to_lowercase().str.contains("flashinfer"))["paper_id"].to_list())
    assert want  # the seeds mention it: the search has something to find
    assert sorted(a["data-paper-id"] for a in page.articles) == want
    assert page.body["data-visible-papers"] == str(len(want))


def test_browser_focus_opens_the_page_that_holds_the_claim(chromium: str, report: Path, tmp_path: Path) -> None:
    screenshot = ARTIFACTS / "report.png"
    ARTIFACTS.mkdir(exist_ok=True)
    screenshot.unlink(missing_ok=True)
    first = pl.read_parquet(DATA / "claims.parquet").filter(pl.col("kind") == "score")["claim_id"][0]
    browse(chromium, f"{report.as_uri()}#focus={first}", tmp_path, f"--screenshot={screenshot}", "--window-size=1280,1600")
    head = screenshot.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (1280, 1600)
    print(f"screenshot: {screenshot}")


# ---------------------------------------------------------------- safety in the browser

PWN = "document.documentElement.setAttribute('data-pwned','{0}');document.title='PWNED {0}'"


def hostile(column: str) -> str:
    """A value that runs ``PWN`` if it ever becomes markup: an attribute break-out, a script break-out, an SVG handler."""
    js = PWN.format(column)
    return f'{column}"><img src=x onerror="{js}"></script><script>{js}</script><svg/onload="{js}">\'<b>'


def assert_no_injection_ran(page: Page) -> None:
    """The handlers did not run, and no value became an element or a handler attribute in the DOM."""
    assert "data-pwned" not in page.one("html")["attrs"]
    assert "PWNED" not in page.all("title")[0]["text"]
    assert not page.all("img") and [s["attrs"].get("type") for s in page.all("script")] == [None]  # the payload, parsed, is removed
    assert not [(e["tag"], k) for e in page.elements for k in e["attrs"] if k.startswith("on")]


def hostile_tables() -> tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]:
    """Every free-text column of both tables (and of numbers) carries ``hostile``; the tables still pass the schemas."""
    span, num = hostile("text"), hostile("numbers.text")
    abstract = f"{hostile('abstract')} We are {span} and {num}."
    pid = hostile("paper_id")
    papers, claims = frames(abstract, [
        {"kind": "speedup", "text": span, "value": 2.0, "unit": "x", "name": hostile("name"), "metric": hostile("metric"),
         "dataset": hostile("dataset"), "baseline": hostile("baseline"), "hardware": hostile("hardware"),
         "sentence": hostile("sentence"), "rule": hostile("rule"), "claim_id": hostile("claim_id")},
        {"kind": "dataset", "text": hostile("abstract"), "name": hostile("dataset name")}], pid=pid,
        venue=hostile("venue"), title=hostile("title"), source=hostile("source"), method=hostile("method"),
        datasets=[hostile("datasets")], hardware=[hostile("hardware list")], urls=[hostile("urls")])
    claims = claims.with_columns(pl.when(pl.col("kind") == "dataset").then(pl.lit(hostile("claim_id 2")))
                                 .otherwise(pl.col("claim_id")).alias("claim_id"))
    start = abstract.index(num)
    numbers = numbers_frame([{"paper_id": pid, "text": num, "start": start, "end": start + len(num), "verdict": "not_claim",
                              "reason": "setting", "rule": hostile("numbers.rule")}])
    return papers, claims, numbers


def test_browser_runs_no_value_of_any_column(chromium: str, tmp_path: Path) -> None:
    papers, claims, numbers = hostile_tables()
    folder = write_tables(tmp_path / "t", papers, claims, numbers)
    r = cli("report", str(folder))
    assert r.returncode == 0, r.stderr
    page = dom(chromium, folder / "report.html", "", tmp_path)
    assert_no_injection_ran(page)
    assert page.body["data-marks-counted"] == "2"  # the page's own script ran
    marks = {m["data-kind"]: m for m in page.marks}
    assert marks["speedup"]["text"] == hostile("text") and marks["speedup"]["data-claim-id"] == hostile("claim_id")
    assert f"metric: {hostile('metric')}\n" in marks["speedup"]["data-tip"]
    assert f"rule: {hostile('rule')}" in marks["speedup"]["data-tip"]
    assert marks["dataset"]["data-tip"].startswith(f"{hostile('claim_id 2')}  [dataset]\nname: {hostile('dataset name')}\n")
    (article,) = page.all("article")
    assert article["attrs"]["data-paper-id"] == hostile("paper_id") and article["attrs"]["id"] == "p-" + hostile("paper_id")
    assert page.all("h2")[0]["text"] == f"{hostile('title')} {hostile('paper_id')}"
    assert page.all("p", "meta")[0]["text"].startswith(f"{hostile('source')} · {hostile('venue')} 2026 · method {hostile('method')}")
    (faint,) = page.all("span", "num")
    assert faint["text"] == hostile("numbers.text") and faint["attrs"]["title"] == f"not a claim: setting (rule {hostile('numbers.rule')})"
    cells = [td["text"] for td in page.all("td")]
    assert all(hostile(c) in cells for c in ("baseline", "hardware", "dataset", "claim_id"))


def test_browser_runs_no_value_even_in_columns_the_schema_would_refuse(chromium: str, tmp_path: Path) -> None:
    papers, claims, numbers = hostile_tables()  # render() directly: no validation stands in the way
    claims = claims.with_columns(pl.lit(hostile("kind")).alias("kind"), pl.lit(hostile("unit")).alias("unit"),
                                 pl.lit(hostile("qualifier")).alias("qualifier"))
    papers = papers.with_columns(pl.lit(hostile("status")).alias("status"))
    numbers = numbers.with_columns(pl.lit(hostile("reason")).alias("reason"))
    page = tmp_path / "raw.html"
    page.write_text(render(papers, claims, {"dataset_version": hostile("meta")}, numbers=numbers), encoding="utf-8")
    shown = dom(chromium, page, "", tmp_path)
    assert_no_injection_ran(shown)
    assert shown.body["data-marks-counted"] == "2"
    assert {m["data-kind"] for m in shown.marks} == {hostile("kind")}
    assert shown.all("span", "warn")[0]["text"] == f"status {hostile('status')}: no claims kept"


def test_browser_policy_stops_markup_that_escaping_missed(chromium: str, report: Path, tmp_path: Path) -> None:
    html = report.read_text(encoding="utf-8")
    js = PWN.format("csp")
    planted = html.replace("<main id=\"papers\"></main>", f'<main id="papers"></main><img src=x onerror="{js}">'
                           f'<script>{js}</script><svg onload="{js}"></svg><p style="color:red" id="styled">x</p>', 1)
    assert planted != html
    page = tmp_path / "planted.html"
    page.write_text(planted, encoding="utf-8")
    shown = dom(chromium, page, "", tmp_path)
    assert "data-pwned" not in shown.one("html")["attrs"] and "PWNED" not in shown.all("title")[0]["text"]
    assert shown.body["data-marks-counted"] == str(pl.read_parquet(DATA / "claims.parquet").height)  # its own script still ran


def test_browser_shows_non_claim_numbers_faintly_with_their_reason(chromium: str, tmp_path: Path) -> None:
    text = "With 4-bit weights, 2x faster on CIFAR-100 (1)."
    papers, claims = frames(text, [{"kind": "speedup", "text": "2x", "value": 2.0, "unit": "x"},
                                   {"kind": "dataset", "text": "CIFAR-100", "name": "CIFAR-100"}])
    numbers = numbers_frame([
        {"paper_id": "p1", "text": "4", "start": 5, "end": 6, "verdict": "not_claim", "reason": "setting", "rule": "setting.bits"},
        {"paper_id": "p1", "text": "2x", "start": 20, "end": 22, "verdict": "speedup", "value": 2.0, "rule": "speedup.x"},
        {"paper_id": "p1", "text": "100", "start": 39, "end": 42, "verdict": "not_claim", "reason": "name_part"},
        {"paper_id": "p1", "text": "1", "start": 44, "end": 45, "verdict": "not_claim", "reason": "list_marker"}])
    folder = write_tables(tmp_path / "t", papers, claims, numbers)
    r = cli("report", str(folder))
    assert r.stdout == f"{folder / 'report.html'}: 1 abstracts, 2 claims, 2 spans highlighted, 2 other numbers shown faintly\n"
    page = dom(chromium, folder / "report.html", "", tmp_path)
    assert [(s["text"], s["attrs"]["title"], s["attrs"]["data-reason"]) for s in page.all("span", "num")] == [
        ("4", "not a claim: setting (rule setting.bits)", "setting"), ("1", "not a claim: list_marker (rule reason.list_marker)", "list_marker")]
    assert [(m["data-kind"], m["text"]) for m in page.marks] == [("speedup", "2x"), ("dataset", "CIFAR-100")]
    assert page.all("p", "abstract")[0]["text"] == text
    assert (page.body["data-numbers"], page.body["data-shown-numbers"]) == ("4", "2")


# ---------------------------------------------------------------- a large page: the 3,000 dev abstracts

@pytest.fixture(scope="module")
def dev_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dev")
    r = cli("extract", str(DEV_CORPUS), "-o", str(out), "--quiet")
    assert r.returncode == 0, r.stderr
    write_report(out, out / "report.html")
    return out


def test_browser_opens_the_dev_corpus_page_on_abstracts_with_claims(chromium: str, dev_report: Path, tmp_path: Path) -> None:
    page = dom(chromium, dev_report / "report.html", "", tmp_path)
    papers, claims = pl.read_parquet(dev_report / "papers.parquet"), pl.read_parquet(dev_report / "claims.parquet")
    assert (page.body["data-papers"], page.body["data-visible-papers"]) == ("3000", "3000")
    assert (page.body["data-page"], page.body["data-pages"], page.body["data-page-papers"]) == ("1", "60", "50")
    assert len(page.articles) == PER_PAGE and all(int(a["data-shown-spans"]) > 0 for a in page.articles)
    assert len(page.marks) == sum(int(a["data-shown-spans"]) for a in page.articles) == int(page.body["data-marks-counted"])
    assert page.body["data-visible-marks"] == str(claims.height - int(page.body["data-skipped-spans"]))
    first = [a["data-paper-id"] for a in page.articles]
    with_claims = papers.filter(pl.col("n_claims") > 0)["paper_id"].to_list()
    assert first == with_claims[:PER_PAGE]  # in table order, those with claims first
    assert int(page.body["data-rendered-ms"]) > 0  # the figure benchmarks/report_open.py reports
    last = dom(chromium, dev_report / "report.html", "#kind=hardware&page=99", tmp_path)
    hardware = claims.filter(pl.col("kind") == "hardware")
    assert (last.body["data-page"], last.body["data-pages"]) == ("1", "1")  # clamped to the pages there are
    assert sorted(a["data-paper-id"] for a in last.articles) == sorted(set(hardware["paper_id"].to_list()))
