#!/bin/sh
# The slow entries of notebook 07's tables (data/positional_tables.go), and
# the small ones the data test recomputes: 'plylab game gen' writes each
# instance with its table id, 'plylab game solve' answers them in order.
# Usage: sh data/runs/positional-variants.sh > data/runs/positional-variants.jsonl
set -e
G="plylab game gen"
in=positional-variants-in.jsonl # kept for a resumed run (--checkpoint)
{
	for n in 4 5; do
		$G transversal --n $n --rule maker-breaker --first maker --id mb-t$n-maker
		$G transversal --n $n --rule maker-breaker --first breaker --id mb-t$n-breaker
		$G transversal --n $n --rule maker-breaker --bias 1:1 --id bias-t$n-q1
		$G transversal --n $n --rule maker-breaker --bias 1:2 --id bias-t$n-q2
	done
	$G transversal --n 4 --rule avoider-enforcer --first avoider --id ae-t4-avoider
	$G transversal --n 4 --rule avoider-enforcer --first enforcer --id ae-t4-enforcer
	$G transversal --n 4 --rule strong-misere --id mis-t4-first
	for s in l4 t4 z4 o4 i4; do
		$G polyomino --shape $s --rows 5 --cols 5 --rule strong --id animal-$s-5x5
	done
	# the slow ones
	$G transversal --n 6 --rule maker-breaker --first maker --id mb-t6-maker
	$G transversal --n 6 --rule maker-breaker --first breaker --id mb-t6-breaker
	$G transversal --n 6 --rule maker-breaker --bias 1:1 --id bias-t6-q1
	$G transversal --n 6 --rule maker-breaker --bias 1:2 --id bias-t6-q2
	$G polyomino --shape o4 --rows 6 --cols 6 --rule strong --id animal-o4-6x6
	$G polyomino --shape i4 --rows 5 --cols 6 --rule strong --id animal-i4-5x6
	# n = 5 under the misère rules ran 40 minutes each (2026-12-01, a
	# shared 2-core machine) without an answer; add these to try again:
	#   $G transversal --n 5 --rule avoider-enforcer --first avoider --id ae-t5-avoider
	#   $G transversal --n 5 --rule avoider-enforcer --first enforcer --id ae-t5-enforcer
	#   $G transversal --n 5 --rule strong-misere --id mis-t5-first
} > "$in"
plylab game solve "$in" --json --checkpoint positional-variants.ckpt
