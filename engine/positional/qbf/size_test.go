package qbf

import (
	"bytes"
	"testing"

	"plylab/engine/positional"
	"plylab/engine/positional/gen"
)

// Size counts exactly what EncodeMoves builds and WriteQDIMACS writes.
func TestSizeMatchesEncoding(t *testing.T) {
	mnk := func(m, n int) *positional.Game {
		g, err := gen.MNK(m, n, 3)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	ttt := mnk(3, 3)
	mis := mnk(3, 3)
	mis.Rule = positional.StrongMisere
	mb := mnk(3, 4)
	mb.Rule, mb.First = positional.MakerBreaker, "breaker"
	ae := mnk(3, 3)
	ae.Rule, ae.First = positional.AvoiderEnforcer, "avoider"
	for gi, g := range []*positional.Game{ttt, mis, mb, ae} {
		for _, mv := range []Moves{OneHot, Log} {
			for _, P := range []int{0, 1, 4, 9, 20} {
				st, err := Size(g, P, mv)
				if err != nil {
					t.Fatal(err)
				}
				f, err := EncodeMoves(g, P, mv)
				if err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := f.WriteQDIMACS(&buf); err != nil {
					t.Fatal(err)
				}
				var lits int64
				for _, cl := range f.Clauses {
					lits += int64(len(cl))
				}
				if st.Vars != f.Vars || st.Clauses != int64(len(f.Clauses)) || st.Lits != lits || st.Bytes != int64(buf.Len()) {
					t.Fatalf("game %d %v P=%d: Size %+v, built %d vars %d clauses %d lits %d bytes",
						gi, mv, P, st, f.Vars, len(f.Clauses), lits, buf.Len())
				}
			}
		}
	}
}
