# The tabletop companion: everything that goes onto the board lives in this package.
#   core/   the rules engine: game records, sessions, the shared flow, saves (no hardware, no time)
#   games/  one module per game, reading like its rulebook (data tables + small rule functions)
#   ui/     the app: menus, screens and key maps, drawn through a board facade
#   boards/ one thin facade per kind of hardware (MacroPad, do-it-yourself Pico)
