#!/bin/sh
# The 8 x 9 Hex pairing census by SAT with Debian's CaDiCaL, resumed from
# data/runs/hex-census-sat-8x9.ckpt (the chain clauses found lazily and the
# pairings recorded so far; saved every 30 s). The flags must stay as they
# are: a checkpoint resumes only the run with its own options. Stopped after
# 72 minutes on one core at 88 models and 5,438 chain clauses, with single
# solver calls taking over 20 minutes; see the README ("8 x 9 by SAT").
# Needs the cadical program (apt-get install cadical). Run from the
# repository root; the answer is one JSON object, for
# data/runs/hex-census-sat.jsonl.
set -e
go build -o "${TMPDIR:-/tmp}/plylab-sat-8x9" ./cmd/plylab
exec "${TMPDIR:-/tmp}/plylab-sat-8x9" hex census --method sat --solver cadical --rows 8 --cols 9 \
	--multi 8 --lex-leader --seed-len 10 --checkpoint data/runs/hex-census-sat-8x9.ckpt --json > hex-census-sat-8x9.json
