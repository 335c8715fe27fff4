# plylab — the README's two commands are `make reproduce` and `make test`.
GO      ?= go
BIN     := bin/plylab
OUT     ?= out

.PHONY: all build deps reproduce reproduce-full test vet unit bench clean

all: build

deps:
	$(GO) mod download

build: deps
	$(GO) build -o $(BIN) ./cmd/plylab

# Regenerate every paper's tables and figures with fast defaults and compare
# every published number (exit status 1 on a must-match mismatch).
reproduce: build
	$(BIN) reproduce --out $(OUT)

# The expensive rows too (for example transversal n = 7).
reproduce-full: build
	$(BIN) reproduce --full --out $(OUT)

vet: deps
	$(GO) vet ./...

unit: deps
	$(GO) test ./...

test: vet unit

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf bin $(OUT)
