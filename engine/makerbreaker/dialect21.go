package makerbreaker

import (
	"fmt"
	"strings"
)

// Alphabet21 is the coordinate alphabet of the 21-move certificate: a
// two-character word XY is the point whose coordinates are the positions of
// X and Y in it, so "88" is (8,8), "7A" is (7,10) and "GG" is (16,16).
const Alphabet21 = "0123456789ABCDEFG"

func coord21(b byte) (int, bool) {
	i := strings.IndexByte(Alphabet21, b)
	return i, i >= 0
}

// EncodePoint21 writes a point as a two-character word; ok is false when a
// coordinate lies outside 0..16.
func EncodePoint21(p Point) (string, bool) {
	if p.X < 0 || p.X > 16 || p.Y < 0 || p.Y > 16 {
		return "", false
	}
	return string([]byte{Alphabet21[p.X], Alphabet21[p.Y]}), true
}

// DecodePoint21 reads a two-character word.
func DecodePoint21(w string) (Point, bool) {
	if len(w) != 2 {
		return Point{}, false
	}
	x, ok1 := coord21(w[0])
	y, ok2 := coord21(w[1])
	return Point{x, y}, ok1 && ok2
}

// scanner walks one line, recording the whitespace before every token.
type scanner struct {
	file string
	line int
	s    string
	pos  int
	gaps []string
}

func (sc *scanner) errAt(col int, format string, a ...any) error {
	return perr(sc.file, sc.line, col, format, a...)
}

// gap consumes whitespace and records it.
func (sc *scanner) gap() string {
	start := sc.pos
	for sc.pos < len(sc.s) && isSpace(sc.s[sc.pos]) {
		sc.pos++
	}
	g := sc.s[start:sc.pos]
	sc.gaps = append(sc.gaps, g)
	return g
}

func (sc *scanner) atEnd() bool { return sc.pos >= len(sc.s) }

// word reads a maximal run of characters other than whitespace and
// parentheses; col is its 1-based column.
func (sc *scanner) word() (w string, col int) {
	start := sc.pos
	for sc.pos < len(sc.s) && !isSpace(sc.s[sc.pos]) && sc.s[sc.pos] != '(' && sc.s[sc.pos] != ')' {
		sc.pos++
	}
	return sc.s[start:sc.pos], start + 1
}

func parse21(name string, data []byte, sh Shape) (*Certificate, error) {
	if err := sh.Validate(); err != nil {
		return nil, err
	}
	c := &Certificate{Dialect: Dialect21, Shape: sh, src: &layout{}}
	lines, final := splitLines(data)
	c.src.finalNewline = final
	next := sh.Size()
	for ln, text := range lines {
		if isBlank(text) {
			c.src.lines = append(c.src.lines, srcLine{kind: lineBlank, text: text})
			continue
		}
		sc := &scanner{file: name, line: ln + 1, s: text}
		row, err := sc.row21(next)
		if err != nil {
			return nil, err
		}
		row.Line = ln + 1
		row.gaps = sc.gaps
		c.src.lines = append(c.src.lines, srcLine{kind: lineRow, row: len(c.Rows)})
		c.Rows = append(c.Rows, *row)
		next++
	}
	return c, nil
}

func (sc *scanner) row21(num int) (*Row, error) {
	sc.gap()
	w, col := sc.word()
	if w == "" {
		return nil, sc.errAt(sc.pos+1, "expected the card number, found %q", sc.s[sc.pos:sc.pos+1])
	}
	n, bad := parseDecimal(w)
	if bad != "" {
		return nil, sc.errAt(col, "card number: %s", bad)
	}
	if n != num {
		return nil, sc.errAt(col, "card number %d, expected %d", n, num)
	}
	row := &Row{Num: n}
	if err := sc.node21(&row.Node, num, false, col); err != nil {
		return nil, err
	}
	return row, nil
}

// node21 reads "XY child child …" up to the end of the line (root) or up to
// and including the closing parenthesis (inline).
func (sc *scanner) node21(n *Node, num int, inline bool, openCol int) error {
	g := sc.gap()
	if sc.atEnd() {
		return sc.errAt(sc.pos+1, "missing pivot")
	}
	if g == "" && !inline {
		return sc.errAt(sc.pos+1, "expected whitespace before the pivot")
	}
	w, col := sc.word()
	p, ok := DecodePoint21(w)
	if !ok {
		if w == "" {
			return sc.errAt(col, "expected a pivot XY, found %q", sc.s[sc.pos:sc.pos+1])
		}
		return sc.errAt(col, "bad pivot %q: want two characters of %s", w, Alphabet21)
	}
	n.Pivot, n.Line, n.Col = p, sc.line, col
	for {
		g := sc.gap()
		if sc.atEnd() {
			if inline {
				return sc.errAt(openCol, "unclosed '('")
			}
			if len(n.Terms) == 0 {
				return sc.errAt(sc.pos+1, "empty child list")
			}
			return nil
		}
		ch := sc.s[sc.pos]
		if ch == ')' {
			if !inline {
				return sc.errAt(sc.pos+1, "unexpected ')'")
			}
			if len(n.Terms) == 0 {
				return sc.errAt(openCol, "empty child list in inline combination")
			}
			sc.pos++
			return nil
		}
		if g == "" {
			return sc.errAt(sc.pos+1, "expected whitespace before a child")
		}
		if ch == '(' {
			open := sc.pos + 1
			sc.pos++
			in := &Node{}
			if err := sc.node21(in, num, true, open); err != nil {
				return err
			}
			n.Terms = append(n.Terms, Term{Card: -1, Code: -1, Inline: in, Place: IdentityPlacement, Line: sc.line, Col: open})
			continue
		}
		w, col := sc.word()
		t, err := sc.ref21(w, col, num)
		if err != nil {
			return err
		}
		n.Terms = append(n.Terms, t)
	}
}

// ref21 decodes "j" or "j:sUV".
func (sc *scanner) ref21(w string, col, num int) (Term, error) {
	js, rest, hasPlace := strings.Cut(w, ":")
	j, bad := parseDecimal(js)
	if bad != "" {
		return Term{}, sc.errAt(col, "bad reference %q: %s", w, bad)
	}
	if j >= num {
		return Term{}, sc.errAt(col, "forward reference to card %d in card %d", j, num)
	}
	t := Term{Card: j, Code: -1, Place: IdentityPlacement, Line: sc.line, Col: col}
	if !hasPlace {
		return t, nil
	}
	pcol := col + len(js) + 1
	if len(rest) != 3 {
		return Term{}, sc.errAt(pcol, "bad placement %q in reference %q: want sUV", rest, w)
	}
	if rest[0] < '0' || rest[0] > '7' {
		return Term{}, sc.errAt(pcol, "bad orientation %q in reference %q: want 0..7", rest[0], w)
	}
	tr, ok := DecodePoint21(rest[1:])
	if !ok {
		return Term{}, sc.errAt(pcol+1, "bad translation %q in reference %q: want two characters of %s", rest[1:], w, Alphabet21)
	}
	t.Code = int(rest[0] - '0')
	t.Place = Placement{R: Sym21(t.Code), T: tr}
	return t, nil
}

type tok struct {
	text string
	gap  string // canonical whitespace before the token
}

func tokens21(row *Row) ([]tok, error) {
	out := []tok{{text: fmt.Sprint(row.Num)}}
	var node func(n *Node, inline bool) error
	node = func(n *Node, inline bool) error {
		p, ok := EncodePoint21(n.Pivot)
		if !ok {
			return fmt.Errorf("card %d: pivot %v not encodable (coordinates must lie in 0..16)", row.Num, n.Pivot)
		}
		if inline {
			out = append(out, tok{text: p})
		} else {
			out = append(out, tok{text: p, gap: " "})
		}
		for i := range n.Terms {
			t := &n.Terms[i]
			if t.Inline != nil {
				out = append(out, tok{text: "(", gap: " "})
				if err := node(t.Inline, true); err != nil {
					return err
				}
				out = append(out, tok{text: ")"})
				continue
			}
			s, err := encodeRef21(row.Num, t)
			if err != nil {
				return err
			}
			out = append(out, tok{text: s, gap: " "})
		}
		return nil
	}
	if err := node(&row.Node, false); err != nil {
		return nil, err
	}
	return out, nil
}

func encodeRef21(num int, t *Term) (string, error) {
	if t.Code < 0 {
		if !t.Place.IsIdentity() {
			return "", fmt.Errorf("card %d: bare reference %d with a placement", num, t.Card)
		}
		return fmt.Sprint(t.Card), nil
	}
	if Sym21(t.Code) != t.Place.R {
		return "", fmt.Errorf("card %d: code %d does not match the placement", num, t.Code)
	}
	uv, ok := EncodePoint21(t.Place.T)
	if !ok {
		return "", fmt.Errorf("card %d: translation %v of card %d not encodable (coordinates must lie in 0..16)", num, t.Place.T, t.Card)
	}
	return fmt.Sprintf("%d:%d%s", t.Card, t.Code, uv), nil
}

func format21Row(row *Row) (string, error) {
	toks, err := tokens21(row)
	if err != nil {
		return "", err
	}
	return joinTokens(toks, row.gaps), nil
}

// joinTokens writes tokens with the recorded gaps when they fit, otherwise
// with the canonical ones.
func joinTokens(toks []tok, gaps []string) string {
	use := len(gaps) == len(toks)+1
	var b strings.Builder
	for i, t := range toks {
		if use {
			b.WriteString(gaps[i])
		} else {
			b.WriteString(t.gap)
		}
		b.WriteString(t.text)
	}
	if use {
		b.WriteString(gaps[len(toks)])
	}
	return b.String()
}
