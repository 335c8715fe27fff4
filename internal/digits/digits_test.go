package digits

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

func TestGroup(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "0": "0", "999": "999", "1000": "1,000", "681830059": "681,830,059",
		"-2427": "-2,427", "+1234567": "+1,234,567", "-12345.5": "-12,345.5", "123.4567": "123.4567",
	} {
		if got := Group(in); got != want {
			t.Errorf("Group(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Int(math.MinInt64); got != "-9,223,372,036,854,775,808" {
		t.Errorf("Int(MinInt64) = %q", got)
	}
	if got := Uint(math.MaxUint64); got != "18,446,744,073,709,551,615" {
		t.Errorf("Uint(MaxUint64) = %q", got)
	}
}

// Removing the commas gives the number back, and every group after the
// first has three digits: a second way to the same answer.
func TestGroupRoundTrip(t *testing.T) {
	for n := int64(-20000); n <= 2000000; n += 997 {
		s := Int(n)
		if back, err := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64); err != nil || back != n {
			t.Fatalf("Int(%d) = %q reads back as %d, %v", n, s, back, err)
		}
		parts := strings.Split(strings.TrimLeft(s, "-"), ",")
		if len(parts[0]) < 1 || len(parts[0]) > 3 {
			t.Fatalf("Int(%d) = %q: leading group %q", n, s, parts[0])
		}
		for _, g := range parts[1:] {
			if len(g) != 3 {
				t.Fatalf("Int(%d) = %q: group %q", n, s, g)
			}
		}
	}
}
