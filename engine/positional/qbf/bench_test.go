package qbf

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// benchQuestion is one "forces a win within P plies" question asked of
// both methods.
type benchQuestion struct {
	name  string
	game  func() *positional.Game
	plies int
}

func mnk(m, n, k int) func() *positional.Game {
	return func() *positional.Game {
		g, err := gen.MNK(m, n, k)
		if err != nil {
			panic(err)
		}
		return g
	}
}

// The benchmark questions: tic-tac-toe by ply 9, 4 × 4 three in a row
// at its optimal length (5) and one move short, and m,n,k-games of 16–20
// cells.
var benchQuestions = []benchQuestion{
	{"tictactoe/P=9", mnk(3, 3, 3), 9},
	{"mnk4x4k3/P=5", mnk(4, 4, 3), 5},
	{"mnk4x4k3/P=3", mnk(4, 4, 3), 3},
	{"mnk4x4k4/P=9", mnk(4, 4, 4), 9},
	{"mnk4x4k4/P=16", mnk(4, 4, 4), 16},
	{"mnk3x6k3/P=7", mnk(3, 6, 3), 7},
	{"mnk3x6k3/P=5", mnk(3, 6, 3), 5},
	{"mnk4x5k4/P=9", mnk(4, 5, 4), 9},
}

// QBFTimeout bounds each DepQBF run of the benchmark.
const QBFTimeout = time.Minute

// cpuSeconds is the user+system CPU time of this process (who =
// RUSAGE_SELF) or of its reaped children (RUSAGE_CHILDREN): on a shared
// machine it measures the work where wall-clock time measures the load.
func cpuSeconds(who int) float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// BenchmarkQBFvsSolver asks each question of positional.WinsBy (on one
// core, CPU time, and on all cores) and of DepQBF on the encoding (Log
// moves), in the same run, and reports both wall-clock times and CPU
// times and their ratios (depqbf/solver). The full table is make
// bench-qbf (bench/qbf). A DepQBF
// run stopped after a minute is reported as depqbf-s = -1 and no ratio.
// The answers must agree. Run with -benchtime=1x:
//
//	go test -run '^$' -bench QBFvsSolver -benchtime=1x ./engine/positional/qbf
func BenchmarkQBFvsSolver(b *testing.B) {
	needDepQBF(b)
	for _, q := range benchQuestions {
		b.Run(q.name, func(b *testing.B) {
			g := q.game()
			f, err := EncodeMoves(g, q.plies, Log)
			if err != nil {
				b.Fatal(err)
			}
			var solverSec, qbfSec, solverCPU, qbfCPU, oneSec float64
			timedOut := false
			for b.Loop() {
				old := runtime.GOMAXPROCS(1)
				c := cpuSeconds(syscall.RUSAGE_SELF)
				one, _, err := positional.WinsBy(g, q.plies, positional.Options{Workers: 1})
				runtime.GOMAXPROCS(old)
				if err != nil {
					b.Fatal(err)
				}
				oneSec += cpuSeconds(syscall.RUSAGE_SELF) - c
				t0, c0 := time.Now(), cpuSeconds(syscall.RUSAGE_SELF)
				want, _, err := positional.WinsBy(g, q.plies, positional.Options{})
				if err != nil {
					b.Fatal(err)
				}
				solverSec += time.Since(t0).Seconds()
				solverCPU += cpuSeconds(syscall.RUSAGE_SELF) - c0
				ctx, cancel := context.WithTimeout(context.Background(), QBFTimeout)
				t1, c1 := time.Now(), cpuSeconds(syscall.RUSAGE_CHILDREN)
				got, err := Solve(ctx, "depqbf", f)
				cancel()
				qbfCPU += cpuSeconds(syscall.RUSAGE_CHILDREN) - c1
				if errors.Is(err, context.DeadlineExceeded) {
					timedOut = true
					continue
				}
				if err != nil {
					b.Fatal(err)
				}
				qbfSec += time.Since(t1).Seconds()
				if got != want || one != want {
					b.Fatalf("%s: depqbf %v, solver %v (one core %v)", q.name, got, want, one)
				}
				b.Logf("%s: answer %v; %d variables, %d clauses", q.name, want, f.Vars, len(f.Clauses))
			}
			b.ReportMetric(solverSec/float64(b.N), "solver-s")
			b.ReportMetric(solverCPU/float64(b.N), "solver-cpu-s")
			b.ReportMetric(oneSec/float64(b.N), "solver-1core-cpu-s")
			if timedOut {
				b.ReportMetric(-1, "depqbf-s")
				b.Logf("%s: depqbf did not finish within %v", q.name, QBFTimeout)
				return
			}
			b.ReportMetric(qbfSec/float64(b.N), "depqbf-s")
			b.ReportMetric(qbfSec/solverSec, "depqbf/solver")
			b.ReportMetric(qbfCPU/float64(b.N), "depqbf-cpu-s")
			b.ReportMetric(qbfCPU/solverCPU, "cpu-depqbf/solver")
			b.ReportMetric(qbfCPU/oneSec, "cpu-depqbf/solver-1core")
		})
	}
}

func ExampleEncode() {
	g := gen.TicTacToe()
	f, _ := Encode(g, 5)
	fmt.Println(f.Prefix[0].Exists, f.Prefix[1].Exists, len(f.Prefix))
	// Output: true false 5
}
