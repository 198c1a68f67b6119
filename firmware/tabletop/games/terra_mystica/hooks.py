# A host-side tap on the automatic steps (income, final scoring) for replay checks: kept in final.py
# (one module less on the board), named here for the host tools.

from tabletop.games.terra_mystica.final import HOOK, snap  # noqa: F401
