"""``python -m abstract_claims`` and the ``abstract-claims`` command.

The command's modules take a second or more to import (Polars, pyarrow, pandera). So that a person
sees the run start at once, ``extract`` and ``build`` on a terminal draw their first progress frame
before those imports (``pipeline.progress`` is light), and the run's own progress line replaces it.
A Ctrl-C in that second ends like one during a run: exit 130 and one line, no traceback.
"""

import signal
import sys
import time

from abstract_claims.pipeline.progress import frame

_STARTED = time.monotonic()


def _first_frame(argv: list[str]) -> None:
    """The first progress frame, drawn before the heavy imports, for the commands that draw progress."""
    if len(argv) > 1 and argv[1] in ("extract", "build") and "--quiet" not in argv and sys.stderr.isatty():
        sys.stderr.write("\r" + frame(0, None, time.monotonic() - _STARTED))
        sys.stderr.flush()


try:
    _first_frame(sys.argv)
    from abstract_claims.cli import main
except KeyboardInterrupt:
    sys.stderr.write("abstract-claims: interrupted by SIGINT; nothing was published\n")
    sys.exit(128 + signal.SIGINT)

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
