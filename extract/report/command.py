"""``abstract-claims report``: the subcommand, and ``build``'s step that publishes ``data/report.html``.

The CLI registers it through ``add(subparsers)``, so the report owns its options and help text.
Without a folder it uses the current folder when that holds ``papers.parquet``, else ``./data``
(the project's release folder), and says which it tried when neither has the tables.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from abstract_claims.pipeline.ingest import InputError
from abstract_claims.report.loader import PAPERS_FILE
from abstract_claims.report.page import REPORT_NAME, write_report

EXAMPLES = """examples:
  abstract-claims report                          # ./data (or .) -> report.html beside the tables
  abstract-claims report out/                     # the page for your own `extract -o out/`
  abstract-claims report out/ -o /tmp/audit.html  # written elsewhere
  open report.html#kind=speedup,score&q=flashinfer&page=2   # a filtered view can be linked
"""


def default_folder(cwd: Path) -> Path:
    """``cwd`` if it holds the tables, else ``cwd/data``; an ``InputError`` naming both when neither does."""
    for folder in (cwd, cwd / "data"):
        if (folder / PAPERS_FILE).is_file():
            return folder
    raise InputError(f"{cwd}: no {PAPERS_FILE} here or in {cwd / 'data'}; pass the folder that holds the tables: "
                     "abstract-claims report DIR")


def build_step(outdir: Path) -> None:
    """``build``'s post step: ``data/report.html`` beside the tables."""
    write_report(outdir, outdir / REPORT_NAME)


def cmd_report(args: argparse.Namespace) -> int:
    folder = Path(args.dir) if args.dir else default_folder(Path.cwd())
    line = write_report(folder, Path(args.output) if args.output else folder / REPORT_NAME)
    if not args.quiet:
        print(line)
    return 0


def add(sub: argparse._SubParsersAction) -> None:
    """Register ``abstract-claims report [DIR] [-o FILE.html] [--quiet]``."""
    r = sub.add_parser(
        "report", help="write a self-contained HTML page that highlights every extracted span",
        description="Validate DIR's papers.parquet and claims.parquet (and numbers.parquet from `extract --explain`, "
                    "if present) and write one offline HTML page showing every abstract with its claims highlighted, "
                    "50 abstracts a page, those with claims first.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    r.add_argument("dir", nargs="?", help="folder with papers.parquet and claims.parquet "
                                          "(default: the current folder if it holds them, else ./data)")
    r.add_argument("-o", "--output", help="HTML file to write (default: DIR/report.html)")
    r.add_argument("--quiet", action="store_true", help="print nothing on success (default: one summary line)")
    r.set_defaults(func=cmd_report)
