"""What a dataset's name looks like and which names are never datasets: the name-token shapes the patterns build on,
the words, models, venues, languages and descriptions that look like names, the vocabulary of listed datasets
(``reading/data/datasets.txt``) and ``_ok``, the check every found name passes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.reading.document import Document
from abstract_claims.reading.vocab import (alternation, dataset_names, dataset_names_exact_case, kinds_of_data,
                                           languages, metric_names, model_families, number_words)

# A name-shaped token: upper-case start with another capital, digit or hyphen inside
# (``CUHK-SYSU``, ``D4RL``, ``ExCyTIn-Bench``, ``ActivityNet-v1.3``), or all capitals.
_NAME_TOKEN = (r"(?:(?:[A-Z][A-Za-z]{0,30}(?:[A-Z0-9\-][\w\-+]{0,30}(?:\.\d{1,3}[A-Za-z]?(?:-[A-Z0-9][\w]{0,15})?)?)|[A-Z]{2,}[\w]{0,20}"
               r"|\d[A-Z]{1,2}-?[A-Z][\w\-]{1,20}"  # led by a digit: '3DPW', '1D-ARC', '3D-FRONT' (not '3D', '2D-based')
               r"|\d[A-Z][a-z]{1,12}[A-Z][\w\-]{1,20})"  # ... and a capitalized word with a capital after it: '2WikiMQA'
               r"(?:\.[A-Z]{2,4}(?![\w.]))?)")  # a domain-like suffix: 'CaLQuest.PT', 'GOUD.MA'
# In lists and after "on": also lower-case-led names with a capital or digit (``robust-kbench`` is
# not; ``mMARCO`` is) and plain capitalized words followed by a number (``Mip-NeRF 360``).
# A name token may go on with one or two plain capitalized words up to the list's next separator ('datasets: JAMA
# Clinical Challenge and Medbullets', 'USyd Campus, Oxford Robot-Car', 'IU X-Ray and MIMIC-CXR'); not with a coined one, which is the next item
# of a comma-less list, nor with a task's head ('two tasks: Event-type Classification and ...' names no data).
_TASK_HEADS = r"(?:Classification|Detection|Recognition|Generation|Segmentation|Prediction|Analysis|Translation|Summarization|Retrieval|Answering|Extraction|Tracking|Estimation|Parsing|Tagging)"
_LIST_ITEM = (rf"(?:{_NAME_TOKEN}(?:[\s-]?(?:19|20)\d\d,?\s[Tt]ask\s?\d{{1,2}}(?![\w.])"  # a campaign's task: 'SemEval 2010 Task 8'
              rf"|(?:/(?:{_NAME_TOKEN}|\d{{1,4}}(?![\w.])))?(?:\s\d{{1,4}}|(?:\s(?!{_TASK_HEADS}\b)[A-Z](?:[a-z]{{1,20}}|[a-z]{{0,20}}-[A-Z][a-z]{{1,20}})(?![\w-])){{1,2}}(?=,|\sand\s|\sor\s))?)"
              rf"|[A-Z][a-z]{{2,20}}\+{{0,2}}(?:\s[A-Z][\w-]{{1,20}}){{0,2}}(?!\s(?!Data|Bench|Corp)[A-Z][a-z])"  # (not a longer
# name's first words, 'Georgia Tech Egocentric Activities (GTEA)'; a capitalized data noun may follow)
              rf"|\d{{2,3}}[A-Z][a-z]{{3,20}})(?![\w+])")  # whole: 'ASAP++', 'Cube+', not 'ASAP'; a count glued to a capitalized
# word, as a list item only ('datasets (GTEA, 50Salads, and Breakfast)', '20Newsgroups, BBC and ...'): elsewhere a
# footnote's mark glued to a word ('11Dataset and code available')

# Words that look like names at the start of a sentence or in titles but are not datasets.
_NOT_NAMES = frozenset("""
A An The This That These Those Our We Its New Novel Large Small Synthetic Real Public Standard
Existing Multiple Several Various Across Both Among Between RGB RGB-D Diverse Popular Challenging Common Benchmark Dataset Datasets
Extensive Experiments Experimental Comprehensive Open Empirical Results Both Each All Two Three
AI ML LLM LLMs VLM VLMs MLLM MLLMs NLP CV RL GPU GPUs CPU API SOTA OOD ID DG IID SFT RLHF DPO
English Chinese Language Table Figure Section Appendix Theorem Lemma Eq In On For With From Using
Real-world Real-World Large-scale Large-Scale Open-source Open-Source State-of-the-art PDE PDEs ODE
QA VQA MT ASR TTS NER POS NLI NLU NLG SA IE RE STS MRC OCR KGQA ABSA MDP MDPs POMDP POMDPs KG KGs RAG CoT ICL PEFT LoRA
This Task Subtask Track Shared Competition Challenge Corpus Collection Suite Set Bank We Our
NIPS NeurIPS ICML ICLR CVPR ICCV ECCV AAAI IJCAI ACL EMNLP NAACL COLING KDD WWW SIGIR GUI GUIs UI
COVID COVID-19 SARS-CoV-2 SLAM UAV UAVs SVM SVMs LiDAR EEG ECG CT MRI fMRI OCT OCTA KB KBs HRP-2 HRP-4 HRP-4C PA-10
ReID Re-ID SFDA UDA TTA PAR-2
GloVe fastText word2vec spaCy NLTK
II III IV VI VII VIII IX
""".split())  # ... a disease, a sensing modality, a task or model class, a robot, word vectors and NLP toolkits are no dataset;
# a Roman numeral alone is a version cut from its name ('MIMIC III/IV')
# platforms and vendors: never a dataset alone, but they start names ('OpenAI Gym', 'Microsoft COCO')
_NOT_ALONE = frozenset("""
Reddit Twitter Facebook YouTube Instagram TikTok Weibo WhatsApp Telegram Discord GitHub Google Meta
Microsoft OpenAI Anthropic NVIDIA Nvidia AMD Intel Apple Amazon Baidu Alibaba Tencent Huawei HuggingFace Kaggle
""".split())
# a model name hides in a longer token: 'L3Cube-Bert-Tamil', 'IndicBERT-v2', 'Sherkala-Chat'
_MODEL_INSIDE = regex.compile(r"(?i)(?:^|[-_])(?:bert|roberta|gpt|llama|t5|bart|xlm|mistral|qwen|gemma|vit|clip|blip|dalle|"
                              r"chat|instruct)(?:$|[-_\d])")
# a venue and its year ("NAACL-2025", "COLING 2025"), and a citation placeholder some corpora carry
# ... or ends a coined word: 'SeaLLMs 3', 'GeoLayoutLM' (not 'HELM', 'WildChat'; 'the OpenLLM benchmark' says data)
_MODEL_SUFFIX = regex.compile(r"[a-z](?:LLMs?|VLMs?|LMs?)(?:[-\s]?v?\d{1,2}(?:\.\d)?)?$")
_VENUE_YEAR = regex.compile(r"^(?:NIPS|NeurIPS|ICML|ICLR|CVPR|ICCV|ECCV|WACV|AAAI|IJCAI|ACL|EMNLP|NAACL|EACL|COLING|COLM|"
                            r"CoRL|ICRA|IROS|AISTATS|UAI|KDD|WWW|SIGIR|LREC|INTERSPEECH|ICASSP)[-\s]?\d{2,4}$|^CITATION$")
# compounds that describe rather than name ('UAV-based', 'Transformer-style')
_DESCRIPTIVE = regex.compile(r"(?i)-(?:based|driven|aware|free|like|style|level|wise|specific|agnostic|scale|world|source|centric|only|"
                             r"domain|shot|modal|task|view|resolution|language|speaking|generated|annotated|labell?ed|augmented|translated|"
                             r"dedicated|oriented|related|focused|grounded|guided|enhanced|powered|assisted|inspired|intensive|"
                             r"compatible|native)$"  # 'English-language benchmark'
                             # ... and any lower-case participle: 'Code-mixed', 'Youtube-sourced', 'DaCoM-created datasets'
                             # (not 'seed', 'speed'; names keep a lower-case noun: 'COCO-stuff', 'SWE-bench', 'X-fact')
                             r"|(?-i:-[a-z]{1,20}[^e\W]ed)$")

# ... and such a compound before a name describes it: 'the English-only RULER benchmark', 'the LLM-generated X dataset'
# (a subset of ``_DESCRIPTIVE``'s words on purpose: '-guided', '-domain', '-modal' start names too, 'Schema-Guided
# Dialogue', 'Multi-domain Multi-modal Dialogue'; with the whole list such names lost their first word)
_DESCRIPTIVE_LEAD = regex.compile(r"[\w-]{1,30}-(?:only|based|generated|annotated|augmented|translated|centric|specific)\s(?=[A-Z])")

# Model families, devices and metrics whose names also look like ``NAME-123``.
MODEL_PREFIX = regex.compile(
    r"(?i)^(?:" + alternation(model_families(), fold=True)  # tries: as flat lists these took 6 us a name
    + r"(?!(?-i:(?!v\d)[a-rt-z]|s[a-z]))"  # then no lower-case letter of another word ('Vitruvion', 'Nerfstudio', 'Imagenette';
    # 'ViTs' and 'YOLOv8', 'DINOv2' are the family)
    + r"|" + alternation(tuple("t5 opt phi clip sd sam rtx gtx gcn gat glm yi ul2 bart tpu h a v p k l b m fp int bf top map ap "
                               "f pass hit recall r fid mse acc iou miou auc spice chrf ter wer cer em o1 o3 f1 dna rna".split()),
                         fold=True) + r"(?![\w²³₀-₉]))"  # 'M' is no prefix of 'M²IV' nor 'A' of 'A₃B₂'
    r"|(?i:^(?:english|german|french|chinese|japanese|spanish|russian|arabic|hindi|korean|romanian|czech)"
    r"-(?:english|german|french|chinese|japanese|spanish|russian|arabic|hindi|korean|romanian|czech)$)"
)

# a one-letter "family" ('M', 'B', 'H': sizes, devices and metrics, 'H-100', 'R-1') then a coined word is a name of its
# own, not that family's model ('M-IFEval', 'B-KinD-multi'; 'R-CNN', 'K-SVD' stay)
LETTER_THEN_COINED = regex.compile(r"^[A-Za-z]-(?:[A-Z][a-z]+[A-Z]|[A-Z]{2,}[a-z])")
_BENCH_END = regex.compile(r"-Bench(?:mark)?$")

_DATA_NOUN = (r"(?:data\ ?sets?|benchmarks?|corpus|corpora|suites?(?!\sof\s(?:[\w-]{1,20}\s){0,2}(?:algorithms|methods|tools|techniques|models|LLMs))|"
              r"leaderboards?|testbeds?|collections?|test[\ -]sets?|evaluation\ sets?|treebanks?|lexicons?|knowledge\ bases?)")

# A count or quantifier (``_counted_kind``), then up to three lower-case words, before a name and a plural data noun: the name says
# what kind of data is counted ('on two ESC datasets', 'on 125 TKG datasets', 'multiple real-world TKG datasets',
# 'five video person reID datasets'), not one dataset; a listed name still counts ('four MedMNIST datasets' is
# dataset.vocab, found before).
@cache
def _counted_kind() -> regex.Pattern[str]:
    return regex.compile(rf"""(?<![\w.,-])(?:{alternation(tuple(number_words()), fold=True)}  # the vocabulary file's words
                              |[1-9]\d{{0,3}}|several|multiple|various|many|numerous|diverse)
                              \s(?:[a-z][\w-]{{0,20}}\s){{0,3}}$""", regex.VERBOSE | regex.IGNORECASE)


# a one-word name that starts with two capitalized words, then anything: ImageNet-1K, XSum, MuJoCo,
# Something-Something; not QuALITY, VisA, CoLA, MultiWOZ (their other casings read as words)
_CAMEL_WORDS = regex.compile(r"^[A-Z][a-z]*-?[A-Z][a-z0-9][^ ]*$")
# one word of four characters or more with a letter and a digit: 'GSM8K', 'CIFAR-10', 'Flickr30k'
_DIGIT_WORD = regex.compile(r"^(?=[^ ]*\d)(?=[^ ]*[A-Za-z])[^ ]{4,}$")


# where a listed name ends: not inside a longer token ('RefCOCO' of 'RefCOCO+', 'COCO-Stuff', 'CIFAR-10.1'), but before
# '-pretrained' or '-trained', which say the name is the data a model learned from ('ImageNet-pretrained models',
# '54 ImageNet-trained models': the gold lists the data, GUIDELINE)
_VOCAB_END = r"(?![\w+]|-(?!(?:pre-?)?trained\b)|\.\d)"


@cache
def _vocab() -> regex.Pattern[str]:
    """The listed names as written (a hyphen or space inside may be written either way or left out)."""
    return regex.compile(rf"(?<![\w\-./])(?P<name>{alternation(dataset_names(), loose_joins=True)}){_VOCAB_END}")


@cache
def _vocab_by_first() -> tuple[re.Pattern[str], dict[str, regex.Pattern[str]]]:
    """``_vocab`` split by the names' first characters: a scan for those characters, and per character
    the names that start with it. The same matches as ``_vocab().finditer`` (each part is that
    character's branch of its trie), in a third of the time: ``regex`` tries the trie's first-level
    branches one by one at every word start; here the standard library's ``re`` finds the few
    candidate characters (its lookbehind, ASCII only, lets through a superset of ``_vocab``'s) and a
    dictionary picks the branch."""
    names = dataset_names()
    firsts = sorted({n[0] for n in names})
    by_first = {c: regex.compile(rf"(?<![\w\-./])(?P<name>{alternation(tuple(n for n in names if n[0] == c), loose_joins=True)})"
                                 rf"{_VOCAB_END}") for c in firsts}  # not 'RefCOCO' of 'RefCOCO+'
    return re.compile(rf"[{''.join(re.escape(c) for c in firsts)}](?<![A-Za-z0-9_\-./].)"), by_first


def _vocab_matches(doc: Document) -> Iterator[regex.Match[str]]:
    """What ``doc.finditer(_vocab())`` finds (see ``_vocab_by_first``)."""
    if not doc.can_match(_vocab()):
        return
    starts, by_first = _vocab_by_first()
    end = 0
    for start in starts.finditer(doc.norm):
        at = start.start()
        if at >= end and (m := by_first[doc.norm[at]].match(doc.norm, at, timeout=doc.budget())) is not None:
            end = m.end()
            yield m


@cache
def _folded_gate() -> regex.Pattern[str]:
    """Those names in any casing: never run by ``regex`` (slow), only the batch prefilter's answer (fast in
    Rust) of whether ``_TOKEN`` can find one in an abstract; most abstracts hold capitalized words."""
    return regex.compile(rf"(?<![\w\-./])(?:{alternation(tuple(_folded().values()), fold=True, loose_joins=True)})",
                         regex.IGNORECASE)


@cache
def _folded() -> dict[str, str]:
    """One-word names that are CamelCase or hold a digit ('GSM8k', 'Cifar10'), by their hyphenless lower case:
    their other casings are found too (no English word is written so)."""
    exact = dataset_names_exact_case()
    return {n.replace("-", "").lower(): n for n in dataset_names()
            if (_CAMEL_WORDS.match(n) or _DIGIT_WORD.match(n)) and n not in exact}


_LATEX_ARG = regex.compile(r"\\[a-zA-Z]{1,12}\{([^{}]{0,80})\}")
_MARKUP = regex.compile(r"[*{}$\\]")
_DATA_WORD = regex.compile(r"(?i)data|bench|corpus|suite|treebank|bank\b|lexicon")
_NAME = regex.compile(_NAME_TOKEN)


def _clean(name: str) -> str:
    """The name as written, markup removed (``\\textsc{X}``, ``**X**``, braces)."""
    return _MARKUP.sub("", _LATEX_ARG.sub(r"\1", name)).strip()


# an author cited after the name: '(Hsieh et al., 2024)', '(Pearl and Sprouse, 2013)' (not 'KITTI 2015 and Middlebury 2014')
_ET_AL = regex.compile(r"\s?(?:et\sal\b|and\s[A-Z][a-z]{1,20}(?:,\s|\s\()(?:19|20)\d\d)")
_PARTS_OF_KIND = regex.compile(r"[–/-]|\sand\s")


def _kind_of_data(text: str) -> bool:
    """Whether a name is a kind of data, or kinds joined ('MEG', 'EEG–fMRI', 'RGB-D': vocab/kinds_of_data.txt): what
    the data holds, not its name ('a large within-subject MEG corpus', 'real EEG–fMRI datasets').

    >>> [_kind_of_data(t) for t in ("MEG", "EEG–fMRI", "RGB-D", "EEG and MEG", "MEG-MASC", "ECG5000")]
    [True, True, True, True, False, False]
    """
    return text in kinds_of_data() or all(part.strip() in kinds_of_data() for part in _PARTS_OF_KIND.split(text))


# 'COLING 2025 shared task 1', 'Task 8 of SemEval-2024': a venue's numbered task is a name
_NUMBERED_TASK = regex.compile(r"\s[Tt]ask\s\d{1,2}[A-Z]?$|^[Tt]ask\s?\d{1,2}\s(?:of|at|in)\s")


@cache
def _listed() -> frozenset[str]:
    """The listed names as written: no word test applies to them ('Meta-World' is no '-world' compound, 'Open Images' no
    sentence's 'Open'; ``_as_listed``)."""
    return frozenset(dataset_names())


_SLASH_SIZE = regex.compile(r"/\d{1,4}$")


def _without_slash_size(item: regex.Match[str]) -> tuple[int, int]:
    """A list item's span without a second size after a slash: 'CIFAR-10/100' lists CIFAR-10 (and CIFAR-100, which the
    vocabulary finds); the slash only kept the list going."""
    cut = _SLASH_SIZE.search(item[0])
    return item.start(), item.end() - (len(cut[0]) if cut else 0)


def _as_listed(name: str) -> bool:
    """Whether ``name`` is a listed name, a space and a hyphen taken for each other ('MT Bench'; not 'Cross-Task' for
    'CrossTask', which is 'cross-task' in prose)."""
    return name in _listed() or name.replace(" ", "-") in _listed() or name.replace("-", " ") in _listed()


# a size after a name says data ('LMSYS-Chat-1M', 'Evol-Instruct-70k'), though 'Chat' or 'Instruct' inside says model
# a family's name, a hyphen and a word in capitals right before a data noun names data built on it: 'the NeRF-OSR
# dataset', 'the LLaVA-RLHF benchmark' (a model would not stand before 'dataset': 'BERT-CRF', 'T5-XXL' never do)
_FAMILY_THEN_CAPITALS = regex.compile(r"^[A-Za-z]{2,10}-[A-Z]{2,}[A-Za-z0-9]{0,10}$")
# a size in billions of parameters ends a model's name ('Aya-23-8B', 'SILMA-9B', 'OREAL-32B', 'NLLB-54B'); a listed corpus
# may end in billions of samples ('LAION-5B', found by the vocabulary), an unlisted dataset ends in thousands or millions
# ('Clothing-1M', 'YouTube-8M')
_PARAMETERS_END = regex.compile(r"[-_]\d{1,3}(?:\.\d{1,2})?B$")
_DATA_SAID = frozenset({"dataset.context", "dataset.named", "dataset.introduced"})  # ... unless a data noun says so ('the SA-1B dataset')
_DATA_SIZE_END = regex.compile(r"[-_]\d{1,4}(?:\.\d{1,2})?[kKM]$")


_PAIR = regex.compile(r"^(?P<one>[A-Z][a-z]{2,20})-(?:to-)?(?P<two>[A-Z][a-z]{2,20})$")


def language_pair(name: str, *, both: bool = False) -> bool:
    """A translation direction, one side a language ('English-Setswana', 'Bahnaric-Vietnamese', 'English-to-Python'):
    the data's languages, not its name; a name the abstract gives its data keeps it ('a dataset, called Senti-Persian').
    ``both``: both sides languages ('Korean-English'), which no coined name is."""
    pair = _PAIR.match(name)
    return pair is not None and (all if both else any)(side in languages() for side in (pair["one"], pair["two"]))


# the words of _NOT_NAMES that may lead a name of several words in a list of names before a data noun ('the SODA, COD,
# and Small Tools datasets', 'the PathMNIST and COVID-19 Radiography datasets')
_LIST_LEADS = frozenset({"Large", "Small", "Synthetic", "Real", "Public", "Standard", "Diverse", "Popular", "Common",
                         "COVID", "COVID-19", "EEG", "ECG", "CT", "MRI", "fMRI", "LiDAR", "UAV"})
_LISTED_RULES = frozenset({"dataset.list", "dataset.context"})
PLURAL_ACRONYM = regex.compile(r"^[A-Z]{2,}s$")  # 'CNNs', 'GANs', 'CPUs', 'SAEs': a class of things, not one name


# a version or year after a listed name (``_VOCAB_VERSION``): the name is the listed one ('Open Images V6', though 'Open'
# alone never opens a name)
_VERSION = r"(?:[vV]\d{1,2}(?:\.\d{1,2})?|\d\.\d{1,2}|[1-9]|(?:19|20)\d\d)"  # 'v2', '2.1', '2', '2017'
_VERSION_END = regex.compile(rf"\s{_VERSION}$")


# a letter and a hyphen before a listed dataset's name: a variant of that dataset ('F-MNIST', 'N-ImageNet', 'V-COCO',
# 'J-HMDB', 'e-SNLI'), not a model for its one-letter lead ('F' of F1, 'V' of a version: ``MODEL_PREFIX``)
_LETTER_VARIANT = regex.compile(r"^[A-Za-z]-(?P<known>[A-Z][\w-]{1,30})$")


def _variant_of_known(name: str) -> bool:
    """Whether ``name`` is a letter, a hyphen and a listed dataset's name, as that dataset is written."""
    m = _LETTER_VARIANT.match(name)
    return m is not None and m["known"] in _listed_exact()


@cache
def _listed_exact() -> frozenset[str]:
    return frozenset(dataset_names())


@cache
def _metrics() -> frozenset[str]:
    """The metric vocabulary (reading/data/metrics.txt) as written: a metric is never a dataset ('across MAE, MSE, and
    NDTW', 'by 3%-8% on MRR'), whatever a rule's context says, unless the dataset list holds the name too."""
    return frozenset(metric_names())


# plain capitalized words before a language's name: a variety of the language, not data ('Basque, Catalan, Galician,
# European Spanish and European Portuguese', 'Modern Standard Arabic', 'Middle Egyptian')
_VARIETY = regex.compile(r"^(?:[A-Z][a-z]{2,20}\s){1,2}(?P<language>[A-Z][a-z]{2,20})$")


def _language_variety(name: str) -> bool:
    return (m := _VARIETY.match(name)) is not None and m["language"] in languages()


# 'New' opens no data name ('New dataset'), but a place's name opens many ('the New York Times corpus', 'New Zealand ...')
_NEW_PLACE = regex.compile(r"^New\s(?:York|Zealand|Jersey|Orleans|Delhi|England|Mexico|Hampshire|South\sWales|Haven)\b")


def _ok(name: str, rule: str) -> bool:
    if rule == "dataset.vocab" and (_as_listed(name) or _as_listed(_VERSION_END.sub("", name))):
        return name not in _NOT_ALONE
    first = name.split()[0]
    venue_task = rule == "dataset.task" and bool(_NUMBERED_TASK.search(name))
    return ((first not in _NOT_NAMES or name.startswith("Shared Task ") or venue_task or bool(_NEW_PLACE.match(name))
             or rule in _LISTED_RULES and " " in name and first in _LIST_LEADS  # 'the SODA, COD, and Small Tools datasets'
             or first == "Open" and rule == "dataset.titled" and name.count(" ") >= 2)  # 'Open Graph Benchmark'
            and name not in _NOT_ALONE and not name.isdigit() and not _DESCRIPTIVE.search(name) and not name.endswith("-")
            and name not in languages() and not (language_pair(name) and (rule not in _SAYS_DATA or language_pair(name, both=True)))
            and not _language_variety(name)
            and not _VENUE_YEAR.match(name) and name not in _metrics()
            and not (name[:1].islower() and rule != "dataset.vocab"  # 'mBERT', 'monoT5', 'sFID': a family or metric's variant
                     and MODEL_PREFIX.match(name.lstrip("abcdefghijklmnopqrstuvwxyz")))
            and not (PLURAL_ACRONYM.match(name) and rule not in _SAYS_DATA and rule != "dataset.list")
            and (rule == "dataset.vocab" or _variant_of_known(name) or not (MODEL_PREFIX.match(name) and not LETTER_THEN_COINED.match(name)
                                                 and not _BENCH_END.search(name)  # 'M-Bench', 'T-Bench': a benchmark's name
                                                 and not (rule == "dataset.context" and _FAMILY_THEN_CAPITALS.match(name))
                                                 or _MODEL_INSIDE.search(name) and not _DATA_SIZE_END.search(name)
                                                 and not _BENCH_END.search(name)  # 'the ViT-Info-Bench dataset'
                                                 and rule not in _DATA_SAID  # 'a dataset named Arabic-Clue-Instruct'
                                                 or _MODEL_SUFFIX.search(name) and rule != "dataset.context"
                                                 or _PARAMETERS_END.search(name) and rule not in _DATA_SAID)))


# rules whose own words say "this is data": a defined concept acronym does not veto them
_SAYS_DATA = frozenset({"dataset.vocab", "dataset.introduced", "dataset.named", "dataset.acronym", "dataset.task", "dataset.titled",
                        "dataset.shape"})  # not 'context': "the available AD datasets" names a kind of data
