"""Named datasets and benchmarks (``CUHK-SYSU``, ``CIFAR-100``, ``KernelBench``, ``VT-Bench``).

Rules, most certain first (a span taken by an earlier rule is not taken again):
- ``dataset.vocab``: a well-known name from ``vocab/datasets.txt`` (CamelCase names also match
  in other casings, ``Xsum`` for ``XSum``);
- ``dataset.context``: a name-shaped token run right before ``dataset``/``benchmark``/``corpus``
  (``the PRW dataset``, ``CVDP-ECov benchmark``, led by lower-case letters: ``the bAbI dataset``) or right
  after it (``the dataset LF-AmazonTitles-1.3M``);
- ``dataset.list``: names listed after ``datasets such as`` / ``benchmarks including``;
- ``dataset.introduced``: a name the paper gives to the dataset or benchmark it introduces
  (``we introduce REL, a generative benchmark``, ``a new dataset ... (VOST)``);
- ``dataset.evaluated``: a name-shaped token right after ``on``/``across`` in a sentence about
  evaluation (``we evaluate on Stochastic-D4RL``, ``a 7.739 score on MT-bench``), with its list;
- ``dataset.named``: a name given to data right after its noun (``a new benchmark called WinoIdentity``,
  ``a dataset named SafeDoorManip50k``), an appositive (``HANS, a targeted evaluation set``), or a
  capitalized word before a data noun after ``the`` (``the Switchboard speech corpus``), or two to four
  (``the Encyclopedic VQA dataset``, ``the Chronicling America corpus``);
- ``dataset.acronym``: an acronym whose long form or next words name data (``... Song Lyrics Corpus
  (SADSLyC)``, ``the ... Generation (RIRAG) shared task``);
- ``dataset.titled``: a title-case name ending in a capitalized data head (``the Modal Dependency Corpus``,
  ``Materials in Context Database``), or the acronym right after it, or the coined name it spells out in an
  apposition (``MILU, a Multi-task Indic Language Understanding Benchmark``, ``..., namely GenWebNovel``);
- ``dataset.task``: a shared task or competition (``the FinCausal 2025 shared competition``, ``SemEval-2025
  Task 11``, ``GenAI Detection Task 2``, ``the Amazon Picking Challenge``, ``our submission to the Misogyny Meme
  Detection shared task``, by its topic's acronym: ``the shared task on ... Counterspeech Generation (MCG)``), or the
  workshop at a conference where a task is held (``the shared task at DravidianLangTech@NAACL 2025``, ``as part of
  CHIPSAL@COLING 2025``);
- ``dataset.coordinated``: a name listed beside any mention of a found dataset (``on New-MultiFC and FND3``,
  ``COCO, LVIS and Objects365``; any name-shaped item of a list a plural data noun closes: ``on UCI, Extended Yale B,
  and CIFAR-10 datasets``; a plain capitalized word when a plural data noun follows: ``Counterfact and
  ZsRE datasets``), not a name after a bare comma that ends the list (``On HMEQA, FAST-EQA
  achieves``: the method);
- ``dataset.shape``: a token whose shape says benchmark (``...Bench``, ``...QA``) or an all-caps
  name with a number (``KITTI-360``).
Model families (``GPT-4``, ``L3Cube-Bert-Tamil``), platforms (``Reddit``), vendors (``AMD``), metrics
(``ROUGE-1``) and generic acronyms (``OOD``) are never datasets;
generic phrases (``six benchmark datasets``) have no name-shaped token and are never matched.

The rules' parts, each module importing only those above it: ``names`` (what a dataset's name looks like and which
names are never datasets), ``tasks`` (shared tasks and competitions), ``patterns`` (the contexts that name data),
``defined`` (acronyms the abstract defines and what it defines them as), ``coordinated`` (names listed beside a found
one); this module runs them (``find``), with the examples.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import takewhile

import regex

from abstract_claims.prefilter.hints import Scan
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import word_starts
from abstract_claims.record import Claim
from abstract_claims.kinds.hardware import is_device
from abstract_claims.reading.vocab import kinds_of_data
from abstract_claims.kinds.dataset.coordinated import (_ACRONYM_BEFORE, _FIELD_END, _NAME_APPOSED_BEFORE, _NAMED_PAIR,
                                                       _abbreviates, _coordinated, _headed, _past_lead, _shares_words, _spells,
                                                       _two_coined, title_calls_data)
from abstract_claims.kinds.dataset.defined import (_BOARD_AFTER, _NOT_DATA_AFTER, _concepts, _data_acronyms,
                                                   _defined_as_artifact, _defined_lower, described)
from abstract_claims.kinds.dataset.names import (_DATA_NOUN, _DESCRIPTIVE_LEAD, _ET_AL, _NAME, _NOT_NAMES, _SAYS_DATA,
                                                 _TASK_HEADS, _VERSION, _clean, _counted_kind, _folded, _folded_gate,
                                                 _kind_of_data, _ok, _vocab, _vocab_matches, _without_slash_size)
from abstract_claims.kinds.dataset.patterns import (DATA_NOUN_GATE, _ACRONYM_NEXT, _BARE_ITEM, _BARE_LISTS,
                                                    _CLAUSE_VERB, _COINED_AFTER, _COINED_BESIDE, _COINED_THEN_HEAD,
                                                    _CONTEXT, _DATA_ACRONYM_GATE, _EVALUATED, _EVAL_WORDS, _INTRODUCED,
                                                    _ITEM, _LIST_AFTER, _LIST_BEFORE, _LIST_BEFORE_SPLIT,
                                                    _LIST_GOES_ON, _LONG_THEN_ACRONYM, _LOWER_LED, _LOWER_LED_NAME,
                                                    _NAMED, _NAMED_IT, _NAME_BEFORE, _PAREN_LIST, _PLURAL_END,
                                                    _PLURAL_HEAD, _SHAPE, _SUCH_AS, _TITLED, _TOKEN, _VERSION_ITEM,
                                                    _ACRONYM_LED)
from abstract_claims.kinds.dataset.tasks import (_AT, _CHALLENGE, _CHALLENGE_TITLED, _TASK, _TASKS_PLURAL, _TASK_AFTER,
                                                 _TASK_AT, _TASK_COLON, _TASK_JOINED, _TASK_N, _TASK_NUMBERED,
                                                 _TASK_NUMBERED_LOWER, _LOWER_TASK_N, _TASK_OF, _TASK_N_OF, _TASK_NUMBER,
                                                 _TASK_QUOTED, _QUOTED_TASK, _SHARED_TASK, _TASK_SERIES, _TASK_YEAR_LOWER,
                                                 _CAPITAL_SHARED, _LOWER_SHARED,
                                                 _TASK_IN_SEMEVAL, _TASK_ON, _TASK_ON_ACRONYM, _ACRONYM_TASK, _BRACKET_TASK,
                                                 _TASK_TITLED, _TASK_TITLE_NUMBERED,
                                                 _TASK_WORKSHOP, _SEMEVAL, _YEAR_COLON)
# what analysis.py asks beside find: whether a verb follows a name (``is_subject``)
from abstract_claims.kinds.dataset.patterns import is_subject as is_subject

KINDS = ("dataset",)  # the kinds this module emits
# the rules whose rows analysis.py drops where they name the paper's own method (another rule's row is dropped only
# where a verb follows the name, ``is_subject``)
WEAK_DATASET_RULES = frozenset({"dataset.evaluated"})  # "on DIVE data": the own method, used as data


# a yearly campaign of many shared tasks, named with its year alone, is where a task is held, not the task's data
# ('a shared task in SemEval 2022 - Multimedia Automatic Misogyny Identification (MAMI)', 'a news similarity task of
# SemEval-2022', 'within the SemEval-2024 competition framework'; GUIDELINE: campaigns are not listed)
_CAMPAIGN_YEAR = regex.compile(r"(?i:semeval)[\s-]?(?:19|20)?\d\d")
# ... unless the task's own name follows it, which the campaign's name then matches ('the SemEval-2010 task on Word Sense
# Induction & Disambiguation', 'Task4 at SemEval2022: Patronizing and Condescending Language Detection', 'SemEval-2022
# task 10', 'the SemEval-2020 task Detection of Propaganda Techniques', 'the SemEval-2020 competition Task 12')
_TASK_NAMED_AFTER = regex.compile(r"(?:(?:\scompetition)?\s(?:[Ss]hared\s)?[Tt]ask)?:?\s(?:on\s)?[“\"‘']?[A-Z\d]")


@cache
def scans() -> tuple[Scan, ...]:
    """The scans this module's rows come from (or cheaper patterns that match wherever they do), as
    (pattern, run on a sentence slice[, within]): when the batch prefilter says none can match an abstract,
    the module is skipped there. Keep in step with ``find`` (tests/test_prefilter.py checks it)."""
    whole = (_vocab(), _folded_gate(), _NAMED_IT, _DATA_ACRONYM_GATE, _TASK_NUMBERED, _TASK, _TASK_JOINED, _TASK_ON, _TASK_TITLED,
             _SHAPE)
    on_data_nouns = (_CONTEXT, _LOWER_LED, _SUCH_AS, _LIST_BEFORE, _LIST_AFTER, _INTRODUCED, _PAREN_LIST, *(p for p in _NAMED if p is not _NAMED_IT), _TITLED, *_BARE_LISTS)
    return (tuple((p, False) for p in whole) + tuple((p, False, DATA_NOUN_GATE) for p in on_data_nouns)
            + ((_EVALUATED, True), (_TASK_WORKSHOP, False, _AT), (_TASK_TITLE_NUMBERED, False, _TASK_N),
               (_CHALLENGE_TITLED, False, _CHALLENGE), (_TASK_COLON, False, _YEAR_COLON),
               (_TASK_IN_SEMEVAL, False, _SEMEVAL), (_TASK_NUMBERED_LOWER, False, _LOWER_TASK_N),
               (_TASK_N_OF, False, _TASK_NUMBER), (_TASK_QUOTED, False, _SHARED_TASK), (_QUOTED_TASK, False, _SHARED_TASK),
               (_TASK_SERIES, False, _CAPITAL_SHARED), (_TASK_YEAR_LOWER, False, _LOWER_SHARED)))


def _camel_spelled(acronym: str, name: str) -> bool:
    """Whether a one-word name's capitals, three or more, are the acronym's ('ObjectsWithStateChange (OWSC)',
    'CodeJudge-Eval (CJ-Eval)', 'SegmentMeIfYouCan (SMIYC)'): the abstract abbreviates its coined name and, where it
    writes the acronym again (the caller checks), names the data by it, as the gold does (not a known name: 'MultiWOZ
    (MWOZ)' stays, ``dataset.vocab``; nor 'ImageNet (IN)', two capitals). On the read gold the 3 such pairs whose acronym
    comes back list the acronym alone; the one whose does not ('our DriverActionInsight (DAI) dataset') lists the name.

    >>> [_camel_spelled(a, n) for a, n in (("OWSC", "ObjectsWithStateChange"), ("CJ-Eval", "CodeJudge-Eval"), ("IN", "ImageNet"), ("OWS", "ObjectsWithStateChange"))]
    [True, True, False, False]
    """
    capitals = [c for c in name if c.isupper()]
    return len(capitals) >= 3 and " " not in name and capitals == [c for c in acronym if c.isupper()]


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("First, introducing an Opinion QA dataset; second, a Large Model benchmark.", (("Opinion QA", "Opinion QA"),)),
    # introduced resources: coordinated adjectives, 'referred to as', a quoted name after the noun, a coined name a
    # colon spells out (the coined name, not its long form)
    ("We introduce Karrierewege, a comprehensive, publicly available dataset, and a novel dataset “HateImgPrompts”.",
     (("Karrierewege", "Karrierewege"), ("HateImgPrompts", "HateImgPrompts"))),
    ("We present a new comprehensive dataset referred to as AHB-F which features real-world scenarios.", (("AHB-F", "AHB-F"),)),
    ("In this paper, we introduce BuDDIE: Business Document Dataset for Information Extraction, the first of its kind.",
     (("BuDDIE", "BuDDIE"),)),
    # a shared task on a topic with its series and year before it: one name, as the organizers write it
    ("We describe the winning submission to the CRAC 2022 Shared Task on Multilingual Coreference Resolution.",
     (("CRAC 2022 Shared Task on Multilingual Coreference Resolution", "CRAC 2022 Shared Task on Multilingual Coreference Resolution"),)),
    # a series' capitalized 'Shared Task' with its year, whole, and a plain series with its year before 'shared task'
    ("This paper describes the model built for the SIGTYP 2021 Shared Task and for the Disrpt 2021 shared task.",
     (("SIGTYP 2021 Shared Task", "SIGTYP 2021 Shared Task"), ("Disrpt 2021", "Disrpt 2021"))),
    # a shared task named in quotes beside the words 'shared task'
    ("These results were obtained in the “Cross-domain Machine-Generated Text Detection” shared task.",
     (("Cross-domain Machine-Generated Text Detection", "Cross-domain Machine-Generated Text Detection"),)),
    # a numbered task of a yearly series, task first or after a comma, as written
    ("This paper describes our participation in Task 8 of SemEval-2024 and in SemEval-2024, task 9.",
     (("Task 8 of SemEval-2024", "Task 8 of SemEval-2024"), ("SemEval-2024, task 9", "SemEval-2024, task 9"))),
    # a campaign's task as a list's item: the plain names after it are listed too
    ("We evaluate on three public benchmarks: SemEval 2010 Task 8, Tacred, and Tacred Revisited.",
     (("SemEval 2010 Task 8", "SemEval 2010 Task 8"), ("Tacred", "Tacred"), ("Tacred Revisited", "Tacred Revisited"))),
    # a list goes on with 'as well as'; a name evaluated on may follow 'the recently introduced'
    ("Results on three datasets HRSC2016, DOTA, UCAS-AOD as well as a scene text dataset show gains.",
     (("HRSC2016", "HRSC2016"), ("DOTA", "DOTA"), ("UCAS-AOD", "UCAS-AOD"))),
    ("Experiments on the recently introduced SubPartImageNet show that our approach improves.",
     (("SubPartImageNet", "SubPartImageNet"),)),
    # a coined name an apposition spells out after it names the data once, by its coined name
    ("We construct CHEF, the first CHinese Evidence-based Fact-checking dataset of 10K real-world claims.", (("CHEF", "CHEF"),)),
    # a count glued to a capitalized word is a list item ('50Salads'), so the list goes on past it; a longer name's first
    # words are no item ('Georgia Tech Egocentric' of 'Georgia Tech Egocentric Activities (GTEA)')
    ("Experiments on three benchmark datasets, GTEA, 50Salads, and Breakfast, show gains.",
     (("GTEA", "GTEA"), ("50Salads", "50Salads"), ("Breakfast", "Breakfast"))),
    ("We test on three datasets: Breakfast, Georgia Tech Egocentric Activities (GTEA), and 50Salads. It wins.",
     (("Breakfast", "Breakfast"), ("GTEA", "GTEA"), ("50Salads", "50Salads"))),
    # a '+' makes another dataset, in the vocabulary's matches and in lists ('RefCOCO' and 'RefCOCO+', 'ASAP' and 'ASAP++')
    ("We test on benchmark datasets, including ASAP, ASAP++, and Feedback Prize, and on RefCOCO+.",
     (("ASAP", "ASAP"), ("ASAP++", "ASAP++"), ("Feedback Prize", "Feedback Prize"), ("RefCOCO+", "RefCOCO+"))),
    # a list item's acronym right after it names it (the long form spells it out); a name set off by dashes after the noun
    ("We develop a new benchmark, Unconventionally Feasible Objects (UFO), and a new RGBD tracking dataset - DepthTrack - too.",
     (("UFO", "UFO"), ("DepthTrack", "DepthTrack"))),
    # three or more names before a plural data noun, one of them coined; versions of a name are no items
    ("Solid-SQL gains 11.6% on the perturbed Spider-Syn, Spider-Realistic, and Dr. Spider benchmarks.",
     (("Spider-Syn", "Spider-Syn"), ("Spider-Realistic", "Spider-Realistic"), ("Dr. Spider", "Dr. Spider"))),
    ("It is accurate on the Something-Something V1, V2, and Jester datasets.",
     (("Something-Something", "Something-Something"), ("Jester", "Jester"))),
    # a plain capitalized word after a found name and 'and', right before a plural data noun; a name in bold after 'dataset'
    ("Experiments on the KITTI and Waymo datasets show it.", (("KITTI", "KITTI"), ("Waymo", "Waymo"))),
    ("This dataset **CLERC** (Case Law Evaluation and Retrieval Corpus), is constructed for training.", (("CLERC", "CLERC"),)),
    # a capitalized 'Shared Task' after a name; a comma-less list (one venue's abstracts) before the other scans
    ("This paper presents results of our system for CoMeDi Shared Task, focusing on Subtask 2.", (("CoMeDi", "CoMeDi"),)),
    ("Experiments on LLVIP FLIR M3FD VEDAI and KAIST benchmark datasets verify it",
     (("LLVIP", "LLVIP"), ("FLIR", "FLIR"), ("M3FD", "M3FD"), ("VEDAI", "VEDAI"), ("KAIST", "KAIST"))),
    ("Results on two datasets, namely, IU X-Ray and MIMIC-CXR, are good.", (("IU X-Ray", "IU X-Ray"), ("MIMIC-CXR", "MIMIC-CXR"))),
    # a name led by a digit and a capitalized word; list items of plain capitalized words, not a task's head
    ("We gain 10.4 points on the 2WikiMQA dataset.", (("2WikiMQA", "2WikiMQA"),)),
    ("We construct two new datasets: JAMA Clinical Challenge and Medbullets.",
     (("JAMA Clinical Challenge", "JAMA Clinical Challenge"), ("Medbullets", "Medbullets"))),
    # a numbered task or a challenge named by title-case words (not a sentence's first word: 'For Shared Task 1')
    ("We present our approach for GenAI Detection Task 2 and the Academic Essay Authenticity Challenge.",
     (("GenAI Detection Task 2", "GenAI Detection Task 2"),
      ("Academic Essay Authenticity Challenge", "Academic Essay Authenticity Challenge"))),
    # a counted kind of data is no name, but a singular noun after a count is ('two steps', then 'the JESC corpus')
    ("It is fine-tuned in two steps on the JESC corpus and on four MedMNIST datasets.",
     (("JESC", "JESC"), ("MedMNIST", "MedMNIST"))),
    ("We introduce BEARCUBS, a “small but mighty” benchmark, and create ‘SELECT‘, a benchmark of concepts.",
     (("BEARCUBS", "BEARCUBS"), ("SELECT", "SELECT"))),
    # a name the abstract defines as the acronym of a method, model or tool is not the dataset of that name, anywhere in it
    ("Grouped-Query Attention (GQA) saves memory; GQA also speeds up decoding on the SQuAD benchmark.",
     (("SQuAD", "SQuAD"),)),
    ("The Immersive Question-directed Visual Attention (IQVA) dataset features attention maps.", (("IQVA", "IQVA"),)),
    # a knowledge graph or base named as one resource is data; the kind of structure is not
    ("We create a Style Knowledge Graph (SKG) to improve transfer. Temporal Knowledge Graphs (TKGs) are common.",
     (("SKG", "SKG"),)),
    # an introduced name may open with a few lower-case letters before a capital
    ("We introduce mHumanEval, an extended benchmark supporting prompts in over 200 languages.",
     (("mHumanEval", "mHumanEval"),)),
    # simulators and games that benchmarks run in, listed (GUIDELINE: environments evaluated in are data)
    ("We process real-world driving data through the Nocturne simulator and show gains on StarCraft II micromanagement "
     "tasks.", (("Nocturne", "Nocturne"), ("StarCraft II", "StarCraft II"))),
    # well-known names no cue word marks (vocab/datasets.txt)
    ("Our model improves language modeling on enwik8 and text8, and grasps six YCB objects.",
     (("enwik8", "enwik8"), ("text8", "text8"), ("YCB", "YCB"))),
    # a text with no comma at all: coined names apart by spaces beside a data noun form a list
    ("Experiments on three benchmark datasets Crack500 DeepCrack and GAPs384 show gains on CUB SUN and AwA2 datasets",
     (("Crack500", "Crack500"), ("DeepCrack", "DeepCrack"), ("GAPs384", "GAPs384"), ("CUB", "CUB"), ("SUN", "SUN"),
      ("AwA2", "AwA2"))),
    # ... led by lower-case letters too; with no 'and', closed by a parenthesis or by a clause's 'and'
    ("Tests on the SDD inD and croHD datasets and four benchmarks (WebUOT-1M UOT32 UTB180) - and on four datasets - "
     "Im2GPS Im2GPS3k YFCC4k and obtain gains",
     (("SDD", "SDD"), ("inD", "inD"), ("croHD", "croHD"), ("WebUOT-1M", "WebUOT-1M"), ("UOT32", "UOT32"),
      ("UTB180", "UTB180"), ("Im2GPS", "Im2GPS"), ("Im2GPS3k", "Im2GPS3k"), ("YFCC4k", "YFCC4k"))),
    # ... beside a double hyphen; or two names at least in parentheses a few words before a plural data noun
    ("Results on four cancer subtype datasets--TCGA-BRCA TCGA-NSCLC TCGA-RCC and PANDA--demonstrate that we win on "
     "real-world (UIEB U45 UCCS) underwater image datasets",
     (("TCGA-BRCA", "TCGA-BRCA"), ("TCGA-NSCLC", "TCGA-NSCLC"), ("TCGA-RCC", "TCGA-RCC"), ("PANDA", "PANDA"),
      ("UIEB", "UIEB"), ("U45", "U45"), ("UCCS", "UCCS"))),
    # after 'N datasets,' a name a verb follows is the clause's subject, not a list item
    ("Evaluated on two public datasets, TN3K and DDTI, SSMT-Net sets a new state of the art.",
     (("TN3K", "TN3K"), ("DDTI", "DDTI"))),
    # a name the abstract introduces as a non-data artifact is not data at any mention
    ("We introduce RISE-2, a generalizable imitation learning policy. Experiments show that RISE-2 outperforms baselines.",
     ()),
    # a shared task named by title-case words before a capitalized 'Shared Task'
    ("This issue is tackled by the Misogyny Meme Detection Shared Task. We use CLIP.",
     (("Misogyny Meme Detection Shared Task", "Misogyny Meme Detection Shared Task"),)),
    # one coined word before a capitalized generic head: the word is the name ('Penn Treebank' keeps its head)
    ("We classify the dialects in the SADSLyC Corpus and parse the Penn Treebank.",
     (("SADSLyC", "SADSLyC"), ("Penn Treebank", "Penn Treebank"))),
    ("We evaluate on the Encyclopedic VQA dataset and the Chronicling America corpus.",
     (("Encyclopedic VQA", "Encyclopedic VQA"), ("Chronicling America", "Chronicling America"))),
    ("We reach 82.3% mAP on the CUHK-SYSU dataset.", (("CUHK-SYSU", "CUHK-SYSU"),)),
    ("We create a new benchmark called WinoIdentity.", (("WinoIdentity", "WinoIdentity"),)),
    ("We collect the first thermal dataset for human motion analysis, dubbed Thermal-IM.", (("Thermal-IM", "Thermal-IM"),)),
    ("We present SynDroneVision a synthetic dataset for drone detection.", (("SynDroneVision", "SynDroneVision"),)),
    ("This study introduces two novel benchmarks, SeaExam and SeaBench.", (("SeaExam", "SeaExam"), ("SeaBench", "SeaBench"))),
    ("We present the Saudi Arabian Dialects Song Lyrics Corpus (SADSLyC), the first of its kind.", (("SADSLyC", "SADSLyC"),)),
    ("We use MultiNLI and HANS, a targeted evaluation set.", (("MultiNLI", "MultiNLI"), ("HANS", "HANS"))),
    ("Results on the Materials in Context Database and the Lake Song Dataset (LSD) improve.",
     (("Materials in Context Database", "Materials in Context Database"), ("LSD", "LSD"))),
    # a coined name beside the title-case long form that spells it out is the name; after 'called', the acronym a long
    # form ends in
    ("We introduce MILU, a Multi-task Indic Language Understanding Benchmark, a comprehensive evaluation benchmark.",
     (("MILU", "MILU"),)),
    ("We construct the first Genre-oriented Corpus for Entity Recognition in Chinese Web Novels, namely GenWebNovel, with 400 "
     "chapters.", (("GenWebNovel", "GenWebNovel"),)),
    ("We developed an evaluation benchmark called Multi-turn Medical Dialogue Evaluation (MMD-Eval), designed for doctors.",
     (("MMD-Eval", "MMD-Eval"),)),
    # ... not an item of a list before it
    ("Experiments on CIFAR-100, the German Traffic Sign Recognition Benchmark and ImageNet.",
     (("CIFAR-100", "CIFAR-100"), ("German Traffic Sign Recognition Benchmark", "German Traffic Sign Recognition Benchmark"),
      ("ImageNet", "ImageNet"))),
    ("We build the Gobi-QA dataset. Results on both the new Gobi-QA and FND7 improve.",
     (("Gobi-QA", "Gobi-QA"), ("FND7", "FND7"))),
    ("We describe our submission to the Hate Speech Spotting shared task and to SemEval-2026 Task 4.",
     (("Hate Speech Spotting", "Hate Speech Spotting"), ("SemEval-2026 Task 4", "SemEval-2026 Task 4"))),
    # a numbered shared task in lower case, even of a venue ('COLING' alone is no name)
    ("We fine-tuned it for COLING 2025 shared task 1 and SemEval-2020 shared task 7.",
     (("COLING 2025 shared task 1", "COLING 2025 shared task 1"), ("SemEval-2020 shared task 7", "SemEval-2020 shared task 7"))),
    # a yearly campaign's name and year alone is where a task is held ('a task of SemEval-2022'), unless the task's own
    # name follows it, which the campaign's then matches
    ("We propose a solution to the SemEval-2010 task on Word Sense Induction & Disambiguation. It works.",
     (("SemEval-2010", "SemEval-2010"),)),
    # a numbered task in lower case after a series' year, as written
    ("We present a baseline for the SemEval 2024 task 2 challenge and rank second in SemEval-2022 task 10.",
     (("SemEval 2024 task 2", "SemEval 2024 task 2"), ("SemEval-2022 task 10", "SemEval-2022 task 10"))),
    # a series' year and, after a colon, the task's number or title-case name, as written
    ("We developed a system for SemEval 2020: Task 9 on Sentiment Analysis. Our team worked for VarDial 2020: Romanian "
     "Dialect Identification, a task for participants.",
     (("SemEval 2020: Task 9", "SemEval 2020: Task 9"), ("VarDial 2020: Romanian Dialect Identification",
                                                          "VarDial 2020: Romanian Dialect Identification"))),
    # ... or a task's title-case name before 'task at/in/of SemEval' (not a language's track)
    ("We describe our participation in Memotion task at SemEval 2020 and in the LCP Shared Task of SemEval 2021. We rank "
     "3rd in the English track of SemEval 2022.", (("Memotion", "Memotion"), ("LCP", "LCP"))),
    # a resource the paper introduces is data
    ("To alleviate the need for labeled data, we introduce WikiNLI: a resource for improving NLI models.",
     (("WikiNLI", "WikiNLI"),)),
    # a quoted name of several capitalized words, the comma inside the closing quote (American punctuation)
    ("This research fills the gap by introducing “Bengali ChartSumm,” a benchmark dataset of charts.",
     (("Bengali ChartSumm", "Bengali ChartSumm"),)),
    # a name in Markdown italics (`_LawFlow_`), as in bold or quotes
    ("To address this gap, we introduce _LawFlow_, a dataset of legal workflows.", (("LawFlow", "LawFlow"),)),
    # slash-joined names of well-known datasets are listed whole
    ("We summarize CNN/DM and predict trajectories on the ETH/UCY and SDD benchmarks.",
     (("CNN/DM", "CNN/DM"), ("ETH/UCY", "ETH/UCY"), ("SDD", "SDD"))),
    # a year before a lower-case 'shared task' is part of its name
    ("We describe our submission to the VarDial 2025 shared task and the PerAnsSumm 2024 shared task.",
     (("VarDial 2025", "VarDial 2025"), ("PerAnsSumm 2024", "PerAnsSumm 2024"))),
    # a workshop at a conference names the shared task held there (not a team at a workshop)
    ("Our team KCRL@DravidianLangTech 2025 entered the shared task at DravidianLangTech@NAACL 2025.",
     (("DravidianLangTech@NAACL 2025", "DravidianLangTech@NAACL 2025"),)),
    ("The task was organized as part of CHIPSAL@COLING 2025.", (("CHIPSAL@COLING 2025", "CHIPSAL@COLING 2025"),)),
    ("A shared task was organized by CHIPSAL@COLING 2025 for hate speech.", (("CHIPSAL@COLING 2025", "CHIPSAL@COLING 2025"),)),
    ("We describe Detection in Dravidian Languages (DravidianLangTech@NAACL 2025).",
     (("DravidianLangTech@NAACL 2025", "DravidianLangTech@NAACL 2025"),)),
    # a named evaluation with its year after a task word, or before a plural 'Shared Tasks'; not the workshop 'at', nor
    # a workshop or conference 'of'
    ("We entered the token prediction task of EvaCun 2025 and the AmericasNLP 2025 Shared Tasks, not the task at IWPT 2020.",
     (("EvaCun 2025", "EvaCun 2025"), ("AmericasNLP 2025", "AmericasNLP 2025"))),
    ("The team entered the DSL-ML shared task of the VarDial 2024 workshop.",
     (("DSL-ML", "DSL-ML"),)),
    ("We participated in the Fake News Detection in Dravidian Languages shared task.",
     (("Fake News Detection in Dravidian Languages", "Fake News Detection in Dravidian Languages"),)),
    ("Faces are verified on the Labeled Faces in the Wild (LFW) dataset.", (("LFW", "LFW"),)),
    # an acronym and one or two capitalized words before a singular data noun: the whole; not from a capitalized word on
    ("Experiments on the NIH Chest X-ray dataset and the IUCN Red List database.",
     (("NIH Chest X-ray", "NIH Chest X-ray"), ("IUCN Red List", "IUCN Red List"))),
    # a listed name goes on with an acronym or a capitalized word right before a data noun; not a task or a split
    ("FAIM achieves 87.9% mAP on the ImageNet VID dataset. We evaluate on the KITTI Odometry dataset.",
     (("ImageNet VID", "ImageNet VID"), ("KITTI Odometry", "KITTI Odometry"))),
    ("We test on the COCO Detection benchmark and the MNIST Test set.", (("COCO", "COCO"), ("MNIST", "MNIST"))),
    # two plain capitalized words joined to a found name before a data noun ('the MSRC2 and Sift Flow datasets')
    ("It reaches 98.6% AUROC across XSum and Writing Prompts dataset.", (("XSum", "XSum"), ("Writing Prompts", "Writing Prompts"))),
    # ... and with its version or year, which then also names its bare mentions; not with a number that measures
    ("We use MultiWOZ 2.1, FewRel 1.0 and the ImageNet 128 x 128 dataset; the FinCausal 2025 competition uses FinCausal.",
     (("MultiWOZ 2.1", "MultiWOZ 2.1"), ("FewRel 1.0", "FewRel 1.0"), ("ImageNet", "ImageNet"),
      ("FinCausal 2025", "FinCausal 2025"))),
    ("It gains on MMLU 5 points and on GSM8K 85.3 accuracy.", (("MMLU", "MMLU"), ("GSM8K", "GSM8K"))),
    # (a name with 'with' in it is one name, not its last word: the list rule takes it whole)
    ("We improve on the Animals with Attributes and Caltech-UCSD Birds datasets.",
     (("Animals with Attributes", "Animals with Attributes"), ("Caltech-UCSD Birds", "Caltech-UCSD Birds"))),
    # a found name spelled out in parentheses is not a second name
    ("We release a dataset named MDMD (Misogyny Detection Meme Dataset).", (("MDMD", "MDMD"),)),
    # a name, its spelled-out form or a note in parentheses, then a data noun
    ("We present the DESK (DExterous Surgical SKills) dataset and test on the PAL (Palestinian dialect) dataset.",
     (("DESK", "DESK"), ("PAL", "PAL"))),
    # a plain capitalized word listed before a found name and a plural data noun; not part of a longer name
    ("We test on Counterfact and ZsRE datasets and on the Revisited Oxford and Paris datasets.",
     (("Counterfact", "Counterfact"), ("ZsRE", "ZsRE"))),
    # a pair after a sentence's preposition and an adjective that rates the data as known, its first item led by a
    # coined word (no adjective two names share); not a kind of data after 'various'
    ("On existing AZH Woundcare and Medetec datasets, we lead. We test across various English and Multilingual datasets.",
     (("AZH Woundcare", "AZH Woundcare"), ("Medetec", "Medetec"))),
    # an acronym the abstract spells out in lower-case words is a concept or task; with a data noun it is data
    ("A benchmark, CBT-Bench, evaluates cognitive behavioral therapy (CBT) assistance. CBT benchmarks are rare.",
     (("CBT-Bench", "CBT-Bench"),)),
    ("We suggest a continual deepfake detection benchmark (CDDB). On CDDB we test.", (("CDDB", "CDDB"),)),
    # a translation direction is the data's languages, not its name, unless the abstract names its data so
    ("Results across English-German, English-Marathi and English-Tamil pairs and on the English-to-German dataset.", ()),
    ("We propose a novel annotated SA dataset, called Senti-Persian, of public comments.",
     (("Senti-Persian", "Senti-Persian"),)),
    # a name led by lower-case letters before a data noun; not a kind of data or a language
    ("We test on the bAbI dataset and MSRC and iCoseg datasets, not on fMRI datasets or an isiXhosa corpus.",
     (("bAbI", "bAbI"), ("MSRC", "MSRC"), ("iCoseg", "iCoseg"))),
    ("Building on it, we introduce REL-9, a generative benchmark framework.", (("REL-9", "REL-9"),)),
    ("Backbones pretrained on Imagenet1k are tested on SemanticKITTI and MS-COCO.",
     (("Imagenet1k", "Imagenet1k"), ("SemanticKITTI", "SemanticKITTI"), ("MS-COCO", "MS-COCO"))),
    # a version or a last plain capitalized word inside a name before a data noun
    ("It is trained on the TotalSegmentator v2 dataset and tested with the UCI Adult dataset.",
     (("TotalSegmentator v2", "TotalSegmentator v2"), ("UCI Adult", "UCI Adult"))),
    # lower-case modifiers after 'the'; a decimal version; a colon or a long form before the appositive
    ("We tune on the domain diverse Dakshina dataset and re-annotate the whole DiscoGeM 1.0 corpus.",
     (("Dakshina", "Dakshina"), ("DiscoGeM 1.0", "DiscoGeM 1.0"))),
    # adjectives before a coined name and its data words; an appositive after 'the first'; 'called' with no comma
    ("We fine-tune on the labeled NaijaSenti sentiment dataset and release DaKultur - the first native Danish cultural "
     "awareness dataset, with a dataset of insurance documents called PAYSLIPS.",
     (("NaijaSenti", "NaijaSenti"), ("DaKultur", "DaKultur"), ("PAYSLIPS", "PAYSLIPS"))),
    # two title-case names joined by 'and' before a plural data noun
    ("Our model beats prior methods on the Volleyball and Collective Activity datasets.",
     (("Volleyball", "Volleyball"), ("Collective Activity", "Collective Activity"))),
    # ... a list's first item begins with the capitalized words before it; a place's name opens a name
    ("Experiments on CNN/Daily Mail, New York Times, arXiv, and PubMed datasets show gains.",
     (("CNN/Daily Mail", "CNN/Daily Mail"), ("New York Times", "New York Times"), ("arXiv", "arXiv"), ("PubMed", "PubMed"))),
    ("It sets new results on Microsoft Malware Classification Challenge, Drebin, and EMBER malware benchmarks.",
     (("Microsoft Malware Classification Challenge", "Microsoft Malware Classification Challenge"), ("Drebin", "Drebin"),
      ("EMBER", "EMBER"))),
    # ... and with the words for what they hold between them and the noun
    ("Results on the Cornell and Jacquard grasping datasets are strong.", (("Cornell", "Cornell"), ("Jacquard", "Jacquard"))),
    # ... with no article after 'on': a singular data noun
    ("It improves on Replica dataset and on Quora duplicate questions dataset.", (("Replica", "Replica"), ("Quora", "Quora"))),
    ("We release PureForest: a large-scale open multimodal dataset. We introduce APTY (Atomic Paraphrase TYpes), a dataset.",
     (("PureForest", "PureForest"), ("APTY", "APTY"))),
    # a title-case long form with its name in parentheses, then an appositive that says it is data
    ("We present Tabular Math Word Problems (TabMWP), a new dataset. We introduce Robot Simultaneous Localization and "
     "Mapping with Natural Language (RobotSlang) – a benchmark of dialogs.", (("TabMWP", "TabMWP"), ("RobotSlang", "RobotSlang"))),
    # an acronym between the name and its data noun
    ("Specifically on our DriverActionInsight (DAI) dataset we cut FLOPs.", (("DriverActionInsight", "DriverActionInsight"),)),
    # a name led by a digit ('3DPW'; '3D' and '2D-based' are no names)
    ("Experiments on 3DPW and EMDB show gains with 3D and 2D-based features.", (("3DPW", "3DPW"), ("EMDB", "EMDB"))),
    # ... not the tail of a longer name ('Video-to-Text')
    ("We test on the Microsoft Research Video-to-Text (MSR-VTT) dataset.", (("MSR-VTT", "MSR-VTT"),)),
    # an appositive set off by a dash or a spaced comma; a plain capitalized word right after a creating verb
    ("We create Annolexical, the first large-scale dataset, and test on RoadNet—a real-world dataset.",
     (("Annolexical", "Annolexical"), ("RoadNet", "RoadNet"))),
    # a name-shaped word and 'Bench' apart; a benchmark beside its framework of the same name (not the framework)
    ("We introduce the BiGGen Bench, a generation benchmark, and MLGym and MLGym-Bench, a new framework and benchmark.",
     (("BiGGen Bench", "BiGGen Bench"), ("MLGym-Bench", "MLGym-Bench"))),
    # a descriptive compound before a name; an author cited after it; a descriptive compound as the name
    ("It adapts the English-only RULER benchmark (Hsieh et al., 2024) and an MICL-dedicated dataset.", (("RULER", "RULER"),)),
    ("We construct Design2Code – the first real-world benchmark and introduce CausalGraph2LLM , a benchmark.",
     (("Design2Code", "Design2Code"), ("CausalGraph2LLM", "CausalGraph2LLM"))),
    # a listed name with a digit in another casing; a name after a data noun and a colon that ends a phrase
    ("On GSM8k the merged model wins. We propose a novel test-set : DOLFIN.", (("GSM8k", "GSM8k"), ("DOLFIN", "DOLFIN"))),
    # a model family's name at the start of another word is no model ('Imagen' in 'ImageNet-LT')
    ("Results on ImageNet-LT and ImageNet-Dogs improve.", (("ImageNet-LT", "ImageNet-LT"), ("ImageNet-Dogs", "ImageNet-Dogs"))),
    # a listed name as written passes no word test ('Open' starts sentences, '-World' ends compounds)
    ("We pre-train on the Open X-Embodiment dataset and test on Meta-World.",
     (("Open X-Embodiment", "Open X-Embodiment"), ("Meta-World", "Meta-World"))),
    # a size at the end of a name says data, though 'Chat' inside it says model
    ("We introduce LMSYS-Chat-1M, a large-scale dataset of conversations.", (("LMSYS-Chat-1M", "LMSYS-Chat-1M"),)),
    # a coined name, lower-case words saying what the data holds, a singular data noun; LaTeX markup around an introduced name
    ("We outperform the EM algorithm on the LastFM song dataset and on the CLRS algorithmic reasoning benchmark.",
     (("LastFM", "LastFM"), ("CLRS", "CLRS"))),
    (r"We introduce $\textit{LongPerceptualThoughts}$, a new synthetic dataset.",
     (("LongPerceptualThoughts", "LongPerceptualThoughts"),)),
    # a title-case name with a data head: past a sentence's leading words; 'Open' may lead it
    ("On the Stanford Question Answering Dataset we rank first on the Open LLM Leaderboard.",
     (("Stanford Question Answering Dataset", "Stanford Question Answering Dataset"),
      ("Open LLM Leaderboard", "Open LLM Leaderboard"))),
    # a list set off by a dash; a coined item's acronym that spells its capitals is the name, and the list goes on after it
    ("We match them on road driving benchmarks - SegmentMeIfYouCan (SMIYC) and Fishyscapes as well.",
     (("SMIYC", "SMIYC"), ("Fishyscapes", "Fishyscapes"))),
    # a name of several words and the acronym in parentheses right after it (or before it): the acronym, as the gold writes it
    ("We use reviews from Stanford Sentiment Treebank (SST). The DEEDS (Documents of Early England Data Set) database helps.",
     (("SST", "SST"), ("DEEDS", "DEEDS"))),
    # a slash-joined item does not end a list; Markdown emphasis closes a name before its data noun
    ("Results on three datasets: Gigaword, CNN/DailyMail, and Arxiv hold, and on the *PosteriorDB* benchmark.",
     (("Gigaword", "Gigaword"), ("CNN/DailyMail", "CNN/DailyMail"), ("Arxiv", "Arxiv"), ("PosteriorDB", "PosteriorDB"))),
    # a sentence that opens on a name and says it is data
    ("URIEL is a knowledge base offering typological features. Babel Briefings is a novel dataset of headlines.",
     (("URIEL", "URIEL"), ("Babel Briefings", "Babel Briefings"))),
    # a lower-case-led coined name beside a found one
    ("Results on CIFAR-LT, ImageNet-LT, and iNaturalist-LT hold.",
     (("CIFAR-LT", "CIFAR-LT"), ("ImageNet-LT", "ImageNet-LT"), ("iNaturalist-LT", "iNaturalist-LT"))),
    # a list right after a plural data noun with no mark between, a coined name among its items; a list set off by
    # an unspaced dash
    ("It was evaluated on two video artifact databases Maxwell and BVI-Artifact and on three datasets—Hedau, LSUN-Room,"
     " and How2Sign—with no tuning.", (("Maxwell", "Maxwell"), ("BVI-Artifact", "BVI-Artifact"), ("Hedau", "Hedau"),
                                        ("LSUN-Room", "LSUN-Room"), ("How2Sign", "How2Sign"))),
    # one plain capitalized word a naming word gives a described data noun
    ("It leads to a challenging new dataset well-suited for IDC named Syned. The code is online.", (("Syned", "Syned"),)),
    # a list set off by double hyphens (a name ends at one); a family's name with a word in capitals before 'dataset'
    ("Experiments on three benchmarks--Waymo, HighD, and MoCAD--demonstrate gains, also on the NeRF-OSR dataset.",
     (("Waymo", "Waymo"), ("HighD", "HighD"), ("MoCAD", "MoCAD"), ("NeRF-OSR", "NeRF-OSR"))),
    # a lower-case description in parentheses after each item of a list; a number then a capitalized word in a pair;
    # a benchmark's name built on a model's
    ("We test on three datasets: ALFWorld (single-agent), Chameleon (multi-agent competition), and GSM8k (math), on the "
     "7-Scenes and Cambridge Landmarks datasets, and construct the ViT-Info-Bench dataset.",
     (("ALFWorld", "ALFWorld"), ("Chameleon", "Chameleon"), ("GSM8k", "GSM8k"), ("7-Scenes", "7-Scenes"),
      ("Cambridge Landmarks", "Cambridge Landmarks"), ("ViT-Info-Bench", "ViT-Info-Bench"))),
    ("We evaluate on the 4-Seasons and Oxford Spires datasets.", (("4-Seasons", "4-Seasons"), ("Oxford Spires", "Oxford Spires"))),
    # few-shot benchmarks whose names start in lower case (vocabulary)
    ("Evaluation is on the mini-ImageNet and tiered-ImageNet benchmarks.",
     (("mini-ImageNet", "mini-ImageNet"), ("tiered-ImageNet", "tiered-ImageNet"))),
    # a list closed by a plural data noun where one name is found: the others, whatever their shape, with a version;
    # not a dimension, a year of the name before, two plain words 'and' joins (one name), two that share words
    ("Results on UCI, Extended Yale B and CIFAR-10 datasets, and for Udiva v0.5, First Impressions v2 and MPII datasets.",
     (("UCI", "UCI"), ("Extended Yale B", "Extended Yale B"), ("CIFAR-10", "CIFAR-10"), ("Udiva v0.5", "Udiva v0.5"),
      ("First Impressions v2", "First Impressions v2"), ("MPII", "MPII"))),
    ("Tests on MultiPIE and 3D chair datasets, the Touch and Go and COCO datasets, the Sequential and Permuted MNIST "
     "datasets and PASCAL VOC 2007, 2012 and KITTI benchmarks.", (("MultiPIE", "MultiPIE"), ("COCO", "COCO"),
                                                                   ("MNIST", "MNIST"), ("PASCAL VOC", "PASCAL VOC"),
                                                                   ("KITTI", "KITTI"))),
    # a version number then a hyphenated suffix stays one name
    ("Our experiments on the Gait4.0-G6D dataset show gains.", (("Gait4.0-G6D", "Gait4.0-G6D"),)),
    # a name a change is measured on, listed beside a dataset, is a model improved, not data
    ("It improves Stereo-A by 13.7% on Middlebury, and NetB by 55.4% on a new split.", (("Middlebury", "Middlebury"),)),
    # ... such data is found by its context: a name and a '+'-ended name before a plural data noun
    ("When evaluated in the widely recognized NUS-8 and Cube+ datasets, the proposed method works well.",
     (("NUS-8", "NUS-8"), ("Cube+", "Cube+"))),
    # names after 'based on' where a data noun comes shortly before: what the new data is built from
    ("To help the community, we construct a new benchmark based on SIW, SIW-Mv2 and Oulu-NPU, and report results.",
     (("SIW", "SIW"), ("SIW-Mv2", "SIW-Mv2"), ("Oulu-NPU", "Oulu-NPU"))),
    # a title-case description set off after a found name, or a long form's first words its found acronym closes, is that
    # name's description: one name (a list's items and another name of the same data in brackets stay)
    ("We use the MEP-3M dataset - a Multi-modal E-commerce Product dataset - and Labeled Face in the Wild (LFW), the "
     "DeepMind Control Suite, the OpenAI Robotics Suite, and ImageNet-1000 (ILSVRC 2012).",
     (("MEP-3M", "MEP-3M"), ("LFW", "LFW"), ("DeepMind Control Suite", "DeepMind Control Suite"),
      ("OpenAI Robotics Suite", "OpenAI Robotics Suite"), ("ImageNet-1000", "ImageNet-1000"), ("ILSVRC 2012", "ILSVRC 2012"))),
    # an apposition of six or seven words before the data noun, none a preposition; 'publish' introduces data
    ("We also publish FlyPose-104, a small but challenging aerial human pose estimation dataset, and we publish "
     "ReactionGIF, a new affective dataset.", (("FlyPose-104", "FlyPose-104"), ("ReactionGIF", "ReactionGIF"))),
    # a data collection a count of datasets is drawn from (listed: 'UCI'), and a shared task written with a hyphen
    ("Experiments on eighteen UCI datasets show gains. The goal of the SHROOM shared-task is to detect hallucinations.",
     (("UCI", "UCI"), ("SHROOM", "SHROOM"))),
    # a letter and a hyphen before a listed dataset's name is that dataset's variant, though the letter may lead a model
    ("We evaluate on datasets such as MNIST, F-MNIST and CIFAR10.", (("MNIST", "MNIST"), ("F-MNIST", "F-MNIST"),
                                                                    ("CIFAR10", "CIFAR10"))),
    # a number, a hyphen and capitals beside a found name (not alone: COUNTER_EXAMPLES), nor a slashed version's half
    ("We report gains on AFLW, 300-W, and COFW, and on CIFAR-10/100-LT, Places-LT.",
     (("AFLW", "AFLW"), ("300-W", "300-W"), ("COFW", "COFW"), ("CIFAR-10", "CIFAR-10"), ("Places-LT", "Places-LT"))),
    # a one-word coined name its capitals abbreviate is given as its acronym where the abstract writes it again, as a
    # several-word one is; a known name stays, and so does one whose acronym never comes back
    ("We present ObjectsWithStateChange (OWSC), a novel dataset. On OWSC and MultiWOZ (MWOZ), and on our "
     "DriverActionInsight (DAI) dataset, we gain.", (("OWSC", "OWSC"), ("MultiWOZ", "MultiWOZ"),
                                                   ("DriverActionInsight", "DriverActionInsight"))),
)
COUNTER_EXAMPLES = (
    "We study the “Occluded Grasping” task with reinforcement learning.",  # a robot's task, quoted without 'shared task'
    "This paper describes our system for Task 1 at the COLING 2025 Workshop on Detecting AI-Generated Content.",
    "We collect posts from Reddit and Twitter.",
    # a yearly campaign of shared tasks is no data ('a shared task in SemEval 2022'; GUIDELINE: campaigns are not listed)
    "We study a news similarity task of SemEval-2022 and a shared task in SemEval 2024 within the SemEval-2024 competition.",
    # a language's variety is no data: plain capitalized words before a language's name
    "The benchmark covers Iberian languages (i.e., Basque, Galician, European Spanish and European Portuguese).",
    # what a method is built on is no data, though the sentence is about results (a data noun before it says data:
    # EXAMPLES, 'a new benchmark based on SIW, ...')
    "Experiments show that our detector based on HoG features reaches high accuracy; a tracker built on ORB-SLAM2 too.",
    # a capitalized name with a number up to 12 is a version of a robot, model or code, not data, by its shape alone
    "We validate the gait on the humanoid robot ARMAR-6 and on a HOAP-2, and code diagnoses with ICD-10.",
    # a metric is never a dataset, whatever its context (reading/data/metrics.txt)
    "Our approach outperforms existing methods by 3%-8% on MRR and significantly across MAE, RMSE, and MSE.",
    # two languages are the data's, never its name, whatever rule finds them
    "Ours is 2.9M pairs larger than the benchmark Vietnamese-English machine translation corpus.",
    # after a plural data noun: plain words with no coined name, a clause's subject, an unspaced dash after a singular noun
    "On both datasets Random and Greedy sampling fail. On these benchmarks GPT-4 and Claude-3 perform poorly.",
    "We design a gamified interface for data collection—Cheater's Bowl—where humans answer.",
    "We use a legal dataset to train a Korean legal model, called LxPERT.",
    "We classify COVID-19 tweets, walk the HRP-2 humanoid and test BLIP-2 on three 3D CT datasets.",
    # dimensions and joints written with a number and a hyphen, with no found name beside them
    "Experiments on 3-D and 2.5-D scenes with 3-DOF and 4-DOF robots show gains.",
    "Trained on an instruction tuning dataset, SeaLLMs 3 reduces costs; GeoLayoutLM and RetinaNet are models.",
    "Federated Learning (FL) suffers from data heterogeneity.",
    "We evaluate GPT-4 and LLaVA on six benchmark datasets.",
    "We evaluate on DistilBERT and SciBERT across tasks.",  # an NLP paper's encoders (models.txt)
    "Our results on the KGC task are strong.",
    "We build an information extraction (IE) dataset for the task.",
    "Quality matters: the Viper drone and the AQUA robot hover.",
    "We further introduce RISE-2, a generalizable imitation learning policy, and run it on the CyberDog robot.",
    "It was held at DravidianLangTech (NAACL-2025) on the German treebanks and English-centric models.",
    "We calibrate the images from Internet photo collections and host a demo on HuggingFace.",
    "We introduce SPUD (Semantically Perturbed Universal Dependencies), a framework for creating nonce treebanks.",
    "We present Pula, a suite of bilingual language models, and DexUMI - a data collection and policy learning framework.",
    "We propose Distributed Upload and Active Labeling (DUAL), a decentralized, two-stage data collection framework.",
    "It does well on Clinical datasets, on Github and the dataset links, and from Web corpora.",
    "It helps on Image Classification and Object Detection benchmarks and on Java and Python datasets.",
    "We build the first GIF thumbnails benchmark dataset and the largest ACO related dataset.",
    "Results on two ESC datasets and on 125 TKG datasets hold; Code-mixed datasets and a Youtube-sourced dataset are used.",
    # a long apposition with a preposition in it: what the name is made for, not what it is
    "We present TarGEN, a multi-step prompting strategy for generating high-quality synthetic datasets using LLMs.",
    # a name after 'on' that a measure, a setting or a machine follows ('on FHD resolution', 'on VC dimension')
    "We show it generalizes by evaluating on FHD resolution, and we test the bound on VC dimension and on the NAO humanoid.",
    # ... past the rest of a list: no shorter list stops before the head
    "It reaches 85% accuracy on the OAK-1 camera and beats other methods on F1, DCG, and OIE metrics.",
    "We classify posts using an English-language benchmark.",
    "We report the TPR@FPR metric of 2025 runs.",  # a metric's '@', no conference after it
    "We entered the abusive text task organized by CUET_Novice@DravidianLangTech 2025.",  # a team: no conference after '@'
    "We evaluate the detectors on YOLOv8 and DINOv2 outputs.",  # a family's version stays a model
    "We train with R-Drop and F-Drop on the benchmark.",  # a letter before a name no dataset list writes so: a method
    "It is 40% faster on CPUs and certifies more accuracy on CNNs.",  # a plural acronym is a class of things
    "We study the SOS task using the benchmark and the English test dataset.",  # a task; a language
    "We compare IndicBERT and mBERT with GloVe and fastText, in IoU and mIoU.",  # models, word vectors, metrics
    "The Dataset is new, and Open Benchmark results are open.",  # the head word alone; 'Open' and the head alone
    "There is a need for a benchmark. The Traveling Tournament Problem is a well-known benchmark problem.",  # no name; a problem
)


# the paper making a resource: a proposing or making verb (with its subject 'we' or 'this paper/work', or as a
# participle after 'by'), then no preposition that would make the name something used ('we propose a method evaluated
# on X'), up to the name
_MADE_HERE = regex.compile(r"""\b(?:(?i:we|this\s(?:paper|work|study))\s(?:\w{2,12}\s)?|(?i:by)\s)
    (?i:introduc|present|propos|construct|creat|build|buil|releas|collect|curat|develop|contribut)\w{0,4}\b
    (?:(?!\b(?:on|of|about|from|using|with|across|over|against|than|via|for|in|into)\b)[^.;!?]){0,90}$""", regex.VERBOSE)
_KIND_OF_DATA_BEFORE = regex.compile(r"\b(?i:an?)\s(?:[\w-]{1,20}\s){0,2}$")
# capitalized words right before a list's first item: the item is the tail of a longer name, which they begin ('on
# Microsoft Malware Classification Challenge, Drebin, and EMBER malware benchmarks', 'on CNN/Daily Mail, New York Times,
# arXiv, and PubMed datasets', 'MS MACRO, WikiAQ, and SemEval datasets'); a sentence's first word is none of it ('On
# GeoQuery, SCAN and CLOSURE datasets')
_CAPITALIZED_BEFORE = regex.compile(r"(?:(?<![\w-])(?!(?:On|In|For|With|From|Using|The|Across|Both|Over|At|By|To|And|Of)\s)"
                                    r"[A-Z][\w-]{0,20}\s){1,3}$")
_MADE_RULES = frozenset({"dataset.introduced", "dataset.named", "dataset.titled", "dataset.list", "dataset.context"})


def _before_bold(text: str, end: int) -> int:
    """Where a name ends that bold marks ending at ``end`` close ('**CLERC** (': the end of 'CLERC')."""
    while end > 0 and text[end - 1] == "*":
        end -= 1
    return end


def own_resource(doc: Document, found: Sequence[Claim]) -> str | None:
    """The first dataset the abstract says it made (``we introduce X, a ... dataset``, ``we construct two new datasets:
    A and B``), for a paper that names no method: SPEC section 3 gives a paper that introduces only a benchmark or a
    dataset that name as its method. None when no mention follows a verb of making in its sentence.

    >>> doc = Document("Therefore we present a new comprehensive dataset referred to as AHB-F which features scenes.")
    >>> own_resource(doc, list(find(doc)))
    'AHB-F'
    >>> doc = Document("We propose a new loss and evaluate it on the ImageNet dataset.")
    >>> own_resource(doc, list(find(doc))) is None
    True
    """
    for claim in sorted(found, key=lambda c: c.start):
        if claim.kind != "dataset" or claim.rule not in _MADE_RULES:
            continue
        start, _ = doc.sentence_of(claim.start)
        if claim.rule == "dataset.context" and _KIND_OF_DATA_BEFORE.search(doc.norm, start, claim.start):
            continue  # 'we collected a large DIA-MS dataset': a kind of data, described
        if _MADE_HERE.search(doc.norm, start, claim.start):
            return claim.name
    return None


# a listed shared task goes on with its year: 'the PerAnsSumm 2024 shared task' is 'PerAnsSumm 2024' (as the gold writes it)
_TASK_YEAR = regex.compile(r"\s(?P<more>(?:19|20)\d\d)(?=\sshared\s(?:task|competition|challenge)\b)")
# a listed name goes on into a challenge named after it, title-cased words between ('On the Ego-Exo4D Body Pose 2024
# Challenge', 'the Amazon Picking Challenge', 'the Waymo Open Dataset Motion Prediction Challenge': the gold writes the
# whole); not a year alone ('the COCO 2017 Challenge' is COCO 2017, _VOCAB_VERSION)
_VOCAB_CHALLENGE = regex.compile(r"(?P<more>(?:\s(?:19|20)\d\d)?(?:\s[A-Z][\w-]{0,20}){1,4}(?:\s(?:19|20)\d\d)?\sChallenge)\b")
# a listed name goes on with one acronym or capitalized word right before a data noun: the whole is the dataset the
# abstract means ('the ImageNet VID dataset', 'the Objaverse LVIS dataset', 'the KITTI Odometry dataset', 'the
# LineMOD Occlusion dataset'), not a task ('the COCO Detection benchmark') nor a split ('the MNIST Test set')
_VOCAB_GOES_ON = regex.compile(rf"\s(?P<more>(?!{_TASK_HEADS}\b|(?:Test|Train|Training|Validation|Val|Dev|Data|RGB-D|RGB)\b)"
                               rf"(?:[A-Z]{{2,}}[\w-]{{0,10}}|[A-Z][a-z]{{2,15}}|[IVX]{{1,3}}|V\d))(?![\w-])\s{_DATA_NOUN}\b")
# ... and with its version or year: 'MultiWOZ 2.1', 'FewRel 1.0 and FewRel 2.0', 'AlpacaEval 2', 'Argoverse 2', 'DAVIS
# 2017', 'TotalSegmentator v2' (8 of 9 such mentions in the read gold write the whole); not a number that measures
# ('the ImageNet 128 x 128 dataset', 'MMLU 5 points higher', 'GSM8K 85.3'), nor the first of several versions
# ('PASCAL VOC 2007 and 2012', 'Something-Something V1, V2', 'SQuAD v1.1/v2.0': the name across them)
_VOCAB_VERSION = regex.compile(rf"\s(?P<more>{_VERSION})"
                               r"(?![\w%+×/-]|\.\w|\s(?i:x|×|times|points?|pts|pp|percent|of|out|to)\b"
                               r"|(?:,\s|\s(?:and|&|or)\s)(?:and\s)?[vV]?\d)")


def find(doc: Document) -> Iterator[Claim]:
    """Every dataset mention; the pipeline keeps one row per distinct name. A name that only describes another found
    one is left out (``defined.described``: 'the MEP-3M dataset - a Multi-modal E-commerce Product dataset')."""
    found = list(_mentions(doc))
    drop = described(doc, [(c.start, c.end, c.name or c.text, c.rule) for c in found]) if len(found) > 1 else set()
    return iter([c for i, c in enumerate(found) if i not in drop])


def _mentions(doc: Document) -> Iterator[Claim]:
    """Every dataset mention the rules find, in the order the rules run."""
    taken: list[tuple[int, int]] = []
    lazy: list[frozenset[str]] = []  # _concepts runs method.name: only when a candidate needs it

    def concepts() -> frozenset[str]:
        if not lazy:
            lazy.append(_concepts(doc))
        return lazy[0]

    def emit(start: int, end: int, rule: str) -> Iterator[Claim]:
        if (dash := doc.norm.find("--", start, end)) > start:
            end = dash  # a name ends at a double hyphen, a dash: 'benchmarks--TextVQA, COCO 2014, and ChartQA--and'
        text = doc.text[start:end]
        if any(s < end and start < e for s, e in taken) or not _ok(_clean(text) or "0", rule) or _ET_AL.match(doc.norm, end):
            return
        if _defined_as_artifact(doc, text) or rule != "dataset.vocab" and _defined_lower(doc, text):
            return  # 'Grouped-Query Attention (GQA)', 'a Collaborative Research Assistant (Cora)': the abstract's own meaning
        if rule != "dataset.vocab" and ((text in concepts() and rule not in _SAYS_DATA) or is_device(text)
                                        or _NOT_DATA_AFTER.match(doc.norm, end) or _kind_of_data(text)
                                        or _BOARD_AFTER.match(doc.norm, end)):
            return
        if ((acronym := _ACRONYM_NEXT.match(doc.norm, end)) is not None
                and (" " in text and _abbreviates(acronym["acr"], text)
                     or rule != "dataset.vocab" and _camel_spelled(acronym["acr"], text)
                     and any(at > acronym.end() for at in word_starts(doc.norm, acronym["acr"])))):
            taken.append((start, acronym.end()))  # 'Stanford Sentiment Treebank (SST)': the gold writes the acronym
            start, end, text = acronym.start("acr"), acronym.end("acr"), acronym["acr"]
        elif " " in text and (before := _ACRONYM_BEFORE.search(doc.norm, max(0, start - 30), start)
                              or _NAME_APPOSED_BEFORE.search(doc.norm, max(0, start - 60), start)) and _abbreviates(
                before["acr"], text):
            taken.append((start, end))  # 'DEEDS (Documents of Early England Data Set)': the long form of the name before it
            start, end, text = before.start("acr"), before.end("acr"), before["acr"]
            if any(s < end and start < e for s, e in taken[:-1]) or not _ok(text, rule):
                return
        taken.append((start, end))
        yield Claim(kind="dataset", start=start, end=end, text=text, rule=rule, name=_clean(text))

    listed = [(m, _VOCAB_GOES_ON.match(doc.norm, m.end("name")) or _TASK_YEAR.match(doc.norm, m.end("name"))
               or _VOCAB_CHALLENGE.match(doc.norm, m.end("name")),
               _VOCAB_VERSION.match(doc.norm, m.end("name"))) for m in _vocab_matches(doc)]
    versioned = {m["name"].casefold() for m, longer, version in listed if version and not longer}
    for m, longer, version in listed:
        if not (longer or version) and m["name"].casefold() in versioned:
            taken.append(m.span("name"))  # 'the FinCausal 2025 competition ... FinCausal': the versioned name says it
            continue
        more = longer or version
        yield from emit(m.start("name"), more.end("more") if more else m.end("name"), "dataset.vocab")  # the whole name
    folded = _folded()
    for m in doc.finditer(_TOKEN, within=_folded_gate()):
        if not m[0].isupper() and m[0].replace("-", "").lower() in folded:  # 'AQUA' is an acronym, not AQuA
            yield from emit(m.start(), m.end(), "dataset.vocab")
    if "," not in doc.norm:  # a text stripped of its commas (one venue's): a list stands apart by spaces, beside a data noun
        # (before the other scans: 'on LLVIP FLIR M3FD VEDAI and KAIST benchmark datasets' is five names, not 'FLIR M3FD VEDAI')
        for pattern in _BARE_LISTS:
            for m in doc.finditer(pattern, within=DATA_NOUN_GATE):
                for item in _BARE_ITEM.finditer(doc.norm, m.start("items"), m.end("items")):
                    yield from emit(item.start(), item.end(), "dataset.list")
    for m in doc.finditer(_CONTEXT, within=DATA_NOUN_GATE):
        if m["acr"] and (word := _NAME_BEFORE.search(doc.before(m.start(), 30))) and word["word"] not in _NOT_NAMES:
            continue  # 'Microsoft Research Video-to-Text (MSR-VTT) dataset': the name is longer (_TITLED, the acronym)
        if (m["name"] and not m["name2"] and " " not in m["name"] and _PLURAL_END.search(m[0])
                and _counted_kind().search(doc.before(m.start(), 60))):
            continue  # 'on two ESC datasets', 'seven standard IQA datasets': a kind of data, counted, not one name
        for group in ("name", "name2", "name3"):
            if m[group]:
                start = m.start(group)
                if (lead := _DESCRIPTIVE_LEAD.match(doc.norm, start, m.end(group))) is not None:
                    start = lead.end()  # 'the English-only RULER benchmark': RULER
                yield from emit(start, m.end(group), "dataset.context")
    for m in doc.finditer(_ACRONYM_LED, within=DATA_NOUN_GATE):
        yield from emit(m.start("name"), m.end("name"), "dataset.context")
    for m in doc.finditer(_LOWER_LED, within=DATA_NOUN_GATE):
        if m["name"] not in kinds_of_data():
            yield from emit(m.start("name"), m.end("name"), "dataset.context")
    for m in doc.finditer(_SUCH_AS, within=DATA_NOUN_GATE):
        # (no end bound: an item's lookahead reads the separator after the last one)
        items = list(takewhile(lambda item: item.end() <= m.end("items"), _ITEM.finditer(doc.norm, m.start("items"))))
        if items and _CLAUSE_VERB.match(doc.norm, m.end("items")) and doc.norm[items[-1].start() - 2:items[-1].start()] == ", ":
            items.pop()  # 'Across four MIS benchmarks, FLoMo-Net achieves', 'two datasets, TN3K and DDTI, SSMT-Net sets': a subject
        acronyms = set()
        for item in items:
            if item.span() in acronyms:
                continue  # the acronym of the item before, emitted with it
            spelled = _ACRONYM_NEXT.match(doc.norm, item.end())
            if spelled is not None:
                acronyms.add(spelled.span("acr"))
            if spelled is not None and " " not in item[0] and not _spells(spelled["acr"], item[0]):
                spelled = None
            # 'a new benchmark, Unconventionally Feasible Objects (UFO)', 'SegmentMeIfYouCan (SMIYC)': the acronym is the name
            yield from emit(*((*spelled.span("acr"), "dataset.named") if spelled else (*_without_slash_size(item), "dataset.list")))
    for m in (*doc.finditer(_LIST_BEFORE, within=DATA_NOUN_GATE), *(
            m for m in doc.finditer(_LIST_AFTER, within=DATA_NOUN_GATE) if not _CLAUSE_VERB.match(doc.norm, m.end()))):
        at, parts = m.start("items"), []
        for piece in _LIST_BEFORE_SPLIT.split(m["items"]):
            start = doc.norm.index(piece, at)
            parts.append((start, start + len(piece)))
            at = start + len(piece)
        if (lead := _CAPITALIZED_BEFORE.search(doc.before(m.start("items"), 40))) is not None:
            parts[0] = (m.start("items") - len(lead[0]), parts[0][1])  # the first item's own first words ('New York Times')
        if any(_NAME.fullmatch(doc.norm, s, e) or _LOWER_LED_NAME.fullmatch(doc.norm, s, e) for s, e in parts):  # a coined
            # name among them: a list of names
            for s, e in parts:
                if not _VERSION_ITEM.fullmatch(doc.norm, s, e):  # 'Something-Something V1, V2, and Jester': versions
                    yield from emit(s, e, "dataset.list")
    for m in doc.finditer(_INTRODUCED, within=DATA_NOUN_GATE):
        group = "acr" if m["acr"] else "lacr" if m["lacr"] else "name"
        yield from emit(m.start(group), m.end(group), "dataset.introduced")
    for pattern in _NAMED:
        for m in doc.finditer(pattern, within=None if pattern is _NAMED_IT else DATA_NOUN_GATE):
            long = _LONG_THEN_ACRONYM.match(doc.norm, m.end("name"))  # 'called Multi-turn Medical ... (MMD-Eval)'
            acronym = m.span("acr") if "acr" in pattern.groupindex and m["acr"] else None  # '... benchmark (CrowS-Pairs)'
            yield from emit(*(acronym or (long.span("acr") if long else m.span("name"))), "dataset.named")
    for start, end in _data_acronyms(doc):
        yield from emit(start, end, "dataset.acronym")
    for m in doc.finditer(_TITLED, within=DATA_NOUN_GATE):
        group = "acr" if m["acr"] else "name"
        if group == "name" and doc.norm[m.start() - 2:m.start()] == " (" and _before_bold(doc.norm, m.start() - 2) in {
                e for _, e in taken}:
            continue  # 'a dataset named MDMD (Misogyny Detection Meme Dataset)', 'This dataset **CLERC** (Case Law Evaluation
            # and Retrieval Corpus)': the found name spelled out
        if group == "name" and (coined := (None if _LIST_GOES_ON.match(doc.norm, m.end())
                                           else _COINED_BESIDE.search(doc.norm, max(0, m.start() - 40), m.start()))
                                or _COINED_AFTER.match(doc.norm, m.end())):
            yield from emit(*coined.span("coined"), "dataset.titled")  # 'MILU, a Multi-task ... Benchmark': the name
            continue  # the descriptive long form is its spelling out, not a second name
        if group == "name" and (coined := _COINED_THEN_HEAD.match(m["name"])) is not None:
            yield from emit(m.start(), m.start() + coined.end("coined"), "dataset.titled")  # 'the SADSLyC Corpus'
            continue
        yield from emit(_past_lead(doc, *m.span(group)) if group == "name" else m.start(group), m.end(group), "dataset.titled")
    for pattern, gate in ((_TASK_TITLE_NUMBERED, _TASK_N), (_CHALLENGE_TITLED, _CHALLENGE), (_TASK_COLON, _YEAR_COLON),
                          (_TASK_IN_SEMEVAL, _SEMEVAL), (_TASK_NUMBERED_LOWER, _LOWER_TASK_N)):
        for m in doc.finditer(pattern, within=gate):
            yield from emit(m.start("name"), m.end("name"), "dataset.task")
    for pattern, gate in ((_TASK_N_OF, _TASK_NUMBER), (_TASK_QUOTED, _SHARED_TASK), (_QUOTED_TASK, _SHARED_TASK),
                          (_TASK_YEAR_LOWER, _LOWER_SHARED)):
        if gate.search(doc.norm):  # rare, and a plain search: these scans cost where no batch prefilter hints
            for m in doc.finditer(pattern, within=gate):
                yield from emit(m.start("name"), m.end("name"), "dataset.task")
    for m in doc.finditer(_TASK_SERIES, within=_CAPITAL_SHARED) if _CAPITAL_SHARED.search(doc.norm) else ():
        if m["year1"] or m["year2"] or " " in m["name"].removesuffix(" Shared Task").removesuffix(" Shared task"):
            yield from emit(m.start("name"), m.end("name"), "dataset.task")
    for pattern in (_TASK_NUMBERED, _TASK_ON, _TASK, _TASK_JOINED, _TASK_TITLED, _TASK_OF, _TASKS_PLURAL):
        for m in doc.finditer(pattern):
            if not _CAMPAIGN_YEAR.fullmatch(m["name"]) or _TASK_NAMED_AFTER.match(doc.norm, m.end("name")):
                yield from emit(m.start("name"), m.end("name"), "dataset.task")
    for pattern, gate in ((_TASK_ON_ACRONYM, _SHARED_TASK), (_ACRONYM_TASK, _BRACKET_TASK)):
        for m in doc.finditer(pattern, within=gate) if gate.search(doc.norm) else ():
            spelled = _ACRONYM_NEXT.match(doc.norm, m.end("name"))
            if spelled is not None and _abbreviates(spelled["acr"], m["name"]):
                yield from emit(m.start("name"), m.end("name"), "dataset.task")  # emit writes the acronym
    for m in doc.finditer(_TASK_WORKSHOP, within=_AT):
        if _TASK_AT.search(doc.before(m.start(), 30)) or _TASK_AFTER.match(doc.norm, m.end()):
            yield from emit(m.start("name"), m.end("name"), "dataset.task")
    for s, e in doc.sentence_spans if doc.can_match(_EVALUATED, bounded=True) else ():
        if _EVAL_WORDS.search(doc.norm, s, e):
            for m in doc.finditer(_EVALUATED, s, e):
                items = list(_NAME.finditer(doc.norm, m.start("items"), m.end("items")))
                if (len(items) > 1 and doc.norm[m.start()].isupper() and _CLAUSE_VERB.match(doc.norm, m.end("items"))
                        and doc.norm[items[-1].start() - 2:items[-1].start()] == ", "):
                    items.pop()  # 'Across FireCommander and MARINE, HINT consistently outperforms': the clause's subject
                for item in items:
                    yield from emit(item.start(), item.end(), "dataset.evaluated")
    for m in doc.finditer(_PAREN_LIST, within=DATA_NOUN_GATE):
        group = next(g for g in ("after", "before", "second") if m[g] is not None)
        items = list(_NAME.finditer(doc.norm, m.start(group), m.end(group)))
        if len(items) > 1 or _PLURAL_HEAD.match(doc.norm, m.end()):
            for item in items:
                yield from emit(item.start(), item.end(), "dataset.list")
    for m in doc.finditer(_SHAPE):
        yield from emit(m.start("name"), m.end("name"), "dataset.shape")
    for m in doc.finditer(_NAMED_PAIR, within=_PLURAL_HEAD):  # the plural data noun it ends on
        if not any(_FIELD_END.search(" " + m[g]) for g in ("name", "name2")) and not _shares_words(m["name"], m["name2"]):
            if "," not in doc.norm and _two_coined(m["name"]):  # WACV's comma-less 'on UCF-HMDB Kinetics-Gameplay and
                # Kinetics-NEC Drone datasets', 'the CIFAR10 ASIRRA and Plant Disease datasets': each word a name
                for word in regex.finditer(r"\S+", m["name"]):
                    yield from emit(m.start("name") + word.start(), m.start("name") + word.end(), "dataset.pair")
            else:
                yield from emit(*m.span("name"), "dataset.pair")
            yield from emit(*m.span("name2"), "dataset.pair")
    if (titled := title_calls_data(doc)) is not None:
        yield from emit(*titled, "dataset.introduced")
    yield from _coordinated(doc, taken, emit)
    yield from _headed(doc, taken, emit)
