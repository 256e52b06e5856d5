"""``python -m extract`` is the ``abstract-claims`` command."""

import sys

from abstract_claims.cli import main

sys.exit(main())
