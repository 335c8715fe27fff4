package hex

import "testing"

// Benchmarks. Compare within one run: go test -bench . -run '^$' ./engine/hex

func BenchmarkChains6x7(b *testing.B) {
	bd := MustBoard(6, 7)
	for b.Loop() {
		if CountChains(bd) != 16097 {
			b.Fatal("count")
		}
	}
}

func benchCensus(b *testing.B, n int, o CensusOptions) {
	cs := MinimalChains(MustBoard(n, n+1))
	var steps uint64
	for b.Loop() {
		steps = Census(cs, o).Steps
	}
	b.ReportMetric(float64(steps), "steps")
	b.ReportMetric(float64(steps)*float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}

// The listed engine is the baseline; the sliced one visits the same steps.
func BenchmarkCensus5x6Listed(b *testing.B) { benchCensus(b, 5, CensusOptions{Engine: Listed}) }
func BenchmarkCensus5x6Sliced(b *testing.B) { benchCensus(b, 5, CensusOptions{Engine: Sliced}) }
func BenchmarkCensus5x6Sliced2(b *testing.B) {
	benchCensus(b, 5, CensusOptions{Engine: Sliced, Workers: 2})
}

// The 6 × 7 census (the essay's 39 minutes), both cores: every chain
// tracked (the essay's definition of the steps), and the lazy mode.
func BenchmarkCensus6x7(b *testing.B) { benchCensus(b, 6, CensusOptions{Workers: 2}) }
func BenchmarkCensus6x7Lazy(b *testing.B) {
	benchCensus(b, 6, CensusOptions{Workers: 2, ActiveMaxLen: 9})
}

func benchCheck(b *testing.B, n int, f func(p *Pairing) bool) {
	p, _ := Corners(n)
	for b.Loop() {
		if !f(p) {
			b.Fatal("corners fails")
		}
	}
}

// The corners rule checked on 9 × 10: the essay's walk is the baseline.
func BenchmarkCheckWalk9(b *testing.B) {
	benchCheck(b, 9, func(p *Pairing) bool { return CheckWalk(p).Holds })
}
func BenchmarkCheckFast9(b *testing.B) {
	benchCheck(b, 9, func(p *Pairing) bool { return CheckFast(p, CheckFastOptions{MemoEntries: 1 << 18}).Holds })
}
func BenchmarkCheckDP9(b *testing.B) {
	benchCheck(b, 9, func(p *Pairing) bool { r, _ := CheckDP(p, CheckDPOptions{}); return r.Holds })
}

// Oracle mode on the same board (baseline: the lazy mode above, which lists
// the 16,097 chains first; here only the 1,291 of at most 9 cells are
// listed, inside the timing).
func BenchmarkCensus6x7Oracle(b *testing.B) {
	bd := MustBoard(6, 7)
	var steps uint64
	for b.Loop() {
		steps = Census(ShortChains(bd, 9), CensusOptions{Workers: 2, Oracle: true}).Steps
	}
	b.ReportMetric(float64(steps), "steps")
}

// Listing the chains for the lazy mode, the part of its cost the oracle
// mode does not pay (add it to BenchmarkCensus6x7Lazy to compare).
func BenchmarkChainsList6x7(b *testing.B) {
	bd := MustBoard(6, 7)
	for b.Loop() {
		if MinimalChains(bd).Len() != 16097 {
			b.Fatal("count")
		}
	}
}
