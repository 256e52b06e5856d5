"""Quality floors on the hand-made gold (issue 3): the eval result is read and asserted.

Floors are raised only deliberately, in their own commit, never lowered to get green.
Misses and extras are printed so a failing run says what went wrong.
"""

from __future__ import annotations

import functools
import importlib
import json
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from abstract_claims.evaluation.runner import evaluate_file, format_report
from abstract_claims.evaluation.scorer import evaluate, read_gold

GOLD = Path(__file__).resolve().parent / "gold"

FLOORS = {
    "seeds": {"numeric": 0.95, "typed": 0.90, "datasets": 0.90, "hardware": 1.0, "urls": 1.0, "method": 0.97},
    "dev": {"numeric": 0.90, "typed": 0.90, "datasets": 0.90, "hardware": 0.90, "urls": 1.0, "method": 0.94},
    # blind2025.jsonl (issue 13): 2025 venues, annotated before the extractors saw them; the study half
    "blind2025-study": {"numeric": 0.90, "typed": 0.85, "datasets": 0.95, "hardware": 1.0, "urls": 1.0, "method": 0.90},
    # the sealed half (its misses were never read): at the end of session 4 numeric 0.904, typed 0.894,
    # datasets 0.748, URLs 0.966, method 0.680; session 5: 0.910, 0.900, 0.772, 0.966, 0.680; session 6:
    # 0.920, 0.910, 0.796, 0.966, 0.680; session 7: datasets 0.808, method 0.712 (the issue's dataset target, 0.80, is
    # asserted from here on); session 9: method 0.738; session 12: datasets 0.830; session 13: numeric 0.937, typed 0.927;
    # session 15: method 0.762; session 18: datasets 0.846, URLs 1.0, method 0.781; session 20: datasets 0.878
    "blind2025-sealed": {"numeric": 0.93, "typed": 0.92, "datasets": 0.89, "hardware": 1.0, "urls": 1.0, "method": 0.84},
    # fresh2025.jsonl: a second blind draw (session 5), only scored. Before that session's rules: numeric 0.819,
    # typed 0.788, datasets 0.683, method 0.864; after: 0.831, 0.800, 0.700, 0.874; after session 6: 0.843,
    # 0.812, 0.800, 0.874; after session 7: numeric 0.849, typed 0.818, datasets 0.809, method 0.881; after
    # session 9: method 0.898; after session 10: typed 0.828, datasets 0.824; after session 12: numeric 0.853, typed
    # 0.833; after session 13: numeric 0.892, typed 0.873; after session 14: numeric 0.898, typed 0.878; after session
    # 15: method 0.908; after session 38: method 0.924. The issue-13 numeric target (0.90) is not met on it.
    "fresh2025": {"numeric": 0.90, "typed": 0.88, "datasets": 0.85, "hardware": 1.0, "urls": 1.0, "method": 0.92},
    # study2025.jsonl: a third draw (session 6), 150 abstracts annotated before the extractors ran, then
    # studied. Before session 6's rules: numeric 0.887, typed 0.833, datasets 0.782, urls 0.974, method 0.817;
    # after: 0.910, 0.856, 0.850, 0.974, 0.879; after session 7: numeric 0.913, datasets 0.867, method 0.928;
    # after session 8: numeric 0.919, typed 0.873; after session 9: numeric 0.923, typed 0.876, method 0.946;
    # after session 10: datasets 0.877; after session 11: typed 0.883; after session 12: numeric 0.937, typed 0.897,
    # method 0.958; after session 13: numeric 0.945, typed 0.905
    "study2025": {"numeric": 0.95, "typed": 0.91, "datasets": 0.89, "hardware": 1.0, "urls": 0.97, "method": 0.97},
    # study2025b.jsonl: a fourth draw (session 9), 100 abstracts annotated before the extractors ran, scored once
    # (numeric 0.870, typed 0.771, datasets 0.876, hardware 0 of 1, urls 1.0, method 0.866), then studied; after
    # session 9: numeric 0.893, typed 0.839, datasets 0.901, hardware 1.0, method 0.923; after session 10: numeric
    # 0.917, typed 0.865; after session 11: numeric 0.926, typed 0.873; after session 12: numeric 0.930, typed 0.877,
    # datasets 0.913, method 0.930; after session 13: numeric 0.953, typed 0.902; after session 15: method 0.938
    "study2025b": {"numeric": 0.96, "typed": 0.94, "datasets": 0.95, "hardware": 1.0, "urls": 1.0, "method": 0.96},
    # study2025c.jsonl: a fifth draw (session 10), 100 abstracts annotated before the extractors ran, scored once
    # at a77744d (numeric 0.808, P 0.931 R 0.714; typed 0.757, datasets 0.824, urls 1.0, method 0.833), then
    # studied; after session 10: numeric 0.884, typed 0.853, datasets 0.886, method 0.889; after session 11: numeric
    # 0.895, typed 0.863; after session 12: numeric 0.904, typed 0.880, datasets 0.909, method 0.906;
    # after session 13: numeric 0.918, typed 0.894; after session 14: numeric 0.922, typed 0.898; after session 15:
    # numeric 0.926, typed 0.903
    # after session 30: datasets 0.978
    "study2025c": {"numeric": 0.92, "typed": 0.90, "datasets": 0.97, "hardware": 1.0, "urls": 1.0, "method": 0.93},
    # study2025d.jsonl: a sixth draw (session 10), scored once at 3fe2368 (numeric 0.916, P 0.924 R 0.907; typed
    # 0.851, datasets 0.766, urls 1.0, method 0.889), then studied; after session 10: numeric 0.938, typed 0.871,
    # datasets 0.804; after session 11: numeric 0.948, typed 0.881; after session 12: numeric 0.953, typed 0.896,
    # datasets 0.825, method 0.897; after session 13: numeric 0.977, typed 0.922
    # after session 30: datasets 0.869
    "study2025d": {"numeric": 0.98, "typed": 0.94, "datasets": 0.87, "hardware": 1.0, "urls": 1.0, "method": 0.93},
    # study2025e.jsonl: a seventh draw (session 11), scored once at 9378e89 (numeric 0.890, P 0.944 R 0.842; typed
    # 0.837, datasets 0.796, urls 1.0, method 0.872), then studied; after session 11: datasets 0.874, method 0.881;
    # after session 12: numeric 0.900, typed 0.856, datasets 0.916, method 0.906;
    # after session 13: numeric 0.909, typed 0.866
    "study2025e": {"numeric": 0.93, "typed": 0.90, "datasets": 0.96, "hardware": 1.0, "urls": 1.0, "method": 0.96},
    # study2025f.jsonl: an eighth draw (session 14), annotated by four readers before the extractors ran, scored once
    # at 493555c (numeric 0.862, P 0.896 R 0.831; typed 0.854, datasets 0.745, urls 0.966, method 0.848), then studied;
    # after session 14: numeric 0.902, typed 0.894, datasets 0.787, method 0.893; after session 15: method 0.909
    "study2025f": {"numeric": 0.93, "typed": 0.93, "datasets": 0.88, "hardware": 1.0, "urls": 0.96, "method": 0.97},
    # study2025g.jsonl: a ninth draw (session 14), annotated by four readers before the extractors ran, scored blind
    # at 493555c (the session's start: numeric 0.919, P 0.968 R 0.876; typed 0.889, datasets 0.833, method 0.869) and
    # at f34fc57 (numeric 0.924, P 0.968 R 0.883; typed 0.893, datasets 0.842, method 0.869); not read in session 14;
    # read in session 15, after which: numeric 0.928, typed 0.897, datasets 0.854, method 0.934
    "study2025g": {"numeric": 0.96, "typed": 0.94, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.96},
    # study2025h.jsonl: a tenth draw (session 15), annotated by four readers before the extractors ran, scored blind
    # at 2140f66 (the session's start: numeric 0.915, P 0.942 R 0.890; typed 0.877, datasets 0.871, hardware and urls
    # 1.0, method 0.823) and at the session's end (the same: no rule of session 15 changed its 100 abstracts); not read
    # in session 15; read in session 16, after which typed 0.887, datasets 0.891, method 0.882; after session 17:
    # numeric 0.925, typed 0.897, method 0.891
    "study2025h": {"numeric": 0.95, "typed": 0.94, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.92},
    # study2025i.jsonl: an eleventh draw (session 16), annotated by four readers before the extractors ran, scored blind
    # at 4021938 (the session's start: numeric 0.948, P 0.956 R 0.940; typed 0.930, datasets 0.909, hardware 1.0, urls
    # 0.927, method 0.894) and at 0a13b22 (method 0.911, urls 0.976, the rest the same); not read in session 16; read in
    # session 17, after which datasets 0.909, method 0.918
    "study2025i": {"numeric": 0.97, "typed": 0.96, "datasets": 0.96, "hardware": 1.0, "urls": 1.0, "method": 0.94},
    # study2025j.jsonl: a twelfth draw (session 17), annotated by four readers before the extractors ran, scored blind
    # at 6803d9d (the session's start: numeric 0.928, P 0.975 R 0.885; typed 0.892, datasets 0.889, hardware 0.0 with
    # its one name '8xH100' missed, urls 1.0, method 0.822); hardware 1.0 after 'hardware: a device after a count';
    # at the session's end: numeric 0.953 (0.934 without the glued-length rule, which a helper's summary of its judgment
    # calls had pointed at: '0.38mm'), typed 0.918, the rest the same; not read in session 17
    "study2025j": {"numeric": 0.95, "typed": 0.92, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.97},
    # study2025k.jsonl: a thirteenth draw (session 18), annotated by four readers before the extractors ran, scored blind
    # at 73b86e7 (the session's start: numeric 0.913, P 0.926 R 0.900; typed 0.913, datasets 0.786, P 0.846 R 0.733;
    # hardware 1.0, urls 0.941, method 0.883) and with its last rules but three (the same figures); then read for classes of
    # misses in session 18, after which urls 1.0, datasets 0.800, method 0.891
    "study2025k": {"numeric": 0.91, "typed": 0.91, "datasets": 0.87, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # study2025l.jsonl: a fourteenth draw (end of session 18), annotated by four readers before the extractors ran, scored
    # blind with the session's last rules (eb05180: numeric 0.950, P 0.950 R 0.950; typed 0.929, datasets 0.741, P 0.811
    # R 0.682; hardware 1.0, urls 1.0, method 0.870) and its first (73b86e7: datasets 0.732, method 0.877, the rest the same);
    # read in session 19, after which numeric 0.955, typed 0.945, datasets 0.875, method 0.877
    "study2025l": {"numeric": 0.96, "typed": 0.95, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # study2025m.jsonl: a fifteenth draw (start of session 19), annotated by four readers before the extractors ran,
    # scored blind at e0fe62c (the session's first rules: numeric 0.869, P 0.887 R 0.852; typed 0.788, datasets 0.785,
    # P 0.912 R 0.689; hardware 0.667, urls 1.0, method 0.849) and, still unread, with its rules near the end: datasets
    # 0.800, hardware 1.0 (not blind: 'Jetson AGX', named in a helper's summary), every other figure the same; then read,
    # after which typed 0.808
    "study2025m": {"numeric": 0.91, "typed": 0.87, "datasets": 0.84, "hardware": 1.0, "urls": 1.0, "method": 0.91},
    # study2025n.jsonl: a sixteenth draw (session 19, drawn in its second half), annotated by four readers before the
    # extractors ran, scored blind with the session's rules as they stood then (numeric 0.922, P 0.906 R 0.938; typed
    # 0.8696, datasets 0.796, P 0.886 R 0.722; no hardware named, urls 1.0, method 0.848; its first rules, e0fe62c, the
    # same) and with its last (typed 0.878 after the residual degradation rule, read from study2025m; the rest the same)
    # after session 30: method 0.867
    "study2025n": {"numeric": 0.94, "typed": 0.92, "datasets": 0.88, "hardware": 1.0, "urls": 1.0, "method": 0.90},
    # study2025o.jsonl: a seventeenth draw (start of session 20), annotated by four readers before the extractors ran,
    # scored blind with the session's first rules (ae94d50: numeric 0.960, P 0.942 R 0.978; typed 0.930, datasets 0.836,
    # P 0.968 R 0.735; no hardware named, urls 1.0, method 0.841, P 0.883 R 0.803)
    "study2025o": {"numeric": 0.96, "typed": 0.95, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.90},
    # names2025.jsonl: an eighteenth draw (session 20), 200 abstracts annotated by four readers for the method and the
    # dataset names only, before the extractors ran; scored with the session's first rules (ae94d50): datasets 0.812,
    # P 0.890 R 0.747; method 0.866, P 0.909 R 0.826
    "names2025": {"datasets": 0.94, "method": 0.94},
    # names2025b.jsonl: a nineteenth draw (session 20, its middle), 200 abstracts annotated like names2025, scored blind
    # with the session's first rules (ae94d50: datasets 0.839, P 0.909 R 0.779; method 0.890, P 0.929 R 0.854) and with
    # its rules as they then stood (1e27599 and the fraction-count rule: datasets 0.847, method 0.894)
    "names2025b": {"datasets": 0.94, "method": 0.93},
    # names2025c.jsonl: a twentieth draw (session 20, near its end), 200 abstracts annotated like names2025, scored blind
    # with the session's first rules (ae94d50: datasets 0.832, P 0.928 R 0.755; method 0.860, P 0.899 R 0.824) and its
    # last (datasets the same, method 0.865)
    "names2025c": {"datasets": 0.89, "method": 0.89},
    # names2025d.jsonl: a twenty-first draw (start of session 21), 200 abstracts annotated like names2025 before the
    # extractors ran, scored blind with the session's first rules (1961ff7: datasets 0.893, P 0.920 R 0.868; method
    # 0.906, P 0.941 R 0.874) and its last (datasets 0.902, P 0.939 R 0.868; method the same); then read
    "names2025d": {"datasets": 0.93, "method": 0.94},
    # study2025p.jsonl: a twenty-second draw (session 21, its middle), annotated by four readers before the extractors
    # ran, scored blind with the session's rules then (14070d4) and its first (1961ff7), the same figures: numeric 0.934,
    # P 0.946 R 0.922; typed 0.8899; datasets 0.874, P 0.950 R 0.808; hardware 1.0; urls 1.0; method 0.879, P 0.927 R 0.836;
    # with its last rules the same; then read
    "study2025p": {"numeric": 0.94, "typed": 0.91, "datasets": 0.90, "hardware": 1.0, "urls": 1.0, "method": 0.91},
    # names2025e.jsonl: a twenty-third draw (session 21, its middle), 200 abstracts annotated like names2025, scored blind
    # like study2025p, the same figures with the first, the then and the last rules: datasets 0.852, P 0.893 R 0.814;
    # method 0.883; then read
    "names2025e": {"datasets": 0.91, "method": 0.91},
    # study2025q.jsonl: a twenty-fourth draw (start of session 22), annotated by four readers before the extractors ran,
    # scored blind with the session's first rules (6fc957e): numeric 0.915, P 0.945 R 0.887; typed 0.830; datasets
    # 0.895, P 0.962 R 0.836; hardware 1.0; urls 1.0; method 0.872, P 0.911 R 0.836 (typed 0.8298); blind again with its
    # rules before the file was read (0a45232): numeric 0.932, typed 0.859, the rest the same; then read
    "study2025q": {"numeric": 0.93, "typed": 0.86, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.91},
    # names2025f.jsonl: a twenty-fifth draw (start of session 22), 200 abstracts annotated like names2025, scored blind
    # with the session's first rules (6fc957e): datasets 0.823, P 0.868 R 0.782; method 0.837, P 0.891 R 0.789; the same
    # with its rules before the file was read (0a45232); then read
    "names2025f": {"datasets": 0.88, "method": 0.88},
    # study2025r.jsonl: a twenty-sixth draw (start of session 23), annotated by four readers before the extractors ran,
    # scored blind with the session's first rules (c562024): numeric 0.946, P 0.967 R 0.925; typed 0.870; datasets
    # 0.745, P 0.927 R 0.623; hardware 1.0; urls 0.909; method 0.840, P 0.862 R 0.820; then read (its dataset misses were
    # the session's study material): datasets 0.815 at the session's end
    "study2025r": {"numeric": 0.96, "typed": 0.90, "datasets": 0.84, "hardware": 1.0, "urls": 0.90, "method": 0.90},
    # names2025g.jsonl: a twenty-seventh draw (start of session 23), 200 abstracts annotated like names2025, scored blind
    # with the session's first rules (c562024): datasets 0.776, P 0.866 R 0.703; method 0.913, P 0.926 R 0.901; blind again
    # with its rules before the file was read (44323b3): datasets 0.785, P 0.859 R 0.723, method 0.913; then read: 0.804
    "names2025g": {"datasets": 0.84, "method": 0.95},
    # study2025s.jsonl: a twenty-eighth draw (start of session 24), annotated by four readers before the extractors ran,
    # scored blind with the session's first rules (8273d31): numeric 0.921, P 0.943 R 0.901; typed 0.888; datasets
    # 0.851, P 0.949 R 0.771; hardware and urls 1.0; method 0.887, P 0.887 R 0.887; then read (numeric 0.933, typed
    # 0.899, datasets 0.913, method 0.897 at the session's end)
    "study2025s": {"numeric": 0.94, "typed": 0.91, "datasets": 0.92, "hardware": 1.0, "urls": 1.0, "method": 0.96},
    # names2025h.jsonl: a twenty-ninth draw (start of session 24), 200 abstracts annotated like names2025, scored blind
    # with the session's first rules (8273d31): datasets 0.815, P 0.948 R 0.714; method 0.882, P 0.933 R 0.836; blind
    # again with its rules before the file was read (b225560): datasets 0.815, method 0.886; then read: 0.841, 0.898
    "names2025h": {"datasets": 0.89, "method": 0.93},
    # study2025t.jsonl: a thirtieth draw (start of session 25), annotated by four readers before the extractors ran,
    # scored blind with the session's first rules (4b52607): numeric 0.884, P 0.946 R 0.830; typed 0.834; datasets
    # 0.892, P 0.967 R 0.829; hardware 1.0; urls 0.941; method 0.873, P 0.859 R 0.887; then read (numeric 0.895, typed
    # 0.846, datasets 0.941, urls 1.0, method 0.894 at the session's end)
    "study2025t": {"numeric": 0.92, "typed": 0.88, "datasets": 0.97, "hardware": 1.0, "urls": 1.0, "method": 0.89},
    # names2025i.jsonl: the thirty-first and last draw of the pool (start of session 25), its 50 remaining abstracts
    # annotated like names2025, scored blind with the session's first rules (4b52607): datasets 0.737, P 0.737 R 0.737;
    # method 0.828, P 0.889 R 0.774; blind again with its rules before it was read (a5a9edb): unchanged; then read: 0.769,
    # 0.862
    "names2025i": {"datasets": 0.76, "method": 0.88},
    # late2026a.jsonl: 100 large.parquet abstracts of 2026 venues (tests/gold/draw_late.py, seed 2056; the pool is fully
    # drawn), annotated by four readers at the end of session 25 before any extractor ran; scored blind with the
    # session's last rules (05a1068): numeric 0.917, P 0.923 R 0.911; typed 0.879; datasets 0.878, P 1.0 R 0.783;
    # urls 0.957; method 0.910, P 0.917 R 0.904 (with its first rules, 4b52607: the same but datasets 0.850); not read
    "late2026a": {"numeric": 0.92, "typed": 0.88, "datasets": 0.91, "hardware": 1.0, "urls": 0.95, "method": 0.95},
    # late2026b.jsonl: the second late draw (draw_late.py, seed 2057), 100 abstracts annotated by four readers at the start
    # of session 26 before any extractor ran; scored blind with the session's first rules (3bfe133): numeric 0.947, P
    # 0.961 R 0.932; typed 0.863; datasets 0.891, P 0.919 R 0.864; hardware 0.667 (P 1.0 R 0.5, one of two missed);
    # urls 1.0; method 0.887, P 0.926 R 0.851; then read
    "late2026b": {"numeric": 0.95, "typed": 0.94, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # names2026c.jsonl: the third late draw (seed 2058), 100 abstracts annotated like names2025, scored blind with the
    # session's first rules (3bfe133): datasets 0.955, P 0.941 R 0.970; method 0.866, P 0.917 R 0.821; then read
    "names2026c": {"datasets": 0.98, "method": 0.92},
    # late2026d.jsonl: the fourth late draw (seed 2059), 100 abstracts annotated by four readers at the end of session 26
    # before any extractor ran; scored blind with the session's last rules (47dd12a): numeric 0.960, P 0.944 R 0.977;
    # typed 0.903; datasets 0.866, P 0.879 R 0.853; hardware 0.0 (its one device, a development board, missed); urls
    # 1.0; method 0.882, P 0.918 R 0.849 (with its first rules, 3bfe133: the same but datasets 0.853); scored blind again
    # with session 27's first rules (the same), then read (the board rule brought hardware to 1.0)
    "late2026d": {"numeric": 0.96, "typed": 0.90, "datasets": 0.97, "hardware": 1.0, "urls": 1.0, "method": 0.94},
    # late2026e.jsonl: the fifth late draw (seed 2060), 100 abstracts annotated by four readers at the start of session 27
    # before any extractor ran; scored blind with the session's first rules (d95b195): numeric 0.898, P 0.898 R 0.898;
    # typed 0.837; datasets 0.882, P 0.891 R 0.872; hardware 1.0 (no device named); urls 1.0; method 0.892, P 0.930
    # R 0.857
    "late2026e": {"numeric": 0.93, "typed": 0.91, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.91},
    # names2026f.jsonl: the sixth late draw (seed 2061), 100 abstracts annotated like names2025 at the start of session
    # 27, scored blind with the session's first rules (d95b195): datasets 0.889, P 0.970 R 0.821; method 0.912, P 0.905
    # R 0.919
    "names2026f": {"datasets": 0.93, "method": 0.96},
    # late2026g.jsonl: the seventh late draw (seed 2062), 100 abstracts annotated by four readers in session 27, drawn
    # after the session's rules were written; scored blind with its rules at 9b29574: numeric 0.920, P 0.932 R 0.908;
    # typed 0.893; datasets 0.909, P 0.909 R 0.909; hardware 1.0 (none named); urls 1.0; method 0.931, P 0.944 R 0.919
    # (with the session's first rules, d95b195: the same)
    "late2026g": {"numeric": 0.93, "typed": 0.90, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # names2026h.jsonl: the eighth late draw (seed 2063), 100 abstracts annotated like names2025 in session 27, scored
    # blind with its rules at 9b29574: datasets 0.951, P 1.0 R 0.907; method 0.873, P 0.912 R 0.838 (first rules: 0.859)
    "names2026h": {"datasets": 0.98, "method": 0.95},
    # late2026i.jsonl: the ninth late draw (seed 2064), 100 abstracts annotated by four readers at the start of session
    # 28 before any extractor ran; scored blind with the session's first rules (4175e0c): numeric 0.958, P 0.952
    # R 0.963; typed 0.885; datasets 0.928, P 1.0 R 0.865; hardware 1.0 (none named); urls 1.0; method 0.952, P 0.959
    # R 0.946
    "late2026i": {"numeric": 0.97, "typed": 0.93, "datasets": 0.96, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # names2026j.jsonl: the tenth late draw (seed 2065), 100 abstracts annotated like names2025 at the start of session
    # 28, scored blind with the session's first rules (4175e0c): datasets 0.860, P 0.930 R 0.800; method 0.894, P 0.894
    # R 0.894
    "names2026j": {"datasets": 0.98, "method": 0.94},
    # late2026k.jsonl: the eleventh late draw (seed 2066), 100 abstracts annotated by four readers in session 28, drawn
    # after most of the session's rules were written; scored blind with its rules at 5dc8c5f (and HEAD when scored,
    # the same): numeric 0.938, P 0.954 R 0.922; typed 0.904; datasets 0.883, P 0.855 R 0.914 (session's first rules
    # 0.864); hardware 1.0 (none named); urls 1.0; method 0.861, P 0.881 R 0.843
    "late2026k": {"numeric": 0.93, "typed": 0.90, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.88},
    # names2026l.jsonl: the twelfth late draw (seed 2067), 100 abstracts annotated like names2025 in session 28, scored
    # blind with the rules at 5dc8c5f (the session's first rules: the same): datasets 0.917, P 1.0 R 0.846; method
    # 0.916, P 0.938 R 0.895
    "names2026l": {"datasets": 0.96, "method": 0.93},
    # late2026m.jsonl: the thirteenth late draw (seed 2068), 100 abstracts annotated by four readers at the start of
    # session 29 before any extractor ran; scored blind with the session's first rules (d00ecec): numeric 0.918, P 0.897
    # R 0.940; typed 0.906; datasets 0.886, P 0.907 R 0.867; hardware 1.0; urls 0.978; method 0.851, P 0.905 R 0.803
    "late2026m": {"numeric": 0.92, "typed": 0.91, "datasets": 0.92, "hardware": 1.0, "urls": 1.00, "method": 0.88},
    # names2026n.jsonl: the fourteenth late draw (seed 2069), 100 abstracts annotated like names2025 at the start of
    # session 29, scored blind with the session's first rules (d00ecec): datasets 0.881, P 0.929 R 0.839; method 0.893,
    # P 0.900 R 0.885
    "names2026n": {"datasets": 0.89, "method": 0.91},
    # late2026o.jsonl: the fifteenth late draw (seed 2070), 100 abstracts annotated by four readers in session 29, drawn
    # after its first rules were written, before any extractor ran on them; scored blind with the rules at 269ba7f:
    # numeric 0.881, P 0.907 R 0.857; typed 0.825; datasets 0.925, P 0.949 R 0.902 (the session's first rules, d00ecec:
    # 0.911, the rest the same); hardware 1.0; urls 1.0; method 0.879, P 0.892 R 0.866
    "late2026o": {"numeric": 0.91, "typed": 0.86, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.90},
    # names2026p.jsonl: the sixteenth late draw (seed 2071), 100 abstracts annotated like names2025 in session 29, scored
    # blind with the rules at 269ba7f (the session's first rules: the same): datasets 0.904, P 0.929 R 0.881; method
    # 0.914, P 0.955 R 0.877
    "names2026p": {"datasets": 0.94, "method": 0.95},
    # late2026q.jsonl: the seventeenth late draw (seed 2072), 100 abstracts annotated by four readers at the end of
    # session 29, drawn after all its rules were written, before any extractor ran on them; scored blind with the rules at
    # 6ddb665 (the session's first rules, d00ecec: the same): numeric 0.913, P 0.904 R 0.922; typed 0.903; datasets
    # 0.872, P 0.944 R 0.809; hardware 1.0; urls 1.0; method 0.843, P 0.864 R 0.823
    # after session 30 (read): numeric 0.922, typed 0.912, datasets 0.927, method 0.894
    "late2026q": {"numeric": 0.92, "typed": 0.91, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.93},
    # names2026r.jsonl: the eighteenth late draw (seed 2073), 100 abstracts annotated like names2025 at the end of session
    # 29, scored blind with the rules at 6ddb665 (the session's first rules: the same): datasets 0.892, P 0.853 R 0.935;
    # method 0.793, P 0.836 R 0.754
    # after session 30 (read): method 0.817
    "names2026r": {"datasets": 0.92, "method": 0.83},
    # late2026s.jsonl: the nineteenth late draw (seed 2074), 100 abstracts annotated by four readers at the start of
    # session 30, before any extractor ran on them; scored blind with the rules at a4d97ad (the session's first rules):
    # numeric 0.891, P 0.882 R 0.901; typed 0.859; datasets 0.805, P 0.897 R 0.729; hardware 1.0; urls 1.0; method
    # 0.782, P 0.800 R 0.765
    # after session 30 (read): numeric 0.901, typed 0.890, datasets 0.894, method 0.827
    "late2026s": {"numeric": 0.90, "typed": 0.89, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.87},
    # names2026t.jsonl: the twentieth late draw (seed 2075), 100 abstracts annotated like names2025 at the start of
    # session 30, scored blind with the rules at a4d97ad: datasets 0.904, P 0.943 R 0.868; method 0.917
    # after session 30 (read): datasets 0.919, method 0.941
    "names2026t": {"datasets": 0.96, "method": 0.95},
    # late2026u.jsonl: the twenty-first late draw (seed 2076), 100 abstracts annotated by four readers in session 30,
    # drawn after its first rules were written (late2026s and names2026t were then read), before any extractor ran on
    # them; scored blind with the rules at 63c9328: numeric 0.929, P 0.952 R 0.908; typed 0.894; datasets 0.938, P 0.974
    # R 0.905; hardware 1.0; urls 1.0; method 0.809, P 0.846 R 0.775 (at the session's start, a4d97ad: the same)
    # after session 30's last three method rules (not read): method 0.835
    "late2026u": {"numeric": 0.94, "typed": 0.92, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.86},
    # names2026v.jsonl: the twenty-second late draw (seed 2077), annotated like names2025 in session 30, scored blind at
    # 63c9328: datasets 0.926, P 0.898 R 0.957; method 0.884, P 0.919 R 0.851 (at a4d97ad: datasets 0.903, method 0.884)
    # after session 30's last rule (not read): method 0.892
    "names2026v": {"datasets": 0.95, "method": 0.89},
    # late2026w.jsonl: the twenty-third late draw (seed 2078), 100 abstracts annotated by four readers at the start of
    # session 31, before any extractor ran on them; scored blind with the rules at 1066c96: numeric 0.918, P 0.940
    # R 0.897; typed 0.835; datasets 0.857, P 0.878 R 0.837; hardware 1.0; urls 1.0; method 0.905
    "late2026w": {"numeric": 0.92, "typed": 0.86, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.91},
    # names2026x.jsonl: the twenty-fourth late draw (seed 2079), annotated like names2025 at the start of session 31,
    # scored blind at 1066c96: datasets 0.845, P 0.968 R 0.750; method 0.923
    "names2026x": {"datasets": 0.93, "method": 0.92},
    # late2026y.jsonl: the twenty-fifth late draw (seed 2080), 100 abstracts annotated by four readers in session 31
    # after its first rules were written (late2026w and names2026x still unread), before any extractor ran on them;
    # scored blind with the rules at c729e7b: numeric 0.893, P 0.887 R 0.899; typed 0.830; datasets 0.837, P 0.923
    # R 0.766; hardware 0.500; urls 1.0; method 0.909
    # after session 31 (read after that score): numeric 0.919, typed 0.857, datasets 0.851, hardware 1.0, method 0.917
    "late2026y": {"numeric": 0.92, "typed": 0.87, "datasets": 0.86, "hardware": 1.0, "urls": 1.0, "method": 0.92},
    # names2026z.jsonl: the twenty-sixth late draw (seed 2081), annotated like names2025 in session 31, scored blind at
    # c729e7b: datasets 0.966, P 1.0 R 0.933; method 0.927; after session 31 (read): datasets 0.977
    "names2026z": {"datasets": 0.98, "method": 0.93},
    # late2026aa.jsonl: the twenty-seventh late draw (seed 2082), 100 abstracts annotated by four readers at the start of
    # session 32, before any extractor ran on them; scored blind with the rules at 8563d39: numeric 0.895, P 0.923
    # R 0.870; typed 0.806; datasets 0.932, P 0.976 R 0.891; hardware 1.0; urls 1.0; method 0.936
    "late2026aa": {"numeric": 0.91, "typed": 0.83, "datasets": 0.95, "hardware": 1.0, "urls": 1.0, "method": 0.95},
    # names2026ab.jsonl: the twenty-eighth late draw (seed 2083), annotated like names2025 at the start of session 32,
    # scored blind at 8563d39: datasets 0.923, P 0.968 R 0.882; method 0.910
    "names2026ab": {"datasets": 0.93, "method": 0.97},
    # late2026ac.jsonl: the twenty-ninth late draw (seed 2084), 100 abstracts annotated by four readers in session 32
    # after its first rules (to 94de481; late2026aa and names2026ab still unread), before any extractor ran on them;
    # scored blind with the rules at 94de481: numeric 0.939, P 0.977 R 0.903; typed 0.827; datasets 0.879, P 0.879
    # R 0.879; hardware 1.0; urls 1.0; method 0.916 (with session 31's rules, 8563d39: datasets 0.866); read in session 33
    # after a second unchanged score (9311805), floors raised to session 33's scores
    "late2026ac": {"numeric": 0.94, "typed": 0.86, "datasets": 0.89, "hardware": 1.0, "urls": 1.0, "method": 0.94},
    # names2026ad.jsonl: the thirtieth late draw (seed 2085), annotated like names2025 in session 32, scored blind at
    # 94de481: datasets 0.842, P 0.889 R 0.800; method 0.955 (the same at 8563d39); read in
    # session 33 after a second unchanged score, floor raised to its datasets score then
    "names2026ad": {"datasets": 0.89, "method": 0.95},
    # late2026ae.jsonl: the thirty-first late draw (seed 2086), 100 abstracts annotated by four readers at the start of
    # session 33, before any extractor ran on them; scored blind with session 32's rules (9311805): numeric 0.904,
    # P 0.937 R 0.873; typed 0.812; datasets 0.935, P 0.947 R 0.923; hardware 0.0 (its one device, `D-Wave`
    # annealers, not in the vocabulary; 1.0 since 444cf5a, floor raised to it); urls 1.0; method 0.918; datasets
    # floor raised to its score with the D-Wave rule (0.947, 444cf5a); read in session 34, floors raised to its rules'
    # scores (numeric 0.924, typed 0.853, datasets 0.961, method 0.942)
    "late2026ae": {"numeric": 0.93, "typed": 0.87, "datasets": 0.97, "hardware": 1.0, "urls": 1.0, "method": 0.96},
    # names2026af.jsonl: the thirty-second and last late draw (seed 2087, the 49 rows left), annotated like names2025
    # at the start of session 33, scored blind at 9311805: datasets 0.875, P 0.824 R 0.933; method 0.909; read in session
    # 34, method floor raised to its rules' score (0.925)
    "names2026af": {"datasets": 0.87, "method": 0.92},
    # venues2024a.jsonl: 100 large.parquet abstracts of the hidden set's venues up to 2024 (tests/gold/draw_venue.py, seed
    # 2090; pool2025 and the 2026 rows are fully drawn), annotated like names2025 by four readers at the start of session
    # 35, scored blind at bf1280c (the session's first two rules did not move it): datasets 0.825, P 0.897 R 0.765;
    # method 0.825, P 0.917 R 0.750
    "venues2024a": {"datasets": 0.87, "method": 0.90},
    # venues2024b.jsonl: the second venue draw (draw_venue.py, seed 2091), annotated like names2025 by four readers in
    # session 35 after its first rules, scored blind at 9d6b97e (and the same at the session's first commit, 55e923e):
    # datasets 0.829, P 0.879 R 0.784; method 0.854; unread until session 36's start (same score, 22ea9d8), read since
    "venues2024b": {"datasets": 0.88, "method": 0.92},
    # venues2024c.jsonl: the third venue draw (draw_venue.py, seed 2092), annotated like names2025 by four readers at the
    # start of session 36, scored blind at 7247ba7 (the rules of 22ea9d8): datasets 0.812, P 0.907 R 0.736; method
    # 0.782, P 0.850 R 0.723; kept unread until the session's end
    "venues2024c": {"datasets": 0.86, "method": 0.81},
    # venues2024d.jsonl: the fourth venue draw (draw_venue.py, seed 2093), annotated like names2025 by four readers at the
    # start of session 37, scored blind at 8a9ee97 (the rules of session 36's end): datasets 0.857, P 0.907 R 0.812;
    # method 0.857, P 0.947 R 0.783; kept unread
    "venues2024d": {"datasets": 0.86, "method": 0.85},
    # venues2024e.jsonl: the fifth venue draw (draw_venue.py, seed 2094), annotated like names2025 by four readers at the
    # end of session 37, scored blind at 0d4c854 (the session's last rules): datasets 0.837, P 0.857 R 0.818; method
    # 0.844, P 0.864 R 0.826; scored the same at session 38's start (5f05e6c), read since
    "venues2024e": {"datasets": 0.90, "method": 0.91},
    # venues2024f.jsonl: the sixth venue draw (draw_venue.py, seed 2095), annotated like names2025 by four readers at the
    # start of session 38, scored blind at 5f05e6c (the rules of session 37's end): datasets 0.840, P 0.850 R 0.829;
    # method 0.830, P 0.886 R 0.780; scored the same at session 39's start (ab2d612), read since
    "venues2024f": {"datasets": 0.86, "method": 0.91},
    # venues2024g.jsonl: the seventh venue draw (draw_venue.py, seed 2096), annotated like names2025 by four readers at
    # the start of session 39, scored blind at ab2d612 (the rules of session 38's end): datasets 0.939, P 0.979 R 0.902;
    # method 0.800, P 0.800 R 0.800; scored the same at the session's end (484b76a) and at session 40's start, read since
    "venues2024g": {"datasets": 0.96, "method": 0.88},
    # venues2024h.jsonl: the eighth venue draw (draw_venue.py, seed 2097), annotated like names2025 by four readers at
    # the start of session 40, scored blind at 484b76a (the rules of session 39's end): datasets 0.800, P 0.929 R 0.703;
    # method 0.848, P 0.907 R 0.796; scored the same after the session's last rule (7ed2b00) and at session 41's start
    # (07d7d00), read since
    "venues2024h": {"datasets": 0.83, "method": 0.90},
    # venues2024i.jsonl: the ninth venue draw (draw_venue.py, seed 2098), annotated like names2025 by four readers late in
    # session 40, scored blind once at 5d6fed5 (the session's rules then): datasets 0.873, P 0.939 R 0.816; method 0.789,
    # P 0.882 R 0.714; read since
    "venues2024i": {"datasets": 0.94, "method": 0.83},
    # venues2024j.jsonl: the tenth venue draw (draw_venue.py, seed 2099), annotated like names2025 by four readers at
    # the start of session 41, scored blind at 07d7d00 (the rules of session 40's end): datasets 0.983, P 1.000 R 0.967;
    # method 0.835, P 0.868 R 0.805; scored the same after the session's last rule (3d16b00) and at session 42's start
    # (65ae7dc), read since
    "venues2024j": {"datasets": 0.98, "method": 0.85},
    # venues2024k.jsonl: the eleventh venue draw (draw_venue.py, seed 2100), annotated like names2025 by four readers at
    # the start of session 42, scored blind at 65ae7dc (the rules of session 41's end): datasets 0.828, P 0.900 R 0.766;
    # method 0.848, P 0.907 R 0.796; scored the same after the session's last rule (4716273) and at session 43's start,
    # read since
    "venues2024k": {"datasets": 0.82, "method": 0.86},
    # venues2024l.jsonl: the twelfth venue draw (draw_venue.py, seed 2101), annotated like names2025 by four readers at
    # the start of session 43, scored blind at 4716273 (the rules of session 42's end): datasets 0.765, P 0.886 R 0.674;
    # method 0.821, P 0.865 R 0.780; after the session's vocabulary datasets 0.809, method 0.821 (F1 only); the same at
    # session 44's start, read since
    "venues2024l": {"datasets": 0.86, "method": 0.83},
    # venues2024m.jsonl: the thirteenth venue draw (draw_venue.py, seed 2102), annotated like names2025 by four readers
    # at the start of session 44, scored blind at 4240136 (the rules of session 43's end): datasets 0.833, P 0.897 R 0.778;
    # method 0.795, P 0.917 R 0.702; its two URL errors read; datasets 0.847 at session 44's end (F1 only); the same at
    # session 45's start, read since
    "venues2024m": {"datasets": 0.89, "method": 0.82},
    # venues2024n.jsonl: the fourteenth venue draw (draw_venue.py, seed 2103), annotated like names2025 by four readers
    # at the start of session 45, scored blind at 9bc0b12 (the rules of session 44's end): datasets 0.861, P 0.922
    # R 0.808; method 0.917, P 1.000 R 0.846; the same at session 46's start, read since; datasets 0.878 at 6c14d5e
    "venues2024n": {"datasets": 0.87, "method": 0.93},
    # venues2024o.jsonl: the fifteenth venue draw (draw_venue.py, seed 2104), annotated like names2025 by four readers
    # at the start of session 46, scored blind at 768fcd2 (the rules of session 45's end) and at 6d11412 (the session's
    # first three rules), the same: datasets 0.868, P 0.947 R 0.800; method 0.787, P 0.861 R 0.725; the same at
    # session 47's start, read since; datasets 0.916 and method 0.857 at session 47's end
    "venues2024o": {"datasets": 0.91, "method": 0.85},
    # venues2024p.jsonl: the sixteenth venue draw (draw_venue.py, seed 2105), annotated like names2025 by four readers
    # at the start of session 47, scored blind at 2d5ce62 (the rules of session 46's end): datasets 0.849, P 0.977
    # R 0.750; method 0.843, P 0.921 R 0.778; the same at session 48's start (ca3b5e3), read since; datasets 0.860 and
    # method 0.857 at session 48's end
    "venues2024p": {"datasets": 0.86, "method": 0.85},
    # venues2024q.jsonl: the seventeenth venue draw (draw_venue.py, seed 2106), annotated like names2025 by four readers
    # at the start of session 48, scored blind at ca3b5e3 (the rules of session 47's end): datasets 0.878, P 0.843
    # R 0.915; method 0.783, P 0.794 R 0.771; method 0.794 at session 48's end (its F1 only looked at); the same at
    # session 49's start (1b3eef5), read since
    "venues2024q": {"datasets": 0.87, "method": 0.85},
    # venues2024r.jsonl: the eighteenth venue draw (draw_venue.py, seed 2107), annotated like names2025 by four readers
    # at the start of session 49, scored blind at 1b3eef5 (the rules of session 48's end): datasets 0.889, P 0.966
    # R 0.824; method 0.828, P 0.889 R 0.774; the same at session 50's start (d76ea97), read since
    "venues2024r": {"datasets": 0.88, "method": 0.82},
    # venues2024s.jsonl: the nineteenth venue draw (draw_venue.py, seed 2108), annotated like names2025 by four readers
    # during session 49, scored blind at 1b3eef5 (the rules of session 48's end): datasets 0.921, P 0.897 R 0.946;
    # method 0.784, P 0.906 R 0.691; method 0.794 at session 49's end (its F1 only looked at); the same at session
    # 50's start (d76ea97), read since
    "venues2024s": {"datasets": 0.92, "method": 0.81},
    # venues2024t.jsonl: the twentieth venue draw (draw_venue.py, seed 2109), annotated like names2025 by four readers
    # at the start of session 50, scored blind at d76ea97 (the rules of session 49's end): datasets 0.897, P 0.975
    # R 0.830; method 0.935, P 0.980 R 0.893; the same at session 51's start (dfba353), read since
    "venues2024t": {"datasets": 0.89, "method": 0.94},
    # venues2024u.jsonl: the twenty-first venue draw (draw_venue.py, seed 2110), annotated like names2025 by four readers
    # at the start of session 51, scored blind at dfba353 (the rules of session 50's end): datasets 0.966, P 0.966
    # R 0.966; method 0.882, P 0.911 R 0.854; the same at session 52's start (ffa43ec), read since
    "venues2024u": {"datasets": 0.96, "method": 0.88},
    # venues2024v.jsonl: the twenty-second venue draw (draw_venue.py, seed 2111), annotated like names2025 by four
    # readers at the end of session 51, scored blind with its last rules (edb2c3d): datasets 0.820, P 0.932 R 0.732;
    # method 0.806, P 0.935 R 0.707 (with the session's first rules, dfba353: datasets 0.808, method 0.806); the same
    # at session 52's start and end and at session 53's start (dd9038e), read since
    "venues2024v": {"datasets": 0.82, "method": 0.80},
    # venues2024w.jsonl: the twenty-third venue draw (draw_venue.py, seed 2112), annotated like names2025 by four
    # readers at the start of session 52, scored blind at ffa43ec (the rules of session 51's end): datasets 0.897,
    # P 0.946 R 0.854; method 0.817, P 0.905 R 0.745; URLs 13 of 13; method 0.830 with session 52's last rules (a
    # reader's report had quoted one of its readings, so not blind); the same at session 53's start (dd9038e), read since
    "venues2024w": {"datasets": 0.89, "method": 0.82},
    # venues2024x.jsonl: the twenty-fourth venue draw (draw_venue.py, seed 2113), annotated like names2025 by four
    # readers at the end of session 52, scored blind with its last rules (77ae322): datasets 0.849, P 0.966 R 0.757;
    # method 0.925, P 0.977 R 0.878; URLs 10 of 10, hardware 2 of 2 (the same with the session's first rules, ffa43ec);
    # kept unread
    "venues2024x": {"datasets": 0.84, "method": 0.92},
    # venues2024y.jsonl: the twenty-fifth venue draw (draw_venue.py, seed 2114), annotated like names2025 by four
    # readers at the start of session 53, scored blind at 52e2387 (the rules of session 52's end): datasets 0.850,
    # P 0.872 R 0.829; method 0.776, P 0.897 R 0.684; URLs 11 of 11; kept unread
    "venues2024y": {"datasets": 0.85, "method": 0.77},
    # venues2024z.jsonl: the twenty-sixth venue draw (draw_venue.py, seed 2115), the only one annotated in full (numeric
    # claims too) by four readers during session 53, scored blind at 7505133 (the rules of session 52's end): numeric
    # 0.906, P 0.906 R 0.906 (53 gold claims); typed 0.868; datasets 0.917, P 0.917 R 0.917; method 0.795, P 0.829
    # R 0.763; URLs 8 of 8; with issue 13's filing tree (aa7448a) numeric 0.758, datasets 0.667, method 0.732; kept unread
    "venues2024z": {"numeric": 0.90, "typed": 0.86, "datasets": 0.91, "hardware": 1.0, "urls": 1.0, "method": 0.79},
    # recent2024.jsonl: 200 of the venue rows of 2023 and 2024 the venue draws left (draw_venue.py, draw_recent, seed
    # 2116), the nearest our gold comes to the hidden set's 2025 abstracts, annotated in full by eight readers during
    # session 53 and scored blind at 3127673: numeric 0.885, P 0.875 R 0.894 (180 gold claims); typed 0.835; datasets
    # 0.920, P 0.942 R 0.900; method 0.871, P 0.946 R 0.807; URLs 22 of 22; hardware 0 of 1 (`GrAI-VIP`, then read
    # and put in the vocabulary: 1 of 1); with issue 13's filing tree numeric 0.691, datasets 0.721, method 0.746;
    # then read for its numbers (numeric 0.902, typed 0.853 with session 53's last rules, floors raised to them)
    "recent2024": {"numeric": 0.90, "typed": 0.85, "datasets": 0.92, "hardware": 1.0, "urls": 1.0, "method": 0.87},
    # recent2024b.jsonl: 200 more of those recent rows (draw_venue.py, draw_recent_b, seed 2117), annotated in full by
    # eight readers at session 53's end and scored blind with its last rules (32ba81f): numeric 0.899, P 0.925 R 0.874
    # (198 gold claims); typed 0.821; datasets 0.935, P 0.921 R 0.949; method 0.872, P 0.944 R 0.810; URLs 23 of 23;
    # the same numeric and typed with the session's first rules (dd9038e); with issue 13's filing tree numeric 0.767,
    # typed 0.732, datasets 0.696, method 0.723; kept unread
    "recent2024b": {"numeric": 0.89, "typed": 0.82, "datasets": 0.93, "hardware": 1.0, "urls": 1.0, "method": 0.87},
    # recent2024c.jsonl: 200 more of those recent rows (draw_venue.py, draw_recent_c, seed 2118), annotated in full by
    # eight readers at session 53's end and scored blind with its last rules (b3f8ad7): numeric 0.929, P 0.929 R 0.929
    # (156 gold claims); typed 0.897; datasets 0.945, P 0.959 R 0.931; method 0.908, P 0.940 R 0.879; URLs 31 of 31,
    # hardware 1 of 1; the same numeric and typed with the session's first rules; with issue 13's filing tree numeric
    # 0.733, typed 0.703, datasets 0.629, method 0.816; kept unread
    "recent2024c": {"numeric": 0.92, "typed": 0.89, "datasets": 0.94, "hardware": 1.0, "urls": 1.0, "method": 0.90},
}


@functools.cache
def _report(name: str) -> dict:
    """The eval report of one floor's gold: a file of tests/gold, or one half of blind2025.jsonl (computed once)."""
    if name.startswith("blind2025-"):
        return evaluate_file(GOLD / "blind2025.jsonl", split=name.removeprefix("blind2025-"))
    return evaluate_file(GOLD / f"{name}.jsonl")


def _draw_module_and_pool() -> tuple[ModuleType, list[str]]:
    """tests/gold/draw_blind.py as a module, and the lines of corpora/pool2025.jsonl it draws from."""
    sys.path.insert(0, str(GOLD))
    try:
        import draw_blind
    finally:
        sys.path.remove(str(GOLD))
    pool = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "pool2025.jsonl"
    return draw_blind, pool.read_text(encoding="utf-8").splitlines()


def test_blind_sample_is_the_documented_random_draw() -> None:
    """blind2025.jsonl holds exactly the lines tests/gold/draw_blind.py draws (seed 2025), study half first."""
    draw_blind, lines = _draw_module_and_pool()
    study, sealed = draw_blind.draw(len(lines))
    want = [(json.loads(lines[i])["id"], "study") for i in study] + [(json.loads(lines[i])["id"], "sealed") for i in sealed]
    got = [(r["paper_id"], r["split"]) for r in map(json.loads, (GOLD / "blind2025.jsonl").open(encoding="utf-8"))]
    assert got == want and len(got) == 200
    for line, rec in zip(study + sealed, map(json.loads, (GOLD / "blind2025.jsonl").open(encoding="utf-8"))):
        assert rec["abstract"] == json.loads(lines[line])["abstract"]
        assert all(c["text"] in rec["abstract"] for c in rec["claims"]), rec["paper_id"]


def test_fresh_sample_is_the_second_documented_draw() -> None:
    """fresh2025.jsonl holds the 100 lines of draw_blind.draw_fresh (seed 2026), none of them in blind2025."""
    draw_blind, lines = _draw_module_and_pool()
    fresh = draw_blind.draw_fresh(len(lines))
    records = [json.loads(line) for line in (GOLD / "fresh2025.jsonl").open(encoding="utf-8")]
    assert [(r["paper_id"], r["split"]) for r in records] == [(json.loads(lines[i])["id"], "fresh") for i in fresh]
    blind = {json.loads(line)["paper_id"] for line in (GOLD / "blind2025.jsonl").open(encoding="utf-8")}
    assert len(records) == 100 and not blind & {r["paper_id"] for r in records}
    for line, rec in zip(fresh, records):
        assert rec["abstract"] == json.loads(lines[line])["abstract"]
        assert all(c["text"] in rec["abstract"] for c in rec["claims"]), rec["paper_id"]


# The later draws (draw_blind.py): (gold file, draw function, split, size); each takes lines no earlier one took.
_LATER_DRAWS = (
    ("study2025", "draw_study2", "study2", 150),       # third draw, seed 2027
    ("study2025b", "draw_study3", "study2025b", 100),  # fourth draw, seed 2028
    ("study2025c", "draw_study4", "study2025c", 100),  # fifth draw, seed 2029
    ("study2025d", "draw_study5", "study2025d", 100),  # sixth draw, seed 2030
    ("study2025e", "draw_study6", "study2025e", 100),  # seventh draw, seed 2031
    ("study2025f", "draw_study7", "study2025f", 100),  # eighth draw, seed 2032
    ("study2025g", "draw_study8", "study2025g", 100),  # ninth draw, seed 2033
    ("study2025h", "draw_study9", "study2025h", 100),  # tenth draw, seed 2034
    ("study2025i", "draw_study10", "study2025i", 100),  # eleventh draw, seed 2035
    ("study2025j", "draw_study11", "study2025j", 100),  # twelfth draw, seed 2036
    ("study2025k", "draw_study12", "study2025k", 100),  # thirteenth draw, seed 2037
    ("study2025l", "draw_study13", "study2025l", 100),  # fourteenth draw, seed 2038
    ("study2025m", "draw_study14", "study2025m", 100),  # fifteenth draw, seed 2039
    ("study2025n", "draw_study15", "study2025n", 100),  # sixteenth draw, seed 2040
    ("study2025o", "draw_study16", "study2025o", 100),  # seventeenth draw, seed 2041
    ("names2025", "draw_names", "names2025", 200),  # eighteenth draw, seed 2042: method and datasets only
    ("names2025b", "draw_names2", "names2025b", 200),  # nineteenth draw, seed 2043: method and datasets only
    ("names2025c", "draw_names3", "names2025c", 200),  # twentieth draw, seed 2044: method and datasets only
    ("names2025d", "draw_names4", "names2025d", 200),  # twenty-first draw, seed 2045: method and datasets only
    ("study2025p", "draw_study17", "study2025p", 100),  # twenty-second draw, seed 2046
    ("names2025e", "draw_names5", "names2025e", 200),  # twenty-third draw, seed 2047: method and datasets only
    ("study2025q", "draw_study18", "study2025q", 100),  # twenty-fourth draw, seed 2048
    ("names2025f", "draw_names6", "names2025f", 200),  # twenty-fifth draw, seed 2049: method and datasets only
    ("study2025r", "draw_study19", "study2025r", 100),  # twenty-sixth draw, seed 2050
    ("names2025g", "draw_names7", "names2025g", 200),  # twenty-seventh draw, seed 2051: method and datasets only
    ("study2025s", "draw_study20", "study2025s", 100),  # twenty-eighth draw, seed 2052
    ("names2025h", "draw_names8", "names2025h", 200),  # twenty-ninth draw, seed 2053: method and datasets only
    ("study2025t", "draw_study21", "study2025t", 100),  # thirtieth draw, seed 2054
    ("names2025i", "draw_names9", "names2025i", 50),  # thirty-first draw, seed 2055, the pool's last 50: names only
)


@pytest.mark.parametrize("position", range(len(_LATER_DRAWS)), ids=[d[0] for d in _LATER_DRAWS])
def test_later_samples_are_the_documented_draws(position: int) -> None:
    """Each later study file holds exactly the lines its draw function picks, in file order, with none of
    the abstracts of blind2025, fresh2025 or an earlier study draw."""
    name, function, split, size = _LATER_DRAWS[position]
    draw_blind, lines = _draw_module_and_pool()
    picked = getattr(draw_blind, function)(len(lines))
    records = [json.loads(line) for line in (GOLD / f"{name}.jsonl").open(encoding="utf-8")]
    assert [(r["paper_id"], r["split"]) for r in records] == [(json.loads(lines[i])["id"], split) for i in picked]
    earlier = {json.loads(line)["paper_id"] for other in ("blind2025", "fresh2025", *(d[0] for d in _LATER_DRAWS[:position]))
               for line in (GOLD / f"{other}.jsonl").open(encoding="utf-8")}
    assert len(records) == size and not earlier & {r["paper_id"] for r in records}
    for line, rec in zip(picked, records):
        assert rec["abstract"] == json.loads(lines[line])["abstract"]
        assert all(c["text"] in rec["abstract"] for c in rec["claims"]), rec["paper_id"]


LARGE = Path(__file__).resolve().parents[2] / "shared" / "corpora" / "large.parquet"


def _gold_module(name: str) -> ModuleType:
    """A draw script of tests/gold (``draw_late``, ``draw_venue``) as a module."""
    sys.path.insert(0, str(GOLD))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(GOLD))


def _ids_in_other_gold(name: str) -> set[str]:
    """The paper ids of every gold file but ``name``'s."""
    return {json.loads(line)["paper_id"] for other in GOLD.glob("*.jsonl") if other.name != f"{name}.jsonl"
            for line in other.open(encoding="utf-8")}


@pytest.mark.parametrize(("name", "draw"), [("late2026a", "draw_late_a"), ("late2026b", "draw_late_b"),
                                           ("names2026c", "draw_late_c"), ("late2026d", "draw_late_d"),
                                           ("late2026e", "draw_late_e"), ("names2026f", "draw_late_f"),
                                           ("late2026g", "draw_late_g"), ("names2026h", "draw_late_h"),
                                           ("late2026i", "draw_late_i"), ("names2026j", "draw_late_j"),
                                           ("late2026k", "draw_late_k"), ("names2026l", "draw_late_l"),
                                           ("late2026m", "draw_late_m"), ("names2026n", "draw_late_n"),
                                           ("late2026o", "draw_late_o"), ("names2026p", "draw_late_p"),
                                           ("late2026q", "draw_late_q"), ("names2026r", "draw_late_r"),
                                           ("late2026s", "draw_late_s"), ("names2026t", "draw_late_t"),
                                           ("late2026u", "draw_late_u"), ("names2026v", "draw_late_v"),
                                           ("late2026w", "draw_late_w"), ("names2026x", "draw_late_x"),
                                           ("late2026y", "draw_late_y"), ("names2026z", "draw_late_z"),
                                           ("late2026aa", "draw_late_aa"), ("names2026ab", "draw_late_ab"),
                                           ("late2026ac", "draw_late_ac"), ("names2026ad", "draw_late_ad"),
                                           ("late2026ae", "draw_late_ae"), ("names2026af", "draw_late_af")])
def test_late_sample_is_the_documented_draw(name: str, draw: str) -> None:
    """Each late gold file holds exactly the 2026 large.parquet rows tests/gold/draw_late.py draws for it (seeds 2056
    to 2087; 100 rows each, the last 49), none of the 20 read in session 25, none in an earlier gold file."""
    draw_late = _gold_module("draw_late")
    rows = draw_late.rows(str(LARGE))
    picked = getattr(draw_late, draw)(len(rows))
    records = [json.loads(line) for line in (GOLD / f"{name}.jsonl").open(encoding="utf-8")]
    assert [(r["paper_id"], r["split"], r["abstract"]) for r in records] == [
        (rows[i]["id"], name, rows[i]["abstract"]) for i in picked]
    read = set(random.Random(draw_late.READ_SEED).sample(range(len(rows)), draw_late.READ_SIZE))
    assert len(records) == getattr(draw_late, f"LATE_{draw.removeprefix('draw_late_').upper()}_SIZE") and not read & set(picked)
    assert not _ids_in_other_gold(name) & {r["paper_id"] for r in records}
    assert all(c["text"] in r["abstract"] for r in records for c in r["claims"])


@pytest.mark.parametrize(("name", "draw"), [("venues2024a", "draw_venues_a"), ("venues2024b", "draw_venues_b"),
                                                  ("venues2024c", "draw_venues_c"), ("venues2024d", "draw_venues_d"),
                                                  ("venues2024e", "draw_venues_e"), ("venues2024f", "draw_venues_f"),
                                                  ("venues2024g", "draw_venues_g"), ("venues2024h", "draw_venues_h"),
                                                  ("venues2024i", "draw_venues_i"), ("venues2024j", "draw_venues_j"),
                                                  ("venues2024k", "draw_venues_k"),
                                                  ("venues2024l", "draw_venues_l"), ("venues2024m", "draw_venues_m"),
                                                  ("venues2024n", "draw_venues_n"), ("venues2024o", "draw_venues_o"),
                                                  ("venues2024p", "draw_venues_p"), ("venues2024q", "draw_venues_q"),
                                                  ("venues2024r", "draw_venues_r"),
                                                  ("venues2024s", "draw_venues_s"), ("venues2024t", "draw_venues_t"),
                                                  ("venues2024u", "draw_venues_u"), ("venues2024v", "draw_venues_v"),
                                                  ("venues2024w", "draw_venues_w"), ("venues2024x", "draw_venues_x"),
                                                  ("venues2024y", "draw_venues_y"), ("venues2024z", "draw_venues_z")])
def test_venue_sample_is_the_documented_draw(name: str, draw: str) -> None:
    """Each venue gold file holds exactly the large.parquet rows of the hidden set's venues up to 2024 that
    tests/gold/draw_venue.py draws for it (seeds 2090 to 2115), in file order, none in another gold file."""
    draw_venue = _gold_module("draw_venue")
    rows = draw_venue.rows(str(LARGE))
    picked = getattr(draw_venue, draw)(len(rows))
    records = [json.loads(line) for line in (GOLD / f"{name}.jsonl").open(encoding="utf-8")]
    assert len(rows) == 14605 and len(records) == 100
    assert [(r["paper_id"], r["split"], r["abstract"]) for r in records] == [
        (rows[i]["id"], name, rows[i]["abstract"]) for i in picked]
    assert {rows[i]["venue"] for i in picked} <= set(draw_venue.VENUES) and max(rows[i]["year"] for i in picked) <= 2024
    assert not _ids_in_other_gold(name) & {r["paper_id"] for r in records}


@pytest.mark.parametrize(("name", "draw"), [("recent2024", "draw_recent"), ("recent2024b", "draw_recent_b"),
                                           ("recent2024c", "draw_recent_c")])
def test_the_recent_samples_are_the_documented_draws(name: str, draw: str) -> None:
    """recent2024.jsonl, recent2024b.jsonl and recent2024c.jsonl hold exactly the 200 rows of 2023 and 2024 that
    tests/gold/draw_venue.py's draw_recent (seed 2116), draw_recent_b (seed 2117, from the rows the first left) and
    draw_recent_c (seed 2118, from the rows the first two left) draw from the rows the twenty-six venue draws and
    dev.jsonl left, in file order, none in another gold file."""
    draw_venue = _gold_module("draw_venue")
    rows = draw_venue.rows(str(LARGE))
    picked = getattr(draw_venue, draw)(rows)
    records = [json.loads(line) for line in (GOLD / f"{name}.jsonl").open(encoding="utf-8")]
    assert len(records) == 200
    assert [(r["paper_id"], r["split"], r["abstract"]) for r in records] == [
        (rows[i]["id"], name, rows[i]["abstract"]) for i in picked]
    assert {rows[i]["year"] for i in picked} == {2023, 2024}
    assert not _ids_in_other_gold(name) & {r["paper_id"] for r in records}


def test_the_venue_rows_dev_gold_holds_are_the_documented_ones() -> None:
    """draw_venue.DEV_ROWS, the rows no venue draw may keep, are exactly the venue rows whose abstracts dev.jsonl holds."""
    draw_venue = _gold_module("draw_venue")
    rows = draw_venue.rows(str(LARGE))
    dev_ids = {json.loads(line)["paper_id"] for line in (GOLD / "dev.jsonl").open(encoding="utf-8")}
    assert {i for i, row in enumerate(rows) if row["id"] in dev_ids} == draw_venue.DEV_ROWS


def test_a_second_reading_of_venues2024h_agrees_with_the_first() -> None:
    """tests/gold/second/venues2024h.jsonl: the same 100 abstracts read again by four other readers (session 41, see
    docs/quality.md, "How far the readers agree"), scored against the first reading as an extractor is."""
    first, second = read_gold(GOLD / "venues2024h.jsonl"), read_gold(GOLD / "second" / "venues2024h.jsonl")
    assert list(first) == list(second) and all(first[p]["abstract"] == second[p]["abstract"] for p in first)
    report = evaluate(first, second)
    assert (report.entities["method"].tp, report.entities["method"].fp, report.entities["method"].fn) == (49, 2, 0)
    assert (report.entities["datasets"].tp, report.entities["datasets"].fp, report.entities["datasets"].fn) == (37, 1, 0)


def test_gold_files_cover_the_samples() -> None:
    seeds = [json.loads(line) for line in (GOLD / "seeds.jsonl").open(encoding="utf-8")]
    dev = [json.loads(line) for line in (GOLD / "dev.jsonl").open(encoding="utf-8")]
    assert len(seeds) == 57 and len(dev) == 100
    for rec in seeds + dev:
        for c in rec["claims"]:
            assert c["text"] in rec["abstract"], (rec["paper_id"], c["text"])


def test_dev_sample_is_the_documented_random_draw() -> None:
    lines = (Path(__file__).resolve().parents[2] / "shared" / "corpora" / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    idx = sorted(random.Random(2026).sample(range(len(lines)), 100))
    want = [json.loads(lines[i])["id"] for i in idx]
    got = [json.loads(line)["paper_id"] for line in (GOLD / "dev.jsonl").open(encoding="utf-8")]
    assert got == want


# Every (gold, measure) pair with a floor; names2025.jsonl annotates only the method and the dataset names, so it
# has floors for those two alone.
_FLOOR_PAIRS = [(name, field) for name in sorted(FLOORS) for field in FLOORS[name]]


@pytest.mark.parametrize(("name", "field"), _FLOOR_PAIRS, ids=[f"{n}-{f}" for n, f in _FLOOR_PAIRS])
def test_floor(name: str, field: str) -> None:
    r = _report(name)
    f1 = r[field]["f1"]
    assert f1 >= FLOORS[name][field], f"{name} {field} F1 {f1} < {FLOORS[name][field]}\n" + format_report(r, verbose=True)


def test_full_gold_files_have_every_floor() -> None:
    """Only names2025 to names2025i, names2026c, f, h, j, l, n, p, r, t, v, x, z, ab, ad and af, and venues2024a to y,
    annotated for the method and dataset names alone, may leave measures without a floor."""
    partial = {name: sorted(fields) for name, fields in FLOORS.items() if len(fields) != 6}
    names_only = ("names2025", "names2025b", "names2025c", "names2025d", "names2025e", "names2025f",
                  "names2025g", "names2025h", "names2025i", "names2026c", "names2026f",
                  "names2026h", "names2026j", "names2026l", "names2026n",
                  "names2026p", "names2026r", "names2026t", "names2026v", "names2026x",
                  "names2026z", "names2026ab", "names2026ad", "names2026af", "venues2024a", "venues2024b",
                  "venues2024c", "venues2024d", "venues2024e", "venues2024f", "venues2024g",
                  "venues2024h", "venues2024i", "venues2024j", "venues2024k",
                  "venues2024l", "venues2024m", "venues2024n", "venues2024o", "venues2024p",
                  "venues2024q", "venues2024r", "venues2024s", "venues2024t", "venues2024u",
                  "venues2024v", "venues2024w", "venues2024x", "venues2024y")
    assert partial == {name: ["datasets", "method"] for name in names_only}


def test_eval_command_prints_the_table_and_json() -> None:
    out = subprocess.run([sys.executable, "-m", "abstract_claims", "eval", str(GOLD / "seeds.jsonl")], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "numeric detection" in out.stdout and "precision per rule" in out.stdout
    js = subprocess.run([sys.executable, "-m", "abstract_claims", "eval", str(GOLD / "seeds.jsonl"), "--json"],
                        capture_output=True, text=True)
    data = json.loads(js.stdout)
    assert data["papers"] == 57 and set(data["per_kind"]) == {"speedup", "reduction", "improvement", "score", "count", "model_size"}


def test_eval_reads_published_predictions(tmp_path: Path) -> None:
    """--pred scores an extract run's Parquet files exactly like the in-process extractor."""
    src = tmp_path / "gold_abstracts.jsonl"
    with src.open("w", encoding="utf-8") as fh:
        for line in (GOLD / "dev.jsonl").open(encoding="utf-8"):
            rec = json.loads(line)
            fh.write(json.dumps({"id": rec["paper_id"], "title": rec["title"], "abstract": rec["abstract"]}) + "\n")
    r = subprocess.run([sys.executable, "-m", "abstract_claims", "extract", str(src), "-o", str(tmp_path / "out"), "--quiet"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    from_files = evaluate_file(GOLD / "dev.jsonl", pred=tmp_path / "out")
    in_process = evaluate_file(GOLD / "dev.jsonl")
    for field in ("numeric", "typed", "datasets", "hardware", "urls", "method"):
        assert from_files[field] == in_process[field], field


def test_a_second_reading_agrees_with_the_gold() -> None:
    """tests/gold/second/venues2024w.jsonl is a second reading of venues2024w's 100 abstracts by four other readers,
    made with a copy of the GUIDELINE that lacked the first readers' notes on them and without sight of their
    annotations or any extractor output (session 52). Scored as SPEC section 5 against the first reading, it agrees
    on every method but one (a second reader takes `cloaking`) and every dataset but one: the method's 0.88 target
    is far below what readers of the GUIDELINE reach, so the gap is the rules', not the task's."""
    gold = read_gold(GOLD / "venues2024w.jsonl")
    second = {rec["paper_id"]: rec for rec in map(json.loads, (GOLD / "second" / "venues2024w.jsonl").open(encoding="utf-8"))}
    assert set(second) == set(gold)
    report = evaluate(gold, second).as_dict()
    assert (report["method"]["tp"], report["method"]["fp"], report["method"]["fn"]) == (51, 1, 0)
    assert (report["datasets"]["tp"], report["datasets"]["fp"], report["datasets"]["fn"]) == (41, 1, 0)
    assert (report["urls"]["tp"], report["urls"]["fp"], report["urls"]["fn"]) == (13, 0, 0)


@pytest.mark.parametrize(("name", "split", "agreed"), [
    ("venues2024y", None, {"method": (34, 1, 4), "datasets": (39, 0, 2), "urls": (11, 0, 0)}),
    ("blind2025", "sealed", {"method": (55, 1, 1), "datasets": (54, 1, 0), "urls": (15, 0, 0)}),
])
def test_readers_of_the_spec_alone_agree_with_the_gold(name: str, split: str | None, agreed: dict) -> None:
    """tests/gold/second/spec_only/ holds readings of venues2024y and of blind2025's sealed half by readers given SPEC.md
    alone (no GUIDELINE, no gold, no extractor output; session 53), as issue 13's hidden-set annotators were. Scored as
    SPEC section 5 against the gold (tp, fp, fn), they agree on the method at 0.93 and 0.98: readers of the SPEC alone
    do not name fewer methods than the GUIDELINE's, so they do not explain why the hidden set scored the method of
    issue 13's first rules higher than these files do (docs/quality.md, "Calibrating the gold against the hidden set")."""
    gold = read_gold(GOLD / f"{name}.jsonl")
    if split is not None:
        gold = {pid: g for pid, g in gold.items() if g.get("split") == split}
    stem = name if split is None else f"{name}-{split}"
    second = {rec["paper_id"]: rec for rec in map(json.loads, (GOLD / "second" / "spec_only" / f"{stem}.jsonl").open(encoding="utf-8"))}
    assert set(second) == set(gold)
    report = evaluate(gold, second).as_dict()
    assert {m: (report[m]["tp"], report[m]["fp"], report[m]["fn"]) for m in agreed} == agreed
