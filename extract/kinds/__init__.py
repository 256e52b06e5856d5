"""The kinds of SPEC section 3: one module per kind, each with the same ``find(doc) -> Iterator[Claim]``,
its rules and its positive and negative examples side by side; ``cues`` holds what several kinds share.
"""
