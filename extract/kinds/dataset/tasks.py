"""Shared tasks and competitions named as evaluations (``SemEval-2025 Task 11``, ``the FinCausal 2025 shared
competition``, ``GenAI Detection Task 2``) and the workshop at a conference where a task is held
(``DravidianLangTech@NAACL 2025``)."""

from __future__ import annotations

import regex

from abstract_claims.kinds.dataset.names import _NAME_TOKEN


# "the FinCausal 2025 shared competition", "the RIRAG shared task", "SemEval-2025 Task 3", "our system for CoMeDi Shared
# Task"; a year before a lower-case "shared task" is part of the name ("the VarDial 2025 shared task": "VarDial 2025",
# as the gold writes it; 'the SHROOM shared-task' hyphened too)
_TASK = regex.compile(
    rf"""(?=[A-Z])(?<![\w-])(?P<name>{_NAME_TOKEN}(?:\s(?:19|20)\d\d(?=\sshared\s))?)(?:(?:\s\d{{4}})?\s(?:shared[\s-](?:task|competition|challenge)|challenge\b|competition\b)
                                                |\sShared\sTask\b)  # with a year, a capitalized 'Shared Task' is _TASK_TITLED's: 'SIGMORPHON 2021'""",
    regex.VERBOSE,
)
# a named evaluation with its year after a task word: "the token prediction task of EvaCun 2025", "the relevant case
# retrieval task in COLIEE 2019", "one of the most popular tasks in SemEval-2022"; or before a plural 'Shared Tasks'
# ("the AmericasNLP 2025 Shared Tasks", "the MEDIQA 2021 Shared Tasks"); not a conference (``_ok``), nor the workshop
# a task is held at ("the EUD Shared Task at IWPT 2020", "the shared task of the VarDial 2024 workshop", "the two shared
# tasks of the IWSLT 2022 conference": GUIDELINE lists workshops only as 'X@CONF YEAR')
_TASK_OF = regex.compile(
    rf"""\b(?i:tasks?|track|challenge|competition|campaign)\s(?:of|in)\s(?:the\s)?(?P<name>{_NAME_TOKEN}[\s-]?(?:19|20)\d\d)(?![\w-])
    (?!\s(?i:workshop|conference)\b)  # the venue a task is held at: 'the DSL-ML shared task of the VarDial 2024 workshop' """,
    regex.VERBOSE,
)
_TASKS_PLURAL = regex.compile(rf"(?<![\w-])(?P<name>{_NAME_TOKEN}\s(?:19|20)\d\d)\sShared\sTasks\b")
# a numbered task of a named series: "SemEval-2025 Task 11", "SIGMORPHON 2021 Shared Task 2", "DAIGenC Task 1"
_TASK_NUMBERED = regex.compile(
    rf"""(?=[A-Z])(?<![\w-])(?P<name>{_NAME_TOKEN}(?:[-\s]?\d{{2,4}})?\s(?:(?:Shared|shared)\s(?:Task|task)|Task)\s\d{{1,2}}[A-Z]?)(?![\w-])""",
    regex.VERBOSE,
)
# ... in lower case when the series' year comes before it ("SemEval-2020 task 3", "SIGMORPHON 2022 task 2", "SemEval 2020
# task6"; without a year, 'the KGC task 2' is a kind of task): 37 on all large.parquet abstracts
_TASK_NUMBERED_LOWER = regex.compile(
    rf"""(?<![\w-])(?P<name>(?:{_NAME_TOKEN}|semeval)[-\s]{{0,2}}(?:19|20)\d\d\stask\s?\d{{1,2}})(?![\w-])""",  # 'semeval-2024 task 5' too
    regex.VERBOSE,
)
_LOWER_TASK_N = regex.compile(r"\stask\s?\d")  # what _TASK_NUMBERED_LOWER needs: rare, for the prefilter
# ... or a series' year and, after a colon, the task's number or its title-case name ("SemEval 2020: Task 9", "VarDial
# 2020: Romanian Dialect Identification", "SemEval-2021: Toxic Spans Detection", "NLP4IF 2021: Fighting the COVID-19
# Infodemic"): on all large.parquet abstracts, 35 such names, every one a shared task (GUIDELINE: shared tasks as written)
_TASK_COLON = regex.compile(
    rf"""(?<![\w-])(?P<name>{_NAME_TOKEN}[\s-]?(?:19|20)\d\d:\s
             (?:Task\s\d{{1,2}}|(?!(?:The|A|An|In|On|We|Our|This)\b)[A-Z][\w'-]{{1,25}}
                (?:\s(?:(?:of|in|and|for|on|the|to|&)\s){{0,2}}[A-Z][\w'-]{{0,25}}){{0,7}}))(?![\w-])""",
    regex.VERBOSE,
)
_YEAR_COLON = regex.compile(r"\d:\s[A-Z]")  # what _TASK_COLON needs: rare, for the prefilter
# ... or a task's title-case name before 'task at/in/of SemEval' ("the Toxic Spans Detection task of SemEval-2021",
# "our participation in Memotion task at SemEval 2020", "the SHROOM task in SemEval 2024"; not a language's track,
# 'the English track of SemEval')
_TASK_IN_SEMEVAL = regex.compile(
    r"""(?<![\w-])(?P<name>(?!(?:The|A|An|This|Our|In|On|For|To|We)\b)[A-Z][\w'-]{1,25}
                         (?:\s(?:(?:of|in|and|for|on|the)\s)?(?!(?:Shared|Task)\b)[A-Z][\w'-]{0,25}){0,5})
        \s(?:[Ss]hared\s)?[Tt]ask\s(?:at|in|of)\s(?:the\s)?(?i:semeval)""",
    regex.VERBOSE,
)
_SEMEVAL = regex.compile(r"(?i:semeval)")  # what _TASK_IN_SEMEVAL needs, for the prefilter
# ... or of a series named by title-case words ("GenAI Detection Task 2", "the COLING 2025 MGT Detection Challenge
# Task 3", "Gen-AI Content Detection Task 1"), and a challenge so named ("the Academic Essay Authenticity Challenge",
# "the Ego-Exo4D Body Pose 2024 Challenge", "E2E NLG Challenge"): on 3,700 pool2025 abstracts 18 of 20 such names
# were a task or a challenge set (not "For Shared Task 1": a sentence's first word is no part of a name)
_TITLE_WORDS = r"""(?<![\w-])(?!(?:For|In|On|At|Of|To|From|With|By|The|Our|This|These|We|As|And|Both|Each|All|Shared|Task)\b)
                  [A-Z][\w'-]{1,25}(?:\s(?:(?:of|in|and|for|on)\s(?![A-Z][\w'-]{0,25}[-\s]\d{4}\b))?(?!(?:Shared|Task)\b)[A-Z][\w'-]{0,25}){1,5}(?:[-\s]\d{4})?"""
# (a series and its year after 'for', 'in', 'of' or 'and' starts the name: 'the team TextLearner for SemEval 2020 Task 10',
# 'TACRED and SemEval 2010 Task 8'; all 14 such joins on large.parquet and pool2025 took a team, a subtask or a dataset)
_TASK_TITLE_NUMBERED = regex.compile(rf"""(?P<name>{_TITLE_WORDS}\s(?:Shared\sTask|Task)\s\d{{1,2}}[A-Z]?)(?![\w-])""", regex.VERBOSE)
_CHALLENGE_TITLED = regex.compile(rf"""(?P<name>{_TITLE_WORDS}\sChallenge)(?![\w-]|\sTask\s\d)""", regex.VERBOSE)
_TASK_N, _CHALLENGE = regex.compile(r"Task\s\d"), regex.compile(r"\sChallenge\b")  # what they need: rare, for the prefilter
# a shared task named by its topic: "the Shared Task on Multilingual Counterspeech Generation", "the Third
# Shared Task on Multilingual Surface Realisation" (capitalized: "the shared task on X" is a description), with the
# series and year before it ("the CRAC 2022 Shared Task on Multilingual Coreference Resolution", "the SIGTYP 2022 Shared
# Task on the Prediction of Cognate Reflexes": the gold writes the whole)
_TASK_ON = regex.compile(
    rf"""(?<![\w-])(?P<name>(?:{_NAME_TOKEN}[\s-]?(?:19|20)\d\d\s)?Shared\sTask\s(?:on(?:\sthe)?|for)\s[A-Z][\w'-]{{0,25}}
             (?:\s(?:(?:of|in|and|for|on|the|to|from|with)\s){{0,2}}[A-Z][\w'-]{{0,25}}){{0,8}})""",
    regex.VERBOSE,
)
# ... or by its topic and the acronym that names it, whatever the case of 'shared task': "the shared task on Multilingual
# Counterspeech Generation (MCG)", "the shared task of Misogyny Meme Detection (MMD)", "the WMT 2020 shared task on
# Automatic Post-Editing (APE)" (the acronym names the task, as the gold writes it; without one a lower-case 'shared task
# on X' describes; the acronym must spell the topic: not 'Tamil X (Twitter)')
_TOPIC = r"[A-Z][\w'-]{0,25}(?:\s(?:(?:of|in|and|for|on|the|to|from|with)\s){0,2}[A-Z][\w'-]{0,25}){1,8}"  # title-case words
_TASK_ON_ACRONYM = regex.compile(
    rf"""(?i:shared\stasks?)\s(?:on|of|for)\s(?:the\s)?(?P<name>{_TOPIC})(?=\s\([A-Z][\w-]{{1,15}}\))""",
    regex.VERBOSE,
)
# ... or the other way round, the acronym between the topic and the task word: "the Visual Question Answering (VQA)
# challenge", "the Medical Segmentation Decathlon (MSD) challenge", "the Semantic Textual Relatedness (STR) challenge"
_ACRONYM_TASK = regex.compile(
    rf"""(?<![\w-])(?P<name>{_TOPIC})(?=\s\([A-Z][\w-]{{1,15}}\)\s(?i:shared\stask|challenge|competition)\b)""",
    regex.VERBOSE,
)
_BRACKET_TASK = regex.compile(r"\)\s(?i:shared\stask|challenge|competition)\b")  # what _ACRONYM_TASK needs: rare, for the prefilter
# a shared task named by title-case words before a capitalized 'Shared Task' ('tackled by the Misogyny Meme Detection
# Shared Task'): the whole, as the organizers write it (a lower-case 'shared task' after plain words is a description)
_TASK_TITLED = regex.compile(
    r"""\b(?i:the)\s(?P<name>(?!(?:Shared|Task|First|Second|Third|Fourth|Fifth)\b)[A-Z][\w'-]{1,25}
             (?:\s(?:(?:of|in|and|for|on)\s)?[A-Z][\w'-]{0,25}){1,6}(?:\s\d{4})?\sShared\sTask)(?![\w-]|\s\d)""",
    regex.VERBOSE,
)
# a workshop at a conference, where a task is held: "the Abusive Text shared task at DravidianLangTech@NAACL
# 2025", "the DravidianLangTech@NAACL 2025 shared task", "organized as part of DravidianLangTech@NAACL 2025" (the
# evaluation the paper entered); not a team's name ("KCRL@DravidianLangTech 2025": a workshop, not a conference,
# follows the '@')
_CONFERENCES = r"(?:NAACL|COLING|ACL|EMNLP|EACL|AACL|IJCNLP|LREC|LREC-COLING|RANLP|ICON|FIRE|NeurIPS|ICML|ICLR|KDD|SIGIR|WWW|CIKM|ECIR|INTERSPEECH|ICASSP)"
_TASK_WORKSHOP = regex.compile(rf"(?<![\w@-])(?P<name>[A-Z][\w-]{{1,30}}@{_CONFERENCES}[\s-]?20\d\d)(?![\w-])")
# ... where the sentence puts the task there: 'the ... shared task at X', 'Shared Task on ... - X', 'the X shared task',
# 'organized as part of X' (the readable gold lists it after 'as part of' in 2 of 2 abstracts); 'organized by X' (left
# out while the readable gold listed it in 1 of 2; taken in session 21, when the later gold listed it after 'organized
# by' or 'organized at' in 4 of 5), 'Languages (X)', 'Languages: X'
_TASK_AT = regex.compile(r"(?:\b(?i:task|tasks|competition|challenge)\sat\s(?:the\s)?|\bas\spart\sof\s(?:the\s)?|[A-Za-z]\s[-–—]\s"
                      r"|\b(?i:organi[sz]ed|held|hosted|conducted)\s(?:by|at)\s(?:the\s)?|[A-Za-z]:\s|[A-Za-z]\s\()$")
_TASK_AFTER = regex.compile(r"\s(?i:shared\s)?(?i:task|competition|challenge|data\s?sets?)\b")
_AT = regex.compile("@")  # what _TASK_WORKSHOP needs: rare, for the prefilter
# a numbered task of a yearly series written task first or after a comma: "Task 8 of SemEval-2024", "task 4 of SMM4H
# 2020", "Task 1 at CASE 2021", "SemEval-2024, task 9" (the gold writes them so; on large.parquet 42 of 66 abstracts that
# name their task so gave no dataset); not a conference's ("Task 1 at the COLING 2025 Workshop on ...": the workshop's),
# nor where the task's own coined name follows, which names it ("task 6 at SemEval2022, iSarcasmEval: ...", "task 12 of
# SemEval-2020 (OffensEval 2020)"), or comes before ("LCP Shared Task 1 at SemEval 2021": _TASK_NUMBERED's)
_TASK_N_OF = regex.compile(
    rf"""(?=[Tt]ask\s?\d|[A-Z])(?<![\w-])(?<![A-Z][\w-]{{0,30}}\s(?=[Tt]ask))(?P<name>[Tt]ask\s?\d{{1,2}}\s(?:of|at|in)\s(?:the\s)?(?!{_CONFERENCES}\b){_NAME_TOKEN}[\s-]?(?:19|20)\d\d
                          |(?=[A-Z][^\s,]{{0,30}}[\s-]?(?:19|20)\d\d,\s[Tt]ask)  # (a cheap look first: few words go on so)
                           (?!{_CONFERENCES}\b){_NAME_TOKEN}[\s-]?(?:19|20)\d\d,\s[Tt]ask\s?\d{{1,2}})(?![\w-])
        (?!\s(?i:workshop|conference)\b|\s?[,:(]\s?[“"‘']?[A-Za-z][a-z]*[A-Z][\w-]*)""",
    regex.VERBOSE,
)
_TASK_NUMBER = regex.compile(r"[Tt]ask\s?\d{1,2}\s(?:of|at|in)\s|\d,\s[Tt]ask\s?\d")  # what _TASK_N_OF needs: rare
# a series' capitalized 'Shared Task' with one to three words and a year around it: 'the SIGTYP 2021 Shared Task aimed
# at', 'the Chemotimelines 2024 Shared task', 'the Sarcasm Shared Task 2020', 'the WNGT 2020 Duolingo Shared Task' (the
# gold writes 'BEA 2024 Shared Task', 'SMM4H Shared Task 2020' whole); one word needs a year ('the Sarcasm Shared Task'
# alone may be a description); not a topic after it ('... Shared Task on X' is _TASK_ON's)
_TASK_SERIES = regex.compile(
    r"""(?=[A-Z][\w'-]{1,25}(?:\s[\w'-]{1,25}){0,3}\sShared\s[Tt]ask)  # (a cheap look first: few words go on so)
        (?<![\w-])(?<![A-Z][\w'-]{0,25}\s(?:(?:of|for|and|on|in|the|to|&)\s)?)  # the first word of the name, not a longer one's
        (?P<name>(?!(?:The|A|An|This|Our|In|On|For|At|Of|To|We|Shared|Task|First|Second|Third|Fourth|Fifth|Sixth|Seventh)\b)
           [A-Z][\w'-]{1,25}(?P<year1>\s(?:19|20)\d\d)?(?:\s[A-Z][\w'-]{1,25}){0,2}\sShared\s[Tt]ask(?P<year2>\s(?:19|20)\d\d)?)
        (?![\w-]|\s(?:on|for|of)\s(?:the\s)?[A-Z]|\s\d{1,2}\b)  # nor a number after it ('SIGMORPHON 2020 Shared Task 0')""",
    regex.VERBOSE,
)
# ... and a plain capitalized series with its year before a lower-case 'shared task': 'the Disrpt 2021 shared task'
# ('Disrpt 2021', as the gold writes 'CLPsych 2025' from 'the CLPsych 2025 shared task'); not a conference's
_TASK_YEAR_LOWER = regex.compile(
    rf"""(?=[A-Z][a-z]{{2,20}}[\s-]?(?:19|20)\d\d\sshared\stask)(?<![\w-])(?<![A-Z][\w'-]{{0,25}}\s(?:(?:of|for|and|on|in|the|to|&)\s)?)
        (?P<name>(?!{_CONFERENCES}\b|(?:The|In|On|For|At|Of|To|This|Our)\b)[A-Z][a-z]{{2,20}}[\s-]?(?:19|20)\d\d)
        \sshared\stask""",
    regex.VERBOSE,
)
_CAPITAL_SHARED, _LOWER_SHARED = regex.compile(r"Shared\s[Tt]ask"), regex.compile(r"\d\sshared\stask")  # for the prefilter
# a shared task named in quotes after or before the words 'shared task': 'the shared task ‘Hero, Villain and Victim:
# Dissecting harmful memes ...’', 'the “Cross-domain Machine-Generated Text Detection” shared task' (as the gold writes
# it); not a task quoted without them ('the “Occluded Grasping” task' is a robot's task, no data)
_TASK_QUOTED = regex.compile(
    r"""[Ss]hared\s[Tt]asks?\s(?:(?:on|of|named|called|entitled|titled)\s)?[“"‘'](?P<name>[A-Z][^”"’'\n]{3,120}?)[,.]?[”"’']""")
_QUOTED_TASK = regex.compile(r"""[“"‘'](?P<name>[A-Z][^”"’'\n]{3,120}?)[,.]?[”"’']\s[Ss]hared\s[Tt]asks?\b""")
_SHARED_TASK = regex.compile(r"[Ss]hared\s[Tt]ask")  # what _TASK_QUOTED needs, for the prefilter

# the task a system was submitted to: "our submission to the Misogyny Meme Detection shared task", "our
# work in the BEA 2024 task" (not "results on the KGC task": a kind of task, not an evaluation)
_TASK_JOINED = regex.compile(
    r"""\b(?:(?:submission|system|participation|solution|entry|entries|contribution|team|work)s?|participated|participating)\s(?:to|for|in|at)\sthe\s
    (?P<name>(?!(?:Shared|Task)\b)[A-Z][\w'@-]{1,25}
             (?:\s(?:(?:of|in|and|for|on|the|at)\s)?(?!(?:Shared|Task)\b)[A-Z@][\w'@-]{0,25}){0,6}(?:\s\d{4})?)
    \s(?:[Ss]hared\s[Tt]ask|[Tt]ask|[Cc]hallenge|[Cc]ompetition)\b""",
    regex.VERBOSE,
)
