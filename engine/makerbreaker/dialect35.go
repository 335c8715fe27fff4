package makerbreaker

import (
	"fmt"
	"strings"
)

// Offset35 is the translation encoded by the digits u, v of a 35-move term:
// (u − 4, v − 4).
func Offset35(u, v int) Point { return Point{u - 4, v - 4} }

// EncodeTerm35 writes a term kLuv; ok is false when the translation lies
// outside [−4, 5]².
func EncodeTerm35(k int, f Placement) (string, bool) {
	u, v := f.T.X+4, f.T.Y+4
	if u < 0 || u > 9 || v < 0 || v > 9 {
		return "", false
	}
	return fmt.Sprintf("%d%c%d%d", k, f.R.Letter35(), u, v), true
}

// DecodeTerm35 reads a term kLuv: an earlier row k, a letter a–h and two
// decimal digits. The reason is empty on success.
func DecodeTerm35(w string) (k int, f Placement, reason string) {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, f, "missing row number"
	}
	k, bad := parseDecimal(w[:i])
	if bad != "" {
		return 0, f, bad
	}
	if len(w) != i+3 {
		return 0, f, "want row number, a letter a-h and two digits"
	}
	r, ok := Sym35(w[i])
	if !ok {
		return 0, f, fmt.Sprintf("bad letter %q (want a-h)", w[i])
	}
	u, v := w[i+1], w[i+2]
	if u < '0' || u > '9' || v < '0' || v > '9' {
		return 0, f, fmt.Sprintf("bad offset digits %q", w[i+1:])
	}
	return k, Placement{R: r, T: Offset35(int(u-'0'), int(v-'0'))}, ""
}

func parse35(name string, data []byte, sh Shape) (*Certificate, error) {
	if err := sh.Validate(); err != nil {
		return nil, err
	}
	c := &Certificate{Dialect: Dialect35, Shape: sh, src: &layout{}}
	lines, final := splitLines(data)
	c.src.finalNewline = final
	next := sh.Size()
	for ln, text := range lines {
		if isBlank(text) {
			c.src.lines = append(c.src.lines, srcLine{kind: lineBlank, text: text})
			continue
		}
		sc := &scanner{file: name, line: ln + 1, s: text}
		sc.gap()
		w, col := sc.word()
		if w == "" {
			return nil, sc.errAt(sc.pos+1, "expected the row number, found %q", sc.s[sc.pos:sc.pos+1])
		}
		n, bad := parseDecimal(w)
		if bad != "" {
			return nil, sc.errAt(col, "row number: %s", bad)
		}
		if n != next {
			return nil, sc.errAt(col, "row number %d, expected %d", n, next)
		}
		row := Row{Num: n, Line: ln + 1, Node: Node{Pivot: Origin, Line: ln + 1, Col: col}}
		for {
			g := sc.gap()
			if sc.atEnd() {
				break
			}
			if g == "" {
				return nil, sc.errAt(sc.pos+1, "expected whitespace before a term")
			}
			w, col := sc.word()
			if w == "" {
				return nil, sc.errAt(col, "unexpected %q", sc.s[sc.pos:sc.pos+1])
			}
			k, f, bad := DecodeTerm35(w)
			if bad != "" {
				return nil, sc.errAt(col, "bad term %q: %s", w, bad)
			}
			if k >= n {
				return nil, sc.errAt(col, "forward reference to row %d in row %d", k, n)
			}
			row.Node.Terms = append(row.Node.Terms, Term{Card: k, Code: strings.IndexByte(Letters35, w[len(w)-3]), Place: f, Line: ln + 1, Col: col})
		}
		if len(row.Node.Terms) == 0 {
			return nil, sc.errAt(len(text)+1, "empty child list in row %d", n)
		}
		row.gaps = sc.gaps
		c.src.lines = append(c.src.lines, srcLine{kind: lineRow, row: len(c.Rows)})
		c.Rows = append(c.Rows, row)
		next++
	}
	return c, nil
}

func format35Row(row *Row) (string, error) {
	toks := []tok{{text: fmt.Sprint(row.Num)}}
	if row.Node.Pivot != Origin {
		return "", fmt.Errorf("row %d: pivot %v is not the origin", row.Num, row.Node.Pivot)
	}
	for i := range row.Node.Terms {
		t := &row.Node.Terms[i]
		if t.Inline != nil {
			return "", fmt.Errorf("row %d: inline combinations do not exist in the 35 dialect", row.Num)
		}
		s, ok := EncodeTerm35(t.Card, t.Place)
		if !ok {
			return "", fmt.Errorf("row %d: translation %v of row %d not encodable (offsets must lie in -4..5)", row.Num, t.Place.T, t.Card)
		}
		toks = append(toks, tok{text: s, gap: " "})
	}
	return joinTokens(toks, row.gaps), nil
}
