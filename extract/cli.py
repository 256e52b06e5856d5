"""The ``abstract-claims`` command line: build, extract, eval (verify and report register beside them).

Every path is explicit or relative to the current folder (never to where the package is installed),
so the command works the same from a checkout, from a wheel, or from an empty folder, where it says
in one line what is missing and which option to pass. Errors a user can fix (bad input, a bad
option, a busy or unwritable output folder) print one line on stderr naming the file, the row or
the option and the problem, and exit 2; ``--debug`` shows the traceback instead.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import math
import os
import signal
import sys
import tempfile
import textwrap
from collections.abc import Callable
from concurrent.futures import BrokenExecutor
from pathlib import Path

from abstract_claims import __version__
from abstract_claims.evaluation.runner import evaluate_file, format_report
from abstract_claims.files import shown, sha256_files, write_atomic
from abstract_claims.pipeline.batch import DEFAULT_TIMEOUT
from abstract_claims.pipeline.ingest import InputError, Options, list_inputs
from abstract_claims.pipeline.progress import Progress
from abstract_claims.pipeline.run import Summary, count_rows, run
from abstract_claims.release.card import quality, write_card
from abstract_claims.release.columns import render
from abstract_claims.release.croissant import write_croissant
from abstract_claims.release.verify import add as add_verify
from abstract_claims.report.command import add as add_report
from abstract_claims.report.command import build_step as report_step

BUILD_COMMAND = "abstract-claims build"
MAX_WORKERS = 256  # processes: more would only trade memory for nothing on any machine we know
MAX_BATCH = 100_000  # abstracts per batch: ~150 MB of text in flight per worker at most
MAX_TIMEOUT = 3600.0  # seconds per abstract: past an hour a "bound" means nothing
BUILD_DEFAULTS = {"seeds": "seeds", "out": "data"}  # relative to the current folder


def project_root() -> Path:
    """The folder commands resolve their default paths in: the current one (kept for ``report``)."""
    return Path.cwd()


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (no usage block), naming the option and where help is."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class Help(argparse.RawDescriptionHelpFormatter, argparse.ArgumentDefaultsHelpFormatter):
    """Descriptions and examples as written; every option's default shown, unless its help already says it."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        return text if "(default:" in text or action.required else (super()._get_help_string(action) or text)


def _bounded(low: int, high: int) -> Callable[[str], int]:
    def whole(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high}, not {text!r}")
        return value

    return whole


def _seconds(text: str) -> float:
    """An argparse type: a finite number of seconds, more than 0 and at most ``MAX_TIMEOUT``."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= MAX_TIMEOUT):
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_TIMEOUT:g} seconds, not {text!r}")
    return value


def _closing(outdir: Path, summary: Summary) -> str:
    return f"wrote {len(summary.files)} files to {outdir}/: {', '.join(summary.files)}"


# ------------------------------------------------------------------------------------------ build

def build_into(outdir: Path, *, seeds: Path, workers: int = 1, progress: Progress | None = None) -> Summary:
    """Build the dataset from ``seeds`` into ``outdir``: the tables, the audit page, the card, Croissant."""
    metadata = {"seeds_sha256": sha256_files(list_inputs(seeds)), "build_command": BUILD_COMMAND,
                "command": BUILD_COMMAND}
    return run(seeds, outdir, workers=workers, metadata=metadata, progress=progress,
               steps=[*post_build_steps(), write_croissant])


def post_build_steps() -> list[Callable[[Path], None]]:
    """Files derived from the tables that ``build`` also publishes (Croissant comes last, from ``run``)."""
    return [report_step, write_card]


def _refresh_readme(readme: Path, data: Path) -> None:
    """Regenerate the README's column tables and quality figures (written in place, atomically)."""
    text = readme.read_text(encoding="utf-8")
    new = render(text, quality=quality(data))
    if new != text:
        write_atomic(readme, new)


def _changed(fresh: Path, data: Path) -> list[str]:
    """Files that differ between a fresh build and ``data`` (hidden ones aside), with why."""
    made = sorted(p.name for p in fresh.iterdir() if not p.name.startswith("."))
    have = sorted(p.name for p in data.iterdir() if not p.name.startswith(".")) if data.is_dir() else []
    differ = [n for n in made if n not in have or not filecmp.cmp(fresh / n, data / n, shallow=False)]
    return differ + [f"{n} (not made by build)" for n in have if n not in made]


def cmd_build(args: argparse.Namespace) -> int:
    seeds, data = Path(args.seeds), Path(args.out)
    if not seeds.is_dir():
        raise InputError(f"{shown(seeds)}: no such folder; run build in a checkout of abstract-claims "
                         "(the folder that holds seeds/), or pass --seeds DIR")
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            build_into(Path(tmp), seeds=seeds, workers=args.workers)
            differ, count = _changed(Path(tmp), data), sum(1 for _ in Path(tmp).iterdir())
        if differ:
            print(f"abstract-claims: {data} is not what a fresh build produces; differs: {', '.join(differ)}",
                  file=sys.stderr)
            return 1
        print(f"build --check: {count} files in {data} match a fresh build", file=sys.stderr)
        return 0
    show = not args.quiet and sys.stderr.isatty()
    summary = build_into(data, seeds=seeds, workers=args.workers,
                         progress=Progress(lambda: count_rows(seeds)) if show else None)
    readme = Path("README.md")
    if args.out == BUILD_DEFAULTS["out"] and readme.is_file():
        _refresh_readme(readme, data)
    if not args.quiet:
        print(summary.line(), file=sys.stderr)
        print(_closing(data, summary), file=sys.stderr)
    return 0


# ---------------------------------------------------------------------------------------- extract

def cmd_extract(args: argparse.Namespace) -> int:
    opts = Options(text_column=args.text_column, id_column=args.id_column, encoding_errors=args.encoding_errors,
                   strict=args.strict, batch_size=args.batch_size)
    source, outdir = Path(args.input), Path(args.output)
    show = not args.quiet and sys.stderr.isatty()
    summary = run(source, outdir, opts=opts, workers=args.workers or min(os.cpu_count() or 1, MAX_WORKERS),
                  timeout=args.timeout, progress=Progress(lambda: count_rows(source)) if show else None,
                  explain=args.explain, steps=[write_croissant])
    if not args.quiet:
        print(summary.line(), file=sys.stderr)
    if summary.timed_out:  # reported even with --quiet: these abstracts are in papers without their claims
        more = f" and {len(summary.timed_out) - 10} more" if len(summary.timed_out) > 10 else ""
        print(f"abstract-claims: {summary.timeouts} abstracts ran past --timeout {args.timeout:g} s and were kept "
              f"without claims (status 'timeout'): {', '.join(summary.timed_out[:10])}{more}", file=sys.stderr)
    if summary.failed:  # reported even with --quiet: the rules could not handle these abstracts
        more = f" and {len(summary.failed) - 10} more" if len(summary.failed) > 10 else ""
        print(f"abstract-claims: {summary.errors} abstracts failed and were kept without claims (status 'error', "
              f"the exception in papers.error): {'; '.join(summary.failed[:10])}{more}", file=sys.stderr)
    if not args.quiet:
        print(_closing(outdir, summary), file=sys.stderr)
    return 0


# ------------------------------------------------------------------------------------------- eval

def cmd_eval(args: argparse.Namespace) -> int:
    report = evaluate_file(Path(args.gold), pred=Path(args.pred) if args.pred else None, split=args.split)
    print(json.dumps(report, indent=1) if args.json else format_report(report, verbose=args.verbose))
    return 0


# ----------------------------------------------------------------------------------------- parser

def _subcommand(sub: argparse._SubParsersAction, name: str, *, summary: str, description: str,
                examples: list[str]) -> argparse.ArgumentParser:
    return sub.add_parser(name, help=summary, description=textwrap.fill(description, 100), formatter_class=Help,
                          epilog="examples:\n" + "\n".join(f"  {e}" for e in examples))


def _add_build(sub: argparse._SubParsersAction) -> None:
    b = _subcommand(sub, "build", summary="regenerate the published dataset from the seed files",
                    description="Extract every abstract of the seed files and publish the dataset: the papers and "
                                "claims tables (Parquet and CSV), the audit page, the dataset card and croissant.json, "
                                "as one set (a failed build leaves the previous files byte-identical). Paths are "
                                "relative to the current folder: run it in a checkout of abstract-claims.",
                    examples=["abstract-claims build", "abstract-claims build --check",
                              "abstract-claims build --seeds my/seeds --out my/data --workers 4"])
    b.add_argument("--seeds", default=BUILD_DEFAULTS["seeds"], metavar="DIR",
                   help="folder of seed .txt files (a header line, then one abstract per paragraph)")
    b.add_argument("--out", default=BUILD_DEFAULTS["out"], metavar="DIR",
                   help="folder to publish into; with the default, README.md's generated tables are refreshed too")
    b.add_argument("--check", action="store_true",
                   help="build into a temporary folder and exit 1, naming the files, when --out differs from it")
    b.add_argument("--workers", type=_bounded(1, MAX_WORKERS), default=1, metavar="N", help="worker processes")
    b.add_argument("--quiet", action="store_true", help="print nothing but errors")
    b.set_defaults(func=cmd_build)


def _add_extract(sub: argparse._SubParsersAction) -> None:
    e = _subcommand(sub, "extract", summary="extract claims from your own abstracts (a file or a folder)",
                    description="Read abstracts from JSON Lines, CSV, Parquet or seed .txt files (or a folder of "
                                "them), extract their claims and publish papers and claims as Parquet and CSV, with "
                                "croissant.json holding every file's SHA-256 (check them with abstract-claims "
                                "verify). The output folder only ever holds one complete set: a failed or "
                                "interrupted run leaves the previous files byte-identical.",
                    examples=["abstract-claims extract abstracts.jsonl -o out",
                              "abstract-claims extract dump/ -o out --text-column summary --id-column doi",
                              "abstract-claims extract big.parquet -o out --workers 8 --timeout 2"])
    e.add_argument("input", help="a .jsonl, .csv, .parquet or seed .txt file, or a folder of them")
    e.add_argument("-o", "--output", required=True, metavar="DIR",
                   help="folder for papers/claims .parquet and .csv and croissant.json (required)")
    e.add_argument("--text-column", default="abstract", metavar="NAME", help="the column or field holding the abstract")
    e.add_argument("--id-column", default="id", metavar="NAME",
                   help="the column or field holding a paper id (used as paper_id; without one, the id is a hash of the abstract)")
    e.add_argument("--encoding-errors", choices=("strict", "replace"), default="strict",
                   help="what to do with bytes that are not UTF-8 (in text or file names): stop, or replace them with U+FFFD")
    e.add_argument("--strict", action="store_true", help="null, empty and repeated abstracts are errors, not skipped")
    e.add_argument("--workers", type=_bounded(1, MAX_WORKERS), default=None, metavar="N",
                   help=f"worker processes, 1 to {MAX_WORKERS} (default: all cores, {os.cpu_count() or 1} here)")
    e.add_argument("--batch-size", type=_bounded(1, MAX_BATCH), default=4096, metavar="N",
                   help="abstracts per batch (per worker task)")
    e.add_argument("--timeout", type=_seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"seconds of matching allowed per abstract, more than 0 and at most {MAX_TIMEOUT:g}; an "
                        "abstract past it is kept with status 'timeout' and no claims")
    e.add_argument("--explain", action="store_true",
                   help="also write numbers.parquet and numbers.csv: every number found and its verdict (the claim kind "
                        "it became, or why it is not a claim: setting, name_part, math ...)")
    e.add_argument("--quiet", action="store_true", help="print nothing but errors and timed-out abstracts")
    e.set_defaults(func=cmd_extract)


def _add_eval(sub: argparse._SubParsersAction) -> None:
    v = _subcommand(sub, "eval", summary="score the extractors against a gold file (SPEC section 5)",
                    description="Score the extractors against a gold file of JSON Lines (one annotated abstract per "
                                "line): precision, recall and F1 of numeric claims, per kind, of entities and method "
                                "names, and the agreement of bound attributes.",
                    examples=["abstract-claims eval tests/gold/dev.jsonl",
                              "abstract-claims eval tests/gold/seeds.jsonl --pred data -v",
                              "abstract-claims eval gold.jsonl --json > scores.json"])
    v.add_argument("gold", help="the gold file (.jsonl); without --pred its 'abstract' fields are extracted")
    v.add_argument("--pred", default=None, metavar="DIR",
                   help="score this folder's papers/claims Parquet instead of extracting (default: extract now)")
    v.add_argument("--split", default=None, metavar="NAME",
                   help="score only the records whose 'split' is NAME (blind2025.jsonl: study or sealed; default: all)")
    v.add_argument("--json", action="store_true", help="print the full report as JSON instead of text")
    v.add_argument("-v", "--verbose", action="store_true", help="list every miss, extra and wrong kind")
    v.set_defaults(func=cmd_eval)


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="abstract-claims", formatter_class=Help,
               description=textwrap.fill("Numeric claims from ML paper abstracts, as a validated dataset: build it, "
                                         "extract from your own abstracts, score, verify a copy, and audit in a "
                                         "browser.", 100),
               epilog="examples:\n  abstract-claims extract abstracts.jsonl -o out\n  abstract-claims verify out\n"
                      "  abstract-claims verify data\n  abstract-claims build --check")
    p.add_argument("--version", action="version", version=f"abstract-claims {__version__}")
    p.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_build(sub)
    _add_extract(sub)
    _add_eval(sub)
    add_verify(sub)
    add_report(sub)
    for command in sub.choices.values():  # '--debug' also after the subcommand
        try:
            command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                                 help="show the traceback of an error")
        except argparse.ArgumentError:
            pass
    return p


# ------------------------------------------------------------------------------------------- main

def _message(exc: BaseException) -> list[str]:
    """The lines of an error for the user: an OS error as ``file: problem``, anything else as its text."""
    if isinstance(exc, OSError) and exc.filename is not None and exc.strerror:
        return [f"{shown(exc.filename)}: {exc.strerror}"]
    return str(exc).strip().splitlines() or [type(exc).__name__]


def main(argv: list[str] | None = None) -> int:
    debug = "--debug" in (sys.argv[1:] if argv is None else argv)
    try:
        args = parser().parse_args(argv)
        return args.func(args)
    except (InputError, ValueError, OSError) as exc:
        if debug:
            raise
        msg = _message(exc)
        print(f"abstract-claims: error: {msg[0]}", file=sys.stderr)
        for extra in msg[1:6]:
            print(f"  {extra}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM (pipeline.Interrupted)
        if debug:
            raise
        signum = getattr(exc, "signum", signal.SIGINT)
        print(f"abstract-claims: interrupted by {signal.Signals(signum).name}; nothing was published", file=sys.stderr)
        return 128 + signum
    except BrokenExecutor:
        if debug:
            raise
        print("abstract-claims: error: a worker process died (killed, or out of memory); nothing was published; "
              "try --workers 1 or a smaller --batch-size", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: one line for the user, the traceback with --debug
        if debug:
            raise
        first = (str(exc).strip().splitlines() or [""])[0][:300]
        print(f"abstract-claims: internal error: {type(exc).__name__}: {first} (rerun with --debug for the traceback)",
              file=sys.stderr)
        return 70


if __name__ == "__main__":
    sys.exit(main())
