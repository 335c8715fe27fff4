package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"plylab/engine/inputerr"
)

func init() {
	RegisterFamily(Family{Name: "testfam", Summary: "test family"})
	Register(Command{Family: "testfam", Verb: "echo", Summary: "echo args", Usage: "[--k K] ARGS",
		Help: "Echoes.\n\nExample:\n  plylab testfam echo a --k 2 b",
		Setup: func(fs *flag.FlagSet) RunFunc {
			k := fs.Int("k", 1, "a number")
			return func(env *Env) error {
				switch {
				case len(env.Args) > 0 && env.Args[0] == "bad":
					return Usagef("bad input")
				case len(env.Args) > 0 && env.Args[0] == "file":
					return &InputError{File: "x.txt", Line: 3, Column: 7, Reason: "unexpected token"}
				case len(env.Args) > 0 && env.Args[0] == "engine":
					// An engine's error as it comes, unconverted.
					return inputerr.At("cert.txt", 4, "card %d: forward reference", 9)
				case len(env.Args) > 0 && env.Args[0] == "wrapped":
					// An engine's error wrapped on its way up, with a cause of its own.
					return fmt.Errorf("load: %w", inputerr.Wrap("cert.txt", 4, io.ErrUnexpectedEOF))
				case len(env.Args) > 0 && env.Args[0] == "fail":
					return Failuref("check failed")
				}
				if env.JSONOut {
					return env.JSON(map[string]any{"k": *k, "args": env.Args})
				}
				env.Printf("k=%d args=%s\n", *k, strings.Join(env.Args, ","))
				return nil
			}
		}})
}

func run(args ...string) (int, string, string) {
	var o, e bytes.Buffer
	code := Main("plylab", args, &o, &e)
	return code, o.String(), e.String()
}

func TestInterspersedFlagsAndJSON(t *testing.T) {
	code, out, _ := run("testfam", "echo", "a", "--k", "2", "b")
	if code != 0 || out != "k=2 args=a,b\n" {
		t.Fatalf("code %d out %q", code, out)
	}
	code, out, _ = run("testfam", "echo", "--json", "x", "--", "--k")
	if code != 0 || out != `{"args":["x","--k"],"k":1}`+"\n" {
		t.Fatalf("code %d out %q", code, out)
	}
}

func TestExitCodes(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"testfam", "echo", "bad"}, 2, "bad input"},
		{[]string{"testfam", "echo", "file"}, 2, "x.txt:3:7: unexpected token"},
		{[]string{"testfam", "echo", "fail"}, 1, "check failed"},
		{[]string{"testfam", "echo", "--nosuch"}, 2, "flag provided but not defined"},
		{[]string{"testfam", "nosuch"}, 2, "unknown verb"},
		{[]string{"nosuch"}, 2, "unknown command"},
		{[]string{"testfam", "echo", "--help"}, 0, ""},
	} {
		code, _, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.err) {
			t.Errorf("%v: code %d stderr %q", c.args, code, errOut)
		}
		if c.code == 2 && strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: error is not one line: %q", c.args, errOut)
		}
	}
}

// An *inputerr.Error from an engine, returned as it is or wrapped by
// fmt.Errorf, is bad input: exit status 2 and one line naming file, line and
// reason.
func TestEngineInputError(t *testing.T) {
	for _, c := range []struct {
		arg, want string
	}{
		{"engine", "plylab testfam echo: cert.txt:4: card 9: forward reference\n"},
		{"wrapped", "plylab testfam echo: load: cert.txt:4: unexpected EOF\n"},
	} {
		t.Run(c.arg, func(t *testing.T) {
			code, out, errOut := run("testfam", "echo", c.arg)
			if code != ExitUsage {
				t.Errorf("exit status %d, want %d", code, ExitUsage)
			}
			if errOut != c.want {
				t.Errorf("stderr %q, want %q", errOut, c.want)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
		})
	}
	for _, c := range []struct {
		name string
		err  error
		code int
	}{
		{"bare", inputerr.At("f", 1, "r"), ExitUsage},
		{"as InputError", &InputError{File: "f", Reason: "r"}, ExitUsage},
		{"two wraps deep", fmt.Errorf("a: %w", fmt.Errorf("b: %w", inputerr.Wrap("f", 2, io.EOF))), ExitUsage},
		{"joined", errors.Join(errors.New("x"), inputerr.At("", 3, "r")), ExitUsage},
		{"text only, not wrapped", fmt.Errorf("a: %v", inputerr.At("f", 1, "r")), ExitFailure},
		{"failure", Failuref("check failed"), ExitFailure},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := ExitCode(c.err); got != c.code {
				t.Errorf("ExitCode(%v) = %d, want %d", c.err, got, c.code)
			}
		})
	}
}

func TestHelp(t *testing.T) {
	_, out, _ := run("testfam", "echo", "--help")
	for _, want := range []string{"echo args", "Example:", "--k", "--json"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = run("--help")
	if !strings.Contains(out, "testfam") {
		t.Errorf("top help lacks the family:\n%s", out)
	}
	_, out, _ = run("testfam", "--help")
	if !strings.Contains(out, "echo") {
		t.Errorf("family help lacks the verb:\n%s", out)
	}
}
