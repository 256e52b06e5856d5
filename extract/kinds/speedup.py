"""``speedup``: faster, speedup, acceleration, throughput gain, as a factor or a percentage.

``up to $1.5\\times$ ... speedup over FlashInfer``, ``accelerates QAT by up to 4$\\times$``,
``an average speedup of 2.3 on KernelBench`` (a bare factor gets unit ``x``), ``40% faster``.
"""

from __future__ import annotations

from collections.abc import Iterator

from abstract_claims.reading.document import Document
from abstract_claims.kinds.cues import claim, cue_after, cue_before, is_setting
from abstract_claims.record import Claim

# "1.5x end-to-end speedup", "2x faster", "3x higher throughput", "twice as fast"
KINDS = ("speedup",)  # the kinds this module emits
AFTER = cue_after(r"(?:speed-?ups?|faster|acceleration|accelerat\w{0,4}|quicker|as\s(?:fast|quickly)\b"
                  r"|(?:higher|more|greater|increased?)\s(?:\w{1,20}\s)?throughput|throughput\s(?:gain|improvement|increase)"
                  r"|wall-?clock\s(?:speed-?up|gain))\b")
# "speedup of up to", "accelerates QAT by", "speeds up training by", "increases throughput by"
BEFORE = cue_before(r"\b(?:speed-?ups?|accelerat\w{0,6}|faster|speed(?:s|ing)?\s+up|throughput|"
                    r"(?:runtime|run-time|speed|wall-?clock|inference\stime|training\stime)\s(?:improvement|gain)s?\s(?:of|by))\b", 50)
# A bare number is a speedup factor only right after the word: "a speedup of 2.3", "speedups of"
BARE = cue_before(r"\bspeed-?ups?\s{1,3}(?:of\s{1,3})?(?:(?:up\sto|about|around|over|nearly|~|>|\\sim|\\approx)\s{1,3})?"
                  r"(?:an?\s)?(?:average\s|mean\s)?(?:of\s)?[\s$*{]{0,3}", 0)


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("FlashInfer kernels deliver up to $1.5\\times$ end-to-end speedup over FlashInfer.", ((1.5, "1.5\\times"),)),
    ("Attn-QAT accelerates QAT by up to 4$\\times$ on an RTX 5090.", ((4.0, "4$\\times"),)),
    ("It achieves an average speedup of 2.3 on KernelBench.", ((2.3, "2.3"),)),
    ("Decoding is 40% faster than greedy search.", ((40.0, "40%"),)),
    ("It yields a 1.27X throughput gain.", ((1.27, "1.27X"),)),
    ("The solver is three orders of magnitude faster than the baseline.", ((3.0, "three orders of magnitude"),)),
    # a gain verb on throughput or speed is a speedup, not an improvement (improvement.SPEED_BY)
    ("Plato improves throughput by up to 68% over autoregressive decoding.", ((68.0, "68%"),)),
    # 'twice' and 'N times' before 'as fast' are factors of speed
    ("RFA decodes twice as fast as a vanilla transformer and converges three times as fast.",
     ((2.0, "twice"), (3.0, "three times"))),
    # a range of factors whose signs stand apart from the numbers is one row, as when glued
    ("REST achieves a speedup of 1.62 × to 2.36 × on code.", ((1.62, "1.62 × to 2.36 ×"),)),
)
COUNTER_EXAMPLES = (
    "We quantize weights to 4-bit and train for 3 epochs.",
    "Each image is seen twice, and the engine combines GPU acceleration and Inverted File (Twice).",
    "The 2x2 grid has 512$\\times$512 pixels.",
    "We tile 2x2 blocks of 4-bit kernels.",
)

def find(doc: Document) -> Iterator[Claim]:
    """Speedup claims: a factor or percentage bound to a speed word after or before it."""
    for m in doc.mentions:
        if m.count_word or is_setting(doc, m):
            continue
        if m.unit in ("x", "%", "orders_of_magnitude") and AFTER.search(doc.after(m.end)):
            yield claim(doc, m, "speedup", "speedup.after.cue", unit=m.unit)
        elif m.unit in ("x", "orders_of_magnitude") and BEFORE.search(doc.before(m.start)):
            yield claim(doc, m, "speedup", "speedup.before.cue", unit=m.unit)
        elif m.unit == "%" and BEFORE.search(doc.before(m.start, 40)) and "by" in doc.before(m.start, 12):
            yield claim(doc, m, "speedup", "speedup.before.percent", unit="%")
        elif m.unit is None and m.magnitude is None and BARE.search(doc.before(m.start, 50)):
            yield claim(doc, m, "speedup", "speedup.before.bare", unit="x")
