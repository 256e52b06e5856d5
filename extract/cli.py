"""The ``abstract-claims`` command line: build, extract, eval (verify and report live beside it).

Errors a user can fix (bad input, a schema violation) print one line on stderr naming the file,
the row and the problem, and exit 2; ``--debug`` shows the traceback instead.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import signal
import sys
import tempfile
from concurrent.futures import BrokenExecutor
from pathlib import Path

from abstract_claims import __version__
from abstract_claims.files import sha256_files
from abstract_claims.pipeline.ingest import InputError, Options, list_inputs
from abstract_claims.pipeline.run import count_rows, progress_bar, run

BUILD_COMMAND = "abstract-claims build"


def project_root() -> Path:
    """The checkout that holds ``seeds/`` and ``data/`` (the current folder, or the package's parent)."""
    here = Path.cwd()
    if (here / "seeds").is_dir():
        return here
    return Path(__file__).resolve().parents[1]


def _positive(text: str) -> int:
    """An argparse type: a whole number of at least 1 (a batch of 0 abstracts would never end)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def _workers(n: int | None) -> int:
    return n if n and n > 0 else (os.cpu_count() or 1)


def build_into(outdir: Path, *, seeds: Path, workers: int = 1, quiet: bool = True) -> str:
    """Build the dataset from ``seeds`` into ``outdir``; return the summary line."""
    files = list_inputs(seeds)
    metadata = {"dataset_version": __version__, "extractor_version": __version__,
                "seeds_sha256": sha256_files(files), "build_command": BUILD_COMMAND}
    summary = run(seeds, outdir, workers=workers, metadata=metadata)
    for step in post_build_steps():
        step(outdir)
    return summary.line()


def post_build_steps() -> list:
    """Files derived from the four tables that ``build`` also publishes (report, card, Croissant)."""
    from abstract_claims.release.card import write_card
    from abstract_claims.release.croissant import write_croissant
    from abstract_claims.report.command import build_step as report_step

    return [report_step, write_card, write_croissant]


def _refresh_readme(readme: Path, data: Path) -> None:
    """Regenerate the README's column tables and quality figures (written in place, atomically)."""
    from abstract_claims.release.columns import render
    from abstract_claims.release.card import quality

    if readme.exists():
        text = readme.read_text(encoding="utf-8")
        new = render(text, quality=quality(data))
        if new != text:
            tmp = readme.with_name(".README.md.tmp")
            tmp.write_text(new, encoding="utf-8")
            os.replace(tmp, readme)


def cmd_build(args: argparse.Namespace) -> int:
    root = project_root()
    seeds, data = root / "seeds", Path(args.out) if args.out else root / "data"
    if not args.check:
        line = build_into(data, seeds=seeds, workers=_workers(args.workers))
        if not args.out:
            _refresh_readme(root / "README.md", data)
        if not args.quiet:
            print(line, file=sys.stderr)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        build_into(Path(tmp), seeds=seeds, workers=_workers(args.workers))
        names = sorted(p.name for p in Path(tmp).iterdir() if not p.name.startswith("."))
        differ = [n for n in names if not (data / n).exists() or not filecmp.cmp(Path(tmp) / n, data / n, shallow=False)]
    if differ:
        print(f"abstract-claims: data/ is not what a fresh build produces; differs: {', '.join(differ)}", file=sys.stderr)
        return 1
    print(f"build --check: {len(names)} files in {data} match a fresh build", file=sys.stderr)
    return 0


def cmd_extract(args: argparse.Namespace) -> int:
    opts = Options(text_column=args.text_column, id_column=args.id_column, encoding_errors=args.encoding_errors,
                   strict=args.strict, batch_size=args.batch_size)
    show = not args.quiet and sys.stderr.isatty()
    summary = run(Path(args.input), Path(args.output), opts=opts, workers=_workers(args.workers),
                  timeout=args.timeout, progress=progress_bar(count_rows(Path(args.input)) if show else None, enabled=show))
    if show:
        sys.stderr.write("\n")
    if not args.quiet:
        print(summary.line(), file=sys.stderr)
    if summary.timed_out:  # reported even with --quiet: these abstracts are in papers without their claims
        more = f" and {len(summary.timed_out) - 10} more" if len(summary.timed_out) > 10 else ""
        print(f"abstract-claims: {summary.timeouts} abstracts ran past --timeout {args.timeout:g} s and were kept "
              f"without claims (status 'timeout'): {', '.join(summary.timed_out[:10])}{more}", file=sys.stderr)
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from abstract_claims.evaluation.runner import evaluate_file, format_report

    report = evaluate_file(Path(args.gold), pred=Path(args.pred) if args.pred else None)
    print(json.dumps(report, indent=1) if args.json else format_report(report, verbose=args.verbose))
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="abstract-claims", description="Numeric claims from ML paper abstracts, as a validated dataset.")
    p.add_argument("--version", action="version", version=f"abstract-claims {__version__}")
    p.add_argument("--debug", action="store_true", help="show tracebacks")
    sub = p.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="regenerate data/ from seeds/")
    b.add_argument("--check", action="store_true", help="exit 1, naming the files, when data/ differs from a fresh build")
    b.add_argument("--out", help="output folder (default: data/)")
    b.add_argument("--workers", type=int, default=1)
    b.add_argument("--quiet", action="store_true")
    b.set_defaults(func=cmd_build)

    e = sub.add_parser("extract", help="extract claims from a user file or folder")
    e.add_argument("input", help="a .txt seed file, .jsonl, .csv, .parquet, or a folder of them")
    e.add_argument("-o", "--output", required=True, help="folder for papers/claims .parquet and .csv")
    e.add_argument("--text-column", default="abstract")
    e.add_argument("--id-column", default="id")
    e.add_argument("--encoding-errors", choices=("strict", "replace"), default="strict")
    e.add_argument("--strict", action="store_true", help="null or empty abstracts are errors, not skipped")
    e.add_argument("--workers", type=int, default=0, help="processes (default: all cores)")
    e.add_argument("--batch-size", type=_positive, default=4096, help="abstracts per batch (per worker task)")
    e.add_argument("--timeout", type=float, default=5.0, help="seconds of matching allowed per abstract")
    e.add_argument("--quiet", action="store_true")
    e.set_defaults(func=cmd_extract)

    v = sub.add_parser("eval", help="score the extractor against a gold file (SPEC section 5)")
    v.add_argument("gold")
    v.add_argument("--pred", help="read predictions from this folder's papers/claims Parquet instead of extracting")
    v.add_argument("--json", action="store_true")
    v.add_argument("-v", "--verbose", action="store_true", help="list every miss and extra")
    v.set_defaults(func=cmd_eval)
    for extra in extra_commands():
        extra(sub)
    for command in sub.choices.values():  # '--debug' also after the subcommand
        try:
            command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks")
        except argparse.ArgumentError:
            pass
    return p


def extra_commands() -> list:
    """Subcommands defined in their own modules (verify, report)."""
    from abstract_claims.report.command import add as add_report
    from abstract_claims.release.verify import add as add_verify

    return [add_report, add_verify]


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except (InputError, ValueError, OSError) as exc:
        if args.debug:
            raise
        msg = str(exc).strip().splitlines()
        print(f"abstract-claims: error: {msg[0] if msg else type(exc).__name__}", file=sys.stderr)
        for extra in msg[1:6]:
            print(f"  {extra}", file=sys.stderr)
        return 2
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM (pipeline.Interrupted)
        if args.debug:
            raise
        signum = getattr(exc, "signum", signal.SIGINT)
        print(f"abstract-claims: interrupted by {signal.Signals(signum).name}; nothing was published", file=sys.stderr)
        return 128 + signum
    except BrokenExecutor:
        if args.debug:
            raise
        print("abstract-claims: error: a worker process died (killed, or out of memory); nothing was published; "
              "try --workers 1 or a smaller --batch-size", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: one line for the user, the traceback with --debug
        if args.debug:
            raise
        first = (str(exc).strip().splitlines() or [""])[0][:300]
        print(f"abstract-claims: internal error: {type(exc).__name__}: {first} (rerun with --debug for the traceback)",
              file=sys.stderr)
        return 70


if __name__ == "__main__":
    sys.exit(main())
