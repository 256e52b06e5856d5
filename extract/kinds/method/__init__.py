"""The paper's ``method``: the name of the proposed method or artifact (SPEC section 3).

Unlike the claim extractors this is one value per paper, so ``name(doc)`` returns a string or None.
The constructions, most telling first (the first that fires anywhere in the abstract wins; when the first to fire
finds only a benchmark or an 'also' artifact, a later pass anchored on a proposing verb may still give the method:
``we introduce MiniPo, a ... dataset ... we propose the PoeKey algorithm``):
1. ``direct``: a coined name right after a proposing verb (``we propose SANTA, a ...``,
   ``introducing Attn-QAT``, ``we introduce \textit{VT-Bench}``);
2. ``appositive``: a noun of artifacts then the name (``a novel framework, FedSaC``,
   ``Our method, called P2L``, ``a twin-model paradigm, called **Twinsight**``);
3. ``called``: ``called``/``named``/``dubbed``/``termed`` + name (last of the strong passes, with ``the`` after an
   artifact word, ``an optimization algorithm, named the ApproxMPOT algorithm``, or in brackets after one, ``a
   multi-stage framework (called MultGreed)``);
   then a plain capitalized name a comma or a colon defines after a proposing verb (``we present Painter,
   a generalist model``, ``we propose Pareto Testing: a two-stage process``);
4. ``acronym``: an acronym defined in a sentence that proposes something or speaks of "our" work
   (``we propose a Scale-Aware ... Learning (SCALE) framework`` -> ``SCALE``), up to 16 words after the verb
   when the words between are its object (``we propose a simple yet effective Unified Grid Tagging Scheme (UGTS)``;
   not ``a method for minimally invasive surgery (MIS)``), or further from the verb when an apposition calls it
   a new artifact (``... for Humor Recognition (CIHR), a novel model``), or when its long form is the apposition (``an innovative framework, Diffusion Ensembles for Capturing
   Uncertainty (DECU)``), or after an artifact word and a colon (``a learning pipeline: Recursive Koopman
   Learning (RKL)``); when the stronger passes found only a benchmark or dataset, such an acronym names the
   method beside it (``Dynamic Attention Reallocation (DARA)`` over ``TrueMICL, a dataset``); a name the authors give
   later in the acronym's sentence wins over it (``the Byte Pair Encoding (BPE) algorithm ..., which we term Grapheme
   Pair Encoding (GPE)``), and such a name (``which we call Masked Autoregressive Flow``) is a fallback of its own;
5. ``colon``: a coined name introducing its definition (``DARFMMKL: a data-driven kernel family``);
6. ``repository``: a coined name the abstract writes that is also its code repository's name
   (``PARL ... https://github.com/owner/PARL``), where nothing above found a name, and over a name found above
   when the paper's own sentence writes it (``we``, ``our``) and no data word follows it; not a library the
   code is part of (``the DIG package``) nor a task;
7. ``title``: the acronym the abstract defines for the title's prefix (``Replay across Experiments (RaE)``
   under ``Replay across Experiments: ...``), else a name-shaped title prefix before a colon
   (``TinyRouter: ...``; not ``Beyond Accuracy: ...``);
8. ``phrase``: a phrase a proposing verb takes with no article that the title also holds, in any casing
   (``we propose negative-prompt inversion`` under ``Negative-Prompt Inversion: ...``), or its acronym;
   ``piece``: a piece of the title (cut at its colon and the prepositions joining a method to its task) that the
   abstract gives after an artifact noun or a naming verb (``a novel defense mechanism: mixture of encodings`` under
   ``... via Mixture of Encodings``); not a task so named;
9. ``subtitled``: a title prefix of capitalized words that the subtitle calls an artifact and the abstract
   writes (``Long Range Arena: A Benchmark for ...``);
10. ``subject``: a coined name as the subject of a result or working verb, first in its sentence or after
   ``show that`` (``Experiments show that DeepCert outperforms ...``, ``ISTC uses convolution layers``), not one
   the title holds (``... Using the ByT5 Model``), a known dataset (``SQuAD provides ...``) nor one the abstract
   coordinates with another coined name (``(GreTa and PhilTa)``: one of the systems compared).
11. ``quoted``: last, the title's prefix quoted in the abstract (``we refer to as “Reversed Attention”``), else a
   quoted name an artifact noun and a naming verb give (``an approach called “shared weight self-attention,”``).
12. ``spelled``: last of all, an acronym the first proposing sentence spells out as the verb's own object and the
   abstract uses again (``an efficient ... SDLM optimized by Online Reinforcement with Interactive Speech Evaluation
   (ORISE). In ORISE, ...``; not ``a fast algorithm for Density-Based Spatial Clustering ... (DBSCAN)``).
   After it, the acronym of a long form a naming word gives however far from a proposing verb (``which we named the
   deep embedded clustering model with cluster-level representation learning (DECCRL)``; not ``so-called``), then a
   coined name first written between a proposing verb's ``a`` and its artifact word (``we propose a DualCopyNet
   model``; not an acronym or a class defined before, ``a novel LfD framework``), and a coined name set after a device
   the paper makes (``We also develop a state-of-the-art simulator, SaRNN, which``; not ``the traffic simulator SUMO``),
   then one another verb of making gives and an apposition defines (``we derive FlatGAN, a formulation``), then one set
   after an artifact and its purpose (``a fast distributed algorithm for submodular cover, FASTCOVER, that``) or 'i.e.'
   (``we first propose an alternating projection method, i.e., APT``); last, the acronym of a title-case long form
   'a novel' opens in a sentence where the paper speaks (``... and a novel Detector of Small Marine Vessels (DSMV)``),
   then a lower-case name a proposing verb gives and 'a new' artifact defines (``We propose approximate bilinear
   programming, a new formulation of ...``), or one commas set after 'a novel' artifact (``a novel framework,
   caulking, inspired by``) or an apposition calls a kind of a known thing (``we propose mspg, an extension of``), the
   acronym of a long form 'the resulting' opens (``The resulting adaptive ADMM (AADMM) algorithm``), and last a name a
   dash sets after 'a novel' artifact or a proposing verb's object (``a novel algorithm – DRGBT``, ``a new analysis
   technique – circuit probing – that``); after them all, a title prefix of plain capitalized words its subtitle calls
   an artifact, the abstract aside (``Krylov Cubic Regularized Newton: A Subspace Second-Order Method ...``), and the
   shared task an overview paper's title names, with its year (``Overview of the MEDIQA 2021 Shared Task on ...``).
A coined name has a capital after its first letter, a digit, a hyphen joining capitals, or is all capitals;
model families, well-known datasets and generic acronyms (``LLM``, ``GNN``) are never methods, nor are
others' artifacts (``the recently proposed ... (uRNN)``, ``an existing diversification approach, DivPO``,
``risks such as indirect prompt injection (IPI)``, ``the notion of a performatively stable equilibrium (PSE)``; and,
whatever pass found them, ``We expand upon the recently proposed ... (CFL) framework``, ``Recently, DiscoGeM, ...
has become available``), teams (``our team (UFRGSent)``) or problems and formalisms the paper poses (``the Close
Enough Orienteering Problem (CEOP)``, whatever pass found them).

A name written in TeX math mode is given as read (GUIDELINE: LaTeX rendered plain): where the passes find nothing, or
only the plain part of a token math is glued to (``MS`` of ``MS$^+$``), they read the abstract and title again with
each name-like math token rendered (``reading.latex``: ``we propose DRE-$\\infty$`` gives ``DRE-∞``), and a name found
with its math (the title's ``D$^2$CSG``) is given rendered (``D2CSG``).

This module decides between what the passes found, the title and the repository (``name``); its sub-modules, each
looking only down the list: ``shapes`` (what a name looks like, ``_ok``), ``long_forms`` (an acronym's long form and
the known techniques), ``title`` (the title's name), ``last_resorts`` (the weakest passes, tried last),
``fallbacks`` (passes 7 to 12 then the last resorts, ``_fallback``), ``passes`` (the strong passes 1 to 5 and whose
work a match names), ``acronyms`` (pass 6 and the weaker passes of ``_other_name``), ``checks`` (known techniques,
widely used names, teams, posed problems and generic heads dropped).
"""

from __future__ import annotations

import regex

from abstract_claims.kinds.method.fallbacks import _fallback
from abstract_claims.kinds.method.long_forms import _common_long_form, _TASK_ACRONYM
from abstract_claims.kinds.method.shapes import _ACRONYM_AFTER, _CLOSE, _COINED, _ok, _OPEN, _PROPOSE_STEMS
from abstract_claims.kinds.method.title import _named_title, _title_prefix
from abstract_claims.reading.document import Document
from abstract_claims.reading.latex import plain_name, plain_names
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.reading.vocab import not_methods
from abstract_claims.kinds.method.acronyms import _METHOD_HEAD_NEAR, _acronym_candidate, _acronym_name, _other_name
from abstract_claims.kinds.method.checks import (_CAPITALS, _plain, _unless_known, _unless_others, _unless_posed, _unless_team,
                                                 _unless_widely_used, _without_generic_head, _without_task_head)
from abstract_claims.kinds.method.passes import (_ACRONYM, _ACRONYM_STEMS, _ALSO_BEFORE, _BENCHMARK_AFTER, _LATER_BEFORE,
                                                 _BENCHMARK_BEFORE, _DATA_NEXT, _OTHERS_ARTIFACT, _PARTS, _PASSES, _RECAST,
                                                 _RECAST_AS, _VERB_RIGHT_BEFORE, _found, _matches, _numbered_not_made,
                                                 _others_work, _spelled_after, _unconfirmed, _whole)


def name(doc: Document) -> str | None:
    """The method name, or None when the abstract and title name none.

    When the abstract introduces both a benchmark and a method, the method wins (SPEC section 3).
    Computed once per document.
    """
    return doc.cached("method", lambda: _read_in_math(doc, _checked(doc)))


def _glued_to_math(norm: str, name: str) -> bool:
    """Whether inline math is glued to a whole-word mention of ``name`` ('MS' of 'MS$^+$', 'BanditMIPS' of
    'BanditMIPS-$\\alpha$', 'GNN' of '$K^2$-GNN'); plain string tests, as this runs wherever an abstract has a '$'.

    >>> _glued_to_math("a variant of MS called MS$^+$ that", "MS"), _glued_to_math("we use MS and $x$", "MS")
    (True, False)
    """
    for at in word_starts(norm, name):
        end = at + len(name)
        if norm.startswith(("$", "-$"), end) or norm.endswith(("$", "$-"), 0, at):
            return True
    return False


def _read_in_math(doc: Document, found: str | None) -> str | None:
    """``found`` with its math read as plain text; where it is None or the plain part of a token that wears math, the name
    the passes give on the abstract and title with their name-like math tokens rendered (``reading.latex``), when that
    name holds ``found``.

    >>> _read_in_math(Document("In this work we propose DRE-$\\\\infty$, a divide-and-conquer approach."), None)
    'DRE-∞'
    >>> _read_in_math(Document("We propose a variant of MS called MS$^+$ that improves its bound."), "MS")
    'MS+'
    """
    if "$" not in doc.text and "$" not in (doc.title or ""):
        return found  # no inline math (most abstracts): nothing to read
    if found is not None and not _glued_to_math(doc.norm, found):
        return plain_name(found)
    text, title = plain_names(doc.text), plain_names(doc.title) if doc.title else None
    if text is None and title is None:
        return plain_name(found) if found is not None else None
    rendered = _checked(Document(text or doc.text, title=title or doc.title, deadline=doc.deadline))
    if rendered is None or (found is not None and found.casefold() not in rendered.casefold()):
        return plain_name(found) if found is not None else None
    return plain_name(rendered)


def _checked(doc: Document) -> str | None:
    """The name the passes give, unless a known technique, a widely used name, a team's or a posed problem's; then the
    next acronym the abstract defines for its own that survives the same checks ('Region Proposal Network (RPN)' known,
    'Generalized Proposal Network (GPN)' the paper's)."""
    found = _short_apposed(doc, _without_footnote(doc, _without_generic_head(_without_task_head(_plain(_name(doc))))))
    name = _unless_team(doc, _kept(doc, found))
    if name is not None or found is None:
        return name
    for m in _matches(doc, _ACRONYM, _ACRONYM_STEMS):
        other = _acronym_candidate(doc, m)
        if (other is not None and other != found
                and (kept := _kept(doc, other))):
            return kept
    return _unless_team(doc, _kept(doc, _short_apposed(doc, _fallback(doc))))


# a footnote's number glued to a name the title writes without it ('ParsiPy1, an NLP toolkit' under 'ParsiPy: NLP Toolkit
# ...', 'our system BERTatDE1' under 'BERTatDE at SemEval-2020 Task 6: ...')
_TITLE_NAME_END = regex.compile(r"(?::|\s(?:at|@)\s|\s?[-–—]\s)")


def _without_footnote(doc: Document, name: str | None) -> str | None:
    """``name`` without a last digit that a footnote adds, when the title opens with the name without it.

    >>> from abstract_claims.reading.document import Document
    >>> _without_footnote(Document("We introduce ParsiPy1, an NLP toolkit.", title="ParsiPy: NLP Toolkit for Texts"), "ParsiPy1")
    'ParsiPy'
    """
    if name is None or len(name) < 4 or not name[-1].isdigit() or not name[-2].isalpha():
        return name
    title = doc.title or ""
    return name[:-1] if title.startswith(name[:-1]) and _TITLE_NAME_END.match(title, len(name) - 1) else name


# a coined short form set off by commas right after a several-word name ('proposing a Multi-Relational Graph Transformer,
# MitiGaTe, to prepare', 'we propose Subgraph Neighboring Relations Infomax, SNRI, which'): GUIDELINE, the acronym over
# its long form
_SHORT_APPOSED = regex.compile(rf",\s{_OPEN}(?P<name>{_COINED}){_CLOSE},\s")


def _short_apposed(doc: Document, name: str | None) -> str | None:
    """The coined short form (``_SHORT_APPOSED``) right after a several-word ``name``'s first mention when the name
    spells it out (``long_form_start``), else ``name``.

    >>> from abstract_claims.reading.document import Document
    >>> _short_apposed(Document("We propose a Multi-Relational Graph Transformer, MitiGaTe, to prepare tokens."),
    ...                "Multi-Relational Graph Transformer")
    'MitiGaTe'
    """
    if name is None or " " not in name:
        return name
    at = next(word_starts(doc.norm, name), None)
    m = _SHORT_APPOSED.match(doc.norm, at + len(name)) if at is not None else None
    if m is None or long_form_start(name + " ", m["name"]) != 0 or not _ok(m["name"], proposed=True):
        return name
    return doc.text[m.start("name"):m.end("name")]


def _kept(doc: Document, name: str | None) -> str | None:
    """``name`` unless a known technique, a widely used name or a posed problem's acronym (the checks every candidate
    passes; the team check applies to the passes' name and the fallbacks')."""
    return _unless_others(doc, _unless_posed(doc, _unless_widely_used(doc, _unless_known(doc, name))))


def _title_proposed(doc: Document) -> str | None:
    """The title's one-word prefix, whatever its shape, when the abstract writes it right after a proposing verb with
    its definition after it ('mimic-video: ...' and 'we introduce mimic-video, a novel Video-Action Model (VAM)'): the
    paper's own name for what it made, over the acronym of the description (not a benchmark: the method wins; not a
    long form with its acronym right after it)."""
    m = _title_prefix(doc.title or "")
    prefix = m["prefix"].strip() if m else ""
    if not prefix or " " in prefix or prefix in not_methods() or not _proposed_bare(doc, prefix):
        return None  # one word: several capitalized words are a long form whose acronym names it ('Hadamard Response (HR)')
    at = next(word_starts(doc.norm, prefix))
    end = at + len(prefix)
    return (None if doc.norm[end:end + 2].lstrip()[:1] == "(" or _BENCHMARK_AFTER.match(doc.norm[end:end + 80])
            or _data_title(doc) is not None else prefix)


# a subtitle that calls the title's name data ('M-ErasureBench: A Comprehensive Multimodal Evaluation Benchmark for ...',
# 'TAT-QA: A Question Answering Benchmark on ...'): a method the abstract gives wins over it ('To address these
# vulnerabilities, we propose IRECE (...)', 'we propose a novel ... model, TAGOP'; SPEC section 3); not one that names a
# method first ('CaRS: A Causal Intervention Segmentation Framework and Benchmark Dataset ...' names the framework)
_DATA_SUBTITLE = regex.compile(r"(?i:an?|the)\s(?:(?!(?i:framework|model|method|approach|system|network|architecture|algorithm)s?\s)"
                               r"[\w-]{1,25}\s){0,6}?(?i:benchmark|data\s?set|corpus|suite|testbed|collection)s?\b")
# ... or data beside a model, where the abstract 'also' presents a method of its own ('RoadBench: A Vision-Language
# Foundation Model and Benchmark ...' with 'We also present RoadCLIP, a novel vision-language model')
_DATA_IN_SUBTITLE = regex.compile(r"(?i:an?|the)\s(?:[\w-]{1,25}\s){0,6}?(?i:benchmark|data\s?set|corpus|suite|testbed|collection)s?\b")


def _data_title(doc: Document, *, beside: bool = False) -> str | None:
    """The title's prefix when its subtitle calls it data (``_DATA_SUBTITLE``; with ``beside``, data beside a method
    word too, ``_DATA_IN_SUBTITLE``), else None."""
    prefix = _title_prefix(doc.title or "")
    pattern = _DATA_IN_SUBTITLE if beside else _DATA_SUBTITLE
    return prefix["prefix"].strip() if prefix is not None and pattern.match(doc.title or "", prefix.end()) else None


def _name(doc: Document) -> str | None:
    if (proposed := _title_proposed(doc)) is not None:
        return proposed
    found, secondary, data = _abstract_name(doc)
    titled = _named_title(doc.title) if doc.title and found is not None else None
    if titled is not None and not (secondary and data) and _data_title(doc) is not None:
        titled = None  # the title's name is data: a method the abstract gives wins over it (SPEC section 3)
    if titled is not None and titled != found and (used := _used_as_name(doc, titled)) is not None:
        return used  # "DORA: ..." over a part the abstract introduces
    if (titled is not None and secondary and titled.casefold() != (found or "").casefold() and not _spelled_out(doc, titled, found)
            and (data or _data_title(doc, beside=True) is None)):
        return titled  # "EgoSpeak: ..." over "we also present YT-Conversation, a ... collection" (the method wins)
    if (titled is not None and found is not None and titled.casefold().removesuffix("s") != found.casefold()
            and _named_part(doc, found)):
        return titled  # "Mem-MLP: ..." over "a novel NN-component called Memory-Block": a piece of the method
    if (found is not None and secondary and (titled is None or titled.casefold() == found.casefold())
            and (method := _method_beside(doc, found, titled=titled is not None)) is not None):
        return method  # "we introduce Dynamic Attention Reallocation (DARA), a fine-tuning strategy ... we present TrueMICL, a dataset"
    if (titled is not None and found is not None and _CAPITALS.fullmatch(titled) and " " in found
            and long_form_start(found + " ", titled) == 0 and len(titled.rstrip("s")) >= len(found.split())):
        return titled  # "SLM: ..." over the abstract's "Sentence-level Language Modeling": the title's acronym of the
        # abstract's name (GUIDELINE: the acronym over its long form)
    if found is not None and (longer := _title_extends(doc, found)) is not None:
        return longer  # "Dual-Schedule Inversion: ..." over the abstract's "Dual-Schedule"
    if (titled is not None and found is not None and " " not in titled and titled != found
            and (prefix := _title_prefix(doc.title or "")) is not None
            and (doc.title or "")[prefix.end():].lstrip().startswith(found + " ")
            and next(word_starts(doc.norm, titled), None) is None):
        return titled  # "MM-TS: Multi-Modal Temperature and Margin Schedules ..." over the abstract's "Multi-Modal": the
        # abstract spells out the title's name, the first words of which the coined-name pattern took
    if (titled is not None and found is not None and found in _PARTS.split(titled)
            and (found not in titled.split() or not (_proposed_bare(doc, found) or f"({found})" in doc.norm))
            and not (_proposed_bare(doc, found) and next(word_starts(doc.norm, titled), None) is None)):
        return titled  # "GC-VLN: ..." over the abstract's "(VLN)": the task the title's name is built on (not
        # "QiMeng-EvoPartition: ..." over "we propose EvoPartition, an ...": the abstract's own name, GUIDELINE)
    repository = _repository(doc)
    if repository is not None and (found is None or repository[1] and repository[0].casefold() != found.casefold()
                                   and not _spelled_out(doc, repository[0], found)):  # '"See-Think-Learn" (STL)': the acronym
        longer = _named_title(doc.title) if doc.title and found is None else None
        if longer is not None and len(longer) > len(repository[0]) and longer.casefold().startswith(repository[0].casefold()):
            return longer  # 'TACTiS-2: ...' over its code's '.../TACTiS': the repository of the model it extends
        return repository[0]
    if found is not None:
        return _proposed_in_turn(doc, found) or _extension_of(doc, found) or found
    return _fallback(doc)


# a code repository's name: 'github.com/owner/PARL' (the host's other paths, 'github.com/owner', name no repository)
_REPOSITORY = regex.compile(r"(?<![\w.-])(?:github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|codeberg\.org|gitee\.com)/"
                            r"[\w.-]{1,60}/(?P<repo>[\w.-]{2,60})")
_COINED_NAME = regex.compile(_COINED)
_REPOSITORY_CUE = regex.compile(r"(?:github|gitlab|bitbucket|huggingface|codeberg|gitee)\.\w{2,3}/")  # for the prefilter
# a repository the code is part of, not the paper's artifact: 'as part of the DIG package (https://github.com/divelab/DIG)',
# 'open-sourced with the NeMo (https://github.com/NVIDIA/NeMo) toolkit'
_LIBRARY_NEAR = regex.compile(r"\b(?:packages?|library|libraries|toolkits?|toolbox|codebases?|repository|repo|integrated\s(?:with|into))\b",
                              regex.IGNORECASE)
# a task or problem the abstract names, not an artifact: 'a purely Visual-based Named Entity Linking (VNEL) task'
_TASK_AFTER = regex.compile(r"\)?,?\s(?:(?:an?|the)\s)?(?:[\w-]{1,20}\s){0,3}?(?:task|problem|setting|challenge)s?\b", regex.IGNORECASE)
# the paper's own work speaks in the sentence before the name ('we propose Denoising Test Time Adaptation (DeTTA)');
# not an acronym a background sentence defines ('Speech-to-text translation (ST), which ...')
_OURS_BEFORE = regex.compile(r"\b(?:we|our|this\s(?:paper|work|study))\b", regex.IGNORECASE)


def _repository(doc: Document) -> tuple[str, bool] | None:
    """A coined name that is both a code repository's name and a word of the abstract outside its URLs
    ('... PARL utilizes ... https://github.com/shubhishukla10/PARL'), as the abstract spells it ('PARL' for
    '.../parl'), and whether it may replace a name the passes found: the paper's own sentence writes it and
    no data word follows. A repository names the paper's own artifact: in the readable gold files (session
    16) 68 of the 72 repository names an abstract also writes are its method; the others are its benchmark
    ('BanNERD', 'SciReplicate-Bench') or a class of models it uses ('GMM')."""
    low = None
    for m in doc.finditer(_REPOSITORY, within=_REPOSITORY_CUE):
        repo = m["repo"].rstrip(".")
        repo = repo[:-4] if repo.lower().endswith(".git") else repo
        if len(repo) < 2:
            continue
        if low is None:
            low = doc.norm.lower()
            if len(low) != len(doc.norm):
                return None
        for at in word_starts(low, repo.lower()):
            end = at + len(repo)
            if doc.norm[at - 1:at] in ("/", ".", "-", "@") or doc.norm[end:end + 1] in ("/", "-", "@"):
                continue  # inside a URL or a longer name
            name = doc.text[at:end]
            if (not _COINED_NAME.fullmatch(name) or not _ok(name, proposed=True)
                    or _LIBRARY_NEAR.search(doc.norm, max(0, at - 40), min(len(doc.norm), end + 60))
                    or _TASK_AFTER.match(doc.norm, end)):
                break
            return name, (not _BENCHMARK_AFTER.match(doc.norm[end:end + 80])
                          and bool(_OURS_BEFORE.search(doc.before(at, 240))))
    return None


def _spelled_out(doc: Document, titled: str, found: str | None) -> bool:
    """Whether the abstract gives ``found`` as the acronym of the title's name ('**LongCodeBench** (**LCB**), a
    benchmark' under 'LongCodeBench: ...'): one artifact, named by its acronym (SPEC section 3)."""
    at = next(word_starts(doc.norm, titled), None)
    if at is None or not found:
        return False
    end = at + len(titled)
    end += doc.norm[end:end + 1] in ('"', "”", "'", "’")  # a quoted name: 'called "See-Think-Learn" (STL)'
    acronym = _ACRONYM_AFTER.match(doc.norm, end)
    return acronym is not None and acronym["name"] == found


# a verb of making near a benchmark's name, and the words that make a name near it no method (``_method_beside``)
_MADE_VERB = regex.compile(r"\b(?i:propos|introduc|present|develop|design|devis|buil[dt]|construct)\w{0,4}\b")
_NOT_METHOD_NEAR = regex.compile(r"\b(?i:evaluation|metric|module|measure|score)\b")  # 'an ... Evaluation method (LRAE)'


# a coined name a comma sets before a method's description: '(ii) MADAM-RAG, a multi-agent approach in which ...'
_METHOD_APPOSED = regex.compile(rf"""(?<![A-Z][\w-]{{0,20}}\s|\b(?i:a|an|the)\s)(?<![\w-])(?P<name>{_COINED}),\s(?:a|an)\s
                                (?:[\w-]{{1,25}}\s){{0,4}}?(?i:approach|method|framework|model|architecture|algorithm|network)\b""",
                                regex.VERBOSE)


def _method_apposed(doc: Document, benchmark: str) -> str | None:
    """The first coined name other than ``benchmark`` that an apposition calls a method (``_METHOD_APPOSED``), not
    others' ('BarNet, a strong baseline model', 'an existing approach')."""
    for m in doc.finditer(_METHOD_APPOSED):
        if m["name"] != benchmark and _ok(m["name"], proposed=True) and not _OTHERS_ARTIFACT.search(m[0]):
            return doc.text[m.start("name"):m.end("name")]
    return None


# an acronym in brackets in a sentence where the paper proposes something, however far from the verb ('we propose a novel
# decomposed reasoning method, consisting of EXtracting and Sorting the conditions, and then Iteratively Ranking the items
# (EXSIR)', 'we then propose a ... method that integrates behavior cloning and a novel Hard Sample-aware Iterative Direct
# Preference Optimization (HIPO)')
_BRACKETED = regex.compile(rf"\((?P<name>{_COINED})\)")
_PROPOSING = regex.compile(r"\b(?i:we\s(?:\w{1,15}\s)?(?:propose|introduce|present|develop|design|devise)|novel)\b")
_POSED_WORD = regex.compile(r"(?<![\w-])(?i:task|problem|setting|scenario)s?(?![\w-])")  # not 'task-oriented'


def _proposed_acronym(doc: Document, benchmark: str) -> str | None:
    """The first acronym other than ``benchmark`` defined in brackets in a sentence where the paper proposes something
    (``_PROPOSING`` before it), beside data the strong passes found (the method wins, SPEC section 3): not data itself
    (a data noun after it), not a known technique's or task's long form ('an unmanned aerial vehicle (UAV)')."""
    for m in doc.finditer(_BRACKETED):
        name = m["name"]
        if name == benchmark or _DATA_NEXT.match(doc.norm, m.end()) or name in not_methods() or not _ok(name, proposed=True):
            continue
        start = doc.sentence_of(m.start())[0]
        before = doc.norm[start:m.start()]
        if (not _PROPOSING.search(before) or _common_long_form(before, name) or _POSED_WORD.search(before)
                or _TASK_AFTER.match(doc.norm, m.end()) or _TASK_ACRONYM.search(doc.norm, start, m.end())):
            continue  # not a task the paper poses ('we introduce a new task: Explicit Caption Editing (ECE)', 'an
            # avatar-based Multimodal ERG (MERG) task', 'for CER and AU detection (AU-D)')
        if (long := long_form_start(before, name)) is not None and before[long:].islower():
            continue  # '... integrating multiple sequential backbones with an adversarially regularized autoencoder (ARAE)':
            # a technique it uses, spelled in lower case (a coined name capitalizes its letters: 'Hard Sample-aware ...')
        return doc.text[m.start("name"):m.end("name")]
    return None


def _method_beside(doc: Document, benchmark: str, *, titled: bool = False) -> str | None:
    """A method the weaker passes find beside a benchmark or secondary artifact the strong ones found (the
    method wins, SPEC section 3): an acronym defined after a proposing verb that no data word follows. ``titled``: the
    title's coined name is that benchmark, so only the strongest pass counts, near a method's head word."""
    other = ((_acronym_name(doc) if titled else _other_name(doc)) or _method_apposed(doc, benchmark)
             or _proposed_acronym(doc, benchmark))
    if other is None or other == benchmark:
        return None
    at = next(word_starts(doc.norm, other), None)
    if at is None:
        return None
    near = doc.norm[max(0, at - 60):at + len(other) + 40]
    if titled and (not _METHOD_HEAD_NEAR.search(near) or _NOT_METHOD_NEAR.search(near)
                   or not _MADE_VERB.search(doc.norm, doc.sentence_of(at)[0], at)):
        return None  # under a dataset's title, only a model or method the abstract proposes by name: not a module, a
        # metric or a baseline it outperforms ('outperforms ... the SOTA search-based baseline (NAS-BERT)')
    return None if _BENCHMARK_AFTER.match(doc.norm[at + len(other):at + len(other) + 80]) else other


# two methods proposed in turn: 'we first propose a classifier-consistent method (CCM) ... Therefore, we further propose a
# risk-consistent method (RCM)' (the later, main one: GUIDELINE.md)
_FIRST_PROPOSED = regex.compile(r"\bwe\s(?:first|initially)\s(?:propose|introduce|present|develop|design)\b", regex.IGNORECASE)
_THEN_PROPOSED = regex.compile(r"""\b(?:we\s(?:further|then|subsequently|next|additionally)\s|(?:subsequently|then|next|finally|furthermore|
                                  further|second(?:ly)?),\s?we\s)(?P<verb>propose|introduce|present|develop|design)\b""",
                               regex.IGNORECASE | regex.VERBOSE)


# a part's head word right before its naming word: 'a novel NN-component called Memory-Block' names a piece of the method
# (a coined title prefix names the method better, 'Mem-MLP: ...')
_PART_BEFORE = ending_here(regex.compile(r"\b(?:module|component|block|layer|unit)s?,?\s(?:called|named|dubbed|termed|coined)\s"
                                         r"(?:as\s)?[$*`\"'“‘{\\a-z]{0,12}$", regex.IGNORECASE))


def _named_part(doc: Document, name: str) -> bool:
    """Whether the abstract names ``name`` with a part's head word before its naming word (``_PART_BEFORE``)."""
    return any(_PART_BEFORE.search(doc.before(at, 40)) or _PART_LONG_FORM_BEFORE.search(doc.before(at, 240))
               for at in word_starts(doc.norm, name))


# ... or before its long form: 'a novel and efficient module called Cascaded Factorized Atrous Spatial Pyramid Pooling (CF-ASPP)'
_PART_LONG_FORM_BEFORE = ending_here(regex.compile(r"\b(?:module|component|block|layer|unit)s?,?\s(?:called|named|dubbed|termed|"
                                                   r"coined)\s(?:as\s)?(?:the\s)?(?:[\w-]{1,25}\s){1,8}\($", regex.IGNORECASE))


_PART_AFTER = regex.compile(r"\)?\s(?:module|component|block|layer|unit|head|branch)s?\b", regex.IGNORECASE)  # a part, not a method


def _proposed_in_turn(doc: Document, found: str) -> str | None:
    """The name of the second of two methods proposed in turn when ``found`` is the first ('we first propose ... (CCM)',
    then 'we further propose ... (RCM)' -> 'RCM'), from a proposing construction right at the later verb."""
    first = _FIRST_PROPOSED.search(doc.norm)
    at = next(word_starts(doc.norm, found), -1)
    if first is None or at < first.start():
        return None
    for then in _THEN_PROPOSED.finditer(doc.norm, at):
        for pattern in (*(p for _, _, p in _PASSES), _ACRONYM):
            m = pattern.match(doc.norm, then.start("verb"))
            if (m is not None and _ok(m["name"], proposed=True) and m["name"] != found and (f := _found(doc, m)) is not None
                    and not _PART_AFTER.match(doc.norm, m.end())):
                return f[0]
    return None


# a later artifact the abstract calls an extension of the found one: 'we introduce the Generalized Hull-based Classifier
# (GHC), a practical extension of CHC' (the paper's final, general method)
_EXTENSION = regex.compile(rf"\({_OPEN}(?P<name>{_COINED}){_CLOSE}\),\s(?:an?|the|our)\s(?:[\w-]{{1,20}}\s){{0,3}}?"
                           r"(?:extension|generali[sz]ation)\sof\s(?:the\s)?(?P<base>[\w-]{1,30})")
_EXTENSION_CUE = regex.compile(r"\),\s(?:an?|the|our)\s")  # what _EXTENSION requires, for the prefilter


def _extension_of(doc: Document, found: str) -> str | None:
    """The name of an artifact the abstract introduces as an extension of ``found`` after it, or None.

    >>> from abstract_claims.reading.document import Document
    >>> _extension_of(Document("We propose the Hull Classifier (CHC). Then we introduce the Generalized Hull "
    ...                        "Classifier (GHC), a practical extension of CHC that guesses more."), "CHC")
    'GHC'
    """
    for m in doc.finditer(_EXTENSION, within=_EXTENSION_CUE):
        if m["base"] == found and m["name"] != found and _ok(m["name"], proposed=True):
            return m["name"]
    return None


def _proposed_bare(doc: Document, name: str) -> bool:
    """Whether the abstract writes ``name`` right after a proposing verb ('we introduce TASTE - a multimodal
    architecture'): its own name for what it made, over a title's longer one ('Acquired TASTE: ...')."""
    return any(_PROPOSED_RIGHT_BEFORE.search(doc.before(at, 30)) and _DEFINITION_NEXT.match(doc.norm, at + len(name))
               for at in word_starts(doc.norm, name))


_DEFINITION_NEXT = regex.compile(rf"{_CLOSE}(?:,\s|\s?[–—:(]|\s-\s)")  # ... and its definition after it, not 'BT expansion'
_PROPOSED_RIGHT_BEFORE = ending_here(regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s(?:here\s)?(?:the\s)?{_OPEN}$"))


_VERSION_TAIL = regex.compile(r"\s[vV]?\d{1,2}(?:\.\d{1,2})?")  # 'VGGT-SLAM 2.0: ...' over the abstract's 'VGGT-SLAM' (a version)


def _title_extends(doc: Document, found: str) -> str | None:
    """The title's prefix when it is ``found`` and more words that the abstract writes with it: the
    coined-name pattern stops at a space ("we propose Dual-Schedule Inversion" gives "Dual-Schedule"),
    the title before its colon holds the whole name."""
    m = _title_prefix(doc.title or "")
    prefix = m["prefix"].strip() if m else ""
    if (len(prefix) <= len(found) or not prefix.startswith(found) or prefix[len(found)] not in " -"
            or len(prefix.split()) > 4 or " and " in prefix or not (_ok(prefix) or _VERSION_TAIL.fullmatch(prefix[len(found):]))):
        return None
    return prefix if next(word_starts(doc.norm, prefix), None) is not None else None


def _used_as_name(doc: Document, name: str) -> str | None:
    """``name`` (or the acronym the abstract gives it) when the abstract writes it as a word, not
    right before a benchmark or dataset word (the method wins over its benchmark, SPEC section 3)."""
    at = next(word_starts(doc.norm, name), None)
    if at is None:
        return None
    end = at + len(name)
    if _BENCHMARK_AFTER.match(doc.norm[end:end + 80]) or _BENCHMARK_BEFORE.search(doc.before(at, 40)):
        return None  # '... dataset named WebQuality specifically designed for this task'
    acronym = _ACRONYM_AFTER.match(doc.norm, end)  # "3D Diffusion Policy (DP3)"; the title's own name, so it may build
    # on a model family's name ("Phi-Actor-Critic (Phi-AC)")
    return acronym["name"] if acronym and _ok(acronym["name"], proposed=True) else name


# the words in a sentence that make the names it gives data (``_data_named``)
_DATA_SENTENCE = regex.compile(r"\b(?i:data\s?sets?|benchmarks?|corpus|corpora|suites?|environments?|testbeds?|collections?|"
                               r"leaderboards?)\b")


def _data_named(doc: Document, name: str) -> bool:
    """Whether the sentence of the name's first mention speaks of data ('we present the Complex Motion Dataset (CompMo),
    the first large-scale dataset'): a name there is data beside a method proposed later."""
    at = next(word_starts(doc.norm, name), None)
    if at is None:
        return False
    start, end = doc.sentence_of(at)
    return bool(_DATA_SENTENCE.search(doc.norm, start, end))


def _later_named(doc: Document, name: str) -> bool:
    """Whether the name's first mention follows words that add it to what the abstract proposed already (``_LATER_BEFORE``)."""
    at = next(word_starts(doc.norm, name), None)
    return at is not None and bool(_LATER_BEFORE.search(doc.before(at, 40)))


def _abstract_name(doc: Document) -> tuple[str | None, bool, bool]:
    """The name the abstract gives, whether it is only a secondary artifact and whether that one is data: a benchmark or
    data ('we introduce UJ-AQA-CricketVision, a dataset'), or one the abstract 'also' presents; a coined title
    prefix then names the method (SPEC section 3: the method wins). A name added with 'further' or 'moreover'
    ('Further, we propose IEGD') waits: a later pass may find the one an earlier sentence proposed ('a novel method
    named IED'); it still wins over data ('the Complex Motion Dataset (CompMo) ... We further present DEMO, a model')."""
    secondary: tuple[str, bool, bool] | None = None
    part: str | None = None  # a name an apposition calls a loss, metric or module: a later pass may name the whole
    later: str | None = None  # a name added to what an earlier sentence proposed (``_later_named``)
    data_titled = (_data_title(doc) or "").casefold() or None  # data, whatever the abstract says
    for pass_name, stems, pattern in _PASSES:
        # past a benchmark, only a proposing verb's name: 'the state-of-the-art approach EAGLE' is a baseline, 'we
        # introduce a novel training-free and state-aware framework TAME' is the method
        verb_only = secondary is not None and stems is None
        found = [(f[0], f[1] or f[0].casefold() == data_titled,  # the data the title names is data here too
                  bool(_ALSO_BEFORE.search(doc.norm, max(0, m.start() - 8), m.start()))
                  or bool(_RECAST.match(m[0]) and _RECAST_AS.match(doc.norm, m.end("name"))))
                 for m in _matches(doc, pattern, stems)
                 if (not verb_only or _VERB_RIGHT_BEFORE.search(doc.before(m.start(), 40)))
                 and (_ok(m["name"], proposed=True) or _spelled_after(doc, m)) and not _others_work(doc, m, pass_name, stems)
                 and not _numbered_not_made(doc, m, pass_name) and not _unconfirmed(doc, m, pass_name)
                 and _whole(doc, m)
                 and (f := _found(doc, m)) is not None]
        if found:  # a method before an 'also' method before a benchmark
            best = min(found, key=lambda f: (f[1], f[2]))
            if not (best[1] or best[2]) and later is None and _later_named(doc, best[0]):
                later = best[0]  # 'Further, we propose IEGD' after 'a novel method named IED': a later pass may find it
                continue
            if not (best[1] or best[2]):
                if part is None and _is_part(doc, best[0]):
                    part = best[0]  # 'we propose JAReD, an improved ... loss' before 'our framework, named EDNAS'
                    continue
                if part is None or _is_whole(doc, best[0]):
                    if later is not None and _data_named(doc, best[0]):
                        return later, False, False  # 'the Complex Motion Dataset (CompMo), the first large-scale dataset ... We
                        # further present DEMO, a model': the method wins (SPEC section 3)
                    return best[0], False, False
            # only a benchmark or an 'also' artifact: a later pass may still give the method ('we introduce MiniPo, a
            # novel multimodal dataset ... we propose the PoeKey algorithm'; SPEC section 3: the method wins)
            secondary = secondary if secondary is not None and (secondary[1], secondary[2]) <= (best[1], best[2]) else best
    if part is not None:
        return part, False, False
    if later is not None:
        return later, False, False
    if secondary is not None:
        return secondary[0], True, secondary[1]
    return _other_name(doc), False, False


# an apposition that calls a name a part of a method: 'we propose JAReD, an improved, easy-to-adopt Joint Absolute-Relative
# Depth loss' (GUIDELINE: the framework over its modules)
_PART_APPOSED = regex.compile(r"[*_`}$]{0,2},\s(?:an?|the)\s(?:[\w-]{1,25},?\s){0,6}?(?:loss|metric|module|block|layer|regularizer|"
                              r"objective|term|operator|component)\b", regex.IGNORECASE)


# ... and a name a whole-method word goes with, before it or in its apposition: 'our framework, named EDNAS', 'we propose
# Patchify, a simple yet effective patch-wise retrieval framework' (not 'the best supervised metric COMET': another part)
_WHOLE_WORD = r"(?:framework|method|approach|model|system|architecture|network|pipeline|algorithm)s?"
_WHOLE_BEFORE = ending_here(regex.compile(rf"\b{_WHOLE_WORD},?\s(?:(?:called|named|dubbed|termed)\s)?(?:as\s)?[*_`{{$\\a-z]{{0,12}}$", regex.IGNORECASE))
_WHOLE_APPOSED = regex.compile(rf"[*_`}}$]{{0,2}},\s(?:an?|the|our)\s(?:[\w-]{{1,25}},?\s){{0,6}}?{_WHOLE_WORD}\b", regex.IGNORECASE)


def _is_whole(doc: Document, name: str) -> bool:
    """Whether a whole-method word goes with the name's first mention (``_WHOLE_BEFORE``, ``_WHOLE_APPOSED``)."""
    at = next(word_starts(doc.norm, name), None)
    return at is not None and (_WHOLE_BEFORE.search(doc.before(at, 40)) is not None
                               or _WHOLE_APPOSED.match(doc.norm, at + len(name)) is not None)


def _is_part(doc: Document, name: str) -> bool:
    """Whether an apposition right after the name's first mention calls it a loss, metric, module or the like."""
    at = next(word_starts(doc.norm, name), None)
    return at is not None and _PART_APPOSED.match(doc.norm, at + len(name)) is not None
