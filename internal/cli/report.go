package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"plylab/data/runctl"
)

// Report prints a verb's answer: as one JSON object (Env.JSON) under
// --json, otherwise by v's WriteText(io.Writer) method, the text the verb
// prints (a v without one is printed as JSON either way).
func (e *Env) Report(v any) error {
	t, ok := v.(interface{ WriteText(io.Writer) })
	if e.JSONOut || !ok {
		return e.JSON(v)
	}
	t.WriteText(e.Stdout)
	return nil
}

// Warnf writes a warning to stderr, even under --quiet.
func (e *Env) Warnf(format string, a ...any) { fmt.Fprintf(e.Stderr, format, a...) }

// LogFunc is Logf, or nil under --quiet (for a run's Logf field, where nil
// means no progress).
func (e *Env) LogFunc() func(format string, a ...any) {
	if e.Quiet {
		return nil
	}
	return e.Logf
}

// Meter is a rate meter on stderr labelled label, counting unit; nil under
// --quiet (a nil *runctl.Meter does nothing).
func (e *Env) Meter(label, unit string) *runctl.Meter {
	if e.Quiet {
		return nil
	}
	return runctl.NewMeter(e.Stderr, label, unit)
}

// NoArgs is bad input when the command line has positional arguments.
func (e *Env) NoArgs() error {
	if len(e.Args) > 0 {
		return Usagef("unexpected argument %q (every input is a --flag)", e.Args[0])
	}
	return nil
}

// FlagGiven reports whether the flag name was given on the command line.
func FlagGiven(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// Shard parses a --shard value (runctl.ParseShard); a bad one is bad input.
func Shard(s string) (runctl.Shard, error) {
	sh, err := runctl.ParseShard(s)
	if err != nil {
		return sh, Usagef("--shard: %v", err)
	}
	return sh, nil
}

// Workers checks a --workers value (runctl.Workers); a bad one is bad input.
func Workers(n int) (int, error) {
	w, err := runctl.Workers(n)
	if err != nil {
		return w, Usagef("%v", err)
	}
	return w, nil
}

// StringList is a repeatable string flag (fs.Var).
type StringList []string

func (l *StringList) String() string     { return strings.Join(*l, " ") }
func (l *StringList) Set(s string) error { *l = append(*l, s); return nil }

// Check prints v (Report) and, when failure is not empty, returns it as a
// FailureError (a check failed: exit status 1).
func (e *Env) Check(v any, failure string) error {
	err := e.Report(v)
	if failure != "" {
		return Failuref("%s", failure)
	}
	return err
}
