# Runs INSIDE MicroPython: running out of memory never loses a game (issue 25).
#   RUNNER -X heapsize=NK [prelude] host_tools/bench/scripts/oom.py FIRMWARE FAKES LIB SOURCE WORK play|resume
# The app as on the board (.py source, the MacroPad's facade, the save places files WORK.0 and
# WORK.1). play: a new game of SOURCE's header, then its entries one by one as the table enters
# them, each saved as the idle save does, until the first MemoryError, which is handled as the main
# loop handles it (app.error); prints {"entered", "length" (the record's), "saved" (entries in the
# last save that completed), "oom", "msg"}. resume: boots from the
# saves, as the next start does; prints {"entries", "msg"}. SOURCE: line 1 the header
# "game|seat seat|name=value;...|seed", then one entry a line "seat word word ...". LEFT (play, KB):
# after 30 entries the heap is filled until only LEFT KB are free (the record and the state keep
# growing: the heap runs out a while later), so that a game runs out in its middle, not at its start,
# whatever the heap size.
import gc
import sys

sys.path.insert(0, sys.argv[3])
sys.path.insert(0, sys.argv[2])
sys.path.insert(0, sys.argv[1])
import bitmaptools  # noqa: E402,F401 - C on the board: imported before the app
import board  # noqa: E402,F401
import digitalio  # noqa: E402,F401
import displayio  # noqa: E402,F401
import fontio  # noqa: E402,F401
import keypad  # noqa: E402,F401
import microcontroller  # noqa: E402,F401
import neopixel_write  # noqa: E402,F401
import pwmio  # noqa: E402,F401
import rotaryio  # noqa: E402,F401
import storage  # noqa: E402,F401
import supervisor  # noqa: E402,F401
import terminalio  # noqa: E402,F401

from tabletop.boards.files import FilePlace  # noqa: E402
from tabletop.boards.macropad import MacroPad  # noqa: E402
from tabletop.ui.app import App  # noqa: E402

work = sys.argv[5]
mode = sys.argv[6]
with open(sys.argv[4], "rb") as f:  # whole, in one piece before the app: the runners' read() reads
    source = f.read()  # the whole file each time, which would put the harness's own 14 KB in the way
pad = MacroPad()
pad.storage = [FilePlace(work + ".0", 8192), FilePlace(work + ".1", 8192)]
pad.tone = lambda freq, ms: None
app = App(pad)
app.boot(0)
gc.collect()
if mode == "resume":
    s = app.session
    print('{"entries": %d, "msg": "%s"}' % (len(s.record) if s else -1, app.msg or ""))
    sys.exit(0)

def lines(data):
    # the game's lines, one at a time (small strings: the file was read whole before the app)
    at = 0
    while at < len(data):
        k = data.find(b"\n", at)
        k = len(data) if k < 0 else k
        yield data[at:k].decode()
        at = k + 1


entered = saved = 0
oom = False
ballast = []
left = int(sys.argv[7]) * 1024 if len(sys.argv) > 7 else -1
src = lines(source)
try:
    head = next(src).strip().split("|")
    from tabletop.core import registry  # noqa: E402
    from tabletop.core.record import Record  # noqa: E402
    from tabletop.core.session import Session  # noqa: E402
    from tabletop.ui.shared import CHECKPOINTS  # noqa: E402

    game = registry.load(head[0])
    opts = [kv.split("=") for kv in head[2].split(";") if kv]
    app._start(Session(Record(head[0], head[1].split(" "), opts, int(head[3]), getattr(game, "WORDS", ())),
                       game, CHECKPOINTS[0], CHECKPOINTS[1]))
    app._save()
    for line in src:
        words = line.split()
        seat = int(words.pop(0))
        app._change(lambda: app.session.apply_words(seat, words))  # as the entry's last push
        entered += 1
        if entered == 30 and left >= 0:
            gc.collect()
            while gc.mem_free() > left + 512:
                ballast.append(bytearray(256))
        w = app.store.writes
        app._save()  # as the idle save
        if app.store.writes > w:
            saved = len(app.session.record)
except MemoryError as e:  # what tabletop.main.run does with it
    oom = True
    try:
        app.error(e)
    except MemoryError:  # not even the message: the saves are as they were
        pass
print('{"entered": %d, "length": %d, "saved": %d, "oom": %s, "msg": "%s"}'
      % (entered, len(app.session.record) if app.session else 0, saved, "true" if oom else "false",
         (app.msg or "").replace('"', "'")))
