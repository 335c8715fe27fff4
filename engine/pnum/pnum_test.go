package pnum

import "testing"

// SatAdd and EpsThreshold against their definitions in exact arithmetic
// (big enough integers), over a grid of values including the edges.
func TestArithmetic(t *testing.T) {
	vals := []uint32{0, 1, 2, 3, 7, 100, 1 << 20, Inf - 2, Inf - 1, Inf}
	for _, x := range vals {
		for _, y := range vals {
			want := uint64(x) + uint64(y)
			if want >= uint64(Inf) {
				want = uint64(Inf) - 1
			}
			if got := SatAdd(x, y); uint64(got) != want {
				t.Errorf("SatAdd(%d, %d) = %d, want %d", x, y, got, want)
			}
		}
	}
	for _, eps := range [][2]uint64{{1, 4}, {4, 4}, {1, 1}, {0, 1}} {
		for _, second := range vals {
			for _, th := range vals {
				var want uint64
				if second >= Inf {
					want = uint64(th)
				} else {
					// ⌈second·(1+num/den)⌉ by exact integer ceiling, at least second+1
					want = (uint64(second)*(eps[0]+eps[1]) + eps[1] - 1) / eps[1]
					want = max(want, uint64(second)+1)
					want = min(want, uint64(th))
				}
				if got := EpsThreshold(second, th, eps[0], eps[1]); uint64(got) != want {
					t.Errorf("EpsThreshold(%d, %d, %d/%d) = %d, want %d", second, th, eps[0], eps[1], got, want)
				}
			}
		}
	}
}
