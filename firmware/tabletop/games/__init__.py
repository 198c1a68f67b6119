# One module (or small package) per game; tabletop.core.registry imports only the selected one.
