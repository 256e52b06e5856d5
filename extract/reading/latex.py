"""Names written in TeX math mode, read as plain text: ``DRE-$\\infty$`` as ``DRE-∞``, ``A$^\\mathbf{3}$T`` as ``A3T``.

Why: a paper's method is a value in the papers table, not a span, and a reader writes it as the page shows it
(GUIDELINE: LaTeX rendered plain). Claims keep the abstract's own characters and offsets; the text ``plain_names``
returns has another length and is only read for names, never for offsets.

A token is rendered only when it is one run of plain word characters and inline math (no space), every command in
its math is a style (``\\mathcal{F}``: ``F``) or a one-character symbol (``reading/data/latex_symbols.tsv``), and the
result holds a capital and nothing but letters, digits, ``-``, ``+`` and a few symbols: a name's shape, not a formula
(``$O(\\sqrt{T})$``) or a variable (``$k$-means``).
"""

from __future__ import annotations

import regex

from abstract_claims.reading.vocab import latex_symbols


# a run of word characters and inline math with no space, at least one math part, up to three
# ('DRE-$\infty$', 'A$^\mathbf{3}$T', '$\mathcal{F}$-EBM', 'G$^2$N$^2$'); not inside a word or other math
_TOKEN = regex.compile(r"""
    (?<![\w$\\{}])
    (?:[\w+-]{1,25})?                  # plain characters before the math ('DRE-', 'A')
    (?:\$[^$\s]{1,40}\$[\w+-]{0,25}){1,3}   # math and the plain characters after it ('$^\mathbf{3}$T')
    (?![\w$])
    """, regex.VERBOSE)
# commands that style their argument, which stays as written ('\mathcal{F}', '\textbf{CT-LLM}', '\mbox{-}')
_STYLED = regex.compile(r"\\(?:math(?:cal|bf|rm|sf|tt|it|bb|frak|scr)|text(?:bf|it|tt|sf|rm|sc|up|normal)?|boldsymbol|bm|"
                        r"operatorname|mbox|emph|small)\s?\{([^{}]{0,40})\}")
_BARE_STYLE = regex.compile(r"\\(?:bf|rm|it|tt|sf|small|bm|boldsymbol)(?![a-zA-Z])\s?")  # '{\bf W}'
_SYMBOL = regex.compile(r"\\([a-zA-Z]{1,12})(?![a-zA-Z])\s?")  # '\infty', '\tau'
_MATH_PART = regex.compile(r"\$(?P<math>[^$]{1,40})\$")  # one inline math part of a token
_NAME_SHAPE = regex.compile(r"^[\p{L}\p{N}+\-′†⋆∞∂∇]{2,60}$")
_CAPITAL = regex.compile(r"\p{Lu}")


def _plain_math(math: str) -> str | None:
    """The characters a math part shows, or None when it holds a command that is neither a style nor a symbol."""
    for _ in range(3):  # nested styles: '\mathtt{\Sigma\mbox{-}agent}'
        math = _STYLED.sub(r"\1", math)
    math = _BARE_STYLE.sub("", math)
    symbols = latex_symbols()
    math = _SYMBOL.sub(lambda m: symbols.get(m[1], m[0]), math)
    if "\\" in math:
        return None
    return math.replace("^", "").replace("_", "").replace("{", "").replace("}", "")


def render_token(token: str) -> str | None:
    """A name-like token with its math read as plain text, or None when it is not one.

    >>> [render_token(t) for t in ("DRE-$\\\\infty$", "A$^\\\\mathbf{3}$T", "$\\\\mathcal{F}$-EBM", "$\\\\tau$-GRU", "MS$^+$")]
    ['DRE-∞', 'A3T', 'F-EBM', 'τ-GRU', 'MS+']

    Formulas, variables and lower-case words are not names:

    >>> [render_token(t) for t in ("$O(\\\\sqrt{T})$", "$k$-means", "$\\\\ell_1$-regularized", "$\\\\frac{1}{2}$")]
    [None, None, None, None]
    """
    out: list[str] = []
    pos = 0
    for m in _MATH_PART.finditer(token):
        plain = _plain_math(m["math"])
        if plain is None:
            return None
        out += [token[pos:m.start()], plain]
        pos = m.end()
    rendered = "".join(out) + token[pos:]
    return rendered if _NAME_SHAPE.match(rendered) and _CAPITAL.search(rendered) else None


def plain_name(name: str) -> str:
    """``name`` with the math in it read as plain text where it is name-like (a title's ``D$^2$CSG`` as ``D2CSG``), else
    as written.

    >>> plain_name("Fed-CO$_{2}$"), plain_name("SCALE"), plain_name("off-policy distributional Q($\\\\lambda$)")
    ('Fed-CO2', 'SCALE', 'off-policy distributional Q($\\\\lambda$)')
    """
    if "$" not in name:
        return name
    return _TOKEN.sub(lambda m: render_token(m[0]) or m[0], name)


def plain_names(text: str) -> str | None:
    """``text`` with every name-like token that wears inline math read as plain text, or None when it has none.

    >>> plain_names("In this work we propose DRE-$\\\\infty$, a divide-and-conquer approach for $k$-means.")
    'In this work we propose DRE-∞, a divide-and-conquer approach for $k$-means.'
    >>> plain_names("A bound of $O(\\\\sqrt{T})$.") is None
    True
    """
    if "$" not in text:
        return None
    changed = False

    def render(m: regex.Match[str]) -> str:
        nonlocal changed
        plain = render_token(m[0])
        changed = changed or plain is not None
        return plain if plain is not None else m[0]

    out = _TOKEN.sub(render, text)
    return out if changed else None
