"""Generated documentation: the column tables of README.md and the dataset card come from the schemas.

A Markdown file marks each generated block with ``<!-- columns:papers -->`` ... ``<!-- /columns -->``;
``render`` rewrites the blocks from the pandera schemas, so the card cannot drift from the data.
"""

from __future__ import annotations

import regex

from schemas import CLAIMS, PAPERS, column_table

_BLOCK = regex.compile(r"(<!-- columns:(?P<table>papers|claims) -->\n)(?P<body>.*?)(<!-- /columns -->)", regex.DOTALL)


def render(markdown: str) -> str:
    """The Markdown with every column block regenerated from the schemas."""
    tables = {"papers": column_table(PAPERS), "claims": column_table(CLAIMS)}
    return _BLOCK.sub(lambda m: m[1] + tables[m["table"]] + "\n" + m[4], markdown)
