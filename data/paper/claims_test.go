package paper

import (
	"strings"
	"testing"
)

func TestClaimsParse(t *testing.T) {
	cs, err := Claims()
	if err != nil {
		t.Fatal(err)
	}
	fams := map[string]int{}
	for _, c := range cs {
		fams[c.Family]++
		if !strings.HasPrefix(c.ID, c.Family+".") {
			t.Errorf("claim %s is in %s.csv: ids must start with the family", c.ID, c.Family)
		}
		if c.Source == "" || c.Where == "" || c.Quantity == "" {
			t.Errorf("claim %s lacks source, where or quantity", c.ID)
		}
	}
	if fams["transversal"] < 10 {
		t.Fatalf("transversal claims: %d", fams["transversal"])
	}
}

func TestParseRejectsBadRows(t *testing.T) {
	for _, bad := range []string{
		"claim_id,source\nx,y\n",
		strings.Join(Columns, ",") + "\nx.a,s,w,q,1,u,maybe,\n",
		strings.Join(Columns, ",") + "\n,s,w,q,1,u,yes,\n",
		strings.Join(Columns, ",") + "\nx.a,s,w,q,1,u,yes\n",
	} {
		if _, err := Parse("x", "x.csv", strings.NewReader(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

func TestSameValue(t *testing.T) {
	for _, c := range []struct {
		a, b string
		eq   bool
	}{{"4,875", "4875", true}, {"75 799 185", "75799185", true}, {"0.30", "0.3", true}, {"yes", "Yes", true},
		{"4875", "4876", false}, {"11", "13", false}, {"", "0", false}} {
		if SameValue(c.a, c.b) != c.eq {
			t.Errorf("SameValue(%q, %q) = %v", c.a, c.b, !c.eq)
		}
	}
}

// A recorded value shows as "recorded" with the file and its command in the
// note, and a recorded value that contradicts a must-match claim still fails.
func TestRecordedStatus(t *testing.T) {
	const fam = "zzrecordedtest"
	c := Claim{ID: fam + ".a", Family: fam, Value: "7", MustMatch: true}
	r := joinOne(c, Measured{ID: c.ID, Value: "7", Recorded: "transversal-solve-2n1.jsonl"})
	if r.Status != StatusRecorded || r.Failed || !strings.Contains(r.OursNote, "plylab transversal solve") {
		t.Errorf("matching recorded value: %+v", r)
	}
	r = joinOne(c, Measured{ID: c.ID, Value: "8", Recorded: "transversal-solve-2n1.jsonl"})
	if r.Status != StatusMismatch || !r.Failed {
		t.Errorf("contradicting recorded value: %+v", r)
	}
	c.Value, c.MustMatch = "", false
	r = joinOne(c, Measured{ID: c.ID, Value: "8", Recorded: "graph-check-n7.jsonl"})
	if r.Status != StatusRecorded || r.Ours != "8" {
		t.Errorf("new recorded value: %+v", r)
	}
}

// FamilyClaims holds exactly the family's rows of Claims, each under its id.
func TestFamilyClaims(t *testing.T) {
	all, err := Claims()
	if err != nil {
		t.Fatal(err)
	}
	for _, fam := range Families() {
		got, err := FamilyClaims(fam)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, c := range all {
			if c.Family == fam {
				n++
				if got[c.ID] != c {
					t.Errorf("%s: %s not under its id", fam, c.ID)
				}
			}
		}
		if n == 0 || len(got) != n {
			t.Errorf("%s: %d claims by id, %d in the table", fam, len(got), n)
		}
	}
}
