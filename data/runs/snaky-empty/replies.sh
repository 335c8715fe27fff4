#!/bin/bash
# Snaky from the empty board, reply by reply (proof-number search with the
# macro-card library). Maker's first cell is (0,0) (one orbit); the child
# with Breaker passing is the handicap-one game (kept certificates). Every
# Breaker reply b left in the intersection of that child's envelopes is a
# sub-claim: Maker owns (0,0), Breaker b, Maker to move. Each is searched
# at heights 13, 14, ... with a budget of positions per height, with every
# certificate proved so far and the lemmas of every attempt so far
# (--library-out) as macro cards; the proofs go to reply-X_Y.txt, the
# lemmas to lemmas-X_Y-hH.txt.
# Usage: data/runs/snaky-empty/replies.sh [PLYLAB] < reps.txt
set -u
PLYLAB=${1:-bin/plylab}
dir=$(dirname "$0")
kept=engine/makerbreaker/certificates
BUDGET=${BUDGET:-4000000}
HEIGHTS=${HEIGHTS:-"13 14 16 18 20"}
while read -r b; do
	n=${b//,/_}
	out=$dir/reply-$n.txt
	[ -s "$out" ] && { echo "reply $b: have $out"; continue; }
	for h in $HEIGHTS; do
		lib=$kept/snaky-handicap1-pn-21.txt,$kept/snaky-handicap1-21.txt
		for f in "$dir"/reply-*.txt "$dir"/lemmas-*.txt; do [ -s "$f" ] && lib=$lib,$f; done
		t0=$(date +%s)
		if "$PLYLAB" mb search --shape snaky --maker 0,0 --breaker "$b" --beam 5 --method pn --height "$h" \
			--max-nodes "$BUDGET" --library "$lib" --library-out "$dir/lemmas-$n-h$h.txt" --out "$out.tmp" --json > "$dir/reply-$n.json" 2> "$dir/reply-$n.log" &&
			grep -q '"found":true' "$dir/reply-$n.json"; then
			mv "$out.tmp" "$out"
			echo "reply $b: proved at height bound $h in $(( $(date +%s) - t0 )) s: $(grep -o '"nodes":[0-9]*\|"cards":[0-9]*\|"height":[0-9]*\|"envelope_size":[0-9]*' "$dir/reply-$n.json" | tr '\n' ' ')"
			break
		fi
		rm -f "$out.tmp"
		echo "reply $b: no proof at height bound $h within $BUDGET positions ($(( $(date +%s) - t0 )) s)"
	done
done
