"""The audit page: one self-contained HTML file that shows every extracted span in its abstract.

People check an extractor faster with their eyes than by reading tables, so ``report`` renders
each abstract with its claims highlighted (one ``<mark data-claim-id data-kind>`` per shown span;
hovering or focusing one shows value, unit, qualifier, metric, dataset, baseline, hardware and
rule), below a few summary charts drawn as inline SVG. Everything (style, script, charts, data)
is inline, so the file works offline from disk. The same tables always give byte-identical HTML
(no timestamps, no paths, stable orderings), because ``build --check`` compares it like the data.

It stays fast on thousands of abstracts: the papers travel as one compact JSON payload, and the
script renders 50 of them at a time (abstracts with claims first), not thousands of blocks.

It is safe on any table: values reach the DOM only as text, and the page carries a
Content-Security-Policy that allows its own inline script and style by their sha256 and nothing
else, so even a value that escaped escaping could not run a handler or load anything.

>>> policy = content_security_policy("p{}", "1;")
>>> policy.split("; ")[:2]
["default-src 'none'", "script-src 'sha256-CImjRDTlhukYQ2AnxOi0wzgPhGQ3Mb3rVwJK24dFz1M='"]
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
from collections import Counter
from html import escape
from importlib import resources
from pathlib import Path

import polars as pl

from abstract_claims.files import write_atomic
from abstract_claims.report.charts import charts
from abstract_claims.report.layout import CLAIM_FIELDS, TIP_FIELDS, Layout, layout
from abstract_claims.report.loader import load
from abstract_claims.schemas.tables import ENTITY_KINDS, KINDS, NUMERIC_KINDS

REPORT_NAME = "report.html"
PER_PAGE = 50
VERSION_KEYS = ("dataset_version", "extractor_version", "seeds_sha256")


@functools.cache
def assets() -> tuple[str, str]:
    """The page's style and script, read once from the package's ``assets/`` folder."""
    folder = resources.files("abstract_claims.report") / "assets"
    return (folder / "report.css").read_text(encoding="utf-8"), (folder / "report.js").read_text(encoding="utf-8")


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii") + "'"


def content_security_policy(style: str, script: str) -> str:
    """Nothing may load or run but the page's own inline style and script, named by their hashes."""
    return (f"default-src 'none'; script-src {_sha256(script)}; style-src {_sha256(style)}; "
            "base-uri 'none'; form-action 'none'")


def script_json(value: object) -> str:
    """JSON that can sit inside ``<script type="application/json">``: no ``<``, ``>`` or ``&`` can end the element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def controls(per_kind: Counter, *, numbers: bool) -> str:
    """Kind checkboxes (which double as the colour legend), the search box, and the faint-numbers switch."""
    chips = "".join(f'<label class="chip"><input type="checkbox" name="kind" value="{escape(k)}" checked>'
                    f'<span class="sw k-{escape(k)}"></span>{escape(k)} <small>{per_kind[k]}</small></label>' for k in KINDS)
    switch = ('<label><input type="checkbox" id="nums" checked> numbers that are not claims</label>' if numbers else "")
    return ('<form id="filters"><fieldset><legend>Kinds</legend>'
            f'{chips}<button type="button" id="all">all</button><button type="button" id="none">none</button></fieldset>'
            '<label>Search papers <input type="search" id="q" placeholder="text, method, id…"></label>'
            f'{switch}<span id="status" aria-live="polite"></span></form>')


PAGER = ('<nav class="pager" aria-label="pages" hidden><button type="button" class="prev">← previous</button>'
         '<span class="at"></span><button type="button" class="next">next →</button></nav>')


def document(papers: pl.DataFrame, claims: pl.DataFrame, meta: dict[str, str], laid: Layout,
             numbers: pl.DataFrame | None = None) -> str:
    """The page from the tables and their layout: head with the policy, header, charts, controls, data, script."""
    style, script = assets()
    payload = {"fields": CLAIM_FIELDS, "tipFields": TIP_FIELDS, "numericKinds": NUMERIC_KINDS,
               "entityKinds": ENTITY_KINDS, "perPage": PER_PAGE, "papers": laid.papers}
    version = " · ".join(f"{k.replace('_', ' ')} {escape(v[:12] + '…' if len(v) > 16 else v)}"
                         for k, v in sorted(meta.items()) if k in VERSION_KEYS)
    title = f"abstract-claims audit: {papers.height} abstracts, {claims.height} claims"
    faint = (f" {laid.numbers_shown} numbers that are not claims are shown faintly; hover for the reason."
             if numbers is not None else "")
    number_attrs = f' data-numbers="{numbers.height}" data-shown-numbers="{laid.numbers_shown}"' if numbers is not None else ""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta http-equiv="Content-Security-Policy" content="{escape(content_security_policy(style, script))}">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1"><title>{escape(title)}</title>'
            f"<style>{style}</style></head>\n"
            f'<body data-papers="{papers.height}" data-claims="{claims.height}" data-shown-spans="{laid.shown}" '
            f'data-skipped-spans="{laid.skipped}"{number_attrs}>\n<header><h1>{escape(title)}</h1>'
            f'<p class="lede">{laid.shown} spans highlighted, {laid.skipped} not (overlapping or not matching the abstract). '
            "Hover over or tab to a highlight to see its value, unit, qualifier, metric, dataset, baseline, hardware "
            f"and rule.{faint}{' ' + version if version else ''}</p></header>\n"
            f'<section class="charts">{charts(papers, claims)}</section>\n'
            f"{controls(Counter(claims['kind'].to_list()), numbers=numbers is not None)}\n"
            f'{PAGER}<main id="papers"></main>{PAGER}\n'
            "<noscript><p>The abstracts are drawn by the page's script: allow JavaScript for this file.</p></noscript>\n"
            f'<script type="application/json" id="payload">{script_json(payload)}</script>\n'
            f"<script>{script}</script>\n</body></html>\n")


def render(papers: pl.DataFrame, claims: pl.DataFrame, meta: dict[str, str] | None = None, *,
           numbers: pl.DataFrame | None = None) -> str:
    """The whole page as one string; the same tables give the same string."""
    return document(papers, claims, meta or {}, layout(papers, claims, numbers), numbers)


def write_report(folder: Path, out: Path) -> str:
    """Validate ``folder``'s tables, render them into ``out`` (atomically), and return a summary line."""
    tables = load(folder)
    laid = layout(tables.papers, tables.claims, tables.numbers)
    page = document(tables.papers, tables.claims, tables.meta, laid, tables.numbers)
    out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out, page)
    line = f"{out}: {tables.papers.height} abstracts, {tables.claims.height} claims, {laid.shown} spans highlighted"
    return line + (f", {laid.numbers_shown} other numbers shown faintly" if tables.numbers is not None else "")
