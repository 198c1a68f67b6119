"""A displayio display without hardware: the board's own screen code renders into a PIL image.

The recipe of /work/shared/reference/circuitpython.md §1.2 (tested with adafruit-blinka-displayio
2.7.1): a BusDisplay with no bus and the MacroPad OLED's colour format (128x64, 1 bit, SH1106
column packing), whose only bus write, _refresh_area, is replaced by painting into a PIL image.
Set BLINKA_OS_AGNOSTIC=1 before the first Blinka import; one display at a time
(displayio.release_displays() between uses).
"""

import os

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import busdisplay  # noqa: E402
from displayio._area import Area  # noqa: E402
from PIL import Image  # noqa: E402


class HeadlessDisplay(busdisplay.BusDisplay):
    """BusDisplay with no bus: refresh() paints into self.image (PIL mode '1', panel coords)."""

    def __init__(self, width=128, height=64, rotation=0):
        super().__init__(None, b"", width=width, height=height, rotation=rotation,
                         color_depth=1, grayscale=True, pixels_in_byte_share_row=False,
                         auto_refresh=False)  # no refreshes from Blinka's background thread
        a = self._core.area  # panel coordinates (OLED RAM layout)
        self.image = Image.new("1", (a.x2 - a.x1, a.y2 - a.y1), 0)

    def _refresh_area(self, area) -> bool:  # replaces the bus write
        core = self._core
        clipped = Area()
        if not core.clip_area(area, clipped):
            return True
        w, h = clipped.width(), clipped.height()
        n = w * h
        buf = memoryview(bytearray(((n + 31) // 32) * 4)).cast("I")
        mask = memoryview(bytearray(((n // 32) + 1) * 4)).cast("I")
        core.fill_area(clipped, mask, buf)
        raw = buf.cast("B")
        for row in range(h):  # 8 vertically adjacent pixels per byte
            for col in range(w):
                off = col * 8 + (row // 8) * 8 * w + (row % 8)
                bit = (raw[off // 8] >> (off % 8)) & 1
                self.image.putpixel((clipped.x1 + col, clipped.y1 + row), 255 if bit else 0)
        return True

    def snapshot(self, path=None, scale=4, upright=True):
        """The screen as an RGB PIL image (scaled; saved to `path` if given)."""
        self._core.full_refresh = True
        self.refresh()
        img = self.image.convert("RGB")
        if upright and self.rotation:  # what a person holding the rotated pad sees
            img = img.rotate(self.rotation, expand=True)
        if scale != 1:
            img = img.resize((img.width * scale, img.height * scale), Image.NEAREST)
        if path:
            img.save(path)
        return img
