package makerbreaker

import (
	"bytes"
	"fmt"
	"strconv"
)

// Dialect names one of the paper's three certificate encodings.
type Dialect int

const (
	// Dialect21 is the 21-move certificate of Section "The certificate and
	// its final condition": coordinate alphabet 0–G, per-line pivots,
	// references j:sUV and bare j, inline (XY child …) combinations.
	Dialect21 Dialect = 21
	// Dialect25 is the reduced-envelope decimal certificate of Appendix
	// "route25": three-digit blocks, # n markers, anchor placements.
	Dialect25 Dialect = 25
	// Dialect35 is the letter-and-offset certificate of Appendix "route35":
	// terms kLuv.
	Dialect35 Dialect = 35
)

// ParseDialect accepts "21", "25" or "35".
func ParseDialect(s string) (Dialect, error) {
	switch s {
	case "21":
		return Dialect21, nil
	case "25":
		return Dialect25, nil
	case "35":
		return Dialect35, nil
	}
	return 0, fmt.Errorf("unknown dialect %q (want 21, 25 or 35)", s)
}

func (d Dialect) String() string { return strconv.Itoa(int(d)) }

// Term is one child of a combination node: a numbered card under a
// placement, or (21 dialect only) an inline combination.
type Term struct {
	Card int // referenced card number; −1 for an inline combination
	// Code is the dialect's placement code: 21: s in 0..7, or −1 for a bare
	// reference; 25: r = 8k + d; 35: the letter's index in "abcdefgh".
	Code   int
	Place  Placement // decoded placement in the enclosing row's frame
	Inline *Node     // the inline combination when Card == −1
	// Line and Col locate the term in its source (1-based; 0 when the
	// certificate was built in memory).
	Line, Col int
	enc       int // 25: block case 1, 2 or 3 as read (0: choose the shortest)
}

// Node is one application of the combination rule: a pivot and a nonempty
// ordered child list. In the 25 and 35 dialects the pivot is the origin.
type Node struct {
	Pivot     Point
	Terms     []Term
	Line, Col int
}

// Row is one numbered nonbase card: its number and its combination.
type Row struct {
	Num  int
	Node Node
	Line int // source line, 0 when built in memory
	// layout for writing back the same bytes: whitespace before every
	// token and after the last one (21, 35, 25 display rows).
	gaps    []string
	display bool // 25: the appendix display form "[n] bbb bbb"
}

// Certificate is a parsed certificate: the target, the dialect and the
// numbered rows after the |S| base cards. Rows[i].Num = |S| + i.
type Certificate struct {
	Dialect Dialect
	Shape   Shape
	Rows    []Row
	src     *layout // source formatting, nil for certificates built in memory
}

type lineKind int

const (
	lineRow lineKind = iota
	lineBlank
	lineMarker
)

type srcLine struct {
	kind lineKind
	text string // blank: its whitespace; marker: its exact text
	row  int    // index into Rows for lineRow
}

type layout struct {
	lines        []srcLine
	finalNewline bool
}

// NumBases is the number of base cards, |S|.
func (c *Certificate) NumBases() int { return c.Shape.Size() }

// NumCards is the number of cards including the bases.
func (c *Certificate) NumCards() int { return c.NumBases() + len(c.Rows) }

// Counts returns the number of references (placed terms of numbered cards,
// including those inside inline combinations) and of inline combinations.
func (c *Certificate) Counts() (refs, inline int) {
	var walk func(n *Node)
	walk = func(n *Node) {
		for i := range n.Terms {
			if t := &n.Terms[i]; t.Inline != nil {
				inline++
				walk(t.Inline)
			} else {
				refs++
			}
		}
	}
	for i := range c.Rows {
		walk(&c.Rows[i].Node)
	}
	return refs, inline
}

// Bytes serializes the certificate in its dialect. A certificate read from a
// file is written back byte for byte; one built in memory gets the canonical
// layout (single spaces, one row per line, final newline).
func (c *Certificate) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	rowText := func(i int) (string, error) {
		switch c.Dialect {
		case Dialect21:
			return format21Row(&c.Rows[i])
		case Dialect25:
			return format25Row(c, i)
		case Dialect35:
			return format35Row(&c.Rows[i])
		}
		return "", fmt.Errorf("unknown dialect %d", c.Dialect)
	}
	if c.src == nil {
		for i := range c.Rows {
			s, err := rowText(i)
			if err != nil {
				return nil, err
			}
			buf.WriteString(s)
			buf.WriteByte('\n')
		}
		return buf.Bytes(), nil
	}
	for k, l := range c.src.lines {
		if k > 0 {
			buf.WriteByte('\n')
		}
		switch l.kind {
		case lineBlank, lineMarker:
			buf.WriteString(l.text)
		case lineRow:
			s, err := rowText(l.row)
			if err != nil {
				return nil, err
			}
			buf.WriteString(s)
		}
	}
	if c.src.finalNewline {
		buf.WriteByte('\n')
	}
	return buf.Bytes(), nil
}

// Load parses a certificate of the given dialect and reconstructs every card.
// On any error it returns an *inputerr.Error naming file, line, column and
// reason, and no certificate.
func Load(d Dialect, name string, data []byte, sh Shape) (*Certificate, *Recon, error) {
	var c *Certificate
	var err error
	switch d {
	case Dialect21:
		c, err = parse21(name, data, sh)
	case Dialect25:
		c, err = parse25(name, data, sh)
	case Dialect35:
		c, err = parse35(name, data, sh)
	default:
		return nil, nil, fmt.Errorf("unknown dialect %d", d)
	}
	if err != nil {
		return nil, nil, err
	}
	r, err := c.reconstruct(name)
	if err != nil {
		return nil, nil, err
	}
	return c, r, nil
}

// splitLines splits data at '\n'; final reports whether data ended with one.
func splitLines(data []byte) (lines []string, final bool) {
	if len(data) == 0 {
		return nil, false
	}
	s := string(data)
	final = s[len(s)-1] == '\n'
	if final {
		s = s[:len(s)-1]
	}
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			lines = append(lines, s[start:i])
			start = i + 1
		}
	}
	return append(lines, s[start:]), final
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\r' }

func isBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isSpace(s[i]) {
			return false
		}
	}
	return true
}

// parseDecimal reads a nonnegative decimal without leading zeros.
func parseDecimal(s string) (int, string) {
	if s == "" {
		return 0, "empty number"
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Sprintf("bad character %q in number %q", s[i], s)
		}
	}
	if len(s) > 1 && s[0] == '0' {
		return 0, fmt.Sprintf("leading zero in number %q", s)
	}
	if len(s) > 9 {
		return 0, fmt.Sprintf("number %q too large", s)
	}
	n, _ := strconv.Atoi(s)
	return n, ""
}
