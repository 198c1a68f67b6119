# Stand-in for adafruit_display_text.bitmap_label in the MicroPython benchmark: keeps the text.


class Label:
    def __init__(self, font, text="", color=0xFFFFFF):
        self.text = text
        self.color = color
        self.anchor_point = (0, 0)
        self.anchored_position = (0, 0)
