"""Gold files and scoring (SPEC section 5): pairing, precision/recall/F1 and the ``eval`` report.
"""
