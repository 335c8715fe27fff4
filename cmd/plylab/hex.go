package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"plylab/data/pairing"
	"plylab/data/runctl"
	"plylab/engine/hex"
	"plylab/engine/hex/hexsat"
	"plylab/internal/cli"
	"plylab/plots"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "hex", Summary: "Hex pairing strategies on n×(n+1) (seeds/002): chains, census, rules, checks, slack"})
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "chains",
		Summary: "count Across's minimal chains on an R×C board (induced-path walk)",
		Usage:   "--rows R --cols C [--adjacency anti|main] [--list] [--json]",
		Help: `Counts the minimal chains of Across (left edge to right edge): the induced
paths touching the left edge only at their first cell and the right edge only
at their last, listed by a walk that never steps next to its own past. Cells
are (row from the top, column from the left); cell (r, c) touches (r, c±1),
(r±1, c), (r−1, c+1) and (r+1, c−1) (--adjacency main mirrors the diagonals).
--list prints every chain as its cells from the left end.

The essay counts 5, 25, 148, 1,225 and 16,097 chains on 2×3 … 6×7.

Not shardable: the count is one walk, seconds up to 8×9 (17,117,801
chains); each size up has multiplied it by 24 and 45, so 9×10 should take
minutes and 10×11 hours on one machine. To decide whether a rule meets
every chain of a larger board, use 'plylab hex check' (dp needs no chain
list; walk splits with --shard).

Example:
  plylab hex chains --rows 6 --cols 7
  plylab hex chains --rows 2 --cols 3 --list`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			list := fs.Bool("list", false, "print every chain")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				b, err := hexBoard(*rows, *cols, *adj)
				if err != nil {
					return err
				}
				type out struct {
					Rows      int        `json:"rows"`
					Cols      int        `json:"cols"`
					Adjacency string     `json:"adjacency"`
					Chains    uint64     `json:"chains"`
					Seconds   float64    `json:"seconds"`
					List      [][][2]int `json:"list,omitempty"`
				}
				o := out{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String()}
				if *list {
					hex.WalkChains(b, func(path []int) bool {
						o.List = append(o.List, hexCells(b, path))
						return true
					})
					o.Chains = uint64(len(o.List))
				} else {
					var meter *runctl.Meter
					if !env.Quiet {
						meter = runctl.NewMeter(env.Stderr, fmt.Sprintf("hex chains %v", b), "chains")
					}
					var n uint64
					hex.WalkChains(b, func([]int) bool {
						n++
						if n&(1<<20-1) == 0 {
							meter.Update(n, -1)
						}
						return true
					})
					meter.Done(n)
					o.Chains = n
				}
				o.Seconds = env.Seconds()
				if env.JSONOut {
					return env.JSON(o)
				}
				for _, c := range o.List {
					env.Printf("%v\n", c)
				}
				env.Printf("%v: %d minimal chains of Across (%.3f s)\n", b, o.Chains, o.Seconds)
				return nil
			}
		},
	})
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
			var fix hexStringList
			fs.Var(&fix, "fix", "--method sat: count the pairings holding this pair r,c-r,c (repeatable)")
			countChains := fs.Bool("count-chains", false, "--method sat: also count the minimal chains (by the walk) for the ratio")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				b, err := hexBoard(*rows, *cols, *adj)
				if err != nil {
					return err
				}
				switch *method {
				case "chains", "oracle":
				case "sat":
					var sv hexsat.Solver
					if *solverName == "auto" {
						var note string
						sv, note = hexsat.DefaultSolver()
						if note != "" {
							env.Logf("%s\n", note)
						}
					} else if sv, err = hexsat.ParseSolver(*solverName); err != nil {
						return cli.Usagef("--solver: %v", err)
					}
					ck, err := hexsat.ParseChecker(*checker)
					if err != nil {
						return cli.Usagef("--checker: %v", err)
					}
					if *seedLen < 0 {
						return cli.Usagef("--seed-len %d: want 0 or a chain length", *seedLen)
					}
					if *shard != "" {
						return cli.Usagef("--method sat does not shard (one solver holds the formula); use --checkpoint")
					}
					if *multi < 1 {
						return cli.Usagef("--multi %d: want 1 or more", *multi)
					}
					if *amo != "ladder" && *amo != "pairwise" {
						return cli.Usagef("--amo %q: want ladder or pairwise", *amo)
					}
					if *lexLeader && len(fix) > 0 {
						return cli.Usagef("--lex-leader and --fix do not mix (a fixed pair's half-turn image is not fixed)")
					}
					o := hexsat.Options{Solver: sv, Checker: ck, HalfTurn: *halfTurn || *lexLeader, Shortest: *shortest, SeedLen: *seedLen,
						Multi: *multi, LexLeader: *lexLeader, PairwiseAMO: *amo == "pairwise"}
					for _, f := range fix {
						q, err := hexParsePair(b, f)
						if err != nil {
							return cli.Usagef("--fix: %v", err)
						}
						o.Fix = append(o.Fix, q)
					}
					return hexSatCensus(env, b, o, fix, *countChains, *ckpt)
				default:
					return cli.Usagef("--method %q: want chains, oracle or sat", *method)
				}
				rule, err := hex.ParseBranchRule(*branch)
				if err != nil {
					return cli.Usagef("--branch: %v", err)
				}
				var eng hex.Engine
				switch *engine {
				case "sliced":
					eng = hex.Sliced
				case "listed":
					eng = hex.Listed
				default:
					return cli.Usagef("--engine %q: want sliced or listed", *engine)
				}
				if *split < 1 {
					return cli.Usagef("--split-items %d: want at least 1", *split)
				}
				w, err := runctl.Workers(*workers)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				if *memory < 0 {
					return cli.Usagef("--memory %d: want MiB ≥ 1, or 0 for the memory available", *memory)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				if *active < 0 {
					return cli.Usagef("--active-len %d: want 0 (track every chain) or a chain length of at least 1", *active)
				}
				if *active > 0 && (eng != hex.Sliced || rule != hex.FewestCells) {
					return cli.Usagef("--active-len needs the sliced engine and --branch fewest-cells")
				}
				opt := hex.CensusOptions{Rule: rule, Engine: eng, Workers: w, SplitItems: *split, ActiveMaxLen: *active}
				if *method == "oracle" {
					if eng != hex.Sliced || rule != hex.FewestCells {
						return cli.Usagef("--method oracle needs the sliced engine and --branch fewest-cells")
					}
					opt.Oracle = true
				}
				return hexCensus(env, b, opt, *memory, sh, *ckpt)
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "check",
		Summary: "check that a rule meets every minimal chain on n×(n+1), without listing chains",
		Usage:   "--rule diagonal|cross|corners --n N [--method auto|walk|fast|dp] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Decides whether the rule's pairing meets every minimal chain of Across and
prints a chain holding no whole pair if it does not (exit status 1).

Methods:
  walk  the essay's: the induced-path walk that may not take both cells of
        a pair; stops at the first chain it completes. Reports the partial
        paths visited (the essay: about 682 million for cross on 10×11).
  fast  the same walk cut by reachability of the right edge, forced cells
        (cut vertices every extension uses exclude their partners) and a
        memo of failed (head, region) states.
  dp    a frontier search over the pairs in fold order: the set of distinct
        frontier states (Across's connectivity on the processed cells'
        boundary) over all choices of one cell per pair; reaches 14×15 and
        beyond in minutes. Reports states.
  auto  walk up to n = 9, dp beyond.

Long runs: progress goes to stderr (partial paths and their rate for walk
and fast; for dp the step of the fold order, its states and the rate, but
no time estimate: the state sets grow from step to step by amounts not known
in advance). The walk is split into work items by its first step (the
two-cell paths, in walk order): --shard i/N runs every N-th item and
'plylab merge' combines the shards' --json outputs into exactly the single
run's answer (the first chain in walk order and the partial paths up to
it); --checkpoint FILE records each finished item and resumes from them.
fast and dp take neither: fast's memo of failed states is shared across the
whole walk, and dp is one layer-by-layer set of frontier states whose every
step needs all states of the step before (a checkpoint would be the whole
state set, gigabytes at 16 × 17); a dp run is restarted from scratch.
What to do instead on a cluster: give dp one job on one node with the
memory it needs (the README's table: 16 × 17 diagonal peaks at 9.3 GB;
the states grow 3-4 times from one board to the next), or split the walk
(--method walk --shard auto, slurm/submit): it does far more work than dp
but in independent items, exactly mergeable.

Example:
  plylab hex check --rule cross --n 8
  plylab hex check --rule cross --n 10 --method walk --json
  plylab hex check --rule corners --n 14 --method dp
  plylab hex check --rule cross --n 10 --method walk --shard 0/2 --json > a.json
  plylab hex check --rule cross --n 10 --method walk --shard 1/2 --json > b.json
  plylab merge a.json b.json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rule := fs.String("rule", "", "diagonal, cross or corners")
			n := fs.Int("n", 0, "rows of the n×(n+1) board")
			method := fs.String("method", "auto", "auto, walk, fast or dp")
			adj := fs.String("adjacency", "anti", "anti (the essay's) or main (mirrored diagonals)")
			shard := fs.String("shard", "", "walk: run shard i/N of the work items (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "walk: checkpoint file: resume from it and record each finished item")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				if *rule == "" {
					return cli.Usagef("--rule is required (diagonal, cross or corners)")
				}
				if !hexFlagSet(fs, "n") {
					return cli.Usagef("--n is required (the board is n×(n+1))")
				}
				if *n < 1 || *n+1 > hex.MaxSide {
					return cli.Usagef("--n %d: want 1 ≤ n < %d", *n, hex.MaxSide)
				}
				a, err := hexAdjacency(*adj)
				if err != nil {
					return err
				}
				b, _ := hex.NewBoardAdj(*n, *n+1, a)
				p, err := hex.RuleOn(*rule, b)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				m := *method
				if m == "auto" {
					m = "walk"
					if *n > 9 {
						m = "dp"
					}
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				if (!sh.Whole() || *ckpt != "") && m != "walk" {
					return cli.Usagef("--shard and --checkpoint need --method walk (see --help: %s cannot be split or resumed)", m)
				}
				return hexCheck(env, p, *rule, m, sh, *ckpt)
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "slack",
		Summary: "whole pairs per minimal chain for each winning pairing",
		Usage:   "--rows R --cols C [--pairings rules|census] [--json]",
		Help: `For each pairing, over all of Across's minimal chains: the whole pairs
summed (whole_pairs), per chain (mean_per_chain), the chains held by
exactly one pair (single_pair_chains) and the histogram (histogram[k] =
chains holding k whole pairs). The pairings are the three rules on an
n×(n+1) board (--pairings rules, the default there) or the pairings the
census finds (--pairings census, the default on other shapes).

The essay, 5×6: diagonal 2,336 whole pairs and 359 single-pair chains,
cross 1,859 and 762, corners between.

Example:
  plylab hex slack --rows 5 --cols 6
  plylab hex slack --rows 7 --cols 8 --json`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows, cols, adj := hexBoardFlags(fs)
			which := fs.String("pairings", "", "rules or census")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				b, err := hexBoard(*rows, *cols, *adj)
				if err != nil {
					return err
				}
				w := *which
				if w == "" {
					w = "census"
					if b.Cols == b.Rows+1 {
						w = "rules"
					}
				}
				if w != "rules" && w != "census" {
					return cli.Usagef("--pairings %q: want rules or census", w)
				}
				ps, slacks, err := pairing.BoardSlack(b, w == "census", hexRun(env, runctl.Shard{}, ""))
				if err != nil {
					return err
				}
				type row struct {
					Rule             *string  `json:"rule"`
					Rules            []string `json:"rules"`
					WholePairs       int      `json:"whole_pairs"`
					MeanPerChain     float64  `json:"mean_per_chain"`
					SinglePairChains int      `json:"single_pair_chains"`
					Histogram        []int    `json:"histogram"`
				}
				type out struct {
					Rows     int     `json:"rows"`
					Cols     int     `json:"cols"`
					Chains   int     `json:"chains"`
					Pairings []row   `json:"pairings"`
					Seconds  float64 `json:"seconds"`
				}
				o := out{Rows: b.Rows, Cols: b.Cols, Pairings: []row{}}
				for i, p := range ps {
					s := slacks[i]
					o.Chains = s.Chains
					rules := hex.RulesWriting(p)
					if rules == nil {
						rules = []string{}
					}
					o.Pairings = append(o.Pairings, row{hexRuleName(p), rules, s.WholePairs, s.MeanPerChain, s.SinglePairChains, s.Histogram})
				}
				o.Seconds = env.Seconds()
				if env.JSONOut {
					return env.JSON(o)
				}
				tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
				fmt.Fprintf(tw, "%v, %d minimal chains\n", b, o.Chains)
				fmt.Fprintln(tw, "pairing\twhole pairs\tper chain\tchains held by one pair\thistogram")
				for _, r := range o.Pairings {
					name := "(no rule)"
					if len(r.Rules) > 0 {
						name = strings.Join(r.Rules, "=")
					}
					fmt.Fprintf(tw, "%s\t%d\t%.3f\t%d (%.1f%%)\t%v\n", name, r.WholePairs, r.MeanPerChain, r.SinglePairChains,
						100*float64(r.SinglePairChains)/float64(max(1, o.Chains)), r.Histogram)
				}
				return tw.Flush()
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "hex",
		Verb:    "draw",
		Summary: "draw a rule's pairing on n×(n+1) as segments between paired cells",
		Usage:   "--n N --rule diagonal|cross|corners --out FILE.svg|png|pdf",
		Help: `Draws the board (rows from the top, each row shifted half a cell right of
the one above, so (0, 0) and (n−1, n) are the acute corners), the pairs of
the rule as segments between cell centres (pairs of neighbours as short
bars), and shades the six corner cells where the cross and corners rules
part. --rule all draws the three rules side by side. The directory of
--out must exist (it is not made); a file that cannot be written exits 2.

Example:
  plylab hex draw --n 6 --rule cross --out cross6.svg
  plylab hex draw --n 5 --rule all --out rules5.png`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			n := fs.Int("n", 0, "rows of the n×(n+1) board")
			rule := fs.String("rule", "", "diagonal, cross, corners or all")
			out := fs.String("out", "", "output file (.svg, .png or .pdf)")
			return func(env *cli.Env) error {
				if err := hexNoArgs(env); err != nil {
					return err
				}
				if *n < 2 || *n > 16 {
					return cli.Usagef("--n %d: want 2 ≤ n ≤ 16", *n)
				}
				if *out == "" {
					return cli.Usagef("--out FILE is required")
				}
				ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(*out), "."))
				if ext != "svg" && ext != "png" && ext != "pdf" {
					return cli.Usagef("--out %s: want a .svg, .png or .pdf file", *out)
				}
				// Tried before drawing; a missing directory is refused, not made.
				if err := graphHexOutFile("--out", *out); err != nil {
					return err
				}
				names := []string{*rule}
				switch *rule {
				case "all":
					names = hex.Rules
				case hex.RuleDiagonal, hex.RuleCross, hex.RuleCorners:
				case "":
					return cli.Usagef("--rule is required (diagonal, cross, corners or all)")
				default:
					return cli.Usagef("--rule %q: want diagonal, cross, corners or all", *rule)
				}
				var views []pairing.BoardView
				for _, name := range names {
					v, err := pairing.RuleView(*n, name)
					if err != nil {
						return cli.Usagef("%v", err)
					}
					views = append(views, v)
				}
				if err := plots.SaveAuto(plots.HexBoards{Views: views}, *out); err != nil {
					return cli.Usagef("--out %s: %v", *out, err)
				}
				if env.JSONOut {
					return env.JSON(map[string]any{"n": *n, "rule": *rule, "out": *out, "seconds": env.Seconds()})
				}
				env.Printf("wrote %s\n", *out)
				return nil
			}
		},
	})
}

func hexBoardFlags(fs *flag.FlagSet) (rows, cols *int, adj *string) {
	rows = fs.Int("rows", 0, "rows R (Down crosses them)")
	cols = fs.Int("cols", 0, "columns C (Across crosses them)")
	adj = fs.String("adjacency", "anti", "anti (the essay's: (r−1, c+1) and (r+1, c−1) touch (r, c)) or main (mirrored)")
	return
}

func hexAdjacency(s string) (hex.Adjacency, error) {
	switch s {
	case "anti", "anti-diagonal":
		return hex.AntiDiagonal, nil
	case "main", "main-diagonal":
		return hex.MainDiagonal, nil
	}
	return 0, cli.Usagef("--adjacency %q: want anti or main", s)
}

func hexBoard(rows, cols int, adj string) (*hex.Board, error) {
	a, err := hexAdjacency(adj)
	if err != nil {
		return nil, err
	}
	if rows < 1 || cols < 1 {
		return nil, cli.Usagef("--rows and --cols are required and must be at least 1")
	}
	b, err := hex.NewBoardAdj(rows, cols, a)
	if err != nil {
		return nil, cli.Usagef("%v", err)
	}
	return b, nil
}

func hexCells(b *hex.Board, cells []int) [][2]int {
	out := make([][2]int, len(cells))
	for i, c := range cells {
		r, cc := b.RC(c)
		out[i] = [2]int{r, cc}
	}
	return out
}

func hexRuleName(p *hex.Pairing) *string {
	if name := hex.IdentifyRule(p); name != "" {
		return &name
	}
	return nil
}

// hexRun is the run control of a long hex verb: progress on stderr unless
// --quiet, warnings always.
func hexRun(env *cli.Env, sh runctl.Shard, ckpt string) pairing.Run {
	r := pairing.Run{Checkpoint: ckpt, Shard: sh, Warnf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, format, a...) }}
	if !env.Quiet {
		r.Logf = env.Logf
	}
	return r
}

// hexRunErr turns a run's checkpoint error into bad input (exit 2: the
// checkpoint is the run's input, and a save that failed withholds the
// answer).
func hexRunErr(err error) error {
	var ce *pairing.CheckpointError
	if errors.As(err, &ce) {
		return cli.Usagef("%v", err)
	}
	return err
}

// ---- census ----

func hexCensus(env *cli.Env, b *hex.Board, opt hex.CensusOptions, memory int, sh runctl.Shard, ckpt string) error {
	o, err := pairing.RunCensus(b, opt, memory, hexRun(env, sh, ckpt))
	if err != nil {
		return hexRunErr(err)
	}
	o.Seconds = env.Seconds()
	if env.JSONOut {
		return env.JSON(o)
	}
	if opt.Oracle {
		env.Printf("%v: %d chains of at most %d cells tracked (the rule check brought in the rest), %d pairings, %d steps (%s), %.2f s (%.2f s CPU)\n",
			b, o.Chains, o.ActiveLen, o.Pairings, o.Steps, o.Branch, o.Seconds, o.CPUSeconds)
	} else {
		env.Printf("%v: %d minimal chains, %d pairings, %d steps (%s), %.2f s\n", b, o.Chains, o.Pairings, o.Steps, o.Branch, o.Seconds)
	}
	if o.Found != o.Pairings && sh.Whole() {
		env.Printf("(the search reported %d valid sets; %d are inclusion-minimal)\n", o.Found, o.Pairings)
	}
	if !sh.Whole() {
		env.Printf("shard %s: %d of %d work items, %d sets found ('plylab merge' keeps the minimal ones)\n", o.Shard, o.ItemsRun, o.Items, o.Found)
	}
	hexPrintPairings(env, o.List)
	return nil
}

// hexPrintPairings prints a census's pairings, one a line.
func hexPrintPairings(env *cli.Env, list []pairing.KeptPairing) {
	for _, p := range list {
		name := "no rule"
		if len(p.Rules) > 0 {
			name = strings.Join(p.Rules, "=")
		}
		env.Printf("  %-8s %d pairs, every cell used: %v, half-turn symmetric: %v\n", name, len(p.Pairs), p.Complete, p.HalfTurn)
	}
}

// hexCensusEstimate is the estimated peak memory of a census that lists
// every minimal chain of b, and the chain count it rests on.
func hexCensusEstimate(b *hex.Board) (bytes float64, chains uint64, exact bool) {
	return pairing.CensusMemory(b)
}

// hexMergeCensus and hexMergeCheckWalk merge the shards' outputs given in
// shard order, through the mergers data/pairing registers.
func hexMergeCensus(params json.RawMessage, parts []json.RawMessage) (any, error) {
	return hexMergeAs("hex.census", params, parts)
}

func hexMergeCheckWalk(params json.RawMessage, parts []json.RawMessage) (any, error) {
	return hexMergeAs("hex.check.walk", params, parts)
}

func hexMergeAs(kind string, params json.RawMessage, parts []json.RawMessage) (any, error) {
	ps := make([]runctl.Partial, len(parts))
	for i, raw := range parts {
		sealed, err := runctl.Seal(raw)
		if err != nil {
			return nil, err
		}
		ps[i] = runctl.Partial{Kind: kind, Params: params, Shard: fmt.Sprintf("%d/%d", i, len(parts)), Result: sealed}
	}
	return runctl.Merge(ps)
}

// ---- check ----

// hexCheckReport prints a check's row (JSON or a line) and turns a failing
// rule into exit status 1.
func hexCheckReport(env *cli.Env, b *hex.Board, rule, m string, row pairing.CheckRow) error {
	row.Seconds = env.Seconds()
	if env.JSONOut {
		if err := env.JSON(row); err != nil {
			return err
		}
	} else {
		work := ""
		if row.PartialPaths != nil {
			work = fmt.Sprintf("%d partial paths", *row.PartialPaths)
		}
		if row.States != nil {
			work = fmt.Sprintf("%d frontier states", *row.States)
		}
		verdict := "holds: it meets every minimal chain"
		if !row.Holds {
			verdict = fmt.Sprintf("FAILS: chain %v holds no whole pair", row.Counterexample)
		}
		env.Printf("%s rule on %v: %s (%s, %s, %.2f s)\n", rule, b, verdict, m, work, row.Seconds)
	}
	if !row.Holds {
		return cli.Failuref("the %s rule misses the chain %v", rule, row.Counterexample)
	}
	return nil
}

// hexCheck runs the check and prints it: a shard its own JSON object (or
// line), a whole run its row.
func hexCheck(env *cli.Env, p *hex.Pairing, rule, m string, sh runctl.Shard, ckpt string) error {
	row, part, err := pairing.CheckPairing(p, rule, m, hexRun(env, sh, ckpt))
	if err != nil {
		return hexRunErr(err)
	}
	if part == nil {
		return hexCheckReport(env, p.Board, rule, m, row)
	}
	part.Seconds = env.Seconds()
	if env.JSONOut {
		return env.JSON(part)
	}
	verdict := "no chain without a whole pair"
	if !part.Holds {
		verdict = fmt.Sprintf("a chain with no whole pair: %v", part.Counterexample)
	}
	env.Printf("shard %s of the %s check on %v: %d of %d work items, %d partial paths, %s ('plylab merge' the --json outputs)\n",
		part.Shard, rule, p.Board, part.ItemsRun, part.Items, *part.PartialPaths, verdict)
	return nil
}

// hexNoArgs rejects stray positional arguments.
func hexNoArgs(env *cli.Env) error {
	if len(env.Args) > 0 {
		return cli.Usagef("unexpected argument %q (every input is a --flag)", env.Args[0])
	}
	return nil
}

// hexFlagSet reports whether the flag was given on the command line.
func hexFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
