package main

import (
	"flag"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/runctl"
	"plylab/data/transv"
	"plylab/engine/transversal"
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "transversal", Summary: "the transversal achievement game on n×n (seeds/000): strategy, verifier, exact play"})
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "verify",
		Summary: "verify the 2n+3 strategy of §4 against every O defence (Table 1)",
		Usage:   "--n N [--all-choices] [--branch-phase1] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Plays X's strategy of §4 against every legal O defence from the
representative first move X(1,1), asserting at every position what the proof
of Theorem A relies on (Invariant 1, Corollary 2, Lemmas 3, 5, 6, 8-12). Any
failed assertion prints the full line as a counterexample and exits 1.

Counts: terminal lines (each ends with an X win), nodes (every position after
X's first move that is not an X win), the win-ply distribution and the proof
case of each line (C-i, C-ii, C-iii-a, C-iii-b). In canonical mode the counts
are also derived in closed form and compared.

Modes: canonical (one documented choice wherever the strategy allows
several), --all-choices (branch over every admissible tie-break outcome and
pair (r,s)), --branch-phase1 (also every Phase-1 cell; small n only).

Long runs: --shard i/N runs every N-th work item (items are the positions
after ply 4); 'plylab merge' adds the shards' --json outputs.
--checkpoint FILE saves progress every 30 s and resumes from FILE (its path
is checked before the run; a save that fails makes the run exit 2).
The closed form gives at least the nodes of every mode, so the time is
estimated before the run: more than a minute is announced on stderr, more
than a year per shard is refused (exit 2) with the largest n that is not.

Example:
  plylab transversal verify --n 6
  plylab transversal verify --n 5 --all-choices --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			all := fs.Bool("all-choices", false, "branch over every tie-break outcome and pair (r,s)")
			ph1 := fs.Bool("branch-phase1", false, "also branch over every Phase-1 cell (implies --all-choices)")
			explicit := fs.Bool("explicit", false, "reference mode: play every O move and test ν directly (slower, same counts)")
			shard := fs.String("shard", "", "run shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			workers := fs.Int("workers", 0, "goroutines (0: one per core; at most 4 per core)")
			mutant := fs.String("mutant", "", "test the verifier: run a deliberately broken strategy (max-w, no-preference, phase1-any-cell)")
			return func(env *cli.Env) error {
				if _, err := runctl.Workers(*workers); err != nil {
					return cli.Usagef("%v", err)
				}
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: the strategy of §4 is for 4 ≤ n ≤ %d (n = 2, 3 are draws; see 'plylab transversal value')", *n, transversal.MaxN)
				}
				if _, ok := transversal.MutantNames[*mutant]; !ok {
					return cli.Usagef("--mutant %q: unknown (known: max-w, no-preference, phase1-any-cell)", *mutant)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				// The closed form counts the canonical tree's nodes: state the
				// work before it starts, and refuse what no machine finishes.
				run := transvRun(env, *ckpt, sh, "")
				if err := estimateCheck(env, run.VerifyEstimate(*n)); err != nil {
					return err
				}
				opt := transversal.VerifyOptions{AllChoices: *all, BranchPhase1: *ph1, Explicit: *explicit, Workers: *workers}
				var meter *runctl.Meter
				if !env.Quiet {
					meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("verify n=%d %s", *n, opt.Mode()), "nodes")
					opt.Progress = func(nodes uint64, f float64) { meter.Update(nodes, f) }
				}
				out, err := run.Verify(*n, *mutant, opt)
				if out == nil {
					return transvErr(err)
				}
				meter.Done(out.Nodes)
				if env.JSONOut {
					if err := tsolveOut(env.JSON(out)); err != nil {
						return err
					}
				} else {
					printVerify(env, out)
				}
				if err != nil {
					return transvErr(err)
				}
				if err := out.Check(); err != nil {
					return cli.Failuref("%v", err)
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "line",
		Summary: "replay the strategy against given O moves, board by board",
		Usage:   `--n N --o "r,c r,c ..." [--json]`,
		Help: `Replays X's strategy (canonical choices) against the O moves given
(1-based "row,col", as the paper writes them) and prints the board after
every ply with what the strategy did and why, the threats of both sides,
and the proof case. The line stops when X wins, O wins, or O's moves run out.

Example (the paper's worked n = 4 line):
  plylab transversal line --n 4 --o "1,2 2,1 4,4 1,4 1,3"`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			o := fs.String("o", "", `O's moves, 1-based: "r,c r,c ..."`)
			mutant := fs.String("mutant", "", "replay a deliberately broken strategy (see verify --help)")
			return func(env *cli.Env) error {
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: the strategy of §4 is for 4 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				mut, ok := transversal.MutantNames[*mutant]
				if !ok {
					return cli.Usagef("--mutant %q: unknown", *mutant)
				}
				moves, err := transversal.ParseCells(*n, *o)
				if err != nil {
					return cli.Usagef("--o: %v", err)
				}
				res, err := transversal.PlayLine(*n, moves, mut)
				if err != nil && (res == nil || len(res.Steps) == 0 || strings.Contains(err.Error(), "not a free cell") || strings.Contains(err.Error(), "more O moves")) {
					return cli.Usagef("%v", err)
				}
				if env.JSONOut {
					if jerr := env.JSON(res); jerr != nil {
						return tsolveOut(jerr)
					}
				} else {
					for _, st := range res.Steps {
						env.Printf("ply %d: %s%s", st.Ply, st.Player, st.Move)
						if st.Note != "" {
							env.Printf("  — %s", st.Note)
						}
						env.Printf("\n%s", st.Board)
						if len(st.XThreats) > 0 {
							env.Printf("   X threatens %s\n", strings.Join(st.XThreats, " "))
						}
						if len(st.OThreats) > 0 {
							env.Printf("   O threatens %s\n", strings.Join(st.OThreats, " "))
						}
						env.Printf("\n")
					}
					env.Printf("%s\n", res.Summary())
				}
				if err != nil {
					return cli.Failuref("%v", err)
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "transversal",
		Verb:    "counts",
		Summary: "closed-form canonical-mode verification counts for any n",
		Usage:   "--n N [--json]",
		Help: `Prints the terminal lines, nodes and win-ply distribution that
'verify --n N' (canonical mode) enumerates, derived without search (see the
doc of transversal.ClosedForm): with P the number of O's Phase-1 histories,
lines = P(3n²−6n+1).

Example:
  plylab transversal counts --n 7`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "board size (4..16)")
			return func(env *cli.Env) error {
				if *n < 4 || *n > transversal.MaxN {
					return cli.Usagef("--n %d: need 4 ≤ n ≤ %d", *n, transversal.MaxN)
				}
				cf := transversal.ClosedForm(*n)
				lines, nodes, winPly := cf.TerminalLines.String(), cf.Nodes.String(), map[string]string{}
				for p, v := range cf.WinPly {
					winPly[strconv.Itoa(p)] = v.String()
				}
				if env.JSONOut {
					return tsolveOut(env.JSON(map[string]any{"n": *n, "mode": "canonical", "terminal_lines": lines, "nodes": nodes, "win_ply": winPly}))
				}
				env.Printf("n = %d (closed form, canonical mode)\n  terminal lines  %s\n  nodes           %s\n", *n, group(lines), group(nodes))
				for _, p := range sortedPlies(winPly) {
					env.Printf("  win at ply %-4s %s\n", p, group(winPly[p]))
				}
				return nil
			}
		},
	})
}

func printVerify(env *cli.Env, r *transv.VerifyReport) {
	n := r.N
	env.Printf("transversal verify: n = %d, %s mode, X's first move (1,1)", n, r.Mode)
	if r.Shard != "" {
		env.Printf(", shard %s of %d work items", r.Shard, r.WorkItems)
	}
	env.Printf("\n")
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
	cf := r.ClosedForm
	check := func(got uint64, want string) string {
		if cf == nil || r.Shard != "" {
			return ""
		}
		mark := "✓"
		if strconv.FormatUint(got, 10) != want {
			mark = "✗ MISMATCH"
		}
		return fmt.Sprintf("(closed form %s %s)", group(want), mark)
	}
	if cf != nil {
		fmt.Fprintf(tw, "  terminal lines\t%s\t%s\n", group(strconv.FormatUint(r.TerminalLines, 10)), check(r.TerminalLines, cf.TerminalLines))
		fmt.Fprintf(tw, "  nodes\t%s\t%s\n", group(strconv.FormatUint(r.Nodes, 10)), check(r.Nodes, cf.Nodes))
	} else {
		fmt.Fprintf(tw, "  terminal lines\t%s\t\n", group(strconv.FormatUint(r.TerminalLines, 10)))
		fmt.Fprintf(tw, "  nodes\t%s\t\n", group(strconv.FormatUint(r.Nodes, 10)))
	}
	fmt.Fprintf(tw, "  max win ply\t%d\t(2n+3 = %d)\n", r.MaxWinPly, 2*n+3)
	tw.Flush()
	env.Printf("  win ply:")
	for _, p := range sortedPlies(r.WinPly) {
		env.Printf("  %s: %s", p, group(strconv.FormatUint(r.WinPly[p], 10)))
	}
	env.Printf("\n  proof cases:")
	for _, c := range transversal.CaseNames {
		env.Printf("  %s: %s", c, group(strconv.FormatUint(r.Cases[c], 10)))
	}
	env.Printf("\n  invariant failures: %d\n", r.InvariantFailures)
	for i, c := range r.Counterexamples {
		env.Printf("  counterexample %d: %s\n    %s\n%s", i+1, c.Line, c.Reason, indent(c.Board, "    "))
	}
	rate := 0.0
	if r.Seconds > 0 {
		rate = float64(r.Nodes) / r.Seconds
	}
	env.Printf("  time: %.2f s (%s nodes/s)\n", r.Seconds, runctl.Human(rate))
}

func indent(s, pre string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i := range lines {
		lines[i] = pre + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}

// group writes a decimal integer with thousands separators.
func group(s string) string {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

func sortedPlies[V any](m map[string]V) []string {
	var k []string
	for p := range m {
		k = append(k, p)
	}
	sort.Slice(k, func(i, j int) bool { a, _ := strconv.Atoi(k[i]); b, _ := strconv.Atoi(k[j]); return a < b })
	return k
}
