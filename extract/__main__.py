"""``python -m abstract_claims`` and the ``abstract-claims`` command.

The command's modules take about a second to import (Polars, pyarrow, pandera). A Ctrl-C in that
second ends like one during a run: exit 130 and one line, no traceback.
"""

import signal
import sys

try:
    from abstract_claims.cli import main
except KeyboardInterrupt:
    sys.stderr.write("abstract-claims: interrupted by SIGINT; nothing was published\n")
    sys.exit(128 + signal.SIGINT)

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
