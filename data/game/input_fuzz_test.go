package game

import (
	"bytes"
	"strings"
	"testing"
)

// Read keeps exactly the non-blank lines, trimmed, numbered as in the input
// (1-based, increasing), and the input key does not depend on the name's
// directory.
func FuzzRead(f *testing.F) {
	f.Add([]byte("{\"id\":1}\n\n  x  \r\n\tlast"))
	f.Add([]byte(""))
	f.Add([]byte("\n\n\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		in, err := Read("a/games.jsonl", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		var nos []int
		for i, l := range strings.Split(string(b), "\n") {
			if t := strings.TrimSpace(l); t != "" {
				want, nos = append(want, t), append(nos, i+1)
			}
		}
		if len(in.Lines) != len(want) {
			t.Fatalf("%d lines, want %d", len(in.Lines), len(want))
		}
		for i, l := range in.Lines {
			if string(l.Text) != want[i] || l.No != nos[i] || l.Long {
				t.Fatalf("line %d: %q at %d, want %q at %d", i, l.Text, l.No, want[i], nos[i])
			}
		}
		other, _ := Read("b/games.jsonl", bytes.NewReader(b))
		if in.key() != other.key() {
			t.Fatal("the input key depends on the directory")
		}
	})
}
