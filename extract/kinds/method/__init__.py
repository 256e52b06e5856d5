"""The paper's ``method``: the name of the proposed method or artifact (SPEC section 3).

Unlike the claim extractors this is one value per paper, so ``name(doc)`` returns a string or None.
The constructions, most telling first (the first that fires anywhere in the abstract wins; when the first to fire
finds only a benchmark or an 'also' artifact, a later pass anchored on a proposing verb may still give the method:
``we introduce MiniPo, a ... dataset ... we propose the PoeKey algorithm``):
1. ``direct``: a coined name right after a proposing verb (``we propose SANTA, a ...``,
   ``introducing Attn-QAT``, ``we introduce \\textit{VT-Bench}``);
2. ``appositive``: a noun of artifacts then the name (``a novel framework, FedSaC``,
   ``Our method, called P2L``, ``a twin-model paradigm, called **Twinsight**``);
3. ``called``: ``called``/``named``/``dubbed``/``termed`` + name;
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
A coined name has a capital after its first letter, a digit, a hyphen joining capitals, or is all capitals;
model families, well-known datasets and generic acronyms (``LLM``, ``GNN``) are never methods, nor are
others' artifacts (``the recently proposed ... (uRNN)``, ``an existing diversification approach, DivPO``,
``risks such as indirect prompt injection (IPI)``, ``the notion of a performatively stable equilibrium (PSE)``).

This module runs the strong passes (1 to 6) and the checks after them (``name``); its sub-modules, each looking only
down the list: ``shapes`` (what a name looks like, ``_ok``), ``long_forms`` (an acronym's long form and the known
techniques), ``title`` (the title's name), ``fallbacks`` (passes 7 to 12 and the last resorts, ``_fallback``).
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from abstract_claims.kinds.dataset.names import PLURAL_ACRONYM
from abstract_claims.kinds.method.fallbacks import _fallback
from abstract_claims.kinds.method.long_forms import (_before_bracket, _called_ours, _common_long_form, _known_long_form,
                                                     _long_side, _TASK_ACRONYM)
from abstract_claims.kinds.method.shapes import (_ACRONYM_AFTER, _ARTIFACT, _CLOSE, _CODED, _COINED, _EXAMPLES_OF,
                                                 _NOT_OBJECT, _ok, _OPEN, _OTHERS_BEFORE, _PROBLEM_BEFORE,
                                                 _PROPOSE_STEMS, _SHORT_FORM, _SO_BEFORE)
from abstract_claims.kinds.method.title import _named_title, _title_prefix
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.reading.vocab import common_phrases, not_methods, widely_used_names


_END = r"(?=[,:;(\s~—–]|\.\s|\.$|$)"  # a name ends at punctuation, a dash or space (a TeX tie too: 'IQARS~(...)'), not inside 'LF-AmazonTitles-1.3M'
_VERB_STEMS = ("propos", "introduc", "present", "develop", "design", "devis", "releas", "build", "construct", "offer",
               "creat", "contribut", "formulat", "describ")
_VERB = rf"(?:{'|'.join(_VERB_STEMS)})\w{{0,4}}"

# capitalized words and acronyms that go on a plain capitalized name, up to four ('Clustered IRM', 'Reinforcement Learning
# Metropolis—Hastings'); not a sentence's or clause's next words
_CAPITALIZED_ON = (r"(?:\s(?!(?:The|A|An|In|On|For|To|We|Our|This|It|And|Or|Of|With|By|As|At|From)\b)"
                   r"(?:[A-Z][a-z]{1,20}(?:[-—][A-Z][a-z]{1,20})?|[A-Z]{2,8}[0-9]?(?:-[A-Z0-9]{1,8})?)(?![\w-])){0,4}")
_CAPITALIZED_ON_SOME = _CAPITALIZED_ON.removesuffix("{0,4}") + "{1,4}"  # at least one such word

# a capitalized phrase hyphened around a short lower-case word ('Learn-to-Steer', 'Split-and-Bridge', 'Search-in-the-Chain'):
# a coined name only where a clause ends right after it ('we introduce Learn-to-Steer, a novel framework', 'a method,
# called Split-and-Bridge, which'), not a generic technique or a name's first words ('the so-called Sim-to-Real gap',
# 'a loss called Polygon-to-Polygon distance loss', 'we introduce Chain-of-Thought prompting')
_HYPHEN_PHRASE = r"[A-Z][a-z]{1,15}(?:-[a-z]{1,6}){1,2}-[A-Z][a-z]{1,15}"
_PHRASE_APPOSED = r"(?=,\s(?:an?|the|which|our)\s|\.\s|\.$)"  # after a proposing verb: an apposition or the sentence's end
_PHRASE_ENDS = r"(?=[,;:]\s|\.\s|\.$|\s(?:which|that)\s)"  # after a naming word: a clause ends
# words that go on a clause after a name, not the name ('called Painter for images', 'called IRM to')
_CLAUSE_GOES_ON = r"(?:for|to|in|on|with|of|and|or|by|from|as|at|via|that|which|is|are|was|were|has|have|can|could|will|the|a|an)\b"
_LOWER_WORDS = rf"(?:\s(?!{_CLAUSE_GOES_ON})[a-z][a-z-]{{1,20}}){{1,2}}(?:{_PHRASE_ENDS}|(?=\s?\())"  # one or two lower-case
# words to a clause's end or an acronym ('called Whittle sum-product networks (WSPNs)')

# a hyphened lower-case word on a proposed name's first word when a capitalized word follows ('we propose Black-box
# Continuous Greedy, a ...', 'Best-fit Packing'); not after 'further', 'also' or 'additionally' (a part, GUIDELINE:
# 'we further propose Geo-aware Circle Loss' beside the method)
_HYPHENED_LEAD = (r"(?:(?<=\s[A-Z][a-z]{2,30})(?<!\b(?:further|also|additionally)\s\w{1,15}\s(?:the\s)?[A-Z][a-z]{2,30})"
                  r"-[a-z]{2,15}(?=\s[A-Z]))?")

# (name, pattern, the stems every match starts with: see ``_matches``; None: scan the abstract)
_PASSES = (
    ("direct", _VERB_STEMS, regex.compile(rf"\b(?i:{_VERB})\s(?:here\s|(?<=(?i:introduc|releas)\w{{0,4}}\s)as\s)?{_OPEN}"
                                          rf"(?P<name>{_COINED}|(?<=(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s){_HYPHEN_PHRASE}{_PHRASE_APPOSED})"
                                          rf"{_CLOSE}{_END}")),  # 'which we curate and introduce as DocBlocks'
    # ... after 'the' when an apposition defines it: 'we propose the QR-learner, a model-agnostic learner'
    ("direct_the", _PROPOSE_STEMS, regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\sthe\s{_OPEN}(?P<name>{_COINED}){_CLOSE}"
                                                 rf",\s(?:an?)\s")),

    ("appositive", None, regex.compile(
        rf"\b(?i:a|an|the|our|two|three)\s(?:(?!(?:to|of|for|in|on|with|and|that|which|as)\s)[\w-]{{1,20}}\s"
        rf"|(?<=\b(?i:variant|version|extension)\s)of\s"  # 'a novel variant of Q-learning algorithm, referred to as'
        rf"|[a-z]{{1,20}}-[a-z-]{{1,20}}\sand\s(?=[a-z]{{1,20}}-))"  # 'a novel training-free and state-aware framework TAME'
        rf"{{0,5}}?(?i:{_ARTIFACT})s?,?\s"
        rf"(?:called\s|named\s|dubbed\s|termed\s|coined\s|namely\s|referred\sto\s|denoted\s|abbreviated\s)?(?:as\s)?"  # 'a ... framework,
        rf"{_OPEN}(?P<name>{_COINED}){_CLOSE}{_END}")),  # referred to as SSVG'; 'the proposed network, denoted as HWGQ-Net'

    # (a plain capitalized word takes the capitalized words and acronyms after it: 'a new framework called Clustered IRM for')
    # (one plain capitalized word goes on through one or two lower-case words to a clause's end, 'a ... method, called
    # Legendre decomposition, which'; a lower-case word after it otherwise means a longer phrase the pass cannot end:
    # no name rather than its first word, 'called Bayesian programming of robots')
    ("called", None, regex.compile(rf"\b(?:(?:called|named|dubbed|termed|coined)\s(?:as\s)?{_OPEN}(?P<name>{_COINED}|{_HYPHEN_PHRASE}{_PHRASE_ENDS}"
                                   rf"|[A-Z][a-z]{{2,30}}(?:{_CAPITALIZED_ON_SOME}|{_LOWER_WORDS}|(?!\s(?!{_CLAUSE_GOES_ON})[a-z])))"
                             rf"|namely\s{_OPEN}(?P<name>{_COINED})(?!,\s[A-Z])){_CLOSE}{_END}")),  # 'namely Habitual Be' lists
    # "we propose the DORA method", "we introduce a novel CoolNet framework": the name before its artifact word
    # (its spelled-out words may come between: 'we propose the GEO (Generation of Equations by utilizing Operators) model';
    # not an acronym of its own, 'creating our sequence-DiT (sDiT) model', which the acronym pass reads)
    ("premodified", _VERB_STEMS, regex.compile(rf"\b(?i:{_VERB})\s(?i:the|our)\s(?:(?i:novel|new|simple|unified|general)\s)?"
                                  rf"{_OPEN}(?P<name>{_COINED}){_CLOSE}(?:\s\([^()\s]{{1,40}}\s[^()]{{1,80}}\))?\s(?i:{_ARTIFACT})s?\b")),
    # "we present Painter, a generalist model": a plain capitalized word defined by an apposition
    # (not a verb's stem inside a title-case name: 'the Parallel Basic Locative Construction Corpus, the first ...')
    ("defined", _VERB_STEMS, regex.compile(rf"(?!(?<=[A-Z][a-z]{{1,20}}\s)[A-Z])\b(?i:{_VERB})\s(?:the\s)?{_OPEN}"
                                           rf"(?P<name>(?P<lead>[A-Z][a-z]{{2,30}}){_HYPHENED_LEAD}(?:\s[A-Z][a-z]{{2,30}}){{0,3}}){_CLOSE}"
                                           # the comma may be lost ('we present Multiformer a multi-task network': one
                                           # venue's abstracts have none); then an artifact word must follow
                                           # (or a dash: 'we propose Narrative Studio – a novel in-browser ... environment')
                                           # its spelled-out letters may come between ('We propose Maven (Model And
                                           # Voter EvaluatioN), a hierarchical Bayesian model', 'we propose Prefer
                                           # (prompt-driven feature refinement), a ... approach'; not a short form that
                                           # repeats its first word: 'Bayesian Reward Extrapolation (Bayesian REX)')
                                           rf"(?:\s\((?!(?P=lead)\b)(?:[A-Za-z][A-Za-z-]{{0,20}}\s){{1,6}}[A-Za-z][A-Za-z-]{{0,20}}\))?"
                                           rf"(?:(?:,|\s[–—-])\s(?:an?|the|which)\s|\s(?=an?\s(?:[\w-]{{1,25}}\s){{0,5}}?{_ARTIFACT}s?\b))")),
    # ('the Bridge Score, a metric'; 'we present Painter, a generalist model')
    # "we propose Pareto Testing: a two-stage process", "we introduce Template Programs: ...": capitalized
    # words a colon defines, right after the verb (18 such phrases in large.parquet, all names)
    ("colon_defined", _PROPOSE_STEMS, regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s(?:here\s)?{_OPEN}"
                                                    rf"(?P<name>[A-Z][a-z]{{2,20}}(?:[\s-][A-Z][a-z]{{1,20}}){{1,3}}){_CLOSE}:\s")),
    # a lower-case hyphenated name right after the verb that an apposition calls an artifact: 'We introduce
    # time-to-unsafe-sampling, a novel safety measure', 'we present dip-means, a novel robust incremental method' (not
    # 'the proposed set-up, the paper ...': a participle describes)
    ("lower_defined", _PROPOSE_STEMS, regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})(?:e|es|ing)?\s(?:here\s)?"
                                                    rf"(?P<name>[a-z]{{2,20}}(?:-[a-z]{{2,20}}){{1,4}}),\s(?:an?|the)\s"
                                                    rf"(?:[\w-]{{1,20}}\s){{0,4}}?(?:{_ARTIFACT}|measure|metric|loss|objective|"
                                                    rf"score|criterion|mechanism)\b")),
    # a quoted name right after the verb: 'we propose the "Bias Vector" method', 'this paper introduces "Reverse Chain", a ...'
    # a coined name in commas after the verb's object, whatever its head word, a clause or apposition after it: 'we present a
    # patch-based representation of surfaces, PolyFit, which is obtained by fitting', 'a 10 cm long novel robot, SailRoACH, the'
    ("apposed", _PROPOSE_STEMS, regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s(?i:an?|the)\s(?:[\w-]{{1,25}}\s){{1,6}}?"
                                              rf"[\w-]{{1,25}},\s{_OPEN}(?P<name>{_COINED}){_CLOSE},\s(?:which|that|an?|the|in\swhich|where|whose)\s")),
    ("quoted", _VERB_STEMS, regex.compile(rf"\b(?i:{_VERB})\s(?:(?i:the|a|an|our)\s)?(?:(?i:novel|new|simple)\s)?[“\"`'‘]"
                                          rf"(?P<name>[A-Z][\w-]{{0,30}}(?:\s[\w-]{{1,20}}){{0,4}})[”\"'’],?[\s.:;]")),
)
# a name the authors give with 'we call/term/name/dub' or 'we refer to as': coined, or two to five capitalized words ('which we term Grapheme
# Pair Encoding (GPE)' -> its acronym, 'which we call Masked Autoregressive Flow.'); one plain capitalized word only
# when punctuation ends it ('what we term Bayesian mutual information' is a quantity described)
_WE_CALL = regex.compile(rf"""\b(?:we|We)\s(?:(?:term|call|name|dub)\s(?:it\s|this\s[\w-]{{1,20}}\s)?(?:as\s)?
                                          |refer\sto\s(?:it\s|this\s[\w-]{{1,20}}\s)?as\s){_OPEN}
                             (?P<name>{_COINED}(?:\s[A-Z][\w-]{{1,30}}){{0,3}}|[A-Z][a-z]{{2,30}}(?:[\s-][A-Z][\w-]{{1,30}}){{1,4}}
                                      |[A-Z][a-z]{{2,30}}(?=[*_`}}]?[,.;:(]))
                             {_CLOSE}{_END}""", regex.VERBOSE)
_WE_CALL_CUE = regex.compile(r"\bwe\s(?:term|call|name|dub|refer\sto)\s", regex.IGNORECASE)
# "a novel method called language arithmetic,", "a new memorizing mechanism named conditional memory", "a strategy, which
# we call identity matching,", "a technique we call postings clipping": a lower-case name after an artifact word and
# "called" or "named" (not "named after"); the last resort before the title (an acronym or a coined name anywhere wins)
# (also 'a technique we introduce as zero-shot self-debiasing', 'a method we refer to as the foot-in-the-door attack',
# 'a novel algorithm, referred to as smooth-rank', 'a general scheme which we call action decomposed reinforcement
# learning that'; a single word only when hyphenated; a measure, notion or perspective named so is the paper's too)
_LOWER = regex.compile(rf"""\b(?:{_ARTIFACT}|perspective|measure|notion|representation|criterion|principle)s?,?\s
                            (?:(?:called|dubbed|termed|coined|named)(?:\sas)?|referred\sto\sas\s(?:the\s)?
                              |(?:(?:which|that)\s)?we\s(?:call|term|dub|name|introduce\sas|refer\sto\sas\s(?:the\s)?))\s?
                            (?!(?:the|a|an|our|this|its|after)\s){_OPEN}
                            (?P<name>[a-z][a-z-]{{2,20}}(?:\s(?!(?:and|or|that|which|to|for|with|the|of|in|on|is|are|was|were|has|have|had|been|be|can|will)\b)[a-z][a-z-]{{2,20}}){{1,3}}|[a-z]{{2,15}}-[a-z][a-z-]{{1,20}}){_CLOSE}
                            (?=[,.;:(]|\s(?:that|which|to|for|with|and)\b)""", regex.VERBOSE)
# ... and after 'the' when the thing is new: 'a novel loss function called the betting loss', 'a new quantity called the
# relative information gain' (not 'the exponential mechanism', 'a concept called the link function': known things)
_LOWER_NEW = regex.compile(rf"""\b(?i:new|novel)\s(?:[\w-]{{1,20}}\s){{0,2}}?(?:{_ARTIFACT}|measure|notion|quantity|function|condition|
                                property|formulation|relaxation|statistic|divergence|regularizer)s?,?\s
                                (?:called|dubbed|termed|coined|named)\s(?:the\s)?{_OPEN}
                                (?P<name>[a-z][a-z-]{{2,20}}(?:\s(?!(?:and|or|that|which|to|for|with|the|of|in|on|is|are|was|were|has|have|had|been|be|can|will)\b)[a-z][a-z-]{{2,20}}){{1,3}}|[a-z]{{2,15}}-[a-z][a-z-]{{1,20}}){_CLOSE}
                                (?=[,.;:(]|\s(?:that|which|to|for|with|and)\b)""", regex.VERBOSE)
_NAMING_CUE = regex.compile(r"(?:called|dubbed|termed|coined|named)\s")  # what _LOWER_NEW requires, for the prefilter
_THEN_ACRONYM = regex.compile(rf"[”\"'’]?{_CLOSE}(?:\s(?:[A-Z][\w-]{{0,25}}|of|for|and|via|with|in|on|the|to|a)){{0,8}}[\s~]?"
                              rf"\({_SHORT_FORM}{_OPEN}(?P<name>{_COINED}(?:\s[A-Z]{{2,6}})?){_CLOSE}(?:\sfor\sshort)?\)")
# ... or a capitalized word of the name's initial ("SHApley Value-guided Embedding Reduction (Shaver)")
# (and lower-case words between: "COnditional Relation based Sentiment Analysis framework (CORSA)")
# (words may carry markup and end in a LaTeX tie: '\textbf{WIN} rate \textbf{D}ominance~(WIND)')
_THEN_WORD = regex.compile(rf"[”\"'’]?{_CLOSE}(?:\s[\w\\{{}}-]{{1,25}}){{0,8}}[\s~]?\((?P<name>{_COINED}|[A-Z][a-z]{{2,15}})\)")


# ... or set off by ', or' after the found name and the rest of its long form ('a novel Gradient-based Objective AnaLysis
# framework, or GOAL, to', 'Geometric Assessment-driven Topological Smoothing loss, or GATS.'): the acronym when the
# words from the name to the comma spell it out
_THEN_OR = regex.compile(rf"[”\"'’]?{_CLOSE}(?:\s[\w-]{{1,25}}){{0,8}}?,\s(?:or|i\.e\.,?)\s{_OPEN}(?P<name>{_COINED}){_CLOSE}"
                         rf"(?=[,.;:]\s|[,.;:]?$|\s\()")


def _then_or(doc: Document, start: int, end: int) -> regex.Match[str] | None:
    """The acronym ', or' sets after the name that starts at ``start`` and ends at ``end`` (``_THEN_OR``), when its long
    form (``long_form_start``) begins at the name or before it."""
    then = _THEN_OR.match(doc.norm, end)
    if then is None or not _ok(then["name"], proposed=True):
        return None
    before = doc.norm[max(0, start - 60):then.start("name")].rsplit(",", 1)[0]
    at = long_form_start(before + " ", then["name"])
    return then if at is not None and at <= start - max(0, start - 60) else None


def _then_word(doc: Document, name: str, end: int) -> regex.Match[str] | None:
    """The acronym in parentheses a few words after ``name`` when it starts with the name's letter, unless the words
    right before the parenthesis spell it on their own: then it abbreviates them, not the name ('we propose DRIQN to
    integrate Distributionally Robust Optimization (DRO) with ...')."""
    word = _THEN_WORD.match(doc.norm, end)
    if word is None or word["name"][0].lower() != name[0].lower() or not _ok(word["name"]):
        return None
    letters = word["name"].casefold()
    before = _TITLE_WORDS.findall(doc.norm[end:word.start("name")])
    return None if 1 < len(letters) <= len(before) and "".join(w[0] for w in before[-len(letters):]).casefold() == letters else word


# "we develop SpecMD, a standardized framework for benchmarking ...": an artifact for evaluation
_BENCHMARK_AFTER = regex.compile(r"^[^.;]{0,60}?\b(?:benchmark\w{0,3}|dataset|suite|corpus|testbed|leaderboard)\b(?!-)"
                              # a plural right after the name: 'which constructs VG datasets' (further on, 'X beats Y on
                              # four datasets' says nothing of X)
                              r"|^\s(?:[\w-]{1,20}\s)?(?:datasets|corpora|suites)\b", regex.IGNORECASE)
# an acronym defined within six words after a proposing verb or "our" (not a background term)
# (long-form words may hold LaTeX accents: 'Schr\\"odinger')
_ACRONYM_STEMS = (*_VERB_STEMS, "our", "call", "name", "term", "dubbed", "define", "establish", "suggest", "put")  # 'called', 'named', 'namely', 'termed'
# (a naming word is a word of its own: not 'Long-term Active ... (LA-EQA)', 'Multimodal named entity recognition (MNER)')
# ('long term memory (LTM)', 'the term frequency-inverse document frequency (TF-IDF)' neither)
_ACRONYM = regex.compile(rf"""(?<!-)\b(?:(?i:{_VERB}|our)|(?<=\b(?i:we)\s)(?:define|establish|suggest|put\sforward|put\sforth)|called|named(?!\sentit)|namely|termed|dubbed|call|name"""
                         rf"""|(?<!(?i:short|long|mid|near)\s)term(?!\sfrequenc))\s(?:[\w'"*\\{{}}$,-]{{1,25}}\s){{0,6}}?"""
                         rf"""[\w'"*\\{{}}$-]{{1,40}}\s{{0,2}}\(\s?{_OPEN}(?P<name>{_COINED}){_CLOSE}\s?\)""")  # 'Constraint-Data-Value-Maximization (CDVM)', 'Reallocation  (DARA)'
# an artifact after a preposition is used, not proposed: 'on the real-world dataset COWC', 'features from a strong
# foundation model, Zero123'
# an apposition after a preposition or a verb of use names what the paper used: 'on the real-world dataset COWC',
# 'we utilize the open-access multi-modal dataset MOCAS', 'we adopt the ... body model, SMPL'
_USED_BEFORE = ending_here(regex.compile(r"\b(?:on|from|using|with|across|by|via|over|than|against|and|employ|employs|employed|use|uses|"
                                         r"utilize|utilizes|adopt|adopts|leverage|leverages|exploit|exploits|"
                                         r"extend|extends|extending|generalize|generalizes|generalizing)\s$", regex.IGNORECASE))
_NEW = regex.compile(r"^our\b|\b(?:new|newly|novel|proposed|self-\w+)\b", regex.IGNORECASE)  # '... with a newly created dataset, Politi-Prov'
_DATA_NEXT = regex.compile(r"\s(?:data\s?sets?|benchmarks?|corpus|corpora)\b", regex.IGNORECASE)
_ALSO_BEFORE = regex.compile(r"\balso\s$", regex.IGNORECASE)  # 'we also present X': not the main contribution
# ... nor a name the paper casts as something else: mostly a task or model it reformulates ('formulates ICRL as a two-agent
# emergent communication problem and introduces CORAL'; 'we formulate NMS as a matrix operation'), the paper's own only
# where nothing else is named ('We formulate GLISTER as a mixed discrete-continuous bi-level optimization problem')
_RECAST = regex.compile(r"(?i:(?:re-?)?formulat)\w{0,4}\s")
_RECAST_AS = regex.compile(r"\S{0,2}\sas\s")
# ... or up to ten words after the verb when an apposition calls it a new artifact: "we introduce the
# Commonality and Individuality Incorporated Network for Humor Recognition (CIHR), a novel model"
_ACRONYM_LONG_STEMS = (*_VERB_STEMS, "our")
_ACRONYM_LONG = regex.compile(rf"""\b(?i:{_VERB}|our)\s
                              (?:[\w'"*\\{{}}$,-]{{1,25}}\s){{0,9}}?[\w'"*\\{{}}$-]{{1,25}}   # up to ten words
                              \s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)
                              ,\s(?:an?|the)\s(?:novel|new)\s(?:[\w-]{{1,20}}\s){{0,2}}?{_ARTIFACT}\b""", regex.VERBOSE)
_NEW_ARTIFACT_CUE = regex.compile(r"\),\s(?:an?|the)\s(?:novel|new)\s")  # what _ACRONYM_LONG requires: rare, for the prefilter
# ... or anywhere, when the apposition calls the acronym's artifact new: "resulting in the VampPrior Mixture Model
# (VMM), a novel prior for DLVMs" (no proposing verb near it)
# (not a problem the paper poses: 'the problem of Long-term Active Embodied Question Answering (LA-EQA), a new task')
_NEW_ACRONYM = regex.compile(rf"\({_OPEN}(?P<name>{_COINED}){_CLOSE}\),\s(?:an?|the)\s(?:novel|new)\s"
                             r"(?!(?:[\w-]{1,20}\s){0,2}(?:task|problem|setting|challenge|research\sproblem)s?\b)")
# "an innovative framework, Diffusion Ensembles for Capturing Uncertainty (DECU)": a long form in an
# apposition to an artifact word, its acronym after it (``_found`` takes the acronym); not after 'the'
# ('The state-of-the-art method, Bulk Synchronous Parallel SGD (BSP-SGD)' is background)
_APPOSITIVE_ACRONYM = regex.compile(
    rf"\b(?i:a|an|our)\s(?:(?!(?:to|of|for|in|on|with|and|that|which|as)\s)[\w-]{{1,20}}\s){{0,5}}?{_ARTIFACT}s?,?\s"
    rf"(?:called\s|named\s|dubbed\s|termed\s|coined\s|namely\s)?(?P<name>[A-Z][a-z][\w-]{{0,25}})"
    rf"(?=(?:\s(?:[A-Z][\w-]{{0,25}}|of|for|and|via|with|in|on|the|to|a)){{1,8}}\s?\({_COINED}\))")
# an artifact word, a colon, then a title-case long form and its acronym, after a proposing verb: 'we present a
# highly sample-efficient, Koopman-based learning pipeline: Recursive Koopman Learning (RKL)'
_ARTIFACT_COLON = regex.compile(rf"""\b(?i:{_VERB})\s[^.;:]{{0,80}}?\b{_ARTIFACT}s?:\s{{1,2}}{_OPEN}
                                (?:[A-Z][\w-]{{0,25}}\s(?:(?:of|for|and|via|with|in|on|the|to|a)\s)?){{1,6}}\s?\((?P<name>{_COINED})\)""",
                                regex.VERBOSE)
# an acronym 8 to 16 words after a proposing verb, when the words between are the verb's object, one noun phrase
# ('we propose a simple yet effective Unified Grid Tagging Scheme (UGTS)', 'we present a novel label recovery
# scheme, Recovering Labels from Local Updates (RLU)'): see ``_noun_phrase``
_ACRONYM_FAR = regex.compile(rf"\b(?i:{_VERB})\s(?P<object>(?:[^\s.;()]{{1,30}}\s{{1,2}}){{7,15}}?){_OPEN}\((?P<name>{_COINED}){_CLOSE}\)")
_MARKUP_LEAD = regex.compile(r"^[$*`\"'“‘]{0,2}(?:\\[a-z]{2,8}\{)?")  # markup before a word: '$\textit{Explore'
_NAMING = frozenset(("call", "called", "name", "named", "term", "termed", "dubbed"))  # a name follows: the check starts after
# before the verb: a goal in general ('essential for developing ... (GEC) systems'), or a determiner that makes the verb an
# adjective ('The proposed approach incorporates ... (CMI)')
_PURPOSE_BEFORE = regex.compile(r"\bfor\s$", regex.IGNORECASE)
_MODIFIER_BEFORE = regex.compile(r"\b(?i:the|our|this|these|a|an)\s$")


def _noun_phrase(words: list[str]) -> bool:
    """Whether ``words`` (between a proposing verb and an acronym) are one noun phrase: none of ``_NOT_OBJECT``,
    except between capitalized words ('Gradient Clustering in the Frequency Space for Backdoor Sample Filtering').

    >>> _noun_phrase("a novel label recovery scheme, Recovering Labels from Local Updates".split())
    True
    >>> _noun_phrase("a remote palpation instrument for minimally invasive surgery".split())
    False
    """
    bare = [_MARKUP_LEAD.sub("", word) for word in words]  # '$\textit{Explore to Generalize}$': capitalized words
    named = [i for i, word in enumerate(bare)  # 'which we call', 'refer to our approach as': a name follows ('formulate X as': no)
             if word in _NAMING or word == "as" and any(w.startswith("refer") for w in bare[:i])]
    for i in range(named[-1] + 1 if named else 0, len(bare)):
        if bare[i].strip(",:\"'`*").lower() in _NOT_OBJECT:
            after = bare[i + 2] if bare[i + 1:i + 2] in (["the"], ["a"], ["an"]) and i + 2 < len(bare) else (
                bare[i + 1] if i + 1 < len(bare) else "")
            if not (i and bare[i - 1][:1].isupper() and after[:1].isupper()):
                return False
    return True


def _spelled_object(words: list[str], acronym: str) -> bool:
    """Whether the acronym spells out the end of the object (``long_form_start``) and the words before its long form
    are one noun phrase, an artifact word and 'of' allowed ('a novel mutual information guided reinforcement learning
    framework for partial label disambiguation (MR-PLL)', 'a method of Smart Data Augmentation based on Large Language
    Models (SAug-LLM)'): the object defines the acronym, prepositions inside the long form included; not an acronym
    for what the object is for ('a remote palpation instrument for minimally invasive surgery (MIS)').

    >>> _spelled_object("a novel mutual information guided reinforcement learning framework for partial label disambiguation".split(), "MR-PLL")
    True
    >>> _spelled_object("a method of Smart Data Augmentation based on Large Language Models".split(), "SAug-LLM")
    True
    >>> _spelled_object("a remote palpation instrument for minimally invasive surgery".split(), "MIS")
    False
    """
    text = " ".join(words) + " "
    start = long_form_start(text, acronym)
    if start is None:
        return False
    lead = text[:start].split()
    if lead[-1:] == ["of"] and len(lead) >= 2 and regex.fullmatch(rf"(?i:{_ARTIFACT})s?", lead[-2]):
        lead = lead[:-1]  # 'a method of ...'
    return len(lead) <= 5 and _noun_phrase(lead)


_COLON = regex.compile(rf"(?<![\w-]){_OPEN}(?P<name>{_COINED}){_CLOSE}:\s(?:an?|the)\s")
_COLON_CUE = regex.compile(r":\s(?:an?|the)\s")  # what _COLON requires: a rare literal, for the prefilter


_PARTS = regex.compile(r"[\s-]")  # the words of a name: 'GC-VLN' -> 'GC', 'VLN'


def _found(doc: Document, m: regex.Match) -> tuple[str, bool] | None:
    """The name (its acronym when one follows) and whether it names an evaluation artifact; None when
    the acronym that follows is a generic concept ('introducing Low-Rank Adaptation (LoRA)')."""
    start, end = m.start("name"), m.end("name")
    then = _THEN_ACRONYM.match(doc.norm, end) or _then_word(doc, m["name"], end) or _then_or(doc, start, end)
    if (then and " " in then["name"] and len(then["name"]) > len(m["name"])
            and not doc.norm[end:then.start("name")].strip(" (*_`}$\\{")):
        then = None  # 'named CO-SLEEC (Context-Oriented SLEEC)': parentheses right after the name spell it out
    if then:
        if not _ok(then["name"]):
            return None
        start, end = then.start("name"), then.end("name")
    elif (tail := _COINED_TAIL.match(doc.norm, end)) is not None:
        end = tail.end()  # 'we introduce N-Gram Coverage Attack, a membership inference attack'
    return doc.text[start:end], bool(_BENCHMARK_AFTER.match(doc.norm[end:end + 80])
                                      or _BENCHMARK_BEFORE.search(doc.before(m.start("name"), 40)))


# a data noun right before the naming word of the name: 'a new benchmark called M-Bench'
_BENCHMARK_BEFORE = ending_here(regex.compile(
    r"\b(?:benchmark|dataset|data\sset|corpus|suite|testbed|leaderboard)s?,?\s(?:called|named|dubbed|termed|coined|namely)\s"
    r"(?:as\s)?[$*`\"'“‘{\\a-z]{0,12}$", regex.IGNORECASE))


# capitalized words that go on a coined name up to where its definition starts: 'we introduce N-Gram Coverage Attack,
# a membership inference attack', 'we propose *Prediction-Centric Uncertainty Quantification*, where' (the coined-name
# pattern stops at the first space); not a sentence's next words ('... ProtoNet. The')
_COINED_TAIL = regex.compile(r"""(?:\s(?!(?:The|A|An|In|On|For|To|We|Our|This|It|And|Or|Of|With|By|Benchmark|Dataset|Corpus|Suite|Framework|Model|
                                               Method|Approach|System|Toolkit|Library|Platform|Leaderboard|Testbed)s?\b)
                                     (?:[A-Z][a-z]{1,20}(?:-[A-Za-z]{1,20})?|[A-Z]{2,8}[0-9]?(?:-[A-Z]{2,8}[0-9]?)?(?![\w-]))){1,3}
                                 (?=,\s(?:an?|the|which)\s|:\s|\*|\}|\s[-–—]\s)""", regex.VERBOSE)


def name(doc: Document) -> str | None:
    """The method name, or None when the abstract and title name none.

    When the abstract introduces both a benchmark and a method, the method wins (SPEC section 3).
    Computed once per document.
    """
    return doc.cached("method", lambda: _checked(doc))


def _checked(doc: Document) -> str | None:
    """The name the passes give, unless a known technique or a widely used name; then the next acronym the abstract
    defines for its own that survives the same checks ('Region Proposal Network (RPN)' known, 'Generalized Proposal
    Network (GPN)' the paper's)."""
    found = _without_generic_head(_without_task_head(_plain(_name(doc))))
    name = _unless_widely_used(doc, _unless_known(doc, found))
    if name is not None or found is None:
        return name
    for m in _matches(doc, _ACRONYM, _ACRONYM_STEMS):
        other = _acronym_candidate(doc, m)
        if other is not None and other != found and (kept := _unless_widely_used(doc, _unless_known(doc, other))):
            return kept
    return _unless_widely_used(doc, _unless_known(doc, _fallback(doc)))


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
    return None if doc.norm[end:end + 2].lstrip()[:1] == "(" or _BENCHMARK_AFTER.match(doc.norm[end:end + 80]) else prefix


def _name(doc: Document) -> str | None:
    if (proposed := _title_proposed(doc)) is not None:
        return proposed
    found, secondary = _abstract_name(doc)
    titled = _named_title(doc.title) if doc.title and found is not None else None
    if titled is not None and titled != found and (used := _used_as_name(doc, titled)) is not None:
        return used  # "DORA: ..." over a part the abstract introduces
    if titled is not None and secondary and titled.casefold() != (found or "").casefold() and not _spelled_out(doc, titled, found):
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


# a method's head word near an acronym: 'a Fine-grained Information-enhanced Approach for Translation (FIAT)',
# 'Relevance-Modulated Attention Model (GLRA)' (not 'the NOVA module', 'the proposed ... Advantage (CGLA)' metric)
_METHOD_HEAD_NEAR = regex.compile(r"\b(?i:model|method|approach|framework|network|architecture|algorithm)\b")
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


def _method_beside(doc: Document, benchmark: str, *, titled: bool = False) -> str | None:
    """A method the weaker passes find beside a benchmark or secondary artifact the strong ones found (the
    method wins, SPEC section 3): an acronym defined after a proposing verb that no data word follows. ``titled``: the
    title's coined name is that benchmark, so only the strongest pass counts, near a method's head word."""
    other = (_acronym_name(doc) if titled else _other_name(doc)) or _method_apposed(doc, benchmark)
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


def _matches(doc: Document, pattern: regex.Pattern[str], stems: tuple[str, ...] | None, *,
             within: regex.Pattern[str] | None = None) -> Iterator[regex.Match[str]]:
    """``doc.finditer(pattern)``; for a pattern that starts with one of ``stems``, tried only where a
    stem starts (``regex`` trying four patterns at every position was a tenth of the extraction time).
    The batch prefilter goes first: nearly every abstract has a proposing verb, but only one in ten
    can match ``direct`` and one in four ``_ACRONYM``, and finding the stems costs more than that.
    ``within``: a cheap necessary condition of a rare pattern (see ``Hints.can_match``)."""
    if not doc.can_match(pattern, within=within):
        return iter(())
    starts = doc.stem_starts(stems) if stems else None
    return doc.finditer(pattern, within=within) if starts is None else doc.matches_at(pattern, starts)


# an apposition to an artifact someone else made: 'a traditional approach, Self-Consistency (SC)', 'an existing
# diversification approach, DivPO'
_OTHERS_ARTIFACT = regex.compile(r"\b(?:traditional|existing|popular|standard|common|classic(?:al)?|conventional|prior|previous|"
                                 r"baseline|well-known|widely[\s-]used|recent|earlier|original|vanilla|off-the-shelf)\s", regex.IGNORECASE)
# ... or called state-of-the-art, typical or representative where no proposing verb and nothing new goes with it: a
# baseline or a model used ('compared to the current state-of-the-art method, AcFormer', 'post-training a typical image
# captioning model BLIP-2', 'fine-tune a representative deep unfolding network GAP-net'; not 'we propose a new
# state-of-the-art model, TinyCap')
_BASELINE_ARTIFACT = regex.compile(r"\b(?:state-of-the-art|SOTA|typical|representative)\s", regex.IGNORECASE)


def _others_work(doc: Document, m: regex.Match[str], pass_name: str, stems: tuple[str, ...] | None) -> bool:
    """Whether a pass's match names someone else's artifact: after 'recently/previously introduced', or an
    apposition after a preposition ('on the real-world dataset COWC') that is not new or ours, or to an
    artifact called existing or traditional."""
    before = doc.norm[max(0, m.start() - 16):m.start()]
    return bool(stems and (_OTHERS_BEFORE.search(before) or _OTHERS_SUBJECT.search(doc.before(m.start(), 40)))) or (
        pass_name == "appositive" and (bool(_USED_BEFORE.search(before[-12:])) and not _NEW.search(m[0])
                                       or bool(_OTHERS_ARTIFACT.search(m[0]))
                                       or bool(_BASELINE_ARTIFACT.search(m[0])) and not _NEW.search(m[0])
                                       and not _VERB_RIGHT_BEFORE.search(doc.before(m.start(), 30)))) or (
        pass_name == "called" and bool(_SO_BEFORE.search(before)) and not _CODED.search(m["name"]))


# "we propose two algorithms, LexUCB-C and LexTS-S", "Two algorithms, ACSII and CCIM, are developed": the first of two
# or three artifacts the paper makes (GUIDELINE: parallel algorithms, the first); not two others' artifacts it uses ('to
# tune ... two motion planning algorithms, BKPIECE and RRT-connect', 'for two challenging public datasets FAIR-Play')
_NUMBERED = regex.compile(r"^(?i:two|three)\s")
_DATA_NOUNS = regex.compile(r"\b(?i:data\s?sets|benchmarks|corpora|suites|collections)\b")
_VERB_RIGHT_BEFORE = ending_here(regex.compile(rf"\b(?i:{_VERB})\s(?:here\s)?$"))
_MADE_LATER = regex.compile(r"[^.;]{0,60}?\b(?:are|were)\s(?:\w{1,12}ly\s)?(?:proposed|designed|developed|introduced|presented|"
                            r"devised|derived|built|constructed)\b")


def _numbered_not_made(doc: Document, m: regex.Match[str], pass_name: str) -> bool:
    """Whether an apposition to two or three artifacts ('two algorithms, X and Y') does not say the paper made them: no
    proposing verb right before it, no 'new' or 'novel' in it, no 'are proposed' after it; or they are data."""
    if pass_name != "appositive" or not _NUMBERED.match(m[0]):
        return False
    if _DATA_NOUNS.search(m[0]):
        return True  # 'we introduce two new Chinese datasets, MathMC and MathToF': data beside the method the title names
    return not (_VERB_RIGHT_BEFORE.search(doc.before(m.start(), 30)) or _NEW.search(m[0]) or _MADE_LATER.match(doc.norm, m.end()))


def _whole(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the name is all the braces hold: 'called $\\textit{Preference Augmentation}$' is no 'Preference'."""
    start, end = m.span("name")
    return doc.norm[start - 1:start] != "{" or doc.norm[end:end + 1] == "}"


_LONG_AFTER = regex.compile(r"\s?\((?P<long>[A-Z][^()]{5,90})\)")


def _spelled_after(doc: Document, m: regex.Match[str]) -> bool:
    """Whether a long form in parentheses right after the proposed name spells it out from its first word: the name is
    coined, even when it reads like a model family or a generic acronym ('This work introduces FALCON (Fair Adaptation
    Through Local Optimal Normalization)', 'we propose H-MARL (Hallucinated Multi-Agent Reinforcement Learning)')."""
    after = _LONG_AFTER.match(doc.norm, m.end("name"))
    return after is not None and long_form_start(after["long"] + " ", m["name"], max_words=12) == 0


def _abstract_name(doc: Document) -> tuple[str | None, bool]:
    """The name the abstract gives, and whether it is only a secondary artifact: a benchmark or data
    ('we introduce UJ-AQA-CricketVision, a dataset'), or one the abstract 'also' presents; a coined title
    prefix then names the method (SPEC section 3: the method wins)."""
    secondary: tuple[str, bool, bool] | None = None
    for pass_name, stems, pattern in _PASSES:
        # past a benchmark, only a proposing verb's name: 'the state-of-the-art approach EAGLE' is a baseline, 'we
        # introduce a novel training-free and state-aware framework TAME' is the method
        verb_only = secondary is not None and stems is None
        found = [(*f, bool(_ALSO_BEFORE.search(doc.norm, max(0, m.start() - 8), m.start()))
                  or bool(_RECAST.match(m[0]) and _RECAST_AS.match(doc.norm, m.end("name"))))
                 for m in _matches(doc, pattern, stems)
                 if (not verb_only or _VERB_RIGHT_BEFORE.search(doc.before(m.start(), 40)))
                 and (_ok(m["name"], proposed=True) or _spelled_after(doc, m)) and not _others_work(doc, m, pass_name, stems)
                 and not _numbered_not_made(doc, m, pass_name)
                 and _whole(doc, m)
                 and (f := _found(doc, m)) is not None]
        if found:  # a method before an 'also' method before a benchmark
            best = min(found, key=lambda f: (f[1], f[2]))
            if not (best[1] or best[2]):
                return best[0], False
            # only a benchmark or an 'also' artifact: a later pass may still give the method ('we introduce MiniPo, a
            # novel multimodal dataset ... we propose the PoeKey algorithm'; SPEC section 3: the method wins)
            secondary = secondary if secondary is not None and (secondary[1], secondary[2]) <= (best[1], best[2]) else best
    if secondary is not None:
        return secondary[0], True
    return _other_name(doc), False
_TASK_LETTERS = regex.compile(r"[A-Z][A-Za-z]{1,3}")  # a task's acronym: two to four letters ('VG', 'MCQA', 'OoD')
# ... '(SCOD), an ... framework', '(XY) method'; not a plural ('Face Anti-Spoofing (FAS) models': the task's)
_ARTIFACT_NEXT = regex.compile(rf"(?:,\s(?:an?|the)\s(?:[\w-]{{1,25}}\s){{0,3}}?|\s)(?i:{_ARTIFACT})\b")


# a modal before the verb: what a thing can do or usually is, not what the paper makes ('can introduce bias in inverse
# propensity weighting (IPW) estimators', 'is often called lexical semantic change (LSC)': 8 of 8 such on 15,000 large
# abstracts name no method)
_MODAL_BEFORE = ending_here(regex.compile(r"\b(?:can|could|may|might|would|will|must|should|often|typically|usually|"
                                          r"inevitably)\s$", regex.IGNORECASE))
# ... nor others' work as the verb's subject ('Recent work introduced Leakage in Captioning (LIC), a ... metric')
_OTHERS_SUBJECT = ending_here(regex.compile(r"\b(?:the\sliterature\s(?:has\s|have\s)?$|"  # 'the literature has introduced DR-RL models'
                                            r"(?:recent|prior|previous|earlier|existing|other|past)\s(?:work|works|studies|"
                                            r"study|research|literature|approaches|methods|papers?|efforts)\s(?:has\s|have\s)?$)"
                                            r"|\bwho\s$"  # '... of Balasubramanian et al. (2022), who introduced Fisher information'
                                            # cited authors: 'Doikov, Chayti, and Jaggi (ICML 2023) proposed the LazyCRN method',
                                            # 'Jézéquel et al. (2022, arXiv:2209.13932) proposed the VB-FTRL algorithm'
                                            r"|\bet\sal\.?\s(?:\([^()]{1,60}\)\s)?(?:have\s|has\s|had\s|recently\s){0,2}$"
                                            r"|[A-Z][\w-]{1,30}\s\((?:[^()]{0,40}\s)?(?:19|20)\d\d[^()]{0,40}\)\s(?:have\s|has\s|had\s|recently\s){0,2}$",
                                            regex.IGNORECASE))
_TITLE_WORDS = regex.compile(r"[^\W_]+")  # words without hyphens or markup, to compare a long form with the title


def _title_long_form(doc: Document, m: regex.Match[str]) -> bool:
    """Whether two or more words right before an acronym's parenthesis begin the title ('Temporal Smoothness Doubly
    Robust Learning for ...' and 'we propose the Temporal Smoothness Doubly Robust (TSDR) framework'): the title
    names the paper's own artifact, whatever the abstract defined first."""
    title = _TITLE_WORDS.findall((doc.title or "").casefold())
    before = _TITLE_WORDS.findall(doc.norm[m.start():m.start("name")].casefold())
    return len(title) >= 2 and any(before[-k:] == title[:k] for k in range(min(len(before), len(title)), 1, -1))


_LETTERS = regex.compile(r"[\W_]+")  # what is not a letter or digit, to compare two spellings of one name


def _acronym_name(doc: Document) -> str | None:
    """The first acronym defined after a verb or 'our' that names the paper's artifact, or a later one whose long
    form begins the title. Under a coined one-word title prefix the abstract never writes, not an acronym of
    lower-case words ('Exo2EgoDVC: ...' over 'we first create a real-life egocentric dataset (EgoYC2)', 'S-CFE: ...'
    over 'using the accelerated proximal gradient (APG) method'): a description's acronym, where the title names the
    paper's own artifact (not 'we propose Consistency Shared Autonomy (CSA)' under 'FlashBack: ...')."""
    titled = _named_title(doc.title) if doc.title else None
    unwritten = (titled is not None and " " not in titled
                 and next(word_starts(doc.norm.casefold(), titled.casefold()), None) is None)  # 'surface-from-gradients (SfG)'
    first = None
    for m in _matches(doc, _ACRONYM, _ACRONYM_STEMS):
        if (name := _acronym_candidate(doc, m)) is None:
            continue
        if (unwritten and _long_side(doc, m).split()[-1][:1].islower()
                and _LETTERS.sub("", name).casefold() != _LETTERS.sub("", titled or "").casefold()):
            continue  # (the title's name spelled another way is the abstract's: 'UCNet' under 'UC-Net: ...')
        if first is None:
            first = name
            if not doc.title or _title_long_form(doc, m):
                return name
        elif _title_long_form(doc, m):
            return name  # 'we introduce a doubly robust (DR) formulation ... we propose the Temporal Smoothness Doubly
            # Robust (TSDR) framework', titled 'Temporal Smoothness Doubly Robust Learning for ...'
    return first


# a plural artifact word right after the acronym: it names a class of things, not the paper's one artifact ('we present
# three fixed-parameter tractable (FPT) algorithms', 'devised privacy-preserving versions of ... (DCOP) algorithms')
# (unless the paper's own: 'Our tiny perceptual SR (TPSR) models', 'a family of randomized dynamic programming (RDP)
# algorithms', 'introducing conditionally strongly log-concave (CSLC) models' under 'Conditionally Strongly Log-Concave ...')
_CLASS_AFTER = regex.compile(r"\s(?:algorithms|models|methods|systems|frameworks|approaches|networks|architectures|techniques)\b")
# ... or a problem, task or setting the paper poses (GUIDELINE: problem settings name no method)
_POSED_AFTER = regex.compile(r"\s(?:problem|task|setting|game)s?\b")
# ... or named as one right before its long form: 'the novel task of Crowd Volume Estimation (CVE)', 'a novel task,
# Numerous Images-Oriented Multimodal Summarization (NIMMS)', 'This problem, which we term in-context estimation (ICE)',
# 'a setting we term Reduced-Teacher-Inference Knowledge Distillation (RTI-KD)', 'a new family of model problems we term
# in context language learning (ICLL)'; not a problem a preposition's phrase ends with, which the name need not be
# ('treats retrieval as a constrained clustering optimization problem, called deep constrained dominant sets (DCDS)',
# 'a way of incorporating domain knowledge into this problem, called signal aggregate constraints (SACs)'), nor a
# plural a relative clause names one thing after ('a general algorithm for such problems that we call ... (LDOMD)'),
# nor a task the method trains on ('adding a pretraining task called translation pair prediction (TPP)', 'two auxiliary
# tasks, Number Ranking (NR)')
_POSED_BEFORE = ending_here(regex.compile(r"""
    (?<!\b(?:as|into|to|with|from|on|in)\s(?:(?:this|these|such|the|a|an|our|its)\s)?(?:[\w-]{1,25}\s){0,3})
    (?<!\b(?:auxiliary|pretraining|pre-training|pretext|proxy|training|self-supervised)\s)
    \b(?:(?:task|problem|setting|game)(?:\sof|,|,?\s(?:which\s|that\s)?(?:we\s)?(?:call|term|name|dub|coin|refer\sto\sas)(?:ed)?(?:\sas)?)
         |(?:task|problem|setting|game)s(?:\sof|,?\s(?:we\s)(?:call|term|name|dub|coin|refer\sto\sas)(?:ed)?(?:\sas)?)
         |(?:task|problem|setting|game)s?\s(?:called|named|termed|dubbed))
    \s(?:(?:the|a|an)\s)?$""", regex.IGNORECASE | regex.VERBOSE))
_FAMILY = regex.compile(r"\b(?:family|class|suite|set)\sof\s", regex.IGNORECASE)


def _acronym_candidate(doc: Document, m: regex.Match[str]) -> str | None:
    """The name an ``_ACRONYM`` match gives, or None where it is no artifact of the paper's."""
    # a name the paper itself proposes may build on a model family ('introduce a ... (R-CPS) method'); not
    # after 'our' or a verb of others' work ('the recently introduced Verbs in COCO (V-COCO)')
    ours = m[0][:3].lower().startswith("our")
    if ours and _DATA_NEXT.match(doc.norm, m.end()):
        return None  # 'our approaches on the challenging RWTH-PHOENIX-Weather-2014T (PHOENIX14T) dataset'
    if ours and not _noun_phrase(m[0].split()[1:-1]):
        return None  # 'With our synthetic prompts, we use rejection sampling (RS)': a clause between, not our artifact
    if not ours and _PURPOSE_BEFORE.search(doc.norm, max(0, m.start() - 6), m.start()):
        return None  # 'essential for developing effective Grammatical Error Correction (GEC) systems': a goal in general
    if _OTHERS_BEFORE.search(doc.norm, max(0, m.start() - 16), m.start()) or _EXAMPLES_OF.search(m[0]):
        return None  # 'the recently introduced Verbs in COCO (V-COCO)', 'originally developed for ... (CATE)',
        # 'introduces security risks, such as indirect prompt injection (IPI)', 'introduce the notion of a ... (PSE)'
    if _MODAL_BEFORE.search(doc.before(m.start(), 16)) or _OTHERS_SUBJECT.search(doc.before(m.start(), 40)):
        return None
    if (_TASK_ACRONYM.search(m[0]) and _TASK_LETTERS.fullmatch(m["name"]) and not _ARTIFACT_NEXT.match(doc.norm, m.end())
            and not _method_long_form(doc, m)):
        return None  # 'we improve Authorship Attribution (AA)', 'a benchmark for Visual Grounding (VG)': the task (not
        # 'Black-Box Detection (B3D)', 'Mask Encoding for Instance Segmentation (MEInst)', '... (SCOD) method', nor
        # 'a Fine-grained Information-enhanced Approach for Translation (FIAT)', whose letters spell the approach)
    if not _ok(m["name"], proposed=not ours) and not (PLURAL_ACRONYM.match(m["name"]) and _title_long_form(doc, m)
                                                      and _ok(m["name"][:-1], proposed=not ours)):
        return None  # (a plural acronym whose long form begins the title is the paper's own family of models: 'we present
        # Convexified Message-Passing Graph Neural Networks (CGNNs)' under 'Convexified Message-Passing Graph Neural Networks')
    if _CLASS_AFTER.match(doc.norm, m.end()) and not (ours or _FAMILY.search(m[0]) or _title_long_form(doc, m)):
        return None
    if _POSED_AFTER.match(doc.norm, m.end()):
        return None  # 'we introduce and study the multi-agent stochastic shortest path (MSSP) problem': a problem posed
    before = _long_side(doc, m)
    if (start := long_form_start(before, m["name"])) is not None and _POSED_BEFORE.search(doc.before(m.start() + start, 60)):
        return None  # 'we introduce the novel task of Crowd Volume Estimation (CVE)': the same, named first
    if _known_long_form(doc, m):
        return None
    if (outer := _THEN_WORD.match(doc.norm, m.end())) is not None and m["name"] in outer["name"] and _ok(outer["name"]):
        return str(outer["name"])  # 'a novel Geometric Preserving Ground-to-Aerial (G2A) image synthesis (GPG2A) model'
    later = _we_call(doc, m.end(), doc.after(m.end(), 200))  # 'an improvement to the Byte Pair Encoding (BPE)
    return later or doc.text[m.start("name"):m.end("name")]  # algorithm ..., which we term Grapheme Pair Encoding (GPE)'


def _method_long_form(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the long form the acronym spells (``long_form_start``) holds a method's head word (``_METHOD_HEAD_NEAR``):
    'a Fine-grained Information-enhanced Approach for Translation (FIAT)' names an approach for a task, not the task."""
    before = _long_side(doc, m)
    start = long_form_start(before, m["name"])
    return start is not None and _METHOD_HEAD_NEAR.search(before, start) is not None


def _other_name(doc: Document) -> str | None:
    """A name from the weaker passes: a name the authors give ('which we term X'), an acronym defined after a verb, a
    colon, a lower-case name."""
    if (acronym := _acronym_name(doc)) is not None:
        return acronym
    for m in _matches(doc, _ACRONYM_LONG, _ACRONYM_LONG_STEMS, within=_NEW_ARTIFACT_CUE):
        if _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    for m in _matches(doc, _ARTIFACT_COLON, _VERB_STEMS):
        if _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    for m in _matches(doc, _ACRONYM_FAR, _VERB_STEMS):
        if (_ok(m["name"], proposed=True) and (_noun_phrase(words := m["object"].split()) or _spelled_object(words, m["name"]))
                and not _EXAMPLES_OF.search(m[0])
                and not _OTHERS_BEFORE.search(doc.norm, max(0, m.start() - 16), m.start())
                and not _MODIFIER_BEFORE.search(doc.norm, max(0, m.start() - 8), m.start())
                and not (doc.title and _named_title(doc.title))):  # far from the verb, a coined title prefix names it better
            return doc.text[m.start("name"):m.end("name")]
    for m in doc.finditer(_NEW_ACRONYM, within=_NEW_ARTIFACT_CUE):
        if (_ok(m["name"]) and not _OTHERS_BEFORE.search(doc.before(m.start(), 16))
                and not (doc.title and _named_title(doc.title))):  # far from any verb, a coined title prefix names it better
            return doc.text[m.start("name"):m.end("name")]
    for m in doc.finditer(_APPOSITIVE_ACRONYM):
        if _ok(m["name"], proposed=True) and (f := _found(doc, m)) is not None and f[0] != m["name"]:
            return f[0]
    for m in doc.finditer(_COLON, within=_COLON_CUE):
        if _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    called = _we_call(doc, 0, doc.norm)
    if called is not None:
        return called
    lower = next(doc.finditer(_LOWER), None) or next(doc.finditer(_LOWER_NEW, within=_NAMING_CUE), None)
    if lower is None or doc.title and _named_title(doc.title):
        return None  # a coined title prefix names it better than lower-case words ('EpO-Net: ...' over 'input-dropout')
    return doc.text[lower.start("name"):lower.end("name")]


def _we_call(doc: Document, start: int, window: str) -> str | None:
    """The first name the authors give with 'we call/term/name/dub' (``_WE_CALL``) from ``start`` within ``window``
    (the text from there on), its acronym when one follows; not a problem or phenomenon they name ('To address this
    problem, which we call Feature Twist')."""
    if not doc.can_match(_WE_CALL, within=_WE_CALL_CUE) or not _WE_CALL_CUE.search(window):
        return None  # the batch prefilter first: the cue is rare
    for m in doc.finditer(_WE_CALL, within=_WE_CALL_CUE):
        if m.start() < start or m.start() > start + len(window):
            continue
        if (_ok(m["name"], proposed=True) and not _PROBLEM_BEFORE.search(doc.before(m.start(), 50))
                and (f := _found(doc, m)) is not None and not _PLURAL_WORD_END.search(f[0])):
            return f[0]
    return None


# a name ending in a plain plural word names a class of things the paper defines ('meaningful structures we call Norm
# Concepts'), not its method ('VLM-RMs', an acronym, is one)
_PLURAL_WORD_END = regex.compile(r"(?<![\w-])[A-Z][a-z]{2,30}s$")
