package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

// The exact solver of the transversal game (issue 7): solve, value,
// check-certificate and odefence.

func init() {
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "solve",
		Summary: "exact solver: does X force a transversal by ply P against every O play?",
		Usage:   "--n N --by-ply P [--certificate FILE] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Decides whether X (the first player) can force a transversal at or before
ply P on the n×n board against every O play, where O wins — and X fails —
by completing a transversal first. The search is depth first over canonical
positions (row permutations × column permutations × transpose) with a
transposition table and only sound pruning rules, each proved in
engine/transversal/solve_rules.go: win now (R1), forced block and double
threats (R2), the ply horizon and a full board (R3), the tempo bound from
ν and stone counts (R4), and the last set-up move (R5).

The §7 question for n ≥ 4 is P = 2n+1: if X cannot force a win by 2n+1,
the paper's strategy (by 2n+3) is optimal.

Output: n, by_ply, x_forces_win, nodes (positions visited), positions
(canonical positions solved and stored, summed over the work items: each
item has a table of its own, so a position that two items reach, or that
is stored again after the table evicted it, counts again), seconds.

--plain answers the same question by plain minimax over the rules only
(no symmetry, no pruning), the independent reference, for small boards
(n = 4 up to P = 16 in seconds; n = 5, P = 11 in about half a minute);
its positions are the distinct positions it stored (it has no nodes count).

--certificate FILE writes the strategy proving the answer (an X strategy
tree, or an O strategy answering every X move up to ply P) in the format of
engine/transversal/cert.go (gzipped if FILE ends in .gz); check it with
'plylab transversal check-certificate FILE'.

Long runs: the work items are the canonical positions after ply --split
(default 3), each searched with a table of its own (--table-mib per
worker), so counts do not depend on the number of workers. --shard i/N
solves every N-th item; 'plylab merge' combines the shards' --json outputs
into the whole run's answer. --checkpoint FILE saves finished items (every
30 s and at the end) and resumes from FILE. The default --split 3 gives
few items (6 for n ≥ 4), so more than 6 shards leave some idle: raise
--split for more (at n = 6, --split 4 gives 25 items and --split 5 gives
70; counts then differ, the answer does not). An explicit --split must
be below --by-ply. The paths of --checkpoint and --certificate are checked
before the search (exit 2 if they cannot be written); a checkpoint save
that fails during the run is a warning on stderr and makes the run exit 2
after its answer.

Before the search the time is estimated from the runs kept in data/runs
(extrapolated past the largest n recorded, and by a factor per ply past
2n+3): more than a minute is announced on stderr, more than a year (per
shard) is refused with exit 2.

Examples:
  plylab transversal solve --n 6 --by-ply 13
  plylab transversal solve --n 8 --by-ply 17 --certificate o8.cert.gz --json
  plylab transversal solve --n 10 --by-ply 21 --shard 0/4 --json > part0.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (1..16)")
			by := fs.Int("by-ply", 0, "the ply bound P (X's completion must come at or before it)")
			certFile := fs.String("certificate", "", "write the proving strategy to FILE (.gz: gzipped)")
			shard := fs.String("shard", "", "solve shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			table := fs.Int("table-mib", 256, "transposition table memory per worker, MiB")
			split := fs.Int("split", 3, "work items are the positions after this ply")
			plain := fs.Bool("plain", false, "reference: plain minimax, no symmetry, no pruning (small boards; stops after 50M positions)")
			return func(env *cli.Env) error {
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
				}
				if *n < 1 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 1 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if *by < 1 {
					return cli.Usagef("--by-ply %d: need a ply P ≥ 1", *by)
				}
				if err := tsolveTableMiB(*table, *workers); err != nil {
					return err
				}
				if *split < 1 {
					return cli.Usagef("--split %d: need at least 1", *split)
				}
				if flagSet(fs, "split") && *split >= *by {
					return cli.Usagef("--split %d: the work items are the positions after ply --split, which must come before the bound --by-ply %d", *split, *by)
				}
				if *plain {
					if *certFile != "" || *shard != "" || *ckpt != "" {
						return cli.Usagef("--plain takes none of --certificate, --shard, --checkpoint")
					}
					t0 := time.Now()
					v, stored, err := transversal.SolvePlain(&transversal.Position{}, *n, *by, 50_000_000)
					if err != nil {
						// A size beyond the reference, not a failed check.
						return cli.Usagef("--plain: %v; it is for small boards (n = 4, or n = 5 to P = 11): drop --plain", err)
					}
					out := map[string]any{"n": *n, "by_ply": *by, "x_forces_win": v, "method": "plain minimax",
						"positions": stored, "seconds": time.Since(t0).Seconds()}
					if env.JSONOut {
						return tsolveOut(env.JSON(out))
					}
					env.Printf("n = %d, by ply %d (plain minimax, no symmetry, no pruning): X forces a transversal: %v\n  %d positions, %.2f s\n",
						*n, *by, v, stored, out["seconds"])
					return nil
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				if *certFile != "" && !sh.Whole() {
					return cli.Usagef("--certificate: certificates are written by whole runs only (drop --shard)")
				}
				opt := transversal.SolveOptions{ByPly: *by, Workers: *workers, TableMiB: *table, SplitPly: *split}
				run := transvRun(env, *ckpt, sh, *certFile)
				if err := estimateCheck(env, run.SolveEstimate(*n, opt)); err != nil {
					return err
				}
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("solve n=%d P=%d", *n, *by), "nodes")
					opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, f) }
				}
				out, err := run.Solve(*n, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Nodes)
				if env.JSONOut {
					if err := tsolveOut(env.JSON(out)); err != nil {
						return err
					}
				} else {
					printSolve(env, out)
				}
				return transvErr(err)
			}
		},
	})

	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "value",
		Summary: "game value and optimal length on n×n by exact search",
		Usage:   "--n N [--json]",
		Help: `Solves P = 2n−1, 2n+1, 2n+3, … (X cannot complete before holding n stones)
until X forces a transversal by P — the optimal length — or the board is
full: a draw (O never wins, by the strategy-stealing argument of §2).

Output: value ("X wins" or "draw"), optimal_length (null for a draw) and the
solve of each P tried (by_ply, x_forces_win, nodes, positions, seconds).

Not shardable itself (it solves one P after another and stops at the
first that X forces): for long runs call 'plylab transversal solve --n N --by-ply P', which
takes --shard (auto on a cluster), --checkpoint and 'plylab merge', once
per P in this order.

Examples:
  plylab transversal value --n 3
  plylab transversal value --n 7 --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (1..16)")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			table := fs.Int("table-mib", 256, "transposition table memory per worker, MiB")
			return func(env *cli.Env) error {
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
				}
				if *n < 1 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 1 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if err := tsolveTableMiB(*table, *workers); err != nil {
					return err
				}
				// The last solve (P = 2n+3) is most of the work; value has no
				// shards, so what exceeds a year is refused.
				if err := estimateCheck(env, transv.Run{}.ValueEstimate(*n)); err != nil {
					return err
				}
				opt := transversal.SolveOptions{Workers: *workers, TableMiB: *table}
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("value n=%d", *n), "nodes")
					opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, -1) }
				}
				v, err := transversal.Value(*n, opt)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				var total uint64
				for _, s := range v.Steps {
					total += s.Nodes
				}
				meter.Done(total)
				type step struct {
					ByPly      int     `json:"by_ply"`
					XForcesWin bool    `json:"x_forces_win"`
					Nodes      uint64  `json:"nodes"`
					Positions  uint64  `json:"positions"`
					Seconds    float64 `json:"seconds"`
				}
				out := struct {
					N             int     `json:"n"`
					Value         string  `json:"value"`
					OptimalLength *int    `json:"optimal_length"`
					Steps         []step  `json:"steps"`
					Seconds       float64 `json:"seconds"`
				}{N: v.N, Value: "draw", Seconds: v.Seconds}
				if v.XWins {
					out.Value = "X wins"
					out.OptimalLength = &v.OptimalLength
				}
				for _, s := range v.Steps {
					out.Steps = append(out.Steps, step{s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds})
				}
				if env.JSONOut {
					return tsolveOut(env.JSON(out))
				}
				env.Printf("n = %d: %s", v.N, out.Value)
				if v.XWins {
					env.Printf(", optimal length %d plies (X completes with stone number %d)", v.OptimalLength, (v.OptimalLength+1)/2)
				}
				env.Printf("\n  %-7s %-14s %12s %12s %9s\n", "by ply", "X forces win", "nodes", "positions", "seconds")
				for _, s := range out.Steps {
					env.Printf("  %-7d %-14v %12d %12d %9.3f\n", s.ByPly, s.XForcesWin, s.Nodes, s.Positions, s.Seconds)
				}
				return nil
			}
		},
	})

	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "check-certificate",
		Summary: "check a solver or O-defence certificate with the rules of the game only",
		Usage:   "FILE [--json]",
		Help: `Reads a certificate written by 'solve --certificate' or 'odefence
--certificate' and verifies its claim from the empty board using only the
rules of the game, the symmetry maps and ν — none of the solver's pruning:

  x-forces P    X's recorded move is legal in every position reached, and
                against every O reply X completes a transversal by ply P
                before O completes one;
  o-survives P  against every X move up to ply P, O's recorded reply is
                legal and X completes no transversal by ply P.

Positions are looked up by canonical form; each symmetry is confirmed by
applying it. Exit status 0 if the claim holds, 1 with the failing position if
it does not, 2 if the file is malformed (file, line, reason).

Example:
  plylab transversal solve --n 6 --by-ply 13 --certificate o6.cert
  plylab transversal check-certificate o6.cert`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one certificate FILE")
				}
				file := env.Args[0]
				c, err := transv.ReadCertificate(file)
				if err != nil {
					return err
				}
				rep, err := transversal.Check(c)
				if err != nil {
					if env.JSONOut {
						// One JSON object on stdout either way; the reason (with
						// the failing position drawn) is also on stderr.
						if jerr := env.JSON(map[string]any{"file": file, "ok": false, "n": c.N, "by_ply": c.ByPly,
							"claim": string(c.Claim), "entries": len(c.Entries), "reason": err.Error()}); jerr != nil {
							return tsolveOut(jerr)
						}
					}
					return cli.Failuref("%s: certificate rejected: %v", file, err)
				}
				out := map[string]any{"file": file, "ok": true, "n": rep.N, "by_ply": rep.ByPly, "claim": string(rep.Claim),
					"entries": rep.Entries, "entries_used": rep.EntriesUsed, "positions": rep.Positions, "seconds": rep.Seconds}
				if env.JSONOut {
					return tsolveOut(env.JSON(out))
				}
				what := "X forces a transversal by ply"
				if rep.Claim == transversal.ClaimOSurvives {
					what = "X does not complete a transversal by ply"
				}
				env.Printf("%s: certificate holds: n = %d, %s %d\n  %d entries (%d used), %d canonical positions checked, %.2f s\n",
					file, rep.N, what, rep.ByPly, rep.Entries, rep.EntriesUsed, rep.Positions, rep.Seconds)
				return nil
			}
		},
	})

	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "odefence",
		Summary: "verify the explicit O defence rule against every X play up to ply 2n+1",
		Usage:   "--n N [--by-ply P] [--all-choices] [--mutant M] [--certificate FILE] [--split PLY] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `O's defence rule (engine/transversal/odefence.go), on the current position:
D1 win if O can; D2 block X's completing cell; D3 (O holds < n−2 stones)
keep O's open block H_O — the rows and columns without O — free of X: answer
an X stone inside H_O with a free cell of H_O in its row or column, else
play in H_O;
D4 (O holds n−2 stones, H_O is 2×2) play a corner of H_O whose opposite
corner is free and is not a cell giving X a double threat; D5 any cell.

The verifier plays the rule against every X move at every X ply up to P
(default 2n+1) with no pruning, merging symmetric positions; it fails
(exit 1) with the line if X completes a transversal by P. The proof that
the rule survives for every n is in the file's doc comment.

Modes: canonical (the rule's first allowed cell of the canonical form) or
--all-choices (every allowed cell must survive). --mutant drops one part of
the rule to show where a weaker rule breaks: no-block, build-anywhere,
no-tempo, any-corner, worst-corner. --certificate FILE writes the rule as
an O strategy for 'check-certificate' (canonical mode).

Long runs: the work items are the canonical positions after ply --split
(default 4: a handful of items; 6 or 8 give dozens). --shard i/N runs every
N-th item and prints its items; 'plylab merge' adds the shards' --json
outputs into the whole run's verdict. --checkpoint FILE saves finished items
(every 30 s and at the end) and resumes from them. The verdict of a sharded
or resumed run is the whole run's; its counts can be larger (positions that
another item would have checked first are checked again). --by-ply is 0
(2n+1) or 1..n²; an explicit --split is at most 2n−2. The time is
estimated from data/runs/transversal-odefence.jsonl before the run (no
mutant): more than a minute is announced, more than a year refused (exit 2).

Examples:
  plylab transversal odefence --n 8
  plylab transversal odefence --n 5 --mutant any-corner
  plylab transversal odefence --n 11 --split 6 --shard 0/4 --json > od0.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (2..16)")
			by := fs.Int("by-ply", 0, "ply bound (default 2n+1)")
			all := fs.Bool("all-choices", false, "branch over every cell the rule allows")
			mutant := fs.String("mutant", "", "a weakened rule: "+strings.Join(odMutantNames(), ", "))
			certFile := fs.String("certificate", "", "write the rule's O strategy to FILE (.gz: gzipped)")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			memo := fs.Bool("reply-memo", false, "also remember the positions after X's moves (more memory, ~7× per n; slower here)")
			shard := fs.String("shard", "", "run every N-th work item: i/N (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "save finished work items to FILE every 30 s and resume from it")
			split := fs.Int("split", 4, "work items are the positions after this ply (even, 2..2n−2)")
			return func(env *cli.Env) error {
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
				}
				if *n < 2 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 2 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				if *split < 2 || *split%2 != 0 {
					return cli.Usagef("--split %d: want an even ply ≥ 2", *split)
				}
				if *by < 0 || *by > *n**n {
					return cli.Usagef("--by-ply %d: want 0 (2n+1 = %d) or a ply 1..%d (the %d×%d board is full at ply %d)", *by, 2**n+1, *n**n, *n, *n, *n**n)
				}
				if flagSet(fs, "split") && *split > max(2**n-2, 2) {
					return cli.Usagef("--split %d: want an even ply 2..2n−2 = %d at n = %d", *split, max(2**n-2, 2), *n)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				if *certFile != "" && (!sh.Whole() || *ckpt != "") {
					return cli.Usagef("--certificate: certificates are written by whole runs only (drop --shard and --checkpoint)")
				}
				if _, ok := transversal.ODefenceMutants[*mutant]; !ok && *mutant != "" {
					return cli.Usagef("--mutant %q: unknown (known: %s)", *mutant, strings.Join(odMutantNames(), ", "))
				}
				if *certFile != "" && *all {
					return cli.Usagef("--certificate records one reply per position: drop --all-choices")
				}
				if *certFile != "" {
					if err := runctl.CheckWritable(*certFile); err != nil {
						return cli.Usagef("--certificate %v", err)
					}
				}
				opt := transversal.ODefenceOptions{ByPly: *by, AllChoices: *all, Mutant: *mutant, Workers: *workers, SplitPly: *split}
				run := transvRun(env, *ckpt, sh, *certFile)
				if err := estimateCheck(env, run.ODefenceEstimate(*n, opt)); err != nil {
					return err
				}
				if *memo {
					opt.ReplyMemo = 1
				}
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("odefence n=%d", *n), "positions")
					opt.Progress = func(p uint64) { meter.Update(p, -1) }
				}
				out, err := run.ODefence(*n, opt)
				if out == nil {
					return transvErr(err)
				}
				r := out.Result
				meter.Done(r.Positions)
				if env.JSONOut {
					if err := tsolveOut(env.JSON(out)); err != nil {
						return err
					}
				} else {
					env.Printf("n = %d, %s mode%s: ", r.N, r.Mode, map[bool]string{true: ", mutant " + *mutant, false: ""}[*mutant != ""])
					if r.Survives {
						env.Printf("the rule survives every X play to ply %d\n", r.ByPly)
					} else {
						env.Printf("X beats the rule:\n  %s\n", r.Counterexample)
					}
					env.Printf("  %d canonical positions with X to move, %d X moves, %.2f s\n  O replies by step: D1 %d, D2 %d, D3 %d, D4 %d, D5 %d\n",
						r.Positions, r.XMoves, r.Seconds, r.Steps[1], r.Steps[2], r.Steps[3], r.Steps[4], r.Steps[5])
					if r.Certificate != nil {
						env.Printf("  certificate %s: %d entries\n", *certFile, len(r.Certificate.Entries))
					}
				}
				if err != nil {
					return transvErr(err)
				}
				if !r.Survives {
					return cli.Failuref("the O defence%s fails at n = %d", map[bool]string{true: " (mutant " + *mutant + ")", false: ""}[*mutant != ""], r.N)
				}
				return nil
			}
		},
	})
}

func odMutantNames() []string {
	var out []string
	for k := range transversal.ODefenceMutants {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func printSolve(env *cli.Env, out *transv.SolveReport) {
	env.Printf("n = %d, by ply %d: ", out.N, out.ByPly)
	switch {
	case out.XForcesWin == nil:
		env.Printf("undecided in this shard (%s); merge the shards' --json outputs\n", out.Shard)
	case *out.XForcesWin:
		env.Printf("X forces a transversal\n")
	default:
		env.Printf("X does not force a transversal (O survives past ply %d)\n", out.ByPly)
	}
	env.Printf("  %d nodes, %d canonical positions, %d work items, %.2f s\n", out.Nodes, out.Positions, out.WorkItems, out.Seconds)
	if out.Cert != nil {
		env.Printf("  certificate %s: %s, %d entries, %d bytes\n", out.Cert.File, out.Cert.Claim, out.Cert.Entries, out.Cert.Bytes)
	}
}

// tsolveOut is what every transversal verb does with a failed write to
// stdout: an environment error (exit 2), never a failed check (exit 1).
func tsolveOut(err error) error {
	if err == nil {
		return nil
	}
	return cli.Usagef("stdout: %v", err)
}

// transvRun is the run control of a transversal verb: resume lines on
// stderr (not under --quiet); a periodic checkpoint save that failed on
// stderr even under --quiet, once per run (the run then exits 2, see
// transvErr).
func transvRun(env *cli.Env, ckpt string, sh runctl.Shard, cert string) transv.Run {
	return transv.Run{Checkpoint: ckpt, Shard: sh, Certificate: cert, Logf: env.Logf, Warnf: checkpointWarn(env)}
}

func checkpointWarn(env *cli.Env) func(format string, a ...any) {
	return func(format string, a ...any) {
		fmt.Fprintf(env.Stderr, "warning: --%s (the run goes on; it will exit 2)\n", fmt.Sprintf(format, a...))
	}
}

// transvErr turns a transversal run's error into the CLI's, all exit 2:
// an output file that cannot be used names its flag, and a checkpoint that
// failed to save during or at the end of the run comes after the answer.
func transvErr(err error) error {
	if err == nil {
		return nil
	}
	var oe *transv.OutputError
	if errors.As(err, &oe) {
		if oe.What == "checkpoint" && !oe.Input {
			return cli.Usagef("--checkpoint %v (the answer above is complete; the checkpoint is not)", oe.Err)
		}
		return cli.Usagef("--%s %v", oe.What, oe.Err)
	}
	return cli.Usagef("%v", err)
}

// tsolveMemTotal is the machine's memory in MiB from /proc/meminfo (0 if
// it cannot be read).
func tsolveMemTotal() int64 {
	b, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		var kb int64
		if _, err := fmt.Sscanf(l, "MemTotal: %d kB", &kb); err == nil {
			return kb >> 10
		}
	}
	return 0
}

// tsolveTableMiB checks --table-mib: at least 1, and the tables of all
// workers together within the machine's memory (each worker allocates its
// table in full).
func tsolveTableMiB(table, workers int) error {
	if table < 1 {
		return cli.Usagef("--table-mib %d: need at least 1", table)
	}
	w, err := runctl.Workers(workers)
	if err != nil {
		return cli.Usagef("%v", err)
	}
	total := tsolveMemTotal()
	if total > 0 && int64(table) > total/int64(w) {
		return cli.Usagef("--table-mib %d: %d workers × %d MiB is more than this machine's %d MiB (at most %d MiB per worker)", table, w, table, total, total/int64(w))
	}
	return nil
}

// estimateCheck states a run's estimate up front (transv.Estimate.Check):
// more than a minute is announced on stderr, even under --quiet; more than
// a year is refused (exit 2).
func estimateCheck(env *cli.Env, e *transv.Estimate) error {
	return e.Check(func(format string, a ...any) { fmt.Fprintf(env.Stderr, "warning: "+format+"\n", a...) })
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
