"""The title's name: its prefix before a colon (or a spaced dash) when that is a name, not a phrase.

``TinyRouter: Fast Routing`` names ``TinyRouter``; ``Beyond Accuracy: A Study`` names nothing. A one-word prefix is a
name in most shapes (a coined word, a model family's name, a starred or joined word); several words only with a coined
word among them and no clause or topic word.
"""

from __future__ import annotations

from functools import lru_cache

import regex

from abstract_claims.kinds.dataset.names import MODEL_PREFIX, PLURAL_ACRONYM
from abstract_claims.kinds.method.shapes import _CODED, _COINED, _DESCRIPTIVE, _ok, _PHRASE_START, _TOPIC_END
from abstract_claims.reading.vocab import model_families, not_methods


_TITLE = regex.compile(rf"^\s*(?P<name>{_COINED}|[A-Z][a-z]{{2,20}})\s?[:：]")  # a full-width colon too ('MeteGS：...')
# title prefixes: "TinyRouter: ...", "Privacy Checklist: ...", "Talking Head Anime 4: ...", "VaPR - ...",
# "SeaExam and SeaBench: ..." (the first), "byteSizedLLM@DravidianLangTech 2025: ..." (a team's name)
_TITLE_PREFIX = regex.compile(r"^\s*(?P<prefix>[^:：]{1,80}?)\s?(?:[:：]\s?(?=\S)|\s[-–—]\s)")  # 'X:Y' and 'X：Y' too
_TITLE_WORD = regex.compile(r"^(?:[A-Z0-9$\\][\w$^{}\\.+²³-]{0,30}|[a-z]{1,4}[A-Z][\w+-]{0,25}|[a-z]{1,20}(?:-[a-z]{1,20}){0,4}-then-[\w-]{1,30})$")
_YEAR_END = regex.compile(r"\b(?:19|20)\d\d$")
_SURVEY_SUBTITLE = regex.compile(r"\s*(?:An?|The)\s(?:[\w-]{1,20}\s){0,3}(?:Survey|Review|Tutorial|Overview|Primer)\b")


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


# words that make a title's several-word prefix a clause or a slogan ('No MoCap Needed', 'I Am Going MAD'), or two
# things set side by side ('Convolution Meets LoRA', 'DP-SGD Without Clipping', 'Cards Against AI')
_CLAUSE_WORDS = frozenset("""The Your Our My Is Are Not No You We It Its Their Do Does Can Be What When Why How Am
Meets Meet Versus Against Without Beneath""".split())


# one coined word or a model family's name and a version after it ('ShuffleNet V2', 'StarGAN v2', 'HausaMT v1.0', 'ECO v1')
_VERSIONED_TITLE = regex.compile(r"(?P<base>[A-Za-z][\w+-]{1,30})\s(?:[vV]\d{1,2}(?:\.\d{1,2})?|\d{1,2}\.\d{1,2})")


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
    ...  "DLTCNITPY@DravidianLangTech 2025 Abusive Code-mixed Text Detection", "CoachGAN", "Hyperparameters")]
    ['TinyRouter', None, 'Sparse Router 2', 'VaPR', 'SeaExam', None, 'byteSizedLLM@DravidianLangTech 2025', 'Predict-then-Calibrate', 'KEC_TECH_TITANS@DravidianLangTech 2025', 'byteSizedLLM@NLU of Devanagari Script Languages 2025', None, None, 'COFI RANK', 'Trio Innovators @ DravidianLangTech 2025', 'DLTCNITPY@DravidianLangTech 2025', 'CoachGAN', None]
    """
    m = _title_prefix(title)
    if m is not None and " " in m["prefix"].strip() and _SURVEY_SUBTITLE.match(title, m.end()):
        return None  # 'AI-Enhanced Vein Biometrics: A Comprehensive Survey': the words are the survey's topic (a coined
        # word may name the survey: 'Graph4LLM: A Systematic Survey of ...', GUIDELINE)
    if m is None:
        whole = title.strip()
        if " " not in whole and _TITLE_WORD.match(whole) and _CODED.search(whole) and _ok_title(whole):
            return whole  # a title that is one coined name: 'CoachGAN', 'IM2CAD', 'HexaConv' (6 such titles in large.parquet)
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
    if (len(pair) == 1 and (versioned := _VERSIONED_TITLE.fullmatch(first)) is not None
            and (_CODED.search(versioned["base"]) or MODEL_PREFIX.match(versioned["base"]))
            and _ok_title(versioned["base"]) and versioned["base"] not in _PHRASE_START):
        return first  # "ShuffleNet V2: ...", "BEVFormer v2: ...", "HausaMT v1.0: ...": a new version, the paper's own
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
    if any(w in _CLAUSE_WORDS for w in words):
        return None  # a clause or a slogan, not a name: 'Know Your RAG', 'LLM The Genius Paradox', 'Time Is MattEr'
    if (len(words) <= 4 and all(_TITLE_WORD.match(w) for w in words) and words[0] not in _PHRASE_START
            and not words[0].endswith("ing") and words[-1] not in _TOPIC_END and any(_CODED.search(w) for w in words)
            and _ok(first)):
        return first
    return None


# a title of two to four plain capitalized words before a colon whose subtitle calls them an artifact ('Krylov Cubic
# Regularized Newton: A Subspace Second-Order Method with ...', 'Thai Winograd Schemas: A Benchmark for ...', 'Accessible
# Sanskrit: A Cascading System for ...'): their name, where the abstract names nothing (SPEC: the title prefix); the
# subtitle's words up to the artifact word are adjectives and nouns, no preposition ('Stolen Probability: A Structural
# Weakness of Neural Language Models' calls it no model). Not a phrase (``_PHRASE_START``, a gerund, a topic word at its
# end, a clause's words: 'Interaction Matters: An Evaluation Framework', 'Beyond Vision: A Multimodal Dataset'). On the
# read gold all 4 such titles whose abstract no other pass names give the gold's name; in 40,000 large abstracts 16 are
# added, about 13 the paper's name ('Hypervolume Knowledge Gradient: A Lookahead Approach', 'Locate Then Segment: A Strong
# Pipeline'; doubtful 'Two-Stage Movie Script Summarization: An Efficient Method ...')
_DESCRIBED_TITLE = regex.compile(r"""^(?P<name>[A-Z][\w'’-]{1,30}(?:\s[A-Z][\w'’-]{0,30}){1,3})\s?:\s(?:An?)\s
    (?:(?!(?:of|for|to|in|on|with|via|and|from|by|as)\s)[\w-]{1,30}\s){0,4}?
    (?:Method|Algorithm|Framework|Approach|Model|System|Architecture|Toolkit|Library|Network|Technique|Estimator|Optimizer|
       Solver|Procedure|Mapper|Tool|Platform|Pipeline|Benchmark|Dataset|Corpus|Sampler|Agent|Interface|Environment|Simulator)s?\b""",
                             regex.VERBOSE)
# words that make the prefix a clause or a slogan, with ``_CLAUSE_WORDS``: 'Interaction Matters: ...', 'Shadow Art
# Revisited: ...', 'Impossible Tuning Made Possible: ...', 'Make Templates Smarter: ...'
_CLAUSE_LIKE = frozenset("Matters Amidst Meets Beyond Towards Toward From Without Via Versus Revisited Made Make Makes".split())


def described_title(title: str) -> str | None:
    """The title's plain capitalized prefix when its subtitle calls it an artifact (``_DESCRIBED_TITLE``).

    >>> [described_title(t) for t in ("Krylov Cubic Regularized Newton: A Subspace Second-Order Method with Rates",
    ...  "Interaction Matters: An Evaluation Framework for Dialogue", "Stolen Probability: A Structural Weakness of Neural Language Models",
    ...  "Federated Learning: A Survey", "Learning Face Age Progression: A Pyramid Architecture of GANs")]
    ['Krylov Cubic Regularized Newton', None, None, None, None]
    """
    m = _DESCRIBED_TITLE.match(title)
    if m is None:
        return None
    words = m["name"].split()
    if (words[0] in _PHRASE_START or words[0].endswith("ing") or words[-1] in _TOPIC_END
            or any(w in _CLAUSE_WORDS or w in _CLAUSE_LIKE for w in words)):
        return None
    return m["name"]


# the overview of a shared task names the task it ran, by its name and year: 'Overview of the MEDIQA 2021 Shared Task on
# Summarization ...', 'Findings of the WMT 2020 Shared Task on ...', 'Findings of the IWSLT 2022 Evaluation Campaign',
# 'The Financial Narrative Summarisation Shared Task (FNS 2020)' (a year after the name: not 'Overview of the Shared Task
# on ...' nor 'Overview of the 2022 Validity and Novelty Prediction Shared Task', which name no task; not a team's
# submission, 'MIA 2022 Shared Task Submission: ...', which the abstract names if anything)
_SHARED_TASK_TITLE = regex.compile(
    r"""^(?:(?:Overview|Findings|Results)\s(?:of|on)\s(?:the\s)?
           (?P<name>[A-Z][\w-]{1,25}(?:\s[A-Z][\w-]{1,25})?\s(?:19|20)\d\d)\s(?:Shared\sTasks?|Evaluation(?:\sCampaign)?|Challenge|Competition)\b
         |The\s[A-Z][^():]{5,120}?\s(?:Shared\sTask|Challenge|Competition)\s
           \((?P<bracketed>[A-Z][\w-]{1,25}(?:\s[A-Z][\w-]{1,25})?\s?(?:19|20)\d\d)\)$)""", regex.VERBOSE)


def shared_task_title(title: str) -> str | None:
    """The shared task an overview paper's title names, with its year (``_SHARED_TASK_TITLE``): the artifact the paper
    reports on (SPEC section 3), where the abstract gives no other name.

    >>> [shared_task_title(t) for t in ("Overview of the MEDIQA 2021 Shared Task on Summarization in the Medical Domain",
    ...  "The Financial Narrative Summarisation Shared Task (FNS 2020)", "Overview of the Shared Task on Fake News Detection",
    ...  "Overview of the 2022 Validity and Novelty Prediction Shared Task", "MIA 2022 Shared Task Submission: Leveraging ...")]
    ['MEDIQA 2021', 'FNS 2020', None, None, None]
    """
    m = _SHARED_TASK_TITLE.match(title)
    return (m["name"] or m["bracketed"]) if m is not None else None
