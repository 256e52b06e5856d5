"""URLs: ``code_url`` for code and model hosts, ``url`` for everything else.

Abstracts write URLs plainly, inside ``\\url{...}``, as Markdown links, without a scheme
(``github.com/org/repo``) and sometimes broken by a space after a dot
(``https://github. com/org/repo``, ``https: //github.com/org/repo``), inside a path word whose rest holds an underscore
(``.../scene graph_commonsense``) or after a hyphen (``https://github.com/bigscience- workshop/...``). The evidence span covers the URL as written; ``name``
is normalized as SPEC section 4 says.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.prefilter.hints import Scan
from abstract_claims.reading.document import Document
from abstract_claims.record import Claim

KINDS = ("code_url", "url")  # the kinds this module emits
CODE_HOSTS = ("github", "gitlab", "bitbucket", "huggingface", "hf.co", "codeberg", "gitee", "sourceforge")

# One path character: anything but space, quotes, angle brackets, braces and backslash
# (LaTeX escapes such as \_ are allowed as a pair).
_CH = r"""(?:[^\s<>"'{}\\\[\]|^`]|\\[_&#%~])"""

# A link starts with a scheme, www., a code host or a GitHub Pages site; or it is a bare domain (no scheme, no www.,
# not a code host) where a link is expected: after a word that announces one, or a colon, and
# only if a dotted name with a known top-level domain follows.
_HOSTS = r"(?:github|gitlab|bitbucket|huggingface|codeberg|gitee)"  # code hosts a link may start with, no scheme needed
_LINK_START = rf"https?:\ ?//(?:\ (?=[a-z]))?|www\.|{_HOSTS}\.(?:com|org|co|io)/"  # 'https: //github.com/...'
# a GitHub Pages site, written bare after any word ('Check qbammey.github.io/4point'); costly to try at every word, so
# only where the text holds '.github.io' (``find``)
_PAGES = r"(?<![\w-])[a-z0-9-]{1,40}\.github\.io\b"
_TLDS = r"com|org|net|io|ai|edu|de|uk|fr|cn|jp|dev|app|page|site|info|me|co|ch|nl|eu"
_ANNOUNCE = r"at|available|see|visit|from|in|on"  # words after which a bare domain is a link
_BARE_CONTEXT = rf"(?<=\b(?:{_ANNOUNCE})\s{{1,3}}\[?|:\s{{1,3}}\[?)"  # a Markdown link's text too ('at [sites.google.com/...](...)')
_BARE_DOMAIN = rf"(?=(?:[a-z0-9-]{{1,63}}\.){{1,6}}(?:{_TLDS})\b)"


@cache
def _url(*, bare: bool, pages: bool, glued: bool) -> regex.Pattern[str]:
    """The URL pattern with the costly branches a text needs (``find`` asks which); compiled once each."""
    return regex.compile(
        rf"""
        (?: (?<![\w@/.])                                # a URL starts at a boundary
          {"| (?<=[A-Za-z.])(?=https?://)" if glued else ""} )  # or a scheme glued on ('project.https://', 'inhttps://')
        (?P<url>
            (?: {_LINK_START}                           # with a scheme, www. or a code host,
              {"| " + _PAGES if pages else ""}          # a GitHub Pages site,
              {"| " + _BARE_CONTEXT + _BARE_DOMAIN if bare else ""}    # or a bare domain where a link is expected
            )
            {_CH}{{1,300}}                               # the first run of the URL
            (?: (?: (?<=[./])\ (?=[\w-]{{1,40}}[./]\w)   # a space after a dot or slash that breaks the URL
                  | (?<=[\w-])\ (?=[\w-]{{0,40}}_)           # or inside a path word: the rest holds an underscore,
                                                            # which no English word does ('.../scene graph_commonsense')
                  | (?<=[A-Za-z0-9]-)\ (?=\w)              # or after a hyphen, which ends no URL ('.../A-Flash- in-the-Pan-CRS',
                                                            # 'https://humanoid- bench.github.io': 6 of 6 in large.parquet)
                  | (?<=[\w-])\ (?=[\w-]{{1,40}}/[\w.?=%-])  # or before a word the path goes on from with a slash
                  | (?<=(?://|\s)(?:www\.)?{_HOSTS}\.(?:com|org|co)/)\ (?=[\w-])
                                                            # or right after a code host's slash ('github.com/ MIT- REALM/...')
                  )                                         # ('.../face-anti spoofing/welcome/...': 5 of 5 in large.parquet)
                {_CH}{{1,300}} ){{0,2}}                  # and the rest, twice at most
        )
        """,
        regex.VERBOSE,
    )


# The bare-domain branch costs five sixths of the scan: ``regex`` tries its lookbehind at every
# word start. Where ``_BARE`` (its two conditions, as a forward pattern) matches nowhere, that
# branch cannot succeed at any position, so ``URL`` finds exactly what ``_SCHEMED`` finds; likewise the
# GitHub Pages branch where '.github.io' is absent and the glued-scheme start where ``_GLUED`` matches nowhere (each
# would double the scan of every abstract; tests/test_properties.py checks all three on the dev corpus).
URL, _SCHEMED = _url(bare=True, pages=True, glued=True), _url(bare=False, pages=True, glued=True)
_PAGES_HOST = ".github.io"
_GLUED = regex.compile(r"[A-Za-z.]https?://")
_BARE = regex.compile(rf"(?:\b(?:{_ANNOUNCE})|:)\s{{1,3}}\[?" + _BARE_DOMAIN)
# Cheap necessary conditions for the batch prefilter, whose Rust engine finds these literals at
# once (1 ms per 4,096 abstracts; ``URL`` itself takes 9, ``_BARE`` 22): every URL starts with
# ``LINK_START`` or is a bare domain, and every bare domain holds ``TLD``.
LINK_START = regex.compile(_LINK_START)
TLD = regex.compile(rf"[a-z0-9-]\.(?:{_TLDS})\b")

_SPACES = regex.compile(r"\s+")
_ESCAPED = regex.compile(r"\\([_&#%~])")
_SCHEME = regex.compile(r"(?i)https?://")
_SCHEME_WWW = regex.compile(r"(?i)^https?://(www\.)?")
_TRAILING = ".,;:!?'\")]}>*"


def normalize_url(raw: str) -> str:
    """SPEC section 4: scheme added, spaces joined, LaTeX escapes, trailing '/', '.git' and punctuation removed."""
    url = _ESCAPED.sub(r"\1", _SPACES.sub("", raw))
    while True:
        before = url
        if url and url[-1] in _TRAILING and not (url[-1] == ")" and url.count("(") >= url.count(")")):
            url = url[:-1]
        if url.endswith("/"):
            url = url[:-1]
        if url.endswith(".git"):
            url = url[:-4]
        if url == before:
            break
    if not _SCHEME.match(url):
        url = "https://" + url
    return url


def _trim(raw: str) -> str:
    """The span as written, without the punctuation that ends the sentence around it."""
    while raw and raw[-1] in _TRAILING and not (raw[-1] == ")" and raw.count("(") >= raw.count(")")):
        raw = raw[:-1]
    return raw


def scans() -> tuple[Scan, ...]:
    """The scans this module's rows come from (or cheaper patterns that match wherever they do), as
    (pattern, run on a sentence slice): when the batch prefilter says none can match an abstract, the
    module is skipped there. Keep in step with ``find`` (tests/test_prefilter.py checks it)."""
    return ((LINK_START, False), (TLD, False))


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("Code: https://github.com/whhbdmu/SCALE.", (("https://github.com/whhbdmu/SCALE", "https://github.com/whhbdmu/SCALE"),)),
    ("See our project page at example-lab.org/tiny.", (("https://example-lab.org/tiny", "example-lab.org/tiny"),)),
    # a space inside a path word is joined when the rest holds an underscore (no English word does)
    ("Code is available at https://github.com/bowenupenn/scene graph_commonsense.",
     (("https://github.com/bowenupenn/scenegraph_commonsense", "https://github.com/bowenupenn/scene graph_commonsense"),)),
    ("See https://github.com/a/b for details.", (("https://github.com/a/b", "https://github.com/a/b"),)),
    ("Our code: https: //github.com/joaxkal/lumigauss.",
     (("https://github.com/joaxkal/lumigauss", "https: //github.com/joaxkal/lumigauss"),)),
    ("Videos: https:// sites.google.com/view/deeprl-hand.",
     (("https://sites.google.com/view/deeprl-hand", "https:// sites.google.com/view/deeprl-hand"),)),
    ("Code is available at [sites.google.com/view/t2i](sites.google.com/view/t2i).",
     (("https://sites.google.com/view/t2i", "sites.google.com/view/t2i"),)),
    # a GitHub Pages site needs no scheme nor announcing word; a space before a word the path goes on from is a break
    ("Check qbammey.github.io/4point for the code.", (("https://qbammey.github.io/4point", "qbammey.github.io/4point"),)),
    ("The dataset is available at https://sites.google.com/qq.com/face-anti spoofing/welcome/challenge?authuser=0.",
     (("https://sites.google.com/qq.com/face-antispoofing/welcome/challenge?authuser=0",
       "https://sites.google.com/qq.com/face-anti spoofing/welcome/challenge?authuser=0"),)),
    ("We release LM-Pub-Quiz as an open-source project.https://lm-pub-quiz.github.io/",
     (("https://lm-pub-quiz.github.io", "https://lm-pub-quiz.github.io/"),)),
    # a space after a hyphen (no URL ends in one) is a break, and so is one right after a code host's slash
    ("It is available at https://github.com/ MIT- REALM/architect.",
     (("https://github.com/MIT-REALM/architect", "https://github.com/ MIT- REALM/architect"),)),
    ("Videos are at https://dreamwaltz3d.github.io/ for all scenes.",  # not a code host's slash: a page's, then words
     (("https://dreamwaltz3d.github.io", "https://dreamwaltz3d.github.io/"),)),
    ("Code is available at https://github.com/J- L- O/guided-cluster-aggregation.",
     (("https://github.com/J-L-O/guided-cluster-aggregation", "https://github.com/J- L- O/guided-cluster-aggregation"),)),
    # a scheme glued on inside a URL starts another (a link's text and target run together); a code host's bare root
    # before it is no link of its own (one row: one per distinct URL)
    ("Code is at https://github.com/declare-lab/Sealinghttps://github.com/declare-lab/Sealing.",
     (("https://github.com/declare-lab/Sealing", "https://github.com/declare-lab/Sealing"),)),
    ("Code: https://github.com/https://github.com/IML-DKFZ/fd-shifts",
     (("https://github.com/IML-DKFZ/fd-shifts", "https://github.com/IML-DKFZ/fd-shifts"),)),
    # ... but an archived page's URL holds the page it keeps after a slash
    ("See https://web.archive.org/web/2020/https://example.org/page for the old site.",
     (("https://web.archive.org/web/2020/https://example.org/page", "https://web.archive.org/web/2020/https://example.org/page"),)),
)
COUNTER_EXAMPLES = (
    "We use the e.g. notation and Fig.2 layout.",
    "The github.io pages and the and/or operator are words here.",
)

def find(doc: Document) -> Iterator[Claim]:
    """Every URL mention; the pipeline keeps one row per distinct URL."""
    pattern = _url(bare=doc.can_match(_BARE, within=TLD), pages=_PAGES_HOST in doc.norm, glued=bool(_GLUED.search(doc.norm)))
    for m in doc.finditer(pattern):
        for start, piece in _pieces(m.start("url"), m["url"]):
            raw = _trim(piece)
            name = normalize_url(raw)
            host = _SCHEME_WWW.sub("", name).lower()
            if "." not in host.split("/")[0]:
                continue
            kind = "code_url" if host.startswith(CODE_HOSTS) else "url"
            yield Claim(kind=kind, start=start, end=start + len(raw), text=doc.text[start:start + len(raw)],
                        rule=f"{kind}.link", name=name)


# a second scheme inside a matched URL where no URL can hold one: glued to a word ('.../Sealinghttps://github.com/...',
# a link's text and target run together) or right after a code host's root ('https://github.com/https://github.com/...');
# not after a path's slash, where an archive's URL holds the page it keeps ('web.archive.org/web/2020/https://...')
_INNER_SCHEME = regex.compile(rf"(?:(?<=[A-Za-z0-9])|(?<=//(?:www\.)?{_HOSTS}\.(?:com|org|co)/))https?://", regex.IGNORECASE)
_HOST_ROOT = regex.compile(rf"(?i)https?://(?:www\.)?{_HOSTS}\.(?:com|org|co)/?")  # a code host's bare root


def _pieces(start: int, url: str) -> Iterator[tuple[int, str]]:
    """The URLs a matched run holds, with their offsets: one, or several where a scheme starts again inside it
    (``_INNER_SCHEME``); a code host's bare root before the next is dropped (it names no code)."""
    cuts = [m.start() for m in _INNER_SCHEME.finditer(url, 1)]
    bounds = [0, *cuts, len(url)]
    for a, b in zip(bounds, bounds[1:]):
        piece = url[a:b]
        if b < len(url) and _HOST_ROOT.fullmatch(piece):
            continue
        yield start + a, piece
