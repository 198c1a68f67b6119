"""The games' words files as the board gets them (host_tools/board_form.words_form: the fields' lines
first, then the others sorted, found by their first byte on the board): every text translates as from the file
as written, which the host reads (tabletop.ui.tongue), and as a plain reading of the file's lines says
(the reference below: a line whose English is the text, else the first with fields the text fits, the
values word by word, else each run of letters as a word)."""

import os
import random
import types

import pytest

from host_tools import board_form
from tabletop.core import registry
from tabletop.ui import tongue, tongue_flash, tongue_load

GAMES = [g[0] for g in registry.GAMES]


def reference(path, text):
    lines = []
    with open(path, encoding="utf-8") as f:
        for ln in f.read().split("\n"):
            i = ln.rfind("|")
            if i >= 1 and not ln.startswith("#"):
                lines.append((ln[:i], ln[i + 1:].rstrip("\r")))
    words = {}
    for en, to in lines:
        if "%" not in en and en not in words:
            words[en] = to

    def by_word(s):
        out, at, a = [], 0, -1
        for i in range(len(s) + 1):
            letter = i < len(s) and s[i].isascii() and s[i].isalpha()
            if letter and a < 0:
                a = i
            elif not letter and a >= 0:
                out += [s[at:a], words.get(s[a:i], s[a:i])]
                at, a = i, -1
        return "".join(out + [s[at:]])

    for en, to in lines:
        if en == text:
            return to
    for en, to in lines:
        if "%" in en:
            vals = tongue_fit(en, text)
            if vals is not None:
                return to.replace("%d", "%s").replace("%r", "%s") % tuple(by_word(v) for v in vals)
    return by_word(text)


def tongue_fit(en, text):
    from tabletop.ui.tongue_words import fit, parts

    v = fit(parts(en.encode()), text.encode())
    return None if v is None else [x.decode() for x in v]


def texts_of(path, seed):
    rnd = random.Random(seed)
    ens = []
    with open(path, encoding="utf-8") as f:
        for ln in f.read().split("\n"):
            i = ln.rfind("|")
            if i >= 1 and not ln.startswith("#"):
                ens.append(ln[:i])
    words = [e for e in ens if e.isalpha()] or ["x"]
    out = list(ens)
    for e in ens:
        if "%" in e:
            for _ in range(3):
                out.append(e.replace("%d", str(rnd.randint(0, 30))).replace("%r", "'x'").replace(
                    "%s", rnd.choice(words + ["a b", "x"])))
    for _ in range(300):
        out.append(" ".join(rnd.choice(words + ["3", "x2", "(top:", "wood2", "fire+3", "Zz"])
                            for _ in range(rnd.randint(1, 4))))
    return out + ["", " ", "a|b", "%", "%s", "R1 turn", "quarry 25 (top: 1 2)", "4vp/SH,SA", "  x  2 ",
                  "red: 2+2+1 = 5", "(" + words[0] + ":", words[-1] + "2/" + words[0]]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_board_s_sorted_words_translate_as_the_file_as_written(tmp_path, monkeypatch, game, lang):
    monkeypatch.setattr(tongue_load, "PIECE", 192)  # many pieces: words at their edges
    src = tongue.path(registry.load(game), 1 if lang == "de" else 2)
    with open(src, encoding="utf-8") as f:
        board = board_form.words_form(f.read())
    assert board_form.WORDS_SORTED + "\n" in board
    ens = [ln[:ln.rfind("|")].encode() for ln in board.split(board_form.WORDS_SORTED + "\n")[1].splitlines() if ln]
    assert ens == sorted(ens) and len(ens) == len(set(ens))
    assert not [e for e in ens if b"%" in e]  # the lines with fields: tried in their order, not here
    # in pieces of whole lines, each read as it is kept, the sorted words starting one
    raw = board.encode()
    assert len(raw) % 192 == 0 and all(raw[i - 1:i] == b"\n" for i in range(192, len(raw) + 1, 192))
    after = raw.index(b"\n", raw.index(board_form.WORDS_SORTED.encode())) + 1
    first = len(raw) - len(raw[after:].lstrip(b"\n"))
    assert first % 192 == 0, first
    (tmp_path / lang).mkdir()
    (tmp_path / lang / (lang + ".txt")).write_text(board, encoding="utf-8")
    as_board = types.SimpleNamespace(__file__=str(tmp_path / lang / "__init__.py"))
    as_written = types.SimpleNamespace(__file__=os.path.join(os.path.dirname(src), "__init__.py"))
    lg = 1 if lang == "de" else 2
    texts = texts_of(src, 7)
    monkeypatch.setattr(tongue_load, "PIECE", 100)  # read in other pieces: lines ("#=" too) cut between reads
    tongue.HELD[0] = None
    written = tongue.tr(as_written, lg, texts)
    tongue.HELD[0] = None
    sorted_ = tongue.tr(as_board, lg, texts)
    tongue.HELD[0] = None
    for t, a, b in zip(texts, written, sorted_):
        assert a == b == reference(src, t), t


def with_no_room(tmp_path, monkeypatch, game):
    # game's German words in the board's form (in pieces of 192 bytes) as a game beside them, and
    # tongue_load.load with no room to hold them (a MemoryError when keeping them): (the words
    # file, the game, the real load, the keep of each load tried)
    monkeypatch.setattr(tongue_load, "PIECE", 192)
    src = tongue.path(registry.load(game), 1)
    with open(src, encoding="utf-8") as f:
        board = board_form.words_form(f.read())
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "de.txt").write_text(board, encoding="utf-8")
    as_board = types.SimpleNamespace(__file__=str(tmp_path / "de" / "__init__.py"))
    real = tongue_load.load
    tries = []

    def no_room(p, keep=True):
        tries.append(keep)
        if keep:
            raise MemoryError
        return real(p, keep)

    monkeypatch.setattr(tongue_load, "load", no_room)
    tongue.HELD[0] = None
    return src, as_board, real, tries


@pytest.mark.parametrize("game", GAMES)
def test_with_no_room_to_hold_them_the_sorted_words_are_read_from_the_file_when_searched(tmp_path, monkeypatch, game):
    # tabletop.ui.tongue.held: a MemoryError while the words are read (a heap near full) -> read
    # again without their sorted pieces, which each search reads from the file: the same words
    src, as_board, real, tries = with_no_room(tmp_path, monkeypatch, game)
    texts = texts_of(src, 11)
    got = tongue.tr(as_board, 1, texts)
    assert tries == [True, False] and isinstance(tongue.HELD[1][1], tongue_flash.Pieces)
    tongue.HELD[0] = None
    for t, a in zip(texts, got):
        assert a == reference(src, t), t
    # a file cut between lines by the reads cannot be read again a piece alone: no words then
    monkeypatch.setattr(tongue_load, "PIECE", 100)
    with pytest.raises(MemoryError):
        real(str(tmp_path / "de" / "de.txt"), False)


def test_words_read_from_flash_are_kept_once_read_with_room(tmp_path, monkeypatch):
    # tabletop.ui.tongue_flash.Pieces: no room to hold the words when read (MemoryError); each
    # piece searched later is kept while the heap has room (KEEP_FREE), not before
    src, as_board, _, tries = with_no_room(tmp_path, monkeypatch, GAMES[0])
    texts = texts_of(src, 11)
    free = [100]  # the board's heap: little free first
    monkeypatch.setattr(tongue_flash, "mem_free", lambda: free[0])
    got = tongue.tr(as_board, 1, texts)
    pieces = tongue.HELD[1][1]
    assert tries == [True, False] and isinstance(pieces, tongue_flash.Pieces)
    assert pieces.kept == [None] * len(pieces.kept)  # read, not kept: no room
    free[0] = 50000
    tongue.MEMO[0] = {}
    tongue.MEMO[1] = {}
    assert tongue.tr(as_board, 1, texts) == got and any(pieces.kept)  # kept as read, with room
    tongue.HELD[0] = None
    for t, a in zip(texts, got):
        assert a == reference(src, t), t


def test_no_room_to_read_a_piece_from_flash_shows_the_screen_as_it_is(tmp_path, monkeypatch):
    # after a replay at the fullest heap a piece read from flash may find no room (a 514-byte block
    # on the board): that screen keeps its texts as they are, and no error reaches it; the next
    # screen with room is translated again
    src, as_board, _, tries = with_no_room(tmp_path, monkeypatch, GAMES[0])
    texts = texts_of(src, 11)
    real = tongue_flash.Pieces.__getitem__

    def no_room(self, k):
        raise MemoryError("memory allocation failed, allocating 514 bytes")

    monkeypatch.setattr(tongue_flash.Pieces, "__getitem__", no_room)
    tongue.MEMO[0] = {}  # (no texts of an earlier screen)
    tongue.MEMO[1] = {}
    assert tongue.tr(as_board, 1, texts) == texts
    monkeypatch.setattr(tongue_flash.Pieces, "__getitem__", real)
    tongue.MEMO[0] = {}
    tongue.MEMO[1] = {}
    got = tongue.tr(as_board, 1, texts)
    tongue.HELD[0] = None
    assert got != texts
    for t, a in zip(texts, got):
        assert a == reference(src, t), t
