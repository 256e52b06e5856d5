"""What the release says about itself: sources, how rows were made, uses, biases, limits, licence, upkeep.

One text for two readers: the dataset card (``card.py``, for people) renders these paragraphs and
lists, and ``croissant.json`` (``croissant.py``, for tools) carries the same strings in its
responsible-AI fields (Croissant RAI 1.0: ``rai:dataCollection``, ``rai:dataAnnotationProtocol``,
``rai:dataBiases``, ``rai:dataLimitations``, ...). The figures in them (venues, years, counts) are
computed from the built ``papers`` table, never typed.
"""

from __future__ import annotations

import polars as pl

AUTHOR = "The abstract-claims contributors"
CODE_LICENSE = "MIT"
CODE_LICENSE_URL = "https://spdx.org/licenses/MIT.html"
QUOTED_COLUMNS = ("abstract", "sentence", "text")  # the columns that quote the authors' words

# Why this Hugging Face task category (the Hub's list has none for "a table of facts read from text"):
# each numeric row is a labelled example for sorting a number in its sentence into one of six claim
# kinds (speedup, reduction, improvement, score, count, model_size). Not token-classification: the
# tables hold no per-token labels, only the claims found, so no span tagger can be trained from them
# without the misses (see the measured recall).
TASK_CATEGORIES = ("text-classification",)
TASK_IDS = ("multi-class-classification",)
TASK_NOTE = (
    "The Hugging Face task category is `text-classification` (multi-class): each numeric row pairs a sentence "
    "and a marked number with one of six claim kinds. The tables are not token-level annotations (only the "
    "claims found are listed, not every token), so they are not filed under token classification.")

INTENDED_USES = (
    "Meta-science: how often and by how much ML abstracts claim speedups, reductions, improvements and scores; "
    "which datasets, hardware and baselines they name; how claims differ by venue and year.",
    "Finding papers by what they claim (e.g. every speedup measured on an H100) and checking each row against "
    "its evidence span.",
    "A worked, validated example and baseline for claim extraction from scientific text: run the same "
    "extractors on your own abstracts with `abstract-claims extract` or `extract_frame`.",
)
OUT_OF_SCOPE = (
    "Judging whether a paper's results are true or reproducible: a row records what the authors wrote in "
    "their abstract, not what the paper shows.",
    "Ranking papers, authors or venues: abstracts report claims selectively and the extraction misses some.",
    "Training or evaluating a claim extractor as if the rows were complete gold annotations: they are the "
    "output of rules with the recall measured in this card; use the hand-made gold files in `tests/gold` "
    "for evaluation.",
    "Any use that conflicts with the rights of the abstracts' authors (see License).",
)
PERSONAL_INFORMATION = (
    "None collected. The tables hold no author names, affiliations or contact details; an abstract can "
    "name a code host account inside a URL (e.g. a GitHub user name), as its authors published it.")
MAINTENANCE = (
    "The package version is the dataset version (Semantic Versioning as seen by an analyst; see "
    "`CHANGELOG.md`). A release is rebuilt from `seeds/` by `abstract-claims build`; CI fails when "
    "`data/` is not exactly what a fresh build produces, so every change to the extractors is re-released "
    "with a new version. Old versions stay citable by their version and SHA-256.")
REPORTING = (
    "To report a wrong, missing or harmful row, open an issue in the project's repository with the dataset "
    "version, the `claim_id` or `paper_id`, and what the row should say. Authors who want their abstract "
    "removed can ask the same way; it is dropped from the next release.")
SOCIAL_IMPACT = (
    "Makes the numbers in ML abstracts easy to query and to check against their text. Read out of context, "
    "the tables could be misused to rank papers by the size of their claims; the card warns against it.")


def venues(papers: pl.DataFrame) -> list[tuple[str, int]]:
    """(``venue year``, number of abstracts) for each venue and year in the table, sorted."""
    by_venue = papers.group_by("venue", "year").len().sort("venue", "year", nulls_last=True).iter_rows(named=True)
    return [(f"{r['venue'] or 'unknown venue'} {r['year'] or 'unknown year'}", r["len"]) for r in by_venue]


def _venue_phrase(papers: pl.DataFrame) -> str:
    groups = venues(papers)
    if len(groups) == 1:
        return groups[0][0]
    return ", ".join(f"{g} ({n})" for g, n in groups)


def collection(papers: pl.DataFrame, meta: dict[str, str]) -> str:
    """Where the abstracts come from and how they were read (the card's Source, ``rai:dataCollection``)."""
    return (f"{papers.height} abstracts of {_venue_phrase(papers)}, from public paper lists, stored in "
            f"{papers['source'].n_unique()} seed files in `seeds/`: a header line naming venue and year, then one "
            "abstract per paragraph, kept exactly as written (LaTeX, Markdown and Unicode included). Seed files "
            "carry no titles. The SHA-256 of the seed files (names and bytes, in order) is "
            f"`{meta.get('seeds_sha256', 'unknown')}`.")


def annotation(meta: dict[str, str]) -> str:
    """How the rows were made (``rai:dataAnnotationProtocol``): by rules, then validated, never by hand."""
    return ("No row was written by hand. Rule-based extractors (regular expressions over the verbatim abstract, "
            f"extractor version {meta.get('extractor_version', 'unknown')}) find each number, classify it into a "
            "kind, normalize value and unit, and bind the metric, dataset, baseline and hardware named in its clause. "
            "Every table is validated against the pandera schemas "
            "and every evidence span against its abstract (`abstract[start:end] == text`). Quality is measured "
            "against gold files annotated by people reading the abstracts (`tests/gold/GUIDELINE.md`): the "
            "precision, recall and F1 are in the dataset card's \"Measured extraction quality\".")


def biases(papers: pl.DataFrame) -> list[str]:
    """Who and what the rows over- or under-represent (the card's Known biases, ``rai:dataBiases``)."""
    return [
        f"Venues and years: only {_venue_phrase(papers)}; other venues, fields and years are absent, so "
        "topic shares and claim rates describe this selection, not machine learning as a whole.",
        "Language: English abstracts only; the rules read English wording.",
        "Selective reporting: abstracts state the results their authors chose to highlight, mostly favourable "
        "ones; negative and null results are rare in the tables because they are rare in abstracts.",
        "Extraction: the rules were written while reading these same abstracts (quality on them is in-sample and "
        "higher than on other text); phrasings the rules have not seen are missed, so kinds with varied wording "
        "(improvements, scores) lose more rows than formulaic ones (speedups, model sizes).",
    ]


def missing_data(papers: pl.DataFrame) -> str:
    """What the tables leave null or empty, and why (``rai:dataCollectionMissingData``)."""
    no_title = papers.filter(pl.col("title").is_null()).height
    timeouts = papers.filter(pl.col("status") == "timeout").height
    return (f"{no_title} of {papers.height} papers have a null `title` (seed files carry none), so `method` comes "
            f"from the abstract alone. {timeouts} abstracts ran past the time budget (`status` timeout: kept without "
            "claims).")


def limitations(papers: pl.DataFrame) -> list[str]:
    """What the rows cannot tell (the card's Known limitations, ``rai:dataLimitations``), as Markdown items."""
    return [
        f"**Small and narrow.** {papers.height} abstracts from {_venue_phrase(papers)}: a showcase of the method, "
        "not a survey of the field. Run `abstract-claims extract` on your own abstract dumps for more.",
        "**Rule-based extraction, English only.** Rows are missed or mistyped at the rates measured above; "
        "phrasings the rules have not seen are missed rather than guessed.",
        "**Abstracts only, as claimed.** Nothing is checked against the paper body or reproduced: a row records "
        "what the authors wrote, not that it is true. Background figures about prior work are meant to be "
        "excluded but can slip through.",
        "**Bindings are clause-level heuristics.** `metric`, `dataset`, `baseline` and `hardware` come from the "
        "clause that holds the number; see the agreement figures above before relying on them.",
        f"**Missing values.** {missing_data(papers)}",
        "**Normalization choices.** Values are normalized to base units (`12 ms` -> 0.012 seconds, `2GB` -> 2e9 "
        "bytes); a range keeps its low end in `value` and its high end in `value_high`; relative and absolute "
        "changes are told apart by `unit` (`%` vs `pp`).",
    ]


def license_parts(papers: pl.DataFrame) -> tuple[str, str]:
    """The two licences: the code's and annotations', and the abstracts' (their authors')."""
    quoted = ", ".join(f"`{c}`" for c in QUOTED_COLUMNS)
    code = (f"{CODE_LICENSE}, by {AUTHOR}: the code that builds the tables and the derived annotations (every "
            f"column except {quoted}).")
    abstracts = (f"The abstracts, and the {quoted} columns that quote them, remain the work and copyright of "
                 f"their authors. They were taken from the public paper list of {_venue_phrase(papers)} "
                 "and are redistributed verbatim, unaltered and attributed to their paper, for research on the "
                 "papers' claims, so that every row can be checked against its source; they are not relicensed.")
    return code, abstracts
