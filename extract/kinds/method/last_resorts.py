"""The last resorts of ``method``, tried after every other weak pass (``fallbacks._fallback``): an apposition calling
a coined name a new artifact, the first of several methods proposed side by side, a name set after a device the paper
makes, one another verb of making gives, one set after an artifact's purpose or 'i.e.', a plural acronym naming the
paper's family of models, a title's closing acronym, the acronym of a title-case long form 'a novel' opens, a
lower-case name a proposing verb gives and 'a novel' artifact or 'an extension of' defines, or that commas set after
'a novel' artifact, the acronym of what 'the resulting' spells out, a name a dash sets after 'a novel' artifact, the
acronym of a title-case notion or concept the paper introduces, title-case words the authors set off after 'our' and
their artifact word. Each fires on few abstracts; each was checked on large.parquet (docs/quality.md).
"""

from __future__ import annotations

import regex

from abstract_claims.kinds.dataset.names import MODEL_PREFIX
from abstract_claims.kinds.method.long_forms import _common_long_form, _known_long_form, _long_side, _TASK_ACRONYM
from abstract_claims.kinds.method.shapes import (_ACRONYM_AFTER, _ARTIFACT, _CLOSE, _COINED, _EXAMPLES_OF, _ok, _OPEN,
                                                 _OTHERS_BEFORE, _PART_AFTER, _POSED_AFTER, _PREMODIFIED_STEMS, _SO_BEFORE,
                                                 _SUBJECT_VERB)
from abstract_claims.reading.document import Document
from abstract_claims.reading.text import long_form_start, word_starts
from abstract_claims.reading.vocab import dataset_names_folded


# a coined name set off by a comma before 'a novel' or 'a new' and an artifact word, whatever comes before it ('We
# address both issues with QR-max, a novel model-based algorithm', 'we propose, SABR, a novel such certified training
# method'); not the last word of a longer name or a common noun ('Causal MoMa, a new framework', 'a multi-RRT (local
# trees), a new algorithm')
_NOVEL_APPOSITION = regex.compile(
    rf"""(?<![A-Z][\w-]{{0,20}}\s|\b(?i:a|an|the)\s)(?<![\w-])(?P<name>{_COINED})(?:\s?\([^()]{{1,80}}\))?,\s(?:a|an)\s(?:novel|new)\s
         (?:[\w-]{{1,25}}\s){{0,5}}?{_ARTIFACT}s?\b""", regex.VERBOSE)


# two or three methods proposed side by side after a colon or a comma, the first named (GUIDELINE: the first of two
# parallel methods): 'we propose two new algorithms: SVRP and Catalyzed SVRP', 'two single-time scale algorithms:
# \texttt{Prox-DASA} and \texttt{Prox-DASA-GT}', 'propose two training strategies, SimRegCR and SimZeroCR, for'
_SEVERAL = regex.compile(rf"""\b(?i:propos|introduc|present|develop|design)\w{{0,4}}\s(?:two|three)\s(?:[\w-]{{1,25}}\s){{0,5}}?
                            (?:methods|algorithms|approaches|models|frameworks|architectures|variants|strategies|estimators|
                               techniques|schemes|networks)(?:\s(?:in|for|of|to)\s[^:.;]{{1,40}})?[:,]\s(?:the\s|namely\s)?
                            {_OPEN}(?P<name>{_COINED}){_CLOSE}(?:\s\([^()]{{1,60}}\))?(?:\sand|,)\s""", regex.VERBOSE)
_SEVERAL_CUE = regex.compile(r"\b(?:two|three)\s")  # what _SEVERAL requires, for the prefilter


# a coined name a comma or a naming word sets after a device the paper makes, which the strong appositive pass leaves (its
# artifact words are the method's): 'We also develop a state-of-the-art simulator, SaRNN, which', 'Our planner, BEAST,
# uses', 'we propose a screentone variational autoencoder, ScreenVAE, to'; the paper's when a proposing verb gives the
# device or 'our', 'new', 'novel' or 'proposed' qualifies it (an apposition alone as often names a device used: 'in the
# open-source traffic simulator SUMO', 'a humanoid robot, HRP-2'; robots, engines and environments are left out: a
# paper's robot is as often its platform as its method)
_DEVICE = (r"(?:simulator|detector|generator|encoder|decoder|autoencoder|planner|controller|sampler|descriptor|backbone|"
           r"parser|classifier|regularizer|assistant|chatbot)")
_MADE_DEVICE = regex.compile(rf"""\b(?:(?i:{'|'.join(_PREMODIFIED_STEMS)}|build|construct)\w{{0,4}}\s(?:here\s)?(?i:an?|the|our)\s
                                   |(?<![\w-]\s)(?i:our|an?)\s)
                                   (?P<words>(?:[\w-]{{1,25}}\s){{0,5}}?)(?i:{_DEVICE}),?\s(?:(?:called|named|dubbed|termed)\s)?
                                   {_OPEN}(?P<name>{_COINED}){_CLOSE}(?=[,:;]|\.(?:\s|$)|\s\(|\s(?:that|which|to|for|is|was)\b)""",
                             regex.VERBOSE)
_MADE = regex.compile(r"^(?i:our\s|.*\b(?:new|novel|proposed)\s)|^\w+\s(?:here\s)?(?i:an?|the|our)\s")
_DEVICE_CUE = regex.compile(rf"(?i:{_DEVICE})")  # what _MADE_DEVICE requires, for the prefilter


def _made_device(doc: Document) -> str | None:
    """A coined name set after a device the paper makes (``_MADE_DEVICE``), after every other pass but the last resorts."""
    for m in doc.finditer(_MADE_DEVICE, within=_DEVICE_CUE):
        made = _MADE.match(m[0][:m.start("words") - m.start()] + m["words"])
        if made is not None and _ok(m["name"], proposed=True):
            return doc.text[m.start("name"):m.end("name")]
    return None


# a coined name the authors' verb of making gives, first written there and defined by an apposition, where the strong
# passes' verbs are others: 'we compile Babel-670, a benchmark comprising', 'we derive DIP, a new mathematical
# decomposition', 'We instantiate this with LN-TTA, a backpropagation-free ... method', 'We address this gap with
# \textit{StructuralGeo}, a geological simulation engine' (not a name the abstract wrote before: 'we then implement BERT,
# a pre-trained encoder' after 'We fine-tune BERT')
_VERB_DEFINED = regex.compile(rf"""\b(?i:we)\s(?:also\s|further\s|then\s|first\s)?
                                   (?:(?:derive|instantiate|compile|provide|demonstrate|establish|implement|curate|assemble|
                                       open-source)[sd]?\s(?:(?:it|this|these|them)\s(?:\w{{1,15}}\s)?(?:with|as|in)\s)?
                                     |address(?:es|ed)?\s(?:this|these|the|such)\s(?:\w{{1,15}}\s){{0,2}}with\s)
                                   (?:{_OPEN}(?P<name>{_COINED}){_CLOSE}
                                     # ... or spelled out by its long form: 'We derive Momentum Value Iteration (MoVI), a
                                     # variation of Value Iteration' (not 'Music Atelier (Mutelier)': no acronym of it)
                                     |(?:(?:an?|the)\s)?(?P<long>[A-Z][\w-]{{1,25}}(?:\s[\w-]{{1,25}}){{1,7}})\s\((?P<acr>{_COINED})\))
                                   ,?\s(?:an?|our)\s""", regex.VERBOSE)
_VERB_DEFINED_CUE = regex.compile(r"\b(?:derive|instantiate|compile|provide|demonstrate|establish|implement|curate|assemble|"
                                  r"open-source|address)")  # what _VERB_DEFINED requires, for the prefilter


def _verb_defined(doc: Document) -> str | None:
    """A coined name another verb of making gives and an apposition defines (``_VERB_DEFINED``), written there first,
    after every other pass but the last resorts."""
    for m in doc.finditer(_VERB_DEFINED, within=_VERB_DEFINED_CUE):
        key = "name" if m["name"] is not None else "acr"
        if key == "acr" and long_form_start(m["long"] + " ", m["acr"]) != 0:
            continue  # words that do not spell the acronym out
        if _ok(m[key]) and next(word_starts(doc.norm, m[key]), m.start(key)) >= m.start(key):
            return doc.text[m.start(key):m.end(key)]
    return None


# a coined name a comma sets after a proposing verb's artifact and what it is for or of: 'This paper proposes a bilateral
# teleoperation system for spinal fusion, BiTESS-II, to', 'we propose a simple yet effective architecture of normalizing
# flows, ConvFlow, based on', 'We present a large-scale dataset of Planes in 3D, Pi3D, of' (not the acronym of the words
# before it, which names what the artifact is for: 'a graphical approach for simultaneous localization and mapping, SLAM';
# nor a machine's name right after it: 'a control method for the stair-climbing of a transformable tracked robot, Amoeba-II')
_PURPOSE_STEMS = (*_PREMODIFIED_STEMS, "collect")
_PURPOSE_APPOSED = regex.compile(rf"""\b(?i:{'|'.join(_PURPOSE_STEMS)})\w{{0,4}}\s(?:here\s)?(?i:an?|the|our)\s
                                      (?:[\w-]{{1,20}}\s){{0,4}}?(?i:{_ARTIFACT}|dataset|corpus|benchmark)s?\s(?:for|of)\s
                                      (?P<words>(?:[\w-]{{1,25}}\s){{0,6}}?[\w-]{{1,25}}),\s{_OPEN}(?P<name>{_COINED}){_CLOSE}
                                      (?=[,.;:]|\s(?:that|which|to|for|is|was|with|based)\b)""", regex.VERBOSE)

_MACHINE_END = regex.compile(r"\b(?:robot|humanoid|vehicle|manipulator|arm|hand|drone|quadrotor|car|platform|device|"
                             r"sensor|simulator|prototype)s?$", regex.IGNORECASE)


def _purpose_apposed(doc: Document) -> str | None:
    """A coined name set after a proposing verb's artifact and its purpose (``_PURPOSE_APPOSED``), written there first and
    not spelled out by the purpose's words, after every other pass but the family and title acronyms."""
    starts = doc.stem_starts(_PURPOSE_STEMS)  # tried only where a verb's stem starts (as the strong passes are)
    for m in doc.finditer(_PURPOSE_APPOSED) if starts is None else doc.matches_at(_PURPOSE_APPOSED, starts):
        if (_ok(m["name"], proposed=True) and long_form_start(m["words"] + " ", m["name"]) is None
                and not _MACHINE_END.search(m["words"])
                and next(word_starts(doc.norm, m["name"]), m.start("name")) >= m.start("name")):
            return doc.text[m.start("name"):m.end("name")]
    return None


# a name 'i.e.' sets after a proposing verb's artifact: 'we propose a model-free deraining method, i.e., EfficientDeRain,
# which', 'propose an efficient adaptive federated minimax optimization algorithm (i.e., AdaFGDA) to', or the acronym of
# a long form so set: 'we propose an end-to-end deep clustering algorithm, i.e., Locally Normalized Soft Contrastive
# Clustering (LNSCC)'
_SAID_APPOSED = regex.compile(rf"""\b(?i:{'|'.join(_PREMODIFIED_STEMS)})\w{{0,4}}\s(?:here\s)?(?i:an?|the|our)\s
                                    (?:[\w-]{{1,20}}\s){{0,6}}?(?i:{_ARTIFACT})s?(?:\s(?:for|of)\s(?:[\w-]{{1,25}}\s){{0,5}}?[\w-]{{1,25}})?
                                    ,?\s\(?i\.e\.,?\s
                                    (?:(?P<long>[A-Z][\w-]{{1,25}}(?:\s[\w-]{{1,25}}){{1,8}}?)\s\((?P<acr>{_COINED})\)
                                      |{_OPEN}(?P<name>{_COINED}){_CLOSE}(?=[,.;:)]|\s(?:to|for|which|that|with|as|based)\b))""",
                              regex.VERBOSE)
_SAID_CUE = regex.compile(r"i\.e\.")  # what _SAID_APPOSED requires, for the prefilter


def _said_apposed(doc: Document) -> str | None:
    """A coined name, or the acronym of a long form, that 'i.e.' sets after a proposing verb's artifact
    (``_SAID_APPOSED``), after every other pass but the last two."""
    if "i.e." not in doc.norm:
        return None
    starts = doc.stem_starts(_PREMODIFIED_STEMS)
    for m in doc.finditer(_SAID_APPOSED, within=_SAID_CUE) if starts is None else doc.matches_at(_SAID_APPOSED, starts):
        key = "name" if m["name"] is not None else "acr"
        if key == "acr" and long_form_start(m["long"] + " ", m["acr"]) != 0:
            continue  # words that do not spell the acronym out
        if _ok(m[key], proposed=True):
            return doc.text[m.start(key):m.end(key)]
    return None


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


# an acronym whose long form, in title case, 'a novel' or 'a new' opens, in a sentence where the paper speaks ('We
# propose a detection approach that combines ... detectors and a novel Detector of Small Marine Vessels (DSMV)', 'we
# elaborate a novel Discrete Multiple Kernel k-means (DMKKM) model'): far from a proposing verb, where the acronym pass
# does not reach; not a long form in lower case, as often a class the paper instantiates ('a novel vanishing point (VP)
# detection algorithm', 'a new multi-armed bandit (MAB) framework'), nor a problem, a part a sentence adds, a known
# technique ('a novel Nonlinear Model Predictive Control (NMPC) scheme')
_NOVEL_LONG_FORM = regex.compile(rf"\b(?i:an?)\s(?i:novel|new)\s(?P<long>[^().;:]{{3,160}}?)\s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)")
_NOVEL_CUE = regex.compile(r"\b(?i:novel|new)\s")  # what _NOVEL_LONG_FORM requires, for the prefilter
_PAPER_SPEAKS = regex.compile(r"\b(?:we|our|propos\w*|introduc\w*|present\w*|develop\w*|design\w*)\b", regex.IGNORECASE)
_SMALL_WORD = regex.compile(r"(?:of|for|with|and|in|on|to|the|a|an|by|via|from|based)$")


def _novel_long_form(doc: Document) -> str | None:
    """The acronym of a title-case long form right after 'a novel' or 'a new' (``_NOVEL_LONG_FORM``), in a sentence where
    the paper speaks (``_PAPER_SPEAKS`` before it), after every other pass; each long-form word but the small ones
    capitalized."""
    for m in doc.finditer(_NOVEL_LONG_FORM, within=_NOVEL_CUE):
        long_form = m["long"].rstrip()
        if (long_form_start(long_form + " ", m["name"]) != 0 or not _ok(m["name"], proposed=True)
                or not all(word[:1].isupper() or word[:1].isdigit() or _SMALL_WORD.match(word) for word in long_form.split())
                or _POSED_AFTER.match(doc.norm, m.end()) or _PART_AFTER.match(doc.norm, m.end()) or _known_long_form(doc, m)
                or _OTHERS_BEFORE.search(doc.before(m.start(), 16))
                or not _PAPER_SPEAKS.search(doc.norm, doc.sentence_of(m.start())[0], m.start())):
            continue
        return doc.text[m.start("name"):m.end("name")]
    return None


# a coined notion or concept a proposing or defining verb introduces with its acronym, its long form title-case: 'we
# introduce the novel concept of visually Connecting Actions and Their Effects (CATE)', 'we define the notion of a
# Measurement-Robust Control Barrier Function (MR-CBF)' (GUIDELINE: a coined concept the paper builds on is its method);
# not a lower-case one ('the notion of a performatively stable equilibrium (PSE)': a property studied)
_NOTION = regex.compile(rf"\b(?i:introduc|propos|defin|formali[sz])\w{{0,4}}\s(?:here\s)?(?i:the|a)\s(?:(?i:new|novel)\s)?"
                        rf"(?i:notion|concept)\sof\s(?:(?i:a|an|the)\s)?(?P<long>[^().;:]{{3,120}}?)\s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)")
_NOTION_CUE = regex.compile(r"(?i:notion|concept)\sof\s")  # what _NOTION requires, for the prefilter


def _coined_notion(doc: Document) -> str | None:
    """The acronym of a title-case notion a proposing or defining verb introduces (``_NOTION``): the acronym spells the
    long form (capitalized words or an adverb may come first), and every long-form word but the small ones is capitalized."""
    for m in doc.finditer(_NOTION, within=_NOTION_CUE):
        long_form = m["long"].rstrip() + " "
        start = long_form_start(long_form, m["name"])
        if start is None or not _ok(m["name"], proposed=True):
            continue
        words, lead = long_form[start:].split(), long_form[:start].split()
        if not (all(word[:1].isupper() for word in lead) or len(lead) == 1 and lead[0].endswith("ly")):
            continue  # before the spelled words only capitalized ones ('an Arabic Derivational Chain Bank (CHAINBANK)') or
            # an adverb ('visually Connecting ...'), not the notion's own ('\emph{critical queries} for a Statistical Query
            # Algorithm (SQA)')
        if words and all(word[:1].isupper() or word[:1].isdigit() or _SMALL_WORD.match(word) for word in words):
            return doc.text[m.start("name"):m.end("name")]
    return None


# two to four plain lower-case words right after a proposing verb, defined by an apposition calling them a new artifact:
# 'We propose approximate bilinear programming, a new formulation of value function approximation', 'we present triplet
# attention, a novel method for computing attention weights', 'we introduce affine skip connections, a novel building
# block' (the strong lower-case pass takes hyphened words only); not a task, setting or problem so introduced ('we
# introduce interactive harmonization, a new setting'), nor a participle's object ('the proposed noise model, a new
# dataset is collected')
_NEW_LOWER = (r"(?:formulation|measure|regularizer|operator|block|layer|module|representation|criterion|design|"
              r"mechanism|loss|objective|principle|concept|notion|quantity|function|divergence|distance|estimator)")
_LOWER_APPOSED = regex.compile(rf"""\b(?i:propos|introduc|present|develop|design)(?:e|es|ing)?\s(?:here\s)?
    (?P<name>(?!(?:a|an|the|our|this|these|two|three|new|novel|several|some|its|their)\b)[a-z][a-z-]{{2,20}}
             (?:\s(?!(?:and|or|of|for|to|in|on|with|the|that|which|from|by|as|at|into)\b)[a-z][a-z-]{{2,20}}){{1,3}}),
    \s(?:an?)\s(?:(?:simple|general|principled|efficient|powerful|fast|scalable|practical|flexible)\s(?:and\s)?){{0,2}}(?:new|novel)\s
    (?:[\w-]{{1,20}}\s){{0,3}}?(?:{_ARTIFACT}|{_NEW_LOWER})s?\b""", regex.VERBOSE)
_LOWER_APPOSED_CUE = regex.compile(r",\san?\s(?:\w+\s){0,4}?(?:new|novel)\s")  # what _LOWER_APPOSED requires, for the prefilter
# ... or an apposition calling it a kind of a known thing, when one word or more: 'we propose mspg, an extension of the
# flexible proximal gradient algorithm' (one word: the abstract writes it twice more), 'We propose probability calibration
# trees, a modification of logistic model trees', 'we propose particle guidance, an extension of diffusion-based generative
# sampling'; not a class of problems or settings so introduced ('We propose stochastic rank-1 bandits, a class of online
# learning problems'), nor a noun 'design' governs ('for fixed-design error-in-variables regression, a generalization of')
_LOWER_KIND_OF = regex.compile(r"""(?<![\w-])(?i:propos|introduc|present|develop)(?:e|es|ing)?\s(?:here\s)?
    (?P<name>(?!(?:a|an|the|our|this|these|two|three|new|novel|several|some|its|their|it|them)\b)[a-z][a-z0-9-]{2,20}
             (?:\s(?!(?:and|or|of|for|to|in|on|with|the|that|which|from|by|as|at|into)\b)[a-z][a-z0-9-]{2,20}){0,3}),
    \san?\s(?:(?:simple|natural|novel|new|general|efficient|principled)\s)?
    (?:extension|generalization|generalisation|variant|modification|adaptation|family|class|refinement|relaxation)\sof\s
    (?!(?:[\w-]{1,25}\s){0,4}?(?:problems|settings|games|tasks)\b)""", regex.VERBOSE)
_KIND_OF_CUE = regex.compile(r",\san?\s(?:\w+\s)?(?:extension|generali[sz]ation|variant|modification|adaptation|family|class|"
                             r"refinement|relaxation)\sof\s")  # what _LOWER_KIND_OF requires, for the prefilter


def _lower_apposed(doc: Document) -> str | None:
    """A lower-case name of two to four words a proposing verb gives and an apposition calls a new artifact
    (``_LOWER_APPOSED``), or of one to four words an apposition calls a kind of a known thing (``_LOWER_KIND_OF``; one
    word only where the abstract writes it twice more), after every other pass."""
    for m in doc.finditer(_LOWER_APPOSED, within=_LOWER_APPOSED_CUE):
        return doc.text[m.start("name"):m.end("name")]
    for m in doc.finditer(_LOWER_KIND_OF, within=_KIND_OF_CUE):
        if " " in m["name"] or sum(1 for _ in word_starts(doc.norm, m["name"])) >= 3:
            return doc.text[m.start("name"):m.end("name")]
    return None


# one or two plain lower-case words commas set right after 'a novel' or 'a new' artifact: 'we present a novel
# cross-lingual vocabulary transfer strategy, trans-tokenization, designed to', 'introducing a novel framework, caulking,
# inspired by', 'a new approach, called pepin, to' (the strong appositive pass takes coined names only); not a list's item
# ('a novel unbiased estimator, sampling strategy, and confidence interval construction'), nor a clause's first words
# ('a new approach, without markers, based on', 'a novel framework, which, to our knowledge')
_LOWER_AFTER_NEW = regex.compile(rf"""\b(?i:an?|our)\s(?:novel|new)\s(?:[\w-]{{1,20}}\s){{0,4}}?(?i:{_ARTIFACT})s?,\s
    (?:(?:called|named|dubbed|termed)\s)?
    (?P<name>(?!(?:namely|which|that|where|including|without|with|and|or|the|a|an|based|such|i\.e|e\.g|to|for|in|on|
                   by|as|from|using|while|when|whose|each|both|i|ii)\b)[a-z][a-z0-9-]{{2,20}}(?:\s[a-z][a-z0-9-]{{2,20}})?),\s(?!(?:and|or)\b)""",
                             regex.VERBOSE)


def _lower_after_new(doc: Document) -> str | None:
    """One or two plain lower-case words commas set after 'a novel' artifact (``_LOWER_AFTER_NEW``), after every other
    pass."""
    for m in doc.finditer(_LOWER_AFTER_NEW, within=_NOVEL_CUE):  # (the cue _NOVEL_LONG_FORM needs too)
        return doc.text[m.start("name"):m.end("name")]
    return None


# a name a dash sets after 'a novel' or 'a new' artifact: coined ('we present a novel algorithm – DRGBT (Dynamic ...)',
# 'a new multi-stage computational framework – NEEDLE with'), title-case words (their acronym when one follows: 'a new
# visual hull refinement scheme - Locally Convex Carving that'), or lower-case words a second dash closes ('We propose
# a new analysis technique – circuit probing – that', 'a novel algorithm --- expertise trees --- that'); not a clause
# ('a new algorithm—inspired by robust optimization—that'), nor an indefinite description ('a new memory module -- a
# Relational Memory Core (RMC) --')
_DASH = r"(?:---?|–|—|\s-)"
_DASHED = regex.compile(rf"""(?:\b(?i:an?|our)\s(?:novel|new)\s(?:[\w-]{{1,25}}\s){{0,4}}?
                               |\b(?i:propos|introduc|present|develop|design)\w{{0,4}}\s(?:an?|our)\s(?:[\w-]{{1,25}}\s){{0,5}}?)  # or a
                               # proposing verb's object: 'we propose a message passing based graph encoder - StarE capable of'
                            (?:{_ARTIFACT}|encoder|decoder|module|layer|block|regularizer|classifier|detector|planner|controller)s?
                            \s?{_DASH}\s?(?:the\s)?{_OPEN}
    (?:(?P<name>{_COINED})(?![\w-])(?!\s(?:(?:with|of|for|and|via)\s)?[A-Z])  # not a longer name's first word ('V-Learning with
     # Policy Replay', 'algorithm - NDT Occupancy Map fusion')
     |(?P<title>(?!(?:A|An|The|This|Our|We|It|In|Which)\b)[A-Z][\w'-]{{1,25}}(?:\s[A-Z][\w'-]{{1,25}}){{1,5}})
      (?=\s?[(,]|\s?{_DASH}|\s(?:that|which|to|where|whose|is|was|for|in)\b)  # its end (not 'Dynamics Learning and
      # predictive control')
     |(?P<lower>(?!(?:a|an|the|which|that|inspired|based|using|with|for|in|on|by|to|and|or|both|either|only)\b)
                [a-z][\w-]{{2,25}}(?:\s[a-z][\w-]{{2,25}}){{1,3}})\s?{_DASH})""",
                      regex.VERBOSE)
# what _DASHED requires, for the prefilter
_DASHED_CUE = regex.compile(r"\b(?i:novel|new|propos|introduc|present|develop|design)\w{0,4}\s[^.]{0,120}?(?:---?|–|—|\s-\s)")


_DATA_ARTIFACT = regex.compile(r"\b(?:dataset|benchmark|corpus|suite)s?\s?(?:---?|–|—|\s-)")


def _dashed(doc: Document) -> str | None:
    """A name a dash sets after 'a novel' or 'a new' artifact (``_DASHED``), after every other pass: a title-case one
    gives way to its acronym; not a dataset so introduced ('develop a new Wikidata-based dataset - WD50K' beside an
    unnamed method the paper proposes: the weak pass cannot tell)."""
    for m in doc.finditer(_DASHED, within=_DASHED_CUE):
        if _DATA_ARTIFACT.search(m[0]):
            continue
        if m["name"]:
            if _ok(m["name"], proposed=True) and not _POSED_AFTER.match(doc.norm, m.end()):
                return doc.text[m.start("name"):m.end("name")]
        elif m["title"]:
            acronym = _ACRONYM_AFTER.match(doc.norm, m.end("title"))
            if acronym is not None and long_form_start(m["title"] + " ", acronym["name"]) == 0 and _ok(acronym["name"], proposed=True):
                return doc.text[acronym.start("name"):acronym.end("name")]
            if acronym is None:
                return doc.text[m.start("title"):m.end("title")]
        else:
            return doc.text[m.start("lower"):m.end("lower")]
    return None


# the acronym of a long form right after 'the resulting', what the paper's steps make: 'The resulting adaptive ADMM
# (AADMM) algorithm, inspired by', 'The resulting Mostly-Rigid Flow (MR-Flow) method achieves', 'the resulting
# Output-Constrained BNN (OC-BNN) is fully consistent'; not a quantity, a problem or a formalism so made ('the resulting
# cost of transport (COT) is 0.51', 'the resulting Head Injury Criterion (HIC)', 'the resulting abstract decision process
# (ADP)', 'the resulting prediction sets (PS)'), nor a known technique ('the resulting deep belief network (DBN)')
_RESULTING = regex.compile(rf"\b[Tt]he\sresulting\s(?P<long>[^().;:]{{3,120}}?)\s?\({_OPEN}(?P<name>{_COINED}){_CLOSE}\)")
_RESULTING_CUE = regex.compile(r"\bresulting\s")  # what _RESULTING requires, for the prefilter
_QUANTITY_END = regex.compile(r"(?i:cost|ratio|rate|criterion|error|bound|sets?|score|index|process|transport|problem|"
                              r"program|programming|distance|gap|measure|loss)\s?$")


def _resulting_acronym(doc: Document) -> str | None:
    """The acronym of a long form 'the resulting' opens (``_RESULTING``), after every other pass."""
    for m in doc.finditer(_RESULTING, within=_RESULTING_CUE):
        if (long_form_start(m["long"].rstrip() + " ", m["name"]) != 0 or _QUANTITY_END.search(m["long"])
                or not _ok(m["name"], proposed=True) or _POSED_AFTER.match(doc.norm, m.end())
                or _PART_AFTER.match(doc.norm, m.end()) or _known_long_form(doc, m)):
            continue
        return doc.text[m.start("name"):m.end("name")]
    return None


# a coined name the authors call theirs before an artifact word or as the subject of a result verb: 'the effectiveness
# of our ContraLORD on learning' is not one, 'we evaluate our COS-CVAE approach', 'experiments show that our POP
# achieves', 'our GPU-ESM algorithm can process'; not a setting, a study or a device of theirs ('our AS2 setting', 'our
# IAA study', 'our UAV'), which no artifact word or result verb follows, nor what a word after a hyphen makes of a known
# thing ('our RLHF-trained Pythia models', 'our BMI-controlled robotic system')
_OUR_NAMED = regex.compile(rf"""\b[Oo]ur\s(?:(?:proposed|new|novel)\s)?{_OPEN}(?P<name>{_COINED}){_CLOSE}
                            \s(?:{_ARTIFACT}s?\b|(?:also\s|further\s|consistently\s|significantly\s)?{_SUBJECT_VERB}\b)""",
                           regex.VERBOSE)
_OUR_CUE = regex.compile(r"\b[Oo]ur\s")  # what _OUR_NAMED requires, for the prefilter
_WORD_AFTER_HYPHEN = regex.compile(r"-[a-z]{2,}$")


def _our_named(doc: Document) -> str | None:
    """The first coined name the authors call theirs (``_OUR_NAMED``), after every other pass: not a model family's
    name ('our BERT model'), a known dataset or a hyphenated word made on a known thing ('RLHF-trained'), nor an acronym
    the abstract spells out, which the acronym passes read and left (a technique's: 'constraint programming (CP) ...
    our CP model', 'language models (LMs) ... our LM': 22 of 34 so left in a large.parquet sample were such, 12 the
    paper's own, which the acronym passes miss for other reasons).

    >>> _our_named(Document("Extensive experiments on two benchmarks demonstrate that our POP achieves superior results."))
    'POP'
    >>> _our_named(Document("We reprocess the data so that it can be trained in an AS2 setting. Our AS2 setting helps.")) is None
    True
    >>> _our_named(Document("We use constraint programming (CP). We augment our CP model with constraints.")) is None
    True
    """
    for m in doc.finditer(_OUR_NAMED, within=_OUR_CUE):
        name = m["name"]
        if (_ok(name, proposed=True) and not MODEL_PREFIX.match(name) and not _WORD_AFTER_HYPHEN.search(name)
                and name.casefold() not in dataset_names_folded() and f"({name})" not in doc.norm and f"({name}s)" not in doc.norm):
            return doc.text[m.start("name"):m.end("name")]
    return None


# title-case words the authors set off after their own artifact word, a comma or their acronym after them: 'Our
# approach, Diverse Multiple Choice Learning, learns ...', 'Our approach, Local Neural Descriptor Fields (L-NDF),
# utilizes' (the acronym that spells them wins); two to seven words, small ones between; not words a verb goes on from
# ('our approach, Wide Residual Networks systematically achieve') nor ones a bracket follows that is no acronym ('Project
# and Probe (Pro$^2$)', which the math reading names)
_OUR_APPOSED = regex.compile(rf"""\b[Oo]ur\s(?:(?:proposed|new|novel)\s)?(?:{_ARTIFACT}),?\s(?:(?:called|named|dubbed|termed)\s)?{_OPEN}
                              (?P<name>[A-Z][a-z][\w-]{{1,25}}(?:\s(?:(?:of|for|and|with|to|in|via|on)\s)?[A-Z][\w-]{{1,25}}){{1,6}}){_CLOSE}
                              (?:\s?\({_OPEN}(?P<acr>{_COINED}){_CLOSE}\)(?=,?\s)|(?=,\s))""", regex.VERBOSE)


def _our_apposed(doc: Document) -> str | None:
    """The title-case name the authors set off after 'our' and their artifact word (``_OUR_APPOSED``), or the acronym
    that spells it, after every other pass."""
    for m in doc.finditer(_OUR_APPOSED, within=_OUR_CUE):
        if m["acr"] and long_form_start(m["name"] + " ", m["acr"]) == 0 and _ok(m["acr"], proposed=True):
            return doc.text[m.start("acr"):m.end("acr")]
        if not m["acr"] and _ok(m["name"], proposed=True):
            return doc.text[m.start("name"):m.end("name")]
    return None
