# The board's heap census (host_tools.board.heap): CircuitPython's areas walked by their block
# tables, two bits a 16-byte block (0 free, 1 head, 2 tail, 3 marked), one area after the other.
import os
import shutil
import struct

import pytest

from host_tools.board import heap as H


def put(ram, addr, *words):
    for i, w in enumerate(words):
        struct.pack_into("<I", ram, addr - H.RAM + 4 * i, w)


def test_areas_are_walked_by_their_block_tables():
    ram = bytearray(264 * 1024)
    # area 1: 8 blocks (head, tail, tail, free | marked, free, head, free), then area 2: 4 free blocks
    put(ram, 0x20001000, 0x20002000, 0x20001100, 2, 0, 0, 0x20001200, 0x20001280)
    ram[0x1100] = 1 | 2 << 2 | 2 << 4
    ram[0x1101] = 3 | 1 << 4
    put(ram, 0x20002000, 0, 0x20002020, 1, 0, 0, 0x20002040, 0x20002080)
    a = H.areas(bytes(ram), 0x20001000)
    assert [(x["at"], x["bytes"], x["free"], x["used"], x["objects"], x["tables"]) for x in a] == [
        (0x20001000, 128, 48, 80, 3, 0x100), (0x20002000, 64, 64, 0, 0, 0x20)]


def test_the_first_area_of_the_shared_firmware_is_found():
    if not (os.path.exists(H.ELF) and shutil.which("arm-none-eabi-objdump")):
        pytest.skip("the shared firmware's .elf or arm-none-eabi-objdump is not here")
    a = H.first_area()
    assert H.RAM <= a < H.RAM + 264 * 1024 and a % 4 == 0, hex(a)
