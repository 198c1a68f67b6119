"""The simulator window, drawn with pygame: the OLED picture, the encoder and the 12 lit keys.

The OLED picture is not drawn here: it is the PIL image that the device's own displayio screen
code rendered into the HeadlessDisplay. This module only scales it up and puts the pad around
it. The same drawing serves the window on the desktop and the screenshots of scripted runs
(with SDL's dummy video driver there is no window, only its surface).

    +--------------------------+  ( encoder )
    |   OLED 128x64, scaled    |
    +--------------------------+
    [ key 1 ] [ key 2 ] [ key 3 ]
    [ key 4 ] [ key 5 ] [ key 6 ]
    [ key 7 ] [ key 8 ] [ key 9 ]
    [ key 10] [ key 11] [ key 12]
    status line
"""

import os

# colours of the picture (tests read them back)
CASE = (24, 24, 28)
OLED_OFF = (6, 6, 10)
OLED_ON = (200, 230, 255)
BEZEL = (70, 70, 78)
KEY_DARK = (52, 52, 58)  # a key whose LED is off
KEY_EDGE = (120, 120, 130)
KEY_PRESSED_EDGE = (255, 255, 255)
TEXT = (230, 230, 235)
TEXT_DIM = (150, 150, 160)

# keyboard shortcuts of the 12 keys: the number row (1..9, 0, -, =) and a 3x4 block of letters
# shaped like the pad (1 2 3 / q w e / a s d / z x c); shown on the keys
NUMBER_ROW = "1234567890-="
BLOCK = "123qweasdzxc"
HINTS = tuple("%s %s" % (BLOCK[k].upper(), NUMBER_ROW[k]) if BLOCK[k] != NUMBER_ROW[k]
              else BLOCK[k] for k in range(12))
HELP = ("keys: 1 2 3 / Q W E / A S D / Z X C (or 1-9 0 - =) or click   "
        "encoder: wheel or arrows, Enter/click = push")
HELP2 = "Ctrl+Z undo   Ctrl+Y redo   F2 screenshot   Esc quit (the game is saved)"


def setup_sdl(headless):
    """Environment for pygame; headless: SDL's dummy drivers (no display, no sound)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"


def key_face(rgb):
    """The colour a key shows for its LED colour: dark when off, else the colour over the cap.

    The LEDs' global brightness is left out (on the pad it only protects eyes and the USB
    current); the app's own colour values, dim or bright, are kept, lifted the way eyes see
    LEDs (a dim LED looks brighter than its share of the current: square root).
    """
    if rgb[0] == 0 and rgb[1] == 0 and rgb[2] == 0:
        return KEY_DARK
    return tuple(40 + int(215 * (max(0, min(255, c)) / 255) ** 0.5 + 0.5) for c in rgb)


def ink_for(face):
    r, g, b = face
    return (0, 0, 0) if (r * 299 + g * 587 + b * 114) > 140000 else TEXT


class Layout:
    """Where everything is, for an OLED scale factor (4: the 128x64 OLED becomes 512x256)."""

    def __init__(self, scale=4, oled=(128, 64)):
        self.scale = scale
        m = 6 * scale
        ow, oh = oled[0] * scale, oled[1] * scale
        self.oled = (m, m, ow, oh)
        r = 13 * scale
        self.knob_centre = (m + ow + m + r + scale * 2, m + oh // 2)
        self.knob_radius = r
        self.width = self.knob_centre[0] + r + m + scale * 2
        gap = 3 * scale
        kw = (self.width - 2 * m - 2 * gap) // 3
        kh = 22 * scale
        top = m + oh + m
        self.keys = []
        for k in range(12):
            row, col = k // 3, k % 3
            self.keys.append((m + col * (kw + gap), top + row * (kh + gap), kw, kh))
        self.status_top = top + 4 * kh + 3 * gap + m // 2
        self.height = self.status_top + 15 * scale

    def key_at(self, pos):
        x, y = pos
        for k, (kx, ky, kw, kh) in enumerate(self.keys):
            if kx <= x < kx + kw and ky <= y < ky + kh:
                return k
        return None

    def on_knob(self, pos):
        cx, cy = self.knob_centre
        dx, dy = pos[0] - cx, pos[1] - cy
        return dx * dx + dy * dy <= self.knob_radius * self.knob_radius

    def key_centre(self, k):
        x, y, w, h = self.keys[k]
        return (x + w // 2, y + h // 2)


class Painter:
    """Draws one frame of the simulator onto a pygame surface."""

    def __init__(self, layout):
        import pygame

        if not pygame.font.get_init():
            pygame.font.init()
        s = layout.scale
        self.layout = layout
        self.font_key = pygame.font.Font(None, 9 * s)
        self.font_small = pygame.font.Font(None, 5 * s)
        self.font_status = pygame.font.Font(None, 5 * s)

    def oled_surface(self, image):
        """The OLED picture (PIL image from HeadlessDisplay, any mode) scaled and tinted."""
        import pygame

        img = image.convert("L")
        w, h = img.size
        lit = img.tobytes()
        rgb = bytearray(w * h * 3)
        for i in range(w * h):
            c = OLED_ON if lit[i] >= 128 else OLED_OFF
            rgb[3 * i] = c[0]
            rgb[3 * i + 1] = c[1]
            rgb[3 * i + 2] = c[2]
        surf = pygame.image.frombytes(bytes(rgb), (w, h), "RGB")
        s = self.layout.scale
        return pygame.transform.scale(surf, (w * s, h * s))

    def draw(self, surface, frame):
        """frame: dict with oled (PIL image), leds [(r,g,b)]*12, legends [str]*12,
        knob (encoder position), pressed (key index or None), pushed (bool), status (str)."""
        import pygame

        L = self.layout
        s = L.scale
        surface.fill(CASE)
        ox, oy, ow, oh = L.oled
        pygame.draw.rect(surface, BEZEL, (ox - s, oy - s, ow + 2 * s, oh + 2 * s))
        if frame.get("oled") is not None:
            surface.blit(self.oled_surface(frame["oled"]), (ox, oy))
        else:
            pygame.draw.rect(surface, OLED_OFF, L.oled)
        self._knob(surface, frame.get("knob", 0), frame.get("pushed", False))
        leds = frame.get("leds") or [(0, 0, 0)] * 12
        legends = frame.get("legends") or [""] * 12
        for k in range(12):
            self._key(surface, k, leds[k], legends[k] or "", frame.get("pressed") == k)
        y = L.status_top
        for line in (frame.get("status") or "", HELP, HELP2):
            if line:
                surface.blit(self.font_status.render(line, True, TEXT_DIM if y > L.status_top else TEXT),
                             (L.oled[0], y))
            y += 5 * s - s // 2

    def _knob(self, surface, pos, pushed):
        import math

        import pygame

        L = self.layout
        cx, cy = L.knob_centre
        r = L.knob_radius
        pygame.draw.circle(surface, (90, 90, 98) if pushed else (60, 60, 66), (cx, cy), r)
        pygame.draw.circle(surface, KEY_EDGE if not pushed else KEY_PRESSED_EDGE, (cx, cy), r, max(1, L.scale // 2))
        a = (pos % 20) * (2 * math.pi / 20)  # 20 clicks a revolution
        ex = cx + int(math.sin(a) * (r - 3 * L.scale))
        ey = cy - int(math.cos(a) * (r - 3 * L.scale))
        pygame.draw.line(surface, TEXT, (cx, cy), (ex, ey), max(2, L.scale // 2))
        label = self.font_small.render("turn / push", True, TEXT_DIM)
        surface.blit(label, (cx - label.get_width() // 2, cy + r + L.scale))

    def _key(self, surface, k, led, legend, pressed):
        import pygame

        L = self.layout
        s = L.scale
        x, y, w, h = L.keys[k]
        face = key_face(led)
        pygame.draw.rect(surface, face, (x, y, w, h), border_radius=2 * s)
        edge = KEY_PRESSED_EDGE if pressed else KEY_EDGE
        pygame.draw.rect(surface, edge, (x, y, w, h), width=max(1, s // 2) * (2 if pressed else 1),
                         border_radius=2 * s)
        ink = ink_for(face)
        if legend:
            t = self.font_key.render(legend, True, ink)
            surface.blit(t, (x + (w - t.get_width()) // 2, y + (h - t.get_height()) // 2))
        hint = self.font_small.render(HINTS[k], True, ink)
        surface.blit(hint, (x + w - hint.get_width() - s, y + h - hint.get_height() - s // 2))
        num = self.font_small.render(str(k + 1), True, ink)  # keys 1..12, as on the legends
        surface.blit(num, (x + s + s // 2, y + s))


def save_png(surface, path):
    import pygame

    pygame.image.save(surface, path)
