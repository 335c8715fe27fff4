package graph

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"plylab/engine/graphgames"
	"plylab/engine/inputerr"
)

// SolvedLine is one answered instance line, as 'plylab graph solve'
// prints it: {"id", "answer"}, or {"id", "line", "error"} for a bad line.
type SolvedLine struct {
	ID     json.RawMessage    `json:"id"`
	Line   int                `json:"line,omitempty"`
	Answer *graphgames.Answer `json:"answer,omitempty"`
	Error  string             `json:"error,omitempty"`
}

// Solved counts what SolveFile answered: the instances (non-blank lines)
// of the file Name, how many were bad, and the first ten bad lines.
type Solved struct {
	Name      string
	Instances int
	Bad       int
	BadLines  []int
}

// Err is the bad lines as one *inputerr.Error naming the file, or nil.
func (s Solved) Err() error {
	if s.Bad == 0 {
		return nil
	}
	word := "line"
	if s.Bad > 1 {
		word = "lines"
	}
	lines := make([]string, len(s.BadLines))
	for i, l := range s.BadLines {
		lines[i] = fmt.Sprint(l)
	}
	more := ""
	if s.Bad > len(s.BadLines) {
		more = ", ..."
	}
	return &inputerr.Error{File: s.Name, Reason: fmt.Sprintf("%d of %d instances not solved (%s %s%s)", s.Bad, s.Instances, word, strings.Join(lines, ", "), more)}
}

// SolveFile answers every instance (one JSON object a line, blank lines
// skipped) of path, "-" for standard input, by the theorems or, with
// brute, by game search; each answer goes to emit (when not nil) in input
// order. A bad line is answered with an error and the others still are;
// Solved.Err reports them. An error return is a file that cannot be read
// (*inputerr.Error).
func SolveFile(path string, brute bool, emit func(SolvedLine)) (Solved, error) {
	if path == "-" {
		return solveReader(os.Stdin, "<stdin>", brute, emit)
	}
	f, err := os.Open(path)
	if err != nil {
		return Solved{Name: path}, inputerr.Wrap("", 0, err)
	}
	defer f.Close()
	return solveReader(f, path, brute, emit)
}

func solveReader(r io.Reader, name string, brute bool, emit func(SolvedLine)) (Solved, error) {
	s := Solved{Name: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	lineNo := 0
	for sc.Scan() {
		lineNo++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		s.Instances++
		res := SolvedLine{ID: json.RawMessage("null")}
		in, err := graphgames.ParseInstance([]byte(text))
		if in != nil {
			res.ID = in.ID
		}
		if err == nil {
			if brute {
				res.Answer, err = in.SolveBrute()
			} else {
				res.Answer, err = in.Solve()
			}
		}
		if err != nil {
			s.Bad++
			res.Line, res.Error, res.Answer = lineNo, err.Error(), nil
			if len(s.BadLines) < 10 {
				s.BadLines = append(s.BadLines, lineNo)
			}
		}
		if emit != nil {
			emit(res)
		}
	}
	if err := sc.Err(); err != nil {
		return s, &inputerr.Error{File: name, Line: lineNo + 1, Reason: err.Error()}
	}
	return s, nil
}
