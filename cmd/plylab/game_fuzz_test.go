package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"plylab/engine/positional"
)

// FuzzGameCertReader: the certificate file reader of 'game check' (plain
// or gzip) never panics, and with the checker behind it reports bad bytes
// as errors.
func FuzzGameCertReader(f *testing.F) {
	_, g, err := positional.ParseInstance([]byte(`{"id":"g","cells":5,"sets":[[0,1],[1,2],[3,4]],"rule":"maker-breaker","first":"maker"}`))
	if err != nil {
		f.Fatal(err)
	}
	var cert bytes.Buffer
	if _, err := positional.WriteCertificate(&cert, g, positional.Options{Workers: 1, MemoryMB: 1}); err != nil {
		f.Fatal(err)
	}
	z, _ := gameGzipFor("x.gz", cert.Bytes())
	f.Add(cert.Bytes())
	f.Add(z)
	f.Add(z[:len(z)/2])
	f.Add([]byte{0x1f, 0x8b})
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := gameCertReader(bytes.NewReader(data))
		if err != nil {
			return
		}
		_, _ = positional.CheckCertificate(r, g)
	})
}

// The gzip helpers round-trip: what 'game cert --out X.gz' writes, the
// reader gives back.
func TestGameCertGzipRoundTrip(t *testing.T) {
	data := []byte("plylab positional certificate 1\n")
	z, err := gameGzipFor("c.gz", data)
	if err != nil || bytes.Equal(z, data) {
		t.Fatalf("not gzipped: %v", err)
	}
	if _, err := gzip.NewReader(bytes.NewReader(z)); err != nil {
		t.Fatal(err)
	}
	r, err := gameCertReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	back, _ := io.ReadAll(r)
	if !bytes.Equal(back, data) {
		t.Fatalf("got %q", back)
	}
	if same, _ := gameGzipFor("c.cert", data); !bytes.Equal(same, data) {
		t.Fatal("a plain name was gzipped")
	}
}
