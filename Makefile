# plylab — the README's two commands are `make reproduce` and `make test`.
GO      ?= go
BIN     := bin/plylab
OUT     ?= out

.PHONY: all build deps reproduce reproduce-full test vet unit bench bench-matching clean \
	kernel lab notebooks test-kernel test-notebooks

all: build

deps:
	$(GO) mod download

build: deps
	$(GO) build -o $(BIN) ./cmd/plylab

# Install what is missing (modules, Jupyter, the notebook kernel), regenerate
# every paper's tables and figures with fast defaults and compare every
# published number (exit status 1 on a must-match mismatch), then execute
# every notebook to HTML under $(OUT)/notebooks.
reproduce: build kernel
	$(BIN) reproduce --out $(OUT)
	kernel/run-notebooks.sh --html --out $(OUT)/notebooks

# The expensive rows too (for example transversal n = 7).
reproduce-full: build
	$(BIN) reproduce --full --out $(OUT)

vet: deps
	$(GO) vet ./...
	@unformatted="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi

unit: deps
	$(GO) test ./...

test: vet unit test-kernel test-notebooks

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...

# plylab's maximum matching and Gallai-Edmonds against the Boost Graph
# Library on the same files (needs g++ and libboost-graph-dev; Boost is a
# benchmark dependency only). MATCHING_ARGS="--sizes 10000 --repeats 1".
bench-matching: build
	$(GO) run ./bench/matching --plylab $(BIN) $(MATCHING_ARGS)

# --- Notebooks (kernel/, notebooks/README.md) ---
# Jupyter from Debian's packages when missing, the gophernotes kernel built
# from kernel/go.mod, the kernelspec "Go (plylab)"; a second run is fast.
kernel:
	kernel/install.sh

# Jupyter Notebook on localhost in notebooks/; prints the URL (PORT=8888).
lab: kernel
	kernel/lab.sh

# Execute every notebooks/*.ipynb headlessly, to .ipynb and .html.
notebooks: kernel
	kernel/run-notebooks.sh --html --out $(OUT)/notebooks

# The kernel starts and evaluates Go; a failing cell fails nbconvert.
test-kernel: kernel
	kernel/test.sh

# Every notebook runs top to bottom without a failing cell.
test-notebooks: kernel
	kernel/run-notebooks.sh --html --out $(OUT)/notebooks

clean:
	rm -rf bin $(OUT)
