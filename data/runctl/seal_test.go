package runctl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An edited shard output is refused by merge: the probe moved an answer to
// line 999 and merge printed it.
func TestMergeRefusesEditedPart(t *testing.T) {
	RegisterMerger("test.lines", func(params json.RawMessage, parts []json.RawMessage) (any, error) { return len(parts), nil })
	part := func(raw []byte) Partial {
		var p Partial
		if err := json.Unmarshal(raw, &p); err != nil {
			t.Fatal(err)
		}
		p.Result = raw
		return p
	}
	a, _ := Seal([]byte(`{"kind":"test.lines","params":{"n":2},"shard":"0/2","answers":[{"line":1,"output":{"x":1}}]}`))
	b, _ := Seal([]byte(`{"kind":"test.lines","params":{"n":2},"shard":"1/2","answers":[{"line":2,"output":{"x":12345678901234567890}}]}`))
	if n, err := Merge([]Partial{part(a), part(b)}); err != nil || n.(int) != 2 {
		t.Fatalf("sealed parts: %v %v", n, err)
	}
	moved := []byte(strings.Replace(string(b), `"line":2`, `"line":999`, 1))
	if _, err := Merge([]Partial{part(a), part(moved)}); err == nil || !strings.Contains(err.Error(), "checksum does not match") {
		t.Fatalf("moved answer: %v", err)
	}
	var m map[string]any
	json.Unmarshal(b, &m)
	delete(m, "sum")
	bare, _ := json.Marshal(m)
	if _, err := Merge([]Partial{part(a), part(bare)}); err == nil || !strings.Contains(err.Error(), "no checksum") {
		t.Fatalf("sum removed: %v", err)
	}
	// Re-indenting or reordering keys is not an edit.
	var re map[string]any
	json.Unmarshal(a, &re)
	pretty, _ := json.MarshalIndent(re, "", "  ")
	if err := CheckSeal(pretty); err == nil {
		// Numbers went through float64 above; a's are small, so they survive.
	} else {
		t.Fatalf("re-indented part refused: %v", err)
	}
}

// A hand-edited checkpoint is refused, with the file named; one without a
// checksum too.
func TestCheckpointRefusesEdits(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.ckpt")
	type st struct{ Done map[int]int }
	params := map[string]any{"input": InputHash([]byte("x"))}
	if err := SaveCheckpoint(path, "test.k", params, st{map[int]int{1: 5}}); err != nil {
		t.Fatal(err)
	}
	var got st
	if found, err := LoadCheckpoint(path, "test.k", params, &got); !found || err != nil || got.Done[1] != 5 {
		t.Fatalf("round trip: %v %v %v", found, err, got)
	}
	b, _ := os.ReadFile(path)
	var edited map[string]json.RawMessage
	json.Unmarshal(b, &edited)
	edited["state"] = json.RawMessage(`{"Done":{"1":6}}`)
	eb, _ := json.Marshal(edited)
	os.WriteFile(path, eb, 0o644)
	if _, err := LoadCheckpoint(path, "test.k", params, &got); err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("edited state: %v", err)
	}
	var c map[string]any
	json.Unmarshal(b, &c)
	delete(c, "sum")
	nb, _ := json.Marshal(c)
	os.WriteFile(path, nb, 0o644)
	if _, err := LoadCheckpoint(path, "test.k", params, &got); err == nil || !strings.Contains(err.Error(), "no checksum") {
		t.Fatalf("no sum: %v", err)
	}
	// Another input (same file name, other content) is refused by name.
	SaveCheckpoint(path, "test.k", params, st{})
	other := map[string]any{"input": InputHash([]byte("y"))}
	if _, err := LoadCheckpoint(path, "test.k", other, &got); err == nil || !strings.Contains(err.Error(), "parameters") {
		t.Fatalf("other input: %v", err)
	}
}

// FuzzCheckpoint: no input makes LoadCheckpoint panic, and only a file
// with a matching checksum loads.
func FuzzCheckpoint(f *testing.F) {
	dir := f.TempDir()
	good := filepath.Join(dir, "seed.ckpt")
	SaveCheckpoint(good, "test.k", map[string]int{"n": 1}, map[string]int{"a": 1})
	b, _ := os.ReadFile(good)
	f.Add(b)
	f.Add([]byte(`{"kind":"test.k","params":{"n":1},"state":{"a":2}}`))
	f.Add([]byte(``))
	f.Add([]byte(`{"kind":"test.k","params":{"n":1},"state":null,"sum":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(t.TempDir(), "f.ckpt")
		os.WriteFile(p, data, 0o644)
		var st map[string]int
		found, err := LoadCheckpoint(p, "test.k", map[string]int{"n": 1}, &st)
		if err == nil && found {
			var c Checkpoint
			if json.Unmarshal(data, &c) != nil {
				t.Fatal("unparsable file loaded")
			}
			if s, _ := checkpointSum(c.Kind, c.Params, c.State); s != c.Sum {
				t.Fatal("file with a wrong sum loaded")
			}
		}
	})
}

// FuzzSeal: CheckSeal never panics, and accepts exactly what Seal made.
func FuzzSeal(f *testing.F) {
	f.Add([]byte(`{"kind":"a","shard":"0/1","x":[1,2.5,"s"]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`[1]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = CheckSeal(data)
		s, err := Seal(data)
		if err != nil {
			return
		}
		if err := CheckSeal(s); err != nil {
			t.Fatalf("sealed %q refused: %v", s, err)
		}
	})
}
