package reproduce

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/mb"
	"plylab/data/paper"
	"plylab/engine/makerbreaker"
)

func mbClaimsByID(t *testing.T) map[string]paper.Claim {
	t.Helper()
	claims, err := paper.FamilyClaims("mb")
	if err != nil {
		t.Fatal(err)
	}
	return claims
}

// The example claims are computed from the printed lines and equal the
// published values; every id the producer emits is in data/paper/mb.csv.
func TestMBExampleClaimsMatch(t *testing.T) {
	claims := mbClaimsByID(t)
	c21, c25, c35, err := mb.Examples()
	if err != nil {
		t.Fatal(err)
	}
	ms := mbExampleClaims(c21, c25, c35)
	if len(ms) != 29 {
		t.Errorf("%d example claims", len(ms))
	}
	for _, m := range ms {
		c, ok := claims[m.ID]
		if !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
			continue
		}
		if !paper.SameValue(c.Value, m.Value) {
			t.Errorf("%s: paper %q, ours %q", m.ID, c.Value, m.Value)
		}
	}
}

// Without a copy of a published file the published facts are skipped with
// a note; a file that is not the published one is named as such.
func TestMBPublishedClaimsSkipped(t *testing.T) {
	claims := mbClaimsByID(t)
	os.Unsetenv("PLYLAB_MB_CERT21")
	os.Unsetenv("PLYLAB_MB_CERT25")
	os.Unsetenv("PLYLAB_MB_CERT35")
	fake := filepath.Join(t.TempDir(), "c.txt")
	os.WriteFile(fake, []byte(mb.Example21), 0o644)
	t.Setenv("PLYLAB_MB_CERT21", fake)
	ms := mbPublishedClaims(Options{})
	n := 0
	for _, c := range claims {
		if strings.HasPrefix(c.ID, "mb.cert") {
			n++
		}
	}
	if len(ms) != n || n != 70 {
		t.Errorf("%d published-file claims, %d rows in the table", len(ms), n)
	}
	for _, m := range ms {
		if _, ok := claims[m.ID]; !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
		}
		if m.ID == "mb.cert21.sha256" {
			if m.Value != makerbreaker.SHA256([]byte(mb.Example21)) {
				t.Errorf("%s = %q: the SHA-256 of the file given", m.ID, m.Value)
			}
			continue
		}
		if m.Value != "" {
			t.Errorf("%s has a value %q without the published file", m.ID, m.Value)
		}
		if strings.HasPrefix(m.ID, "mb.cert21") && !strings.Contains(m.Note, "is not the published file") {
			t.Errorf("%s: note %q", m.ID, m.Note)
		}
	}
}

// The literature claims on the small shapes: winners get their certificate
// height, losers a checked pairing.
func TestMBLiteratureClaims(t *testing.T) {
	t.Parallel()
	claims := mbClaimsByID(t)
	// Exhaustive play up to height 5 only here (the producer also plays
	// out y5 at height 6, about 20 s).
	_, runs, err := mb.SearchTable(mb.Shapes(), MBLoserHeight, 0)
	if err != nil {
		t.Fatal(err)
	}
	ms := mbLiteratureClaims(runs, MBLoserHeight, nil)
	got := map[string]string{}
	for _, m := range ms {
		if _, ok := claims[m.ID]; !ok {
			t.Errorf("%s is not in data/paper/mb.csv", m.ID)
		}
		got[m.ID] = m.Value
		if m.ID == "mb.lit.l4" && !strings.Contains(m.Note, "Maker wins within 4") {
			t.Errorf("%s: note %q", m.ID, m.Note)
		}
	}
	for id, want := range map[string]string{"mb.lit.monomino": "1", "mb.lit.domino": "2", "mb.lit.l4": "4", "mb.lit.t4": "4",
		"mb.lit.z4": "4", "mb.lit.o4": "loser", "mb.lit.x5": "loser", "mb.lit.i5": "loser", "mb.lit.l5": "7", "mb.lit.i4": "7"} {
		if got[id] != want {
			t.Errorf("%s = %q, want %q", id, got[id], want)
		}
	}
}
