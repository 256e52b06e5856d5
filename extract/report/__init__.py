"""The static audit page that highlights every extracted span (HTML with its CSS and JS as assets).
"""
