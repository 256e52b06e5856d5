"""From input files to validated tables: ingest (reading and checking inputs), batch (the pure
batch core), run (workers, progress and the atomic publication of outputs) and spark.
"""
