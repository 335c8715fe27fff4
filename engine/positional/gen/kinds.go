package gen

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"plylab/engine/makerbreaker"
	"plylab/engine/positional"
)

// kinds are the named families Build knows and the parameters each one
// reads (besides Rule, First, Bias and ID).
var kinds = map[string][]string{
	"mnk":         {"rows", "cols", "k"},
	"transversal": {"n"},
	"hex":         {"rows", "cols"},
	"polyomino":   {"rows", "cols", "n", "shape"},
	"clique":      {"n", "k"},
	"shannon":     {"vertices", "edges", "u", "v"},
	"kd":          {"k", "d"},
	"tictactoe":   {},
	"qubic":       {},
	"sim":         {},
}

// params are the parameter names of Spec.Given; other names are ignored.
var params = []string{"rows", "cols", "k", "n", "d", "shape", "edges", "vertices", "u", "v"}

// Kinds are the names of the families Build knows, sorted: mnk,
// transversal, hex, polyomino, clique, shannon, kd, tictactoe, qubic, sim.
func Kinds() []string {
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Spec names one game of a family, as 'plylab game gen' reads it: the
// kind and its parameters (the generator's arguments: Rows, Cols, K for
// mnk; N for transversal; Rows, Cols for hex; Shape and N, or Rows and
// Cols, for polyomino; N, K for clique; Edges "a-b a-b ...", U, V and
// optionally Vertices for shannon; K, D for kd; none for tictactoe, qubic
// and sim), then the rule, first mover and bias "p:q" to cast it in (""
// keeps the generator's), and the instance id ("" derives one from the
// kind and sizes).
type Spec struct {
	Kind                  string
	Rows, Cols, K, N, D   int
	Shape, Edges          string
	Vertices, U, V        int
	Rule, First, Bias, ID string
	// Given names the parameters set ("rows", "cols", "k", "n", "d",
	// "shape", "edges", "vertices", "u", "v"; other names are ignored): a
	// kind refuses one it does not read and asks for those it needs.
	Given []string
	// Progress, when not nil, is called as hex lists its minimal chains.
	Progress func(chains int)
}

// Build builds the game s names and returns it with its id. Every error
// is a bad Spec, worded for the command line's flags (--rows, ...).
func Build(s Spec) (*positional.Game, string, error) {
	kind := s.Kind
	allowed, ok := kinds[kind]
	if !ok {
		return nil, "", fmt.Errorf("unknown kind %q (want %s)", kind, strings.Join(Kinds(), ", "))
	}
	given := func(name string) bool { return slices.Contains(s.Given, name) }
	var bad []string
	names := append([]string(nil), s.Given...)
	sort.Strings(names)
	for _, nm := range names {
		if slices.Contains(params, nm) && !slices.Contains(allowed, nm) {
			bad = append(bad, "--"+nm)
		}
	}
	if len(bad) > 0 {
		return nil, "", fmt.Errorf("%s does not take %s (see --help)", kind, strings.Join(bad, ", "))
	}
	need := func(names ...string) error {
		for _, nm := range names {
			if !given(nm) {
				return fmt.Errorf("%s needs --%s", kind, nm)
			}
		}
		return nil
	}
	var g *positional.Game
	var err error
	id := kind
	switch kind {
	case "mnk":
		if err = need("rows", "cols", "k"); err != nil {
			return nil, "", err
		}
		g, err = MNK(s.Rows, s.Cols, s.K)
		id = fmt.Sprintf("mnk-%dx%d-k%d", s.Rows, s.Cols, s.K)
	case "transversal":
		if err = need("n"); err != nil {
			return nil, "", err
		}
		g, err = Transversal(s.N)
		id = fmt.Sprintf("transversal-%d", s.N)
	case "hex":
		if err = need("rows", "cols"); err != nil {
			return nil, "", err
		}
		f := s.First
		if f == "" {
			f = "maker"
		}
		progress := s.Progress
		if progress == nil {
			progress = func(int) {}
		}
		g, err = HexProgress(s.Rows, s.Cols, f, progress)
		id = fmt.Sprintf("hex-%dx%d", s.Rows, s.Cols)
	case "polyomino":
		if s.Shape == "" {
			return nil, "", fmt.Errorf("polyomino needs --shape (one of %s, or cells \"x,y x,y ...\")", strings.Join(makerbreaker.ShapeNames(), ", "))
		}
		r, c := s.Rows, s.Cols
		if given("n") {
			if given("rows") || given("cols") {
				return nil, "", fmt.Errorf("polyomino takes --n B (a B×B board) or --rows and --cols, not both")
			}
			r, c = s.N, s.N
		} else if need("rows", "cols") != nil {
			return nil, "", fmt.Errorf("polyomino needs --n B or --rows R --cols C")
		}
		sh, serr := makerbreaker.ParseShape(s.Shape)
		if serr != nil {
			return nil, "", fmt.Errorf("--shape: %w", serr)
		}
		g, err = Polyomino(r, c, sh)
		id = fmt.Sprintf("polyomino-%s-%dx%d", sh.Name, r, c)
	case "clique":
		if err = need("n", "k"); err != nil {
			return nil, "", err
		}
		g, err = Clique(s.N, s.K)
		id = fmt.Sprintf("clique-K%d-in-K%d", s.K, s.N)
	case "shannon":
		if err = need("edges", "u", "v"); err != nil {
			return nil, "", err
		}
		es, nv, perr := parseEdges(s.Edges)
		if perr != nil {
			return nil, "", fmt.Errorf("--edges: %w", perr)
		}
		if given("vertices") {
			if s.Vertices < nv {
				return nil, "", fmt.Errorf("--vertices %d: the edges use vertex %d", s.Vertices, nv-1)
			}
			nv = s.Vertices
		}
		nv = max(nv, s.U+1, s.V+1)
		f := s.First
		if f == "" {
			f = "maker"
		}
		g, err = Shannon(nv, es, s.U, s.V, f)
		id = fmt.Sprintf("shannon-%d-%d", s.U, s.V)
	case "kd":
		if err = need("k", "d"); err != nil {
			return nil, "", err
		}
		g, err = KD(s.K, s.D)
		id = fmt.Sprintf("kd-%d^%d", s.K, s.D)
	case "tictactoe":
		g = TicTacToe()
	case "qubic":
		g, err = KD(4, 3)
	case "sim":
		g = Sim()
	}
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", kind, err)
	}
	if len(g.Sets) == 0 {
		// No winning set (for shannon: no U–V path) is no game.
		return nil, "", fmt.Errorf("%s: the family has no winning sets (for shannon: no path joins --u and --v)", kind)
	}
	if s.Rule != "" || s.First != "" {
		r := g.Rule
		if s.Rule != "" {
			if r, err = positional.ParseRule(s.Rule); err != nil {
				return nil, "", fmt.Errorf("--rule: %w", err)
			}
		}
		f := s.First
		if f == "" && r == g.Rule {
			f = g.First
		}
		if err := WithRule(g, r, f); err != nil {
			return nil, "", fmt.Errorf("--rule/--first: %w", err)
		}
	}
	if s.Bias != "" {
		p, q, ok := strings.Cut(s.Bias, ":")
		pi, e1 := strconv.Atoi(p)
		qi, e2 := strconv.Atoi(q)
		if !ok || e1 != nil || e2 != nil {
			return nil, "", fmt.Errorf("--bias %q: want p:q, for example 1:2", s.Bias)
		}
		if pi < 1 || qi < 1 {
			return nil, "", fmt.Errorf("--bias %q: each side claims at least 1 cell per turn", s.Bias)
		}
		g.Bias = [2]int{pi, qi}
		if err := g.Normalize(); err != nil {
			return nil, "", fmt.Errorf("--bias: %w", err)
		}
	}
	if s.ID != "" {
		id = s.ID
	}
	return g, id, nil
}

// parseEdges reads "a-b a-b ..." (commas also separate) and returns the
// edges and the number of vertices they use.
func parseEdges(s string) ([][2]int, int, error) {
	var es [][2]int
	nv := 0
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		a, b, ok := strings.Cut(f, "-")
		x, e1 := strconv.Atoi(a)
		y, e2 := strconv.Atoi(b)
		if !ok || e1 != nil || e2 != nil || x < 0 || y < 0 {
			return nil, 0, fmt.Errorf("bad edge %q: want a-b with vertices 0, 1, ...", f)
		}
		es = append(es, [2]int{x, y})
		nv = max(nv, x+1, y+1)
	}
	if len(es) == 0 {
		return nil, 0, fmt.Errorf("no edges")
	}
	return es, nv, nil
}
