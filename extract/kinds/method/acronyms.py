"""Pass 6, the acronym a proposing verb or ``our`` defines for the paper's artifact (``_acronym_name``,
``_acronym_candidate``: not a task, a problem posed, a class of models or a known technique), and the weaker passes
after it (``_other_name``: a name the authors give, an acronym far from its verb, a colon, a lower-case name)."""

from __future__ import annotations

import regex

from abstract_claims.kinds.dataset.names import PLURAL_ACRONYM
from abstract_claims.kinds.method.long_forms import _known_long_form, _long_side, _TASK_ACRONYM
from abstract_claims.kinds.method.shapes import (_ARTIFACT, _EXAMPLES_OF, _ok, _OTHERS_BEFORE, _PART_AFTER, _POSED_AFTER,
                                                 _PROBLEM_BEFORE, _TRAINED_TASK_LEAD)
from abstract_claims.kinds.method.title import _named_title
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.kinds.method.passes import (_ACRONYM, _ACRONYM_FAR, _ACRONYM_LONG, _ACRONYM_LONG_STEMS,
                                                 _ACRONYM_STEMS, _APPOSITIVE_ACRONYM, _ARTIFACT_COLON, _COLON,
                                                 _COLON_CUE, _DATA_NEXT, _LOWER, _LOWER_NEW, _MODIFIER_BEFORE,
                                                 _NAMING_CUE, _NEW_ACRONYM, _NEW_ARTIFACT_CUE, _OTHERS_SUBJECT,
                                                 _PURPOSE_BEFORE, _THEN_WORD, _TITLE_WORDS, _VERB_STEMS, _WE_CALL,
                                                 _WE_CALL_CUE, _found, _matches, _noun_phrase, _spelled_object)


# a method's head word near an acronym: 'a Fine-grained Information-enhanced Approach for Translation (FIAT)',
# 'Relevance-Modulated Attention Model (GLRA)' (not 'the NOVA module', 'the proposed ... Advantage (CGLA)' metric)
_METHOD_HEAD_NEAR = regex.compile(r"\b(?i:model|method|approach|framework|network|architecture|algorithm)\b")
_TASK_LETTERS = regex.compile(r"[A-Z][A-Za-z]{1,3}")  # a task's acronym: two to four letters ('VG', 'MCQA', 'OoD')
# ... '(SCOD), an ... framework', '(XY) method'; not a plural ('Face Anti-Spoofing (FAS) models': the task's)
_ARTIFACT_NEXT = regex.compile(rf"(?:,\s(?:an?|the)\s(?:[\w-]{{1,25}}\s){{0,3}}?|\s)(?i:{_ARTIFACT})\b")


# a modal before the verb: what a thing can do or usually is, not what the paper makes ('can introduce bias in inverse
# propensity weighting (IPW) estimators', 'is often called lexical semantic change (LSC)': 8 of 8 such on 15,000 large
# abstracts name no method)
_MODAL_BEFORE = ending_here(regex.compile(r"\b(?:can|could|may|might|would|will|must|should|often|typically|usually|"
                                          r"inevitably)\s$", regex.IGNORECASE))


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
    form begins the title, or the first later one no data noun follows when the first names data (the method wins,
    SPEC section 3: 'the ... (RealSR) dataset ... a Laplacian pyramid based kernel prediction network (LP-KPN)').
    Under a coined one-word title prefix the abstract never writes, not an acronym of lower-case words ('Exo2EgoDVC:
    ...' over 'we first create a real-life egocentric dataset (EgoYC2)', 'S-CFE: ...' over 'using the accelerated
    proximal gradient (APG) method'): a description's acronym, where the title names the paper's own artifact (not 'we
    propose Consistency Shared Autonomy (CSA)' under 'FlashBack: ...')."""
    titled = _named_title(doc.title) if doc.title else None
    unwritten = (titled is not None and " " not in titled
                 and next(word_starts(doc.norm.casefold(), titled.casefold()), None) is None)  # 'surface-from-gradients (SfG)'
    first = None
    data = False  # whether ``first`` names data ('the ... (HIPB-MM) dataset'): a later one that does not wins
    end = 0
    for m in _matches(doc, _ACRONYM, _ACRONYM_STEMS, overlapped=True):
        if m.start() < end and doc.norm[max(0, m.start() - 3):m.start()] not in ("we ", "We "):
            continue  # inside a refused match only a verb 'we' says starts one ('To evaluate our models, we propose the
            # Phoneme Count Compliance (PCC) score': the match from 'our' is refused); not 'our proposed decoder on
            # Compositional Freebase Questions (CFQ)', 'a previously proposed algorithm, termed the random-intercept OAE
            # (RIOAE)' (with any start inside a refused match: 5 right and 6 wrong in 40,000 large abstracts)
        end = max(end, m.end())
        if (name := _acronym_candidate(doc, m)) is None:
            continue
        if (unwritten and _long_side(doc, m).split()[-1][:1].islower()
                and _LETTERS.sub("", name).casefold() != _LETTERS.sub("", titled or "").casefold()):
            continue  # (the title's name spelled another way is the abstract's: 'UCNet' under 'UC-Net: ...')
        if first is None:
            first = name
            data = bool(_DATA_NEXT.match(doc.norm, m.end()))
            if not data and (not doc.title or _title_long_form(doc, m)):
                return name
        elif data and not _DATA_NEXT.match(doc.norm, m.end()):
            return name  # 'we introduce the ... (HIPB-MM) dataset ... we propose the ... (HIPS) framework': the
            # method wins over the data (SPEC section 3)
        elif _title_long_form(doc, m):
            return name  # 'we introduce a doubly robust (DR) formulation ... we propose the Temporal Smoothness Doubly
            # Robust (TSDR) framework', titled 'Temporal Smoothness Doubly Robust Learning for ...'
    return first


# a plural artifact word right after the acronym: it names a class of things, not the paper's one artifact ('we present
# three fixed-parameter tractable (FPT) algorithms', 'devised privacy-preserving versions of ... (DCOP) algorithms')
# (unless the paper's own: 'Our tiny perceptual SR (TPSR) models', 'a family of randomized dynamic programming (RDP)
# algorithms', 'introducing conditionally strongly log-concave (CSLC) models' under 'Conditionally Strongly Log-Concave ...')
_CLASS_AFTER = regex.compile(r"\s(?:algorithms|models|methods|systems|frameworks|approaches|networks|architectures|techniques)\b")
# ... or a problem, task or setting the paper poses (GUIDELINE: problem settings name no method): ``_POSED_AFTER``
# ... or named as one right before its long form: 'the novel task of Crowd Volume Estimation (CVE)', 'a novel task,
# Numerous Images-Oriented Multimodal Summarization (NIMMS)', 'This problem, which we term in-context estimation (ICE)',
# 'a setting we term Reduced-Teacher-Inference Knowledge Distillation (RTI-KD)', 'a new family of model problems we term
# in context language learning (ICLL)'; not a problem a preposition's phrase ends with, which the name need not be
# ('treats retrieval as a constrained clustering optimization problem, called deep constrained dominant sets (DCDS)',
# 'a way of incorporating domain knowledge into this problem, called signal aggregate constraints (SACs)'), nor a
# plural a relative clause names one thing after ('a general algorithm for such problems that we call ... (LDOMD)'),
# nor a task the method trains on ('adding a pretraining task called translation pair prediction (TPP)', 'two auxiliary
# tasks, Number Ranking (NR)')
_POSED_BEFORE = ending_here(regex.compile(rf"""
    (?<!\b(?:as|into|to|with|from|on|in)\s(?:(?:this|these|such|the|a|an|our|its)\s)?(?:[\w-]{{1,25}}\s){{0,3}})  # no preposition's
    (?<!\b(?:{_TRAINED_TASK_LEAD})\s)             # no task trained on
    \b(?:(?:task|problem|setting|game)                          # one: 'the task of', 'a task,', 'problem, which we term'
          (?:\sof|,|,?\s(?:which\s|that\s)?(?:we\s)?(?:call|term|name|dub|coin|refer\sto\sas)(?:ed)?(?:\sas)?)
         |(?:task|problem|setting|game)s                         # several: 'problems of', 'problems we term', no clause
          (?:\sof|,?\s(?:we\s)(?:call|term|name|dub|coin|refer\sto\sas)(?:ed)?(?:\sas)?)
         |(?:task|problem|setting|game)s?\s(?:called|named|termed|dubbed))                # 'a problem called'
    \s(?:(?:the|a|an)\s)?$""", regex.IGNORECASE | regex.VERBOSE))

# a part's head word ending the long form right before the acronym's parenthesis, in either case ('Specifically, we
# propose a Multi-scale Patch Similarity Module (MPSM)'; the sentence must add it: 'We introduce the Multiscale Geometric
# Interaction Layer (MGIL)' stays)
_PART_LONG_END = ending_here(regex.compile(r"\b(?i:unit|module|block|layer|branch|head|component)\s?\($"))
# ... or right after the acronym ('Specifically, we introduce a Text Feature Modulation (TFM) module that'): ``_PART_AFTER``
# ... in a sentence that adds it to what the abstract described ('In addition, we develop a novel mutual learning
# module (MLM)', 'We also present a meta batch normalization layer (MetaBN)', 'Specifically, we first introduce the tensor
# generation module (TGM)')
_ADDED_LEAD = regex.compile(r"\s?(?:in\saddition|additionally|moreover|further(?:more)?|meanwhile|besides|specifically|also|then|next|"
                            r"finally|second(?:ly)?|third(?:ly)?|in\sparticular)\b", regex.IGNORECASE)  # (matched at the sentence's start)
_WE_ADDED = regex.compile(r"\bwe\s(?:also|further|then|additionally|first|second|next|finally)\s", regex.IGNORECASE)
_BASED_AFTER = regex.compile(r"-(?:based|driven|guided|enhanced|powered)\b")

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
    if (_BASED_AFTER.match(doc.norm, m.end())
            or (_PART_LONG_END.search(doc.norm, max(0, m.start("name") - 30), m.start("name"))
                or _PART_AFTER.match(doc.norm, m.end())) and _added(doc, m.start())) and not _long_form_in_title(doc, m):
        return None  # 'a pseudo-3D residual network (P3D)-based visual front-end': what the artifact is built on; 'Meanwhile,
        # ... we propose a feature fusion unit (FFU) to fuse ...': a part added to the method (GUIDELINE: components only
        # are null; a module proposed on its own, 'We devise an attributes-guided attention module (AGAM)', may be the
        # method); not one the title names ('Neural Arithmetic Logic Units', 'Double Actuator Unit with ...')
    before = _long_side(doc, m)
    if (start := long_form_start(before, m["name"])) is not None and _POSED_BEFORE.search(doc.before(m.start() + start, 60)):
        return None  # 'we introduce the novel task of Crowd Volume Estimation (CVE)': the same, named first
    if _known_long_form(doc, m):
        return None
    if (outer := _THEN_WORD.match(doc.norm, m.end())) is not None and m["name"] in outer["name"] and _ok(outer["name"]):
        return str(outer["name"])  # 'a novel Geometric Preserving Ground-to-Aerial (G2A) image synthesis (GPG2A) model'
    later = _we_call(doc, m.end(), doc.after(m.end(), 200))  # 'an improvement to the Byte Pair Encoding (BPE)
    return later or doc.text[m.start("name"):m.end("name")]  # algorithm ..., which we term Grapheme Pair Encoding (GPE)'


def _added(doc: Document, at: int) -> bool:
    """Whether the sentence up to ``at`` adds something to what the abstract described (``_ADDED_LEAD`` at its start or
    ``_WE_ADDED`` in it)."""
    start = doc.sentence_of(at)[0]
    return bool(_ADDED_LEAD.match(doc.norm, start, at) or _WE_ADDED.search(doc.norm, start, at))


def _long_form_in_title(doc: Document, m: regex.Match[str]) -> bool:
    """Whether the long form the acronym spells (``long_form_start``) stands in the title, in any casing."""
    before = _long_side(doc, m)
    start = long_form_start(before, m["name"])
    long = " ".join(_TITLE_WORDS.findall(before[start:].casefold())) if start is not None else ""
    return bool(long) and long.removesuffix("s") in " ".join(_TITLE_WORDS.findall((doc.title or "").casefold()))


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
        far = _far_acronym(doc)
        near = next(word_starts(doc.norm, acronym), len(doc.norm))
        if far is not None and far[1] < near:
            start, end = doc.sentence_of(far[1])
            if end <= near and not _FAR_NOT_METHOD.search(doc.norm, start, far[1]):
                return far[0]  # 'We propose a Weakly-supervised ... framework with Geometric Priors (WISGP) ... we
                # design a Geometry-guided Label Propagation (GLP) scheme': the whole, proposed first, over its part
        return acronym
    for m in _matches(doc, _ACRONYM_LONG, _ACRONYM_LONG_STEMS, within=_NEW_ARTIFACT_CUE):
        if _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    for m in _matches(doc, _ARTIFACT_COLON, _VERB_STEMS):
        if _ok(m["name"]):
            return doc.text[m.start("name"):m.end("name")]
    if (far := _far_acronym(doc)) is not None:
        return far[0]
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


# words in a far acronym's sentence before it that keep it from replacing a later near one: it names a task, data, a
# notion or a part ('this paper proposes a new task, Inductive Link Prediction in NKGs (ILPN)', 'a novel RL-based
# multi-agent planning module, Multi-agent Spatial Planner (MSP)')
_FAR_NOT_METHOD = regex.compile(r"\b(?:tasks?|problems?|settings?|setups?|scenarios?|data(?:\s?sets?)?|benchmarks?|corpus|corpora|"
                                r"challenges?|metrics?|measures?|notions?|criteri(?:on|a)|modules?|components?|blocks?|layers?|"
                                r"loss(?:es)?)\b", regex.IGNORECASE)


def _far_acronym(doc: Document) -> tuple[str, int] | None:
    """The first acronym 8 to 16 words after a proposing verb whose words between are the verb's object (``_ACRONYM_FAR``,
    ``_noun_phrase``, ``_spelled_object``) and where it starts, unless others' work, examples, or an adjective 'proposed'
    ('The proposed approach incorporates ...'), or under a coined title prefix, which names it better."""
    for m in _matches(doc, _ACRONYM_FAR, _VERB_STEMS):
        if (_ok(m["name"], proposed=True) and (_noun_phrase(words := m["object"].split()) or _spelled_object(words, m["name"]))
                and not _EXAMPLES_OF.search(m[0])
                and not _OTHERS_BEFORE.search(doc.norm, max(0, m.start() - 16), m.start())
                and not _MODIFIER_BEFORE.search(doc.norm, max(0, m.start() - 8), m.start())
                and not (doc.title and _named_title(doc.title))):  # far from the verb, a coined title prefix names it better
            return doc.text[m.start("name"):m.end("name")], m.start("name")
    return None


def _we_call(doc: Document, start: int, window: str) -> str | None:
    """The first name the authors give with 'we call/term/name/dub/denote/coin' (``_WE_CALL``) from ``start`` within
    ``window`` (the text from there on), its acronym when one follows; not a problem or phenomenon they name ('To address
    this problem, which we call Feature Twist', 'We call this problem the Next-Best-View problem')."""
    if not doc.can_match(_WE_CALL, within=_WE_CALL_CUE) or not _WE_CALL_CUE.search(window):
        return None  # the batch prefilter first: the cue is rare
    for m in doc.finditer(_WE_CALL, within=_WE_CALL_CUE):
        if m.start() < start or m.start() > start + len(window):
            continue
        if (_ok(m["name"], proposed=True) and not _PROBLEM_BEFORE.search(doc.before(m.start(), 50))
                and not _PROBLEM_BEFORE.search(m["object"] or m["referred"] or "") and not _POSED_AFTER.match(doc.norm, m.end("name"))
                and (f := _found(doc, m)) is not None and not _PLURAL_WORD_END.search(f[0])):
            return f[0]
    return None


# a name ending in a plain plural word names a class of things the paper defines ('meaningful structures we call Norm
# Concepts'), not its method ('VLM-RMs', an acronym, is one)
_PLURAL_WORD_END = regex.compile(r"(?<![\w-])[A-Z][a-z]{2,30}s$")
