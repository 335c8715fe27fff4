#!/bin/sh
# The 8 x 9 Hex pairing census by SAT, with CaDiCaL kept alive across
# solver calls (plylab's driver of its library, bin/plylab-cadical-inc,
# which make sat-solver builds). One core; the kept run took 39 minutes (2,272 s of CPU)
# (see the README, "8 x 9 by SAT"). --checkpoint keeps the chain clauses
# and pairings every 30 s, so a stopped run resumes with the same flags.
# Run from the repository root; the answer is one JSON object, the 8 x 9
# line of data/runs/hex-census-sat.jsonl.
set -e
make sat-solver
go build -o bin/plylab ./cmd/plylab
exec bin/plylab hex census --method sat --solver cadical-inc --rows 8 --cols 9 \
	--multi 8 --lex-leader --seed-len 10 --count-chains \
	--checkpoint hex-census-sat-8x9.ckpt --json > hex-census-sat-8x9.json
