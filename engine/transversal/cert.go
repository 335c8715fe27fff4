package transversal

import (
	"bufio"
	"fmt"
	"io"
	"math/bits"
	"sort"
	"strconv"
	"strings"
	"time"

	"plylab/engine/inputerr"
)

// Certificates. A claim "X forces a transversal by ply P" is backed by an X
// strategy: X's move in every position X can reach while following it, for
// every O reply. A claim "O survives past ply P" (X does not force) is
// backed by an O strategy: O's reply in every position reached after an X
// move up to ply P, for every X move. Positions are stored canonically
// (canon.go) and moves in the canonical frame, so one entry serves a whole
// orbit.
//
// File format (text, one record per line; a name ending in .gz is gzipped
// by the command layer):
//
//	plylab-transversal-certificate 1
//	n 6
//	by_ply 13
//	claim o-survives            (or x-forces)
//	entries 235
//	<X> <O> <r>,<c>             one line per entry, sorted by key
//	end
//
// <X> and <O> are the canonical board's stones as hexadecimal numbers of n²
// bits, cell (r, c) being bit r·n + c; <r>,<c> is the move, 1-based, in that
// board's frame.
//
// The checker (Check) trusts nothing from the solver: it replays the game
// from the empty board with the rules of the game (legal moves, ν = n is a
// win, the first completion ends the game), branches over every move of the
// side the claim is against, and looks the other side's move up in the
// certificate. To look a position up it canonicalises it and confirms the
// symmetry by applying it itself (certApplySymmetry below), so that a wrong
// canonical form could only make it reject, never accept. It applies none
// of the solver's rules R2–R5.

// Claim names what a certificate proves.
type Claim string

const (
	ClaimXForces   Claim = "x-forces"
	ClaimOSurvives Claim = "o-survives"
)

// Certificate is a strategy for one side proving a claim about ply ByPly.
type Certificate struct {
	N, ByPly int
	Claim    Claim
	Entries  map[Key]Cell
}

func newCertificate(n, P int, verdictXForces bool) *Certificate {
	c := &Certificate{N: n, ByPly: P, Claim: ClaimOSurvives, Entries: map[Key]Cell{}}
	if verdictXForces {
		c.Claim = ClaimXForces
	}
	return c
}

// certBuilder walks a strategy tree and records the owner's moves, asking
// the searcher (and its table) for them.
type certBuilder struct {
	s    *solveSearcher
	cert *Certificate
	seen map[Key]bool
	err  error
}

// buildCertificate records the strategy proving value (X forces / fails)
// from position p with ply q to play; s is the searcher that solved it (its
// table supplies most moves; the rest are searched again).
func buildCertificate(s *solveSearcher, p *Position, q int, value bool) *Certificate {
	b := &certBuilder{s: s, cert: newCertificate(s.n, s.P, value), seen: map[Key]bool{}}
	if value {
		if q%2 == 1 {
			b.xOwnX(*p, q)
		} else {
			b.xOwnO(*p, q)
		}
	} else {
		if q%2 == 1 {
			b.oOwnX(*p, q)
		} else {
			b.oOwnO(*p, q)
		}
	}
	if b.err != nil {
		panic(b.err) // a position proven by the search lost its proof: a bug
	}
	return b.cert
}

func (b *certBuilder) canon(p *Position) (Position, Key) {
	c, _ := Canon(p, b.s.n)
	return c, KeyOf(&c, b.s.n)
}

func solveFreeCells(p *Position, n int) []Cell {
	var out []Cell
	for r := 0; r < n; r++ {
		for m := FullMask(n) &^ (p.X.Rows[r] | p.O.Rows[r]); m != 0; m &= m - 1 {
			out = append(out, Cell{r, bits.TrailingZeros16(m)})
		}
	}
	return out
}

// bestMove asks the table for the proving move of canonical position c,
// searching again if the entry is missing.
func (b *certBuilder) bestMove(c *Position, key Key, q int, want bool) (Cell, bool) {
	s := b.s
	if v, m, ok := s.tt.Get(key); ok && v == want && m != 0xff {
		return Cell{m / 16, m % 16}, true
	}
	s.node(c, q)
	if v, m, ok := s.tt.Get(key); ok && v == want && m != 0xff {
		return Cell{m / 16, m % 16}, true
	}
	// The entry was evicted at once: try the moves one by one.
	for _, m := range solveFreeCells(c, s.n) {
		t := *c
		if q%2 == 1 {
			t.X.Add(m)
		} else {
			t.O.Add(m)
		}
		if s.node(&t, q+1) == want {
			return m, true
		}
	}
	return Cell{}, false
}

// xOwnX: X to move at ply q, X forces: record X's move, branch over O.
func (b *certBuilder) xOwnX(p Position, q int) {
	if b.err != nil {
		return
	}
	c, key := b.canon(&p)
	if b.seen[key] {
		return
	}
	b.seen[key] = true
	r := b.s.rules(&c, q)
	var m Cell
	switch {
	case r.v == verdictXForces:
		m = r.move // R1: the completing cell; R5: the set-up move
	case r.v == verdictXFails:
		b.err = fmt.Errorf("certificate: X-forces position fails by rule R%d", r.rule)
		return
	case r.forced:
		m = r.move
	default:
		var ok bool
		if m, ok = b.bestMove(&c, key, q, true); !ok {
			b.err = fmt.Errorf("certificate: no winning X move found at ply %d", q)
			return
		}
	}
	b.cert.Entries[key] = m
	c.X.Add(m)
	if Nu(&c.X, b.s.n) == b.s.n {
		return
	}
	b.xOwnO(c, q+1)
}

// xOwnO: O to move at ply q, X forces: every O move (one per twin class:
// the others reach symmetric positions).
func (b *certBuilder) xOwnO(p Position, q int) {
	for _, o := range solveMoveReps(&p, b.s.n) {
		t := p
		t.O.Add(o)
		b.xOwnX(t, q+1)
	}
}

// oOwnX: X to move at ply q, X fails: every X move, then O's recorded reply.
func (b *certBuilder) oOwnX(p Position, q int) {
	if b.err != nil || q > b.s.P {
		return
	}
	c, key := b.canon(&p)
	if b.seen[key] {
		return
	}
	b.seen[key] = true
	if q == b.s.P {
		return // X's last ply: nothing for O to record
	}
	for _, m := range solveMoveReps(&c, b.s.n) {
		t := c
		t.X.Add(m)
		b.oOwnO(t, q+1)
	}
}

// oOwnO: O to move at ply q, X fails: record O's reply.
func (b *certBuilder) oOwnO(p Position, q int) {
	if b.err != nil {
		return
	}
	c, key := b.canon(&p)
	if _, done := b.cert.Entries[key]; done {
		return
	}
	r := b.s.rules(&c, q)
	var m Cell
	switch {
	case r.v == verdictXForces:
		b.err = fmt.Errorf("certificate: O-survives position is lost by rule R%d", r.rule)
		return
	case r.v == verdictXFails && r.rule == 1:
		m = r.move // O completes
	case r.v == verdictXFails:
		// R3/R4: no X win by P against an O who blocks every single threat;
		// X has none now (R2 comes first), so any reply keeps it that way.
		var ml solveMoves
		solveOrderO(&c, b.s.n, &r.own, &ml, false)
		m = ml.cell(0)
	case r.forced:
		m = r.move
	default:
		var ok bool
		if m, ok = b.bestMove(&c, key, q, false); !ok {
			b.err = fmt.Errorf("certificate: no saving O move found at ply %d", q)
			return
		}
	}
	b.cert.Entries[key] = m
	c.O.Add(m)
	if Nu(&c.O, b.s.n) == b.s.n {
		return
	}
	b.oOwnX(c, q+1)
}

// certificate assembles a whole run's certificate: the prefix moves that
// realise the answer, and the certificates of the items they reach.
func (pf *solvePrefix) certificate(xForcesWin bool, items []ItemResult, certs []*Certificate) *Certificate {
	out := newCertificate(pf.n, pf.P, xForcesWin)
	val := pf.values(items)
	var want int8
	if xForcesWin {
		want = 1
	}
	seen := make([]bool, len(pf.nodes))
	var walk func(i int)
	walk = func(i int) {
		if seen[i] {
			return
		}
		seen[i] = true
		nd := &pf.nodes[i]
		switch {
		case nd.item >= 0:
			for k, m := range certs[nd.item].Entries {
				if _, ok := out.Entries[k]; !ok {
					out.Entries[k] = m
				}
			}
		case nd.v != verdictUndecided:
			s := newSolveSearcher(pf.n, pf.P, newSolveTable(16<<20))
			pos := nd.pos
			for k, m := range buildCertificate(s, &pos, nd.q, nd.v == verdictXForces).Entries {
				if _, ok := out.Entries[k]; !ok {
					out.Entries[k] = m
				}
			}
		default:
			owner := (nd.q%2 == 1) == xForcesWin // the certificate's side moves here
			if !owner {
				for _, kid := range nd.kids {
					walk(kid)
				}
				return
			}
			for j, kid := range nd.kids {
				if val[kid] == want {
					out.Entries[KeyOf(&nd.pos, pf.n)] = nd.moves[j]
					walk(kid)
					return
				}
			}
			panic("certificate: solvePrefix node without a proving child")
		}
	}
	walk(0)
	return out
}

// --- file format ---------------------------------------------------------------

const certMagic = "plylab-transversal-certificate 1"

func certHex(words []uint64, nbits int) string {
	digits := (nbits + 3) / 4
	var b strings.Builder
	for d := digits - 1; d >= 0; d-- {
		bit := 4 * d
		v := words[bit/64] >> (bit % 64) & 0xf
		b.WriteByte("0123456789abcdef"[v])
	}
	return b.String()
}

func certParseHex(s string, nbits int, words []uint64) error {
	digits := (nbits + 3) / 4
	if len(s) != digits {
		return fmt.Errorf("board %q: want %d hexadecimal digits", s, digits)
	}
	for i := 0; i < digits; i++ {
		v, err := strconv.ParseUint(s[i:i+1], 16, 8)
		if err != nil {
			return fmt.Errorf("board %q: not hexadecimal", s)
		}
		bit := 4 * (digits - 1 - i)
		words[bit/64] |= v << (bit % 64)
	}
	if nbits%4 != 0 && len(s) > 0 {
		if v, _ := strconv.ParseUint(s[:1], 16, 8); v>>(uint(nbits%4)) != 0 {
			return fmt.Errorf("board %q: bits beyond the %d cells", s, nbits)
		}
	}
	return nil
}

func keyLessCert(a, b Key) bool {
	for i := len(a) - 1; i >= 0; i-- { // O half, then X half, high words first
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Write writes the certificate in the text format, entries sorted by key.
func (c *Certificate) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s\nn %d\nby_ply %d\nclaim %s\nentries %d\n", certMagic, c.N, c.ByPly, c.Claim, len(c.Entries))
	keys := make([]Key, 0, len(c.Entries))
	for k := range c.Entries {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keyLessCert(keys[i], keys[j]) })
	nb := c.N * c.N
	for _, k := range keys {
		m := c.Entries[k]
		fmt.Fprintf(bw, "%s %s %d,%d\n", certHex(k[0:4], nb), certHex(k[4:8], nb), m.R+1, m.C+1)
	}
	fmt.Fprintf(bw, "end\n")
	return bw.Flush()
}

// ReadCertificate parses the text format. A malformed file gives an
// *inputerr.Error naming the line ("line N: reason"; no line when the input
// is empty).
func ReadCertificate(r io.Reader) (*Certificate, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	line := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		line++
		return strings.TrimRight(sc.Text(), "\r"), true
	}
	bad := func(format string, a ...any) error {
		// A read that failed (a damaged gzip stream, a line over 1 MiB) is
		// named as such, not as a file that ends early.
		if err := sc.Err(); err != nil {
			return &inputerr.Error{Line: line + 1, Reason: "cannot read", Err: err}
		}
		return inputerr.At("", line, format, a...)
	}
	s, ok := next()
	if !ok || s != certMagic {
		return nil, bad("want %q", certMagic)
	}
	c := &Certificate{Entries: map[Key]Cell{}}
	header := func(name string) (string, error) {
		s, ok := next()
		if !ok {
			return "", bad("file ends before %q", name)
		}
		k, v, found := strings.Cut(s, " ")
		if !found || k != name {
			return "", bad("want %q", name+" ...")
		}
		return v, nil
	}
	v, err := header("n")
	if err != nil {
		return nil, err
	}
	if c.N, err = strconv.Atoi(v); err != nil || c.N < 1 || c.N > KeyMaxN {
		return nil, bad("n %q: want 1..%d", v, KeyMaxN)
	}
	if v, err = header("by_ply"); err != nil {
		return nil, err
	}
	if c.ByPly, err = strconv.Atoi(v); err != nil || c.ByPly < 0 {
		return nil, bad("by_ply %q: want a ply ≥ 0", v)
	}
	if v, err = header("claim"); err != nil {
		return nil, err
	}
	c.Claim = Claim(v)
	if c.Claim != ClaimXForces && c.Claim != ClaimOSurvives {
		return nil, bad("claim %q: want %s or %s", v, ClaimXForces, ClaimOSurvives)
	}
	if v, err = header("entries"); err != nil {
		return nil, err
	}
	count, err := strconv.Atoi(v)
	if err != nil || count < 0 {
		return nil, bad("entries %q: want a count", v)
	}
	n := c.N
	for {
		s, ok := next()
		if !ok {
			return nil, bad("file ends without \"end\"")
		}
		if s == "end" {
			break
		}
		f := strings.Fields(s)
		if len(f) != 3 {
			return nil, bad("want \"<X> <O> r,c\"")
		}
		var k Key
		if err := certParseHex(f[0], n*n, k[0:4]); err != nil {
			return nil, bad("%v", err)
		}
		if err := certParseHex(f[1], n*n, k[4:8]); err != nil {
			return nil, bad("%v", err)
		}
		cells, err := ParseCells(n, f[2])
		if err != nil || len(cells) != 1 {
			return nil, bad("move %q: want one cell r,c on the %d×%d board", f[2], n, n)
		}
		if _, dup := c.Entries[k]; dup {
			return nil, bad("position listed twice")
		}
		c.Entries[k] = cells[0]
	}
	if len(c.Entries) != count {
		return nil, bad("header says %d entries, the file has %d", count, len(c.Entries))
	}
	if _, more := next(); more || sc.Err() != nil {
		return nil, bad("text after \"end\"")
	}
	return c, nil
}

// --- the independent checker ---------------------------------------------------

// CheckReport is what Check verified.
type CheckReport struct {
	N, ByPly    int
	Claim       Claim
	Entries     int // entries in the file
	EntriesUsed int // entries the check looked up
	Positions   int // distinct canonical positions checked
	Seconds     float64
}

// certApplySymmetry maps a position by g, written out here so that the checker
// depends only on its own reading of a symmetry: optionally transpose, then
// permute rows and columns.
func certApplySymmetry(p *Position, g *Symmetry, n int) (Position, bool) {
	var rs, cs uint32
	for i := 0; i < n; i++ {
		if g.Row[i] < 0 || int(g.Row[i]) >= n || g.Col[i] < 0 || int(g.Col[i]) >= n {
			return Position{}, false
		}
		rs |= 1 << uint(g.Row[i])
		cs |= 1 << uint(g.Col[i])
	}
	if rs != 1<<uint(n)-1 || cs != 1<<uint(n)-1 {
		return Position{}, false
	}
	var out Position
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			rr, cc := r, c
			if g.Transpose {
				rr, cc = c, r
			}
			if p.X.Rows[r]>>uint(c)&1 == 1 {
				out.X.Rows[g.Row[rr]] |= 1 << uint(g.Col[cc])
			}
			if p.O.Rows[r]>>uint(c)&1 == 1 {
				out.O.Rows[g.Row[rr]] |= 1 << uint(g.Col[cc])
			}
		}
	}
	return out, true
}

type certChecker struct {
	c      *Certificate
	n, P   int
	seen   map[Key]bool
	used   map[Key]bool
	err    error
	badKey Key
}

// key canonicalises p and confirms the symmetry by applying it.
func (k *certChecker) key(p *Position) (Position, Key, bool) {
	c, g := Canon(p, k.n)
	m, ok := certApplySymmetry(p, &g, k.n)
	if !ok || m != c {
		k.err = fmt.Errorf("symmetry map failed to carry a position onto its canonical form")
		return c, Key{}, false
	}
	return c, KeyOf(&c, k.n), true
}

func (k *certChecker) fail(p *Position, q int, format string, a ...any) {
	if k.err == nil {
		k.err = fmt.Errorf("ply %d: %s\n%s", q, fmt.Sprintf(format, a...), certBoard(p, k.n))
	}
}

func certBoard(p *Position, n int) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			ch := byte('.')
			if p.X.Has(Cell{r, c}) {
				ch = 'X'
			} else if p.O.Has(Cell{r, c}) {
				ch = 'O'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func (k *certChecker) lookup(c *Position, key Key, q int) (Cell, bool) {
	m, ok := k.c.Entries[key]
	if !ok {
		k.fail(c, q, "no move for this position in the certificate")
		return Cell{}, false
	}
	if m.R < 0 || m.R >= k.n || m.C < 0 || m.C >= k.n || !c.Free(m) {
		k.fail(c, q, "the certificate's move %v is not a free cell", m)
		return Cell{}, false
	}
	k.used[key] = true
	return m, true
}

// Check verifies a certificate against the rules of the game.
func Check(c *Certificate) (*CheckReport, error) {
	start := time.Now()
	if c.N < 1 || c.N > KeyMaxN {
		return nil, fmt.Errorf("n = %d out of range", c.N)
	}
	k := &certChecker{c: c, n: c.N, P: c.ByPly, seen: map[Key]bool{}, used: map[Key]bool{}}
	switch c.Claim {
	case ClaimXForces:
		k.xForcesX(Position{}, 1)
	case ClaimOSurvives:
		k.oSurvivesX(Position{}, 1)
	default:
		return nil, fmt.Errorf("unknown claim %q", c.Claim)
	}
	if k.err != nil {
		return nil, k.err
	}
	return &CheckReport{N: c.N, ByPly: c.ByPly, Claim: c.Claim, Entries: len(c.Entries),
		EntriesUsed: len(k.used), Positions: len(k.seen), Seconds: time.Since(start).Seconds()}, nil
}

// xForcesX: X to move at ply q and has not completed; the certificate must
// complete a transversal by ply P against every O reply.
func (k *certChecker) xForcesX(p Position, q int) {
	if k.err != nil {
		return
	}
	if q > k.P {
		k.fail(&p, q, "X has not completed a transversal by ply %d", k.P)
		return
	}
	c, key, ok := k.key(&p)
	if !ok || k.seen[key] {
		return
	}
	k.seen[key] = true
	m, ok := k.lookup(&c, key, q)
	if !ok {
		return
	}
	c.X.Add(m)
	if Nu(&c.X, k.n) == k.n {
		return // X completes at ply q ≤ P
	}
	free := solveFreeCells(&c, k.n)
	if len(free) == 0 {
		k.fail(&c, q, "the board is full and X has no transversal")
		return
	}
	for _, o := range free {
		t := c
		t.O.Add(o)
		if Nu(&t.O, k.n) == k.n {
			k.fail(&t, q+1, "O completes a transversal first with %v", o)
			return
		}
		k.xForcesX(t, q+2)
	}
}

// oSurvivesX: X to move at ply q; no X move may complete a transversal by
// ply P, and after each one the certificate names O's reply.
func (k *certChecker) oSurvivesX(p Position, q int) {
	if k.err != nil || q > k.P {
		return
	}
	c, key, ok := k.key(&p)
	if !ok || k.seen[key] {
		return
	}
	k.seen[key] = true
	for _, m := range solveFreeCells(&c, k.n) {
		t := c
		t.X.Add(m)
		if Nu(&t.X, k.n) == k.n {
			k.fail(&t, q, "X completes a transversal with %v", m)
			return
		}
		if q == k.P {
			continue
		}
		tc, tkey, ok := k.key(&t)
		if !ok {
			return
		}
		if k.seen[tkey] {
			continue
		}
		k.seen[tkey] = true
		o, ok := k.lookup(&tc, tkey, q+1)
		if !ok {
			return
		}
		tc.O.Add(o)
		if Nu(&tc.O, k.n) == k.n {
			continue // O completes first: X has not won
		}
		k.oSurvivesX(tc, q+2)
		if k.err != nil {
			return
		}
	}
}
