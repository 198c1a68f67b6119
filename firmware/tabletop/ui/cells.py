# The OLED's five lines of text as cells of the board's font (terminalio.FONT: 6x12 glyphs of
# printable ASCII in order): shared by the two ways of drawing them, tabletop.ui.screens
# (displayio) and tabletop.boards.sh1106 (the MacroPad's OLED written page by page).
import terminalio

ROWS = 5
ROW_H = 12
TOP = 2  # 5 rows of 12 px in 64: 2 px margin above and below


def codes(text):
    # text's characters as the board's font has them (printable ASCII, in order from 32): a glyph
    # the font lacks is left out, as the host's drawing leaves it out
    b = text.encode()
    if b and (min(b) < 32 or max(b) > 126):
        b = bytearray()
        for ch in text:
            g = terminalio.FONT.get_glyph(ord(ch))
            if g is not None:
                b.append(g.tile_index + 32)
    return b
