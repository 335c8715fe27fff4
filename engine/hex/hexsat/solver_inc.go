package hexsat

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// CadicalIncBinary is the program the CadicalInc solver runs: plylab's
// small driver of CaDiCaL's library (cmd/plylab-cadical-inc, built by make
// sat-solver into bin/ beside plylab) that keeps one solver alive across
// calls. It is looked for as the environment variable PLYLAB_CADICAL_INC
// says, else beside the running program, else on the PATH.
const CadicalIncBinary = "plylab-cadical-inc"

// cadicalIncPath finds the driver (see CadicalIncBinary).
func cadicalIncPath() (string, error) {
	if p := os.Getenv("PLYLAB_CADICAL_INC"); p != "" {
		return exec.LookPath(p)
	}
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), CadicalIncBinary)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	return exec.LookPath(CadicalIncBinary)
}

// cadicalIncSolver talks to one long-lived CaDiCaL process over pipes:
// clauses go down as DIMACS lines as they are added, "s" asks for a solve,
// and the answer comes back as an "s" line and, if satisfiable, one "v"
// line. CaDiCaL keeps what it learned between calls (it is incremental,
// as the pure-Go solvers are). Its model is checked against every clause
// before it is used.
type cadicalIncSolver struct {
	cmd     *exec.Cmd
	in      *bufio.Writer
	pipe    io.WriteCloser
	out     *bufio.Reader
	stderr  *tailBuffer
	waited  bool
	vars    int
	clauses [][]int
	model   []bool
	confl   int64
}

// tailBuffer keeps the last bytes written to it (the driver's stderr, for
// the error message when it stops).
type tailBuffer struct{ b []byte }

func (t *tailBuffer) Write(p []byte) (int, error) {
	const keep = 4096
	t.b = append(t.b, p...)
	if len(t.b) > keep {
		t.b = append(t.b[:0], t.b[len(t.b)-keep:]...)
	}
	return len(p), nil
}

func newCadicalInc(vars int) (*cadicalIncSolver, error) {
	bin, err := cadicalIncPath()
	if err != nil {
		return nil, fmt.Errorf("hexsat: the cadical-inc solver needs the %s program (make sat-solver builds it into bin/; or set PLYLAB_CADICAL_INC): %w", CadicalIncBinary, err)
	}
	cmd := exec.Command(bin)
	tail := &tailBuffer{}
	cmd.Stderr = tail
	pipe, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		pipe.Close()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("hexsat: %s: %w", bin, err)
	}
	return &cadicalIncSolver{cmd: cmd, pipe: pipe, in: bufio.NewWriterSize(pipe, 1<<16), out: bufio.NewReaderSize(out, 1<<16),
		stderr: tail, vars: vars}, nil
}

func (c *cadicalIncSolver) addClause(lits []int) {
	c.clauses = append(c.clauses, append([]int(nil), lits...))
	for _, l := range lits {
		c.in.WriteString(strconv.Itoa(l))
		c.in.WriteByte(' ')
	}
	c.in.WriteString("0\n")
}

func (c *cadicalIncSolver) solve() (bool, error) {
	c.in.WriteString("s\n")
	if err := c.in.Flush(); err != nil {
		return false, c.stopped(err)
	}
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			return false, c.stopped(err)
		}
		switch {
		case strings.HasPrefix(line, "c conflicts:"):
			if n, ok := readConflicts(line); ok {
				c.confl = n
			}
		case strings.HasPrefix(line, "s UNSATISFIABLE"):
			return false, nil
		case strings.HasPrefix(line, "s SATISFIABLE"):
			vline, err := c.out.ReadString('\n')
			if err != nil || !strings.HasPrefix(vline, "v ") {
				return false, fmt.Errorf("hexsat: %s gave no model line", CadicalIncBinary)
			}
			model := make([]bool, c.vars)
			if err := readModelLine(CadicalIncBinary, vline, model); err != nil {
				return false, err
			}
			if err := checkModel(CadicalIncBinary, c.clauses, model); err != nil {
				return false, err
			}
			c.model = model
			return true, nil
		case strings.HasPrefix(line, "s "):
			return false, fmt.Errorf("hexsat: %s gave no verdict: %s", CadicalIncBinary, strings.TrimSpace(line))
		}
	}
}

func (c *cadicalIncSolver) value(v int) bool { return v-1 < len(c.model) && c.model[v-1] }
func (c *cadicalIncSolver) conflicts() int64 { return c.confl }

// stopped reports a driver that stopped answering: it is killed and
// waited for, and the error gives its exit status and the end of its
// stderr.
func (c *cadicalIncSolver) stopped(err error) error {
	c.cmd.Process.Kill()
	c.pipe.Close()
	werr := c.cmd.Wait()
	c.waited = true
	msg := strings.TrimSpace(string(c.stderr.b))
	if werr != nil {
		msg = strings.TrimSpace(werr.Error() + "; " + msg)
	}
	return fmt.Errorf("hexsat: %s stopped without a verdict (%w): %s", CadicalIncBinary, err, msg)
}

// close ends the CaDiCaL process (so that its CPU time counts among the
// waited-for children's): its input closed, whatever it still writes
// read and dropped, then waited for. Every answer the census used was read
// before, so the exit status does not bear on the result.
func (c *cadicalIncSolver) close() error {
	if c.waited {
		return nil
	}
	c.waited = true
	c.pipe.Close()
	io.Copy(io.Discard, c.out)
	return c.cmd.Wait()
}

// readModelLine sets model[v−1] for every positive literal v of a DIMACS
// "v" line (the variables past len(model) are the solver's own).
func readModelLine(bin, line string, model []bool) error {
	for _, t := range strings.Fields(strings.TrimPrefix(line, "v ")) {
		l, err := strconv.Atoi(t)
		if err != nil {
			return fmt.Errorf("hexsat: %s printed a model literal %q", bin, t)
		}
		if l > 0 && l <= len(model) {
			model[l-1] = true
		}
	}
	return nil
}

// readConflicts reads CaDiCaL's statistics line "c conflicts: N ...".
func readConflicts(line string) (int64, bool) {
	fs := strings.Fields(line)
	if len(fs) < 3 {
		return 0, false
	}
	n, err := strconv.ParseInt(fs[2], 10, 64)
	return n, err == nil
}

// checkModel reports the first clause the model falsifies.
func checkModel(bin string, clauses [][]int, model []bool) error {
	for _, cl := range clauses {
		ok := false
		for _, l := range cl {
			if l > 0 && model[l-1] || l < 0 && !model[-l-1] {
				ok = true
				break
			}
		}
		if !ok {
			return fmt.Errorf("hexsat: %s's model falsifies the clause %v (bug in the solver or its reader)", bin, cl)
		}
	}
	return nil
}
