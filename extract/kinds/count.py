"""``count``: a cardinal that counts data, evaluation objects or experimental scale.

``12 benchmark datasets``, ``9 state-of-the-art MKL methods``, ``48k trajectories``, ``756K samples``,
``**80,000+** annotations``, ``three environments``, ``150 hours of audio`` (unit ``seconds``).
The counted noun must be in ``vocab/count_nouns.txt``: parts of the paper's own method (stages,
modules, layers) are not there, so ``two stages`` is not a count. Digits also count other plural
nouns (``count.residual.plural``), and so do number words after words of evaluation (``evaluated on
three different applications``) or in a clause about data or experiments (``with two subtasks``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.reading.text import ending_here

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import DATA_AFTER, FLAGS, claim, in_empirical_clause, is_setting
from abstract_claims.record import Claim
from abstract_claims.kinds.reasons import built_of, population, why_not
from abstract_claims.reading.numbers import Mention
from abstract_claims.reading.vocab import alternation, count_nouns, not_counted, number_words, setting_nouns

# Words that may not sit between the number and its noun ("5 of the datasets" is not "5 datasets").
KINDS = ("count",)  # the kinds this module emits
_STOP = r"(?:of|and|or|to|in|the|with|for|by|on|that|which|are|is|was|were|from|than|as|at|per|times|x|across|over|points?(?!\sclouds?\b))"  # not 'point cloud datasets'
_DATA_OF = r"(?:audio|speech|video|videos|recordings?|data|footage|gameplay|text|conversations?|driving|interaction|play|training\sdata|demonstrations?|robot\sdata|trajector(?:y|ies))"


# an adjective and a comma among the modifiers: '10 small, open LMs', '100K naturally occurring, sentence-level
# prompts'. Lower case and not a plural ('5 epochs, datasets', '87, while baselines' reach no noun through it),
# and what follows the comma is another modifier, not a new clause ('3 mm, a maximum tool', 'a two streams
# strategy, computing image features', 'classification, COCO object detection')
_ADJECTIVE_COMMA = (r"(?-i:[a-z][a-z-]{1,20})(?<![^s]s),(?=\s"
                    r"(?!(?:a|an|the|this|these|its|their|our|we|it|which|whose|who|that|while|where|whereas|and|or)\s|[a-z-]{1,20}ing\s)(?-i:[a-z]))")


# a prefix shared by two modifiers, its hyphen left open: '10 mid- and low-resource languages', '212k inward- and
# outward-facing images'
_SHARED_PREFIX = r"(?-i:[a-z]{2,12})-\s(?:and|or|to)"

# two proper modifiers joined by and/or: '5.4K Bollywood and Hollywood movies', '2.3k English and German tweets'
_PROPER_AND = r"(?-i:[A-Z][\w-]{1,20})\s(?:and|or)"

# ... and, before digits only, any two modifiers joined by and/or, a modifier after the 'and' too: '19 AI humanizer and
# paraphrasing tools', '35 common and state-of-the-art VLM families', '18 distinct narrative and non-narrative genres'
# (a number word's modifiers joined so are more often prose: 'two simple and powerful methods'); not a unit before the
# 'and' ('2 kHz and delays'), nor a second number or a verb alone after it ('between 2 and 5 years', 'an 800K
# vocabulary case and shows'; ``_JOINED_MODIFIERS``; a verb and its object still read as modifiers)
_MODIFIER_AND = r"(?-i:[a-z][a-z-]{2,20})\s(?-i:and|or)(?=\s(?!\d|(?:the|a|an|its|their|our|this|these)\s))"
_LOWER_AND = regex.compile(r"(?<![\w-])(?-i:[a-z][a-z-]{1,19}[a-z])\s(?:and|or)\s(?P<rest>.*)$", regex.S)  # not 'mid- and'
_JOINED_MODIFIERS = regex.compile(r"^(?:[^\d\s]{1,30}\s{1,2}){1,4}[^\d\s]{1,30}$")

# the share a count makes of a whole, in parentheses before the noun: '1397 of 1425 (98%) ambiguities'
_SHARE_ASIDE = r"(?:\(\d[\d.]{0,5}\\?%\)\s)?"


def _forms(noun: str) -> tuple[str, str]:
    """The singular and plural of a listed noun ('category', 'categories'; 'class', 'classes')."""
    if noun.endswith("y") and noun[-2:] not in ("ay", "ey", "oy"):
        return noun, noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun, noun + "es"
    return noun, noun + "s"


# a modifier's acronym in brackets among the modifiers: 'three tabular question-answering (QA) and fact-verification datasets'
_ACRONYM_ASIDE = r"\((?-i:[A-Z][A-Za-z0-9-]{0,11})\)"  # (the count patterns ignore case)
_LONG_PHRASE_NOUNS = r"(?:data\s?sets|benchmarks|corpora|tasks|languages|lexicons|problems)"


@cache
def _noun_phrase(*, coordinated: bool = False) -> regex.Pattern[str]:
    """The counted noun phrase after a number; ``coordinated`` also lets one ``and``/``or`` join the
    modifiers ('three action and gesture datasets'): tried only where the plain phrase fails."""
    nouns = alternation(tuple(f for n in count_nouns() for f in _forms(n)), fold=True)  # a trie, not 280 words in turn
    number_word = alternation((*number_words(), "one"))  # the vocabulary file, and 'one'
    conj = (rf"""(?<=[a-rt-z)]\s)(?:and|or)\s(?!(?:{number_word})\b|\d[\d,.]*(?![A-Za-z]))  # not 'modules and three tasks' ('2D and 3D' are modifiers)
               (?:(?!{_STOP}(?![\w-]))[\w\-.'/]{{1,30}}\s{{1,2}}){{1,3}}""" if coordinated else "")  # 'diverse and open-ended AI research tasks'
    return regex.compile(
        rf"""^[\s$*}}]{{1,4}}                                   # the gap after the number
        (?:out\sof\s[\w,]{{1,12}}\s|of\s(?:the|our|these|all)\s|of\s(?:\d[\d,]{{0,8}}|{number_word})\s)?   # 'five out of six tasks',
        # 'four of the tasks', '41 of 50', 'seven of nine benchmarks'
        {_SHARE_ASIDE}
        (?:{_ADJECTIVE_COMMA}\s{{1,2}})?   # an adjective set off by a comma first: 'three complex, multi-stage bimanual manipulation tasks'
        (?:(?:(?:(?!{_STOP}(?![\w-]))[\w\-.'/]{{1,30}}|{_ADJECTIVE_COMMA}|{_SHARED_PREFIX}|{_ACRONYM_ASIDE})\s{{1,2}}){{0,3}}   # up to three modifiers (longest noun phrase)
        {conj}
        (?:{nouns})
        # four or five only before a noun of data or evaluation: 'three widely used 3D pose estimation benchmarks'
        # (before any listed noun, half the rows it added were the paper's own parts or math)
        |(?:(?!{_STOP}(?![\w-])|\d+\s)[\w\-.'/]{{1,30}}\s{{1,2}}){{4,5}}(?:{_LONG_PHRASE_NOUNS}))  # no bare number among them
        \b(?!(?<![sS])-[a-z])  # a singular noun a hyphen joins to a lower-case word is a modifier's first half, not the head: 'three
        # LLM-driven stages', 'three task-agnostic criteria' (a plural before a hyphen is a dash: 'three datasets-MNIST', 'two NLP tasks- XNLI')""",
        FLAGS,
    )


# "these two tasks" points back at things already counted; "we propose three modules" counts the paper's own
# parts (SPEC: not counts); "a picture is worth a thousand words" is an idiom ('the following two settings'
# is counted by the gold's annotators, 'the following three questions' is not: left alone).
# the verbs by which a paper makes or names its own things ('we propose three modules', 'we identify five types')
_MAKING = (r"propose[sd]?|proposing|introduce[sd]?|introducing|present(?:s|ed)?|design(?:s|ed)?|devise[sd]?|develop(?:s|ed)?|"
           r"identif(?:y|ies|ied)")
_NOT_BEFORE = ending_here(regex.compile(rf"\b(?:the|these|those|both|{_MAKING}|derive[sd]?|"
                            r"decompose[sd]?|divide[sd]?|split|into|worth)\s{1,2}(?:novel\s|new\s|key\s|main\s)?[$*{]{0,2}$", FLAGS))
# Subtasks count in a shared task, a competition or a benchmark ('the shared task comprises three subtasks',
# 'our team participated in all three sub-tasks', 'the benchmark consists of three sub-tasks'); elsewhere they
# are more often a problem's parts ('we decompose road extraction as two subtasks').
_SUBTASKS = regex.compile(r"\bsub-?tasks?$", FLAGS)
_SUBTASK_CONTEXT = regex.compile(r"\b(?:shared\stask|SemEval|competition|challenge|track|participat\w{0,4}|team|benchmarks?|"
                                 r"data\s?sets?|evaluat\w{0,5})\b|\bTask\s\d", FLAGS)
_DIVIDED_INTO = ending_here(regex.compile(r"\b(?:divided|split|organi[sz]ed|structured|broken\sdown)\sinto\s$", FLAGS))
# questions the paper asks, not questions of a benchmark: 'two key questions', 'three open research questions'
# (a number word: 'over 8,000 natural causal questions' are data)
_RESEARCH_QUESTIONS = regex.compile(r"\b(?:important|crucial|key|research|fundamental|open|central|main|critical|basic|core|primary)"
                                    r"\s(?:[\w-]{1,20}\s)?questions?$", FLAGS)
_AMONG_THE = regex.compile(r"\b(?:among|of\sall)\sthe\s[$*{]{0,2}$", FLAGS)  # 'placed 5th among the 12 systems'
# ... and digits after a verb of finding count what was found ('Dasty identifies 1,269 server-side packages', 'BroDroid
# successfully identified 58 violations', 'we identify 7 generator failure modes'): on 40,000 large.parquet abstracts 7
# such rows, 6 counts (the seventh, 'identified 27 key features that achieve optimal ...', the paper's own selection);
# a number word stays the paper's own ('we identify five types of ...')
_FOUND_BEFORE = ending_here(regex.compile(r"\bidentif(?:y|ies|ied)\s{1,2}[$*{]{0,2}$", FLAGS))
# ... and digits from ten up after 'the': a set of data or evaluated things ('the 20 evaluated LLMs', 'The 1,028 suktas',
# 'the 47 teams registered'); below ten they are as often the paper's own parts ('the 4 parameters', 'the 3 limbs')
_THE = regex.compile(r"\bthe\s[$*{]{0,2}$", FLAGS)


# "Precision and Recall are two prominent metrics", "... which are two specific types of": a number word after a
# copula defines what the subject is ('there are three subtasks' counts); after 'one of' it is the size of a
# choice ('refers to one of two similar images'): neither counts anything the paper used
_COPULA_BEFORE = ending_here(regex.compile(r"(?<!\bthere\s)\b(?:are|were)\s(?:the\s)?$|\b(?:one|either)\sof\s$", FLAGS))


# a classification of data into N classes counts them ('questions organized into 12 categories', 'posts
# categorized into three groups'); not a survey's sorting of methods ('existing methods can be grouped into two
# categories')
_SORTED_INTO = ending_here(regex.compile(r"\b(?:categori[sz]\w{0,5}|classif\w{0,7}|group\w{0,3}|cluster\w{0,3}|sort\w{0,3}|"
                                        r"organi[sz]\w{0,5}|structur\w{0,3}|annotat\w{0,3}|label\w{0,4})\s(?:[\w()-]{1,20}\s){0,6}into\s[$*{]{0,2}$", FLAGS))
_SURVEYED = regex.compile(r"\b(?:methods|approaches|works|techniques|literature|studies|research|algorithms|solutions|models|"
                          r"paradigms|frameworks|strategies|existing|previous|prior)\b", FLAGS)


def _sorted_into(doc: Document, m: Mention) -> bool:
    """``_SORTED_INTO`` before the number, and no methods or literature sorted: none in what is sorted nor in the
    few words before the verb ('Existing methods can be roughly grouped into', not 'Based on literature in digital
    political empowerment, classifying content into')."""
    before = doc.before(m.start, 80)
    if (sorted_ := _SORTED_INTO.search(before)) is None:
        return False
    start, _ = doc.sentence_of(m.start)
    verb = m.start - len(before) + sorted_.start()
    return not _SURVEYED.search(doc.norm, max(start, verb - 40), m.start)


def _points_back(doc: Document, m: Mention) -> bool:
    """``_NOT_BEFORE``: the number points back at things already counted, or counts the paper's own parts;
    digits after 'among the' or a verb of finding still count ('ranked 16th among the 45 teams', 'identified 58
    violations'; 'among the three tasks' points back),
    and so does a classification of data ('categorized into four categories', ``_sorted_into``);
    a number word after a copula defines, it does not count (``_COPULA_BEFORE``)."""
    before = doc.before(m.start, 40)
    return (bool(_NOT_BEFORE.search(before))
            and not (not m.is_word and (_AMONG_THE.search(before) or _FOUND_BEFORE.search(before)
                                        or m.value >= 10 and m.raw != "360" and _THE.search(before)))  # 'the 360 MDE task'
            and not _sorted_into(doc, m) or m.is_word and bool(_COPULA_BEFORE.search(before)))


_LEAD = regex.compile(r"^[\s$*}]+")
_DATA_DURATION = regex.compile(rf"^[\s$*}}]{{0,3}}(?:of\s)(?:[\w-]{{1,20}}\s){{0,3}}?{_DATA_OF}\b", FLAGS)  # 'of human and robot trajectories'


# Open vocabulary: digits before any plural noun phrase count it ("25 demographic markers", "1506 ScanNet
# scans", "35 teams") unless the noun measures or repeats (not_counted.txt), is a setting or one of the
# paper's own parts (reasons.why_not). Number words too, outside the contexts where they size the paper's
# own design or an object of math (``_word_counts``).
_PLURAL = regex.compile(
    rf"""^[\s$*}}]{{1,3}}
    # up to four modifiers, none a function word, one may be an acronym ('25.6K U.S. Supreme Court (SCOTUS) opinions')
    (?:(?:out\s)?of\s(?:the\s)?\d[\d,]{{0,8}}\s)?{_SHARE_ASIDE}   # '1397 of 1425 (98%) ambiguities'
    (?:(?!{_STOP}(?![\w-]))(?:[\w\-.'/]{{1,25}}|\([A-Z][\w-]{{1,12}}\)|{_ADJECTIVE_COMMA}|{_SHARED_PREFIX}|{_PROPER_AND}|{_MODIFIER_AND})\s{{1,2}}){{0,4}}?   # 'shame/pride-related'; '50 representative, highly up-voted notebooks'
    (?P<noun>(?-i:[a-z][a-z\-]{{1,24}}(?:s|es|ies|ia|ta)|[A-Z]{{2,8}}s|(?:[a-z]{{1,15}}-)?(?:phenomena|stimuli|people|children)))\b  # a plural noun in lower case, or an acronym's plural ('9 PEs'; '27 FPS' is no count), or an irregular one ('six linguistic phenomena')
    (?!\s(?:of\s(?:magnitude|the|a|an|its|their|them)|per)\b)   # '5 percent of the', '3 orders of magnitude'""",
    FLAGS,
)
_GLUED = regex.compile(r"^[$}]{0,2}[A-Za-z]")
_INTEGER = regex.compile(r"^\d{1,3}(?:(?:,|\{,\})\d{3}){0,4}$|^\d{1,9}$")  # 46,398; LaTeX 5{,}000


def _singular(noun: str) -> str:
    # ('hypotheses', 'analyses': Greek plurals, so 'hypothesis' in not_counted.txt meets its plural)
    for plural, single in (("ies", "y"), ("eses", "esis"), ("yses", "ysis"), ("ses", "s"), ("xes", "x"), ("ches", "ch"),
                           ("shes", "sh"), ("s", "")):
        if noun.endswith(plural):
            return noun[: len(noun) - len(plural)] + single
    return noun


# Number words before an unlisted plural noun count it right after words of evaluation ("evaluated on
# three different applications", "experiments across four robots", "we compare three prompting strategies")
_EVAL_BEFORE = ending_here(regex.compile(
    r"\b(?:evaluat\w{0,5}|compar\w{0,5}|test\w{0,3}|benchmark\w{0,4}|experiments?|validat\w{0,5}|"
    r"across|covering|spanning|recruit\w{0,3}|survey\w{0,3}|interview\w{0,3})\s"
    r"(?:(?:it|them|this|our\s[\w-]{1,20})\s(?:on|in|with|against|across|to|among)\s"
    r"|(?:(?!(?:on|in|with|against|across|to|among|and|or|of|for|by|the|a|an)\s)[\w-]{1,25}\s){1,3}(?:on|with|against|across|to|among|using)\s"
    r"|(?:on|in|with|against|across|to|among|using)\s)?$",
    FLAGS))


# ... and elsewhere in a clause about data or experiments (``cues.in_empirical_clause``: "tackles fake news identification in
# Dravidian languages with two subtasks", "an original set and seven adversarial sets", "compare the results to two
# other strategies": the gold's annotators count these, SPEC counts tasks, categories, methods and models; in a
# sentence about the method or theory alone, "two separate decoders", "two nested nonlinearities", a number word
# more often sizes the paper's own design), except where it sizes something else:
# - an object of math or a comparison: 'between two patent phrases', 'the convolution of two signals' ('consists
#   of two subtasks' still counts), 'more than two entities', 'given two candidates', 'at most four contacts',
#   'intersecting two conics';
# - the paper's own design: 'our algorithm combines three key ingredients', 'SFMSS employs three strategies',
#   'the website has four main functionalities', 'stacks two parallel decoders', 'the following two features'
#   (verbs of what a thing is made of; 'propose', 'introduce', 'design' are ``_NOT_BEFORE`` for every count);
# - a conceptual part marked as such: 'three key strategies', 'two main drawbacks', 'two critical gaps' (SPEC:
#   challenges, findings, principles are the paper's own parts, not counts), or made in the sentence
#   ('three decentralization schemes are proposed', ``_MADE_AFTER``);
# - a capitalized word inside a name: 'the Big Five personality traits'.
# Rows added on 15,000 large.parquet abstracts: 379, about 55% counts by GUIDELINE.md (without the clause test
# 1,030, about 38%); numeric F1 on the unread fresh2025 gold 0.853 -> 0.887 (docs/quality.md, session 13).
_WORD_NOT_BEFORE = ending_here(regex.compile(
    r"\b(?:between|(?<!\b(?:consists?|consisting|composed|comprised)\s)of|than|given|least|most|intersect\w{0,3}|connect\w{0,3}|"
    r"combin\w{1,3}|employ\w{0,3}|stack\w{0,3}|has|have|having|all|following)\s$", FLAGS))
# ... though the key parts of a benchmark, a dataset or a challenge are its categories, which count (GUIDELINE.md): 'the
# ICLEval benchmark ..., which encompasses two key sub-abilities', 'a corpus compiled from three major Arabic financial
# newspapers', 'the first evaluation benchmark from three critical aspects'; the data noun before the number in its
# sentence, with a word of containing or sourcing right before the number
_DATA_PARTS_BEFORE = regex.compile(
    r"""\b(?:data\s?sets?|benchmarks?|corpus|corpora|challenges?|suites?|collections?|leaderboards?|[A-Z][\w-]{1,20}Bench)\b
        [^.;:]{0,80}?\b(?:includ\w{1,3}|compris\w{1,3}|contain\w{0,3}|cover\w{0,3}|featur\w{1,3}|encompass\w{0,3}|spann?\w{0,3}|
        consist\w{0,3}\sof|from|across|with|along|in|into|on|over)\s(?:the\s|all\s)?[$*{]{0,2}$""", regex.VERBOSE)
_CONCEPTUAL = regex.compile(r"^\s(?:[\w-]{1,25}\s){0,2}?(?:key|main|core|critical|crucial|central|fundamental|essential|primary|"
                            r"principal|important|major)\s", FLAGS)
# ... or the things the sentence says were made: 'three decentralization schemes are proposed', 'two soft exosuits
# have been designed' (the passive of ``_NOT_BEFORE``'s verbs)
_MADE_AFTER = regex.compile(r"^[^.;:]{0,60}?\b(?:are|were|is|was|have\sbeen|has\sbeen)\s(?:\w{1,12}ly\s)?"
                            r"(?:proposed|designed|developed|introduced|presented|devised|derived|built|constructed)\b", FLAGS)


def _word_counts(doc: Document, m: Mention, after: str) -> bool:
    """A number word that may count an unlisted plural: after words of evaluation (``_EVAL_BEFORE``), or in a
    clause about data or experiments and none of the exceptions above (``after``: the text after the number)."""
    before = doc.before(m.start, 40)
    if _EVAL_BEFORE.search(before):
        return True
    if m.raw[:1].isupper() and before.rstrip()[-1:].isalpha():
        return False  # 'the Big Five': a capital inside a sentence is a name
    if _WORD_NOT_BEFORE.search(before) or _MADE_AFTER.match(after):
        return False
    if _CONCEPTUAL.match(after) and not _DATA_PARTS_BEFORE.search(doc.norm, doc.sentence_of(m.start)[0], m.start):
        return False
    return in_empirical_clause(doc, m)


def _open_count(doc: Document, m: Mention) -> Claim | None:
    """A digit count of an unlisted plural noun (``count.residual.plural``), or None; a number word
    counts one unless it sizes the paper's own design or an object of math (``_word_counts``)."""
    if m.unit is not None or m.signed or m.hyphen_word or m.value < 1:
        return None
    if not (m.is_word or _INTEGER.match(m.raw) or m.magnitude in ("k", "K", "M", "thousand", "million", "billion")):
        return None
    after = doc.after(m.end, 100)
    if _GLUED.match(after):
        return None  # '$1$D segments', '2nd'
    np = _PLURAL.match(after)
    if np is None or _singular(np["noun"].lower()) in not_counted() or np["noun"].lower() in not_counted():
        return None
    if (joined := _LOWER_AND.search(np[0])) and (m.is_word or not _JOINED_MODIFIERS.match(joined["rest"])):
        return None  # modifiers joined by and/or: digits only, and a modifier after the 'and' (``_MODIFIER_AND``)
    if m.is_word and ("," in np[0] or not _word_counts(doc, m, after)):
        return None  # a comma among a number word's modifiers: 'via two jointly trained, complementary models' (own parts)
    if _points_back(doc, m) or why_not(doc, m) is not None:
        return None
    return claim(doc, m, "count", "count.residual.plural", unit="count", metric=_LEAD.sub("", np[0]))


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    # speakers a corpus is recorded from are its data, whatever their number (not a language's speakers, COUNTER_EXAMPLES)
    ("The corpus holds recordings from 2 million speakers.", ((2e6, "2 million"),)),
    # a modifier's acronym in brackets among the modifiers, before 'and' too
    ("It wins across three tabular question-answering (QA) and fact-verification datasets on one million Computer-Aided "
     "Design (CAD) models.", ((3.0, "three"), (1e6, "one million"))),
    # the dimensions an evaluation assesses count (not a space's: 'heart motion in three dimensions')
    ("RobustGait evaluation spans four dimensions: the type of perturbation. We measure heart motion in three dimensions.",
     ((4.0, "four"),)),
    # classes told apart after 'between', and languages, count
    ("Our approach distinguishes between two categories of an evaluation metric, capturing similarities between the two "
     "languages in our experiments.", ((2.0, "two"), (2.0, "two"))),
    # a fraction counts nothing unless a plural noun follows it
    ("It reaches high consistency scores (0.612 post-level, 0.801 timeline-level) on 20 posts.", ((20.0, "20"),)),
    # the time data spans, after 'within', 'from the past' or 'a time span of' too; not the time a run takes
    ("The photographs were collected within 13 years; OASIS can be trained within 3 days.",
     ((4.102488e8, "13 years"),)),
    # a sentence introducing new data is no background, whatever field words it holds ('worldwide')
    ("Babel Briefings is a novel dataset featuring 4.7 million news headlines across 54 locations worldwide.",
     ((4.7e6, "4.7 million"), (54.0, "54"))),
    # digits after a verb of finding count what was found; a number word there is the paper's own kinds
    ("BroDroid successfully identified 58 violations, and we identify five types of them.", ((58.0, "58"),)),
    # a part of a whole: both count, whatever the plural ('six of eight tests')
    ("It outperforms the labels in six of eight tests.", ((6.0, "six"), (8.0, "eight"))),
    # the key parts of a benchmark are its categories ('key', 'major' mark a method's own parts elsewhere)
    ("We introduce the FAIL-TaLMs benchmark, featuring two major failures, and use two key ideas.", ((2.0, "two"),)),
    # conceptual parts of an argument are no counts, even in a sentence about evaluation
    ("Our findings indicate that the adequacy of human evaluation is controlled by two factors.", ()),
    ("We evaluate on 12 benchmark datasets against 9 state-of-the-art methods.", ((12.0, "12"), (9.0, "9"))),
    ("We synthesize 48k trajectories.", ((48000.0, "48k"),)),
    ("Experiments using three widely used 3D pose estimation benchmarks show gains.", ((3.0, "three"),)),
    ("We find biases in some of the 20 evaluated LLMs.", ((20.0, "20"),)),
    ("We demonstrate it on two use cases and three real-world case studies.", ((2.0, "two"), (3.0, "three"))),
    # an adjective set off by a comma before three more modifiers
    ("Policies are learned for three complex, multi-stage bimanual manipulation tasks.", ((3.0, "three"),)),
    # subtasks count in a shared task or a benchmark's sentence, not as a problem's parts
    ("This Shared Task includes two subtasks. Extraction usually involves three subtasks.", ((2.0, "two"),)),
    # digits after 'among the' count ('the three tasks' points back at counted things)
    ("Our system was placed 5th among the 12 systems, among the three tasks.", ((12.0, "12"),)),
    # a 'B' number counts data after it ('7B models' is a model size)
    ("Trained on 10B frames and 1.4B web images, it beats 7B models.", ((1e10, "10B"), (1.4e9, "1.4B"))),
    ("Experiments span three environments.", ((3.0, "three"),)),
    ("We collect 25.6K Supreme Court opinions.", ((25600.0, "25.6K"),)),
    ("The benchmark has 25 demographic markers across 10 attributes.", ((25.0, "25"), (10.0, "10"))),
    ("We release 150 hours of audio.", ((540000.0, "150 hours"),)),
    ("Experiments on four math and reasoning datasets and two in-vivo surgical datasets.", ((4.0, "four"), (2.0, "two"))),
    ("We validate it on three quadruped platforms and compare five prompting strategies.", ((3.0, "three"), (5.0, "five"))),
    # passes/coordination.extend_counts: the first number shares the counted noun of the second
    ("It covers 40 training, 7 validation and 15 test domains.", ((40.0, "40"), (7.0, "7"), (15.0, "15"))),
    # ... and so does a bare list of numbers before one counted noun
    ("We generate 325K, 316K, and 309K hard negative captions.", ((325000.0, "325K"), (316000.0, "316K"), (309000.0, "309K"))),
    # a number word after a word of evaluation and 'using' counts an unlisted plural
    ("Extensive experiments using five realworld data pools show gains.", ((5.0, "five"),)),
    # a year-shaped number before a counted plural counts it (reasons.py: no word of time before it)
    ("We release 2000 images and a set of 2087 LLM pipeline prompts.", ((2000.0, "2000"), (2087.0, "2087"))),
    ("We evaluated 10 open and proprietary LLMs.", ((10.0, "10"),)),
    # a size written into a counted noun by a hyphen ('count.form.hyphen'); not what one input holds
    ("We build a 21k-instance dataset and a 1,000-question benchmark from 4-frame clips.",
     ((21000.0, "21k-instance"), (1000.0, "1,000-question"))),
    # the first of 'A (out) of B' counts the noun too, past a share in parentheses
    ("The LLM resolves 1397 of 1425 (98%) ambiguities and wins 12 of 13 tasks.",
     ((1397.0, "1397"), (1425.0, "1425"), (12.0, "12"), (13.0, "13"))),
    # an adjective and a comma among the modifiers; a slash inside one
    ("We compare 10 small, open LMs on over 10k shame/pride-related expressions.", ((10.0, "10"), (10000.0, "10k"))),
    # a plural followed by 'of' still counts ('5,000 different species of plants'), not '3 orders of magnitude'
    ("It holds 859,000 images from over 5,000 different species of plants.", ((859000.0, "859,000"), (5000.0, "5,000"))),
    ("A dataset comprising 9,105 2D and 3D medical images.", ((9105.0, "9,105"),)),
    ("We compare 8 models, 9 PEs and 684 WSIs.", ((8.0, "8"), (9.0, "9"), (684.0, "684"))),
    # a capitalized word of prose before the number is no name ('Evaluating 20', not 'LLaMA 30B')
    ("Evaluating 20 leading language models, we find gaps.", ((20.0, "20"),)),
    # up to four modifiers, one of them an acronym in parentheses
    ("We collect 25.6K U.S. Supreme Court (SCOTUS) opinions across eleven different established classification tasks.",
     ((25600.0, "25.6K"), (11.0, "eleven"))),
    # a magnitude word scales a number word, and 'a' or 'one' before it is a number (reading/numbers.py)
    ("It holds one million conversations and two thousand molecule tasks.", ((1e6, "one million"), (2000.0, "two thousand"))),
    # teams are counted (shared tasks); 'point' before 'cloud' is a modifier, not 'points' of a score
    ("Four participating teams submitted systems. We introduce two point cloud datasets.", ((4.0, "Four"), (2.0, "two"))),
    ("Experiments on six segmentation data sets; SuperGlue matches two sets of local features.", ((6.0, "six"),)),
    # a classification of data into N classes counts them; a survey's sorting of methods does not
    ("The memes are categorized into four categories and the posts grouped into 13 semantic classes.",
     ((4.0, "four"), (13.0, "13"))),
    # digits before labeled, labels or masked count (SPEC: 'with only 1 labeled example'); a share there is a setting
    ("With 250 labeled examples (10% labeled data) it holds 24 labels and 367 masked contexts.",
     ((250.0, "250"), (24.0, "24"), (367.0, "367"))),
    # a number word before an unlisted plural in a clause about data or experiments
    ("This study tackles fake news identification in Dravidian languages with two subtasks.", ((2.0, "two"),)),
    ("The benchmark pairs an original set with seven adversarial sets.", ((7.0, "seven"),)),
    # an adjective and a comma among the modifiers of digits ('25.6K ... opinions' above)
    ("We annotate 50 representative, highly up-voted notebooks.", ((50.0, "50"),)),
    ("We classify the posts into seven sentiment categories; the benchmark consists of four tiers.",
     ((7.0, "seven"), (4.0, "four"))),
    # ... with a longer object between the verb and 'into'; literature far before the verb is not what is sorted
    ("We aim to classify social media comments from X (Twitter) into seven different categories.", ((7.0, "seven"),)),
    ("Based on the literature in digital political empowerment, classifying content into five primary categories helps.",
     ((5.0, "five"),)),
    # a prefix shared by two modifiers; 'and' joining up to three words before the noun
    ("We focus on 10 mid- and low-resource languages and 13 diverse and open-ended AI research tasks.",
     ((10.0, "10"), (13.0, "13"))),
    ("In the experiments we compare three mid- and low-rank adapters.", ((3.0, "three"),)),
    # two proper modifiers joined by 'and' before an unlisted plural
    ("Expressions come from ~5.4K Bollywood and Hollywood movies.", ((5400.0, "5.4K"),)),
    # the field of a rank, its noun left out
    ("English is not the top language (ranked 6th out of 26), Polish is.", ((26.0, "26"),)),
    # any two modifiers of digits joined by 'and', a modifier after the 'and'
    ("We test 35 common and state-of-the-art VLM families and 9 moral and social attributes.", ((35.0, "35"), (9.0, "9"))),
    # 'N of M' in words as in digits: both count
    ("It outperforms the baselines on seven of nine benchmarks.", ((7.0, "seven"), (9.0, "nine"))),
    # irregular plurals count like the others: participants, phenomena of a test set
    ("A user study was conducted: 22 children were asked to solve puzzles. The corpus features six linguistic phenomena.",
     ((22.0, "22"), (6.0, "six"))),
    # a shared task's subtasks count however the task was divided
    ("The shared task was divided into two sub-tasks, and our team ranked first.", ((2.0, "two"),)),
    # the time a collection of data spans, in seconds (a year of 365.25 days)
    ("The dataset is the result of a crowdsourcing initiative spanning 13 months, with volunteers captioning images.",
     ((34187400.0, "13 months"),)),
    ("We collect abstract pairs from 8 colleges authored over 25 years.", ((8.0, "8"), (788940000.0, "25 years"))),
)
COUNTER_EXAMPLES = (
    "Our method has two stages and three modules.",
    # the second side of a dimension is a size (cues.is_setting): '1024 × 1024 images', '640 x 480 depth images'
    "We generate 1024 × 1024 images and process 640 x 480 depth images in $4 \\times 4$ upsampling cases.",
    # the speakers of a language, a million or more: the field's context (reasons.population)
    "Cebuano is a language with about 27.5 million speakers, spoken by more than 30 million people.",
    # a listed noun as the first half of a hyphened modifier is not the head ('LLM' in 'LLM-driven'); nor a
    # lower-case word in brackets a modifier ('12 mm (wide) robot')
    "IterKey consists of three LLM-driven stages. The robot is 12 mm (wide) robot.",
    # the paper's own points, enumerated after a colon (not data: 'we compare three data collection protocols: (i) ...')
    "In our experiments we make two simplifying assumptions: (i) there exists a body of structured knowledge.",
    # an object of comparison after 'between' (not 'distinguish between two categories': classes told apart)
    "Our experiments estimate the correspondences between two images and the shift between two domains.",
    "We decompose road extraction into two subtasks.",
    "Furthermore, this work studies two hypotheses about adversarial training.",
    "Two central but less explored questions are how to train depth two neural networks.",
    "The network outputs the 4 parameters of the 360 MDE task.",
    "We train 5 layers for 100 epochs on 8 GPUs.",
    "The robot turns 12 degrees every 3 seconds.",
    "PT and BT are two simple and powerful methods.",
    "Precision and Recall are two prominent metrics; sketch comedy and crosstalk are two popular types of comedy.",
    "It refers to one of two similar images.",
    "Two important questions arise, and we answer three research questions.",
    "Existing methods can be roughly grouped into two categories.",
    "We divide our method into three stages.",
    "We propose three prompting strategies to compare two SPD matrices.",
    "We train with 18 layers and 34 layers in 2023 and 5 epochs.",
    "We study the effects of 2020 Hubei lockdowns and the 2022 shared tasks.",
    "It is 3 orders of magnitude faster after 4 rounds of refinement with 3 lines of code.",
    "A 7 DOFs arm runs at 27 FPS in 40 MFLOPs.",
    "Results on the MPII Cooking 2 datasets and GPT 4 outputs.",
    "A picture is worth a thousand words.",
    # image formats are settings (cues.py): '8K video', 'such as 4K and 8K', '360 images' (panoramas)
    "We restore 8K video for high-resolution videos such as 4K and 8K and estimate depth from 360 images.",
    # a comma that opens a new clause is no modifier
    "The error is 3 mm, a maximum tool switching time of 8 seconds.",
    # a number written apart is no list ('100, 000' is one number; the pass does not count '100')
    "It plans for over 100, 000 robots in 3D.",
    # a number in math glued by a hyphen to a capital is a name ('$2$-LS', '$1$-Lipschitz'; reasons.py)
    "Experiments show that $2$-LS obtains solutions over $1$-Lipschitz convex functions.",
    # a number word before an unlisted plural: the method's own design (no data or experiment in the sentence;
    # a verb of what it is made of), a conceptual part, a thing made in the sentence, a name
    "The method has two separate decoders and learns two feature representations.",
    "Our experiments reveal two main drawbacks of prior benchmarks.",
    "In the experiments, three decentralization schemes are proposed.",
    "Our study models the Big Five personality traits.",
    # a relative clause after the comma is no modifier; a number word's modifiers hold no comma
    "A hand of width 64 mm, whose two fingers grip, is built via two jointly trained, complementary networks.",
    # a model's context window is a setting, not a size of data (cues.py)
    "The gap widens as context length increases from 8K to 128K tokens; we extend it to a 1M-token context.",
    # modifiers of digits joined by 'and': not after a unit, not a verb or a second number after the 'and'
    "It updates at 2 kHz and delays stay low; an 800K vocabulary case and shows gains.",
    # a year clipped after a name is a date (reasons.py), not a count of the tasks after it
    "Experiments on WMT’16 English-German and WMT'14 English-French translation tasks.",
    # a span that opens its sentence is background; nor is a span ago or apart
    "Over the past two decades, deep learning has transformed data analysis. The corpus was proposed 10 years ago.",
    "We pair papers with publication dates spanning 2 to 10 years apart.",
)

# the data a paper introduces is still data: "introduces two novel benchmarks" counts them
_DATA_HEAD = regex.compile(r"^[\s$*}]{1,3}(?:[\w-]{1,20}\s){0,2}(?:data\s?sets?|benchmarks?|corpora|test\ssets?|languages?)\b", FLAGS)
# ... and so are the metrics and the tasks of an evaluation a paper introduces ('we introduce two metrics', 'design
# three different tasks'), not the tasks of its training ('two auxiliary tasks', 'two pretext tasks'), nor the
# ones it points back at ('these two tasks', where the verb is not right before the number)
_MADE_BEFORE = ending_here(regex.compile(rf"\b(?:{_MAKING})\s{{1,2}}(?:novel\s|new\s)?[$*{{]{{0,2}}$", FLAGS))
_EVALUATION_HEAD = regex.compile(r"^[\s$*}]{1,3}(?:(?!auxiliary|pretext|pre-?training|self-supervis|proxy|contrastive|"
                                 r"learning)[\w-]{1,20}\s){0,2}(?:metrics|tasks)\b", FLAGS)
# modifiers joined by and/or count only data: 'four math and reasoning datasets', '2.3k English and German tweets'
_DATA_PLURAL = regex.compile(r"\b(?:data\s?sets|benchmarks|corpora|tasks|languages|images|videos|scenes|tweets|pairs|"
                             r"documents|sentences|samples|repositories|models|systems|LLMs|VLMs|MLLMs|LMs)$")
# the dimensions an evaluation assesses count (GUIDELINE.md: 'RobustGait evaluation spans four dimensions', 'FinDABench
# assesses LLMs across three dimensions', 'a taxonomy with eight pedagogical dimensions ... gold annotations for eight
# pedagogical dimensions'); elsewhere a dimension is a size ('128 dimensions') or a survey's or a theory's axis ('organize
# existing methods from three fundamental dimensions', 'heart motion in three dimensions'): a setting, no row (on all
# large.parquet: 25 rows, 20 right; a word of extent right before the number ('across', 'along', 'over') took out the
# 5 wrong)
_ALONG_BEFORE = ending_here(regex.compile(r"\b(?:across|along|over|on|spans?|spanning|cover\w{0,3}|for|of|with|from|examines|"
                                         r"in\sterms\sof)\s(?:the\s|all\s)?$", FLAGS))  # not 'in', 'between', 'through'
_DIMENSIONS_AFTER = regex.compile(r"\s(?:[\w-]{1,20}\s){0,2}?dimensions\b", FLAGS)
_ASSESSED_BEFORE = regex.compile(r"\b(?:evaluat\w{0,5}|assess\w{0,4}|measur\w{0,4}|benchmark\w{0,4}|annotat\w{0,5}|rat(?:e|es|ed|ing)|"
                                 r"scor(?:e|es|ed|ing))\b[^.;:]{0,60}$", FLAGS)
# a counted-looking number that names something else: 'subtask 1 of the ...', 'IWSLT 2022 dialect ...'
_NAMES_SOMETHING = frozenset({"citation_or_reference", "year_or_date", "name_part", "list_marker", "math"})


def _counted_hyphen(doc: Document, m: Mention) -> bool:
    """A size written into a data noun by a hyphen: 'a 21k-instance dataset', 'a 1,000-question benchmark'
    (the hyphen word a listed counted noun, the number digits; '3-layer', '4-bit' are settings)."""
    word = (m.hyphen_word or "").lower()
    return (not m.is_word and m.unit is None and not m.signed and m.value >= 2 and word in _hyphen_nouns()
            and (m.magnitude is not None or word not in _INPUT_NOUNS)
            and not is_setting(doc, m) and why_not(doc, m) not in _NAMES_SOMETHING)


# what one input holds, not data: '4-frame sequences', 'a 2-image transformer' (a '27M-image dataset' is data)
_INPUT_NOUNS = frozenset({"frame", "image", "view", "clip"})


@cache
def _hyphen_nouns() -> frozenset[str]:
    """The listed counted nouns of one word, singular (a hyphen word is written singular: '21k-instance')."""
    return frozenset(n.lower() for n in count_nouns() if " " not in n and "-" not in n)


# the field a rank is taken in, its noun left out: 'English is not the top language (ranked 6th out of 26)' (with the
# noun, 'placed 12th out of 35 teams', ``count.after.noun`` or ``count.residual.plural`` count it)
_RANKED_AMONG = ending_here(regex.compile(r"\b\d{1,3}(?:st|nd|rd|th)\s(?:place\s|position\s|rank\s)?(?:out\sof|among)\s(?:the\s|all\s)?$"))


# a part of a whole, both counted: 'in six of eight tests', 'four out of six applications', 'two of the three conditions'
# (GUIDELINE: both numbers are counts; the readable gold writes both in all six such phrases). Small whole numbers, the
# part no larger than the whole, a plural noun not of measure (not_counted.txt) after the whole.
@cache
def _of_total() -> regex.Pattern[str]:
    number = rf"(?:{alternation(tuple(number_words()), fold=True)}|[1-9]\d{{0,2}})"  # the vocabulary file's words, or digits
    return regex.compile(rf"""(?<![\w.,-])(?P<part>{number})\s(?:out\s)?of\s(?:the\s|all\s)?(?P<whole>{number})\s
                             (?:[\w-]{{1,20}}\s){{0,2}}?(?P<noun>(?-i:[a-z][a-z-]{{1,24}}(?:s|es|ies|ia)))\b""",
                         regex.VERBOSE | regex.IGNORECASE)


@cache
def _not_counted_parts() -> frozenset[str]:
    return frozenset(not_counted()) | frozenset(setting_nouns())


def _part_of_total(doc: Document, m: Mention) -> str | None:
    """The counted noun when ``m`` is the part or the whole of ``_of_total``, else None."""
    if not (doc.norm.startswith((" of ", " out of "), m.end) or doc.before(m.start, 10).endswith((" of ", " of the ", " of all "))):
        return None  # the cheap test first: most numbers stand nowhere near 'of'
    window = doc.before(m.start, 30) + doc.norm[m.start:m.end] + doc.after(m.end, 60)
    offset = m.start - len(doc.before(m.start, 30))
    for t in _of_total().finditer(window):
        if m.start in (offset + t.start("part"), offset + t.start("whole")):
            part, whole = (number_words().get(t[g].lower()) or (int(t[g]) if t[g].isdigit() else 0) for g in ("part", "whole"))
            noun = t["noun"].lower()
            if part < 2 or part > whole or {noun, _singular(noun)} & _not_counted_parts():
                return None
            return noun
    return None


# The time a collection of data spans: 'a crowdsourcing initiative spanning 13 months', 'abstract pairs ... authored over
# 25 years', 'publications from 17 conferences spanning the past 50 years', 'a longitudinal study over eleven months',
# 'photographs ... collected within 13 years', 'tweets that cover a time span of ten years', '83k requests from the
# past 12 years' (not the time a run takes, 'can be trained within 3 days': a score)
# (GUIDELINE: a duration of data counts, in seconds). Days to decades after a word of spanning, in a sentence about
# data; not a span that opens its sentence ('Over the past two decades, deep learning ...'), nor one ago.
_SPAN_UNIT = regex.compile(r"(?:days?|weeks?|months?|years?|decades?)$", FLAGS)
_SPAN_BEFORE = ending_here(regex.compile(
    r"\b(?:spann?(?:s|ed|ing)?|cover(?:s|ed|ing)?|over|across|in|from|(?:time\s)?span\sof|period\sof"
    r"|(?<!\b(?:be|been|is|are|trained|runs?|converges?|completes?|finish\w{0,3})\s)within)\s(?:(?:the|a)\s)?"
    r"(?:(?:past|last|first|entire|whole|following)\s)?(?:(?:more\sthan|over|nearly|about|almost|roughly)\s)?$", FLAGS))
_SPAN_DATA = regex.compile(r"\b(?:data\s?sets?|data|corpus|corpora|collect\w{0,4}|collection|articles|publications|papers|posts|"
                           r"tweets|records|patients|samples|queries|messages|reviews|news|interviews|longitudinal|"
                           r"crowdsourc\w{1,6}|recordings|logs|documents|pairs|volunteers|participants|users)\b", FLAGS)
_AGO = regex.compile(r"\s(?:ago|earlier|before|later|old|apart)\b", FLAGS)


def _spans_data(doc: Document, m: Mention) -> bool:
    """Whether a span of days to decades is the time a collection of data covers (``_SPAN_BEFORE``, ``_SPAN_DATA``)."""
    if not _SPAN_UNIT.search(doc.norm[m.start:m.end]) or _AGO.match(doc.norm, m.end):
        return False
    start, end = doc.sentence_of(m.start)
    before = doc.norm[start:m.start]
    if not _SPAN_BEFORE.search(before) or not before.strip(" ,").count(" ") >= 4:
        return False  # 'Over the past two decades, ...' opens its sentence: background
    return bool(_SPAN_DATA.search(doc.norm, start, end))


_PLURAL_NEXT = regex.compile(r"\s[a-z][a-z]{1,25}s\b")  # the word after a number is a plural noun


def find(doc: Document) -> Iterator[Claim]:
    """Count claims: a number followed by a counted noun phrase; durations and sizes of data."""
    for m in doc.mentions:
        if m.unit in ("%", "x", "pp", "points", "orders_of_magnitude") or m.value_high is not None and m.is_word:
            continue
        if m.hyphen_word and _counted_hyphen(doc, m):
            yield claim(doc, m, "count", "count.form.hyphen", unit="count", metric=m.hyphen_word)
            continue
        if m.hyphen_word or (m.magnitude == "B" and "B" in m.raw and not m.raw.endswith("billion")):
            if not (m.magnitude and DATA_AFTER.match(doc.after(m.end))):
                continue
        after = doc.after(m.end, 100)
        if m.unit in ("seconds", "bytes"):
            if _DATA_DURATION.search(after):
                yield claim(doc, m, "count", "count.after.data", unit=m.unit)
            elif m.unit == "seconds" and _spans_data(doc, m):
                yield claim(doc, m, "count", "count.before.span", unit=m.unit)
            continue
        if m.signed or m.value == 0:
            continue  # '+22' is a difference, never a count; nor is '000 robots' (the tail of '100, 000')
        if m.magnitude is None and not float(m.value).is_integer() and not _PLURAL_NEXT.match(doc.norm, m.end):
            continue  # '(0.612 post-level, 0.801 timeline-level)', '0.71 Example-F1': a fraction counts nothing (no gold
            # count is one) unless a plural noun follows ('~3.7 kilometers')
        np = _noun_phrase().search(after)
        if (np is None and (" and " in after or " or " in after)
                and (np := _noun_phrase(coordinated=True).search(after)) and not _DATA_PLURAL.search(np[0])):
            np = None  # 'two simple and powerful methods', 'three related and important problems': prose
        if np and m.is_word and _RESEARCH_QUESTIONS.search(np[0]):
            np = None  # 'two important questions arise', 'three research questions': the paper's questions, not data
        if np and built_of(doc, m):
            np = None  # 'Our system consists of three specialized agents': its own parts (reasons.py)
        shared_parts = False  # a shared task's subtasks, however it was divided ('The task was divided into two sub-tasks')
        if np and _SUBTASKS.search(np[0]):
            if not _SUBTASK_CONTEXT.search(doc.norm, *doc.sentence_of(m.start)):
                np = None  # 'IE focuses on three subtasks': a problem's parts, not a shared task's or benchmark's
            else:
                shared_parts = bool(_DIVIDED_INTO.search(doc.before(m.start, 40)))
        if (np and not is_setting(doc, m) and (not _points_back(doc, m) or shared_parts or _DATA_HEAD.match(after)
                                                    or _EVALUATION_HEAD.match(after) and _MADE_BEFORE.search(doc.before(m.start, 40)))
                and why_not(doc, m) not in _NAMES_SOMETHING and not population(doc, m)):
            metric = _LEAD.sub("", np[0])
            yield claim(doc, m, "count", "count.after.noun", unit="count", metric=metric)
        elif (c := _open_count(doc, m)) is not None:
            yield c
        elif not m.is_word and m.unit is None and m.value >= 2 and _RANKED_AMONG.search(doc.before(m.start, 40)):
            yield claim(doc, m, "count", "count.after.rank", unit="count")
        elif (m.unit is None and m.magnitude is None and (part := _part_of_total(doc, m)) is not None
              and why_not(doc, m) not in _NAMES_SOMETHING):
            yield claim(doc, m, "count", "count.form.of_total", unit="count", metric=part)
        elif (m.unit is None and m.magnitude is None and 2 <= m.value <= 50 and (dims := _DIMENSIONS_AFTER.match(after))
              and _ASSESSED_BEFORE.search(doc.norm, doc.sentence_of(m.start)[0], m.start)
              and _ALONG_BEFORE.search(doc.before(m.start, 20))):  # not 'heart motion in three dimensions', 'assesses
            # the difficulty through two dimensions' (a measure's own parts)
            yield claim(doc, m, "count", "count.after.dimensions", unit="count", metric=_LEAD.sub("", dims[0]))
