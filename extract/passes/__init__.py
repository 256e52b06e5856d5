"""Post-passes over the kinds' output: coordination (lists that share a cue) and binding (metric,
dataset, baseline and hardware of the clause).
"""
