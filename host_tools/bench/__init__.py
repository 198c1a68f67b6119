"""The benchmarks of heap and speed (`companion bench`, BENCHMARKS.md). cli.py is the command;
vm.py the MicroPython VMs it runs on (the unix port and the runners mp32/build.sh builds);
device.py the device app's run; game.py a core-only game of any length; scripts/ what runs inside
MicroPython (not imported on the host); fakes/ the stand-ins for CircuitPython's C modules.
May import tabletop, host_tools' shared modules, and (for the pad inputs table) host_tools.tm."""
