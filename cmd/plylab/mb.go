package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"plylab/data/mb"
	"plylab/data/runctl"
	"plylab/engine/makerbreaker"
	"plylab/internal/cli"
)

func init() {
	cli.RegisterFamily(cli.Family{Name: "mb", Summary: "Maker–Breaker polyomino certificates (seeds/003): claims calculus, the 21/25/35-move dialects, play, search"})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "reconstruct",
		Summary: "parse a certificate, reconstruct every card, and measure it",
		Usage:   "[--dialect 21|25|35] [--shape S] [--maker \"x,y ...\"] [--endpoint] FILE [--json]",
		Help: `Parses a certificate in one of the paper's three dialects, reconstructs
every card with the combination rule (Lemma "combination"; for the 25
dialect the reduced cards of Proposition "r25:composition" and their
normalization), and reports the counts, the final card, the number of
local reply classes (each cell of T \ (A ∪ {p}) plus one exterior class, as
the paper counts them) and the histograms of |A|, |T| and h over all cards.
The reply classes are a measurement, not a validation: for cards computed by
the combination rule every class misses some child envelope by
construction. The independent check of the cards is exhaustive play on
their envelopes (plylab mb verify). In the 25 dialect every card is computed
twice, reduced and full, and a disagreement exits 1.

The file's SHA-256 is compared with the three published identities; on a
published file the paper's endpoint is checked as well (21: A = ∅, |T| = 251,
h = 21, T ⊆ {0..16}²; 25: P = ∅, |E| = 389, h = 25 and the required-size
histogram; 35: the four conditional interfaces); --endpoint lists those
checks for any file (on a file that is not published they only inform).

Malformed input (bad token, forward or out-of-range reference, empty child
list, anchor index out of range, truncated extended block, wrong marker
number) is one line FILE:LINE:COLUMN: reason, exit status 2.

--shape gives the target for certificates of other polyominoes (default
snaky; names as in 'plylab mb search --help', or cells "x,y x,y ...").
` + mbClaimHelp + `

Example:
  plylab mb search --shape l4 --out l4.txt && plylab mb reconstruct --dialect 21 --shape l4 l4.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			endpoint := fs.Bool("endpoint", false, "list the published endpoint checks even for a file that is not a published one (they fail there)")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want exactly one certificate FILE")
				}
				_, sh, err := mbDialectShape(*dialect, *shape)
				if err != nil {
					return err
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(env.Args[0], *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				s := c.Summary
				out := mbReconstructJSON(env.Args[0], sh, s)
				out.Certifies, out.FinalCard = fc.String(), fc.Card
				if s.Published != 0 || *endpoint {
					for _, ch := range makerbreaker.EndpointChecks(c.Cert, c.Recon) {
						out.EndpointChecks = append(out.EndpointChecks, mbCheckJSON{ch.Name, ch.Want, ch.Got, ch.OK})
					}
				}
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else {
					mbPrintReconstruct(env, out)
				}
				if len(s.NormalizationMismatches) > 0 {
					return cli.Failuref("cards %v: the reduced composition disagrees with the full one (Proposition r25:composition)", s.NormalizationMismatches)
				}
				for _, ch := range out.EndpointChecks {
					if !ch.OK && s.Published != 0 {
						return cli.Failuref("published endpoint check failed: %s: want %s, got %s", ch.Name, ch.Want, ch.Got)
					}
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "convert",
		Summary: "rewrite a certificate in another dialect and re-verify it",
		Usage:   "--from D --to D [--shape S] [--display] [--inline] IN OUT",
		Help: `Reads IN in dialect --from, rewrites every combination (inline ones
become numbered rows) in dialect --to, writes OUT, reloads it, and checks
that every card of the input reappears, up to its frame offset. The same
dialect on both sides rewrites the file in canonical layout.

Not every certificate fits every dialect: the 21 dialect needs each row to
fit a 17×17 coordinate frame, the 25 dialect needs every child to place one
of its required cells on the parent's pivot (the anchor), and the 35
dialect needs translations in [-4,5]². A certificate that does not fit
names the first card that cannot be written (exit status 2).

--inline (21 dialect) writes every row used exactly once inline, in
parentheses, in the line that uses it, as the paper's certificate does.

--display writes a 25-move certificate in the appendix display form
("[n] bbb bbb ...").

Example:
  plylab mb convert --from 21 --to 35 --shape l4 l4.txt l4-35.txt`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			from := fs.String("from", "", "input dialect: 21, 25 or 35")
			to := fs.String("to", "", "output dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			display := fs.Bool("display", false, "25 dialect: write the appendix display form")
			inline := fs.Bool("inline", false, "21 dialect: write rows used once inline, in parentheses")
			return func(env *cli.Env) error {
				if len(env.Args) != 2 {
					return cli.Usagef("want IN and OUT")
				}
				if *from == "" {
					return cli.Usagef("--from 21|25|35 is required (the dialect of IN)")
				}
				din, err := makerbreaker.ParseDialect(*from)
				if err != nil {
					return cli.Usagef("--from: %v", err)
				}
				if _, _, err := mbDialectShape("21", *shape); err != nil {
					return err
				}
				if *to == "" {
					return cli.Usagef("--to 21|25|35 is required (the dialect of OUT)")
				}
				dout, err := makerbreaker.ParseDialect(*to)
				if err != nil {
					return cli.Usagef("--to: %v", err)
				}
				src, err := mb.Load(env.Args[0], *from, *shape)
				if err != nil {
					return err
				}
				if *inline && dout != makerbreaker.Dialect21 {
					return cli.Usagef("--inline is for the 21 dialect")
				}
				if *display && dout != makerbreaker.Dialect25 {
					return cli.Usagef("--display is for the 25 dialect")
				}
				dst, err := mb.ConvertFile(src, *to, env.Args[1], *inline, *display)
				if err != nil {
					return err
				}
				r, or := src.Recon, dst.Recon
				fin := or.Final()
				res := map[string]any{"from": din.String(), "to": dout.String(), "in": env.Args[0], "out": env.Args[1],
					"cards_in": len(r.Cards), "cards_out": len(or.Cards), "inline_nodes": or.InlineNodes,
					"final": mbFinal(fin), "sha256": dst.Summary.SHA256}
				if env.JSONOut {
					return env.JSON(res)
				}
				env.Printf("%s (%d dialect, %d cards) -> %s (%d dialect, %d cards); final card h=%d |A|=%d |T|=%d\n",
					env.Args[0], din, len(r.Cards), env.Args[1], dout, len(or.Cards), fin.H, fin.A.Len(), fin.T.Len())
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "play",
		Summary: "play a certificate's policy against Breakers and check the height bound",
		Usage:   "[--cert] FILE [--dialect D] [--breaker random|greedy|search] [--games N] [--seed S] [--board infinite|envelope|square] [--shape S] [--maker \"x,y ...\"]",
		Help: `Turns the certificate into the paper's policy (Section "One strategy
against every continuation": claim the placed pivot, or the first free cell
of a fixed enumeration if Maker owns it already; after Breaker's reply pass
to the first child in printed order whose envelope avoids it) and plays N
games against a Breaker:

  random  uniform free cells around the final envelope, sometimes far away
  greedy  blocks the cell in the most threatening target copies
  search  searches the reply classes for the longest game (--budget
          positions per reply)

It reports the distribution of Maker's winning move and asserts that it
never exceeds the certificate's height (exit status 1 with the game if it
does). The game starts at the final card's hypothesis (Maker owns its
required set, empty for a certificate of the empty board).

--board envelope plays the finite-board reading (Corollary "finite board"):
Maker's replacement moves and all Breaker moves stay inside the final
envelope; --board square uses the 17×17 square {0..16}².
` + mbClaimHelp + `

Example:
  plylab mb play --cert l4.txt --dialect 21 --shape l4 --breaker search --games 1`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			cert := fs.String("cert", "", "certificate file")
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			breaker := fs.String("breaker", "random", "random, greedy or search")
			games := fs.Int("games", 100, "number of games")
			seed := fs.Uint64("seed", 1, "random seed")
			board := fs.String("board", "infinite", "infinite, envelope or square")
			budget := fs.Int("budget", 20000, "search Breaker: positions explored per reply")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if *cert == "" && len(env.Args) == 1 {
					*cert = env.Args[0] // FILE may also be given without --cert
				} else if len(env.Args) > 0 {
					return cli.Usagef("unexpected argument %q (the certificate is --cert FILE or a single FILE)", env.Args[0])
				}
				if *cert == "" {
					return cli.Usagef("--cert FILE is required")
				}
				d, _, err := mbDialectShape(*dialect, *shape)
				if err != nil {
					return err
				}
				if *games < 1 {
					return cli.Usagef("--games must be positive")
				}
				if *budget < 1 {
					return cli.Usagef("--budget %d: want a positive number of positions", *budget)
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				r := c.Recon
				switch *board {
				case "infinite", "envelope":
				case "square":
					if !r.Final().T.SubsetOf(makerbreaker.Rect(0, 16, 0, 16)) {
						return cli.Usagef("--board square: the final envelope is not inside {0..16}²")
					}
				default:
					return cli.Usagef("--board %q: want infinite, envelope or square", *board)
				}
				switch *breaker {
				case "random", "greedy", "search":
				default:
					return cli.Usagef("--breaker %q: want random, greedy or search", *breaker)
				}
				meter := mbMeter(env, "play "+*breaker, "games")
				st, err := mb.PlayWith(c, mb.PlayOptions{Breaker: *breaker, Board: *board, Games: *games, Seed: *seed, Budget: *budget}, mb.Run{Progress: meter.Update})
				meter.Done(uint64(st.Games))
				if err != nil {
					return cli.Failuref("%v", err)
				}
				wins := map[string]int{}
				for k, v := range st.WinMoves {
					wins[strconv.Itoa(k)] = v
				}
				res := map[string]any{"cert": *cert, "dialect": d.String(), "breaker": *breaker, "games": st.Games, "seed": *seed,
					"board": *board, "height": st.Height, "win_moves": wins, "max_win_move": st.MaxWinMove,
					"mean_win_move": st.MeanWinMove, "replacements": st.Replacements, "within_height": st.MaxWinMove <= st.Height,
					"certifies": fc.String(), "final_card": fc.Card, "start_required": mbPairsOrEmpty(r.Final().A)}
				if env.JSONOut {
					return env.JSON(res)
				}
				env.Printf("certifies: %s\n", fc)
				env.Printf("games start at the final card's hypothesis: Maker owns A = %s, Maker to move\n", mbSetText(r.Final().A))
				env.Printf("%d games against the %s Breaker (%s board): height %d, winning move max %d, mean %.2f, %d replacement moves\n",
					st.Games, *breaker, *board, st.Height, st.MaxWinMove, st.MeanWinMove, st.Replacements)
				var ks []int
				for k := range st.WinMoves {
					ks = append(ks, k)
				}
				sort.Ints(ks)
				for _, k := range ks {
					env.Printf("  won on move %2d: %d games\n", k, st.WinMoves[k])
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "search",
		Summary: "search a certificate that Maker wins, smallest height first",
		Usage:   `--shape NAME|"x,y x,y ..." [--max-height H] [--min-height H] --out FILE [--dialect 21|25|35] [--maker "x,y ..."] [--breaker "x,y ..."] [--max-nodes N] [--beam K] [--checkpoint FILE]`,
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

Not shardable: the search is one depth-first proof whose memo of proved
and refuted positions (under symmetry) is shared by every branch, and on
the empty board Maker's first cell is a single orbit, so there is no
independent set of items to deal out; split copies would each redo what
the memo saves. What to do instead on a cluster: one job per height
(--min-height h --max-height h, each height is an independent question),
on nodes with the memory (about 62 bytes per position), with --checkpoint
so a requeued job keeps its refuted heights; the highest height tried
dominates the cost.

Example:
  plylab mb search --shape l4 --out l4.txt
  plylab mb search --shape snaky --maker 0,0 --max-height 9 --out h1.txt`,
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
			ckpt := fs.String("checkpoint", "", "checkpoint file: heights already refuted")
			inline := fs.Bool("inline", false, "21 dialect: write rows used once inline")
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
				if err := mbWritableDir(*outPath); err != nil {
					return cli.Usagef("--out %s: %v", *outPath, err)
				}
				if *ckpt != "" {
					if err := mbWritableDir(*ckpt); err != nil {
						return cli.Usagef("--checkpoint %s: %v", *ckpt, err)
					}
				}
				meter := mbMeter(env, "search "+sh.Name, "positions")
				res, err := mb.SearchFile(mb.SearchOptions{Shape: *shape, Maker: *maker, Breaker: *breaker, MinHeight: *minH, MaxHeight: *maxH,
					MaxNodes: *maxNodes, Beam: *beam, Dialect: *dialect, Inline: *inline},
					*outPath, mb.Run{Checkpoint: *ckpt, Logf: env.Logf, Progress: meter.Update})
				if res != nil {
					meter.Done(res.Nodes)
				}
				if err != nil {
					return mbRunErr(err)
				}
				out := map[string]any{"shape": sh.Name, "cells": sh.CellString(), "found": res.Found, "max_height": *maxH,
					"nodes": res.Stats.Nodes, "tt_hits": res.Stats.TTHits, "proofs": res.Stats.Proofs, "aborted": res.Stats.Aborted,
					"seconds": env.Seconds(), "dialect": d.String()}
				out["refuted_from"], out["refuted_up_to"] = *minH, res.Refuted
				if res.Found {
					r := res.Cert.Recon
					fin := r.Final()
					out["height"], out["cards"], out["rows"] = fin.H, len(r.Cards), r.Rows
					out["envelope_size"], out["required"], out["out"] = fin.T.Len(), fin.A.Pairs(), *outPath
					out["sha256"], out["references"] = res.Cert.Summary.SHA256, r.References
				}
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else if res.Found {
					env.Printf("%s: Maker wins within %d moves; %d cards, final envelope %d cells; %d positions in %.1fs; wrote %s\n",
						sh.Name, out["height"], out["cards"], out["envelope_size"], res.Stats.Nodes, env.Seconds(), *outPath)
				} else {
					why := fmt.Sprintf("no proof of height ≤ %d", *maxH)
					if res.Stats.Aborted {
						why = fmt.Sprintf("stopped at height %d after %d positions", res.Stats.Height, res.Stats.Nodes)
					}
					env.Printf("%s: %s (%.1fs)\n", sh.Name, why, env.Seconds())
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "verify",
		Summary: "check a certificate's cards by exhaustive play on their envelopes",
		Usage:   "[--cert] FILE [--dialect D] [--shape S] [--maker \"x,y ...\"] [--all] [--lower]",
		Help: `An independent check of the calculus: for the final card (or, with
--all, every card) it solves the game exhaustively on the card's envelope,
Maker owning exactly the required set and every cell outside the envelope
counting as Breaker's — the worst position the claim covers — and confirms
that Maker wins within the height (Maker-turn reading) and, after claiming
the pivot, within height − 1 against every reply (Breaker-turn reading).
--lower also reports whether height − 1 suffices on that board. Envelopes
above 128 cells are skipped.
` + mbClaimHelp + `

Example:
  plylab mb verify --cert l4.txt --dialect 21 --shape l4 --lower`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			cert := fs.String("cert", "", "certificate file")
			dialect := fs.String("dialect", "21", "certificate dialect: 21, 25 or 35")
			shape := fs.String("shape", "snaky", "target polyomino")
			all := fs.Bool("all", false, "check every card, not only the final one")
			lower := fs.Bool("lower", false, "also test height − 1 for the final card")
			maker := fs.String("maker", "", `Maker cells of the starting position the certificate proves, "x,y x,y ..." (default: the empty board)`)
			return func(env *cli.Env) error {
				if *cert == "" && len(env.Args) == 1 {
					*cert = env.Args[0] // FILE may also be given without --cert
				} else if len(env.Args) > 0 {
					return cli.Usagef("unexpected argument %q (the certificate is --cert FILE or a single FILE)", env.Args[0])
				}
				if *cert == "" {
					return cli.Usagef("--cert FILE is required")
				}
				if _, _, err := mbDialectShape(*dialect, *shape); err != nil {
					return err
				}
				if err := mbMakerCells(*maker); err != nil {
					return err
				}
				c, fc, err := mb.LoadClaim(*cert, *dialect, *shape, *maker)
				if err != nil {
					return err
				}
				v, err := mb.Verify(c, *all, *lower)
				if err != nil {
					return err
				}
				r := c.Recon
				checked, skipped, failed := v.Checked, v.Skipped, v.Failed
				fin := r.Final()
				out := map[string]any{"cert": *cert, "cards_checked": checked, "cards_skipped": skipped, "cards_failed": failed,
					"final": mbFinal(fin), "certifies": fc.String(), "final_card": fc.Card}
				if v.LowerTested {
					out["wins_at_height_minus_one"] = v.WinsLower
				}
				out["seconds"] = env.Seconds()
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else {
					env.Printf("certifies: %s\n", fc)
					env.Printf("%d cards solved exhaustively on their envelopes, %d failed, %d skipped (envelope above %d cells)\n",
						checked, failed, skipped, makerbreaker.MaxSolverCells)
					if v, ok := out["wins_at_height_minus_one"]; ok {
						env.Printf("final card: Maker wins within %d on its %d-cell envelope; within %d: %v\n", fin.H, fin.T.Len(), fin.H-1, v)
					} else if *lower {
						env.Printf("--lower: not tested (final envelope %d cells, height %d: the test needs at most %d cells and height above 1)\n", fin.T.Len(), fin.H, makerbreaker.MaxSolverCells)
					}
				}
				if failed > 0 {
					return cli.Failuref("exhaustive play refutes %s", v.FirstBad)
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "mb",
		Verb:    "fourrow",
		Summary: "machine-check the four-in-a-row proposition over every Breaker placement",
		Usage:   "[--max-breaker 3] [--max-height H] [--workers W] [--shard i/N] [--checkpoint FILE] [--json]",
		Help: `Proposition "four-row": Maker to move owns (0,0),(1,0),(2,0),(3,0) and
Breaker owns at most three cells of Q = [-3,6] × [-4,4]; then Maker wins.
This runs the certificate search on the finite board Q (so Breaker cells
outside Q cannot matter and extra Maker cells only help) for every
placement of at most --max-breaker Breaker cells, one per class under the
reflections x ↦ 3 − x and y ↦ −y, and reports the heights of the proofs and
any placement without one (exit status 1).

Long runs: --shard i/N checks every N-th class ('plylab merge' adds the
shards' --json outputs); --checkpoint FILE saves progress every 30 s.

Example:
  plylab mb fourrow --max-breaker 2`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			maxB := fs.Int("max-breaker", 3, "Breaker cells in Q (at most)")
			maxH := fs.Int("max-height", 12, "largest proof height tried")
			shard := fs.String("shard", "", "run shard i/N of the classes (0-based), or auto: from a Slurm array or Kubernetes indexed job")
			ckpt := fs.String("checkpoint", "", "checkpoint file")
			workers := fs.Int("workers", 1, "goroutines (0: one per core)")
			return func(env *cli.Env) error {
				if *maxB < 0 || *maxB > 4 {
					return cli.Usagef("--max-breaker %d: want 0..4", *maxB)
				}
				if *maxH < 1 || *maxH > 60 {
					return cli.Usagef("--max-height %d: want 1..60", *maxH)
				}
				nw, err := runctl.Workers(*workers)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				sh, err := runctl.ParseShard(*shard)
				if err != nil {
					return cli.Usagef("--shard: %v", err)
				}
				meter := mbMeter(env, "fourrow", "classes")
				var ran uint64 // classes checked by this run (not resumed), for the meter
				out, err := mb.FourRow(*maxB, *maxH, mb.Run{Checkpoint: *ckpt, Shard: sh, Workers: nw, Logf: env.Logf,
					Progress: func(done uint64, fraction float64) { ran = done; meter.Update(done, fraction) }})
				if err != nil {
					var ce *mb.CheckpointError
					if errors.As(err, &ce) && ce.Input {
						return cli.Usagef("%v", ce.Err)
					}
					return cli.Failuref("%v", err)
				}
				meter.Done(ran)
				if env.JSONOut {
					if err := env.JSON(out); err != nil {
						return err
					}
				} else {
					env.Printf("Breaker placements of at most %d cells in Q: %d classes (%d placements) checked of %d classes\n",
						*maxB, out.Classes, out.Placements, out.TotalClasses)
					env.Printf("Maker wins %d classes (%d placements); proof heights by placements: %v\n", out.Won, out.WonPlacements, out.Heights)
				}
				if len(out.Failures) > 0 {
					return cli.Failuref("%d placements without a proof of height ≤ %d, first %v", len(out.Failures), *maxH, out.Failures[0])
				}
				return nil
			}
		},
	})
}

// mbDialectShape parses --dialect and --shape.
func mbDialectShape(dialect, shape string) (makerbreaker.Dialect, makerbreaker.Shape, error) {
	d, err := makerbreaker.ParseDialect(dialect)
	if err != nil {
		return 0, makerbreaker.Shape{}, cli.Usagef("--dialect: %v", err)
	}
	sh, err := makerbreaker.ParseShape(shape)
	if err != nil {
		return 0, makerbreaker.Shape{}, cli.Usagef("--shape: %v", err)
	}
	return d, sh, nil
}

// mbClaimHelp is the help paragraph on the final claim (reconstruct, verify,
// play).
const mbClaimHelp = `
A certificate must end in the claim it certifies, and the output names it
("certifies: ..."). By default that is Maker to move on the empty board: the
final card must require no Maker cell (A = ∅). --maker "x,y ..." names the
Maker cells of a handicap start (as given to plylab mb search --maker): the
final card's A must fit inside them under a placement. The published
35-move certificate ends in its interface row 615 and certifies the empty
board through its opening proof. An empty file, a file that lost its last
card(s), or one ending in another claim is refused (exit status 2).`

// mbMakerCells checks --maker of reconstruct, verify and play.
func mbMakerCells(s string) error {
	if _, err := mb.ParseCells(s); err != nil {
		return cli.Usagef("--maker: %v", err)
	}
	return nil
}

// mbRunErr maps a checkpoint that cannot be used to bad input (exit 2)
// and one that could not be saved to its message.
func mbRunErr(err error) error {
	var ce *mb.CheckpointError
	if errors.As(err, &ce) {
		if ce.Input {
			return cli.Usagef("%v", ce.Err)
		}
		return ce.Err
	}
	return err
}

func mbSetText(s makerbreaker.Set) string {
	if s.Len() == 0 {
		return "∅"
	}
	return s.String()
}

func mbPairsOrEmpty(s makerbreaker.Set) [][2]int {
	if s.Len() == 0 {
		return [][2]int{}
	}
	return s.Pairs()
}

// mbWritableDir checks that a file can be created beside path (its
// directory exists and is writable) without creating path itself.
func mbWritableDir(path string) error {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("is a directory")
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("directory %s does not exist", dir)
	}
	f, err := os.CreateTemp(dir, ".plylab-mb-*")
	if err != nil {
		return fmt.Errorf("cannot create a file in %s", dir)
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}

func mbMeter(env *cli.Env, label, unit string) *runctl.Meter {
	if env.Quiet {
		return nil
	}
	return runctl.NewMeter(env.Stderr, label, unit)
}

type mbFinalJSON struct {
	Required     [][2]int `json:"required"`
	EnvelopeSize int      `json:"envelope_size"`
	Height       int      `json:"height"`
	Pivot        [2]int   `json:"pivot"`
}

func mbFinal(c makerbreaker.Card) mbFinalJSON {
	return mbFinalJSON{Required: c.A.Pairs(), EnvelopeSize: c.T.Len(), Height: c.H, Pivot: [2]int{c.Pivot.X, c.Pivot.Y}}
}

type mbCheckJSON struct {
	Name string `json:"name"`
	Want string `json:"want"`
	Got  string `json:"got"`
	OK   bool   `json:"ok"`
}

type mbHistJSON struct {
	RequiredSize map[string]int `json:"required_size"`
	EnvelopeSize map[string]int `json:"envelope_size"`
	Height       map[string]int `json:"height"`
}

type mbReconstructOut struct {
	File             string      `json:"file"`
	Dialect          string      `json:"dialect"`
	Shape            string      `json:"shape"`
	Cards            int         `json:"cards"`
	Rows             int         `json:"rows"`
	References       int         `json:"references"`
	InlineNodes      int         `json:"inline_nodes"`
	CombinationNodes int         `json:"combination_nodes"`
	Final            mbFinalJSON `json:"final"`
	// Certifies states the claim of the final card (card FinalCard).
	Certifies    string     `json:"certifies"`
	FinalCard    int        `json:"final_card"`
	Histograms   mbHistJSON `json:"histograms"`
	ReplyClasses int        `json:"reply_classes"`
	// NormalizationMismatches: 25-dialect cards whose reduced and full
	// compositions disagree (always [] in the 21 and 35 dialects).
	NormalizationMismatches []int         `json:"normalization_mismatches"`
	MaxHeight               int           `json:"max_height"`
	SHA256                  string        `json:"sha256"`
	Published               *string       `json:"published"`
	EndpointChecks          []mbCheckJSON `json:"endpoint_checks,omitempty"`
}

func mbHist(m map[int]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[strconv.Itoa(k)] = v
	}
	return out
}

func mbReconstructJSON(file string, sh makerbreaker.Shape, s makerbreaker.Summary) mbReconstructOut {
	out := mbReconstructOut{File: file, Dialect: s.Dialect.String(), Shape: sh.Name, Cards: s.Cards, Rows: s.Rows,
		References: s.References, InlineNodes: s.InlineNodes, CombinationNodes: s.CombinationNodes, Final: mbFinal(s.Final),
		Histograms:   mbHistJSON{mbHist(s.RequiredSize), mbHist(s.EnvelopeSize), mbHist(s.Height)},
		ReplyClasses: s.ReplyClasses, NormalizationMismatches: s.NormalizationMismatches, MaxHeight: s.MaxHeight, SHA256: s.SHA256}
	if out.NormalizationMismatches == nil {
		out.NormalizationMismatches = []int{}
	}
	if s.Published != 0 {
		p := s.Published.String()
		out.Published = &p
	}
	return out
}

func mbPrintReconstruct(env *cli.Env, o mbReconstructOut) {
	pub := "not a published file"
	if o.Published != nil {
		pub = "the published " + *o.Published + "-move certificate"
	}
	env.Printf("%s: %s-move dialect, target %s; %s\n", o.File, o.Dialect, o.Shape, pub)
	env.Printf("sha256 %s\n", o.SHA256)
	env.Printf("%d cards (%d numbered rows), %d references, %d inline combinations, %d combination nodes\n",
		o.Cards, o.Rows, o.References, o.InlineNodes, o.CombinationNodes)
	env.Printf("certifies: %s\n", o.Certifies)
	env.Printf("final card: A = %v, |T| = %d, h = %d, pivot %v\n", o.Final.Required, o.Final.EnvelopeSize, o.Final.Height, o.Final.Pivot)
	env.Printf("local reply classes: %d (a count: each misses a child envelope by the combination rule's construction; plylab mb verify checks cards by exhaustive play)\n", o.ReplyClasses)
	if o.Dialect == "25" {
		env.Printf("cards whose reduced and full compositions disagree: %v\n", o.NormalizationMismatches)
	}
	tw := tabwriter.NewWriter(env.Stdout, 2, 8, 2, ' ', 0)
	for _, h := range []struct {
		name string
		m    map[string]int
	}{{"|A|", o.Histograms.RequiredSize}, {"|T|", o.Histograms.EnvelopeSize}, {"h", o.Histograms.Height}} {
		var ks []int
		for k := range h.m {
			n, _ := strconv.Atoi(k)
			ks = append(ks, n)
		}
		sort.Ints(ks)
		var parts []string
		for _, k := range ks {
			parts = append(parts, fmt.Sprintf("%d:%d", k, h.m[strconv.Itoa(k)]))
		}
		fmt.Fprintf(tw, "histogram %s\t%s\n", h.name, strings.Join(parts, " "))
	}
	tw.Flush()
	for _, c := range o.EndpointChecks {
		mark := "ok"
		if !c.OK {
			mark = "FAIL"
		}
		env.Printf("  %-4s %s: want %s, got %s\n", mark, c.Name, c.Want, c.Got)
	}
}
