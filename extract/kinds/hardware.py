"""Named compute devices (``H100``, ``NVIDIA RTX 6000 Ada``, ``TPU v5e``, ``Jetson Orin``).

The device names are data (``vocab/hardware.txt``); this module adds the vendor prefix and the
boundaries. Generic words (``GPUs``, ``edge devices``) are never matched. Short names that are
also common tokens (``T4``, ``L4``, ``A10``) need a vendor before them or ``GPU`` after them,
so ``T4`` in ``T4-adapter`` is not a device.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from abstract_claims.prefilter.hints import Scan
from abstract_claims.reading.document import Document
from abstract_claims.record import Claim
from abstract_claims.reading.vocab import hardware_patterns

KINDS = ("hardware",)  # the kinds this module emits
_VENDOR = r"(?:NVIDIA|Nvidia|nVidia|AMD|Google|Apple|Intel|Qualcomm|Huawei(?:\s+Ascend)?|Habana|AWS)"


@cache
def _pattern() -> regex.Pattern[str]:
    body = "|".join(p.replace(" ", r"\s+") for p in hardware_patterns())
    return regex.compile(
        rf"""
        (?:(?<![\w-])                      # not inside a word or a name,
        |(?<=(?<![\w.])\d{{1,4}}[xX]))        # but after a count of devices: '8xH100' (as after '8×')
        (?P<vendor>{_VENDOR}\s+)?
        (?P<device>{body})
        (?![\w]|-[a-z])                    # not 'T4-adapter', not 'A100s' as part of a longer token
        (?P<gpu>\s+GPUs?)?
        """,
        regex.VERBOSE,
    )


_SPACES = regex.compile(r"\s+")
# A phone is a compute device only where something runs on it ('17 FPS ... on Samsung Galaxy S20', 'on a Pixel 3
# smartphone', 'on an iPhone12'); not a camera or an example ('capture devices including iPhone13 Pro', 'the
# multi-camera system of iPhone 11 Pro Max', 'dual-lens smart phones, such as iPhone 7Plus')
_PHONE = regex.compile(r"(?:Samsung\s+|Google\s+)?(?:iPhone|Pixel|Galaxy)")
_RUNS_ON = regex.compile(r"\b(?:on|using)\s(?:an?\s|the\s)?(?:[\w-]{1,20}\s){0,2}$")

# A named board the vocabulary does not list (GUIDELINE, late2026d: a named embedded board is a device): a capitalized
# name with a version number right before 'board', maybe after the board's kind ('on the Qingyun-1000 development
# board', 'running on a SpiNN-3 board', 'a Spartan 6 FPGA board'); not a board without a number ('a circuit board')
BOARD_AFTER = r"\s(?:(?:development|embedded|FPGA|microcontroller|evaluation|edge)\s)?boards?\b"  # the board, after its name
_BOARD = regex.compile(rf"(?<![\w-])(?P<device>[A-Z][A-Za-z]{{1,15}}(?:-|\s)?\d{{1,4}}[A-Za-z]{{0,3}}){BOARD_AFTER}")
_BOARD_CUE = regex.compile(r"\sboards?\b")


def is_device(text: str) -> bool:
    """True when the whole text is a device name (so other rules do not take it for a dataset)."""
    return bool(_pattern().fullmatch(text.strip()))


def scans() -> tuple[Scan, ...]:
    """The scans this module's rows come from (or cheaper patterns that match wherever they do), as
    (pattern, run on a sentence slice): when the batch prefilter says none can match an abstract, the
    module is skipped there. Keep in step with ``find`` (tests/test_prefilter.py checks it)."""
    return ((_pattern(), False), (_BOARD_CUE, False))


# What this module must find, and must not, beside its rules (tests/test_kinds.py runs them through
# ``analyze``): (sentence, ((value or name, evidence text), ...)) in order; counter-examples give no row.
EXAMPLES = (
    ("Latency is measured on an NVIDIA RTX 6000 Ada.", (("NVIDIA RTX 6000 Ada", "NVIDIA RTX 6000 Ada"),)),
    ("It runs on a single H100 and a TPU v5e.", (("H100", "H100"), ("TPU v5e", "TPU v5e"))),
    ("It runs at 33 FPS on a single 2080Ti GPU, a GTX1080Ti and four NVIDIA 4090 GPUs.",
     (("2080Ti", "2080Ti"), ("GTX1080Ti", "GTX1080Ti"), ("NVIDIA 4090", "NVIDIA 4090"))),
    ("It takes 1 hour of training on 8xH100 and 2 days on 4×A100.", (("H100", "H100"), ("A100", "A100"))),
    ("We implemented it on Raspberry PI.", (("Raspberry PI", "Raspberry PI"),)),  # the board's name in capitals too
    ("It runs on an Apple M2 laptop and an M1 Pro chip.", (("Apple M2", "Apple M2"), ("M1 Pro", "M1 Pro"))),  # 'M2' alone needs the vendor
    ("It runs on a Raspberry Pi Zero and an NVIDIA Jetson Nano.",
     (("Raspberry Pi Zero", "Raspberry Pi Zero"), ("NVIDIA Jetson Nano", "NVIDIA Jetson Nano"))),
    # NVIDIA's embedded modules named without 'Jetson' ('Orin NX', 'AGX Orin', 'Xavier NX'), and single-board computers
    # named like the Raspberry Pi
    ("Experiments on three ARM platforms (Jetson TX2, Orin NX, RUBIK Pi) and on the Xavier NX.",
     (("Jetson TX2", "Jetson TX2"), ("Orin NX", "Orin NX"), ("RUBIK Pi", "RUBIK Pi"), ("Xavier NX", "Xavier NX"))),
    # other accelerators, CPUs and microcontrollers; a phone where something runs on it
    ("It needs 66.7 minutes on 8 Ascend 910 and runs on a Samsung Galaxy S22, an STM32F746 and a Kunpeng 920 CPU.",
     (("Ascend 910", "Ascend 910"), ("Samsung Galaxy S22", "Samsung Galaxy S22"), ("STM32F746", "STM32F746"),
      ("Kunpeng 920", "Kunpeng 920"))),
    # a named board with a version number, listed or not; a listed device before 'board' stays one row
    ("It reaches 14.41ms per sample on the Qingyun-1000 development board and runs on a Jetson TX2 board.",
     (("Qingyun-1000", "Qingyun-1000"), ("Jetson TX2", "Jetson TX2"))),
    # neuromorphic processors, by name
    ("It runs on the TrueNorth chip and on the event-driven processor GrAI-VIP.",
     (("TrueNorth", "TrueNorth"), ("GrAI-VIP", "GrAI-VIP"))),
    # a quantum annealer, by its maker's name alone or with its model
    ("We solve it on the D-Wave 2000Q quantum annealer.", (("D-Wave 2000Q", "D-Wave 2000Q"),)),
    ("IQARS on D-Wave annealers is 12% more accurate.", (("D-Wave", "D-Wave"),)),
)
COUNTER_EXAMPLES = (
    "It runs on GPUs and edge devices.",
    "We use a T4-adapter on the RTX dataset.",
    "We label 3090 images in 2080 hours.",
    "It runs at 30 FPS on 1920x1080 frames and on a circuit board.",
    "We estimate PI controller gains for a raspberry picker.",
    "We compare the M1 and M2 conditions.",
    "Weights use Xavier initialization, as in Xavier and Bengio.",  # the initialization, not the module
    "Experiments use capture devices including iPhone13 Pro and Google Pixel 3.",  # phones as cameras
    "A 2D-Wave equation and a D-Waveform are simulated.",  # inside other words
)

def find(doc: Document) -> Iterator[Claim]:
    """Every device mention; the pipeline keeps one row per distinct device."""
    listed: list[tuple[int, int]] = []
    for m in doc.finditer(_pattern()):
        device = m["device"]
        if (len(device) <= 3 or device.isdigit()) and not m["vendor"] and not m["gpu"]:
            continue  # 'T4' alone may be a token, '3090' alone a number
        start, end = m.start(), m.end("device")
        if _PHONE.match(doc.text, start) and not _RUNS_ON.search(doc.before(start, 40)):
            continue
        listed.append((start, end))
        name = _SPACES.sub(" ", doc.text[start:end])
        yield Claim(kind="hardware", start=start, end=end, text=doc.text[start:end],
                    rule="hardware.vocab", name=name)
    for m in doc.finditer(_BOARD, within=_BOARD_CUE):
        start, end = m.span("device")
        if not any(s < end and start < e for s, e in listed):  # 'Jetson TX2 board': the listed device's row
            yield Claim(kind="hardware", start=start, end=end, text=doc.text[start:end], rule="hardware.board",
                        name=_SPACES.sub(" ", doc.text[start:end]))
