package hex

import "testing"

func TestParseAdjacency(t *testing.T) {
	for s, want := range map[string]Adjacency{"anti": AntiDiagonal, "anti-diagonal": AntiDiagonal, "main": MainDiagonal, "main-diagonal": MainDiagonal} {
		if a, err := ParseAdjacency(s); err != nil || a != want {
			t.Errorf("%s: %v, %v", s, a, err)
		}
	}
	if _, err := ParseAdjacency("diag"); err == nil || err.Error() != `adjacency "diag": want anti or main` {
		t.Errorf("diag: %v", err)
	}
}
