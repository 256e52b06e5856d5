"""Tables of examples per extractor, grouped by where they came from (the price-parser layout).

Each row is (sentence, expected) where expected lists (kind, value, unit, qualifier, text) of the
numeric claims, or (kind, name) of entities, in order. ``NO_CLAIM`` sentences must yield nothing
numeric; ``XFAIL`` rows are known failures, kept visible with ``xfail(strict=True)``.
"""

from __future__ import annotations

import pytest

from abstract_claims import analyze
from abstract_claims.record import NUMERIC_KINDS


def numeric(text: str, title: str | None = None) -> list[tuple]:
    return [(c.kind, c.value, c.unit, c.qualifier, c.text) for c in analyze(text, title=title).claims
            if c.kind in NUMERIC_KINDS]


def entities(text: str) -> list[tuple]:
    return [(c.kind, c.name) for c in analyze(text).claims if c.kind not in NUMERIC_KINDS]


# Phrasings taken from the ICML 2026 seed abstracts.
SEED = [
    ("FlashInfer kernels deliver up to $1.5\\times$ end-to-end speedup over FlashInfer.",
     [("speedup", 1.5, "x", "up_to", "1.5\\times")]),
    ("Attn-QAT accelerates QAT by up to 4$\\times$ on an RTX 5090.", [("speedup", 4.0, "x", "up_to", "4$\\times")]),
    ("achieves an average speedup of 2.3 on KernelBench", [("speedup", 2.3, "x", "exact", "2.3")]),
    ("our surrogate gives a speedup of $>10^{8} \\times$ over simulation.", [("speedup", 1e8, "x", "at_least", "10^{8} \\times")]),
    ("reducing the memory footprint of the KV cache by 5.27$\\times$.", [("reduction", 5.27, "x", "exact", "5.27$\\times")]),
    ("yielding a **4× reduction** in model size.", [("reduction", 4.0, "x", "exact", "4×")]),
    ("while cutting attention compute by 40.8%.", [("reduction", 40.8, "%", "exact", "40.8%")]),
    ("with up to $34.7\\%$ Time-to-first-token (TTFT) reduction", [("reduction", 34.7, "%", "up_to", "34.7\\%")]),
    ("using 90% less HR data than prior work", [("reduction", 90.0, "%", "exact", "90%")]),
    ("outperforming its teacher by 5.3\\% and 10.5\\%.",
     [("improvement", 5.3, "%", "exact", "5.3\\%"), ("improvement", 10.5, "%", "exact", "10.5\\%")]),
    ("gains of up to +6% on CIFAR-100", [("improvement", 6.0, "%", "up_to", "+6%")]),
    ("a **15.5%** FID improvement over the baseline", [("improvement", 15.5, "%", "exact", "15.5%")]),
    ("improves by +22 average points across benchmarks", [("improvement", 22.0, "points", "exact", "+22")]),
    ("reduces top-1 error by **5.6--8.3\\%**", [("improvement", 5.6, "%", "range", "5.6--8.3\\%")]),
    ("exceeding prior approximations by more than 6 orders of magnitude.",
     [("improvement", 6.0, "orders_of_magnitude", "at_least", "6 orders of magnitude")]),
    ("with 82.3% mAP and 84.0% top-1 on the CUHK-SYSU dataset",
     [("score", 82.3, "%", "exact", "82.3%"), ("score", 84.0, "%", "exact", "84.0%")]),
    ("achieves 69.2\\% pass rate on CVDP", [("score", 69.2, "%", "exact", "69.2\\%")]),
    ("correlates with shape overlap (R=0.86), and", [("score", 0.86, None, "exact", "0.86")]),
    ("we achieve over $88\\%$ hit rates", [("score", 88.0, "%", "at_least", "88\\%")]),
    ("evaluated on 12 benchmark datasets against 9 state-of-the-art MKL methods",
     [("count", 12.0, "count", "exact", "12"), ("count", 9.0, "count", "exact", "9")]),
    ("synthesizing 48k trajectories and 756K samples", [("count", 48000.0, "count", "exact", "48k"),
                                                       ("count", 756000.0, "count", "exact", "756K")]),
    ("with **80,000+** annotations", [("count", 80000.0, "count", "at_least", "80,000+")]),
    ("experiments in three environments", [("count", 3.0, "count", "exact", "three")]),
    ("a compact 4B-parameter model", [("model_size", 4e9, "params", "exact", "4B-parameter")]),
    ("outperforms the strongest 8B baseline", [("model_size", 8e9, "params", "exact", "8B")]),
]

# Constructions seen in other venues' abstracts (shared/corpora), one general rule each.
CORPUS = [
    ("models from 0.6B to 6B parameters", [("model_size", 6e8, "params", "range", "0.6B to 6B")]),
    ("improves accuracy from 61.2 to 66.0 (+4.8)", [("score", 61.2, None, "exact", "61.2"), ("score", 66.0, None, "exact", "66.0"),
                                                   ("improvement", 4.8, None, "exact", "+4.8")]),
    ("inference runs in under 12 ms", [("score", 0.012, "seconds", "at_most", "12 ms")]),
    # 'greater' after a share compares with a baseline: a gain, as 'higher' is
    ("achieving up to 71% greater agreement with independent estimates than prior methods",
     [("improvement", 71.0, "%", "up_to", "71%")]),
    # the spread after '±', '+-' or '+/-' is the value's uncertainty, not a second result
    ("achieved an overall Dice coefficient of 0.916 +- 0.032 and an F1 score of 0.54±0.15",
     [("score", 0.916, None, "exact", "0.916"), ("score", 0.54, None, "exact", "0.54")]),
    # two results side by side, ours then the baseline's: both scores, after a name too (no version, no gain)
    ("it clearly outperforms CoTracker3 on EgoPoints 61.3 vs 54.2", [("score", 61.3, None, "exact", "61.3"),
                                                                      ("score", 54.2, None, "exact", "54.2")]),
    ("it needs about 3GB of memory", [("score", 3e9, "bytes", "approx", "3GB")]),
    ("trained on 150 hours of audio", [("count", 540000.0, "seconds", "exact", "150 hours")]),
    ("surpasses previous policies by 127% in offline settings and 25% in online settings",
     [("improvement", 127.0, "%", "exact", "127%"), ("improvement", 25.0, "%", "exact", "25%")]),
    # a difference and a number of the same unit, each before its own metric: both differences
    ("outperforming it by 3.00% EM and 4.16% F1 with Flan-UL2 as the reader",
     [("improvement", 3.0, "%", "exact", "3.00%"), ("improvement", 4.16, "%", "exact", "4.16%")]),
    ("it reaches 45.1% accuracy and 3.4% F1", [("score", 45.1, "%", "exact", "45.1%"), ("score", 3.4, "%", "exact", "3.4%")]),
    # the most a difference reaches, in an aside right after it, is that difference too
    ("it improves accuracy by 3.2% on average (up to 7.5% on CIFAR-100)",
     [("improvement", 3.2, "%", "exact", "3.2%"), ("improvement", 7.5, "%", "up_to", "7.5%")]),
    # a metric cut at a threshold before its value: 'mAP@50 (0.920)'
    ("precision (0.912), recall (0.870), and mAP@50 (0.920)", [("score", 0.912, None, "exact", "0.912"),
     ("score", 0.87, None, "exact", "0.870"), ("score", 0.92, None, "exact", "0.920")]),
    # the parts the paper's own system is made of are no count; its benchmark's parts are
    ("Our system consists of three specialized agents: the Planning Agent decomposes tasks. Our benchmark holds 12 tasks.",
     [("count", 12.0, "count", "exact", "12")]),
    # a decrease of a quality measure that names no cost is a gain (SPEC: reductions are of costs); a cost stays one
    ("It reduces demographic disparity (DI) by over 65% and lowers FPR95 by 12.25%.",
     [("improvement", 65.0, "%", "at_least", "65%"), ("improvement", 12.25, "%", "exact", "12.25%")]),
    ("It reduces the accuracy of MWP solvers by over 40% while computation can be reduced by 3 times.",
     [("improvement", 40.0, "%", "at_least", "40%"), ("reduction", 3.0, "x", "exact", "3 times")]),
    # the value a change reaches ('to') is a score, not the next change; 'up to' lists on
    ("Pre-training improves the model by 33% and brings the sequence accuracy to 85%.",
     [("improvement", 33.0, "%", "exact", "33%"), ("score", 85.0, "%", "exact", "85%")]),
    ("The policies outperform baselines by up to 25% in simulation and up to 60% in physical experiments.",
     [("improvement", 25.0, "%", "up_to", "25%"), ("improvement", 60.0, "%", "up_to", "60%")]),
    # a decrease of a lower-is-better quality several words after the verb is a gain; variance is such a quality
    ("it reduces fingertip trajectory tracking RMSE by up to 55% and reduces tracking variance by up to 69%",
     [("improvement", 55.0, "%", "up_to", "55%"), ("improvement", 69.0, "%", "up_to", "69%")]),
    # the operating point a score is read at is a setting
    ("the pipeline achieves 67% recall at 80% precision", [("score", 67.0, "%", "exact", "67%")]),
    ("a mean AP of 63.6% at 50% overlap and 43.3% at 70% overlap",
     [("score", 63.6, "%", "exact", "63.6%"), ("score", 43.3, "%", "exact", "43.3%")]),
    ("an absolute performance boost of 16.99% on CIFAR-10", [("improvement", 16.99, "pp", "exact", "16.99%")]),
    ("improves accuracy by 3.1 percentage points", [("improvement", 3.1, "pp", "exact", "3.1 percentage points")]),
    ("ReMax can save about 46% GPU memory than PPO", [("reduction", 46.0, "%", "approx", "46%")]),
    ("a runtime improvement of 3-10×", [("speedup", 3.0, "x", "range", "3-10×")]),
    ("our model is 2.5 times faster than the baseline", [("speedup", 2.5, "x", "exact", "2.5 times")]),
    ("a corpus of 46,398 unique toolsets", [("count", 46398.0, "count", "exact", "46,398")]),
    ("we study ten languages", [("count", 10.0, "count", "exact", "ten")]),
    ("it improves the accuracy by 1%-6% compared with baselines", [("improvement", 1.0, "%", "range", "1%-6%")]),
    ("our framework is also $6\\times$ -- $8\\times$ faster", [("speedup", 6.0, "x", "range", "6\\times$ -- $8\\times")]),
    ("PESNet++ reduces energy errors by up to 74%.", [("improvement", 74.0, "%", "up_to", "74%")]),
    # a magnitude word scales a number word; 'a' or 'one' before it is a number too (was a known gap)
    ("even for a million samples", [("count", 1e6, "count", "exact", "a million")]),
    ("we collect seven million posts", [("count", 7e6, "count", "exact", "seven million")]),
    ("annotators labeled five hundred dialogues", [("count", 500.0, "count", "exact", "five hundred")]),
    ("with over half a million annotations", [("count", 5e5, "count", "at_least", "half a million")]),
    # a residual score listed after a residual difference is that difference's next item (was a score of 49.2%)
    ("reductions of up to 90.0% in toxicity on the RTP dataset and 49.2% on ToxiGen",
     [("improvement", 90.0, "%", "up_to", "90.0%"), ("improvement", 49.2, "%", "exact", "49.2%")]),
    # a magnitude letter set off by a space before a noun scales the number (study2025s: was a count of 1 'M tactile frames')
    ("an efficient collection of over 1 M tactile frames", [("count", 1e6, "count", "at_least", "1 M")]),
    ("we pre-trained the model with 150 B tokens", [("count", 1.5e11, "count", "exact", "150 B")]),
    # a factor written with a number word: cue words make it a claim, as for digits
    ("it is ten times faster than the baseline", [("speedup", 10.0, "x", "exact", "ten times")]),
    ("with up to five times fewer parameters", [("reduction", 5.0, "x", "up_to", "five times")]),
    ("providing a four-fold speedup", [("speedup", 4.0, "x", "exact", "four-fold")]),
    # 'ranging from A to B' is a range even after a verb of change ('improves accuracy from A to B' is two results)
    ("with relative improvements ranging from 2% to 11%", [("improvement", 2.0, "%", "range", "2% to 11%")]),
    # plural, a build word still counts the robots (GUIDELINE.md: 'four legged robots'); 'a four legged robot' does not
    ("experiments on four legged robots", [("count", 4.0, "count", "exact", "four")]),
    # a LaTeX thousands separator: '5{,}000' is 5000 (was '000', 0)
    ("RoboTube contains 5{,}000 video demonstrations", [("count", 5000.0, "count", "exact", "5{,}000")]),
    # compute time is time: '80 GPU hours' in seconds (was a count of 80 'hours')
    ("training takes 80 GPU hours", [("score", 288000.0, "seconds", "exact", "80 GPU hours")]),
    ("the search completes in only 0.3 GPU-days", [("score", 25920.0, "seconds", "exact", "0.3 GPU-days")]),
    # 'second' before '-level' is an ordinal word, not a unit (was '43 second' in seconds, then a setting)
    ("99,100 questions spanning 43 second-level categories", [("count", 99100.0, "count", "exact", "99,100"),
                                                              ("count", 43.0, "count", "exact", "43")]),
    # a percent sign glued to the next word still ends the number (text extracted without its space)
    ("it reaches a 63% success rate compared to 10%success rate",
     [("score", 63.0, "%", "exact", "63%"), ("score", 10.0, "%", "exact", "10%")]),
    # a multiplication sign before a factor that a comparison follows (the issue's '×3.2 times'); not a product, not 'x86'
    ("it is ×3.2 times faster and ×32 smaller on 512×512 images and x86 CPUs",
     [("speedup", 3.2, "x", "exact", "×3.2 times"), ("reduction", 32.0, "x", "exact", "×32")]),
    # a length or a frequency glued to its number is read as if a space stood between (no mention before)
    ("LangPose achieves an MPJPE of 36.7mm on Human3.6M and runs at 85.32Hz",
     [("score", 36.7, None, "exact", "36.7"), ("score", 85.32, None, "exact", "85.32")]),
    # a bare size compared with a model size is one too; one with a noun of its own is not
    ("with only 0.048M trainable parameters compared to LoRA’s 33.5M, and 1.2M tokens",
     [("model_size", 48000.0, "params", "exact", "0.048M"), ("model_size", 33500000.0, "params", "exact", "33.5M"),
      ("count", 1200000.0, "count", "exact", "1.2M")]),
    # 'by' with an adjective before the number is a change ('by a significant 6.7%'; 'by an absolute' makes it points),
    # and a gain verb binds a 'by' after a long list of compared systems
    ("ViSTA-RS improves the AUROC for unknown detection by a significant 6.7% over leading baselines.",
     [("improvement", 6.7, "%", "exact", "6.7%")]),
    ("PICa surpasses the supervised state of the art by an absolute 8.6% on the test split.",
     [("improvement", 8.6, "pp", "exact", "8.6%")]),
    ("It outperforms prehensile manipulation, human teleoperation, and prior representation-based policy by over 25% "
     "in success rate on unseen scenes.", [("improvement", 25.0, "%", "at_least", "25%")]),
    # a small share of a cost bounded above is bought with it, like 'only' ('using less than 0.005% of their
    # parameters'); not an overhead or a loss in quality; and 'less than' before the next number is no decrease cue
    ("It outperforms strong baselines while using less than 0.005% of their parameters.",
     [("reduction", 0.005, "%", "at_most", "0.005%")]),
    ("It recovers the weights with less than 10% overhead in the layer size.", [("score", 10.0, "%", "at_most", "10%")]),
    ("It achieves an average speedup of 7.6x with less than 1% degradation in inference accuracy.",
     [("speedup", 7.6, "x", "exact", "7.6x"), ("improvement", 1.0, "%", "at_most", "1%")]),
    # the next pair of a list of changes is two results too, with or without its own 'from' ('and from 7% to 54% on
    # SD2.1', 'and 22.1% to 47.3% for BM25'); a range after other words stays one number
    ("It improves accuracy from 20% to 61% on FLUX.1-dev and from 7% to 54% on SD2.1.",
     [("score", 20.0, "%", "exact", "20%"), ("score", 61.0, "%", "exact", "61%"),
      ("score", 7.0, "%", "exact", "7%"), ("score", 54.0, "%", "exact", "54%")]),
    ("It increases accuracy from 19.2% to 46.5% for MSS and 22.1% to 47.3% for BM25.",
     [("score", 19.2, "%", "exact", "19.2%"), ("score", 46.5, "%", "exact", "46.5%"),
      ("score", 22.1, "%", "exact", "22.1%"), ("score", 47.3, "%", "exact", "47.3%")]),
    ("It increases accuracy from 19.2% to 46.5% on NQ, while training takes 2 to 5 hours.",
     [("score", 19.2, "%", "exact", "19.2%"), ("score", 46.5, "%", "exact", "46.5%"),
      ("score", 7200.0, "seconds", "range", "2 to 5 hours")]),
    # a TeX comparison after a metric's name or before a unit qualifies a result; after a variable it is math
    ("It reaches high structural fidelity (SSIM \\ge 0.998) and recovers graphs in \\le 5 minutes for $d \\geq 2$.",
     [("score", 0.998, None, "at_least", "0.998"), ("score", 300.0, "seconds", "at_most", "5 minutes")]),
    # a result in parentheses after an abbreviation's full stop is no list marker ('(avg. 98.4%)', '(96% v.s. 12%)');
    # a metric named after a setting word is no setting ('97% bit accuracy', not '4 bit weights')
    ("It reaches high accuracy (avg. 98.4%) and over 97% bit accuracy with 4 bit weights.",
     [("score", 98.4, "%", "exact", "98.4%"), ("score", 97.0, "%", "at_least", "97%")]),
    # a change verb, its object and a qualifier before the number, no 'by': a difference, not a level ('lowers the
    # prediction error up to 5.69%', 'reducing inference time up to 40%'); 'to' says a level, a metric after says a score
    ("The proposed feature set lowers the prediction error up to 5.69% and reduces inference time up to 40%.",
     [("improvement", 5.69, "%", "up_to", "5.69%"), ("reduction", 40.0, "%", "up_to", "40%")]),
    ("It raises accuracy to over 90% and boosts the performance up to 72.41% NDCG.",
     [("score", 90.0, "%", "at_least", "90%"), ("score", 72.41, "%", "up_to", "72.41%")]),
    ("We achieve an increase in interpretability accuracy of up to 30%.", [("improvement", 30.0, "%", "up_to", "30%")]),
    ("It yields a 2% improvement in 16 out of 18 experiments.",
     [("improvement", 2.0, "%", "exact", "2%"), ("count", 16.0, "count", "exact", "16"), ("count", 18.0, "count", "exact", "18")]),
    # an absolute gain with a qualifier or the metric between is in points ('absolute improvements in F1 of up to 28%')
    ("Results show absolute improvements in F1 of up to 28% over the baseline.", [("improvement", 28.0, "pp", "up_to", "28%")]),
    # a physical unit glued to its number ends the mention as a spaced one does ('0.066N' as '0.066 N')
    ("The method maintains the force with a mean absolute error of 0.066N.", [("score", 0.066, None, "exact", "0.066")]),
    # ... within its sentence only: a gain verb in the sentence before binds nothing
    ("Our method improves accuracy on the benchmark. The labels were then verified by 12% of the annotators.",
     [("score", 12.0, "%", "exact", "12%")]),
]

# Bugs found while building; each stayed fixed.
BUGS_CAUGHT = [
    # agents and functions a number word sizes outside a clause about data or experiments are objects of math
    ("We consider the case of two agents with subadditive valuations and the sum of three convex functions. Given two "
     "images, we match the vertices of two graphs. We evaluate it against three agents in four multi agent environments, "
     "even for a million samples.",
     [("count", 3.0, "count", "exact", "three"), ("count", 4.0, "count", "exact", "four"),
      ("count", 1e6, "count", "exact", "a million")]),
    # the second of a 'by' list is a difference, though a metric follows it (late2026o)
    ("improves depth prediction by 51.5% and 22.0% MAE in the far range",
     [("improvement", 51.5, "%", "exact", "51.5%"), ("improvement", 22.0, "%", "exact", "22.0%")]),
    # what a dataset holds, in digits, is its data, though the noun is elsewhere the paper's own part (late2026o)
    ("a custom campus dataset consisting of 80 observations. We make two key observations. ImageNet dataset on SNN "
     "with 250 time steps",
     [("count", 80.0, "count", "exact", "80")]),
    # a factor glued to its word of comparison, the space lost (late2026o: '1564xspeedup'); not a hex number
    ("achieving a 1564xspeedup over PNP, with 8xless FLOPs and 2xfaster than others; register 0xFF",
     [("speedup", 1564.0, "x", "exact", "1564x"), ("reduction", 8.0, "x", "exact", "8x"),
      ("speedup", 2.0, "x", "exact", "2x")]),
    # "(2)" after a score is a list marker, not a coordinated score
    ("overlap (R=0.86), and (2) an end-to-end learned model", [("score", 0.86, None, "exact", "0.86")]),
    # "1% label and 10% label" are settings, not claims
    ("+7.4% and +4.9% on ImageNet-1K with 1% label and 10% label, respectively",
     [("improvement", 7.4, "%", "exact", "+7.4%"), ("improvement", 4.9, "%", "exact", "+4.9%")]),
    # a new verb between two numbers starts a new statement (the share of a cost is a reduction of its own:
    # reduction.before.only, not an improvement listed on)
    ("by +5% and +6.7%, while using only 15% of their total training cost",
     [("improvement", 5.0, "%", "exact", "+5%"), ("improvement", 6.7, "%", "exact", "+6.7%"),
      ("reduction", 15.0, "%", "exact", "15%")]),
    # a power too large for a float is no claim (real input: '$\\approx 10^{573}$' in large.parquet)
    ("a search space of $\\approx 10^{573}$ programs and a 9.9 \\times 10^{999}x speedup", []),
    # 'd+1' is a formula
    ("close to the known upper bound of $d+1$ public samples", []),
]

NO_CLAIM = [
    "We fine-tune Qwen3-30B-A3B and Llama-3.1-8B-Instruct.",
    "Experiments use CIFAR-100 and an RTX 5090.",
    "We quantize weights to 4-bit and activations to FP16.",
    "Our contributions are threefold: (1) a model and (2) a dataset.",
    "We minimize CVaR$_{0.1}$ with $\\mathcal{O}(Nd\\log T)$ cost.",
    "Retain accuracy under 50\\% or 25\\% pruning jointly with 4-bit quantization.",
    "We propose two novel modules and three stages of training.",
    "The first step is one pass over 32k-token contexts.",
    "Published in 2023 at a conference.",
    "these two tasks are hard",
    "We repeat each run three times; our contributions are three-fold.",
    "Models were evaluated with a 10-fold cross-validation and a five-fold CV.",
    "We demonstrate it on a 7 DoF robot arm, a six degree-of-freedom continuum robot and a four legged robot.",
]

XFAIL = [
    # 'Rouge-227.20' run together in the source: the digits of the metric name glue to the score
    ("(ROUGE-1 49.17, ROUGE-227.20, ROUGE-L 40.98)", [("score", 49.17, None, "exact", "49.17"),
                                                    ("score", 27.2, None, "exact", "27.20"),
                                                    ("score", 40.98, None, "exact", "40.98")]),
]


@pytest.mark.parametrize("text,expected", SEED, ids=[t[:40] for t, _ in SEED])
def test_seed_phrasings(text: str, expected: list[tuple]) -> None:
    assert numeric(text) == expected


@pytest.mark.parametrize("text,expected", CORPUS, ids=[t[:40] for t, _ in CORPUS])
def test_corpus_phrasings(text: str, expected: list[tuple]) -> None:
    assert numeric(text) == expected


@pytest.mark.parametrize("text,expected", BUGS_CAUGHT, ids=[t[:40] for t, _ in BUGS_CAUGHT])
def test_bugs_caught(text: str, expected: list[tuple]) -> None:
    assert numeric(text) == expected


@pytest.mark.parametrize("text", NO_CLAIM, ids=[t[:40] for t in NO_CLAIM])
def test_no_claim(text: str) -> None:
    assert numeric(text) == []


@pytest.mark.parametrize("text,expected", [pytest.param(t, e, marks=pytest.mark.xfail(strict=True)) for t, e in XFAIL],
                         ids=[t[:40] for t, _ in XFAIL])
def test_known_failures(text: str, expected: list[tuple]) -> None:
    assert numeric(text) == expected


# One value, many phrasings (ctparse style).
SAME_VALUE = [
    (1.5, "x", ["1.5x", "1.5×", "$1.5\\times$", "1.5-fold", "**1.5×**", "1.5 times", "1.5X"]),
    (82.3, "%", ["82.3%", "82.3\\%", "$82.3\\%$", "**82.3%**", "82.3 percent"]),
]


@pytest.mark.parametrize("value,unit,forms", SAME_VALUE, ids=["factor", "percent"])
def test_one_value_many_phrasings(value: float, unit: str, forms: list[str]) -> None:
    for form in forms:
        text = f"Our method is {form} faster than the baseline." if unit == "x" else f"It reaches {form} accuracy."
        got = numeric(text)
        assert [(k, v, u) for k, v, u, _, _ in got] == [("speedup" if unit == "x" else "score", value, unit)], form


@pytest.mark.parametrize("text,expected", [
    ("Code: https://github.com/whhbdmu/SCALE.", [("code_url", "https://github.com/whhbdmu/SCALE")]),
    ("See \\url{https://github.com/a/b.git}.", [("code_url", "https://github.com/a/b")]),
    ("at [repo](https://huggingface.co/org/m/) today", [("code_url", "https://huggingface.co/org/m")]),
    ("available at https://github. com/org/repo.", [("code_url", "https://github.com/org/repo")]),
    ("project page: www.example.org/proj/", [("url", "https://www.example.org/proj")]),
    ("Runs on an NVIDIA RTX 6000 Ada and later on the H100 GPU.",
     [("hardware", "NVIDIA RTX 6000 Ada"), ("hardware", "H100")]),
    ("We train on TPU v5e pods and deploy on Jetson Orin.", [("hardware", "TPU v5e"), ("hardware", "Jetson Orin")]),
    ("The T4-adapter and edge devices with GPUs.", []),
    ("on the CUHK-SYSU dataset and the PRW dataset", [("dataset", "CUHK-SYSU"), ("dataset", "PRW")]),
    ("We evaluate on KernelBench and Stochastic-D4RL.", [("dataset", "KernelBench"), ("dataset", "Stochastic-D4RL")]),
    ("we introduce \\textit{VT-Bench}, the first unified benchmark", [("dataset", "VT-Bench")]),
    ("results on KITTI-360 beat those on GPT-4 outputs", [("dataset", "KITTI-360")]),
    ("across six benchmark datasets", []),
    # a name listed beside a later mention of a found dataset; a capitalized word before it makes one name
    ("We build the Gobi-QA dataset. Results on the new Gobi-QA and FND7 improve.", [("dataset", "Gobi-QA"), ("dataset", "FND7")]),
    ("on both ScanNet V2 and SUN RGB-D datasets", [("dataset", "ScanNet V2"), ("dataset", "SUN RGB-D")]),  # the listed ScanNet-V2, as written
    # a name after 'on' that a quantity word follows is no evaluated dataset
    ("Experiments show it selects evaluations via a one-step lookahead bound on the Newton-step error.", []),
    # ... and so is one whose acronym stands between it and the quantity word; a dataset's acronym changes nothing
    ("We demonstrate that intervals based on Kullback-Leibler (KL) divergences achieve optimal performance.", []),
    ("Results on ImageNet-LT (INLT) show gains in accuracy.", [("dataset", "ImageNet-LT")]),
    # a listed name goes on into a challenge named after it; a year alone or no word between leaves the listed name
    ("On the Ego-Exo4D Body Pose 2024 Challenge our method wins.", [("dataset", "Ego-Exo4D Body Pose 2024 Challenge")]),
    ("We won the COCO 2017 Challenge. Results on the MegaFace Challenge are strong.",
     [("dataset", "COCO 2017"), ("dataset", "MegaFace")]),
    # names mined in session 32: written bare, found by the vocabulary alone
    ("Experiments on Overnight and SMCalFlow, and on ImageNet-LT and Dark Zurich, show gains.",
     [("dataset", "Overnight"), ("dataset", "SMCalFlow"), ("dataset", "ImageNet-LT"), ("dataset", "Dark Zurich")]),
    # 'On'/'Across' opening a sentence is evaluation too; the clause's subject after the comma is no item
    ("Across FireCommander and MARINE, HINT consistently outperforms state-of-the-art baselines.",
     [("dataset", "FireCommander"), ("dataset", "MARINE")]),
    ("On UT-Zap50K and OuluVS, our model achieves the best accuracy.", [("dataset", "UT-Zap50K"), ("dataset", "OuluVS")]),
    # a generic acronym is no dataset: 'GUI grounding tasks'
    ("It delivers performance comparable to larger models on GUI grounding tasks.", []),
    # an apposition with 'our' or an aside in parentheses says a name is data; not when the noun starts the next clause
    ("Experiments on ConflictingQA with web queries and DebateQFS, our new dataset of debate queries, show gains.",
     [("dataset", "ConflictingQA"), ("dataset", "DebateQFS")]),
    ("Finally, we scale our pipeline to produce FineWeb2, a new 20 terabyte (5 billion document) multilingual dataset.",
     [("dataset", "FineWeb2")]),
    ("Together with IRECE, our benchmark offers practical safeguards.", []),
    # a plural acronym defined for a concept is no dataset in its singular either
    ("Reward models (RMs) play a pivotal role. Our method outperforms others on RM benchmarks.", []),
    # RGB with another modality is a kind of data before a data noun, not a dataset
    ("It achieves state-of-the-art performance on RGB-D and RGB-T benchmarks and RGBD datasets.", []),
    # a title-case phrase that goes on past its data head names a method, not a dataset
    ("we propose Similarity-guided Structural Matching Learning for Graph Dataset Condensation (SSGDC), which", []),
    # a list of names before a plural data noun: digit-led, lower-case-led, and names led by a word that alone is none
    ("In experiments on the 3D Cars, 3D Shapes, and dSprites datasets, it improves.",
     [("dataset", "3D Cars"), ("dataset", "3D Shapes"), ("dataset", "dSprites")]),
    ("Extensive experiments on the SODA, COD, and Small Tools datasets show it works.",
     [("dataset", "SODA"), ("dataset", "COD"), ("dataset", "Small Tools")]),
    ("We validate our method on the PathMNIST and COVID-19 Radiography datasets.",
     [("dataset", "PathMNIST"), ("dataset", "COVID-19 Radiography")]),
    ("To support this objective, we introduce Ego-ST Bench, a novel benchmark of question-answer pairs.",
     [("dataset", "Ego-ST Bench")]),
    # names after a plural of what a benchmark holds and 'from', in an evaluation's sentence
    ("EFormer demonstrates strong generalization on real-world instances from TSPLib and CVRPLib.",
     [("dataset", "TSPLib"), ("dataset", "CVRPLib")]),
    # names listed in parentheses beside a plural data noun, after it or before it behind a modifier; not one acronym
    ("It degrades across different datasets and domains (PHEMEPlus, MMM-Fact, COVID-Fact).",
     [("dataset", "PHEMEPlus"), ("dataset", "MMM-Fact"), ("dataset", "COVID-Fact")]),
    ("Experiments on aerial (LEVIR-CD, DSIFN-CD) datasets show gains.", [("dataset", "LEVIR-CD"), ("dataset", "DSIFN-CD")]),
    ("We use Sub-claim Aligned Evidence (SAE) on two datasets.", []),
    # a name ending in billions of parameters is a model, unless a data noun stands beside it or the name is listed
    ("We evaluated GPT-4, GPT-3.5, SILMA-9B, Gemini-1.5, Aya-8B, and AceGPT-13B on the task.", []),
    ("We pretrain on the SA-1B dataset and the Foo-2B dataset.", [("dataset", "SA-1B"), ("dataset", "Foo-2B")]),
    # a plain capitalized word opening a list after a preposition, beside a found name
    ("Experiments on Digits, PACS, and DomainNet demonstrate that RaTP works.",
     [("dataset", "Digits"), ("dataset", "PACS"), ("dataset", "DomainNet")]),
    ("Compared with Mixup, PACS accuracy rises.", [("dataset", "PACS")]),
    # a listed name with its version, at a sentence's end too, though 'Open' opens no unlisted name; not a number after
    ("We evaluate on MultiWOZ 2.1. Evaluations on Open Images V6 show gains.",
     [("dataset", "MultiWOZ 2.1"), ("dataset", "Open Images V6")]),
    ("It reaches 85.3 on MultiWOZ 2.1.3 and gains 5 points on MMLU.", [("dataset", "MultiWOZ"), ("dataset", "MMLU")]),
    # a plain name with a plus goes on a list before a data noun ('Cube+'); a citation after a name keeps the list going
    ("When evaluated in the NUS-8 and Cube+ datasets, it shows a gain.", [("dataset", "NUS-8"), ("dataset", "Cube+")]),
    ("We evaluate on pedestrian datasets: JAAD [12] and PIE [19] and show gains.", [("dataset", "JAAD"), ("dataset", "PIE")]),
    # a listed name with its subset's words, not cut to the family's listed name
    ("Extensive experiments on MVTec 3D-AD and Eyecandies demonstrate that GRASP works.",
     [("dataset", "MVTec 3D-AD"), ("dataset", "Eyecandies")]),
    # ... and the second of two such lists, one name after 'and' and its modifier; not an acronym defined before a data noun
    ("Experiments across structured (Brain4Cars, AIDE) and unstructured (DAAD) datasets show gains.",
     [("dataset", "Brain4Cars"), ("dataset", "AIDE"), ("dataset", "DAAD")]),
    ("Currently available grammatical error correction (GEC) datasets are compiled from essays.", []),
    # a list whose items carry a gloss in parentheses goes on past it
    ("We validate CIG across three datasets spanning cancer types: CAMELYON16 (breast cancer metastasis), TCGA-RCC (renal cell carcinoma), and "
     "TCGA-Lung (lung cancer).", [("dataset", "CAMELYON16"), ("dataset", "TCGA-RCC"), ("dataset", "TCGA-Lung")]),
    # a second size after a slash keeps a list going ('STL-10/100'): the plain names after it are listed too
    ("Results on benchmarks including STL-10/100, Flowers, and Birdsnap show gains.",
     [("dataset", "STL-10"), ("dataset", "Flowers"), ("dataset", "Birdsnap")]),
    # a model's word inside a name ('-Chat', '-Instruct', '-GPT') is data when a data noun says so; alone, a model
    ("We release a dataset named Swahili-Clue-Instruct with 50,000 entries. Results on the Kid-CHAT dataset improve.",
     [("dataset", "Swahili-Clue-Instruct"), ("dataset", "Kid-CHAT")]),
    ("We fine-tune Swahili-Clue-Instruct and Kid-CHAT on our data.", []),
    # the authors' naming clause after a data noun ('which we call'), a decimal inside the description; not after a procedure
    ("We present a new dataset for abstractive news summarization containing 1.3 million samples, which we call CCSum.",
     [("dataset", "CCSum")]),
    ("Goals in the benchmark planning domains can be reached with a simple polynomial exploration procedure, called IW.", []),
    # a shared task named by its topic and the acronym that spells it, whatever the case of 'shared task'; not an
    # acronym that spells no topic
    ("We present our approach for the shared task on Multilingual Counterspeech Generation (MCG) to counteract hate "
     "speech.", [("dataset", "MCG")]),
    ("We took part in the shared task on Political Multiclass Sentiment Analysis of Tamil X (Twitter).", []),
    # ... or the acronym between the topic and the task word; not a generic acronym so placed
    ("Our method is evaluated on the Medical Segmentation Decathlon (MSD) challenge, which contains ten tasks.",
     [("dataset", "MSD")]),
    ("Reasoning over long documents remains a Large Language Models (LLMs) challenge.", []),
    # a bare comma before a bracket's last name ends a list of data beside a found name; not beside a model
    ("We evaluate it on semantic parsing (SMCalFlow, Overnight, GeoQuery), PDDL planning and molecules.",
     [("dataset", "SMCalFlow"), ("dataset", "Overnight"), ("dataset", "GeoQuery")]),
    ("We report results on MS-COCO (ResNet-50, ViT-B).", [("dataset", "MS-COCO")]),
    # an acronym whose 2 doubles a letter ('T2I': Text-to-Image) spells a phrase out, so it names no data
    ("We present a benchmark for evaluating text-to-image(T2I) generation models on PartiPrompts.",
     [("dataset", "PartiPrompts")]),
], ids=lambda v: str(v)[:30])
def test_entities(text: str, expected: list[tuple]) -> None:
    assert entities(text) == expected


@pytest.mark.parametrize("abstract,title,method", [
    ("We propose a Scale-Aware Consistent Alignment Learning (SCALE) framework for person search.", None, "SCALE"),
    ("Here we introduce SANTA, a sparse attention kernel.", None, "SANTA"),
    ("we propose **Risk-Aware Multimodal Actor-Critic (RAMAC)**, which", None, "RAMAC"),
    ("we propose a novel twin-model paradigm, called **Twinsight**, designed to", None, "Twinsight"),
    ("Our method, SGNify, captures fine-grained hand pose.", None, "SGNify"),
    ("We address both gaps with DARFMMKL: a data-driven kernel family.", None, "DARFMMKL"),
    ("We study routing for small models.", "TinyRouter: Fast Routing", "TinyRouter"),
    ("We study accuracy.", "Beyond Accuracy: A Study", None),
    # a slogan or two things side by side is no name, whatever word in it looks coined; a roman numeral may end one
    ("We propose a reward fine-tuning framework for motion diffusion models.",
     "No MoCap Needed: Post-Training Motion Diffusion Models", None),
    ("We show that attention in protein models captures structure.",
     "BERTology Meets Biology: Interpreting Attention in Protein Language Models", None),
    ("We present a neural network system that invents chorale variations.",
     "MELONET I: Neural Nets for Inventing Baroque-Style Chorale Variations", "MELONET I"),
    # a title prefix the subtitle calls an artifact (a baseline, an interface, a planner, ...), the article in either case
    ("We propose a post-estimation smoothing operator as a fast method. We show when post-estimation smoothing helps.",
     "Post-Estimation Smoothing: A Simple Baseline for Learning with Side Information", "Post-Estimation Smoothing"),
    ("We show that agents using hysteretic Q-learning learn to coordinate with two learning rates.",
     "Hysteretic Q-learning : an algorithm for Decentralized Reinforcement Learning", "Hysteretic Q-learning"),
    # a coined word or a model family's name with a version after it is the paper's new version
    ("In this paper, we propose a new architecture following these guidelines.",
     "ShuffleNet V2: Practical Guidelines for Efficient CNN Architecture Design", "ShuffleNet V2"),
    ("We present a translation model for a low-resource language.",
     "HausaMT v1.0: Towards English–Hausa Neural Machine Translation", "HausaMT v1.0"),
    ("We study aging and new ideas.", "Turning 30: New Ideas in Inductive Logic Programming", None),
    ("we develop \\textbf{SpecMD}, a standardized framework for benchmarking caches, and we propose \\textbf{Least-Stale}, a policy.",
     None, "Least-Stale"),
    ("Large language models (LLMs) are popular. We study them.", None, None),
    # the acronym the abstract gives the title's prefix; not for a topic or a survey
    ("At its core, Replay across Experiments (RaE) reuses old data.", "Replay across Experiments: A Natural Extension", "RaE"),
    ("Bandit Convex Optimization (BCO) is hard. We give bounds.", "Bandit Convex Optimization: Towards Tight Bounds", None),
    ("Neural Cache Search (NCS) is reviewed.", "Neural Cache Search: A Survey", None),
    # the name before its artifact word; a coined title prefix the abstract uses wins (with its acronym)
    ("To fix this, we propose the DORA method. DORA introduces a small language model (SLM).", None, "DORA"),
    ("We propose a framework for vision-and-language navigation (VLN). GC-VLN is training-free.",
     "GC-VLN: Instruction as Graph Constraints", "GC-VLN"),
    ("We propose a training-free framework for vision-and-language navigation (VLN).",
     "GC-VLN: Instruction as Graph Constraints", "GC-VLN"),
    ("We present 3D Diffusion Policy (DP3), a visual imitation method.", "3D Diffusion Policy: Generalizable Policies", "DP3"),
    ("We present eRevise+RF, an enhanced writing evaluation system.", None, "eRevise+RF"),
    ("We introduce a novel method called language arithmetic, which enables training-free edits.", None, "language arithmetic"),
    ("We use a technique called the layer-peeled model, which is simple.", None, None),
    ("We introduce the SciBench benchmark and propose SciSolver, a method.", "SciBench: A Benchmark", "SciSolver"),
    # the title's prefix completes a name the coined-name pattern cut at a space; not two names
    ("We propose Dual-Schedule Inversion, a training-free method.", "Dual-Schedule Inversion: Training-Free Editing",
     "Dual-Schedule Inversion"),
    ("We propose TreeQN and ATreeC, two models.", "TreeQN and ATreeC: Tree-Structured Models", "TreeQN"),
    # an acronym far from the verb, when an apposition calls it a new artifact
    ("We introduce the Commonality and Individuality Incorporated Network for Humor Recognition (CIHR), a novel model.",
     None, "CIHR"),
    ("We study the advances in Neural Question Generation (NQG), a field leveraging neural network models.", None, None),
    # ... or anywhere, when the apposition calls it new and the title names nothing
    ("We fit a prior, resulting in the VampPrior Mixture Model (VMM), a novel prior for DLVMs.", "The VampPrior Mixture Model", "VMM"),
    ("We fit a prior, resulting in the Identifiable Mixture (IMCA), a novel prior.", "ICE-BeeM: Identifiable Models", "ICE-BeeM"),
    # a long form in an apposition to an artifact word gives its acronym; not after 'the' (background)
    ("In this work, we introduce an innovative framework, Diffusion Ensembles for Capturing Uncertainty (DECU), designed "
     "for diffusion models.", None, "DECU"),
    ("The state-of-the-art method, Bulk Synchronous Parallel Stochastic Gradient Descent (BSP-SGD), needs broadcasts.",
     None, None),
    # a coined name followed by its long form and a capitalized acronym of its initial: the acronym
    ("In this paper, we propose SHApley Value-guided Embedding Reduction (Shaver) as our response.", None, "Shaver"),
    # ... also with lower-case words between ('based', 'framework'), when it starts with the name's letter
    ("In this paper, we propose COnditional Relation based Sentiment Analysis framework (CORSA).", None, "CORSA"),
    # ... but not an acronym the words right before it spell on their own
    ("We propose DRIQN to integrate Distributionally Robust Optimization (DRO) with quantile networks.", None, "DRIQN"),
    ("We present an approach MSIL-CRF that incorporates multiple instance learning (MIL) into CRFs.", None, "MSIL-CRF"),
    # an acronym spaced inside its parentheses, or typeset in math mode; not one that others introduced ('..., who introduced')
    ("We design a specialized PPO variant, Value-Decomposition PPO ( VDPPO ) that uses one representation.", None, "VDPPO"),
    (r"We propose Posterior Sampling for Preference Learning ($\mathsf{PSPL}$), a novel algorithm.", None, "PSPL"),
    (r"We build on Balasubramanian et al. (2022), who introduced the use of Fisher information ($\mathsf{FI}$) bounds.",
     None, None),
    # an acronym before a plural artifact word names a class, unless the paper's own ('our', 'a family of')
    ("We present three fixed-parameter tractable (FPT) algorithms for the problem.", None, None),
    ("Many works develop source-free domain adaptation (SFDA) methods.", None, None),
    ("We propose a family of randomized dynamic programming (RDP) algorithms for structured models.", None, "RDP"),
    # ... nor a problem, task or setting the paper poses
    ("We introduce and study the multi-agent stochastic shortest path (MSSP) problem, in which k agents strive.", None, None),
    ("We formulate a sequential quadratic programming (SQP) problem and solve it fast.", None, None),
    # ... or names as one before its long form (session 37); the method the paper then proposes wins
    ("We introduce the novel task of Crowd Volume Estimation (CVE), defined as estimating the weight of a crowd. "
     "CVE is hard.", None, None),
    ("This problem, which we term in-context estimation (ICE), has greater complexity. ICE is studied.", None, None),
    ("We consider a problem called single positive multi-label learning (SPML). Moreover, we propose asymmetric "
     "pseudo-labeling (APL), which adopts asymmetric-tolerance strategies.", None, "APL"),
    # not a problem a preposition's phrase ends with, a plural before a relative clause, nor a task trained on
    ("We treat retrieval as a constrained clustering optimization problem, called deep constrained dominant sets (DCDS). "
     "DCDS works.", None, "DCDS"),
    ("We give a general algorithm for such problems that we call low-dimensional online mirror descent (LDOMD).", None,
     "LDOMD"),
    ("We improve transfer by adding a pretraining task called translation pair prediction (TPP), which predicts pairs.",
     None, "TPP"),
    # a plural acronym names the paper's own family of models when its long form begins the title; under another title
    # only when a present-tense proposing verb gives it and no other pass names anything (``_family_acronym``, session
    # 35), not when others made it
    ("We present Convexified Message-Passing Graph Neural Networks (CGNNs), a novel framework.",
     "Convexified Message-Passing Graph Neural Networks", "CGNNs"),
    ("We present Convexified Message-Passing Graph Neural Networks (CGNNs), a novel framework.", "Convex GNN Training",
     "CGNNs"),
    ("Previous work developed Convexified Message-Passing Graph Neural Networks (CGNNs). We study their training.",
     "Convex GNN Training", None),
    # a code repository named by the long form the abstract abbreviates: the acronym (SPEC section 3)
    ('We propose a self-training framework called "See-Think-Learn" (STL). STL wins. Code: https://github.com/a/See-Think-Learn',
     "See, Think, Learn: A Self-Taught Reasoner", "STL"),
    # the title's prefix with a version after the abstract's name: the versioned name, even built on a family's name
    ("We present VGGT-SLAM 2.0, a real-time SLAM system which improves upon VGGT-SLAM.",
     "VGGT-SLAM 2.0: Real-time Dense Scene Reconstruction", "VGGT-SLAM 2.0"),
    # a named plain word goes on over a hyphened acronym after it
    ("The resulting method, termed Momentum SVGD-EM, consistently accelerates convergence.", None, "Momentum SVGD-EM"),
    # a name an apposition calls a loss, metric or module yields to the framework a later pass names; not to another
    # part (a metric the paper compares with)
    ("We propose JAReD, an improved depth loss. Our framework, named EDNAS, is the first to join NAS and MTL.", None, "EDNAS"),
    ("We introduce SESCORE, a model-based metric. SESCORE matches the best supervised metric COMET.", None, "SESCORE"),
    # two hyphened plain words before more capitalized words are a longer name's start, no name; unless its acronym follows
    ("We design an adapter called Template-Aware Adapter that can be added on top of any detector.", None, None),
    ("We extract it using the proposed Self-Attentive Cross Relation Module. Next, we fuse it.", None, None),
    ("We present Vector-Quantized Behavior Transformer (VQ-BeT), a versatile model.", None, "VQ-BeT"),
    # the authors name what they made: 'we call this method X', 'we refer to our model as X', 'which we term the X'; not a
    # problem, a list's first word, or the first words of a longer lower-case phrase
    ("We refer to our method as Lookahead Pessimistic MDP (LP-MDP). It is sound.", None, "LP-MDP"),
    ("Thus we call this learning method Weight Maximization. We prove it optimal.", None, "Weight Maximization"),
    ("We call this problem the Next-Best-View problem. It is hard.", None, None),
    ("Consequently, we call our approach Look, Read, Reason & Answer (LoRRA). We show that LoRRA outperforms them.", None,
     "LoRRA"),
    ("We define a distribution which we call the Markov Indian buffet process. It extends the IBP.", None, None),
    # ... 'we denote' and 'we coin' too; not the object's last word when 'as' gives the name after it
    ("The resulting estimator, which we denote MIND, is marginal-invariant and always non-negative.", None, "MIND"),
    ("We propose an extension of the long short term memory (LSTM) model, which we coin gLSTM for short.", None, "gLSTM"),
    ("We exploit our representation within Bucket Elimination (BE). We denote our version of BE as FABE. It is fast.",
     None, "FABE"),
    # an acronym a sentence adds as a part (a lower-case long form ending in 'unit', 'module', 'block', ...) or one the
    # artifact is built on ('(X)-based') is no method; a part proposed on its own, or one the title names, may be
    ("We design a deep matting model. Meanwhile, we propose a feature fusion unit (FFU) to fuse multi-scale features.",
     None, None),
    ("We introduce a pseudo-3D residual network (P3D)-based visual front-end to extract features.", None, None),
    # ... the part's word may follow the acronym or be capitalized in its long form, and 'Further' adds too
    ("We address 6D pose estimation. Specifically, we introduce a Text Feature Modulation (TFM) module that uses queries.",
     None, None),
    ("We segment cardiac images. Further we propose a novel Cross-Modal Feature Integration (CMFI) module to use metadata.",
     None, None),
    ("To this end, we propose a novel few-shot learning approach referred to as the 3D guided 2D (3DG2D) classification. "
     "We also propose the Angle Inference Module (AIM), which infers the view angle.", None, "3DG2D"),
    ("We devise an attributes-guided attention module (AGAM) to utilize human-annotated attributes.", None, "AGAM"),
    ("We introduce the Multiscale Geometric Interaction Layer (MGIL), which integrates global context. Furthermore, we "
     "propose a Solvent Field Modulator (SFM) to encode solvent topology.", None, "MGIL"),
    # a several-word name takes the acronym a later mention gives it, when the acronym spells it (GUIDELINE: acronyms)
    ("We introduce a new approach, called Predictive Correlation Screening, for predictor design. Predictive Correlation "
     "Screening (PCS) implements false positive control.", None, "PCS"),
    ("We introduce a new approach, called Predictive Correlation Screening, for predictor design. Predictive Correlation "
     "Screening (FWER) is studied.", None, "Predictive Correlation Screening"),
    # a long form a naming word gives, spelled out by its acronym from its first word, however far from a proposing verb;
    # not a name others gave or a problem so named
    ("In this paper, we propose a novel DEC model, which we named the deep embedded clustering model with cluster-level "
     "representation learning (DECCRL) to jointly learn representations.", None, "DECCRL"),
    ("Batch Normalization techniques reduce the so-called Internal Covariate Shift (ICS). We study them.", None, None),
    ("We study a new optimization problem called submodular maximization under submodular cover (SMSC) here.", None, None),
    # two methods a comma sets after their plural head: the first (GUIDELINE: the first of two parallel methods)
    ("We conduct empirical studies and propose two training strategies, SimRegCR and SimZeroCR, for E2E ST.", None,
     "SimRegCR"),
    # a coined name set after a device the paper makes (a proposing verb, 'our', 'new' or 'novel' says so): the weak
    # pass; not a device the paper uses
    ("We cut latency. We also develop a state-of-the-art simulator, SaRNN, which can simulate SNNs on GPUs.", None,
     "SaRNN"),
    ("We study kinodynamic planning. Our planner, BEAST, uses estimates of effort learned on-line.", None, "BEAST"),
    ("We evaluated our method in the open-source traffic simulator SUMO and beat 4 baselines.", None, None),
    ("To speed up the transfer in our master-slave robotic simulator, GPUDirect was applied.", None, None),
    # a coined name another verb of making gives and an apposition defines, written there first: the weak pass
    ("Based on the flat metric, we derive FlatGAN, a formulation in the spirit of GANs.", None, "FlatGAN"),
    ("This yields a simple rule. We instantiate this with LN-TTA, a backpropagation-free test-time method.", None,
     "LN-TTA"),
    ("We fine-tune BERT on news. We then implement BERT, a pre-trained encoder, on mobile devices.", None, None),
    ("We derive Momentum Value Iteration (MoVI), a variation of Value Iteration that uses momentum.", None, "MoVI"),
    # a coined name set after a proposing verb's artifact and its purpose: the weak pass; not the acronym of the purpose
    # nor a machine the artifact is for
    ("Instead, we develop a fast distributed algorithm for submodular cover, FASTCOVER, that summarizes in one shot.",
     None, "FASTCOVER"),
    ("In this paper we combine a graphical approach for simultaneous localization and mapping, SLAM, with a map.", None,
     None),
    ("This paper presents an online control method for the stair-climbing of a transformable tracked robot, Amoeba-II, "
     "and tests it.", None, None),
    # a name 'i.e.' sets after a proposing verb's artifact, or the acronym of a long form so set: the weak pass
    ("We first propose an alternating projection method, i.e., APT, which converges linearly.", None, "APT"),
    ("We propose an end-to-end deep clustering algorithm, i.e., Locally Normalized Soft Contrastive Clustering (LNSCC). "
     "It is fast.", None, "LNSCC"),
    ("To this end, we propose a two-branch framework, i.e., RGB and motion branches, with late fusion.", None, None),
    # others' recent work, so introduced where the abstract first writes the name or its long form, is no method
    # (GUIDELINE: an existing method extended or studied is null), whatever pass finds it
    ("We expand upon the recently proposed Compressive Feature Learning (CFL) framework. We show that CFL is NP-Complete. "
     "CFL uses two orders of magnitude fewer features than the full trigram space.",
     "An Efficient Algorithm for Large Scale Compressive Feature Learning", None),
    ("Recently, DiscoGeM, a novel multi-domain corpus, has become available. In this paper, we analyse DiscoGeM.", None,
     None),
    ("A recently proposed method called DeepReach overcomes this challenge by leveraging a neural PDE solver.", None, None),
    ("The private learning scheme TextHide was recently proposed to protect text data. We break it.", None, None),
    ("Therefore, the bioinstrumentation system WB-1 was developed in order to measure effects.", None, "WB-1"),
    ("Existing OIE (Open Information Extraction) algorithms are independent of each other. This paper proposes a new "
     "pipeline to build OIE systems. This paper focuses on the task of OIX and propose a solution – Open Information "
     "Annotation (OIA). OIA is an annotation.",
     "A Predicate-Function-Argument Annotation of Natural Language for Open-Domain Information eXpression", "OIA"),
    # a lower-case name of two to four words a proposing verb gives and an apposition calls a new artifact: the last
    # resort; not a setting so introduced, nor a participle's object
    ("We propose approximate bilinear programming, a new formulation of value function approximation.", None,
     "approximate bilinear programming"),
    ("In this paper, we introduce interactive harmonization, a new setting where users act.", None, None),
    # ... or that an apposition calls a kind of a known thing (one word only where the abstract writes it twice more);
    # not a class of problems so introduced
    ("In this work we propose mspg, an extension of the proximal gradient algorithm. The workers of mspg run "
     "asynchronously. We prove that mspg converges.", None, "mspg"),
    ("In this work we propose mspg, an extension of the proximal gradient algorithm.", None, None),
    ("We propose probability calibration trees, a modification of logistic model trees.", None,
     "probability calibration trees"),
    ("We propose stochastic rank-1 bandits, a class of online learning problems where a learner acts.", None, None),
    # one or two plain lower-case words commas set after 'a novel' artifact: the last resort; not a list's item
    ("We provide a theoretical investigation by introducing a novel framework, caulking, inspired by PEFT.", None,
     "caulking"),
    ("We introduce a novel unbiased estimator, sampling strategy, and confidence interval construction.", None, None),
    # a name a dash sets after 'a novel' or 'a new' artifact: the last resort; a title-case one gives way to its acronym;
    # lower-case words need a closing dash; not a clause, a longer name's first word, a dataset so introduced
    ("In this paper, we present a novel algorithm – DRGBT (Dynamic Rapidly-exploring Generalized Bur Tree), for planning.",
     None, "DRGBT"),
    ("We formulated a new visual hull refinement scheme - Locally Convex Carving that reconstructs concavity.", None,
     "Locally Convex Carving"),
    ("We propose a novel model-based reinforcement learning algorithm---Dynamics Learning and predictive control with "
     "Parameterized Actions (DLPA)---for parameterized action spaces.", None, None),
    ("We propose a new analysis technique – circuit probing – that automatically uncovers circuits.", None, "circuit probing"),
    ("We develop a new algorithm—inspired by robust optimization techniques—that avoids this.", None, None),
    ("We design a new algorithm—V-Learning with Policy Replay, which gives the first bound.", None, None),
    ("In this work, we propose a message passing based graph encoder - StarE capable of modeling hyper-relational KGs. We "
     "also develop a new Wikidata-based dataset - WD50K.", None, "StarE"),
    # the acronym of a long form 'the resulting' opens: the last resort; not a quantity so made
    ("We tune the penalty adaptively. The resulting adaptive ADMM (AADMM) algorithm converges fast.", None, "AADMM"),
    ("We design a leg. The resulting cost of transport (COT) is 0.51 during running.", None, None),
    # a coined short form commas set right after a several-word name that spells it out: the short form (GUIDELINE: the
    # acronym over its long form)
    ("In this paper, we overcome this problem by proposing a Multi-Relational Graph Transformer, MitiGaTe, to prepare "
     "token representations.", "Multi-Relational Graph Transformer for Automatic Short Answer Grading", "MitiGaTe"),
    # a footnote's number glued to a name the title writes without it is dropped; a version the title also writes stays
    ("The paper describes our system BERTatDE1 in sentence classification task.",
     "BERTatDE at SemEval-2020 Task 6: Extracting Term-definition Pairs", "BERTatDE"),
    ("We present ManiSkill2, the next generation of the SAPIEN ManiSkill benchmark.",
     "ManiSkill2: A Unified Benchmark for Generalizable Manipulation Skills", "ManiSkill2"),
    # the acronym of a title-case long form 'a novel' opens, far from a proposing verb: the weak pass; not a long form
    # in lower case, a known technique, a part a sentence adds
    ("We propose a detection approach that combines object detectors and a novel Detector of Small Marine Vessels (DSMV) "
     "to identify boats.", None, "DSMV"),
    ("We present a novel vanishing point (VP) detection and tracking algorithm for calibrated cameras.", None, None),
    ("This paper presents a novel Nonlinear Model Predictive Control (NMPC) scheme for underwater vehicles.", None, None),
    ("Further we propose a novel Cross-Modal Feature Integration (CMFI) module to leverage the metadata.", None, None),
    # a problem or formalism the paper poses, spelled out before its acronym, is no method (GUIDELINE: problem settings
    # are null), whatever pass finds it; a method for problems is one
    ("This paper introduces the Close Enough Orienteering Problem (CEOP) for planning missions with aerial vehicles.",
     None, None),
    ("We introduce the Actively Observable Markov Decision Process (AOMDP), where an agent also selects measurements.",
     None, None),
    ("We propose an efficient Hybrid Optimization algorithm for NOn-convex Regularized problems (HONOR). It is fast.",
     None, "HONOR"),
    # a team's name is no method (GUIDELINE: teams are null), whatever pass finds it
    ("This paper describes the system submitted by our team (UFRGSent) to SemEval-2022 Task 10: Structured Sentiment "
     "Analysis. We propose a multilingual approach.", "UFRGSent at SemEval-2022 Task 10: Structured Sentiment Analysis", None),
    ("We participated as a team named CNLP-NITS-PP in two tracks. We propose TransPhrase, a phrase-pair method.", None,
     "TransPhrase"),
    # a coined name after 'a' right before its artifact word, when the abstract writes it there first (the weak
    # pass); not a class it defined before, an acronym, nor hyphened plain words
    ("To address this challenge, we propose a DualCopyNet model, which introduces a sequence labeling layer.", None,
     "DualCopyNet"),
    ("We develop a novel median-TWF algorithm that exploits the sample median.", None, "median-TWF"),
    ("Learning from Demonstration (LfD) lets users teach robots. We propose a novel LfD framework for lifelong use.", None,
     None),
    ("We propose a Partner-Aware strategy for joint sequential decision-making.", None, None),
    ("We propose a new PAC algorithm which identifies the arms.", None, None),
    # a coined name after 'the' that an apposition defines
    ("To address this, we propose the QR-learner, a model-agnostic learner that estimates CATE.", None, "QR-learner"),
    ("We propose the QR-learner in this section.", None, None),
    # a coined name in commas after the verb's object, whatever its head word
    ("We present a patch-based representation of surfaces, PolyFit, which is obtained by fitting jet functions.", None, "PolyFit"),
    # a title piece the abstract capitalizes word by word after a bare proposing verb is a coined name; not a technique
    # many abstracts write (mined: reading/data/common_phrases.txt), nor one an acronym soon names
    ("In this paper, we propose a Reinforcement Speculative Decoding method for fast ranking inference of LLMs.",
     "Reinforcement Speculative Decoding for Fast Ranking", "Reinforcement Speculative Decoding"),
    ("In this paper, we propose a Federated Learning method for private ranking.", "Federated Learning for Ranking", None),
    ("Inspired by diffusion models, we propose a Model-Agnostic Social Network Refinement framework with Diffusion Models for "
     "Robust Social Recommendation (ARD-SR). Specifically, we corrupt the social network.",
     "Model-Agnostic Social Network Refinement with Diffusion Models for Robust Social Recommendation", "ARD-SR"),
    # (the acronym, not the title piece: its long form fits once the small words it skips are not counted, session 47)
    # a name the paper formulates as something else is a task or model it recasts: the name it introduces wins
    ("This work formulates ICRL as a two-agent communication problem and introduces CORAL (Communicative Representation "
     "for Adaptive RL), a framework that learns.", None, "CORAL"),
    ("We formulate GLISTER as a mixed discrete-continuous bi-level optimization problem.", None, "GLISTER"),
    # a capitalized phrase hyphened around short lower-case words, where a clause ends right after it
    ("We introduce Learn-to-Steer, a novel framework that learns data-driven objectives.", None, "Learn-to-Steer"),
    # a title prefix the abstract calls its own ('our proposed ...') names the method; a topic prefix does not
    ("We argue that privacy is not solely about PII. Our proposed privacy checklist uses the whole HIPAA as an example.",
     "Privacy Checklist: Privacy Violation Detection Grounding on Contextual Integrity Theory", "privacy checklist"),
    ("We study cascades. Our open problem is whether it is possible to design an efficient process.",
     "Open Problem: Finding Good Cascade Sampling Processes for the Network Inference Problem", None),
    # under a coined one-word title prefix the abstract never writes, an acronym of lower-case words is a description's,
    # not the name; a title-case long form's acronym, or the title's name spelled another way, stays the name
    ("To this end we first create a real-life egocentric dataset (EgoYC2) whose captions follow YouCook2.",
     "Exo2EgoDVC: Dense Video Captioning of Egocentric Procedural Activities", "Exo2EgoDVC"),
    ("In this paper, we tackle the canonical formulation using the accelerated proximal gradient (APG) method.",
     "S-CFE: Simple Counterfactual Explanations", "S-CFE"),
    ("To overcome this limitation, we propose Consistency Shared Autonomy (CSA), a shared autonomy framework.",
     "FlashBack: Consistency Model-Accelerated Shared Autonomy", "CSA"),
    ("We propose an uncertainty inspired network (UCNet) for RGB-D saliency detection.",
     "UC-Net: Uncertainty Inspired RGB-D Saliency Detection", "UCNet"),
    # capitalized words a proposing verb gives before a lower-case kind of artifact name it; not a known technique or a task
    ("We present a novel Sort and Snap estimator, which uses the empirical proportions.", "Estimating Zipf Laws", "Sort and Snap"),
    ("We propose a Style-Aware Noise sampler for tuning.", "Style-Aware Noise Sampler for Generation", "Style-Aware Noise sampler"),
    ("Experiments show that our Beta Warp Sampling method outperforms uniform schedules.", "Better Schedules", "Beta Warp Sampling"),
    ("We propose an Expectation Maximization algorithm to infer the missing labels.", "Estimating Zipf Laws", None),
    ("We propose a Cross-Domain Text Detection approach built on ensembles.", "Estimating Zipf Laws", None),
    ("We design the DPE-SDI and SIC-SDA algorithms to address the shareable arm problem.", None, None),  # two names
    # up to four capitalized words right after a proposing verb that an apposition defines
    ("We introduce Latent Coupled Particle Systems, a model class parameterizing the generator.", None,
     "Latent Coupled Particle Systems"),
    # a coined name a comma sets before 'a novel' artifact, whatever comes before it; not the end of a longer name
    ("We address both issues with QR-flex, a novel model-based algorithm for NMRDPs.", None, "QR-flex"),
    ("In this paper, we introduce Causal MoMa, a new framework for mobile manipulation.", None, None),
    # 'of' inside the artifact's description before its naming words ('a novel variant of Q-learning algorithm, referred to as')
    ("We propose a novel variant of Q-learning algorithm, referred to as RandomQL, which integrates exploration.", None,
     "RandomQL"),
    # a TeX tie ('~') ends a name as a space does, and may stand before its spelled-out parenthesis
    ("We introduce QUARS~(**Q**uantum **A**nnealing for **R**otation **S**ynchronization), a method for averaging.", None,
     "QUARS"),
    # an acronym whose long form is a technique many abstracts write names no method of the paper's; a coined one does
    ("We develop a Particle Swarm Optimization (PSO) scheme to tune the gains of the controller.", None, None),
    ("We develop a Gain Swarm Tuning (GST) scheme to tune the gains of the controller.", None, "GST"),
    # ... whichever pass found it: a task's acronym is no method; the end of a longer capitalized name is no long form
    ("This work addresses weakly supervised semantic segmentation (WSSS), with the goal of bridging the gap. We formulate "
     "WSSS as a novel group-wise learning task.", "Group-Wise Semantic Mining for Weakly Supervised Semantic Segmentation",
     None),
    ("In this paper, we propose History-Aware Hierarchical Transformer (HAHT) for dialogue.", None, "HAHT"),
    # 'our' must stand before the acronym as a word ('our LP-based approaches' calls no LP its own)
    ("We propose a parameterized linear programming (LP)-based algorithm. Our LP-based approaches outperform baselines.",
     None, None),
    # a several-word title prefix with a clause's word after its first is a slogan, not a name
    ("We build a retrieval pipeline and test it on support tickets.", "Know Your RAG: Dataset Taxonomy and Strategies", None),
    # a full-width colon ends a title's name as a colon does
    ("We render scenes in fog and rain.", "MeteoGS：Weather-Guided Gaussian Splatting", "MeteoGS"),
    # one coined word and a generic head before the title's colon: the coined word is the name; plain words keep the head
    ("We record 20 hours of driving in rain and snow and annotate every frame.", "RAINY-3D Dataset: Driving in Bad Weather",
     "RAINY-3D"),
    ("We record 20 hours of driving in rain and snow and annotate every frame.", "Oxford RainyCar Dataset: Driving in Bad Weather",
     "Oxford RainyCar Dataset"),
    # 'The' and a coined word before a data head word open the title: the coined word names the data; plain words do not
    ("We collect posts from online forums and study how frequent users write.", "The GAMB-ES Corpus: Gambling Talk Online",
     "GAMB-ES"),
    ("We collect posts from online forums and study how frequent users write.", "The Gambling Talk Corpus: Posts Online",
     None),
    # under a title that names the benchmark the abstract introduces, a model or method it proposes by name wins (SPEC
    # section 3); not a module, a metric or a baseline it outperforms
    ("We present TabFuse, a new human-annotated dataset of scanned tables. Beyond dataset creation, we set up baselines "
     "and propose a simple model named Row and Column Relevance-Modulated Attention Model (RCRA). RCRA is best on TabFuse.",
     "TabFuse: A Dataset for Table Fusion", "RCRA"),
    ("We present TabFuse, a new human-annotated dataset of scanned tables. We also propose a Row Alignment Evaluation "
     "metric (RAE) for the task. Models score low on TabFuse.", "TabFuse: A Dataset for Table Fusion", "TabFuse"),
    ("We present TabFuse, a new human-annotated dataset of scanned tables. Our model outperforms the strong "
     "search-based baseline (NAS-Tab) on TabFuse.", "TabFuse: A Dataset for Table Fusion", "TabFuse"),
    ("We introduce a multilingual chart dataset named ChartX. We further present ChartNet, a model that reads charts "
     "and outperforms prior models on ChartX.", "ChartX: Reading Charts in Many Languages", "ChartNet"),
    # a lower-case name a new thing is called, 'the' before it; not a known thing so called
    ("We answer it by proposing a novel loss function called the betting loss. Our result is variance-adaptive.",
     "Second-Order Bounds for [0,1]-Valued Regression via Betting Loss", "betting loss"),
    ("We rely on a concept called the link function, which is known.", None, None),
    # a model family's name with a digit and capitals glued after it is a new name, proposed; a version is no name
    ("To address this gap, we propose LoRA2D, an authorized dual-watermarking framework for LoRA modules.", None, "LoRA2D"),
    ("We fine-tune Qwen2, an open large language model, on our data.", None, None),
    # an NLP paper's encoder fine-tuned or compared is a model family, not the method (models.txt)
    ("We fine-tune PhoBERT for disfluency detection. PhoBERT achieves strong results on our corpus.", None, None),
    # a TeX dash ('--') ends a name; a plain hyphen does not
    ("We present GRAPE--Gaussian Rendering for Accelerated Pixel Enhancement, a fast, lightweight method.", None, "GRAPE"),
    ("We present Sharp-NeRF---a fast deblurring method for neural radiance fields.", None, "Sharp-NeRF"),
    ("We propose a novel continual learning method, called Split-and-Bridge, which can address it.", None, "Split-and-Bridge"),
    ("We introduce Chain-of-Thought prompting, a method for reasoning.", None, None),
    ("We study the so-called Sim-to-Real gap, which limits transfer.", None, None),
    # last: a lower-case coined name in emphasis after a proposing verb (two words or more) or an artifact and a naming word;
    # not one describing word, nor a description with a generic head
    (r"We therefore propose \textit{selective internal emphasis} to amplify the relevance signals.", None, "selective internal emphasis"),
    (r"We propose a direct solution called \emph{flooding} that prevents further reduction.", None, "flooding"),
    ("We consider agents, called *empathic*, that care for others.", None, None),
    # ... a problem before the proposing verb is the one the name solves, not what it names
    (r"We address this challenge by introducing \emph{oriented affordance frames}, a structured representation.", None,
     "oriented affordance frames"),
    (r"To name this failure, we introduce \emph{reward hacking drift} in this paper.", None, None),
    ("We propose a *data augmentation strategy* for few-shot learning.", None, None),
    # a part named with its head word ('module called', 'NN-component called') yields to the title's coined name
    ("We propose an MLP enhanced with a novel NN-component called Memory-Block. Memory-Block fills gaps.",
     "Mem-MLP: Real-Time Motion Generation", "Mem-MLP"),
    ("We introduce a novel and efficient module called Cascaded Factorized Atrous Spatial Pyramid Pooling (CF-ASPP).",
     "FarSee-Net: Real-Time Semantic Segmentation", "FarSee-Net"),
    ("We introduce a novel and efficient module called Cascaded Factorized Atrous Spatial Pyramid Pooling (CF-ASPP).",
     None, "CF-ASPP"),
    # an acronym after a proposing verb may build on a model family; not after a verb of others' work
    ("In this paper, we introduce a novel Reader-Centered Passage Selection (R-CPS) method.", None, "R-CPS"),
    ("We validate our approach on the recently introduced Verbs in COCO (V-COCO) and HICO-DET datasets.", None, None),
    # a superscript inside a coined name
    ("We propose \\textbf{M²IV}, a novel approach, and introduce \\textbf{VLibrary}, a repository.", "M²IV: Towards Efficient ICL", "M²IV"),
    # a version ends a coined name
    ("Addressing this gap, we introduce BanFakeNews-2.0, a robust dataset for fake news detection.", None, "BanFakeNews-2.0"),
    # others' artifacts: an apposition to an existing or traditional one, examples after a verb, a concept
    ("We compare to an existing diversification approach, DivPO.", None, None),
    ("A traditional approach, Self-Consistency (SC), generates multiple solutions.", None, None),
    ("Tools introduce security risks, such as indirect prompt injection (IPI) attacks.", None, None),
    ("We introduce the notion of a performatively stable equilibrium (PSE) and show it exists.", None, None),
    ("Models originally developed for estimating the conditional average treatment effect (CATE) are used.", None, None),
    ("We develop the idea of Dynamic Gradient Influencing (DGI) that ranks gradients.", None, "DGI"),
    # an artifact after a preposition is used, not proposed, unless it is new or ours
    ("We propose a task-aware evaluation framework that leverages features from a strong NVS foundation model, Zero123.",
     None, None),
    ("On the real-world dataset COWC, we achieve an R2 of 0.769.", None, None),
    ("We experiment with a newly created evaluation dataset, Politi-Prov, based on fact-checking articles.", None,
     "Politi-Prov"),
    # a long last word before the acronym; not a dataset after 'our ... on the'
    ("To address this, we introduce the Constraint-Data-Value-Maximization (CDVM) approach.", None, "CDVM"),
    ("We evaluate our approaches on the challenging RWTH-PHOENIX-Weather-2014T (PHOENIX14T) dataset.", None, None),
    # a quoted name right after a proposing verb; its acronym after the closing quote; not others' work
    ("In this paper, we propose the \u201cBias Vector\u201d method for the mitigation of these LM biases.", None, "Bias Vector"),
    ('We present "Cross-Camera Convolutional Color Constancy" (C5), a learning-based method.', None, "C5"),
    ("Sparsity is enforced by the recently introduced \u201cSpline Kernel Prior\u201d. Sparse solutions follow.", None, None),
    # capitalized words a colon defines right after the verb
    ("We instead propose Deep Context Distillation: we learn the parameters to simulate hidden states.", None,
     "Deep Context Distillation"),
    # a title prefix may build on a model family ('ViT-Pro') or be one alone ('Llama-3': the paper that made it), not
    # be one of two the title compares
    ("We tune a vision model on product images.", "VIT-Pro: Visual Instruction Tuning for Product Images", "VIT-Pro"),
    ("We tune a vision model on product images.", "Llama-3: Open Foundation Models", "Llama-3"),
    ("We tune a vision model on product images.", "Llama-3 and GPT-4o: Partners for Product Images", None),
    ("We propose LLaVA-Med, a biomedical assistant, and compare it to LLaVA-Adapter (LA).", None, "LLaVA-Med"),
    # a task, metric or model-class acronym is never the method ('NER', 'MAE', 'SLAM', 'VAE')
    ("We propose a new negative sampling scheme for named entity recognition (NER).", None, None),
    ("We propose to model the dynamics with a Gaussian process (GP) and our model predictive control (MPC) scheme.", None, None),
    # a coined title prefix names the method when the abstract only introduces data, or 'also' presents a name
    ("In this study we introduce UJ-AQA-CricketVision a dataset comprising 8540 video clips.",
     "I3D-AE-LSTM: A 2-Stream Autoencoder for Action Quality Assessment", "I3D-AE-LSTM"),
    ("We introduce a model for turn-taking. We also present YT-Conversation, a diverse collection of videos.",
     "EgoSpeak: Learning When to Speak", "EgoSpeak"),
    # ... but not over a name the abstract proposes that is merely followed by 'dataset-free'
    ("We show that our method termed ZS-N2N (Zero Shot Noise2Noise) often outperforms existing dataset-free methods.",
     "Zero-Shot Noise2Noise: Efficient Image Denoising", "ZS-N2N"),
    # 'Named' inside a long form is no verb that names ('Distantly Supervised Named Entity Recognition (DS-NER)')
    ("Distantly Supervised Named Entity Recognition (DS-NER) has attracted attention.", "DynClean: Label Cleaning", "DynClean"),
    # a method beside a benchmark the strong passes found (the method wins); two spaces before the acronym
    ("We first introduce Dynamic Attention Reallocation  (DARA), a fine-tuning strategy. We present TrueMICL, a "
     "dedicated dataset.", None, "DARA"),
    # markup around the name and its acronym; an acronym after an artifact word and a colon
    ("We introduce **LongCodeBench** (**LCB**), a benchmark to test coding.", None, "LCB"),
    ("We present a sample-efficient learning pipeline: Recursive Koopman Learning (RKL). We identify conditions.",
     None, "RKL"),
    # a lower-case name after an artifact word and 'named' (not 'named after')
    ("We propose a new memorizing mechanism named conditional memory, which stores facts.", None, "conditional memory"),
    ("We use a fine-tuning scheme named after its inventor, Hinton.", None, None),
    # capitalized words after a proposing verb that a 'which' clause defines
    ("To address this problem, we propose Hidden Calibration, which renounces token probabilities.", None,
     "Hidden Calibration"),
    # typesetting in math mode around the name, in the abstract or the title's prefix, is not part of it; a name
    # is all that the braces hold ('called $\textit{Preference Augmentation}$' is no 'Preference': the name is both words)
    (r"We introduce $\texttt{LEGATO}$, a novel hierarchical graph autoencoder.", None, "LEGATO"),
    (r"We present a framework that distills planning into a policy.", r"$\texttt{SPIN}$: distilling planning", "SPIN"),
    (r"We propose a technique called $\textit{Preference Augmentation}$ to help.", None, "Preference Augmentation"),
    # an acronym far from the proposing verb when the words between are its object (a noun phrase, small words only
    # inside a title-case long form); not after a preposition, a clause or a verb of its own
    ("To address these limitations, we propose a simple yet effective Unified Grid Tagging Scheme (UGTS) to extract "
     "quadruplets.", None, "UGTS"),
    ("In this paper we present a novel label recovery scheme, Recovering Labels from Local Updates (RLU), which works.",
     None, "RLU"),
    # ... two adjectives joined by 'and' before the spelled-out long form stay one noun phrase; two nouns do not
    ("With the multi-task setting, we propose an effective and interpretable “Explain, Reason and Predict” (ERP) system.",
     None, "ERP"),
    ("In this paper we present a dataset and a benchmark for Visual Question Answering (VQA) in the medical domain.",
     None, None),
    # last resort: a title's plain capitalized prefix its subtitle calls an artifact, where the abstract names nothing;
    # not a phrase, a clause or a subtitle that calls it something else
    ("We propose a novel subspace cubic regularized Newton method that achieves a dimension-free global convergence rate.",
     "Krylov Cubic Regularized Newton: A Subspace Second-Order Method with Dimension-Free Convergence Rate",
     "Krylov Cubic Regularized Newton"),
    ("We propose an evaluation framework for interactive dialogue assessment.",
     "Interaction Matters: An Evaluation Framework for Interactive Dialogue Assessment", None),
    ("We show that the softmax bottleneck makes some tokens unreachable.",
     "Stolen Probability: A Structural Weakness of Neural Language Models", None),
    ("We present a preliminary design of a remote palpation instrument for minimally invasive surgery (MIS).", None, None),
    ("We propose a transformer-based EEG signal encoder integrating the Discrete Wavelet Transform (DWT) with attention.",
     None, None),
    # after 'our' only the words of a noun phrase lead to an acronym (not a clause: 'we use'); not a goal after 'for'
    ("With our synthetic prompts, we use rejection sampling (RS) to obtain pairs.", None, None),
    ("Annotation is essential for developing effective Grammatical Error Correction (GEC) systems.", None, None),
    # ... but a name a naming verb gives ('referred to as'), even with small words between
    ("We develop a new technique for collective operations, referred to as Linear Pipelining (LP).", None, "LP"),
    ("We formulate the problem as a binary integer quadratic constrained linear programming (BQCLP).", None, None),
    # a short form the abstract says is one, also for the title's name
    ("We introduce SlowFast-LLaVA-1.5 (abbreviated as SF-LLaVA-1.5), a family of video LLMs.",
     "SlowFast-LLaVA-1.5: A Family of Video LLMs", "SF-LLaVA-1.5"),
    ("We present a reasoning model called Interactive Graph (abbr. in-Graph) to infer HOIs.", None, "in-Graph"),
    # ... or 'or' / 'a.k.a.' gives the short form, in the acronym pass too
    ("We introduce Persuasion-Balanced Training (or PBT), which leverages dialogue trees.", None, "PBT"),
    ("We devise a self-compositional learning framework (or SCL) for HOI concept discovery.", None, "SCL"),
    # a title's name the abstract spells out with an acronym is that acronym, even for a benchmark; a LaTeX tie before it
    ("We introduce **LongCodeBench** (**LCB**), a benchmark to test LLM coding abilities.",
     "LongCodeBench: Evaluating Coding LLMs", "LCB"),
    (r"We establish a novel framework, \textbf{WIN} rate \textbf{D}ominance~(WIND), with efficient algorithms.", None, "WIND"),
    # a phrase proposed with no article that the title also holds names the method, or the acronym after it; not a
    # description, a phenomenon the paper names, nor a phrase the title does not hold
    ("In this paper we propose negative-prompt inversion a method capable of fast reconstruction.",
     "Negative-Prompt Inversion: Fast Image Inversion for Editing", "negative-prompt inversion"),
    ("We introduce monotone-value neural networks (MVNNs), which capture preferences.",
     "Monotone-Value Neural Networks: Exploiting Preference Monotonicity", "MVNNs"),
    ("We introduce an adaptive framework for motion planning.", "An Adaptive Framework for Motion Planning", None),
    ("Models leak information, which we call semantic leakage, in many settings.",
     "Does Liking Yellow Imply Driving a School Bus? Semantic Leakage in Language Models", None),
    ("We propose prior swapping to reuse posteriors.", "Fast Inference for Changed Models", None),
    # ... a plural of a generic kind only when punctuation or an acronym sets it off (session 37); coined plurals keep
    ("Furthermore, we develop minimal solvers for several problems with low degrees.",
     "Minimal Solvers for Full DoF Motion Estimation", None),
    ("We present efficient quantum algorithms that are exponentially faster than classical ones.",
     "Efficient Quantum Algorithms for Quantum Optimal Control", None),
    ("We introduce recurrent relational networks which increase the suite of solvable tasks.",
     "Recurrent Relational Networks for Complex Relational Reasoning", "recurrent relational networks"),
    ("To address this, we propose refusal tokens, one such token for each refusal category.",
     "Refusal Tokens: A Simple Way to Calibrate Refusals", "refusal tokens"),
    # (an apposition that defines it as an artifact names it without the title: the last resort below)
    ("We propose prior swapping, a method that reuses posteriors.", "Fast Inference for Changed Models", "prior swapping"),
    # a title's name with the abstract's name as one of its words: the abstract's name when it proposes it bare and
    # defines it ('we introduce TASTE - a ...' under 'Acquired TASTE: ...'); else the title's ('proposes BT expansion,')
    ("In this work, we introduce TASTE – a multimodal architecture for stance detection.",
     "Acquired TASTE: Multimodal Stance Detection", "TASTE"),
    ("We establish a novel framework, \\textbf{WIN} rate \\textbf{D}ominance~(WIND), with efficient algorithms.",
     "Faster WIND: Accelerating Iterative Best-of-$N$ Distillation", "WIND"),
    ("This paper proposes BT expansion, an automated planning approach.",
     "BT Expansion: a Sound and Complete Algorithm for Behavior Planning", "BT Expansion"),
    # the title's prefix of plain words, when the abstract writes it as the subject of a result verb
    ("We propose a new policy class. Streaming flow policy outperforms prior methods while enabling faster execution.",
     "Streaming Flow Policy: Simplifying diffusion/flow-matching policies", "Streaming flow policy"),
    ("We study policies. The streaming flow policy of prior work is slow.", "Streaming Flow Policy: Simplifying policies", None),
    # last: the title's prefix quoted in the abstract, else a quoted name an artifact noun and a naming verb give; not a
    # quoted name after a bare naming verb (a phenomenon as often)
    ("It calculates an attention matrix we refer to as “Reversed Attention”. A technique called “attention patching” helps.",
     "Reversed Attention: On The Gradient Descent Of Attention Layers In GPT", "Reversed Attention"),
    ("This paper presents a simplified approach called “shared weight self-attention,” where one matrix is used.",
     "Does Self-Attention Need Separate Weights in Transformers?", "shared weight self-attention"),
    ("We find what is called “the perplexity curse” in these models.", "Where is the answer?", None),
    # a coined name led by lower-case hyphened parts; 'introduce as'; not 'formulated as NP-hard', nor 'a'/'an' before a
    # premodifying acronym ('we develop an SVI algorithm')
    ("It introduces a new Russian-focused embedding model called ru-en-RoSBERTa and a benchmark.", None, "ru-en-RoSBERTa"),
    ("We fine-tune on high-quality document-level data, which we curate and introduce as DocBlocks.", None, "DocBlocks"),
    ("The problem is formulated as NP-hard in general.", None, None),
    ("We develop an SVI algorithm for hidden Markov models.", None, None),
    # two methods proposed in turn: the later, main one; not a module the second sentence adds
    ("We first propose a classifier-consistent method (CCM) based on a matrix. However, CCM cannot guarantee risk "
     "consistency. Therefore, we further propose a risk-consistent method (RCM) that purifies supervision.", None, "RCM"),
    ("Specifically, we first propose a Multi-scale Sensor Fusion (MSF) to extract features. Then, we develop a "
     "Knowledge-Attentive Transfer (KAT) module to learn invariant features.", None, "MSF"),
    # a whole title of a few words that the abstract proposes with an acronym: the acronym, even a usually generic one
    ("We introduce Feasible Learning (FL), a sample-centric learning paradigm.", "Feasible Learning", "FL"),
    ("Federated Learning (FL) trains models across clients.", "Federated Learning", None),
    ("We collect false friends in four language pairs, namely Indonesian-Malay, Indonesian-Tagalog, and English-German.",
     None, None),
    # 'namely' after a plural data noun lists data used; after a singular one, the data the paper built
    ("The assessment on two large scale skeleton datasets, namely NTU-RGB+D and NTU-RGB+D120, has proven the approach.",
     None, None),
    ("In this paper, we construct the first Chinese privacy policy dataset, namely CA4P-483, to facilitate labeling.",
     None, "CA4P-483"),
    # the acronym of a task the paper poses, its capitalized long form named right after 'task,' or 'task termed', is no
    # method, however short a long form the acronym pass finds ('Measurement Prediction'); an answer to a problem, a
    # task trained on, are
    ("To that end, we introduce a novel task, Masked Measurement Prediction (MMP), where a model learns to reconstruct.",
     None, None),
    ("Specifically, we investigate a new task termed as Boundary Knowledge Translation (BKT). Given labels, we learn.",
     None, None),
    ("To solve this problem, Region Proposal Convolutional Interaction Network (RPCIN), a vision-based model, is proposed.",
     None, "RPCIN"),
    ("We introduce a simple and intuitive self-supervision task, Natural Synthetic Anomalies (NSA), for training a model.",
     None, "NSA"),
    # ... and a problem the acronym's parenthesis is followed by, in either case
    ("To address this, we introduce the Dichotomous Affiliate Stable Matching (DASM) Problem, where agents' preferences matter.",
     None, None),
    # an acronym far from its proposing verb (its long form a long object) over one defined near a verb in a later
    # sentence: the whole first, its part after; not when the far one is a task, a dataset, a notion or a module, nor
    # when the near one is in the same sentence ('... (FS-TWB) and its extension, called ... (FS-TSWB)')
    ("We propose a Weakly-supervised point cloud Instance Segmentation framework with Geometric Priors (WISGP) that "
     "allows training with boxes. To assign labels, we design a Geometry-guided Label Propagation (GLP) scheme.",
     None, "WISGP"),
    ("Thus, this paper proposes a new task, Inductive Link Prediction in NKGs (ILPN), which aims to predict facts. To "
     "address this task, we propose a Meta-learning-based N-ary knowledge Inductive Reasoner (MetaNIR), which embeds roles.",
     None, "MetaNIR"),
    ("In this paper, we propose a novel RL-based multi-agent planning module, Multi-agent Spatial Planner (MSP). MSP "
     "leverages a transformer. We call this overall solution, Multi-Agent Active Neural SLAM (MAANS).", None, "MAANS"),
    # a found name is data when its data noun follows the brackets that spell it out or stands right before it: a method
    # the abstract proposes after it wins (SPEC section 3)
    ("We present FLORA (Fashion Language Outfit Representation for Apparel Generation), the first comprehensive dataset "
     "of outfits. As a second contribution, we introduce NeRA (Nonlinear low-rank Expressive Representation Adapter), a "
     "novel adapter architecture.", None, "NeRA"),
    ("Therefore we release the first memorability dataset LAMBDA consisting of 1749 participants. Our approach SEED "
     "(Self rEwarding mEmorability Modeling) starts with a language model trained on LAMBDA.", None, "SEED"),
    ("In this paper, we introduce a real-life DS-NER dataset, QTL, where the test data is annotated by experts. To solve "
     "this issue, we proposed a new approach, token-level Curriculum-based Positive-Unlabeled Learning (CuPUL), which "
     "orders samples.", None, "CuPUL"),
    # ... and an acronym defined with its data noun after it gives way to a later one defined without ('the ... (RealSR)
    # dataset ... (LP-KPN)'); a method the abstract gives wins over a title prefix the subtitle calls data (not one
    # whose subtitle names a method first)
    ("We introduce the Herbivory-Induced Plant Bio-signal Multimodal (HIPB-MM) dataset, the first fine-grained dataset "
     "of signals. We propose the Herbivory-Induced Physiological Sensing (HIPS) framework.", None, "HIPS"),
    ("We introduce the Herbivory-Induced Plant Bio-signal Multimodal (HIPB-MM) dataset, the first fine-grained dataset "
     "of signals. We evaluate existing methods on it.", None, "HIPB-MM"),
    ("We introduce M-ErasureBench, a novel multimodal evaluation framework that benchmarks concept erasure methods. To "
     "address these vulnerabilities, we propose IRECE (Inference-time Robustness Enhancement for Concept Erasure), a "
     "plug-and-play module.", "M-ErasureBench: A Comprehensive Multimodal Evaluation Benchmark for Concept Erasure",
     "IRECE"),
    ("We introduce RoadBench, the first multimodal benchmark for road damage understanding. We also present RoadCLIP, a "
     "novel vision-language model that builds upon CLIP.",
     "RoadBench: A Vision-Language Foundation Model and Benchmark for Road Damage Understanding", "RoadCLIP"),
    ("Hence, we propose a novel method called causal road and rest segmentation (CaRS) that utilizes causal "
     "intervention. Further, we introduce a transitional weather-driving dataset for segmentation (TWDS16).",
     "CaRS: A Causal Intervention Segmentation Framework and Benchmark Dataset for Autonomous Driving", "CaRS"),
    ("We introduce RoadBench, the first multimodal benchmark for road damage understanding. We also present RoadCLIP, a "
     "novel vision-language model that builds upon CLIP.", "RoadBench: Road Damage Understanding with Language",
     "RoadBench"),
    # beside data, an acronym in brackets in a sentence where the paper proposes something names the method, however
    # far from its verb; not one of a task the paper poses, nor a technique's lower-case long form it uses
    ("In this paper, we introduce MCRank, a benchmark tailored for assessing ranking. To overcome this limitation, we "
     "propose a novel decomposed reasoning method, consisting of EXtracting and Sorting the conditions, and then "
     "Iteratively Ranking the items (EXSIR).", None, "EXSIR"),
    ("We first introduce a benchmark called LegalHalBench. We then propose a hallucination mitigation method that "
     "integrates behavior cloning and a novel Hard Sample-aware Iterative Direct Preference Optimization (HIPO).",
     None, "HIPO"),
    ("We introduce CliTsVTE, a benchmark dataset of records. We propose a deep learning framework integrating multiple "
     "sequential backbones with an adversarially regularized autoencoder (ARAE) that learns latent representations.",
     None, "CliTsVTE"),
    ("We introduce COCO-EE, a benchmark dataset of edits. In this paper, we introduce a new task: Explicit Caption "
     "Editing (ECE).", None, "COCO-EE"),
    # an overview paper names the shared task it ran, with its year, where the abstract gives no other name; not a
    # team's submission to one
    ("This paper describes the MEDIQA 2021 shared tasks at the NAACL-BioNLP workshop. We organized three tasks.",
     "Overview of the MEDIQA 2021 Shared Task on Summarization in the Medical Domain", "MEDIQA 2021"),
    ("We present the results of the third edition of the shared task on financial narrative summarisation.",
     "The Financial Narrative Summarisation Shared Task (FNS 2020)", "FNS 2020"),
    ("This paper describes our submission to the shared task. We combine dense and sparse retrievers.",
     "MIA 2022 Shared Task Submission: Leveraging Entity Representations, Dense-Sparse Hybrids", None),
    # an acronym in a list that 'namely' opens after a plural data noun is data the paper uses, not its method
    ("We set new state-of-the-art performance on four few-shot classification benchmarks, namely miniImageNet, "
     "tieredImageNet, Fewshot-CIFAR100 (FC100) and Caltech-UCSD Birds-200-2011 (CUB).", None, None),
    ("We detect backdoors in networks trained on four benchmark datasets, namely the German Traffic Sign Recognition "
     "Benchmark (GTSRB), MNIST, CIFAR10, and Tiny-ImageNet.", None, None),
    # a plain capitalized word with one or two plus signs is a coined name ('Quin+', 'Flow++'); plus signs joining words
    # are not ('Audio+Visual')
    ("We describe a three-stage automated fact-checking system, named Quin+, using evidence retrieval and selection "
     "methods.", "Improving Evidence Retrieval for Automated Explainable Fact-Checking", "Quin+"),
    ("We propose Flow++, a new flow-based model that is now the state-of-the-art non-autoregressive model.", None,
     "Flow++"),
    ("We present Audio+Visual fusion for speech recognition in noisy rooms.", None, None),
    # a plain capitalized word, a hyphen and a number is a coined name ('Chat-3D', 'Babel-670'); a numbered part of a
    # series is not ('Task-11')
    ("This paper presents Chat-3D, which combines the 3D visual perceptual ability of pre-trained 3D representations.",
     None, "Chat-3D"),
    ("For this purpose, we compile Babel-670, a benchmark comprising 670 languages.", None, "Babel-670"),
    ("SemEval 2020 Task-11 aims to design automated systems for news propaganda detection. Task-11 consists of two "
     "sub-tasks.", None, None),
    # a title-case notion or concept the paper introduces or defines names it by its acronym; not a lower-case one (a
    # property studied) nor one whose own words come before the spelled ones
    ("We introduce the novel concept of visually Connecting Actions and Their Effects (CATE) in video understanding.",
     None, "CATE"),
    ("We introduce the new concept of an Arabic Derivational Chain Bank (CHAINBANK) to leverage derivations.", None,
     "CHAINBANK"),
    ("We introduce the notion of a performatively stable equilibrium (PSE) and show that it exists.", None, None),
    # title-case words the authors set off after 'our' and their artifact word, or the acronym that spells them; not
    # words a verb goes on from
    ("In contrast, our method, Diverse Multiple Choice Learning, learns a set of models to make multiple predictions.",
     None, "Diverse Multiple Choice Learning"),
    ("Our approach, Local Neural Descriptor Fields (L-NDF), utilizes neural descriptors defined on the objects.", None,
     "L-NDF"),
    ("When augmented with our approach, Wide Residual Networks systematically achieve superior performance.", None, None),
    # a capitalized phrase hyphened around a short word before the artifact word a proposing verb gives
    ("We propose the Hit-and-Run algorithm for planning and sampling problems in non-convex spaces.", None, "Hit-and-Run"),
    ("To prove our results, we define the notion of critical queries for a Statistical Query Algorithm (SQA) which may "
     "be of independent interest.", None, None),
    # a class of things a name is 'called' is a known class the paper works in, unless its sentence makes it new or the
    # title writes it
    ("In this paper, we focus on a particular class of multi-agent stochastic games called Markov Potential Games and "
     "we prove that policy gradient converges.", None, None),
    ("Based on our invertible butterfly layers, we construct a new class of normalizing flow models called "
     "ButterflyFlow.", None, "ButterflyFlow"),
    ("In this paper, we describe a class of latent variable models of such data called Mixed Membership Stochastic "
     "Blockmodels.", "Mixed Membership Stochastic Blockmodels", "Mixed Membership Stochastic Blockmodels"),
    # ... but not a backbone or baseline model the method improves (the apposition ends at a result verb, 'improves')
    ("We introduce a benchmark LenCom-Eval specifically designed for testing models. For instance our proposed framework "
     "improves the backbone model TextDiffuser by more than 23% in terms of OCR word F1.", None, "LenCom-Eval"),
    # a name added with 'further', 'moreover' or 'in addition' to what an earlier sentence proposed does not replace it;
    # over data proposed first it still names the method
    ("Motivated by this, we propose a novel method named IED, which leverages the Information Entropy. Further, we "
     "propose IEGD which adopts the information gain.", None, "IED"),
    ("We propose a probabilistic dialog model, called the LAtent BElief State (LABES) model, where belief states are "
     "latent. Furthermore, we introduce LABES-S2S, which is a copy-augmented Seq2Seq model instantiation.", None, "LABES"),
    ("To overcome these limitations, we present the Complex Motion Dataset (CompMo), the first large-scale dataset of "
     "complex motions. We further present DEMO, a model that integrates a large language model.", None, "DEMO"),
    # a name 'called', 'named' or 'dubbed' in a background sentence, where nobody speaks or makes anything and words of
    # others' work or of a known thing stand, is no method; without such words it may still be the paper's own
    ("An alternative approach, called Dependency Detection, searches the event streams [6]. This paper describes how "
     "local search overcomes two limitations.", None, None),
    ("Recently, an approach, named Barlow Twins, has been proposed for self-supervised learning. We study it on graphs.",
     None, None),
    ("These platforms have brought a unique social phenomenon called Internet memes. We classify their sentiment.",
     None, None),
    ("The learning procedure is implemented using column generation and hence is named CGHash. It learns fast.",
     None, "CGHash"),
    ("A compliant spine has been embedded into a quadruped robot, named Kitty, which has no actuation on the legs.",
     None, "Kitty"),
    # a name the authors give with 'we call/term': over an acronym of someone else's earlier in its sentence, and as a
    # fallback; not a problem they name, nor a class of things (a plain plural word last)
    ("We introduce an improvement to the Byte Pair Encoding (BPE) algorithm by incorporating graphemes, which we term "
     "Grapheme Pair Encoding (GPE).", None, "GPE"),
    ("We propose a new type of normalizing flow for density estimation, which we call Masked Autoregressive Flow.",
     None, "Masked Autoregressive Flow"),
    ("To address this problem, which we call Feature Twist, we propose a variational graph auto-encoder.", None, None),
    ("We organize these descriptions into meaningful structures we call Norm Concepts.", None, None),
    # capitalized words go on a coined name up to its definition; not an artifact noun ('the PARROT-360V Benchmark')
    ("In this work, we introduce N-Gram Coverage Attack, a membership inference attack that uses text only.",
     None, "N-Gram Coverage Attack"),
    ("We propose *Prediction-Centric Uncertainty Quantification*, where a mixture distribution is used.",
     None, "Prediction-Centric Uncertainty Quantification"),
    ("We introduce PARROT-360V Benchmark, a novel and comprehensive benchmark.", None, "PARROT-360V"),
    # a piece of the title (cut at its colon and the prepositions joining a method to a task) that the abstract gives
    # after an artifact noun or a naming verb names the method, in the abstract's casing; not a task so named, nor a
    # title piece proposed bare ('we propose a contrastive learning approach' is a description)
    ("We propose a novel defense mechanism: mixture of encodings, which uses several encodings.",
     "Defense against Prompt Injection Attacks via Mixture of Encodings", "mixture of encodings"),
    ("We introduce a novel evaluation metric for machine unlearning coined dimensional alignment which measures it.",
     "Revisiting Machine Unlearning with Dimensional Alignment", "dimensional alignment"),
    ("In this study, we propose a novel task called multimodal user profiling.",
     "Exploring Unified Training Framework for Multimodal User Profiling", None),
    ("We propose a contrastive learning approach for retrieval.", "Contrastive Learning for Dense Retrieval", None),
    # ... but the title's own name (its prefix before a colon, or the whole title when nothing cuts it) may follow the
    # verb bare, when a name's end follows it
    ("To fill this gap, we propose an adaptive prompting approach that predicts the optimal prompt composition.",
     "Adaptive Prompting: Ad-hoc Prompt Composition for Social Bias Detection", "adaptive prompting"),
    ("As a remedy, we propose a mean-field microcanonical gradient descent that samples several points.",
     "Mean-Field Microcanonical Gradient Descent", "mean-field microcanonical gradient descent"),
    ("We propose adaptive prompting methods and evaluate them.", "Adaptive Prompting: Ad-hoc Prompt Composition", None),
    # a coined title prefix that a model family only starts ('ViT' in 'Vitruvion') is a name
    ("Parametric CAD tools are the predominant way engineers specify structures.",
     "Vitruvion: A Generative Model of Parametric CAD Sketches", "Vitruvion"),
    # a one-word title prefix names the artifact even as a plural acronym, a metric's word in capitals or a model
    # family's name (the paper that made it, or a new artifact that took the name); not a generic acronym, nor a family
    # one of two names the title compares
    ("Audio pre-training lags behind.", "BEATs: Audio Pre-Training with Acoustic Tokenizers", "BEATs"),
    ("Knowledge tracing predicts students' performance.", "simpleKT: A Simple But Tough-to-Beat Baseline", "simpleKT"),
    ("We register two neural radiance fields.", "nerf2nerf: Pairwise Registration of Neural Radiance Fields", "nerf2nerf"),
    ("We study how models adapt.", "fine-tuning: What Changes in the Weights", None),
    # a one-word prefix a star, an ampersand or an apostrophe marks, 'The' and one capitalized word, and a prefix in quotes
    # (or a title quoted whole) are names too; not 'The' and one of two things, nor a quoted phrase
    ("We plan paths for mobile robots.", "Smooth-RRT*: Asymptotically Optimal Motion Planning", "Smooth-RRT*"),
    ("We segment urban scenes without labels.", "Drive&Segment: Unsupervised Semantic Segmentation", "Drive&Segment"),
    ("We model trajectories of many agents.", "The Trajectron: Probabilistic Multi-Agent Trajectory Modeling", "Trajectron"),
    ("We explain networks mechanistically.", "The Clock and the Pizza: Two Stories in Mechanistic Explanation", None),
    ("We decompose images with priors.", "\"Double-DIP\": Unsupervised Image Decomposition", "Double-DIP"),
    ("We track planar objects.", "\"HVC-Net: Unifying Homography, Visibility, and Confidence Learning\"", "HVC-Net"),
    ("We summarize disagreements.", "“I Don’t Think So”: Summarizing Policy Disagreements", None),
    ("Real-time object detection is a key task.", "YOLOv7: Trainable Bag-of-Freebies Sets New State-of-the-Art", "YOLOv7"),
    ("Attackers compromise IoT devices to move laterally.", "FALCON: Adaptive Cross-Domain APT Attack Investigation",
     "FALCON"),
    ("Continual learning forgets.", "RECALL: Replay-Based Continual Learning in Semantic Segmentation", "RECALL"),
    ("Code retrieval needs embeddings.", "CodeXEmbed: A Generalist Embedding Model Family", "CodeXEmbed"),
    ("Sentiment analysis is studied.", "ELECTRA and GPT-4o: Cost-Effective Partners for Sentiment Analysis", None),
    ("Generative models are surveyed.", "GANs: A Survey of Methods", None),
    # a title prefix of capitalized words that the subtitle calls an artifact and the abstract writes; not a slogan
    # the abstract never uses, nor a phrase
    ("Long Range Arena is a suite of tasks for efficient Transformers.", "Long Range Arena: A Benchmark for Efficient Transformers",
     "Long Range Arena"),
    ("Droplets blur camera images.", "Clarity Amidst Blur: A Deterministic Method for Synthetic Water Droplets", None),
    ("Towards proactive navigation, we model pedestrians.", "Towards Proactive Navigation: A Pedestrian-Vehicle Cooperation Model",
     None),
    # a coined name that is also the code repository's name is the paper's artifact: where nothing else names one, and
    # over a name found elsewhere when the paper's own sentence writes it and no data word follows
    ("This paper proposes a new ensemble training using a Pairwise Adversarially Robust Loss (PARL). PARL utilizes "
     "gradients. Code: https://github.com/shubhishukla10/PARL", None, "PARL"),
    ("In this paper we introduce a novel framework for aligning images via Reconfigurable Generative Network (Reconfig-MIT) "
     "for translation. We also introduce the Recursive Cycle-Consistency Loss (R-CCL). https://github.com/Lab/Reconfig-MIT.",
     None, "Reconfig-MIT"),
    ("We present BanNERD, a dataset. We propose BanNERCEM, a method. Models trained on BanNERD win. "
     "https://github.com/org/BanNERD", None, "BanNERCEM"),  # the repository is the benchmark's
    ("Toaddress this, we propose a prompt-based solution VL-Time, with visualization-modeled data.", None, "VL-Time"),
    ("Our code is available as part of the DIG package (https://github.com/divelab/DIG).", None, None),  # a library
    ("Speech-to-text translation (ST) translates speech. We propose COSTT, a method. https://github.com/dqqcasia/st",
     None, "COSTT"),  # an acronym a background sentence defines
    ("We study Memory-Efficient Pseudo-Labeling with a Gaussian Mixture Model (GMM). https://github.com/pascalschlachter/GMM",
     None, None),  # a class of models
    # a coined name as the subject of a result or working verb, where nothing else names a method
    ("We design a loss for competing risks. Experiments show that **SurvivalBoost** not only outperforms 12 models.",
     "Survival Models: Proper Scoring Rules", "SurvivalBoost"),
    ("Rules are cheap. DeepCert uses interval bounds to verify networks.", None, "DeepCert"),
    ("Experimental results demonstrate that ByT5 outperforms mT5 in this task.",
     "Lemmatization of Cuneiform Languages Using the ByT5 Model", None),  # the title uses it
    ("Reading is hard. SQuAD provides a challenging testbed. MTL reduces training time.", None, None),  # a dataset, a class
    ("AMR-to-text generation is a challenging task. SmartMove users showed better performance.", None, None),  # no verbs
    ("We test two models (GreTa and PhilTa). PhilTa achieves the best results.", None, None),  # one of those compared
    ("Experiments show that RCIG achieves a 108% improvement. On ImageNet, RCIG is best.", None, "RCIG"),  # a bare
    # comma coordinates nothing
    # a paper that names no method but makes data: the first dataset it says it made (SPEC section 3); not a dataset a
    # sentence only uses, nor a kind of data it collected, nor an overview of others' datasets
    ("To address these challenges, we construct two new datasets: JAMA Clinical Challenge and Medbullets.",
     "Benchmarking Large Language Models on Answering Challenging Medical Questions", "JAMA Clinical Challenge"),
    ("We curated WikiPII, an automatically labeled dataset of Wikipedia biography pages.", None, "WikiPII"),
    ("We propose a new loss and evaluate it on the ImageNet dataset.", None, None),
    ("To benchmark our method we collected a large DIA-MS dataset of wheat.", None, None),
    ("We also present an overview of the most important NLIDB datasets.", None, None),
    # a proposed name that goes on from a model family's name is the paper's own; a variant or a participle is not
    ("Motivated by the observation, we propose LoRA-drop. Concretely, LoRA-drop evaluates the importance of LoRA.", None,
     "LoRA-drop"),
    ("To mitigate the cost, we introduce StableMDS, a novel gradient descent-based method.", None, "StableMDS"),
    ("We propose RoBERTa-large, fine-tuned on our data.", None, None),
    # plain capitalized words a dash apposition defines; without a comma, an artifact word up to six words on
    ("To address this limitation, we propose Narrative Studio – a novel in-browser narrative exploration environment.",
     None, "Narrative Studio"),
    ("In our work we introduce Vigor a novel Data-Efficient 3D Visual Grounding framework via Order-aware Referring.",
     None, "Vigor"),
    # a title's prefix that spells a name out before its acronym; not one word before a longer name
    ("We propose a novel self-supervised learning model for creativity scoring.",
     "Representation-to-Creativity (R2C): Automated Holistic Scoring Model for Essay Creativity", "R2C"),
    ("We detect fake news about future technology.", "F2 (FutureFiction): Detection of Fake News on Futuristic Technology",
     None),
    # a name in Markdown italics has no underscore of the markup
    ("We introduce _LawFlow_, a dataset of complete end-to-end legal workflows.", None, "LawFlow"),
    # a lower-case name an artifact word and 'which we call' give, as 'called' does
    ("We propose a global localization strategy, which we call identity matching, for ground textures.", None,
     "identity matching"),
    # ... and 'we call' or 'we refer to as' without 'which'
    ("In this paper, we introduce a technique we call postings clipping to improve the query efficiency.", None,
     "postings clipping"),
    # ... 'we introduce as', '(we) refer(red) to as (the)', a single hyphenated word, up to four words (study2025c, m, o)
    ("We reduce stereotyping in a technique we introduce as zero-shot self-debiasing. With two approaches we win.", None,
     "zero-shot self-debiasing"),
    ("We use a straightforward yet effective method we refer to as the foot-in-the-door attack.Our results hold.", None,
     "foot-in-the-door attack"),
    ("Instead, we propose a novel algorithm, referred to as smooth-rank and designed for the continuous setting.", None,
     "smooth-rank"),
    ("This leads to a general scheme which we call action decomposed reinforcement learning that uses Q-functions.", None,
     "action decomposed reinforcement learning"),
    # ... not a clause ('meta-learners have been developed'), and a coined title prefix names it better
    ("Several methods called meta-learners have been developed.", None, None),
    ("We apply a regularization technique called input-dropout to the network.", "EpO-Net: Exploiting Geometric Constraints",
     "EpO-Net"),
    # last of all, a lower-case name a proposing verb gives and an apposition defines as an artifact; not a verb of use
    ("We therefore propose diffusion tempering, a novel regularization technique for probabilistic integrators.", None,
     "diffusion tempering"),
    ("Here we propose using experience sharing, a method that shares experience between robots.", None, None),
    # ... or in apposition to the new artifact the verb gives, without a naming word or an article before it
    ("In this paper, we introduce a new metric, anti-surprisal, which measures a model's capacity to refrain.", None,
     "anti-surprisal"),
    ("We propose a novel framework, named selfmem, which addresses the limitation.", None, "selfmem"),
    ("We propose a new framework, Strategic Conformal Prediction, which is capable of robust uncertainty "
     "quantification.", None, "Strategic Conformal Prediction"),
    ("We present a novel approach for modeling, and classifying between, the system loads.", None, None),
    # a phrase the title holds, a dash apposition after it as after a comma
    ("We propose selective debiasing – an inference-time safety mechanism.",
     "Inference-Time Selective Debiasing to Enhance Fairness in Text Classification Models", "selective debiasing"),
    # a name spelled out in parentheses right after it is coined, though it reads like a model family
    ("This work introduces FALCON (Fair Adaptation Through Local Optimal Normalization) an effective method. FALCON "
     "operates in an unsupervised manner.", None, "FALCON"),
    ("We fine-tune FALCON on our data.", None, None),
    # an artifact word in a title-case long form is capitalized too ('a novel Contrastive Adversarial Learning Network,
    # CALN, that ...')
    ("We propose a novel Contrastive Adversarial Learning Network, CALN, that employs topic clustering.", None, "CALN"),
    # past a benchmark the first pass found, a later proposing verb's name is the method (SPEC section 3); not a name
    # without such a verb, nor a verb's stem inside a title-case name
    ("We introduce MiniPo, a novel multimodal dataset of poems. In addition, we propose the PoeKey algorithm, which "
     "extracts key elements.", None, "PoeKey"),
    ("We present PLD+, a suite of novel algorithms to accelerate inference. It even outperforms the state-of-the-art "
     "tuning-dependent approach EAGLE on four of the tasks.", None, "PLD+"),
    ("We introduce ParaBLoCC, the Parallel Basic Locative Construction Corpus, the first multilingual compendium of "
     "this construction.", "ParaBLoCC: Parallel Basic Locative Constructions Corpus", "ParaBLoCC"),
    # last: an acronym the first proposing sentence spells out as the verb's own object and the abstract uses again; not
    # one a preposition or a verb of use puts in the object, a task's, one of a list of definitions, nor one never reused
    ("In this work, we present an efficient full-duplex SDLM optimized by Online Reinforcement with Interactive Speech "
     "Evaluation (ORISE). In ORISE, we design a customized reward function.", None, "ORISE"),
    ("We therefore propose an efficient method, called  Riemannian Pursuit (RP), that aims to address both problems. "
     "RP is fast.", None, "RP"),
    ("We propose a fast algorithm for Density-Based Spatial Clustering of Applications with Noise (DBSCAN). Traditional "
     "DBSCAN algorithms are slow.", None, None),
    ("We present our submission for SemEval 2020 Task 4 - Commonsense Validation and Explanation (ComVE). ComVE is hard.",
     None, None),
    ("We introduce a joint approach for Question Answering (QA), Machine Reading Comprehension (MRC) and other tasks. "
     "MRC is hard.", None, None),
    ("In this work, we present an efficient model optimized by Online Reinforcement with Interactive Speech Evaluation "
     "(ORISE).", None, None),
    # and after it: an acronym a passive sentence proposes, spelled out as its subject; not a part ('First, ...', a
    # module), not others' ('Recently, ...'), not one a preposition or a verb of use leads into
    ("The task is hard. In this work, a Hierarchical Graph Attention Network (HGAT) is proposed to model triplets.", None,
     "HGAT"),
    ("The task is hard. First, a Channel Shuffle Module (CSM) is proposed. Then, a scheme based on Markov Random Field "
     "(MRF) is introduced. Recently, the stochastic MISO (S-MISO) algorithm is introduced.", None, None),
    # a coined name led by a digit; not a quantity ('6DoF', '10Hz') nor a plural ('3DMMs')
    ("We introduce a novel 3D test-time adaptation method termed 3DD-TTA which stands for 3D Denoising Diffusion.", None,
     "3DD-TTA"),
    ("We introduce 3DCertify, the first verifier able to certify the robustness of point cloud models.", None, "3DCertify"),
    ("We propose 6DoF grasping at 10Hz with 3DMMs. Results are strong.", None, None),
    # a naming word must be a word of its own: not 'Long-term ... (LSTF)', 'Multimodal named entity recognition (MNER)';
    # an acronym a paper calls 'a new task' is a problem, not a method
    ("Multimodal named entity recognition (MNER) extends NER. We study Long-term Spatio-Temporal Forecasting (LSTF).",
     None, None),
    ("We use long term memory (LTM) and the term frequency-inverse document frequency (TF-IDF) weights.", None, None),
    # nor after a hyphen ('so-called', 'recently-introduced': others' names); a language pair is no method
    ("Drones must cover an area, the so-called coverage path planning (CPP) problem, and the recently-introduced "
     "framework of sliced optimal transport (SOT) helps.", None, None),
    ("This paper introduces a manually constructed Korean-English discourse-level corpus of 600 texts.", None, None),
    # an acronym of a task's long form is the task; the paper's own when an artifact word or an apposition says so
    # an acronym whose 2 or 3 repeats a letter spells out the words before it ('A2' for two words in A)
    ("To address these issues, we develop a novel framework of Multi-level Attentive Adversarial Learning with Temporal "
     "Dilation (MA2L-TD). Given frame-level features as input, features are generated.", None, "MA2L-TD"),
    # an acronym whose long form many abstracts spell out (mined: reading/data/known_long_forms.txt) is a technique the
    # paper uses, not its name ('sum-of-squares', 'computer-aided design'); the paper's own when it says 'our'
    ("We propose to learn Markov processes as Sum-of-Squares (SoS) forms for analytical solutions.", None, None),
    ("We propose a novel computer-aided design (CAD) pipeline. Our CAD pipeline outperforms the baselines.", None, "CAD"),
    # ... and where the checks leave the abstract no name of its own, the weaker passes and the title's name decide, as
    # for an abstract that names nothing
    ("This paper proposes an illumination-robust visual odometry (VO) system that incorporates learning-based corner "
     "points. The proposed VO was evaluated on several datasets.", "AirVO: An Illumination-Robust Point-Line Visual Odometry",
     "AirVO"),
    ("This paper proposes an illumination-robust visual odometry (VO) system that incorporates learning-based corner "
     "points. The proposed VO was evaluated on several datasets.", "Beyond Accuracy: Robust Visual Odometry", None),
    # 'so-called' before plain words is others' term for a known thing; before a coined name, as some write, the paper's own
    ("The map is a product of rotations in two-dimensional subspaces, so-called Givens rotations. It is fast.", None, None),
    ("We incorporate momentum restart into Q-AMSGrad, resulting in the so-called Q-AMSGradR algorithm.", None,
     "Q-AMSGradR"),
    # one plain capitalized word after a naming word goes on through lower-case words to a clause's end; a longer phrase
    # gives no name rather than its first word; 'sometimes called' names others' thing
    ("We present a novel nonnegative tensor decomposition method, called Legendre decomposition, which factorizes an "
     "input tensor.", None, "Legendre decomposition"),
    ("We solve it by using a probabilistic approach called Bayesian programming of mobile robots. It works.", None, None),
    # 'referred to as', 'denoted as', 'abbreviated as' name like 'called' where the paper speaks or makes something new;
    # not a term of art, a background name, a list or the first word of a longer name
    ("The proposed framework introduces a new class of ITE learners, referred to as \\textit{HyperITE}. We extend "
     "learners with \\textit{HyperITE} versions.", None, "HyperITE"),
    ("We propose a novel Support Regularized Sparse Graph, abbreviated as SRSG, for data clustering.", None, "SRSG"),
    ("Wide networks correspond to Gaussian processes referred to as NNGP. Such limits are studied.", None, None),
    ("We used three variants of the algorithm, that are referred to as LCDa, LCDb and LCDc.", None, None),
    ("Then, we propose a new way of constructing trees, referred to as BwO forest, where bagging is used.", None, None),
    ("In this paper, we introduce a passive-type walker using servo brakes referred to as RT Walker. RT Walker realizes "
     "several functions.", None, None),
    # a refused acronym match (from 'our') hides no later 'we propose': the acronym after the verb the paper says
    ("To evaluate our models, we propose the Phoneme Count Compliance (PCC) score, which is a measure of length "
     "compliance.", None, "PCC"),
    ("We evaluate our proposed decoder on Compositional Freebase Questions (CFQ), a large benchmark.", None, None),
    # 'called the' after an artifact word in the paper's sentence: a coined name; plain capitalized words only as the
    # title writes them or with an acronym after them; not a known thing's name
    ("We develop an optimization algorithm, named the ApproxMPOT algorithm, that builds upon the Sinkhorn algorithm.",
     None, "ApproxMPOT"),
    ("We propose a novel model, called the Set Interdependence Transformer, capable of encoding sets.",
     "Set Interdependence Transformer: Set-to-Sequence Neural Networks", "Set Interdependence Transformer"),
    ("Our system was implemented by using a physical vocal tract model, called the Maeda model. It imitates vowels.",
     None, None),
    ("These methods rely on a singular value decomposition of a matrix, called the Hankel matrix, that records frequencies.",
     None, None),
    # a signal's or an imaging modality's acronym is never the method (reading/data/not_methods.txt)
    ("In this work, we propose an electromyography (EMG) estimation method based on EEG signals. It works well.",
     "Estimation of EMG signal for shoulder joint based on EEG signals", None),
    ("A posterior sampling algorithm, sometimes called Thompson sampling, also shares a close connection. It depends on "
     "a new notion we refer to as the eluder dimension, which measures dependence.", None, "eluder dimension"),
    # a coined-looking name many abstracts write (mined: reading/data/widely_used_names.txt) is no paper's own unless the
    # paper gives it: right after its proposing verb or a naming word, in its title, or as the acronym of the title's words
    ("Specifically, in the MMLU benchmark, ChatGPT and GPT-4 demonstrated an exact match rate of 52%.",
     "Investigating Data Contamination in Modern Benchmarks", None),
    ("The proposed BiLSTM based deep neural net model estimates satisfaction.", "Joint Turn and Dialogue Level Estimation",
     None),
    ("To prove this, we introduce ScanObjectNN, a new real-world point cloud object dataset.",
     "Revisiting Point Cloud Classification", "ScanObjectNN"),
    # 'we define' gives an acronym as a proposing verb does (a coined measure, model or notion); not 'they define'
    ("Focusing on classification problems, we define the expected total variation (ETV), an intuitive measure of "
     "variable importance.", None, "ETV"),
    ("Prior work defines the expected total variation (ETV) as a measure. We study its estimation.", None, None),
    # others' work as the subject of any proposing verb, not only an acronym's ('the literature has introduced', 'Recent
    # works have introduced LEAPS and HPRL')
    ("To balance robustness, the literature has introduced DR-RL models with S-rectangular adversaries. We study them.",
     "Near-Optimal Sample Complexities of Robust Reinforcement Learning", None),
    ("Recent works have introduced LEAPS and HPRL, systems that learn latent spaces. We show the programmatic space suffices.",
     "Reclaiming the Source of Programmatic Policies: Programmatic versus Latent Spaces", None),
    # ... and cited authors as the subject ('Weisz et al. (2021a) introduced TensorPlan'), not the paper's own citation
    ("For the setting (i), Weisz et al. (2021a) introduced TensorPlan, a planner whose query cost is polynomial. We show a "
     "lower bound.", "Few Actions Lower Bound for Planning in MDPs", None),
    ("Recently Hinton (1999) has introduced the Products of Experts (PoE) model. We study its products.",
     "Products of Gaussians", None),
    ("Building on Smith et al. (2020), we propose FooNet, a new model for routing. FooNet is fast.", None, "FooNet"),
    # an apposition to an artifact called state-of-the-art, typical or representative: a baseline or a model used
    ("For example, compared to the current state-of-the-art method, AcFormer, we only need 1/22 of its parameters.",
     "Efficient Multimodal Sentiment Analysis", None),
    ("We transform it into a video captioner by post-training a typical image captioning model BLIP-2 on 6,000 pairs.",
     "Video Captioning on a Budget", None),
    ("We propose a new state-of-the-art model, TinyCap, for video captioning.", "Video Captioning on a Budget", "TinyCap"),
    # the acronym ', or' sets after a found name when the words from the name on spell it out; not another acronym
    ("In this paper we present a novel Gradient-based Objective AnaLysis framework, or GOAL, to analyze the gradients.",
     "Dissecting Deep Metric Learning Losses for Image-Text Retrieval", "GOAL"),
    ("We use this approach to formulate a loss function, which we call Geometric Assessment-driven Topological Smoothing "
     "loss, or GATS. Our approach increased segmentation metrics.", None, "GATS"),
    ("We use this approach to formulate a loss function, which we call Geometric Assessment-driven Topological Smoothing "
     "loss, or simply the GNN loss. Our approach increased segmentation metrics.", None,
     "Geometric Assessment-driven Topological Smoothing"),
    # a capitalized name a proposing verb gives may open with a hyphened word ('Black-box'), not after 'further' (a part)
    ("For a monotone function, we propose Black-box Continuous Greedy, a derivative-free algorithm that achieves the bound.",
     "Black Box Submodular Maximization: Discrete and Continuous Settings", "Black-box Continuous Greedy"),
    ("To weight positive samples, we further propose Geo-aware Circle Loss, which adapts supervision. Our method works.",
     "A Structural-Analysis-Based Information Fusion for Geo-Localization", None),
    # the title's acronym over the abstract's long form of it
    ("We then develop a new algorithm, called Smoothed Bellman Error Embedding, to solve this optimization problem.",
     "SBEED: Convergent Reinforcement Learning with Nonlinear Function Approximation", "SBEED"),
    ("We then develop a new algorithm, called Smoothed Bellman Error Embedding, to solve this optimization problem.",
     "SBE: Convergent Reinforcement Learning with Nonlinear Function Approximation", "Smoothed Bellman Error Embedding"),
    # a coined name in commas after the proposing verb's object, a relative clause after it ('in which', 'where')
    ("We first introduce a new active learning algorithm (EIWAL), an enhanced version of IWAL. Then, we present a new "
     "learning algorithm for region-based active learning, ORIWAL, in which EIWAL serves as a subroutine.",
     "Region-Based Active Learning", "ORIWAL"),
    ("To this end, we put forward a Cloud-Edge Elastic Model Adaptation (CEMA) paradigm. It works.", None, "CEMA"),
    # a plural acronym of the paper's own family of models, where no other pass names one; not others' ('Recently, ...
    # called ... (SMMs), have been proposed'), nor a one-word class ('compressive autoencoders (AEs)')
    ("In this work, we propose simplicial scattering networks (SSNs) for representation learning. SSNs are fast.", None,
     "SSNs"),
    ("Recently, mixture models with negative coefficients, called subtractive mixture models (SMMs), have been proposed.",
     None, None),
    ("We propose an architecture based on compressive autoencoders (AEs) with a detection head.", None, None),
    # a name the checks refuse as a known technique gives way to the next acronym the abstract defines for its own
    ("While numerous machine unlearning (MU) methods exist, they fail. Motivated by our findings, we propose MU "
     "methods based on a class-mean features (CMF) classifier, which enforces alignment.", None, "CMF"),
    # a verb of showing before a title's coined name: the name ('Demonstrating MOSART: ...'); not before plain words
    ("This work answers this question using opening of articulated structures as a testbed.",
     "Demonstrating MOSART: Opening Articulated Structures in the Real World", "MOSART"),
    ("This tutorial covers the basics of training networks.", "Introducing Deep Learning: A Tutorial", None),
    # a name before its artifact word with its spelled-out words between; not an acronym of its own there (the overall
    # method stays: GUIDELINE)
    ("To this end, we propose the GEO (Generation of Equations by utilizing Operators) model. It is accurate.", None,
     "GEO"),
    ("We introduce Anchored Diffusion a novel method for synthesizing long videos. We extend Diffusion Transformers "
     "(DiTs) to incorporate temporal information creating our sequence-DiT (sDiT) model for short segments.", None,
     "Anchored Diffusion"),
    # a lower-case name after 'termed as' / 'called as', as after 'termed' (the lower-case naming pass)
    ("Based on our findings, we further propose a novel attack method, termed as stop-reasoning attack, that attacks "
     "the model while bypassing the reasoning process.", None, "stop-reasoning attack"),
    # a colon-less title that ends in the acronym its words spell: the name when nothing else names one; not a device or
    # technique many abstracts spell out
    ("Despite the advances in recent years, generative adversarial networks remain hard to train.",
     "Image Difficulty Curriculum for Generative Adversarial Networks (CuGAN)", "CuGAN"),
    ("We build photomaps quickly from aerial images.", "Fast and robust photomapping with an Unmanned Aerial Vehicle (UAV)",
     None),
    # a dash ends a name as a comma does
    ("Specifically, we train a conditional Generative Adversarial Network—coined CorrectorGAN—via a custom training "
     "procedure.", None, "CorrectorGAN"),
    # two or three methods proposed side by side after a colon: the first (GUIDELINE); not a list of others' baselines
    ("Next, we propose two new algorithms: SVRP and Catalyzed SVRP. This method is second-order.", None, "SVRP"),
    ("We compare two strong baselines: FedAvg and SCAFFOLD. Both converge.", None, None),
    # beside a dataset the abstract introduces, a coined name an apposition calls a method (the method wins), not a baseline
    ("We introduce RAMDocs, a new dataset that simulates conflicting evidence, and MADAM-RAG, a multi-agent "
     "approach in which LLM agents debate.", None, "MADAM-RAG"),
    ("We introduce RAMDocs, a new dataset that simulates conflicting evidence. BarNet, a strong baseline model, fails on "
     "it.", None, "RAMDocs"),
    ("We present a study of Authorship Attribution (AA) for classical poems.", None, None),
    ("We develop a binary approach to Multi-Choice Question Answering (MCQA). It works.", None, None),
    ("This paper addresses the challenge of developing robust Face Anti-Spoofing (FAS) models for face recognition.",
     None, None),
    # ... unless the letters spell an approach, a model or a method for the task (not 'Video Object Segmentation (VOS)')
    ("From the methodological perspective, we propose a Fine-grained Information-enhanced Approach for Translation "
     "(FIAT). Results are strong.", None, "FIAT"),
    ("We propose a benchmark for Video Object Segmentation (VOS). Results are strong.", None, None),
    # a name a plural data noun follows right away is data, a later proposed name wins
    ("Visual grounding is a task. A recent benchmark has been introduced, which constructs VG datasets. Therefore, we "
     "propose ReadVG, a zero-shot pipeline.", None, "ReadVG"),
    # the acronym the abstract gives the title's name with a few title-case words after it; a title name that extends
    # the name of the repository it links (the model it builds on) over that name
    ("The Stop-Think-AutoRegress Language Diffusion Model (STAR-LDM) integrates latent diffusion planning.",
     "Stop-Think-AutoRegress: Language Modeling with Latent Diffusion Planning", "STAR-LDM"),
    ("We propose a simplified objective for the recently-introduced transformer-based attentional copulas (TACTiS). Code "
     "is made available at https://github.com/ServiceNow/TACTiS.", "TACTiS-2: Better, Faster, Simpler Attentional Copulas",
     "TACTiS-2"),
    ("We propose Sketching Curvature for OoD Detection (SCOD), an architecture-agnostic framework.", None, "SCOD"),
    ("This paper studies the problem of Long-term Active Embodied Question Answering (LA-EQA), a new task in which a "
     "robot must recall past experiences.", None, None),
    # an acronym that spells out the end of the verb's object names it, prepositions inside the long form included;
    # not one for what the object is for
    ("We propose a novel mutual information guided reinforcement learning framework for partial label disambiguation "
     "(MR-PLL). It works.", None, "MR-PLL"),
    ("We present a remote palpation instrument for minimally invasive surgery (MIS) and test it.", None, None),
    # the first of two or three artifacts the paper makes; not two it uses, nor two datasets beside the method
    ("We propose two algorithms, LexUCB-C and LexTS-S, designed for the cumulative and stage-wise settings.", None, "LexUCB-C"),
    ("We tune the parameters of two motion planning algorithms, BKPIECE and RRT-connect.", None, None),
    ("We introduce two new Chinese datasets, MathMC and MathToF, with answers.", "Pula: Training Models", "Pula"),
    # a benchmark a data noun names ('a new benchmark called M-Bench') gives way to the method
    ("First, we propose Multimodal Radial Contrastive Learning (MRaCL), performed on fused embeddings. Then we introduce "
     "a new benchmark called M-Bench, where objects move.", None, "MRaCL"),
    # an outer acronym that holds the inner one names the whole
    ("We present a novel Geometric Preserving Ground-to-Aerial (G2A) image synthesis (GPG2A) model.", None, "GPG2A"),
    # 'referred to as', 'denoted as' name an artifact like 'called'
    ("In this work, we propose a Syntactic Structure-guided Visual Grounding framework, referred to as SSVG. It works.",
     None, "SSVG"),
    # the title's name set off by commas after 'our approach' as the subject of a result
    ("Experiments show that our approach, High-rate Mixout, achieves accuracy comparable to ensembles.",
     "High-Rate Mixout: Revisiting Mixout for Robust Domain Generalization", "High-rate Mixout"),
    # a later artifact called an extension of the first is the paper's final method
    ("In this regime, we propose the Conservative Hull-based Classifier (CHC), which keeps hulls. To bridge these regimes, "
     "we introduce the Generalized Hull-based Classifier (GHC), a practical extension of CHC.", None, "GHC"),
    # a lower-case hyphenated name right after the verb, an apposition calling it an artifact; not after 'proposed'
    ("We introduce time-to-unsafe-sampling, a novel safety measure for generative models.", None, "time-to-unsafe-sampling"),
    # a coined name goes on with an acronym before its definition; a plain capitalized name after 'called' with the
    # capitalized words and acronyms after it; a plain acronym right after the long form is its short form
    ("To bridge this gap, we propose Cross-Domain TTS, a novel framework that enables task-tailored scaling.", None,
     "Cross-Domain TTS"),
    ("To achieve this, we propose a new framework called Clustered IRM for simultaneously identifying the clusters.", None,
     "Clustered IRM"),
    ("we present a simple but effective method for multi-label classification, termed Correlated Logistic Models (Corrlog), "
     "which extends", None, "Corrlog"),
    ("This study introduces an efficient algorithm, called Spherically Normalized SVD, for robust SVD approximation.", None,
     "Spherically Normalized SVD"),
    ("Beyond expectation guarantees, we introduce a new algorithm, Double-Clipped NSGD-MVR, which allows the derivation of "
     "high-probability rates.", None, "Double-Clipped NSGD-MVR"),
    ("We study agentic design for engineering.", "Physics-in-the-Loop: A Hybrid Agentic Architecture for CAD Design",
     "Physics-in-the-Loop"),
    ("To address this limitation, we propose Phi-Actor-Critic (Phi-AC), a framework that leverages swap regret.",
     "Phi-Actor-Critic: Steering General-Sum Games", "Phi-AC"),
    ("Specifically, we devise a principled approach, named CO-SLEEC (Context-Oriented SLEEC), connecting the rules.", None,
     "CO-SLEEC"),
    ("We introduce On-Demand Federated Learning (On-Demand FL), which enables on-demand learning.", None, "On-Demand FL"),
    # a long form set off by a comma after a proposing verb's object, its acronym (a last resort); not a new task
    ("We propose a state-of-the-art configuration of these components, Rabbit NeRV (RNeRV). It wins.", None, "RNeRV"),
    ("In this work, we introduce a new task, Novel Slot Detection (NSD), in task-oriented dialogue.", None, None),
    # an artifact the paper extends is others' work: the title's own name wins
    ("We present a framework that extends the static 3D reconstruction method NeuralAngelo to dynamic scenes.",
     "MoAngelo: Motion-Aware Neural Surface Reconstruction", "MoAngelo"),
    ("Using the proposed set-up, the paper also presents a method for reconstruction.", None, None),
    # the title's one-word prefix, whatever its shape, written right after a proposing verb with its definition
    ("To this end, we introduce mimic-video, a novel Video-Action Model (VAM) that pairs a video model with a decoder.",
     "mimic-video: Video-Action Models for Generalizable Robot Control", "mimic-video"),
    ("We introduce Hadamard Response (HR), a simple scheme for private distribution estimation.",
     "Hadamard Response: Estimating Distributions Privately", "HR"),
    # the abstract's own name over the title's longer one it is a part of
    ("To address this issue, we propose EvoPartition, an evolutionary partitioning framework for pipeline design.",
     "QiMeng-EvoPartition: Rethinking the Impact of Partitioning", "EvoPartition"),
    # the abstract spells out the title's one-word name, which the abstract never writes: the title's name
    ("In this work, we propose Multi-Modal Temperature and Margin Schedules, extending temperature scheduling.",
     "MM-TS: Multi-Modal Temperature and Margin Schedules for Contrastive Learning", "MM-TS"),
    # a survey's title words are its topic (a coined word may name it)
    ("This paper presents a comprehensive survey of AI-enhanced vein biometrics.",
     "AI-Enhanced Vein Biometrics: A Comprehensive Survey", None),
    ("We present this survey, Graph4LLM, covering graph-enhanced LLMs.",
     "Graph4LLM: A Systematic Survey of Graph-Enhanced Large Language Models", "Graph4LLM"),
    # past a benchmark, a proposing verb's artifact with coordinated modifiers is the method
    ("We propose LCMP, the first long-context personalization benchmark. As a strong baseline for LCMP, we introduce a "
     "novel training-free and state-aware framework TAME. TAME endows MLLMs with double memories.", None, "TAME"),
    # a later acronym whose long form begins the title beats the first one defined
    ("To address this, we introduce a doubly robust (DR) formulation for KT. Building on these insights, we propose the "
     "Temporal Smoothness Doubly Robust (TSDR) framework.",
     "Temporal Smoothness Doubly Robust Learning for Debiased Knowledge Tracing", "TSDR"),
    ("we propose a Joint Adversarial Training (JAT) model. We further propose a Balanced Joint Adversarial Training (BJAT) "
     "model that applies a balance factor.", "Balanced Joint Adversarial Training for Robust Intent Detection", "BJAT"),
    ("we propose a Joint Adversarial Training (JAT) model. We further propose a Balanced Joint Adversarial Training (BJAT) "
     "model that applies a balance factor.", "Robust Intent Detection and Slot Filling", "JAT"),
    # a modal before the verb: what something can do, not what the paper makes
    ("This hinders offline evaluation and can introduce bias in inverse propensity weighting (IPW) estimators. We propose "
     "heavy Boltzmann exploration (H-BE), a Boltzmann-style randomized policy.", "Boltzmann Exploration for Heavy-Tailed "
     "Bandits", "H-BE"),
    ("Such variation in word usage is often called lexical semantic change (LSC). The goal is to detect it.",
     "Detecting Change in Word Usage", None),
    # others' work as the verb's subject
    ("Recent work introduced Leakage in Captioning (LIC), a bias amplification metric. We propose Directional Bias "
     "Amplification in Captioning (DBAC), a language-aware and directional metric.",
     "A Woman with a Knife or A Knife with a Woman? Measuring Directional Bias Amplification in Image Captions", "DBAC"),
    # 'which we refer to as' names like 'which we call'
    ("Our paper introduces one new variant, which we refer to as Almost Greedy Fictitious Play. The proposed algorithm "
     "greedily attempts to find the optimal stepsize.", "Do Not Discretize, Optimize: Almost Greedy Fictitious Play",
     "Almost Greedy Fictitious Play"),
    ("We tackle this problem with a novel transductive meta-learning framework which we refer to as Graph Extrapolation "
     "Networks (GEN). GEN meta-learns both the node embedding and the link prediction.", None, "GEN"),
    # a name's spelled-out letters between it and its apposition; not a short form repeating its first word
    ("We propose Maven (Model And Voter EvaluatioN), a hierarchical Bayesian model that combines two label sources.",
     "Efficient Model Performance Evaluation Using Expert and Crowd-sourced Labels", "Maven"),
    ("In this work, we propose Prefer (prompt-driven feature refinement), a simple and effective approach.",
     "Zero-Shot Domain Generalisation via Prompt-Driven Feature Refinement", "Prefer"),
    ("We propose Bayesian Reward Extrapolation (Bayesian REX), a highly efficient Bayesian reward learning algorithm.",
     "Safe Imitation Learning via Fast Bayesian Reward Inference from Preferences", None),
    # a name written in TeX math mode, given as read (GUIDELINE: LaTeX rendered plain); not a formula or a variable
    (r"In this work we propose DRE-$\infty$, a divide-and-conquer approach to reduce DRE to a series of easier "
     "subproblems.", "Density Ratio Estimation via Infinitesimal Classification", "DRE-∞"),
    (r"In this work, we propose A$^\mathbf{3}$T, a framework that enables the Autonomous Annotation of Agent "
     "Trajectories.", "ReAct Meets ActRe: Autonomous Annotation of Agent Trajectories", "A3T"),
    (r"In this work, we present a novel subclass of EBPs, called $\mathcal{F}$-EBM for conditional exchangeable data.",
     "Energy-Based Models for Functional Data using Path Measure Tilting", "F-EBM"),
    (r"We propose $\tau$-GRU, a recurrent unit with a weighted time-delay feedback mechanism.",
     "Gated Recurrent Neural Networks with Weighted Time-Delay Feedback", "τ-GRU"),
    (r"We propose a variant of MS called MS$^+$ that improves its minimax bound.", "Maillard Sampling: Boltzmann "
     "Exploration Done Optimally", "MS+"),
    (r"We propose D$^2$CSG, a neural model composed of two dual and complementary network branches.",
     r"D$^2$CSG: Unsupervised Learning of Compact CSG Trees", "D2CSG"),
    (r"We propose a new algorithm for $k$-means clustering attaining $O(\sqrt{T})$ regret.", "Online Clustering", None),
    # a long form's word may join two with a slash
    ("To improve the faithfulness, we propose insertion/deletion metric-aware explanation-based optimization (ID-ExpO), "
     "which optimizes differentiable predictors.", "Explanation-based Training with Metric-aware Regularizers", "ID-ExpO"),
    # a name a naming word gives in brackets after an artifact word in the paper's own sentence; not a phenomenon so named
    ("We propose a multi-stage framework (called MultGreed), where at each stage we apply an approximate greedy "
     "procedure.", "Fast Multi-stage Submodular Maximization", "MultGreed"),
    ("This unveils an intriguing phenomenon (named Auto-Linear) where the self-learned features of two separate domains "
     "are linear.", "Auto-Linear Phenomenon in Subsurface Imaging", None),
    # 'we call/name the method X', the name quoted or not
    ("We call the method Rissanen Data Analysis (RDA) after the father of MDL, and we showcase its applicability.",
     "Examining Dataset Characteristics via Description Length", "RDA"),
    ("We name our method \u201cAdversarial Masking\u201d, and demonstrate that our scheme results in competitive "
     "performance.", "Adaptive Noise Injection for Point Cloud Segmentation", "Adversarial Masking"),
    # the head noun the apposition repeats after a name with a plain word; not a generic or an acronym's head
    ("We propose in this paper a new divergence, dubbed soft-DTW divergence, which aims to correct these issues.",
     "Differentiable Divergences Between Time Series", "soft-DTW divergence"),
    ("We propose a new model, named DAP-FSR network, which peeks at one exemplar.", "Super-Resolving Face Miniatures",
     "DAP-FSR"),
    # a title that is one coined name names the paper's artifact
    ("Given a single photo of a room and a large database of furniture CAD models, our goal is to reconstruct a scene.",
     "IM2CAD", "IM2CAD"),
], ids=lambda v: str(v)[:30])
def test_method(abstract: str, title: str | None, method: str | None) -> None:
    assert analyze(abstract, title=title).method == method


def test_a_spaced_magnitude_letter_scales_only_before_a_noun() -> None:
    """'1 M tactile frames' is a million frames; 'cooled to 300 K and' is a temperature, not 300,000 (a small word
    follows the letter)."""
    numbers = analyze("We cool it to 300 K and collect over 1 M tactile frames.", explain=True).numbers
    assert [(n.text, n.value) for n in numbers] == [("300", 300.0), ("1 M", 1e6)]


def test_a_series_and_its_year_after_a_joining_word_starts_a_task_name() -> None:
    """'the team TextLearner for SemEval 2020 Task 10' names the task, not the team's words before it (all 14 such joins
    on large.parquet and pool2025 took a team, a subtask or a dataset)."""
    text = ("This paper describes the emphasis selection system of the team TextLearner for SemEval 2020 Task 10: Emphasis "
            "Selection For Written Text in Visual Media. We evaluate on TACRED and SemEval 2010 Task 8.")
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == ["SemEval 2020 Task 10", "TACRED",
                                                                            "SemEval 2010 Task 8"]


def test_an_acronym_after_a_clause_verb_is_no_introduced_dataset() -> None:
    """'the proposed ... dataset demonstrates ... (SoTA)': the acronym ends another clause, not the introduced data's name;
    'a ... (SVSR) benchmarking dataset' names one dataset by its acronym."""
    text = ("We also introduce a new challenging real-world Spatially Variant Super-Resolution (SVSR) benchmarking dataset, "
            "where the images are degraded. Comprehensive experiments on synthetic and the proposed challenging real dataset "
            "demonstrates the superiority of our method over the current State-of-The-Art (SoTA).")
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == ["SVSR"]


def test_a_listed_name_before_pretrained_is_the_data_a_model_learned_from() -> None:
    """'ImageNet-pretrained models', '54 ImageNet-trained models': the gold lists the data (GUIDELINE); a longer name the
    hyphen starts stays whole ('COCO-Stuff')."""
    text = "ImageNet-pretrained models provide rich representations; we test KITTI-trained detectors on COCO-Stuff."
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == ["ImageNet", "KITTI", "COCO-Stuff"]


def test_a_pair_in_a_text_without_commas_never_merges_two_coined_names() -> None:
    """WACV's comma-less 'on UCF-HMDB Kinetics-Gameplay and Kinetics-NEC Drone datasets' lists three names: the pair
    rule, which reads two title-case names before a plural data noun, must not make 'UCF-HMDB Kinetics-Gameplay' one."""
    names = [c.name for c in analyze("Experiments were conducted on UCF-HMDB Kinetics-Gameplay and Kinetics-NEC Drone "
                                     "datasets with different backbones").claims if c.kind == "dataset"]
    assert names == ["UCF-HMDB", "Kinetics-Gameplay", "Kinetics-NEC Drone"]


def test_a_dataset_name_again_without_its_venue_year_is_one_row() -> None:
    """'the Regulations Challenge' after 'the COLING-2025 Regulations Challenge' is the same shared task (names2025f:
    the second row was a false dataset); a corpus built on another keeps both ('Sentimental Douban Conversation
    Corpus' and 'Douban Conversation Corpus')."""
    text = ("We present our approach to the COLING-2025 Regulations Challenge. Reg-LLaMA outperformed baselines on the "
            "Regulations Challenge and PIXIU datasets.")
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == ["COLING-2025 Regulations Challenge", "PIXIU"]
    text = ("We annotate a Sentimental Douban Conversation Corpus based on the original Douban Conversation Corpus.")
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == [
        "Sentimental Douban Conversation Corpus", "Douban Conversation Corpus"]


def test_the_own_method_as_a_subject_is_no_dataset() -> None:
    """The paper's method name right before a verb does what it claims, though a data word comes before it (WACV's
    comma-less 'In the Wireframe dataset DT-LSD achieves'); the dataset before it stays."""
    from abstract_claims import analyze

    text = "We propose DT-LSD, a line segment detector. In the Wireframe dataset DT-LSD achieves 71.7 sAP."
    result = analyze(text, title="DT-LSD: Dense Line Segment Detection")
    assert result.method == "DT-LSD"
    assert [c.name for c in result.claims if c.kind == "dataset"] == ["Wireframe"]
    # a past tense too, after a bare comma ('EGMOF' is no item of a list)
    text = "On a hydrogen uptake dataset, EGMOF achieved over 94% validity. On the SNLI data set, LIREx outperformed them."
    assert [c.name for c in analyze(text).claims if c.kind == "dataset"] == ["SNLI"]


def test_a_plus_makes_another_dataset_row() -> None:
    """One row per distinct name, where a '+' makes another dataset and case, spaces and hyphens are only spelling."""
    text = ("We evaluate on three benchmark datasets, RefCOCO, RefCOCO+ and RefCOCOg, gaining +3.2% on RefCOCO+ and "
            "on Ego4D; Ego-4D is large.")
    names = [c.name for c in analyze(text).claims if c.kind == "dataset"]
    assert names == ["RefCOCO", "RefCOCO+", "RefCOCOg", "Ego4D"]


@pytest.mark.parametrize(("title", "datasets"), [
    ("ChaI-TeA: A Benchmark for Evaluating Autocompletion of Interactions", ["ChaI-TeA"]),
    ("ChaI-TeA: Benchmarking Autocompletion of Interactions", ["ChaI-TeA"]),
    ("ChaI-TeA: A Configurable Parallel Corpus Filtering Toolbox", []),  # the data noun is a part of the phrase
    ("ChaI-TeA: Synthesising Datasets for Chatbots", []),  # the data is made, not the prefix
    ("ChaI-TeA Detection: A Dataset and an Approach", []),  # a task's name
    ("Other: A Benchmark for Chatbots", []),  # the prefix is not in the abstract
])
def test_a_title_that_calls_its_prefix_data_names_a_dataset(title: str, datasets: list[str]) -> None:
    """The prefix of a title such as 'X: A Benchmark for ...' names data where the abstract writes it."""
    text = "We present ChaI-TeA to assist users of chatbots with completions."
    assert [c.name for c in analyze(text, title=title).claims if c.kind == "dataset"] == datasets


def test_a_title_prefix_the_abstract_spells_out_names_its_acronym() -> None:
    text = "We release microscopy images named Oriented Cell Dataset (OCD) with boxes."
    result = analyze(text, title="Oriented Cell Dataset: A Dataset and Benchmark for Oriented Cell Detection")
    assert [c.name for c in result.claims if c.kind == "dataset"] == ["OCD"]
