"""Reading text and numbers: length-preserving normalization, sentences, the number grammar,
the vocabularies (data files in ``data/``) and the ``Document`` every kind reads. Knows nothing of kinds.
"""
