package hex

import "testing"

// The chain estimate is exact within its budget and, past it, within 10%
// of the walk's count (7 × 9: 2,164,772 chains, estimated from 7 × 7 and
// 7 × 8 with a budget of half a million).
func TestEstimateChains(t *testing.T) {
	b, _ := NewBoard(4, 5)
	if n, exact := EstimateChains(b, 1<<20); n != 148 || !exact {
		t.Errorf("4 × 5: %d (exact %v), want 148 exactly", n, exact)
	}
	b, _ = NewBoard(7, 9)
	n, exact := EstimateChains(b, 1<<19)
	if exact || n < 2164772*9/10 || n > 2164772*11/10 {
		t.Errorf("7 × 9: %d (exact %v), want about 2164772", n, exact)
	}
}
