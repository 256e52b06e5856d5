"""The strong passes (``_PASSES``: a proposing verb's coined name, an artifact word's apposition, ``called``, the name
before its artifact word, a capitalized name an apposition defines, ...), how a match is found (``_matches``) and
whose work it names (``_others_work``), and the patterns the acronym passes share with them."""

from __future__ import annotations

from collections.abc import Iterator

import regex

from abstract_claims.kinds.method.shapes import (_ACRONYM_AFTER, _ARTIFACT, _CLOSE, _CODED, _COINED, _NOT_OBJECT, _ok,
                                                 _OPEN, _OTHERS_BEFORE, _PROPOSE_STEMS, _SHORT_FORM, _SO_BEFORE, _SUBJECT_VERB)
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts


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

_NAMING_STEMS = ("called", "named", "dubbed", "termed", "coined")
# words that make a sentence the paper's own: it speaks, or makes something new
_OWNED = r"(?i:\bwe\b|\bour\b|\bthis\s(?:paper|work|study)\b|\bpropos|\bintroduc|\bpresent|\bnovel\b|\bnew\b)"

# (name, pattern, the stems every match starts with: see ``_matches``; None: scan the abstract)
_PASSES = (
    ("direct", _VERB_STEMS, regex.compile(rf"\b(?i:{_VERB})\s(?:here\s|(?<=(?i:introduc|releas)\w{{0,4}}\s)as\s)?{_OPEN}"
                                          rf"(?P<name>{_COINED}|(?<=(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\s){_HYPHEN_PHRASE}{_PHRASE_APPOSED})"
                                          rf"{_CLOSE}{_END}")),  # 'which we curate and introduce as DocBlocks'
    # ... after 'the' when an apposition defines it: 'we propose the QR-learner, a model-agnostic learner'
    ("direct_the", _PROPOSE_STEMS, regex.compile(rf"\b(?i:{'|'.join(_PROPOSE_STEMS)})\w{{0,4}}\sthe\s{_OPEN}(?P<name>{_COINED}){_CLOSE}"
                                                 rf",\s(?:an?)\s")),

    # (the words between are no clause: not a result verb, 'our proposed framework improves the backbone model TextDiffuser')
    ("appositive", None, regex.compile(
        rf"\b(?i:a|an|the|our|two|three)\s(?:(?!(?:to|of|for|in|on|with|and|that|which|as|{_SUBJECT_VERB})\s)[\w-]{{1,20}}\s"
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
                             # (not after a plural data noun, which lists data used: 'on three real-life data sets,
                             # namely MS COCO, ...', 'two large scale skeleton datasets, namely NTU-RGB+D and ...'; a
                             # singular one names what the paper built: 'we construct a large-scale PPR dataset, namely PPR10K')
                             rf"|namely\s(?<!\b(?:datasets|data\ssets|benchmarks|corpora),?\snamely\s){_OPEN}(?P<name>{_COINED})(?!,\s[A-Z])"  # 'namely Habitual Be' lists
                             # a coined name 'referred to as', 'denoted as', 'abbreviated as' gives in a sentence where the
                             # paper speaks or makes something new ('we propose a novel Support Regularized Sparse Graph,
                             # abbreviated as SRSG'; not 'Gaussian processes referred to as NNGP'), not as a term of art
                             # ('also/commonly referred to as', 'will be referred to as'), nor the first word of a longer
                             # name ('referred to as RT Walker', 'referred to as BwO forest') or of a list ('referred to as
                             # LCDa, LCDb and LCDc'); 'known as' names something already known ('known as the LASSO')
                             # (the lookbehinds after the words, so that they run only where the words are)
                             rf"|(?:referred\sto|denoted|abbreviated)\sas\s"
                             rf"(?<!\b(?i:also|commonly|usually|typically|often|hereafter|henceforth|generally|widely|sometimes|be)"
                             rf"\s(?:referred\sto|denoted|abbreviated)\sas\s)"
                             rf"(?<={_OWNED}[^.;]{{0,215}})"
                             rf"{_OPEN}(?P<name>{_COINED})(?!\s[A-Z]|,\s[A-Z]|\s(?:and|or)\s[A-Z]|\s(?!{_CLAUSE_GOES_ON})[a-z])){_CLOSE}{_END}")),
    # "we propose the DORA method", "we introduce a novel CoolNet framework": the name before its artifact word
    # (a capitalized phrase hyphened around a short word too: 'we propose the Hit-and-Run algorithm', 'we present the
    # Propose-and-Refine Network': six such phrases in large.parquet, each the paper's own)
    # (its spelled-out words may come between: 'we propose the GEO (Generation of Equations by utilizing Operators) model';
    # not an acronym of its own, 'creating our sequence-DiT (sDiT) model', which the acronym pass reads)
    ("premodified", _VERB_STEMS, regex.compile(rf"\b(?i:{_VERB})\s(?i:the|our)\s(?:(?i:novel|new|simple|unified|general)\s)?"
                                  rf"{_OPEN}(?P<name>{_COINED}|{_HYPHEN_PHRASE}){_CLOSE}(?:\s\([^()\s]{{1,40}}\s[^()]{{1,80}}\))?\s(?i:{_ARTIFACT})s?\b")),
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
    # 'the' between the naming word and the name, where an artifact word names the thing right before and the sentence is
    # the paper's: 'a novel architecture, called the Energy Transformer (or ET for short)', 'we develop an optimization
    # algorithm, named the ApproxMPOT algorithm'; last, so that a stronger pass's name wins; not 'a matrix called the
    # Hankel matrix', 'a threshold called the Kesten-Stigum threshold': known things, not artifacts; plain capitalized
    # words only where the title writes them too ('a novel ... model, called the Set Interdependence Transformer' under
    # 'Set Interdependence Transformer: ...'), since with 'the' they are as often a known thing's name ('a physical vocal
    # tract model, called the Maeda model', 'a supervised model called the Judge Model': ``_unconfirmed``)
    ("called_the", _NAMING_STEMS, regex.compile(
        rf"\b(?:called|named|dubbed|termed|coined)\sthe\s(?<=(?i:{_ARTIFACT})s?,?\s\w{{5,6}}\sthe\s)(?<={_OWNED}[^.;]{{0,215}})"
        rf"{_OPEN}(?P<name>{_COINED}|(?P<plain>[A-Z][a-z]{{2,30}}(?:{_CAPITALIZED_ON_SOME}|{_LOWER_WORDS}|(?!\s(?!{_CLAUSE_GOES_ON})[a-z]))))"
        rf"{_CLOSE}{_END}")),
    # a name a naming word gives in brackets right after an artifact word, in the paper's own sentence: 'We propose a
    # multi-stage framework (called MultGreed), where', 'we present a simple and efficient add-on component (termed GrafT)',
    # 'Our platform (named ISP-ML) is'; not a phenomenon or a property so named ('an intriguing phenomenon (named
    # Auto-Linear)', 'policies that are optimal ... (called Pareto-optimal)'): no artifact word before the bracket
    ("bracketed", _NAMING_STEMS, regex.compile(
        rf"\b(?:called|named|dubbed|termed|coined)(?<=\b(?i:{_ARTIFACT})s?\s?\(\w{{5,6}})(?<={_OWNED}[^.;]{{0,215}})"
        rf"\s(?:as\s)?{_OPEN}(?P<name>{_COINED}){_CLOSE}\)")),
)
# what the authors name: 'this method', 'our model', 'these models', 'the resulting algorithm', 'this IR extension' (up
# to three words)
_CALLED_OBJECT = (r"(?:(?:this|these|our|the\sresulting|the\sproposed)\s(?:[\w-]{1,20}\s){1,3}?"
                  rf"|the\s(?:[\w-]{{1,20}}\s){{0,2}}?{_ARTIFACT}s?\s)")  # ... or 'the method', 'the new algorithm'
# (the name may be quoted: 'We name our method “Adversarial Masking”')
# a name the authors give with 'we call/term/name/dub/denote/coin' or 'we refer to as': coined, or two to five capitalized words ('which we term Grapheme
# Pair Encoding (GPE)' -> its acronym, 'which we call Masked Autoregressive Flow.'); one plain capitalized word only
# when punctuation ends it ('what we term Bayesian mutual information' is a quantity described)
_WE_CALL = regex.compile(rf"""\b(?:we|We)\s(?:(?:term|call|name|dub|denote|coin)\s(?P<object>it\s|{_CALLED_OBJECT})?(?:as\s)?(?:the\s(?=[A-Z]))?
                                          |refer\sto\s(?P<referred>it\s|{_CALLED_OBJECT})?as\s(?:the\s(?=[A-Z]))?){_OPEN}[“"]?
                             (?P<name>{_COINED}(?:\s[A-Z][\w-]{{1,30}}){{0,3}}
                                      |[A-Z][a-z]{{2,30}}(?:[\s-][A-Z][\w-]{{1,30}}){{1,4}}(?![\w-]|\s[A-Z])
                                       (?!\s(?!{_CLAUSE_GOES_ON}|we\b|it\b|{_ARTIFACT}s?\b)[a-z])  # plain words: not a longer phrase's first
                                       # words ('which we call the Markov Indian buffet process', 'which we term the Joint Baseline value
                                       # function'); an artifact word is the name's head ('... Topological Smoothing loss, or GATS')
                                      |[A-Z][a-z]{{2,30}}(?=[*_`}}]?[,.;:(])(?![*_`}}]?,\s[A-Z]))  # (not a list's first word: 'we call
                             (?:(?<=“[^“”]{{1,80}})”|(?<="[^"]{{1,80}})")?{_CLOSE}{_END}(?!\sas\s)""", regex.VERBOSE)                    # our approach Look, Read, Reason & Answer')
# (the name is not the object's last word when 'as' gives the name after it: 'We denote our version of BE as FABE')

_WE_CALL_CUE = regex.compile(r"\bwe\s(?:term|call|name|dub|denote|coin|refer\sto)\s", regex.IGNORECASE)
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
_ACRONYM = regex.compile(rf"""(?<!-)\b(?:(?i:{_VERB}|our)|(?<=\b(?i:we)\s)(?:define|establish|suggest|put\sforward|put\sforth)|called|named(?!\sentit)|(?<!\b(?i:datasets|data\ssets|benchmarks|corpora),?\s)namely|termed|dubbed|call|name"""
                         rf"""|(?<!(?i:short|long|mid|near)\s)term(?!\sfrequenc))\s(?:[\w'"*\\{{}}$,/-]{{1,25}}\s){{0,6}}?"""
                         rf"""[\w'"*\\{{}}$-]{{1,40}}\s{{0,2}}\(\s?{_SHORT_FORM}{_OPEN}(?P<name>{_COINED}){_CLOSE}\s?\)""")  # 'Constraint-Data-Value-Maximization (CDVM)', 'Reallocation  (DARA)'
# (a long form's word may join two with a slash: 'we propose insertion/deletion metric-aware explanation-based optimization (ID-ExpO)')
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
# ... and the words before a verb that add to what the abstract proposed already ('Further, we propose IEGD', 'we further
# introduce', 'Moreover, we propose SW-UCB-g, ... an extension of UCB-g'): the name an earlier sentence gives wins over it
_LATER_BEFORE = regex.compile(r"""(?:\bwe\s(?:further|additionally)
                                  |(?:^|[.;:]\s)(?:additionally|moreover|in\saddition|furthermore|further|besides|finally),?\s(?:we\s)?)
                                  \s?[a-z]{2,15}\s(?:the\s)?$""", regex.IGNORECASE | regex.VERBOSE)
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
    >>> _spelled_object("an effective and interpretable “Explain, Reason and Predict”".split(), "ERP")
    True
    >>> _spelled_object("a dataset and a benchmark for Visual Question Answering".split(), "VQA")
    False
    """
    text = " ".join(words) + " "
    start = long_form_start(text, acronym)
    if start is None:
        return False
    lead = text[:start].split()
    if lead[-1:] == ["of"] and len(lead) >= 2 and regex.fullmatch(rf"(?i:{_ARTIFACT})s?", lead[-2]):
        lead = lead[:-1]  # 'a method of ...'
    lead = [word for i, word in enumerate(lead) if not _joins_adjectives(lead, i)]
    return len(lead) <= 5 and _noun_phrase(lead)


_ARTIFACT_WORD = regex.compile(rf"(?i:{_ARTIFACT})s?")  # 'framework', 'Models' (matched whole)


def _joins_adjectives(lead: list[str], i: int) -> bool:
    """Whether ``lead[i]`` is an 'and' or 'or' joining two adjectives before the long form ('a practical and structured',
    'an effective and interpretable'): lower-case words on both sides, neither an article nor an artifact word, and not
    right after the article, so the lead stays one noun phrase ('a dataset and a benchmark' is two)."""
    if lead[i] not in ("and", "or") or not 2 <= i < len(lead) - 1:
        return False
    before, after = lead[i - 1].rstrip(","), lead[i + 1]
    return (before[:1].islower() and after[:1].islower() and after not in ("a", "an", "the")
            and not _ARTIFACT_WORD.fullmatch(before) and not _ARTIFACT_WORD.fullmatch(after))


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
    if then is None and " " in m["name"]:
        then = _later_acronym(doc, m["name"], end)
    if then:
        if not _ok(then["name"]):
            return None
        start, end = then.start("name"), then.end("name")
    elif (tail := _COINED_TAIL.match(doc.norm, end)) is not None:
        end = tail.end()  # 'we introduce N-Gram Coverage Attack, a membership inference attack'
    elif (_PLAIN_WORD.search(m["name"]) and (head := _NAMED_HEAD_BEFORE.search(doc.before(start, 60))) is not None
          and (after := _NEXT_WORD.match(doc.norm, end)) is not None and after["word"].lower() == head["head"]):
        end += 1 + len(head["head"])  # 'a new divergence, dubbed soft-DTW divergence': the head the apposition repeats
    spelled = _SPELLED_NEXT.match(doc.norm, end)
    data_from = spelled.end() if spelled is not None else end
    return doc.text[start:end], bool(_BENCHMARK_AFTER.match(doc.norm[data_from:data_from + 80])
                                      or _BENCHMARK_BEFORE.search(doc.before(m.start("name"), 40))
                                      or _DATA_RIGHT_BEFORE.search(doc.before(m.start("name"), 40)))


# what else says a found name is data: its data noun after the brackets that spell it out ('We present FLORA (Fashion
# Language Outfit Representation for Apparel Generation), the first comprehensive dataset'), or right before it ('the
# first memorability dataset LAMBDA', 'a real-life DS-NER dataset, QTL,'): a method found later wins (SPEC section 3)
_SPELLED_NEXT = regex.compile(r"\s?\([^()]{8,120}\)")
_DATA_RIGHT_BEFORE = ending_here(regex.compile(r"\b(?:benchmark|dataset|data\sset|corpus|testbed)s?,?\s[$*`\"'“‘{\\a-z]{0,12}$",
                                               regex.IGNORECASE))


def _later_acronym(doc: Document, name: str, end: int) -> regex.Match[str] | None:
    """The acronym a later mention of a several-word ``name`` gives it, right after it and spelling it out: the
    acronym names the method (GUIDELINE) when the abstract defines it only later ('a new approach ..., called
    Predictive Correlation Screening, for predictor design. Predictive Correlation Screening (PCS) implements ...')."""
    for at in word_starts(doc.norm, name):
        if at < end:
            continue
        then = _THEN_ACRONYM.match(doc.norm, at + len(name))
        if then is not None and doc.norm[at + len(name):then.start("name")].strip(" (") == "":
            return then if long_form_start(name + " ", then["name"]) == 0 else None
    return None


# a data noun right before the naming word of the name: 'a new benchmark called M-Bench'
_BENCHMARK_BEFORE = ending_here(regex.compile(
    r"\b(?:benchmark|dataset|data\sset|corpus|suite|testbed|leaderboard)s?,?\s(?:called|named|dubbed|termed|coined|namely)\s"
    r"(?:as\s)?[$*`\"'“‘{\\a-z]{0,12}$", regex.IGNORECASE))


# the head noun before a naming word ('a new divergence, dubbed', 'a new audio-visual loss, called'): a name that ends in
# the same noun takes it ('soft-DTW divergence', 'Relative Norm Alignment loss'; GUIDELINE: the head the author repeats)
# (a singular head ('loss', not 'metrics') that is no generic artifact word, after a name with a plain word in it: an acronym's 'MD method', 'DAP-FSR
# network', 'KFIoU loss', and 'FQ-diversity metrics' keep the name alone: of 16 names with their head repeated in
# large.parquet and pool2025, the 3 it takes are right, the 13 it leaves mostly a generic or a plural head)
_NAMED_HEAD_BEFORE = ending_here(regex.compile(r"\b(?!(?:method|model|network|framework|system|algorithm|approach|architecture|"
                                               r"technique|scheme|strategy|pipeline)\b)(?P<head>[a-z]{3,20}(?<![^s]s)),?\s"
                                               r"(?:called|named|dubbed|termed|coined)\s(?:as\s)?[*_`{\\\w]{0,12}$"))
_NEXT_WORD = regex.compile(r"\s(?P<word>[\w-]{1,30})")  # the word right after a name, to compare with that head
_PLAIN_WORD = regex.compile(r"(?<![A-Za-z])[a-z]{3,}|[A-Z][a-z]{2,}")  # 'soft-DTW', 'Relative Norm Alignment', not 'KFIoU'

# capitalized words that go on a coined name up to where its definition starts: 'we introduce N-Gram Coverage Attack,
# a membership inference attack', 'we propose *Prediction-Centric Uncertainty Quantification*, where' (the coined-name
# pattern stops at the first space); not a sentence's next words ('... ProtoNet. The')
_COINED_TAIL = regex.compile(r"""(?:\s(?!(?:The|A|An|In|On|For|To|We|Our|This|It|And|Or|Of|With|By|Benchmark|Dataset|Corpus|Suite|Framework|Model|
                                               Method|Approach|System|Toolkit|Library|Platform|Leaderboard|Testbed)s?\b)
                                     (?:[A-Z][a-z]{1,20}(?:-[A-Za-z]{1,20})?|[A-Z]{2,8}[0-9]?(?:-[A-Z]{2,8}[0-9]?)?(?![\w-]))){1,3}
                                 (?=,\s(?:an?|the|which)\s|:\s|\*|\}|\s[-–—]\s)""", regex.VERBOSE)


def _matches(doc: Document, pattern: regex.Pattern[str], stems: tuple[str, ...] | None, *,
             within: regex.Pattern[str] | None = None, overlapped: bool = False) -> Iterator[regex.Match[str]]:
    """``doc.finditer(pattern)``; for a pattern that starts with one of ``stems``, tried only where a
    stem starts (``regex`` trying four patterns at every position was a tenth of the extraction time).
    The batch prefilter goes first: nearly every abstract has a proposing verb, but only one in ten
    can match ``direct`` and one in four ``_ACRONYM``, and finding the stems costs more than that.
    ``within``: a cheap necessary condition of a rare pattern (see ``Hints.can_match``); ``overlapped``: a match may
    start inside an earlier one, which a caller that refuses matches needs ('To evaluate our models, we propose the
    Phoneme Count Compliance (PCC) score': the match from 'our' hides the one from 'propose')."""
    if not doc.can_match(pattern, within=within):
        return iter(())
    starts = doc.stem_starts(stems) if stems else None
    return (doc.finditer(pattern, within=within, overlapped=overlapped) if starts is None
            else doc.matches_at(pattern, starts, overlapped=overlapped))


# an apposition to an artifact someone else made: 'a traditional approach, Self-Consistency (SC)', 'an existing
# diversification approach, DivPO'
_OTHERS_ARTIFACT = regex.compile(r"\b(?:traditional|existing|popular|standard|common|classic(?:al)?|conventional|prior|previous|"
                                 r"baseline|well-known|widely[\s-]used|recent|earlier|original|vanilla|off-the-shelf)\s", regex.IGNORECASE)
# ... or called state-of-the-art, typical or representative where no proposing verb and nothing new goes with it: a
# baseline or a model used ('compared to the current state-of-the-art method, AcFormer', 'post-training a typical image
# captioning model BLIP-2', 'fine-tune a representative deep unfolding network GAP-net', 'improves the backbone model
# TextDiffuser'; not 'we propose a new state-of-the-art model, TinyCap'; 'baseline' is _OTHERS_ARTIFACT's, whatever goes with it)
_BASELINE_ARTIFACT = regex.compile(r"\b(?:state-of-the-art|SOTA|typical|representative|backbone)\s", regex.IGNORECASE)


# a sentence where the paper speaks or makes something (not in the passive of others' work: 'an approach, named Barlow
# Twins, has been proposed', 'recently a method called Neural LP has been proposed') ...
_CALLED_OWNED = regex.compile(rf"(?<!\b(?i:been|recently)\s)(?:{_OWNED}|\b(?i:{_VERB}|resulting|here|this\s(?:article|thesis|report))\b)")
# ... and the words that make a sentence background: others' work, a known thing, a phenomenon ('A recent work, called
# UGS, extended LTH', 'a unique social phenomenon called Internet memes', 'An alternative approach, called Dependency
# Detection, searches ... [6]', 'are sometimes called Robust PCA')
_BACKGROUND = regex.compile(r"\b(?i:recent(?:ly)?|popular|existing|classical|classic|well-known|standard|sometimes|commonly|widely|"
                            r"traditional|conventional|prior|previous(?:ly)?|phenomen(?:on|a)|alternative|et\sal|studies|"
                            r"practitioners|literature|(?:has|have|had)\sbeen\s(?:proposed|introduced|developed|presented|used|"
                            r"studied|applied|shown))\b|\[\d")


def _background_called(doc: Document, m: regex.Match[str]) -> bool:
    """Whether a ``called`` match stands in a background sentence: none of ``_CALLED_OWNED`` in it, one of
    ``_BACKGROUND``, and a name the title does not write. Without either word the sentence may still describe the
    paper's own artifact ('This module is called NetWarp', 'a quadruped robot, named Kitty'): 40,000 large abstracts
    with every sentence without an owning word refused gave 51 changes, about half wrong."""
    start, end = doc.sentence_of(m.start())
    return (not _CALLED_OWNED.search(doc.norm, start, end) and bool(_BACKGROUND.search(doc.norm, start, end))
            and m["name"] not in (doc.title or ""))


# a class of things a name is 'called' ('a particular class of multi-agent stochastic games called Markov Potential Games',
# 'a broader class of parameter spaces called CAT($\kappa$) spaces'): a known class the paper works in, unless its
# sentence makes it new ('we construct a new class of normalizing flow models called ButterflyFlow')
_CLASS_OF_BEFORE = ending_here(regex.compile(r"\b(?i:class|family|type|kind|subclass)\sof\s(?:[\w$\\(){}-]{1,25}\s){0,6}?$"))
_MADE_NEW = regex.compile(r"\b(?i:new|novel|our|propos|introduc|present|develop|construct|defin|design|devis|build|we\s(?:call|term))")


def _class_called(doc: Document, m: regex.Match[str]) -> bool:
    """Whether a ``called`` match names a class the sentence does not make new (``_CLASS_OF_BEFORE``, ``_MADE_NEW``) and
    the title does not write ('we describe a class of latent variable models ... called Mixed Membership Stochastic
    Blockmodels' under 'Mixed Membership Stochastic Blockmodels' is the paper's own)."""
    before = doc.before(m.start(), 120)
    start = doc.sentence_of(m.start())[0]
    return (bool(_CLASS_OF_BEFORE.search(before)) and not _MADE_NEW.search(doc.norm, start, m.start())
            and m["name"].casefold() not in (doc.title or "").casefold())


def _others_work(doc: Document, m: regex.Match[str], pass_name: str, stems: tuple[str, ...] | None) -> bool:
    """Whether a pass's match names someone else's artifact: after 'recently/previously introduced', or an
    apposition after a preposition ('on the real-world dataset COWC') that is not new or ours, or to an
    artifact called existing or traditional, or a name called so in a background sentence (``_background_called``)."""
    before = doc.norm[max(0, m.start() - 16):m.start()]
    return bool(stems and (_OTHERS_BEFORE.search(before) or _OTHERS_SUBJECT.search(doc.before(m.start(), 40)))) or (
        pass_name == "appositive" and (bool(_USED_BEFORE.search(before[-12:])) and not _NEW.search(m[0])
                                       or bool(_OTHERS_ARTIFACT.search(m[0]))
                                       or bool(_BASELINE_ARTIFACT.search(m[0])) and not _NEW.search(m[0])
                                       and not _VERB_RIGHT_BEFORE.search(doc.before(m.start(), 30)))) or (
        pass_name == "called" and bool(_SO_BEFORE.search(before)) and not _CODED.search(m["name"])) or (
        pass_name == "called" and (_background_called(doc, m) or _class_called(doc, m)))


# "we propose two algorithms, LexUCB-C and LexTS-S", "Two algorithms, ACSII and CCIM, are developed": the first of two
# or three artifacts the paper makes (GUIDELINE: parallel algorithms, the first); not two others' artifacts it uses ('to
# tune ... two motion planning algorithms, BKPIECE and RRT-connect', 'for two challenging public datasets FAIR-Play')
_NUMBERED = regex.compile(r"^(?i:two|three)\s")
_DATA_NOUNS = regex.compile(r"\b(?i:data\s?sets|benchmarks|corpora|suites|collections)\b")
_VERB_RIGHT_BEFORE = ending_here(regex.compile(rf"\b(?i:{_VERB})\s(?:here\s)?$"))
_MADE_LATER = regex.compile(r"[^.;]{0,60}?\b(?:are|were)\s(?:\w{1,12}ly\s)?(?:proposed|designed|developed|introduced|presented|"
                            r"devised|derived|built|constructed)\b")


def _unconfirmed(doc: Document, m: regex.Match[str], pass_name: str) -> bool:
    """Whether ``called_the`` found plain capitalized words that the title does not write (as written, or with a plural
    's') and no acronym follows ('called the Polar Code Nearest-Neighbor (PCNN) algorithm' coins one): a known thing's
    name as often as the paper's own."""
    if pass_name != "called_the" or not m["plain"]:
        return False
    title = doc.title or ""
    return (m["name"] not in title and m["name"].removesuffix("s") not in title
            and _ACRONYM_AFTER.match(doc.norm, m.end("name")) is None)


def _numbered_not_made(doc: Document, m: regex.Match[str], pass_name: str) -> bool:
    """Whether an apposition to two or three artifacts ('two algorithms, X and Y') does not say the paper made them: no
    proposing verb right before it, no 'new' or 'novel' in it, no 'are proposed' after it; or they are data."""
    if pass_name != "appositive" or not _NUMBERED.match(m[0]):
        return False
    if _DATA_NOUNS.search(m[0]):
        return True  # 'we introduce two new Chinese datasets, MathMC and MathToF': data beside the method the title names
    return not (_VERB_RIGHT_BEFORE.search(doc.before(m.start(), 30)) or _NEW.search(m[0]) or _MADE_LATER.match(doc.norm, m.end()))


# two plain words a hyphen joins, then a plain capitalized word that no definition ends (``_COINED_TAIL`` would take the
# words up to one): the first words of a longer title-case name, not a name ('an adapter called Template-Aware Adapter
# that', 'the proposed Self-Attentive Cross Relation Module.', 'the newly proposed Non-Hallucinated Statute Rate,
# Statute Relevance Rate'); an acronym after it still goes with it ('Cross-Domain TTS', 'Self-Evolution KD'), and so
# does a long form's acronym after the capitalized words
_COMPOUND_LEAD = regex.compile(r"^[A-Z][a-z]{1,20}-[A-Za-z][a-z]{2,20}$")
_PLAIN_CAPITALIZED_NEXT = regex.compile(r"\s[A-Z][a-z]{1,20}(?![\w-])")


def _whole(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the name is all the braces hold ('called $\\textit{Preference Augmentation}$' is no 'Preference') and not
    the first words of a title-case name (``_COMPOUND_LEAD``)."""
    start, end = m.span("name")
    if (_COMPOUND_LEAD.match(m["name"]) and _PLAIN_CAPITALIZED_NEXT.match(doc.norm, end) and not _COINED_TAIL.match(doc.norm, end)
            and not (_THEN_ACRONYM.match(doc.norm, end) or _then_word(doc, m["name"], end) or _then_or(doc, start, end))):
        return False  # (not before its acronym: 'Vector-Quantized Behavior Transformer (VQ-BeT)', '... SwAV loss, or LAgSwAV')
    return doc.norm[start - 1:start] != "{" or doc.norm[end:end + 1] == "}"


_LONG_AFTER = regex.compile(r"\s?\((?P<long>[A-Z][^()]{5,90})\)")


def _spelled_after(doc: Document, m: regex.Match[str]) -> bool:
    """Whether a long form in parentheses right after the proposed name spells it out from its first word: the name is
    coined, even when it reads like a model family or a generic acronym ('This work introduces FALCON (Fair Adaptation
    Through Local Optimal Normalization)', 'we propose H-MARL (Hallucinated Multi-Agent Reinforcement Learning)')."""
    after = _LONG_AFTER.match(doc.norm, m.end("name"))
    return after is not None and long_form_start(after["long"] + " ", m["name"], max_words=12) == 0


# others' work as a proposing verb's subject, which makes the name theirs ('Recent work introduced Leakage in
# Captioning (LIC), a ... metric')
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
