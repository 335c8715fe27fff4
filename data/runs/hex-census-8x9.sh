#!/bin/sh
# The 8 x 9 Hex pairing census in oracle mode, resumed from
# data/runs/hex-census-8x9.ckpt if it exists (finished work items, their steps
# and pairings; saved every 30 s). The work items depend on --split-items,
# so it must stay 4096. Run from the repository root; on two idle cores the
# rest takes an hour or more, and the answer is one JSON object, which goes
# into data/runs/hex-census-oracle.jsonl.
set -e
go build -o "${TMPDIR:-/tmp}/plylab-8x9" ./cmd/plylab
exec "${TMPDIR:-/tmp}/plylab-8x9" hex census --method oracle --rows 8 --cols 9 --workers 2 \
	--split-items 4096 --checkpoint data/runs/hex-census-8x9.ckpt --json > hex-census-8x9.json
