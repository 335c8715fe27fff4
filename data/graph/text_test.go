package graph

import (
	"strings"
	"testing"
)

func TestParseLimits(t *testing.T) {
	var p SweepParams
	if err := p.ParseLimits(" shannon-switching = 5,matching=0"); err != nil || p.Limits["shannon-switching"] != 5 || p.Limits["matching"] != 0 {
		t.Errorf("limits: %v, %v", p.Limits, err)
	}
	for s, want := range map[string]string{"foo": `--limit "foo": want name=n`, "a=9": "--limit a=9: want 0", "a=1,a=2": "--limit a given twice"} {
		var q SweepParams
		if err := q.ParseLimits(s); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", s, err, want)
		}
	}
	if groupCount(1234567) != "1,234,567" {
		t.Errorf("groupCount")
	}
}
