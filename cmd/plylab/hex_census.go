package main

import (
	"flag"

	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/internal/cli"
)

// plylab hex census: data/pairing.Run.Census, and with --method sat
// Run.SatCensus.

func init() {
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "census",
		Summary: "every set of disjoint pairs meeting all of Across's minimal chains (chain-by-chain search)",
		Usage:   "--rows R --cols C [--method chains|oracle|sat] [--branch fewest-cells|fewest-pairs] [--workers W] [--memory MiB] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `The pairing census: lists the minimal chains, then searches chain by chain
(take the unmet chain with the fewest unpaired cells, try every pair of
them; a pair tried and abandoned is forbidden to the branches after it), so
that every set of pairs meeting each chain in a whole pair is found once.
Prints the number of pairings, the search steps (every node of the search)
and each pairing with the rule that writes it (diagonal, cross, corners, or
null; the JSON's "rules" lists every rule writing it, as on 2×3 where
diagonal and corners write the same pairing), whether it uses every cell
and whether the half-turn keeps it.

--branch fewest-pairs counts the pairs still allowed in each chain instead
(the essay's 6×7 run); --engine listed is the plain reference
implementation (same steps, slower). The essay reports 2, 3, 3, 3 pairings
on 2×3 … 5×6 and 3 on 6×7.

--active-len L (lazy mode) tracks only the chains of at most L cells step by
step and brings in a longer chain when every tracked chain is met and the
longer one is not; the pairings are the same, the steps a little different,
and a step far cheaper (7×8: L = 10 tracks 3,996 of 382,718 chains).

--method oracle lists no chain past --active-len (default C + 2): the same
search tracks the chains of at most L cells and, when all tracked chains
and all chains brought in are met, asks the rule check (the fast walk) for
a minimal chain holding no whole pair, which is brought in; none means the
node is a pairing. Minimality is decided by the check. For boards whose
chains cannot be listed (8×9 has 17 million). Shards and checkpoints work
as below.

Memory: the chain list is held in memory, about 16 MiB + chains × 3.25 B ×
cells (7 × 8: 73 MB, 8 × 9: 3.6 GB; 9 × 10 would need some 400 GB). Before
listing, the chains are counted (exactly up to 4 million, extrapolated
column by column beyond) and the estimate is printed; a run whose estimate
exceeds --memory MiB (default: the memory available, MemAvailable in
/proc/meminfo) is refused with exit 2. A --memory above the memory
available runs with a warning. --method oracle and sat are not capped.

--method sat poses the census as satisfiability with lazy chain clauses
(engine/hex/hexsat): --solver (default auto: cadical-inc when plylab's
driver is found — PLYLAB_CADICAL_INC, beside plylab, or on the PATH — else
Debian's cadical on the PATH, else gophersat, with a one-line note on
stderr saying what was missing; 7 × 8 takes 74 s with cadical-inc and over
15 minutes with gophersat), --checker, --half-turn, --shortest,
--seed-len, --multi K (up to K unmet chains per invalid model),
--lex-leader (keep one of each model and its half-turn image; the JSON's
orbits counts pairings up to the half-turn), --amo ladder|pairwise, --fix,
--count-chains.

Long runs: the search is split into work items (the nodes at the shallowest
depth with at least --split-items nodes); --shard i/N runs every N-th item
and 'plylab merge' combines the shards' --json outputs into the single-run
answer; --checkpoint FILE saves finished items every 30 s and resumes. The
checkpoint is written once before the search, so a path that cannot be
written is refused at once (exit 2); a save that fails later makes the run
exit 2 without its answer. --workers 0 is one per core (at most 4 per core).

Example:
  plylab hex census --rows 5 --cols 6
  plylab hex census --rows 6 --cols 7 --json
  plylab hex census --rows 6 --cols 7 --method oracle
  plylab hex census --rows 6 --cols 7 --method sat --multi 8 --lex-leader --seed-len 8
  plylab hex census --rows 7 --cols 8 --method sat --solver cadical-inc --multi 8 --lex-leader --seed-len 9
  nice -n 10 plylab hex census --rows 7 --cols 8 --active-len 10 --split-items 20000 \
      --checkpoint c78.ckpt --json > c78.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			branch := fs.String("branch", "fewest-cells", "branching rule: fewest-cells or fewest-pairs")
			engine := fs.String("engine", "sliced", "sliced or listed")
			workers := fs.Int("workers", 2, "goroutines (0: one per core; at most 4 per core)")
			memory := fs.Int("memory", 0, "MiB the chain list may take (0: the memory available, from /proc/meminfo); a larger estimate is refused")
			split := fs.Int("split-items", 512, "least number of work items")
			active := fs.Int("active-len", 0, "lazy mode: track only chains of at most this many cells, bring in longer ones when needed (0: all)")
			shard := fs.String("shard", "", "run shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file: resume from it and save progress to it")
			method := fs.String("method", "chains", "chains (list the chains, search chain by chain), oracle (the same search, chains brought in by the rule check, none listed past --active-len) or sat (lazy chain clauses)")
			solverName := fs.String("solver", "auto", "--method sat: auto (the fastest installed: cadical-inc, else cadical, else gophersat), gophersat or gini (pure Go, incremental), cadical (Debian's CaDiCaL binary, run afresh on the whole formula at each call) or cadical-inc (CaDiCaL kept alive across calls by plylab's driver of its library, bin/plylab-cadical-inc: make sat-solver)")
			checker := fs.String("checker", "fast", "--method sat: the rule check asked for chains: dp, fast or walk")
			halfTurn := fs.Bool("half-turn", true, "--method sat: add every chain clause's half-turn image too")
			shortest := fs.Bool("shortest", true, "--method sat: replace the checker's chain by a shortest chain holding no whole pair")
			seedLen := fs.Int("seed-len", 0, "--method sat: start with the clauses of every minimal chain of at most this many cells (0: none)")
			multi := fs.Int("multi", 1, "--method sat: chain clauses added per invalid model (the checker's, and more of at most its length)")
			lexLeader := fs.Bool("lex-leader", false, "--method sat: keep only the lex-leader of each model and its half-turn image (implies --half-turn)")
			amo := fs.String("amo", "ladder", "--method sat: at most one pair per cell, as a ladder or pairwise")
			var fix cli.StringList
			fs.Var(&fix, "fix", "--method sat: count the pairings holding this pair r,c-r,c (repeatable)")
			countChains := fs.Bool("count-chains", false, "--method sat: also count the minimal chains (by the walk) for the ratio")
			return func(env *cli.Env) error {
				b, err := hexBoard(env, *rows, *cols, *adj)
				if err != nil {
					return err
				}
				switch *method {
				case "chains", "oracle":
				case "sat":
					sv, note, err := hexsat.ChooseSolver(*solverName)
					if err != nil {
						return cli.Usagef("--solver: %v", err)
					} else if note != "" {
						env.Logf("%s\n", note)
					}
					ck, err := hexsat.ParseChecker(*checker)
					switch {
					case err != nil:
						return cli.Usagef("--checker: %v", err)
					case *seedLen < 0:
						return cli.Usagef("--seed-len %d: want 0 or a chain length", *seedLen)
					case *shard != "":
						return cli.Usagef("--method sat does not shard (one solver holds the formula); use --checkpoint")
					case *multi < 1:
						return cli.Usagef("--multi %d: want 1 or more", *multi)
					case *amo != "ladder" && *amo != "pairwise":
						return cli.Usagef("--amo %q: want ladder or pairwise", *amo)
					case *lexLeader && len(fix) > 0:
						return cli.Usagef("--lex-leader and --fix do not mix (a fixed pair's half-turn image is not fixed)")
					}
					o := hexsat.Options{Solver: sv, Checker: ck, HalfTurn: *halfTurn || *lexLeader, Shortest: *shortest, SeedLen: *seedLen,
						Multi: *multi, LexLeader: *lexLeader, PairwiseAMO: *amo == "pairwise"}
					for _, f := range fix {
						q, err := hexsat.ParsePair(b, f)
						if err != nil {
							return cli.Usagef("--fix: %v", err)
						}
						o.Fix = append(o.Fix, q)
					}
					out, err := hexRun(env, runctl.Shard{}, *ckpt).SatCensus(b, o, fix, *countChains)
					if err != nil {
						return hexRunErr(err)
					}
					out.Seconds = env.Seconds()
					return env.Report(out)
				default:
					return cli.Usagef("--method %q: want chains, oracle or sat", *method)
				}
				rule, err := hex.ParseBranchRule(*branch)
				if err != nil {
					return cli.Usagef("--branch: %v", err)
				}
				eng := map[string]hex.Engine{"sliced": hex.Sliced, "listed": hex.Listed}
				if _, ok := eng[*engine]; !ok {
					return cli.Usagef("--engine %q: want sliced or listed", *engine)
				}
				if *split < 1 {
					return cli.Usagef("--split-items %d: want at least 1", *split)
				}
				w, err := cli.Workers(*workers)
				if err != nil {
					return err
				}
				if *memory < 0 {
					return cli.Usagef("--memory %d: want MiB ≥ 1, or 0 for the memory available", *memory)
				}
				sh, err := cli.Shard(*shard)
				if err != nil {
					return err
				}
				if *active < 0 {
					return cli.Usagef("--active-len %d: want 0 (track every chain) or a chain length of at least 1", *active)
				}
				if *active > 0 && (eng[*engine] != hex.Sliced || rule != hex.FewestCells) {
					return cli.Usagef("--active-len needs the sliced engine and --branch fewest-cells")
				}
				opt := hex.CensusOptions{Rule: rule, Engine: eng[*engine], Workers: w, SplitItems: *split, ActiveMaxLen: *active, Oracle: *method == "oracle"}
				if opt.Oracle && (opt.Engine != hex.Sliced || rule != hex.FewestCells) {
					return cli.Usagef("--method oracle needs the sliced engine and --branch fewest-cells")
				}
				o, err := hexRun(env, sh, *ckpt).Census(b, opt, *memory)
				if err != nil {
					return hexRunErr(err)
				}
				o.Seconds = env.Seconds()
				return env.Report(o)
			}
		},
	})
}
