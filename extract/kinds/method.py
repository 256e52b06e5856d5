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
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import regex

from abstract_claims.kinds.dataset import LETTER_THEN_COINED, MODEL_PREFIX, PLURAL_ACRONYM, language_pair
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.reading.vocab import (common_phrases, dataset_names_folded, known_long_forms, model_families, not_methods,
                                           widely_used_names)

_COINED = (r"(?:(?:[A-Z][a-z]{0,20}(?:[A-Z0-9²³₀-₉][\w\-+²³₀-₉]{0,25})|[A-Z]{2,}[\w\-+]{0,20}|[A-Za-z]{1,15}-[A-Z][\w\-]{0,20}|[a-z]{1,15}(?:-[a-z]{1,15}){1,2}-[A-Z][\w\-]{0,20}"
           r"|[a-z]{1,3}[A-Z][\w\-+]{0,20}"
           r"|\d{1,2}[A-Z][A-Za-z0-9]{1,25}(?:-[A-Z0-9][\w\-+]{0,20})?|\d{1,2}[A-Z]-[A-Z0-9][\w\-+]{0,20})"  # led by a digit: '3DCertify', '3D-GPT', '2K2K' (not '3D', '3D-aware')
           r"(?:(?<=\d)\.\d{1,2}(?![\w.]))?)")  # a version: 'BanFakeNews-2.0'; a superscript: 'M²IV', a subscript: 'A₃B₂'
# markup around a name: '\textit{VT-Bench}', '**Twinsight**', and in math mode '$\texttt{SPIN}$' (as CoRL and ICLR write)
_OPEN = r"(?:\$?(?:\\text(?:bf|it|sc|tt|sf)\{|\\emph\{|\\math(?:rm|sf|tt|bf)\{)|\*{1,2}|_|`)?"
_CLOSE = r"(?:\}\$?|\*{1,2}|_|`)?"
_END = r"(?=[,:;(\s~—–]|\.\s|\.$|$)"  # a name ends at punctuation, a dash or space (a TeX tie too: 'IQARS~(...)'), not inside 'LF-AmazonTitles-1.3M'
_VERB_STEMS = ("propos", "introduc", "present", "develop", "design", "devis", "releas", "build", "construct", "offer",
               "creat", "contribut", "formulat", "describ")
_VERB = rf"(?:{'|'.join(_VERB_STEMS)})\w{{0,4}}"
_PROPOSE_STEMS = ("propos", "introduc", "present")
_ARTIFACT = (r"(?:framework|method|approach|model|algorithm|paradigm|technique|system|architecture|benchmark|dataset|"
             r"pipeline|strategy|policy|mechanism|optimizer|network|agent|library|toolkit|tool|metric|loss|suite|"
             r"corpus|procedure|scheme|family|solver|estimator|objective|attack|defense|language|platform|protocol|solution)")

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
                                           rf"(?P<name>(?P<lead>[A-Z][a-z]{{2,30}})(?:\s[A-Z][a-z]{{2,30}}){{0,3}}){_CLOSE}"
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
                                              rf"[\w-]{{1,25}},\s{_OPEN}(?P<name>{_COINED}){_CLOSE},\s(?:which|that|an?|the)\s")),
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
# ... or a quoted name of any casing there: 'a simplified approach called “shared weight self-attention,”', 'a web
# application called “Find your Figure”' (quotes after a bare naming verb as often name a phenomenon: 'perplexity curse')
_QUOTED_LOWER = regex.compile(rf"\b(?:{_ARTIFACT}|application|app)s?,?\s(?:called|dubbed|termed|coined|named)\s[“\"‘]"
                              r"(?P<name>\w[\w-]{0,30}(?:\s[\w-]{1,20}){0,4}?),?[”\"’]")
_QUOTED_CUE = regex.compile(r"(?:called|dubbed|termed|coined|named)\s[“\"‘]")  # what _QUOTED_LOWER requires, for the prefilter
_NAMING_CUE = regex.compile(r"(?:called|dubbed|termed|coined|named)\s")  # what _LOWER_NEW requires, for the prefilter
# "Inconsistency-Aware Minimization (IAM)": the words after a found name end in its acronym
# (markup may close the name and wrap the acronym: '**LongCodeBench** (**LCB**)')
# (or its short form, said so: 'SlowFast-LLaVA-1.5 (abbreviated as SF-LLaVA-1.5)', '(I-RAVEN for short)')
_SHORT_FORM = r"(?:(?:abbreviated|abbr\.|shortened|short|referred\sto|denoted)\s(?:as\s|to\s)?)?"
_THEN_ACRONYM = regex.compile(rf"[”\"'’]?{_CLOSE}(?:\s(?:[A-Z][\w-]{{0,25}}|of|for|and|via|with|in|on|the|to|a)){{0,8}}[\s~]?"
                              rf"\({_SHORT_FORM}{_OPEN}(?P<name>{_COINED}(?:\s[A-Z]{{2,6}})?){_CLOSE}(?:\sfor\sshort)?\)")
# ... or a capitalized word of the name's initial ("SHApley Value-guided Embedding Reduction (Shaver)")
# (and lower-case words between: "COnditional Relation based Sentiment Analysis framework (CORSA)")
# (words may carry markup and end in a LaTeX tie: '\textbf{WIN} rate \textbf{D}ominance~(WIND)')
_THEN_WORD = regex.compile(rf"[”\"'’]?{_CLOSE}(?:\s[\w\\{{}}-]{{1,25}}){{0,8}}[\s~]?\((?P<name>{_COINED}|[A-Z][a-z]{{2,15}})\)")


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
# between the verb and the acronym: examples of a known thing, or a concept rather than an artifact
_EXAMPLES_OF = regex.compile(r"\b(?:such\sas|like|e\.g\.|including|the\s(?:notion|concept|problem|task|setting)\sof)\s", regex.IGNORECASE)
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
_OTHERS_BEFORE = ending_here(regex.compile(r"\b(?:recently|previously|originally|widely|commonly|been|was|were)\s$", regex.IGNORECASE))
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
# words that start a prepositional phrase or a clause: after one the acronym names what the method uses, works on
# or is for ('a method for minimally invasive surgery (MIS)', 'based on Layer-wise Adaptive Rate Scaling (LARS)',
# 'a scheme and study passive human-robot interaction (HRI)'), unless it stands inside a title-case long form
_NOT_OBJECT = frozenset("""of for in on at to from by with via using based through into onto over under between towards toward
against within without than that which where when who whose while is are was were be been being and or but as such like
its their this these those it they we can could will would may should has have had not also then upon use
integrating combining incorporating leveraging exploiting utilizing utilising employing applying adapting measuring
enabling allowing capturing addressing tackling exploring integrates combines incorporates uses employs leverages
exploits utilizes adopts relies builds extends learns""".split())  # ... or a verb of its own ('integrating the Discrete Wavelet Transform (DWT)')
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
_TITLE = regex.compile(rf"^\s*(?P<name>{_COINED}|[A-Z][a-z]{{2,20}})\s?[:：]")  # a full-width colon too ('MeteGS：...')
# title prefixes: "TinyRouter: ...", "Privacy Checklist: ...", "Talking Head Anime 4: ...", "VaPR - ...",
# "SeaExam and SeaBench: ..." (the first), "byteSizedLLM@DravidianLangTech 2025: ..." (a team's name)
_TITLE_PREFIX = regex.compile(r"^\s*(?P<prefix>[^:：]{1,80}?)\s?(?:[:：]\s?(?=\S)|\s[-–—]\s)")  # 'X:Y' and 'X：Y' too
_CODED = regex.compile(r"\d|[a-z][A-Z]|[A-Z]{2}|^[A-Z][a-z]+(?:-[a-z]+){1,3}-[A-Z]")  # coined: 'Anime 4', 'VaPR', 'Predict-then-Calibrate', 'Physics-in-the-Loop'
_TITLE_WORD = regex.compile(r"^(?:[A-Z0-9$\\][\w$^{}\\.+²³-]{0,30}|[a-z]{1,4}[A-Z][\w+-]{0,25}|[a-z]{1,20}(?:-[a-z]{1,20}){0,4}-then-[\w-]{1,30})$")
# how phrases (not names) start and which topic words end them: "Beyond Accuracy", "Federated Learning"
_PHRASE_START = frozenset("""A An The On In Of For To From Towards Toward Beyond Rethinking Revisiting Understanding
Learning Improving Exploring Investigating Evaluating Analyzing Assessing Measuring Benchmarking Probing When What Why
How Is Are Do Does Can Should Not Less More Breaking Bridging Unlocking Making Scaling Enhancing Mitigating Boosting
Leveraging Harnessing Dissecting Demystifying Unveiling Towards Large Deep Neural Efficient Robust Fast Simple
Better Generalized Multi Multilingual Cross Scalable Adaptive Federated Interpretable Explainable Self Data Position""".split())
_TOPIC_END = frozenset("""Learning Models Model Networks Network Systems System Survey Review Analysis Study Studies
Approach Approaches Methods Method Perspective Perspectives Matters Detection Generation Classification Recognition
Segmentation Estimation Prediction Translation Retrieval Reasoning Alignment Optimization Inference Training
Deblurring Denoising Set Problem Problems Bottleneck Design""".split())
_YEAR_END = regex.compile(r"\b(?:19|20)\d\d$")
_ACRONYM_AFTER = regex.compile(rf"{_CLOSE}[\s~]?\({_SHORT_FORM}{_OPEN}(?P<name>{_COINED}){_CLOSE}(?:\sfor\sshort)?\)")  # right after the title's prefix
_SURVEY = regex.compile(r"\b(?:Survey|Review|Tutorial|Overview|Primer)\b")
_SURVEY_SUBTITLE = regex.compile(r"\s*(?:An?|The)\s(?:[\w-]{1,20}\s){0,3}(?:Survey|Review|Tutorial|Overview|Primer)\b")


_DESCRIPTIVE = regex.compile(r"-(?:based|driven|aware|free|like|style|level|wise|specific|agnostic|guided|augmented|only|scale)$")


_PARTS = regex.compile(r"[\s-]")  # the words of a name: 'GC-VLN' -> 'GC', 'VLN'
_BUILT_ON_MODEL = regex.compile(r"-[A-Z][A-Za-z0-9]{1,}$")  # 'ViT-Pro', 'LLaVA-Med', not 'Llama-3', 'GPT-4V', 'ResNet-variant'


def _ok(name: str, *, proposed: bool = False) -> bool:
    """Not a generic acronym, a model family, a descriptive compound or a class of models. ``proposed``: a
    name the title's prefix or a proposing construction gives may build on a model family or a one-letter
    prefix with a capitalized word after a hyphen ('ViT-Pro: ...', 'we propose LLaVA-Med', 'R-CNN'): it
    names the paper's own model; elsewhere ('an acronym after our') 'LLaMA-Adapter' may be a baseline."""
    return (name not in not_methods()
            and not (MODEL_PREFIX.match(name) and not (proposed and (_BUILT_ON_MODEL.search(name) or LETTER_THEN_COINED.match(name)
                                                                     or _extends_family(name))))
            and not _DESCRIPTIVE.search(name) and not PLURAL_ACRONYM.match(name) and not _DIGIT_UNIT.match(name)
            and not language_pair(name, both=True))  # 'a ... Korean-English discourse-level corpus': its languages (not 'Senti-Persian')


# a digit-led token that is a quantity or a class of things, not a coined name: degrees of freedom ('6DoF', '3DOF'),
# drives and rates ('4WD', '10Hz'), plurals ('3DMMs', '3D-LLMs')
_DIGIT_UNIT = regex.compile(r"^\d[\w-]*(?:DoF|DOF|DoFs|WD|Hz|[A-Z]s)$")


# a digit and capitals glued after a family's name: a new name ('LoRA2D', 'BERT2Vec'); one capital alone is a version's
# mark or a size ('GPT4V', 'Llama3B')
_DIGIT_THEN_CAPITALS = regex.compile(r"^\d(?:D|[A-Z][A-Za-z]{2,20})$")
# the words after a family's name and a hyphen that make a variant of it, not a new name ('RoBERTa-large', 'Llama-chat')
_VARIANTS = frozenset("large base small tiny mini medium chat instruct xl xxl lite pro plus ultra turbo preview vision".split())


def _extends_family(name: str) -> bool:
    """Whether a proposed name goes on from a model family's name with a glued capitalized part or a hyphenated word
    that is no variant of the family: the paper's own ('we introduce StableMDS', 'we propose LoRA-drop').

    >>> [_extends_family(n) for n in ("StableMDS", "LoRA-drop", "QwenLong", "RoBERTa-large", "GPT-generated", "BERT", "GPT-4o")]
    [True, True, True, False, False, False, False]

    ... or with a digit glued to capitals after it ('we propose LoRA2D', 'BERT2Vec'), not a version or size ('Qwen2',
    'LLaMA2-7B', 'GPT4V', 'Llama3B').

    >>> [_extends_family(n) for n in ("LoRA2D", "BERT2Vec", "Qwen2", "LLaMA2-7B", "GPT4V", "Llama3B", "GPT4o")]
    [True, True, False, False, False, False, False]
    """
    family = MODEL_PREFIX.match(name)
    rest = name[family.end():] if family else ""
    if _DIGIT_THEN_CAPITALS.match(rest):
        return True
    if rest[:1].isupper():
        return rest.isalpha() and len(rest) >= 2
    word = rest[1:]
    return (rest[:1] == "-" and word.isalpha() and word.islower() and len(word) >= 3 and word not in _VARIANTS
            and not word.endswith(("ed", "ing")))  # 'GPT-generated', 'BERT-fused': a participle describes


def _found(doc: Document, m: regex.Match) -> tuple[str, bool] | None:
    """The name (its acronym when one follows) and whether it names an evaluation artifact; None when
    the acronym that follows is a generic concept ('introducing Low-Rank Adaptation (LoRA)')."""
    start, end = m.start("name"), m.end("name")
    then = _THEN_ACRONYM.match(doc.norm, end) or _then_word(doc, m["name"], end)
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


def _fallback(doc: Document) -> str | None:
    """The weaker passes, in order, for an abstract none of the stronger passes names."""
    return (_title_acronym(doc) or _longer_acronym(doc, _named_title(doc.title)) or _title_phrase(doc) or _title_piece(doc) or _subtitled(doc)
            or _title_owned(doc)
            or _title_subject(doc) or _subject(doc) or _quoted(doc) or _spelled_acronym(doc) or _passive_acronym(doc)
            or _defined_by_apposition(doc) or _emphasized(doc) or _capitalized_kind(doc) or _novel_apposition(doc)
            or _first_of_several(doc) or _family_acronym(doc) or _title_end_acronym(doc)) if doc.title else (
                _subject(doc) or _quoted(doc) or _spelled_acronym(doc) or _passive_acronym(doc) or _defined_by_apposition(doc)
                or _emphasized(doc) or _capitalized_kind(doc) or _novel_apposition(doc) or _first_of_several(doc)
                or _family_acronym(doc))


# a coined name as the subject of a result or a working verb, first in its sentence or after 'show that':
# 'Experiments show that DeepCert outperforms ...', '**SurvivalBoost** not only outperforms 12 ... models',
# 'ISTC uses convolution layers': the abstract's name for what it made, never introduced by a verb.
# Finite forms only ('AMR-to-text generation is', 'SmartMove users' are no verbs).
_SUBJECT_VERB = (r"(?:outperform(?:s|ed)?|achiev(?:es|ed)|surpass(?:es|ed)|improv(?:es|ed)|yield(?:s|ed)|reach(?:es|ed)|"
                 r"attain(?:s|ed)|beats|exceed(?:s|ed)|deliver(?:s|ed)|establish(?:es|ed)|sets|obtain(?:s|ed)|reduc(?:es|ed)|"
                 r"enabl(?:es|ed)|provid(?:es|ed)|offer(?:s|ed)|learn(?:s|ed)|generat(?:es|ed)|produc(?:es|ed)|consist(?:s|ed)|"
                 r"captur(?:es|ed)|leverag(?:es|ed)|uses|used|integrat(?:es|ed)|combin(?:es|ed)|employ(?:s|ed)|adapt(?:s|ed))")
_SUBJECT = regex.compile(rf"""(?:^|(?<=[.!?]\s{{1,2}})|(?<=\b(?:shows?|showed|demonstrates?|demonstrated|find|found|reveals?|
                          indicates?|confirms?)\sthat\s))
                          {_OPEN}(?P<name>{_COINED}){_CLOSE}\s(?:(?:also|further|consistently|significantly|not\sonly|
                          substantially|clearly|then|thus|therefore)\s)?{_SUBJECT_VERB}\b""", regex.VERBOSE)
_SUBJECT_CUE = regex.compile(rf"\s{_SUBJECT_VERB}\b")  # what _SUBJECT requires, for the prefilter


# what follows a name that is the subject of a result or working verb: 'Streaming flow policy outperforms prior methods'
# (or set off by commas after 'our approach': 'show that our approach, High-rate Mixout, achieves')
_SUBJECT_NEXT = regex.compile(rf""",?\s(?:(?:also|further|consistently|significantly|not\sonly|substantially|clearly|then|thus|
                              therefore)\s)?{_SUBJECT_VERB}\b""", regex.VERBOSE)
_SUBJECT_BEFORE = ending_here(regex.compile(r"""(?:(?:^|[.!?]\s{1,2}|\b(?:shows?|showed|demonstrates?|demonstrated|find|found|
                                             reveals?|indicates?|confirms?)\sthat\s)(?:the\s)?
                                             |\b(?:our|the\sproposed)\s(?:approach|method|model|framework|algorithm|system|technique),\s)$""",
                                            regex.VERBOSE | regex.IGNORECASE))


def _title_subject(doc: Document) -> str | None:
    """The title's prefix of two to four words (before a colon or dash) when the abstract writes it, in any casing, as
    the subject of a result or working verb ('Streaming flow policy outperforms prior methods' under 'Streaming Flow
    Policy: Simplifying ...'): a name in use, though plain words (coined ones the title pass took already)."""
    m = _title_prefix(doc.title or "")
    prefix = m["prefix"].strip() if m else ""
    if not 2 <= len(prefix.split()) <= 4 or not _ok(prefix) or _SURVEY.search(doc.title or ""):
        return None
    for at in word_starts(doc.norm.lower(), prefix.lower()):
        if _SUBJECT_NEXT.match(doc.norm, at + len(prefix)) and _SUBJECT_BEFORE.search(doc.norm, max(0, at - 40), at):
            return doc.text[at:at + len(prefix)]
    return None


def _subject(doc: Document) -> str | None:
    """The first coined name that is the subject of a result or working verb (``_SUBJECT``), when no pass and no
    title named the method; not a model family, a generic acronym or a known dataset ('SQuAD provides'), nor a name
    the title holds (the title passes did not take it: the title uses or studies it, 'Lemmatization ... Using the ByT5
    Model', 'BERTopic for Topic Modeling ...: A Comparative Study')."""
    for m in doc.finditer(_SUBJECT, within=_SUBJECT_CUE):
        if (_ok(m["name"]) and m["name"].lower() not in dataset_names_folded()
                and next(word_starts(doc.title or "", m["name"]), None) is None and not _listed_with_others(doc, m["name"])):
            return doc.text[m.start("name"):m.end("name")]
    return None


# a name coordinated with another coined name: one of several systems compared ('two Ancient Greek-specialized (GreTa
# and PhilTa) and two general models ... PhilTa achieves the best results'), not the paper's own
# (a bare comma is no coordination: 'on resized ImageNet, RCIG sees ...')
_OTHER_BEFORE = regex.compile(rf"(?<![\w-]){_COINED},?\s(?:and|or|vs\.?|versus)\s$")
_OTHER_AFTER = regex.compile(rf",?\s(?:and|or|vs\.?|versus)\s{_COINED}(?![\w-])")


def _listed_with_others(doc: Document, name: str) -> bool:
    """Whether the abstract lists ``name`` beside another coined name anywhere (``_OTHER_BEFORE``, ``_OTHER_AFTER``)."""
    return any(_OTHER_BEFORE.search(doc.before(at, 40)) or _OTHER_AFTER.match(doc.norm, at + len(name))
               for at in word_starts(doc.norm, name))


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


def _others_work(doc: Document, m: regex.Match[str], pass_name: str, stems: tuple[str, ...] | None) -> bool:
    """Whether a pass's match names someone else's artifact: after 'recently/previously introduced', or an
    apposition after a preposition ('on the real-world dataset COWC') that is not new or ours, or to an
    artifact called existing or traditional."""
    before = doc.norm[max(0, m.start() - 16):m.start()]
    return bool(stems and _OTHERS_BEFORE.search(before)) or (
        pass_name == "appositive" and (bool(_USED_BEFORE.search(before[-12:])) and not _NEW.search(m[0])
                                       or bool(_OTHERS_ARTIFACT.search(m[0])))) or (
        pass_name == "called" and bool(_SO_BEFORE.search(before)) and not _CODED.search(m["name"]))


# 'so-called' (or 'sometimes/commonly/also called') before plain words: others' term for a known thing ('so-called
# Givens rotations', 'the so called Stixel World', 'a posterior sampling algorithm, sometimes called Thompson sampling');
# before a coined name often the paper's own, as some write it ('the so-called Q-AMSGradR algorithm', 'also called COLA')
_SO_BEFORE = regex.compile(r"\b(?i:so|sometimes|often|commonly|usually|generally|also|frequently|widely)[-\s]$")


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


# a long form that ends in a task's head word names the task its acronym abbreviates, not the paper's method
_TASK_ACRONYM = regex.compile(r"""\b(?i:analysis|grounding|attribution|detection|recognition|classification|understanding|
                                      answering|segmentation|translation|captioning|summari[sz]ation|anti-spoofing|forecasting|
                                      condensation|identification|localization|tracking|parsing|tagging)\s{0,2}\([^()]{1,20}\)$""",
                              regex.VERBOSE)
_TASK_LETTERS = regex.compile(r"[A-Z][A-Za-z]{1,3}")  # a task's acronym: two to four letters ('VG', 'MCQA', 'OoD')
# ... '(SCOD), an ... framework', '(XY) method'; not a plural ('Face Anti-Spoofing (FAS) models': the task's)
_ARTIFACT_NEXT = regex.compile(rf"(?:,\s(?:an?|the)\s(?:[\w-]{{1,25}}\s){{0,3}}?|\s)(?i:{_ARTIFACT})\b")


# a modal before the verb: what a thing can do or usually is, not what the paper makes ('can introduce bias in inverse
# propensity weighting (IPW) estimators', 'is often called lexical semantic change (LSC)': 8 of 8 such on 15,000 large
# abstracts name no method)
_MODAL_BEFORE = ending_here(regex.compile(r"\b(?:can|could|may|might|would|will|must|should|often|typically|usually|"
                                          r"inevitably)\s$", regex.IGNORECASE))
# ... nor others' work as the verb's subject ('Recent work introduced Leakage in Captioning (LIC), a ... metric')
_OTHERS_SUBJECT = ending_here(regex.compile(r"\b(?:recent|prior|previous|earlier|existing|other|past)\s(?:work|works|studies|"
                                            r"study|research|literature|approaches|methods|papers?|efforts)\s(?:has\s|have\s)?$"
                                            r"|\bwho\s$",  # '... of Balasubramanian et al. (2022), who introduced Fisher information ($\\mathsf{FI}$)'
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
    if _known_long_form(doc, m):
        return None
    if (outer := _THEN_WORD.match(doc.norm, m.end())) is not None and m["name"] in outer["name"] and _ok(outer["name"]):
        return str(outer["name"])  # 'a novel Geometric Preserving Ground-to-Aerial (G2A) image synthesis (GPG2A) model'
    later = _we_call(doc, m.end(), doc.after(m.end(), 200))  # 'an improvement to the Byte Pair Encoding (BPE)
    return later or doc.text[m.start("name"):m.end("name")]  # algorithm ..., which we term Grapheme Pair Encoding (GPE)'


def _long_side(doc: Document, m: regex.Match[str]) -> str:
    """The words of an acronym match before the acronym's bracket, where its long form stands."""
    return doc.norm[m.start():m.start("name")].rsplit("(", 1)[0]


def _before_bracket(doc: Document, name: str) -> str:
    """Up to 150 characters before the first '(<name>)' of the abstract, where its long form stands; '' without one."""
    at = doc.norm.find(f"({name})")
    return doc.norm[max(0, at - 150):at] if at > 0 else ""


def _method_long_form(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the long form the acronym spells (``long_form_start``) holds a method's head word (``_METHOD_HEAD_NEAR``):
    'a Fine-grained Information-enhanced Approach for Translation (FIAT)' names an approach for a task, not the task."""
    before = _long_side(doc, m)
    start = long_form_start(before, m["name"])
    return start is not None and _METHOD_HEAD_NEAR.search(before, start) is not None


_CAPITALIZED_BEFORE = regex.compile(r"[A-Z][\w'’-]*\s$")


def _common_long_form(before: str, acronym: str) -> str | None:
    """The long form right before an acronym's parenthesis (``before`` ends there) when it is a technique, field or
    task many abstracts write (reading/data/common_phrases.txt) or spell out before an acronym
    (reading/data/known_long_forms.txt: 'Sum-of-Squares (SoS)', 'computer-aided design (CAD)'), and all of the name:
    not the end of a longer capitalized one ('History-Aware Hierarchical Transformer (HAHT)' is no 'Hierarchical
    Transformer'); else None. (The first paper to name a technique its followers spell out loses it unless it says
    'our' or its title opens with the name: 'Robust Adversarial Reinforcement Learning (RARL)' under a title of its
    own words is kept by neither; a title that writes every word of the long form kept 3 such and 31 techniques the
    paper applies on 20,000 large abstracts, so it is no exception.)"""
    start = long_form_start(before, acronym)
    if start is None or _CAPITALIZED_BEFORE.search(before, 0, start):
        return None
    long = before[start:].strip()
    folded = long.casefold()
    return long if folded in common_phrases() or folded.strip(_QUOTES) in known_long_forms() else None


_QUOTES = " ,;:\"'“”‘’*_`"  # marks around a long form the mined list leaves out


def _known_long_form(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the acronym's spelled-out long form is a technique, field or task many abstracts write
    (``_common_long_form``: 'Column Generation (CG)', 'Integer Linear Programming (ILP)'), unless the paper
    calls the acronym its own later ('we introduce a new Multiplicative Weights Update (MWU) algorithm ... our MWU
    algorithm': a novel instance is still named by its class, 'a novel visual-inertial odometry (VIO) initialization')."""
    before = _long_side(doc, m)
    return _common_long_form(before, m["name"]) is not None and not _called_ours(doc, m["name"], m.end())


def _called_ours(doc: Document, name: str, start: int = 0) -> bool:
    """Whether the abstract writes 'our <name>' from ``start`` on (a plain string search: no pattern per name)."""
    return any(doc.norm[max(0, at - 4):at].casefold() == "our " for at in word_starts(doc.norm, name) if at >= start)


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


# the first sentence where the authors propose something ('we present', 'this paper proposes', 'we further introduce')
_PROPOSING = regex.compile(r"\b(?i:we|this\s(?:paper|work|study|article|letter))\s(?:\w{1,15}\s){0,2}?"
                           r"(?i:propos|introduc|present|develop|design|devis|build|construct|formulat)\w{0,4}\b")
# an acronym in parentheses, two capitals or more ('(ORISE)', '(MSwR)', '(PARS-GEN)')
_PAREN_ACRONYM = regex.compile(r"\((?P<name>[A-Z][A-Za-z0-9-]{1,14})\)")
# between the verb and the long form, a preposition or a verb of use makes the long form something the paper works on
# or with ('a fast algorithm for Density-Based Spatial Clustering ... (DBSCAN)', 'leverages Augmented Natural Language
# (ANL) formatting', 'a variant of the Random Sample Matching (RANSAM) approach') ...
_NOT_OWN_LEAD = _NOT_OBJECT - {"and", "or"}
# ... unless punctuation, a naming word or 'by' comes right before it: 'a budgeted controller, Bound-Guided Selective
# Stabilization (BGSS)', 'called the Multi-branch ... (MOptEqs)', 'an efficient ... SDLM optimized by Online
# Reinforcement with Interactive Speech Evaluation (ORISE)', '1) the Virtual Adversarial Domain Adaptation (VADA) model';
# not a comma after another definition ('approach for Question Answering (QA), Machine Reading Comprehension (MRC)')
_NAMING_LEAD = ending_here(regex.compile(r"(?:(?<!\))[,:;]|\s-|\d\)|\b(?:called|named|termed|dubbed|defined|coined|by|"
                                         r"(?:referred\sto|known|denoted|abbreviated)\sas))\s{1,2}(?:(?:the|a|an|our)\s)?$",
                                         regex.IGNORECASE))
# ... and a long form right after a task's name is that task's ('our submission for SemEval 2020 Task 4 - Commonsense
# Validation and Explanation (ComVE)')
_TASK_LEAD = ending_here(regex.compile(r"\b(?:task|challenge|competition|track)s?(?:\s\d{1,2})?\s?[-:,]?\s{1,2}(?:(?:the|a|an)\s)?$",
                                       regex.IGNORECASE))


def _spelled_acronym(doc: Document) -> str | None:
    """An acronym the first proposing sentence defines by spelling it out (``long_form_start``) and the abstract uses
    again, when no construction names anything: 'we present an efficient full-duplex SDLM optimized by Online
    Reinforcement with Interactive Speech Evaluation (ORISE). In ORISE, we design ...'. The last pass: the long form
    must be capitalized and stand as the verb's own object (``_NOT_OWN_LEAD``, ``_NAMING_LEAD``), never a generic
    acronym (``_ok``); a task or a model the paper only uses is defined the same way."""
    for m in doc.finditer(_PROPOSING):
        end = doc.sentence_of(m.end())[1]
        for acronym in doc.finditer(_PAREN_ACRONYM, m.end(), end):
            name = acronym["name"]
            if sum(c.isupper() for c in name) < 2 or not _ok(name, proposed=True):
                continue
            before = doc.norm[m.end():acronym.start()]
            start = long_form_start(before, name)
            if start is None or not before[start:start + 1].isupper():
                continue
            lead = before[:start]
            used = any(word.strip(",").lower() in _NOT_OWN_LEAD for word in lead.split()) and not _NAMING_LEAD.search(lead)
            reused = next(word_starts(doc.norm[acronym.end():], name), None) is not None
            if _TASK_LEAD.search(lead) or used or not reused:
                continue
            return doc.text[acronym.start("name"):acronym.end("name")]
        return None  # only the first proposing sentence: later ones add parts
    return None


# a name the paper's passive sentence proposes: 'In this work, a Hierarchical Graph Attention Network (HGAT) is
# proposed', 'an unsupervised visual-inertial odometry framework (UnVIO) is proposed', 'the novel Attention-Gated
# Conditional Random Fields (AG-CRFs) are proposed' (the acronym, then perhaps its artifact word, then the verb)
_PASSIVE = regex.compile(rf"\((?P<name>{_COINED})\)(?:\s{_ARTIFACT})?,?\s(?:is|are)\s(?:then\s|further\s|also\s|first\s)?"
                         r"(?:proposed|developed|introduced|presented|designed|devised|constructed)\b")
_PASSIVE_CUE = regex.compile(r"\)(?:\s\w{1,12})?,?\s(?:is|are)\s(?:\w{1,7}\s)?(?:propos|develop|introduc|present|design|devis|construct)")
# ... not a part of the method ('First, a Channel Shuffle Module (CSM) is proposed'), nor one after a word that makes it
# something the subject works on or with ('a hybrid controller using a behavior tree (BT) is developed', 'a scheme
# based on Markov Random Field (MRF) is introduced', 'an actuator driven by a series elastic actuator (SEA)')
_PART_HEAD = regex.compile(r"\b(?:module|block|layer|loss|unit|head|branch|component|term|operator|cell)s?\s$", regex.IGNORECASE)
_PART_LEAD = regex.compile(r"^\s?(?:first(?:ly)?|second(?:ly)?|then|next|moreover|furthermore|additionally|in\saddition|besides|"
                           r"also|finally|recently|previously|meanwhile|at\slast|lastly)\b", regex.IGNORECASE)


def _passive_acronym(doc: Document) -> str | None:
    """The first acronym a passive sentence proposes, spelled out by the words right before it (``long_form_start``)
    from the start of its clause: the subject is the artifact, so no preposition or verb of use may lead into it."""
    for m in doc.finditer(_PASSIVE, within=_PASSIVE_CUE):
        name = m["name"]
        if sum(c.isupper() for c in name) < 2 or not _ok(name, proposed=True):
            continue
        sentence_start = doc.sentence_of(m.start())[0]
        clause = doc.norm[sentence_start:m.start()]
        comma = clause.rfind(", ")
        lead_in = clause[:comma] if comma >= 0 else ""
        clause = clause[comma + 2:] if comma >= 0 else clause
        start = long_form_start(clause, name)
        if start is None or _PART_HEAD.search(clause) or _PART_LEAD.match(lead_in):
            continue
        if any(word.strip(",").lower() in _NOT_OWN_LEAD for word in clause[:start].split()):
            continue
        return doc.text[m.start("name"):m.end("name")]
    return None


# a lower-case name a proposing verb gives and an apposition defines as an artifact: 'we propose diffusion tempering, a
# novel regularization technique', 'We introduce collapsed compilation, a novel approximate inference algorithm', 'we
# propose influence tuning—a procedure that ...' (in large.parquet 55 of 57 such names where no pass found one are the
# paper's method; not a determiner or a verb of use: 'we propose using experience sharing')
_LOWER_DEFINED = regex.compile(
    rf"""\b(?i:we|this\s(?:paper|work|study))\s(?:\w{{1,12}}\s)?(?:propose|introduce|present|develop|design)[sd]?\s
    (?!(?:the|our|an|this|these|that|those|its|their|new|novel|two|three|several|various|some|such|both|each|it|them|to|how|
          what|why|using|applying|leveraging|combining|exploiting|adding|training|incorporating)\b)
    (?P<name>[a-z][a-z-]{{2,25}}(?:\s[a-z][a-z-]{{2,25}}){{0,3}})
    (?:,\s|\s?[—–]\s?|\s-\s)(?:an?|the)\s(?:[\w-]{{1,20}}\s){{0,4}}?{_ARTIFACT}s?\b""", regex.VERBOSE)


# ... or the other way round, a lower-case or title-case name in apposition to the new artifact a proposing verb gives:
# 'we propose a new decoding strategy, self-consistency, to replace ...', 'we introduce a new metric, joint-policy
# correlation, to quantify ...', 'a novel framework, named selfmem, which', 'we propose a new framework, Strategic
# Conformal Prediction, which' (a naming word or an article before the name is not part of it; in all of large.parquet
# the title-case names where no pass found one were 19 of 19 the paper's method)
_APPOSED = regex.compile(
    rf"""\b(?i:propos|introduc|present|develop|design)\w{{0,4}}\s(?:here\s)?(?:a|an)\s(?:new|novel|simple|general)\s
    (?:[\w-]{{1,20}}\s){{0,2}}?(?:{_ARTIFACT}|measure|heuristic|criterion|regularizer|representation|formulation)
    (?:\s(?:of|for)\s[\w-]{{1,20}}(?:\s[\w-]{{1,20}}){{0,2}})?,\s
    (?:(?:called|named|namely|termed|dubbed)\s)?(?:the\s)?
    (?!(?:and|or|with|which|that|for|to|of|in|on|by|as|via|using|based|where|whose|its|their|our)\b)
    (?P<name>[a-z][a-z-]{{2,25}}(?:\s[a-z][a-z-]{{2,25}}){{0,2}}|[A-Z][a-z]{{2,25}}(?:\s[A-Z][a-z]{{1,25}}){{1,3}}),\s
    (?:which|that|whose|where|an?|the|to|in|for|with)\b""",
    regex.VERBOSE)


def _defined_by_apposition(doc: Document) -> str | None:
    """The first lower-case name a proposing verb gives and an apposition defines (``_LOWER_DEFINED``), or a name in
    apposition to the new artifact it gives (``_APPOSED``), or the acronym of a title-case long form set off by a comma
    or a colon after the verb's object (``_LONG_FORM_APPOSED``): the last resort, after every pass that reads coined
    names, acronyms and the title."""
    m = next(doc.finditer(_LOWER_DEFINED), None) or next(doc.finditer(_APPOSED), None)
    if m is not None:
        return doc.text[m.start("name"):m.end("name")]
    for m in doc.finditer(_LONG_FORM_APPOSED):
        head = doc.norm[m.start():m.start("long")]
        if (long_form_start(m["long"] + " ", m["name"]) == 0 and _ok(m["name"], proposed=True)
                and not _APPOSED_NOT_MADE.search(head)):
            return doc.text[m.start("name"):m.end("name")]
    return None


# ... not a task or problem the paper poses ('introduce a new task, Novel Slot Detection (NSD)'), not others' work named
# by a passive ('have been proposed to stabilize GAN training: Optimistic Mirror Descent (OMD), ...'), not a thing the
# object uses ('by generating text directly from a semantic representation, Abstract Meaning Representation (AMR)')
_APPOSED_NOT_MADE = regex.compile(r"^\w+ed\b|\b(?:tasks?|problems?|settings?|challenges?)[,:]\s$"
                                  r"|\b(?:from|on|using|with|by|via|over|than|against|into)\s(?:an?|the|this|these|its|their)\s"
                                  r"(?:[\w-]{1,25}\s){0,3}[\w-]{1,25}[,:]\s$", regex.IGNORECASE)


# a proposing verb's object, then a comma or a colon and the title-case long form of an acronym, spelled by it from its
# first word: 'propose a state-of-the-art configuration of these components, Rabbit NeRV (RNeRV).', 'we propose a
# successor representation that incorporates an uncertainty envelope over states: Gaussian Distributional Successor
# Features (GDSF).'
_LONG_FORM_APPOSED = regex.compile(rf"""\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s[^.;:()]{{0,160}}?[,:]\s
    (?P<long>[A-Z][\w-]{{1,25}}(?:\s(?:[A-Z][\w-]{{1,25}}|of|for|and|with|in|on|the|to|via)){{1,7}})\s?
    \({_OPEN}(?P<name>{_COINED}){_CLOSE}\)""", regex.VERBOSE)


def _quoted(doc: Document) -> str | None:
    """The title's prefix quoted in the abstract ('an attention matrix we refer to as “Reversed Attention”' under
    'Reversed Attention: ...', over 'a technique called “attention patching”'), else a quoted name an artifact noun and
    a naming verb give (``_QUOTED_LOWER``); after every other pass: quotes name phenomena as often as methods."""
    prefix = _title_prefix(doc.title or "")
    if prefix is not None and len(prefix["prefix"].split()) >= 2:
        at = doc.norm.lower().find(prefix["prefix"].strip().lower())  # the title's prefix quoted: its name
        if at > 0 and doc.norm[at - 1] in "“\"‘" and doc.norm[at + len(prefix["prefix"].strip()):][:1] in "”\"’":
            return doc.text[at:at + len(prefix["prefix"].strip())]
    m = next(doc.finditer(_QUOTED_LOWER, within=_QUOTED_CUE), None)
    return doc.text[m.start("name"):m.end("name")] if m else None


# a lower-case phrase set in emphasis right after a proposing verb (two words or more: one is mostly an adjective, 'we
# propose the \emph{balanced}') or after an artifact noun and a naming word: the authors' coined name for what they make
# ('we therefore propose \textit{selective internal emphasis} to amplify', 'a direct solution called \emph{flooding}',
# 'a new training strategy, dubbed *proximal matching*'); the emphasis marks the coinage
_EMPHASIZED = regex.compile(rf"""\b(?:(?i:propos|introduc|present)\w{{0,4}}\s(?:(?:a|an|the)\s)?(?:(?:novel|new)\s)?
                                   (?:\\textit\{{|\\emph\{{|\*{{1,2}}|_)(?P<name>[a-z][a-z-]{{2,25}}(?:\s[a-z][a-z-]{{1,25}}){{1,4}})
                                 |(?i:{_ARTIFACT}|solution|measure|notion|loss|objective)s?,?\s(?:called|named|termed|dubbed|coined)\s
                                   (?:the\s)?(?:\\textit\{{|\\emph\{{|\*{{1,2}}|_)(?P<named>[a-z][a-z-]{{2,25}}(?:\s[a-z][a-z-]{{1,25}}){{0,4}}))
                                (?:\}}|\*{{1,2}}|_)(?![\w-])""", regex.VERBOSE)
_ADJECTIVE_END = regex.compile(r"(?:ic|ant|ent|al|ive|ous|ful|less|ble|ary|ed)$")  # one word that describes: 'called *empathic*'
# ... nor a description ending in a generic head ('a *data augmentation strategy*', 'the *weak-strong distance oracle
# model*' of computation, 'an *optimal early stopping method*')
_GENERIC_HEAD = regex.compile(r"\s(?:models?|methods?|strateg(?:y|ies)|approach(?:es)?|frameworks?|algorithms?|techniques?|schemes?|"
                              r"modules?|mechanisms?|constraints?|settings?|problems?)$")
_EMPHASIS_CUE = regex.compile(r"\\textit\{|\\emph\{|\*[a-z]|_[a-z]")  # what _EMPHASIZED requires, for the prefilter


def _emphasized(doc: Document) -> str | None:
    """A coined lower-case name in emphasis after a proposing verb or a naming word (``_EMPHASIZED``), not a problem or
    phenomenon so named; after every other pass."""
    for m in doc.finditer(_EMPHASIZED, within=_EMPHASIS_CUE):
        group = "name" if m["name"] is not None else "named"  # the proposing verb's branch, or the naming word's
        name = m[group]
        before = doc.before(m.start(), 50)
        if ((not _PROBLEM_BEFORE.search(before) or group == "name" and _SOLVED_BY.search(before)) and _ok(name)
                and not (" " not in name and _ADJECTIVE_END.search(name)) and not _GENERIC_HEAD.search(name)):
            return doc.text[m.start(group):m.end(group)]
    return None


# capitalized words a proposing verb gives before a lower-case kind of artifact: 'we propose a Level Set Traversal
# algorithm', 'we present a novel Sort and Snap estimator', 'the proposed Cascade Sampling algorithm' (capitals name
# it; the read gold writes the words without the kind, unless the title has it); not a known technique ('an Expectation Maximization
# algorithm', reading/data/common_phrases.txt) nor a description ('a Convolutional Neural Network-based model')
_CAP_WORD = r"(?:[A-Z][\w'’]*(?:-[\w'’]+){0,3})"
_CAPITALIZED_KIND = regex.compile(
    rf"""(?:\b(?i:we|paper|work|study)\s(?:\w{{1,15}}\s){{0,2}}?(?:propose|introduce|present|develop|design)[sd]?\s(?:(?:a|an|the|our)\s)?
         |\b(?i:the\sproposed|our(?:\sproposed)?)\s)
        (?:(?:novel|new|simple|general|unified|principled|first|efficient|effective|lightweight|practical|generic)\s(?:and\s)?){{0,2}}
        (?P<name>{_CAP_WORD}(?:\s(?:and|of|for|to|via)\s{_CAP_WORD}|\s{_CAP_WORD}){{1,4}})
        \s(?P<kind>framework|approach|algorithm|method|estimator|model|technique|scheme|architecture|paradigm|
        pipeline|procedure|loss|sampler|policy|protocol)s?\b""", regex.VERBOSE)


# ... nor a task's or field's name ('a Cross-domain Machine-Generated Text Detection approach', 'a novel Reinforcement
# Learning approach'), nor two coined names joined by 'and' ('the DPE-SDI and SIC-SDA algorithms')
_FIELD_END = regex.compile(r"\s(?:Planning|Learning)$")  # (the task heads are _GENERIC_END's; every word is capitalized)
_TWO_CAPITALS = regex.compile(r"[A-Z]{2}")


def _capitalized_kind(doc: Document) -> str | None:
    """Capitalized words a proposing verb gives before a lower-case kind of artifact (``_CAPITALIZED_KIND``), not a
    known technique; after every other pass. The kind too when the title writes it with them."""
    for m in doc.finditer(_CAPITALIZED_KIND):
        name = m["name"]
        if (name.lower() not in common_phrases() and not _DESCRIPTIVE.search(name) and _ok(name)
                and not _FIELD_END.search(name) and not _GENERIC_END.search(name)
                and not any(MODEL_PREFIX.match(w) for w in name.split()) and not _ACRONYM_SOON.match(doc.norm, m.end())
                and not (" and " in name and _TWO_CAPITALS.search(name))):
            if f"{name} {m['kind']}".casefold() in (doc.title or "").casefold():
                return doc.text[m.start("name"):m.end("kind")]  # the title writes the kind in the name: 'Style-Friendly SNR Sampler: ...'
            return doc.text[m.start("name"):m.end("name")]
    return None


# a coined name set off by a comma before 'a novel' or 'a new' and an artifact word, whatever comes before it ('We
# address both issues with QR-max, a novel model-based algorithm', 'we propose, SABR, a novel such certified training
# method'); not the last word of a longer name or a common noun ('Causal MoMa, a new framework', 'a multi-RRT (local
# trees), a new algorithm')
_NOVEL_APPOSITION = regex.compile(
    rf"""(?<![A-Z][\w-]{{0,20}}\s|\b(?i:a|an|the)\s)(?<![\w-])(?P<name>{_COINED})(?:\s?\([^()]{{1,80}}\))?,\s(?:a|an)\s(?:novel|new)\s
         (?:[\w-]{{1,25}}\s){{0,5}}?{_ARTIFACT}s?\b""", regex.VERBOSE)


# two or three methods proposed side by side after a colon, the first named (GUIDELINE: the first of two parallel
# methods): 'we propose two new algorithms: SVRP and Catalyzed SVRP', 'two single-time scale algorithms:
# \texttt{Prox-DASA} and \texttt{Prox-DASA-GT}'
_SEVERAL = regex.compile(rf"""\b(?i:propos|introduc|present|develop|design)\w{{0,4}}\s(?:two|three)\s(?:[\w-]{{1,25}}\s){{0,5}}?
                            (?:methods|algorithms|approaches|models|frameworks|architectures|variants|strategies|estimators|
                               techniques|schemes|networks)(?:\s(?:in|for|of|to)\s[^:.;]{{1,40}})?:\s(?:the\s|namely\s)?
                            {_OPEN}(?P<name>{_COINED}){_CLOSE}(?:\s\([^()]{{1,60}}\))?(?:\sand|,)\s""", regex.VERBOSE)
_SEVERAL_CUE = regex.compile(r"\b(?:two|three)\s")  # what _SEVERAL requires, for the prefilter


# a plural acronym a present-tense proposing verb or a naming word gives, whose long form ends in a model's plural head:
# the paper's own family of models ('we propose simplicial scattering networks (SSNs)', 'called Ternary Random Features
# (TRFs)'), which the acronym pass leaves to the title (``_acronym_candidate``); not games, problems or tasks
_FAMILY_ACRONYM = regex.compile(rf"""\b(?i:propose|introduce|present|called|named|termed|dubbed)\s(?:[\w'-]{{1,25}}\s){{0,6}}?
                                    [\w'-]{{0,25}}(?i:networks|nets|models|machines|transformers|processes|flows|encoders|
                                    autoencoders|forests|kernels|trees|features|fields|operators|estimators|classifiers|
                                    filters|descriptors|embeddings|layers|functions|circuits|representations)
                                    \s?\((?P<name>[A-Z]{{2,}}s)\)""", regex.VERBOSE)
_FAMILY_CUE = regex.compile(r"[A-Z]{2,}s\)")  # what _FAMILY_ACRONYM requires, for the prefilter
# a sentence about others' work: 'Recently, mixture models ..., called subtractive mixture models (SMMs), have been proposed'
_OTHERS_SENTENCE = regex.compile(r"\b(?i:recently|previously|have\sbeen|has\sbeen|were|was|recent\s(?:work|works|studies|research))\b")


def _family_acronym(doc: Document) -> str | None:
    """The plural acronym of the paper's own family of models (``_FAMILY_ACRONYM``), after every other pass, when two
    words or more spell it out ('compressive autoencoders (AEs)' is a class), unless others' (``_OTHERS_BEFORE``,
    'so-called' or 'often called', a sentence about others' work) or a known technique's (``_known_long_form``)."""
    for m in doc.finditer(_FAMILY_ACRONYM, within=_FAMILY_CUE):
        sentence = doc.norm[slice(*doc.sentence_of(m.start()))]
        before = _long_side(doc, m)
        start = long_form_start(before, m["name"])
        if (start is not None and len(before[start:].split()) >= 2 and _ok(m["name"][:-1], proposed=True)
                and not _OTHERS_BEFORE.search(doc.before(m.start(), 16)) and not _SO_BEFORE.search(doc.before(m.start(), 16))
                and not _EXAMPLES_OF.search(m[0]) and not _known_long_form(doc, m) and not _OTHERS_SENTENCE.search(sentence)):
            return doc.text[m.start("name"):m.end("name")]
    return None


# a title with no colon that ends in its name's acronym: 'Active Boosted Learning (ActBoost)', 'Image Difficulty Curriculum
# for Generative Adversarial Networks (CuGAN)'
_TITLE_END_ACRONYM = regex.compile(rf"\((?P<name>{_COINED})\)\s*$")


def _title_end_acronym(doc: Document) -> str | None:
    """The acronym a colon-less title ends with when two or more of the title's words right before it spell it out and
    they are no technique, task or device many abstracts write (common_phrases.txt, known_long_forms.txt: 'Unmanned
    Aerial Vehicle (UAV)', 'Large Language Models (LLMs)'), after every other pass."""
    title = (doc.title or "").strip()
    m = _TITLE_END_ACRONYM.search(title)
    if m is None or ":" in title or not _ok(m["name"], proposed=True):
        return None
    before = title[:m.start()]
    start = long_form_start(before, m["name"])
    if (start is None or len(before[start:].split()) < 2 or _common_long_form(before, m["name"]) is not None
            or _TASK_ACRONYM.search(title)):
        return None  # (nor a task's acronym: '... Maximum Inner Product Search (MIPS)')
    return m["name"]


def _first_of_several(doc: Document) -> str | None:
    """The first of two or three methods a proposing verb lists after a colon (``_SEVERAL``), after every other pass."""
    for m in doc.finditer(_SEVERAL, within=_SEVERAL_CUE):
        if _ok(m["name"], proposed=True):
            return doc.text[m.start("name"):m.end("name")]
    return None


def _novel_apposition(doc: Document) -> str | None:
    """A coined name a comma sets before 'a novel' or 'a new' artifact (``_NOVEL_APPOSITION``), after every other pass."""
    for m in doc.finditer(_NOVEL_APPOSITION):
        if _ok(m["name"], proposed=True):
            return doc.text[m.start("name"):m.end("name")]
    return None


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
_PROBLEM_BEFORE = regex.compile(r"\b(?:problem|phenomenon|phenomena|issue|effect|bias|behaviou?r|challenge|failure|tendency)s?\b",
                                regex.IGNORECASE)
# ... unless the problem is what the named thing solves: 'We address this challenge by introducing \emph{oriented
# affordance frames}, a structured representation'
_SOLVED_BY = ending_here(regex.compile(r"\b(?:address|tackl|solv|overcom|mitigat|alleviat|remed|resolv|handl|fix)\w{0,4}\s"
                                       r"(?:this|these|the|such|both|those)\s(?:[\w-]{1,20}\s){0,2}"
                                       r"(?:problem|challenge|issue|limitation|gap)s?,?\s(?:by|via|through|with)\s$", regex.IGNORECASE))


# a phrase a proposing verb takes with no article, up to punctuation, a parenthesis or the words that describe it
# ('we propose negative-prompt inversion a method', 'we propose *relevance paraphrasing*, a simple strategy',
# 'we present local ensembles, a method'): a name when the title holds it too (``_title_phrase``); not after 'which we
# call', which as often names a phenomenon the paper finds ('which we call semantic leakage', 'cascaded gaps')
_PHRASE = regex.compile(r"""\b(?i:we|this\s(?:paper|work))\s(?:here\s|first\s|further\s|then\s)?(?:propose|introduce|present|develop)s?\s
                            [*_`“"']?(?P<phrase>[\w-]{2,30}(?:\s[\w-]{2,30}){0,3}?)[*_`”"']?
                            (?=,|\.(?:\s|$)|;|:|\s\(|\s-\s(?:an?|the)\s|\s(?:a|an|as|which|that|to|for|in|on|with|framework|method|approach|model|technique|algorithm)\b)""",
                     regex.VERBOSE)
# ... not a description, a count or what a paper presents besides a method ('an adaptive', 'two simple ways', 'lower bounds',
# 'stability analysis', 'the development of')
_NOT_PHRASE_FIRST = frozenset("a an the our this these those some two three four several many new novel simple general unified".split())
_NOT_PHRASE_LAST = frozenset("""of for and to in on with by analysis analyses guarantees guarantee bounds bound remarks guidelines study studies
results solutions insights experiments design development overview survey review findings evidence framework method approach model
technique algorithm learning""".split())


def _title_phrase(doc: Document) -> str | None:
    """A phrase the abstract proposes with no article that the title also holds, in any casing: the name of a method
    written in lower case ('we propose negative-prompt inversion' under 'Negative-Prompt Inversion: Fast Image
    Inversion', 'we present local ensembles, a method' under 'Detecting Extrapolation with Local Ensembles'), or the acronym
    the abstract gives it (SPEC section 3)."""
    title = (doc.title or "").lower()
    for m in doc.finditer(_PHRASE):
        words = m["phrase"].lower().split()
        if ((len(words) < 2 and "-" not in words[0]) or words[0] in _NOT_PHRASE_FIRST or words[-1] in _NOT_PHRASE_LAST
                or not _ok(m["phrase"])):
            continue
        if next(word_starts(title, " ".join(words)), None) is not None:  # a str.find: no pattern compiled per abstract
            acronym = _ACRONYM_AFTER.match(doc.norm, m.end("phrase"))  # 'monotone-value neural networks (MVNNs)'
            if acronym is not None and acronym["name"] not in not_methods():
                return doc.text[acronym.start("name"):acronym.end("name")]
            return doc.text[m.start("phrase"):m.end("phrase")]
    return None


# the title cut where a method's name ends: at a colon, a dash, a full stop or question mark, and at the prepositions
# that join a method to its task ('Reasoning Knowledge Filter for Logical Table-to-Text Generation', 'Defense against
# Prompt Injection Attacks via Mixture of Encodings', 'Revisiting Machine Unlearning with Dimensional Alignment')
_TITLE_CUT = regex.compile(r"\s?[:?!]\s?|\.\s|\s[-–—]\s|\s(?i:via|with|using|through|for|by|in|on|from|towards?|without|under|"
                           r"against|beyond|and|as)\s")
# what the abstract writes right before a title's piece it proposes: a proposing verb, an article, 'novel', then either
# nothing ('we propose a mean-field microcanonical gradient descent'), a short description ending in an artifact noun
# ('a novel defense mechanism: mixture of encodings', 'a framework reasoning knowledge filter') or a longer one ending
# in a naming verb ('a novel evaluation metric for machine unlearning coined dimensional alignment')
_PROPOSED_BEFORE = ending_here(regex.compile(
    r"""(?:\b(?:propos|introduc|present|develop|formaliz)\w{0,4}\s(?:(?:a|an|the)\s)?(?:(?:novel|new)\s)?
         (?:(?:(?!(?:task|problem|setting|challenge|phenomenon|scenario)s?\s)[\w-]{1,25}\s){0,5}?(?:called|coined|named|termed|dubbed)\s
           |(?:[\w-]{1,25}\s){0,2}?(?:framework|method|approach|model|technique|algorithm|mechanism|metric|measure|strategy|
                                     scheme|paradigm|objective|loss|module|procedure):?\s))
        [*_`“"']?$""", regex.VERBOSE | regex.IGNORECASE))
_PROPOSED_BARE = ending_here(regex.compile(r"\b(?:propos|introduc|present|develop)\w{0,4}\s(?:(?:a|an|the)\s)?(?:(?:novel|new)\s)?[*_`“\"']?$",
                                           regex.IGNORECASE))
# ... and after it, where a name ends: punctuation, an artifact noun or a clause ('an adaptive prompting approach that')
_PIECE_END = regex.compile(rf"[*_`”\"']?(?:[,.;:(]|\s(?:that|which|to|for|as|{_ARTIFACT})\b)", regex.IGNORECASE)


# ... or any title piece the abstract writes capitalized, word by word, right after the bare verb ('we propose a
# Reinforcement Speculative Decoding method' under 'Reinforcement Speculative Decoding for Fast Ranking'): a name, where a
# lower-case 'a graph neural network for ...' is a topic
_TITLE_CASED = regex.compile(r"[A-Z][\w'-]*(?:\s[A-Z][\w'-]*){1,4}")
# ... not a technique, field or task many abstracts write ('Federated Learning', 'Model Predictive Control': mined,
# reading/data/common_phrases.txt), a task ('Cross-domain Machine-Generated Text Detection') or a description ending
# in a generic head ('a Multi-agent Retrieval-Augmented Framework')
_GENERIC_END = regex.compile(r"\s(?:Detection|Recognition|Classification|Segmentation|Generation|Translation|Summarization|"
                             r"Prediction|Retrieval|Answering|Parsing|Tracking|Estimation|Framework|Approach|Method|System|"
                             r"Pipeline|Strategy|Models?)$")


# (an acronym given a little later in the clause names it: 'a Model-Agnostic Social Network Refinement framework with
# Diffusion Models for Robust Social Recommendation (ARD-SR)')
_ACRONYM_SOON = regex.compile(r"[^.()]{0,100}\([A-Z][\w-]{1,15}\)")


def _coined_title_case(text: str) -> bool:
    return (_TITLE_CASED.fullmatch(text) is not None and not _GENERIC_END.search(text)
            and text.lower() not in common_phrases())


def _title_piece(doc: Document) -> str | None:
    """A piece of the title (``_TITLE_CUT``) of two to five words, or one hyphenated word, that the abstract proposes right
    after a proposing verb (``_PROPOSED_BEFORE``), in any casing: the name of a method the abstract writes in lower case
    or as a plain phrase ('we propose an adaptive prompting approach' under 'Adaptive Prompting: Ad-hoc Prompt
    Composition'), as the abstract writes it (SPEC section 3). Title pieces the abstract only uses are topics, not names;
    a title's first piece after a bare verb is one too often ('we propose a graph neural network for ...' under 'Graph
    Neural Network for ...': 204 of 15,000 large.parquet abstracts, mostly topics, tried in session 21), so 'introducing
    the strong product model' under 'The Strong Product Model for Network Inference' gives no name."""
    norm, title = doc.norm.lower(), doc.title or ""
    prefix = _title_prefix(title)
    # the title's name itself (its prefix before a colon or dash, or the whole title when nothing cuts it) may follow
    # the verb bare: 'we propose an adaptive prompting approach' under 'Adaptive Prompting: ...', 'we propose a mean-field
    # microcanonical gradient descent' under 'Mean-Field Microcanonical Gradient Descent'
    whole = prefix["prefix"] if prefix else title if not _TITLE_CUT.search(title) else None
    for piece in _TITLE_CUT.split(title):
        bare = piece == whole
        words = piece.split()
        if words and words[0] in ("The", "the", "A", "a", "An", "an"):
            words = words[1:]  # 'The Strong Product Model for ...'
        piece = " ".join(words).rstrip(".")
        low = piece.lower()
        if (not (2 <= len(words) <= 5 or len(words) == 1 and "-" in piece[1:-1]) or "," in piece or low not in norm
                or not _ok(piece)):
            continue  # the cheap checks first: most pieces are not in the abstract at all
        for at in word_starts(norm, low):
            before = doc.norm[max(0, at - 90):at]  # a slice, not doc.before: no sentence split for a rare pass
            if ((_PROPOSED_BEFORE.search(before)
                 or (bare or _coined_title_case(doc.text[at:at + len(piece)])
                     and not _ACRONYM_SOON.match(doc.norm, at + len(piece))) and _PROPOSED_BARE.search(before)
                 and _PIECE_END.match(norm, at + len(piece)))
                    and not norm.startswith("-", at + len(piece))):
                return doc.text[at:at + len(piece)]
    return None


# the title's prefix the abstract calls its own ('our proposed cognitive overload is a black-box attack' under 'Cognitive
# Overload: Jailbreaking ...', 'our Radar Velocity Transformer is' under 'Radar Velocity Transformer: ...')
_OWNED_BEFORE = regex.compile(r"\bour\s(?:proposed\s|new\s|novel\s)?$", regex.IGNORECASE)
_TOPIC_END_FOLDED = frozenset(w.casefold() for w in _TOPIC_END)


def _title_owned(doc: Document) -> str | None:
    """A title prefix of two to five words that the abstract writes after 'our' ('our (proposed) <prefix>'), in the
    abstract's casing: the paper's name for what it made even when it reads like a phrase, as no topic word ends it
    (``_TOPIC_END``: 'Open Problem', 'Trajectory Alignment', 'Action recognition' are topics) and no 'and' joins two
    things ('Magnetotactic bacteria and microjets: A comparative study'). On all 130,423 large.parquet abstracts: 28 with
    no other name, about 23 of them right."""
    m = _title_prefix(doc.title or "")
    if m is None:
        return None
    prefix = m["prefix"].strip()
    words = prefix.split()
    if (not 2 <= len(words) <= 5 or words[-1].casefold() in _TOPIC_END_FOLDED or " and " in prefix or _SURVEY.search(prefix)
            or prefix.casefold() in common_phrases() or not _ok(prefix)):
        return None
    low = doc.norm.lower()
    if len(low) != len(doc.norm):
        return None  # a character whose lower case is longer: offsets would not match
    for at in word_starts(low, prefix.lower()):
        end = at + len(prefix)
        if _OWNED_BEFORE.search(doc.norm, max(0, at - 20), at):  # (word_starts: a whole word)
            return doc.text[at:end]
    return None


# a subtitle that says the prefix is an artifact: 'Deep Conservation: A Latent-Dynamics Model for ...', 'Long Range Arena: A
# Benchmark for ...', 'Expansion Cones: A Progressive Volumetric Mapping Framework'
_ARTIFACT_SUBTITLE = regex.compile(r"^(?:An?|The)\s(?:[\w-]{1,25}\s){0,4}?(?i:framework|method|approach|benchmark|data\s?set|toolkit|"
                                   r"library|model|system|algorithm|corpus|technique|platform|suite|metric|measure|estimator|"
                                   r"architecture|network|pipeline|policy|loss|strategy|scheme|protocol|tool|environment|simulator|"
                                   r"agent|solver|index|score)s?\b")


def _subtitled(doc: Document) -> str | None:
    """A title's prefix of one to four capitalized words when the subtitle calls it an artifact (``_ARTIFACT_SUBTITLE``);
    not a phrase ('Towards Proactive Navigation: A ... Model', 'Learning With Subquadratic Regularization: A ... Approach')."""
    title = doc.title or ""
    m = _title_prefix(title)
    if m is None or ":" not in m[0]:
        return None
    prefix, rest = m["prefix"].strip(), title[m.end():]
    words = prefix.split()
    if (not _ARTIFACT_SUBTITLE.match(rest) or not 1 <= len(words) <= 4 or not all(w[:1].isupper() for w in words)
            or words[0] in _PHRASE_START or words[0].endswith("ing") or words[-1] in _TOPIC_END or not _ok(prefix)
            or "," in prefix or prefix.lower() not in doc.norm.lower()):
        return None  # ... and the abstract writes it: a name in use, not the title's slogan ('Clarity Amidst Blur: A ... Method')
    return prefix


def _title_acronym(doc: Document) -> str | None:
    """The acronym the abstract gives the title's prefix (``Replay across Experiments: ...`` and
    ``Replay across Experiments (RaE)`` -> ``RaE``): the prefix names the method even when it reads
    like a phrase."""
    m = _title_prefix(doc.title or "")
    if m is None:
        return _whole_title_acronym(doc)
    if (len(m["prefix"].split()) < 2 or m["prefix"].split()[-1] in _TOPIC_END
            or _SURVEY.search(doc.title or "")):
        return None  # 'Bandit Convex Optimization: Towards Tight Bounds', '... Search: Survey and Taxonomy'
    prefix = m["prefix"].strip().lower()
    at = doc.norm.lower().find(prefix)  # a plain search: a pattern per title would be compiled per abstract
    found = _ACRONYM_AFTER.match(doc.norm, at + len(prefix)) if at >= 0 else None
    return found["name"] if found and _ok(found["name"]) else None


_WORDS_THEN_ACRONYM = regex.compile(rf"(?:\s[A-Z][\w-]{{1,25}}){{1,4}}\s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)")


def _longer_acronym(doc: Document, name: str | None) -> str | None:
    """``name``, or the acronym the abstract gives it with a few title-case words after it ('Stop-Think-AutoRegress: ...'
    and 'The Stop-Think-AutoRegress Language Diffusion Model (STAR-LDM)' -> 'STAR-LDM', as GUIDELINE prefers acronyms)."""
    if name is None:
        return None
    for at in word_starts(doc.norm, name):
        m = _WORDS_THEN_ACRONYM.match(doc.norm, at + len(name))
        if m is not None and m["name"][0].casefold() == name[0].casefold() and _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    return name



def _whole_title_acronym(doc: Document) -> str | None:
    """The acronym the abstract gives a whole title of two to five words right after a proposing verb ('Feasible
    Learning' and 'We introduce Feasible Learning (FL), a sample-centric learning paradigm' -> 'FL'): the paper's own
    definition, kept even when the acronym usually means something else (``not_methods()``: federated learning)."""
    title = (doc.title or "").strip()
    if not 2 <= len(title.split()) <= 5 or _TITLE_CUT.search(title):
        return None
    at = doc.norm.lower().find(title.lower())
    found = _ACRONYM_AFTER.match(doc.norm, at + len(title)) if at >= 0 else None
    if (found is None or not _PROPOSED_BARE.search(doc.before(at, 40)) or MODEL_PREFIX.match(found["name"])
            or PLURAL_ACRONYM.match(found["name"])):
        return None  # a class of models ('Any-Precision Deep Neural Networks (DNNs)') is no name either
    return found["name"]


@lru_cache(maxsize=8)
def _title_prefix(title: str) -> regex.Match[str] | None:
    """``_TITLE_PREFIX.match(title)``, kept for the few titles in hand: several passes ask it of one
    document's title, and ``regex`` takes about 10 us to answer."""
    return _TITLE_PREFIX.match(title)


@lru_cache(maxsize=8)
def _named_title(title: str) -> str | None:
    """``_title_name(title)``, kept for the few titles in hand: ``_name`` and ``_other_name`` ask it of one title."""
    return _title_name(title)


# after a model family's name, a capitalized word: a name built on the family ('BERTTune'), not the family ('GPT-4')
_CAPITALIZED_WORD = regex.compile(r"[A-Z][a-z]{2}")


def _ok_title(name: str, *, alone: bool = True) -> bool:
    """``_ok`` for a one-word title prefix, which names the paper's artifact by standing alone before the colon: a plural
    acronym ('BEATs: Audio Pre-Training', 'CATs: Task Planning'), a metric's word in capitals ('RECALL: Replay-Based
    Continual Learning', 'PASS: Protected Attribute Suppression System') or a model family's name, with a version or
    not, is a name here: the paper that made the family ('ELECTRA: ...', 'YOLOv7: ...', 'Mamba: ...') or a new artifact
    that took the name ('FALCON: Adaptive Cross-Domain APT Attack Investigation'; all 97 such single-word prefixes of
    large.parquet are the paper's own); a generic acronym ('GANs: ...') is not, nor a family one of two names
    (``alone`` False: 'ELECTRA and GPT-4o: ...' compares them) unless a capitalized word goes on from it ('BERTTune')."""
    if name in not_methods() or _DESCRIPTIVE.search(name):
        return False
    if _ok(name, proposed=True):
        return True
    family = MODEL_PREFIX.match(name)
    if family is None:
        return bool(PLURAL_ACRONYM.match(name))
    if alone:
        return True
    if name.lower() in model_families():
        return False  # 'ELECTRA and GPT-4o: ...': the family itself
    return (name.isupper() and name.isalpha() and len(name) >= 4) or bool(_CAPITALIZED_WORD.match(name, family.end()))


# a title's prefix that spells a name out and gives its acronym in parentheses: the acronym names the method
# (longer than the acronym: 'F2 (FutureFiction)' spells nothing out)
_TITLE_LONG_ACRONYM = regex.compile(rf"^(?P<long>[A-Z][^():]{{2,80}}?)\s?\((?P<acr>{_COINED})\)$")


# a team's handle at a workshop and its year opening a title with no colon ('LIMSI @ WMT 2020', 'CiteQA@CLSciSumm 2020',
# 'DLTCNITPY@DravidianLangTech 2025 Abusive Code-mixed Text Detection System'): the team's name, as with a colon
_TEAM_LEAD = regex.compile(r"^\s*(?P<team>[\w-]{2,30}\s?@\s?[\w-]{2,30}(?:\s[\w-]{1,30}){0,4}?[\s-]?(?:19|20)\d\d)(?=\s|$)")


# 'The' and one coined word before a data head word: the coined word names the data ('The PRECOM-SM Corpus',
# 'The MegaFace Benchmark'; not 'The Moral Integrity Corpus', plain words, nor 'The BiGGen Bench', whose head is its name's)
_THE_DATA_TITLE = regex.compile(r"The\s(?P<name>(?=\S*(?:\d|[a-z][A-Z]|[A-Z]{2}))[A-Za-z0-9][\w.+-]{1,30})\s"
                                r"(?:Dataset|Corpus|Benchmark|Database|Treebank|Collection|Challenge)")


# words that make a title's several-word prefix a clause or a slogan when they follow its first word
_CLAUSE_WORDS = frozenset("The Your Our My Is Are Not No You We It Its Their Do Does Can Be What When Why How".split())


# a verb of showing before a title's name: 'Demonstrating MOSART: ...', 'Introducing PneuAct: ...' (RSS demo papers)
_SHOWING_LEAD = regex.compile(r"^(?:Introducing|Demonstrating|Presenting)\s(?=\S*(?:\d|[a-z][A-Z]|[A-Z]{2}))")


# a one-word title prefix led by lower-case letters with a capital or a digit after them ('simpleKT', 'microbatchGAN',
# 'nerf2nerf', 'data2vec'): every such prefix of large.parquet's titles is a name (the coined-name pattern takes one to
# three letters before a capital: 'iCaRL', 'mT5'); not hyphened lower-case words, which a phrase may be ('fine-tuning')
_LOWER_LED_TITLE = regex.compile(r"^[a-z][a-z0-9]{1,20}[A-Z0-9][\w+-]{0,25}$")


# a one-word title prefix marked as a name by a star (a search algorithm's: 'ARA*', 'Smooth-RRT*', 'PEA*+IDA*'), or by an
# ampersand or an apostrophe joining capitalized parts ('Drive&Segment', 'PA&DA', 'Grasp’D', "Nevis'22"; not 'Bump’em')
_MARKED_TITLE = regex.compile(r"^(?:[A-Za-z][\w-]{0,20}\*(?:\+[A-Za-z][\w-]{0,20}\*?)?|[A-Z][\w-]{0,20}(?:&|['’])[A-Z0-9][\w-]{0,20})$")
# 'The' and one capitalized word, coined or not: a system's name ('The Trajectron', 'The Cubli', 'The MantisBot'; every such
# prefix of large.parquet's titles but 'The Simulator' names the paper's system; a topic word ends no name: 'The Learning',
# nor is one of two things a name: 'The Clock and the Pizza')
_THE_ONE_TITLE = regex.compile(rf"The\s(?P<name>(?!(?:{'|'.join(sorted(_TOPIC_END))})$)[A-Z][\w-]{{1,30}})")


def _title_name(title: str) -> str | None:
    """The title's prefix before ':' (or ' - ') when it is a name, not a phrase (SPEC section 3).

    >>> [_title_name(t) for t in ("TinyRouter: Fast Routing", "Beyond Accuracy: A Study", "Sparse Router 2: X",
    ...  "VaPR - Vision-language Preference", "SeaExam and SeaBench: Benchmarking", "Federated Learning: A Survey",
    ...  "byteSizedLLM@DravidianLangTech 2025: Fake News Detection", "Predict-then-Calibrate: A New Perspective",
    ...  "KEC_TECH_TITANS@DravidianLangTech 2025:Sentiment Analysis", "byteSizedLLM@NLU of Devanagari Script Languages 2025: Hate",
    ...  "NLP@JUST at SemEval-2020 Task 4: Commonsense", "ALPACA AGAINST VICUNA: Using LLMs", "COFI RANK - Maximum Margin",
    ...  "Trio Innovators @ DravidianLangTech 2025: Multimodal Hate Speech Detection",
    ...  "DLTCNITPY@DravidianLangTech 2025 Abusive Code-mixed Text Detection")]
    ['TinyRouter', None, 'Sparse Router 2', 'VaPR', 'SeaExam', None, 'byteSizedLLM@DravidianLangTech 2025', 'Predict-then-Calibrate', 'KEC_TECH_TITANS@DravidianLangTech 2025', 'byteSizedLLM@NLU of Devanagari Script Languages 2025', None, None, 'COFI RANK', 'Trio Innovators @ DravidianLangTech 2025', 'DLTCNITPY@DravidianLangTech 2025']
    """
    m = _title_prefix(title)
    if m is not None and " " in m["prefix"].strip() and _SURVEY_SUBTITLE.match(title, m.end()):
        return None  # 'AI-Enhanced Vein Biometrics: A Comprehensive Survey': the words are the survey's topic (a coined
        # word may name the survey: 'Graph4LLM: A Systematic Survey of ...', GUIDELINE)
    if m is None:
        team = _TEAM_LEAD.match(title)  # no colon: 'DLTCNITPY@DravidianLangTech 2025 Abusive Code-mixed Text Detection'
        return team["team"] if team and " at " not in team["team"] else None
    prefix = _SHOWING_LEAD.sub("", m["prefix"].strip())  # 'Demonstrating MOSART: ...', 'Introducing RH5 Manus: ...'
    if prefix[:1] in "\"“" and not regex.search(r"[\"“”]", inner := prefix[1:].rstrip("\"”")):
        prefix = inner  # '"Double-DIP": ...', '“ShadowCut” - ...', and a title quoted whole: '"BodySLAM: Joint Camera ..."'
    if ((spelled := _TITLE_LONG_ACRONYM.match(prefix)) is not None and len(spelled["long"]) > len(spelled["acr"]) + 2
            and _ok(spelled["acr"], proposed=True)):
        return spelled["acr"]  # "Self-Taught Optimizer (STOP): ...", "Representation-to-Creativity (R2C): ..."
    if "@" in prefix and (len(prefix.split()) <= 4 or len(prefix.split("@")[0].split()) <= 3 and len(prefix.split()) <= 10
                          and _YEAR_END.search(prefix) and " at " not in prefix):
        return prefix  # a shared-task team: "NLP_goats@DravidianLangTech 2025", "byteSizedLLM@NLU of Devanagari Script
        # Languages 2025", "Trio Innovators @ DravidianLangTech 2025" (a team's name of up to three words)
    pair = prefix.split(" and ")
    first = pair[0].strip()
    words = first.split()
    if len(words) == 1:
        single = _TITLE.match(first + ":")
        if len(pair) > 1 and not _CODED.search(first):
            return None  # "Unbiased and Sign Compression": an adjective, not one of two names
        coined = bool(_TITLE_WORD.match(first) and _CODED.search(first) or _LOWER_LED_TITLE.match(first)
                      or _MARKED_TITLE.match(first))  # 'Riemann$^2$', 'Predict-then-Calibrate', 'simpleKT', 'nerf2nerf', 'ARA*'
        return first if (single or coined) and _ok_title(first, alone=len(pair) == 1) and first not in _PHRASE_START else None
    if (the_data := _THE_DATA_TITLE.fullmatch(first)) is not None and _ok(the_data["name"], proposed=True):
        return the_data["name"]  # "The PRECOM-SM Corpus: ...", "The CropAndWeed Dataset: ...": the data's coined name
    if len(pair) == 1 and (the_one := _THE_ONE_TITLE.fullmatch(first)) is not None and _ok_title(the_one["name"]):
        return the_one["name"]  # "The Trajectron: ...", "The MantisBot: ...", "The QuadHelix-Drive - ...": a system's name
    # several words: a name only with a coined word in it ("Talking Head Anime 4", "Predict-then-Calibrate
    # Networks"); plain capitalized words are far more often a topic ("Performative Recommendation"), and so are words
    # a title shouts ("WHEN TOM EATS KIMCHI", "LLM DEBATE OPPONENT": two long words in capitals among three or more
    # are no acronyms; "COFI RANK" may be a name)
    if len(words) >= 3 and sum(w.isalpha() and w.isupper() and len(w) >= 4 for w in words) >= 2:
        return None
    if any(w in _CLAUSE_WORDS for w in words[1:]):
        return None  # a clause or a slogan, not a name: 'Know Your RAG', 'LLM The Genius Paradox', 'Time Is MattEr'
    if (len(words) <= 4 and all(_TITLE_WORD.match(w) for w in words) and words[0] not in _PHRASE_START
            and not words[0].endswith("ing") and words[-1] not in _TOPIC_END and any(_CODED.search(w) for w in words)
            and _ok(first)):
        return first
    return None
