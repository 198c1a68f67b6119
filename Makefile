# The two commands of the README. Both set up a virtual environment on first use.
#   make sim    the desktop simulator (start menu with ready demo games)
#   make test   every test: CPython, the MicroPython gate, board checks, the memory guard on the
#               32-bit runner (host_tools/bench/mp32; skipped, with the reason, without 32-bit gcc);
#               on every core (pytest-xdist: a test file's tests on one worker, in order)
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: sim test bench bench-quick demo

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

sim: $(STAMP)
	$(VENV)/bin/companion sim

demo: $(STAMP)
	$(VENV)/bin/companion replay tests/records/babel_demo.txt

test: $(STAMP)
	host_tools/bench/mp32/build.sh || { [ "$$CI" = true ] && exit 1; echo "host_tools/bench/mp32 not built: its tests are skipped"; }
	$(PY) -m pytest -rs -n auto --dist loadfile

# The figures, not a verdict: `make bench` writes BENCHMARKS.md (minutes); `make bench-quick` prints
# the short tables (about 2.5 minutes; out of `make test` to keep CI under 15 minutes).
bench: $(STAMP)
	$(VENV)/bin/companion bench --out BENCHMARKS.md

bench-quick: $(STAMP)
	$(VENV)/bin/companion bench --quick
