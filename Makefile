# plylab — the README's two commands are `make reproduce` and `make test`.
GO      ?= go
BIN     := bin/plylab
OUT     ?= out
# FULL=1 runs the expensive parts too: `plylab reproduce --full`, and every
# notebook with its parameter `full := true` (kernel/run-notebooks.sh --full).
FULL    ?=
NB_FLAGS = --html --out $(OUT)/notebooks $(if $(filter 1 yes true,$(FULL)),--full)

.PHONY: all build deps reproduce reproduce-full test vet unit fuzz bench bench-positional bench-matching bench-qbf clean \
	kernel lab notebooks docs test-kernel test-notebooks test-board browser-tools qbf-solver sat-solver pdf-tools test-slurm

all: build

deps:
	$(GO) mod download

build: deps
	$(GO) build -o $(BIN) ./cmd/plylab

# Install what is missing (modules, Jupyter, the notebook kernel), regenerate
# every paper's tables and figures with fast defaults and compare every
# published number (exit status 1 on a must-match mismatch), then execute
# every notebook to HTML under $(OUT)/notebooks. FULL=1: the expensive
# rows and notebook parts too.
reproduce: build kernel
	$(BIN) reproduce $(if $(filter 1 yes true,$(FULL)),--full) --out $(OUT)
	kernel/run-notebooks.sh $(NB_FLAGS)

# The expensive rows too (for example transversal n = 7), without the
# notebooks (make reproduce FULL=1 runs both).
reproduce-full: build
	$(BIN) reproduce --full --out $(OUT)

vet: deps
	$(GO) vet ./...
	@unformatted="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi

unit: deps qbf-solver sat-solver pdf-tools
	PLYLAB_CADICAL_INC=$(CURDIR)/bin/plylab-cadical-inc $(GO) test ./...

# need-deb PROGRAM,PACKAGE,WHO: PROGRAM (a command, or a file when it starts
# with /) from Debian's PACKAGE when missing, installed when we are root,
# otherwise the apt line is printed and make stops (WHO says what needs it).
define need-deb
	@if case "$(1)" in /*) test -e "$(1)";; *) command -v $(1) >/dev/null 2>&1;; esac; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "$@: installing Debian's $(2): apt-get install -y $(2)" >&2; \
		DEBIAN_FRONTEND=noninteractive apt-get install -y $(2) >/dev/null 2>&1 || \
		{ apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y $(2) >/dev/null; } || \
		{ echo "$@: FAILED: apt-get install -y $(2)" >&2; exit 1; }; \
	else \
		echo "$@: $(1) is missing (needed by $(3)); as root, run this and then make test again:" >&2; \
		printf '\n    sudo apt-get update && sudo apt-get install -y $(2)\n\n' >&2; \
		exit 1; \
	fi
endef

# The QBF solver DepQBF, which the tests of engine/positional/qbf run as an
# independent method (they fail without it).
qbf-solver:
	$(call need-deb,depqbf,depqbf,the tests of engine/positional/qbf)

# The SAT solver CaDiCaL, two of the SAT census's solvers (hex census
# --method sat): --solver cadical runs Debian's cadical program afresh at
# every call; --solver cadical-inc keeps one solver alive across calls
# through plylab's driver of CaDiCaL's library, bin/plylab-cadical-inc
# (cmd/plylab-cadical-inc, C++, built with g++ and libcadical-dev). The
# tests of engine/hex/hexsat and cmd/plylab run both.
sat-solver:
	$(call need-deb,cadical,cadical,the tests of engine/hex/hexsat)
	$(call need-deb,g++,g++,bin/plylab-cadical-inc)
	$(call need-deb,/usr/include/cadical.hpp,libcadical-dev,bin/plylab-cadical-inc)
	@$(MAKE) --no-print-directory bin/plylab-cadical-inc

# pdftotext and pdffonts from poppler-utils: the tests of plots and
# reproduce, and test-notebooks, read back the text and fonts of PDF
# figures, as a reader's viewer does (internal/figtest).
pdf-tools:
	$(call need-deb,pdftotext,poppler-utils,the PDF figure checks of make test)
	$(call need-deb,pdffonts,poppler-utils,the PDF figure checks of make test)

bin/plylab-cadical-inc: cmd/plylab-cadical-inc/main.cpp
	@mkdir -p bin
	g++ -O2 -Wall -o $@ $< -lcadical

test: vet unit test-kernel test-notebooks test-board

# Every fuzz test of a reader of user files (instances, certificates,
# checkpoints, shard outputs) run for FUZZTIME each; `make test` runs their
# seed corpora (testdata/fuzz) as ordinary tests.
FUZZTIME ?= 10s
fuzz: deps
	@set -e; for f in $$(grep -rl --include='*_test.go' '^func Fuzz' . | sort); do \
		pkg=$$(dirname $$f); \
		for t in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "fuzz: $$pkg $$t ($(FUZZTIME))"; \
			$(GO) test $$pkg -run '^$$' -fuzz "^$$t\$$" -fuzztime $(FUZZTIME) >/dev/null || \
				{ echo "fuzz: $$pkg $$t FAILED (the input is in $$pkg/testdata/fuzz/$$t)"; exit 1; }; \
		done; \
	done; echo "fuzz: all passed"

bench: deps sat-solver
	PLYLAB_CADICAL_INC=$(CURDIR)/bin/plylab-cadical-inc $(GO) test -run '^$$' -bench . -benchmem ./...

# The positional engine's searches side by side in one run: proof-number
# search against depth-first search on the benchmark games (nodes, time),
# the leaf initialisations of df-pn, and both against the plain alpha-beta
# value search (engine/positional/internal/valuesearch), the baseline.
bench-positional: deps
	$(GO) test -run '^$$' -bench 'SearchPNvsDFS|PNInit|BaselineVsSolve|Envelope|Pairing|Threats' -benchtime 1x -timeout 60m ./engine/positional

# plylab's maximum matching and Gallai-Edmonds against the Boost Graph
# Library on the same files (needs g++ and libboost-graph-dev; Boost is a
# benchmark dependency only). MATCHING_ARGS="--sizes 10000 --repeats 1".
bench-matching: build
	$(GO) run ./bench/matching --plylab $(BIN) $(MATCHING_ARGS)

# plylab's positional solver against DepQBF on the QBF encoding of the same
# question "the first player forces a win within P plies" (bench/qbf):
# one JSON line per question appended to QBF_OUT (questions already there
# are skipped, so a stopped run resumes). QBF_ARGS="--games '^mnk-4,4' --timeout 1m".
QBF_OUT ?= positional-qbf.jsonl
bench-qbf: deps qbf-solver
	nice $(GO) run ./bench/qbf --out $(QBF_OUT) $(QBF_ARGS)

# --- Notebooks (kernel/, notebooks/README.md) ---
# Jupyter from Debian's packages when missing, the gophernotes kernel built
# from kernel/go.mod, the kernelspec "Go (plylab)"; a second run is fast.
kernel:
	kernel/install.sh

# Jupyter Notebook on localhost in notebooks/; prints the URL (PORT=8888).
lab: kernel
	kernel/lab.sh

# Execute every notebooks/*.ipynb headlessly, to .ipynb and .html
# (FULL=1: with the parameter full := true).
notebooks: kernel
	kernel/run-notebooks.sh $(NB_FLAGS)

# A static site in $(OUT)/site/ (open $(OUT)/site/index.html): an index of
# the notebooks and figures, every executed notebook's HTML and every
# figure, with relative links and MathJax inside, so it opens offline from
# anywhere. It copies what `make reproduce` wrote (run that first).
docs:
	python3 kernel/site.py --out $(OUT)

# The kernel starts and evaluates Go; a failing cell fails nbconvert.
test-kernel: kernel
	kernel/test.sh

# Every notebook runs top to bottom without a failing cell, and every PDF
# figure the notebooks saved in this run (out/figures: nb.FigureDir,
# notebooks/nb/figure.go), newer than a stamp taken before, reads back:
# no mojibake in its text, every font embedded (internal/figcheck).
test-notebooks: kernel pdf-tools
	stamp="$$(mktemp)"; status=0; \
	kernel/run-notebooks.sh $(NB_FLAGS) || status=1; \
	$(GO) run ./internal/figcheck -since "$$stamp" out/figures || status=1; \
	rm -f "$$stamp"; exit $$status

# The clickable boards of notebooks 06 and 07 (notebooks/nb.Board) in a real
# browser: headless Chromium, driven by puppeteer-core, opens the HTML that
# test-notebooks wrote, clicks cells along a whole game and checks that
# every value shown is the one the kernel embedded, that a claimed cell
# ignores the click, and Undo and Reset (kernel/boardtest/board.test.js).
BOARD_PAGES ?= $(OUT)/notebooks/06-your-own-game.html $(OUT)/notebooks/07-positional-variants.html
test-board: browser-tools
	NODE_PATH=$(BOARDTEST_DIR)/node_modules CHROMIUM=$$(command -v chromium) node kernel/boardtest/board.test.js $(BOARD_PAGES)

# Node.js and Chromium from Debian when missing, and puppeteer-core at the
# exact versions of kernel/boardtest/package-lock.json, installed by
# `npm ci` into BOARDTEST_DIR (a cache outside the tree; again only when
# the lock file changes).
BOARDTEST_DIR ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/plylab/boardtest
browser-tools:
	$(call need-deb,node,nodejs,the browser test of the boards)
	$(call need-deb,npm,npm,the browser test of the boards)
	$(call need-deb,chromium,chromium,the browser test of the boards)
	@mkdir -p "$(BOARDTEST_DIR)"; \
	if ! cmp -s kernel/boardtest/package-lock.json "$(BOARDTEST_DIR)/package-lock.json" || \
		[ ! -d "$(BOARDTEST_DIR)/node_modules/puppeteer-core" ]; then \
		cp kernel/boardtest/package.json kernel/boardtest/package-lock.json "$(BOARDTEST_DIR)/" && \
		(cd "$(BOARDTEST_DIR)" && npm ci --no-audit --no-fund --loglevel=error) || \
		{ echo "$@: npm ci of puppeteer-core in $(BOARDTEST_DIR) failed" >&2; rm -f "$(BOARDTEST_DIR)/package-lock.json"; exit 1; }; \
	fi

# The shipped Slurm scripts (slurm/) against a real one-node Slurm on
# localhost: installs slurm-wlm and munge when missing (as root), starts
# munged, slurmctld and slurmd from a generated config in a temporary
# folder, runs sharded jobs, merges, compares with single runs, requeues a
# running task; stops every daemon it started (slurm/test.sh).
test-slurm: build
	slurm/test.sh

clean:
	rm -rf bin $(OUT)
