"""Terra Mystica's host tools (`companion tm`): cli.py imports terra.snellman.net ledgers into
records and checks the rules against them row by row (`tm import`, `tm check`); pad.py enters a
ledger on the simulated pad's keys as players at the table would (`tm check --pad`, `sim
--script-from`). May import tabletop, host_tools' shared modules and host_tools.sim."""
