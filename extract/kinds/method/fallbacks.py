"""The weaker passes of ``method``, run in order when no stronger pass names anything (``_fallback``).

The title's acronym, phrase or piece as the abstract uses it, a subtitle calling the prefix an artifact, a coined name
as a sentence's subject, a quoted name, an acronym spelled out as the verb's object, a coined name after 'a' before
its artifact word, an apposition, emphasis, a capitalized kind, then the last resorts (``last_resorts``).
"""

from __future__ import annotations

import regex

from abstract_claims.kinds.dataset.names import MODEL_PREFIX, PLURAL_ACRONYM
from abstract_claims.kinds.method.last_resorts import (_coined_notion, _dashed, _family_acronym, _first_of_several,
                                                       _lower_after_new, _lower_apposed, _made_device, _novel_apposition,
                                                       _novel_long_form, _our_apposed, _our_named, _purpose_apposed,
                                                       _resulting_acronym, _said_apposed, _title_end_acronym, _verb_defined)
from abstract_claims.kinds.method.shapes import (_ACRONYM_AFTER, _ARTIFACT, _CLOSE, _COINED, _DESCRIPTIVE, _NOT_OBJECT,
                                                 _ok, _OPEN, _PHRASE_START, _PREMODIFIED_STEMS, _PROBLEM_BEFORE,
                                                 _PROPOSE_STEMS, _SUBJECT_VERB, _TOPIC_END)
from abstract_claims.kinds.method.title import _named_title, _title_prefix, described_title, shared_task_title
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import ending_here, long_form_start, word_starts
from abstract_claims.reading.vocab import common_phrases, dataset_names_folded, known_long_forms, not_methods


# a quoted name of any casing after an artifact word and a naming word (where ``_LOWER_NEW`` takes lower-case words):
# 'a simplified approach called “shared weight self-attention,”', 'a web application called “Find your Figure”'
# (quotes after a bare naming verb as often name a phenomenon: 'perplexity curse')
_QUOTED_LOWER = regex.compile(rf"\b(?:{_ARTIFACT}|application|app)s?,?\s(?:called|dubbed|termed|coined|named)\s[“\"‘]"
                              r"(?P<name>\w[\w-]{0,30}(?:\s[\w-]{1,20}){0,4}?),?[”\"’]")
_QUOTED_CUE = regex.compile(r"(?:called|dubbed|termed|coined|named)\s[“\"‘]")  # what _QUOTED_LOWER requires, for the prefilter
_SURVEY = regex.compile(r"\b(?:Survey|Review|Tutorial|Overview|Primer)\b")


def _fallback(doc: Document) -> str | None:
    """The weaker passes, in order, for an abstract none of the stronger passes names."""
    return (_title_acronym(doc) or _longer_acronym(doc, _named_title(doc.title)) or _title_phrase(doc) or _title_piece(doc) or _subtitled(doc)
            or _title_owned(doc)
            or _title_subject(doc) or _subject(doc) or _quoted(doc) or _spelled_acronym(doc) or _coined_notion(doc)
            or _passive_acronym(doc) or _named_long_acronym(doc) or _premodified_indefinite(doc)
            or _defined_by_apposition(doc) or _emphasized(doc) or _capitalized_kind(doc) or _novel_apposition(doc)
            or _first_of_several(doc) or _made_device(doc) or _verb_defined(doc) or _purpose_apposed(doc)
            or _said_apposed(doc) or _family_acronym(doc) or _title_end_acronym(doc) or _novel_long_form(doc) or _lower_apposed(doc)
            or _lower_after_new(doc) or _resulting_acronym(doc) or _dashed(doc) or _our_named(doc) or _our_apposed(doc)
            or _title_described(doc) or shared_task_title(doc.title)) if doc.title else (
                _subject(doc) or _quoted(doc) or _spelled_acronym(doc) or _coined_notion(doc) or _passive_acronym(doc)
                or _named_long_acronym(doc) or _premodified_indefinite(doc)
                or _defined_by_apposition(doc)
                or _emphasized(doc) or _capitalized_kind(doc) or _novel_apposition(doc) or _first_of_several(doc)
                or _made_device(doc) or _verb_defined(doc) or _purpose_apposed(doc) or _said_apposed(doc)
                or _family_acronym(doc) or _novel_long_form(doc) or _lower_apposed(doc) or _lower_after_new(doc)
                or _resulting_acronym(doc) or _dashed(doc) or _our_named(doc) or _our_apposed(doc))


def _title_described(doc: Document) -> str | None:
    """The title's plain capitalized prefix its subtitle calls an artifact (``title.described_title``), the last resort:
    plain words are a topic more often than a name, so any name the abstract gives comes first."""
    name = described_title(doc.title or "")
    return name if name is not None and _ok(name, proposed=True) else None


# a coined name between a proposing verb's indefinite article and its artifact word, first written there: 'we propose a
# DualCopyNet model, which', 'we design a BootLinUCB algorithm', 'we develop a novel median-TWF algorithm' (the strong
# pass takes only 'the' or 'our' there: after 'a' the word is as often a class the abstract defined before, 'a novel
# MSDA method called ...', 'a PAC algorithm', or a description, 'a Partner-Aware strategy', 'a GPU-friendly framework')
# (a capitalized artifact word goes on the name: 'a QA-Cooperative Network with')
_PREMODIFIED_INDEFINITE = regex.compile(rf"""\b(?i:{'|'.join(_PREMODIFIED_STEMS)})\w{{0,4}}\s(?i:an?)\s
                                        (?:(?i:novel|new|simple|unified|general)\s)?
                                        {_OPEN}(?P<name>{_COINED}){_CLOSE}\s{_ARTIFACT}s?\b""", regex.VERBOSE)
# ... a name with a lower-case letter and no plain words a hyphen joins: not an acronym (a class: 'a LfD framework' is
# mixed-case but defined before; 'a PAC algorithm') nor 'Partner-Aware', 'Eulerian-Lagrangian', 'GPU-friendly', 'EXP3-type'
_PLAIN_COMPOUND = regex.compile(r"(?:^|-)[A-Z]?[a-z]+-[A-Z]?[a-z]+(?:-|$)|-[a-z]+$")
_LOWER_LETTER = regex.compile(r"[a-z]")


def _premodified_indefinite(doc: Document) -> str | None:
    """The first coined name a proposing verb gives after 'a' or 'an' right before its artifact word
    (``_PREMODIFIED_INDEFINITE``), where the abstract writes it for the first time: its own new name, not a class it
    named before ('Learning from Demonstration (LfD) ... a novel LfD framework')."""
    starts = doc.stem_starts(_PREMODIFIED_STEMS)  # tried only where a verb's stem starts (as the strong passes are)
    for m in doc.finditer(_PREMODIFIED_INDEFINITE) if starts is None else doc.matches_at(_PREMODIFIED_INDEFINITE, starts):
        name = m["name"]
        if (not _LOWER_LETTER.search(name) or _PLAIN_COMPOUND.search(name) or not _ok(name, proposed=True)
                or next(word_starts(doc.norm, name), m.start("name")) < m.start("name")):
            continue
        return doc.text[m.start("name"):m.end("name")]
    return None


# a coined name as the subject of a result or a working verb, first in its sentence or after 'show that':
# 'Experiments show that DeepCert outperforms ...', '**SurvivalBoost** not only outperforms 12 ... models',
# 'ISTC uses convolution layers': the abstract's name for what it made, never introduced by a verb.
# (``_SUBJECT_VERB``: finite forms only, 'AMR-to-text generation is', 'SmartMove users' are no verbs)
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


# a long form a naming word gives, spelled out by the acronym after it from its first word, further than the acronym
# pass looks (GUIDELINE: the acronym): 'a novel DEC model, which we named the deep embedded clustering model with
# cluster-level representation learning (DECCRL)'
# (not a name others gave or use: 'the so-called Internal Covariate Shift (ICS)', 'often called universal adversarial
# perturbation (UAP)', 'have been called active cord mechanism (ACM)')
_NAMED_LONG = regex.compile(rf"""(?<!\bso-|\b(?:often|also|usually|commonly|typically|sometimes|generally|been)\s)
                                 \b(?:called|named|termed|dubbed|coined|denoted)\s(?:as\s)?(?:(?:the|a|an)\s)?
                                 (?P<long>(?:[\w'-]{{1,25}}\s){{2,12}}?[\w'-]{{1,25}})\s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)""",
                         regex.VERBOSE)
_NAMED_CUE = regex.compile(r"\b(?:called|named|termed|dubbed|coined|denoted)\s")  # what _NAMED_LONG requires, for the prefilter


# ... nor a problem, task or setting so named, nor others' work in the words before ('a new optimization problem called
# submodular maximization under submodular cover (SMSC)', 'a previous bathymetric ... algorithm called incremental
# Smoothing and Mapping (iSAM)', 'was recently proposed and denoted as Robotic Darwinian PSO (RDPSO)')
_POSED_NAMED = ending_here(regex.compile(r"\b(?:problem|task|setting|scenario)s?,?\s$", regex.IGNORECASE))
_OTHERS_NAMED = regex.compile(r"\b(?:previous|prior|existing|recently\sproposed|special\stype)\b", regex.IGNORECASE)


def _named_long_acronym(doc: Document) -> str | None:
    """The acronym of a long form a naming word gives (``_NAMED_LONG``) when the acronym spells it from its first word,
    the paper's own: no problem or setting right before the naming word (``_POSED_NAMED``), no others' work in the 90
    characters before it (``_OTHERS_NAMED``)."""
    for m in doc.finditer(_NAMED_LONG, within=_NAMED_CUE):
        before = doc.before(m.start(), 90)
        if (long_form_start(m["long"] + " ", m["name"]) == 0 and _ok(m["name"], proposed=True)
                and not _POSED_NAMED.search(before) and not _OTHERS_NAMED.search(before)):
            return doc.text[m.start("name"):m.end("name")]
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


# ... a plural of a generic kind (algorithms, models, solvers) only when punctuation or its acronym sets it off as a
# name; not the kind of things the paper builds that a clause goes on from ('we develop minimal solvers for several
# problems', 'we present efficient algorithms that', 'we introduce one-step diffusion samplers which learn'); other
# plurals keep ('we introduce recurrent relational networks which', 'we propose refusal tokens, one such token')
_GENERIC_PLURAL = regex.compile(r"(?:algorithms|methods|techniques|models|solvers|strategies|schemes|methodologies|approaches|"
                             r"tools|controllers|samplers|estimators|laws|procedures|policies)$")
_SET_OFF = regex.compile(r"[*_`”\"']?(?:[,:;]|\.(?:\s|$)|\s[-–—]|\s\()")


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
        if _GENERIC_PLURAL.search(words[-1]) and not _SET_OFF.match(doc.norm, m.end("phrase")):
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
# (the article in either case: 'Hysteretic Q-learning : an algorithm for ...'; the heads of tools and devices too:
# 'Post-Estimation Smoothing: A Simple Baseline ...', 'HATP/EHDA: A Robot Task Planner ...')
_ARTIFACT_SUBTITLE = regex.compile(r"^(?i:an?|the)\s(?:[\w-]{1,25}\s){0,4}?(?i:framework|method|approach|benchmark|data\s?set|toolkit|"
                                   r"library|model|system|algorithm|corpus|technique|platform|suite|metric|measure|estimator|"
                                   r"architecture|network|pipeline|policy|loss|strategy|scheme|protocol|tool|environment|simulator|"
                                   r"agent|solver|index|score|baseline|transformer|detector|generator|descriptor|planner|encoder|"
                                   r"engine|controller|interface|gripper|exoskeleton|manipulator|database|toolbox|optimizer|"
                                   r"backbone|assistant|actuator|autoencoder|testbed|regularizer|sampler|classifier|learner|robot)s?\b")


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


# what the abstract's first words, the whole title and its acronym, go on with when they define the paper's artifact:
# 'Minimum Volume Embedding (MVE) is an algorithm for', 'Attentive Recurrent Comparators (ARCs) are a novel class of';
# not a problem or task so defined ('Explainable Face Recognition (XFR) is the problem of', '(GMP) problem involves')
_IS_AN_ARTIFACT = regex.compile(r"\s(?:is\san?|are(?:\san?)?)\s(?!(?:[\w-]{1,20}\s){0,3}(?:problem|task)s?\b)")


def _whole_title_acronym(doc: Document) -> str | None:
    """The acronym the abstract gives a whole title of two to five words right after a proposing verb ('Feasible
    Learning' and 'We introduce Feasible Learning (FL), a sample-centric learning paradigm' -> 'FL'), or as the
    abstract's first words when a verb of being defines it (``_IS_AN_ARTIFACT``): the paper's own definition, kept
    even when the acronym usually means something else (``not_methods()``: federated learning).

    >>> from abstract_claims.reading.document import Document
    >>> _whole_title_acronym(Document("Minimum Volume Embedding (MVE) is an algorithm for dimensionality reduction.",
    ...                               title="Minimum Volume Embedding"))
    'MVE'
    >>> _whole_title_acronym(Document("Attentive Recurrent Comparators (ARCs) are a novel class of networks.",
    ...                               title="Attentive Recurrent Comparators"))
    'ARCs'
    >>> _whole_title_acronym(Document("Deep Neural Networks (DNNs) are a class of models.", title="Deep Neural Networks")) is None
    True
    >>> _whole_title_acronym(Document("Explainable Face Recognition (XFR) is the problem of explaining matches.",
    ...                               title="Explainable Face Recognition")) is None
    True
    """
    title = (doc.title or "").strip()
    if not 2 <= len(title.split()) <= 5 or _TITLE_CUT.search(title):
        return None
    at = doc.norm.lower().find(title.lower())
    found = _ACRONYM_AFTER.match(doc.norm, at + len(title)) if at >= 0 else None
    if found is None or MODEL_PREFIX.match(found["name"]):
        return None
    if not doc.norm[:at].strip() and _IS_AN_ARTIFACT.match(doc.norm, found.end()):
        return found["name"] if _ok(found["name"].removesuffix("s")) else None  # a plural too: "ARCs", not "DNNs"
    if not _PROPOSED_BARE.search(doc.before(at, 40)) or PLURAL_ACRONYM.match(found["name"]):
        return None  # a class of models ('Any-Precision Deep Neural Networks (DNNs)') is no name either
    return found["name"]
