"""The shared number grammar: find every number mention with its unit and qualifier.

A *mention* is a number as written, with what is glued to it (LaTeX, Markdown, a unit sign, a
magnitude suffix, a range). The kind modules decide, from the words around a mention, whether it
is a claim and of which kind; this module only reads numbers. All patterns work on the
length-preserving normalized text (``extract.text.normalize``), so offsets are original offsets.

Every quantifier here is bounded; no group with an unbounded quantifier is itself repeated.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass

import regex

from abstract_claims.reading.vocab import alternation, number_words

# Markup that may sit between a number and its unit: spaces, math dollars, braces, Markdown
# bold, LaTeX thin spaces and ties. Bounded to four pieces.
_GAP = r"(?:[\ \$\}\{~*]|\\[,;!:\ ]|\\mathrm\{|\\text\{|\\textbf\{){0,4}"

# Words of comparison a factor stands right before: 'x3.2 faster' after a multiplication sign, '2xfaster' with the
# space lost (verbose syntax: no spaces inside)
_COMPARISON = (r"(?:speed-?ups?|faster|slower|fewer|less|lower|higher|larger|smaller|more|better|improvements?|"
               r"reductions?|increases?|acceleration|compression|cheaper)")

# The unit tokens, longest first inside each alternative. Each named group is one unit class.
_UNIT = r"""
(?:
    (?P<u_pp> \\?%\ ?p\b | p\.p\.(?!\w) | pp\b | percentage[\ -]points?\b | pct\.?\ points?\b
            | (?:\\?%)\ ?(?:absolute\ )?points?\b )
  | (?P<u_pct> \\?% | \ ?percent\b | \ ?per\ cent\b )
  | (?P<u_points> points?\b | pts?\b )
  | (?P<u_x> \\times(?!\s*10\^) | \\cdot(?=\$) | x(?![\w]) | X(?![\w]) | -?fold\b | \ ?times\b
          # glued to a word of comparison, its space lost: '1564xspeedup', '2xfaster', '8xless FLOPs'
          | x(?=""" + _COMPARISON + r"""\b) )
  | (?P<u_oom> orders?\ of\ magnitude\b )
  | (?P<u_time> (?:GPU|TPU|CPU|node)[-\ ](?:hours?|days?)\b    # compute time: '80 GPU hours', '0.3 GPU-days'
              | ms\b | milli-?seconds?\b | µs\b | us\b | micro-?seconds?\b | ns\b | nano-?seconds?\b
              | secs?\b | seconds?\b(?!-(?:level|order|stage|tier|hand|best|place|round|largest|highest|generation|grade|layer)\b)   # not '43 second-level categories'
              | s\b | mins?\b | minutes?\b | h\b | hrs?\b | hours?\b | days?\b | weeks?\b
              | months?\b | years?\b(?!-old\b) | decades?\b )   # spans of data: 'spanning 13 months', 'over 25 years' 
  | (?P<u_bytes> [KMGTP]i?B\b | [KMGTP]bytes?\b | (?:kilo|mega|giga|tera|peta)bytes?\b )
)
"""

_SECONDS = {"ms": 1e-3, "milli": 1e-3, "µs": 1e-6, "us": 1e-6, "micro": 1e-6, "ns": 1e-9, "nano": 1e-9,
            "s": 1.0, "sec": 1.0, "min": 60.0, "h": 3600.0, "hr": 3600.0, "hour": 3600.0,
            "day": 86400.0, "week": 604800.0,
            "month": 2629800.0, "year": 31557600.0, "decade": 315576000.0}  # a year of 365.25 days, a month its twelfth
_BYTE_PREFIX = {"K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15,
                "Ki": 2.0**10, "Mi": 2.0**20, "Gi": 2.0**30, "Ti": 2.0**40, "Pi": 2.0**50,
                "kilo": 1e3, "mega": 1e6, "giga": 1e9, "tera": 1e12, "peta": 1e15}
_MAGNITUDE = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12,
              "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}

# A number as written: thousands separators, decimals, a leading decimal point, 10^{n}.
_NUMBER = r"""
    (?: (?<![\[{]\s?)0,\d{2,3}(?![\d,)\]}])               # a decimal comma after a zero: 'alpha of 0,67' (no thousands start at 0)
      | \d{1,3}(?:(?:,|\{,\})\d{3}){1,4}(?:\.\d{1,6})?     # 46,398 or 1,234,567.5, LaTeX 5{,}000
      | \d{1,12}(?:\.\d{1,12})?                 # 82.3, 1024
      | \.\d{1,12} )                            # .677
"""

# Metrics and units written glued to a number ('51.2mIoU', '1.26dB', '30fps', '40.1mm PA-MPJPE', '85.32Hz', '0.066N',
# '2.5m/s'): the mention ends before them, so the rules read them right after it, as if a space stood between. Lengths
# of errors, frequencies, forces, pressures and speeds only: glued 'km' and 'kg' measure paths and robots (settings) in
# 6 of the 6 such large.parquet rows (session 33 found the same: a '1.9kg MAV platform', 'a 1.5km trajectory')
_GLUED = r"(?:dB|fps|FPS|mIoU|mAP|AP|BLEU|PSNR|mm|cm|nm|µm|Hz|kHz|MHz|GHz|N|Nm|kPa|MPa|m/s)(?![A-Za-z])"

_MENTION = regex.compile(
    rf"""
    (?: (?<![\w.^_/\\@#+-])          # not inside a word, a name (CIFAR-100), a power, a path or a formula (d+1),
      | (?<=\d\.\d{{1,6}}/)            # except the second of a pair of decimals: '77.83/78.24',
      | (?<=\d%/) )                   # or of percentages: '(+1.6%/+1.4%)'
    (?<![\w][-])                  # not after word-hyphen (Qwen3-30B, top-5)
    (?<![_^]\{{)                   # not a subscript or superscript (CVaR$_{{0.1}}$)
    (?P<sign>[+-](?=[\d.]))?
    # a multiplication sign before a factor that a comparison follows: '×3.2 times faster', 'a ×228 speedup' (the
    # normalized text writes '×' as 'x'); not '512 ×512', 'x86', 'x4 upscaling'
    (?:(?<![\d.]\s?)(?P<prex>x)(?=\d{{1,6}}(?:\.\d{{1,3}})?(?:\s?times\b|\s{_COMPARISON}\b)))?
    (?P<num>{_NUMBER})
    (?: \^\{{?(?P<exp>[+-]?\d{{1,3}})\}}? )?                          # 10^{{8}}
    (?: \s?\\times\s?10\^\{{?(?P<sci>[+-]?\d{{1,3}})\}}? )?            # 2.3 \times 10^{{4}}
    (?: (?P<mag>[kKMBT])(?![a-zA-Z\d]) | \ (?P<magw>thousand|million|billion|trillion)\b
      | \ (?P<mags>[kKMB])(?=\ (?!(?:and|or|to|of|in|on|at|for|with|by|the|is|are|was|were)\b)[a-z]{{2}}) )?  # spaced
    # before a noun: '1 M tactile frames', '150 B tokens' (not a unit before a small word: 'cooled to 300 K and')
    (?: (?:\s?(?:\\?%|[xX×]|\\times))?\$?                            # '1%-6%', '$6\times$ -- $8\times$', '1.62 × to 2.36 ×'
        \s?(?:-{{1,3}}|to|~|\\sim)\s?                                    # a range: 5.6--8.3, 2 to 4, $2.17\times \sim 2.82\times$
        \$?(?P<num2>{_NUMBER}) (?: (?P<mag2>[kKMBT])(?![a-zA-Z\d]) | \ (?P<magw2>thousand|million|billion|trillion)\b )?
        (?=[\s$}}*\\%xX×a-zA-Z,;:.)]|$) )?
    (?P<plus>\+(?![\d]))?                                              # 80,000+
    (?: (?P<gap>{_GAP}) {_UNIT} )?
    (?P<hyph>-(?P<hword>[A-Za-z]{{1,20}}))?                            # 4B-parameter, 4-bit, 5-shot
    (?: (?<=%)                                                        # a percent sign ends it ('23%on HumanEval'),
      | (?<=\dx)                                                       # as does a factor's glued 'x' ('2xfaster')
      | (?! (?!{_GLUED}) [\w] | \.\d ) )                                # else a word boundary, or where a
    """,                                                                 # metric or unit is glued on ('51.2mIoU')
    regex.VERBOSE,
)

# Number words are counts, or factors before 'times'/'-fold'; "one" is not in the list, but "one" or "a" before a
# magnitude word is a number ("one million conversations", "a thousand problems"). A magnitude word
# after a number word scales it ("seven million posts": 7,000,000, "five hundred dialogues": 500).
_MAGNITUDE_WORDS = ("hundred", "thousand", "million", "billion", "trillion")
_WORD_MENTION = regex.compile(
    r"(?<![\w-])(?P<word>" + alternation(tuple(number_words()), fold=True)
    + r"|(?:a|one)(?=\ (?:" + "|".join(_MAGNITUDE_WORDS) + r")(?![\w-])))(?:(?=-?fold\b)|(?![\w-]))",  # 'three-fold', 'threefold' too
    regex.IGNORECASE,
)
# What the batch prefilter asks for number words (``document.number_scans``): a number or magnitude word
# between word boundaries. Every ``_WORD_MENTION`` match holds one ('a' only before ' million'), so an
# abstract without one has no word mention. ``_WORD_MENTION`` itself is no good question: the prefilter
# drops lookaheads, so its ``(?:a|one)(?=...)`` branch became 'a' and let every abstract through.
WORD_GATE = regex.compile(
    r"(?<![\w-])(?:" + alternation((*number_words(), *_MAGNITUDE_WORDS, "twice"), fold=True) + r")(?:fold)?(?!\w)",
    regex.IGNORECASE)
# 'twice' is a factor of two, never a count, and a number only before a comparison ('twice as fast', 'nearly twice
# faster', 'twice the'; 'applied twice' is none, as 'one' is none). The kind modules take it with their cue words, as
# 'three times', and the residual pass before 'as many', 'as much' or 'more' (kinds/fallback.py); on 40,000 random
# large.parquet abstracts the cue rules gave 11 rows, 10 right (the eleventh compares a dataset's size, 'more than twice
# larger than the previous dataset')
_TWICE = regex.compile(r"(?<![\w-])twice(?=\s(?:as|the|\w{2,12}er)\b)")  # lower case: 'Inverted File (Twice)' is a name
# a factor written with a number word: 'three times faster', 'a four-fold speedup', 'a threefold increase' (the kind modules
# take it only with their cue words: 'repeated three times', 'our contributions are two-fold' stay no claim)
_WORD_FACTOR = regex.compile(r"(?:\ times|-?fold)\b", regex.IGNORECASE)
# ... and a number of orders of magnitude: 'two orders of magnitude fewer anchors' (as '2 orders of magnitude' is)
_WORD_ORDERS = regex.compile(r"\ orders?\ of\ magnitudes?\b", regex.IGNORECASE)
# ... and a span of time, in seconds like digits ('eleven months', 'three decades', 'two hours')
_WORD_TIME = regex.compile(r"\ (?P<unit>minutes?|hours?|days?|weeks?|months?|years?(?!-old\b)|decades?)\b", regex.IGNORECASE)
# after a number word: 'hundred', a larger magnitude, or both ('five hundred thousand')
_WORD_MAGNITUDE = regex.compile(r"\ (?:(?P<hundred>hundred)(?:\ (?P<big>thousand|million|billion|trillion))?"
                                r"|(?P<big_only>thousand|million|billion|trillion))(?![\w-])", regex.IGNORECASE)

# What stands just before a number and qualifies it; the text before the mention must END here.
QUALIFIER = regex.compile(
    r"""
    (?: (?P<up_to> up\ ?to | as\ much\ as | a\ maximum\ of | by\ as\ much\ as )
      | (?P<at_least> over | more\ than | greater\ than | at\ least | above | exceeding | in\ excess\ of
                    | > | \\geq? | \\gt | &gt; )
      | (?P<at_most> less\ than | fewer\ than | under | below | within | at\ most | no\ more\ than
                   | < | \\leq? | \\lt | &lt; )
      | (?P<approx> about | around | approximately | approx\.? | roughly | nearly | almost | close\ to
                  | ~ | \\sim | \\approx | some )
    )
    [\s$*{]{0,4} $
    """,
    regex.VERBOSE | regex.IGNORECASE,
)
# No QUALIFIER match is longer than 17 characters ('by as much as' and four spaces), so searching
# only the last 20 characters before a number finds exactly what a longer window finds, in half the time.
QUALIFIER_WIDTH = 20


@dataclass(frozen=True, slots=True)
class Mention:
    """A number as written, before any decision about its kind."""

    start: int
    end: int
    value: float
    value_high: float | None
    unit: str | None  # '%', 'pp', 'points', 'x', 'orders_of_magnitude', 'seconds', 'bytes', or None
    magnitude: str | None  # 'k', 'M', 'B', 'T' or a word, when one was written
    hyphen_word: str | None  # the word glued by a hyphen after the number ('bit', 'parameter')
    plus: bool  # '80,000+'
    signed: bool  # an explicit '+' sign
    is_word: bool  # a number word such as 'three'
    raw: str

    @property
    def count_word(self) -> bool:
        """A number word that is not a factor or a number of orders of magnitude ('three datasets', not 'three
        times faster', 'two orders of magnitude'): only the count rules read it."""
        return self.is_word and self.unit is None


# The named unit groups of ``_UNIT`` and the unit each one means.
_UNIT_GROUPS = (("u_pp", "pp"), ("u_pct", "%"), ("u_points", "points"), ("u_x", "x"),
                ("u_oom", "orders_of_magnitude"), ("u_time", "seconds"), ("u_bytes", "bytes"))


def _ascii_digits(text: str) -> str:
    """Every Unicode decimal digit as its ASCII digit: ``\\d`` matches digits of all scripts, and
    Python 3.11's ``float()`` rejects those added in Unicode 15 and later (U+11F50 ...)."""
    return text if text.isascii() else "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() else ch for ch in text)


def _num(text: str) -> float:
    if text.startswith("0,"):
        return float(_ascii_digits(text.replace(",", ".")))  # a decimal comma: '0,67'
    return float(_ascii_digits(text.replace("{,}", "").replace(",", "")))


def _int(text: str) -> int:
    return int(_ascii_digits(text))


def _scale(mag: str | None) -> float:
    return _MAGNITUDE.get(mag, 1.0) if mag else 1.0


def _times(value: float, factor: float) -> float:
    """value * factor, dividing for sub-unit factors so that 20 µs is exactly 2e-05."""
    return value * factor if factor >= 1 else value / round(1 / factor)


_DECADE = regex.compile(r"(?:1[5-9]|20)\d0$")  # '1990s', '2010s' with the 's' glued on
_DEVICE_TIME = regex.compile(r"^(?:gpu|tpu|cpu|node)")  # 'GPU hours' are hours


def _time_factor(unit_text: str) -> float:
    """Seconds per unit: 'ms' 1e-3, 'minutes' 60, 'hrs' 3600 ..."""
    word = _DEVICE_TIME.sub("", unit_text.strip().lower().replace("-", "").replace(" ", ""))
    if word in ("ms", "us", "µs", "ns", "s", "h"):
        return _SECONDS[word]
    for key in sorted(_SECONDS, key=len, reverse=True):
        if len(key) > 1 and word.startswith(key):
            return _SECONDS[key]
    return 1.0


def _byte_factor(unit_text: str) -> float:
    t = unit_text.strip()
    for key in sorted(_BYTE_PREFIX, key=len, reverse=True):
        if t.startswith(key) or t.lower().startswith(key.lower()) and len(key) > 2:
            return _BYTE_PREFIX[key]
    return 1.0


def scan(norm: str, *, timeout: float | None = None, digits: bool = True, words: bool = True) -> list[Mention]:
    """All number mentions of a normalized text, in order of appearance.

    ``digits=False`` or ``words=False`` skips the scan for numbers written in digits or in words,
    for a caller that already knows (``extract.prefilter``) that it cannot match.
    """
    found: list[Mention] = []
    changed = -1  # where the last "from A to B" change ended
    for m in _MENTION.finditer(norm, timeout=timeout) if digits else ():
        try:
            if m["num2"] is not None and (_CHANGE_FROM.search(norm, max(0, m.start() - 80), m.start())
                                          or 0 <= changed and _NEXT_CHANGE.fullmatch(norm, changed, m.start())
                                          and _TO.search(m[0])):
                found.extend(_split_change(m))  # "improves X from 61.2 to 66.0": two results, not a range
                changed = m.end()  # ... and the next of a list of changes: "... and (from) 22.1% to 47.3% for BM25"
            else:
                found.append(mention := _from_match(m))
                if m["num2"] is not None and mention.value_high is None and _PAIR_JOIN.search(m.string, mention.end, m.start("num2")):
                    found.extend(_second(m))  # 'from 70.2% to 40%': two numbers, not a range
        except (OverflowError, ZeroDivisionError, ValueError):
            continue  # '10^{573}' or '0^{-1}' is no claim a float can hold
    found = [x for x in found if math.isfinite(x.value) and (x.value_high is None or math.isfinite(x.value_high))]
    for start, end in _word_spans(norm, timeout=timeout) if words else ():
        text = norm[start:end]
        word = 1 if text.lower() in ("a", "one") else number_words().get(text.lower()) or number_words().get(_fold_word(text))
        if word is None:
            continue  # a case fold the table cannot name ('SİX' lowers to four code points)
        value, magnitude = float(word), None
        if (scaled := _WORD_MAGNITUDE.match(norm, end)) is not None:
            big = scaled["big"] or scaled["big_only"]
            value *= (100.0 if scaled["hundred"] else 1.0) * _MAGNITUDE.get((big or "").lower(), 1.0)
            magnitude, end = (big or "hundred").lower(), scaled.end()
            if word == 1 and text.lower() == "a" and norm[max(0, start - 5):start].lower() == "half ":
                value, start = value / 2, start - 5  # 'half a million annotations': 500,000
        unit = None
        if (factor := _WORD_FACTOR.match(norm, end)) is not None:
            unit, end = "x", factor.end()
        elif magnitude is None and (orders := _WORD_ORDERS.match(norm, end)) is not None:
            unit, end = "orders_of_magnitude", orders.end()
        elif magnitude is None and (time := _WORD_TIME.match(norm, end)) is not None:
            unit, end, value = "seconds", time.end(), value * _time_factor(time["unit"])
        found.append(Mention(start, end, value, None, unit, magnitude, None, False, False, True, norm[start:end]))
    if words and "wice" in norm:
        found.extend(Mention(m.start(), m.end(), 2.0, None, "x", None, None, False, False, True, m[0])
                     for m in _TWICE.finditer(norm, timeout=timeout))
    found.sort(key=lambda x: x.start)
    return found


def _fold_word(word: str) -> str:
    """ASCII letters of a number word after Unicode decomposition ('SİX' -> 'six')."""
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii").lower()


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_-")  # ASCII ``[\w-]`` in lower case


def _word_ends(low: str, j: int) -> bool:
    """Whether a word ends at ``j`` of ASCII lower-case text (``\\b`` there: no letter, digit or '_' follows)."""
    return j == len(low) or not (low[j].isalnum() or low[j] == "_")


def _word_spans(norm: str, *, timeout: float | None = None) -> list[tuple[int, int]]:
    r"""The (start, end) of every ``_WORD_MENTION`` match, in order.

    ``regex`` scans the word alternation at 15 MB/s (the lookbehind is tried at every position);
    on an ASCII text ``str.find`` per word over the lower-cased text gives the same spans four
    times faster: in ASCII, IGNORECASE is plain ASCII case folding and ``[\w-]`` is the set
    above, and a valid word is bounded on both sides, so no two overlap. Any other text (where
    Unicode case folding could match, e.g. the long s in 'ſix') takes the pattern itself;
    tests/test_properties.py checks both agree.
    """
    if not norm.isascii():
        return [m.span() for m in _WORD_MENTION.finditer(norm, timeout=timeout)]
    low = norm.lower()
    spans = []
    for word in number_words():
        i = low.find(word)
        while i >= 0:
            j = i + len(word)
            fold = j + low.startswith("-", j)  # 'three-fold' or 'threefold'
            if (i == 0 or low[i - 1] not in _WORD_CHARS) and (j == len(low) or low[j] not in _WORD_CHARS
                                                               or low.startswith("fold", fold) and _word_ends(low, fold + 4)):
                spans.append((i, j))
            i = low.find(word, i + 1)
    for magnitude in _MAGNITUDE_WORDS:  # 'a' or 'one' right before ' million' (and a boundary after it)
        i = low.find(" " + magnitude)
        while i >= 0:
            j = i + 1 + len(magnitude)
            if j == len(low) or low[j] not in _WORD_CHARS:
                for lead in ("a", "one"):
                    k = i - len(lead)
                    if k >= 0 and low[k:i] == lead and (k == 0 or low[k - 1] not in _WORD_CHARS):
                        spans.append((k, i))
            i = low.find(" " + magnitude, i + 1)
    spans.sort()
    return spans


def _from_match(m: regex.Match) -> Mention:
    value = _num(m["num"])
    if m["exp"] is not None:
        value = value ** _int(m["exp"])
    if m["sci"] is not None:
        value = value * 10.0 ** _int(m["sci"])
    mag = m["mag"] or m["mags"] or m["magw"]
    value *= _scale(mag)
    if m["sign"] == "-":
        value = -value
    high = None
    if m["num2"] is not None:
        high = _num(m["num2"]) * _scale(m["mag2"] or m["magw2"] or mag)
        if mag is None and (m["mag2"] or m["magw2"]):
            value *= _scale(m["mag2"] or m["magw2"])
            mag = m["mag2"] or m["magw2"]
    unit = next((u for group, u in _UNIT_GROUPS if m[group]), None) or ("x" if m["prex"] else None)
    if unit == "seconds" and m["u_time"] == "s" and not m["gap"] and high is None and _DECADE.match(m["num"]):
        unit = None  # 'the 1990s' is a decade, not 1990 seconds (kinds/reasons.py: a year)
    factor = _time_factor(m["u_time"]) if unit == "seconds" else _byte_factor(m["u_bytes"]) if unit == "bytes" else 1.0
    value = _times(value, factor)
    high = _times(high, factor) if high is not None else None
    end = m.end()
    if high is not None and high < value:  # "5-3" is not a range; keep the first number only
        return _from_match_single(m)
    return Mention(m.start(), end, value, high, unit, mag, m["hword"], bool(m["plus"]),
                   m["sign"] == "+", False, m[0])


# "improves accuracy from A to B" states two results; "ranging from A to B" states a range.
_CHANGE_FROM = regex.compile(
    r"""(?:improv|increas|rais|boost|reduc|decreas|drop|lower|cut|jump|ris|fall|fell|grow|lift|push|
         bring|brought|go|went|shrink|climb|enhanc|elevat|advanc)\w{0,6}\b[^.;]{0,60}?
         (?<!\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying))\s)\bfrom\s{1,3}[$*{]{0,3}\s?$""",  # not 'gains ranging from'
    regex.VERBOSE | regex.IGNORECASE,
)


# after a change "from A to B", the next pair of a list of such changes: "from 20% to 61% on FLUX.1-dev and from 7% to 54%
# on SD2.1", "from 19.2% to 46.5% for MSS and 22.1% to 47.3% for BM25" (a few words, then ',' or 'and', maybe 'from')
_NEXT_CHANGE = regex.compile(r"(?:[^.;]|\.(?=\w)){0,60}?(?:,|\band)\s{1,3}(?:from\s{1,3})?[$*{]{0,3}\s?")
_TO = regex.compile(r"\sto\s")


def _split_change(m: regex.Match) -> list[Mention]:
    """Two mentions for "from A to B": A alone, and B with the unit written after it."""
    return [_from_match_single(m), *_second(m)]


def _second(m: regex.Match) -> list[Mention]:
    """The second number of a pair the range pattern matched, read on its own ('40%' of '70.2% to 40%')."""
    second = _MENTION.match(m.string, m.start("num2"))
    return [_from_match(second)] if second is not None else []


# what joins two numbers that are a pair, not a range, when the second is smaller ('from 70.2% to 40%', '29% to 3%'):
# 'to' or a unit sign after the first; a bare dash stays one number ('2023-24', '5-3')
_PAIR_JOIN = regex.compile(r"\bto\b|%|\\times|[xX×]")
# a percent or factor sign glued to (or a space after) the first number of a pair: it keeps its unit ('29%' of '29% to
# 3%', '59 %' of 'from 59 % to 92 %')
_FIRST_SIGN = regex.compile(r"\s?\$?(?:(?P<pct>\\?%)|(?P<x>\\times|[xX×](?![A-Za-z])))")  # spaced too: '59 % to 92 %'


def _from_match_single(m: regex.Match) -> Mention:
    """Fallback when two numbers joined by a dash are not a range (e.g. a score pair)."""
    value = _num(m["num"]) * _scale(m["mag"] or m["mags"] or m["magw"])
    if m["sign"] == "-":
        value = -value
    end = m.end("mags") if m["mags"] else m.start("num") + len(m["num"]) + (len(m["mag"]) if m["mag"] else 0)
    unit = "x" if m["prex"] else None
    if (sign := _FIRST_SIGN.match(m.string, end, m.start("num2") if m["num2"] is not None else end)) is not None:
        unit, end = "%" if sign["pct"] else "x", sign.end()
    return Mention(m.start(), end, value, None, unit, m["mag"] or m["mags"], None, False, m["sign"] == "+", False,
                   m.string[m.start():end])
