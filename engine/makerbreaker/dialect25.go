package makerbreaker

import (
	"fmt"
	"strings"
)

// Decode25 decodes one block b (and, for b ≥ 740, the following block c) at
// current card i, equation "r25:decimal":
//
//	0 ≤ b < 240:    j = ⌊b/40⌋,                    r = b mod 40
//	240 ≤ b < 740:  j = i − 1 − ⌊(b − 240)/100⌋,   r = (b − 240) mod 100
//	740 ≤ b ≤ 999:  j = 10(b − 740) + ⌊c/100⌋,     r = c mod 100
//
// It returns the case (1, 2 or 3).
func Decode25(i, b, c int) (j, r, kase int) {
	switch {
	case b < 240:
		return b / 40, b % 40, 1
	case b < 740:
		return i - 1 - (b-240)/100, (b - 240) % 100, 2
	default:
		return 10*(b-740) + c/100, c % 100, 3
	}
}

// Encode25 writes the pair (j, r) at card i with the given case (0: the
// shortest that fits, preferring case 1 over case 2). ok is false when the
// case cannot express the pair.
func Encode25(i, j, r, kase int) (string, bool) {
	fits1 := j >= 0 && j < 6 && r >= 0 && r < 40
	fits2 := i-1-j >= 0 && i-1-j < 5 && r >= 0 && r < 100
	fits3 := j >= 0 && j <= 2599 && r >= 0 && r < 100
	if kase == 0 {
		switch {
		case fits1:
			kase = 1
		case fits2:
			kase = 2
		default:
			kase = 3
		}
	}
	switch {
	case kase == 1 && fits1:
		return fmt.Sprintf("%03d", 40*j+r), true
	case kase == 2 && fits2:
		return fmt.Sprintf("%03d", 240+100*(i-1-j)+r), true
	case kase == 3 && fits3:
		return fmt.Sprintf("%03d%03d", 740+j/10, 100*(j%10)+r), true
	}
	return "", false
}

func parse25(name string, data []byte, sh Shape) (*Certificate, error) {
	if err := sh.Validate(); err != nil {
		return nil, err
	}
	c := &Certificate{Dialect: Dialect25, Shape: sh, src: &layout{}}
	lines, final := splitLines(data)
	c.src.finalNewline = final
	next := sh.Size()
	for ln, text := range lines {
		line := ln + 1
		switch {
		case isBlank(text):
			c.src.lines = append(c.src.lines, srcLine{kind: lineBlank, text: text})
		case text[0] == '#':
			// "# n": the next card number is n; it creates no card.
			i := 1
			for i < len(text) && isSpace(text[i]) {
				i++
			}
			j := i
			for j < len(text) && !isSpace(text[j]) {
				j++
			}
			if j == i {
				return nil, perr(name, line, i+1, "marker: want '# n'")
			}
			n, bad := parseDecimal(text[i:j])
			if bad != "" {
				return nil, perr(name, line, i+1, "marker: %s", bad)
			}
			if !isBlank(text[j:]) {
				return nil, perr(name, line, j+1, "marker: unexpected text after the card number")
			}
			if n != next {
				return nil, perr(name, line, i+1, "wrong marker number: '# %d' but the next card is %d", n, next)
			}
			c.src.lines = append(c.src.lines, srcLine{kind: lineMarker, text: text})
		case text[0] == '[':
			row, err := parse25Display(name, line, text, next)
			if err != nil {
				return nil, err
			}
			c.src.lines = append(c.src.lines, srcLine{kind: lineRow, row: len(c.Rows)})
			c.Rows = append(c.Rows, *row)
			next++
		default:
			row := Row{Num: next, Line: line, Node: Node{Pivot: Origin, Line: line, Col: 1}}
			for k := 0; k < len(text); k++ {
				if text[k] < '0' || text[k] > '9' {
					return nil, perr(name, line, k+1, "unexpected %q in a numeric line (want three-digit blocks)", text[k])
				}
			}
			blocks := make([]string, 0, len(text)/3+1)
			for k := 0; k < len(text); k += 3 {
				blocks = append(blocks, text[k:min(k+3, len(text))])
			}
			cols := make([]int, len(blocks))
			for k := range blocks {
				cols[k] = 3*k + 1
			}
			if err := decodeBlocks(name, line, &row, blocks, cols); err != nil {
				return nil, err
			}
			c.src.lines = append(c.src.lines, srcLine{kind: lineRow, row: len(c.Rows)})
			c.Rows = append(c.Rows, row)
			next++
		}
	}
	return c, nil
}

// parse25Display reads the appendix display form "[n] bbb bbb …" of a row.
func parse25Display(name string, line int, text string, next int) (*Row, error) {
	sc := &scanner{file: name, line: line, s: text}
	sc.gap()
	w, col := sc.word()
	if len(w) < 3 || w[0] != '[' || w[len(w)-1] != ']' {
		return nil, sc.errAt(col, "display row: want '[n]' first, found %q", w)
	}
	n, bad := parseDecimal(w[1 : len(w)-1])
	if bad != "" {
		return nil, sc.errAt(col+1, "display row number: %s", bad)
	}
	if n != next {
		return nil, sc.errAt(col+1, "display row number %d, expected %d", n, next)
	}
	row := &Row{Num: n, Line: line, display: true, Node: Node{Pivot: Origin, Line: line, Col: col}}
	var blocks []string
	var cols []int
	for {
		g := sc.gap()
		if sc.atEnd() {
			break
		}
		if g == "" {
			return nil, sc.errAt(sc.pos+1, "display row: expected a space between blocks")
		}
		w, col := sc.word()
		if w == "" {
			return nil, sc.errAt(col, "unexpected %q", sc.s[sc.pos:sc.pos+1])
		}
		for k := 0; k < len(w); k++ {
			if w[k] < '0' || w[k] > '9' {
				return nil, sc.errAt(col+k, "unexpected %q in a block (want three digits)", w[k])
			}
		}
		if len(w) != 3 {
			return nil, sc.errAt(col, "block %q: want exactly three digits", w)
		}
		blocks = append(blocks, w)
		cols = append(cols, col)
	}
	if err := decodeBlocks(name, line, row, blocks, cols); err != nil {
		return nil, err
	}
	row.gaps = sc.gaps
	return row, nil
}

func decodeBlocks(name string, line int, row *Row, blocks []string, cols []int) error {
	i := row.Num
	if len(blocks) == 0 {
		return perr(name, line, 1, "card %d: empty child list", i)
	}
	for k := 0; k < len(blocks); k++ {
		if len(blocks[k]) != 3 {
			return perr(name, line, cols[k], "truncated block %q: want exactly three digits", blocks[k])
		}
		b := atoi3(blocks[k])
		c := 0
		col := cols[k]
		if b >= 740 {
			if k+1 >= len(blocks) {
				return perr(name, line, col, "truncated extended block %s: the second block is missing", blocks[k])
			}
			if len(blocks[k+1]) != 3 {
				return perr(name, line, cols[k+1], "truncated extended block %s%s: the second block needs three digits", blocks[k], blocks[k+1])
			}
			c = atoi3(blocks[k+1])
			k++
		}
		j, r, kase := Decode25(i, b, c)
		if j < 0 {
			return perr(name, line, col, "card %d: block %s refers to card %d, out of range", i, blocks[k-boolInt(kase == 3)], j)
		}
		if j >= i {
			return perr(name, line, col, "card %d: forward reference to card %d", i, j)
		}
		row.Node.Terms = append(row.Node.Terms, Term{Card: j, Code: r, Line: line, Col: col, enc: kase})
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func atoi3(s string) int { return int(s[0]-'0')*100 + int(s[1]-'0')*10 + int(s[2]-'0') }

func format25Row(c *Certificate, idx int) (string, error) {
	row := &c.Rows[idx]
	var blocks []string
	for k := range row.Node.Terms {
		t := &row.Node.Terms[k]
		if t.Inline != nil {
			return "", fmt.Errorf("card %d: inline combinations do not exist in the 25 dialect", row.Num)
		}
		s, ok := Encode25(row.Num, t.Card, t.Code, t.enc)
		if !ok {
			return "", fmt.Errorf("card %d: reference (%d, %d) not encodable in three-digit blocks", row.Num, t.Card, t.Code)
		}
		if len(s) == 6 {
			blocks = append(blocks, s[:3], s[3:])
		} else {
			blocks = append(blocks, s)
		}
	}
	if !row.display {
		return strings.Join(blocks, ""), nil
	}
	toks := []tok{{text: fmt.Sprintf("[%d]", row.Num)}}
	for _, b := range blocks {
		toks = append(toks, tok{text: b, gap: " "})
	}
	return joinTokens(toks, row.gaps), nil
}

// SetDisplay25 switches every row of a 25-move certificate between the
// literal numeric lines (false) and the appendix display form
// "[n] bbb bbb …" (true), with canonical spacing. Markers and blank lines of
// a loaded file are kept: as the appendix says, removing the bracketed
// prefix and the spaces recovers each exact numeric line.
func (c *Certificate) SetDisplay25(display bool) {
	for i := range c.Rows {
		c.Rows[i].display = display
		c.Rows[i].gaps = nil
	}
}
