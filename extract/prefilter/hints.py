"""Cheap batch-level prefilters: which abstracts can a pattern match at all?

Most abstracts name no device, no dataset and no URL, and half of them hold no number, yet the
``regex`` scans for those are the bulk of the extraction time. Polars' Rust regex engine answers
"can this pattern match anywhere in this abstract?" for a whole batch at hundreds of MB/s, so the
slow scans only run where they can find something.

The Rust pattern is *derived* from the live ``regex`` pattern (``rust_superset``), never written by
hand, so it follows every rule change. It matches a superset of what the original can match:
lookarounds and anchors are dropped (a leading negative lookbehind becomes "start or a
non-word character"), ``{m,n}`` with a large ``n`` becomes ``{m,}``, and shorthand classes are
widened or narrowed in the direction that keeps the superset. Dropping a constraint never turns a
match into a non-match, so a prefilter can only let extra abstracts through, never lose one.
A pattern that uses syntax this translator does not know raises ``Unsupported`` and the caller
simply runs the scan everywhere.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import polars as pl
import regex
from typing import Union

__all__ = ["Hints", "Unsupported", "rust_superset", "rust_superset_parts"]


class Unsupported(ValueError):
    """The pattern uses syntax with no safe Rust superset here; run the real scan instead."""


_UNSUPPORTED_FLAGS = regex.ASCII | regex.FULLCASE | regex.V1 | regex.WORD | regex.REVERSE | regex.LOCALE | regex.POSIX
_ZERO_WIDTH_ESCAPES = set("bBAZzmMG")
_BIG = 3  # a repetition bound above this becomes unbounded: a much smaller automaton, still a superset

# Shorthand classes inside a character class. "super": the Rust set contains every character the
# Python set contains (for a positive class); "sub": the Rust set is contained in the Python set
# (for a negated class, or a negative lookaround turned into a consumed character).
_SHORTHAND = {
    "super": {"w": r"A-Za-z0-9_\x{80}-\x{10FFFF}", "d": r"\d", "s": r"\s\x{1C}-\x{1F}",
              "W": r"\x{0}-/:-@\[-\^`{-\x{10FFFF}", "D": r"\x{0}-/:-\x{10FFFF}",
              "S": r"\x{0}-\x{8}\x{E}-\x{1F}!-\x{10FFFF}"},
    "sub": {"w": r"A-Za-z0-9_", "d": r"0-9", "s": r"\t\n\v\f\r "},
}
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a"}


def _lit(ch: str) -> str:
    """One literal character, safe anywhere in a Rust pattern (in a class or outside)."""
    return ch if ch.isascii() and ch.isalnum() else r"\x{%X}" % ord(ch)


class _Parser:
    """A recursive-descent reader of the ``regex`` syntax used by the extractors.

    Nodes: ``("lit", rust)``, ``("class", items, negated)``, ``("zero", kind, body)``,
    ``("group", prefix, alts)``, ``("quant", node, lo, hi, lazy)``; a body is a list of
    alternatives, each a list of nodes.
    """

    def __init__(self, src: str, verbose: bool):
        self.src = src
        self.i = 0
        self.verbose = verbose

    def peek(self, n: int = 1) -> str:
        return self.src[self.i:self.i + n]

    def take(self, n: int = 1) -> str:
        s = self.src[self.i:self.i + n]
        self.i += n
        return s

    def skip_space(self) -> None:
        while self.verbose and self.i < len(self.src):
            ch = self.src[self.i]
            if ch.isspace():
                self.i += 1
            elif ch == "#":
                while self.i < len(self.src) and self.src[self.i] != "\n":
                    self.i += 1
            else:
                return

    def alternation(self) -> list[list[tuple]]:
        alts: list[list[tuple]] = [[]]
        while True:
            self.skip_space()
            ch = self.peek()
            if ch == "" or ch == ")":
                return alts
            if ch == "|":
                self.take()
                alts.append([])
                continue
            atom = self.atom()
            if atom is not None:
                alts[-1].append(self.quantified(atom))

    def quantified(self, atom: tuple) -> tuple:
        self.skip_space()
        ch = self.peek()
        lo: int | None = None
        hi: int | None = None
        if ch == "*":
            self.take()
            lo, hi = 0, None
        elif ch == "+":
            self.take()
            lo, hi = 1, None
        elif ch == "?":
            self.take()
            lo, hi = 0, 1
        elif ch == "{":
            m = regex.match(r"\{(\d*)(,?)(\d*)\}", self.src[self.i:])
            if not m or (not m[1] and not m[2]):
                return atom
            self.i += m.end()
            lo = int(m[1] or 0)
            hi = lo if not m[2] else (int(m[3]) if m[3] else None)
        else:
            return atom
        lazy = False
        if self.peek() == "?":
            self.take()
            lazy = True
        elif self.peek() == "+":  # possessive: only restricts backtracking, so dropping it widens
            self.take()
        return ("quant", atom, lo, hi, lazy)

    def atom(self) -> tuple | None:
        ch = self.take()
        if ch == "(":
            return self.group()
        if ch == "[":
            return self.char_class()
        if ch == "\\":
            return self.escape()
        if ch in "^$":
            return ("zero", "anchor", None)
        if ch == ".":
            return ("lit", ".")
        if ch in "*+?{":
            if ch == "{":
                return ("lit", _lit(ch))
            raise Unsupported(f"nothing to repeat at {self.i - 1}")
        return ("lit", _lit(ch))

    def group(self) -> tuple | None:
        if self.peek() != "?":
            return ("group", "(?:", self.close())
        self.take()
        for marker, kind in (("<!", "lookbehind-"), ("<=", "lookbehind+"), ("!", "lookahead-"), ("=", "lookahead+")):
            if self.src.startswith(marker, self.i):
                self.i += len(marker)
                return ("zero", kind, self.close())
        if self.src.startswith("P=", self.i):  # a backreference: any text, so any run of characters widens it
            self.i = self.src.index(")", self.i) + 1
            return ("quant", ("lit", "."), 0, None, False)
        if self.src.startswith(("P<", "<"), self.i):
            end = self.src.index(">", self.i)
            self.i = end + 1
            return ("group", "(?:", self.close())
        if self.peek() in (":", ">"):
            self.take()
            return ("group", "(?:", self.close())
        if self.peek() == "#":
            end = self.src.index(")", self.i)
            self.i = end + 1
            return None
        m = regex.match(r"([aiLmsuxV0-9-]*)([:)])", self.src[self.i:])
        if not m:
            raise Unsupported(f"group syntax '(?{self.src[self.i:self.i + 3]}' at {self.i}")
        self.i += m.end()
        flags = m[1]
        if regex.search(r"[aLuV0-9]", flags):
            raise Unsupported(f"inline flags {flags!r}")
        if m[2] == ")":  # global flags: already in pattern.flags
            if "x" in flags:
                self.verbose = True
            return None
        wanted = "".join(f for f in flags if f in "ims-").rstrip("-")
        return ("group", f"(?{wanted}:" if wanted else "(?:", self.close())

    def close(self) -> list[list[tuple]]:
        body = self.alternation()
        if self.take() != ")":
            raise Unsupported("unbalanced parenthesis")
        return body

    def escape(self) -> tuple:
        ch = self.take()
        if ch == "":
            raise Unsupported("trailing backslash")
        if ch in _ZERO_WIDTH_ESCAPES:
            return ("zero", "anchor", None)
        if ch in "dDsSwW":
            return ("class", [("short", ch)], False)
        if ch in "pP":
            m = regex.match(r"\{[\w=:&. -]{1,40}\}|[A-Z]", self.src[self.i:])
            if not m:
                raise Unsupported("bad property escape")
            self.i += m.end()
            return ("class", [("raw", f"\\{ch}{m[0]}")], False)
        return ("lit", _lit(self.code_point(ch)))

    def code_point(self, ch: str) -> str:
        """The character an escape stands for (``\\x41``, ``\\u00e9``, ``\\n``, ``\\.``)."""
        if ch in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[ch]
        for prefix, width in (("x", 2), ("u", 4), ("U", 8)):
            if ch == prefix:
                if self.peek() == "{":
                    end = self.src.index("}", self.i)
                    digits = self.src[self.i + 1:end]
                    self.i = end + 1
                else:
                    digits = self.take(width)
                return chr(int(digits, 16))
        if ch.isalnum():  # backreferences, \N{...}, \K, \X, \L<...>: no superset we trust
            raise Unsupported(f"escape \\{ch}")
        return ch

    def char_class(self) -> tuple:
        negated = False
        if self.peek() == "^":
            self.take()
            negated = True
        items: list[tuple] = []
        first = True
        while True:
            ch = self.take()
            if ch == "":
                raise Unsupported("unterminated character class")
            if ch == "]" and not first:
                return ("class", items, negated)
            first = False
            if ch == "[":
                if self.peek() == ":":
                    raise Unsupported("POSIX class")
                items.append(("char", ch))
                continue
            if ch == "\\":
                e = self.take()
                if e in "dDsSwW":
                    items.append(("short", e))
                    continue
                if e in "pP":
                    m = regex.match(r"\{[\w=:&. -]{1,40}\}|[A-Z]", self.src[self.i:])
                    if not m:
                        raise Unsupported("bad property escape")
                    self.i += m.end()
                    items.append(("raw", f"\\{e}{m[0]}"))
                    continue
                if e == "b":
                    ch = "\b"
                else:
                    ch = self.code_point(e)
            if self.peek() == "-" and self.peek(2)[1:] not in ("", "]"):
                self.take()
                hi = self.take()
                if hi == "\\":
                    e = self.take()
                    if e in "dDsSwWpP":
                        raise Unsupported("range ending in a class escape")
                    hi = self.code_point(e)
                if ord(hi) < ord(ch):
                    raise Unsupported("reversed range")
                items.append(("range", ch, hi))
            else:
                items.append(("char", ch))


def _class(items: list[tuple], negated: bool) -> str:
    """A Rust class: a positive class widened, a negated class built from a narrowed inside."""
    side = "sub" if negated else "super"
    parts = []
    for item in items:
        if item[0] == "char":
            parts.append(_lit(item[1]))
        elif item[0] == "range":
            parts.append(f"{_lit(item[1])}-{_lit(item[2])}")
        elif item[0] == "raw":
            if negated:
                raise Unsupported("property escape in a negated class")
            parts.append(item[1])
        else:
            mapped = _SHORTHAND[side].get(item[1])
            if mapped is None:
                raise Unsupported(f"\\{item[1]} in a negated class")
            parts.append(mapped)
    rust = f"[{'^' if negated else ''}{''.join(parts)}]"
    if not negated and _WORD_SUPER in parts:
        return f"(?-i:{rust})"  # see _WORD_SUPER
    return rust


# A positive class that holds the widened ``\w`` (every ASCII letter in both cases and every non-ASCII
# character) is closed under case folding: IGNORECASE cannot add a character to it (only ASCII
# non-letters are outside it, and they have no other case). Marked case-sensitive it matches the same
# characters, and Rust compiles it at once; under ``(?i)`` Rust folds each of the million code points
# of the range: a proposing-verb pattern ``(?i:propos)\w{0,4}...`` took 20 ms to compile, 2 ms so
# marked. That is paid per batch: Polars keeps 32 compiled patterns per thread, a batch asks about more.
_WORD_SUPER = _SHORTHAND["super"]["w"]


def _single_class(body: list[list[tuple]] | None) -> list[tuple] | None:
    """The items of a lookaround body that is one character class or one literal, else None."""
    if not body or len(body) != 1 or len(body[0]) != 1:
        return None
    node = body[0][0]
    if node[0] == "class" and not node[2]:
        return node[1]
    if node[0] == "lit" and node[1] != "." and (len(node[1]) == 1 or node[1].startswith(r"\x{")):
        ch = node[1] if len(node[1]) == 1 else chr(int(node[1][3:-1], 16))
        return [("char", ch)]
    return None


def _boundary(node: tuple, at_start: bool) -> str | None:
    """A zero-width check at the very start or end turned into a consumed character, or None."""
    kind = node[1]
    items = _single_class(node[2])
    if items is None:
        return None
    try:
        if kind == ("lookbehind-" if at_start else "lookahead-"):
            edge = "^" if at_start else "$"
            return f"(?:{edge}|{_class(items, negated=True)})"
        if kind == ("lookbehind+" if at_start else "lookahead+"):
            return _class(items, negated=False)
    except Unsupported:
        return None
    return None


def _emit(node: tuple) -> str:
    tag = node[0]
    if tag == "lit":
        return node[1]
    if tag == "class":
        return _class(node[1], node[2])
    if tag == "zero":
        return ""
    if tag == "group":
        return node[1] + "|".join(_emit_seq(alt) for alt in node[2]) + ")"
    _, atom, lo, hi, lazy = node
    inner = _emit(atom)
    if inner == "":
        return ""
    if hi is not None and hi > _BIG and hi > lo:
        hi = None
    rep = {(0, None): "*", (1, None): "+", (0, 1): "?"}.get((lo, hi))
    if rep is None:
        rep = f"{{{lo},}}" if hi is None else (f"{{{lo}}}" if hi == lo else f"{{{lo},{hi}}}")
    return f"(?:{inner}){rep}{'?' if lazy else ''}"


def _lookahead_only(alt: list[tuple]) -> str | None:
    """For an alternative made of lookarounds only, its positive lookahead body (what must follow), else None.

    Dropping such an alternative's checks leaves it empty, which would let everything through;
    what its lookahead requires at that point is a far more selective necessary condition.
    """
    if not alt or any(n[0] != "zero" for n in alt):
        return None
    bodies = [n[2] for n in alt if n[1] == "lookahead+"]
    return "|".join(_emit_seq(seq) for seq in bodies[0]) if bodies else None


def _splits(node: tuple) -> bool:
    """True when an unrepeated group holds a lookahead-only alternative, at any depth."""
    if node[0] != "group" or "-" in node[1]:
        return False
    return any(_lookahead_only(alt) is not None or any(_splits(n) for n in alt) for alt in node[2])


def _emit_seq(seq: list[tuple], cont: str = "") -> str:
    """A sequence followed by ``cont`` (what the enclosing sequences still require after it).

    A group holding a lookahead-only alternative takes the rest of the pattern into each of its
    other alternatives, while that alternative becomes its lookahead body and ends the pattern
    there: a match through it implies that the body matches at that point.
    """
    out: list = []
    for i, node in enumerate(seq):
        if _splits(node):
            rest = _emit_seq(seq[i + 1:], cont)
            alts = [f"(?:{a})" if (a := _lookahead_only(alt)) is not None else _emit_seq(alt, rest)
                    for alt in node[2]]
            return "".join(out) + node[1] + "|".join(alts) + ")"
        out.append(_emit(node))
    return "".join(out) + cont


def _tail(node: tuple) -> str | None:
    """A trailing lookahead as consumed text: a one-character check as a boundary character, any
    other positive lookahead as its body (``X(?=Y)`` matches only where ``XY`` does)."""
    if (b := _boundary(node, False)) is not None:
        return b
    if node[1] == "lookahead+" and node[2]:
        return "(?:" + "|".join(_emit_seq(alt) for alt in node[2]) + ")"
    return None


def _lead(seq: list[tuple]) -> int:
    """The index of the first node that consumes text (``len(seq)`` when none does)."""
    return next((k for k, n in enumerate(seq) if n[0] != "zero"), len(seq))


def _emit_top(seq: list[tuple], bounded: bool) -> str:
    """One top-level alternative: its leading lookbehind (and, unless ``bounded``, its trailing
    lookahead) becomes consumed text."""
    lead = _lead(seq)
    trail = len(seq)
    while trail > lead and seq[trail - 1][0] == "zero":
        trail -= 1
    head = next((b for n in seq[:lead] if n[1].startswith("lookbehind") and (b := _boundary(n, True))), "")
    tail = "" if bounded else next((b for n in seq[trail:] if n[1].startswith("lookahead") and (b := _tail(n))), "")
    return head + _emit_seq(seq[lead:trail], tail)


def _parse(pattern: regex.Pattern[str]) -> tuple[list[list[tuple]], str]:
    """The top-level alternatives of a pattern, and its Rust flag prefix."""
    if not isinstance(pattern.pattern, str):
        raise Unsupported("bytes pattern")
    if pattern.flags & _UNSUPPORTED_FLAGS:
        raise Unsupported(f"flags {pattern.flags!r}")
    parser = _Parser(pattern.pattern, verbose=bool(pattern.flags & regex.VERBOSE))
    body = parser.alternation()
    if parser.i != len(pattern.pattern):
        raise Unsupported(f"unbalanced parenthesis at {parser.i}")
    flags = ("i" if pattern.flags & regex.IGNORECASE else "") + ("s" if pattern.flags & regex.DOTALL else "")
    return body, f"(?{flags})" if flags else ""


def rust_superset(pattern: regex.Pattern[str], *, bounded: bool = False) -> str:
    """A Rust-regex pattern that matches somewhere in every text where ``pattern`` matches somewhere.

    ``bounded``: the scan will be run with an ``endpos`` (a sentence), where a lookahead sees the
    end of the slice rather than the next character; then a trailing lookahead is only dropped.

    >>> rust_superset(regex.compile(r"(?<![\\w-])(?P<w>two|three)(?![\\w-])", regex.IGNORECASE))
    '(?i)(?:(?:^|[^A-Za-z0-9_\\\\x{2D}])(?:two|three)(?:$|[^A-Za-z0-9_\\\\x{2D}]))'
    """
    body, flags = _parse(pattern)
    return _emit_body(body, flags, bounded)


def _emit_body(body: list[list[tuple]], flags: str, bounded: bool) -> str:
    return flags + "(?:" + "|".join(_emit_top(alt, bounded) for alt in body) + ")"


_CHUNK = 7  # words per part of a split case-insensitive alternation


def _caseless_parts(body: list[list[tuple]], caseless: bool) -> list[list[list[tuple]]]:
    """The body as several bodies that together match what it matches, or just ``[body]``.

    Rust's fast path is a literal prefilter, and it gives up on a case-insensitive alternation of
    more than a few words: each letter doubles the literals (``(?i:propos)`` alone has 64), so the
    whole text goes through the automaton, two to three times slower. Split into parts of at most
    ``_CHUNK`` words, each keeps the prefilter. Only the alternation that leads the Rust pattern is
    split (``A(B|C)D`` matches where ``ABD`` or ``ACD`` does; nothing is repeated), and only when
    no literal character is required after it: Rust then searches for that literal instead, which
    the split would only slow down (measured: 3.4 ms per 4,096 abstracts whole, 12.7 split).
    """
    if len(body) != 1 or any(n[1].startswith("lookbehind") for n in body[0][:_lead(body[0])]):
        return [body]  # a leading lookbehind becomes a boundary class: no literal leads the Rust pattern
    return [[seq] for seq in _split_lead(body[0], caseless) or [body[0]]]


def _split_lead(seq: list[tuple], caseless: bool) -> list[list[tuple]] | None:
    """Sequences that together match what ``seq`` matches, split at its leading alternation."""
    i = _lead(seq)
    if i == len(seq) or seq[i][0] != "group":
        return None
    prefix, alts, rest = seq[i][1], seq[i][2], seq[i + 1:]
    if any(n[0] == "lit" and n[1] != "." for n in rest):
        return None
    caseless = prefix.startswith("(?i") or caseless and not prefix.startswith("(?-")
    if len(alts) == 1:  # a group around one sequence: look inside it
        inner = _split_lead(alts[0], caseless)
        return None if inner is None else [seq[:i] + [("group", prefix, [alt])] + rest for alt in inner]
    if not caseless or len(alts) <= _CHUNK:
        return None
    n_parts = -(-len(alts) // _CHUNK)
    size = -(-len(alts) // n_parts)
    return [seq[:i] + [("group", prefix, alts[k:k + size])] + rest for k in range(0, len(alts), size)]


def rust_superset_parts(pattern: regex.Pattern[str], *, bounded: bool = False) -> list[str]:
    """Rust patterns that together match wherever ``rust_superset`` matches: one, or a
    case-insensitive word list split so that each part scans fast (see ``_caseless_parts``)."""
    body, flags = _parse(pattern)
    return [_emit_body(part, flags, bounded) for part in _caseless_parts(body, "i" in flags)]


_TRANSLATED: dict[tuple[regex.Pattern[str], bool], list[str] | None] = {}


def _translated(pattern: regex.Pattern[str], bounded: bool) -> list[str] | None:
    """The Rust superset of a pattern (its parts), checked to compile in Polars; None when there is none."""
    key = (pattern, bounded)
    if key not in _TRANSLATED:
        try:
            rust = rust_superset_parts(pattern, bounded=bounded)
            for part in rust:
                pl.Series([""]).str.contains(part)  # Rust syntax and size limits are only checked here
        except (Unsupported, pl.exceptions.PolarsError):
            rust = None
        _TRANSLATED[key] = rust
    return _TRANSLATED[key]


# One scan a module gate asks about: (pattern, run on a sentence slice), or with a third element, a cheap
# necessary condition the pattern is evaluated within (see ``Hints.can_match``): the gate is then as narrow
# as the pattern and costs the Rust scan only where the condition holds.
Scan = Union[tuple[regex.Pattern[str], bool], tuple[regex.Pattern[str], bool, regex.Pattern[str]]]


class Hints:
    """For one batch of normalized abstracts: which of them can a pattern match at all?

    Each pattern is evaluated over the whole batch the first time any abstract asks about it (one
    vectorized Polars pass), so the cost is shared by the batch and paid only for patterns in use.
    """

    def __init__(self, norms: Sequence[str] | pl.Series):
        # ``extract.text.normalize`` of each abstract as read (``reading.spacing.collapse``), in batch order (a String
        # Series is used as is)
        self._series: pl.Series | None = norms if isinstance(norms, pl.Series) else None
        self.norms = norms.to_list() if isinstance(norms, pl.Series) else list(norms)
        self._answers: tuple[dict, dict] = ({}, {})  # per pattern: list of bools, or None (no prefilter)
        # seconds spent evaluating patterns over the batch: work the batch shares, which runs inside the time
        # budget of whichever abstract asks first, so documents leave it out of their own (``Document.budget``)
        self.spent = 0.0
        self._any: dict[tuple, list[bool] | None] = {}  # per tuple of scans: their answers OR-ed

    def can_match(self, pattern: regex.Pattern[str], index: int, *, bounded: bool = False,
                  within: regex.Pattern[str] | None = None) -> bool:
        """False only when ``pattern`` cannot match anywhere in abstract ``index``.

        ``bounded``: the caller scans a slice with ``endpos`` (see ``rust_superset``).
        ``within``: a cheap pattern that matches wherever ``pattern`` does (a necessary condition,
        such as a literal the pattern requires); ``pattern`` is then only evaluated on the
        abstracts ``within`` lets through, which pays when it is rare and ``pattern`` is slow.
        """
        try:  # the hot path: answered already (one lookup, no further call)
            answer = self._answers[bounded][pattern if within is None else (pattern, within)]
        except KeyError:
            answer = self._answer(pattern, bounded, within)
        return True if answer is None else answer[index]

    def _answer(self, pattern: regex.Pattern[str], bounded: bool,
                within: regex.Pattern[str] | None = None) -> list[bool] | None:
        """The batch's answers for a pattern, evaluated on first use."""
        answers = self._answers[bounded]
        key = pattern if within is None else (pattern, within)
        try:
            return answers[key]
        except KeyError:
            started = time.monotonic()
            answer = answers[key] = self._evaluate(pattern, bounded, within)
            self.spent += time.monotonic() - started
            return answer

    def can_match_any(self, scans: tuple[Scan, ...], index: int) -> bool:
        """False only when none of ``scans`` (pattern, bounded[, within]) can match in abstract ``index``;
        answered from one combined list per batch, so a module gate is one lookup per abstract."""
        try:
            combined = self._any[scans]
        except KeyError:
            columns = [self._answer(*scan) for scan in scans]
            combined = self._any[scans] = None if None in columns else [any(row) for row in zip(*columns)]
        return True if combined is None else combined[index]

    def _evaluate(self, pattern: regex.Pattern[str], bounded: bool,
                  within: regex.Pattern[str] | None = None) -> list[bool] | None:
        parts = _translated(pattern, bounded)
        if parts is None:
            return None
        if self._series is None:
            self._series = pl.Series("norm", self.norms, dtype=pl.String)
        rows = None if within is None else self._answer(within, bounded)
        texts = self._series if rows is None else self._series.filter(pl.Series(rows, dtype=pl.Boolean))
        found = texts.str.contains(parts[0])
        for part in parts[1:]:
            found = found | texts.str.contains(part)
        if rows is None:
            return found.to_list()
        answer = iter(found.to_list())
        return [next(answer) if kept else False for kept in rows]
