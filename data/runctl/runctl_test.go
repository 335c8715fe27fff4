package runctl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	for _, ok := range []string{"", "0/1", "3/4", " 1 / 2 "} {
		if _, err := ParseShard(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"4/4", "-1/3", "1", "a/b", "0/0"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// Every item belongs to exactly one shard.
	for k := uint64(0); k < 100; k++ {
		owners := 0
		for i := 0; i < 7; i++ {
			if (Shard{i, 7}).Owns(k) {
				owners++
			}
		}
		if owners != 1 {
			t.Fatalf("item %d has %d owners", k, owners)
		}
	}
}

func TestCheckpointRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ck.json")
	type P struct{ N int }
	type S struct{ Done []bool }
	found, err := LoadCheckpoint(path, "k", P{5}, &S{})
	if err != nil || found {
		t.Fatalf("fresh: %v %v", found, err)
	}
	if err := SaveCheckpoint(path, "k", P{5}, S{[]bool{true, false}}); err != nil {
		t.Fatal(err)
	}
	var s S
	found, err = LoadCheckpoint(path, "k", P{5}, &s)
	if err != nil || !found || len(s.Done) != 2 || !s.Done[0] {
		t.Fatalf("load: %v %v %+v", found, err, s)
	}
	if _, err := LoadCheckpoint(path, "k", P{6}, &s); err == nil || !strings.Contains(err.Error(), "parameters") {
		t.Fatalf("other params accepted: %v", err)
	}
	if _, err := LoadCheckpoint(path, "other", P{5}, &s); err == nil {
		t.Fatal("other kind accepted")
	}
	os.WriteFile(path, []byte("garbage"), 0o644)
	if _, err := LoadCheckpoint(path, "k", P{5}, &s); err == nil {
		t.Fatal("garbage accepted")
	}
}

func TestMerge(t *testing.T) {
	RegisterMerger("test.sum", func(params json.RawMessage, parts []json.RawMessage) (any, error) {
		total := 0
		for _, p := range parts {
			var v struct{ X int }
			json.Unmarshal(p, &v)
			total += v.X
		}
		return total, nil
	})
	part := func(shard string, x int) Partial {
		raw, _ := json.Marshal(map[string]any{"kind": "test.sum", "params": map[string]int{"n": 1}, "shard": shard, "X": x})
		raw, _ = Seal(raw)
		var p Partial
		json.Unmarshal(raw, &p)
		p.Result = raw
		return p
	}
	got, err := Merge([]Partial{part("1/2", 5), part("0/2", 7)})
	if err != nil || got.(int) != 12 {
		t.Fatalf("merge: %v %v", got, err)
	}
	if _, err := Merge([]Partial{part("0/2", 5)}); err == nil {
		t.Fatal("missing shard accepted")
	}
	if _, err := Merge([]Partial{part("0/2", 5), part("0/2", 5)}); err == nil {
		t.Fatal("duplicate shard accepted")
	}
	if _, err := Merge([]Partial{part("0/2", 5), part("1/3", 5)}); err == nil {
		t.Fatal("mixed shard counts accepted")
	}
}

// WriteFile writes the whole file, replaces an old one, leaves no
// temporary file, and fails without touching the old file when the
// directory is missing.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	for _, data := range []string{"first\n", "second, longer\n"} {
		if err := WriteFile(p, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(p); string(b) != data {
			t.Fatalf("read back %q, want %q", b, data)
		}
	}
	if es, _ := os.ReadDir(dir); len(es) != 1 {
		t.Fatalf("%d files in the directory, want 1", len(es))
	}
	if st, _ := os.Stat(p); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	if err := WriteFile(filepath.Join(dir, "no", "x"), []byte("x")); err == nil {
		t.Error("a missing directory gave no error")
	}
}
