# The device app: menus, keys, LEDs and the screen model (tabletop.ui.app); screens.py draws the
# model with displayio. app.py and its helpers are portable (no hardware, no time imports).
