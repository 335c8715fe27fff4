package pairing

import (
	"fmt"

	"plylab/engine/hex"
	"plylab/engine/inputerr"
)

// The proof of the cross and corners rules (engine/hex/crossproof.go)
// checked board by board, and the count of Across's minimal chains, as
// 'plylab hex proof' and 'plylab hex chains' run them.

// Lemma is one lemma of the proof checked on one board.
type Lemma struct {
	Name           string `json:"name"`
	Statement      string `json:"statement"`
	Holds          bool   `json:"holds"`
	Instances      int    `json:"instances"`
	Counterexample string `json:"counterexample"`
}

// ProofBoard is the lemmas of one rule checked on the n×(n+1) board.
type ProofBoard struct {
	N      int     `json:"n"`
	Rows   int     `json:"rows"`
	Cols   int     `json:"cols"`
	Rule   string  `json:"rule"`
	Holds  bool    `json:"holds"`
	Lemmas []Lemma `json:"lemmas"`
}

// TheoremCheck is Lemma H (the Hex theorem) checked over every colouring
// of the n × n board.
type TheoremCheck struct {
	N          int    `json:"n"`
	Colourings uint64 `json:"colourings"`
	NotBoth    bool   `json:"not_both"`
	AtLeastOne bool   `json:"at_least_one"`
}

// ChainsCheck is a theorem's statement run on every minimal chain of the
// n×(n+1) board: the chains, and the first chain it fails on.
type ChainsCheck struct {
	N              int      `json:"n"`
	Rule           string   `json:"rule"`
	Chains         uint64   `json:"chains"`
	Holds          bool     `json:"holds"`
	Reason         string   `json:"reason"`
	Counterexample [][2]int `json:"counterexample"`
}

// ProofAnswer is the answer of Run.Proof, the JSON object 'plylab hex
// proof --json' prints. Failures (not in the JSON) names each failing
// lemma, theorem or chain, one a line, in the order checked.
type ProofAnswer struct {
	NMin       int            `json:"n_min"`
	NMax       int            `json:"n_max"`
	Adjacency  string         `json:"adjacency"`
	Boards     []ProofBoard   `json:"boards"`
	HexTheorem []TheoremCheck `json:"hex_theorem"`
	Chains     []ChainsCheck  `json:"chains"`
	Holds      bool           `json:"holds"`
	Seconds    float64        `json:"seconds"`
	Failures   []string       `json:"-"`
}

// Proof checks, for every n from nMin to nMax, each lemma of the proof of
// rule ("cross", "corners" or "both") on the n×(n+1) board (corners from
// n = 2); Lemma H over every colouring of the n × n board for n ≤ hexMax
// (0: skip; at most 5); and the theorems' per-chain statements on every
// minimal chain for nMin ≤ n ≤ chainsMax (0: skip; at most 8). Progress
// goes to Logf; Seconds is left for the caller. Bounds out of range, or
// an unknown rule, are bad input (*inputerr.Error); a lemma that fails is
// not an error (Holds false, Failures).
func (r Run) Proof(nMin, nMax int, rule string, hexMax, chainsMax int, adj hex.Adjacency) (*ProofAnswer, error) {
	if nMin < 1 || nMax < nMin || nMax+1 > hex.MaxSide {
		return nil, inputErrorf("--n-min %d --n-max %d: want 1 ≤ n-min ≤ n-max < %d", nMin, nMax, hex.MaxSide)
	}
	if hexMax < 0 || hexMax > 5 {
		return nil, inputErrorf("--hex-max %d: want 0 … 5 (2^(n²) colourings)", hexMax)
	}
	if chainsMax < 0 || chainsMax > 8 {
		return nil, inputErrorf("--chains-max %d: want 0 … 8 (8 × 9 has 17 million chains)", chainsMax)
	}
	var rules []string
	switch rule {
	case "both":
		rules = []string{hex.RuleCross, hex.RuleCorners}
	case hex.RuleCross, hex.RuleCorners:
		rules = []string{rule}
	default:
		return nil, inputErrorf("--rule %q: want cross, corners or both", rule)
	}
	o := &ProofAnswer{NMin: nMin, NMax: nMax, Adjacency: adj.String(), Boards: []ProofBoard{},
		HexTheorem: []TheoremCheck{}, Chains: []ChainsCheck{}, Holds: true}
	for n := nMin; n <= nMax; n++ {
		b, err := hex.NewBoardAdj(n, n+1, adj)
		if err != nil {
			return nil, inputErrorf("%v", err)
		}
		for _, name := range rules {
			if name == hex.RuleCorners && n < 2 {
				continue
			}
			p, err := hex.RuleOn(name, b)
			if err != nil {
				return nil, err
			}
			var rep hex.ProofReport
			if name == hex.RuleCross {
				rep, err = hex.CrossLemmas(p)
			} else {
				rep, err = hex.CornersLemmas(p)
			}
			if err != nil {
				return nil, err
			}
			row := ProofBoard{N: n, Rows: b.Rows, Cols: b.Cols, Rule: name, Holds: rep.Holds(), Lemmas: []Lemma{}}
			for _, l := range rep.Lemmas {
				row.Lemmas = append(row.Lemmas, Lemma{l.Name, l.Statement, l.Holds, l.Instances, l.Counterexample})
				if !l.Holds {
					o.Failures = append(o.Failures, fmt.Sprintf("%v %s: lemma %s (%s) fails: %s", b, name, l.Name, l.Statement, l.Counterexample))
				}
			}
			o.Boards = append(o.Boards, row)
		}
	}
	for n := 1; n <= hexMax; n++ {
		r.logf("Hex theorem on %d × %d: %d colourings...\n", n, n, uint64(1)<<uint(n*n))
		h, err := hex.CheckHexTheorem(n, adj)
		if err != nil {
			return nil, err
		}
		o.HexTheorem = append(o.HexTheorem, TheoremCheck{n, h.Colourings, h.NotBoth, h.AtLeastOne})
		if !h.NotBoth || !h.AtLeastOne {
			o.Failures = append(o.Failures, fmt.Sprintf("Hex theorem on %d × %d fails: colouring %#x", n, n, h.Counterexample))
		}
	}
	for n := max(1, nMin); n <= min(chainsMax, nMax); n++ {
		b, _ := hex.NewBoardAdj(n, n+1, adj)
		for _, name := range rules {
			if name == hex.RuleCorners && n < 2 {
				continue
			}
			p, err := hex.RuleOn(name, b)
			if err != nil {
				return nil, err
			}
			r.logf("%s on every minimal chain of %v...\n", name, b)
			res := hex.CheckTheoremOnChains(p, name)
			o.Chains = append(o.Chains, ChainsCheck{n, name, res.Chains, res.Holds, res.Reason, hexCellsOf(b, res.Counterexample)})
			if !res.Holds {
				o.Failures = append(o.Failures, fmt.Sprintf("%v %s: on chain %v: %s", b, name, hexCellsOf(b, res.Counterexample), res.Reason))
			}
		}
	}
	o.Holds = len(o.Failures) == 0
	return o, nil
}

// ChainsAnswer is the count of Across's minimal chains on a board, the
// JSON object 'plylab hex chains --json' prints; List holds every chain
// (its cells from the left end) when asked for.
type ChainsAnswer struct {
	Rows      int        `json:"rows"`
	Cols      int        `json:"cols"`
	Adjacency string     `json:"adjacency"`
	Chains    uint64     `json:"chains"`
	Seconds   float64    `json:"seconds"`
	List      [][][2]int `json:"list,omitempty"`
}

// Chains counts the minimal chains of Across on b by the induced-path walk
// (hex.WalkChains), and lists them when list is set. One walk, not
// shardable; a count without the list reports its rate to Logf. Seconds
// is left for the caller.
func (r Run) Chains(b *hex.Board, list bool) *ChainsAnswer {
	o := &ChainsAnswer{Rows: b.Rows, Cols: b.Cols, Adjacency: b.Adj.String()}
	if list {
		hex.WalkChains(b, func(path []int) bool {
			o.List = append(o.List, hexCellsOf(b, path))
			return true
		})
		o.Chains = uint64(len(o.List))
		return o
	}
	meter := r.meter(fmt.Sprintf("hex chains %v", b), "chains")
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
	return o
}

func inputErrorf(format string, a ...any) error {
	return &inputerr.Error{Reason: fmt.Sprintf(format, a...)}
}
