package main

import (
	"fmt"
	"strings"

	"plylab/data/pairing"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/internal/cli"
)

// The SAT census (plylab hex census --method sat): data/pairing.SatCensus.

func hexParsePair(b *hex.Board, s string) ([2]int, error) {
	var r1, c1, r2, c2 int
	if _, err := fmt.Sscanf(s, "%d,%d-%d,%d", &r1, &c1, &r2, &c2); err != nil {
		return [2]int{}, fmt.Errorf("pair %q: want r,c-r,c", s)
	}
	if !b.In(r1, c1) || !b.In(r2, c2) {
		return [2]int{}, fmt.Errorf("pair %q is off the %v board", s, b)
	}
	a, d := b.Cell(r1, c1), b.Cell(r2, c2)
	if !hexsat.UsefulPair(b, a, d) {
		return [2]int{}, fmt.Errorf("pair %q lies on no minimal chain (same cell, or both on one of Across's edges)", s)
	}
	return [2]int{a, d}, nil
}

func hexSatCensus(env *cli.Env, b *hex.Board, o hexsat.Options, fix []string, countChains bool, ckpt string) error {
	out, err := pairing.SatCensus(b, o, fix, countChains, hexRun(env, runctl.Shard{}, ckpt))
	if err != nil {
		return hexRunErr(err)
	}
	out.Seconds = env.Seconds()
	if env.JSONOut {
		return env.JSON(out)
	}
	env.Printf("%v: %d pairings (SAT census, %s, %s checker), %d chain clauses", b, out.Pairings, out.Solver, out.Checker, out.ChainClauses)
	if out.MinimalChains != nil {
		env.Printf(" of %d minimal chains", *out.MinimalChains)
	}
	env.Printf(", %d models, %.2f s (%.2f s CPU)\n", out.SolverStats.Models, out.Seconds, out.CPUSeconds)
	hexPrintPairings(env, out.List)
	return nil
}

// hexStringList is a repeatable string flag.
type hexStringList []string

func (l *hexStringList) String() string     { return strings.Join(*l, " ") }
func (l *hexStringList) Set(s string) error { *l = append(*l, s); return nil }
