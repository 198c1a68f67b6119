"""The companion on the MacroPad's real firmware in an RP2040 emulator (`companion board`)."""
