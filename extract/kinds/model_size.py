"""``model_size``: a parameter count of a model (``4B-parameter``, ``0.6B to 6B parameters``, ``the 8B baseline``).

A number inside a model's name (``Qwen3-8B``, ``Llama-3.1-8B-Instruct``) is never matched: the
number grammar refuses digits glued to a word by a hyphen. A size written after a capitalized
model family (``LLaMA 30B``) is part of that model's name too.
"""

from __future__ import annotations

from collections.abc import Iterator

import regex

from abstract_claims.reading.text import ending_here

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import DATA_AFTER, FLAGS, claim
from abstract_claims.record import Claim

KINDS = ("model_size",)  # the kinds this module emits
PARAMS_AFTER = regex.compile(r"^[\s$*}]{0,3}(?:(?:trainable|total|active|learnable|model)\s)?param(?:eter)?s?\b", FLAGS)
MODEL_AFTER = regex.compile(
    r"""^(?:\s|-)(?:[\w-]{1,20}\s){0,2}?(?:models?|llms?|lms?|baselines?|language|vlms?|variants?|versions?|scale|
         sized?|dense|moe|teacher|student|policy|policies|checkpoints?|transformers?|networks?|backbones?|
         reasoning|instruct|chat|base|counterparts?)\b""",
    FLAGS,
)
# "a 7B", "the strongest 8B", "from 0.6B", "and 70B" ... or the end of the phrase
BARE_BEFORE = ending_here(regex.compile(r"(?:\b(?:a|an|the|our|of|at|to|and|or|from|with|strongest|largest|smallest|open|same)\s{1,2}|[,/]\s{1,2}|\(\s{0,2})$",
                            FLAGS))
# "LLaMA 30B": a size right after a capitalized family name belongs to that name
NAME_BEFORE = ending_here(regex.compile(r"\b(?!(?:Our|The|A|An|Its|Their|This|These|Each|Both|All|Only|With|For|In|On|At|From)\s)"
                                        r"[A-Z][\w.-]{1,20}\s$"))  # not a capitalized word of prose: 'Our 7B model'

# "Sherkala-Chat (8B)": a size in parentheses right after a name is that model's size tag, part of the name
NAME_PAREN_BEFORE = regex.compile(r"\b[A-Z][\w.-]{1,30}(?:\s\d{1,2}(?:\.\d{1,2})?)?\s?\(\s{0,2}$")  # 'Qwen 2.5 (7B)' too
PAREN_CLOSE = regex.compile(r"^\s{0,2}\)")


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("We train a compact 4B-parameter model.", ((4e9, "4B-parameter"),)),
    ("It outperforms the strongest 8B baseline.", ((8e9, "8B"),)),
    ("We finetune three families (2B-13B sizes).", ((2e9, "2B-13B"),)),
    # passes/coordination.py: sizes listed before a model size are model sizes too
    ("We evaluate models of varying sizes (285M, 570M, and 1.2B parameters).", ((2.85e8, "285M"), (5.7e8, "570M"), (1.2e9, "1.2B"))),
    # ... and sizes a word says which parameters of: "30.2B total / 4.1B activated parameters"
    ("The MoE model has 30.2B total / 4.1B activated parameters.", ((3.02e10, "30.2B"), (4.1 * 1e9, "4.1B"))),
    # a number word with a magnitude before 'parameters'
    ("We study open LLMs with less than ten billion parameters.", ((1e10, "ten billion"),)),
    # a capitalized word of prose before the size is no model family ('LLaMA 30B' is a name)
    ("Our 7B model achieves the best results.", ((7e9, "7B"),)),
    # a size glued to 'scale' or 'size' before a model noun
    ("It outperforms larger 7B-scale models.", ((7e9, "7B-scale"),)),
)
COUNTER_EXAMPLES = (
    "We fine-tune Qwen3-8B and Llama-3.1-8B-Instruct.",
    "We compare with Sherkala-Chat (8B), Qwen 2.5 (7B) and Phi 3 (3.8B).",
    "The corpus has 4B tokens.",
)

def find(doc: Document) -> Iterator[Claim]:
    """Model-size claims: a count with a magnitude bound to parameters or to a model noun."""
    for m in doc.mentions:
        if m.magnitude is None or m.unit is not None:
            continue
        after, before = doc.after(m.end, 60), doc.before(m.start, 40)
        if m.is_word:  # 'ten billion parameters' is a size; 'seven million posts' is a count
            if PARAMS_AFTER.search(after):
                yield claim(doc, m, "model_size", "model_size.form.params", unit="params")
            continue
        if (m.hyphen_word or "").lower().startswith("param") or PARAMS_AFTER.search(after):
            yield claim(doc, m, "model_size", "model_size.form.params", unit="params")
        elif NAME_PAREN_BEFORE.search(before) and PAREN_CLOSE.match(after):
            continue
        elif ((m.hyphen_word or "").lower() in ("scale", "size", "sized") and m.magnitude in ("M", "B", "T")
              and MODEL_AFTER.search(after)):
            # 'outperforms larger 7B-scale models', 'five 110M-sized pre-trained transformer models'
            yield claim(doc, m, "model_size", "model_size.form.scale", unit="params")
        elif m.magnitude == "B" and not NAME_BEFORE.search(before) and (
                MODEL_AFTER.search(after) or BARE_BEFORE.search(before)) and not m.hyphen_word:
            if not DATA_AFTER.match(after):
                yield claim(doc, m, "model_size", "model_size.form.glued", unit="params")
