package mb

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"plylab/engine/inputerr"
	"plylab/engine/makerbreaker"
)

// loadFile reads and reconstructs a certificate file as the CLI does: a
// file that cannot be read or does not parse is an *inputerr.Error (a
// parse error that stops where the target's base cards end says so).
func loadFile(path string, d makerbreaker.Dialect, sh makerbreaker.Shape) (*Cert, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	c, r, err := makerbreaker.Load(d, path, raw, sh)
	if err != nil {
		var pe *inputerr.Error
		if errors.As(err, &pe) {
			in := *pe
			if strings.Contains(in.Reason, fmt.Sprintf("expected %d", sh.Size())) {
				in.Reason += fmt.Sprintf(" (the first row follows the %d base cards of the target %s: is --shape right?)", sh.Size(), sh.Name)
			}
			return nil, &in
		}
		return nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	return &Cert{Name: path, Cert: c, Recon: r, Summary: makerbreaker.Summarize(c, r, raw), Raw: raw}, nil
}

// LoadClaim is Load followed by the check that the certificate ends in the
// claim it certifies (makerbreaker.CheckFinal) for the start where Maker
// owns the cells maker ("x,y x,y ...", "" for the empty board). A file
// that cannot be read, does not parse or ends in another claim is an
// *inputerr.Error.
func LoadClaim(path, dialect, shape, maker string) (*Cert, *makerbreaker.FinalClaim, error) {
	mk, err := ParseCells(maker)
	if err != nil {
		return nil, nil, &inputerr.Error{Reason: "maker: " + err.Error()}
	}
	c, err := Load(path, dialect, shape)
	if err != nil {
		return nil, nil, err
	}
	fc, err := makerbreaker.CheckFinal(path, c.Cert, c.Recon, c.Raw, makerbreaker.NewSet(mk...))
	if err != nil {
		var pe *inputerr.Error
		if errors.As(err, &pe) {
			return nil, nil, pe
		}
		return nil, nil, &inputerr.Error{File: path, Reason: err.Error()}
	}
	return c, fc, nil
}

// Verified is what Verify found: the cards solved exhaustively on their
// envelopes, those that failed (the first named in FirstBad) and those
// skipped (envelope above makerbreaker.MaxSolverCells); with lower, whether
// the final card's Maker wins within height − 1 (LowerTested false when
// that cannot be tested).
type Verified struct {
	Checked, Skipped, Failed int
	FirstBad                 string
	LowerTested, WinsLower   bool
}

// Verify checks the final card (all: every card) by exhaustive play on its
// envelope, Maker owning exactly the required set and every other cell
// Breaker's: Maker must win within the height, and after claiming the
// pivot within height − 1 against every reply.
func Verify(c *Cert, all, lower bool) (*Verified, error) {
	r := c.Recon
	first := len(r.Cards) - 1
	if all {
		first = 0
	}
	v := &Verified{}
	for j := first; j < len(r.Cards); j++ {
		k := r.Cards[j]
		if k.T.Len() > makerbreaker.MaxSolverCells {
			v.Skipped++
			continue
		}
		mt, bt, err := makerbreaker.ValidOnBoard(c.Cert.Shape, k)
		if err != nil {
			return nil, err
		}
		v.Checked++
		if !mt || !bt {
			v.Failed++
			if v.FirstBad == "" {
				v.FirstBad = fmt.Sprintf("card %d (maker-turn %v, breaker-turn %v)", j, mt, bt)
			}
		}
	}
	fin := r.Final()
	if lower && fin.T.Len() <= makerbreaker.MaxSolverCells && fin.H > 1 {
		v.LowerTested = true
		v.WinsLower, _ = makerbreaker.MakerWins(c.Cert.Shape, fin.T, fin.A, nil, fin.H-1)
	}
	return v, nil
}

// PlayOptions are the games PlayWith plays: the Breaker ("random",
// "greedy" or "search", the last exploring Budget positions per reply,
// 0: 20000), the board ("infinite" or "", "envelope" or "square"), the
// number of games and the random seed.
type PlayOptions struct {
	Breaker, Board string
	Games          int
	Seed           uint64
	Budget         int
}

// policy is the certificate's policy on board.
func policy(c *Cert, board string) (*makerbreaker.Policy, error) {
	p := makerbreaker.NewPolicy(c.Cert, c.Recon)
	switch board {
	case "", "infinite":
	case "envelope":
		p.Board = c.Recon.Final().T
	case "square":
		p.Board = makerbreaker.Rect(0, 16, 0, 16)
	default:
		return nil, fmt.Errorf("unknown board %q", board)
	}
	return p, nil
}

func newBreaker(name string, seed uint64, budget int) (makerbreaker.Breaker, error) {
	switch name {
	case "random":
		return makerbreaker.RandomBreaker{Rng: rand.New(rand.NewPCG(seed, 0x6d62)), Margin: 2, FarProb: 0.1}, nil
	case "greedy":
		return makerbreaker.GreedyBreaker{}, nil
	case "search":
		return makerbreaker.SearchBreaker{Budget: budget}, nil
	}
	return nil, fmt.Errorf("unknown breaker %q", name)
}

// PlayWith plays o.Games games of the certificate's policy, reporting the
// games done to run.Progress. Unknown names, a square board that does not
// hold the final envelope or no games are an *inputerr.Error; a game that
// exceeds the height is an error with the game.
func PlayWith(c *Cert, o PlayOptions, run Run) (makerbreaker.PlayStats, error) {
	if o.Games < 1 || o.Budget < 0 {
		return makerbreaker.PlayStats{}, inputerr.At("", 0, "games %d, budget %d: want positive numbers", o.Games, o.Budget)
	}
	p, err := policy(c, o.Board)
	if err != nil {
		return makerbreaker.PlayStats{}, inputerr.Wrap("", 0, err)
	}
	if o.Board == "square" && !c.Recon.Final().T.SubsetOf(p.Board) {
		return makerbreaker.PlayStats{}, inputerr.At("", 0, "square board: the final envelope is not inside {0..16}²")
	}
	if o.Budget == 0 {
		o.Budget = 20000
	}
	br, err := newBreaker(o.Breaker, o.Seed, o.Budget)
	if err != nil {
		return makerbreaker.PlayStats{}, inputerr.Wrap("", 0, err)
	}
	return p.PlayMany(br, o.Games, func(done int) { run.progress(uint64(done), float64(done)/float64(o.Games)) })
}

// ConvertFile rewrites the certificate c in dialect to (inline: rows used
// once written inline, 21 dialect; display: the appendix display form, 25
// dialect), writes it to out, reloads the written file and returns the
// conversion (its Recon is the conversion's, Raw the bytes written). A
// certificate that does not fit the dialect is an *inputerr.Error naming
// c's file; a written file that does not load is a plain error.
func ConvertFile(c *Cert, to, out string, inline, display bool) (*Cert, error) {
	d, err := makerbreaker.ParseDialect(to)
	if err != nil {
		return nil, inputerr.Wrap("", 0, err)
	}
	if inline && d != makerbreaker.Dialect21 {
		return nil, inputerr.At("", 0, "inline is for the 21 dialect")
	}
	var oc *makerbreaker.Certificate
	var or *makerbreaker.Recon
	if inline {
		oc, or, err = makerbreaker.ConvertInline21(c.Cert, c.Recon)
	} else {
		oc, or, _, err = makerbreaker.Convert(c.Cert, c.Recon, d)
	}
	if err != nil {
		return nil, &inputerr.Error{File: c.Name, Reason: err.Error()}
	}
	if display {
		if d != makerbreaker.Dialect25 {
			return nil, inputerr.At("", 0, "display is for the 25 dialect")
		}
		oc.SetDisplay25(true)
	}
	b, err := oc.Bytes()
	if err != nil {
		return nil, &inputerr.Error{File: c.Name, Reason: err.Error()}
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return nil, err
	}
	if _, _, err := makerbreaker.Load(d, out, b, c.Cert.Shape); err != nil {
		// Our own output: a failure, not bad input (%v, not %w).
		return nil, fmt.Errorf("written file does not load: %v", err)
	}
	return &Cert{Name: out, Cert: oc, Recon: or, Summary: makerbreaker.Summarize(oc, or, b), Raw: b}, nil
}
