"""The `companion` command's entry point (pyproject.toml, [project.scripts]). It imports nothing
before its `try`, so Ctrl+C at any instant once Python runs the command -- also while the modules
load, before host_tools.cli.main has its own `try` -- ends in one line, "companion: interrupted"
(exit status 130), never a traceback. The command itself: host_tools/cli.py."""

import sys


def main(argv=None):
    try:
        from host_tools import cli

        return cli.main(argv)
    except KeyboardInterrupt:  # while host_tools.cli and what it needs load, or past cli.main's handler
        print("companion: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
