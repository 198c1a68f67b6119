# Runs once at power-up (not on a soft reload). The companion keeps its saves in nvm and in slot
# files on CIRCUITPY; to write files the board must own the drive, and then the computer sees
# it read-only. Hold the top-left key (MacroPad KEY1; on the DIY Pico board the key on GP0)
# while plugging in to give the drive to the computer instead (to copy new code with
# `companion deploy`; saves then go to nvm only).
import board
import digitalio
import storage

pin = getattr(board, "KEY1", None) or getattr(board, "GP0", None)
if pin is not None:
    key = digitalio.DigitalInOut(pin)
    key.switch_to_input(pull=digitalio.Pull.UP)
    held = not key.value  # the keys are active low
    key.deinit()
    if not held:
        storage.remount("/", readonly=False)
