package runctl

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

func TestReadPartials(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a := write("a.json", `{"kind":"k","params":{},"shard":"0/2"}`+"\n")
	b := write("b.json", "\n"+`{"kind":"k","params":{},"shard":"1/2"}`+"\n\n"+`{"kind":"k","params":{},"shard":"2/2"}`+"\n")
	ps, err := ReadPartials([]string{a, b})
	if err != nil || len(ps) != 3 {
		t.Fatalf("%d parts, %v", len(ps), err)
	}
	if ps[0].Source != a || ps[1].Source != b+":2" || ps[2].Source != b+":4" || ps[1].Shard != "1/2" || !strings.Contains(string(ps[2].Result), `"2/2"`) {
		t.Errorf("parts: %+v", ps)
	}
	for _, c := range []struct{ file, want string }{
		{write("bad.json", "{}\n"), "bad.json:1: not the --json output of a sharded plylab run"},
		{write("empty.json", "\n"), "empty.json: empty file"},
		{filepath.Join(dir, "none.json"), "no such file"},
	} {
		_, err := ReadPartials([]string{a, c.file})
		var ie *inputerr.Error
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an input error with %q", c.file, err, c.want)
		}
	}
}
