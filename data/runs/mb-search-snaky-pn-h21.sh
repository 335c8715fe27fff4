#!/bin/sh
# Snaky from the empty board: the proof-number search at the paper's height
# bound 21 (full width, no beam), on one core (GOMAXPROCS=1) with the table
# capped at 6000 MB (about 6 M positions; when full it drops the half of
# least work and goes on). Progress lines with the root's proof and
# disproof numbers go to data/runs/mb-search-snaky-pn-h21.log every 5 s (a
# sample of the first run is kept in mb-search-snaky-pn-h21-progress.txt); a
# proof is written to snaky-empty-pn-h21.txt (21 dialect) and the answer,
# one JSON object, to mb-search-snaky-pn-h21.json. Run from the repository
# root.
set -e
go build -o bin/plylab ./cmd/plylab
GOMAXPROCS=1 exec nice -n 10 bin/plylab mb search --shape snaky --method pn --height 21 \
	--max-memory 6000 --out snaky-empty-pn-h21.txt --json \
	> mb-search-snaky-pn-h21.json 2> data/runs/mb-search-snaky-pn-h21.log
