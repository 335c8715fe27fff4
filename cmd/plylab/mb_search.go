package main

import (
	"flag"
	"strings"

	"plylab/data/mb"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "search",
		Summary: "search a certificate that Maker wins, smallest height first",
		Usage:   `--shape NAME|"x,y x,y ..." [--max-height H] [--min-height H] --out FILE [--dialect 21|25|35] [--maker "x,y ..."] [--breaker "x,y ..."] [--max-nodes N] [--beam K] [--checkpoint FILE] [--method id|pn --height H [--max-memory MB] [--library FILE,...] [--library-out FILE] [--shard i/N]]`,
		Help: `Maker-to-move proof search building cards bottom-up with the combination
rule: after a Maker cell p it proves the position with Breaker passing (that
child's envelope is the relevance zone of the reply), then each free cell of
the running intersection of child envelopes as a Breaker reply, until the
intersection holds only Maker cells. Proofs and failures are memoised under
the canonical form of the position (all placements of G × Z²), symmetric
positions try one Maker cell per orbit and take every image of a child.
Heights are deepened one at a time, so the first proof has the smallest
height the move rule finds (Maker cells: free cells of Breaker-free target
copies that meet Maker's cells and miss at most h cells).

The proof is written to --out as a certificate in --dialect (default 21),
reloaded and reconstructed; the final card must be the proved claim.

--maker gives Maker cells owned at the start: --maker "0,0" is the
handicap-one game (Maker's first turn places (0,0) and the first pivot;
the height then counts Maker turns). --breaker gives Breaker cells.

Shapes: monomino, domino, i3, v3, i4, l4, t4, z4, o4, f5, i5, l5, n5, p5,
t5, u5, v5, w5, x5, y5, z5, snaky (Harary's names skinny, elly, knobby,
tippy, fatty work too), or cells "x,y x,y ...".

Long runs print their rate; --checkpoint FILE records the heights already
refuted and resumes above them; --max-nodes bounds the work. --min-height
starts the deepening higher: the proof found is then of height at most the
first height that succeeds, and lower heights are left open.

The deepening search (--method id) is not shardable: it is one
depth-first proof whose memo of proved and refuted positions (under
symmetry) is shared by every branch, so split copies would each redo what
the memo saves. On a cluster: one job per height (--min-height h
--max-height h, each height an independent question), with --checkpoint
so a requeued job keeps its refuted heights. --method pn splits (--shard,
below).

--method pn runs a proof-number search (df-pn with the 1+ε trick) at the
one height bound --height H instead of deepening: it looks for any proof of
height ≤ H, not the smallest, and needs no lower height refuted. Maker
picks a pivot (OR node); the position after it (AND node) needs the child
with Breaker passing and then every free cell of the running intersection
of the children's envelopes as a reply, looked at best threat score first.
The proof and disproof numbers start from the geometry (a position whose
live copies miss k cells: proof number 4^(k-2), disproof number H - k + 1).
Every 5 s a progress line on stderr gives the positions, the root's proof
and disproof numbers (pn=0: proved; dn=0: no proof at this height under the
move rule), those of the deepest node searched with unbounded thresholds
("depth d", which the root's follow: df-pn returns to the root only when it
is solved) and the table's size. The table holds about --max-memory MB
(default 4,000,000 positions, about 4 GB); when full it drops the half of
least work and goes on. --json adds method, height_bound, root_pn, root_dn,
spine_depth, spine_pn, spine_dn, tt_entries and table_sweeps.

--method pn keeps every card it proves in a library of macro cards, keyed
by the required set under G × Z²: a position whose Maker cells hold an
image of a card's A (with Maker's newest cell, at most two older cells left
out) and whose Breaker cells miss that image of its T is proved at once by
the card, which is placed and combined as the certificate's references
are. --library FILE,FILE... adds the cards of certificates written before
(21 dialect, same shape): the library between runs. Their derivations are
copied into the new certificate, which stands alone. --library-out FILE
writes the search's own cards of height 3 or more, with their derivations,
as one 21-dialect certificate when the search ends — proved, refuted or
stopped by --max-nodes — for a later run's --library.

--checkpoint FILE with --method pn saves the table (positions, numbers,
proofs held) to FILE every 30 s (PLYLAB_CHECKPOINT_EVERY) and when the run
ends, through a temporary file and a rename, so a kill -9 at any time
leaves the previous or the new checkpoint; a rerun with the same FILE
resumes from it (the work of the nodes on the search's stack at the save
is redone) and reaches the answer of an uninterrupted run, at once if
the saved run had finished. The file records the shape, --maker,
--breaker, --height, --beam, the table's limit (--max-memory), the search's
tuning, the --library certificates' SHA-256 and a format version: a file
that differs in any of them, or is truncated or damaged, is refused (exit
2) naming what differs. --max-nodes counts the positions of this run only.

--shard i/N (or auto in a Slurm array or Kubernetes indexed job) with
--method pn splits the search at the root: the root's pivots are tried
in the search's order (best threat score first, --beam applied) and the
first whose pass child (Breaker passing, height H−1) is proved is the
pivot; every shard proves that pass child itself, which fixes the Breaker
replies (the free cells of the intersection of its envelope and its images
under the position's symmetries, one per orbit), and proves the replies
k with k mod N = i, each at height H−1 with the same pn search (one table
for the shard's sub-claims). --json prints the shard's part: the pivot,
the replies, the proofs (21-dialect certificates with their placement; the
pass child's in shard 0) and the replies refuted. 'plylab merge' on the N
parts checks that every shard finished on the same pivot, combines the
pass child and the replies the running intersection still needs at the
pivot into the root's certificate in --dialect, reloads and reconstructs
it and writes it to --out (the merge prints the single run's fields and
"shards", "pivot"); when a needed reply was refuted, or no pivot's pass
child is proved, it reports found false with the reason ("no proof of
height ≤ H at pivot (x,y): ..."), since only that pivot was tried. The
certificate may differ from the single run's, with height ≤ H.
--min-height, --max-height and --inline are not for a split search.

  $ for i in 0 1 2; do plylab mb search --shape l5 --method pn --height 7 --out l5.txt --shard $i/3 --json > part-$i.json; done
  $ plylab mb search --shape l5 --method pn --height 7 --out l5.txt --shard 1/3
  l5 shard 1/3: pivot [0 0]: 4 replies, 1 proofs, 0 refuted; 1550 positions in 0.0s
  $ plylab merge part-*.json
  {"cards":61,"cells":"0,0 0,1 1,0 2,0 3,0","children":5,"dialect":"21","envelope_size":49,"found":true,"height":7,"height_bound":7,"max_height":7,"method":"pn","nodes":126187,"out":"l5.txt","pivot":[0,0],"references":169,"required":[],"rows":56,"seconds":0.548125808,"sha256":"4814e94cb9648091ca71cf70a5e08b1f9d4bea60ca9328b1d7e142d0078de824","shape":"l5","shards":3}

SIGINT or SIGTERM during --method pn --checkpoint FILE stops the search,
saves FILE and exits 1 ("stopped by terminated after N positions;
checkpoint saved to FILE"); a checkpoint larger than a table of the run's
limit can hold is refused before it is read.

Example:
  plylab mb search --shape l4 --out l4.txt
  plylab mb search --shape l5 --method pn --height 7 --out l5.txt
  plylab mb search --shape snaky --maker 0,0 --max-height 9 --out h1.txt
  slurm/submit --shards 4 -- mb search --shape snaky --maker 0,0 --method pn --height 12 --beam 5 --out h1.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			shape := fs.String("shape", "", "target polyomino (name or cells)")
			maxH := fs.Int("max-height", 12, "largest height tried")
			minH := fs.Int("min-height", 1, "smallest height tried (skip the refutation of lower ones)")
			outPath := fs.String("out", "", "certificate file to write")
			dialect := fs.String("dialect", "21", "output dialect: 21, 25 or 35")
			maker := fs.String("maker", "", `Maker cells at the start, "x,y x,y ..."`)
			breaker := fs.String("breaker", "", `Breaker cells at the start, "x,y x,y ..."`)
			maxNodes := fs.Uint64("max-nodes", 0, "stop after this many positions (0: no limit)")
			beam := fs.Int("beam", 0, "keep only the K best Maker cells per position (incomplete)")
			ckpt := fs.String("checkpoint", "", "checkpoint file: heights already refuted (--method pn: the search's table)")
			inline := fs.Bool("inline", false, "21 dialect: write rows used once inline")
			method := fs.String("method", "id", "id: deepen the height; pn: proof-number search at --height")
			height := fs.Int("height", 0, "--method pn: the height bound")
			maxMem := fs.Int64("max-memory", 0, "--method pn: table memory cap in MB (0: 4,000,000 positions)")
			library := fs.String("library", "", "--method pn: certificates (21 dialect, same shape) whose cards are reused, FILE,FILE...")
			libraryOut := fs.String("library-out", "", "--method pn: write the search's cards of height >= 3 to FILE (21 dialect) when it ends")
			shard := fs.String("shard", "", "--method pn: run shard i/N of the root's replies (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			return func(env *cli.Env) error {
				if *shape == "" {
					return cli.Usagef("--shape is required")
				}
				d, sh, err := mbDialectShape(*dialect, *shape)
				if err != nil {
					return err
				}
				if *outPath == "" {
					return cli.Usagef("--out FILE is required")
				}
				if _, err := mb.ParseCells(*maker); err != nil {
					return cli.Usagef("--maker: %v", err)
				}
				if _, err := mb.ParseCells(*breaker); err != nil {
					return cli.Usagef("--breaker: %v", err)
				}
				switch *method {
				case "id":
					if *height != 0 || *maxMem != 0 || *library != "" || *libraryOut != "" {
						return cli.Usagef("--height, --max-memory, --library and --library-out are for --method pn")
					}
				case "pn":
					if *height < 1 || *height > 60 {
						return cli.Usagef("--method pn needs --height 1..60 (got %d)", *height)
					}
					if *maxMem < 0 {
						return cli.Usagef("--max-memory %d: want 0 or a number of MB", *maxMem)
					}
					*maxH, *minH = *height, 1
				default:
					return cli.Usagef("--method %q: want id or pn", *method)
				}
				if *maxH < 1 || *maxH > 60 {
					return cli.Usagef("--max-height %d: want 1..60", *maxH)
				}
				if *minH < 1 || *minH > *maxH {
					return cli.Usagef("--min-height %d: want 1..--max-height (%d)", *minH, *maxH)
				}
				if *beam < 0 {
					return cli.Usagef("--beam %d: want 0 (no beam) or a positive number of cells", *beam)
				}
				if *inline && d != makerbreaker.Dialect21 {
					return cli.Usagef("--inline is for the 21 dialect (--dialect %s)", d)
				}
				// The output files are written after the search: check now
				// that their directories take a file.
				if err := cli.CanCreate(*outPath); err != nil {
					return cli.Usagef("--out %s: %v", *outPath, err)
				}
				if *ckpt != "" {
					if err := cli.CanCreate(*ckpt); err != nil {
						return cli.Usagef("--checkpoint %s: %v", *ckpt, err)
					}
				}
				var lib []string
				if *library != "" {
					lib = strings.Split(*library, ",")
				}
				if *libraryOut != "" {
					if err := cli.CanCreate(*libraryOut); err != nil {
						return cli.Usagef("--library-out %s: %v", *libraryOut, err)
					}
				}
				if *shard != "" {
					return mbSearchShard(env, fs, *shard, sh, mb.SearchOptions{Shape: *shape, Maker: *maker, Breaker: *breaker, MaxHeight: *maxH,
						MaxNodes: *maxNodes, Beam: *beam, Dialect: *dialect, Method: *method, MaxMemory: *maxMem << 20,
						Library: lib, LibraryOut: *libraryOut}, *outPath, *ckpt)
				}
				meter := env.Meter("search "+sh.Name, "positions")
				o := mb.SearchOptions{Shape: *shape, Maker: *maker, Breaker: *breaker, MinHeight: *minH, MaxHeight: *maxH,
					MaxNodes: *maxNodes, Beam: *beam, Dialect: *dialect, Inline: *inline, Method: *method, MaxMemory: *maxMem << 20,
					Library: lib, LibraryOut: *libraryOut}
				res, err := mb.SearchFile(o, *outPath, mb.Run{Checkpoint: *ckpt, Logf: env.Logf, Progress: meter.Update})
				if res != nil {
					meter.Done(res.Nodes)
				}
				if err != nil {
					return mbRunErr(err)
				}
				return env.Report(res.Report(sh, d, *minH, *outPath, env.Seconds()))
			}
		},
	})
}

// mbSearchShard runs one shard of the split proof-number search and
// prints its part for plylab merge.
func mbSearchShard(env *cli.Env, fs *flag.FlagSet, shard string, sh makerbreaker.Shape, o mb.SearchOptions, out, ckpt string) error {
	switch {
	case o.Method != "pn":
		return cli.Usagef("--shard splits --method pn (got --method %s)", o.Method)
	case o.MaxHeight < 2:
		return cli.Usagef("--shard needs --height 2 or more (got %d)", o.MaxHeight)
	case cli.FlagGiven(fs, "inline") || cli.FlagGiven(fs, "min-height") || cli.FlagGiven(fs, "max-height"):
		return cli.Usagef("--shard: --inline, --min-height and --max-height are not for a split search")
	}
	s, err := cli.Shard(shard)
	if err != nil {
		return err
	}
	meter := env.Meter("search "+sh.Name+" shard "+s.String(), "positions")
	part, err := mb.SearchShard(o, out, mb.Run{Shard: s, Checkpoint: ckpt, Logf: env.Logf, Progress: meter.Update})
	if part != nil {
		meter.Done(part.Nodes)
	}
	if err != nil {
		return mbRunErr(err)
	}
	return env.Report(part)
}
