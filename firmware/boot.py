# Runs once at power-up (not on a soft reload). The companion keeps its saves in nvm and in slot
# files on CIRCUITPY; to write files the board must own the drive, and then the computer sees
# it read-only. Hold the top-left key (KEY1) while plugging in to give the drive to the
# computer instead (to copy new code with `companion deploy`; saves then go to nvm only).
import board
import digitalio
import storage

key = digitalio.DigitalInOut(board.KEY1)
key.switch_to_input(pull=digitalio.Pull.UP)
if key.value:  # not held (the keys are active low)
    storage.remount("/", readonly=False)
key.deinit()
