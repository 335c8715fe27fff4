package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"plylab/engine/makerbreaker"
	"time"
)

// search --method pn writes a certificate that reconstruct and verify
// accept, refutes a height below it, and refuses bad flags with exit 2.
func TestMBSearchPN(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "t4.txt")
	code, out, errs := runCLI("mb", "search", "--shape", "t4", "--method", "pn", "--height", "4", "--out", cert, "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"method":"pn"`) ||
		!strings.Contains(out, `"root_pn":0`) || !strings.Contains(out, `"height":4`) || !strings.Contains(out, `"height_bound":4`) {
		t.Fatalf("search: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "reconstruct", "--dialect", "21", "--shape", "t4", cert, "--json"); code != 0 || !strings.Contains(out, `"height":4`) {
		t.Fatalf("reconstruct: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "verify", "--cert", cert, "--dialect", "21", "--shape", "t4", "--all", "--json"); code != 0 || !strings.Contains(out, `"cards_failed":0`) {
		t.Fatalf("verify: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "play", "--cert", cert, "--dialect", "21", "--shape", "t4", "--breaker", "greedy", "--games", "5", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
		t.Fatalf("play: exit %d %s %s", code, out, errs)
	}
	code, out, errs = runCLI("mb", "search", "--shape", "t4", "--method", "pn", "--height", "3", "--out", filepath.Join(dir, "x.txt"), "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"found":false`) || !strings.Contains(out, `"root_dn":0`) || !strings.Contains(out, `"refuted_up_to":3`) {
		t.Fatalf("refutation: exit %d %s %s", code, out, errs)
	}
	for _, args := range [][]string{
		{"--method", "pn"},
		{"--method", "pn", "--height", "61"},
		{"--method", "xx", "--height", "4"},
		{"--height", "4"},
		{"--method", "pn", "--height", "4", "--max-memory", "-1"},
	} {
		a := append([]string{"mb", "search", "--shape", "t4", "--out", filepath.Join(dir, "y.txt")}, args...)
		if code, _, _ := runCLI(a...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// search --method pn --checkpoint stops at --max-nodes, saves the table,
// resumes from it to the one-shot answer, and refuses a checkpoint of
// another search or a damaged one with exit 2 and one line.
func TestMBSearchPNCheckpoint(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "l5.ckpt")
	cert := filepath.Join(dir, "l5.txt")
	base := []string{"mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--out", cert, "--checkpoint", ck, "--json", "--quiet"}
	var sizes []int64
	for i := 0; i < 2; i++ {
		code, out, errs := runCLI(append(base, "--max-nodes", "30000")...)
		if code != 0 || !strings.Contains(out, `"aborted":true`) || !strings.Contains(out, `"found":false`) {
			t.Fatalf("stopped run %d: exit %d %s %s", i, code, out, errs)
		}
		// The table's real size, not 0, when the budget stops the run.
		if strings.Contains(out, `"tt_entries":0,`) || !strings.Contains(out, `"tt_entries":`) {
			t.Errorf("stopped run %d reports no table: %s", i, out)
		}
		fi, err := os.Stat(ck)
		if err != nil {
			t.Fatalf("run %d: no checkpoint: %v", i, err)
		}
		sizes = append(sizes, fi.Size())
	}
	if sizes[1] <= sizes[0] {
		t.Errorf("the resumed run added nothing: %v bytes", sizes)
	}
	code, out, errs := runCLI(base...)
	if code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"root_pn":0`) || !strings.Contains(out, `"height":7`) {
		t.Fatalf("resumed run: exit %d %s %s", code, out, errs)
	}
	one := filepath.Join(dir, "one.txt")
	if code, out, errs := runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--out", one, "--json", "--quiet"); code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"height":7`) {
		t.Fatalf("one-shot run: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "reconstruct", "--dialect", "21", "--shape", "l5", cert, "--json"); code != 0 || !strings.Contains(out, `"height":7`) {
		t.Fatalf("reconstruct: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "play", "--cert", cert, "--dialect", "21", "--shape", "l5", "--breaker", "greedy", "--games", "3", "--json", "--quiet"); code != 0 || !strings.Contains(out, `"within_height":true`) {
		t.Fatalf("play: exit %d %s %s", code, out, errs)
	}
	// Finished: a rerun answers from the checkpoint in one position.
	if code, out, errs := runCLI(base...); code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"nodes":1,`) {
		t.Fatalf("rerun: exit %d %s %s", code, out, errs)
	}
	good, _ := os.ReadFile(ck)
	trunc := filepath.Join(dir, "trunc.ckpt")
	os.WriteFile(trunc, good[:len(good)/2], 0o644)
	// A file larger than a table of the run's limit can hold is refused
	// before it is read (--max-memory 1: 1048 positions, about 2 MB).
	huge := filepath.Join(dir, "huge.ckpt")
	if err := os.WriteFile(huge, append([]byte("plylab mb pn checkpoint\n"), make([]byte, 3<<20)...), 0o644); err != nil {
		t.Fatal(err)
	}
	idck := filepath.Join(dir, "id.ckpt")
	if code, _, errs := runCLI("mb", "search", "--shape", "t4", "--max-height", "4", "--out", filepath.Join(dir, "t4.txt"), "--checkpoint", idck, "--quiet"); code != 0 {
		t.Fatalf("id search: exit %d %s", code, errs)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--shape", "l5", "--height", "8", "--checkpoint", ck}, `height "7" in the file, "8" in this run`},
		{[]string{"--shape", "t4", "--height", "7", "--checkpoint", ck}, "shape "},
		{[]string{"--shape", "l5", "--height", "7", "--maker", "0,0", "--checkpoint", ck}, "maker "},
		{[]string{"--shape", "l5", "--height", "7", "--max-memory", "100", "--checkpoint", ck}, "table-limit "},
		{[]string{"--shape", "l5", "--height", "7", "--checkpoint", trunc}, "truncated or damaged"},
		{[]string{"--shape", "l5", "--height", "7", "--max-memory", "1", "--checkpoint", huge}, "more than a checkpoint of a table of 1048 positions can hold"},
		{[]string{"--shape", "t4", "--height", "4", "--checkpoint", idck}, "not a pn search checkpoint"},
	} {
		a := append([]string{"mb", "search", "--method", "pn", "--out", filepath.Join(dir, "x.txt"), "--quiet"}, tc.args...)
		code, out, errs := runCLI(a...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q (want exit 2, one line with %q)", tc.args, code, out, errs, tc.want)
		}
	}
	// The id search refuses the pn search's file.
	if code, _, _ := runCLI("mb", "search", "--shape", "l5", "--max-height", "3", "--out", filepath.Join(dir, "y.txt"), "--checkpoint", ck, "--quiet"); code != 2 {
		t.Errorf("id search on a pn checkpoint: exit %d, want 2", code)
	}
	if b, _ := os.ReadFile(ck); string(b) != string(good) {
		t.Error("a refused run changed the checkpoint")
	}
}

// search --method pn --library: an l5 certificate's cards make a second l5
// search short, and its certificate reconstructs; a library of another
// shape, a damaged one, a missing one and --library with --method id are
// refused with exit 2 and one line naming the file.
func TestMBSearchPNLibrary(t *testing.T) {
	dir := t.TempDir()
	first := filepath.Join(dir, "l5.txt")
	code, out, errs := runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--out", first, "--json", "--quiet")
	if code != 0 || !strings.Contains(out, `"found":true`) {
		t.Fatalf("first search: exit %d %s %s", code, out, errs)
	}
	second := filepath.Join(dir, "l5-lib.txt")
	code, out, errs = runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--library", first, "--out", second, "--json")
	if code != 0 || !strings.Contains(out, `"found":true`) || !strings.Contains(out, `"nodes":3,`) || !strings.Contains(errs, "library "+first+": ") {
		t.Fatalf("search with the library: exit %d %s %s", code, out, errs)
	}
	if code, out, errs := runCLI("mb", "reconstruct", "--dialect", "21", "--shape", "l5", second, "--json"); code != 0 || !strings.Contains(out, `"height":7`) {
		t.Fatalf("reconstruct: exit %d %s %s", code, out, errs)
	}
	bad := filepath.Join(dir, "bad.txt")
	raw, _ := os.ReadFile(first)
	os.WriteFile(bad, append(raw, []byte("9999 1 2:3\n")...), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--shape", "i4", "--method", "pn", "--height", "7", "--library", first}, first},
		{[]string{"--shape", "l5", "--method", "pn", "--height", "7", "--library", bad}, bad},
		{[]string{"--shape", "l5", "--method", "pn", "--height", "7", "--library", filepath.Join(dir, "none.txt")}, "none.txt"},
		{[]string{"--shape", "l5", "--max-height", "7", "--library", first}, "--library"},
	} {
		a := append([]string{"mb", "search", "--out", filepath.Join(dir, "z.txt")}, tc.args...)
		code, _, errs := runCLI(a...)
		if code != 2 || !strings.Contains(errs, tc.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line naming %s", tc.args, code, errs, tc.want)
		}
		if _, err := os.Stat(filepath.Join(dir, "z.txt")); err == nil {
			t.Errorf("%v: wrote the output", tc.args)
		}
	}
}

// --library-out writes the cards of a search stopped by --max-nodes as a
// certificate that reconstructs, and a second run that reads them starts
// from them: it finishes in fewer positions than the same search alone.
func TestMBSearchPNLibraryOut(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib.txt")
	code, out, errs := runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--max-nodes", "60000",
		"--library-out", lib, "--out", filepath.Join(dir, "a.txt"), "--json")
	if code != 0 || !strings.Contains(out, `"aborted":true`) || !strings.Contains(errs, "library-out "+lib+": ") {
		t.Fatalf("stopped run: exit %d %s %s", code, out, errs)
	}
	// Every card of the file reconstructs (mb reconstruct also wants the
	// last card to be a claim about the start, which a library's is not).
	raw, err := os.ReadFile(lib)
	if err != nil {
		t.Fatal(err)
	}
	sh, _ := makerbreaker.ParseShape("l5")
	c, r, err := makerbreaker.Load(makerbreaker.Dialect21, lib, raw, sh)
	if err != nil || len(c.Rows) < 10 {
		t.Fatalf("the library does not load: %v (%d rows)", err, len(c.Rows))
	}
	for _, card := range r.Cards[sh.Size():] {
		if card.H < 2 || card.A.Len() == 0 {
			t.Fatalf("library card %v", card)
		}
	}
	nodes := func(out string) int {
		i := strings.Index(out, `"nodes":`)
		n := 0
		for _, c := range out[i+len(`"nodes":`):] {
			if c < '0' || c > '9' {
				break
			}
			n = 10*n + int(c-'0')
		}
		return n
	}
	_, alone, _ := runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--out", filepath.Join(dir, "b.txt"), "--json", "--quiet")
	code, with, errs := runCLI("mb", "search", "--shape", "l5", "--method", "pn", "--height", "7", "--library", lib, "--out", filepath.Join(dir, "c.txt"), "--json", "--quiet")
	if code != 0 || !strings.Contains(with, `"found":true`) || nodes(with) >= nodes(alone) {
		t.Fatalf("with the library: exit %d, %d positions (%d alone) %s", code, nodes(with), nodes(alone), errs)
	}
	if code, _, errs := runCLI("mb", "search", "--shape", "l5", "--max-height", "7", "--library-out", lib, "--out", filepath.Join(dir, "d.txt")); code != 2 || !strings.Contains(errs, "--library-out") {
		t.Errorf("--library-out with --method id: exit %d %s", code, errs)
	}
	t.Logf("l5: %d positions with the stopped run's cards, %d alone", nodes(with), nodes(alone))
}

// SIGTERM during search --method pn --checkpoint stops the search, saves
// the table and exits 1 naming the signal; a rerun resumes from the file.
func TestMBSearchPNSignalSaves(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ck := filepath.Join(dir, "h1.ckpt")
	args := []string{"mb", "search", "--shape", "snaky", "--maker", "0,0", "--method", "pn", "--height", "12", "--beam", "5",
		"--out", filepath.Join(dir, "h1.txt"), "--checkpoint", ck, "--quiet"}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), memlimitEnv+"=1", "PLYLAB_CHECKPOINT_EVERY=100ms")
	var e bytes.Buffer
	cmd.Stderr = &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	// The first periodic save shows the search under way.
	for saved := false; !saved; {
		select {
		case err := <-exited:
			t.Fatalf("the search ended before its first save: %v, stderr %q", err, e.String())
		case <-time.After(20 * time.Millisecond):
			_, err := os.Stat(ck)
			saved = err == nil
		}
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	err = <-exited
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 || !strings.Contains(e.String(), "stopped by terminated") || !strings.Contains(e.String(), "checkpoint saved to "+ck) {
		t.Fatalf("after SIGTERM: %v, stderr %q", err, e.String())
	}
	code, out, errs := runCLI(append(args[:len(args)-1], "--max-nodes", "1", "--json")...)
	if code != 0 || !strings.Contains(errs, "resuming from "+ck) || !strings.Contains(out, `"aborted":true`) {
		t.Fatalf("rerun: exit %d %s %s", code, out, errs)
	}
}
