"""`companion board --lang`: the language saved with --from's game (the copy's settings byte, as the
board's start menu saves it), and refused without a game to save it with. No emulator run: the
drive the board would boot from is read here (host_tools/board/drive.make)."""

import os

import pytest

from host_tools import cli
from host_tools.board import drive, emulator
from tabletop.core import copies, registry, save

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAME = os.path.join(ROOT, "tests", "records", "babel_demo.txt")


def test_lang_without_a_game_is_refused_before_any_boot(capsys):
    assert cli.main(["board", "--lang", "de"]) == 2
    assert "--lang needs --from" in capsys.readouterr().err


@pytest.mark.parametrize("lang", [0, 1, 2])
def test_the_game_is_saved_with_its_language(tmp_path, lang):
    for tool in ("mkfs.fat", "mcopy"):
        if not any(os.access(os.path.join(d, tool), os.X_OK) for d in os.environ.get("PATH", "").split(os.pathsep)):
            pytest.skip("%s is not installed (Debian: dosfstools, mtools)" % tool)
    regions = drive.make(str(tmp_path), GAME, lang=lang)
    with open(dict(regions)[emulator.NVM_OFFSET], "rb") as f:
        nvm = f.read()
    got = copies.unpack(nvm[: copies.extent(nvm[: copies.HEAD], len(nvm))])
    assert got is not None
    seq, settings, payload = got
    assert settings == lang and bytes(payload) == drive.save_copy(GAME)
    assert len(save.loads(bytes(payload), registry.words_for)) > 0
