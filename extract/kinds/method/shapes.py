"""What a method name looks like, and the checks every pass shares.

The coined-name pattern (``_COINED``: a capital after the first letter, a digit, a hyphen joining capitals, or all
capitals), the markup a name may wear (``_OPEN``, ``_CLOSE``), the artifact words that head a proposed thing
(``_ARTIFACT``), and ``_ok``: not a generic acronym, a model family, a descriptive compound or a class of models.
"""

from __future__ import annotations

import regex

from abstract_claims.kinds.dataset.names import LETTER_THEN_COINED, MODEL_PREFIX, PLURAL_ACRONYM, language_pair
from abstract_claims.reading.text import ending_here
from abstract_claims.reading.vocab import not_methods


_COINED = (r"(?:(?:[A-Z][a-z]{0,20}(?:[A-Z0-9²³₀-₉][\w\-+²³₀-₉]{0,25})|[A-Z]{2,}[\w\-+∞′†]{0,20}|[A-Za-z]{1,15}-[A-Z][\w\-∞′†]{0,20}|[a-z]{1,15}(?:-[a-z]{1,15}){1,2}-[A-Z][\w\-]{0,20}"
           r"|[a-z]{1,3}[A-Z][\w\-+]{0,20}"
           r"|[A-Z][a-z]{2,20}\+{1,2}(?![\w+-])"  # a plain word with a plus: 'Quin+', 'Flow++', 'Patchwork++'
           # a plain word and a number, a hyphen between: 'Chat-3D', 'Babel-670', 'Mewsli-9' (not a numbered part of a
           # series or a document: 'Task-11', 'Stage-2', 'Top-1')
           r"|(?!(?:Task|Subtask|Track|Stage|Phase|Level|Type|Step|Top|Round|Part|Version|Figure|Table|Section|Chapter|"
           r"Experiment|Setting|Case|Group|Class|Layer|Block|Order|Rank|Grade|Tier|Day|Week|Year|Model|Covid)-)"
           r"[A-Z][a-z]{2,20}-\d{1,4}[A-Z]{0,2}(?![\w+-])"
           r"|[\p{Greek}ℓ∂∇]{1,2}-?[A-Z][\w\-+]{0,20}"  # led by a Greek letter or a symbol, as math mode reads: 'τ-GRU', 'μGCD', '∂-CROWN'
           r"|\d{1,2}[A-Z][A-Za-z0-9]{1,25}(?:-[A-Z0-9][\w\-+]{0,20})?|\d{1,2}[A-Z]-[A-Z0-9][\w\-+]{0,20})"  # led by a digit: '3DCertify', '3D-GPT', '2K2K' (not '3D', '3D-aware')
           r"(?:(?<=\d)\.\d{1,2}(?![\w.]))?)")  # a version: 'BanFakeNews-2.0'; a superscript: 'M²IV', a subscript: 'A₃B₂'
# markup around a name: '\textit{VT-Bench}', '**Twinsight**', and in math mode '$\texttt{SPIN}$' (as CoRL and ICLR write)
_OPEN = r"(?:\$?(?:\\text(?:bf|it|sc|tt|sf)\{|\\emph\{|\\math(?:rm|sf|tt|bf)\{)|\*{1,2}|_|`)?"
_CLOSE = r"(?:\}\$?|\*{1,2}|_|`)?"
_PROPOSE_STEMS = ("propos", "introduc", "present")
# the verbs of making whose object the weak passes read: 'we propose a DualCopyNet model', 'we develop a simulator, ...'
_PREMODIFIED_STEMS = ("propos", "introduc", "present", "develop", "design", "devis")
_ARTIFACT = (r"(?:framework|method|approach|model|algorithm|paradigm|technique|system|architecture|benchmark|dataset|"
             r"pipeline|strategy|policy|mechanism|optimizer|network|agent|library|toolkit|tool|metric|loss|suite|"
             r"corpus|procedure|scheme|family|solver|estimator|objective|attack|defense|language|platform|protocol|solution)")
# "Inconsistency-Aware Minimization (IAM)": the words after a found name end in its acronym
# (markup may close the name and wrap the acronym: '**LongCodeBench** (**LCB**)')
# (or its short form, said so: 'SlowFast-LLaVA-1.5 (abbreviated as SF-LLaVA-1.5)', '(I-RAVEN for short)', 'Persuasion-Balanced
# Training (or PBT)', '(a.k.a. CaptionBot)')
_SHORT_FORM = r"(?:(?:abbreviated|abbr\.|shortened|short|referred\sto|denoted)\s(?:as\s|to\s)?|(?:or|a\.k\.a\.|aka)\s)?"
# between the verb and the acronym: examples of a known thing, or a concept rather than an artifact
_EXAMPLES_OF = regex.compile(r"\b(?:such\sas|like|e\.g\.|including|the\s(?:notion|concept|problem|task|setting)\sof)\s", regex.IGNORECASE)
_OTHERS_BEFORE = ending_here(regex.compile(r"\b(?:recently|previously|originally|widely|commonly|been|was|were)\s$", regex.IGNORECASE))
# words that start a prepositional phrase or a clause: after one the acronym names what the method uses, works on
# or is for ('a method for minimally invasive surgery (MIS)', 'based on Layer-wise Adaptive Rate Scaling (LARS)',
# 'a scheme and study passive human-robot interaction (HRI)'), unless it stands inside a title-case long form
_NOT_OBJECT = frozenset("""of for in on at to from by with via using based through into onto over under between towards toward
against within without than that which where when who whose while is are was were be been being and or but as such like
its their this these those it they we can could will would may should has have had not also then upon use
integrating combining incorporating leveraging exploiting utilizing utilising employing applying adapting measuring
enabling allowing capturing addressing tackling exploring integrates combines incorporates uses employs leverages
exploits utilizes adopts relies builds extends learns""".split())  # ... or a verb of its own ('integrating the Discrete Wavelet Transform (DWT)')
_CODED = regex.compile(r"\d|[a-z][A-Z]|[A-Z]{2}|^[A-Z][a-z]+(?:-[a-z]+){1,3}-[A-Z]")  # coined: 'Anime 4', 'VaPR', 'Predict-then-Calibrate', 'Physics-in-the-Loop'
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
_ACRONYM_AFTER = regex.compile(rf"{_CLOSE}[\s~]?\({_SHORT_FORM}{_OPEN}(?P<name>{_COINED}){_CLOSE}(?:\sfor\sshort)?\)")  # right after the title's prefix


_DESCRIPTIVE = regex.compile(r"-(?:based|driven|aware|free|like|style|level|wise|specific|agnostic|guided|augmented|only|scale)$")
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


# 'so-called' (or 'sometimes/commonly/also called') before plain words: others' term for a known thing ('so-called
# Givens rotations', 'the so called Stixel World', 'a posterior sampling algorithm, sometimes called Thompson sampling');
# before a coined name often the paper's own, as some write it ('the so-called Q-AMSGradR algorithm', 'also called COLA')
_SO_BEFORE = regex.compile(r"\b(?i:so|sometimes|often|commonly|usually|generally|also|frequently|widely)[-\s]$")
_PROBLEM_BEFORE = regex.compile(r"\b(?:problem|phenomenon|phenomena|issue|effect|bias|behaviou?r|challenge|failure|tendency)s?\b",
                                regex.IGNORECASE)
# the words right after an acronym that make it a problem, task or setting the paper poses (GUIDELINE: problem settings
# name no method; 'the multi-agent stochastic shortest path (MSSP) problem'), or a part of a method ('a Text Feature
# Modulation (TFM) module that'): the acronym passes and the last resorts refuse them
_POSED_AFTER = regex.compile(r"\s(?:[Pp]roblem|[Tt]ask|[Ss]etting|[Gg]ame)s?\b")  # in either case: "the ... (DASM) Problem"
# the words before 'task' that make it one a method trains on, not one the paper poses ('a pre-training task named ...',
# 'two auxiliary tasks, Number Ranking (NR)'): the acronym pass and the posed-task check skip them
_TRAINED_TASK_LEAD = r"auxiliary|pretraining|pre-training|pretext|proxy|training|self-supervised"
_PART_AFTER = regex.compile(r"\s(?:unit|module|block|layer|branch|head|component)s?\b")
# a result or working verb whose subject is the paper's artifact ('DeepCert outperforms', 'our POP achieves'); finite
# forms only ('AMR-to-text generation is', 'SmartMove users' are no verbs)
_SUBJECT_VERB = (r"(?:outperform(?:s|ed)?|achiev(?:es|ed)|surpass(?:es|ed)|improv(?:es|ed)|yield(?:s|ed)|reach(?:es|ed)|"
                 r"attain(?:s|ed)|beats|exceed(?:s|ed)|deliver(?:s|ed)|establish(?:es|ed)|sets|obtain(?:s|ed)|reduc(?:es|ed)|"
                 r"enabl(?:es|ed)|provid(?:es|ed)|offer(?:s|ed)|learn(?:s|ed)|generat(?:es|ed)|produc(?:es|ed)|consist(?:s|ed)|"
                 r"captur(?:es|ed)|leverag(?:es|ed)|uses|used|integrat(?:es|ed)|combin(?:es|ed)|employ(?:s|ed)|adapt(?:s|ed))")
