"""pyproject.toml in today's form: the license as an SPDX expression (PEP 639), not the table
form that pip's build of the project warns about ("project.license as a TOML table is
deprecated"), with a setuptools that reads it (77 or newer) as the build requirement; and the
`companion` command enters at host_tools/entry.py (Ctrl+C while it loads: one line)."""

import os
import re
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pyproject():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)


def test_license_is_an_spdx_string_and_setuptools_reads_it():
    p = pyproject()
    assert p["project"]["license"] == "MIT"
    assert not any(c.startswith("License ::") for c in p["project"].get("classifiers", []))  # PEP 639: not both
    req = [r for r in p["build-system"]["requires"] if r.startswith("setuptools")]
    m = re.match(r"setuptools>=(\d+)", req[0])
    assert m and int(m.group(1)) >= 77, req


def test_the_command_enters_at_the_entry_module():
    assert pyproject()["project"]["scripts"] == {"companion": "host_tools.entry:main"}
