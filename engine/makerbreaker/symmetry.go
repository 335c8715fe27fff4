package makerbreaker

import "fmt"

// Sym is one of the eight 2×2 signed permutation matrices of G: each row and
// column has exactly one nonzero entry, equal to 1 or −1. It maps (x,y) to
// (a·x + b·y, c·x + d·y).
type Sym struct{ a, b, c, d int8 }

// Identity is the identity of G.
var Identity = Sym{1, 0, 0, 1}

// Apply returns R·v.
func (r Sym) Apply(v Point) Point {
	return Point{int(r.a)*v.X + int(r.b)*v.Y, int(r.c)*v.X + int(r.d)*v.Y}
}

// Mul returns the product r·s (apply s first, then r).
func (r Sym) Mul(s Sym) Sym {
	return Sym{
		r.a*s.a + r.b*s.c, r.a*s.b + r.b*s.d,
		r.c*s.a + r.d*s.c, r.c*s.b + r.d*s.d,
	}
}

// Inverse returns r⁻¹, the transpose of the orthogonal matrix r.
func (r Sym) Inverse() Sym { return Sym{r.a, r.c, r.b, r.d} }

// Swaps reports whether r interchanges the coordinates.
func (r Sym) Swaps() bool { return r.a == 0 }

// String prints the image of (x,y), e.g. "(-y,x)".
func (r Sym) String() string {
	term := func(cx, cy int8) string {
		switch {
		case cx == 1:
			return "x"
		case cx == -1:
			return "-x"
		case cy == 1:
			return "y"
		default:
			return "-y"
		}
	}
	return "(" + term(r.a, r.b) + "," + term(r.c, r.d) + ")"
}

// Syms lists the eight elements of G in the order of the 21-move codes
// s = 0…7 (equation "symmetries").
var Syms = func() [8]Sym {
	var out [8]Sym
	for s := 0; s < 8; s++ {
		out[s] = Sym21(s)
	}
	return out
}()

// Index is the position of r in Syms, i.e. its 21-move code.
func (r Sym) Index() int {
	for i, s := range Syms {
		if s == r {
			return i
		}
	}
	panic(fmt.Sprintf("makerbreaker: %v is not in G", r))
}

// Sym21 decodes the 21-move code s (Section "Coordinates, placements, and
// expressions"): negate the first coordinate if the bit of weight 2 is set,
// negate the second if the bit of weight 4 is set, and then interchange the
// coordinates if the bit of weight 1 is set.
//
//	s:      0      1      2       3       4       5       6        7
//	R_s: (x,y)  (y,x)  (−x,y)  (y,−x)  (x,−y)  (−y,x)  (−x,−y)  (−y,−x)
func Sym21(s int) Sym {
	if s < 0 || s > 7 {
		panic(fmt.Sprintf("makerbreaker: 21-move code %d outside 0..7", s))
	}
	r := Identity
	if s&2 != 0 {
		r = Sym{-1, 0, 0, 1}.Mul(r)
	}
	if s&4 != 0 {
		r = Sym{1, 0, 0, -1}.Mul(r)
	}
	if s&1 != 0 {
		r = Sym{0, 1, 1, 0}.Mul(r)
	}
	return r
}

// Code21 is the inverse of Sym21.
func (r Sym) Code21() int { return r.Index() }

// Sym25 decodes the route25 orientation d (equation "r25:placement"): swap
// first when d is odd, then negate the first coordinate for the bit of value
// 2 and the second for the bit of value 4. Codes 3 and 5 differ from Sym21.
//
//	d:      0      1      2       3       4       5       6        7
//	R_d: (x,y)  (y,x)  (−x,y)  (−y,x)  (x,−y)  (y,−x)  (−x,−y)  (−y,−x)
func Sym25(d int) Sym {
	if d < 0 || d > 7 {
		panic(fmt.Sprintf("makerbreaker: 25-move orientation %d outside 0..7", d))
	}
	r := Identity
	if d&1 != 0 {
		r = Sym{0, 1, 1, 0}.Mul(r)
	}
	if d&2 != 0 {
		r = Sym{-1, 0, 0, 1}.Mul(r)
	}
	if d&4 != 0 {
		r = Sym{1, 0, 0, -1}.Mul(r)
	}
	return r
}

// Code25 is the inverse of Sym25.
func (r Sym) Code25() int {
	for d := 0; d < 8; d++ {
		if Sym25(d) == r {
			return d
		}
	}
	panic("unreachable")
}

// Letters35 are the orientation letters of the 35-move certificate.
const Letters35 = "abcdefgh"

// Sym35 decodes a 35-move orientation letter (Section "The letter-and-offset
// certificate"):
//
//	L:      a      b      c       d       e       f       g        h
//	R_L: (x,y)  (y,x)  (x,−y)  (−y,x)  (−x,y)  (y,−x)  (−x,−y)  (−y,−x)
func Sym35(letter byte) (Sym, bool) {
	switch letter {
	case 'a':
		return Sym{1, 0, 0, 1}, true
	case 'b':
		return Sym{0, 1, 1, 0}, true
	case 'c':
		return Sym{1, 0, 0, -1}, true
	case 'd':
		return Sym{0, -1, 1, 0}, true
	case 'e':
		return Sym{-1, 0, 0, 1}, true
	case 'f':
		return Sym{0, 1, -1, 0}, true
	case 'g':
		return Sym{-1, 0, 0, -1}, true
	case 'h':
		return Sym{0, -1, -1, 0}, true
	}
	return Sym{}, false
}

// Letter35 is the inverse of Sym35.
func (r Sym) Letter35() byte {
	for i := 0; i < 8; i++ {
		if s, _ := Sym35(Letters35[i]); s == r {
			return Letters35[i]
		}
	}
	panic("unreachable")
}

// Placement is an affine map F(v) = R·v + T with R ∈ G and T ∈ Z², the
// "allowed placement" of Section "Conditional winning positions". A valid
// claim stays valid, with the same height, under every placement.
type Placement struct {
	R Sym
	T Point
}

// IdentityPlacement is the identity map.
var IdentityPlacement = Placement{R: Identity}

// Translation returns v ↦ v + t.
func Translation(t Point) Placement { return Placement{R: Identity, T: t} }

// Apply returns F(v).
func (f Placement) Apply(v Point) Point { return f.R.Apply(v).Add(f.T) }

// Compose returns f∘g (apply g first).
func (f Placement) Compose(g Placement) Placement {
	return Placement{R: f.R.Mul(g.R), T: f.R.Apply(g.T).Add(f.T)}
}

// Inverse returns F⁻¹.
func (f Placement) Inverse() Placement {
	ri := f.R.Inverse()
	t := ri.Apply(f.T)
	return Placement{R: ri, T: Point{-t.X, -t.Y}}
}

// IsIdentity reports whether F is the identity.
func (f Placement) IsIdentity() bool { return f == IdentityPlacement }

// Map returns F(s).
func (f Placement) Map(s Set) Set {
	if f.R == Identity {
		return s.Translate(f.T)
	}
	out := make(Set, len(s))
	for i, p := range s {
		out[i] = f.Apply(p)
	}
	return out.normalize()
}

// String prints the map as "(x,y) -> (y+1,x-1)".
func (f Placement) String() string {
	r := f.R.String()
	// r is "(u,v)" with u, v in {x,-x,y,-y}; append the translation.
	var u, v string
	for i := 1; i < len(r); i++ {
		if r[i] == ',' {
			u, v = r[1:i], r[i+1:len(r)-1]
			break
		}
	}
	off := func(s string, t int) string {
		switch {
		case t > 0:
			return fmt.Sprintf("%s+%d", s, t)
		case t < 0:
			return fmt.Sprintf("%s%d", s, t)
		}
		return s
	}
	return "(x,y) -> (" + off(u, f.T.X) + "," + off(v, f.T.Y) + ")"
}
