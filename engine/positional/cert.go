package positional

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"plylab/engine/inputerr"
)

// certMagic is the first line of a certificate.
const certMagic = "plylab positional certificate 1"

// CertStats describes a written certificate.
type CertStats struct {
	Outcome Outcome
	// Plies is the most plies any winning line takes (-1 for a Breaker or
	// Avoider win or a draw): the certificate proves a win within Plies.
	Plies int
	// Lines counts the play lines of all strategy sections.
	Lines int64
	// WinPlies counts the winning lines by the ply they end on.
	WinPlies map[int]int64
}

// CertReport is what CheckCertificate verified, by the rules alone.
type CertReport struct {
	Outcome  Outcome
	Plies    int
	Lines    int64
	WinPlies map[int]int64
	// Sections names the role of each strategy section checked.
	Sections []string
}

// play claims cell c for the side to move and passes the turn when it is
// over. It reports whether the game is decided afterwards and the winner
// (mover index, -1 for a draw). The rules alone: no pruning.
func (s *solver) play(st *state, c int) (over bool, winner int) {
	m := st.mover
	st.own[m].add(c)
	st.free.del(c)
	st.nfree--
	st.left--
	if over, w := s.decided(st); over {
		return true, w
	}
	if st.left == 0 {
		st.mover = 1 - m
		st.left = s.bias[1-m]
	}
	return false, 0
}

// sameGameLine reports whether a certificate's "game …" line names the
// game whose canonical line is gl: the same family as a set of sets (in
// any order of sets and of cells), rule, first mover, bias and start
// position. It is parsed and normalized as an instance, then compared in
// canonical form.
func sameGameLine(l, gl string) bool {
	rest, ok := strings.CutPrefix(l, "game ")
	if !ok {
		return false
	}
	_, g, err := ParseInstance([]byte(rest))
	if err != nil {
		return false
	}
	got, err := gameLine(g)
	return err == nil && got == gl
}

func gameLine(g *Game) (string, error) {
	b, err := json.Marshal(g.Instance(""))
	return string(b), err
}

// WriteCertificate solves the game and writes a certificate of its
// outcome: the winner's strategy, or for a draw each side's non-losing
// strategy (two sections). The format is in the package documentation. A
// start position that is already decided (a set owned, or no set left that
// could decide anything) has no strategy to certify and is refused, as
// CheckCertificate refuses it.
func WriteCertificate(w io.Writer, g *Game, opt Options) (CertStats, error) {
	s, err := newSolver(g, opt)
	if err != nil {
		return CertStats{}, err
	}
	if over, _, err := s.startDecided(); err != nil {
		return CertStats{}, err
	} else if over {
		return CertStats{}, errDecided
	}
	res, err := s.solve()
	if err != nil {
		return CertStats{}, err
	}
	gl, err := gameLine(s.g)
	if err != nil {
		return CertStats{}, err
	}
	bw := bufio.NewWriter(w)
	stats := CertStats{Outcome: res.Outcome, Plies: res.Plies, WinPlies: map[int]int64{}}
	fmt.Fprintf(bw, "%s\ngame %s\noutcome %s plies %d\n", certMagic, gl, res.Outcome, res.Plies)
	var owners []int
	if res.Outcome == Draw {
		owners = []int{0, 1}
	} else {
		for p := 0; p < 2; p++ {
			if s.r.roleName[p] == res.Outcome {
				owners = []int{p}
			}
		}
	}
	for _, o := range owners {
		// One walk writes the lines to memory (the header gives their
		// number); one worker follows the walk move by move, so its
		// symmetric hashes stay incremental, and answers the walk's
		// queries from the shared table.
		s.stop.Store(false)
		var body bytes.Buffer
		cw := &certWriter{s: s, w: &body, owner: o, win: res.Outcome != Draw && s.attackerWinner(o) >= 0, stats: &stats}
		cw.wk = s.newWorker(&s.root, 0)
		cw.walk(res.Plies, nil, 1)
		s.nodes.Add(cw.wk.nodes - cw.wk.flushed)
		fmt.Fprintf(bw, "strategy %s lines %d\n", s.r.roleName[o], cw.lines)
		bw.Write(body.Bytes())
		stats.Lines += cw.lines
		fmt.Fprintf(bw, "end\n")
	}
	return stats, bw.Flush()
}

type certWriter struct {
	s     *solver
	w     *bytes.Buffer
	wk    *worker // its state is the walk's current position
	owner int
	win   bool // a win with a length (budgets matter); else "never lose"
	lines int64
	stats *CertStats
	buf   []byte
}

// walk writes every line of the owner's strategy from the worker's
// position; budget is the plies within which the owner wins (win mode),
// ply the current ply.
func (cw *certWriter) walk(budget int, path []int, ply int) {
	s := cw.s
	wk := cw.wk
	st := &wk.st
	m, left := st.mover, st.left
	for c := 0; c < s.n; c++ {
		if !st.free.has(c) {
			continue
		}
		wk.claim(c)
		over, winner := s.decided(st)
		nb, nply := budget, ply
		if !over && st.left == 0 {
			st.mover, st.left = 1-m, s.bias[1-m]
			nb, nply = budget-1, ply+1
		}
		keep := true
		if m == cw.owner {
			// The owner's move: the first cell that keeps the claim.
			switch {
			case over:
				keep = cw.win && winner == cw.owner || !cw.win && winner != 1-cw.owner
			case cw.win:
				keep, _ = wk.search(cw.owner, nb, 0)
			default:
				if s.attackerWinner(1-cw.owner) >= 0 {
					lose, _ := wk.search(1-cw.owner, inf-1, 0)
					keep = !lose
				}
			}
		}
		if keep {
			p := append(path, c)
			if over {
				cw.leaf(p, ply, winner)
			} else {
				cw.walk(nb, p, nply)
			}
		}
		wk.unclaim(c, m, left)
		if keep && m == cw.owner {
			return
		}
	}
}

func (cw *certWriter) leaf(path []int, ply, winner int) {
	cw.lines++
	if cw.win && winner == cw.owner {
		cw.stats.WinPlies[ply]++
	}
	b := cw.buf[:0]
	for i, c := range path {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(c), 10)
	}
	b = append(b, '\n')
	cw.buf = b
	cw.w.Write(b)
}

// certErr is a rejected certificate: the line and the reason, as an
// *inputerr.Error without a file ("line N: reason").
func certErr(line int, format string, a ...any) error {
	return inputerr.At("", line, format, a...)
}

type trieNode struct {
	cells []int
	kids  []*trieNode
	line  int // first line through this node
	end   int // line ending here, 0 if none
}

func (t *trieNode) child(c int) *trieNode {
	for i, x := range t.cells {
		if x == c {
			return t.kids[i]
		}
	}
	return nil
}

// CheckCertificate verifies a certificate against the game with the rules
// alone (claiming cells, owned sets, full board; none of the solver's
// pruning or search): every line is a legal play that ends exactly when
// the game is decided, the owner's moves are one per position, every reply
// of the other side is present, and every line ends in a win of the owner
// (a win section) or in no loss of it (a draw's sections). A rejected
// certificate gives an *inputerr.Error naming the line.
func CheckCertificate(r io.Reader, g *Game) (CertReport, error) {
	s, err := newSolver(g, Options{Plain: true, Workers: 1, MemoryMB: 1})
	if err != nil {
		return CertReport{}, err
	}
	gl, err := gameLine(s.g)
	if err != nil {
		return CertReport{}, err
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	ln := 0
	next := func() (string, bool) {
		if !sc.Scan() {
			return "", false
		}
		ln++
		return sc.Text(), true
	}
	rep := CertReport{Plies: -1, WinPlies: map[int]int64{}}
	if l, ok := next(); !ok || l != certMagic {
		return rep, certErr(1, "not a positional certificate (want %q)", certMagic)
	}
	if l, ok := next(); !ok || l != "game "+gl && !sameGameLine(l, gl) {
		return rep, certErr(2, "the certificate is for another game")
	}
	l, _ := next()
	var name string
	var claimedPlies int
	if n, err := fmt.Sscanf(l, "outcome %s plies %d", &name, &claimedPlies); n != 2 || err != nil {
		return rep, certErr(3, "want \"outcome O plies P\"")
	}
	claimed := Outcome(name)
	var owners []int
	switch {
	case claimed == Draw && (s.g.Rule == Strong || s.g.Rule == StrongMisere):
		owners = []int{0, 1}
	default:
		for p := 0; p < 2; p++ {
			if s.r.roleName[p] == claimed {
				owners = []int{p}
			}
		}
	}
	if owners == nil {
		return rep, certErr(3, "outcome %q is not one of this rule's", claimed)
	}
	for _, o := range owners {
		win := claimed != Draw
		l, ok := next()
		var role string
		var nlines int64
		if n, err := fmt.Sscanf(l, "strategy %s lines %d", &role, &nlines); !ok || n != 2 || err != nil {
			return rep, certErr(ln, "want \"strategy %s lines N\"", s.r.roleName[o])
		}
		if Outcome(role) != s.r.roleName[o] {
			return rep, certErr(ln, "strategy of %q, want %q", role, s.r.roleName[o])
		}
		head := ln
		root := &trieNode{line: ln + 1}
		var prev []int
		count := int64(0)
		for {
			l, ok := next()
			if !ok {
				return rep, certErr(ln+1, "missing \"end\" of the %s section", role)
			}
			if l == "end" {
				break
			}
			count++
			f := strings.Fields(l)
			if len(f) == 0 {
				return rep, certErr(ln, "empty line")
			}
			cur := make([]int, len(f))
			for i, x := range f {
				c, err := strconv.Atoi(x)
				if err != nil || c < 0 || c >= s.n {
					return rep, certErr(ln, "%q is not a cell 0 … %d", x, s.n-1)
				}
				cur[i] = c
			}
			if prev != nil && !lexLess(prev, cur) {
				return rep, certErr(ln, "lines out of order or repeated")
			}
			prev = cur
			t := root
			for _, c := range cur {
				k := t.child(c)
				if k == nil {
					if t.end != 0 {
						return rep, certErr(ln, "continues line %d, which ended", t.end)
					}
					k = &trieNode{line: ln}
					t.cells = append(t.cells, c)
					t.kids = append(t.kids, k)
				}
				t = k
			}
			if len(t.cells) > 0 {
				return rep, certErr(ln, "ends inside another line")
			}
			t.end = ln
		}
		if count != nlines {
			return rep, certErr(head, "the section says %d lines, it has %d", nlines, count)
		}
		rep.Lines += count
		st := s.root
		if over, _ := s.decided(&st); over {
			return rep, certErr(head, "the start position is already decided")
		}
		ck := &certChecker{s: s, owner: o, win: win, rep: &rep}
		if err := ck.check(root, &st, 1); err != nil {
			return rep, err
		}
		rep.Sections = append(rep.Sections, role)
	}
	if l, ok := next(); ok {
		return rep, certErr(ln, "unexpected %q after the last section", l)
	}
	if err := sc.Err(); err != nil {
		return rep, err
	}
	rep.Outcome = claimed
	if !(claimed == Draw || s.attackerWinner(owners[0]) < 0) {
		if rep.Plies != claimedPlies {
			return rep, certErr(3, "claims %d plies, the longest winning line takes %d", claimedPlies, rep.Plies)
		}
	} else if claimedPlies != -1 {
		return rep, certErr(3, "claims %d plies for an outcome without a length", claimedPlies)
	}
	return rep, nil
}

func lexLess(a, b []int) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

type certChecker struct {
	s     *solver
	owner int
	win   bool
	rep   *CertReport
}

func (ck *certChecker) check(t *trieNode, st *state, ply int) error {
	s := ck.s
	m := st.mover
	if len(t.cells) == 0 {
		return certErr(t.line, "ends before the game is decided")
	}
	if m == ck.owner {
		if len(t.cells) > 1 {
			return certErr(t.kids[1].line, "%s has two moves in one position (here and line %d)", s.r.roleName[m], t.kids[0].line)
		}
	} else {
		for c := 0; c < s.n; c++ {
			if st.free.has(c) && t.child(c) == nil {
				return certErr(t.line, "the reply %d of %s is missing", c, s.r.roleName[m])
			}
		}
	}
	for i, c := range t.cells {
		k := t.kids[i]
		if !st.free.has(c) {
			return certErr(k.line, "cell %d is already claimed", c)
		}
		child := *st
		over, winner := s.play(&child, c)
		if over {
			if len(k.cells) > 0 {
				return certErr(k.kids[0].line, "goes on after the game is decided")
			}
			if ck.win && winner != ck.owner {
				return certErr(k.line, "ends without a win of %s", s.r.roleName[ck.owner])
			}
			if !ck.win && winner == 1-ck.owner {
				return certErr(k.line, "ends in a loss of %s", s.r.roleName[ck.owner])
			}
			if ck.win && s.attackerWinner(ck.owner) >= 0 {
				ck.rep.WinPlies[ply]++
				if ply > ck.rep.Plies {
					ck.rep.Plies = ply
				}
			}
			continue
		}
		np := ply
		if child.mover != m {
			np++
		}
		if err := ck.check(k, &child, np); err != nil {
			return err
		}
	}
	return nil
}
