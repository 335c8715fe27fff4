// Command qbf is the benchmark of plylab's positional solver against the
// QBF solver DepQBF on the same question (make bench-qbf): "the first
// player (strong rules), Maker or Enforcer forces a win within P plies".
//
// For every game of the list (games.go) it first solves the game with
// positional.Solve (outcome and optimal length L, not timed), then asks
// the question twice where the attacker wins — P = L (true) and P = L − 1
// (false) — and once, with P = all cells, where it does not (a draw, a
// second-player, Breaker or Avoider win). Each question is answered by
//
//   - positional.WinsBy on one core (GOMAXPROCS = 1, one worker),
//   - positional.WinsBy on two cores (GOMAXPROCS = 2, two workers),
//   - DepQBF on the QDIMACS of engine/positional/qbf.EncodeMoves, the
//     defender's moves in ⌈log₂ F⌉ universal bits a ply (--moves log, the
//     default) or one-hot (--moves one-hot), one run of at most --timeout
//     (the solver is single-threaded).
//
// plylab's times are the mean over repeats filling at least --min-time
// (short searches take microseconds); DepQBF's are one run, repeated only
// while under --min-time. Times are wall seconds and CPU seconds (user +
// system of this process or of the DepQBF child). The ratios are
// DepQBF CPU / plylab one-core CPU (both single-threaded) and DepQBF wall
// / plylab two-core wall; when DepQBF hits the cap the ratio is a lower
// bound (depqbf_timeout true).
//
// One JSON line per question goes to --out (appended; questions already in
// the file are skipped, so an interrupted run resumes). The three answers
// and the one implied by Solve's outcome must agree, or the command exits
// with status 1 after writing the row.
//
//	go run ./bench/qbf [--games REGEXP] [--timeout 10m] [--min-time 0.3s] --out FILE
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"syscall"
	"time"

	"plylab/engine/positional"
	"plylab/engine/positional/qbf"
)

// Row is one question of the benchmark, one JSON line of the output.
type Row struct {
	Game     string `json:"game"`
	Family   string `json:"family"`
	Rule     string `json:"rule"`
	Cells    int    `json:"cells"`
	Sets     int    `json:"sets"`
	Outcome  string `json:"outcome"`
	Optimal  int    `json:"optimal_plies"`
	Plies    int    `json:"plies"`
	Question string `json:"question"`
	Answer   bool   `json:"answer"`

	Ply1Answer bool    `json:"plylab_1core_answer"`
	Ply1Wall   float64 `json:"plylab_1core_s"`
	Ply1CPU    float64 `json:"plylab_1core_cpu_s"`
	Ply1Reps   int     `json:"plylab_1core_repeats"`
	Ply1Nodes  int64   `json:"plylab_1core_nodes"`
	Ply2Answer bool    `json:"plylab_2core_answer"`
	Ply2Wall   float64 `json:"plylab_2core_s"`
	Ply2CPU    float64 `json:"plylab_2core_cpu_s"`
	Ply2Reps   int     `json:"plylab_2core_repeats"`

	QBFMoves    string  `json:"qbf_moves"`
	QBFVars     int     `json:"qbf_vars"`
	QBFClauses  int     `json:"qbf_clauses"`
	QBFAnswer   *bool   `json:"depqbf_answer"`
	QBFTimeout  bool    `json:"depqbf_timeout"`
	QBFWall     float64 `json:"depqbf_s"`
	QBFCPU      float64 `json:"depqbf_cpu_s"`
	QBFReps     int     `json:"depqbf_repeats"`
	Ratio1      float64 `json:"ratio_1core"`
	Ratio2      float64 `json:"ratio_2core"`
	TimeoutSecs float64 `json:"timeout_s"`
}

func cpuSelf() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// timeWinsBy runs WinsBy on the given number of cores until minTime has
// passed (at least once) and returns the mean wall and CPU seconds.
func timeWinsBy(g *positional.Game, P, cores int, minTime time.Duration) (ans bool, wall, cpu float64, reps int, nodes int64, err error) {
	old := runtime.GOMAXPROCS(cores)
	defer runtime.GOMAXPROCS(old)
	runtime.GC()
	t0, c0 := time.Now(), cpuSelf()
	for reps == 0 || time.Since(t0) < minTime {
		var res positional.Result
		ans, res, err = positional.WinsBy(g, P, positional.Options{Workers: cores})
		if err != nil {
			return
		}
		nodes = res.Nodes
		reps++
	}
	wall = time.Since(t0).Seconds() / float64(reps)
	cpu = (cpuSelf() - c0) / float64(reps)
	return
}

// runDepQBF runs the solver on file once with the cap; timedOut when it
// was stopped.
func runDepQBF(solver, file string, limit time.Duration) (ans, timedOut bool, wall, cpu float64, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, solver, file)
	t0 := time.Now()
	out, runErr := cmd.CombinedOutput()
	wall = time.Since(t0).Seconds()
	if ps := cmd.ProcessState; ps != nil {
		cpu = (ps.UserTime() + ps.SystemTime()).Seconds()
	}
	if ctx.Err() != nil {
		return false, true, wall, cpu, nil
	}
	var ee *exec.ExitError
	if errors.As(runErr, &ee) {
		switch ee.ExitCode() {
		case 10:
			return true, false, wall, cpu, nil
		case 20:
			return false, false, wall, cpu, nil
		}
	}
	return false, false, wall, cpu, fmt.Errorf("%s gave no verdict (%v): %.200s", solver, runErr, out)
}

// questions lists the (P, label) pairs asked of a solved game.
func questions(g *positional.Game, res positional.Result, attackerRole positional.Outcome) [][2]any {
	if res.Outcome == attackerRole && res.Plies > 0 {
		return [][2]any{{res.Plies, "optimal"}, {res.Plies - 1, "one-short"}}
	}
	return [][2]any{{g.Cells, "all-cells"}}
}

func main() {
	only := flag.String("games", "", "regular expression: only the games whose name matches (default all)")
	limit := flag.Duration("timeout", 10*time.Minute, "cap of each DepQBF run")
	minTime := flag.Duration("min-time", 300*time.Millisecond, "repeat each plylab search (and DepQBF runs shorter than this) until this much time has passed")
	out := flag.String("out", "", "append one JSON line per question to this file (questions already in it are skipped)")
	solver := flag.String("solver", "depqbf", "the QBF solver binary (QDIMACS in, exit status 10/20)")
	list := flag.Bool("list", false, "list the games and exit")
	table := flag.String("table", "", "print the rows of this output file as a Markdown table and exit")
	movesFlag := flag.String("moves", "log", "how the encoding writes the defender's moves: log (⌈log₂ F⌉ universal bits a ply) or one-hot (one universal a cell)")
	flag.Parse()
	fail := func(format string, a ...any) {
		fmt.Fprintf(os.Stderr, "bench-qbf: "+format+"\n", a...)
		os.Exit(2)
	}
	var moves qbf.Moves
	switch *movesFlag {
	case "log":
		moves = qbf.Log
	case "one-hot":
		moves = qbf.OneHot
	default:
		fail("--moves %q: want log or one-hot", *movesFlag)
	}
	re, err := regexp.Compile(*only)
	if err != nil {
		fail("--games: %v", err)
	}
	if *table != "" {
		if err := printTable(*table); err != nil {
			fail("%v", err)
		}
		return
	}
	if *list {
		for _, bg := range benchGames() {
			fmt.Println(bg.name)
		}
		return
	}
	if *out == "" {
		fail("--out FILE is required")
	}
	path, err := exec.LookPath(*solver)
	if err != nil {
		fail("%s not found (make qbf-solver installs DepQBF): %v", *solver, err)
	}
	done := map[string]bool{}
	if f, err := os.Open(*out); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var r Row
			if json.Unmarshal(sc.Bytes(), &r) == nil {
				done[fmt.Sprintf("%s/%d", r.Game, r.Plies)] = true
			}
		}
		f.Close()
	}
	w, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		fail("%v", err)
	}
	defer w.Close()
	tmp, err := os.MkdirTemp("", "bench-qbf-")
	if err != nil {
		fail("%v", err)
	}
	defer os.RemoveAll(tmp)
	disagree := false
	for _, bg := range benchGames() {
		if !re.MatchString(bg.name) {
			continue
		}
		g, err := bg.build()
		if err != nil {
			fail("%s: %v", bg.name, err)
		}
		res, err := positional.Solve(g, positional.Options{})
		if err != nil {
			fail("%s: %v", bg.name, err)
		}
		att := qbf.Attacker(g)
		role := positional.Outcome(g.Rule.Roles()[att])
		if g.FirstIndex() == 1 {
			role = positional.Outcome(g.Rule.Roles()[1-att])
		}
		fmt.Fprintf(os.Stderr, "%s: %d cells, %d sets, %s, outcome %s in %d plies (%.2fs)\n",
			bg.name, g.Cells, len(g.Sets), g.Rule, res.Outcome, res.Plies, res.Seconds)
		for _, q := range questions(g, res, role) {
			P, label := q[0].(int), q[1].(string)
			if done[fmt.Sprintf("%s/%d", bg.name, P)] {
				continue
			}
			r := Row{Game: bg.name, Family: bg.family, Rule: g.Rule.String(), Cells: g.Cells, Sets: len(g.Sets),
				Outcome: string(res.Outcome), Optimal: res.Plies, Plies: P, Question: label,
				Answer: res.Outcome == role && res.Plies > 0 && res.Plies <= P, TimeoutSecs: limit.Seconds()}
			if r.Ply1Answer, r.Ply1Wall, r.Ply1CPU, r.Ply1Reps, r.Ply1Nodes, err = timeWinsBy(g, P, 1, *minTime); err != nil {
				fail("%s P=%d: %v", bg.name, P, err)
			}
			if r.Ply2Answer, r.Ply2Wall, r.Ply2CPU, r.Ply2Reps, _, err = timeWinsBy(g, P, 2, *minTime); err != nil {
				fail("%s P=%d: %v", bg.name, P, err)
			}
			f, err := qbf.EncodeMoves(g, P, moves)
			if err != nil {
				fail("%s P=%d: %v", bg.name, P, err)
			}
			r.QBFMoves, r.QBFVars, r.QBFClauses = moves.String(), f.Vars, len(f.Clauses)
			file := filepath.Join(tmp, "q.qdimacs")
			fh, err := os.Create(file)
			if err != nil {
				fail("%v", err)
			}
			if err := f.WriteQDIMACS(fh); err != nil {
				fail("%v", err)
			}
			fh.Close()
			var sumWall, sumCPU float64
			for {
				ans, to, wall, cpu, err := runDepQBF(path, file, *limit)
				if err != nil {
					fail("%s P=%d: %v", bg.name, P, err)
				}
				r.QBFReps++
				sumWall, sumCPU = sumWall+wall, sumCPU+cpu
				if to {
					r.QBFTimeout = true
					break
				}
				r.QBFAnswer = &ans
				if sumWall >= minTime.Seconds() || r.QBFReps >= 20 {
					break
				}
			}
			r.QBFWall, r.QBFCPU = sumWall/float64(r.QBFReps), sumCPU/float64(r.QBFReps)
			r.Ratio1 = r.QBFCPU / max(r.Ply1CPU, 1e-9)
			r.Ratio2 = r.QBFWall / max(r.Ply2Wall, 1e-9)
			b, _ := json.Marshal(r)
			if _, err := w.Write(append(b, '\n')); err != nil {
				fail("%v", err)
			}
			qs := "timeout"
			if r.QBFAnswer != nil {
				qs = fmt.Sprint(*r.QBFAnswer)
				if *r.QBFAnswer != r.Answer {
					disagree = true
				}
			}
			if r.Ply1Answer != r.Answer || r.Ply2Answer != r.Answer {
				disagree = true
			}
			fmt.Fprintf(os.Stderr, "  P=%-2d %-9s answer %-5v plylab 1 core %.4fs (cpu %.4fs) 2 cores %.4fs; depqbf %s %.3fs (cpu %.3fs, %d vars, %d clauses); ratio %.1f / %.1f\n",
				P, label, r.Answer, r.Ply1Wall, r.Ply1CPU, r.Ply2Wall, qs, r.QBFWall, r.QBFCPU, r.QBFVars, r.QBFClauses, r.Ratio1, r.Ratio2)
		}
	}
	if disagree {
		fmt.Fprintln(os.Stderr, "bench-qbf: the answers disagree (see the rows above)")
		os.Exit(1)
	}
}

// printTable prints the rows of an output file as the README's Markdown
// table: plylab one core in CPU milliseconds, two cores in wall
// milliseconds, DepQBF in CPU and wall seconds, and the two ratios.
func printTable(file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	fmt.Println("| game | cells | P | answer | plylab 1 core (CPU ms) | plylab 2 cores (wall ms) | DepQBF CPU s (wall s) | ratio 1 core (CPU) | ratio 2 cores (wall) |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	for line := 1; sc.Scan(); line++ {
		var r Row
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return fmt.Errorf("%s:%d: %v", file, line, err)
		}
		ans := "no"
		if r.Answer {
			ans = "yes"
		}
		q := fmt.Sprintf("%.3g (%.3g)", r.QBFCPU, r.QBFWall)
		gt := ""
		if r.QBFTimeout {
			q = fmt.Sprintf("cap %.0f s: %.3g (%.0f)", r.TimeoutSecs, r.QBFCPU, r.QBFWall)
			gt = "> "
		}
		fmt.Printf("| %s | %d | %d | %s | %.3g | %.3g | %s | %s%.0f | %s%.0f |\n", r.Game, r.Cells, r.Plies, ans,
			r.Ply1CPU*1000, r.Ply2Wall*1000, q, gt, r.Ratio1, gt, r.Ratio2)
	}
	return sc.Err()
}
