"""Generated documentation: the column tables of README.md and the dataset card come from the schemas.

A Markdown file marks each generated block with ``<!-- columns:papers -->`` ... ``<!-- /columns -->``
(and the measured quality with ``<!-- quality -->`` ... ``<!-- /quality -->``); ``render`` rewrites the
blocks from the pandera schemas and the eval results, so the README cannot drift from the data.
"""

from __future__ import annotations

import regex

from abstract_claims.schemas.tables import CLAIMS, PAPERS, column_table

_BLOCK = regex.compile(r"(<!-- columns:(?P<table>papers|claims) -->\n)(?P<body>.*?)(<!-- /columns -->)", regex.DOTALL)
_QUALITY = regex.compile(r"(<!-- quality -->\n)(?P<body>.*?)(<!-- /quality -->)", regex.DOTALL)


def render(markdown: str, *, quality: str | None = None) -> str:
    """The Markdown with every column block regenerated from the schemas (and the quality block, if given)."""
    tables = {"papers": column_table(PAPERS), "claims": column_table(CLAIMS)}
    out = _BLOCK.sub(lambda m: m[1] + tables[m["table"]] + "\n" + m[4], markdown)
    if quality is not None:
        out = _QUALITY.sub(lambda m: m[1] + quality + "\n" + m[3], out)
    return out
