"""The board profiles name pins that exist on their boards (circuitpython-stubs' board definitions), the
do-it-yourself Pico's table is wirable on an RP2040, and its facade behaves like the MacroPad's."""

import ast
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import types

import pytest

from tests.host.keypad_fakes import FakeEvent, FakeQueue

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BOARDS = os.path.join(ROOT, "firmware", "tabletop", "boards")
MACROPAD = os.path.join(BOARDS, "macropad.py")
PICO = os.path.join(BOARDS, "pico_diy.py")


def board_definition(name):
    """{pin name: GPIO number} and the module list of a board in circuitpython-stubs."""
    spec = importlib.util.find_spec("board_definitions." + name)
    if spec is None:
        pytest.skip("circuitpython-stubs not installed")
    with open(os.path.join(list(spec.submodule_search_locations)[0], "__init__.pyi")) as f:
        text = f.read()
    pins = {m.group(1): int(m.group(2))
            for m in re.finditer(r"^(\w+): microcontroller\.Pin\s+# GPIO(\d+)", text, re.M)}
    others = set(re.findall(r"^(\w+): \w+\.\w+", text, re.M))  # DISPLAY: displayio.Display, I2C(), ...
    mods = {m.strip() for m in re.search(r"Included modules: (.*)", text).group(1).split(",")}
    return pins, others, mods


def pins_table(path):
    """The module's PINS dict (a literal), and every `board.X` it names directly."""
    tree = ast.parse(open(path).read(), path)
    table = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and [t.id for t in node.targets if isinstance(t, ast.Name)] == ["PINS"]:
            table = ast.literal_eval(node.value)
    direct = {n.attr for n in ast.walk(tree)
              if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "board"}
    return table, direct


def names_in(table):
    out = []
    for v in table.values():
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, tuple):
            out.extend(x for x in v if isinstance(x, str))
    return out


def test_macropad_pins_exist_on_the_macropad():
    if not os.path.exists(MACROPAD):
        pytest.skip("tabletop/boards/macropad.py not in this tree")
    pins, others, _mods = board_definition("adafruit_macropad_rp2040")
    table, direct = pins_table(MACROPAD)
    assert table is not None, "macropad.py has no PINS table"
    named = names_in(table) + sorted(direct)
    missing = [n for n in named if n not in pins and n not in others]
    assert not missing, missing
    assert len(table["keys"]) == 12


@pytest.mark.parametrize("board", ["raspberry_pi_pico", "raspberry_pi_pico_w", "raspberry_pi_pico2",
                                   "raspberry_pi_pico2_w"])
def test_pico_pins_exist_on_the_pico(board):
    pins, _others, _mods = board_definition(board)
    table, direct = pins_table(PICO)
    missing = [n for n in names_in(table) + sorted(direct) if n not in pins]
    assert not missing, missing


def test_the_checker_catches_a_missing_pin():
    pins, _o, _m = board_definition("raspberry_pi_pico")
    assert "GP28" in pins and pins["GP28"] == 28
    assert "KEY1" not in pins and "GP29" not in pins  # GP29 is internal (VSYS/3): named A3 only


# RP2040 pin functions (datasheet 2.19.2): which GPIOs a peripheral can use
def i2c_block(sda, scl):
    """The I2C block of an SDA/SCL pair, or None if the pair is not one."""
    if sda % 2 == 0 and scl == sda + 1:
        return (sda // 2) % 2
    return None


def spi_block(sck, mosi):
    if sck % 4 == 2 and mosi % 4 == 3 and sck // 8 == mosi // 8:
        return (sck // 8) % 2
    return None


HEADER = set(range(0, 23)) | {26, 27, 28}  # GPIOs on the Pico's pins (23-25 and 29 are internal)


def pico_gpio():
    pins, _o, _m = board_definition("raspberry_pi_pico")
    table, _direct = pins_table(PICO)
    g = {k: (tuple(pins[x] for x in v) if isinstance(v, tuple) else pins[v]) for k, v in table.items()}
    return table, g


def test_pico_table_is_wirable():
    table, g = pico_gpio()
    assert len(table["keys"]) == 12 and len(table["rows"]) * len(table["cols"]) == 12
    a, b = g["encoder"]
    assert b == a + 1, "rotaryio on the RP2040 needs the encoder on consecutive GPIOs"
    sda, scl = g["i2c"]
    assert i2c_block(sda, scl) is not None, "OLED SDA/SCL must be one I2C block's pair"
    sck, mosi, cs, dc, rst = g["spi"]
    assert spi_block(sck, mosi) is not None, "OLED SCK/MOSI must be one SPI block's pins"
    used = [x for v in g.values() for x in (v if isinstance(v, tuple) else (v,))]
    assert set(used) <= HEADER
    shared = [g["encoder"], (g["button"], g["piezo"], g["pixels"]), g["i2c"], g["spi"]]
    others = [x for t in shared for x in t]
    for variant in (list(g["keys"]), list(g["rows"]) + list(g["cols"])):
        pins = variant + others
        assert len(pins) == len(set(pins)), "a pin is used twice: %s" % sorted(pins)


def test_the_wiring_checks_can_fail():
    assert i2c_block(20, 21) == 0 and i2c_block(2, 3) == 1
    assert i2c_block(21, 20) is None and i2c_block(19, 20) is None
    assert spi_block(18, 19) == 0 and spi_block(10, 11) == 1
    assert spi_block(18, 11) is None and spi_block(19, 18) is None


def test_pico_profile_imports_only_what_the_pico_has():
    _pins, _o, mods = board_definition("raspberry_pi_pico")
    tree = ast.parse(open(PICO).read(), PICO)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.add(node.module.split(".")[0])
    libraries = {"tabletop"}  # no CircuitPython library, as on the MacroPad
    assert found - {m.split(".")[0] for m in mods} - libraries - {"os", "time"} == set()


def mypy_pico(path):
    """mypy on `path` with `board` = the Pico's board definition (bodies of unannotated functions too)."""
    try:
        import board_definitions
    except ImportError:
        pytest.skip("circuitpython-stubs not installed")
    src = os.path.join(list(board_definitions.__path__)[0], "raspberry_pi_pico", "__init__.pyi")
    with tempfile.TemporaryDirectory() as tmp:
        with open(src) as f, open(os.path.join(tmp, "board.pyi"), "w") as g:
            g.write(f.read())
        with open(os.path.join(tmp, "mypy.ini"), "w") as f:
            f.write("[mypy]\nfollow_imports = silent\ncheck_untyped_defs = True\n"
                    "[mypy-neopixel]\nignore_missing_imports = True\n")
        if not os.path.isabs(path):
            path = os.path.join(ROOT, "firmware", path)
        r = subprocess.run([sys.executable, "-m", "mypy", "--config-file", os.path.join(tmp, "mypy.ini"),
                            "--cache-dir", os.path.join(tmp, "cache"), path],
                           cwd=os.path.join(ROOT, "firmware"), env=dict(os.environ, MYPYPATH=tmp),
                           capture_output=True, text=True)
        return r.returncode, r.stdout + r.stderr


def test_pico_profile_type_checks_against_the_pico_board():
    code, out = mypy_pico("tabletop/boards/pico_diy.py")
    assert code == 0, out


def test_the_type_check_can_fail(tmp_path):
    with open(PICO) as f:
        text = f.read()
    assert "return getattr(board, name)" in text
    bad = tmp_path / "bad_pico.py"
    bad.write_text(text.replace("return getattr(board, name)", "return board.KEY1")
                   .replace("frequency=400000", "frequency='fast'"))
    code, out = mypy_pico(str(bad))
    assert code == 1 and "KEY1" in out and "frequency" in out, out


# --- the facade, run on fakes of the CircuitPython modules ----------------------------------------
class Rec:
    """Records how it was made; any attribute is another Rec."""

    def __init__(self, *args, **kw):
        self.args = args
        self.kw = kw


class FakeKeys(Rec):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.events = FakeQueue()


class FakeEncoder(Rec):
    position = 0


@pytest.fixture
def fakes(monkeypatch):
    made = {"pwm": [], "sleep": []}
    pins = {"GP%d" % i: "GP%d" % i for i in range(29)}
    m = {}
    m["board"] = types.SimpleNamespace(**pins)
    m["keypad"] = types.SimpleNamespace(Keys=FakeKeys, KeyMatrix=FakeKeys, Event=FakeEvent)
    m["rotaryio"] = types.SimpleNamespace(IncrementalEncoder=FakeEncoder)
    m["digitalio"] = types.SimpleNamespace(DigitalInOut=Rec, Direction=types.SimpleNamespace(OUTPUT="out"))
    made["shown"] = []
    m["neopixel_write"] = types.SimpleNamespace(neopixel_write=lambda pin, buf: made["shown"].append((pin, bytes(buf))))
    ticks = [1000]
    m["supervisor"] = types.SimpleNamespace(ticks_ms=lambda: ticks[0])
    m["busio"] = types.SimpleNamespace(I2C=Rec, SPI=Rec)
    m["busdisplay"] = types.SimpleNamespace(BusDisplay=Rec)
    m["displayio"] = types.SimpleNamespace(release_displays=lambda: None)
    m["i2cdisplaybus"] = types.SimpleNamespace(I2CDisplayBus=Rec)
    m["fourwire"] = types.SimpleNamespace(FourWire=Rec)

    class PWM(Rec):
        def __init__(self, *a, **kw):
            super().__init__(*a, **kw)
            made["pwm"].append(self)
            self.done = False

        def deinit(self):
            self.done = True

    m["pwmio"] = types.SimpleNamespace(PWMOut=PWM)
    for k, v in m.items():
        monkeypatch.setitem(sys.modules, k, v)
    real_sleep = time.sleep
    main = threading.get_ident()

    def sleep(s):  # Blinka's displayio thread sleeps too: record the main thread's sleeps only
        if threading.get_ident() == main:
            made["sleep"].append(s)
        else:
            real_sleep(s)

    monkeypatch.setattr("time.sleep", sleep)
    for k in list(os.environ):
        if k.startswith("TABLETOP_"):
            monkeypatch.delenv(k)
    monkeypatch.delitem(sys.modules, "tabletop.boards.common", raising=False)  # its fake supervisor
    spec = importlib.util.spec_from_file_location("pico_diy_under_test", PICO)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod, made, ticks, monkeypatch


def test_pico_facade_direct_keys_and_i2c_sh1106(fakes):
    mod, made, ticks, _mp = fakes
    b = mod.PicoDIY(storage=[])
    assert b.keys.args[0] == ["GP%d" % i for i in range(12)] and b.keys.kw["value_when_pressed"] is False
    d = b.display
    bus = d.args[0]
    assert bus.kw["device_address"] == 0x3C
    i2c = bus.args[0]
    assert i2c.args == ("GP21", "GP20")  # busio.I2C(scl, sda)
    assert d.args[1] == mod.SH1106_INIT and d.kw["colstart"] == 2 and d.kw["SH1107_addressing"] is True
    assert d.kw["width"] == 128 and d.kw["height"] == 64
    assert b.pixels.pin.args == ("GP28",) and b.pixels.pin.direction == "out" and len(b.pixels.buf) == 36
    # events: key presses (not releases), encoder push, encoder turns
    b.keys.events.items = [(3, True), (3, False), (11, True)]
    b.button.events.items = [(0, True), (0, False)]
    b.encoder.position = 2
    assert b.events() == [("turn", 2), ("key", 3), ("key", 11), ("push", 1)]  # the turn first (PadInput.events)
    assert b.events() == ()
    b.encoder.position = 1
    assert b.events() == [("turn", -1)]
    # time never wraps: supervisor ticks wrap at 2**29
    t0 = b.now_ms()
    ticks[0] = (1 << 29) - 10
    t1 = b.now_ms()
    ticks[0] = 5
    assert b.now_ms() - t1 == 15 and t1 - t0 == (1 << 29) - 10 - 1000
    b.tone(440, 50)
    assert made["pwm"][-1].args == ("GP15",) and made["pwm"][-1].kw["frequency"] == 440
    assert made["pwm"][-1].done and made["sleep"] == [0.05]


def test_pico_facade_matrix_spi_ssd1306_from_settings(fakes):
    mod, _made, _ticks, mp = fakes
    mp.setenv("TABLETOP_KEYS", "matrix")
    mp.setenv("TABLETOP_OLED", "ssd1306")
    mp.setenv("TABLETOP_OLED_BUS", "spi")
    b = mod.PicoDIY(storage=[], config=dict(mod.CONFIG, encoder_sign=-1))
    assert b.keys.args == (["GP0", "GP1", "GP2", "GP3"], ["GP4", "GP5", "GP6"])
    assert b.keys.kw["columns_to_anodes"] is True
    d = b.display
    fw = d.args[0]
    assert fw.kw["command"] == "GP16" and fw.kw["chip_select"] == "GP17" and fw.kw["reset"] == "GP22"
    assert fw.args[0].args == ("GP18",) and fw.args[0].kw["MOSI"] == "GP19"
    assert d.args[1] == mod.SSD1306_INIT and d.kw["set_column_command"] == 0x21 and "colstart" not in d.kw
    b.encoder.position = 3
    assert b.events() == [("turn", -3)]
    b.keys.events.items = [(12, True), (5, True)]  # a key number past the 12 keys is ignored
    assert b.events() == [("key", 5)]


def test_pico_facade_offers_what_the_macropad_offers(fakes):
    if not os.path.exists(MACROPAD):
        pytest.skip("tabletop/boards/macropad.py not in this tree")
    mod = fakes[0]
    tree = ast.parse(open(MACROPAD).read())
    cls = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MacroPad"][0]
    methods = {f.name for f in cls.body if isinstance(f, ast.FunctionDef) and not f.name.startswith("_")}
    attrs = {t.attr for n in ast.walk(cls) if isinstance(n, ast.Assign)
             for t in n.targets if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
             and t.value.id == "self"}
    b = mod.PicoDIY(storage=[])
    for name in sorted(methods | ({"display", "pixels", "storage"} & attrs)):
        assert hasattr(b, name), name


def test_pico_saves_where_the_macropad_saves(fakes):
    """Default storage: the MacroPad profile's places() (nvm, plus slot files on a writable drive)."""
    if not os.path.exists(MACROPAD):
        pytest.skip("tabletop/boards/macropad.py not in this tree")
    mod, _made, _ticks, mp = fakes
    nvm = bytearray(4096)
    mp.setitem(sys.modules, "microcontroller", types.SimpleNamespace(nvm=nvm))
    ro = types.SimpleNamespace(readonly=True)
    mp.setitem(sys.modules, "storage", types.SimpleNamespace(getmount=lambda path: ro))
    import tabletop.boards  # noqa: F401 - the package, before its module is put in place

    spec = importlib.util.spec_from_file_location("tabletop.boards.macropad", MACROPAD)
    pad = importlib.util.module_from_spec(spec)
    mp.setitem(sys.modules, "tabletop.boards.macropad", pad)  # removed again after the test
    spec.loader.exec_module(pad)
    b = mod.PicoDIY()
    assert len(b.storage) == 1  # the drive is the computer's: nvm only
    b.storage[0].write(b"abc")
    assert bytes(nvm[:3]) == b"abc" and b.storage[0].read()[:3] == b"abc"
    ro.readonly = False
    assert len(mod.PicoDIY().storage) > 1  # boot.py gave the drive to the board: slot files too


def test_init_sequences_are_well_formed():
    spec = importlib.util.spec_from_file_location("pico_diy_seq", PICO)
    tree = ast.parse(open(PICO).read())
    seqs = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and node.targets[0].id.endswith("_INIT"):
            seqs[node.targets[0].id] = ast.literal_eval(node.value)
    assert set(seqs) == {"SH1106_INIT", "SSD1306_INIT"}
    del spec
    for name, seq in seqs.items():
        i, cmds = 0, []
        while i < len(seq):  # command, length (bit 7: delay byte follows), data
            n = seq[i + 1] & 0x7F
            cmds.append(seq[i])
            i += 2 + n + (1 if seq[i + 1] & 0x80 else 0)
        assert i == len(seq), name
        assert cmds[0] == 0xAE and cmds[-1] == 0xAF, name  # display off first, on last
        assert 0xA8 in cmds  # multiplex ratio set (64 rows)


# --- the wiring guide says what the table says -------------------------------------------------------
# Raspberry Pi Pico: GPIO -> physical header pin (datasheet pinout; GND at 3, 8, 13, 18, 23, 28, 33, 38)
HEADER_PIN = {0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12, 10: 14, 11: 15, 12: 16, 13: 17,
              14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25, 20: 26, 21: 27, 22: 29, 26: 31, 27: 32, 28: 34}


def guide_rows():
    with open(os.path.join(ROOT, "hardware", "diy-pico.md")) as f:
        text = f.read()
    return [(m.group(1), int(m.group(2)) if m.group(2) else None, m.group(3), int(m.group(4)))
            for m in re.finditer(r"`(\w+)(?:\[(\d+)\])?` \| (GP\d+) \| (\d+) \|", text)]


def test_wiring_guide_matches_the_pin_table():
    table, _direct = pins_table(PICO)
    rows = guide_rows()
    want = set()
    for k, v in table.items():
        if isinstance(v, tuple):
            want |= {(k, i, x) for i, x in enumerate(v)}
        else:
            want.add((k, None, v))
    got = {(k, i, gp) for k, i, gp, _pin in rows}
    assert got == want, "hardware/diy-pico.md and PINS differ: %s" % sorted(got ^ want)
    for _k, _i, gp, pin in rows:
        assert HEADER_PIN[int(gp[2:])] == pin, "%s is header pin %d, not %d" % (gp, HEADER_PIN[int(gp[2:])], pin)


def test_the_guide_check_can_fail():
    assert HEADER_PIN[28] == 34 and HEADER_PIN[20] == 26
    assert ("keys", 0, "GP0", 1) in guide_rows()


def test_boot_reads_k1_on_the_pins_of_the_pico_table():
    # boot.py cannot import the board profile (it runs before anything else, and small): the
    # pins it reads K1 on must be those of PINS (K1 = "keys"[0]; matrix: "rows"[0], "cols"[0])
    table, _ = pins_table(PICO)
    src = open(os.path.join(ROOT, "firmware", "boot.py")).read()
    assert table["keys"][0] == table["rows"][0] == "GP0" and table["cols"][0] == "GP4"
    assert 'low(getattr(board, "GP4"), getattr(board, "GP0"))' in src
    assert 'low(getattr(board, "GP0"))' in src
