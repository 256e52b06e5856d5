"""The audit page: marks, tooltips, overlaps, escaping, determinism, the CLI, and a real headless Chromium.

The browser tests drive Debian's ``chromium`` (``.ci/run`` installs it): ``--dump-dom`` returns the
DOM after the page's script ran, so a URL fragment (``#kind=speedup``) exercises the filters.
Where Chromium is not installed they are skipped with a message saying so.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import polars as pl
import pytest

from abstract_claims.report.page import fmt_number, load, render, speedup_chart, speedup_factors, tip, write_report

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
ARTIFACTS = ROOT / "artifacts"
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run")


class Page(HTMLParser):
    """The marks (attributes and text), the articles and the body attributes of a page."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.marks: list[dict] = []
        self.articles: list[dict] = []
        self.body: dict = {}
        self._in_mark = False
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = {k: (v if v is not None else "") for k, v in attrs}
        if tag == "mark":
            self.marks.append({**a, "text": ""})
            self._in_mark = True
        elif tag == "article":
            self.articles.append(a)
        elif tag == "body":
            self.body = a

    def handle_endtag(self, tag: str) -> None:
        if tag == "mark":
            self._in_mark = False

    def handle_data(self, data: str) -> None:
        if self._in_mark:
            self.marks[-1]["text"] += data


CLAIM_DEFAULTS = {"value": None, "value_high": None, "unit": None, "qualifier": None, "name": None, "metric": None,
                  "dataset": None, "baseline": None, "hardware": None}


def frames(abstract: str, claims: list[dict], pid: str = "p1") -> tuple[pl.DataFrame, pl.DataFrame]:
    """A one-paper dataset; each claim gives kind, text, other columns, and start when not the text's first match."""
    rows = []
    for i, c in enumerate(claims):
        start = c.get("start", abstract.find(c["text"]))
        row = {**CLAIM_DEFAULTS, "claim_id": f"{pid}-{i:03d}", "paper_id": pid, "rule": f"{c['kind']}.test",
               "start": start, "end": start + len(c["text"]), **c}
        rows.append(row)
    schema = {"claim_id": pl.Utf8, "paper_id": pl.Utf8, "kind": pl.Utf8, "value": pl.Float64, "value_high": pl.Float64,
              "unit": pl.Utf8, "qualifier": pl.Utf8, "name": pl.Utf8, "metric": pl.Utf8, "dataset": pl.Utf8,
              "baseline": pl.Utf8, "hardware": pl.Utf8, "text": pl.Utf8, "start": pl.Int64, "end": pl.Int64, "rule": pl.Utf8}
    papers = pl.DataFrame({"paper_id": [pid], "source": ["in.jsonl"], "abstract": [abstract], "method": [None],
                           "status": ["ok"]}, schema_overrides={"method": pl.Utf8})
    return papers, pl.DataFrame(rows, schema=schema)


# ---------------------------------------------------------------- the page itself

def test_every_seed_claim_is_one_mark_with_its_exact_text() -> None:
    papers, claims, meta = load(DATA)
    page = Page(render(papers, claims, meta))
    want = {c["claim_id"]: (c["kind"], c["text"]) for c in claims.iter_rows(named=True)}
    got = {m["data-claim-id"]: (m["data-kind"], m["text"]) for m in page.marks}
    assert len(page.marks) == int(page.body["data-shown-spans"]) == claims.height
    assert page.body["data-skipped-spans"] == "0"
    assert got == want
    assert all(m["tabindex"] == "0" for m in page.marks)
    assert len(page.articles) == papers.height


def test_tooltip_lists_value_unit_qualifier_metric_dataset_baseline_hardware_rule() -> None:
    text = "We get up to 1.5x speedup over FlashInfer on an H100 and 5.6--8.3% higher accuracy."
    papers, claims = frames(text, [
        {"kind": "speedup", "text": "1.5x", "value": 1.5, "unit": "x", "qualifier": "up_to",
         "baseline": "FlashInfer", "hardware": "H100", "rule": "speedup.after.factor"},
        {"kind": "hardware", "text": "H100", "name": "H100"},
        {"kind": "improvement", "text": "5.6--8.3%", "value": 5.6, "value_high": 8.3, "unit": "%",
         "qualifier": "range", "metric": "accuracy"}])
    marks = Page(render(papers, claims)).marks
    assert [m["data-tip"] for m in marks] == [
        "p1-000  [speedup]\nvalue: 1.5\nunit: x\nqualifier: up_to\nmetric: —\ndataset: —\nbaseline: FlashInfer\n"
        "hardware: H100\nrule: speedup.after.factor",
        "p1-001  [hardware]\nname: H100\nvalue: —\nunit: —\nqualifier: —\nmetric: —\ndataset: —\nbaseline: —\n"
        "hardware: —\nrule: hardware.test",
        "p1-002  [improvement]\nvalue: 5.6 – 8.3\nunit: %\nqualifier: range\nmetric: accuracy\ndataset: —\n"
        "baseline: —\nhardware: —\nrule: improvement.test"]
    assert [(m["data-kind"], m["text"]) for m in marks] == [("speedup", "1.5x"), ("hardware", "H100"),
                                                           ("improvement", "5.6--8.3%")]


def test_overlapping_entity_yields_to_the_number_and_is_listed() -> None:
    text = "We train on ImageNet-21k and match 48k trajectories."
    papers, claims = frames(text, [
        {"kind": "dataset", "text": "ImageNet-21k", "name": "ImageNet-21k"},
        {"kind": "count", "text": "21k", "value": 21000.0},
        {"kind": "count", "text": "48k", "value": 48000.0},
        {"kind": "score", "text": "trajectorie", "start": 38, "value": 1.0}])  # span does not match the abstract
    html = render(papers, claims)
    page = Page(html)
    assert [m["data-claim-id"] for m in page.marks] == ["p1-001", "p1-002"]
    assert page.body["data-shown-spans"] == "2" and page.body["data-skipped-spans"] == "2"
    assert "<code>p1-000</code> dataset “ImageNet-21k”: not highlighted, overlaps p1-001 (count)</li>" in html
    assert "<code>p1-003</code> score “trajectorie”: not highlighted, its span does not match the abstract</li>" in html


def test_markup_in_abstracts_and_spans_is_escaped() -> None:
    text = 'A <script>alert("x")</script> model is 2x <b>faster</b> & smaller.'
    papers, claims = frames(text, [{"kind": "speedup", "text": "2x <b>faster</b>", "value": 2.0, "unit": "x"}])
    html = render(papers, claims)
    assert '<script>alert("x")</script>' not in html and "<b>faster</b>" not in html
    assert "A &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; model is <mark " in html
    assert Page(html).marks[0]["text"] == "2x <b>faster</b>"


def test_same_tables_give_byte_identical_pages(tmp_path: Path) -> None:
    write_report(DATA, tmp_path / "a.html")
    write_report(DATA, tmp_path / "b.html")
    page = (tmp_path / "a.html").read_bytes()
    assert page == (tmp_path / "b.html").read_bytes()
    assert b"http://" not in page.replace(b'xmlns="http://www.w3.org/2000/svg"', b"") and b"<script src" not in page
    assert b"<link" not in page  # everything inline: nothing to fetch


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
    row = {**CLAIM_DEFAULTS, "claim_id": "p-000", "kind": "count", "value": 12.0, "unit": "count", "rule": "count.x"}
    assert tip(row).splitlines()[1:3] == ["value: 12", "unit: count"]


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
    assert not list(out.parent.glob(".*.tmp"))


def test_report_command_names_the_missing_table(tmp_path: Path) -> None:
    r = cli("report", str(tmp_path))
    assert r.returncode == 2
    line = f"abstract-claims: error: {tmp_path / 'papers.parquet'}: not found; run `abstract-claims build` or `extract` to make it"
    assert line in r.stderr.splitlines()  # a line of its own (libraries may print warnings around it)
    assert not (tmp_path / "report.html").exists()


def test_report_command_names_the_row_of_an_orphan_claim(tmp_path: Path) -> None:
    papers, claims = frames("It is 2x faster.", [{"kind": "speedup", "text": "2x", "value": 2.0}])
    papers.write_parquet(tmp_path / "papers.parquet")
    claims.with_columns(pl.lit("ghost").alias("paper_id")).write_parquet(tmp_path / "claims.parquet")
    r = cli("report", str(tmp_path))
    assert r.returncode == 2
    assert f"{tmp_path / 'claims.parquet'}: row 1: paper_id 'ghost' is not in papers.parquet" in r.stderr


def test_build_publishes_the_report(tmp_path: Path) -> None:
    work = tmp_path / "proj"
    shutil.copytree(ROOT / "seeds", work / "seeds")
    r = cli("build", "--quiet", cwd=work)
    assert r.returncode == 0, r.stderr
    page = Page((work / "data" / "report.html").read_text(encoding="utf-8"))
    assert len(page.marks) == int(page.body["data-shown-spans"]) > 0


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


def dom(exe: str, report: Path, fragment: str, tmp: Path) -> Page:
    return Page(browse(exe, report.as_uri() + fragment, tmp, "--dump-dom").stdout)


def test_browser_shows_one_mark_per_shown_claim(chromium: str, report: Path, tmp_path: Path) -> None:
    page = dom(chromium, report, "", tmp_path)
    claims = pl.read_parquet(DATA / "claims.parquet")
    shown = int(page.body["data-shown-spans"])
    assert len(page.marks) == shown == claims.height - int(page.body["data-skipped-spans"])
    assert page.body["data-marks-counted"] == str(shown)  # written by the page's script: it ran
    assert page.body["data-visible-marks"] == str(shown)
    assert not any("off" in m["class"].split() for m in page.marks)
    assert not any("hidden" in a for a in page.articles)


def test_browser_kind_filter_hides_the_other_kinds(chromium: str, report: Path, tmp_path: Path) -> None:
    page = dom(chromium, report, "#kind=speedup", tmp_path)
    speedups = pl.read_parquet(DATA / "claims.parquet").filter(pl.col("kind") == "speedup")
    on = [m for m in page.marks if "off" not in m["class"].split()]
    assert {m["data-kind"] for m in on} == {"speedup"}
    assert sorted(m["data-claim-id"] for m in on) == sorted(speedups["claim_id"].to_list())
    assert len(page.marks) - len(on) == int(page.body["data-shown-spans"]) - speedups.height
    visible = sorted(a["data-paper-id"] for a in page.articles if "hidden" not in a)
    assert visible == sorted(set(speedups["paper_id"].to_list()))
    assert page.body["data-visible-marks"] == str(speedups.height)


def test_browser_search_keeps_only_matching_papers(chromium: str, report: Path, tmp_path: Path) -> None:
    page = dom(chromium, report, "#q=flashinfer", tmp_path)
    papers = pl.read_parquet(DATA / "papers.parquet")
    want = sorted(papers.filter(pl.col("abstract").str.to_lowercase().str.contains("flashinfer"))["paper_id"].to_list())
    assert want  # the seeds mention it: the search has something to find
    assert sorted(a["data-paper-id"] for a in page.articles if "hidden" not in a) == want
    assert page.body["data-visible-papers"] == str(len(want))


def test_browser_screenshot_is_written(chromium: str, report: Path, tmp_path: Path) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "report.png"
    shot.unlink(missing_ok=True)
    first = pl.read_parquet(DATA / "claims.parquet").filter(pl.col("kind") == "score")["claim_id"][0]
    browse(chromium, f"{report.as_uri()}#focus={first}", tmp_path, f"--screenshot={shot}", "--window-size=1280,1600")
    head = shot.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (1280, 1600)
    print(f"screenshot: {shot}")
