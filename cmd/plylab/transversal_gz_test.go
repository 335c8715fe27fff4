package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plylab/data/transv"
	"plylab/internal/cli"
)

// The probe's item 17: a .gz certificate with a zeroed CRC, or with bytes
// after the gzip data, is refused (exit 2) before its content is checked.
func TestTransversalGzipCertificateTampered(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "c.gz")
	if code, _, errs := runCLI("transversal", "solve", "--n", "4", "--by-ply", "9", "--certificate", cert, "--quiet"); code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errs)
	}
	if code, _, errs := runCLI("transversal", "check-certificate", cert, "--quiet"); code != 0 {
		t.Fatalf("the written certificate: exit %d: %s", code, errs)
	}
	raw, _ := os.ReadFile(cert)
	crc := append([]byte(nil), raw...)
	copy(crc[len(crc)-8:len(crc)-4], []byte{0, 0, 0, 0})
	trailing := append(append([]byte(nil), raw...), []byte("junk")...)
	twice := append(append([]byte(nil), raw...), raw...)
	for name, b := range map[string][]byte{"zeroed CRC": crc, "trailing bytes": trailing, "two members": twice} {
		f := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".gz")
		os.WriteFile(f, b, 0o644)
		code, _, errs := runCLI("transversal", "check-certificate", f, "--quiet")
		if code != 2 || !strings.Contains(errs, f) || !strings.Contains(errs, "gzip") {
			t.Errorf("%s: exit %d: %s", name, code, errs)
		}
	}
}

// The probe's items 12 and 18: an unwritable --checkpoint or --certificate
// is refused before the run (exit 2), with --quiet too.
func TestTransversalOutputPathsFirst(t *testing.T) {
	for _, args := range [][]string{
		{"transversal", "verify", "--n", "4", "--checkpoint", "/proc/x.ckpt", "--quiet"},
		{"transversal", "solve", "--n", "4", "--by-ply", "9", "--checkpoint", "/proc/x.ckpt", "--quiet"},
		{"transversal", "solve", "--n", "4", "--by-ply", "9", "--certificate", "/proc/x", "--quiet"},
		{"transversal", "solve", "--n", "4", "--by-ply", "9", "--certificate", "/nonexistent/x.gz", "--quiet"},
	} {
		code, out, errs := runCLI(args...)
		if code != 2 || out != "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, args[len(args)-2]) {
			t.Errorf("%v: exit %d, %q, %q", args, code, out, errs)
		}
	}
	if _, err := os.Stat("/nonexistent"); err == nil {
		t.Error("/nonexistent was created")
	}
}

// The probe's item 19: transversal verify --n 16 (10^36 nodes) is refused
// at once with the estimate (n = 9 on 4,000 shards, within a year a
// shard, is data/transv's TestEstimate).
func TestTransversalVerifyEstimate(t *testing.T) {
	code, out, errs := runCLI("transversal", "verify", "--n", "16", "--quiet")
	if code != 2 || out != "" || !strings.Contains(errs, "closed form") || !strings.Contains(errs, "n ≤ 8") {
		t.Fatalf("n = 16: exit %d, %q, %q", code, out, errs)
	}
}

// FuzzTransversalCertificate: the certificate reader never panics, and
// what it refuses is an InputError (exit 2) naming the file.
func FuzzTransversalCertificate(f *testing.F) {
	dir := f.TempDir()
	cert := filepath.Join(dir, "seed.gz")
	if code, _, errs := runCLI("transversal", "solve", "--n", "4", "--by-ply", "9", "--certificate", cert, "--quiet"); code != 0 {
		f.Fatalf("solve: %s", errs)
	}
	raw, _ := os.ReadFile(cert)
	f.Add(raw, true)
	f.Add(raw[:len(raw)/2], true)
	f.Add([]byte{}, false)
	f.Add([]byte("plylab transversal certificate\n"), false)
	f.Fuzz(func(t *testing.T, data []byte, gz bool) {
		name := filepath.Join(t.TempDir(), "c.txt")
		if gz {
			name += ".gz"
		}
		os.WriteFile(name, data, 0o644)
		_, err := transv.ReadCertificate(name)
		if err != nil && !strings.Contains(err.Error(), name) {
			t.Fatalf("error without the file name: %v", err)
		}
		if err != nil && cli.ExitCode(err) != cli.ExitUsage {
			t.Fatalf("a refused file must be bad input (exit 2), got exit %d: %v", cli.ExitCode(err), err)
		}
	})
}

// The probe's item 7 for the transversal verbs: --workers is bounded.
func TestTransversalWorkersValidated(t *testing.T) {
	for _, args := range [][]string{
		{"transversal", "verify", "--n", "4", "--workers", "100000"},
		{"transversal", "solve", "--n", "4", "--by-ply", "9", "--workers", "-3"},
	} {
		if code, out, errs := runCLI(args...); code != 2 || out != "" || !strings.Contains(errs, "--workers") {
			t.Errorf("%v: exit %d, %q, %q", args, code, out, errs)
		}
	}
}
