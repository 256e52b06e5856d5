"""``python -m extract`` is the ``abstract-claims`` command."""

import sys

from .cli import main

sys.exit(main())
