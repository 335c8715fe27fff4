package positional

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

// FuzzParseInstance: the instance reader never panics; what it accepts is a
// valid, normalized game whose JSON instance parses back to the same game.
func FuzzParseInstance(f *testing.F) {
	for _, s := range []string{
		`{"id":"ttt","cells":9,"sets":[[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8],[0,4,8],[2,4,6]],"rule":"strong"}`,
		"\xef\xbb\xbf" + `{"id":"bom","cells":3,"sets":[[0,1]],"rule":"strong"}`,
		`{"id":"h","cells":256,"sets":[[4,6,1,3],[6,4,0],[4,7,5,3],[5,1,4,3]],"rule":"strong-misere"}`,
		`{"id":"b","cells":4,"sets":[[0,1],[2,3]],"rule":"maker-breaker","first":"breaker","bias":[1,2],"claimed":{"first":[],"second":[0]}}`,
		`{"id":"z","cells":4,"sets":[[0,1]],"rule":"maker-breaker","bias":[0,0]}`,
		`{"id":"e","cells":4,"sets":[[0,1]],"rule":"maker-breaker","bias":[]}`,
		`{"id":"s","cells":4,"sets":[[0,1]],"rule":"strong","first":"second"}`,
		`{"cells":-1}`, `[]`, `null`, ``, `{"id":"x"}{"id":"y"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		_, g, err := ParseInstance(line)
		if err != nil {
			if g != nil {
				t.Fatalf("error %v with a game", err)
			}
			return
		}
		if err := g.Validate(); err != nil {
			t.Fatalf("accepted an invalid game: %v", err)
		}
		a, err := gameLine(g)
		if err != nil {
			t.Fatal(err)
		}
		_, g2, err := ParseInstance([]byte(a))
		if err != nil {
			t.Fatalf("its own instance %s is refused: %v", a, err)
		}
		if b, _ := gameLine(g2); b != a {
			t.Fatalf("round trip changed the game:\n%s\n%s", a, b)
		}
	})
}

// FuzzCheckCertificate: the certificate reader never panics on any bytes
// and reports a bad certificate as an error.
func FuzzCheckCertificate(f *testing.F) {
	_, g, err := ParseInstance([]byte(`{"id":"g","cells":5,"sets":[[0,1],[1,2],[3,4]],"rule":"maker-breaker","first":"maker"}`))
	if err != nil {
		f.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := WriteCertificate(&buf, g, Options{Workers: 1, MemoryMB: 1}); err != nil {
		f.Fatal(err)
	}
	good := buf.String()
	f.Add([]byte(good))
	f.Add([]byte(strings.Replace(good, "lines", "lines 99999999999999999999", 1)))
	f.Add([]byte(good[:len(good)/2]))
	f.Add([]byte(certMagic + "\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := CheckCertificate(bytes.NewReader(data), g)
		if err != nil {
			var ce *inputerr.Error
			if !errors.As(err, &ce) && err.Error() == "" {
				t.Fatalf("an empty error")
			}
		}
	})
}
