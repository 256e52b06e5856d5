"""The checks after the passes: a known technique (``weakly supervised semantic segmentation (WSSS)``), a name many
abstracts use for their own different things (``widely_used_names.txt``), a generic or task head on a name
(``XNet model``, ``X Detection``) and typesetting around it."""

from __future__ import annotations

import regex

from abstract_claims.kinds.method.long_forms import _before_bracket, _called_ours, _common_long_form
from abstract_claims.kinds.method.title import _title_prefix
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.reading.vocab import widely_used_names
from abstract_claims.kinds.method.passes import _VERB
from abstract_claims.kinds.method.shapes import _TRAINED_TASK_LEAD


# an acronym in capitals whose long form, spelled out in the abstract, is a technique, field or task many abstracts
# write (reading/data/common_phrases.txt): 'weakly supervised semantic segmentation (WSSS)', 'quadratic programming
# (QP)' name what the paper works on or with
_CAPITALS = regex.compile(r"[A-Z]{2,}s?")


def _unless_known(doc: Document, name: str | None) -> str | None:
    """``name`` unless it is such an acronym: not the title's prefix, not the title's own long form ('Graph Attention
    Networks' and 'GATs'), not one the abstract calls 'our' ('our MWU algorithm')."""
    if name is None or not _CAPITALS.fullmatch(name):
        return name
    title = doc.title or ""
    prefix = _title_prefix(title)
    if prefix is not None and prefix["prefix"].strip() == name:
        return name
    long = _common_long_form(_before_bracket(doc, name), name)
    return None if long and not title.casefold().startswith(long.casefold()) and not _called_ours(doc, name) else name


# a naming word, or the authors' proposing verb, right before a name: the paper gives it ('a new notion we refer to as
# ...', 'we introduce ScanObjectNN, a new ...'; not 'the proposed BiLSTM based model')
_GIVEN_BEFORE = ending_here(regex.compile(rf"""(?:\b(?:called|named|dubbed|termed|coined|namely|refer\sto(?:\sit)?\sas|
                                                    we\s(?:call|name|term|dub))\s(?:as\s)?
                                                |\b(?i:we|paper|work|study|article)\s(?:\w{{1,12}}\s)?(?i:{_VERB})\s(?:here\s)?)
                                                [\"“'‘*_`$\\{{}}]{{0,3}}$""", regex.VERBOSE))


def _unless_widely_used(doc: Document, name: str | None) -> str | None:
    """``name`` unless it is a coined-looking name many abstracts write (reading/data/widely_used_names.txt:
    'ChatGPT', 'BiLSTM', 'quasi-Newton') that the paper does not give as its own: not in the title, not 'our <name>',
    nowhere right after a naming word or a proposing verb ('we introduce ScanObjectNN, a new ...' stays), not the
    acronym of a long form the title writes ('namely Chain-of-Probe (CoP)' under 'Chain-of-Probe: ...')."""
    if name is None or name not in widely_used_names() or name.casefold() in (doc.title or "").casefold():
        return name
    if _called_ours(doc, name) or any(_GIVEN_BEFORE.search(doc.norm, max(0, at - 40), at) for at in word_starts(doc.norm, name)):
        return name
    before = _before_bracket(doc, name)
    start = long_form_start(before, name)
    long = before[start:].strip() if start is not None else ""
    return name if long and long.casefold() in (doc.title or "").casefold() else None


# a team's name, not a method's (GUIDELINE: teams are null): 'the system submitted by our team (UFRGSent) to SemEval-2022
# Task 10', 'Our team (OGNLP) participated in the sub-task', 'the system of our team (NHK) for the WAT 2021 ... task'
_TEAM_BEFORE = ending_here(regex.compile(r"\bteam\s(?:\(|(?:called|named)\s)$", regex.IGNORECASE))


def _unless_team(doc: Document, name: str | None) -> str | None:
    """``name`` unless the abstract first writes it as a team's name (``_TEAM_BEFORE``)."""
    if name is None:
        return None
    at = next(word_starts(doc.norm, name), None)
    return None if at is not None and _TEAM_BEFORE.search(doc.norm, max(0, at - 20), at) else name


# a problem or a formalism the paper poses, spelled out right before its acronym's first mention (GUIDELINE: problem
# settings and formalisms are null, `AOMDP`, `SDec-POMDP`, `MAWPF`): 'the Close Enough Orienteering Problem (CEOP)', 'the
# Actively Observable Markov Decision Process (AOMDP)', 'Dynamic Reward Markov Decision Processes (DR-MDPs)'
# (not a method for problems: 'Hybrid Optimization for NOn-convex Regularized problems (HONOR)')
_POSED_LONG_END = ending_here(regex.compile(r"(?<!\bfor\s(?:\S{1,40}\s){0,4}\S{0,40})"
                                            r"\b(?i:problem|decision\sprocess|markov\sgame)(?:es|s)?[\"”]?\s?\($"))


# ... or a task the paper poses, named right before the capitalized long form of the acronym's first mention: 'we
# introduce a novel task, Masked Measurement Prediction (MMP)', 'a new task termed as Boundary Knowledge Translation
# (BKT)', 'we study a new task, named Speaker Persona Detection (SPD)' (the acronym pass refuses 'the task of X (ACR)' by
# the long form it finds, which may be shorter than the capitalized words: 'Measurement Prediction' for 'MMP')
# (not a problem a preposition governs, whose solution the name is: 'We propose a novel solution to this problem, Additive
# Attention Compositional Learning (AACL)', 'a unified position embedding method for these problems, called ... (ACE-RPE)';
# nor a task trained on: 'a pre-training task named Word-Exchange Aligning Model (WEAM)', 'a simple and intuitive
# self-supervision task, Natural Synthetic Anomalies (NSA), for training'; 'To solve this problem, Region Proposal
# Convolutional Interaction Network (RPCIN), a vision-based model, ...', 'a new algorithm for solving the global
# localization problem called Frozen-Time Smoother (FTS)' name the answer to a problem, whatever the case)
_TASK_POSED_LONG = ending_here(regex.compile(r"(?<!\b(?i:as|into|to|with|from|on|in|for)\s(?:(?:this|these|such|the|a|an|our|its)\s)?(?:[\w-]{1,25}\s){0,4})"
                                             rf"(?<!\b(?:{_TRAINED_TASK_LEAD}|self-supervision|unsupervised)\s)"
                                             r"\b(?i:task|problem|setting)s?(?:\sof|,|,?\s(?:termed|called|named|dubbed|coined)(?:\sas)?)"
                                             r"\s(?:the\s)?(?:[A-Z][\w-]{0,30}\s){1,6}\($"))


def _unless_posed(doc: Document, name: str | None) -> str | None:
    """``name`` unless the abstract first writes it as the acronym of a problem or formalism (``_POSED_LONG_END``) or
    of a task it poses (``_TASK_POSED_LONG``)."""
    if name is None:
        return None
    at = next(word_starts(doc.norm, name), None)
    return None if at is not None and (_POSED_LONG_END.search(doc.norm, max(0, at - 160), at)
                                       or _TASK_POSED_LONG.search(doc.norm, max(0, at - 200), at)) else name


# others' work, introduced as such where the abstract first writes the name or its long form: 'We expand upon the recently
# proposed Compressive Feature Learning (CFL) framework', 'Existing OIE (Open Information Extraction) algorithms',
# 'Recently, DiscoGeM, a novel multi-domain corpus, ... has become available' (GUIDELINE: an existing method extended or
# studied is null)
_OTHERS_INTRODUCED = ending_here(regex.compile(
    r"(?:\b(?:recently|previously|originally)\s(?:proposed|introduced|released|developed|presented|published)"
    r"|\b(?:popular|widely[\s-]used|well[\s-]known|existing|classical|classic|conventional|off-the-shelf))"
    r"\s(?:[\w-]{1,25}\s){0,2}$", regex.IGNORECASE))
_RECENTLY_AVAILABLE = regex.compile(r"\s*(?:recently|lately),\s(?:[^.;]{1,200}?)\b(?:has|have|had)\sbecome\savailable\b",
                                    regex.IGNORECASE)
# ... or a passive of publishing after the name's first mention, said to be recent ('The private learning scheme TextHide
# was recently proposed to', 'Recently, a novel NGCA approach called least-squares NGCA (LSNGCA) has been developed'); not
# the paper's own past tense ('the bioinstrumentation system WB-1 was developed in order to')
_PUBLISHED_AFTER = r"\)?\s(?:was|were|has\sbeen|have\sbeen|had\sbeen)\s{recent}(?:proposed|introduced|developed|presented|released)\b"
_RECENTLY_PUBLISHED_AFTER = regex.compile(_PUBLISHED_AFTER.format(recent=r"(?:recently|previously)\s"), regex.IGNORECASE)
_PUBLISHED_AFTER_ANY = regex.compile(_PUBLISHED_AFTER.format(recent=r"(?:recently\s)?"), regex.IGNORECASE)
_RECENTLY_LEAD = regex.compile(r"\s*(?:recently|lately),\s", regex.IGNORECASE)


def _unless_others(doc: Document, name: str | None) -> str | None:
    """``name`` unless the abstract first writes it, or its long form, as others' recent or existing work
    (``_OTHERS_INTRODUCED`` right before it, a recent passive of publishing after it, or a sentence saying it recently
    became available)."""
    if name is None:
        return None
    at = next(word_starts(doc.norm, name), None)
    if at is None:
        return name
    before = _before_bracket(doc, name) if at > 0 and doc.norm.startswith(f"({name})", at - 1) else ""
    start = long_form_start(before, name) if before else None
    lead = at - 1 - len(before) + start if start is not None else at
    sentence = doc.sentence_of(at)
    after = at + len(name)
    others = (_OTHERS_INTRODUCED.search(doc.norm, max(0, lead - 60), lead)
              or _RECENTLY_AVAILABLE.match(doc.norm, sentence[0], sentence[1])
              or _RECENTLY_PUBLISHED_AFTER.match(doc.norm, after)
              or _RECENTLY_LEAD.match(doc.norm, sentence[0]) and _PUBLISHED_AFTER_ANY.match(doc.norm, after))
    return None if others else name


# a shared task's generic head around its name: 'EvaCun 2025 Shared Task' -> 'EvaCun 2025', 'Fin-DBQA Shared-task',
# 'Shared Task RIRAG-2025' (GUIDELINE: the task's own name is the method of an overview paper)
_TASK_HEAD = regex.compile(r"^(?i:shared[\s-]task)\s(?=\S)|(?<=\S)[\s-](?i:shared[\s-]task)$")


# one coined word and a generic head after it: the word is the name ('RELLIS-3D Dataset: ...', 'KULFi Framework: ...',
# 'MC-RAG System'; GUIDELINE: 'a title prefix with a generic head dropped'); plain words keep their head ('Waymo Open Dataset',
# 'Label Embedding Network'), and so does 'BiGGen Bench', whose head is its name's
_COINED_THEN_HEAD = regex.compile(r"^(?P<name>(?=\S*(?:\d|[a-z][A-Z]|[A-Z]{2}))[^\s]{2,40})\s(?:Dataset|Benchmark|Corpus|Framework|System)$")


def _without_generic_head(name: str | None) -> str | None:
    """The coined word of a name that is one coined word and a generic head.

    >>> [_without_generic_head(n) for n in ("RELLIS-3D Dataset", "KULFi Framework", "Waymo Open Dataset", "BiGGen Bench", None)]
    ['RELLIS-3D', 'KULFi', 'Waymo Open Dataset', 'BiGGen Bench', None]
    """
    m = _COINED_THEN_HEAD.match(name) if name else None
    return m["name"] if m else name


def _without_task_head(name: str | None) -> str | None:
    """The name without a 'Shared Task' head before or after it.

    >>> [_without_task_head(n) for n in ("EvaCun 2025 Shared Task", "Shared Task RIRAG-2025", "UWB@FinTOC-2020 Shared Task",
    ...                                   "Fin-DBQA Shared-task", "Shared Task", "MojoBench", None)]
    ['EvaCun 2025', 'RIRAG-2025', 'UWB@FinTOC-2020', 'Fin-DBQA', 'Shared Task', 'MojoBench', None]
    """
    return _TASK_HEAD.sub("", name) if name else name


# a command that only sets the type of a whole name, in math mode or not ('$\texttt{SPIN}$', '\textbf{CT-LLM}'):
# the name is what it wraps; a name that is math ('$\beta$-LS', '$\mu$KE') stays as written
_TYPESET = regex.compile(r"^\$?(?P<lead>[A-Za-z]{0,4})\\(?:text(?:bf|it|sc|tt|sf|rm)|emph|math(?:rm|bf|tt|sf))\{(?P<name>[^{}$\\]{1,60})\}"
                         r"(?P<tail>[A-Za-z0-9]{0,4})\$?$")  # a letter or two may stand outside the command: '$q\texttt{POTS}$'


def _plain(name: str | None) -> str | None:
    r"""The name without typesetting around it (SPEC: names as written, markup removed).

    >>> [_plain(n) for n in (r"$\texttt{SPIN}$", r"\textbf{CT-LLM}", r"$\beta$-LS", "SANTA", "LawFlow_", None, r"$q\texttt{POTS}$")]
    ['SPIN', 'CT-LLM', '$\\beta$-LS', 'SANTA', 'LawFlow', None, 'qPOTS']

    A TeX dash ('--', '---') is punctuation, not part of a name: 'We present GRAPE--Gaussian Rendering for ...'.

    >>> [_plain(n) for n in ("GRAPE--Gaussian", "MomentumGNN---a", "POISE---", "Sharp-NeRF---a", "--x")]
    ['GRAPE', 'MomentumGNN', 'POISE', 'Sharp-NeRF', '--x']
    """
    if name and "--" in name[1:]:
        name = name[:name.index("--", 1)]
    m = _TYPESET.match(name) if name else None
    if m is None and name and name.endswith("_") and not name.startswith("_"):
        return name.rstrip("_")  # '_LawFlow_' (Markdown italics): the closing mark was read into the name
    return m["lead"] + m["name"] + m["tail"] if m else name
