# Runs once at power-up (not on a soft reload). The companion keeps its saves in nvm and in slot
# files on CIRCUITPY; to write files the board must own the drive, and then the computer sees
# it read-only. Hold the top-left key (MacroPad KEY1; on the DIY Pico board K1: the key on GP0,
# or row 0 / column 0 of the matrix wiring) while plugging in to give the drive to the computer
# instead (to copy new code with `companion deploy`; saves then go to nvm only).
import os

import board
import digitalio
import storage


def low(pin, row=None):
    # pin reads low with its pull-up on (the keys are active low); row: a matrix row held low
    # meanwhile, through which a pressed key pulls its column down
    key = digitalio.DigitalInOut(pin)
    key.switch_to_input(pull=digitalio.Pull.UP)
    drive = None
    if row is not None:
        drive = digitalio.DigitalInOut(row)
        drive.switch_to_output(value=False)
    pressed = not key.value
    key.deinit()
    if drive is not None:
        drive.deinit()
    return pressed


k1 = getattr(board, "KEY1", None)
if k1 is not None:
    held = low(k1)
elif getattr(board, "GP0", None) is None:
    held = True  # an unknown board: leave the drive to the computer
elif os.getenv("TABLETOP_KEYS") == "matrix":
    # K1 is row 0 (GP0) / column 0 (GP4) of the matrix (tabletop/boards/pico_diy.py PINS): its
    # diode conducts from the column to the row, so a plain read of GP0 never sees it
    held = low(getattr(board, "GP4"), getattr(board, "GP0"))
else:
    held = low(getattr(board, "GP0"))
if not held:
    storage.remount("/", readonly=False)
