package positional

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Size limits of a game. The solver's bitsets are sized for MaxCells cells;
// the other limits keep one instance line from exhausting memory.
const (
	MaxCells   = 256
	MaxSets    = 1 << 20
	MaxSetSize = MaxCells
)

// Rule says how a positional game is won.
type Rule uint8

const (
	// Strong: the first player to own a whole winning set wins; a full
	// board with no owned set is a draw.
	Strong Rule = iota
	// StrongMisere: the first player to own a whole winning set loses; a
	// full board with no owned set is a draw.
	StrongMisere
	// MakerBreaker: Maker wins iff Maker owns a whole winning set; Breaker
	// wins otherwise (no draws).
	MakerBreaker
	// AvoiderEnforcer: Avoider loses iff Avoider owns a whole winning set;
	// Enforcer loses otherwise (no draws).
	AvoiderEnforcer
)

var ruleNames = [...]string{"strong", "strong-misere", "maker-breaker", "avoider-enforcer"}

func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", r)
}

// ParseRule reads a rule name as the JSON instances spell it.
func ParseRule(s string) (Rule, error) {
	for i, n := range ruleNames {
		if s == n {
			return Rule(i), nil
		}
	}
	return 0, fmt.Errorf("unknown rule %q (want %s)", s, strings.Join(ruleNames[:], ", "))
}

// Roles names the two sides of a rule: the side of index 0 and of index 1.
// For the strong rules they are "first" and "second" (by move order); for
// Maker–Breaker "maker" and "breaker"; for Avoider–Enforcer "avoider" and
// "enforcer".
func (r Rule) Roles() [2]string {
	switch r {
	case MakerBreaker:
		return [2]string{"maker", "breaker"}
	case AvoiderEnforcer:
		return [2]string{"avoider", "enforcer"}
	default:
		return [2]string{"first", "second"}
	}
}

// Game is a positional game: cells 0..Cells-1, a family of winning sets, a
// rule, who moves first, a bias and an optional start position.
type Game struct {
	Cells int
	// Sets are the winning sets, each sorted ascending without repeats; the
	// family is sorted and has no duplicate sets (Normalize makes it so).
	Sets [][]int
	Rule Rule
	// First is the role that moves first: for the strong rules always
	// "first"; for Maker–Breaker "maker" or "breaker"; for Avoider–Enforcer
	// "avoider" or "enforcer".
	First string
	// Bias is the number of cells claimed per turn by the role of index 0
	// and of index 1 (Maker and Breaker); {1, 1} when unbiased. Only
	// Maker–Breaker games may be biased.
	Bias [2]int
	// Claimed holds the start position: Claimed[0] the cells already owned
	// by the player who moves first, Claimed[1] those of the second player.
	// The side to move is the first mover when both own equally many turns'
	// worth of cells (see ToMove), otherwise the second.
	Claimed [2][]int
	// Shape is an optional grid shape for drawing (rows, cols) or (a, b, c)
	// for a cube, with cell (r, c) numbered r*cols + c; nil when the game
	// has no grid.
	Shape []int
	// Labels optionally names each cell (len Labels == Cells), for example
	// "a1" or "0-3"; nil when cells are only numbers.
	Labels []string

	// prep is the time Normalize has spent on this game (sorting, removing
	// repeated sets and supersets), counted in a Result's Seconds.
	prep time.Duration
}

// PrepSeconds is the time spent normalizing the game so far (Normalize:
// sorting the family, dropping repeated sets and supersets); a solve's
// Result.Seconds includes it.
func (g *Game) PrepSeconds() float64 { return g.prep.Seconds() }

// FirstIndex is the role index (0 or 1, see Rule.Roles) of the player who
// moves first.
func (g *Game) FirstIndex() int {
	if g.First == g.Rule.Roles()[1] {
		return 1
	}
	return 0
}

// ToMove reports which mover (0 = the player who moves first, 1 = the
// other) is to move in the start position, and how many cells that player
// has still to claim in the current turn. With a 1:1 bias the first mover is
// to move when both own equally many cells. With a bias p:q (cells per turn
// of the first mover and the second) turns are p and q cells long, and the
// claimed counts must fit a sequence of whole turns plus a partial turn.
func (g *Game) ToMove() (mover, left int, err error) {
	per := g.MoverBias()
	a, b := len(g.Claimed[0]), len(g.Claimed[1])
	// Turns alternate: first mover claims per[0], then second per[1], ...
	turnsA := a / per[0]
	remA := a % per[0]
	if remA != 0 {
		// The first mover is mid-turn; the second has claimed exactly turnsA turns.
		if b != turnsA*per[1] {
			return 0, 0, fmt.Errorf("claimed cells (%d, %d) do not fit turns of %d and %d cells", a, b, per[0], per[1])
		}
		return 0, per[0] - remA, nil
	}
	switch {
	case b == turnsA*per[1]:
		return 0, per[0], nil
	case turnsA >= 1 && b >= (turnsA-1)*per[1] && b < turnsA*per[1]:
		return 1, turnsA*per[1] - b, nil
	default:
		return 0, 0, fmt.Errorf("claimed cells (%d, %d) do not fit turns of %d and %d cells", a, b, per[0], per[1])
	}
}

// MoverBias is the bias by move order: cells per turn of the player who
// moves first, then of the other.
func (g *Game) MoverBias() [2]int {
	b := g.Bias
	if b[0] == 0 {
		b[0] = 1
	}
	if b[1] == 0 {
		b[1] = 1
	}
	if g.FirstIndex() == 1 {
		b[0], b[1] = b[1], b[0]
	}
	return b
}

// Normalize sorts every set and the family, drops repeated sets and sets
// that contain another set (a superset never decides anything a subset does
// not: owning it means owning the subset first), and fills defaults (First
// for the strong rules, Bias {1, 1}). It returns an error for what Validate
// refuses.
func (g *Game) Normalize() error {
	t0 := time.Now()
	defer func() { g.prep += time.Since(t0) }()
	if g.Bias == [2]int{} {
		g.Bias = [2]int{1, 1}
	}
	if g.First == "" && (g.Rule == Strong || g.Rule == StrongMisere) {
		g.First = "first"
	}
	for i, s := range g.Sets {
		t := append([]int(nil), s...)
		sort.Ints(t)
		g.Sets[i] = t
	}
	if err := g.Validate(); err != nil {
		return err
	}
	sort.Slice(g.Sets, func(i, j int) bool { return lessSet(g.Sets[i], g.Sets[j]) })
	out := g.Sets[:0]
	for i, s := range g.Sets {
		if i > 0 && equalSet(s, g.Sets[i-1]) {
			continue
		}
		out = append(out, s)
	}
	g.Sets = dropSupersets(out)
	for i := range g.Claimed {
		sort.Ints(g.Claimed[i])
	}
	return nil
}

// Validate checks the game's fields: cell count, set contents, rule and
// first mover, bias, and the start position.
func (g *Game) Validate() error {
	if g.Cells < 1 || g.Cells > MaxCells {
		return fmt.Errorf("cells = %d: want 1 … %d", g.Cells, MaxCells)
	}
	if len(g.Sets) > MaxSets {
		return fmt.Errorf("%d winning sets: at most %d", len(g.Sets), MaxSets)
	}
	if int(g.Rule) >= len(ruleNames) {
		return fmt.Errorf("unknown rule %d", g.Rule)
	}
	var seen [MaxCells]int32 // seen[c] == i+1: cell c met in set i
	for i, s := range g.Sets {
		if len(s) == 0 {
			return fmt.Errorf("set %d is empty", i)
		}
		for _, c := range s {
			if c < 0 || c >= g.Cells {
				return fmt.Errorf("set %d: cell %d is outside 0 … %d", i, c, g.Cells-1)
			}
			if seen[c] == int32(i+1) {
				return fmt.Errorf("set %d: cell %d repeated", i, c)
			}
			seen[c] = int32(i + 1)
		}
	}
	roles := g.Rule.Roles()
	if g.Rule == Strong || g.Rule == StrongMisere {
		if g.First != "first" {
			return fmt.Errorf("first = %q: rule %s takes only \"first\" or no first field (the first player moves first)", g.First, g.Rule)
		}
	} else if g.First != roles[0] && g.First != roles[1] {
		return fmt.Errorf("first = %q: rule %s wants %q or %q", g.First, g.Rule, roles[0], roles[1])
	}
	if g.Bias[0] < 1 || g.Bias[1] < 1 || g.Bias[0] > g.Cells || g.Bias[1] > g.Cells {
		return fmt.Errorf("bias %d:%d: each side claims 1 … %d cells per turn", g.Bias[0], g.Bias[1], g.Cells)
	}
	if g.Bias != [2]int{1, 1} && g.Rule != MakerBreaker {
		return fmt.Errorf("bias %d:%d: only maker-breaker games may be biased", g.Bias[0], g.Bias[1])
	}
	owner := map[int]int{}
	for side, cs := range g.Claimed {
		for _, c := range cs {
			if c < 0 || c >= g.Cells {
				return fmt.Errorf("claimed cell %d is outside 0 … %d", c, g.Cells-1)
			}
			if _, dup := owner[c]; dup {
				return fmt.Errorf("claimed cell %d is listed twice", c)
			}
			owner[c] = side
		}
	}
	if _, _, err := g.ToMove(); err != nil {
		return err
	}
	if g.Shape != nil {
		p := 1
		for _, d := range g.Shape {
			if d < 1 {
				return fmt.Errorf("shape %v: every extent must be positive", g.Shape)
			}
			p *= d
		}
		if p != g.Cells {
			return fmt.Errorf("shape %v has %d cells, the game %d", g.Shape, p, g.Cells)
		}
	}
	if g.Labels != nil && len(g.Labels) != g.Cells {
		return fmt.Errorf("%d labels for %d cells", len(g.Labels), g.Cells)
	}
	return nil
}

func lessSet(a, b []int) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func equalSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// dropSupersets removes every set that strictly contains another set of the
// family. Sets come sorted by size, so a set can only contain earlier ones.
// Under each rule owning a superset implies owning a subset no later, so the
// outcome and every ply count are unchanged.
//
// The kept sets go into a trie over their sorted cells; "does a kept set lie
// inside s" is a walk of the trie that follows only cells of s, so it visits
// only trie nodes whose prefix is a subset of s (each at most once: a sorted
// prefix is reached by one subsequence of s) and stops at the first set
// found. A family of one set size (most generated ones) needs no walk at
// all: distinct sets of one size never contain each other. The cost is
// near-linear in the family's size for the families we meet, where the old
// pairwise test was quadratic in the number of sets.
func dropSupersets(sets [][]int) [][]int {
	if len(sets) < 2 || len(sets[0]) == len(sets[len(sets)-1]) {
		return sets
	}
	t := newSetTrie(len(sets))
	out := sets[:0:0]
	for _, s := range sets {
		if t.hasSubset(s) {
			continue
		}
		t.insert(s)
		out = append(out, s)
	}
	return out
}

// setTrie is a trie of sorted cell lists, node 0 the root, as arrays:
// each node's cell, first child and next sibling, and whether a set ends
// there.
type setTrie struct {
	cell  []uint16
	first []int32 // -1: no child
	next  []int32 // -1: last sibling
	end   []bool
	stack []int32
	in    [MaxCells]bool // cells of the set being queried
	// root[c] is the root's child for cell c (0: none): the root has
	// the most children, so it is indexed rather than scanned.
	root [MaxCells]int32
}

func newSetTrie(n int) *setTrie {
	t := &setTrie{}
	t.newNode(0)
	return t
}

func (t *setTrie) newNode(c int) int32 {
	t.cell = append(t.cell, uint16(c))
	t.first = append(t.first, -1)
	t.next = append(t.next, -1)
	t.end = append(t.end, false)
	return int32(len(t.cell) - 1)
}

func (t *setTrie) insert(s []int) {
	node := t.root[s[0]]
	if node == 0 {
		node = t.newNode(s[0])
		t.root[s[0]] = node
	}
	for _, c := range s[1:] {
		ch := t.first[node]
		for ch >= 0 && int(t.cell[ch]) != c {
			ch = t.next[ch]
		}
		if ch < 0 {
			ch = t.newNode(c)
			t.next[ch] = t.first[node]
			t.first[node] = ch
		}
		node = ch
	}
	t.end[node] = true
}

// hasSubset reports whether a set in the trie is a subset of s. The walk
// follows only children whose cell is in s: every path it takes spells a
// sorted list of cells of s, so it visits each trie node whose prefix is a
// subset of s once, and no other.
func (t *setTrie) hasSubset(s []int) bool {
	for _, c := range s {
		t.in[c] = true
	}
	found := false
	t.stack = t.stack[:0]
	for _, c := range s {
		if ch := t.root[c]; ch != 0 {
			if t.end[ch] {
				found = true
				break
			}
			t.stack = append(t.stack, ch)
		}
	}
	for len(t.stack) > 0 && !found {
		n := t.stack[len(t.stack)-1]
		t.stack = t.stack[:len(t.stack)-1]
		for ch := t.first[n]; ch >= 0; ch = t.next[ch] {
			if !t.in[t.cell[ch]] {
				continue
			}
			if t.end[ch] {
				found = true
				break
			}
			t.stack = append(t.stack, ch)
		}
	}
	for _, c := range s {
		t.in[c] = false
	}
	return found
}

// Instance is one line of a `plylab game solve` file: a game in JSON.
type Instance struct {
	ID      string       `json:"id"`
	Cells   int          `json:"cells"`
	Sets    [][]int      `json:"sets"`
	Rule    string       `json:"rule"`
	First   string       `json:"first,omitempty"`
	Bias    []int        `json:"bias,omitempty"`
	Claimed *ClaimedJSON `json:"claimed,omitempty"`
	Shape   []int        `json:"shape,omitempty"`
	Labels  []string     `json:"labels,omitempty"`
}

// ClaimedJSON is the start position of an instance: the cells owned by the
// player who moves first and by the other.
type ClaimedJSON struct {
	First  []int `json:"first"`
	Second []int `json:"second"`
}

// Game checks the instance and returns its game, normalized.
func (in *Instance) Game() (*Game, error) {
	r, err := ParseRule(in.Rule)
	if err != nil {
		return nil, err
	}
	g := &Game{Cells: in.Cells, Rule: r, First: in.First, Shape: in.Shape, Labels: in.Labels}
	if in.Sets == nil {
		return nil, fmt.Errorf("no \"sets\" field")
	}
	g.Sets = make([][]int, len(in.Sets))
	for i, s := range in.Sets {
		g.Sets[i] = append([]int(nil), s...)
	}
	// An absent (or null) bias is 1:1; an empty or zero one is an error,
	// never silently 1:1.
	switch {
	case in.Bias == nil:
	case len(in.Bias) == 2 && in.Bias[0] >= 1 && in.Bias[1] >= 1:
		g.Bias = [2]int{in.Bias[0], in.Bias[1]}
	case len(in.Bias) == 2:
		return nil, fmt.Errorf("bias %v: each side claims at least 1 cell per turn", in.Bias)
	default:
		return nil, fmt.Errorf("bias %v: want [p, q], cells per turn of %s and %s (omit it for 1:1)", in.Bias, r.Roles()[0], r.Roles()[1])
	}
	if in.Claimed != nil {
		g.Claimed = [2][]int{append([]int(nil), in.Claimed.First...), append([]int(nil), in.Claimed.Second...)}
	}
	if err := g.Normalize(); err != nil {
		return nil, err
	}
	return g, nil
}

// ParseInstance reads one JSON line. Unknown fields are refused, so a typo
// ("set" for "sets") is an error rather than a silently different game.
//
// A UTF-8 byte order mark at the start of the line (the first line of a
// file saved by some editors) is skipped. The time spent parsing and
// normalizing is counted in the game's PrepSeconds, and so in a solve's
// Seconds.
func ParseInstance(line []byte) (*Instance, *Game, error) {
	t0 := time.Now()
	line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
	var in Instance
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, nil, fmt.Errorf("not a JSON instance: %w", err)
	}
	if dec.More() {
		return &in, nil, fmt.Errorf("more than one JSON value on the line")
	}
	g, err := in.Game()
	if err != nil {
		return &in, nil, err
	}
	g.prep = time.Since(t0)
	return &in, g, nil
}

// Instance returns the game as a JSON instance with the given id.
func (g *Game) Instance(id string) *Instance {
	in := &Instance{ID: id, Cells: g.Cells, Sets: g.Sets, Rule: g.Rule.String(), Shape: g.Shape, Labels: g.Labels}
	if g.Rule == MakerBreaker || g.Rule == AvoiderEnforcer {
		in.First = g.First
	}
	if g.Bias != [2]int{1, 1} && g.Bias != [2]int{} {
		in.Bias = []int{g.Bias[0], g.Bias[1]}
	}
	if len(g.Claimed[0])+len(g.Claimed[1]) > 0 {
		in.Claimed = &ClaimedJSON{First: nonNil(g.Claimed[0]), Second: nonNil(g.Claimed[1])}
	}
	return in
}

func nonNil(s []int) []int {
	if s == nil {
		return []int{}
	}
	return s
}
