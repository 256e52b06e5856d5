"""The audit page: one self-contained HTML file that shows every extracted span in its abstract.

People check an extractor faster with their eyes than by reading tables, so ``report`` renders
each abstract with its claims highlighted (one ``<mark data-claim-id data-kind>`` per shown span;
hovering or focusing one shows value, unit, qualifier, metric, dataset, baseline, hardware and
rule), above a few summary charts drawn as inline SVG. Everything (style, script, charts) is
inline, so the file works offline from disk. The same tables always give byte-identical HTML
(no timestamps, no paths, stable orderings), because ``build --check`` compares it like the data.

Overlapping spans cannot both be marked without crossing tags. The rule: numeric claims win over
entity claims, then the earlier and the longer span; a claim that loses is not highlighted and is
listed under its abstract with the claim it overlaps. The page records how many spans it shows
(``<body data-shown-spans>``), which is what the count of marks must equal.
"""

from __future__ import annotations

import argparse
import math
import os
from collections import Counter
from dataclasses import dataclass
from html import escape
from pathlib import Path

import polars as pl
import pyarrow.parquet as pq

from abstract_claims.schemas.tables import ENTITY_KINDS, KINDS, NUMERIC_KINDS

from abstract_claims.pipeline.ingest import InputError

REPORT_NAME = "report.html"
PAPER_COLUMNS = ("paper_id", "abstract")
CLAIM_COLUMNS = ("claim_id", "paper_id", "kind", "value", "value_high", "unit", "qualifier", "name", "metric",
                 "dataset", "baseline", "hardware", "text", "start", "end", "rule")
TIP_FIELDS = ("value", "unit", "qualifier", "metric", "dataset", "baseline", "hardware", "rule")
TOP_N = 12

# Okabe-Ito first (safe for colour-blind readers), then four more distinct hues; background, border.
COLORS = {
    "speedup": ("#fde2b8", "#e69f00"), "reduction": ("#cfe8f7", "#0072b2"), "improvement": ("#c9efe0", "#009e73"),
    "score": ("#f9f3b0", "#b8a200"), "count": ("#f5d3c4", "#d55e00"), "model_size": ("#f2d6e6", "#cc79a7"),
    "dataset": ("#dcd6f7", "#5e4fa2"), "hardware": ("#d9d9d9", "#555555"), "code_url": ("#d4ecc4", "#4d9221"),
    "url": ("#e3edf5", "#56b4e9"),
}


@dataclass(frozen=True)
class Placement:
    """Which claims of one abstract are marked, and why the others are not."""

    shown: list[dict]
    skipped: list[tuple[dict, str]]


def _require(df: pl.DataFrame, columns: tuple[str, ...], path: Path) -> None:
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise InputError(f"{path}: missing column(s) {', '.join(missing)}; is this an abstract-claims table?")


def load(folder: Path) -> tuple[pl.DataFrame, pl.DataFrame, dict[str, str]]:
    """Read ``papers.parquet`` and ``claims.parquet`` from ``folder``, plus the build metadata."""
    paths = {name: folder / f"{name}.parquet" for name in ("papers", "claims")}
    for path in paths.values():
        if not path.is_file():
            raise InputError(f"{path}: not found; run `abstract-claims build` or `extract` to make it")
    papers, claims = pl.read_parquet(paths["papers"]), pl.read_parquet(paths["claims"])
    _require(papers, PAPER_COLUMNS, paths["papers"])
    _require(claims, CLAIM_COLUMNS, paths["claims"])
    known = set(papers["paper_id"].to_list())
    for row, pid in enumerate(claims["paper_id"].to_list(), start=1):
        if pid not in known:
            raise InputError(f"{paths['claims']}: row {row}: paper_id {pid!r} is not in {paths['papers'].name}")
    raw = pq.read_schema(paths["claims"]).metadata or {}
    meta = {k.decode(): v.decode() for k, v in raw.items() if not k.startswith(b"ARROW")}
    return papers, claims, meta


def place(abstract: str, claims: list[dict]) -> Placement:
    """Choose the spans to mark: numeric first, then earlier, then longer; a loser is listed, not dropped."""
    order = sorted(claims, key=lambda c: (c["kind"] not in NUMERIC_KINDS, c["start"], -c["end"], c["claim_id"]))
    shown: list[dict] = []
    skipped: list[tuple[dict, str]] = []
    for c in order:
        if abstract[c["start"]:c["end"]] != c["text"] or c["start"] >= c["end"]:
            skipped.append((c, "its span does not match the abstract"))
            continue
        clash = next((s for s in shown if c["start"] < s["end"] and s["start"] < c["end"]), None)
        if clash is not None:
            skipped.append((c, f"overlaps {clash['claim_id']} ({clash['kind']})"))
        else:
            shown.append(c)
    shown.sort(key=lambda c: c["start"])
    skipped.sort(key=lambda cs: cs[0]["claim_id"])
    return Placement(shown, skipped)


def fmt_number(v: float | None) -> str:
    """Plain digits for whole numbers below a million, else six significant digits."""
    if v is None:
        return "—"
    if v == int(v) and abs(v) < 1e6:
        return str(int(v))
    return f"{v:.6g}"


def tip(c: dict) -> str:
    """The tooltip text of one mark: one ``field: value`` line each, nulls as a dash."""
    value = fmt_number(c["value"])
    if c["value_high"] is not None:
        value += f" – {fmt_number(c['value_high'])}"
    lines = [f"{c['claim_id']}  [{c['kind']}]"]
    if c["kind"] in ENTITY_KINDS:
        lines.append(f"name: {c['name'] or '—'}")
    for f in TIP_FIELDS:
        shown = value if f == "value" else (c[f] if c[f] is not None else "—")
        lines.append(f"{f}: {shown}")
    return "\n".join(lines)


def _mark(c: dict) -> str:
    return (f'<mark class="k-{c["kind"]}" tabindex="0" data-claim-id="{escape(c["claim_id"])}" '
            f'data-kind="{c["kind"]}" data-tip="{escape(tip(c))}">{escape(c["text"])}</mark>')


def highlight(abstract: str, shown: list[dict]) -> str:
    """The abstract as HTML with each shown span wrapped in its mark (spans never overlap here)."""
    out, at = [], 0
    for c in shown:
        out.append(escape(abstract[at:c["start"]]))
        out.append(_mark(c))
        at = c["end"]
    out.append(escape(abstract[at:]))
    return "".join(out)


# ---------------------------------------------------------------- charts (inline SVG, no library)

def _svg(width: int, height: int, label: str, body: list[str]) -> str:
    return (f'<svg viewBox="0 0 {width} {height}" width="100%" role="img" aria-label="{escape(label)}" '
            f'xmlns="http://www.w3.org/2000/svg">{"".join(body)}</svg>')


def bar_chart(title: str, items: list[tuple[str, int, str]], *, note: str = "") -> str:
    """Horizontal bars, one per ``(label, count, colour)``, longest first as given."""
    width, label_w, row = 420, 170, 20
    height = max(1, len(items)) * row + 8
    top = max((n for _, n, _ in items), default=1) or 1
    body = []
    for i, (label, n, color) in enumerate(items):
        y, w = 4 + i * row, (width - label_w - 40) * n / top
        short = label if len(label) <= 26 else label[:25] + "…"
        body.append(f'<text x="{label_w - 6}" y="{y + 13}" text-anchor="end"><title>{escape(label)}</title>{escape(short)}</text>'
                    f'<rect x="{label_w}" y="{y + 2}" width="{w:.1f}" height="{row - 6}" fill="{color}"/>'
                    f'<text x="{label_w + w + 4:.1f}" y="{y + 13}">{n}</text>')
    if not items:
        body.append(f'<text x="10" y="16">none in this dataset</text>')
    return _figure(title, _svg(width, height, title, body), note)


def histogram(title: str, bins: list[tuple[str, int]], *, note: str = "", xlabel: str = "", centred: bool = False) -> str:
    """Vertical bars over labelled bins; a label sits at its bin's left edge (a boundary), or its centre."""
    width, height, left, bottom = 420, 190, 34, 40
    top = max((n for _, n in bins), default=1) or 1
    step = (width - left - 10) / max(1, len(bins))
    plot_h = height - bottom - 12
    body = [f'<line x1="{left}" y1="{height - bottom}" x2="{width - 6}" y2="{height - bottom}" stroke="#888"/>',
            f'<text x="{left - 4}" y="{height - bottom - plot_h + 4}" text-anchor="end">{top}</text>',
            f'<text x="{left - 4}" y="{height - bottom + 4}" text-anchor="end">0</text>']
    for i, (label, n) in enumerate(bins):
        x, h = left + i * step, plot_h * n / top
        if n:
            body.append(f'<rect x="{x + 1:.1f}" y="{height - bottom - h:.1f}" width="{max(step - 2, 1):.1f}" '
                        f'height="{h:.1f}" fill="#4c78a8"><title>{escape(label or "")} {n}</title></rect>')
        if label:
            body.append(f'<text x="{x + (step / 2 if centred else 0):.1f}" y="{height - bottom + 14}" '
                        f'text-anchor="middle">{escape(label)}</text>')
    if xlabel:
        body.append(f'<text x="{(width + left) / 2:.0f}" y="{height - 6}" text-anchor="middle">{escape(xlabel)}</text>')
    return _figure(title, _svg(width, height, title, body), note)


def _figure(title: str, svg: str, note: str) -> str:
    cap = f'<p class="note">{escape(note)}</p>' if note else ""
    return f'<figure><figcaption>{escape(title)}</figcaption>{svg}{cap}</figure>'


def _superscript(k: int) -> str:
    return {0: "1", 1: "10"}.get(k, "10" + str(k).translate(str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")))


def speedup_factors(claims: pl.DataFrame) -> tuple[list[float], int]:
    """Speedups as factors: ``x`` as is, ``%`` as ``1 + p/100``; returns the factors and how many were left out."""
    factors, left_out = [], 0
    for c in claims.filter(pl.col("kind") == "speedup").iter_rows(named=True):
        v = c["value"]
        f = v if c["unit"] == "x" else (1 + v / 100 if c["unit"] == "%" else None)
        if f is None or v is None or f <= 0:
            left_out += 1
        else:
            factors.append(f)
    return factors, left_out


def speedup_chart(claims: pl.DataFrame) -> str:
    """Histogram of speedup factors in quarter-decade bins on a log axis."""
    factors, left_out = speedup_factors(claims)
    note = f"{len(factors)} speedup claims; unit × as given, % as 1 + p/100"
    note += f"; {left_out} with another unit left out" if left_out else ""
    if not factors:
        return _figure("Speedup factors (log scale)", _svg(420, 24, "no speedups", ['<text x="10" y="16">none in this dataset</text>']), note)
    lo = math.floor(math.log10(min(factors)))
    hi = max(lo + 1, math.ceil(math.log10(max(factors)) + 1e-12))
    per = 4
    counts = Counter(min((hi - lo) * per - 1, int((math.log10(f) - lo) * per)) for f in factors)
    bins = [(_superscript(lo + i // per) + "×" if i % per == 0 else "", counts.get(i, 0)) for i in range((hi - lo) * per)]
    return histogram("Speedup factors (log scale)", bins, note=note, xlabel="factor, quarter-decade bins")


def charts(papers: pl.DataFrame, claims: pl.DataFrame) -> str:
    """The four summary figures."""
    per_kind = Counter(claims["kind"].to_list())
    kinds = [(k, per_kind[k], COLORS[k][1]) for k in sorted(KINDS, key=lambda k: (-per_kind[k], k)) if per_kind[k]]
    out = [bar_chart("Claims per kind", kinds, note=f"{claims.height} claims in {papers.height} papers")]
    for kind, title in (("dataset", "Most frequent datasets"), ("hardware", "Most frequent hardware")):
        names = Counter(n for n in claims.filter(pl.col("kind") == kind)["name"].to_list() if n)
        top = sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_N]
        out.append(bar_chart(title, [(n, c, COLORS[kind][1]) for n, c in top],
                             note=f"papers naming it; top {min(TOP_N, len(names))} of {len(names)} names"))
    out.append(speedup_chart(claims))
    per_paper = Counter(claims["paper_id"].to_list())
    counts = Counter(per_paper.get(p, 0) for p in papers["paper_id"].to_list())
    most = max(counts, default=0)
    every = max(1, math.ceil((most + 1) / 12))
    bins = [(str(n) if n % every == 0 else "", counts.get(n, 0)) for n in range(most + 1)]
    out.append(histogram("Claims per paper", bins, note=f"papers (y) with n claims (x); {counts.get(0, 0)} with none",
                         xlabel="claims in the paper", centred=True))
    return "".join(out)


# ---------------------------------------------------------------- papers

def _cell(v: object) -> str:
    return escape(fmt_number(v) if isinstance(v, float) else ("—" if v is None else str(v)))


def claims_table(claims: list[dict]) -> str:
    """Every claim of one paper as a table row, shown span or not (the audit trail of the marks)."""
    cols = ("claim_id", "kind", "text", "value", "value_high", "unit", "qualifier", "name", "metric",
            "dataset", "baseline", "hardware", "rule")
    head = "".join(f"<th>{c}</th>" for c in cols)
    rows = "".join("<tr>" + "".join(f"<td>{_cell(c[k])}</td>" for k in cols) + "</tr>" for c in claims)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def paper_html(paper: dict, claims: list[dict]) -> tuple[str, Placement]:
    """One ``<article>``: heading, meta line, highlighted abstract, claims not shown, claims table."""
    placed = place(paper["abstract"], claims)
    pid = paper["paper_id"]
    name = paper.get("title") or paper.get("method")
    heading = escape(name) if name else '<i class="none">no method named</i>'
    meta = [escape(str(paper[k])) for k in ("source",) if paper.get(k)]
    venue = " ".join(str(paper[k]) for k in ("venue", "year") if paper.get(k) is not None)
    if venue:
        meta.append(escape(venue))
    if paper.get("method"):
        meta.append(f"method <b>{escape(paper['method'])}</b>")
    n_numeric = sum(c["kind"] in NUMERIC_KINDS for c in claims)
    meta.append(f"{len(claims)} claims ({n_numeric} numeric)")
    if paper.get("status") not in (None, "ok"):
        meta.append(f'<span class="warn">status {escape(str(paper["status"]))}: no claims kept</span>')
    kinds = " ".join(sorted({c["kind"] for c in claims}))
    parts = [f'<article class="paper" id="p-{escape(pid)}" data-paper-id="{escape(pid)}" data-kinds="{kinds}" '
             f'data-shown-spans="{len(placed.shown)}">',
             f'<h2>{heading} <span class="pid">{escape(pid)}</span></h2>',
             f'<p class="meta">{" · ".join(meta)}</p>',
             f'<p class="abstract">{highlight(paper["abstract"], placed.shown)}</p>']
    if placed.skipped:
        items = "".join(f'<li><code>{escape(c["claim_id"])}</code> {c["kind"]} “{escape(c["text"])}”: '
                        f"not highlighted, {escape(why)}</li>" for c, why in placed.skipped)
        parts.append(f'<ul class="skipped">{items}</ul>')
    if claims:
        parts.append(f"<details><summary>claims table ({len(claims)})</summary>{claims_table(claims)}</details>")
    parts.append("</article>")
    return "".join(parts), placed


STYLE = """
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:0 16px 40px;color:#222;background:#fff}
h1{margin:18px 0 4px;font-size:24px} h2{font-size:16px;margin:0 0 2px} .pid{font:12px monospace;color:#777;font-weight:normal}
.lede,.note,.meta{color:#555;font-size:13px;margin:2px 0} .warn{color:#a00} .none{color:#777;font-weight:normal}
.charts{display:grid;align-items:start;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:12px 24px;margin:12px 0}
figure{margin:0;border:1px solid #e3e3e3;border-radius:6px;padding:8px 10px} figcaption{font-weight:600;font-size:14px}
figure svg{max-width:560px;display:block} svg text{font:11px system-ui,sans-serif;fill:#333}
#filters{position:sticky;top:0;z-index:20;background:#fafafa;border:1px solid #ddd;border-radius:6px;padding:6px 10px;
 display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center}
#filters fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 10px;align-items:center}
#filters legend{float:left;font-weight:600;margin-right:6px} .chip{white-space:nowrap;font-size:13px}
.chip small{color:#777} .sw{display:inline-block;width:12px;height:12px;border:2px solid;border-radius:2px;margin:0 3px;vertical-align:-2px}
#q{width:16em} #status{font-size:13px;color:#444}
.paper{border-bottom:1px solid #eee;padding:12px 0} .abstract{white-space:pre-wrap;margin:6px 0}
mark{position:relative;border-bottom:2px solid;border-radius:2px;padding:0 1px;color:inherit;cursor:help}
mark:focus{outline:2px solid #000;outline-offset:1px}
mark:hover::after,mark:focus::after{content:attr(data-tip);position:absolute;left:0;top:calc(100% + 4px);z-index:30;
 white-space:pre;background:#222;color:#fff;font:12px/1.45 ui-monospace,monospace;padding:6px 9px;border-radius:5px;
 box-shadow:0 2px 8px rgba(0,0,0,.3);pointer-events:none}
mark.off{background:none!important;border-color:transparent!important;cursor:auto}
mark.off:hover::after,mark.off:focus::after{content:none}
.skipped{font-size:13px;color:#8a4b00;margin:4px 0}
details{font-size:12px} table{border-collapse:collapse;margin-top:4px} td,th{border:1px solid #ddd;padding:2px 5px;text-align:left;vertical-align:top}
th{background:#f3f3f3}
""" + "".join(f"mark.k-{k},.sw.k-{k}{{background:{bg};border-color:{fg}}}" for k, (bg, fg) in COLORS.items()) + "\n"

# Applies the kind filter and the search, and reads/writes them in the URL fragment
# (#kind=speedup,score&q=text&focus=claim_id) so a filtered view can be linked and tested.
SCRIPT = """
(function () {
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name=kind]'));
  var q = document.getElementById('q'), status = document.getElementById('status');
  var papers = Array.prototype.slice.call(document.querySelectorAll('article.paper'));
  var marks = document.querySelectorAll('mark[data-claim-id]');
  var texts = papers.map(function (p) { return p.textContent.toLowerCase(); });
  function apply(write) {
    var on = {}, n = 0;
    boxes.forEach(function (b) { if (b.checked) { on[b.value] = true; n++; } });
    var all = n === boxes.length, needle = q.value.trim().toLowerCase(), shown = 0, visible = 0;
    Array.prototype.forEach.call(marks, function (m) { m.classList.toggle('off', !on[m.dataset.kind]); });
    papers.forEach(function (p, i) {
      var kinds = p.dataset.kinds ? p.dataset.kinds.split(' ') : [];
      var ok = (all || kinds.some(function (k) { return on[k]; })) && (!needle || texts[i].indexOf(needle) >= 0);
      p.hidden = !ok;
      if (ok) { shown++; visible += p.querySelectorAll('mark:not(.off)').length; }
    });
    document.body.dataset.visiblePapers = shown;
    document.body.dataset.visibleMarks = visible;
    status.textContent = shown + ' of ' + papers.length + ' papers, ' + visible + ' highlighted spans';
    if (write) {
      var h = [];
      if (!all) h.push('kind=' + boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; }).join(','));
      if (needle) h.push('q=' + encodeURIComponent(q.value.trim()));
      try { history.replaceState(null, '', h.length ? '#' + h.join('&') : location.pathname + location.search); } catch (e) {}
    }
  }
  function read() {
    var h = new URLSearchParams(location.hash.slice(1));
    if (h.has('kind')) {
      var want = h.get('kind').split(',');
      boxes.forEach(function (b) { b.checked = want.indexOf(b.value) >= 0; });
    }
    if (h.has('q')) q.value = h.get('q');
    apply(false);
    var f = h.get('focus'), m = f && document.querySelector('mark[data-claim-id="' + CSS.escape(f) + '"]');
    if (m) m.focus();
  }
  boxes.forEach(function (b) { b.addEventListener('change', function () { apply(true); }); });
  q.addEventListener('input', function () { apply(true); });
  document.getElementById('all').addEventListener('click', function () { boxes.forEach(function (b) { b.checked = true; }); apply(true); });
  document.getElementById('none').addEventListener('click', function () { boxes.forEach(function (b) { b.checked = false; }); apply(true); });
  window.addEventListener('hashchange', read);
  document.body.dataset.marksCounted = marks.length;
  read();
})();
"""


def controls(per_kind: Counter) -> str:
    """Kind checkboxes (which double as the colour legend) and the search box."""
    chips = "".join(f'<label class="chip"><input type="checkbox" name="kind" value="{k}" checked>'
                    f'<span class="sw k-{k}"></span>{k} <small>{per_kind[k]}</small></label>' for k in KINDS)
    return ('<form id="filters" onsubmit="return false"><fieldset><legend>Kinds</legend>'
            f'{chips}<button type="button" id="all">all</button><button type="button" id="none">none</button></fieldset>'
            '<label>Search papers <input type="search" id="q" placeholder="text, method, id…"></label>'
            '<span id="status" aria-live="polite"></span></form>')


def render(papers: pl.DataFrame, claims: pl.DataFrame, meta: dict[str, str] | None = None) -> str:
    """The whole page as one string; the same tables give the same string."""
    by_paper: dict[str, list[dict]] = {}
    for c in claims.select(CLAIM_COLUMNS).iter_rows(named=True):
        by_paper.setdefault(c["paper_id"], []).append(c)
    articles, shown, skipped = [], 0, 0
    for p in papers.iter_rows(named=True):
        html, placed = paper_html(p, sorted(by_paper.get(p["paper_id"], []), key=lambda c: (c["start"], c["claim_id"])))
        articles.append(html)
        shown, skipped = shown + len(placed.shown), skipped + len(placed.skipped)
    meta = meta or {}
    version = " · ".join(f"{k.replace('_', ' ')} {escape(v[:12] + '…' if len(v) > 16 else v)}"
                         for k, v in sorted(meta.items()) if k in ("dataset_version", "extractor_version", "seeds_sha256"))
    title = f"abstract-claims audit: {papers.height} abstracts, {claims.height} claims"
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{escape(title)}</title>'
            f"<style>{STYLE}</style></head>\n"
            f'<body data-papers="{papers.height}" data-claims="{claims.height}" data-shown-spans="{shown}" '
            f'data-skipped-spans="{skipped}">\n<header><h1>{escape(title)}</h1>'
            f'<p class="lede">{shown} spans highlighted, {skipped} not (overlapping or not matching the abstract). '
            "Hover over or tab to a highlight to see its value, unit, qualifier, metric, dataset, baseline, hardware "
            f"and rule.{' ' + version if version else ''}</p></header>\n"
            f'<section class="charts">{charts(papers, claims)}</section>\n'
            f"{controls(Counter(claims['kind'].to_list()))}\n<main>\n" + "\n".join(articles) +
            f"\n</main>\n<script>{SCRIPT}</script>\n</body></html>\n")


def write_report(folder: Path, out: Path) -> str:
    """Render ``folder``'s tables into ``out`` via a temporary file and a rename; return a summary line."""
    papers, claims, meta = load(folder)
    page = render(papers, claims, meta)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    try:
        tmp.write_text(page, encoding="utf-8", newline="\n")
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)
    shown = page.split('data-shown-spans="', 1)[1].split('"', 1)[0]
    return f"{out}: {papers.height} abstracts, {claims.height} claims, {shown} spans highlighted"


def build_step(outdir: Path) -> None:
    """``build``'s post step: ``data/report.html`` beside the tables."""
    write_report(outdir, outdir / REPORT_NAME)


def cmd_report(args: argparse.Namespace) -> int:
    from abstract_claims.cli import project_root

    folder = Path(args.dir) if args.dir else project_root() / "data"
    line = write_report(folder, Path(args.output) if args.output else folder / REPORT_NAME)
    if not args.quiet:
        print(line)
    return 0


def add(sub: argparse._SubParsersAction) -> None:
    """Register ``abstract-claims report [DIR] -o FILE.html``."""
    r = sub.add_parser("report", help="write a self-contained HTML page that highlights every extracted span")
    r.add_argument("dir", nargs="?", help="folder with papers.parquet and claims.parquet (default: data/)")
    r.add_argument("-o", "--output", help="HTML file to write (default: DIR/report.html)")
    r.add_argument("--quiet", action="store_true")
    r.set_defaults(func=cmd_report)
