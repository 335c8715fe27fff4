#!/bin/sh
# Compact certificates (plylab game cert --compact, format 2 with
# references: a strategy DAG whose leaves are pairings, Erdős–Selfridge
# potentials, dead sets, ply bounds and references to positions proved
# earlier) of the hard positional landmarks, each checked by plylab game
# check with the rules alone. The certificates are not kept; each leaves
# one JSON line with its claims, nodes, leaves, gzipped bytes, SHA-256 (of
# the uncompressed text), and the seconds and peak memory (KB) of writing
# and checking.
# Usage: sh data/runs/positional-landmark-certs.sh ID... >> data/runs/positional-landmark-certs.jsonl
#   ID: i4-5-strong, i4-6-strong, l5-6-strong, l5-7-strong, mnk-775, snaky-8
# Environment: PLYLAB (default plylab), DIR (scratch, default .),
# WORKERS (default 2), MEMORY (MiB, default 6144).
set -e
P=${PLYLAB:-plylab}
DIR=${DIR:-.}
W=${WORKERS:-2}
M=${MEMORY:-6144}
for id in "$@"; do
	case $id in
	i4-5-strong) gen="polyomino --shape i4 --n 5 --rule strong"; what="polyomino i4 on 5 x 5, strong" ;;
	i4-6-strong) gen="polyomino --shape i4 --n 6 --rule strong"; what="polyomino i4 on 6 x 6, strong" ;;
	l5-6-strong) gen="polyomino --shape l5 --n 6 --rule strong"; what="polyomino l5 on 6 x 6, strong" ;;
	l5-7-strong) gen="polyomino --shape l5 --n 7 --rule strong"; what="polyomino l5 on 7 x 7, strong" ;;
	mnk-775) gen="mnk --rows 7 --cols 7 --k 5"; what="7,7,5 (strong)" ;;
	snaky-8) gen="polyomino --shape snaky --n 8"; what="polyomino snaky on 8 x 8, maker-breaker, maker first" ;;
	*) echo "positional-landmark-certs.sh: unknown id $id" >&2; exit 2 ;;
	esac
	inst=$DIR/cert-$id.jsonl
	cert=$DIR/cert-$id.cert
	$P game gen $gen --id landmark-$id --out $inst --quiet
	w=$( { /usr/bin/time -f '%e %M' $P game cert $inst --compact --out $cert --workers $W --memory $M --json --quiet > $cert.w; } 2>&1 | tail -1)
	c=$( { /usr/bin/time -f '%e %M' $P game check $inst $cert --json --quiet > $cert.c; } 2>&1 | tail -1)
	sum=$(sha256sum $cert | cut -d' ' -f1)
	gz=$(gzip -c $cert | wc -c)
	echo "{\"id\":\"$id\",\"game\":\"$what\",\"sha256\":\"$sum\",\"gzip_bytes\":$gz,\"write\":$(cat $cert.w),\"write_seconds_kb\":\"$w\",\"check\":$(cat $cert.c),\"check_seconds_kb\":\"$c\",\"command\":\"plylab game gen $gen --out cert-$id.jsonl; plylab game cert cert-$id.jsonl --compact --out cert-$id.cert --workers $W --memory $M; plylab game check cert-$id.jsonl cert-$id.cert\"}"
	rm -f $cert $cert.w $cert.c
done
