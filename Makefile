# Piecepad. The two everyday commands: `make serve` and `make test`.
PYTHON ?= python3
PORT ?= 8000
STAMPS := .cache/stamps
WHEELS := .cache/wheels
BENCH_ARGS ?=

# pip as root on a Debian system Python refuses to install without this (PEP 668);
# it changes nothing in a venv or a pyenv Python.
export PIP_BREAK_SYSTEM_PACKAGES := 1
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: deps build serve test bench clean chromium fuzz

# Each step re-runs only when its input file changes (stamp files), so `deps` is cheap.
deps: $(STAMPS)/pip node_modules/.npm-ci.stamp $(WHEELS)/.stamp

$(STAMPS)/pip: requirements.txt
	$(PYTHON) -m pip install -q -r requirements.txt
	@mkdir -p $(@D) && touch $@

# npm ci wipes node_modules/, and this stamp with it.
node_modules/.npm-ci.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# pytest and its deps as pure-Python wheels for Python 3.14, for the Pyodide run.
$(WHEELS)/.stamp: requirements-pyodide.txt
	rm -rf $(WHEELS)
	$(PYTHON) -m pip download -q --no-deps --require-hashes --only-binary=:all: \
	  --python-version 3.14 --implementation py --platform any \
	  -r requirements-pyodide.txt -d $(WHEELS)
	@touch $@

build: node_modules/.npm-ci.stamp
	$(PYTHON) tools/build.py

serve: deps build
	@echo "Piecepad: open http://localhost:$(PORT)/"
	$(PYTHON) tools/serve.py --port $(PORT)

# The browser tests drive Debian's Chromium: installed here when we may (root with apt),
# else a clear stop. Never a silent skip.
chromium:
	@test -x /usr/bin/chromium || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; \
	  else \
	    echo "make test: the browser tests need Chromium at /usr/bin/chromium;" \
	         "install it with: sudo apt-get install chromium" >&2; exit 1; \
	  fi; }

# Every test, in phases that keep both cores busy (tools/run_tests.py; docs/testing.md):
# mypy, CPython (xdist), Pyodide (two shards), the browser from the memory snapshot, and
# the `boot`- and `startup`-marked browser tests as a first visit starts. Every phase
# runs; the target fails if any failed. It ends with each phase's time and the ten
# slowest tests.
# PHASES="cpython browser" runs only those.
PHASES ?=
test: deps build chromium
	$(PYTHON) tools/run_tests.py --built dist $(PHASES)

bench: deps build
	$(PYTHON) tools/bench_startup.py $(BENCH_ARGS)
	$(PYTHON) tools/bench_playouts.py
	node tools/pyodide_script.mjs tools/bench_playouts.py
	$(PYTHON) tools/bench_engine.py
	node tools/pyodide_script.mjs tools/bench_engine.py

# The engine fuzz suite at length (CPython): FUZZ_EXAMPLES inputs for each of its few
# dozen tests, fresh random ones each run; ends with "fuzz: N inputs tried, M failures".
# (make test runs the same suite at CI size, with a fixed seed.)
FUZZ_EXAMPLES ?= 600
fuzz: $(STAMPS)/pip
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(PYTHON) -m pytest tests/fuzz -p no:cacheprovider $(FUZZ_ARGS)

clean:
	rm -rf dist .cache test-results .pytest_cache
