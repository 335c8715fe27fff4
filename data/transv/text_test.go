package transv

import (
	"encoding/json"
	"strings"
	"testing"

	"plylab/engine/transversal"
)

// The closed-form counts print as 'plylab transversal counts' prints them,
// and their JSON has the fields the CLI names.
func TestCountsText(t *testing.T) {
	c := Run{}.ClosedFormCounts(4)
	cf := transversal.ClosedForm(4)
	if !strings.HasPrefix(c.Text, "n = 4 (closed form, canonical mode)\n  terminal lines  "+groupDigits(cf.TerminalLines.String())) {
		t.Errorf("text:\n%s", c.Text)
	}
	b, _ := json.Marshal(c)
	if !strings.HasPrefix(string(b), `{"mode":"canonical","n":4,"nodes":"`) || !strings.Contains(string(b), `"win_ply":{`) {
		t.Errorf("json: %s", b)
	}
	if groupDigits("1234567") != "1,234,567" || groupDigits("12") != "12" {
		t.Errorf("groupDigits")
	}
}

// The plain reference and the value report agree on n = 3 (a draw).
func TestValueAndPlain(t *testing.T) {
	v, err := Run{}.Value(3, transversal.SolveOptions{Workers: 1, TableMiB: 8})
	if err != nil || v.Value != "draw" || v.OptimalLength != nil || v.Nodes() == 0 {
		t.Fatalf("value n = 3: %+v, %v", v, err)
	}
	r, err := Run{}.SolvePlain(3, 9)
	if err != nil || !strings.Contains(r.Text, "X forces a transversal: false") {
		t.Errorf("plain n = 3 by 9: %+v, %v", r, err)
	}
}
