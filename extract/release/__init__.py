"""The published release: Croissant metadata, the dataset card, the column tables generated from
the schemas, and ``verify`` for any copy.
"""
