package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
	"plylab/engine/positional/qbf"
	"plylab/internal/cli"
)

func init() {
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "gen",
		Summary: "write a well-known positional game as a JSON instance (m,n,k, transversal, Hex, polyomino, clique, Shannon, k^d)",
		Usage:   "KIND [--rows R --cols C --k K --n N --d D --shape S --edges E --u U --v V] [--rule R] [--first F] [--bias p:q] [--id ID] [--out FILE] [--json]",
		Help: `Writes one JSON instance line (the input of 'plylab game solve') for a
family of winning sets, to standard output or to --out FILE (written whole
or not at all). KIND and the flags it reads:

  mnk          --rows M --cols N --k K: k in a row across, down or on either
               diagonal of an M×N board (strong). Tic-tac-toe is 3 3 3.
  transversal  --n N: the N! transversals of the N×N board (strong), the
               game of seeds/000.
  hex          --rows R --cols C: Hex as Maker–Breaker, Maker = Across
               (joining column 0 to column C−1) on its minimal chains
               (engine/hex), Breaker = Down; --first maker|breaker says who
               moves first (Across by default). On N×(N+1) Down's edges are
               the nearer pair and Down wins even moving second.
  polyomino    --shape S --rows R --cols C (or --n B for B×B): every copy of
               the polyomino in every rotation and reflection inside the
               board (engine/makerbreaker's shapes: domino, i3, v3, l4, t4,
               z4, o4, i4, the pentominoes f5 … z5, snaky, or cells
               "x,y x,y ..."); Maker–Breaker, Maker first.
  clique       --n N --k K: the edges of K_N, winning sets the C(N,K)
               copies of K_K (strong).
  shannon      --edges "0-1 1-2 0-2 ..." --u U --v V [--vertices N]: the
               edges of a multigraph, Maker = Short on the edge sets of the
               simple U–V paths, Breaker = Cut; --first maker|breaker.
  kd           --k K --d D: K^D tic-tac-toe, the ((K+2)^D − K^D)/2
               geometric lines (strong). Qubic is 4 3.
  tictactoe, qubic, sim: the classical games (sim: triangles on K_6,
               strong misère).

--rule strong|strong-misere|maker-breaker|avoider-enforcer casts the family
in another rule, --first names the side moving first (maker/breaker,
avoider/enforcer) and --bias p:q the cells per turn of Maker and Breaker.
Cells of grid games are numbered row by row (r·cols + c) and labelled
"a1", "b1", … from the top left. Sizes beyond 256 cells or 2^20 winning
sets are refused (exit status 2).

With --out, --json prints {"out", "id", "kind", "cells", "sets", "rule",
"first"}; without --out the instance line itself is the JSON output.

Examples:
  plylab game gen mnk --rows 4 --cols 4 --k 3
  plylab game gen transversal --n 4 --out t4.jsonl
  plylab game gen hex --rows 3 --cols 4 --first breaker
  plylab game gen polyomino --shape l4 --n 5 --rule strong
  plylab game gen clique --n 6 --k 3 --rule strong-misere
  plylab game gen shannon --edges "0-1 0-2 1-2 1-3 2-3" --u 0 --v 3
  plylab game gen kd --k 4 --d 3 --id qubic`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			rows := fs.Int("rows", 0, "rows of the board (mnk, hex, polyomino)")
			cols := fs.Int("cols", 0, "columns of the board (mnk, hex, polyomino)")
			k := fs.Int("k", 0, "line length (mnk, kd) or clique size (clique)")
			n := fs.Int("n", 0, "board side (transversal, polyomino) or vertices of K_n (clique)")
			d := fs.Int("d", 0, "dimension (kd)")
			shape := fs.String("shape", "", "polyomino name or cells \"x,y x,y ...\" (polyomino)")
			edges := fs.String("edges", "", "edges \"a-b a-b ...\" (shannon)")
			vertices := fs.Int("vertices", 0, "vertex count (shannon; default: the largest endpoint + 1)")
			u := fs.Int("u", -1, "terminal u (shannon)")
			v := fs.Int("v", -1, "terminal v (shannon)")
			rule := fs.String("rule", "", "strong, strong-misere, maker-breaker or avoider-enforcer (default: the kind's)")
			first := fs.String("first", "", "the side moving first: maker/breaker, avoider/enforcer (default: the rule's first role)")
			bias := fs.String("bias", "", "cells per turn p:q of Maker and Breaker (maker-breaker only)")
			id := fs.String("id", "", "instance id (default: from the kind and sizes)")
			out := fs.String("out", "", "write the instance to FILE instead of standard output")
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one KIND (%s), got %d arguments", strings.Join(gen.Kinds(), ", "), len(env.Args))
				}
				spec := gen.Spec{Kind: env.Args[0], Rows: *rows, Cols: *cols, K: *k, N: *n, D: *d,
					Shape: *shape, Edges: *edges, Vertices: *vertices, U: *u, V: *v,
					Rule: *rule, First: *first, Bias: *bias, ID: *id}
				fs.Visit(func(f *flag.Flag) { spec.Given = append(spec.Given, f.Name) })
				t0, last := time.Now(), time.Now()
				spec.Progress = func(n int) {
					if !env.Quiet && time.Since(last) >= time.Second {
						last = time.Now()
						s := time.Since(t0).Seconds()
						env.Logf("game gen hex %d×%d: %d minimal chains listed, %.0f s (%.0f/s; at most %d)\n", *rows, *cols, n, s, float64(n)/s, positional.MaxSets)
					}
				}
				kind := spec.Kind
				g, id, err := gen.Build(spec)
				if err != nil {
					return cli.Usagef("%v", err)
				}
				line, err := json.Marshal(g.Instance(id))
				if err != nil {
					return err
				}
				line = append(line, '\n')
				if *out == "" {
					_, err := env.Stdout.Write(line)
					return err
				}
				if err := gameWriteWhole(*out, line); err != nil {
					return cli.Usagef("--out: %v", err)
				}
				if env.JSONOut {
					return env.JSON(struct {
						Out   string `json:"out"`
						ID    string `json:"id"`
						Kind  string `json:"kind"`
						Cells int    `json:"cells"`
						Sets  int    `json:"sets"`
						Rule  string `json:"rule"`
						First string `json:"first"`
					}{*out, id, kind, g.Cells, len(g.Sets), g.Rule.String(), g.First})
				}
				if !env.Quiet {
					who := ""
					if g.Rule == positional.MakerBreaker || g.Rule == positional.AvoiderEnforcer {
						who = ", " + g.First + " first"
					}
					env.Printf("wrote %s: %s, %d cells, %d winning sets, %s%s\n", *out, id, g.Cells, len(g.Sets), g.Rule, who)
				}
				return nil
			}
		},
	})
	cli.Register(cli.Command{
		Family:  "game",
		Verb:    "qbf",
		Summary: "write 'the first player / Maker / Enforcer forces a win within P plies' as QDIMACS",
		Usage:   "FILE.jsonl --plies P [--moves one-hot|log] [--line L] [--out FILE] [--solve SOLVER] [--timeout D] [--json]",
		Help: `Encodes one instance of FILE.jsonl (the only one, or the one on line L)
as a quantified Boolean formula in QDIMACS: true iff the attacker — the
first player under strong and strong-misere, Maker under maker-breaker,
Enforcer under avoider-enforcer — forces a win within P plies of the
instance's start position (a ply is one turn). Existential and universal
blocks of one-hot move variables alternate ply by ply; an illegal move of
the defender makes the formula true, an illegal move of the attacker cannot.
--moves log writes the defender's moves as ⌈log₂ F⌉ universal bits a ply
(F free cells), the number of the cell claimed, which DepQBF solves about
ten times faster on the m,n,k-games of 16-20 cells (make bench-qbf).
The encoding and its soundness proof are in the documentation of
plylab/engine/positional/qbf. Every rule is supported with a 1:1 bias and
any start position in which no winning set is owned yet; a biased instance
is refused (exit status 2).

The formula goes to standard output or to --out FILE. --solve SOLVER runs
a QDIMACS solver that answers by exit status 10/20 (Debian's depqbf,
installed by 'make test') and prints its verdict instead of the formula
(with --out the formula is also written); --timeout bounds the solver
(default 10m). A solver that is missing, crashes or times out is exit
status 2. The encoding's size (variables, clauses, bytes) is computed and
stated on stderr before it is built; one that would take more than
--memory MiB (default: half the memory available, at most an eighth of
the machine's) is refused with exit status 2. --json prints one object: id, plies, attacker, variables,
clauses and, with --solve, value, solver and seconds.

Examples:
  plylab game gen tictactoe > ttt.jsonl
  plylab game qbf ttt.jsonl --plies 9 --out ttt9.qdimacs
  depqbf ttt9.qdimacs; echo $?          # 20: X does not force a win
  plylab game qbf ttt.jsonl --plies 9 --solve depqbf --json
  plylab game qbf ttt.jsonl --plies 9 --moves log --solve depqbf`,
		Setup: func(fs *flag.FlagSet) cli.RunFunc {
			plies := fs.Int("plies", -1, "the ply bound P (from the start position)")
			lineNo := fs.Int("line", 0, "the instance's line in FILE (1-based; default: the only instance)")
			out := fs.String("out", "", "write the QDIMACS formula to FILE")
			solver := fs.String("solve", "", "run this QBF solver (e.g. depqbf) and print its verdict")
			timeout := fs.Duration("timeout", 10*time.Minute, "stop the solver after this long (with --solve)")
			memMiB := fs.Int("memory", 0, "MiB the formula may take (0: half the memory available, at most an eighth of the total, from /proc/meminfo; 4096 without it); a larger encoding is refused")
			movesFlag := fs.String("moves", "one-hot", "the defender's moves: one-hot (a universal variable a cell) or log (⌈log₂ F⌉ universal bits)")
			return func(env *cli.Env) error {
				if len(env.Args) != 1 {
					return cli.Usagef("want one FILE.jsonl, got %d arguments", len(env.Args))
				}
				if *plies < 0 {
					return cli.Usagef("--plies P is required (P ≥ 0)")
				}
				if *memMiB < 0 {
					return cli.Usagef("--memory %d: want MiB ≥ 1 (0: the default)", *memMiB)
				}
				if env.JSONOut && *out == "" && *solver == "" {
					return cli.Usagef("--json needs --out or --solve (the formula itself goes to standard output)")
				}
				moves := qbf.OneHot
				switch *movesFlag {
				case "one-hot":
				case "log":
					moves = qbf.Log
				default:
					return cli.Usagef("--moves %q: want one-hot or log", *movesFlag)
				}
				name := env.Args[0]
				in, g, at, err := gameReadOne(name, *lineNo)
				if err != nil {
					return err
				}
				if *solver != "" {
					if _, err := exec.LookPath(*solver); err != nil {
						return cli.Usagef("--solve %s: no such solver (%v)", *solver, err)
					}
				}
				// The size first: a formula past the memory cap is refused
				// before a clause is kept (Size keeps none).
				size, err := qbf.Size(g, *plies, moves)
				if err != nil {
					return &cli.InputError{File: name, Line: at, Reason: err.Error()}
				}
				capB, from := gameMemoryCap(*memMiB)
				need := size.Memory + size.Bytes // the formula and its QDIMACS text
				if need > capB {
					return cli.Usagef("%s line %d, --plies %d: the encoding has %d variables and %d clauses (%s of QDIMACS, about %s in memory), more than %s (%s); lower --plies or raise --memory",
						name, at, *plies, size.Vars, size.Clauses, gameBytes(size.Bytes), gameBytes(need), gameBytes(capB), from)
				}
				if !env.Quiet {
					env.Logf("game qbf: %s line %d, %d plies: %d variables, %d clauses, %d literals, %s of QDIMACS, about %s in memory (cap %s, %s)\n",
						name, at, *plies, size.Vars, size.Clauses, size.Lits, gameBytes(size.Bytes), gameBytes(need), gameBytes(capB), from)
				}
				f, err := qbf.EncodeMoves(g, *plies, moves)
				if err != nil {
					return &cli.InputError{File: name, Line: at, Reason: err.Error()}
				}
				var buf bytes.Buffer
				if err := f.WriteQDIMACS(&buf); err != nil {
					return err
				}
				if *out != "" {
					if err := gameWriteWhole(*out, buf.Bytes()); err != nil {
						return cli.Usagef("--out: %v", err)
					}
				}
				att := qbf.Attacker(g)
				role := g.Rule.Roles()[att^g.FirstIndex()]
				type result struct {
					ID        string  `json:"id"`
					Plies     int     `json:"plies"`
					Attacker  string  `json:"attacker"`
					Variables int     `json:"variables"`
					Clauses   int     `json:"clauses"`
					Out       string  `json:"out,omitempty"`
					Value     *bool   `json:"value,omitempty"`
					Solver    string  `json:"solver,omitempty"`
					Seconds   float64 `json:"seconds,omitempty"`
				}
				res := result{ID: in.ID, Plies: *plies, Attacker: role, Variables: f.Vars, Clauses: len(f.Clauses), Out: *out}
				if *solver != "" {
					ctx, cancel := context.WithTimeout(context.Background(), *timeout)
					defer cancel()
					start := time.Now()
					if !env.Quiet {
						env.Logf("game qbf: running %s on %d variables, %d clauses\n", *solver, f.Vars, len(f.Clauses))
					}
					val, err := qbf.Solve(ctx, *solver, f)
					// No verdict is an environment error (no solver, a
					// crash, a full disk, the time limit), never a failed
					// check: exit status 2, one line.
					if errors.Is(err, context.DeadlineExceeded) {
						return cli.Usagef("--solve %s did not finish within %v (--timeout)", *solver, *timeout)
					}
					if err != nil {
						msg, _, _ := strings.Cut(strings.TrimSpace(err.Error()), "\n")
						return cli.Usagef("--solve %s: %s", *solver, msg)
					}
					res.Value, res.Solver, res.Seconds = &val, *solver, time.Since(start).Seconds()
				}
				if env.JSONOut {
					return env.JSON(res)
				}
				if res.Value != nil {
					verdict := "does not force"
					if *res.Value {
						verdict = "forces"
					}
					who := role
					if who == "first" {
						who = "first player"
					}
					env.Printf("%s: the %s %s a win within %d plies (%s, %d variables, %d clauses, %.3f s)\n",
						in.ID, who, verdict, *plies, *solver, f.Vars, len(f.Clauses), res.Seconds)
					return nil
				}
				if *out == "" {
					_, err := env.Stdout.Write(buf.Bytes())
					return err
				}
				if !env.Quiet {
					env.Printf("wrote %s: %d variables, %d clauses\n", *out, f.Vars, len(f.Clauses))
				}
				return nil
			}
		},
	})
}

// gameReadOne reads FILE ("-": standard input) and returns the instance
// on line want (1-based), or the only instance when want is 0, with its
// line number.
func gameReadOne(name string, want int) (*positional.Instance, *positional.Game, int, error) {
	var r io.Reader
	if name == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, 0, &cli.InputError{File: name, Reason: err.Error()}
		}
		defer f.Close()
		r = f
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	var found []byte
	at, count, line := 0, 0, 0
	for sc.Scan() {
		line++
		text := bytes.TrimSpace(sc.Bytes())
		if len(text) == 0 {
			continue
		}
		count++
		if want == 0 && count == 1 || want == line {
			found, at = append([]byte(nil), text...), line
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, 0, &cli.InputError{File: name, Line: line + 1, Reason: err.Error()}
	}
	switch {
	case want == 0 && count != 1:
		return nil, nil, 0, &cli.InputError{File: name, Reason: fmt.Sprintf("%d instances: say which with --line L", count)}
	case want > 0 && found == nil:
		return nil, nil, 0, &cli.InputError{File: name, Line: want, Reason: "no instance on this line"}
	}
	in, g, err := positional.ParseInstance(found)
	if err != nil {
		return nil, nil, 0, &cli.InputError{File: name, Line: at, Reason: err.Error()}
	}
	return in, g, at, nil
}

// gameWriteWhole writes data to path through a temporary file in the same
// directory and a rename, so a failed run leaves no half-written file.
func gameWriteWhole(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".plylab-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	// CreateTemp makes the file 0600; an output file is an ordinary one.
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// gameMemoryCap is the memory cap in bytes a verb may take: --memory MiB
// when given, else half of MemAvailable in /proc/meminfo, else 4 GiB; and
// where the number comes from.
func gameMemoryCap(flagMiB int) (int64, string) {
	if flagMiB > 0 {
		return int64(flagMiB) << 20, "--memory"
	}
	if raw, err := os.ReadFile("/proc/meminfo"); err == nil {
		var total, avail int64
		for _, line := range strings.Split(string(raw), "\n") {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			kb, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				continue
			}
			switch f[0] {
			case "MemTotal:":
				total = kb << 10
			case "MemAvailable:":
				avail = kb << 10
			}
		}
		if avail > 0 && total > 0 {
			// A shared machine: half of what is free, at most an eighth
			// of all of it.
			return min(avail/2, total/8), "half the memory available, at most an eighth of the total; --memory MiB sets the cap"
		}
	}
	return 4 << 30, "the default; --memory MiB sets the cap"
}

// gameBytes prints a byte count with a binary unit.
func gameBytes(b int64) string {
	switch {
	case b >= 10<<30:
		return fmt.Sprintf("%.0f GiB", float64(b)/(1<<30))
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
	case b >= 1<<10:
		return fmt.Sprintf("%.0f KiB", float64(b)/(1<<10))
	}
	return fmt.Sprintf("%d B", b)
}
