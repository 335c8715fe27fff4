// Package cli is the small command framework behind the plylab program:
// a registry of `plylab <family> <verb>` commands, flag parsing that allows
// positional arguments between flags, a --json switch on every verb, and the
// error contract of DESIGN.md (bad input: one line naming file, line and
// reason, exit status 2; a failed check: exit status 1).
//
// Each game family registers its verbs from its own file in cmd/plylab, so
// families never edit each other's code.
package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"plylab/data/runctl"
	"plylab/engine/inputerr"
)

// Exit statuses.
const (
	ExitOK      = 0
	ExitFailure = 1 // a check failed (counterexample, claim mismatch)
	ExitUsage   = 2 // bad input: flags, files, impossible sizes
)

// RunFunc executes a command after its flags are parsed.
type RunFunc func(env *Env) error

// Command is one `plylab <family> <verb>` (or a top-level verb when Family is "").
type Command struct {
	Family  string // "transversal", "hex", "graph", "mb"; "" for top-level verbs
	Verb    string
	Summary string // one line for listings
	Usage   string // argument synopsis, e.g. "--n N [--all-choices]"
	Help    string // paragraphs shown by --help, ideally with an example
	// Setup declares the command's flags on fs and returns the function that
	// runs once they are parsed (closing over the flag values).
	Setup func(fs *flag.FlagSet) RunFunc
}

// Family describes a group of verbs for the top-level help.
type Family struct {
	Name    string
	Summary string
}

var (
	commands = map[string]*Command{}
	families = map[string]Family{}
)

func key(family, verb string) string { return family + " " + verb }

// Register adds a command; it panics on a duplicate, which is a programming error.
func Register(c Command) {
	k := key(c.Family, c.Verb)
	if _, dup := commands[k]; dup {
		panic("cli: duplicate command " + k)
	}
	cc := c
	commands[k] = &cc
}

// RegisterFamily names a family of verbs for the top-level help.
func RegisterFamily(f Family) { families[f.Name] = f }

// Env is what a running command sees.
type Env struct {
	Stdout, Stderr io.Writer
	JSONOut        bool // --json was given
	Quiet          bool // --quiet was given: no progress on stderr
	Args           []string
	Cmd            *Command
	Start          time.Time
}

// JSON writes v as one JSON object on stdout followed by a newline. A
// sharded run's output (an object with "kind" and "shard") is sealed with a
// checksum that plylab merge verifies (runctl.Seal).
func (e *Env) JSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if runctl.Sealed(b) {
		if b, err = runctl.Seal(b); err != nil {
			return err
		}
	}
	b = append(b, '\n')
	_, err = e.Stdout.Write(b)
	return err
}

// Printf writes human output to stdout.
func (e *Env) Printf(format string, a ...any) { fmt.Fprintf(e.Stdout, format, a...) }

// Logf writes a human progress or status line to stderr unless --quiet.
func (e *Env) Logf(format string, a ...any) {
	if e.Quiet {
		return
	}
	fmt.Fprintf(e.Stderr, format, a...)
}

// Seconds since the command started.
func (e *Env) Seconds() float64 { return time.Since(e.Start).Seconds() }

// UsageError is bad input: it is printed as one line and exits with status 2.
type UsageError struct{ Msg string }

func (u *UsageError) Error() string { return u.Msg }

// Usagef returns a UsageError.
func Usagef(format string, a ...any) error { return &UsageError{fmt.Sprintf(format, a...)} }

// InputError is bad input found in a file; it names file, line and column
// and may wrap the error behind it. It is the engine's inputerr.Error, so an
// error an engine package returns is one already.
type InputError = inputerr.Error

// FailureError means the computation ran but a check failed; exit status 1.
type FailureError struct{ Msg string }

func (f *FailureError) Error() string { return f.Msg }

// Failuref returns a FailureError.
func Failuref(format string, a ...any) error { return &FailureError{fmt.Sprintf(format, a...)} }

// ExitCode maps an error returned by a command to the process exit status:
// a UsageError or an InputError (an inputerr.Error) anywhere in err's chain
// is bad input, status 2.
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var u *UsageError
	var in *InputError
	if errors.As(err, &u) || errors.As(err, &in) {
		return ExitUsage
	}
	return ExitFailure
}

// Main runs the program with the given arguments (without the program name)
// and returns the exit status.
func Main(prog string, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		if len(args) > 1 && args[0] == "help" {
			return Main(prog, append(args[1:], "--help"), stdout, stderr)
		}
		topHelp(prog, stdout)
		if len(args) == 0 {
			return ExitUsage
		}
		return ExitOK
	}
	var cmd *Command
	rest := args[1:]
	if c, ok := commands[key("", args[0])]; ok {
		cmd = c
	} else if _, ok := families[args[0]]; ok {
		if len(rest) == 0 || rest[0] == "-h" || rest[0] == "--help" {
			familyHelp(prog, args[0], stdout)
			if len(rest) == 0 {
				return ExitUsage
			}
			return ExitOK
		}
		c, ok := commands[key(args[0], rest[0])]
		if !ok {
			fmt.Fprintf(stderr, "%s: unknown verb %q for %s (see '%s %s --help')\n", prog, rest[0], args[0], prog, args[0])
			return ExitUsage
		}
		cmd = c
		rest = rest[1:]
	} else {
		fmt.Fprintf(stderr, "%s: unknown command %q (see '%s --help')\n", prog, args[0], prog)
		return ExitUsage
	}
	return runCommand(prog, cmd, rest, stdout, stderr)
}

func cmdName(prog string, c *Command) string {
	if c.Family == "" {
		return prog + " " + c.Verb
	}
	return prog + " " + c.Family + " " + c.Verb
}

func runCommand(prog string, c *Command, args []string, stdout, stderr io.Writer) int {
	name := cmdName(prog, c)
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	env := &Env{Stdout: stdout, Stderr: stderr, Cmd: c, Start: time.Now()}
	fs.BoolVar(&env.JSONOut, "json", false, "print one JSON object on stdout instead of text")
	fs.BoolVar(&env.Quiet, "quiet", false, "no progress lines on stderr")
	run := c.Setup(fs)
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		commandHelp(name, c, fs, stdout)
		return ExitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v (see '%s --help')\n", name, err, name)
		return ExitUsage
	}
	env.Args = pos
	err = run(env)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
	}
	return ExitCode(err)
}

// parseInterspersed parses flags that may appear before, between or after
// positional arguments; "--" ends flag parsing.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		// fs.Parse stopped at a positional argument or after "--".
		consumedDash := len(args) > 0 && args[0] == "--"
		if consumedDash {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func topHelp(prog string, w io.Writer) {
	fmt.Fprintf(w, "%s — a research kernel for positional and combinatorial games\n\n", prog)
	fmt.Fprintf(w, "Usage:\n  %s <family> <verb> [flags]\n  %s <verb> [flags]\n\nFamilies:\n", prog, prog)
	names := make([]string, 0, len(families))
	for n := range families {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-12s %s\n", n, families[n].Summary)
	}
	fmt.Fprintf(w, "\nVerbs:\n")
	for _, c := range sortedCommands("") {
		fmt.Fprintf(w, "  %-12s %s\n", c.Verb, c.Summary)
	}
	fmt.Fprintf(w, "\nEvery verb takes --help, --json (one JSON object on stdout) and --quiet.\n")
	fmt.Fprintf(w, "Exit status: 0 success, 1 a check failed, 2 bad input.\n")
	fmt.Fprintf(w, "Run '%s <family> --help' for a family's verbs.\n", prog)
}

func familyHelp(prog, family string, w io.Writer) {
	f := families[family]
	fmt.Fprintf(w, "%s %s — %s\n\nVerbs:\n", prog, family, f.Summary)
	for _, c := range sortedCommands(family) {
		fmt.Fprintf(w, "  %-18s %s\n", c.Verb, c.Summary)
	}
	fmt.Fprintf(w, "\nRun '%s %s <verb> --help' for details.\n", prog, family)
}

func sortedCommands(family string) []*Command {
	var out []*Command
	for _, c := range commands {
		if c.Family == family {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Verb < out[j].Verb })
	return out
}

func commandHelp(name string, c *Command, fs *flag.FlagSet, w io.Writer) {
	fmt.Fprintf(w, "%s — %s\n\nUsage:\n  %s %s\n", name, c.Summary, name, c.Usage)
	if c.Help != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimSpace(c.Help))
	}
	fmt.Fprintf(w, "\nFlags:\n")
	fs.VisitAll(func(f *flag.Flag) {
		typ, usage := flag.UnquoteUsage(f)
		left := "--" + f.Name
		if typ != "" {
			left += " " + typ
		}
		def := ""
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			def = fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "  %-24s %s%s\n", left, usage, def)
	})
}

// Run is the process entry point used by cmd/plylab.
func Run() { os.Exit(Main("plylab", os.Args[1:], os.Stdout, os.Stderr)) }
