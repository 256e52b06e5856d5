"""Named datasets and benchmarks (``CUHK-SYSU``, ``CIFAR-100``, ``KernelBench``, ``VT-Bench``).

Three rules, most certain first:
- ``dataset.vocab``: a well-known name from ``vocab/datasets.txt``;
- ``dataset.context``: a name-shaped token run right before ``dataset``/``benchmark``/``corpus``
  (``the PRW dataset``, ``CVDP-ECov benchmark``);
- ``dataset.shape``: a token whose shape says benchmark (``...Bench``, ``...QA``) or an all-caps
  name with a number (``KITTI-360``), unless it is a model family (``GPT-4``, ``RTX-3090``).
Generic phrases (``six benchmark datasets``) have no name-shaped token and are never matched.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from .document import Document
from .record import Claim
from .vocab import alternation, dataset_names

# A name-shaped token: starts upper-case or with a digit and has another capital, digit or
# hyphen in it (``CUHK-SYSU``, ``D4RL``, ``ExCyTIn-Bench``), or is a known capitalized word.
_NAME_TOKEN = r"(?:[A-Z][A-Za-z]{0,30}(?:[A-Z0-9\-][\w\-.+]{0,30})|[A-Z]{2,}[\w]{0,20})"

# Words that look like names at the start of a sentence or in titles but are not datasets.
_NOT_NAMES = frozenset("""
A An The This That These Those Our We Its New Novel Large Small Synthetic Real Public Standard
Existing Multiple Several Various Diverse Popular Challenging Common Benchmark Dataset Datasets
Extensive Experiments Experimental Comprehensive Open Empirical Results Both Each All Two Three
AI ML LLM LLMs VLM VLMs NLP CV RL GPU GPUs CPU API SOTA
""".split())

# Model families and devices whose names also look like ``NAME-123``.
MODEL_PREFIX = regex.compile(
    r"(?i)^(?:gpt|llama|qwen|resnet|vit|bert|roberta|t5|mistral|mixtral|gemma|phi|claude|gemini|deepseek|opt|"
    r"bloom|falcon|vicuna|clip|sd|sdxl|flux|yolo|vgg|densenet|efficientnet|swin|dino|sam|pythia|rtx|gtx|"
    r"mt-nlg|palm|chinchilla|olmo|olmoe|internvl|llava|wrn|mobilenet|convnext|unet|lstm|gcn|gat|codex|"
    r"stable|whisper|wav2vec|hubert|electra|xlnet|deberta|bart|mbart|ul2|glm|chatglm|baichuan|yi|"
    r"starcoder|codellama|tpu|h|a|v|p|k|l|b|m|cvar|lora|qlora|fp|int|bf|top)\b"
)

_CONTEXT = regex.compile(
    rf"""
    (?<![\w-])
    (?P<name>{_NAME_TOKEN}(?:\s(?:{_NAME_TOKEN}|\d{{1,4}})){{0,2}})      # one to three name tokens
    (?:\s(?:and|\&)\s(?P<name2>{_NAME_TOKEN}))?                            # 'MNLI and SNLI datasets'
    \s(?:data\ ?sets?|benchmarks?|corpus|corpora|suites?|leaderboards?|testbeds?|collections?)\b
    """,
    regex.VERBOSE,
)

_SHAPE = regex.compile(
    r"""
    (?<![\w\-./])
    (?P<name>
        [A-Z][\w\-]{0,30}Bench(?:mark)?(?:-[\w]{1,10})?   # KernelBench, VT-Bench, MT-Bench
      | [A-Z][a-z][\w]{0,30}QA                            # TriviaQA, HotpotQA (not 'QA' alone)
      | [A-Z]{2,10}(?:-[A-Z]{2,10})?-\d{1,4}[a-zA-Z]?     # KITTI-360, CIFAR-100, COCO-20i
    )
    (?![\w\-])
    """,
    regex.VERBOSE,
)


@cache
def _vocab() -> regex.Pattern[str]:
    return regex.compile(rf"(?<![\w\-./])(?P<name>{alternation(dataset_names())})(?![\w\-]|\.\d)")


def _clean(name: str) -> str:
    """The name as written, markup removed (``\\textsc{X}``, ``**X**``, braces)."""
    name = regex.sub(r"\\[a-zA-Z]{1,12}\{([^{}]{0,80})\}", r"\1", name)
    return regex.sub(r"[*{}$\\]", "", name).strip()


def _ok(name: str) -> bool:
    first = name.split()[0]
    return first not in _NOT_NAMES and not MODEL_PREFIX.match(name) and not name.isdigit()


def find(doc: Document) -> Iterator[Claim]:
    """Every dataset mention; the pipeline keeps one row per distinct name."""
    taken: list[tuple[int, int]] = []

    def emit(start: int, end: int, rule: str) -> Iterator[Claim]:
        if any(s < end and start < e for s, e in taken):
            return
        taken.append((start, end))
        text = doc.text[start:end]
        yield Claim(kind="dataset", start=start, end=end, text=text, rule=rule, name=_clean(text))

    for m in _vocab().finditer(doc.norm, timeout=doc.budget()):
        yield from emit(m.start("name"), m.end("name"), "dataset.vocab")
    for m in _CONTEXT.finditer(doc.norm, timeout=doc.budget()):
        for group in ("name", "name2"):
            if m[group] and _ok(m[group]):
                yield from emit(m.start(group), m.end(group), "dataset.context")
    for m in _SHAPE.finditer(doc.norm, timeout=doc.budget()):
        if _ok(m["name"]):
            yield from emit(m.start("name"), m.end("name"), "dataset.shape")
