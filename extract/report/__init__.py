"""The static audit page that highlights every extracted span.

``loader`` reads and validates the tables, ``layout`` decides which spans each abstract shows and
packs the papers into the page's data, ``charts`` draws the summary figures, ``page`` assembles
the HTML (with ``assets/report.css`` and ``assets/report.js`` inline, allowed by hash), and
``command`` is the ``report`` subcommand and ``build``'s step.
"""
