"""The summary figures above the abstracts, drawn as inline SVG (no library, nothing to fetch).

Every label is escaped (dataset and hardware names come from the tables); bar colours are CSS
classes (``k-<kind>``, defined once in ``assets/report.css``), so no ``style`` attribute is needed
and the page's Content-Security-Policy can forbid them all.

>>> speedup_factors(pl.DataFrame({"kind": ["speedup", "speedup"], "value": [2.0, 30.0], "unit": ["x", "%"]}))
([2.0, 1.3], 0)
"""

from __future__ import annotations

import math
from collections import Counter
from html import escape

import polars as pl

from abstract_claims.schemas.tables import KINDS

TOP_N = 12
NONE_YET = '<text x="10" y="16">none in this dataset</text>'


def _svg(width: int, height: int, label: str, body: list[str]) -> str:
    return (f'<svg viewBox="0 0 {width} {height}" width="100%" role="img" aria-label="{escape(label)}" '
            f'xmlns="http://www.w3.org/2000/svg">{"".join(body)}</svg>')


def _figure(title: str, svg: str, note: str) -> str:
    cap = f'<p class="note">{escape(note)}</p>' if note else ""
    return f"<figure><figcaption>{escape(title)}</figcaption>{svg}{cap}</figure>"


def bar_chart(title: str, items: list[tuple[str, int, str]], *, note: str = "") -> str:
    """Horizontal bars, one per ``(label, count, kind)`` (the kind gives the colour), in the order given."""
    width, label_w, row = 420, 170, 20
    height = max(1, len(items)) * row + 8
    top = max((n for _, n, _ in items), default=1) or 1
    body = []
    for i, (label, n, kind) in enumerate(items):
        y, w = 4 + i * row, (width - label_w - 40) * n / top
        short = label if len(label) <= 26 else label[:25] + "…"
        body.append(f'<text x="{label_w - 6}" y="{y + 13}" text-anchor="end"><title>{escape(label)}</title>{escape(short)}</text>'
                    f'<rect class="bar k-{escape(kind)}" x="{label_w}" y="{y + 2}" width="{w:.1f}" height="{row - 6}"/>'
                    f'<text x="{label_w + w + 4:.1f}" y="{y + 13}">{n}</text>')
    if not items:
        body.append(NONE_YET)
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


def _superscript(k: int) -> str:
    return {0: "1", 1: "10"}.get(k, "10" + str(k).translate(str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")))


def speedup_factors(claims: pl.DataFrame) -> tuple[list[float], int]:
    """Speedups as factors: ``x`` as is, ``%`` as ``1 + p/100``; returns the factors and how many were left out."""
    factors, left_out = [], 0
    for c in claims.filter(pl.col("kind") == "speedup").iter_rows(named=True):
        v = c["value"]
        f = None if v is None else v if c["unit"] == "x" else (1 + v / 100 if c["unit"] == "%" else None)
        if f is None or f <= 0:
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
        return _figure("Speedup factors (log scale)", _svg(420, 24, "no speedups", [NONE_YET]), note)
    lo = math.floor(math.log10(min(factors)))
    hi = max(lo + 1, math.ceil(math.log10(max(factors)) + 1e-12))
    per = 4
    counts = Counter(min((hi - lo) * per - 1, int((math.log10(f) - lo) * per)) for f in factors)
    bins = [(_superscript(lo + i // per) + "×" if i % per == 0 else "", counts.get(i, 0)) for i in range((hi - lo) * per)]
    return histogram("Speedup factors (log scale)", bins, note=note, xlabel="factor, quarter-decade bins")


def charts(papers: pl.DataFrame, claims: pl.DataFrame) -> str:
    """The five summary figures: claims per kind, top datasets, top hardware, speedup factors, claims per paper."""
    per_kind = Counter(claims["kind"].to_list())
    kinds = [(k, per_kind[k], k) for k in sorted(KINDS, key=lambda k: (-per_kind[k], k)) if per_kind[k]]
    out = [bar_chart("Claims per kind", kinds, note=f"{claims.height} claims in {papers.height} papers")]
    for kind, title in (("dataset", "Most frequent datasets"), ("hardware", "Most frequent hardware")):
        names = Counter(n for n in claims.filter(pl.col("kind") == kind)["name"].to_list() if n)
        top = sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_N]
        out.append(bar_chart(title, [(n, c, kind) for n, c in top],
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
