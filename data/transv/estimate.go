package transv

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sync"

	"plylab/data/runs"
	"plylab/engine/inputerr"
	"plylab/engine/transversal"
)

// Estimate is a long run's time stated before it starts, per shard of the
// Run's Shard: from the closed form (verify) or from the runs kept in
// data/runs (solve, value, odefence), measured on this kind of machine
// (two cores, default workers). Verb and Flags name the run as the CLI
// gives it ("solve", "--n 6 --by-ply 13 --shard 0/4"); Basis says where
// the estimate comes from and Feasible what finishes within a year.
type Estimate struct {
	Verb, Flags     string
	Seconds         float64
	Basis, Feasible string
}

// Check states the estimate up front: a run of more than a year is
// refused (an *inputerr.Error giving the estimate, its basis and what is
// feasible); one of more than a minute is announced through warnf.
func (e *Estimate) Check(warnf func(format string, a ...any)) error {
	if e == nil {
		return nil
	}
	if e.Seconds > year {
		return &inputerr.Error{Reason: fmt.Sprintf("%s: about %.3g years on this machine (%s); %s", e.Flags, e.Seconds/year, e.Basis, e.Feasible)}
	}
	if e.Seconds > 60 && warnf != nil {
		warnf("plylab transversal %s %s: about %s on this machine (%s)", e.Verb, e.Flags, humanTime(e.Seconds), e.Basis)
	}
	return nil
}

// verifyRate is the canonical verifier's speed on this kind of machine
// (n = 6: 82,103,245 nodes in 3.6 s on two cores), for the up-front
// estimate; year bounds what a run accepts.
const (
	verifyRate = 2e7
	year       = 365.25 * 24 * 3600
)

// VerifyEstimate is the estimate of r.Verify at n: the closed form gives
// at least the nodes of every mode.
func (r Run) VerifyEstimate(n int) *Estimate {
	count := r.shard().Count
	return &Estimate{Verb: "verify", Flags: fmt.Sprintf("--n %d%s", n, r.shardNote()),
		Seconds:  verifySeconds(n, count),
		Basis:    fmt.Sprintf("at least %.3g nodes by the closed form, %.0e nodes/s per shard", verifyNodes(n)/float64(count), verifyRate),
		Feasible: fmt.Sprintf("n ≤ %d finishes within a year here (--shard i/N divides the work)", verifyMaxN(count))}
}

// SolveEstimate is the estimate of r.Solve at n and opt.ByPly, nil when X
// cannot hold n stones by the bound (the solver settles that at once).
func (r Run) SolveEstimate(n int, opt transversal.SolveOptions) *Estimate {
	P, count := opt.ByPly, r.shard().Count
	secs, rec := solveSeconds(n, P)
	if rec == nil {
		return nil
	}
	basis := rec.basis(n)
	if extra := min(P, n*n) - (2*n + 3); extra > 0 {
		basis += fmt.Sprintf(", ×%.2f per ply past 2n+3 as measured at n = 6", solvePerPly)
	}
	return &Estimate{Verb: "solve", Flags: fmt.Sprintf("--n %d --by-ply %d%s", n, P, r.shardNote()),
		Seconds: secs / float64(count), Basis: basis,
		Feasible: fmt.Sprintf("at n = %d, --by-ply ≤ %d finishes within a year", n, solveMaxPly(n, count))}
}

// ValueEstimate is the estimate of transversal.Value at n: the solves of
// P = 2n−1, 2n+1, 2n+3 (for n ≤ 3, every P to the full board), the last
// most of the work. Value has no shards.
func (r Run) ValueEstimate(n int) *Estimate {
	return &Estimate{Verb: "value", Flags: fmt.Sprintf("--n %d", n), Seconds: valueSeconds(n), Basis: solveRec3().basis(n),
		Feasible: "for larger n, run 'plylab transversal solve --by-ply P' with --shard, once per P"}
}

// ODefenceEstimate is the estimate of r.ODefence at n and opt, nil for a
// mutant or a bound below 2n+1 (no runs are kept for them).
func (r Run) ODefenceEstimate(n int, opt transversal.ODefenceOptions) *Estimate {
	if opt.Mutant != "" || (opt.ByPly != 0 && opt.ByPly < 2*n+1) {
		return nil
	}
	rec, count := odRec[opt.AllChoices](), float64(r.shard().Count)
	maxN := 2
	for maxN < transversal.MaxN && rec.at(maxN+1)/count <= year {
		maxN++
	}
	return &Estimate{Verb: "odefence", Flags: fmt.Sprintf("--n %d%s", n, r.shardNote()),
		Seconds: rec.at(n) / count, Basis: rec.basis(n),
		Feasible: fmt.Sprintf("n ≤ %d finishes within a year (--shard i/N divides the work)", maxN)}
}

func (r Run) shardNote() string {
	if r.Shard.Whole() {
		return ""
	}
	return " --shard " + r.Shard.String()
}

func verifyNodes(n int) float64 {
	f, _ := new(big.Float).SetInt(transversal.ClosedForm(n).Nodes).Float64()
	return f
}

// verifySeconds is the estimated seconds of one shard of count at n.
func verifySeconds(n, count int) float64 {
	return verifyNodes(n) / verifyRate / float64(max(count, 1))
}

func verifyMaxN(count int) int {
	n := 4
	for n < transversal.MaxN && verifySeconds(n+1, count) <= year {
		n++
	}
	return n
}

func humanTime(secs float64) string {
	switch {
	case secs < 3600:
		return fmt.Sprintf("%.0f minutes", secs/60)
	case secs < 48*3600:
		return fmt.Sprintf("%.1f hours", secs/3600)
	}
	return fmt.Sprintf("%.0f days", secs/86400)
}

// The exact searches are estimated from the runs kept in data/runs,
// extrapolated past the largest recorded n by the ratio of the last two
// recorded sizes.

// solvePerPly is the cost of each ply of the bound past 2n+3, measured at
// n = 6: 8,124 nodes by ply 15, 282,383 by ply 40 (the full board), a
// factor of 35 in 25 plies.
const solvePerPly = 1.15

type timeSeries struct {
	file   string
	points map[int]float64 // n → seconds
	maxN   int
	factor float64 // seconds(maxN) / seconds(maxN−1)
}

func (s *timeSeries) at(n int) float64 {
	if t, ok := s.points[n]; ok {
		return t
	}
	if s.maxN == 0 {
		return 0
	}
	if n < s.maxN {
		// Below the recorded sizes (or in a gap): scaled down from the
		// next recorded size, by the same factor per n.
		for m := n + 1; m <= s.maxN; m++ {
			if t, ok := s.points[m]; ok {
				return t / math.Pow(s.factor, float64(m-n))
			}
		}
	}
	return s.points[s.maxN] * math.Pow(s.factor, float64(n-s.maxN))
}

func (s *timeSeries) basis(n int) string {
	if _, ok := s.points[n]; ok {
		return fmt.Sprintf("recorded in data/runs/%s", s.file)
	}
	return fmt.Sprintf("extrapolated from data/runs/%s: n = %d in %.0f s, ×%.1f per n", s.file, s.maxN, s.points[s.maxN], s.factor)
}

// readSeries reads the seconds of the runs in data/runs/file whose line
// passes keep (by n and by_ply/mode), one per n.
func readSeries(file string, keep func(n, byPly int, mode string) bool) *timeSeries {
	s := &timeSeries{file: file, points: map[int]float64{}}
	lines, _ := runs.Lines(file)
	for _, l := range lines {
		var v struct {
			N       int     `json:"n"`
			ByPly   int     `json:"by_ply"`
			Mode    string  `json:"mode"`
			Seconds float64 `json:"seconds"`
		}
		if json.Unmarshal([]byte(l), &v) != nil || !keep(v.N, v.ByPly, v.Mode) {
			continue
		}
		s.points[v.N] = v.Seconds
		s.maxN = max(s.maxN, v.N)
	}
	s.factor = 1
	if a, b := s.points[s.maxN-1], s.points[s.maxN]; a > 0 && b > a {
		s.factor = b / a
	}
	return s
}

var (
	solveRec1 = sync.OnceValue(func() *timeSeries {
		return readSeries(RecordedSolve2n1, func(n, p int, _ string) bool { return p == 2*n+1 })
	})
	solveRec3 = sync.OnceValue(func() *timeSeries {
		return readSeries(RecordedSolve2n3, func(n, p int, _ string) bool { return p == 2*n+3 })
	})
	odRec = map[bool]func() *timeSeries{
		false: sync.OnceValue(func() *timeSeries {
			return readSeries(RecordedODefence, func(n, p int, m string) bool { return p == 2*n+1 && m == "canonical" })
		}),
		true: sync.OnceValue(func() *timeSeries {
			return readSeries(RecordedODefence, func(n, p int, m string) bool { return p == 2*n+1 && m == "all-choices" })
		}),
	}
)

// solveSeconds is the estimated seconds of a whole solve at n by ply P and
// the recorded series it comes from (nil when X cannot hold n stones by
// ply P, which the solver settles at once).
func solveSeconds(n, P int) (float64, *timeSeries) {
	switch {
	case P < 2*n+1:
		return 0, nil
	case P < 2*n+3:
		s := solveRec1()
		return s.at(n), s
	}
	s := solveRec3()
	extra := min(P, n*n) - (2*n + 3)
	return s.at(n) * math.Pow(solvePerPly, float64(max(extra, 0))), s
}

// valueSeconds is the estimate of a value search at n.
func valueSeconds(n int) float64 {
	last := 2*n + 3
	if n <= 3 {
		last = n * n
	}
	var t float64
	for P := 2*n - 1; P <= last; P += 2 {
		s, _ := solveSeconds(n, P)
		t += s
	}
	return t
}

// solveMaxPly is the largest ply bound whose solve at n is estimated
// within a year (per shard of count).
func solveMaxPly(n, count int) int {
	P := 2*n + 3
	for P < n*n {
		if s, _ := solveSeconds(n, P+1); s/float64(count) > year {
			break
		}
		P++
	}
	if s, _ := solveSeconds(n, P); s/float64(count) > year {
		return 2*n + 2
	}
	return P
}
