#!/bin/sh
# Compact certificates (plylab game cert --compact, format 2: strategy trees
# with pairing, Erdős–Selfridge, dead-set and ply-bound leaves) of the
# Harary Maker–Breaker rows, each checked by plylab game check. The
# certificates are not kept; each leaves one JSON line with its claims,
# nodes, leaves, gzipped bytes, SHA-256 (of the uncompressed text), and the
# seconds and peak memory of writing and checking.
# Usage: sh data/runs/positional-compact-certs.sh ID[=CLAIM]... >> data/runs/positional-compact-certs.jsonl
#   ID is SHAPE-N (the Maker–Breaker polyomino game on N x N); CLAIM, e.g.
#   "maker no-win within 9", replaces the solution's claims.
# Environment: PLYLAB (default plylab), DIR (scratch, default .).
set -e
P=${PLYLAB:-plylab}
DIR=${DIR:-.}
for arg in "$@"; do
	id=${arg%%=*}
	claim=
	[ "$arg" != "$id" ] && claim=${arg#*=}
	shape=${id%-*}
	n=${id#*-}
	inst=$DIR/compact-$id.jsonl
	tag=$id
	[ -n "$claim" ] && tag="$id-$(echo "$claim" | tr ' ' '-')"
	cert=$DIR/compact-$tag.cert
	$P game gen polyomino --shape $shape --n $n --id harary-mb-$id --out $inst --quiet
	if [ -n "$claim" ]; then
		w=$( { /usr/bin/time -f '%e %M' $P game cert $inst --compact --claim "$claim" --out $cert --workers 1 --memory 1024 --json --quiet > $cert.w; } 2>&1 | tail -1)
		cmd="plylab game cert compact-$id.jsonl --compact --claim '$claim' --out compact-$tag.cert --workers 1 --memory 1024"
	else
		w=$( { /usr/bin/time -f '%e %M' $P game cert $inst --compact --out $cert --workers 1 --memory 1024 --json --quiet > $cert.w; } 2>&1 | tail -1)
		cmd="plylab game cert compact-$id.jsonl --compact --out compact-$tag.cert --workers 1 --memory 1024"
	fi
	c=$( { /usr/bin/time -f '%e %M' $P game check $inst $cert --json --quiet > $cert.c; } 2>&1 | tail -1)
	sum=$(sha256sum $cert | cut -d' ' -f1)
	gz=$(gzip -c $cert | wc -c)
	echo "{\"id\":\"$tag\",\"game\":\"polyomino $shape on $n x $n, maker-breaker, maker first\",\"sha256\":\"$sum\",\"gzip_bytes\":$gz,\"write\":$(cat $cert.w),\"write_seconds_kb\":\"$w\",\"check\":$(cat $cert.c),\"check_seconds_kb\":\"$c\",\"command\":\"$cmd\"}"
	rm -f $cert $cert.w $cert.c
done
