#!/bin/sh
# The 9 x 10 Hex pairing census by SAT, with CaDiCaL kept alive across
# solver calls (bin/plylab-cadical-inc, built by make sat-solver), resumed
# from data/runs/hex-census-sat-9x10.ckpt: the chain clauses found lazily
# so far (saved every 30 s; the chains listed up front by --seed-len are
# listed again). The flags must stay as they are: a checkpoint resumes
# only the run with its own options. The kept checkpoint is a 36-minute
# probe on one core (114 models, no pairing yet) that was stopped; the
# run is one process (one solver holds the formula), so it wants one core
# for a long time, not many: see the README ("9 x 10 by SAT"). Run from
# the repository root; the answer is one JSON object, for
# data/runs/hex-census-sat.jsonl.
set -e
make sat-solver
go build -o bin/plylab ./cmd/plylab
exec bin/plylab hex census --method sat --solver cadical-inc --rows 9 --cols 10 \
	--multi 8 --lex-leader --seed-len 11 \
	--checkpoint data/runs/hex-census-sat-9x10.ckpt --json > hex-census-sat-9x10.json
