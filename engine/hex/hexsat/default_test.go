package hexsat

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func fakeProgram(t *testing.T, dir, name string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// The default solver is the fastest installed: the driver where
// PLYLAB_CADICAL_INC or the PATH finds it, else Debian's cadical on the
// PATH, else gophersat, with a note naming what is missing.
func TestDefaultSolver(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("PATH", empty)
	t.Setenv("PLYLAB_CADICAL_INC", filepath.Join(empty, "none"))
	if s, note := DefaultSolver(); s != Gophersat || !strings.Contains(note, "make sat-solver") || !strings.Contains(note, "apt-get install cadical") || strings.Contains(note, "\n") {
		t.Errorf("nothing installed: %v, %q", s, note)
	}
	withCadical := t.TempDir()
	fakeProgram(t, withCadical, CadicalBinary)
	t.Setenv("PATH", withCadical)
	if s, note := DefaultSolver(); s != Cadical || !strings.Contains(note, "make sat-solver") {
		t.Errorf("cadical on the PATH: %v, %q", s, note)
	}
	t.Setenv("PLYLAB_CADICAL_INC", fakeProgram(t, t.TempDir(), CadicalIncBinary))
	if s, note := DefaultSolver(); s != CadicalInc || note != "" {
		t.Errorf("driver by PLYLAB_CADICAL_INC: %v, %q", s, note)
	}
	t.Setenv("PLYLAB_CADICAL_INC", "")
	onPath := t.TempDir()
	fakeProgram(t, onPath, CadicalIncBinary)
	t.Setenv("PATH", onPath)
	if s, _ := DefaultSolver(); s != CadicalInc {
		t.Errorf("driver on the PATH: %v", s)
	}
}
